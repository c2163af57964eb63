"""Deal codes: ``<GAME><VERSION>-<VARIANT>-<SEED>``, e.g. ``CR1-N-AAAAAAB``.

The seed is 7 characters of RFC 4648 base32 (``A``–``Z`` = 0–25, ``2``–``7`` = 26–31),
big-endian, so ``AAAAAAB`` is seed 1 and seeds run from 0 to 2**35 - 1.
"""

from __future__ import annotations

import secrets
from dataclasses import dataclass
from typing import Any, Final

from .errors import DealCodeError
from .registry import GameInfo, by_prefix, find, games, get_by_prefix

ALPHABET: Final = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"
SEED_LENGTH: Final = 7
MAX_SEED: Final = 32**SEED_LENGTH - 1
VERSIONS: Final = frozenset({1})
_VALUE: Final = {ch: i for i, ch in enumerate(ALPHABET)}


@dataclass(frozen=True, order=True)
class DealCode:
    """A parsed deal code; ``str()`` gives its canonical upper-case form."""

    prefix: str
    version: int
    variant: str
    seed: int

    @property
    def info(self) -> GameInfo:
        """The game's registered facts (``engine.registry``)."""
        return get_by_prefix(self.prefix)

    @property
    def game(self) -> str:
        return self.info.name

    @property
    def rules(self) -> Any:  # the game's constants (registry.GameInfo.rules)
        return self.info.rules

    def __str__(self) -> str:
        return f"{self.prefix}{self.version}-{self.variant}-{encode_seed(self.seed)}"


def encode_seed(seed: int) -> str:
    if not 0 <= seed <= MAX_SEED:
        raise ValueError(f"seed out of range: {seed}")
    chars = []
    for _ in range(SEED_LENGTH):
        chars.append(ALPHABET[seed & 31])
        seed >>= 5
    return "".join(reversed(chars))


def _error(reason: str, message: str, code: str, pos: int) -> DealCodeError:
    return DealCodeError(reason, message, code, pos)


def parse_code(text: object) -> DealCode:
    """Parse a deal code; trimmed and case-insensitive. Raises only :class:`DealCodeError`."""
    if not isinstance(text, str):
        raise _error("malformed", "a deal code must be text", repr(text), 0)
    code = text.strip().upper()
    if not code:
        raise _error("empty", "the deal code is empty", code, 0)
    prefix = code[:2]
    info = by_prefix(prefix)
    if info is None:
        known = ", ".join(sorted(g.prefix for g in games()))
        raise _error("unknown_game", f"unknown game {prefix!r} (known: {known})", code, 0)
    parts = code.split("-")
    head = parts[0]
    version_text = head[2:]
    if not version_text.isdigit() or not version_text.isascii():
        raise _error(
            "malformed",
            f"expected a version number after {prefix!r}, e.g. {prefix}1-N-AAAAAAB",
            code,
            2,
        )
    version = int(version_text)
    if version not in VERSIONS:
        raise _error(
            "unsupported_version",
            f"unsupported deal algorithm version {version} (supported: 1)",
            code,
            2,
        )
    if len(parts) != 3:
        raise _error(
            "malformed",
            f"expected three parts separated by '-', e.g. {prefix}1-N-AAAAAAB",
            code,
            len(head),
        )
    variant, seed_text = parts[1], parts[2]
    rules = info.rules
    vpos = len(head) + 1
    if variant not in rules.variants:
        known = ", ".join(rules.variants)
        raise _error(
            "unknown_variant",
            f"unknown variant {variant!r} for {rules.game} (known: {known})",
            code,
            vpos,
        )
    spos = vpos + len(variant) + 1
    for i, ch in enumerate(seed_text):
        if ch not in _VALUE:
            raise _error(
                "invalid_character",
                f"invalid character {ch!r} at position {spos + i + 1} (seed uses A-Z and 2-7)",
                code,
                spos + i,
            )
    if len(seed_text) != SEED_LENGTH:
        raise _error(
            "wrong_length",
            f"the seed must be {SEED_LENGTH} characters, not {len(seed_text)}",
            code,
            spos,
        )
    seed = 0
    for ch in seed_text:
        seed = seed * 32 + _VALUE[ch]
    return DealCode(prefix, version, variant, seed)


def make_code(game: str, seed: int, variant: str | None = None) -> DealCode:
    """The deal code of ``game`` (its name, slug or prefix: ``forty_thieves``, ``forty-thieves``,
    ``FT``) and ``seed``."""
    info = find(game)
    if info is None:
        raise _error("unknown_game", f"unknown game {game!r}", game, 0)
    rules = info.rules
    variant = variant or rules.default_variant
    if variant not in rules.variants:
        raise _error("unknown_variant", f"unknown variant {variant!r}", variant, 0)
    encode_seed(seed)
    return DealCode(rules.prefix, 1, variant, seed)


def random_code(game: str, variant: str | None = None) -> DealCode:
    """A new deal code with a seed from the system's secure random source."""
    return make_code(game, 1 + secrets.randbelow(MAX_SEED), variant)
