"""judge35b's readers: what each reads, and the near-miss words each leaves unread (the engine then says "cannot
decide"). The puzzles scenarios/puzzles/judge35b-*.yaml show what they do in a game."""
from __future__ import annotations

import pytest

from kb.engine.abilities import UnmodelledAbility
from kb.engine.cardtext import parse_card_text
from kb.engine.crews import is_crew, names_crewed_vehicle
from kb.engine.eachmay import search_series_follows
from kb.engine.graveyardcast import is_graveyard_permission
from kb.engine.xcompare import read_x_versus


def _read(text: str) -> bool:
    abilities = parse_card_text(text.replace("~", "Test Card"), "Test Card", frozenset({"Creature"}))
    return bool(abilities) and not any(isinstance(a, UnmodelledAbility) for a in abilities)


@pytest.mark.parametrize("text", [
    # 615.1a: the source's own damage
    "Whenever ~ attacks and isn't blocked, you may have it deal 1 damage to target creature. If you do, prevent all "
    "combat damage ~ would deal this turn.",
    # 400.3: your library is its owner's
    "Whenever one or more +1/+1 counters are put on a creature you control, if ~ is in your graveyard, you may put ~ on "
    "top of your library.",
    # 608.2d: each player's own choice of the whole series
    "When ~ dies, each player may search their library for up to two basic land cards, put them onto the battlefield, "
    "then shuffle.",
    # 601.3, 611.2a: the card itself, from the graveyard, this turn
    "Whenever a land you control enters, if ~ is in your graveyard and it's your turn, you may cast it from your "
    "graveyard this turn.",
    # 608.2h: X against the library after only library moves
    "When ~ enters, look at the top X cards of your library, where X is your devotion to blue. Put up to one of them on "
    "top of your library and the rest on the bottom of your library in a random order. If X is greater than or equal "
    "to the number of cards in your library, you win the game.",
    # 603.2c: per recipient
    "Whenever combat damage is dealt to you or a planeswalker you control, if ~ is in your graveyard, destroy target "
    "attacking creature, then put ~ on top of your library.",
    # 702.122b
    "Whenever ~ crews a Vehicle, that Vehicle gets +1/+1 until end of turn.",
])
def test_read(text):
    assert _read(text)


@pytest.mark.parametrize("text", [
    "Whenever ~ attacks and isn't blocked, prevent all combat damage ~ would deal to players this turn.",
    "When ~ dies, put it on top of your library.",   # "it": not read with "your library"
    "When ~ dies, each player may search their library for a basic land card, put it onto the battlefield, then you "
    "draw a card.",
    "Whenever a land you control enters, you may cast it from your graveyard this turn.",   # "it": the land or ~
    "Whenever a land you control enters, if ~ is in your graveyard, you may cast it from your graveyard this turn "
    "without paying its mana cost.",
    "When ~ enters, look at the top X cards of your library, where X is your devotion to blue. Draw a card. If X is "
    "greater than or equal to the number of cards in your library, you win the game.",
    "When ~ enters, look at the top X cards of your library, where X is the number of cards in your hand. If X is "
    "greater than or equal to the number of cards in your library, you win the game.",
    "Whenever combat damage is dealt to you or a creature you control, draw a card.",
    "Whenever noncombat damage is dealt to you or a planeswalker you control, draw a card.",
    "Whenever ~ crews a Vehicle, it gets +1/+1 until end of turn.",   # "it": the Vehicle or ~
    "Whenever a creature you control crews a Vehicle, that Vehicle gets +1/+1 until end of turn.",
])
def test_left_unread(text):
    assert not _read(text)


def test_search_series_words():
    assert search_series_follows("their library for a basic land card, put it into their hand, then shuffle")
    assert not search_series_follows("their library for a basic land card, put it onto the battlefield")
    assert not search_series_follows("their library for a card, exile it, then shuffle")


def test_graveyard_permission_triggered_form():
    assert is_graveyard_permission("Whenever a land you control enters, if ~ is in your graveyard, you may cast ~ from "
                                   "your graveyard this turn.")
    assert not is_graveyard_permission("Whenever a land you control enters, you may cast it from your graveyard this "
                                       "turn.")


def test_x_versus_needs_one_definition_and_library_moves_only():
    text = ("look at the top X cards of your library, where X is your devotion to blue. If X is less than the number of "
            "cards in your library, draw a card.")
    got = read_x_versus("x is less than the number of cards in your library", text, lambda words: words)
    assert got is not None and got.op == "<" and got.x == "your devotion to blue"
    two = text + " Where X is the number of creatures you control."
    assert read_x_versus("x is less than the number of cards in your library", two, lambda w: w) is None
    assert read_x_versus("x is 5 or more", text, lambda w: w) is None   # the other reader's form


def test_crew_words():
    assert names_crewed_vehicle("that vehicle", "Whenever ~ crews a Vehicle, that Vehicle gets +1/+1.", None)
    assert not names_crewed_vehicle("that vehicle", "Whenever ~ attacks, that Vehicle gets +1/+1.", None)

    class _Ab:
        keyword_name = "Crew"
    assert is_crew(_Ab())
    _Ab.keyword_name = "Saddle"
    assert not is_crew(_Ab())
