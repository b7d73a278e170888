""""Each creature spell you cast costs {1} less to cast if it has mutate." (Pollywog Symbiote): a cost change (601.2f)
of the spells of that description its controller casts that have the keyword (113.3) — the spells "Creature spells
you cast with mutate" describes; applied as the total cost is determined, like any static cost change."""
from __future__ import annotations

import re

__all__ = ["read_each_spell_has"]

_EACH_HAS = re.compile(r"Each ((?:[a-z]+ )*?)spell you cast costs \{(\d+)\} (less|more) to cast if it has ([a-z]+)")


def read_each_spell_has(s: str, pc, parse_selector):
    """(selector, CostOp) of "Each [kind] spell you cast costs {N} less|more to cast if it has KEYWORD", else None:
    only a one-word keyword the rules list (kb.engine.keywordlist)."""
    from .effects import CostOp
    from .filters import with_controller
    from .keywordlist import KEYWORD_NAMES
    m = _EACH_HAS.fullmatch(s.strip().rstrip("."))
    if not m or m.group(4) not in KEYWORD_NAMES:
        return None
    sel = parse_selector(f"{m.group(1)}spells with {m.group(4)}", pc, default_zone=frozenset(("stack",)))
    n = int(m.group(2)) * (-1 if m.group(3) == "less" else 1)
    return with_controller(sel, "you"), CostOp(amount=n, label=s.strip().rstrip("."), if_has=True)
