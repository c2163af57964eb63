"""The snapshot's size with and without its static region shipped as the wasm's difference
(build_tools/site/exports/static_region.py), per codec (issue 31 point 4; BENCHMARKS.md).

    python benchmarks/snapshot_static.py --site-dir DIR

Prints the compressed sizes (gzip -6, xz -9e via lzma, and the site's own codec: Zstandard
level 19 with a 2 MiB window, bundle.compress_snapshot) of the memory image as Pyodide restores
it and as the site ships it (its first bytes XORed with the wasm's initial memory). Reads a
site's snapshot in either codec (start-<key>.snapshot.gz before issue 31's zstd, .zst after).
"""

from __future__ import annotations

import argparse
import gzip
import json
import lzma
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from build_tools.site.exports import bundle  # noqa: E402
from build_tools.site.exports.static_region import initial_memory  # noqa: E402

WASM = ROOT / "node_modules" / "pyodide" / "pyodide.asm.wasm"


def sizes(image: bytes) -> list[int]:
    return [
        len(gzip.compress(image, 6, mtime=0)),
        len(lzma.compress(image, preset=9 | lzma.PRESET_EXTREME)),
        len(bundle.compress_snapshot(image)),
    ]


def image_of(path: Path) -> bytes:
    """The memory image in a site's snapshot file, of either codec."""
    data = path.read_bytes()
    return gzip.decompress(data) if path.suffix == ".gz" else bundle.decompress_snapshot(data)


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__)
    p.add_argument("--site-dir", type=Path, required=True)
    args = p.parse_args()
    folder = args.site_dir / "pyodide"
    manifest = json.loads((folder / "start.json").read_text(encoding="utf-8"))
    shipped = image_of(folder / manifest["snapshot"])
    header = int.from_bytes(shipped[4:8], "little")
    initial = initial_memory(WASM.read_bytes())
    other = bytearray(shipped)
    for k, byte in enumerate(initial):
        other[header + k] ^= byte
    plain, xored = (
        (bytes(other), shipped) if manifest.get("static_bytes") else (shipped, bytes(other))
    )
    print(f"static region: {len(initial):,} bytes (up to the end of the wasm's last data segment)")
    print("| the snapshot | gzip -6 | xz -9e | zstd -19, 2 MiB window (shipped) |")
    for name, image in (("as restored", plain), ("static region XORed", xored)):
        print(f"| {name} | " + " | ".join(f"{v:,}" for v in sizes(image)) + " |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
