"""Pointers (issue 21): "that player" after a trigger event names the player the trigger reader recorded in its
spec (``TriggerSpec.that_player``, 603.2), and resolution uses that record, not the words again."""
from __future__ import annotations

import pytest

from kb.engine.scenario import loads, run
from kb.engine.triggers import parse_trigger


@pytest.mark.parametrize("condition,which", [
    ("Whenever a creature an opponent controls dies", "controller"),
    ("Whenever a creature you don't control dies", "controller"),
    ("Whenever a card is put into an opponent's graveyard from anywhere", "owner"),
    ("Whenever ~ deals combat damage to a player", "recipient"),
    ("Whenever an opponent casts a spell", "actor"),
    ("Whenever a creature dies", None),
    ("When ~ enters the battlefield", None),
])
def test_the_trigger_reader_records_which_player_that_player_names(condition, which):
    assert parse_trigger(condition, "~").that_player == which


BOARD = """title: t
edition: 2026-04-17
players: [you, opponent]
cards:
  Watcher: {mana_cost: "{2}{B}", type_line: Enchantment, text: "%s, that player loses 2 life."}
  Cub: {mana_cost: "{1}{G}", type_line: Creature — Bear, power: 2, toughness: 2}
  Zap: {mana_cost: "{R}", type_line: Instant, text: "Zap deals 3 damage to target creature."}
steps:
  - enter: Watcher
  - enter: {card: Cub, controller: opponent}
  - cast: {card: Zap, targets: [Cub]}
  - expect: {Cub: {zone: graveyard}}
"""


def _life(condition: str, name: str = "Watcher"):
    res = run(loads((BOARD % condition).replace("Watcher", name)), None)
    return res.state.player("opponent").life, res.state


def test_that_player_is_the_controller_the_creature_had():
    life, _state = _life("Whenever a creature an opponent controls dies")
    assert life == 18


def test_a_condition_naming_no_player_leaves_that_player_unread():
    life, state = _life("Whenever a creature dies")
    assert life == 20
    assert any("that player" in str(u) for u in state.unknowns)


def test_resolution_follows_the_recorded_player_not_the_words(monkeypatch):
    """With the record taken away, the same words leave "that player" unread: resolution reads the spec."""
    import kb.engine.triggers as triggers
    monkeypatch.setattr(triggers, "that_player_of", lambda body, event: None)
    life, state = _life("Whenever a creature an opponent controls dies", name="Unrecorded Watcher")
    assert life == 20
    assert any("that player" in str(u) for u in state.unknowns)
