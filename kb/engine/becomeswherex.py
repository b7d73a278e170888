""""… becomes an X/X Elemental creature with trample and haste until end of turn, where X is the number of enchantments
you control." (Destiny Spinner): the X of the power and toughness defined by the text (107.3a), read by the one reader
of values (kb.engine.parser.parse_value, which the caller gives).

From a resolving spell or ability the number is determined once, as the effect begins (608.2h; kb.engine.actions fixes
a dynamic power and toughness then); in a static ability it is the value at each moment (611.3a). Read only when X
appears in the power and toughness and nowhere else in the words before "where".
"""
from __future__ import annotations

import re
from dataclasses import replace

__all__ = ["becomes_where_x"]


def becomes_where_x(rest: str, read, value):
    """``rest``: the words after "is / becomes"; ``read``: the type-phrase reader; ``value``: the reader of values
    (kb.engine.parser.parse_value). Its ops with X bound, or None when the words are not "… X/X …, where X is …" (then
    the caller's reading, and its error, stand)."""
    from .effects import PTSetOp
    from .filters import XValue
    m = re.fullmatch(r"(.+?),? where X is (.+)", rest.strip())
    if not m or len(re.findall(r"\bX\b", m.group(1))) != len(re.findall(r"\bX/X\b", m.group(1))) * 2 or \
            not re.search(r"\bX/X\b", m.group(1)):
        return None
    ops = read(m.group(1))
    xval = value(m.group(2))

    def bound(v):
        if isinstance(v, XValue):
            if v.times != 1:
                return None
            return xval
        return v
    out = []
    for op in ops:
        if isinstance(op, PTSetOp):
            p, t = bound(op.power), bound(op.toughness)
            if (op.power is not None and p is None) or (op.toughness is not None and t is None):
                return None
            op = replace(op, power=p, toughness=t)
        out.append(op)
    return out
