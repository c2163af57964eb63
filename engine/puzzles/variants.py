"""One sentence in more than one wording: which wording a puzzle's answer says.

Why: a browse page shows 30 answers, and the sentences that open or close most of them ("Yes,
this position can be won.", "The solver wins in …", "Only two positions can be reached …", "The
move that looks best at first sight loses:", "A shortest line takes …") read as machine-made
when the same frame opens 30 answers in a row, however natural each one is (the sixteenth
review: uk S5, pl S3; 240 to 330 times a frame per language).  So each of those sentences has
two or three wordings that say exactly the same thing, each its own message (one role each),
and a puzzle always says the same one: the choice is a hash of the puzzle's id, never a random
draw or the puzzle's place on a page, so its browse page, the hub's puzzle of the day, its theme
page and the puzzle board (Pyodide, the same code) all word it alike, while neighbours differ.

The hash is salted with the sentence's first wording, so the frames of one answer are chosen
independently of each other; a sentence whose first wording was corrected after its rotation was
fixed passes its former wording as ``salt``, so the correction moves no puzzle to another
wording.  Without a puzzle (``key`` empty: the Study page's verdict, a caller with no puzzle)
the first wording is said.  Standard library only: this runs in Pyodide.
"""

from __future__ import annotations

import hashlib
from collections.abc import Sequence
from typing import TypeVar

Message = TypeVar("Message")


def pick(variants: Sequence[Message], key: str, salt: str | None = None) -> Message:
    """The wording of ``variants`` (the first is the reference wording) that the puzzle whose id
    is ``key`` says: the same for the same id in every process; the first for no key. ``salt``:
    the sentence's name in the hash, by default its first wording."""
    if not key or len(variants) == 1:
        return variants[0]
    named = repr(variants[0]) if salt is None else salt
    salted = f"{key}\x00{named}".encode()
    digest = hashlib.sha256(salted).digest()
    return variants[int.from_bytes(digest[:8], "big") % len(variants)]
