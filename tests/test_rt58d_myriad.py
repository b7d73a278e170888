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


ENCORE = """players: [{name: you, graveyard: [Pirate]}, Ann, Bob]
cards:
  Pirate: {mana_cost: "{2}{R}", type_line: Creature — Human Pirate, power: 3, toughness: 3, text: "Encore {4}{R}"}
steps:
"""


def _encore(steps: str):
    res = run(loads(puzzle_head("2026-09-25") + ENCORE + steps), None)
    return res


def test_encore_pairing_stated():
    """kb.engine.encore.pair_tokens: each token must attack the opponent the scenario says it was created for."""
    res = _encore("""  - activate: {card: Pirate, ability: encore, choose: {encore: [Bob, Ann]}}
  - resolve: all
  - attack: {Pirate token: Ann, "Pirate token #2": Bob}
    refused: "508.1d"
  - attack: {Pirate token: Bob, "Pirate token #2": Ann}
  - block: none
  - step: combat_damage
  - expect: {Ann: {life: 17}, Bob: {life: 17}}
""")
    assert res.passed, [(c.obj, c.field, c.actual, c.undecided) for c in res.checks]


def test_encore_pairing_unstated_is_undecided():
    res = _encore("""  - activate: {card: Pirate, ability: encore}
  - resolve: all
  - attack: {Pirate token: Ann, "Pirate token #2": Bob}
  - block: none
  - step: combat_damage
  - expect: {Ann: {life: 17}}
""")
    assert all(c.undecided for c in res.checks)
