// Puzzles: on a game's Puzzles page the board (puzzleboard.js) opens the puzzles; on a browse
// page, which has no board, each card's Solve button opens its puzzle on its game's Puzzles page
// (data-page, written by the build: puzzles-<game>.html?puzzle=ID). The cards render Solve
// hidden: it needs this script.
if (document.querySelector(".sol-puzzle-play")) {
  import("./puzzleboard.js");
} else {
  // Loaded after the buttons are shown, not before (a static import would hold them back).
  const instant = import("./puzzleinstant.js");
  for (const b of document.querySelectorAll('button[data-action="solve"][data-puzzle][data-page]')) {
    b.hidden = false;
    b.addEventListener("click", () => {
      // Its figure shows at once on the Puzzles page (puzzleinstant.js, loaded by then).
      instant.then((m) => m.handOver(b), () => {}).finally(() => {
        location.href = `${b.dataset.page}?puzzle=${encodeURIComponent(b.dataset.puzzle)}`;
      });
    });
  }
}
