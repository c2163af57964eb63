"""Run one of this folder's Node scripts (Pyodide outside the browser) and read the JSON it
prints last; its standard error's tail is the failure message."""

from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]


def node_json(script: str, *args: str | Path, timeout: int = 300) -> Any:
    node = shutil.which("node")
    assert node, "Node.js is needed to run Pyodide outside the browser"
    proc = subprocess.run(
        [node, str(ROOT / "tests/pyodide" / script), *map(str, args)],
        capture_output=True,
        text=True,
        timeout=timeout,
        cwd=ROOT,
    )
    assert proc.returncode == 0, "\n".join(line[:200] for line in proc.stderr.splitlines()[-15:])
    return json.loads(proc.stdout.strip().splitlines()[-1])
