"""A token copy of each object of a description: "For each creature target player controls, create a token that's a
copy of that creature." (Clone Legion), "For each creature you control of the chosen type, create a token that's a copy
of that creature." (Kindred Charge), "For each token you control, create a token that's a copy of that permanent."
(Second Harvest).

One token for each object the description names as the effect resolves (608.2c), each a copy of its own object: it
takes that object's copiable values (707.2; a copy's, or a token's as its creating effect stated them, 707.3, 111.4),
modified by the exceptions written after it (707.9). The tokens are created at the same time (the rulings: "All of the
tokens enter the battlefield at the same time"; 111.1): one event, so each one's enters abilities see the others
enter (603.6a). "Those tokens" / "them" in the next sentence are all of them.

Read only when the object named back ("that creature", "that permanent", "it") is one of the description: its noun
the description's own, or "permanent" for objects on the battlefield. "For each … this way" and "For each of them"
are read elsewhere (kb.engine.thisway, 608.2f: one at a time); any other wording is not read here.
"""
from __future__ import annotations

import re

__all__ = ["read_copy_for_each"]

_FOR_EACH_COPY = re.compile(r"[Ff]or each ([^,]+?), create a token that's a copy of (?:that (\w+)|it)(?:,? except (.+))?")
_NOUNS = ("creature", "artifact", "enchantment", "land", "planeswalker", "token", "permanent")


def read_copy_for_each(s: str) -> tuple[str, str | None] | None:
    """(the description, the exception words or None) of "For each <description>, create a token that's a copy of
    [that <noun> | it][, except …]"; None for any other sentence, for a description that is not of permanents
    ("… this way", "of them", a card, a player) or whose noun "that <noun>" doesn't name."""
    m = _FOR_EACH_COPY.fullmatch(s)
    if m is None:
        return None
    what, noun = m.group(1), m.group(2)
    words = set(re.findall(r"[a-z]+", what.lower()))
    if "this way" in what or what.startswith(("of ", "player", "opponent")) or "card" in words or \
            not words & set(_NOUNS):
        return None
    if noun is not None and noun != "permanent" and noun not in words:
        return None
    return what, m.group(3)
