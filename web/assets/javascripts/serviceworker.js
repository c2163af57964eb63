// The service worker (site/sw.js) keeps the runtime in the browser's cache for the next visit;
// the Play pages (play.js) and the puzzle board (puzzleboard.js) register it when the engine
// starts. Never waited for long: the game runs without it; not at all when it controls the page.
export async function serviceWorker(root) {
  if (!("serviceWorker" in navigator)) return;
  const controlled = (async () => {
    await navigator.serviceWorker.register(new URL("sw.js", root));
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      // The worker's downloads go through the service worker only once it controls the page.
      await new Promise((r) => navigator.serviceWorker.addEventListener("controllerchange", r));
    }
  })();
  controlled.catch(() => {}); // no service worker: the game still runs, the runtime is not kept
  // Offline after one visit (issue 31): the service worker keeps this language's list too
  // (offline.json beside this page: both games' Play and Puzzles pages and their data).
  navigator.serviceWorker.ready.then(
    (registration) => {
      const list = new URL("offline.json", location.href).href;
      if (registration.active) registration.active.postMessage({ offline: list });
    },
    () => {},
  );
  // A returning reader's page is controlled already, and so are the workers it starts: nothing to
  // wait for (the registration's check for an update goes on meanwhile; issue 31, warm start).
  if (navigator.serviceWorker.controller) return;
  try {
    // Never wait for it long (a registration can also hang, e.g. when the browser blocks it).
    await Promise.race([controlled, new Promise((r) => setTimeout(r, 2000))]);
  } catch {
    /* no service worker: the game still runs, the runtime is just not kept */
  }
}
