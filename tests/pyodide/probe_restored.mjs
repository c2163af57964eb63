// Restores the site's memory snapshot under Node as worker.js does (an empty zip at the stdlib's
// path: the fast start fetches none of the stdlib) and runs web/stdlib_probe.py on it (every
// board session and the verdict), then imports the extra module named, if any;
// prints {"ok": true, "modules": N} or {"ok": false, "error": "..."}.
//   node probe_restored.mjs <site>/pyodide <puzzles.json> <catalog.mo> [module]
import fs from "node:fs";
import path from "node:path";

import { restore } from "./restored.mjs";

const [dir, puzzles, catalog] = process.argv.slice(2, 5).map((p) => path.resolve(p));
const extra = process.argv[5] || "";
const { py, manifest } = await restore(dir);
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
console.log(out);
