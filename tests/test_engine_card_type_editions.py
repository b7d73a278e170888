"""Card types and planeswalker rules dated by the editions' texts: a card of a type the edition doesn't
have (a planeswalker before 2007-10-01, a battle before 2023-04-14) makes what follows "cannot decide";
noncombat damage to a player may be redirected to their planeswalker from 2007-10-01 to 2018-01-19
(212.9g, then 306.7), and never otherwise."""
from __future__ import annotations

import pytest

from kb.engine.scenario import ScenarioError, loads, run
from kb.engine.versions import unknown_card_types

CARDS = """
cards:
  Shock: {mana_cost: "{R}", type_line: Instant, text: "Shock deals 2 damage to target creature or player."}
  Walker: {mana_cost: "{1}{U}{U}", type_line: Planeswalker — Jace, loyalty: 3, text: "+2: Each player draws a card."}
  Old Siege: {mana_cost: "{2}{W}", type_line: Battle — Siege, defense: 4}
"""


def _run(edition: str, steps: str):
    return run(loads(f"title: t\nedition: {edition}\n" + CARDS + "steps:\n" + steps), None, trace=True, bind=False)


def test_unknown_card_types_by_date():
    assert unknown_card_types({"Planeswalker"}, "2007-09-07") == ["Planeswalker"]
    assert unknown_card_types({"Planeswalker"}, "2007-10-01") == []
    assert unknown_card_types({"Battle", "Creature"}, "2022-11-18") == ["Battle"]
    assert unknown_card_types({"Battle"}, "2023-04-14") == []


@pytest.mark.parametrize("edition, card", [("2007-05-01", "Walker"), ("2017-04-28", "Old Siege")])
def test_a_card_type_the_edition_lacks_is_cannot_decide(edition, card):
    res = _run(edition, f"  - enter: {card}\n  - expect: {{{card}: {{zone: battlefield}}}}\n")
    assert not res.passed and all(c.undecided for c in res.checks if not c.ok)


@pytest.mark.parametrize("edition, redirected", [("2009-10-01", True), ("2018-01-19", True), ("2018-04-27", False)])
def test_redirect_only_while_the_rule_exists(edition, redirected):
    steps = """  - enter: {card: Walker, controller: opponent}
  - cast: {card: Shock, targets: [opponent], choose: {redirect: Walker}}
  - resolve: all
  - expect: {opponent: {life: 20}, Walker: {counters: {loyalty: 1}}}
"""
    if redirected:
        res = _run(edition, steps)
        assert res.passed, [(c.obj, c.field, c.actual) for c in res.checks if not c.ok]
    else:
        with pytest.raises(ScenarioError, match=r"no redirection"):
            _run(edition, steps)


def test_redirect_choice_is_asked_for_not_guessed():
    with pytest.raises(ScenarioError, match=r"redirect: PLANESWALKER"):
        _run("2017-04-28", "  - enter: {card: Walker, controller: opponent}\n"
                           "  - cast: {card: Shock, targets: [opponent]}\n  - resolve: all\n")
    res = _run("2017-04-28", "  - enter: {card: Walker, controller: opponent}\n"
                             "  - cast: {card: Shock, targets: [opponent], choose: {redirect: none}}\n  - resolve: all\n"
                             "  - expect: {opponent: {life: 18}}\n")
    assert res.passed
