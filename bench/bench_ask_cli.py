#!/usr/bin/env python3
"""`kb ask` whole process for a one-sentence question (issue 22's goal: a median of 0.3 s or less).

    KB_DB=data/kb.db .venv/bin/python bench/bench_ask_cli.py [--runs 11]

Runs ``kb ask "QUESTION"`` (and ``--brief``, ``--json``) as a new process each time, output discarded, and
prints min / median / max wall seconds and the median processor seconds (user + system: what a run costs
when a core is free; the wall seconds of a busy machine count the wait for one), with the load average
before and after. The bytecode is cached (one untimed run first; PYTHONDONTWRITEBYTECODE is dropped from the
runs' environment, or every changed module would be compiled again each time). The first question is in the step
language: on a busy machine, compare the others with it. Not a test: quote the figures.
"""
from __future__ import annotations

import argparse
import os
import subprocess
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from timing import KB, load, report, timed  # noqa: E402

QUESTIONS = [
    "opponent's Blood Moon; Arcane Sanctum; show Arcane Sanctum",     # the step language: the reference
    "My opponent controls Blood Moon. I play Arcane Sanctum. Does it enter tapped?",
    "I Lightning Bolt my opponent's Craw Wurm. Does it die?",
]


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--runs", type=int, default=11)
    a = ap.parse_args()
    env = dict(os.environ)
    if "KB_DB" not in env:
        raise SystemExit("set KB_DB to the KB (KB_DB=data/kb.db)")
    env.pop("PYTHONDONTWRITEBYTECODE", None)      # the bytecode is cached, as in use (see above)
    print(load(), "(before)")
    for q in QUESTIONS:
        for flags in ([], ["--brief"], ["--json"]):
            cmd = [KB, "ask", *flags, q]
            subprocess.run(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=env)   # warm the caches
            cpu: list[float] = []
            report(f"kb ask {' '.join(flags)} ({q[:24]}…)", timed(cmd, a.runs, env=env, cpu=cpu), cpu)
    print(load(), "(after)")


if __name__ == "__main__":
    main()
