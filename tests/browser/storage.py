"""localStorage as a player's earlier visit left it, written by the document that reads it.

A write made from one document just before the tab goes to the next (a reload, a ``goto``) goes
to the storage backend on the old document's pipe, which nothing orders before the new
document's read of its origin's storage (the likely way the CI run of bd1b257 lost a corrupt
record the page then never reported). So the next document writes the items itself, from an init
script that runs before any of the site's scripts, once per call: its flag is its own, in the
tab's sessionStorage. Not for a ``warm`` page's first document: that one empties the origin's
storage first (conftest.FRESH_STORAGE), as late as it can, after the writes of the page an
earlier test closed; seed a later document of the test's page."""

from __future__ import annotations

import itertools
import json

_SEEDS = itertools.count()

SEED = """(([flag, items]) => {
  if (location.protocol !== "http:" || sessionStorage.getItem(flag)) return;
  sessionStorage.setItem(flag, "1");
  for (const [k, v] of Object.entries(items)) localStorage.setItem(k, v);
})"""


def seed_next_document(page, items: dict[str, str]) -> None:
    """Have ``page``'s next document put ``items`` in its origin's localStorage before the
    site's scripts start (the test then navigates as it needs: reload, goto, a click)."""
    flag = f"test:seeded:{next(_SEEDS)}"
    page.add_init_script(f"{SEED}({json.dumps([flag, items])});")


def reload_with_storage(page, items: dict[str, str]) -> None:
    """Reload ``page`` with ``items`` in its origin's localStorage when the site's scripts start."""
    seed_next_document(page, items)
    page.reload(wait_until="networkidle")
