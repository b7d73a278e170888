""""You may activate the loyalty abilities of planeswalkers you control twice each turn rather than only once." (Oath of
Teferi): a rules effect (613.11) on the permanents it names. A loyalty ability may be activated only if no loyalty
ability of that permanent has been activated that turn (606.3); for these permanents, if at most one has been.

The effect says "you" (its controller, 109.5) and "planeswalkers you control": the player who may activate a loyalty
ability is that permanent's controller (606.3), so the permission is read only with "you control" in the description
(kb.engine.stack checks the count as a loyalty ability is activated)."""
from __future__ import annotations

import re

__all__ = ["LOYALTY_TWICE", "read_loyalty_twice", "loyalty_limit"]

LOYALTY_TWICE = "its loyalty abilities may be activated twice each turn rather than only once"

_SENTENCE = re.compile(r"You may activate the loyalty abilities of (.+? you control) twice each turn rather than only once")


def read_loyalty_twice(s: str) -> str | None:
    """The permanents a "You may activate the loyalty abilities of … you control twice each turn …" sentence names (the
    description as written), or None for any other sentence."""
    m = _SENTENCE.fullmatch(s)
    return m.group(1) if m else None


def loyalty_limit(snap, oid: int) -> int:
    """How many times loyalty abilities of permanent ``oid`` may be activated this turn (606.3): 1, or 2 while an
    effect says so for it."""
    return 2 if LOYALTY_TWICE in (snap.restrictions.get(oid, ()) if snap is not None else ()) else 1
