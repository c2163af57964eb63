// Runs the tests of the runtime package inside Pyodide (the Python the in-page game runs on), under
// Node: the engine's (tests/engine), the solver's (tests/solver, without test_study.py and
// test_executor.py: the study is a build-time batch job on a process pool or a Dask cluster, which
// Pyodide has not, and never runs in the page)
// and the board session's and the puzzle board's (tests/play).
//
//   node tests/pyodide/run_engine_tests.mjs WHEEL_DIR RESULTS_JSON PYTEST_ARGS...
//
// WHEEL_DIR holds pure-Python wheels of pytest and hypothesis (./dev test fetches them from PyPI);
// they are unpacked into Pyodide's site-packages, so nothing is fetched from a CDN. PYTEST_ARGS
// choose the tests (tests/pyodide/test_engine_in_pyodide.py passes them); RESULTS_JSON receives
// {"python": version, "results": {node id: [outcome, report]}}, one entry per test, which that
// file reports one pytest item per test.
import { loadPyodide } from "pyodide";
import fs from "node:fs";
import path from "node:path";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "../..");
const wheelDir = path.resolve(process.argv[2]);
const resultsPath = path.resolve(process.argv[3]);
const pytestArgs = process.argv.slice(4);

function copyTree(py, src, dst, keep = (name) => name.endsWith(".py")) {
  py.FS.mkdirTree(dst);
  for (const entry of fs.readdirSync(src, { withFileTypes: true })) {
    if (entry.name === "__pycache__") continue;
    const s = path.join(src, entry.name);
    const d = `${dst}/${entry.name}`;
    if (entry.isDirectory()) copyTree(py, s, d, keep);
    else if (keep(entry.name)) py.FS.writeFile(d, fs.readFileSync(s));
  }
}

const py = await loadPyodide();
const site = py.runPython("import site; site.getsitepackages()[0]");
for (const name of fs.readdirSync(wheelDir).filter((n) => n.endsWith(".whl"))) {
  py.FS.writeFile(`/tmp/${name}`, fs.readFileSync(path.join(wheelDir, name)));
  py.runPython(`import zipfile; zipfile.ZipFile("/tmp/${name}").extractall("${site}")`);
}
const work = "/home/pyodide/work";
// The package with its README (doctests), the tests, and the won records and study results the
// solver tests replay.
copyTree(py, path.join(root, "engine"), `${work}/engine`, (n) => /\.(py|md)$/.test(n));
for (const dir of ["engine", "solver", "play"]) {
  copyTree(py, path.join(root, "tests", dir), `${work}/tests/${dir}`);
}
copyTree(py, path.join(root, "docs/records"), `${work}/docs/records`, (n) => n.endsWith(".txt"));
copyTree(py, path.join(root, "docs/study"), `${work}/docs/study`, (n) => /\.jsonl?$/.test(n));
// The puzzle board's tests (tests/play/test_puzzle_session.py): the committed puzzles and the
// catalogs, which the tests compile to .mo themselves (tests/play/po.py).
copyTree(py, path.join(root, "docs/puzzles"), `${work}/docs/puzzles`, (n) => n.endsWith(".json"));
copyTree(py, path.join(root, "locales"), `${work}/locales`, (n) => n.endsWith(".po"));
py.FS.writeFile(`${work}/tests/__init__.py`, "");
py.globals.set("pytest_args", py.toPy(pytestArgs));
const code = py.runPython(`
import json, os, sys
os.chdir("${work}")
sys.path.insert(0, "${work}")
import pytest


class Recorder:
    \"\"\"Each test's outcome: failed or skipped in any phase, else passed once its call ran.\"\"\"

    def __init__(self):
        self.results = {}

    def pytest_runtest_logreport(self, report):
        if report.failed or report.skipped:
            outcome = "failed" if report.failed else "skipped"
            if self.results.get(report.nodeid, ["passed"])[0] == "passed":
                self.results[report.nodeid] = [outcome, report.longreprtext]
        elif report.when == "call":
            self.results.setdefault(report.nodeid, ["passed", ""])


recorder = Recorder()
code = pytest.main(
    ["-q", "-p", "no:cacheprovider", "--rootdir", "${work}", *pytest_args], plugins=[recorder]
)
with open("/tmp/results.json", "w") as out:
    json.dump({"python": sys.version.split()[0], "results": recorder.results}, out)
int(code)
`);
fs.writeFileSync(resultsPath, py.FS.readFile("/tmp/results.json"));
process.exit(Number(code));
