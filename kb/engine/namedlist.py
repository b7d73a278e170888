""""Equipment named Sword of Kaldra, ~, and Helm of Kaldra have indestructible." — a selector naming a list of card
names (201.2, 201.4): an object matches when its name is any one of them.

The selector reader drops a phrase's commas before reading its words, so "named A, B, and C" became one name,
"A B and C", that no object has: the ability applied to no object. Here a list of three or more names (commas, then
"and" or "or" before the last) is read as that many names, the rest of the phrase as usual. Two names joined by a bare
"and" / "or" are not split (a card is named "Syr Joshua and Syr Saxon"), nor is one name with a comma."""
from __future__ import annotations

import dataclasses
import re

__all__ = ["read_named_list"]

_QUALIFIERS = ("on the battlefield", "you control", "your opponents control", "an opponent controls", "you own",
               "in your graveyard", "in all graveyards", "in graveyards", "in a graveyard")
_LIST = re.compile(r"(?P<head>.+?) named (?P<names>[^,]+(?:, [^,]+)+,? (?:and|or) .+?)"
                   r"(?P<tail>(?: (?:" + "|".join(_QUALIFIERS) + r"))*)", re.I)


def read_named_list(phrase: str, pc, parse, default_zone):
    """The selector of ``phrase`` with the names of its "named A, B, and C" list, or None when it has no such list
    (or the rest isn't one simple selector)."""
    m = _LIST.fullmatch(phrase.strip())
    if m is None:
        return None
    names = [n.strip() for n in re.split(r",\s*(?:(?:and|or)\s+)?", m.group("names"))]
    last = re.fullmatch(r"(?:and|or) (.+)", names[-1])
    names[-1] = last.group(1) if last else names[-1]
    if len(names) < 3 or any(not n for n in names):
        return None
    sel = parse(m.group("head") + m.group("tail"), pc, default_zone=default_zone)
    if not dataclasses.is_dataclass(sel) or not hasattr(sel, "names") or sel.names:
        return None
    card = getattr(pc, "card", None)
    return dataclasses.replace(sel, names=frozenset(card if n == "~" and card else n for n in names),
                               describe=phrase.strip())
