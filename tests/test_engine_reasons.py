"""The reasons a "cannot decide" answer gives: each cause once (kb.engine.unknowns.blockers). A reason derived from a
cause listed on its own doesn't repeat that cause in parentheses."""
from __future__ import annotations

from kb.engine.scenario import loads, run
from kb.engine.unknowns import _without_repeats

SHOCK_2008 = """
title: Shock with "any target" under the 2008-05-01 rules
edition: 2008-05-01
kind: puzzle
players:
  - {name: you, library: 5}
  - {name: opponent, library: 5}
cards:
  Grizzly Bears: {mana_cost: "{1}{G}", type_line: Creature — Bear, power: 2, toughness: 2}
  Shock: {mana_cost: "{R}", type_line: Instant, text: "Shock deals 2 damage to any target."}
steps:
  - enter: Grizzly Bears
  - cast: {card: Shock, targets: [Grizzly Bears]}
  - resolve: all
  - expect:
      Grizzly Bears: {zone: graveyard}
    why: 420.5c
"""


def test_each_cause_once():
    res = run(loads(SHOCK_2008), None)   # "graveyard" asked: the check gives its reasons for not answering
    assert res.error is None and not res.passed
    reasons = [r for rec in res.records for c in rec.checks for r in c.undecided]
    assert reasons and any("any target" in r for r in reasons)
    for r in reasons:
        assert not any(q != r and f"({q})" in r for q in reasons), r
    assert len(reasons) == len(set(reasons))


def test_cut_only_a_cause_listed_on_its_own():
    assert _without_repeats(["A", "B can't be decided (A)", "C (B can't be decided (A))"]) == \
        ["A", "B can't be decided", "C"]
    assert _without_repeats(["B can't be decided (A)"]) == ["B can't be decided (A)"]
