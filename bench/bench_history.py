#!/usr/bin/env python3
"""Whole-process timings of `kb analyze`, the history, diff and citation commands, and the
/diff page; prints min / median / max of N runs.

Usage: .venv/bin/python bench/bench_history.py [--runs 5] [--kb data/kb.db]

``--kb`` is an analyzed 126-edition KB (``kb analyze`` runs on a copy, ``--force``: every
edition pair matched again).  Not a test: run it by hand and quote the medians in notes.
"""
from __future__ import annotations

import argparse
import asyncio
import shutil
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from timing import KB, ROOT, report, timed  # noqa: E402


def web_times(db: str, paths: list[str], runs: int) -> dict[str, list[float]]:
    """Seconds per request through Datasette's in-process client (the first, uncached, included)."""
    from kb.commands_serve import build_datasette

    ds = build_datasette(db)
    loop = asyncio.new_event_loop()
    out: dict[str, list[float]] = {}
    for path in paths:
        for _ in range(runs):
            t = time.perf_counter()
            r = loop.run_until_complete(ds.client.get(path))
            out.setdefault(path, []).append(time.perf_counter() - t)
            assert r.status_code == 200, (path, r.status_code)
    loop.close()
    return out


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--kb", default=str(ROOT / "data" / "kb.db"))
    args = ap.parse_args()
    db = ["--db", args.kb]
    with tempfile.TemporaryDirectory() as tmp:
        copy = Path(tmp) / "kb.db"
        shutil.copyfile(args.kb, copy)
        report("kb analyze --force (125 edition pairs)",
               timed([KB, "analyze", "--force", "--db", str(copy)], max(1, args.runs // 2)))
    for name, cmd in (
            ("kb history 613.4", ["history", "613.4"]),
            ("kb history 418.5a --from 2007-02-01", ["history", "418.5a", "--from", "2007-02-01"]),
            ("kb diff 2026-02-27 2026-04-17", ["diff", "2026-02-27", "2026-04-17"]),
            ("kb diff 2009-05-01 2009-07-11", ["diff", "2009-05-01", "2009-07-11"]),
            ("kb cite 'CR 502.9b (2005-08-01)' (exit 1)", ["cite", "CR 502.9b (2005-08-01)"]),
            ("kb rule 418.5a (exit 1: what it became)", ["rule", "418.5a"])):
        report(name, run_times([KB, *cmd, *db], args.runs))
    for path, times in web_times(args.kb, ["/diff/2026-02-27..2026-04-17", "/diff/2009-05-01..2009-07-11",
                                           "/rule/613.4"], args.runs + 1).items():
        report(f"GET {path} (first, uncached)", times[:1])
        report(f"GET {path}", times[1:])


def run_times(cmd: list[str], runs: int) -> list[float]:
    """Like timing.timed, for commands whose exit status is 1 by design (an outdated citation)."""
    import subprocess

    out = []
    for _ in range(runs):
        t = time.perf_counter()
        subprocess.run(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        out.append(time.perf_counter() - t)
    return out


if __name__ == "__main__":
    main()
