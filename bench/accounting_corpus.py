"""Word accounting over every face of the card corpora (issue 21): faces fully read, abilities made opaque by
kind, the most common unaccounted words. The default test reads every 10th face; this reads them all.

Usage: python bench/accounting_corpus.py [../shared/cards] [--jobs N]"""
from __future__ import annotations

import sys
import time
from pathlib import Path

from kb.engine.coverage import coverage_parallel, faces_of_file

CORPORA = ("mtgjson2022-oracle-cards.jsonl.gz", "oracle-2026-06/oracle_corpus.json.gz")


def main(argv: list[str]) -> int:
    root = Path(next((a for a in argv if not a.startswith("--") and not a.isdigit()), "../shared/cards"))
    jobs = int(argv[argv.index("--jobs") + 1]) if "--jobs" in argv else 2
    for name in CORPORA:
        t0 = time.perf_counter()
        d = coverage_parallel(faces_of_file(root / name), jobs).as_dict(25)
        acc = d["accounting"]
        print(f"{name}: {d['faces']:,} faces, {d['loaded']:,} load, {d['fully_modelled']:,} fully read "
              f"({d['modelled_share']:.1%}); opaque by word accounting: {acc['opaque_abilities']:,} "
              f"{acc['opaque_by_kind']} ({time.perf_counter() - t0:.0f} s)")
        print("  most common unaccounted words: " + ", ".join(f"{w['word']} {w['abilities']}"
                                                             for w in acc["top_unaccounted_words"]))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
