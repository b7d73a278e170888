"""rt57d's confident wrong answer, fixed by the lead after merging: "X is tapped." said of a permanent was read as the
action "tap X" (kb.engine.ask.lexicon.DESTROYED maps "tapped" to the step tap, as "destroyed" to destroy), so a
"Whenever enchanted creature becomes tapped" trigger fires during the question:

  "My opponent controls Insolence enchanting my Llanowar Elves. My Llanowar Elves is tapped. What is my life total?"
  was "you: 18 life" — the sentence states the board (a tapped Elves), nothing becomes tapped during the question
  (Insolence's ruling of 2004-10-04: "It does not trigger immediately when cast targeting an already tapped
  creature"), so my life is 20 (or, if the question meant an event, "cannot decide").

The mechanism: "X is tapped" / "X is untapped" is read as the permanent's state as the question starts (the step
``tap: {card: X, already: true}``: no event, so nothing triggers, 603.2), the action kept for "gets tapped", "was
tapped", "I tap X". Not read yet: "a tapped Forest"."""
from __future__ import annotations

from test_ask_prose import conn, lex  # noqa: F401 - the same read-only KB connection and card names
from test_ask_redteam14 import _answer, _verdict   # the same helpers


def test_a_tapped_state_said_is_no_tap_event(conn, lex):  # noqa: F811
    v = _verdict(_answer(conn, lex, "My opponent controls Insolence enchanting my Llanowar Elves. My Llanowar Elves "
                                    "is tapped. What is my life total?"))
    assert v.startswith("you: 20 life") or v.startswith("cannot decide"), v


def test_a_tapped_state_said_still_stops_a_block_and_a_tap_cost(conn, lex):  # noqa: F811
    assert _verdict(_answer(conn, lex, "My Grizzly Bears is tapped. Can it block my opponent's Hill Giant?")).startswith(
        "Can it block my opponent's Hill Giant? No")
    assert _verdict(_answer(conn, lex, "My Llanowar Elves is tapped. Can I activate it?")).startswith(
        "Can I activate it? No")


def test_a_tap_said_as_an_event_still_triggers(conn, lex):  # noqa: F811
    v = _verdict(_answer(conn, lex, "My opponent controls Insolence enchanting my Llanowar Elves. I tap my Llanowar "
                                    "Elves. What is my life total?"))
    assert v.startswith("you: 18 life"), v
