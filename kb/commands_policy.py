"""`kb mtr`, `kb ipg`, `kb jar`, `kb penalties`: the tournament policy documents beside the rules.

One form for the three documents: ``kb DOC [NUMBER]`` (``kb mtr 3.8``, ``kb ipg 2.1``, ``kb ipg "2.1
philosophy"``, ``kb mtr "appendix b"``, ``kb jar``, ``kb jar "serious problems"``), with
``--edition DATE`` for the edition in force on a date, ``--history`` (the node across editions) and
``--diff A..B`` (what changed between the editions in force on two dates).  ``kb rule "IPG 2.1"``,
``kb refs "MTR 3.8"`` and ``kb cite`` accept the same citations (:mod:`kb.policy`).
"""
from __future__ import annotations

from pathlib import Path
from typing import Optional

from . import clikit as typer
from .cliapp import DbOpt, EditionOpt, JsonOpt, _emit_json, _fail, _open, _run, app, console, fast
from .clikit import Table, Text

_DOC_HELP = {"mtr": "Magic Tournament Rules", "ipg": "Infraction Procedure Guide (Competitive REL)",
             "jar": "Judging at Regular REL"}


def show_node(db, doc: str, number: str | None, edition: str | None, as_json: bool,
              history: bool = False, diff: str | None = None) -> None:
    """Print a policy node (the shared body of kb mtr / ipg / jar, and kb rule "IPG 2.1")."""
    from . import policy

    conn = _open(db)
    if diff:
        a, sep, b = diff.partition("..")
        if not sep or not a or not b:
            _fail(f"--diff takes two dates A..B (e.g. 2024-09-23..2025-06-01), not {diff!r}")
        data = _run(policy.diff, conn, doc, a, b)
        if as_json:
            _emit_json(data)
            return
        c = data["counts"]
        console.print(Text(f"{doc.upper()} {data['from']} → {data['to']}: {c['changed']} changed, "
                           f"{c['added']} added, {c['removed']} removed", style="bold"))
        for ch in data["changes"]:
            console.print(Text(f"{ch['status']:<8} ", style="yellow") + Text(ch["label"], style="bold cyan")
                          + Text(f" {ch['title']}"))
            if ch["change"]:
                console.print(Text("         " + ch["change"][:400], style="dim"))
        return
    if history:
        data = _run(policy.history, conn, doc, number or "")
        if as_json:
            _emit_json(data)
            return
        console.print(Text(f"{data['label']} across {len(data['editions'])} edition(s)", style="bold"))
        for e in data["editions"]:
            console.print(Text(f"  {e['edition']}  {e['status']}") + Text(f"  {e['change'] or ''}"[:300], style="dim"))
        return
    data = _run(policy.get_node, conn, doc, number, edition)
    if as_json:
        _emit_json(data)
        return
    console.print(Text(f"{data['title']}, effective {data['edition']}", style="dim"))
    if data["number"] == "intro":
        console.print(Text(data["label"], style="bold cyan") + Text(" — contents", style="bold"))
        for c in data["contents"]:
            if c["kind"] == "intro":
                continue
            indent = "  " if c["kind"] in ("subsection", "issue") else ""
            name = policy.label(doc, c["number"]) if doc != "jar" or c["kind"] != "issue" else "  •"
            line = Text(indent) + Text(name, style="bold cyan") + Text(" " + c["title"])
            if c["penalty"]:
                line.append(f"  [{c['penalty']}]", style="yellow")
            console.print(line)
        console.print(Text("\n" + data["node"]["text"][:1500]))
        return
    for n in data["held"]:
        depth = n["depth"] - data["held"][0]["depth"]
        name = policy.label(doc, n["number"])
        head = Text("  " * depth) + Text(name, style="bold cyan")
        if n["title"].lower() not in name.lower():
            head.append(" " + n["title"], style="bold")
        if n["penalty"]:
            head.append(f"  Penalty: {n['penalty']}", style="yellow")
        console.print(head)
        for para in (n["text"] or "").split("\n\n"):
            if para:
                console.print(Text("  " * depth + para))
    if data["cites"]:
        console.print(Text(f"Cites ({len(data['cites'])}):", style="bold"))
        for c in data["cites"]:
            if c["resolved_id"]:
                where = (f"CR {c['resolved_number']} ({c['resolved_edition']})" if c["resolved_doc"] == "cr"
                         else f"{policy.label(c['resolved_doc'], c['resolved_number'])} ({c['resolved_edition']})")
                console.print(Text(f"  {c['raw']!r} → ", style="dim") + Text(where, style="cyan")
                              + Text(f"  {c['note']}" if c["note"] else "", style="dim"))
            else:
                console.print(Text(f"  {c['raw']!r} → unresolved: {c['note']}", style="red"))
    if data["cited_by"]:
        console.print(Text(f"Cited by ({len(data['cited_by'])}):", style="bold"))
        for c in data["cited_by"]:
            console.print(Text(f"  {policy.label(c['source_doc'], c['source_node'])}", style="cyan")
                          + Text(f" ({c['source_edition']}) {c['raw']!r}", style="dim"))


def _doc_command(doc: str):
    def command(
        number: Optional[str] = typer.Argument(None, help="A section (3.8), an IPG part (\"2.1 philosophy\"), "
                                                          "an appendix (\"appendix b\"), a JAR part; none: the contents"),
        history: bool = typer.Option(False, "--history", help="The node across the ingested editions"),
        diff: Optional[str] = typer.Option(None, "--diff", help="What changed between the editions in force on two dates: A..B"),
        edition: str = EditionOpt, db: Optional[Path] = DbOpt, as_json: bool = JsonOpt,
    ):
        show_node(db, doc, number, edition, as_json, history, diff)

    command.__name__ = doc
    command.__doc__ = (f"The {_DOC_HELP[doc]}: a section with its parts and references both ways "
                       "(--edition: the edition in force on a date).")
    return app.command(name=doc)(fast(command))


mtr = _doc_command("mtr")
ipg = _doc_command("ipg")
jar = _doc_command("jar")


@app.command()
@fast
def penalties(edition: str = EditionOpt, db: Optional[Path] = DbOpt, as_json: bool = JsonOpt):
    """Penalty quick reference: each IPG infraction with its penalty at Competitive REL and its section."""
    from .policy import penalties as do_penalties

    data = _run(do_penalties, _open(db), edition)
    if as_json:
        _emit_json(data)
        return
    table = Table(title=f"Penalties at Competitive REL (IPG {data['edition']})")
    for col in ("IPG", "infraction", "penalty"):
        table.add_column(col, no_wrap=col != "infraction")
    last = None
    for r in data["infractions"]:
        if r["class"] != last:
            table.add_row("", r["class"], "")
            last = r["class"]
        table.add_row(r["section"], "  " + r["infraction"], r["penalty"])
    console.print(table)
