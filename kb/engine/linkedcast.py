"""A permission to cast the cards exiled with its source: "You may cast spells from among cards exiled with ~." (Rona,
Disciple of Gix). It is a static ability (601.3: an effect that allows a player to cast a spell from exile) linked to
the abilities of the same object that exile cards (607.2a): only the cards in exile that those abilities exiled
(``exiled_with``, as the "exiled with ~" selector reads them) may be cast this way, by the permanent's controller,
while it is on the battlefield; a card another object exiled, or one exiled with an earlier object the permanent was
(400.7), is not among them. The costs are paid as usual.

Read by kb.engine.cardtext as a PlayPermission of the zone "exile" with ``linked``; checked by kb.engine.stack's search
for a permission (``linked_to``). Imports neither."""
from __future__ import annotations

import re

__all__ = ["read_linked_cast", "linked_to"]

_WORDS = re.compile(r"You may cast spells from among cards exiled with ~\.?")


def read_linked_cast(t: str) -> bool:
    """Whether the line ``t`` is the permission, word for word."""
    return _WORDS.fullmatch(t) is not None


def linked_to(card_obj, src) -> bool:
    """Whether ``card_obj`` (in exile) was exiled with the object ``src`` (a Working of the permanent) by its linked
    ability (607.2a)."""
    lk = getattr(card_obj, "exiled_with", ()) or ()
    return card_obj.zone == "exile" and bool(lk) and src is not None and lk[0] == src.oid
