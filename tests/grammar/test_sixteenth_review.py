"""The sixteenth review's editors (text-{hu,uk,pl}-16, main afca3e1), the defects a msgstr fixes,
each as a kind wherever its catalog has it: hu a move squeezed into a parenthesis between "E
lépés" and its postposition, "vezet" beside "vezetne" for a taken-back action, "ahelyett hogy"
without its comma, a proof that only "speaks for" its claim, "nyerés" for a winning game,
"eldöntetlennek hagy", an arrow key with a pronoun and no antecedent, a rule message with no
subject, "oldal" for the whole site; uk «історія скасувань» (a history of undos), a bare count in
brackets and a noun said twice («позицій (165 позицій)»), «з … до …» with «змінитися», «з» between
consonants, a cross-reference without «розділ»; pl a Study sentence about "its column", "limit"
for two things, "ułożyć się" for a card built on, a guess stated as a fact on 404, "Twoimi" and
"strona" for the site, "spróbuj zadań" (taste), "Schemat" beside "diagram".
Where an editor asked to undo an earlier round's choice, the row says which stands and why."""

from __future__ import annotations

import pytest

from tests.grammar.catalogs import said_where, translated

# (lang, msgid, n for a plural or None, the whole sentence the editor asked for)
REVIEWED = [
    # hu D2: the move has its own verb (a parenthesis split "E lépés … után"); the thirteenth
    # review's G2 form, which the fifteenth had made "E lépés (…) után" for one mood
    (
        "hu",
        "Moving the %(card)s from %(source)s to %(target)s cannot reach the goal in time, so it is"
        " taken back.",
        None,
        "A(z) %(card)s{acc} a(z) %(source)s{del} a(z) %(target)s{sub} tetted, de így a hátralévő"
        " lépésekben már nem érheted el a célt, ezért a játék visszavonta a lépést.",
    ),
    # hu D2: a taken-back action "would lead" to a loss, as the move's message says
    ("hu", "Redealing now loses the game, so it is taken back.", None,
     "Ez az újraosztás vereséghez vezetett volna, ezért a játék visszavonta."),
    ("hu", "Drawing a card now loses the game, so it is taken back.", None,
     "Ez a húzás vereséghez vezetett volna, ezért a játék visszavonta."),
    # hu D6: "a felfelé nyíl a fölötte lévő helyre" had no noun for "fölötte"
    (
        "hu",
        "The arrow keys move between the foundations, the waste, the stock and the columns as"
        " they are drawn: Up goes to the place above. Tab goes through them in order.",
        None,
        "A nyílbillentyűk úgy léptetnek az alapsorok, a dobópakli, a húzópakli és az oszlopok"
        " között, ahogy a képen elhelyezkednek: a felfelé mutató nyíl a kurzor fölötti helyre"
        " visz. A Tab sorban halad végig rajtuk.",
    ),
    # hu D7: a rule message with its subject
    ("hu", "Must go onto a card exactly one rank higher", None,
     "A lap csak pontosan eggyel magasabb rangú lapra kerülhet"),
    # hu D11: "újrajátszani" as everywhere else
    (
        "hu",
        "Your saved game %(code)s goes on after action %(n)d; the actions after it could not be"
        " replayed.",
        None,
        "A mentett játszmád (%(code)s) a(z) %(n)d. művelet után folytatódik; az utána következő"
        " műveleteket nem sikerült újrajátszani.",
    ),
    # uk D2, D3: the count with «їх», not a bare number or the noun said twice; no second colon
    # after the move's own (the thirteenth review's F2), so the dash stays
    (
        "uk",
        "after that, a search of every position that can still be reached (%(positions)s"
        " position) finds no win.",
        5,
        # (the 30th review, uk D4: the search does not «find»: past and impersonal)
        "після цього виграти вже неможливо — серед усіх досяжних позицій (їх %(positions)s)"
        " виграшної не знайдено.",
    ),
    (
        "uk",
        "A search of every position reachable from here (%(positions)s position) found no win.",
        2,
        # (the 30th review, uk D4: the search does not find: «не знайдено», past, impersonal)
        "Під час перебору всіх позицій, досяжних звідси (їх %(positions)s), виграшу не знайдено.",
    ),
    # uk D5: what can be undone, not «історія скасувань»
    (
        "uk",
        "Undo takes back the last move, up to %(count)s move; a redeal clears the undo history.",
        5,
        "Кнопкою «Скасувати» можна взяти назад останній хід — і так до %(count)s ходів поспіль;"
        " ходів, зроблених до перерозподілу, скасувати не можна.",
    ),
    # uk D8: a game reopened, not news that it "goes on"
    ("uk", "Your saved game %(code)s goes on", None,
     "Ваша збережена партія %(code)s триває"),
    # uk D11: the two "moves left" messages worded alike; the seventeenth review (uk D8): the
    # verb agrees with 2-4 in the plural, «залишилися … ходи», as the pages say
    ("uk", "Played: %(move)s. You have %(count)d move left.", 3,
     "Зроблено: %(move)s. Залишилися %(count)d ходи."),
    # uk D12: «змінився з … на …»
    (
        "uk",
        "Over these rated puzzles your rating went from %(from_rating)s to %(to_rating)s; the"
        " lowest was %(lowest)s and the highest %(highest)s.",
        None,
        "За ці задачі ваш рейтинг змінився з %(from_rating)s на %(to_rating)s; найнижчий був"
        " %(lowest)s, найвищий — %(highest)s.",
    ),
    # pl D4: the other site's column said plainly
    (
        "pl",
        "The other site reports a winning line for the deals in its column; on the others its"
        " best lines placed about %(count)s of the %(total)s cards.",
        5,
        # (the 28th review, pl D4: "Serwis, z którym się porównujemy", not "Porównywany serwis")
        "Serwis, z którym się porównujemy, podaje wygrywający ciąg czynności dla każdego "
        "rozdania, które zalicza do wygranych (ostatnia kolumna tabeli); w pozostałych rozdaniach "
        "najlepsze znalezione przez niego ciągi czynności odkładały na bazy około %(count)s "
        "spośród %(total)s kart.",
    ),
    # pl D7: the 404's second clause a guess too
    (
        "pl",
        "There is no page at this address. The link may be mistyped, or the page may have moved.",
        None,
        "Pod tym adresem nie ma strony. Być może w linku jest literówka albo strona została"
        " przeniesiona.",
    ),
    # pl D9: the site is "serwis" ("nasz": the fourteenth review struck "tego serwisu")
    (
        "pl",
        "This file is not puzzle progress from this site, so nothing was changed.",
        None,
        "Ten plik nie zawiera postępów w zadaniach z naszego serwisu, więc nic nie zmieniono.",
    ),
    # pl D12: the figure is a "diagram", as the prose around it says
    ("pl", "Diagram of the cards", None, "Diagram układu kart"),
]  # fmt: skip


@pytest.mark.parametrize(("lang", "msgid", "n", "expected"), REVIEWED)
def test_reviewed_wording(lang, msgid, n, expected):
    assert translated(lang, msgid, n) == expected


# The wordings the editors struck, nowhere in their catalog any more.
STRUCK = [
    ("hu", r"E lépés \("),  # hu D2
    ("hu", r"ahelyett hogy"),  # hu D3
    ("hu", r"szól amellett"),  # hu D4
    ("hu", r"eldöntetlennek hagy"),  # hu D5
    ("hu", r"felfelé nyíl"),  # hu D6
    ("hu", r"(?i)\bnyerést?\b"),  # hu D9: a win is "nyerő játszma" ("Nyerési arány" stays)
    ("hu", r"visszajátsz"),  # hu D11
    ("hu", r"szerepel az oldalon"),  # hu D12
    ("uk", r"історі\w+ скасувань"),  # uk D5
    ("uk", r"позицій \(%\(positions\)s\)|\(%\(positions\)s позиц"),  # uk D2, D3
    ("uk", r"змінився з %\(from_rating\)s до"),  # uk D12
    ("uk", r"відлік"),  # uk D13
    ("uk", r"розв’язаних з першої"),  # uk D14
    ("uk", r"\(див\. \["),  # uk D10: «див. розділ «…»»
    ("pl", r"ujętego w jego kolumnie"),  # pl D4
    ("pl", r"w tym limicie"),  # pl D5
    ("pl", r"miała się na czym ułożyć"),  # pl D6
    ("pl", r"Link może zawierać"),  # pl D7
    ("pl", r"Twoimi"),  # pl D8: "ty" in lower case, as everywhere on the site
    ("pl", r"spróbuj \["),  # pl D11
    ("pl", r"Schemat kart"),  # pl D12
]


@pytest.mark.parametrize(("lang", "pattern"), STRUCK)
def test_struck_wording_is_gone(lang, pattern):
    assert said_where(lang, pattern) == []
