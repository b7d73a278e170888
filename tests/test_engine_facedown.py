"""Face-down spells and permanents (708; kb.engine.facedown): casting with morph or disguise, turning face up as a
special action (116.2b), manifest and cloak, "When ~ is turned face up" triggers, "face-down" in descriptions. The
puzzles of scenarios/puzzles/facedown-*.yaml cover the worked cases; these tests cover the refusals, the choices
asked for and the undecidable cases, without a KB (the binding's own record of the rule texts)."""
from __future__ import annotations

import pytest

from kb.engine.abilities import SpellAbility, TriggeredAbility, UnmodelledAbility
from kb.engine.cardtext import parse_ability, parse_card_text
from kb.engine.render import account
from kb.engine.scenario import ScenarioError, loads, run

from helpers import puzzle_head

READ = [
    ("When ~ is turned face up, it deals 2 damage to any target.", TriggeredAbility),
    ("Whenever a face-down creature you control enters, draw a card.", TriggeredAbility),
    ("Whenever a permanent you control is turned face up, you gain 1 life.", TriggeredAbility),
    ("When ~ dies, return it to the battlefield face down under your control.", TriggeredAbility),
]


@pytest.mark.parametrize("line,kind", READ)
def test_read_and_every_word_accounted_for(line, kind):
    ab = parse_ability(line, "Test Card", frozenset({"Creature"}))
    assert isinstance(ab, kind), ab
    assert account(ab, line, "Test Card") == []


@pytest.mark.parametrize("text", ["Manifest the top card of your library.", "Cloak the top card of your library.",
                                  "Manifest dread.", "Turn target creature face down."])
def test_spell_instructions_read(text):
    (ab,) = parse_card_text(text, "Test Spell", frozenset({"Sorcery"}))
    assert isinstance(ab, SpellAbility) and not ab.unmodelled, ab


def test_an_unknown_rider_stays_unread():
    (ab,) = parse_card_text("Manifest the top card of target opponent's library.", "Test Spell", frozenset({"Sorcery"}))
    assert isinstance(ab, UnmodelledAbility) or ab.unmodelled


CARDS = """cards:
  Marauder: {mana_cost: "{1}{R}", type_line: Creature — Goblin, power: 2, toughness: 1, text: "Morph {2}{R}\\nWhen this creature is turned face up, it deals 2 damage to any target."}
  Giant: {mana_cost: "{3}{R}", type_line: Creature — Giant, power: 3, toughness: 3}
  Morpher: {mana_cost: "{4}{G}", type_line: Creature — Beast, power: 5, toughness: 5, text: "Morph {1}{G}"}
"""


def _run(steps: str, players: str = "", edition: str = "2026-04-17"):
    res = run(loads(puzzle_head(edition) + players + CARDS + "steps:\n" + steps), None)
    return {(c.obj, c.field): c.actual for c in res.checks}, res


def test_cast_face_down_without_a_kb():
    got, res = _run("""  - cast: {card: Marauder, face_down: true}
  - expect: {Marauder: {zone: stack, name: "", pt: 2/2, mana_value: 0, colors: []}}
    hold: true
""")
    assert res.passed, got


def test_only_its_controller_turns_it_face_up():
    got, res = _run("""  - enter: {card: Marauder, face_down: true, controller: opponent}
  - turn_face_up: {card: Marauder, controller: you}
    refused: "702.37e"
  - expect: {Marauder: {name: ""}}
""")
    assert res.passed, got


def test_mana_that_does_not_pay_the_morph_cost_is_refused():
    got, res = _run("""  - enter: {card: Marauder, face_down: true}
  - turn_face_up: {card: Marauder, mana: "{G}{G}{G}"}
    refused: "702.37e"
  - expect: {Marauder: {name: ""}}
""")
    assert res.passed, got


def test_a_manifested_morph_asks_which_way():
    players = "players:\n  - {name: you, library: [Morpher]}\n  - opponent\n"
    with pytest.raises(ScenarioError, match=r"give by: morph or by: manifest \(701\.40b\)"):
        run(loads(puzzle_head() + players + CARDS + "steps:\n"
                  "  - effect: {text: \"Manifest the top card of your library.\"}\n"
                  "  - turn_face_up: Morpher\n"), None)
    got, res = _run("""  - effect: {text: "Manifest the top card of your library."}
  - turn_face_up: {card: Morpher, by: manifest}
  - expect: {Morpher: {name: Morpher, pt: 5/5}}
""", players)
    assert res.passed, got


def test_manifesting_an_unnamed_card_cannot_be_decided():
    got, res = _run("""  - effect: {text: "Manifest the top card of your library."}
  - expect: {you: {library: cannot decide}}
""", "players:\n  - {name: you, library: 5}\n  - opponent\n")
    assert res.passed, got


def test_a_face_down_permanent_is_not_turned_face_down_again():
    got, res = _run("""  - enter: {card: Giant, face_down: true, counters: {+1/+1: 1}}
  - face_down: Giant
  - expect: {Giant: {pt: 3/3, name: ""}}
""")
    assert res.passed, got
