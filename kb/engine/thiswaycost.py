"""A keyword that is another way to cast the card, and a cost change of the spell for that way alone, on one line:
"Flashback {8}{W}{W}. This spell costs {X} less to cast this way, where X is the greatest mana value of a commander you
own on the battlefield or in the command zone." The keyword is read as any keyword line; the second sentence is the
spell's own cost change (601.2f), applied only when the spell is cast with that keyword's cost (702.34a: flashback's
cost is an alternative cost, 118.9), never when it is cast from the hand for its mana cost."""
from __future__ import annotations

import re
from dataclasses import replace

__all__ = ["split_this_way", "only_this_way"]

# the keywords whose cost casts the card another way (118.9) that such a line follows
_KEYWORDS = ("flashback",)
_LINE = re.compile(r"(?P<kw>(?P<name>[A-Z][a-z-]+) [^.]+)\.\s+(?P<cost>~ costs [^.]+?) this way(?P<rest>, where X is [^.]+)?\.?")


def split_this_way(line: str) -> tuple[str, str, str] | None:
    """(the keyword line, the cost-change sentence without "this way", the keyword) of such a line, else None."""
    m = _LINE.fullmatch(line.strip())
    if m is None or m.group("name").lower() not in _KEYWORDS:
        return None
    return m.group("kw"), m.group("cost") + (m.group("rest") or ""), m.group("name").lower()


def only_this_way(ability, keyword: str, line: str):
    """The static ability read from the cost-change sentence, each of its cost changes for ``keyword``'s way alone,
    its text the sentence as printed ("… less to cast this way, …")."""
    templates = tuple(replace(t, ops=tuple(replace(op, this_way=keyword, label=line) if op.kind == "cost" else op
                                           for op in t.ops)) for t in ability.templates)
    return replace(ability, templates=templates, text=line)
