"""rt57d: "I play a Forest." is a land play (305.1) even when the ask reader writes it as a land put onto the
battlefield: "Whenever an opponent plays a land" triggers on it.

"My opponent controls Dirtcowl Wurm. I play a Forest. What is Dirtcowl Wurm's power?" was "3/4" — a confident wrong
answer (the Wurm's trigger puts a +1/+1 counter on it: 4/5)."""
from __future__ import annotations

import pytest
from test_ask_prose import conn, lex  # noqa: F401 - the same read-only KB connection and card names
from test_ask_redteam14 import _answer, _verdict   # the same helpers


@pytest.mark.parametrize("q, want", [
    ("My opponent controls Dirtcowl Wurm. I play a Forest. What is Dirtcowl Wurm's power?", "Dirtcowl Wurm: 4/5"),
    ("My opponent controls Dirtcowl Wurm. A Forest enters the battlefield under my control. What is Dirtcowl Wurm's "
     "power?", "Dirtcowl Wurm: 3/4"),
])
def test_a_land_played_is_a_land_play(conn, lex, q, want):  # noqa: F811
    v = _verdict(_answer(conn, lex, q))
    assert v.startswith(want), v


def test_a_second_land_played_said_is_refused(conn, lex):  # noqa: F811
    """Two lands played in one turn, nothing allowing the second: the question's premise breaks 305.2 — refused, as
    the play step is, never answered as if both were there."""
    d = _answer(conn, lex, "I play a Forest. I play a Mountain. What lands do I control?")
    assert not d.get("ok") and "305.2" in str(d), d
    d = _answer(conn, lex, "I play a Forest. I cast Explore. I play a Mountain. Does the Mountain enter tapped?")
    assert "305.2" not in _verdict(d) or not _verdict(d).startswith("cannot"), d


@pytest.mark.parametrize("q, want", [
    # "Whenever a land enters during your turn": a land is played only on its player's own turn (305.1)
    ("I control Foe-liage. I play a Forest. How many counters are on Foe-liage?", "Foe-liage: 1 +1/+1"),
    ("I control Foe-liage. My opponent plays a Forest. How many counters are on Foe-liage?", "Foe-liage: no counters"),
])
def test_a_land_played_tells_whose_turn_it_is(conn, lex, q, want):  # noqa: F811
    v = _verdict(_answer(conn, lex, q))
    assert v.startswith(want), v
