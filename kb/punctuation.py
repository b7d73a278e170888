"""Repair "?" put in place of typographic characters by a broken edition file.

The 2008-05-01 Comprehensive Rules file was saved in a code page that turned every curly quote,
apostrophe, dash and trademark sign into "?": 103.2 read "the ?can?t? effect wins"; the 2009-05-01 file did the
same to its dashes: 413.2f read "the object as it exists?or as it most recently existed?that does it".  The
editions before and after it print the same rules with the right characters, so each "?" is
read off the neighbouring editions: the few characters on each side of it (up to the next "?")
are looked for in the neighbour's text of the same rule, then anywhere in that edition, and
the one character found between them is what the "?" stood for.  A "?" the neighbours show as
a "?" stays (a real question mark); one no neighbour explains is left as it is and counted in
``text_repairs.unrepaired`` (flagged, never guessed).  Without the repair every such rule would
look reworded twice in its history (2008-05-01 "changed", then changed back).

Runs as part of ``kb ingest`` over the editions holding such "?"s (``player?s``), after the
texts are stored and before they are indexed for search.
"""
from __future__ import annotations

import re

__all__ = ["repair_editions", "repair_text", "suspect_editions", "TABLE"]

TABLE = "text_repairs"
# A "?" between two letters or before a letter after a space (player?s, ?loop) is no question mark.
_SUSPECT = re.compile(r"\w\?\w|(?:^|\s)\?\w")
_CONTEXT = 12  # characters on each side of a "?" looked for in the neighbour
_MIN_CONTEXT = 5  # fewer than this around a "?" identify nothing
# What a "?" may stand for: a punctuation mark or a non-ASCII character, else two marks ("--", a dash), else a dash
# the neighbour spaces off (the 2009-05-01 file's "exists?or" is "exists -- or" before and after it): each read as
# the neighbour prints it, spaces and all, so the repaired text reads as the neighbour's.
_STANDS_FOR = (r"([^\w\s]|[^\x00-\x7f])", r"([^\w\s]{2})", r"( ?(?:--|[\u2013\u2014]) ?)")
# A web address's query ("default.asp?x=magic/rules"): its "?" is a real one, whatever the edition.
_URL = re.compile(r"\S+\.\w+\?\w+=\S*")
_MIN_SUSPECT_RULES = 5  # rules of an edition with a "?" outside an address before the edition is repaired

# (table, key columns, text column): the texts of an edition that may hold such "?"s.
_TEXTS = (("rules", ("number",), "text"), ("examples", ("rule", "idx"), "text"),
          ("glossary", ("term",), "definition"))


def repair_text(text: str, same: list[str], anywhere: list[str]) -> tuple[str, int]:
    """``text`` with each "?" replaced by what the neighbours' texts show in its place:
    first the neighbours' texts of the same rule (``same``, nearest first), then their whole
    editions (``anywhere``).  Returns the text and how many "?"s stayed unexplained (a "?" that
    the neighbour also prints as "?" is explained: a real question mark)."""
    marks = [m.start() for m in re.finditer(r"\?", text)]
    if not marks:
        return text, 0
    out = list(text)
    todo = set(marks)
    progress = True
    while todo and progress:  # a "?" read off lengthens its neighbours' contexts: go again
        progress = False
        for i in sorted(todo):
            lo = i
            while lo > 0 and i - lo < _CONTEXT and (lo - 1) not in todo:
                lo -= 1
            hi = i + 1
            while hi < len(text) and hi - i - 1 < _CONTEXT and hi not in todo:
                hi += 1
            left, right = "".join(out[lo:i]), "".join(out[i + 1:hi])
            if len(left) + len(right) < _MIN_CONTEXT:
                continue
            found = None
            for stands in _STANDS_FOR:
                pattern = re.compile(re.escape(left) + stands + re.escape(right))
                for other in (*same, *anywhere):
                    got = {m.group(1) for m in pattern.finditer(other)}
                    if len(got) == 1:
                        found = got.pop()
                        break
                if found:
                    break
            if found is not None:
                out[i] = found
                todo.discard(i)
                progress = True
    unexplained = len(todo)
    return "".join(out), unexplained


def suspect_editions(conn) -> list[str]:
    """Editions whose rules hold "?"s that stand for other characters (``player?s``)."""
    eds = []
    for (ed,) in conn.execute("SELECT id FROM editions ORDER BY id"):
        rows = conn.execute("SELECT text FROM rules WHERE edition = ? AND text LIKE '%?%'", [ed]).fetchall()
        if sum(1 for (t,) in rows if _SUSPECT.search(_URL.sub("", t or ""))) >= _MIN_SUSPECT_RULES:
            eds.append(ed)
    return eds


def _neighbours(conn, edition: str) -> list[str]:
    """The editions just before and after ``edition`` (the previous one first)."""
    before = conn.execute("SELECT max(id) FROM editions WHERE id < ?", [edition]).fetchone()[0]
    after = conn.execute("SELECT min(id) FROM editions WHERE id > ?", [edition]).fetchone()[0]
    return [e for e in (before, after) if e]


def repair_editions(conn, editions: list[str] | None = None) -> dict:
    """Repair the "?"s of ``editions`` (default: every suspect one) in place from their
    neighbours; record each repaired or flagged text in ``text_repairs``.  Returns counts."""
    conn.execute(f"CREATE TABLE IF NOT EXISTS [{TABLE}] (edition TEXT, kind TEXT, key TEXT, "
                 "before TEXT, after TEXT, unrepaired INTEGER, PRIMARY KEY (edition, kind, key))")
    suspects = suspect_editions(conn)
    eds = suspects if editions is None else [e for e in editions if e in suspects]
    totals = {"editions": len(eds), "texts": 0, "repaired": 0, "flagged": 0}
    for ed in eds:
        conn.execute(f"DELETE FROM [{TABLE}] WHERE edition = ?", [ed])
        others = [e for e in _neighbours(conn, ed) if e not in eds]
        for table, keys, col in _TEXTS:
            doc = " AND document IS NULL" if table == "glossary" else ""
            cols = ", ".join(keys)
            blobs = ["\n".join(t or "" for (t,) in conn.execute(
                f"SELECT {col} FROM {table} WHERE edition = ?{doc}", [o])) for o in others]
            for row in conn.execute(f"SELECT rowid, {cols}, {col} FROM {table} WHERE edition = ?{doc} "
                                    f"AND {col} LIKE '%?%'", [ed]).fetchall():
                rowid, key, text = row[0], row[1:-1], row[-1]
                where = " AND ".join(f"{k} = ?" for k in keys)
                same = [t for o in others for (t,) in conn.execute(
                    f"SELECT {col} FROM {table} WHERE edition = ? AND {where}{doc}", [o, *key]) if t]
                fixed, left = repair_text(text, same, blobs)
                if fixed == text and not left:
                    continue
                totals["texts"] += 1
                totals["repaired"] += fixed != text
                totals["flagged"] += bool(left)
                if fixed != text:
                    conn.execute(f"UPDATE {table} SET {col} = ? WHERE rowid = ?", [fixed, rowid])
                conn.execute(f"INSERT OR REPLACE INTO [{TABLE}] VALUES (?, ?, ?, ?, ?, ?)",
                             [ed, table, "#".join(str(k) for k in key), text, fixed, left])
    return totals
