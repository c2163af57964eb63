// "Can this deal be won?" on the Study page (docs/partials/verdict-form.md).
//
// A deal of the study is answered at once from its committed result: the build wrote every
// study verdict, in this page's language, into verdicts/<PREFIX>-<last character>.json and the
// won lines into /verdicts/lines/ (build_tools/site/exports/verdicts.py). Any other code, a bad one or a
// deal the study left undecided goes to the engine on Pyodide in worker.js (op "verdict",
// engine/verdict/page.py): it checks the code, solves on a time limit and posts its progress.
// Cancel ends the worker; the next question starts a new one. Every word comes from the page
// or from the engine, in the page's language.
const LANG = document.documentElement.lang || "en";
const LANG_BASE = new URL("./", location.href); // /<lang>/
const ROOT = new URL("../", LANG_BASE);
const box = document.querySelector("[data-verdict]");
const form = box.querySelector("[data-verdict-form]");
const codeInput = form.elements.code;
const redealsInput = form.elements.redeals;
const cancelButton = box.querySelector("[data-verdict-cancel]");
const progress = box.querySelector("[data-verdict-progress]");
const answerBox = box.querySelector("[data-verdict-answer]");
const words = box.querySelector("[data-verdict-words]").dataset;
const SHARDS = new Set(words.shards.split(" ")); // the files the build wrote
const NO_LIMIT = "-"; // the key of a Forty Thieves verdict (no redeal limit)

let worker = null;
let ready = null;
let pending = null; // {id, resolve, reject} of the request the worker is solving
let nextId = 1;
let asked = 0; // the latest question: an answer to an earlier one is dropped

form.hidden = false;

function say(text) {
  progress.textContent = text || "";
}

function paragraph(text) {
  const p = document.createElement("p");
  p.textContent = text;
  return p;
}

function stopWorker() {
  if (worker) worker.terminate();
  worker = null;
  ready = null;
  if (pending) pending.reject(new Error("cancelled"));
  pending = null;
}

function call(message, id = nextId++) {
  return new Promise((resolve, reject) => {
    pending = { id, resolve, reject };
    worker.postMessage({ id, ...message });
  });
}

function startWorker() {
  if (ready) return ready;
  worker = new Worker(new URL("worker.js", import.meta.url), { type: "module" });
  worker.onmessage = (event) => {
    const { id, result, error, progress: note } = event.data;
    if (!pending || pending.id !== id) return;
    if (note !== undefined) {
      say(note);
      return;
    }
    const p = pending;
    pending = null;
    if (error) p.reject(new Error(error));
    else p.resolve(result);
  };
  const catalog = LANG === "en" ? "" : new URL("messages.mo", LANG_BASE).href;
  ready = call({ init: { root: ROOT.href, game: "crescent", lang: LANG, catalog } });
  return ready;
}

async function solveHere(code, redeals, afterStudy) {
  say(words.loading);
  cancelButton.hidden = false;
  answerBox.setAttribute("aria-busy", "true");
  try {
    await startWorker();
    const request = { op: "verdict", code, redeals, after_study: afterStudy };
    return await call({ request });
  } finally {
    cancelButton.hidden = true;
    answerBox.removeAttribute("aria-busy");
  }
}

async function studyVerdict(code, limit) {
  // The committed verdict of a study deal, or null (not in the study, or no such limit).
  const shard = `${code.slice(0, 2)}-${code.slice(-1)}`;
  if (code.length < 3 || !SHARDS.has(shard)) return null;
  try {
    const response = await fetch(new URL(`verdicts/${encodeURIComponent(shard)}.json`, LANG_BASE));
    if (!response.ok) return null;
    const deal = (await response.json())[code];
    if (!deal) return null;
    return deal[NO_LIMIT] || deal[limit] || null;
  } catch {
    return null;
  }
}

async function wonLine(found) {
  if (found.moves !== undefined) return found.moves;
  const shard = `${found.code.slice(0, 2)}-${found.code.slice(-1)}`;
  const response = await fetch(new URL(`verdicts/lines/${encodeURIComponent(shard)}.json`, ROOT));
  return response.ok ? (await response.json())[found.code] || "" : "";
}

function playLink(found, moves, count) {
  const url = new URL(found.page, LANG_BASE);
  url.search = `?code=${encodeURIComponent(found.code)}&moves=${moves.slice(0, count).join(".")}`;
  return url.href;
}

async function showWin(found, into) {
  const moves = (await wonLine(found)).split(/\s+/).filter(Boolean);
  if (!moves.length) return;
  const p = document.createElement("p");
  const link = document.createElement("a");
  link.textContent = words.play;
  link.href = playLink(found, moves, moves.length);
  link.dataset.verdictPlay = "";
  p.append(link);
  const step = document.createElement("p");
  const label = document.createElement("label");
  const input = document.createElement("input");
  input.type = "number";
  input.min = "0";
  input.max = String(moves.length);
  input.value = String(moves.length);
  input.id = `sol-verdict-after-${found.code}`;
  label.htmlFor = input.id;
  label.textContent = words.after;
  input.addEventListener("input", () => {
    const n = Math.max(0, Math.min(moves.length, Number.parseInt(input.value, 10) || 0));
    link.href = playLink(found, moves, n);
  });
  step.append(label, " ", input);
  const details = document.createElement("details");
  const summary = document.createElement("summary");
  summary.textContent = words.line;
  const list = document.createElement("p");
  list.className = "sol-verdict-line";
  list.textContent = moves.join(" ");
  details.append(summary, list);
  into.append(p, step, details);
}

async function show(found) {
  const part = document.createElement("div");
  part.className = `sol-verdict-${found.outcome}`;
  part.dataset.outcome = found.outcome;
  for (const text of found.text) part.append(paragraph(text));
  answerBox.append(part);
  if (found.outcome === "won") await showWin(found, part);
}

async function ask(code, redeals) {
  const mine = ++asked;
  answerBox.replaceChildren();
  say("");
  const normal = code.trim().toUpperCase();
  const limit = /^\d+$/.test(redeals.trim()) ? String(Number(redeals)) : redeals.trim();
  const known = await studyVerdict(normal, limit || redealsInput.max);
  if (mine !== asked) return;
  if (known) await show(known);
  if (known && known.outcome !== "undecided") return;
  try {
    const found = await solveHere(code, redeals, Boolean(known));
    if (mine !== asked) return;
    say("");
    if (found.ok) await show(found);
    else answerBox.append(paragraph(found.message));
  } catch (err) {
    if (mine !== asked) return;
    stopWorker();
    say(err.message === "cancelled" ? words.cancelled : words.failed);
  }
}

form.addEventListener("submit", (event) => {
  event.preventDefault();
  if (pending && ready) stopWorker(); // a new question replaces a running search
  ask(codeInput.value, redealsInput.value);
});

cancelButton.addEventListener("click", () => {
  stopWorker();
  say(words.cancelled);
  codeInput.focus();
});

// A link to the page with ?code=…&redeals=… asks at once.
const params = new URLSearchParams(location.search);
if (params.get("code")) {
  codeInput.value = params.get("code");
  if (params.get("redeals") !== null) redealsInput.value = params.get("redeals");
  ask(codeInput.value, redealsInput.value);
}
