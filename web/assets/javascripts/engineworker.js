// The engine's Web Worker (worker.js) as a page sees it: each message gets an id, each answer
// settles the promise of its request. Shared by the Play board (play.js) and the puzzle board
// (puzzleboard.js), which start the same worker with their own `init`.
//
// A worker the page's inline script already started (docs/partials/puzzle-instant.md:
// window.solEarlyWorker = {worker, init, answers}, its `init` sent with id 0, its answers kept
// until now) is taken over when this page's first `init` is the same: that init is not sent
// again, its answer settles it. Any other init: that worker is ended and a new one started.
function adopt(init) {
  const early = window.solEarlyWorker;
  window.solEarlyWorker = null;
  if (!early || !early.worker) return null;
  if (early.init === JSON.stringify(init)) return early;
  early.worker.terminate();
  return null;
}

export function engineWorker() {
  let worker = null;
  const pending = new Map();
  let nextId = 1;
  const answer = (event) => {
    const { id, result, error } = event.data;
    const request = pending.get(id);
    if (!request) return;
    pending.delete(id);
    if (error) request.reject(new Error(error));
    else request.resolve(result);
  };
  const start = (init) => {
    const early = init ? adopt(init) : null;
    if (!early) {
      worker = new Worker(new URL("worker.js", import.meta.url), { type: "module" });
      worker.onmessage = answer;
      return false;
    }
    worker = early.worker;
    worker.onmessage = answer;
    return early;
  };
  return (message) =>
    new Promise((resolve, reject) => {
      const early = worker ? null : start(message.init);
      if (early) {
        // Its init went with id 0: its answer (come already, or to come) settles this one.
        pending.set(0, { resolve, reject });
        for (const event of early.answers.splice(0)) answer(event);
        return;
      }
      const id = nextId++;
      pending.set(id, { resolve, reject });
      worker.postMessage({ id, ...message });
    });
}
