"""How long "Can this deal be won?" takes on the Study page, in Debian's chromium (playwright)
against a build of the site served on 127.0.0.1: from the click on the button to the answer
shown, for a study deal (answered from the committed verdicts) and for the browser tests' deal
outside the study (solved in the page on Pyodide), the first time (the engine starts: a fresh
browser profile) and again on the same page (the engine already running).

    python benchmarks/verdict_bench.py --site-dir DIR [--runs 3]
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from benchmarks.served import launch, serve  # noqa: E402

CASES = (
    ("study deal, lost (committed)", "CR1-N-AAAAAAB", "0"),
    ("outside the study", "CR1-N-AAAAA7T", "3"),
)


def _ask(page, code: str, redeals: str) -> float:
    page.fill("#sol-verdict-code", code)
    page.fill("#sol-verdict-redeals", redeals)
    t0 = time.perf_counter()
    page.click("[data-verdict-form] button[type=submit]")
    page.wait_for_function(
        "() => document.querySelector('[data-verdict-answer]').textContent.trim() !== ''"
        " && document.querySelector('[data-verdict-progress]').textContent === ''",
        timeout=120_000,
    )
    return time.perf_counter() - t0


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--site-dir", type=Path, required=True)
    ap.add_argument("--runs", type=int, default=3)
    args = ap.parse_args()
    from playwright.sync_api import sync_playwright

    server, base = serve(args.site_dir)
    url = f"{base}/en/study.html"
    times: dict[str, list[float]] = {}
    with sync_playwright() as p:
        browser = launch(p)
        for _ in range(args.runs):
            context = browser.new_context()
            page = context.new_page()
            page.goto(url, wait_until="networkidle")
            for name, code, redeals in CASES:
                times.setdefault(f"{name}, first", []).append(_ask(page, code, redeals))
            times.setdefault(f"{CASES[1][0]}, again", []).append(_ask(page, *CASES[1][1:]))
            context.close()
        browser.close()
    server.shutdown()
    for name, values in times.items():
        each = ", ".join(f"{v:.2f}" for v in values)
        print(f"{name}: median {statistics.median(values):.2f} s ({each})")


if __name__ == "__main__":
    main()
