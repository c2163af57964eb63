"""Does a returning reader's engine start hit Chromium's WebAssembly code cache? (issue 31)

A first visit and ``--returns`` returns ``--wait`` seconds apart, in one persistent profile, each a
browse page's Solve of the only-move puzzle with its answer made at once (start_bench.py's
browse visit, the storage emptied: a returning reader with no puzzle tried). Each visit is traced
(the devtools protocol's Tracing) until ``--tail`` seconds after the puzzle is solved, and prints:

* Blink's code-cache events for the runtime's wasm (third_party/blink/.../
  v8_wasm_response_extensions.cc): ``v8.wasm.compiledModule`` (V8 says more functions can be
  serialized), ``v8.wasm.cachedModule`` (the cache written, its size), ``v8.wasm.moduleCacheHit``
  (a cache read at the start, its size), ``v8.wasm.moduleCacheInvalid``;
* V8's compile work: ``wasm.CompileLazy`` (Liftoff, on first call, in the engine's worker: on
  the start's path), ``wasm.TopTierCompilation`` (TurboFan, in the background: it competes with
  the start for the cores);
* the profile's ``Code Cache/wasm`` folder (72 bytes: its empty index) and the press -> the
  answer applied (ms).

``--flags`` passes V8 flags to chromium (``--js-flags``), e.g. ``--wasm-caching-threshold=1000
--wasm-caching-timeout-ms=0`` to see what a cache would change: V8 writes the cache only once
``--wasm-caching-threshold`` bytes of top-tier code (1 MB by default) have been compiled since
the last write, and then only after ``--wasm-caching-timeout-ms`` without new top-tier code.

    python benchmarks/wasm_cache_check.py --site-dir DIR [--returns 2] [--wait 3] [--tail 4]
                                          [--flags "..."] [--compress]
"""

from __future__ import annotations

import argparse
import atexit
import json
import shutil
import sys
import tempfile
import time
from collections import Counter, defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from benchmarks import cdp_threads  # noqa: E402
from benchmarks.served import CHROMIUM, CHROMIUM_ARGS, serve  # noqa: E402
from benchmarks.start_bench import ONLY_MOVE, PROBE, browse_once  # noqa: E402

CATEGORIES = [
    "disabled-by-default-devtools.timeline",
    "v8.wasm",
    "disabled-by-default-v8.wasm.detailed",
]
CACHE_EVENTS = (
    "v8.wasm.compiledModule",
    "v8.wasm.cachedModule",
    "v8.wasm.moduleCacheHit",
    "v8.wasm.moduleCacheInvalid",
    "v8.wasm.moduleCacheInvalidDigest",
)
COMPILES = ("wasm.CompileLazy", "wasm.TopTierCompilation")


def traced(context, page, visit) -> tuple[dict, list[dict]]:
    session = context.new_cdp_session(page)
    config = {"includedCategories": CATEGORIES}
    session.send("Tracing.start", {"traceConfig": config, "transferMode": "ReportEvents"})
    got = visit()
    return got, cdp_threads.stop(session)  # tracing ended: every event recorded


def folder_bytes(folder: Path) -> int:
    return sum(f.stat().st_size for f in folder.rglob("*") if f.is_file()) if folder.exists() else 0


def report(label: str, got: dict, events: list[dict], profile: Path) -> None:
    count: Counter[str] = Counter()
    ms: dict[str, float] = defaultdict(float)
    sizes: dict[str, list[int]] = defaultdict(list)
    for e in events:
        name = e.get("name", "")
        if name in CACHE_EVENTS or name in COMPILES:
            count[name] += 1
            ms[name] += e.get("dur", 0) / 1000
            args = e.get("args", {})
            for key in ("producedCacheSize", "consumedCacheSize"):
                if key in args:
                    sizes[name].append(args[key])
    print(f"{label}: press -> the answer applied {got['browse_move']:.0f} ms")
    for name in (*CACHE_EVENTS, *COMPILES):
        if count[name]:
            kb = ", ".join(f"{s / 1024:.0f} kB" for s in sizes[name])
            extra = f" ({kb})" if kb else f", {ms[name]:.0f} ms"
            print(f"  {name}: {count[name]}{extra}")
    print(f"  profile's Code Cache/wasm: {folder_bytes(profile / 'Default/Code Cache/wasm')} bytes")


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--site-dir", type=Path, required=True)
    ap.add_argument("--returns", type=int, default=2)
    ap.add_argument("--wait", type=float, default=3.0, help="seconds between two visits")
    ap.add_argument("--tail", type=float, default=4.0, help="seconds traced after the solve")
    ap.add_argument("--flags", default="", help="V8 flags for chromium's --js-flags")
    ap.add_argument("--compress", action="store_true")
    args = ap.parse_args()
    server, base = serve(args.site_dir, args.compress)
    index = json.loads((args.site_dir / "en/puzzles/crescent.json").read_text("utf-8"))
    browse = index["pages"][ONLY_MOVE]
    profile = Path(tempfile.mkdtemp(prefix="wasm-cache-"))
    atexit.register(shutil.rmtree, profile, True)  # the runtime's caches: about 0.2 GB
    flags = [f"--js-flags={args.flags}"] if args.flags else []
    from playwright.sync_api import sync_playwright

    with sync_playwright() as pw:
        context = pw.chromium.launch_persistent_context(
            str(profile), executable_path=CHROMIUM, args=[*CHROMIUM_ARGS, *flags]
        )
        context.add_init_script(PROBE)
        page = context.new_page()

        def visit() -> dict:
            got = browse_once(page, base, browse, 0)
            time.sleep(args.tail)  # V8 writes its cache in the background, if at all
            return got

        for n in range(args.returns + 1):
            if n:
                time.sleep(args.wait)
            got, events = traced(context, page, visit)
            report("first visit" if n == 0 else f"return {n}", got, events, profile)
        context.close()
    server.shutdown()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
