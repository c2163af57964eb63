"""The committed catalogs as the board gets them (a compiled ``.mo``), made with the standard
library only: these tests also run inside Pyodide, where Babel and msgfmt are not at hand.
Fuzzy and untranslated entries are left out, as msgfmt does."""

from __future__ import annotations

import ast
import struct
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def _entries(text: str) -> dict[str, str]:
    """msgid (with ``ctx\\x04`` and ``\\x00plural``) → msgstr (plural forms joined by NUL)."""
    out: dict[str, str] = {}
    entry: dict[str, list[str]] = {}
    key = ""
    fuzzy = False

    def flush() -> None:
        if "msgid" in entry and not fuzzy:
            msgid = "".join(entry["msgid"])
            if "msgctxt" in entry:
                msgid = "".join(entry["msgctxt"]) + "\x04" + msgid
            if "msgid_plural" in entry:
                msgid += "\x00" + "".join(entry["msgid_plural"])
                forms = sorted(k for k in entry if k.startswith("msgstr["))
                msgstr = "\x00".join("".join(entry[k]) for k in forms)
            else:
                msgstr = "".join(entry.get("msgstr", []))
            if msgstr.replace("\x00", "") or msgid == "":
                out[msgid] = msgstr

    for line in [*text.splitlines(), ""]:
        line = line.strip()
        if not line:
            flush()
            entry, key, fuzzy = {}, "", False
        elif line.startswith("#,") and "fuzzy" in line:
            fuzzy = True
        elif line.startswith("#"):
            continue
        elif line.startswith('"'):
            entry[key].append(ast.literal_eval(line))
        else:
            key, _, rest = line.partition(" ")
            entry[key] = [ast.literal_eval(rest)]
    return out


def mo(lang: str) -> bytes:
    """``locales/<lang>/LC_MESSAGES/messages.po`` compiled to GNU ``.mo`` bytes."""
    po = ROOT / "locales" / lang / "LC_MESSAGES" / "messages.po"
    entries = sorted(_entries(po.read_text(encoding="utf-8")).items())
    ids = b""
    strs = b""
    offsets = []
    for k, v in entries:
        kb, vb = k.encode(), v.encode()
        offsets.append((len(ids), len(kb), len(strs), len(vb)))
        ids += kb + b"\0"
        strs += vb + b"\0"
    n = len(entries)
    start = 7 * 4 + 16 * n
    ids_at = start
    strs_at = ids_at + len(ids)
    head = struct.pack("Iiiiiii", 0x950412DE, 0, n, 7 * 4, 7 * 4 + 8 * n, 0, 0)
    table_ids = b"".join(struct.pack("ii", length, ids_at + o) for o, length, _, _ in offsets)
    table_strs = b"".join(struct.pack("ii", length, strs_at + o) for _, _, o, length in offsets)
    return head + table_ids + table_strs + ids + strs
