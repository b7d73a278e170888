""""Auras attached to permanents you control", "Equipment attached to creatures you control": the Auras or Equipment
(or any permanents) attached to an object of another description (301.5, 303.4: an attached permanent's
``attached_to``) — each matches while the object it is attached to matches that description, as the layers are
applied (613.1f: "… have umbra armor" is an ability-adding effect). A permanent attached to a player (an Aura with
"enchant player", 303.4) or to nothing matches no description of an object.

The host's description is read by the selector reader itself; the result is a selector with ``host`` set
(kb.engine.filters.Selector.host). Only "<noun> attached to <description>" is read here; the noun may be two kinds
joined by "or" ("target Aura or Equipment attached to a creature you control", Halvar, God of Battle: each kind with
the same host, a union) and the host one object of a kind ("a creature you control": any one it could be attached to).
"""
from __future__ import annotations

import re

__all__ = ["read_attached_to", "host_matches"]

_KIND = r"(?:Auras?|Equipment|Fortifications?|permanents?)"
_ATTACHED_TO = re.compile(rf"((?:{_KIND} or )?{_KIND}(?: you control)?) attached to (?:an? (?=\w))?(.+)")


def read_attached_to(phrase: str, parse, default_zone):
    """The selector of ``phrase`` when it is "<Auras|Equipment|…> attached to <description>", ``parse`` being the
    selector reader; None otherwise (or when either part is not one plain description)."""
    from dataclasses import replace
    m = _ATTACHED_TO.fullmatch(phrase.strip())
    if m is None:
        return None
    host = parse(m.group(2), frozenset(("battlefield",)))
    what = parse(m.group(1), default_zone)   # "Aura or Equipment": a union (kb.engine.filters.AnyOf) of two kinds
    kinds = list(what.parts) if type(what).__name__ == "AnyOf" and " or " in m.group(1) else [what]
    # one plain description each (kb.engine.filters.Selector, named, not imported: filters reads this module)
    if type(host).__name__ != "Selector" or host.host is not None or \
            any(type(w).__name__ != "Selector" or w.host is not None or w.relation is not None for w in kinds):
        return None
    if len(kinds) == 1:
        return replace(kinds[0], host=host, describe=phrase.strip())
    return replace(what, parts=tuple(replace(w, host=host) for w in kinds), describe=phrase.strip())


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
