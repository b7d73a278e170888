"""A characteristic compared with the number of colours of mana spent to cast the spell (converge, 207.2c).

"Exile target nonland permanent if its mana value is less than or equal to the number of colors of mana spent to
cast this spell." (Prismatic Ending), "Gain control of target creature if its power is less than or equal to …"
(Exert Influence): the object's mana value, power or toughness (202.3, 208.1) against how many colours of mana paid
the spell's total cost (601.2h; kb.engine.gamevalues.ColorsSpent, which says "cannot decide" when the mana spent is
not stated). The comparison is made whenever the selector is matched — for "if its …" after a targeted instruction,
as the spell resolves (608.2c), the target being any of its kind when it is chosen.

kb.engine.instructions reads "its mana value is …" as a description of the object the sentence named with this
comparison added; it is not a qualifier of target descriptions ("target creature with power less than or equal to …"
is chosen before any mana is spent, 601.2c before 601.2h), so such a description stays unread.
"""
from __future__ import annotations

import re

_OPS = {"less than or equal to": "<=", "greater than or equal to": ">=", "less than": "<", "greater than": ">"}
_QUALIFIER = re.compile(r"with (mana value|power|toughness) (less than or equal to|greater than or equal to|less than|"
                        r"greater than) the number of colors of mana spent to cast (?:~|this spell)")
COMPARED = "colors_spent"   # the compare tuple's marker: (attr, op, (COMPARED,))


def spent_compare(qual: str, spent=None) -> tuple | None:
    """The selector's compare entry for "with power less than or equal to the number of colors of mana spent to cast
    this spell" (207.2c, 601.2h), or None: not this form. ``spent``: the value counting the colours
    (kb.engine.gamevalues.ColorsSpent, handed in: this module is below the values, kb.engine.filters uses it)."""
    m = _QUALIFIER.fullmatch(qual)
    if not m:
        return None
    return (m.group(1).replace(" ", "_"), _OPS[m.group(2)], (COMPARED, spent))


def spent_holds(v: int | None, op: str, n: tuple, ctx) -> bool:
    """The object's value ``v`` compared with the colours of mana spent (``n``: the compare entry's value) to cast the
    spell this ``ctx`` resolves or whose permanent's ability it is (601.2h); an object without the value (no power:
    not a creature) fits none."""
    n = n[1].eval(ctx, None)
    if v is None:
        return False
    return {"<=": v <= n, ">=": v >= n, "<": v < n, ">": v > n}[op]


def spent_words(attr: str, op: str) -> str:
    """The words the qualifier reads (word accounting, kb.engine.render)."""
    said = next(k for k, o in _OPS.items() if o == op)
    return f"with {attr.replace('_', ' ')} {said} the number of colors of mana spent to cast ~ this spell"
