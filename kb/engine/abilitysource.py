""""Target activated ability from an artifact source" (Ayesha Tanaka), "Copy target activated or triggered ability you
control from an artifact source" (Tawnos, Urza's Apprentice): an ability on the stack (113.3b-c) named by a card
type of its source — the object that generated it (113.7). The ability exists independently of its source (113.7a):
the source's type is read from the object as it is now, or as it last existed if it has left its zone (608.2h, 113.7a).

Only one card type is read ("from an artifact source", "from a creature source"); a colour or any other quality of the
source ("from a red source") is not, and stays unread. This module imports neither the filters nor the legality
checks (they call it)."""
from __future__ import annotations

import re

__all__ = ["split_ability_source", "source_refusal"]

_TYPES = {"artifact": "Artifact", "creature": "Creature", "enchantment": "Enchantment", "land": "Land",
          "planeswalker": "Planeswalker"}
_FROM = re.compile(r"(.+?ability(?: you control| you don't control| an opponent controls)?) from an? (\w+) source")


def split_ability_source(phrase: str):
    """("activated ability you control", frozenset({'Artifact'})) for "activated ability you control from an artifact
    source"; None when ``phrase`` names no such source (or a quality of it other than one card type)."""
    m = _FROM.fullmatch(phrase.strip())
    if m is None or m.group(2).lower() not in _TYPES or re.search(r"\bspell\b", m.group(1)):
        return None
    return m.group(1), frozenset((_TYPES[m.group(2).lower()],))


def source_refusal(state, it, types: frozenset) -> str | None:
    """Why the stack item ``it`` (an activated or triggered ability) is not "from a [type] source", or None when it is:
    its source has each of ``types`` now (the evaluated object), or as it last existed (608.2h)."""
    if not types:
        return None
    oid = getattr(it, "source", None)
    w = None
    if oid is not None:
        try:
            w = state.evaluate().get(oid)
        except Exception:   # noqa: BLE001 - no evaluated view of it: its last known information is read below
            w = None
    have = getattr(w, "types", None)
    if have is None:
        lk = state.lki.get(oid) if oid is not None else None
        have = getattr(getattr(lk, "working", lk), "types", None)
    if have is None:
        return "its source is not known"
    missing = [t for t in sorted(types) if t not in have]
    if missing:
        return f"its source is not an {missing[0].lower()}" if missing[0][0] in "AEIOU" else \
            f"its source is not a {missing[0].lower()}"
    return None
