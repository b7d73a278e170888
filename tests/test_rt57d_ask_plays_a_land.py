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
