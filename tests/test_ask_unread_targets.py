"""A spell whose targeting sentence the engine does not read ("Exile target creature that blocked or was blocked by a
Zombie this turn."): its targets are taken unchecked (601.2c), and what the spell does is "cannot decide" as it
resolves. "Can I cast it targeting X?" was "Yes — the engine carried it out" for a creature that blocked nothing
(Time to Reflect's 2017 ruling: it can't be targeted). Whether the target is legal is now a doubt the "Can …?" verdict
reads, so the answer is "cannot decide", naming the sentence."""
from __future__ import annotations

from test_ask_prose import conn, lex  # noqa: F401 - the same read-only KB connection and card names
from test_ask_redteam14 import _answer, _verdict   # the same helpers

_BOARD = ("I control Walking Corpse. My opponent controls Hill Giant and Grizzly Bears. My Walking Corpse attacks and "
          "Hill Giant blocks it. After combat, ")


def test_a_target_of_an_unread_sentence_is_no_yes(conn, lex):  # noqa: F811
    v = _verdict(_answer(conn, lex, _BOARD + "can I cast Time to Reflect targeting Grizzly Bears?"))
    assert "cannot decide" in v and "blocked or was blocked by a Zombie" in v and "601.2c" in v, v
    assert " Yes" not in v, v


def test_what_it_does_stays_cannot_decide(conn, lex):  # noqa: F811
    d = _answer(conn, lex, _BOARD + "I cast Time to Reflect targeting Hill Giant. Where is Hill Giant?")
    assert "cannot decide" in _verdict(d) or any(a.get("status") == "cannot decide" for a in d.get("answers") or []), d
