"""Read-side look-ups over the store; the CLI and Datasette plugin print what these return."""
from __future__ import annotations

import difflib
import re

from sqlite3 import Connection

from .db import resolve_edition, rows as _rows
from .db import NotFound, parse_number  # noqa: F401 - the look-ups' errors, re-exported

__all__ = [
    "parse_number", "get_rule", "search", "define", "refs_of", "unresolved", "list_editions",
    "NotFound", "ALIASES",
]


def _suggest(db, edition: str, number: str) -> str:
    other = _rows(db, "SELECT edition FROM rules WHERE number = ? ORDER BY edition", [number])
    if other:
        eds = [r["edition"] for r in other]
        span = eds[0] if len(eds) == 1 else f"{eds[0]} … {eds[-1]}"
        return f"{number} does not exist in the {edition} edition; it exists in {len(eds)} edition(s): {span}"
    return f"{number} does not exist in the {edition} edition (nor in any ingested edition)"


def get_rule(db: Connection, text: str, edition: str | None = None) -> dict:
    """A rule with its subrules and examples (or alone, for ``613.4.``)."""
    number, alone = parse_number(text)
    ed = resolve_edition(db, edition)
    rows = _rows(db, "SELECT * FROM rules WHERE edition = ? AND number = ?", [ed, number])
    if not rows:
        raise NotFound(_suggest(db, ed, number))
    rule = rows[0]
    nodes = [rule]
    if not alone:
        # Descendants in document order: subrules, or a section's rules, or a chapter's sections.
        frontier = [number]
        depth_limit = rule["depth"] + (1 if rule["kind"] == "chapter" else 2)
        while frontier:
            marks = ",".join("?" * len(frontier))
            children = _rows(db, f"SELECT * FROM rules WHERE edition = ? AND parent IN ({marks}) "
                                 "ORDER BY position", [ed, *frontier])
            children = [c for c in children if c["depth"] <= depth_limit]
            nodes.extend(children)
            frontier = [c["number"] for c in children if c["depth"] < depth_limit]
        nodes.sort(key=lambda r: r["position"])
    ids = [n["id"] for n in nodes]
    marks = ",".join("?" * len(ids))
    examples = _rows(db, f"SELECT rule, idx, text FROM examples WHERE rule_id IN ({marks}) "
                         "ORDER BY position", ids)
    by_rule: dict[str, list[dict]] = {}
    for e in examples:
        by_rule.setdefault(e["rule"], []).append({"index": e["idx"], "text": e["text"]})
    return {
        "edition": ed,
        "number": number,
        "alone": alone,
        "rules": [{"number": n["number"], "kind": n["kind"], "depth": n["depth"], "text": n["text"],
                   "examples": by_rule.get(n["number"], [])} for n in nodes],
    }


def search(db: Connection, q: str, edition: str | None = None, limit: int = 10, doc: str | None = None) -> dict:
    """Judges' search (:func:`kb.search.search`): slang, stop words, cards, whole questions; the
    policy documents too (``doc``: only one document)."""
    from .policy_search import search_documents
    from .search import SearchError

    try:
        return search_documents(db, q, edition, limit, doc)
    except SearchError as exc:
        raise NotFound(str(exc)) from None


# Abbreviations judges type: one table for define, search and the web (kb.vocab).
from .vocab import ALIASES  # noqa: E402


def _norm_term(t: str) -> str:
    return " ".join(t.replace("’", "'").replace("“", '"').replace("”", '"').lower().split())


def define(db: Connection, term: str, edition: str | None = None, fallback: bool = True) -> dict:
    """Glossary look-up: abbreviations (``p/t`` → Power and Toughness), exact terms, terms
    made of the query's words (``storm count`` → Storm), prefixes, then close spellings
    (marked ``fuzzy``: "did you mean"); a keyword also gives its defining rule.  When
    nothing matches, ``search`` holds the best search hits instead (with ``fallback``)."""
    from .vocab import WORD, alias_terms

    ed = resolve_edition(db, edition)
    asked = " ".join(term.split())
    if not asked:
        raise NotFound("empty term: give a glossary term, keyword or abbreviation (cda, etb, mv, sba)")
    entries = _rows(db, "SELECT term, definition, obsolete, informal FROM glossary "
                        "WHERE edition = ? AND document IS NULL ORDER BY position", [ed])
    if not entries:  # an edition whose glossary came only from a seed document
        entries = _rows(db, "SELECT term, definition, obsolete, informal FROM glossary "
                            "WHERE edition = ? ORDER BY position", [ed])
    by_lower: dict[str, dict] = {}
    for e in entries:
        by_lower.setdefault(_norm_term(e["term"]), e)
    aliases = alias_terms(asked)
    wanted = aliases or [asked]
    found = [by_lower[_norm_term(w)] for w in wanted if _norm_term(w) in by_lower]
    how = ("alias" if aliases else "exact") if found else None
    did_you_mean: list[str] = []
    if not found:  # a close spelling of a whole term first ("mana valeu")
        close = difflib.get_close_matches(_norm_term(asked), list(by_lower), n=4, cutoff=0.85)
        if close:
            found, how = [by_lower[close[0]]], "fuzzy"
            did_you_mean = [by_lower[c]["term"] for c in close]
    if not found:
        qwords = [w.lower() for w in WORD.findall(asked)]
        scored = []
        for key, e in by_lower.items():
            twords = [w.lower() for w in WORD.findall(key)]
            if twords and qwords and set(twords) <= set(qwords):  # "storm count" holds "storm"
                scored.append((len(twords), len(key), e))
        if scored:
            scored.sort(key=lambda x: (-x[0], -x[1]))
            found, how = [scored[0][2]], "words"
            did_you_mean = [x[2]["term"] for x in scored[1:4]]
    if not found:
        prefix = [e for k, e in by_lower.items() if k.startswith(_norm_term(asked))]
        if prefix:
            found, how = [prefix[0]], "prefix"
            did_you_mean = [e["term"] for e in prefix[1:4]]
    if not found:
        close = difflib.get_close_matches(_norm_term(asked), list(by_lower), n=4, cutoff=0.75)
        if close:
            found, how = [by_lower[close[0]]], "fuzzy"
            did_you_mean = [by_lower[c]["term"] for c in close]
    keyword = _keyword_rule(db, ed, found[0]["term"] if found else asked)
    hits: list[dict] = []
    if not found and keyword is None:
        if not fallback:
            raise NotFound(f"no glossary entry or keyword rule for {term!r} in the {ed} edition")
        from .search import search

        hits = search(db, asked, ed, limit=5)["hits"]
        how = "search"
        if not hits:
            raise NotFound(f"no glossary entry, keyword rule or search result for {term!r} in the {ed} edition")
    return {
        "edition": ed,
        "query": term,
        "alias_of": " and ".join(aliases) if aliases else None,
        "match": how or "keyword",
        "fuzzy": how == "fuzzy",
        "entry": found[0] if found else None,
        "entries": found,
        "did_you_mean": did_you_mean if how in ("fuzzy", "words", "prefix") else [],
        "other_matches": did_you_mean[1:] if how == "fuzzy" else did_you_mean,
        "keyword": keyword,
        "search": hits,
    }


def _keyword_rule(db, ed: str, term: str) -> dict | None:
    """A keyword ability/action (702.x, 701.x) titled ``term``, with its defining subrule."""
    rows = _rows(db, "SELECT number, text FROM rules WHERE edition = ? AND +kind = 'rule' "
                     "AND title = ? COLLATE NOCASE ORDER BY position LIMIT 1", [ed, term])
    if not rows:
        return None
    rule = rows[0]
    subs = _rows(db, "SELECT number, text FROM rules WHERE edition = ? AND parent = ? "
                     "ORDER BY position", [ed, rule["number"]])
    pattern = re.compile(rf"^{re.escape(term)}\b.*?\b(is|are|means)\b", re.IGNORECASE)
    defining = next((s for s in subs if pattern.match(s["text"])), subs[0] if subs else None)
    return {"number": rule["number"], "title": rule["text"], "defining": defining}


def refs_of(db: Connection, text: str, edition: str | None = None) -> dict:
    """What a rule cites (from its text, its subrules' and its examples') and what cites it."""
    number, _ = parse_number(text)
    ed = resolve_edition(db, edition)
    rows = _rows(db, "SELECT id, text FROM rules WHERE edition = ? AND number = ?", [ed, number])
    if not rows:
        raise NotFound(_suggest(db, ed, number))
    rid = rows[0]["id"]
    outgoing = _rows(db, """
        SELECT f.source_number AS source, f.source_table, f.raw, f.kind, f.target,
               r.number AS resolved, r.text AS resolved_text
          FROM [references] f LEFT JOIN rules r ON r.id = f.resolved_id
         WHERE f.edition = :ed AND f.source_table IN ('rules', 'examples')
           AND (f.source_number = :n OR f.source_number LIKE :sub)
         ORDER BY f.source_id, f.start""", {"ed": ed, "n": number, "sub": number + "_"})
    incoming = _rows(db, """
        SELECT f.source_table, f.source_number AS source, f.raw, s.text AS source_text
          FROM [references] f
          LEFT JOIN rules s ON s.id = f.source_id
         WHERE f.resolved_id = :rid OR (f.edition = :ed AND f.target LIKE :sub AND f.kind != 'layer')
         ORDER BY f.source_table, f.source_id""", {"rid": rid, "ed": ed, "sub": number + "_"})
    return {"edition": ed, "number": number, "cites": outgoing, "cited_by": incoming}


def unresolved(db: Connection, edition: str | None = None) -> dict:
    ed = resolve_edition(db, edition)
    rows = _rows(db, "SELECT source_table, source_number AS source, raw, kind, target FROM [references] "
                     "WHERE edition = ? AND resolved_id IS NULL AND source_table IN "
                     "('rules','examples','glossary') ORDER BY source_id, start", [ed])
    total = db.execute("SELECT count(*) FROM [references] WHERE edition = ? AND source_table IN "
                       "('rules','examples','glossary')", [ed]).fetchone()[0]
    return {"edition": ed, "total": total, "unresolved": rows}


def list_editions(db: Connection) -> list[dict]:
    return _rows(db, "SELECT id, source, encoding, chapters, sections, rules, subrules, examples, "
                     "glossary, [references], unresolved FROM editions ORDER BY id")
