"""The one page assembly of the two pages the site writes outside the site engine: the root page
(``root_page``) and the site-wide 404 page (``not_found``). Callers pass HTML already escaped."""

from __future__ import annotations

from string import Template

# Their look.
PLAIN_STYLE = """<style>
body { font-family: system-ui, sans-serif; max-width: 40rem; margin: 3rem auto; padding: 0 1rem;
  line-height: 1.5; color: #1a1a1a; background: #fff; }
a { color: #0b57d0; }
@media (prefers-color-scheme: dark) { body { color: #eee; background: #121212; }
  a { color: #8ab4f8; } }
</style>"""

_PAGE = Template("""<!doctype html>
<html lang="$lang">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>$title</title>
$head</head>
<body>
<main>
$main
</main>
$end</body>
</html>
""")


def _lines(*parts: str) -> str:
    return "".join(f"{part}\n" for part in parts if part)


def _script(code: str) -> str:
    return f"<script>{code}</script>" if code else ""


def plain_page(
    lang: str,
    title: str,
    main: str,
    head: tuple[str, ...] = (),
    head_script: str = "",
    end_script: str = "",
) -> str:
    """A whole page in ``lang``: ``head`` lines before the style, then ``head_script``; ``main``
    the content of its ``<main>``; ``end_script`` run after it."""
    return _PAGE.substitute(
        lang=lang,
        title=title,
        head=_lines(*head, PLAIN_STYLE, _script(head_script)),
        main=main,
        end=_lines(_script(end_script)),
    )
