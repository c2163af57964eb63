""" "Can this deal be won?" on the Study page in a real browser, in English and Ukrainian or
Hungarian: a study deal is answered at once from the committed verdicts (no engine download), a
won one opens on the board, any other deal is solved in the page by the engine in the Web Worker
with its progress shown, a bad code gets its message, Cancel stops a search; axe-clean."""

from __future__ import annotations

import re

import pytest

from engine import new_game
from engine.board import texts as board_texts
from engine.puzzles import words
from engine.puzzles.explain import witness
from engine.verdict import texts

from .test_pages import axe_violations
from .test_play import READY, clean, press_play, t

pytestmark = pytest.mark.browser

FORM = "[data-verdict-form]"
ANSWER = "[data-verdict-answer]"
PROGRESS = "[data-verdict-progress]"
STUDY_CODE = "CR1-N-AAAAAAB"  # study deal 1: lost with no redeal, won with 3
OUTSIDE = "CR1-N-AAAAA7T"  # seed 1020, outside the study: won with 3 redeals in ~57,000 positions
LONG = "CR1-N-AAAABAA"  # seed 1024: undecided after 150,000 positions (a long search)


def study_page(w, base_url: str, lang: str):
    w.page.goto(f"{base_url}/{lang}/study.html", wait_until="networkidle")
    w.page.wait_for_selector(f"{FORM}:not([hidden])")
    return w.page


def ask(page, code: str, redeals: str) -> None:
    page.fill("#sol-verdict-code", code)
    page.fill("#sol-verdict-redeals", redeals)
    page.click(f"{FORM} button[type=submit]")


def answered(page, timeout: int = 90_000) -> str:
    page.wait_for_function(
        "() => document.querySelector('[data-verdict-answer]').textContent.trim() !== ''"
        " && document.querySelector('[data-verdict-progress]').textContent === ''",
        timeout=timeout,
    )
    return page.inner_text(ANSWER)


def named(tr, card: int, text: str) -> bool:
    """The card is named in the text, in any of its case forms (the sentence chooses one), or by
    its rank alone in one of them once its suit is named (uk since rounds 21-23, as pl)."""
    return any(form in text for form in words.card(tr, card).forms.values())


def engine_requests(w) -> list[str]:
    seen: list[str] = []
    w.page.on("request", lambda r: "/pyodide/" in r.url and seen.append(r.url))
    return seen


@pytest.mark.parametrize("lang", ["en", "uk"])
def test_a_study_deal_proved_lost_names_the_card_at_once(warm, base_url, lang):
    tr = t(lang)
    downloads = engine_requests(warm)
    page = study_page(warm, base_url, lang)
    ask(page, STUDY_CODE.lower(), "0")
    text = answered(page, timeout=10_000)
    assert text.startswith(tr.gettext(texts.LOST_CRESCENT_NONE))
    g = new_game(STUDY_CODE)
    g.redeals_left = 0
    found = witness(g)
    assert found is not None
    for b in found.blocked:  # each candidate last card, its pile and the cards under it
        assert named(tr, b.card, text) and str(b.pile) in text
        for c in b.under:
            assert named(tr, c, text)
    assert tr.gettext(texts.FROM_STUDY) in text
    assert downloads == []  # answered from the committed verdicts: no engine downloaded
    clean(warm)


@pytest.mark.parametrize("lang", ["en", "hu"])
def test_a_won_study_deal_opens_its_winning_game_on_the_board(warm, base_url, lang):
    tr = t(lang)
    page = study_page(warm, base_url, lang)
    ask(page, STUDY_CODE, "3")
    text = answered(page, timeout=10_000)
    assert text.startswith(tr.ngettext(*texts.WON_CRESCENT, 3) % {"count": 3})
    link = page.locator("a[data-verdict-play]")
    href = link.get_attribute("href")
    line = re.search(r"moves=([^&]+)", href).group(1).split(".")
    g = new_game(STUDY_CODE)
    g.play_all(line)
    assert g.is_won  # the link carries a winning game of this deal
    assert axe_violations(page) == []
    link.click()
    page.wait_for_url(re.compile(r"play-crescent\.html\?code="))
    press_play(page)
    page.wait_for_selector(READY, timeout=60_000)
    assert page.input_value("[data-out='code']") == STUDY_CODE
    page.wait_for_function(
        "t => document.querySelector('[data-out=status]').textContent.includes(t)",
        arg=tr.gettext(board_texts.WON),
    )
    clean(warm)


@pytest.mark.parametrize("lang", ["en", "uk"])
def test_a_deal_outside_the_study_is_solved_in_the_page_with_progress(warm, base_url, lang):
    tr = t(lang)
    page = study_page(warm, base_url, lang)
    ask(page, OUTSIDE, "3")
    searching = tr.ngettext(*texts.SEARCHING, 5).split("%(count)s")[0]
    page.wait_for_function(
        "s => document.querySelector('[data-verdict-progress]').textContent.startsWith(s)",
        arg=searching,
        timeout=90_000,
    )
    assert page.is_visible("[data-verdict-cancel]")
    text = answered(page)
    assert text.startswith(tr.ngettext(*texts.WON_CRESCENT, 3) % {"count": 3})
    solved_here = tr.ngettext(*texts.SOLVED_HERE, 5).split("%(count)s")[0]
    assert solved_here in text
    href = page.get_attribute("a[data-verdict-play]", "href")
    g = new_game(OUTSIDE)
    g.play_all(re.search(r"moves=([^&]+)", href).group(1).split("."))
    assert g.is_won
    assert not page.is_visible("[data-verdict-cancel]")
    assert axe_violations(page) == []
    clean(warm)


def test_a_deal_the_study_left_undecided_is_then_solved_in_the_page(warm, base_url):
    tr = t("uk")
    page = study_page(warm, base_url, "uk")
    ask(page, "CR1-N-AAAAAES", "3")  # undecided in the study at 3 redeals; won in the page
    not_known = tr.ngettext(*texts.UNDECIDED_STUDY, 5).split("%(count)s")[0]
    page.wait_for_function(
        "s => document.querySelector('[data-verdict-answer]').textContent.startsWith(s)",
        arg=not_known,
        timeout=10_000,
    )
    text = answered(page)
    assert text.startswith(not_known)
    assert tr.ngettext(*texts.WON_CRESCENT, 3) % {"count": 3} in text
    href = page.get_attribute("a[data-verdict-play]", "href")
    g = new_game("CR1-N-AAAAAES")
    g.play_all(re.search(r"moves=([^&]+)", href).group(1).split("."))
    assert g.is_won
    clean(warm)


@pytest.mark.parametrize("lang", ["en", "hu"])
def test_a_bad_code_or_limit_gets_its_message(warm, base_url, lang):
    tr = t(lang)
    page = study_page(warm, base_url, lang)
    ask(page, "XX", "3")
    text = answered(page)
    assert text == tr.gettext(texts.UNKNOWN_GAME) % {"code": "XX", "example": "CR1-N-AAAAAAB"}
    ask(page, STUDY_CODE, "7")
    page.wait_for_function(
        "s => document.querySelector('[data-verdict-answer]').textContent === s",
        arg=tr.gettext(texts.BAD_LIMIT) % {"max": 3},
    )
    clean(warm)


def test_cancel_stops_a_long_search(warm, base_url):
    tr = t("hu")
    page = study_page(warm, base_url, "hu")
    ask(page, LONG, "3")
    searching = tr.ngettext(*texts.SEARCHING, 5).split("%(count)s")[0]
    page.wait_for_function(
        "s => document.querySelector('[data-verdict-progress]').textContent.startsWith(s)",
        arg=searching,
        timeout=90_000,
    )
    page.click("[data-verdict-cancel]")
    assert page.inner_text(PROGRESS) == tr.gettext("The search was cancelled.")
    assert page.inner_text(ANSWER) == ""
    # the next question starts a new engine and is answered
    ask(page, "FT1-N-AAAAAAB", "")
    assert tr.gettext(texts.WON_FORTY) in answered(page)
    clean(warm)


def test_without_javascript_the_form_stays_hidden_and_says_why(browser, base_url):
    context = browser.new_context(java_script_enabled=False)
    page = context.new_page()
    page.goto(f"{base_url}/en/study.html")
    assert not page.is_visible(FORM)
    assert "The answer needs JavaScript." in page.content()
    context.close()


def test_the_boards_hint_says_why_a_lost_position_is_lost(warm, base_url):
    # CR1-N-AAAAAAC with its three redeals played: the clubs' last card is blocked (last-card).
    tr = t("hu")
    g = new_game("CR1-N-AAAAAAC")
    for _ in range(3):
        g.play("redeal")
    found = witness(g)
    assert found is not None
    page = warm.page
    query = "?code=CR1-N-AAAAAAC&moves=redeal.redeal.redeal"
    page.goto(f"{base_url}/hu/play-crescent.html{query}", wait_until="networkidle")
    press_play(page)
    page.wait_for_selector(READY, timeout=60_000)
    page.click("[data-action='hint']")
    lost = tr.gettext(board_texts.HINT_LOST_REASON).split("%(reason)s")[0].split("%(hint)s")[1]
    page.wait_for_function(
        "s => document.querySelector('[data-out=live]').textContent.includes(s)",
        arg=lost,
        timeout=30_000,
    )
    said = page.inner_text("[data-out='live']")
    for b in found.blocked:
        assert named(tr, b.card, said)
    clean(warm)


def test_a_link_with_a_code_asks_at_once(warm, base_url):
    tr = t("uk")
    page = warm.page
    page.goto(f"{base_url}/uk/study.html?code={STUDY_CODE}&redeals=0", wait_until="networkidle")
    text = answered(page, timeout=10_000)
    assert text.startswith(tr.gettext(texts.LOST_CRESCENT_NONE))
    assert page.input_value("#sol-verdict-code") == STUDY_CODE
    clean(warm)
