"""Card text read once per process (kb.engine.parsememo): the same reading handed out again, never a different one."""
from __future__ import annotations

import pytest

from kb.engine import parsememo
from kb.engine.cardtext import parse_card_text
from kb.engine.errors import ParseError
from kb.engine.instructions import parse_instructions


@pytest.fixture(autouse=True)
def _empty():
    parsememo.clear()
    yield
    parsememo.clear()


def _reader(state: dict):
    """A toy reader: counts its calls, and reads ``state`` (what a reader must never do) to show the check."""
    @parsememo.remembered(lambda text: text)
    def read(text):
        state["calls"] = state.get("calls", 0) + 1
        if text.startswith("?"):
            raise ParseError(text, "unreadable", card="Test Card")
        return [text.upper(), state.get("extra", "")]
    return read


def test_a_text_is_read_once_and_each_caller_gets_its_own_list():
    state = {}
    read = _reader(state)
    first = read("draw a card")
    first.append("changed by the caller")
    assert read("draw a card") == ["DRAW A CARD", ""]
    assert state["calls"] == 1


def test_an_unreadable_text_raises_each_time_a_new_error_with_the_same_fields():
    state = {}
    read = _reader(state)
    with pytest.raises(ParseError) as one:
        read("?gibberish")
    with pytest.raises(ParseError) as two:
        read("?gibberish")
    assert one.value is not two.value
    assert (str(two.value), two.value.phrase, two.value.card) == (str(one.value), "?gibberish", "Test Card")
    assert state["calls"] == 1


def test_verifying_finds_a_reader_that_depends_on_more_than_its_arguments():
    state = {}
    read = _reader(state)
    with parsememo.verifying():
        read("draw a card")
        state["extra"] = "hidden"
        with pytest.raises(parsememo.MemoMismatch, match="read afresh"):
            read("draw a card")


def test_verifying_finds_a_kept_reading_changed_after_it_was_handed_out():
    @parsememo.remembered(lambda text: text)
    def read(text):
        return [{"text": text}]

    with parsememo.verifying():
        got = read("draw a card")
        got[0]["text"] = "changed"
        with pytest.raises(parsememo.MemoMismatch, match="changed after it was handed out"):
            read("draw a card")


def test_verifying_checks_spaced_hits_and_still_finds_what_shows_later():
    """The 1st, 4th, 16th, 64th … hit of a kept reading is checked: a hidden dependence, or a change to the kept
    reading, that shows after the 1st hit is found at the 4th."""
    state = {}
    read = _reader(state)
    with parsememo.verifying():
        read("draw a card")
        read("draw a card")              # hit 1: read again
        assert state["calls"] == 2
        state["extra"] = "hidden"
        read("draw a card"), read("draw a card")   # hits 2 and 3: not checked
        assert state["calls"] == 2
        with pytest.raises(parsememo.MemoMismatch, match="read afresh"):
            read("draw a card")          # hit 4: read again, and the dependence shows

    @parsememo.remembered(lambda text: text)
    def kept(text):
        return [{"text": text}]

    with parsememo.verifying():
        got = kept("draw a card")
        kept("draw a card")                          # hit 1
        got[0]["text"] = "changed"
        kept("draw a card"), kept("draw a card")     # hits 2 and 3: not checked
        with pytest.raises(parsememo.MemoMismatch, match="changed after it was handed out"):
            kept("draw a card")          # hit 4


def test_an_argument_that_cannot_be_a_key_is_read_afresh():
    calls = []

    @parsememo.remembered(lambda text: text)
    def read(text):
        calls.append(text)
        return len(text)

    assert read(["a", "list"]) == 2 and read(["a", "list"]) == 2
    assert len(calls) == 2


def test_the_store_is_bounded(monkeypatch):
    monkeypatch.setattr(parsememo, "LIMIT", 8)
    state = {}
    read = _reader(state)
    for i in range(30):
        read(f"text {i}")
    read("text 29")
    assert state["calls"] == 30   # the newest is kept
    read("text 0")
    assert state["calls"] == 31   # the oldest went


def test_the_engine_readers_give_the_same_reading_kept_or_fresh():
    """The two readers the engine remembers: a second call is the kept reading, equal to a fresh one."""
    text = "Destroy target creature. Its controller gains 3 life."
    with parsememo.verifying():
        a = parse_instructions(text, "Test Spell")
        b = parse_instructions(text, "Test Spell")
        c = parse_card_text("Flying\nWhen ~ enters, draw a card.", "Test Bird", frozenset({"Creature"}))
        d = parse_card_text("Flying\nWhen ~ enters, draw a card.", "Test Bird", frozenset({"Creature"}))
    assert a == b and a[0] is not b[0]   # equal readings, each caller its own list
    assert [x.text for x in c] == [x.text for x in d]
    fresh = parse_instructions.uncached(text, "Test Spell")
    assert [i.kind for i in fresh[0]] == [i.kind for i in a[0]]
