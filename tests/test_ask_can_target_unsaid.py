"""A "Can I cast …?" question that names no target for a targeted spell: the question leaving the target unsaid is not
the rules forbidding the spell (601.2c asks for a legal target; a board the question does not describe may hold one).
The answer was "No — 601.2c" before; it is "cannot decide", naming what is missing. A target the rules do forbid
stays "No"."""
from __future__ import annotations

from kb.engine.ask.answer import NO_TARGET_SAID, answer_question
from test_ask_prose import conn, lex  # noqa: F401 - the same read-only KB connection and card names


def _verdict(conn, lex, q: str) -> str:
    d = answer_question(q, conn, "current", lex=lex)
    return (d.get("verdict") or {}).get("text") or d.get("error") or ""


def test_no_target_named_is_not_a_no(conn, lex):
    for q in ("Can I cast Giant Growth?", "Can I cast Lightning Bolt?", "Can my opponent cast Doom Blade?"):
        v = _verdict(conn, lex, q)
        assert "No" not in v.split("—")[0] and "cannot decide" in v, (q, v)
        assert "does not say what it targets" in v, (q, v)


def test_a_target_named_is_answered(conn, lex):
    assert " Yes" in _verdict(conn, lex, "My opponent controls Grizzly Bears. Can I cast Giant Growth?")
    # Dimir Guildmage is black: not a legal target for "target nonblack creature" (601.2c)
    v = _verdict(conn, lex, "Can my opponent cast Doom Blade on my Dimir Guildmage?")
    assert " No — 601.2c" in v, v


def test_the_pattern_is_only_the_unsaid_target():
    assert NO_TARGET_SAID.search("Giant Growth has 1 target(s) (Target creature); 0 given (601.2c)")
    assert not NO_TARGET_SAID.search("Fireball has 2 target(s) (any target); 1 given (601.2c)")
