""""Pay any amount of life." as a resolving spell or ability's instruction (Vizkopa Confessor): the player chooses the
amount as it resolves (608.2d) — 0 or more, but no more than their life total (119.4: a payment of life greater than 0
only with at least that much life) — and pays it (119.4: the life is lost). "That many" after it is the amount paid
(608.2h). The amount is stated as ``choose: {pay_life: N}``; unstated, it is never guessed: "cannot decide"."""
from __future__ import annotations

import re

__all__ = ["reads_pay_any_life", "pay_any_life"]

_FORM = re.compile(r"(?:[Yy]ou )?[Pp]ay any amount of life")


def reads_pay_any_life(s: str) -> bool:
    """Whether ``s`` (without its period) is "Pay any amount of life"."""
    return _FORM.fullmatch(s) is not None


def pay_any_life(state, ins, rc, item) -> None:
    """Pay the stated amount (``rc.last_amount`` is it, for "that many"); refused when it is not a whole number from 0
    to the player's life total (119.4)."""
    from .errors import EngineError
    who = rc.you
    want = (rc.choices or {}).get("pay_life")
    rc.last_amount = 0
    if want is None:
        state.unstated_choice(ins, item, "pay_life", "pay_life: N (the life paid)")
        return
    have = state.player(who).life
    if isinstance(want, bool) or not isinstance(want, int) or want < 0 or (want > 0 and want > have):
        raise EngineError(f"\u201c{ins.text}\u201d: {want!r} life can't be paid with {have} life "
                          f"({state.rule_no('choices_on_resolution')})")
    if want:
        state.pay_life(who, want, f"for \u201c{ins.text}\u201d")
    else:
        state.log.add("no life is paid", "choices_on_resolution", indent=1, kind="step")
    rc.last_amount = want
    rc.did = True
