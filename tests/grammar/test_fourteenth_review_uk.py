"""The fourteenth review's Ukrainian editor (text-uk-14, main b580ec8), the defects a msgstr
fixes, each as a kind wherever the uk catalog has it: a calque («Кілька виборів»), the tense of
a finished search, the stock and the decks both called «колода», two words for one gesture,
two prepositions for one place, «із» after a vowel, a settings line that says its name twice."""

from __future__ import annotations

import re
from functools import cache

import pytest

from build_tools.site.i18n import catalogs
from engine import new_game
from engine.cards import parse_card
from engine.drawing.describe import card_term, place_term
from engine.grammar.forms import fill
from engine.puzzles import texts
from engine.puzzles.explain import Blocked, Witness
from engine.puzzles.words import NONE_IN_GAME, last_card
from tests.grammar.catalogs import msgstrs, said_where, t

FORTY = new_game("FT1-N-AAAAAAB")
CRESCENT = new_game("CR1-N-AAAAAAB")


@cache
def _english() -> tuple[tuple[str, ...], ...]:
    """Every msgid (with its plural) of the template: the English a test picks its rows from."""
    said = []
    for m in catalogs.read(catalogs.POT):
        if m.id:
            said.append(tuple(m.id) if isinstance(m.id, (list, tuple)) else (m.id,))
    return tuple(said)


def _uk(ids: tuple[str, ...]) -> list[str]:
    """The Ukrainian of one message, every plural form."""
    if len(ids) == 1:
        return [t("uk").gettext(ids[0])]
    return [t("uk").ngettext(ids[0], ids[1], n) for n in (1, 2, 5)]


REVIEWED = [
    # P3: «вибори» is an election, «рішення» a puzzle's solution (the eleventh review): a verb,
    # and «підряд», not a second «Кілька … поспіль» under the kind's name «Кілька ходів поспіль»
    (
        "Several decisions in a row, each with only one move that keeps the game winnable.",
        "Тут треба кілька разів поспіль знайти хід, і щоразу партію ще можна виграти лише "
        "після одного з них.",
    ),
    # P6: «Скасовувати нічого» (the sixth review's choice) read as inverted; the neutral order
    ("There is no move to undo", "Немає ходу, який можна скасувати"),
    # T1: the setting changes the suits' colours; «Колода: 0» beside it is the stock
    ("Four-colour deck", "Чотириколірні масті"),
    # T2: the setting works with a mouse and a finger: both named, no «(дотик)»
    (
        "Double-click sends a card to its best place",
        "Подвійне клацання або подвійний дотик переносить карту на найкраще місце",
    ),
    # T4: «заголовок» is a heading; the header is at the top of the page
    (
        "To read the site in another language, use the language selector in the header.",
        "Щоб читати сайт іншою мовою, скористайтеся перемикачем мови вгорі сторінки.",
    ),
]


@pytest.mark.parametrize(("english", "expected"), REVIEWED)
def test_reviewed_wording(english, expected):
    assert t("uk").gettext(english) == expected


# P4: the search is over: the search of every reachable position «показав» the loss (it was in
# the present); the best line's own sentence:
# the best line's total is checked once, as the latest review words it (test_fifteenth_review)
@pytest.mark.parametrize("cards", [1, 36, 92])
def test_a_finished_search_is_told_in_the_past(cards):
    n = cards + 1000  # a search of so many positions is told as such (a few are listed)
    after = texts.after_search(t("uk"), n)  # it writes its count itself (counts.py, words30s)
    assert after == (
        # (the 30th review, uk D4: the search does not «find»: past and impersonal)
        f"після цього виграти вже неможливо — серед усіх досяжних позицій (їх {n}) виграшної не"
        " знайдено."
    )


# C3: the Forty Thieves rules named the setting «Відпущена карта сама лягає на найкраще місце»
# and then said it "puts a dropped card on the best place": the line says what the name does not.
def test_the_settings_line_does_not_say_the_settings_name_again():
    label = t("uk").gettext("Automatic placement of a dropped card")
    line = t("uk").gettext(
        "Drag and drop; the Automatic placement setting (off by default) sends a dropped card to"
        " the best place."
    )
    assert f"«{label}»" in line
    rest = line.replace(f"«{label}»", "")
    assert "найкраще місце" not in rest and "відпущен" not in rest, line


# C3's kind on the rules pages: a control's line («Назва: що вона робить») that said its name
# again («Перетягування: перетягніть…», «Вибір місця…: …виберіть…», «Нагадування правил: …гра
# нагадує…»). The stem of the name's first long word is not said again after the colon.
CONTROL_LINES = [
    "Drag: drag a top card onto a pile or a foundation.",
    "Choosing a target without dragging: turn off the one-tap move, select a card first, then tap"
    " the target pile.",
    "Placement help: while you drag a card, the places that take it are highlighted. Rule"
    " reminders: after a refused move, the game reminds you of the rule.",
    "Drag and drop; the Automatic placement setting (off by default) sends a dropped card to the"
    " best place.",
]


@pytest.mark.parametrize("english", CONTROL_LINES)
def test_a_controls_line_does_not_say_its_name_again(english):
    said = t("uk").gettext(english)
    for part in re.split(r"(?<=\.) (?=\w+(?: \w+)?: )", said):
        if ": " not in part:
            continue
        name, _, rest = part.partition(": ")
        stem = next(w for w in name.split() if len(w) >= 5)[:3].lower()
        assert not re.search(rf"(?<!\w){stem}", rest.lower()), said


# The same kind on the Play pages: the button «Скасувати» "скасовує" its move; a player takes a
# move back («взяти хід назад»).
@pytest.mark.parametrize(
    "english",
    [
        ("Undo takes back the last move, up to %(count)s move; a redeal clears the undo history.",
         "Undo takes back the last move, up to %(count)s moves; a redeal clears the undo history."),
        ("Undo takes back the last action, up to %(count)s action; the score returns to its"
         " earlier value, the move counter does not.",
         "Undo takes back the last action, up to %(count)s actions; the score returns to its"
         " earlier value, the move counter does not."),
    ],
)  # fmt: skip
def test_the_undo_button_takes_a_move_back(english):
    for said in _uk(english):
        assert said.startswith("Кнопкою «Скасувати» можна взяти назад останн"), said


# T1: «колода» is the stock (glossary); a message about the decks a game is played with says
# «комплект карт», so the rules never call both «колода» four lines apart. Only the site's name,
# «Пасьянси на дві колоди», keeps the genre's set phrase.
def test_a_deck_is_never_called_the_stocks_word():
    decks = [ids for ids in _english() if re.search(r"\bdecks?\b", ids[0])]
    decks = [ids for ids in decks if ids[0] != "Two-deck patience"]
    assert len(decks) >= 9
    for ids in decks:
        for said in _uk(ids):
            assert "колод" not in said.lower(), (ids[0], said)


@pytest.mark.parametrize(
    ("english", "said"),
    [
        (("The game is played with %(count)s deck.", "The game is played with %(count)s decks."),
         "Для гри потрібні два комплекти карт."),
        (("Each deck has %(count)s card.", "Each deck has %(count)s cards."),
         "У кожному комплекті 2 карти."),
        (("You need %(count)s full deck, without jokers.",
          "You need %(count)s full decks, without jokers."),
         "Потрібні два повні комплекти карт без джокерів."),
    ],
)  # fmt: skip
def test_the_two_decks_read_as_sets_of_cards(english, said):
    assert fill(t("uk").ngettext(*english, 2), {"count": 2}, catalogs.number_forms("uk")) == said


# T2: one wording for the gesture on the rules and Play pages of both games: the board takes a
# double click and a double tap alike, so every message that names one names both, joined by «або».
def test_every_double_click_or_tap_names_both_gestures():
    gestures = [ids for ids in _english() if re.search(r"[Dd]ouble[- ](click|tap)", ids[0])]
    assert len(gestures) >= 6
    for ids in gestures:
        for said in _uk(ids):
            assert re.search(r"клацан|клацн", said) and re.search(r"дотик|торкн", said), said
            assert "(дотик)" not in said and " чи подвійний" not in said, said


# T3: cards lie «у скиді», as the rules page says and as «у стопці», «у стовпці»; the board's
# form said «на скиді» («Вибрано двійку пік на скиді»).
def test_the_waste_has_one_locative():
    waste = place_term(t("uk"), "w", FORTY)
    assert waste.form("at+loc") == "у скиді"
    assert not said_where("uk", r"на скиді"), said_where("uk", r"на скиді")


# E1: the {z+gen} form is «із фундаменту», «зі стовпця»: right after a consonant, and every card
# name ends in one (its suit in the genitive plural), so no message may put it after a vowel
# (the run's «по черзі із фундаменту 1»): the place comes right after the cards.
def test_the_from_form_never_follows_a_vowel():
    for said in msgstrs("uk"):
        for m in re.finditer(r"(\S+) %\(\w+\)s\{z\+gen\}", said):
            assert not re.search(r"[аеєиіїоуюя]$", m.group(1), re.IGNORECASE), said
    for code in ("AS", "2H", "9D", "QC", "KS", "TH"):
        card = card_term(t("uk"), parse_card(code))
        for case in ("nom", "acc"):
            assert re.search(r"[бвгґджзклмнпрстфхцчшщ]$", card.form(case)), card.form(case)


def test_a_run_names_its_place_before_one_after_another():
    said = fill(
        t("uk").gettext(texts.RUN),
        {
            "listed": "дев’ятка й вісімка пік",
            "source": place_term(t("uk"), "f1", FORTY),
            "target": place_term(t("uk"), "c3", FORTY),
        },
    )
    assert said == "дев’ятка й вісімка пік із фундаменту\u00a01 (пік) по черзі на стовпець\u00a03"


# R2: the last-card sentence names its ace or king once, then «нього»; «лише тоді, коли його
# заберуть» came back in every bullet.
def test_the_last_card_sentence_names_its_candidate_once():
    said = last_card(Witness(0, (Blocked(0, 4, (3, 9)),)), t("uk"), NONE_IN_GAME)[2]
    assert said.replace("\u00a0", " ") == (
        # the fifteenth review (uk 2.1): «вони мають лягти», not the dative «їм треба лягти»;
        # the sixteenth (uk D1): half the words, the card named once and no «нього … нього»
        # the seventeenth (uk D5): «всі ці» said of two; «кожну із цих карт» for any number
        # the twentieth (pl S2): the impossibility said, the candidate still covers them
        "Під тузом пік лежать четвірка й десятка пік (знизу вгору): кожна із цих карт мусить "
        "лягти на фундамент раніше за нього, а він їх накриває."
    )


STRUCK = [
    r"виборів",  # P3
    r"викладає на фундаменти|це показує перебір",  # P4
    r"Скасовувати нічого",  # P6
    r"\(дотик\)",  # T2
    r"заголовку сторінки",  # T4
    r"по черзі %\(source\)s",  # E1
    r"коли (його|ту) заберуть",  # R2
    r"(двома|кожній|повн\w*|чотириколірн\w*) колод",  # T1
    r"«Скасувати» скасов",  # C3's kind on the Play pages
]


@pytest.mark.parametrize("pattern", STRUCK)
def test_a_struck_wording_is_nowhere_in_the_catalog(pattern):
    found = said_where("uk", pattern)
    assert not found, found
