"""The CR parser on small fixtures in each layout, and on every edition in ../shared/cr."""
from __future__ import annotations

import re

import pytest

from ingest.cr import parse_cr, parse_cr_bytes
from ingest.text import ParseError, clean_line, decode, split_lines

from pathlib import Path

CR = Path(__file__).parent / "fixtures" / "cr"


def parse(name: str):
    return parse_cr_bytes((CR / name).read_bytes(), name)


def numbers(doc, kind=None):
    return [r.number for r in doc.rules if kind is None or r.kind == kind]


def test_modern_structure():
    doc = parse("modern.txt")
    assert doc.effective == "2026-04-17"
    assert numbers(doc, "chapter") == ["1", "6", "7"]
    assert numbers(doc, "section") == ["100", "101", "613", "702"]
    by = {r.number: r for r in doc.rules}
    assert by["100.1a"].parent == "100.1" and by["100.1a"].depth == 3
    assert by["613.4"].parent == "613" and by["613.4"].kind == "rule"
    assert by["613"].text == "Interaction of Continuous Effects"
    assert by["702.19"].text == "Trample"


def test_every_example_is_kept_in_order():
    doc = parse("modern.txt")
    ex = [(e.rule, e.index, e.text) for e in doc.examples]
    assert [i for _, i, _ in ex] == [1, 2, 3, 4, 5]
    assert ex[3] == ("613.4c", 4, "Fourth example.")
    assert ex[4][2] == "Fifth example."


def test_glossary_flags_and_credits():
    doc = parse("modern.txt")
    g = {e.term: e for e in doc.glossary}
    assert g["Mana Value"].definition.startswith("The total amount")
    assert g["Bury"].obsolete and g["Bury"].raw_term == "Bury (Obsolete)"
    assert "Richard Garfield" in doc.credits


def test_wrapped_1999_layout():
    doc = parse("wrapped-1999.txt")
    assert doc.effective == "1999-04-23"
    by = {r.number: r for r in doc.rules}
    # A wrapped line that starts with a cited number stays in its rule.
    assert "See rule 101.2 for who plays first." in by["100.1"].text
    assert "101.2" not in by
    assert by["101"].text == "Starting the Game"  # indented heading
    assert by["101.2a"].raw_number == "101. 2a"  # stray space kept as printed
    assert by["606.5"].kind == "rule"  # no period, out of order
    assert [e.text for e in doc.examples] == ["A deck of sixty cards."]
    g = {e.term: e for e in doc.glossary}
    assert g["Ability"].definition == (
        '"Ability" and "effect" are often confused with one another.\n'
        "A permanent may have one or more abilities."
    )
    assert doc.line_map[max(doc.line_map)][0] == "credits"
    assert any(k == "index" for k, _ in doc.line_map.values())


def test_cp1252_bare_cr_and_nbsp():
    doc = parse("cp1252-cr.txt")
    assert doc.encoding == "cp1252"
    by = {r.number: r for r in doc.rules}
    assert by["100.1"].text == "These rules apply — to any game ."
    assert by["100.1d"].kind == "subrule"  # "100.1d." with a stray period


@pytest.mark.parametrize("variant", ["utf-8-sig", "utf-16", "crlf", "mixed", "u2028"])
def test_encodings_and_line_ends_parse_alike(variant):
    text = (CR / "modern.txt").read_text("utf-8")
    if variant == "utf-8-sig":
        data = text.encode("utf-8-sig")
    elif variant == "utf-16":
        data = text.encode("utf-16")
    elif variant == "crlf":
        data = text.replace("\n", "\r\n").encode()
    elif variant == "mixed":
        lines = text.split("\n")
        data = "".join(l + ("\r\n", "\r", "\n")[i % 3] for i, l in enumerate(lines)).encode()
    else:
        data = text.replace("\n", "\u2028").encode()
    a, b = parse("modern.txt"), parse_cr_bytes(data, variant)
    assert [(r.number, r.text) for r in a.rules] == [(r.number, r.text) for r in b.rules]
    assert [e.text for e in a.examples] == [e.text for e in b.examples]


def test_italic_underscores_are_removed():
    text = (CR / "modern.txt").read_text().replace("These Magic rules", "These _Magic_ rules")
    doc = parse_cr(text)
    assert doc.rules[2].text.startswith("These Magic rules")


@pytest.mark.parametrize("mutate, message", [
    (lambda t: "", "no 'effective as of'"),
    (lambda t: t.replace("effective as of", "valid from"), "no 'effective as of'"),
    (lambda t: t[: t.index("613.4.")], "truncated"),
    (lambda t: t[: t.rindex("Credits")], "truncated"),
    (lambda t: t.replace("Glossary", "Glosary"), "Glossary"),
])
def test_bad_cr_texts(mutate, message):
    with pytest.raises(ParseError, match=message):
        parse_cr(mutate((CR / "modern.txt").read_text()), "bad.txt")


def test_wrong_edition_is_refused():
    with pytest.raises(ParseError, match="does not match"):
        parse_cr((CR / "modern.txt").read_text(), "x.txt", edition="2025-01-01")


# --- the corpus ------------------------------------------------------------------------

_LEAD = re.compile(r"^(\d{1,3}\.(\s?\d+[a-z]*\.?)?|Examples?:)\s*", re.IGNORECASE)


def _words(text: str) -> str:
    return " " + " ".join(re.sub(r"[_\W]+", " ", text).split()) + " "


def test_every_edition_round_trips(cr_files):
    """Each non-blank line of every edition lands in exactly one node, and counts agree with the contents."""
    for path in cr_files:
        data = path.read_bytes()
        doc = parse_cr_bytes(data, str(path))
        assert doc.effective == path.stem[3:], path
        lines = split_lines(decode(data))
        nonblank = {i + 1 for i, l in enumerate(lines) if clean_line(l)}
        assert set(doc.line_map) == nonblank, f"{path.name}: unaccounted lines"
        # Every body line's text is inside the node it maps to.
        texts = {("rule", r.number): r.text for r in doc.rules}
        texts.update({("example", f"{e.rule}#ex{e.index}"): e.text for e in doc.examples})
        normalized: dict = {}
        for lineno, key in doc.line_map.items():
            if key in texts:
                line = _LEAD.sub("", clean_line(lines[lineno - 1]))
                if not _words(line).strip():
                    continue  # a ruler line under a heading
                if key not in normalized:
                    normalized[key] = _words(texts[key])
                assert _words(line) in normalized[key], (path.name, lineno, key)
        # Sections parsed from the body are exactly those the contents list.
        toc_end = next(i for i, l in enumerate(lines) if clean_line(l).startswith("Glossary"))
        toc = {m.group(1) for l in lines[:toc_end] if (m := re.match(r"^(\d{3})\.\s", clean_line(l)))}
        assert toc == {r.number for r in doc.rules if r.kind == "section"}, path.name


def test_current_edition_counts(shared_dir):
    doc = parse_cr_bytes((shared_dir / "cr" / "cr-2026-04-17.txt").read_bytes())
    kinds = {k: sum(1 for r in doc.rules if r.kind == k) for k in ("chapter", "section", "rule", "subrule")}
    assert kinds == {"chapter": 9, "section": 147, "rule": 1165, "subrule": 1973}
    assert len(doc.examples) == 277
    assert len(doc.glossary) == 730
    by = {r.number: r for r in doc.rules}
    assert by["613.4c"].text.startswith("Layer 7c:")
    assert by["707.10"].parent == "707"


def test_known_quirks(shared_dir):
    d = parse_cr_bytes((shared_dir / "cr" / "cr-2009-07-11.txt").read_bytes())
    by = {r.number: r for r in d.rules}
    assert by["702.37a"].raw_number == "702. 37a"
    d = parse_cr_bytes((shared_dir / "cr" / "cr-2007-02-01.txt").read_bytes())
    by = {r.number: r for r in d.rules}
    assert by["418.5a"].text.startswith("The values of an object's characteristics")
    assert by["606.8b"].raw_number == "606. 8b"
