"""A strict build refuses catalogs that would ship a defect; each problem names file and line."""

import subprocess
from io import BytesIO
from pathlib import Path

import pytest
from babel.messages.catalog import Catalog
from babel.messages.pofile import read_po, write_po

from build_tools.site.i18n import glossary
from build_tools.site.i18n.catalogs import check

TEMPLATE_MESSAGES = [
    ("In short", "docs/crescent.md", 3),
    ("%(piles)s piles of %(size)s cards.", "docs/crescent.md", 5),
    (("one redeal", "%(num)s redeals"), "docs/crescent.md", 9),
    ("See [the foundations](crescent.md#foundations).", "docs/crescent.md", 12),
    ("The foundation takes the card.", "docs/crescent.md", 14),
]


def template() -> Catalog:
    cat = Catalog()
    for msgid, file, line in TEMPLATE_MESSAGES:
        cat.add(msgid, None, [(file, line)])
    return cat


GOOD_HU = {
    "In short": "Röviden",
    "%(piles)s piles of %(size)s cards.": "%(piles)s oszlop, egyenként %(size)s lappal.",
    "one redeal": ("%(num)s újraosztás",),
    "See [the foundations](crescent.md#foundations).": (
        "Lásd [az alapsorokat](crescent.md#foundations)."
    ),
    "The foundation takes the card.": "Az alapsor befogadja a lapot.",
}


def po(lang: str, translations: dict, tmp_path: Path, fuzzy: frozenset = frozenset()) -> tuple:
    cat = Catalog(locale=lang)
    for msgid, file, line in TEMPLATE_MESSAGES:
        key = msgid if isinstance(msgid, str) else msgid[0]
        if key in translations:
            flags = {"fuzzy"} if key in fuzzy else set()
            cat.add(msgid, translations[key], [(file, line)], flags=flags)
    buf = BytesIO()
    write_po(buf, cat)
    path = tmp_path / f"{lang}.po"
    path.write_bytes(buf.getvalue())
    return read_po(BytesIO(buf.getvalue()), locale=lang), path


def problems(lang, translations, tmp_path, **kw):
    cat, path = po(lang, translations, tmp_path, **kw)
    return [str(p) for p in check(lang, cat, template(), path)]


def test_a_complete_clean_catalog_passes(tmp_path):
    assert problems("hu", GOOD_HU, tmp_path) == []


def test_missing_translation_names_the_source_line(tmp_path):
    found = problems("hu", {k: v for k, v in GOOD_HU.items() if k != "In short"}, tmp_path)
    assert len(found) == 1
    assert "missing translation of 'In short' (docs/crescent.md:3)" in found[0]


def test_empty_translation_names_the_po_line(tmp_path):
    found = problems("hu", {**GOOD_HU, "In short": ""}, tmp_path)
    assert len(found) == 1 and "untranslated: 'In short'" in found[0]
    assert found[0].startswith(f"{tmp_path / 'hu.po'}:")
    assert int(found[0].split(":")[1]) > 0


def test_fuzzy_translation_fails(tmp_path):
    found = problems("hu", GOOD_HU, tmp_path, fuzzy=frozenset({"In short"}))
    assert len(found) == 1 and "fuzzy translation of 'In short'" in found[0]


def test_placeholder_that_differs_fails(tmp_path):
    bad = {**GOOD_HU, "%(piles)s piles of %(size)s cards.": "%(piles)s oszlop, hat lappal."}
    found = problems("hu", bad, tmp_path)
    assert len(found) == 1 and "placeholders differ" in found[0] and "'size'" in found[0]


def test_every_plural_form_keeps_the_count(tmp_path):
    uk = {k: v for k, v in GOOD_HU.items()}
    uk["one redeal"] = ("%(num)s перерозподіл", "%(num)s перерозподіли", "перерозподілів")
    found = problems("uk", uk, tmp_path)
    assert any("placeholders differ" in p and "перерозподілів" in p for p in found)


def test_a_form_said_only_of_one_may_leave_the_count_out(tmp_path):
    """pl's first form serves 1 alone: "jedno przełożenie" (the twentieth review, pl D10: "z
    ostatniego 1 dnia" is not said), as GNU msgfmt allows; its other forms keep the count."""
    pl = {
        **GOOD_HU,
        "one redeal": ("jedno przełożenie", "%(num)s przełożenia", "%(num)s przełożeń"),
    }
    assert problems("pl", pl, tmp_path) == []
    pl["one redeal"] = ("jedno przełożenie", "kilka przełożeń", "%(num)s przełożeń")
    found = problems("pl", pl, tmp_path)
    assert len(found) == 1 and "placeholders differ" in found[0] and "kilka" in found[0]


def test_a_form_that_also_serves_21_keeps_the_count(tmp_path):
    """uk's first form serves 1, 21, 31…: without the count, 21 would read as one."""
    uk = {
        **GOOD_HU,
        "one redeal": ("один перерозподіл", "%(num)s перерозподіли", "%(num)s перерозподілів"),
    }
    found = problems("uk", uk, tmp_path)
    assert len(found) == 1 and "placeholders differ" in found[0] and "один" in found[0]


def test_link_target_must_stay_the_same(tmp_path):
    bad = {**GOOD_HU, "See [the foundations](crescent.md#foundations).": "Lásd [itt](crescent.md)."}
    found = problems("hu", bad, tmp_path)
    assert len(found) == 1 and "links differ" in found[0]


def test_article_marker_before_a_fixed_word_fails(tmp_path):
    bad = {**GOOD_HU, "The foundation takes the card.": "A(z) alapsor befogadja a lapot."}
    found = problems("hu", bad, tmp_path)
    assert len(found) == 1 and "'a(z)' before a fixed word: write 'Az'" in found[0]


def test_article_marker_before_a_placeholder_is_allowed(tmp_path):
    ok = {**GOOD_HU, "%(piles)s piles of %(size)s cards.": "a(z) %(piles)s oszlop, %(size)s lap."}
    assert problems("hu", ok, tmp_path) == []


def test_article_marker_outside_hungarian_fails(tmp_path):
    pl = {**GOOD_HU, "In short": "a(z) W skrócie"}
    assert any("'a(z)' outside Hungarian" in p for p in problems("pl", pl, tmp_path))


@pytest.mark.parametrize(
    ("lang", "text", "word"),
    [
        ("hu", "Az alapkupac elfogadja a lapot.", "alapkupac"),
        ("hu", "A növekvő alapsor.", "növekvő"),
        ("uk", "Висхідна основа приймає карту.", "Висхідна основ"),
        ("uk", "Перерозданя.", "Перероздан"),
        ("hu", "Az üres oszlop bármilyen lapot elfogad.", "elfogad"),
        ("hu", "Az oszlopokon a rangok körbeérnek.", "körbeér"),
        ("hu", "Lejátszott játékok", "Lejátszott játék"),
        ("uk", "Вартості йдуть по колу.", "Вартост"),
        ("uk", "Зіграно ігор", "Зіграно ігор"),
        ("pl", "Przetasuj karty.", "Przetasuj"),
        ("pl", "Nie zostało już żadnego przetasowania.", "przetasow"),
        ("pl", "Rozegrane gry", "Rozegrane gry"),
        ("pl", "trwa od akcji nr 5", "akcj"),
    ],
)
def test_glossary_violation_fails(tmp_path, lang, text, word):
    bad = {**GOOD_HU, "The foundation takes the card.": text}
    found = problems(lang, bad, tmp_path)
    assert any("glossary:" in p and repr(word) in p for p in found), found


def test_a_glossary_concept_without_a_reason_stops_the_build(tmp_path):
    path = tmp_path / "glossary.toml"
    path.write_text('[[concept]]\nid = "pile"\nhu = { term = "oszlop" }\n', encoding="utf-8")
    with pytest.raises(glossary.GlossaryError, match="'pile' gives no reason"):
        glossary.load(path)


def test_a_changed_message_keeps_its_previous_english_as_gettext_writes_it(tmp_path):
    """`#|` lines: ``#| msgid ""`` then one quoted line each, readable back and by msgfmt."""
    from build_tools.site.i18n.extract import po_text, read_keeping_previous

    old_text = "after it, a card is locked under cards that must go home before it, " * 2
    new_text = old_text.replace("after it", "after that")
    po = Catalog(locale="hu")
    po.add(old_text, "egy lap beszorul")
    template = Catalog()
    template.add(new_text)
    po.update(template)
    text = po_text(po)
    assert '#| msgid ""\n#| "after it, a card is locked' in text
    assert "#, fuzzy\n#| msgid" in text
    path = tmp_path / "hu.po"
    path.write_text(text, encoding="utf-8")
    back = read_keeping_previous(path, "hu")  # Babel itself drops them on reading
    assert back.get(new_text).previous_id == [old_text]
    assert po_text(back) == text  # a second update keeps them
    subprocess.run(["msgfmt", "--check", "-o", "/dev/null", str(path)], check=True)


def test_every_placeholder_has_an_example_for_the_translator():
    from build_tools.site.i18n import placeholders
    from build_tools.site.i18n.extract import extract

    for m in extract():
        for name in placeholders.names(m.id if m.id else ""):
            assert any(c.startswith(f"%({name})s: ") for c in m.auto_comments), (m.id, name)


def test_a_placeholder_without_an_example_is_named():
    from build_tools.site.i18n import placeholders

    with pytest.raises(placeholders.MissingExample, match="%\\(bogus\\)s"):
        placeholders.comments("Hello %(bogus)s")
