"""The snapshot's static region shipped as a difference from the wasm's own data segments
(build_tools/site/exports/static_region.py; issue 31 point 4)."""

from __future__ import annotations

import hashlib
import json

import zstandard

from build_tools.site.exports import static_region


def _leb(n: int) -> bytes:
    out = bytearray()
    while True:
        byte = n & 0x7F
        n >>= 7
        if n:
            out.append(byte | 0x80)
        else:
            out.append(byte)
            return bytes(out)


def _wasm(segments: list[tuple[int, bytes]], passive: bytes = b"") -> bytes:
    """A module with a data section only: active segments (offset, bytes) and one passive."""
    body = bytearray(_leb(len(segments) + (1 if passive else 0)))
    for offset, data in segments:
        # flags 0, i32.const offset (signed LEB: these offsets need no sign bit), end, bytes
        body += b"\x00\x41" + _leb(offset) + b"\x0b" + _leb(len(data)) + data
    if passive:
        body += b"\x01" + _leb(len(passive)) + passive
    custom = b"\x00" + _leb(5) + b"\x04name"  # a section before it, skipped
    return b"\x00asm\x01\x00\x00\x00" + custom + b"\x0b" + _leb(len(body)) + bytes(body)


def test_the_initial_memory_is_the_active_segments_in_place():
    wasm = _wasm([(4, b"abc"), (200, b"\xff" * 3)], passive=b"not in memory")
    memory = static_region.initial_memory(wasm)
    assert len(memory) == 203
    assert memory[4:7] == b"abc" and memory[200:203] == b"\xff\xff\xff"
    assert memory[:4] == bytes(4) and memory[7:200] == bytes(193)


def test_the_shipped_snapshot_is_the_original_xored_with_the_initial_memory():
    wasm = _wasm([(0, b"\x10\x20\x30\x40")])
    header = (0).to_bytes(4, "little") + (8).to_bytes(4, "little")  # memory at byte 8
    snapshot = header + b"\x10\x20\x31\x40" + b"tail"
    shipped = static_region.xor_static(snapshot, wasm)
    # Unchanged bytes become zero, a changed one keeps the difference; the rest as it was.
    assert shipped.snapshot == header + b"\x00\x00\x01\x00" + b"tail"
    assert shipped.region == 4
    assert shipped.sha256 == hashlib.sha256(b"\x10\x20\x30\x40").hexdigest()  # the wasm's


def test_the_sites_snapshot_region_is_mostly_zero_once_xored(site_dir):
    # Before the XOR the region was 80% non-zero bytes (MiB 0-3 of the image: 1.53 MB gzipped);
    # the wasm's data segments are nearly all unchanged at snapshot time.
    manifest = json.loads((site_dir / "pyodide" / "start.json").read_text(encoding="utf-8"))
    data = zstandard.ZstdDecompressor().decompress(
        (site_dir / "pyodide" / manifest["snapshot"]).read_bytes()
    )
    header = int.from_bytes(data[4:8], "little")
    region = data[header : header + manifest["static_bytes"]]
    assert manifest["static_bytes"] > 1_000_000
    assert region.count(0) > 0.9 * len(region)
