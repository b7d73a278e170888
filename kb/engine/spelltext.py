"""A spell whose text a text-changing effect changed while it was on the stack (612.1, 612.2, 613.1c).

The engine reads a spell's targets and instructions as it is cast (601.2c) and resolves those; a text change made to
the spell afterwards (Sleight of Mind on "Destroy target nonblack creature.") changes what its targets must be, checked
again as it resolves (608.2b), and what it does. Resolving it with the words it was cast with would be a guess: the
resolution is "cannot decide", naming the layer of text-changing effects. A permanent spell without targets is not
concerned: its text change carries over to the permanent it becomes (400.7a), which is evaluated with it.
"""
from __future__ import annotations

from .effects import TextOp
from .objects import Working

__all__ = ["note_changed_spell_text"]


_PERMANENT_TYPES = frozenset(("Artifact", "Creature", "Enchantment", "Planeswalker", "Land", "Battle"))


def note_changed_spell_text(state, item, spell_obj) -> None:
    """Before ``item`` (a spell, its object ``spell_obj``) resolves: if a text-changing effect changed its text, what
    the resolution could change is noted "cannot decide" (608.2b with the new words is not modelled)."""
    if spell_obj is None or item.kind != "spell":
        return
    if spell_obj.card.types & _PERMANENT_TYPES and not item.targets:
        return
    if not any(isinstance(op, TextOp) for eff in state.effects for op in eff.ops):   # the cheap guard first
        return
    w = state.evaluate().get(spell_obj.oid)
    if w is None or w.text == Working.initial(spell_obj, state.edition).text:
        return
    state.note_unknown(f"the text of {item.name} was changed on the stack ({state.rule_no('layer.3')}): its targets "
                       f"checked again with the new words and what it does with them ({state.rule_no('target_check')}) "
                       "are not modelled")
