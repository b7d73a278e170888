""""I go to combat", "go to the combat phase": a step said with the asker as subject, or by its phase's name, moves
the game there (500.1); before 2009-07-11 the mana left in the pool then burns (mana burn, 300.3 of those editions),
from then on it empties harmlessly. Found by the lead: both sentences were left unread ("cannot decide")."""
from __future__ import annotations

import pytest
from test_ask_prose import conn, lex  # noqa: F401 - the same read-only KB connection and card names

from kb.engine.ask import answer_question


@pytest.mark.parametrize("q, edition, want", [
    ("I have 1 life. I tap Mountain for R. I go to combat. Do I lose?", "2008-01-01", "You lose the game"),
    ("I have 1 life. I tap Mountain for R. Then go to the combat phase. Do I lose?", "2008-01-01",
     "You lose the game"),
    ("I have 1 life. I tap Mountain for R. I go to combat. Do I lose?", "2009-10-01",
     "No one loses the game: you at 1 life"),
])
def test_a_step_said_in_prose_moves_the_game(conn, lex, q, edition, want):  # noqa: F811
    d = answer_question(q, conn, edition, lex=lex)
    assert d["verdict"]["text"].startswith(want), (q, d.get("verdict"), d.get("error"))
