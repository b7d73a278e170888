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


def test_an_aura_that_came_first_on_a_creature_then_an_event_in_one_sentence(conn, lex):
    # "X came first on Y, then …": Y enchanted with X, then the event (613.7d); layer 7b then 7c: 1/1 +1/+2 = 2/3
    # (613.4b, 613.4c) — it was "cannot read 'came'"
    v = verdict(conn, lex, "Holy Strength came first on my Grizzly Bears, then my opponent cast Turn to Frog on it. "
                           "What's its power and toughness?")
    assert v.startswith("Grizzly Bears: 2/3"), v
    # the opponent's Aura: theirs; Act of Treason later in layer 2 wins (613.7): mine
    v = verdict(conn, lex, "My opponent's Control Magic came first on my Serra Angel, then I cast Act of Treason on the "
                           "angel. Who controls the angel?")
    assert v.startswith("Serra Angel is controlled by: you"), v
    # an Equipment: equipped with it
    v = verdict(conn, lex, "Bonesplitter came first on my Grizzly Bears, then my opponent cast Turn to Frog on it. "
                           "What's its power and toughness?")
    assert v.startswith("Grizzly Bears: 3/1"), v
    # a permanent that came first, then an event, in one sentence
    v = verdict(conn, lex, "Glorious Anthem came first, then my opponent cast Turn to Frog on my Grizzly Bears. What's "
                           "its power and toughness?")
    assert v.startswith("Grizzly Bears: 2/2"), v
    # an Aura said to come first on nothing named: what it enchants is not said — never read
    v = verdict(conn, lex, "I control Serra Angel. My opponent's Control Magic came first, then I cast Act of Treason "
                           "on the angel. Who controls the angel?")
    assert "cannot decide" in v and "was not read" in v, v
    # "first" after an event said before it contradicts the order of the sentences: not read
    v = verdict(conn, lex, "My opponent casts Turn to Frog on my Grizzly Bears. Holy Strength came first on my Grizzly "
                           "Bears. What's its power and toughness?")
    assert "cannot decide" in v and "was not read" in v, v


def test_a_discard_from_a_hand_of_cards_nobody_named(conn, lex):
    # Mind Rot: 2 of 4 cards nobody named (701.9a): which two changes nothing known — it was "give choose: {discard…}"
    v = verdict(conn, lex, "My opponent casts Mind Rot on me. I have 4 cards in hand. How many cards do I have left?")
    assert v.startswith("you: 2 cards in hand"), v
    v = verdict(conn, lex, "My opponent casts Mind Rot on me. I have 1 card in hand. How many cards do I have left?")
    assert v.startswith("you: 0 cards in hand"), v
    # a named card among them: which ones are discarded is the player's choice, not said — refused
    v = verdict(conn, lex, "I have 3 cards in hand; Lightning Bolt in my hand; opponent casts Mind Rot targeting me; "
                           "show you")
    assert "give choose" in v, v
    # a hand nobody counted: cannot decide
    v = verdict(conn, lex, "My opponent casts Mind Rot on me. How many cards do I have left?")
    assert "cannot decide" in v, v
