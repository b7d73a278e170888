"""judge34a's readers: what they read and what they leave unread (kb.engine.attacksopponent, exilewhole,
whilecounter, otherattached)."""
from __future__ import annotations

from kb.engine.coverage import coverage_of_faces


def _modelled(text: str, types=("Creature",), subtypes=("Elf",)) -> bool:
    d = {"name": "Test Card", "mana_cost": "{2}", "types": list(types), "subtypes": list(subtypes), "supertypes": [],
         "colors": [], "power": "2" if "Creature" in types else None, "toughness": "2" if "Creature" in types else None,
         "text": text}
    return coverage_of_faces([d]).modelled == 1


def test_attacking_one_of_your_opponents_is_read():
    assert _modelled("Enchant creature\nWhenever enchanted creature attacks, each other creature that's attacking one "
                     "of your opponents gets +1/+1 until end of turn.", types=("Enchantment",), subtypes=("Aura",))


def test_exile_whole_only_before_if_you_cant():
    assert _modelled("At the beginning of your upkeep, exile two cards from your graveyard. If you can't, sacrifice "
                     "Test Card and draw a card.")
    # "If you do" after "exile N cards": whole or as much as possible is not read (609.3)
    assert not _modelled("At the beginning of your upkeep, exile two cards from your graveyard. If you do, draw a "
                         "card.")


def test_counter_duration_of_a_continuous_effect_only():
    assert _modelled("At the beginning of your upkeep, you may put a feather counter on target creature. If you do, "
                     "that creature has base power and toughness 3/1 and has flying for as long as it has a feather "
                     "counter on it.")
    # a rules effect ("doesn't untap") with that duration: the locked set isn't kept, so it stays unread
    assert not _modelled("When Test Card enters, put a stun counter on target creature. That creature doesn't untap "
                         "during its controller's untap step for as long as it has a stun counter on it.")


def test_other_than_attached_only_for_a_noncreature_aura_or_equipment():
    from types import SimpleNamespace as NS
    from kb.engine.otherattached import other_than_attached
    creatures = NS(types=frozenset({"Creature"}))
    permanents = NS(types=frozenset())
    bearer = NS(oid=7)
    names_it = (NS(text="Equipped creature gets +1/+1 for each other creature you control."),)
    equipment = NS(types=frozenset({"Artifact"}), subtypes=frozenset({"Equipment"}), attached_to=7, abilities=names_it)
    equipment_creature = NS(types=frozenset({"Artifact", "Creature"}), subtypes=frozenset({"Equipment"}), attached_to=7,
                            abilities=names_it)
    assert other_than_attached(creatures, bearer, equipment)
    # its text doesn't name the creature it is attached to: "other" is other than the source alone
    crown = NS(types=frozenset({"Artifact"}), subtypes=frozenset({"Equipment"}), attached_to=7,
               abilities=(NS(text="As long as ~ is attached to a creature, other creatures you control get +1/+0."),))
    assert not other_than_attached(creatures, bearer, crown)
    assert not other_than_attached(permanents, bearer, equipment)          # "other permanent": the source itself
    assert not other_than_attached(creatures, bearer, equipment_creature)  # a creature source is "other"'s referent
    assert not other_than_attached(creatures, NS(oid=8), equipment)
