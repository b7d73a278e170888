"""A card nobody named, known only by the kind of card a cost it paid names (kb.engine.unnamed, 601.2h)."""
from __future__ import annotations

from kb.engine.filters import ALL_ZONES, AnyOf
from kb.engine.parser import _Ctx, parse_selector
from kb.engine.unnamed import is_unnamed, unnamed_card, unnamed_doubt, unnamed_fits


def _sel(phrase: str):
    return parse_selector(phrase, _Ctx("Test"), default_zone=ALL_ZONES)


def test_a_creature_card_fits_creature_and_not_noncreature():
    known = _sel("creature card")
    assert unnamed_fits(_sel("creature card"), known) is True
    assert unnamed_fits(_sel("noncreature card"), known) is False
    assert unnamed_fits(_sel("card"), known) is True


def test_what_the_cost_did_not_say_is_not_known():
    known = _sel("creature card")
    assert unnamed_fits(_sel("land card"), known) is None          # a creature card may be a land (Dryad Arbor)
    assert unnamed_fits(_sel("nonland card"), known) is None
    assert unnamed_fits(_sel("creature card with mana value 3 or less"), known) is None
    assert unnamed_fits(_sel("land card"), None) is None


def test_either_part_of_a_description_fits():
    assert unnamed_fits(AnyOf((_sel("artifact card"), _sel("creature card"))), _sel("creature card")) is True


def test_the_stand_in_has_the_kind_the_cost_names():
    card = unnamed_card(_sel("creature card"))
    assert is_unnamed(card) and card.types == frozenset({"Creature"}) and card.known_as is not None
    assert unnamed_card(None).types == frozenset({"Sorcery"})   # a card has a type (205.2a); nothing reads it as known


def test_the_doubt_names_the_card_and_what_is_known():
    card = unnamed_card(_sel("creature card"))
    why = unnamed_doubt(card, _sel("land card"), "your card in hand")
    assert why and "your card in hand" in why and "known only as" in why
    assert unnamed_doubt(card, _sel("creature card"), "x") is None
