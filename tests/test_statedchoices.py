"""Choices a scenario states that nothing asked for are said (kb.engine.statedchoices); an ``enter`` with
``counters: {}`` is an error; a counters expectation's 0 is "none of that kind"."""
from __future__ import annotations

import copy
import pickle

import pytest

from kb.engine.scenario import ScenarioError, loads, run
from kb.engine.statedchoices import StatedKey, asking, track, unasked

HEAD = """title: t
edition: {edition}
kind: puzzle
question: q (100.1)
players: [you, opponent]
cards:
  Test Alpha: {{mana_cost: "{{1}}", type_line: Artifact}}
  Test Beta: {{mana_cost: "{{1}}", type_line: Artifact}}
  Test Scry: {{mana_cost: "{{U}}", type_line: Sorcery, text: "Scry 2."}}
  Test Brute: {{mana_cost: "{{3}}{{R}}", type_line: Creature — Ogre, power: 4, toughness: 4}}
  Test Bear: {{mana_cost: "{{1}}{{G}}", type_line: Creature — Bear, power: 2, toughness: 2}}
  Test Cub: {{mana_cost: "{{1}}{{G}}", type_line: Creature — Bear, power: 2, toughness: 2}}
  Test Saga: {{mana_cost: "{{1}}{{G}}", type_line: Enchantment — Saga, text: "(As this Saga enters and after your draw step, add a lore counter.)\\nI — You gain 1 life.\\nII — You gain 2 life.\\nIII — You gain 3 life."}}
steps:
"""


def _run(steps: str, edition: str = "2026-04-17"):
    return run(loads(HEAD.format(edition=edition) + steps), None)


SCRY = """  - put: {{card: Test Alpha, zone: library}}
  - put: {{card: Test Beta, zone: library}}
  - cast: {{card: Test Scry, choose: {choice}}}
  - resolve: all
  - show: you
"""


def test_a_choice_nothing_reads_is_said_with_its_line():
    res = _run(SCRY.format(choice="{scry: top}"))
    assert res.unasked and res.unasked[0].startswith("line 17: ")
    assert "'scry'" in res.unasked[0] and "changed nothing" in res.unasked[0]
    assert res.unasked[0] in res.notes


def test_a_choice_read_is_not_said():
    res = _run(SCRY.format(choice="{bottom: [Test Beta, Test Alpha]}"))
    assert res.unasked == []


COMBAT = """  - enter: [{{card: Test Brute, this_turn: false}}, {{card: Test Bear, controller: opponent}}, {{card: Test Cub, controller: opponent}}]
  - attack: [Test Brute]
  - block: {{Test Bear: Test Brute, Test Cub: Test Brute}}
{block_order}  - step: combat_damage
{damage_order}    assign: {{Test Brute: {{Test Bear: 2, Test Cub: 2}}}}
  - expect:
      Test Bear: {{zone: graveyard}}
    why: dies (704.5g)
"""


def test_an_order_given_on_the_damage_step_is_said_where_the_order_was_declared_at_blocks():
    res = _run(COMBAT.format(block_order="", damage_order="    order: {Test Brute: [Test Cub, Test Bear]}\n"),
               edition="2015-01-23")
    assert [n for n in res.unasked if "order:" in n and n.startswith("line 19: ")]


def test_an_order_given_with_the_block_is_read():
    res = _run(COMBAT.format(block_order="    order: {Test Brute: [Test Cub, Test Bear]}\n", damage_order=""),
               edition="2015-01-23")
    assert res.unasked == []


def test_entering_with_counters_stated_as_nothing_is_an_error_naming_the_line():
    with pytest.raises(ScenarioError) as exc:
        _run("  - enter: {card: Test Saga, counters: {}, already: true}\n")
    assert ":15:" in str(exc.value) and "{lore: 0}" in str(exc.value)


def test_a_counter_kind_expected_as_0_is_one_it_has_none_of():
    res = _run("  - enter: {card: Test Saga, counters: {lore: 0}, already: true}\n"
               "  - expect:\n      Test Saga: {counters: {lore: 0}}\n    why: none (122.1)\n")
    assert res.passed


def test_the_stated_key_is_the_plain_name_to_everything_but_the_record():
    d = {"top": 1}
    keys = track(d, 3)
    assert keys == ["top"] and type(copy.deepcopy(keys[0])) is str and type(pickle.loads(pickle.dumps(keys[0]))) is str
    with asking() as stated:
        track(d, 3)
        assert not unasked(stated) == []
        assert d.get("top") == 1
        assert unasked(stated) == []
    assert isinstance(next(iter(d)), StatedKey) and next(iter(d)).line == 3


def test_a_question_in_prose_gets_no_such_notes():
    from kb.engine.scenario import from_data
    data = {"title": "q", "edition": "2026-04-17",
            "cards": {"Test Scry": {"mana_cost": "{U}", "type_line": "Sorcery", "text": "Scry 1."}},
            "steps": [{"cast": {"card": "Test Scry", "choose": {"scry": "top"}}}, {"resolve": "all"}]}
    assert run(from_data(data), None).unasked == []
