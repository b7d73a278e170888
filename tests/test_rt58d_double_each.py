"""A number a resolving effect fixes from the object it affects (608.2h) is fixed for each object: "Double the power
of each creature you control" gives each creature +X/+0 with X its own power (701.10b; kb.engine.actions._continuous),
not the first creature's for all."""
from __future__ import annotations

from kb.engine.scenario import loads, run

from helpers import puzzle_head


def test_double_each_creature_by_its_own_power():
    res = run(loads(puzzle_head("2026-09-25") + """players: [you, opponent]
cards:
  Doubler: {mana_cost: "{4}{R}", type_line: Instant, text: "Double the power of each creature you control until end of turn."}
  Giant: {mana_cost: "{3}{R}", type_line: Creature — Giant, power: 3, toughness: 3}
  Lion: {mana_cost: "{W}", type_line: Creature — Cat, power: 2, toughness: 1}
  Wall: {mana_cost: "{1}", type_line: Creature — Wall, power: 0, toughness: 4}
steps:
  - enter: {card: Giant, already: true}
  - enter: {card: Lion, already: true}
  - enter: {card: Wall, already: true}
  - cast: Doubler
  - resolve: all
  - expect: {Giant: {pt: 6/3}, Lion: {pt: 4/1}, Wall: {pt: 0/4}}
"""), None)
    assert res.passed, [(c.obj, c.field, c.actual) for c in res.checks]
