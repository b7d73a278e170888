""""Target land with an activated ability that isn't a mana ability" (Ravager Wurm): a permanent that has at least one
activated ability (602.1: "[Cost]: [Effect.]", a loyalty ability too, 606.3) that isn't a mana ability (605.1a:
kb.engine.manaabilities.is_mana_ability), among the abilities it has now (613.1f: granted ones count, lost ones don't).

Read by kb.engine.parser as the selector quality ``Selector.nonmana_activated``. When the object has no such ability
it read but one it couldn't read that may be an activated ability (its text has a cost and a colon), whether it
matches is not known: the question is noted unknown (kb.engine.unknowns) and it doesn't match — never a guess."""
from __future__ import annotations

import re

__all__ = ["QUALITY", "has_nonmana_activated"]

QUALITY = re.compile(r"with an activated ability that isn't a mana ability")


def has_nonmana_activated(w, ctx) -> bool:
    """Whether the object ``w`` (a Working) has an activated ability that isn't a mana ability (602.1, 605.1a)."""
    from .manaabilities import is_mana_ability
    doubt = None
    for h in getattr(w, "abilities", ()) or ():
        ab = getattr(h, "ability", h)
        if getattr(ab, "kind", "") == "activated" and not is_mana_ability(ab):
            return True
        if type(ab).__name__ == "UnmodelledAbility" and ":" in (getattr(ab, "text", "") or ""):
            doubt = ab
    if doubt is not None:
        st = getattr(getattr(ctx, "game", None), "state", None)
        if st is not None:
            st.note_unknown(f"whether {w.name} has an activated ability that isn't a mana ability (602.1, 605.1a): "
                            f"its \u201c{doubt.text}\u201d is not read")
    return False
