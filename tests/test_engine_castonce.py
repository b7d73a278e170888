"""Once-each-turn permissions to cast (601.3, kb.engine.castonce) and the scenario key ``used_this_turn``."""
from __future__ import annotations

import pytest

from kb.engine.abilities import PlayPermission
from kb.engine.cardtext import parse_card_text
from kb.engine.scenario import ScenarioError, loads, run


@pytest.mark.parametrize("text, per_turn, zone", [
    ("Once during each of your turns, you may cast a creature spell from your graveyard.", "your_turns", "graveyard"),
    ("Once each turn, you may cast an instant spell from your graveyard.", "each_turn", "graveyard"),
    ("Once each turn, you may cast a creature spell from the top of your library.", "each_turn", "library"),
    ("You may cast creature spells from your graveyard.", "", "graveyard"),
])
def test_once_each_turn_permission_is_read_with_its_limit(text, per_turn, zone):
    (ab,) = parse_card_text(text, "Test Warden")
    assert isinstance(ab, PlayPermission) and ab.spells
    assert (ab.per_turn, ab.zone) == (per_turn, zone)


def test_a_plural_once_each_turn_permission_is_not_read():
    (ab,) = parse_card_text("Once each turn, you may cast creature spells from your graveyard.", "Test Warden")
    assert not isinstance(ab, PlayPermission)


def _warden(enter: str):
    return loads("title: t\nedition: 2026-04-17\nplayers: [you, opponent]\ncards:\n"
                 "  Test Warden: {mana_cost: \"{2}\", type_line: Enchantment, text: \"Once each turn, you may cast an "
                 f"instant spell from your graveyard.\"}}\nsteps:\n  - enter: {enter}\n")


def test_used_this_turn_needs_a_permanent_already_there():
    with pytest.raises(ScenarioError, match="used_this_turn: true needs already: true"):
        run(_warden("{card: Test Warden, used_this_turn: true}"), None)


def test_used_this_turn_false_says_to_leave_it_out():
    with pytest.raises(ScenarioError, match="used_this_turn: False is not read.*leave it out"):
        run(_warden("{card: Test Warden, already: true, used_this_turn: false}"), None)
