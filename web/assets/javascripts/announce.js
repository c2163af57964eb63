// What a board says to screen readers (the Play and puzzle boards): the live region is emptied
// first and filled a moment later, so the same sentence said twice is read out twice.
export function announce(live, text) {
  live.textContent = "";
  setTimeout(() => {
    live.textContent = text;
  }, 30);
}
