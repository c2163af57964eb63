"""Where the heavy jobs (the study, the puzzle generator) run their independent tasks.

One call, ``run_unordered(fn, tasks, jobs=…)``, yields each task's result as it finishes, in any
order. Locally that is a process pool on every core (or the calling process when ``jobs`` is 1);
the callers keep the checkpoint and the progress bar, so they work the same whoever runs the
tasks. ``fn`` must be a module-level function and its tasks and results picklable.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from multiprocessing import Pool
from typing import TypeVar

T = TypeVar("T")
R = TypeVar("R")


def run_unordered(
    fn: Callable[[T], R], tasks: Sequence[T], *, jobs: int, scheduler: str | None = None
) -> Iterator[R]:
    """Each task's result as soon as it is done (any order); stops the workers when closed."""
    if scheduler is not None:
        raise NotImplementedError("a Dask scheduler is not supported yet")
    if jobs <= 1 or len(tasks) <= 1:
        for task in tasks:
            yield fn(task)
        return
    pool = Pool(jobs)
    try:
        yield from pool.imap_unordered(fn, tasks)
    finally:
        pool.terminate()
