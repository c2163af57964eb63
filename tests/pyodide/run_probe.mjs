// Runs web/stdlib_probe.py (every board session and the verdict) in Pyodide under Node, started
// the ordinary way on a given standard library zip, the site's engine wheel installed by
// loadPackage as the worker's ordinary start does;
// prints {"ok": true, "modules": N} or {"ok": false, "error": "..."}.
//   node run_probe.mjs <stdlib.zip> <wheel> <puzzles.json> <catalog.mo>
import fs from "node:fs";
import path from "node:path";

const [stdlib, wheel, puzzles, catalog] = process.argv.slice(2).map((p) => path.resolve(p));
const { loadPyodide } = await import(path.resolve("node_modules/pyodide/pyodide.mjs"));
const py = await loadPyodide({
  indexURL: path.resolve("node_modules/pyodide") + "/",
  stdLibURL: stdlib,
  stdout: () => {},
});
py.FS.writeFile("/tmp/stdlib_probe.py", fs.readFileSync("web/stdlib_probe.py"));
py.FS.writeFile("/tmp/puzzles.json", fs.readFileSync(puzzles));
py.FS.writeFile("/tmp/catalog.mo", fs.readFileSync(catalog));
let out;
try {
  await py.loadPackage(wheel, { messageCallback: () => {}, errorCallback: () => {} });
  out = py.runPython(`
import json, sys, traceback
sys.path.insert(0, "/tmp")
try:
    import stdlib_probe
    found = stdlib_probe.probe(json.load(open("/tmp/puzzles.json")), open("/tmp/catalog.mo", "rb").read())
    result = {"ok": True, "modules": len(found)}
except ImportError as err:
    result = {"ok": False, "error": f"{type(err).__name__}: {err}"}
json.dumps(result)
`);
} catch (err) {
  out = JSON.stringify({ ok: false, error: String(err.message || err).slice(-500) });
}
console.log(out);
