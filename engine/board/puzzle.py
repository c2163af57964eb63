"""A puzzle played on the board: the session of a Play page (session.py) started at a puzzle's
position, where every move is checked against the puzzle before it stays.

The board, its drawing and the tap/drag/keys logic are the game session's; only ``_play`` (the
one door every move goes through) is replaced: a move the puzzle's answer names is confirmed
and the moves played for the player after it follow; a move the puzzle proves lost is taken back,
with why it loses in the page's language.  Win from here accepts any move that does not lose:
the greedy move and its proof come with the puzzle, any other move is checked by the solver on a
small budget and kept unless the search proves the loss (a search that runs out proves nothing,
and refusing a move that may win would be wrong; README.md "Solving puzzles").  A goal puzzle
(Forty Thieves: empty a column, get a card home, in N moves) takes any move after which the goal
can still be reached in the moves left; one after which a search of every line of the moves
left finds no way (engine/puzzles/goals.py) is taken back with that proof.

Requests (``handle``), on top of the game session's: ``puzzle`` (start: ``puzzle`` is one object of
``docs/puzzles/<game>.json``), ``answer`` (can-win: ``yes`` true/false), ``hint`` (two steps),
``show`` (the answer, step by step), ``step`` (``delta`` +1/−1), ``retry``.  Each answer carries
``puzzle``: what the page needs (phase, failed, solved, hint level, step).

Standard library only: this runs in Pyodide.
"""

from __future__ import annotations

from typing import Any

from engine.moves import DRAW, REDEAL, Move

from ..forty_thieves import FortyThieves
from ..grammar.articles import resolve_articles
from ..grammar.forms import fill
from ..grammar.typography import sentence_start
from ..outcome import LOST, WON
from ..puzzles import goals
from ..puzzles import texts as wording
from ..puzzles.model import Puzzle, position
from ..puzzles.puzzle_kinds import FREE, GOAL, kind_of
from ..registry import ACTIONS
from ..solver.prove import prove
from . import puzzle_texts as pt
from . import texts
from .session import Session

# A move off every known line in a win-from-here is searched on this many positions: enough to
# prove most losing moves there (the puzzles' own proofs took at most 4,000), short enough in
# Pyodide (about 2-3x slower than CPython) for a move to answer at once.
CHECK_BUDGET = 3_000
SOLVING, SOLVED, ANSWER, ASKING, STUCK = "solving", "solved", "answer", "asking", "stuck"
# The puzzle board's options, apart from the Play page's (session.DEFAULT_OPTIONS): the page's
# checkbox is rendered from them and stored under its own key (puzzleboard.js).
PUZZLE_OPTIONS = {"one_tap": False}


class PuzzleSession(Session):
    """The game session with a puzzle: the expected moves, the failure mark, hints, the answer."""

    def __init__(self, game: str, lang: str = "en", catalog: bytes | None = None) -> None:
        super().__init__(game, lang, catalog)
        # In a puzzle a tap selects and a second tap on a place moves (a stray tap must not fail
        # the try); the page's own puzzle-only setting turns one-tap on (PUZZLE_OPTIONS).
        self.options["one_tap"] = PUZZLE_OPTIONS["one_tap"]
        self.puzzle: Puzzle | None = None
        self.phase = SOLVING
        self.failed = False
        self.done = False  # the puzzle's answer was found (a can-win's answer may then be shown)
        self.hint_level = 0
        self.steps: list[dict[str, Any]] = []  # sequence/only-move: the decisions still to make
        self.line: list[str] = []  # win from here: a known winning line from the position
        self.shown: list[str] = []  # the answer's actions, stepped through on "show"
        self.step_at = 0
        self._winning_line: list[str] = []  # the last check's winning line, when it found one
        self.number: int | None = None  # the open puzzle's number on the pages
        self._goal: Any = None  # a goal puzzle's goal, as set at its position (goals.goal_of)

    # --- starting -----------------------------------------------------------------------------

    def begin(self, data: dict[str, Any]) -> dict[str, Any]:
        """Start ``data`` (a puzzle object of docs/puzzles/<game>.json) at its position."""
        number = data.get("number")  # its number on the pages (puzzle_board.py), not the model's
        # The board data's own fields (puzzle_board.py): the number, the trainer's rating.
        p = Puzzle.from_dict({k: v for k, v in data.items() if k not in ("number", "rating")})
        if p.game != self.kind:
            raise ValueError(f"a {p.game} puzzle on the {self.kind} board")
        self.puzzle = p
        self.number = number if isinstance(number, int) else None
        self.failed = False
        self._reset()
        # Every condition the answer depends on, as on the puzzle's card: the question, the
        # redeals left (Crescent) and the stock in order where the puzzle shows it.
        said = " ".join(self._shared(s) for s in wording.question(p, self.t, draw_rule=True))
        if not kind_of(p.kind).takes_moves:
            said += " " + self._(pt.ANSWER_YES_OR_NO)
        opened = said
        if self.number is not None:
            kind = self._(wording.KIND_NAMES[p.kind])
            opened = self._(pt.NOW_OPEN, number=self.number, kind=kind) + " " + said
        return {"ok": True, "announce": opened, "task": said, "started": True}

    def title(self) -> str:
        """ "Puzzle 392: Can this be won?", as on the puzzle's card ("" without its number)."""
        p = self.puzzle
        if p is None or self.number is None:
            return ""
        kind = self._(wording.KIND_NAMES[p.kind])
        return self._(wording.TITLE, number=self.number, kind=kind)

    def _shared(self, text: str) -> str:
        """A sentence of the puzzle pages' words (engine/puzzles/texts.py, already filled), with
        Hungarian articles resolved as ``_`` does for the board's own."""
        return resolve_articles(text) if self.lang == "hu" else text

    def _about_line(self, message: str, **values: Any) -> str:
        """A board sentence about a line of play, in the unit the game counts (pl "ciąg
        czynności" in Forty Thieves, "ciąg ruchów" in Crescent; hu a step "művelet" or "lépés")."""
        counted_in = self.game.info.counted_in
        said = wording.in_unit(self.t, message, pt.LINE_IN_ACTIONS, message, counted_in)
        return self._shared(fill(said, values))

    def _reset(self) -> None:
        """The puzzle's position again, nothing solved yet (the failure mark stays)."""
        p = self.puzzle
        assert p is not None
        game = position(p.code, p.redeals, p.prefix)
        self._begin(game, [str(m) for m in game.history])
        self.hint_level = 0
        self.done = False
        self.shown, self.step_at = [], 0
        spec = kind_of(p.kind)
        self.steps = spec.steps(p)
        self.line = spec.line(p) if spec.board in (FREE, GOAL) else []
        if spec.board == GOAL:
            self._goal = goals.goal_of(p.kind, game, p.answer)  # type: ignore[arg-type]
        self.phase = SOLVING if spec.takes_moves else ASKING
        self._played_for_player()

    def _played_for_player(self) -> list[str]:
        """Play the steps made for the player that come next; their words."""
        said = []
        while self.steps and not self.steps[0]["player"]:
            for action in self.steps.pop(0)["move"].split():
                said.append(self._(wording.PLAYED_FOR_YOU, move=self._apply(action)))
        return said

    def _apply(self, action: str) -> str:
        """Play ``action`` (known legal) and say it."""
        move = self.game.parse_move(action)
        card = self._moved_card(move)
        self.game.play(move)
        self.log.append(str(move))
        if move == DRAW:
            self.draws += 1
        return self.move_text(move, card)

    def _moved_card(self, move: Move) -> int | None:
        if move == REDEAL:
            return None
        if move == DRAW:
            stock = getattr(self.game, "stock", None)
            return stock[-1] if stock else None
        return self.game.top_card(move.src)

    # --- a move ---------------------------------------------------------------------------------

    def _play(self, move: Move) -> dict[str, Any]:
        """Every move of the board comes here: checked against the puzzle before it stays."""
        refused = self._refused(move)
        if refused is not None:
            return refused
        if self.puzzle is None or self.phase in (SOLVED, STUCK):
            return super()._play(move)
        if self.phase == ASKING:
            return {"ok": False, "message": self._(pt.ANSWER_FIRST), "reason": "answer_first"}
        if self.phase == ANSWER:
            return {"ok": False, "message": self._(pt.STEP_ONLY), "reason": "answer_shown"}
        board = kind_of(self.puzzle.kind).board
        if board == FREE:
            return self._play_free(move)
        if board == GOAL:
            return self._play_goal(move)
        return self._play_step(move)

    def _is_slide(self, move: Move) -> bool:
        return move.src[:1] == "f" and move.dst[:1] == "f"  # a Crescent slide (no other game has)

    def _play_step(self, move: Move) -> dict[str, Any]:
        """Only move and sequence: the step's move, or a move its proofs say loses."""
        step = self.steps[0]
        if str(move) == step["move"]:
            said = [self._(pt.CORRECT, move=self._apply(str(move)))]
            self.steps.pop(0)
            said += self._played_for_player()
            result: dict[str, Any] = {"ok": True, "verdict": "correct", "move": str(move)}
            if not self.steps:
                said.append(self._finish())
                result["verdict"] = "solved"
            result["announce"] = " ".join(said)
            return result
        if self._is_slide(move):
            return {"ok": False, "message": self._(pt.SLIDE), "reason": "slide"}
        proof = next((a for a in step["alternatives"] if a["move"] == str(move)), None)
        if proof is None:
            # Not in the puzzle's data (the data lists every other move: this is a safety net):
            # the solver's proof if it finds one, else the puzzle's word that the move loses.
            proof = self._check(move) or {"move": str(move), "proof": "", "positions": 0}
        return self._wrong(move, proof)

    def _play_free(self, move: Move) -> dict[str, Any]:
        """Win from here: any move that keeps the game winnable (as far as can be proved)."""
        proof = next((a for a in self.puzzle.alternatives if a["move"] == str(move)), None)  # type: ignore[union-attr]
        if proof is not None and len(self.log) == len(self.puzzle.prefix):  # type: ignore[union-attr]
            return self._wrong(move, proof)
        if self.line and self.line[0] == str(move):
            return self._keep(move, self.line[1:])
        if self._is_slide(move):  # a slide changes nothing the game can use: the line still holds
            return self._keep(move, self.line)
        proof = self._check(move)
        if proof is not None:
            return self._wrong(move, proof)
        return self._keep(move, self._winning_line)

    def _n(self, message: tuple[str, str], n: int, **values: Any) -> str:
        """A plural message for ``n``, filled as ``_`` fills one."""
        text = fill(self.t.ngettext(*message, n), {"count": n, **values})
        return resolve_articles(text) if self.lang == "hu" else text

    def _in_actions(self) -> bool:
        """Whether the game counts actions (a draw beside the moves), so a goal's count does."""
        return self.game.info.counted_in == ACTIONS

    def _n_goal(self, message: tuple[str, str], n: int, **values: Any) -> str:
        """A goal's plural sentence (a count of moves left), in the unit its game counts."""
        if not self._in_actions():
            return self._n(message, n, **values)
        return self._np(pt.GOAL_IN_ACTIONS[message], n, **values)

    def _np(self, message: tuple[str, str, str], n: int, **values: Any) -> str:
        """A plural message with its context for ``n``, filled as ``_`` fills one."""
        text = fill(self.t.npgettext(*message, n), {"count": n, **values})
        return resolve_articles(text) if self.lang == "hu" else text

    def _goal_values(self) -> dict[str, Any]:
        p = self.puzzle
        assert p is not None
        return {"card": self._card(int(p.answer["card"]))} if "card" in p.answer else {}

    def _moves_left(self) -> int:
        """The moves the goal puzzle still allows (a draw is a move)."""
        p = self.puzzle
        assert p is not None
        return int(p.answer["moves"]) - (len(self.log) - len(p.prefix))

    def _goal_line(self, game: FortyThieves, left: int) -> tuple[list[str] | None, bool]:
        """(a shortest line from ``game`` to the goal in at most ``left`` moves or None, whether
        the search was exhausted: a None it did not exhaust proves nothing)."""
        lines, _, done = goals.search(game, {0: self._goal}, left, goals.BUDGET)
        return lines.get(0), done

    def _play_goal(self, move: Move) -> dict[str, Any]:
        """A goal puzzle: any move after which the goal can still be reached in the moves left."""
        p = self.puzzle
        assert p is not None
        left = self._moves_left() - 1
        after = self.game.copy()
        after.play(move)
        ft = after if isinstance(after, FortyThieves) else None
        if ft is not None and self._goal(ft):
            said = self._(pt.GOAL_DONE[p.kind], move=self._apply(str(move)), **self._goal_values())
            self.line = []
            return {
                "ok": True,
                "verdict": "solved",
                "move": str(move),
                "announce": said + " " + self._finish(),
            }
        if self.line and self.line[0] == str(move):
            line: list[str] | None = self.line[1:]
        elif ft is None or left <= 0:
            line = None  # the last move, and the goal not reached
        else:
            line, done = self._goal_line(ft, left)
            if line is None and not done:
                line = []  # not proved out of reach: the move stays
        if line is None:
            return self._goal_wrong(move, left)
        played = self._apply(str(move))
        if move == DRAW:
            said = self._np(pt.GOAL_DRAW, left, move=played)
        else:
            said = self._n_goal(pt.GOAL_MOVE, left, move=played)
        self.line = line
        return {"ok": True, "verdict": "kept", "move": str(move), "announce": said}

    def _goal_wrong(self, move: Move, left: int) -> dict[str, Any]:
        """The move is taken back: after it the goal cannot be reached in the ``left`` moves."""
        self._fail()
        if move == DRAW:
            first = self._shared(self.t.pgettext(*pt.WRONG_GOAL_DRAW))
        else:
            values = {
                "card": self._card(self._moved_card(move)),
                "source": self.place_name(move.src),
                "target": self.place_name(move.dst),
            }
            if self._in_actions():
                said = fill(self.t.pgettext(*pt.WRONG_GOAL_MOVE_IN_ACTIONS), values)
                first = self._shared(said)
            else:
                first = self._(pt.WRONG_GOAL_MOVE, **values)
        if left > 0:
            why = self._n_goal(pt.GOAL_WHY, left)
        elif self._in_actions():
            why = self._shared(self.t.pgettext(*pt.GOAL_WHY_LAST_IN_ACTIONS))
        else:
            why = self._(pt.GOAL_WHY_LAST)
        return {
            "ok": False,
            "verdict": "wrong",
            "reason": "goal_out_of_reach",
            "proof": "search",
            "move": str(move),
            "message": " ".join([first, why, self._(pt.TRY_AGAIN)]),
        }

    def _check(self, move: Move) -> dict[str, Any] | None:
        """The proof that ``move`` loses, by the solver on ``CHECK_BUDGET`` positions, or None
        (it wins, or the search ran out); a winning line found is kept for the next moves."""
        after = self.game.copy()
        after.play(move)
        verdict = prove(after, CHECK_BUDGET)
        self._winning_line = list(verdict.line) if verdict.outcome == WON else []
        if verdict.outcome == LOST:
            return {"move": str(move), "proof": verdict.proof, "positions": verdict.positions}
        return None

    def _keep(self, move: Move, line: list[str]) -> dict[str, Any]:
        said = self._apply(str(move))
        self.line = line
        result: dict[str, Any] = {"ok": True, "verdict": "kept", "move": str(move)}
        if self.game.is_won:
            said = self._(pt.CORRECT, move=said) + " " + self._finish()
            result["verdict"] = "solved"
        elif self.game.status == "stuck":
            self.phase = STUCK
            self._fail()
            said = self._(texts.AFTER_MOVE, move=said, status=self._about_line(pt.STUCK))
            result["verdict"] = "stuck"
        result["announce"] = said
        return result

    def _finish(self) -> str:
        self.phase = SOLVED
        self.done = True
        return self._(pt.DONE_NOT_SOLVED if self.failed else pt.SOLVED)

    def _fail(self) -> None:
        self.failed = True

    def _wrong(self, move: Move, proof: dict[str, Any]) -> dict[str, Any]:
        """The move is not played (the position stays); why it loses, in the page language."""
        self._fail()
        card = self._moved_card(move)
        if move == REDEAL:
            first = self._(pt.WRONG_REDEAL)
        elif move == DRAW:
            first = self._(pt.WRONG_DRAW)
        else:
            first = self._(
                pt.WRONG_MOVE,
                card=self._card(card),
                source=self.place_name(move.src),
                target=self.place_name(move.dst),
            )
        sentences = [first, *self.why(move, proof), self._(pt.TRY_AGAIN)]
        return {
            "ok": False,
            "verdict": "wrong",
            "reason": "loses",
            "proof": proof["proof"],
            "move": str(move),
            "message": " ".join(sentences),
        }

    def why(self, move: Move, proof: dict[str, Any]) -> list[str]:
        """Why ``move`` loses, from its proof, in the puzzle pages' words (the last-card witness
        told card by card where the position has one); nothing for a move with no proof."""
        if not proof["proof"]:
            return []
        alt = {"move": str(move), "proof": proof["proof"], "positions": proof.get("positions") or 0}
        key = self.puzzle.id if self.puzzle is not None else ""
        return [self._shared(s) for s in wording.why_lost(self.game, alt, self.t, key)]

    # --- can-win ------------------------------------------------------------------------------

    def answer(self, yes: bool) -> dict[str, Any]:
        p = self.puzzle
        if p is None or kind_of(p.kind).takes_moves or self.phase != ASKING:
            return {"ok": False, "message": self._(pt.STEP_ONLY), "reason": "not_asking"}
        winnable = bool(p.answer["winnable"])
        right = yes == winnable
        self.done = True
        if not right:
            self._fail()
        if winnable:
            self._show(p.answer["line"])
            said = (
                (pt.YES_RIGHT_DEAL, pt.YES_WRONG_DEAL)
                if p.at_deal_start
                else (pt.YES_RIGHT, pt.YES_WRONG)
            )
            text = self._about_line(said[0] if right else said[1])
            sentences = [text]
        else:
            self.phase = SOLVED
            said = (
                (pt.NO_RIGHT_DEAL, pt.NO_WRONG_DEAL)
                if p.at_deal_start
                else (pt.NO_RIGHT, pt.NO_WRONG)
            )
            text = self._(said[0] if right else said[1])
            sentences = [text, *wording.no_reason(p, self.t)]
        verdict = "solved" if right else "wrong"
        return {"ok": True, "verdict": verdict, "announce": " ".join(sentences), "why": sentences}

    # --- help: hints and the answer -------------------------------------------------------------

    def next_action(self) -> str | None:
        """The move the answer makes next from here, if one is known."""
        if self.steps:
            return str(self.steps[0]["move"]).split()[0]
        if self.line:
            return self.line[0]
        p = self.puzzle
        if p is not None and kind_of(p.kind).board == GOAL and isinstance(self.game, FortyThieves):
            # off the known line: a shortest line from here, else the kind's hint player's move
            line, _ = self._goal_line(self.game, self._moves_left())
            if line:
                self.line = line
                return line[0]
            move = goals.greedy_move(p.kind, self.game, p.answer, self._goal, set())
            return None if move is None else str(move)
        return None

    def puzzle_hint(self) -> dict[str, Any]:
        """First the theme in words, then the card to move (marked on the board)."""
        p = self.puzzle
        if p is None or self.phase not in (SOLVING, ASKING):
            return {"ok": False, "message": self._(pt.HINT_OVER), "reason": "no_hint"}
        self.selected = None
        self.hint_level = min(self.hint_level + 1, 2)
        spec = kind_of(p.kind)
        if self.hint_level == 1 and not spec.takes_moves:
            # The same for every can-win: a theme's hint would tell a "no" from a "yes".
            return {"ok": True, "announce": self._(pt.HINT_CAN_WIN), "hint_level": 1}
        if self.hint_level == 1 and spec.board == GOAL:
            said = self._(pt.HINT_GOAL[p.kind], **self._goal_values())
            return {"ok": True, "announce": said, "hint_level": 1}
        if self.hint_level == 1:
            hints = wording.THEME_HINTS
            said = " ".join(self._(hints[t]) for t in p.themes if t in hints)
            said = said or self._(pt.HINT_GENERIC)
            return {"ok": True, "announce": said, "hint_level": 1}
        action = self.next_action() if spec.takes_moves else None
        if action is None:
            return {"ok": True, "announce": self._(pt.HINT_NO_MORE), "hint_level": 2}
        move = self.game.parse_move(action)
        self.hint = move
        if move == REDEAL:
            said = self._(pt.HINT_REDEAL)
        elif move == DRAW:
            said = self._(pt.HINT_DRAW)
        else:
            said = self._(pt.HINT_CARD, card=self._card(self.game.top_card(move.src)))
        return {"ok": True, "announce": said, "hint": action, "hint_level": 2}

    def answer_line(self) -> list[str]:
        """The actions "Show the answer" steps through, from the puzzle's position."""
        p = self.puzzle
        assert p is not None
        return kind_of(p.kind).line(p)

    def show_answer(self) -> dict[str, Any]:
        """Step through the answer from the position; the puzzle counts as not solved."""
        if self.puzzle is None:
            return {"ok": False, "message": self._(pt.STEP_ONLY), "reason": "no_puzzle"}
        self._fail()
        self._show(self.answer_line())
        return {"ok": True, "announce": self._(pt.ANSWER_SHOWN), "verdict": "shown"}

    def _show(self, line: list[str]) -> None:
        p = self.puzzle
        assert p is not None
        self._begin(position(p.code, p.redeals, p.prefix), list(p.prefix))
        self.phase, self.shown, self.step_at = ANSWER, line, 0

    def step(self, delta: int) -> dict[str, Any]:
        """The answer one step on (+1) or back (−1), replayed from the position."""
        if self.phase != ANSWER or not self.shown:
            return {"ok": False, "message": self._(pt.STEP_ONLY), "reason": "no_steps"}
        at = max(0, min(len(self.shown), self.step_at + delta))
        p = self.puzzle
        assert p is not None
        self._begin(position(p.code, p.redeals, p.prefix), list(p.prefix))
        moved = [self._apply(action) for action in self.shown[:at]]  # replayed, the last said
        said = self._(pt.STEP_START)
        if moved:
            said = self._about_line(pt.STEP, n=at, total=len(self.shown), move=moved[-1])
        self.step_at = at
        return {"ok": True, "announce": said}

    def retry(self) -> dict[str, Any]:
        if self.puzzle is None:
            return {"ok": False, "message": self._(pt.STEP_ONLY), "reason": "no_puzzle"}
        self._reset()
        return {"ok": True, "announce": self._(pt.RETRY)}

    # --- the page's requests ---------------------------------------------------------------------

    def puzzle_state(self) -> dict[str, Any] | None:
        p = self.puzzle
        if p is None:
            return None
        # The difficulty only once the puzzle is answered: its band could tell a can-win's answer.
        answered = self.done or self.phase in (ANSWER, SOLVED, STUCK)
        band = p.difficulty.get("band") if isinstance(p.difficulty, dict) else None
        difficulty = (
            self._(wording.DIFFICULTY[band]) if answered and band in wording.DIFFICULTY else ""
        )
        return {
            "id": p.id,
            "title": self.title(),
            "difficulty": difficulty,
            "kind": p.kind,
            "phase": self.phase,
            "failed": self.failed,
            "solved": self.done and not self.failed,
            "hint_level": self.hint_level,
            "step": self.step_at,
            "steps": len(self.shown),
        }

    def handle(self, request: dict[str, Any]) -> dict[str, Any]:
        op = request.get("op")
        if op == "puzzle":
            result = self.begin(request["puzzle"])
        elif op == "answer":
            result = self.answer(bool(request.get("yes")))
        elif op == "hint":
            result = self.puzzle_hint()
        elif op == "show":
            result = self.show_answer()
        elif op == "step":
            result = self.step(int(request.get("delta", 1)))
        elif op in ("retry", "restart"):
            result = self.retry()
        elif op == "undo":
            # A wrong move never stays and a right one is the puzzle's: nothing to undo.
            result = {"ok": False, "message": self._(texts.NOTHING_TO_UNDO), "reason": "no_undo"}
        else:
            return self._with_puzzle(super().handle(request))
        return self._with_puzzle(super().handle({**request, "op": "state"}) | result)

    def _with_puzzle(self, result: dict[str, Any]) -> dict[str, Any]:
        result["puzzle"] = self.puzzle_state()
        if result.get("announce"):
            result["announce"] = sentence_start(result["announce"])
        said = result.get("announce") if result.get("ok") else result.get("message")
        result["speak"] = result.get("notice") or said or result["state"]["status_text"]
        return result


def new_session(game: str, lang: str = "en", catalog: bytes | None = None) -> PuzzleSession:
    """The worker's entry point for a Puzzles page."""
    return PuzzleSession(game, lang, catalog)


__all__ = ["CHECK_BUDGET", "PUZZLE_OPTIONS", "PuzzleSession", "new_session"]
