"""The sixteenth review's editors (text-{hu,uk,pl}-16) on the last-card proofs and the stock line:
the two cards that could go home last told in one sentence whatever each lies on, the reason said
once (uk D1/S1, pl D2/S1, hu S4); "mindegyiküknek" never of two cards (hu D1); the card already
home named as the other copy, on the foundation it completed (pl D1/S2); no "már" in the sentence
that ends an answer about a deal at its start (hu D8); the stock said with its count, one card in
a sentence of its own (uk D4/S3).

The expected sentences are written here as the editors asked for them; the claim about the
foundation is checked against the committed puzzles' positions, not against the words.
"""

from __future__ import annotations

import pytest

from engine.crescent import Crescent
from engine.grammar.articles import resolve_articles
from engine.grammar.typography import typeset
from engine.puzzles import texts, words
from engine.puzzles.explain import Blocked, Witness, other_candidate, witness
from engine.puzzles.model import load
from tests.grammar.catalogs import t
from tests.grammar.test_proof_sentences import ROOT, proofs_in

LANGS = ("en", "hu", "uk", "pl")
# Spades: the ace is card 0, the 2 card 1, …, the queen 11, the king 12.
KING, ACE = 12, 0


def said(lang: str, w: Witness) -> list[str]:
    """The sentences on the candidates' cards (no opening, rule or conclusion), as printed."""
    out = words.last_card(w, t(lang), words.STATED, rule=words.UNSAID, after_move=True)
    return [typeset(resolve_articles(x), lang).replace("\u00a0", " ") for x in out[1:]]


# The reason, said once in a sentence about both candidates (its first wording: a proof said
# without a puzzle; test_last_card_tails has the others).
REASON = {
    # the nineteenth review (hu D2, pl D4): the card under whichever goes home last
    "en": "whichever of the two goes home last,",
    # the seventeenth review (hu D2/S4): the card that goes up last, which the others must
    # precede; the nineteenth (hu D2): "bármelyikük … is", and the impossibility said; the
    # 22nd (hu D1): "a kettő közül bármelyik" (the cards just named under them read as
    # "bármelyikük"), a stacked pair keeps "bármelyikük" (the sentence's subject is the pair)
    "hu": "kerül is fel utolsónak,",
    # the twentieth review (uk D1, pl D1/S2): which card goes last, then the cards under it
    "uk": "хоч би який із двох ліг на фундамент останнім,",
    "pl": "niezależnie od tego, który z nich trafi na bazę jako ostatni,",
}
# (king's cards, ace's cards, same pile): every shape a pair can have.
SHAPES = {
    "one and one": ((11,), (1,), False),
    "several and one": ((3, 11), (1,), False),
    "one and several": ((11,), (1, 8), False),
    "several and several": ((3, 11), (1, 8), False),
    "stacked on one": ((5,), (5, KING), True),
    "stacked on several": ((5, 9), (5, 9, KING), True),
}


def pair(shape: str) -> Witness:
    kings, aces, one_pile = SHAPES[shape]
    return Witness(0, (Blocked(KING, 4, kings), Blocked(ACE, 4 if one_pile else 7, aces)))


@pytest.mark.parametrize("shape", SHAPES)
@pytest.mark.parametrize("lang", LANGS)
def test_both_candidates_are_one_sentence_with_the_reason_once(lang: str, shape: str) -> None:
    sentences = said(lang, pair(shape))
    assert len(sentences) == 1, sentences
    assert sentences[0].count(REASON[lang]) == 1, sentences
    kings, aces, one_pile = SHAPES[shape]
    underneath = len(aces) if one_pile else len(kings) + len(aces)
    # hu D1: "mindkettő" of two cards, "mindegyik" of three or more; the seventeenth (hu D2):
    # neither, since "each before the card on it" was false of a deeper card: the one card under
    # whichever goes up last, or every card under it
    if lang == "hu":
        assert "mindkettőnek" not in sentences[0] and "mindegyik" not in sentences[0], sentences
        one_each = underneath == 2 and not one_pile
        assert ("az alatta fekvő lapnak hamarabb" in sentences[0]) == one_each, sentences
        # (the 32nd review, uk D1, in every language: the cards named, not every card under it;
        # the 38th, hu D1: not "a felsorolt lapoknak", which took in the other candidate's cards
        # too, or one card in the plural: every card of its suit under it, as the English says)
        several = "az összes alatta fekvő, vele azonos színű lapnak előbb"
        assert (several in sentences[0]) != one_each, sentences
        assert "felsorolt" not in sentences[0], sentences
        assert sentences[0].endswith(", ez pedig lehetetlen."), sentences


# The editors' own sentences (uk S1, pl S1), and the same shapes in English and Hungarian.
PAIRS = [
    ("uk", "one and several",
     # the twentieth review (uk D1): the tail says which card goes last
     "Під королем лежить дама пік, а під тузом — двійка й дев’ятка пік (знизу вгору): хоч би "
     "який із двох ліг на фундамент останнім, під ним лежала б карта тієї ж масті, якій треба "
     "потрапити туди раніше, а звільнилася б вона лише після нього."),
    ("pl", "several and several",
     # the seventeenth review (pl D3/S1): the suit named in the sentence before, ranks alone
     # the twentieth review (pl D1): the editor's, the second list with its own verb
     "Pod królem leżą, licząc od dołu, czwórka i dama pik, a pod asem – również od dołu – "
     "dwójka i dziewiątka pik, więc niezależnie od tego, który z nich trafi na bazę jako "
     "ostatni, pod nim leżałaby karta, która musi trafić tam wcześniej – a nie może."),
    # the nineteenth review (uk D1): the ace lies on the king, never "over them" as if over it
    ("pl", "stacked on several",
     # the twentieth review (pl D1, D4): "bezpośrednio na", which card goes last said
     "Pod królem leżą, licząc od dołu, szóstka i dziesiątka pik, a as leży bezpośrednio na "
     "królu, więc niezależnie od tego, który z nich trafi na bazę jako ostatni, pod nim "
     "leżałaby karta, która musi trafić tam wcześniej – a nie może."),
    ("en", "stacked on one",
     "The king of spades lies on the 6 of spades, and the ace of spades right on the king of "
     "spades: whichever of the two goes home last, every card of its suit under it would have "
     "to go home first, and none can."),
    ("en", "several and one",
     "The king of spades lies on the 4 and queen of spades (from the bottom up) and the ace of "
     "spades on the 2 of spades: whichever of the two goes home last, every card of its suit "
     "under it would have to go home first, and none can."),
    ("hu", "stacked on one",
     "A pikk király alatt a pikk 6-os fekszik, a pikk ász pedig közvetlenül a pikk király "
     "tetején; bármelyikük kerül is fel utolsónak, az összes alatta fekvő, vele azonos színű "
     "lapnak előbb kellene az alapsorra kerülnie, ez pedig lehetetlen."),
]  # fmt: skip


@pytest.mark.parametrize(("lang", "shape", "sentence"), PAIRS)
def test_a_pair_reads_as_the_editor_wrote_it(lang: str, shape: str, sentence: str) -> None:
    assert said(lang, pair(shape)) == [sentence]


# pl D1 / S2: one ace and one king of each suit start on the foundations, so "the ace of hearts is
# already on a foundation" was always true. The sentence names the foundation the other copy
# completed, with that card on top (not "the other king" right after the move that put the king
# there); that foundation must be complete in the position the proof is about.
def _witnessed_positions() -> list[tuple[str, Crescent]]:
    out = []
    for p in load(ROOT / "docs" / "puzzles" / "crescent.json"):
        game = p.position()
        assert isinstance(game, Crescent)
        out.append((p.id, game))
        for alt in p.alternatives if p.kind == "only-move" else []:
            after = game.copy()
            after.play_all(alt["move"].split())
            out.append((p.id, after))
    return out


def test_the_card_already_home_completed_the_foundation_the_proof_names() -> None:
    one_left = 0
    for pid, game in _witnessed_positions():
        w = witness(game)
        home = other_candidate(w) if w is not None else None
        if home is None:
            continue
        foundation = words.completed_foundation(home)
        assert game.found[foundation] == 13, pid  # complete: the other copy lies on its top
        assert all(home not in pile for pile in game.piles), pid
        one_left += 1
    assert one_left > 10


ONE_LEFT = Witness(1, (Blocked(13 + ACE, 10, (13 + 3, 13 + 2)),))  # the ace of hearts, 4 and 3
OTHER_HOME = {
    "en": "Since the up foundation of hearts is complete, with the king of hearts on top, the last"
    " heart to go home must be the ace of hearts on pile 10.",
    "hu": "Mivel a felfelé épülő kőr alapsor már teljes (a tetején a kőr király van), a kőr lapok"
    " közül utolsónak csak a 10. oszlopban lévő kőr ász kerülhet fel.",
    # the seventeenth review (uk D3): «складено повністю», «зверху» as every figure says it
    "uk": "Оскільки висхідний фундамент черв уже складено повністю (зверху лежить король черв),"
    " останньою червовою картою на фундамент може лягти лише туз черв зі стопки 10.",
    # the seventeenth (pl P8: "pełna" is a full pile's word; D3: ranks alone once the suit is said)
    "pl": "Ponieważ baza rosnąca kier jest już ułożona do końca (na wierzchu leży król), ostatnią"
    " kartą kier, która trafi na bazę, może być tylko as ze stosu 10.",
}


@pytest.mark.parametrize("lang", LANGS)
def test_the_card_already_home_is_named_on_top_of_the_foundation_it_completed(lang: str) -> None:
    first = words.last_card(ONE_LEFT, t(lang), words.STATED)[0]
    assert typeset(resolve_articles(first), lang).replace("\u00a0", " ") == OTHER_HOME[lang]


# hu D8: the conclusion also ends the answer about a deal at its start, where nothing happened
# yet: no "már" ("no longer"). After a losing move it stays ("ezután … már nem").
def test_hu_the_conclusion_says_no_longer_only_after_a_move() -> None:
    hu = t("hu")
    assert hu.gettext(words.CONCLUSION) == "Így nem lehet az összes %(suit)s lapot feljuttatni."
    assert " már " in hu.gettext(words.AFTER_WITNESS)
    fresh = [text for p, text in proofs_in("hu") if p.kind == "can-win" and p.at_deal_start]
    assert fresh and not any(" már nem lehet" in x for x in fresh)


# uk D4 / S3: one card in the stock has its own sentence, a list is said with its count.
STOCK = {
    "en": ["One card is left in the stock: the 6 of clubs.",
           "The two cards in the stock, from the one you draw next: queen of hearts, 6 of clubs.",
           "The five cards in the stock, from the one you draw next:",
           "The 22 cards in the stock, from the one you draw next:"],
    "hu": ["A húzópakliban egy lap maradt: a treff 6-os.",
           "A húzópakliban két lap van, húzási sorrendben: kőr dáma, treff 6-os.",
           "A húzópakliban öt lap van, húzási sorrendben:",
           "A húzópakliban 22 lap van, húzási sorrendben:"],
    "uk": ["У колоді залишилася одна карта: шістка треф.",
           "У колоді залишилися дві карти, від верхньої: дама черв, шістка треф.",
           "У колоді залишилося п’ять карт, від верхньої:",
           "У колоді залишилися 22 карти, від верхньої:"],
    "pl": ["W talii została jedna karta: szóstka trefl.",
           "W talii są dwie karty, w kolejności dobierania: dama kier, szóstka trefl.",
           "W talii jest pięć kart, w kolejności dobierania:",
           "W talii są 22 karty, w kolejności dobierania:"],
}  # fmt: skip
SIX_OF_CLUBS, QUEEN_OF_HEARTS = 39 + 5, 13 + 11


@pytest.mark.parametrize("lang", LANGS)
def test_the_stock_is_said_with_its_count(lang: str) -> None:
    one, two, five, many = STOCK[lang]

    def stock(cards: list[int]) -> str:
        said = texts.stock_order(t(lang), cards)
        return typeset(resolve_articles(said), lang).replace("\u00a0", " ")

    assert stock([SIX_OF_CLUBS]) == one
    assert stock([SIX_OF_CLUBS, QUEEN_OF_HEARTS]) == two  # the last in the list is drawn first
    assert stock([SIX_OF_CLUBS] * 5).startswith(five)
    assert stock([SIX_OF_CLUBS] * 22).startswith(many)


@pytest.mark.parametrize("lang", LANGS)
def test_a_puzzle_with_one_card_in_the_stock_says_so(lang: str) -> None:
    ones = 0
    for p in load(ROOT / "docs" / "puzzles" / "forty-thieves.json"):
        game = p.position()
        if "stock-order-shown" not in p.themes or not game.stock:
            continue
        asked = " ".join(texts.question(p, t(lang), game))
        if len(game.stock) == 1:
            ones += 1
            assert STOCK[lang][0].split(":")[0] in asked, asked
        else:
            assert STOCK[lang][0].split(":")[0] not in asked, asked
    assert ones > 10
