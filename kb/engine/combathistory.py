"""What a creature did in the current combat: "if ~ attacked this combat", "if ~ attacked or blocked this combat"
(Kjeldoran Home Guard, Daredevil Dragster), "if ~ and at least two other creatures attacked this combat" (Kytheon).

A creature attacked when it was declared as an attacker (508.1a) — one put onto the battlefield attacking never was
(508.4) — and blocked when it was declared as a blocker (509.1a). "This combat" is the current combat phase (506.1):
the declarations recorded since it began (kb.engine.combat.Combat, new each combat phase, 500.8), whatever happened
to the creature since (removed from combat, 506.4, it still attacked). Outside a combat phase no creature attacked or
blocked "this combat". The source is the object itself (400.7): a new object after a zone change did nothing.
"""
from __future__ import annotations

import re
from dataclasses import dataclass

from .gamevalues import GameCondition
from .words import NUMBER_WORDS

__all__ = ["CombatHistory", "read_combat_history"]


@dataclass(frozen=True, slots=True)
class CombatHistory(GameCondition):
    """``attacked`` / ``blocked``: which declarations count for the source (either one, when both); ``others``: "and
    at least N other creatures attacked this combat" — the creatures declared as attackers this combat besides it."""

    attacked: bool = True
    blocked: bool = False
    others: int = 0
    describe: str = ""

    def game_holds(self, g, ctx) -> bool:
        g.used = True
        state = g.state
        c = getattr(state, "combat", None)
        src = getattr(getattr(ctx, "src", None), "obj", None)
        oid = getattr(src, "oid", None) if src is not None else getattr(ctx, "source_oid", None)
        if c is None or oid is None:
            return False
        attackers = declared_attackers(state)
        did = (self.attacked and oid in attackers) or (self.blocked and oid in declared_blockers(state))
        return did and (not self.others or len(attackers - {oid}) >= self.others)


def declared_attackers(state) -> set:
    """The creatures declared as attackers in the current combat (508.1a): in this combat's record and among the
    turn's declared attackers (one put onto the battlefield attacking is in the first only, 508.4)."""
    c = state.combat
    declared = {lk.oid for (_p, t), lks in state.attacked_with.items() if t == state.turn for lk in lks}
    return {o for o in c.declared_by if o in declared}


def declared_blockers(state) -> set:
    """The creatures declared as blockers in the current combat (509.1a; kb.engine.combat records them)."""
    return set(state.combat.blockers_declared)


_SELF = r"(?:~|it)"


def read_combat_history(phrase: str) -> CombatHistory | None:
    """"~ attacked this combat", "~ blocked this combat", "~ attacked or blocked this combat", "~ and at least two other
    creatures attacked this combat" → the condition; None for other words."""
    p = phrase.strip()
    m = re.fullmatch(rf"{_SELF} (attacked|blocked|attacked or blocked) this combat", p)
    if m:
        return CombatHistory(attacked="attacked" in m.group(1), blocked="blocked" in m.group(1), describe=p)
    m = re.fullmatch(rf"{_SELF} and at least (\w+) other creatures? attacked this combat", p)
    if m and NUMBER_WORDS.get(m.group(1), int(m.group(1)) if m.group(1).isdigit() else None):
        n = NUMBER_WORDS.get(m.group(1)) or int(m.group(1))
        return CombatHistory(others=n, describe=p)
    return None
