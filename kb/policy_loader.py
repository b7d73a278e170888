"""Writes the tournament policy documents (MTR, IPG, JAR) into the store and links their references.

An edition of a document is the rows ``policy_editions`` (``mtr-2025-11-10``) and ``policy`` (one
per node, ``mtr-2025-11-10/3.8``); several editions of one document live side by side, which is
what their history and diffs read (:mod:`kb.policy`).

References (``references`` rows with ``source_table = 'policy'``) are resolved by
:func:`link_policy` after every ingest, so that the order of the files does not matter and a CR
or policy edition ingested later is taken into account:

* a CR rule ("rule 103.4c") → that rule in the CR edition in force on the citing document's date;
* another policy document ("MTR section 4.3", "section 5.2 of the Magic Tournament Rules", "the
  Infraction Procedure Guide") → its edition in force on that date; when none was ingested that
  early, its earliest ingested edition, and ``note`` says so;
* this document ("section 1.4", "(3.1)", "Appendix D", an IPG infraction by name) → the same edition.

A reference that resolves to nothing keeps ``resolved_id`` NULL and says why in ``note``.
"""
from __future__ import annotations

import json
from pathlib import Path

from ingest.policy import DOCUMENTS, find_policy_references

__all__ = ["load_policy", "link_policy", "report_row", "has_policy", "edition_id", "node_id", "DOC_LABEL"]

DOC_LABEL = {"mtr": "MTR", "ipg": "IPG", "jar": "JAR", "cr": "CR"}


def edition_id(doc: str, effective: str) -> str:
    return f"{doc}-{effective}"


def node_id(edition: str, number: str) -> str:
    return f"{edition}/{number}"


def has_policy(db) -> bool:
    return bool(db.execute("SELECT 1 FROM policy_editions LIMIT 1").fetchone())


def load_policy(db, parsed) -> str:
    """Replace one edition of a policy document; returns its id (``ipg-2024-09-23``)."""
    from .loader import unindex

    doc = parsed.doc
    key = doc.meta["doc"]
    ed = edition_id(key, doc.effective)
    if db.execute("SELECT 1 FROM policy WHERE edition = ? LIMIT 1", [ed]).fetchone():
        unindex(db, "policy", "edition = ?", [ed])
        db.execute("DELETE FROM policy WHERE edition = ?", [ed])
    rows = [{
        "id": node_id(ed, n.number), "doc": key, "edition": ed, "effective": doc.effective,
        "number": n.number, "kind": n.kind, "title": n.title, "text": n.text, "parent": n.parent,
        "depth": n.depth, "position": n.position, "penalty": n.penalty,
        "line_start": n.line_start, "line_end": n.line_end,
    } for n in doc.meta["nodes"]]
    db["policy"].insert_all(rows, replace=True)
    db["policy_editions"].insert({
        "id": ed, "doc": key, "effective": doc.effective, "title": DOCUMENTS[key][0],
        "source": Path(parsed.path).name, "sha256": parsed.sha256, "nodes": len(rows),
        "sections": sum(1 for r in rows if r["kind"] in ("section", "subsection", "appendix")),
        "toc": json.dumps(doc.meta["toc"]), "references": 0, "unresolved": 0, "cr_edition": None,
    }, replace=True)
    return ed


def report_row(db, ed: str) -> dict:
    """The ingest report's line for a policy edition (the shape of a ``documents`` row)."""
    row = db.execute("SELECT doc, effective, source, nodes, [references], unresolved, cr_edition "
                     "FROM policy_editions WHERE id = ?", [ed]).fetchone()
    doc, effective, source, nodes, refs, unresolved, cr = row
    return {"id": ed, "kind": "policy", "doc": doc, "title": DOCUMENTS[doc][0], "source": source,
            "released": effective, "records": nodes, "references": refs, "unresolved": unresolved,
            "edition": cr, "edition_score": None, "matched": None, "unmatched": None}


def _in_force(dates: list[tuple[str, str]], when: str) -> tuple[str | None, str | None]:
    """(edition id, note) of the edition in force on ``when`` among (effective, id) pairs sorted."""
    best = None
    for effective, ident in dates:
        if effective <= when:
            best = ident
    if best:
        return best, None
    if dates:
        return dates[0][1], f"no edition in force on {when} was ingested: linked to the earliest, {dates[0][0]}"
    return None, None


def link_policy(db) -> None:
    """(Re)resolve every policy reference (see the module docstring)."""
    db.execute("DELETE FROM [references] WHERE source_table = 'policy'")
    editions: dict[str, list[tuple[str, str]]] = {}
    for ident, doc, effective in db.execute("SELECT id, doc, effective FROM policy_editions ORDER BY effective"):
        editions.setdefault(doc, []).append((effective, ident))
    cr = [r[0] for r in db.execute("SELECT id FROM editions ORDER BY id")]
    numbers: dict[str, dict[str, str]] = {}
    infractions: dict[str, dict[str, str]] = {}
    for ed, number, title, kind in db.execute("SELECT edition, number, title, kind FROM policy"):
        numbers.setdefault(ed, {})[number] = node_id(ed, number)
        if ed.startswith("ipg-") and kind == "subsection" and "—" in (title or ""):
            infractions.setdefault(ed, {})[" ".join(title.replace("–", "—").split())] = number
    cr_numbers: dict[str, dict[str, str]] = {}

    def cr_rules(ed: str) -> dict[str, str]:
        if ed not in cr_numbers:
            cr_numbers[ed] = {n: i for i, n in db.execute("SELECT id, number FROM rules WHERE edition = ?", [ed])}
        return cr_numbers[ed]

    for doc, eds in editions.items():
        for effective, ed in eds:
            cr_ed = max((e for e in cr if e <= effective), default=None)
            ipg_ed = ed if doc == "ipg" else _in_force(editions.get("ipg", []), effective)[0]
            titles = list(infractions.get(ipg_ed, {}))
            refs = []
            for nid, number, text in db.execute("SELECT id, number, text FROM policy WHERE edition = ? "
                                                "ORDER BY position", [ed]).fetchall():
                for ref in find_policy_references(text or "", doc, titles):
                    refs.append(_resolve(ref, doc, ed, effective, nid, number, cr_ed, cr, cr_rules,
                                         editions, numbers, infractions, ipg_ed))
            db["references"].insert_all(refs, replace=True)
            db.execute("UPDATE policy_editions SET [references] = ?, unresolved = ?, cr_edition = ? WHERE id = ?",
                       [len(refs), sum(1 for r in refs if r["resolved_id"] is None), cr_ed, ed])


def _resolve(ref, doc, ed, effective, nid, number, cr_ed, cr, cr_rules, editions, numbers, infractions, ipg_ed) -> dict:
    target_doc = ref.doc or doc
    resolved = table = note = None
    if target_doc == "cr":
        if cr_ed is None:
            note = (f"no CR edition in force on {effective} was ingested"
                    + (f" (the earliest is {cr[0]})" if cr else " (no CR edition at all)"))
        else:
            resolved = cr_rules(cr_ed).get(ref.target)
            table = "rules" if resolved else None
            if resolved is None:
                note = f"no rule {ref.target} in the CR edition in force on {effective} ({cr_ed})"
    else:
        label = DOC_LABEL[target_doc]
        if target_doc == doc:
            target_ed = ed
        elif target_doc == "ipg" and ipg_ed:
            target_ed, note = _in_force(editions.get("ipg", []), effective)
        else:
            target_ed, note = _in_force(editions.get(target_doc, []), effective)
        if target_ed is None:
            note = f"the {label} is not ingested"
        elif ref.kind == "document":
            resolved = numbers.get(target_ed, {}).get("intro")
        elif ref.kind == "infraction":
            key = " ".join(ref.target.replace("–", "—").split())
            n = infractions.get(target_ed, {}).get(key)
            resolved = numbers[target_ed].get(n) if n else None
            if resolved is None:
                note = f"no infraction {ref.target!r} in {label} {target_ed.split('-', 1)[1]}"
        else:
            resolved = numbers.get(target_ed, {}).get(ref.target)
            if resolved is None:
                what = "appendix" if ref.kind == "appendix" else "section"
                note = f"no {what} {ref.target} in {label} {target_ed.split('-', 1)[1]}"
        table = "policy" if resolved else None
    return {
        "id": f"{nid}@{ref.start}:{ref.target}", "edition": ed, "source_table": "policy", "source_id": nid,
        "source_number": f"{DOC_LABEL[doc]} {number}", "raw": ref.raw, "kind": ref.kind, "target": ref.target,
        "resolved_id": resolved, "resolved_table": table, "start": ref.start, "end": ref.end,
        "target_doc": target_doc, "note": note,
    }
