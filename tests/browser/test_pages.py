"""Every page of every language in a real browser: no console error, no request to another
origin, no axe-core violation; search finds each language's words."""

from __future__ import annotations

import re
from urllib.parse import urlsplit

import pytest

from build_tools.site.i18n.languages import CODES
from tests.site_pages import PAGES

from .conftest import AXE

pytestmark = pytest.mark.browser


def axe_violations(page) -> list[str]:
    """axe-core's violations on the page once its CSS transitions have ended (axe reads the
    colours a fade ends on, not a blend: Material's back-to-top button fades in when a scroll goes
    up); axe is injected once per document."""
    page.evaluate(TRANSITIONS_ENDED)
    if not page.evaluate("typeof window.axe === 'object'"):
        page.add_script_tag(path=str(AXE))
    result = page.evaluate("async () => await axe.run(document, {resultTypes: ['violations']})")
    return [
        f"{v['id']}: {v['help']} ({', '.join(n['target'][0] for n in v['nodes'][:3])})"
        for v in result["violations"]
    ]


# Resolves once the styles after the last input are applied (two frames) and every CSS transition
# they started has finished or was cancelled (a hidden element's transition is).
TRANSITIONS_ENDED = """async () => {
  await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
  await Promise.allSettled(
    document.getAnimations().filter((a) => a instanceof CSSTransition).map((a) => a.finished));
}"""

# Material's palettes (mkdocs.yml): the reader's colour scheme picks one on a first visit.
PALETTE = {"light": "default", "dark": "slate"}


def use_scheme(page, scheme: str) -> None:
    """The page as a reader whose system prefers ``scheme`` sees it: the media emulated and
    Material's palette for that media chosen (the palette the page picks on a first visit; the
    page keeps its palette once chosen, so a change of media alone does not repaint it)."""
    page.emulate_media(color_scheme=scheme)
    page.evaluate(
        """(media) => {
  const input = document.querySelector(`input[data-md-color-media="${media}"]`);
  if (!input.checked) input.click();
}""",
        f"(prefers-color-scheme: {scheme})",
    )
    page.wait_for_function(
        "s => document.body.dataset.mdColorScheme === s", arg=PALETTE[scheme], timeout=10_000
    )
    page.evaluate(TRANSITIONS_ENDED)  # axe reads the colours the scheme ends on, not a blend


def violations_in_both_schemes(page) -> dict[str, list[str]]:
    """axe's violations per colour scheme on one load of a page the test opened in the light
    scheme (``page.emulate_media(color_scheme="light")`` before its ``goto``): as it painted
    first, then switched to the dark scheme. It leaves the page dark."""
    assert page.get_attribute("body", "data-md-color-scheme") == PALETTE["light"]
    found = {"light": axe_violations(page)}
    use_scheme(page, "dark")
    assert page.evaluate("matchMedia('(prefers-color-scheme: dark)').matches")
    found["dark"] = axe_violations(page)
    return found


def open_light(w, url: str):
    """``w``'s page at ``url``, loaded for a reader whose system prefers the light scheme."""
    w.page.emulate_media(color_scheme="light")
    w.page.goto(url, wait_until="networkidle")
    return w.page


@pytest.mark.parametrize("lang", CODES)
@pytest.mark.parametrize("path", (*PAGES, "404.html"))
def test_page_loads_clean_and_accessible(warm, base_url, lang, path):
    """One load per page and language, axe in both colour schemes on it: the light one as the
    page first paints for a light system, then the dark one (media and palette switched)."""
    page = open_light(warm, f"{base_url}/{lang}/{path}")
    assert page.get_attribute("html", "lang") == lang
    assert violations_in_both_schemes(page) == {"light": [], "dark": []}
    assert warm.errors == []
    assert warm.foreign == []


def test_a_dark_system_gets_the_dark_palette_on_a_first_visit(warm, base_url):
    """The page tests reach the dark scheme by switching a light load (``use_scheme``); a first
    visit from a dark system paints dark by itself, in the same palette, axe-clean."""
    page = warm.page
    page.emulate_media(color_scheme="dark")
    page.goto(f"{base_url}/en/index.html", wait_until="networkidle")
    assert page.get_attribute("body", "data-md-color-scheme") == PALETTE["dark"]
    assert axe_violations(page) == []
    assert warm.errors == []
    assert warm.foreign == []


def test_axe_reads_the_back_to_top_button_once_its_fade_has_ended(warm, base_url):
    """A scroll back up fades Material's back-to-top button in; a scan started as the fade starts
    reads its colours as they end (CI once failed on a scan that read a blend: color-contrast on
    ``.md-top``)."""
    page = warm.page
    page.goto(f"{base_url}/en/puzzles-crescent.html", wait_until="networkidle")
    page.evaluate("window.scrollTo(0, document.body.scrollHeight)")
    assert axe_violations(page) == []  # axe injected before the fade, as for a page's second scan
    page.evaluate(
        """() => { window.fadeStarted = new Promise((r) =>
  document.querySelector('.md-top').addEventListener('transitionstart', r, {once: true})); }"""
    )
    page.mouse.wheel(0, -400)
    page.evaluate("window.fadeStarted")
    assert axe_violations(page) == []
    assert warm.errors == []


def test_root_page_sends_the_visitor_to_their_language(browser, base_url):
    for accept, lang in [("uk-UA,uk;q=0.9", "uk"), ("pl", "pl"), ("hu-HU", "hu"), ("de", "en")]:
        context = browser.new_context(locale=accept.split(",")[0])
        page = context.new_page()
        page.goto(f"{base_url}/", wait_until="networkidle")
        assert page.url == f"{base_url}/{lang}/"
        context.close()


def test_root_page_without_scripts_is_plain_links(browser, base_url, site_dir):
    context = browser.new_context(java_script_enabled=False)
    page = context.new_page()
    page.goto(f"{base_url}/")
    assert page.url == f"{base_url}/"
    hrefs = page.eval_on_selector_all("a", "els => els.map(e => e.getAttribute('href'))")
    assert set(hrefs) == {f"{code}/" for code in CODES}
    context.close()
    # axe needs scripts, and the page's own script would leave: check its markup without it.
    context = browser.new_context()
    page = context.new_page()
    markup = (site_dir / "index.html").read_text(encoding="utf-8")
    page.set_content(re.sub(r"<script>.*?</script>", "", markup, flags=re.S))
    assert axe_violations(page) == []
    context.close()


# Words as a reader types them, some in another form than the page uses.
SEARCHES = {
    "en": ["redeal", "foundations"],
    "hu": ["újraosztás", "alapsor"],
    "uk": ["перерозподіл", "перерозподілу", "фундаментів"],
    "pl": ["przełożenie", "bazy"],
}


@pytest.mark.parametrize("lang", CODES)
def test_search_finds_the_words_of_each_language(watched, base_url, lang):
    page = watched.page
    for word in SEARCHES[lang]:
        page.goto(f"{base_url}/{lang}/", wait_until="networkidle")
        page.keyboard.press("/")  # Material's shortcut opens the search
        page.fill(".md-search__input", word)
        page.press(".md-search__input", "End")  # a key event: Material reads the query on keys
        page.wait_for_selector(".md-search-result__item a", timeout=10_000)
        links = page.locator(".md-search-result__item a")
        hrefs = links.evaluate_all("links => links.map(a => a.getAttribute('href'))")
        # every word is in the Crescent rules: that page (flat URLs: crescent.html) is found
        pages = {urlsplit(href).path.rsplit("/", 1)[-1] for href in hrefs}
        assert "crescent.html" in pages, (word, hrefs)
    assert watched.errors == []
    assert watched.foreign == []


# Each table's scrolling wrapper: does it overflow, its tab stop, role and the heading naming it.
TABLE_WRAPS = """() => [...document.querySelectorAll('.md-typeset__scrollwrap')].map((w) => ({
  overflows: w.scrollWidth > w.clientWidth,
  tabindex: w.getAttribute('tabindex'),
  role: w.getAttribute('role'),
  named: w.getAttribute('aria-labelledby') &&
    (document.getElementById(w.getAttribute('aria-labelledby')) || {}).tagName,
}))"""


@pytest.mark.parametrize("width", [1280, 390])
def test_a_table_wider_than_its_column_can_be_scrolled_by_keyboard(warm, base_url, width):
    """The Study page's tables (the Polish ones are the widest: one overflowed at 1280 px, and
    axe's scrollable-region-focusable failed): a wrapper that scrolls sideways is a named tab
    stop, one that fits is not; axe-clean at both widths, and after a resize."""
    page = warm.page
    page.set_viewport_size({"width": width, "height": 800})
    page.goto(f"{base_url}/pl/study.html", wait_until="networkidle")
    wraps = page.evaluate(TABLE_WRAPS)
    assert wraps and any(w["overflows"] for w in wraps)  # at 390 px every one does
    for w in wraps:
        if w["overflows"]:
            assert (w["tabindex"], w["role"]) == ("0", "region") and w["named"] in ("H2", "H3")
        else:
            assert (w["tabindex"], w["role"], w["named"]) == (None, None, None)
    assert axe_violations(page) == []
    page.set_viewport_size({"width": 3000 if width < 1000 else 390, "height": 800})
    page.wait_for_function(
        f"() => ({TABLE_WRAPS})().every((w) => (w.tabindex === '0') === w.overflows)"
    )
    assert axe_violations(page) == []
    assert warm.errors == []
