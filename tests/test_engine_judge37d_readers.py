"""judge37d's readers: casting from among the cards just exiled or revealed (kb.engine.castamong), the kind and free
cast of an impulse permission (kb.engine.impulse), "Choose an opponent [at random]." and a condition said of that
player (kb.engine.chooseopponent) — each read, and its near misses left unread."""
from kb.engine.abilities import SpellAbility
from kb.engine.castamong import cast_it_words, cast_many_words
from kb.engine.cardtext import parse_card_text
from kb.engine.impulse import impulse_permission


def _read(text: str) -> bool:
    ab = parse_card_text(text, "Test Card", frozenset(("Sorcery",)))[0]
    return isinstance(ab, SpellAbility) and not ab.unmodelled and not ab.unaccounted


def test_cast_many_words():
    assert cast_many_words("You may cast any number of spells from among cards exiled this way without paying their "
                           "mana costs") == "card"
    assert cast_many_words("then you may cast any number of instant spells from among those cards without paying their "
                           "mana costs") == "instant card"
    assert cast_many_words("You may cast any number of spells with mana value 5 or less from among them without "
                           "paying their mana costs") == "card with mana value 5 or less"
    assert cast_many_words("You may cast any number of spells with total mana value 5 or less from among them without "
                           "paying their mana costs") is None
    assert cast_many_words("You may cast any number of spells from among them") is None   # paying: not this reader


def test_cast_it_words():
    assert cast_it_words("You may cast it without paying its mana cost if its mana value is odd") == {"parity": "odd"}
    assert cast_it_words("You may cast it without paying its mana cost if it's a spell with lesser mana value") == \
        {"lesser": True}
    assert cast_it_words("You may cast it without paying its mana cost if it's a spell with greater mana value") is None


def test_sentences_read_and_near_misses_not():
    assert _read("Exile the top card of each player's library, then you may cast any number of spells from among "
                 "those cards without paying their mana costs.")
    assert _read("Exile the top card of each opponent's library.")
    assert _read("Reveal the top card of your library. You may cast it without paying its mana cost if its mana value "
                 "is odd. If you don't cast it, draw a card.")
    assert not _read("Reveal the top two cards of your library. You may cast it without paying its mana cost.")
    assert _read("Target opponent reveals their hand. You may cast an instant or sorcery spell from among those cards "
                 "without paying its mana cost.")
    assert _read("Choose an opponent at random. Test Card deals 2 damage to that player or a planeswalker that player "
                 "controls.")
    assert _read("Choose an opponent. If that player has more cards in hand than you, draw cards equal to the "
                 "difference.")
    assert not _read("Choose an opponent. If that player has more cards in hand than you, draw cards equal to twice "
                     "the difference.")
    assert not _read("Target opponent loses 1 life. If that player has more cards in hand than you, draw a card.")
    assert not _read("Choose a player. That player draws a card.")


def test_impulse_kind_and_free():
    p = impulse_permission("Until end of turn, you may cast noncreature spells from among those cards without paying "
                           "their mana costs")
    assert p is not None and p["kind"] == "noncreature" and p["free"] and not p["lands"]
    assert impulse_permission("Until end of turn, you may cast noncreature spells from among those cards without "
                              "paying its mana cost") is None   # "its" with several cards: not read
    assert impulse_permission("Until end of turn, you may play noncreature spells from among those cards") is None
