// The reader's puzzle progress, kept in this browser per game: `solitaire-puzzles:<game>`,
// version 1:
//   {v: 1, solved: {ID: {band, themes}}, failed: {ID: {band, themes}},
//    streak, best_streak, daily: {last: "YYYY-MM-DD" | null, streak, best}}
// A puzzle counts as solved when it is solved without a wrong move, a wrong answer or the shown
// answer; a failure ends the run of puzzles solved in a row. The daily streak counts days (the
// reader's local date) with the daily puzzle solved. A record that cannot be read, or one of
// another version, is kept aside under `…:unreadable` with a message; nothing else in storage
// (games in progress `solitaire-play:*`, statistics `solitaire-stats:*`) is touched. Each
// puzzle's entry is checked too: one that is not {band, themes} is set aside alone (under
// `…:set-aside`, by its ID) and named in the message; the rest of the record is kept. A failure
// never replaces a solve: replaying a solved puzzle and going wrong changes nothing.
import { numberFormat } from "./numbers.js";
const VERSION = 1;
const KEY = (game) => `solitaire-puzzles:${game}`;
let unreadable = {}; // per game: a record was set aside this visit (the message stays shown)
let setAside = {}; // per game: the IDs of entries set aside this visit
let retired = {}; // per game: the IDs no longer published, kept aside this visit (reconcile.js)

function empty() {
  return { v: VERSION, solved: {}, failed: {}, streak: 0, best_streak: 0, daily: { last: null, streak: 0, best: 0 } };
}

const count = (n) => Number.isInteger(n) && n >= 0;
const isMap = (m) => m && typeof m === "object" && !Array.isArray(m);

export function valid(r) {
  if (!isMap(r) || r.v !== VERSION || !isMap(r.solved) || !isMap(r.failed) || !isMap(r.daily)) {
    return false;
  }
  const d = r.daily;
  const date = d.last === null || (typeof d.last === "string" && /^\d{4}-\d{2}-\d{2}$/.test(d.last));
  return (
    count(r.streak) &&
    count(r.best_streak) &&
    r.streak <= r.best_streak &&
    date &&
    count(d.streak) &&
    count(d.best) &&
    d.streak <= d.best
  );
}

function validEntry(e) {
  return (
    isMap(e) &&
    (e.band === null || typeof e.band === "string") &&
    Array.isArray(e.themes) &&
    e.themes.every((t) => typeof t === "string")
  );
}

function keepAside(game, bad) {
  // The bad entries under `…:set-aside`, merged with any set aside before.
  const key = `${KEY(game)}:set-aside`;
  let kept = {};
  try {
    kept = JSON.parse(localStorage.getItem(key) || "{}");
  } catch {
    kept = {};
  }
  if (!isMap(kept)) kept = {};
  try {
    localStorage.setItem(key, JSON.stringify({ ...kept, ...bad }));
  } catch {
    /* storage full: the entries are dropped, the rest of the progress is kept */
  }
}

function checked(game, r) {
  // The record with every unreadable puzzle entry set aside.
  const bad = {};
  for (const table of ["solved", "failed"]) {
    for (const [id, entry] of Object.entries(r[table])) {
      if (validEntry(entry)) continue;
      bad[`${table}:${id}`] = entry;
      delete r[table][id];
    }
  }
  const ids = Object.keys(bad).map((k) => k.slice(k.indexOf(":") + 1));
  if (ids.length) {
    keepAside(game, bad);
    save(game, r);
    setAside[game] = [...new Set([...(setAside[game] || []), ...ids])];
  }
  return r;
}

export function load(game) {
  let raw = null;
  try {
    raw = localStorage.getItem(KEY(game));
  } catch {
    return empty(); // storage off: progress holds for this visit only
  }
  if (raw === null) return empty();
  try {
    const r = JSON.parse(raw);
    if (valid(r)) return checked(game, r);
  } catch {
    /* set aside below */
  }
  try {
    localStorage.setItem(`${KEY(game)}:unreadable`, raw);
    localStorage.removeItem(KEY(game));
  } catch {
    /* nothing more can be done */
  }
  unreadable[game] = true;
  return empty();
}

function save(game, r) {
  try {
    localStorage.setItem(KEY(game), JSON.stringify(r));
  } catch {
    /* storage full or off: progress holds for this visit only */
  }
  // The marks on this page's cards follow (marks.js).
  window.dispatchEvent(new CustomEvent("sol-progress", { detail: { game } }));
}

/** Save a whole record (reconcile.js: entries re-banded or kept aside). */
export function replace(game, r) {
  if (valid(r)) save(game, r);
}

/** Puzzles no longer published, kept aside (reconcile.js): named in the message. */
export function noteRetired(game, ids) {
  if (ids.length) retired[game] = [...new Set([...(retired[game] || []), ...ids])];
}

/** The puzzles of ``game`` solved so far (Next puzzle skips them). */
export function solvedIds(game) {
  return new Set(Object.keys(load(game).solved));
}

export function localDate(d = new Date()) {
  const pad = (n) => String(n).padStart(2, "0");
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

function dayBefore(date) {
  const [y, m, d] = date.split("-").map(Number);
  return localDate(new Date(y, m - 1, d - 1));
}

/** A try's outcome: "solved" (clean) or "failed"; `daily` when it is today's daily puzzle. */
export function record(game, id, outcome, meta, daily) {
  const r = load(game);
  const entry = { band: meta.band || null, themes: meta.themes || [] };
  if (outcome === "failed") {
    if (r.solved[id]) return; // a replay of a solved puzzle: the solve stands, the run goes on
    r.failed[id] = entry;
    r.streak = 0;
  } else {
    r.solved[id] = entry;
    r.streak += 1;
    r.best_streak = Math.max(r.best_streak, r.streak);
    if (daily) {
      const today = localDate();
      if (r.daily.last !== today) {
        r.daily.streak = r.daily.last === dayBefore(today) ? r.daily.streak + 1 : 1;
        r.daily.last = today;
        r.daily.best = Math.max(r.daily.best, r.daily.streak);
      }
    }
  }
  save(game, r);
}

/** The progress section's figures (numbers in the page's locale). */
export function render(section, game) {
  if (!section) return;
  const r = load(game);
  const lang = document.documentElement.lang || "en";
  const fmt = numberFormat(lang);
  const solved = Object.values(r.solved);
  // A daily streak is current only while its last day is today or yesterday.
  const today = localDate();
  const daily = r.daily.last === today || r.daily.last === dayBefore(today) ? r.daily.streak : 0;
  const figures = {
    solved: solved.length,
    failed: Object.keys(r.failed).length,
    streak: r.streak,
    best_streak: r.best_streak,
    daily_streak: daily,
    best_daily: r.daily.best,
  };
  for (const td of section.querySelectorAll("[data-progress-stat]")) {
    td.textContent = fmt.format(figures[td.dataset.progressStat]);
  }
  for (const td of section.querySelectorAll("[data-progress-band]")) {
    td.textContent = fmt.format(solved.filter((e) => e.band === td.dataset.progressBand).length);
  }
  for (const td of section.querySelectorAll("[data-progress-theme]")) {
    const theme = td.dataset.progressTheme;
    td.textContent = fmt.format(solved.filter((e) => (e.themes || []).includes(theme)).length);
  }
  const message = section.querySelector("[data-progress-message]");
  if (!message) return;
  const said = [];
  if (unreadable[game]) said.push(message.dataset.unreadable);
  if (setAside[game]) said.push(`${message.dataset.setAside} ${setAside[game].join(", ")}`);
  if (retired[game]) said.push(`${message.dataset.retired} ${retired[game].join(", ")}`);
  if (said.length) message.textContent = said.join(" ");
}

/** Forget this game's puzzle progress (the reset button asked first). */
export function reset(section, game, also = () => {}) {
  try {
    localStorage.removeItem(KEY(game));
  } catch {
    /* storage off: nothing was kept */
  }
  also(); // the trainer's rating and days (trainer.js, days.js) go with the progress
  delete unreadable[game];
  delete setAside[game];
  delete retired[game];
  window.dispatchEvent(new CustomEvent("sol-progress", { detail: { game } }));
  const message = section.querySelector("[data-progress-message]");
  if (message) message.textContent = message.dataset.done;
  render(section, game);
}

/** The reset button asks first: the question and its answers are in the page. */
export function wire(section, game, also) {
  if (!section) return;
  const ask = section.querySelector("[data-progress-confirm]");
  const resetButton = section.querySelector('[data-progress-action="reset"]');
  if (!ask || !resetButton) return;
  section.addEventListener("click", (event) => {
    const button = event.target.closest("[data-progress-action]");
    if (!button) return;
    const action = button.dataset.progressAction;
    if (action === "reset") {
      ask.hidden = false;
      resetButton.hidden = true;
      ask.querySelector("[data-progress-question]").focus();
      return;
    }
    ask.hidden = true;
    resetButton.hidden = false;
    resetButton.focus();
    if (action === "confirm") reset(section, game, also);
  });
}
