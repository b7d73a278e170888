"""Search the tournament policy documents (MTR, IPG, JAR) the way judges ask (issue 23).

``search()`` ranks the nodes of the editions in force (one document or all three) with FTS5 bm25
over title and text, the query's words taken without stop words and with judges' policy slang
added (:data:`kb.vocab.POLICY_TERMS`: GRV, MT, HCE, USC, "back up" …).  A citation ("IPG 2.1",
"MTR 3.8") opens that node first.  Hits are folded to one per section: an IPG infraction's parts
(Definition, Philosophy …) count for the infraction and show as the part that fits best.  Every
hit names its document.

:func:`search_documents` is the search of every document that ``kb search`` and ``/search`` use:
the CR's search (:func:`kb.search.search`, unchanged) with these hits in a side list beside its
own (:func:`merge`: ``policy_hits``, when the question reads as a tournament question) when no
document filter is given, the CR's alone for ``doc=cr``, and :func:`search`
alone for ``doc=mtr|ipg|jar|policy``.
"""
from __future__ import annotations

import math
import re
import sqlite3

from .db import rows as _rows
from .policy_loader import DOC_LABEL

__all__ = ["search", "search_documents", "merge", "DOC_FILTERS", "policy_lean", "SIDE_LEAN"]

DOC_FILTERS = ("cr", "policy", "mtr", "ipg", "jar")
# How much a node's kind counts: appendices (quick reference, changes, tables) repeat the
# sections' words without saying what to do.
_KIND_WEIGHT = {"appendix": 0.5, "intro": 0.6, "section": 0.8}
_BM25 = "bm25(policy_fts, 0.0, 6.0, 1.0)"


def _editions(db, doc: str | None, date: str | None) -> list[dict]:
    from .policy import DOCS, in_force

    docs = DOCS if doc in (None, "policy") else (doc,)
    out = []
    for d in docs:
        try:
            out.append(in_force(db, d, date))
        except LookupError:
            continue
    return out


def _words(q: str) -> tuple[list[str], list[tuple[str, str]]]:
    from .search import content_words
    from .vocab import expand_policy_terms

    extra, found = expand_policy_terms(q)
    words = content_words(q)
    for w in content_words(extra):
        if w not in words:
            words.append(w)
    slang = {k for k, _ in found}
    return [w for w in words if w not in slang], found


def _fts(words: list[str]) -> str:
    return " OR ".join('"' + w.replace('"', "") + '"' for w in words)


def search(db, q: str, doc: str | None = None, date: str | None = None, limit: int = 10) -> dict:
    """Policy hits for ``q``: ``doc`` one of mtr, ipg, jar, or None/"policy" for all three."""
    from .policy import label, parse_citation
    from .search import SearchError, snippet, stem

    if not q or not q.strip():
        raise SearchError("empty search")
    eds = _editions(db, doc, date)
    result = {"query": q, "documents": [{"doc": e["doc"], "edition": e["effective"]} for e in eds],
              "expanded": [], "words": [], "hits": []}
    if not eds:
        if doc in ("mtr", "ipg", "jar"):
            raise SearchError(f"the {DOC_LABEL[doc]} is not in this knowledge base: `kb ingest ../shared/policy` adds it")
        return result
    ids = [e["id"] for e in eds]
    marks = ",".join("?" * len(ids))
    scores: dict[str, float] = {}
    direct = None
    cited = parse_citation(q.strip())
    if cited and (doc in (None, "policy") or doc == cited[0]):
        row = db.execute(f"SELECT id FROM policy WHERE edition IN ({marks}) AND doc = ? AND number = ?",
                         [*ids, *cited]).fetchone()
        direct = row[0] if row else None
    words, found = _words(q)
    result["expanded"] = [{"from": k, "to": v} for k, v in found]
    result["words"] = words
    if words:
        rows = db.execute(
            f"SELECT p.id, {_BM25} AS s FROM policy_fts JOIN policy p ON p.rowid = policy_fts.rowid "
            f"WHERE policy_fts MATCH ? AND p.edition IN ({marks}) ORDER BY s LIMIT 200",
            [_fts(words), *ids]).fetchall()
        for pid, s in rows:
            scores[pid] = -s
    if direct:
        scores[direct] = max(scores.values(), default=1.0) * 10 + 1
    if not scores:
        return result
    nodes = {n["id"]: n for n in _rows(db, f"SELECT id, doc, effective, number, kind, title, text, parent "
                                           f"FROM policy WHERE id IN ({','.join('?' * len(scores))})", list(scores))}
    stems = {stem(w) for w in words}
    best: dict[str, dict] = {}
    for pid, s in scores.items():
        n = nodes[pid]
        title_stems = {stem(w) for w in re.findall(r"[^\W_]+", (n["title"] or "").lower())}
        s *= _KIND_WEIGHT.get(n["kind"], 1.0) * (1.0 + 0.5 * len(stems & title_stems))
        section = n["number"].split("/")[0] if n["kind"] in ("part", "issue") else n["number"]
        key = f"{n['doc']}:{section}"
        hit = best.get(key)
        if hit is None or s > hit["score"]:
            best[key] = {"kind": "policy", "document": DOC_LABEL[n["doc"]], "doc": n["doc"],
                         "edition": n["effective"], "number": n["number"], "section": section,
                         "label": label(n["doc"], n["number"]), "title": n["title"], "text": n["text"],
                         "score": s, "example": None, "also": [],
                         "_sum": (hit["_sum"] if hit else 0.0)}
        best[key]["_sum"] = best[key].get("_sum", 0.0) + s
    for h in best.values():  # a section found by several of its parts counts a little more
        h["score"] = round(h["score"] + 0.25 * (h.pop("_sum") - h["score"]), 4)
    hits = sorted(best.values(), key=lambda h: -h["score"])[:limit]
    for h in hits:
        text = h["text"] or _first_part_text(db, h) or h["title"]
        h["snippet"] = snippet(" ".join(text.split()), stems)
        h["section_title"] = _section_title(db, h)
    result["hits"] = hits
    return result


def _first_part_text(db, h: dict) -> str | None:
    """An IPG infraction's heading has no text of its own: its Definition says what it is."""
    row = db.execute("SELECT text FROM policy WHERE doc = ? AND effective = ? AND parent = ? ORDER BY position LIMIT 1",
                     [h["doc"], h["edition"], h["number"]]).fetchone()
    return row[0] if row else None


def search_documents(db, q: str, edition: str | None = None, limit: int = 10, doc: str | None = None,
                     **kwargs) -> dict:
    """Search the CR and the policy documents (``doc``: only cr, policy, mtr, ipg or jar); every hit
    names its ``document``.  ``kwargs`` go to the CR's search (cards, semantic, debug)."""
    from .search import SearchError, search as cr_search

    if doc not in (None, *DOC_FILTERS):
        raise SearchError(f"unknown document {doc!r}: cr, policy, mtr, ipg or jar")
    if doc in (None, "cr"):
        result = cr_search(db, q, edition, limit, **kwargs)
        return merge(db, q, result, limit, edition) if doc is None else result
    # a date: the documents in force that day; none: the newest edition of each
    return {**search(db, q, doc, edition, limit), "edition": edition, "mode": "policy", "cards": [], "glossary": [],
            "semantic": "not used for the policy documents"}


def _section_title(db, h: dict) -> str:
    if h["section"] == h["number"]:
        return h["title"]
    row = db.execute("SELECT title FROM policy WHERE doc = ? AND effective = ? AND number = ?",
                     [h["doc"], h["edition"], h["section"]]).fetchone()
    return row[0] if row else h["title"]


# How much a word says "tournament question": the log of its share of policy nodes over its share of
# the CR edition's rules (add-one smoothed), clipped to [-WORD_CLIP, WORD_CLIP]; a word found fewer than
# MIN_SEEN times in both together (a card name, a typo) says nothing, policy slang says SLANG.  A question
# reads as a tournament question when its words' mean reaches SIDE_LEAN (chosen on the tuning halves of
# the policy questions and of the CR's labelled sets: bench/eval_search.py --policy).
WORD_CLIP = (3.0, 5.0)
MIN_SEEN = 3
SLANG = 4.0
SIDE_LEAN = 1.1
SIDE_LIMIT = 5  # policy hits in the side list


def policy_lean(db, q: str, skip: set[str] = frozenset(), edition: str | None = None) -> float:
    """How much ``q`` reads as a tournament (policy) question: the mean, over its content words (less
    ``skip``, the words of card names) that either kind of document uses, of how much more often the
    policy documents use each than the rules of the CR ``edition`` do (log odds; None: the newest)."""
    from .search import _bounds, content_words

    words = [w for w in content_words(q) if w not in skip]
    if not words:
        return 0.0
    _, found = _words(q)
    slang = {w for k, _ in found for w in content_words(k)}
    try:
        total_p = db.execute("SELECT count(*) FROM policy").fetchone()[0]
        ed = edition or db.execute("SELECT max(id) FROM editions").fetchone()[0]
        total_c = db.execute("SELECT count(*) FROM rules WHERE edition = ?", [ed]).fetchone()[0]
    except sqlite3.OperationalError:  # a KB without the policy tables
        return 0.0
    if not total_p or not total_c:
        return 0.0
    b = _bounds(db, ed, ("rules",))  # the edition's rows: counting by rowid range, not by a join
    says = []
    for w in words:
        if w in slang:
            says.append(SLANG)
            continue
        term = '"' + w.replace('"', "") + '"'
        p = db.execute("SELECT count(*) FROM policy_fts WHERE policy_fts MATCH ?", [term]).fetchone()[0]
        c = db.execute("SELECT count(*) FROM rules_fts WHERE rules_fts MATCH ? AND rowid BETWEEN ? AND ?",
                       [term, b["rules_lo"], b["rules_hi"]]).fetchone()[0]
        if p + c < MIN_SEEN:
            continue
        odds = math.log((p + 1) / (total_p + 2)) - math.log((c + 1) / (total_c + 2))
        says.append(max(-WORD_CLIP[0], min(WORD_CLIP[1], odds)))
    return sum(says) / len(says) if says else 0.0


def merge(db, q: str, result: dict, limit: int, date: str | None = None) -> dict:
    """The CR search's result (every hit named "CR") with a policy side list: ``policy_hits``, the
    best policy hits for ``q`` (at most :data:`SIDE_LIMIT`), filled when the question reads as a
    tournament question (:func:`policy_lean` ≥ :data:`SIDE_LEAN`) and empty otherwise.  The CR's
    hits keep their places: the two lists are shown side by side, never interleaved.  ``date``: the
    day asked, whose policy editions are read (None: the newest)."""
    for h in result["hits"]:
        h.setdefault("document", "CR")
    result["policy_hits"] = []
    from .search import content_words

    names = {w for c in result.get("cards", []) for w in content_words(c.get("name") or "")}
    lean = policy_lean(db, q, names, result.get("edition"))
    result["policy_lean"] = round(lean, 3)
    if lean < SIDE_LEAN:
        return result
    try:
        found = search(db, q, None, date, SIDE_LIMIT)  # the documents in force on the date asked (none: the newest)
    except LookupError:
        return result
    result["expanded"] = result.get("expanded", []) + found["expanded"]
    result["policy_hits"] = found["hits"]
    return result
