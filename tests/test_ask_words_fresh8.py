"""Questions as players post them, read by general reader changes made from the tuning halves (``fresh8`` unheld and
the sets before it) and the phrasings issue 25 knew were refused. Each answer comes from the CR and the cards' Oracle
text; each test fails on the reader before these changes, and each has variants that must stay refused or be answered
differently (a response, a second card, a spell that can target a spell)."""
from __future__ import annotations

from test_ask_prose import conn, lex  # noqa: F401 - the same read-only KB connection and card names
from test_ask_words_said import verdict   # the verdict line of an answer, or its reading error


def test_a_spell_at_a_permanent_spell_cast_before_it_waits_for_it_to_resolve(conn, lex):
    # "target artifact or enchantment" is a permanent (109.2): Control Magic resolved, then was destroyed — the angel
    # goes back (613.1b); it was "Control Magic is not a legal target … it is in the stack"
    for q in ("I cast Control Magic on my opponent's Serra Angel, then my opponent casts Disenchant on the Control "
              "Magic. Who controls the angel now?",
              "I cast Control Magic on my opponent's Serra Angel. My opponent casts Disenchant on the Control Magic. "
              "Who controls the angel now?"):
        v = verdict(conn, lex, q)
        assert v.startswith("Serra Angel is controlled by: opponent"), (q, v)
    # said in response: Control Magic is still a spell, no legal target for Disenchant (601.2c) — refused
    v = verdict(conn, lex, "I cast Control Magic on my opponent's Serra Angel. In response my opponent casts Disenchant "
                           "on the Control Magic. Who controls the angel now?")
    assert "not a legal target" in v, v
    # without Disenchant, Control Magic resolves: mine (613.1b)
    v = verdict(conn, lex, "I cast Control Magic on my opponent's Serra Angel. Who controls the angel now?")
    assert v.startswith("Serra Angel is controlled by: you"), v
    # "Counter target spell" looks at the stack: Counterspell is a response, Control Magic never resolves (701.6a)
    v = verdict(conn, lex, "I cast Control Magic on my opponent's Serra Angel, then my opponent casts Counterspell on "
                           "the Control Magic. Who controls the angel now?")
    assert v.startswith("Serra Angel is controlled by: opponent"), v
