// A returning visitor's engine starts while the page is idle (issue 31), on Play (play.js) and
// on the puzzle pages (puzzleboard.js), each with its own rule for whom: here only the when.
// Once the page is shown (a tab opened in the background waits until it is seen: a start costs
// about 1 s of CPU and 0.2 GB), at the first idle moment after what the page itself asked for.
export function startWhenIdle(start) {
  const idle = window.requestIdleCallback || ((f) => setTimeout(f, 1000));
  whenSeen(() => idle(start, { timeout: 3000 }));
}

function whenSeen(then) {
  // `then` now if the page is shown, else once it is.
  if (document.visibilityState !== "hidden") {
    then();
    return;
  }
  const seen = () => {
    if (document.visibilityState === "hidden") return;
    document.removeEventListener("visibilitychange", seen);
    then();
  };
  document.addEventListener("visibilitychange", seen);
}
