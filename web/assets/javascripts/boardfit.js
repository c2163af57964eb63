// The whole board and its message line in the viewport, below the site's sticky header: the
// board is scaled down to the height left by what stands above it in its game (toolbar,
// counters, a puzzle's task) and by the message under it. One measure for the Play page's board
// (play.js) and the puzzle board (puzzleboard.js), after every drawing and on resize.
// ``oneLine``: only the message's first line counts (the puzzle board, whose explanations are
// long: the rest scrolls in its own region under the board, site.css), so no text ever shrinks
// the cards.
export function fitBoard({ game, board, message, scroll = false, oneLine = false }) {
  const svg = board.querySelector("svg");
  if (!svg || game.hidden) return;
  const header = document.querySelector(".md-header");
  const top = header ? header.getBoundingClientRect().height : 0;
  const above = board.getBoundingClientRect().top - game.getBoundingClientRect().top;
  const height = message.getBoundingClientRect().height;
  const line = parseFloat(getComputedStyle(message).minHeight) || height;
  const below = oneLine ? Math.min(height, line) : height;
  const room = window.innerHeight - top - above - below - 12;
  svg.style.maxHeight = `${Math.max(160, Math.floor(room))}px`;
  // Pile labels stay readable (>= 11 px) however small the board is drawn.
  const k = svg.getBoundingClientRect().width / svg.viewBox.baseVal.width;
  const h = svg.getBoundingClientRect().height / svg.viewBox.baseVal.height;
  const scale = Math.min(k, h) || 1;
  board.style.setProperty("--sol-label-size", `${Math.max(12, 11.5 / scale).toFixed(1)}px`);
  if (oneLine) {
    // The message's region takes the height left under the board (at least a line), so it
    // stays whole in view and scrolls inside when it is longer.
    const offset = message.getBoundingClientRect().top - game.getBoundingClientRect().top;
    const left = window.innerHeight - top - offset - 8;
    message.style.maxHeight = `${Math.max(line, Math.floor(left))}px`;
  }
  if (scroll) {
    const y = window.scrollY + game.getBoundingClientRect().top - top - 4;
    window.scrollTo({ top: Math.max(0, y), behavior: "instant" });
  }
}
