// The player's statistics, kept in this browser per game and variant: games played, won, win
// rate, best time, fewest moves, current and best streak of wins.
//
// A game counts as played once its first move is made on a deal started from New game,
// Winnable deal, Restart or a deal code (the form or a ?code= link); a position opened from a
// figure or a puzzle (a link with moves) never counts. A counted game that is replaced before
// it is won ends the current streak. Each variant's record is its own localStorage entry, so a
// corrupt one is set aside (kept under ":unreadable") with a clear message, and nothing else —
// the saved game, the settings, the other variants — is touched.
import { numberFormat } from "./numbers.js";
const VERSION = 1;
const KEY = (game, variant) => `solitaire-stats:${game}:${variant}`;
const CURRENT = (game) => `solitaire-stats:current:${game}`;
const FIELDS = ["played", "won", "streak", "best_streak"];
const OPTIONAL = ["best_time", "fewest_moves"];
// A figure's "Play this position" link says so (engine/drawing/figure.py: from=figure), even
// for a start position; read once, before play.js rewrites the address to the deal's code.
let openedFromFigure = new URLSearchParams(location.search).get("from") === "figure";
let firstStart = true;

function empty() {
  return { v: VERSION, played: 0, won: 0, streak: 0, best_streak: 0, best_time: null, fewest_moves: null };
}

function valid(r) {
  if (!r || typeof r !== "object" || r.v !== VERSION) return false;
  for (const f of FIELDS) if (!Number.isInteger(r[f]) || r[f] < 0) return false;
  for (const f of OPTIONAL) if (r[f] !== null && !(Number.isInteger(r[f]) && r[f] >= 0)) return false;
  return r.won <= r.played && r.streak <= r.best_streak && r.best_streak <= r.won;
}

function get(key) {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function put(key, value) {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, typeof value === "string" ? value : JSON.stringify(value));
  } catch {
    /* storage full or off: the statistics of this visit are not kept */
  }
}

/** One variant's record; ``unreadable`` when what was stored is not a record. */
export function read(game, variant) {
  const raw = get(KEY(game, variant));
  if (raw === null) return { record: empty(), unreadable: false };
  try {
    const r = JSON.parse(raw);
    if (valid(r)) return { record: r, unreadable: false };
  } catch {
    /* fall through */
  }
  return { record: empty(), unreadable: true, raw };
}

function load(game, variant) {
  const got = read(game, variant);
  if (got.unreadable) {
    // Keep the bad entry for whoever wants to look at it; count again from zero.
    put(`${KEY(game, variant)}:unreadable`, got.raw);
    put(KEY(game, variant), got.record);
    unreadable.add(variant);
  }
  return got.record;
}

const unreadable = new Set();

/** This visit's memory gone, the address read again, as on a new load (the tests' fresh start,
 * play.js). */
export function forget() {
  openedFromFigure = new URLSearchParams(location.search).get("from") === "figure";
  firstStart = true;
  unreadable.clear();
}

function current(game) {
  try {
    const c = JSON.parse(get(CURRENT(game)) || "null");
    if (c && typeof c.code === "string" && typeof c.variant === "string") return c;
  } catch {
    /* a damaged tracker only means the game in progress is not counted */
  }
  return null;
}

function abandon(game, cur) {
  if (!cur || !cur.counted || !cur.played || cur.won) return;
  const r = load(game, cur.variant);
  r.streak = 0;
  put(KEY(game, cur.variant), r);
}

/** Called after every redraw with the request that led to it and the clock's seconds. */
export function update(game, state, result, req, seconds) {
  let cur = current(game);
  const op = req && req.op;
  const started =
    (op === "start" && (result.ok || result.reason === "bad_moves")) ||
    (op === "restart" && result.ok);
  if (started) {
    if (!req.unbroken) abandon(game, cur); // a save the player did not break ends no streak
    const linked = op === "start" && firstStart && openedFromFigure;
    const fromFigure = op === "start" && ((req.moves && req.moves.length) || !result.ok || linked);
    if (op === "start") firstStart = false;
    cur = { code: state.code, variant: state.variant, counted: !fromFigure, played: false, won: false };
  } else if (op === "resume" && result.ok && (!cur || cur.code !== state.code)) {
    cur = { code: state.code, variant: state.variant, counted: false, played: false, won: false };
  }
  if (!cur || cur.code !== state.code) return false;
  let changed = false;
  if (cur.counted && !cur.played && state.moves > 0) {
    const r = load(game, cur.variant);
    r.played += 1;
    put(KEY(game, cur.variant), r);
    cur.played = changed = true;
  }
  if (cur.counted && cur.played && !cur.won && state.status === "won") {
    const r = load(game, cur.variant);
    r.won += 1;
    r.streak += 1;
    r.best_streak = Math.max(r.best_streak, r.streak);
    r.best_time = r.best_time === null ? seconds : Math.min(r.best_time, seconds);
    r.fewest_moves = r.fewest_moves === null ? state.moves : Math.min(r.fewest_moves, state.moves);
    put(KEY(game, cur.variant), r);
    cur.won = changed = true;
  }
  put(CURRENT(game), cur);
  return changed || started;
}

export function clock(s) {
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, "0")}`;
}

/** Fill the statistics table of ``section`` (one column per variant) in the page's language. */
export function render(section, game, lang) {
  const number = numberFormat(lang);
  const percent = numberFormat(lang, { style: "percent", maximumFractionDigits: 0 });
  for (const cell of section.querySelectorAll("[data-stat]")) {
    const r = load(game, cell.dataset.variant);
    const stat = cell.dataset.stat;
    let text = "–";
    if (stat === "rate") text = r.played ? percent.format(r.won / r.played) : "–";
    else if (stat === "best_time") text = r.best_time === null ? "–" : clock(r.best_time);
    else if (stat === "fewest_moves") text = r.fewest_moves === null ? "–" : number.format(r.fewest_moves);
    else text = number.format(r[stat]);
    cell.textContent = text;
  }
  const message = section.querySelector("[data-stats-message]");
  message.textContent = unreadable.size ? message.dataset.unreadable : "";
}

/** Forget this game's statistics (every variant); the game in progress no longer counts. */
export function reset(section, game) {
  const variants = new Set([...section.querySelectorAll("[data-variant]")].map((c) => c.dataset.variant));
  for (const v of variants) {
    put(KEY(game, v), null);
    put(`${KEY(game, v)}:unreadable`, null);
  }
  unreadable.clear();
  const cur = current(game);
  if (cur) put(CURRENT(game), { ...cur, counted: false });
}

/** The reset button asks first; the question and its answers are in the page. */
export function wire(section, game, lang) {
  const ask = section.querySelector("[data-stats-confirm]");
  const resetButton = section.querySelector('[data-stats-action="reset"]');
  section.addEventListener("click", (event) => {
    const button = event.target.closest("[data-stats-action]");
    if (!button) return;
    const action = button.dataset.statsAction;
    if (action === "reset") {
      ask.hidden = false;
      resetButton.hidden = true;
      ask.querySelector("[data-stats-question]").focus(); // read out first; Tab reaches the answers
    } else {
      if (action === "confirm") reset(section, game);
      ask.hidden = true;
      resetButton.hidden = false;
      resetButton.focus();
      render(section, game, lang);
      if (action === "confirm") {
        const message = section.querySelector("[data-stats-message]");
        message.textContent = message.dataset.done;
      }
    }
  });
  render(section, game, lang);
}
