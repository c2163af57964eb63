"""The site pipeline: one English source per page, rendered into every language, handed to a
site engine (mkdocs + Material today) and post-processed. Read it in this order:

``build``     the pipeline's stages, top to bottom, and the ``build`` command;
``serve``     the ``serve`` command: build, serve, rebuild what an edit reaches (one worker
              per language keeps it built; a page or catalog edit rewrites only its pages);
``games``     the games the site publishes (from the engine's registry) and their pages;
``i18n/``     languages (which ones, how each searches), catalogs (reading, checks, the one
              ``.mo`` compiler), glossary, language (gettext filling messages for the pages,
              ``load_language``), texts (the site's own interface strings), extract (the ``i18n``
              command: extract, update, compile, report);
``pages/``    render (a page source -> Markdown in one language, figures in it as HTML, cards
              as slots), puzzle_pages (browse pages, cards, their cache), links (checked before
              rendering), root_page and not_found (the pages written outside the site engine,
              assembled by plain_page);
``mkdocs_adapter/``  the only code that knows mkdocs or Material: the plugin of one run, the run
              itself and the live-reload server, Material's template overrides;
``exports/``  the files the browser app reads: bundle (the wheel, the Pyodide runtime, the fast
              start, each language's catalog, starting boards), verdicts, puzzle_board, and
              json_files (the one JSON writer).

The browser app itself (scripts, styles, service worker, the fast start's Node script) is in
``web/`` at the top of the project; ``build_tools/diagram_cli.py`` is the ``diagram`` command.
"""
