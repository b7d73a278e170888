""""If you don't control an Ogre" (608.2c, 603.4): the "not" is read only where the word accounting keeps its
polarity and its player — a reading that drops the "not", or moves it from one controller phrase to another (the
Horrific Assault swap that had this reading backed out twice), is caught (kb.engine.render ``_roles_none_yours``)."""
import pytest

from kb.engine.abilities import Keyword
from kb.engine.cardtext import parse_card_text
from kb.engine.render import account, out_of_order

HORRIFIC = ("Target creature you control deals damage equal to its power to target creature or planeswalker you don't "
            "control. If you control an Eldrazi, you gain 3 life.")
SCOURGE = "At the beginning of your upkeep, you lose 2 life if you don't control an Ogre."


def _one(text, name, types):
    abs_ = [a for a in parse_card_text(text, name, frozenset(types), strict=True) if not isinstance(a, Keyword)]
    assert len(abs_) == 1, abs_
    return abs_[0]


def _caught(read, real_text, name):
    return account(read, real_text, name) or out_of_order(read, real_text, name)


@pytest.mark.parametrize("name,types,text", [
    ("Horrific Assault", {"Sorcery"}, HORRIFIC),
    ("Scourge of Numai", {"Creature"}, SCOURGE),
    ("Test Innkeeper", {"Creature"}, "At the beginning of your end step, if you don't control a Food, create a Food token."),
    ("Test Bleeder", {"Creature"}, "Whenever ~ attacks or blocks, you lose 1 life if you don't control a Demon."),
])
def test_the_real_text_reads_with_every_word(name, types, text):
    ab = _one(text, name, types)
    assert not _caught(ab, text, name)


def test_a_swapped_reading_of_horrific_assault_is_caught():
    """"don't" moved from the second target to the condition: the same bag of words, so only the condition's role
    ("you don't control", said after the second target in the real text) can catch it."""
    swapped = ("Target creature you control deals damage equal to its power to target creature or planeswalker you "
               "control. If you don't control an Eldrazi, you gain 3 life.")
    read = _one(swapped, "Horrific Assault", {"Sorcery"})
    assert not account(read, HORRIFIC, "Horrific Assault")   # the bag alone can't tell them apart
    assert out_of_order(read, HORRIFIC, "Horrific Assault")


def test_a_reading_that_drops_the_not_is_caught():
    read = _one("At the beginning of your upkeep, you lose 2 life if you control an Ogre.", "Scourge of Numai",
                {"Creature"})
    assert _caught(read, SCOURGE, "Scourge of Numai")


def test_a_reading_with_a_not_the_text_lacks_is_caught():
    """Read "if you don't control" where the text says "if you control … no": the "not" is a role word the text
    doesn't say in that place."""
    read = _one(SCOURGE, "Scourge of Numai", {"Creature"})
    assert _caught(read, "At the beginning of your upkeep, you lose 2 life if you control an Ogre.", "Scourge of Numai")
