// The puzzle board at once (issue 31): while the engine starts, the board shows the puzzle's
// position from the figure already drawn on its card (no drawing is shipped for it: the card is
// on the page, the Puzzles page's daily card or a browse page's, whose board opens in place),
// marked as loading. Moves made on it wait and are played in order once the engine has opened
// the puzzle, up to the first one the puzzle refuses: the rest were made on a position that no
// longer exists. Anything missing or unreadable here just means no early board: the loading note
// alone, as before.

function cardOf(id) {
  return [...document.querySelectorAll("article.sol-puzzle-card[data-puzzle]")].find(
    (card) => card.dataset.puzzle === id,
  );
}

function text(card, selector) {
  const el = card.querySelector(selector);
  return el ? el.textContent.trim() : "";
}

/** Whether `card`'s puzzle is answered yes or no (the build names those kinds on the board). */
export function answeredYesOrNo(card) {
  const box = document.querySelector(".sol-puzzle-play");
  const kinds = box && box.dataset.yesNoKinds ? box.dataset.yesNoKinds.split(" ") : [];
  return Boolean(card) && kinds.includes(card.dataset.kind);
}

function taskOf(card) {
  // The task as the engine will say it (PuzzleSession.begin): the card's question, and for a
  // kind answered yes or no the board's own request, so the line does not grow (and the board
  // does not move down) when the engine arrives (issue 31: no jump).
  const question = text(card, ".sol-puzzle-question");
  const box = document.querySelector(".sol-puzzle-play");
  return answeredYesOrNo(card) ? `${question} ${box.dataset.yesNo}` : question;
}

function figureOf(card) {
  const svg = card && card.querySelector("figure svg");
  if (!svg) return null;
  return {
    id: card.dataset.puzzle,
    svg: svg.outerHTML,
    title: text(card, "h2, h3"),
    task: taskOf(card),
  };
}

/** The figure of puzzle `id` from its card on this page; null when there is none. */
export function figureFor(id) {
  return figureOf(cardOf(id));
}

/** Whether puzzle `id`, on this page, is answered yes or no. */
export function yesOrNo(id) {
  return answeredYesOrNo(cardOf(id));
}

/** Draw `figure` into `board`; false when its drawing cannot be read (then nothing is drawn).
 * One drawing for both ways in: the Puzzles page's inline script (docs/partials/puzzle-instant.md,
 * window.solInstantDraw) draws a linked card's figure before any module loads, and this, a
 * pressed card's.
 * The figure is read as HTML, as the card's markup was written (an XML parser refuses its
 * &nbsp;), into an inert template (nothing in it runs or loads); its description stays on the
 * card: on the board it is named by its title alone. */
export function draw(board, figure) {
  return typeof window.solInstantDraw === "function" && window.solInstantDraw(board, figure);
}

/** The state the board's input (boardinput.js) reads while the early board is shown. */
export const EARLY_STATE = Object.freeze({ targets: {}, selected: null });
