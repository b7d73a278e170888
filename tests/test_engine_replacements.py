"""Replacement and prevention effects (614-616) through scenarios: as-enters choices, draws and life
gains replaced, turn-long rules, shuffle-instead, and the 'cannot decide' guard for unread ones."""
from __future__ import annotations

import pytest

from kb.engine.scenario import ScenarioError, loads, run
from helpers import puzzle_head

HEAD = puzzle_head("{edition}") + """\
cards:
  Steam Vents: {{type_line: Land — Island Mountain, text: "As Steam Vents enters, you may pay 2 life. If you don't, it enters tapped."}}
  Odd Land: {{type_line: Land, text: "As Odd Land enters, you may put a card from your hand on the bottom of your library. If you don't, Odd Land enters tapped."}}
  Statue: {{type_line: Artifact Creature — Golem, power: 2, toughness: 2, text: "Indestructible\\nIf Statue would be put into a graveyard from anywhere, reveal Statue and shuffle it into its owner's library instead."}}
  Maniac: {{type_line: Creature — Human Wizard, power: 2, toughness: 2, text: "If you would draw a card while your library has no cards in it, you win the game instead."}}
  Crack: {{type_line: Instant, text: "Players can't gain life this turn. Damage can't be prevented this turn. Crack deals 3 damage to target player or planeswalker."}}
  Ward Off: {{type_line: Instant, text: "Prevent all damage that would be dealt to target player this turn."}}
  Sprite: {{type_line: Creature — Faerie, power: 1, toughness: 1}}
  Tapper: {{type_line: Artifact, text: "Permanents enter tapped."}}
  Booster: {{type_line: Enchantment, text: "If a red source would deal damage to a player, it deals that much damage plus 1 to that player instead."}}
  Shock: {{mana_cost: "{{R}}", type_line: Instant, text: "Shock deals 2 damage to any target."}}
"""


def _run(steps: str, players: str = "", edition: str = "2026-04-17"):
    text = HEAD.format(edition=edition) + players + "steps:\n" + steps
    return run(loads(text))


def _answers(res):
    return [(c.obj, c.field, c.actual, c.ok, c.undecided) for c in res.checks]


def test_shock_land_needs_the_choice():
    with pytest.raises(ScenarioError, match=r"pay: true"):
        _run("  - play: Steam Vents\n")


@pytest.mark.parametrize("pay,tapped,life", [(True, False, 18), (False, True, 20)])
def test_shock_land_pay_or_tapped(pay, tapped, life):
    res = _run(f"  - play: {{card: Steam Vents, choose: {{pay: {str(pay).lower()}}}}}\n"
               f"  - expect: {{Steam Vents: {{tapped: {str(tapped).lower()}}}, you: {{life: {life}}}}}\n")
    assert res.passed, _answers(res)


def test_unread_as_enters_replacement_is_cannot_decide():
    res = _run("  - play: Odd Land\n  - expect: {Odd Land: {tapped: false}}\n")
    (obj, field, actual, ok, undecided), = _answers(res)
    assert not ok and undecided and "Odd Land" in undecided[0]


def test_indestructible_lethal_damage_settles_and_shuffle_instead():
    res = _run("  - enter: Statue\n  - damage: {amount: 5, to: Statue}\n"
               "  - expect: {Statue: {zone: battlefield, damage: 5}}\n"
               "  - sacrifice: Statue\n  - expect: {Statue: {zone: library}, you: {library: 4}}\n",
               players="players:\n  - {name: you, library: 3}\n  - opponent\n")
    assert res.passed, _answers(res)


def test_draw_from_empty_library_replaced_by_winning():
    res = _run("  - enter: Maniac\n  - draw: you\n  - expect: {you: {won: true, lost: false}}\n",
               players="players:\n  - {name: you, library: 0}\n  - opponent\n")
    assert res.passed, _answers(res)


def test_turn_long_rules_stop_life_gain_and_prevention():
    res = _run("  - cast: {card: Ward Off, controller: opponent, targets: [opponent]}\n  - resolve: all\n"
               "  - cast: {card: Crack, targets: [opponent]}\n  - resolve: all\n"
               "  - life: {player: opponent, gain: 5}\n  - expect: {opponent: {life: 17}}\n")
    assert res.passed, _answers(res)


def test_other_permanents_enter_tapped_but_not_itself():
    res = _run("  - enter: Tapper\n  - enter: Sprite\n  - expect: {Tapper: {tapped: false}, Sprite: {tapped: true}}\n")
    assert res.passed, _answers(res)


def test_damage_plus_one_to_players_only():
    res = _run("  - enter: [Booster, Sprite]\n  - cast: {card: Shock, targets: [opponent]}\n  - resolve: all\n"
               "  - expect: {opponent: {life: 17}}\n  - damage: {amount: 1, to: Sprite}\n"
               "  - expect: {Sprite: {zone: graveyard}}\n")
    assert res.passed, _answers(res)
