"""Keeping the judges' server fast and answering while someone misbehaves (issue 13).

Registered by :mod:`kb.datasette_plugin` (``register``).  It adds:

* ``handle_exception``, in place of Datasette's default handler: that one renders a rich
  traceback *with every local variable* for every error, a 404 included, in the request loop:
  1–2.6 s during which the whole server answers nobody.  Here an error page costs a
  template: 4xx pages log nothing, a 500 logs one plain traceback.  Errors caused by the
  request (an FTS syntax error, a query over the time limit, a value over the size limit)
  are 400s with their message, not 500s.
* ``prepare_connection``: every connection caps the size of any string or blob
  (``SQLITE_LIMIT_LENGTH``), so ``printf('%.*c', 1000000000, 'x')`` fails at once instead of
  building a gigabyte that the time limit cannot interrupt; and a safe ``escape_fts``
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
                value = args[arg] if arg < len(args) else 0
                arg += 1
                try:
                    value = abs(int(value))
                except (TypeError, ValueError):
                    value = 0
            else:
                value = int(part) if part else 0
            if value > MAX_PRINTF_WIDTH:
                raise ValueError(f"printf width or precision over {MAX_PRINTF_WIDTH}")
        arg += 1
    marks = ", ".join("?" * (len(args) + 1))
    return _aux_connection().execute(f"SELECT printf({marks})", [fmt, *args]).fetchone()[0]


@hookimpl(trylast=True)  # after Datasette's own functions: this escape_fts replaces its one
def prepare_connection(conn):
    if hasattr(conn, "setlimit"):  # Python 3.11+
        conn.setlimit(sqlite3.SQLITE_LIMIT_LENGTH, MAX_VALUE_BYTES)
        conn.setlimit(sqlite3.SQLITE_LIMIT_LIKE_PATTERN_LENGTH, 1000)
    conn.create_function("escape_fts", 1, escape_fts, deterministic=True)
    for name in ("printf", "format"):
        conn.create_function(name, -1, safe_printf, deterministic=True)


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
