"""Choices a card's text asks for (issue 25): each stated in the scenario, never guessed.

Which templates read (with every word accounted for, kb.engine.render), which stay unread, and what a scenario
gets when a choice is missing or illegal. The puzzles scenarios/puzzles/choices-*.yaml run the same mechanisms on
whole boards (tests/test_scenarios.py)."""
from __future__ import annotations

import pytest

from kb.engine.abilities import EntersChoice, SpellAbility, UnmodelledAbility
from kb.engine.cardtext import parse_card_text
from kb.engine.scenario import ScenarioError, loads, run


def _unread(text: str, types=("Creature",), name="Probe") -> list:
    out = []
    for ab in parse_card_text(text, name, frozenset(types)):
        if isinstance(ab, UnmodelledAbility):
            out.append(ab.text)
        elif isinstance(ab, SpellAbility) and ab.unmodelled:
            out.extend(ab.unmodelled)
    return out


@pytest.mark.parametrize("text,types", [
    ("Choose a nonland card name. Target player reveals their hand and discards all cards with that name.", ("Sorcery",)),
    ("Choose an artifact card name. Search target opponent's graveyard, hand, and library for any number of cards "
     "with the chosen name and exile them. Then that player shuffles.", ("Sorcery",)),
    ("{1}: Probe becomes the creature type of your choice until end of turn.", ("Creature",)),
    ("{T}: Target land becomes the basic land type of your choice until end of turn.", ("Creature",)),
    ("{T}: Choose a creature type other than Wall. Target creature becomes that type until end of turn.", ("Creature",)),
    ("{1}: Probe gets +1/-1 or -1/+1 until end of turn.", ("Creature",)),
    ("Probe enters tapped. As it enters, choose a color other than red.\n{T}: Add {R} or one mana of the chosen color.",
     ("Land",)),
    ("As Probe enters, choose artifact, creature, enchantment, instant, or sorcery.\n"
     "Spells you cast of the chosen type cost {1} less to cast.", ("Artifact",)),
    ("As Probe enters, choose a creature type.\nCreature spells of the chosen type cost {2} less to cast.", ("Artifact",)),
    ("As Probe enters, choose a nonland card name.\nSpells with the chosen name you cast cost {1} less to cast.",
     ("Artifact",)),
    ("Reveal the top five cards of your library. An opponent separates those cards into two piles. Put one pile into "
     "your hand and the other into your graveyard.", ("Instant",)),
    ("Reveal the top five cards of your library and separate them into two piles. An opponent chooses one of those "
     "piles. Put that pile into your hand and the other into your graveyard.", ("Instant",)),
])
def test_choice_templates_are_read(text, types):
    assert _unread(text, types) == []


@pytest.mark.parametrize("text,types", [
    # a choice made as an effect is applied has no moment in a static ability (608.2d)
    ("Probe is the creature type of your choice.", ("Creature",)),
    ("Creatures you control get +1/-1 or -1/+1.", ("Enchantment",)),
    # "that name" with no name chosen before it is an object's name (Legion's End), not a choice
    ("Exile target creature. Then that player reveals their hand and exiles all cards with that name from their hand "
     "and graveyard.", ("Sorcery",)),
    # piles with no cards looked at before them
    ("An opponent separates those cards into two piles.", ("Sorcery",)),
])
def test_choice_templates_not_widened(text, types):
    assert _unread(text, types)


def test_enters_tapped_and_a_colour_are_two_replacements():
    abs_ = parse_card_text("Probe enters tapped. As it enters, choose a color other than red.", "Probe",
                           frozenset(("Land",)))
    kinds = [type(a).__name__ for a in abs_]
    assert kinds == ["EntersTapped", "EntersChoice"]
    assert isinstance(abs_[1], EntersChoice) and abs_[1].other_than == "red"


_BRIGHT = """
title: t
edition: 2026-04-17
cards:
  Brightling: {mana_cost: "{1}{W}{W}", type_line: Creature — Shapeshifter, power: 3, toughness: 3,
               text: "{1}: Brightling gets +1/-1 or -1/+1 until end of turn."}
steps:
  - enter: Brightling
  - activate: {card: Brightling, choose: CHOICE}
  - resolve: all
  - expect: {Brightling: {pt: WANT}}
"""


@pytest.mark.parametrize("choice,want", [("{pt: +1/-1}", "4/2"), ("{pt: -1/+1}", "2/4"), ("{}", "cannot decide")])
def test_pt_choice_stated_or_cannot_decide(choice, want):
    res = run(loads(_BRIGHT.replace("CHOICE", choice).replace("WANT", want)))
    assert res.passed, [c for c in res.checks if not c.ok]


def test_pt_choice_not_offered_is_an_error_naming_the_options():
    with pytest.raises(ScenarioError, match=r"\+1/-1 or -1/\+1"):
        run(loads(_BRIGHT.replace("CHOICE", "{pt: +2/-2}").replace("WANT", "5/1")))


def test_card_name_of_the_wrong_kind_is_refused():
    sc = """
title: t
edition: 2026-04-17
players: [you, {name: opponent, hand: [Forest]}]
cards:
  Cabal Therapy: {mana_cost: "{B}", type_line: Sorcery, text: "Choose a nonland card name. Target player reveals their hand and discards all cards with that name."}
  Forest: {type_line: Basic Land — Forest}
steps:
  - cast: {card: Cabal Therapy, targets: [opponent], choose: {card_name: Forest}}
  - resolve: all
    refused: "201.4a"
"""
    assert run(loads(sc)).passed


_SAC_TWICE = """
title: t
edition: 2026-04-17
players: [{name: you, library: 5}, {name: opponent, library: 5}]
cards:
  Test Horror: {mana_cost: "{1}{B}", type_line: Creature — Horror, power: 4, toughness: 4, text: "Cumulative upkeep—Sacrifice a creature."}
  Test Bears: {mana_cost: "{1}{G}", type_line: Creature — Bear, power: 2, toughness: 2}
steps:
  - enter: [{card: Test Horror, already: true, counters: {age: 1}}, {card: Test Bears, already: true}]
  - end_turn: true
  - end_turn: true
    triggers: {Test Horror: {choose: {may: true, sacrifice: SAC}}}
  - expect: {Test Horror: {zone: WANT}}
"""


def test_sacrifice_choice_naming_one_creature_twice_is_an_error():
    """Cumulative upkeep with two age counters, "sacrifice a creature" twice: the same creature can't be chosen twice
    (702.24a, 608.2d). Naming the Bears twice once counted as two sacrifices and kept the Horror (rt48e)."""
    with pytest.raises(ScenarioError, match=r"more than once"):
        run(loads(_SAC_TWICE.replace("SAC", "[Test Bears, Test Bears]").replace("WANT", "battlefield")))
    assert run(loads(_SAC_TWICE.replace("SAC", "[Test Bears, Test Horror]").replace("WANT", "graveyard"))).passed
