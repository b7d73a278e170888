"""What a card's page shows beside :func:`kb.cards.card_info` (issue 12).

* the card data's date (its newest ruling) and whether it is older than the newest CR edition;
* where each part of a card comes from: each face's text (file, date) and the rulings;
* the CR's worked examples that name the card (Fling → 707.10 example 2);
* the rules of the card's layout (split → 709 and the mana value rule for split cards, 202.3d);
* the match chain of ``kb card`` with common nicknames in front (``goyf`` → Tarmogoyf).

Read-only look-ups on a sqlite3 connection; the CLI and the web pages print what these return.
"""
from __future__ import annotations

import re

from .db import current_edition, rows as _rows

__all__ = ["card_data_date", "card_provenance", "provenance_lines", "card_page_data", "layout_rules",
           "examples_naming", "names_card", "resolve_nickname"]

# A card layout → words of the title of the CR section about it.
LAYOUT_TITLES = {
    "split": "split cards", "flip": "flip cards", "transform": "double-faced cards",
    "modal_dfc": "double-faced cards", "meld": "double-faced cards", "reversible_card": "double-faced cards",
    "adventure": "adventurer cards", "leveler": "leveler cards", "class": "class cards", "saga": "saga cards",
    "prototype": "prototype cards", "case": "case cards", "mutate": "mutate", "token": "tokens",
    "double_faced_token": "tokens", "emblem": "emblems", "planar": "planechase", "scheme": "archenemy",
    "vanguard": "vanguard", "host": "host", "augment": "augment", "omen": "omen cards",
}
# A layout → the words the mana value rule (202.3) uses for such cards.
LAYOUT_WORDS = {
    "split": "split card", "flip": "flip card", "transform": "double-faced", "modal_dfc": "double-faced",
    "meld": "meld", "adventure": "adventurer", "prototype": "prototype", "omen": "omen",
}


def _has(conn, table: str) -> bool:
    return conn.execute("SELECT 1 FROM sqlite_master WHERE name = ?", [table]).fetchone() is not None


def _sources(conn) -> list[dict]:
    """The imported files (``card_sources``), with ``as_of`` None in a KB imported before it existed."""
    if not _has(conn, "card_sources"):
        return []
    out = _rows(conn, "SELECT * FROM card_sources ORDER BY source")
    for r in out:
        r.setdefault("as_of", None)
    return out


def card_data_date(conn) -> dict | None:
    """The card data's date (its newest ruling), the newest CR edition, and whether the card
    data is older (``stale``); ``text_as_of``: the date of the newest dated Oracle text source
    (``oracle-2026-06``), if one was imported.  None without card data."""
    if not _has(conn, "card_rulings"):
        return None
    newest = conn.execute("SELECT max(published_at) FROM card_rulings").fetchone()[0]
    cr = current_edition(conn)
    dated = [r["as_of"] for r in _sources(conn) if r["as_of"] and "cards" in r["kind"].split("+")]
    return {"date": newest, "newest_edition": cr, "stale": bool(newest and cr and newest < cr),
            "text_as_of": max(dated) if dated else None}


def card_provenance(conn, info: dict) -> dict:
    """Where each part of a card (``kb.cards.card_info``) comes from.

    ``text``: one entry per source of its faces' text (file, format, date if the file has one,
    the faces); ``missing``: what no source has (``kb.cards.unknown_parts``: "the text of Ice");
    ``older_faces``: faces kept from an older file because the newer one lacks them;
    ``rulings``: the rulings files and the newest ruling's date; ``no_rulings_reason``: why a
    card has none when its text comes only from a source without rulings."""
    from .cards import unknown_parts

    sources = {r["source"]: r for r in _sources(conn)}
    text: dict[str, dict] = {}
    for f in info["faces"]:
        src = f.get("source")
        if not src:  # a KB imported before faces recorded their file: nothing to say
            continue
        s = sources.get(src, {})
        text.setdefault(src, {"source": src, "format": s.get("format"), "as_of": s.get("as_of"),
                              "faces": []})["faces"].append(f["name"])
    missing = unknown_parts(info["card"]["name"], info["card"]["layout"], info["faces"])
    newest = max(text.values(), key=lambda t: t["as_of"] or "") if text else None
    older = [n for t in text.values() if newest and t is not newest and newest["as_of"] for n in t["faces"]]
    ruling_files = [r["source"] for r in sources.values() if "rulings" in r["kind"].split("+")]
    date = card_data_date(conn) or {}
    no_reason = None
    if text and not info["rulings"] and all(sources.get(t["source"], {}).get("format") == "oracle-text"
                                            for t in text.values()):
        no_reason = f"none known: the card is only in {', '.join(text)}, which has no rulings"
    return {"text": list(text.values()), "missing": missing, "older_faces": older,
            "newest_text": newest, "rulings": {"files": ruling_files, "as_of": date.get("date")},
            "no_rulings_reason": no_reason}


def provenance_lines(p: dict) -> list[str]:
    """:func:`card_provenance` in sentences (the CLI and the card page print these)."""
    def label(t):
        return t["source"] + (f" (Oracle text as of {t['as_of']})" if t["as_of"] else "")

    out = []
    if not p["text"]:
        return out
    if len(p["text"]) == 1:
        out.append("Text: " + label(p["text"][0]) + ".")
    else:
        out.append("Text: " + "; ".join(f"{', '.join(t['faces'])} from {label(t)}" for t in p["text"]) + ".")
    if p["older_faces"]:
        out.append(f"{', '.join(p['older_faces'])}: older text, kept because {p['newest_text']['source']} "
                   "carries only the card's first face.")
    if p["missing"]:
        out.append(f"Not in the data: {', '.join(p['missing'])} (not in {p['newest_text']['source']}).")
    r = p["rulings"]
    if r["files"]:
        files = ", ".join(r["files"]) + (f" (newest ruling {r['as_of']})" if r["as_of"] else "")
        out.append(f"Rulings: {p['no_rulings_reason']}; the rulings data is {files}." if p["no_rulings_reason"]
                   else f"Rulings: {files}.")
    return out


def resolve_nickname(name: str) -> str:
    from .vocab import NICKNAMES

    return NICKNAMES.get(" ".join(name.lower().split()), name)


def layout_rules(conn, edition: str, layout: str | None) -> list[dict]:
    """The CR sections about a layout and the mana value subrules that speak of it."""
    if not layout:
        return []
    out: list[dict] = []
    title = LAYOUT_TITLES.get(layout)
    if title:
        for number, text in conn.execute(
                "SELECT number, text FROM rules WHERE edition = ? AND kind IN ('section', 'rule') "
                "AND lower(coalesce(title, text)) = ? ORDER BY position LIMIT 2", [edition, title]):
            out.append({"number": number, "text": text, "why": f"{layout} layout"})
        if not out:
            for number, text in conn.execute(
                    "SELECT number, text FROM rules WHERE edition = ? AND kind = 'section' AND lower(text) LIKE ? "
                    "ORDER BY position LIMIT 1", [edition, f"%{title}%"]):
                out.append({"number": number, "text": text, "why": f"{layout} layout"})
    words = LAYOUT_WORDS.get(layout)
    if words:
        for number, text in conn.execute(
                "SELECT number, text FROM rules WHERE edition = ? AND parent = '202.3' AND lower(text) LIKE ? "
                "ORDER BY position", [edition, f"%{words}%"]):
            out.append({"number": number, "text": text, "why": "mana value"})
    return out


def names_card(name: str, text: str, *, openings: bool = True) -> bool:
    """Whether ``text`` names the card ``name`` as a whole name: capitalised as printed and not
    part of a longer name (Assault // Battery's "Assault" is not in "Assault Griffin", Order //
    Chaos's "Order" not in "Lost Order of Jarkeld", Life // Death's "Death" not in "Sisters of
    Stone Death"): no capitalised word right before or after it. ``openings=False``: a one-word
    name opening a sentence or a quotation ("Sacrifice a creature.", "“When ...") is the word, not
    the card."""
    for m in re.finditer(r"(?<![\w'’-])" + re.escape(name) + r"(?![\w'’-])", text):
        before, after = text[:m.start()], text[m.end():]
        if not openings and " " not in name and re.search(r"(?:^|[.:;!?]\s+|[“\"(]\s*|\n\s*)$", before):
            continue
        if re.search(r"[A-Z][\w'’-]*(?:,? (?:of|the|of the|and))? $", before):
            continue  # "Lost Order", "Stone Death": the end of a longer name
        if re.match(r"(?:,? (?:of|the|of the))? [A-Z]", after):
            continue  # "Assault Griffin", "Gray Ogre of ...": the start of a longer name
        return True
    return False


def examples_naming(conn, edition: str, names: list[str], limit: int = 12) -> list[dict]:
    """The edition's worked examples whose text names the card (any of ``names``)."""
    lo, hi = conn.execute("SELECT min(rowid), max(rowid) FROM examples WHERE edition = ?", [edition]).fetchone()
    if lo is None:
        return []
    out: dict[str, dict] = {}
    for name in names:
        words = re.findall(r"[\w']+", name)
        if not words or len(name) < 3:
            continue
        phrase = '"' + " ".join(w.replace('"', "") for w in words) + '"'
        for rule, idx, text in conn.execute(
                "SELECT e.rule, e.idx, e.text FROM examples_fts JOIN examples e ON e.rowid = examples_fts.rowid "
                "WHERE examples_fts MATCH ? AND examples_fts.rowid BETWEEN ? AND ? AND e.edition = ?",
                [phrase, lo, hi, edition]):
            if names_card(name, text):
                out.setdefault(f"{rule}#{idx}", {"rule": rule, "index": idx, "text": text})
    from .cards import _number_key

    return sorted(out.values(), key=lambda e: (_number_key(e["rule"]), e["index"]))[:limit]


def card_page_data(conn, query: str) -> dict:
    """Everything a card's page shows (raises LookupError when no card matches)."""
    from .cards import card_info

    info = card_info(conn, resolve_nickname(query))
    card = info["card"]
    edition = info["edition"] or current_edition(conn)
    names = [card["name"]] + [f["name"] for f in info["faces"] if f["name"] != card["name"]]
    info["examples"] = examples_naming(conn, edition, names) if edition else []
    info["layout_rules"] = layout_rules(conn, edition, card.get("layout")) if edition else []
    info["data_date"] = card_data_date(conn)
    info["provenance"] = card_provenance(conn, info)
    info["provenance_lines"] = provenance_lines(info["provenance"])
    if info["rulings"]:
        numbers = sorted({x["number"] for r in info["rulings"] for x in r["links"]})
        if numbers:
            marks = ",".join("?" * len(numbers))
            texts = {r["number"]: r["text"] for r in _rows(
                conn, f"SELECT number, text FROM rules WHERE edition = ? AND number IN ({marks})",
                [info["links_edition"] or edition, *numbers])}
            for r in info["rulings"]:
                for x in r["links"]:
                    x["text"] = texts.get(x["number"])
    info["rulings"].sort(key=lambda r: (r["published_at"] or "", r["id"]))
    return info


def group_rulings(rows: list[dict], limit: int = 20) -> list[dict]:
    """Card rulings with the same text as one group (best link first): the text, the best
    link's number, term, method and score, and the cards (``"… — 42 cards"``)."""
    groups: dict[str, dict] = {}
    for r in rows:  # rows come best link first
        key = " ".join((r.get("text") or "").split())
        g = groups.get(key)
        if g is None:
            if len(groups) >= limit:
                continue
            g = groups[key] = {**r, "cards": [], "numbers": []}
        if r.get("card_name") and (r["card_name"], r.get("oracle_id")) not in g["cards"]:
            g["cards"].append((r["card_name"], r.get("oracle_id")))
        if r.get("number") and r["number"] not in g["numbers"]:
            g["numbers"].append(r["number"])
    return list(groups.values())
