"""The in-page game's files: the engine wheel, the self-hosted Pyodide runtime, the catalogs.

Run by ``build.build_all`` after the languages. It writes, under the site root:

``pyodide/``  the runtime copied from the pinned ``pyodide`` npm package (``npm ci``), so no
              request leaves the site's origin, plus the engine wheel, registered in the copied
              ``pyodide-lock.json`` (name, file, sha256) so ``loadPackage("solitaire-engine")``
              installs it with Pyodide's own integrity check;
``<lang>/messages.mo``  each translated language's catalog, compiled from the same ``.po`` the
              pages come from, for gettext in the worker;
``sw.js``     the service worker that keeps the 13 MB runtime in the browser's cache;
``pyodide/bare.html``  a page that only runs ``loadPyodide()``: the floor benchmarks/play_bench.py
              measures the Play page against;
``pyodide/start.json`` and the files it names (``stdlib-<key>.zip``, ``start-<key>.snapshot.zst``,
              ``engine-<key>.whl``): the fast start (``fast_start.mjs``, run under Node with the
              pinned Pyodide): the stdlib precompiled to ``.pyc`` (for the ordinary start: the
              snapshot's start reads none of it) and a memory snapshot of an interpreter with
              the board and every stdlib module the game imports already imported, named by a
              key of everything they are made from, so the service worker can keep them for
              good and a new build gets new names; the snapshot in Zstandard (level 19), which
              ``pyodide/fzstd.js`` (the pinned fzstd npm package's browser build) decodes in the
              worker and the service worker;
``<lang>/play-boards/<game>-<i>.json``  starting boards of winnable deals, drawn here in each
              language, so a new player sees the board at once while the engine starts.

The wheel is built by the project's standard build backend (flit-core, pinned), offline, and is
byte-identical across builds of one commit (SOURCE_DATE_EPOCH). It holds ``engine/`` only.
"""

from __future__ import annotations

import functools
import gzip
import hashlib
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import zipfile
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path

import zstandard

from ..i18n.catalogs import ROOT, mo_bytes, po_path, read
from ..i18n.languages import TRANSLATED
from . import json_files, offline, static_region
from .verdicts import write_verdicts

NAME = "solitaire-engine"
VERSION = "1.0.0"
DIST = NAME.replace("-", "_")
WHEEL = f"{DIST}-{VERSION}-py3-none-any.whl"
# Pure Python that runs in Pyodide: the one runtime package (rules, solver, drawing, grammar, the
# board session; pyproject.toml's [tool.flit.module]). Nothing of build_tools goes in.
IMPORTS = ("engine",)
RUNTIME = (
    "pyodide.mjs",
    "pyodide.asm.mjs",
    "pyodide.asm.wasm",
    "python_stdlib.zip",
    "pyodide-lock.json",
)
NODE_PYODIDE = ROOT / "node_modules" / "pyodide"


# What the game itself fetches of the runtime (the plain python_stdlib.zip is only for bare.html:
# the game uses the precompiled one).
GAME_RUNTIME = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "pyodide-lock.json")


# The snapshot's codec (issue 31: a first visit <= 8 MB): Zstandard level 19 gives 3.03 MB where
# gzip -6 gave 3.95 (2026-12-05; levels 20-22, a 32 MiB window and long-distance matching gain
# under 0.1%). Browsers decode only gzip and deflate themselves (DecompressionStream), so the page
# decodes it with fzstd (pure JS, MIT, 3.9 kB gzipped), served from the site's own origin, as the
# download arrives. A 2 MiB window rather than level 19's 8 MiB: fzstd's streaming decoder shifts
# its whole window after each 128 kB block, so the 31.5 MB image took 392-569 ms to stream-decode
# in chromium with 8 MiB and 146-235 ms with 2 MiB (106-147 ms decoded once downloaded, native
# gzip 155-243; benchmarks/snapshot_decode_bench.py, load 12), for 51 kB more (3.08 MB).
SNAPSHOT_LEVEL = 19
SNAPSHOT_WINDOW_LOG = 21
FZSTD = ROOT / "node_modules" / "fzstd" / "umd" / "index.js"
DECODER = "fzstd.js"  # in pyodide/: worker.js imports it, sw.js importScripts it

STATIC = ROOT / "web" / "static"
FAST_START = ROOT / "web" / "fast_start.mjs"
STDLIB_PROBE = ROOT / "web" / "stdlib_probe.py"  # what the game imports (fast_start.mjs)
STATIC_REGION = Path(static_region.__file__)  # the snapshot's static region, the wasm's difference
FAST_CACHE = ROOT / "build" / "cache" / "fast-start"
# The snapshot is the one file of the site that two makes do not give byte for byte: the heap
# holds the wasm libc's ChaCha20 state (seeded from the system's entropy) and a few wall-clock
# times (231 of 31,457,408 bytes differed between two makes, 2026-12-03). It is made once per key
# and kept in FAST_CACHE, so rebuilds reuse it.
NOT_REPRODUCIBLE = re.compile(r"start-[0-9a-f]{16}\.snapshot\.zst")
STUDY = ROOT / "docs" / "study"
BOARDS_PER_GAME = 8
# What language_files writes into a language's folder.
LANGUAGE_FILES = ("messages.mo", "play-boards", "verdicts", offline.LIST, offline.MANIFEST)


class BundleError(Exception):
    """The game's files cannot be made (e.g. ``npm ci`` has not been run)."""


@dataclass(frozen=True)
class Runtime:
    """The engine wheel and its fast start, made once per build before any page (the Play
    pages state the download's size), then copied into the site by ``bundle``."""

    wheel: Path
    fast_start: Path  # the folder ensure_fast_start made (stdlib.zip, snapshot.zst, info.json)

    @property
    def megabytes(self) -> int:
        """What a first game transfers, in whole MB, so the Play page's download note is never
        stale: the runtime's files and the snapshot's decoder as a compressing static host
        sends them (gzip; the build writes the runtime pre-compressed beside it too), the
        snapshot and wheel as they are (compressed already). The precompiled stdlib is not
        counted: the snapshot start reads none of it (fast_start.mjs), only the ordinary start,
        a fallback, fetches it (and the service worker on a later visit, sw.js). README:
        what a static host must do."""
        size = sum(wire_size(NODE_PYODIDE / name) for name in GAME_RUNTIME[:-1])
        size += wire_size(FZSTD)
        npm_lock = json.loads((NODE_PYODIDE / "pyodide-lock.json").read_text(encoding="utf-8"))
        lock = json.dumps(site_lock(npm_lock, self.wheel), sort_keys=True, separators=(",", ":"))
        size += len(gzipped(lock.encode("utf-8")))
        size += (self.fast_start / "snapshot.zst").stat().st_size
        size += self.wheel.stat().st_size
        return round(size / 1e6)


def gzipped(data: bytes) -> bytes:
    """The runtime's files as a host compresses them (level 6, nginx's and most hosts' choice;
    no timestamp, so builds stay byte for byte)."""
    return gzip.compress(data, compresslevel=6, mtime=0)


@functools.cache
def _gzip_size(path: Path, stamp: tuple[int, int]) -> int:
    return len(gzipped(path.read_bytes()))


def wire_size(path: Path) -> int:
    """Bytes of ``path`` over the wire from a compressing host."""
    st = path.stat()
    return _gzip_size(path, (st.st_size, st.st_mtime_ns))


def prepare(work: Path) -> Runtime:
    """Build the wheel into ``work`` and make (or find) its fast start."""
    wheel = build_wheel(work)
    return Runtime(wheel, ensure_fast_start(wheel))


def build_wheel(out: Path, root: Path = ROOT) -> Path:
    """Write the ``py3-none-any`` wheel into ``out`` with the project's build backend
    (flit-core, pinned in pyproject.toml and requirements.txt), offline: ``python -m build
    --wheel --no-isolation``. flit stamps every entry with SOURCE_DATE_EPOCH (set by
    ``build_all``), so the same sources give the same bytes."""
    out.mkdir(parents=True, exist_ok=True)
    env = {**os.environ, "SOURCE_DATE_EPOCH": os.environ.get("SOURCE_DATE_EPOCH", "315532800")}
    with tempfile.TemporaryDirectory() as tmp:
        run = subprocess.run(
            [
                sys.executable,
                "-m",
                "build",
                "--wheel",
                "--no-isolation",
                "--outdir",
                tmp,
                str(root),
            ],
            capture_output=True,
            text=True,
            env=env,
        )
        if run.returncode != 0:
            raise BundleError(
                f"python -m build --wheel failed:\n{run.stdout[-1500:]}{run.stderr[-1500:]}"
            )
        made = Path(tmp) / WHEEL
        if not made.is_file():
            raise BundleError(f"python -m build made no {WHEEL}")
        target = out / WHEEL
        _browser_only(made, target)
    return target


# The batch jobs (the study, the puzzle generator, their command lines and toolkit): in the
# project's package, never run in the browser, so not in the wheel the site ships.
BATCH_ONLY = (
    "engine/batch/",
    "engine/__main__.py",
    "engine/cli.py",
    "engine/solver/__main__.py",
    "engine/solver/cli.py",
    "engine/solver/executor.py",
    "engine/solver/study.py",
    "engine/puzzles/__main__.py",
    "engine/puzzles/cli.py",
    "engine/puzzles/generate.py",
    "engine/puzzles/goals_generate.py",
    "engine/puzzles/wins.py",
    "engine/puzzles/tidy.py",
)


def _browser_only(wheel: Path, target: Path) -> None:
    """Copy ``wheel`` to ``target`` without the batch-only modules (and their RECORD lines);
    every kept entry keeps its bytes, date and attributes, so the copy is reproducible too."""
    with zipfile.ZipFile(wheel) as src, zipfile.ZipFile(target, "w") as dst:
        for info in src.infolist():
            if info.filename.startswith(BATCH_ONLY):
                continue
            data = src.read(info)
            if info.filename.endswith(".dist-info/RECORD"):
                lines = data.decode("utf-8").splitlines(keepends=True)
                data = "".join(x for x in lines if not x.startswith(BATCH_ONLY)).encode("utf-8")
            dst.writestr(info, data)


def copy_runtime(out: Path, source: Path = NODE_PYODIDE) -> None:
    missing = [name for name in RUNTIME if not (source / name).is_file()]
    if missing:
        raise BundleError(
            f"{source}: missing {', '.join(missing)}; run `npm ci` (pinned pyodide in package.json)"
        )
    out.mkdir(parents=True, exist_ok=True)
    for name in RUNTIME:
        shutil.copyfile(source / name, out / name)


def site_lock(npm_lock: dict, wheel: Path) -> dict:
    """The site's ``pyodide-lock.json``: the runtime's ``info`` and the wheel's entry alone (the
    entry pyodide-lock's add_wheels writes). The game loads no other package, and the npm copy's
    357 entries were 53 kB of a first visit gzipped (issue 31: a first visit <= 8 MB)."""
    entry = {
        "name": NAME,
        "version": VERSION,
        "file_name": wheel.name,
        "install_dir": "site",
        "sha256": hashlib.sha256(wheel.read_bytes()).hexdigest(),
        "package_type": "package",
        "imports": list(IMPORTS),
        "depends": [],
        "unvendored_tests": False,
    }
    return {"info": npm_lock["info"], "packages": {NAME: entry}}


def register(lock: Path, wheel: Path) -> dict:
    """Write the site's lock file over the copied ``lock`` (site_lock); the wheel's entry."""
    data = site_lock(json.loads(lock.read_text(encoding="utf-8")), wheel)
    json_files.dump(lock, data)
    return data["packages"][NAME]


def _key(paths: Iterable[Path], *tags: str) -> str:
    digest = hashlib.sha256("|".join(tags).encode("utf-8"))
    for path in paths:
        digest.update(hashlib.sha256(path.read_bytes()).digest())
    return digest.hexdigest()[:16]


def _probe_inputs(folder: Path) -> tuple[Path, Path]:
    """What stdlib_probe.py runs on: one puzzle of each game and kind (the board's data), and
    a catalog with case forms and two plural forms (Hungarian)."""
    from .puzzle_board import SLUGS, board_data

    chosen: dict[tuple[str, str], dict] = {}
    for slug in SLUGS:
        for puzzle in board_data(slug)["puzzles"]:
            chosen.setdefault((puzzle["game"], puzzle["kind"]), puzzle)
    puzzles, catalog = folder / "probe-puzzles.json", folder / "probe-catalog.mo"
    json_files.dump(puzzles, list(chosen.values()))
    catalog.write_bytes(_catalog_bytes("hu") or b"")
    return puzzles, catalog


def compress_snapshot(data: bytes) -> bytes:
    """The snapshot as shipped: one Zstandard frame that names its size (fzstd allocates it at
    once) and carries no checksum (fzstd ignores it; a truncated frame is refused, and the
    snapshot's header is checked by the worker)."""
    params = zstandard.ZstdCompressionParameters.from_level(
        SNAPSHOT_LEVEL, window_log=SNAPSHOT_WINDOW_LOG, write_content_size=True
    )
    return zstandard.ZstdCompressor(compression_params=params).compress(data)


def decompress_snapshot(data: bytes) -> bytes:
    """The snapshot's image from its shipped bytes (tests, benchmarks)."""
    return zstandard.ZstdDecompressor().decompress(data)


def _make_fast_start(wheel: Path, target: Path) -> None:
    node = shutil.which("node")
    if node is None:
        raise BundleError("node not found: the fast start is made under Node (install Node.js)")
    with tempfile.TemporaryDirectory(dir=target.parent) as tmp:
        made = Path(tmp) / "made"
        puzzles, catalog = _probe_inputs(Path(tmp))
        inputs = [NODE_PYODIDE, wheel, made, STDLIB_PROBE, puzzles, catalog]
        run = subprocess.run(
            [node, "--input-type=module", "-e", f"await import({FAST_START.as_uri()!r})"],
            capture_output=True,
            text=True,
            env={**os.environ, "FAST_START": "|".join(map(str, inputs))},
        )
        if run.returncode != 0:
            tail = "\n".join(line[:300] for line in run.stderr.splitlines()[-12:])
            raise BundleError(f"{FAST_START.name} failed:\n{tail}")
        snapshot = (made / "snapshot.bin").read_bytes()
        shipped = static_region.xor_static(
            snapshot, (NODE_PYODIDE / "pyodide.asm.wasm").read_bytes()
        )
        (made / "snapshot.zst").write_bytes(compress_snapshot(shipped.snapshot))
        (made / "snapshot.bin").unlink()
        info = json.loads((made / "info.json").read_text(encoding="utf-8"))
        info.update(static_bytes=shipped.region, static_sha256=shipped.sha256)
        (made / "info.json").write_text(json.dumps(info), encoding="utf-8")
        made.rename(target)


def ensure_fast_start(wheel: Path, cache: Path | None = None) -> Path:
    """The folder of the fast start for this runtime, wheel and script: made under Node once
    per key and kept in ``cache``."""
    cache = cache or FAST_CACHE
    # static_region.py: a snapshot made before its XOR must never be taken for one made after.
    key = _key(
        [
            *(NODE_PYODIDE / name for name in RUNTIME[:-1]),
            wheel,
            FAST_START,
            STDLIB_PROBE,
            STATIC_REGION,
        ],
        # the codec: a snapshot cached in another is never taken
        f"zstd-{SNAPSHOT_LEVEL}-{SNAPSHOT_WINDOW_LOG}",
    )
    made = cache / key
    if not (made / "info.json").is_file():
        cache.mkdir(parents=True, exist_ok=True)
        try:
            _make_fast_start(wheel, made)
        except OSError:
            # Another build (serve builds languages in parallel) made it first.
            if not (made / "info.json").is_file():
                raise
    return made


def fast_start(out: Path, wheel: Path, cache: Path | None = None) -> dict:
    """The precompiled stdlib, the snapshot and their manifest ``start.json``, copied into
    ``out`` under names that carry their key."""
    made = ensure_fast_start(wheel, cache)
    key = made.name
    info = json.loads((made / "info.json").read_text(encoding="utf-8"))
    manifest = {
        "key": key,
        "build_id": info["build_id"],
        "heap": info["heap"],
        "stdlib": f"stdlib-{key}.zip",
        "snapshot": f"start-{key}.snapshot.zst",
        "wheel": f"engine-{key}.whl",
        "wheel_at": info["wheel_at"],
        "static_bytes": info["static_bytes"],
        "static_sha256": info["static_sha256"],
    }
    shutil.copyfile(made / "stdlib.zip", out / manifest["stdlib"])
    shutil.copyfile(made / "snapshot.zst", out / manifest["snapshot"])
    shutil.copyfile(wheel, out / manifest["wheel"])
    json_files.dump(out / "start.json", manifest, spaced=True)
    return manifest


def _catalog_bytes(lang: str) -> bytes | None:
    if lang not in TRANSLATED:
        return None
    return mo_bytes(read(po_path(lang), lang))


def write_boards(site: Path, languages: Iterable[str], per_game: int = BOARDS_PER_GAME) -> None:
    """``site/<lang>/play-boards/<game>-<i>.json``: the session's answer to starting one of a few
    winnable deals, drawn in that language, for a new player's first board while the engine
    starts (play.js fetches one, picked at random, when the reader shows intent)."""
    from engine.board.session import Session

    from ..games import site_games

    for lang in languages:
        catalog = _catalog_bytes(lang)
        folder = site / lang / "play-boards"
        folder.mkdir(parents=True, exist_ok=True)
        for site_game in site_games():
            game, name = site_game.name, site_game.slug
            codes = json.loads((STUDY / f"winnable-{name}.json").read_text(encoding="utf-8"))
            step = max(1, len(codes) // per_game)
            session = Session(game, lang, catalog)
            for i, code in enumerate(codes[::step][:per_game]):
                board = session.handle({"op": "start", "code": code})
                json_files.dump(folder / f"{name}-{i}.json", board, ascii=False)


def write_catalogs(site: Path, languages: Iterable[str]) -> list[Path]:
    """``site/<lang>/messages.mo`` for each translated language built (English needs none)."""
    written = []
    for lang in languages:
        if lang not in TRANSLATED:
            continue
        target = site / lang / "messages.mo"
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_bytes(_catalog_bytes(lang) or b"")
        written.append(target)
    return written


def runtime_files(site: Path, runtime: Runtime) -> Path:
    """The site-wide files of the game: the runtime with the wheel registered, the fast start,
    the service worker and the bare page; the wheel's path."""
    out = site / "pyodide"
    copy_runtime(out)
    wheel = out / runtime.wheel.name
    shutil.copyfile(runtime.wheel, wheel)
    register(out / "pyodide-lock.json", wheel)
    for name in GAME_RUNTIME:  # pre-compressed, for a host that serves them (nginx gzip_static)
        (out / f"{name}.gz").write_bytes(gzipped((out / name).read_bytes()))
    fast_start(out, wheel)
    if not FZSTD.is_file():
        raise BundleError(f"{FZSTD} is missing: run `npm ci` (package.json pins fzstd)")
    shutil.copyfile(FZSTD, out / DECODER)
    shutil.copytree(STATIC, site, dirs_exist_ok=True)
    version = json.loads((NODE_PYODIDE / "package.json").read_text(encoding="utf-8"))["version"]
    sw = site / "sw.js"
    sw.write_text(sw.read_text(encoding="utf-8").replace("__PYODIDE_VERSION__", version), "utf-8")
    return wheel


def language_files(site: Path, languages: Sequence[str]) -> None:
    """The files of the game in each language's folder: its compiled catalog, the starting
    boards, the study's verdicts (and their shared won lines)."""
    write_catalogs(site, languages)
    write_boards(site, languages)
    write_verdicts(site, languages, {lang: _catalog_bytes(lang) for lang in languages})


def bundle(site: Path, languages: Sequence[str], runtime: Runtime) -> Path:
    """Everything the Play pages load once the reader starts a game; the wheel's path."""
    wheel = runtime_files(site, runtime)
    language_files(site, languages)
    try:
        offline.write(site, languages)  # last: sw.js names a digest of everything else
    except offline.OfflineError as err:
        raise BundleError(str(err)) from None
    return wheel
