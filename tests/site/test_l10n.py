"""Text that reads as if natives wrote it: standard catalogs (GNU msgfmt), forms the build can
check, one context per role, the 404 pages, the theme's own strings and locale typography, as the
built site shows them."""

from __future__ import annotations

import re
import shutil
import subprocess
from pathlib import Path

import pytest
from babel.messages.catalog import Catalog

from build_tools.site.i18n import catalogs
from build_tools.site.mkdocs_adapter.engine import Server
from build_tools.site.pages.not_found import page_for

LANGS = ("hu", "uk", "pl")


@pytest.mark.parametrize("lang", LANGS)
def test_gnu_msgfmt_accepts_the_catalog(lang):
    msgfmt = shutil.which("msgfmt")
    assert msgfmt, "GNU gettext's msgfmt is missing: ./dev test installs Debian's gettext"
    done = subprocess.run(
        [msgfmt, "--check", "--check-header", "-o", "/dev/null", str(catalogs.po_path(lang))],
        capture_output=True,
        text=True,
    )
    assert done.returncode == 0 and done.stderr == "", done.stderr


def _catalog_with(msgstr: str) -> tuple[Catalog, Catalog]:
    template = Catalog(locale="hu")
    template.add("%(card)s from %(source)s to %(target)s", locations=[("x.py", 1)])
    template.add("ace of spades", locations=[("x.py", 2)])
    catalog = Catalog(locale="hu")
    catalog.add("%(card)s from %(source)s to %(target)s", msgstr)
    catalog.add("ace of spades", "pikk ász | sub: pikk ászra")
    return catalog, template


def test_a_form_no_term_has_stops_the_build(tmp_path):
    catalog, template = _catalog_with("a(z) %(card)s{ill} a(z) %(source)s a(z) %(target)s")
    problems = catalogs.check("hu", catalog, template, tmp_path / "hu" / "LC_MESSAGES" / "m.po")
    assert any("%(card)s{ill}" in p.message and "no form 'ill'" in p.message for p in problems)
    fine, template = _catalog_with("a(z) %(card)s{sub} a(z) %(source)s a(z) %(target)s")
    assert not [
        p for p in catalogs.check("hu", fine, template, tmp_path / "m.po") if "form" in p.message
    ]


def _text(site: Path, lang: str, page: str) -> str:
    return (site / lang / page).read_text(encoding="utf-8")


def test_one_english_string_with_two_roles_has_two_translations(site_dir):
    play = _text(site_dir, "hu", "play-crescent.html")
    rules = _text(site_dir, "hu", "crescent.html")
    assert re.search(r'data-action="redeal"[^>]*>Újraosztás</button>', play)
    assert '<h2 id="redeal">Újraosztás</h2>' in rules
    assert re.search(
        r'data-action="redeal"[^>]*>Przełóż</button>', _text(site_dir, "pl", "play-crescent.html")
    )
    assert re.search(
        r'data-action="redeal"[^>]*>Перерозподілити</button>',
        _text(site_dir, "uk", "play-crescent.html"),
    )


def test_hungarian_drag_is_never_called_draw(site_dir):
    for page in ("forty-thieves.html", "play-forty-thieves.html", "crescent.html"):
        html = _text(site_dir, "hu", page)
        assert "Húzás és ejtés" not in html
        assert not re.search(r"(?<!át)húzás közben", html, re.IGNORECASE)
    assert "áthúzás közben" in _text(site_dir, "hu", "crescent.html")


@pytest.mark.parametrize(
    ("lang", "title"),
    [("en", "404 – Page not found"), ("hu", "404 – Az oldal nem található"),
     ("uk", "404 — сторінку не знайдено"), ("pl", "404 – Nie znaleziono strony")],
)  # fmt: skip
def test_every_language_has_its_404_page(site_dir, lang, title):
    html = _text(site_dir, lang, "404.html")
    assert f"<h1>{title}</h1>" in html
    assert f'href="/{lang}/"' in html
    assert "Not found" not in html if lang != "en" else True
    root = (site_dir / "404.html").read_text(encoding="utf-8")
    assert f'<section lang="{lang}"><h1>{title}</h1>' in root


def test_a_missing_page_gets_the_404_page_of_its_language(site_dir):
    assert page_for(site_dir, "/hu/nincs-ilyen.html") == site_dir / "hu" / "404.html"
    assert page_for(site_dir, "/pl/a/b/c") == site_dir / "pl" / "404.html"
    assert page_for(site_dir, "/xx/nothing") == site_dir / "404.html"


def test_serve_answers_a_missing_page_with_that_language_404(site_dir):
    server = Server(builder=lambda: None, host="127.0.0.1", port=0, root=str(site_dir))
    try:
        status: list[str] = []
        body = b"".join(
            server.serve_request(
                {"PATH_INFO": "/uk/nema.html", "REQUEST_METHOD": "GET"},
                lambda s, headers: status.append(s),
            )
        )
        assert status == ["404 Not Found"]
        assert "сторінку не знайдено" in body.decode("utf-8")
    finally:
        server.server_close()


def test_the_theme_strings_are_our_translations(site_dir):
    uk = _text(site_dir, "uk", "crescent.html")
    assert 'aria-label="Шапка сайту"' in uk and "Хедер" not in uk
    hu = _text(site_dir, "hu", "crescent.html")
    assert 'aria-label="Fejléc"' in hu and "Élőfej" not in hu
    assert "<title>Правила пасьянсу «Півмісяць» — " in uk


@pytest.mark.parametrize("lang", ("en", *LANGS))
def test_negative_scores_take_the_minus_sign_and_units_a_no_break_space(site_dir, lang):
    rules = _text(site_dir, lang, "forty-thieves.html")
    assert "\u221215" in rules and not re.search(r"<td>-\d", rules)
    play = _text(site_dir, lang, "play-crescent.html")
    assert re.search(r"\d\u00a0(MB|МБ)", play)


@pytest.mark.parametrize("lang", ("en", *LANGS))
def test_no_sentence_of_prose_begins_with_a_digit(site_dir, lang):
    digit_first = re.compile(r"(^|[.!?] )\d+[ \u00a0][^\d×+=−(]")
    for page in sorted((site_dir / lang).glob("*.html")):
        html = page.read_text(encoding="utf-8")
        for block in re.findall(r"<(?:p|li|figcaption)>(.*?)</(?:p|li|figcaption)>", html, re.S):
            text = re.sub(r"<[^>]+>", "", block).strip()
            if text.count(";") > 4:
                continue  # a text description: a list of places, not prose
            assert not digit_first.search(text), (page.name, text[:80])


SPREAD_WORDS = {
    "en": "bottom to top",
    "hu": "alulról felfelé",
    "uk": "від низу до верху",
    "pl": "od dołu do góry",
}
EMPTY = {"en": "empty", "hu": "üres", "uk": "порожн", "pl": "pust"}


@pytest.mark.parametrize("lang", ("en", *LANGS))
def test_the_crescent_redeal_figures_spread_a_pile_with_cards(site_dir, lang):
    html = _text(site_dir, lang, "crescent.html")
    descs = re.findall(r'<p id="fig-[^"]+-desc">([^<]*)</p>', html)
    spreads = [d for d in descs if SPREAD_WORDS[lang] in d]
    assert len(spreads) == 2
    assert all(EMPTY[lang] not in s for s in spreads)
