"""Which threads are busy between a press and the move applied, from a Chromium trace (the
devtools protocol's Tracing, the categories the Performance panel records): what collides with
the engine's start on two cores (issue 31 §3, benchmarks/puzzle_start_trace.py --cdp).

The page marks the press and the move applied with ``console.timeStamp("sol-pressed")`` and
``console.timeStamp("sol-done")``; between the two, each thread's busy time is the sum of its
top-level tasks (clipped to the window), per 100 ms step, and the page's main thread's tasks
longer than 16 ms are listed with what took their time.
"""

from __future__ import annotations

from collections import defaultdict
from typing import Any

CATEGORIES = ",".join(
    [
        "toplevel",
        "devtools.timeline",
        "disabled-by-default-devtools.timeline",
        "v8.execute",
        "blink.user_timing",
        "loading",
        "v8",
        "disabled-by-default-v8.compile",
        "disabled-by-default-v8.wasm.detailed",
        "v8.wasm",
        "ServiceWorker",
    ]
)
# The top-level task of a thread (one per run of its loop): their sum is the thread's busy time.
TASKS = {"ThreadControllerImpl::RunTask", "RunTask", "ThreadPool_RunTask"}
# What a main-thread task spends its time on (devtools.timeline's own events).
WORK = {
    "Layout",
    "UpdateLayoutTree",
    "Paint",
    "PrePaint",
    "Layerize",
    "FunctionCall",
    "EvaluateScript",
    "v8.compileModule",
    "ParseHTML",
    "HitTest",
    "EventDispatch",
    "TimerFire",
    "FireAnimationFrame",
    "RunMicrotasks",
    "MajorGC",
    "MinorGC",
    "V8.GC_SCAVENGER",
    "ResourceReceivedData",
    "ResourceFinish",
    "XHRReadyStateChange",
    "ParseAuthorStyleSheet",
    "ScrollLayer",
    "v8.run",
}
STEP_MS = 100


def start(context: Any, page: Any) -> Any:
    """Tracing started on ``page``'s target (the whole browser's threads are recorded)."""
    session = context.new_cdp_session(page)
    config = {"includedCategories": CATEGORIES.split(",")}
    session.send("Tracing.start", {"traceConfig": config, "transferMode": "ReportEvents"})
    return session


def stop(session: Any) -> list[dict[str, Any]]:
    """Tracing ended: every event recorded."""
    events: list[dict[str, Any]] = []
    done: list[bool] = []
    session.on("Tracing.dataCollected", lambda data: events.extend(data["value"]))
    session.on("Tracing.tracingComplete", lambda _data: done.append(True))
    session.send("Tracing.end")
    while not done:
        session.send("Runtime.evaluate", {"expression": "1"})  # lets the events be delivered
    return events


def _names(events: list[dict[str, Any]]) -> dict[tuple[int, int], str]:
    names: dict[tuple[int, int], str] = {}
    procs: dict[int, str] = {}
    for e in events:
        if e.get("ph") == "M" and e.get("name") == "thread_name":
            names[(e["pid"], e["tid"])] = e["args"]["name"]
        if e.get("ph") == "M" and e.get("name") == "process_name":
            procs[e["pid"]] = e["args"]["name"]
    return {k: f"{procs.get(k[0], k[0])}: {v}" for k, v in names.items()}


def _stamp(events: list[dict[str, Any]], message: str) -> dict[str, Any] | None:
    for e in events:
        data = e.get("args", {}).get("data", {})
        if e.get("name") == "TimeStamp" and data.get("message") == message:
            return e
    return None


def summary(events: list[dict[str, Any]]) -> list[str]:
    """Per thread, its busy ms between the press and the move applied and per 100 ms step."""
    pressed, done = _stamp(events, "sol-pressed"), _stamp(events, "sol-done")
    if not pressed or not done:
        return ["  (trace: no press or no move applied recorded)"]
    t0, t1 = pressed["ts"], done["ts"]
    main = (pressed["pid"], pressed["tid"])
    names = _names(events)
    steps = int((t1 - t0) / 1000 // STEP_MS) + 1
    busy: dict[str, list[float]] = defaultdict(lambda: [0.0] * steps)
    long_tasks = []
    for e in events:
        if e.get("ph") != "X" or e.get("name") not in TASKS or "dur" not in e:
            continue
        a, b = max(e["ts"], t0), min(e["ts"] + e["dur"], t1)
        if b <= a:
            continue
        where = (e["pid"], e["tid"])
        label = "PAGE MAIN" if where == main else names.get(where, f"{where}")
        row = busy[label]
        at = a
        while at < b:
            i = int((at - t0) / 1000 // STEP_MS)
            edge = min(b, t0 + (i + 1) * STEP_MS * 1000)
            row[min(i, steps - 1)] += (edge - at) / 1000
            at = edge
        if where == main and e["dur"] > 16_000:
            long_tasks.append(e)
    span = (t1 - t0) / 1000
    out = [f"  threads busy (ms), the press to the move applied ({span:.0f} ms), per {STEP_MS} ms:"]
    for label, row in sorted(busy.items(), key=lambda kv: -sum(kv[1])):
        if sum(row) < 5:
            continue
        cells = " ".join(f"{v:3.0f}" for v in row)
        out.append(f"    {sum(row):5.0f}  {label[:60]:60s} | {cells}")
    for label, names_in in _inside_threads(events, t0, t1, main, names).items():
        top = ", ".join(f"{n} {ms:.0f}" for n, ms in names_in[:6])
        out.append(f"  {label[:40]}: {top}")
    for task in long_tasks:
        inside: dict[str, float] = defaultdict(float)
        for e in events:
            if (e["pid"], e["tid"]) != main or e.get("ph") != "X" or e.get("name") not in WORK:
                continue
            if task["ts"] <= e["ts"] < task["ts"] + task["dur"]:
                inside[e["name"]] += e.get("dur", 0) / 1000
        largest = sorted(inside.items(), key=lambda kv: -kv[1])[:5]
        top = ", ".join(f"{n} {ms:.0f}" for n, ms in largest)
        at, took = (task["ts"] - t0) / 1000, task["dur"] / 1000
        out.append(f"  main-thread task at {at:.0f} ms, {took:.0f} ms: {top}")
    return out


# The threads whose work is broken down by event name (what they spent their busy time on).
DETAILED = ("PAGE MAIN", "DedicatedWorker", "Renderer: ThreadPoolForegroundWorker", "ServiceWorker")


def _inside_threads(
    events: list[dict[str, Any]],
    t0: float,
    t1: float,
    main: tuple[int, int],
    names: dict[tuple[int, int], str],
) -> dict[str, list[tuple[str, float]]]:
    """Per detailed thread, the events inside its tasks by name, ms, largest first (nested
    events count in each of their parents: the shares, not a sum)."""
    sums: dict[str, dict[str, float]] = defaultdict(lambda: defaultdict(float))
    for e in events:
        if e.get("ph") != "X" or e.get("name") in TASKS or "dur" not in e:
            continue
        if not (t0 <= e["ts"] < t1):
            continue
        where = (e["pid"], e["tid"])
        label = "PAGE MAIN" if where == main else names.get(where, "")
        if any(d in label for d in DETAILED):
            sums[label][e["name"]] += e["dur"] / 1000
    return {k: sorted(v.items(), key=lambda kv: -kv[1]) for k, v in sums.items()}
