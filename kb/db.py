"""Where the KB lives and the read-only connection the look-ups use (no heavy imports here)."""
from __future__ import annotations

import datetime
import itertools
import os
import re
import sqlite3
from pathlib import Path

__all__ = ["default_db_path", "connect", "current_edition", "resolve_edition", "rows", "FTS_TABLES", "NotFound", "parse_number",
           "edition_date", "EDITION_FORM", "conn_key", "file_key"]

# The full-text indexes and their columns (written by the loader, read by the look-ups).
FTS_TABLES = {
    "rules": ["number", "text"],
    "examples": ["text"],
    "glossary": ["term", "definition"],
    "rulings": ["rule", "text", "source"],
    "policy": ["number", "title", "text"],
}


def default_db_path() -> Path:
    """``$KB_DB``, else ``$XDG_DATA_HOME/mtg-kb/kb.db`` (``~/.local/share/mtg-kb/kb.db``)."""
    env = os.environ.get("KB_DB")
    if env:
        return Path(env)
    base = os.environ.get("XDG_DATA_HOME") or Path.home() / ".local" / "share"
    return Path(base) / "mtg-kb" / "kb.db"


def connect(path: str | Path) -> sqlite3.Connection:
    """Open the KB read-only; a missing file says how to build it."""
    path = Path(path)
    if not path.exists():
        raise FileNotFoundError(f"no knowledge base at {path}: run `kb ingest` first (or pass --db)")
    if path.is_dir():
        raise FileNotFoundError(f"{path} is a directory, not a knowledge base file: pass --db PATH/kb.db")
    conn = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
    try:
        conn.execute("SELECT 1 FROM editions LIMIT 1")
    except sqlite3.DatabaseError as exc:
        conn.close()
        raise FileNotFoundError(f"{path} is not a knowledge base built by `kb ingest` ({exc})") from None
    return conn


EDITION_FORM = "a date YYYY-MM-DD (ASCII digits, a real calendar date) or 'current'"
_ISO_DATE = re.compile(r"[0-9]{4}-[0-9]{2}-[0-9]{2}")


def edition_date(value) -> str | None:
    """``value`` when it is a real calendar date written YYYY-MM-DD in ASCII digits, else None:
    2026-13-45, 2026-02-30 and full-width digits are no dates (issue 26)."""
    if not isinstance(value, str) or not _ISO_DATE.fullmatch(value):
        return None
    try:
        datetime.date.fromisoformat(value)
    except ValueError:
        return None
    return value


def current_edition(db) -> str | None:
    row = db.execute("SELECT max(id) FROM editions").fetchone()
    return row[0] if row else None


def resolve_edition(db, edition: str | None) -> str:
    """``None``/``current`` → the latest edition; a date → the edition in force on that date."""
    if edition in (None, "", "current", "latest"):
        cur = current_edition(db)
        if cur is None:
            raise LookupError("the knowledge base holds no edition: run `kb ingest`")
        return cur
    if edition_date(edition) is None:
        raise LookupError(f"--edition takes {EDITION_FORM}, not {edition!r}")
    row = db.execute("SELECT max(id) FROM editions WHERE id <= ?", [edition]).fetchone()
    if not row or row[0] is None:
        first = db.execute("SELECT min(id) FROM editions").fetchone()[0]
        raise LookupError(f"no edition in force on {edition}: the earliest ingested is {first}")
    return row[0]


def file_key(conn) -> tuple:
    """The KB file with its modification time and size (changed by any write), or the
    connection itself when it has no file (then one element): caches keyed by it are shared by
    a server's connections and dropped when the file changes."""
    files = [row[2] for row in conn.execute("PRAGMA database_list") if row[1] == "main"]
    try:
        st = os.stat(files[0]) if files and files[0] else None
    except OSError:
        st = None
    return (files[0], st.st_mtime_ns, st.st_size) if st else (id(conn),)


# The connections known to caches, by id: a connection is held here while its token is in use, so its id is not
# reused by a later connection that would read the earlier KB's cached values (two small KBs of one edition date
# opened one after the other in one process). The last _HELD_LIMIT connections only; one let go gets a new token.
_HELD: dict[int, tuple] = {}
_HELD_LIMIT = 32
_TOKENS = itertools.count(1)


def conn_key(db) -> int:
    """A cache key for what one connection's KB holds: never the same for two connections of one process.
    Runs no SQL, so it works on a connection that lives on another thread (the web pages')."""
    held = _HELD.pop(id(db), None)
    if held is None or held[0] is not db:
        held = (db, next(_TOKENS))
    _HELD[id(db)] = held   # (most recently used last)
    while len(_HELD) > _HELD_LIMIT:
        del _HELD[next(iter(_HELD))]
    return held[1]


def rows(db, sql: str, params=()) -> list[dict]:
    """The rows of a query as dicts keyed by column name."""
    cur = db.execute(sql, params)
    cols = [c[0] for c in cur.description]
    return [dict(zip(cols, r)) for r in cur.fetchall()]


class NotFound(LookupError):
    pass


_NUMBER = re.compile(r"^\s*(?:rule\s+)?(\d{1,3})(?:\.\s?(\d{1,3})([a-z]{0,2}))?(\.)?\s*$", re.IGNORECASE)


def parse_number(text: str) -> tuple[str, bool]:
    """``"613.4"`` → ("613.4", False); ``"613.4."`` → ("613.4", True): the rule alone.

    A chapter or section number ("6", "613") is accepted; a trailing period on it
    also means "alone".
    """
    m = _NUMBER.match(text)
    if not m:
        raise NotFound(f"{text!r} is not a rule number (try 613, 613.4, 613.4c)")
    head, num, letters, dot = m.groups()
    number = head if num is None else f"{head}.{num}{letters.lower()}"
    return number, bool(dot)
