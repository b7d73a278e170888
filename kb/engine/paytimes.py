"""A cost paid any number of times as an ability resolves, and the reflexive ability on it: "When ~ enters, you may pay
{2}{B} any number of times. When you pay this cost one or more times, put that many +1/+1 counters on ~, then …"
(the Adversaries' wording).

608.2d: how many times the player pays is their choice as the ability resolves, stated ``choose: {times: N}`` (never
guessed); "any number" may be zero (107.1c; before that rule, 2010-02-01, zero is cannot decide). Each payment is the
whole cost (mana from the pool first, the rest from sources the scenario doesn't list, as any payment: kb.engine.payments).
603.12: "When you pay this cost one or more times" is a reflexive triggered ability, triggering only when the player
paid at least once; "that many" in it is the number of times paid (608.2h), which the reflexive ability keeps as the
amount of its event. Only "one or more times" is read: another number of payments is left unread.
"""
from __future__ import annotations

import re

__all__ = ["read_pay_times", "REFLEXIVE_PAID", "pay_times"]

_ANY_TIMES = re.compile(r"(.+?) any number of times")
# the reflexive trigger condition on the payments made (603.12)
REFLEXIVE_PAID = re.compile(r"When you pay this cost one or more times, (.+)")


def read_pay_times(s: str) -> str | None:
    """The payment words of "Pay {2}{B} any number of times" ("you may" taken off), for kb.engine.payments to read;
    None for any other sentence."""
    m = _ANY_TIMES.fullmatch(s)
    return m.group(1) if m else None


def pay_times(state, ins, rc, who: str) -> bool:
    """Pay ``ins.opts["mana"]`` the number of times stated (608.2d): ``rc.did`` whether it was paid at least once,
    ``rc.last_amount`` the number of times (what the reflexive ability's "that many" reads). False when the number
    can't be decided (noted)."""
    n = rc.choices.get("times")
    if not isinstance(n, int) or isinstance(n, bool) or n < 0:
        state.unstated_choice(ins, rc.item, "times", "times: N (how many times it is paid; 0 for none)")
        rc.did = False
        return False
    if n == 0 and not state.rules_have("any_number"):
        state.note_unknown(f"\u201c{ins.text}\u201d: whether \u201cany number\u201d of times may be zero is not said by the "
                           f"rules of this edition ({state.rule_no('choices_on_resolution')})")
        rc.did = False
        return False
    mana = ins.opts["mana"] * n
    state.log.add(f"{who} pays {ins.opts['mana']} {n} time(s){'' if n else ': nothing is paid'}",
                  "choices_on_resolution", indent=1, kind="step")
    if n:
        state._spend_pool(who, mana)
    rc.did = n > 0
    rc.last_amount = n
    return True
