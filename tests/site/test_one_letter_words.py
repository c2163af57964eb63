"""Polish and Ukrainian keep a one-letter word on the line of the word after it (a no-break space
after "i", "z", "w", uk «і», «з», «в»), in every sentence a page shows: its prose, the puzzle
cards' buttons and disclosures, a figure's link (the twenty-sixth review, pl D6: "Odpowiedź i
wyjaśnienie" on 1,485 cards, the kind intros and "Zagraj z tej pozycji" had a plain space, the
pages' own text none); and in the headings, the site's navigation, the page's table of contents
and the window title (the twenty-ninth review, pl D6: "Zagraj w pasjansa …", "W skrócie" in the
navigation and the table of contents of every page, which MkDocs builds from the headings' text
with its whitespace normalised)."""

from __future__ import annotations

import re
from html.parser import HTMLParser
from pathlib import Path

import pytest

# The words the languages' typesetting binds, as tests/grammar's rows write them (independent of
# engine/grammar/typography.py's own patterns): a one-letter word, then an ordinary space.
LOOSE = {
    "pl": re.compile(r"(?<![\w\-])[aiouwzAIOUWZ] (?=\w)"),
    "uk": re.compile(r"(?<![\w\-’])[авзіїйоуєАВЗІЇЙОУЄ] (?=\w)"),
}
# Prose and the controls that carry a sentence; not headings, nav, title, scripts, drawings, code.
_SHOWN = {"p", "li", "summary", "button", "figcaption", "td", "th", "dd"}
_SKIPPED = {"script", "style", "svg", "pre", "code", "nav", "h1", "h2", "h3", "h4", "h5", "h6"}


class _Shown(HTMLParser):
    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.texts: list[str] = []
        self._article = 0
        self._shown = 0
        self._skipped = 0
        self._text: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag == "article":
            self._article += 1
        if tag in _SKIPPED:
            self._skipped += 1
        if tag in _SHOWN:
            self._flush()
            self._shown += 1

    def handle_endtag(self, tag: str) -> None:
        if tag == "article":
            self._article -= 1
        if tag in _SKIPPED:
            self._skipped -= 1
        if tag in _SHOWN:
            self._flush()
            self._shown -= 1

    def handle_data(self, data: str) -> None:
        if self._article and self._shown and not self._skipped:
            self._text.append(data)

    def _flush(self) -> None:
        text = "".join(self._text).strip()
        if text:
            self.texts.append(text)
        self._text = []


@pytest.mark.parametrize("lang", ["pl", "uk"])
def test_no_one_letter_word_ends_a_line_on_any_page(site_dir: Path, lang: str) -> None:
    loose: dict[str, int] = {}
    for page in sorted((site_dir / lang).glob("*.html")):
        parser = _Shown()
        parser.feed(page.read_text(encoding="utf-8"))
        for text in parser.texts:
            for match in LOOSE[lang].finditer(text):
                where = text[max(0, match.start() - 30) : match.end() + 30]
                loose[where] = loose.get(where, 0) + 1
    worst = sorted(loose.items(), key=lambda kv: -kv[1])[:10]
    assert not loose, f"{sum(loose.values())} places, e.g. {worst}"


class _Labels(HTMLParser):
    """The text of every heading, navigation link and the window title of a page."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.texts: list[str] = []
        self._depth = 0
        self._text: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        classes = (dict(attrs).get("class") or "").split()
        if self._depth or tag in {"title", "h1", "h2", "h3", "h4"} or "md-nav__link" in classes:
            self._depth += 1

    def handle_endtag(self, tag: str) -> None:
        if self._depth:
            self._depth -= 1
            if not self._depth:
                text = " ".join(part for part in "".join(self._text).split(" ") if part)
                if text.strip(" \n"):
                    self.texts.append(text.strip(" \n"))
                self._text = []

    def handle_data(self, data: str) -> None:
        if self._depth:
            self._text.append(data.replace("\n", " "))


@pytest.mark.parametrize("lang", ["pl", "uk"])
def test_no_one_letter_word_ends_a_line_in_headings_navigation_or_titles(
    site_dir: Path, lang: str
) -> None:
    loose: dict[str, int] = {}
    checked = 0
    for page in sorted((site_dir / lang).glob("*.html")):
        parser = _Labels()
        parser.feed(page.read_text(encoding="utf-8"))
        checked += len(parser.texts)
        for text in parser.texts:
            for match in LOOSE[lang].finditer(text):
                where = text[max(0, match.start() - 30) : match.end() + 30]
                loose[where] = loose.get(where, 0) + 1
    worst = sorted(loose.items(), key=lambda kv: -kv[1])[:10]
    assert checked > 1000
    assert not loose, f"{sum(loose.values())} places, e.g. {worst}"
