"""One progress bar for the batch jobs: tqdm's on a terminal, imported only then; one plain
line per tenth of the work when standard error is not a terminal (a log file gets no ``\\r``);
nothing when quiet."""

from __future__ import annotations

import sys
import time
from typing import Any


class Progress:
    """``update(extra)`` after each task; ``extra``, e.g. "412/1000 deals", is shown beside."""

    def __init__(self, total: int, unit: str = "tasks", quiet: bool = False) -> None:
        self.total, self.unit, self.quiet = total, unit, quiet
        self.n = 0
        self.start = time.perf_counter()
        self.bar: Any = None
        self.next_line = 1
        if not quiet and total and sys.stderr.isatty():
            from tqdm import tqdm  # type: ignore[import-untyped]  # only a terminal needs it

            self.bar = tqdm(total=total, unit=f" {unit}", file=sys.stderr, dynamic_ncols=True)

    def update(self, extra: str = "") -> None:
        self.n += 1
        if self.quiet or not self.total:
            return
        if self.bar is not None:
            self.bar.set_postfix_str(extra, refresh=False)
            self.bar.update(1)
        elif self.n * 10 >= self.next_line * self.total:
            self.next_line = self.n * 10 // self.total + 1
            elapsed = time.perf_counter() - self.start
            eta = elapsed / self.n * (self.total - self.n)
            more = f", {extra}" if extra else ""
            print(
                f"{self.n}/{self.total} {self.unit}{more}  {elapsed:.0f} s, eta {eta:.0f} s",
                file=sys.stderr,
                flush=True,
            )

    def close(self) -> None:
        if self.bar is not None:
            self.bar.close()

    def __enter__(self) -> Progress:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()
