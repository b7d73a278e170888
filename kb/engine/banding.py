"""Banding (702.22; 502.10 from 2001-07-23): attacking bands, blocked as one, and who assigns combat damage.

As attackers are declared, the attacking player may declare bands: one or more attacking creatures with banding and up
to one attacking creature without it (702.22c), all attacking the same player, planeswalker or battle (702.22d). The
scenario states them on the attack step (``choose: {bands: [[CREATURE, CREATURE], ...]}``, ``[]`` for none), never
guessed: when a creature with banding attacks with another creature, an unstated choice is refused. A band lasts for
the rest of combat (702.22e); a creature removed from combat leaves its band (702.22f).

A creature that blocks one creature of a band blocks every creature of it (702.22h). In the combat damage step the
controller of a creature with banding chooses how the creatures in combat with it assign their damage (702.22j-k):
the defending player for an attacker blocked by a creature with banding, the active player for a blocker blocking a
creature with banding; that player divides the damage as they choose among the creatures it is in combat with, an
exception to the damage assignment order (510.1c-d).

"Bands with other [quality]" (702.22b-c, from 2009-07-11) is a special form of banding: one or more attacking [quality]
creatures with it and any number of other attacking [quality] creatures may be a band, the quality read by the selector
grammar ("Wolves", "legendary creatures", "creatures named Wolves of the Hunt"); a creature with it is no creature with
banding for the first kind of band. In combat damage a creature in combat with both a [quality] creature with "bands
with other [quality]" and another [quality] creature has its damage assigned as banding says (702.22j-k). A permanent
that loses banding loses it too (702.22b, kb.engine.effects). Before 2009-07-11 its rule (502.11) bands creatures with
the same ability and assigns damage otherwise: there a band with it, or a creature with it in combat, is "cannot
decide".
"""
from __future__ import annotations

from .errors import EngineError
from .versions import first_edition, rule

__all__ = ["BANDING", "BANDS_WITH_OTHER", "declare_bands", "block_bands", "leave_band", "assigner", "before_rule"]

BANDING = "banding"
BANDS_WITH_OTHER = "bands with other"


def _has(w) -> bool:
    return w is not None and BANDING in w.keyword_names()


def _others(w) -> list[str]:
    """The qualities of a creature's "bands with other [quality]" abilities ("Wolves", "legendary creatures")."""
    return [k[len(BANDS_WITH_OTHER):].strip() for k in (w.keyword_names() if w is not None else ())
            if k.lower().startswith(BANDS_WITH_OTHER + " ")]


def _of_quality(snap, quality: str, w) -> bool:
    """Whether ``w`` is a [quality] creature (702.22c): the quality read by the selector grammar."""
    from .filters import Ctx
    from .parser import _Ctx, parse_selector
    if w is None or "Creature" not in w.types:
        return False
    return parse_selector(quality, _Ctx(None)).match(w, Ctx(snap.work, w, w.controller))


def _with_other(snap, oids) -> object | None:
    """A creature among ``oids`` with "bands with other [quality]" that is a [quality] creature while another of them is
    one too (702.22c, j-k): its oid, or None."""
    for o in oids:
        w = snap.get(o)
        for q in _others(w):
            if _of_quality(snap, q, w) and any(x != o and _of_quality(snap, q, snap.get(x)) for x in oids):
                return o
    return None


def _band_ok(snap, oids: list) -> bool:
    """702.22c: one or more creatures with banding and up to one without, or [quality] creatures one or more of which
    have "bands with other [quality]" (every member of that quality)."""
    without = [o for o in oids if not _has(snap.get(o))]
    if len(oids) >= 2 and len(without) <= 1 and len(without) < len(oids):
        return True
    return len(oids) >= 2 and any(_of_quality(snap, q, snap.get(o)) and all(_of_quality(snap, q, snap.get(x)) for x in oids)
                                  for o in oids for q in _others(snap.get(o)))


def _other_unread(state, oids, snap) -> bool:
    """Under an edition before 2009-07-11 "bands with other" has another rule (502.11): noted "cannot decide" when a
    creature among ``oids`` has it; True then."""
    names = [state.objects[o].alias for o in oids if _others(snap.get(o))]
    if not names or rule("bands_with_other", state.edition):
        return False
    state.note_unknown(f"{', '.join(names)} {'has' if len(names) == 1 else 'have'} \u201cbands with other\u201d, whose "
                       f"rule in {state.edition} is not the one the engine models (702.22c's [quality] bands came with "
                       f"the {first_edition('bands_with_other')} edition)")
    return True


def declare_bands(state, snap, chosen: dict) -> None:
    """702.22c-d: the bands the attacking player declares among the attackers ``chosen`` (attacker oid → what it
    attacks), as the scenario says."""
    c = state.combat
    said = (state.choices.get("choose") or {}).get("bands")
    # under another rule of "bands with other" (502.11) the bands stated are kept as said, unchecked: what follows is
    # "cannot decide" (noted)
    unread = _other_unread(state, list(chosen), snap)
    if unread and said is None:
        return
    banders = [oid for oid in chosen if _has(snap.get(oid))] or [o for o in [_with_other(snap, list(chosen))] if o] or \
        ([1] if unread else [])
    if not banders or (len(chosen) < 2 and said is None):
        if said:
            raise EngineError(f"no band can be declared: a band needs an attacking creature with banding and another "
                              f"attacking creature ({state.rule_no('banding')})")
        return
    if said is None:
        names = ", ".join(state.objects[o].alias for o in chosen)
        raise EngineError(f"{names} attack and a creature with banding or \u201cbands with other\u201d is among them: the attacking "
                          "player may declare "
                          f"bands ({state.rule_no('banding')}); say which on the attack step (choose: {{bands: "
                          "[[CREATURE, CREATURE], ...]}, or [] for none)")
    if not isinstance(said, list) or any(not isinstance(b, list) for b in said):
        raise EngineError("bands are a list of lists of attacking creatures (choose: {bands: [[CREATURE, CREATURE]]})")
    seen: set = set()
    for band in said:
        oids = [state.obj(ref).oid for ref in band]
        for oid in oids:
            if oid not in chosen:
                raise EngineError(f"{state.objects[oid].alias} isn't attacking: it can't be in a band "
                                  f"({state.rule_no('banding')})")
            if oid in seen:
                raise EngineError(f"{state.objects[oid].alias} is in two bands: each creature may be a member of only "
                                  f"one ({state.rule_no('banding')})")
            seen.add(oid)
        if not unread and not _band_ok(snap, oids):
            raise EngineError("a band is one or more attacking creatures with banding and up to one attacking creature "
                              "without banding, or attacking [quality] creatures one or more of which have \u201cbands "
                              f"with other [quality]\u201d ({state.rule_no('banding')}): not "
                              + ", ".join(state.objects[o].alias for o in oids))
        targets = {chosen[o] for o in oids}
        if len(targets) > 1:
            if rule("band_same_target", state.edition):
                raise EngineError("all creatures in an attacking band must attack the same player, planeswalker or "
                                  f"battle ({state.rule_no('banding')})")
            state.note_unknown(f"the band {', '.join(state.objects[o].alias for o in oids)} attacks more than one "
                               f"player: the rules of {state.edition} don't say whether it may "
                               f"({state.rule_no('banding')})")
        c.bands.append(frozenset(oids))
    if c.bands:
        state.log.add("Bands: " + "; ".join(", ".join(state.objects[o].alias for o in sorted(b)) for b in c.bands)
                      + " \u2014 a creature blocking one creature of a band blocks all of it", "banding", indent=1,
                      kind="step")


def block_bands(state, pairs: dict) -> dict:
    """702.22h: a creature blocking a creature of a band blocks every creature of that band (blocker oid → the
    attackers it blocks, extended)."""
    c = state.combat
    if not c.bands:
        return pairs
    out = {}
    for b, atts in pairs.items():
        more = list(atts)
        for a in atts:
            for band in c.bands:
                if a in band:
                    more.extend(x for x in sorted(band) if x not in more and x in c.attackers)
        if len(more) > len(atts):
            state.log.add(f"{state.objects[b].alias} blocks a band: it blocks "
                          f"{', '.join(state.objects[x].alias for x in more)}", "banding_blocked", indent=1, kind="step")
        out[b] = more
    return out


def leave_band(state, oid) -> None:
    """702.22f: an attacking creature removed from combat is removed from its band."""
    c = state.combat
    if c is not None and c.bands:
        c.bands = [b - {oid} for b in c.bands if len(b - {oid}) > 1]


def assigner(state, snap, oid, recips: list) -> str | None:
    """Who chooses how creature ``oid`` assigns its combat damage among ``recips`` when banding says so (702.22j-k),
    or None (the usual: its controller, 510.1c-d). A creature with banding among those it is in combat with hands the
    choice to that creature's controller, who may divide the damage as they choose, ignoring any order."""
    if not rule("banding", state.edition) or _other_unread(state, recips, snap):
        return None
    # 702.22j-k: a creature with banding, or a [quality] creature with "bands with other [quality]" and another one
    bander = next((r for r in recips if _has(snap.get(r))), None) or _with_other(snap, recips)
    if bander is None:
        return None
    w = snap.get(oid)
    c = state.combat
    if oid in c.attackers:
        return snap.get(bander).controller
    return state.active if w is not None else None


def before_rule(state) -> str | None:
    """Why banding can't be answered under the edition (no rule for it yet), or None."""
    if rule("banding", state.edition):
        return None
    return (f"banding, a keyword the rules of {state.edition} don't define (its rule came with the "
            f"{first_edition('banding')} edition): its combat rules are unstated (702)")
