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

export function engineStarted() {
  // Said once this page's engine has started: the service worker then keeps this language's list
  // (offline.json beside this page: both games' Play and Puzzles pages and their data; issue 31,
  // offline after one visit) and does the rest of the work a start leaves it (sw.js afterAStart),
  // while the player looks at the board, not while a start, this one or the next page's, is busy.
  if (!("serviceWorker" in navigator)) return;
  const list = new URL("offline.json", location.href).href;
  const tell = () =>
    navigator.serviceWorker.ready.then(
      (registration) => registration.active && registration.active.postMessage({ offline: list }),
      () => {},
    );
  // After the page's own work of the moment (the moves made meanwhile, the board drawn).
  if ("requestIdleCallback" in window) requestIdleCallback(tell, { timeout: 1000 });
  else setTimeout(tell, 0);
}
