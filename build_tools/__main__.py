"""``python -m build_tools SUBCOMMAND``: the site pipeline's command line."""

from __future__ import annotations

import sys


def main(argv: list[str]) -> int:
    if argv[:1] == ["diagram"]:
        from .diagrams.cli import main as diagram

        return diagram(argv[1:])
    print("usage: python -m build_tools diagram CODE [options]", file=sys.stderr)
    return 2


sys.exit(main(sys.argv[1:]))
