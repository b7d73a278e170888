""""Until end of turn, damage that would reduce your life total to less than 1 reduces it to 1 instead." (Angel's
Grace; Angel of Grace's enters trigger).

A resolving spell or ability creates this replacement effect (614.1a) for the rest of the turn: the damage is dealt
in full (120.3a: lifelink and "dealt damage" triggers see all of it); only the life total it would leave is
replaced, as the static "Damage that would reduce your life total …" is (kb.engine.replacement's life floor, read by
``damage_life_result``). "You" is the controller of the spell or ability. It ends in the cleanup step (514.2). Life
lost other than by damage is not touched."""
from __future__ import annotations

import re

__all__ = ["life_floor_turn", "life_floor_parts"]

_SHAPE = re.compile(r"[Uu]ntil end of turn, damage that would reduce your life total to less than (\d+|one) reduces it "
                    r"to (\d+|one) instead")


def life_floor_turn(s: str) -> int | None:
    """``s`` (without its period) as this sentence → the floor (1), or None."""
    m = _SHAPE.fullmatch(s)
    if not m or m.group(1) != m.group(2):
        return None
    return 1 if m.group(1) == "one" else int(m.group(1))


def life_floor_parts(ins, rc, item) -> dict:
    """The replacement effect's parts, for its controller this turn (614.1a): kb.engine.replacement's Replacement of them
    is made by the caller (no import circle)."""
    return dict(event="life_result", kind="floor", text=ins.text, source=rc.source_oid, source_name=item.name,
                controller=rc.you, amount=ins.amount.n, duration="end_of_turn")
