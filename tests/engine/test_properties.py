"""Properties over random legal playouts and garbage input (the example counts are CPython's; the
run in Pyodide takes a fifth of them: tests/engine/in_pyodide.py)."""

from collections import Counter

from hypothesis import given, settings
from hypothesis import strategies as st

from engine import EngineError, make_code, new_game, parse_code
from engine.record import parse_record, record_of, replay
from tests.engine.in_pyodide import examples

games = st.sampled_from(["crescent", "forty_thieves"])
seeds = st.integers(min_value=0, max_value=2**35 - 1)


def exactly_two_of_each(g):
    if g.game == "crescent":
        cards = [c for p in g.piles for c in p]
        cards += [c for f in range(8) for c in g.foundation_cards_of(f)]
    else:
        cards = [c for col in g.cols for c in col] + g.stock + g.waste
        cards += [c for f in range(8) for c in g.foundation_cards_of(f)]
    counts = Counter(cards)
    return len(cards) == 104 and set(counts) == set(range(52)) and set(counts.values()) == {2}


@settings(max_examples=examples(40), deadline=None)
@given(games, seeds, st.lists(st.integers(min_value=0, max_value=10_000), max_size=120))
def test_random_playouts_keep_104_cards_and_undo_restores(game, seed, choices):
    g = new_game(make_code(game, seed))
    for choice in choices:
        legal = g.legal_moves()
        if not legal:
            break
        move = legal[choice % len(legal)]
        before = g.to_dict()
        g.play(move)
        assert exactly_two_of_each(g)
        if move.src != "redeal":
            snapshot = g.to_dict()
            g.undo()
            after = g.to_dict()
            if game == "forty_thieves":  # the move counter does not go back
                after["moves"] = before["moves"]
            assert after == before
            g.play(move)
            again = g.to_dict()
            if game == "forty_thieves":
                again["moves"] = snapshot["moves"]
            assert again == snapshot
    # the record's text parses back to the same record, and replays to the same position
    text = record_of(g).text()
    assert parse_record(text) == record_of(g)
    replayed, current = replay(text).to_dict(), g.to_dict()
    if game == "forty_thieves":  # undone actions still count as moves in the live game
        replayed["moves"] = current["moves"]
    assert replayed == current


@settings(max_examples=examples(200), deadline=None)
@given(st.text(max_size=20))
def test_garbage_codes_only_raise_engine_errors(text):
    try:
        parse_code(text)
    except EngineError:
        pass


@settings(max_examples=examples(200), deadline=None)
@given(st.text(alphabet="CRFT1N-ABp0123456789fcw redaw\n#-", max_size=60))
def test_garbage_records_only_raise_engine_errors(text):
    try:
        replay(text)
    except EngineError:
        pass


@settings(max_examples=examples(100), deadline=None)
@given(st.text(max_size=40))
def test_any_text_record_only_raises_engine_errors(text):
    try:
        parse_record(text)
    except EngineError:
        pass
