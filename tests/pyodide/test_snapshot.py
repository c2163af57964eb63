"""The build's memory snapshot (bundle.fast_start) restored under Node as the worker does: what
is frozen in it is the same for every visitor, so the worker reseeds `random`, and new deal codes
come from `secrets` (the system's entropy), not from anything in the snapshot. The restored
interpreter needs nothing of the stdlib zip (the worker mounts an empty one: issue 31), and its
free memory is zeros."""

import json
from pathlib import Path

from tests.pyodide.node_script import node_json

ROOT = Path(__file__).resolve().parents[2]


def restore(site: Path) -> dict:
    return node_json("restore_snapshot.mjs", site / "pyodide")


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
    import zstandard

    from build_tools.site.exports import static_region

    manifest = json.loads((site_dir / "pyodide" / "start.json").read_text(encoding="utf-8"))
    shipped = (site_dir / "pyodide" / manifest["snapshot"]).read_bytes()
    heap = bytearray(zstandard.ZstdDecompressor().decompress(shipped))
    # The static region as the restore finds it (shipped XORed with the wasm's data segments).
    wasm = (ROOT / "node_modules" / "pyodide" / "pyodide.asm.wasm").read_bytes()
    header = int.from_bytes(heap[4:8], "little")
    for i, byte in enumerate(static_region.initial_memory(wasm)):
        heap[header + i] ^= byte
    assert str(ROOT).encode() not in heap  # e.g. the script's path as the program's name


def probe_restored(site: Path, tmp: Path, extra: str = "") -> dict:
    """web/stdlib_probe.py (every board session and the verdict) on the restored snapshot, with
    an empty zip at the stdlib's path, as the worker's fast start mounts."""
    from tests.pyodide.test_trimmed_stdlib import probe_inputs

    puzzles = probe_inputs(site, tmp)
    messages = site / "hu" / "messages.mo"
    return node_json("probe_restored.mjs", site / "pyodide", puzzles, messages, extra, timeout=600)


def test_every_session_and_the_verdict_run_on_the_snapshot_without_the_stdlib(site_dir, tmp_path):
    result = probe_restored(site_dir, tmp_path)
    assert result["ok"] is True, result
    assert result["modules"] > 100


def test_a_module_not_in_the_snapshot_is_a_clean_import_error(site_dir, tmp_path):
    # The same run, then a standard-library module the game never imports (it is in Pyodide's
    # whole stdlib, not in the snapshot): the check above would catch a missing one this way.
    result = probe_restored(site_dir, tmp_path, extra="calendar")
    assert result["ok"] is False and "calendar" in result["error"]


def test_the_snapshot_free_memory_is_zeroed(site_dir):
    # dlmalloc keeps the bytes of what was freed: before fast_start.mjs zeroed its free chunks,
    # 483,069 of the restored snapshot's 1,070,144 free bytes were garbage (45%, 2026-12-05), which
    # compresses badly; what is left now is the chunk headers of the zeroing itself.
    memory = node_json("free_memory.mjs", site_dir / "pyodide")
    assert memory["free"] > 100_000  # the restored heap has free chunks to check
    assert memory["nonzero"] < 0.05 * memory["free"]
