"""Issue 30, after the sixteenth review (uk S5, pl S3: "even correct prose reads as machine-made
when the same frame opens 30 answers in a row"): the frames that open or close most answers have
a second wording (the search sentence a third), each its own message, and a puzzle says the one
its id picks (engine/puzzles/variants.py; tests/puzzles/test_variants.py checks the choice).
Here: each new msgstr as reviewed, and each language's wordings of a frame genuinely differ where
a reader sees them, at the start (the clause after a losing move keeps its "after that")."""

from __future__ import annotations

import re

import pytest

from engine.puzzles import texts, words
from tests.grammar.catalogs import t, translated

# (language, the msgid, a count for a plural message, the msgstr as reviewed)
REVIEWED = [
    (
        "hu",
        texts.ONLY_ANSWER_AGAIN,
        None,
        "Csak egy lépés után marad megnyerhető a játszma: %(move)s.",
    ),
    (
        "uk",
        texts.ONLY_ANSWER_AGAIN,
        None,
        "Шанс на виграш зберігає лише один хід: %(move)s.",
    ),
    ("pl", texts.ONLY_ANSWER_AGAIN, None, "Tylko ten ruch pozwala jeszcze wygrać: %(move)s."),
    (
        "hu",
        words.AFTER_WITNESS_AGAIN,
        None,
        # the 21st review (hu D4): "a szín befejezése" a calque
        "e lépés után már semmiképp sem kerülhet fel az összes %(suit)s lap.",
    ),
    (
        "uk",
        words.AFTER_WITNESS_AGAIN,
        None,
        "після такого ходу %(suit)s{adj.f.acc} масть зібрати вже не вдасться.",
    ),
    (
        "pl",
        words.AFTER_WITNESS_AGAIN,
        None,
        "ten ruch sprawia, że koloru %(suit)s nie da się już ułożyć do końca.",
    ),
    ("hu", texts.GREEDY_LOSES_AGAIN, None, "A kézenfekvő lépés itt vereséghez vezet:"),
    ("uk", texts.GREEDY_LOSES_AGAIN, None, "Очевидний хід тут веде до програшу:"),
    ("pl", texts.GREEDY_LOSES_AGAIN, None, "Najbardziej oczywisty ruch prowadzi tu do przegranej:"),
    ("hu", texts.YES_AGAIN, None, "Igen, ebből az állásból még meg lehet nyerni a játszmát."),
    ("uk", texts.YES_AGAIN, None, "Так, звідси партію ще можна виграти."),
    ("pl", texts.YES_AGAIN, None, "Tak, stąd wciąż można wygrać."),
    (
        "hu",
        texts.NO_AGAIN,
        None,
        # round 25, hu P9: "semmiképp" overstated it beside "Igen, … még"
        "Nem, ebből az állásból már nem lehet megnyerni a játszmát.",
    ),
    ("uk", texts.NO_AGAIN, None, "Ні, партію звідси ніяк не виграти."),
    ("pl", texts.NO_AGAIN, None, "Nie, stąd nie ma żadnej drogi do wygranej."),
    ("hu", texts.YES_DEAL_AGAIN, None, "Igen, ezt a leosztást meg lehet nyerni."),
    ("uk", texts.YES_DEAL_AGAIN, None, "Так, виграти цей розклад можна."),
    ("pl", texts.YES_DEAL_AGAIN, None, "Tak, to rozdanie jest do wygrania."),
    ("hu", texts.NO_DEAL_AGAIN, None, "Nem, ezt a leosztást semmiképp sem lehet megnyerni."),
    ("uk", texts.NO_DEAL_AGAIN, None, "Ні, цей розклад ніяк не виграти."),
    ("pl", texts.NO_DEAL_AGAIN, None, "Nie, to rozdanie jest nie do wygrania."),
    (
        "hu",
        texts.GOAL_ANSWER_TWO_AGAIN,
        1,
        "A cél %(count)d lépésben elérhető: %(moves)s; egy lépés ehhez nem elég.",
    ),
    (
        "uk",
        texts.GOAL_ANSWER_TWO_AGAIN,
        1,
        "Завдання можна виконати за %(count)d хід: %(moves)s; одного ходу для цього замало.",
    ),
    (
        "uk",
        texts.GOAL_ANSWER_TWO_AGAIN,
        2,
        "Завдання можна виконати за %(count)d ходи: %(moves)s; одного ходу для цього замало.",
    ),
    (
        "pl",
        texts.GOAL_ANSWER_TWO_AGAIN,
        2,
        "Cel da się osiągnąć w %(count)d czynnościach: %(moves)s; jedna czynność to za mało.",
    ),
    (
        "hu",
        texts.GOAL_ANSWER_AGAIN,
        1,
        "A cél %(count)d lépésben elérhető: %(moves)s; a megoldóprogram minden rövidebb "
        "lépéssort kipróbált, de egyik sem ért célba.",
    ),
    (
        "uk",
        texts.GOAL_ANSWER_AGAIN,
        1,
        "Завдання можна виконати за %(count)d хід: %(moves)s; перебір усіх коротших "
        "послідовностей показав, що жодна з них до мети не веде.",
    ),
    (
        "uk",
        texts.GOAL_ANSWER_AGAIN,
        2,
        "Завдання можна виконати за %(count)d ходи: %(moves)s; перебір усіх коротших "
        "послідовностей показав, що жодна з них до мети не веде.",
    ),
    (
        "pl",
        texts.GOAL_ANSWER_AGAIN,
        2,
        "Cel da się osiągnąć w %(count)d czynnościach: %(moves)s; program sprawdził wszystkie "
        "krótsze ciągi czynności i żaden z nich do celu nie prowadzi.",
    ),
    (
        "hu",
        texts.AFTER_SEARCH_FEW_AGAIN,
        1,
        "ezután mindössze %(positions)s{attr} állásba lehet eljutni, és egyikből sem lehet nyerni.",
    ),
    (
        "uk",
        texts.AFTER_SEARCH_FEW_AGAIN,
        1,
        "після цього залишається лише %(positions)s{nom.f} досяжна позиція, і жодна з них не веде "
        "до виграшу.",
    ),
    (
        "pl",
        texts.AFTER_SEARCH_FEW_AGAIN,
        2,
        "po tym ruchu osiągalne są już tylko %(positions)s{nom.f} pozycje i żadna z nich nie "
        "prowadzi do wygranej.",
    ),
    (
        "pl",
        texts.AFTER_SEARCH_FEW_AGAIN,
        5,
        "po tym ruchu osiągalnych jest już tylko %(positions)s pozycji i żadna z nich nie "
        "prowadzi do wygranej.",
    ),
    (
        "hu",
        words.SEARCHED_AGAIN,
        1,
        "Innen %(positions)s állás érhető el; a megoldóprogram mindet átvizsgálta, de egyikből "
        "sem talált nyerő folytatást.",
    ),
    (
        "uk",
        words.SEARCHED_AGAIN,
        1,
        "Розв’язувач перебрав кожну з %(positions)s досяжної звідси позиції й ніде не знайшов "
        "виграшу.",
    ),
    (
        "uk",
        words.SEARCHED_AGAIN,
        2,
        "Розв’язувач перебрав усі %(positions)s досяжні звідси позиції й ніде не знайшов виграшу.",
    ),
    (
        "uk",
        words.SEARCHED_AGAIN,
        5,
        "Розв’язувач перебрав усі %(positions)s досяжних звідси позицій і ніде не знайшов виграшу.",
    ),
    (
        "pl",
        words.SEARCHED_AGAIN,
        2,
        # the seventeenth review (pl D9/S4): "ze 115", "z 720": the count's form "of"
        "Program sprawdził każdą %(positions)s{of} pozycji, do których można stąd dojść, i z "
        "żadnej nie da się wygrać.",
    ),
    (
        "hu",
        words.SEARCHED_THIRD,
        1,
        "Az innen elérhető %(positions)s állás közül egyikből sem nyerhető meg a játszma; a "
        "megoldóprogram mindet átvizsgálta.",
    ),
    (
        "uk",
        words.SEARCHED_THIRD,
        1,
        "Жодна з позицій, досяжних звідси, не веде до виграшу: розв’язувач перевірив усі "
        "%(positions)s.",
    ),
    (
        "pl",
        words.SEARCHED_THIRD,
        2,
        "Żadna %(positions)s{of} pozycji osiągalnych stąd nie prowadzi do wygranej – program "
        "sprawdził każdą z nich.",
    ),
    (
        "hu",
        words.SEARCHED_FEW_AGAIN,
        1,
        "Innen mindössze %(positions)s{attr} állásba lehet eljutni, és egyikből sem lehet nyerni.",
    ),
    (
        "uk",
        words.SEARCHED_FEW_AGAIN,
        1,
        "Досяжних звідси позицій лише %(positions)s{nom.f}, і жодна з них не веде до виграшу.",
    ),
    (
        "pl",
        words.SEARCHED_FEW_AGAIN,
        2,
        "Osiągalne stąd są tylko %(positions)s{nom.f} pozycje i żadna z nich nie prowadzi do "
        "wygranej.",
    ),
    (
        "pl",
        words.SEARCHED_FEW_AGAIN,
        5,
        "Osiągalnych stąd jest tylko %(positions)s pozycji i żadna z nich nie prowadzi do "
        "wygranej.",
    ),
    (
        "hu",
        texts.WINS_IN_MOVES_AGAIN[1],
        1,
        (
            "A nyerő lépéssor, amelyet a megoldóprogram talált, %(count)d lépésből áll; a program"
            " így kezd: %(step1)s."
        ),
    ),
    (
        "uk",
        texts.WINS_IN_MOVES_AGAIN[1],
        1,
        ("Розв’язувачеві вистачає %(count)d ходу, щоб виграти, і починає він так: %(step1)s."),
    ),
    (
        "uk",
        texts.WINS_IN_MOVES_AGAIN[1],
        2,
        ("Розв’язувачеві вистачає %(count)d ходів, щоб виграти, і починає він так: %(step1)s."),
    ),
    (
        "uk",
        texts.WINS_IN_MOVES_AGAIN[1],
        5,
        ("Розв’язувачеві вистачає %(count)d ходів, щоб виграти, і починає він так: %(step1)s."),
    ),
    (
        "pl",
        texts.WINS_IN_MOVES_AGAIN[1],
        2,
        "Rozwiązanie programu liczy %(count)d ruchy. Na początku program %(step1)s.",
    ),
    (
        "pl",
        texts.WINS_IN_MOVES_AGAIN[1],
        5,
        "Rozwiązanie programu liczy %(count)d ruchów. Na początku program %(step1)s.",
    ),
    (
        "hu",
        texts.WINS_IN_ACTIONS_AGAIN[1],
        1,
        (
            "A nyerő műveletsor, amelyet a megoldóprogram talált, %(count)d műveletből áll; a"
            " program így kezd: %(step1)s."
        ),
    ),
    (
        "uk",
        texts.WINS_IN_ACTIONS_AGAIN[1],
        1,
        ("Розв’язувачеві вистачає %(count)d дії, щоб виграти, і починає він так: %(step1)s."),
    ),
    (
        "uk",
        texts.WINS_IN_ACTIONS_AGAIN[1],
        2,
        ("Розв’язувачеві вистачає %(count)d дій, щоб виграти, і починає він так: %(step1)s."),
    ),
    (
        "uk",
        texts.WINS_IN_ACTIONS_AGAIN[1],
        5,
        ("Розв’язувачеві вистачає %(count)d дій, щоб виграти, і починає він так: %(step1)s."),
    ),
    (
        "pl",
        texts.WINS_IN_ACTIONS_AGAIN[1],
        2,
        "Rozwiązanie programu liczy %(count)d czynności. Na początku program %(step1)s.",
    ),
    (
        "hu",
        texts.WINS_IN_MOVES_AGAIN[2],
        1,
        (
            "A nyerő lépéssor, amelyet a megoldóprogram talált, %(count)d lépésből áll; a program"
            " így kezd: %(step1)s, majd %(step2)s."
        ),
    ),
    (
        "uk",
        texts.WINS_IN_MOVES_AGAIN[2],
        1,
        (
            "Розв’язувачеві вистачає %(count)d ходу, щоб виграти, і починає він так: "
            "%(step1)s, потім %(step2)s."
        ),
    ),
    (
        "uk",
        texts.WINS_IN_MOVES_AGAIN[2],
        2,
        (
            "Розв’язувачеві вистачає %(count)d ходів, щоб виграти, і починає він так: "
            "%(step1)s, потім %(step2)s."
        ),
    ),
    (
        "uk",
        texts.WINS_IN_MOVES_AGAIN[2],
        5,
        (
            "Розв’язувачеві вистачає %(count)d ходів, щоб виграти, і починає він так: "
            "%(step1)s, потім %(step2)s."
        ),
    ),
    (
        "pl",
        texts.WINS_IN_MOVES_AGAIN[2],
        2,
        (
            "Rozwiązanie programu liczy %(count)d ruchy. Na początku program %(step1)s, a potem"
            " %(step2)s."
        ),
    ),
    (
        "pl",
        texts.WINS_IN_MOVES_AGAIN[2],
        5,
        (
            "Rozwiązanie programu liczy %(count)d ruchów. Na początku program %(step1)s, a potem"
            " %(step2)s."
        ),
    ),
    (
        "hu",
        texts.WINS_IN_ACTIONS_AGAIN[2],
        1,
        (
            "A nyerő műveletsor, amelyet a megoldóprogram talált, %(count)d műveletből áll; a"
            " program így kezd: %(step1)s, majd %(step2)s."
        ),
    ),
    (
        "uk",
        texts.WINS_IN_ACTIONS_AGAIN[2],
        1,
        (
            "Розв’язувачеві вистачає %(count)d дії, щоб виграти, і починає він так: "
            "%(step1)s, потім %(step2)s."
        ),
    ),
    (
        "uk",
        texts.WINS_IN_ACTIONS_AGAIN[2],
        2,
        (
            "Розв’язувачеві вистачає %(count)d дій, щоб виграти, і починає він так: "
            "%(step1)s, потім %(step2)s."
        ),
    ),
    (
        "uk",
        texts.WINS_IN_ACTIONS_AGAIN[2],
        5,
        (
            "Розв’язувачеві вистачає %(count)d дій, щоб виграти, і починає він так: "
            "%(step1)s, потім %(step2)s."
        ),
    ),
    (
        "pl",
        texts.WINS_IN_ACTIONS_AGAIN[2],
        2,
        (
            "Rozwiązanie programu liczy %(count)d czynności. Na początku program %(step1)s, a"
            " potem %(step2)s."
        ),
    ),
    (
        "hu",
        texts.WINS_IN_MOVES_AGAIN[3],
        1,
        (
            "A nyerő lépéssor, amelyet a megoldóprogram talált, %(count)d lépésből áll; a program"
            " így kezd: %(step1)s, aztán %(step2)s, majd %(step3)s."
        ),
    ),
    (
        "uk",
        texts.WINS_IN_MOVES_AGAIN[3],
        1,
        (
            "Розв’язувачеві вистачає %(count)d ходу, щоб виграти, і починає він так: "
            "%(step1)s, потім %(step2)s, а тоді %(step3)s."
        ),
    ),
    (
        "uk",
        texts.WINS_IN_MOVES_AGAIN[3],
        2,
        (
            "Розв’язувачеві вистачає %(count)d ходів, щоб виграти, і починає він так: "
            "%(step1)s, потім %(step2)s, а тоді %(step3)s."
        ),
    ),
    (
        "uk",
        texts.WINS_IN_MOVES_AGAIN[3],
        5,
        (
            "Розв’язувачеві вистачає %(count)d ходів, щоб виграти, і починає він так: "
            "%(step1)s, потім %(step2)s, а тоді %(step3)s."
        ),
    ),
    (
        "pl",
        texts.WINS_IN_MOVES_AGAIN[3],
        2,
        (
            "Rozwiązanie programu liczy %(count)d ruchy. Na początku program %(step1)s, potem"
            " %(step2)s, a następnie %(step3)s."
        ),
    ),
    (
        "pl",
        texts.WINS_IN_MOVES_AGAIN[3],
        5,
        (
            "Rozwiązanie programu liczy %(count)d ruchów. Na początku program %(step1)s, potem"
            " %(step2)s, a następnie %(step3)s."
        ),
    ),
    (
        "hu",
        texts.WINS_IN_ACTIONS_AGAIN[3],
        1,
        (
            "A nyerő műveletsor, amelyet a megoldóprogram talált, %(count)d műveletből áll; a"
            " program így kezd: %(step1)s, aztán %(step2)s, majd %(step3)s."
        ),
    ),
    (
        "uk",
        texts.WINS_IN_ACTIONS_AGAIN[3],
        1,
        (
            "Розв’язувачеві вистачає %(count)d дії, щоб виграти, і починає він так: "
            "%(step1)s, потім %(step2)s, а тоді %(step3)s."
        ),
    ),
    (
        "uk",
        texts.WINS_IN_ACTIONS_AGAIN[3],
        2,
        (
            "Розв’язувачеві вистачає %(count)d дій, щоб виграти, і починає він так: "
            "%(step1)s, потім %(step2)s, а тоді %(step3)s."
        ),
    ),
    (
        "uk",
        texts.WINS_IN_ACTIONS_AGAIN[3],
        5,
        (
            "Розв’язувачеві вистачає %(count)d дій, щоб виграти, і починає він так: "
            "%(step1)s, потім %(step2)s, а тоді %(step3)s."
        ),
    ),
    (
        "pl",
        texts.WINS_IN_ACTIONS_AGAIN[3],
        2,
        (
            "Rozwiązanie programu liczy %(count)d czynności. Na początku program %(step1)s, potem"
            " %(step2)s, a następnie %(step3)s."
        ),
    ),
]


@pytest.mark.parametrize(("lang", "msgid", "n", "expected"), REVIEWED)
def test_reviewed_wording(lang, msgid, n, expected):
    assert translated(lang, msgid, n) == expected


# Each frame's wordings: the reference first, then the others.
FRAMES = [
    (texts.GREEDY_LOSES, texts.GREEDY_LOSES_AGAIN),
    (texts.YES, texts.YES_AGAIN),
    (texts.NO, texts.NO_AGAIN),
    (texts.YES_DEAL, texts.YES_DEAL_AGAIN),
    (texts.NO_DEAL, texts.NO_DEAL_AGAIN),
    (texts.GOAL_ANSWER_TWO, texts.GOAL_ANSWER_TWO_AGAIN),
    (texts.GOAL_ANSWER, texts.GOAL_ANSWER_AGAIN),
    (texts.AFTER_SEARCH_FEW, texts.AFTER_SEARCH_FEW_AGAIN),
    (words.SEARCHED, words.SEARCHED_AGAIN, words.SEARCHED_THIRD),
    (words.SEARCHED_FEW, words.SEARCHED_FEW_AGAIN),
    words.AFTER_WITNESSES,  # a third since the 29th review (hu S2 / uk S1)
    words.BEST_LINES,  # the twenty-second review, hu D8 (words30k)
    words.BEST_LINES_IN_ACTIONS,
    (texts.ONLY_ANSWER, texts.ONLY_ANSWER_AGAIN),
    *((texts.WINS_IN_MOVES[n], texts.WINS_IN_MOVES_AGAIN[n]) for n in (1, 2, 3)),
    *((texts.WINS_IN_ACTIONS[n], texts.WINS_IN_ACTIONS_AGAIN[n]) for n in (1, 2, 3)),
]
PLACEHOLDER = re.compile(r"%\((\w+)\)[sd]")


def _said(lang: str, message: str | tuple[str, ...], n: int) -> str:
    """A frame's message in ``lang`` for the count ``n``: a msgid, a (singular, plural) pair or a
    (context, singular, plural) triple."""
    if isinstance(message, str):
        return t(lang).gettext(message)
    if len(message) == 3:
        return t(lang).npgettext(*message, n)
    return t(lang).ngettext(*message, n)


@pytest.mark.parametrize("lang", ["en", "hu", "uk", "pl"])
@pytest.mark.parametrize(
    "frame", FRAMES, ids=lambda f: (f[0][0] if isinstance(f[0], tuple) else f[0])[:40]
)
def test_the_wordings_of_a_frame_differ_where_a_reader_sees_them(frame, lang):
    for n in (1, 2, 5, 12):
        said = [_said(lang, m, n) for m in frame]
        starts = [" ".join(s.split()[:5]) for s in said]
        assert len(set(starts)) == len(said), said
        # the same facts: every wording fills the same placeholders
        assert len({tuple(sorted(PLACEHOLDER.findall(s))) for s in said}) == 1, said
