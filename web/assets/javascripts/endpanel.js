// The end panel: when a game is won, its figures (moves, time, the Forty Thieves score, the
// redeals used in Crescent) beside New game and Winnable deal, announced in the page's
// language once the move itself has been announced. The words are the page's (the labels of
// the panel, translated at build time); only numbers are filled in here.
import { clock } from "./stats.js";
import { numberFormat } from "./numbers.js";

const ANNOUNCE_AFTER_MS = 700; // after play.js's own announcement of the winning move
let announcing = null; // the timer of that announcement

export function update(box, state, seconds, wasPlaying, lang) {
  const end = box.querySelector('[data-out="end"]');
  const figures = box.querySelector('[data-out="end-figures"]');
  if (!end || !figures) return;
  const won = state.status === "won";
  end.classList.toggle("sol-won", won);
  figures.hidden = !won;
  if (!won) return;
  const number = numberFormat(lang);
  const values = {
    moves: number.format(state.moves),
    time: clock(seconds),
    score: state.score === null ? null : number.format(state.score),
    redeals: state.redeals_used === null ? null : number.format(state.redeals_used),
  };
  for (const [name, value] of Object.entries(values)) {
    const row = figures.querySelector(`[data-figure="${name}"]`);
    if (!row) continue;
    row.hidden = value === null;
    row.querySelector("dd").textContent = value ?? "";
  }
  if (!wasPlaying) return;
  const live = box.querySelector('[data-out="end-live"]');
  const lines = [...figures.querySelectorAll("div:not([hidden])")].map(
    (row) => `${row.querySelector("dt").textContent.trim()} ${row.querySelector("dd").textContent}.`,
  );
  clearTimeout(announcing);
  announcing = setTimeout(() => {
    live.textContent = lines.join(" ");
  }, ANNOUNCE_AFTER_MS);
  const focused = document.activeElement;
  if (!focused || focused === document.body || box.querySelector(".sol-board").contains(focused)) {
    end.querySelector('[data-action="new"]').focus();
  }
}

/** Drop an announcement not yet made (the tests' fresh start, play.js). */
export function forget() {
  clearTimeout(announcing);
  announcing = null;
}
