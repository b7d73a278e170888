"""Removing double strike during the first combat damage step stops the creature from assigning combat damage in
the second (702.4c; 502.28c from 2003-03-15), even when it assigned none in the first (0 power, 310.2a in 2007) and
so is among 2007's "attackers and blockers that didn't assign combat damage in the first step" (310.5)."""
from __future__ import annotations

import pytest

from kb.engine.scenario import loads, run

SCENARIO = """title: t
edition: {edition}
cards:
  Duelist: {{mana_cost: "{{1}}{{R}}", type_line: Creature — Human Warrior, power: 0, toughness: 2, text: "Double strike"}}
steps:
  - enter: [{{card: Duelist, this_turn: false}}]
  - attack: [Duelist]
  - step: combat_damage
  - effect: {{text: "Target creature gets +2/+0 and loses double strike until end of turn.", targets: [Duelist]}}
  - step: combat_damage
  - expect: {{opponent: {{life: {life}}}}}
"""


@pytest.mark.parametrize("edition", ["2004-10-01", "2007-02-01", "2009-10-01", "2026-04-17"])
def test_a_zero_power_double_striker_that_lost_it_deals_no_second_damage(edition):
    res = run(loads(SCENARIO.format(edition=edition, life=20)), None)
    assert res.passed, [(c.obj, c.field, c.actual) for c in res.checks]


def test_keeping_double_strike_it_deals_its_new_power_in_the_second_step():
    keep = SCENARIO.replace(" and loses double strike", "").format(edition="2007-02-01", life=18)
    res = run(loads(keep), None)
    assert res.passed, [(c.obj, c.field, c.actual) for c in res.checks]
