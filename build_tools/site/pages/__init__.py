"""The pages: ``render`` (a page source -> Markdown in one language, figures in it as HTML, cards
as placeholders), ``puzzle_pages`` (the generated browse pages, the puzzle cards and their
cache), ``links`` (internal links and anchors, checked before rendering), ``root_page`` and
``not_found`` (the root and 404 pages, written without the site engine; one page assembly,
``plain_page``)."""
