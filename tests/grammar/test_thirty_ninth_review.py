"""The thirty-ninth native reviews (text-{hu,uk,pl}-39, outside the repository; every page type 9
or 10 in all three languages): the minor items taken, each struck from the whole catalog with the
wording the editor wrote.

- pl D2: "każdy przykrywa karty" said of an ace that covers one card (more than the position
  shows): "co najmniej jedną kartę".
- pl D1: "po tym ruchu program przeszukał" read as a search run after the move was played.
- pl D3: "kolejno do 4, 3 i 1 pozycji" read as one line through them: "odpowiednio".
- pl D5: "z 165" beside "ze 104" elsewhere: "spośród", right before any number.
- uk D1: "Тепер … . Тепер …" two sentences in a row: the rule's sentence says «Відтак».
- uk D2, hu D1: the search as the cause of the dead end («бо», "mert"): a dash, a semicolon.
- uk D6: the board's hints called a redeal and a draw a «хід», which the rules say they are not.
- uk D9: «ляже … доки вона туди не ляже» in one sentence.
- hu D2: every goal answer closed "…végigpróbált, de egyik sem ért célba": shorter.
"""

from __future__ import annotations

import pytest

from tests.grammar.catalogs import assert_reworded

REVIEWED = [
    ("pl", "każdy przykrywa karty", "bo każdy przykrywa co najmniej jedną kartę"),
    ("pl", "przykrywa karty, które muszą tam trafić", "przykrywa co najmniej jedną kartę"),
    ("pl", "po tym ruchu program przeszukał", "pozycji osiągalnych po tym ruchu i żadna"),
    ("pl", "dojść kolejno do", "da się po nim dojść odpowiednio do %(counts)s pozycji"),
    ("pl", "żadna z %(positions)s", "żadna spośród %(positions)s pozycji"),
    ("uk", "Тепер %(card)s{acc} уже", "Відтак %(card)s{acc} уже не можна"),
    ("uk", "глухий кут, бо розв’язувач", "цей хід веде в глухий кут — розв’язувач перевірив"),
    ("hu", "zsákutcába visz, mert", "ez a lépés zsákutcába visz; a megoldóprogram"),
    ("uk", "Наступний хід — перерозподіл", "Далі — перерозподіл."),
    ("uk", "Наступний хід — узяти", "Далі треба взяти карту з колоди."),
    (
        "uk",
        "у її стопці, доки вона туди не ляже",
        "правило останньої карти не дає перекласти на іншу стопку",
    ),
    (
        "hu",
        "végigpróbált, de egyik sem ért célba",
        "ennél rövidebb műveletsor nincs, a program mindet",
    ),
]


@pytest.mark.parametrize(("lang", "struck", "written"), REVIEWED)
def test_the_thirty_ninth_reviews_wording(lang: str, struck: str, written: str) -> None:
    assert_reworded(lang, struck, written)
