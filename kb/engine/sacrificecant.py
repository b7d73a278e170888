""""Sacrifice that many nontoken permanents. If you can't, you lose the game." (Lich), "… sacrifices two creatures. If
they can't, …": the "If … can't" asks whether the instruction could be done (608.2c). With none of the kind, it
couldn't; with some but fewer than the number, the player sacrifices those they have (701.21a; an effect does as much
as it can, 609.3), and whether that is "can't" is said by no rule the engine reads (the exile counterpart has a ruling
— Egon, God of Death's, kb.engine.exilewhole — this one doesn't): "cannot decide", naming the words, never a guess.
"""
from __future__ import annotations

import re

__all__ = ["fewer_than_said"]

_CANT = re.compile(r"\bIf (?:you|they|that player|the player) (?:can't|cannot)\b")


def fewer_than_said(state, ins, rc, who: str, have: int, n: int) -> None:
    """Called when ``who`` sacrifices all ``have`` (at least one) of the ``n`` an instruction names: when the resolving
    text says "If … can't" after it, note that what follows can't be decided."""
    text = getattr(getattr(rc, "item", None), "text", "") or ""
    if "can" not in text or not _CANT.search(text):   # the cheap guard first
        return
    state.note_unknown(f"\u201c{ins.text}\u201d: {who} sacrificed the {have} they had of the {n} it says; whether "
                       f"that is \u201ccan't\u201d (what follows \u201cIf … can't\u201d) is not said by the rules the "
                       f"engine reads ({state.rule_no('choices_on_resolution')})")
