#!/usr/bin/env python3
"""Whole-process timings of ingest and look-ups; prints min / median / max of N runs.

Usage: .venv/bin/python bench/bench.py [--runs 5] [--shared ../shared]
Not a test: run it by hand and quote the medians in notes.
"""
from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from timing import KB, ROOT, report, timed  # noqa: E402


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--shared", default=str(ROOT.parent / "shared"))
    ap.add_argument("--kb", default=str(ROOT / "data" / "kb.db"),
                    help="a full KB (editions, lineage, cards) for the read commands; else the one built here")
    args = ap.parse_args()
    shared = Path(args.shared)
    current = sorted((shared / "cr").glob("cr-*.txt"))[-1]
    with tempfile.TemporaryDirectory() as tmp:
        one, full = Path(tmp) / "one.db", Path(tmp) / "all.db"

        def fresh(p=one):
            return lambda: p.exists() and p.unlink()

        report(f"ingest {current.name} (fresh db)",
               timed([KB, "ingest", str(current), "--db", str(one)], args.runs, fresh(one)))
        report("ingest all 126 editions (fresh db)",
               timed([KB, "ingest", str(shared / "cr"), "--db", str(full)], max(1, args.runs // 2),
                     fresh(full)))
        subprocess.run([KB, "ingest", str(shared / "seeds"), "--db", str(full)], check=True,
                       stdout=subprocess.DEVNULL)
        kb = Path(args.kb) if Path(args.kb).exists() else full
        env = dict(os.environ, KB_DB=str(kb))
        print(f"read commands on {kb}", flush=True)
        for name, cmd in [
            ("kb rule 613.4", ["rule", "613.4"]),
            ("kb rule 613.4 --json", ["rule", "613.4", "--json"]),
            ('kb search "copy of a spell"', ["search", "copy of a spell"]),
            ("kb define trample", ["define", "trample"]),
            ("kb refs 613.8", ["refs", "613.8"]),
            ("kb editions", ["editions"]),
            ("kb card Fling", ["card", "Fling"]),
            ("kb rulings --rule 707.10", ["rulings", "--rule", "707.10"]),
            ("kb history 613.5", ["history", "613.5"]),
            ("kb cite 613.4c", ["cite", "see rule 613.4c"]),
        ]:
            report(name, timed([KB, *cmd], args.runs, env=env, ok=(0, 1)))


if __name__ == "__main__":
    main()
