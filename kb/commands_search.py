"""`kb search` and `kb define`: judges' phrasing, slang, cards and whole questions (issue 12).

Imports stay light: :mod:`kb.search` and :mod:`kb.query` load inside the commands.
"""
from __future__ import annotations

from pathlib import Path
from typing import Optional

from . import clikit as typer
from .cliapp import DbOpt, EditionOpt, JsonOpt, _emit_json, _open, _run, app, console, fast
from .clikit import Table, Text  # rich's, without importing rich for lines of text


def highlight(snippet: str) -> Text:
    """A snippet with its ``[[…]]`` marks as bold yellow."""
    out = Text()
    for i, part in enumerate((snippet or "").replace("]]", "[[").split("[[")):
        out.append(part, style="bold yellow" if i % 2 else "")
    return out


def hit_label(h: dict, named: bool = False) -> str:
    """A hit's number; ``named``: with its document ("CR 613.4", "IPG 2.1 Philosophy")."""
    if h["kind"] == "card":
        return h.get("name") or ""
    if h["kind"] == "policy":
        return h["label"]
    label = ("CR " if named else "") + (h["number"] or "")
    if h["kind"] == "example":
        label += f" ex.{h['example']}"
    return label


def print_hits(hits: list[dict], width: int | None = None) -> None:
    """A table on a wide terminal; under 80 columns "number — title — snippet" lines."""
    width = width or console.width
    named = any(h["kind"] == "policy" for h in hits)  # several documents: each hit names its own
    if width < 80:
        for h in hits:
            line = Text(hit_label(h, named), style="bold cyan")
            title = h.get("section_title") if h["kind"] == "policy" else h.get("title")
            if title and h["kind"] != "card":
                line.append(" — " + title, style="bold")
            line.append(" — ")
            line.append_text(highlight(h["snippet"]))
            if h.get("also"):
                line.append(f"  (same text: {', '.join(h['also'])})", style="dim")
            console.print(line)
        return
    table = Table(show_lines=False, box=None, padding=(0, 1))
    table.add_column("rule", style="bold cyan", no_wrap=True)
    table.add_column("title", style="bold", max_width=24)
    table.add_column("text")
    for h in hits:
        text = highlight(h["snippet"])
        if h.get("also"):
            text.append(f"  (same text: {', '.join(h['also'])})", style="dim")
        title = h.get("section_title") if h["kind"] == "policy" else h.get("title")
        table.add_row(hit_label(h, named), "card" if h["kind"] == "card" else (title or ""), text)
    console.print(table)


@app.command()
@fast
def search(
    query: str = typer.Argument(..., help="Words or a whole question, e.g. \"copy of a copy\", \"etb\", "
                                          "\"can you respond to a mana ability\""),
    limit: int = typer.Option(10, "--limit", "-n"),
    doc: Optional[str] = typer.Option(None, "--doc", help="Only one document: cr, policy (MTR, IPG and JAR), mtr, ipg or jar"),
    edition: str = EditionOpt, db: Optional[Path] = DbOpt, as_json: bool = JsonOpt,
):
    """Search the rules and the policy documents as a judge asks: slang (etb, sba, lki; GRV, MT),
    card names, whole questions."""
    from .query import search as do_search

    data = _run(do_search, _open(db), query, edition, limit, doc)
    if as_json:
        _emit_json(data)
        return
    where = {"policy": "the MTR, IPG and JAR", "mtr": "the MTR", "ipg": "the IPG", "jar": "the JAR"}.get(doc or "")
    head = Text(f"{query!r} in {where}" if where else f"{query!r} in the {data['edition']} edition", style="dim")
    if data["expanded"]:
        head.append("  (" + "; ".join(f"{x['from']} → {x['to']}" for x in data["expanded"]) + ")", style="dim")
    console.print(head)
    for g in data["glossary"][:1]:
        console.print(Text("Glossary: ", style="dim") + Text(g["term"], style="bold") + Text(" — " + g["definition"]))
    side = data.get("policy_hits") or []  # a tournament question: the policy documents' hits beside the CR's
    if not data["hits"] and not side:
        console.print(f"No match for {query!r} in {where or 'the ' + str(data['edition']) + ' edition'}.")
        raise typer.Exit(1)
    if side:
        console.print(Text("Tournament policy (MTR, IPG, JAR): this reads as a tournament question", style="bold"))
        print_hits(side)
        console.print(Text("Comprehensive Rules" if data["hits"] else "Comprehensive Rules: no match", style="bold"))
    if data["hits"]:
        print_hits(data["hits"])
    for c in data["cards"]:
        if not c["rulings"]:
            continue
        console.print(Text(f"\n{c['name']}: rulings closest to the question", style="bold"))
        for r in c["rulings"]:
            line = Text(f"  {r['published_at']}  ", style="dim") + Text(r["text"])
            if r.get("links"):
                line.append("  → " + ", ".join(r["links"]), style="cyan")
            console.print(line)


@app.command()
@fast
def define(
    words: list[str] = typer.Argument(..., metavar="TERM",
                                      help="A glossary term, keyword or abbreviation (cda, etb, lki, mv, sba, p/t); "
                                           "its words need no quotes (kb define stun counter)"),
    edition: str = EditionOpt, db: Optional[Path] = DbOpt, as_json: bool = JsonOpt,
):
    """Look a term up in the glossary (abbreviations too); a keyword also shows its defining rule."""
    from .query import define as do_define

    term = " ".join(words)
    data = _run(do_define, _open(db), term, edition)
    if as_json:
        _emit_json(data)
        return
    console.print(Text(f"Glossary, edition {data['edition']}", style="dim"))
    if data["alias_of"]:
        console.print(Text(f"{term} = {data['alias_of']}", style="dim"))
    if data["match"] in ("fuzzy", "words", "prefix") and data["entry"]:
        console.print(Text(f"No entry {term!r}: did you mean {data['entry']['term']!r}?", style="yellow"))
    if data["match"] == "search":
        console.print(Text(f"No glossary entry or keyword for {term!r}; the best search results:", style="yellow"))
        print_hits(data["search"])
        return
    for e in data["entries"]:
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
