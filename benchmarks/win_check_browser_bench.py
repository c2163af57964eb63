"""What the player waits for on a Forty Thieves win from here, in the browser (issue 31 §2): from
the move made to the verdict shown (the board redrawn, its frame painted), the board's own
request queue timed inside the page, in Debian's chromium (Pyodide) against a build of the site
on 127.0.0.1. A move off every known line is checked there by the solver (``PuzzleSession._check``,
``prove`` on ``CHECK_BUDGET`` positions); a move along the line found is not.

For every committed Forty Thieves win from here (docs/puzzles/goals/forty-thieves-goals.json): each
move of its answer, in order; then, from its start again, a sample of the other legal moves (each
checked by the solver: kept, or refused and taken back), the puzzle restarted before each: the
moves the puzzle records as lost (its proved alternatives) first.
Prints p50 / p90 / max per group; ``benchmarks/win_check_bench.py`` times the same search in
CPython alone.

    python benchmarks/win_check_browser_bench.py --site-dir DIR [--limit N] [--sample K]

The machine must be quiet (load average below 1) for figures worth comparing.
"""

from __future__ import annotations

import argparse
import statistics
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from benchmarks.served import launch, serve  # noqa: E402
from engine.moves import DRAW  # noqa: E402
from engine.puzzles.model import WIN_FROM_HERE, load  # noqa: E402

FILE = ROOT / "docs" / "puzzles" / "goals" / "forty-thieves-goals.json"
BOX = ".sol-puzzle-play"
READY = f"{BOX}[data-ready='true']"

# One request through the board's queue (puzzleboard.js: the worker's answer drawn), then the end
# of the frame that painted it (a task queued from that frame's requestAnimationFrame).
TIMED = """async (req) => {
  const t0 = performance.now();
  const result = await window.solPuzzle.request(req);
  await new Promise((r) => requestAnimationFrame(() => setTimeout(r)));
  return {ms: performance.now() - t0, ok: Boolean(result && result.ok),
          worker_ms: result ? result.worker_ms : null};
}"""


def request_of(action: str) -> dict:
    """A move as the board sends it: a card dropped on its place, or a draw."""
    if action == str(DRAW) or action == "draw":
        return {"op": "draw"}
    src, dst = action.split("-")
    return {"op": "drop", "place": src, "target": dst}


def figures(values: list[float]) -> str:
    if not values:
        return "none"
    s = sorted(values)
    p90 = s[min(len(s) - 1, (9 * len(s)) // 10)]
    return f"n {len(s)}, p50 {statistics.median(s):.0f} ms, p90 {p90:.0f} ms, max {s[-1]:.0f} ms"


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--site-dir", type=Path, required=True)
    ap.add_argument("--limit", type=int, default=None, help="the first N puzzles only")
    ap.add_argument("--sample", type=int, default=4, help="other legal moves per puzzle")
    ap.add_argument("--lang", default="en")
    args = ap.parse_args()
    puzzles = [p for p in load(FILE) if p.kind == WIN_FROM_HERE][: args.limit]
    if not puzzles:
        print("no Forty Thieves win from here in", FILE)
        return 1
    server, base = serve(args.site_dir)
    line_ms: list[float] = []
    other_ms: dict[str, list[float]] = {"kept": [], "refused": []}
    worker_ms: list[float] = []
    from playwright.sync_api import sync_playwright

    with sync_playwright() as pw:
        browser = launch(pw)
        page = browser.new_context().new_page()
        for p in puzzles:
            url = f"{base}/{args.lang}/puzzles-forty-thieves.html?puzzle={p.id}"
            page.goto(url, wait_until="networkidle")
            page.wait_for_selector(READY, timeout=120_000)
            for action in p.answer["line"]:
                got = page.evaluate(TIMED, request_of(action))
                assert got["ok"], (p.id, action)
                line_ms.append(got["ms"])
                worker_ms.append(got["worker_ms"] or 0.0)
            first = p.answer["line"][0]
            # The moves the puzzle records as lost (its proved alternatives) first, then others.
            lost = [a["move"] for a in p.alternatives or []]
            rest = [str(m) for m in p.position().legal_moves()]
            others = [m for m in dict.fromkeys(lost + rest) if m != first]
            for action in others[: args.sample]:
                page.evaluate("(r) => window.solPuzzle.request(r)", {"op": "retry"})
                got = page.evaluate(TIMED, request_of(action))
                other_ms["kept" if got["ok"] else "refused"].append(got["ms"])
                worker_ms.append(got["worker_ms"] or 0.0)
            print(
                f"{p.id}: {len(p.answer['line'])} moves of its answer, "
                f"{min(len(others), args.sample)} others",
                file=sys.stderr,
            )
        browser.close()
    server.shutdown()
    every = line_ms + other_ms["kept"] + other_ms["refused"]
    print(f"{len(puzzles)} Forty Thieves wins from here, {args.lang}, move -> verdict shown (ms):")
    print("| moves | figures |\n|---|---|")
    print(f"| the answer's moves | {figures(line_ms)} |")
    print(f"| other moves kept (checked, not lost) | {figures(other_ms['kept'])} |")
    print(f"| other moves refused (proved lost) | {figures(other_ms['refused'])} |")
    print(f"| every move | {figures(every)} |")
    print(f"| of which in the worker | {figures(worker_ms)} |")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
