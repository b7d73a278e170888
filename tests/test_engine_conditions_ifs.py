"""The condition readers of issue 25's conditions work: game-value comparisons, the turn's history, "if you cast it",
last known information, and "unless you …" (118.12a). Each phrase is read into parsed fields that render back to its
words; a phrase next to it that the readers don't model stays unread (never widened)."""
import pytest

from kb.engine.abilities import SpellAbility, UnmodelledAbility
from kb.engine.cardtext import parse_card_text
from kb.engine.gamevalues import HasMore, PlayerHas, parse_has_more, parse_player_condition
from kb.engine.objects import CardDef
from kb.engine.parser import _Ctx, parse_selector
from kb.engine.turnevents import TurnEvents, parse_history_condition


def _unread(name: str, types: str, text: str) -> list:
    card = CardDef.from_dict({"name": name, "types": [types], "text": text, "subtypes": [], "supertypes": [],
                              "colors": []}, parse=parse_card_text)
    return [a.text for a in card.abilities if isinstance(a, UnmodelledAbility)] + \
        [a.text for a in card.abilities if isinstance(a, SpellAbility) and a.unmodelled]


@pytest.mark.parametrize("name,types,text", [
    ("Hellfire Mongrel", "Creature", "At the beginning of each opponent's upkeep, if that player has two or fewer cards "
                                     "in hand, Hellfire Mongrel deals 2 damage to that player."),
    ("Cryptolith Fragment", "Artifact", "At the beginning of your upkeep, if each player has 10 or less life, you gain 1 life."),
    ("Pestilence", "Enchantment", "At the beginning of the end step, if no creatures are on the battlefield, sacrifice Pestilence."),
    ("Helix Pinnacle", "Enchantment", "At the beginning of your upkeep, if there are 100 or more tower counters on Helix "
                                      "Pinnacle, you win the game."),
    ("Rivalry", "Enchantment", "At the beginning of each player's upkeep, if that player controls more lands than each "
                               "other player, Rivalry deals 2 damage to them."),
    ("Glorious Enforcer", "Creature", "At the beginning of each combat, if you have more life than an opponent, Glorious "
                                      "Enforcer gains double strike until end of turn."),
    ("Twinblade Assassins", "Creature", "At the beginning of your end step, if a creature died this turn, draw a card."),
    ("Airdrop Aeronauts", "Creature", "When Airdrop Aeronauts enters the battlefield, if a permanent you controlled left "
                                      "the battlefield this turn, you gain 5 life."),
    ("Wakening Sun's Avatar", "Creature", "When Wakening Sun's Avatar enters the battlefield, if you cast it from your "
                                          "hand, destroy all non-Dinosaur creatures."),
    ("Promising Duskmage", "Creature", "When Promising Duskmage dies, if it had a +1/+1 counter on it, draw a card."),
    ("Masticore", "Artifact", "At the beginning of your upkeep, sacrifice Masticore unless you discard a card."),
    ("Coral Atoll", "Land", "When Coral Atoll enters the battlefield, sacrifice it unless you return an untapped Island "
                            "you control to its owner's hand."),
    ("Fallow Wurm", "Creature", "When Fallow Wurm enters the battlefield, sacrifice it unless you discard a land card."),
])
def test_read_with_every_word(name, types, text):
    assert _unread(name, types, text) == []


@pytest.mark.parametrize("name,types,text", [
    # "it" in "if you cast it" is the entering creature, not the source: not read here
    ("Wild Pair", "Enchantment", "Whenever a creature enters the battlefield, if you cast it from your hand, you gain 1 life."),
    # "unless you say its flavor text": not an instruction the engine reads
    ("Some Ape", "Creature", "At the beginning of your upkeep, sacrifice Some Ape unless you say its flavor text."),
])
def test_left_unread(name, types, text):
    assert _unread(name, types, text)


def test_the_readers_return_plain_conditions():
    assert parse_player_condition("that player has two or fewer cards in hand") is None   # only where bound
    c = parse_player_condition("that player has two or fewer cards in hand", that_player=True)
    assert isinstance(c, PlayerHas) and (c.who, c.measure, c.op, c.n) == ("that", "hand", "<=", 2)
    assert parse_player_condition("you have fewer than seven cards in hand").op == "<"
    assert isinstance(parse_has_more("an opponent has more cards in hand than you"), HasMore)
    assert parse_has_more("a player has more life than you") is None
    h = parse_history_condition("no creatures died this turn", _Ctx(None), parse_selector)
    assert isinstance(h, TurnEvents) and h.none and h.kind == "died"
    assert parse_history_condition("you gained 3 or more life this turn").n == 3
