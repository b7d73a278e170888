""""Exile cards equal to <value> from the top of <a player>'s library" (406.1, 401.1; 608.2h).

"When enchanted creature dies, exile cards equal to its power from the top of its owner's library." (Dead Man's
Chest): the number is the value as the instruction resolves (608.2h: the power of an object that has left the
battlefield is its last known one), and the cards are the library's top cards (401.1), moved to exile (406.1) — the
same instruction as "exile the top X cards of <that> library, where X is <value>", which the counted-amount reader
of kb.engine.instructions reads (the value by the one reader of values). "That card" / "those cards" after it are
the cards exiled (400.7j). Whose library: "your", "their", "that player's", "target player's" / "target
opponent's", "its owner's" (the owner of the object the words before name, 108.3). Any other wording ("face
down", "from the bottom of") is not read here."""
from __future__ import annotations

import re

__all__ = ["exile_count_sentence", "LIBRARY_OWNER", "all_but_bottom_whose", "all_but_bottom_count"]

# whose library the exile_top reader of kb.engine.instructions reads
LIBRARY_OWNER = r"your|their|that player's|its owner's|target (?:player|opponent)'s"

_FORM = re.compile(r"(?P<lead>(?:.+? )?[Ee]xiles? )cards equal to (?P<value>.+?) from the top of "
                   r"(?P<whose>" + LIBRARY_OWNER + r") library")


def exile_count_sentence(s: str) -> str | None:
    """"exile cards equal to its power from the top of its owner's library" → "exile the top X cards of its owner's
    library, where X is its power" (the same instruction, 608.2h); None for any other sentence (one with an X of its
    own too: the X would be two numbers)."""
    m = _FORM.fullmatch(s)
    if m is None or re.search(r"\bX\b", s):
        return None
    return f"{m.group('lead')}the top X cards of {m.group('whose')} library, where X is {m.group('value')}"


_ALL_BUT_BOTTOM = re.compile(r"[Ee]xile all but the bottom card of (?P<whose>" + LIBRARY_OWNER + r") library")


def all_but_bottom_whose(s: str) -> str | None:
    """"Exile all but the bottom card of target player's library." (Nicol Bolas, the Arisen): whose library ("your",
    "target player's" …), or None for any other sentence. Every card of that library but the last one (401.1: the
    library's order; the bottom card is the last) is exiled at once (406.1) — the top N−1 cards of a library of N."""
    m = _ALL_BUT_BOTTOM.fullmatch(s)
    return None if m is None else m.group("whose")


def all_but_bottom_count(state, player: str) -> int | None:
    """How many cards "all but the bottom card" of ``player``'s library is as the ability resolves (608.2h): its size
    less one (none of an empty library); None when the scenario doesn't say how many cards the library holds."""
    p = state.player(player)
    if p.unknown is None:
        return None
    return max(0, len(p.library) + p.unknown + len(p.under) - 1)
