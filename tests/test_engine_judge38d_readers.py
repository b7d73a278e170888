"""judge38d's readers: 'equal to' a value in a description (kb.engine.comparevalue) and the objects that paid a cost
(kb.engine.paidvalues), 'the power of the exiled card' (kb.engine.exiledcardvalue), 'that damage' (kb.engine.thatdamage),
'shuffle up to four cards from your graveyard' (kb.engine.graveyardshuffle), two damage amounts replaced
(kb.engine.damagepair), the commander cast from the command zone (kb.engine.commandercast), 'equal or lesser mana value'
(kb.engine.lesservalue), 'and after this phase, there is an additional combat phase' (kb.engine.andaftercombat), a base
power and toughness chosen (kb.engine.basebecome), cleave (kb.engine.cleave) and a last 'X is …' sentence
(kb.engine.xsentence). Each: a sentence read, and a near miss left unread."""
import pytest

from kb.engine.andaftercombat import split_after_phase
from kb.engine.basebecome import base_become_words, read_base_choice
from kb.engine.cleave import cleaved, uncleaved
from kb.engine.damagepair import read_pair_instead
from kb.engine.exiledcardvalue import read_exiled_card_value
from kb.engine.lesservalue import read_equal_or_lesser
from kb.engine.paidvalues import PaidTotal, names_paid, read_paid_value
from kb.engine.thatdamage import read_that_damage
from kb.engine.xsentence import x_sentence_last
from helpers import text_read


def _read(text: str, types=("Sorcery",)) -> bool:
    return text_read(text, types, "Test Card")


def test_phrase_readers():
    assert read_paid_value("the sacrificed creature's mana value").attr == "mana_value"
    assert isinstance(read_paid_value("the total mana value of the discarded cards"), PaidTotal)
    assert read_paid_value("the tapped creature's power") is None   # the instruction reader's (an ambiguity check)
    assert names_paid("1 plus the sacrificed creature's mana value")
    assert not names_paid("the number of creatures you control")
    assert read_exiled_card_value("the power of the exiled card", "Whenever ~ attacks, target Vampire gets +X/+X …") \
        is not None
    assert read_exiled_card_value("the power of the exiled card", "Exile target creature. You gain life equal to …") \
        is None   # the exiled card of the same ability is the antecedents' (608.2c)
    assert read_that_damage("that damage", "Whenever ~ deals combat damage to a player, you may put …") is not None
    assert read_that_damage("that damage", "Whenever ~ attacks, it deals 2 damage to … that damage") is None
    assert read_equal_or_lesser("You may cast a spell with equal or lesser mana value from your hand without paying its "
                                "mana cost", None) is None   # nothing named before it
    assert split_after_phase("Untap all creatures you control, and after this phase, there is an additional combat "
                             "phase") == ("Untap all creatures you control.",
                                          "After this phase, there is an additional combat phase.")
    assert split_after_phase("Untap all creatures you control, and after this turn, there is an additional turn") is None
    assert base_become_words("~'s base power and toughness become 4/1 or 1/4 until end of turn") == \
        "~ has base power and toughness 4/1 or 1/4 until end of turn"
    assert read_base_choice("base power and toughness 4/1 or 1/4").options == ((4, 1), (1, 4))
    assert read_base_choice("base power and toughness 4/1, 1/4, or 3/3") is None
    assert uncleaved("Destroy target [attacking] creature.") == "Destroy target attacking creature."
    assert cleaved("Destroy target [attacking] creature.") == "Destroy target creature."
    assert cleaved("Draw three cards. [Your maximum hand size is reduced by three for the rest of the game.]") == \
        "Draw three cards."
    assert x_sentence_last("~ deals X damage to any target. X is the number of creatures you control.") == \
        "~ deals X damage to any target, where X is the number of creatures you control."
    assert x_sentence_last("Draw a card. ~ deals X damage to any target. X is 3.") == \
        "Draw a card. ~ deals X damage to any target. X is 3."   # two sentences before it: not read


def test_pair_instead_needs_one_way():
    # each pointer must surely name one recipient, a different one each
    def names(subj, noun):
        return {("p", "player or planeswalker"): True, ("c", "player or planeswalker"): False,
                ("p", "creature"): None, ("c", "creature"): True, ("p", "player"): None, ("c", "player"): False}[(subj, noun)]
    assert read_pair_instead("~ deals 3 damage to that player or planeswalker and 3 damage to that creature instead",
                             ["p", "c"], names) == [("3", 0, "that player or planeswalker"), ("3", 1, "that creature")]
    assert read_pair_instead("~ deals 3 damage to that player and 3 damage to that creature instead", ["p", "c"],
                             names) is None


@pytest.mark.parametrize("text,types,read", [
    ("{1}, {T}, Sacrifice a creature: Search your library for a creature card with mana value equal to 1 plus the "
     "sacrificed creature's mana value, put that card onto the battlefield, then shuffle.", ("Artifact",), True),
    ("{1}, {T}, Sacrifice a creature: Search your library for a creature card with mana value greater than 1 plus the "
     "sacrificed creature's mana value, put that card onto the battlefield, then shuffle.", ("Artifact",), True),
    ("{1}, {T}, Sacrifice a creature: Search your library for a creature card with mana value greater than 1 plus the "
     "sacrificed creature's toughness and power, put that card onto the battlefield, then shuffle.", ("Artifact",),
     False),
    ("Target player reveals their hand. You choose a card from it with mana value 3 or greater and exile that card.",
     ("Sorcery",), True),
    ("Target player reveals their hand. You choose a card from it with mana value 3 or greater and exile that card "
     "face down.", ("Sorcery",), False),
    ("Whenever Test Card attacks, target Vampire gets +X/+X until end of turn, where X is the power of the exiled card.",
     ("Creature",), True),
    ("Whenever Test Card attacks, target Vampire gets +X/+X until end of turn, where X is the greatest power among the "
     "exiled cards.", ("Creature",), False),
    ("Whenever Test Card deals combat damage to a player, you may put an artifact card with mana value less than or "
     "equal to that damage from your hand onto the battlefield.", ("Creature",), True),
    ("Whenever Test Card deals combat damage to a player, you may put an artifact card with mana value less than that "
     "damage from your hand onto the battlefield.", ("Creature",), True),   # strictly less (kb.engine.comparevalue)
    ("Whenever Test Card deals combat damage to a player, you may put an artifact card with mana value fewer than that "
     "damage from your hand onto the battlefield.", ("Creature",), False),
    ("You shuffle up to four cards from your graveyard into your library.", ("Sorcery",), True),
    ("You shuffle up to four cards of different card types from your graveyard into your library.", ("Sorcery",), False),
    ("Whenever Test Card deals combat damage to a player, you may cast your commander from the command zone without "
     "paying its mana cost.", ("Creature",), True),
    ("Whenever Test Card deals combat damage to a player, you may cast your commander from your graveyard without "
     "paying its mana cost.", ("Creature",), False),
    ("Counter target spell. You may cast a spell with equal or lesser mana value from your hand without paying its "
     "mana cost.", ("Instant",), True),
    ("Counter target spell. You may cast a spell with lesser mana value from your hand without paying its mana cost.",
     ("Instant",), False),
    ("As an additional cost to cast this spell, discard X cards.\nTest Card deals damage equal to the total mana value "
     "of the discarded cards to each of up to X target creatures and/or planeswalkers.", ("Sorcery",), True),
    ("Whenever Test Card attacks, you get {E}{E}, then you may pay eight {E}. If you pay, untap all creatures you "
     "control, and after this phase, there is an additional combat phase.", ("Creature",), True),
    ("Whenever you cast an instant, sorcery, or Wizard spell, you may have Test Card's base power and toughness become "
     "4/1 or 1/4 until end of turn.", ("Creature",), True),
    ("Cleave {X}{R}{W}\nTest Card deals X damage to target creature or planeswalker and you gain X life. [X is the "
     "number of creatures you control.]", ("Instant",), True),
    ("Cleave {3}{U}\nDraw three cards. [Your maximum hand size is reduced by three for the rest of the game.]",
     ("Sorcery",), True),
    ("Cleave {3}{U}\nDraw three cards. [Your maximum hand size is reduced by three until your next turn.]",
     ("Sorcery",), False),
])
def test_sentences(text, types, read):
    assert _read(text, types) is read
