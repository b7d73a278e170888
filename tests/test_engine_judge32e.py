"""Issue 25 (judge32e): non-trigger lines of cards judges are asked about — what the new readers read, and the
boards where they must stay unread. The boards themselves are the ``scenarios/puzzles/judge32e-*.yaml`` puzzles."""
import pytest

from kb.engine.convergecompare import spent_compare
from kb.engine.sharednoun import shared_noun_parts
from helpers import text_read


def _read(text: str, types=("Instant",)) -> bool:
    return text_read(text, types)


@pytest.mark.parametrize("text,types", [
    ("Exile target nonland permanent if its mana value is less than or equal to the number of colors of mana spent "
     "to cast this spell.", ("Sorcery",)),
    ("Gain control of target creature if its power is less than or equal to the number of colors of mana spent to "
     "cast this spell.", ("Sorcery",)),
    ("Counter target spell. Its controller can't cast spells this turn.", ("Instant",)),
    ("Exile all opponents' graveyards.", ("Sorcery",)),
    ("If Probe would die, put Probe on top of its owner's library instead.", ("Creature",)),
    ("Create a 6/12 colorless Construct artifact creature token with trample. Exile it at the beginning of your next "
     "end step.", ("Instant",)),
    ("Creatures you control get +2/+0 until end of turn. Colorless creatures you control also gain first strike "
     "until end of turn.", ("Sorcery",)),
    ("Target creature you control fights target creature an opponent controls. If the creature an opponent controls "
     "would die this turn, exile it instead.", ("Instant",)),
    ("Exile target creature. Its controller manifests the top card of their library.", ("Instant",)),
    ("As an additional cost to cast this spell, tap an untapped creature you control.\nExile target tapped creature. "
     "Put a +1/+1 counter on the creature tapped to pay this spell's additional cost.", ("Sorcery",)),
    ("Enchant land\nEnchanted land is snow.", ("Enchantment",)),
    ("Other snow and Zombie creatures you control get +1/+1.", ("Creature",)),
])
def test_read(text, types):
    assert _read(text, types)


@pytest.mark.parametrize("text,types", [
    # a target chosen before any mana is spent (601.2c before 601.2h): the colours spent are no target restriction
    ("Destroy target creature with power less than or equal to the number of colors of mana spent to cast this "
     "spell.", ("Sorcery",)),
    # "the creature" after two creature targets: which one is not read
    ("Target creature you control fights target creature. If the creature would die this turn, exile it instead.",
     ("Instant",)),
])
def test_stays_unread(text, types):
    assert not _read(text, types)


def test_spent_compare_forms():
    assert spent_compare("with mana value less than or equal to the number of colors of mana spent to cast ~")[:2] == \
        ("mana_value", "<=")
    assert spent_compare("with power 3 or less") is None


def test_shared_noun_only_supertypes_and_subtypes():
    assert shared_noun_parts("Other snow and Zombie creatures you control") == [
        "other snow creatures you control", "other Zombie creatures you control"]
    assert shared_noun_parts("white and black creatures you control") is None   # colours: not read here
    assert shared_noun_parts("artifact and enchantment creatures you control") is None   # card types: elsewhere
