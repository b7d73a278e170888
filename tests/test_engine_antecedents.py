"""kb.engine.antecedents: words that point back to an object an earlier sentence named (608.2c, 603.7c) are tied only
to one object the words can name; otherwise the sentence stays unread."""
from __future__ import annotations

import pytest

from kb.engine.errors import ParseError
from kb.engine.instructions import parse_instructions


def _delayed(text: str):
    ins, _ = parse_instructions(text, "Test Card")
    return next(i for i in ins if i.kind == "delayed")


def test_the_creature_in_a_delayed_body_is_the_creature_put_onto_the_battlefield():
    d = _delayed("You may put a creature card from your hand onto the battlefield. That creature gains haste. "
                 "Sacrifice the creature at the beginning of the next end step.")
    assert d.opts["text"] == "Sacrifice that creature."
    assert d.subject.kind == "chosen"


def test_the_token_and_the_exiled_card_in_a_delayed_body():
    assert _delayed("Create a token that's a copy of target creature. Exile the token at end of combat."
                    ).opts["text"] == "Exile that token."
    d = _delayed("Exile target creature. Return the exiled card to the battlefield under its owner's control at the "
                 "beginning of the next end step.")
    assert d.opts["text"].startswith("Return that card ") and d.opts["tied"] == "the exiled"


@pytest.mark.parametrize("text", [
    # two creatures named before "the creature": which one is not read
    "Tap target creature. You may put a creature card from your hand onto the battlefield. Sacrifice the creature at "
    "the beginning of the next end step.",
    # nothing named before
    "Sacrifice the creature at the beginning of the next end step.",
    # a token named, not a creature in those words
    "Create a 1/1 white Soldier creature token. Sacrifice the creature at the beginning of the next end step.",
])
def test_the_noun_that_names_no_one_object_is_not_read(text):
    with pytest.raises(ParseError):
        parse_instructions(text, "Test Card")


def test_that_player_after_a_target_an_opponent_controls_is_its_controller():
    ins, _ = parse_instructions("Destroy target creature an opponent controls. That player loses 3 life.", "Test Card")
    assert ins[1].subject.kind == "controller_of" and ins[1].subject.of.kind == "target"
    ins, _ = parse_instructions("Destroy target creature. That player loses 3 life.", "Test Card")
    assert ins[1].subject.kind != "controller_of"   # no player named: not read as one (word accounting leaves it opaque)


def test_the_exiled_card_after_an_exile_is_that_card_not_a_cost():
    ins, _ = parse_instructions("Exile target creature. Return the exiled card to the battlefield under its owner's "
                                "control.", "Test Card")
    assert ins[1].subject.kind == "target" and ins[1].subject.slots == ins[0].subject.slots
