"""Issue 25: counts of what a resolution did "this way" (kb/engine/thisway.py), read in full (word accounting) and
refused where a word is not read. The boards are the ``scenarios/puzzles/thisway-*.yaml`` puzzles (run by
tests/test_scenarios.py)."""
import pytest

from kb.engine.abilities import SpellAbility
from kb.engine.cardtext import parse_card_text
from kb.engine.instructions import parse_instructions


def _spell(text: str) -> SpellAbility:
    abs_ = [a for a in parse_card_text(text, "Probe", frozenset({"Sorcery"})) if isinstance(a, SpellAbility)]
    assert len(abs_) == 1
    return abs_[0]


@pytest.mark.parametrize("text", [
    "Destroy all tapped creatures. You gain 2 life for each creature destroyed this way.",
    "Destroy all creatures. They can't be regenerated. Draw a card for each creature destroyed this way.",
    "Exile all creature cards from target player's graveyard. You gain 3 life for each card exiled this way.",
    "Target player discards two cards. You gain 3 life for each land card discarded this way.",
    "Destroy all creatures. You gain life equal to the number of creatures you controlled that were destroyed this way.",
    "Mill X cards. Target player loses 2 life for each creature card put into your graveyard this way.",
    "Destroy target artifact or land. If an artifact is destroyed this way, create a Treasure token.",
    "Destroy target creature. A creature destroyed this way can't be regenerated.",
    "Destroy all artifacts and creatures. Creatures destroyed this way can't be regenerated.",
    "Destroy any number of target creatures. For each creature destroyed this way, its controller creates a 4/4 red "
    "Dragon creature token with flying.",
    "Destroy all creatures, then create an X/X colorless Phyrexian Horror artifact creature token, where X is the "
    "number of creatures destroyed this way.",
    "Target creature gets -X/-X until end of turn.",
    "Target opponent reveals their hand. You choose a card from it. That player discards that card, then discards a "
    "card at random.",
])
def test_read_in_full(text):
    sp = _spell(text)
    assert not sp.unmodelled and not sp.unaccounted, (sp.unmodelled, sp.unaccounted)


@pytest.mark.parametrize("text", [
    # a count by another player's controller ("they controlled") needs one count per player: not read
    "Destroy all creatures. Each player loses life equal to the number of creatures they controlled that were "
    "destroyed this way.",
    # "their graveyard" names a player this reader does not resolve
    "Target player mills four cards. You draw a card for each creature card put into their graveyard this way.",
    # an act the engine doesn't record ("revealed this way")
    "Reveal any number of white cards in your hand. You gain 2 life for each card revealed this way.",
])
def test_not_read_is_refused(text):
    sp = _spell(text)
    assert sp.unmodelled or sp.unaccounted


def test_count_reads_the_verb_and_what():
    ins, _ = parse_instructions("Destroy all creatures. You gain 1 life for each creature destroyed this way.", "P")
    assert ins[1].kind == "life" and "creature destroyed this way" in str(ins[1].amount)


def test_token_x_is_its_pt_not_its_count():
    """"Create an X/X … token, where X is …": one token, X its power and toughness (107.3a, 111.4)."""
    ins, _ = parse_instructions("Create an X/X green Elemental creature token, where X is the number of lands you "
                                "control.", "P")
    assert str(ins[0].amount) == "1" and ins[0].opts["x_pt"] is not True
