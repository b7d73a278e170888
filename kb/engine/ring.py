"""The Ring tempts you (701.54 in 2026; 701.52 when it began, 2023-06-23).

Each time the Ring tempts a player they choose a creature they control as their Ring-bearer (701.54a), a designation
that lasts until another creature becomes their Ring-bearer or another player gains control of it (701.54a-b, 701.54e).
A player without the emblem The Ring gets it first (701.54c): "Your Ring-bearer is legendary and can't be blocked by
creatures with greater power"; tempted two or more times, "Whenever your Ring-bearer attacks, draw a card, then
discard a card"; three or more, "Whenever your Ring-bearer becomes blocked by a creature, the blocking creature's
controller sacrifices it at end of combat"; four or more, "Whenever your Ring-bearer deals combat damage to a player,
each opponent loses 3 life". The Ring tempts a player even when no creature could be chosen (701.54d).

Which creature is chosen is stated (``choose: {ring_bearer: NAME}`` on the spell or ``triggers:`` of the ability),
never guessed: with several creatures and no choice, what it could change is "cannot decide". The third ability
(a sacrifice at end of combat) is not modelled: when it would trigger, what follows is "cannot decide".
"""
from __future__ import annotations

from .errors import EngineError
from .triggers import Event, Pending

__all__ = ["ring_bearer_of", "ring_lapses", "tempt", "ring_triggers", "ring_can_block"]


def ring_bearer_of(state, player: str, snap=None) -> int | None:
    """701.54e: ``player``'s Ring-bearer: on the battlefield under their control, or None."""
    oid = state.player(player).ring_bearer
    if oid is None or oid not in state.objects:
        return None
    w = (snap or state.evaluate()).get(oid)
    if w is None or w.zone != "battlefield" or w.controller != player:
        return None
    return oid


def ring_lapses(state) -> None:
    """701.54a: a creature stops being its player's Ring-bearer when it leaves the battlefield (400.7) or another
    player gains control of it; it does not become the Ring-bearer again when control comes back. Checked each
    time a player would receive priority (kb.engine.sba)."""
    snap = None
    for name in state.players:
        p = state.player(name)
        if p.ring_bearer is None:
            continue
        snap = snap or state.evaluate()
        w = snap.get(p.ring_bearer) if p.ring_bearer in state.objects else None
        if w is None or w.zone != "battlefield" or w.controller != name:
            p.ring_bearer = None
            state.log.add(f"{name} no longer has a Ring-bearer", "ring_tempts", indent=1, kind="step")
    for name in state.players:   # a creature that left can no longer be the unstated Ring-bearer
        p = state.player(name)
        if p.ring_candidates:
            p.ring_candidates = tuple(o for o in p.ring_candidates if o in state.objects
                                      and state.objects[o].zone == "battlefield")


def tempt(state, player: str, choices: dict, text: str) -> None:
    """701.54a-d: the Ring tempts ``player``; the Ring-bearer is the creature ``choices['ring_bearer']`` names (the
    only creature they control needs no choice)."""
    snap = state.evaluate()
    mine = [w.oid for w in snap.work.values() if w.zone == "battlefield" and w.controller == player
            and "Creature" in w.types]
    p = state.player(player)
    if p.ring_tempted == 0:
        state.log.add(f"{player} gets the emblem The Ring", "ring_emblem", indent=1, kind="step")
    p.ring_tempted += 1
    want = (choices or {}).get("ring_bearer")
    pick = None
    if want is not None:
        pick = next((oid for oid in mine if state.objects[oid].alias.lower() == str(want).lower()), None)
        if pick is None:
            raise EngineError(f"“{text}”: {want!r} is not a creature {player} controls ({state.rule_no('ring_tempts')}: the Ring-bearer is "
                              f"chosen among {', '.join(state.objects[o].alias for o in mine) or 'none'})")
    elif len(mine) == 1:
        pick = mine[0]
    elif mine:
        from .unknowns import Unknown
        state.unknowns.append(Unknown(
            f"the Ring tempts {player} and the scenario doesn't say which creature becomes the Ring-bearer "
            f"(choose: {{ring_bearer: NAME}}, {state.rule_no('ring_tempts')})", frozenset(("types", "abilities", "zone", "pt", "life",
                                                                      "cards", "designations")),
            since=state.clock, objects=frozenset(mine)))
        p.ring_bearer = None
        p.ring_candidates = tuple(mine)
    if pick is not None:
        p.ring_bearer = pick
        p.ring_candidates = ()
    state.log.add(f"the Ring tempts {player} ({p.ring_tempted} time(s) this game)"
                  + (f": {state.objects[pick].alias} becomes the Ring-bearer" if pick is not None else
                     ("" if mine else f": no creature to choose ({state.rule_no('ring_tempts')})")), "ring_tempts", indent=1,
                  kind="step")
    state._touched()
    state._emit(Event("ring_tempts", player=player, obj=pick, cause="chosen" if mine else None))


def ring_can_block(state, snap, blocker: int, attacker: int) -> str | None:
    """701.54c: "can't be blocked by creatures with greater power": why ``blocker`` can't block ``attacker``, or
    None."""
    for name in state.players:
        p = state.player(name)
        if attacker in p.ring_candidates and (snap.get(blocker).power or 0) > (snap.get(attacker).power or 0):
            state.note_unknown(f"{snap.get(attacker).obj.alias} may be {name}'s Ring-bearer (which creature is was not "
                               f"stated), which creatures with greater power can't block ({state.rule_no('ring_emblem')})")
        if ring_bearer_of(state, name, snap) == attacker:
            b, a = snap.get(blocker), snap.get(attacker)
            if b is not None and a is not None and (b.power or 0) > (a.power or 0):
                return (f"{a.obj.alias} is {name}'s Ring-bearer: it can't be blocked by creatures with greater power "
                        f"({state.rule_no('ring_emblem')}, {state.rule_no('block_restrictions')})")
    return None


def ring_triggers(state, events: list) -> None:
    """701.54c: the Ring's triggered abilities, by how many times it has tempted its owner."""
    if not any(state.player(n).ring_tempted >= 2 for n in state.players):
        return
    for ev in events:
        for name in state.players:
            p = state.player(name)
            if p.ring_tempted < 2:
                continue
            if p.ring_candidates and ev.kind in ("attacks", "becomes_blocked", "damage") and \
                    (ev.obj in p.ring_candidates or ev.source in p.ring_candidates):
                state.note_unknown(f"which creature is {name}'s Ring-bearer was not stated (choose: {{ring_bearer: "
                                   f"NAME}}), and the Ring's abilities trigger on what it does ({state.rule_no('ring_emblem')})")
                continue
            bearer = ring_bearer_of(state, name)
            if bearer is None:
                continue
            if ev.kind == "attacks" and ev.obj == bearer:
                state.pending.append(Pending(None, None, None, name, ev, text="Draw a card, then discard a card.",
                                             label="The Ring", concept="ring_tempts"))
                state.log.add(f"The Ring's ability triggers: {name}'s Ring-bearer attacks", "ring_tempts", indent=1,
                              kind="step")
            elif ev.kind == "becomes_blocked" and ev.obj == bearer and p.ring_tempted >= 3:
                state.note_unknown(f"{name}'s Ring-bearer became blocked and the Ring's “the blocking creature's "
                                   f"controller sacrifices it at end of combat” is not modelled ({state.rule_no('ring_emblem')})")
            elif ev.kind == "damage" and ev.combat and ev.source == bearer and ev.recipient_player is not None \
                    and p.ring_tempted >= 4:
                state.pending.append(Pending(None, None, None, name, ev, text="Each opponent loses 3 life.",
                                             label="The Ring", concept="ring_tempts"))
