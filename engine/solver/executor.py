"""Where the heavy jobs (the study, the puzzle generator) run their independent tasks.

    run_unordered(fn, tasks, *, jobs, scheduler=None) -> Iterator[result]

The contract, the same for both executors (the study and ``engine/puzzles`` rely on it):

- Every task's result ``fn(task)`` is yielded exactly once, as soon as it is done, in any order:
  a caller pairs a result with its task by content (the study: the seed in the result), never by
  position, and writes each to its checkpoint as it arrives, so a stop loses nothing yielded.
- Nothing runs before the first ``next()``; closing the iterator (a ``for`` loop left early, an
  exception or Ctrl-C in the caller) stops what is left: the pool is terminated, the Dask futures
  are cancelled and the client closed.
- An exception raised by ``fn`` comes out of ``next()`` as itself (on Dask after ``RETRIES``
  more tries); results yielded before it stay valid.
- ``fn`` is a module-level function (workers import it by name) and tasks and results pickle.

``scheduler=None``: a process pool of ``jobs`` processes (the calling process when ``jobs`` is
1). ``scheduler="tcp://HOST:PORT"``: a running Dask scheduler; ``jobs`` is then ignored, the
cluster's workers decide. Each task is one future (``pure=False``: equal tasks still run once
each), submitted in order, so earlier tasks run first. A worker that dies takes no yielded result
with it; the scheduler runs its tasks again on another worker (a task that kills
``distributed.scheduler.allowed-failures`` workers fails). The scheduler sees each task as
bytes for ``pickle.loads``, which on a worker imports ``fn`` and runs it, so the scheduler needs
only ``distributed``, and a worker without this project fails that task instead of its
connection. Before it runs, each task checks that its worker imports the same sources of ``fn``'s
package as this machine, so a worker with another version of the engine cannot give other
results. Failures of the cluster itself (no scheduler at that address, the scheduler lost, a task
that keeps killing workers, a worker without this project or with other sources, ``distributed``
not installed) raise ``ClusterError`` with a one-line message.

``distributed`` is imported only on the Dask path: the Pyodide wheel holds ``engine/`` without it.
"""

from __future__ import annotations

import hashlib
import logging
import pickle
import re
import sys
import traceback
from collections.abc import Callable, Generator, Iterator, Sequence
from functools import cache, partial
from multiprocessing import Pool
from pathlib import Path
from typing import Any, Generic, TypeVar

T = TypeVar("T")
R = TypeVar("R")

RETRIES = 2  # more tries of a task whose fn raised on a worker (a lost worker is not counted)
ADDRESS = re.compile(r"tcp://(\[[0-9A-Fa-f:.]+\]|[^\s:/\[\]]+):(\d{1,5})")


class ClusterError(ConnectionError):
    """The Dask cluster could not run the tasks; the message is one line for the user."""


class SourceMismatch(RuntimeError):
    """Raised on a worker whose sources of the task's package differ from the caller's."""


class TaskFailed(Exception):
    """``fn``'s own exception and its traceback, carried from a worker: so that every other
    exception a future gives is known to be the cluster's (a task the scheduler or a worker
    cannot load, say)."""

    def __init__(self, original: Exception, trace: str) -> None:
        super().__init__(original, trace)


def run_unordered(
    fn: Callable[[T], R], tasks: Sequence[T], *, jobs: int, scheduler: str | None = None
) -> Generator[R]:
    """Each task's result as soon as it is done (any order); stops the workers when closed."""
    if scheduler is not None:
        yield from _run_dask(fn, tasks, scheduler)
        return
    if jobs <= 1 or len(tasks) <= 1:
        for task in tasks:
            yield fn(task)
        return
    pool = Pool(jobs)
    try:
        yield from pool.imap_unordered(fn, tasks)
    finally:
        pool.terminate()


def check_address(scheduler: str) -> str:
    """``scheduler`` if it is ``tcp://HOST:PORT``; else a ``ValueError`` saying so."""
    m = ADDRESS.fullmatch(scheduler)
    if not m or not 0 < int(m.group(2)) < 65536:
        raise ValueError(f"not a scheduler address (tcp://HOST:PORT): {scheduler!r}")
    return scheduler


def describe_cluster(scheduler: str) -> tuple[str, int]:
    """What the scheduler has now, for the results' ``machine`` and ``jobs``: a one-line
    description and the number of worker threads (0: no worker has joined yet)."""
    client = _connect(scheduler)
    try:
        workers = client.scheduler_info(n_workers=-1)["workers"].values()
    finally:
        client.close()
    threads = sum(w["nthreads"] for w in workers)
    hosts = len({w["host"] for w in workers})
    return f"Dask scheduler {scheduler} (workers: {len(workers)}, hosts: {hosts})", threads


def _connect(scheduler: str) -> Any:
    check_address(scheduler)
    try:
        from distributed import Client
    except ImportError:
        raise ClusterError(
            "a scheduler needs the dask and distributed packages (pip install -r requirements.txt)"
        ) from None
    # the failures below come out as one ClusterError line: not also as the client's log
    # records with tracebacks (a scheduler lost: "distributed.client - ERROR" and its stack)
    logging.getLogger("distributed.client").setLevel(logging.CRITICAL)
    try:
        return Client(scheduler, set_as_default=False)
    except OSError as err:  # refused, unknown host, timed out: distributed says which
        raise ClusterError(f"cannot reach the Dask scheduler at {scheduler}: {err}") from None


def _run_dask(fn: Callable[[T], R], tasks: Sequence[T], scheduler: str) -> Iterator[R]:
    from distributed import as_completed
    from distributed.client import FutureCancelledError
    from distributed.scheduler import KilledWorker

    client = _connect(scheduler)
    try:
        fingerprint = _fingerprint(_package_of(fn))
        calls = [pickle.dumps(_Call(fn, fingerprint, task)) for task in tasks]
        name = getattr(_unwrapped(fn), "__name__", "task")  # keys: study_deal-<uuid>-<index>
        futures = client.map(pickle.loads, calls, key=name, pure=False, retries=RETRIES)
        del calls
        pending = as_completed(futures, loop=client.loop)
        del futures
        for future in pending:  # as_completed lets go of each future it yields
            try:
                result = future.result()
            except KilledWorker as err:
                raise ClusterError(
                    f"{err.allowed_failures + 1} workers died running the task {err.task}, the"
                    f" last {err.last_worker.address}: see the workers' logs"
                ) from None
            except SourceMismatch as err:
                raise ClusterError(str(err)) from None
            except FutureCancelledError:
                raise ClusterError(f"lost the Dask scheduler at {scheduler}") from None
            except TaskFailed as err:  # fn's own exception: raised as the local pool raises it
                original, trace = err.args
                original.add_note(f"raised on a Dask worker:\n{trace}")
                raise original from None
            except Exception as err:  # the rest is the cluster's: fn's own came as TaskFailed
                raise ClusterError(
                    f"the Dask cluster at {scheduler} could not run a task ({_one_line(err)});"
                    " is this project, at this version, installed where the workers run?"
                ) from None
            del future  # released: the worker may forget the result
            yield result
    finally:
        client.close()


class _Call(Generic[T, R]):
    """One task as bytes: ``pickle.loads`` of them runs ``_checked_call(fn, fingerprint, task)``
    where they are loaded, the worker (loading the task is part of running it there)."""

    def __init__(self, fn: Callable[[T], R], fingerprint: str | None, task: T) -> None:
        self.fn, self.fingerprint, self.task = fn, fingerprint, task

    def __reduce__(self) -> tuple[Any, ...]:
        return _checked_call, (self.fn, self.fingerprint, self.task)


def _checked_call(fn: Callable[[T], R], fingerprint: str | None, task: T) -> R:
    """``fn(task)`` where ``fn``'s package has the caller's sources (hashed once per worker);
    ``fn``'s own exception comes back as ``TaskFailed``."""
    package = _package_of(fn)
    if fingerprint is not None and _fingerprint(package) != fingerprint:
        from distributed import get_worker

        raise SourceMismatch(
            f"the worker {get_worker().address} imports {package} from {_root(package)},"
            " whose sources differ from this machine's: install the same version there"
        )
    try:
        return fn(task)
    except Exception as err:
        raise TaskFailed(err, traceback.format_exc()) from None


def _one_line(err: BaseException) -> str:
    return " ".join(f"{type(err).__name__}: {err}".split())


def _unwrapped(fn: Callable[..., Any]) -> Callable[..., Any]:
    while isinstance(fn, partial):
        fn = fn.func
    return fn


def _package_of(fn: Callable[..., Any]) -> str:
    return _unwrapped(fn).__module__.partition(".")[0]


def _root(package: str) -> Path | None:
    module = sys.modules.get(package)
    paths = list(getattr(module, "__path__", []))
    return Path(paths[0]) if paths else None


@cache
def _fingerprint(package: str) -> str | None:
    """A hash of the package's Python sources (names and bytes); None if it is a single file."""
    root = _root(package)
    if root is None:
        return None
    h = hashlib.sha256()
    for path in sorted(root.rglob("*.py")):
        h.update(path.relative_to(root).as_posix().encode() + b"\0" + path.read_bytes() + b"\0")
    return h.hexdigest()
