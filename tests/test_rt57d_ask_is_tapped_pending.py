"""rt57d, pending (a confident wrong answer found, not fixed): "X is tapped." said of a permanent is read as the
action "tap X" (kb.engine.ask.lexicon.DESTROYED maps "tapped" to the step tap, as "destroyed" to destroy), so a
"Whenever enchanted creature becomes tapped" trigger fires during the question:

  "My opponent controls Insolence enchanting my Llanowar Elves. My Llanowar Elves is tapped. What is my life total?"
  was "you: 18 life" — the sentence states the board (a tapped Elves), nothing becomes tapped during the question
  (Insolence's ruling of 2004-10-04: "It does not trigger immediately when cast targeting an already tapped
  creature"), so my life is 20 (or, if the question meant an event, "cannot decide").

The missing mechanism: a tapped (untapped) state said of a permanent ("is tapped", "a tapped Forest") read as that
permanent's state on the battlefield (enter: {tapped: true}), the action kept for "gets tapped", "becomes tapped", "I
tap X"."""
from __future__ import annotations

import pytest
from test_ask_prose import conn, lex  # noqa: F401 - the same read-only KB connection and card names
from test_ask_redteam14 import _answer, _verdict   # the same helpers


@pytest.mark.xfail(strict=True, reason="'X is tapped' is read as the action tap X (a state said read as an event)")
def test_a_tapped_state_said_is_no_tap_event(conn, lex):  # noqa: F811
    v = _verdict(_answer(conn, lex, "My opponent controls Insolence enchanting my Llanowar Elves. My Llanowar Elves "
                                    "is tapped. What is my life total?"))
    assert v.startswith("you: 20 life") or v.startswith("cannot decide"), v
