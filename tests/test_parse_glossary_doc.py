"""Glossary-only documents: small fixture, error cases, the real seed."""
from __future__ import annotations

from pathlib import Path

import pytest

from ingest.glossary_doc import parse_glossary_doc
from ingest.text import ParseError, decode

SMALL = Path(__file__).resolve().parent / "fixtures" / "seeds_small" / "glossary_small.txt"
SEED = "seeds/003_0bd214fd866b4534.txt"


def _non_blank(text: str) -> set[int]:
    return {i for i, line in enumerate(text.splitlines(), 1) if line.strip()}


def _small():
    text = SMALL.read_text(encoding="utf-8")
    return text, parse_glossary_doc(text, "glossary_small.txt")


# --- fixture ------------------------------------------------------------------

def test_small_entries():
    _, doc = _small()
    assert doc.kind == "glossary" and doc.title == "6. Glossary"
    got = [(g.term, g.obsolete, g.informal, g.raw_term, g.position) for g in doc.glossary]
    assert got == [
        ("Ability", False, False, "Ability", 1),
        ("Ante", True, False, "Ante (Obsolete)", 2),
        ("Cantrip", False, True, "Cantrip (Informal)", 3),
        ("Expansion Symbol", False, False, "Expansion Symbol", 4),
        ("Respond, Response", False, True, "Respond, Response (Informal)", 5),
        ("Zone", False, False, "Zone", 6),
    ]


def test_small_wrapped_and_continued_definitions():
    _, doc = _small()
    by_term = {g.term: g for g in doc.glossary}
    # Hard-wrapped lines are joined with a space, even when the next line starts with a number.
    assert by_term["Ability"].definition == (
        "An instruction in a card's text is an ability. A card may have one or more abilities "
        "or no abilities at all.")
    assert by_term["Respond, Response"].definition.endswith(
        'See rule 409, "Playing Spells and Activated Abilities."')
    # One-line blocks continue the entry above as new paragraphs.
    sym = by_term["Expansion Symbol"]
    assert sym.definition.split("\n")[1:] == ["Alpha", "Beta"]
    assert (sym.line_start, sym.line_end) == (13, 19)


def test_small_line_map():
    text, doc = _small()
    assert set(doc.line_map) == _non_blank(text)
    assert doc.line_map[1] == ("glossary-heading", "")
    assert doc.line_map[17] == ("glossary", "Expansion Symbol")  # "Alpha"
    assert doc.line_map[8] == ("glossary", "Ante")


def test_repeated_term_gets_suffix_and_crlf_is_fine():
    text = "Glossary\r\n\r\nMana\r\nFirst meaning.\r\n\r\nMana\r\nSecond meaning.\r\n"
    doc = parse_glossary_doc(text)
    assert [g.term for g in doc.glossary] == ["Mana", "Mana"]
    assert doc.line_map[3] == ("glossary", "Mana") and doc.line_map[6] == ("glossary", "Mana~2")


@pytest.mark.parametrize("text, line", [
    ("", None),
    ("\n\n  \n", 1),
    ("6. Glossary\n\nMana\nA bad \x00 byte.\n", 4),
    ("6. Glossary\n", 1),
    ("104.2.\nIf a numerical value would be less than 0, it's treated as 0.\n", 1),
    ("6. Glossary\n\nThis is a sentence, not a term.\nAnd another one.\n", 3),
    ("6. Glossary\n\nLonely\n\nMana\nDefinition.\n", 3),
])
def test_bad_input_raises(text, line):
    with pytest.raises(ParseError) as err:
        parse_glossary_doc(text, "bad.txt")
    assert err.value.path == "bad.txt" and err.value.line == line


# --- the real seed --------------------------------------------------------------

@pytest.fixture(scope="module")
def seed(shared_dir):
    path = shared_dir / SEED
    text = decode(path.read_bytes(), str(path))
    return text, parse_glossary_doc(text, str(path))


def test_seed_counts(seed):
    text, doc = seed
    # Checked with awk (blank-line blocks of 2+ lines) and grep "(Obsolete)$" / "(Informal)$".
    assert len(doc.glossary) == 206
    assert sum(g.obsolete for g in doc.glossary) == 26
    assert sum(g.informal for g in doc.glossary) == 3
    assert doc.glossary[0].term == "Ability" and doc.glossary[-1].term == "Zone"
    assert len({g.term for g in doc.glossary}) == 206
    assert set(doc.line_map) == _non_blank(text)
    assert len(doc.line_map) == 521


def test_seed_wrapped_and_listed(seed):
    _, doc = seed
    by_term = {g.term: g for g in doc.glossary}
    attack = by_term["Attack"]
    assert (attack.line_start, attack.line_end) == (36, 39)
    assert attack.definition.endswith("is never considered to be an attack.")
    assert "\n" not in attack.definition
    # The expansion-symbol table survives as 39 one-line paragraphs under its entry.
    symbols = by_term["Expansion Symbol"].definition.split("\n")
    assert len(symbols) == 40 and symbols[1] == "Expansions and Editions" and symbols[-1] == "Unglued™"
    assert by_term["Ante"].obsolete and by_term["Ante"].raw_term == "Ante (Obsolete)"
    assert by_term['"As though"'].definition.count("Example:") == 3
