"""Declarations of attackers and blockers checked as a whole (508.1c-d, 509.1a-c) and the scenario
step option ``refused: RULE`` (the step must be refused citing RULE; the game goes on as before it); and "Choose a number." (608.2d)."""
from __future__ import annotations

import pytest

from kb.engine.scenario import ScenarioError, loads, run

CARDS = """
cards:
  Loner: {type_line: Creature — Beast, power: 4, toughness: 3, text: "Loner can't attack alone."}
  Bear: {type_line: Creature — Bear, power: 2, toughness: 2}
  Brute: {type_line: Creature — Giant, power: 3, toughness: 3, text: "Brute attacks each combat if able."}
  Arbiter: {type_line: Artifact Creature — Construct, power: 1, toughness: 5, text: "No more than one creature can attack each combat.\\nNo more than one creature can block each combat."}
  Wall: {type_line: Creature — Wall, power: 0, toughness: 4, text: "Defender\\nWall blocks each combat if able."}
  Charm: {type_line: Enchantment, text: "Each creature you control can block an additional creature each combat."}
  Lure: {type_line: Enchantment — Aura, text: "Enchant creature\\nAll creatures able to block enchanted creature do so."}
"""


def _run(steps: str):
    sc = loads("title: t\nedition: 2026-04-17\nkind: puzzle\n" + CARDS + "steps:\n" + steps)
    return run(sc, None)


def _refusals(res):
    return [(c.expected, c.ok, str(c.actual)) for c in res.checks if c.field == "refused"]


TURN = "  - end_turn:\n  - end_turn:\n"


def test_attack_alone_refused_then_legal():
    res = _run("  - enter: [Loner, Bear]\n" + TURN +
               "  - attack: [Loner]\n    refused: '508.1c'\n  - attack: [Loner, Bear]\n"
               "  - expect: {Loner: {tapped: true}}\n")
    assert [r[:2] for r in _refusals(res)] == [("508.1c", True)]
    assert res.passed


def test_a_legal_step_marked_refused_fails_and_changes_nothing():
    res = _run("  - enter: [Loner, Bear]\n" + TURN +
               "  - attack: [Loner, Bear]\n    refused: '508.1c'\n  - expect: {Loner: {tapped: false}}\n")
    assert _refusals(res) == [("508.1c", False, "accepted")]
    assert not res.passed
    assert [c.ok for c in res.checks if c.field == "tapped"] == [True]


def test_refused_for_another_rule_fails():
    res = _run("  - enter: [Loner, Bear]\n" + TURN + "  - attack: [Loner]\n    refused: '508.1d'\n")
    (want, ok, actual), = _refusals(res)
    assert not ok and "508.1c" in actual


def test_refused_needs_a_rule_number():
    with pytest.raises(ScenarioError, match="refused names the rule"):
        _run("  - enter: [Bear]\n" + TURN + "  - attack: [Bear]\n    refused: yes please\n")


def test_attack_limit_and_requirement():
    res = _run("  - enter: [Brute, Bear, {card: Arbiter, controller: opponent}]\n" + TURN +
               "  - attack: [Brute, Bear]\n    refused: '508.1c'\n"
               "  - attack: [Bear]\n    refused: '508.1d'\n"
               "  - attack: none\n    refused: '508.1d'\n"
               "  - attack: [Brute]\n")
    assert all(ok for _w, ok, _a in _refusals(res)) and len(_refusals(res)) == 3


def test_requirement_without_restriction_must_be_obeyed():
    res = _run("  - enter: [Brute, Bear]\n" + TURN + "  - attack: [Bear]\n    refused: '508.1d'\n  - attack: [Brute, Bear]\n")
    assert res.passed


def test_additional_block_and_lure():
    # the Wall may block two attackers (509.1a); with Lure on one attacker every able creature must block it
    res = _run("  - enter: [Bear, Loner, {card: Wall, controller: opponent}, {card: Charm, controller: opponent}]\n" + TURN +
               "  - attack: [Bear, Loner]\n"
               "  - block: {Wall: [Bear, Loner]}\n"
               "  - expect: {Bear: {tapped: true}}\n")
    assert res.passed
    res = _run("  - enter: [Bear, Loner, {card: Wall, controller: opponent}]\n" + TURN +
               "  - attack: [Bear, Loner]\n"
               "  - block: {Wall: [Bear, Loner]}\n    refused: '509.1a'\n"
               "  - block: none\n    refused: '509.1c'\n"
               "  - block: {Wall: Loner}\n")
    assert res.passed
    res = _run("  - enter: [Bear, Loner, {card: Lure, attached_to: Bear}, {card: Wall, controller: opponent}]\n" + TURN +
               "  - attack: [Bear, Loner]\n"
               "  - block: {Wall: Loner}\n    refused: '509.1c'\n"
               "  - block: {Wall: Bear}\n")
    assert res.passed


def test_choose_a_number_must_be_given():
    sc = loads("title: t\nedition: 2026-04-17\nkind: puzzle\ncards:\n"
               "  Void: {mana_cost: '{3}{B}{R}', type_line: Sorcery, text: 'Choose a number. Destroy all artifacts and "
               "creatures with mana value equal to that number. Then target player reveals their hand and discards all "
               "nonland cards with mana value equal to the number.'}\n"
               "steps:\n  - cast: {card: Void, targets: [opponent]}\n  - resolve: all\n")
    with pytest.raises(ScenarioError, match=r"choose: \{number: N\}"):
        run(sc, None)
