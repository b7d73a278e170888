"""Replacement effects read from card text (614, 616): damage increased by "that much damage plus N" for a
source of a colour its controller controls (and only to what the text names), the order the affected
player chooses (616.1), a death replaced by "exile that card and create ..." (614.6: the modified event does
both), a self-replacement "If ~ would die, return it to its owner's hand instead", "a card or token" going
to a graveyard, and the result of damage to a player replaced ("reduces it to 1 instead", 614.1a) under a
condition. A part the engine can't read leaves the whole ability unread: "cannot decide", never a guess."""
from __future__ import annotations

import pytest

from kb.engine.errors import ParseError
from kb.engine.replacement import parse_replacement
from kb.engine.scenario import ScenarioError, loads, run
from helpers import puzzle_head

CARDS = """\
cards:
  Thane: {mana_cost: "{1}{R}{R}{R}", type_line: Legendary Creature — Dwarf Noble, power: 2, toughness: 4, text: "If a red source you control would deal damage to an opponent or a permanent an opponent controls, it deals that much damage plus 2 instead."}
  Furnace: {mana_cost: "{1}{R}{R}{R}", type_line: Enchantment, text: "If a source would deal damage to a permanent or player, it deals double that damage to that permanent or player instead."}
  Bolt: {mana_cost: "{R}", type_line: Instant, text: "Bolt deals 3 damage to any target."}
  Frost: {mana_cost: "{U}", type_line: Instant, text: "Frost deals 3 damage to any target."}
  Giant: {mana_cost: "{5}{G}", type_line: Creature — Giant, power: 7, toughness: 7}
  Bears: {mana_cost: "{1}{G}", type_line: Creature — Bear, power: 2, toughness: 2}
  Jailer: {mana_cost: "{2}{B}{B}", type_line: Creature — Vampire, power: 3, toughness: 4, text: "If a nontoken creature an opponent controls would die, instead exile that card and create a 2/2 black Zombie creature token."}
  Odd Jailer: {mana_cost: "{2}{B}{B}", type_line: Creature — Vampire, power: 3, toughness: 4, text: "If a nontoken creature an opponent controls would die, instead exile that card and sing a song about it."}
  Peace: {mana_cost: "{1}{W}", type_line: Enchantment, text: "If a card or token would be put into a graveyard from anywhere, exile it instead."}
  Homing Knight: {mana_cost: "{2}{W}", type_line: Creature — Knight, power: 2, toughness: 2, text: "If Homing Knight would die, return it to its owner's hand instead."}
  Rod: {mana_cost: "{3}", type_line: Artifact}
  Shrine: {mana_cost: "{3}{W}", type_line: Enchantment, text: "If you control a creature, damage that would reduce your life total to less than 1 reduces it to 1 instead."}
  Leech: {mana_cost: "{2}{B}", type_line: Creature — Leech, power: 2, toughness: 2, text: "Lifelink"}
"""


def _run(steps: str, players: str = ""):
    return run(loads(puzzle_head() + players + CARDS + "steps:\n" + steps))


def _answers(res):
    return [(c.obj, c.field, c.actual, c.ok, c.undecided) for c in res.checks]


# --- "that much damage plus N" (614.1a) and the order of several (616.1) -----------------------------------
def test_plus_two_to_an_opponent_and_to_their_permanent():
    res = _run("  - enter: [Thane, {card: Giant, controller: opponent}]\n"
               "  - cast: {card: Bolt, targets: [opponent]}\n"
               "  - resolve: all\n"
               "  - cast: {card: Bolt, as: Bolt 2, targets: [Giant]}\n"
               "  - resolve: all\n"
               "  - expect: {opponent: {life: 15}, Giant: {damage: 5}}\n")
    assert res.passed, _answers(res)


def test_not_for_an_opponents_red_source_nor_a_source_of_another_colour_nor_my_own_permanent():
    res = _run("  - enter: [Thane, Giant]\n"
               "  - cast: {card: Bolt, controller: opponent, targets: [you]}\n"
               "  - resolve: all\n"
               "  - cast: {card: Frost, targets: [opponent]}\n"
               "  - resolve: all\n"
               "  - cast: {card: Bolt, as: Bolt 2, targets: [Giant]}\n"
               "  - resolve: all\n"
               "  - expect: {you: {life: 17}, opponent: {life: 17}, Giant: {damage: 3}}\n")
    assert res.passed, _answers(res)


@pytest.mark.parametrize("order,life", [(["Thane", "Furnace"], 10), (["Furnace", "Thane"], 12)])
def test_the_affected_player_orders_plus_and_double(order, life):
    res = _run("  - enter: [Thane, Furnace]\n"
               "  - cast: {card: Bolt, targets: [opponent]}\n"
               f"  - resolve: all\n    replace_order: [{order[0]}, {order[1]}]\n"
               f"  - expect: {{opponent: {{life: {life}}}}}\n")
    assert res.passed, _answers(res)
    assert "616.1" in res.cited()


def test_without_the_order_the_damaged_players_life_cannot_be_decided_naming_616_1():
    res = _run("  - enter: [Thane, Furnace]\n"
               "  - cast: {card: Bolt, targets: [opponent]}\n"
               "  - resolve: all\n"
               "  - expect: {opponent: {life: cannot decide}, you: {life: 20}}\n")
    assert res.passed, _answers(res)
    assert any("616.1" in u.reason for u in res.state.unknowns)


# --- deaths and graveyards ---------------------------------------------------------------------------------
def test_exile_that_card_and_create_a_token_instead_of_dying():
    res = _run("  - enter: [Jailer, {card: Bears, controller: opponent}]\n"
               "  - destroy: Bears\n"
               "  - expect: {Bears: {zone: exile}, Zombie token: {zone: battlefield, controller: you, pt: 2/2}}\n")
    assert res.passed, _answers(res)


def test_not_for_my_own_creature_nor_a_token():
    res = _run("  - enter: [Jailer, Bears]\n"
               "  - create: {token: {name: Soldier, type_line: Creature — Soldier, power: 1, toughness: 1}, controller: opponent}\n"
               "  - destroy: [Bears, Soldier token]\n"
               "  - expect: {Bears: {zone: graveyard}, Soldier token: {exists: false}, opponent: {graveyard: 0}}\n")
    assert res.passed, _answers(res)
    with pytest.raises(ScenarioError, match="Zombie token"):
        _run("  - enter: [Jailer, Bears]\n  - destroy: Bears\n  - expect: {Zombie token: {zone: battlefield}}\n")


@pytest.mark.parametrize("first,zombie", [("Jailer", True), ("Peace", False)])
def test_the_dying_creatures_controller_orders_exile_replacements(first, zombie):
    second = "Peace" if first == "Jailer" else "Jailer"
    steps = ("  - enter: [Jailer, Peace, {card: Bears, controller: opponent}]\n"
             f"  - destroy: Bears\n    replace_order: [{first}, {second}]\n"
             "  - expect: {Bears: {zone: exile}}\n")
    res = _run(steps)
    assert res.passed, _answers(res)
    if zombie:
        assert _run(steps + "  - expect: {Zombie token: {zone: battlefield}}\n").passed
    else:
        with pytest.raises(ScenarioError, match="Zombie token"):
            _run(steps + "  - expect: {Zombie token: {zone: battlefield}}\n")


def test_an_unreadable_part_leaves_the_whole_replacement_unread():
    with pytest.raises(ParseError):
        parse_replacement("If a nontoken creature an opponent controls would die, instead exile that card and sing "
                          "a song about it.", "Odd Jailer")
    res = _run("  - enter: [Odd Jailer, {card: Bears, controller: opponent}]\n"
               "  - destroy: Bears\n"
               "  - expect: {Bears: {zone: exile}}\n")
    (c,) = res.checks
    assert c.undecided and "sing a song" in " ".join(c.undecided)


def test_a_card_or_token_anything_goes_to_exile_instead():
    res = _run("  - enter: [Peace, Rod, Bears]\n"
               "  - destroy: [Rod, Bears]\n"
               "  - expect: {Rod: {zone: exile}, Bears: {zone: exile}, you: {graveyard: 0}}\n")
    assert res.passed, _answers(res)


def test_if_it_would_die_return_it_to_its_owners_hand():
    res = _run("  - enter: Homing Knight\n"
               "  - sacrifice: Homing Knight\n"
               "  - expect: {Homing Knight: {zone: hand}}\n"
               "  - enter: Homing Knight\n"
               "  - exile: Homing Knight\n"
               "  - expect: {Homing Knight: {zone: exile}}\n")   # exiling isn't dying (700.4)
    assert res.passed, _answers(res)


# --- the result of damage to a player (614.1a, 120.3a) ------------------------------------------------------
def test_damage_leaves_one_life_only_while_the_condition_holds():
    res = _run("  - life: {player: you, set: 5}\n"
               "  - enter: [Shrine, Bears]\n"
               "  - damage: {to: [you], amount: 10}\n"
               "  - expect: {you: {life: 1, lost: false}}\n"
               "  - damage: {to: [you], amount: 3}\n"
               "  - expect: {you: {life: 1}}\n"
               "  - destroy: Bears\n"
               "  - damage: {to: [you], amount: 3}\n"
               "  - sba: true\n"
               "  - expect: {you: {life: -2, lost: true}}\n")
    assert res.passed, _answers(res)


def test_damage_not_reducing_below_one_is_unchanged_and_lifelink_sees_all_of_it():
    res = _run("  - life: {player: you, set: 5}\n"
               "  - enter: [Shrine, Bears, {card: Leech, controller: opponent}]\n"
               "  - damage: {to: [you], amount: 3}\n"
               "  - expect: {you: {life: 2}}\n"
               "  - damage: {source: Leech, to: [you], amount: 6}\n"
               "  - expect: {you: {life: 1}, opponent: {life: 26}}\n")   # 120.3a, 702.15b: 6 damage was dealt
    assert res.passed, _answers(res)


@pytest.mark.parametrize("text,event,kind", [
    ("If a red source you control would deal damage to an opponent or a permanent an opponent controls, it deals "
     "that much damage plus 2 instead.", "damage", "plus"),
    ("If a card or token would be put into a graveyard from anywhere, exile it instead.", "to_graveyard", "exile"),
    ("If ~ would die, return it to its owner's hand instead.", "die", "hand"),
    ("If you control a creature, damage that would reduce your life total to less than 1 reduces it to 1 instead.",
     "life_result", "floor"),
])
def test_read(text, event, kind):
    r = parse_replacement(text, "Card")
    assert (r.event, r.kind) == (event, kind)


# --- counters, by the player who puts them (122.6a) ---------------------------------------------------------
RAIDER = """\
  Raider: {mana_cost: "{4}{G}{G}", type_line: Legendary Creature — Praetor, power: 6, toughness: 6, text: "If you would put one or more counters on a permanent or player, put twice that many of each of those kinds of counters on that permanent or player instead.\\nIf an opponent would put one or more counters on a permanent or player, they put half that many of each of those kinds of counters on that permanent or player instead, rounded down."}
  Walker: {mana_cost: "{1}{U}{U}", type_line: Legendary Planeswalker — Jace, loyalty: 3, text: "+2: Each player draws a card."}
  Plague Rat: {mana_cost: "{2}{B}", type_line: Creature — Rat, power: 2, toughness: 2, text: "Infect"}
"""


def _run_raider(steps: str):
    return run(loads(puzzle_head() + CARDS + RAIDER + "steps:\n" + steps))


def test_entering_loyalty_doubled_for_me_halved_for_an_opponent():
    res = _run_raider("  - enter: Raider\n"
                      "  - enter: Walker\n"
                      "  - enter: {card: Walker, as: Their Walker, controller: opponent}\n"
                      "  - expect: {Walker: {counters: {loyalty: 6}}, Their Walker: {counters: {loyalty: 1}}}\n")
    assert res.passed, _answers(res)


def test_entering_together_with_the_raider_its_loyalty_is_not_doubled():
    """The Raider's replacement doesn't exist yet as a planeswalker entering in the same event enters (614.12)."""
    res = _run_raider("  - enter: [Raider, Walker]\n"
                      "  - expect: {Walker: {counters: {loyalty: 3}}}\n")
    assert res.passed, _answers(res)


def test_the_player_who_puts_them_counts_not_the_permanents_controller():
    res = _run_raider("  - enter: [Raider, Bears, {card: Giant, controller: opponent}]\n"
                      "  - effect: {text: \"Put three +1/+1 counters on target creature.\", targets: [Bears], controller: opponent}\n"
                      "  - effect: {text: \"Put a +1/+1 counter on target creature.\", targets: [Giant]}\n"
                      "  - expect: {Bears: {counters: {+1/+1: 1}, pt: 3/3}, Giant: {counters: {+1/+1: 2}}}\n")
    assert res.passed, _answers(res)


def test_halved_to_none_puts_no_counter():
    res = _run_raider("  - enter: [Raider, Bears]\n"
                      "  - effect: {text: \"Put a +1/+1 counter on target creature.\", targets: [Bears], controller: opponent}\n"
                      "  - expect: {Bears: {pt: 2/2}}\n")
    assert res.passed, _answers(res)


def test_poison_counters_put_on_a_player_are_doubled():
    res = _run_raider("  - enter: [Raider, Plague Rat]\n"
                      "  - damage: {source: Plague Rat, to: [opponent], amount: 2}\n"
                      "  - expect: {opponent: {poison: 4, life: 20}}\n")
    assert res.passed, _answers(res)


# --- absorb (702.64a) and a card's own discard replacement (614.1a, from the hand) --------------------------
MORE = """\
  Absorber: {mana_cost: "{1}{W}", type_line: Creature — Knight, power: 2, toughness: 2, text: "Absorb 1"}
  Liege: {mana_cost: "{1}{G}{W}{G}", type_line: Creature — Elf Knight, power: 4, toughness: 4, text: "If a spell or ability an opponent controls causes you to discard Liege, put it onto the battlefield instead of putting it into your graveyard."}
  Crime: {mana_cost: "{B}", type_line: Sorcery, text: "Target player discards a card."}
"""


def _run_more(steps: str, players: str = ""):
    return run(loads(puzzle_head() + players + CARDS + MORE + "steps:\n" + steps))


def test_absorb_prevents_that_much_of_each_damage_event():
    res = _run_more("  - enter: Absorber\n"
                    "  - cast: {card: Bolt, controller: opponent, targets: [Absorber]}\n"
                    "  - resolve: all\n"
                    "  - expect: {Absorber: {zone: graveyard}}\n")       # 3 - 1 = 2: lethal
    assert res.passed, _answers(res)
    res = _run_more("  - enter: Absorber\n"
                    "  - damage: {to: [Absorber], amount: 2}\n"
                    "  - expect: {Absorber: {zone: battlefield, damage: 1}}\n")
    assert res.passed, _answers(res)


HAND = "players:\n  - {name: you, hand: [Liege]}\n  - opponent\n"


@pytest.mark.parametrize("caster,zone", [("opponent", "battlefield"), ("you", "graveyard")])
def test_discarded_by_an_opponents_spell_it_enters_instead(caster, zone):
    turn = "  - end_turn: true\n" if caster == "opponent" else ""   # a sorcery: on its caster's turn (307.1)
    res = _run_more(turn + f"  - cast: {{card: Crime, controller: {caster}, targets: [you], choose: {{discard: Liege}}}}\n"
                    "  - resolve: all\n"
                    f"  - expect: {{Liege: {{zone: {zone}}}}}\n", HAND)
    assert res.passed, _answers(res)


def test_a_discard_step_says_who_caused_it_or_the_answer_is_cannot_decide():
    res = _run_more("  - discard: {card: Liege, by: opponent}\n"
                    "  - expect: {Liege: {zone: battlefield, controller: you}}\n", HAND)
    assert res.passed, _answers(res)
    res = _run_more("  - discard: {card: Liege}\n"
                    "  - expect: {Liege: {zone: graveyard}}\n", HAND)
    (c,) = res.checks
    assert c.undecided and "doesn't say what caused it" in " ".join(c.undecided)


def test_noncombat_damage_only():
    cards = ("  Spark Lord: {mana_cost: \"{2}{R}{R}\", type_line: Creature — Phyrexian, power: 2, toughness: 2, text: \"If a "
             "source you control would deal noncombat damage to an opponent or a permanent an opponent controls, it deals "
             "double that damage instead.\"}\n")
    res = run(loads(puzzle_head() + CARDS + cards + "steps:\n"
                    "  - enter: [Spark Lord]\n"
                    "  - cast: {card: Bolt, targets: [opponent]}\n"
                    "  - resolve: all\n"
                    "  - expect: {opponent: {life: 14}}\n"
                    "  - end_turn: true\n  - end_turn: true\n"
                    "  - attack: [Spark Lord]\n  - block: none\n  - step: combat_damage\n"
                    "  - expect: {opponent: {life: 12}}\n"))
    assert res.passed, _answers(res)


def test_him_in_a_planeswalkers_ability_is_the_planeswalker():
    cards = ("  Walker Knight: {mana_cost: \"{3}{W}{W}\", type_line: Legendary Planeswalker — Gideon, loyalty: 6, text: \"0: Until "
             "end of turn, Walker Knight becomes a 6/6 Human Soldier creature that's still a planeswalker. Prevent all "
             "damage that would be dealt to him this turn.\"}\n")
    res = run(loads(puzzle_head() + CARDS + cards + "steps:\n"
                    "  - enter: Walker Knight\n"
                    "  - activate: {card: Walker Knight, ability: 1}\n"
                    "  - resolve: all\n"
                    "  - cast: {card: Bolt, controller: opponent, targets: [Walker Knight]}\n"
                    "  - resolve: all\n"
                    "  - expect: {Walker Knight: {creature: true, damage: 0, counters: {loyalty: 6}}}\n"))
    assert res.passed, _answers(res)


@pytest.mark.parametrize("order,n", [(["Scales", "Raider"], 4), (["Raider", "Scales"], 3)])
def test_counter_replacements_that_dont_commute_need_the_order(order, n):
    cards = ("  Scales: {type_line: Enchantment, text: \"If one or more +1/+1 counters would be put on a creature you "
             "control, that many plus one +1/+1 counters are put on it instead.\"}\n"
             "  Season: {type_line: Enchantment, text: \"If an effect would put one or more counters on a permanent you "
             "control, it puts twice that many of those counters on that permanent instead.\"}\n")
    head = puzzle_head() + CARDS + RAIDER + cards + "steps:\n  - enter: [Raider, Scales, Season, Bears]\n"
    with pytest.raises(ScenarioError, match=r"616\.1"):
        run(loads(head + "  - effect: {text: \"Put a +1/+1 counter on target creature.\", targets: [Bears]}\n"))
    # Raider's and Season's doublings commute; Scales' +1 is ordered against them
    res = run(loads(head.replace("Scales, Season", "Scales") +
                    "  - effect: {text: \"Put a +1/+1 counter on target creature.\", targets: [Bears]}\n"
                    f"    replace_order: [{order[0]}, {order[1]}]\n"
                    f"  - expect: {{Bears: {{counters: {{+1/+1: {n}}}}}}}\n"))
    assert res.passed, _answers(res)
    res = run(loads(head.replace(", Scales", "") +
                    "  - effect: {text: \"Put a +1/+1 counter on target creature.\", targets: [Bears]}\n"
                    "  - expect: {Bears: {counters: {+1/+1: 4}}}\n"))
    assert res.passed, _answers(res)


def test_more_words_after_the_recipient_leave_the_ability_unread():
    with pytest.raises(ParseError):
        parse_replacement("If a source you control would deal damage to an opponent, it deals that much damage plus 1 "
                          "to that player and you gain 1 life instead.", "Card")


def test_another_red_source_a_self_recipient_and_a_conditional_floor():
    cards = ("  Firemage: {mana_cost: \"{2}{R}{R}\", type_line: Creature — Human, power: 2, toughness: 2, text: \"If another red "
             "source you control would deal damage to a permanent or player, it deals that much damage plus 1 to that "
             "permanent or player instead.\"}\n"
             "  Fragile: {mana_cost: \"{2}{R}\", type_line: Creature — Human, power: 4, toughness: 4, text: \"If a source would "
             "deal damage to Fragile, it deals double that damage to Fragile instead.\"}\n"
             "  Wurm: {mana_cost: \"{4}{G}{G}{G}\", type_line: Creature — Wurm, power: 7, toughness: 7, text: \"As long as you "
             "have 7 or more life, damage that would reduce your life total to less than 7 reduces it to 7 instead.\"}\n")
    res = run(loads(puzzle_head() + CARDS + cards + "steps:\n"
                    "  - enter: [Firemage, {card: Fragile, controller: opponent}]\n"
                    "  - cast: {card: Bolt, targets: [opponent]}\n"
                    "  - resolve: all\n"
                    "  - damage: {source: Firemage, to: [opponent], amount: 2}\n"
                    "  - expect: {opponent: {life: 14}}\n"                  # 3 + 1, then 2 (Firemage itself)
                    "  - cast: {card: Frost, controller: opponent, targets: [Fragile]}\n"
                    "  - resolve: all\n"
                    "  - expect: {Fragile: {zone: graveyard}}\n"))        # 3 doubled: 6 >= 4
    assert res.passed, _answers(res)
    res = run(loads(puzzle_head() + CARDS + cards + "steps:\n"
                    "  - life: {player: you, set: 10}\n"
                    "  - enter: Wurm\n"
                    "  - damage: {to: [you], amount: 5}\n"
                    "  - expect: {you: {life: 7}}\n"
                    "  - life: {player: you, set: 6}\n"
                    "  - damage: {to: [you], amount: 5}\n"
                    "  - expect: {you: {life: 1}}\n"))                    # below 7: the condition is false
    assert res.passed, _answers(res)
