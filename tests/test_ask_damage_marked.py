""""How much damage does Hill Giant have?" (lead53): the answer line names the damage marked on a permanent (120.3e,
510.2); it showed only the creature's characteristics, without the number asked."""
from __future__ import annotations

from kb.engine.ask.answer import answer_question
from test_ask_prose import conn, lex  # noqa: F401 - the same read-only KB connection and card names


def test_damage_marked_is_in_the_answer_line(conn, lex):
    d = answer_question("I attack with Grizzly Bears. My opponent blocks with Hill Giant. How much damage does Hill "
                        "Giant have?", conn, "current", lex=lex)
    assert "2 damage marked" in d["verdict"]["text"], d["verdict"]
    d = answer_question("I control Hill Giant. What is its power?", conn, "current", lex=lex)
    assert "damage" not in d["verdict"]["text"], d["verdict"]
