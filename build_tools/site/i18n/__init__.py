"""Languages and their catalogs: ``languages`` (the site's languages as data), ``catalogs``
(reading ``.po``, the strict checks, the one ``.mo`` compiler), ``glossary`` (one term per
concept), ``language`` (gettext filling messages for the pages; ``load_language``), ``texts``
(the site's own interface strings), ``extract`` (the ``i18n`` command)."""
