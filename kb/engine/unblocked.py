""""Each unblocked creature" (Inkfathom Witch), "unblocked creatures", "an unblocked attacking Rogue you control": an attacking creature (506.4) for which no
creature was declared as a blocker (509.1h). It becomes unblocked only as blockers are declared: before the declare
blockers step no attacking creature is blocked or unblocked; once blockers are declared, an attacker no creature
blocks is unblocked until it is removed from combat or the combat phase ends, and one that was blocked stays blocked
even if its blockers leave combat (509.1h) — the combat's record of blocked attackers (kb.engine.combat.Combat.blocked).

Read as a combat status of the selector (``UNBLOCKED``, checked by :meth:`kb.engine.filters.Selector.match` through
:func:`is_unblocked`); the rest of the phrase is the plain "attacking creature" selector. "Blocked" alone (the
other set) is not read here. This module imports neither the filters nor the game values (they call it)."""
from __future__ import annotations

import re
from dataclasses import replace

__all__ = ["UNBLOCKED", "read_unblocked", "is_unblocked"]

UNBLOCKED = "unblocked"   # a Selector status (kb.engine.filters)
_PHRASE = re.compile(r"((?:[Ee]ach |[Aa]n? |[Aa]nother |[Oo]ther |[Ee]ach other |[Tt]arget |[Aa]ll )?)[Uu]nblocked (.+)")


def read_unblocked(phrase: str, parse, pc, default_zone):
    """The selector of "each unblocked creature" / "unblocked creatures you control", or None when ``phrase`` is not
    such a phrase. ``parse``: kb.engine.parser.parse_selector (passed in: the parser imports this module)."""
    m = _PHRASE.fullmatch(phrase.strip())
    if m is None:
        return None
    rest = m.group(2)
    if not rest.startswith("attacking "):
        rest = "attacking " + rest
    sel = parse(f"{m.group(1)}{rest}", pc, default_zone=default_zone)
    status = getattr(sel, "status", None)
    if status is None or "attacking" not in status:
        return None
    return replace(sel, status=(status - {"attacking"}) | {UNBLOCKED}, describe=phrase.strip())


def _state(ctx):
    game = getattr(ctx, "game", None)
    return getattr(game, "state", None) if game is not None else getattr(ctx, "state", None)


def is_unblocked(w, ctx) -> bool:
    """Whether the working object ``w`` is an unblocked creature (509.1h): attacking, blockers declared in this
    combat (the declare blockers step begun), and not among the attackers that became blocked."""
    if getattr(w.obj, "in_combat", None) != "attacking":
        return False
    state = _state(ctx)
    combat = getattr(state, "combat", None)
    step = getattr(state, "step", None)
    if combat is None or w.oid not in combat.attackers or step not in _AFTER_BLOCKERS:
        return False
    return w.oid not in combat.blocked


_AFTER_BLOCKERS = frozenset(("declare_blockers", "combat_damage", "end_of_combat"))   # 509.1h: the steps after it
