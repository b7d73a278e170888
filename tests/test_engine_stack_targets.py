"""Spells and abilities that target an activated or triggered ability on the stack (115.1, 113.7a,
701.6): the scenario names the ability as the stack shows it, the kind of ability the phrase names is
checked, a countered ability is removed and does nothing (701.6a), and the target is checked again on
resolution (608.2b)."""
from __future__ import annotations

import pytest

from kb.engine.scenario import ScenarioError, loads, run
from helpers import puzzle_head

HEAD = puzzle_head() + """\
cards:
  Warden: {mana_cost: "{W}", type_line: Creature — Human Cleric, power: 1, toughness: 1, text: "Whenever another creature enters, you gain 1 life."}
  Pinger: {mana_cost: "{1}{R}", type_line: Creature — Human, power: 1, toughness: 1, text: "{T}: Pinger deals 1 damage to any target."}
  Quash Trigger: {mana_cost: "{U}", type_line: Instant, text: "Counter target activated or triggered ability."}
  Quash Activated: {mana_cost: "{U}", type_line: Instant, text: "Counter target activated ability."}
  Quash Triggered: {mana_cost: "{U}", type_line: Instant, text: "Counter target triggered ability."}
  Quash Any: {mana_cost: "{U}{U}", type_line: Instant, text: "Counter target spell or ability."}
  Quash Spell: {mana_cost: "{U}{U}", type_line: Instant, text: "Counter target spell."}
  Bears: {mana_cost: "{1}{G}", type_line: Creature — Bear, power: 2, toughness: 2}
steps:
"""
TRIGGER = "  - enter: {card: Warden, controller: opponent}\n  - enter: Bears\n"
NAME = "Warden's triggered ability"


def _run(steps: str):
    return run(loads(HEAD + steps))


def _answers(res):
    return [(c.obj, c.field, c.actual, c.ok) for c in res.checks]


@pytest.mark.parametrize("card", ["Quash Trigger", "Quash Triggered", "Quash Any"])
def test_a_triggered_ability_named_as_the_stack_shows_it_is_countered(card):
    res = _run(TRIGGER + f"  - cast: {{card: {card}, targets: [\"{NAME}\"]}}\n"
               "  - resolve: all\n"
               "  - expect: {opponent: {life: 20}, stack: []}\n")
    assert res.passed, _answers(res)
    assert "701.6a" in res.cited()


def test_an_activated_ability_is_countered_and_deals_no_damage():
    res = _run("  - enter: {card: Pinger, controller: opponent}\n"
               "  - activate: {card: Pinger, controller: opponent, targets: [me]}\n"
               "  - cast: {card: Quash Activated, targets: [\"Pinger's activated ability\"]}\n"
               "  - resolve: all\n"
               "  - expect: {you: {life: 20}, Pinger: {tapped: true}}\n")
    assert res.passed, _answers(res)


@pytest.mark.parametrize("card,match", [
    ("Quash Activated", r"triggered ability, not what"),   # the wrong kind of ability
    ("Quash Spell", r"can't target an ability"),            # a spell-only phrase
])
def test_a_phrase_that_does_not_name_that_kind_is_refused(card, match):
    with pytest.raises(ScenarioError, match=match):
        _run(TRIGGER + f"  - cast: {{card: {card}, targets: [\"{NAME}\"]}}\n")


def test_an_ability_phrase_cannot_target_a_spell():
    with pytest.raises(ScenarioError, match=r"needs an ability"):
        _run("  - cast: Bears\n  - cast: {card: Quash Trigger, targets: [Bears]}\n")


def test_the_target_is_checked_again_on_resolution():
    # two counters at the same trigger: the later one resolves first; the first then has no legal
    # target and doesn't resolve (608.2b); the trigger never gives life
    res = _run(TRIGGER + f"  - cast: {{card: Quash Trigger, targets: [\"{NAME}\"]}}\n"
               f"  - cast: {{card: Quash Any, targets: [\"{NAME}\"]}}\n"
               "  - resolve: all\n"
               "  - expect: {opponent: {life: 20}, Quash Trigger: {zone: graveyard}}\n")
    assert res.passed, _answers(res)
    assert "608.2b" in res.cited()
    assert any("no longer on the stack" in ln.text for ln in res.state.log.lines)


@pytest.mark.parametrize("phrase,kinds", [
    ("spell or ability", {"spell", "activated", "triggered"}),
    ("activated or triggered ability", {"activated", "triggered"}),
    ("activated ability", {"activated"}),
    ("triggered ability", {"triggered"}),
    ("spell, activated ability, or triggered ability", {"spell", "activated", "triggered"}),
    ("spell or activated ability", {"spell", "activated"}),
])
def test_the_phrase_names_the_kinds_of_stack_objects(phrase, kinds):
    from kb.engine.instructions import _stack_kinds as phrase_kinds
    from kb.engine.legality import _stack_kinds
    assert _stack_kinds(phrase_kinds(phrase)) == kinds


def test_a_spell_or_activated_ability_phrase_refuses_a_trigger():
    steps = TRIGGER + f"  - cast: {{card: Quash Some, targets: [\"{NAME}\"]}}\n"
    head = HEAD.replace("steps:\n", "  Quash Some: {mana_cost: \"{U}\", type_line: Instant, text: "
                                    "\"Counter target spell or activated ability.\"}\nsteps:\n")
    with pytest.raises(ScenarioError, match=r"triggered ability, not what"):
        run(loads(head + steps))
