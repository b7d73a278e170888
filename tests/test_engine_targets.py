"""Targets whose number is announced (601.2c), one target for each opponent, "for each of them" one at
a time (608.2f), "a spell that targets only ..." (115.9c) and a copy whose target the effect
specifies (707.10e): the grammar's slots and whole scenarios."""
from __future__ import annotations

import pytest

from kb.engine.instructions import parse_instructions
from kb.engine.scenario import ScenarioError, loads, run
from helpers import puzzle_head

HEAD = puzzle_head() + """\
cards:
  Thief: {type_line: Sorcery, text: "For each opponent, gain control of target permanent that player controls."}
  Mutiny: {type_line: Sorcery, text: "For each opponent, gain control of up to one target creature that player controls until end of turn."}
  Eruption: {type_line: Sorcery, text: "Choose any number of target creatures, planeswalkers, and/or players. For each of them, exile the top card of your library, then Eruption deals damage equal to that card's mana value to that permanent or player."}
  Tapdown: {type_line: Instant, text: "Tap any number of target creatures. Target player loses 1 life."}
  Twin Tap: {type_line: Instant, text: "Tap any number of target creatures. Untap any number of target lands."}
  Tap Many: {type_line: Instant, text: "X target creatures get -1/-1 until end of turn."}
  Twincast: {type_line: Instant, text: "Copy target instant or sorcery spell. You may choose new targets for the copy."}
  Hero: {type_line: Creature — Human Soldier, power: 1, toughness: 1, text: "Whenever you cast a spell that targets Hero, put a +1/+1 counter on Hero."}
  Drill: {type_line: Enchantment, text: "Whenever you cast a spell that targets only a single creature you control, you gain 1 life."}
  Double Pump: {type_line: Instant, text: "Target creature gets +1/+1 until end of turn. Target creature gains flying until end of turn."}
  Heroism: {type_line: Enchantment, text: "Whenever you cast a spell that targets only a single creature you control, create a 1/1 red Soldier creature token with haste, then copy that spell. The copy targets that token."}
  Doubler: {type_line: Enchantment, text: "If an effect would create one or more tokens under your control, it creates twice that many of those tokens instead."}
  Pump: {type_line: Instant, text: "Target creature gets +2/+2 until end of turn."}
  Greeter: {type_line: Creature — Human, power: 1, toughness: 1, text: "When Greeter enters, you gain 2 life."}
  Blast: {type_line: Instant, text: "Choose any target. Draw three cards, then discard a card. Blast deals damage equal to the discarded card's mana value to that permanent or player."}
  Explosion: {type_line: Instant, text: "Choose any target. Exile cards from the top of your library until you exile a nonland card with a name no other card you own has. Explosion deals damage equal to that card's mana value to that permanent or player."}
  Bear: {mana_cost: "{1}{G}", type_line: Creature — Bear, power: 2, toughness: 2}
  Giant: {mana_cost: "{3}{R}", type_line: Creature — Giant, power: 3, toughness: 3}
  Wurm: {mana_cost: "{4}{G}{G}", type_line: Creature — Wurm, power: 6, toughness: 4}
  Forest: {type_line: Basic Land — Forest}
"""


def _run(steps: str, players: str = "players: [you, Ann, Bob]\n"):
    return run(loads(HEAD + players + "steps:\n" + steps))


def _answers(res):
    return [(c.obj, c.field, c.actual, c.ok) for c in res.checks]


# --- the grammar ---------------------------------------------------------------------------------------------
def test_for_each_opponent_is_one_slot_per_player_with_a_plan():
    text = "For each opponent, gain control of target permanent that player controls."
    _ins, template = parse_instructions(text, "Thief")
    assert [(s.variable, s.for_player, s.whose) for s in template] == [("each_opponent", None, "controls")]
    ins, slots = parse_instructions(text, "Thief", plan={1: ("Ann", "Bob")})
    assert [s.for_player for s in slots] == ["Ann", "Bob"]
    assert ins[0].kind == "continuous" and ins[0].subject.slots == (0, 1)   # one instruction: all at once (608.2f)


@pytest.mark.parametrize("n", [0, 1, 3])
def test_any_number_of_targets_follows_the_announced_number(n):
    ins, slots = parse_instructions("Destroy any number of target creatures.", "X", plan={1: n})
    assert len(slots) == n and all(s.optional and s.variable == "any" for s in slots)
    assert ins[0].kind == "destroy" and len(ins[0].subject.slots) == n


def test_choose_targets_is_not_modal_and_for_each_of_them_reads_its_body():
    ins, _slots = parse_instructions("Choose any number of target creatures and/or players. For each of them, exile the "
                                     "top card of your library, then ~ deals damage equal to that card's mana value to "
                                     "that permanent or player.", "X", normalized=True)
    assert [i.kind for i in ins] == ["choose_targets", "for_each"]
    body = ins[1].opts["body"]
    assert [i.kind for i in body] == ["exile_top", "damage"] and body[1].subject.kind == "each"


@pytest.mark.parametrize("text", [
    # "that player" outside the target: an action for each player the engine does not read
    "For each opponent, exile up to one target creature that player controls and that player gains life equal to its power.",
    # a one-shot zone change lasting until an event (610.3) other than exile (which is read: kb.engine.sba)
    "Return target creature card from your graveyard to the battlefield until ~ leaves the battlefield.",
])
def test_unread_wordings_stay_unread(text):
    ins, _slots = parse_instructions(text, "X", normalized=True, lenient=True)
    assert [i.kind for i in ins] == ["unmodelled"]


# --- one target for each opponent (601.2c, 608.2b) -------------------------------------------------------------
def test_each_target_goes_to_its_player_in_any_order():
    res = _run("  - enter: [{card: Bear, controller: Ann}, {card: Giant, controller: Bob}]\n"
               "  - cast: {card: Thief, targets: [Giant, Bear]}\n"
               "  - expect: {Bear: {controller: you}, Giant: {controller: you}}\n")
    assert res.passed, _answers(res)


def test_two_targets_of_one_opponent_are_refused():
    with pytest.raises(ScenarioError, match=r"one target for each opponent \(601\.2c\)"):
        _run("  - enter: [{card: Bear, controller: Ann}, {card: Giant, controller: Ann}, {card: Wurm, controller: Bob}]\n"
             "  - cast: {card: Thief, targets: [Bear, Giant]}\n")


def test_a_required_target_missing_for_a_player_who_has_one_is_asked_for():
    with pytest.raises(ScenarioError, match=r"needs a target controlled by Bob"):
        _run("  - enter: [{card: Bear, controller: Ann}, {card: Giant, controller: Bob}]\n"
             "  - cast: {card: Thief, targets: [Bear]}\n")


def test_your_own_permanent_is_not_an_opponents():
    with pytest.raises(ScenarioError, match=r"controlled by you, who is not an opponent"):
        _run("  - enter: [Bear, {card: Giant, controller: Bob}, {card: Wurm, controller: Ann}]\n"
             "  - cast: {card: Mutiny, targets: [Bear]}\n")


def test_up_to_one_for_each_opponent_allows_none():
    res = _run("  - enter: [{card: Bear, controller: Ann}]\n"
               "  - cast: {card: Mutiny, targets: []}\n"
               "  - expect: {Mutiny: {outcome: resolved}, Bear: {controller: Ann}}\n")
    assert res.passed, _answers(res)


# --- a variable number of targets, given per instance of "target" ------------------------------------------------
@pytest.mark.parametrize("targets", ["[Bear, Giant, Ann]", "[[Bear, Giant], Ann]"])
def test_flat_and_per_instance_targets(targets):
    res = _run("  - enter: [{card: Bear, controller: Ann}, {card: Giant, controller: Bob}, {card: Wurm, controller: Bob}]\n"
               f"  - cast: {{card: Tapdown, targets: {targets}}}\n"
               "  - expect: {Bear: {tapped: true}, Giant: {tapped: true}, Wurm: {tapped: false}, Ann: {life: 19}}\n")
    assert res.passed, _answers(res)


def test_two_variable_instances_need_one_entry_per_instance():
    with pytest.raises(ScenarioError, match=r"one entry per instance"):
        _run("  - enter: [Bear, Forest]\n  - cast: {card: Twin Tap, targets: [Bear, Forest]}\n")
    res = _run("  - enter: [Bear, {card: Forest, tapped: true}]\n"
               "  - cast: {card: Twin Tap, targets: [[Bear], [Forest]]}\n"
               "  - expect: {Bear: {tapped: true}, Forest: {tapped: false}}\n")
    assert res.passed, _answers(res)


def test_a_copy_keeps_the_number_of_targets():
    res = _run("  - enter: [{card: Bear, controller: Ann}, {card: Giant, controller: Ann}]\n"
               "  - cast: {card: Tapdown, targets: [Bear, Giant, Ann]}\n"
               "  - cast: {card: Twincast, targets: [Tapdown], choose: {new_targets: keep}}\n"
               "  - expect: {Ann: {life: 18}, Bear: {tapped: true}, Giant: {tapped: true}}\n")
    assert res.passed, _answers(res)


# --- "for each of them": one at a time (608.2f) ----------------------------------------------------------------
ERUPTION_PLAYERS = "players:\n  - {name: you, library: [Giant, Bear, Forest]}\n  - opponent\n"


@pytest.mark.parametrize("order,wurm,life", [(None, "graveyard", 18), ("[opponent, Wurm]", "battlefield", 16)])
def test_the_controller_orders_one_players_targets(order, wurm, life):
    choose = f", choose: {{order: {order}}}" if order else ""
    res = _run("  - enter: {card: Wurm, controller: opponent}\n"
               f"  - cast: {{card: Eruption, targets: [Wurm, opponent]{choose}}}\n"
               f"  - expect: {{Wurm: {{zone: {wurm}}}, opponent: {{life: {life}}}}}\n", ERUPTION_PLAYERS)
    assert res.passed, _answers(res)


def test_an_order_against_apnap_is_refused():
    with pytest.raises(ScenarioError, match=r"APNAP order comes first.*608\.2f"):
        _run("  - enter: {card: Wurm, controller: opponent}\n"
             "  - cast: {card: Eruption, targets: [Wurm, you], choose: {order: [Wurm, you]}}\n"
             "  - resolve: all\n", ERUPTION_PLAYERS)


def test_an_unnamed_exiled_card_is_cannot_decide():
    res = _run("  - cast: {card: Eruption, targets: [opponent]}\n  - expect: {opponent: {life: 18}}\n",
               "players: [you, opponent]\n")
    check, = res.checks
    assert not check.ok and check.undecided and "not name it" in check.undecided[0]


# --- "a spell that targets [only] ..." (115.9b, 115.9c) --------------------------------------------------------
def test_heroic_and_targets_only_count_different_targets():
    res = _run("  - enter: [Hero, Drill, Bear]\n"
               "  - cast: {card: Double Pump, targets: [Hero, Hero]}\n"
               "  - expect: {Hero: {counters: {+1/+1: 1}}, you: {life: 21}}\n"
               "  - cast: {card: Double Pump, targets: [Hero, Bear]}\n"
               "  - expect: {Hero: {counters: {+1/+1: 2}}, you: {life: 21}}\n", "players: [you, opponent]\n")
    assert res.passed, _answers(res)


def test_specified_copy_target_among_several_tokens_needs_the_choice():
    with pytest.raises(ScenarioError, match=r"one of Soldier token, Soldier token #2.*\(707\.10e\).*choose: \{target: NAME\}"):
        _run("  - enter: [Heroism, Doubler, Bear]\n  - cast: {card: Pump, targets: [Bear]}\n  - resolve: all\n",
             "players: [you, opponent]\n")


def test_targets_for_a_trigger_without_targets_are_refused():
    with pytest.raises(ScenarioError, match=r"has no target.*115\.1"):
        _run("  - enter: Greeter\n    triggers: {Greeter: [opponent]}\n", "players: [you, opponent]\n")


# --- "that permanent or player" after other instructions -------------------------------------------------------
def test_choose_any_target_then_the_discarded_cards_mana_value():
    res = _run("  - cast: {card: Blast, targets: [opponent], choose: {discard: [Giant]}}\n"
               "  - expect: {opponent: {life: 16}}\n",
               "players: [{name: you, hand: [], library: [Forest, Giant, Forest]}, opponent]\n")
    assert res.passed, _answers(res)


def test_that_card_after_an_unread_instruction_is_cannot_decide():
    res = _run("  - cast: {card: Explosion, targets: [opponent]}\n  - expect: {opponent: {life: 20}}\n",
               "players: [you, opponent]\n")
    check, = res.checks
    assert not check.ok and check.undecided and "not modelled" in check.undecided[0]


def test_x_targets_follow_the_announced_x():
    res = _run("  - enter: [Bear, Giant]\n  - cast: {card: Tap Many, x: 2, targets: [Bear, Giant]}\n"
               "  - expect: {Bear: {pt: 1/1}, Giant: {pt: 2/2}}\n")
    assert res.passed, _answers(res)
    with pytest.raises(ScenarioError, match=r"X = 1: 2 target\(s\) given \(601\.2c\)"):
        _run("  - enter: [Bear, Giant]\n  - cast: {card: Tap Many, x: 1, targets: [Bear, Giant]}\n")
