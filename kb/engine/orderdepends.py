"""A scenario file's answers that depend on an order of triggered abilities nobody stated (603.3b: their controller
chooses it). The engine puts such abilities on the stack in the order they triggered and marks it
(kb.engine.sba.UNSAID_TRIGGER_ORDER, GameState.unsaid_trigger_sizes); a file's run is then tried again in each other
order those abilities could have gone on the stack (kb.engine.sba.trigger_orders, as kb.engine.ask.trigger_orders
does for a one-line question), and an expectation whose answer differs between orders is "cannot decide", naming the
rule and both answers — never the answer of the order they happened to trigger in ("Hero of Bladehold attacks":
battle cry before or after its Soldier tokens are created). Answers the same in every order stand."""
from __future__ import annotations

from .errors import EngineError
from .sba import other_trigger_orders, too_many_orders, trigger_orders, trying_trigger_orders

__all__ = ["settle_unsaid_orders"]


def _key(c) -> tuple:
    return (repr(c.actual), bool(c.undecided))


def _checks(res) -> list:
    """(record index, check) for each expectation and shown answer, in order."""
    return [(i, c) for i, r in enumerate(res.records) for c in r.checks]


def _undecided(state, c, reason: str) -> None:
    if isinstance(c.expected, str) and c.expected.strip().lower() == "cannot decide" and not c.shown:
        c.actual, c.ok, c.undecided = "cannot decide", True, []   # the refusal the file expects
        return
    c.ok, c.undecided = False, [*c.undecided, reason]


def settle_unsaid_orders(res, rerun) -> None:
    """Mark ``res``'s answers that another order of its unsaid triggered abilities would change. ``rerun()`` runs the
    scenario again (without this pass) and returns its Result, called inside kb.engine.sba.trigger_orders."""
    state = res.state
    sizes = list(getattr(state, "unsaid_trigger_sizes", None) or [])
    mine = _checks(res)
    if not sizes or not mine or trying_trigger_orders():
        return
    rule = state.rule_no("trigger_apnap")
    head = (f"the order in which triggered abilities put on the stack at once were put there is not said ({rule}: "
            f"their controller chooses it)")
    first = getattr(res, "unsaid_from", None) or 0   # answers before it can't depend on the order
    if too_many_orders(sizes):
        for i, c in mine:
            if i >= first:
                _undecided(state, c, f"{head}, and there are too many orders to try")
        return
    others: list = []
    for perms in other_trigger_orders(sizes):
        try:
            with trigger_orders(perms):
                r = rerun()
        except (EngineError, ValueError, RecursionError):   # ScenarioError is a ValueError
            # the file's choices were given for the order they triggered (a trigger's targets, "one per trigger in
            # the order they go on the stack"): an order they can't be carried out in is not compared
            continue
        others.append(_checks(r))
    for n, (_i, c) in enumerate(mine):
        diff = None
        for o in others:
            if n >= len(o) or _key(o[n][1]) != _key(c):
                diff = o[n][1] if n < len(o) else False
                break
        if diff is None:
            continue
        shown = "no answer" if diff is False else "cannot decide" if diff.undecided else diff.actual
        _undecided(state, c, f"{head}: {c.actual} in the order they triggered, {shown} in another")
