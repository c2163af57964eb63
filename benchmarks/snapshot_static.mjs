// Restores a snapshot whose static region is XORed with the wasm's initial memory, undoing the
// XOR in the snapshot's buffer when Pyodide instantiates the wasm (after instantiation, before
// its restoreSnapshot copies the buffer into memory); then checks the undone buffer is the
// original and starts a board.   node snapshot_static.mjs <site>/pyodide <dir> <region bytes>
import fs from "node:fs";
import path from "node:path";

const [folder, dir, regionArg] = process.argv.slice(2);
const region = Number(regionArg);
const snapshot = new Uint8Array(fs.readFileSync(path.join(dir, "xored.bin")));
const header = new Uint32Array(snapshot.buffer, snapshot.byteOffset, 2)[1];

function memoryOf(instance, imports) {
  for (const v of Object.values(instance.exports)) if (v instanceof WebAssembly.Memory) return v;
  for (const ns of Object.values(imports || {})) {
    for (const v of Object.values(ns)) if (v instanceof WebAssembly.Memory) return v;
  }
  throw new Error("the instance has no memory");
}

function undo(instance, imports) {
  const fresh = new Uint8Array(memoryOf(instance, imports).buffer, 0, region);
  const body = snapshot.subarray(header, header + region);
  for (let i = 0; i < region; i++) body[i] ^= fresh[i];
}

const original = WebAssembly.instantiate;
const streaming = WebAssembly.instantiateStreaming;
WebAssembly.instantiate = async (source, imports) => {
  const made = await original.call(WebAssembly, source, imports);
  undo(made.instance || made, imports);
  return made;
};
if (streaming) {
  WebAssembly.instantiateStreaming = async (source, imports) => {
    const made = await streaming.call(WebAssembly, source, imports);
    undo(made.instance, imports);
    return made;
  };
}
const empty = path.join(dir, "empty.zip");
fs.writeFileSync(empty, Buffer.from([0x50, 0x4b, 0x05, 0x06, ...new Array(18).fill(0)]));
const { loadPyodide } = await import(path.resolve("node_modules/pyodide/pyodide.mjs"));
const t0 = performance.now();
const py = await loadPyodide({
  indexURL: path.resolve("node_modules/pyodide") + "/",
  stdLibURL: empty,
  _loadSnapshot: snapshot,
  stdout: () => {},
});
const ms = Math.round(performance.now() - t0);
WebAssembly.instantiate = original;
if (streaming) WebAssembly.instantiateStreaming = streaming;
const same = Buffer.compare(Buffer.from(snapshot), fs.readFileSync(path.join(dir, "original.bin")));
const manifest = JSON.parse(fs.readFileSync(path.join(folder, "start.json"), "utf8"));
py.FS.writeFile(manifest.wheel_at, fs.readFileSync(path.join(folder, manifest.wheel)));
const board = py.runPython(`
import json
from engine.board.session import Session
from engine.registry import games
json.dumps(sorted(Session(games()[0].name).handle({"op": "start", "code": games()[0].example})))
`);
console.log(`undone image identical to the original: ${same === 0}; restored in ${ms} ms; board keys ${board}`);
process.exit(same === 0 ? 0 : 1);
