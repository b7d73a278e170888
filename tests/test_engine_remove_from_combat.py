"""An effect that removes a creature from combat (506.4): an attacker stops attacking and deals no combat
damage; a removed blocker blocks nothing (510.1d) while the creature it blocked stays blocked (509.1h) and
assigns no damage (510.1c) unless it has trample (702.19d)."""
from __future__ import annotations

from kb.engine.instructions import parse_instructions
from kb.engine.scenario import loads, run

HEAD = """title: t
edition: 2026-04-17
cards:
  Giant: {mana_cost: "{3}{R}", type_line: Creature — Giant, power: 3, toughness: 3}
  Rhino: {mana_cost: "{3}{G}", type_line: Creature — Rhino, power: 4, toughness: 4, text: "Trample"}
  Bears: {mana_cost: "{1}{G}", type_line: Creature — Bear, power: 2, toughness: 2}
  Aside: {mana_cost: "{W}", type_line: Instant, text: "Remove target creature from combat."}
  Clip: {mana_cost: "{W}", type_line: Instant, text: "Remove target attacking creature from combat."}
steps:
  - enter: [Giant, Rhino, {card: Bears, controller: opponent}]
"""


def _run(steps: str):
    res = run(loads(HEAD + steps), None)
    return {(c.obj, c.field): c.actual for c in res.checks}, res


def test_the_instruction_is_read():
    ins, slots = parse_instructions("Remove target attacking creature from combat.", "Clip")
    assert [i.kind for i in ins] == ["remove_from_combat"] and len(slots) == 1


def test_counters_are_not_combat():
    ins, slots = parse_instructions("Remove a +1/+1 counter from target creature.", "Clip")
    assert [i.kind for i in ins] == ["remove_counters"]


def test_a_removed_attacker_deals_no_damage():
    got, res = _run("""  - attack: [Giant]
  - block: none
  - cast: {card: Clip, controller: opponent, targets: [Giant]}
  - resolve: all
  - step: combat_damage
  - expect: {opponent: {life: 20}}
""")
    assert res.passed, got


def test_only_an_attacking_creature_can_be_the_target():
    got, res = _run("""  - attack: [Giant]
  - block: none
  - cast: {card: Clip, controller: opponent, targets: [Rhino]}
    refused: "601.2c"
  - step: combat_damage
  - expect: {opponent: {life: 17}}
""")
    assert res.passed, got


def test_a_removed_blocker_leaves_the_attacker_blocked():
    got, res = _run("""  - attack: [Giant]
  - block: {Bears: Giant}
  - cast: {card: Aside, controller: opponent, targets: [Bears]}
  - resolve: all
  - step: combat_damage
  - expect: {opponent: {life: 20}, Bears: {damage: 0}, Giant: {damage: 0}}
""")
    assert res.passed, got


def test_a_trampler_whose_blocker_is_removed_hits_the_player():
    got, res = _run("""  - attack: [Rhino]
  - block: {Bears: Rhino}
  - cast: {card: Aside, controller: opponent, targets: [Bears]}
  - resolve: all
  - step: combat_damage
  - expect: {opponent: {life: 16}, Bears: {damage: 0}}
""")
    assert res.passed, got


def test_a_creature_not_in_combat_is_unaffected():
    got, res = _run("""  - cast: {card: Aside, targets: [Giant]}
  - resolve: all
  - attack: [Giant]
  - block: none
  - step: combat_damage
  - expect: {opponent: {life: 17}}
""")
    assert res.passed, got
