// The table around the board: motion, the end panel and the statistics. play.js calls three
// hooks — before a redraw, after it, and when a dragged card is let go — and nothing here
// changes what the session is asked or answers.
import * as motion from "./motion.js";
import * as endPanel from "./endpanel.js";
import * as stats from "./stats.js";

let wasPlaying = false;

export function start(box) {
  const section = box.querySelector("[data-stats]");
  if (section) stats.wire(section, box.dataset.game, document.documentElement.lang || "en");
}

export function beforeShow(board, result) {
  return motion.snapshot(board, result);
}

export function afterShow({ box, board, state, result, req, seconds, snap }) {
  motion.animate(board, snap, result, req);
  const lang = document.documentElement.lang || "en";
  endPanel.update(box, state, seconds, wasPlaying, lang);
  wasPlaying = state.status !== "won";
  const section = box.querySelector("[data-stats]");
  if (stats.update(box.dataset.game, state, result, req || {}, seconds) && section) {
    stats.render(section, box.dataset.game, lang);
  }
}

/** This visit's memory gone and the statistics drawn again, as on a new load (the tests' fresh
 * start, play.js). */
export function forget(box) {
  wasPlaying = false;
  motion.forget();
  endPanel.forget();
  stats.forget();
  const section = box.querySelector("[data-stats]");
  if (section) stats.render(section, box.dataset.game, document.documentElement.lang || "en");
}

export const lift = motion.lift;
export const noteDrop = motion.noteDrop;
