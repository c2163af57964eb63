"""The site engine's adapter: the only code that imports mkdocs or Material (an import-linter
contract in pyproject.toml says so). The pipeline gives it a language and that language's pages,
rendered to Markdown, and gets a built folder back; ``serve`` gets mkdocs' live-reload server.

``plugin``     what mkdocs and Material are told during one language's run;
``engine``     one run (``build``; kept, ``KeptSite``, to write again only the pages an edit
               changed), the live-reload ``Server`` (told of edits by inotify), the log setup;
``overrides/`` Material's templates overridden (the window title, the 404 page, the search
               dialog's name, Material's interface strings from our catalogs).

A move to another engine replaces this package: ProperDocs (the maintained mkdocs 1.6 fork, same
events) needs only its module names here; see the README's "The site engine" for Zensical.
"""

from __future__ import annotations

import os

# SITE_ENGINE=properdocs: every ``mkdocs.*`` import (ours and Material's) is ProperDocs' module
# (its own aliasing, which must come before the first such import).
if os.environ.get("SITE_ENGINE") == "properdocs":
    import properdocs.replacement  # noqa: F401
