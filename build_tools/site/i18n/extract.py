"""``python -m build_tools i18n``: extract, update, compile, and report per language.

Extraction reads the page sources (Jinja2 ``{% trans %}`` blocks, trimmed and new-style, exactly
as pages render them) and the Python code (``N_``/gettext calls) into ``locales/messages.pot``;
update merges it into each ``.po`` (changed English becomes fuzzy, so a strict build stops until a
translator confirms it); compile writes ``.mo`` files under ``build/`` (build output, never
committed; the site build compiles in memory anyway).
"""

from __future__ import annotations

import argparse
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from babel.messages.catalog import Catalog
from babel.messages.extract import DEFAULT_KEYWORDS, extract_from_dir
from babel.messages.pofile import write_po

from ..pages.render import JINJA_SYNTAX
from .catalogs import LOCALES, POT, ROOT, Problem, mo_bytes, po_path, read, relative
from .languages import TRANSLATED

PROJECT = "solitaire-rules"
METHODS = [
    ("docs/**.md", "jinja2.ext:babel_extract"),
    ("engine/drawing/**.py", "python"),
    ("build_tools/site/i18n/texts.py", "python"),
    ("engine/board/**.py", "python"),
    ("engine/puzzles/words.py", "python"),
    ("engine/puzzles/texts.py", "python"),
    ("engine/verdict/**.py", "python"),
    ("engine/reasons.py", "build_tools.site.i18n.extract:extract_reasons"),
]
OPTIONS = {"docs/**.md": {"trimmed": "true", "newstyle_gettext": "true", **JINJA_SYNTAX}}
COMPILED = ROOT / "build" / "locales"


def extract_reasons(fileobj, keywords, comment_tags, options):
    """Babel extractor for engine/reasons.py: every English message of ``REASONS``, with its line.

    The engine speaks in reason codes and stays free of gettext; the played board translates the
    message of each code, so the catalogs must hold them.
    """
    import ast

    tree = ast.parse(fileobj.read())
    for node in ast.walk(tree):
        if isinstance(node, ast.Dict):
            for key, value in zip(node.keys, node.values, strict=True):
                if (
                    isinstance(key, ast.Constant)
                    and isinstance(value, ast.Constant)
                    and isinstance(value.value, str)
                ):
                    yield value.lineno, "gettext", value.value, [f"reason: {key.value}"]


def extract(root: Path = ROOT) -> Catalog:
    """The template catalog of every translatable message, with its source lines."""
    catalog = Catalog(project=PROJECT, version="1", charset="utf-8", fuzzy=False)
    found = extract_from_dir(
        str(root),
        method_map=METHODS,
        options_map=OPTIONS,
        keywords=DEFAULT_KEYWORDS,
        comment_tags=("Translators:",),
        strip_comment_tags=True,
    )
    for filename, lineno, message, comments, context in found:
        catalog.add(
            message,
            None,
            [(filename.replace("\\", "/"), lineno)],
            auto_comments=comments,
            context=context,
        )
    return catalog


def _key(catalog: Catalog) -> set[tuple]:
    return {
        (str(m.id), m.context, tuple(sorted({f for f, _ in m.locations}))) for m in catalog if m.id
    }


def stale(template: Catalog | None = None) -> list[Problem]:
    """What the committed template lacks or has too many of, compared with the sources."""
    fresh = extract()
    if template is None:
        if not POT.exists():
            return [Problem(relative(POT), 0, "missing; run `python -m build_tools i18n`")]
        template = read(POT)
    old = {(str(m.id), m.context) for m in template if m.id}
    problems = []
    for m in fresh:
        if m.id and (str(m.id), m.context) not in old:
            file, line = m.locations[0]
            problems.append(
                Problem(
                    file,
                    line,
                    f"new message {str(m.id)[:60]!r} is not in "
                    f"{relative(POT)}; run `python -m build_tools i18n`",
                )
            )
    gone = old - {(str(m.id), m.context) for m in fresh if m.id}
    for msgid, _ in sorted(gone, key=str):
        problems.append(
            Problem(
                relative(POT),
                0,
                f"{msgid[:60]!r} is no longer in any source; run `python -m build_tools i18n`",
            )
        )
    return problems


def _write(path: Path, catalog: Catalog) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    with path.open("wb") as fh:
        # No line numbers: a location names the file only, so an edit elsewhere in a source file
        # does not rewrite every catalog (and branches merge without churn).
        write_po(
            fh, catalog, width=100, omit_header=False, include_previous=True, include_lineno=False
        )


def update(template: Catalog, locales: Path = LOCALES) -> list[str]:
    """Merge the template into every language's catalog; the files that changed."""
    changed = []
    if not POT.exists() or _key(read(POT)) != _key(template):
        _write(POT, template)
        changed.append(relative(POT))
    for lang in TRANSLATED:
        path = po_path(lang, locales)
        catalog = read(path, lang) if path.exists() else Catalog(locale=lang, project=PROJECT)
        before = {
            (str(m.id), m.context, str(m.string), m.fuzzy, tuple(m.locations)) for m in catalog
        }
        catalog.update(template, update_header_comment=False)
        after = {
            (str(m.id), m.context, str(m.string), m.fuzzy, tuple(m.locations)) for m in catalog
        }
        if before != after or not path.exists():
            _write(path, catalog)
            changed.append(relative(path))
    return changed


def compile_all(locales: Path = LOCALES, out: Path = COMPILED) -> list[Path]:
    written = []
    for lang in TRANSLATED:
        target = out / lang / "LC_MESSAGES" / "messages.mo"
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_bytes(mo_bytes(read(po_path(lang, locales), lang)))
        written.append(target)
    return written


@dataclass(frozen=True)
class Counts:
    lang: str
    translated: int
    fuzzy: int
    missing: int


def report(template: Catalog, locales: Path = LOCALES) -> list[Counts]:
    rows = []
    for lang in TRANSLATED:
        catalog = read(po_path(lang, locales), lang)
        translated = fuzzy = missing = 0
        for tmpl in template:
            if not tmpl.id:
                continue
            msg = catalog.get(tmpl.id, tmpl.context)
            forms = (
                [] if msg is None else ([msg.string] if isinstance(msg.string, str) else msg.string)
            )
            if msg is None or not all(forms) or not forms:
                missing += 1
            elif msg.fuzzy:
                fuzzy += 1
            else:
                translated += 1
        rows.append(Counts(lang, translated, fuzzy, missing))
    return rows


def main(argv: Sequence[str]) -> int:
    p = argparse.ArgumentParser(prog="python -m build_tools i18n", description=__doc__)
    p.add_argument("--check", action="store_true", help="only report; fail if anything is stale")
    args = p.parse_args(argv)
    template = extract()
    if args.check:
        problems = stale()
    else:
        for path in update(template):
            print(f"updated {path}")
        for mo in compile_all():
            print(f"compiled {relative(mo)}")
        problems = []
    print(f"{'language':<10}{'translated':>12}{'fuzzy':>8}{'missing':>9}")
    for row in report(template):
        print(f"{row.lang:<10}{row.translated:>12}{row.fuzzy:>8}{row.missing:>9}")
    for problem in problems:
        print(problem)
    return 1 if problems else 0
