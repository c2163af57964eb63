"""The winnability study: the first N deals of a game, each at several redeal limits.

Runs on all cores or on a Dask cluster (one deal per task, ``executor.run_unordered``), shows a
progress bar on standard error and appends every finished deal to a JSONL checkpoint as it
arrives, so a stopped study continues where it was; the results are written in seed order,
whatever order the deals finished in.  Limits reuse each other's facts: a win with k redeals is
a win with every limit >= k, and a proof with some limit is a proof with every smaller one, so
those entries are filled in (``inferred``) instead of searched.  Limits are searched from the
highest down; a win found at a lower limit is then carried up to the higher ones.  Last, each
Crescent limit still undecided below the best won line's redeals gets a *descent*
(``core.descend``): searches from positions along that line.

A checkpoint made before the descent step existed is continued, not refused: its deals get the
descent step alone, and the updated deal is appended (the last line of a seed counts).
"""

from __future__ import annotations

import json
import os
import platform
import statistics
import sys
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..batch import checkpoint
from ..batch.progress import Progress
from ..codes import make_code
from ..outcome import LOST, UNDECIDED, WON, Outcome
from ..registry import GameInfo, get
from .core import descend, solve
from .executor import describe_cluster, run_unordered


def outcome(entry: dict[str, Any]) -> Outcome:
    """The outcome of one result of the checkpoint or the study file (written as
    ``Outcome.study_word``)."""
    return Outcome.parse(entry["outcome"])


@dataclass(frozen=True)
class Settings:
    game: str  # engine name: crescent / forty_thieves
    deals: int
    limits: tuple[int, ...]  # redeal limits (Forty Thieves: (0,))
    budget: int
    time_limit: float | None
    descent: int = 0  # Crescent: positions per limit for the descent step (0: none)

    @property
    def info(self) -> GameInfo:
        return get(self.game)

    def header(self) -> dict[str, Any]:
        return {
            "study": self.game,
            "budget": self.budget,
            "time_limit": self.time_limit,
            "limits": list(self.limits),
            "descent": self.descent,
        }

    def matches(self, header: dict[str, Any]) -> bool:
        """``header`` is this study's, or this study's from before the descent step existed."""
        mine = self.header()
        if "descent" not in header:
            mine.pop("descent")
        return header == mine


def study_deal(args: tuple[Settings, int]) -> dict[str, Any]:
    """All limits of one deal (seed); the JSONL line of the checkpoint."""
    s, seed = args
    code = str(make_code(s.game, seed))
    crescent = s.info.redeals
    entries: dict[int, dict[str, Any]] = {}
    line: list[str] = []
    line_redeals = -1
    for k in sorted(s.limits, reverse=True):
        if k in entries:
            continue
        cpu = time.thread_time()
        r = solve(code, k if crescent else None, s.budget, s.time_limit)
        entries[k] = {
            "code": code,
            "redeals": k,
            "outcome": r.outcome.study_word,
            "positions": r.positions,
            "seconds": round(time.thread_time() - cpu, 3),  # CPU time of this thread alone
            "best_cards": r.best_cards,
            "inferred": False,
        }
        if r.outcome == WON:
            if line_redeals < 0 or r.redeals_used < line_redeals:
                line, line_redeals = r.moves, r.redeals_used
            for k2 in s.limits:
                if r.redeals_used <= k2 < k and k2 not in entries:
                    entries[k2] = _inferred(code, k2, WON)
        elif r.outcome == LOST:
            for k2 in s.limits:
                if k2 < k and k2 not in entries:
                    entries[k2] = _inferred(code, k2, LOST)
    if line_redeals >= 0:  # carry the best win up to higher limits still undecided
        for k, e in entries.items():
            if k >= line_redeals and outcome(e) == UNDECIDED:
                entries[k] = {**e, "outcome": WON.study_word, "best_cards": 104}
                entries[k]["inferred"] = True
    d = {
        "seed": seed,
        "code": code,
        "results": [entries[k] for k in sorted(entries)],
        "line": " ".join(line),
    }
    return descend_deal((s, d)) if crescent else d


def descend_deal(args: tuple[Settings, dict[str, Any]]) -> dict[str, Any]:
    """The descent step of one deal's checkpoint line: each limit still undecided below the
    redeals of its won line is searched from positions along that line (``core.descend``)."""
    s, d = args
    entries = {e["redeals"]: dict(e) for e in d["results"]}
    line = d["line"].split()
    if s.descent > 0 and line:
        for k in sorted(entries, reverse=True):
            e = entries[k]
            if outcome(e) != UNDECIDED or line.count("redeal") <= k:
                continue
            cpu = time.thread_time()
            r = descend(d["code"], line, k, s.descent)
            e["positions"] += r.positions
            e["seconds"] = round(e["seconds"] + time.thread_time() - cpu, 3)
            e["descent"] = r.positions
            if r.outcome == WON:
                line = r.moves
                e.update(outcome=WON.study_word, best_cards=104)
                for k2, e2 in entries.items():  # the new line may use even fewer redeals
                    if r.redeals_used <= k2 < k and outcome(e2) == UNDECIDED:
                        entries[k2] = _inferred(d["code"], k2, WON)
    return {
        **d,
        "results": [entries[k] for k in sorted(entries)],
        "line": " ".join(line),
        "descent": s.descent,
    }


def _inferred(code: str, k: int, known: Outcome) -> dict[str, Any]:
    return {
        "code": code,
        "redeals": k,
        "outcome": known.study_word,
        "positions": 0,
        "seconds": 0.0,
        "best_cards": 104 if known == WON else 0,
        "inferred": True,
    }


def read_checkpoint(path: Path, s: Settings) -> dict[int, dict[str, Any]]:
    """Deals already done (seed -> line); a checkpoint of other settings is an error
    (``engine.batch.checkpoint``)."""
    return checkpoint.read(path, s.matches, "seed")


def run(
    s: Settings,
    out: Path,
    jobs: int,
    restart: bool = False,
    quiet: bool = False,
    scheduler: str | None = None,
) -> Path:
    """Run (or continue) the study, on ``jobs`` local processes or the Dask cluster of
    ``scheduler`` (``tcp://HOST:PORT``); returns the path of the JSON results."""
    machine = None
    if scheduler is not None:  # an unreachable scheduler fails here, before any file is touched
        machine, jobs = describe_cluster(scheduler)
        if not jobs and not quiet:
            print(f"no worker at {scheduler} yet: the study waits for one", file=sys.stderr)
    out.mkdir(parents=True, exist_ok=True)
    stem = s.info.slug
    ckpt = out / f"{stem}.jsonl"
    done = checkpoint.start(ckpt, s.header(), "seed", s.matches, restart)
    todo: list[tuple[Any, Any]] = [
        (study_deal, (s, seed)) for seed in range(1, s.deals + 1) if seed not in done
    ]
    if s.info.redeals:  # deals checkpointed before the descent step get that step alone
        todo += [
            (descend_deal, (s, done[seed]))
            for seed in sorted(done)
            if seed <= s.deals and done[seed].get("descent", 0) != s.descent
        ]
    with checkpoint.appending(ckpt) as record, Progress(len(todo), "tasks", quiet) as bar:
        results = run_unordered(_run_task, todo, jobs=jobs, scheduler=scheduler)
        try:
            for d in results:
                record(d)
                done[d["seed"]] = d
                bar.update(f"{len(done)}/{s.deals} deals")
        finally:
            results.close()
    return write_results(s, done, out, jobs, machine)


def _run_task(task: tuple[Any, Any]) -> dict[str, Any]:
    fn, args = task
    result: dict[str, Any] = fn(args)
    return result


def summarize(s: Settings, done: dict[int, dict[str, Any]]) -> list[dict[str, Any]]:
    rows = []
    for k in s.limits:
        es = [e for d in done.values() for e in d["results"] if e["redeals"] == k]
        searched = [e["seconds"] for e in es if e["positions"]]  # a win carried up was searched
        rows.append(
            {
                "redeals": k,
                "deals": len(es),
                "won": sum(outcome(e) == WON for e in es),
                "unwinnable": sum(outcome(e) == LOST for e in es),
                "undecided": sum(outcome(e) == UNDECIDED for e in es),
                "searched": len(searched),
                "median_seconds": round(statistics.median(searched), 3) if searched else 0.0,
                "mean_best_cards_undecided": round(
                    statistics.mean([e["best_cards"] for e in es if outcome(e) == UNDECIDED]), 1
                )
                if any(outcome(e) == UNDECIDED for e in es)
                else None,
            }
        )
    return rows


def write_results(
    s: Settings, done: dict[int, dict[str, Any]], out: Path, jobs: int, machine: str | None = None
) -> Path:
    """The JSON, summary and winnable list of ``done``, in seed order whatever order the deals
    finished in; ``machine`` and ``jobs`` say where it ran (default: this machine)."""
    stem = s.info.slug
    seeds = sorted(done)
    # every entry's own CPU time: one carried up from a lower limit's win was searched first
    per_deal_seconds = [sum(e["seconds"] for e in done[seed]["results"]) for seed in seeds]
    data = {
        "game": s.game,
        "deals": len(seeds),
        "first_seed": seeds[0] if seeds else None,
        "last_seed": seeds[-1] if seeds else None,
        "settings": s.header(),
        "full_information": s.info.stock,
        "machine": machine
        or f"{platform.machine()}, {os.cpu_count()} cores, "
        f"{platform.python_implementation()} {platform.python_version()}",
        "jobs": jobs,
        "median_seconds_per_deal_one_core": round(statistics.median(per_deal_seconds), 3)
        if per_deal_seconds
        else 0.0,
        "total_cpu_seconds": round(sum(per_deal_seconds), 1),
        "summary": summarize(s, done),
        "results": [e for seed in seeds for e in done[seed]["results"]],
    }
    path = out / f"{stem}.json"
    path.write_text(json.dumps(data, indent=1) + "\n", encoding="utf-8")
    (out / f"{stem}-summary.md").write_text(summary_table(data), encoding="utf-8")
    codes = winnable_codes(done)  # the Play pages' "Winnable deal" list, replayed once more
    (out / f"winnable-{stem}.json").write_text(json.dumps(codes, indent=0) + "\n", "utf-8")
    return path


def summary_table(data: dict[str, Any]) -> str:
    lines = [
        f"# {data['game']} study: deals 1–{data['deals']} (seeds {data['first_seed']}…"
        f"{data['last_seed']}), budget {data['settings']['budget']:,} positions per search",
        "",
        "| redeals | deals | won | unwinnable | undecided | searched | median CPU s per search |",
        "|---|---|---|---|---|---|---|",
    ]
    for r in data["summary"]:
        lines.append(
            f"| {r['redeals']} | {r['deals']} | {r['won']} | {r['unwinnable']} | "
            f"{r['undecided']} | {r['searched']} | {r['median_seconds']} |"
        )
    lines += [
        "",
        "Median CPU time per deal (all limits, one core): "
        f"{data['median_seconds_per_deal_one_core']} s;"
        f" total {data['total_cpu_seconds']} CPU s;"
        f" machine: {data['machine']}, {data['jobs']} jobs.",
        "",
    ]
    if data["full_information"]:
        lines.append(
            "Forty Thieves is solved with full information: the solver knows the stock order."
        )
        lines.append("")
    return "\n".join(lines)


def winnable_codes(done: dict[int, dict[str, Any]]) -> list[str]:
    """Codes won at the standard rules (the highest limit studied) whose line replays, by seed;
    ``done`` is the checkpoint as ``read_checkpoint`` gives it (a seed's last line)."""
    from ..record import parse_record

    return [
        done[seed]["code"]
        for seed in sorted(done)
        if done[seed].get("line")
        and parse_record(done[seed]["code"] + "\n" + done[seed]["line"]).replay().is_won
    ]
