"""The rules-text reader over every card face of ../shared/cards (issue 14): no P/T-, type- or
number-shaped phrase ("X/X", "*/*", "+X/+0", "2") ends up filed as a subtype, a card type or a
keyword; every word filed as a subtype is one the Comprehensive Rules list; and almost every face
loads (an unreadable line is kept as an unmodelled ability, not an error)."""
from __future__ import annotations

import re
from dataclasses import asdict

import pytest

from kb.engine.abilities import Keyword, StaticAbility
from kb.engine.coverage import coverage_of_faces
from kb.engine.effects import TypeOp
from kb.engine.values import CARD_TYPES, known_subtype

SHAPED = re.compile(r"^[+\-]?[\dX*]+(/[+\-]?[\dX*]+)?$|/|^\{")


def _type_words(ability):
    for t in getattr(ability, "templates", ()):
        for op in t.ops:
            if isinstance(op, TypeOp):
                for group in (op.add_subtypes, op.set_creature_types or (), op.set_land_types or ()):
                    yield from group
                for group in (op.add_types, op.set_types or ()):
                    for w in group:
                        yield ("type", w)


def _shaped_words(card) -> list:
    """What a face's reading filed wrongly: a P/T-, type- or number-shaped phrase as a keyword, subtype or type."""
    bad = []
    for ab in card.abilities:
        if isinstance(ab, Keyword) and SHAPED.match(ab.name.split()[0]):
            bad.append((card.name, "keyword", ab.name))
        if isinstance(ab, StaticAbility):
            for w in _type_words(ab):
                if isinstance(w, tuple):
                    if w[1] not in CARD_TYPES:
                        bad.append((card.name, "card type", w[1]))
                elif SHAPED.search(w) or not known_subtype(w):
                    bad.append((card.name, "subtype", w))
    return bad


def test_every_face_of_the_2022_pool_loads_and_files_no_shaped_phrase(shared_dir):
    """One pass over the 24,184 faces (`kb engine coverage`'s own reading): at least 99 % load, the coverage
    figures are consistent, and no loaded face files a shaped phrase as a subtype, a card type or a keyword."""
    from ingest.cards import parse_card_file

    path = shared_dir / "cards" / "mtgjson2022-oracle-cards.jsonl.gz"
    if not path.is_file():
        pytest.fail(f"card data missing: {path} (put ../shared beside the project)")
    faces = [asdict(f) for f in parse_card_file(path).faces]
    assert len(faces) == 24_184
    bad: list = []
    cov = coverage_of_faces(faces, each=lambda card: bad.extend(_shaped_words(card)))
    assert cov.faces == 24_184
    assert cov.loaded / cov.faces >= 0.99, cov.as_dict(5)["not_loaded"]
    assert 0 < cov.modelled < cov.loaded and len(cov.top(50)) == 50
    assert not bad, bad[:20]
