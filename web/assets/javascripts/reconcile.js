// Today's progress record (progress.js, version 1) against the puzzles published now
// (puzzles/<slug>.json `current`: each id's band and themes). The record's format is unchanged
// by the trainer (its rating is kept apart, trainer.js), so nothing is converted; but puzzles are
// re-banded and removed as the data changes (issue 29), so on the Puzzles page:
// * an entry of a published puzzle keeps its result and takes the puzzle's current band and
//   themes, so the figures count it under the current data;
// * an entry of an id no longer published is kept aside, with its table, under
//   `solitaire-puzzles:<game>:retired` (never lost: it comes back if the id is published again),
//   and named in the message.
import * as progress from "./progress.js";

const RETIRED = (game) => `solitaire-puzzles:${game}:retired`;

function readRetired(game) {
  try {
    const kept = JSON.parse(localStorage.getItem(RETIRED(game)) || "{}");
    return kept && typeof kept === "object" && !Array.isArray(kept) ? kept : {};
  } catch {
    return {};
  }
}

/** Reconcile `record` with `current` ({id: [band, themes]}); the ids newly kept aside. */
export function reconcileRecord(game, record, current) {
  const retired = readRetired(game);
  const moved = [];
  let changed = false;
  // An id published again comes back with its result.
  for (const [key, entry] of Object.entries(retired)) {
    const [table, id] = [key.slice(0, key.indexOf(":")), key.slice(key.indexOf(":") + 1)];
    if (current[id] && (table === "solved" || table === "failed") && !record.solved[id]) {
      record[table][id] = entry;
      delete retired[key];
      changed = true;
    }
  }
  for (const table of ["solved", "failed"]) {
    for (const [id, entry] of Object.entries(record[table])) {
      const now = current[id];
      if (!now) {
        retired[`${table}:${id}`] = entry;
        delete record[table][id];
        moved.push(id);
        changed = true;
        continue;
      }
      const [band, themes] = now;
      if (entry.band !== band || JSON.stringify(entry.themes) !== JSON.stringify(themes)) {
        record[table][id] = { ...entry, band, themes };
        changed = true;
      }
    }
  }
  if (changed) {
    try {
      localStorage.setItem(RETIRED(game), JSON.stringify(retired));
    } catch {
      /* storage full: the record is still saved below, the retired entries held this visit */
    }
    progress.replace(game, record);
  }
  return moved;
}

/** Fetch the published puzzles (`url`: puzzles/<slug>.json) and reconcile the record. */
export async function reconcile(game, url) {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  const data = await response.json();
  if (!data.current) return [];
  return reconcileRecord(game, progress.load(game), data.current);
}
