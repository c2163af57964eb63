// Build-time half of the instant board (run by bundle.py under Node, with the pinned Pyodide):
//
//   FAST_START="<pyodide dir>|<wheel>|<out dir>|<probe>|<puzzles>|<catalog>" node --input-type=module -e "await import('<this file>')"
//
// (inputs from the environment and the script imported from -e, so that Node's argv is empty:
// Emscripten copies argv[1] into the interpreter as its program path, and nothing of the build
// machine belongs in the snapshot);
// writes into <out dir>:
//   stdlib.zip     the runtime's python_stdlib.zip cut to the modules the game imports (found
//                  by running stdlib_probe.py: every board session and the verdict, on one
//                  puzzle of each kind and game <puzzles>, in English and with <catalog>), each
//                  compiled to .pyc inside Pyodide itself (same interpreter, same magic number),
//                  so an ordinary start and every later import skip compiling from source;
//   snapshot.bin   a memory snapshot (Pyodide's private _makeSnapshot / makeMemorySnapshot) of an
//                  interpreter started on that stdlib with the engine and everything the Play
//                  board and the puzzle board import at start already imported, and every
//                  standard-library module the game imports later too (the probe's), so a
//                  restored interpreter reads nothing of the stdlib zip: the worker's fast start
//                  mounts an empty one (issue 31: the 1.7 MB zip is fetched only by the ordinary
//                  start); its free memory zeroed (dlmalloc keeps freed bytes as they were:
//                  garbage that compresses badly);
//   info.json      the runtime's build id (the snapshot header carries it too) and the heap size.
//
// Constraints of the snapshot (pyodide 314.0.7, checked): no loadPackage before it (the wheel
// goes on sys.path as a zip instead, written again at the same path after a restore: the file
// system is not in the snapshot, zipimport's index of it is); the heap must stay within
// Pyodide's 30 MiB limit; the hash seed is fixed (PYTHONHASHSEED=0: whatever is frozen is the
// same for every visitor anyway) and the worker reseeds `random` after a restore.
import fs from "node:fs";
import path from "node:path";

const [pyodideDir, wheelPath, outDir, probePath, puzzlesPath, catalogPath] =
  process.env.FAST_START.split("|");
const HEAP_LIMIT = 30 * 1024 * 1024;
const WHEEL_AT = "/tmp/solitaire_engine.whl";

const { loadPyodide } = await import(path.resolve(pyodideDir, "pyodide.mjs"));

// dlmalloc's free chunks keep the bytes of what was freed (Python has no pymalloc here: every
// object is a dlmalloc chunk): each is taken once by malloc, zeroed and freed again, so the
// snapshot holds zeros there, which compress to nothing. The footprint limit keeps malloc from
// asking for more memory (the snapshot's size is the memory's).
function zeroFreeMemory(M) {
  const before = M.HEAP8.length;
  M._malloc_set_footprint_limit(M._malloc_footprint());
  const taken = [];
  for (let size = 1 << 24; size >= 8; ) {
    const at = M._malloc(size);
    if (at) {
      M.HEAPU8.fill(0, at, at + size);
      taken.push(at);
    } else size >>= 1;
  }
  for (const at of taken) M._free(at);
  M._malloc_set_footprint_limit(-1);
  if (M.HEAP8.length !== before) throw new Error("zeroing the free memory grew the heap");
}
const indexURL = path.resolve(pyodideDir) + "/";
const quiet = { stdout: () => {}, stderr: (s) => process.stderr.write(s + "\n") };

// 1. The precompiled stdlib, made by the runtime it is for, with only the modules the game
// imports (issue 31): every board session and the verdict are run once on the whole standard
// library (stdlib_probe.py), and what they imported is kept, with the runtime's own packages
// (pyodide, _pyodide: its start and loadPackage, the ordinary start's) and every package's
// __init__ on the way. tests/pyodide/test_trimmed_stdlib.py runs the same probe on the result.
const plain = await loadPyodide({ indexURL, ...quiet });
// The ordinary start's own imports (the wheel installed as the worker's loadPackage does).
await plain.loadPackage(path.resolve(wheelPath), { messageCallback: () => {} });
plain.FS.writeFile("/tmp/stdlib_probe.py", fs.readFileSync(probePath));
plain.FS.writeFile("/tmp/probe_puzzles.json", fs.readFileSync(puzzlesPath));
plain.FS.writeFile("/tmp/probe_catalog.mo", fs.readFileSync(catalogPath));
plain.runPython(`
import importlib._bootstrap_external as ext, importlib.util, json, sys, zipfile
sys.path.insert(0, "/tmp")
_start = set(sys.modules)  # the runtime's start and loadPackage: the snapshot's own start has them
import stdlib_probe
imported = stdlib_probe.probe(
    json.load(open("/tmp/probe_puzzles.json")), open("/tmp/probe_catalog.mo", "rb").read()
)
STDLIB = "/lib/python314.zip"
with zipfile.ZipFile(STDLIB) as src:
    names = set(src.namelist())
    keep = {n for n in names if n.startswith(("pyodide/", "_pyodide/"))}
    for module in imported:
        parts = module.split(".")
        for i in range(1, len(parts) + 1):
            base = "/".join(parts[:i])
            keep |= {base + ".py", base + "/__init__.py"} & names
    with zipfile.ZipFile("/tmp/stdlib.zip", "w", zipfile.ZIP_DEFLATED) as dst:
        for name in sorted(keep):
            data = src.read(name)
            if name.endswith(".py"):
                code = compile(data, f"{STDLIB}/{name}", "exec", dont_inherit=True)
                data = bytes(ext._code_to_hash_pyc(code, importlib.util.source_hash(data), checked=False))
                name += "c"
            info = zipfile.ZipInfo(name, (1980, 1, 1, 0, 0, 0))
            info.compress_type = zipfile.ZIP_DEFLATED
            info.external_attr = 0o644 << 16
            dst.writestr(info, data)
`);
const stdlib = plain.FS.readFile("/tmp/stdlib.zip");
// What the game imports after its start, of the standard library (the engine's own modules come
// from the wheel, which the worker writes back after a restore).
const later = plain.runPython(
  'json.dumps([m for m in sorted(set(imported) - _start) if m.split(".")[0] not in ("engine", "stdlib_probe")])',
);
fs.mkdirSync(outDir, { recursive: true });
fs.writeFileSync(path.join(outDir, "stdlib.zip"), stdlib);

// 2. The snapshot, on that stdlib (zipimport keeps the archive's index in memory, so the restore
// must mount the very same file).
const stdLibURL = path.resolve(outDir, "stdlib.zip");
const py = await loadPyodide({
  indexURL,
  stdLibURL,
  _makeSnapshot: true,
  env: { PYTHONHASHSEED: "0" },
  ...quiet,
});
py.FS.writeFile(WHEEL_AT, fs.readFileSync(wheelPath));
py.globals.set("_wheel", WHEEL_AT);
py.globals.set("_puzzles", fs.readFileSync(puzzlesPath, "utf8"));
py.runPython(`
import sys
sys.path.insert(0, _wheel)
import json
import random
from engine.board.puzzle import PuzzleSession
from engine.board.session import Session
from engine.registry import games

# Draw one board of each game and open one puzzle of each game and kind, so what the first board
# or puzzle imports lazily is in memory too: a module imported after the restore is compiled
# from the wheel's source in the reader's browser (the puzzle board's imports, the solver and
# the puzzles' checks, took about a second of its start when they were left out; issue 31).
for _game in games():
    Session(_game.name).handle({"op": "start", "code": _game.example})
for _puzzle in json.loads(_puzzles):
    PuzzleSession(_puzzle["game"]).handle({"op": "puzzle", "puzzle": _puzzle})
del _game, _puzzle
random.seed(0)  # the worker reseeds it from the system's entropy after every restore
`);
py.globals.delete("_wheel");
py.globals.delete("_puzzles");
// The standard library the game imports later, imported now; then what the game does not need
// dropped, so nothing of the stdlib zip is read after a restore (zipimport's index of it, kept in
// memory, is dropped too: a module missing here is a clean ImportError on the empty zip the
// worker mounts, never a read at a stale offset; tests/pyodide/test_snapshot.py runs every
// session and the verdict on it).
py.globals.set("_later", later);
py.runPython(`
import gc, importlib, json, linecache, sys, zipimport
for _name in json.loads(_later):
    importlib.import_module(_name)
del _name, _later
linecache.clearcache()
zipimport._zip_directory_cache.clear()
sys.path_importer_cache.clear()
importlib.invalidate_caches()
gc.collect()
`);
zeroFreeMemory(py._module);
const heap = py._module.HEAP8.length;
if (heap > HEAP_LIMIT) {
  console.error(`snapshot heap ${heap} bytes is over Pyodide's ${HEAP_LIMIT}-byte limit`);
  process.exit(2);
}
const snapshot = py.makeMemorySnapshot();
fs.writeFileSync(path.join(outDir, "snapshot.bin"), snapshot);
const buildId = Array.from(new Uint32Array(snapshot.buffer, snapshot.byteOffset + 16, 8), (n) =>
  n.toString(16).padStart(8, "0"),
).join("");
fs.writeFileSync(
  path.join(outDir, "info.json"),
  JSON.stringify({ build_id: buildId, heap, wheel_at: WHEEL_AT }),
);
