// The played board of a Play page. Nothing heavy happens before the reader presses Play: then
// the service worker is registered (it keeps the runtime in the cache for the next visit), the
// engine starts on Pyodide in a Web Worker (worker.js), and every action goes to the session
// (engine/board/session.py), which answers with the board to draw and the words to show.
import * as table from "./table.js"; // motion, end panel, statistics (issue 18)
import { wire } from "./boardinput.js"; // the board's pointer and keys (shared with puzzle.js)
import { fitBoard } from "./boardfit.js"; // the board in the viewport (shared with puzzleboard.js)
import { announce as announceIn } from "./announce.js"; // shared with the other board
import { engineWorker } from "./engineworker.js";
import { startedOnline } from "./startagain.js"; // a start that failed offline, tried again
import { engineStarted, serviceWorker } from "./serviceworker.js"; // keeps the runtime for the next visit
import { skipLink } from "./skiplink.js";
import { startWhenIdle } from "./idlestart.js"; // a returning visitor's start (issue 31)
import { replayEarlyClicks } from "./earlyclicks.js"; // a Play pressed before this script loaded
import { numberFormat } from "./numbers.js";
import { keep } from "./freshdom.js"; // the tests' fresh start only (freshStart, below)

const box = document.querySelector(".sol-play");
const GAME = box.dataset.game;
const LANG = document.documentElement.lang || "en";
// The counters in the page language's format, as the build writes numbers (Babel, CLDR's
// minimum grouping digits) and the engine's sentences (engine/grammar/numbers.py).
const NUMBER = numberFormat(LANG);
const number = (n) => NUMBER.format(n).replace("-", "\u2212"); // the site's minus sign
const LANG_BASE = new URL("./", location.href); // /<lang>/
const ROOT = new URL("../", LANG_BASE); // the site root: the parent of the language folder
const SAVE_KEY = `solitaire-play:${GAME}`;
const PREVIOUS_KEY = `solitaire-play:${GAME}:previous`; // the game a new one replaced
const SETTINGS_KEY = "solitaire-play:settings";
const SAVE_VERSION = 2; // 2: the action log (undos included); 1: the record and a move count

const $ = (sel) => box.querySelector(sel);
const out = (name) => box.querySelector(`[data-out="${name}"]`);
const board = out("board");
const LOADING = $(".sol-loading").textContent; // the loading note, back after the offline one

let toEngine = null; // sends a message to the engine's worker (engineworker.js)
let queue = Promise.resolve();
let state = null;
let elapsed = 0;
let clockStart = null;
let clockTimer = null;
let lastRender = 0;
let lastWritten = null; // the save this tab wrote last: another tab's is told apart from it
let resumeSeconds = null; // the clock of a game being resumed, taken up when it is drawn

// --- settings ------------------------------------------------------------------------------

// The defaults live once, in engine/board/session.py (DEFAULT_OPTIONS); the page carries them.
const DEFAULTS = JSON.parse(box.dataset.defaults);

function loadSettings() {
  try {
    const saved = JSON.parse(localStorage.getItem(SETTINGS_KEY) || "{}");
    const s = { ...DEFAULTS };
    for (const key of Object.keys(DEFAULTS)) {
      if (typeof saved[key] === "boolean") s[key] = saved[key];
    }
    return s;
  } catch {
    return { ...DEFAULTS };
  }
}

let settings = loadSettings();

function applySettings() {
  for (const input of box.querySelectorAll("[data-setting]")) {
    input.checked = settings[input.dataset.setting];
  }
  box.classList.toggle("sol-four-colour", settings.four_colour);
}

box.addEventListener("change", (event) => {
  const key = event.target.dataset && event.target.dataset.setting;
  if (!key) return;
  settings[key] = event.target.checked;
  try {
    localStorage.setItem(SETTINGS_KEY, JSON.stringify(settings));
  } catch {
    /* storage may be off: the setting holds for this visit */
  }
  applySettings();
});

// --- the worker ----------------------------------------------------------------------------

function call(message) {
  return toEngine(message);
}

function send(req) {
  const options = {
    one_tap: settings.one_tap,
    double_click: settings.double_click,
    auto_drop: settings.auto_drop,
  };
  return call({ request: { ...req, options } }).then((result) => show(result, req));
}

function request(req) {
  // One request at a time, in order: a fast double tap never races its first tap, and a move
  // made on the board shown before the engine is ready waits for it (shown as pending).
  if (!engineReady) markPending(+1);
  const run = () => {
    markPending(0);
    return send(req);
  };
  queue = queue.then(run, run);
  return queue;
}

// --- loading (issue 19): start on intent, the board at once, moves queued until ready -------
// The engine starts on the reader's intent (pointer over or focus on Play, a touch, or an idle
// page with a saved game to resume, but never on mere page view with Save-Data on); pressing
// Play shows at once the board the player will get (the last board kept with the save, or one
// of the starting boards of winnable deals drawn at build time), marked as loading; moves made
// on it are queued, shown as pending, and played in order once the engine is ready.
const BOARD_KEY = `solitaire-play:${GAME}:board`;
let engineReady = false;
let waiting = 0;
let booting = null;
let boards = null; // the starting board's fetch, once started

function markPending(step) {
  waiting = step > 0 ? waiting + 1 : engineReady ? 0 : waiting;
  box.dataset.pending = String(waiting);
  const note = out("pending");
  if (note) note.hidden = waiting === 0;
}

// bundle.BOARDS_PER_GAME: the starting boards drawn at build time for each game and language.
const STARTING_BOARDS = 8;

function startingBoard() {
  // One of the boards drawn at build time in this language (bundle.write_boards), picked at
  // random; fetched on intent.
  if (!boards) {
    const pick = crypto.getRandomValues(new Uint32Array(1))[0] % STARTING_BOARDS;
    const url = new URL(`play-boards/${GAME.replace("_", "-")}-${pick}.json`, LANG_BASE);
    boards = fetch(url)
      .then((r) => (r.ok ? r.json() : null))
      .catch(() => null);
  }
  return boards;
}

function boot() {
  // Idempotent: the first sign of intent starts the engine; Play waits for the same start.
  if (!booting) {
    if (!readSave().present && !new URLSearchParams(location.search).get("code")) startingBoard();
    booting = (async () => {
      await serviceWorker(ROOT);
      toEngine = engineWorker();
      const catalog = LANG === "en" ? "" : new URL("messages.mo", LANG_BASE).href;
      const answer = await call({ init: { root: ROOT.href, game: GAME, lang: LANG, catalog } });
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
  // The loading note, wherever it is (settle moves it under the board): `text`, or as it was.
  const note = text || LOADING;
  const loading = $(".sol-loading");
  if (!loading.hidden) loading.textContent = note;
  else if (!$(".sol-game").hidden) out("message").textContent = note;
}

function keptBoard(save) {
  // The returning player's last board, if it is the saved game's position.
  try {
    const kept = JSON.parse(localStorage.getItem(BOARD_KEY) || "null");
    if (kept && save.ok && kept.record === save.record && kept.moves === save.moves) return kept.result;
  } catch {
    /* no board kept: the loading note alone */
  }
  return null;
}

function keepBoard() {
  if (!state || !engineReady) return;
  try {
    localStorage.setItem(
      BOARD_KEY,
      JSON.stringify({ record: state.record, moves: state.moves, result: { ok: true, state } }),
    );
  } catch {
    /* storage full or off: the next visit shows the loading note instead */
  }
}

// How long the first game waits for a starting board that has not come yet (it comes in a few
// milliseconds from the cache; the engine needs far longer anyway).
const PREVIEW_MS = 2000;

async function preview() {
  // The board to show before the engine is ready; the code of a new player's first deal.
  const params = new URLSearchParams(location.search);
  const save = readSave();
  if (params.get("code")) return null;
  if (save.present) {
    const kept = keptBoard(save);
    if (kept) {
      elapsed = Math.max(0, Math.floor(save.elapsed || 0));
      show(kept);
      runClock(false); // the clock runs again once the game is back
    }
    return null;
  }
  const late = new Promise((r) => setTimeout(() => r(null), PREVIEW_MS));
  const board = await Promise.race([startingBoard(), late]);
  if (!board || !board.state || engineReady) return null;
  show(board);
  return board.state.code;
}

async function start() {
  $(".sol-start").hidden = true;
  const loading = $(".sol-loading");
  loading.hidden = false;
  box.dataset.loading = "true";
  board.setAttribute("aria-busy", "true");
  performance.mark("sol-play-pressed");
  const engine = startedOnline({
    first: boot,
    again: restart,
    say: startNote,
    offlineText: box.dataset.offline,
  });
  const shown = preview();
  // The first game goes first in the queue; moves made on the preview follow it.
  const first = (async () => {
    const code = await shown;
    const { start: how, timings } = await engine;
    box.dataset.start = how;
    box.dataset.timings = JSON.stringify(timings);
    engineReady = true;
    await firstGame(code);
  })();
  queue = first;
  await shown;
  if (state) {
    settle(loading);
    performance.mark("sol-play-board");
  }
  await first;
  loading.hidden = true;
  delete box.dataset.loading;
  board.removeAttribute("aria-busy");
  $(".sol-game").hidden = false;
  markPending(0);
  performance.mark("sol-play-ready");
  fit(true);
  focusBoard();
  box.dataset.ready = "true";
}

function settle(loading) {
  // The instant board goes where the game will stay (issue 31): the loading note moves to the
  // message line under the board, so nothing above the board changes when the engine arrives;
  // the board is scrolled under the header and takes the focus at once, as the ready game does.
  const note = loading.textContent;
  loading.hidden = true;
  $(".sol-game").hidden = false;
  out("message").textContent = note;
  fit(true);
  focusBoard();
}

function intent() {
  boot().catch(() => {
    /* a failed start is reported when Play is pressed */
  });
}

{
  const play = $("[data-action='play']");
  for (const type of ["pointerenter", "focus", "touchstart"]) {
    play.addEventListener(type, intent, { once: true, passive: true });
  }
  const saveData = navigator.connection && navigator.connection.saveData;
  // A returning visitor's page (the service worker controls it only once this browser has
  // started the engine on this site, so the runtime is kept and starting it downloads nothing)
  // starts the engine while idle too, as the puzzle pages do (puzzleboard.js): the press then
  // finds it started (issue 31: Play's warm start was 0.28-0.34x a bare start with the start
  // after the press, the puzzles' 0.16-0.26x). Not on a device of under 4 GB without a saved
  // game (an engine kept running holds about 0.2 GB), not while the page is hidden (once seen).
  const controlled = Boolean(navigator.serviceWorker && navigator.serviceWorker.controller);
  const small = navigator.deviceMemory !== undefined && navigator.deviceMemory < 4;
  if (!saveData && (readSave().present || (controlled && !small))) startWhenIdle(intent);
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "hidden") keepBoard();
  });
  window.addEventListener("pagehide", keepBoard);
}

async function firstGame(code = null) {
  const params = new URLSearchParams(location.search);
  const linked = params.get("code");
  const moves = (params.get("moves") || "").split(/[.\s,]+/).filter(Boolean);
  const save = readSave();
  if (linked && !(save.ok && save.code === linked.trim().toUpperCase() && !moves.length)) {
    // A link's deal replaces the saved game only if it is a deal of this page; the saved game
    // is then kept one step away ("Previous game").
    const kept = save.ok && keepPrevious(save.log, save.elapsed);
    const result = await send({ op: "start", code: linked, moves, kept });
    if (result.ok || result.reason === "bad_moves") return result;
    if (kept) dropPrevious();
    // A bad code in the link: say so, then go on with the saved game or a new one.
    const notice = result;
    if (save.ok) await resume(save);
    else await send({ op: "start" });
    return say(notice.message, notice);
  }
  if (save.present && !code) {
    if (!save.ok) keepUnreadable(save.raw);
    if (!save.ok && save.copy && (await resume(save.copy, false, true))) return;
    if (await resume(save)) return;
    const notice = state && lastMessage;
    // The player did not break this save: the new game does not end their streak.
    await send({ op: "start", unbroken: true });
    return say(notice);
  }
  // A new player: the deal of the board already shown, or a new one.
  return send(code ? { op: "start", code } : { op: "start" });
}
// --- end of loading (issue 19) ---------------------------------------------------------------

// --- saving --------------------------------------------------------------------------------

function readSave() {
  let raw = null;
  try {
    raw = localStorage.getItem(SAVE_KEY);
  } catch {
    return { present: false };
  }
  if (raw === null) return { present: false };
  try {
    const data = JSON.parse(raw);
    const parsed = parseSave(data);
    if (parsed) return { present: true, ok: true, ...parsed };
  } catch {
    /* fall through: a corrupt save */
  }
  // Unreadable: kept aside, and the game recovered from the board kept with it, which holds the
  // game's whole action log (keepBoard), when that copy can be read.
  return { present: true, ok: false, log: "", elapsed: 0, raw, copy: boardCopy() };
}

function boardCopy() {
  try {
    const kept = JSON.parse(localStorage.getItem(BOARD_KEY) || "null");
    const log = kept && kept.result && kept.result.state && kept.result.state.log;
    if (typeof log === "string" && log.trim()) {
      return { log, elapsed: 0, code: log.trim().split(/\s+/)[0] };
    }
  } catch {
    /* no readable copy: a new game starts */
  }
  return null;
}

function keepUnreadable(raw) {
  try {
    localStorage.setItem(`${SAVE_KEY}:unreadable`, raw);
  } catch {
    /* storage full: nothing more can be kept */
  }
}

function parseSave(data) {
  // Only the actions are taken from a save: the session replays them and counts for itself.
  if (!data || typeof data.elapsed !== "number") return null;
  let log = null;
  if (data.v === SAVE_VERSION && typeof data.log === "string") log = data.log;
  else if (data.v === 1 && typeof data.record === "string") log = data.record;
  if (log === null) return null;
  const elapsed = Math.max(0, Math.floor(data.elapsed));
  return { log, elapsed, code: log.trim().split(/\s+/)[0] };
}

async function resume(save, previous = false, recovered = false) {
  resumeSeconds = save.elapsed;
  const result = await send({ op: "resume", log: save.log, previous, recovered });
  resumeSeconds = null;
  if (!result.ok) {
    try {
      localStorage.removeItem(SAVE_KEY);
    } catch {
      /* nothing to do */
    }
    return false;
  }
  return true;
}

function saveText() {
  return JSON.stringify({ v: SAVE_VERSION, log: state.log, elapsed: seconds() });
}

function writeSave() {
  if (!state) return;
  try {
    const stored = localStorage.getItem(SAVE_KEY);
    if (lastWritten !== null && stored !== null && stored !== lastWritten) {
      // Another tab saved its game since this one did: keep it one step away, not overwritten.
      const other = parseSave(JSON.parse(stored));
      if (other) localStorage.setItem(PREVIOUS_KEY, JSON.stringify({ v: SAVE_VERSION, ...other }));
    }
    lastWritten = saveText();
    localStorage.setItem(SAVE_KEY, lastWritten);
  } catch {
    /* storage full or off: the game goes on unsaved */
  }
  showPrevious();
}

// --- the game a new one replaced: one step away ----------------------------------------------

function readPrevious() {
  try {
    return parseSave(JSON.parse(localStorage.getItem(PREVIOUS_KEY) || "null"));
  } catch {
    return null;
  }
}

function keepPrevious(log, secs) {
  // Only a game with at least one action is worth keeping.
  if (!log || log.trim().split(/\s+/).length < 2) return false;
  try {
    localStorage.setItem(PREVIOUS_KEY, JSON.stringify({ v: SAVE_VERSION, log, elapsed: secs }));
    return true;
  } catch {
    return false;
  }
}

function dropPrevious() {
  try {
    localStorage.removeItem(PREVIOUS_KEY);
  } catch {
    /* nothing to do */
  }
  showPrevious();
}

function showPrevious() {
  const button = box.querySelector('[data-action="previous"]');
  if (button) button.hidden = !readPrevious();
}

function replaceGame(req) {
  // New game, a winnable deal, restart and the code form: the game in progress stays one step
  // away, and the session says so.
  const kept = Boolean(state) && keepPrevious(state.log, seconds());
  return request({ ...req, kept }).then((result) => {
    if (!result.ok && kept) dropPrevious();
    return result;
  });
}

async function bringBackPrevious() {
  const previous = readPrevious();
  if (!previous) return;
  const current = state && state.log;
  const secs = seconds();
  if (await resume(previous, true)) {
    if (!keepPrevious(current, secs)) dropPrevious();
    else showPrevious();
  }
}

window.addEventListener("storage", (event) => {
  if (event.key !== SAVE_KEY || !state || event.newValue === null) return;
  if (event.newValue === lastWritten) return;
  // Another tab has saved: say so; this tab's next save keeps that game as the previous one.
  // (Words only: nothing is drawn or saved, so the other tab's save stays as it is.)
  call({ request: { op: "notice", name: "other_tab" } }).then((result) => say(result.notice));
});

// --- drawing -------------------------------------------------------------------------------

let lastMessage = "";

function say(text, result = null) {
  showMessage(text, result);
  if (text) announce(text);
}

function showMessage(text, result = null) {
  const message = out("message");
  message.textContent = text || "";
  if (result && result.link) {
    // A deal of the other game: its page, with the deal, one click away.
    const a = document.createElement("a");
    a.href = result.link;
    a.textContent = result.link_text;
    message.append(" ", a);
  }
  fit(false);
}

function announce(text) {
  announceIn(out("live"), text);
}

function seconds() {
  return elapsed + (clockStart === null ? 0 : Math.floor((Date.now() - clockStart) / 1000));
}

function tick() {
  const s = seconds();
  out("time").textContent = `${Math.floor(s / 60)}:${String(s % 60).padStart(2, "0")}`;
}

function playing() {
  // Play time runs from the first action (a move, a draw, a redeal) to the end of the game.
  return state.status === "playing" && state.log.trim().includes(" ");
}

function runClock(playing) {
  // The clock counts play time: not before the first move, not after the end, not while the
  // tab is hidden.
  playing = playing && document.visibilityState !== "hidden";
  if (playing && clockStart === null) {
    clockStart = Date.now();
    clockTimer = setInterval(tick, 1000);
  } else if (!playing && clockStart !== null) {
    elapsed = seconds();
    clockStart = null;
    clearInterval(clockTimer);
  }
  tick();
}

function show(result, req) {
  const focused = document.activeElement && document.activeElement.closest("[data-place]");
  const focusPlace = focused && board.contains(focused) ? focused.dataset.place : null;
  const hadFocus = box.contains(document.activeElement);
  const previousCode = state && state.code;
  if (result.started) {
    // A new, restarted or resumed game: its own clock, from zero or from the save.
    runClock(false);
    elapsed = resumeSeconds === null ? 0 : resumeSeconds;
    clockStart = null;
  }
  state = result.state;
  const snap = table.beforeShow(board, result); // table.js hook: where the moving card was
  board.innerHTML = state.svg;
  out("moves").textContent = number(state.moves);
  if (out("draws")) out("draws").textContent = number(state.draws);
  if (out("score")) out("score").textContent = number(state.score);
  if (out("stock")) out("stock").textContent = number(state.stock);
  const redeal = out("redeal");
  if (redeal) {
    redeal.textContent = state.redeal_label;
    redeal.disabled = state.redeals_left === 0 || state.status === "won";
  }
  for (const b of box.querySelectorAll('[data-action="undo"]')) b.disabled = !state.can_undo;
  const hint = box.querySelector('[data-action="hint"]');
  hint.hidden = !state.hint_available;
  // A game over (won, or no move left) has nothing to draw and nothing to hint.
  hint.disabled = state.status !== "playing";
  const draw = box.querySelector('.sol-toolbar [data-action="draw"]');
  if (draw) draw.disabled = state.status !== "playing";
  const end = out("end");
  end.hidden = state.status === "playing";
  out("status").textContent = state.status_text;
  const code = out("code");
  if (document.activeElement !== code || previousCode !== state.code) code.value = state.code;
  const url = new URL(location.href);
  url.search = `?code=${encodeURIComponent(state.code)}`;
  url.hash = "";
  history.replaceState(null, "", url);
  out("share").href = url.href;
  lastMessage = result.ok ? result.notice || "" : result.message || "";
  showMessage(lastMessage, result.ok ? null : result);
  if (result.speak) announce(result.speak);
  input.marks();
  if (focusPlace) {
    const again = board.querySelector(`[data-place="${focusPlace}"][tabindex]`);
    if (again) again.focus();
  }
  // A control that just became disabled or hidden drops the focus: it goes back to the board.
  const now = document.activeElement;
  if (hadFocus && !focusPlace && (!box.contains(now) || now.disabled || now.closest("[hidden]"))) {
    focusBoard();
  }
  runClock(playing());
  writeSave();
  fit(false);
  table.afterShow({ box, board, state, result, req, seconds: seconds(), snap }); // table.js hook
  lastRender = performance.now();
  box.dataset.renders = String(Number(box.dataset.renders || 0) + 1);
  return result;
}

const input = wire({
  board,
  game: GAME,
  getState: () => state,
  request,
  highlight: () => settings.highlight,
  lift: table.lift,
  noteDrop: table.noteDrop,
});
const { focusBoard, placeOf, arrowTarget, letterOf, digitOf, typeDigit } = input;

function fit(scroll) {
  fitBoard({ game: $(".sol-game"), board, message: out("message"), scroll });
}

window.addEventListener("resize", () => fit(false));
document.addEventListener("visibilitychange", () => {
  if (state) runClock(playing());
});

box.addEventListener("keydown", (event) => {
  if (!state || event.ctrlKey || event.metaKey || event.altKey) return;
  const inGame = $(".sol-game").contains(event.target);
  if (!inGame || event.target.closest("input, textarea, select")) return;
  // While the game has the focus, its keys are the game's only: the site's own shortcuts
  // (F, S and / search, N and P turn the page) must not fire.
  if (event.key.length === 1) event.stopPropagation();
  const letter = letterOf(event);
  const digit = digitOf(event);
  if (digit !== null && placeOf(event.target)) {
    event.preventDefault();
    typeDigit(digit);
    return;
  }
  if (letter === "w" && GAME === "forty_thieves") {
    event.preventDefault();
    board.querySelector('[data-place="w"][tabindex]').focus();
    return;
  }
  const op = { u: "undo", r: state.game === "crescent" ? "redeal" : null, d: state.game === "forty_thieves" ? "draw" : null }[letter];
  if (op) {
    event.preventDefault();
    request({ op });
  }
});

// --- buttons and the deal code ------------------------------------------------------------

box.addEventListener("click", (event) => {
  const button = event.target.closest("[data-action]");
  if (!button) return;
  const action = button.dataset.action;
  if (action === "play") {
    start().catch((err) => {
      $(".sol-loading").textContent = String(err.message || err);
    });
    return;
  }
  if (!state) return;
  if (action === "new") replaceGame({ op: "start" });
  else if (action === "winnable") {
    // A deal the solver has won (docs/study/winnable-*.json, written into the page at build time).
    const codes = JSON.parse(box.querySelector("[data-winnable]").textContent);
    const code = codes[Math.floor(Math.random() * codes.length)];
    replaceGame({ op: "start", code });
  } else if (action === "restart") replaceGame({ op: "restart" });
  else if (action === "previous") bringBackPrevious();
  else request({ op: action });
});

box.querySelector('[data-form="code"]').addEventListener("submit", (event) => {
  event.preventDefault();
  if (!state) return;
  replaceGame({ op: "start", code: out("code").value });
});

function opening() {
  // A returning player: the saved game shows at once, where they left it (the board kept with
  // the save, then the engine); the button, for whoever sees it first, says "Continue".
  const save = readSave();
  if (save.present) {
    $('[data-label="play"]').hidden = true;
    $('[data-label="continue"]').hidden = false;
    const saveData = navigator.connection && navigator.connection.saveData;
    if (!saveData) {
      start().catch((err) => {
        $(".sol-loading").textContent = String(err.message || err);
      });
    }
  }
}

// --- the browser tests' fresh start: only in a tab the tests marked ---------------------------
// tests/browser/conftest.py (``booted_play``) keeps one started Play page per language and game
// and brings it back before each test to what a new load of its address shows on the storage
// the fixture puts back, without a load or a second start of the engine. The tab is marked in its
// sessionStorage before the page loads; in any other tab neither the copy of the board's HTML
// nor ``window.solTestReset`` exists.
const TEST_MARK = "test:booted-play";

function testTab() {
  try {
    return sessionStorage.getItem(TEST_MARK) === "1";
  } catch {
    return false;
  }
}

const restoreBox = testTab() ? keep(box) : null; // before anything below changes the board

async function freshStart(around = () => {}) {
  // The last request answered and drawn, and its words announced (announce.js: 30 ms later);
  // then this visit's memory (the game, the clock, the save this tab wrote, the settings, the
  // starting board, the input's last tap, place and digit, the table's last drop, pending end
  // announcement and statistics' visit) back to a new load's, the board's HTML as it came, and
  // the page's opening run again; ``around`` puts back what is the page's, not the board's
  // (storage, address, focus, scroll), before the opening reads it. The engine that runs
  // stays: Play takes the same start.
  const settled = () => {};
  await queue.then(settled, settled);
  await new Promise((resolve) => setTimeout(resolve, 31));
  clearInterval(clockTimer);
  state = null;
  elapsed = 0;
  clockStart = null;
  clockTimer = null;
  lastRender = 0;
  lastWritten = null;
  resumeSeconds = null;
  lastMessage = "";
  waiting = 0;
  engineReady = false;
  boards = null;
  queue = Promise.resolve();
  around();
  settings = loadSettings();
  input.forget();
  restoreBox();
  applySettings();
  opening();
  table.forget(box);
}

window.addEventListener("pagehide", writeSave);
applySettings();
skipLink(box, () => {
  if (state && !$(".sol-game").hidden) focusBoard();
  else $('[data-action="play"]').focus();
});
opening();
table.start(box); // table.js hook: the statistics section
replayEarlyClicks(); // a click made before this script had loaded (the page's inline script)
if (restoreBox) window.solTestReset = freshStart;
window.solPlay = {
  request,
  arrowTarget,
  get state() {
    return state;
  },
  get lastRender() {
    return lastRender;
  },
};
