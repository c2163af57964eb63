// The puzzle board at once (issue 31): while the engine starts, the board shows the puzzle's
// position from the figure already drawn on its card (no drawing is shipped for it: the card is
// on the page, or the browse page whose Solve was pressed handed its figure over in
// sessionStorage), marked as loading. Moves made on it wait and are played in order once the
// engine has opened the puzzle, up to the first one the puzzle refuses: the rest were made on a
// position that no longer exists. Anything missing or unreadable here just means no early board:
// the loading note alone, as before.

const HANDED = "solitaire-puzzles:instant"; // {id, svg, title, task}: the last Solve's card

function cardOf(id) {
  return [...document.querySelectorAll("article.sol-puzzle-card[data-puzzle]")].find(
    (card) => card.dataset.puzzle === id,
  );
}

function text(card, selector) {
  const el = card.querySelector(selector);
  return el ? el.textContent.trim() : "";
}

function figureOf(card) {
  const svg = card && card.querySelector("figure svg");
  if (!svg) return null;
  return {
    id: card.dataset.puzzle,
    svg: svg.outerHTML,
    title: text(card, "h3"),
    task: text(card, ".sol-puzzle-question"),
  };
}

/** A browse page's Solve: its card's figure goes with the reader to the Puzzles page. */
export function handOver(button) {
  const figure = figureOf(button.closest("article.sol-puzzle-card"));
  try {
    if (figure) sessionStorage.setItem(HANDED, JSON.stringify(figure));
    else sessionStorage.removeItem(HANDED);
  } catch {
    /* storage off or full: the Puzzles page shows the loading note alone */
  }
}

/** The figure of puzzle `id`: its card on this page, else the one handed over for this very
 * puzzle (one handed over for another puzzle is stale and ignored); null when there is none. */
export function figureFor(id) {
  const here = figureOf(cardOf(id));
  if (here) return here;
  try {
    const handed = JSON.parse(sessionStorage.getItem(HANDED) || "null");
    if (handed && handed.id === id && typeof handed.svg === "string") return handed;
  } catch {
    /* unreadable: no early board */
  }
  return null;
}

/** Draw `figure` into `board`; false when its drawing cannot be read (then nothing is drawn).
 * One drawing for both ways in: the Puzzles page's inline script (docs/partials/puzzle-instant.md,
 * window.solInstantDraw) draws a handed-over figure before any module loads, and this, a card's.
 * The figure is read as HTML, as the card's markup was written (an XML parser refuses its
 * &nbsp;), into an inert template (nothing in it runs or loads); its description stays on the
 * card: on the board it is named by its title alone. */
export function draw(board, figure) {
  return typeof window.solInstantDraw === "function" && window.solInstantDraw(board, figure);
}

/** The state the board's input (boardinput.js) reads while the early board is shown. */
export const EARLY_STATE = Object.freeze({ targets: {}, selected: null });

/** Whether the puzzle refused the request (an illegal move, a move that loses, a slide). */
export function refused(result) {
  return !result || result.ok === false || result.verdict === "wrong";
}
