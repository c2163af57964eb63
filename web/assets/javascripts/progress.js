// The reader's puzzle progress, kept in this browser per game: `solitaire-puzzles:<game>`,
// version 1:
//   {v: 1, solved: {ID: {band, themes}}, failed: {ID: {band, themes}},
//    streak, best_streak, daily: {last: "YYYY-MM-DD" | null, streak, best}}
// A puzzle counts as solved when it is solved without a wrong move, a wrong answer or the shown
// answer; a failure ends the run of puzzles solved in a row. The daily streak counts days (the
// reader's local date) with the daily puzzle solved. A record that cannot be read, or one of
// another version, is kept aside under `…:unreadable` with a message; nothing else in storage
// (games in progress `solitaire-play:*`, statistics `solitaire-stats:*`) is touched.
const VERSION = 1;
const KEY = (game) => `solitaire-puzzles:${game}`;
let unreadable = {}; // per game: a record was set aside this visit (the message stays shown)

function empty() {
  return { v: VERSION, solved: {}, failed: {}, streak: 0, best_streak: 0, daily: { last: null, streak: 0, best: 0 } };
}

const count = (n) => Number.isInteger(n) && n >= 0;
const isMap = (m) => m && typeof m === "object" && !Array.isArray(m);

function valid(r) {
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
    if (valid(r)) return r;
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
  const fmt = new Intl.NumberFormat(lang);
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
  if (message && unreadable[game]) message.textContent = message.dataset.unreadable;
}
