"""The ``kb`` command: a thin typer layer over :mod:`kb.store` and :mod:`kb.query`."""
from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Optional

import typer
from rich.console import Console
from rich.table import Table
from rich.text import Text

app = typer.Typer(help="Magic: The Gathering Comprehensive Rules knowledge base for judges.",
                  no_args_is_help=True, add_completion=False, pretty_exceptions_enable=False)
# soft_wrap: long rule texts are not broken with hard newlines (the terminal wraps them).
console = Console(highlight=False, soft_wrap=True)
err = Console(stderr=True, highlight=False, soft_wrap=True)

DbOpt = typer.Option(None, "--db", envvar="KB_DB", help="SQLite file (default: $KB_DB, else ~/.local/share/mtg-kb/kb.db)")
EditionOpt = typer.Option(None, "--edition", "-e", help="Edition date YYYY-MM-DD (the one in force that day) or 'current'")
JsonOpt = typer.Option(False, "--json", help="Print JSON instead of text")


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
    err.print(Text("error: ", style="bold red") + Text(message))
    raise typer.Exit(code)


def _emit_json(data) -> None:
    sys.stdout.write(json.dumps(data, ensure_ascii=False, indent=2) + "\n")


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
def search(
    query: str = typer.Argument(..., help="Words to find, e.g. \"copy of a spell\""),
    limit: int = typer.Option(10, "--limit", "-n"),
    edition: str = EditionOpt, db: Optional[Path] = DbOpt, as_json: bool = JsonOpt,
):
    """Full-text search (bm25-ranked) over rules, examples and the glossary."""
    from .query import search as do_search

    data = _run(do_search, _open(db), query, edition, limit)
    if as_json:
        _emit_json(data)
        return
    if not data["hits"]:
        console.print(f"No match for {query!r} in the {data['edition']} edition.")
        raise typer.Exit(1)
    table = Table(title=f"{query!r} in the {data['edition']} edition", show_lines=False)
    table.add_column("rule", style="bold cyan", no_wrap=True)
    table.add_column("kind", style="dim")
    table.add_column("snippet")
    table.add_column("bm25", justify="right", style="dim")
    for h in data["hits"]:
        table.add_row(h["number"], h["kind"], _highlight(h["snippet"]), f"{h['score']:.2f}")
    console.print(table)


def _highlight(snippet: str) -> Text:
    out = Text()
    for i, part in enumerate(snippet.replace("]]", "[[").split("[[")):
        out.append(part, style="bold yellow" if i % 2 else "")
    return out


@app.command()
def define(
    term: str = typer.Argument(..., help="A glossary term, keyword or alias (cda, etb, mv, sba)"),
    edition: str = EditionOpt, db: Optional[Path] = DbOpt, as_json: bool = JsonOpt,
):
    """Look a term up in the glossary; a keyword also shows its defining rule."""
    from .query import define as do_define

    data = _run(do_define, _open(db), term, edition)
    if as_json:
        _emit_json(data)
        return
    console.print(Text(f"Glossary, edition {data['edition']}", style="dim"))
    if data["alias_of"]:
        console.print(Text(f"{term} = {data['alias_of']}", style="dim"))
    e = data["entry"]
    if e:
        flags = " (Obsolete)" if e["obsolete"] else " (Informal)" if e["informal"] else ""
        console.print(Text(e["term"] + flags, style="bold"))
        console.print(Text(e["definition"]))
    k = data["keyword"]
    if k:
        console.print(Text(f"\nKeyword rule {k['number']}. {k['title']}", style="bold cyan"))
        if k["defining"]:
            console.print(Text(k["defining"]["number"] + " ", style="bold cyan") + Text(k["defining"]["text"]))
    if data["other_matches"]:
        console.print(Text("See also: " + ", ".join(data["other_matches"]), style="dim"))


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
# typer 0.29 builds a pydantic TypeAdapter for every parameter it parses, and importing
# pydantic costs about 0.1 s: a third of a look-up.  The read commands below take only
# plain strings, ints and flags, so ``main`` reads their argv straight from the options the
# commands declare to typer (no second table of options) and calls them.  Anything else:
# --help, a mistake, an unknown option: goes through typer as usual.
_FAST = {"ingest", "rule", "search", "define", "refs", "editions"}


def fast(fn):
    """Mark a command as safe for the fast path (plain str/int/Path/bool options only)."""
    _FAST.add(fn.__name__.replace("_", "-"))
    return fn


def _fast_kwargs(fn, argv: list[str]) -> dict | None:
    import inspect
    import os
    import typing

    from typer.models import ArgumentInfo, OptionInfo

    hints = typing.get_type_hints(fn)
    options: dict[str, tuple[str, type]] = {}
    positional: list[tuple[str, type, bool, bool]] = []
    kwargs: dict = {}
    envvars: dict[str, tuple[str, type]] = {}
    for name, param in inspect.signature(fn).parameters.items():
        info = param.default
        kind = hints[name]
        if typing.get_origin(kind) is typing.Union:
            kind = next(a for a in typing.get_args(kind) if a is not type(None))
        many = typing.get_origin(kind) is list
        if many:
            kind = typing.get_args(kind)[0]
        if kind not in (str, int, bool, Path) or (many and not isinstance(info, ArgumentInfo)):
            return None
        if isinstance(info, OptionInfo):
            for decl in info.param_decls:
                options[decl] = (name, kind)
            kwargs[name] = info.default
            if info.envvar:
                envvars[name] = (info.envvar, kind)
        elif isinstance(info, ArgumentInfo):
            positional.append((name, kind, info.default is ..., many))
            kwargs[name] = None if info.default is ... else info.default
        else:
            return None
    given: set[str] = set()
    args = iter(argv)
    for arg in args:
        if arg.startswith("-") and not _looks_like_number(arg):
            decl, eq, value = arg.partition("=")
            if decl not in options:
                return None
            name, kind = options[decl]
            if kind is bool:
                if eq:
                    return None
                kwargs[name] = True
            else:
                value = value if eq else next(args, None)
                if value is None:
                    return None
                try:
                    kwargs[name] = kind(value)
                except ValueError:
                    return None
            given.add(name)
        elif positional:
            name, kind, _, many = positional[0]
            if many:  # takes every remaining positional value
                kwargs[name] = (kwargs[name] or []) + [kind(arg)]
                given.add(name)
            else:
                positional.pop(0)
                kwargs[name] = kind(arg)
        else:
            return None
    for name, _, required, many in positional:  # the ones left unfilled
        if required and (not many or name not in given):
            return None
    for name, (var, kind) in envvars.items():
        if name not in given and os.environ.get(var):
            kwargs[name] = kind(os.environ[var])
    return kwargs


def _looks_like_number(arg: str) -> bool:
    return arg[1:2].isdigit()


def _command(name: str):
    """The function registered for ``kb NAME``."""
    for c in app.registered_commands:
        if (c.name or c.callback.__name__.replace("_", "-")) == name:
            return c.callback
    return None


def main() -> None:
    argv = sys.argv[1:]
    fn = _command(argv[0]) if argv and argv[0] in _FAST else None
    if fn is not None:
        kwargs = _fast_kwargs(fn, argv[1:])
        if kwargs is not None:
            try:
                fn(**kwargs)
            except typer.Exit as exc:
                sys.exit(exc.exit_code)
            return
    app()


# Commands defined in other modules register themselves on ``app`` when imported.
# Keep these modules light at import time: heavy imports go inside the commands.
from . import commands_graph, commands_serve, commands_engine, commands_cards  # noqa: E402,F401

if __name__ == "__main__":
    main()
