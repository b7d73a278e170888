"""Issue 25 (judge32a): enters / leaves lines of cards judges are asked about — what the new readers read, and the
boards where they must stay unread. The boards themselves are the ``scenarios/puzzles/judge32a-*.yaml`` puzzles."""
import pytest

from kb.engine.abilities import TriggeredAbility
from kb.engine.cardtext import parse_card_text
from kb.engine.text import normalize
from helpers import every_ability_read


def _abilities(text: str, types=("Creature",)):
    return parse_card_text(text, "Probe", frozenset(types))


def _read(text: str, types=("Creature",)) -> bool:
    return every_ability_read(_abilities(text, types))


@pytest.mark.parametrize("text", [
    "When Probe enters, it becomes an Aura with enchant creature. Manifest the top card of your library and attach "
    "Probe to it.",
    "When Probe enters, you may have your life total become the total toughness of creatures you control.",
    "When Probe enters, target creature with power less than or equal to Probe's power can't block this turn.",
    "When Probe enters, if you control three or more creatures that share a creature type, put a +1/+1 counter on "
    "Probe, then scry 1.",
    "When Probe enters, if it was kicked, return target card with a kicker ability from your graveyard to your hand.",
    "When Probe enters, choose up to one target creature with flying you don't control. Probe gets +1/+0 until end "
    "of turn, then you may have Probe fight that creature.",
    "When Probe enters, choose up to one target creature spell. Its owner puts it on the top or bottom of their "
    "library.",
    "Whenever an artifact or creature enters under your control, you gain 1 life.",
])
def test_read(text):
    assert _read(text)


@pytest.mark.parametrize("text", [
    # another player's life total set to a count of another player's permanents: not read ("Each player's life total
    # becomes the number of creatures they control." is read since judge36e, each player's own count, 119.5: the
    # puzzle redteam34-052 pins its answer)
    "Target player's life total becomes the number of lands you control.",
    # "it" after a put onto the battlefield is not read as the permanent it became
    "Put target creature card from a graveyard onto the battlefield under your control and attach Probe to it.",
])
def test_spell_unread(text):
    assert not _read(text, ("Sorcery",))


def test_that_creature_after_source_with_two_targets_unread():
    # "that creature" after ~'s own instruction names the only creature target; with two, which one is not read
    text = ("When Probe enters, tap target creature. Choose target creature you control. Probe gets +1/+0 until end "
            "of turn, then you may have Probe fight that creature.")
    assert not _read(text)


def test_controller_applies_to_each_kind():
    (ab,) = _abilities("Whenever an artifact or creature enters under your control, you gain 1 life.",
                       ("Enchantment",))
    assert isinstance(ab, TriggeredAbility)
    assert [p.controller for p in ab.spec.subject.parts] == ["you", "you"]


@pytest.mark.parametrize("name, text, kept", [
    ("Cleric of Life's Bond", "Whenever another Cleric you control enters, you gain 1 life.", "another Cleric"),
    ("Wall of Mulch", "{G}, Sacrifice a Wall: Draw a card.", "Sacrifice a Wall"),
])
def test_short_name_never_a_creature_type(name, text, kept):
    assert kept in normalize(text, name)


def test_short_name_of_legendary_kept():
    assert normalize("Jhoira deals 2 damage to any target.", "Jhoira of the Ghitu").startswith("~ deals")
