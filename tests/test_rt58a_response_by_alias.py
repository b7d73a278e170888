"""A step that targets a spell on the stack by the name the engine gives it ("Shock #2", the second card of that name)
is a response (docs/scenarios.md, "The stack and priority"): the stack doesn't resolve before it."""
from __future__ import annotations

import sqlite3

import pytest

from kb.engine.scenario import loads, run

TEXT = """
title: the second Shock, targeted by its alias, is still on the stack
edition: current
kind: puzzle
question: My opponent casts Shock twice at me; I counter each with Test Negate. What is my life?
players: [opponent, {name: you, hand: [Test Negate, Test Negate]}]
cards:
  Shock: {mana_cost: "{R}", type_line: Instant, text: "Shock deals 2 damage to any target."}
  Test Negate: {mana_cost: "{1}{U}", type_line: Instant, text: "Counter target instant or sorcery spell."}
steps:
  - cast: {card: Shock, targets: [you]}
  - cast: {card: Test Negate, controller: you, targets: [Shock]}
  - resolve: all
  - cast: {card: Shock, targets: [you]}
  - cast: {card: Test Negate, controller: you, targets: ["Shock #2"]}
  - resolve: all
  - expect:
      you: {life: 20}
    why: Each Shock is countered (701.6a).
"""


@pytest.fixture(scope="module")
def kb(corpus_db):
    conn = sqlite3.connect(f"file:{corpus_db}?mode=ro", uri=True)
    yield conn
    conn.close()


def test_a_spell_targeted_by_its_alias_is_a_response(kb):
    res = run(loads(TEXT), kb)
    assert res.passed, [(c.obj, c.field, c.expected, c.actual) for c in res.checks]
