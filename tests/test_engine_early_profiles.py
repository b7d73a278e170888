"""The rules profiles before 2005-10-01: early-2003 (2003-07-01: 418.5a orders copy, text-changing,
characteristic-setting, type-changing effects, then counters, then all other effects) and six-layer-2003
(2003-10-01 … 2005-08-01: six layers, layer 6 not split; where counters fall among the other P/T effects is not
stated, so a setting effect on an object with counters is "cannot decide"); the legend rule of those years."""
from __future__ import annotations

import pytest

from kb.engine.profiles import EARLY_2003, SIX_LAYER_2003, profile_for
from kb.engine.scenario import loads, run
from kb.engine.versions import rule

from helpers import puzzle_head

CARDS = """cards:
  Bears: {mana_cost: "{1}{G}", type_line: Creature — Bear, power: 2, toughness: 2}
  Shrink: {mana_cost: "{U}", type_line: Instant, text: "Target creature becomes 0/1 until end of turn."}
  Growth: {mana_cost: "{G}", type_line: Instant, text: "Target creature gets +3/+3 until end of turn."}
  Isamaru: {mana_cost: "{W}", type_line: Legendary Creature — Dog, power: 2, toughness: 2}
"""


def _run(steps: str, edition: str):
    res = run(loads(puzzle_head(edition) + CARDS + "steps:\n" + steps), None)
    return {(c.obj, c.field): c.actual for c in res.checks}, res


def test_profiles_by_date():
    assert profile_for("2003-07-01") is EARLY_2003 and profile_for("2005-08-01") is SIX_LAYER_2003
    assert [l.key for l in SIX_LAYER_2003.layers] == ["1", "2", "3", "4", "5", "6"]

    class E:
        cda = False
        origin = "resolved"
    assert SIX_LAYER_2003.classify("pt_counters", E()) == SIX_LAYER_2003.classify("pt_set", E()) == "6"
    assert EARLY_2003.classify("pt_counters", E()) == "5" and EARLY_2003.classify("pt_set", E()) == "6"
    assert EARLY_2003.classify("control", E()) == "6" and EARLY_2003.classify("text", E()) == "2"


SHRINK = """  - enter: {card: Bears, counters: {+1/+1: 1}}
  - cast: {card: Shrink, targets: [Bears]}
  - resolve: all
  - expect: {Bears: {pt: %s}}
"""


@pytest.mark.parametrize("edition, pt", [
    ("1999-04-23", "0/1"),   # glossary (Power, Toughness): counters, then any continuous effect
    ("2003-07-01", "0/1"),   # 418.5a: counters, then all other effects: the setting effect last
    ("2007-02-01", "1/2"),   # 418.5a: 6b setting, then 6c counters
    ("2026-04-17", "1/2"),   # 613.4b, then 613.4c
])
def test_counters_and_a_setting_effect_by_edition(edition, pt):
    got, res = _run(SHRINK % pt, edition)
    assert res.passed, (edition, got)


def test_in_2004_counters_and_a_setting_effect_cannot_be_decided():
    for pt in ("0/1", "1/2"):
        got, res = _run(SHRINK % pt, "2004-10-01")
        assert not res.passed
        assert any(c.undecided and "418.5a" in " ".join(c.undecided) for c in res.checks), got


def test_in_2004_counters_and_a_modifying_effect_add_up():
    got, res = _run("""  - enter: {card: Bears, counters: {+1/+1: 1}}
  - cast: {card: Growth, targets: [Bears]}
  - resolve: all
  - expect: {Bears: {pt: 6/6}}
""", "2004-10-01")
    assert res.passed, got


def test_legend_rule_versions():
    assert rule("legend_rule", "1999-11-01") == "earliest" and rule("legend_rule", "2001-07-23") == "longest"
    assert rule("legend_rule", "2004-06-01") == "longest" and rule("legend_rule", "2004-10-01") == "all"


@pytest.mark.parametrize("edition, first, second", [("2003-07-01", "battlefield", "graveyard"),
                                                    ("2004-06-01", "battlefield", "graveyard"),
                                                    ("2004-10-01", "graveyard", "graveyard")])
def test_the_legend_rule_by_edition(edition, first, second):
    got, res = _run("""  - enter: {card: Isamaru, as: First}
  - enter: {card: Isamaru, as: Second, controller: opponent}
  - expect: {First: {zone: %s}, Second: {zone: %s}}
""" % (first, second), edition)
    assert res.passed, (edition, got)


def test_the_old_legend_creature_type_counts_before_2004_10():
    """420.5e (2001-07-23 … 2004-06-01): "two or more Legends or legendary permanents with the same name"."""
    cards = CARDS + '  Old Dragon: {mana_cost: "{4}{R}{R}", type_line: Creature — Dragon Legend, power: 6, toughness: 6}\n'
    res = run(loads(puzzle_head("2003-07-01") + cards + """steps:
  - enter: {card: Old Dragon, as: First}
  - enter: {card: Old Dragon, as: Second}
  - expect: {First: {zone: battlefield}, Second: {zone: graveyard}}
"""), None)
    assert res.passed
