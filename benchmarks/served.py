"""The one way a benchmark serves a built site and starts Debian's chromium on it (playwright),
shared by start_bench, transfer_bench, warm_page_bench and verdict_bench: the same server (files
as on disk, or gzipped as a compressing static host sends them) and the same browser flags as the
browser tests, so their figures are comparable.

    server, base = serve(site_dir, compress=False)
    browser = launch(pw)                  # one browser, new contexts per visit
    context = launch_profile(pw, folder)  # a persistent profile: a returning reader
"""

from __future__ import annotations

import email.utils
import functools
import gzip
import io
import sys
import threading
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any, ClassVar

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from tests.browser.conftest import CHROMIUM_ARGS as TEST_ARGS  # noqa: E402

# The benchmarks time a reader's page: the full chromium in its new headless mode (the tests
# drive the lighter headless shell; tests/browser/conftest.py).
CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = ["--headless=new", *TEST_ARGS]
COMPRESSIBLE = (".html", ".css", ".js", ".mjs", ".json", ".wasm", ".mo", ".svg", ".webmanifest")


class Handler(SimpleHTTPRequestHandler):
    """Files as on disk, or gzipped as a compressing static host sends them."""

    compress: ClassVar[bool] = False
    _gz: ClassVar[dict[str, bytes]] = {}

    def log_message(self, format, *args):  # type: ignore[override]
        pass

    def send_head(self):  # type: ignore[override]
        path = self.translate_path(self.path)
        wants = "gzip" in self.headers.get("Accept-Encoding", "")
        if not (self.compress and wants and path.endswith(COMPRESSIBLE) and Path(path).is_file()):
            return super().send_head()
        # Validators, as static hosts send them (nginx, GitHub Pages): a revalidation (the
        # service worker keeps its lists "no-cache") is answered 304 without the body.
        modified = int(Path(path).stat().st_mtime)
        since = self.headers.get("If-Modified-Since")
        if since:
            try:
                seen = email.utils.parsedate_to_datetime(since).timestamp()
            except (TypeError, ValueError):
                seen = None
            if seen is not None and modified <= seen:
                self.send_response(304)
                self.end_headers()
                return None
        body = self._gz.get(path)
        if body is None:
            body = gzip.compress(Path(path).read_bytes(), compresslevel=6, mtime=0)
            self._gz[path] = body
        self.send_response(200)
        self.send_header("Content-Type", self.guess_type(path))
        self.send_header("Content-Encoding", "gzip")
        self.send_header("Content-Length", str(len(body)))
        self.send_header("Last-Modified", self.date_time_string(modified))
        self.end_headers()
        return io.BytesIO(body)


def serve(site: Path, compress: bool = False) -> tuple[ThreadingHTTPServer, str]:
    """``site`` served on 127.0.0.1 (a free port) in a thread: the server and its base URL."""
    handler = type("Serving", (Handler,), {"compress": compress, "_gz": {}})
    server = ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(handler, directory=str(site)))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server, f"http://127.0.0.1:{server.server_address[1]}"


def launch(pw: Any) -> Any:
    """Debian's full chromium, new headless, with the browser tests' flags (new contexts are new
    readers)."""
    return pw.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)


def launch_profile(pw: Any, folder: Path) -> Any:
    """A persistent browser profile in ``folder``: its second visit is a returning reader's
    (Chromium's compiled-wasm cache and the service worker behave as for a real one)."""
    return pw.chromium.launch_persistent_context(
        str(folder), executable_path=CHROMIUM, args=CHROMIUM_ARGS
    )
