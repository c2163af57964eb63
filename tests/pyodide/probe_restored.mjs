// Restores the site's memory snapshot under Node as worker.js does (an empty zip at the stdlib's
// path: the fast start fetches none of the stdlib) and runs web/stdlib_probe.py on it (every
// board session and the verdict), then imports the extra module named, if any;
// prints {"ok": true, "modules": N} or {"ok": false, "error": "..."}.
//   node probe_restored.mjs <site>/pyodide <puzzles.json> <catalog.mo> [module]
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";

import { withStaticRegion } from "../../web/assets/javascripts/staticregion.js";

const [dir, puzzles, catalog] = process.argv.slice(2, 5).map((p) => path.resolve(p));
const extra = process.argv[5] || "";
const manifest = JSON.parse(fs.readFileSync(path.join(dir, "start.json"), "utf8"));
const snapshot = new Uint8Array(zlib.gunzipSync(fs.readFileSync(path.join(dir, manifest.snapshot))));
const empty = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "restored-")), "empty.zip");
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
py.FS.writeFile(manifest.wheel_at, fs.readFileSync(path.join(dir, manifest.wheel)));
py.FS.writeFile("/tmp/stdlib_probe.py", fs.readFileSync("web/stdlib_probe.py"));
py.FS.writeFile("/tmp/puzzles.json", fs.readFileSync(puzzles));
py.FS.writeFile("/tmp/catalog.mo", fs.readFileSync(catalog));
py.globals.set("_extra", extra);
const out = py.runPython(`
import importlib, json, sys
sys.path.insert(0, "/tmp")
try:
    import stdlib_probe
    found = stdlib_probe.probe(json.load(open("/tmp/puzzles.json")), open("/tmp/catalog.mo", "rb").read())
    if _extra:
        importlib.import_module(_extra)
    result = {"ok": True, "modules": len(found)}
except ImportError as err:
    result = {"ok": False, "error": f"{type(err).__name__}: {err}"}
json.dumps(result)
`);
fs.rmSync(path.dirname(empty), { recursive: true });
console.log(out);
