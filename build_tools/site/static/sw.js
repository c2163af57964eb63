// Keeps the game's files in the browser after the first game, so a returning reader downloads
// nothing again. Only /pyodide/ is handled:
// * the runtime (pyodide.mjs, pyodide.asm.*, python_stdlib.zip) never changes under one pinned
//   version: cache-first, in a cache named after the version;
// * the build's fast-start files (stdlib-<key>.zip, start-<key>.snapshot.gz, engine-<key>.whl)
//   are named by a key of everything they are made from, so a name never changes content:
//   cache-first, in one cache; when start.json names new ones (a site update), the old ones are
//   dropped, so after an update the new snapshot is fetched at once and never mixed with a
//   stale one;
// * start.json, the lock file and the wheel change with every build: network first, the cache
//   only when offline.
// A cached response is returned as it is (not rebuilt), so Chromium can reuse its compiled wasm.
const VERSION = "__PYODIDE_VERSION__";
const CACHE = `pyodide-runtime-${VERSION}`;
const BUILD = "pyodide-build";
const FRESH = "pyodide-fresh";
const IMMUTABLE = /\/pyodide\/(pyodide\.mjs|pyodide\.asm\.mjs|pyodide\.asm\.wasm|python_stdlib\.zip)$/;
const KEYED = /\/pyodide\/(stdlib-[0-9a-f]{16}\.zip|start-[0-9a-f]{16}\.snapshot\.gz|engine-[0-9a-f]{16}\.whl)$/;
const MANIFEST = /\/pyodide\/start\.json$/;

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

async function cacheFirst(request, name) {
  const cache = await caches.open(name);
  const hit = await cache.match(request);
  if (hit) return hit;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

async function prune(manifest) {
  // Drop the fast-start files of earlier builds: only those start.json names stay.
  const keep = new Set([manifest.stdlib, manifest.snapshot, manifest.wheel]);
  const cache = await caches.open(BUILD);
  for (const request of await cache.keys()) {
    if (!keep.has(new URL(request.url).pathname.split("/").pop())) await cache.delete(request);
  }
}

async function networkFirst(request, event) {
  const cache = await caches.open(FRESH);
  try {
    const response = await fetch(request);
    if (response.ok) {
      await cache.put(request, response.clone());
      if (MANIFEST.test(new URL(request.url).pathname)) {
        event.waitUntil(response.clone().json().then(prune, () => {}));
      }
    }
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
  if (IMMUTABLE.test(url.pathname)) event.respondWith(cacheFirst(event.request, CACHE));
  else if (KEYED.test(url.pathname)) event.respondWith(cacheFirst(event.request, BUILD));
  else event.respondWith(networkFirst(event.request, event));
});
