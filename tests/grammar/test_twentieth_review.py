"""The twentieth review's editors (text-{hu,uk,pl}-20, main f5311a2), the catalog items: uk D2
(the theme "програш після повного перебору" read as a loss caused by the search), D4 (foundations
"будуються вгору/вниз", a calque of "build up": a glossary concept), D7 (a capital after the
root page's colon); pl D3 (a perfective "utknęła" after a
present "gdy"), D5 (the redeal captions repeated their heading), D6 ("wychodzi to na to samo":
the same as what?), D7 (a double click "lub dotknięcie" read as one tap), D8 ("dopiero wtedy, gdy
najpierw"), D9 ("pod wierzchnią:"); hu D1 (a goal puzzle's refusal said the same thing twice),
D3 (a draw step "1/153. lépés: Húzott lap: …" with two colons), D4 (a participle chain), D5
("Negyven rabló-játszma" read as forty robber-games), D6 (digits for one in running prose).
Each row's expected text is the editor's, written out here, not read from the catalog."""

from __future__ import annotations

import pytest

from tests.grammar.catalogs import said_where, t, translated

ACT = "a game whose lines count actions: moves and draws from the stock"
NO_LINE = (
    "After it, no line of %(count)d more move reaches the goal: every such line was searched.",
    "After it, no line of %(count)d more moves reaches the goal: every such line was searched.",
)
LAST = "It would be your last move, and the goal would not be reached."
PLAYED = (
    "Played: %(move)s. You have %(count)d move left.",
    "Played: %(move)s. You have %(count)d moves left.",
)
LEFT = ("%(move)s. You have %(count)d move left.", "%(move)s. You have %(count)d moves left.")

# (lang, message, n or None, the text the editor asked for)
REVIEWED = [
    ("uk", "Lost after a full search", None, "Повний перебір без виграшу"),
    ("uk", ("theme in a sentence", "lost after a full search"), None, "повний перебір без виграшу"),
    (
        "uk",
        "There is %(count)s foundation that builds up from the ace to the king.",
        4,
        "%(count)s{Nom.m} фундаменти складають за зростанням — від туза до короля.",
    ),
    (
        "uk",
        "There is %(count)s foundation that builds down from the king to the ace.",
        4,
        "%(count)s{Nom.m} фундаменти складають за спаданням — від короля до туза.",
    ),
    ("uk", "Read the site in English", None, "читати сайт українською"),
    # (uk D8 not taken: «на ній» agrees with a feminine card only, «Знайдіть туза треф: які
    # карти лежать на ній» — the seventh review asked for a clause without a pronoun)
    ("pl", "The layout just before the redeal.", None, "Tak wygląda układ, zanim dolne karty"
     " stosów trafią na wierzch."),
    (
        "pl",
        "%(pile)s before the redeal, from bottom to top: at the redeal its bottom card, the"
        " %(card)s, comes to the top.",
        None,
        "%(pile)s, karty od dołu do góry. Przełożenie przeniesie jego dolną kartę, %(card)s{acc},"
        " na wierzch.",
    ),
    (
        "pl",
        "%(pile)s after the redeal: its former bottom card, the %(card)s, is now its top card.",
        None,
        "%(pile)s: jego dawna dolna karta, %(card)s, leży teraz na wierzchu.",
    ),
    (
        "pl",
        "Double-click sends a card to its best place",
        None,
        "Podwójne kliknięcie lub podwójne dotknięcie przenosi kartę na najlepsze miejsce",
    ),
    (
        "pl",
        "column %(number)d: %(n)d card, under it %(cards)s",
        5,
        "kolumna %(number)d: %(n)d kart, pod wierzchnią kartą: %(cards)s",
    ),
    (
        "pl",
        "The game is stuck when no move is possible and no redeal is left: the game tells you so"
        " and offers to undo the last move or to start a new game.",
        None,
        "Jeśli nie ma już żadnego możliwego ruchu ani przełożenia, partia utknęła: gra o tym"
        " informuje i proponuje cofnięcie ostatniego ruchu albo rozpoczęcie nowej partii.",
        # (the 30th review, pl D2: a new play is a partia, as the glossary says)
    ),
    # the 26th review (hu D2, S4): the conditional (the move is taken back), one with its own
    # words ("legfeljebb 1 lépésből álló" read as no one writes)
    ("hu", NO_LINE, 1, "Utána egyetlen további lépéssel sem lehetett volna célba érni: a program"
                       " minden lehetőséget végigpróbált."),
    ("hu", LAST, None, "Ez lett volna az utolsó lépésed."),
    ("hu", "Drew the %(card)s", None, "a(z) %(card)s a húzópakliból a dobópaklira"),
    (
        "hu",
        "[A won game of Forty Thieves, move by move](examples-forty-thieves.md)",
        None,
        "[A Negyven rabló egy megnyert játszmája lépésről lépésre](examples-forty-thieves.md)",
    ),
    ("hu", PLAYED, 1, "Lépésed: %(move)s. Már csak egy lépésed maradt."),
    # hu P3 (a preference taken): a position is not "won"; the card asks "Megnyerhető innen a
    # játszma?"
    (
        "hu",
        "Decide whether the position can still be won, and say why.",
        None,
        "Döntsd el, megnyerhető-e még innen a játszma, és gondold végig, miért.",
    ),
    ("hu", PLAYED, 2, "Lépésed: %(move)s. Még %(count)d lépésed maradt."),
]  # fmt: skip


@pytest.mark.parametrize(("lang", "message", "n", "expected"), REVIEWED)
def test_the_twentieth_reviews_wording(lang, message, n, expected):
    assert translated(lang, message, n) == expected


# the same in the context of a game whose lines count actions (hu D1, D6)
def test_hu_a_goal_refusal_in_actions_says_each_fact_once():
    hu = t("hu")
    assert hu.npgettext(ACT, *NO_LINE, 2) == (
        "Utána a megmaradt %(count)d műveleten belül már nem lehetett volna célba érni: a "
        "program minden ilyen folytatást végigpróbált."
    )
    assert hu.pgettext(ACT, LAST) == "Ez lett volna az utolsó műveleted."
    # the draw is a noun phrase here ("Drew the %(card)s" above), so the frame names it, as
    # "Lépésed:" names a move (round 25, hu D3: not a lowercase verbless sentence)
    assert hu.npgettext(ACT, *LEFT, 1) == "Húzásod: %(move)s. Már csak egy műveleted maradt."
    assert hu.npgettext(ACT, *PLAYED, 1) == "Lépésed: %(move)s. Már csak egy műveleted maradt."


STRUCK = [
    ("uk", r"буду(є|ю)т\w* (в|у)(гору|низ)"),
    ("uk", r"складають (в|у)гору"),
    ("uk", r"[Пп]рограш після повного перебору"),
    ("uk", r"^Узято з колоди: "),
    ("pl", r"Partia utknęła, gdy"),
    ("pl", r"wychodzi to na to samo"),
    ("pl", r"dopiero wtedy, gdy najpierw"),
    ("pl", r"pod wierzchnią:"),
    ("pl", r"kliknięcie lub dotknięcie"),
    ("pl", r"Układ tuż przed przełożeniem"),
    ("pl", r"^Czytaj serwis"),
    ("hu", r"továbbra is megtehető vesztes lépésen"),
    ("hu", r"Húzott lap:"),
    ("hu", r"rabló-játszma"),
    ("hu", r"Utána a hátralévő %\(count\)d (lépésben|műveletben) már nem érhető el"),
    ("hu", r"és nem érted volna el a célt"),
]


@pytest.mark.parametrize(("lang", "pattern"), STRUCK)
def test_the_twentieth_reviews_other_wording_is_gone(lang, pattern):
    assert said_where(lang, pattern) == []
