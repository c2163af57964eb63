"""One page source → Markdown in one language.

A page in ``docs/`` is a Jinja2 template: translatable text in ``{% trans %}`` blocks (trimmed, so
a paragraph may wrap), rule numbers from the engine (``{{ crescent.piles }}``), and figures
(``{{ figure(record="records/crescent-example.txt", point="before-move-10", …) }}``). Filling a
message formats its numbers for the locale and, in Hungarian, resolves every ``a(z)`` marker by
the value that follows it; a message the catalog lacks is a Problem naming the page and line.
Figures go into the Markdown as HTML blocks (``md_in_html`` keeps them as they are, and search
indexes their captions and descriptions); puzzle cards become placeholders, put into the page
after the site engine (``RenderedPage.put_cards``).
"""

from __future__ import annotations

import hashlib
import json
import re
from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from functools import cached_property
from pathlib import Path
from typing import Any

import jinja2
from babel.dates import format_date

import engine
from engine import registry
from engine.board.puzzle import PUZZLE_OPTIONS
from engine.board.session import DEFAULT_OPTIONS
from engine.drawing.figure import Figure, FigureError, next_move, position, render
from engine.game import Game
from engine.grammar.articles import UnresolvedArticle, resolve_articles
from engine.grammar.forms import MissingForm
from engine.grammar.typography import typeset
from engine.puzzles import texts as puzzle_texts
from engine.puzzles.puzzle_kinds import PUZZLE_KINDS, kind_of
from engine.record import Record, parse_record
from engine.rules import CRESCENT, FORTY_THIEVES
from engine.verdict.page import SECONDS as VERDICT_SECONDS

from ..exports.verdicts import shards as verdict_shards
from ..games import site_games
from ..i18n.catalogs import ROOT, relative
from ..i18n.language import Language, template_line
from . import puzzle_pages

DOCS = ROOT / "docs"
# The page that plays each game (docs/play-*.md): a figure's "Play this position" link opens it.
PLAY_PAGES: Mapping[str, str] = {g.name: g.play_page for g in site_games()}
FIGURE_CACHE = ROOT / "build" / "cache" / "figures"
JINJA_CACHE = ROOT / "build" / "cache" / "jinja"


def bytecode_cache(folder: Path = JINJA_CACHE) -> jinja2.BytecodeCache:
    """Compiled templates kept between builds (keyed by each source's checksum): compiling the
    theme's templates anew is most of a rebuild's time under ``serve``."""
    folder.mkdir(parents=True, exist_ok=True)
    return jinja2.FileSystemBytecodeCache(str(folder))


CARD_SLOT = "SOLPUZZLECARD{:04d}"
# Markdown attribute lists ("## Redeal {#redeal}") would open Jinja comments: use {## ##}.
JINJA_SYNTAX = {"comment_start_string": "{##", "comment_end_string": "##}"}


class PageError(Exception):
    """A page that cannot be rendered; the message starts with ``file:line:``."""


@dataclass
class RecordFacts:
    """What a page may say about a game record, computed by replaying it."""

    path: str
    record: Record

    @cached_property
    def final(self) -> engine.Game:
        return self.record.replay()

    @property
    def code(self) -> str:
        return str(self.record.code)

    @property
    def actions(self) -> int:
        return len(self.record.moves)

    @property
    def redeals(self) -> int:
        return sum(1 for m in self.record.moves if m.src == "redeal")

    @property
    def draws(self) -> int:
        return sum(1 for m in self.record.moves if m.src == "draw")

    @property
    def moves(self) -> int:
        """Moves as the game's move counter counts them (redeals excluded)."""
        return self.actions - self.redeals

    @property
    def won(self) -> bool:
        return self.final.status == "won"

    @property
    def text(self) -> str:
        """The record in canonical notation, without comments."""
        return self.record.text().rstrip("\n")

    @cached_property
    def wrap_moves(self) -> list[int]:
        """Numbers of the moves (as the move counter counts) that put an ace on a king or a king
        on an ace between piles: the rules page shows the first one."""
        found = []
        game = Game.from_code(self.record.code)
        number = 0
        for move in self.record.moves:
            if move.src != "redeal":
                number += 1
                if game.is_wrap(move):
                    found.append(number)
            game.play(move)
        return found

    @property
    def first_wrap_move(self) -> int:
        if not self.wrap_moves:
            file, line = template_line()
            raise PageError(f"{file}:{line}: {self.path} has no ace-on-king move between piles")
        return self.wrap_moves[0]

    def count(self, src: str, dst: str) -> int:
        """Moves from a place whose name starts with ``src`` to one starting with ``dst``."""
        return sum(1 for m in self.record.moves if m.src.startswith(src) and m.dst.startswith(dst))


def environment(
    lang: Language, docs: Path = DOCS, cache: Path | None = JINJA_CACHE
) -> jinja2.Environment:
    """The Jinja environment of a page; its compiled templates kept in ``cache`` (None: none)."""
    env = jinja2.Environment(
        # docs/ first; then the pages the build generates (the puzzles' browse pages)
        loader=jinja2.ChoiceLoader(
            [jinja2.FileSystemLoader(docs), jinja2.DictLoader(puzzle_pages.sources())]
        ),
        extensions=["jinja2.ext.i18n"],
        undefined=jinja2.StrictUndefined,
        keep_trailing_newline=True,
        autoescape=False,
        bytecode_cache=None if cache is None else bytecode_cache(cache),
        **JINJA_SYNTAX,
    )
    env.policies["ext.i18n.trimmed"] = True
    env.install_gettext_callables(  # type: ignore[attr-defined]
        lambda s: s, lambda s, p, n: s, newstyle=True
    )
    env.globals.update(
        gettext=lang.gettext,
        _=lang.gettext,
        ngettext=lang.ngettext,
        pgettext=lang.pgettext,
        crescent=CRESCENT,
        forty_thieves=FORTY_THIEVES,
        lang=lang.code,
        percent=lang.percent,
        number=lang.value,
        play_defaults=DEFAULT_OPTIONS,
        puzzle_defaults=PUZZLE_OPTIONS,
        # the kinds answered yes or no: the early board's task says so, as the engine's will
        yes_no_kinds=" ".join(k for k in PUZZLE_KINDS if not kind_of(k).takes_moves),
        verdict_seconds=int(VERDICT_SECONDS),
        verdict_shards=verdict_shards,
    )
    return env


@dataclass
class RenderedPage:
    markdown: str
    figures: list[str]
    cards: list[str] = field(default_factory=list)
    # The catalog's messages (context, msgid) the page shows, but for the engine's own in its
    # figures and cards: a catalog edit renders again only the pages that show what it changed.
    messages: frozenset[tuple[str | None, str]] = field(default_factory=frozenset, compare=False)

    def put_cards(self, html: str) -> str:
        """The whole page with every puzzle card in its place: put in last (``on_post_page``),
        so neither the theme nor search handles the cards' bulk."""
        if not self.cards:
            return html
        return _CARD_RE.sub(lambda m: self.cards[int(m.group(1) or m.group(2))], html)


_CARD_RE = re.compile(r"<p>SOLPUZZLECARD(\d{4})</p>|SOLPUZZLECARD(\d{4})")


def _figure_cache_key(fig: Figure, lang: Language) -> str:
    key = repr(
        (
            engine.__version__,
            fig,
            lang.code,
            lang.catalog_id,
            _RENDER_VERSION,
            sorted(PLAY_PAGES.items()),
        )
    )
    return hashlib.sha1(key.encode()).hexdigest()


_RENDER_VERSION = hashlib.sha1(
    b"".join(p.read_bytes() for p in sorted((ROOT / "engine" / "drawing").glob("*.py")))
).hexdigest()


def figure_html(fig: Figure, lang: Language, cache: Path | None = FIGURE_CACHE) -> str:
    """The figure's HTML, from the cache when the same figure was made before."""
    path = None
    if cache is not None:
        path = cache / f"{_figure_cache_key(fig, lang)}.html"
        if path.exists():
            return path.read_text(encoding="utf-8")
    html = render(fig, lang.translations, lang.code, PLAY_PAGES)
    if lang.code == "hu":
        html = resolve_articles(html)
    if path is not None:
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(html, encoding="utf-8")
    return html


# Where a figure's HTML block ends: the next block follows on the next line, as Markdown makes
# its own blocks follow (after a blank line, md_in_html would keep that line too).
_FIGURE_END = "\x1f"
_FIGURE_END_RE = re.compile(_FIGURE_END + r"\n*")


def render_page(
    src: str,
    lang: Language,
    docs: Path = DOCS,
    figures_on: bool = True,
    cache: Path | None = FIGURE_CACHE,
    runtime_megabytes: int | None = None,
) -> RenderedPage:
    """Render ``docs/<src>`` in ``lang``; PageError (``file:line: why``) if it cannot be.
    ``cache``: the figures' cache, beside which the other caches are kept (None: no cache).
    ``runtime_megabytes``: the size of the game's download (``bundle.Runtime``), made before
    the pages; a page that states it cannot be rendered without it."""
    env = environment(lang, docs, None if cache is None else cache.parent / "jinja")
    lang.shown.clear()
    figures: list[str] = []
    cards: list[str] = []

    def figure(
        code: str | None = None,
        record: str | None = None,
        point: str = "start",
        highlight: str | None = None,
        circle: str | None = None,
        spread: tuple[int, ...] | list[int] = (),
        caption: str | None = None,
        mark_next: bool = False,
        claim: str | None = None,
        count: int | None = None,
    ) -> str:
        """The figure directive. ``mark_next``: highlight the source and circle the target of
        the record's next move, so the marks can never disagree with the record. ``claim`` (and
        ``count``): what the figure shows, which chooses the caption's sentence and is checked
        against the position (engine/drawing/figure.py CLAIMS); ``caption`` is free text that
        must claim nothing the position could contradict."""
        text = _read_record(record, docs) if record else None
        fig = Figure(
            code, text, record, point, highlight, circle, tuple(spread), caption, claim, count
        )
        if not figures_on:
            return ""
        try:
            if mark_next:
                fig = _marked_next(fig)
            figures.append(figure_html(fig, lang, cache))
        except (FigureError, UnresolvedArticle, MissingForm) as err:
            file, line = template_line()
            what = record or code
            raise PageError(f"{file}:{line}: figure of {what}: {err}") from None
        return "\n\n" + figures[-1] + _FIGURE_END

    def record(path: str, won: bool = False) -> RecordFacts:
        """The facts of a record under docs/; ``won=True``: a page that says the game is won
        stops the build when the record does not end in a win."""
        facts = RecordFacts(path, parse_record(_read_record(path, docs)))
        if won and not facts.won:
            where, line = template_line()
            raise PageError(f"{where}:{line}: {path} is not a won game")
        return facts

    def study(name: str) -> dict[str, Any]:
        """The results of a solver study committed under docs/study/ (engine/solver study)."""
        path = docs / "study" / f"{name}.json"
        if not path.is_file():
            where, line = template_line()
            raise PageError(f"{where}:{line}: no study results {relative(path)}")
        return json.loads(path.read_text(encoding="utf-8"))

    make_card = puzzle_pages.card_maker(
        lang.translations,
        lang.code,
        lang.catalog_id,
        None if cache is None else cache.parent / "puzzles",
    )

    def puzzle_card(
        slug: str,
        pid: str,
        inline: bool = False,
        level: int = 3,
        rule_stated: bool = False,
        rule_recalled: bool = False,
    ) -> str:
        """A puzzle's card (figure, question, Solve button, answer), put in after Markdown;
        its title a heading of ``level`` (``rule_stated``: the page states the last-card rule
        above, so the answer only names it; ``rule_recalled``: an answer above has named it)."""
        if not figures_on:
            return ""
        try:
            cards.append(make_card(slug, pid, level, rule_stated, rule_recalled))
        except (FigureError, UnresolvedArticle, MissingForm, ValueError) as err:
            file, line = template_line()
            raise PageError(f"{file}:{line}: puzzle {pid}: {err}") from None
        slot = CARD_SLOT.format(len(cards) - 1)
        return slot if inline else f"\n\n{slot}\n\n"

    def megabytes() -> int:
        if runtime_megabytes is None:
            file, line = template_line()
            raise PageError(f"{file}:{line}: the runtime's size is unknown (build it first)")
        return runtime_megabytes

    env.globals.update(
        runtime_megabytes=megabytes,
        figure=figure,
        record=record,
        study=study,
        puzzle_card=puzzle_card,
        puzzle_plan=puzzle_pages.plan,
        build_date=puzzle_pages.build_date,
        daily_puzzle=puzzle_pages.daily_of,
        browse_page=puzzle_pages.page_of_kind,
        states_rule=puzzle_pages.states_rule,
        rule_recalled=puzzle_pages.rule_recalled,
        puzzle_texts=puzzle_texts,
        # the engine's sentences a template shows as they are, typeset as the pages' own (the
        # twenty-sixth review, pl D6: no no-break space after "i", "z", "w" in them)
        answer_intro=lambda slug, kind: typeset(
            puzzle_texts.answer_intro(lang.translations, kind, registry.get(slug).counted_in),
            lang.code,
        ),
        kind_intro=lambda slug, kind: typeset(
            puzzle_texts.kind_intro(lang.translations, kind, registry.get(slug).counted_in),
            lang.code,
        ),
        themes_listed=lambda game, themes: puzzle_texts.themes_listed(lang, game, themes),
        told_sentence=lambda game, themes: typeset(
            puzzle_texts.told_sentence(lang.translations, game, themes), lang.code
        ),
        format_date=lambda d: format_date(d, format="long", locale=lang.code),
    )
    try:
        template = env.get_template(src)
        markdown = _FIGURE_END_RE.sub("\n", template.render())
    except jinja2.TemplateSyntaxError as err:
        where = relative(Path(err.filename)) if err.filename else src
        raise PageError(f"{where}:{err.lineno}: {err.message}") from None
    except PageError:
        raise
    except (jinja2.TemplateError, engine.EngineError, OSError) as err:
        file, line = _error_line(err, src, docs)
        raise PageError(f"{file}:{line}: {err}") from None
    return RenderedPage(markdown, figures, cards, frozenset(lang.shown))


def _marked_next(fig: Figure) -> Figure:
    game, ply, rec = position(fig)
    move = next_move(game, rec, ply)
    if move is None or move.is_action:
        raise FigureError(f"no move to mark at {fig.point} of {fig.record_name or fig.code}")
    return replace(fig, highlight=move.src, circle=move.dst)


def _read_record(path: str, docs: Path) -> str:
    file = docs / path
    if not file.is_file():
        where, line = template_line()
        raise PageError(f"{where}:{line}: no game record {relative(file)}")
    return file.read_text(encoding="utf-8")


def _error_line(err: BaseException, src: str, docs: Path) -> tuple[str, int]:
    filename = str((docs / src).resolve())
    line = 0
    tb = err.__traceback__
    while tb is not None:
        if tb.tb_frame.f_code.co_filename == filename:
            line = tb.tb_lineno
        tb = tb.tb_next
    return relative(Path(filename)), line
