"""Cards and card rulings in the KB: schema, import, linking rulings to rules, look-ups.

Tables (all written through :func:`kb.store.atomic_update`):

* ``cards``: one row per card (Scryfall oracle id): name, layout, number of faces, mana cost,
  mana value, colours, colour identity, type line, types, P/T, loyalty, defense, Oracle text,
  keywords.  FTS (porter) on name, type line and text.
* ``card_faces``: one row per face (a single-faced card has one): the face's own
  characteristics, as in the data.
* ``card_rulings``: one row per ruling (card, date, text, source); the id is
  ``oracle_id/date/hash-of-text``, so the same ruling always gets the same row.  FTS on the
  card name and text.  (The ``rulings`` table holds Crystal Keep rulings of rules documents.)
* ``ruling_links``: a ruling → a rule of the current edition, with a score, the term that
  made the link and the method (citation, keyword, concept, glossary).
* ``card_sources``: the files the data came from.

Lists (colours, types, keywords) are JSON arrays in TEXT columns.  The parsing and the text
work of linking live in :mod:`ingest.cards`; this module keeps the look-ups light (``kb card``
imports nothing else of the project's).
"""
from __future__ import annotations

import functools
import json
import re
import unicodedata
from dataclasses import dataclass, field
from pathlib import Path

__all__ = [
    "CARD_TABLES", "ensure_card_schema", "import_cards", "relink", "rule_index",
    "find_cards", "card_info", "rulings_for_card", "rulings_for_rule", "card_definition",
    "name_key", "download_bulk", "SCRYFALL_BULK", "MTGJSON_ATOMIC", "ImportReport", "has_oracle_id",
    "colour_words", "unknown_parts",
]

SCRYFALL_BULK = "https://api.scryfall.com/bulk-data"
MTGJSON_ATOMIC = "https://mtgjson.com/api/v5/AtomicCards.json.gz"

# --- schema -----------------------------------------------------------------------------

CARD_TABLES: dict[str, tuple[dict, str, list]] = {
    "cards": ({
        "oracle_id": str, "name": str, "name_key": str, "layout": str, "faces": int,
        "mana_cost": str, "mana_value": float, "colors": str, "color_identity": str,
        "color_indicator": str, "type_line": str, "types": str, "power": str, "toughness": str,
        "loyalty": str, "defense": str, "text": str, "keywords": str, "first_seen_set": str,
        "scryfall_id": str, "source": str,
    }, "oracle_id", []),
    "card_faces": ({
        "id": str, "oracle_id": str, "idx": int, "side": str, "name": str, "name_key": str,
        "card_name": str, "layout": str, "mana_cost": str, "mana_value": float, "colors": str,
        "color_indicator": str, "type_line": str, "supertypes": str, "types": str,
        "subtypes": str, "text": str, "power": str, "toughness": str, "loyalty": str,
        "defense": str, "keywords": str, "source": str,
    }, "id", [("oracle_id", "cards", "oracle_id")]),
    "card_rulings": ({
        "id": str, "oracle_id": str, "card_name": str, "published_at": str, "text": str,
        "source": str, "position": int, "links": int,
    }, "id", [("oracle_id", "cards", "oracle_id")]),
    "ruling_links": ({
        "id": str, "ruling_id": str, "oracle_id": str, "edition": str, "number": str,
        "rule_id": str, "score": float, "term": str, "method": str,
    }, "id", [("ruling_id", "card_rulings", "id"), ("oracle_id", "cards", "oracle_id"),
              ("rule_id", "rules", "id")]),
    "card_sources": ({
        "id": str, "kind": str, "source": str, "format": str, "sha256": str, "faces": int,
        "cards": int, "rulings": int, "as_of": str, "matched": int,
    }, "id", []),
}

CARD_FTS = {"cards": ["name", "type_line", "text"], "card_rulings": ["card_name", "text"]}

_CARD_INDEXES = [
    ("cards", ["name_key"]), ("card_faces", ["oracle_id"]), ("card_faces", ["name_key"]),
    ("card_rulings", ["oracle_id", "published_at"]), ("ruling_links", ["ruling_id"]),
    ("ruling_links", ["number"]), ("ruling_links", ["rule_id"]), ("ruling_links", ["oracle_id"]),
]


def ensure_card_schema(db, indexes: bool = True) -> None:
    """Create the card tables, indexes and FTS (idempotent); ``db`` is a sqlite_utils.Database.

    ``indexes=False``: the tables only (a bulk load adds indexes and FTS afterwards: faster)."""
    for name, (columns, pk, fks) in CARD_TABLES.items():
        if not db[name].exists():
            db[name].create(columns, pk=pk, foreign_keys=fks or None)
        else:
            have = set(db[name].columns_dict)
            for col, typ in columns.items():
                if col not in have:
                    db[name].add_column(col, typ)
    if not indexes:
        return
    for table, cols in _CARD_INDEXES:
        db[table].create_index(cols, index_name=f"idx_{table}_{'_'.join(cols)}", if_not_exists=True)
    for table, cols in CARD_FTS.items():
        if not db[f"{table}_fts"].exists():
            # No triggers: each import replaces the table and builds its index once, here.
            db[table].enable_fts(cols, tokenize="porter")


def _drop(db, tables: list[str]) -> None:
    """Drop card tables (and their FTS) that an import is about to fill again."""
    for t in tables:
        if db[f"{t}_fts"].exists():
            db[f"{t}_fts"].drop()
        db[t].drop(ignore=True)


def has_oracle_id(oracle_id: str | None) -> bool:
    """Whether a card's key is a real oracle id (not a name: the key of a card only a name-keyed
    source, such as the 2026-06 Oracle text list, holds)."""
    return bool(oracle_id) and not oracle_id.startswith("name:")


def unknown_parts(card_name: str | None, layout: str | None, faces: list[dict]) -> list[str]:
    """What the KB lacks of a card (faces: its ``card_faces`` rows, lists decoded or not), in
    words: the text of a face its name lists ("Fire // Ice") but no source holds (the 2026-06
    Oracle text list has only the first face of split, adventure and modal double-faced cards;
    a meld card's name lists its back face, a card of its own: 712.4), and a battle's defense
    (310.4; that list has none)."""
    names = (card_name or "").split(" // ")
    have = {f["name"] for f in faces}
    out = [f"the text of {n}" for n in names if n not in have] if len(names) > 1 and layout != "meld" else []
    for f in faces:
        types = f.get("types") or []
        if "Battle" in (json.loads(types) if isinstance(types, str) else types) and f.get("defense") is None:
            out.append(f"the defense of {f['name']}")
    return out


def colour_words(colors) -> str:
    """``["U", "R"]`` → "UR"; ``[]`` → "colourless"; None → "colour unknown" (no mana cost, and the
    data has no colour indicator: CR 204)."""
    if colors is None:
        return "colour unknown"
    return "".join(colors) or "colourless"


_QUOTES = str.maketrans({"’": "'", "‘": "'", "“": '"', "”": '"', "–": "-", "—": "-"})


def name_key(name: str | None) -> str:
    """Case-, accent- and punctuation-insensitive form of a card name ("Lim-Dûl" → "lim-dul")."""
    if not name:
        return ""
    if name.isascii():
        return " ".join(name.lower().split())
    s = unicodedata.normalize("NFKD", name.translate(_QUOTES).replace("Æ", "Ae").replace("æ", "ae"))
    s = "".join(c for c in s if not unicodedata.combining(c)).lower()
    return " ".join(s.split())



@functools.lru_cache(maxsize=8192)
def _number_key(n: str):
    m = re.match(r"(\d+)(?:\.(\d+)([a-z]?))?", n)
    return (int(m.group(1)), int(m.group(2) or 0), m.group(3) or "") if m else (9999, 0, "")


# --- import -------------------------------------------------------------------------------

_DATA_SUFFIXES = (".json", ".jsonl", ".json.gz", ".jsonl.gz", ".gz")
_WUBRG = {c: i for i, c in enumerate("WUBRG")}


@dataclass
class ImportReport:
    db_path: str
    files: list[dict] = field(default_factory=list)  # per file: source, format, faces, cards, rulings
    replaced: list[str] = field(default_factory=list)  # "cards" and/or "rulings"
    cards: int = 0  # in the KB after the import
    faces: int = 0
    rulings: int = 0
    edition: str | None = None  # the edition rulings were linked against
    linked_rulings: int = 0
    links: int = 0

    def as_dict(self) -> dict:
        return dict(self.__dict__)


def expand_card_paths(paths) -> list[Path]:
    """The data files of ``paths``: a file as given; a folder's data files and its sub-folders'
    (one level: ``../shared/cards`` brings ``oracle-2026-06/``)."""
    from ingest.text import ParseError

    out: list[Path] = []
    for p in paths:
        p = Path(p)
        if p.is_dir():
            # its data files, then those of its folders (../shared/cards/oracle-2026-06), by name
            found = sorted(f for f in p.iterdir() if f.is_file() and f.name.lower().endswith(_DATA_SUFFIXES))
            for sub in sorted(d for d in p.iterdir() if d.is_dir() and not d.name.startswith(".")):
                found += sorted(f for f in sub.iterdir() if f.is_file() and f.name.lower().endswith(_DATA_SUFFIXES))
            if not found:
                raise ParseError("no card data files (.json, .jsonl, .gz) in this directory", str(p))
            out.extend(found)
        elif p.exists():
            out.append(p)
        else:
            raise ParseError("no such file or directory", str(p))
    if not out:
        raise ParseError("no input files given", "")
    return out


def _colors(values) -> list[str]:
    return sorted(set(values), key=lambda c: _WUBRG.get(c, 9))


_JSON_CACHE: dict[tuple, str] = {}


def _j(value) -> str | None:
    """A list as JSON text (most lists repeat: ["Creature"], [])."""
    if value is None:
        return None
    key = tuple(value)
    out = _JSON_CACHE.get(key)
    if out is None:
        out = _JSON_CACHE[key] = json.dumps(value, ensure_ascii=False)
    return out


def _lay_over(faces: dict[str, list], newer: dict[str, list]) -> int:
    """Lay a name-keyed source's cards over ``faces`` (oracle id → faces of the files read so far);
    returns how many of its cards matched one with an oracle id there (by card name, else by
    front face name).

    A matched card keeps its oracle id, Scryfall id and first set (for its rulings); each face
    the newer source has takes that source's characteristics and text; a face it lacks (the
    second half of a split, adventure or modal double-faced card) stays as it was, with its own
    source.  Where the newer face has no mana cost, its colours (a colour indicator, which the
    newer data leaves out) and, for a split card, the mana value, stay the older ones.  A name
    that several older cards share (Unstable's variants) is left as it was: the newer entry
    does not say which variant it is."""
    by_card: dict[str, set] = {}
    by_face: dict[str, set] = {}
    for oid, group in faces.items():
        front = min(group, key=lambda f: f.index)
        by_card.setdefault(name_key(front.card_name), set()).add(oid)
        by_face.setdefault(name_key(front.name), set()).add(oid)
    matched = 0
    for new_oid, new_group in newer.items():
        new_group.sort(key=lambda f: f.index)
        key = name_key(new_group[0].card_name)
        oids = by_card.get(key) or by_face.get(key) or set()
        if len(oids) > 1:
            continue  # one name, several cards (Unstable's variants): which one is meant is unknown
        oid = next(iter(oids), None)
        if oid is None:
            faces[new_oid] = new_group
            continue
        matched += has_oracle_id(oid)
        old_group = sorted(faces[oid], key=lambda f: f.index)
        front = old_group[0]
        merged = []
        for i, old in enumerate(old_group):
            if i >= len(new_group):
                merged.append(old)  # a face the newer source leaves out
                continue
            f = new_group[i]
            f.oracle_id, f.scryfall_id, f.first_seen_set = oid, old.scryfall_id, old.first_seen_set
            f.card_name = front.card_name if len(new_group) < len(old_group) else f.card_name
            f.side = old.side
            if not f.colors_known:
                f.colors, f.color_indicator, f.colors_known = old.colors, old.color_indicator, old.colors_known
            if f.mana_value is None or (f.mana_cost == old.mana_cost and old.mana_value is not None):
                f.mana_value = old.mana_value
            merged.append(f)
        for f in new_group[len(old_group):]:
            f.oracle_id = oid
            merged.append(f)
        faces[oid] = merged
    return matched


def _kb_faces(db_path) -> tuple[dict[str, list], list[dict]]:
    """The KB's card faces as parsed records (oracle id → faces) and its card sources, for a
    name-keyed source imported alone; nothing for a KB without cards."""
    import sqlite3

    from ingest.cards import CardFace

    if not Path(db_path).exists():
        return {}, []
    conn = sqlite3.connect(f"file:{Path(db_path)}?mode=ro", uri=True)
    try:
        if not _has_cards(conn):
            return {}, []
        cards = {r["oracle_id"]: r for r in _dict_rows(conn, "SELECT oracle_id, mana_value, color_identity, "
                                                             "first_seen_set, scryfall_id FROM cards")}
        faces: dict[str, list] = {}
        for r in _dict_rows(conn, "SELECT * FROM card_faces ORDER BY oracle_id, idx"):
            c = cards.get(r["oracle_id"], {})
            r = _decode(r)
            faces.setdefault(r["oracle_id"], []).append(CardFace(
                oracle_id=r["oracle_id"], card_name=r["card_name"], name=r["name"], index=r["idx"],
                layout=r["layout"], side=r["side"], mana_cost=r["mana_cost"], mana_value=r["mana_value"],
                colors=r["colors"] or [], colors_known=r["colors"] is not None,
                color_identity=json.loads(c.get("color_identity") or "[]"),
                color_indicator=r["color_indicator"], type_line=r["type_line"],
                supertypes=r["supertypes"] or [], types=r["types"] or [], subtypes=r["subtypes"] or [],
                text=r["text"], power=r["power"], toughness=r["toughness"], loyalty=r["loyalty"],
                defense=r["defense"], keywords=r["keywords"] or [], first_seen_set=c.get("first_seen_set"),
                scryfall_id=c.get("scryfall_id"), source=r.get("source")))
        columns = CARD_TABLES["card_sources"][0]
        kept = [{k: r.get(k) for k in columns} for r in _dict_rows(conn, "SELECT * FROM card_sources")
                if "cards" in r["kind"].split("+")]
        return faces, kept
    finally:
        conn.close()


def _card_rows(faces) -> tuple[list[dict], list[dict]]:
    by_card: dict[str, list] = {}
    for f in faces:
        by_card.setdefault(f.oracle_id, []).append(f)
    cards, face_rows = [], []
    for oid, group in by_card.items():
        group.sort(key=lambda f: f.index)
        front = group[0]
        multi = len(group) > 1
        costs = [f.mana_cost for f in group if f.mana_cost]
        partial = " // " in (front.card_name or "") and len(group) < len(front.card_name.split(" // "))
        if front.layout in ("split", "aftermath"):  # CR 709.4: the halves combined
            colors = None if partial else _colors(c for f in group for c in f.colors)
        else:
            colors = front.colors if front.colors_known else None
        types: list[str] = []
        keywords: list[str] = []
        for f in group:
            types += [t for t in f.types if t not in types]
            keywords += [k for k in f.keywords if k not in keywords]
        cards.append({
            "oracle_id": oid, "name": front.card_name, "name_key": name_key(front.card_name),
            "layout": front.layout, "faces": len(group),
            "mana_cost": " // ".join(costs) if costs else None, "mana_value": front.mana_value,
            "colors": _j(colors), "color_identity": _j(_colors(front.color_identity)),
            "color_indicator": _j(front.color_indicator),
            "type_line": " // ".join(f.type_line or "" for f in group) if multi else front.type_line,
            "types": _j(types), "power": front.power, "toughness": front.toughness,
            "loyalty": front.loyalty, "defense": front.defense,
            "text": "\n//\n".join(f.text or "" for f in group) if multi else front.text,
            "keywords": _j(keywords), "first_seen_set": front.first_seen_set,
            "scryfall_id": front.scryfall_id,
            "source": ", ".join(dict.fromkeys(f.source or "" for f in group)),
        })
        for f in group:
            face_rows.append({
                "id": f"{oid}/{f.index}", "oracle_id": oid, "idx": f.index, "side": f.side,
                "name": f.name, "name_key": name_key(f.name), "card_name": f.card_name,
                "layout": f.layout, "mana_cost": f.mana_cost, "mana_value": f.mana_value,
                "colors": _j(f.colors) if f.colors_known else None,  # None: unknown (204)
                "color_indicator": _j(f.color_indicator), "type_line": f.type_line, "supertypes": _j(f.supertypes), "types": _j(f.types),
                "subtypes": _j(f.subtypes), "text": f.text, "power": f.power,
                "toughness": f.toughness, "loyalty": f.loyalty, "defense": f.defense,
                "keywords": _j(f.keywords), "source": f.source,
            })
    return cards, face_rows


def _insert(conn, table: str, rows: list[dict]) -> None:
    if not rows:
        return
    cols = list(rows[0])
    conn.executemany(
        f"INSERT OR REPLACE INTO [{table}] ({', '.join(f'[{c}]' for c in cols)}) "
        f"VALUES ({', '.join('?' * len(cols))})", [tuple(r[c] for c in cols) for r in rows])


def parse_card_files(files: list[Path]) -> list:
    """Parse every file, in order."""
    from ingest.cards import parse_card_file

    # (In this process: shipping the records back from workers costs more than parsing them.)
    return [parse_card_file(f) for f in files]


def import_cards(db_path, paths) -> ImportReport:
    """Import card and rulings files into the KB at ``db_path`` (atomically), then link rulings.

    The cards of this import replace the KB's cards if any file holds cards; its rulings
    replace the KB's rulings if any file holds rulings.  An Oracle text list keyed by name
    (``oracle-2026-06``) is laid over the cards of the other files (:func:`_lay_over`); given
    alone, over the KB's cards.  A file that fails to parse stops the import before the KB is
    touched.
    """
    from .store import atomic_update

    files = expand_card_paths(paths)
    parsed = parse_card_files(files)
    report = ImportReport(db_path=str(db_path))
    faces: dict[str, list] = {}
    rulings: dict[str, tuple] = {}
    sources: list[dict] = []
    from ingest.cards import ruling_key

    if all(pf.by_name for pf in parsed if pf.faces):  # text only: laid over the KB's cards
        faces, kept = _kb_faces(db_path)
        sources.extend(s for s in kept if s["source"] not in {Path(pf.path).name for pf in parsed})

    # Files with ids first, in the order given; then the Oracle text lists keyed by name, oldest
    # first, each laid over the cards read so far (newer text, the older file's ids and rulings).
    parsed.sort(key=lambda pf: (pf.by_name, pf.as_of or "") if pf.by_name else (False, ""))
    for pf in parsed:
        kinds = pf.kinds
        name = Path(pf.path).name
        by_card: dict[str, list] = {}
        for f in pf.faces:
            f.source = name
            by_card.setdefault(f.oracle_id, []).append(f)
        matched = None
        if pf.by_name:
            matched = _lay_over(faces, by_card)
        else:
            faces.update(by_card)  # a later file's card replaces an earlier one's
        for r in pf.rulings:
            rulings[ruling_key(r.oracle_id, r.published_at, r.text)] = (r, name)
        entry = {"source": name, "format": pf.format, "faces": len(pf.faces),
                 "cards": len(by_card), "rulings": len(pf.rulings), "as_of": pf.as_of, "matched": matched}
        report.files.append(entry)
        sources.append({"id": pf.sha256[:16], "kind": "+".join(sorted(kinds)), "sha256": pf.sha256, **entry})
        for k in sorted(kinds):
            if k not in report.replaced:
                report.replaced.append(k)
    with atomic_update(db_path) as db:
        conn = db.conn
        with conn:
            # Tables this import replaces are dropped and built again: bulk inserts, then
            # indexes and full-text search (ensure_card_schema) once at the end.
            _drop(db, (["cards", "card_faces"] if "cards" in report.replaced else [])
                  + (["card_rulings"] if "rulings" in report.replaced else []) + ["ruling_links"])
            ensure_card_schema(db, indexes=False)
            if "cards" in report.replaced:
                all_faces = [f for group in faces.values() for f in group]
                card_rows, face_rows = _card_rows(all_faces)
                _insert(conn, "cards", sorted(card_rows, key=lambda r: r["oracle_id"]))
                _insert(conn, "card_faces", sorted(face_rows, key=lambda r: r["id"]))
            if "rulings" in report.replaced:
                _insert(conn, "card_rulings", [{
                    "id": key, "oracle_id": r.oracle_id, "card_name": r.card_name,
                    "published_at": r.published_at, "text": r.text, "source": r.source,
                    "position": r.position, "links": 0,
                } for key, (r, _) in sorted(rulings.items())])
            # Scryfall's rulings carry no card name: take it from the cards.
            conn.execute("UPDATE card_rulings SET card_name = (SELECT name FROM cards c WHERE "
                         "c.oracle_id = card_rulings.oracle_id) WHERE card_name IS NULL")
            for kind in report.replaced:
                conn.execute("DELETE FROM card_sources WHERE '+' || kind || '+' LIKE ?", [f"%+{kind}+%"])
            _insert(conn, "card_sources", sources)
            _relink(db, report)
            ensure_card_schema(db)
        report.cards = conn.execute("SELECT count(*) FROM cards").fetchone()[0]
        report.faces = conn.execute("SELECT count(*) FROM card_faces").fetchone()[0]
        report.rulings = conn.execute("SELECT count(*) FROM card_rulings").fetchone()[0]
    return report


def relink(db_path) -> ImportReport:
    """Link the KB's rulings again, against its current edition (after a new CR is ingested)."""
    from .store import atomic_update

    report = ImportReport(db_path=str(db_path))
    with atomic_update(db_path) as db:
        with db.conn:
            _drop(db, ["ruling_links"])
            ensure_card_schema(db, indexes=False)
            _relink(db, report)
            ensure_card_schema(db)
        report.cards = db.conn.execute("SELECT count(*) FROM cards").fetchone()[0]
        report.faces = db.conn.execute("SELECT count(*) FROM card_faces").fetchone()[0]
        report.rulings = db.conn.execute("SELECT count(*) FROM card_rulings").fetchone()[0]
    return report


def rule_index(conn, edition: str):
    """The linker's view of one edition: its rules, glossary and what the glossary cites."""
    from ingest.cards import RuleIndex

    rules = conn.execute("SELECT number, kind, parent, title, text FROM rules WHERE edition = ?",
                         [edition]).fetchall()
    glossary = conn.execute("SELECT id, term, definition FROM glossary WHERE edition = ? AND document IS NULL",
                            [edition]).fetchall()
    refs = conn.execute("SELECT f.source_id, r.number FROM [references] f JOIN rules r ON r.id = f.resolved_id "
                        "WHERE f.edition = ? AND f.source_table = 'glossary' ORDER BY f.source_id, f.start",
                        [edition]).fetchall()
    return RuleIndex(edition, rules, glossary, refs)


def card_context(conn) -> tuple[dict[str, list[str]], dict[str, list[str]], set[str]]:
    """Per card: the names a ruling may call it by, and its keywords; plus every card name."""
    own: dict[str, set[str]] = {}
    kws: dict[str, list[str]] = {}
    names: set[str] = set()
    for oid, name, keywords in conn.execute("SELECT oracle_id, name, keywords FROM cards"):
        kws[oid] = json.loads(keywords) if keywords else []
        own.setdefault(oid, set()).add(name)
        names.add(name_key(name))
    for oid, name in conn.execute("SELECT oracle_id, name FROM card_faces"):
        s = own.setdefault(oid, set())
        s.add(name)
        short = name.split(",")[0]
        if len(short) > 2:
            s.add(short)
        names.add(name_key(name))
    from ingest.cards import CardNames

    own_sorted = {oid: sorted({n.translate(_QUOTES) for n in v if n}, key=len, reverse=True)
                  for oid, v in own.items()}
    return own_sorted, kws, CardNames(names, name_key)


def _relink(db, report: ImportReport) -> None:
    """Replace ``ruling_links`` with links to the current edition's rules."""
    from .db import current_edition

    conn = db.conn  # (ruling_links was just emptied by the caller)
    conn.execute("UPDATE card_rulings SET links = 0 WHERE links != 0")
    edition = current_edition(conn)
    report.edition = edition
    if edition is None:
        from .ruling_votes import build_vote_index

        build_vote_index(conn)  # empty: no links
        return
    index = rule_index(conn, edition)
    own, kws, names = card_context(conn)
    todo = conn.execute("SELECT id, oracle_id, text FROM card_rulings ORDER BY text, id").fetchall()
    rows, counts = [], []
    for rid, oid, links in _link_all(index, own, kws, names, todo):
        for number, score, term, method in links:
            rows.append({"id": f"{rid}>{number}", "ruling_id": rid, "oracle_id": oid,
                         "edition": edition, "number": number, "rule_id": f"{edition}/{number}",
                         "score": score, "term": term, "method": method})
        if links:
            counts.append((len(links), rid))
    _insert(conn, "ruling_links", rows)
    conn.executemany("UPDATE card_rulings SET links = ? WHERE id = ?", counts)
    report.linked_rulings = len(counts)
    report.links = len(rows)
    from .ruling_votes import build_vote_index

    build_vote_index(conn)  # search's rulings vote reads the linked texts from here


_WORK: tuple | None = None  # what the link workers share (kb.workers hands it to each once)


def _link_chunk(bounds: tuple[int, int]) -> list:
    index, own, kws, names, todo = _WORK
    # Half the rulings repeat another card's text word for word: the same text, the same
    # names of the card in it and the same keyword rules give the same links.
    cache: dict[tuple, list] = {}
    return [(rid, oid, link_ruling(index, own, kws, names, oid, text, cache))
            for rid, oid, text in todo[bounds[0]:bounds[1]]]


def link_ruling(index, own, kws, names, oid: str, text: str | None, cache: dict | None = None) -> list[tuple]:
    """One ruling's links as (number, score, term, method), with the card's names and keywords
    (``own``, ``kws``, ``names`` from :func:`card_context`)."""
    from ingest.cards import link_text, plain_text

    text = text or ""
    plain = plain_text(text)
    names_here = tuple(n for n in own.get(oid, ()) if n in plain)
    keywords = kws.get(oid, ())
    key = (text, names_here, frozenset(r for k in keywords for r in index.keyword_targets(k)))
    links = cache.get(key) if cache is not None else None
    if links is None:
        links = [(x.number, x.score, x.term, x.method)
                 for x in link_text(index, text, list(names_here), keywords, names)]
        if cache is not None:
            cache[key] = links
    return links


def _link_all(index, own, kws, names, todo: list) -> list:
    """Link every ruling; on several cores, worker processes (kb.workers) each get the index once."""
    global _WORK
    import os

    _WORK = (index, own, kws, names, todo)
    try:
        jobs = min(os.cpu_count() or 1, 4)
        if jobs < 2 or len(todo) < 4000:
            return _link_chunk((0, len(todo)))
        from .workers import parallel_map

        step = -(-len(todo) // (jobs * 4))
        chunks = [(i, i + step) for i in range(0, len(todo), step)]
        return [row for part in parallel_map(_link_chunk, chunks, jobs, _link_worker_start, (_WORK,))
                for row in part]
    finally:
        _WORK = None


def _link_worker_start(work) -> None:
    """A link worker: the index and the rulings to link, once per process."""
    global _WORK
    _WORK = work


# --- download -------------------------------------------------------------------------------

_UA = "mtg-rules-kb/0.1 (judges' rules knowledge base)"


def _fetch(url: str, dest: Path, timeout: float) -> Path:
    import urllib.error
    import urllib.request

    from .download import DownloadError, copy_stream

    req = urllib.request.Request(url, headers={"User-Agent": _UA,
                                               "Accept": "application/json;q=0.9,*/*;q=0.8"})
    try:
        with urllib.request.urlopen(req, timeout=timeout) as resp, open(dest, "wb") as out:
            copy_stream(resp, out, f"Downloading {dest.name}")
    except (urllib.error.URLError, OSError, ValueError) as exc:
        reason = getattr(exc, "reason", exc)
        if isinstance(exc, urllib.error.HTTPError):
            reason = f"HTTP {exc.code} {exc.reason}"
        raise DownloadError(
            f"could not download {url}: {reason}. Offline? Download Scryfall's oracle-cards and "
            f"rulings bulk files ({SCRYFALL_BULK}) or MTGJSON's AtomicCards.json.gz yourself and run: "
            "kb import-cards PATH ...") from None
    return dest


def _file_name(url: str, fallback: str) -> str:
    import urllib.parse

    name = Path(urllib.parse.unquote(urllib.parse.urlparse(url).path)).name
    return name or fallback


def download_bulk(url: str | None, source: str, dest: Path, timeout: float = 120.0) -> list[Path]:
    """Download card data into ``dest``; returns the files to import.

    ``source`` "scryfall" (default URL: Scryfall's bulk-data index, from which the
    ``oracle_cards`` and ``rulings`` files are fetched) or "mtgjson" (AtomicCards.json.gz).
    ``url`` overrides the address: a bulk-data index (a list, or one bulk-data object) is
    followed; anything else is taken to be a data file itself.
    """
    from .download import DownloadError

    if source not in ("scryfall", "mtgjson"):
        raise DownloadError(f"--source must be scryfall or mtgjson, not {source!r}")
    from .download import check_url

    url = check_url(url) if url else (SCRYFALL_BULK if source == "scryfall" else MTGJSON_ATOMIC)
    first = _fetch(url, dest / _file_name(url, "download.json"), timeout)
    with open(first, "rb") as f:
        head = f.read(4096)
    if head.startswith(b"\x1f\x8b") or b'"bulk_data"' not in head:
        return [first]
    try:
        index = json.loads(first.read_bytes())
    except (json.JSONDecodeError, UnicodeDecodeError) as exc:
        raise DownloadError(f"{url} is not a valid bulk-data index: {exc}") from None
    items = index.get("data") if index.get("object") == "list" else [index]
    wanted = [it for it in items or [] if isinstance(it, dict)
              and it.get("type") in ("oracle_cards", "rulings") and it.get("download_uri")]
    if not wanted:
        raise DownloadError(f"no oracle_cards or rulings entry in the bulk-data index at {url}")
    first.unlink()
    out = []
    for it in sorted(wanted, key=lambda it: it["type"] != "oracle_cards"):  # cards first
        uri = it["download_uri"]
        out.append(_fetch(uri, dest / _file_name(uri, it["type"] + ".json"), timeout))
    return out


# --- look-ups -------------------------------------------------------------------------------

def _dict_rows(conn, sql: str, params=()) -> list[dict]:
    cur = conn.execute(sql, params)
    cols = [c[0] for c in cur.description]
    return [dict(zip(cols, r)) for r in cur.fetchall()]


_LIST_COLUMNS = ("colors", "color_identity", "color_indicator", "types", "keywords", "supertypes", "subtypes")


def _decode(row: dict) -> dict:
    for c in _LIST_COLUMNS:
        if c in row and isinstance(row[c], str):
            row[c] = json.loads(row[c])
    row.pop("name_key", None)
    return row


def _has_cards(conn) -> bool:
    return bool(conn.execute("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'cards'").fetchone())


# Layouts that aren't cards one plays from a deck: a real card wins a name tie.
_SECONDARY = ("token", "double_faced_token", "emblem", "art_series", "vanguard", "planar", "scheme")


# The longest card name has 141 characters; a longer query is a mistake (and its words would
# make an SQL expression too deep).
MAX_NAME = 200


def find_cards(conn, query: str, limit: int = 8) -> tuple[str, list[dict]]:
    """Cards whose name matches ``query``: how they matched, and the cards (best first).

    Exact name (case, accents and quotes ignored), then a face's name ("Fire" for
    "Fire // Ice"), then names starting with the query, containing it, containing all its
    words, and finally close spellings ("Lightening Bolt")."""
    if len(query) > MAX_NAME:
        from .db import NotFound

        raise NotFound(f"a card name has at most {MAX_NAME} characters (this one has {len(query):,})")
    key = name_key(query)
    if not key:
        return "none", []
    order = (f"ORDER BY c.layout IN ({','.join('?' * len(_SECONDARY))}), c.name, c.oracle_id")
    base = "SELECT c.oracle_id, c.name, c.layout FROM cards c"
    steps = [
        ("exact", f"{base} WHERE c.name_key = ?", [key]),
        ("face", f"{base} WHERE c.oracle_id IN (SELECT oracle_id FROM card_faces WHERE name_key = ?)", [key]),
        ("prefix", f"{base} WHERE c.name_key >= ? AND c.name_key < ?", [key, key + "\uffff"]),
        ("substring", f"{base} WHERE instr(c.name_key, ?) > 0", [key]),
    ]
    words = key.split()
    if len(words) > 1:
        steps.append(("words", f"{base} WHERE " + " AND ".join("instr(c.name_key, ?) > 0" for _ in words),
                      words))
    for how, sql, params in steps:
        rows = _dict_rows(conn, f"{sql} {order} LIMIT ?", [*params, *_SECONDARY, limit])
        if rows:
            return how, rows
    close = _close_names(conn, key, limit)
    if not close:
        return "none", []
    marks = ",".join("?" * len(close))
    rows = _dict_rows(conn, f"{base} WHERE c.name_key IN ({marks})", close)
    rank = {k: i for i, k in enumerate(close)}
    rows.sort(key=lambda r: rank.get(name_key(r["name"]), 99))
    return "fuzzy", rows


_NAMES: dict = {}


def _names(conn) -> list[str]:
    """The cards' name keys: read once per KB file (its size and time change with any write)."""
    from .db import file_key

    fk = file_key(conn)
    fk = fk if len(fk) > 1 else None  # a KB without a file (in memory): read each time
    got = _NAMES.get(fk) if fk else None
    if got is None:
        got = sorted({k for (k,) in conn.execute("SELECT name_key FROM cards") if k})
        if fk:
            _NAMES.clear()
            _NAMES[fk] = got
    return got


def _close_names(conn, key: str, limit: int) -> list[str]:
    """Close spellings of ``key`` (similarity ≥ 75 %: the share of letters the two names have
    in common, in order), best first.  rapidfuzz compares all 27,000 names in a few
    milliseconds; it is imported here only, so commands that never misspell a card don't load it."""
    from rapidfuzz import fuzz, process

    found = process.extract(key, _names(conn), scorer=fuzz.ratio, limit=limit, score_cutoff=75)
    return [name for name, _, _ in sorted(found, key=lambda f: (-f[1], f[2]))]


def _not_found(conn, query: str) -> LookupError:
    from .db import NotFound

    if not _has_cards(conn) or not conn.execute("SELECT 1 FROM cards LIMIT 1").fetchone():
        return NotFound("the knowledge base holds no cards: run `kb import-cards PATH` (or --download)")
    return NotFound(f"no card named like {query!r} in the knowledge base (try part of the name)")


def _links_by_ruling(conn, oracle_id: str) -> dict[str, list[dict]]:
    out: dict[str, list[dict]] = {}
    for r in _dict_rows(conn, "SELECT ruling_id, number, score, term, method, edition FROM ruling_links "
                              "WHERE oracle_id = ? ORDER BY score DESC, number", [oracle_id]):
        out.setdefault(r.pop("ruling_id"), []).append(r)
    return out


def _keyword_rules(conn, edition: str, keywords: list[str]) -> list[dict]:
    """Each keyword's rule (702.19 "Trample") and its defining subrule, in ``edition``."""
    out = []
    for kw in keywords:
        # (a range on number, so that the (edition, number) index serves it)
        rows = _dict_rows(conn, "SELECT number, title FROM rules WHERE edition = ? AND number >= '701.' "
                                "AND number < '703' AND kind = 'rule' AND title = ? COLLATE NOCASE",
                          [edition, kw])
        if not rows:  # another name for it ("Megamorph", "Totem armor"): the glossary knows
            rows = _dict_rows(conn, """
                SELECT r.number, r.title FROM glossary g
                  JOIN [references] f ON f.source_id = g.id AND f.resolved_id IS NOT NULL
                  JOIN rules r ON r.id = f.resolved_id
                 WHERE g.edition = ? AND g.document IS NULL AND g.term = ? COLLATE NOCASE
                   AND (r.number LIKE '701.%' OR r.number LIKE '702.%') LIMIT 1""", [edition, kw])
        if not rows:
            continue
        rule = rows[0]
        subs = _dict_rows(conn, "SELECT number, text FROM rules WHERE edition = ? AND parent = ? "
                                "ORDER BY position LIMIT 1", [edition, rule["number"]])
        out.append({"number": rule["number"], "title": rule["title"], "keyword": kw,
                    "defining": subs[0] if subs else None})
    return out


def card_info(conn, query: str) -> dict:
    """A card by (fuzzy) name: characteristics, faces, rulings with their links, related rules."""
    from .db import current_edition

    if not _has_cards(conn):
        raise _not_found(conn, query)
    how, matches = find_cards(conn, query)
    if not matches:
        raise _not_found(conn, query)
    oid = matches[0]["oracle_id"]
    card = _decode(_dict_rows(conn, "SELECT * FROM cards WHERE oracle_id = ?", [oid])[0])
    faces = [_decode(f) for f in _dict_rows(conn, "SELECT * FROM card_faces WHERE oracle_id = ? ORDER BY idx",
                                            [oid])]
    links = _links_by_ruling(conn, oid)
    rulings = _dict_rows(conn, "SELECT id, published_at, text, source FROM card_rulings WHERE oracle_id = ? "
                               "ORDER BY published_at, position", [oid])
    for r in rulings:
        r["links"] = links.get(r["id"], [])
    edition = current_edition(conn)
    link_edition = next((x["edition"] for ls in links.values() for x in ls), edition)
    related: dict[str, dict] = {}
    keywords = card["keywords"] or []
    for k in _keyword_rules(conn, edition, keywords) if edition else []:
        related[k["number"]] = {"number": k["number"], "title": k["title"], "why": [f"keyword {k['keyword']}"],
                                "rulings": 0, "text": (k["defining"] or {}).get("text"),
                                "defining": (k["defining"] or {}).get("number")}
    counts: dict[str, list] = {}
    for ls in links.values():
        for x in ls:
            c = counts.setdefault(x["number"], [0, x["term"], 0.0])
            c[0] += 1
            c[2] = max(c[2], x["score"])
    if counts:
        marks = ",".join("?" * len(counts))
        texts = {r["number"]: r for r in _dict_rows(
            conn, f"SELECT number, title, text FROM rules WHERE edition = ? AND number IN ({marks})",
            [link_edition, *counts])}
        for r in texts.values():
            if r["title"] and r["title"] == r["text"]:  # a titled rule ("701.21. Sacrifice"): its first subrule
                sub = conn.execute("SELECT text FROM rules WHERE edition = ? AND parent = ? ORDER BY position "
                                   "LIMIT 1", [link_edition, r["number"]]).fetchone()
                r["text"] = sub[0] if sub else r["text"]
        for number, (n, term, score) in sorted(counts.items(), key=lambda kv: (-kv[1][0], -kv[1][2],
                                                                              _number_key(kv[0]))):
            entry = related.setdefault(number, {"number": number, "title": (texts.get(number) or {}).get("title"),
                                                "why": [], "rulings": 0,
                                                "text": (texts.get(number) or {}).get("text"), "defining": None})
            entry["rulings"] = n
            entry["why"].append(f"{n} ruling(s): {term}")
    return {
        "query": query, "match": how, "card": card, "faces": faces, "rulings": rulings,
        "related_rules": list(related.values()), "edition": edition, "links_edition": link_edition,
        "other_matches": [m["name"] for m in matches[1:]],
    }


def rulings_for_card(conn, query: str) -> dict:
    info = card_info(conn, query)
    return {"query": query, "match": info["match"], "card": {"oracle_id": info["card"]["oracle_id"],
                                                             "name": info["card"]["name"]},
            "rulings": info["rulings"], "links_edition": info["links_edition"],
            "other_matches": info["other_matches"]}


def rulings_for_rule(conn, text: str, limit: int = 50) -> dict:
    """Card rulings linked to a rule (and its subrules; a section: all its rules), best first."""
    from .db import NotFound, parse_number

    number, _ = parse_number(text)
    if not _has_cards(conn):
        raise NotFound("the knowledge base holds no card rulings: run `kb import-cards PATH` (or --download)")
    edition = (conn.execute("SELECT edition FROM ruling_links LIMIT 1").fetchone() or [None])[0]
    if len(number) == 1:  # a chapter: its sections' rules
        cond, params = "l.number GLOB ?", [number + "[0-9][0-9].*"]
    elif "." not in number:  # a section
        cond, params = "(l.number = ? OR l.number LIKE ?)", [number, number + ".%"]
    else:
        cond, params = "(l.number = ? OR l.number GLOB ?)", [number, number + "[a-z]"]
    total = conn.execute(f"SELECT count(DISTINCT l.ruling_id) FROM ruling_links l WHERE {cond}", params).fetchone()[0]
    rows = _dict_rows(conn, f"""
        SELECT l.number, l.score, l.term, l.method, r.id AS ruling_id, r.oracle_id, r.card_name,
               r.published_at, r.text
          FROM ruling_links l JOIN card_rulings r ON r.id = l.ruling_id
         WHERE {cond}
         ORDER BY l.score DESC, r.card_name, r.published_at, r.position LIMIT ?""", [*params, limit])
    rule = None
    if edition:
        got = _dict_rows(conn, "SELECT number, title, text FROM rules WHERE edition = ? AND number = ?",
                         [edition, number])
        rule = got[0] if got else None
    return {"number": number, "edition": edition, "rule": rule, "total": total, "rulings": rows}


# --- the rules engine's view of a card ----------------------------------------------------

_DEFINITION_KEYS = ("name", "mana_cost", "colors", "color_indicator", "supertypes", "types", "subtypes",
                    "power", "toughness", "loyalty", "text", "layout")


# Layouts whose faces the rules engine reads (709 split, 710 flip, 712 double-faced).
_ENGINE_FACE_LAYOUTS = ("split", "aftermath", "flip", "transform", "modal_dfc", "meld", "adventure")


def _definition_face(face: dict, colourless: bool) -> dict:
    """One face in the engine's card shape. A face whose colour no source gives (``colors`` NULL: no mana
    cost, and the 2026-06 Oracle list has no colour indicators) is colourless only when its card's colour
    identity is empty (903.4: the identity includes the colour indicator's colours); otherwise its colour
    is unknown: ``colors_known: False`` (the engine never takes it for colourless)."""
    out = {k: face.get(k) for k in _DEFINITION_KEYS}
    if out["colors"] is None and not colourless:
        out["colors_known"] = False
    for k in ("colors", "supertypes", "types", "subtypes"):
        out[k] = out[k] or []
    return out


def card_definition(db, name: str) -> dict | None:
    """A card's characteristics and Oracle text for the rules engine, or None if unknown.

    ``db``: a sqlite3 connection, a sqlite_utils Database, or a path to the KB.  ``name``
    is matched exactly, ignoring case, accents and quote styles: a card's name, or one
    face's name ("Fire", "Insectile Aberration").  The full name of a multi-faced card
    ("Delver of Secrets // Insectile Aberration") gives its front face.

    Returns a dict with keys name, mana_cost, colors, color_indicator, supertypes, types,
    subtypes, power, toughness, loyalty, text, layout: values as in the data (mana cost
    "{1}{R}", colours ["R"], power "*" or "3"), lists empty and other values None when
    absent.  None also for a card the KB holds only in part (:func:`unknown_parts`): the engine
    never plays half a card.
    """
    import sqlite3

    close = False
    if isinstance(db, (str, Path)):
        path = Path(db)
        if not path.exists():
            return None
        conn = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
        close = True
    else:
        conn = getattr(db, "conn", db)
    try:
        if not _has_cards(conn):
            return None
        key = name_key(name)
        if not key:
            return None
        secondary = ",".join("?" * len(_SECONDARY))
        row = conn.execute(
            f"SELECT f.oracle_id, f.idx FROM cards c JOIN card_faces f ON f.oracle_id = c.oracle_id "
            f"WHERE c.name_key = ? ORDER BY c.layout IN ({secondary}), c.oracle_id, f.idx LIMIT 1",
            [key, *_SECONDARY]).fetchone()
        if row is None:
            row = conn.execute(
                f"SELECT f.oracle_id, f.idx FROM card_faces f JOIN cards c ON c.oracle_id = f.oracle_id "
                f"WHERE f.name_key = ? ORDER BY c.layout IN ({secondary}), f.oracle_id, f.idx LIMIT 1",
                [key, *_SECONDARY]).fetchone()
        if row is None:
            return None
        face = _decode(_dict_rows(conn, "SELECT * FROM card_faces WHERE oracle_id = ? AND idx = ?", list(row))[0])
        identity = conn.execute("SELECT color_identity FROM cards WHERE oracle_id = ?", [row[0]]).fetchone()
        colourless = not json.loads((identity[0] if identity else None) or "[]")
        out = _definition_face(face, colourless)
        faces = _dict_rows(conn, "SELECT * FROM card_faces WHERE oracle_id = ? ORDER BY idx", [row[0]])
        if unknown_parts(face.get("card_name"), face.get("layout"), faces):
            return None
        if len(faces) > 1 and out.get("layout") in _ENGINE_FACE_LAYOUTS:
            # the engine's card shape: every face, in order (split halves, a flip card's halves, DFC faces)
            out["faces"] = [_definition_face(_decode(f), colourless) for f in faces]
        return out
    finally:
        if close:
            conn.close()
