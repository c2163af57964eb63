// Restores the site's memory snapshot under Node and reads its free memory before anything runs:
// every free dlmalloc chunk is taken by malloc (the footprint limit keeps it from growing the
// heap) and its bytes counted; prints {"free": bytes, "nonzero": bytes that are not 0}.
//   node free_memory.mjs <site>/pyodide
import path from "node:path";

import { restore } from "./restored.mjs";

const dir = path.resolve(process.argv[2]);
const { py } = await restore(dir);
const M = py._module;
M._malloc_set_footprint_limit(M._malloc_footprint());
let free = 0;
let nonzero = 0;
for (let size = 1 << 24; size >= 64; ) {
  const at = M._malloc(size);
  if (!at) {
    size >>= 1;
    continue;
  }
  free += size;
  // dlmalloc's own links in a free chunk (fd, bk, tree pointers: 24 bytes) are not garbage.
  for (let i = at + 24; i < at + size; i++) if (M.HEAPU8[i] !== 0) nonzero++;
}
console.log(JSON.stringify({ free, nonzero }));
