"""How much the snapshot would shrink if its static region were shipped as a difference from the
wasm's own data segments (issue 31 point 4: measured, not adopted yet; BENCHMARKS.md).

    python benchmarks/snapshot_static.py --site-dir DIR

The first MiB of the memory image hold the wasm's active data segments, mostly unchanged, and the
same bytes are in pyodide.asm.wasm, which a first visit downloads anyway. The script XORs that
region of the site's snapshot with the memory a fresh instance starts with (the segments, parsed
from the wasm), prints the compressed sizes (gzip -6, xz -9e via lzma, zstd -19 if the `zstd`
command is there) before and after, and restores the XORed snapshot under Node with the XOR
undone when Pyodide instantiates the wasm (snapshot_static.mjs: it checks that the undone image
is the original byte for byte and that a board starts on it).
"""

from __future__ import annotations

import argparse
import gzip
import json
import lzma
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
WASM = ROOT / "node_modules" / "pyodide" / "pyodide.asm.wasm"


def _uleb(data: bytes, i: int) -> tuple[int, int]:
    result = shift = 0
    while True:
        byte = data[i]
        i += 1
        result |= (byte & 0x7F) << shift
        shift += 7
        if byte < 0x80:
            return result, i


def _sleb(data: bytes, i: int) -> tuple[int, int]:
    result = shift = 0
    while True:
        byte = data[i]
        i += 1
        result |= (byte & 0x7F) << shift
        shift += 7
        if byte < 0x80:
            return (result - (1 << shift) if byte & 0x40 else result), i


def initial_memory(wasm: bytes) -> bytearray:
    """The memory a fresh instance starts with, up to the end of the last active data segment
    (its data section: memory 0, offsets as i32.const)."""
    memory = bytearray()
    i = 8
    while i < len(wasm):
        section, size = wasm[i], 0
        size, i = _uleb(wasm, i + 1)
        end = i + size
        if section == 11:
            count, j = _uleb(wasm, i)
            for _ in range(count):
                flags, j = _uleb(wasm, j)
                if flags == 1:  # passive: copied by code, not at instantiation
                    length, j = _uleb(wasm, j)
                    j += length
                    continue
                if flags == 2:
                    _, j = _uleb(wasm, j)
                if wasm[j] != 0x41:
                    raise ValueError("a data segment's offset is not an i32.const")
                offset, j = _sleb(wasm, j + 1)
                j += 1  # end
                length, j = _uleb(wasm, j)
                if len(memory) < offset + length:
                    memory.extend(bytes(offset + length - len(memory)))
                memory[offset : offset + length] = wasm[j : j + length]
                j += length
        i = end
    return memory


def sizes(image: bytes) -> dict[str, int]:
    out = {
        "gzip -6": len(gzip.compress(image, 6, mtime=0)),
        "xz -9e": len(lzma.compress(image, preset=9 | lzma.PRESET_EXTREME)),
    }
    if shutil.which("zstd"):
        run = subprocess.run(["zstd", "-19", "-q", "-c"], input=image, capture_output=True)
        out["zstd -19"] = len(run.stdout)
    return out


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__)
    p.add_argument("--site-dir", type=Path, required=True)
    args = p.parse_args()
    folder = args.site_dir / "pyodide"
    manifest = json.loads((folder / "start.json").read_text(encoding="utf-8"))
    snapshot = gzip.decompress((folder / manifest["snapshot"]).read_bytes())
    header = int.from_bytes(snapshot[4:8], "little")
    initial = initial_memory(WASM.read_bytes())
    xored = bytearray(snapshot)
    for k, byte in enumerate(initial):
        xored[header + k] ^= byte
    print(f"static region: {len(initial):,} bytes (the wasm's active data segments)")
    print("| snapshot | " + " | ".join(sizes(b"").keys()) + " |")
    for name, image in (("as shipped", snapshot), ("static region XORed", bytes(xored))):
        print(f"| {name} | " + " | ".join(f"{v:,}" for v in sizes(image).values()) + " |")
    with tempfile.TemporaryDirectory() as tmp:
        (Path(tmp) / "xored.bin").write_bytes(xored)
        (Path(tmp) / "original.bin").write_bytes(snapshot)
        run = subprocess.run(
            [
                "node",
                str(ROOT / "benchmarks" / "snapshot_static.mjs"),
                str(folder),
                tmp,
                str(len(initial)),
            ],
            capture_output=True,
            text=True,
            cwd=ROOT,
        )
    print(run.stdout.strip() or run.stderr[-2000:])
    return run.returncode


if __name__ == "__main__":
    sys.exit(main())
