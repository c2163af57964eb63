// The engine in a Web Worker, so the page never freezes: Pyodide from the site's own
// /pyodide/ folder, and the page language's catalog (messages.mo, compiled from the same .po as
// the pages).
//
// Two ways to start (bundle.py, fast_start.mjs):
// * fast: restore the build's memory snapshot (Pyodide's private `_loadSnapshot`: an interpreter
//   with the board and every standard-library module the game imports already imported; shipped
//   in Zstandard, decoded here with fzstd: whole once it is in, or block by block as it arrives
//   on a slow link, see `decoded`), on an
//   empty stdlib zip (nothing of the stdlib is read after a restore, so the 1.7 MB zip is not
//   fetched), then write the engine wheel back at the path it was imported from (the file system
//   is not in the snapshot) and reseed `random` (its state is frozen in the snapshot, the same
//   for every visitor);
// * ordinary: `loadPyodide()` on the precompiled stdlib and `loadPackage` of the wheel.
// The fast way is taken only when start.json names a snapshot made by this very runtime (the
// snapshot's header carries the runtime's build id); anything missing, stale or failing falls
// back to the ordinary start without a word to the reader.
//
// Messages: {id, init: {root, game, lang, catalog, session}} then {id, request: {...}};
// `session: "puzzle"` (puzzle.js) drives the puzzle board (engine/board/puzzle.py) instead;
// answers {id, result} or {id, error}. The init answer says which start was taken (and the
// worker's time origin, so that its timings can be put on the page's clock).
// {id, batch: [request, ...]}: the requests handled in order, up to the first one refused (an
// illegal move, a move the puzzle refuses: the rest were made on a position that no longer
// exists); one answer, {id, result: {results: [...], stopped}}, whose last the page draws, the
// others coming without their drawing (the moves made on the puzzle board before the engine was
// ready, issue 31).
// A request {op: "verdict", code, redeals} (the Study page's "Can this deal be won?") goes to
// engine/verdict/page.py instead, which posts {id, progress: sentence} while the solver runs.
import { withStaticRegion } from "./staticregion.js";

let handle = null;
let pyodide = null;
let verdict = null;
const timings = {}; // ms since the worker started, per step: benchmarks/play_bench.py prints them
const mark = (name) => {
  timings[name] = Math.round(performance.now());
};

const MAKE = `
import json
from engine.board.session import Session

def _make():
    data = open(_catalog_path, "rb").read() if _catalog_path else None
    kind = Session
    if _session == "puzzle":
        from engine.board.puzzle import PuzzleSession as kind
    session = kind(_game, _lang, data)
    return lambda text: json.dumps(session.handle(json.loads(text)))

_make()
`;

const VERDICT = `
import json
from engine.verdict.page import answer, translations

def _make():
    t = translations(open(_catalog_path, "rb").read() if _catalog_path else None)
    return lambda text, progress: json.dumps(answer(json.loads(text), t, progress))

_make()
`;

function solveVerdict(id, request) {
  verdict = verdict || pyodide.runPython(VERDICT);
  const progress = (text) => self.postMessage({ id, progress: String(text) });
  return JSON.parse(verdict(JSON.stringify(request), progress));
}

// The snapshot's decoder: fzstd's browser build (bundle.py copies it from the pinned npm package
// to pyodide/fzstd.js; it sets self.fzstd), loaded only when a snapshot is to be decoded. A missing
// or broken one rejects the snapshot, and the ordinary start follows.
let decoder = null;
function zstd(base) {
  decoder =
    decoder ||
    import(`${base}fzstd.js`).then(() => {
      if (!self.fzstd || !self.fzstd.Decompress) throw new Error("fzstd.js: no decoder");
      return self.fzstd;
    });
  return decoder;
}

// A snapshot whose body still arrives this long after its headers is on a slow link: decoded as
// it arrives from then on, block by block, so the decode runs while the rest downloads. A body
// that arrives sooner is decoded once, whole: fzstd's streaming decoder shifts its whole window
// after each 128 kB block and allocates each, which took 2-2.7 times the CPU of one decode of the
// whole in chromium (benchmarks/snapshot_decode_bench.py), more than a fast link's wait saves.
const STREAM_AFTER_MS = 150;

function joined(parts, size) {
  const out = new Uint8Array(size);
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

// The Zstandard body decoded; a truncated frame or one that is not Zstandard throws (fzstd).
// (The frame carries no checksum, which fzstd would not check: a snapshot's header is checked
// by fastStart, the rest arrives as sent, under HTTP's own checks.)
async function decoded(response, fzstd) {
  const since = performance.now();
  const reader = response.body.getReader();
  const held = []; // what arrived before the decoder started
  let heldSize = 0;
  let stream = null;
  const blocks = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    if (stream) {
      stream.push(value, false);
      continue;
    }
    held.push(value);
    heldSize += value.length;
    if (performance.now() - since > STREAM_AFTER_MS) {
      timings.decode = "streaming";
      stream = new fzstd.Decompress((block) => {
        blocks.push(block); // a new array per block (fzstd copies it into its window after)
        size += block.length;
      });
      for (const chunk of held.splice(0)) stream.push(chunk, false);
    }
  }
  if (!stream) {
    timings.decode = "whole";
    return fzstd.decompress(joined(held, heldSize));
  }
  stream.push(new Uint8Array(0), true);
  return joined(blocks, size);
}

async function bytes(url, base, name) {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  mark(`${name}_response`);
  // The service worker (sw.js) keeps a returning reader's snapshot decoded and says so.
  const plain = !url.endsWith(".zst") || response.headers.get("x-solitaire-inflated") === "1";
  if (plain) {
    const data = new Uint8Array(await response.arrayBuffer());
    mark(`${name}_read`);
    return data;
  }
  const data = await decoded(response, await zstd(base));
  mark(`${name}_decoded`);
  return data;
}

function buildId(snapshot) {
  // Header: magic, sizes, then the runtime's 256-bit build id as eight 32-bit words.
  const words = new Uint32Array(snapshot.buffer, snapshot.byteOffset + 16, 8);
  return Array.from(words, (n) => n.toString(16).padStart(8, "0")).join("");
}

async function manifestOf(base) {
  try {
    // Revalidated every time: a site update must be seen at once, not after a heuristic expiry.
    const response = await fetch(`${base}start.json`, { cache: "no-cache" });
    const manifest = response.ok ? await response.json() : null;
    mark("manifest");
    return manifest;
  } catch {
    return null;
  }
}

function fetchFast(base, manifest) {
  // Started as soon as the manifest is in, while the runtime's module loads.
  const files = Promise.all([
    bytes(base + manifest.snapshot, base, "snapshot"),
    bytes(base + manifest.wheel, base, "wheel"),
  ]);
  files.catch(() => {}); // a failure is taken up by fastStart
  return files;
}

// A zip archive with no entries (its end-of-central-directory record alone): what a restored
// interpreter finds at the stdlib's path (fast_start.mjs imported all it needs before the
// snapshot and dropped zipimport's index of the build's zip).
const EMPTY_ZIP = new Uint8Array([0x50, 0x4b, 0x05, 0x06, ...new Array(18).fill(0)]);

async function fastStart(loadPyodide, base, manifest, files) {
  // The snapshot is handed over as a promise: the runtime's wasm compiles while it downloads and
  // is decoded; a snapshot of another runtime rejects it before Pyodide reads it.
  const snapshot = files.then(([data]) => {
    mark("snapshot_fetched");
    if (buildId(data) !== manifest.build_id) throw new Error("snapshot of another runtime");
    return data;
  });
  // loadPyodide awaits it only once its module (pyodide.asm.mjs) is in: a snapshot that fails
  // sooner must not be an unhandled rejection meanwhile (the console's "Uncaught (in promise)").
  // Its failure still rejects loadPyodide, and the ordinary start follows.
  snapshot.catch(() => {});
  const stdLibURL = URL.createObjectURL(new Blob([EMPTY_ZIP], { type: "application/zip" }));
  const load = () => loadPyodide({ indexURL: base, stdLibURL, _loadSnapshot: snapshot });
  let py;
  try {
    // The static region comes back from the wasm's own data segments (staticregion.js).
    py = manifest.static_bytes
      ? await withStaticRegion(snapshot, manifest.static_bytes, manifest.static_sha256, load)
      : await load();
  } finally {
    URL.revokeObjectURL(stdLibURL);
  }
  mark("restored");
  const [, wheel] = await files;
  py.FS.writeFile(manifest.wheel_at, wheel);
  py.runPython("import random; random.seed()");
  return py;
}

async function ordinaryStart(loadPyodide, base, manifest) {
  const options = { indexURL: base };
  if (manifest) options.stdLibURL = base + manifest.stdlib;
  const py = await loadPyodide(options);
  await py.loadPackage("solitaire-engine", { messageCallback: () => {} });
  return py;
}

async function init({ root, game, lang, catalog, session = "play" }) {
  const base = `${root}pyodide/`;
  // The catalog and the manifest download while the runtime's module loads.
  const words = catalog
    ? fetch(catalog).then((r) => (r.ok ? r.arrayBuffer() : null))
    : Promise.resolve(null);
  const manifest = manifestOf(base);
  // (wrapped, so that awaiting the manifest does not wait for the downloads too)
  const fast = manifest.then((m) => (m ? { files: fetchFast(base, m) } : null));
  const { loadPyodide } = await import(`${base}pyodide.mjs`);
  mark("imported");
  const found = await manifest;
  let py = null;
  let start = "ordinary";
  if (found) {
    try {
      py = await fastStart(loadPyodide, base, found, (await fast).files);
      start = "snapshot";
    } catch (err) {
      py = null; // missing, stale or broken: the ordinary start below
      timings.fast_failed = String(err && err.message ? err.message : err).slice(0, 200);
    }
  }
  if (!py) py = await ordinaryStart(loadPyodide, base, found);
  let path = "";
  const data = await words;
  if (data) {
    py.FS.writeFile("/tmp/messages.mo", new Uint8Array(data));
    path = "/tmp/messages.mo";
  }
  py.globals.set("_game", game);
  py.globals.set("_lang", lang);
  py.globals.set("_catalog_path", path);
  py.globals.set("_session", session);
  handle = py.runPython(MAKE);
  pyodide = py;
  mark("session");
  return start;
}

// Whether the board refused a request (an illegal move, a move the puzzle refuses, a slide).
function refused(result) {
  return !result || result.ok === false || result.verdict === "wrong";
}

function handled(id, request) {
  const started = performance.now();
  const result =
    request.op === "verdict"
      ? solveVerdict(id, request)
      : JSON.parse(handle(JSON.stringify(request)));
  result.worker_ms = performance.now() - started;
  return result;
}

function batch(id, requests) {
  // In order, up to the first one refused (kept: the page says why). The page draws the last
  // answer only: the others come without their drawing (`draw: false`, session.py), and one
  // that stops the batch early gets its drawing after all.
  const results = [];
  for (const [i, request] of requests.entries()) {
    const last = i === requests.length - 1;
    const result = handled(id, last ? request : { ...request, draw: false });
    results.push(result);
    if (refused(result)) {
      if (!last) result.state = handled(id, { op: "state" }).state;
      return { results, stopped: true };
    }
  }
  return { results, stopped: false };
}

self.onmessage = async (event) => {
  const { id, init: setup, request, batch: requests } = event.data;
  try {
    if (setup) {
      const start = await init(setup);
      const origin = performance.timeOrigin; // the timings' zero, on the page's epoch clock
      self.postMessage({ id, result: { ready: true, start, timings, origin } });
    } else if (requests) {
      self.postMessage({ id, result: batch(id, requests) });
    } else {
      self.postMessage({ id, result: handled(id, request) });
    }
  } catch (err) {
    self.postMessage({ id, error: String(err && err.message ? err.message : err) });
  }
};
