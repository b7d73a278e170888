"""rt57d: a land played earlier in the same turn counts against the one land a turn (305.2).

"I play a Forest. Can I play a Mountain?" read "I play a Forest" as a land put onto the battlefield (an ``enter``
step) and only the asked play as the special action of 305.1, so the second land play was allowed: "Yes, if it is
your turn" — a confident wrong answer (305.2: a player can normally play one land during each of their turns)."""
from __future__ import annotations

import pytest
from test_ask_prose import conn, lex  # noqa: F401 - the same read-only KB connection and card names
from test_ask_redteam14 import _answer, _verdict   # the same helpers


@pytest.mark.parametrize("q, want", [
    ("I play a Forest. Can I play a Mountain?", "Can I play a Mountain? No"),
    ("I play a Forest. I cast Giant Growth on my Grizzly Bears. Can I play a Mountain?", "Can I play a Mountain? No"),
])
def test_a_land_played_before_counts_against_the_land_play(conn, lex, q, want):  # noqa: F811
    v = _verdict(_answer(conn, lex, q))
    assert v.startswith(want) and "305.2" in v, v


@pytest.mark.parametrize("q, want", [
    ("I play a Forest. I cast Explore. Can I play a Mountain?", "Can I play a Mountain? Yes"),
    ("My opponent plays a Forest. Can I play a Mountain?", "Can I play a Mountain? No"),
    ("Can I play a Mountain?", "Can I play a Mountain? Yes, if it is your turn"),
])
def test_other_land_plays_are_unchanged(conn, lex, q, want):  # noqa: F811
    v = _verdict(_answer(conn, lex, q))
    assert v.startswith(want), v
