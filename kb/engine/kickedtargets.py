"""Targets of a kicked spell's "instead": "Return target creature card from your graveyard to your hand. If this spell
was kicked, instead return two target creature cards from your graveyard to your hand." (Blood Beckoning).

601.2b-c: the caster announces whether the kicker cost is paid before choosing targets, and the targets are those the
spell will have as it resolves: kicked, the text that applies is the replacing instruction (608.2c, 702.33d), so its
own targets are chosen and the replaced one's are not; unkicked, the reverse. The parser marks the replacing
instruction's slots ``requires="kicked"`` and the replaced one's ``requires="unkicked"`` (:func:`split_kicked_targets`);
kb.engine.stack keeps, as the spell is cast, only the slots its kicker decision allows and gives the others no target
(:func:`expand_unchosen`: the instructions keep the slot numbers they were read with)."""
from __future__ import annotations

from dataclasses import replace

__all__ = ["expand_unchosen", "kicker_keeps", "split_kicked_targets"]


def split_kicked_targets(slots: list, first_new: int, last, done: list) -> bool:
    """``slots`` (the text's target slots so far), of which those from ``first_new`` on are the replacing instruction's;
    ``last`` the instruction it replaces, ``done`` the instructions read before. Marks them as above and returns True;
    False (nothing marked) when ``last``'s targets are not its own alone (another instruction names them) or it has
    none."""
    mine = tuple(getattr(last.subject, "slots", ()) or ()) if getattr(last.subject, "kind", None) == "target" else ()
    if not mine or any(s >= first_new for s in mine):
        return False
    for ins in done:
        if ins is not last and set(getattr(ins.subject, "slots", ()) or ()) & set(mine):
            return False
    if any(slots[i].requires for i in mine) or any(slots[i].requires for i in range(first_new, len(slots))):
        return False
    for i in mine:
        slots[i] = replace(slots[i], requires="unkicked")
    for i in range(first_new, len(slots)):
        slots[i] = replace(slots[i], requires="kicked")
    return True


def kicker_keeps(slot, kicked) -> bool:
    """Whether a spell cast kicked (``kicked``: the times its kicker was paid) or not has this target (601.2c)."""
    return (slot.requires != "kicked" or bool(kicked)) and (slot.requires != "unkicked" or not kicked)


def expand_unchosen(full: list, kept: list, targets: list) -> tuple[list, list]:
    """The spell's slots and targets in the text's order (``full``), from the targets chosen for ``kept``: a slot the
    kicker decision leaves out has no target (None) and is optional, so nothing reads it as an illegal target."""
    it = iter(targets)
    slots, out = [], []
    for s in full:
        if s in kept:
            slots.append(s)
            out.append(next(it, None))
        else:
            slots.append(replace(s, optional=True))
            out.append(None)
    return slots, out
