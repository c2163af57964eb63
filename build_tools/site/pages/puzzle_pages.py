"""The puzzle pages: which puzzle goes on which browse page, the generated page sources, each
puzzle's card (figure, question, Solve button, answer in a disclosure) and the data the browser
reads.

Pipeline (one language per mkdocs run, hooks.py):
  build_all          first fills a cold card cache, one process per language (``prewarm``);
  on_files           adds the browse pages ``sources()`` names (not in docs/; a template each that
                     includes docs/partials/puzzle-browse.md with its game, kind and page);
  on_page_markdown   renders every page as usual; a page asks for a card with
                     ``puzzle_card(slug, id)``, which gives a placeholder (render.py CARD_SLOT);
  on_post_page       puts the cards in, after the theme and search have run (``put_cards``);
  on_post_build      writes ``puzzles/<game>.json`` (the daily order and id -> browse page) and
                     the card cache.

Browse pages: per game, one run per kind (``ALL_KINDS``: only-move … can-win, then the
goal kinds, from the further files of the game's registry entry), bands
easy → hard, then score and id; ``PER_PAGE`` a page: ``puzzles-<game>-<kind>-<n>.md``. Every
puzzle is on exactly one page, its card ``id`` the puzzle id (the permalink). Cards are cached in
build/cache/puzzles/cards-<lang>.pickle, keyed by the puzzles file, the id, the language's
catalog and this code.
"""

from __future__ import annotations

import datetime
import hashlib
import html
import os
import pickle
from collections.abc import Callable, Mapping
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from datetime import UTC
from functools import cache, cached_property
from gettext import NullTranslations
from pathlib import Path

import engine
from engine.drawing.describe import Translations
from engine.drawing.figure import Figure, FigureError, render
from engine.drawing.figure import position as figure_position
from engine.game import Game
from engine.grammar.articles import UnresolvedArticle, resolve_articles
from engine.grammar.forms import MissingForm
from engine.grammar.typography import typeset
from engine.outcome import SEARCH
from engine.puzzles import daily, texts
from engine.puzzles.kinds import POSITION_THEMES
from engine.puzzles.kinds import themes as move_themes
from engine.puzzles.model import (
    ALL_KINDS,
    BANDS,
    CAN_WIN,
    ONLY_MOVE,
    SEQUENCE,
    WIN_FROM_HERE,
    Puzzle,
    game_files,
    load_game,
)
from engine.puzzles.puzzle_kinds import GOAL, kind_of
from engine.record import Record

from ..exports import json_files
from ..games import site_games
from ..i18n.catalogs import ROOT
from ..i18n.language import load_language

PUZZLES = ROOT / "docs" / "puzzles"
CARD_CACHE = ROOT / "build" / "cache" / "puzzles"
PER_PAGE = 30
# URL name of a game -> the engine's name (the Play pages' data-game)
GAMES: Mapping[str, str] = {g.slug: g.name for g in site_games()}
GAMES_BY_NAME: Mapping[str, str] = {g.name: g.slug for g in site_games()}
BROWSE = "partials/puzzle-browse.md"
THEMES_PAGE = "puzzles-{slug}-themes.md"


@dataclass(frozen=True)
class BrowsePage:
    """One generated page: ``src`` (docs-relative), its game, kind and place in the kind's run."""

    src: str
    slug: str
    kind: str
    number: int
    count: int
    puzzles: tuple[Puzzle, ...]

    @property
    def url(self) -> str:
        return self.src.removesuffix(".md") + ".html"


@dataclass(frozen=True)
class Plan:
    """A game's puzzles in browse order, with their pages and numbers."""

    slug: str
    puzzles: tuple[Puzzle, ...]
    pages: tuple[BrowsePage, ...]
    digest: str = ""  # of the game's puzzle files: with an id, names a puzzle's content

    @property
    def game(self) -> str:
        return GAMES[self.slug]

    @cached_property
    def by_id(self) -> dict[str, Puzzle]:
        return {p.id: p for p in self.puzzles}

    @cached_property
    def page_of(self) -> dict[str, BrowsePage]:
        return {p.id: page for page in self.pages for p in page.puzzles}

    @cached_property
    def number(self) -> dict[str, int]:
        """The puzzle's number on the pages: its place in browse order, from 1."""
        return {p.id: i for i, p in enumerate(self.puzzles, start=1)}

    @property
    def order(self) -> list[str]:
        return daily.order(p.id for p in self.puzzles)

    def kinds(self) -> list[str]:
        return [k for k in ALL_KINDS if any(p.kind == k for p in self.puzzles)]

    def first_page(self, kind: str, band: str | None = None) -> tuple[BrowsePage, str] | None:
        """The page of the kind's first puzzle (of ``band``), and that puzzle's id."""
        for page in self.pages:
            for p in page.puzzles:
                if p.kind == kind and (band is None or p.difficulty["band"] == band):
                    return page, p.id
        return None

    def count(self, kind: str, band: str) -> int:
        return sum(1 for p in self.puzzles if p.kind == kind and p.difficulty["band"] == band)

    def themes(self) -> dict[str, list[Puzzle]]:
        """The puzzles by theme; a "can it be won?" only under a theme of its position (a
        theme of its answer, under a heading, would give the answer away)."""
        out: dict[str, list[Puzzle]] = {}
        for p in self.puzzles:
            for theme in texts.told_themes(p):
                if p.kind != CAN_WIN or theme in POSITION_THEMES:
                    out.setdefault(theme, []).append(p)
        return {t: out[t] for t in texts.THEME_NAMES if t in out}

    def examples(self) -> dict[str, Puzzle]:
        """Each theme's worked example on the theme page: its first puzzle whose answer shows
        the theme (``shows_theme``), one not already another theme's example where there is
        one (the seventh review, pl: the stock's-order example was a "lost by search" answer
        that never used the stock)."""
        out: dict[str, Puzzle] = {}
        for theme, puzzles in self.themes().items():
            showing = [p for p in puzzles if shows_theme(p, theme)] or list(puzzles)
            fresh = [p for p in showing if p not in out.values()]
            out[theme] = (fresh or showing)[0]
        return out

    def told_themes(self) -> list[str]:
        """The themes only a "can it be won?" answer names (not listed by ``themes``: the list
        would give the answer away), so the pages can still say which they are."""
        listed = self.themes()
        told = {x for p in self.puzzles if p.kind == CAN_WIN for x in texts.told_themes(p)}
        return [t for t in texts.THEME_NAMES if t in told and t not in listed]


def _told_moves(p: Puzzle) -> list[str]:
    """The moves an answer names from the puzzle's position: the only move, a sequence's
    moves, a goal's whole line, or the first steps of a winning line (none for a "no")."""
    a = p.answer
    if p.kind == ONLY_MOVE:
        return str(a["move"]).split()
    if p.kind == SEQUENCE:
        return " ".join(s["move"] for s in a["steps"]).split()
    if "line" not in a:
        return []
    line = " ".join(a["line"]).split()
    if kind_of(p.kind).board == GOAL:
        return line
    return line[: texts.FIRST_ACTIONS]


def shows_theme(p: Puzzle, theme: str) -> bool:
    """Whether ``p``'s answer shows ``theme``: a move it names is of that kind, its proof is
    that kind of proof, it names the tempting move, or (the stock's order) its line draws from
    the stock or plays from the waste, where the order shown is what the reader plans with."""
    if theme == "last-card":
        return uses_rule(GAMES_BY_NAME[p.game], p.id)
    if theme == "search":
        return p.answer.get("proof") == SEARCH or any(
            alt.get("proof") == SEARCH for alt in p.alternatives
        )
    if theme == "tempting-wrong-move":  # the one kind whose answer says which move tempts
        return p.kind == WIN_FROM_HERE
    moves = _told_moves(p)
    if theme == "stock-order-shown":
        return any(m == "draw" or m.startswith("w-") for m in moves)
    return theme in move_themes(p.position(), moves) if moves else False


def _browse_key(p: Puzzle) -> tuple[int, int, float, str]:
    return (ALL_KINDS.index(p.kind), BANDS.index(p.difficulty["band"]), p.difficulty["score"], p.id)


@cache
def plan(slug: str) -> Plan:
    puzzles = tuple(sorted(load_game(PUZZLES, slug), key=_browse_key))
    digest = hashlib.sha1(b"".join(f.read_bytes() for f in game_files(PUZZLES, slug))).hexdigest()
    pages = []
    for kind in ALL_KINDS:
        run = [p for p in puzzles if p.kind == kind]
        count = -(-len(run) // PER_PAGE)
        for i in range(count):
            chunk = tuple(run[i * PER_PAGE : (i + 1) * PER_PAGE])
            src = f"puzzles-{slug}-{kind}-{i + 1}.md"
            pages.append(BrowsePage(src, slug, kind, i + 1, count, chunk))
    return Plan(slug, puzzles, tuple(pages), digest)


@cache
def sources() -> dict[str, str]:
    """The generated pages: docs-relative name -> Jinja source (rendered like docs/ pages)."""
    out = {}
    for slug in GAMES:
        for page in plan(slug).pages:
            out[page.src] = (
                f'{{% set slug = "{slug}" %}}{{% set kind = "{page.kind}" %}}'
                f"{{% set number = {page.number} %}}{{% include {BROWSE!r} %}}"
            )
        out[THEMES_PAGE.format(slug=slug)] = (
            f'{{% set slug = "{slug}" %}}{{% include "partials/puzzle-themes.md" %}}'
        )
    return out


# Front matter of every generated page: kept out of the search index (the cards repeat one
# another's words; the game's Puzzles page is what search should find).
FRONT_MATTER = "---\nsearch:\n  exclude: true\n---\n"


def build_date() -> datetime.date:
    """The build's date: the last commit's day (SOURCE_DATE_EPOCH, UTC), so builds reproduce."""
    stamp = os.environ.get("SOURCE_DATE_EPOCH")
    if stamp is None:
        return datetime.datetime.now(UTC).date()
    return datetime.datetime.fromtimestamp(int(stamp), UTC).date()


def data(slug: str) -> dict[str, object]:
    """``puzzles/<slug>.json``: the daily order, each puzzle's browse page, and each puzzle's
    band and themes (``current``: the progress record is counted under them, progress.js)."""
    p = plan(slug)
    return {
        "epoch": daily.EPOCH.isoformat(),
        "daily": p.order,
        "pages": {pid: page.url for pid, page in p.page_of.items()},
        "current": {q.id: [q.difficulty["band"], list(q.themes)] for q in p.puzzles},
    }


# The code a card is made by: the puzzles' texts and figures, the grammar they are said with
# (articles, case forms, joiners, typography), the games they replay and the solver modules the
# texts import. (Before, only drawing and puzzles: a change in engine/grammar alone left cached
# cards in the old words; tests/site/test_card_cache_key.py follows the imports.)
_CARD_CODE: tuple[Path, ...] = tuple(
    sorted(
        [
            *(ROOT / "engine").glob("*.py"),
            *(ROOT / "engine" / "drawing").glob("*.py"),
            *(ROOT / "engine" / "grammar").glob("*.py"),
            *(ROOT / "engine" / "puzzles").glob("*.py"),
            *(ROOT / "engine" / "solver").glob("*.py"),
            Path(__file__),
        ]
    )
)
_CODE_VERSION = hashlib.sha1(b"".join(path.read_bytes() for path in _CARD_CODE)).hexdigest()


@dataclass
class _Store:
    """One language's cards in one cache file: one read, not a file per card (pickle: the
    build's own file, read 4x faster than the same JSON; delete build/cache to start over)."""

    cards: dict[str, str]
    used: set[str]
    dirty: bool = False


_STORES: dict[Path, _Store] = {}


def _store(path: Path) -> _Store:
    if path not in _STORES:
        cards = pickle.loads(path.read_bytes()) if path.exists() else {}
        _STORES[path] = _Store(cards, set())
    return _STORES[path]


def save_cards() -> None:
    """Write the card caches that changed, keeping only the cards this build used."""
    for path, store in _STORES.items():
        if store.dirty or len(store.used) < len(store.cards):
            path.parent.mkdir(parents=True, exist_ok=True)
            kept = {k: store.cards[k] for k in sorted(store.used)}
            path.write_bytes(pickle.dumps(kept, protocol=5))
    _STORES.clear()


class Cards:
    """The cards of one language. ``catalog_id`` keys the cache with the translations."""

    def __init__(
        self, t: Translations, lang: str, catalog_id: str, cache_dir: Path | None = CARD_CACHE
    ) -> None:
        self.t, self.lang, self.catalog_id, self.cache_dir = t, lang, catalog_id, cache_dir

    def _text(self, message: str) -> str:
        out = typeset(message, self.lang)
        return resolve_articles(out) if self.lang == "hu" else out

    def card(
        self,
        p: Puzzle,
        number: int,
        page_url: str,
        data_digest: str,
        level: int = 3,
        rule_stated: bool = False,
        rule_recalled: bool = False,
    ) -> str:
        """The card's HTML, from the cache when this puzzle was made before in this language
        (``data_digest``: of the puzzles file, which with the id names the puzzle's content;
        ``rule_stated``: the page states the last-card rule, so the answer only names it;
        ``rule_recalled``: an answer above it has named it, so it does not point up again)."""
        rule = (rule_stated, rule_recalled)
        if self.cache_dir is None:
            return self._make(p, number, page_url, level, *rule)
        what = (data_digest, p.id, number, page_url, level, rule, self.lang, self.catalog_id)
        key = hashlib.sha1((repr((engine.__version__, *what)) + _CODE_VERSION).encode()).hexdigest()
        store = _store(self.cache_dir / f"cards-{self.lang}.pickle")
        store.used.add(key)
        if key not in store.cards:
            store.cards[key] = self._make(p, number, page_url, level, *rule)
            store.dirty = True
        return store.cards[key]

    def _figure(self, p: Puzzle) -> str:
        fig = _figure_of(p)
        out = render(fig, self.t, self.lang, {}, _replayed(p))
        fid = out.split('id="', 1)[1].split('"', 1)[0]
        out = out.replace(fid, f"{p.id}-figure")  # unique on a page that shows one position twice
        return resolve_articles(out) if self.lang == "hu" else out

    def _make(
        self,
        p: Puzzle,
        number: int,
        page_url: str,
        level: int,
        rule_stated: bool = False,
        rule_recalled: bool = False,
    ) -> str:
        """The card; its title is a heading of ``level`` (under the page's or section's)."""
        t, e = self.t, html.escape
        kind = t.gettext(texts.KIND_NAMES[p.kind])
        title = self._text(t.gettext(texts.TITLE) % {"number": number, "kind": kind})
        meta = [self._text(t.gettext(texts.DIFFICULTY[p.difficulty["band"]]))]
        # a theme of the answer (a "no"'s proof, the move's kind) is told with the answer only
        themes = texts.told_themes(p)
        shown = [x for x in themes if x in POSITION_THEMES]
        told = [x for x in themes if x not in POSITION_THEMES]
        if shown:
            meta.append(self._text(texts.theme_in_sentence(t, p.game, shown)))
        game = p.position()
        question = " ".join(self._text(s) for s in texts.question(p, t, game))
        ans = texts.answer(p, t, game, rule_stated, rule_recalled)
        body = [f"<p>{e(self._text(s))}</p>" for s in ans.lead]
        # A sequence: one block per decision, its number in its words ("Decision 2 — the right
        # move: …"), not a list's number a text reader does not see (round 17, pl D1); the forced
        # moves after it end its block in one sentence (pl D4, uk D6).
        steps = zip(ans.steps, ans.step_intros, ans.step_forced, strict=True)
        for (said, losing), intro, forced in steps:
            inner = "".join(f"<li>{e(self._text(x))}</li>" for x in losing)
            more = f"<p>{e(self._text(intro))}</p><ul>{inner}</ul>" if losing else ""
            after = f"<p>{e(self._text(forced))}</p>" if forced else ""
            body.append(
                f'<div class="sol-puzzle-step"><p>{e(self._text(said))}</p>{more}{after}</div>'
            )
        if ans.items:
            body.append(f"<p>{e(self._text(ans.items_intro))}</p><ul>")
            body += [f"<li>{e(self._text(x))}</li>" for x in ans.items]
            body.append("</ul>")
        body += [f"<p>{e(self._text(s))}</p>" for s in ans.tail]
        if told:  # the answer's themes; the position's, named above, not again (the eighth review)
            said = self._text(texts.answer_themes(t, p.game, told))
            body.append(f'<p class="sol-puzzle-themes">{e(said)}</p>')
        solve = self._text(t.gettext(texts.SOLVE))
        answer = self._text(t.gettext(texts.ANSWER))
        return (
            f'<article class="sol-puzzle-card" id="{p.id}" data-puzzle="{p.id}" '
            f'data-kind="{p.kind}" data-band="{p.difficulty["band"]}">\n'
            f'<h{level}><a class="sol-puzzle-link" href="{e(page_url)}#{p.id}">'
            f"{e(title)}</a></h{level}>\n"
            f'<p class="sol-puzzle-meta">{" ".join(e(m) for m in meta)}</p>\n'
            f"{self._figure(p)}\n"
            f'<p class="sol-puzzle-question">{e(question)}</p>\n'
            f'<p><button type="button" class="md-button" data-action="solve" '
            f'data-puzzle="{p.id}" hidden>'
            f"{e(solve)}</button></p>\n"
            f'<details class="sol-puzzle-answer"><summary>{e(answer)}</summary>\n'
            + "\n".join(body)
            + "\n</details>\n</article>"
        )


_REPLAYED: dict[str, tuple[Game, int, Record | None]] = {}


def _figure_of(p: Puzzle) -> Figure:
    """The figure of a puzzle's position: its deal code and record prefix, at the prefix's end."""
    return Figure(record=f"{p.code}\n{' '.join(p.prefix)}\n", point=_point(p.prefix))


def _replayed(p: Puzzle) -> tuple[Game, int, Record | None]:
    """The figure's replayed position, made once for every language (the drawing only reads it)."""
    if p.id not in _REPLAYED:
        _REPLAYED[p.id] = figure_position(_figure_of(p))
    return _REPLAYED[p.id]


def _point(prefix: list[str]) -> str:
    """The figure's point for a position after ``prefix``: its last move or redeal."""
    if not prefix:
        return "start"
    if prefix[-1] == "redeal":
        return f"after-redeal-{prefix.count('redeal')}"
    return f"after-move-{sum(1 for m in prefix if m != 'redeal')}"


def card_maker(
    t: Translations, lang: str, catalog_id: str, cache_dir: Path | None
) -> Callable[..., str]:
    """``card(slug, id, level, rule_stated, rule_recalled)``: the card HTML of a puzzle of that
    game, linked to its browse page, its title a heading of ``level`` (``rule_stated``,
    ``rule_recalled``: as ``Cards.card``)."""
    cards = Cards(t, lang, catalog_id, cache_dir)

    def card(
        slug: str, pid: str, level: int = 3, rule_stated: bool = False, rule_recalled: bool = False
    ) -> str:
        p = plan(slug)
        page = p.page_of[pid].url
        number = p.number[pid]
        return cards.card(p.by_id[pid], number, page, p.digest, level, rule_stated, rule_recalled)

    return card


@cache
def uses_rule(slug: str, pid: str) -> bool:
    """Whether the answer of puzzle ``pid`` of game ``slug`` rests on the last-card rule (the
    same in every language: said in English), so its page states the rule once above it."""
    p = plan(slug).by_id[pid]
    return texts.answer(p, NullTranslations(), p.position()).rule


def states_rule(slug: str, pids: list[str]) -> bool:
    """Whether a page that lists the answers of ``pids`` states the last-card rule at its top:
    when any of them rests on it (the others never mention it)."""
    return any(uses_rule(slug, pid) for pid in pids)


@cache
def names_rule(slug: str, pid: str) -> bool:
    """Whether the answer of puzzle ``pid`` names the last-card rule on a page that states it:
    not when it rests on it only in proofs of the short shape (words.SHORT), which say what the
    rule means for their card without naming it."""
    p = plan(slug).by_id[pid]
    return texts.answer(p, NullTranslations(), p.position(), rule_stated=True).rule


def rule_recalled(slug: str, pids: list[str]) -> set[str]:
    """The puzzles of a page (``pids`` in page order) whose answers come after the first one
    that names the last-card rule: they name it without pointing to the top of the page again
    (the tenth review, uk: "(stated at the top of this page)" 28 times on one page)."""
    users = [pid for pid in pids if names_rule(slug, pid)]
    return set(users) - set(users[:1])


def write_data(site_dir: Path) -> None:
    """``puzzles/<slug>.json`` in one language's folder (the same in every language)."""
    for slug in GAMES:
        json_files.write(site_dir, f"{slug}.json", data(slug))


def daily_of(slug: str, day: datetime.date | None = None) -> str:
    """The id of the puzzle of ``day`` (the build's date when None)."""
    return daily.puzzle_of_day(plan(slug).order, day or build_date())


def page_of_kind(slug: str, kind: str, number: int) -> BrowsePage:
    """The browse page ``number`` (from 1) of ``kind``'s run in game ``slug``."""
    for page in plan(slug).pages:
        if page.kind == kind and page.number == number:
            return page
    raise KeyError(f"no page {number} of {kind} puzzles of {slug}")


def _prewarm_language(code: str, cache_dir: Path) -> int:
    """Make every browse-page card of one language into its cache file; the cards made."""
    lang = load_language(code)
    cards = Cards(lang.translations, code, lang.catalog_id, cache_dir)
    made = 0
    for slug in GAMES:
        p = plan(slug)
        for pid, page in p.page_of.items():
            try:
                cards.card(p.by_id[pid], p.number[pid], page.url, p.digest, level=2)
            except (FigureError, UnresolvedArticle, MissingForm, ValueError):
                continue  # the page build reports it, naming the page and line
            made += 1
    save_cards()
    return made


def _cache_is_newer(code: str, cache_dir: Path) -> bool:
    """The language's card cache is newer than everything a card is made from: no prewarm
    (the page build still checks each card's key; this only saves starting the processes)."""
    path = cache_dir / f"cards-{code}.pickle"
    if not path.exists():
        return False
    sources = [
        *PUZZLES.rglob("*.json"),
        *(ROOT / "engine").rglob("*.py"),
        *(ROOT / "locales").glob(f"{code}/LC_MESSAGES/*.po"),
        Path(__file__),
    ]
    return path.stat().st_mtime > max(f.stat().st_mtime for f in sources)


def prewarm(codes: list[str], cache_dir: Path = CARD_CACHE, workers: int | None = None) -> None:
    """Fill the card cache of every language in parallel processes before the (sequential)
    mkdocs runs, so a cold build draws its 4,000-odd figures on every core; a warm cache makes
    this a quick read."""
    codes = [c for c in codes if not _cache_is_newer(c, cache_dir)]
    if not codes:
        return
    jobs = workers or min(len(codes), os.cpu_count() or 1)
    if jobs <= 1:
        for code in codes:
            _prewarm_language(code, cache_dir)
        return
    with ProcessPoolExecutor(max_workers=jobs) as pool:
        list(pool.map(_prewarm_language, codes, [cache_dir] * len(codes)))
