"""The fourteenth native reviews' defects in Hungarian and Polish that a translation fixes, as
behaviour (text-hu-14, text-pl-14; the deal-at-start answers, their allowed redeals, pl "która
trafi na bazy" and "osiągalne stąd" are in test_fourteenth_review.py).

Each row is the sentence as the editor expects to read it (or the fix the review named, in its
words); a kind of defect (a wording struck) is also checked over the whole catalog, so the same
wording cannot come back in another entry.
"""

from __future__ import annotations

import pytest

from engine.board import puzzle_texts as board_puzzle_texts
from engine.board import texts as board_texts
from engine.grammar.articles import resolve_articles
from engine.puzzles import words
from engine.puzzles.explain import Blocked, Witness
from engine.verdict import texts as verdict_texts
from tests.grammar.catalogs import said_where, t

FACE_DOWN = (
    "The face-down deal: at the start only the top card of each pile is face up, and the others"
    " are turned over when they become free. The game on this site does not offer it."
)
PAGE_TITLE = "Forty Thieves puzzles: %(kind)s (page %(page)s of %(pages)s)"

REVIEWED = [
    # hu T1 (top 4): the help's word is "kurzor" ("a kurzornál lévő lap"), not "fókusz"
    ("hu", "While the board has the focus, these keys belong to the game: the site's own"
     " shortcuts (such as F for search) do not fire.",
     "Amíg a kurzor a játéktéren van, ezek a billentyűk a játékot vezérlik: a webhely saját"
     " billentyűparancsai (például az F a kereséshez) ilyenkor nem működnek."),
    # hu T2: face up is "felfordítva" (glossary), as the rules deal the cards
    ("hu", FACE_DOWN,
     "Képpel lefelé osztott változat: kezdetben minden oszlopnak csak a felső lapja van"
     " felfordítva, a többi akkor fordul fel, amikor szabaddá válik. Az itt játszható játék ezt a"
     " változatot nem kínálja."),
    # hu C1 (top 6): a goal does not "count" ("számol … számít"); the seventeenth review (hu D3):
    # the goals count műveletek, as the definition names them, and it says so once
    ("hu", "In these puzzles a move takes one card from one place to another, and an action is a"
     " move or a draw from the stock; where a goal counts moves, each draw counts as one.",
     "Ezekben a feladványokban lépésnek egy lap áthelyezése számít, műveletnek pedig egy lépés"
     " vagy egy húzás a húzópakliból; a kitűzött célokat műveletekben számoljuk."),
    # hu C2 (top 5): no "alapsoron … soron következik" echo, and it says where the card goes:
    # the row is test_eighteenth_review's, since the intro has the context of a game that counts
    # actions (the seventeenth review, hu D3: "műveleten belül")
    # hu C3 (top 8): "a felfelé nyíl" (the sixteenth, hu D6: "a felfelé mutató nyíl a kurzor
    # fölötti"); F "felteszi", "teszi", not the calque "küldi"
    ("hu", "The arrow keys move between the piles and the foundations as they are drawn: Up goes"
     " to the place above. Tab goes through them in order.",
     "A nyílbillentyűk úgy léptetnek az oszlopok és az alapsorok között, ahogy a képen"
     " elhelyezkednek: a felfelé mutató nyíl a kurzor fölötti helyre visz. A Tab sorban halad"
     " végig rajtuk."),
    ("hu", "F sends the card that has the focus (or the picked card) to a foundation, as a double"
     " tap does; it never goes to a pile.",
     "Az F a kurzornál lévő (vagy a felvett) lapot felteszi egy alapsorra, ahogy a dupla"
     " koppintás is; oszlopra sosem teszi."),
    ("hu", "F sends the card that has the focus (or the picked card) to its best place, as a"
     " double tap does: a foundation that takes it, else a column.",
     "Az F a kurzornál lévő (vagy a felvett) lapot a lehető legjobb helyre teszi, ahogy a dupla "
      "kattintás vagy koppintás is: egy alapsorra, amely befogadja, különben egy oszlopra."),
    # hu C5 (top 9): whether you still need it on the columns, to build another card on it
    ("hu", "A card that can go home to a foundation usually should, but not always: first check"
     " whether another card still needs it to build on.",
     "Ha egy lap felkerülhet az alapsorra, általában érdemes feltenni, de nem mindig: előbb nézd"
     " meg, nincs-e még szükséged rá az oszlopokon, hogy egy másik lapot ráépíthess."),
    # hu R3: one board voice, "a játék", not "we" ("állítottuk")
    ("hu", board_texts.RECOVERED,
     "A mentett játszmát nem sikerült beolvasni, ezért a játék a tartalék másolatból állította"
     " helyre: folytatódik a játszmád (%(code)s)."),
    # hu T3 (top 7): not the jargon "már fent van"; since the sixteenth review (pl D1) the other
    # copy completed its foundation, with that card on top, where the diagram shows it
    ("hu", words.ONE_CANDIDATE[words.STATED],
     "Mivel a(z) %(foundation)s már teljes (a tetején a(z) %(home)s van), a(z) %(suit)s lapok"
     " közül utolsónak csak a(z) %(pile)d. oszlopban lévő %(card)s kerülhet fel."),
    ("hu", words.ONE_CANDIDATE[words.NONE_LEFT],
     "Nem maradt több újraosztás, és a(z) %(foundation)s már teljes (a tetején a(z) %(home)s"
     " van), ezért a(z) %(suit)s lapok közül utolsónak csak a(z) %(pile)d. oszlopban lévő"
     " %(card)s kerülhet fel."),
    ("hu", words.ONE_CANDIDATE[words.NONE_IN_GAME],
     "Mivel itt nem lehet újraosztani, és a(z) %(foundation)s már teljes (a tetején a(z)"
     " %(home)s van), a(z) %(suit)s lapok közül utolsónak csak a(z) %(pile)d. oszlopban lévő"
     " %(card)s kerülhet fel."),
    # pl 2.3.2: the Study page's three heavy sentences
    ("pl", "The aim is an answer to “can this deal be won?” for every deal: yes, with a winning"
     " game the engine has replayed, or no, with a proof that no game wins.",
     "Chcemy, by każde rozdanie miało odpowiedź na pytanie „Czy to rozdanie da się wygrać?”:"
     " „tak” poparte wygraną partią, którą odtworzył silnik gry, albo „nie” poparte dowodem, że"
     " żadna partia nie kończy się wygraną."),
    ("pl", "A deal won with a given number of redeals is also won when more redeals are allowed,"
     " and a deal proven unwinnable with some redeals is also unwinnable with fewer; the study"
     " uses both facts instead of searching again.",
     "Rozdanie, które da się wygrać przy danej liczbie przełożeń, da się wygrać także przy "
      "większej, a rozdania, o którym udowodniono, że jest nie do wygrania przy pewnej liczbie "
      "przełożeń, tym bardziej nie da się wygrać przy mniejszej. Badanie korzysta z obu tych "
      "faktów, zamiast ponownie przeszukiwać rozdanie."),
    # pl 2.6: "serwis" is the other site on the Study page; this one is "nasz"
    ("pl", "The site's solver plays through a sample of deals and looks for a complete winning"
     " game. This page reports what it found, so you know how often a deal can be won at all.",
     "Nasz program rozwiązujący pasjanse rozgrywa próbkę rozdań i w każdym z nich szuka pełnej, "
     "wygranej partii. Ta strona przedstawia jego wyniki: dowiesz się z nich, jaką część rozdań "
     "w ogóle da się wygrać."),
    # pl 2.4: the game named as the other link and the navigation name it
    ("pl", "[Play Forty Thieves in the page](play-forty-thieves.md)",
     "[Zagraj w pasjansa Czterdziestu rozbójników w przeglądarce](play-forty-thieves.md)"),
    # pl 2.5: a button is named in quotes, „Cofnij”, as „Przełóż” and „Nowa gra” already were;
    # a list item's label is the feature ("Cofanie"), as its neighbours' labels are
    ("pl", "To compare two ways of playing, use Undo; it cannot go back past a redeal. The hint"
     " helps you find a move, but it does not promise a win.",
     "Aby porównać dwa sposoby gry, użyj przycisku „Cofnij”; nie cofnie on jednak niczego sprzed"
     " przełożenia. Podpowiedź pomaga znaleźć ruch, ale nie gwarantuje wygranej."),
    ("pl", "Hint and Undo: the hint shows a suggested next move. Undo brings back the earlier"
     " position; use it again to go back several moves.",
     "Podpowiedź i cofanie: przycisk „Podpowiedź” pokazuje proponowany następny ruch, a przycisk"
     " „Cofnij” przywraca wcześniejszą pozycję; użyj go ponownie, aby cofnąć się o kilka"
     " ruchów."),
    ("pl", "New game and Restart: New game picks another deal. Restart brings back the start of"
     " the current deal.",
     # (the 30th review, pl D2: the button is „Nowa partia”, beside „Poprzednia partia”)
     "Nowa partia i powrót do początku: przycisk „Nowa partia” wybiera inne rozdanie, a przycisk"
     " „Zacznij rozdanie od nowa” przywraca początek bieżącego rozdania."),
    ("pl", "Initializing search", "Wczytywanie wyszukiwarki"),
]  # fmt: skip


@pytest.mark.parametrize(("lang", "english", "expected"), REVIEWED)
def test_reviewed_wording(lang, english, expected):
    assert t(lang).gettext(english) == expected


# hu C4: the programmer's "állapot" (state) does not merge; the two browsers' results do.
def test_hu_importing_merges_the_two_browsers_results():
    said = t("hu").gettext(
        "Export saves this game's puzzle progress (solved puzzles, rating, streaks) to a file;"
        " import that file in another browser. Importing merges: a puzzle solved in either stays"
        " solved, the rating with more rated puzzles wins, and each streak keeps the larger number."
    )
    assert "Importáláskor a két böngésző eredményei egyesülnek: ami bármelyik" in said


# hu C6 (top 3): "(1. oldal, összesen 6)" is word for word "page 1, total 6". The eleventh
# review struck "(1/5. oldal)", the twelfth "(5 oldalból az 1.)": the form kept is "(1/6. oldal)",
# the form Hungarian gives a part of a whole ("1/3. rész") and the one the board's step counter
# took in the thirteenth review (hu C7, "%(n)d/%(total)d. lépés"): one form for both counters.
@pytest.mark.parametrize(("page", "said"), [(1, "(1/6. oldal)"), (5, "(5/6. oldal)")])
def test_hu_the_page_counter_is_the_step_counters_form(page, said):
    filled = t("hu").gettext(PAGE_TITLE) % {"kind": "Szabad oszlop", "page": page, "pages": 6}
    assert resolve_articles(filled) == f"A Negyven rabló feladványai: Szabad oszlop {said}"
    step = t("hu").gettext("Step %(n)d of %(total)d: %(move)s.")
    assert step.startswith("%(n)d/%(total)d. ")


# hu G2: no fixed article before what the user typed ("A „abc”" is wrong, and a(z) is not
# resolved at run time): the code stands alone, then "ez …", in every such message.
@pytest.mark.parametrize(
    "message",
    [board_texts.BAD_CODE, *board_texts.WRONG_GAME.values(), verdict_texts.BAD_CODE,
     verdict_texts.UNKNOWN_GAME],
)  # fmt: skip
def test_hu_a_typed_code_takes_no_fixed_article(message):
    said = t("hu").gettext(message) % {"code": "abc", "example": "CR1-N-AAAAAAB"}
    assert said.startswith("„abc”: ez ")


# hu G1 (top 1): the cards underneath "would have to go home earlier than it" ("nála előbb"): not
# a floating "mind" after a dative plural, nor "előtte", which can also mean "in front of it".
@pytest.mark.parametrize(
    ("witness", "said"),
    [(Witness(0, (Blocked(12, 4, (11,)),)),
      # the nineteenth review (hu D2): and that it cannot
      "A pikk király alatt ott van a pikk dáma, amelynek nála előbb kellene az alapsorra"
      " kerülnie, ez pedig lehetetlen."),
     (Witness(1, (Blocked(25, 10, (15, 21, 22, 23, 24)),)),
      # the sixteenth review (hu D1): no "mindegyiküknek", which cannot be said of two; the
      # nineteenth (hu D2): the impossibility said, "hamarabb" (not its "még előtte": see above)
      "A kőr király alatt alulról felfelé a kőr 3-as, 9-es, 10-es, bubi és dáma fekszik; ezeknek"
      " hamarabb kellene az alapsorra kerülniük, ami lehetetlen."),
     (Witness(0, (Blocked(0, 7, (1,)), Blocked(12, 4, (11,)))),
      # the seventeenth review (hu D2/S4): the card that goes up last is the one that matters
      "A pikk ász alatt a pikk 2-es, a pikk király alatt a pikk dáma fekszik; a kettő közül "
      "bármelyik kerül is fel utolsónak, az alatta fekvő lapnak hamarabb kellene az alapsorra "
      "kerülnie, ez pedig lehetetlen.")],
)  # fmt: skip
def test_hu_the_cards_underneath_would_go_home_earlier(witness, said):
    sentences = [resolve_articles(s) for s in words.last_card(witness, t("hu"), words.STATED)]
    assert said in [s.replace("\u00a0", " ") for s in sentences]


# pl 2.2.3: what the board took back is named, "after it" (it may be a draw, a czynność, which is
# why the twelfth review had "Wtedy"); the 22nd review (pl D3): "Po nim", the move or draw the
# sentence before named ("Po przeniesieniu …, więc gra cofnęła ten ruch."), not "w pozostałych
# czynnościach" in both sentences.
@pytest.mark.parametrize(
    ("n", "said"),
    [(1, "Po nim żadna pozostała czynność nie prowadzi do celu: sprawdzono wszystkie możliwości."),
     (3, "Po nim żaden ciąg pozostałych 3 czynności nie prowadzi do celu: sprawdzono wszystkie"
         " takie ciągi."),
     (5, "Po nim żaden ciąg pozostałych 5 czynności nie prowadzi do celu: sprawdzono wszystkie"
         " takie ciągi.")],  # the 25th review, pl P5
)  # fmt: skip
def test_pl_the_goal_proof_names_what_was_taken_back(n, said):
    assert t("pl").ngettext(*board_puzzle_texts.GOAL_WHY, n) % {"count": n} == said


# pl 2.3.2: "with the same budget for every try", in every plural form.
@pytest.mark.parametrize("n", [1, 3, 1000])
def test_pl_the_other_sites_budget_reads_plainly(n):
    said = t("pl").ngettext(
        "The other site searched %(count)s random deal with the same budget for every try, and"
        " left every deal it did not win undecided: it proved no deal unwinnable.",
        "The other site searched %(count)s random deals with the same budget for every try, and"
        " left every deal it did not win undecided: it proved no deal unwinnable.",
        n,
    )
    assert ", za każdym razem z tym samym limitem wyszukiwania, a każde rozdanie" in said


# pl 2.5: the Undo button's sentences on the Play pages, in every plural form.
@pytest.mark.parametrize("n", [1, 3, 100])
@pytest.mark.parametrize(
    "message",
    [("Undo takes back the last move, up to %(count)s move; a redeal clears the undo history.",
      "Undo takes back the last move, up to %(count)s moves; a redeal clears the undo history."),
     ("Undo takes back the last action, up to %(count)s action; the score returns to its earlier"
      " value, the move counter does not.",
      "Undo takes back the last action, up to %(count)s actions; the score returns to its earlier"
      " value, the move counter does not.")],
)  # fmt: skip
def test_pl_the_undo_button_is_named_in_quotes(message, n):
    assert t("pl").ngettext(*message, n).startswith("Przycisk „Cofnij” cofa ostatni")


# Each a kind of defect: the struck wording is nowhere in the language's catalog.
STRUCK = [
    ("hu", r"előtte kellene|előtt kellene|\bmind előtte"),  # hu G1
    ("hu", r"^Az? „%\(code\)s”"),  # hu G2: a fixed article before the user's input
    ("hu", r"(?i)fókusz"),  # hu T1 (also in the glossary)
    ("hu", r"(?i)képpel felfelé"),  # hu T2 (also in the glossary)
    ("hu", r"\bfent van"),  # hu T3 (also in the glossary)
    ("hu", r"lépéseket számol"),  # hu C1
    ("hu", r"soron következik"),  # hu C2
    ("hu", r"\bFel nyíl|\bküldi\b"),  # hu C3
    ("hu", r"állapot összeolvad"),  # hu C4
    ("hu", r"nem kell-e még egy másik lapnak"),  # hu C5
    ("hu", r"oldal, összesen"),  # hu C6
    ("hu", r"(?i)állítottuk"),  # hu R3: the board speaks as "a játék", never "we"
    ("pl", r"(?i)^wtedy celu"),  # pl 2.2.3 (also in the glossary)
    ("pl", r"Celem jest to, by"),  # pl 2.3.2
    ("pl", r"dając każdej próbie"),  # pl 2.3.2
    ("pl", r"Zagraj w Czterdziestu"),  # pl 2.4: "w pasjansa Czterdziestu rozbójników"
    ("pl", r"przycisku Cofnij|(?i:przycisk) Cofnij|^Cofnij:|i Cofnij:|Zacznij rozdanie od nowa:"),
    ("pl", r"Przygotowywanie wyszukiwania"),  # pl 2.5
    ("pl", r"tego serwisu|z którego korzysta serwis"),  # pl 2.6: this site is "nasz"
]


@pytest.mark.parametrize(("lang", "pattern"), STRUCK)
def test_a_struck_wording_is_nowhere_in_the_catalog(lang, pattern):
    found = said_where(lang, pattern)
    assert not found, found
