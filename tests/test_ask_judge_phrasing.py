"""Board words as judges write them, each refused or left unread before: an article before a card's whole name
("blocks with a Hill Giant", "on a Hill Giant" was read as a close spelling of the article and the name, ambiguous
with Hill Giant Herdgorger and Hillcomber Giant), and "I control X enchanted with Y" / "equipped with Y" in a board
statement. The answers are the Comprehensive Rules' (cited beside them)."""
from __future__ import annotations

import pytest
from test_ask_prose import conn, lex  # noqa: F401 - the same read-only KB connection and card names

from test_ask_redteam48 import verdict   # the verdict text of a question that must be read


@pytest.mark.parametrize("q, want", [
    # --- an article before a card's whole name names that card
    # Hill Giant's 3 combat damage to the 2/2 blocker (510.2, 704.5g)
    ("I attack with Grizzly Bears and my opponent blocks with a Hill Giant. Does my Grizzly Bears die?", "Dies? Yes"),
    # Lightning Bolt's 3 damage to a 3/3 (120.3e, 704.5g)
    ("I cast a Lightning Bolt on a Hill Giant. Does it die?", "Dies? Yes"),
    ("A Hill Giant blocks my Grizzly Bears. Does my Grizzly Bears die?", "Dies? Yes"),
    # a 1/1 blocked by a 2/2 (510.2, 704.5g)
    ("I attack with a Memnite. My opponent blocks with a Grizzly Bears. Does the Memnite die?", "Dies? Yes"),
    # --- a board statement with an Aura or Equipment on a permanent
    # Rancor +2/+0 (613.4c), then Giant Growth +3/+3 (611.2c): 7/5
    ("I control Grizzly Bears enchanted with Rancor. I cast Giant Growth on it. What is its power?", "Grizzly Bears: 7/5"),
    ("I control a Grizzly Bears enchanted with Rancor. What is its power?", "Grizzly Bears: 4/2"),
    ("I control a Grizzly Bears equipped with a Bonesplitter. What is its power?", "Grizzly Bears: 4/2"),
    # each Aura of the list is on the last permanent: Rancor +2/+0 and Holy Strength +1/+2
    ("I control Hill Giant and Grizzly Bears enchanted with Rancor and Holy Strength. What is the power of Grizzly "
     "Bears?", "Grizzly Bears: 5/4"),
    # Pacifism: "Enchanted creature can't attack or block." (508.1c)
    ("My opponent controls a Hill Giant enchanted with Pacifism. Can it attack?", "Can it attack? No"),
    # --- with two players, "an opponent" is the opponent
    # with two players "an opponent" is the opponent: a copy of Serra Angel has flying (707.2, 613.2a)
    ("I cast Clone copying an opponent's Serra Angel. Does my Clone have flying?", "Flying? Yes"),
    ("An opponent casts Lightning Bolt on my Grizzly Bears. Does it die?", "Dies? Yes"),
    # --- an alternative cost said in a judge's words
    # Boon Satyr bestowed: "Enchanted creature gets +4/+2." on the Bears (702.103a, 613.4c)
    ("I cast Boon Satyr bestowed on my Grizzly Bears. What is the Bears' power?", "Grizzly Bears: 6/4"),
    ("I cast Boon Satyr for its bestow cost targeting my Grizzly Bears. What's the power of Grizzly Bears?",
     "Grizzly Bears: 6/4"),
    # its target gone, it resolves as a creature (702.103e)
    ("I cast Boon Satyr bestowed on my Grizzly Bears and my opponent Shocks the Bears in response. Where is Boon "
     "Satyr?", "Boon Satyr: on the battlefield"),
    # evoked: sacrificed by its own trigger as it enters (702.74a)
    ("I cast Mulldrifter evoked. Is Mulldrifter on the battlefield?", "Mulldrifter: graveyard"),
    # --- ask44: a refusal of a step the reader added is not the action asked: never a "No"
    # Mana Leak can target a Lightning Bolt on the stack (115.1); the Bolt's own target is not said: was "No — 601.2c"
    ("Can I counter a Lightning Bolt with Mana Leak?", "Can I counter a Lightning Bolt with Mana Leak? cannot decide"),
    # --- ask44: "opps" / "opponents" without the apostrophe before a card's name is whose it is
    # the opponent's Anthem makes his Bears 3/3 (613.4c): Shock's 2 damage is not lethal (704.5g). Was "Dies? Yes"
    # (the Bears read as mine, a close spelling of 'opps Grizzly Bears')
    ("My opponent controls Glorious Anthem. I Shock my opps Grizzly Bears. Does it die?", "Dies? No"),
    ("I control Glorious Anthem. I Shock my opponents Grizzly Bears. Does it die?", "Dies? Yes"),
    # a copy of Serra Angel has flying (707.2)
    ("I cast Clone copying my opponents Serra Angel. Does my Clone have flying?", "Flying? Yes"),
])
def test_a_judges_words_are_read(conn, lex, q, want):  # noqa: F811
    v = verdict(q, conn, lex)
    assert v.startswith(want), (q, v)
