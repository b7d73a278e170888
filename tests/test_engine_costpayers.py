"""Paying part of a total cost otherwise than with the caster's mana (601.2h): convoke, improvise, delve
(kb.engine.costpayers), assist (kb.engine.assist). The puzzles kw41a-* show the rules; these check the splitting of the
symbols and that bad step values are errors naming the step."""
from __future__ import annotations

import pytest
import yaml

from kb.engine.assist import assist_shape_error
from kb.engine.costpayers import _remainders
from kb.engine.scenario import ScenarioError, loads, run


def test_a_green_creature_pays_a_green_symbol_or_a_generic_one():
    green = (1, "convoke", frozenset("G"))
    assert sorted(_remainders([green], 1, ["G"])) == ["{1}", "{G}"]


def test_a_red_creature_never_pays_a_white_symbol():
    red = (1, "convoke", frozenset("R"))
    assert _remainders([red], 0, ["W"]) == []
    assert _remainders([red, red], 1, ["W"]) == []


def test_improvise_and_delve_pay_generic_only():
    rock = (1, "improvise", frozenset())
    assert _remainders([rock, rock], 2, ["U"]) == ["{U}"]
    assert _remainders([rock, rock, rock], 2, ["U"]) == []


def test_a_hybrid_symbol_is_paid_by_a_creature_of_either_colour():
    white = (1, "convoke", frozenset("W"))
    assert _remainders([white], 0, ["W/U"]) == ["{0}"]


def test_the_assist_shape():
    assert assist_shape_error({"player": "opponent", "mana": "{2}"}) == ""
    assert "assist is" in assist_shape_error("opponent")
    assert "assist is" in assist_shape_error({"player": "opponent", "mana": 2})


def _scenario(step: dict) -> str:
    return yaml.safe_dump({
        "title": "t", "edition": "2026-04-17", "kind": "puzzle", "players": ["you", "opponent"],
        "cards": {"Test Huddle": {"mana_cost": "{2}{U}", "type_line": "Sorcery", "text": "Assist\nYou gain 2 life."}},
        "steps": [{"cast": {"card": "Test Huddle", **step}}]}, sort_keys=False)


def test_a_bad_assist_value_is_an_error_naming_the_step():
    with pytest.raises(ScenarioError, match=r":\d+: assist is \{player"):
        run(loads(_scenario({"assist": "opponent", "mana": "{U}"})), None)
