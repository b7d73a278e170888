"""Enlist (702.154; since 2022-09-08): an optional cost to attack and its linked reflexive triggered ability.

Enlist means "As this creature attacks, you may tap up to one untapped creature you control that you didn't choose to
attack with and that either has haste or has been under your control continuously since this turn began. When you do,
this creature gets +X/+0 until end of turn, where X is the tapped creature's power." (702.154a). The tap is an
optional cost to attack (508.1g, 702.154b); a creature can't enlist itself (702.154c); each instance works on its own
(702.154d: read here for one instance only — two or more are "cannot decide").

The choice is the scenario's, stated on the attack step: ``choose: {enlist: {ATTACKER: CREATURE | none}}``. Unstated
for an attacker with enlist while some creature could be enlisted, what follows is "cannot decide" naming it. X is the
tapped creature's power as the reflexive ability resolves (608.2h: as it last existed if it has left).
"""
from __future__ import annotations

from .effects import ContinuousEffect, PTModOp
from .errors import EngineError
from .filters import Const
from .keywordlist import ENLIST_BOOST_TEXT
from .objects import summoning_sick
from .text import player_verb as _verb
from .triggers import Event, Pending
from .words import said_none

__all__ = ["enlist_attackers", "enlist_boost"]


def _instances(w) -> int:
    return sum(1 for h in w.abilities if getattr(h.ability, "kind", "") == "keyword" and
               (h.ability.name or "").lower() == "enlist") if w is not None else 0


def _can_enlist(state, snap, oid: int, who: str, attackers) -> str | None:
    """Why the creature ``oid`` can't be tapped for enlist (None: it can, 702.154a)."""
    o, w = state.objects.get(oid), snap.get(oid)
    if o is None or w is None or o.zone != "battlefield" or "Creature" not in w.types or w.controller != who:
        return f"it isn't a creature {who} controls"
    if oid in attackers:
        return "it was chosen to attack (702.154a, 702.154c)"
    if o.tapped:
        return "it is tapped"
    if summoning_sick(o, w, state):
        return f"it hasn't been under {who}'s control continuously since the turn began and has no haste"
    return None


def enlist_attackers(state, snap, attackers: list, who: str) -> None:
    """702.154a: as attackers are declared, each attacker with enlist may tap one creature, as the scenario says."""
    from .versions import first_edition, rule
    able = [oid for oid in attackers if _instances(snap.get(oid))]
    if not able:
        return
    if not rule("enlist", state.edition):
        state.note_unknown(f"{', '.join(state.objects[o].alias for o in able)} has enlist, a keyword the rules of "
                           f"{state.edition} don't have yet (it came with the {first_edition('enlist')} edition): what it does "
                           "can't be decided")
        return
    said = (state.choices.get("choose") or {}).get("enlist")
    said = said if isinstance(said, dict) else {}
    by_oid = {state.obj(k).oid: v for k, v in said.items()}
    used: set = set()
    for oid in able:
        o = state.objects[oid]
        if _instances(snap.get(oid)) > 1:
            state.note_unknown(f"{o.alias} has more than one enlist ability: each may tap a creature (702.154d), "
                               "which the engine doesn't read")
            continue
        if oid not in by_oid:
            if any(c not in used and _can_enlist(state, snap, c, who, attackers) is None for c in snap.work):
                state.note_unknown(f"{o.alias} has enlist and the scenario doesn't say whether {who} "
                                   f"{_verb(who, 'tap')} a creature for it as it attacks (702.154a): give choose: "
                                   f"{{enlist: {{{o.alias}: CREATURE | none}}}}")
            continue
        ref = by_oid[oid]
        if ref is None or said_none(ref):
            state.log.add(f"{who} doesn't enlist a creature for {o.alias}", "enlist", indent=1, kind="step")
            continue
        t = state.obj(ref)
        why = _can_enlist(state, snap, t.oid, who, attackers) or ("it was already tapped for another enlist"
                                                                  if t.oid in used else None)
        if why:
            raise EngineError(f"{t.alias} can't be enlisted by {o.alias}: {why} ({state.rule_no('enlist')})")
        used.add(t.oid)
        state.set_tapped(t.oid, True)
        state.log.add(f"{who} {_verb(who, 'tap')} {t.alias} for {o.alias}'s enlist: {o.alias} enlists {t.alias}", "enlist", indent=1,
                      kind="step")
        state.pending.append(Pending(None, oid, snap.get(oid), who, Event("enlist", obj=t.oid, player=who),
                                     text=ENLIST_BOOST_TEXT, label=f"{o.alias}'s reflexive ability", concept="enlist"))
        state.log.add(f"a reflexive triggered ability triggers: \u201c{ENLIST_BOOST_TEXT}\u201d", "reflexive_trigger", indent=1,
                      kind="step")


def enlist_boost(state, ins, rc, item) -> None:
    """The reflexive ability resolves: the enlisting creature gets +X/+0 until end of turn, X the tapped creature's
    power now or as it last existed (608.2h)."""
    ev = getattr(item, "event", None)
    tapped = getattr(ev, "obj", None) if ev is not None else None
    if tapped in state.objects:
        w = state.evaluate().get(tapped)
    else:
        lki = state.lki.get(tapped)
        w = getattr(lki, "working", None)
    me = state.objects.get(rc.source_oid) if rc.source_oid is not None else None
    if w is None or me is None or me.zone != "battlefield":
        state.log.add(f"{item.name}: nothing to give (the creature is no longer on the battlefield)", "enlist",
                      indent=1, kind="step")
        return
    try:
        x = int(w.power)
    except (TypeError, ValueError):
        state.note_unknown(f"{item.name}: the tapped creature's power is not known")
        return
    eff = ContinuousEffect(
        key=("enlist", state.turn, me.oid, state.clock), label=f"{me.alias} gets +{x}/+0 until end of turn (enlist)",
        ops=(PTModOp(Const(x), Const(0)),), origin="resolved", ts=(state.tick(), 0, 0, 0), ts_reason="ts_resolved",
        source=me.oid, source_name=me.alias, you=rc.you, duration="end_of_turn", started_turn=state.turn)
    eff.locked = frozenset((me.oid,))
    state.effects.append(eff)
    state.log.add(f"{me.alias} gets +{x}/+0 until end of turn (the tapped creature's power)", "enlist", indent=1,
                  kind="step")
    state._changed()
