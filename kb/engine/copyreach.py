"""What an unstated choice of new targets for a copy (707.10c) can change, when only some of its targets could change.

"Test Split deals 2 damage to target creature and 2 damage to target player.", copied while the creature it targets is
the only creature: the copy's creature target can't change, its player target can. The copy deals its 2 damage to that
creature whatever is chosen; only which player is dealt the other 2 is open — the life totals of the players it could
target (120.3a), and what reads those. The reach is told without words only for a copy whose every instruction is
damage of a fixed amount dealt by the spell itself to one of its targets (no condition, no "instead", no mode), each
changeable target a player target; any other copy is estimated from its whole text (kb.engine.stack.copy_targets_unstated).
"""
from __future__ import annotations

import re

from .errors import ParseError
from .filters import Const

__all__ = ["player_slots_start"]


def player_slots_start(state, c, changeable: set, players: frozenset, snap) -> tuple | None:
    """The reach (groups, {per-player group: players}) of a copy ``c`` whose targets of the slots ``changeable`` alone
    could change, each a player target, or None when that can't be told this way. ``players``: the players it could
    target or keeps; ``snap``: the layers' result (lifelink, or a planeswalker or battle the damage could be dealt to,
    keeps the whole-text estimate)."""
    from .instructions import parse_instructions
    if not changeable or c.mode or not players:
        return None
    if any(i >= len(c.slots) or c.slots[i].selector is not None or c.slots[i].players is None for i in changeable):
        return None
    try:
        instructions, _slots = parse_instructions(c.text, c.card_name or c.name, normalized=True, lenient=True)
    except ParseError:
        return None
    for ins in instructions:
        subj = ins.subject
        if ins.kind != "damage" or not isinstance(ins.amount, Const) or ins.condition is not None or ins.alternatives \
                or subj is None or subj.kind != "target" or len(subj.slots) != 1 or ins.optional or \
                (ins.source is not None and ins.source.kind != "self"):
            return None
    # damage dealt to a player changes that player's life alone (120.3a-b) unless a source may have lifelink (120.3f)
    for w in snap.work.values():
        if any(re.search(r"\blifelink\b", getattr(h.ability, "text", "") or "", re.I) for h in w.abilities):
            return None
        if w.zone == "battlefield" and {"Planeswalker", "Battle"} & set(w.types):
            return None
    return frozenset(("life",)), {"life": frozenset(players)}
