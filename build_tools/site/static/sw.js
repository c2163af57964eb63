// Keeps the Pyodide runtime (13 MB) in the browser after the first game, so a returning reader
// does not download it again. Only /pyodide/ is handled: the runtime files never change under
// one pinned version (cache-first, in a cache named after it); the lock file and the engine
// wheel change with every engine release (network first, the cache only when offline).
const VERSION = "__PYODIDE_VERSION__";
const CACHE = `pyodide-runtime-${VERSION}`;
const FRESH = "pyodide-fresh";
const IMMUTABLE = /\/pyodide\/(pyodide\.mjs|pyodide\.asm\.mjs|pyodide\.asm\.wasm|python_stdlib\.zip)$/;

self.addEventListener("install", () => self.skipWaiting());

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) {
        if (name.startsWith("pyodide-runtime-") && name !== CACHE) await caches.delete(name);
      }
      await self.clients.claim();
    })(),
  );
});

async function cacheFirst(request) {
  const cache = await caches.open(CACHE);
  const hit = await cache.match(request);
  if (hit) return hit;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

async function networkFirst(request) {
  const cache = await caches.open(FRESH);
  try {
    const response = await fetch(request);
    if (response.ok) await cache.put(request, response.clone());
    return response;
  } catch (err) {
    const hit = await cache.match(request);
    if (hit) return hit;
    throw err;
  }
}

self.addEventListener("fetch", (event) => {
  const url = new URL(event.request.url);
  if (event.request.method !== "GET" || url.origin !== self.location.origin) return;
  if (!url.pathname.startsWith(new URL("pyodide/", self.registration.scope).pathname)) return;
  event.respondWith(IMMUTABLE.test(url.pathname) ? cacheFirst(event.request) : networkFirst(event.request));
});
