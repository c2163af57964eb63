"""What a first visit transfers, file by file, measured in the browser (Debian's chromium via
playwright; the devtools protocol's ``encodedDataLength``: the bytes on the wire, headers
included): a new reader opens the Play page and presses Play until the game is ready, then
opens the Puzzles page and presses "Solve today's puzzle" until the puzzle is ready.

    python benchmarks/transfer_bench.py --site-dir DIR [--before DIR] [--compress]

``--before DIR``: another build measured the same way, shown side by side (issue 31 reports the
transfer before and after). ``--compress``: the server gzips what a static host compresses
(HTML, CSS, JS, JSON, wasm, the lock file) when the browser asks for it, as GitHub Pages,
Netlify, Cloudflare Pages or nginx with ``gzip on`` do; without it files go as on disk.
"""

from __future__ import annotations

import argparse
import os
import re
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from benchmarks.served import launch_profile, serve  # noqa: E402

# After the puzzle is ready: the service worker keeps the language's offline list once the page
# says its game has started (sw.js afterAStart); the wait leaves it time to.
SETTLE_MS = 8000


def first_visit(site: Path, compress: bool) -> dict[str, tuple[int, int]]:
    """Path -> (bytes on the wire, size on disk) for a new reader's Play, then Puzzles."""
    from playwright.sync_api import sync_playwright

    server, base = serve(site, compress)
    done: list = []
    with sync_playwright() as pw, tempfile.TemporaryDirectory() as profile:
        ctx = launch_profile(pw, Path(profile))
        # Every request the browser finished, the service worker's own included (its network
        # events: PW_EXPERIMENTAL_SERVICE_WORKER_NETWORK_EVENTS, set in main).
        ctx.on("requestfinished", lambda r: done.append(r))
        page = ctx.new_page()
        page.goto(f"{base}/en/play-crescent.html", wait_until="networkidle")
        page.click("[data-action='play']")
        page.wait_for_selector(".sol-play[data-ready='true']", timeout=180_000)
        page.goto(f"{base}/en/puzzles-crescent.html", wait_until="networkidle")
        page.click(".sol-puzzle-play [data-action='daily']")
        page.wait_for_selector(".sol-puzzle-play[data-ready='true']", timeout=180_000)
        page.wait_for_timeout(SETTLE_MS)  # the service worker keeps the offline list meanwhile
        page.wait_for_load_state("networkidle")
        seen = []
        for request in done:
            response = request.response()
            if response is None or response.from_service_worker:
                continue  # answered by the service worker: its own fetch is counted instead
            sizes = request.sizes()
            wire = sizes["responseHeadersSize"] + sizes["responseBodySize"]
            seen.append((request.url, wire))
        ctx.close()
    server.shutdown()
    out: dict[str, tuple[int, int]] = {}
    for url, wire in seen:
        path = url.split("//", 1)[1].split("/", 1)[1].split("?")[0]
        on_disk = site / path
        size = on_disk.stat().st_size if on_disk.is_file() else 0
        out[path] = (out.get(path, (0, 0))[0] + wire, size)
    return out


def group(path: str) -> str:
    """Keyed names (stdlib-<key>.zip) by their role, so two builds line up."""
    return re.sub(r"-[0-9a-f]{16}\.", "-<key>.", path)


def main() -> int:
    os.environ["PW_EXPERIMENTAL_SERVICE_WORKER_NETWORK_EVENTS"] = "1"
    p = argparse.ArgumentParser(description=__doc__)
    p.add_argument("--site-dir", type=Path, required=True)
    p.add_argument("--before", type=Path)
    p.add_argument("--compress", action="store_true")
    p.add_argument("--min-kb", type=float, default=20.0, help="list files above this, sum the rest")
    args = p.parse_args()
    after = {group(k): v for k, v in first_visit(args.site_dir, args.compress).items()}
    before = (
        {group(k): v for k, v in first_visit(args.before, args.compress).items()}
        if args.before
        else {}
    )
    names = sorted(
        set(after) | set(before), key=lambda n: -max(after.get(n, (0,))[0], before.get(n, (0,))[0])
    )
    print(f"server: {'gzip' if args.compress else 'as on disk'}; kB on the wire (size on disk)")
    print("| file | before | after |" if before else "| file | first visit |")
    print("|---|---|---|" if before else "|---|---|")
    small = {"before": 0, "after": 0}
    for name in names:
        a, b = after.get(name, (0, 0)), before.get(name, (0, 0))
        if max(a[0], b[0]) < args.min_kb * 1e3:
            small["after"] += a[0]
            small["before"] += b[0]
            continue
        cell = lambda v: f"{v[0] / 1e3:,.0f} ({v[1] / 1e3:,.0f})" if v[0] else "–"  # noqa: E731
        print(f"| {name} | {cell(b)} | {cell(a)} |" if before else f"| {name} | {cell(a)} |")
    rest = f"{small['after'] / 1e3:,.0f}"
    print(
        f"| the rest | {small['before'] / 1e3:,.0f} | {rest} |"
        if before
        else f"| the rest | {rest} |"
    )
    total_a = sum(v[0] for v in after.values()) / 1e6
    if before:
        total_b = sum(v[0] for v in before.values()) / 1e6
        print(f"| **total (MB)** | **{total_b:.2f}** | **{total_a:.2f}** |")
    else:
        print(f"| **total (MB)** | **{total_a:.2f}** |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
