"""``python -m build_tools SUBCOMMAND``: the site pipeline's command line.

build     every language into site/, strictly (any problem stops it, named by file and line)
serve     build, serve on http://127.0.0.1:8000/ and rebuild on every change (live reload)
i18n      extract messages, update the catalogs, compile them, report per language
rating    fit the puzzle ratings to a population of hint players (--play re-runs it; --report)
diagram   regenerate one figure or its text description from a deal code or game record
"""

from __future__ import annotations

import sys


def main(argv: list[str]) -> int:
    command, rest = (argv[0], argv[1:]) if argv else ("", [])
    if command == "diagram":
        from .diagram_cli import main as run
    elif command == "build":
        from .site.build import main as run
    elif command == "serve":
        from .site.serve import main as run
    elif command == "rating":
        from .puzzle_rating import main as run
    elif command == "i18n":
        from .site.i18n.extract import main as run
    else:
        print(__doc__.strip(), file=sys.stderr)
        return 2
    return run(rest)


sys.exit(main(sys.argv[1:]))
