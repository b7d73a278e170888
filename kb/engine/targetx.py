""""Return target creature card with mana value X or less from your graveyard to the battlefield, where X is the number
of modified creatures you control." (Unforgiving One): X of a target's description defined by the text (107.3a).

The description is checked whenever the target is: as it is chosen, when the ability is put on the stack (601.2c,
603.3d), and again as it resolves (608.2b) — X is determined each time from the game as it is then (the card's
ruling: fewer modified creatures by then can make the target illegal). So the X is kept in the description as the
value itself (``("value", V, value_now)`` in :attr:`kb.engine.filters.Selector.compare`), evaluated as the selector is matched;
a value that reads something the scenario leaves unstated is noted unknown then (kb.engine.gamevalues).

Read only when X appears once in the words before "where", in "with mana value / power / toughness X or less /
greater" of a target, and the instruction itself reads without X (the caller's readers).
The same X of a searched card's description: kb.engine.comparevalue.search_where_x.
"""
from __future__ import annotations

import re
from dataclasses import replace

__all__ = ["target_where_x", "VALUE", "value_now"]

VALUE = "value"   # the tag of a compared value given by the text (Selector.compare)

_SHAPE = re.compile(r"(.+?\btarget [^.]*?\bwith (?:mana value|power|toughness) X or (?:less|greater|more)\b.*?),? where X "
                    r"is (.+)")


def target_where_x(s: str, read, value, tg, substitute):
    """``s`` as "… target … with mana value X or less …, where X is V" → the instruction ``read`` makes of the words
    before "where", with the X of its new target slots' descriptions bound to ``value(V)``; None for any other words.
    ``substitute``: kb.engine.instructions._substitute (the same replacement through the instruction's fields)."""
    m = _SHAPE.fullmatch(s.strip())
    if not m or len(re.findall(r"\bX\b", m.group(1))) != 1:
        return None
    before = len(tg.slots)
    ins = read(m.group(1))
    if ins is None or len(tg.slots) != before + 1:
        return None
    xval = value(m.group(2))

    def swap(v):
        from .filters import Selector
        if isinstance(v, Selector) and any(n == "X" for _a, _o, n in v.compare):
            return replace(v, compare=tuple((a, o, (VALUE, xval, value_now) if n == "X" else n) for a, o, n in v.compare))
        return None
    slot = tg.slots[before]
    new = substitute(slot.selector, swap)
    if new is slot.selector:
        return None
    tg.slots[before] = replace(slot, selector=new)
    ins.subject = substitute(ins.subject, swap)
    return ins


def value_now(v, ctx) -> int | None:
    """The value ``v`` as the description is matched; None (noted unknown) when what it reads isn't stated."""
    st = getattr(getattr(ctx, "game", None), "state", None)
    if st is not None and getattr(v, "dynamic", False):
        from .gamevalues import value_undecided
        why = value_undecided(v, st, getattr(ctx, "you", None))
        if why:
            st.note_unknown(why)
            return None
    return max(0, v.eval(ctx, None))   # 107.1b

