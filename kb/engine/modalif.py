""""Choose one. If you control a commander as you cast this spell, you may choose both instead." — a modal spell whose
number of modes depends on a condition (700.2). The modes are announced as the spell is cast (601.2b), so the condition
is checked then, with the spell already on the stack (601.2a); "as you cast this spell" says so, and a condition
without those words ("If you descended this turn, …") is checked at the same time, the only time modes are chosen.

The head's pattern is :data:`kb.engine.text.MODES_INSTEAD`; the bounds it gives are :func:`kb.engine.text.mode_bounds`.
"""
from __future__ import annotations

import re

from .errors import ParseError
from .text import MODES_INSTEAD

__all__ = ["read_modes_instead", "modes_instead_holds"]

_AS_YOU_CAST = re.compile(r"\s+as you cast (?:~|this spell)$")


def read_modes_instead(head: str, card: str | None):
    """The condition of a modal head's "If …, [you may] choose both instead." and whether "as you cast ~" was said:
    (Condition, as_cast), or None when the head has no such sentence (or it is the kicker's, 702.33d, read apart).
    Raises ParseError when the condition can't be read."""
    m = MODES_INSTEAD.search(head)
    if m is None or re.fullmatch(r"(?:~|this spell) was kicked", m.group("cond")):
        return None
    from .instructions import parse_condition_phrase
    from .parser import _Ctx
    cond = m.group("cond")
    as_cast = _AS_YOU_CAST.search(cond) is not None
    return parse_condition_phrase(_AS_YOU_CAST.sub("", cond), _Ctx(card)), as_cast


def modes_instead_holds(state, item, text: str) -> bool | None:
    """Whether the more modes of ``text``'s head may be chosen for the spell ``item`` being cast (601.2b): its condition
    checked now; None when the head has none, its condition can't be read, or what it reads isn't stated (then more
    modes than the head's own count are "cannot decide", kb.engine.stack._choose_mode)."""
    head = (text or "").strip().split("\n", 1)[0]
    try:
        read = read_modes_instead(head, getattr(item, "card_name", None))
    except ParseError:
        return None
    if read is None:
        return None
    cond = read[0]
    if cond.kind == "state":   # "you control a commander" with no commander stated: unknown, not false (903.3)
        from .conditions import condition_undecided
        if condition_undecided(cond.value, state, item.controller, item.source):
            return None
    from .rctx import RCtx
    return bool(state.condition_holds(cond, RCtx.for_item(state, item)))
