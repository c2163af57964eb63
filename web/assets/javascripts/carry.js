// Progress you can carry (issue 33): the puzzle progress of one game exported to a file and
// imported from one, merged with this browser's. The file:
//   {format: "solitaire-puzzles-progress", v: 1, game, progress, rating, days, run}
// (progress.js, trainer.js, days.js records, each as stored). Merge rules: a puzzle solved in
// either stays solved (and is no longer failed); the rating with more rated tries wins (its
// rated puzzles joined with the other's, so none is rated twice); each streak and best takes the
// larger; the days join. A file that is not such a record, or is another game's, is refused with
// a message in the page's language, and nothing is changed.
import * as progress from "./progress.js";
import * as trainer from "./trainer.js";
import * as days from "./days.js";

export const FORMAT = "solitaire-puzzles-progress";
const KEYS = (game) => ({
  progress: `solitaire-puzzles:${game}`,
  rating: `solitaire-puzzles:${game}:rating`,
  days: `solitaire-puzzles:${game}:days`,
  run: `solitaire-puzzles:${game}:run`,
});

export function exportData(game) {
  return {
    format: FORMAT,
    v: 1,
    game,
    progress: progress.load(game),
    rating: trainer.load(game),
    days: days.load(game),
    run: { v: 1, best: trainer.bestRun(game) },
  };
}

const isMap = (m) => m && typeof m === "object" && !Array.isArray(m);
const date = (s) => typeof s === "string" && /^\d{4}-\d{2}-\d{2}$/.test(s);

/** Why `data` cannot be imported into `game`: "foreign", "bad", or null when it can. */
export function refusal(data, game) {
  if (!isMap(data) || data.format !== FORMAT || data.v !== 1) return "bad";
  if (data.game !== game) return "foreign";
  const p = data.progress;
  const entries = (t) => isMap(t) && Object.values(t).every((e) => isMap(e) && Array.isArray(e.themes));
  const d = data.days;
  const r = data.run;
  const ok =
    progress.valid(p) &&
    entries(p.solved) &&
    entries(p.failed) &&
    trainer.valid(data.rating) &&
    isMap(d) && d.v === 1 && date(d.since) && Array.isArray(d.solved) && d.solved.every(date) &&
    isMap(r) && r.v === 1 && Number.isInteger(r.best) && r.best >= 0;
  return ok ? null : "bad";
}

function later(a, b) {
  if (a === null) return b;
  if (b === null) return a;
  return a > b ? a : b;
}

/** The merged records of `mine` and `theirs` (both as exportData gives them). */
export function merge(mine, theirs) {
  const a = mine.progress;
  const b = theirs.progress;
  const solved = { ...b.solved, ...a.solved };
  const failed = { ...b.failed, ...a.failed };
  for (const id of Object.keys(solved)) delete failed[id];
  const streak = Math.max(a.streak, b.streak);
  const dailyStreak = Math.max(a.daily.streak, b.daily.streak);
  const merged = {
    v: 1,
    solved,
    failed,
    streak,
    best_streak: Math.max(a.best_streak, b.best_streak, streak),
    daily: {
      last: later(a.daily.last, b.daily.last),
      streak: dailyStreak,
      best: Math.max(a.daily.best, b.daily.best, dailyStreak),
    },
  };
  const tries = (r) => Object.keys(r.rated).length;
  const [win, lose] =
    tries(theirs.rating) > tries(mine.rating) ? [theirs.rating, mine.rating] : [mine.rating, theirs.rating];
  const rating = { ...win, rated: { ...lose.rated, ...win.rated } };
  const since = mine.days.since < theirs.days.since ? mine.days.since : theirs.days.since;
  const daysMerged = {
    v: 1,
    since,
    solved: [...new Set([...mine.days.solved, ...theirs.days.solved])].sort(),
  };
  const run = { v: 1, best: Math.max(mine.run.best, theirs.run.best) };
  return { progress: merged, rating, days: daysMerged, run };
}

/** Import the text of a file into `game`: "imported", or the refusal ("bad", "foreign"). */
export function importText(game, text) {
  let data = null;
  try {
    data = JSON.parse(text);
  } catch {
    return "bad";
  }
  const why = refusal(data, game);
  if (why) return why;
  const merged = merge(exportData(game), data);
  const keys = KEYS(game);
  try {
    for (const [name, key] of Object.entries(keys)) {
      localStorage.setItem(key, JSON.stringify(merged[name]));
    }
  } catch {
    return "bad"; // storage full or off: nothing could be kept
  }
  window.dispatchEvent(new CustomEvent("sol-progress", { detail: { game } }));
  return "imported";
}

/** The export and import controls of the progress section ([data-carry]). */
export function wire(section, game, after) {
  const box = section && section.querySelector("[data-carry]");
  if (!box) return;
  box.hidden = false;
  const message = box.querySelector("[data-carry-message]");
  box.querySelector("[data-carry-action='export']").addEventListener("click", () => {
    const blob = new Blob([JSON.stringify(exportData(game), null, 1)], {
      type: "application/json",
    });
    const link = document.createElement("a");
    link.href = URL.createObjectURL(blob);
    link.download = `solitaire-puzzles-${game.replace("_", "-")}.json`;
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(link.href), 0);
    message.textContent = message.dataset.exported;
  });
  const input = box.querySelector("[data-carry-file]");
  input.addEventListener("change", async () => {
    const file = input.files && input.files[0];
    if (!file) return;
    let text = "";
    try {
      text = await file.text();
    } catch {
      text = "";
    }
    const outcome = importText(game, text);
    message.textContent = message.dataset[outcome];
    box.dataset.outcome = outcome;
    input.value = "";
    if (outcome === "imported") after();
  });
}
