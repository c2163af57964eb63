// Restores the site's memory snapshot under Node the way worker.js does, and prints what the
// frozen state looks like: `random`'s state before and after the worker's reseed, a new deal code
// and the hash of a string; and the modules a first board and a first puzzle of each kind still
// had to import after the restore (each compiled from the wheel's source in the reader's
// browser).   node restore_snapshot.mjs <site>/pyodide
import fs from "node:fs";
import path from "node:path";

import { restore } from "./restored.mjs";

const dir = path.resolve(process.argv[2]);
const { py, manifest } = await restore(dir);
py.FS.writeFile(manifest.wheel_at, fs.readFileSync(path.join(dir, manifest.wheel)));
const boards = ["crescent", "forty-thieves"].map((slug) =>
  JSON.parse(fs.readFileSync(path.join(dir, "..", "en", "puzzles", `${slug}-board.json`), "utf8")),
);
py.globals.set("_boards", JSON.stringify(boards));
const late = py.runPython(`
import json, random, sys
_frozen = random.random()  # before anything else runs
_before = set(sys.modules)
from engine.board.puzzle import PuzzleSession
from engine.board.session import Session
for _board in json.loads(_boards):
    Session(_board["game"]).handle({"op": "start"})
    _kinds = {}
    for _p in _board["puzzles"]:
        _kinds.setdefault(_p["kind"], _p)
    for _p in _kinds.values():
        PuzzleSession(_p["game"]).handle({"op": "puzzle", "puzzle": _p})
json.dumps(sorted(set(sys.modules) - _before))
`);
const out = py.runPython(`
import json, random, sys
frozen = _frozen
random.seed()
from engine import random_code
import engine.solver
json.dumps({"frozen": frozen, "reseeded": random.random(), "code": str(random_code("crescent")),
            "hash": hash("crescent"), "preloaded": "engine.board.session" in sys.modules})
`);
console.log(JSON.stringify({ ...JSON.parse(out), late: JSON.parse(late) }));
