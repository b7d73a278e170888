""""... is an Insect artifact creature with base power and toughness 0/1 and has indestructible, and it loses all
other abilities, card types, and creature types": what the effect gives stays, the rest of those kinds goes
(613.1d layer 4, 613.1f layer 6, 613.4b layer 7b); colour and counters are untouched."""
from __future__ import annotations

import pytest

from kb.engine.effects import AbilityOp, TypeOp
from kb.engine.errors import ParseError
from kb.engine.parser import _Ctx, parse_static
from kb.engine.scenario import loads, run
from helpers import puzzle_head

TEXT = ("Enchanted creature is an Insect artifact creature with base power and toughness 0/1 and has indestructible, "
        "and it loses all other abilities, card types, and creature types.")


def test_read_as_set_types_and_abilities_removed_before_the_grant():
    (tpl,) = parse_static(TEXT, _Ctx("Mutation")).templates
    t = next(op for op in tpl.ops if isinstance(op, TypeOp))
    a = next(op for op in tpl.ops if isinstance(op, AbilityOp))
    assert t.set_types == frozenset({"Artifact", "Creature"}) and not t.add_types
    assert a.remove_all and [k.name for k in a.add] == ["indestructible"]


def test_on_a_creature():
    res = run(loads(puzzle_head() + f"""\
cards:
  Angel: {{type_line: Enchantment Creature — Angel, power: 4, toughness: 4, colors: [white], text: "Flying"}}
  Mutation: {{mana_cost: "{{1}}{{W}}", type_line: Enchantment — Aura, text: "Enchant creature\\n{TEXT}"}}
steps:
  - enter: Angel
  - counters: {{card: Angel, add: {{+1/+1: 1}}}}
  - enter: {{card: Mutation, attached_to: Angel}}
  - expect: {{Angel: {{pt: 1/2, types: [Artifact, Creature], subtypes: [Insect], abilities: [Indestructible]}}}}
"""))
    assert res.passed, [(c.obj, c.field, c.actual, c.undecided) for c in res.checks]


def test_losing_other_types_the_effect_does_not_give_is_an_error():
    with pytest.raises(ParseError):
        parse_static("Enchanted creature has flying and loses all other creature types.", _Ctx("X"))
