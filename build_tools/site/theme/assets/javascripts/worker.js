// The engine in a Web Worker, so the page never freezes: Pyodide from the site's own
// /pyodide/ folder, the engine wheel registered in its pyodide-lock.json, and the page
// language's catalog (messages.mo, compiled from the same .po as the pages).
// Messages: {id, init: {root, game, lang, catalog}} then {id, request: {...}}; answers {id, result}
// or {id, error}.
let handle = null;

async function init({ root, game, lang, catalog }) {
  // The catalog downloads while the runtime starts.
  const words = catalog
    ? fetch(catalog).then((r) => (r.ok ? r.arrayBuffer() : null))
    : Promise.resolve(null);
  const { loadPyodide } = await import(`${root}pyodide/pyodide.mjs`);
  const py = await loadPyodide({ indexURL: `${root}pyodide/` });
  await py.loadPackage("solitaire-engine", { messageCallback: () => {} });
  let path = "";
  const bytes = await words;
  if (bytes) {
    py.FS.writeFile("/tmp/messages.mo", new Uint8Array(bytes));
    path = "/tmp/messages.mo";
  }
  py.globals.set("_game", game);
  py.globals.set("_lang", lang);
  py.globals.set("_catalog_path", path);
  handle = py.runPython(`
import json
from engine.board.session import Session

def _make():
    data = open(_catalog_path, "rb").read() if _catalog_path else None
    session = Session(_game, _lang, data)
    return lambda text: json.dumps(session.handle(json.loads(text)))

_make()
`);
}

self.onmessage = async (event) => {
  const { id, init: setup, request } = event.data;
  try {
    if (setup) {
      await init(setup);
      self.postMessage({ id, result: { ready: true } });
    } else {
      const started = performance.now();
      const result = JSON.parse(handle(JSON.stringify(request)));
      result.worker_ms = performance.now() - started;
      self.postMessage({ id, result });
    }
  } catch (err) {
    self.postMessage({ id, error: String(err && err.message ? err.message : err) });
  }
};
