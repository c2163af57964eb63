"""The eleventh native reviews' defects, as behaviour (text-hu-11, text-uk-11, text-pl-11).

Each row is the sentence as the editor expects to read it (or the fix the review named, in its
words); a kind of defect (a word struck, one voice for the board) is also checked over the whole
catalog, so the same wording cannot come back in another entry.
"""

from __future__ import annotations

import re

import pytest

from build_tools.site.i18n import catalogs
from engine.grammar.articles import resolve_articles
from engine.puzzles import words as puzzle_words
from tests.grammar.catalogs import said_where, t

SAME = "%(move)s: this loses for the same reason as %(earlier)s."
# Since round 17 (pl D1, hu P4) a sequence's earlier step is named as the decision it was, as
# the answer's labels and the question count them ("at step N" pointed at no visible number).
SAME_AT = "%(move)s: this loses for the same reason as %(earlier)s at decision %(decision)s."
SAME_AT_ONLY = "%(move)s: this loses for the same reason as at decision %(decision)s."
TAKEN_BACK = (
    "Moving the %(card)s from %(source)s to %(target)s loses the game, so it is taken back."
)
TAKEN_BACK_GOAL = (
    "Moving the %(card)s from %(source)s to %(target)s cannot reach the goal in time, so it is"
    " taken back."
)
NEVER_MOVES = (
    "after that, the %(card)s on pile %(pile)d can never move again, because every card it could"
    " be built on lies under it or is already home, and a card under it must go home before it."
)
NEVER_MOVES_LEFT = (
    "after that, the %(card)s on pile %(pile)d can never move again, even with the redeals that"
    " are left, because every card it could be built on lies under it or is already home, and a"
    " card under it must go home before it."
)
IMPORT_MERGES = (
    "Export saves this game's puzzle progress (solved puzzles, rating, streaks) to a file; import"
    " that file in another browser. Importing merges: a puzzle solved in either stays solved, the"
    " rating with more rated puzzles wins, and each streak keeps the larger number."
)
RATING = (
    "Your first try at each puzzle changes your rating for this game (Glicko-2, starting at"
    " %(rating)s): a solve without hints counts as a win, a solve with hints as half a win, and a"
    " wrong move, a wrong answer or the shown answer as a loss. Each puzzle has a fixed rating;"
    " the harder the puzzle, the more a solve gains."
)

# Each row as the eleventh review's editor wrote it (or the brief's wording of the fix).
REVIEWED = [
    # all three (hu A1, uk A1, pl 2.3.1): the earlier move is named as a move, in brackets, so
    # the card itself does not read as the thing that loses (uk: no nominative after «хід»).
    # twelfth review (hu 2.3.5): "a korábbi lépés" read as an earlier move of the game; the
    # move meant is one above in the list.
    # thirteenth (hu top 1): "vesztes" is said of a player, not a move.
    ("hu", SAME, "%(move)s: ugyanazért vezet vereséghez, mint a fenti lépés (%(earlier)s)."),
    (
        "hu",
        SAME_AT,
        "%(move)s: ugyanazért vezet vereséghez, mint a(z) %(decision)s{ord} döntésnél"
        " tárgyalt lépés (%(earlier)s).",
    ),
    (
        "hu",
        SAME_AT_ONLY,
        "%(move)s: ugyanazért vezet vereséghez, mint a(z) %(decision)s{ord} döntésnél"
        " tárgyalt lépés.",
    ),
    # words30n: the bracketed move is no longer the one right above, which «попередній» implied
    (
        "uk",
        SAME,
        "%(move)s — програш із тієї самої причини, що й хід, наведений вище (%(earlier)s).",
    ),
    (
        "uk",
        SAME_AT,
        "%(move)s — програш із тієї самої причини, що й після ходу «%(earlier)s» перед "
        "%(decision)s{ord.ins.m} правильним ходом.",
    ),
    (
        "uk",
        SAME_AT_ONLY,
        "%(move)s — програш із тієї самої причини, що й після хибного ходу перед "
        "%(decision)s{ord.ins.m} правильним ходом.",
    ),
    (
        "pl",
        SAME,
        # twelfth review (pl 2.6.1): "ruch" once, not three times.
        "%(move)s: przegrywa z tego samego powodu co ruch powyżej (%(earlier)s).",
    ),
    (
        "pl",
        SAME_AT,
        "%(move)s: przegrywa z tego samego powodu co błędny ruch przy"
        " %(decision)s{ord.loc.f} decyzji (%(earlier)s).",
    ),
    (
        "pl",
        SAME_AT_ONLY,
        "%(move)s: przegrywa z tego samego powodu co przy %(decision)s{ord.loc.f} decyzji.",
    ),
    # hu B1: no "már" (no longer): false for a deal at its start; the board's verdicts too.
    ("hu", "No, this position cannot be won.", "Nem, innen nem nyerhető meg a játszma."),
    ("hu", "Right: this position cannot be won.", "Így van: innen nem nyerhető meg a játszma."),
    # twelfth review (hu 2.4.1): "Sajnos nem" after a wrong "Nem" read as agreement.
    ("hu", "No: this position cannot be won.", "Tévedtél: innen nem nyerhető meg a játszma."),
    # hu C1: "meglép" is "to run off": "Lépésed:".
    (
        "hu",
        "Played: %(move)s. The %(card)s is on a foundation: the goal is reached.",
        "Lépésed: %(move)s. A(z) %(card)s az alapsoron van: elérted a célt.",
    ),
    # hu C2: the move was made and taken back: no hypothetical "Ha … tennéd" beside "visszavonta".
    (
        "hu",
        TAKEN_BACK,
        # the thirteenth review (hu G2): a verb, not the nominal "áthelyezése … után"; it keeps
        # this review's point: the move is told as made ("tetted"), not as a hypothetical "Ha".
        "A(z) %(card)s{acc} a(z) %(source)s{del} a(z) %(target)s{sub} tetted, de ez a lépés "
        "vereséghez vezetett volna, ezért a játék visszavonta.",
    ),
    (
        "hu",
        TAKEN_BACK_GOAL,
        "A(z) %(card)s{acc} a(z) %(source)s{del} a(z) %(target)s{sub} tetted, de így a "
        "hátralévő lépésekben már nem érheted el a célt, ezért a játék visszavonta a lépést.",
    ),
    (
        "hu",
        "Redealing now loses the game, so it is taken back.",
        "Ez az újraosztás vereséghez vezetett volna, ezért a játék visszavonta.",
    ),
    (
        "hu",
        "Drawing a card now loses the game, so it is taken back.",
        "Ez a húzás vereséghez vezetett volna, ezért a játék visszavonta.",
    ),
    # the row of "Drawing a card now cannot reach the goal in time, …" is test_eighteenth_review's:
    # it has the context of a game that counts actions since the seventeenth review (hu D3)
    # hu B2: the last card "covers" the other suit's card: "lapján fekszik" read as on or under.
    (
        "hu",
        "after that, the %(suit)s and %(other)s suits can never both be completed, because each"
        " card that could go home last in one of them lies on a card of the other, which would"
        " have to go home after it.",
        # the thirteenth review (hu F1): "alapsor" not said again at the end; the 21st (hu D4):
        # "befejezni" a calque
        "ezután már nem lehet a(z) %(suit)s és a(z) %(other)s lapokat is mind feljuttatni, mert"
        " mindkét színben minden lehetséges utolsó lap a másik szín egy olyan lapját takarja,"
        " amely így csak utána kerülhetne fel.",
    ),
    # hu C4: "visszalép" takes no object; E: the filter button says "megjelenítése".
    (
        "hu",
        "Hint and Undo: the hint shows a suggested next move. Undo brings back the earlier"
        " position; use it again to go back several moves.",
        "Tipp és Visszavonás: a Tipp egy javasolt következő lépést mutat. A Visszavonás"
        " visszaállítja az előző állást; ha többször egymás után használod, több lépést is"
        " visszavonhatsz.",
    ),
    # hu A4: "haladás" (progress) is a calque; the section already says "eredményeid".
    ("hu", "Take your progress to another device", "Vidd át az eredményeidet egy másik eszközre"),
    ("hu", "Export progress to a file", "Eredmények exportálása fájlba"),
    ("hu", "Import progress from a file:", "Eredmények importálása fájlból:"),
    # uk B2: «рішення» reads as "solution" on a puzzle page. The fourteenth review (uk P3) read
    # «Кілька виборів» as a calque (the plural «вибори» is an election): neither noun, a verb.
    (
        "uk",
        "Several decisions in a row, each with only one move that keeps the game winnable.",
        "Тут треба кілька разів поспіль знайти хід, і щоразу партію ще можна виграти лише "
        "після одного з них.",
    ),
    # uk C4: «— це на одне місце менше» -> «означає на одне місце менше».
    (
        "uk",
        "So every empty pile is one place fewer where you can put cards.",
        "Тож кожна порожня стопка означає на одне місце для карт менше.",
    ),
    # uk C3: a consumer site double-clicks "on" a card.
    (
        "uk",
        "Double-click a card to send it to its best place; drag a card to any place, and the places"
        " that take it are highlighted.",
        # the thirteenth review (uk 2.1.3): «клацніть карту», not the calque «по карті»; the
        # fourteenth (uk T2): the two gestures joined by «або», as in the setting and the rules
        "Двічі клацніть карту або двічі торкніться її, щоб перенести її на найкраще місце;"
        " карту можна перетягнути куди завгодно, а місця, які її приймають, підсвічуються.",
    ),
    # uk A2: «із» between consonants (з before ц, д, т).
    ("uk", "Crescent with two redeals", "«Півмісяць» із двома перерозподілами"),
    # pl 2.2.1, 2.3.7: "przełożyć" is the redeal (glossary), and "już się nie ruszy" colloquial.
    (
        "pl",
        NEVER_MOVES,
        # the 26th review (pl D4): no "tę kartę … pod nią", whose "nią" read as "każda karta"
        "po tym ruchu %(card)s{gen} na stosie %(pile)d nie da się już ruszyć, bo każda karta, do "
        "której pasuje, leży niżej na tym samym stosie albo jest już na bazie, a pod spodem leży "
        "karta, która musi trafić na bazę wcześniej.",
    ),
    (
        "pl",
        NEVER_MOVES_LEFT,
        "po tym ruchu %(card)s{gen} na stosie %(pile)d nie da się już ruszyć nawet z pozostałymi "
        "przełożeniami, bo każda karta, do której pasuje, leży niżej na tym samym stosie albo jest "
        "już na bazie, a pod spodem leży karta, która musi trafić na bazę wcześniej.",
    ),
    # pl 2.3.4: the hub's merge sentence, with no "zostaje … zostaje" and no vague "miejsce".
    (
        "pl",
        IMPORT_MERGES,
        # the thirteenth review (pl 3): "rating", the glossary's word, not "ranking"
        "Eksport zapisuje do pliku twoje postępy w zadaniach tej gry (rozwiązane zadania, rating,"
        " serie); ten plik można zaimportować w innej przeglądarce. Import łączy dane: zadanie"
        " rozwiązane w którejkolwiek przeglądarce pozostaje rozwiązane, zachowany zostaje rating"
        " oparty na większej liczbie zadań, a z dwóch wersji każdej serii – dłuższa.",
    ),
    # pl 2.2.4: the variant's name spelled as on the rules page.
    ("pl", "Crescent Four", "Półksiężyc z czterema przełożeniami"),
    # pl 2.2.3: the board's "Correct" says what the pages say.
    ("pl", "Correct: %(move)s.", "Właściwy ruch: %(move)s."),
    ("pl", "Drew the %(card)s", "Dobrano %(card)s{acc}"),  # 2.6.3: one voice on the board
]


@pytest.mark.parametrize(("lang", "english", "expected"), REVIEWED)
def test_reviewed_wording(lang, english, expected):
    assert t(lang).gettext(english) == expected


# hu A3: the best line names who found it:
# the best line's total is checked once, as the latest review words it (test_fifteenth_review)


# hu D1: the page counter, "(6 oldalból az 1.)", its article fitting the number.
# twelfth review (hu 2.5.1): "(2. oldal, összesen 6)", as Hungarian sites number pages.
# fourteenth review (hu C6): that is word for word "page 2, total 6"; "(2/6. oldal)", the form
# the step counter took in the thirteenth (hu C7): one form for every "n of total" on the site.
@pytest.mark.parametrize(("page", "said"), [(1, "(1/6. oldal)"), (2, "(2/6. oldal)")])
def test_hu_the_page_counter(page, said):
    title = "Forty Thieves puzzles: %(kind)s (page %(page)s of %(pages)s)"
    filled = t("hu").gettext(title) % {"kind": "Szabad oszlop", "page": page, "pages": 6}
    assert resolve_articles(filled) == f"A Negyven rabló feladványai: Szabad oszlop {said}"


# uk C1: the best line's count is checked once, as the latest review words it
# (test_thirteenth_review).


# pl 2.3.2: the total before the noun, in every plural form:
# the best line's total is checked once, as the latest review words it (test_fifteenth_review)


# pl 2.3.5: "Bazy rozpoczyna 8 kart" (object, verb, subject) in every plural form.
@pytest.mark.parametrize(
    ("n", "said"), [(1, "leży 1 karta"), (4, "leżą 4 karty"), (8, "leży 8 kart")]
)
def test_pl_the_foundations_start_with_cards(n, said):
    source = (
        "The foundations start with %(count)s card, and all the others lie on the piles.",
        "The foundations start with %(count)s cards, and all the others lie on the piles.",
    )
    filled = t("pl").ngettext(*source, n) % {"count": n}
    assert filled == f"Na początku na bazach {said}, a wszystkie pozostałe – na stosach."


# uk B1, pl 2.2.2: "колода"/"talia" is the stock here, two lines after the two decks: the stock's
# sentence says what it is for.
STOCK = ("The stock holds %(count)s card.", "The stock holds %(count)s cards.")


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        ("uk", "Решта 64 карти утворюють колоду, з якої добирають карти."),
        ("pl", "Pozostałe 64 karty tworzą talię, z której dobierasz karty."),
    ],
)
def test_the_stock_says_what_it_is_for(lang, said):
    assert t(lang).ngettext(*STOCK, 64) % {"count": 64} == said


# pl 2.6.1: the last-card sentence names the card first, with no form-like colon.
def test_pl_the_last_card_sentence_names_the_card_first():
    said = t("pl").ngettext(*puzzle_words.BLOCKED, 1)
    # the seventeenth review (pl D3/S1): by their ranks, the suit named in the sentence before
    assert said == (
        # the twentieth (pl P4): the conditional marks the impossible
        "Pod %(card)s{rank.ins} leży %(under)s; ta karta odsłoni się dopiero wtedy, gdy on "
        "trafi na bazę, a przecież musi trafić tam przed nim."
    )


# The kinds of defect, over the whole catalog: hu "Megléptél", "haladás", the hypothetical "Ha …
# tennéd/húznál/újraosztanál" of a move already made and taken back, "már" in "cannot be won"
# (its English has no "no longer"), "A legjobb talált"; uk «що й хід %(earlier)s» (a nominative
# after «хід»), «Найкраще, що вдалося знайти», «половина перемоги», «рішень поспіль», «з» before
# ц/з/с/ш and «зі 104»; pl a bare "co %(earlier)s", "przełożyć" for a move, "już się nie ruszy",
# "kart ze 104", "Bazy rozpoczyna", "zostaje policzona", "nigdy nie jest zamknięty", "Dobierasz",
# "Dobry ruch".
STRUCK = [
    ("hu", re.compile(r"Megléptél")),
    ("hu", re.compile(r"[Hh]aladás")),
    ("hu", re.compile(r"\bHa (a\(z\) .*tennéd|most húznál|most újraosztanál)")),
    ("hu", re.compile(r"innen már nem nyerhető meg a játszma\.$")),
    ("hu", re.compile(r"A legjobb talált")),
    ("hu", re.compile(r"mint %\(earlier\)s|lépésben %\(earlier\)s")),
    ("uk", re.compile(r"хід %\(earlier\)s")),
    ("uk", re.compile(r"Найкраще, що вдалося знайти")),
    ("uk", re.compile(r"половина перемоги")),
    ("uk", re.compile(r"рішень поспіль")),
    # «із» before з, с, ц, ч, ш, щ (the 2019 orthography, §24); not before ж: the twelfth
    # review found «і із жодної» (test_twelfth_review.py)
    ("uk", re.compile(r"(?<![\w’'])з (?=[цзсшщч])")),
    ("uk", re.compile(r"зі 104")),
    ("pl", re.compile(r"\bco %\(earlier\)s")),
    ("pl", re.compile(r"można by przełożyć")),
    ("pl", re.compile(r"już się nie ruszy")),
    ("pl", re.compile(r"kart[ay]? ze 104")),
    ("pl", re.compile(r"Bazy rozpoczyna")),
    ("pl", re.compile(r"zostaje policzona")),
    ("pl", re.compile(r"nigdy nie jest zamknięty")),
    ("pl", re.compile(r"^Dobierasz ")),
    ("pl", re.compile(r"^Dobry ruch")),
]


@pytest.mark.parametrize(("lang", "pattern"), STRUCK)
def test_a_struck_wording_is_nowhere_in_the_catalog(lang, pattern):
    found = said_where(lang, pattern)
    assert not found, found


# uk: the home page's Crescent blurb, three clauses, is no longer one comma splice.
def test_uk_the_home_blurb_has_no_comma_splice():
    blurb = next(
        m for m in catalogs.read(catalogs.POT) if isinstance(m.id, tuple) and "horseshoe" in m.id[0]
    )
    for n in (1, 3, 16):
        said = t("uk").ngettext(*blurb.id[:2], n)
        # (the twentieth review, uk D4: "за спаданням", not the calque "униз")
        assert "за спаданням від короля; на стопках" in said, said
