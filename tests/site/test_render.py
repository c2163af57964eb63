"""Pages render through gettext: CLDR plurals, locale numbers, Hungarian articles, figures."""

import gettext
from pathlib import Path

import pytest
from babel.messages.catalog import Catalog

from build_tools.site.i18n.catalogs import compiled
from build_tools.site.pages.render import Language, PageError, environment, render_page


def language(code: str, messages: dict) -> Language:
    cat = Catalog(locale=code)
    for msgid, msgstr in messages.items():
        cat.add(msgid, msgstr)
    return Language(code, compiled(cat), cat)


def page(tmp_path: Path, source: str, lang: Language, **kw) -> str:
    (tmp_path / "p.md").write_text(source, encoding="utf-8")
    return render_page("p.md", lang, docs=tmp_path, cache=None, **kw).markdown


CARDS = "{% trans count=n %}one card{% pluralize %}{{ count }} cards{% endtrans %}"


@pytest.mark.parametrize(
    ("code", "forms", "expected"),
    [
        ("uk", ("%(count)s карта", "%(count)s карти", "%(count)s карт"),
         {1: "1 карта", 2: "2 карти", 5: "5 карт", 21: "21 карта", 104: "104 карти"}),
        ("pl", ("%(count)s karta", "%(count)s karty", "%(count)s kart"),
         {1: "1 karta", 2: "2 karty", 5: "5 kart", 22: "22 karty", 12: "12 kart"}),
    ],
)  # fmt: skip
def test_plurals_follow_cldr(tmp_path, code, forms, expected):
    lang = language(code, {("one card", "%(count)s cards"): forms})
    for n, text in expected.items():
        assert page(tmp_path, "{% set n = " + str(n) + " %}" + CARDS, lang) == text


def test_hungarian_article_follows_the_number(tmp_path):
    lang = language("hu", {"%(n)s cards": "a(z) %(n)s lap"})
    src = "{% trans n=n %}{{ n }} cards{% endtrans %}"
    for n, article in [(1, "az"), (8, "a"), (5, "az"), (64, "a"), (104, "a"), (50, "az")]:
        assert page(tmp_path, "{% set n = " + str(n) + " %}" + src, lang) == f"{article} {n} lap"
    assert page(tmp_path, "{% set n = 1040 %}" + src, lang) == "az 1040 lap"  # no grouping (CLDR)
    assert page(tmp_path, "{% set n = 10400 %}" + src, lang) == "a 10\xa0400 lap"


def test_numbers_and_percentages_in_locale_format(tmp_path):
    lang = language("pl", {"%(share)s won": "wygrane: %(share)s"})
    src = "{% trans share=percent(0.058) %}{{ share }} won{% endtrans %}"
    assert page(tmp_path, src, lang) == "wygrane: 5,8%"
    en = Language("en", gettext.NullTranslations(), None)
    assert page(tmp_path, src, en) == "5.8% won"


def test_rule_numbers_come_from_the_engine(tmp_path):
    en = Language("en", gettext.NullTranslations(), None)
    src = (
        "{% trans n=crescent.piles, k=forty_thieves.stock_size %}{{ n }} and {{ k }}{% endtrans %}"
    )
    assert page(tmp_path, src, en) == "16 and 64"


def test_missing_translation_is_reported_with_its_line(tmp_path):
    lang = language("hu", {"In short": "Röviden"})
    page(tmp_path, "{% trans %}In short{% endtrans %}\n\n{% trans %}Setup{% endtrans %}\n", lang)
    assert [str(p) for p in lang.problems] == [
        f"{tmp_path / 'p.md'}:3: hu: no translation of 'Setup'; run `python -m build_tools i18n`"
    ]


def test_figure_in_a_page_is_replayed_from_its_code(tmp_path):
    en = Language("en", gettext.NullTranslations(), None)
    (tmp_path / "p.md").write_text('Text\n\n{{ figure(code="CR1-N-AAAAAAB") }}\n', encoding="utf-8")
    out = render_page("p.md", en, docs=tmp_path, cache=None)
    assert out.markdown.startswith("Text\n\n\n\n<figure ")  # an HTML block of its own
    assert out.markdown.endswith("</figure>\n")
    assert out.markdown.count("<figure") == 1 and 'data-code="CR1-N-AAAAAAB"' in out.markdown


def test_a_bad_figure_names_the_page_and_line(tmp_path):
    en = Language("en", gettext.NullTranslations(), None)
    with pytest.raises(
        PageError, match=r"p\.md:3: figure of CR9-N-AAAAAAB: unsupported deal algorithm version 9"
    ):
        page(tmp_path, 'Text\n\n{{ figure(code="CR9-N-AAAAAAB") }}\n', en)


def test_mark_next_marks_the_records_next_move(tmp_path):
    en = Language("en", gettext.NullTranslations(), None)
    (tmp_path / "r.txt").write_text("CR1-N-AAAAAAB\np1-f2 p3-f6\n", encoding="utf-8")
    (tmp_path / "p.md").write_text(
        '{{ figure(record="r.txt", point="before-move-2", mark_next=True) }}\n', encoding="utf-8"
    )
    out = render_page("p.md", en, docs=tmp_path, cache=None)
    assert 'data-highlight="p3"' in out.figures[0] and 'data-circle="f6"' in out.figures[0]


def test_a_jinja_error_names_the_page_and_line(tmp_path):
    en = Language("en", gettext.NullTranslations(), None)
    with pytest.raises(PageError, match=r"p\.md:2: "):
        page(tmp_path, "ok\n{{ crescent.no_such_rule }}\n", en)


@pytest.mark.parametrize(
    ("code", "small", "large"),
    [("en", "1,040", "12,345"), ("uk", "1040", "12\xa0345"), ("pl", "1040", "12\xa0345"),
     ("hu", "1040", "12\xa0345")],
)  # fmt: skip
def test_numbers_are_grouped_as_each_language_writes_them(code, small, large):
    lang = Language(code, gettext.NullTranslations(), None)
    assert (str(lang.value(1040)), str(lang.value(12345))) == (small, large)


def test_the_wrap_move_is_found_in_the_record(tmp_path):
    en = Language("en", gettext.NullTranslations(), None)
    (tmp_path / "r.txt").write_text(
        "CR1-N-AAAAAAB\np16-p5 p11-p3 p1-f2 p6-f5 p7-f2 p9-p6 p4-p7 p4-f7 p4-f1 p14-p4\n",
        encoding="utf-8",
    )
    src = '{% set ex = record("r.txt") %}{{ ex.first_wrap_move }}'
    assert page(tmp_path, src, en) == "10"  # p14-p4: the ace of spades onto the king of spades
    (tmp_path / "r.txt").write_text("CR1-N-AAAAAAB\np1-f2\n", encoding="utf-8")
    with pytest.raises(PageError, match=r"p\.md:1: r\.txt has no ace-on-king move"):
        page(tmp_path, src, en)


def test_a_page_that_needs_a_won_record_refuses_one_that_is_not(tmp_path):
    en = Language("en", gettext.NullTranslations(), None)
    (tmp_path / "records").mkdir()
    (tmp_path / "records" / "short.txt").write_text("CR1-N-AAAAAAB\np1-f2\n", encoding="utf-8")
    src = 'Text\n\n{% set ex = record("records/short.txt", won=True) %}{{ ex.moves }}\n'
    with pytest.raises(PageError, match=r"p\.md:3: records/short\.txt is not a won game"):
        page(tmp_path, src, en)
    assert page(tmp_path, src.replace(", won=True", ""), en).strip().endswith("1")


def test_the_caches_are_kept_where_the_caller_says_and_nowhere_without_one(tmp_path):
    # A page rendered with its caches in a folder keeps its compiled template there; without a
    # cache (as the tests render) nothing is written anywhere, the repository's build/ included.
    en = Language("en", gettext.NullTranslations(), None)
    (tmp_path / "docs").mkdir()
    (tmp_path / "docs" / "p.md").write_text("# Title\n\n{{ lang }}\n", encoding="utf-8")
    out = render_page("p.md", en, docs=tmp_path / "docs", cache=tmp_path / "cache" / "figures")
    assert out.markdown == "# Title\n\nen\n"
    assert list((tmp_path / "cache" / "jinja").iterdir())
    assert environment(en, tmp_path / "docs", cache=None).bytecode_cache is None
