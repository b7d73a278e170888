"""Permissions to play cards an effect just moved, for a stated time ("impulse draw"; 611.2a, 601.3, 305.1).

"Exile the top two cards of your library. Until the end of your next turn, you may play those cards.": the sentence
after an instruction that moved cards gives its controller a permission to play them from where they are (a land
played so is a land play, 305.1, 305.2; a spell is cast from exile, 601.3) until the stated time (611.2a) — the
engine's ``may_play`` instruction (kb.engine.looking keeps the permissions and ends them).

Read here, in either order of its parts: the duration ("this turn", "until end of turn", "until the end of your next
turn", "until your next end step", "until the beginning of your next upkeep", "for as long as it remains exiled")
and "without paying its mana cost" / "without paying their mana costs" (118.9: an alternative cost the permission
requires, 118.9b; no other alternative cost can be combined with it, 118.9a).
"""
from __future__ import annotations

import re

__all__ = ["impulse_permission"]

# how long the permission lasts (kb.engine.looking ``end_play_permissions``; 611.2a), by the words that say it
_PLAY_UNTIL = (("next turn", "next_turn"), ("next upkeep", "upkeep"), ("next end step", "end"), ("remain", "remains"))

_WHAT = r"(?P<w>those cards|that card|them|it|the exiled cards?)"
_FREE = r"(?P<free> without paying (?:its mana cost|their mana costs))"
_LEAD = (r"(?P<d>Until the end of your next turn|Until end of turn|Until the beginning of your next upkeep|"
         r"Until your next end step)")
_TAIL = (r"(?P<d>this turn|until end of turn|until the end of your next turn|until your next end step|"
         r"for as long as (?:it|they) remains? exiled)")
_FORMS = (re.compile(_LEAD + r", you may (?P<v>play|cast) " + _WHAT + _FREE + "?"),
          re.compile(r"You may (?P<v>play|cast) " + _WHAT + _FREE + "? " + _TAIL),
          re.compile(r"You may (?P<v>play|cast) " + _WHAT + " " + _TAIL + _FREE))
_ONE = ("that card", "it", "the exiled card")


def impulse_permission(s: str) -> dict | None:
    """The options of the ``may_play`` instruction the sentence ``s`` (without its period) gives, or None when it
    is not one read here: ``until`` (when it ends), ``lands`` ("play": lands too, 305.1; "cast": spells only),
    ``said`` (the duration's words), ``free`` and ``free_said`` (without paying the mana cost, 118.9). "its mana
    cost" goes with one card, "their mana costs" with several: another pairing is not read."""
    m = next((m for m in (f.fullmatch(s) for f in _FORMS) if m), None)
    if m is None:
        return None
    free = m.group("free")
    if free and (("its" in free) != (m.group("w") in _ONE)):
        return None
    d = m.group("d").lower()
    return {"until": next((k for w, k in _PLAY_UNTIL if w in d), "turn"), "lands": m.group("v") == "play",
            "said": d, **({"free": True, "free_said": free.strip()} if free else {})}
