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
    page.add_script_tag(path=str(AXE))
    result = page.evaluate("async () => await axe.run(document, {resultTypes: ['violations']})")
    return [
        f"{v['id']}: {v['help']} ({', '.join(n['target'][0] for n in v['nodes'][:3])})"
        for v in result["violations"]
    ]


@pytest.mark.parametrize("lang", CODES)
@pytest.mark.parametrize("path", (*PAGES, "404.html"))
@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_page_loads_clean_and_accessible(warm, base_url, lang, path, scheme):
    page = warm.page
    page.emulate_media(color_scheme=scheme)
    page.goto(f"{base_url}/{lang}/{path}", wait_until="networkidle")
    assert page.get_attribute("html", "lang") == lang
    assert axe_violations(page) == []
    assert warm.errors == []
    assert warm.foreign == []


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
