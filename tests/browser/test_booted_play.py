"""The ``booted_play`` fixture (tests/browser/conftest.py): a Play page kept per worker and reset
per test shows what a load of the test's address shows, before Play, once the game is ready and
after the same move, after a test that left everything it could behind (a won game and its
pending announcement, a game in progress and the previous one, a running clock, a move counted in
the statistics, changed settings, a selected card, a digit waiting for the next, a hint not yet
answered, the statistics' reset question, storage, scroll, a selection); and a page the reset
cannot bring back is replaced, not reused."""

from __future__ import annotations

import json
import time

import pytest

from .conftest import FRESH_STORAGE, OBSERVED_TAIL, PLAY_PAGE, PLAY_TEST_MARK, Watched
from .test_board_game import CR_RECORD, FT_RECORD, SAVE, log_save, multi_target_pile
from .test_play import CR, FT, READY, act, clean, place, press_play

pytestmark = pytest.mark.browser

# Everything of the Play page a test can observe (the engine's start timings left out: they are
# the one start's, which the booted page keeps by design; and Material's "Back to top" while
# hidden: once a scroll has shown it, it keeps tabindex=-1 when hidden again, out of reach either
# way).
SNAPSHOT = (
    """() => {
  const box = document.querySelector(".sol-play");
  const hidden = (el) => el.hidden || Boolean(el.closest("[hidden]"));
  const data = { ...box.dataset };
  delete data.timings;
  delete data.start;
  const focus = document.activeElement;
  return {
    url: location.pathname + location.search + location.hash,
    data,
    className: box.className,
    board: box.querySelector('[data-out="board"]').innerHTML,
    outs: [...box.querySelectorAll("[data-out]")].map((el) => [
      el.dataset.out, el.tagName === "INPUT" ? el.value : el.textContent, hidden(el),
      el.getAttribute("href")]),
    loading: [hidden(box.querySelector(".sol-loading")),
              box.querySelector(".sol-loading").textContent],
    start: hidden(box.querySelector(".sol-start")),
    controls: [...document.querySelectorAll("button, input, select, textarea")]
      .filter((el) => !el.matches(".md-top[hidden]")).map(
      (el) => [[...el.attributes].map((a) => `${a.name}=${a.value}`).sort(), el.textContent,
               hidden(el), el.disabled, el.checked]),
    stats: [...box.querySelectorAll("[data-stat], [data-stats-message]")].map(
      (el) => el.textContent),
    skips: document.querySelectorAll(".sol-skip").length,
"""
    + OBSERVED_TAIL
)

# The board's slides ended (motion.js, at most 120 ms), then announce.js's 30 ms (it fills the
# live region that long after it is asked to): a timer due after it has run after.
SETTLED = """async () => {
  const board = document.querySelector(".sol-play .sol-board");
  await Promise.all(board.getAnimations({ subtree: true }).map((a) => a.finished));
  await new Promise((resolve) => setTimeout(resolve, 31));
}"""


def fresh_load(browser, base_url: str, lang: str, game: str, query: str, saves: dict) -> Watched:
    """The page as a first load of its address shows it, on empty storage plus ``saves`` put in
    before the load (its own context; the tab marked as the booted page's is, so that its
    sessionStorage holds the same)."""
    page = browser.new_context().new_page()
    page.add_init_script(FRESH_STORAGE)
    page.add_init_script(PLAY_TEST_MARK)
    w = Watched(page, base_url)
    if saves:
        page.goto(f"{base_url}/{lang}/index.html", wait_until="networkidle")
        page.evaluate("(s) => { for (const k in s) localStorage.setItem(k, s[k]); }", saves)
    page.goto(f"{base_url}/{lang}/{PLAY_PAGE[game]}{query}", wait_until="networkidle")
    page.evaluate(SETTLED)
    return w


def a_test_before(booted_play, game: str):
    """A test's page that leaves everything it can behind: see the module's docstring. Crescent
    ends on a game whose clock runs past ten minutes, Forty Thieves on a win whose words are
    still to come."""
    record = CR_RECORD if game == "crescent" else FT_RECORD
    *played, last = record.moves  # the example record's game, one move before its end
    near = json.dumps(log_save(str(record.code), played, elapsed=600))
    page = booted_play("en", game, "", {SAVE[game]: near}).page
    press_play(page)
    act(page, lambda: page.click("[data-action='new']"))  # the saved game kept one step away
    page.fill("[data-out='code']", CR if game == "crescent" else FT)  # a known deal, by the form
    act(page, lambda: page.press("[data-out='code']", "Enter"))
    page.uncheck("[data-setting='one_tap']")
    page.check("[data-setting='four_colour']")
    if game == "crescent":
        src, targets = multi_target_pile(CR)
        act(page, lambda: place(page, src).click())
        act(page, lambda: place(page, targets[0]).click())  # counted; the clock runs
    else:
        place(page, "c1").focus()
        act(page, lambda: page.keyboard.press("d"))
    act(page, lambda: page.click("[data-action='previous']"))  # the near win back, at 10 min
    if game == "forty_thieves":
        drop = "([s, d]) => window.solPlay.request({op: 'drop', place: s, target: d})"
        act(page, lambda: page.evaluate(drop, [last.src, last.dst]))
        assert page.evaluate("window.solPlay.state.status") == "won"  # its words 700 ms later
    else:
        assert page.inner_text("[data-out='time']").startswith("10:")  # and running
    place(page, "p1" if game == "crescent" else "c1").focus()
    page.keyboard.press("1")  # waits 800 ms for a second digit
    page.evaluate("window.solPlay.request({op: 'hint'})")  # its answer not waited for
    page.click("[data-stats-action='reset']")  # the question open
    page.evaluate(
        """() => { localStorage.setItem("left", "1"); sessionStorage.setItem("left", "1");
          scrollTo(0, document.body.scrollHeight);
          getSelection().selectAllChildren(document.querySelector("h1"));
          console.error("the last test"); }"""
    )
    return page


def running_clock(snapshot: dict, game: str) -> tuple[int, int]:
    """The seconds the clock shows and the save holds, taken out of ``snapshot``."""
    outs = snapshot["outs"]
    at = next(i for i, out in enumerate(outs) if out[0] == "time")
    minutes, secs = outs[at][1].split(":")
    outs[at] = outs[at][:1] + outs[at][2:]
    save = json.loads(snapshot["local"][SAVE[game]])
    saved = save.pop("elapsed")
    snapshot["local"][SAVE[game]] = json.dumps(save)
    return int(minutes) * 60 + int(secs), saved


def differences(got: dict, want: dict) -> dict:
    """The parts that differ; of a list, only its differing items (index: got, want)."""
    out = {}
    for k, v in got.items():
        if v == want[k]:
            continue
        if isinstance(v, list) and isinstance(want[k], list) and len(v) == len(want[k]):
            out[k] = {i: (a, b) for i, (a, b) in enumerate(zip(v, want[k], strict=True)) if a != b}
        else:
            out[k] = (v, want[k])
    return out


CASES = [
    ("crescent", f"?code={CR}", {}),
    (
        "forty_thieves",
        "",
        {SAVE["forty_thieves"]: json.dumps(log_save(str(FT_RECORD.code), FT_RECORD.moves[:30]))},
    ),
]


@pytest.mark.xdist_group("booted-en")
@pytest.mark.parametrize(("game", "query", "saves"), CASES)
def test_a_booted_play_page_after_a_test_shows_what_a_fresh_load_shows(
    booted_play, booted_pages, browser, base_url, game, query, saves
):
    # The fresh load first: a saved game in progress starts by itself and its clock runs from
    # then, so the booted page's, reset later, shows less time, and never the last test's.
    fresh = fresh_load(browser, base_url, "en", game, query, saves)
    try:
        page = a_test_before(booted_play, game)
        _, starts = booted_pages
        started = starts["count"]
        again = booted_play("en", game, query, saves)
        reset_at = time.monotonic()
        assert again.page is page and starts["count"] == started  # reused: no new start
        assert again.errors == [] and again.foreign == []  # the last test's are not this one's
        # A clock left running by the last test would show within a second (its tick): the
        # page is looked at after one, on its own timer.
        page.evaluate("() => new Promise((resolve) => setTimeout(resolve, 1050))")
        for stage in ("opened", "ready", "moved"):
            if stage == "ready":
                for p in (fresh.page, page):
                    press_play(p)
            if stage == "moved":
                for p in (fresh.page, page):
                    if game == "crescent":
                        act(p, lambda p=p: p.keyboard.press("Enter"))  # the focused card
                    else:
                        act(p, lambda p=p: p.keyboard.press("d"))
            for p in (fresh.page, page):
                p.evaluate(SETTLED)
            want = fresh.page.evaluate(SNAPSHOT)
            got = page.evaluate(SNAPSHOT)
            if stage != "opened":
                assert got["data"]["ready"] == "true"
            # nothing of the last test's in storage (Material's palette is what a load writes)
            assert "left" not in got["local"] and "left" not in got["session"]
            if saves:  # a clock that runs: the booted page's started after the reset
                since = time.monotonic() - reset_at + 1
                shown, kept = running_clock(got, game), running_clock(want, game)
                assert all(a <= min(b, since) for a, b in zip(shown, kept, strict=True)), stage
            assert differences(got, want) == {}, stage
        clean(fresh)
    finally:
        fresh.page.context.close()
    clean(again)


@pytest.mark.xdist_group("booted-en")
def test_a_booted_play_page_whose_scheme_a_test_emulated_is_replaced(booted_play, booted_pages):
    w = booted_play("en", "crescent", f"?code={CR}")
    _, starts = booted_pages
    started = starts["count"]
    w.page.emulate_media(color_scheme="dark", reduced_motion="reduce")  # not the fixture's to undo
    again = booted_play("en", "crescent", f"?code={CR}")
    assert again.page is not w.page and w.page.is_closed()
    assert starts["count"] == started + 1
    press_play(again.page)
    assert again.page.wait_for_selector(READY)
    # and the new page is kept in turn
    assert booted_play("en", "crescent").page is again.page and starts["count"] == started + 1
    clean(again)
