// The engine's Web Worker (worker.js) as a page sees it: each message gets an id, each answer
// settles the promise of its request. Shared by the Play board (play.js) and the puzzle board
// (puzzleboard.js), which start the same worker with their own `init`.
//
// A worker the page's inline script already started (docs/partials/puzzle-instant.md:
// window.solEarlyWorker = {worker, init, answers}, its `init` sent with id 0, its answers kept
// until now, a failure of its script kept as an error answer to id 0) is taken over when this
// page's first `init` is the same: that init is not sent again, its answer settles it. Any other
// init: that worker is ended and a new one started. An early worker that fails before its start
// is answered (its script did not run, or its start answered an error) is ended too, and the
// ordinary start takes over: a new worker, the same init (issue 31: nothing lost).
// A worker whose script fails to run rejects what it was asked (the board says so) rather than
// leaving the board waiting for ever.
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
  const failed = (event) => {
    // The worker's script did not load or threw: every request waiting on it fails.
    if (event.preventDefault) event.preventDefault();
    const why = new Error(event.message || "worker.js");
    for (const request of pending.values()) request.reject(why);
    pending.clear();
  };
  const fresh = () => {
    worker = new Worker(new URL("worker.js", import.meta.url), { type: "module" });
    worker.onmessage = answer;
    worker.onerror = failed;
  };
  const send = (message, resolve, reject) => {
    const id = nextId++;
    pending.set(id, { resolve, reject });
    worker.postMessage({ id, ...message });
  };
  const start = (init) => {
    const early = init ? adopt(init) : null;
    if (!early) {
      fresh();
      return false;
    }
    worker = early.worker;
    worker.onmessage = answer;
    worker.onerror = (event) => {
      if (event.preventDefault) event.preventDefault();
      answer({ data: { id: 0, error: event.message || "worker.js" } });
    };
    return early;
  };
  const talk = (message) =>
    new Promise((resolve, reject) => {
      const early = worker ? null : start(message.init);
      if (early) {
        // Its init went with id 0: its answer (come already, or to come) settles this one; a
        // failure of that early start is not the reader's: the ordinary start, once.
        const retry = () => {
          early.worker.terminate();
          fresh();
          send(message, resolve, reject);
        };
        pending.set(0, { resolve, reject: retry });
        for (const event of early.answers.splice(0)) answer(event);
        return;
      }
      send(message, resolve, reject);
    });
  // A start that failed (startagain.js) leaves its worker behind: ended before a new one.
  talk.end = () => {
    if (worker) worker.terminate();
  };
  return talk;
}
