"""chat57: two questions asked in one (kb.engine.ask.two_asked), an aside in brackets not read set aside as a unit
(kb.engine.ask.aside_unread), and several sentences of chat set aside one after the other (answer._understood_part).
Text-level units run without the KB; the end-to-end ones use the KB when it is there."""
from __future__ import annotations

import os
import sqlite3
from pathlib import Path

import pytest

from kb.engine.ask.aside_unread import aside_at, aside_numbers
from kb.engine.ask.two_asked import asked_parts

DB = Path(os.environ.get("KB_DB", Path(__file__).resolve().parents[1] / "data/kb.db"))


def test_two_questions_cut_at_comma_and():
    story, parts = asked_parts("I Unsummoned the giant. Where is it now, and where's the aura?")
    assert story == "I Unsummoned the giant."
    assert parts == ["Where is it now?", "Where's the aura?"]


def test_two_questions_cut_at_question_marks():
    story, parts = asked_parts("I Shock it. Am I alive? what's my life?")
    assert parts == ["Am I alive?", "What's my life?"]
    assert asked_parts("I Shock it. Where is it? And what's my life?")[1] == ["Where is it?", "What's my life?"]


def test_one_question_is_not_cut():
    assert asked_parts("I block with A and B. Does it die?") is None
    assert asked_parts("Can it block a creature with flying and reach?") is None
    assert asked_parts("No question here.") is None


def test_aside_span_and_numbers():
    text = "My opponent controls a Scout (the annoying 1/1). Can I Bolt it?"
    a, b = aside_at(text, text.index("("))
    assert text[a:b] == " (the annoying 1/1)"
    assert aside_at(text, 3) is None
    assert aside_numbers("(he went from 14 to 8)") == ["14", "8"]
    assert "not" in aside_numbers("(not my only one)")
    assert aside_numbers("(rude)") == []


needs_kb = pytest.mark.skipif(not DB.exists(), reason="needs the KB")


@pytest.fixture(scope="module")
def conn():
    return sqlite3.connect(f"file:{DB}?mode=ro", uri=True)


@needs_kb
def test_two_things_asked_both_answered(conn):
    from kb.engine.ask.answer import answer_question
    d = answer_question("My opp stole my Hill Giant with Control Magic. I Unsummoned the giant. Where is it now, and "
                        "where's the Control Magic?", conn)
    rows = {(r["object"], r["field"]): r["actual"] for r in d["answers"]}
    assert rows[("Hill Giant", "zone")] == "hand"
    assert rows[("Control Magic", "zone")] == "graveyard"


@needs_kb
def test_a_part_not_read_keeps_the_error(conn):
    from kb.engine.ask.answer import answer_question
    d = answer_question("I have Hill Giant. I Shock it. Where is it, and zorblax the frobnicator?", conn)
    assert not d.get("ok") or "cannot decide" in ((d.get("verdict") or {}).get("text") or "").lower() or d.get("leftover")


@needs_kb
def test_aside_with_a_number_is_cannot_decide(conn):
    from kb.engine.ask.answer import answer_question
    d = answer_question("My opponent controls a Gladecover Scout (the annoying 1/1). Can I Lightning Bolt it?", conn)
    assert d["verdict"]["text"].startswith("cannot decide")
    assert "(the annoying 1/1)" in d["verdict"]["text"]


@needs_kb
def test_aside_of_count_words_is_cannot_decide(conn):
    from kb.engine.ask.answer import answer_question
    for aside in ("(my only one)", "(not my only one)"):
        d = answer_question(f"I have Kird Ape and a Forest {aside}. Opp Stone Rains the Forest. what's my ape now?",
                            conn)
        assert d["verdict"]["text"].startswith("cannot decide") and aside in d["verdict"]["text"]


@needs_kb
def test_several_chat_sentences_set_aside(conn):
    from kb.engine.ask.answer import answer_question
    d = answer_question("Long story. Kitchen table vibes. I have Hill Giant. I Shock it. Where is it?", conn)
    v = d["verdict"]["text"]
    assert "Kitchen table vibes." in v     # named, whatever the verdict
