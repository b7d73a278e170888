"""Soulbond (702.95; 702.93 when it came, 2012-05-01; 702.94 from 2013-07-13): two creatures paired, and what is
true "as long as ~ is paired with another creature".

"Soulbond" means "When this creature enters, if you control both this creature and another creature and both are
unpaired, you may pair this creature with another unpaired creature you control for as long as both remain creatures
on the battlefield under your control" and "Whenever another creature you control enters, if you control both that
creature and this one and both are unpaired, you may pair that creature with this creature for as long as both
remain creatures on the battlefield under your control." (702.95a). The keyword table (kb.engine.keywordmeans) holds
those two abilities; the readers here take their words: the intervening "if" (603.4) and the pairing itself.

Whether to pair, and with which creature, is the controller's choice as the ability resolves: ``choose: {pair: NAME}``
(``pair: true`` for the second ability, whose creature is the one that entered; ``pair: false`` or ``may: false``
declines). Never guessed: unstated, what follows is "cannot decide" naming the choice.

A pair is kept on both objects (``choices['paired']``, the partner's id, and ``choices['paired_by']``, the player
whose ability paired them). It ends for good as soon as either creature leaves the battlefield (a new object, 400.7),
stops being a creature, or comes under another player's control (702.95e): checked each time a player would receive
priority (kb.engine.sba), and read live by "~ is paired" and "both creatures" / "each of those creatures" (702.95b)
so no answer between two checks sees a pair that has already ended.
"""
from __future__ import annotations

import re

__all__ = ["CONDITIONS", "PAIRINGS", "partner", "is_paired", "unpaired_holds", "resolve_pair",
           "pairs_lapse", "PAIRED_SUBJECTS"]

# the intervening "if" of each of soulbond's abilities (702.95a): whose pairing it checks (read by
# kb.engine.instructions into a ``soulbond_unpaired`` condition, as the pairings into a ``soulbond_pair`` instruction)
CONDITIONS = {"you control both ~ and another creature and both are unpaired": "self",
              "you control both that creature and ~ and both are unpaired": "event"}
# the pairing instruction of each ability (702.95a)
PAIRINGS = {"You may pair ~ with another unpaired creature you control for as long as both remain creatures on the "
            "battlefield under your control": "self",
            "You may pair that creature with ~ for as long as both remain creatures on the battlefield under your "
            "control": "event"}
# the subject of "As long as ~ is paired with another creature, both creatures have …" (702.95b)
PAIRED_SUBJECTS = ("both creatures", "each of those creatures")


def _ok(w, work, by) -> bool:
    return w is not None and w.zone == "battlefield" and "Creature" in w.types and w.controller == by


def partner(w, work):
    """The creature ``w`` is paired with, as ``work`` has them (None: unpaired, or the pair has ended, 702.95e)."""
    ch = getattr(getattr(w, "obj", None), "choices", None) or {}
    pid, by = ch.get("paired"), ch.get("paired_by")
    if pid is None:
        return None
    other = work.get(pid)
    if not (_ok(w, work, by) and _ok(other, work, by)):
        return None
    return other if (getattr(other.obj, "choices", None) or {}).get("paired") == w.oid else None


def is_paired(w, work) -> bool:
    return partner(w, work) is not None


def _unpaired_creatures(snap, you: str) -> list:
    return [w for w in snap.work.values() if w.zone == "battlefield" and "Creature" in w.types and w.controller == you
            and not (getattr(w.obj, "choices", None) or {}).get("paired")]


def unpaired_holds(state, cond, rc) -> bool:
    """The intervening "if" (603.4): as the ability triggers and again as it resolves."""
    snap = state.evaluate()
    me = snap.get(rc.source_oid) if rc.source_oid in state.objects else None
    free = {w.oid for w in _unpaired_creatures(snap, rc.you)}
    if me is None or me.oid not in free:
        return False
    if cond.value == "self":   # "you control both this creature and another creature and both are unpaired"
        return bool(free - {me.oid})
    other = getattr(rc.event, "obj", None) if rc.event is not None else None
    return other is not None and other != me.oid and other in free


def resolve_pair(state, ins, rc, item) -> None:
    """702.95a-d: pair the soulbond creature with the creature chosen (the first ability) or with the creature that
    entered (the second), as its controller chose; 702.95c: neither becomes paired if either is no longer a creature
    on the battlefield under that player's control."""
    from .errors import EngineError
    snap = state.evaluate()
    me = snap.get(rc.source_oid) if rc.source_oid in state.objects else None
    said = rc.choices.get("pair")
    if rc.choices.get("may") is False or said is False or str(said).lower() in ("false", "no"):
        state.log.add(f"\u201c{ins.text}\u201d: {rc.you} chooses not to pair", "soulbond", indent=1, kind="step")
        return
    free = [w for w in _unpaired_creatures(snap, rc.you) if me is None or w.oid != me.oid]
    if ins.opts.get("with") == "event":
        oid = getattr(rc.event, "obj", None) if rc.event is not None else None
        candidates = [w for w in free if w.oid == oid]
    else:
        candidates = free
    if me is None or not _ok(me, snap.work, rc.you) or (me.obj.choices or {}).get("paired") or not candidates:
        state.log.add(f"\u201c{ins.text}\u201d: nothing is paired (a creature that would be paired is no longer an "
                      f"unpaired creature on the battlefield under {rc.you}'s control)", "soulbond", indent=1,
                      kind="step")
        return
    if said is None or said is True or str(said).lower() in ("true", "yes"):
        if said is None and rc.choices.get("may") is None:
            state.unstated_choice(ins, item, "pair", "pair: NAME | false (whether to pair, and with which creature)")
            return
        if len(candidates) > 1:
            state.unstated_choice(ins, item, "pair", "pair: NAME (which creature it is paired with)")
            return
        other = candidates[0]
    else:
        other = next((w for w in candidates if w.obj.alias.lower() == str(said).lower()), None)
        if other is None:
            raise EngineError(f"\u201c{ins.text}\u201d: {said!r} can't be paired with {me.obj.alias}: the choice is "
                              f"among {', '.join(w.obj.alias for w in candidates)} ({state.rule_no('soulbond')})")
    for a, b in ((me, other), (other, me)):
        a.obj.choices["paired"] = b.oid
        a.obj.choices["paired_by"] = rc.you
    state._touched()
    state.log.add(f"{me.obj.alias} and {other.obj.alias} become paired", "soulbond", indent=1, kind="step")


def pairs_lapse(state) -> None:
    """702.95e: a paired creature becomes unpaired when either leaves the battlefield, stops being a creature, or
    another player gains control of it; it doesn't become paired again by coming back. Checked each time a player
    would receive priority (kb.engine.sba)."""
    snap = None
    for o in list(state.objects.values()):
        ch = o.choices or {}
        if ch.get("paired") is None:
            continue
        snap = snap or state.evaluate()
        w = snap.get(o.oid)
        if w is not None and partner(w, snap.work) is not None:
            continue
        other = state.objects.get(ch["paired"])
        ch.pop("paired", None)
        ch.pop("paired_by", None)
        if other is not None and (other.choices or {}).get("paired") == o.oid:
            other.choices.pop("paired", None)
            other.choices.pop("paired_by", None)
        state._touched()
        state.log.add(f"{o.alias} is no longer paired{f' with {other.alias}' if other is not None else ''}",
                      "soulbond_unpaired", indent=1, kind="step")


def soulbond_phrase(p: str) -> bool:
    """"~ is paired with another creature" (702.95b), the condition of soulbond creatures' static abilities."""
    return re.fullmatch(r"(?:~|it) is paired with another creature", p.strip()) is not None
