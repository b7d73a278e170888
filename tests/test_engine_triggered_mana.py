"""Triggered mana abilities (605.1b): "Whenever enchanted land is tapped for mana, ..." and "Whenever you tap a
Forest for mana, ..." add mana at once, right after the mana ability that triggered them, without the stack
(605.4a)."""
from __future__ import annotations

from kb.engine.abilities import TriggeredManaAbility
from kb.engine.cardtext import _triggered_mana
from kb.engine.scenario import loads, run

HEAD = """title: t
edition: 2026-04-17
cards:
  Forest: {type_line: Basic Land — Forest}
  Mountain: {type_line: Basic Land — Mountain}
  Growth Aura: {mana_cost: "{G}", type_line: Enchantment — Aura, text: "Enchant land\\nWhenever enchanted land is tapped for mana, its controller adds an additional {G}."}
  Forest Bloom: {mana_cost: "{2}{G}", type_line: Enchantment, text: "Whenever you tap a Forest for mana, add an additional {G}."}
  Flare: {mana_cost: "{2}{R}", type_line: Enchantment, text: "Whenever a player taps a land for mana, that player adds one mana of any type that land produced."}
  Tapper: {mana_cost: "{W}", type_line: Instant, text: "Tap target land."}
steps:
"""


def _run(steps: str):
    res = run(loads(HEAD + steps), None)
    return res, res.state


def _pool(state, who):
    return dict(state.player(who).pool)


def test_the_three_wordings_are_read():
    a = _triggered_mana("Whenever enchanted land is tapped for mana, its controller adds an additional {G}.")
    assert isinstance(a, TriggeredManaAbility) and (a.tapped, a.of, a.gets, a.produces) == ("enchanted", "Land", "tapper", "{G}")
    b = _triggered_mana("Whenever you tap a Forest for mana, add an additional {G}.")
    assert (b.tapped, b.who, b.gets, b.produces) == ("Forest", "you", "you", "{G}")
    c = _triggered_mana("Whenever a player taps a land for mana, that player adds one mana of any type that land produced.")
    assert (c.tapped, c.who, c.gets, c.produces) == ("Land", "any", "tapper", "same")
    assert _triggered_mana("Whenever enchanted land becomes tapped, you gain 1 life.") is None


def test_an_aura_on_the_tapped_land_adds_mana_without_the_stack():
    res, st = _run("""  - enter: Forest
  - enter: {card: Growth Aura, attached_to: Forest}
  - activate: {card: Forest, ability: 1}
  - expect: {hold: true, stack: []}
""")
    assert res.passed and _pool(st, "you") == {"G": 2}


def test_an_aura_on_another_land_does_nothing():
    res, st = _run("""  - enter: [Forest, Mountain]
  - enter: {card: Growth Aura, attached_to: Forest}
  - activate: {card: Mountain, ability: 1}
""")
    assert _pool(st, "you") == {"R": 1}


def test_you_tap_a_forest_only_for_its_controller_and_forests():
    res, st = _run("""  - enter: [Forest Bloom, Forest, Mountain, {card: Forest, as: Their Forest, controller: opponent}]
  - activate: {card: Forest, ability: 1}
  - activate: {card: Mountain, ability: 1}
  - activate: {card: Their Forest, ability: 1, controller: opponent}
""")
    assert _pool(st, "you") == {"G": 2, "R": 1}
    assert _pool(st, "opponent") == {"G": 1}


def test_any_player_gets_the_type_their_land_produced():
    res, st = _run("""  - enter: [Flare, {card: Mountain, controller: opponent}]
  - activate: {card: Mountain, ability: 1, controller: opponent}
""")
    assert _pool(st, "opponent") == {"R": 2} and _pool(st, "you") == {}


def test_tapping_by_an_effect_is_not_tapping_for_mana():
    res, st = _run("""  - enter: Forest
  - enter: {card: Growth Aura, attached_to: Forest}
  - cast: {card: Tapper, targets: [Forest]}
  - resolve: all
  - expect: {Forest: {tapped: true}}
""")
    assert res.passed and _pool(st, "you") == {}
