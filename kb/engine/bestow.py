"""Bestow (702.103 today; 702.102 from 2013-09-27): a creature card cast as an Aura for its bestow cost.

"Bestow [cost]" means "As you cast this spell, you may choose to cast it bestowed. If you do, you pay [cost] rather than
its mana cost" (702.103a; the 2013-2016 text: "You may cast this card by paying [cost] rather than its mana cost"), an
alternative cost (118.9). A scenario casts it with ``cast: {card, alternative: bestow, targets: [CREATURE], mana}``
(kb.engine.stack). Then:

- as the spell is put onto the stack it becomes an Aura enchantment and gains enchant creature, and targets a creature
  (702.103b; 702.102a-b): the object's ``bestowed`` mark, whose effect (layer 4: its card types replaced by
  Enchantment, the subtype Aura — its creature types go with its creature type, 205.3d; layer 6: enchant creature) is
  kb.engine.bestowed's, a rule's effect with the object's timestamp (the layers read it there);
- as it begins resolving with an illegal target it ceases to be bestowed and resolves as a creature spell
  (702.103e; 702.102d): :func:`bestow_ceases`; with a legal one it enters attached to it, still bestowed;
- a bestowed Aura unattached, or attached to an illegal object, becomes unattached and ceases to be bestowed rather
  than being put into its owner's graveyard (702.103f, an exception to 704.5m; 702.102e and the 2013 text "these
  effects last until ... the permanent this spell becomes, becomes unattached"): :func:`bestow_unattached`, from the
  state-based actions — the permanent is an enchantment creature again.

Every edition from 2013-09-27 words it so that these answers are the same. Not modelled (noted "cannot decide"): a copy
of a bestowed spell (702.103c from 2021: the copy is bestowed too; earlier texts don't say) — kb.engine.stack notes it
as the copy is made; a cast bestowed from another zone than the hand (whether the permission applies, 702.103d). Under an edition before 2013-09-27 the cast is "cannot decide" (kb.engine.altcosts.keyword_cost).
The mark is no copiable value (707.2): a copy of a bestowed Aura is the card's creature (kb.engine.state copiable_card).
"""
from __future__ import annotations

from .bestowed import bestowed_effect

__all__ = ["BESTOW", "bestow_alternative", "bestow_slot", "bestowed_effect", "bestow_ceases", "bestow_unattached",
           "bestowed_copy"]

BESTOW = "bestow"   # the scenario's ``alternative:`` word and the stack item's cast_with (702.103a)
_SINCE = "2013-09-27"


def bestow_alternative(state, card, cast_from: str = "hand") -> tuple:
    """The alternative cost ``alternative: bestow`` chooses (702.103a), as kb.engine.altcosts.chosen_alternative returns
    one: ("bestow", its mana, no other costs, None). A card without a bestow line is refused; an edition before bestow,
    or a bestow cost that is not only mana, is noted "cannot decide" (kb.engine.altcosts.keyword_cost). Cast from a
    zone other than the hand, some permission lets it be cast there, and only its characteristics as a bestowed Aura
    spell are evaluated to know whether that permission applies (702.103d: "You may cast creature spells from the top
    of your library" doesn't let it be cast bestowed) — the permission checks read the card as a creature, so that is
    noted "cannot decide" rather than allowed."""
    from .altcosts import keyword_cost
    from .values import ManaCost
    if cast_from != "hand":
        state.note_unknown(f"{card.name} is cast bestowed from the {cast_from}: whether what permits casting it there "
                           f"applies to it as a bestowed Aura spell is not modelled ({state.rule_no(BESTOW)})")
    mana, _read = keyword_cost(state, card, "Bestow", BESTOW, _SINCE)
    return BESTOW, mana if mana is not None else ManaCost(()), (), None


def bestow_slot():
    """702.103b: the bestowed Aura spell targets what its enchant creature ability allows (303.4a, 601.2c)."""
    from .instruction_types import TargetSlot
    from .parser import _Ctx, parse_selector
    return TargetSlot("target creature", parse_selector("creature", _Ctx(None)), None, 1)


def bestow_ceases(state, item, spell_obj, legal: list) -> bool:
    """702.103e: as a bestowed Aura spell begins resolving, if its target is illegal it ceases to be bestowed and
    continues resolving as a creature spell (not countered, 608.3b). True when that happened."""
    if not getattr(spell_obj, "bestowed", False) or not item.targets or any(legal):
        return False
    spell_obj.bestowed = False
    state._changed()
    state.log.add(f"{item.name}'s target is illegal: it ceases to be bestowed, the effect making it an Aura spell ends, "
                  "and it continues resolving as a creature spell", "bestow_resolves", indent=1, kind="step")
    return True


def bestow_unattached(state, o, why: str) -> None:
    """702.103f: a bestowed Aura not attached, or attached to an illegal object, becomes unattached and ceases to be
    bestowed (an exception to 704.5m): it stays on the battlefield, a creature again."""
    o.attached_to = None
    o.bestowed = False
    state.log.add(f"{why}: it is bestowed, so it becomes unattached and ceases to be bestowed, staying on the "
                  "battlefield as a creature", "bestow_unattached", indent=1, kind="step")
    state._changed()


def bestowed_copy(state, original, copy_obj) -> None:
    """702.103c: a copy of a bestowed Aura spell is bestowed too — not modelled: what the copy is can't be decided."""
    if getattr(original, "bestowed", False):
        state.note_unknown(f"{copy_obj.alias} is a copy of a bestowed Aura spell: whether the copy is bestowed, and so "
                           f"what it becomes, is not modelled ({state.rule_no(BESTOW)})")
