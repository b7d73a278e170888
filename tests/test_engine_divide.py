"""Damage divided among targets as the spell is cast (601.2d, kb.engine.divide): the division given
with the targets, one target taking everything, wrong divisions refused naming the rule, a target
illegal on resolution losing its share while the others keep theirs (608.2b), X divided, and the
rule's older number (409.1e) under an edition before 2009."""
from __future__ import annotations

import pytest

from kb.engine.scenario import ScenarioError, loads, run
from helpers import puzzle_head

HEAD = puzzle_head("{edition}") + """\
cards:
  Bolt Fork: {{mana_cost: "{{R}}", type_line: Sorcery, text: "Bolt Fork deals 2 damage divided as you choose among one or two targets."}}
  Arc: {{mana_cost: "{{2}}{{R}}", type_line: Sorcery, text: "Arc deals 3 damage divided as you choose among one, two, or three targets."}}
  Blaze: {{mana_cost: "{{X}}{{R}}{{R}}", type_line: Sorcery, text: "Blaze deals X damage divided as you choose among any number of target creatures."}}
  Twin: {{mana_cost: "{{U}}{{U}}", type_line: Instant, text: "Copy target instant or sorcery spell. You may choose new targets for the copy."}}
  Unsummon: {{mana_cost: "{{U}}", type_line: Instant, text: "Return target creature to its owner's hand."}}
  Bears: {{mana_cost: "{{1}}{{G}}", type_line: Creature — Bear, power: 2, toughness: 2}}
  Elves: {{mana_cost: "{{G}}", type_line: Creature — Elf, power: 1, toughness: 1}}
  Wall: {{mana_cost: "{{1}}{{W}}", type_line: Creature — Wall, power: 0, toughness: 4}}
steps:
  - enter: [{{card: Bears, controller: opponent}}, {{card: Elves, controller: opponent}}, {{card: Wall, controller: opponent}}]
"""


def _run(steps: str, edition: str = "2026-04-17"):
    return run(loads(HEAD.format(edition=edition) + steps))


def _answers(res):
    return [(c.obj, c.field, c.actual, c.ok, c.undecided) for c in res.checks]


def test_the_division_given_with_the_targets_is_dealt():
    res = _run("  - cast: {card: Bolt Fork, targets: [Elves, opponent], choose: {divide: [1, 1]}}\n"
               "  - expect: {Elves: {zone: graveyard}, opponent: {life: 19}, Bears: {damage: 0}}\n")
    assert res.passed, _answers(res)
    assert "601.2d" in res.cited()


def test_one_target_takes_it_all_and_a_mapping_names_the_shares():
    res = _run("  - cast: {card: Bolt Fork, targets: [opponent]}\n"
               "  - expect: {opponent: {life: 18}}\n"
               "  - cast: {card: Arc, targets: [Bears, Wall, opponent], choose: {divide: {Bears: 1, Wall: 1, opponent: 1}}}\n"
               "  - expect: {Bears: {damage: 1}, Wall: {damage: 1}, opponent: {life: 17}}\n")
    assert res.passed, _answers(res)


def test_an_unstated_division_is_deduced_only_where_the_rules_leave_one():
    # 2 among two targets: each receives at least 1, so 1 and 1 (601.2d); 3 among two: 2+1 or 1+2, "cannot decide"
    res = _run("  - cast: {card: Bolt Fork, targets: [Elves, opponent]}\n"
               "  - expect: {Elves: {zone: graveyard}, opponent: {life: 19}}\n"
               "  - cast: {card: Arc, targets: [Bears, opponent]}\n"
               "  - expect: {Bears: {zone: cannot decide}, opponent: {life: cannot decide}}\n")
    assert res.passed, _answers(res)
    assert any("divides 3 among Bears, opponent as it is cast (601.2d)" in u.reason for u in res.state.unknowns)


@pytest.mark.parametrize("choose,match", [
    ("choose: {divide: [2, 0]}", r"at least 1"),      # a target with nothing
    ("choose: {divide: [1, 2]}", r"add up to 2"),     # more than the amount
    ("choose: {divide: [2]}", r"1 share\(s\) for 2 target"),
    ("choose: {divide: {Wall: 2}}", r"Wall is not a target"),
])
def test_a_division_the_rules_do_not_allow_is_refused_naming_the_rule(choose, match):
    extra = (", " + choose) if choose else ""
    with pytest.raises(ScenarioError, match=match):
        _run("  - cast: {card: Bolt Fork, targets: [Elves, Bears]" + extra + "}\n")


def test_a_target_illegal_on_resolution_loses_its_share_the_others_keep_theirs():
    res = _run("  - cast: {card: Arc, targets: [Elves, Bears], choose: {divide: [1, 2]}}\n"
               "  - cast: {card: Unsummon, targets: [Elves], controller: opponent, respond: true}\n"
               "  - resolve: all\n"
               "  - expect: {Elves: {zone: hand}, Bears: {zone: graveyard}, opponent: {life: 20}}\n")
    assert res.passed, _answers(res)
    assert "608.2b" in res.cited()


def test_x_divided_among_any_number_of_targets():
    res = _run("  - cast: {card: Blaze, x: 5, targets: [Elves, Bears, Wall], choose: {divide: [1, 2, 2]}}\n"
               "  - expect: {Elves: {zone: graveyard}, Bears: {zone: graveyard}, Wall: {damage: 2}}\n")
    assert res.passed, _answers(res)


def test_the_rule_cited_is_the_editions_own():
    with pytest.raises(ScenarioError, match=r"409\.1e"):
        _run("  - cast: {card: Bolt Fork, targets: [Elves, Bears], choose: {divide: [2, 0]}}\n", edition="2007-02-01")
    with pytest.raises(ScenarioError, match=r"601\.2d"):
        _run("  - cast: {card: Bolt Fork, targets: [Elves, Bears], choose: {divide: [2, 0]}}\n")


def test_a_copy_keeps_the_division():
    res = _run("  - cast: {card: Bolt Fork, targets: [Bears, opponent], choose: {divide: [1, 1]}}\n"
               "  - cast: {card: Twin, targets: [Bolt Fork], respond: true, choose: {new_targets: keep}}\n"
               "  - resolve: all\n"
               "  - expect: {Bears: {zone: graveyard}, opponent: {life: 18}}\n")
    assert res.passed, _answers(res)


# --- kb ask: "dividing 2 and 1" -----------------------------------------------------------------------------
ASK_CARDS = ('"Bolt Fork" is a {R} sorcery with "Bolt Fork deals 2 damage divided as you choose among one or two '
             'targets."; "Cub" is a 1/1 green Bear creature; "Bear" is a 2/2 green Bear creature')


def test_ask_reads_the_division_and_asks_for_it_in_its_own_words():
    from kb.engine.ask import AskError, compile_question, run_question

    q = ASK_CARDS + "; opponent controls Cub; opponent controls Bear; cast Bolt Fork targeting Cub and opponent dividing 1 and 1"
    compiled = compile_question(q + "; show opponent's life; show Cub")
    cast = next(s["cast"] for s in compiled.steps if "cast" in s)
    assert cast["choose"] == {"divide": [1, 1]}
    _, res = run_question(q + "; show opponent's life; show Cub")
    shown = {(a.obj, a.field): a.actual for a in res.answers}
    assert shown[("opponent", "life")] == 19 and shown[("Cub", "zone")] == "graveyard"
    with pytest.raises(AskError, match=r"at least 1.*601\.2d"):
        run_question(ASK_CARDS + "; opponent controls Cub; cast Bolt Fork targeting Cub and opponent dividing 2 and 0; "
                     "show opponent's life")
    # without the words, the one division the rules allow (1 and 1, 601.2d)
    _, res = run_question(ASK_CARDS + "; opponent controls Cub; cast Bolt Fork targeting Cub and opponent; show opponent's life")
    assert [a.actual for a in res.answers if a.field == "life"] == [19]
