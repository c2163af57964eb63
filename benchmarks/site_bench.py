"""Site build time: our pipeline vs plain mkdocs on the same rendered Markdown, figures on/off.

    python benchmarks/site_bench.py [--runs 3]

Prints the median of several runs for: the full pipeline (all languages, strict checks, figures
from the cache and with a cold figure cache), the pipeline without figures, and plain mkdocs
(same theme and config, no hooks) building the Markdown our pipeline rendered, figures inlined.
The pipeline's time includes its checks, the root page and the Pyodide bundle (wheel, runtime copy).
The ratio pipeline / plain is the pipeline's overhead (target ≤ 1.5×).
"""

from __future__ import annotations

import argparse
import os
import shutil
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

import yaml  # noqa: E402
from mkdocs.commands.build import build as mkdocs_build  # noqa: E402
from mkdocs.config import load_config  # noqa: E402

from build_tools.site import build as pipeline  # noqa: E402
from build_tools.site.i18n import texts  # noqa: E402
from build_tools.site.i18n.language import load_language  # noqa: E402
from build_tools.site.i18n.languages import CODES, language  # noqa: E402
from build_tools.site.pages.puzzle_pages import CARD_CACHE  # noqa: E402
from build_tools.site.pages.render import FIGURE_CACHE, JINJA_CACHE, render_page  # noqa: E402


def timed(fn, runs: int) -> float:
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        fn()
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def dump_plain(out: Path) -> None:
    """Each language's rendered Markdown, figures in it as HTML, with a hook-free config."""
    for code in CODES:
        lang = load_language(code)
        docs = out / code / "docs"
        docs.mkdir(parents=True)
        for page in sorted((ROOT / "docs").glob("*.md")):
            rendered = render_page(page.name, lang, runtime_megabytes=21)  # a size to show
            (docs / page.name).write_text(rendered.markdown, encoding="utf-8")
        config = yaml.safe_load((ROOT / "mkdocs.yml").read_text(encoding="utf-8"))
        config["docs_dir"] = str(docs)
        config["site_dir"] = str(out / code / "site")
        config["site_url"] = f"{config['site_url']}{code}/"
        config["strict"] = False
        config["theme"]["language"] = code
        config["theme"]["custom_dir"] = str(ROOT / config["theme"]["custom_dir"])
        config["plugins"] = [{"search": {"lang": [language(code).search_lang]}}]
        # The theme's title and 404 page read these; the hooks set them, plain mkdocs has none.
        config.setdefault("extra", {})["title_format"] = lang.gettext(texts.TITLE_FORMAT)
        config["extra"]["not_found"] = {
            "title": lang.gettext(texts.NOT_FOUND_TITLE),
            "text": lang.gettext(texts.NOT_FOUND_TEXT),
            "link": lang.gettext(texts.NOT_FOUND_HOME),
            "home": f"/{code}/",
        }
        (out / code / "mkdocs.yml").write_text(yaml.safe_dump(config), encoding="utf-8")


def build_plain(out: Path) -> None:
    for code in CODES:
        mkdocs_build(load_config(str(out / code / "mkdocs.yml"), strict=False))


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__)
    p.add_argument("--runs", type=int, default=3)
    args = p.parse_args()
    os.environ.setdefault("SOURCE_DATE_EPOCH", "0")
    with tempfile.TemporaryDirectory() as tmp:
        tmp_path = Path(tmp)
        site = tmp_path / "site"

        def cold() -> None:
            shutil.rmtree(FIGURE_CACHE, ignore_errors=True)
            shutil.rmtree(JINJA_CACHE, ignore_errors=True)
            shutil.rmtree(CARD_CACHE, ignore_errors=True)
            pipeline.build_all(site=site)

        full_cold = timed(cold, args.runs)
        full = timed(lambda: pipeline.build_all(site=site), args.runs)
        no_figures = timed(lambda: pipeline.build_all(site=site, figures=False), args.runs)
        dump_plain(tmp_path / "plain")
        plain = timed(lambda: build_plain(tmp_path / "plain"), args.runs)
    langs = len(CODES)
    print(f"languages: {langs}; median of {args.runs} runs")
    print("| build | seconds | per language |")
    print("|---|---|---|")
    for name, secs in [
        ("pipeline, caches warm", full),
        ("pipeline, caches cold (figures, puzzle cards, compiled templates)", full_cold),
        ("pipeline, caches warm, no figures", no_figures),
        ("plain mkdocs, same rendered Markdown", plain),
    ]:
        print(f"| {name} | {secs:.2f} | {secs / langs:.2f} |")
    print(f"ratio pipeline (warm) / plain mkdocs: {full / plain:.2f}×")
    print(f"ratio pipeline (cold) / plain mkdocs: {full_cold / plain:.2f}×")
    return 0


if __name__ == "__main__":
    sys.exit(main())
