"""The ``kb`` command: a thin typer layer over :mod:`kb.store` and :mod:`kb.query`.

Start-up speed: a look-up imports only what it uses.  ``typer`` here is :mod:`kb.clikit`
(typer's ``Option``/``Argument``/``Exit`` as plain data; the real typer is loaded only when a
command line needs it), ``app`` records the commands, and rich is loaded on the first print.
Command modules register on ``app`` when imported: add yours to ``COMMAND_MODULES``; write
``from . import clikit as typer`` in it and mark plain-valued commands ``@fast`` to keep it
quick (a module importing the real typer works too, at typer's cost).
"""
from __future__ import annotations

import sys
from pathlib import Path
from typing import Optional

from . import clikit as typer
from .clikit import DbOpt, EditionOpt, JsonOpt, console, err, fast  # noqa: F401 - used by command modules

# Modules defining commands, imported in this order to find a command (light ones first).
COMMAND_MODULES = ["kb.commands_cards", "kb.commands_search", "kb.commands_engine", "kb.commands_graph",
                   "kb.commands_serve"]

# A line of styled text and a table: rich's Text and Table, drawn without rich when they can be.
from .clikit import Table, Text  # noqa: E402


app = typer.App(COMMAND_MODULES, help="Magic: The Gathering Comprehensive Rules knowledge base for judges.",
                no_args_is_help=True, add_completion=False, pretty_exceptions_enable=False)


def _db_path(db: Optional[Path]) -> Path:
    from .db import default_db_path

    return Path(db) if db else default_db_path()


def _open(db: Optional[Path]):
    from .db import connect

    try:
        return connect(_db_path(db))
    except FileNotFoundError as exc:
        _fail(str(exc))


def _fail(message: str, code: int = 1) -> None:
    typer.fail(message, code)


def _emit_json(data) -> None:
    typer.emit_json(data)


def _read_text(path: Path) -> str:
    """A text file named on the command line, in any encoding the parsers read (UTF-8 with or
    without a BOM, UTF-16, cp1252); a missing, unreadable or binary file is a clear error."""
    from ingest.text import ParseError, decode

    path = Path(path)
    try:
        data = path.read_bytes()
    except IsADirectoryError:
        _fail(f"{path}: a directory, not a file")
    except OSError as exc:
        _fail(f"{path}: {(exc.strerror or str(exc)).lower()}")
    try:
        return decode(data, str(path))
    except ParseError as exc:
        _fail(f"{exc}: not a text file")


def _run(fn, *args, **kwargs):
    from .query import NotFound

    try:
        return fn(*args, **kwargs)
    except (NotFound, LookupError) as exc:
        _fail(str(exc).strip("'\""))


@app.command()
def ingest(
    paths: list[Path] = typer.Argument(None, help="CR text files, seed documents or directories"),
    download: bool = typer.Option(False, "--download", help="Fetch the current CR from the official rules page"),
    url: str = typer.Option(None, "--url", envvar="KB_RULES_URL", help="Rules page (or .txt) to download from"),
    edition: str = typer.Option(None, "--edition", help="Effective date of a single CR file, or the edition a seed refers to"),
    db: Optional[Path] = DbOpt,
    as_json: bool = JsonOpt,
):
    """Parse rules documents and load them into the KB (atomically: a failure changes nothing)."""
    from ingest.text import ParseError

    from .store import ingest_paths

    target = _db_path(db)
    tmpdir = None
    try:
        if download or not paths:
            from .download import DownloadError, fetch_current_cr

            try:
                path, tmpdir = fetch_current_cr(url)
            except DownloadError as exc:
                _fail(str(exc))
            paths = [path]
        report = ingest_paths(target, list(paths), edition=edition)
    except ParseError as exc:
        _fail(str(exc))
    finally:
        if tmpdir is not None:
            tmpdir.cleanup()
    if as_json:
        _emit_json({"db": report.db_path, "editions": report.editions, "documents": report.documents})
        return
    if report.editions:
        eds = report.editions
        console.print(f"Ingested {len(eds)} edition(s) into {report.db_path}: "
                      + (", ".join(eds) if len(eds) <= 4 else f"{eds[0]} … {eds[-1]}"))
    for d in report.documents:
        line = f"Ingested {d['kind']} document {d['source']} ({d['records']} records)"
        if d.get("edition"):
            line += f", matched edition {d['edition']}"
            if d.get("edition_score") is not None:
                line += f" (score {d['edition_score']})"
        if d.get("matched") is not None and d["kind"] == "scraped":
            line += f"; {d['matched']}/{d['records']} paragraphs numbered"
        console.print(line)
    _hint_stale(target)


def _hint_stale(path: Path) -> None:
    """After a new edition: say what derived data (lineage, ruling links) to refresh."""
    import sqlite3

    conn = sqlite3.connect(path)
    try:
        latest = conn.execute("SELECT max(id) FROM editions").fetchone()[0]
        for sql, command in (
                ("SELECT max(to_edition) FROM lineage", "kb analyze"),
                ("SELECT max(edition) FROM ruling_links", "kb import-cards --relink")):
            try:
                have = conn.execute(sql).fetchone()[0]
            except sqlite3.OperationalError:
                continue  # that table is not built yet
            if have is not None and have < latest:
                console.print(Text(f"The KB now runs to {latest}: run `{command}` to bring "
                                   "the derived data up to date.", style="yellow"))
    finally:
        conn.close()


@app.command()
def rule(
    number: str = typer.Argument(..., help="613, 613.4 (with subrules and examples) or 613.4. (alone)"),
    edition: str = EditionOpt, db: Optional[Path] = DbOpt, as_json: bool = JsonOpt,
):
    """Show a rule, its subrules and examples."""
    from .query import NotFound, get_rule

    conn = _open(db)
    try:
        data = get_rule(conn, number, edition)
    except NotFound as exc:  # an old number: say what it became (the lineage)
        from .history import successor_note

        _fail(str(exc) + successor_note(conn, number, edition))
    except LookupError as exc:
        _fail(str(exc))
    if as_json:
        _emit_json(data)
        return
    console.print(Text(f"Comprehensive Rules, edition {data['edition']}", style="dim"))
    for r in data["rules"]:
        indent = "  " * max(0, r["depth"] - data["rules"][0]["depth"])
        label = r["number"] + ("." if r["kind"] in ("chapter", "section", "rule") else "")
        console.print(Text(indent) + Text(label, style="bold cyan") + Text(" " + r["text"]))
        for e in r["examples"]:
            console.print(Text(indent + "  ") + Text("Example: ", style="italic") + Text(e["text"]))


@app.command()
def refs(
    number: Optional[str] = typer.Argument(None, help="The rule whose citations to show"),
    unresolved: bool = typer.Option(False, "--unresolved", help="List references that resolve to nothing"),
    edition: str = EditionOpt, db: Optional[Path] = DbOpt, as_json: bool = JsonOpt,
):
    """What a rule cites and what cites it; or every unresolved reference."""
    from . import query

    conn = _open(db)
    if unresolved or number is None:
        data = _run(query.unresolved, conn, edition)
        if as_json:
            _emit_json(data)
            return
        n = len(data["unresolved"])
        share = 100.0 * (data["total"] - n) / data["total"] if data["total"] else 100.0
        console.print(f"{n} unresolved of {data['total']} references in the {data['edition']} edition "
                      f"({share:.2f}% resolve)")
        for r in data["unresolved"]:
            console.print(Text(f"  {r['source']:<10} ", style="cyan") + Text(f"{r['raw']!r} → {r['target'] or '?'} ({r['kind']})"))
        return
    data = _run(query.refs_of, conn, number, edition)
    if as_json:
        _emit_json(data)
        return
    console.print(Text(f"{data['number']} in the {data['edition']} edition", style="bold"))
    console.print(Text(f"Cites ({len(data['cites'])}):", style="bold"))
    for r in data["cites"]:
        target = r["resolved"] or f"{r['target']} (unresolved)"
        console.print(Text(f"  {r['source']:<10} → ", style="dim") + Text(target, style="cyan")
                      + Text(f"  {(r['resolved_text'] or '')[:90]}"))
    console.print(Text(f"Cited by ({len(data['cited_by'])}):", style="bold"))
    for r in data["cited_by"]:
        console.print(Text(f"  {r['source'] or '?':<10} ", style="cyan") + Text(f"({r['source_table']}) {r['raw']}"))


@app.command()
def editions(db: Optional[Path] = DbOpt, as_json: bool = JsonOpt):
    """List the ingested editions with their counts."""
    from .query import list_editions

    rows = list_editions(_open(db))
    if as_json:
        _emit_json(rows)
        return
    table = Table(title=f"{len(rows)} edition(s)")
    for col in ("edition", "chap.", "sect.", "rules", "subr.", "ex.", "gloss.", "refs", "unres."):
        table.add_column(col, justify="left" if col == "edition" else "right", no_wrap=True)
    for r in rows:
        table.add_row(r["id"], *(str(r[c]) for c in ("chapters", "sections", "rules", "subrules", "examples",
                                                      "glossary", "references", "unresolved")))
    console.print(table)


# --- start-up fast path -------------------------------------------------------------------
# typer builds a pydantic TypeAdapter for every parameter it parses and imports click and
# rich: most of a look-up's time.  Commands marked ``@fast`` take only plain strings, ints,
# paths and flags, so ``main`` reads their argv straight from the options they declare (no
# second table of options) and calls them.  Anything else: --help, a mistake, an unknown
# option: goes through typer as usual.
_FAST = typer.FAST
for _name in ("ingest", "rule", "search", "define", "refs", "editions"):
    _FAST.add(_name)
# Long commands without a progress bar of their own show a spinner on a terminal.
typer.long_running("analyze", "Analyzing the editions: lineage and citation-graph metrics")
typer.long_running("import-cards", "Importing cards and linking their rulings to rules")


def _fast_kwargs(fn, argv: list[str]) -> dict | None:
    return typer.parse_argv(fn, argv)


def _command(name: str):
    """The function registered for ``kb NAME``."""
    return app.find(name)


def main() -> None:
    """``kb``: the fast path, else typer; bad input anywhere ends in one ``error:`` line."""
    import signal

    try:  # a writer stopped with SIGTERM cleans up its temporary copy like on Ctrl-C
        signal.signal(signal.SIGTERM, lambda signum, frame: sys.exit(128 + signum))
    except ValueError:  # not the main thread
        pass
    try:
        if not typer.run_fast(app, sys.argv[1:]):
            app()
    except KeyboardInterrupt:
        sys.exit(130)
    except BrokenPipeError:  # `kb … | head`: the reader is gone
        sys.stdout = None
        sys.exit(0)
    except Exception as exc:  # noqa: BLE001 - the last line of defence: no traceback for a judge
        _fail(_error_message(exc), 1 if _is_input_error(exc) else 2)


def _is_input_error(exc: BaseException) -> bool:
    from ingest.text import ParseError

    return isinstance(exc, (ParseError, OSError, LookupError, UnicodeError))


def _error_message(exc: BaseException) -> str:
    """One line for an exception no command caught: where, and what (KB_DEBUG=1 re-raises)."""
    import os

    if os.environ.get("KB_DEBUG"):
        raise exc
    if isinstance(exc, OSError) and exc.filename is not None:
        return f"{exc.filename}: {(exc.strerror or str(exc)).lower()}"
    if isinstance(exc, UnicodeDecodeError):
        return f"the input is not text in a known encoding ({exc.reason} at byte {exc.start})"
    if _is_input_error(exc):
        return str(exc).strip("'\"")
    return (f"internal error ({type(exc).__name__}: {exc}); "
            "run again with KB_DEBUG=1 for the details and report it")


if __name__ == "__main__":
    main()
