// The solve summary on the puzzle board (docs/partials/puzzle-board.md, [data-out=summary]): the
// moves, the hints used, the time, the rating and its change, the puzzles solved in a row, as
// label and number (numbers and the time in the page's locale through Intl, no sentence glued
// from parts). It comes in with a short motion (CSS, only without prefers-reduced-motion) and the
// focus goes to "Next puzzle".
import { numberFormat } from "./numbers.js";

function duration(lang, ms) {
  const seconds = Math.max(0, Math.round(ms / 1000));
  const parts = { minutes: Math.floor(seconds / 60), seconds: seconds % 60 };
  if (typeof Intl.DurationFormat === "function") {
    return new Intl.DurationFormat(lang, { style: "narrow" }).format(parts);
  }
  const pad = numberFormat(lang, { minimumIntegerDigits: 2 });
  return `${numberFormat(lang).format(parts.minutes)}:${pad.format(parts.seconds)}`;
}

/** Fill and show the summary; `rated` is {before, after} or null (a replay is not rated). */
export function show(panel, { moves, hints, ms, rated, streak }) {
  const lang = document.documentElement.lang || "en";
  const whole = numberFormat(lang, { maximumFractionDigits: 0 });
  const signed = numberFormat(lang, { maximumFractionDigits: 0, signDisplay: "exceptZero" });
  const figures = {
    moves: whole.format(moves),
    hints: whole.format(hints),
    time: duration(lang, ms),
    rating: rated ? whole.format(Math.round(rated.after)) : panel.dataset.unrated,
    change: rated ? signed.format(Math.round(rated.after) - Math.round(rated.before)) : "–",
    streak: whole.format(streak),
  };
  for (const dd of panel.querySelectorAll("[data-summary]")) {
    dd.textContent = figures[dd.dataset.summary];
  }
  panel.hidden = false;
  panel.classList.remove("sol-summary-in");
  void panel.offsetWidth; // restart the motion
  panel.classList.add("sol-summary-in");
}

export function hide(panel) {
  panel.hidden = true;
  panel.classList.remove("sol-summary-in");
}
