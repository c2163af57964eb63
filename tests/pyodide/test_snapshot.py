"""The build's memory snapshot (bundle.fast_start) restored under Node as the worker does: what
is frozen in it is the same for every visitor, so the worker reseeds `random`, and new deal codes
come from `secrets` (the system's entropy), not from anything in the snapshot."""

import json
import shutil
import subprocess
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def restore(site: Path) -> dict:
    node = shutil.which("node")
    assert node, "Node.js is needed to run Pyodide outside the browser"
    proc = subprocess.run(
        [node, str(ROOT / "tests/pyodide/restore_snapshot.mjs"), str(site / "pyodide")],
        capture_output=True,
        text=True,
        timeout=300,
        cwd=ROOT,
    )
    assert proc.returncode == 0, "\n".join(line[:200] for line in proc.stderr.splitlines()[-15:])
    return json.loads(proc.stdout.strip().splitlines()[-1])


def test_two_restores_share_the_frozen_state_but_not_the_new_deals(site_dir):
    first, second = restore(site_dir), restore(site_dir)
    assert first["preloaded"] and second["preloaded"]
    # Frozen: the same `random` state and hash seed in every restore ...
    assert first["frozen"] == second["frozen"]
    assert first["hash"] == second["hash"]
    # ... which the worker's reseed and `secrets` make irrelevant.
    assert first["reseeded"] != second["reseeded"]
    assert first["code"] != second["code"]


def test_a_first_board_or_puzzle_imports_nothing_after_the_restore(site_dir):
    # Issue 31: a module imported after the restore is compiled from the wheel's source in the
    # reader's browser; the puzzle board's (its session, the solver, the puzzles' checks) took
    # about a second of the puzzle page's start when the snapshot had only the Play board's.
    assert restore(site_dir)["late"] == []


def test_the_snapshot_names_the_runtime_it_was_made_by(site_dir):
    manifest = json.loads((site_dir / "pyodide" / "start.json").read_text(encoding="utf-8"))
    runtime = (ROOT / "node_modules" / "pyodide" / "pyodide.mjs").read_text(encoding="utf-8")
    assert f'BUILD_ID:"{manifest["build_id"]}"' in runtime
    assert manifest["heap"] <= 30 * 1024 * 1024  # Pyodide's limit for a snapshot


def test_nothing_of_the_build_machine_is_in_the_snapshot(site_dir):
    import gzip

    manifest = json.loads((site_dir / "pyodide" / "start.json").read_text(encoding="utf-8"))
    heap = gzip.decompress((site_dir / "pyodide" / manifest["snapshot"]).read_bytes())
    assert str(ROOT).encode() not in heap  # e.g. the script's path as the program's name
