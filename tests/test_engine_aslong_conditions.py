"""Statics' conditions read by the one condition reader (issue 25, aslong18): the source's own zone (113.6b), "isn't",
"no … counters", "attached to a creature", different mana values, the most common colour, the starting life total."""
from __future__ import annotations

import pytest

from kb.engine.cardtext import parse_ability
from kb.engine.errors import ParseError


def _static(text: str, types=("Creature",)):
    return parse_ability(text, "Test Card", frozenset(types))


def test_a_graveyard_condition_states_the_zone_the_ability_functions_in():
    ab = _static("As long as ~ is in your graveyard and you control a Mountain, creatures you control have haste.")
    assert ab.zones == frozenset(("graveyard",))
    assert _static("As long as ~ is on the battlefield, it's a land in addition to its other types.").zones == frozenset()


@pytest.mark.parametrize("text", [
    "As long as enchanted creature isn't legendary, it gets -1/-1.",
    "As long as ~ has no shell counters on it, it gets +2/+2 and has flying.",
    "As long as ~ has a conqueror counter on him, nonbasic lands are Mountains.",
    "As long as ~ is attached to a creature, other creatures you control get +1/+0.",
    "As long as there are five or more mana values among cards in your graveyard, ~ gets +1/+1.",
    "~ has vigilance as long as there's a Lesson card in your graveyard.",
    "~ gets -2/-2 as long as red is the most common color among all permanents or is tied for most common.",
    "As long as your life total is greater than or equal to your starting life total, creatures you control get +1/+1.",
    "As long as you have at least 7 life more than your starting life total, creatures you control get +2/+2.",
    "As long as your life total is less than or equal to half your starting life total, ~ has indestructible.",
])
def test_the_condition_is_read(text):
    ab = _static(text, ("Enchantment", "Creature"))
    assert any(t.condition is not None for t in ab.templates)


def test_half_the_starting_life_total_is_read_only_with_less_than_or_equal():
    with pytest.raises(ParseError):
        _static("As long as your life total is greater than half your starting life total, ~ has indestructible.")
