"""Fuse (702.102): both halves of a split card with fuse cast from the hand as one spell with the
combined characteristics (702.102b), a total cost including each half's mana cost (702.102c), the left
half's instructions and then the right half's (702.102d) with the targets of both; from any other zone,
or for a split card without fuse, only one half can be cast."""
from __future__ import annotations

import pytest

from kb.engine.scenario import ScenarioError, loads, run
from helpers import puzzle_head

HEAD = puzzle_head() + """\
cards:
  Near // Gone:
    layout: split
    faces:
      - {name: Near, mana_cost: "{1}{U}", type_line: Instant, text: "Return target creature to its owner's hand.\\nFuse (You may cast one or both halves of this card from your hand.)"}
      - {name: Gone, mana_cost: "{2}{B}", type_line: Instant, text: "Target player sacrifices a creature.\\nFuse (You may cast one or both halves of this card from your hand.)"}
  Hot // Cold:
    layout: split
    faces:
      - {name: Hot, mana_cost: "{R}", type_line: Instant, text: "Hot deals 2 damage to any target."}
      - {name: Cold, mana_cost: "{U}", type_line: Instant, text: "Tap target creature."}
  Giant: {mana_cost: "{3}{R}", type_line: Creature — Giant, power: 3, toughness: 3}
  Bears: {mana_cost: "{1}{G}", type_line: Creature — Bear, power: 2, toughness: 2}
steps:
  - enter: [{card: Giant, controller: opponent}, {card: Bears, controller: opponent}]
"""


def _run(steps: str):
    return run(loads(HEAD + steps), bind=False)


def _answers(res):
    return [(c.obj, c.field, c.actual, c.ok) for c in res.checks]


def test_both_halves_left_then_right_with_the_targets_of_both():
    res = _run("  - cast: {card: Near // Gone, half: both, targets: [Giant, opponent]}\n"
               "  - expect: {hold: true, Near // Gone: {mana_value: 5, colors: [blue, black]}}\n"
               "  - resolve: all\n"
               # the Giant left first (left half), so the opponent's only creature to sacrifice is the Bears
               "  - expect: {Giant: {zone: hand}, Bears: {zone: graveyard}, Near // Gone: {zone: graveyard}}\n")
    assert res.passed, _answers(res)
    for n in ("702.102a", "702.102b", "702.102c", "702.102d"):
        assert n in res.cited()


def test_the_total_cost_is_both_mana_costs():
    with pytest.raises(ScenarioError, match=r"does not pay the total cost \{3\}\{U\}\{B\}"):
        _run("  - cast: {card: Near // Gone, half: both, targets: [Giant, opponent], mana: \"{1}{U}\"}\n")
    res = _run("  - cast: {card: Near // Gone, half: both, targets: [Giant, opponent], mana: \"{3}{U}{B}\"}\n"
               "  - expect: {Giant: {zone: hand}}\n")
    assert res.passed, _answers(res)


def test_one_half_alone_is_still_one_half():
    res = _run("  - cast: {card: Near // Gone, half: Near, targets: [Giant]}\n"
               "  - expect: {hold: true, Near // Gone: {mana_value: 2}}\n"
               "  - resolve: all\n"
               "  - expect: {Giant: {zone: hand}, Bears: {zone: battlefield}}\n")
    assert res.passed, _answers(res)


def test_fused_only_from_the_hand():
    with pytest.raises(ScenarioError, match=r"only from the hand \(702\.102a\)"):
        _run("  - cast: {card: Near // Gone, half: both, from: graveyard, targets: [Giant, opponent]}\n")


def test_a_split_card_without_fuse_casts_one_half():
    with pytest.raises(ScenarioError, match=r"has no fuse.*\(709\.3\)"):
        _run("  - cast: {card: Hot // Cold, half: both, targets: [Giant, Bears]}\n")


@pytest.mark.parametrize("edition", ["2026-04-17", "2014-02-01"])   # combined characteristics, or two sets (2014)
def test_a_copy_of_a_fused_spell_has_both_halves(edition):
    head = HEAD.replace("edition: 2026-04-17", f"edition: {edition}").replace("steps:\n", "  Twin: {mana_cost: \"{U}{U}\", type_line: Instant, text: "
                                    "\"Copy target instant or sorcery spell. You may choose new targets for the copy.\"}\n"
                                    "steps:\n")
    res = run(loads(head + "  - cast: {card: Near // Gone, half: both, targets: [Giant, opponent]}\n"
                           "  - cast: {card: Twin, targets: [Near // Gone], choose: {new_targets: keep}}\n"
                           "  - pass: 1\n"
                           "  - expect: {hold: true, \"Near // Gone (copy)\": {mana_value: 5}}\n"), bind=False)
    assert res.passed, _answers(res)
