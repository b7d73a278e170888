"""Cards and rulings: `kb import-cards`, `kb card`, `kb rulings` (issue 6).

Imports stay light here: :mod:`kb.cards` is loaded inside the commands.
"""
from __future__ import annotations

from pathlib import Path
from typing import Optional

from . import clikit as typer
from .clikit import Text  # rich's Text without importing rich

from .cliapp import DbOpt, JsonOpt, MaxMbOpt, _input_limit, _db_path, _emit_json, _fail, _open, _run, app, console, fast


@app.command("import-cards")
@fast
def import_cards(
    paths: list[Path] = typer.Argument(None, help="Card/rulings files or folders: ../shared/cards JSON Lines, "
                                                  "MTGJSON AtomicCards.json(.gz), Scryfall oracle-cards and rulings"),
    download: bool = typer.Option(False, "--download", help="Fetch the current data from the official bulk endpoints"),
    source: str = typer.Option("scryfall", "--source", help="What --download fetches: scryfall or mtgjson"),
    url: str = typer.Option(None, "--url", envvar="KB_CARDS_URL",
                            help="Bulk-data index or data file to download instead of the official one"),
    relink: bool = typer.Option(False, "--relink", help="Only link the KB's rulings again (after a new CR edition)"),
    max_mb: Optional[int] = MaxMbOpt,
    db: Optional[Path] = DbOpt,
    as_json: bool = JsonOpt,
):
    """Import cards and rulings (atomically: a failure changes nothing) and link rulings to rules."""
    from ingest.text import ParseError

    _input_limit(max_mb)

    from . import cards
    from .download import DownloadError

    target = _db_path(db)
    tmp = None
    try:
        if relink:
            if not target.exists():
                _fail(f"no knowledge base at {target}: run `kb ingest` first (or pass --db)")
            report = cards.relink(target)
        else:
            if download or not paths:
                import tempfile

                tmp = tempfile.TemporaryDirectory(prefix="kb-cards-")
                try:
                    paths = cards.download_bulk(url, source, Path(tmp.name))
                except DownloadError as exc:
                    _fail(str(exc))
            report = cards.import_cards(target, list(paths))
    except ParseError as exc:
        _fail(str(exc))
    finally:
        if tmp is not None:
            tmp.cleanup()
    engine_rules = _build_card_rules(target)
    if as_json:
        _emit_json({**report.as_dict(), "card_rules": engine_rules})
        return
    for f in report.files:
        what = []
        if f["faces"]:
            what.append(f"{f['faces']:,} card faces ({f['cards']:,} cards)")
        if f["rulings"] or not f["faces"]:
            what.append(f"{f['rulings']:,} rulings")
        if f.get("matched") is not None:
            what.append(f"{f['matched']:,} of them matched by name to cards of the files above, whose text "
                        "they replace; the others added")
        fmt = f["format"] + (f", as of {f['as_of']}" if f.get("as_of") else "")
        console.print(f"Read {f['source']} ({fmt}): " + ", ".join(what))
    if report.files:
        console.print(f"Imported into {report.db_path}: {report.faces:,} card faces ({report.cards:,} cards), "
                      f"{report.rulings:,} rulings")
    if report.edition:
        console.print(f"Linked {report.linked_rulings:,} of {report.rulings:,} rulings to rules of the "
                      f"{report.edition} edition ({report.links:,} links)")
    else:
        console.print("No CR edition in the KB: rulings are not linked (run `kb ingest`, then "
                      "`kb import-cards --relink`)")
    if engine_rules:
        n = engine_rules["cards"]
        console.print(f"The rules engine read which rules the abilities of {n:,} card{'s' if n != 1 else ''} rest on "
                      f"({engine_rules['rows']:,} card–rule pairs; a search naming a card adds its rules)")


def _build_card_rules(target: Path) -> dict | None:
    """The rules each card's abilities rest on, read by the engine (kb.card_rules, issue 24's twenty-first
    round), stored for search; after a new edition (--relink) their numbers in it too."""
    import sqlite3

    from . import card_rules

    conn = sqlite3.connect(str(target))
    try:
        if not conn.execute("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'card_faces'").fetchone():
            return None
        got = card_rules.build(conn)
        return {"cards": got["cards"], "rows": got["rows"], "numbers": got["numbers"]}
    finally:
        conn.close()


def _rule_line(number: str, text: str | None, width: int = 110) -> Text:
    text = " ".join((text or "").split())
    if len(text) > width:
        text = text[: width - 1] + "…"
    return Text(f"  {number:<9} ", style="bold cyan") + Text(text)


def _links_text(links: list[dict]) -> Text:
    out = Text("    → ", style="dim")
    for i, x in enumerate(links):
        if i:
            out.append(", ", style="dim")
        out.append(x["number"], style="cyan")
        out.append(f" {x['term']} {x['score']:.2f}", style="dim")
    return out


@app.command()
@fast
def card(
    name: list[str] = typer.Argument(..., help="Card name (fuzzy: 'delver', 'lightening bolt')"),
    db: Optional[Path] = DbOpt,
    as_json: bool = JsonOpt,
):
    """A card: Oracle text, types, P/T, rulings and the rules they turn on."""
    from . import cards
    from .card_pages import card_page_data

    query = " ".join(name)
    conn = _open(db)
    data = _run(card_page_data, conn, query)  # the card page's data (provenance, examples): the web and the CLI agree
    if as_json:
        _emit_json(data)
        return
    c = data["card"]
    if data["match"] not in ("exact", "face"):
        console.print(Text(f"({data['match']} match for {query!r})", style="dim"))
    for face in data["faces"]:
        head = Text(face["name"], style="bold")
        if face["mana_cost"]:
            head.append(f"  {face['mana_cost']}")
        console.print(head)
        facts = [face["type_line"] or ""]
        if face["power"] is not None or face["toughness"] is not None:
            facts.append(f"{face['power']}/{face['toughness']}")
        if face["loyalty"] is not None:
            facts.append(f"loyalty {face['loyalty']}")
        if face["defense"] is not None:
            facts.append(f"defense {face['defense']}")
        console.print(Text(" · ".join(f for f in facts if f), style="italic"))
        if face["text"]:
            console.print(Text(face["text"]))
        if len(data["faces"]) > 1:
            console.print()
    mv = c["mana_value"]
    facts = [f"mana value {mv:g}"] if mv is not None else []
    facts.append(cards.colour_words(c["colors"]))
    facts.append(c["layout"] or "")
    if cards.has_oracle_id(c["oracle_id"]):
        facts.append(f"oracle id {c['oracle_id']}")
    console.print(Text(" · ".join(f for f in facts if f), style="dim"))
    for line in data["provenance_lines"]:
        console.print(Text(line, style="dim"))
    rulings = data["rulings"]
    console.print(Text(f"\nRulings ({len(rulings)})", style="bold"))
    for r in rulings:
        console.print(Text(f"  {r['published_at']}  ", style="dim") + Text(r["text"]))
        if r["links"]:
            console.print(_links_text(r["links"]))
    related = data["related_rules"]
    if related:
        console.print(Text(f"\nRelated rules ({data['edition']} edition)", style="bold"))
        for rr in related:
            label = (rr["title"] + " — ") if rr["title"] else ""
            line = _rule_line(rr["number"], label + (rr["text"] or ""))
            line.append("  [" + "; ".join(rr["why"]) + "]", style="dim")
            console.print(line)
    if data["examples"]:
        console.print(Text(f"\nCR examples naming it ({data['edition']} edition)", style="bold"))
        for e in data["examples"]:
            console.print(_rule_line(e["rule"], f"Example {e['index']}: " + (e["text"] or "")))
    if data["other_matches"]:
        console.print(Text("Also: " + ", ".join(data["other_matches"]), style="dim"))
    when = data["data_date"]
    if when and when["date"]:
        note = f"Rulings as of {when['date']} (the newest)"
        if when["stale"]:
            console.print(Text(f"{note}, older than the newest CR edition ({when['newest_edition']}): "
                               "`kb import-cards --download` refreshes it.", style="yellow"))
        else:
            console.print(Text(note + ".", style="dim"))


@app.command()
@fast
def rulings(
    rule: str = typer.Option(None, "--rule", "-r", help="Rulings linked to this rule (707.10, 702.19, 707)"),
    card: str = typer.Option(None, "--card", "-c", help="Rulings of this card (fuzzy name)"),
    limit: int = typer.Option(50, "--limit", "-n", help="At most this many rulings (--rule)"),
    db: Optional[Path] = DbOpt,
    as_json: bool = JsonOpt,
):
    """Card rulings linked to a rule, or a card's rulings with the rules they link to."""
    from . import cards

    if bool(rule) == bool(card):
        _fail("give one of --rule NUMBER or --card NAME")
    conn = _open(db)
    if card:
        data = _run(cards.rulings_for_card, conn, card)
        if as_json:
            _emit_json(data)
            return
        console.print(Text(f"{data['card']['name']}: {len(data['rulings'])} ruling(s)", style="bold"))
        for r in data["rulings"]:
            console.print(Text(f"  {r['published_at']}  ", style="dim") + Text(r["text"]))
            if r["links"]:
                console.print(_links_text(r["links"]))
        return
    data = _run(cards.rulings_for_rule, conn, rule, limit)
    if as_json:
        _emit_json(data)
        return
    head = f"{data['total']} card ruling(s) linked to {data['number']}"
    if data["edition"]:
        head += f" ({data['edition']} edition)"
    console.print(Text(head, style="bold"))
    if data["rule"]:
        r = data["rule"]
        console.print(_rule_line(r["number"], r["title"] or r["text"]))
    for x in data["rulings"]:
        console.print(Text(f"  {x['card_name'] or x['oracle_id']}", style="bold")
                      + Text(f"  {x['published_at']}  ", style="dim")
                      + Text(f"[{x['number']} {x['term']} {x['score']:.2f}]", style="cyan"))
        console.print(Text("    " + x["text"]))
    if data["total"] > len(data["rulings"]):
        console.print(Text(f"… {data['total'] - len(data['rulings'])} more (--limit)", style="dim"))
