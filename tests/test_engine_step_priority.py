"""A ``step:`` stops where the active player receives priority in that step (117.3a): abilities that
triggered as it began are on the stack and can be responded to; an intervening "if" is checked again as
the ability resolves (603.4). ``respond: true`` with nothing on the stack is an error, not ignored."""
from __future__ import annotations

import pytest

from kb.engine.scenario import ScenarioError, loads, run

HEAD = """title: t
edition: 2026-04-17
players: [opponent, {name: you, life: 40}]
cards:
  Life Idol: {mana_cost: "{4}{W}{W}", type_line: Creature — Cat, power: 4, toughness: 6, text: "At the beginning of your upkeep, if you have 40 or more life, you win the game."}
  Zap: {mana_cost: "{R}", type_line: Instant, text: "Zap deals 3 damage to any target."}
steps:
  - enter: {card: Life Idol, controller: you}
  - step: upkeep
"""


def test_the_upkeep_trigger_waits_on_the_stack_and_fails_its_if_on_resolution():
    res = run(loads(HEAD + """  - expect: {hold: true, stack: ["Life Idol's triggered ability"]}
  - cast: {card: Zap, controller: opponent, targets: [you], respond: true}
  - resolve: all
  - expect: {you: {life: 37, won: false}}
"""), None, trace=True)
    assert res.passed, [(c.obj, c.field, c.actual) for c in res.checks if not c.ok]
    assert {"117.3a", "603.4"} <= set(res.cited())


def test_without_a_response_it_resolves_before_the_next_step():
    res = run(loads(HEAD + "  - expect: {you: {won: true}}\n"), None)
    assert res.passed


def test_respond_with_an_empty_stack_is_an_error():
    with pytest.raises(ScenarioError, match=r"nothing to respond to"):
        run(loads(HEAD.replace("  - step: upkeep\n", "") +
                  "  - cast: {card: Zap, controller: opponent, targets: [you], respond: true}\n"), None)


def test_a_creature_with_flash_named_only_by_the_step_can_be_cast_in_response():
    # the card is created in the hand by the step itself: its flash is read from it (702.8a, 117.1a)
    text = """title: t
edition: 2026-04-17
cards:
  Quick Snake: {mana_cost: "{1}{G}", type_line: Creature — Snake, power: 2, toughness: 1, text: "Flash"}
  Slow Snake: {mana_cost: "{1}{G}", type_line: Creature — Snake, power: 2, toughness: 1}
  Zap: {mana_cost: "{R}", type_line: Instant, text: "Zap deals 3 damage to any target."}
steps:
  - cast: {card: Zap, controller: opponent, targets: [you]}
  - cast: {card: Quick Snake, respond: true}
  - expect: {hold: true, stack: [Quick Snake, Zap]}
  - cast: {card: Slow Snake, respond: true}
    refused: "307.1"
"""
    res = run(loads(text), None)
    assert res.passed, [(c.obj, c.field, c.actual) for c in res.checks if not c.ok]
