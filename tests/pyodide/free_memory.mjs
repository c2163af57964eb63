// Restores the site's memory snapshot under Node and reads its free memory before anything runs:
// every free dlmalloc chunk is taken by malloc (the footprint limit keeps it from growing the
// heap) and its bytes counted; prints {"free": bytes, "nonzero": bytes that are not 0}.
//   node free_memory.mjs <site>/pyodide
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";

import { withStaticRegion } from "../../web/assets/javascripts/staticregion.js";

const dir = path.resolve(process.argv[2]);
const manifest = JSON.parse(fs.readFileSync(path.join(dir, "start.json"), "utf8"));
const snapshot = new Uint8Array(zlib.gunzipSync(fs.readFileSync(path.join(dir, manifest.snapshot))));
const empty = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "free-")), "empty.zip");
fs.writeFileSync(empty, Buffer.from([0x50, 0x4b, 0x05, 0x06, ...new Array(18).fill(0)]));
const { loadPyodide } = await import(path.resolve("node_modules/pyodide/pyodide.mjs"));
// As worker.js: the static region back from the wasm's own data segments.
const py = await withStaticRegion(snapshot, manifest.static_bytes, manifest.static_sha256, () =>
  loadPyodide({
    indexURL: path.resolve("node_modules/pyodide") + "/",
    stdLibURL: empty,
    _loadSnapshot: snapshot,
    stdout: () => {},
  }),
);
fs.rmSync(path.dirname(empty), { recursive: true });
const M = py._module;
M._malloc_set_footprint_limit(M._malloc_footprint());
let free = 0;
let nonzero = 0;
for (let size = 1 << 24; size >= 64; ) {
  const at = M._malloc(size);
  if (!at) {
    size >>= 1;
    continue;
  }
  free += size;
  // dlmalloc's own links in a free chunk (fd, bk, tree pointers: 24 bytes) are not garbage.
  for (let i = at + 24; i < at + size; i++) if (M.HEAPU8[i] !== 0) nonzero++;
}
console.log(JSON.stringify({ free, nonzero }));
