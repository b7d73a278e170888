#!/usr/bin/env python3
"""How many answers of the shipped scenarios are "cannot decide" (issue 21, section 3).

Every check of every scenario (an `expect` or a `show` field) counts once; a check is "cannot decide"
when the engine names a reason it cannot answer it (an unread line, an unknown choice, ...), including
an expectation that is itself `cannot decide`. The figure must not rise when an unknown is narrowed:
narrowing turns a "cannot decide" into an answer only where nothing is in doubt.

Usage: KB_DB=... .venv/bin/python bench/count_undecided.py [PATHS ...] [--list]
Not a test: run it by hand before and after a change and quote both figures.
"""
from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from kb.db import connect, default_db_path  # noqa: E402
from kb.engine.scenario import ScenarioError, find_files, load, run  # noqa: E402


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("paths", nargs="*", default=["scenarios"])
    ap.add_argument("--list", action="store_true", help="print each undecided check")
    args = ap.parse_args()
    db = connect(default_db_path())
    checks = undecided = errors = 0
    for path in find_files(args.paths):
        try:
            result = run(load(path), db)
        except ScenarioError:
            errors += 1
            continue
        for rec in result.records:
            for c in rec.checks:
                checks += 1
                if c.undecided or (c.actual == "cannot decide"):
                    undecided += 1
                    if args.list:
                        print(f"{path}:{c.line}: {c.obj} {c.field}: {'; '.join(map(str, c.undecided))[:160]}")
    print(f"checks: {checks}  cannot decide: {undecided}  scenario errors: {errors}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
