// Solved / failed / not tried marks on every puzzle card and puzzle link of a page (the Puzzles
// page's daily card, the browse pages, the theme pages), from this browser's progress record
// (progress.js), in words as well as a mark: colour is never the only sign. The words and the
// "unsolved only" switch are in the page (docs/partials/puzzle-marks.md), in its language.
// The marks follow the record: after a solve on this page (the "sol-progress" event), in
// another tab (the "storage" event), and when daily.js puts the day's card in place.
import * as progress from "./progress.js";

const box = document.querySelector(".sol-puzzle-marks");
const GAME = box && box.dataset.game;
const SYMBOLS = { solved: "✓", failed: "✗", untried: "○" };

function status(record, id) {
  if (record.solved[id]) return "solved";
  if (record.failed[id]) return "failed";
  return "untried";
}

function markOf(host, make) {
  let mark = host.querySelector(":scope > .sol-mark, :scope .sol-mark");
  if (!mark) {
    mark = make();
    mark.className = "sol-mark";
    const symbol = document.createElement("span");
    symbol.className = "sol-mark-symbol";
    symbol.setAttribute("aria-hidden", "true");
    const words = document.createElement("span");
    words.className = "sol-mark-words";
    mark.append(symbol, " ", words);
  }
  return mark;
}

function setMark(mark, state) {
  mark.dataset.mark = state;
  mark.querySelector(".sol-mark-symbol").textContent = SYMBOLS[state];
  mark.querySelector(".sol-mark-words").textContent = box.dataset[state];
}

function hideSolved(element, state) {
  const only = box.querySelector("[data-unsolved-only]");
  element.hidden = Boolean(only && only.checked && state === "solved");
}

export function paint() {
  if (!box) return;
  const record = progress.load(GAME);
  for (const card of document.querySelectorAll("article.sol-puzzle-card[data-puzzle]")) {
    const state = status(record, card.dataset.puzzle);
    const mark = markOf(card, () => document.createElement("p"));
    if (!mark.isConnected) {
      const meta = card.querySelector(".sol-puzzle-meta");
      if (meta) meta.after(mark);
      else card.prepend(mark);
    }
    setMark(mark, state);
    if (!card.closest(".sol-daily")) hideSolved(card, state);
  }
  for (const link of document.querySelectorAll(".sol-puzzle-links a[href*='#']")) {
    const id = decodeURIComponent(link.hash.slice(1));
    const state = status(record, id);
    const item = link.closest("li");
    const mark = markOf(item, () => document.createElement("span"));
    if (!mark.isConnected) link.after(" ", mark);
    setMark(mark, state);
    hideSolved(item, state);
  }
  box.dataset.painted = String(Number(box.dataset.painted || 0) + 1);
}

if (box) {
  box.hidden = false;
  const only = box.querySelector("[data-unsolved-only]");
  if (only) only.addEventListener("change", paint);
  window.addEventListener("storage", (event) => {
    if (!event.key || event.key.startsWith("solitaire-puzzles:")) paint();
  });
  window.addEventListener("sol-progress", paint);
  document.addEventListener("sol-daily-ready", paint);
  paint();
}
