"""Exert (701.43): "You may exert ~ as it attacks. [When you do, ...]" (:class:`kb.engine.abilities.ExertAbility`), and
"If ~ hasn't been exerted this turn, you may exert it as it attacks. [...]" (Combat Celebrant): that option exists only
while the permanent hasn't been exerted this turn, as it attacks or to pay a cost (:func:`exerted_this_turn`; a
permanent that left and came back is a new object that never was, 400.7). When the turn's earlier history is unstated
(``unlisted: [history]``) and the permanent may have been there, whether it was exerted before the question is not
known: exerting it then is "cannot decide" (noted), never a guess.

As attackers are declared, the controller of each attacking creature with such an ability chooses whether to exert it;
the scenario states it on the attack step (``choose: {exert: [CREATURE, ...]}``, ``[]`` for none), never guessed.
To exert a permanent is to choose to have it not untap during your next untap step (701.43a): a rules effect on that
permanent lasting until that untap step is over (502.3, 611.2a); exerting it again before then changes nothing more
(701.43b). Exerting it makes its "When you do" reflexive ability trigger (603.12) and is the event "Whenever you exert
a creature" triggers on (603.2).
"""
from __future__ import annotations

from .abilities import ExertAbility
from .effects import HELD_THROUGH_UNTAP_OF, ContinuousEffect, RulesOp
from .errors import EngineError
from .triggers import Event, Pending

__all__ = ["exert_attackers", "exert_abilities", "exert", "exerted_this_turn", "held_by_exert", "exert_over",
           "held_for_player"]


def held_by_exert(label: str, active: str) -> bool | None:
    """For a restriction ``label`` of an exert effect, whether it holds the permanent in ``active``'s untap step: only
    the exerter's (701.43a: "your next untap step"; a creature exerted by a player who controlled it for a turn untaps
    in its owner's, Combat Celebrant ruling 2017-04-18). None for any other label."""
    if not label.startswith(HELD_THROUGH_UNTAP_OF):
        return None
    return label[len(HELD_THROUGH_UNTAP_OF):] == active


def exert_over(e, active: str) -> bool:
    """Whether the exert effect ``e`` ends as ``active``'s untap step is over: the exerter's next untap step (611.2a),
    whoever controls the permanent then."""
    return held_for_player(e) and e.you == active


def held_for_player(e) -> bool:
    """Whether the effect ``e`` holds permanents through one player's next untap step (an exert, or "those creatures
    don't untap during that player's next untap step", kb.engine.nextuntapgroup): it ends as that untap step is over."""
    return (bool(e.key) and e.key[0] == "exert") or any(
        str(getattr(op, "label", "")).startswith(HELD_THROUGH_UNTAP_OF) for op in getattr(e, "ops", ()) or ())


def exert_abilities(w) -> list:
    """The exert abilities of a permanent (its characteristics ``w``)."""
    return [h.ability for h in w.abilities if isinstance(h.ability, ExertAbility)] if w is not None else []


def exerted_this_turn(state, oid: int) -> bool:
    """Whether the permanent ``oid`` (this object, 400.7) has been exerted this turn, as the steps tell it."""
    return any(t == state.turn and o == oid for t, o in state.__dict__.get("exerts", ()))


def _may_exert(state, snap, oid: int) -> bool:
    """Whether an exert ability of the attacker ``oid`` offers the option now (701.43a): one without a condition does;
    "If ~ hasn't been exerted this turn" does only while it hasn't — an earlier part of the turn left unstated, in
    which this object was there, can't be told (noted; the option is then taken as open)."""
    abilities = exert_abilities(snap.get(oid))
    if any(not ab.unexerted for ab in abilities):
        return bool(abilities)
    if not abilities or exerted_this_turn(state, oid):
        return False
    if state.may_predate_question(oid):
        state.note_unknown(f"whether {state.objects[oid].alias} has been exerted this turn, which its “If ~ hasn't "
                           f"been exerted this turn” asks ({state.rule_no('exert')}): the turn's earlier history is "
                           "not stated")
    return True


def exert_attackers(state, snap, attackers: list, who: str) -> None:
    """701.43a: the declared attackers that may be exerted, exerted or not as the scenario says."""
    able = [oid for oid in attackers if exert_abilities(snap.get(oid))]
    if not able:
        return
    said = (state.choices.get("choose") or {}).get("exert")
    if said is None:
        names = ", ".join(state.objects[o].alias for o in able if not exerted_this_turn(state, o)) or \
            ", ".join(state.objects[o].alias for o in able)
        raise EngineError(f"{names} may be exerted as it attacks ({state.rule_no('exert')}): say which on the attack step "
                          "(choose: {exert: [CREATURE, ...]}, or [] for none)")
    said = [said] if isinstance(said, str) else list(said)
    chosen = []
    for ref in said:
        o = state.obj(ref)
        if o.oid not in able:
            raise EngineError(f"{o.alias} can't be exerted as it attacks: it is not an attacking creature with "
                              f"\u201cYou may exert ~ as it attacks\u201d ({state.rule_no('exert')})")
        if not _may_exert(state, snap, o.oid):
            raise EngineError(f"{o.alias} has been exerted this turn: its \u201cIf ~ hasn't been exerted this turn, you "
                              f"may exert it as it attacks\u201d doesn't offer it again ({state.rule_no('exert')})")
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
        ops=(RulesOp(label=HELD_THROUGH_UNTAP_OF + who),), origin="resolved", ts=(state.tick(), 0, 0, 0), ts_reason="ts_resolved",
        source=oid, source_name=o.alias, you=who, duration="next_untap", started_turn=state.turn)
    eff.locked = frozenset((oid,))
    state.effects.append(eff)
    state.__dict__.setdefault("exerts", []).append((state.turn, oid))   # "hasn't been exerted this turn" (exerted_this_turn)
    state.log.add(f"{who} exerts {o.alias}: it won't untap during {who}'s next untap step", "exert", indent=1,
                  kind="step")
    for ab in exert_abilities(w) if as_it_attacks else ():
        if ab.reflexive:   # 603.12: "When you do, ..."
            state.pending.append(Pending(None, oid, w, who, Event("exert", obj=oid, player=who), text=ab.reflexive,
                                         label=f"{o.alias}'s reflexive ability", concept="trigger"))
            state.log.add(f"a reflexive triggered ability triggers: \u201c{ab.reflexive}\u201d", "reflexive_trigger", indent=1,
                          kind="step")
    state._emit(Event("exert", obj=oid, player=who))
    state._changed()
