// Puzzles: every page with puzzle cards (the Puzzles page, the browse and theme pages) has the
// puzzle board (docs/partials/puzzle-board.md), and puzzleboard.js opens each card's puzzle on it,
// in place (issue 31: a browse page's Solve no longer goes to the Puzzles page). The cards render
// Solve hidden: it needs the board's script.
if (document.querySelector(".sol-puzzle-play")) {
  import("./puzzleboard.js");
}
