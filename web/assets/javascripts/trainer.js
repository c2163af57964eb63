// The puzzle trainer's rating per game, kept in this browser apart from the progress record
// (progress.js, version 1, unchanged): `solitaire-puzzles:<game>:rating`, version 1:
//   {v: 1, rating, rd, vol, rated: {ID: score}, history: [[rating after, score], …last 100]}
// Only a first try is rated (a puzzle already in `rated`, or already solved or failed in the
// progress record, is a replay): a clean solve scores 1, a solve with hints ½, a wrong move, a
// wrong answer or the shown answer 0 (the page says so). A record that cannot be read is kept
// aside under `…:rating:unreadable` and the rating starts again; the progress record is untouched.
import { START, PUZZLE_RD, library, rate } from "./glicko.js";
import { numberFormat } from "./numbers.js";

const VERSION = 1;
const HISTORY = 100;
const KEY = (game) => `solitaire-puzzles:${game}:rating`;

export function fresh() {
  return { v: VERSION, ...START, rated: {}, history: [] };
}

const finite = (x) => typeof x === "number" && Number.isFinite(x);
const isMap = (m) => m && typeof m === "object" && !Array.isArray(m);

export function valid(r) {
  return (
    isMap(r) &&
    r.v === VERSION &&
    finite(r.rating) &&
    finite(r.rd) &&
    r.rd > 0 &&
    finite(r.vol) &&
    r.vol > 0 &&
    isMap(r.rated) &&
    Object.values(r.rated).every((s) => s === 0 || s === 0.5 || s === 1) &&
    Array.isArray(r.history) &&
    r.history.every((h) => Array.isArray(h) && h.length === 2 && finite(h[0]) && finite(h[1]))
  );
}

export function load(game) {
  let raw = null;
  try {
    raw = localStorage.getItem(KEY(game));
  } catch {
    return fresh();
  }
  if (raw === null) return fresh();
  try {
    const r = JSON.parse(raw);
    if (valid(r)) return r;
  } catch {
    /* kept aside below */
  }
  try {
    localStorage.setItem(`${KEY(game)}:unreadable`, raw);
    localStorage.removeItem(KEY(game));
  } catch {
    /* nothing more can be done */
  }
  return fresh();
}

function save(game, r) {
  try {
    localStorage.setItem(KEY(game), JSON.stringify(r));
  } catch {
    /* storage full or off: the rating holds for this visit only */
  }
}

export function forget(game) {
  try {
    localStorage.removeItem(KEY(game));
  } catch {
    /* storage off */
  }
}

/** The score of a try: 1 clean, ½ with hints, 0 for a fault. */
export function score(failed, hinted) {
  if (failed) return 0;
  return hinted ? 0.5 : 1;
}

/** Rate a first try at puzzle `id` (fixed rating `puzzleRating`); null when it is a replay.
 * `seen` says whether the progress record already holds the puzzle. */
export async function rateTry(game, id, puzzleRating, s, seen) {
  const lib = await library();
  const r = load(game);
  if (seen || id in r.rated || !finite(puzzleRating)) return null;
  const before = r.rating;
  const after = rate(lib, r, [[puzzleRating, PUZZLE_RD, s]]);
  Object.assign(r, after);
  r.rated[id] = s;
  r.history = [...r.history, [Math.round(after.rating * 10) / 10, s]].slice(-HISTORY);
  save(game, r);
  return { before, after: after.rating, score: s };
}

/** The rating's figures in the progress section (numbers in the page's locale). */
export function render(section, game) {
  if (!section) return;
  const r = load(game);
  const fmt = numberFormat(document.documentElement.lang || "en", {
    maximumFractionDigits: 0,
  });
  const figures = {
    rating: fmt.format(Math.round(r.rating)),
    deviation: fmt.format(Math.round(r.rd)),
    rated: fmt.format(Object.keys(r.rated).length),
    best_run: fmt.format(bestRun(game)),
  };
  for (const td of section.querySelectorAll("[data-rating-stat]")) {
    td.textContent = figures[td.dataset.ratingStat];
  }
}

/** Themes the next puzzle must avoid: those the last two puzzles opened both have (so no
 * theme comes three times in a row). `recent` is the themes of the puzzles opened, oldest first. */
export function blockedThemes(recent) {
  if (recent.length < 2) return new Set();
  const [a, b] = recent.slice(-2);
  return new Set(a.filter((t) => b.includes(t)));
}

function before(a, b) {
  // Lexicographic order of two keys of numbers.
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i] < b[i];
  return false;
}

/** "Next puzzle": an unsolved puzzle (not the open one) nearest the player's rating, without a
 * blocked theme; puzzles not opened this visit first, never tried before failed, then the
 * data's order after the open one. `puzzles` is the board data's list ({id, rating, themes}); null when all are solved. */
export function pickNext(puzzles, { solved, failed, rating, recent, current, visited = new Set() }) {
  const blocked = blockedThemes(recent);
  const at = puzzles.findIndex((p) => p.id === current);
  const n = puzzles.length;
  let best = null;
  let bestKey = null;
  for (let k = 1; k <= n; k++) {
    const p = puzzles[(at + k + n) % n];
    if (p.id === current || solved.has(p.id)) continue;
    const themes = p.themes || [];
    const key = [
      themes.some((t) => blocked.has(t)) ? 1 : 0,
      visited.has(p.id) ? 1 : 0,
      failed.has(p.id) ? 1 : 0,
      Math.abs((p.rating ?? rating) - rating),
      k,
    ];
    if (!bestKey || before(key, bestKey)) {
      best = p;
      bestKey = key;
    }
  }
  return best;
}

// --- the streak run: move puzzles of rising rating until the first mistake ------------------

export const RUN_STEP = 50; // each puzzle of a run at least this much above the last
const RUN_KEY = (game) => `solitaire-puzzles:${game}:run`;

/** The run's next puzzle: a move puzzle (not "can it be won?") not used in this run, the lowest
 * rated at least RUN_STEP above the last one's; null when none is left (the run is complete). */
export function runNext(puzzles, last, used) {
  let best = null;
  for (const p of puzzles) {
    if (p.kind === "can-win" || used.has(p.id) || typeof p.rating !== "number") continue;
    if (last !== null && p.rating < last + RUN_STEP) continue;
    if (!best || p.rating < best.rating) best = p;
  }
  return best;
}

/** The best run kept for `game` (0 when none or unreadable). */
export function bestRun(game) {
  try {
    const r = JSON.parse(localStorage.getItem(RUN_KEY(game)) || "null");
    return r && r.v === 1 && Number.isInteger(r.best) && r.best >= 0 ? r.best : 0;
  } catch {
    return 0;
  }
}

export function keepRun(game, count) {
  if (count <= bestRun(game)) return;
  try {
    localStorage.setItem(RUN_KEY(game), JSON.stringify({ v: 1, best: count }));
  } catch {
    /* storage full or off */
  }
}

export function forgetRun(game) {
  try {
    localStorage.removeItem(RUN_KEY(game));
  } catch {
    /* storage off */
  }
}
