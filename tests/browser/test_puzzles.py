"""The puzzle pages in a real browser: the puzzle of the day by the reader's local date (daily.js
against engine/puzzles/daily.py), the pages without JavaScript, and axe on a Puzzles page and a
browse page in two languages."""

from __future__ import annotations

import json
from datetime import date

import pytest

from build_tools.site.i18n.languages import CODES
from build_tools.site.pages import puzzle_pages
from engine.puzzles import daily
from tests.site_build import build_day

from .test_pages import axe_violations

pytestmark = pytest.mark.browser

# Dates on both sides of the epoch, a leap day, and more than one round of either list.
DATES = [
    date(2026, 1, 1),
    date(2026, 1, 2),
    date(2025, 12, 31),
    date(2024, 2, 29),
    date(2026, 12, 4),
    date(2027, 3, 28),  # a European clock change: local days are not all 24 hours
    date(2029, 7, 15),
]


def _order(site_dir, slug: str) -> list[str]:
    data = json.loads((site_dir / "en" / "puzzles" / f"{slug}.json").read_text(encoding="utf-8"))
    return data["daily"]


@pytest.mark.parametrize("slug", ["crescent", "forty-thieves"])
def test_daily_js_chooses_the_same_puzzle_as_python(warm, base_url, site_dir, slug):
    order = _order(site_dir, slug)
    page = warm.page
    page.goto(f"{base_url}/en/index.html")
    got = page.evaluate(
        """async ([order, dates]) => {
            const m = await import("./assets/javascripts/daily.js");
            const at = ([y, mo, d]) => new Date(y, mo - 1, d, 23, 59);
            return dates.map((d) => m.dailyPuzzleId(order, at(d)));
        }""",
        [order, [[d.year, d.month, d.day] for d in DATES]],
    )
    assert got == [daily.puzzle_of_day(order, d) for d in DATES]
    assert warm.errors == []


@pytest.mark.parametrize("lang", CODES)
def test_the_daily_section_shows_the_local_dates_puzzle(browser, base_url, site_dir, lang):
    # 20:00 UTC on 4 December is already 5 December in Auckland: the local date counts.
    context = browser.new_context(timezone_id="Pacific/Auckland")
    page = context.new_page()
    order = _order(site_dir, "crescent")
    shown = []
    for instant, local in [
        ("2026-12-04T20:00:00Z", date(2026, 12, 5)),
        ("2026-12-05T20:00:00Z", date(2026, 12, 6)),
    ]:
        page.clock.set_fixed_time(instant)
        page.goto(f"{base_url}/{lang}/puzzles-crescent.html")
        section = page.locator("section.sol-daily")
        expected = daily.puzzle_of_day(order, local)
        page.wait_for_function(
            "id => document.querySelector('section.sol-daily').dataset.dailyId === id", arg=expected
        )
        card = section.locator("article.sol-puzzle-card")
        assert card.count() == 1
        assert card.get_attribute("id") == expected
        assert card.locator("figure svg[role=img]").count() == 1
        assert card.locator("details.sol-puzzle-answer").count() == 1
        assert page.get_attribute("html", "lang") == lang
        shown.append(expected)
    assert shown[0] != shown[1]  # the next day, another puzzle
    context.close()


def test_without_javascript_the_daily_puzzle_and_the_browse_pages_work(browser, base_url, site_dir):
    context = browser.new_context(java_script_enabled=False)
    page = context.new_page()
    page.goto(f"{base_url}/en/puzzles-forty-thieves.html")
    section = page.locator("section.sol-daily")
    note = section.locator(".sol-daily-note")
    assert note.is_visible()
    built = build_day()  # the last commit's day, as the build has it
    assert "the day the site was built" in note.inner_text()
    card = section.locator("article.sol-puzzle-card")
    assert card.get_attribute("id") == puzzle_pages.daily_of("forty-thieves", built)
    assert card.locator("figure svg[role=img]").is_visible()
    # the daily puzzle may be of any kind, the goal kinds too: the question its kind asks
    opening = {
        "can-win": "Can this position be won?",
        # "one more" only where the position has an empty column (the twenty-fourth review)
        "free-column": ("Make one more column empty in ", "Make a column empty in "),
        "card-home": "Put the ",
        # (the 30th review, uk S4 / pl 3: four wordings, one by the puzzle's id; the fourth says
        # what the position holds: "With the stock empty, …")
        "win-from-here": (
            "This position can be won. Win it",
            "A win is possible from here. Find one",
            "This game can still be won from here.",
            "With ",
        ),
    }[card.get_attribute("data-kind")]
    assert card.locator(".sol-puzzle-question").inner_text().startswith(opening)
    assert card.locator("button[data-action=solve]").is_hidden()  # JS shows it, for the board

    # the first kind's link, then a puzzle on that browse page, its answer behind the summary
    page.locator("#kind-can-win").get_by_role("link", name="Can this be won?").click()
    page.wait_for_url("**/puzzles-forty-thieves-can-win-1.html")
    first = page.locator("article.sol-puzzle-card").first
    assert first.locator("figure svg[role=img]").is_visible()
    assert first.locator("figcaption details summary").inner_text() == "Text description"
    answer = first.locator("details.sol-puzzle-answer")
    assert answer.locator("p").first.is_hidden()
    answer.locator("summary").click()
    assert answer.locator("p").first.is_visible()
    assert answer.locator("p").first.inner_text().startswith(("Yes, ", "No, "))

    # a permalink: the puzzle's browse page (from the lookup the build writes) and its anchor
    data = json.loads((site_dir / "en" / "puzzles" / "forty-thieves.json").read_text("utf-8"))
    pid = data["daily"][-1]
    page.goto(f"{base_url}/en/{data['pages'][pid]}#{pid}")
    target = page.locator(f"article[id='{pid}']")
    assert target.count() == 1
    assert target.locator("h2").is_visible()
    context.close()


@pytest.mark.parametrize("slug", ["crescent", "forty-thieves"])
def test_a_browse_cards_solve_button_opens_it_on_that_page(warm, base_url, slug):
    """Issue 31: a browse page has its game's board; a card's Solve opens its puzzle there, with
    no page change (before, it went to the game's Puzzles page), and the address names it."""
    page = warm.page
    page.goto(f"{base_url}/en/puzzles-{slug}-can-win-1.html")
    page.evaluate("window.solSamePage = true")
    card = page.locator("article.sol-puzzle-card").nth(1)
    pid = card.get_attribute("id")
    button = card.locator("button[data-action=solve]")
    button.wait_for(state="visible")
    button.click()
    page.wait_for_url(f"{base_url}/en/puzzles-{slug}-can-win-1.html?puzzle={pid}")
    page.wait_for_selector(
        f".sol-puzzle-play[data-puzzle='{pid}'][data-ready='true']", timeout=60_000
    )
    assert page.evaluate("window.solSamePage") is True
    game = page.get_attribute(".sol-puzzle-play", "data-game")
    assert game == slug.replace("-", "_")


@pytest.mark.parametrize("lang", ["hu", "uk"])
@pytest.mark.parametrize("path", ["puzzles-crescent.html", "puzzles-crescent-sequence-2.html"])
def test_puzzle_pages_are_axe_clean(warm, base_url, lang, path):
    page = warm.page
    page.goto(f"{base_url}/{lang}/{path}", wait_until="networkidle")
    for summary in page.locator("details.sol-puzzle-answer > summary").all()[:3]:
        summary.click()  # the answers too, open
    assert axe_violations(page) == []
    assert warm.errors == []
    assert warm.foreign == []
