""""Auras attached to permanents you control", "Equipment attached to creatures you control": the Auras or Equipment
(or any permanents) attached to an object of another description (301.5, 303.4: an attached permanent's
``attached_to``) — each matches while the object it is attached to matches that description, as the layers are
applied (613.1f: "… have umbra armor" is an ability-adding effect). A permanent attached to a player (an Aura with
"enchant player", 303.4) or to nothing matches no description of an object.

The host's description is read by the selector reader itself; the result is a selector with ``host`` set
(kb.engine.filters.Selector.host). Only "<noun> attached to <description>" is read here.
"""
from __future__ import annotations

import re

__all__ = ["read_attached_to", "host_matches"]

_ATTACHED_TO = re.compile(r"((?:Auras?|Equipment|Fortifications?|permanents?)(?: you control)?) attached to (.+)")


def read_attached_to(phrase: str, parse, default_zone):
    """The selector of ``phrase`` when it is "<Auras|Equipment|…> attached to <description>", ``parse`` being the
    selector reader; None otherwise (or when either part is not one plain description)."""
    from dataclasses import replace
    m = _ATTACHED_TO.fullmatch(phrase.strip())
    if m is None:
        return None
    what, host = parse(m.group(1), default_zone), parse(m.group(2), frozenset(("battlefield",)))
    # one plain description each (kb.engine.filters.Selector, named, not imported: filters reads this module)
    if type(what).__name__ != "Selector" or type(host).__name__ != "Selector" or what.host is not None or \
            host.host is not None or what.relation is not None:
        return None
    return replace(what, host=host, describe=phrase.strip())


def host_matches(sel, w, ctx) -> bool:
    """Whether ``w`` is attached to an object (on the battlefield) that ``sel.host`` matches."""
    a = getattr(w, "attached_to", None)
    if a is None:
        a = getattr(getattr(w, "obj", None), "attached_to", None)
    if not isinstance(a, int):
        return False
    work = getattr(ctx, "work", None) or {}
    h = work.get(a)
    return h is not None and h.zone == "battlefield" and sel.host.match(h, ctx)
