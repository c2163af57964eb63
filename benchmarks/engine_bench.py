"""Engine speed: random playouts, legal-move generation and replay of a 500-move record.

Run: python benchmarks/engine_bench.py   (prints figures; record them in BENCHMARKS.md)
"""

from __future__ import annotations

import platform
import random
import time

from engine import make_code, new_game
from engine.record import parse_record, record_of


def per_second(fn, seconds: float = 1.0) -> float:
    n, start = 0, time.perf_counter()
    while (elapsed := time.perf_counter() - start) < seconds:
        fn()
        n += 1
    return n / elapsed


def playout(game: str, seed: int, rng: random.Random, limit: int = 500) -> int:
    g = new_game(make_code(game, seed))
    for i in range(limit):
        legal = g.legal_moves()
        if not legal:
            return i
        g.play(rng.choice(legal))
    return limit


def long_record(game: str, length: int = 500) -> str:
    """A record of exactly ``length`` legal actions (moves back and forth when play runs out)."""
    rng = random.Random(7)
    for seed in range(1, 200):
        g = new_game(make_code(game, seed))
        while len(g.history) < length:
            every = g.legal_moves()
            # Prefer actions that keep play going: no redeals, no emptying a pile.
            legal = [m for m in every if m.src not in ("redeal", "draw") and _keeps(g, m)]
            legal = legal or every
            if not legal:
                break
            g.play(rng.choice(legal))
        if len(g.history) >= length:
            return record_of(g).text()
    raise RuntimeError("no long record found")


def _keeps(g, m) -> bool:
    if m.src.startswith(("p", "c")):
        piles = g.piles if g.game == "crescent" else g.cols
        return len(piles[int(m.src[1:]) - 1]) >= 2
    return True


def main() -> None:
    print(f"Python {platform.python_version()} on {platform.machine()}, one core")
    for game in ("crescent", "forty_thieves"):
        rng = random.Random(1)
        seeds = iter(range(1, 10**6))
        t0 = time.perf_counter()
        plays = moves = 0
        while time.perf_counter() - t0 < 2.0:
            moves += playout(game, next(seeds), rng)
            plays += 1
        dt = time.perf_counter() - t0
        g = new_game(make_code(game, 1))
        rate = per_second(g.legal_moves)
        text = long_record(game)
        rec = parse_record(text)
        runs = 50
        t1 = time.perf_counter()
        for _ in range(runs):
            parse_record(text).replay()
        replay_ms = (time.perf_counter() - t1) / runs * 1000
        print(
            f"{game:14} playouts/s {plays / dt:8.1f}  moves/s {moves / dt:9.0f}  "
            f"legal-move generations/s {rate:9.0f}  "
            f"replay of {len(rec.moves)}-move record (parse + play) {replay_ms:6.2f} ms"
        )


if __name__ == "__main__":
    main()
