"""Crystal Keep rulings summary: small fixture, error cases, the real one-line seed."""
from __future__ import annotations

import re
from collections import Counter
from pathlib import Path

import pytest

from ingest.crystalkeep import parse_crystalkeep
from ingest.records import Document
from ingest.text import ParseError, decode

SMALL = Path(__file__).resolve().parent / "fixtures" / "seeds_small" / "crystalkeep_small.txt"
SEED = "seeds/001_d8cc158df1b44a61.txt"
_WORD = re.compile(r"\w+")
_ENTRY_START = re.compile(r"(?<!\+) (?=(?:\+ )?(?:G?\d+(?:\.\d+[a-z]?)?(?:\.Ruling\.\d+)? - |Note - |Example: ))")


def _small() -> tuple[str, Document]:
    text = SMALL.read_text(encoding="utf-8")
    return text, parse_crystalkeep(text, "crystalkeep_small.txt")


def _rebuilt_words(doc: Document) -> Counter:
    """Every word the records carry: header, headings, labels, texts, source tags, credits."""
    pieces = [doc.front_matter, doc.credits]
    for h in doc.meta["headings"]:
        pieces.append(f"{h['number']} {h['title']}")
        if h["no_changes"]:
            pieces.append("No changes to this section.")
    for r in doc.rulings:
        pieces += [r.label or {"note": "Note", "example": "Example"}[r.kind], r.text]
        segments = doc.meta["segments"].get(r.position)
        if segments:
            pieces += [s["source"] for s in segments if s["source"]]
        elif r.source and r.position not in doc.meta["inherited_source"]:
            pieces.append(r.source)
    return Counter(_WORD.findall(" ".join(pieces)))


# --- fixture ------------------------------------------------------------------

def test_small_header():
    _, doc = _small()
    assert doc.kind == "crystalkeep"
    assert doc.effective == "2007-02-07"
    assert doc.title == "General Rulings Summary (CHANGES ONLY)"
    assert doc.meta["changes_since"] == "2007-01-06"
    assert doc.front_matter.endswith("Table of Contents: No changes to this section.")
    assert doc.credits == "Acknowledgements and Disclaimers These files may be freely copied. Use at your own risk."


def test_small_rulings():
    _, doc = _small()
    got = [(r.rule, r.kind, r.label, r.changed, r.source, r.date) for r in doc.rulings]
    assert got == [
        ("104.2", "rule", "104.2", True, "CompRules 2007/02/01", "2007-02-01"),
        ("104.2", "example", None, False, "CompRules 2003/12/01", "2003-12-01"),
        ("104.3", "rule", "104.3", False, "CompRules 2005/10/01", "2005-10-01"),
        ("418.5a", "rule", "418.5a", True, "CompRules 2007/02/01", "2007-02-01"),
        ("418.5a", "example", None, False, "CompRules 2003/07/01", "2003-07-01"),
        ("418.5a", "example", None, False, "CompRules 2003/07/01", "2003-07-01"),
        ("418.5a", "example", None, False, "CompRules 2007/02/01", "2007-02-01"),
        ("502.59", "ruling", "502.59.Ruling.7", True, "Planar Chaos FAQ 2006/12/13", "2006-12-13"),
        ("502.59", "note", None, False, None, None),
        ("G3.32b", "rule", "G3.32b", True, "CompRules 2007/02/01", "2007-02-01"),
        ("G3.32b", "note", None, True, None, None),
    ]
    assert [r.position for r in doc.rulings] == list(range(1, 12))
    texts = [r.text for r in doc.rulings]
    assert texts[3] == "First part of the rule. Second part of the rule."
    assert texts[4] == "First shared example." and texts[5] == "Second shared example."
    assert texts[6] == "An example with an unclosed tag."
    assert texts[9] == "The list of creature types is as follows: Angel, Zombie."
    assert texts[10] == 'Also see Rule 502.60, "Vanishing."'


def test_small_meta():
    text, doc = _small()
    heads = [(h["number"], h["title"], h["kind"], h["no_changes"]) for h in doc.meta["headings"]]
    assert heads == [
        ("1", "The Game", "chapter", False),
        ("104", "Numbers and Symbols", "section", False),
        ("2", "Parts of the Game", "chapter", False),
        ("418.5", "Interaction of Continuous Effects", "rule", False),
        ("502.59", "Suspend", "rule", False),
        ("3", "Tournament Rules", "chapter", True),
        ("9", "Glossary", "chapter", False),
        ("G3.32", "Creature Type", "glossary", False),
    ]
    # Rule 418.5a was printed in two parts with two dates; the latest is the ruling's date.
    assert [s["date"] for s in doc.meta["segments"][4]] == ["2005-10-01", "2007-02-01"]
    assert doc.meta["inherited_source"] == [5]
    assert len(doc.meta["warnings"]) == 1 and "unclosed" in doc.meta["warnings"][0]
    for (start, end), r in zip(doc.meta["offsets"], doc.rulings):
        assert r.text.split()[0] in text[start:end]
    assert doc.line_map == {1: ("front", "")}


def test_small_nothing_lost():
    text, doc = _small()
    assert _rebuilt_words(doc) == Counter(_WORD.findall(text))


def test_multiline_copy_reads_the_same():
    """The unflattened layout (one entry per line) gives the same records and a full line map."""
    text, doc = _small()
    multi = re.sub(r" ?([=-]{10,}) ?", r"\n\1\n", _ENTRY_START.sub("\n", text)).lstrip("\n")
    assert multi.count("\n") > 20
    other = parse_crystalkeep(multi.replace("\n", "\r\n"))
    assert other.rulings == doc.rulings
    lines = multi.split("\n")
    assert set(other.line_map) == {i for i, l in enumerate(lines, 1) if l.strip()}
    where = {lines[n - 1]: key for n, key in other.line_map.items()}
    assert where["+ 502.59.Ruling.7 - Both Vanishing and Suspend use time counters. "
                 "[Planar Chaos FAQ 2006/12/13]"] == ("ruling", "8")
    assert where["502.59 - Suspend"] == ("heading", "502.59")
    assert where["These files may be freely copied. Use at your own risk."] == ("credits", "")


# --- bad input ----------------------------------------------------------------

@pytest.mark.parametrize("text, line", [
    ("", None),
    (" \n ", 1),
    ("===== Rulings\x00 =====", 1),
    ("Just some prose with no structure at all.", 1),
    ("General Rulings Summary Updated 2007/02/07 ---------- 1 - The Game ---------- No changes to this section.", 1),
    ("General Rulings Summary Updated 2007/02/07 1 - The Game ---------- stray words + 104.2 - Text. [CompRules 2007/02/01]", 1),
    ("General Rulings Summary Updated 2007/02/07 1 - The Game ---------- Example: orphan. [CompRules 2007/02/01]", 1),
    ("General Rulings Summary Updated 2007/02/07\n1 - The Game\n----------\nstray words\n"
     "+ 104.2 - Text. [CompRules 2007/02/01]\n", 4),
])
def test_bad_input_raises(text, line):
    with pytest.raises(ParseError) as err:
        parse_crystalkeep(text, "bad.txt")
    assert err.value.path == "bad.txt" and err.value.line == line


# --- the real seed --------------------------------------------------------------

@pytest.fixture(scope="module")
def seed(shared_dir) -> tuple[str, Document]:
    path = shared_dir / SEED
    text = decode(path.read_bytes(), str(path))
    return text, parse_crystalkeep(text, str(path))


def test_seed_header(seed):
    text, doc = seed
    assert "\n" not in text  # the whole document is one line
    assert doc.effective == "2007-02-07"
    assert doc.title == "General Rulings Summary (CHANGES ONLY)"
    assert doc.meta["changes_since"] == "2007-01-06"
    assert doc.credits.startswith("Acknowledgements and Disclaimers While this work")
    assert doc.line_map == {1: ("front", "")}


def test_seed_counts(seed):
    text, doc = seed
    kinds = Counter(r.kind for r in doc.rulings)
    # Checked with grep: 35 "+ <rule> - ", 6 ".Ruling.N - ", 23 "Example:", 1 "Note - ", 42 "+ ".
    assert kinds == {"rule": 35, "ruling": 6, "example": 23, "note": 1}
    assert sum(r.changed for r in doc.rulings) == 42 == text.count("+ ")
    assert len(doc.rulings) == 65
    assert [r.label for r in doc.rulings if r.kind == "ruling"] == [
        "502.59.Ruling.7", "502.59.Ruling.8",
        "502.60.Ruling.1", "502.60.Ruling.2", "502.60.Ruling.3", "502.60.Ruling.4"]
    assert [r.rule for r in doc.rulings if r.rule.startswith("G")] == [
        "G3.32b", "G7.5a", "G14.4b", "G19.23a", "G19.23b", "G22.2a", "G22.2a"]
    note = next(r for r in doc.rulings if r.kind == "note")
    assert (note.rule, note.source, note.changed) == ("G22.2a", None, True)


def test_seed_headings(seed):
    _, doc = seed
    kinds = Counter(h["kind"] for h in doc.meta["headings"])
    assert kinds == {"chapter": 9, "section": 10, "rule": 6, "glossary": 5}
    assert [h["number"] for h in doc.meta["headings"] if h["no_changes"]] == ["7", "8"]


def test_seed_every_source_tag_lands(seed):
    text, doc = seed
    # 68 "[... yyyy/mm/dd" tags, one of them missing its "]" (after an example of 503.7).
    tags = re.findall(r"\[([^\[\]]*?\d{4}/\d{2}/\d{2})", text)
    assert len(tags) == 68
    carried = []
    for r in doc.rulings:
        segments = doc.meta["segments"].get(r.position)
        if segments:
            carried += [s["source"] for s in segments if s["source"]]
        elif r.source and r.position not in doc.meta["inherited_source"]:
            carried.append(r.source)
    assert Counter(carried) == Counter(tags)
    assert sorted(doc.meta["segments"]) == [16, 48, 56, 59]  # 418.5a, 505.6, 606.7a, G3.32b
    assert doc.meta["inherited_source"] == [14]  # the first of the two 418.3b examples
    assert len(doc.meta["warnings"]) == 1 and "503.7" in doc.meta["warnings"][0]


def test_seed_nothing_lost(seed):
    text, doc = seed
    assert _rebuilt_words(doc) == Counter(_WORD.findall(text))
