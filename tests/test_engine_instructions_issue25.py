"""Issue 25 §3: instructions judges are asked about, read in full (word accounting) and never guessed.

The boards themselves are the ``scenarios/puzzles/instr-*.yaml`` puzzles (run by tests/test_scenarios.py);
here: what each template reads, and what it refuses to read."""
import pytest

from kb.engine.abilities import SpellAbility, UnmodelledAbility
from kb.engine.cardtext import parse_card_text
from kb.engine.errors import ParseError
from kb.engine.instructions import parse_instructions


def _spell(text: str) -> SpellAbility:
    abs_ = [a for a in parse_card_text(text, "Probe", frozenset({"Sorcery"})) if isinstance(a, SpellAbility)]
    assert len(abs_) == 1
    return abs_[0]


@pytest.mark.parametrize("text", [
    "Each player sacrifices a creature of their choice.",
    "Each player sacrifices two creatures of their choice.",
    "Each opponent sacrifices a creature of their choice.",
    "Each player exiles all creature cards from their graveyard, then sacrifices all creatures they control, "
    "then puts all cards they exiled this way onto the battlefield.",
    "Put a +0/+1 counter or a +1/+0 counter on target creature.",
    "Tap target creature unless its controller pays {2}.",
    "Target player discards their hand unless they pay 7 life.",
    "Target creature gets -X/-X until end of turn, where X is the power of target creature you control.",
    "Target creature gets -X/-X until end of turn, where X is the number of cards in your hand.",
    "X can't be 0.\nDraw X cards.",
    "Target player reveals their hand. You choose a nonland card from it. That player discards that card. You lose 2 life.",
])
def test_read_in_full(text):
    sp = _spell(text)
    assert not sp.unmodelled and not sp.unaccounted, (sp.unmodelled, sp.unaccounted)


def test_each_player_then_verbs_keep_their_player():
    """"Each player discards their hand, then draws seven cards": each player draws, not only you (608.2c)."""
    ins, _ = parse_instructions("Each player discards their hand, then draws seven cards.", "P")
    assert [i.kind for i in ins] == ["discard", "draw"]
    assert ins[1].subject.kind == "players"


def test_sacrifice_count_and_choice():
    ins, _ = parse_instructions("Each player sacrifices two creatures of their choice.", "P")
    assert ins[0].opts["count"] == 2 and ins[0].subject.kind == "chosen" and ins[0].source.kind == "players"


def test_second_target_defines_x():
    ins, slots = parse_instructions("Target creature gets -X/-X until end of turn, where X is the power of target "
                                    "creature you control.", "P")
    assert len(slots) == 2 and ins[0].subject.slots == (0,)


def test_unless_payment_not_read_is_not_guessed():
    """A payment the engine doesn't model ("life equal to its toughness") leaves the sentence unread."""
    with pytest.raises(ParseError):
        parse_instructions("Destroy target creature unless its controller pays life equal to its toughness.", "P")


def test_choose_card_needs_a_revealed_hand():
    """"You choose a card from it" only after "reveals their hand": otherwise "it" is not read."""
    sp = _spell("Target player draws a card. You choose a card from it. That player discards that card.")
    assert sp.unmodelled
