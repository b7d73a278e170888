"""Issue 25 (judge37a): what the readers of kb.engine.revealedthisway, kb.engine.librarytop, kb.engine.attackplayer and
kb.engine.chosenothers read, and the near-misses that stay unread. The boards are scenarios/puzzles/judge37a-*.yaml."""
import pytest

from kb.engine.attackplayer import bind_attack_player, ATTACKS_PLAYER, required_players
from kb.engine.cardtext import parse_card_text
from kb.engine.chosenothers import split_choose_then
from kb.engine.effects import RulesOp
from helpers import every_ability_read


def _read(text: str, types=("Creature",)) -> bool:
    return every_ability_read(parse_card_text(text, "Probe", frozenset(types)))


@pytest.mark.parametrize("text", [
    "At the beginning of your upkeep, look at the top card of your library. You may reveal that card. If an instant "
    "or sorcery card is revealed this way, transform Probe.",
    "At the beginning of combat on your turn, reveal the top card of your library. If a creature card is revealed "
    "this way, you draw a card.",
    "As long as the top card of your library is black, Probe and other Vampire creatures you control get +2/+1 and "
    "have flying.",
    "As long as the top card of your library is an artifact or creature card, Probe has flying.",
    "At the beginning of combat on your turn, choose an opponent at random. Probe attacks that player this combat if "
    "able.",
    "{1}: Target creature attacks target opponent this turn if able.",
])
def test_read(text):
    assert _read(text)


def test_read_spell():
    assert _read("Choose a creature or planeswalker, then destroy all other creatures and planeswalkers.", ("Sorcery",))
    # a sorcery's triggered ability that works while it is suspended (702.62b, 113.6b): not the spell's instructions
    assert _read("Suspend 2\u2014{2}{B}{B}\nAt the beginning of each player's upkeep, if Probe is suspended, that "
                 "player may sacrifice a permanent of their choice. If the player does, put two time counters on Probe.",
                 ("Sorcery",))


@pytest.mark.parametrize("text", [
    # several cards looked at: which were revealed is not read
    "At the beginning of your upkeep, look at the top two cards of your library. You may reveal them. If an instant "
    "card is revealed this way, transform Probe.",
    # "that card" of the effect after the condition
    "As long as the top card of your library is a creature card, creatures you control that share a color with that "
    "card get +1/+1.",
    "As long as the top card of your library is not black, Probe gets +1/+1.",
    # a random choice with a condition on the combat history
    "At the beginning of combat on your turn, choose an opponent at random that Probe didn't attack during your last "
    "combat. Probe attacks that player this combat if able.",
    # "that player" after a target, not the opponent chosen at random: not this reader's
    "When Probe enters, target opponent loses 1 life. Probe attacks that player this turn if able.",
])
def test_unread(text):
    assert not _read(text)


def test_choose_then_split_leaves_colour_choices():
    assert split_choose_then("Choose a creature, then destroy all other creatures.") == \
        "Choose a creature. Destroy all other creatures."
    text = "Choose a color, then destroy all creatures of that color."
    assert split_choose_then(text) == text


def test_attack_requirement_bound_to_one_player():
    ops = bind_attack_player([RulesOp(label=ATTACKS_PLAYER)], ["Ann"])
    assert required_players([op.label for op in ops]) == ["Ann"]
    none = bind_attack_player([RulesOp(label=ATTACKS_PLAYER)], [])
    assert required_players([op.label for op in none]) == []
