"""Measure the ruling linker on a labelled sample: precision and recall overall and per rule.

    .venv/bin/python bench/eval_links.py [--db data/kb.db] [--file tests/fixtures/cards/labelled_rulings_top20.json]
        [--split holdout] [--rules 107.3,702.29] [--show] [--live]

Reads the links already in the KB (run ``kb import-cards --relink`` after changing the linker), or
with ``--live`` links the labelled rulings afresh with the working tree's linker against the KB's
edition (no relink needed). ``--file`` takes the JSON sets or a TSV such as
``tests/fixtures/cards/ruling_links_sample.tsv`` (its ``half`` column is the split).
Precision is over judged links ('ok' rules count neither way), recall over labelled concepts
(``a|b``: either one). ``--show`` prints each wrong link and each missed concept with the text.
"""
from __future__ import annotations

import argparse
import json
import os
import sqlite3
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from ingest.cards import link_counts, rule_level, text_hash  # noqa: E402

FIX = Path(__file__).resolve().parent.parent / "tests" / "fixtures" / "cards"


def load(db: Path):
    conn = sqlite3.connect(db)
    links: dict[str, set[str]] = {}
    for rid, number in conn.execute("SELECT ruling_id, number FROM ruling_links"):
        links.setdefault(rid, set()).add(rule_level(number))
    rows = {(oid, date, text_hash(text)): (rid, name, text) for rid, oid, date, text, name in
            conn.execute("SELECT id, oracle_id, published_at, text, card_name FROM card_rulings")}
    counts: dict[str, int] = {}
    for (number,) in conn.execute("SELECT number FROM ruling_links"):
        counts[rule_level(number)] = counts.get(rule_level(number), 0) + 1
    return links, rows, counts


def load_labels(path: Path) -> list[dict]:
    """Labelled rulings from the JSON sets or from a TSV (half, …, oracle_id, published_at,
    text_sha, rules, ok; '#' lines are comments)."""
    if path.suffix != ".tsv":
        return json.loads(path.read_text())["rulings"]
    lines = [ln for ln in path.read_text(encoding="utf-8").splitlines() if ln and not ln.startswith("#")]
    head = lines[0].split("\t")
    out = []
    for ln in lines[1:]:
        row = dict(zip(head, ln.split("\t")))
        out.append({"oracle_id": row["oracle_id"], "published_at": row["published_at"],
                    "text_sha": row["text_sha"], "split": row["half"],
                    "rules": [r for r in row["rules"].split(",") if r], "ok": [r for r in row["ok"].split(",") if r]})
    return out


def live_links(db: Path, labels, rows) -> dict[str, set[str]]:
    """The labelled rulings linked afresh by the working tree's linker (kb.cards.link_ruling)."""
    from kb.cards import card_context, link_ruling, rule_index
    from kb.db import current_edition

    conn = sqlite3.connect(db)
    index = rule_index(conn, current_edition(conn))
    own, kws, names = card_context(conn)
    out = {}
    for lab in labels:
        rid, _, text = rows[(lab["oracle_id"], lab["published_at"], lab["text_sha"])]
        out[rid] = {rule_level(x[0]) for x in link_ruling(index, own, kws, names, lab["oracle_id"], text)}
    return out


def per_rule(labels, links, rows, rule):
    """(correct, judged, found, concepts, wrong [(label, text)], missed [(label, text)])."""
    tp = judged = found = total = 0
    wrong, missed = [], []
    for lab in labels:
        rid, name, text = rows[(lab["oracle_id"], lab["published_at"], lab["text_sha"])]
        pred = links.get(rid, set())
        concepts = [set(c.split("|")) for c in lab["rules"]]
        good = set().union(*concepts) if concepts else set()
        if rule in pred and (rule in good or rule not in lab["ok"]):
            judged += 1
            if rule in good:
                tp += 1
            else:
                wrong.append((lab, name, text, pred))
        for c in concepts:
            if rule in c:
                total += 1
                if c & pred:
                    found += 1
                else:
                    missed.append((lab, name, text, pred))
    return tp, judged, found, total, wrong, missed


def overall(labels, links, rows):
    return link_counts(labels, links, lambda lab: rows[(lab["oracle_id"], lab["published_at"], lab["text_sha"])][0])


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--db", default=os.environ.get("KB_DB", "data/kb.db"))
    ap.add_argument("--file", default=str(FIX / "labelled_rulings_top20.json"))
    ap.add_argument("--split", action="append", help="a split to measure (default: each split, then all)")
    ap.add_argument("--rules", default="", help="comma-separated rules (default: the 20 with the most links)")
    ap.add_argument("--show", action="store_true", help="print wrong links and missed concepts")
    ap.add_argument("--live", action="store_true", help="link the labelled rulings with the working tree's linker")
    a = ap.parse_args()
    links, rows, counts = load(Path(a.db))
    labels = load_labels(Path(a.file))
    missing = [lab for lab in labels if (lab["oracle_id"], lab["published_at"], lab["text_sha"]) not in rows]
    if missing:
        sys.exit(f"{a.file}: {len(missing)} labelled rulings are not in {a.db}")
    if a.live:
        links = live_links(Path(a.db), labels, rows)
    splits = a.split or sorted({lab["split"] for lab in labels}) + ["all"]
    rules = [r for r in a.rules.split(",") if r] or sorted(counts, key=lambda n: -counts[n])[:20]
    for split in splits:
        subset = [lab for lab in labels if split == "all" or lab["split"] == split]
        tp, judged, found, total = overall(subset, links, rows)
        print(f"{split}: {len(subset)} rulings  precision {tp / max(1, judged):.3f} ({tp}/{judged})  "
              f"recall {found / max(1, total):.3f} ({found}/{total})")
        if a.show and not a.rules:
            for lab in subset:
                rid, name, text = rows[(lab["oracle_id"], lab["published_at"], lab["text_sha"])]
                pred = links.get(rid, set())
                good = {n for c in lab["rules"] for n in c.split("|")}
                wrong = sorted(p for p in pred if p not in good and p not in lab["ok"])
                missed = [c for c in lab["rules"] if not set(c.split("|")) & pred]
                if wrong or missed:
                    print(f"    [{name}] wrong={wrong} missed={missed} pred={sorted(pred)}\n      {text}")
            continue
        for rule in rules:
            tp, judged, found, total, wrong, missed = per_rule(subset, links, rows, rule)
            p = f"{tp / judged:.2f} ({tp}/{judged})" if judged else "– (0/0)"
            r = f"{found / total:.2f} ({found}/{total})" if total else "–"
            print(f"  {rule:8} {counts.get(rule, 0):5} links  precision {p:14} recall {r}")
            if a.show:
                for kind, items in (("WRONG", wrong), ("MISSED", missed)):
                    for lab, name, text, pred in items:
                        print(f"      {kind} [{name}] rules={lab['rules']} ok={lab['ok']} pred={sorted(pred)}\n"
                              f"        {text}")


if __name__ == "__main__":
    main()
