"""The table around the board in a real browser (issue 18): cards drawn in the board style, not
the figures' style; motion that reduced motion turns off, and a refused drop that slides back;
the end panel of a win; statistics that count won and lost games, survive a reload, ignore
positions opened from figures and survive a corrupt record; axe-clean in four languages, light
and dark."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from engine import new_game
from engine.moves import Move
from engine.record import parse_record

from .conftest import Watched, booted_group, fresh_page
from .storage import reload_with_storage
from .test_board_game import SAVE, log_save
from .test_pages import TRANSITIONS_ENDED, axe_violations, use_scheme, violations_in_both_schemes
from .test_play import CR, READY, act, clean, moves, one_destination_pile, place, press_play, t

pytestmark = pytest.mark.browser

RECORD = Path(__file__).resolve().parents[2] / "docs" / "records" / "crescent-example.txt"
_WON = parse_record(RECORD.read_text(encoding="utf-8"))
WON_CODE, WON_MOVES = str(_WON.code), [str(m) for m in _WON.moves]
LANGS4 = ("en", "hu", "uk", "pl")
# Every animation the page starts, with its duration (Element.animate is what motion.js uses).
RECORD_ANIMATIONS = """
window.__animations = [];
const animate = Element.prototype.animate;
Element.prototype.animate = function (frames, options) {
  window.__animations.push(typeof options === "number" ? options : options.duration);
  return animate.call(this, frames, options);
};
"""


def open_play(page, base_url, lang="en", query=f"?code={CR}", name="play-crescent.html"):
    page.goto(f"{base_url}/{lang}/{name}{query}")  # load: play.js has run (press_play waits)
    press_play(page)
    page.wait_for_selector(READY, timeout=60_000)
    return page


def win(page, moves: list[str]) -> None:
    """Play a won record through the page's own request queue (the worker's session)."""
    page.evaluate(
        """async (moves) => {
          for (const m of moves) {
            const req = m === "redeal" || m === "draw" ? { op: m }
              : { op: "drop", place: m.split("-")[0], target: m.split("-")[1] };
            const r = await window.solPlay.request(req);
            if (!r.ok) throw new Error(m + ": " + r.message);
          }
        }""",
        moves,
    )
    page.wait_for_selector("[data-out='end-figures']:not([hidden])")


def stat(page, name: str, variant: str = "N") -> str:
    return page.inner_text(f"[data-stat='{name}'][data-variant='{variant}']")


def test_the_board_style_differs_from_the_figure_style(warm, base_url):
    page = warm.page
    page.goto(f"{base_url}/en/crescent.html", wait_until="networkidle")
    figure = page.locator(".sol-figure svg.sol-crescent").first
    assert "sol-board-style" not in figure.get_attribute("class")
    assert figure.locator(".sol-felt, .sol-index").count() == 0
    open_play(page, base_url)
    board = page.locator(".sol-board svg")
    assert "sol-board-style" in board.get_attribute("class")
    felt = page.evaluate("getComputedStyle(document.querySelector('.sol-felt')).fill")
    assert felt == "rgb(27, 106, 62)"
    # Every card shows a corner index (rank and suit), 16 piles and 8 foundations.
    assert board.locator(".sol-card:not(.sol-empty) .sol-index").count() == 24
    # Suit colours: red and black, and the four-colour deck option still recolours a suit.
    fill = "s => getComputedStyle(document.querySelector(s + ' .sol-index')).fill"
    assert page.evaluate(fill, ".sol-board .sol-suit-h") == "rgb(176, 0, 32)"
    assert page.evaluate(fill, ".sol-board .sol-suit-d") == "rgb(176, 0, 32)"
    page.check("[data-setting='four_colour']")
    assert page.evaluate(fill, ".sol-board .sol-suit-d") == "rgb(21, 101, 192)"
    assert page.evaluate(fill, ".sol-board .sol-suit-s") == "rgb(17, 17, 17)"
    clean(warm)
    # The face-down stock has a card back; the dark scheme darkens the table. (A page of its
    # own, in the dark before it loads: its first document starts on empty storage again.)
    w = Watched(fresh_page(warm.page.context), base_url)
    w.page.emulate_media(color_scheme="dark")
    open_play(w.page, base_url, query="", name="play-forty-thieves.html")
    assert w.page.locator(".sol-board [data-place='s'].sol-back .sol-back-lattice").count() == 1
    dark = w.page.evaluate("getComputedStyle(document.querySelector('.sol-felt')).fill")
    assert dark == "rgb(15, 61, 37)"
    clean(w)


@pytest.mark.parametrize("motion", ["no-preference", "reduce"])
def test_a_move_animates_briefly_unless_reduced_motion(warm, base_url, motion):
    w = warm
    page = w.page
    page.set_viewport_size({"width": 1280, "height": 1400})
    page.emulate_media(reduced_motion=motion)
    page.add_init_script(RECORD_ANIMATIONS)
    open_play(page, base_url)
    src, first = one_destination_pile()
    act(page, lambda: place(page, src).click())
    assert moves(page) == 1
    durations = page.evaluate("window.__animations")
    if motion == "reduce":
        assert durations == []
    else:
        assert len(durations) == 1 and 0 < durations[0] <= 150
    # A refused drop: the move is not made, and the card slides back (unless reduced motion).
    g = new_game(CR)
    g.play(first)
    src2, dst = refused_pair_after(g)
    a = place(page, src2).bounding_box()
    b = place(page, dst).bounding_box()
    before = int(page.get_attribute(".sol-play", "data-renders"))
    page.mouse.move(a["x"] + 10, a["y"] + 10)
    page.mouse.down()
    page.mouse.move(a["x"] + 30, a["y"] + 30, steps=4)
    page.mouse.move(b["x"] + 20, b["y"] + 30, steps=6)
    # While dragged, the card is drawn above every other (last in the SVG) under the pointer,
    # and the places that take it are highlighted.
    dragged = page.evaluate(
        "() => { const d = document.querySelector('.sol-dragging');"
        " return [d.dataset.place, d === d.parentNode.lastElementChild]; }"
    )
    assert dragged == [src2, True]
    takers = sorted({m.dst for m in g.legal_moves() if not m.is_action and m.src == src2})
    assert takers
    lit = page.eval_on_selector_all(".sol-board .sol-target", "es => es.map(e => e.dataset.place)")
    assert sorted(set(lit)) == takers
    page.mouse.up()
    page.wait_for_function(
        f"Number(document.querySelector('.sol-play').dataset.renders) > {before}"
    )
    assert moves(page) == 1
    after = page.evaluate("window.__animations")
    assert after == [] if motion == "reduce" else len(after) == 2 and after[1] <= 150
    clean(w)


def refused_pair_after(g) -> tuple[str, str]:
    """Two piles with cards where the first's card may not go onto the second, the first one
    with a place that does take it (so a drag has something to highlight)."""
    movable = {m.src for m in g.legal_moves() if not m.is_action}
    for n in range(1, 17):
        if f"p{n}" not in movable:
            continue
        for k in range(1, 17):
            both = k != n and g.piles[n - 1] and g.piles[k - 1]
            if both and g.reason(Move(f"p{n}", f"p{k}")) is not None:
                return f"p{n}", f"p{k}"
    raise AssertionError("no refused move")


def test_statistics_count_won_and_lost_games_survive_a_reload_and_ignore_figures(warm, base_url):
    page = open_play(warm.page, base_url, query=f"?code={WON_CODE}")
    assert stat(page, "played") == "0"
    win(page, WON_MOVES)
    # The end panel: the game's figures, and a new game or a winnable deal from there.
    assert page.inner_text("[data-figure='moves'] dd") == str(moves(page))
    assert page.inner_text("[data-figure='redeals'] dd") == "1"
    assert page.is_visible(".sol-end [data-action='winnable']")
    page.wait_for_function(
        "document.querySelector(\"[data-out='end-live']\").textContent.includes('Moves:')"
    )
    assert [stat(page, s) for s in ("played", "won", "rate", "streak", "best_streak")] == [
        "1",
        "1",
        "100%",
        "1",
        "1",
    ]
    assert stat(page, "fewest_moves") == str(moves(page))
    best_time = stat(page, "best_time")
    assert best_time.count(":") == 1
    # A lost game: a deal code, one move, then replaced by a new game (abandoned).
    page.fill("[data-out='code']", CR)
    act(page, lambda: page.press("[data-out='code']", "Enter"))
    src, _ = one_destination_pile()
    act(page, lambda: place(page, src).click())
    act(page, lambda: page.click(".sol-toolbar [data-action='new']"))
    expected = {"played": "2", "won": "1", "rate": "50%", "streak": "0", "best_streak": "1"}
    assert {s: stat(page, s) for s in expected} == expected
    # A reload keeps them (shown before Play is pressed).
    page.reload(wait_until="networkidle")
    assert {s: stat(page, s) for s in expected} == expected
    assert stat(page, "best_time") == best_time
    # Positions opened from the rules page's figures do not count: the start of a deal, and a
    # position some moves in.
    for n in (0, 1):
        page.goto(f"{base_url}/en/crescent.html", wait_until="networkidle")
        link = page.locator("a.sol-play-link").nth(n)
        query = link.get_attribute("href").split("?", 1)[1]
        params = dict(p.split("=", 1) for p in query.split("&"))
        g = new_game(params["code"])
        g.play_all(params.get("moves", "").split(".") if "moves" in params else [])
        src2 = next(f"p{k}" for k in range(1, 17) if g.tap_move(f"p{k}") is not None)
        link.click()
        page.wait_for_load_state("networkidle")
        press_play(page)
        page.wait_for_selector(READY, timeout=60_000)
        made = moves(page)
        act(page, lambda src2=src2: place(page, src2).click())
        assert moves(page) == made + 1
        assert {s: stat(page, s) for s in expected} == expected
    # Reset asks first: Cancel keeps everything, Reset clears this game's statistics.
    page.click("[data-stats-action='reset']")
    assert page.is_visible("[data-stats-confirm]")
    page.click("[data-stats-action='cancel']")
    assert stat(page, "played") == "2"
    page.click("[data-stats-action='reset']")
    page.click("[data-stats-action='confirm']")
    assert [stat(page, s) for s in ("played", "won", "best_time")] == ["0", "0", "–"]
    clean(warm)


@pytest.mark.parametrize("lang", ("en", "uk"))
def test_a_corrupt_statistics_record_is_set_aside_and_nothing_else_is_lost(warm, base_url, lang):
    page = warm.page
    page.goto(f"{base_url}/{lang}/play-crescent.html", wait_until="networkidle")
    save = json.dumps({"v": 1, "record": f"{CR} p1-f2", "moves": 1, "elapsed": 3})
    other = json.dumps(
        {
            "v": 1,
            "played": 3,
            "won": 1,
            "streak": 1,
            "best_streak": 1,
            "best_time": 90,
            "fewest_moves": 400,
        }
    )
    reload_with_storage(
        page,
        {
            "solitaire-play:crescent": save,
            "solitaire-play:settings": '{"four_colour":true}',
            "solitaire-stats:crescent:N": '{"v":1,"played":"lots"',
            "solitaire-stats:crescent:F": other,
        },
    )
    message = t(lang).gettext(
        "Your statistics for this game could not be read, so they start again from zero. "
        "Your saved game and settings are kept."
    )
    # The message is written when the statistics section is wired (table.js, on the page's own
    # clock, after the load the reload waits for): wait for it, then the counts it drew.
    # (the build may join a short word to the next with a no-break space)
    page.wait_for_function(
        """m => document.querySelector('[data-stats-message]')
                 .textContent.replace(/\\u00a0/g, ' ') === m""",
        arg=message,
    )
    assert stat(page, "played") == "0"
    assert stat(page, "played", "F") == "3"
    # The saved game starts by itself (Continue): the engine's first render saves it again.
    press_play(page)
    page.wait_for_selector(READY, timeout=60_000)
    kept = page.evaluate(
        """() => [localStorage.getItem('solitaire-play:crescent'),
                 localStorage.getItem('solitaire-play:settings'),
                 localStorage.getItem('solitaire-stats:crescent:N:unreadable'),
                 localStorage.getItem('solitaire-stats:crescent:F')]"""
    )
    # Saved again in the current format: the same game.
    game = json.loads(kept[0])
    assert (game["log"], game["elapsed"]) == (f"{CR} p1-f2", 3)
    assert kept[1:] == ['{"four_colour":true}', '{"v":1,"played":"lots"', other]
    assert moves(page) == 1  # the saved game goes on
    clean(warm)


@pytest.mark.parametrize("lang", booted_group(*LANGS4))
def test_the_table_end_panel_and_statistics_are_accessible(booted_play, lang):
    """Both colour schemes on the table: the board at a deal's start, light then dark; then the
    end panel with the reset's confirmation, light then dark, of a saved game one move from its
    win that the page restores and the player wins (the whole game played move by move is
    ``test_statistics_count_won_and_lost_games_survive_a_reload_and_ignore_figures``'s)."""
    w = booted_play(lang, "crescent", f"?code={WON_CODE}")
    page = w.page
    press_play(page)
    assert violations_in_both_schemes(page) == {"light": [], "dark": []}
    use_scheme(page, "light")  # the booted page as it started, so the fixture keeps it
    clean(w)
    near = log_save(WON_CODE, WON_MOVES[:-1])
    w = booted_play(lang, "crescent", "", {SAVE["crescent"]: json.dumps(near)})
    page = w.page
    press_play(page)
    assert moves(page) == sum(m != "redeal" for m in WON_MOVES[:-1])  # the saved game restored
    win(page, WON_MOVES[-1:])
    page.click("[data-stats-action='reset']")
    assert page.is_hidden("[data-stats-action='reset']") and page.is_visible("[data-stats-confirm]")
    page.mouse.move(0, 0)  # no hover colour, and the buttons' colour transitions ended
    page.evaluate(TRANSITIONS_ENDED)
    at_the_end = {"light": axe_violations(page)}
    use_scheme(page, "dark")
    at_the_end["dark"] = axe_violations(page)
    assert at_the_end == {"light": [], "dark": []}
    use_scheme(page, "light")
    clean(w)
