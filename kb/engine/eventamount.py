""""That much" / "that many" of a trigger event (603.2, 608.2h): the events that carry an amount — damage dealt, life
gained or lost, counters put or removed, attackers of a batch, objects of a "one or more" move, a cost paid N times
(kb.engine.paytimes) — and that amount. Below kb.engine.triggers and kb.engine.targeting, which both read it."""
from __future__ import annotations

__all__ = ["AMOUNT_EVENTS", "amount_of_event", "NoAmount"]

AMOUNT_EVENTS = ("damage", "source_dealt", "dealt", "player_dealt", "life_gain", "life_loss", "counters", "attacked_with", "zones", "counters_off", "paid")


def amount_of_event(ev) -> int:
    """The event's amount, or 0 for an event of a kind without one (or none)."""
    if ev is None or ev.kind not in AMOUNT_EVENTS:
        return 0
    return ev.amount


class NoAmount(int):
    """0, marking that a resolving triggered ability's event carries no amount and no instruction has counted anything
    yet: "that much" / "that many" read now has no antecedent (kb.engine.instructions.Subject_amount: "cannot
    decide"). Any instruction that counts replaces it with a plain number."""
