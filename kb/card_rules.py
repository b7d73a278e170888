"""The rules a card's abilities rest on, read by the rules engine (issue 24's twenty-first round).

The engine parses a card's Oracle text into abilities (:mod:`kb.engine.cardtext`), and the effects of
those abilities into operations and instructions (:mod:`kb.engine.effects`, :mod:`kb.engine.instructions`)
whose rules it cites by *concept* (:mod:`kb.engine.concepts`, :mod:`kb.engine.profiles`). This module
reads, for every card face of the KB, which of those concepts its modelled abilities use:

- a continuous effect (a static ability's, or one a spell or ability creates as it resolves): its
  operations, each one the layer it is applied in (613.1: "becomes a copy" 613.1a, "gains control"
  613.1b, a type-changing effect 613.1d, a colour-setting one 613.1e, "loses all abilities" 613.1f,
  P/T 613.4) — kept as the operation's kind (``op:type``), so that each edition's profile says which
  layer rule of that edition applies (613.1d today, 418.5a in 2005);
- a characteristic-defining ability (604.3);
- exiling an object and returning it: the object that comes back is a new object (400.7); exiling it
  "until" an event (610.3);
- a number read from an object that paid a cost by leaving (the sacrificed creature's power): last known
  information (608.2h);
- becoming a copy, or entering as one: the copiable values (707.2);
- a replacement effect (614.1).

:func:`build` stores them in the KB, computed once (``kb import-cards``; ``kb import-cards --relink``
after a new edition): ``card_concepts`` (oracle id → concept, and the ability's words that use it) and
``concept_numbers`` (edition → concept → rule number, found by the concept's text pattern in that
edition, :class:`kb.engine.profiles.Citations`; ``kb analyze`` refreshes them after a new edition). :mod:`kb.search` reads the two tables only (no
engine import, a search stays fast): a card named in a question adds its rules as hits.

An ability the engine does not read adds nothing: these are the rules of what the engine models, never
a guess from words it has not read.
"""
from __future__ import annotations

import json
import re
from types import SimpleNamespace

__all__ = ["concepts_of_card", "build", "refresh_numbers", "card_concepts", "concept_numbers", "SEARCH_CONCEPTS",
           "has_tables"]

# Concepts a search adds from what several named cards do together: two cards whose continuous effects
# meet in one object may depend on each other (613.8) or apply in timestamp order (613.7); two replacement
# effects for one event are applied one at a time, in the order the affected player chooses (616.1).
SEARCH_CONCEPTS = ("dependency", "timestamp", "replacement_order")
# the operation kinds of continuous effects (kb.engine.effects), each classified by an edition's profile
_OP_KINDS = ("copy", "face_down", "control", "text", "type", "color", "ability", "pt_set", "pt_modify", "pt_counters",
             "pt_switch")
_RETURN_CARD = re.compile(r"\breturn (?:the exiled|that|those|it|them|each)\b[^.]{0,80}\bto the battlefield\b", re.I)
_RETURN = re.compile(r"\breturn\b|\bonto the battlefield\b", re.IGNORECASE)


def _ops_concepts(ops, cda: bool = False) -> list[str]:
    out = []
    for op in ops or ():
        kind = getattr(op, "kind", "")
        if kind == "pt_set" and cda:
            out.append("op:pt_set_cda")
        elif kind == "ability" and (getattr(op, "remove_all", False) or getattr(op, "remove", None)):
            out.append("op:ability_remove")   # "loses all abilities", "loses flying": also 613.1f
        elif kind in _OP_KINDS:
            out.append(f"op:{kind}")
    return out


def _instructions_concepts(text: str, name: str | None) -> list[str]:
    """The concepts of a spell's or ability's instructions, read leniently (an unread sentence adds nothing)."""
    from kb.engine.errors import ParseError
    from kb.engine.instructions import parse_instructions

    try:
        steps, _slots = parse_instructions(text, name, lenient=True)
    except (ParseError, ValueError, TypeError, KeyError, IndexError, AttributeError, RecursionError):
        return []
    from kb.engine.instructions import PaidValue

    out: list[str] = []
    kinds = [s.kind for s in steps]
    for s in steps:
        if s.kind == "continuous":
            out += _ops_concepts(s.ops)
        elif s.kind == "become_copy":
            out.append("copiable")
        elif s.kind == "exile" and (s.opts or {}).get("until"):
            # "exile … until ~ leaves the battlefield": the card returns when the event happens (610.3), a new object
            out += ["until_event", "new_object"]
        if isinstance(s.amount, PaidValue) and s.amount.cost in ("sacrifice", "exile", "discard"):
            out.append("lki")   # "the sacrificed creature's power": the object has left, its last known information (608.2h)
    # "Exile target creature. Return it to the battlefield …" / "… return that card … at the beginning of the next
    # end step": the card that returns is a new object (400.7)
    if "exile" in kinds and any(k in ("move", "delayed") and _RETURN.search(s.text or "") for k, s in zip(kinds, steps)):
        out.append("new_object")
    elif "exile" in kinds and re.search(r"\bexile\b.{0,200}\breturn\b.{0,80}\bbattlefield\b", text, re.I | re.S):
        out.append("new_object")
    return out


def concepts_of_card(card) -> list[tuple[str, str]]:
    """(concept, the ability's words) for a parsed card (:class:`kb.engine.objects.CardDef`): the concepts its
    modelled abilities use, each once, in the order of its abilities."""
    from kb.engine import abilities as ab_mod

    out: dict[str, str] = {}

    def add(concepts, text):
        for c in concepts:
            out.setdefault(c, (text or "")[:200])

    for ab in card.abilities:
        text = getattr(ab, "text", "") or ""
        if isinstance(ab, ab_mod.UnmodelledAbility):
            continue
        if isinstance(ab, ab_mod.StaticAbility):
            for t in getattr(ab, "templates", ()) or ():
                add(_ops_concepts(t.ops, cda=ab.cda), text)
            if ab.cda:
                add(["cda"], text)
        elif isinstance(ab, ab_mod.EntersAsCopy):
            add(["copiable"], text)
        elif isinstance(ab, (ab_mod.TriggeredAbility, ab_mod.ActivatedAbility)) and not ab.keyword:
            add(_instructions_concepts(ab.effect, card.name), text)
        elif isinstance(ab, ab_mod.SpellAbility) and not ab.unmodelled:
            add(_instructions_concepts(ab.text, card.name), text)
        elif getattr(ab, "kind", "") == "replacement" and type(ab).__name__ == "ReplacementAbility":
            add(["replacement"], text)
    # one ability exiles, another returns the card ("When ~ leaves the battlefield, return the exiled card to the
    # battlefield"): the card that returns is a new object (400.7); both abilities read by the engine
    read = [getattr(ab, "text", "") or "" for ab in card.abilities if not isinstance(ab, ab_mod.UnmodelledAbility)]
    exiles = next((t for t in read if re.search(r"\bexile\b", t, re.I)), None)
    returns = next((t for t in read if _RETURN_CARD.search(t)), None)
    if exiles and returns and "new_object" not in out:
        out["new_object"] = f"{exiles[:100]} / {returns[:100]}"
    return list(out.items())


def _faces(conn):
    from kb.engine.coverage import face_definition

    cur = conn.execute("SELECT oracle_id, name, mana_cost, colors, color_indicator, supertypes, types, subtypes, power, "
                       "toughness, loyalty, text, layout FROM card_faces ORDER BY oracle_id, idx")
    cols = [c[0] for c in cur.description]
    for r in cur:
        row = dict(zip(cols, r))
        yield row["oracle_id"], face_definition(row)


_KEYS = ("name", "mana_cost", "colors", "color_indicator", "supertypes", "types", "subtypes", "power", "toughness",
         "loyalty", "text", "layout")


def _concepts_of_faces(faces: list) -> list[tuple[str, str, str]]:
    """(oracle id, concept, words) for (oracle id, card definition) pairs (a worker's share)."""
    from kb.engine.cardtext import parse_card_text
    from kb.engine.errors import ParseError
    from kb.engine.objects import CardDef, CardError

    rows: list[tuple[str, str, str]] = []
    for oid, d in faces:
        if not (d.get("text") or "").strip():
            continue
        try:
            card = CardDef.from_dict({k: d.get(k) for k in _KEYS}, parse=parse_card_text)
        except (CardError, ParseError, ValueError, TypeError, KeyError, IndexError, AttributeError, RecursionError):
            continue   # a face the engine cannot load: nothing read, nothing added
        rows += [(oid, concept, words) for concept, words in concepts_of_card(card)]
    return rows


def card_concepts(conn, jobs: int = 0) -> list[tuple[str, str, str]]:
    """(oracle id, concept, words) for every card face of the KB whose text the engine reads, each pair once
    (``jobs`` processes; 0: one per CPU, at most 4, as ``kb engine coverage``)."""
    import os

    faces = [f for f in _faces(conn) if (f[1].get("text") or "").strip()]
    jobs = jobs or min(4, os.cpu_count() or 1)
    if jobs <= 1 or len(faces) < 2000:
        got = _concepts_of_faces(faces)
    else:
        from kb.workers import parallel_map

        n = max(1, len(faces) // (jobs * 4))
        got = [r for part in parallel_map(_concepts_of_faces, [faces[i:i + n] for i in range(0, len(faces), n)], jobs)
               for r in part]
    seen: set = set()
    rows = []
    for oid, concept, words in got:
        if (oid, concept) not in seen:
            seen.add((oid, concept))
            rows.append((oid, concept, words))
    return rows


def concept_numbers(conn, concepts) -> list[tuple[str, str, str]]:
    """(edition, concept, rule number) for every edition of the KB: an operation's kind by the layer its
    edition's profile applies it in (``op:color`` → layer 5 → 613.1e today), any other concept by its pattern."""
    from kb.engine.profiles import Citations, ProfileError, profile_for

    out = []
    for (ed,) in conn.execute("SELECT DISTINCT edition FROM rules ORDER BY edition").fetchall():
        try:
            profile = profile_for(ed)
        except ProfileError:
            continue
        cites = Citations(profile, ed, conn)
        for concept in concepts:
            name = concept
            if concept.startswith("op:"):
                kind = concept[3:]
                cda = kind.endswith("_cda")
                kind = kind.removesuffix("_cda").removesuffix("_remove")
                effect = SimpleNamespace(cda=cda, ops=(SimpleNamespace(kind=kind),))
                try:
                    key = profile.classify(kind, effect)
                except (AttributeError, TypeError, KeyError):
                    key = None
                if key is None:
                    continue
                name = f"layer.{key}"
            try:
                number = cites.number(name)
            except KeyError:
                number = None
            if number:
                out.append((ed, concept, number))
    return out


def has_tables(conn) -> bool:
    return bool(conn.execute("SELECT count(*) FROM sqlite_master WHERE type = 'table' "
                             "AND name IN ('card_concepts', 'concept_numbers')").fetchone()[0] == 2)


def refresh_numbers(conn) -> int | None:
    """``concept_numbers`` again for the concepts ``card_concepts`` holds (``kb analyze``, after a new edition:
    the cards are not read again); None when the KB has no ``card_concepts``. Returns the rows written."""
    if not conn.execute("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'card_concepts'").fetchone():
        return None
    concepts = sorted({c for (c,) in conn.execute("SELECT DISTINCT concept FROM card_concepts")} | set(SEARCH_CONCEPTS))
    numbers = concept_numbers(conn, concepts)
    conn.execute("DROP TABLE IF EXISTS concept_numbers")
    conn.execute("CREATE TABLE concept_numbers (edition TEXT, concept TEXT, number TEXT)")
    conn.executemany("INSERT INTO concept_numbers VALUES (?, ?, ?)", numbers)
    conn.execute("CREATE INDEX idx_concept_numbers ON concept_numbers (edition, concept)")
    return len(numbers)


def build(conn, jobs: int = 0) -> dict:
    """Compute and store ``card_concepts`` and ``concept_numbers`` (replacing them). Returns counts."""
    rows = card_concepts(conn, jobs)
    concepts = sorted({c for _o, c, _w in rows} | set(SEARCH_CONCEPTS))
    numbers = concept_numbers(conn, concepts)
    with conn:
        conn.execute("DROP TABLE IF EXISTS card_concepts")
        conn.execute("DROP TABLE IF EXISTS concept_numbers")
        conn.execute("CREATE TABLE card_concepts (oracle_id TEXT, concept TEXT, words TEXT)")
        conn.execute("CREATE TABLE concept_numbers (edition TEXT, concept TEXT, number TEXT)")
        conn.executemany("INSERT INTO card_concepts VALUES (?, ?, ?)", rows)
        conn.executemany("INSERT INTO concept_numbers VALUES (?, ?, ?)", numbers)
        conn.execute("CREATE INDEX idx_card_concepts_oracle_id ON card_concepts (oracle_id)")
        conn.execute("CREATE INDEX idx_concept_numbers ON concept_numbers (edition, concept)")
    return {"cards": len({o for o, _c, _w in rows}), "rows": len(rows), "numbers": len(numbers),
            "concepts": json.dumps(concepts)}
