// The engine's Web Worker (worker.js) as a page sees it: each message gets an id, each answer
// settles the promise of its request. Shared by the Play board (play.js) and the puzzle board
// (puzzleboard.js), which start the same worker with their own `init`.
export function engineWorker() {
  const worker = new Worker(new URL("worker.js", import.meta.url), { type: "module" });
  const pending = new Map();
  let nextId = 1;
  worker.onmessage = (event) => {
    const { id, result, error } = event.data;
    const request = pending.get(id);
    pending.delete(id);
    if (error) request.reject(new Error(error));
    else request.resolve(result);
  };
  return (message) =>
    new Promise((resolve, reject) => {
      const id = nextId++;
      pending.set(id, { resolve, reject });
      worker.postMessage({ id, ...message });
    });
}
