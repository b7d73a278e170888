#!/usr/bin/env python3
"""Coverage of the cards judges are asked about (issue 25): the cards the CR's examples name and the
cards with five or more rulings, and the share whose every ability the engine models (goal ≥ 85 %),
with the most common unmodelled templates among them.

Usage: KB_DB=... .venv/bin/python bench/judge_cards.py [--edition DATE] [--top N] [--json] [--list]
Not a test: run it before and after a change and quote both figures.
"""
from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from kb.db import connect, default_db_path  # noqa: E402
from kb.engine.coverage import judge_coverage  # noqa: E402


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--edition", default=None, help="the CR edition whose examples are read (default: the latest)")
    ap.add_argument("--min-rulings", type=int, default=5)
    ap.add_argument("--top", type=int, default=25)
    ap.add_argument("--json", action="store_true")
    ap.add_argument("--list", action="store_true", help="also list the cards not fully modelled")
    args = ap.parse_args()
    t0 = time.perf_counter()
    jc = judge_coverage(connect(default_db_path()), args.edition, args.min_rulings)
    d = jc.as_dict(args.top)
    d["seconds"] = round(time.perf_counter() - t0, 1)
    if args.json:
        print(json.dumps(d, indent=1, ensure_ascii=False))
        return 0
    print(f"cards judges are asked about (CR examples of {d['edition']}, ≥{args.min_rulings} rulings), {d['seconds']} s")
    for g, v in d["groups"].items():
        print(f"  {g:9} {v['modelled']:>5} / {v['cards']:<5} every ability modelled ({v['modelled_share']:.1%})")
    print(f"\nmost common unmodelled templates (either group):")
    for i, t in enumerate(d["groups"]["either"]["top_unmodelled"], 1):
        print(f"  {i:>3} {t['faces']:>4} {t['kind']:<11} {t['template'][:110]}  (e.g. {t['example']})")
    if args.list:
        for g in ("examples", "rulings"):
            print(f"\n{g}: not fully modelled: " + "; ".join(d["groups"][g]["unmodelled_cards"]))
    return 0


if __name__ == "__main__":
    sys.exit(main())
