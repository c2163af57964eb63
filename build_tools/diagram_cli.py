"""``python -m build_tools diagram``: regenerate one figure, or its description, from a deal code.

    python -m build_tools diagram CR1-N-AAAAAAB --record docs/records/crescent.txt \
        --point before-move-10 --mark p10 --circle p14 --lang hu --format svg -o fig.svg

Bad input (code, record, point, mark, language) is one clear line on standard error, exit 2.
"""

from __future__ import annotations

import argparse
import re
import sys
from collections.abc import Sequence
from pathlib import Path

from engine.drawing.describe import ENGLISH, Translations
from engine.drawing.figure import Figure, FigureError, draw

from .site.i18n.languages import CODES as LANGUAGES

ROOT = Path(__file__).resolve().parents[1]


def translations(lang: str, locales: Path = ROOT / "locales") -> Translations:
    """The compiled catalog of ``lang`` (English needs none)."""
    if lang == "en":
        return ENGLISH
    if lang not in LANGUAGES:
        raise FigureError(f"unknown language {lang!r} (choose from {', '.join(LANGUAGES)})")
    from .site.i18n import catalogs  # Babel is a build dependency, not the drawing code's

    po = catalogs.po_path(lang, locales)
    if not po.exists():
        raise FigureError(f"no catalog {po}")
    return catalogs.compiled(catalogs.read(po, lang))


def make(fig: Figure, t: Translations, fmt: str, lang: str = "en") -> str:
    """The figure as SVG, or as its caption and text description (typeset for ``lang``)."""
    d = draw(fig, t, lang=lang)
    return f"{d.caption}\n{d.text}\n" if fmt == "txt" else d.svg


def main(argv: Sequence[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m build_tools diagram", description=__doc__)
    p.add_argument("code", help="deal code (the record's code is used when --record is given)")
    p.add_argument("--record", type=Path, help="game record file")
    p.add_argument("--point", default=None, help="start, end, before-move-N, after-move-N, …")
    p.add_argument("--ply", type=int, default=None, help="actions of the record to replay")
    p.add_argument("--mark", dest="highlight", help="place to highlight, e.g. p10")
    p.add_argument("--circle", help="place to circle, e.g. p14")
    p.add_argument("--spread", default="", help="pile numbers to spread, e.g. 1,2")
    p.add_argument("--lang", default="en")
    p.add_argument("--format", choices=("svg", "png", "txt"), default="svg")
    p.add_argument("-o", "--output", type=Path, help="file to write (default: standard output)")
    args = p.parse_args(argv)
    try:
        record_text = None
        point = args.point or "start"
        if args.record is not None:
            try:
                record_text = args.record.read_text(encoding="utf-8")
            except (OSError, UnicodeDecodeError) as err:
                raise FigureError(f"cannot read {args.record}: {err}") from None
            if args.ply is not None:
                point = _point_of_ply(record_text, args.ply)
        elif args.ply is not None:
            raise FigureError("--ply needs --record")
        if not re.fullmatch(r"(\d+(,\d+)*)?", args.spread):
            raise FigureError(f"bad --spread {args.spread!r}: use pile numbers like 1,2")
        spread = tuple(int(n) for n in args.spread.split(",") if n)
        if any(not 1 <= n <= 16 for n in spread):
            raise FigureError("--spread takes pile numbers 1 to 16")
        fig = Figure(
            code=args.code,
            record=record_text,
            point=point,
            highlight=args.highlight,
            circle=args.circle,
            spread=spread,
        )
        out = make(fig, translations(args.lang), args.format, args.lang)
    except FigureError as err:
        print(f"error: {err}", file=sys.stderr)
        return 2
    if args.format == "png":
        png = to_png(out)
        if args.output:
            args.output.write_bytes(png)
        else:
            sys.stdout.buffer.write(png)
        return 0
    if args.output:
        args.output.write_text(out, encoding="utf-8")
    else:
        sys.stdout.write(out)
    return 0


def to_png(svg_text: str, scale: float = 2.0) -> bytes:
    """The SVG rasterised by CairoSVG (a build-time tool; the drawing code itself stays pure)."""
    import cairosvg

    return cairosvg.svg2png(
        bytestring=svg_text.encode("utf-8"), scale=scale, background_color="white"
    )


def _point_of_ply(record_text: str, ply: int) -> str:
    """A ply given on the command line, as the figure point 'after' that many actions."""
    from engine.errors import EngineError
    from engine.record import parse_record

    try:
        rec = parse_record(record_text)
    except EngineError as err:
        raise FigureError(str(err)) from None
    if not 0 <= ply <= len(rec.moves):
        raise FigureError(f"ply {ply} is outside the record (0..{len(rec.moves)})")
    if ply == 0:
        return "start"
    moves_before = sum(1 for m in rec.moves[:ply] if m.src != "redeal")
    last = rec.moves[ply - 1]
    if last.src == "redeal":
        return f"after-redeal-{sum(1 for m in rec.moves[:ply] if m.src == 'redeal')}"
    return f"after-move-{moves_before}"
