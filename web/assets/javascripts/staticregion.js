// The snapshot's static region arrives XORed with the wasm's own data segments (bundle.py,
// build_tools/site/exports/static_region.py: those bytes are in pyodide.asm.wasm already). The
// XOR is undone in the snapshot's buffer right after Pyodide instantiates the wasm, when the
// instance's memory holds exactly those segments and before Pyodide copies the buffer into it,
// once that memory has the SHA-256 start.json names. Nothing may throw there (Pyodide's
// instantiation hook only logs an error and never settles): a mismatch or any failure clears the
// snapshot's magic number instead, so Pyodide's restore rejects it and worker.js falls back to
// the ordinary start.

function memoryOf(instance, imports) {
  for (const value of Object.values(instance.exports || {})) {
    if (value instanceof WebAssembly.Memory) return value;
  }
  for (const names of Object.values(imports || {})) {
    for (const value of Object.values(names || {})) {
      if (value instanceof WebAssembly.Memory) return value;
    }
  }
  return null; // e.g. Pyodide's small helper module, instantiated before the runtime
}

async function undo(snapshot, region, sha256, memory) {
  // The XOR is undone only with the very memory it was made with (its digest in start.json).
  const fresh = new Uint8Array(memory.buffer, 0, region).slice();
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", fresh));
  if (Array.from(digest, (b) => b.toString(16).padStart(2, "0")).join("") !== sha256) return false;
  const header = new Uint32Array(snapshot.buffer, snapshot.byteOffset, 2)[1];
  const body = snapshot.subarray(header, header + region);
  for (let i = 0; i < region; i++) body[i] ^= fresh[i];
  return true;
}

// Runs `start` (a loadPyodide call) with WebAssembly's instantiation wrapped so that the
// snapshot (a promise of its bytes) gets its static region back; the wrapping ends with it.
export async function withStaticRegion(snapshot, region, sha256, start) {
  const { instantiate, instantiateStreaming } = WebAssembly;
  let done = false;
  const after = async (made, imports) => {
    // Only the runtime's instance: the first with a memory that holds the region.
    const memory = memoryOf(made.instance || made, imports);
    if (done || !memory || memory.buffer.byteLength < region) return made;
    done = true;
    let data = null;
    try {
      data = await snapshot; // (a failed snapshot has rejected loadPyodide already)
      if (!(await undo(data, region, sha256, memory))) data.fill(0, 0, 4); // no magic number:
    } catch {
      if (data) data.fill(0, 0, 4); // Pyodide's restore rejects the snapshot
    }
    return made;
  };
  WebAssembly.instantiate = async (source, imports) =>
    after(await instantiate.call(WebAssembly, source, imports), imports);
  if (instantiateStreaming) {
    WebAssembly.instantiateStreaming = async (source, imports) =>
      after(await instantiateStreaming.call(WebAssembly, source, imports), imports);
  }
  try {
    return await start();
  } finally {
    WebAssembly.instantiate = instantiate;
    if (instantiateStreaming) WebAssembly.instantiateStreaming = instantiateStreaming;
  }
}
