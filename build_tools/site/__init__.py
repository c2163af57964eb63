"""The site pipeline: one English source per page, rendered into every language by mkdocs.

Read it top to bottom: ``languages`` (which languages, and how each one searches), ``catalogs``
(the gettext catalogs and their checks), ``glossary`` (one term per concept), ``extract`` (the
``i18n`` command), ``render`` (a page source → Markdown in one language, with figures), ``hooks``
(the mkdocs events that call it), ``build`` and ``serve`` (the commands).
"""
