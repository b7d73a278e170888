"""Readers of issue 25's once16 families: "Do this only once each turn." (603.2h), mana kept until end of turn
(106.4), "after this phase, there is an additional combat phase" (500.8) and impulse durations (611.2a)."""
from __future__ import annotations

import pytest

from kb.engine.cardtext import parse_ability
from kb.engine.errors import ParseError
from kb.engine.instructions import parse_instructions


def test_do_this_once_flags_the_triggered_ability():
    ab = parse_ability("Whenever you cast a noncreature spell, you may gain 2 life. Do this only once each turn.", "X")
    assert ab.once_each_turn == "action"
    ab = parse_ability("Whenever you cast a noncreature spell, you gain 2 life. This ability triggers only once each "
                       "turn.", "X")
    assert ab.once_each_turn == "triggers"


def test_do_this_once_needs_one_indicated_action():
    # one instruction alone, not optional, is the action indicated (603.2h): taken whenever the ability resolves
    ab = parse_ability("Whenever you cast a noncreature spell, you gain 2 life. Do this only once each turn.", "X")
    assert ab.once_each_turn == "action"
    with pytest.raises(ParseError):
        parse_ability("Whenever you cast a noncreature spell, you gain 2 life. Scry 1. Do this only once each turn.", "X")
    with pytest.raises(ParseError):
        parse_ability("Whenever you cast a noncreature spell, you may gain 2 life. You may draw a card. Do this only "
                      "once each turn.", "X")


def test_mana_kept_until_end_of_turn_marks_the_mana_instruction():
    ins, _ = parse_instructions("Add {R}{G}. Until end of turn, you don't lose this mana as steps and phases end.", "X")
    assert [i.kind for i in ins] == ["mana"] and ins[0].opts["kept"] == "turn"


@pytest.mark.parametrize("text,phase,main", [
    ("After this phase, there is an additional combat phase.", "", False),
    ("After this combat phase, there is an additional combat phase.", "combat", False),
    ("There is an additional combat phase after this phase.", "", False),
    ("After this main phase, there is an additional combat phase followed by an additional main phase.", "main", True),
])
def test_additional_combat_phase_wordings(text, phase, main):
    ins, _ = parse_instructions(text, "X")
    assert ins[0].kind == "extra_combat" and ins[0].opts == {"phase": phase, "main": main}


@pytest.mark.parametrize("sentence,until", [
    ("Until the beginning of your next upkeep, you may play that card.", "upkeep"),
    ("You may play that card until your next end step.", "end"),
    ("You may play that card for as long as it remains exiled.", "remains"),
    ("You may play those cards this turn.", "turn"),
    ("Until the end of your next turn, you may play that card.", "next_turn"),
])
def test_impulse_durations(sentence, until):
    ins, _ = parse_instructions("Exile the top card of your library. " + sentence, "X")
    assert ins[-1].kind == "may_play" and ins[-1].opts["until"] == until
