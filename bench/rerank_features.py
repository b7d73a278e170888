"""A learned re-ranking of the search's first ten hits, cross-validated on the tune halves (issue 24,
thirty-second round; not a test, prints figures; nothing of it is in the search).

    .venv/bin/python bench/rerank_features.py [--db data/kb.db] [--folds 5] [--seeds 3]

For each judge-phrased question of the tune halves (``eval_search.SETS``, words mode) it runs the
search with ``debug=True`` and describes each of the ten hits by: its place; each fused ranking's
reciprocal rank (1 / (6 + rank)) and whether that ranking put it in its first three; how many
rankings hold it in their first ten; the share of the question's words in its text and in its
title; whether it is a subrule, an example, a lead-in whose subrule is also a hit, a subrule whose
rule is above it, and how many of its siblings are hits.  A linear scorer is fitted with a pairwise
logistic loss (a labelled hit above each unlabelled one), starting from and pulled back towards the
search's own order by a ridge of strength λ, and scored by k-fold cross-validation: the questions
with a label in the top 3 after re-ranking the held-out fold, summed over the folds, against the
search's own order.  The held halves are never searched.
"""
from __future__ import annotations

import argparse
import math
import os
import random
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))

import numpy as np  # noqa: E402

from eval_search import FRESH, SETS, cutoff, load, matches  # noqa: E402
from kb.db import connect  # noqa: E402
from kb.search import stem, search  # noqa: E402

_SUB = re.compile(r"^(\d{3}\.\d+)[a-z]+$")
_RULE = re.compile(r"^(\d{3})\.\d+$")


def _parent(n: str | None) -> str | None:
    m = _SUB.match(n or "") or _RULE.match(n or "")
    return m.group(1) if m else None


def _stems(text: str | None) -> set[str]:
    return {stem(t) for t in re.findall(r"[a-z0-9']+", (text or "").lower())}


def describe(result: dict) -> list[dict[str, float]]:
    """One dict of features per hit of a ``search(..., debug=True)`` result."""
    ranks: dict[str, dict[tuple, int]] = {}
    for name, keys in result["channels_full"].items():
        for i, k in enumerate(keys, 1):
            ranks.setdefault(name, {}).setdefault(tuple(k[:2]), i)
    words = list(dict.fromkeys(stem(w) for phrase in result["words"] for w in phrase.split()))
    hits = result["hits"]
    firsts = [h.get("number") if h["kind"] in ("rule", "example") else None for h in hits]
    out = []
    for i, h in enumerate(hits):
        f = {f"place{i}": 1.0}
        if h["kind"] not in ("rule", "example"):
            out.append(f | {"not_a_rule": 1.0})
            continue
        nums = [h["number"], *h.get("also", [])]
        for name, by_key in ranks.items():
            best = min((by_key[(kind, n)] for n in nums for kind in ("rule", "example") if (kind, n) in by_key),
                       default=None)
            if best:
                f["rr_" + name] = 1.0 / (6 + best)
                f["top3_" + name] = float(best <= 3)
        f["rankings"] = sum(1 for by_key in ranks.values() for n in nums
                            if by_key.get(("rule", n), 99) <= 10) / 10
        text, title = _stems(h.get("text")), _stems(h.get("title"))
        if words:
            f["words_in_text"] = sum(w in text for w in words) / len(words)
            f["all_words_in_text"] = float(all(w in text for w in words))
            f["words_in_title"] = sum(w in title for w in words) / len(words)
        n, p = h["number"], _parent(h["number"])
        f["subrule"] = float(bool(_SUB.match(n)))
        f["example"] = float(h["kind"] == "example")
        f["length"] = math.log(1 + len(h.get("text") or "")) / 7
        f["rule_above"] = float(p in firsts[:i])
        f["subrule_hit"] = float(any(m and m != n and _parent(m) == n for m in firsts))
        f["siblings"] = sum(1 for m in firsts if m and m != n and _parent(m) == p) / 10
        out.append(f)
    return out


def gather(conn) -> list[tuple[list[dict], list[bool]]]:
    rows = []
    for name, path in SETS.items():
        if cutoff(name) != 3:
            continue
        for q in load(path, fresh=name in FRESH):
            if q["half"] != "tune":
                continue
            r = search(conn, q["q"], limit=10, debug=True)
            if r["mode"] != "words":
                continue
            labels = [h["kind"] in ("rule", "example") and any(
                matches(n, w) for n in [h["number"], *h.get("also", [])] for w in q["want"]) for h in r["hits"]]
            rows.append((describe(r), labels))
    return rows


def fit(data, names, lam: float, epochs: int = 300, rate: float = 0.5) -> np.ndarray:
    col = {k: i for i, k in enumerate(names)}
    start = np.zeros(len(names))
    for i in range(10):
        if f"place{i}" in col:
            start[col[f"place{i}"]] = (10 - i) / 10  # the search's own order
    diffs = [m[i] - m[j] for m, y in data for i in np.where(y)[0] for j in np.where(~y)[0]]
    if not diffs:
        return start
    d = np.array(diffs)
    w = start.copy()
    for _ in range(epochs):
        grad = -(d.T @ (1 / (1 + np.exp(d @ w)))) / len(d) + lam * (w - start)
        w -= rate * grad
    return w


def found(data, w: np.ndarray | None, cut: int = 3) -> int:
    n = 0
    for m, y in data:
        order = np.argsort(-(m @ w), kind="stable") if w is not None else np.arange(len(y))
        n += bool(y[order[:cut]].any())
    return n


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--db", default=os.environ.get("KB_DB", str(ROOT / "data/kb.db")))
    ap.add_argument("--folds", type=int, default=5)
    ap.add_argument("--seeds", type=int, default=3)
    args = ap.parse_args()
    rows = gather(connect(args.db))
    names = sorted({k for feats, _ in rows for f in feats for k in f})
    col = {k: i for i, k in enumerate(names)}
    data = []
    for feats, labels in rows:
        m = np.zeros((len(feats), len(names)))
        for i, f in enumerate(feats):
            for k, v in f.items():
                m[i, col[k]] = v
        data.append((m, np.array(labels, dtype=bool)))
    print(f"tune judge-phrased questions in words mode: {len(data)}; label in the top 3: {found(data, None)}; "
          f"in the top 10: {sum(bool(y.any()) for _, y in data)}")
    for lam in (1.0, 0.3, 0.1, 0.03, 0.01):
        per_seed = []
        for seed in range(args.seeds):
            order = list(range(len(data)))
            random.Random(seed).shuffle(order)
            total = 0
            for k in range(args.folds):
                test = [data[i] for i in order[k::args.folds]]
                train = [data[i] for j, i in enumerate(order) if j % args.folds != k]
                total += found(test, fit(train, names, lam))
            per_seed.append(total)
        print(f"λ {lam}: re-ranked, label in the top 3 (cross-validated, per seed): {per_seed}")


if __name__ == "__main__":
    main()
