"""Conditional static abilities read from card text: "~ gets +1/+2 as long as you control a Forest",
"... while you control a Plains" (611.3b: the condition written after the effect). The condition is
checked each time the layer-7 effect would apply, after the type-changing layer (613.1, 613.4), so an
effect that makes a land a Forest or stops it being one (305.7) changes the answer; a condition the
engine can't check leaves the ability unread and every answer it could change "cannot decide"."""
from __future__ import annotations

import pytest

from kb.engine.parser import _Ctx, parse_static
from kb.engine.scenario import loads, run
from helpers import puzzle_head

CARDS = """\
cards:
  Forest: {type_line: Basic Land — Forest}
  Mountain: {type_line: Basic Land — Mountain}
  Bayou: {type_line: Land — Swamp Forest}
  Badlands: {type_line: Land — Swamp Mountain}
  Ape: {mana_cost: "{R}", type_line: Creature — Ape, power: 1, toughness: 1, text: "Ape gets +1/+2 as long as you control a Forest."}
  Sprite: {mana_cost: "{G}", type_line: Creature — Faerie, power: 0, toughness: 0, text: "Sprite gets +2/+2 as long as you control a Forest."}
  Captain: {mana_cost: "{2}{W}", type_line: Creature — Human, power: 2, toughness: 2, text: "Captain and other creatures you control have base power and toughness 4/4 while you control a Mountain."}
  Bears: {mana_cost: "{1}{G}", type_line: Creature — Bear, power: 2, toughness: 2}
  Moon: {mana_cost: "{2}{R}", type_line: Enchantment, text: "Nonbasic lands are Mountains."}
  Greening: {mana_cost: "{2}{G}", type_line: Enchantment, text: "Nonbasic lands are Forests."}
  Odd Ape: {mana_cost: "{R}", type_line: Creature — Ape, power: 1, toughness: 1, text: "Odd Ape gets +1/+2 as long as the moon is full."}
"""


def _run(steps: str):
    return run(loads(puzzle_head() + CARDS + "steps:\n" + steps))


def _answers(res):
    return [(c.obj, c.field, c.actual, c.ok, c.undecided) for c in res.checks]


def test_the_condition_is_checked_continuously():
    res = _run("  - enter: [Forest, Ape]\n"
               "  - expect: {Ape: {pt: 2/3}}\n"
               "  - destroy: Forest\n"
               "  - expect: {Ape: {pt: 1/1}}\n")
    assert res.passed, _answers(res)


def test_without_the_land_the_effect_does_not_apply():
    res = _run("  - enter: [Mountain, Ape]\n"
               "  - expect: {Ape: {pt: 1/1}}\n")
    assert res.passed, _answers(res)


def test_a_type_changing_effect_removes_the_land_type_before_layer_7():
    # 613.1d then 613.4c: Bayou is a Mountain only once Moon is there
    res = _run("  - enter: [Bayou, Ape]\n"
               "  - expect: {Ape: {pt: 2/3}}\n"
               "  - enter: {card: Moon, controller: opponent}\n"
               "  - expect: {Bayou: {subtypes: [Mountain]}, Ape: {pt: 1/1}}\n")
    assert res.passed, _answers(res)


def test_a_type_changing_effect_can_also_satisfy_the_condition():
    res = _run("  - enter: [Badlands, Ape]\n"
               "  - expect: {Ape: {pt: 1/1}}\n"
               "  - enter: Greening\n"
               "  - expect: {Badlands: {subtypes: [Forest]}, Ape: {pt: 2/3}}\n")
    assert res.passed, _answers(res)


def test_a_zero_toughness_creature_saved_by_its_condition_survives():
    res = _run("  - enter: Forest\n"
               "  - enter: Sprite\n"
               "  - expect: {Sprite: {zone: battlefield, pt: 2/2}}\n")
    assert res.passed, _answers(res)
    res = _run("  - enter: Mountain\n"
               "  - enter: Sprite\n"
               "  - expect: {Sprite: {zone: graveyard}}\n")   # 704.5f: toughness 0
    assert res.passed, _answers(res)


def test_while_sets_base_pt_of_the_source_and_the_others():
    res = _run("  - enter: [Mountain, Captain, Bears]\n"
               "  - expect: {Bears: {pt: 4/4}, Captain: {pt: 4/4}}\n"
               "  - destroy: Mountain\n"
               "  - expect: {Bears: {pt: 2/2}, Captain: {pt: 2/2}}\n")
    assert res.passed, _answers(res)


def test_the_condition_adds_to_combat_damage():
    res = _run("  - enter: [Forest, Ape]\n"
               "  - end_turn: true\n"
               "  - end_turn: true\n"
               "  - attack: [Ape]\n"
               "  - block: none\n"
               "  - step: combat_damage\n"
               "  - expect: {opponent: {life: 18}}\n")
    assert res.passed, _answers(res)


def test_a_condition_the_engine_cannot_check_is_cannot_decide():
    res = _run("  - enter: [Forest, Odd Ape]\n"
               "  - expect: {Odd Ape: {pt: 1/1}}\n")
    (c,) = res.checks
    assert c.undecided and "moon is full" in " ".join(c.undecided)


@pytest.mark.parametrize("text,has_condition", [
    ("~ gets +1/+2 as long as you control a Forest.", True),
    ("~ gets +1/+2 for as long as you control a Forest.", True),
    ("~ has base power and toughness 4/4 while you control a Plains.", True),
    ('Creatures you control have "{T}: Add {G}."', False),
])
def test_the_trailing_condition_is_read(text, has_condition):
    ab = parse_static(text, _Ctx("Card"))
    (tpl,) = ab.templates
    assert (tpl.condition is not None) == has_condition
    assert not ab.cda or not has_condition   # 604.3a (5): a conditional ability is never a CDA


def test_each_after_a_compound_subject():
    ab = parse_static("~ and enchanted creature each get +X/+X, where X is the number of creature cards in all graveyards.",
                      _Ctx("Card"))
    (tpl,) = ab.templates
    assert tpl.ops[0].dp.describe == "the number of creature cards in all graveyards"


COUNT_CARDS = """\
  Island: {type_line: Basic Land — Island}
  Rod: {type_line: Artifact}
  Hunter: {type_line: Creature — Merfolk, power: 1, toughness: 1, text: "Hunter gets +2/+2 as long as an opponent controls an Island."}
  Loner: {type_line: Creature — Human, power: 1, toughness: 1, text: "Loner gets +2/+2 as long as you control no Islands."}
  Smith: {type_line: Creature — Human, power: 1, toughness: 1, text: "Smith gets +2/+2 as long as you control two or more artifacts."}
  Elf A: {type_line: Creature — Elf, power: 1, toughness: 1, text: "Elf A gets +1/+1 as long as you control another Elf."}
  Elf B: {type_line: Creature — Elf, power: 1, toughness: 1}
"""


def _run_counts(steps: str):
    return run(loads(puzzle_head() + CARDS + COUNT_CARDS + "steps:\n" + steps))


def test_conditions_on_how_many_permanents_a_player_controls():
    res = _run_counts("  - enter: [Hunter, Loner, Smith, Elf A, Island, Rod]\n"
                      "  - expect: {Hunter: {pt: 1/1}, Loner: {pt: 1/1}, Smith: {pt: 1/1}, Elf A: {pt: 1/1}}\n"
                      "  - enter: [{card: Island, as: Their Island, controller: opponent}, {card: Rod, as: Rod 2}, Elf B]\n"
                      "  - destroy: Island\n"
                      "  - expect: {Hunter: {pt: 3/3}, Loner: {pt: 3/3}, Smith: {pt: 3/3}, Elf A: {pt: 2/2}}\n")
    assert res.passed, _answers(res)


@pytest.mark.parametrize("text", ["~ gets +1/+1 as long as you control three or fewer lands.",
                                  "~ gets +1/+1 as long as you don't control an Island.",
                                  "~ gets +1/+1 as long as you control an artifact or enchantment."])
def test_count_conditions_are_read(text):
    (tpl,) = parse_static(text, _Ctx("Card")).templates
    assert tpl.condition is not None


def test_graveyard_counts_and_an_ability_word_before_the_condition():
    head = puzzle_head() + """\
players:
  - {name: you, graveyard: [Rod, Island, Bears, Forest, Mountain, Bayou]}
  - opponent
""" + CARDS + COUNT_CARDS + """\
  Brute: {type_line: Creature — Beast, power: 2, toughness: 2, text: "Threshold — As long as seven or more cards are in your graveyard, Brute gets +1/+1."}
  Golem: {type_line: Artifact Creature — Golem, power: 1, toughness: 1, text: "Metalcraft — Golem gets +2/+2 as long as you control three or more artifacts."}
steps:
  - enter: [Brute, Golem, Rod]
  - expect: {Brute: {pt: 2/2}, Golem: {pt: 1/1}}
  - enter: [{card: Rod, as: Rod 2}, Smith]
  - destroy: Smith
  - expect: {Brute: {pt: 3/3}, Golem: {pt: 3/3}}
"""
    res = run(loads(head))
    assert res.passed, _answers(res)


STATUS_CARDS = """\
  Raider: {type_line: Creature — Human, power: 2, toughness: 2, text: "Raider gets +2/+0 as long as it's attacking."}
  Squire: {type_line: Creature — Human, power: 1, toughness: 1, text: "As long as Squire is equipped, it gets +1/+1."}
  Stick: {type_line: Artifact — Equipment, text: "Equip {1}"}
"""


def test_attacking_and_equipped_conditions_on_the_source():
    res = run(loads(puzzle_head() + CARDS + STATUS_CARDS + """\
steps:
  - enter: [Raider, Squire, Stick]
  - expect: {Raider: {pt: 2/2}, Squire: {pt: 1/1}}
  - attach: {card: Stick, to: Squire}
  - expect: {Squire: {pt: 2/2}}
  - end_turn: true
  - end_turn: true
  - attack: [Raider]
  - expect: {Raider: {pt: 4/2}}
  - block: none
  - step: combat_damage
  - expect: {opponent: {life: 16}}
"""))
    assert res.passed, _answers(res)


def test_it_in_a_trailing_condition_of_another_subject_is_not_guessed():
    """"it" is the subject, the enchanted creature, never the Aura itself (506.4): its combat status is read on the
    object the Aura is attached to (SelfStatus.subject); a status only the source can have is still refused."""
    from kb.engine.filters import SelfStatus
    ab = parse_static("Enchanted creature gets +1/+1 as long as it's attacking.", _Ctx("Card"))
    cond = ab.templates[0].condition
    assert isinstance(cond, SelfStatus) and cond.status == "attacking" and cond.subject is not None
    with pytest.raises(Exception, match="not the card itself"):
        parse_static("Enchanted creature gets +1/+1 as long as it's equipped.", _Ctx("Card"))


def test_a_condition_on_whose_turn_it_is():
    res = run(loads(puzzle_head() + CARDS + """\
  Guard: {type_line: Creature — Human, power: 1, toughness: 1, text: "Guard gets +0/+2 as long as it's not your turn."}
steps:
  - enter: Guard
  - expect: {Guard: {pt: 1/1}}
  - end_turn: true
  - expect: {Guard: {pt: 1/3}}
  - end_turn: true
  - expect: {Guard: {pt: 1/1}}
"""))
    assert res.passed, _answers(res)


def test_it_is_the_subject_counters_and_colour():
    res = run(loads(puzzle_head() + CARDS + """\
  Pup: {type_line: Creature — Dog, power: 3, toughness: 1, text: "Pup has trample as long as it has a +1/+1 counter on it."}
  Favor: {type_line: Enchantment — Aura, text: "Enchant creature\\nEnchanted creature gets +1/+2 as long as it's white."}
  Knight: {type_line: Creature — Knight, power: 2, toughness: 2, colors: [white]}
steps:
  - enter: [Pup, Bears, Knight]
  - expect: {Pup: {lacks_abilities: [Trample]}}
  - counters: {card: Pup, add: {+1/+1: 1}}
  - expect: {Pup: {has_abilities: [Trample]}}
  - enter: {card: Favor, attached_to: Bears}
  - enter: {card: Favor, as: Favor 2, attached_to: Knight}
  - expect: {Bears: {pt: 2/2}, Knight: {pt: 3/4}}
"""))
    assert res.passed, _answers(res)


def test_it_of_a_group_subject_is_not_guessed():
    with pytest.raises(Exception, match="not the card itself"):
        parse_static("Each land gets +2/+2 as long as it's a creature.", _Ctx("Card"))
