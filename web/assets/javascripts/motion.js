// Motion on the played board: the card a move carries slides from where it was to where it
// lands (at most MOVE_MS), and a refused drop slides the card back to its place. Nothing here
// delays a move: the new position is already drawn when an animation starts, the next input is
// handled at once (a redraw simply replaces the animated card), and under
// prefers-reduced-motion nothing moves at all.
export const MOVE_MS = 120;

const reduced = window.matchMedia("(prefers-reduced-motion: reduce)");
let dropped = null; // { place, dx, dy }: where the last dragged card was let go (SVG units)

function topOf(board, place) {
  return (
    board.querySelector(`[data-place="${place}"][tabindex]`) ||
    [...board.querySelectorAll(`[data-place="${place}"]`)].pop() ||
    null
  );
}

function scale(board) {
  const svg = board.querySelector("svg");
  const m = svg && svg.getScreenCTM();
  return m && m.a ? 1 / m.a : 1;
}

function places(move) {
  if (!move) return null;
  if (move === "draw") return ["s", "w"];
  const parts = move.split("-");
  return parts.length === 2 ? parts : null;
}

/** Before a redraw: where the moving card is now (only that one is measured). */
export function snapshot(board, result) {
  const moved = result && result.ok && places(result.move);
  const el = moved && topOf(board, moved[0]);
  return el ? { place: moved[0], rect: el.getBoundingClientRect() } : null;
}

/** A dragged card is let go: remember the offset, so the card leaves from where it is. */
export function noteDrop(place, el) {
  const m = /translate\(([-\d.e]+)[ ,]+([-\d.e]+)\)/.exec(el.getAttribute("transform") || "");
  dropped = m ? { place, dx: Number(m[1]), dy: Number(m[2]) } : null;
}

/** Draw ``el`` above everything else on the board; moving a node drops its focus, so a
 * focused card gets it back. */
function raise(el) {
  if (!el.parentNode || el.parentNode.lastElementChild === el) return;
  const focused = el === document.activeElement;
  el.parentNode.appendChild(el);
  if (focused) el.focus({ preventScroll: true });
}

/** Raise a card being dragged above everything else drawn on the board. */
export function lift(el) {
  raise(el);
}

function slide(el, dx, dy) {
  if (!el || (!dx && !dy)) return;
  raise(el);
  // While it slides, the card takes no click: the second click of a double click on the place
  // it left reaches that place (the card now on top there), not the card passing over it.
  el.classList.add("sol-sliding");
  const done = () => el.classList.remove("sol-sliding");
  el.animate(
    [{ transform: `translate(${dx}px, ${dy}px)` }, { transform: "translate(0px, 0px)" }],
    { duration: MOVE_MS, easing: "cubic-bezier(0.2, 0.7, 0.3, 1)" },
  ).finished.then(done, done);
}

/** After a redraw: slide the moved card in, or a refused dropped card back. */
export function animate(board, before, result, req) {
  const drop = dropped;
  dropped = null;
  if (reduced.matches || !result) return;
  const k = scale(board);
  const moved = result.ok && places(result.move);
  if (moved && before) {
    const el = topOf(board, moved[1]);
    if (!el) return;
    const to = el.getBoundingClientRect();
    let dx = (before.rect.left - to.left) * k;
    let dy = (before.rect.top - to.top) * k;
    if (drop && req && req.op === "drop" && drop.place === moved[0]) {
      dx += drop.dx;
      dy += drop.dy;
    }
    slide(el, dx, dy);
  } else if (drop && req && req.op === "drop") {
    slide(topOf(board, drop.place), drop.dx, drop.dy); // refused: back to its place
  }
}

/** Forget the last drop (the tests' fresh start, play.js). */
export function forget() {
  dropped = null;
}
