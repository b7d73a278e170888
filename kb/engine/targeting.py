"""Targets whose number is announced, not printed (601.2c, 115), the order of "for each of them"
(608.2f), and what a "spell that targets only ..." looks at (115.9).

601.2c: "If the spell has a variable number of targets, the player announces how many targets they
will choose before they announce those targets. In some cases, the number of targets will be
defined by the spell's text. Once the number of targets the spell has is determined, that number
doesn't change". The grammar (:mod:`kb.engine.instructions`) marks such an instance of the word
"target" as ``variable``:

- ``any``: "any number of target creatures" (zero or more), ``upto_x`` / ``x``: "up to X target
  ..." / "X target ..." (X announced first, 601.2b);
- ``each_opponent`` / ``each_player``: "For each opponent, gain control of target permanent that
  player controls." — one target for each of those players (in the game as it is put on the
  stack), each restricted to that player's permanents (or "from that player's graveyard": cards
  they own).

:func:`plan_targets` turns the targets a scenario gives into a *plan* (instance → how many, or for
which players) and the targets in slot order; the spell's text is then read again with that plan,
and the plan is kept on the stack item (copies keep it: the number can't change, 707.10). A
flat ``targets: [...]`` list serves a spell with one variable instance; otherwise ``targets:`` gives
one entry per instance of the word "target" (a list for several targets).
"""
from __future__ import annotations

from dataclasses import replace

from .errors import EngineError

__all__ = ["PER_PLAYER", "NoLegalTarget", "has_variable", "plan_targets", "order_for_each", "targets_only"]

PER_PLAYER = ("each_opponent", "each_player")


class NoLegalTarget(EngineError):
    """A target the text requires for a player can't be chosen: a spell can't be cast (601.2c);
    a triggered ability is removed from the stack (603.3d)."""


def has_variable(slots) -> bool:
    return any(getattr(s, "variable", None) for s in slots)


def _instances(slots) -> dict:
    """word (one instance of "target") → the indices of its slots, in order."""
    out: dict = {}
    for i, s in enumerate(slots):
        out.setdefault(s.word, []).append(i)
    return out


def _is_group(g) -> bool:
    return isinstance(g, list)


def players_for(state, controller: str, variable: str) -> list:
    """The players a "for each opponent / for each player" instance has a target for, in APNAP
    order (101.4), as it is put on the stack."""
    return [p for p in state.apnap() if state.player_state[p].in_game and (variable == "each_player" or p != controller)]


def _player_of(state, snap, ref, whose: str):
    kind, r = ref
    if kind == "player":
        return r
    o = state.objects.get(r)
    if o is None:   # an object that left: as it last existed (608.2h), "each creature destroyed this way"
        lk = state.lki.get(r)
        return None if lk is None else lk.owner if whose == "graveyard" else lk.controller
    if whose == "graveyard":
        return o.owner
    w = snap.get(r)
    return w.controller if w is not None else o.controller


def plan_targets(state, item, slots, given) -> tuple[dict, list]:
    """601.2c: the number of targets of each variable instance and the targets in slot order.
    ``slots`` are the template slots read without a plan; ``given`` the scenario's targets."""
    given = list(given or ())
    words = _instances(slots)
    order = list(words)
    nested = any(_is_group(g) for g in given)
    if not nested and not has_variable(slots):
        return {}, given
    phrases = "; ".join(f"\u201c{slots[words[w][0]].phrase}\u201d" for w in order) or "none"
    if nested:
        if len(given) != len(order):
            raise EngineError(f"{item.name} has {len(order)} instance(s) of the word \u201ctarget\u201d ({phrases}); "
                              f"targets: gives one entry per instance (a list for several targets): {len(given)} "
                              f"given ({state.rule_no('cast_targets')})")
        groups = {w: ([] if g is None else list(g) if _is_group(g) else [g]) for w, g in zip(order, given)}
    else:
        var = [w for w in order if slots[words[w][0]].variable]
        if len(var) > 1:
            raise EngineError(f"{item.name} has {len(var)} instances of the word \u201ctarget\u201d whose number of "
                              f"targets is announced ({phrases}): give targets: one entry per instance, e.g. "
                              f"[[A, B], C] ({state.rule_no('cast_targets')})")
        w0 = var[0]
        fixed_total = sum(len(words[w]) for w in order if w != w0)
        n = max(0, len(given) - fixed_total)
        groups, pos = {}, 0
        for w in order:
            k = n if w == w0 else len(words[w])
            groups[w] = given[pos:pos + k]
            pos += k
    plan: dict = {}
    flat: list = []
    for w in order:
        tmpl = slots[words[w][0]]
        g = groups[w]
        v = tmpl.variable
        if v in PER_PLAYER:
            players = players_for(state, item.controller, v)
            plan[w] = tuple(players)
            flat.extend(_by_player(state, item, tmpl, players, g))
        elif v == "upto_amount":   # "up to that many target …": the trigger event's amount (kb.engine.paytimes)
            from .eventamount import AMOUNT_EVENTS, amount_of_event as event_amount
            ev = getattr(item, "event", None)
            if ev is None or ev.kind not in AMOUNT_EVENTS:   # the number is not read: what follows can't be decided
                state.note_unknown(f"\u201c{tmpl.phrase}\u201d: how many \u201cthat many\u201d is here is not read "
                                   f"({state.rule_no('cast_targets')})")
            elif len(g) > event_amount(ev):
                raise EngineError(f"\u201c{tmpl.phrase}\u201d: up to {event_amount(ev)} target(s); {len(g)} given "
                                  f"({state.rule_no('cast_targets')})")
            plan[w] = len(g)
            flat.extend(g)
        elif v in ("any", "upto_x", "x"):
            if v != "any":
                if item.x is None:
                    raise EngineError(f"\u201c{tmpl.phrase}\u201d: announce X first (x: N) ({state.rule_no('cast_modes')}, {state.rule_no('cast_targets')})")
                if (v == "x" and len(g) != item.x) or len(g) > item.x:
                    raise EngineError(f"\u201c{tmpl.phrase}\u201d with X = {item.x}: {len(g)} target(s) given "
                                      f"({state.rule_no('cast_targets')})")
            plan[w] = len(g)
            flat.extend(g)
        else:
            k = len(words[w])
            if len(g) > k:
                raise EngineError(f"\u201c{tmpl.phrase}\u201d has {k} target(s); {len(g)} given ({state.rule_no('cast_targets')})")
            flat.extend(list(g) + [None] * (k - len(g)))
    return plan, flat


def _by_player(state, item, tmpl, players: list, given: list) -> list:
    """One target for each player: each given target goes to the player whose object it is; a
    player left without one gets none ("up to one") or, when the target is required, the spell
    can't be cast / the ability can't be put on the stack if that player has no legal choice
    (601.2c, 603.3d), and must be given one otherwise."""
    snap = state.evaluate()
    out: dict = {p: None for p in players}
    each = "opponent" if tmpl.variable == "each_opponent" else "player"
    how = "in the graveyard of" if tmpl.whose == "graveyard" else "controlled by"
    for t in given:
        ref = state._target_ref(t)
        if ref is None:
            continue
        who = _player_of(state, snap, ref, tmpl.whose)
        if who not in out:
            why = f"it is {how} {who}, who is not an opponent" if who is not None else "it is not there"
            raise EngineError(f"{state._ref_name(ref)} is not a legal target for \u201c{tmpl.phrase}\u201d: {why} "
                              f"({', '.join(dict.fromkeys((state.rule_no('cast_targets'), state.rule_no('targets'))))})")
        if out[who] is not None:
            raise EngineError(f"{state._ref_name(out[who])} and {state._ref_name(ref)} are both {how} {who}: "
                              f"\u201c{tmpl.phrase}\u201d has one target for each {each} ({state.rule_no('cast_targets')})")
        out[who] = ref
    if not tmpl.optional:
        from .legality import target_ok
        cands = [("player", n) for n in state.players] + [("obj", o) for o in state.objects]
        src_w = snap.get(item.source) if item.source is not None else None
        for p in players:
            if out[p] is not None:
                continue
            slot = replace(tmpl, for_player=p)
            if any(target_ok(state, slot, c, snap, item.controller, src_w, item) is None for c in cands):
                raise EngineError(f"\u201c{tmpl.phrase}\u201d needs a target {how} {p} (one for each {each}): "
                                  f"give it in targets: ({state.rule_no('cast_targets')})")
            raise NoLegalTarget(f"{p} has nothing that could be chosen for \u201c{tmpl.phrase}\u201d (one target "
                                f"for each {each} is required)")
    return [out[p] for p in players]


def order_for_each(state, refs: list, rc, item) -> list:
    """608.2f: an action that can't be taken on several players and objects at once is taken on
    each in turn: APNAP order first (a player and the objects they control together, 101.4), then,
    among one player's, the order the resolving spell's controller chooses — ``choose: {order:
    [...]}``, else the order the targets were announced in."""
    if len(refs) < 2:
        return list(refs)
    snap = state.evaluate()
    apnap = state.apnap()

    def rank(ref):
        who = _player_of(state, snap, ref, "")
        return apnap.index(who) if who in apnap else len(apnap)
    want = rc.choices.get("order")
    if want is not None:
        picked = [state._target_ref(t) for t in (want if isinstance(want, list) else [want])]
        missing = [r for r in refs if r not in picked]
        extra = [r for r in picked if r not in refs]
        if extra:
            raise EngineError(f"choose: order: {', '.join(state._ref_name(r) for r in extra)} is not one of them "
                              f"({', '.join(state._ref_name(r) for r in refs)}) ({state.rule_no('each_in_turn')})")
        seq = [r for r in picked if r in refs] + missing
        ranks = [rank(r) for r in seq]
        if ranks != sorted(ranks):
            raise EngineError("choose: order: APNAP order comes first: the active player's and the objects they "
                              "control, then each other player's in turn order; the controller orders only within "
                              f"one player's ({state.rule_no('each_in_turn')}, 101.4)")
        how = "in the order chosen"
    else:
        seq = sorted(refs, key=rank)   # stable: the announced order within one player's
        how = "APNAP order, then the order the targets were announced (the controller's choice: choose: {order: [...]})"
    state.log.add(f"one at a time, {how}: {', '.join(state._ref_name(r) for r in seq)}",
                  "each_in_turn", indent=1, kind="step")
    return seq


def targets_only(item, ctx, what, src, *, only: bool) -> bool:
    """115.9b / 115.9c: whether a spell or ability on the stack targets [only] ``what`` (a selector,
    or 'self': the trigger's source ``src``). "Targets only": exactly one different object or player
    was chosen as its target (as changed since), and it matches now. "Targets": one of its targets
    matches now. A target no longer in its zone is ignored (its last known information is not used)."""
    chosen = []
    for t in getattr(item, "targets", ()) or ():
        if t is not None and t not in chosen:
            chosen.append(t)
    if only and len(chosen) != 1:
        return False
    work = getattr(ctx, "work", None) or {}
    for kind, ref in chosen:
        if kind == "player":
            continue
        w = work.get(ref)
        if w is None:
            continue   # 115.9b: no longer in the zone it's expected to be in: ignored
        if what == "self":
            if src is not None and getattr(src, "oid", None) == ref:
                return True
        elif what.match(w, ctx):
            return True
    return False
