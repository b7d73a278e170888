"""The thirtieth round of issue 24 (docs/search-rounds.md): a linear adapter on the question's sentence vector.

    PYTHONHASHSEED=0 .venv/bin/python bench/semantic_adapter.py [--cache FILE] [--fused] [--save FILE]

Tried and taken out (the semantic ranking alone gains, the fused ranking loses on the tune halves);
kept here so that the round can be run again.  A 384 x 384 matrix ``M`` is fitted so that a text
the KB holds *about* a rule, times ``M``, lands nearest that rule's vectors among the edition's
rules: the card rulings linked to rules (``ruling_votes``) and the CR's examples (their vectors are
in ``text_vectors``), the glossary's terms and definitions (the rules they cite), the rules' and
sections' titles, and the reminder text cards print after a keyword (the 701/702 rule titled by it).
No question set is read for the fit.  In-batch softmax over all the rules' vectors (a text's
positives: its rules and the subrules inside them), ridge towards the identity, Adam, fixed seed;
each rule weighs alike (one over its number of texts).  The ridge, temperature and epochs were
chosen on pairs held out by rule.  The script prints the ``sem`` ranking alone on the TUNE halves
(top 3 / 10 / 40, with and without ``M``) and, with ``--fused``, runs ``bench/eval_search.py
--tune-only`` with ``M`` applied to the question's vector in ``kb.semantic._Index.rank``.
Never searches the held halves.  The texts it encodes are kept in ``--cache`` (an .npz file).
"""
from __future__ import annotations

import json
import os
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))
from kb import semantic  # noqa: E402
from kb.db import connect  # noqa: E402
import eval_search as E  # noqa: E402


# ridge towards the identity, softmax temperature, epochs, batch, seed (chosen on held-out rules)
PARAMS = {"lam": 0.01, "tau": 0.03, "epochs": 3, "batch": 512, "seed": 0, "version": 1}

_RULE_REF = re.compile(r"\b(?:rules?|section)\s+((?:\d{3}(?:\.\d+[a-z]?)?(?:,\s*|,?\s*and\s+|,?\s*or\s+)?)+)")
_NUMBER = re.compile(r"\d{3}(?:\.\d+[a-z]?)?")
_SEE = re.compile(r"\s*See (?:also )?(?:rules?|section)\b.*$", re.DOTALL)
_REMINDER = re.compile(r"\(([^()]{15,})\)\s*$")


def training_texts(conn, ed: str) -> list[tuple[str, str, list[str]]]:
    """(source, text, rule numbers) of the texts to encode for the fit, besides the rulings and
    examples already embedded: glossary terms and definitions (the rules they cite), rule and
    section titles (the titled rule) and the reminder texts cards print after a keyword (the
    701/702 rule titled by the keyword)."""
    rules = {n: (k, t) for n, k, t in conn.execute(
        "SELECT number, kind, title FROM rules WHERE edition = ?", [ed])}
    out: list[tuple[str, str, list[str]]] = []
    for term, d in conn.execute("SELECT term, definition FROM glossary WHERE edition = ? "
                                "AND coalesce(obsolete, 0) = 0 ORDER BY position, term", [ed]):
        ns: list[str] = []
        for m in _RULE_REF.finditer(d or ""):
            ns += [n for n in _NUMBER.findall(m.group(1)) if n in rules]
        ns = list(dict.fromkeys(ns))
        if not ns or not term:
            continue
        out.append(("glossary", term, ns))
        body = _SEE.sub("", d or "").strip()
        if len(body) > 12:
            out.append(("glossary", body, ns))
    keyword_rule: dict[str, str] = {}
    for n, (k, title) in sorted(rules.items()):
        if title and k in ("rule", "section"):
            out.append(("title", title, [n]))
        if title and k == "rule" and n[:4] in ("701.", "702."):
            keyword_rule.setdefault(title.lower(), n)
    if conn.execute("SELECT 1 FROM sqlite_master WHERE name = 'cards'").fetchone():
        seen: set[str] = set()
        for kws, text in conn.execute("SELECT keywords, text FROM cards WHERE keywords NOT IN ('', '[]') "
                                      "ORDER BY oracle_id"):
            try:
                kws = [k.lower() for k in json.loads(kws) if isinstance(k, str)]
            except (ValueError, TypeError):
                continue
            for line in (text or "").split("\n"):
                if "(" not in line:
                    continue
                m = _REMINDER.search(line)
                if not m or m.group(1) in seen:
                    continue
                head = line[:m.start()].lower()
                for kw in kws:
                    n = keyword_rule.get(kw)
                    if n and head.startswith(kw):
                        seen.add(m.group(1))
                        out.append(("reminder", m.group(1), [n]))
                        break
    return out


def _inside(number: str, label: str) -> bool:
    """``number`` is ``label`` or lies inside it (702.19b in 702.19, 702.19 in 702)."""
    if number == label:
        return True
    if not number.startswith(label) or len(number) == len(label):
        return False
    nxt = number[len(label)]
    return nxt.isalpha() if "." in label else nxt == "."


def _rule_key(numbers: list[str]) -> str:
    """The numbered rule a text is about (its first number, a letter left out): what the weights
    balance over."""
    n = sorted(numbers)[0]
    return n.rstrip("abcdefghijklmnopqrstuvwxyz") if "." in n else n


def fit(np, queries, positives: list[list[int]], docs, keys: list[str], params: dict | None = None):
    """The matrix ``M`` (d × d, float32) minimising the softmax loss of each query's positives
    among ``docs`` (rows: unit vectors) for ``query @ M``, plus ``lam`` ‖M − I‖², each rule
    (``keys``: a rule per query) weighing alike.  Deterministic for a seed."""
    p = {**PARAMS, **(params or {})}
    lam, tau, batch = float(p["lam"]), float(p["tau"]), int(p["batch"])
    rng = np.random.default_rng(int(p["seed"]))
    Q = np.asarray(queries, dtype=np.float32)
    Q = Q / np.maximum(np.linalg.norm(Q, axis=1, keepdims=True), 1e-12)
    D = np.asarray(docs, dtype=np.float32)
    d = Q.shape[1]
    eye = np.eye(d, dtype=np.float32)
    counts: dict[str, int] = {}
    for k in keys:
        counts[k] = counts.get(k, 0) + 1
    w = np.array([1.0 / counts[k] for k in keys], dtype=np.float32)
    w /= w.mean() if len(w) else 1.0
    M = eye.copy()
    m1 = np.zeros_like(M)
    m2 = np.zeros_like(M)
    step = 0
    for _ in range(int(p["epochs"])):
        order = rng.permutation(len(Q))
        for a in range(0, len(order), batch):
            rows = order[a:a + batch]
            X = Q[rows]
            S = (X @ M) @ D.T / tau
            S -= S.max(1, keepdims=True)
            P = np.exp(S)
            P /= P.sum(1, keepdims=True)
            G = P.copy()  # d loss / d S: the softmax less the positives' share of it
            for i, r in enumerate(rows):
                pos = positives[r]
                pp = P[i, pos]
                G[i, pos] -= pp / pp.sum()
            G *= (w[rows] / (len(rows) * tau))[:, None]
            grad = X.T @ (G @ D) + 2 * lam * (M - eye)
            step += 1  # Adam
            m1 = 0.9 * m1 + 0.1 * grad
            m2 = 0.999 * m2 + 0.001 * grad * grad
            M -= np.float32(2e-3) * (m1 / (1 - 0.9 ** step)) / (np.sqrt(m2 / (1 - 0.999 ** step)) + 1e-8)
    return M.astype(np.float32)


def build(conn, ed: str, cache: Path):
    """M and the number of training pairs, for the edition's stored vectors."""
    np = semantic._numpy()
    idx = semantic._index(conn, ed)
    numbers: dict[str, list[str]] = {}
    for t, ns in conn.execute("SELECT text, numbers FROM ruling_votes WHERE edition = ?", [ed]):
        numbers.setdefault(semantic._digest(t), []).extend((ns or "").split())
    rows = {(k, i): np.frombuffer(v, dtype=np.float16).astype(np.float32) for k, i, v in conn.execute(
        "SELECT kind, ident, vector FROM text_vectors WHERE edition = ?", [ed]) if v and len(v) == semantic.DIM * 2}
    doc_keys = sorted(k for k in rows if k[0] in ("rule", "titled"))
    doc_numbers = [i for _, i in doc_keys]
    known = set(doc_numbers)
    pairs, vectors = [], []
    for (kind, ident), v in sorted(rows.items()):
        if kind == "vote":
            ns = [n for n in dict.fromkeys(numbers.get(ident, [])) if n in known]
        elif kind == "example":
            ns = [ident.split("#")[0]] if ident.split("#")[0] in known else []
        else:
            continue
        if ns:
            pairs.append(ns)
            vectors.append(v)
    texts = [(t, ns) for _, t, ns in training_texts(conn, ed) if any(n in known for n in ns)]
    have = {}
    if cache.exists():
        z = np.load(cache, allow_pickle=True)
        have = dict(zip(z["t"], z["v"]))
    todo = [t for t in dict.fromkeys(t for t, _ in texts) if t not in have]
    if todo:
        have.update(zip(todo, semantic.encoder().encode(todo)))
        np.savez(cache, t=np.array(list(have), dtype=object), v=np.stack(list(have.values())))
    for t, ns in texts:
        pairs.append([n for n in ns if n in known])
        vectors.append(have[t])
    by_label: dict[str, list[int]] = {}
    positives = []
    for ns in pairs:
        pos: set[int] = set()
        for n in ns:
            if n not in by_label:
                by_label[n] = [j for j, m in enumerate(doc_numbers) if _inside(m, n)]
            pos.update(by_label[n])
        positives.append(sorted(pos))
    D = np.stack([rows[k] for k in doc_keys])
    return fit(np, np.stack(vectors), positives, D, [_rule_key(ns) for ns in pairs]), len(pairs), idx


def sem_alone(idx, M):
    np = semantic._numpy()
    qs = [(name, q["q"], q["want"]) for name in E.SETS for q in E.load(E.SETS[name], name in E.FRESH)
          if q["half"] == "tune"]
    V = semantic.encoder().encode([q.strip() for _, q, _ in qs])
    out = {}
    for label, m in (("without", None), ("with", M)):
        counts = {"judge": [0, 0, 0], "card": [0, 0, 0]}
        for (name, _, want), v in zip(qs, V):
            u = v @ m if m is not None else v
            keys = idx.rank(u / np.linalg.norm(u))
            r = E.rank_of([[k[1].split("#")[0]] for k in keys], want)
            c = counts["judge" if E.cutoff(name) == 3 else "card"]
            c[0] += bool(r and r <= 3)
            c[1] += bool(r and r <= 10)
            c[2] += bool(r)
        out[label] = counts
    return out


def main() -> None:
    args = sys.argv[1:]
    cache = Path(args[args.index("--cache") + 1]) if "--cache" in args else Path("/tmp/semantic-adapter-texts.npz")
    conn = connect(os.environ.get("KB_DB", str(ROOT / "data" / "kb.db")))
    from kb.db import resolve_edition

    ed = resolve_edition(conn, None)
    M, n, idx = build(conn, ed, cache)
    print(f"edition {ed}: {n} training texts")
    for label, c in sem_alone(idx, M).items():
        print(f"sem alone {label} the adapter: judge-phrased top 3/10/40 {c['judge']}, whole questions {c['card']}")
    if "--fused" in args:
        np = semantic._numpy()
        plain = semantic._Index.rank

        def rank(self, v):
            u = v @ M
            return plain(self, u / np.linalg.norm(u))

        semantic._Index.rank = rank
        rest = [a for a in args if a != "--fused"]
        if "--cache" in rest:
            i = rest.index("--cache")
            del rest[i:i + 2]
        sys.argv = ["eval_search.py", "--set", "all", "--tune-only", *rest]
        E.main()


if __name__ == "__main__":
    main()
