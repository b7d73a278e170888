"""redteam8: the outside tester's questions (tests/fixtures/ask_redteam8.jsonl) and the faults they found in `kb ask`.

A close spelling of a card's name was read as the first of the cards the KB ranks closest, even when another card was
exactly as close: "Lightning Blot" (one letter from Lightning Blow, one swap from Lightning Bolt) was Lightning Blow,
which deals no damage, so "My opponent casts Lightning Blot on my Hill Giant. Does it die?" was "Dies? No" (r015; a
Lightning Bolt's 3 damage destroys the 3/3 Giant, 704.5g). A close spelling now names a card only when no other is as
close (kb.engine.ask.spelling); else the words are refused, naming the cards they could be.
"""
from __future__ import annotations

import pytest
from test_ask_prose import conn, lex  # noqa: F401 - the same read-only KB connection and card names

from kb.engine.ask import answer_question
from kb.engine.ask.spelling import as_close

from test_ask_redteam48 import verdict   # the verdict text of a question that must be read


def test_as_close_names_every_card_as_close_as_the_first():
    # one swap (a typing slip) and one letter changed are one edit each: a tie, both named
    assert as_close("lightning blot", ["Lightning Blow", "Lightning Bolt", "Lightning Blast"]) == [
        "Lightning Blow", "Lightning Bolt"]
    # a ranking that puts a farther name first: the nearer one is as close (closer), so both are named
    assert as_close("shokc", ["Shocker", "Shock"]) == ["Shocker", "Shock"]
    # one closest name: no rival
    assert as_close("giant grwoth", ["Giant Growth", "Giant Regrowth"]) == []
    assert as_close("shock", ["Shock"]) == []


def test_r015_lightning_blot_is_refused_naming_both_cards(conn, lex):  # noqa: F811
    d = answer_question("My opponent casts Lightning Blot on my Hill Giant. Does it die?", conn, lex=lex)
    assert d.get("ok") is False, d.get("verdict")
    assert "Lightning Bolt" in d["error"] and "Lightning Blow" in d["error"], d["error"]
    assert d["words"] == "Lightning Blot" or "Lightning Blot" in d["error"], d


# 21 variants of the fault, each a one-edit slip of a common card's name that another card's name is one edit from
# too (found by spelling every one-letter change, drop and swap of 100 common names against the KB): each was read as
# whichever card the ranking put first
TIES = [
    ("My opponent casts Lightning Blot on my Grizzly Bears. Does it die?", "Lightning Bolt", "Lightning Blow"),
    ("My opponent casts Lightning Bolf on my Hill Giant. Does it die?", "Lightning Bolt", "Lightning Wolf"),
    ("I cast Shoce on my opponent's Grizzly Bears. Does it die?", "Shock", "Shocker"),
    ("I cast Giant Rgowth on my Grizzly Bears. What's its power and toughness?", "Giant Growth", "Giant Regrowth"),
    ("My opponent casts Termor on my Grizzly Bears. Does it die?", "Terror", "Tremor"),
    ("My opponent casts Termor on my Serra Angel. Where is it?", "Terror", "Tremor"),
    ("My opponent casts Nautralize on my Glorious Anthem. Where is it?", "Naturalize", "Neutralize"),
    ("My opponent casts Diress on me. What do I discard?", "Duress", "Distress"),
    ("My opponent casts Shalter on my Bonesplitter. Where is it?", "Shatter", "Shelter"),
    ("I cast Firebalt with X=3 on my opponent's Hill Giant. Does it die?", "Fireball", "Firebolt"),
    ("I control Grizzly Bears and I cast Firebalt on it with X=1. Does it die?", "Fireball", "Firebolt"),
    ("I cast Brainstore. How many cards are in my hand?", "Brainstorm", "Brainstone"),
    ("My opponent has Humilite and I control Serra Angel. What's the angel's power?", "Humility", "Humiliate"),
    ("My opponent casts Stoen Rain on my Forest. Where is the Forest?", "Stone Rain", "Stolen Grain"),
    ("I cast Bark Ritual and then Grizzly Bears. What's in my mana pool?", "Dark Ritual", "Mark Ritual"),
    ("I cast Chone copying my opponent's Serra Angel. What's its power and toughness?", "Clone", "Choke"),
    ("I cast Juma on my Grizzly Bears. Does it have flying?", "Jump", "Guma"),
    ("I cast Regeneratn on my Grizzly Bears and my opponent Shocks it. Does it die?", "Regenerate", "Regeneration"),
    ("I cast Time Wark. How many turns do I take?", "Time Walk", "Time Warp"),
    ("I cast Nevate on my opponent's Divination. Where is Divination?", "Negate", "Enervate"),
    ("My opponent's Hill Giant attacks and I block with Wall of Wond. Does the wall die?", "Wall of Wood",
     "Wall of Wonder"),
]


@pytest.mark.parametrize("q, meant, other", TIES)
def test_a_slip_as_close_to_two_cards_is_never_read_as_one(conn, lex, q, meant, other):  # noqa: F811
    d = answer_question(q, conn, lex=lex)
    if d.get("ok") is False:
        if "spelt as close" in d["error"]:
            assert meant in d["error"] and other in d["error"], d["error"]
        return
    # read otherwise (the sentence left out): never a confident answer
    text = (d.get("verdict") or {}).get("text") or ""
    assert text.startswith("cannot decide") or d.get("leftover"), (q, text)
    assert not any(f"read as {c}" in n for n in d.get("notes") or [] for c in (meant, other) if c), d.get("notes")


@pytest.mark.parametrize("q, want", [
    # one card is closest: still read as that card (the note says so)
    ("I cast Giant Grwoth on my Grizzly Bears. What's its power and toughness?", "Grizzly Bears: 5/5"),
    ("I cast Shokc on my opponent's Grizzly Bears. Does it die?", "Dies? Yes"),
    ("My opponent casts Doom Blaze on my Serra Angel. Where is it?", "Serra Angel: in graveyard"),
    ("My opponent casts Lightening Bolt on my Hill Giant. Does it die?", "Dies? Yes"),
    ("My opponent casts Terrer on my Grizzly Bears. Does it die?", "Dies? Yes"),
    ("I control Glorius Anthem and Grizzly Bears. What's the bear's power and toughness?", "Grizzly Bears: 3/3"),
    ("My opponent casts Murderr on my Serra Angel. Where is it?", "Serra Angel: in graveyard"),
    ("I cast Cahr on my opponent's Hill Giant. Does it die?", "Dies? Yes"),
    ("My Craw Worm attacks and my opponent blocks with Hill Giant. Does the Wurm die?", "Dies? No"),
])
def test_a_slip_closest_to_one_card_is_read_as_it(conn, lex, q, want):  # noqa: F811
    assert verdict(q, conn, lex).startswith(want), q


# A counter with a rule of its own that the engine does not carry out (122.1c shield, 122.1h finality, 122.1j hone) was
# put and then ignored: "My Grizzly Bears has a shield counter. My opponent Shocks it. Does it die?" was "Dies? Yes" (the
# shield prevents the damage and is removed, 122.1c); a kind no card and no rule names ("3 plus-one counters", slang for
# +1/+1) was a counter that does nothing: "2/2" (kb.engine.ask.counterkinds). 20 variants, each refused naming the kind.
COUNTER_FAULTS = [
    ("My Grizzly Bears has a shield counter. My opponent Shocks it. Does it die?", "shield", "122.1c"),
    ("My Grizzly Bears has a shield counter. My opponent casts Doom Blade on it. Where is it?", "shield", "122.1c"),
    ("My Hill Giant has a shield counter on it. My opponent casts Wrath of God. Does the giant die?", "shield", "122.1c"),
    ("I control Grizzly Bears with a shield counter. My opponent casts Pyroclasm. Does it survive?", "shield", "122.1c"),
    ("Grizzly Bears; 2 shield counters on Grizzly Bears; Shock on Grizzly Bears; show Grizzly Bears", "shield", "122.1c"),
    # finality counters (122.1h) are carried out since rt55e (kb.engine.specialcounters): tests/test_rt55e_finality.py
    ("My opponent's Serra Angel has a hone counter. What's its power?", "hone", "122.1j"),
    ("My Grizzly Bears has 3 plus-one counters. What's its power?", "plus-one", None),
    ("My Grizzly Bears has two minus-one counters. Does it die?", "minus-one", None),
    ("My Hill Giant has a plus counter on it. What's its power and toughness?", "plus", None),
    ("My Grizzly Bears has two buff counters on it. What's its power?", "buff", None),
    ("I control Grizzly Bears with 2 plus-one counters and my opponent Shocks it. Does it die?", "plus-one", None),
    ("My Grizzly Bears has a positive counter. My opponent casts Shock on it. Does it survive?", "positive", None),
    ("Grizzly Bears with 2 minus counters; show Grizzly Bears", "minus", None),
    ("Grizzly Bears; put 2 plus-one counters on Grizzly Bears; show Grizzly Bears", "plus-one", None),
    ("Grizzly Bears; put a shield counter on Grizzly Bears; destroy Grizzly Bears; show Grizzly Bears", "shield",
     "122.1c"),
    ("Hill Giant with 3 pump counters; show Hill Giant", "pump", None),
]


@pytest.mark.parametrize("q, kind, rule", COUNTER_FAULTS)
def test_a_counter_the_engine_would_ignore_is_refused_naming_it(conn, lex, q, kind, rule):  # noqa: F811
    d = answer_question(q, conn, lex=lex)
    assert d.get("ok") is False, (q, (d.get("verdict") or {}).get("text"))
    assert f"'{kind}' counter" in d["error"] or f"a {kind} counter" in d["error"], d["error"]
    if rule:
        assert rule in d["error"], d["error"]
    assert kind in d["words"].lower(), d["words"]


@pytest.mark.parametrize("q, want", [
    # counters the engine carries out, or that no rule gives anything (a charge counter does nothing by itself, 122.1)
    ("My Grizzly Bears has a charge counter. What's its power?", "Grizzly Bears: 2/2"),
    ("I control Grizzly Bears with two +1/+1 counters. What's its power and toughness?", "Grizzly Bears: 4/4"),
    ("My Grizzly Bears has a -1/-1 counter. My opponent Shocks it. Does it die?", "Dies? Yes"),
    ("My Grizzly Bears has a flying counter. Can it block Serra Angel?", "Can it block Serra Angel? Yes"),
    ("My Grizzly Bears has an indestructible counter. My opponent casts Wrath of God. Does it die?", "Dies? No"),
    ("Grizzly Bears with 2 oil counters; show Grizzly Bears", "Grizzly Bears: 2/2"),
])
def test_counters_the_engine_runs_are_still_read(conn, lex, q, want):  # noqa: F811
    assert verdict(q, conn, lex).startswith(want), q


def test_a_stun_counter_is_carried_out_not_refused(conn, lex):  # noqa: F811
    """122.1d (kb.engine.specialcounters): the counter is removed instead of the untapping, so the creature stays
    tapped through its controller's next untap step."""
    d = answer_question("Grizzly Bears; tap Grizzly Bears; put a stun counter on Grizzly Bears; end turn; end turn; "
                        "show Grizzly Bears", conn, lex=lex)
    assert d.get("ok") is not False, d
    tapped = [a["actual"] for a in d["answers"] if a["object"] == "Grizzly Bears" and a["field"] == "tapped"]
    assert tapped == [True], d["answers"]
    assert "122.1d" in d["rules_cited"], d["rules_cited"]


def test_a_shield_counter_under_an_edition_without_its_rule_is_a_counter_like_any_other(conn):  # noqa: F811
    from kb.engine.ask.counterkinds import counter_doubt
    assert "122.1c" in counter_doubt(conn, "shield", "current")
    assert counter_doubt(conn, "shield", "2012-07-01") is None     # no 122.1 subrule then; cards name shield counters
    assert counter_doubt(conn, "stun", "current") is None          # carried out (kb.engine.specialcounters.CARRIED_OUT)
    assert counter_doubt(conn, "+1/+1", "current") is None and counter_doubt(conn, "flying", "current") is None
    assert "plus-one" in counter_doubt(conn, "plus-one", "current")


# A game of a variant the engine does not play was answered as the basic game: "Commander game: my opponent Lightning
# Bolts me. What's my life total?" was "you: 17 life" (the lead-in not read; 40 - 3 = 37 in Commander, 903.7), "We're
# playing Commander." was left out of an answer about life (kb.engine.ask.variants). 20 variants, each refused naming
# the variant's words and rule.
VARIANT_FAULTS = [
    ("Commander game: my opponent Lightning Bolts me. What's my life total?", "Commander game", "903"),
    ("We're playing Commander. My opponent's Serra Angel attacks me and I don't block. What's my life?", "Commander",
     "903"),
    ("In Commander, my opponent Shocks me. How much life do I have?", "Commander", "903"),
    ("In our Commander pod my opponent casts Lightning Bolt at me. What's my life?", "Commander", "903"),
    ("My commander is Isamaru, Hound of Konda and my opponent Shocks it. Where is it?", "commander", "903"),
    ("My opponent's commander Serra Angel attacks me and I don't block. What's my life?", "commander", "903"),
    ("EDH question: my opponent Shocks me. What's my life?", "EDH", "903"),
    ("Playing EDH, my opponent casts Lightning Bolt on my Grizzly Bears. Does it die?", "EDH", "903"),
    ("In Brawl, my opponent Shocks me. What's my life?", "Brawl", "903.12"),
    ("In a Two-Headed Giant game my opponent Lightning Bolts me. What's my life?", "Two-Headed Giant", "810"),
    ("We're playing Two-Headed Giant. My opponent Shocks me. What's our life total?", "Two-Headed Giant", "810"),
    ("2HG: my opponent's Hill Giant attacks me and I don't block. What's my life?", "2HG", "810"),
    ("In a 2HG match my opponent casts Lightning Bolt at me. How much life do we have?", "2HG", "810"),
    ("Two-Headed Giant format: my opponent Shocks me. What's my life?", "Two-Headed Giant", "810"),
    ("In Planechase, my opponent Shocks my Grizzly Bears. Does it die?", "Planechase", "901"),
    ("Archenemy game: my opponent casts Lightning Bolt at me. What's my life?", "Archenemy", "904"),
    ("Playing Oathbreaker, my opponent Shocks me. What's my life?", "Oathbreaker", None),
    ("In an Emperor game my opponent Lightning Bolts me. What's my life?", "Emperor", "809"),
    ("At a Commander table my opponent Shocks my Grizzly Bears. Does it die?", "Commander", "903"),
    ("Commander rules: I'm at 40 and my opponent Lightning Bolts me. What's my life?", "Commander", "903"),
]


@pytest.mark.parametrize("q, said, rule", VARIANT_FAULTS)
def test_a_game_of_a_variant_is_refused_naming_it(conn, lex, q, said, rule):  # noqa: F811
    d = answer_question(q, conn, lex=lex)
    assert d.get("ok") is False, (q, (d.get("verdict") or {}).get("text"))
    if "variant" not in d["error"]:
        return          # refused before (the words the reader stopped at): never answered as the basic game
    assert said.lower() in d["words"].lower(), (d["words"], d["error"])
    if rule:
        assert f"({rule})" in d["error"], d["error"]


@pytest.mark.parametrize("q, want", [
    # a card's name that holds the word is not the variant; the basic game (and a multiplayer one) is answered
    ("I control Commander's Sphere. What does it tap for?", "Commander's Sphere"),
    ("I control Vanguard of Brimaz. What's its power?", "Vanguard of Brimaz: 2/2"),
    ("Multiplayer: my opponent Lightning Bolts me. What's my life?", "you: 17 life"),
    ("My opponent casts Lightning Bolt at me. I'm at 20. What's my life?", "you: 17 life"),
])
def test_a_card_named_like_a_variant_is_the_card(conn, lex, q, want):  # noqa: F811
    assert verdict(q, conn, lex).startswith(want), q


def test_a_question_about_a_variants_rules_is_still_not_a_board(conn, lex):  # noqa: F811
    d = answer_question("How much life does each player start with in Commander?", conn, lex=lex)
    assert d.get("ok") is False and d.get("not_board") is True, d
