"""A creature "evolves" (702.100b; 702.99b in the 2012-2013 rules): one or more +1/+1 counters are put on it as a
result of its evolve ability resolving. "Whenever ~ evolves" (kb.engine.triggers, the ``evolves`` event) triggers on
that, never on +1/+1 counters another spell or ability puts on it, nor on an evolve ability putting none.
"""
from __future__ import annotations


def evolved(item, oid, kind: str | None, put: int) -> bool:
    """Whether putting ``put`` counters of ``kind`` on ``oid`` as ``item`` resolves makes ``oid`` evolve (702.100b):
    the item is an evolve ability (702.100a) of that very creature and one or more +1/+1 counters were put on it."""
    ability = getattr(item, "ability", None)
    if (getattr(ability, "keyword_name", None) or "").lower() != "evolve":
        return False
    return put > 0 and kind == "+1/+1" and getattr(item, "source", None) == oid
