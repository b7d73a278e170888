"""Reference graph, rule history, diffs and citation checks (issue 3)."""
from __future__ import annotations

import sys
import time
from pathlib import Path
from typing import Optional

import typer
from rich.table import Table
from rich.text import Text

from .cliapp import DbOpt, EditionOpt, JsonOpt, MaxMbOpt, _input_limit, _db_path, _emit_json, _fail, _open, _read_text, _rule_target, _run, app, console, fast

graph_app = typer.Typer(help="The citation graph of an edition.", invoke_without_command=True,
                        no_args_is_help=False)
app.add_typer(graph_app, name="graph")


@app.command()
def analyze(
    force: bool = typer.Option(False, "--force", help="Recompute every edition pair, not only new ones"),
    db: Optional[Path] = DbOpt, as_json: bool = JsonOpt,
):
    """Compute graph metrics and rule lineage across editions (run after `kb ingest`)."""
    from .graph import store_metrics
    from .lineage import build_lineage
    from .store import atomic_update

    target = _db_path(db)
    if not target.exists():
        _fail(f"no knowledge base at {target}: run `kb ingest` first (or pass --db)")
    t0 = time.perf_counter()
    with atomic_update(target) as conn:
        with conn.conn:
            lineage = build_lineage(conn, force=force)
            t1 = time.perf_counter()
            have = {r[0] for r in conn.execute("SELECT DISTINCT edition FROM rule_metrics")}
            eds = [r[0] for r in conn.execute("SELECT id FROM editions ORDER BY id")]
            todo = eds if force else [e for e in eds if e not in have]
            metrics = store_metrics(conn, todo)
            from .card_rules import refresh_numbers

            card_numbers = refresh_numbers(conn.conn)   # the cards' engine rules in every edition (kb.search)
    t2 = time.perf_counter()
    report = {"lineage_pairs": lineage["pairs"], "lineage_rows": lineage["rows"],
              "metrics_editions": len(todo), "metrics_rows": metrics, "card_rule_numbers": card_numbers,
              "lineage_seconds": round(t1 - t0, 2), "total_seconds": round(t2 - t0, 2)}
    if as_json:
        _emit_json(report)
        return
    console.print(f"Lineage: {lineage['pairs']} edition pair(s) matched, {lineage['rows']} rows "
                  f"({report['lineage_seconds']} s). Graph metrics: {len(todo)} edition(s). "
                  f"Total {report['total_seconds']} s.")


@graph_app.callback()
def graph(ctx: typer.Context, edition: str = EditionOpt, db: Optional[Path] = DbOpt,
          as_json: bool = JsonOpt, top: int = typer.Option(10, "--top")):
    """Summary of an edition's citation graph: nodes, edges, unresolved, cycles, most cited."""
    if ctx.invoked_subcommand:
        return
    from .db import resolve_edition
    from .graph import summary

    conn = _open(db)
    data = summary(conn, _run(resolve_edition, conn, edition), top)
    if as_json:
        _emit_json(data)
        return
    console.print(Text(f"Citation graph, edition {data['edition']}", style="bold"))
    kinds = ", ".join(f"{n} {k}" for k, n in sorted(data["node_kinds"].items()))
    console.print(f"{data['nodes']} nodes ({kinds}), {data['edges']} edges, "
                  f"{data['unresolved']} unresolved references, {data['orphans']} rules neither cite "
                  f"nor are cited, {len(data['cycles'])} citation cycle(s)")
    for c in data["cycles"][:10]:
        console.print(Text("  cycle: " + " ↔ ".join(c[:8]) + (" …" if len(c) > 8 else ""), style="dim"))
    table = Table(title=f"{top} most cited")
    table.add_column("rule", style="bold cyan")
    table.add_column("cited by", justify="right")
    table.add_column("text")
    for r in data["most_cited"]:
        table.add_row(r["number"], str(r["cited_by"]), r["text"])
    console.print(table)


@graph_app.command("export")
def graph_export(
    number: str = typer.Argument(..., help="A rule or section: 613, 613.8"),
    fmt: str = typer.Option("graphml", "--format", "-f", help="graphml | json | dot"),
    depth: int = typer.Option(1, "--depth"),
    edition: str = EditionOpt, db: Optional[Path] = DbOpt,
):
    """Export the citation neighbourhood of a rule or section."""
    from .db import resolve_edition
    from .graph import export

    conn = _open(db)
    try:
        sys.stdout.write(export(conn, _run(resolve_edition, conn, edition), number, fmt, depth) + "\n")
    except (LookupError, ValueError) as exc:
        _fail(str(exc))


@graph_app.command("svg")
def graph_svg(
    number: str = typer.Argument(...), depth: int = typer.Option(1, "--depth"),
    output: Optional[Path] = typer.Option(None, "--output", "-o", help="File to write (default stdout)"),
    edition: str = EditionOpt, db: Optional[Path] = DbOpt,
):
    """Draw the rules around a rule as SVG (who it cites, who cites it)."""
    from .db import resolve_edition
    from .graph import neighbourhood_svg

    conn = _open(db)
    svg = _run(neighbourhood_svg, conn, _run(resolve_edition, conn, edition), number, depth)
    if output:
        output.write_text(svg)
        console.print(f"Wrote {output}")
    else:
        sys.stdout.write(svg + "\n")


@app.command()
def path(
    source: str = typer.Argument(...), target: str = typer.Argument(...),
    edition: str = EditionOpt, db: Optional[Path] = DbOpt, as_json: bool = JsonOpt,
):
    """The shortest chain of citations from one rule to another, with each rule's text."""
    from .db import resolve_edition
    from .graph import shortest_path

    conn = _open(db)
    ed = _run(resolve_edition, conn, edition)
    steps = _run(shortest_path, conn, ed, source, target)
    if as_json:
        _emit_json({"edition": ed, "from": source, "to": target, "path": steps})
        return
    if steps is None:
        _fail(f"no citation chain from {source} to {target} in the {ed} edition")
    console.print(Text(f"{source} → {target} in the {ed} edition ({len(steps) - 1} step(s))", style="bold"))
    for s in steps:
        via = f"  {s['via']} " if s["via"] else "  "
        console.print(Text(via, style="dim") + Text(s["number"], style="bold cyan") + Text(" " + s["text"]))


@app.command()
def neighbors(
    number: str = typer.Argument(...), depth: int = typer.Option(1, "--depth"),
    edition: str = EditionOpt, db: Optional[Path] = DbOpt, as_json: bool = JsonOpt,
):
    """Rules within N citations of a rule, either direction."""
    from .db import resolve_edition
    from .graph import neighbors as nb

    conn = _open(db)
    data = _run(nb, conn, _run(resolve_edition, conn, edition), number, depth)
    if as_json:
        _emit_json(data)
        return
    console.print(Text(f"{number}: {len(data['neighbors'])} rule(s) within {depth} citation(s), "
                       f"edition {data['edition']}", style="bold"))
    for n in data["neighbors"]:
        console.print(Text(f"  {n['distance']} {n['relation']:<8} ", style="dim") +
                      Text(n["number"], style="bold cyan") + Text(" " + n["text"][:110]))


@app.command()
@fast
def history(
    number: str = typer.Argument(..., help="A rule number (613.5, 418.5a), a layer (\"layer 6\") or a keyword (trample)"),
    from_edition: str = typer.Option(None, "--from", help="Read the number in this (older) edition and follow it forward"),
    scores: bool = typer.Option(False, "--scores", help="Show how sure each match across editions is (0–1)"),
    full: bool = typer.Option(False, "--diff", help="Show each version's whole word diff, not only where it starts"),
    edition: str = EditionOpt, db: Optional[Path] = DbOpt, as_json: bool = JsonOpt,
):
    """Each edition in which a rule's text or number changed, across renumberings, and where the text changed."""
    from .history import history as hist

    conn = _open(db)
    number, ed = _rule_target(conn, number, from_edition or edition)   # "layer 6", "trample" as kb rule reads them
    if from_edition:
        from_edition = ed
    else:
        edition = ed
    data = _run(hist, conn, number.rstrip("."), edition, from_edition)
    if as_json:
        _emit_json(data)
        return
    way = "forward from" if data["direction"] == "forward" else "back from"
    console.print(Text(f"History of {number}, {way} the {data['edition']} edition", style="bold"))
    for i, v in enumerate(data["versions"]):
        span = v["edition"] if v["until"] == v["edition"] else f"{v['edition']} … {v['until']}"
        line = Text(f"{span:<25} ", style="dim") + Text(f"{v['number']:<9}", style="bold cyan") \
            + Text(f" {v['event']:<8} ", style="yellow")
        if scores:
            line += Text(f"{v['score']:.2f} " if v["score"] is not None else "     ", style="dim")
        if i == 0 or "change" not in v:
            line += Text((v["text"] or "")[:150])
        elif full and v.get("diff"):
            line += _diff_text(v["diff"])
        else:
            line += _diff_text(v["change"])
        console.print(line)
        if v.get("split_into"):
            console.print(Text(f"{'':<26}split into {', '.join(v['split_into'])}", style="dim"))
    for e in data["examples"]:
        homes = "; ".join(f"{h['rule']} ({h['edition']} … {h['until']})" for h in e["homes"])
        console.print(Text(f"Example {e['index']}: ", style="italic") + Text((e["text"] or "")[:60] + "…"))
        console.print(Text(f"  lived in: {homes}", style="dim"))
    if data["current"] and data["direction"] == "forward":
        console.print(Text(f"Today ({data['current']['edition']}): {data['current']['number']}", style="bold green"))
    elif data["direction"] == "forward":
        console.print(Text(f"Last seen in {data['last_seen']['edition']} as {data['last_seen']['number']}; "
                           "no successor today", style="bold red"))


@app.command()
@fast
def diff(
    old: str = typer.Argument(..., help="Older edition date"),
    new: str = typer.Argument(..., help="Newer edition date"),
    section: str = typer.Option(None, "--section", "-s", help="Only rules under this number, e.g. 613"),
    db: Optional[Path] = DbOpt, as_json: bool = JsonOpt,
):
    """Rules added, removed, changed (word diff), moved and renumbered between two editions."""
    from .history import DIFF_KINDS, diff as do_diff

    data = _run(do_diff, _open(db), old, new, section)
    if as_json:
        _emit_json(data)
        return
    where = f" under {section}" if section else ""
    console.print(Text(f"{data['from']} → {data['to']}{where}", style="bold"))
    for r in data["added"]:
        like = Text(f" (worded like {r['like']})", style="dim") if r.get("like") else Text()
        console.print(Text("+ ", style="green") + Text(r["number"], style="bold green") + like + Text(" " + r["text"]))
    for r in data["removed"]:
        like = Text(f" (worded like {r['like']})", style="dim") if r.get("like") else Text()
        console.print(Text("- ", style="red") + Text(r["number"], style="bold red") + like + Text(" " + r["text"]))
    for r in data["changed"]:
        console.print(Text("~ ", style="yellow") + Text(r["number"], style="bold yellow") + Text(" ")
                      + _diff_text(r["diff"]))
    for r in data["moved"]:
        console.print(Text("→ ", style="cyan") + Text(f"{r['from']} → {r['to']}", style="bold cyan")
                      + Text(" ") + _diff_text(r["diff"]))
    for kind in ("split", "merged"):
        for r in data[kind]:
            console.print(Text(f"{kind} {r['from']} → {r['to']}", style="magenta"))
    if data["references"]:
        items = ", ".join(f"{r['number']} ({_refs(r['references'])})" for r in data["references"])
        console.print(Text(f"References renumbered only ({len(data['references'])}): ", style="bold")
                      + Text(items, style="dim"))
    if data["renumbered"]:
        pairs = ", ".join(f"{r['from']}→{r['to']}" for r in data["renumbered"])
        console.print(Text(f"Renumbered only ({len(data['renumbered'])}): ", style="bold") + Text(pairs, style="dim"))
    console.print(Text(", ".join(f"{data['counts'][k]} {k}" for k in DIFF_KINDS), style="dim"))


def _refs(pairs) -> str:
    return ", ".join(f"{a}→{b}" for a, b in pairs)


def _diff_text(marked: str) -> Text:
    """A word diff for the terminal: struck-out red and underlined green; without a terminal
    (a pipe, a file, CI) the ``[-old-]{+new+}`` marks are kept, as git prints them."""
    import re

    if not console.is_terminal or console.no_color or console.color_system is None:
        return Text(marked)
    out = Text()
    for part in re.split(r"(\[-.*?-\]|\{\+.*?\+\})", marked):
        if part.startswith("[-"):
            out.append(part[2:-2], style="red strike")
        elif part.startswith("{+"):
            out.append(part[2:-2], style="green underline")
        else:
            out.append(part)
    return out


@app.command()
@fast
def cite(
    text: Optional[str] = typer.Argument(None, help="Text citing rules (or use --file)"),
    file: Optional[Path] = typer.Option(None, "--file", "-f", help="Read the text from a file ('-' for stdin)"),
    edition: str = EditionOpt, db: Optional[Path] = DbOpt, as_json: bool = JsonOpt,
    max_mb: Optional[int] = MaxMbOpt,
):
    """Check every rule citation in a text (and MTR/IPG/JAR ones); exit 1 if any is outdated or unknown."""
    from .policy import cite as do_cite

    _input_limit(max_mb)

    if file is not None:
        text = sys.stdin.read() if str(file) == "-" else _read_text(file)
    if not text:
        _fail("give the text to check, or --file PATH")
    data = _run(do_cite, _open(db), text, edition)
    if as_json:
        _emit_json(data)
    else:
        console.print(Text(f"{len(data['citations'])} citation(s) checked against the {data['edition']} edition",
                           style="bold"))
        for c in data["citations"]:
            style = {"valid": "green", "outdated": "yellow", "unknown": "red", "misdated": "red"}[c["status"]]
            line = Text(f"{c['status']:<9}", style=f"bold {style}") + Text(f"{c['citation']:<9} ", style="bold cyan")
            if c["status"] == "valid":
                line += Text((c.get("text") or "")[:140])
            else:
                line += Text(c["message"])
            console.print(line)
            if c.get("now_text"):
                console.print(Text(f"           {c['now']}: {c['now_text'][:140]}", style="dim"))
    if not data["valid"]:
        raise typer.Exit(1)
