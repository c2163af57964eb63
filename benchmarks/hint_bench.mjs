// Hint time inside Pyodide (the Python the in-page game runs), under Node, from the site's wheel.
//
//   node benchmarks/hint_bench.mjs [SITE_DIR]
//
// Loads site/pyodide/solitaire_engine-*.whl (built by `python -m build_tools build`), starts a
// Session per game on a few deal codes and times its hint call (budget and time limit as the page
// uses them). Prints each time and the median.
import { loadPyodide } from "pyodide";
import fs from "node:fs";
import path from "node:path";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
const siteDir = path.resolve(process.argv[2] ?? path.join(root, "site"));
const wheel = fs.readdirSync(path.join(siteDir, "pyodide")).find((n) => n.endsWith(".whl"));
const py = await loadPyodide();
const site = py.runPython("import site; site.getsitepackages()[0]");
py.FS.writeFile(`/tmp/${wheel}`, fs.readFileSync(path.join(siteDir, "pyodide", wheel)));
py.runPython(`import zipfile; zipfile.ZipFile("/tmp/${wheel}").extractall("${site}")`);
const out = py.runPython(`
import statistics, sys, time
from engine.board.session import Session, HINT_BUDGET, HINT_SECONDS
rows = []
for game, codes in [("crescent", ["CR1-N-AAAAAAB", "CR1-N-AAAAAAC", "CR1-N-AAAAAAD", "CR1-N-AAAAAAE"]),
                    ("forty_thieves", ["FT1-N-AAAAAAB", "FT1-N-AAAAAAC", "FT1-N-AAAAAAD", "FT1-N-AAAAAAE"])]:
    times = []
    for code in codes:
        s = Session(game)
        s.handle({"op": "start", "code": code})
        t = time.perf_counter()
        answer = s.handle({"op": "hint"})
        times.append(time.perf_counter() - t)
        rows.append(f"{code}: {times[-1]:.2f} s, wins={answer.get('wins')}")
    rows.append(f"{game}: median {statistics.median(times):.2f} s, max {max(times):.2f} s")
f"Pyodide Python {sys.version.split()[0]}; budget {HINT_BUDGET} positions or {HINT_SECONDS} s\\n" + "\\n".join(rows)
`);
console.log(out);
