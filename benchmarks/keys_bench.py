"""Keys per move: the Crescent example record (docs/records/crescent-example.txt) won in Debian's
chromium by keyboard only, with the shortest key sequence the board's keyboard help documents
(docs/partials/play-keys.md): the arrows (as drawn), number keys for piles, Enter, F and R.

Each move is planned on the engine: the focus reaches the source by the cheaper of the number
keys and the arrows (the arrows' graph is read from the page's own ``arrowTarget``); then F if
the card's foundation move is this one, Enter if it is the card's only move, else Enter to pick
it up and the target's number (a pile) or arrows and Enter (a foundation). A redeal is R and
counts as a move. The keys are then really pressed, and the game must end won.

    python benchmarks/keys_bench.py [--site-dir DIR]

Without --site-dir it builds English only into a temporary folder first.
"""

from __future__ import annotations

import argparse
import subprocess
import sys
import tempfile
from collections import deque
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from benchmarks.served import launch, serve  # noqa: E402
from engine import new_game  # noqa: E402
from engine.moves import REDEAL, Move  # noqa: E402
from engine.record import load_record  # noqa: E402

ARROWS = ("ArrowLeft", "ArrowRight", "ArrowUp", "ArrowDown")
PLACES = [f"p{n}" for n in range(1, 17)] + [f"f{n}" for n in range(1, 9)]


def digits(place: str) -> list[str]:
    return list(place[1:]) if place.startswith("p") else []


def arrow_path(graph: dict, start: str, goal: str) -> list[str] | None:
    seen = {start: []}
    todo = deque([start])
    while todo:
        here = todo.popleft()
        if here == goal:
            return seen[here]
        for key in ARROWS:
            there = graph[here][key]
            if there and there not in seen:
                seen[there] = [*seen[here], key]
                todo.append(there)
    return None


def reach(graph: dict, focus: str | None, place: str) -> list[str]:
    """The fewest keys that put the focus on ``place`` (no card picked up)."""
    if focus == place:
        return []
    options = [k for k in ([digits(place)] if place.startswith("p") else []) if k]
    if focus is not None:
        path = arrow_path(graph, focus, place)
        if path is not None:
            options.append(path)
    return min(options, key=len)


def plan(graph: dict, game, focus: str | None, move: Move) -> tuple[list[str], str | None]:
    """The keys for one move from the focus ``focus``, and where the focus is afterwards."""
    if move == REDEAL:
        return ["r"], focus
    keys = reach(graph, focus, move.src)
    if game.foundation_drop_move(move.src) == move:
        return [*keys, "f"], move.src
    if game.tap_move(move.src) == move:
        return [*keys, "Enter"], move.src
    keys.append("Enter")  # picked up
    if move.dst.startswith("p"):
        return [*keys, *digits(move.dst)], move.dst
    path = arrow_path(graph, move.src, move.dst)
    assert path is not None
    return [*keys, *path, "Enter"], move.dst


def run(site: Path) -> None:
    from playwright.sync_api import sync_playwright

    rec = load_record(ROOT / "docs" / "records" / "crescent-example.txt")
    server, base = serve(site)
    with sync_playwright() as p:
        browser = launch(p)
        page = browser.new_page(viewport={"width": 1280, "height": 800})
        page.goto(f"{base}/en/play-crescent.html?code={rec.code}", wait_until="networkidle")
        page.focus("[data-action='play']")
        page.keyboard.press("Enter")
        page.wait_for_selector(".sol-play[data-ready='true']", timeout=120_000)
        graph = page.evaluate(
            """([places, arrows]) => Object.fromEntries(places.map((p) => [p,
                 Object.fromEntries(arrows.map((k) => [k, window.solPlay.arrowTarget(p, k)]))]))""",
            [PLACES, list(ARROWS)],
        )
        game = new_game(rec.code)
        focus = page.evaluate("document.activeElement.dataset.place || null")
        pressed = 0
        for move in rec.moves:
            keys, after = plan(graph, game, focus, move)
            for i, key in enumerate(keys):
                before = int(page.get_attribute(".sol-play", "data-renders") or 0)
                page.keyboard.press(key)
                pressed += 1
                second = keys[i + 1] if i + 1 < len(keys) else ""
                if key == "1" and second not in tuple("0123456"):
                    page.wait_for_timeout(900)  # "1" alone: it waits for a second digit first
                if key in ("Enter", "f", "r"):  # a request: the next key needs its answer
                    page.wait_for_function(
                        f"Number(document.querySelector('.sol-play').dataset.renders) > {before}",
                        timeout=10_000,
                    )
            try:
                page.wait_for_function(
                    "n => window.solPlay.state.record.split(' ').length === n",
                    arg=len(game.history) + 2,
                    timeout=10_000,
                )
            except Exception:
                said = page.inner_text("[data-out='message']")
                sys.exit(f"move {len(game.history) + 1} {move}: keys {keys} from {focus}: {said!r}")
            game.play(move)
            focus = page.evaluate("document.activeElement.dataset.place || null") or after
        status = page.evaluate("window.solPlay.state.status")
        browser.close()
    server.shutdown()
    n = len(rec.moves)
    assert status == "won", status
    print(f"Crescent example {rec.code}: {n} moves (a redeal counts), won by keyboard only")
    print(f"keys pressed: {pressed}; keys per move: {pressed / n:.2f}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--site-dir", type=Path)
    args = parser.parse_args()
    if args.site_dir:
        run(args.site_dir)
        return
    with tempfile.TemporaryDirectory() as tmp:
        subprocess.run(
            [sys.executable, "-m", "build_tools", "build", "--lang", "en", "--site-dir", tmp],
            cwd=ROOT,
            check=True,
        )
        run(Path(tmp))


if __name__ == "__main__":
    main()
