// The puzzle board of a Puzzles page, a browse page or a theme page (docs/partials/puzzle-board.md;
// puzzle.js loads this where the page has one). On a browse or theme page (data-host="browse",
// issue 31) the board is hidden until a card's Solve opens its puzzle in place: the board moves
// just above that card, the address becomes the page's own ?puzzle=ID (pushed, so that Back
// closes the board again), and "Next puzzle" opens the next puzzle of that page.
// The board is the Play pages' own: the same worker (worker.js, with `session: "puzzle"`:
// engine/board/puzzle.py), the same drawing and CSS, the same pointer and keys (boardinput.js),
// the same motion (motion.js), the same fit in the viewport (boardfit.js).
// Nothing heavy loads until a puzzle is opened: a card's Solve button, "Solve today's puzzle"
// (the daily section's data-daily-id), or a ?puzzle=ID link. The session checks every move and
// says why a wrong one loses; this file draws, keeps the controls in step with the puzzle's
// phase and keeps the reader's progress (progress.js). The Play statistics are never touched.
import { wire } from "./boardinput.js";
import { fitBoard } from "./boardfit.js";
import { announce as announceIn } from "./announce.js"; // shared with the other board
import * as motion from "./motion.js";
import * as progress from "./progress.js";
import * as trainer from "./trainer.js";
import * as summary from "./summary.js";
import { reconcile } from "./reconcile.js";
import * as days from "./days.js";
import * as carry from "./carry.js";
import * as chart from "./chart.js";
import { engineWorker } from "./engineworker.js";
import { startedOnline } from "./startagain.js"; // a start that failed offline, tried again
import { engineStarted, serviceWorker } from "./serviceworker.js";
import { skipLink } from "./skiplink.js";
import { startWhenIdle } from "./idlestart.js";
import * as early from "./puzzleinstant.js"; // the board at once, moves queued (issue 31)
import { replayEarlyClicks } from "./earlyclicks.js";
import { numberFormat } from "./numbers.js";

const box = document.querySelector(".sol-puzzle-play");
const GAME = box.dataset.game;
const LANG = document.documentElement.lang || "en";
const LANG_BASE = new URL("./", location.href); // /<lang>/
const ROOT = new URL("../", LANG_BASE);
const $ = (sel) => box.querySelector(sel);
const out = (name) => box.querySelector(`[data-out="${name}"]`);
const board = out("board");
const IN_PLACE = box.dataset.host === "browse"; // a browse or theme page's board (see above)
const LOADING = $(".sol-loading").textContent; // the note, put back after an error shown in it

let toEngine = null; // sends a message to the engine's worker (engineworker.js)
let booting = null;
let data = null; // the puzzles of this game, fetched on the first open
let queue = Promise.resolve();
let state = null;
let puzzle = null; // the session's view of the open puzzle
let current = null; // the open puzzle's data
let recorded = { id: null, failed: false, solved: false }; // outcomes already kept for this try
let tried = { start: 0, moves: 0, hints: 0 }; // this try's figures for the solve summary
let run = null; // the streak run under way: {count, last, used, id} (trainer.js runNext)
let opened = []; // ids of the last two puzzles opened (Next puzzle's themes)
const visited = new Set(); // every puzzle opened this visit (Next puzzle prefers others)
let rated = { id: null, done: true, seen: true, hinted: false }; // the first try's rating (trainer.js)
let held = null; // requests made on the early board, played once the engine has the puzzle
let wanted = null; // the puzzle last asked for (a browse page's Back and Forward compare it)

// --- the worker ----------------------------------------------------------------------------

function call(message) {
  return toEngine(message);
}

function boot() {
  // A returning reader's page is controlled by the service worker already: the engine's worker
  // is created and sent its start right here, in the press's own task, before the early board is
  // drawn and fitted (issue 31: nothing the press does goes before the engine's start). A first
  // visit waits for the service worker first, so that the runtime it downloads is kept.
  if (!booting) {
    const controlled = Boolean(navigator.serviceWorker && navigator.serviceWorker.controller);
    booting = (async () => {
      const registered = serviceWorker(ROOT);
      if (!controlled) await registered;
      toEngine = engineWorker();
      const catalog = LANG === "en" ? "" : new URL("messages.mo", LANG_BASE).href;
      const init = { root: ROOT.href, game: GAME, lang: LANG, catalog, session: "puzzle" };
      const answer = await call({ init });
      box.dataset.start = answer.start;
      engineStarted(); // a start that failed threw above: its work waits (sw.js AT_LATEST_MS)
      return answer;
    })();
  }
  return booting;
}

function restart(failed) {
  // A new start after one that failed offline (startagain.js): a new worker, once.
  if (booting === failed) {
    if (toEngine) toEngine.end();
    booting = null;
  }
  return boot();
}

function startNote(text) {
  // The loading note, or the early board's message line that shows it: `text`, or as it was.
  const note = text || LOADING;
  const loading = $(".sol-loading");
  if (!loading.hidden) loading.textContent = note;
  if (held) out("message").textContent = note;
}

function puzzles() {
  if (!data) {
    const url = new URL(`puzzles/${GAME.replace("_", "-")}-board.json`, LANG_BASE);
    data = fetch(url)
      .then((r) => (r.ok ? r.json() : Promise.reject(new Error(`${url}: ${r.status}`))))
      .then((json) => new Map(json.puzzles.map((p) => [p.id, p])));
  }
  return data;
}

// --- the puzzle board's own setting: one-tap, off by default, stored apart from Play's ------

const SETTINGS_KEY = "solitaire-puzzles:settings";
const DEFAULTS = JSON.parse(box.dataset.defaults); // engine/board/puzzle.py PUZZLE_OPTIONS

function loadSettings() {
  const s = { ...DEFAULTS };
  try {
    const saved = JSON.parse(localStorage.getItem(SETTINGS_KEY) || "{}");
    for (const key of Object.keys(DEFAULTS)) {
      if (saved && typeof saved[key] === "boolean") s[key] = saved[key];
    }
  } catch {
    /* unreadable or storage off: the defaults */
  }
  return s;
}

let settings = loadSettings();
for (const checkbox of box.querySelectorAll("[data-puzzle-setting]")) {
  checkbox.checked = settings[checkbox.dataset.puzzleSetting];
}
box.addEventListener("change", (event) => {
  const key = event.target.dataset && event.target.dataset.puzzleSetting;
  if (!key) return;
  settings = { ...settings, [key]: event.target.checked };
  try {
    localStorage.setItem(SETTINGS_KEY, JSON.stringify(settings));
  } catch {
    /* storage off: the setting holds for this visit */
  }
});

function withOptions(req) {
  return { ...req, options: { one_tap: settings.one_tap } };
}

function request(req) {
  if (held) {
    // The early board (puzzleinstant.js): the move waits for the engine, said so.
    held.push(req);
    pending(held.length);
    return Promise.resolve(null);
  }
  // One request at a time, in order (a fast double tap never races its first tap).
  const message = { request: withOptions(req) };
  const run = () => (state ? call(message).then((result) => show(result, req)) : null);
  queue = queue.then(run, run);
  return queue;
}

function played(requests, answer) {
  // A batch's answers (worker.js: in order, up to the first one refused): each one's effects
  // in order, as if it had come alone, the board drawn once, for the last; whether it stopped.
  const { results } = answer;
  results.forEach((result, i) => (i < results.length - 1 ? take : show)(result, requests[i]));
  return answer.stopped;
}

function batch(requests) {
  // Moves held while a batch was under way: one more batch, after what is queued.
  const run = () => call({ batch: requests }).then((answer) => played(requests, answer));
  queue = queue.then(run, run);
  return queue;
}

// --- opening a puzzle -------------------------------------------------------------------------

function dailyId() {
  const daily = document.querySelector(".sol-daily");
  return daily && daily.dataset.dailyId ? daily.dataset.dailyId : null;
}

function cardIds() {
  return [...document.querySelectorAll("article.sol-puzzle-card[data-puzzle]")].map(
    (a) => a.dataset.puzzle,
  );
}

function pending(count) {
  box.dataset.pending = String(count);
  const note = out("pending");
  if (note) note.hidden = count === 0;
}

function showEarly(id, loading) {
  // The puzzle's position at once, from its card's figure, marked as loading in the page's
  // language; false when there is no figure to show (the loading note alone, as before). A
  // linked puzzle's card (?puzzle=ID) is drawn already, by the page's inline script
  // (docs/partials/puzzle-instant.md), with the taps made on it since: they join the queue.
  const drawn = Array.isArray(window.solEarlyTaps) && box.dataset.early === id;
  const taps = drawn ? window.solEarlyTaps : [];
  window.solEarlyTaps = null; // from now on the board's own input (boardinput.js) takes taps
  if (!drawn) {
    const figure = early.figureFor(id);
    if (!figure || !early.draw(board, figure)) return false;
    board.setAttribute("aria-busy", "true");
    out("title").textContent = figure.title;
    out("task").textContent = figure.task;
    out("message").textContent = loading.textContent;
    $(".sol-game").hidden = false;
  }
  held = [];
  // A yes/no puzzle's answer buttons at once, as the engine will show them (a click is queued
  // like a move): the toolbar keeps its rows when the engine arrives (issue 31: no jump).
  for (const action of ["yes", "no"]) $(`[data-action="${action}"]`).hidden = !early.yesOrNo(id);
  out("difficulty").textContent = "";
  fit(true);
  box.dataset.early = id;
  performance.mark("sol-puzzle-board");
  for (const place of taps) request({ op: "tap", place });
  return true;
}

function startShown(shown) {
  // The Puzzles page's start buttons (a browse page has none).
  const start = $(".sol-start");
  if (start) start.hidden = !shown;
}

function cardOf(id) {
  return [...document.querySelectorAll("article.sol-puzzle-card[data-puzzle]")].find(
    (card) => card.dataset.puzzle === id,
  );
}

function placeFor(id) {
  // A browse page's board opens where the reader is: just above the puzzle's card (above the
  // first card when the puzzle is not on the page, under the sentence that says so).
  const card = cardOf(id) || document.querySelector("article.sol-puzzle-card[data-puzzle]");
  if (card && card.previousElementSibling !== box) card.before(box);
  box.hidden = false;
}

function focusHeading() {
  // The focus on a browse page's board as it opens, on its heading: moving the board took it
  // from wherever it was in the board, and the Solve button pressed is below the board now.
  // After the early board is drawn: focusing forces a style update of the whole page.
  const heading = box.querySelector("h2");
  heading.tabIndex = -1;
  heading.focus({ preventScroll: true });
}

function address(id) {
  // The page's own address of the open puzzle: a link that opens it. A browse page pushes it
  // when the board opens from the list (Back closes the board) and replaces it after that.
  const url = new URL(location.href);
  url.search = `?puzzle=${encodeURIComponent(id)}`;
  url.hash = "";
  if (url.href === location.href) return url;
  if (IN_PLACE && !new URLSearchParams(location.search).get("puzzle")) {
    history.pushState(null, "", url);
  } else history.replaceState(null, "", url);
  return url;
}

function close() {
  // Back on a browse page: the list again, the focus on the Solve button that opened the board.
  box.hidden = true;
  const card = wanted && cardOf(wanted);
  const solve = card && card.querySelector('button[data-action="solve"]');
  if (solve) solve.focus({ preventScroll: true });
}

async function open(id, fromAddress = false) {
  wanted = id;
  // First: the engine's start before the press's own work (see boot); tried again once the
  // network is back if it fails offline, the early board and its held moves kept meanwhile.
  const started = startedOnline({
    first: boot,
    again: restart,
    say: startNote,
    offlineText: box.dataset.offline,
  });
  started.catch(() => {}); // (its failure is shown below, where it is awaited)
  let late = []; // moves made on the early board while the engine opened the puzzle
  startShown(false);
  const loading = $(".sol-loading");
  loading.textContent = LOADING;
  if (IN_PLACE) {
    placeFor(id);
    if (!fromAddress) address(id);
  }
  if (!state) {
    box.dataset.loading = "true";
    if (!held && !showEarly(id, loading)) {
      loading.hidden = false;
      box.scrollIntoView({ block: "start" });
    }
  } else box.scrollIntoView({ block: "start" });
  // The early board is on screen, fitted and scrolled to where the puzzle stays: the answer's
  // drawing fits it again (show), without a second forced layout of the page or a scroll.
  const shownEarly = held !== null;
  if (IN_PLACE) focusHeading();
  try {
    const [all] = await Promise.all([puzzles(), started]);
    current = all.get(id) || null;
    if (!current) {
      held = null;
      pending(0);
      board.removeAttribute("aria-busy");
      $(".sol-game").hidden = true;
      loading.hidden = !IN_PLACE; // a browse page has no start buttons: the note says it there
      if (IN_PLACE) loading.textContent = box.dataset.unknown;
      delete box.dataset.loading;
      startShown(true);
      say(box.dataset.unknown);
      return;
    }
    // The puzzle opened and the moves made on the early board meanwhile, in one message: the
    // engine plays them in order up to the first one the puzzle refuses (the rest were made
    // on a position that no longer exists), and the board is drawn once (issue 31).
    const sent = held ? held.length : 0;
    const requests = [{ op: "puzzle", puzzle: current }, ...(held || []).map(withOptions)];
    const answer = await call({ batch: requests });
    recorded = { id, failed: false, solved: false };
    tried = { start: performance.now(), moves: 0, hints: 0 };
    summary.hide(out("summary"));
    opened = [...opened, id].slice(-2);
    visited.add(id);
    const before = progress.load(GAME); // a puzzle already tried is a replay: not rated
    rated = { id, done: false, seen: id in before.solved || id in before.failed, hinted: false };
    late = answer.stopped ? [] : (held || []).slice(sent); // (a refused move drops them too)
    held = null;
    board.removeAttribute("aria-busy");
    played(requests, answer);
  } catch (err) {
    held = null;
    pending(0);
    $(".sol-game").hidden = true;
    loading.hidden = false;
    loading.textContent = String(err.message || err);
    return;
  }
  loading.hidden = true;
  delete box.dataset.loading;
  $(".sol-game").hidden = false;
  if (!shownEarly) fit(true); // the task, the toolbar, the board and its message in the viewport
  // (a browse page's reader who went Back meanwhile keeps the list's address)
  if (!box.hidden) out("link").href = address(id).href;
  input.focusBoard();
  box.dataset.ready = "true";
  box.dataset.puzzle = id;
  if (late.length) await batch(late.map(withOptions));
  pending(0);
}

async function nextPuzzle() {
  // An unsolved puzzle near the player's rating, no theme three times in a row (trainer.js);
  // during a streak run, the run's next puzzle.
  if (IN_PLACE) return open(nextOnPage());
  const all = [...(await puzzles()).values()];
  if (run) return runStep(all);
  const record = progress.load(GAME);
  const next = trainer.pickNext(all, {
    solved: new Set(Object.keys(record.solved)),
    failed: new Set(Object.keys(record.failed)),
    rating: trainer.load(GAME).rating,
    recent: opened.map((id) => (all.find((p) => p.id === id) || {}).themes || []),
    current: current && current.id,
    visited,
  });
  return open(next ? next.id : all[(all.findIndex((p) => p.id === (current && current.id)) + 1) % all.length].id);
}

function nextOnPage() {
  // A browse or theme page's "Next puzzle": the reader chose this page (a kind, a difficulty, a
  // theme), so the next card on it, in the page's order, the first not solved yet (from the top
  // again after the last); when every one is solved, simply the next. The rating's choice
  // (trainer.js) is the Puzzles page's.
  const ids = cardIds();
  const at = ids.indexOf(current && current.id);
  const after = [...ids.slice(at + 1), ...ids.slice(0, at + 1)].filter(
    (id) => id !== (current && current.id),
  );
  const solved = progress.load(GAME).solved;
  return after.find((id) => !(id in solved)) || after[0] || ids[0];
}

async function startRun() {
  run = { count: 0, last: null, used: new Set(), id: null };
  showRun();
  return runStep([...(await puzzles()).values()]);
}

function runStep(all) {
  const next = trainer.runNext(all, run.last, run.used);
  if (!next) return endRun(); // every rising step taken: the run is complete
  run.used.add(next.id);
  run.id = next.id;
  run.counted = false;
  return open(next.id);
}

function endRun() {
  const count = run ? run.count : 0;
  trainer.keepRun(GAME, count);
  run = null;
  showRun(count);
  if (section) trainer.render(section, GAME);
}

function showRun(ended = null) {
  // The run's panel: its count while it goes on; at its end, the count and the best run.
  const panel = out("run");
  const lang = document.documentElement.lang || "en";
  const fmt = numberFormat(lang);
  panel.hidden = false;
  panel.querySelector("[data-run='count']").textContent = fmt.format(run ? run.count : ended);
  panel.querySelector("[data-run='best']").textContent = fmt.format(trainer.bestRun(GAME));
  const done = panel.querySelector("[data-run='ended']");
  done.hidden = ended === null;
  panel.dataset.state = ended === null ? "running" : "ended";
  if (ended !== null) announce(done.textContent);
}

function runOutcome() {
  // A solve adds to the run; the first mistake (a failed try) ends it.
  if (!run || run.id !== current.id) return;
  if (puzzle.failed) endRun();
  else if (puzzle.solved && !run.counted) {
    run.count += 1;
    run.last = current.rating;
    run.counted = true;
    trainer.keepRun(GAME, run.count);
    showRun();
  }
}

// --- drawing -------------------------------------------------------------------------------

function say(text) {
  out("message").textContent = text || "";
  if (text) announce(text);
  fit(false);
}

function fit(scroll) {
  const message = out("message");
  fitBoard({ game: $(".sol-game"), board, message, scroll, oneLine: true });
  // A long explanation scrolls in its own region (boardfit.js): the keyboard reaches it then.
  if (message.scrollHeight > message.clientHeight + 1) message.tabIndex = 0;
  else message.removeAttribute("tabindex");
}

function announce(text) {
  announceIn(out("live"), text);
}

function take(result, req) {
  // An answer the next one draws over (a batch's): all it does but the drawing, and the progress
  // tables, which the last answer's keep() draws once for the whole batch.
  state = result.state;
  puzzle = result.puzzle;
  if (req && req.op === "puzzle") out("task").textContent = result.task || result.speak || "";
  if (result.speak) announce(result.speak);
  keep(result, false);
}

function show(result, req) {
  const focused = document.activeElement && document.activeElement.closest("[data-place]");
  const focusPlace = focused && board.contains(focused) ? focused.dataset.place : null;
  const hadFocus = box.contains(document.activeElement);
  state = result.state;
  puzzle = result.puzzle;
  const snap = motion.snapshot(board, result);
  board.innerHTML = state.svg;
  if (req && req.op === "puzzle") out("task").textContent = result.task || result.speak || "";
  out("title").textContent = (puzzle && puzzle.title) || "";
  out("difficulty").textContent = (puzzle && puzzle.difficulty) || "";
  const message = out("message");
  message.textContent = result.ok ? "" : result.message || "";
  if (result.ok && result.announce && req && req.op !== "puzzle") {
    message.textContent = result.announce;
  }
  if (result.speak) announce(result.speak);
  input.marks();
  controls();
  // After the controls (a shown button may wrap the toolbar), before the focus goes back (a
  // focused place is scrolled to where it will stay).
  fit(false);
  if (focusPlace) {
    const again = board.querySelector(`[data-place="${focusPlace}"][tabindex]`);
    if (again) again.focus();
  }
  const now = document.activeElement;
  if (hadFocus && !focusPlace && (!box.contains(now) || now.disabled || now.closest("[hidden]"))) {
    input.focusBoard();
  }
  motion.animate(board, snap, result, req);
  keep(result);
  box.dataset.phase = puzzle ? puzzle.phase : "";
  box.dataset.failed = String(Boolean(puzzle && puzzle.failed));
  box.dataset.renders = String(Number(box.dataset.renders || 0) + 1);
  return result;
}

function controls() {
  // The buttons the puzzle's phase offers: Yes/No while a can-win asks, the steps while the
  // answer is shown, Try again once the try has failed or ended.
  const phase = puzzle ? puzzle.phase : "";
  const asking = phase === "asking";
  const answer = phase === "answer";
  const open = phase === "solving" || asking;
  const set = (action, visible, enabled = true) => {
    const b = $(`[data-action="${action}"]`);
    b.hidden = !visible;
    b.disabled = !enabled;
  };
  set("yes", asking);
  set("no", asking);
  set("hint", open, puzzle && puzzle.hint_level < 2);
  set("show", open);
  set("previous-step", answer, puzzle && puzzle.step > 0);
  set("next-step", answer, puzzle && puzzle.step < puzzle.steps);
  set("retry", Boolean(puzzle) && (puzzle.failed || !open) && puzzle.kind !== "can-win");
  set("next-puzzle", true);
  // Crescent: the redeals left, always in sight (a can-win's answer may hang on them).
  const redeal = out("redeal");
  if (redeal && state) {
    redeal.textContent = state.redeal_label;
    redeal.disabled = !state.redeals_left || !(open || phase === "stuck");
  }
}

function keep(result, tables = true) {
  // The reader's progress: a failure once per try, a clean solve once.
  if (!puzzle || !current || recorded.id !== current.id) return;
  const meta = { band: current.difficulty && current.difficulty.band, themes: current.themes || [] };
  if (["correct", "kept", "solved"].includes(result.verdict)) tried.moves += 1;
  tried.hints = Math.max(tried.hints, puzzle.hint_level || 0);
  const change = rate();
  runOutcome();
  if (puzzle.failed && !recorded.failed) {
    recorded.failed = true;
    progress.record(GAME, current.id, "failed", meta, current.id === dailyId());
  } else if (puzzle.solved && !recorded.solved) {
    recorded.solved = true;
    progress.record(GAME, current.id, "solved", meta, current.id === dailyId());
    if (current.id === dailyId()) days.mark(GAME);
    summarize(change);
  }
  if (tables && result.ok !== undefined && section) {
    progress.render(section, GAME);
    days.render(section.querySelector("[data-days]"), GAME);
  }
}

function rate() {
  // The first outcome of the first try moves the player's rating (trainer.js), once: a promise
  // of {before, after}, or null for a replay.
  if (rated.id !== current.id || rated.done) return null;
  if (puzzle.hint_level > 0) rated.hinted = true;
  if (!puzzle.failed && !puzzle.solved) return null;
  rated.done = true;
  const s = trainer.score(puzzle.failed, rated.hinted);
  const change = trainer.rateTry(GAME, current.id, current.rating, s, rated.seen);
  change
    .then(() => {
      if (!section) return; // a browse page: the rating is kept, shown on the Puzzles page
      trainer.render(section, GAME);
      chart.render(section.querySelector("[data-chart]"), GAME);
    })
    .catch((err) => say(String(err.message || err)));
  return change;
}

function summarize(change) {
  // The solve summary (summary.js), then the focus on "Next puzzle".
  const ms = performance.now() - tried.start;
  const figures = { moves: tried.moves, hints: tried.hints, ms };
  Promise.resolve(change)
    .catch(() => null)
    .then((rated) => {
      const streak = progress.load(GAME).streak;
      summary.show(out("summary"), { ...figures, rated, streak });
      fit(false);
      $('[data-action="next-puzzle"]').focus();
      box.dataset.summary = String(Number(box.dataset.summary || 0) + 1);
    });
}

// --- input: the board's own (boardinput.js), the toolbar, the game's letter keys ---------------

const input = wire({
  board,
  game: GAME,
  getState: () => state || (held ? early.EARLY_STATE : null),
  request,
  highlight: () => true,
  lift: motion.lift,
  noteDrop: motion.noteDrop,
});

box.addEventListener("keydown", (event) => {
  if (!state || event.ctrlKey || event.metaKey || event.altKey) return;
  const inGame = $(".sol-game").contains(event.target);
  if (!inGame || event.target.closest("input, textarea, select")) return;
  // While the board has the focus its keys are the game's only (the site's shortcuts do not
  // fire), as on the Play page.
  if (event.key.length === 1) event.stopPropagation();
  const letter = input.letterOf(event);
  const digit = input.digitOf(event);
  if (digit !== null && input.placeOf(event.target)) {
    event.preventDefault();
    input.typeDigit(digit);
    return;
  }
  if (letter === "w" && GAME === "forty_thieves") {
    event.preventDefault();
    board.querySelector('[data-place="w"][tabindex]').focus();
    return;
  }
  const op = {
    r: GAME === "crescent" ? "redeal" : null,
    d: GAME === "forty_thieves" ? "draw" : null,
    h: "hint",
  }[letter];
  if (op) {
    event.preventDefault();
    request({ op });
  }
});

box.addEventListener("click", (event) => {
  const button = event.target.closest("[data-action]");
  if (!button || !box.contains(button)) return;
  const action = button.dataset.action;
  if (action === "daily") {
    open(dailyId() || cardIds()[0]);
    return;
  }
  if (action === "run") {
    startRun();
    return;
  }
  if (!state && !held) return;
  if (action === "yes" || action === "no") request({ op: "answer", yes: action === "yes" });
  else if (action === "hint") request({ op: "hint" });
  else if (action === "redeal") request({ op: "redeal" });
  else if (action === "show") request({ op: "show" });
  else if (action === "previous-step") request({ op: "step", delta: -1 });
  else if (action === "next-step") request({ op: "step", delta: 1 });
  else if (action === "retry") {
    tried = { start: performance.now(), moves: 0, hints: 0 };
    summary.hide(out("summary"));
    request({ op: "retry" });
  }
  else if (action === "next-puzzle") nextPuzzle();
});

// A head start (issue 31): a returning reader (the service worker controls the page, so it
// keeps the runtime) starts the engine at the first sign of intent, the pointer over or the
// focus on a button that opens a puzzle, or a touch on it; a first visit downloads nothing
// for a reader who only reads. boot() starts it once; the press then finds it under way.
function headStart(event) {
  const target = event.target;
  if (target.closest && target.closest('[data-action="solve"], [data-action="daily"]')) {
    boot().catch(() => {}); // a failure is the press's to show (open() awaits the same start)
    puzzles().catch(() => {});
  }
}
if (navigator.serviceWorker && navigator.serviceWorker.controller) {
  for (const type of ["pointerover", "focusin", "touchstart"]) {
    document.addEventListener(type, headStart, { passive: true });
  }
  // A returning visitor's idle start (issue 31): the service worker controls a page only once
  // this browser has started the engine on this site (Play or a puzzle: serviceworker.js is
  // registered then), so the runtime is kept and starting it downloads nothing. Such a visitor
  // finds the engine started while the page is idle, as Play does for a saved game, so a press
  // with no pause before it does not wait for the engine's start (on two cores the start and
  // V8's compiles of the runtime took 1 s after the press). Not with Save-Data on, not while the
  // page is hidden (a tab opened in the background starts once it is seen), and on a device of
  // little memory (under 4 GB) only for a player who has tried this game's puzzles: an engine
  // kept running holds about 0.2 GB.
  const tried = progress.load(GAME);
  const player = Object.keys(tried.solved).length + Object.keys(tried.failed).length > 0;
  const saveData = navigator.connection && navigator.connection.saveData;
  const small = navigator.deviceMemory !== undefined && navigator.deviceMemory < 4;
  if (!saveData && (player || !small)) {
    startWhenIdle(() => {
      boot().catch(() => {}); // a failure is the press's to show, as for the head start
      puzzles().catch(() => {});
    });
  }
}

// The Solve buttons of the puzzle cards (the page renders them hidden: they need this script).
document.addEventListener("click", (event) => {
  const button = event.target.closest('button[data-action="solve"][data-puzzle]');
  if (button) open(button.dataset.puzzle);
});
function showSolveButtons() {
  for (const b of document.querySelectorAll('button[data-action="solve"][data-puzzle]')) {
    b.hidden = false;
  }
}
showSolveButtons();
// daily.js puts the reader's own date's card in place (its Solve button hidden, as built).
document.addEventListener("sol-daily-ready", showSolveButtons);

window.addEventListener("resize", () => fit(false));

if (!IN_PLACE) {
  skipLink(box, () => {
    if (state && !$(".sol-game").hidden) input.focusBoard();
    else $('[data-action="daily"]').focus();
  });
}

// The progress tables: the Puzzles page's (a browse page's board keeps the record, shows none).
const section = box.querySelector("[data-progress]");
if (section) wireProgress();

function wireProgress() {
  // Its figures drawn, kept in step with the published puzzles, its buttons wired.
  progress.render(section, GAME);
  reconcile(GAME, new URL(`puzzles/${GAME.replace("_", "-")}.json`, LANG_BASE))
    .then((ids) => {
      progress.noteRetired(GAME, ids);
      progress.render(section, GAME);
      box.dataset.reconciled = "true";
    })
    .catch((err) => console.warn("puzzle progress:", err)); // the record stays as it was
  progress.wire(section, GAME, () => {
    trainer.forget(GAME);
    trainer.render(section, GAME);
    days.forget(GAME);
    trainer.forgetRun(GAME);
    chart.render(section.querySelector("[data-chart]"), GAME);
    days.render(section.querySelector("[data-days]"), GAME);
  });
  trainer.render(section, GAME);
  days.render(section.querySelector("[data-days]"), GAME);
  chart.render(section.querySelector("[data-chart]"), GAME);
  carry.wire(section, GAME, () => {
    // An import changed the records: every figure drawn again.
    progress.render(section, GAME);
    trainer.render(section, GAME);
    days.render(section.querySelector("[data-days]"), GAME);
    chart.render(section.querySelector("[data-chart]"), GAME);
  });
}
{
  const linked = new URLSearchParams(location.search).get("puzzle");
  if (linked) open(linked.trim(), true);
}
if (IN_PLACE) {
  // A card's own link (page.html#ID) while a puzzle is open (page.html?puzzle=…): the same
  // page, so a jump on it, the puzzle kept open, not a new load of the page without it.
  document.addEventListener("click", (event) => {
    const link = event.target.closest && event.target.closest("a[href*='#']");
    if (!link || event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const to = new URL(link.href);
    if (to.origin !== location.origin || to.pathname !== location.pathname) return;
    if (to.search || !to.hash || !location.search) return;
    event.preventDefault();
    location.hash = to.hash;
  });
  // Back and Forward between the list and an open puzzle (a link to a card's own #id keeps
  // the open puzzle: same ?puzzle=).
  window.addEventListener("popstate", () => {
    const linked = (new URLSearchParams(location.search).get("puzzle") || "").trim();
    if (!linked) {
      if (!box.hidden) close();
    } else if (box.hidden || linked !== wanted) open(linked, true);
  });
}
replayEarlyClicks(); // a click made before this script had loaded (the page's inline script)
window.solPuzzle = {
  open,
  request,
  get state() {
    return state;
  },
  get puzzle() {
    return puzzle;
  },
};
