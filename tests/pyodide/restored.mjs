// The site's memory snapshot restored under Node the way worker.js restores it: the static
// decoded (Zstandard, fzstd), its region back from the wasm's own data segments (staticregion.js) and an empty zip at the
// stdlib's path (the fast start reads none of the stdlib).  Shared by restore_snapshot.mjs,
// probe_restored.mjs and free_memory.mjs.
import fs from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";

import { withStaticRegion } from "../../web/assets/javascripts/staticregion.js";

// The snapshot's decoder, the pinned npm package the site's pyodide/fzstd.js is copied from.
const fzstd = createRequire(import.meta.url)("fzstd");

// The end-of-central-directory record alone: a valid zip with nothing in it.
const EMPTY_ZIP = Buffer.from([0x50, 0x4b, 0x05, 0x06, ...new Array(18).fill(0)]);

/** Pyodide restored from `dir` (<site>/pyodide), with the site's manifest (start.json). */
export async function restore(dir) {
  const manifest = JSON.parse(fs.readFileSync(path.join(dir, "start.json"), "utf8"));
  const snapshot = fzstd.decompress(new Uint8Array(fs.readFileSync(path.join(dir, manifest.snapshot))));
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "restored-"));
  const empty = path.join(tmp, "empty.zip");
  fs.writeFileSync(empty, EMPTY_ZIP);
  const { loadPyodide } = await import(path.resolve("node_modules/pyodide/pyodide.mjs"));
  try {
    const py = await withStaticRegion(snapshot, manifest.static_bytes, manifest.static_sha256, () =>
      loadPyodide({
        indexURL: path.resolve("node_modules/pyodide") + "/",
        stdLibURL: empty,
        _loadSnapshot: snapshot,
        stdout: () => {},
      }),
    );
    return { py, manifest };
  } finally {
    fs.rmSync(tmp, { recursive: true });
  }
}
