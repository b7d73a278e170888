"""The semantic extra's question side: other texts encoded for a question, on the TUNE halves only.

    PYTHONHASHSEED=0 .venv/bin/python bench/semantic_query_forms.py VARIANT [--save FILE] [--base FILE]

Issue 24's twenty-ninth round (docs/search-rounds.md).  ``kb.semantic.channels`` is replaced, for
this process only, by one that encodes the texts ``VARIANT`` makes of the question (``raw``: the
question as typed, which reproduces the search's own figures) and ranks the rules by the mean
vector or by the nearest of the vectors (max); everything else in the search is unchanged.
Prints the tune halves' pooled counts (judge-phrased top 3, whole questions top 5), how often the
``sem`` ranking alone holds a label in its top 3 / 10 / 40, and with ``--base`` (a file of
``bench/eval_search.py --tune-only --save``) the tune questions that moved.  Never searches the
held halves.  Variants: raw, sents_max, sents_mean, sents_whole_max, ask_whole_max, ask_whole_mean,
ask_only, cards_{type,typekw,after}_{replace,max,mean}, cardtext_{replace,max,mean},
slang_{replace,max,mean}, alias_{replace,max,mean}, noform_{replace,max,mean}.
"""
from __future__ import annotations

import json
import os
import re
import sys
import time

from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))
import numpy as np  # noqa: E402

from kb import semantic, search as S  # noqa: E402
from kb.db import connect  # noqa: E402
import eval_search as E  # noqa: E402

conn = connect(os.environ.get("KB_DB", str(ROOT / "data" / "kb.db")))
ENC = semantic.encoder()
_CACHE: dict[str, np.ndarray] = {}
_NEW = [0]


def enc(texts):
    todo = [t for t in dict.fromkeys(texts) if t not in _CACHE]
    if todo:
        for t, v in zip(todo, ENC.encode(todo)):
            _CACHE[t] = v
        _NEW[0] += len(todo)
    return np.stack([_CACHE[t] for t in texts])


SENT = re.compile(r"(?<=[.?!])\s+(?=[A-Z\"“(])")


def sentences(q):
    return [s.strip() for s in SENT.split(q.strip()) if s.strip()]


def named_cards(q, ed):
    return S.recognise_cards(conn, q, ed)


def replace_cards(q, named, how):
    out = q
    spans = sorted(((a, b, c) for c in named for a, b in c["spans"]), reverse=True)
    for a, b, c in spans:
        tl = (c.get("type_line") or "").replace("—", "-")
        kws = c.get("keywords") or ""
        if isinstance(kws, str):
            try:
                kws = json.loads(kws)
            except ValueError:
                kws = kws.split(",") if kws else []
        kws = [k.strip() for k in kws if k and k.strip()]
        base = tl.split("-")[0].strip().lower()
        if how == "type":
            rep = f"a {base}" if base else "a card"
        elif how == "typekw":
            rep = f"a {base}" + (f" with {', '.join(k.lower() for k in kws)}" if kws else "")
        elif how == "after":
            rep = q[a:b] + f" ({base}" + (f"; {', '.join(k.lower() for k in kws)}" if kws else "") + ")"
        else:
            raise ValueError(how)
        out = out[:a] + rep + out[b:]
    return " ".join(out.split())


FORM = re.compile(r"^\s*(?:what (?:is|are|does|do|happens?(?: (?:if|when|to))?)|how (?:does|do|is|are|many|much)|"
                  r"can|could|does|do|is|are|will|would|when|who|why)\b\s*", re.IGNORECASE)


def variant_texts(name, q, ed):
    story = S._is_story(q)
    if name == "raw":
        return [q], "max"
    if name in ("sents_max", "sents_mean", "sents_whole_max", "ask_whole_max", "ask_whole_mean", "ask_only"):
        ss = sentences(q) if story else [q]
        if len(ss) <= 1:
            return [q], "max"
        asks = [s for s in ss if s.endswith("?")] or ss[-1:]
        if name == "sents_max":
            return ss, "max"
        if name == "sents_mean":
            return ss, "mean"
        if name == "sents_whole_max":
            return [q, *ss], "max"
        if name == "ask_whole_max":
            return [q, " ".join(asks)], "max"
        if name == "ask_whole_mean":
            return [q, " ".join(asks)], "mean"
        if name == "ask_only":
            return [" ".join(asks)], "max"
    if name.startswith("cards_"):
        how = name.split("_", 2)[1]
        mode = name.split("_", 2)[2] if name.count("_") >= 2 else "replace"
        named = named_cards(q, ed)
        if not named:
            return [q], "max"
        t = replace_cards(q, named, how)
        if mode == "replace":
            return [t], "max"
        if mode == "max":
            return [q, t], "max"
        if mode == "mean":
            return [q, t], "mean"
    if name.startswith("slang_"):
        mode = name.split("_")[1]
        expanded, extra, found = S.expand_aliases(q)
        if not found:
            return [q], "max"
        t = (expanded + (" (" + extra + ")" if extra else "")).strip()
        if mode == "replace":
            return [t], "max"
        return [q, t], mode
    if name.startswith("alias_"):
        mode = name.split("_")[1]
        from kb.vocab import ALIASES
        expanded, extra, found = S.expand_aliases(q)
        if not any(k in ALIASES for k, _ in found):
            return [q], "max"
        t = expanded
        if mode == "replace":
            return [t], "max"
        return [q, t], mode
    if name.startswith("cardtext_"):
        mode = name.split("_")[1]
        named = named_cards(q, ed)
        if not named:
            return [q], "max"
        t = q
        for a, b, c in sorted(((a, b, c) for c in named for a, b in c["spans"]), reverse=True):
            tl = (c.get("type_line") or "")
            tx = (c.get("text") or "").replace(c["name"], "this")
            t = t[:a] + q[a:b] + f" ({tl}: {tx})" + t[b:]
        if mode == "replace":
            return [t], "max"
        return [q, t], mode
    if name.startswith("noform_"):
        mode = name.split("_")[1]
        if story:
            return [q], "max"
        t = FORM.sub("", q).strip()
        if not t or t == q:
            return [q], "max"
        if mode == "replace":
            return [t], "max"
        return [q, t], mode
    raise ValueError(name)


SEM_RANK: dict = {}
VARIANT = sys.argv[1]


def my_channels(c, ed, q, pending=None):
    idx = semantic._index(c, ed)
    texts, mode = variant_texts(VARIANT, q, ed)
    V = enc(texts)
    if mode == "mean" and len(texts) > 1:
        v = V.mean(0)
        v = v / np.linalg.norm(v)
        out = {"sem": idx.rank(v), "sem_votes": idx.vote(v)}
    elif len(texts) == 1:
        out = {"sem": idx.rank(V[0]), "sem_votes": idx.vote(V[0])}
    else:
        out = {"sem": rank_max(idx, V), "sem_votes": idx.vote(V[0])}
    SEM_RANK[q] = out
    return {k: v for k, v in out.items() if v}, None


def rank_max(idx, V):
    s = (idx.docs @ V.T).max(1)
    near = 2 * semantic.LIMIT
    top = np.argpartition(-s, near)[:near]
    top = top[np.argsort(-s[top], kind="stable")]
    return list(dict.fromkeys(idx.keys[i] for i in top))[:semantic.LIMIT]


semantic.channels = my_channels
semantic.start = lambda c, ed, q: semantic.Pending()


def keyrank(keys, want):
    nums = [[k[1].split("#")[0]] for k in keys]
    return E.rank_of(nums, want)


def main():
    args = sys.argv[2:]
    save = args[args.index("--save") + 1] if "--save" in args else None
    base = json.load(open(args[args.index("--base") + 1])) if "--base" in args else None
    ranks = {}
    semr = {}
    t0 = time.time()
    for name in E.SETS:
        qs = [q for q in E.load(E.SETS[name], name in E.FRESH) if q["half"] == "tune"]
        rows = []
        for q in qs:
            hits = S.search(conn, q["q"], limit=10, semantic=True)["hits"]
            r = E.rank_of(E.hit_numbers(hits), q["want"])
            rows.append({"q": q["q"], "half": "tune", "rank": r})
            ch = SEM_RANK.get(q["q"].strip()[:2000])
            semr.setdefault(name, []).append(keyrank(ch["sem"], q["want"]) if ch else "x")
        ranks[name] = rows
    for line in E.pooled(ranks, ("tune",)):
        print(line)
    # the semantic channel alone: top 3 / top 10 found
    for kind in ("judge", "card"):
        rs = [r for n, v in semr.items() if (E.cutoff(n) == 3) == (kind == "judge") for r in v]
        ok = [r for r in rs if r != "x"]
        print(f"sem alone {kind}: n={len(rs)} used={len(ok)} top3={sum(1 for r in ok if r and r <= 3)} "
              f"top10={sum(1 for r in ok if r and r <= 10)} top40={sum(1 for r in ok if r)}")
    if base:
        for line in E.compare(base, ranks, True, ("tune",)):
            print(line)
    if save:
        json.dump(ranks, open(save, "w"))
        json.dump(semr, open(save + ".sem", "w"))
    print(f"time {time.time() - t0:.0f}s new encodings {_NEW[0]}", file=sys.stderr)


main()
