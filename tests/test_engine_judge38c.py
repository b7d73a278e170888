"""judge38c's readers: the words each accepts and the near-misses it leaves unread (the puzzles judge38c-* show the
behaviour in games)."""
from __future__ import annotations

import pytest

from kb.engine.cardtext import parse_card_text
from kb.engine.abilities import SpellAbility, UnmodelledAbility
from kb.engine.copyeach import read_copy_each, read_each_copy_targets
from kb.engine.objects import CardDef
from kb.engine.paytimes import read_pay_times
from kb.engine.playercopies import read_player_copies
from kb.engine.graveyardshuffle import read_player_shuffles_cards


def _modelled(text: str, types=("Creature",)) -> bool:
    card = CardDef.from_dict({"name": "Test Card", "types": list(types), "power": "2", "toughness": "2", "text": text},
                             parse=parse_card_text)
    return not any(isinstance(ab, UnmodelledAbility) or (isinstance(ab, SpellAbility) and ab.unmodelled)
                   for ab in card.abilities)


def test_player_shuffles_counts_agree():
    assert read_player_shuffles_cards("Target player shuffles up to three target cards from their graveyard into their "
                                      "library") == ("Target player", "up to three target cards from that player's graveyard")
    assert read_player_shuffles_cards("Target player shuffles up to one target cards from their graveyard into their "
                                      "library") is None
    assert read_player_shuffles_cards("Each player shuffles up to three target cards from their graveyard into their "
                                      "library") is None


def test_copy_each_descriptions():
    assert read_copy_each("Copy that spell for each other creature you control that the spell could target") == \
        (False, "creature", True)
    assert read_copy_each("That player copies that spell for each other Golem that spell could target") == \
        (True, "Golem", False)
    # "they control" belongs to "that player copies" only; a player among the objects is not read
    assert read_copy_each("Copy that spell for each other creature they control that the spell could target") is None
    assert read_copy_each("Copy that spell for each other permanent or player the spell could target") is None
    assert read_each_copy_targets("each copy targets a different one of those golems", "Golem")
    assert not read_each_copy_targets("each copy targets a different one of those players", "Golem")


def test_player_copies_and_pay_times():
    assert read_player_copies("That player copies it and may choose new targets for the copy") == (False, "it", True)
    assert read_player_copies("Each other player copies that spell") == (True, "that spell", False)
    assert read_player_copies("Each other player may copy that spell") is None
    assert read_pay_times("Pay {2}{B} any number of times") == "Pay {2}{B}"
    assert read_pay_times("Pay {2}{B}") is None


@pytest.mark.parametrize("text,types,read", [
    ("Target player shuffles up to three target cards from their graveyard into their library.", ("Instant",), True),
    ("When ~ enters, you may pay {2}{B} any number of times. When you pay this cost one or more times, put that many "
     "+1/+1 counters on ~, then create twice that many 2/2 black Zombie creature tokens.", ("Creature",), True),
    ("When ~ enters, you may pay {1} any number of times. When you pay this cost two or more times, put that many "
     "+1/+1 counters on ~.", ("Creature",), False),
    ("When ~ enters, you may exile any number of non-Angel creatures you control until ~ leaves the battlefield.",
     ("Creature",), True),
    ("When ~ enters, you may exile any number of non-Angel creatures until ~ leaves the battlefield.", ("Creature",),
     False),
    # each other player's own "may copy" is read since jc44a (kb.engine.playercopies: puzzles jc44a-035..037)
    ("Whenever a player casts an instant or sorcery spell, each other player may copy that spell and may choose new "
     "targets for the copy they control.", ("Enchantment",), True),
    ("Whenever a player casts an instant or sorcery spell, each other player may copy that spell and may choose new "
     "targets for it.", ("Enchantment",), False),
])
def test_whole_abilities(text, types, read):
    assert _modelled(text, types) is read
