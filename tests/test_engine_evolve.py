"""Evolve (702.100a): a triggered ability with an intervening "if" comparing the entering creature's power
and toughness with its own, when it triggers and again as it resolves (603.4)."""
from __future__ import annotations

from kb.engine.scenario import loads, run

HEAD = """title: t
edition: 2026-04-17
cards:
  Small Mutant: {mana_cost: "{U}", type_line: Creature — Mutant, power: 0, toughness: 1, text: "Evolve (Whenever a creature enters the battlefield under your control, if that creature has greater power or toughness than this creature, put a +1/+1 counter on this creature.)"}
  Bears: {mana_cost: "{1}{G}", type_line: Creature — Bear, power: 2, toughness: 2}
  Wall: {mana_cost: "{W}", type_line: Creature — Wall, power: 0, toughness: 1}
  Growth: {mana_cost: "{G}", type_line: Instant, text: "Target creature gets +3/+3 until end of turn."}
steps:
  - enter: Small Mutant
"""


def _got(steps: str):
    res = run(loads(HEAD + steps), None)
    return {(c.obj, c.field): c.actual for c in res.checks}, res


def test_a_bigger_creature_evolves_it():
    got, res = _got("  - enter: Bears\n  - expect: {Small Mutant: {counters: {+1/+1: 1}, pt: 1/2}}\n")
    assert res.passed, got


def test_an_equal_creature_does_not_trigger():
    got, res = _got("  - enter: Wall\n  - expect: {Small Mutant: {counters: {}}, stack: []}\n")
    assert res.passed, got


def test_checked_again_on_resolution():
    got, res = _got("""  - enter: Bears
  - expect: {hold: true, stack: ["Small Mutant's triggered ability"]}
  - cast: {card: Growth, targets: [Small Mutant], respond: true}
  - resolve: all
  - expect: {Small Mutant: {counters: {}, pt: 3/4}}
""")
    assert res.passed, got
