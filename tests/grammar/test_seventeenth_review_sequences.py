"""Round 17's sequence answers (text-pl-17 D1, D4, S2; text-uk-17 D6, S4; text-hu-17 P4).

A sequence's written answer numbered nothing in its words: the losing moves of a later step said
"for the same reason as … at step 2", a number only the list's markers showed (and it counted the
forced moves, while the question counts decisions), and each forced move had a full sentence of
its own, up to six in a row. Now each decision says its number as the question counts them, the
forced moves after a decision are one sentence, and a back reference names the decision.
The expectations are written here per language, independently of the catalogs.
"""

from __future__ import annotations

import re
from functools import cache

import pytest

from engine.grammar.articles import resolve_articles
from engine.puzzles import texts
from engine.puzzles.model import SEQUENCE, Puzzle, load
from tests.grammar.catalogs import t, translated

LANGS = ("en", "hu", "uk", "pl")

# The question's count of decisions, as each language says it (2 to 6 in the data).
ASKED = {
    "en": re.compile(r"keep going: (\w+) decisions in a row"),
    "hu": re.compile(r"folytasd: (\w+) döntést kell"),
    "uk": re.compile(r"Зробіть (\S+) правильн"),
    "pl": re.compile(r"czekaj?ą? cię (\w+) decyz"),
}
NUMBERS = {
    "en": ("two", "three", "four", "five", "six"),
    "hu": ("két", "három", "négy", "öt", "hat"),
    "uk": ("два", "три", "чотири", "п’ять", "шість"),
    "pl": ("dwie", "trzy", "cztery", "pięć", "sześć"),
}
# The frames below are regular expressions with slots, so that the built site's test
# (tests/site/test_puzzle_sequences.py) matches the same words in the HTML: {n} is the decision's
# number, a group (digits in en; since round 19, uk D4, an ordinal word in hu, uk and pl, read
# back by ``number``), {earlier} an optional move named before it.
NUMBER = {"en": r"(\d+)", "hu": r"(\w+)", "uk": r"(\S+)", "pl": r"(\w+)"}
# A decision's label (pl D1/S2: "Decyzja 1 – właściwy ruch: …"; round 19: «Перший правильний
# хід: …», "Pierwsza decyzja – …", "Első döntés – …").
LABEL_FRAME = {
    "en": r"Decision {n} — the right move: ",
    "hu": r"{n} döntés – a helyes lépés: ",
    "uk": r"{n} правильний хід: ",
    "pl": r"{n} decyzja – właściwy ruch: ",
}
# A back reference to an earlier decision (pl D1: "przy 2. decyzji"; round 19 "przy drugiej
# decyzji", uk «перед другим правильним ходом»).
BACK_FRAME = {
    "en": r"for the same reason as {earlier}at decision {n}\.",
    "hu": r"mint az? {n} döntésnél tárgyalt lépés",
    "uk": r"що й {earlier}перед {n} правильним ходом\.",
    "pl": r"co (?:błędny ruch )?przy {n} decyzji",
}
# Round 18 (uk D1/S1): a losing move that stays possible is refuted once, with the last decision
# where it still loses for the same reason.
STAYS_FRAME = {
    "en": r"This losing move stays possible after this decision: up to and including decision"
    r" {n}, it loses each time for the same reason\.",
    # (the 22nd review, hu D4: not "megtehető marad"; the 23rd, hu D4: not "bezárólag minden
    # alkalommal ugyanazért", an official notice's words)
    "hu": r"Ez a vesztes lépés később is megtehető, és az? {n} döntésig mindig ugyanezért vezet"
    r" vereséghez\.",
    "uk": r"Цей хибний хід залишається доступним і далі: до {n} правильного ходу включно він"
    r" щоразу веде до програшу з тієї самої причини\.",
    # (the 29th review, pl D3: not ": aż do {n} decyzji włącznie za każdym razem przegrywa")
    "pl": r"Ten błędny ruch będzie możliwy także później i aż do {n} decyzji włącznie będzie"
    r" przegrywał z tego samego powodu\.",
}
# The ordinal words 1–6, in each form the frames use, by language (six to a form).
ORDINALS = {
    "hu": ("első", "második", "harmadik", "negyedik", "ötödik", "hatodik"),
    "uk": (
        *("перший", "другий", "третій", "четвертий", "п’ятий", "шостий"),
        *("першим", "другим", "третім", "четвертим", "п’ятим", "шостим"),
        *("першого", "другого", "третього", "четвертого", "п’ятого", "шостого"),
    ),
    "pl": (
        *("pierwsza", "druga", "trzecia", "czwarta", "piąta", "szósta"),
        *("pierwszej", "drugiej", "trzeciej", "czwartej", "piątej", "szóstej"),
    ),
}


def frame(frames: dict[str, str], lang: str, text: str = r".+") -> str:
    """The regular expression of ``lang``'s frame, ``text`` what an earlier move may be."""
    return frames[lang].format(n=NUMBER[lang], earlier=f"(?:{text} )?")


def number(lang: str, said: str) -> int:
    """A decision's number as a frame's group says it (digits in en, else an ordinal word)."""
    if lang == "en":
        return int(said)
    return ORDINALS[lang].index(said.lower()) % 6 + 1


LABEL = {lang: re.compile("^" + frame(LABEL_FRAME, lang) + r"\S") for lang in LANGS}
# The forced moves after a decision: one sentence, singular for one move (pl D4, uk D6); pl
# "Teraz", as "a następnie" joins two steps of the list (the eighteenth review, pl S1).
FORCED_ONE = {
    "en": "Then the game plays the forced move for you: ",
    "hu": "Ezután a játék megteszi helyetted a kényszerlépést: ",
    "uk": "Далі гра сама зробить вимушений хід: ",
    "pl": "Teraz gra sama wykona wymuszony ruch: ",
}
FORCED_MANY = {
    "en": "Then the game plays the forced moves for you: ",
    "hu": "Ezután a játék megteszi helyetted a kényszerlépéseket: ",
    "uk": "Далі гра сама зробить вимушені ходи: ",
    "pl": "Teraz gra sama wykona wymuszone ruchy: ",
}
# The frames the review struck: one line per forced move, and a step number nobody sees.
STRUCK = {
    "en": ("Forced move (", "Your move:", "at step "),
    "hu": ("Kényszerlépés (", "Helyes lépés:", "pontban"),
    "uk": ("Вимушений хід (", "Правильний хід:", "на кроці"),
    "pl": ("Ruch wymuszony (", "Właściwy ruch:", "w kroku"),
}
BACK = {lang: re.compile(frame(BACK_FRAME, lang)) for lang in LANGS}
# The moves a back reference is about: the earlier move named (in brackets but in English), or
# else the item's own moves (the same move refuted again).
EARLIER = {
    "en": re.compile(r"for the same reason as (.+) at decision \d+\.$"),
    "hu": re.compile(r"tárgyalt lépés \((.+)\)\.$"),
    "uk": re.compile(r"що й (.+) перед \S+ правильним ходом\.$"),
    "pl": re.compile(r"decyzji \((.+)\)\.$"),
}
SIX_FORCED = "cr-sq-27f9a98ba9"  # puzzle 164 of the reviews: six forced moves after decision 1


@cache
def sequences() -> tuple[Puzzle, ...]:
    return tuple(p for p in load("docs/puzzles/crescent.json") if p.kind == SEQUENCE)


def _answer(p: Puzzle, lang: str) -> texts.Answer:
    return texts.answer(p, t(lang))


def _plain(text: str) -> str:
    return resolve_articles(text)


def _head(item: str) -> str:
    """A losing item's moves: the text before its separator (uk also " — ")."""
    return min(item.split(": ", 1)[0], item.split(" — ", 1)[0], key=len).lower()


@pytest.mark.parametrize("lang", LANGS)
def test_decisions_are_numbered_in_the_words_as_the_question_counts_them(lang: str) -> None:
    """Failed before: "Your move: …" with no number, the list's markers counting forced moves."""
    for p in sequences():
        asked = ASKED[lang].search(texts.ask(p, t(lang)))
        assert asked is not None, p.id
        count = NUMBERS[lang].index(asked[1]) + 2
        said = [LABEL[lang].match(_plain(s)) for s, _more in _answer(p, lang).steps]
        assert all(said), (p.id, said)
        assert [number(lang, m[1]) for m in said if m] == list(range(1, count + 1)), p.id


@pytest.mark.parametrize("lang", LANGS)
def test_forced_moves_after_a_decision_are_one_sentence(lang: str) -> None:
    """Failed before (puzzle 164): six "Forced move (the game plays it for you): …" lines."""
    a = _answer(next(p for p in sequences() if p.id == SIX_FORCED), lang)
    forced = [_plain(x) for x in a.step_forced]
    assert len(forced) == len(a.steps) == 2
    assert forced[0].startswith(FORCED_MANY[lang]) and forced[0].endswith(".")
    assert forced[0].count(FORCED_MANY[lang]) == 1
    assert forced[1] == ""  # no forced move after the last decision
    # the six moves' cards are all named in it (words30y may group them, never drop one)
    cards = {
        "en": ("diamonds", "clubs"),
        "hu": ("káró", "treff"),
        "uk": ("бубон", "треф"),
        "pl": ("karo", "trefl"),
    }[lang]
    assert all(suit in forced[0] for suit in cards)


@pytest.mark.parametrize("lang", LANGS)
def test_every_run_of_forced_moves_has_one_sentence_singular_for_one(lang: str) -> None:
    ones = manys = 0
    for p in sequences():
        a = _answer(p, lang)
        runs: list[int] = []  # the forced moves after each decision
        for step in p.answer["steps"]:
            if step["player"]:
                runs.append(0)
            else:
                runs[-1] += len(step["move"].split())
        assert len(runs) == len(a.step_forced), p.id
        for n, said in zip(runs, a.step_forced, strict=True):
            if n == 0:
                assert said == "", p.id
            elif n == 1:
                assert said.startswith(FORCED_ONE[lang]), (p.id, said)
                ones += 1
            else:
                assert said.startswith(FORCED_MANY[lang]), (p.id, said)
                manys += 1
        text = " ".join([*(s for s, _m in a.steps), *a.step_forced])
        text += " ".join(x for _s, more in a.steps for x in more)
        for struck in STRUCK[lang]:
            assert struck not in text, (p.id, struck)
    assert ones >= 3 and manys >= 8  # 28 forced moves in 11 runs (pl D4: 28 lines)


@pytest.mark.parametrize("lang", LANGS)
def test_a_back_reference_names_the_decision_that_refuted_the_move(lang: str) -> None:
    """Failed before: "at step 2" (pl "w kroku 2"), the list position, not a decision."""
    checked = 0
    for p in sequences():
        lists = [more for _s, more in _answer(p, lang).steps]
        for now, items in enumerate(lists, 1):
            for item in items:
                plain = _plain(item)
                m = BACK[lang].search(plain)
                if m is None:
                    continue
                decision = number(lang, m[1])
                assert 1 <= decision < now, (p.id, plain)
                refuted = [_head(_plain(x)) for x in lists[decision - 1]]
                named = EARLIER[lang].search(plain)
                moves = (named[1] if named else _head(plain)).lower()
                # the move named, or one of the moves refuted again, is an item of that decision
                assert any(r in moves for r in refuted), (p.id, plain, refuted)
                checked += 1
    # over 40 before round 18 (uk D1/S1): a move still losing for the same reason at the next
    # decisions is no longer referred back to there (its first item states the range)
    assert checked >= 10


# The whole sentences, as each language's editor reads them (pl D1's wording of the back
# reference; hu P4 "az 1. döntésnél tárgyalt lépés"; uk counts "правильні ходи" as its question).
REVIEWED = [
    ("hu", texts.DECISION, "%(decision)s{Ord} döntés – a helyes lépés: %(move)s."),
    ("uk", texts.DECISION, "%(decision)s{Ord} правильний хід: %(move)s."),
    ("pl", texts.DECISION, "%(decision)s{Ord.nom.f} decyzja – właściwy ruch: %(move)s."),
    ("hu", texts.FORCED_MOVES, "Ezután a játék megteszi helyetted a kényszerlépéseket: %(moves)s."),
    ("uk", texts.FORCED_MOVES, "Далі гра сама зробить вимушені ходи: %(moves)s."),
    ("pl", texts.FORCED_MOVES, "Teraz gra sama wykona wymuszone ruchy: %(moves)s."),
    (
        "pl",
        texts.SAME_REASON_AT_DECISION,
        "%(move)s: przegrywa z tego samego powodu co błędny ruch przy %(decision)s{ord.loc.f}"
        " decyzji (%(earlier)s).",
    ),
    (
        "pl",
        texts.SAME_REASONS_AT_DECISION,
        "%(losing)s: te ruchy przegrywają z tego samego powodu co błędny ruch przy"
        " %(decision)s{ord.loc.f} decyzji (%(earlier)s).",
    ),
    (
        "hu",
        texts.SAME_REASONS_AT_DECISION,
        "%(losing)s: ezek a lépések ugyanazért vezetnek vereséghez, mint a(z) %(decision)s{ord}"
        " döntésnél tárgyalt lépés (%(earlier)s).",
    ),
    (
        "uk",
        texts.SAME_MOVES_AT_DECISION,
        "%(losing)s — програш із тієї самої причини, що й після хибного ходу перед "
        "%(decision)s{ord.ins.m} правильним ходом.",
    ),
]


@pytest.mark.parametrize(("lang", "message", "expected"), REVIEWED)
def test_reviewed_wording(lang: str, message: str | tuple[str, str], expected: str) -> None:
    assert translated(lang, message) == expected
