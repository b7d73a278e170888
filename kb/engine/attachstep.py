"""Whether a scenario's ``attach`` step can attach one permanent to another (701.3a-b).

"To attach an Aura, Equipment, or Fortification to an object … An Aura, Equipment, or Fortification can't be attached
to an object or player it couldn't enchant, equip, or fortify" (701.3a); "If an effect tries to attach an object that
isn't an Aura, Equipment, or Fortification to another object or player, the effect does nothing and the first object
doesn't move" (701.3b). A creature (or any other permanent) attached to an object becomes unattached at once (704.5p);
an Equipment that's also a creature can't equip a creature unless it has reconfigure (301.5c; attached, it stops being
a creature, 702.151b — under rules that define reconfigure, from 2022-02-18), and nothing equips itself. The step is refused then — the effect does nothing, so the permanent gets no new timestamp and nothing
"becomes attached" (603.2e) — where before it was attached and then unattached by the state-based action.
"""
from __future__ import annotations

from .keywordbase import has_keyword

__all__ = ["attach_refused"]


def attach_refused(state, card, to) -> str | None:
    """Why ``card`` can't be attached to the permanent ``to`` (701.3a-b), or None when it can (a player, an object off
    the battlefield: the caller's own checks)."""
    o, t = state.obj(card), state.obj(to)
    if o.zone != "battlefield" or t.zone != "battlefield":
        return None
    snap = state.evaluate()
    w, tw = snap.get(o.oid), snap.get(t.oid)
    if w is None or tw is None:
        return None
    kinds = [k for k in ("Aura", "Equipment", "Fortification") if k in w.subtypes]
    attach, unattach = state.rule_no("attach"), state.rule_no("sba_unattach")
    if not kinds:
        what = "a creature" if "Creature" in w.types else "not an Aura, Equipment or Fortification"
        return (f"attach: {o.alias} is {what}: only an Aura, Equipment or Fortification is attached to an object "
                f"({attach}); an effect that tries to attach anything else does nothing, and such a permanent attached "
                f"to an object becomes unattached ({unattach})")
    if o.oid == t.oid:
        return f"attach: {o.alias} can't be attached to itself ({attach})"
    if "Aura" in kinds:
        if "Creature" in w.types or not state._can_enchant(w, tw, snap):
            return (f"attach: {o.alias} couldn't enchant {t.alias}, so it can't be attached to it ({attach}; "
                    f"{state.rule_no('sba_aura')})")
        return None
    if "Equipment" in kinds:
        if "Creature" not in tw.types:
            return (f"attach: {o.alias} is an Equipment: it equips only a creature, not {t.alias} ({attach}; "
                    f"{state.rule_no('sba_equipment')})")
        if "Creature" in w.types and has_keyword(w.keyword_names(), "reconfigure") and state.rules_have("reconfigure"):
            pass   # 702.151b: attached, it stops being a creature until unattached (kb.engine.reconfigure)
        elif "Creature" in w.types:
            return (f"attach: {o.alias} is an Equipment that's also a creature, without reconfigure: it can't equip a "
                    f"creature ({attach}; {state.rule_no('sba_equipment')})")
    elif "Land" not in tw.types:
        return (f"attach: {o.alias} is a Fortification: it fortifies only a land, not {t.alias} ({attach}; "
                f"{state.rule_no('sba_equipment')})")
    from .legality import protected_from
    if protected_from(tw, w):   # 702.16d: not equipped or fortified by what it has protection from
        return (f"attach: {t.alias} has protection from {o.alias}: it can't be equipped or fortified by it ({attach}; "
                f"{state.rule_no('protection')})")
    return None
