"""The in-page session (the same code the Web Worker runs on Pyodide), driven as the worker does."""

from __future__ import annotations

import pytest

from engine import new_game
from engine.board.session import Session
from engine.cards import RANKS, rank_of
from engine.solver import replay, solve

from .po import mo


def test_a_hint_is_a_legal_move_and_says_when_no_winning_line_was_found():
    # The solver finds no win of this deal within a hint's budget (the session is deterministic).
    s = Session("crescent")
    s.handle({"op": "start", "code": "CR1-N-AAAAAAB"})
    answer = s.handle({"op": "hint"})
    assert answer["ok"]
    game = new_game("CR1-N-AAAAAAB")
    assert game.reason(game.parse_move(answer["hint"])) is None
    assert answer["wins"] is False
    assert not answer["lost"]  # the fresh deal is not proved lost
    assert "No winning line was found" in answer["announce"]


def test_a_winning_hint_starts_a_line_the_solver_wins_and_says_nothing_of_doubt():
    # A deal the solver wins quickly: the hint is the first move of a win.
    s = Session("crescent")
    s.handle({"op": "start", "code": "CR1-N-AAAAAAD"})
    answer = s.handle({"op": "hint"})
    assert answer["ok"] and answer["wins"] is True and not answer["lost"]
    game = new_game("CR1-N-AAAAAAD")
    game.play(answer["hint"])
    after = solve(game, budget=20_000)
    assert after.outcome == "won" and replay(game, after.moves)
    assert answer["announce"].startswith("Hint: ")
    assert "No winning line" not in answer["announce"]


def test_a_hint_says_when_the_game_can_no_longer_be_won():
    # CR1-N-AAAAAAB with its three redeals spent at once: the last-card bound proves it lost.
    s = Session("crescent")
    s.handle({"op": "start", "code": "CR1-N-AAAAAAB"})
    for _ in range(3):
        assert s.handle({"op": "redeal"})["ok"]
    answer = s.handle({"op": "hint"})
    assert answer["ok"] and answer["lost"] and not answer["wins"]
    assert "can no longer be won" in answer["announce"]


def test_a_forty_thieves_hint_is_a_legal_move():
    s = Session("forty_thieves")
    s.handle({"op": "start", "code": "FT1-N-AAAAAAB"})
    answer = s.handle({"op": "hint"})
    assert answer["ok"]
    game = new_game("FT1-N-AAAAAAB")
    assert game.reason(game.parse_move(answer["hint"])) is None


def test_a_bad_code_keeps_the_game():
    s = Session("crescent")
    s.handle({"op": "start", "code": "CR1-N-AAAAAAB"})
    answer = s.handle({"op": "start", "code": "XX9"})
    assert not answer["ok"] and answer["reason"] == "bad_code"
    assert answer["state"]["code"] == "CR1-N-AAAAAAB"


def test_the_state_draws_the_board_style_and_counts_redeals_used_per_variant():
    s = Session("crescent")
    s.start("CR1-F-AAAAAAB")  # Crescent Four: 4 redeals
    s.handle({"op": "redeal"})
    state = s.handle({"op": "state"})["state"]
    assert state["variant"] == "F" and state["redeals_used"] == 1
    assert "sol-board-style" in state["svg"] and "sol-felt" in state["svg"]
    ft = Session("forty_thieves").handle({"op": "state"})["state"]
    assert ft["variant"] == "N" and ft["redeals_used"] is None
    assert "sol-back" in ft["svg"]


def test_an_answer_asked_without_its_drawing_is_the_same_answer_undrawn():
    """worker.js's batch (issue 31): the answers the page draws over at once come without their
    drawing (``draw: false``); everything else is as drawn, and the move is played all the same."""
    drawn, undrawn = Session("crescent"), Session("crescent")
    for s in (drawn, undrawn):
        s.handle({"op": "start", "code": "CR1-N-AAAAAAD"})
    move = next(m for m in new_game("CR1-N-AAAAAAD").legal_moves() if not m.is_action)
    tap = {"op": "tap", "place": move.src, "options": {"one_tap": False}}
    a = drawn.handle(tap)
    b = undrawn.handle({**tap, "draw": False})
    assert a["state"]["svg"].startswith("<svg") and b["state"]["svg"] == ""
    assert {**a, "state": None} == {**b, "state": None}
    assert {**a["state"], "svg": ""} == b["state"]
    again = {"op": "tap", "place": move.dst}  # the second tap plays it, in both
    assert drawn.handle(again)["state"]["moves"] == undrawn.handle(again)["state"]["moves"] == 1


# --- the board as a game (issue 17) -----------------------------------------------------------

CR = "CR1-N-AAAAAAB"
FT = "FT1-N-AAAAAAB"


def started(game: str, code: str) -> Session:
    s = Session(game)
    s.handle({"op": "start", "code": code})
    return s


def test_a_deal_of_the_other_game_is_refused_with_its_page_and_the_game_kept():
    s = started("crescent", CR)
    answer = s.handle({"op": "start", "code": FT})
    assert not answer["ok"] and answer["reason"] == "wrong_game"
    assert answer["link"] == f"play-forty-thieves.html?code={FT}"
    assert answer["state"]["code"] == CR
    ft = started("forty_thieves", FT)
    assert ft.handle({"op": "start", "code": CR})["link"] == f"play-crescent.html?code={CR}"


def one_target_pile(game) -> tuple[str, object]:
    for n in range(1, 17):
        ms = game.moves_from(f"p{n}")
        if len(ms) == 1:
            return f"p{n}", ms[0]
    raise AssertionError("no pile with one destination")


def test_one_tap_on_plays_the_only_move_and_off_selects():
    s = started("crescent", CR)
    src, move = one_target_pile(new_game(CR))
    answer = s.handle({"op": "tap", "place": src, "options": {"one_tap": True}})
    assert answer["ok"] and answer["state"]["log"] == f"{CR} {move}"
    s = started("crescent", CR)
    answer = s.handle({"op": "tap", "place": src, "options": {"one_tap": False}})
    assert answer["state"]["selected"] == src and answer["state"]["moves"] == 0
    answer = s.handle({"op": "tap", "place": move.dst})
    assert answer["ok"] and answer["state"]["moves"] == 1


def ft_position_with_a_column_move():
    """A Forty Thieves position (from the example record) where a column card has a best
    column but no foundation: double-click moves it only when that option is on."""
    from engine.record import load_record

    rec = load_record("docs/records/forty-thieves-example.txt")
    g = new_game(rec.code)
    for i, m in enumerate(rec.moves):
        for n in range(1, 11):
            best = g.double_click_move(f"c{n}")
            if best is not None and best.dst.startswith("c") and g.tap_move(f"c{n}") is None:
                return [str(x) for x in rec.moves[:i]], f"c{n}", best
        g.play(m)
    raise AssertionError("no such position")


def test_double_click_option_on_moves_to_the_best_place_off_only_selects():
    played, src, best = ft_position_with_a_column_move()
    s = Session("forty_thieves")
    assert s.handle({"op": "resume", "log": " ".join([FT, *played])})["ok"]
    on = s.handle({"op": "double", "place": src, "options": {"double_click": True}})
    assert on["ok"] and on["state"]["log"].endswith(str(best))
    s.handle({"op": "resume", "log": " ".join([FT, *played])})
    off = s.handle({"op": "double", "place": src, "options": {"double_click": False}})
    assert off["state"]["selected"] == src and not off["state"]["log"].endswith(str(best))


def test_auto_drop_option_places_a_card_dropped_nowhere():
    played, src, best = ft_position_with_a_column_move()
    s = Session("forty_thieves")
    s.handle({"op": "resume", "log": " ".join([FT, *played])})
    off = s.handle({"op": "drop", "place": src, "target": "none", "options": {"auto_drop": False}})
    assert off["state"]["log"] == " ".join([FT, *played])
    on = s.handle({"op": "drop", "place": src, "target": "none", "options": {"auto_drop": True}})
    assert on["ok"] and on["state"]["log"].endswith(str(best))


def test_display_options_are_the_pages_own_and_do_not_reach_the_session():
    s = started("crescent", CR)
    s.handle({"op": "state", "options": {"highlight": False, "four_colour": True}})
    assert set(s.options) == {"one_tap", "double_click", "auto_drop"}


def test_crescent_double_goes_to_a_foundation_never_to_a_pile():
    s = started("crescent", CR)
    src, move = one_target_pile(new_game(CR))
    assert move.dst.startswith("p")
    answer = s.handle({"op": "double", "place": src})
    assert not answer["ok"] and answer["reason"] == "no_foundation"
    assert answer["state"]["moves"] == 0


def test_a_card_with_no_move_is_not_selected():
    s = started("crescent", CR)
    g = new_game(CR)
    stuck = next(f"p{n}" for n in range(1, 17) if not g.moves_from(f"p{n}"))
    answer = s.handle({"op": "tap", "place": stuck, "options": {"one_tap": False}})
    assert not answer["ok"] and answer["state"]["selected"] is None
    assert "king of diamonds" in answer["message"] or "No place takes" in answer["message"]


def test_a_save_is_replayed_never_trusted():
    s = Session("crescent")
    _src, move = one_target_pile(new_game(CR))
    answer = s.handle({"op": "resume", "record": f"{CR} {move}", "moves": 9999})
    assert answer["ok"] and answer["state"]["moves"] == 1
    answer = s.handle({"op": "resume", "log": f"{CR} {move} undo {move} p1-p2 redeal"})
    assert answer["ok"] and answer["state"]["moves"] == 1
    assert answer["state"]["log"] == f"{CR} {move} undo {move}"
    assert "after action 3" in answer["notice"]


def test_forty_thieves_counts_moves_and_draws_apart_and_undo_takes_neither_back():
    s = started("forty_thieves", FT)
    s.handle({"op": "draw"})
    s.handle({"op": "undo"})
    state = s.handle({"op": "draw"})["state"]
    assert (state["moves"], state["draws"]) == (0, 2)
    again = Session("forty_thieves")
    state = again.handle({"op": "resume", "log": state["log"]})["state"]
    assert (state["moves"], state["draws"]) == (0, 2)


def test_the_win_is_announced_as_its_own_sentence():
    from engine.record import load_record

    rec = load_record("docs/records/crescent-example.txt")
    s = Session("crescent")
    s.handle({"op": "resume", "log": " ".join(str(m) for m in [rec.code, *rec.moves[:-1]])})
    last = rec.moves[-1]
    answer = s.handle({"op": "drop", "place": last.src, "target": last.dst})
    assert answer["state"]["status"] == "won"
    assert answer["speak"].endswith(". You won: every card is on the foundations.")


def test_a_crescent_move_names_the_card_it_uncovers_or_the_pile_left_empty():
    s = Session("crescent")
    s.handle({"op": "start", "code": "CR1-N-AAAAAAB"})
    m = next(m for m in s.game.legal_moves() if not m.is_action and m.src.startswith("p"))
    card, after = s.game.top_card(m.src), s.game.copy()
    after.play(m)
    said = s.handle({"op": "drop", "place": m.src, "target": m.dst})["speak"]
    moved = f"{s._card(card)} from {s.place_name(m.src)} to {s.place_name(m.dst)}"
    moved = moved[:1].upper() + moved[1:]  # the announcement is a sentence
    assert said == f"{moved}; {s.place_name(m.src)} now shows the {s._card(after.top_card(m.src))}"


# The sixteenth review (hu D14): a move said alone opened the board's announcement in lower case
# ("a pikk király a 2. oszlopról …", "king of spades from pile 2 …"); it is a sentence.
@pytest.mark.parametrize("lang", ["en", "hu", "uk", "pl"])
def test_a_moves_announcement_starts_with_a_capital_in_every_language(lang):
    s = Session("crescent", lang, None if lang == "en" else mo(lang))
    s.handle({"op": "start", "code": "CR1-N-AAAAAAB"})
    # a move of a card whose name starts with a letter in every language (an ace, a face card)
    m = next(
        m
        for m in s.game.legal_moves()
        if not m.is_action
        and m.src.startswith("p")
        and RANKS[rank_of(s.game.top_card(m.src)) - 1] in "AJQK"
    )
    answer = s.handle({"op": "drop", "place": m.src, "target": m.dst})
    for said in (answer["speak"], answer["announce"]):
        assert said[:1].isalpha() and said[:1] == said[:1].upper(), said


def test_an_undone_draw_names_the_card_back_on_the_stock_and_a_double_tap_is_one_action():
    s = Session("forty_thieves")
    s.handle({"op": "start", "code": "FT1-N-AAAAAAB"})
    top = s.game.stock[-1]
    s.handle({"op": "draw"})
    assert (
        s.handle({"op": "undo"})["speak"] == f"Draw undone: the {s._card(top)} is back on the stock"
    )
    c = Session("crescent")
    c.handle({"op": "start", "code": "CR1-N-AAAAAAB"})  # p6's only move is p6-f5
    first = c.handle({"op": "tap", "place": "p6", "options": {"one_tap": True}})
    assert first["state"]["log"].split()[1:] == ["p6-f5"]
    second = c.handle({"op": "second_tap", "place": "p6"})
    assert second["ok"] and second["state"]["log"].split()[1:] == ["p6-f5"]
    assert second["state"]["selected"] is None and "message" not in second
