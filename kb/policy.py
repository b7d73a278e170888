"""Read-side look-ups of the tournament policy documents (MTR, IPG, JAR): nodes, references,
the penalty quick reference, citations, history and diffs across editions.

A document is cited as judges write it: ``MTR 3.8``, ``IPG 2.1``, ``IPG 2.1 philosophy``,
``MTR Appendix B``, ``JAR``, ``JAR serious problems``.  The edition read is the one in force on
the date asked (``None``: the newest ingested).  What the store holds: :mod:`kb.policy_loader`.
"""
from __future__ import annotations

import re
import sqlite3

from .db import NotFound, rows as _rows
from .policy_loader import DOC_LABEL

__all__ = ["DOCS", "parse_citation", "in_force", "get_node", "penalties", "citations", "check_citation",
           "history", "diff", "unresolved", "node_url_path", "label"]

DOCS = ("mtr", "ipg", "jar")
_CITATION = re.compile(r"\b(MTR|IPG|JAR)\b(?:\s+(?:section\s+)?(Appendix\s+[A-F]\b|\d{1,2}(?:\.\d{1,2})?"
                       r"(?:\s*(?:/|\s)\s*(?:definition|examples?|philosophy|(?:additional\s+)?remedy|upgrade|downgrade)\b)?))?",
                       re.IGNORECASE)
_PART_WORDS = {"example": "examples", "additional remedy": "remedy"}


def label(doc: str, number: str | None = None) -> str:
    """``("ipg", "2.1/philosophy")`` → "IPG 2.1 Philosophy"; the intro and JAR parts by name."""
    head = DOC_LABEL.get(doc, doc.upper())
    if not number or number == "intro":
        return head
    if re.fullmatch(r"[A-F]", number):
        return f"{head} Appendix {number}"
    return f"{head} {number.replace('/', ' ').replace('-', ' ').title() if doc == 'jar' else number.replace('/', ' ').title()}"


def _number(doc: str, text: str) -> str:
    """A node number from what a judge types: "2.1", "2.1 philosophy", "appendix b", "serious problems"."""
    t = " ".join(text.strip().lower().replace("/", " ").split())
    if not t or t in ("intro", "introduction", "contents"):
        return "intro"
    m = re.fullmatch(r"(?:appendix\s+)?([a-f])", t)
    if m and (t.startswith("appendix") or doc != "jar"):
        return m.group(1).upper()
    if doc == "jar":
        m = re.fullmatch(r"(.+?)\s+(\d+)", t)
        return (re.sub(r"[^a-z0-9]+", "-", m.group(1)) + "/" + m.group(2)) if m else re.sub(r"[^a-z0-9]+", "-", t).strip("-")
    m = re.fullmatch(r"(?:section\s+)?(\d{1,2}(?:\.\d{1,2})?)\.?(?:\s+(.+))?", t)
    if not m:
        raise NotFound(f"{text!r} is not a section of the {DOC_LABEL[doc]} (try 2.1, 3.8, 2.1 philosophy, appendix a)")
    if m.group(2):
        part = _PART_WORDS.get(m.group(2), m.group(2))
        return f"{m.group(1)}/{part}"
    return m.group(1)


def parse_citation(text: str) -> tuple[str, str] | None:
    """``"IPG 2.1"`` → ("ipg", "2.1"); ``"MTR appendix b"`` → ("mtr", "B"); None if not a policy citation."""
    t = " ".join(text.split())
    m = re.fullmatch(r"(MTR|IPG|JAR)\b\s*(.*?)\.?", t, re.IGNORECASE)
    if not m:
        return None
    doc = m.group(1).lower()
    return doc, _number(doc, m.group(2))


def in_force(db, doc: str, date: str | None = None) -> dict:
    """The ``policy_editions`` row of ``doc`` in force on ``date`` (None/current: the newest)."""
    if doc not in DOCS:
        raise NotFound(f"unknown policy document {doc!r}: mtr, ipg or jar")
    try:
        eds = _rows(db, "SELECT * FROM policy_editions WHERE doc = ? ORDER BY effective", [doc])
    except sqlite3.OperationalError:  # a KB built before the policy documents: no such table
        eds = []
    if not eds:
        raise NotFound(f"the {DOC_LABEL[doc]} is not in this knowledge base: `kb ingest ../shared/policy` "
                       "(or the quick start) adds the MTR, IPG and JAR")
    if date in (None, "", "current", "latest"):
        return eds[-1]
    if not re.fullmatch(r"\d{4}-\d{2}-\d{2}", date):
        raise LookupError(f"--edition takes a date YYYY-MM-DD or 'current', not {date!r}")
    have = [e for e in eds if e["effective"] <= date]
    if not have:
        raise NotFound(f"no {DOC_LABEL[doc]} edition in force on {date}: the earliest ingested took effect "
                       f"{eds[0]['effective']}")
    return have[-1]


def _editions_of(db, doc: str) -> list[str]:
    return [r[0] for r in db.execute("SELECT effective FROM policy_editions WHERE doc = ? ORDER BY effective", [doc])]


def get_node(db, doc: str, number: str | None = None, date: str | None = None) -> dict:
    """A node with what it holds (subsections, parts), its references both ways, and neighbours."""
    ed = in_force(db, doc, date)
    number = _number(doc, number or "")
    node = _rows(db, "SELECT * FROM policy WHERE edition = ? AND number = ?", [ed["id"], number])
    if not node:
        other = [r[0] for r in db.execute("SELECT effective FROM policy WHERE doc = ? AND number = ? "
                                          "ORDER BY effective", [doc, number])]
        where = f"; it exists in the edition(s) of {', '.join(other)}" if other else ""
        raise NotFound(f"{label(doc, number)} does not exist in the {DOC_LABEL[doc]} of {ed['effective']}{where}")
    node = node[0]
    all_nodes = _rows(db, "SELECT id, number, kind, title, text, parent, depth, penalty, position FROM policy "
                          "WHERE edition = ? ORDER BY position", [ed["id"]])
    if number == "intro":  # the document itself: its contents
        held = [node]
    else:
        held, prefix = [], number
        for n in all_nodes:
            if n["number"] == prefix or _within(n, prefix, all_nodes):
                held.append(n)
    tops = [n for n in all_nodes if n["kind"] in ("intro", "section", "subsection", "appendix")
            or (doc == "jar" and n["kind"] in ("part", "issue"))]
    idx = next((i for i, n in enumerate(tops) if n["number"] == number), None)
    ids = [n["id"] for n in held]
    marks = ",".join("?" * len(ids))
    cites = _rows(db, f"""
        SELECT f.source_id, f.source_number, f.raw, f.kind, f.target, f.target_doc, f.resolved_id,
               f.resolved_table, f.note, f.start, f.[end],
               coalesce(p.doc, 'cr') AS resolved_doc, coalesce(p.number, r.number) AS resolved_number,
               coalesce(p.title, r.title) AS resolved_title, coalesce(p.text, r.text) AS resolved_text,
               coalesce(p.effective, r.edition) AS resolved_edition
          FROM [references] f
          LEFT JOIN policy p ON f.resolved_table = 'policy' AND p.id = f.resolved_id
          LEFT JOIN rules r ON f.resolved_table = 'rules' AND r.id = f.resolved_id
         WHERE f.source_table = 'policy' AND f.source_id IN ({marks})
         ORDER BY f.source_id, f.start""", ids)
    cited_by = _rows(db, f"""
        SELECT f.source_id, f.source_number, f.raw, s.doc AS source_doc, s.number AS source_node,
               s.effective AS source_edition, s.title AS source_title, s.text AS source_text
          FROM [references] f JOIN policy s ON s.id = f.source_id
         WHERE f.resolved_id IN ({marks}) AND f.source_id NOT IN ({marks})
         ORDER BY s.doc, s.position""", ids + ids)
    crumbs = []
    parent = node["parent"]
    while parent:
        p = next((n for n in all_nodes if n["number"] == parent), None)
        if p is None:
            break
        crumbs.insert(0, {"number": p["number"], "title": p["title"]})
        parent = p["parent"]
    return {
        "doc": doc, "label": label(doc, number), "title": ed["title"], "edition": ed["effective"],
        "edition_id": ed["id"], "editions": _editions_of(db, doc), "number": number, "node": node,
        "held": held, "crumbs": crumbs, "cites": cites, "cited_by": cited_by,
        "contents": [{"number": n["number"], "kind": n["kind"], "title": n["title"], "penalty": n["penalty"]}
                     for n in tops] if number == "intro" else [],
        "previous": tops[idx - 1]["number"] if idx else None,
        "next": tops[idx + 1]["number"] if idx is not None and idx + 1 < len(tops) else None,
    }


def _within(n: dict, prefix: str, nodes: list[dict]) -> bool:
    parent = n["parent"]
    by = {x["number"]: x for x in nodes}
    while parent:
        if parent == prefix:
            return True
        parent = by[parent]["parent"] if parent in by else None
    return False


def penalties(db, date: str | None = None) -> dict:
    """The penalty quick reference: each IPG infraction with its Competitive REL penalty and section
    (the penalty printed at the end of the infraction's heading, IPG sections 2-4)."""
    ed = in_force(db, "ipg", date)
    rows = _rows(db, "SELECT number, title, penalty FROM policy WHERE edition = ? AND kind = 'subsection' "
                     "AND penalty IS NOT NULL ORDER BY position", [ed["id"]])
    classes = {r["number"]: r["title"] for r in _rows(db, "SELECT number, title FROM policy WHERE edition = ? "
                                                         "AND kind = 'section'", [ed["id"]])}
    out = []
    for r in rows:
        cls, _, name = r["title"].partition(" — ")
        out.append({"section": r["number"], "class": classes.get(r["number"].split(".")[0], cls),
                    "infraction": name or r["title"], "title": r["title"], "penalty": r["penalty"]})
    return {"edition": ed["effective"], "rel": "Competitive", "infractions": out}


def citations(text: str) -> list[dict]:
    """Every policy citation in a text ("IPG 2.2", "MTR 4.4", "MTR Appendix B"), with its span."""
    out = []
    for m in _CITATION.finditer(text):
        doc = m.group(1).lower()
        try:
            number = _number(doc, m.group(2) or "")
        except NotFound:
            continue
        out.append({"doc": doc, "number": number, "raw": m.group(0), "start": m.start(), "end": m.end()})
    return out


def check_citation(db, c: dict, date: str | None) -> dict:
    """A policy citation checked against the document in force on ``date`` (kb cite)."""
    doc, number = c["doc"], c["number"]
    entry = {"citation": label(doc, number), "raw": c["raw"], "document": doc}
    try:
        ed = in_force(db, doc, date)
    except NotFound as exc:
        return {**entry, "status": "unknown", "message": str(exc)}
    entry["edition"] = f"{DOC_LABEL[doc]} {ed['effective']}"
    row = db.execute("SELECT title, text FROM policy WHERE edition = ? AND number = ?", [ed["id"], number]).fetchone()
    if row:
        return {**entry, "status": "valid", "text": (row[0] + (": " + row[1] if row[1] else ""))}
    seen = [r[0] for r in db.execute("SELECT effective FROM policy WHERE doc = ? AND number = ? ORDER BY effective",
                                     [doc, number])]
    if seen:
        return {**entry, "status": "outdated",
                "message": f"{label(doc, number)} is in the {DOC_LABEL[doc]} of {', '.join(seen)}, "
                           f"not in the one in force ({ed['effective']})"}
    return {**entry, "status": "unknown",
            "message": f"{label(doc, number)} is in no ingested edition of the {DOC_LABEL[doc]} "
                       f"(in force: {ed['effective']})"}


def cite(db, text: str, edition: str | None = None) -> dict:
    """``kb cite``: the CR citations of ``text`` (:func:`kb.history.cite`) and its policy citations
    ("IPG 2.2", "MTR 4.4", checked against the document in force on ``edition``), in text order."""
    from ingest.refs import find_references

    from .history import cite as cr_cite

    policy = citations(text)
    blank = list(text)  # the policy citations' spans blanked out: "MTR 4.4" is not CR 4.4
    for p in policy:
        blank[p["start"]:p["end"]] = " " * (p["end"] - p["start"])
    rest = "".join(blank)
    try:
        data = cr_cite(db, rest, edition)
    except LookupError:  # no CR edition in force then: fine when the text cites only policy documents
        if not policy or find_references(rest):
            raise
        data = {"edition": edition, "citations": []}
    found = [(rest.find(c["raw"]), c) for c in data["citations"]]
    seen = set()
    for p in policy:
        if (p["doc"], p["number"]) not in seen:
            seen.add((p["doc"], p["number"]))
            found.append((p["start"], check_citation(db, p, edition)))
    results = [c for _, c in sorted(found, key=lambda x: x[0])]
    return {**data, "citations": results, "valid": all(r["status"] == "valid" for r in results)}


def history(db, doc: str, number: str) -> dict:
    """A node across the editions of its document: its text in each, and what changed."""
    from .history import change_summary

    number = _number(doc, number)
    eds = _rows(db, "SELECT id, effective FROM policy_editions WHERE doc = ? ORDER BY effective", [doc])
    out, prev = [], None
    for e in eds:
        row = db.execute("SELECT title, text FROM policy WHERE edition = ? AND number = ?", [e["id"], number]).fetchone()
        text = None if row is None else f"{row[0]}\n{row[1]}"
        if row is None:
            status = "absent" if prev is None else "removed"
        elif prev is None:
            status = "added" if out else "first"
        else:
            status = "same" if text == prev else "changed"
        out.append({"edition": e["effective"], "status": status,
                    "change": change_summary(prev, text) if status == "changed" else None})
        prev = text
    if all(v["status"] in ("absent",) for v in out):
        raise NotFound(f"{label(doc, number)} is in no ingested edition")
    return {"doc": doc, "number": number, "label": label(doc, number), "editions": out}


def diff(db, doc: str, a: str, b: str) -> dict:
    """What changed from the edition in force on ``a`` to the one in force on ``b``: nodes added,
    removed and changed (with a word diff)."""
    from .history import change_summary

    ea, eb = in_force(db, doc, a), in_force(db, doc, b)
    ta = {r["number"]: r for r in _rows(db, "SELECT number, title, text, position FROM policy WHERE edition = ?", [ea["id"]])}
    tb = {r["number"]: r for r in _rows(db, "SELECT number, title, text, position FROM policy WHERE edition = ?", [eb["id"]])}
    changes = []
    for n in sorted(set(ta) | set(tb), key=lambda n: (tb.get(n) or ta.get(n))["position"]):
        old, new = ta.get(n), tb.get(n)
        if old and new and (old["title"], old["text"]) == (new["title"], new["text"]):
            continue
        kind = "added" if not old else "removed" if not new else "changed"
        text_a = f"{old['title']}\n{old['text']}" if old else None
        text_b = f"{new['title']}\n{new['text']}" if new else None
        changes.append({"number": n, "label": label(doc, n), "status": kind,
                        "title": (new or old)["title"], "change": change_summary(text_a, text_b)})
    return {"doc": doc, "from": ea["effective"], "to": eb["effective"], "changes": changes,
            "counts": {k: sum(1 for c in changes if c["status"] == k) for k in ("added", "removed", "changed")}}


def unresolved(db, doc: str | None = None) -> dict:
    """Every policy reference with its resolution: the unresolved ones with their reason."""
    where = "source_table = 'policy'" + (" AND edition LIKE ?" if doc else "")
    params = [f"{doc}-%"] if doc else []
    total = db.execute(f"SELECT count(*) FROM [references] WHERE {where}", params).fetchone()[0]
    rows = _rows(db, f"SELECT edition, source_number AS source, raw, kind, target_doc, target, note "
                     f"FROM [references] WHERE {where} AND resolved_id IS NULL ORDER BY source_id, start", params)
    notes = _rows(db, f"SELECT edition, source_number AS source, raw, target_doc, target, note "
                      f"FROM [references] WHERE {where} AND resolved_id IS NOT NULL AND note IS NOT NULL "
                      f"ORDER BY source_id, start", params)
    return {"total": total, "unresolved": rows, "linked_with_note": notes}


def node_url_path(doc: str, number: str | None) -> str:
    """The page path of a node: ``/mtr/3.8``, ``/ipg/2.1/philosophy``, ``/jar``."""
    if not number or number == "intro":
        return f"/{doc}"
    return f"/{doc}/{number}"


