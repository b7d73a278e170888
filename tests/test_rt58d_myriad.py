"""Myriad's token copies (702.116a; kb.engine.combat.myriad_resolve): for each opponent other than the defending
player, a token copy tapped and attacking that player, if its controller chooses to make it; exiled at end of combat."""
from __future__ import annotations

from kb.engine.scenario import loads, run

from helpers import puzzle_head

HEAD = """players: [you, Ann, Bob, Cid]
cards:
  Giant: {mana_cost: "{3}{R}{R}", type_line: Creature — Giant Warrior, power: 5, toughness: 3, text: "Haste\\nMyriad"}
steps:
  - enter: {card: Giant, already: true}
"""


def _run(steps: str):
    res = run(loads(puzzle_head("2026-09-25") + HEAD + steps), None)
    return {(c.obj, c.field): (c.actual, tuple(c.undecided)) for c in res.checks}


def test_one_opponent_declined():
    got = _run("""  - attack: {Giant: Ann}
    triggers: {Giant: {choose: {may: {Bob: true, Cid: false}}}}
  - resolve: all
  - block: none
  - step: combat_damage
  - expect: {Ann: {life: 15}, Bob: {life: 15}, Cid: {life: 20}}
  - step: end_of_combat
  - resolve: all
  - expect: {"Giant token": {exists: false}}
""")
    assert got[("Ann", "life")] == (15, ()) and got[("Bob", "life")] == (15, ()) and got[("Cid", "life")] == (20, ())
    assert got[("Giant token", "exists")] == (False, ())


def test_the_choice_unstated_is_undecided():
    got = _run("""  - attack: {Giant: Ann}
  - resolve: all
  - block: none
  - step: combat_damage
  - expect: {Bob: {life: 15}}
""")
    assert got[("Bob", "life")][1], got
