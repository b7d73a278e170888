"""redteam45: judges' questions the lead tried on 2026-12-06 whose answers were confident and wrong. Each test fails on
the code before the fix; the expected answers were worked out from the CR and the cards' Oracle text."""
from __future__ import annotations

from test_ask_prose import conn, lex  # noqa: F401 - the same read-only KB connection and card names

from kb.engine.ask import answer_question


def ask(conn, lex, q: str, edition: str = "current") -> dict:
    return answer_question(q, conn, edition, lex=lex)


def test_damage_a_source_would_deal_with_no_event_stated_is_not_zero(conn, lex):
    # "I control Doran and Grizzly Bears. How much combat damage does Grizzly Bears deal?" was answered "deals 0
    # damage in all": the question lays out a board and states no attack, so the total of its events answers nothing
    d = ask(conn, lex, "I control Doran, the Siege Tower and Grizzly Bears. How much combat damage does Grizzly Bears "
                       "deal?")
    text = d["verdict"]["text"]
    assert "cannot decide" in text and "no event" in text and "0 damage" not in text, text
    # with the attack stated, the events are added up (Doran: toughness assigns the damage, 613.11 is not needed here)
    d = ask(conn, lex, "I control Doran, the Siege Tower. I attack with Doran, the Siege Tower and it is not blocked. "
                       "How much combat damage does Doran, the Siege Tower deal?")
    assert d["verdict"]["text"].startswith("Doran, the Siege Tower deals 5 damage"), d["verdict"]
    # an event stated that the source takes no part in: 0 is the answer of that sequence
    d = ask(conn, lex, "I control Grizzly Bears. I cast Lightning Bolt targeting my opponent. How much damage does "
                       "Grizzly Bears deal?")
    assert d["verdict"]["text"].startswith("Grizzly Bears deals 0 damage"), d["verdict"]
