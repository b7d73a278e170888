"""Keeping the judges' server fast and answering while someone misbehaves (issue 13).

Registered by :mod:`kb.datasette_plugin` (``register``).  It adds:

* ``handle_exception``, in place of Datasette's default handler: that one renders a rich
  traceback *with every local variable* for every error, a 404 included, in the request loop:
  1–2.6 s during which the whole server answers nobody.  Here an error page costs a
  template: 4xx pages log nothing, a 500 logs one plain traceback.  Errors caused by the
  request (an FTS syntax error, a query over the time limit, a value over the size limit)
  are 400s with their message, not 500s.
* ``prepare_connection``: every connection has SQLite's limits (:data:`LIMITS`: the size of any
  string or blob, the length of a statement, of a LIKE pattern …), and printf, instr and replace
  that cannot run for minutes inside one call (``printf('%.*c', 1000000000, 'x')``, an
  ``instr`` of a 400 KB needle in 4 MB) where the time limit cannot stop them; and a safe ``escape_fts``
  (quotes alone, NUL bytes, hundreds of words never reach FTS5 as a syntax error or a
  runaway query).
* ``asgi_wrapper``: a request with a NUL byte, or a path or query string longer than any
  page needs, gets a small 400/414 page before any view runs.
"""
from __future__ import annotations

import html
import logging
import re
import sqlite3
import threading
import traceback

from datasette import hookimpl
from datasette.utils.asgi import Response

# Any one string or blob: the KB's largest value is ~100 KB; 10 MB leaves room for any
# reasonable query and stops memory blow-ups (and printf loops the time limit can't stop).
MAX_VALUE_BYTES = 10_000_000
MAX_FTS_PHRASES = 32  # words or "quoted phrases" in one full-text query
MAX_PATH = 2048
MAX_QUERY_STRING = 32_768  # room for long custom SQL in ?sql=

log = logging.getLogger("kb.web")


# --- connections -------------------------------------------------------------------------------

_FTS_BITS = re.compile(r'"[^"]*"|[^\s"]+')


def escape_fts(query: str | None) -> str | None:
    """A user's words as an FTS5 query that always parses: each word or "phrase" quoted, at most
    ``MAX_FTS_PHRASES`` of them; nothing searchable gives a phrase that matches nothing."""
    if query is None:
        return None
    query = str(query).replace("\x00", " ")
    if query.count('"') % 2:
        query += '"'
    bits = []
    for bit in _FTS_BITS.findall(query):
        inner = bit[1:-1] if bit.startswith('"') else bit
        if inner.strip():
            bits.append('"' + inner.replace('"', "") + '"')
        if len(bits) == MAX_FTS_PHRASES:
            break
    return " ".join(bits) or '" "'


# printf's %c repeats a character ``precision`` times one append at a time, inside one
# function call that neither the size limit nor the time limit interrupts (SQLite 3.40:
# printf('%.*c', 1000000000, 'x') runs 11 s).  Widths and precisions past this are refused.
MAX_PRINTF_WIDTH = 100_000
_SPEC = re.compile(r"%([-+ 0#,!]*)(\*|\d+)?(?:\.(\*|\d+))?([a-zA-Z%])")
_AUX = threading.local()


def _aux_connection() -> sqlite3.Connection:
    """A private in-memory connection whose built-in printf does the formatting."""
    conn = getattr(_AUX, "conn", None)
    if conn is None:
        conn = _AUX.conn = sqlite3.connect(":memory:")
        conn.setlimit(sqlite3.SQLITE_LIMIT_LENGTH, MAX_VALUE_BYTES)
    return conn


_NUMBER_TEXT = re.compile(r"\s*[+-]?(\d*\.?\d*(?:[eE][+-]?\d+)?)")


def _as_width(value) -> float:
    """A printf width or precision as SQLite reads it: a text or blob argument counts by its
    leading number ('1000000000x' is a billion to SQLite; issue 26), so the check reads it so too."""
    if isinstance(value, (bytes, bytearray, memoryview)):
        value = bytes(value).decode("utf-8", "replace")
    if isinstance(value, str):
        m = _NUMBER_TEXT.match(value)
        try:
            return abs(float(m.group(1))) if m and m.group(1).strip(".") else 0.0
        except (ValueError, OverflowError):
            return float("inf")
    try:
        return abs(float(value or 0))
    except (TypeError, ValueError, OverflowError):
        return float("inf")


def safe_printf(fmt, *args):
    """SQLite's printf/format, refusing a width or precision over ``MAX_PRINTF_WIDTH``."""
    if fmt is None:
        return None
    fmt = str(fmt)
    arg = 0
    for m in _SPEC.finditer(fmt):
        if m.group(4) == "%":
            continue
        for part in (m.group(2), m.group(3)):
            if part == "*":
                value = _as_width(args[arg]) if arg < len(args) else 0
                arg += 1
            else:
                value = int(part) if part else 0
            if value > MAX_PRINTF_WIDTH:
                raise ValueError(f"printf width or precision over {MAX_PRINTF_WIDTH}")
        arg += 1
    marks = ", ".join("?" * (len(args) + 1))
    return _aux_connection().execute(f"SELECT printf({marks})", [fmt, *args]).fetchone()[0]


# SQLite's instr() and replace() compare the needle at every position of the haystack: a
# 4 MB haystack and a 400 KB needle is 10^12 steps inside one call, which no time limit
# interrupts (issue 26: 36.5 s, and no answer at larger sizes).  Python's str.find and
# str.replace take linear time; these give SQLite's answers.

def _text(value):
    """A value as SQLite's text functions see it (numbers as SQLite prints them)."""
    if isinstance(value, str):
        return value
    if isinstance(value, (bytes, bytearray, memoryview)):
        return bytes(value).decode("utf-8", "replace")
    return _aux_connection().execute("SELECT CAST(? AS TEXT)", [value]).fetchone()[0]


def safe_instr(haystack, needle):
    """SQLite's instr(X, Y): the 1-based position of Y in X (bytes for two blobs), 0 if none."""
    if haystack is None or needle is None:
        return None
    if isinstance(haystack, (bytes, bytearray, memoryview)) and isinstance(needle, (bytes, bytearray, memoryview)):
        return bytes(haystack).find(bytes(needle)) + 1
    return _text(haystack).find(_text(needle)) + 1


def safe_replace(text, old, new):
    """SQLite's replace(X, Y, Z), refusing a result over ``MAX_VALUE_BYTES`` before building it."""
    if text is None or old is None or new is None:
        return None
    text, old, new = _text(text), _text(old), _text(new)
    if not old:
        return text
    n = text.count(old)
    if len(text) + n * (len(new) - len(old)) > MAX_VALUE_BYTES:
        raise sqlite3.DataError("string or blob too big")
    return text.replace(old, new)


# SQLite's own limits on what one statement may hold (issue 26); the length of any value is
# the one that matters most (MAX_VALUE_BYTES above).
LIMITS = {
    "SQLITE_LIMIT_LENGTH": MAX_VALUE_BYTES,
    "SQLITE_LIMIT_LIKE_PATTERN_LENGTH": 1000,
    "SQLITE_LIMIT_SQL_LENGTH": 100_000,          # longer than any address allows (MAX_QUERY_STRING)
    "SQLITE_LIMIT_EXPR_DEPTH": 200,
    "SQLITE_LIMIT_COMPOUND_SELECT": 50,
    "SQLITE_LIMIT_FUNCTION_ARG": 100,
    "SQLITE_LIMIT_ATTACHED": 0,
    "SQLITE_LIMIT_VARIABLE_NUMBER": 1000,
    "SQLITE_LIMIT_TRIGGER_DEPTH": 10,
}


def limit_connection(conn) -> None:
    """Apply :data:`LIMITS` and the safe functions to a read-only connection."""
    if hasattr(conn, "setlimit"):  # Python 3.11+
        for name, value in LIMITS.items():
            conn.setlimit(getattr(sqlite3, name), value)
    for name in ("printf", "format"):
        conn.create_function(name, -1, safe_printf, deterministic=True)
    conn.create_function("instr", 2, safe_instr, deterministic=True)
    conn.create_function("replace", 3, safe_replace, deterministic=True)


@hookimpl(trylast=True)  # after Datasette's own functions: this escape_fts replaces its one
def prepare_connection(conn):
    limit_connection(conn)
    conn.create_function("escape_fts", 1, escape_fts, deterministic=True)


# --- errors --------------------------------------------------------------------------------------

# SQLite errors that come from what the request asked for, not from a fault of the server.
_REQUEST_ERRORS = re.compile(
    r"syntax error|fts5|unterminated|too big|too large|too many|too deep|parser stack|"
    r"no such column|no such function|misuse|interrupted|unrecognized token|incomplete input|"
    r"wrong number of arguments|ambiguous column|user-defined function raised", re.IGNORECASE)


def classify(exception: BaseException) -> tuple[int, str, str | None]:
    """(HTTP status, message, title) for an exception raised while answering a request."""
    from datasette.database import QueryInterrupted
    from datasette.utils.asgi import Base400
    from datasette.views.base import DatasetteError

    if isinstance(exception, Base400):
        return exception.status, str(exception.args[0] if exception.args else exception), None
    if isinstance(exception, DatasetteError):
        return exception.status, exception.plain_message or str(exception.message), exception.title
    if isinstance(exception, QueryInterrupted):
        return 400, "The query took too long (over the server's time limit): ask for less.", "Query too slow"
    if isinstance(exception, (sqlite3.OperationalError, sqlite3.DataError, sqlite3.ProgrammingError)):
        message = str(exception)
        if "too big" in message:
            return 400, (f"A value in this query would be larger than the server allows "
                         f"({MAX_VALUE_BYTES // 1_000_000} MB)."), "Too big"
        if _REQUEST_ERRORS.search(message):
            return 400, f"The query cannot be run: {message}", "Bad query"
    return 500, "Internal error: the server could not answer this request.", "Internal error"


# Datasette's messages for an address it reads as a database or table that isn't there.
_DATASETTE_NOT_FOUND = {"Database not found", "Table not found", "Row not found", "Not found"}


@hookimpl(tryfirst=True)
def handle_exception(datasette, request, exception):
    async def inner():
        status, message, title = classify(exception)
        if status == 404 and message in _DATASETTE_NOT_FOUND:  # Datasette's words for a path it can't route
            message = "There is no page at this address. Open a rule or search the rules below."
        if status >= 500:
            log.error("%s %s: %s", request.method, request.path,
                      "".join(traceback.format_exception(exception)).rstrip())
        path = request.path.split("?")[0]
        if path.endswith(".json"):
            from datasette.utils import error_body

            return Response.json(error_body(message, status), status=status)
        if path.endswith(".csv"):
            return Response.text(message, status=status)
        try:
            page = await datasette.render_template(
                [f"{status}.html", "error.html"],
                {"ok": False, "error": message, "status": status, "title": title},
                request=request)
        except Exception:  # noqa: BLE001 - the error page itself failed: a plain one
            log.exception("rendering the error page of %s", request.path)
            page = _plain_page(status, message)
        return Response.html(page, status=status)

    return inner


def _plain_page(status: int, message: str) -> str:
    return (f"<!DOCTYPE html><html><head><meta charset='utf-8'><meta name='viewport' "
            f"content='width=device-width, initial-scale=1'><title>Error {status}</title></head>"
            f"<body><h1>Error {status}</h1><p>{html.escape(message)}</p><p><a href='/'>Home</a></p>"
            f"</body></html>")


# --- requests ------------------------------------------------------------------------------------

def check_request(scope) -> tuple[int, str] | None:
    """(status, message) for a request no view should see; None for a normal one."""
    raw_path = scope.get("raw_path") or scope.get("path", "").encode()
    query = scope.get("query_string") or b""
    if len(raw_path) > MAX_PATH or len(query) > MAX_QUERY_STRING:
        return 414, "This address is longer than any page of the server needs."
    if b"\x00" in raw_path or b"\x00" in query or b"%00" in raw_path or b"%00" in query:
        return 400, "The address holds a NUL byte (%00): no page takes one."
    return None


# Requests that can each keep a CPU busy for a while, at most this many at once per process:
# custom SQL (``?sql=``: 8 clients running 4 MB string functions in a loop held every SQL thread
# and the GIL) and searches (pure-Python rankings).  The others wait their turn without holding
# a thread; the rest of the threads, and the GIL, stay free for rule pages (issue 26).  A request
# that waits longer than ``wait`` seconds is told to try again (503).
GATES = {"sql": {"at_once": 2, "wait": 2.0}, "search": {"at_once": 3, "wait": 10.0}}
_GATES: dict = {}


def _gate_of(scope) -> str | None:
    if b"sql=" in (scope.get("query_string") or b""):
        return "sql"
    path = scope.get("path") or ""
    if path in ("/search", "/search.json"):
        return "search"
    return None


@hookimpl
def asgi_wrapper(datasette):
    def wrap(app):
        async def guarded(scope, receive, send):
            if scope.get("type") == "http":
                problem = check_request(scope)
                if problem is not None:
                    status, message = problem
                    await Response.html(_plain_page(status, message), status=status).asgi_send(send)
                    return
                kind = _gate_of(scope)
                if kind is not None:
                    import asyncio

                    limits = GATES[kind]
                    gate = _GATES.setdefault((kind, id(asyncio.get_running_loop())),
                                             asyncio.Semaphore(limits["at_once"]))
                    try:
                        await asyncio.wait_for(gate.acquire(), timeout=limits["wait"])
                    except asyncio.TimeoutError:
                        await Response.html(_plain_page(503, "The server is busy with other requests like this "
                                                             "one: try again in a moment."), status=503).asgi_send(send)
                        return
                    try:
                        await app(scope, receive, send)
                    finally:
                        gate.release()
                    return
            await app(scope, receive, send)

        return guarded

    return wrap


def _unregister_default_handler(pm) -> None:
    default = pm.get_plugin("datasette.handle_exception")
    if default is not None:
        pm.unregister(default)


@hookimpl
def startup(datasette):
    # Datasette registers its default plugins after the entry points (this one among them):
    # its exception handler is taken out here, once everything is loaded.
    from datasette.plugins import pm

    _unregister_default_handler(pm)


def register(pm) -> None:
    """Register these hooks, in place of Datasette's default exception handler (idempotent)."""
    import sys

    module = sys.modules[__name__]
    if not pm.is_registered(module):
        pm.register(module, name="mtg-rules-kb.web_safety")
    _unregister_default_handler(pm)
