"""Site texts that live outside the pages: the site name, the theme's toggle labels, the root
page. Marked with ``N_`` for extraction; translated where they are used."""

from __future__ import annotations

from typing import Final


def N_(message: str) -> str:
    return message


SITE_NAME: Final = N_("Two-deck patience")
SITE_DESCRIPTION: Final = N_(
    "Rules of Crescent and Forty Thieves, with diagrams from real deals and a game to play"
)
DARK_MODE: Final = N_("Switch to dark mode")
LIGHT_MODE: Final = N_("Switch to light mode")
ROOT_TITLE: Final = N_("Choose your language")
ROOT_LINK: Final = N_("Read the site in English")
NOT_FOUND_TITLE: Final = N_("404 – Page not found")
NOT_FOUND_TEXT: Final = N_(
    "There is no page at this address. The link may be mistyped, or the page may have moved."
)
NOT_FOUND_HOME: Final = N_("Go to the home page")

# Material's own interface strings that our pages show, by Material's key: the theme's
# translations of some are wrong or stilted (uk "Хедер"), so every language takes them from its
# catalog instead (theme/partials/language.html looks here first). "#" is Material's number.
THEME_STRINGS: Final = {
    "action.skip": N_("Skip to content"),
    "clipboard.copy": N_("Copy to clipboard"),
    "clipboard.copied": N_("Copied to clipboard"),
    "footer": N_("Footer"),
    "footer.next": N_("Next"),
    "footer.previous": N_("Previous"),
    "header": N_("Header"),
    "nav": N_("Navigation"),
    "search.placeholder": N_("Search"),
    "search.share": N_("Share"),
    "search.reset": N_("Clear"),
    "search.result.initializer": N_("Initializing search"),
    "search.result.placeholder": N_("Type to start searching"),
    "search.result.none": N_("No matching documents"),
    "search.result.one": N_("1 matching document"),
    "search.result.other": N_("# matching documents"),
    "search.result.more.one": N_("1 more on this page"),
    "search.result.more.other": N_("# more on this page"),
    "search.result.term.missing": N_("Missing"),
    "select.language": N_("Select language"),
    "toc": N_("Table of contents"),
    "top": N_("Back to top"),
}
# The window title of a page: the page's title and the site's name, joined as the language writes.
TITLE_FORMAT: Final = N_("%(page)s – %(site)s")
