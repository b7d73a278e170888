#!/usr/bin/env python3
"""In-process timings of the parsers' hot spots (not tests: the tests check what they return).

Usage: .venv/bin/python bench/bench_parsers.py [--runs 5] [--shared ../shared]

* ``find_references`` over the whole current edition (the tests once asserted < 0.1 s);
* ``match_edition`` of a changes excerpt against 130 synthetic editions (< 1 s);
* ``recover`` of 100 scraped paragraphs among ~9,700 candidate rules (< 1 s).
Prints min / median / max of N runs; quote the medians.
"""
from __future__ import annotations

import argparse
import re
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from ingest.changes import match_edition, parse_changes  # noqa: E402
from ingest.cr import parse_cr_bytes  # noqa: E402
from ingest.refs import find_references  # noqa: E402
from ingest.scraped import Paragraph, parse_scraped, recover, titles_from_rules  # noqa: E402
from ingest.text import decode  # noqa: E402


def runs_of(fn, runs: int) -> list[float]:
    out = []
    for _ in range(runs):
        t = time.perf_counter()
        fn()
        out.append(time.perf_counter() - t)
    return out


def report(name: str, times: list[float]) -> None:
    print(f"{name:<52} min {min(times):7.3f}s  median {statistics.median(times):7.3f}s  "
          f"max {max(times):7.3f}s  (n={len(times)})", flush=True)


def rules_of(path: Path) -> dict[str, str]:
    doc = parse_cr_bytes(path.read_bytes(), str(path))
    return {r.number: r.text for r in doc.rules if r.kind in ("rule", "subrule")}


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--shared", default=str(ROOT.parent / "shared"))
    args = ap.parse_args()
    shared = Path(args.shared)

    text = decode((shared / "cr" / "cr-2026-04-17.txt").read_bytes())
    report("find_references, cr-2026-04-17 (whole text)", runs_of(lambda: find_references(text), args.runs))

    small = ROOT / "tests" / "fixtures" / "seeds_small" / "changes_small.txt"
    doc = parse_changes(small.read_text(encoding="utf-8"), small.name)
    words = "the player chooses a creature card and puts it onto the battlefield".split()
    editions = {}
    for i in range(130):
        table = {f"{s}.{n}": " ".join(words[(i + n + k) % len(words)] for k in range(120))
                 for s in range(100, 130) for n in range(1, 8)}
        table.update({r.number: r.text + f" variant {i % 7}" for r in doc.rules})
        editions[f"e{i:03d}"] = table
    report("match_edition, 130 editions", runs_of(lambda: match_edition(doc, editions), args.runs))

    rules: dict[str, str] = {}
    for name in ("cr-2026-04-17.txt", "cr-2020-04-17.txt", "cr-2016-04-08.txt", "cr-2009-10-01.txt"):
        rules.update({f"{name[3:13]}:{n}": t for n, t in rules_of(shared / "cr" / name).items()})
    titles = titles_from_rules(rules_of(shared / "cr" / "cr-2026-04-17.txt"))
    seed = "004_911191f0ecdd571d.txt"
    paras = [p for p in parse_scraped((shared / "seeds" / seed).read_bytes(), seed) if p.kind == "text"]
    extra = [t for t in rules_of(shared / "cr" / "cr-2023-04-14.txt").values() if len(t) > 80][::37]
    paras += [Paragraph(1000 + i, re.sub(r"\d{3}\.\d+[a-z]?", "", t)) for i, t in enumerate(extra[: 100 - len(paras)])]
    report(f"recover, {len(paras)} paragraphs among {len(rules)} rules",
           runs_of(lambda: recover(paras, rules, titles), args.runs))


if __name__ == "__main__":
    main()
