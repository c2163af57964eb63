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
