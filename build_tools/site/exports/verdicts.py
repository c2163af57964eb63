"""The study's verdict on each of its deals, written into the site for the Study page's "Can
this deal be won?" form (assets/javascripts/verdict.js), so a study code is answered at once,
without the engine: read from docs/study (``engine.verdict.study``), told by the same words as
the in-page solve (``engine.verdict.answer.tell``).

Files are grouped by the code's game prefix and last character (``shard``), about 32 deals each,
so one answer costs one small request:
* ``site/<lang>/verdicts/<PREFIX>-<c>.json``: ``{code: {limit: answer}}`` (limit "-" for Forty
  Thieves), the answer's sentences in that language, without the won line;
* ``site/verdicts/lines/<PREFIX>-<c>.json``: ``{code: won line}``, shared by the languages.
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from engine.verdict import answer, page, study

from ..games import slugs
from . import json_files

STUDY = Path(__file__).resolve().parents[3] / "docs" / "study"
GAMES = slugs()
NO_LIMIT = "-"


def shard(code: str) -> str:
    """``CR1-N-AAAAAAB`` → ``CR-B``: the file a code's verdict is in (verdict.js computes the
    same from the trimmed, upper-cased code)."""
    return f"{code[:2]}-{code[-1]}"


def shards(study_dir: Path = STUDY) -> list[str]:
    """Every shard that holds a study deal: the page lists them (``data-shards``), so the script
    asks only for files that exist."""
    names = set()
    for name in GAMES:
        results = json.loads((study_dir / f"{name}.json").read_text(encoding="utf-8"))
        names |= {shard(r["code"]) for r in results["results"]}
    return sorted(names)


def _dump(path: Path, data: Any) -> None:
    json_files.dump(path, data, ascii=False)


def load(study_dir: Path = STUDY) -> list[answer.Verdict]:
    """Every verdict of the committed studies."""
    out: list[answer.Verdict] = []
    for name in GAMES:
        results = json.loads((study_dir / f"{name}.json").read_text(encoding="utf-8"))
        with (study_dir / f"{name}.jsonl").open(encoding="utf-8") as fh:
            lines = study.won_lines(fh)
        out += study.verdicts(results, lines)
    return out


def write_verdicts(
    site: Path, languages: Iterable[str], catalogs: dict[str, bytes | None], study_dir: Path = STUDY
) -> None:
    """The verdict files of every language built, and the shared won lines."""
    verdicts = load(study_dir)
    lines: dict[str, dict[str, str]] = {}
    for v in verdicts:
        if v.line:
            lines.setdefault(shard(str(v.game.code)), {})[str(v.game.code)] = " ".join(v.line)
    for name, group in lines.items():
        _dump(site / "verdicts" / "lines" / f"{name}.json", group)
    for lang in languages:
        t = page.translations(catalogs.get(lang))
        shards: dict[str, dict[str, dict[str, Any]]] = {}
        for v in verdicts:
            told = answer.tell(v, t)
            told.pop("moves", None)
            code = told["code"]
            limit = NO_LIMIT if v.redeals is None else str(v.redeals)
            shards.setdefault(shard(code), {}).setdefault(code, {})[limit] = told
        for name, group in shards.items():
            _dump(site / lang / "verdicts" / f"{name}.json", group)
