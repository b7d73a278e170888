"""A cast's unstated or unpayable costs (fixcast19): a discard cost a listed hand can't pay is unpayable (601.2h), not
a choice; an unlisted hand pays it with unnamed cards, a discard (701.9a); "kicked: true" doesn't say how many times a
multikicker is paid, nor which of two kicker costs (601.2b, 702.33d); a card the scenario put in a graveyard is cast
from there (601.3), never a copy in the hand."""
from __future__ import annotations

import pytest

from kb.engine.scenario import ScenarioError, loads, run

HEAD = """title: t
edition: 2026-04-17
cards:
  Raider: {mana_cost: "{2}{B}", type_line: Creature — Human Rogue, power: 3, toughness: 3, text: "As an additional cost to cast this spell, discard a card."}
  Wolfbriar: {mana_cost: "{2}{G}{G}", type_line: Creature — Elemental, power: 4, toughness: 4, text: "Multikicker {G}"}
  Battlemage: {mana_cost: "{2}{W}", type_line: Creature — Human Wizard, power: 2, toughness: 2, text: "Kicker {1}{U} and/or {2}{B}"}
  Bears: {mana_cost: "{1}{G}", type_line: Creature — Bear, power: 2, toughness: 2}
"""


def _error(players: str, step: str) -> str:
    with pytest.raises(ScenarioError) as exc:
        run(loads(HEAD + players + "steps:\n" + step), None)
    return str(exc.value)


def test_discard_cost_with_a_listed_empty_hand_is_unpayable():
    msg = _error("players:\n  - {name: you, hand: [Raider]}\n  - opponent\n", "  - cast: Raider\n")
    assert "can't be paid (601.2h)" in msg and "needs a choice" not in msg


def test_discard_cost_from_an_unlisted_hand_discards_an_unnamed_card():
    res = run(loads(HEAD + "steps:\n  - cast: Raider\n"), None)
    assert [o.zone for o in res.state.objects.values() if o.owner == "you" and o.card.name != "Raider"] == ["graveyard"]


@pytest.mark.parametrize("card, asks", [("Wolfbriar", "how many times"), ("Battlemage", "which of them")])
def test_kicked_true_asks_for_a_multikicker_or_two_kicker_costs(card, asks):
    msg = _error("", f"  - cast: {{card: {card}, kicked: true}}\n")
    assert asks in msg and "702.33d" in msg


def test_a_card_put_in_a_graveyard_is_cast_from_there_not_from_the_hand():
    msg = _error("players:\n  - {name: you, graveyard: [Bears]}\n  - opponent\n", "  - cast: Bears\n")
    assert "Bears is in the graveyard" in msg and "601.3" in msg
