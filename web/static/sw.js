// Keeps the game's files in the browser after the first game, so a returning reader downloads
// nothing again, and the site works offline after one visit. /pyodide/:
// * the runtime (pyodide.mjs, pyodide.asm.*, python_stdlib.zip) never changes under one pinned
//   version: cache-first, in a cache named after the version;
// * the build's fast-start files (stdlib-<key>.zip, start-<key>.snapshot.zst, engine-<key>.whl)
//   are named by a key of everything they are made from, so a name never changes content:
//   cache-first, in one cache; when start.json names new ones (a site update), the old ones are
//   dropped, so after an update the new snapshot is fetched at once and never mixed with a
//   stale one; once a snapshot has been fetched, a decoded copy replaces it in the cache, so
//   a returning reader's worker reads it as it is (no Zstandard to decode on a warm start: fzstd,
//   imported below, decodes it here once) while a first visit is served exactly as before;
// * start.json, the lock file and the wheel change with every build: network first, the cache
//   only when offline;
// * the ordinary start's own files (stdlib-<key>.zip, the wheel under the lock file's name),
//   which the snapshot start does not fetch: kept on a later visit (a start this service
//   worker's run serves from a snapshot an earlier run kept), so that a snapshot that fails
//   offline still has the ordinary start to fall back on, without adding 1.9 MB to a first visit.
// A cached response is returned as it is (not rebuilt), so Chromium can reuse its compiled wasm.
//
// The rest of the site (issue 31: offline after one visit) is network first, each answer kept
// in a cache named after the build (SITE_BUILD: a digest of the site's files, written by the
// build, so a new build is a new sw.js): the pages visited, and, once a page has asked for its
// language's list (<lang>/offline.json: the Play and Puzzles pages of both games, their scripts
// and styles, the puzzle data, the catalog, the starting boards), all of that list. Without a
// network the cache answers. A new build's service worker fills its own cache at install, from
// the network, with what the last build's cache held (the same pages, the same lists, as they
// now are); only then does it take over and drop the old cache: a cache never mixes two builds,
// and an install that fails offline leaves the old build working.
const VERSION = "__PYODIDE_VERSION__";
const SITE_BUILD = "__SITE_BUILD__";
const SITE = `site-${SITE_BUILD}`;
// The work a start makes (the snapshot's decoded copy, the ordinary start's files, the lists) is
// done once a page says its engine has started ({offline: ...}, serviceworker.js), off the
// start's busy time, or this long after it was due if no page says so (a start that failed).
const AT_LATEST_MS = 15000;
const CACHE = `pyodide-runtime-${VERSION}`;
const BUILD = "pyodide-build";
const FRESH = "pyodide-fresh";
const IMMUTABLE = /\/pyodide\/(pyodide\.mjs|pyodide\.asm\.mjs|pyodide\.asm\.wasm|python_stdlib\.zip)$/;
const KEYED = /\/pyodide\/(stdlib-[0-9a-f]{16}\.zip|start-[0-9a-f]{16}\.snapshot\.zst|engine-[0-9a-f]{16}\.whl)$/;
const MANIFEST = /\/pyodide\/start\.json$/;
const SNAPSHOT = /\/pyodide\/start-[0-9a-f]{16}\.snapshot\.zst$/;
// Set on a cached snapshot that is decoded already (worker.js reads it as it is; the header's
// name is older than the codec).
const INFLATED = "x-solitaire-inflated";

// The snapshot's decoder (pyodide/fzstd.js, bundle.py: the pinned fzstd's browser build, which
// sets self.fzstd). Without it the service worker works as before but keeps the snapshot as
// fetched, and the page's worker decodes it at each start.
try {
  importScripts("pyodide/fzstd.js");
} catch {
  // (offline at the first install, or not built): no decoded copy
}

// The kept files are fetched revalidated ("no-cache": the server confirms the copy in the
// browser's HTTP cache is this build's, or sends the new one), not reloaded: a first visit's
// page had fetched most of them a moment before, and reloading them sent their bytes twice.
const FRESH_COPY = { cache: "no-cache" };

async function keep(cache, url) {
  const response = await fetch(url, FRESH_COPY);
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  await cache.put(url, response);
}

async function keepList(cache, listUrl) {
  // The list itself, then every file it names (relative to the list's folder).
  const response = await fetch(listUrl, FRESH_COPY);
  if (!response.ok) throw new Error(`${listUrl}: ${response.status}`);
  const list = await response.clone().json();
  for (const name of list.files) {
    const url = new URL(name, listUrl).href;
    if (!(await cache.match(url))) await keep(cache, url); // kept already: this build's own
  }
  await cache.put(listUrl, response);
}

async function carryOver(cache) {
  // At install: what the earlier builds' caches held, fetched again as this build has it.
  for (const name of await caches.keys()) {
    if (!name.startsWith("site-") || name === SITE) continue;
    const old = await caches.open(name);
    for (const request of await old.keys()) {
      const url = request.url;
      if (url.endsWith("/offline.json")) await keepList(cache, url);
      else if (!(await cache.match(url))) {
        const response = await fetch(url, FRESH_COPY);
        if (response.ok) await cache.put(url, response); // a page gone in the new build: dropped
      }
    }
  }
}

self.addEventListener("install", (event) => {
  event.waitUntil(
    (async () => {
      await carryOver(await caches.open(SITE));
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) {
        if (name.startsWith("pyodide-runtime-") && name !== CACHE) await caches.delete(name);
        if (name.startsWith("site-") && name !== SITE) await caches.delete(name);
      }
      await self.clients.claim();
      await tell({ kept: SITE }); // what this build keeps, alone now
    })(),
  );
});

const listing = new Map(); // the lists being kept, by URL
let waiting = []; // the work held until a page's engine has started

function afterAStart() {
  // Resolved when a page next says its engine has started, or AT_LATEST_MS from now. Not on a
  // timer alone: a fixed delay after the first visit's start fell on a return a few seconds
  // later, whose start then shared two cores with decoding a 5 MB snapshot and filling the lists
  // (issue 31: Play's return after 3 s at 0.42x of a bare start, 0.25x after 8 s).
  return new Promise((resolve) => {
    waiting.push(resolve);
    setTimeout(resolve, AT_LATEST_MS);
  });
}

self.addEventListener("message", (event) => {
  // {offline: "<lang>/offline.json"} from a page whose engine has started (serviceworker.js).
  const list = event.data && event.data.offline;
  if (typeof list !== "string") return;
  const held = waiting;
  waiting = [];
  for (const resolve of held) resolve();
  const url = new URL(list, self.registration.scope);
  if (url.origin !== self.location.origin || !url.pathname.endsWith("/offline.json")) return;
  if (listing.has(url.href)) return; // asked by another page a moment ago: being kept
  const job = (async () => {
    const cache = await caches.open(SITE);
    if (await cache.match(url.href)) return;
    await keepList(cache, url.href);
    await tell({ kept: url.pathname });
  })();
  listing.set(url.href, job);
  // offline or a file missing: asked again on the next start
  event.waitUntil(job.catch(() => {}).finally(() => listing.delete(url.href)));
});

async function siteFirst(request) {
  // Network first; each good answer kept in this build's cache; the cache when offline (a page
  // by its path alone: ?puzzle=ID and ?code=... are read by the page's script).
  const cache = await caches.open(SITE);
  try {
    const response = await fetch(request);
    if (response.ok && response.status === 200 && response.type === "basic") {
      await cache.put(request, response.clone());
    }
    return response;
  } catch (err) {
    const hit =
      (await cache.match(request)) || (await cache.match(request, { ignoreSearch: true }));
    if (hit) return hit;
    throw err;
  }
}

async function cacheFirst(request, name) {
  const cache = await caches.open(name);
  const hit = await cache.match(request);
  if (hit) return hit;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

// Whether this run of the service worker fetched a snapshot itself (a first visit's start) or
// asked for the fallback's files already. Chromium stops an idle service worker (after 30 s
// without an event, or with the browser): a later visit is a new run.
let fetchedHere = false;
let fallbackAsked = false;

async function snapshotFirst(request, event) {
  // Cached: served as it is (decoded once it has been). Not cached: fetched and passed on as
  // it comes, then cached, and later replaced by a decoded copy.
  const cache = await caches.open(BUILD);
  const hit = await cache.match(request);
  if (hit) {
    if (!fetchedHere && !fallbackAsked) {
      fallbackAsked = true;
      event.waitUntil(keepFallback(request.url).catch(() => (fallbackAsked = false)));
    }
    return hit;
  }
  fetchedHere = true;
  const response = await fetch(request);
  if (!response.ok) return response;
  await cache.put(request, response.clone());
  event.waitUntil(inflateLater(cache, request));
  return response;
}

async function keepFallback(snapshotUrl) {
  // The ordinary start's files, off the start's busy time: the stdlib of the snapshot's key
  // (start.json names the three with one key), fetched; and the wheel under the name the kept
  // lock file gives it (loadPackage asks for that one): engine-<key>.whl's bytes, kept already.
  await afterAStart();
  const named = (stem) => snapshotUrl.replace(/start-([0-9a-f]{16})\.snapshot\.zst$/, stem);
  const stdlib = named("stdlib-$1.zip");
  const build = await caches.open(BUILD);
  if (!(await build.match(stdlib))) await keep(build, stdlib);
  const fresh = await caches.open(FRESH);
  const lock = await fresh.match(new URL("pyodide-lock.json", snapshotUrl).href);
  const wheel = await build.match(named("engine-$1.whl"));
  if (lock && wheel) {
    const name = (await lock.json()).packages["solitaire-engine"].file_name;
    await fresh.put(new URL(name, snapshotUrl).href, wheel);
  }
  await tell({ kept: new URL(stdlib).pathname });
}

async function inflateLater(cache, request) {
  await afterAStart();
  const stored = await cache.match(request);
  if (!stored || stored.headers.get(INFLATED) || !self.fzstd) return;
  const body = self.fzstd.decompress(new Uint8Array(await stored.arrayBuffer()));
  const headers = { "content-type": "application/octet-stream", [INFLATED]: "1" };
  await cache.put(request, new Response(body, { headers }));
  await tell({ inflated: new URL(request.url).pathname });
}

async function tell(news) {
  // The open pages hear what was kept ({kept: a list's path or this build's cache once it is
  // the only one} or {inflated: the snapshot's path}), so one can know the site is ready
  // offline (the tests wait for it rather than poll the caches).
  const open = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
  for (const client of open) client.postMessage(news);
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
  if (!url.pathname.startsWith(new URL("pyodide/", self.registration.scope).pathname)) {
    if (!event.request.headers.has("range")) event.respondWith(siteFirst(event.request));
    return;
  }
  if (IMMUTABLE.test(url.pathname)) event.respondWith(cacheFirst(event.request, CACHE));
  else if (SNAPSHOT.test(url.pathname)) event.respondWith(snapshotFirst(event.request, event));
  else if (KEYED.test(url.pathname)) event.respondWith(cacheFirst(event.request, BUILD));
  else event.respondWith(networkFirst(event.request, event));
});
