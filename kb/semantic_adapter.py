"""A linear adapter on the question's sentence vector, fitted to the CR with the KB's own texts
(issue 24, thirtieth round: docs/search-rounds.md).

all-MiniLM-L6-v2 (:mod:`kb.semantic`) was trained on general English: a judge's "anthem" or "2hg"
lands far from the rule that decides it.  The KB holds many texts that *talk about* a rule and say
which one: the card rulings linked to rules (``ruling_votes``), the CR's examples under their rule,
the glossary's terms and definitions and the rules they cite ("See rule 702.19"), the reminder text
a card prints after a keyword (the keyword's rule: the 701/702 rule titled by it) and the rules'
and sections' titles.  A 384 × 384 matrix ``M`` is fitted so that such a text's vector, times
``M``, lands nearest its rule's vectors (either of them: :func:`kb.semantic.titled_text`) among all
the edition's rules; a question's vector is multiplied by ``M`` before the ``sem`` ranking (the
rules' vectors are left as they are: one product per question, no measurable cost).

The fit is an in-batch softmax over all the rules' vectors (a text's positives: its rules and the
subrules inside them, as the labelled sets count a hit), with a ridge term pulling ``M`` towards
the identity, a few epochs of Adam with the gradient written out below, on numpy, from a fixed
seed.  Each rule weighs alike (a text's weight is one over the number of texts of its rule): 608.2
has hundreds of rulings, a keyword of one set a few, and a question is not more likely to be about
608.2 for that.  The ridge, the temperature and the number of epochs were chosen on a part of the
training pairs held out by rule (the pairs of one rule in ten), never on question sets.

The texts not already embedded (glossary, titles, reminders) are encoded once and kept in the
vector cache (:class:`kb.semantic._Cache`).  The matrix is stored in the KB (``ADAPTERS``), keyed
by a digest of everything it was fitted from, so ``kb embed`` fits it again only when that changed.
"""
from __future__ import annotations

import hashlib
import json
import re

__all__ = ["ADAPTERS", "PARAMS", "training_texts", "fit", "build", "load"]

ADAPTERS = "text_vector_adapters"
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


def _ensure_table(conn) -> None:
    conn.execute(f"CREATE TABLE IF NOT EXISTS {ADAPTERS} (edition TEXT PRIMARY KEY, inputs TEXT, dim INTEGER, "
                 "pairs INTEGER, matrix BLOB)")


def build(conn, ed: str, enc, store, digest, rows: dict, progress=None) -> dict:
    """Fit and store the edition's adapter unless the one stored was fitted from the same inputs.
    ``rows``: the edition's stored vectors, (kind, ident) → float32 vector; ``digest``: the
    digest of a text, as :mod:`kb.semantic` keys its vectors; ``store``: the vector cache."""
    np = enc.np
    numbers: dict[str, list[str]] = {}
    for t, ns in conn.execute("SELECT text, numbers FROM ruling_votes WHERE edition = ?", [ed]) if conn.execute(
            "SELECT 1 FROM sqlite_master WHERE name = 'ruling_votes'").fetchone() else []:
        numbers.setdefault(digest(t), []).extend((ns or "").split())
    doc_keys = sorted(k for k in rows if k[0] in ("rule", "titled"))
    if not doc_keys:
        return {"adapter": "no rule vectors"}
    doc_numbers = [i for _, i in doc_keys]
    known = set(doc_numbers)
    pairs: list[tuple[str, list[str]]] = []  # (what identifies the vector, rule numbers)
    vectors = []
    for (kind, ident), v in sorted(rows.items()):
        if kind == "vote":
            ns = [n for n in dict.fromkeys(numbers.get(ident, [])) if n in known]
        elif kind == "example":
            ns = [ident.split("#")[0]] if ident.split("#")[0] in known else []
        else:
            continue
        if ns:
            pairs.append((f"{kind}:{ident}", ns))
            vectors.append(v)
    texts = [(t, ns) for _, t, ns in training_texts(conn, ed) if any(n in known for n in ns)]
    wanted = {digest(t): t for t, _ in texts}
    have = {d: np.frombuffer(v, dtype=np.float16).astype(np.float32)
            for d, v in store.get(sorted(wanted)).items()}
    todo = [d for d in sorted(wanted, key=lambda d: len(wanted[d])) if d not in have]
    for a in range(0, len(todo), 64):
        part = todo[a:a + 64]
        vecs = enc.encode([wanted[d] for d in part]).astype(np.float16)
        store.put([(d, v.tobytes()) for d, v in zip(part, vecs)])
        have.update((d, v.astype(np.float32)) for d, v in zip(part, vecs))
        if progress:
            progress(min(a + 64, len(todo)), len(todo))
    for t, ns in texts:
        pairs.append((f"text:{digest(t)}", [n for n in ns if n in known]))
        vectors.append(have[digest(t)])
    inputs = hashlib.sha1(json.dumps([PARAMS, doc_keys, [(k, ns) for k, ns in pairs]]).encode())
    for v in [*vectors, *(rows[k] for k in doc_keys)]:
        inputs.update(np.asarray(v, dtype=np.float16).tobytes())
    key = inputs.hexdigest()[:16]
    _ensure_table(conn)
    row = conn.execute(f"SELECT inputs FROM {ADAPTERS} WHERE edition = ?", [ed]).fetchone()
    if row and row[0] == key:
        return {"adapter": "kept", "adapter_pairs": len(pairs), "adapter_encoded": len(todo)}
    by_label: dict[str, list[int]] = {}
    positives = []
    for _, ns in pairs:
        pos: set[int] = set()
        for n in ns:
            if n not in by_label:
                by_label[n] = [j for j, m in enumerate(doc_numbers) if _inside(m, n)]
            pos.update(by_label[n])
        positives.append(sorted(pos))
    D = np.stack([rows[k] for k in doc_keys]).astype(np.float32)
    M = fit(np, np.stack(vectors), positives, D, [_rule_key(ns) for _, ns in pairs])
    with conn:
        conn.execute(f"INSERT OR REPLACE INTO {ADAPTERS} VALUES (?, ?, ?, ?, ?)",
                     [ed, key, M.shape[0], len(pairs), M.astype("<f4").tobytes()])
    return {"adapter": "fitted", "adapter_pairs": len(pairs), "adapter_encoded": len(todo)}


def load(conn, ed: str, np, dim: int):
    """The edition's adapter (float32, dim × dim), or None (none stored, or of another size)."""
    if not conn.execute("SELECT 1 FROM sqlite_master WHERE name = ?", [ADAPTERS]).fetchone():
        return None
    row = conn.execute(f"SELECT dim, matrix FROM {ADAPTERS} WHERE edition = ?", [ed]).fetchone()
    if not row or row[0] != dim or not row[1] or len(row[1]) != dim * dim * 4:
        return None
    return np.frombuffer(row[1], dtype="<f4").reshape(dim, dim).astype(np.float32)
