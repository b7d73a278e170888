"""judge36b's readers: what each reads, and the near-miss words each leaves unread (the engine then says "cannot
decide"). The puzzles scenarios/puzzles/judge36b-*.yaml show what they do in a game."""
from __future__ import annotations

import pytest

from kb.engine.abilities import SpellAbility, UnmodelledAbility
from kb.engine.cardtext import parse_card_text
from kb.engine.sacrificeset import largest_fills


def _read(text: str, types=("Sorcery",)) -> bool:
    abilities = parse_card_text(text.replace("~", "Test Card"), "Test Card", frozenset(types))
    return bool(abilities) and not any(isinstance(a, UnmodelledAbility) or
                                       (isinstance(a, SpellAbility) and a.unmodelled) for a in abilities)


@pytest.mark.parametrize("text", [
    # 701.21a, 608.2d: one permanent of each kind
    "Each player sacrifices an artifact, a creature, an enchantment, a land, and a planeswalker.",
    "Target player sacrifices a creature and a planeswalker of their choice.",
    # 303.4b, 608.2b: the targets and what is attached to them
    "Exile any number of target creatures and all Auras attached to them.",
    "Destroy target creature and all Equipment attached to it.",
    # 608.2d, 110.2: each player's own cards, chosen
    "Each player returns two land cards from their graveyard to the battlefield.",
    "Each player returns a creature card from their graveyard to the battlefield tapped.",
    # 608.2h: a count written before one instruction
    "Exile up to two target cards from graveyards. For each creature card exiled this way, you gain 1 life.",
    # 118.12a, 101.4: each player's own "unless"
    "Each opponent sacrifices a creature of their choice unless they discard a card.",
    "Each opponent loses 3 life unless they sacrifice a nonland permanent.",
    # 107.1a: half of each player's own, rounded as said
    "Each opponent sacrifices half the creatures they control of their choice, rounded up.",
    # 613.1b: each permanent under its owner's control
    "Each player gains control of all permanents they own.",
    # 615.5, 608.2d: the additional effect, the controller's choice
    "Prevent all damage that would be dealt to you and permanents you control this turn by sources you don't control. "
    "If damage is prevented this way, you may have ~ deal that much damage to target creature.",
    # 608.2c: "instead of one" changes the earlier number
    "Kicker {3}\nSearch your library for a basic land card, reveal it, put it into your hand, then shuffle. If this "
    "spell was kicked, search your library for two basic land cards instead of one.",
    # 110.2: "under your control" — the spell's controller controls what each player returns (kb.engine.eachreturns)
    "Each player returns a land card from their graveyard to the battlefield under your control.",
])
def test_read(text):
    assert _read(text)


@pytest.mark.parametrize("text", [
    "Each player sacrifices an artifact, a creature, and two lands.",        # a number in the list
    "Each player sacrifices a creature or a land and an artifact.",           # "or" inside the list
    "Exile target creature and all Auras attached to them.",                  # the pronoun doesn't agree
    "Exile target creature and all Auras you control attached to other creatures.",   # attached to others
    "Each player returns two land card from their graveyard to the battlefield.",                     # count disagrees
    "Each player returns a land card from their graveyard to the battlefield under the control of an opponent of your "
    "choice.",                                                                # another control change
    "Exile up to two target cards from graveyards. For each creature card exiled this way, you gain 1 life and draw "
    "a card.",                                                                # two instructions, not "and you"
    "Each opponent sacrifices a creature of their choice unless they discard a card and pay 2 life.",   # two actions
    "Each player sacrifices a creature unless they discard a card at random.",                          # at random
    "Each opponent sacrifices half the creatures they control.",                                        # no rounding
    "Each player gains control of all permanents they own until end of turn.",                          # a duration
    "Reveal the top three cards of your library. You may put a creature card from among them onto the battlefield. "
    "Put the rest into your graveyard. If you control a creature with power 4 or greater, you may put two creature "
    "cards onto the battlefield tapped instead of one.",                      # a word the earlier sentence lacks
])
def test_near_misses_stay_unread(text):
    assert not _read(text)


def test_largest_fills_one_permanent_per_kind():
    # kinds: artifact {golem, relic}, creature {golem}: the golem must be the creature, the relic the artifact
    assert largest_fills([{"golem", "relic"}, {"golem"}]) == [("golem", "relic")]
    # one artifact creature for two kinds: it fills one of them only
    assert largest_fills([{"golem"}, {"golem"}]) == [("golem",)]
    # two creatures for one kind: a choice between two sets
    assert largest_fills([{"bear", "wolf"}]) == [("bear",), ("wolf",)]
    assert largest_fills([set(), set()]) == [()]


def test_for_each_written_first_over_one_instruction():
    from kb.engine.foreachsplit import distribute_for_each
    assert distribute_for_each("card exiled this way", "you gain 1 life") == \
        "You gain 1 life for each card exiled this way"
    assert distribute_for_each("card exiled this way", "you gain life equal to its power") is None
    assert distribute_for_each("card exiled this way", "draw a card, then discard a card") is None


def test_half_rounded():
    from kb.engine.halfsacrifice import half_of
    assert [half_of(n, "up") for n in range(5)] == [0, 1, 1, 2, 2]
    assert [half_of(n, "down") for n in range(5)] == [0, 0, 1, 1, 2]
