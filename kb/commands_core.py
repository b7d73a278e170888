"""`kb ingest`, `kb rule`, `kb refs`, `kb editions`: loading the rules and looking them up."""
from __future__ import annotations

import re
from pathlib import Path
from typing import Optional

from . import clikit as typer
from .cliapp import (DbOpt, EditionOpt, JsonOpt, MaxMbOpt, _input_limit, Table, Text, _db_path, _emit_json, _fail, _open, _rule_target, _run,
                     app, console)


@app.command()
def ingest(
    paths: list[Path] = typer.Argument(None, help="CR text files, seed documents or directories"),
    download: bool = typer.Option(False, "--download", help="Fetch the current CR from the official rules page"),
    url: str = typer.Option(None, "--url", envvar="KB_RULES_URL", help="Rules page (or .txt) to download from"),
    edition: str = typer.Option(None, "--edition", help="Effective date of a single CR file, or the edition a seed refers to"),
    max_mb: Optional[int] = MaxMbOpt,
    db: Optional[Path] = DbOpt,
    as_json: bool = JsonOpt,
):
    """Parse rules documents and load them into the KB (atomically: a failure changes nothing)."""
    from ingest.text import ParseError

    _input_limit(max_mb)

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
        _emit_json({"db": report.db_path, "editions": report.editions, "documents": report.documents,
                    "repairs": report.repairs})
        return
    if report.editions:
        eds = report.editions
        console.print(f"Ingested {len(eds)} edition(s) into {report.db_path}: "
                      + (", ".join(eds) if len(eds) <= 4 else f"{eds[0]} … {eds[-1]}"))
    r = report.repairs
    if r.get("texts"):
        console.print(f"Repaired the \"?\"s standing for quotes and dashes in {r['repaired']} text(s) of "
                      f"{r['editions']} edition(s) from the neighbouring editions; {r['flagged']} text(s) keep "
                      f"a \"?\" no neighbour explains (table text_repairs)")
    for d in report.documents:
        if d["kind"] == "policy":
            console.print(f"Ingested the {d['title']} of {d['released']} ({d['source']}): {d['records']} nodes, "
                          f"{d['references']} references ({d['unresolved']} unresolved: `kb refs --policy`); "
                          f"CR numbers read in the {d['edition'] or '(none ingested)'} edition")
            continue
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
    """Show a rule, its subrules and examples ("IPG 2.1", "MTR 3.8": a policy section, see kb ipg)."""
    from .policy import parse_citation
    from .query import NotFound, get_rule

    cited = parse_citation(number)
    if cited:
        from .commands_policy import show_node

        return show_node(db, cited[0], cited[1], edition, as_json)

    conn = _open(db)
    number, edition = _rule_target(conn, number, edition)  # "layer 6", "trample", "CR 613.4c (2026-04-17)"
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
    number: Optional[str] = typer.Argument(None, help="The rule whose citations to show (or \"MTR 3.8\")"),
    unresolved: bool = typer.Option(False, "--unresolved", help="List references that resolve to nothing"),
    policy: bool = typer.Option(False, "--policy", help="The policy documents' references: unresolved ones with why"),
    edition: str = EditionOpt, db: Optional[Path] = DbOpt, as_json: bool = JsonOpt,
):
    """What a rule cites and what cites it (policy documents too); or every unresolved reference."""
    from . import query
    from .policy import parse_citation

    if policy:
        return _policy_refs(db, as_json)
    cited = parse_citation(number or "")
    if cited:
        from .commands_policy import show_node

        return show_node(db, cited[0], cited[1], edition, as_json)
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


def _policy_refs(db, as_json: bool) -> None:
    from .policy import unresolved

    data = _run(unresolved, _open(db))
    if as_json:
        _emit_json(data)
        return
    n = len(data["unresolved"])
    console.print(f"{n} unresolved of {data['total']} references in the policy documents; "
                  f"{len(data['linked_with_note'])} linked with a note")
    for r in data["unresolved"] + data["linked_with_note"]:
        console.print(Text(f"  {r['source']:<18} ", style="cyan") + Text(f"{r['raw']!r}: {r['note']}"))


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


