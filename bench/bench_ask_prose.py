#!/usr/bin/env python3
"""`kb ask` in prose: how many of the prose questions of tests/test_ask_prose.py the step reader alone reads and
answers as the rules say, and how many the prose reader does (the before/after of the issue); then the median
time to read a question in prose and the same question in steps.

Usage: KB_DB=data/kb.db .venv/bin/python bench/bench_ask_prose.py [--runs 15]
Not a test: run it by hand and quote the figures.
"""
from __future__ import annotations

import argparse
import importlib.util
import os
import sqlite3
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from kb.engine.ask import AskError, Lexicon, compile_question, scenario_of  # noqa: E402
from kb.engine.ask.answer import answer_yes_no  # noqa: E402
from kb.engine.ask.prose import read_prose  # noqa: E402
from kb.engine.scenario import ScenarioError, run  # noqa: E402


def cases() -> list:
    spec = importlib.util.spec_from_file_location("test_ask_prose", ROOT / "tests" / "test_ask_prose.py")
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod.CASES


def answered(conn, lex, q: str, expected: dict, prose: bool) -> tuple[bool, bool]:
    """(read, answered as expected)"""
    try:
        c = compile_question(q, conn, lex=lex, prose=prose)
    except AskError:
        return False, False
    try:
        res = run(scenario_of(c), conn, trace=False)
    except ScenarioError:
        return True, False
    answer_yes_no(c, res)
    got: dict = {}
    for ch in res.answers:
        got.setdefault(ch.obj, {})[ch.field] = ch.actual
    return True, all(got.get(o, {}).get(f) == v for o, fs in expected.items() for f, v in fs.items())


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--runs", type=int, default=15)
    args = ap.parse_args()
    conn = sqlite3.connect(os.environ.get("KB_DB", str(ROOT / "data" / "kb.db")))
    lex = Lexicon(conn)
    cs = cases()
    for prose in (False, True):
        got = [answered(conn, lex, q, exp, prose) for q, exp in cs]
        print(f"{'prose reader' if prose else 'step reader alone'}: read {sum(r for r, _ in got)}, answered as the "
              f"rules say {sum(a for _, a in got)} of {len(cs)}")
    times = {True: [], False: []}
    for q, _ in cs:
        read = read_prose(q, lex, "current")
        if read is None:
            continue
        steps = read.text
        for text, prose in ((q, True), (steps, False)):
            ts = []
            for _ in range(args.runs):
                t = time.perf_counter()
                compile_question(text, conn, lex=lex, prose=prose)
                ts.append(time.perf_counter() - t)
            times[prose].append(statistics.median(ts))
    print(f"reading one question (median over the questions of the medians of {args.runs} runs): "
          f"prose {statistics.median(times[True]) * 1000:.1f} ms, the same in steps "
          f"{statistics.median(times[False]) * 1000:.1f} ms")


if __name__ == "__main__":
    main()
