"""The executor: the study on a Dask cluster (a LocalCluster of two worker processes on
127.0.0.1) gives the local run's results, survives a worker killed mid-run, and a scheduler it
cannot reach is one line of error."""

from __future__ import annotations

import json
import os
import signal
import socket
import subprocess
import sys
import threading
import time
from functools import partial
from pathlib import Path

import pytest
from distributed import Client, LocalCluster

from engine.solver import executor
from engine.solver.cli import main
from engine.solver.executor import ClusterError, run_unordered
from engine.solver.study import Settings, read_checkpoint, run, write_results

# a few deals, small budgets: some searches won, some undecided, one descent step
CRESCENT = Settings("crescent", 4, (0, 1, 2, 3), 3000, None, descent=1000)
FORTY = Settings("forty_thieves", 3, (0,), 3000, None)
ROOT = Path(__file__).resolve().parents[2]
TIMING = {"seconds", "total_cpu_seconds", "machine", "jobs"}
DERIVED = {"median_seconds", "median_seconds_per_deal_one_core"}  # medians of `seconds`


def _cluster() -> LocalCluster:
    return LocalCluster(
        n_workers=2,
        threads_per_worker=1,
        processes=True,
        host="127.0.0.1",
        dashboard_address="127.0.0.1:0",  # loopback only, any free port
    )


@pytest.fixture(scope="module")
def scheduler():
    with _cluster() as cluster:
        yield cluster.scheduler_address


def _untimed(x):
    """``x`` without the fields that depend on the machine's speed and who ran it."""
    if isinstance(x, dict):
        return {k: _untimed(v) for k, v in x.items() if k not in TIMING | DERIVED}
    if isinstance(x, list):
        return [_untimed(v) for v in x]
    return x


def _square(n: int) -> int:
    return n * n


def _fails(n: int) -> int:
    raise ValueError(f"no {n}")


@pytest.mark.parametrize("jobs", [1, 2])
def test_locally_every_task_once(jobs):
    assert sorted(run_unordered(_square, range(12), jobs=jobs)) == [n * n for n in range(12)]


def _power(n: int, exponent: int) -> int:
    return n**exponent


def test_on_the_cluster_every_task_once_and_errors_are_the_tasks(scheduler):
    got = list(run_unordered(_square, [3, 1, 2, 1], jobs=1, scheduler=scheduler))
    assert sorted(got) == [1, 1, 4, 9]  # equal tasks are still separate tasks
    cube = partial(_power, exponent=3)
    assert sorted(run_unordered(cube, [2, 3], jobs=1, scheduler=scheduler)) == [8, 27]
    with pytest.raises(ValueError, match="no 7") as raised:  # the task's own, as locally
        list(run_unordered(_fails, [7], jobs=1, scheduler=scheduler))
    assert "in _fails" in raised.value.__notes__[0]  # with the worker's traceback


@pytest.mark.parametrize("s", [CRESCENT, FORTY], ids=["crescent", "forty-thieves"])
def test_a_study_on_the_cluster_equals_the_local_run(scheduler, tmp_path, s):
    local = run(s, tmp_path / "local", jobs=1, quiet=True)
    dask_run = run(s, tmp_path / "dask", jobs=1, quiet=True, scheduler=scheduler)
    a, b = json.loads(local.read_text()), json.loads(dask_run.read_text())
    assert _untimed(b) == _untimed(a)
    assert b["jobs"] == 2 and b["machine"] == f"Dask scheduler {scheduler} (workers: 2, hosts: 1)"
    stem = local.stem
    for name in (f"winnable-{stem}.json",):
        assert (tmp_path / "dask" / name).read_text() == (tmp_path / "local" / name).read_text()
    ck_a = read_checkpoint(tmp_path / "local" / f"{stem}.jsonl", s)
    ck_b = read_checkpoint(tmp_path / "dask" / f"{stem}.jsonl", s)
    assert _untimed(ck_b) == _untimed(ck_a)


def test_the_results_do_not_depend_on_the_order_deals_finished(tmp_path):
    s = Settings("crescent", 5, (2, 3), 2000, None, descent=500)
    path = run(s, tmp_path / "a", jobs=1, quiet=True)
    done = read_checkpoint(path.with_suffix(".jsonl"), s)
    backwards = {seed: done[seed] for seed in sorted(done, reverse=True)}
    (tmp_path / "b").mkdir()
    other = write_results(s, backwards, tmp_path / "b", jobs=1)
    assert other.read_text() == path.read_text()
    assert (tmp_path / "b" / "winnable-crescent.json").read_text() == (
        tmp_path / "a" / "winnable-crescent.json"
    ).read_text()


def test_a_worker_killed_mid_run_loses_no_deal(scheduler, tmp_path):
    s = Settings("crescent", 6, (0, 1, 2, 3), 2000, None, descent=500)
    ckpt = tmp_path / "dask" / "crescent.jsonl"
    killed: dict[str, object] = {}
    with Client(scheduler, set_as_default=False) as client:
        pids = client.run(os.getpid)

        def kill_a_busy_worker() -> None:
            busy = {a: ks for a, ks in client.processing().items() if ks}
            if busy:
                address, keys = next(iter(busy.items()))
                os.kill(pids[address], signal.SIGKILL)
                killed.update(address=address, keys=keys, pid=pids[address])

        killer = _when_checkpointed(ckpt, kill_a_busy_worker)
        path = run(s, tmp_path / "dask", jobs=1, quiet=True, scheduler=scheduler)
        killer.join()
        assert killed, "no worker was busy when the first deal was checkpointed"
        assert killed["address"] not in client.run(os.getpid)  # that worker is gone
    lines = ckpt.read_text().splitlines()[1:]
    seeds = [json.loads(line)["seed"] for line in lines]
    assert sorted(seeds) == list(range(1, 7))  # every deal once in the checkpoint
    data = json.loads(path.read_text())
    pairs = [(e["code"], e["redeals"]) for e in data["results"]]
    assert data["deals"] == 6 and len(pairs) == len(set(pairs)) == 24  # and once in the JSON
    local = run(s, tmp_path / "local", jobs=1, quiet=True)
    assert _untimed(data) == _untimed(json.loads(local.read_text()))


def test_a_worker_with_other_sources_is_refused(scheduler, monkeypatch):
    # this machine's engine "differs" from the workers' (as after an edit not installed there)
    monkeypatch.setattr(executor, "_fingerprint", lambda package: "0" * 64)
    with pytest.raises(ClusterError, match=r"the worker tcp://127\.0\.0\.1:\d+ imports tests"):
        list(run_unordered(_square, [2], jobs=1, scheduler=scheduler))


def test_a_task_the_workers_cannot_load_is_one_line(scheduler, tmp_path, monkeypatch):
    # a module only this process can import: the workers cannot unpickle the task
    (tmp_path / "only_here.py").write_text("def double(n):\n    return 2 * n\n")
    monkeypatch.syspath_prepend(str(tmp_path))
    from only_here import double

    assert sorted(run_unordered(double, [1, 2], jobs=2)) == [2, 4]  # loads fine here
    with pytest.raises(ClusterError) as stop:
        list(run_unordered(double, [1], jobs=1, scheduler=scheduler))
    message = str(stop.value)
    assert message.startswith(f"the Dask cluster at {scheduler} could not run a task (")
    assert "only_here" in message and "\n" not in message


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def _study_args(out: Path, *extra: str) -> list[str]:
    game = ["--game", "crescent", "--deals", "2", "--budget", "1000"]
    return ["study", *game, "--quiet", "--out", str(out), *extra]


def _cli(*args: str) -> subprocess.CompletedProcess[str]:
    """``python -m engine.solver`` in a process of its own: its whole standard error is seen
    (distributed's log records go to the stderr it found at import, past pytest's capsys)."""
    env = {**os.environ, "DASK_DISTRIBUTED__COMM__TIMEOUTS__CONNECT": "1s"}
    cmd = [sys.executable, "-m", "engine.solver", *args]
    return subprocess.run(cmd, cwd=ROOT, env=env, capture_output=True, text=True, timeout=120)


def test_an_unreachable_scheduler_is_one_line(tmp_path):
    address = f"tcp://127.0.0.1:{_free_port()}"
    done = _cli(*_study_args(tmp_path / "out", "--scheduler", address))
    assert done.returncode == 2
    assert done.stderr.startswith(f"error: cannot reach the Dask scheduler at {address}: ")
    assert done.stderr.count("\n") == 1 and "Traceback" not in done.stderr
    assert not (tmp_path / "out").exists()  # nothing written, no checkpoint begun


def test_a_scheduler_address_must_be_tcp_host_port(tmp_path, capsys):
    with pytest.raises(SystemExit) as stop:
        main(_study_args(tmp_path, "--scheduler", "127.0.0.1:8786"))
    assert stop.value.code == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "tcp://HOST:PORT" in err


def _when_checkpointed(ckpt: Path, act) -> threading.Thread:
    """A thread that calls ``act()`` once ``ckpt`` holds its first deal (within a minute)."""

    def watch() -> None:
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline:
            if ckpt.exists() and len(ckpt.read_text().splitlines()) >= 2:
                act()
                return
            time.sleep(0.01)

    thread = threading.Thread(target=watch)
    thread.start()
    return thread


def test_a_scheduler_lost_mid_run_is_one_line_and_the_study_continues(tmp_path):
    out = tmp_path / "out"
    args = ["study", "--game", "crescent", "--deals", "6", "--budget", "2000", "--descent", "500"]
    args += ["--quiet", "--out", str(out)]
    with _cluster() as cluster, Client(cluster) as client:
        address = cluster.scheduler_address
        workers = list(client.run(os.getpid).values())

        def lose() -> None:
            # Stop the workers first: once the first deal is kept, no other can finish (the run
            # cannot end before the loss, whatever the machine's load), then lose the scheduler.
            for pid in workers:
                os.kill(pid, signal.SIGSTOP)
            cluster.close()

        watcher = _when_checkpointed(out / "crescent.jsonl", lose)
        lost = _cli(*args, "--scheduler", address)
        watcher.join()
    assert lost.returncode == 2
    assert lost.stderr == f"error: lost the Dask scheduler at {address}\n"
    s = Settings("crescent", 6, (0, 1, 2, 3), 2000, None, descent=500)
    kept = read_checkpoint(out / "crescent.jsonl", s)
    assert 1 <= len(kept) < 6  # what arrived is kept; the rest was not done
    assert main([*args, "--jobs", "1"]) == 0  # continued here, on this machine
    done = read_checkpoint(out / "crescent.jsonl", s)
    assert sorted(done) == list(range(1, 7)) and all(done[k] == kept[k] for k in kept)
