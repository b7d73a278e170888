""""Choose target opponent. If they control fewer lands than you, create a number of 4/4 green Troll Warrior creature
tokens with trample equal to the difference." (Waking the Trolls): a condition comparing how many permanents of a
description the target player and the ability's controller control (110.2), and "the difference" after it — the
controller's count less the target player's. Both are counted as the instruction is followed (608.2c, 608.2h); the
condition holds only when the target player controls fewer (so the difference is at least 1); with the target no
longer legal, no player is named and the condition does not hold (608.2b)."""
from __future__ import annotations

import re
from dataclasses import dataclass

from .filters import Value

__all__ = ["read_fewer_than_you", "fewer_holds", "read_difference", "Difference"]

_COND = re.compile(r"(?:they|that player) controls? fewer (.+?) than you")
_SAID = re.compile(r"\bIf (?:they|that player) controls? fewer (.+?) than you, .*\bthe difference\b", re.S)


def _target_player(prev) -> bool:
    """Whether ``prev`` (the subject named last) is a target player ("Choose target opponent.")."""
    return getattr(prev, "kind", None) == "target" and re.fullmatch(r"target (?:opponent|player)",
                                                                    (getattr(prev, "text", "") or "").lower()) is not None


def read_fewer_than_you(phrase: str, prev, selector_of):
    """"they control fewer lands than you" after "Choose target opponent." → Condition('fewer_than_you', subject the
    target, selector the permanents counted); None otherwise."""
    m = _COND.fullmatch(phrase.strip())
    if m is None or not _target_player(prev):
        return None
    from .instruction_types import Condition
    return Condition("fewer_than_you", subject=prev, selector=selector_of(m.group(1)), text=phrase.strip())


def _counts(state, subject, selector, ctx, you) -> tuple[int, int] | None:
    """(the target player's count, the controller's count), or None when the target names no player now."""
    from .gamevalues import controlled_count
    players = [r[1] for r in state.subjects(subject, ctx) if r[0] == "player"]
    if len(players) != 1:
        return None
    c = ctx.at(state.evaluate().work) if hasattr(ctx, "at") else ctx
    return controlled_count(c, players[0], selector), controlled_count(c, you, selector)


def fewer_holds(state, cond, rc) -> bool:
    """Whether the target player controls fewer permanents of the description than the controller, now (608.2c)."""
    got = _counts(state, cond.subject, cond.selector, rc, rc.you)
    return got is not None and got[0] < got[1]


def read_difference(low: str, text: str | None, prev, selector_of):
    """"the difference" in an ability that says "If they control fewer <permanents> than you, …" after a target player
    (``prev``): :class:`Difference`; None otherwise."""
    if low != "the difference" or not _target_player(prev):
        return None
    m = _SAID.search(text or "")
    return Difference(prev, selector_of(m.group(1))) if m else None


@dataclass(frozen=True, slots=True)
class Difference(Value):
    """The controller's count less the target player's, counted now (608.2h); 0 when the target names no player or the
    count is not greater (107.1b: a number that would be negative is 0 here, the condition before it failing)."""

    subject: object
    selector: object
    dynamic = True
    reads = frozenset(("controller",))

    def eval(self, ctx, w) -> int:
        state = getattr(ctx, "state", None)
        if state is None:
            return 0
        got = _counts(state, self.subject, self.selector, ctx, ctx.you)
        return max(0, got[1] - got[0]) if got is not None else 0

    def __str__(self) -> str:
        return "the difference"
