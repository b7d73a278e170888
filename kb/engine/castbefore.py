""""Whenever you cast an instant or sorcery spell, copy it for each other instant and sorcery spell you've cast before
it this turn." (Thousand-Year Storm): the spells its controller cast this turn (601.2i; a copy is never cast, 707.10)
that became cast before the spell of the trigger event (603.2) — not that spell itself, and not one cast after it (in
response to the trigger) — counted as the ability resolves (608.2h). The turn's casts come from the game's history
(kb.engine.gamevalues.GameView.spells_cast_this_turn, in the order they became cast); a turn that began with events
nobody stated is "cannot decide" (the count it extends).
"""
from __future__ import annotations

import re
from dataclasses import dataclass

from .gamevalues import TURN_VALUE_READERS, CastThisTurn, turn_game

__all__ = ["CastBeforeIt", "read_cast_before"]


@dataclass(frozen=True, slots=True)
class CastBeforeIt(CastThisTurn):
    """The spells ``who`` cast this turn, matching ``selector``, before the trigger event's spell."""

    def eval(self, ctx, w) -> int:
        g = turn_game(self, ctx)
        ev = getattr(ctx, "event", None)
        if g is None or ctx.you is None:
            return 0
        spells = g.spells_cast_this_turn(ctx.you)
        at = next((i for i, x in enumerate(spells) if ev is not None and x.oid == getattr(ev, "obj", None)), None)
        if at is None:
            g.state.note_unknown(f"\u201c{self.describe}\u201d: the spell of the trigger event is not among the spells "
                                 f"cast this turn ({g.state.rule_no('cast_done')})")
            return 0
        return sum(1 for x in spells[:at] if self.selector is None or self.selector.match(x, ctx))


_SHAPE = re.compile(r"(?:the number of )?other (.+?) spells? you(?:'ve| have) cast before it this turn")


def read_cast_before(phrase: str, pc, parse_selector):
    """"other instant and sorcery spell you've cast before it this turn" → the count, or None."""
    m = _SHAPE.fullmatch(phrase.strip())
    if not m or re.search(r"\b(?:other|you|your|this way|it|them)\b", m.group(1)):
        return None
    sel = parse_selector(m.group(1) + " spells", pc, default_zone=frozenset(("stack",)))
    return CastBeforeIt(sel, describe=phrase, who="you", other=True)


TURN_VALUE_READERS.append(read_cast_before)   # kb.engine.gamevalues reads "this turn" values through it
