"""Questions as players write them, read by general reader changes of the session of 2026-12-05 (from the tuning
half of ``ask_questions_fresh3.jsonl``): "equip X to Y" as the equip ability activated (702.6a), "enchant X with
an Aura" / "steals X with an Aura" as the Aura cast (303.4a), "X enchanted with Y dies", a player's past
statement said with a pronoun ("they were at 20"), "where does X end up", two questions joined by "and" with
"it" standing for the one named again; and from the tuning half of ``ask_questions_fresh4.jsonl``: players' slang
verbs ("swing", "chump blocks", "sac"), a statement said "twice", "give X +3/+3 with SPELL". Each answer comes from the CR and the cards' Oracle text; each test fails on
the reader before these changes."""
from __future__ import annotations

from test_ask_prose import conn, lex  # noqa: F401 - the same read-only KB connection and card names
from test_ask_words_said import verdict   # the verdict line of an answer, or its reading error


def test_equip_is_the_equip_ability_activated(conn, lex):
    # Bonesplitter: "Equipped creature gets +2/+0. Equip {1}" on a 1/1 (702.6a, 613.4c)
    for q in ("I equip Bonesplitter to my Llanowar Elves. How big is the Elves?",
              "I equip Llanowar Elves with Bonesplitter. How big is Llanowar Elves?"):
        assert verdict(conn, lex, q).startswith("Llanowar Elves: 3/1"), q
    # an activation: what stops activated abilities of artifacts stops it (602.5)
    v = verdict(conn, lex, "Stony Silence is on the battlefield. I equip Bonesplitter to Llanowar Elves. "
                           "How big is Llanowar Elves?")
    assert not v.startswith("Llanowar Elves: 3/1"), v


def test_an_aura_said_with_enchant_or_steal_is_cast(conn, lex):
    # Mind Control / Control Magic: "You control enchanted creature." (303.4a, 613.1b); it was read as an activation
    v = verdict(conn, lex, "I enchant my opponent's Serra Angel with Mind Control. Who controls the Angel?")
    assert "controlled by: you" in v, v
    v = verdict(conn, lex, "My opponent steals my Grizzly Bears with Control Magic. Who controls the Bears?")
    assert "controlled by: opponent" in v and "Littjara" not in v, v


def test_a_creature_enchanted_with_an_aura_then_dies(conn, lex):
    # Rancor: "When Rancor is put into a graveyard from the battlefield, return Rancor to its owner's hand."
    v = verdict(conn, lex, "My Grizzly Bears enchanted with Rancor dies. Where does Rancor end up?")
    assert v.startswith("Rancor: in hand"), v


def test_they_were_at_twenty_is_the_opponents_life(conn, lex):
    # Serra Angel (4/4 flying) unblocked: 4 damage to the player (510.2, 120.3a)
    v = verdict(conn, lex, "I attack with Serra Angel and my opponent doesn't block. They were at 3. Do they lose?")
    assert "loses the game" in v, v


def test_two_questions_joined_by_and(conn, lex):
    # "the Merfolk" named again before "it": it stands for Merfolk of the Pearl Trident (Lord of Atlantis: other
    # Merfolk get +1/+1 and have islandwalk)
    v = verdict(conn, lex, "Lord of Atlantis and Merfolk of the Pearl Trident are on the battlefield. How big is the "
                           "Merfolk and what does it have?")
    assert v.startswith("Merfolk of the Pearl Trident: 2/2") and "Islandwalk" in v, v
    v = verdict(conn, lex, "I cast Doom Blade on my opponent's Darksteel Colossus. Where does the Colossus end up?")
    assert v.startswith("Darksteel Colossus: on the battlefield"), v


def test_players_slang_verbs(conn, lex):
    # "swing with" is attack with, "chump blocks" is blocks (508.1, 509.1); Grizzly Bears deals 2 to a 1/1 (704.5g)
    v = verdict(conn, lex, "I swing with Grizzly Bears and my opponent chump blocks with Llanowar Elves. What "
                           "happens to the Elves?")
    assert "704.5g" in v and "Llanowar Elves" in v, v


def test_a_statement_said_twice(conn, lex):
    # two Giant Growths: +3/+3 each (613.4c)
    for q in ("I pump my Grizzly Bears with Giant Growth twice. What's its power?",
              "I cast Giant Growth on my Grizzly Bears twice. What's its power?"):
        assert verdict(conn, lex, q).startswith("Grizzly Bears: 8/8"), q


def test_give_with_a_spell_checks_what_it_gives(conn, lex):
    # "+3/+3 with Giant Growth" is what Giant Growth gives; then "Shock it" is the Bears (5/5 with 2 damage lives)
    v = verdict(conn, lex, "I give my Grizzly Bears +3/+3 with Giant Growth and then Shock it. Does it survive?")
    assert v.startswith("Survives? Yes"), v
    # a number the spell does not give is not dropped
    v = verdict(conn, lex, "I give my Grizzly Bears +2/+2 with Giant Growth. How big is it?")
    assert "+2/+2" in v and not v.startswith("Grizzly Bears:"), v
