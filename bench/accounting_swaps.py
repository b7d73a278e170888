"""Role-swap mutants (issue 21) of every accepted ability of a card corpus: two role phrases of one kind swapped
(tests/test_engine_render_order.role_swaps). Of the swapped texts the parser reads whole with other roles than the real
text's reading, how many the word accounting catches, how many the order of roles, how many neither (listed). The
default test (tests/test_engine_accounting_corpus.py) reads a subset.

Usage: python bench/accounting_swaps.py CORPUS_FILE [--jobs N] [--out MISSED.json]"""
from __future__ import annotations

import collections
import json
import sys
from multiprocessing import Pool
from pathlib import Path

from kb.engine.abilities import Keyword, UnmodelledAbility
from kb.engine.cardtext import parse_card_text
from kb.engine.coverage import faces_of_file
from kb.engine.objects import CardDef
from kb.engine.render import account, out_of_order, render_ability, role_groups

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests"))
from test_engine_render_order import role_swaps  # noqa: E402 - the mutation generator of the tests


def _one(rows: list) -> tuple:
    st: collections.Counter = collections.Counter()
    missed = []
    for d in rows:
        try:
            card = CardDef.from_dict(d, parse=parse_card_text)
        except Exception:   # noqa: BLE001 - a face that does not load has no accepted ability
            continue
        for ab in card.abilities:
            if isinstance(ab, (Keyword, UnmodelledAbility)) or getattr(ab, "unaccounted", ()):
                continue
            for what, mutant in role_swaps(ab.text):
                try:
                    read = [a for a in parse_card_text(mutant, card.name, frozenset(card.types), strict=True)
                            if not isinstance(a, Keyword)]
                except Exception:   # noqa: BLE001 - the swapped text is not read
                    st["swap not read"] += 1
                    continue
                if len(read) != 1 or getattr(read[0], "unmodelled", ()) or "\u27e6" in render_ability(read[0], card.name):
                    st["swap read in part"] += 1
                    continue
                if role_groups(read[0], card.name) == role_groups(ab, card.name):
                    st["same roles"] += 1
                    continue
                if account(read[0], ab.text, card.name):
                    st["caught by the word accounting"] += 1
                elif out_of_order(read[0], ab.text, card.name):
                    st["caught by the order of roles"] += 1
                else:
                    st["missed"] += 1
                    missed.append((card.name, ab.text, what, mutant))
    return st, missed


def main(argv: list[str]) -> int:
    path = argv[0]
    jobs = int(argv[argv.index("--jobs") + 1]) if "--jobs" in argv else 2
    rows = faces_of_file(path)
    with Pool(jobs) as pool:
        res = pool.map(_one, [rows[i::8] for i in range(8)])
    st = sum((r[0] for r in res), collections.Counter())
    missed = [m for r in res for m in r[1]]
    print(f"{path}: {dict(st)}")
    for m in missed[:20]:
        print("  missed:", m[0], "|", m[2])
    if "--out" in argv:
        Path(argv[argv.index("--out") + 1]).write_text(json.dumps(missed, indent=0), encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
