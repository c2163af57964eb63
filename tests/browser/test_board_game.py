"""The board as a real game (issue 17), in a real browser: every defect the player's QA found,
each in English and Ukrainian (a non-Latin keyboard layout); the fit on the screen in all four
languages at 1280×800 and 390×844."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from engine import new_game
from engine.board import texts
from engine.board.session import Session
from engine.drawing import describe
from engine.moves import Move
from engine.record import load_record

from .conftest import Watched, booted_group
from .storage import seed_next_document
from .test_pages import axe_violations
from .test_play import (
    CR,
    FT,
    READY,
    act,
    clean,
    moves,
    place,
    press_play,
    renders,
    spoken,
    t,
    wait_renders,
)

pytestmark = pytest.mark.browser

LANGS = ("en", "uk")
RECORDS = Path(__file__).resolve().parents[2] / "docs" / "records"
CR_RECORD = load_record(RECORDS / "crescent-example.txt")
FT_RECORD = load_record(RECORDS / "forty-thieves-example.txt")
SAVE = {"crescent": "solitaire-play:crescent", "forty_thieves": "solitaire-play:forty_thieves"}
PAGE = {"crescent": "play-crescent.html", "forty_thieves": "play-forty-thieves.html"}


def session_words(lang: str, message: str, **values) -> str:
    """A message as the board's session says it in ``lang`` (gettext, then hu articles)."""
    s = Session("crescent", lang, None)
    s.t = t(lang)
    return s._(message, **values)


def open_page(w, base_url: str, lang: str, game: str = "crescent", query: str = "", save=None):
    page = w.page
    if save is not None:
        # The page's first document is one without a board (it empties the warm page's storage;
        # a Play page would save its own game when left); the Play page's own document puts the
        # save in place before its scripts start (a saved game starts by itself, issue 35).
        page.goto(f"{base_url}/{lang}/index.html", wait_until="networkidle")
        seed_next_document(page, {SAVE[game]: json.dumps(save)})
    page.goto(f"{base_url}/{lang}/{PAGE[game]}{query}")  # load: play.js has run
    press_play(page)
    page.wait_for_selector(READY, timeout=60_000)
    return page


def open_booted(booted_play, lang: str, game: str = "crescent", query: str = "", save=None):
    """``open_page`` on this worker's booted Play page (conftest.py ``booted_play``): the page
    as a load of its address on empty storage (plus ``save``) shows it, then Play and ready."""
    saves = {} if save is None else {SAVE[game]: json.dumps(save)}
    w = booted_play(lang, game, query, saves)
    press_play(w.page)
    w.page.wait_for_selector(READY, timeout=60_000)
    return w


def log_save(code: str, actions, elapsed: int = 0) -> dict:
    return {"v": 2, "log": " ".join([code, *map(str, actions)]), "elapsed": elapsed}


def message(page) -> str:
    return page.inner_text("[data-out='message']")


def focused(page) -> str | None:
    return page.evaluate("document.activeElement && document.activeElement.dataset.place || null")


def wait_live(page, text: str) -> None:
    page.wait_for_function(
        "t => document.querySelector(\"[data-out='live']\").textContent === t", arg=text
    )


def single_pile_move(code: str = CR) -> tuple[str, Move]:
    """A pile whose card has exactly one place to go, and that place is a pile."""
    g = new_game(code)
    for n in range(1, 17):
        ms = g.moves_from(f"p{n}")
        if len(ms) == 1 and ms[0].dst.startswith("p"):
            return f"p{n}", ms[0]
    raise AssertionError("no such pile")


def no_move_pile(code: str = CR) -> str:
    g = new_game(code)
    return next(f"p{n}" for n in range(1, 17) if not g.moves_from(f"p{n}"))


def multi_target_pile(code: str = CR) -> tuple[str, list[str]]:
    g = new_game(code)
    for n in range(1, 17):
        ms = g.moves_from(f"p{n}")
        if len(ms) >= 2:
            return f"p{n}", [m.dst for m in ms]
    raise AssertionError("no such pile")


# --- 1. the other game's deal code ------------------------------------------------------------


@pytest.mark.parametrize("lang", LANGS)
def test_a_code_of_the_other_game_is_refused_with_a_link_and_the_game_kept(warm, base_url, lang):
    page = open_page(warm, base_url, lang, query=f"?code={CR}")
    src, _ = single_pile_move()
    act(page, lambda: place(page, src).click())
    page.fill("[data-out='code']", FT)
    act(page, lambda: page.press("[data-out='code']", "Enter"))
    expected = session_words(lang, texts.WRONG_GAME["forty_thieves"], code=FT)
    link = page.locator("[data-out='message'] a")
    assert message(page).startswith(expected)
    assert link.get_attribute("href") == f"play-forty-thieves.html?code={FT}"
    assert link.inner_text() == session_words(lang, texts.WRONG_GAME_LINK["forty_thieves"])
    assert page.evaluate("window.solPlay.state.code") == CR
    assert page.locator("[data-out='redeal']").inner_text() != ""
    assert moves(page) == 1
    # The game in progress survives a reload.
    page.reload(wait_until="networkidle")
    press_play(page)
    page.wait_for_selector(READY, timeout=60_000)
    assert moves(page) == 1 and page.evaluate("window.solPlay.state.code") == CR
    # The same deal in a link: refused, with the link, and the saved game goes on.
    page.goto(f"{base_url}/{lang}/play-crescent.html?code={FT}", wait_until="networkidle")
    press_play(page)
    page.wait_for_selector(READY, timeout=60_000)
    assert message(page).startswith(expected)
    assert moves(page) == 1 and page.evaluate("window.solPlay.state.code") == CR
    page.mouse.move(0, 0)  # no hover state: axe checks the page at rest
    assert axe_violations(page) == []
    clean(warm)


# --- 2. and 3. the game's keys: its own, on every layout --------------------------------------


@pytest.mark.parametrize("lang", LANGS)
def test_game_keys_never_fire_the_site_shortcuts(warm, base_url, lang):
    # Every navigation the page begins away from where it is (a link followed, Material's n/p,
    # a history push) is recorded as it begins: the Navigation API's navigate event fires within
    # the call. (The board rewrites its own URL in place as the game goes on.)
    warm.page.add_init_script(
        "window.__navigations = [];"
        "navigation.addEventListener('navigate', (e) => {"
        "  if (e.destination.url !== location.href) __navigations.push(e.destination.url);"
        "});"
    )
    page = open_page(warm, base_url, lang, query=f"?code={CR}")
    url = page.url
    page.evaluate("window.__navigations = []")  # the board's own: its code put in the URL
    src = no_move_pile()
    place(page, src).focus()
    for key in ("f", "s", "/", "n", "p", ".", ","):
        page.keyboard.press(key)  # returns once the page has handled the key's events
        assert page.evaluate("window.__navigations") == [], key
        assert page.url == url, key
        assert not page.evaluate("document.querySelector('[data-md-toggle=search]').checked"), key
        assert focused(page) == src, key
    clean(warm)


def press_by_code(page, key: str, code: str) -> None:
    """A key as a Ukrainian layout sends it: ``key`` the Cyrillic letter, ``code`` its place."""
    page.evaluate(
        """([key, code]) => document.activeElement.dispatchEvent(
            new KeyboardEvent("keydown", {key, code, bubbles: true, cancelable: true}))""",
        [key, code],
    )


@pytest.mark.parametrize("lang", booted_group(*LANGS))
def test_letter_keys_work_on_a_ukrainian_keyboard_layout(booted_play, lang):
    w = open_booted(booted_play, lang, query=f"?code={CR}")
    page = w.page
    g = new_game(CR)
    src = next(f"p{n}" for n in range(1, 17) if g.foundation_drop_move(f"p{n}") is not None)
    place(page, src).focus()
    act(page, lambda: press_by_code(page, "а", "KeyF"))  # F: to a foundation
    assert moves(page) == 1
    act(page, lambda: press_by_code(page, "г", "KeyU"))  # U: undo
    assert moves(page) == 0
    act(page, lambda: press_by_code(page, "к", "KeyR"))  # R: redeal
    assert page.inner_text("[data-out='redeal']") == t(lang).gettext(texts.REDEALS_LEFT) % {"n": 2}
    clean(w)


# --- 4. the focus ------------------------------------------------------------------------------


@pytest.mark.parametrize("lang", booted_group(*LANGS))
def test_the_focus_lands_on_the_board_and_never_drops_to_the_page(booted_play, lang):
    w = booted_play(lang, "crescent", f"?code={CR}")
    page = w.page
    page.focus("[data-action='play']")
    page.keyboard.press("Enter")
    page.wait_for_selector(READY, timeout=60_000)
    assert focused(page) is not None  # on a card, not on <body>
    src, _ = single_pile_move()
    place(page, src).focus()
    act(page, lambda: page.keyboard.press("Enter"))
    assert moves(page) == 1
    page.focus(".sol-toolbar [data-action='undo']")
    act(page, lambda: page.keyboard.press("Enter"))
    assert page.is_disabled(".sol-toolbar [data-action='undo']")
    assert focused(page) is not None  # the disabled button gave the focus back to the board
    act(page, lambda: page.keyboard.press("r"))  # ... where the game's keys work
    assert page.inner_text("[data-out='redeal']") == t(lang).gettext(texts.REDEALS_LEFT) % {"n": 2}
    clean(w)


# --- 5. F on Crescent --------------------------------------------------------------------------


@pytest.mark.parametrize("lang", booted_group(*LANGS))
def test_f_on_crescent_sends_a_card_to_a_foundation_only(booted_play, lang):
    w = open_booted(booted_play, lang, query=f"?code={CR}")
    page = w.page
    src, _ = single_pile_move()
    place(page, src).focus()
    act(page, lambda: page.keyboard.press("f"))
    assert moves(page) == 0  # not to its one pile
    card = describe.card_term(t(lang), new_game(CR).top_card(src))
    assert message(page) == session_words(lang, texts.NO_FOUNDATION, card=card)
    g = new_game(CR)
    good = next(f"p{n}" for n in range(1, 17) if g.foundation_drop_move(f"p{n}") is not None)
    place(page, good).focus()
    act(page, lambda: page.keyboard.press("f"))
    assert moves(page) == 1
    assert page.evaluate("window.solPlay.state.record") == f"{CR} {g.foundation_drop_move(good)}"
    clean(w)


# --- 6. an empty place is a target as a whole ---------------------------------------------------


def empty_column_position() -> tuple[list, Move]:
    g = new_game(FT_RECORD.code)
    for i, m in enumerate(FT_RECORD.moves):
        g.play(m)
        for mv in g.legal_moves():
            empty = mv.dst.startswith("c") and not g.cols[int(mv.dst[1:]) - 1]
            if empty and mv.src.startswith("c") and g.tap_move(mv.src) is None:
                return list(FT_RECORD.moves[: i + 1]), mv
    raise AssertionError("no empty column")


@pytest.mark.parametrize("lang", booted_group(*LANGS))
def test_an_empty_place_takes_a_click_anywhere_inside_it(booted_play, lang):
    played, move = empty_column_position()
    save = log_save(str(FT_RECORD.code), played)
    w = open_booted(booted_play, lang, "forty_thieves", save=save)
    page = w.page
    made = moves(page)
    act(page, lambda: place(page, move.src).click())
    empty = page.locator(f".sol-board [data-place='{move.dst}'] rect").bounding_box()
    act(
        page,
        lambda: page.mouse.click(empty["x"] + empty["width"] / 2, empty["y"] + empty["height"] / 2),
    )
    assert moves(page) == made + 1
    assert page.evaluate("window.solPlay.state.log").endswith(str(move))
    clean(w)


# --- 7. the board fits the screen ---------------------------------------------------------------

FIT = """(root) => {
  const box = document.querySelector(root);
  const header = document.querySelector('.md-header').getBoundingClientRect().bottom;
  const boxes = [...box.querySelectorAll('.sol-board svg rect, .sol-board svg text')]
    .map((el) => el.getBoundingClientRect());
  const msg = box.querySelector("[data-out='message']").getBoundingClientRect();
  const svg = box.querySelector('.sol-board svg');
  const k = svg.getScreenCTM().a;
  const places = [...box.querySelectorAll('.sol-board [data-place][tabindex] rect')]
    .map((el) => el.getBoundingClientRect());
  const labels = [...box.querySelectorAll('.sol-board .sol-label')]
    .map((el) => parseFloat(getComputedStyle(el).fontSize) * k);
  return {
    header, W: innerWidth, H: innerHeight,
    top: Math.min(...boxes.map((b) => b.top)), bottom: Math.max(...boxes.map((b) => b.bottom)),
    left: Math.min(...boxes.map((b) => b.left)), right: Math.max(...boxes.map((b) => b.right)),
    msgTop: msg.top, msgBottom: msg.bottom, msgText: msg.height,
    minW: Math.min(...places.map((b) => b.width)), minH: Math.min(...places.map((b) => b.height)),
    label: Math.min(...labels),
  };
}"""


def assert_fits(page, phone: bool, root: str = ".sol-play") -> None:
    """The board of ``root`` (the Play page's, or the puzzle board) and its message line in the
    viewport below the sticky header, its labels readable, its places big enough to tap."""
    m = page.evaluate(FIT, root)
    assert m["top"] >= m["header"] - 0.5, m
    assert m["bottom"] <= m["H"] + 0.5, m
    assert m["left"] >= -0.5 and m["right"] <= m["W"] + 0.5, m
    assert m["msgTop"] >= m["header"] - 0.5 and m["msgBottom"] <= m["H"] + 0.5, m
    assert m["label"] >= 11, m
    if phone:
        assert m["minH"] >= 40 and m["minW"] >= 32, m


def tallest_ft() -> list:
    g = new_game(FT_RECORD.code)
    best, at = 0, 0
    for i, mv in enumerate(FT_RECORD.moves):
        g.play(mv)
        longest = max(len(c) for c in g.cols)
        if longest > best:
            best, at = longest, i + 1
    return list(FT_RECORD.moves[:at])


@pytest.mark.parametrize("lang", ["en", "hu", "uk", "pl"])
@pytest.mark.parametrize("size", [(1280, 800), (390, 844)])
def test_the_whole_board_and_its_message_fit_the_screen(warm_sized, base_url, lang, size):
    phone = size[0] < 500
    w = warm_sized(*size, phone)
    # Crescent: the start, with a refusal on the message line (the board never grows).
    page = open_page(w, base_url, lang, query=f"?code={CR}")
    assert_fits(page, phone)
    src, dst, _ = next(
        (s, d, why)
        for s, d, why in [
            (f"p{a}", f"p{b}", new_game(CR).reason(Move(f"p{a}", f"p{b}")))
            for a in range(1, 17)
            for b in range(1, 17)
            if a != b and len(new_game(CR).moves_from(f"p{a}")) >= 2
        ]
        if why is not None
    )
    page.evaluate("([s, d]) => window.solPlay.request({op: 'tap', place: s})", [src, dst])
    before = renders(page)
    page.evaluate("([s, d]) => window.solPlay.request({op: 'tap', place: d})", [src, dst])
    wait_renders(page, before)
    assert message(page)
    assert_fits(page, phone)
    # Forty Thieves: the tallest position of the example record, then the start.
    page = open_page(
        w, base_url, lang, "forty_thieves", save=log_save(str(FT_RECORD.code), tallest_ft())
    )
    assert_fits(page, phone)
    # A new deal's start, through the page's code form (the engine that runs stays: no reload).
    page.fill("[data-out='code']", FT)
    act(page, lambda: page.press("[data-out='code']", "Enter"))
    assert page.evaluate("window.solPlay.state.code") == FT and moves(page) == 0
    assert_fits(page, phone)
    clean(w)


# --- 8. the clock -------------------------------------------------------------------------------


VISIBILITY = """v => {
  Object.defineProperty(document, 'visibilityState', {value: v, configurable: true});
  document.dispatchEvent(new Event('visibilitychange'));
}"""


def clock_text(page) -> str:
    return page.inner_text("[data-out='time']")


# An installed clock stays in its browser context (``page.clock`` is the context's): this test
# has a context of its own (``watched``), so no later test of the shared ``warm`` one runs on it.
@pytest.mark.parametrize("lang", LANGS)
def test_the_clock_counts_play_time_resets_resumes_and_pauses(watched, base_url, lang):
    page = watched.page
    page.clock.install()  # time flows until paused, so the engine starts as usual
    page = open_page(watched, base_url, lang, query=f"?code={CR}")
    page.clock.pause_at(int(page.evaluate("Date.now()")) + 1000)
    src, _ = single_pile_move()
    act(page, lambda: place(page, src).click())
    page.clock.run_for(8_000)
    assert clock_text(page) == "0:08"
    act(page, lambda: page.click("[data-action='new']"))
    assert clock_text(page) == "0:00"
    assert (
        json.loads(page.evaluate("k => localStorage.getItem(k)", SAVE["crescent"]))["elapsed"] == 0
    )
    act(page, lambda: page.click("[data-out='redeal']"))
    page.clock.run_for(5_000)
    assert clock_text(page) == "0:05"
    # Hidden tab: the clock stops.
    page.evaluate(VISIBILITY, "hidden")
    page.clock.run_for(10_000)
    assert clock_text(page) == "0:05"
    page.evaluate(VISIBILITY, "visible")
    page.clock.run_for(2_000)
    assert clock_text(page) == "0:07"
    # Resume: the clock shows the saved time and goes on at once, without a move.
    page.clock.resume()
    page.reload(wait_until="networkidle")
    press_play(page)
    page.wait_for_selector(READY, timeout=60_000)
    shown = clock_text(page)
    assert shown in ("0:07", "0:08")  # the saved 7 s, plus the instant since the resume
    page.clock.run_for(3_000)  # no move: the clock goes on by itself (time flows again here)
    assert clock_text(page) in (f"0:{int(shown[2:]) + 3:02d}", f"0:{int(shown[2:]) + 4:02d}")
    clean(watched)


# --- 9. nothing is lost: the replaced game, a second tab ---------------------------------------


@pytest.mark.parametrize("lang", booted_group(*LANGS))
def test_new_game_restart_and_the_code_form_keep_the_game_one_step_away(booted_play, lang):
    w = open_booted(booted_play, lang, query=f"?code={CR}")
    page = w.page
    src, move = single_pile_move()
    act(page, lambda: place(page, src).click())
    previous = page.locator("[data-action='previous']")
    kept = session_words(lang, texts.KEPT_PREVIOUS)
    # New game: another deal, and the game in progress one click away.
    act(page, lambda: page.click("[data-action='new']"))
    new_code = page.input_value("[data-out='code']")
    assert new_code != CR and new_code.startswith("CR1-") and moves(page) == 0
    assert message(page) == kept and previous.is_visible()
    act(page, lambda: previous.click())
    assert page.evaluate("window.solPlay.state.log") == f"{CR} {move}"
    assert moves(page) == 1
    # Restart: the same deal from the start; Previous game brings the moves back.
    act(page, lambda: page.click("[data-action='restart']"))
    assert page.input_value("[data-out='code']") == CR and moves(page) == 0
    assert message(page) == kept
    act(page, lambda: previous.click())
    assert moves(page) == 1
    # The code form, too.
    page.fill("[data-out='code']", new_code)
    act(page, lambda: page.press("[data-out='code']", "Enter"))
    assert page.input_value("[data-out='code']") == new_code and message(page) == kept
    act(page, lambda: previous.click())
    assert page.evaluate("window.solPlay.state.log") == f"{CR} {move}"
    page.mouse.move(0, 0)  # no hover state: axe checks the page at rest
    assert axe_violations(page) == []
    clean(w)


@pytest.mark.parametrize("lang", LANGS)
def test_a_play_this_position_link_keeps_the_saved_game(warm, base_url, lang):
    _src, move = single_pile_move()
    page = open_page(warm, base_url, lang, save=log_save(CR, [move]))
    assert moves(page) == 1
    other = next(
        c
        for c in json.loads((RECORDS.parent / "study" / "winnable-crescent.json").read_text())
        if c != CR
    )
    page.goto(f"{base_url}/{lang}/play-crescent.html?code={other}", wait_until="networkidle")
    press_play(page)
    page.wait_for_selector(READY, timeout=60_000)
    assert page.input_value("[data-out='code']") == other
    assert message(page) == session_words(lang, texts.KEPT_PREVIOUS)
    act(page, lambda: page.click("[data-action='previous']"))
    assert page.evaluate("window.solPlay.state.log") == f"{CR} {move}"
    clean(warm)


@pytest.mark.parametrize("lang", LANGS)
def test_a_second_tab_is_detected_and_neither_game_is_lost(browser, base_url, lang):
    context = browser.new_context()
    a = Watched(context.new_page(), base_url)
    b = Watched(context.new_page(), base_url)
    pa = open_page(a, base_url, lang, query=f"?code={CR}")
    src, _move = single_pile_move()
    act(pa, lambda: place(pa, src).click())
    pb = open_page(b, base_url, lang)  # resumes the same game
    assert moves(pb) == 1
    act(pb, lambda: pb.click("[data-out='redeal']"))
    b_log = pb.evaluate("window.solPlay.state.log")
    notice = session_words(lang, texts.OTHER_TAB)
    pa.wait_for_function(
        "t => document.querySelector(\"[data-out='message']\").textContent === t", arg=notice
    )
    # Tab A plays on: its save wins, and tab B's game is kept as the previous one.
    act(pa, lambda: pa.click("[data-action='undo']"))
    kept = json.loads(pa.evaluate("k => localStorage.getItem(k + ':previous')", SAVE["crescent"]))
    assert kept["log"] == b_log
    assert pa.locator("[data-action='previous']").is_visible()
    clean(a)
    clean(b)
    context.close()


# --- 10. selection, focus, hint and legal targets ----------------------------------------------

LOOK = """el => { const r = el.querySelector('rect'); const s = getComputedStyle(r);
  return {dash: s.strokeDasharray, transform: getComputedStyle(el).transform,
          pressed: el.getAttribute('aria-pressed')}; }"""


# The places a selected card can go to, the last joined with "or" (the twenty-sixth review, hu
# D4/S3: a comma-joined list read as a data dump).
OR = {"en": " or ", "uk": " або "}


def listed(names: list[str], last: str) -> str:
    return ", ".join(names[:-1]) + last + names[-1] if len(names) > 1 else names[0]


@pytest.mark.parametrize("lang", booted_group(*LANGS))
def test_selection_targets_focus_and_hint_each_have_their_own_look(booted_play, lang):
    w = open_booted(booted_play, lang, query=f"?code={CR}")
    page = w.page
    page.uncheck("[data-setting='one_tap']")
    src, targets = multi_target_pile()
    place(page, src).focus()
    act(page, lambda: page.keyboard.press("Enter"))
    for dst in targets:
        assert "sol-legal" in place(page, dst).get_attribute("class")
    others = [f"p{n}" for n in range(1, 17) if f"p{n}" not in targets and f"p{n}" != src]
    assert all("sol-legal" not in place(page, o).get_attribute("class") for o in others)
    other = next(
        o
        for o in others
        if page.evaluate("o => window.solPlay.arrowTarget(o, 'ArrowLeft')", o) not in (src, None)
    )
    place(page, other).focus()
    page.keyboard.press("ArrowLeft")  # a keyboard move: the focus ring shows
    focus = page.evaluate(
        f"(() => {{ const el = document.activeElement; return ({LOOK})(el); }})()"
    )
    selected = place(page, src).evaluate(LOOK)  # without the focus on it
    assert selected["pressed"] == "true" and selected["transform"] != "none"
    legal = place(page, targets[0]).evaluate(LOOK)
    assert len({selected["dash"], focus["dash"], legal["dash"]}) == 3
    tr = t(lang)
    g = new_game(CR)
    s = Session("crescent", lang)
    s.t = tr
    card = s._card(g.top_card(src))
    words = session_words(
        lang,
        texts.SELECTED_CARD,
        card=card,
        place=s.place_name(src),
        targets=listed([str(s.place_name(d)) for d in targets], OR[lang]),
    )
    wait_live(page, words)
    # A card with no move is not selected: it says so, naming the card.
    act(page, lambda: page.keyboard.press("Escape"))
    stuck = no_move_pile()
    act(page, lambda: place(page, stuck).click())
    assert page.evaluate("window.solPlay.state.selected") is None
    card = describe.card_term(tr, g.top_card(stuck))
    assert message(page) == session_words(lang, texts.NO_PLACE_FOR, card=card)
    # The hint: its card has a look of its own, and the hinted move is legal.
    act(page, lambda: page.click("[data-action='hint']"))
    hint_src, hint_dst = page.evaluate("window.solPlay.state.hint")
    assert g.reason(Move(hint_src, hint_dst)) is None
    hint = page.locator(f".sol-board [data-place='{hint_src}'].sol-hint").evaluate(LOOK)
    assert hint["dash"] not in (selected["dash"], focus["dash"], legal["dash"])
    page.mouse.move(0, 0)  # no hover state: axe checks the page at rest
    assert axe_violations(page) == []
    clean(w)


# --- 11. the arrows follow the board; number keys ----------------------------------------------


@pytest.mark.parametrize("lang", booted_group(*LANGS))
def test_the_arrow_keys_follow_the_drawn_board(booted_play, lang):
    w = open_booted(booted_play, lang, query=f"?code={CR}")
    page = w.page
    steps = [("p1", "ArrowUp", "p2"), ("p2", "ArrowDown", "p1"), ("p5", "ArrowRight", "p6")]
    steps += [("p12", "ArrowRight", None), ("p13", "ArrowUp", "p12"), ("p16", "ArrowLeft", None)]
    for start, key, expected in steps:
        place(page, start).focus()
        page.keyboard.press(key)
        if expected is None:  # somewhere in that direction, on the board
            a = place(page, start).bounding_box()
            b = page.locator(".sol-board [data-place]:focus").bounding_box()
            dx = {"ArrowRight": 1, "ArrowLeft": -1}[key]
            assert (b["x"] - a["x"]) * dx > 0 or focused(page) == start
        else:
            assert focused(page) == expected, (start, key)
    # Number keys go to a pile: 4, then 1 and 6 for pile 16.
    page.keyboard.press("4")
    assert focused(page) == "p4"
    page.keyboard.press("1")
    page.keyboard.press("6")
    assert focused(page) == "p16"
    clean(w)
    # Forty Thieves: up from a column reaches the foundation above it.
    w = open_booted(booted_play, lang, "forty_thieves", query=f"?code={FT}")
    page = w.page
    place(page, "c1").focus()
    page.keyboard.press("ArrowUp")
    assert focused(page) == "f1"
    page.keyboard.press("ArrowDown")
    assert focused(page) == "c1"
    page.keyboard.press("0")
    assert focused(page) == "c10"
    page.keyboard.press("w")
    assert focused(page) == "w"
    clean(w)


# --- 12. screen-reader words --------------------------------------------------------------------


@pytest.mark.parametrize("lang", booted_group(*LANGS))
def test_the_win_is_its_own_sentence_and_names_say_the_card_once(booted_play, lang):
    *played, last = CR_RECORD.moves
    code = str(CR_RECORD.code)
    w = open_booted(booted_play, lang, save=log_save(code, played))
    page = w.page
    g = new_game(code)
    g.play_all(played)
    assert place(page, last.src).get_attribute("aria-label") == spoken(g, last.src, lang)
    card = g.top_card(last.src)
    place(page, last.src).focus()
    act(page, lambda: page.keyboard.press("f"))
    s = Session("crescent", lang)
    s.t = t(lang)
    moved = s._(
        texts.MOVED,
        card=s._card(card),
        source=describe.place_term(s.t, last.src, g),
        target=describe.place_term(s.t, last.dst, g),
    )
    # The last card home leaves its pile empty, and the move says so (issue 35).
    moved = s._(texts.MOVED_EMPTIES, move=moved, place=describe.place_term(s.t, last.src, g))
    moved = moved[:1].upper() + moved[1:]  # a sentence (the sixteenth review, hu D14)
    wait_live(page, session_words(lang, texts.AFTER_MOVE, move=moved, status=s._(texts.WON)))
    clean(w)


@pytest.mark.parametrize("lang", booted_group(*LANGS))
def test_forty_thieves_counts_moves_and_draws_as_the_record_does(booted_play, lang):
    save = log_save(str(FT_RECORD.code), FT_RECORD.moves)
    w = open_booted(booted_play, lang, "forty_thieves", save=save)
    page = w.page
    draws = sum(1 for m in FT_RECORD.moves if str(m) == "draw")
    assert moves(page) == len(FT_RECORD.moves) - draws == 423
    assert page.inner_text("[data-out='draws']") == str(draws) == "64"
    clean(w)


# --- 13. saves are replayed, not trusted --------------------------------------------------------


@pytest.mark.parametrize("lang", LANGS)
def test_a_tampered_save_is_counted_again_and_kept_up_to_its_last_legal_move(warm, base_url, lang):
    _src, move = single_pile_move()
    lying = {"v": 1, "record": f"{CR} {move}", "moves": 9999, "elapsed": 3}
    page = open_page(warm, base_url, lang, save=lying)
    assert moves(page) == 1
    bad = log_save(CR, [move, "p1-p2", "redeal"])
    page = open_page(warm, base_url, lang, save=bad)
    assert moves(page) == 1
    assert page.evaluate("window.solPlay.state.log") == f"{CR} {move}"
    assert message(page) == session_words(lang, texts.RESUMED_PART, code=CR, n=1)
    clean(warm)


# --- the settings (code health) ----------------------------------------------------------------


@pytest.mark.parametrize("lang", LANGS)
def test_the_settings_change_the_game_and_are_kept(warm, base_url, lang):
    page = open_page(warm, base_url, lang, query=f"?code={CR}")
    src, _ = single_pile_move()
    page.uncheck("[data-setting='one_tap']")
    act(page, lambda: place(page, src).click())
    assert moves(page) == 0 and page.evaluate("window.solPlay.state.selected") == src
    page.check("[data-setting='four_colour']")
    assert "sol-four-colour" in page.get_attribute(".sol-play", "class")
    page.reload(wait_until="networkidle")
    press_play(page)
    page.wait_for_selector(READY, timeout=60_000)
    assert not page.is_checked("[data-setting='one_tap']")
    assert page.is_checked("[data-setting='four_colour']")
    assert "sol-four-colour" in page.get_attribute(".sol-play", "class")
    page.check("[data-setting='one_tap']")
    act(page, lambda: place(page, src).click())
    assert moves(page) == 1
    clean(warm)
