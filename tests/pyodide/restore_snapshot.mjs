// Restores the site's memory snapshot under Node the way worker.js does, and prints what the
// frozen state looks like: `random`'s state before and after the worker's reseed, a new deal code
// and the hash of a string.   node restore_snapshot.mjs <site>/pyodide
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";

import { withStaticRegion } from "../../web/assets/javascripts/staticregion.js";

const dir = path.resolve(process.argv[2]);
const manifest = JSON.parse(fs.readFileSync(path.join(dir, "start.json"), "utf8"));
const snapshot = new Uint8Array(zlib.gunzipSync(fs.readFileSync(path.join(dir, manifest.snapshot))));
const empty = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "restore-")), "empty.zip");
fs.writeFileSync(empty, Buffer.from([0x50, 0x4b, 0x05, 0x06, ...new Array(18).fill(0)]));
const { loadPyodide } = await import(path.resolve("node_modules/pyodide/pyodide.mjs"));
// As worker.js: the static region back from the wasm's own data segments.
const py = await withStaticRegion(snapshot, manifest.static_bytes, manifest.static_sha256, () =>
  loadPyodide({
    indexURL: path.resolve("node_modules/pyodide") + "/",
    stdLibURL: empty, // as the worker: the snapshot start reads nothing of the stdlib
    _loadSnapshot: snapshot,
    stdout: () => {},
  }),
);
py.FS.writeFile(manifest.wheel_at, fs.readFileSync(path.join(dir, manifest.wheel)));
const out = py.runPython(`
import json, random, sys
frozen = random.random()
random.seed()
from engine import random_code
import engine.solver
json.dumps({"frozen": frozen, "reseeded": random.random(), "code": str(random_code("crescent")),
            "hash": hash("crescent"), "preloaded": "engine.board.session" in sys.modules})
`);
fs.rmSync(path.dirname(empty), { recursive: true });
console.log(out);
