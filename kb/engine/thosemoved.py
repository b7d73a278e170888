""""Those creatures" / "them" / "they" after an instruction on a group that moved it: "Return each creature card with
mana value X or less from your graveyard to the battlefield. Exile those creatures at the beginning of your next
upkeep." (a delayed ability), "Return all creature cards from your graveyard to the battlefield. Those creatures gain
haste until end of turn."

The reader gives the pointer words the group's own description (the same Subject object as the instruction before
it). Read again after the move, that description ("creature cards in your graveyard") finds other objects, or none:
the words mean the objects the earlier instruction acted on, found where that effect moved them (400.7j: an effect
that moves an object to a public zone can find it there, through each of its later moves; 608.2c). ``record`` keeps, for each group description, the
objects the first instruction using it acted on; ``found`` gives, for a later instruction of the same resolution whose
words point back, those objects (or the new objects they became)."""
from __future__ import annotations

import re

__all__ = ["record", "found"]

_POINTER = re.compile(r"\b(?:those|them|they|their)\b", re.I)


def record(rc, ins, refs: list) -> None:
    """After an instruction on a group (a selector subject) acted: the objects it acted on, kept under that
    description for the instructions after it (the first instruction's only)."""
    subj = getattr(ins, "subject", None)
    if subj is None or subj.kind != "selector":
        return
    kept = getattr(rc, "selector_acted", None)
    if kept is None:
        kept = rc.selector_acted = {}
    kept.setdefault(id(subj), (subj, [r[1] for r in refs if r[0] == "obj"]))


def found(state, subj, rc, ins) -> list | None:
    """The objects a later instruction's pointer words ("those creatures", "them") mean when its subject is the group
    an earlier instruction of this resolution acted on and moved: those objects where they are now, or the new objects
    the effect moved them to (400.7j); None when this doesn't apply (the description is read as usual)."""
    kept = getattr(rc, "selector_acted", None)
    if not kept or subj is None or subj.kind != "selector" or ins is None or id(subj) not in kept:
        return None
    if kept[id(subj)][0] is not subj or not _POINTER.search(getattr(ins, "text", "") or ""):
        return None
    earlier = kept[id(subj)][1]
    if all(o in state.objects for o in earlier):
        return None   # nothing moved: the description still finds them
    out = []
    for o in earlier:   # through each later move of this resolution too ("exile …, return those cards …, put a
        # counter on each of them": the objects on the battlefield now)
        out.extend([o] if o in state.objects else state.moved_to(o))
    if out:
        state.log.add(f"\u201c{ins.text}\u201d refers to {', '.join(state.objects[i].alias for i in out)}: the objects "
                      "the instruction before it acted on, found where this effect moved them", "finds_moved",
                      indent=1, kind="step")
    return [("obj", i) for i in out]
