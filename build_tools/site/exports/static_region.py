"""The snapshot's static region shipped as a difference from the wasm's own data segments.

The first MiB of the memory image are where the wasm's active data segments go, and most of
those bytes are unchanged at snapshot time: the same bytes a first visit downloads anyway inside
``pyodide.asm.wasm``. XORed with the memory a fresh instance starts with, they are nearly all
zero (1.53 MB gzipped -> 64 kB, 2026-12-05). worker.js (staticregion.js) undoes the XOR when
Pyodide instantiates the wasm, before it copies the snapshot into memory, once the instance's
memory there has the SHA-256 start.json names (a mismatch falls back to the ordinary start).
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass

DATA_SECTION = 11
I32_CONST = 0x41


def _leb(data: bytes, i: int, signed: bool = False) -> tuple[int, int]:
    """The LEB128 number at ``data[i]`` (unsigned, or signed as an i32.const holds it) and the
    index after it."""
    result = shift = 0
    while True:
        byte = data[i]
        i += 1
        result |= (byte & 0x7F) << shift
        shift += 7
        if byte < 0x80:
            return (result - (1 << shift) if signed and byte & 0x40 else result), i


def initial_memory(wasm: bytes) -> bytes:
    """The memory a fresh instance of ``wasm`` starts with, up to the end of its last active
    data segment (memory 0, offsets given as ``i32.const``; passive segments are copied by code
    later, so they are not part of it)."""
    memory = bytearray()
    i = 8  # magic and version
    while i < len(wasm):
        section = wasm[i]
        size, i = _leb(wasm, i + 1)
        end = i + size
        if section == DATA_SECTION:
            count, j = _leb(wasm, i)
            for _ in range(count):
                flags, j = _leb(wasm, j)
                if flags == 1:
                    length, j = _leb(wasm, j)
                    j += length
                    continue
                if flags == 2:
                    _, j = _leb(wasm, j)
                if wasm[j] != I32_CONST:
                    raise ValueError("a data segment's offset is not an i32.const")
                offset, j = _leb(wasm, j + 1, signed=True)
                length, j = _leb(wasm, j + 1)  # past the expression's end
                if len(memory) < offset + length:
                    memory.extend(bytes(offset + length - len(memory)))
                memory[offset : offset + length] = wasm[j : j + length]
                j += length
        i = end
    return bytes(memory)


@dataclass(frozen=True)
class Shipped:
    """A snapshot with its static region XORed, the region's length, and the SHA-256 (hex) of
    the wasm's initial memory the XOR was made with: the worker undoes it only with a memory of
    that digest (a digest of the wasm alone, so start.json stays reproducible; the snapshot's own
    static bytes hold entropy and wall-clock times)."""

    snapshot: bytes
    region: int
    sha256: str


def xor_static(snapshot: bytes, wasm: bytes) -> Shipped:
    """``snapshot`` (Pyodide's: a header whose second 32-bit word is the memory's offset, then
    the memory) with its first bytes of memory XORed with ``wasm``'s initial memory."""
    header = int.from_bytes(snapshot[4:8], "little")
    initial = initial_memory(wasm)
    region = snapshot[header : header + len(initial)]
    mixed = (int.from_bytes(region, "little") ^ int.from_bytes(initial, "little")).to_bytes(
        len(initial), "little"
    )
    shipped = snapshot[:header] + mixed + snapshot[header + len(initial) :]
    return Shipped(shipped, len(initial), hashlib.sha256(initial).hexdigest())
