"""Cross-reference extraction (ingest.refs): unit cases, properties, and the real corpus."""
from __future__ import annotations

import re
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ingest.refs import expand_letters, find_references, normalize_number
from ingest.text import decode


def targets(text: str) -> list[tuple[str, str]]:
    return [(r.kind, r.target) for r in find_references(text)]


# --- the forms of the brief --------------------------------------------------------


@pytest.mark.parametrize(
    "text, expected",
    [
        ("see rule 613.8.", [("rule", "613.8")]),
        ("rule 702.19b applies", [("rule", "702.19b")]),
        ("See rule 702.", [("section", "702")]),
        ("see section 613", [("section", "613")]),
        ("See section 7, “Additional Rules.”", [("chapter", "7")]),
        ("see 613.4c", [("rule", "613.4c")]),
        ('See rule 403, "Activated Abilities."', [("section", "403")]),
        ("See 706, “Rolling a Die.”", [("section", "706")]),
        ("layer 7c", [("layer", "7c")]),
        ("after layer 1 is applied", [("layer", "1")]),
        ("(layers 4, 5, and 7b)", [("layer", "4"), ("layer", "5"), ("layer", "7b")]),
        ("rules 603.6 and 603.10", [("rule", "603.6"), ("rule", "603.10")]),
        ("See rules 113.7a, 608.2b, and 800.4h.", [("rule", "113.7a"), ("rule", "608.2b"), ("rule", "800.4h")]),
        ("rules 601.2b, 601.2c, or 601.2d", [("rule", "601.2b"), ("rule", "601.2c"), ("rule", "601.2d")]),
        ("See rule 114, “Emblems”; rule 901, “Planechase.”", [("section", "114"), ("section", "901")]),
        ("The instructions in rules 608.3a and b are always", [("rule", "608.3a"), ("rule", "608.3b")]),
        ("subrule 704.5k is followed by 704.5m, then 704.5n", [("rule", "704.5k"), ("rule", "704.5m"), ("rule", "704.5n")]),
        ("Zone, 217, 402.3, 406.2d", [("section", "217"), ("rule", "402.3"), ("rule", "406.2d")]),  # 1999 index
    ],
)
def test_single_and_list_forms(text, expected):
    assert targets(text) == expected


@pytest.mark.parametrize(
    "text, members",
    [
        ("rules 704.5a–d", ["704.5a", "704.5b", "704.5c", "704.5d"]),
        ("rules 601.2f-h", ["601.2f", "601.2g", "601.2h"]),
        ("rules 704.5k–p", ["704.5k", "704.5m", "704.5n", "704.5p"]),  # no l, no o
        ("See rules 903.6–903.11.", ["903.6", "903.7", "903.8", "903.9", "903.10", "903.11"]),
        ("rules 702.8–702.10", ["702.8", "702.9", "702.10"]),
        ("(see rules 119.7–8)", ["119.7", "119.8"]),
        ("see rules 409.1a-409.1c", ["409.1a", "409.1b", "409.1c"]),
        ("rules 418.5b?418.5d", ["418.5b", "418.5c", "418.5d"]),  # mangled en dash (2008-05-01)
        ("See rules 205.1a - b.", ["205.1a", "205.1b"]),
    ],
)
def test_ranges_expand_to_members(text, members):
    refs = find_references(text)
    assert [r.target for r in refs] == members
    assert {r.kind for r in refs} == {"range"}
    # every member carries the whole range as written
    assert len({(r.raw, r.start, r.end) for r in refs}) == 1
    r = refs[0]
    assert text[r.start : r.end] == r.raw


def test_layer_ranges_and_spelled_layers():
    assert targets("Within layers 2–6, apply") == [("layer", str(n)) for n in range(2, 7)]
    assert targets("Within layers 1 - 6, apply") == [("layer", str(n)) for n in range(1, 7)]
    assert targets("in layer six. Later") == [("layer", "6")]  # 2003 editions


def test_mixed_list_keeps_order_and_offsets():
    text = "This follows rules 701.27a–f, 712.9–10, and 712.18. Those rules apply."
    refs = find_references(text)
    assert [r.target for r in refs] == [f"701.27{x}" for x in "abcdef"] + ["712.9", "712.10", "712.18"]
    assert [r.start for r in refs] == sorted(r.start for r in refs)
    for r in refs:
        assert text[r.start : r.end] == r.raw
    titled = "(See rules 702.109, “Dash,” 702.152, “Blitz,” and 702.185, “Warp.”)"
    assert [t for _, t in targets(titled)] == ["702.109", "702.152", "702.185"]


@pytest.mark.parametrize(
    "text",
    [
        "A 3/3 creature gets +1/+1 and -1/-1.",
        "You start with 20 life; a Commander deck has 100 cards.",
        "Cards measure 2.5 inches by 3.5 inches (6.3 cm by 8.8 cm).",
        "These rules are effective as of April 17, 2026.",
        "the rule of law and the legend rule",
        "PO Box 707, Renton, WA 98057-0707",
        "Pay {2}{U}: costs $12.50 or 999,999 more.",
        "Layer 7a: Effects from characteristic-defining abilities are applied.",  # a definition, CR 613.1
        "613.4c Layer 7c: Effects that modify power",  # the rule's own heading
        "COMPREHENSIVE RULES 04/23/99",
    ],
)
def test_things_that_are_not_references(text):
    assert find_references(text) == []


def test_headings_can_be_kept():
    heading = "613.8. Within a layer or sublayer, determining which order effects are applied in"
    assert targets(heading) == []
    assert targets("Intro\n  104.2.\n\nIf a value") == []
    assert [r.target for r in find_references(heading, skip_headings=False)] == ["613.8"]
    # a number wrapped onto a new line after "rule" is still a citation
    assert targets("as described in rule\n308.2 and more") == [("rule", "308.2")]


@pytest.mark.parametrize(
    "raw, canonical",
    [("702. 37a", "702.37a"), ("119.1d.", "119.1d"), ("613.8.", "613.8"), (" 100. ", "100"), ("7.", "7"), ("100.1A", "100.1a")],
)
def test_normalize_number(raw, canonical):
    assert normalize_number(raw) == canonical


@pytest.mark.parametrize("raw", ["", "rule", "G3.32b", "1000.1", "613.8.4", "613.8ab"])
def test_normalize_number_rejects(raw):
    assert normalize_number(raw) is None


def test_expand_letters_skips_l_and_o():
    assert expand_letters("j", "p") == ["j", "k", "m", "n", "p"]
    assert expand_letters("d", "a") is None


# --- properties ---------------------------------------------------------------------

_rule_numbers = st.builds(
    lambda s, n, letter: f"{s}.{n}{letter}",
    st.integers(100, 999),
    st.integers(1, 199),
    st.sampled_from(["", *"abcdefghijkmnpqrstuvwxyz"]),
)


@given(number=_rule_numbers, lead=st.sampled_from(["see rule ", "(see rule ", "See rules ", "in rule ", "see "]),
       end=st.sampled_from([".", ")", ", and more", ".)", " applies"]))
def test_any_cited_number_is_found(number, lead, end):
    text = f"Something happens {lead}{number}{end}"
    refs = find_references(text)
    assert [(r.kind, r.target, r.raw) for r in refs] == [("rule", number, number)]
    assert text[refs[0].start : refs[0].end] == number


@settings(max_examples=200)
@given(st.text(alphabet=st.sampled_from(list("rule sectionlayr 0123456789.,–-abc“”\"\n()")), max_size=80))
def test_offsets_always_point_at_raw(text):
    for r in find_references(text):
        assert text[r.start : r.end] == r.raw
        assert r.kind in {"rule", "range", "section", "chapter", "layer"}
        assert r.target and not r.target.endswith(".")


# --- the real corpus ------------------------------------------------------------------

_KEYWORD_NUM = re.compile(r"\b(rules?|subrules?|sections?|layers?)\b\s*(?=\d)", re.IGNORECASE)
_LAYER_DEFINITION = re.compile(r"Layer \d[a-z]?:")


def _edition(shared_dir: Path, name: str) -> str:
    return decode((shared_dir / "cr" / name).read_bytes())


def test_every_keyword_citation_of_2026_04_17_is_caught(shared_dir):
    text = _edition(shared_dir, "cr-2026-04-17.txt")
    refs = find_references(text)
    starts = {r.start for r in refs}
    mentions = list(_KEYWORD_NUM.finditer(text))
    missed = [m for m in mentions if m.end() not in starts]
    # the only keyword+number phrases left out are the layer definitions of CR 613.1
    assert all(_LAYER_DEFINITION.match(text, m.start()) for m in missed), [text[m.start() : m.end() + 20] for m in missed]
    assert len(mentions) == 1848 and len(missed) == 13
    kinds = {k: sum(r.kind == k for r in refs) for k in ("rule", "section", "chapter", "range", "layer")}
    assert kinds == {"rule": 1144, "section": 684, "chapter": 16, "range": 295, "layer": 27}


def test_every_dotted_number_in_running_text_is_covered(shared_dir):
    text = _edition(shared_dir, "cr-2026-04-17.txt")
    covered = bytearray(len(text))
    for r in find_references(text):
        covered[r.start : r.end] = b"\x01" * (r.end - r.start)
    lost = []
    for m in re.finditer(r"(?<![\w.])\d{3}\.\d+[a-z]?", text):
        line_start = text.rfind("\n", 0, m.start()) + 1
        if text[line_start : m.start()].strip() and not covered[m.start()]:
            lost.append(text[m.start() - 30 : m.end()])
    assert lost == []


def test_all_editions_give_consistent_references(cr_files):
    for path in cr_files:
        text = decode(path.read_bytes())
        refs = find_references(text)
        assert len(refs) > 200, path.name
        for r in refs:
            assert text[r.start : r.end] == r.raw, (path.name, r)
            assert normalize_number(r.target) == r.target or r.kind == "layer", (path.name, r)
