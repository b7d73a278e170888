"""``starting_life:`` (a top-level scenario key): the game's starting life total when the variant sets it (119.1;
a Commander game's 40, 903.7). "your starting life total" reads it; unstated with a commander, "cannot decide"."""
from __future__ import annotations

import pytest

from kb.engine.scenario import ScenarioError, loads, run

from helpers import puzzle_head

BODY = """players:
  - {name: you, life: %d, commander: General}
  - {name: opponent, commander: none}
cards:
  Chalice: {mana_cost: "{3}", type_line: Artifact, text: "{T}: You gain 1 life. Then if you have at least 10 life more than your starting life total, transform this artifact.", layout: transform, back: {name: Death, type_line: Artifact, text: "{T}: Target player loses 5 life."}}
  General: {mana_cost: "{W}", type_line: Legendary Creature — Dog, power: 2, toughness: 2}
steps:
  - enter: {card: Chalice, already: true}
  - activate: Chalice
  - resolve: all
  - expect: {Chalice: {name: %s}}
"""


@pytest.mark.parametrize("life, name", [(44, "Chalice"), (49, "Death")])
def test_stated_starting_life(life, name):
    res = run(loads(puzzle_head("2026-09-25") + "starting_life: 40\n" + BODY % (life, name)), None)
    assert res.passed, [(c.obj, c.field, c.actual, c.undecided) for c in res.checks]


def test_unstated_with_a_commander_is_undecided():
    res = run(loads(puzzle_head("2026-09-25") + BODY % (44, "Chalice")), None)
    assert all(c.undecided for c in res.checks)


def test_a_bad_value_is_refused():
    with pytest.raises(ScenarioError):
        loads(puzzle_head("2026-09-25") + "starting_life: zero\n" + BODY % (44, "Chalice"))
