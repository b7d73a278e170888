"""Mana abilities (605.1a): a loyalty ability that adds mana is one before 2010-10-01 and never one after
(dated by the texts in kb.engine.versions); either way it keeps the loyalty timing rules (606.3)."""
from __future__ import annotations

import pytest

from kb.engine.scenario import loads, run
from kb.engine.versions import rule


def _head(edition: str, add: str = "Add {R}{R}.") -> str:
    return f"""title: t
edition: {edition}
cards:
  Walker: {{mana_cost: "{{2}}{{R}}{{R}}", type_line: Planeswalker — Chandra, loyalty: 4, text: "+1: {add}\\n-3: Walker deals 4 damage to target creature."}}
  Bears: {{mana_cost: "{{1}}{{G}}", type_line: Creature — Bear, power: 2, toughness: 2}}
  Growth: {{mana_cost: "{{G}}", type_line: Instant, text: "Target creature gets +3/+3 until end of turn."}}
  Elf: {{mana_cost: "{{G}}", type_line: Creature — Elf, power: 1, toughness: 1, text: "{{T}}: Add {{G}}."}}
steps:
  - enter: [Walker, Elf, {{card: Bears, controller: opponent}}]
"""


def _run(edition: str, steps: str, add: str = "Add {R}{R}."):
    res = run(loads(_head(edition, add) + steps), None, bind=False)
    return {(c.obj, c.field): c.actual for c in res.checks}, res


def test_the_change_is_dated_by_the_texts():
    assert rule("loyalty_mana_ability", "2010-07-16") == "mana"
    assert rule("loyalty_mana_ability", "2010-10-01") == "not_mana"


def test_today_a_loyalty_mana_ability_uses_the_stack():
    got, res = _run("2026-04-17", """  - activate: {card: Walker, ability: 1}
  - expect: {hold: true, stack: ["Walker's ability"], Walker: {counters: {loyalty: 5}}}
""")
    assert res.passed, got


def test_today_other_abilities_can_be_activated_while_it_waits():
    got, res = _run("2026-04-17", """  - activate: {card: Walker, ability: 1}
  - activate: {card: Elf, ability: 1, respond: true}
  - expect: {hold: true, stack: ["Walker's ability"], Elf: {tapped: true}}
  - resolve: all
  - expect: {stack: []}
""")
    assert res.passed, got


def test_before_2010_10_it_is_a_mana_ability():
    got, res = _run("2009-10-01", """  - activate: {card: Walker, ability: 1}
  - expect: {hold: true, stack: [], Walker: {counters: {loyalty: 5}}}
""", add="Add {R}{R} to your mana pool.")
    assert res.passed, got


@pytest.mark.parametrize("edition,add", [("2009-10-01", "Add {R}{R} to your mana pool."), ("2026-04-17", "Add {R}{R}.")])
def test_it_is_still_a_loyalty_ability_once_per_turn(edition, add):
    got, res = _run(edition, """  - activate: {card: Walker, ability: 1}
  - resolve: all
  - activate: {card: Walker, ability: 2, targets: [Bears]}
    refused: "606.3"
""", add=add)
    assert res.passed, got


@pytest.mark.parametrize("edition,add", [("2009-10-01", "Add {R}{R} to your mana pool."), ("2026-04-17", "Add {R}{R}.")])
def test_it_keeps_sorcery_timing(edition, add):
    got, res = _run(edition, """  - cast: {card: Shock, targets: [Bears]}
  - activate: {card: Walker, ability: 1, respond: true}
    refused: "606.3"
""".replace("Shock", "Growth"), add=add)
    assert res.passed, got


def test_other_mana_abilities_still_skip_the_stack():
    got, res = _run("2026-04-17", """  - activate: {card: Elf, ability: 1}
  - expect: {hold: true, stack: [], Elf: {tapped: true}}
""")
    assert res.passed, got
