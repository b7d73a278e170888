"""Playing a land and whose turn it is (lead53). "Can I play Forest?" was read as Forest put onto the battlefield, so
"It's my opponent's turn. Can I play Forest?" and "During combat, can I play Forest?" were "Yes" (citing 613.7d and
110.2). A land asked about in a "Can …?" sentence is now the special action of 305.1 (the scenario step ``play``). And
"It's my turn." was dropped as a filler, so a sorcery the opponent cast after it made it the opponent's turn: "It's my
turn. Can my opponent cast Divination?" was "Yes". Each answer comes from the CR (305.1, 505.6b, 307.1, 117.1a)."""
from __future__ import annotations

from kb.engine.ask.answer import answer_question
from test_ask_prose import conn, lex  # noqa: F401 - the same read-only KB connection and card names


def _verdict(conn, lex, q: str) -> str:
    d = answer_question(q, conn, "current", lex=lex)
    return (d.get("verdict") or {}).get("text") or d.get("error") or ""


def test_a_land_is_played_only_in_its_players_main_phase(conn, lex):
    for q in ("It's my opponent's turn. Can I play Forest?", "During combat, can I play Forest?",
              "It's my turn. Can my opponent play Forest?"):
        v = _verdict(conn, lex, q)
        assert " No — 305.1" in v, (q, v)
    # whose turn unsaid: yes on the player's own turn, no on the other's (ask54: "Yes, if it is your turn — …")
    for q in ("Can I play Forest?", "Can my opponent play Forest?", "I control Grizzly Bears. Can I play Forest?"):
        v = _verdict(conn, lex, q)
        assert " Yes, if it is your" in v and "No: Forest can't be played now" in v, (q, v)
    assert " Yes — 305.1" in _verdict(conn, lex, "It's my turn. Can I play Forest?")


def test_my_turn_said_stays_my_turn(conn, lex):
    for q in ("It's my turn. Can my opponent cast Divination?", "On my turn, can my opponent cast Divination?"):
        v = _verdict(conn, lex, q)
        assert " No — 307.1" in v, (q, v)
    assert " Yes" in _verdict(conn, lex, "It's my turn. Can I cast Divination?")
    # unsaid: yes on the opponent's turn (307.1), said as such (ask54)
    assert " Yes, if it is your opponent's turn" in _verdict(conn, lex, "Can my opponent cast Divination?")
