"""A page's localStorage as a test puts it there before the site's scripts read it."""

from __future__ import annotations

import itertools
import json

_SEEDS = itertools.count()


def seed_storage(page, items: dict[str, str]) -> None:
    """Have ``page``'s next site document find ``items`` in its origin's localStorage when the
    site's scripts start; the test then navigates (goto or reload).

    The items are written by that document itself (an init script, once per call), not by the
    document before it: a write made just before a navigation goes to the storage backend on the
    old document's pipe, which nothing orders before the new document's read of its origin's
    storage (the likely way the CI run of bd1b257 lost a corrupt record the page then never
    reported). Registered after ``FRESH_STORAGE``, it writes after that script's clear. Each call
    seeds once: its flag is its own, in the tab's sessionStorage."""
    seed = """(([flag, items]) => {
  if (location.protocol !== "http:" || sessionStorage.getItem(flag)) return;
  sessionStorage.setItem(flag, "1");
  for (const [k, v] of Object.entries(items)) localStorage.setItem(k, v);
})"""
    flag = f"test:seeded:{next(_SEEDS)}"
    page.add_init_script(f"{seed}({json.dumps([flag, items])});")
