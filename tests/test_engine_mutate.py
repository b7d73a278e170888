"""Mutate (702.140) and merged permanents (730), read by kb.engine.mutate: the mutate cost, the merged card, the
"whenever ~ mutates" trigger and "the number of times ~ has mutated". The board behaviour is in the puzzles
(scenarios/puzzles/mut14-*)."""
import pytest

from kb.engine.altcosts import chosen_alternative
from kb.engine.cardtext import parse_card_text
from kb.engine.errors import EngineError
from kb.engine.mutate import merged_card, mutate_cost
from kb.engine.objects import CardDef
from kb.engine.triggers import parse_trigger

_REMINDER = (" (If you cast this spell for its mutate cost, put it over or under target non-Human creature you own. They "
             "mutate into the creature on top plus all abilities from under it.)")


def _card(name, text, pt=(2, 2), cost="{1}{G}", types="Creature — Bear"):
    return CardDef.from_dict({"name": name, "mana_cost": cost, "type_line": types, "power": pt[0],
                              "toughness": pt[1], "text": text}, parse=parse_card_text)


def test_the_mutate_cost_is_an_alternative_cost():
    beast = _card("Test Beast", "Mutate {1}{U}" + _REMINDER + "\nFlying", (4, 4), "{3}{U}{U}")
    assert mutate_cost(beast) == "{1}{U}"
    name, mana, others, _n = chosen_alternative(beast, "mutate", "hand", lambda c: "702.140a")
    assert (name, str(mana), others) == ("mutate", "{1}{U}", ())
    with pytest.raises(EngineError, match="no mutate ability"):
        chosen_alternative(_card("Test Bear", "Vigilance"), "mutate", "hand", lambda c: "702.140a")


def test_a_merged_card_has_the_top_cards_characteristics_and_every_cards_abilities():
    beast = _card("Test Beast", "Mutate {1}{U}" + _REMINDER + "\nFlying", (4, 4), "{3}{U}{U}")
    bear = _card("Test Bear", "Vigilance")
    top = merged_card(((beast, 1, "Test Beast"), (bear, 2, "Test Bear")))
    assert (top.name, top.power.text, top.mana_cost.mana_value) == ("Test Beast", "4", 5)
    names = [getattr(a, "keyword", None) for a in top.abilities]
    assert "flying" in names and "vigilance" in names
    under = merged_card(((bear, 2, "Test Bear"), (beast, 1, "Test Beast")))
    assert (under.name, under.power.text, under.mana_cost.mana_value) == ("Test Bear", "2", 2)
    assert not under.token


def test_whenever_it_mutates_is_a_trigger_event():
    spec = parse_trigger("Whenever ~ mutates", "Test Heron")
    assert spec.event == "mutates"
    assert parse_trigger("Whenever a creature you control mutates", "Test Symbiote").event == "mutates"
