"""Whether a cost can be paid when the quantity it is paid from is undecided (119.4, 601.2h, 602.2b).

A player can pay life only if their life total is at least the amount (119.4); a cost that can't be paid makes the
spell or ability illegal to cast or activate (601.2h). The engine follows one life total; when something it doesn't
model may have changed that total (kb.engine.unknowns.blockers), the one it follows is only one of the possible
values. Whether the payment can be made is then decided only when every possible value decides it the same way —
which the engine can't show for an unknown it has not read — so it is "cannot decide": the cost is neither refused
nor taken as certainly paid, and everything the cast or activation could change is "cannot decide" from then on.
"""
from __future__ import annotations

from .text import player_poss as _poss
from .unknowns import blockers

__all__ = ["life_payment_undecided"]


def life_payment_undecided(state, who: str, n: int, what: str, before: int | None = None) -> bool:
    """Whether ``who`` paying ``n`` life for ``what`` (a spell's or an ability's name) can't be decided because their
    life total is undecided (119.4, 601.2h). When so, it is noted (every answer the cast or activation could change
    says "cannot decide") and True is returned: the caller doesn't refuse the cost (it pays it on the course it follows
    when that total is enough). ``before``: how many of the game's unknowns there were as the casting began — a choice
    of the casting itself (which permission, which cost, 601.2b) is no earlier value of the life total: what it decides
    is what is paid, not whether what is paid can be (an unread cost makes the life total undecided only after)."""
    if n <= 0:
        return False
    why = blockers(state, state.evaluate(), None, "life", player=who, upto=before)
    if not why:
        return False
    have = state.player(who).life
    state.note_unknown(f"whether {who} can pay {n} life for {what} can't be decided "
                       f"({state.rule_no('life_pay')}, {state.rule_no('cast_pay')}): {_poss(who)} life total is "
                       f"undecided ({why[0]}) — {have} on the course followed, "
                       + ("too little" if have < n else "enough, but possibly not on another"))
    state.log.add(f"whether {who} can pay {n} life for {what} can't be decided: {_poss(who)} life total is undecided",
                  "life_pay", indent=1, kind="step")
    return True
