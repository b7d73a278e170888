"""Storm (702.40a-b): a cast trigger that copies the spell once for each other spell cast before it this turn by
any player; the copies aren't cast (707.10) and don't count; each instance triggers separately."""
from __future__ import annotations

from kb.engine.scenario import loads, run

from helpers import puzzle_head

CARDS = """cards:
  Grapeshot: {mana_cost: "{1}{R}", type_line: Sorcery, text: "Grapeshot deals 1 damage to any target.\\nStorm"}
  Twice: {mana_cost: "{1}{R}", type_line: Sorcery, text: "Twice deals 1 damage to any target.\\nStorm\\nStorm"}
  Shock: {mana_cost: "{R}", type_line: Instant, text: "Shock deals 2 damage to any target."}
"""


def _run(steps: str, edition: str = "2026-04-17"):
    res = run(loads(puzzle_head(edition) + CARDS + "steps:\n" + steps), None)
    return {(c.obj, c.field): c.actual for c in res.checks}, res


def test_no_spell_before_it_no_copy():
    got, res = _run("""  - cast: {card: Grapeshot, targets: [opponent]}
  - resolve: all
  - expect: {opponent: {life: 19}}
""")
    assert res.passed, got


def test_an_opponents_spell_counts():
    got, res = _run("""  - cast: {card: Shock, controller: opponent, targets: [you]}
  - resolve: all
  - cast: {card: Grapeshot, targets: [opponent]}
    triggers: {Grapeshot: {choose: {new_targets: keep}}}
  - resolve: all
  - expect: {opponent: {life: 18}, you: {life: 18}}
""")
    assert res.passed, got


def test_copies_are_not_cast_so_they_dont_count():
    """A copy made by another spell is not cast (707.10): only the two cast spells count for the second storm."""
    got, res = _run("""  - cast: {card: Shock, targets: [opponent]}
  - resolve: all
  - cast: {card: Grapeshot, targets: [opponent]}
    triggers: {Grapeshot: {choose: {new_targets: keep}}}
  - resolve: all
  - cast: {card: Grapeshot, as: Second, targets: [opponent]}
    triggers: {"Grapeshot #2": {choose: {new_targets: keep}}}
  - resolve: all
  - expect: {opponent: {life: 13}}
""")
    # Shock 2; Grapeshot + 1 copy = 2; second Grapeshot + 2 copies = 3 (its storm counts Shock and the first
    # Grapeshot, not the copy): 20 - 7 = 13
    assert res.passed, got


def test_each_instance_triggers_separately():
    got, res = _run("""  - cast: {card: Shock, targets: [opponent]}
  - resolve: all
  - cast: {card: Twice, targets: [opponent]}
    triggers: {Twice: {choose: {new_targets: keep}}}
  - resolve: all
  - expect: {opponent: {life: 15}}
""")
    # Shock 2; Twice 1 + two storm triggers of one copy each = 3: 20 - 5 = 15
    assert res.passed, got


def test_copies_new_targets_unstated_cannot_decide():
    """702.40a, 707.10c: whether the copies get new targets is the controller's choice, never guessed (608.2d): unstated,
    the life totals the copy could reach are "cannot decide"; ``keep`` for every copy, or one entry per copy."""
    got, res = _run("""  - cast: {card: Shock, targets: [opponent]}
  - resolve: all
  - cast: {card: Grapeshot, targets: [opponent]}
  - resolve: all
  - expect: {opponent: {life: 17}}
""")
    life = next(c for c in res.checks if c.field == "life")
    assert life.undecided and "new_targets" in life.undecided[0] and not res.passed, got
    got, res = _run("""  - cast: {card: Shock, targets: [opponent]}
  - resolve: all
  - cast: {card: Grapeshot, targets: [opponent]}
    triggers: {Grapeshot: {choose: {new_targets: [keep]}}}
  - resolve: all
  - expect: {opponent: {life: 16}}
""")
    assert res.passed, got


def test_spells_of_an_earlier_turn_dont_count():
    got, res = _run("""  - cast: {card: Shock, targets: [opponent]}
  - resolve: all
  - end_turn:
  - end_turn:
  - cast: {card: Grapeshot, targets: [opponent]}
  - resolve: all
  - expect: {opponent: {life: 17}}
""")
    assert res.passed, got


def test_new_targets_for_the_copies():
    """702.40a: "you may choose new targets for any of the copies" (triggers: {SPELL: {choose: {new_targets: ...}}})."""
    res = run(loads(puzzle_head() + CARDS + '  Elves: {mana_cost: "{G}", type_line: Creature — Elf, power: 1, toughness: 1}\n'
                    + """steps:
  - enter: {card: Elves, controller: opponent}
  - cast: {card: Shock, targets: [opponent]}
  - resolve: all
  - cast: {card: Grapeshot, targets: [opponent]}
    triggers: {Grapeshot: {choose: {new_targets: [[Elves]]}}}
  - resolve: all
  - expect: {opponent: {life: 17}, Elves: {zone: graveyard}}
"""), None)
    assert res.passed


def test_new_targets_must_be_one_list_per_copy():
    import pytest
    from kb.engine.scenario import ScenarioError
    with pytest.raises(ScenarioError, match="one list per copy"):
        run(loads(puzzle_head() + CARDS + """steps:
  - cast: {card: Shock, targets: [opponent]}
  - resolve: all
  - cast: {card: Grapeshot, targets: [opponent]}
    triggers: {Grapeshot: {choose: {new_targets: [[you], [you]]}}}
  - resolve: all
"""), None)


def test_copy_own_choices_one_mapping_per_copy():
    """``choose: {copy: …}`` (608.2d, 707.10): a mapping for every copy, or a list of one mapping per copy; a list of
    another length is an error naming the count."""
    import pytest
    from kb.engine.errors import EngineError
    from kb.engine.storm import copy_own_choices
    assert copy_own_choices(None, 0, 2, "x") == {}
    assert copy_own_choices({"counter": "+1/+1"}, 1, 2, "x") == {"counter": "+1/+1"}
    assert copy_own_choices([{"counter": "flying"}, {"counter": "+1/+1"}], 1, 2, "x") == {"counter": "+1/+1"}
    with pytest.raises(EngineError, match="2 copies"):
        copy_own_choices([{"counter": "flying"}], 0, 2, "x")
