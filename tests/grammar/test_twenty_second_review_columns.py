"""The twenty-second review (text-hu-22 D7 and S2): a Forty Thieves figure's description put its
reading order ("alulról felfelé", "bottom to top") on the first column with cards, even when that
column held one card, where an order means nothing ("1. oszlop, alulról felfelé: pikk 6-os;",
248 places on the hu browse pages, the same in en, uk and pl). The order is now said once, before
the columns, in a sentence of their own, when some column holds two cards or more; a position
whose columns all hold one card at most says none. The expected texts are written out here per
language (the cards read off each position by hand), not read from the catalogs."""

from __future__ import annotations

from functools import cache

import pytest

from build_tools.site.pages import puzzle_pages
from engine.drawing import describe
from engine.forty_thieves import FortyThieves
from tests.grammar.catalogs import t
from tests.grammar.test_tenth_review_answers import _plain

LANGUAGES = ("en", "hu", "uk", "pl")

# Puzzle 774 (card-home-2, the page the hu editor quotes): column 1 holds the queen of hearts
# alone, columns 4, 5, 8 and 9 two or three hearts each; stock and waste are empty, foundation 6
# holds the ace and 2 of hearts, every other foundation its 13 cards.
ONE_CARD_FIRST = "ft-ch-4cfa42e747"
ONE_CARD_FIRST_COLUMNS = {
    "en": "top king of clubs. Each column's cards, bottom to top: column 1: queen of hearts;"
    " column 2: king of hearts; column 3: empty; column 4: 9 of hearts, 8 of hearts; column 5:"
    " 5 of hearts, 4 of hearts; column 6: empty; column 7: empty; column 8: jack of hearts, 10 of"
    " hearts; column 9: 3 of hearts, 7 of hearts, 6 of hearts; column 10: empty.",
    "hu": "felül treff király. Az oszlopok lapjai alulról felfelé: 1. oszlop: kőr dáma; 2. oszlop:"
    " kőr király; 3. oszlop: üres; 4. oszlop: kőr 9-es, kőr 8-as; 5. oszlop: kőr 5-ös, kőr 4-es;"
    " 6. oszlop: üres; 7. oszlop: üres; 8. oszlop: kőr bubi, kőr 10-es; 9. oszlop: kőr 3-as, kőr"
    " 7-es, kőr 6-os; 10. oszlop: üres.",
    "uk": "зверху король треф. Карти кожного стовпця від низу до верху: стовпець 1: дама черв;"
    " стовпець 2: король черв; стовпець 3: порожній; стовпець 4: дев’ятка черв, вісімка черв;"
    " стовпець 5: п’ятірка черв, четвірка черв; стовпець 6: порожній; стовпець 7: порожній;"
    " стовпець 8: валет черв, десятка черв; стовпець 9: трійка черв, сімка черв, шістка черв;"
    " стовпець 10: порожній.",
    "pl": "na wierzchu król trefl. Karty każdej kolumny od dołu do góry: kolumna 1: dama kier;"
    " kolumna 2: król kier; kolumna 3: pusta; kolumna 4: dziewiątka kier, ósemka kier; kolumna 5:"
    " piątka kier, czwórka kier; kolumna 6: pusta; kolumna 7: pusta; kolumna 8: walet kier,"
    " dziesiątka kier; kolumna 9: trójka kier, siódemka kier, szóstka kier; kolumna 10: pusta.",
}
ONE_CARD_FIRST_HEAD = {
    "en": "Stock: empty; waste: empty; foundation 1 (spades): 13 cards, top king of spades;",
    "hu": "Húzópakli: üres; dobópakli: üres; 1. (pikk) alapsor: 13 lap, felül pikk király;",
    "uk": "Колода: порожня; скид: порожній; фундамент 1 (пік): 13 карт, зверху король пік;",
    "pl": "Talia: pusta; stos odrzuconych: pusty; baza 1 (pik): 13 kart, na wierzchu król pik;",
}

# Puzzle 790 (card-home-2): every column holds one card at most (kings and jacks of spades), so
# no order is said; the columns end the one sentence, after the last foundation.
AT_MOST_ONE = "ft-ch-f45857d693"
AT_MOST_ONE_TAIL = {
    "en": "foundation 8 (clubs): 12 cards, top queen of clubs; column 1: king of spades; column 2:"
    " king of spades; column 3: jack of spades; column 4: empty; column 5: jack of spades; column"
    " 6: empty; column 7: empty; column 8: empty; column 9: empty; column 10: empty.",
    "hu": "8. (treff) alapsor: 12 lap, felül treff dáma; 1. oszlop: pikk király; 2. oszlop: pikk"
    " király; 3. oszlop: pikk bubi; 4. oszlop: üres; 5. oszlop: pikk bubi; 6. oszlop: üres; 7."
    " oszlop: üres; 8. oszlop: üres; 9. oszlop: üres; 10. oszlop: üres.",
    "uk": "фундамент 8 (треф): 12 карт, зверху дама треф; стовпець 1: король пік; стовпець 2:"
    " король пік; стовпець 3: валет пік; стовпець 4: порожній; стовпець 5: валет пік; стовпець 6:"
    " порожній; стовпець 7: порожній; стовпець 8: порожній; стовпець 9: порожній; стовпець 10:"
    " порожній.",
    "pl": "baza 8 (trefl): 12 kart, na wierzchu dama trefl; kolumna 1: król pik; kolumna 2: król"
    " pik; kolumna 3: walet pik; kolumna 4: pusta; kolumna 5: walet pik; kolumna 6: pusta;"
    " kolumna 7: pusta; kolumna 8: pusta; kolumna 9: pusta; kolumna 10: pusta.",
}

# The order, as each language says it (the words of the old per-column frame, kept), and the
# sentence that says it, which must come right before column 1.
DIRECTION = {
    "en": "bottom to top",
    "hu": "alulról felfelé",
    "uk": "від низу до верху",
    "pl": "od dołu do góry",
}
NOTE = {
    "en": ". Each column's cards, bottom to top: column 1: ",
    "hu": ". Az oszlopok lapjai alulról felfelé: 1. oszlop: ",
    "uk": ". Карти кожного стовпця від низу до верху: стовпець 1: ",
    "pl": ". Karty każdej kolumny od dołu do góry: kolumna 1: ",
}


@cache
def _positions() -> dict[str, FortyThieves]:
    """Every committed Forty Thieves puzzle's figure position, as its browse page draws it."""
    plan = puzzle_pages.plan("forty-thieves")
    out: dict[str, FortyThieves] = {}
    for pid in plan.order:
        game, _ply, _record = puzzle_pages._replayed(plan.by_id[pid])
        assert isinstance(game, FortyThieves)
        out[pid] = game
    return out


def _description(pid: str, lang: str) -> str:
    return _plain(lang, describe.forty_thieves(_positions()[pid], t(lang)))


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_first_column_of_one_card_is_said_without_the_order(lang: str) -> None:
    """Failed before: "…; column 1, bottom to top: queen of hearts; column 2: …"."""
    assert [len(c) for c in _positions()[ONE_CARD_FIRST].cols][:2] == [1, 1]
    text = _description(ONE_CARD_FIRST, lang)
    assert text.startswith(ONE_CARD_FIRST_HEAD[lang])
    assert text.endswith(ONE_CARD_FIRST_COLUMNS[lang])


@pytest.mark.parametrize("lang", LANGUAGES)
def test_columns_of_one_card_at_most_say_no_order(lang: str) -> None:
    """Failed before: "…; column 1, bottom to top: king of spades; …"."""
    assert max(len(c) for c in _positions()[AT_MOST_ONE].cols) == 1
    text = _description(AT_MOST_ONE, lang)
    assert text.endswith(AT_MOST_ONE_TAIL[lang])
    assert DIRECTION[lang] not in text


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_puzzle_says_the_order_once_before_the_columns_or_not_at_all(lang: str) -> None:
    """Every committed Forty Thieves puzzle's figure: where a column holds two cards or more, the
    order is said exactly once, in the sentence that opens the columns (so never on a column of
    one card); where none does, it is not said."""
    wrong = []
    for pid, game in _positions().items():
        text = _description(pid, lang)
        if any(len(col) >= 2 for col in game.cols):
            right = text.count(DIRECTION[lang]) == 1 and text.count(NOTE[lang]) == 1
        else:
            right = DIRECTION[lang] not in text
        if not right:
            wrong.append(pid)
    assert wrong == []
    assert len(_positions()) > 800  # the committed puzzles, all of them read
