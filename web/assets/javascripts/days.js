// The daily puzzle's days (issue 33): `solitaire-puzzles:<game>:days`, version 1,
//   {v: 1, since: "YYYY-MM-DD", solved: ["YYYY-MM-DD", …]} (the reader's local dates),
// kept beside the progress record (progress.js, version 1, whose `daily` holds only the last day
// and the streak). `since` is the first day this browser kept days: a day before it is unknown,
// except the days the old record's streak proves solved (its last day and the streak before it).
// The strip shows the last 14 days, each in words as well as a mark.
import { load as loadProgress, localDate } from "./progress.js";

const KEY = (game) => `solitaire-puzzles:${game}:days`;
const STRIP = 14;
const SYMBOLS = { solved: "✓", missed: "✗", pending: "…", unknown: "?" };

function shift(date, days) {
  const [y, m, d] = date.split("-").map(Number);
  return localDate(new Date(y, m - 1, d + days));
}

export function load(game, today = localDate()) {
  try {
    const r = JSON.parse(localStorage.getItem(KEY(game)) || "null");
    const date = (s) => typeof s === "string" && /^\d{4}-\d{2}-\d{2}$/.test(s);
    if (r && r.v === 1 && date(r.since) && Array.isArray(r.solved) && r.solved.every(date)) {
      return r;
    }
  } catch {
    /* unreadable: days start again from today (the streak itself is in the progress record) */
  }
  return { v: 1, since: today, solved: [] };
}

/** Today's daily puzzle solved. */
export function mark(game, today = localDate()) {
  const r = load(game, today);
  if (!r.solved.includes(today)) r.solved = [...r.solved, today].slice(-400);
  try {
    localStorage.setItem(KEY(game), JSON.stringify(r));
  } catch {
    /* storage full or off */
  }
}

/** The last 14 days, oldest first: [{date, state: solved | missed | pending (today) | unknown}]. */
export function strip(game, today = localDate()) {
  const r = load(game, today);
  const daily = loadProgress(game).daily;
  const proven = new Set();
  if (daily.last) for (let k = 0; k < daily.streak; k++) proven.add(shift(daily.last, -k));
  const out = [];
  for (let k = STRIP - 1; k >= 0; k--) {
    const date = shift(today, -k);
    let state = "missed";
    if (r.solved.includes(date) || proven.has(date)) state = "solved";
    else if (date < r.since) state = "unknown";
    else if (date === today) state = "pending";
    out.push({ date, state });
  }
  return out;
}

/** Draw the strip into `list` (an <ol>), words from its data attributes. */
export function render(list, game) {
  if (!list) return;
  const lang = document.documentElement.lang || "en";
  const fmt = new Intl.DateTimeFormat(lang, { weekday: "short", day: "numeric", month: "short" });
  list.replaceChildren(
    ...strip(game).map(({ date, state }) => {
      const [y, m, d] = date.split("-").map(Number);
      const li = document.createElement("li");
      li.dataset.day = date;
      li.dataset.state = state;
      const symbol = document.createElement("span");
      symbol.className = "sol-day-symbol";
      symbol.setAttribute("aria-hidden", "true");
      symbol.textContent = SYMBOLS[state];
      const when = document.createElement("span");
      when.className = "sol-day-date";
      when.textContent = fmt.format(new Date(y, m - 1, d));
      const words = document.createElement("span");
      words.className = "sol-day-words";
      words.textContent = list.dataset[state];
      li.append(symbol, " ", when, " ", words);
      return li;
    }),
  );
}

/** Forget the days (the reset button asked first). */
export function forget(game) {
  try {
    localStorage.removeItem(KEY(game));
  } catch {
    /* storage off */
  }
}
