"""Battles (310): printed defense as defense counters (310.4b), the protector chosen as it enters (310.9a,
310.12a), who may attack it (310.9b), damage removing defense counters (120.3h), defense 0 (704.5v) and a
Siege's intrinsic "exile it, then you may cast it transformed" (310.12b). Numbers of 2026-09-25 (new 310.8 pushed
310.8-310.11 down by one)."""
from __future__ import annotations

import pytest

from kb.engine.scenario import ScenarioError, loads, run

CARDS = """
cards:
  Test Siege:
    layout: transform
    faces:
      - {name: Test Siege, mana_cost: "{2}{W}", type_line: Battle — Siege, defense: 3}
      - {name: Siege Angel, type_line: Creature — Angel, color_indicator: [white], power: 4, toughness: 4, text: "Flying"}
  Odd Battle: {mana_cost: "{2}", type_line: Battle, defense: 2}
  Blast: {mana_cost: "{1}{R}", type_line: Instant, text: "Blast deals 3 damage to any target."}
  Poke: {mana_cost: "{R}", type_line: Instant, text: "Poke deals 1 damage to any target."}
  Hill Giant: {mana_cost: "{3}{R}", type_line: Creature — Giant, power: 3, toughness: 3}
"""


def _run(steps: str):
    res = run(loads("title: t\nedition: current\n" + CARDS + "steps:\n" + steps), None, trace=True)
    return {(c.obj, c.field): c.actual for c in res.checks}, res


def test_printed_defense_and_damage_remove_counters():
    got, res = _run("""
  - enter: Test Siege
  - cast: {card: Poke, targets: [Test Siege]}
  - resolve: all
  - expect: {Test Siege: {counters: {defense: 2}, damage: 0}}
""")
    assert res.passed, [(c.obj, c.field, c.actual) for c in res.checks if not c.ok]
    assert {"310.12a", "120.3h"} <= set(res.cited())   # no KB: the numbers of today's reference, 2026-09-25


@pytest.mark.parametrize("may, zone, name", [("false", "exile", "Test Siege"), ("true", "battlefield", "Siege Angel")])
def test_defeated_siege_is_exiled_then_maybe_cast_transformed(may, zone, name):
    got, res = _run(f"""
  - enter: Test Siege
  - cast: {{card: Blast, targets: [Test Siege]}}
    triggers: {{Test Siege: {{choose: {{may: {may}}}}}}}
  - resolve: all
  - expect: {{Test Siege: {{zone: {zone}, name: {name}}}}}
""")
    assert res.passed, [(c.obj, c.field, c.actual) for c in res.checks if not c.ok]
    assert {"310.12b", "704.5v"} <= set(res.cited())


def test_a_battle_with_no_battle_type_goes_to_the_graveyard_at_defense_zero():
    got, res = _run("""
  - enter: Odd Battle
  - cast: {card: Blast, targets: [Odd Battle]}
  - resolve: all
  - expect: {Odd Battle: {zone: graveyard}}
""")
    assert got[("Odd Battle", "zone")] == "graveyard"


def test_protector_can_never_attack_it_but_the_siege_controller_can():
    got, res = _run("""
  - enter: {card: Test Siege, controller: opponent, choose: {protector: you}}
  - enter: {card: Hill Giant, this_turn: false}
  - step: declare_attackers
  - attack: {Hill Giant: Test Siege}
    refused: "310.9b"
""")
    assert res.passed
    got, res = _run("""
  - enter: {card: Test Siege, choose: {protector: opponent}, counters: {defense: 5}}
  - enter: {card: Hill Giant, this_turn: false}
  - step: declare_attackers
  - attack: {Hill Giant: Test Siege}
  - step: declare_blockers
  - block: none
  - step: combat_damage
  - expect: {Test Siege: {counters: {defense: 2}}, opponent: {life: 20}}
""")
    assert res.passed and got[("Test Siege", "counters")] == {"defense": 2}


def test_only_an_opponent_protects_a_siege():
    with pytest.raises(ScenarioError, match=r"310\.12a"):
        _run("  - enter: {card: Test Siege, choose: {protector: you}}\n")


def test_a_battle_without_a_defense_is_not_guessed():
    text = CARDS.replace("type_line: Battle, defense: 2", "type_line: Battle")
    res = run(loads("title: t\nedition: 2026-04-17\n" + text + "steps:\n  - enter: Odd Battle\n"
                    "  - expect: {Odd Battle: {zone: battlefield}}\n"), None)
    assert not res.passed and all(c.undecided for c in res.checks if not c.ok)
