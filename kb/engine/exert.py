"""Exert (701.43): "You may exert ~ as it attacks. [When you do, ...]" (:class:`kb.engine.abilities.ExertAbility`).

As attackers are declared, the controller of each attacking creature with such an ability chooses whether to exert it;
the scenario states it on the attack step (``choose: {exert: [CREATURE, ...]}``, ``[]`` for none), never guessed.
To exert a permanent is to choose to have it not untap during your next untap step (701.43a): a rules effect on that
permanent lasting until that untap step is over (502.3, 611.2a); exerting it again before then changes nothing more
(701.43b). Exerting it makes its "When you do" reflexive ability trigger (603.12) and is the event "Whenever you exert
a creature" triggers on (603.2).
"""
from __future__ import annotations

from .abilities import ExertAbility
from .effects import ContinuousEffect, RulesOp
from .errors import EngineError
from .triggers import Event, Pending

__all__ = ["exert_attackers", "exert_abilities", "exert"]

NO_UNTAP = "doesn't untap during its controller's untap step"


def exert_abilities(w) -> list:
    """The exert abilities of a permanent (its characteristics ``w``)."""
    return [h.ability for h in w.abilities if isinstance(h.ability, ExertAbility)] if w is not None else []


def exert_attackers(state, snap, attackers: list, who: str) -> None:
    """701.43a: the declared attackers that may be exerted, exerted or not as the scenario says."""
    able = [oid for oid in attackers if exert_abilities(snap.get(oid))]
    if not able:
        return
    said = (state.choices.get("choose") or {}).get("exert")
    if said is None:
        names = ", ".join(state.objects[o].alias for o in able)
        raise EngineError(f"{names} may be exerted as it attacks ({state.rule_no('exert')}): say which on the attack step "
                          "(choose: {exert: [CREATURE, ...]}, or [] for none)")
    said = [said] if isinstance(said, str) else list(said)
    chosen = []
    for ref in said:
        o = state.obj(ref)
        if o.oid not in able:
            raise EngineError(f"{o.alias} can't be exerted as it attacks: it is not an attacking creature with "
                              f"\u201cYou may exert ~ as it attacks\u201d ({state.rule_no('exert')})")
        chosen.append(o.oid)
    for oid in dict.fromkeys(chosen):
        exert(state, snap, oid, who, as_it_attacks=True)


def exert(state, snap, oid: int, who: str, *, as_it_attacks: bool = False) -> None:
    """701.43a: ``who`` exerts the permanent ``oid`` (as it attacks: its "When you do" abilities trigger, 603.12; or
    to pay an "Exert ~" cost)."""
    o, w = state.objects[oid], snap.get(oid)
    eff = ContinuousEffect(
        key=("exert", state.turn, oid, state.clock), label=f"{o.alias} is exerted: it won't untap during "
                                                             f"{who}'s next untap step",
        ops=(RulesOp(label=NO_UNTAP),), origin="resolved", ts=(state.tick(), 0, 0, 0), ts_reason="ts_resolved",
        source=oid, source_name=o.alias, you=who, duration="next_untap", started_turn=state.turn)
    eff.locked = frozenset((oid,))
    state.effects.append(eff)
    state.log.add(f"{who} exerts {o.alias}: it won't untap during {who}'s next untap step", "exert", indent=1,
                  kind="step")
    for ab in exert_abilities(w) if as_it_attacks else ():
        if ab.reflexive:   # 603.12: "When you do, ..."
            state.pending.append(Pending(None, oid, w, who, Event("exert", obj=oid, player=who), text=ab.reflexive,
                                         label=f"{o.alias}'s reflexive ability", concept="trigger"))
            state.log.add(f"a reflexive triggered ability triggers: \u201c{ab.reflexive}\u201d", "trigger", indent=1,
                          kind="step")
    state._emit(Event("exert", obj=oid, player=who))
    state._changed()
