"""Search quality on the labelled question sets (not a test: prints figures).

    .venv/bin/python bench/eval_search.py [--db data/kb.db] [--set judge|card|all] [--baseline] [--no-semantic] [--misses] [--policy] [--phrases]

For each question the hits' rule numbers (an example counts as its rule; glossary and card
hits count as nothing) are compared with the labels: a hit matches a label when it is the
label, or lies inside it (704.5f inside 704.5; 702.19b inside 702.19; 704.5 inside 704).
Prints top-1 / top-3 / top-5 hit rates and MRR (first matching hit within the top 10) for the
tuning part, the held-out part (every third question) and both, and for the fresh sets
(``fresh_judge``, ``fresh_card``: written before the third round's changes and never tuned on;
all of each is held out), and the development sets of that round (``dev_judge``, ``dev_card``:
looked at while tuning).  From issue 24 on every set is split half/half (``tune``/``held``);
``sub24_judge`` is labelled at the subrule (a sibling does not count) and ``new26_card`` asks
about cards the 2022 pool lacks; ``desc26_judge`` describes keyword mechanics without their names;
``ex26_judge`` / ``ex26_card`` rephrase CR examples of rules no earlier label covers;
``gloss26_judge`` / ``gloss26_card`` the glossary entries of rules no earlier label covers;
``unc25_judge`` / ``unc25_card`` rules of the 2026-04-17 CR no earlier label covers, drawn at random.

``--save FILE`` keeps every question's rank (both halves) and ``--compare FILE`` reads such a file
back: per set and half, how many questions a change moved up and down, the judge-phrased sets'
top-3 and the whole questions' top-5 pooled, and (with ``--misses``) the tune half's questions
whose rank moved, never the held half's.  ``--tune-only`` searches, prints, saves and compares the
tune halves alone (the held half is not even searched, so a run takes half the time): the run for
choosing between variants, which the held half must not see (issue 24).  Every run ends with the
pooled counts of the halves it measured.  ``--phrases``: each ``kb.vocab.PHRASES`` entry's questions,
found with → without the entry, per half (counts only), so that an entry helping only the tune half
can be seen and taken out (issue 24).
"""
from __future__ import annotations

import argparse
import json
import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

SETS = {"judge": ROOT / "tests/fixtures/search/judge_questions.tsv",
        "card": ROOT / "tests/fixtures/search/card_questions.tsv",
        "dev_judge": ROOT / "tests/fixtures/search/dev_judge_questions.tsv",
        "dev_card": ROOT / "tests/fixtures/search/dev_card_questions.tsv",
        "fresh_judge": ROOT / "tests/fixtures/search/fresh_judge_questions.tsv",
        "fresh_card": ROOT / "tests/fixtures/search/fresh_card_questions.tsv",
        "new_judge": ROOT / "tests/fixtures/search/new_judge_questions.tsv",
        "new_card": ROOT / "tests/fixtures/search/new_card_questions.tsv",
        "fresh24_judge": ROOT / "tests/fixtures/search/fresh24_judge_questions.tsv",
        "fresh24_card": ROOT / "tests/fixtures/search/fresh24_card_questions.tsv",
        "late24_judge": ROOT / "tests/fixtures/search/late24_judge_questions.tsv",
        "late24_card": ROOT / "tests/fixtures/search/late24_card_questions.tsv",
        "final24_judge": ROOT / "tests/fixtures/search/final24_judge_questions.tsv",
        "final24_card": ROOT / "tests/fixtures/search/final24_card_questions.tsv",
        "sect24_judge": ROOT / "tests/fixtures/search/sect24_judge_questions.tsv",
        "sub24_judge": ROOT / "tests/fixtures/search/sub24_judge_questions.tsv",
        "new26_card": ROOT / "tests/fixtures/search/new26_card_questions.tsv",
        "desc26_judge": ROOT / "tests/fixtures/search/desc26_judge_questions.tsv",
        "ex26_judge": ROOT / "tests/fixtures/search/ex26_judge_questions.tsv",
        "ex26_card": ROOT / "tests/fixtures/search/ex26_card_questions.tsv",
        "gloss26_judge": ROOT / "tests/fixtures/search/gloss26_judge_questions.tsv",
        "gloss26_card": ROOT / "tests/fixtures/search/gloss26_card_questions.tsv",
        "unc25_judge": ROOT / "tests/fixtures/search/unc25_judge_questions.tsv",
        "unc25_card": ROOT / "tests/fixtures/search/unc25_card_questions.tsv"}
POLICY = ROOT / "tests/fixtures/policy/questions.json"
SEED = 24  # issue 24: every set split half/half by this seeded shuffle; only the "tune" half is looked at
FRESH = {"fresh_judge", "fresh_card"}
WHOLE = FRESH | {"dev_judge", "dev_card"}  # reported as one part


def load(path: Path, fresh: bool = False) -> list[dict]:
    """Questions of a TSV set: query, labels, whether it was held out in the earlier rounds
    (every third; in a fresh set, every one) and ``half`` ("tune" or "held"): the set shuffled
    with ``SEED``, its second half held out from issue 24 on."""
    import random

    out = []
    for line in path.read_text(encoding="utf-8").splitlines():
        if not line.strip() or line.startswith("#"):
            continue
        q, labels = line.split("\t")
        out.append({"q": q, "want": labels.split(), "held_out": fresh or len(out) % 3 == 2})
    order = list(range(len(out)))
    random.Random(SEED).shuffle(order)
    for pos, i in enumerate(order):
        out[i]["half"] = "tune" if pos < len(out) // 2 else "held"
    return out


def matches(hit: str, label: str) -> bool:
    if hit == label:
        return True
    if not hit.startswith(label) or len(hit) == len(label):
        return False
    nxt = hit[len(label)]
    return nxt.isalpha() if "." in label else nxt == "."


def hit_numbers(hits: list[dict]) -> list[list[str]]:
    """Each hit's rule numbers: its own, and those of the rules it was collapsed with (shown on
    the same line as "same text")."""
    return [[h["number"], *h.get("also", [])] if h["kind"] in ("rule", "example") else [] for h in hits]


def rank_of(numbers: list[list[str]], want: list[str]) -> int | None:
    for i, ns in enumerate(numbers, 1):
        if any(matches(n, w) for n in ns for w in want):
            return i
    return None


def figures(ranks: list[int | None]) -> dict:
    n = len(ranks) or 1
    return {"n": len(ranks),
            "top1": round(sum(1 for r in ranks if r and r <= 1) / n, 3),
            "top3": round(sum(1 for r in ranks if r and r <= 3) / n, 3),
            "top5": round(sum(1 for r in ranks if r and r <= 5) / n, 3),
            "mrr": round(sum(1 / r for r in ranks if r) / n, 3)}


def evaluate(conn, questions: list[dict], search_fn) -> dict:
    rows = []
    for q in questions:
        numbers = hit_numbers(search_fn(conn, q["q"]))
        rows.append({**q, "rank": rank_of(numbers, q["want"]), "got": ["/".join(n) for n in numbers[:5]]})
    return {"tune": figures([r["rank"] for r in rows if r["half"] == "tune"]),
            "held": figures([r["rank"] for r in rows if r["half"] == "held"]),
            "tuning": figures([r["rank"] for r in rows if not r["held_out"]]),
            "held_out": figures([r["rank"] for r in rows if r["held_out"]]),
            "all": figures([r["rank"] for r in rows]), "rows": rows}


def policy_questions() -> dict[str, list[dict]]:
    """The policy questions by part: "tune" and "held_out" (issue 23), and the fresh set of issue 24's
    second round split half/half by the seeded shuffle ("fresh24 tune", "fresh24 held")."""
    import random

    data = json.loads(POLICY.read_text(encoding="utf-8"))
    parts = {k: [{"q": q, "want": w} for q, w in data[k]] for k in ("tune", "held_out")}
    fresh = [{"q": q, "want": w} for q, w in data.get("fresh24", [])]
    order = list(range(len(fresh)))
    random.Random(SEED).shuffle(order)
    parts["fresh24 tune"] = [fresh[i] for i in order[:len(fresh) // 2]]
    parts["fresh24 held"] = [fresh[i] for i in order[len(fresh) // 2:]]
    return parts


def _policy_rank(hits: list[dict], want: list[str]) -> int | None:
    for i, h in enumerate(hits, 1):
        if h.get("kind") == "policy" and f"{h['document']} {h.get('section') or h['number']}" in want:
            return i
    return None


def evaluate_policy(conn) -> dict:
    """Policy questions, top 3: the policy search alone (``doc=policy``); the mixed search (every
    document, no filter) as its one list of hits; and the mixed search's policy side list
    (``policy_hits``, shown beside the CR's hits when the question reads as a tournament question)."""
    from kb.policy_search import search_documents

    out = {}
    for part, qs in policy_questions().items():
        ranks = {"doc_filter": [], "mixed_list": [], "side_list": []}
        for q in qs:
            ranks["doc_filter"].append(_policy_rank(search_documents(conn, q["q"], None, 10, "policy")["hits"], q["want"]))
            mixed = search_documents(conn, q["q"], None, 10, None, semantic=False)
            ranks["mixed_list"].append(_policy_rank(mixed["hits"], q["want"]))
            ranks["side_list"].append(_policy_rank(mixed.get("policy_hits", []), q["want"]))
        out[part] = {k: figures(v)["top3"] for k, v in ranks.items()} | {"n": len(qs)}
    return out


def side_list_rate(conn, names: list[str]) -> dict:
    """How often CR questions (the labelled CR sets) get a policy side list, and how often a policy hit
    sits in the top 5 of the mixed search's one list: both should be rare."""
    from kb.policy_search import search_documents

    shown = mixed = n = 0
    for name in names:
        for q in load(SETS[name]):
            r = search_documents(conn, q["q"], None, 10, None, semantic=False)
            n += 1
            shown += bool(r.get("policy_hits"))
            mixed += any(h.get("kind") == "policy" for h in r["hits"][:5])
    return {"n": n, "side_list_shown": round(shown / (n or 1), 3), "policy_in_top5": round(mixed / (n or 1), 3)}


def cutoff(name: str) -> int:
    """The rank a set's goal counts to: top 3 for judge-phrased sets, top 5 for whole questions."""
    return 3 if name.endswith("_judge") or name == "judge" else 5


def pooled(ranks: dict[str, list[dict]], halves: tuple[str, ...] = ("tune", "held")) -> list[str]:
    """Lines of one run's pooled counts (``--save``'s rows): per kind of set (top 3 for the
    judge-phrased sets, top 5 for whole questions) and half, how many were found within the cutoff."""
    got: dict[tuple, list[int]] = {}
    for name, rows in ranks.items():
        k = cutoff(name)
        for r in rows:
            if r["half"] in halves:
                t = got.setdefault((k, r["half"]), [0, 0])
                t[0] += bool(r["rank"] and r["rank"] <= k)
                t[1] += 1
    return [f"pooled top-{k} {half}: {a} of {n} ({a / n:.3f})" for (k, half), (a, n) in sorted(got.items())]


def compare(before: dict[str, list[dict]], after: dict[str, list[dict]], moves: bool = False,
            halves: tuple[str, ...] = ("tune", "held")) -> list[str]:
    """Lines comparing two runs' ranks (``--save``): per set and half, found within the set's
    cutoff before → after and how many questions moved up / down (sets both runs measured); pooled
    per kind of set; with ``moves`` the tune half's questions whose rank changed (the held half's
    only as counts).  ``halves``: the halves shown (``("tune",)`` for ``--tune-only``: nothing of the
    held half, not even counts)."""
    lines, pooled = [], {}
    after = {name: rows for name, rows in after.items() if name in before}  # sets both runs measured
    for name, rows in after.items():
        old = {(r["q"], r["half"]): r["rank"] for r in before[name]}
        k = cutoff(name)
        parts = []
        for half in halves:
            mine = [r for r in rows if r["half"] == half and (r["q"], half) in old]
            was = [old[(r["q"], half)] for r in mine]
            now = [r["rank"] for r in mine]
            hit = lambda rs: sum(1 for x in rs if x and x <= k)  # noqa: E731
            up = sum(1 for a, b in zip(was, now) if (b or 99) < (a or 99))
            down = sum(1 for a, b in zip(was, now) if (b or 99) > (a or 99))
            parts.append(f"{half} {hit(was)} → {hit(now)} of {len(mine)} (up {up}, down {down})")
            t = pooled.setdefault((k, half), [0, 0, 0])
            t[0], t[1], t[2] = t[0] + hit(was), t[1] + hit(now), t[2] + len(mine)
        lines.append(f"{name} top-{k}: " + "; ".join(parts))
    for (k, half), (a, b, n) in sorted(pooled.items()):
        lines.append(f"pooled top-{k} {half}: {a} → {b} of {n}")
    if moves:
        for name, rows in after.items():
            old = {(r["q"], r["half"]): r["rank"] for r in before.get(name, [])}
            for r in rows:
                if r["half"] == "tune" and (r["q"], "tune") in old and old[(r["q"], "tune")] != r["rank"]:
                    lines.append(f"  moved {name} {old[(r['q'], 'tune')]} → {r['rank']} :: {r['q']}")
    return lines


def phrase_ablation(conn, search_fn, names: list[str]) -> dict[str, dict | None]:
    """Each ``kb.vocab.PHRASES`` entry (issue 24: entries that help only a tuned half come out):
    the questions of the sets ``names`` it fires on, and per half how many are found within the
    set's cutoff with the entry → without it (``{"tune": [with, without], "held": [...], "n": {...}}``;
    None when no question uses it).  Counts only: the held half's questions are never listed."""
    import re

    from kb import vocab

    def found(items):
        return [bool((r := rank_of(hit_numbers(search_fn(conn, q["q"])), q["want"])) and r <= cutoff(name))
                for name, q in items]

    qs = [(name, q) for name in names for q in load(SETS[name], name in FRESH)]
    full = dict(vocab.PHRASES)
    out: dict[str, dict | None] = {}
    for key in full:
        if key in vocab.ALIASES:
            continue
        pattern = re.compile(r"(?<![\w/+-])" + re.escape(key) + r"(?![\w/+-])", re.IGNORECASE)
        items = [(name, q) for name, q in qs if pattern.search(q["q"])]
        if not items:
            out[key] = None
            continue
        with_it = found(items)
        try:
            del vocab.PHRASES[key]
            _phrases_changed()
            without = found(items)
        finally:
            vocab.PHRASES.clear()
            vocab.PHRASES.update(full)
            _phrases_changed()
        row: dict = {"n": {}}
        for half in ("tune", "held"):
            mine = [i for i, (_, q) in enumerate(items) if q["half"] == half]
            row[half] = [sum(with_it[i] for i in mine), sum(without[i] for i in mine)]
            row["n"][half] = len(mine)
        out[key] = row
    return out


def _phrases_changed() -> None:
    """Forget what was built from ``kb.vocab.PHRASES`` (compiled patterns, sense pairs)."""
    from kb import search as search_module, vocab

    vocab._PATTERNS.clear()
    search_module._sense_pairs.cache_clear()


def search_function(baseline: bool, semantic: bool = True):
    if baseline:
        from kb.search import all_words_search

        return lambda conn, q: all_words_search(conn, q, limit=10)["hits"]
    from kb.search import search

    return lambda conn, q: search(conn, q, limit=10, semantic=semantic)["hits"]


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--db", type=Path, default=Path(os.environ.get("KB_DB", ROOT / "data" / "kb.db")))
    ap.add_argument("--set", choices=[*SETS, "all"], default="all")
    ap.add_argument("--baseline", action="store_true", help="the old all-words search, for 'before' figures")
    ap.add_argument("--no-semantic", action="store_true",
                    help="leave the sentence-vector ranking out (kb.semantic; it runs only when the KB has vectors)")
    ap.add_argument("--misses", action="store_true", help="list the questions not found in the top 3")
    ap.add_argument("--held-out", action="store_true", help="with --misses: list held-out misses too")
    ap.add_argument("--json", action="store_true")
    ap.add_argument("--policy", action="store_true",
                    help="also the policy questions (doc filter, mixed list, side list) and the CR sets' side-list rate")
    ap.add_argument("--phrases", action="store_true",
                    help="each kb.vocab.PHRASES entry: the questions it fires on, found with → without it, per half")
    ap.add_argument("--old-split", action="store_true", help="the earlier rounds' parts (every third held out)")
    ap.add_argument("--save", type=Path, help="write every question's rank (both halves) to this JSON file")
    ap.add_argument("--compare", type=Path, help="compare with the ranks a --save wrote (counts; tune-half moves with --misses)")
    ap.add_argument("--tune-only", action="store_true",
                    help="the tune halves alone: the held half is not searched, printed, saved or compared "
                         "(for choosing between variants)")
    args = ap.parse_args()
    from kb.db import connect

    conn = connect(args.db)
    fn = search_function(args.baseline, semantic=not args.no_semantic)
    out = {}
    ranks: dict[str, list[dict]] = {}
    for name in (list(SETS) if args.set == "all" else [args.set]):
        fresh = name in FRESH
        qs = load(SETS[name], fresh)
        if args.tune_only:
            qs = [q for q in qs if q["half"] == "tune"]
        res = evaluate(conn, qs, fn)
        parts = ("tune",) if args.tune_only else ("tune", "held", "all") if not args.old_split \
            else ("all",) if name in WHOLE else ("tuning", "held_out", "all")
        out[name] = {k: res[k] for k in parts}
        ranks[name] = [{"q": r["q"], "half": r["half"], "rank": r["rank"]} for r in res["rows"]]
        if not args.json:
            print(f"{name}: " + "  ".join(f"{part} {json.dumps(res[part])}" for part in parts))
        if args.misses:
            for r in res["rows"]:
                held = r["half"] == "held" if not args.old_split else r["held_out"]
                if (r["rank"] is None or r["rank"] > 3) and (args.held_out and not args.tune_only or not held):
                    print(f"  miss rank={r['rank']} want={r['want']} got={r['got']} :: {r['q']}")
    if args.phrases:
        out["phrases"] = phrase_ablation(conn, fn, list(SETS) if args.set == "all" else [args.set])
        if not args.json:
            for key, row in out["phrases"].items():
                print(f"phrase {key!r}: " + ("no question uses it" if row is None else
                      "; ".join(f"{h} {row[h][0]} → {row[h][1]} of {row['n'][h]} without it" for h in ("tune", "held"))))
    if args.policy:
        out["policy"] = evaluate_policy(conn)
        out["policy_on_cr_sets"] = side_list_rate(conn, [n for n in SETS if "judge" in n or "card" in n])
        if not args.json:
            for part, fig in out["policy"].items():
                print(f"policy {part}: {json.dumps(fig)}")
            print(f"CR sets in the mixed search: {json.dumps(out['policy_on_cr_sets'])}")
    halves = ("tune",) if args.tune_only else ("tune", "held")
    if not args.json and not args.old_split:
        for line in pooled(ranks, halves):
            print(line)
    if args.save:
        args.save.write_text(json.dumps(ranks), encoding="utf-8")
    if args.compare:
        for line in compare(json.loads(args.compare.read_text(encoding="utf-8")), ranks, args.misses, halves):
            print(line)
    if args.json:
        print(json.dumps(out, indent=2))


if __name__ == "__main__":
    main()
