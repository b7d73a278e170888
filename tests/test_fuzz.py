"""Hypothesis fuzzing: the parsers either return records or raise ParseError, never anything else."""
from __future__ import annotations

import re
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from ingest.cr import parse_cr
from ingest.detect import parse_any
from ingest.refs import find_references
from ingest.text import ParseError, decode, split_lines

MODERN = (Path(__file__).parent / "fixtures" / "cr" / "modern.txt").read_text()
LINES = MODERN.split("\n")
FUZZ = settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@FUZZ
@given(st.binary(max_size=2000))
def test_any_bytes(data):
    try:
        kind, doc = parse_any(data, "fuzz.bin")
    except ParseError as exc:
        assert "fuzz.bin" in str(exc)
    else:
        assert kind in ("cr", "changes", "crystalkeep", "glossary", "scraped")


@FUZZ
@given(st.lists(st.sampled_from(LINES + ["", "Example: x", "613.4z Odd.", "702. 37a Space.",
                                          "5. Chapter", "999. Section", "_italic_ text"]),
                max_size=80))
def test_shuffled_cr_lines(lines):
    text = "\n".join(LINES[:30] + lines)
    try:
        doc = parse_cr(text, "fuzz.txt")
    except ParseError as exc:
        assert "fuzz.txt" in str(exc)
        return
    # Every non-blank line is accounted for exactly once.
    nonblank = {i + 1 for i, l in enumerate(split_lines(text)) if l.strip()}
    assert set(doc.line_map) == nonblank
    assert len({r.number for r in doc.rules}) == len(doc.rules)


@FUZZ
@given(st.text(max_size=400))
def test_references_have_consistent_offsets(text):
    for ref in find_references(text):
        assert 0 <= ref.start <= ref.end <= len(text)
        assert ref.kind in ("rule", "range", "section", "chapter", "layer")


@FUZZ
@given(st.text(max_size=500), st.sampled_from(["\n", "\r\n", "\r", "\u2028"]))
def test_line_ends_round_trip(text, eol):
    flat = re.sub(r"[\r\n\u2028\u2029\x85]", "", text)
    lines = split_lines(flat + eol + "x")
    assert lines == [flat, "x"]
    assert lines[-1] == "x"
    assert decode(("a" + eol + "b").encode("utf-8")) == "a" + eol + "b"
