"""Writes parsed documents into the store (sqlite-utils), and resolves references.

Row ids are derived from the content (``2026-04-17/613.4``), so loading the same
input twice gives the same rows.
"""
from __future__ import annotations

import difflib
import json
import re
from pathlib import Path

import sqlite_utils

from ingest.records import Document, Reference
from ingest.refs import find_references
from ingest.text import ParseError

__all__ = ["load_edition", "load_document", "refresh_fts", "index_rows", "unindex", "layer_map", "resolve_target"]

_BATCH = 2000


def _rule_id(edition: str, number: str) -> str:
    return f"{edition}/{number}"


def _title(kind: str, text: str) -> str | None:
    """Chapters and sections are titles; so are short unpunctuated rules ("702.19. Trample")."""
    if kind in ("chapter", "section"):
        return text
    if kind == "rule" and text and len(text) <= 60 and not text.rstrip().endswith((".", ":", "”", '"')):
        return text
    return None


def _bulk(db: sqlite_utils.Database, table: str, rows: list[dict]) -> None:
    """Insert many rows of one shape (the schema is sqlite-utils'; this is its fast path)."""
    if not rows:
        return
    cols = list(rows[0])
    sql = (f"INSERT OR REPLACE INTO [{table}] ({', '.join(f'[{c}]' for c in cols)}) "
           f"VALUES ({', '.join('?' * len(cols))})")
    db.conn.executemany(sql, [tuple(r[c] for c in cols) for r in rows])


def edition_rows(parsed) -> dict[str, list[dict]]:
    """Every row one CR edition contributes, references resolved (runs in a parse worker)."""
    doc: Document = parsed.doc
    ed = doc.effective
    chapter_of: dict[str, str] = {}
    rules = []
    for r in doc.rules:
        if r.kind == "chapter":
            chapter = r.number
        else:
            chapter = chapter_of.get(r.parent or "", (r.parent or r.number)[0])
        chapter_of[r.number] = chapter
        rules.append({
            "id": _rule_id(ed, r.number), "edition": ed, "number": r.number, "kind": r.kind,
            "parent": r.parent, "depth": r.depth, "chapter": chapter,
            "section": r.number[:3] if r.kind != "chapter" else None,
            "title": _title(r.kind, r.text), "text": r.text, "position": r.position,
            "line_start": r.line_start, "line_end": r.line_end, "raw_number": r.raw_number,
            "flag": r.flag,
        })
    examples = [{
        "id": f"{ed}/{e.rule}#ex{e.index}", "edition": ed, "rule": e.rule,
        "rule_id": _rule_id(ed, e.rule), "idx": e.index, "text": e.text, "position": e.position,
        "line_start": e.line_start, "line_end": e.line_end,
    } for e in doc.examples]
    glossary = []
    seen: dict[str, int] = {}
    for g in doc.glossary:
        n = seen.get(g.term.lower(), 0) + 1
        seen[g.term.lower()] = n
        glossary.append({
            "id": f"{ed}/glossary/{g.term}" + (f"~{n}" if n > 1 else ""), "edition": ed,
            "document": None, "term": g.term, "definition": g.definition,
            "obsolete": int(g.obsolete), "informal": int(g.informal), "position": g.position,
            "line_start": g.line_start, "line_end": g.line_end,
        })
    numbers = {r["number"]: r["id"] for r in rules}
    layers = layer_map(rules)
    refs = []
    for table, rows, key in (("rules", rules, "number"), ("examples", examples, "rule"),
                             ("glossary", glossary, "term")):
        text_col = "definition" if table == "glossary" else "text"
        for row in rows:
            refs.extend(_ref_rows(ed, table, row["id"], row[key], row[text_col] or "", numbers, layers))
    counts = {k: sum(1 for r in rules if r["kind"] == k) for k in ("chapter", "section", "rule", "subrule")}
    edition = {
        "id": ed, "title": doc.title, "source": Path(parsed.path).name, "sha256": parsed.sha256,
        "format": "cr-txt", "encoding": doc.encoding,
        "chapters": counts["chapter"], "sections": counts["section"], "rules": counts["rule"],
        "subrules": counts["subrule"], "examples": len(examples), "glossary": len(glossary),
        "references": len(refs), "unresolved": sum(1 for r in refs if r["resolved_id"] is None),
        "introduction": doc.front_matter, "credits": doc.credits,
    }
    return {"rules": rules, "examples": examples, "glossary": glossary, "references": refs,
            "editions": [edition]}


def load_edition(db: sqlite_utils.Database, parsed) -> None:
    """Replace one edition's rows (rules, examples, glossary, references) in ``db``."""
    ed = parsed.doc.effective
    rows = parsed.rows if getattr(parsed, "rows", None) else edition_rows(parsed)
    if db.execute("SELECT 1 FROM editions WHERE id = ?", [ed]).fetchone():
        for table, where in (("rules", "edition = ?"), ("examples", "edition = ?"),
                             ("glossary", "edition = ? AND document IS NULL")):
            unindex(db, table, where, [ed])
            db.execute(f"DELETE FROM [{table}] WHERE {where}", [ed])
        db.execute("DELETE FROM [references] WHERE edition = ? AND source_table IN "
                   "('rules','examples','glossary')", [ed])
    for table in ("rules", "examples", "glossary", "references", "editions"):
        _bulk(db, table, rows[table])


_LAYER_TEXT = re.compile(r"^Layer (\d[a-e]?)\s*[:.]", re.IGNORECASE)


def layer_map(rules: list[dict]) -> dict[str, str]:
    """Layer key ("1", "7c") → the id of the rule that defines it in this edition.

    Editions that define layers in one list (418.5a of 2007) map every layer to the
    rule titled "Interaction of Continuous Effects", or to its first subrule.
    """
    out: dict[str, str] = {}
    fallback = None
    for r in rules:
        m = _LAYER_TEXT.match(r["text"] or "")
        if m and m.group(1).lower() not in out:
            out[m.group(1).lower()] = r["id"]
        if fallback is None and (r["text"] or "").strip().rstrip(".") == "Interaction of Continuous Effects":
            fallback = r["id"]
    if fallback:
        out["*"] = fallback
    return out


def resolve_target(kind: str, target: str, numbers: dict[str, str], layers: dict[str, str]) -> str | None:
    if not target:
        return None
    if kind == "layer":
        t = target.lower()
        return layers.get(t) or layers.get(t[:1]) or layers.get("*")
    if kind == "chapter":
        return numbers.get(target)
    return numbers.get(target) or numbers.get(target.rstrip("."))


_DIGIT = re.compile(r"\d")


def _ref_rows(ed: str | None, table: str, source_id: str, source_number: str | None, text: str,
              numbers: dict[str, str], layers: dict[str, str]) -> list[dict]:
    rows = []
    if not _DIGIT.search(text):
        return rows  # every reference form carries a number
    for ref in find_references(text):
        rows.append(_ref_row(ed, table, source_id, source_number, ref, numbers, layers))
    return rows


def _ref_row(ed, table, source_id, source_number, ref: Reference, numbers, layers) -> dict:
    resolved = resolve_target(ref.kind, ref.target, numbers, layers)
    return {
        "id": f"{source_id}@{ref.start}:{ref.target}", "edition": ed, "source_table": table,
        "source_id": source_id, "source_number": source_number, "raw": ref.raw, "kind": ref.kind,
        "target": ref.target, "resolved_id": resolved, "resolved_table": "rules" if resolved else None,
        "start": ref.start, "end": ref.end,
    }


def _edition_numbers(db: sqlite_utils.Database, ed: str) -> tuple[dict[str, str], dict[str, str]]:
    rows = [dict(zip(("id", "number", "text"), r))
            for r in db.execute("SELECT id, number, text FROM rules WHERE edition = ?", [ed])]
    return {r["number"]: r["id"] for r in rows}, layer_map(rows)


def _similarity(a: str, b: str) -> float:
    return round(difflib.SequenceMatcher(None, a, b, autojunk=False).ratio(), 4)


def _check_edition(db: sqlite_utils.Database, edition: str | None, path: str) -> None:
    if edition and not db["editions"].count_where("id = ?", [edition]):
        raise ParseError(f"--edition {edition} is not an ingested edition", path)


def load_document(db: sqlite_utils.Database, parsed, edition: str | None = None) -> dict:
    """Load a seed-style document; returns its ``documents`` row."""
    doc: Document = parsed.doc
    doc_id = f"{parsed.kind}-{parsed.sha256[:12]}"
    for table in ("excerpts", "rulings", "scraped", "glossary"):
        if table in ("rulings", "glossary"):
            unindex(db, table, "document = ?", [doc_id])
        db.execute(f"DELETE FROM [{table}] WHERE document = ?", [doc_id])
    db.execute("DELETE FROM [references] WHERE source_id LIKE ?", [doc_id + "/%"])
    _check_edition(db, edition, parsed.path)
    row = {"id": doc_id, "kind": parsed.kind, "source": Path(parsed.path).name,
           "sha256": parsed.sha256, "title": doc.title, "released": doc.effective,
           "edition": None, "edition_score": None, "edition_scores": None,
           "records": 0, "matched": None, "unmatched": None}
    loader = {"changes": _load_changes, "crystalkeep": _load_crystalkeep,
              "glossary": _load_glossary_doc, "scraped": _load_scraped}[parsed.kind]
    loader(db, doc, doc_id, edition, row)
    db["documents"].insert(row, replace=True)
    return row


def _load_changes(db, doc: Document, doc_id: str, edition: str | None, row: dict) -> None:
    from ingest.changes import match_edition

    numbers = sorted({r.number for r in doc.rules})
    texts: dict[str, dict[str, str]] = {}
    if numbers:
        marks = ",".join("?" * len(numbers))
        for ed, number, text in db.execute(
                f"SELECT edition, number, text FROM rules WHERE number IN ({marks})", numbers):
            texts.setdefault(ed, {})[number] = text
    ranking = match_edition(doc, texts) if texts else []
    if edition:
        best = edition
        score = dict(ranking).get(edition, 0.0)
    elif ranking:
        best, score = ranking[0]
    else:
        best, score = None, 0.0
    row.update(edition=best, edition_score=round(score, 4),
               edition_scores=json.dumps([[e, round(s, 4)] for e, s in ranking[:5]]))
    in_best = texts.get(best, {})
    rows = []
    for r in doc.rules:
        rows.append({"id": f"{doc_id}/{r.number}", "document": doc_id, "edition": best,
                     "number": r.number, "kind": r.kind,
                     "rule_id": _rule_id(best, r.number) if r.number in in_best else None,
                     "text": r.text, "similarity": _similarity(r.text, in_best[r.number]) if r.number in in_best else None,
                     "position": r.position, "line_start": r.line_start, "line_end": r.line_end})
    for e in doc.examples:
        rows.append({"id": f"{doc_id}/{e.rule}#ex{e.index}", "document": doc_id, "edition": best,
                     "number": f"{e.rule}#ex{e.index}", "kind": "example",
                     "rule_id": _rule_id(best, e.rule) if e.rule in in_best else None,
                     "text": e.text, "similarity": None, "position": e.position,
                     "line_start": e.line_start, "line_end": e.line_end})
    for g in doc.glossary:
        rows.append({"id": f"{doc_id}/glossary/{g.term}", "document": doc_id, "edition": best,
                     "number": None, "kind": "glossary", "rule_id": None,
                     "text": f"{g.term}: {g.definition}", "similarity": None, "position": g.position,
                     "line_start": g.line_start, "line_end": g.line_end})
    db["excerpts"].insert_all(rows, batch_size=_BATCH, replace=True)
    row.update(records=len(rows), matched=sum(1 for r in rows if r["rule_id"]),
               unmatched=sum(1 for r in rows if r["kind"] != "glossary" and not r["rule_id"]))


def _load_crystalkeep(db, doc: Document, doc_id: str, edition: str | None, row: dict) -> None:
    from .db import resolve_edition

    best = edition
    if not best:
        try:
            best = resolve_edition(db, doc.effective) if doc.effective else None
        except LookupError:
            best = None
    row.update(edition=best)
    numbers, layers = _edition_numbers(db, best) if best else ({}, {})
    rows, refs = [], []
    for r in doc.rulings:
        rid = f"{doc_id}/{r.position}"
        rows.append({"id": rid, "document": doc_id, "edition": best, "rule": r.rule,
                     "rule_id": numbers.get(r.rule), "kind": r.kind, "label": r.label, "text": r.text,
                     "source": r.source, "date": r.date, "changed": int(r.changed), "position": r.position})
        refs.extend(_ref_rows(best, "rulings", rid, r.rule, r.text, numbers, layers))
    db["rulings"].insert_all(rows, batch_size=_BATCH, replace=True)
    db["references"].insert_all(refs, batch_size=_BATCH, replace=True)
    row.update(records=len(rows), matched=sum(1 for r in rows if r["rule_id"]),
               unmatched=sum(1 for r in rows if not r["rule_id"]))


def _load_glossary_doc(db, doc: Document, doc_id: str, edition: str | None, row: dict) -> None:
    terms = [g.term for g in doc.glossary]
    scores: dict[str, list[float]] = {}
    defs = {g.term.lower(): g.definition for g in doc.glossary}
    if terms and not edition:
        marks = ",".join("?" * len(terms))
        for ed, term, definition in db.execute(
                f"SELECT edition, term, definition FROM glossary WHERE document IS NULL "
                f"AND term IN ({marks}) COLLATE NOCASE", terms):
            d = defs.get(term.lower())
            if d is not None:
                scores.setdefault(ed, []).append(difflib.SequenceMatcher(None, d, definition).quick_ratio())
    # Mean similarity over all the document's terms (a missing term scores 0).
    ranking = sorted(((ed, sum(v) / len(terms)) for ed, v in scores.items()), key=lambda x: (-x[1], x[0]))
    best, score = (edition, None) if edition else (ranking[0] if ranking else (None, None))
    row.update(edition=best, edition_score=round(score, 4) if score is not None else None,
               edition_scores=json.dumps([[e, round(s, 4)] for e, s in ranking[:5]]))
    numbers, layers = _edition_numbers(db, best) if best else ({}, {})
    rows, refs = [], []
    for g in doc.glossary:
        gid = f"{doc_id}/glossary/{g.term}"
        rows.append({"id": gid, "edition": None, "document": doc_id, "term": g.term,
                     "definition": g.definition, "obsolete": int(g.obsolete), "informal": int(g.informal),
                     "position": g.position, "line_start": g.line_start, "line_end": g.line_end})
        refs.extend(_ref_rows(best, "glossary", gid, g.term, g.definition, numbers, layers))
    db["glossary"].insert_all(rows, batch_size=_BATCH, replace=True)
    db["references"].insert_all(refs, batch_size=_BATCH, replace=True)
    row.update(records=len(rows))


def _load_scraped(db, doc: Document, doc_id: str, edition: str | None, row: dict) -> None:
    from ingest.scraped import recover

    paragraphs = doc.meta["paragraphs"]
    editions = [e for (e,) in db.execute("SELECT id FROM editions ORDER BY id")]
    if not editions:
        raise ParseError("scraped pages are matched against an ingested CR edition: ingest one first",
                         doc.path)

    def load(ed: str) -> tuple[dict[str, str], dict[str, str]]:
        rules, titles = {}, {}
        for number, kind, text, title in db.execute(
                "SELECT number, kind, text, title FROM rules WHERE edition = ? ORDER BY position", [ed]):
            if kind in ("rule", "subrule"):
                rules[number] = text
            if title:
                titles[number] = title
        return rules, titles

    if edition:
        ranking = [(edition, None)]
    else:
        ranking = _rank_editions([p.text for p in paragraphs], db, editions)
    best = ranking[0][0]
    rules, titles = load(best)
    numbers, layers = _edition_numbers(db, best)
    recovered = recover(paragraphs, rules, titles)
    rows, refs = [], []
    for rec in recovered:
        sid = f"{doc_id}/{rec.line}"
        rows.append({"id": sid, "document": doc_id, "edition": best, "line": rec.line, "text": rec.text,
                     "number": rec.number, "rule_id": numbers.get(rec.number) if rec.number else None,
                     "score": round(rec.score, 4), "second_score": round(rec.second_best_score, 4)})
        for ref in rec.refs:
            refs.append(_ref_row(best, "scraped", sid, rec.number, ref, numbers, layers))
    db["scraped"].insert_all(rows, batch_size=_BATCH, replace=True)
    db["references"].insert_all(refs, batch_size=_BATCH, replace=True)
    matched = sum(1 for r in rows if r["number"])
    row.update(edition=best, edition_score=ranking[0][1],
               edition_scores=json.dumps([[e, s] for e, s in ranking[:5]]),
               records=len(rows), matched=matched, unmatched=len(rows) - matched)


_NON_WORD = re.compile(r"[^a-z]+")


def _skeleton(text: str) -> str:
    """Letters only: a scraped paragraph and its rule agree once numbers are stripped from both."""
    return _NON_WORD.sub(" ", text.lower()).strip()


_PREFIX = 24
_CITED_TITLE = re.compile(r"(\d{3}(?:\.\d+[a-z]?)?),\s*[“\"]([^”\"]+?)[.,]?[”\"]")


def _rank_editions(texts: list[str], db, editions: list[str]) -> list[tuple[str, float]]:
    """Editions by the share of paragraphs whose letters-only text equals one of their rules.

    Candidates come from SQL on a text prefix; ties (editions that read the same) are
    broken by the numbers the page kept beside a quoted title ("701.49, “Roll to Visit
    Your Attractions”"): the edition whose rule of that number bears that title.
    """
    wanted = {_skeleton(t) for t in texts}
    prefixes = sorted({t[:_PREFIX] for t in texts if len(t) >= _PREFIX and not _DIGIT.search(t[:_PREFIX])})
    shorts = sorted({t for t in texts if len(t) < _PREFIX})
    hits: dict[str, int] = {}
    if prefixes or shorts:
        sql = (f"SELECT edition, text FROM rules WHERE kind IN ('rule', 'subrule') AND "
               f"(substr(text, 1, {_PREFIX}) IN ({','.join('?' * len(prefixes)) or 'NULL'}) "
               f"OR text IN ({','.join('?' * len(shorts)) or 'NULL'}))")
        for ed, text in db.execute(sql, prefixes + shorts):
            if _skeleton(text) in wanted:
                hits[ed] = hits.get(ed, 0) + 1
    cited = [(m.group(1), m.group(2).strip().lower()) for t in texts for m in _CITED_TITLE.finditer(t)]
    agree: dict[str, int] = {}
    if cited:
        numbers = sorted({n for n, _ in cited})
        titles = {}
        for ed, number, title in db.execute(
                f"SELECT edition, number, title FROM rules WHERE number IN ({','.join('?' * len(numbers))}) "
                "AND title IS NOT NULL", numbers):
            titles[(ed, number)] = title.strip().rstrip(".").lower()
        for ed in editions:
            agree[ed] = sum(1 for n, t in cited if titles.get((ed, n)) == t.rstrip("."))
    total = max(1, len(texts))
    return sorted(((ed, round(hits.get(ed, 0) / total, 4)) for ed in editions),
                  key=lambda x: (-x[1], -agree.get(x[0], 0), [-int(p) for p in x[0].split("-")]))


def refresh_fts(db: sqlite_utils.Database) -> None:
    """Rebuild every full-text index from its table (after a bulk load)."""
    from .db import FTS_TABLES

    for table in FTS_TABLES:
        db[table].rebuild_fts()


def index_rows(db: sqlite_utils.Database, editions: list[str], documents: list[str],
               policy: list[str] = ()) -> None:
    """Add the rows of the editions, documents and policy editions just loaded to the FTS indexes."""
    from .db import FTS_TABLES

    eds = ",".join("?" * len(editions)) or "NULL"
    docs = ",".join("?" * len(documents)) or "NULL"
    pol = ",".join("?" * len(policy)) or "NULL"
    where = {
        "rules": (f"edition IN ({eds})", editions),
        "examples": (f"edition IN ({eds})", editions),
        "glossary": (f"(edition IN ({eds}) AND document IS NULL) OR document IN ({docs})",
                     editions + documents),
        "rulings": (f"document IN ({docs})", documents),
        "policy": (f"edition IN ({pol})", list(policy)),
    }
    for table, cols in FTS_TABLES.items():
        names = ", ".join(f"[{c}]" for c in cols)
        cond, params = where[table]
        db.execute(f"INSERT INTO [{table}_fts] (rowid, {names}) SELECT rowid, {names} FROM [{table}] "
                   f"WHERE {cond}", params)


def unindex(db: sqlite_utils.Database, table: str, where: str, params: list) -> None:
    """Remove rows from a table's FTS index before they are deleted (external-content FTS5)."""
    from .db import FTS_TABLES

    names = ", ".join(f"[{c}]" for c in FTS_TABLES[table])
    db.execute(f"INSERT INTO [{table}_fts] ([{table}_fts], rowid, {names}) "
               f"SELECT 'delete', rowid, {names} FROM [{table}] WHERE {where}", params)
