"""judge38b's readers: one player's greatest value (kb.engine.playergreatest), a dashed splice cost
(kb.engine.splicecost), a granted escape's cost (kb.engine.escapegrant), a cost change counted over the spell's
targets (kb.engine.targetcount), a cost change for a time (kb.engine.costchangeturn), spells sharing a card type with
the exiled card (kb.engine.sharedtypelinked), the same-name count (kb.engine.samenamecount), a protection chosen among
six (kb.engine.protectionchoice), and the sentences widened in place (a subtype list after "that's a", "target spell
or nonland permanent", each source dealing damage to itself, a return with the Auras you control attached)."""
import pytest

from kb.engine.abilities import SpellAbility
from kb.engine.cardtext import parse_card_text
from kb.engine.escapegrant import escape_cost_sentence
from kb.engine.splicecost import splice_cost_parts
from kb.engine.targetcount import plural_spells
from kb.engine.withattached import split_with_attached


def _read(text: str, types=("Sorcery",)) -> bool:
    abilities = parse_card_text(text, "Test Card", frozenset(types))
    return bool(abilities) and all(type(ab).__name__ != "UnmodelledAbility" and
                                   not (isinstance(ab, SpellAbility) and ab.unmodelled) for ab in abilities)


def test_phrase_readers():
    quality, mana, others = splice_cost_parts("Arcane—Exile four cards from your graveyard")
    assert quality == "Arcane" and str(mana) == "{0}" and [c.kind for c in others] == ["exile"]
    assert splice_cost_parts("Arcane—Exile four cards from your graveyard with different names") is None
    assert escape_cost_sentence("The escape cost is equal to the card's mana cost plus exile three other cards from "
                                "your graveyard.") == "equal to its mana cost plus exile three other cards from your graveyard"
    assert escape_cost_sentence("The escape cost is equal to twice the card's mana cost.") is None
    assert plural_spells("Each instant and sorcery spell you cast costs {1} less to cast for each creature it targets") \
        == "Instant and sorcery spells you cast cost {1} less to cast for each creature it targets"
    assert plural_spells("Each creature you control gets +1/+1") == "Each creature you control gets +1/+1"
    assert split_with_attached("Return target creature you control and all Auras you control attached to it to their "
                               "owner's hand") == ("Return target creature you control to its owner's hand",
                                                   "Auras you control")
    assert split_with_attached("Return target creature and all Auras attached to it") is None   # no destination


@pytest.mark.parametrize("text,types", [
    ("Target player gains X life, where X is the greatest power among creatures they control.", ("Sorcery",)),
    ("Draw X cards, where X is the highest mana value among permanents target opponent controls.", ("Sorcery",)),
    ("Target player creates an X/X blue Illusion creature token, where X is the number of cards in their hand.",
     ("Sorcery",)),
    ("Destroy target creature.\nSplice onto Arcane—Sacrifice two Mountains.", ("Instant",)),
    ("Each nonland card in your graveyard has escape. The escape cost is equal to the card's mana cost plus exile "
     "three other cards from your graveyard.", ("Enchantment",)),
    ("Each other creature you control that's a Cat, Elemental, Nightmare, Dinosaur, or Beast gets +1/+1 and has "
     "vigilance.", ("Creature",)),
    ("Each instant and sorcery spell you cast costs {1} less to cast for each creature it targets.", ("Creature",)),
    ("Noncreature spells your opponents cast cost {2} more to cast until your next turn.", ("Sorcery",)),
    ("Spells you cast that share a card type with the exiled card cost {2} less to cast.", ("Artifact",)),
    ("Put target spell or nonland permanent into its owner's library second from the top.", ("Instant",)),
    ("Each tapped creature deals damage to itself equal to its power.", ("Sorcery",)),
    ("Each nontoken creature you control gets +1/+1 for each other creature you control with the same name as that "
     "creature.", ("Artifact",)),
    ("Target artifact or creature you control gains protection from artifacts or from the color of your choice until "
     "end of turn.", ("Instant",)),
    ("Return target creature you control and all Auras you control attached to it to their owner's hand.",
     ("Instant",)),
])
def test_read(text, types):
    assert _read(text, types), text


@pytest.mark.parametrize("text,types", [
    ("Target player gains X life, where X is the greatest power among creatures they don't control.", ("Sorcery",)),
    ("Destroy target creature.\nSplice onto Arcane—Exile four cards from your graveyard with different names.",
     ("Instant",)),
    ("Each nonland card in your graveyard has escape. The escape cost is equal to twice the card's mana cost.",
     ("Enchantment",)),
    ("Each other creature you control that's a Cat, an Elemental, or a legendary Beast gets +1/+1.", ("Creature",)),
    ("Each instant and sorcery spell you cast costs {1} less to cast for each creature it could target.",
     ("Creature",)),
    ("Spells you cast cost {1} less to cast this turn for each time you attacked.", ("Sorcery",)),
    ("Spells you cast that share a creature type with the exiled card cost {2} less to cast.", ("Artifact",)),
    ("Each tapped creature deals damage to itself equal to twice its power.", ("Sorcery",)),
    ("Each nontoken creature you control gets +1/+1 for each other creature you control with the same name as the "
     "chosen creature.", ("Artifact",)),
    ("Return target creature you control and all Auras attached to other creatures to their owners' hands.",
     ("Instant",)),
])
def test_near_misses_stay_unread(text, types):
    assert not _read(text, types), text
