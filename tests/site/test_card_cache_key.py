"""The puzzle cards' cache is keyed by the code that makes a card (build_tools/site/pages/
puzzle_pages.py): every module a card's words or figure come from. A grammar module (articles,
case forms, the joiners of lists, typography) was left out, so a change there alone left the
cached cards of an incremental build in the old words."""

from __future__ import annotations

import ast
from pathlib import Path

from build_tools.site.pages import puzzle_pages

ROOT = Path(__file__).resolve().parents[2]


def _imported(path: Path) -> set[Path]:
    """The engine modules ``path`` imports at its top level (absolute ``engine.x.y`` and
    relative imports; an import inside a function is the puzzle generator's, not a card's)."""
    out: set[Path] = set()
    tree = ast.parse(path.read_text(encoding="utf-8"))
    for node in tree.body:
        if isinstance(node, ast.ImportFrom):
            if node.level:
                base = path.parent
                for _ in range(node.level - 1):
                    base = base.parent
                parts = (node.module or "").split(".") if node.module else []
                target = base.joinpath(*parts)
            elif node.module and node.module.split(".")[0] == "engine":
                target = ROOT.joinpath(*node.module.split("."))
            else:
                continue
            names = [target / f"{a.name}.py" for a in node.names] + [target.with_suffix(".py")]
            out |= {n for n in names if n.is_file()}
        elif isinstance(node, ast.Import):
            for a in node.names:
                if a.name.split(".")[0] == "engine":
                    f = ROOT.joinpath(*a.name.split(".")).with_suffix(".py")
                    if f.is_file():
                        out.add(f)
    return {f for f in out if (ROOT / "engine") in f.parents}


def test_every_engine_module_a_card_is_made_by_keys_the_cache() -> None:
    # the modules the card code reaches, followed import by import from the card builder's own
    todo = sorted(_imported(Path(puzzle_pages.__file__)))
    seen: set[Path] = set()
    while todo:
        path = todo.pop()
        if path in seen:
            continue
        seen.add(path)
        todo.extend(_imported(path) - seen)
    keyed = set(puzzle_pages._CARD_CODE)
    assert ROOT / "engine" / "grammar" / "joiners.py" in seen  # the check reads imports
    assert sorted(p.relative_to(ROOT).as_posix() for p in seen - keyed) == []
