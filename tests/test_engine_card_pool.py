"""The rules-text reader over every card face of ../shared/cards (issue 14): no P/T-, type- or
number-shaped phrase ("X/X", "*/*", "+X/+0", "2") ends up filed as a subtype, a card type or a
keyword; every word filed as a subtype is one the Comprehensive Rules list; and almost every face
loads (an unreadable line is kept as an unmodelled ability, not an error)."""
from __future__ import annotations

import re

import pytest

from kb.engine.abilities import Keyword, StaticAbility
from kb.engine.cardtext import parse_card_text
from kb.engine.effects import TypeOp
from kb.engine.errors import ParseError
from kb.engine.objects import CardDef, CardError
from kb.engine.values import CARD_TYPES, known_subtype

SHAPED = re.compile(r"^[+\-]?[\dX*]+(/[+\-]?[\dX*]+)?$|/|^\{")


@pytest.fixture(scope="module")
def faces(shared_dir):
    from ingest.cards import parse_card_file
    out = []
    for f in sorted((shared_dir / "cards").glob("*oracle-cards*")):
        out.extend(parse_card_file(f).faces)
    assert len(out) > 20000
    return out


def _definition(face) -> dict:
    return {"name": face.name, "mana_cost": face.mana_cost, "colors": face.colors,
            "color_indicator": face.color_indicator, "supertypes": face.supertypes, "types": face.types,
            "subtypes": face.subtypes, "power": face.power, "toughness": face.toughness, "loyalty": face.loyalty,
            "text": face.text or "", "layout": face.layout}


def _type_words(ability):
    for t in getattr(ability, "templates", ()):
        for op in t.ops:
            if isinstance(op, TypeOp):
                for group in (op.add_subtypes, op.set_creature_types or (), op.set_land_types or ()):
                    yield from group
                for group in (op.add_types, op.set_types or ()):
                    for w in group:
                        yield ("type", w)


def test_no_shaped_phrase_is_filed_as_a_subtype_or_keyword(faces):
    loaded = 0
    errors: dict[str, int] = {}
    bad = []
    for face in faces:
        try:
            c = CardDef.from_dict(_definition(face), parse=parse_card_text)
        except (CardError, ParseError) as exc:
            key = re.sub(r"'.*?'", "'…'", str(exc).split(":")[-1])[:60]
            errors[key] = errors.get(key, 0) + 1
            continue
        loaded += 1
        for ab in c.abilities:
            if isinstance(ab, Keyword) and SHAPED.match(ab.name.split()[0]):
                bad.append((face.name, "keyword", ab.name))
            if isinstance(ab, StaticAbility):
                for w in _type_words(ab):
                    if isinstance(w, tuple):
                        if w[1] not in CARD_TYPES:
                            bad.append((face.name, "card type", w[1]))
                    elif SHAPED.search(w) or not known_subtype(w):
                        bad.append((face.name, "subtype", w))
    assert not bad, bad[:20]
    assert loaded / len(faces) >= 0.99, (loaded, len(faces), errors)
