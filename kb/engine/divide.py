"""Dividing an effect among targets as a spell is cast (601.2d; 409.1e before 2009).

"~ deals 3 damage divided as you choose among one, two, or three targets": the division is
announced with the targets, each target getting at least 1, and it is part of the spell (a copy
keeps it, 707.10). As the spell resolves, a target that became illegal gets nothing and the others
keep their shares (608.2b). The scenario gives it as ``choose: {divide: [2, 1]}`` (in the order of
the targets) or ``choose: {divide: {NAME: 2, NAME: 1}}``; with one target it takes everything, with as many units
as targets each gets one. A division the scenario doesn't state where the rules leave a choice is "cannot decide".
Damage and counters ("Distribute three +1/+1 counters among one, two, or three target creatures") alike.

"Divided evenly, rounded down, among any number of targets" leaves no choice: each target is dealt the amount over the
number of targets, rounded down (107.1a). Nothing is announced as it is cast (601.2d is a division the player
chooses): the division is made as it resolves, among the targets still legal — an illegal target is not affected and no
information about it is determined (608.2b from 2015-07-17). Under the rules before, the effect "may still determine
information about illegal targets": whether one still counts in the division is not read ("cannot decide").
"""
from __future__ import annotations

from .errors import EngineError

__all__ = ["evenly", "shares", "unstated", "divided_instead", "zero_share", "zero_unstated"]


def divided_instead(ins, x: int | None):
    """The instruction whose amount is divided as the spell is cast (601.2d): "~ deals X damage divided as you choose
    among … If X is 6 or more, ~ deals twice X damage divided as you choose among them instead." (Shatterskull
    Smashing) divides the amount of the "instead" (608.2c) when its condition holds then — a condition on the X
    announced (107.3), known as the division is; ``ins`` itself otherwise. None: an "instead" of the division whose
    condition can't be told as the spell is cast (the division is then checked as it resolves)."""
    for cond, alt in (ins.opts.get("instead") or ()):
        if not alt.opts.get("divided"):
            continue
        if getattr(cond, "kind", "") != "x_compare" or cond.subject is not None or x is None:
            return None
        if {">=": x >= cond.n, "<=": x <= cond.n, "==": x == cond.n}[cond.value]:
            return alt
    return ins


def shares(text: str, amount: int, names: list[str], want, rule_no: str, zero_unread: bool = False) -> list[int] | None:
    """The share of each target (``names``, in the order chosen) of ``amount``, from the choice
    ``want`` (None, a list, or a mapping name → share); an error naming the rule when the division
    isn't one the rules allow. None when the scenario states no division and the rules leave more than one (one
    target takes everything; as many units as targets give one each): see :func:`unstated`. ``zero_unread``: the
    rules asked allow a share of 0 (409.1e of 1999-04-23, kb.engine.versions divide_zero), which the engine doesn't
    model: a stated division with a 0 is None too (see :func:`zero_share`)."""
    if not names:
        return []
    if want is None:
        if amount < len(names):
            raise EngineError(f"\u201c{text}\u201d: {amount} can't be divided among {len(names)} targets, each receiving "
                              f"at least 1 ({rule_no})")
        if len(names) == 1 or amount == len(names):   # each target receives at least one: one way only
            return [amount // len(names)] * len(names)
        return None
    if isinstance(want, dict):
        low = {str(k).lower(): v for k, v in want.items()}
        known = {n.lower() for n in names}
        unknown = [str(k) for k in want if str(k).lower() not in known]
        if unknown:
            raise EngineError(f"divide: {', '.join(unknown)} is not a target of \u201c{text}\u201d "
                              f"(targets: {', '.join(names)})")
        got = [low.get(n.lower(), 0) for n in names]
    else:
        got = list(want) if isinstance(want, (list, tuple)) else [want]
        if len(got) != len(names):
            raise EngineError(f"divide: {len(got)} share(s) for {len(names)} target(s) ({', '.join(names)})")
    try:
        got = [int(x) for x in got]
    except (TypeError, ValueError):
        raise EngineError(f"divide: the shares must be whole numbers, got {want!r}") from None
    if zero_unread and sum(got) == amount and all(x >= 0 for x in got) and any(x == 0 for x in got):
        return None   # 409.1e of 1999-04-23: a share of 0 untargets a creature, not modelled (the caller says so)
    if any(x < 1 for x in got) or sum(got) != amount:
        raise EngineError(f"divide: {got} must give each target at least 1 and add up to {amount} ({rule_no})")
    return got


def zero_share(want) -> bool:
    """Whether a stated division gives some target 0."""
    vals = list(want.values()) if isinstance(want, dict) else list(want) if isinstance(want, (list, tuple)) else [want]
    return any(str(v).strip() == "0" for v in vals)


def zero_unstated(text: str, rule_no: str) -> str:
    """Why a division giving a target 0 under 409.1e of 1999-04-23 is "cannot decide"."""
    return (f"\u201c{text}\u201d: a share of 0 is announced, and under these rules a creature assigned 0 damage isn't "
            f"targeted unless the spell permits multiple targets and specifies a number ({rule_no}): not modelled")


def unstated(text: str, amount: int, names: list[str], rule_no: str) -> str:
    """Why an answer that depends on a division the scenario doesn't state is "cannot decide" (never guessed)."""
    return (f"\u201c{text}\u201d divides {amount} among {', '.join(names)} as it is cast ({rule_no}), and the "
            "question doesn't say how (choose: {divide: [...]} in a scenario, 'dividing 2 and 1' in kb ask)")


def evenly(text: str, amount: int, names: list[str], legal: int, edition: str) -> tuple[int, str | None]:
    """Each legal target's part of ``amount`` "divided evenly, rounded down" among the targets ``names`` (107.1a:
    rounded down), ``legal`` of them still legal: divided among those (608.2b from 2015-07-17, versions
    ``illegal_target_info``); under the rules before, why it can't be decided when some became illegal."""
    from .versions import rule
    if legal < len(names) and rule("illegal_target_info", edition) != "no_information":
        return 0, (f"\u201c{text}\u201d divides {amount} evenly among {', '.join(names)}, and {len(names) - legal} of "
                   f"them became illegal targets: under the rules of {edition} the effect may still determine "
                   "information about illegal targets, and whether they still count in the division is not read")
    return (amount // legal if legal else 0), None
