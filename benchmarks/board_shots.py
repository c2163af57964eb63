"""Screenshots of the played board (issue 18: cards, table, end panel, statistics) so its look can
be judged: both games at 1280×800 and 390×844, light and dark, written to benchmarks/shots/.

Run after a build (``python -m build_tools build --lang en``): serves ``site/`` on 127.0.0.1 and
drives Debian's full chromium with playwright, as the other benchmarks do (benchmarks/served.py).
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from benchmarks.served import launch, serve  # noqa: E402

OUT = ROOT / "benchmarks" / "shots"
SIZES = {"desktop": (1280, 800), "phone": (390, 844)}
# A few moves in, so the shots show moved cards, a fanned waste and a used stock.
GAMES = {
    "crescent": ("play-crescent.html", "CR1-N-AAAAAAB", []),
    "forty-thieves": ("play-forty-thieves.html", "FT1-N-AAAAAAB", ["draw", "draw", "draw"]),
}


def main() -> None:
    from playwright.sync_api import sync_playwright

    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--lang", default="en")
    parser.add_argument("--site", type=Path, default=ROOT / "site")
    args = parser.parse_args()
    server, url = serve(args.site)
    base = f"{url}/{args.lang}"
    OUT.mkdir(parents=True, exist_ok=True)
    with sync_playwright() as p:
        browser = launch(p)
        for game, (page_name, code, moves) in GAMES.items():
            for size, (w, h) in SIZES.items():
                for scheme in ("light", "dark"):
                    if scheme == "dark" and size == "phone":
                        continue
                    context = browser.new_context(
                        viewport={"width": w, "height": h},
                        is_mobile=size == "phone",
                        has_touch=size == "phone",
                        color_scheme=scheme,
                    )
                    page = context.new_page()
                    query = f"?code={code}" + (f"&moves={'.'.join(moves)}" if moves else "")
                    page.goto(f"{base}/{page_name}{query}", wait_until="networkidle")
                    page.click("[data-action='play']")
                    page.wait_for_selector(".sol-play[data-ready='true']", timeout=60_000)
                    page.locator(".sol-board").scroll_into_view_if_needed()
                    page.wait_for_timeout(300)
                    name = f"{game}-{size}" + ("-dark" if scheme == "dark" else "") + ".png"
                    page.screenshot(path=str(OUT / name))
                    print(OUT / name)
                    context.close()
        browser.close()
    server.shutdown()


if __name__ == "__main__":
    main()
