"""Values that read the game rather than the objects (kb.engine.gamevalues), and Auras that enchant a
player (303.4, 702.5d), through small scenarios: life totals, hand and library counts, player counts,
negative results (107.1b), "cannot decide" when the scenario can't give a count, "enchanted player"
in triggers, statics and replacements, and 704.5m for a player who left the game."""
from __future__ import annotations

import pytest

from kb.engine import card
from kb.engine.scenario import ScenarioError, loads, run
from helpers import puzzle_head

HEAD = puzzle_head() + """\
cards:
  Avatar: {type_line: Creature — Avatar, power: "*", toughness: "*", text: "Avatar's power and toughness are each equal to your life total."}
  Horror: {type_line: Creature — Horror, power: "*", toughness: "*", text: "Horror's power and toughness are each equal to your life total minus the life total of an opponent with the most life."}
  Sage: {type_line: Creature — Human Wizard, power: "*", toughness: "*", text: "Sage's power and toughness are each equal to the number of cards in your hand."}
  Archive: {type_line: Creature — Construct, power: "*", toughness: "*", text: "Archive's power and toughness are each equal to the number of cards in your library."}
  Crowd: {type_line: Creature — Human, power: 1, toughness: 1, text: "Crowd gets +1/+1 for each opponent you have."}
  Keeper: {type_line: Creature — Spirit, power: 1, toughness: 1, text: "As long as you have 25 or more life, Keeper gets +3/+3."}
  Shrinker: {type_line: Creature — Ooze, power: 2, toughness: 5, text: "Shrinker gets +X/+0, where X is your life total minus 25."}
  Curse: {mana_cost: "{1}{R}", type_line: Enchantment — Aura Curse, text: "Enchant player\\nAt the beginning of enchanted player's upkeep, that player loses 1 life and you gain 1 life."}
  Hold: {type_line: Enchantment — Aura Curse, text: "Enchant player\\nCreatures enchanted player controls get -1/-1."}
  Foe Curse: {type_line: Enchantment — Aura Curse, text: "Enchant opponent\\nWhenever enchanted opponent draws a card, you gain 1 life."}
  Wheel: {type_line: Enchantment — Aura, text: "Enchant player\\nIf a card would be put into enchanted player's graveyard from anywhere, instead that card is revealed and put on the bottom of that player's library."}
  Pacifism: {type_line: Enchantment — Aura, text: "Enchant creature\\nEnchanted creature can't attack or block."}
  Bears: {mana_cost: "{1}{G}", type_line: Creature — Bear, power: 2, toughness: 2}
  Shock: {mana_cost: "{R}", type_line: Instant, text: "Shock deals 2 damage to any target."}
"""


def _run(steps: str, players: str = ""):
    return run(loads(HEAD + players + "steps:\n" + steps))


def _answers(res):
    return [(c.obj, c.field, c.actual, c.ok, c.undecided) for c in res.checks]


# --- values reading the game ------------------------------------------------------------------------
def test_life_total_cda_follows_every_life_change():
    res = _run("  - enter: Avatar\n  - expect: {Avatar: {pt: 20/20}}\n"
               "  - life: {player: you, lose: 7}\n  - expect: {Avatar: {pt: 13/13}}\n"
               "  - life: {player: you, gain: 2}\n  - expect: {Avatar: {pt: 15/15}}\n")
    assert res.passed, _answers(res)


def test_a_negative_cda_result_is_kept_and_kills():
    """107.1b: an effect that sets P/T keeps a negative number; 704.5f then applies."""
    res = _run("  - enter: Horror\n  - expect: {Horror: {pt: 2/2}}\n"
               "  - life: {player: opponent, gain: 3}\n  - expect: {Horror: {zone: graveyard}}\n",
               players="players:\n  - {name: you, life: 14}\n  - {name: opponent, life: 12}\n")
    assert res.passed, _answers(res)


def test_a_negative_x_that_modifies_is_zero():
    """107.1b: "+X/+0 where X is your life total minus 25" at 20 life is +0/+0, not -5/-0."""
    res = _run("  - enter: Shrinker\n  - expect: {Shrinker: {pt: 2/5}}\n"
               "  - life: {player: you, gain: 8}\n  - expect: {Shrinker: {pt: 5/5}}\n")
    assert res.passed, _answers(res)


def test_life_condition_turns_on_and_off():
    res = _run("  - enter: Keeper\n  - expect: {Keeper: {pt: 1/1}}\n"
               "  - life: {player: you, gain: 5}\n  - expect: {Keeper: {pt: 4/4}}\n"
               "  - life: {player: you, lose: 1}\n  - expect: {Keeper: {pt: 1/1}}\n")
    assert res.passed, _answers(res)


def test_hand_count_listed_and_unlisted():
    listed = _run("  - enter: Sage\n  - expect: {Sage: {pt: 2/2}}\n  - cast: {card: Shock, targets: [opponent]}\n"
                  "  - expect: {Sage: {pt: 1/1}}\n",
                  players="players:\n  - {name: you, hand: [Shock, Bears]}\n  - opponent\n")
    assert listed.passed, _answers(listed)
    unlisted = _run("  - enter: Sage\n  - expect: {Sage: {pt: 0/0}}\n")
    (_o, _f, _a, ok, undecided), = _answers(unlisted)
    assert not ok and any("does not list your hand" in u for u in undecided)


def test_library_count_known_and_unknown():
    known = _run("  - enter: Archive\n  - expect: {Archive: {pt: 5/5}}\n  - draw: {player: you, count: 2}\n"
                 "  - expect: {Archive: {pt: 3/3}}\n",
                 players="players:\n  - {name: you, library: 5}\n  - opponent\n")
    assert known.passed, _answers(known)
    unknown = _run("  - enter: Archive\n  - expect: {Archive: {pt: 0/0}}\n")
    assert not unknown.passed and any("library" in u for c in unknown.checks for u in c.undecided)


def test_opponent_count_drops_when_one_leaves():
    res = _run("  - enter: Crowd\n  - expect: {Crowd: {pt: 3/3}}\n  - life: {player: Ann, lose: 20}\n"
               "  - expect: {Crowd: {pt: 2/2}, Ann: {lost: true}}\n",
               players="players: [you, Ann, Bob]\n")
    assert res.passed, _answers(res)


@pytest.mark.parametrize("line", [
    "~'s power and toughness are each equal to your life total minus the life total of an opponent with the most life.",
    "~'s power and toughness are each equal to 20 minus the highest life total among players.",
    "~'s power and toughness are each equal to half the highest life total among your opponents, rounded up.",
    "~'s power and toughness are each equal to the total number of cards in all players' hands.",
    "~'s power and toughness are each equal to the number of cards in the hand of the opponent with the most cards in hand.",
    "~'s power and toughness are each equal to twice the number of cards in your hand.",
    "~'s power and toughness are each equal to 1 plus the number of lands you control.",
    "As long as you have four or more cards in hand, ~ has vigilance.",
])
def test_wordings_are_read(line):
    c = card(name="Probe", type_line="Creature — Horror", power="*", toughness="*", text=line.replace("~", "Probe"))
    assert c.abilities[0].kind == "static", c.abilities[0]


def test_an_unread_player_value_stays_unmodelled():
    c = card(name="Probe", type_line="Creature — Horror", power="*", toughness="*",
             text="Probe's power and toughness are each equal to the number of turns you've taken this game.")
    assert c.abilities[0].kind == "unmodelled"


# --- Auras enchanting players ---------------------------------------------------------------------------
def test_curse_cast_on_a_player_triggers_on_that_players_upkeep_only():
    res = _run("  - cast: {card: Curse, targets: [opponent]}\n"
               "  - expect: {Curse: {attached_to: opponent}}\n"
               "  - end_turn:\n  - expect: {opponent: {life: 19}, you: {life: 21}}\n"
               "  - end_turn:\n  - expect: {opponent: {life: 19}, you: {life: 21}}\n",
               players="players:\n  - {name: you, hand: [Curse]}\n  - opponent\n")
    assert res.passed, _answers(res)


def test_an_enchant_player_aura_cant_target_a_creature():
    with pytest.raises(ScenarioError):
        _run("  - enter: Bears\n  - cast: {card: Curse, targets: [Bears]}\n",
             players="players:\n  - {name: you, hand: [Curse]}\n  - opponent\n")


@pytest.mark.parametrize("aura,to,zone", [
    ("Curse", "Bears", "graveyard"),      # 702.5d: an Aura that enchants players can't be attached to a permanent
    ("Pacifism", "opponent", "graveyard"),  # "Enchant creature" can't enchant a player (704.5m)
    ("Foe Curse", "you", "graveyard"),    # "Enchant opponent": not its controller (702.5a)
    ("Foe Curse", "opponent", "battlefield"),
    ("Hold", "opponent", "battlefield"),
])
def test_aura_attachment_legality_704_5m(aura, to, zone):
    res = _run(f"  - enter: Bears\n  - enter: {{card: {aura}, attached_to: {to}}}\n"
               f"  - expect: {{{aura}: {{zone: {zone}}}}}\n")
    assert res.passed, _answers(res)


def test_enchanted_player_static_and_draw_trigger():
    res = _run("  - enter: [{card: Bears, controller: opponent}, Bears, {card: Hold, attached_to: opponent}, "
               "{card: Foe Curse, attached_to: opponent}]\n"
               "  - expect: {Bears: {pt: 2/2}, 'Bears #2': {pt: 1/1}}\n"
               "  - draw: {player: opponent}\n  - expect: {you: {life: 21}}\n"
               "  - draw: {player: you}\n  - expect: {you: {life: 21}}\n")
    assert res.passed, _answers(res)


def test_enchanted_players_graveyard_replacement():
    res = _run("  - enter: [{card: Bears, controller: opponent}, Bears, {card: Wheel, attached_to: opponent}]\n"
               "  - destroy: [Bears, 'Bears #2']\n"
               "  - expect: {'Bears #2': {zone: library}, Bears: {zone: graveyard}, opponent: {library: ['Bears #2']}}\n",
               players="players:\n  - you\n  - {name: opponent, library: []}\n")
    assert res.passed, _answers(res)


def test_a_resolving_count_of_an_unlisted_hand_is_cannot_decide():
    res = _run("  - effect: {text: \"Target player loses life equal to the number of cards in all players' hands.\", "
               "targets: [opponent]}\n  - expect: {opponent: {life: 20}}\n")
    (chk,) = res.checks
    assert not chk.ok and any("does not list" in u for u in chk.undecided)
    listed = _run("  - effect: {text: \"Target player loses life equal to the number of cards in all players' hands.\", "
                  "targets: [opponent]}\n  - expect: {opponent: {life: 17}}\n",
                  players="players:\n  - {name: you, hand: [Bears, Shock]}\n  - {name: opponent, hand: [Bears]}\n")
    assert listed.passed, _answers(listed)
