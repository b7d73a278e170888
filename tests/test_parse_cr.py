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

_LEAD = re.compile(r"^(\d{1,3}\.(\s?\d+[a-z]*\.?|[a-z](?=\s))?|Examples?:)\s*", re.IGNORECASE)


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
        _check_right_nodes(path.name, doc, lines)
        # Sections parsed from the body are exactly those the contents list (the contents
        # leave out the placeholders of emptied sections).
        toc_end = next(i for i, l in enumerate(lines) if clean_line(l).startswith("Glossary"))
        toc = {m.group(1) for l in lines[:toc_end] if (m := re.match(r"^(\d{3})\.\s", clean_line(l)))}
        assert toc == {r.number for r in doc.rules if r.kind == "section" and r.flag != "empty section"}, path.name


# A paragraph that opens with a number, read independently of the parser: "613.4.", "613.4c",
# "702. 37a", "901.4.All" (glued), "306.b" (a digit missing), "215. Tokens" / "215. This section…".
_OPENS_WITH_NUMBER = re.compile(r"^\d{3}\.(?:\s?\d{1,3}[a-z]{0,2}\.?|\s?[a-z]\b)?(?=\s|[A-Z\[“\"]|$)")


def _check_right_nodes(name: str, doc, lines: list[str]) -> None:
    """Each line lands in the *right* node, not only in some node holding its words.

    * A body paragraph that opens with a rule or section number starts a node of its own
      (a glued or misprinted number must not merge its text into the rule above).
    * A glossary term line starts its entry, and no term holds a digit sense ("Ability1.")
      or is a second numbered sense ("2. A counter is …").
    * No rule or example holds a line that is a single stray character.
    """
    starts = {(r.line_start): ("rule", r.number) for r in doc.rules}
    body = range(min(r.line_start for r in doc.rules), min((g.line_start for g in doc.glossary), default=len(lines)))
    blank = True
    for i, line in enumerate(lines):
        c = clean_line(line)
        if not c:
            blank = True
            continue
        n = i + 1
        if n in body and blank and _OPENS_WITH_NUMBER.match(c):
            assert starts.get(n) == doc.line_map[n], (name, n, c[:60], doc.line_map[n])
        if doc.line_map[n][0] in ("rule", "example") and len(c) == 1 and c.isalpha():
            raise AssertionError((name, n, c, doc.line_map[n]))
        blank = False
    for g in doc.glossary:
        assert not re.match(r"\d", g.term) and not re.search(r"[a-z]\d+\.\s", g.term), (name, g.term)
        assert doc.line_map[g.line_start][0] == "glossary", (name, g.term)
        assert clean_line(lines[g.line_start - 1]).startswith(g.raw_term[:20] or g.term), (name, g.term)


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


# --- misprints of real editions (issue 13 §3), one of each in fixtures/cr/quirks.txt -------

def test_number_glued_to_its_text_is_a_rule():
    # 901.4.All plane… (2022-10-07 … 2025-02-07), 305.3.After… (1999)
    doc = parse("quirks.txt")
    by = {r.number: r for r in doc.rules}
    assert by["901.4"].kind == "rule" and by["901.4"].parent == "901"
    assert by["901.4"].text == "All plane cards remain in the command zone throughout the game."
    assert by["901.4"].flag == "glued number"
    assert "901.4" not in by["901.3a"].text and "All plane" not in by["901.3a"].text
    assert doc.line_map[by["901.4"].line_start] == ("rule", "901.4")


def test_number_missing_a_digit_is_kept_flagged():
    # 306.b (2008-10-01), 408.f / 408.g (1999-11-01): the digit comes from the rule above.
    doc = parse("quirks.txt")
    by = {r.number: r for r in doc.rules}
    r = by["306.3b"]
    assert r.kind == "subrule" and r.parent == "306.3" and r.raw_number == "306.b"
    assert r.flag == "number inferred"
    assert r.text.startswith("If an effect would put a creature onto the battlefield attacking")
    assert "306.b" not in by["306.3a"].text
    assert [n for n in numbers(doc) if n.startswith("306")] == ["306", "306.3", "306.3a", "306.3b", "306.4",
                                                               "306.4a", "306.5"]


def test_empty_section_placeholders_are_sections():
    # 215. This section is now empty… (2004-10-01 … 2007-02-01); 211. [This section has been
    # intentionally left blank…] (2007-10-01 … 2009-05-01)
    doc = parse("quirks.txt")
    by = {r.number: r for r in doc.rules}
    assert numbers(doc, "section") == ["100", "210", "211", "212", "213", "306", "901"]
    assert by["211"].text.startswith("[This section has been intentionally left blank")
    assert by["213"].text.startswith("This section is now empty.")
    assert by["211"].flag == by["213"].flag == "empty section"
    assert by["211"].parent == "2" and by["213"].parent == "2"
    assert "section" not in by["210.1a"].text and "empty" not in by["212.1"].text


def test_stray_letter_is_not_rule_text():
    # A lone "f" after 702.148b (2021-11-19): kept in the line map, out of the rule's text.
    doc = parse("quirks.txt")
    by = {r.number: r for r in doc.rules}
    assert by["306.4a"].text == "A removed creature stops being an attacking creature."
    lines = split_lines((CR / "quirks.txt").read_text())
    stray = lines.index("f") + 1
    assert doc.line_map[stray] == ("stray", "")


def test_glossary_term_fused_with_its_definition_is_split():
    # 2021-06-18: "Ability1. Text on an object…"
    doc = parse("quirks.txt")
    g = {e.term: e for e in doc.glossary}
    assert g["Ability"].definition == ("1. Text on an object that explains what that object does or can do.\n"
                                       "2. An activated or triggered ability on the stack.")


def test_second_numbered_sense_after_a_blank_line_stays_in_its_term():
    # 1999-11-01: "Counter / 1. … / (blank) / 2. …"
    doc = parse("quirks.txt")
    assert [e.term for e in doc.glossary] == ["Ability", "Counter", "Draw"]
    g = {e.term: e for e in doc.glossary}
    assert g["Counter"].definition == ("1. To counter a spell or ability is to cancel it.\n"
                                       "2. A counter is a marker placed on a permanent.")


@pytest.mark.parametrize("edition, number, kind, starts, flag", [
    ("2022-10-07", "901.4", "rule", "All plane and phenomenon cards remain", "glued number"),
    ("2025-02-07", "901.4", "rule", "All plane and phenomenon cards remain", "glued number"),
    ("1999-04-23", "305.3", "rule", "After triggered abilities (if any) are added to the stack", "glued number"),
    ("2008-10-01", "306.3b", "subrule", "If an effect would put a creature into play attacking", "number inferred"),
    ("1999-11-01", "408.2f", "subrule", "Card text that isn't an ability", "number inferred"),
    ("1999-11-01", "408.2g", "subrule", "Game actions-untapping during the untap step", "number inferred"),
    ("2004-10-01", "215", "section", "This section is now empty.", "empty section"),
    ("2007-02-01", "215", "section", "This section is now empty.", "empty section"),
    ("2007-10-01", "211", "section", "[This section has been intentionally left blank", "empty section"),
    ("2009-05-01", "211", "section", "[This section has been intentionally left blank", "empty section"),
])
def test_misprints_of_the_corpus(shared_dir, edition, number, kind, starts, flag):
    doc = parse_cr_bytes((shared_dir / "cr" / f"cr-{edition}.txt").read_bytes())
    by = {r.number: r for r in doc.rules}
    assert by[number].kind == kind and by[number].flag == flag
    assert by[number].text.startswith(starts)
    before = doc.rules[doc.rules.index(by[number]) - 1]
    assert starts not in before.text


def test_glossary_and_stray_lines_of_the_corpus(shared_dir):
    doc = parse_cr_bytes((shared_dir / "cr" / "cr-2021-06-18.txt").read_bytes())
    g = {e.term: e for e in doc.glossary}
    assert g["Ability"].definition.startswith("1. Text on an object")
    assert "\n2. An activated or triggered ability" in g["Ability"].definition
    assert {"Graveyard", "Loyalty", "Face Down"} <= set(g)
    doc = parse_cr_bytes((shared_dir / "cr" / "cr-1999-11-01.txt").read_bytes())
    g = {e.term: e for e in doc.glossary}
    assert not [t for t in g if t[0].isdigit()]
    assert "\n2. A counter is a marker" in g["Counter"].definition
    doc = parse_cr_bytes((shared_dir / "cr" / "cr-2021-11-19.txt").read_bytes())
    by = {r.number: r for r in doc.rules}
    assert by["702.148b"].text.endswith("“Text-Changing Effects.”")
