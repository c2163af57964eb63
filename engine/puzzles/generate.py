"""The generator: candidates from the study's won lines and from play, filtered, rated, chosen.

A *task* is one source: a won line of the study (``line``), a deal's start at a redeal limit
(``start``, Crescent), a deal the study did not win played along the solver's best line
(``play``), or a won Forty Thieves line played on weakly from a late point (``weak``: the
solver's move order without search).  Each task returns candidate puzzles (dicts); the tasks run
through ``engine.solver.executor.run_unordered`` (a process pool, or Dask with ``--scheduler``),
and each finished task is appended to the checkpoint ``docs/puzzles/<game>.jsonl``, so a stopped
run continues.  The seed orders the tasks; the choice is made from the finished tasks in that order,
so the same seed, finished tasks and committed file give the same puzzles.  Everything a task
does is counted in positions, not seconds, so its result is the same on every machine.
"""

from __future__ import annotations

import json
import random
import time
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any, cast

from ..batch import checkpoint
from ..batch.progress import Progress
from ..forty_thieves import FortyThieves
from ..game import Game
from ..outcome import LAST_CARD, LOST, SEARCH, WON
from ..registry import GAMES, GameInfo, get
from ..solver import solve
from ..solver.executor import run_unordered
from ..solver.forty_thieves import FortyState
from ..solver.prove import Verdict, prove
from . import kinds as K
from .games import PUZZLE_GAMES, witness
from .model import (
    CAN_WIN,
    ONLY_MOVE,
    SEQUENCE,
    WIN_FROM_HERE,
    Puzzle,
    dump,
    fingerprint,
    load,
    position,
    puzzle_id,
    same_position,
)
from .rate import rate_all
from .tidy import tidy
from .verify import verify


@dataclass(frozen=True)
class Settings:
    """What a generation run searches with; the checkpoint keeps it and refuses other settings."""

    game: str
    seed: int = 1
    proof_budget: int = 4000  # positions per alternative's exact search
    play_budget: int = 3000  # the solver's search whose best line a ``play`` task follows
    lost_budget: int = 20000  # Forty Thieves: exact search of a "can it be won? no" position
    study: str = "docs/study"

    @property
    def info(self) -> GameInfo:
        return get(self.game)

    def header(self) -> dict[str, Any]:
        return {
            "puzzles": self.game,
            "seed": self.seed,
            "proof_budget": self.proof_budget,
            "play_budget": self.play_budget,
            "lost_budget": self.lost_budget,
        }


# --- tasks ------------------------------------------------------------------------------------


def tasks(s: Settings) -> list[dict[str, Any]]:
    """Every source of the game, in the seed's order (ids are stable)."""
    rows = [
        json.loads(x)
        for x in (Path(s.study) / f"{s.info.slug}.jsonl").read_text().splitlines()[1:]
        if x.strip()
    ]
    out: list[dict[str, Any]] = []
    for d in rows:
        code = d["code"]
        if d["line"]:
            line = d["line"].split()
            out.append({"id": f"line:{code}", "kind": "line", "code": code, "line": line})
            if s.info.redeals:
                out.append({"id": f"start:{code}", "kind": "start", "code": code, "line": line})
            else:  # a winnable deal played weakly: the position before its fatal move
                out.append({"id": f"weak:{code}", "kind": "weak", "code": code, "line": line})
        else:
            out.append({"id": f"play:{code}", "kind": "play", "code": code, "line": []})
        if s.info.redeals and not d["line"]:
            out.append({"id": f"start:{code}", "kind": "start", "code": code, "line": []})
    rng = random.Random(s.seed)
    rng.shuffle(out)
    # the cheap sources first (deal starts, then won lines, then play), so a short run has many
    out.sort(key=lambda t: ("start", "line", "weak", "play").index(t["kind"]))
    return out


def run_task(args: tuple[Settings, dict[str, Any]]) -> dict[str, Any]:
    """One task's candidates and its cost (positions are what the searches counted)."""
    s, task = args
    cpu = time.process_time()
    if task["kind"] == "line":
        found = from_line(s, task["code"], task["line"])
    elif task["kind"] == "start":
        found = from_start(s, task["code"], task["line"])
    elif task["kind"] == "weak":
        found = from_weak(s, task["code"], task["line"])
    else:
        found = from_play(s, task["code"], s.play_budget)
    return {
        "id": task["id"],
        "candidates": found,
        "seconds": round(time.process_time() - cpu, 3),
    }


def _cand(
    kind: str, code: str, redeals: int | None, prefix: list[str], **rest: Any
) -> dict[str, Any]:
    return {"kind": kind, "code": code, "redeals": redeals, "prefix": prefix, **rest}


def from_line(s: Settings, code: str, line: list[str]) -> list[dict[str, Any]]:
    """Decisions, sequences, wins from here and yes/no positions along one won line.

    Crescent: the plies after the line's last redeal (no redeal left, where the last-card bound
    proves most lost positions at once); Forty Thieves: the plies with at most 12 cards in the
    stock (its order is shown with the puzzle), the rest of the line is the winning proof.
    """
    redeals = line.count("redeal") if code.startswith("CR") else None
    g = position(code, redeals, [])
    first = _first_ply(g, line)
    out: list[dict[str, Any]] = []
    forty = g.info.stock
    plies: list[tuple[str, Any]] = []  # per ply from ``first``: ("auto"|"decision"|"open", data)
    for ply, action in enumerate(line):
        if ply >= first:
            rest = line[ply:]
            auto = K.played_for_player(g)
            if forty:  # decisions are rare on won Forty Thieves lines: yes, and the greedy check
                if ply == first or (not g.stock and ply > 0 and len(line) - ply in (30, 60)):
                    out.append(
                        _cand(
                            CAN_WIN, code, None, line[:ply], answer={"winnable": True, "line": rest}
                        )
                    )
                plies.append(("open", None))
            elif auto is not None and auto == rest[: len(auto)]:
                plies.append(("auto", auto))
            else:
                d = K.decide(g, _first_move(g, rest), s.proof_budget)
                plies.append(("decision", d) if d else ("open", None))
                if d is not None:
                    out += _decision_puzzles(g, code, redeals, line[:ply], rest, d)
            greedy = K.greedy_first(g)
            if 3 <= len(rest) <= 25 and greedy and greedy != rest[: len(greedy)]:
                v = prove(K.after(g, greedy), s.proof_budget)
                if v.outcome == LOST:
                    out.append(
                        _cand(
                            WIN_FROM_HERE,
                            code,
                            redeals,
                            line[:ply],
                            answer={"line": rest, "greedy": greedy},
                            alternatives=[_alt(greedy, v.proof, v.positions)],
                        )
                    )
        else:
            plies.append(("before", None))
        g.play(action)
    out += _sequences(code, redeals, line, plies)
    return out


def _first_ply(g: Game, line: list[str]) -> int:
    if g.info.redeals:
        return max((i for i, a in enumerate(line) if a == "redeal"), default=-1) + 1
    h = g.copy()
    for i, a in enumerate(line):
        if len(cast(FortyThieves, h).stock) <= 12:
            return i
        h.play(a)
    return len(line)


def _first_move(g: Game, rest: list[str]) -> str:
    """The line's next card move: a Crescent line may slide a met suit first (not a choice)."""
    for a in rest:
        if not K.is_slide(g.parse_move(a)):
            return a
    return rest[0]


def _alt(actions: list[str], proof: str, positions: int) -> dict[str, Any]:
    return {"move": " ".join(actions), "proof": proof, "positions": positions}


def _decision_puzzles(
    g: Game, code: str, redeals: int | None, prefix: list[str], rest: list[str], d: K.Decision
) -> list[dict[str, Any]]:
    """An only-move puzzle (3 or more distinct moves), a "yes" at a 2-way decision, and a "no"
    for each alternative lost by a bound the words can explain (or an exact search)."""
    out: list[dict[str, Any]] = []
    if rest[0] != d.answer:  # slides first: play them as part of the prefix
        k = rest.index(d.answer)
        prefix, rest = prefix + rest[:k], rest[k:]
    if d.distinct >= 3:
        out.append(
            _cand(
                ONLY_MOVE,
                code,
                redeals,
                prefix,
                answer={"move": d.answer, "line": rest},
                alternatives=d.alternatives,
                distinct=d.distinct,
            )
        )
    elif d.distinct == 2:
        out.append(_cand(CAN_WIN, code, redeals, prefix, answer={"winnable": True, "line": rest}))
    for a in d.alternatives:
        no = _no(g, code, redeals, [*prefix, a["move"]], a["proof"], a["positions"])
        if no is not None:
            out.append(no)
    return out


def _critical(
    s: Settings, g: Game, code: str, prefix: list[str], win: list[str], wrong: str
) -> list[dict[str, Any]]:
    """The position before the played line's fatal move ``wrong``: a decision if every other
    move is proved lost too (else a "yes": it can still be won, though ``wrong`` loses), a win
    from here if the greedy first move is proved lost."""
    out: list[dict[str, Any]] = []
    d = K.decide(g, win[0], s.proof_budget)
    if d is not None:
        out += _decision_puzzles(g, code, None, prefix, win, d)
    else:
        yes = {"winnable": True, "line": win, "wrong": wrong}
        out.append(_cand(CAN_WIN, code, None, prefix, answer=yes))
    greedy = K.greedy_first(g)
    if 3 <= len(win) <= 25 and greedy and greedy != win[: len(greedy)]:
        lost = prove(K.after(g, greedy), s.lost_budget)
        if lost.outcome == LOST:
            out.append(
                _cand(
                    WIN_FROM_HERE,
                    code,
                    None,
                    prefix,
                    answer={"line": win, "greedy": greedy, "wrong": wrong},
                    alternatives=[_alt(greedy, lost.proof, lost.positions)],
                )
            )
    return out


def _no(
    g: Game, code: str, redeals: int | None, prefix: list[str], proof: str, positions: int
) -> dict[str, Any] | None:
    """A "can it be won? no" candidate when its proof can be told: the last-card witness in
    words, or an exhausted search (its size and best line)."""
    h = position(code, redeals, prefix)
    if proof == LAST_CARD:
        w = witness(h)
        if w is None:
            return None
        return _cand(
            CAN_WIN,
            code,
            redeals,
            prefix,
            answer={"winnable": False, "proof": LAST_CARD, "reason": w.to_dict()},
        )
    if proof == SEARCH and positions >= 20:
        v = prove(h, positions)
        if v.outcome == LOST:
            return _cand(
                CAN_WIN,
                code,
                redeals,
                prefix,
                answer={
                    "winnable": False,
                    "proof": SEARCH,
                    "positions": v.positions,
                    "best_cards": v.best_cards,
                    "best_line": v.best_line,
                },
            )
    return None


def _sequences(
    code: str, redeals: int | None, line: list[str], plies: list[tuple[str, Any]]
) -> list[dict[str, Any]]:
    """Runs of 2–6 decisions with only played-for-you moves between them."""
    out: list[dict[str, Any]] = []
    run: list[int] = []  # ply indices of the current run (decisions and autos)

    def close() -> None:
        dec = [i for i in run if plies[i][0] == "decision"]
        while len(dec) >= 2:
            chunk, dec[:] = dec[:6], dec[6:]
            if len(chunk) < 2:
                break
            a, b = chunk[0], chunk[-1]
            steps = []
            for i in range(a, b + 1):
                kind, data = plies[i]
                if kind == "decision":
                    steps.append(
                        {"move": data.answer, "player": True, "alternatives": data.alternatives}
                    )
                else:
                    steps.append({"move": " ".join(data), "player": False})
            played = [x for st in steps for x in st["move"].split()]
            if line[a : a + len(played)] != played:
                continue  # a slide before a decision's answer: leave such runs out
            out.append(
                _cand(
                    SEQUENCE,
                    code,
                    redeals,
                    line[:a],
                    answer={"steps": steps, "line": line[a + len(played) :]},
                    distinct=min(len(s["alternatives"]) + 1 for s in steps if s["player"]),
                )
            )
        run.clear()

    for ply, (kind, data) in enumerate(plies):
        if kind == "decision" or (kind == "auto" and run):
            run.append(ply)
            if kind == "auto" and len(data) > 1:
                close()  # autos with slides are left out of sequences (one action per step)
        else:
            close()
    close()
    return out


def from_start(s: Settings, code: str, line: list[str]) -> list[dict[str, Any]]:
    """Crescent: "can this deal be won with R redeals?" at the deal's start.  Yes with the
    study's line at its own redeals (1 at most: a longer line is no fair puzzle), no with the
    words of the last-card witness at 0 redeals."""
    out: list[dict[str, Any]] = []
    if line and line.count("redeal") <= 1:
        out.append(
            _cand(CAN_WIN, code, line.count("redeal"), [], answer={"winnable": True, "line": line})
        )
    g = position(code, 0, [])
    v = prove(g, 1)
    if v.outcome == LOST and v.proof == LAST_CARD:
        no = _no(g, code, 0, [], LAST_CARD, 1)
        if no is not None:
            out.append(no)
    return out


def from_play(s: Settings, code: str, budget: int) -> list[dict[str, Any]]:
    """A deal the study did not win, played along the solver's best line on ``budget``
    positions: see ``_walk_back``."""
    return _walk_back(s, code, solve(code, budget=budget).best_line, 0, None)


def from_weak(s: Settings, code: str, line: list[str]) -> list[dict[str, Any]]:
    """A won Forty Thieves line followed to a late point (the stock down to 12 cards, then
    empty), from where the solver's move order alone plays on (no search, no position twice):
    where that loses, the position before its fatal move is often a decision."""
    out: list[dict[str, Any]] = []
    g = position(code, None, [])
    starts: list[int] = []
    for ply, a in enumerate(line):
        stock = cast(FortyThieves, g).stock  # weak lines are Forty Thieves'
        if (len(stock) <= 12 and not starts) or (not stock and len(starts) == 1):
            starts.append(ply)
        g.play(a)
    for k in starts:
        h = cast(FortyThieves, position(code, None, line[:k]))
        played = line[:k] + _greedy_play(h, 200)
        out += _walk_back(s, code, played, k, line[k:])
    return out


def _greedy_play(g: FortyThieves, limit: int) -> list[str]:
    """The solver's first move in order, never to a position met before, until stuck."""
    g = g.copy()
    seen = {FortyState(g).key()}
    out: list[str] = []
    for _ in range(limit):
        if g.is_won:
            break
        st = FortyState(g)
        for m in st.moves():
            st.make(m)
            key = st.key()
            st.unmake(m, 0)
            if key not in seen:
                seen.add(key)
                acts = FortyState.notation(m)
                g.play_all(acts)
                out += acts
                break
        else:
            break
    return out


def _walk_back(
    s: Settings, code: str, line: list[str], first: int, known: list[str] | None
) -> list[dict[str, Any]]:
    """The latest positions of ``line`` proved lost by an exact search ("no"), walking back (not
    before ply ``first``, where ``known`` wins if given) to the first one that is not; if a
    search wins from that one, it is the position before the fatal move (``_critical``)."""
    games = [position(code, None, [])]
    for a in line:
        h = games[-1].copy()
        h.play(a)
        games.append(h)
    out: list[dict[str, Any]] = []
    earliest: int | None = None
    for ply in range(len(line), max(first - 1, len(line) - 40), -1):
        v = prove(games[ply], s.lost_budget)
        if v.outcome == LOST:
            earliest = ply
            continue
        if earliest is not None and v.outcome != WON:
            if ply == first and known is not None:
                v = Verdict(WON, line=known)
            else:  # the heuristic search finds wins sooner
                r = solve(games[ply], budget=s.lost_budget)
                if r.outcome == WON:
                    v = Verdict(WON, line=r.moves)
        if v.outcome == WON and earliest is not None:
            out += _critical(s, games[ply], code, line[:ply], v.line, line[ply])
        break
    if earliest is not None and earliest < len(line):
        no = _no(games[earliest], code, None, line[:earliest], SEARCH, s.lost_budget)
        if no is not None:
            out.append(no)
    return out


# --- the run ----------------------------------------------------------------------------------


def checkpoint_path(out: Path, game: str) -> Path:
    return out / f"{GAMES[game].slug}.jsonl"


def read_checkpoint(path: Path, s: Settings) -> dict[str, dict[str, Any]]:
    """Finished tasks by id; a checkpoint of other settings is refused (CheckpointError, a
    ValueError: ``engine.batch.checkpoint``)."""
    return checkpoint.read(path, lambda header: header == s.header(), "id")


def run(
    s: Settings,
    out: Path,
    jobs: int = 1,
    scheduler: str | None = None,
    limit: int | None = None,
    restart: bool = False,
    quiet: bool = False,
) -> Path:
    """Run the tasks not in the checkpoint (at most ``limit`` of them), then choose and write
    ``docs/puzzles/<game>.json`` from every finished task."""
    out.mkdir(parents=True, exist_ok=True)
    ck = checkpoint_path(out, s.game)
    done = checkpoint.start(ck, s.header(), "id", restart=restart)
    order = tasks(s)
    todo = [t for t in order if t["id"] not in done]
    if limit is not None:
        todo = todo[:limit]
    with checkpoint.appending(ck) as record, Progress(len(todo), "tasks", quiet) as bar:
        for res in run_unordered(run_task, [(s, t) for t in todo], jobs=jobs, scheduler=scheduler):
            record(res)
            done[res["id"]] = res
            bar.update(f"{len(done)}/{len(order)} done")
    return write(s, out, order, done)


def choose(
    s: Settings,
    order: list[dict[str, Any]],
    done: dict[str, Any],
    rejected: list[str],
    keep: frozenset[str] = frozenset(),
) -> list[Puzzle]:
    """The puzzles, from the finished tasks in the seed's order: each kind up to its quota, a
    position once, "can it be won?" as many yes as no, each side spread over its sources
    (``_spread``)."""
    cands: dict[str, list[dict[str, Any]]] = {k: [] for k, _ in PUZZLE_GAMES[s.game].quota}
    for t in order:
        res = done.get(t["id"])
        if res is None:
            continue
        for c in res["candidates"]:
            cands[c["kind"]].append({**c, "source": t["id"]})
    for pool in cands.values():  # the puzzles committed before first, in their own order
        pool.sort(key=lambda c: _cand_id(s.game, c) not in keep)
    used: set[str] = set()
    chosen: list[Puzzle] = []
    fp = fingerprint()
    for kind, quota in PUZZLE_GAMES[s.game].quota:
        pool = cands[kind]
        if kind == CAN_WIN:
            yes = _spread([c for c in pool if c["answer"]["winnable"]])
            no = _spread([c for c in pool if not c["answer"]["winnable"]])
            pool = _interleave(yes, no)
        else:
            pool = _spread(pool)
        n = 0
        for c in pool:
            if n >= quota:
                continue
            # a position once, however reached (a slide or the other foundation apart)
            key = same_position(position(c["code"], c["redeals"], c["prefix"]))
            if key in used:
                continue
            p = _puzzle(s.game, c, fp)
            if verify(p, deep=False):  # made by older code, or a claim that does not hold: left out
                rejected.append(p.id)
                continue
            used.add(key)
            chosen.append(p)
            n += 1
    chosen = _balanced(chosen)
    rate_all(chosen)
    return chosen


def _cand_id(game: str, c: dict[str, Any]) -> str:
    return puzzle_id(game, c["kind"], c["code"], c["redeals"], c["prefix"])


def _balanced(chosen: list[Puzzle]) -> list[Puzzle]:
    """As many "yes" as "no" puzzles: the last chosen of the larger side are left out (bands
    are thirds of each side, so every band then holds half of each)."""
    yes = [p.id for p in chosen if p.kind == CAN_WIN and p.answer["winnable"]]
    no = [p.id for p in chosen if p.kind == CAN_WIN and not p.answer["winnable"]]
    n = min(len(yes), len(no))
    out = set(yes[n:]) | set(no[n:])
    return [p for p in chosen if p.id not in out]


def _stratum(c: dict[str, Any]) -> tuple[str, str]:
    """Where a candidate comes from: its task's kind and its proof (a deal's start, a won line,
    a weak line, play; the last-card witness or a search); a win from here: its line's length
    in thirds of 3-25 moves (short and long lines alike, not mostly the long ones)."""
    if c["kind"] == WIN_FROM_HERE:
        return "line", str(min(2, (len(c["answer"]["line"]) - 3) // 8))
    if c["kind"] != CAN_WIN:
        return "", ""
    return c["source"].split(":", 1)[0], c["answer"].get("proof", "")


def _spread(pool: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """``pool`` taken from each stratum in turn (each in its own order), so the chosen puzzles
    mix deal starts with mid-game positions, short proofs with long ones: without it the cheap
    deal starts, first in the task order, would fill the quota and every band alike."""
    by: dict[tuple[str, str], list[dict[str, Any]]] = {}
    for c in pool:
        by.setdefault(_stratum(c), []).append(c)
    return _interleave(*by.values())


def _interleave(*lists: list[Any]) -> list[Any]:
    """The lists' items taken in turn, one from each while it lasts."""
    out: list[Any] = []
    for i in range(max((len(x) for x in lists), default=0)):
        out += [x[i] for x in lists if i < len(x)]
    return out


def any_win(kind: str, answer: dict[str, Any]) -> bool:
    """Whether ``answer`` is a winning line where any win counts (so it may be tidied)."""
    return kind == WIN_FROM_HERE or (kind == CAN_WIN and bool(answer.get("winnable")))


def themes_of(g: Game, kind: str, ans: dict[str, Any]) -> list[str]:
    """The puzzle's themes: what its answer's first move does (or the proof of a "no"), and
    a known stock order."""
    if kind == ONLY_MOVE:
        first = [ans["move"]]
    elif kind == SEQUENCE:
        first = [ans["steps"][0]["move"]]
    else:
        first = ans.get("line", [])[:1]
    greedy = K.greedy_first(g)
    themes = K.themes(g, first, greedy) if first else []
    if kind == CAN_WIN and not ans["winnable"]:
        themes = [ans["proof"]]
    if g.info.stock and cast(FortyThieves, g).stock:
        themes.append("stock-order-shown")
    return sorted(set(themes))


def tidied(p: Puzzle) -> Puzzle:
    """``p`` with its winning line tidied (``tidy``) and its themes read from the new line; its
    difficulty stays as measured on the solver's line (a feature of the search that found it)."""
    if not any_win(p.kind, p.answer):
        return p
    g = p.position()
    ans = {**p.answer, "line": tidy(g, p.answer["line"])}
    return replace(p, answer=ans, themes=themes_of(g, p.kind, ans))


def _tidied_dict(d: dict[str, Any]) -> tuple[int, dict[str, Any]]:
    return d["n"], tidied(Puzzle.from_dict(d["puzzle"])).to_dict()


def tidy_file(path: Path, jobs: int = 1, scheduler: str | None = None, quiet: bool = False) -> int:
    """Tidy the winning lines of a committed puzzle file in place (``tidied``), on ``jobs``
    processes or a Dask cluster; everything else stays as it is (which puzzles, their ids and
    order, the header).  The number of lines changed."""
    data = json.loads(path.read_text(encoding="utf-8"))
    before: list[dict[str, Any]] = data["puzzles"]
    after: list[dict[str, Any]] = list(before)
    tasks = [{"n": n, "puzzle": d} for n, d in enumerate(before)]
    with Progress(len(tasks), "puzzles", quiet=quiet) as bar:
        for n, d in run_unordered(_tidied_dict, tasks, jobs=jobs, scheduler=scheduler):
            after[n] = d
            bar.update()
    data["puzzles"] = after
    path.write_text(json.dumps(data, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    return sum(a != b for a, b in zip(before, after, strict=True))


def _puzzle(game: str, c: dict[str, Any], fp: str | None = None) -> Puzzle:
    """The puzzle of candidate ``c``; where any winning line counts, the page quotes the
    solver's without its detours (``tidied``, which reads the themes from that line)."""
    g = position(c["code"], c["redeals"], c["prefix"])
    extra = {"distinct": c["distinct"]} if "distinct" in c else {}
    p = Puzzle(
        id=puzzle_id(game, c["kind"], c["code"], c["redeals"], c["prefix"]),
        kind=c["kind"],
        game=game,
        code=c["code"],
        redeals=c["redeals"],
        prefix=c["prefix"],
        answer={**c["answer"], **extra},
        alternatives=c.get("alternatives", []),
        themes=themes_of(g, c["kind"], c["answer"]),
        source=c["source"],
        fingerprint=fp or fingerprint(),
    )
    return tidied(p)


def write(s: Settings, out: Path, order: list[dict[str, Any]], done: dict[str, Any]) -> Path:
    rejected: list[str] = []
    path = out / f"{s.info.slug}.json"
    # a committed puzzle stays while it verifies and its kind has room: a reader's progress and
    # links name puzzles by id
    keep = frozenset(p.id for p in load(path)) if path.exists() else frozenset()
    puzzles = choose(s, order, done, rejected, keep)
    cost = sum(d["seconds"] for d in done.values())
    extra = {
        "settings": s.header(),
        "tasks": {"done": len(done), "all": len(order), "cpu_seconds": round(cost, 1)},
        "rejected": rejected,
    }
    dump(path, s.game, puzzles, extra)
    return path
