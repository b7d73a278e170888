"""Changes-only excerpts: small fixture, error cases, edition matching, real seeds."""
from __future__ import annotations

import re
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ingest.changes import match_edition, normalize_text, parse_changes
from ingest.text import ParseError, decode

SMALL = Path(__file__).resolve().parent / "fixtures" / "seeds_small"
SEED_2007 = "seeds/000_86853ed60b25a246.txt"
SEED_2008 = "seeds/002_96b68210b36b0f39.txt"


def _small():
    text = (SMALL / "changes_small.txt").read_text(encoding="utf-8")
    return text, parse_changes(text, "changes_small.txt")


def _non_blank(text: str) -> set[int]:
    return {i for i, line in enumerate(text.splitlines(), 1) if line.strip()}


# --- fixture ------------------------------------------------------------------

def test_small_rules():
    _, doc = _small()
    assert doc.kind == "changes"
    assert [(r.number, r.kind, r.parent, r.depth) for r in doc.rules] == [
        ("104.2", "rule", "104", 2),
        ("212.4j", "subrule", "212.4", 3),
        ("300.2", "rule", "300", 2),
    ]
    r104, r212, r300 = doc.rules
    # Wrapped lines are joined with a space; separate paragraphs with a newline.
    assert r104.text == ("If a numerical value would be less than 0, it's treated as 0 for all "
                         "purposes except changing that total.")
    assert r212.text.startswith("If an Aura is coming into play") and r212.raw_number is None
    assert r300.text.count("\n") == 1 and r300.text.endswith("such a phase or step to end.")
    assert (r104.line_start, r104.line_end) == (1, 4)


def test_small_five_examples_on_one_rule():
    _, doc = _small()
    ex = [e for e in doc.examples if e.rule == "104.2"]
    assert [e.index for e in ex] == [1, 2, 3, 4, 5]
    assert ex[0].text == "First example of five."
    assert ex[2].text == "Third example of five, wrapped onto a second line."
    assert (ex[2].line_start, ex[2].line_end) == (10, 11)
    assert [(e.rule, e.index) for e in doc.examples][-1] == ("300.2", 1)
    positions = [x.position for x in sorted(doc.rules + doc.examples + doc.glossary,
                                             key=lambda x: x.position)]
    assert positions == list(range(1, len(positions) + 1))


def test_small_glossary():
    _, doc = _small()
    assert [(g.term, g.obsolete, g.raw_term) for g in doc.glossary] == [
        ("Number", False, "Number"), ("Ante", True, "Ante (Obsolete)")]
    # An example under a glossary term stays in its definition (as in ingest.cr).
    assert doc.glossary[0].definition.endswith("\nExample: If a 3/3 creature gets -5/-0, it deals 0 damage in combat.")
    assert not any(e.rule == "Number" for e in doc.examples)


def test_small_line_map():
    text, doc = _small()
    assert set(doc.line_map) == _non_blank(text)
    lines = text.splitlines()
    where = {lines[n - 1]: key for n, key in doc.line_map.items()}
    assert where["104.2."] == ("rule", "104.2")
    assert where["wrapped onto a second line."] == ("example", "104.2#ex3")
    assert where["Example: Fifth example of five."] == ("example", "104.2#ex5")
    assert where["Simply having the stack become empty doesn't cause such a phase or step to end."] == ("rule", "300.2")
    assert where["Ante (Obsolete)"] == ("glossary", "Ante")


def test_line_ends_do_not_matter():
    text, doc = _small()
    for eol in ("\r\n", "\r"):
        other = parse_changes(text.replace("\n", eol))
        assert other.rules == doc.rules and other.examples == doc.examples
        assert other.line_map == doc.line_map


@settings(max_examples=30, deadline=None)
@given(n=st.integers(min_value=1, max_value=40))
def test_no_example_is_ever_dropped(n):
    body = "\n\n".join(f"Example: example number {i}." for i in range(1, n + 1))
    doc = parse_changes(f"613.4c.\n\nSome rule text.\n\n{body}\n\n613.5.\n\nNext rule.\n")
    assert [(e.rule, e.index, e.text) for e in doc.examples] == [
        ("613.4c", i, f"example number {i}.") for i in range(1, n + 1)]


# --- bad input ----------------------------------------------------------------

@pytest.mark.parametrize("text, line", [
    ("", None),
    ("   \n\n", 1),
    ("104.2.\n\nText\x00\x01 here.\n", 3),
    ("Number\n\nThe Magic game uses only natural numbers.\n", 1),
    ("Just a sentence before any rule.\n\n104.2.\n\nText.\n", 1),
    ("Example: orphan example.\n\n104.2.\n\nText.\n", 1),
    ("104.2.\n\n105.1.\n\nText.\n", 1),
])
def test_bad_input_raises(text, line):
    with pytest.raises(ParseError) as err:
        parse_changes(text, "bad.txt")
    assert err.value.path == "bad.txt" and err.value.line == line


# --- edition matching ---------------------------------------------------------

def test_match_edition_ranks_exact_first():
    _, doc = _small()
    exact = {r.number: r.text for r in doc.rules}
    editions = {
        "2007-05-01": {**exact, "104.2": exact["104.2"].replace("0", "zero")},
        "2007-02-01": dict(exact),
        "2006-10-01": {"104.2": exact["104.2"]},
        "2007-07-01": dict(exact),  # same text, later: the tie goes to the earlier id
        "1999-04-23": {},
    }
    ranked = match_edition(doc, editions)
    assert [e for e, _ in ranked] == ["2007-02-01", "2007-07-01", "2007-05-01", "2006-10-01", "1999-04-23"]
    assert ranked[0][1] == 1.0 and ranked[-1][1] == 0.0
    assert ranked[3][1] == pytest.approx(1 / 3)


def test_normalize_ignores_quotes_and_case():
    assert normalize_text("It’s “Zones.”") == normalize_text('it\'s "zones."')


def test_match_edition_ranks_many_editions():
    """130 editions of 200+ rules each (its speed is measured in bench/bench_parsers.py)."""
    _, doc = _small()
    words = "the player chooses a creature card and puts it onto the battlefield".split()
    editions = {}
    for i in range(130):
        table = {f"{s}.{n}": " ".join(words[(i + n + k) % len(words)] for k in range(120))
                 for s in range(100, 130) for n in range(1, 8)}
        table.update({r.number: r.text + f" variant {i % 7}" for r in doc.rules})
        editions[f"e{i:03d}"] = table
    ranked = match_edition(doc, editions)
    assert len(ranked) == 130
    assert all(0.0 <= score <= 1.0 for _, score in ranked)
    assert [s for _, s in ranked] == sorted((s for _, s in ranked), reverse=True)


# --- the real seeds -------------------------------------------------------------

def _seed(shared_dir: Path, name: str):
    path = shared_dir / name
    text = decode(path.read_bytes(), str(path))
    return text, parse_changes(text, str(path))


def test_seed_2007_counts(shared_dir):
    text, doc = _seed(shared_dir, SEED_2007)
    # Checked with grep: 20 lines like "104.2.", 24 "Example:" lines (one under the glossary term "Number").
    assert len(doc.rules) == 20
    assert len(doc.examples) == 23
    assert [g.term for g in doc.glossary] == ["Creature Type", "Graft", "Number", "Split Cards"]
    per_rule = {}
    for e in doc.examples:
        per_rule[e.rule] = per_rule.get(e.rule, 0) + 1
    assert per_rule == {"104.2": 2, "418.3b": 2, "418.5a": 2, "418.5b": 4, "503.5": 2, "503.7": 1,
                        "503.8": 2, "503.10": 2, "505.6": 1, "600.4a": 4, "606.7b": 1}
    assert [r.number for r in doc.rules] == re.findall(r"^(\d{3}\.\d+[a-z]?)\.$", text, re.M)
    assert doc.glossary[2].definition.count("Example:") == 1
    assert set(doc.line_map) == _non_blank(text)


def test_seed_2008_counts(shared_dir):
    text, doc = _seed(shared_dir, SEED_2008)
    assert len(doc.rules) == 25
    assert sum(r.kind == "subrule" for r in doc.rules) == 16
    assert len(doc.examples) == 10
    assert [e.index for e in doc.examples if e.rule == "419.6i"] == [1, 2, 3]
    assert len(doc.glossary) == 12
    assert doc.glossary[0].term == "Artifact Type" and doc.glossary[-1].term == "Supertype"
    assert set(doc.line_map) == _non_blank(text)
    assert [r.number for r in doc.rules] == re.findall(r"^(\d{3}\.\d+[a-z]?)\.$", text, re.M)


def test_seeds_match_their_editions(shared_dir):
    """The 000 seed holds the 2007-02-01 changes, the 002 seed the 2008-02-01 ones."""
    cr = pytest.importorskip("ingest.cr")
    editions = {}
    for date in ("2006-10-01", "2007-02-01", "2007-05-01", "2008-02-01", "2008-05-01"):
        path = shared_dir / "cr" / f"cr-{date}.txt"
        parsed = cr.parse_cr_bytes(path.read_bytes(), str(path))
        editions[date] = {r.number: r.text for r in parsed.rules if r.kind in ("rule", "subrule")}
    for seed, expected in ((SEED_2007, "2007-02-01"), (SEED_2008, "2008-02-01")):
        _, doc = _seed(shared_dir, seed)
        ranked = match_edition(doc, editions)
        assert ranked[0] == (expected, 1.0)
        assert ranked[1][1] < 1.0
