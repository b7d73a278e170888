"""Adventurer cards (715): cast normally or as an Adventure, only the chosen characteristics evaluated
(715.3a-b), exiled instead of put into the graveyard when the Adventure resolves (715.3d) and castable
from there only as the normal card; "that spell's controller" in a "becomes the target" trigger (603.2)."""
from __future__ import annotations

import pytest

from kb.engine.scenario import ScenarioError, loads, run

CARDS = """
cards:
  Rock Giant:
    layout: adventure
    faces:
      - {name: Rock Giant, mana_cost: "{2}{R}", type_line: Creature — Giant, power: 4, toughness: 3, text: "Whenever Rock Giant becomes the target of a spell, Rock Giant deals 2 damage to that spell's controller."}
      - {name: Pebble Toss, mana_cost: "{1}{R}", type_line: Instant — Adventure, text: "Pebble Toss deals 2 damage to any target."}
  Zap: {mana_cost: "{R}", type_line: Instant, text: "Zap deals 1 damage to any target."}
  Negate It: {mana_cost: "{U}{U}", type_line: Instant, text: "Counter target spell."}
"""


def _run(steps: str, players: str = "players: [{name: you, hand: [Rock Giant]}, opponent]\n"):
    res = run(loads("title: t\nedition: 2026-04-17\n" + players + CARDS + "steps:\n" + steps), None, trace=True)
    return {(c.obj, c.field): c.actual for c in res.checks}, res


def test_adventure_named_by_its_face_is_exiled_and_castable_from_exile():
    got, res = _run("""
  - cast: {card: Pebble Toss, targets: [opponent]}
  - expect: {hold: true, Rock Giant: {name: Pebble Toss, mana_value: 2, types: [Instant]}}
  - resolve: all
  - expect: {opponent: {life: 18}, Rock Giant: {zone: exile, name: Rock Giant}}
  - cast: {card: Rock Giant, from: exile}
  - resolve: all
  - expect: {Rock Giant: {zone: battlefield, pt: 4/3}}
""")
    assert res.passed, [(c.obj, c.field, c.actual) for c in res.checks if not c.ok]
    assert {"715.3b", "715.3d"} <= set(res.cited())


def test_a_countered_adventure_goes_to_the_graveyard():
    got, res = _run("""
  - cast: {card: Rock Giant, face: adventure, targets: [opponent]}
  - cast: {card: Negate It, controller: opponent, targets: [Pebble Toss]}
  - resolve: all
  - expect: {Rock Giant: {zone: graveyard}, opponent: {life: 20}}
""")
    assert got[("Rock Giant", "zone")] == "graveyard" and got[("opponent", "life")] == 20


def test_only_the_adventure_is_evaluated_for_timing():
    # 715.3a: the instant Adventure can be cast in response; the creature can't
    got, res = _run("""
  - cast: {card: Zap, controller: opponent, targets: [you]}
  - cast: {card: Pebble Toss, targets: [opponent], respond: true}
  - resolve: all
  - expect: {you: {life: 19}, opponent: {life: 18}}
""")
    assert res.passed
    with pytest.raises(ScenarioError, match=r"307\.1|117\.1a"):
        _run("""
  - cast: {card: Zap, controller: opponent, targets: [you]}
  - cast: {card: Rock Giant, respond: true}
""")


def test_not_again_as_an_adventure_from_its_exile():
    with pytest.raises(ScenarioError, match=r"715\.3d"):
        _run("""
  - cast: {card: Pebble Toss, targets: [opponent]}
  - resolve: all
  - cast: {card: Rock Giant, from: exile, face: Pebble Toss, targets: [opponent]}
""")


def test_a_face_the_card_does_not_have_is_an_error():
    with pytest.raises(ScenarioError, match=r"no face 'back'"):
        _run("  - cast: {card: Rock Giant, face: back}\n")
    with pytest.raises(ScenarioError, match=r"no face"):
        _run("  - cast: {card: Zap, face: adventure, targets: [opponent]}\n",
             players="players: [you, opponent]\n")


def test_that_spells_controller_is_the_caster_of_the_targeting_spell():
    got, res = _run("""
  - enter: {card: Rock Giant, controller: opponent}
  - cast: {card: Zap, targets: [Rock Giant]}
  - resolve: all
  - expect: {you: {life: 18}, opponent: {life: 20}, Rock Giant: {damage: 1}}
""", players="players: [you, opponent]\n")
    assert got[("you", "life")] == 18 and got[("opponent", "life")] == 20
