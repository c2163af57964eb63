"""The seventeenth review's editors (text-{hu,uk,pl}-17, main a7d4d9c), the items of words30q:
hu D3/S3, a Forty Thieves goal counts actions (a draw included) while its sentences said "lépés",
which the hub defines as a card moved; hu the deal code "leosztáskód"; uk and pl catalog items
(D1, D2, D7, D8, D10, D11 and the preferences taken). Each row's expected text is the editor's
(or the row says why not), written out here, not read from the catalog."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine.grammar.articles import resolve_articles
from engine.puzzles import texts
from engine.puzzles.model import CARD_HOME, FREE_COLUMN, load
from engine.registry import ACTIONS, MOVES
from tests.grammar.catalogs import plurals, said_where, t

ROOT = Path(__file__).resolve().parents[2]
GOALS = ROOT / "docs" / "puzzles" / "goals" / "forty-thieves-goals.json"

IN_ACTIONS = texts.IN_ACTIONS

# --- hu D3/S3: the goal frames in a game that counts actions ------------------------------------


# A goal answer in each unit: Forty Thieves (actions) says művelet in hu, czynność in pl, хід in
# uk (its hub: a draw counts as a хід); a game without draws keeps lépés in hu.
@pytest.mark.parametrize(
    ("lang", "counted_in", "n", "expected"),
    [
        ("hu", ACTIONS, 2, "Elég 2 művelet: X; egyetlen művelettel nem lehet célba érni."),
        ("hu", MOVES, 2, "Elég 2 lépés: X; egyetlen lépéssel sem lehet célba érni."),
        ("hu", ACTIONS, 5, "Elég 5 művelet: X; ennél rövidebb műveletsor nincs, a program "
                           "mindet végigpróbálta."),
        ("hu", MOVES, 5, "Elég 5 lépés: X; ennél rövidebb lépéssor nincs, a program mindet "
                         "végigpróbálta."),
        ("hu", ACTIONS, 1, "Az egyik legrövidebb megoldás 1 műveletből áll: X."),
        ("pl", ACTIONS, 2, "Wystarczą 2 czynności: X; krótszego rozwiązania nie ma, bo żadna"
                           " pojedyncza czynność nie prowadzi do celu."),
        ("uk", ACTIONS, 2, "Мети можна досягти за 2 ходи: X; одним ходом цього не зробити."),
    ],
)  # fmt: skip
def test_a_goal_answer_names_its_games_unit(lang, counted_in, n, expected):
    # "ft-fc-74df788e03" picks the first wording of each pair (variants.py)
    said = texts.goal_answer(t(lang), n, counted_in, "ft-fc-74df788e03", moves="X")
    assert said == expected


@pytest.mark.parametrize(
    ("counted_in", "n", "expected"),
    [
        (ACTIONS, 2, "A cél 2 műveletben elérhető: X; egy művelet ehhez nem elég."),
        (ACTIONS, 4, "A cél 4 műveletben elérhető: X; a megoldóprogram minden rövidebb műveletsort"
                     " kipróbált, de egyik sem ért célba."),
        (MOVES, 2, "A cél 2 lépésben elérhető: X; egy lépés ehhez nem elég."),
    ],
)  # fmt: skip
def test_hu_the_second_goal_wording_names_its_games_unit(counted_in, n, expected):
    said = texts.goal_answer(t("hu"), n, counted_in, "b", moves="X")  # "b": the second wording
    assert said == expected


# Every committed Forty Thieves goal answer in hu counts műveletek, and none says "N lépés".
def test_hu_every_forty_thieves_goal_answer_counts_actions():
    goals = [p for p in load(GOALS) if p.kind in (FREE_COLUMN, CARD_HOME)]
    assert len(goals) > 100
    for p in goals:
        lead = resolve_articles(texts.answer(p, t("hu")).lead[0])
        assert f"{len(p.answer['line'])} művelet" in lead, f"{p.id}: {lead}"
        assert "lépés" not in lead.split(":")[0], f"{p.id}: {lead}"
        task = resolve_articles(" ".join(texts.question(p, t("hu"))))
        assert f"legfeljebb {p.answer['moves']} műveletben" in task, f"{p.id}: {task}"


@pytest.mark.parametrize(
    ("kind", "counted_in", "draw_rule", "expected"),
    [
        (FREE_COLUMN, ACTIONS, False, "Üríts ki még egy oszlopot legfeljebb 3 műveletben."),
        (FREE_COLUMN, ACTIONS, True, "Üríts ki még egy oszlopot legfeljebb 3 műveletben; a húzás"
                                     " is műveletnek számít."),
        (FREE_COLUMN, MOVES, False, "Üríts ki még egy oszlopot legfeljebb 3 lépésben."),
    ],
)  # fmt: skip
def test_hu_a_goals_task_names_its_games_unit(kind, counted_in, draw_rule, expected):
    assert texts.goal_question(t("hu"), kind, 3, counted_in, draw_rule) == expected


@pytest.mark.parametrize(
    ("lang", "kind", "counted_in", "expected"),
    [
        # (the twenty-fourth review, hu D2: no "még egy", an intro true with or without an
        # empty column at the start)
        ("hu", FREE_COLUMN, ACTIONS, "Üríts ki egy oszlopot a megadott számú műveleten belül úgy,"
                                     " hogy eggyel több üres oszlop legyen, mint a kiinduló"
                                     " állásban; a húzás is műveletnek számít."),
        ("hu", CARD_HOME, ACTIONS, "Juttasd fel valamelyik alapsorra a soron következő lapját a"
                                   " megadott számú műveleten belül; a húzás is műveletnek"
                                   " számít."),
        ("hu", FREE_COLUMN, MOVES, "Üríts ki egy oszlopot a megadott számú lépésen belül úgy,"
                                   " hogy eggyel több üres oszlop legyen, mint a kiinduló"
                                   " állásban."),
        ("pl", FREE_COLUMN, ACTIONS, "Opróżnij kolumnę w podanej liczbie czynności tak, aby"
                                     " pustych kolumn było o jedną więcej niż na początku;"
                                     " dobranie karty też jest czynnością."),
        ("uk", CARD_HOME, MOVES, "За відведену кількість ходів покладіть на фундамент карту, яка"
                                 " має лягти на нього наступною."),
    ],
)  # fmt: skip
def test_a_goal_kinds_intro_names_its_games_unit(lang, kind, counted_in, expected):
    assert texts.kind_intro(t(lang), kind, counted_in) == expected


# The board's goal sentences in a game that counts actions (engine/board/puzzle_texts.py; the
# session's rendered counts are tests/play/test_goal_session.py's).
C_ROWS = [
    ("hu", "Drawing a card now cannot reach the goal in time, so it is taken back.",
     "E húzás után a hátralévő műveletekben már nem érhető el a cél, ezért a játék visszavonta."),
    ("hu", "It would be your last move, and the goal would not be reached.",
     # (the twentieth review, hu D1: the sentence before has said the goal is out of reach)
     "Ez lett volna az utolsó műveleted."),
    ("pl", "It would be your last move, and the goal would not be reached.",
     "Byłaby to twoja ostatnia czynność."),
    # pl P9: a Forty Thieves hint may be a draw, and its line is of actions (the twenty-first
    # review, pl D5: "czynność", not "krok", a third word for it)
    # (the 22nd review, pl D4: no whole sentence in brackets after an unfinished one)
    ("pl", "%(hint)s (No winning line was found: this is the most promising move.)",
     "%(hint)s. Nie znaleziono wygrywającego ciągu czynności – ta czynność wydaje się"
     " najbardziej obiecująca."),
    ("hu", "%(hint)s (No winning line was found: this is the most promising move.)",
     "%(hint)s (A program nem talált nyerő műveletsort: ez a legígéretesebb művelet.)"),
    ("uk", "%(hint)s (No winning line was found: this is the most promising move.)",
     "%(hint)s (Виграшної послідовності дій не знайдено: це найперспективніша дія.)"),
    # hu D3: the hub's definition says once that a goal counts műveletek
    ("hu", "In these puzzles a move takes one card from one place to another, and an action is a"
     " move or a draw from the stock; where a goal counts moves, each draw counts as one.",
     "Ezekben a feladványokban lépésnek egy lap áthelyezése számít, műveletnek pedig egy lépés"
     " vagy egy húzás a húzópakliból; a kitűzött célokat műveletekben számoljuk."),
]  # fmt: skip


@pytest.mark.parametrize(("lang", "msgid", "expected"), C_ROWS)
def test_a_board_goal_sentence_in_actions(lang, msgid, expected):
    said = t(lang).pgettext(IN_ACTIONS, msgid)
    if msgid.startswith("In these puzzles"):  # the hub's own sentence, no context
        said = t(lang).gettext(msgid)
    assert said == expected


@pytest.mark.parametrize(
    ("lang", "msgid", "n", "expected"),
    [
        # round 25, hu D3: the draw is a noun phrase in hu and uk ("a(z) kőr 7-es a húzópakliból a
        # dobópaklira"), so the frame names it, as "Lépésed:" names a move
        ("uk", "%(move)s. You have %(count)d move left.", 21,
         "Зроблено: %(move)s. Залишився 21 хід."),
        # uk D8: the verb agrees with 2-4 in the plural, as the pages' «залишилися три карти»
        ("uk", "%(move)s. You have %(count)d move left.", 3,
         "Зроблено: %(move)s. Залишилися 3 ходи."),
        ("hu", "%(move)s. You have %(count)d move left.", 3,
         "Húzásod: %(move)s. Még 3 műveleted maradt."),
        ("hu", "Played: %(move)s. You have %(count)d move left.", 2,
         "Lépésed: %(move)s. Még 2 műveleted maradt."),
    ],
)  # fmt: skip
def test_a_board_count_of_actions_left(lang, msgid, n, expected):
    plural = msgid.replace("move left", "moves left")
    said = t(lang).npgettext(IN_ACTIONS, msgid, plural, n).replace("%(count)d", str(n))
    assert said == expected


# Catalog rows, plain msgids: (lang, msgid, the msgstr asked for).
REVIEWED = [
    # hu glossary point: the deal code is a "leosztáskód", as the site names the deal
    ("hu", "Deal code", "Leosztáskód"),
    ("hu", "This deal code belongs to another game",
     "Ez a leosztáskód egy másik játékhoz tartozik"),
    ("hu", "Enter a deal code, for example %(example)s.",
     "Írj be egy leosztáskódot, például: %(example)s."),
    ("hu", "The deal code names the deal; the link to this deal opens the same game for anyone.",
     "A leosztáskód azonosítja a leosztást, a rá mutató hivatkozás pedig bárkinek ugyanazt a"
     " leosztást nyitja meg."),
    ("hu", "Clearing the site's data or closing a private window may delete the saved game. It"
     " does not move to another device by itself; to play the same deal elsewhere, use its deal"
     " code.",
     "A webhely adatainak törlése vagy egy privát ablak bezárása után elveszhet a mentett"
     " játszma. A mentés magától nem kerül át másik eszközre; ha máshol szeretnéd ugyanazt a"
     " leosztást játszani, használd a leosztás kódját."),
    # hu P1: "jó" was colloquial; the editor's "elfogadható" is the glossary's forbidden
    # "elfogad" (befogad/elfogad), so "megfelel"
    ("hu", "This position can be won. Win it: any winning line counts.",
     "Innen megnyerhető a játszma. Nyerd meg – bármelyik nyerő lépéssor megfelel."),
    # hu P11: "Ekkor" reads as a time, the sentence draws a consequence
    ("hu", "Then, by the last-card rule, the %(card)s can never move to another pile.",
     "Az utolsó lap szabálya szerint a(z) %(card)s már nem kerülhet át másik oszlopra."),
    ("hu", "Then, by the last-card rule, whichever of these two cards goes home last can never "
     "move to another pile.",
     "Az utolsó lap szabálya szerint a kettő közül az, amelyik utolsónak kerül fel az "
     "alapsorra, már nem kerülhet át másik oszlopra."),
    # uk D1: the study's column says what lies on the foundations at the end («із», round 11)
    ("uk", "Undecided: cards the best line placed, on average (of %(total)s)",
     "Невизначені розклади: скільки карт (із %(total)s) у середньому лежало на фундаментах "
      "наприкінці найкращої знайденої послідовності ходів"),
    ("uk", "No single rule decides these positions: follow the lines that are left and see whether"
     " any of them gets every card home.",
     # (the 31st review, uk D4: a rule does not «вирішує позицію»)
     "Для таких позицій немає одного простого правила: простежте варіанти, що залишилися, і"
     " перевірте, чи дає хоч один із них змогу викласти всі карти на фундаменти."),
    # uk D7: the book rules are a set: «традиційні правила»
    ("uk", "The game's choices and the traditional rule",
     "Особливості гри на сайті й традиційні правила"),
    # uk P4, P7: not «просто тут, на сторінці»; «кожен хід пояснено в правилах». A link on
    # another page says «у браузері»: «на цій сторінці» would name the page the link is on.
    ("uk", "Play Crescent here, in the page; the [rules](crescent.md) explain every move. The game"
     " runs in your browser and keeps your game for your next visit.",
     "Грайте в пасьянс «Півмісяць» на цій сторінці; кожен хід пояснено в [правилах](crescent.md)."
     " Гра працює у вашому браузері й зберігає вашу партію до наступного відвідування."),
    ("uk", "[Play Forty Thieves in the page](play-forty-thieves.md)",
     "[Зіграти в пасьянс «Сорок розбійників» у браузері](play-forty-thieves.md)"),
    # uk P5: «курсор» (the glossary, as hu and pl)
    ("uk", "While the board has the focus, these keys belong to the game: the site's own shortcuts"
     " (such as F for search) do not fire.",
     "Поки курсор на полі пасьянсу, ці клавіші належать грі: власні клавіатурні скорочення сайту"
     " (як-от F для пошуку) не спрацьовують."),
    ("uk", "Enter or Space plays the card that has the focus when it has only one place to go;"
     " otherwise it picks the card up, or puts the picked card down on the place that has the"
     " focus. Escape drops the selection.",
     "Enter або пробіл: якщо карту під курсором можна покласти лише в одне місце, вона туди й"
     " ляже; інакше карту буде вибрано або вибрану карту буде покладено на місце під курсором."
     " Escape скасовує вибір."),
    # uk P6: the genitive of negation
    ("uk", "This game is played without redeals.", "У цій партії перерозподілів не дозволено."),
    # uk P8: the pages say «пасьянс» for a game
    ("uk", "[How many deals of each game the site's solver has won](study.md)",
     "[Скільки розкладів кожного пасьянсу виграв розв’язувач сайту](study.md)"),
    # pl D7: a redeal is not a move (the rules: "Przełożenie nie liczy się jako ruch")
    ("pl", "The next move is a redeal.", "Następny krok to przełożenie."),
    # pl D8: "twoje" in lower case mid-sentence, as everywhere else
    ("pl", "No network: the game has not finished loading. It starts by itself as soon as you are"
     " back online; your moves and progress are kept.",
     "Brak sieci: gra nie wczytała się jeszcze do końca. Uruchomi się sama, gdy tylko połączenie"
     " wróci; twoje ruchy i postępy są zachowane."),
    # pl P2
    ("pl", "Current streak of wins", "Bieżąca seria wygranych"),
    # pl P5: "o jeden wyższej lub niższej", as the rules say it
    ("pl", "Building a card onto another of its suit, one rank higher or lower, uncovers the card"
     " beneath it. Look for the move whose uncovered card helps next.",
     "Gdy kładziesz kartę na innej karcie tego samego koloru, o jeden wyższej lub niższej,"
     " odsłaniasz kartę, którą dotąd przykrywała. Szukaj ruchu, po którym odsłonięta karta przyda"
     " się w następnym ruchu."),
]  # fmt: skip


@pytest.mark.parametrize(("lang", "msgid", "expected"), REVIEWED)
def test_reviewed_wording(lang, msgid, expected):
    assert t(lang).gettext(msgid) == expected


# Counted rows: (lang, msgid, context, n, the sentence asked for, the count filled in).
BEST = "The best line found ends with %(cards)d of the 104 cards on the foundations."
COUNTED = [
    # uk D1: what lies on the foundations at the end of the line («доводить до» read as moved)
    ("uk", BEST, None, 21, "Наприкінці найкращої знайденої послідовності ходів на фундаментах "
     "21 карта з 104."),
    ("uk", BEST, IN_ACTIONS, 3, "Наприкінці найкращої знайденої послідовності дій на "
     "фундаментах 3 карти з 104."),
    ("uk", BEST, IN_ACTIONS, 50, "Наприкінці найкращої знайденої послідовності дій на фундаментах"
     " 50 карт із 104."),
    # pl D2: "ciąg", as the site says a line everywhere else; the total at its end (the editor's
    # "odkłada na bazy" would count cards put up, which round 15 struck in hu for this number)
    ("pl", BEST, None, 50, "Na końcu najlepszego znalezionego ciągu ruchów na bazach leży 50 ze"
     " 104 kart."),
    ("pl", BEST, IN_ACTIONS, 22, "Na końcu najlepszego znalezionego ciągu czynności na bazach leżą"
     " 22 ze 104 kart."),
    # uk D10: «з» before a vowel («з однаковим»), as its other forms
    ("uk", "The other site searched %(count)s random deal with the same budget for every try, and"
     " left every deal it did not win undecided: it proved no deal unwinnable.", None, 1000,
     # (the 30th review, uk D5: «всі розклади, яких не зміг виграти», the subject not elided)
     "Інший сайт дослідив 1000 випадкових розкладів з однаковим лімітом на кожну спробу, а всі "
     "розклади, яких не зміг виграти, залишив невизначеними: для жодного розкладу він не довів, "
     "що його виграти неможливо."),  # round 25, uk D3: «невиграшний» is 'unfavourable' (glossary)
    # pl D11, P3: the heading with "z ostatnich … dni"; one day in the singular
    ("pl", "The daily puzzle on the last %(num)s day", None, 14,
     "Zadania dnia z ostatnich 14 dni"),
    # (the nineteenth review, pl D8, and the twentieth, D10: "z ostatniego 1 dnia" and "ostatni 1
    # dzień" are not said; one day named as one, the count left out of a form said only of one)
    ("pl", "The daily puzzle on the last %(num)s day", None, 1,
     "Dzisiejsze zadanie dnia"),
]  # fmt: skip


@pytest.mark.parametrize(("lang", "msgid", "context", "n", "expected"), COUNTED)
def test_reviewed_counted_wording(lang, msgid, context, n, expected):
    plural = plurals()[msgid]
    if context:
        said = t(lang).npgettext(context, msgid, plural, n)
    else:
        said = t(lang).ngettext(msgid, plural, n)
    values = {"cards": n, "count": n, "num": n}
    assert said % values == expected


# Wordings the review struck: each must be nowhere in its catalog.
STRUCK = [
    # hu D3: a draw is no "lépés" (the hub defines lépés as a card moved)
    ("hu", r"(lap)?húzás is lépésnek számít|beleszámít a lépésekbe"),
    ("hu", r"(?i)játékkód"),  # hu glossary point (the glossary forbids it too)
    ("hu", r"^Ekkor az utolsó lap szabálya"),  # hu P11
    ("hu", r"lépéssor jó\."),  # hu P1
    ("uk", r"доводи\w* до фундамент"),  # uk D1
    ("uk", r"традиційн(е|ого|им|ому) правил"),  # uk D7: the rules, plural
    ("uk", r"фокус"),  # uk P5 (the glossary forbids it too)
    ("uk", r"просто тут, на сторінці|правила\]\([\w.-]+\) пояснюють"),  # uk P4, P7
    ("uk", r"перерозподіли не дозволено"),  # uk P6
    ("uk", r"розклад\w* виграшн"),  # the glossary's winnable deal in either order (uk D2)
    ("pl", r"sekwencj"),  # pl D2 (the glossary forbids it too)
    ("pl", r"Następny ruch to przełożenie"),  # pl D7
    ("pl", r"; Twoje"),  # pl D8
    ("pl", r"niepróbowan"),  # pl D10
    ("pl", r"Zadania dnia: ostatni"),  # pl D11, P3
    ("pl", r"Obecna seria"),  # pl P2
    ("pl", r"o jedną wartość"),  # pl P5
]


@pytest.mark.parametrize(("lang", "pattern"), STRUCK)
def test_a_struck_wording_is_nowhere_in_the_catalog(lang, pattern):
    found = said_where(lang, pattern)
    assert not found, found
