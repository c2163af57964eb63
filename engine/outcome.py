"""Can this position be won? One answer for the solver, its proofs, the verdicts, the hints and
the puzzles: ``Outcome`` (won / lost / undecided) and, for a loss, its ``Proof``.

Like python-chess's ``Outcome``/``Termination``: typed values compared as such, never strings
passed between layers. The values are the words of the JSON the site and the board read
(``won``, ``lost``, ``undecided``; the proof kinds of the puzzles' JSON). The committed study
files name a loss ``unwinnable``: ``parse`` reads that word and ``study_word`` writes it, at the
files' boundary only. Standard library only.
"""

from __future__ import annotations

from enum import StrEnum


class Outcome(StrEnum):
    """What is known of a position: ``WON`` (a winning line exists and was found), ``LOST`` (no
    line wins, proved) or ``UNDECIDED`` (a search ran out, or nothing was searched)."""

    WON = "won"
    LOST = "lost"
    UNDECIDED = "undecided"

    @classmethod
    def parse(cls, word: str) -> Outcome:
        """The outcome a serialized word names (the study files' ``unwinnable`` is ``LOST``)."""
        return cls.LOST if word == STUDY_LOST else cls(word)

    @property
    def study_word(self) -> str:
        """The word the study's files and the solver's command line write for it."""
        return STUDY_LOST if self is Outcome.LOST else self.value


STUDY_LOST = "unwinnable"


class Proof(StrEnum):
    """How a loss is proved: one of Crescent's bounds (``LAST_CARD``, ``LOCKED_CARD``,
    ``FIXPOINT``) or an exact ``SEARCH`` that exhausted every reachable position; ``NONE`` for an
    outcome that is not a loss. The values are the puzzles' JSON ``proof`` words."""

    NONE = ""
    LAST_CARD = "last-card"
    LOCKED_CARD = "locked-card"
    FIXPOINT = "fixpoint"
    SEARCH = "search"


WON, LOST, UNDECIDED = Outcome.WON, Outcome.LOST, Outcome.UNDECIDED
LAST_CARD, LOCKED_CARD, FIXPOINT, SEARCH = (
    Proof.LAST_CARD,
    Proof.LOCKED_CARD,
    Proof.FIXPOINT,
    Proof.SEARCH,
)
