#!/usr/bin/env python3
"""Whole-process timings of the card import and look-ups; prints min / median / max of N runs.

Usage: .venv/bin/python bench/bench_cards.py [--runs 5] [--shared ../shared] [--kb data/kb.db]

``--kb`` is a KB holding the CR editions (default data/kb.db; without one, the 126 editions
of ../shared/cr are ingested first, untimed).  Every import runs on a fresh copy of it.
Not a test: run it by hand and quote the medians in notes.
"""
from __future__ import annotations

import argparse
import os
import shutil
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
    ap.add_argument("--kb", default=str(ROOT / "data" / "kb.db"))
    args = ap.parse_args()
    shared = Path(args.shared)
    cards = shared / "cards"
    with tempfile.TemporaryDirectory() as tmp:
        base, db = Path(tmp) / "base.db", Path(tmp) / "kb.db"
        if Path(args.kb).exists():
            shutil.copyfile(args.kb, base)
        else:
            subprocess.run([KB, "ingest", str(shared / "cr"), "--db", str(base)], check=True,
                           stdout=subprocess.DEVNULL)
        # A KB without card tables: the import as a user's first one.
        subprocess.run([sys.executable, "-c", "import sqlite3, sys\nc = sqlite3.connect(sys.argv[1])\n"
                        "for t in ('ruling_links', 'card_rulings_fts', 'card_rulings', 'card_faces', "
                        "'cards_fts', 'cards', 'card_sources'):\n    c.execute(f'DROP TABLE IF EXISTS [{t}]')\n"
                        "c.commit()", str(base)], check=True)

        def fresh():
            shutil.copyfile(base, db)

        import_cmd = [KB, "import-cards", str(cards), "--db", str(db)]
        report("kb import-cards ../shared/cards (first)", timed(import_cmd, args.runs, fresh))
        report("kb import-cards ../shared/cards (again)", timed(import_cmd, args.runs))
        env = dict(os.environ, KB_DB=str(db))
        for name, cmd in [
            ("kb card Fling", ["card", "Fling"]),
            ("kb card Fling --json", ["card", "Fling", "--json"]),
            ("kb card lightening bolt (fuzzy)", ["card", "lightening", "bolt"]),
            ("kb rulings --rule 707.10", ["rulings", "--rule", "707.10"]),
            ("kb rulings --card 'Delver of Secrets'", ["rulings", "--card", "Delver of Secrets"]),
            ("kb rule 613.4 (reference)", ["rule", "613.4"]),
        ]:
            report(name, timed([KB, *cmd], max(args.runs, 9), env=env))


if __name__ == "__main__":
    main()
