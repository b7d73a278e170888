"""Triggered abilities one player puts on the stack at once, in an order the question does not say (603.3b: that
player chooses it): the engine puts them in the order they triggered, marks it in the trace
(kb.engine.sba.UNSAID_TRIGGER_ORDER) and records how many there were (GameState.unsaid_trigger_sizes). The question is run again in the other orders; the same answers in every
order: a note says so; else the verdict says it depends, with each order's answer ("Hero of Bladehold attacks":
battle cry before or after its Soldier tokens are created)."""
from __future__ import annotations


def each_trigger_order(compiled, res, db, question: str, v, outcome, rerun):
    """The verdict ``v`` of ``res``, or "Depends on the order …" when another order of unsaid triggered abilities
    gives other answers; ``outcome(res)`` is what two runs compare; ``rerun(compiled, db)`` runs the question again
    and answers its yes/no parts (kb.engine.ask.answer's: this module is below it)."""
    from ..scenario import ScenarioError
    from ..sba import other_trigger_orders, too_many_orders, trigger_orders
    from .verdict import Verdict, verdict_of

    if v is None or v.text.startswith(("cannot decide", "Depends")):
        return v
    sizes = list(getattr(res.state, "unsaid_trigger_sizes", None) or [])
    if not sizes:
        return v
    if too_many_orders(sizes):
        head = ("cannot decide — the order in which triggered abilities were put on the stack is not said (603.3b: "
                "their controller chooses it), and there are too many orders to try; in the order they triggered: ")
        return Verdict(head + v.text, ["603.3b"] + [r for r in v.rules if r != "603.3b"], [])
    by = {outcome(res): ("the order they triggered", v)}
    for perms in other_trigger_orders(sizes):
        try:
            with trigger_orders(perms):
                r = rerun(compiled, db)
        except (ScenarioError, RecursionError) as exc:
            by.setdefault(("error", str(exc)), ("another order", Verdict(f"the steps cannot be carried out: {exc}", [])))
            continue
        key = outcome(r)
        if key not in by:
            by[key] = ("another order", verdict_of(compiled, r, question))
    if len(by) == 1:
        compiled.notes.append("the question does not say in which order the triggered abilities put on the stack at "
                              "once were put there (603.3b); the answers are the same in each order")
        return v
    parts = [f"{name} → {(vv.text if vv else 'no verdict').split(' — ')[0]}" for name, vv in by.values()]
    rules = ["603.3b"] + [x for _n, vv in by.values() if vv for x in vv.rules if x != "603.3b"]
    compiled.notes.append("the answers and the trace below are for the order the triggered abilities triggered in")
    return Verdict("Depends on the order the triggered abilities were put on the stack, which the question does not "
                   "say (603.3b: their controller chooses it): " + "; ".join(parts), list(dict.fromkeys(rules)))
