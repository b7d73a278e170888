"""A permanent returned to a hand: "Whenever ~ or another creature is returned to your hand from the battlefield"
(603.6c, 603.10a, 400.3).

A leaves-the-battlefield ability (603.6c): its event is a permanent moving from the battlefield to a hand, whatever
moved it ("returned to" or "put into"), and it looks back in time (603.10a): the permanent as it last existed on the
battlefield is matched, so "~" triggers on its own return. A card goes only to its owner's hand (400.3): "your hand"
is a permanent you own, "an opponent's hand" one an opponent owns.
"""
from __future__ import annotations

import re

__all__ = ["read_to_hand", "EVENT"]

EVENT = "to_hand"

_FORM = re.compile(r"(.+?) (?:is|are) (?:returned|put) (?:to|into) (your|its owner's|their owner's|their owners'|a player's|"
                   r"an opponent's) hands? from the battlefield")
_WHOSE = {"your": "you", "an opponent's": "opponent"}


def read_to_hand(b: str, subject_of, spec_type):
    """The trigger condition ``b`` "<permanent> is returned to <whose> hand from the battlefield" as a ``to_hand``
    TriggerSpec (``subject`` the permanent, ``who`` its owner: "you", "opponent" or None for any), or None."""
    m = _FORM.fullmatch(b)
    if not m:
        return None
    return spec_type(EVENT, subject=subject_of(m.group(1)), who=_WHOSE.get(m.group(2)))
