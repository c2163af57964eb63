import pytest

from engine.grammar.articles import UnresolvedArticle, hu_article, resolve_articles


@pytest.mark.parametrize(
    ("following", "article"),
    [
        ("1", "az"), ("8", "a"), ("5", "az"), ("64", "a"), ("104", "a"), ("50", "az"),
        ("1040", "az"), ("500", "az"), ("100", "a"), ("2000", "a"), ("5000", "az"),
        ("1000000", "az"), ("11", "a"), ("0", "a"), ("10.", "a"), ("1.", "az"),
        ("ász", "az"), ("király", "a"), ("Példák", "a"), ("Ász", "az"), ("oszlop", "az"),
        ("„Újraosztás”", "az"),
    ],
)  # fmt: skip
def test_article_follows_how_the_next_word_is_read(following, article):
    assert hu_article(following) == article


def test_markers_are_resolved_in_text():
    text = "A(z) 8 lap és a(z) 5 lap, mind a(z) 64 lapot, a(z) ász, a(z) Példák oldal."
    assert resolve_articles(text) == "A 8 lap és az 5 lap, mind a 64 lapot, az ász, a Példák oldal."


def test_markup_between_article_and_word_is_skipped():
    assert resolve_articles("a(z) <strong>1040</strong> pont") == "az <strong>1040</strong> pont"
    assert resolve_articles("a(z) **ász**") == "az **ász**"


def test_unresolvable_marker_is_an_error():
    with pytest.raises(UnresolvedArticle):
        resolve_articles("mind a(z) ")
    with pytest.raises(UnresolvedArticle):
        resolve_articles("mind a(z) <br>")
    with pytest.raises(UnresolvedArticle):
        resolve_articles("végül a(z)")


def test_text_without_markers_is_unchanged():
    assert resolve_articles("az alapsor és a lap") == "az alapsor és a lap"


@pytest.mark.parametrize(
    ("following", "article"),
    [("F", "az"), ("FT1-N-AAAAAAB", "az"), ("CR1-N-AAAAAAB", "a"), ("N", "az"), ("K", "a"),
     ("R", "az"), ("Ász", "az"), ("Király", "a"), ("ász", "az")],
)  # fmt: skip
def test_capitals_are_read_letter_by_letter(following, article):
    assert hu_article(following) == article
