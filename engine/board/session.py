"""One game played in the page, driven by the Web Worker with JSON in and JSON out.

The worker calls ``handle(request)``; ``request`` names an operation (``op``) and its arguments,
and the answer always carries the whole state to draw (``state``: the board as SVG with every
place a named, focusable button, the counters, the legal targets of every source), plus what to
tell the reader (``message`` for a rejection or notice, ``announce`` for screen readers). All the
words come from the page language's catalog, the same one the pages are built from: the engine
answers in reason codes, and ``engine.reasons`` gives the English message gettext translates.

Standard library only: this runs in Pyodide.
"""

from __future__ import annotations

import gettext
import io
from typing import Any

from engine import Game, new_game, random_code
from engine.errors import EngineError, IllegalMoveError
from engine.moves import DRAW, REDEAL, Move
from engine.reasons import message

from ..drawing import describe, svg
from ..drawing.games import DRAWINGS, play_page
from ..grammar.articles import resolve_articles
from ..grammar.forms import Term, fill
from ..grammar.joiners import joined
from ..grammar.typography import sentence_start
from ..registry import ACTIONS, GAMES
from . import labels, texts
from .games import BOARDS


def _solver_hint(game: Game, budget: int, time_limit: float) -> Any:
    from engine.solver import hint  # on the first hint: starting a game does not wait for it

    return hint(game, budget=budget, time_limit=time_limit)


# A hint searches this many positions, or this long (Pyodide runs about 2-3x slower than
# CPython: see BENCHMARKS.md), and says when it found no winning line.
HINT_BUDGET = 20_000
HINT_SECONDS = 1.5
# The reader's options, their defaults in one place: the page's checkboxes are rendered from
# them (build_tools/site/pages/render.py gives them to the template) and play.js reads them
# from there.
# ``highlight`` and ``four_colour`` only change how the page draws; the session ignores them.
DEFAULT_OPTIONS = {
    "one_tap": True,
    "double_click": True,
    "auto_drop": False,
    "highlight": True,
    "four_colour": False,
}
SESSION_OPTIONS = ("one_tap", "double_click", "auto_drop")
NOTICES = {"other_tab": texts.OTHER_TAB}
UNDO = "undo"  # the action log's word for an undo (no move is written so)


def lost_reason(game: Game, t: gettext.NullTranslations) -> str:
    """The words of a lost position's last-card proof (no redeal left), as on the Study page
    (engine/puzzles/words.py), or "" when its proof has none."""
    from engine.puzzles.games import witness
    from engine.puzzles.words import last_card, redeal_context

    found = witness(game)
    if found is None:
        return ""
    return " ".join(last_card(found, t, redeal_context(game), at_start=not game.history))


def translations(catalog: bytes | None) -> gettext.NullTranslations:
    """The page language's compiled catalog (``site/<lang>/messages.mo``); English needs none."""
    if not catalog:
        return gettext.NullTranslations()
    return gettext.GNUTranslations(io.BytesIO(catalog))


class Session:
    """The game in play, the selected place and the reader's options."""

    def __init__(self, game: str, lang: str = "en", catalog: bytes | None = None) -> None:
        if game not in GAMES:
            raise ValueError(f"unknown game {game!r}")
        self.kind = game
        self.lang = lang
        self.t = translations(catalog)
        self.game: Game = new_game(GAMES[game].example)
        self.selected: str | None = None
        self.hint: Move | None = None
        self.options = {k: DEFAULT_OPTIONS[k] for k in SESSION_OPTIONS}
        # Every action since the deal, undos included: the save, from which the counters are
        # computed again on resume (a save is never trusted for them).
        self.log: list[str] = []
        self.draws = 0  # draws played (Forty Thieves counts moves and draws apart)

    # --- words --------------------------------------------------------------------------------

    def _(self, message: str, **values: Any) -> str:
        """The message in the page language, every card and place in the form it names
        (``engine.grammar.forms``), Hungarian articles resolved. Every value is known, so an
        unresolvable ``a(z)`` or a missing form is a catalog bug the tests catch, not hidden."""
        text = fill(self.t.gettext(message), values)
        return resolve_articles(text) if self.lang == "hu" else text

    def reason(self, code: str) -> str:
        return self._(message(code))

    def _targets(self, places: list[str]) -> str:
        """The places a selected card can go to, listed in the page language: "column 8 or
        column 9", hu "a 8. vagy a 9. oszlop" is the catalog's to say. Each item is filled, not
        translated again; the sentence it goes into (``_``) resolves the Hungarian articles."""
        frame = self.t.pgettext(*texts.TARGET)
        items = [fill(frame, {"place": self.place_name(p)}) for p in places]
        return joined(
            items, self.t.pgettext(*texts.TARGETS_SEPARATOR), self.t.pgettext(*texts.TARGETS_LAST)
        )

    def place_name(self, place: str) -> Term:
        return describe.place_term(self.t, place, self.game)

    def _card(self, card: int | None) -> Term:
        if card is None:
            raise ValueError("a move with no card to name")
        return describe.card_term(self.t, card)

    def move_text(self, move: Move, card: int | None, played: bool = True) -> str:
        """The move in words; once ``played``, a move from a pile also names the card it
        uncovers where the game shows only top cards (``names_uncovered``: Crescent)."""
        if move == DRAW:
            return self._(texts.DREW, card=self._card(card))
        if move == REDEAL:
            return self._(texts.REDEALT)
        said = self._(
            texts.MOVED,
            card=self._card(card),
            source=self.place_name(move.src),
            target=self.place_name(move.dst),
        )
        shown = BOARDS[self.game.game].names_uncovered
        if not played or not shown or not move.src.startswith("p"):
            return said
        under = self.game.top_card(move.src)
        if under is None:
            return self._(texts.MOVED_EMPTIES, move=said, place=self.place_name(move.src))
        return self._(
            texts.MOVED_UNCOVERS, move=said, place=self.place_name(move.src), card=self._card(under)
        )

    # --- the state to draw --------------------------------------------------------------------

    def state(self, drawn: bool = True) -> dict[str, Any]:
        """The position for the page; ``drawn`` False leaves its drawing out (an answer the page
        draws over at once: worker.js's batch draws only the last, issue 31)."""
        g = self.game
        marks = svg.Marks(self.selected, None)
        if self.hint is not None and not self.hint.is_action:
            # The hint's source gets its own look in the page (class sol-hint, from "hint").
            marks = svg.Marks(self.selected, self.hint.dst)

        def label(c: int) -> str:
            return describe.card_symbol(self.t, c)

        def place_label(p: str) -> str:
            return labels.place(g, p, self.t)

        title = self._(texts.BOARD_TITLE[g.game])
        board = (
            DRAWINGS[g.game].draw(
                g,
                title=title,
                card_label=label,
                marks=marks,
                place_label=place_label,
                style="board",
            )
            if drawn
            else ""
        )
        redeal = None
        if g.info.redeals:
            n = g.redeals_left
            redeal = self._(texts.REDEALS_LEFT, n=n) if n else self._(texts.NO_MORE_REDEALS)
        targets: dict[str, list[str]] = {}
        for m in g.legal_moves():
            if not m.is_action:
                targets.setdefault(m.src, []).append(m.dst)
        status = g.status
        return {
            "game": g.game,
            "code": str(g.code),
            "svg": board,
            "moves": g.moves - self.draws,
            "draws": self.draws,
            "status": status,
            "status_text": self._(texts.WON)
            if status == "won"
            else self._(texts.STUCK)
            if status == "stuck"
            else "",
            "redeals_left": getattr(g, "redeals_left", None),
            # The end panel and the statistics (stats.js) count per variant; redeals used.
            "variant": g.code.variant,
            "redeals_used": g.code.rules.variants[g.code.variant].redeals - (g.redeals_left or 0)
            if g.info.redeals
            else None,
            "redeal_label": redeal,
            "score": getattr(g, "score", None),
            "stock": len(g.stock) if g.info.stock else None,
            "can_undo": g.can_undo,
            "selected": self.selected,
            "targets": targets,
            "record": " ".join([str(g.code), *(str(m) for m in g.history)]),
            "log": " ".join([str(g.code), *self.log]),
            "hint": [self.hint.src, self.hint.dst]
            if self.hint is not None and not self.hint.is_action
            else None,
            "hint_available": True,  # the solver is part of the engine package
        }

    # --- actions ------------------------------------------------------------------------------

    def _refused(self, move: Move) -> dict[str, Any] | None:
        """Clears the selection and the hint; the rules' refusal of ``move``, in words, or None."""
        self.selected = None
        self.hint = None
        why = self.game.reason(move)
        if why is None:
            return None
        return {"ok": False, "message": self.reason(why), "reason": why}

    def _play(self, move: Move) -> dict[str, Any]:
        """Play ``move`` if the rules allow it; else the reason, in the page language."""
        refused = self._refused(move)
        if refused is not None:
            return refused
        card = None if move == REDEAL else self.game.top_card("w" if move == DRAW else move.src)
        if move == DRAW:
            card = self.game.stock[-1] if self.game.info.stock else None
        self.game.play(move)
        self.log.append(str(move))
        if move == DRAW:
            self.draws += 1
        return {"ok": True, "announce": self.move_text(move, card), "move": str(move)}

    def _has_card(self, place: str) -> bool:
        return place != "s" and self.game.top_card(place) is not None

    def tap(self, place: str, one_tap: bool | None = None) -> dict[str, Any]:
        """A tap (or Enter): with a pile selected it chooses the target; else the card goes to its
        only place (Crescent) or a foundation (Forty Thieves) when one-tap is on, or is picked."""
        one = self.options["one_tap"] if one_tap is None else one_tap
        if place == "s":
            return self._play(DRAW)
        if self.selected is not None:
            if place == self.selected:
                self.selected = None
                return {"ok": True, "announce": self._(texts.DESELECTED)}
            return self._play(Move(self.selected, place))
        if not self._has_card(place):
            return {"ok": False, "message": self.reason("source_empty"), "reason": "source_empty"}
        move = self.game.tap_move(place) if one else None
        if move is not None:
            return self._play(move)
        card = self._card(self.game.top_card(place))
        targets = [m.dst for m in self.game.moves_from(place) if not m.is_action]
        if not targets:
            return {
                "ok": False,
                "message": self._(texts.NO_PLACE_FOR, card=card),
                "reason": "no_place",
            }
        self.selected = place
        said = self._(
            texts.SELECTED_CARD,
            card=card,
            place=self.place_name(place),
            targets=self._targets(targets),
        )
        return {"ok": True, "announce": said}

    def double(self, place: str) -> dict[str, Any]:
        self.selected = None
        if place == "s":
            return self._play(DRAW)
        best = BOARDS[self.game.game].to_best_place
        if best and not self.options["double_click"]:
            return self.tap(place)
        if not self._has_card(place):
            return {"ok": False, "message": self.reason("source_empty"), "reason": "source_empty"}
        if not best:
            # F and a double tap send the card to a foundation, as the help says, never to a pile.
            move = self.game.foundation_drop_move(place)
            if move is None:
                card = self._card(self.game.top_card(place))
                return {
                    "ok": False,
                    "message": self._(texts.NO_FOUNDATION, card=card),
                    "reason": "no_foundation",
                }
            return self._play(move)
        move = self.game.double_click_move(place)
        if move is None:
            return {"ok": False, "message": self._(texts.NO_PLACE), "reason": "no_place"}
        return self._play(move)

    def drop(self, src: str, dst: str) -> dict[str, Any]:
        """A card dragged from ``src`` and dropped on ``dst`` (a place, ``foundations`` for
        anywhere on the foundation area, or ``none`` for outside every place)."""
        self.selected = None
        auto = BOARDS[self.game.game].to_best_place and self.options["auto_drop"]
        if dst == "foundations":
            move = self.game.foundation_drop_move(src)
            if move is not None:
                return self._play(move)
            if auto and (best := self.game.double_click_move(src)) is not None:
                return self._play(best)
            return self._play(Move(src, self._foundation_of_suit(src)))
        if dst == "none" or dst == src:
            if auto and (best := self.game.double_click_move(src)) is not None:
                return self._play(best)
            return {"ok": True}
        move = Move(src, dst)
        if auto and self.game.reason(move) is not None:
            best = self.game.double_click_move(src)
            if best is not None:
                return self._play(best)
        return self._play(move)

    def _foundation_of_suit(self, src: str) -> str:
        """The foundation a refused foundation drop is explained by: the first of the card's
        suit that does not take it."""
        card = self.game.top_card(src)
        if card is None:
            return "f1"
        candidates = self.game.foundations_of(card)
        for f in candidates:
            if self.game.reason(Move(src, f)) is not None:
                return f
        return candidates[0]

    def undo(self) -> dict[str, Any]:
        self.selected = None
        self.hint = None
        drew = bool(self.game.history) and self.game.history[-1] == DRAW
        try:
            self.game.undo()
        except IllegalMoveError:
            return {"ok": False, "message": self._(texts.NOTHING_TO_UNDO), "reason": "no_undo"}
        self.log.append(UNDO)
        if drew and self.game.info.stock and self.game.stock:
            # An undone draw says so, and which card went back (the draw still counts, as the
            # log replays it on resume).
            card = self._card(self.game.stock[-1])
            return {"ok": True, "announce": self._(texts.UNDONE_DRAW, card=card)}
        return {"ok": True, "announce": self._(texts.UNDONE)}

    def start(self, code: str | None = None, moves: list[str] | None = None) -> dict[str, Any]:
        """A deal from its code (a random one when None), replayed through ``moves`` (a figure's
        "play this position"); a bad code keeps the current game and says why."""
        try:
            game = new_game(code) if code else new_game(random_code(self.kind))
        except EngineError:
            shown = (code or "").strip()[:40]
            return {
                "ok": False,
                "message": self._(texts.BAD_CODE, code=shown, example=GAMES[self.kind].example),
                "reason": "bad_code",
            }
        if game.game != self.kind:
            # The other game's deal: refused here, with a link to its own page.
            other = game.game
            return {
                "ok": False,
                "message": self._(texts.WRONG_GAME[other], code=str(game.code)),
                "reason": "wrong_game",
                "link": f"{play_page(other)}?code={game.code}",
                "link_text": self._(texts.WRONG_GAME_LINK[other]),
            }
        result: dict[str, Any] = {"ok": True}
        try:
            game.play_all(moves or [])
        except EngineError:
            game = new_game(game.code)
            result = {"ok": False, "message": self._(texts.BAD_POSITION), "reason": "bad_moves"}
        self._begin(game, [str(m) for m in game.history])
        result.setdefault("announce", self._(texts.NEW_DEAL, code=str(game.code)))
        result["started"] = True
        return result

    def _begin(self, game: Game, log: list[str]) -> None:
        self.game, self.selected, self.hint = game, None, None
        self.log = log
        self.draws = sum(1 for a in log if a == str(DRAW))

    def resume(self, log: str) -> dict[str, Any]:
        """A saved game: its deal code, then every action, undos included. The counters come
        from replaying it (never from the save); an action the rules refuse ends the replay
        there, and the game goes on from the last legal one."""
        try:
            tokens = log.split()
            game = new_game(tokens[0])
            if game.game != self.kind:
                raise ValueError("a save of the other game")
        except (EngineError, ValueError, IndexError, AttributeError):
            return {"ok": False, "message": self._(texts.BAD_SAVE), "reason": "bad_save"}
        done: list[str] = []
        for action in tokens[1:]:
            try:
                if action == UNDO:
                    game.undo()
                else:
                    game.play(action)
            except EngineError:
                break
            done.append(action)
        self._begin(game, done)
        result: dict[str, Any] = {"ok": True, "started": True}
        if len(done) < len(tokens) - 1:
            result["announce"] = result["notice"] = self._(
                texts.RESUMED_PART, code=str(game.code), n=len(done)
            )
        else:
            result["announce"] = self._(texts.RESUMED, code=str(game.code))
        return result

    def restart(self) -> dict[str, Any]:
        self._begin(new_game(self.game.code), [])
        return {
            "ok": True,
            "announce": self._(texts.RESTARTED, code=str(self.game.code)),
            "started": True,
        }

    def give_hint(self) -> dict[str, Any]:
        self.selected = None
        found = _solver_hint(self.game.copy(), budget=HINT_BUDGET, time_limit=HINT_SECONDS)
        move = found.move
        if move is None:
            self.hint = None
            return {"ok": False, "message": self._(texts.NO_HINT), "reason": "no_hint"}
        self.hint = move
        if move == DRAW:
            said = self._(texts.HINT_DRAW)
        elif move == REDEAL:
            said = self._(texts.HINT_REDEAL)
        else:
            card = self.game.top_card(move.src)
            said = self._(texts.HINT, move=self.move_text(move, card, played=False))
        why = lost_reason(self.game, self.t) if found.lost else None
        if why:
            said = self._(texts.HINT_LOST_REASON, hint=said, reason=why)
        elif found.lost:
            said = self._(texts.HINT_LOST, hint=said)
        elif not found.wins and self.game.info.counted_in == ACTIONS:
            hint = fill(self.t.pgettext(*texts.HINT_NO_WIN_IN_ACTIONS), {"hint": said})
            said = resolve_articles(hint) if self.lang == "hu" else hint
        elif not found.wins:
            said = self._(texts.HINT_NO_WIN, hint=said)
        return {
            "ok": True,
            "announce": said,
            "hint": str(move),
            "wins": found.wins,
            "lost": found.lost,
        }

    def handle(self, request: dict[str, Any]) -> dict[str, Any]:
        """One request from the worker; unknown operations are a programming error."""
        op = request.get("op")
        if isinstance(request.get("options"), dict):
            for key in SESSION_OPTIONS:
                if isinstance(request["options"].get(key), bool):
                    self.options[key] = request["options"][key]
        place = str(request.get("place", ""))
        if op == "tap":
            result = self.tap(place)
        elif op == "double":
            result = self.double(place)
        elif op == "second_tap":
            # The second tap of a double tap (boardinput.js): the card its first tap selected
            # goes to a foundation; after a first tap that played a move, nothing more happens.
            result = self.double(place) if self.selected == place else {"ok": True}
        elif op == "drop":
            result = self.drop(place, str(request.get("target", "none")))
        elif op == "undo":
            result = self.undo()
        elif op == "redeal":
            result = self._play(REDEAL)
        elif op == "draw":
            result = self._play(DRAW)
        elif op == "start":
            moves = request.get("moves") or []
            result = self.start(request.get("code"), [str(m) for m in moves])
        elif op == "resume":
            result = self.resume(str(request.get("log") or request.get("record") or ""))
            if result["ok"] and request.get("previous"):
                result["announce"] = self._(texts.PREVIOUS_BACK, code=str(self.game.code))
            elif result["ok"] and request.get("recovered"):
                back = self._(texts.RECOVERED, code=str(self.game.code))
                result["announce"] = result["notice"] = back
        elif op == "restart":
            result = self.restart()
        elif op == "notice":
            # A words-only request: the page says something the session has the words for.
            result = {"ok": True, "notice": self._(NOTICES[str(request.get("name"))])}
        elif op == "hint":
            result = self.give_hint()
        elif op == "state":
            result = {"ok": True}
        else:
            raise ValueError(f"unknown operation {op!r}")
        if op in ("start", "restart") and result.get("started") and request.get("kept"):
            # The page kept the replaced game one step away: say how to bring it back.
            result.setdefault("notice", self._(texts.KEPT_PREVIOUS))
        result["state"] = self.state(drawn=request.get("draw") is not False)
        if result.get("announce"):
            result["announce"] = sentence_start(result["announce"])
        said = result.get("announce") if result.get("ok") else result.get("message")
        status = result["state"]["status_text"]
        if said and status and op not in ("state", "resume"):
            said = self._(texts.AFTER_MOVE, move=said, status=status)
        result["speak"] = result.get("notice") or said or status
        return result
