"""A third game, written here in a few lines of rules, is taken by the registry, the command
line (deal, legal, play), the figure drawing and the text description with no edit elsewhere:
it registers its rules in the core and its drawing in the drawing layer, nothing more."""

from __future__ import annotations

import json
from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Any, ClassVar

import pytest

from engine.cards import RANK_OF, SUIT_OF
from engine.cli import main
from engine.codes import DealCode, make_code, parse_code
from engine.drawing import describe, svg
from engine.drawing.figure import Figure, draw, render
from engine.drawing.games import DRAWINGS, GameDrawing
from engine.errors import DealCodeError, IllegalMoveError
from engine.game import PLAYING, STUCK, WON, Game, Status, new_game, register
from engine.moves import Move
from engine.reasons import message
from engine.registry import GAMES, find
from engine.rules import Variant
from engine.shuffle import shuffled_deck


@dataclass(frozen=True)
class ToyRules:
    game: str = "toy"
    prefix: str = "TY"
    deck_size: int = 52
    piles: int = 4
    default_variant: str = "N"
    variants: Mapping[str, Variant] = field(
        default_factory=lambda: MappingProxyType({"N": Variant("N", "standard", 0)})
    )


class Toy(Game):
    """One deck dealt into four piles; a pile's top card goes onto its suit's foundation when
    it is the next rank up (Ace first). Won when every card is home, stuck with no move."""

    game: ClassVar[str] = "toy"
    places: ClassVar[frozenset[str]] = frozenset({"p1", "p2", "p3", "p4", "f1", "f2", "f3", "f4"})
    actions: ClassVar[frozenset[str]] = frozenset()
    rules: ClassVar[Any] = ToyRules()

    def __init__(self, code: DealCode, piles: list[list[int]]) -> None:
        self.code, self.piles, self.found = code, piles, [0, 0, 0, 0]
        self.moves, self.history, self._undo = 0, [], []

    @classmethod
    def _deal(cls, code: DealCode) -> Toy:
        deck = shuffled_deck(code.seed, 1)
        return cls(code, [deck[i::4] for i in range(4)])

    def copy(self) -> Toy:
        g = Toy(self.code, [p[:] for p in self.piles])
        g.found, g.moves, g.history, g._undo = self.found[:], self.moves, self.history[:], []
        return g

    def legal_moves(self) -> list[Move]:
        return [
            Move(f"p{i + 1}", f"f{SUIT_OF[p[-1]] + 1}")
            for i, p in enumerate(self.piles)
            if p and RANK_OF[p[-1]] == self.found[SUIT_OF[p[-1]]] + 1
        ]

    def reason(self, move: Move) -> str | None:
        return None if move in self.legal_moves() else "does_not_follow"

    def _apply(self, move: Move) -> None:
        card = self.piles[int(move.src[1:]) - 1].pop()
        self.found[SUIT_OF[card]] += 1
        self.moves += 1
        self.history.append(move)
        self._undo.append(move)

    def undo(self) -> Move:
        if not self._undo:
            raise IllegalMoveError("nothing_to_undo", message("nothing_to_undo"))
        move = self._undo.pop()
        self.history.pop()
        self.moves -= 1
        suit = int(move.dst[1:]) - 1
        self.found[suit] -= 1
        self.piles[int(move.src[1:]) - 1].append(suit * 13 + self.found[suit])
        return move

    @property
    def foundation_cards(self) -> int:
        return sum(self.found)

    def foundation_top(self, f: int) -> int | None:
        return f * 13 + self.found[f] - 1 if self.found[f] else None

    def foundations_of(self, card: int) -> tuple[str, ...]:
        return (f"f{SUIT_OF[card] + 1}",)

    def top_card(self, place: str) -> int | None:
        if place[0] == "f":
            return self.foundation_top(int(place[1:]) - 1)
        pile = self.piles[int(place[1:]) - 1]
        return pile[-1] if pile else None

    @property
    def status(self) -> Status:
        return WON if self.is_won else PLAYING if self.legal_moves() else STUCK

    def to_dict(self) -> dict[str, Any]:
        return {**self._base_dict(), "piles": [self._names(p) for p in self.piles]}

    def __str__(self) -> str:
        return f"{self.code} {self.status}"


def toy_board(game: Toy, *, title: str, card_label: Any = svg.default_label, **_: Any) -> str:
    """The toy's figure: its piles laid out in rows, bottom to top."""
    rows = [(f"pile {n}", p) for n, p in enumerate(game.piles, start=1)]
    return svg.spread(rows, title=title, card_label=card_label)


def toy_text(game: Toy, t: describe.Translations) -> str:
    tops = (describe.card_name(t, p[-1]) if p else "empty" for p in game.piles)
    return "; ".join(f"Pile {n}: top {top}" for n, top in enumerate(tops, start=1))


@pytest.fixture
def toy() -> Iterator[None]:
    register(Toy)
    DRAWINGS.add("toy", GameDrawing(draw=toy_board, describe=toy_text, foundation_names=()))
    try:
        yield
    finally:
        GAMES.remove("toy")
        DRAWINGS.remove("toy")


def _deal(seed: int) -> list[list[int]]:
    """The toy's deal, from the engine's shuffle (one deck, every fourth card to a pile)."""
    deck = shuffled_deck(seed, 1)
    return [deck[i::4] for i in range(4)]


def _seed_with_an_ace_on_top() -> int:
    return next(s for s in range(1, 200) if any(p[-1] % 13 == 0 for p in _deal(s)))


def run(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    rc = main(list(args))
    out, err = capsys.readouterr()
    return rc, out, err


def test_the_registry_takes_the_toy(toy: None) -> None:
    info = find("toy")
    assert info is not None and info.cls is Toy and info.slug == "toy" and info.prefix == "TY"
    assert find("TY") is info and not info.redeals and not info.stock
    code = make_code("toy", 7)
    assert str(code) == "TY1-N-AAAAAAH" and parse_code("ty1-n-aaaaaah") == code
    assert code.game == "toy" and isinstance(new_game(code), Toy)
    with pytest.raises(DealCodeError, match="TY"):  # known games listed in the refusal
        parse_code("ZZ1-N-AAAAAAB")


def test_the_toy_is_unknown_once_it_is_gone(toy: None, capsys: pytest.CaptureFixture[str]) -> None:
    GAMES.remove("toy")
    rc, _, err = run(capsys, "deal", "TY1-N-AAAAAAB")
    assert rc == 2 and "unknown game 'TY'" in err


def test_the_command_line_deals_lists_and_plays_the_toy(
    toy: None, capsys: pytest.CaptureFixture[str]
) -> None:
    seed = _seed_with_an_ace_on_top()
    code = str(make_code("toy", seed))
    piles = _deal(seed)
    rc, out, _ = run(capsys, "deal", code, "--json")
    d = json.loads(out)
    assert rc == 0 and d["game"] == "toy" and d["code"] == code and d["status"] == "playing"
    assert [len(p) for p in d["piles"]] == [13, 13, 13, 13]
    assert [p[-1] for p in d["piles"]] == [Toy._names([p[-1]])[0] for p in piles]
    # the legal moves by the toy's rule: an Ace on top goes to its suit's foundation
    expected = [f"p{i + 1}-f{p[-1] // 13 + 1}" for i, p in enumerate(piles) if p[-1] % 13 == 0]
    rc, out, _ = run(capsys, "legal", code, "--json")
    assert rc == 0 and json.loads(out)["legal"] == expected
    rc, out, _ = run(capsys, "play", code, expected[0], "--json")
    d = json.loads(out)
    src = int(expected[0].split("-")[0][1:]) - 1
    assert rc == 0 and d["moves"] == 1 and len(d["piles"][src]) == 12
    rc, _, err = run(capsys, "play", code, "p1-f1", "p1-f1")
    assert rc == 2 and err.startswith("error:")


def test_the_figure_draws_and_describes_the_toy(toy: None) -> None:
    seed = _seed_with_an_ace_on_top()
    code = str(make_code("toy", seed))
    piles = _deal(seed)
    names = ("ace", "2", "3", "4", "5", "6", "7", "8", "9", "10", "jack", "queen", "king")
    suits = ("spades", "hearts", "diamonds", "clubs")
    tops = [f"{names[p[-1] % 13]} of {suits[p[-1] // 13]}" for p in piles]
    drawn = draw(Figure(code=code))
    assert drawn.text == "; ".join(f"Pile {n}: top {c}" for n, c in enumerate(tops, start=1))
    assert drawn.svg.startswith("<svg") and drawn.svg.count("sol-card") >= 52
    assert drawn.caption == f"The deal {code} at the start"
    html = render(Figure(code=code), play_pages={})
    assert html.startswith("<figure") and f'data-code="{code}"' in html and "Pile 4: top" in html
    assert "sol-play-link" not in html  # the toy has no Play page
