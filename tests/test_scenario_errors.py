"""Scenario steps with bad input: a clear error naming the file and the step's line — never a traceback, a hang, a
step that silently does nothing or acts on something else, nor a card invented where the scenario put one
(docs/scenarios.md). Runs without a KB: every card is defined inline."""
from __future__ import annotations

import pytest
import yaml

from kb.engine.scenario import STEP_KINDS, ScenarioError, loads, run

HEAD = """\
title: t
edition: 2026-04-17
cards:
  Test Bear: {mana_cost: "{1}{G}", type_line: Creature — Bear, power: 2, toughness: 2}
  Test Shock: {mana_cost: "{R}", type_line: Instant, text: "Test Shock deals 2 damage to any target."}
  Test Pinger: {mana_cost: "{1}{R}", type_line: Creature — Wizard, power: 1, toughness: 1, text: "{T}: Test Pinger deals 1 damage to any target."}
  Test Rain: {mana_cost: "{1}{R}", type_line: Sorcery, text: "Test Rain deals 3 damage to each player."}
steps:
  - enter: Test Bear
"""
STEP_LINE = 10   # the first step after HEAD


def _run(*steps: str):
    return run(loads(HEAD + "".join(f"  - {s}\n" for s in steps), "bad.yaml"))


def _error(*steps: str) -> str:
    with pytest.raises(ScenarioError) as exc:
        _run(*steps)
    return str(exc.value)


# --- 1. a card the scenario put in exile or a graveyard is the one a cast step names --------------------------------
@pytest.mark.parametrize("zone", ["exile", "graveyard"])
def test_a_card_put_elsewhere_is_cast_from_there_and_refused(zone):
    msg = _error(f"put: {{card: Test Shock, zone: {zone}}}", "cast: {card: Test Shock, targets: [opponent]}")
    assert msg.startswith(f"bad.yaml:{STEP_LINE + 1}:") and "(601.3)" in msg, msg


def test_the_refused_cast_invents_no_card():
    res = _run("put: {card: Test Shock, zone: exile}",
               "cast: {card: Test Shock, targets: [opponent]}\n    refused: '601.3'\n    why: 601.3",
               "expect: {Test Shock: {zone: exile}, opponent: {life: 20}}\n    why: 601.3")
    assert res.passed, [(c.field, c.actual) for c in res.checks]
    assert [o.alias for o in res.state.objects.values() if o.card.name == "Test Shock"] == ["Test Shock"]


def test_a_card_that_went_to_the_graveyard_during_the_steps_is_still_another_card_in_an_unlisted_hand():
    """Unchanged: a resolved Shock cast again is another Shock from the hand the scenario doesn't list (the trace
    says so) — only what the scenario itself put somewhere is that card."""
    res = _run("cast: {card: Test Shock, targets: [opponent]}", "resolve: all",
               "cast: {card: Test Shock, targets: [opponent]}", "expect: {opponent: {life: 16}}\n    why: 120.3a")
    assert res.passed


# --- 2. step: main1 in a precombat main phase ------------------------------------------------------------------------
def test_step_main1_after_end_turn_is_that_turns_main_phase():
    res = _run("end_turn: true", "step: main1", "cast: {card: Test Rain, controller: opponent}",
               "expect: {active_player: opponent, you: {life: 17}}\n    why: 505.1")
    assert res.passed, [(c.field, c.actual) for c in res.checks]


def test_step_main1_as_the_scenario_begins_stays_in_the_first_turn():
    res = _run("step: main1", "expect: {active_player: you}\n    why: 505.1")
    assert res.passed and res.state.turn == 1


def test_step_upkeep_in_an_upkeep_is_still_the_next_one():
    res = _run("step: upkeep", "step: upkeep", "expect: {active_player: you}\n    why: 503.1")
    assert res.passed and res.state.turn == 3


# --- 3. life as a response -----------------------------------------------------------------------------------------
@pytest.mark.parametrize("step", ["life: {player: opponent, set: 2, respond: true}",
                                  "life: {player: opponent, set: 2}\n    respond: true"])
def test_life_set_in_response_waits_for_the_spell(step):
    res = _run("cast: {card: Test Shock, targets: [opponent]}", step,
               "expect: {stack: [Test Shock], opponent: {life: 2}}\n    why: 119.5",
               "resolve: all", "expect: {opponent: {life: 0, lost: true}}\n    why: 704.5a")
    assert res.passed, [(c.field, c.actual) for c in res.checks]


def test_pass_resolves_only_what_is_on_the_stack():
    msg = _error("cast: {card: Test Shock, targets: [opponent]}", "pass: 2")
    assert msg.startswith(f"bad.yaml:{STEP_LINE + 1}:") and "empty after 1" in msg, msg


def test_life_without_respond_lets_the_stack_resolve_first():
    res = _run("cast: {card: Test Shock, targets: [opponent]}", "life: {player: opponent, set: 5}",
               "expect: {opponent: {life: 5}}\n    why: 119.5")
    assert res.passed


def test_life_that_changes_nothing_is_an_error():
    msg = _error("life: opponent")
    assert msg.startswith(f"bad.yaml:{STEP_LINE}:") and "set: N" in msg, msg


# --- 4. put naming a card that is elsewhere ------------------------------------------------------------------------
def test_put_naming_an_exiled_card_is_an_error_saying_move():
    msg = _error("put: {card: Test Shock, zone: exile}", "put: {card: Test Shock, zone: graveyard}")
    assert msg.startswith(f"bad.yaml:{STEP_LINE + 1}:") and "move: {card: Test Shock, to: graveyard}" in msg, msg


def test_move_moves_the_exiled_card_and_as_names_another():
    res = _run("put: {card: Test Shock, zone: exile}", "move: {card: Test Shock, to: graveyard}",
               "put: {card: Test Shock, zone: exile, as: Other Shock}",
               "expect: {you: {graveyard: [Test Shock], exile: [Other Shock]}}\n    why: 400.7")
    assert res.passed, [(c.field, c.actual) for c in res.checks]


def test_put_a_second_card_into_the_same_zone_is_still_allowed():
    res = _run("graveyard: Test Shock", "graveyard: Test Shock", "expect: {you: {graveyard: 2}}\n    why: 404.1")
    assert res.passed


# --- 5. activate: the refusal cites the rule of the scenario's edition -----------------------------------------------
@pytest.mark.parametrize("edition, rule", [("2026-04-17", "602.2"), ("2005-10-01", "409.1")])
@pytest.mark.parametrize("step, words", [
    ("activate: {card: Test Pinger, ability: draw a card}", "matches 0 activated abilities"),
    ("activate: {card: Test Pinger, ability: 3}", "has 1 activated ability, not 3"),
    ("activate: {card: Test Bear}", "has no activated ability"),
])
def test_activate_matching_nothing_cites_the_rule(edition, rule, step, words):
    text = HEAD.replace("2026-04-17", edition) + "  - enter: Test Pinger\n" + f"  - {step}\n"
    with pytest.raises(ScenarioError) as exc:
        run(loads(text, "bad.yaml"))
    msg = str(exc.value)
    assert msg.startswith(f"bad.yaml:{STEP_LINE + 1}:") and words in msg and f"({rule})" in msg, msg


# --- 6. every step kind with wrong or missing fields ----------------------------------------------------------------
@pytest.mark.parametrize("step, words", [
    ("put: {zone: exile}", "put needs a card"),
    ("graveyard: {}", "graveyard needs a card"),
    ("cast: {targets: [opponent]}", "cast needs a card"),
    ("activate: {ability: 1}", "activate needs a card"),
    ("play: {}", "play needs a card"),
    ("move: {to: exile}", "move needs a card"),
    ("return: {}", "return needs a card"),
    ("blink: {}", "blink needs a card"),
    ("leave: {}", "leave needs a card"),
    ("control: {to: opponent}", "control needs a card"),
    ("suspend: {}", "suspend needs a card"),
    ("turn_face_up: {}", "turn_face_up needs a card"),
    ("tap: true", "tap needs a card"),
    ("untap: true", "untap needs a card"),
    ("move: true", "move needs a card"),
    ("destroy: {}", "destroy needs a card"),
    ("destroy: {card: Test Bear, to: exile}", "unknown option 'to'"),
    ("sacrifice: []", "sacrifice names no card"),
    ("exile: {player: you}", "exile needs a card"),
    ("effect: {}", "effect needs a text"),
    ("effect: 3", "effect: the text is rules text"),
    ("damage: Test Bear", "damage needs a to"),
    ("damage: {amount: 2}", "damage needs a to"),
    ("counters: Test Bear", "counters says what changes"),
    ("counters: {card: Test Bear}", "counters says what changes"),
    ("counters: {card: Test Bear, add: x}", "add is a mapping"),
    ("counters: {card: Test Bear, add: {+1/+1: x}}", "a number of counters is a whole number"),
    ("enter: {card: Test Bear, choose: x}", "choose is a mapping"),
    ("cast: {card: Test Shock, targets: [opponent], choose: x}", "choose is a mapping"),
    ("end_turn: Test Bear", "end_turn: true"),
    ("sba: 3", "sba: true"),
    ("attack: true", "attack is a list of creatures"),
    ("cast: Nope Card", "'Nope Card' is not defined"),
    ("tap: Nope Card", "no object called 'Nope Card'"),
    ("draw: {player: nobody}", "unknown player 'nobody'"),
    ("draw: {count: x}", "count is a whole number"),
    ("draw: {count: -1}", "count is between 0"),
    ("life: {player: you, set: x}", "life is a whole number"),
    ("life: {player: nobody, gain: 1}", "unknown player 'nobody'"),
    ("put: {card: Test Bear, zone: nowhere}", "unknown zone 'nowhere'"),
    ("put: {card: Test Shock, count: -1}", "count is between 0"),
    ("step: lunch", "unknown step 'lunch'"),
    ("pass: 0", "pass is between 1"),
    ("create: {token: x}", "create needs token"),
    # a discard is from a hand (701.9a); put: is for zones other than the battlefield and the stack
    ("discard: {card: [Test Bear]}", "Test Bear is on the battlefield, not in your hand"),
    ("put: {card: Test Pinger, zone: battlefield}", "onto the battlefield with enter:"),
    ("put: {card: Test Shock, zone: stack}", "onto the stack with cast:"),
    # a permanent is never "returned" where it is; passing with an empty stack resolves nothing
    ("return: Test Bear", "is on the battlefield already"),
    ("pass: 3", "pass: 3, but the stack is empty after 0"),
    # a permanent isn't moved onto the stack as a bare card (405.1, 601.2a); only an Aura is attached to a player
    # (303.4, 704.5n, 704.5p); the planar die is rolled only with a plane or phenomenon face up (901.3, 901.9)
    ("move: {card: Test Bear, to: stack}", "onto the stack with cast:"),
    ("attach: {card: Test Bear, to: opponent}", "only an Aura can be attached to a player"),
    ("roll_planar_die: blank", "no plane or phenomenon is face up"),
])
def test_bad_fields_are_errors_naming_the_step(step, words):
    msg = _error(step)
    assert msg.startswith(f"bad.yaml:{STEP_LINE}:"), msg
    assert words in msg, msg
    assert "could not be carried out" not in msg, msg   # the generic catch: a message the step should word itself


_BAD_VALUES = ["Nope Card", "nobody", -3, 2.5, True, None, [], {}, [1, 2], {"card": None}, {"card": ["Test Bear"]},
               {"card": {"a": 1}}, {"card": "Test Bear", "choose": "x"}, {"player": "nobody", "count": 1},
               {"card": "Test Bear", "to": 5}, {"token": {}}, {"amount": "x", "to": ["opponent"]}]


@pytest.mark.parametrize("kind", [k for k in STEP_KINDS if k not in ("expect", "show", "note")])
def test_no_step_kind_raises_anything_but_a_scenario_error(kind):
    """Every step kind, given wrong values: it runs, or it is a ScenarioError naming the file and the step's line."""
    for v in _BAD_VALUES:
        text = HEAD + "  - " + yaml.safe_dump({kind: v}, default_flow_style=True, allow_unicode=True).strip() + "\n"
        try:
            run(loads(text, "bad.yaml"))
        except ScenarioError as exc:
            assert str(exc).startswith(f"bad.yaml:{STEP_LINE}:"), (kind, v, str(exc))


# --- resolve: N resolves N objects: a stack that empties before the Nth is an error, as pass: N's (500.2) -----------
def test_resolve_more_than_the_stack_holds_is_an_error():
    msg = _error("cast: {card: Test Shock, targets: [opponent]}", "resolve: 3")
    assert msg.startswith(f"bad.yaml:{STEP_LINE + 1}:") and "resolve: 3, but the stack is empty after 1" in msg, msg


def test_resolve_as_many_as_the_stack_holds_runs():
    res = _run("cast: {card: Test Shock, targets: [opponent]}", "resolve: 1", "expect: {opponent: {life: 18}}\n    why: 120.3a")
    assert res.passed


# --- effect: words the engine can't read are named in the answers they could change (docs/scenarios.md) -------------
def test_an_unread_effect_names_its_words_in_the_cannot_decide_answer():
    res = _run("effect: You gain 1 life. Frobnicate the glorp of each wibble.",
               "expect: {opponent: {life: 20}}\n    why: 608.2")
    why = " ".join(w for c in res.checks for w in c.undecided)
    assert "Frobnicate the glorp of each wibble." in why, why


# --- a cost stated to be paid with an object no read cost takes (audit64: casualty's sacrifice was left undone) ------
@pytest.mark.parametrize("step", [
    "cast: {card: Test Shock, targets: [opponent], sacrifice: [Test Bear]}",   # Test Shock has no sacrifice cost
    "cast: {card: Test Shock, targets: [opponent], discard: [Test Bear]}",
])
def test_an_object_stated_to_pay_a_cost_the_spell_lacks_is_an_error(step):
    msg = _error(step)
    assert msg.startswith(f"bad.yaml:{STEP_LINE}:") and "Test Bear" in msg and "601.2h" in msg, msg
