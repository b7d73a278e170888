"""Datasette plugin for the rules KB (issue 4): live rule links, rule pages, a judge's home page.

Registered by the ``datasette`` entry point in pyproject.toml.  It adds:

* ``render_cell``: every rule reference in a text cell becomes a link to that rule's page
  in the row's edition; the text is HTML-escaped piece by piece, so no markup from the data
  reaches the page.  Search snippets get their ``[[…]]`` marks as ``<mark>``.
* routes ``/rule/613.4`` (``?edition=`` a date or ``current``), ``/rule/613.4.json``,
  ``/rule/layer/7c`` (to the rule defining a layer), ``/rule?number=613.4`` (the home page's
  form) and ``/rule/613.4/neighbourhood.svg`` (the picture, when ``kb.graph`` provides it).
* ``/search``, ``/define``, ``/preview/…``, ``/rule?number=`` (:mod:`kb.web_search`) and
  ``/card/NAME`` (:mod:`kb.web_cards`): issue 12's pages, registered here.
* ``extra_template_vars`` for the home page (editions, chapters of the current edition), and
  templates (``kb/templates``) for the home, rule, search and error pages.
* ``startup``: without lineage rows, the ``history`` stored query says it is not available.

Keep imports light: Datasette imports this module at start-up.
"""
from __future__ import annotations

import asyncio
import re
import sqlite3
import urllib.parse
from collections import OrderedDict
from pathlib import Path

from datasette import hookimpl
from datasette.utils import tilde_encode
from datasette.utils.asgi import Response
from markupsafe import Markup, escape


from .db import resolve_edition, rows as _rows
from .db import NotFound, parse_number
from .web_common import (  # noqa: F401 - shared with the page modules, re-exported for callers
    PLUGIN, SNIPPET_CLOSE, SNIPPET_OPEN, _error_page, _kb_db_or_error, _LAYER, _NUMBER, _RULE_ID,
    card_url, kb_database_name, layer_url, linkify, reference_spans, rule_url, word_changes)

TEMPLATES = Path(__file__).parent / "templates"

# Columns that hold one rule number (linked whole), and the columns giving its edition.
NUMBER_COLUMNS = {
    **{c: ("edition", "new_edition", "old_edition") for c in (
        "number", "parent", "rule", "source_number", "target", "section", "chapter", "cited", "citing")},
    "from_number": ("from_edition",), "to_number": ("to_edition",),
}
# Text columns whose references belong to another edition than the row's ``edition``.
TEXT_EDITIONS = {"old_text": ("old_edition", "from_edition", "edition"),
                 "new_text": ("new_edition", "to_edition", "edition")}
DIFF_COLUMNS = {"old_text": "new_text", "new_text": "old_text"}
# Columns that hold a rule id ("2026-04-17/613.4").
ID_COLUMNS = {"rule_id", "resolved_id"}
def _row_get(row, key):
    try:
        return row[key]
    except (KeyError, IndexError, TypeError):
        return None


def _row_edition(row, columns: tuple[str, ...], fallback: str | None) -> str | None:
    for c in columns:
        value = _row_get(row, c)
        if value:
            return value
    return fallback


def _link(href: str, text: str) -> Markup:
    return Markup(f'<a class="ruleref" href="{escape(href)}">{escape(text)}</a>')


@hookimpl
def render_cell(row, value, column, table, database, datasette, request):
    """Rule numbers and ids as links; references inside texts as links; snippet marks; diffs."""
    if not isinstance(value, str) or not value or database != kb_database_name(datasette):
        return None
    fallback = request.args.get("edition") if request is not None else None
    if column in ID_COLUMNS:
        m = _RULE_ID.fullmatch(value)
        return _link(rule_url(datasette, m[2], m[1]), value) if m else None
    if column == "card_name" and table != "card_rulings":  # query rows: the card's page (its rulings)
        oracle_id = _row_get(row, "oracle_id")
        if isinstance(oracle_id, str) and oracle_id:
            href = datasette.urls.row(database, "cards", tilde_encode(oracle_id))
            return Markup(f'<a class="kb-card" href="{escape(href)}">{escape(value)}</a>')
    if column in NUMBER_COLUMNS:
        edition = _row_edition(row, NUMBER_COLUMNS[column], fallback)
        if _NUMBER.fullmatch(value):
            return _link(rule_url(datasette, value, edition), value)
        if column == "target" and _row_get(row, "kind") == "layer" and _LAYER.fullmatch(value):
            return _link(layer_url(datasette, value, edition), value)
    highlight = column == "snippet" and SNIPPET_OPEN in value
    marks, tag = None, "mark"
    if column in DIFF_COLUMNS:  # old_text/new_text side by side: show the words that changed
        other = _row_get(row, DIFF_COLUMNS[column])
        if isinstance(other, str) and other and other != value:
            deleted, inserted = word_changes(other, value) if column == "new_text" else word_changes(value, other)
            marks, tag = (inserted, "ins") if column == "new_text" else (deleted, "del")
    if not highlight and not marks and not re.search(r"\d", value):
        return None  # every reference form carries a digit
    limit = datasette.setting("truncate_cells_html")
    if limit and len(value) > limit and not highlight:
        value = value[:limit] + "\u2026"
    edition = _row_edition(row, TEXT_EDITIONS.get(column, ("edition",)), fallback)
    html = linkify(datasette, value, edition, highlight=highlight, marks=marks, mark_tag=tag)
    if not highlight and not marks and 'class="ruleref"' not in html:
        return None  # nothing to link: Datasette's own rendering
    return html


# --- start-up -------------------------------------------------------------------------------

HISTORY_PLACEHOLDER = ("SELECT 'Rule history is not available yet: run `kb analyze` to build the lineage.' "
                       "AS message, :number AS number, :edition AS edition")
CARDS_PLACEHOLDER = ("SELECT 'No card rulings in this knowledge base: run `kb import-cards PATH` (or --download).' "
                     "AS message, :number AS number")


@hookimpl
def startup(datasette):
    """Without lineage rows (or card rulings), the history (card_rulings_for_rule) query says so
    instead of failing or staying empty."""
    async def inner():
        name = kb_database_name(datasette)
        if name is None:
            return
        if await datasette.get_query(name, "history") is not None and not await datasette.get_database(
                name).execute_fn(lambda conn: _has_rows(conn, "lineage")):
            await datasette.update_query(name, "history", sql=HISTORY_PLACEHOLDER)
        if await datasette.get_query(name, "card_rulings_for_rule") is not None and not await datasette.get_database(
                name).execute_fn(lambda conn: _has_card_rulings(conn)):
            await datasette.update_query(name, "card_rulings_for_rule", sql=CARDS_PLACEHOLDER)

    return inner


# --- templates -------------------------------------------------------------------------------

@hookimpl
def prepare_jinja2_environment(env, datasette):
    """Put this package's templates ahead of Datasette's defaults (after any --template-dir)."""
    from jinja2 import ChoiceLoader, FileSystemLoader

    loader = env.loader
    first = loader.loaders[0] if isinstance(loader, ChoiceLoader) and loader.loaders else None
    if isinstance(first, FileSystemLoader):
        if str(TEMPLATES) not in first.searchpath:
            first.searchpath.insert(max(0, len(first.searchpath) - 1), str(TEMPLATES))
    else:
        env.loader = ChoiceLoader([FileSystemLoader(str(TEMPLATES)), loader])


@hookimpl
def extra_template_vars(view_name, datasette, request):
    """The home page's data: editions with counts and the current edition's chapters."""
    if view_name != "index":
        return None
    name = kb_database_name(datasette)
    if name is None:
        return None

    async def inner():
        db = datasette.get_database(name)
        try:
            data = await db.execute_fn(_home_data)
        except sqlite3.DatabaseError:
            return {"kb": None}
        data["database"] = name
        return {"kb": data}

    return inner


# The judge menu (issue 22): Datasette's menu on every page, the judges' pages first, the SQL pages after them
# under "for developers". Each entry: (label, path), the path given to datasette.urls.path.
JUDGE_MENU = [("Ask", "/ask"), ("Search", "/search"), ("Cards", "/card"), ("Editions", "/#kb-editions"),
              ("Diff", "/diff"), ("MTR", "/mtr"), ("IPG", "/ipg"), ("JAR", "/jar"), ("Penalties", "/penalties")]


@hookimpl
def menu_links(datasette, actor, request):
    """The judge menu, then the tables, stored queries and SQL "for developers"."""
    links = [{"href": datasette.urls.path(path), "label": label} for label, path in JUDGE_MENU]
    name = kb_database_name(datasette)
    if name is not None:
        links.append({"href": datasette.urls.database(name), "label": "For developers: tables, queries and SQL"})
    links.append({"href": datasette.urls.path("/-/"), "label": "For developers: all databases"})
    return links


def _table_exists(conn, name: str) -> bool:
    return conn.execute("SELECT 1 FROM sqlite_master WHERE type IN ('table', 'view') AND name = ?",
                        [name]).fetchone() is not None


def _has_rows(conn, name: str) -> bool:
    """The table exists and holds something (the store creates lineage empty until `kb analyze`)."""
    return _table_exists(conn, name) and conn.execute(f"SELECT 1 FROM [{name}] LIMIT 1").fetchone() is not None


def _has_card_rulings(conn) -> bool:
    return all(_table_exists(conn, t) for t in ("cards", "card_rulings", "ruling_links"))


def _home_data(conn) -> dict:
    editions = _rows(conn, "SELECT id, rules, subrules, examples, glossary, [references], unresolved "
                           "FROM editions ORDER BY id DESC")
    current = editions[0]["id"] if editions else None
    chapters = _rows(conn, "SELECT number, text FROM rules WHERE edition = ? AND kind = 'chapter' "
                           "ORDER BY position", [current]) if current else []
    for prev, e in zip(editions[1:] + [None], editions):
        e["previous"] = prev["id"] if prev else None
    from .card_pages import card_data_date

    policy = _rows(conn, "SELECT doc, effective, title FROM policy_editions ORDER BY doc, effective") \
        if _table_exists(conn, "policy_editions") else []
    newest = {p["doc"]: p for p in policy}  # the newest edition of each document
    return {"current": current, "editions": editions, "chapters": chapters,
            "has_lineage": _has_rows(conn, "lineage"), "cards": card_data_date(conn),
            "policy": [newest[d] for d in ("mtr", "ipg", "jar") if d in newest]}


# --- the rule page -----------------------------------------------------------------------

def _placeholders(values) -> str:
    return ",".join("?" * len(values))


_WORD = re.compile(r"[^\W_]+(?:['’][^\W_]+)?")


def _singulars(word: str) -> list[str]:
    """The word and the singular forms it may be a plural of (copies → copy, abilities → ability)."""
    out = [word]
    if word.endswith("ies") and len(word) > 4:
        out.append(word[:-3] + "y")
    if word.endswith("es") and len(word) > 3:
        out.append(word[:-2])
    if word.endswith("s") and len(word) > 3:
        out.append(word[:-1])
    return out


class _GlossaryIndex:
    """Finds the glossary terms used in a text: longest word sequences first, plurals too."""

    def __init__(self, entries: list[dict]):
        self.by_words: dict[tuple, dict] = {}
        for e in entries:
            for alt in e["term"].split(", "):  # "Banding, Bands with Other"
                words = tuple(w.lower() for w in _WORD.findall(alt))
                if words and len("".join(words)) >= 3 and words not in self.by_words:
                    self.by_words[words] = e
        # Candidates by first word, longest first; a one-word term may be written as a plural.
        self.by_first: dict[str, list[tuple]] = {}
        for words in sorted(self.by_words, key=len, reverse=True):
            self.by_first.setdefault(words[0], []).append(words)

    def _match_at(self, words: list[str], i: int) -> tuple[dict, int] | None:
        """The longest term starting at word ``i`` and its length in words."""
        for first in _singulars(words[i]):
            for key in self.by_first.get(first, ()):
                n = len(key)
                if n == 1 or (i + n <= len(words) and tuple(words[i + 1:i + n - 1]) == key[1:-1]
                              and key[-1] in _singulars(words[i + n - 1])):
                    return self.by_words[key], n
        return None

    def terms_in(self, texts: list[str]) -> list[dict]:
        found: dict[str, dict] = {}
        for t in texts:
            words = [w.lower() for w in _WORD.findall(t or "")]
            i = 0
            while i < len(words):
                hit = self._match_at(words, i)
                if hit:
                    found.setdefault(hit[0]["id"], hit[0])
                i += hit[1] if hit else 1
        return sorted(found.values(), key=lambda e: e["term"].lower())


_GLOSSARY_CACHE: OrderedDict = OrderedDict()


def _glossary_index(conn, db_key: str, edition: str) -> _GlossaryIndex:
    key = (db_key, edition)
    if key in _GLOSSARY_CACHE:
        _GLOSSARY_CACHE.move_to_end(key)
        return _GLOSSARY_CACHE[key]
    entries = _rows(conn, "SELECT id, term, definition FROM glossary WHERE edition = ? "
                          "AND document IS NULL ORDER BY position", [edition])
    index = _GlossaryIndex(entries)
    _GLOSSARY_CACHE[key] = index
    if len(_GLOSSARY_CACHE) > 32:
        _GLOSSARY_CACHE.popitem(last=False)
    return index


# Everything linked to (edition, number) by lineage rows, backwards and forwards in time.
_CHAIN_CTE = """
WITH RECURSIVE
  back(edition, number) AS (
    VALUES (:edition, :number)
    UNION
    SELECT l.from_edition, l.from_number FROM lineage l JOIN back b
        ON l.to_edition = b.edition AND l.to_number = b.number
     WHERE l.from_number IS NOT NULL),
  fwd(edition, number) AS (
    VALUES (:edition, :number)
    UNION
    SELECT l.to_edition, l.to_number FROM lineage l JOIN fwd f
        ON l.from_edition = f.edition AND l.from_number = f.number
     WHERE l.to_number IS NOT NULL)
"""
# The events along the chain: every lineage row into or out of it that is not 'same'.
HISTORY_SQL = _CHAIN_CTE + """
SELECT l.from_edition, l.from_number, l.to_edition, l.to_number, l.kind, l.score
  FROM lineage l JOIN back b ON l.to_edition = b.edition AND l.to_number = b.number
 WHERE l.kind != 'same'
UNION
SELECT l.from_edition, l.from_number, l.to_edition, l.to_number, l.kind, l.score
  FROM lineage l JOIN fwd f ON l.from_edition = f.edition AND l.from_number = f.number
 WHERE l.kind != 'same'
ORDER BY 3, 4
"""
CHAIN_SQL = _CHAIN_CTE + "SELECT edition, number FROM back UNION SELECT edition, number FROM fwd ORDER BY 1"


def _history(conn, edition: str, number: str) -> dict | None:
    """Lineage events (kind != 'same') backwards and forwards from (edition, number); None if no lineage."""
    if not _has_rows(conn, "lineage"):
        return None
    params = {"edition": edition, "number": number}
    events = _rows(conn, HISTORY_SQL, params)
    chain = _rows(conn, CHAIN_SQL, params)
    return {"events": events, "chain": chain, "lives": _lives(chain),
            "first": chain[0] if chain else None, "last": chain[-1] if chain else None}


def _lives(chain: list[dict]) -> list[dict]:
    """The numbers an item was known by, each with its first and last edition, oldest first."""
    spans: dict[str, dict] = {}
    for c in chain:  # ordered by edition
        number = c["number"].split("#", 1)[0]
        span = spans.setdefault(number, {"number": number, "first": c["edition"], "last": c["edition"]})
        span["last"] = c["edition"]
    return sorted(spans.values(), key=lambda s: s["first"])


def _example_lives(conn, edition: str, examples: list[dict], limit: int = 12) -> list[dict]:
    """Where each example lived across editions (lineage tracks examples too: ``613.5#ex2``)."""
    out = []
    for e in examples[:limit]:
        chain = _rows(conn, CHAIN_SQL, {"edition": edition, "number": f"{e['rule']}#ex{e['idx']}"})
        out.append({"rule": e["rule"], "idx": e["idx"], "text": e["text"], "lives": _lives(chain)})
    return out


def _successors(conn, exists_in: list[str], number: str, edition: str) -> list[str]:
    """What ``number`` became in ``edition``: the one answer `kb cite` and `kb history` give
    (kb.history.successor follows the lineage's main line, not every piece split off it)."""
    if not [e for e in exists_in if e < edition] or not _has_rows(conn, "lineage"):
        return []
    from .history import successor

    found = successor(conn, number, edition)
    return [found["number"]] if found and found["number"] else []


def _group(rows: list[dict], key, member: str) -> list[dict]:
    """Rows grouped by ``key`` (first row kept, in order) with the distinct ``member`` values."""
    groups: dict = {}
    for r in rows:
        g = groups.setdefault(key(r), {**r, "members": []})
        if r[member] not in g["members"]:
            g["members"].append(r[member])
    return list(groups.values())


def _card_number_condition(number: str, alone: bool) -> tuple[str, list]:
    """SQL on ``l.number`` for a rule and what it holds: a chapter its sections' rules, a section
    its rules, a rule its subrules (as ``kb rulings --rule`` and the card_rulings_for_rule query)."""
    if alone:
        return "l.number = ?", [number]
    if len(number) == 1:
        return "l.number GLOB ?", [number + "[0-9][0-9].*"]
    if "." not in number:
        return "(l.number = ? OR l.number GLOB ?)", [number, number + ".*"]
    return "(l.number = ? OR l.number GLOB ?)", [number, number + "[a-z]"]


def _card_rulings(conn, number: str, alone: bool, edition: str, limit: int = 20) -> dict | None:
    """Card rulings linked to the rule (best link first); None when the KB holds no card tables.

    Links are made against one edition (the current one when the rulings were last linked):
    ``stale`` names it when it is not ``edition``, and then no ruling is listed.
    """
    if not _has_card_rulings(conn):
        return None
    linked = (conn.execute("SELECT edition FROM ruling_links LIMIT 1").fetchone() or [None])[0]
    out = {"edition": linked, "stale": linked if linked and linked != edition else None, "total": 0, "rows": []}
    if out["stale"] or not linked:
        return out
    cond, params = _card_number_condition(number, alone)
    params = [edition, *params]
    # Each text's best link, in one pass that also counts (601.2 has 1,331 links, 514 texts):
    # then only the rows of the texts shown are read, with all their cards.
    best = conn.execute(f"""
        SELECT r.text, max(l.score) AS best, count(DISTINCT l.ruling_id)
          FROM ruling_links l JOIN card_rulings r ON r.id = l.ruling_id
         WHERE l.edition = ? AND {cond} GROUP BY r.text ORDER BY best DESC""", params).fetchall()
    out["total"] = sum(n for _, _, n in best)
    out["distinct"] = len(best)
    shown = [t for t, s, _ in best if s >= best[min(limit, len(best)) - 1][1]] if best else []
    rows: list[dict] = []
    for at in range(0, len(shown), 500):  # the texts at or above the cut (ties kept), in parts
        part = shown[at:at + 500]
        rows += _rows(conn, f"""
            SELECT l.number, l.score, l.term, l.method, r.id AS ruling_id, r.oracle_id, r.card_name,
                   r.published_at, r.text, r.position
              FROM ruling_links l JOIN card_rulings r ON r.id = l.ruling_id
             WHERE l.edition = ? AND {cond} AND r.text IN ({",".join("?" * len(part))})""", [*params, *part])
    rows.sort(key=lambda r: (-(r["score"] or 0), r["card_name"] or "", r["published_at"] or "", r["position"] or 0))
    for r in rows:
        r.pop("position")
    out["rows"] = rows
    from .card_pages import group_rulings

    out["groups"] = group_rulings(rows, limit)
    return out


def rule_page_data(conn, number_text: str, edition_arg: str | None, db_key: str = "") -> dict:
    """Everything the rule page shows, read on one connection (raises NotFound / LookupError)."""
    number, alone = parse_number(number_text)
    ed = resolve_edition(conn, edition_arg)
    found = _rows(conn, "SELECT * FROM rules WHERE edition = ? AND number = ?", [ed, number])
    exists_in = [r["edition"] for r in _rows(
        conn, "SELECT edition FROM rules WHERE number = ? ORDER BY edition DESC", [number])]
    if not found:
        err = NotFound(f"{number} does not exist in the {ed} edition" + (
            f"; it exists in {len(exists_in)} edition(s): {exists_in[-1]} … {exists_in[0]}"
            if exists_in else " (nor in any ingested edition)"))
        err.number, err.edition, err.exists_in = number, ed, exists_in
        err.successors = _successors(conn, exists_in, number, ed)
        raise err
    rule = found[0]
    nodes = [rule]
    if not alone:
        # A chapter shows its sections, a section its rules, a rule all its subrules.
        depth_limit = rule["depth"] + (1 if rule["kind"] in ("chapter", "section") else 3)
        frontier = [number]
        while frontier:
            children = _rows(conn, f"SELECT * FROM rules WHERE edition = ? AND parent IN "
                                   f"({_placeholders(frontier)}) ORDER BY position", [ed, *frontier])
            children = [c for c in children if c["depth"] <= depth_limit]
            nodes.extend(children)
            frontier = [c["number"] for c in children if c["depth"] < depth_limit]
        nodes.sort(key=lambda r: r["position"])
    numbers = [n["number"] for n in nodes]
    ids = [n["id"] for n in nodes]
    examples = _rows(conn, f"SELECT id, rule, idx, text FROM examples WHERE edition = ? AND rule IN "
                           f"({_placeholders(numbers)}) ORDER BY position", [ed, *numbers])
    by_rule: dict[str, list] = {}
    for e in examples:
        by_rule.setdefault(e["rule"], []).append(e)
    for n in nodes:
        n["examples"] = by_rule.get(n["number"], [])
        n["level"] = n["depth"] - rule["depth"]

    sources = ids + [e["id"] for e in examples]
    cites = _rows(conn, f"""
        SELECT f.source_number, f.source_table, f.raw, f.kind, f.target, f.resolved_id,
               t.number AS resolved_number, t.text AS resolved_text, t.kind AS resolved_kind
          FROM [references] f LEFT JOIN rules t ON t.id = f.resolved_id
         WHERE f.source_id IN ({_placeholders(sources)})
         ORDER BY f.source_id, f.start""", sources)
    order = {n: i for i, n in enumerate(numbers)}
    cites.sort(key=lambda c: order.get(c["source_number"], len(order)))
    cited_by = _rows(conn, f"""
        SELECT f.edition, f.source_table, f.source_id, f.source_number, f.raw, f.kind,
               t.number AS target_number,
               coalesce(s.text, e.text, g.definition, u.text) AS source_text
          FROM [references] f
          JOIN rules t ON t.id = f.resolved_id
          LEFT JOIN rules s ON f.source_table = 'rules' AND s.id = f.source_id
          LEFT JOIN examples e ON f.source_table = 'examples' AND e.id = f.source_id
          LEFT JOIN glossary g ON f.source_table = 'glossary' AND g.id = f.source_id
          LEFT JOIN rulings u ON f.source_table = 'rulings' AND u.id = f.source_id
         WHERE f.resolved_id IN ({_placeholders(ids)})
         ORDER BY f.source_table DESC, coalesce(s.position, e.position, g.position, u.position)""", ids)
    inside = set(ids) | {e["id"] for e in examples}
    cited_by = [c for c in cited_by if c["source_id"] not in inside]

    glossary = _glossary_index(conn, db_key, ed).terms_in(
        [n["text"] for n in nodes] + [e["text"] for e in examples])
    history = _history(conn, ed, number)
    if history is not None:
        history["examples"] = _example_lives(conn, ed, examples)
        from .web_diff import annotate_events

        annotate_events(conn, history["events"])  # the texts either side: where the words changed
    ruling_ids = list(ids)
    if history:
        ruling_ids += [f"{c['edition']}/{c['number']}" for c in history["chain"]]
    rulings = _rows(conn, f"""
        SELECT u.id, u.edition, u.rule, u.kind, u.label, u.text, u.source, u.date, d.title AS document
          FROM rulings u LEFT JOIN documents d ON d.id = u.document
         WHERE u.rule_id IN ({_placeholders(ruling_ids)}) ORDER BY u.edition, u.position""", ruling_ids)
    metrics = None
    if _has_rows(conn, "rule_metrics"):
        got = _rows(conn, "SELECT * FROM rule_metrics WHERE id = ?", [rule["id"]])
        metrics = got[0] if got else {}
    crumbs = _rows(conn, "SELECT number, kind, text FROM rules WHERE edition = ? AND number IN (?, ?) "
                         "AND number != ? ORDER BY depth", [ed, rule["chapter"], rule["section"] or "", number])
    sibling = "SELECT number FROM rules WHERE edition = ? AND parent IS ? AND position {} ? " \
              "ORDER BY position {} LIMIT 1"
    prev = conn.execute(sibling.format("<", "DESC"), [ed, rule["parent"], rule["position"]]).fetchone()
    nxt = conn.execute(sibling.format(">", "ASC"), [ed, rule["parent"], rule["position"]]).fetchone()
    edition = _rows(conn, "SELECT id, title, source FROM editions WHERE id = ?", [ed])[0]
    current = conn.execute("SELECT max(id) FROM editions").fetchone()[0]
    # Card rulings are linked to the current edition's rules: listed on its pages only.
    card_rulings = _card_rulings(conn, number, alone, ed) if ed == current else None
    return {
        "card_rulings": card_rulings,
        "cites_grouped": _group(cites, lambda c: c["resolved_number"] or f"?{c['target']}", "source_number"),
        "cited_by_grouped": _group(cited_by, lambda c: (c["source_table"], c["source_id"]), "target_number"),
        "number": number, "alone": alone, "edition": edition, "current": current,
        "is_current": ed == current, "rule": rule, "nodes": nodes, "cites": cites,
        "cited_by": cited_by, "glossary": glossary, "rulings": rulings, "history": history,
        "metrics": metrics, "crumbs": crumbs, "exists_in": exists_in,
        "previous": prev[0] if prev else None, "next": nxt[0] if nxt else None,
    }


def _picture_function():
    """``kb.graph.neighbourhood_svg`` when issue 3 has landed, else None."""
    try:
        from .graph import neighbourhood_svg
    except Exception:  # noqa: BLE001 - a missing or broken module means "no picture yet"
        return None
    return neighbourhood_svg


async def rule_page(request, datasette):
    """``/rule/{number}``: the rule, subrules, examples, citations both ways, glossary, rulings, history."""
    number_text = request.url_vars["number"]
    as_json = number_text.endswith(".json")
    if as_json:
        number_text = number_text[: -len(".json")]
    db, error = await _kb_db_or_error(datasette, request)
    if error:
        return error
    edition_arg = request.args.get("edition") or None
    try:
        data = await db.execute_fn(lambda conn: rule_page_data(conn, number_text, edition_arg, db.path or db.name))
    except NotFound as exc:
        if as_json:
            return Response.json({"ok": False, "error": str(exc)}, status=404)
        return await _error_page(datasette, request, 404, str(exc), number=getattr(exc, "number", None),
                                 exists_in=getattr(exc, "exists_in", []), edition=getattr(exc, "edition", None),
                                 successors=getattr(exc, "successors", []))
    except LookupError as exc:
        message = str(exc).strip("'\"").replace("--edition", "?edition=")
        if as_json:
            return Response.json({"ok": False, "error": message}, status=400)
        return await _error_page(datasette, request, 400, message)
    if as_json:
        return Response.json({"ok": True, **data}, default=str)
    data["show_scores"] = bool(request.args.get("scores"))
    ed = data["edition"]["id"]
    picture = None
    if _picture_function() is not None:
        picture = datasette.urls.path(f"/rule/{urllib.parse.quote(data['number'])}/neighbourhood.svg") + f"?edition={ed}"
    context = {
        "kb": data, "kb_database": db.name, "html": _rule_html(datasette, data, db.name),
        "rule_url": lambda n, e=ed: rule_url(datasette, n, e),
        "picture_url": picture,
        "row_url": datasette.urls.row(db.name, "rules", tilde_encode(data["rule"]["id"])),
        "json_url": rule_url(datasette, data["number"] + ".json", ed),
        "card_rulings_url": datasette.urls.query(db.name, "card_rulings_for_rule") + "?" + urllib.parse.urlencode(
            {"number": data["number"]}),
        "glossary_marks": _glossary_marks(data["glossary"]),
    }
    html = await datasette.render_template("rule.html", context, request=request, view_name="rule")
    return Response.html(html)


def _glossary_marks(entries):
    from .web_search import glossary_marks_json

    return glossary_marks_json(entries)


def _truncate(text: str | None, n: int) -> str:
    text = text or ""
    return text if len(text) <= n else text[:n].rsplit(" ", 1)[0] + "…"


def _rule_html(datasette, data: dict, db_name: str, max_cited_by: int = 200) -> dict[str, Markup]:
    """The rule page's long lists as HTML, built here (async Jinja loops cost too much on big rules).

    Every piece of data goes through ``escape`` or :func:`linkify`.
    """
    ed = data["edition"]["id"]
    h = escape

    def url(number, edition=ed):
        return h(rule_url(datasette, number, edition))

    def link(text, edition=ed):
        return linkify(datasette, text or "", edition)

    def glossary_url(gid):
        return h(datasette.urls.row(db_name, "glossary", tilde_encode(gid)))

    out: dict[str, str] = {}
    out["edition_options"] = "".join(
        f'<option value="{h(e)}"{" selected" if e == ed else ""}>{h(e)}{" (current)" if e == data["current"] else ""}</option>'
        for e in data["exists_in"])
    parts = []
    for n in data["nodes"]:
        dot = "" if n["kind"] == "subrule" else "."
        parts.append(f'<div class="kb-node level-{min(n["level"], 3)} kind-{h(n["kind"])}" id="r-{h(n["number"])}">'
                     f'<a class="num" href="{url(n["number"])}">{h(n["number"])}{dot}</a> {link(n["text"])}')
        own = n["number"] == data["number"]  # the page's rule: #ex-2; the others: #ex-707.10a-1
        parts += [f'<p class="kb-example" id="ex-{e["idx"] if own else h(n["number"]) + "-" + str(e["idx"])}">'
                  f'<a class="kb-ex" href="#ex-{e["idx"] if own else h(n["number"]) + "-" + str(e["idx"])}">Example'
                  f'{" " + str(e["idx"]) if len(n["examples"]) > 1 else ""}</a>: {link(e["text"])}</p>'
                  for e in n["examples"]]
        parts.append("</div>")
    out["text"] = "".join(parts)

    items = []
    for c in data["cites_grouped"]:
        if c["resolved_number"]:
            head = (f'<a class="ruleref" href="{url(c["resolved_number"])}">{h(c["resolved_number"])}</a> '
                    f'<span class="kb-muted">{link(_truncate(c["resolved_text"], 180))}</span>')
        else:
            head = f'{h(c["raw"])} <em>(unresolved: {h(c["target"])})</em>'
        items.append(f'<li>{head} <span class="kb-muted">— from {h(", ".join(c["members"]))}</span></li>')
    out["cites"] = "".join(items)

    items = []
    for c in data["cited_by_grouped"][:max_cited_by]:
        if c["source_table"] == "glossary":
            head = f'Glossary <a href="{glossary_url(c["source_id"])}">{h(c["source_number"])}</a>'
        elif c["source_table"] in ("rules", "examples") and c["source_number"]:
            head = f'<a class="ruleref" href="{url(c["source_number"])}">{h(c["source_number"])}</a>'
            head += " (example)" if c["source_table"] == "examples" else ""
        else:
            head = f'{h(c["source_table"])} {h(c["source_number"] or "")}'
        items.append(f'<li>{head} <span class="kb-muted">{link(_truncate(c["source_text"], 180))}</span> '
                     f'<span class="kb-muted">→ {h(", ".join(c["members"]))}</span></li>')
    out["cited_by"] = "".join(items)

    out["glossary_terms"] = "".join(
        f'<li><a href="{glossary_url(g["id"])}" title="{h(_truncate(g["definition"], 300))}">{h(g["term"])}</a></li>'
        for g in data["glossary"])
    out["glossary_definitions"] = "".join(
        f'<dt><strong>{h(g["term"])}</strong></dt><dd>{link(g["definition"])}</dd>' for g in data["glossary"])

    out["rulings"] = "".join(
        f'<li><a class="ruleref" href="{url(r["rule"], r["edition"])}">{h(r["rule"])}</a>'
        + (f' <span class="kb-muted">({h(r["edition"])})</span>' if r["edition"] != ed else "")
        + (f' <strong>{h(r["label"])}</strong>' if r["label"] else "")
        + f' <em>{h(r["kind"] or "")}</em>: {link(r["text"], r["edition"])} <span class="kb-muted">{h(r["source"] or "")}'
        + (f', {h(r["date"])}' if r["date"] else "") + (f' — {h(r["document"])}' if r["document"] else "")
        + "</span></li>" for r in data["rulings"])

    items = []
    for g in (data.get("card_rulings") or {}).get("groups", []):  # identical texts once (kb.card_pages)
        cards = []
        for name, oid in g["cards"][:6]:
            href = h(card_url(datasette, name)) if oid else None
            cards.append(f'<a class="kb-card" href="{href}">{h(name)}</a>' if href else h(name))
        more = f' <span class="kb-muted">and {len(g["cards"]) - 6} more</span>' if len(g["cards"]) > 6 else ""
        score = f'{g["score"]:.2f}' if isinstance(g["score"], (int, float)) else ""
        count = f' — {len(g["cards"])} cards' if len(g["cards"]) > 1 else ""
        items.append(
            f'<li>{link(g["text"])}<br><span class="kb-muted">{", ".join(cards)}{more}{count}'
            f' · {h(g["published_at"] or "")} → '
            f'<a class="ruleref" href="{url(g["number"])}">{h(g["number"])}</a> '
            f'“{h(g["term"] or "")}” ({h(g["method"] or "")}, score {score})</span></li>')
    out["card_rulings"] = "".join(items)

    history = data["history"] or {}

    def lives(spans):
        return " → ".join(f'<a href="{url(s["number"], s["last"])}">{h(s["number"])}</a> ({h(s["first"])} … {h(s["last"])})'
                          for s in spans)

    out["history_lives"] = lives(history.get("lives") or [])
    from .web_diff import history_rows_html

    out["history_events"] = history_rows_html(datasette, history.get("events") or [], url, data.get("show_scores"))
    out["history_examples"] = "".join(
        f'<li>{h(x["rule"])} example {x["idx"]} <span class="kb-muted">{h(_truncate(x["text"], 70))}</span>: '
        f'{lives(x["lives"])}</li>' for x in history.get("examples") or [])
    return {k: Markup(v) for k, v in out.items()}


async def layer_page(request, datasette):
    """``/rule/layer/7c``: redirect to the rule that defines layer 7c in the edition."""
    from .loader import layer_map

    db, error = await _kb_db_or_error(datasette, request)
    if error:
        return error
    layer = request.url_vars["layer"].lower()

    def find(conn):
        ed = resolve_edition(conn, request.args.get("edition") or None)
        rows = _rows(conn, "SELECT id, number, text FROM rules WHERE edition = ? AND text LIKE 'Layer %' "
                           "OR (edition = ? AND text LIKE 'Interaction of Continuous Effects%')", [ed, ed])
        layers = layer_map(rows)
        rid = layers.get(layer) or layers.get(layer[:1]) or layers.get("*")
        return ed, (rid.split("/", 1)[1] if rid else None)

    try:
        ed, number = await db.execute_fn(find)
    except LookupError as exc:
        return await _error_page(datasette, request, 400, str(exc).strip("'\""))
    if number is None:
        return await _error_page(datasette, request, 404, f"no rule defines layer {layer} in the {ed} edition")
    return Response.redirect(rule_url(datasette, number, ed))


async def picture(request, datasette):
    """``/rule/{number}/neighbourhood.svg``: the citation neighbourhood, drawn by ``kb.graph``."""
    db, error = await _kb_db_or_error(datasette, request)
    if error:
        return error
    draw = _picture_function()
    if draw is None or db.path is None:
        return Response.text("the neighbourhood picture is not available yet", status=404)
    try:
        number, _ = parse_number(request.url_vars["number"])
        ed = await db.execute_fn(lambda conn: resolve_edition(conn, request.args.get("edition") or None))
    except LookupError as exc:
        return Response.text(str(exc), status=404)
    try:
        svg = await asyncio.get_running_loop().run_in_executor(None, draw, str(db.path), ed, number)
    except LookupError as exc:
        return Response.text(str(exc).strip("'\""), status=404)
    # Shown through <img>, and sandboxed when opened directly: no script in it can run.
    return Response(svg, content_type="image/svg+xml; charset=utf-8",
                    headers={"Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'"})


@hookimpl
def extra_body_script(view_name):
    """Rule previews on Datasette's own pages (tables, rows, queries) too: kb.web_search."""
    if view_name in ("rule", "search", "define", "card", "policy", "penalties", "ask"):
        return None  # these pages include the script themselves
    from .web_search import preview_script

    return preview_script()


@hookimpl
def register_routes(datasette):
    from . import web_cards, web_policy, web_search  # issue 12: judges' search, /define, previews, cards
    from .web_ask import ask_routes  # /ask: questions to the rules engine (issue 11)
    from .web_diff import diff_form, diff_page  # /diff: what changed between two editions (issue 13)

    return [
        *ask_routes(),
        *web_search.ROUTES,
        *web_cards.ROUTES,
        *web_policy.ROUTES,  # issue 23: /mtr/3.8, /ipg/2.1, /jar, /penalties
        (r"^/diff/?$", diff_form),
        (r"^/diff/(?P<a>[^/.]+)\.\.(?P<b>[^/]+)$", diff_page),
        (r"^/rule/layer/(?P<layer>[1-7][a-fA-F]?)$", layer_page),
        (r"^/rule/(?P<number>[^/]+)/neighbourhood\.svg$", picture),
        (r"^/rule/(?P<number>[^/]+)$", rule_page),
    ]


# Server hardening (error pages without tracebacks, size limits, safe FTS queries): its own module.
def _register_web_safety() -> None:
    from datasette.plugins import pm

    from . import web_safety

    web_safety.register(pm)


_register_web_safety()
