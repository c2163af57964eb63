"""The ``booted`` fixture (tests/browser/conftest.py): a Puzzles page kept per worker and reset per
test shows what a fresh load on empty storage shows, after a test that left everything it could
behind (moves, a failed and a solved try, a pending hint, the reset question open, the focus, a
scroll, a selection, storage); and a page the reset cannot bring back is replaced, not reused."""

from __future__ import annotations

import pytest

from .conftest import FRESH_STORAGE, OBSERVED_TAIL, Watched
from .test_fair_board import HOME, ONLY_MOVE, WITNESS, act, open_in_page, place
from .test_play import clean

pytestmark = pytest.mark.browser

BOX = ".sol-puzzle-play"
PAGE = "puzzles-crescent.html"

# Everything of the Puzzles page a test can observe (counters of drawings left out: a test reads
# them only relative to their value before its own step).
SNAPSHOT = (
    """() => {
  const box = document.querySelector(".sol-puzzle-play");
  const text = (el) => (el ? el.textContent : null);
  const out = (name) => text(box.querySelector(`[data-out="${name}"]`));
  const data = { ...box.dataset };
  delete data.renders;
  const hidden = (el) => el.hidden || Boolean(el.closest("[hidden]"));
  const focus = document.activeElement;
  return {
    url: location.pathname + location.search + location.hash,
    data,
    board: box.querySelector('[data-out="board"]').innerHTML,
    task: out("task"), title: out("title"), difficulty: out("difficulty"),
    message: out("message"), live: out("live"),
    link: box.querySelector('[data-out="link"]').getAttribute("href"),
    summary: [hidden(box.querySelector('[data-out="summary"]')), out("summary")],
    controls: [...document.querySelectorAll("button, input, select, textarea")].map(
      (el) => [[...el.attributes].map((a) => `${a.name}=${a.value}`).sort(), el.textContent,
               hidden(el), el.disabled, el.checked]),
    stats: [...document.querySelectorAll(
      "[data-progress-stat], [data-progress-theme], [data-progress-band], [data-rating-stat]")]
      .map(text),
    notes: [...document.querySelectorAll("[data-progress-message], [data-carry-message]")]
      .map(text),
    marks: [...document.querySelectorAll("[data-mark]")].map((el) => el.dataset.mark),
    chart: text(document.querySelector("[data-chart]")),
    days: text(document.querySelector("[data-days]")),
"""
    + OBSERVED_TAIL
)

# The board's announcements land 30 ms after they are asked for (announce.js): a timer due after
# them has run after them.
SETTLED = "() => new Promise((resolve) => setTimeout(resolve, 31))"


def differences(got: dict, want: dict) -> list:
    """What differs, item by item where a value is a list (one control of many, say), so that a
    failure names the control rather than printing the page's every control cut short."""
    out: list = []
    for key, value in got.items():
        if value == want[key]:
            continue
        if isinstance(value, list) and isinstance(want[key], list) and len(value) == len(want[key]):
            out += [(key, a, b) for a, b in zip(value, want[key], strict=True) if a != b]
        else:
            out.append((key, value, want[key]))
    return out


def fresh_load(browser, base_url: str, pid: str, size, phone: bool) -> Watched:
    """The page as a first load of ``?puzzle=pid`` on empty storage shows it (its own context)."""
    options = {} if size is None else {"viewport": {"width": size[0], "height": size[1]}}
    page = browser.new_context(**options, has_touch=phone, is_mobile=phone).new_page()
    page.add_init_script(FRESH_STORAGE)  # the flag a booted page carries in sessionStorage
    w = Watched(page, base_url)
    page.goto(f"{base_url}/en/{PAGE}?puzzle={pid}")
    page.wait_for_selector(f"{BOX}[data-ready='true']", timeout=60_000)
    page.evaluate(SETTLED)
    return w


@pytest.mark.xdist_group("booted-en")
@pytest.mark.parametrize(("size", "phone"), [(None, False), ((390, 700), True)])
def test_a_booted_page_after_a_test_shows_what_a_fresh_load_shows(
    booted, booted_pages, browser, base_url, size, phone
):
    w = booted("en", PAGE, WITNESS, size, phone)
    page = w.page
    _, starts = booted_pages
    started = starts["count"]
    # The last test's leftovers: a failed try, a solved puzzle, a selected card, a pending hint…
    act(page, lambda: place(page, "p2").click())
    act(page, lambda: place(page, "p14").click())
    assert page.get_attribute(BOX, "data-failed") == "true"
    open_in_page(page, ONLY_MOVE)
    act(page, lambda: place(page, "p3").click())
    act(page, lambda: place(page, "p1").click())
    assert page.get_attribute(BOX, "data-phase") == "solved"
    open_in_page(page, HOME)
    act(page, lambda: place(page, "p10").click())  # selected, not moved
    page.evaluate("window.solPuzzle.request({op: 'hint'})")  # its answer not waited for
    # …and the page around the board: the reset question open, storage, scroll, a selection.
    page.click("[data-progress-action='reset']")
    page.evaluate(
        """() => { localStorage.setItem("left", "1"); sessionStorage.setItem("left", "1");
          scrollTo(0, document.body.scrollHeight);
          getSelection().selectAllChildren(document.querySelector("h1")); }"""
    )
    page.evaluate("console.error('the last test')")
    again = booted("en", PAGE, ONLY_MOVE, size, phone)
    assert again.page is page and starts["count"] == started  # reused: no new start
    assert again.errors == [] and again.foreign == []  # the last test's are not this one's
    fresh = fresh_load(browser, base_url, ONLY_MOVE, size, phone)
    try:
        want = fresh.page.evaluate(SNAPSHOT)
        got = page.evaluate(SNAPSHOT)
        # nothing of the last test's in storage (Material's palette is what a load writes)
        assert [k for k in got["local"] if not k.endswith(".__palette")] == []
        assert got["live"] == want["live"] != ""
        assert {k: v for k, v in got.items() if v != want[k]} == {}, differences(got, want)
        clean(fresh)
    finally:
        fresh.page.context.close()
    clean(again)


@pytest.mark.xdist_group("booted-en")
def test_a_booted_page_whose_setting_a_test_changed_is_replaced(booted, booted_pages):
    w = booted("en", PAGE, ONLY_MOVE)
    _, starts = booted_pages
    started = starts["count"]
    w.page.check("[data-puzzle-setting='one_tap']")  # kept in the page's memory, not resettable
    again = booted("en", PAGE, ONLY_MOVE)
    assert again.page is not w.page and w.page.is_closed()
    assert starts["count"] == started + 1
    assert not again.page.is_checked("[data-puzzle-setting='one_tap']")
    left = again.page.evaluate("Object.keys(localStorage)")
    assert [k for k in left if not k.endswith(".__palette")] == []
    # and the new page is kept in turn
    assert booted("en", PAGE, HOME).page is again.page and starts["count"] == started + 1
    clean(again)
