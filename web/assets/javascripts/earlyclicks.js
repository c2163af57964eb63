// A button pressed before the board's script has loaded acts all the same (issue 31): the page's
// inline script (docs/partials/early-clicks.md) keeps such clicks in `window.solEarly`; the
// board's script, once its own listeners are in place, plays them again, in order.
export function replayEarlyClicks() {
  const kept = window.solEarly || [];
  window.solEarly = [];
  window.solBoardReady = true; // from now on the page's own listeners answer every click
  for (const button of kept) {
    if (button.isConnected && !button.disabled && !button.closest("[hidden]")) button.click();
  }
}
