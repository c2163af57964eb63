"""What a figure claims is a directive parameter, checked against the replayed position: a
claim the position does not bear out, or a spread of an empty pile, stops the build naming the
page and line."""

from __future__ import annotations

import gettext
from pathlib import Path

import pytest

from build_tools.site.pages.render import Language, PageError, render_page
from engine.drawing.figure import Figure, FigureError, draw

DOCS = Path(__file__).resolve().parents[2] / "docs"
RECORD = (DOCS / "records" / "crescent-example.txt").read_text(encoding="utf-8")


def test_the_redeal_spread_names_the_card_that_comes_to_the_top():
    before = draw(
        Figure(record=RECORD, point="before-redeal-1", spread=(11,), claim="spread-before-redeal")
    )
    after = draw(
        Figure(record=RECORD, point="after-redeal-1", spread=(11,), claim="spread-after-redeal")
    )
    assert "its bottom card, the 6 of hearts, comes to the top" in before.caption
    assert "its former bottom card, the 6 of hearts, is now its top card" in after.caption
    assert after.text.endswith("3 of hearts, 6 of hearts.")  # fmt: skip


def test_spreading_an_empty_pile_fails():
    with pytest.raises(FigureError, match="pile 1 is empty"):
        draw(
            Figure(record=RECORD, point="after-redeal-1", spread=(1,), claim="spread-after-redeal")
        )


@pytest.mark.parametrize(
    ("figure", "message"),
    [
        (Figure(record=RECORD, point="start", claim="won"), "the game is playing"),
        (Figure(record=RECORD, point="start", claim="after-redeal"), "after-redeal-K"),
        (Figure(record=RECORD, point="start", claim="before-redeal"), "not a redeal"),
        (Figure(record=RECORD, point="start", claim="wrap"), "mark_next"),
        (Figure(record=RECORD, point="start", claim="sparkles"), "unsupported claim"),
        (Figure(record=RECORD, point="start", claim="foundation-cards", count=9), "hold 8"),
        (Figure(record=RECORD, point="start", count=8), "count needs"),
    ],
)
def test_a_claim_the_position_does_not_bear_out_fails(figure, message):
    with pytest.raises(FigureError, match=message):
        draw(figure)


def test_the_claims_the_pages_make_hold():
    end = draw(Figure(record=RECORD, point="end", claim="won"))
    assert end.caption.endswith("Every card is on the foundations: the game is won.")
    held = draw(Figure(record=RECORD, point="start", claim="foundation-cards", count=8))
    assert held.caption.endswith("The foundations hold 8 cards.")


def test_a_false_claim_in_a_page_stops_the_build_at_its_line(tmp_path):
    (tmp_path / "records").mkdir()
    (tmp_path / "records" / "r.txt").write_text(RECORD, encoding="utf-8")
    (tmp_path / "page.md").write_text(
        "# Title\n\n"
        '{{ figure(record="records/r.txt", point="after-redeal-1", spread=[1], '
        'claim="spread-after-redeal") }}\n',
        encoding="utf-8",
    )
    en = Language("en", gettext.NullTranslations(), None)
    with pytest.raises(PageError, match=r"page\.md:3: .*pile 1 is empty"):
        render_page("page.md", en, docs=tmp_path, cache=None)
