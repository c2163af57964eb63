"""What a browser test's page costs, in a context of its own (``watched``) and as a new page of a
shared, warm context (``warm``): the same scenario, interleaved so that a shared machine's load
falls on both alike.

    python benchmarks/warm_page_bench.py --site-dir DIR [--runs 5]

Scenario (what most board tests begin with): open the Play page with a deal code, press Play,
wait until the game is ready, then run axe on the page.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from playwright.sync_api import sync_playwright  # noqa: E402

from benchmarks.served import launch, serve  # noqa: E402
from tests.browser.conftest import AXE, fresh_page  # noqa: E402

READY = ".sol-play[data-ready='true']"


def scenario(page, base: str) -> None:
    page.goto(f"{base}/en/play-crescent.html?code=CR1-N-AAAAAAB", wait_until="networkidle")
    page.click("[data-action='play']")
    page.wait_for_selector(READY, timeout=60_000)
    page.add_script_tag(path=str(AXE))
    page.evaluate("async () => (await axe.run(document)).violations.length")


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--site-dir", type=Path, required=True)
    ap.add_argument("--runs", type=int, default=5)
    args = ap.parse_args()
    server, base = serve(args.site_dir)
    times: dict[str, list[float]] = {"watched": [], "warm": []}
    with sync_playwright() as p:
        browser = launch(p)
        shared = browser.new_context()
        warmup = shared.new_page()
        scenario(warmup, base)  # the shared context has seen the game once, as after a first test
        warmup.close()
        for _ in range(args.runs):
            start = time.perf_counter()
            context = browser.new_context()
            scenario(context.new_page(), base)
            context.close()
            times["watched"].append(time.perf_counter() - start)
            start = time.perf_counter()
            page = fresh_page(shared)
            scenario(page, base)
            page.close()
            times["warm"].append(time.perf_counter() - start)
        browser.close()
    server.shutdown()
    for name, ts in times.items():
        print(f"{name}: median {statistics.median(ts):.2f} s ({', '.join(f'{t:.2f}' for t in ts)})")


if __name__ == "__main__":
    main()
