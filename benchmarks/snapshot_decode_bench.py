"""How long the page takes to fetch and decode the snapshot, per codec, in Debian's chromium
(playwright) against 127.0.0.1 (issue 31: the snapshot in Zstandard, decoded by fzstd, where
it was gzip, decoded by the browser's own DecompressionStream).

    python benchmarks/snapshot_decode_bench.py --site-dir DIR [--runs 5]

Serves, from a temporary folder: the site's snapshot (start-<key>.snapshot.zst), the same image
gzipped at level 6 as the site shipped it before, and the site's pyodide/fzstd.js; then, in one
page, back to back, each run: Zstandard decoded as it downloads (worker.js's way: fzstd's
Decompress fed from the body's reader), Zstandard decoded once downloaded (fzstd.decompress), and
gzip through DecompressionStream. Prints the fastest and the median of each, in ms. The machine
must be quiet (load average below 1) for figures worth comparing.
"""

from __future__ import annotations

import argparse
import gzip
import json
import shutil
import statistics
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from benchmarks.served import launch, serve  # noqa: E402
from benchmarks.snapshot_static import image_of  # noqa: E402

PAGE = "<!doctype html><meta charset=utf-8><title>decode</title><script src=fzstd.js></script>"
# One run of the three ways; each fetch is a new request (no-store), so each pays its download.
RUN = """async () => {
  const get = (name) => fetch(name, { cache: 'no-store' });
  const out = {};
  let t = performance.now();
  const parts = [];
  let size = 0;
  const stream = new fzstd.Decompress((block) => { parts.push(block); size += block.length; });
  const reader = (await get('snapshot.zst')).body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    stream.push(value, false);
  }
  stream.push(new Uint8Array(0), true);
  const whole = new Uint8Array(size);
  let at = 0;
  for (const part of parts) { whole.set(part, at); at += part.length; }
  out['zstd, decoded as it downloads (fzstd Decompress)'] = performance.now() - t;
  t = performance.now();
  const once = fzstd.decompress(new Uint8Array(await (await get('snapshot.zst')).arrayBuffer()));
  out['zstd, decoded once downloaded (fzstd.decompress)'] = performance.now() - t;
  t = performance.now();
  const body = (await get('snapshot.gz')).body.pipeThrough(new DecompressionStream('gzip'));
  const inflated = new Uint8Array(await new Response(body).arrayBuffer());
  out['gzip -6 (DecompressionStream)'] = performance.now() - t;
  if (whole.length !== once.length || once.length !== inflated.length) throw new Error('sizes');
  return out;
}"""


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__)
    p.add_argument("--site-dir", type=Path, required=True)
    p.add_argument("--runs", type=int, default=5)
    args = p.parse_args()
    from playwright.sync_api import sync_playwright

    folder = args.site_dir / "pyodide"
    manifest = json.loads((folder / "start.json").read_text(encoding="utf-8"))
    with tempfile.TemporaryDirectory() as tmp:
        here = Path(tmp)
        shutil.copyfile(folder / manifest["snapshot"], here / "snapshot.zst")
        image = image_of(folder / manifest["snapshot"])
        (here / "snapshot.gz").write_bytes(gzip.compress(image, compresslevel=6, mtime=0))
        shutil.copyfile(folder / "fzstd.js", here / "fzstd.js")
        (here / "index.html").write_text(PAGE, encoding="utf-8")
        server, base = serve(here)
        times: dict[str, list[float]] = {}
        with sync_playwright() as pw:
            browser = launch(pw)
            page = browser.new_page()
            page.goto(f"{base}/index.html")
            for _ in range(args.runs):
                for name, ms in page.evaluate(RUN).items():
                    times.setdefault(name, []).append(ms)
            browser.close()
        server.shutdown()
    print(f"{len(image) / 1e6:.1f} MB image, {args.runs} runs (ms): fastest / median")
    for name, values in times.items():
        print(f"| {name} | {min(values):.0f} / {statistics.median(values):.0f} |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
