"""Where a permanent entered from (issue 25): "When this creature enters from a graveyard, …" (Triarch Praetorian),
"When this creature enters from your graveyard, …" (Phyrexian Dragon Engine), "When this creature enters from your
hand, …" (Thousand-Faced Shadow), under 2022's wording "enters the battlefield from …" too.

An enters-the-battlefield ability triggers when a permanent enters (603.6a); one that names the zone it came from
triggers only on the event that moved it from that zone (603.2: the event must match the trigger event). A card in a
graveyard or hand is in its owner's (400.3), so "your graveyard" / "your hand" is the zone of the player who controls
the ability — the permanent's controller as it entered (603.3a) — only when that player owns the card: my card an
opponent reanimates came from my graveyard, not theirs.

Any subject the trigger reader knows may enter so: the source's own entering (``~ enters from …``), "Whenever this
creature or another permanent enters from a graveyard" (River Kelpie), "~ or another creature enters from your
graveyard" (Flayer of the Hatebound), "Whenever a creature enters from your graveyard" (Dredging Claw). An entering the
scenario doesn't say the origin of (an ``enter`` step) is "cannot decide" (UndecidedTrigger), never assumed.
"""
from __future__ import annotations

import re

__all__ = ["read_entered_from", "entered_from_ok", "entered_from_words"]

_FROM = re.compile(r"(.+?) enters(?: the battlefield)? from (a|your) (graveyard|hand)")


def read_entered_from(b: str):
    """"X enters from a graveyard" → (X's words, (zone, whose)) with whose "you" for "your", None for "a"; None for
    other words. X is read by the trigger reader (kb.engine.triggers), "~" for the source itself."""
    m = _FROM.fullmatch(b)
    if m is None or m.group(1).startswith("you "):
        return None
    if m.group(2) == "a" and m.group(3) == "hand":
        return None   # no card says it; not read
    return m.group(1), (m.group(3), ("you" if m.group(2) == "your" else None))


def entered_from_ok(entered_from: tuple, ev, view, you: str, undecided) -> bool:
    """Whether the zone change ``ev`` that put ``view`` onto the battlefield came from the zone named (603.2):
    ``undecided(reason)`` is raised when the event doesn't say where it came from; a token with no zone it came
    from was created (111.1), from none."""
    zone, whose = entered_from
    if ev.from_zone is None and getattr(view.obj, "token", False):
        return False   # a token created: it came from no zone (111.1)
    if ev.from_zone is None:
        raise undecided(f"where {view.obj.alias} entered the battlefield from is not stated: whether \u201centers "
                        f"from {'your' if whose else 'a'} {zone}\u201d triggers is not known (603.2)")
    if ev.from_zone != zone:
        return False
    owner = getattr(ev.lki, "owner", None) if ev.lki is not None else None
    owner = owner if owner is not None else getattr(view, "owner", None)
    return whose is None or owner == you


def entered_from_words(entered_from: tuple) -> str:
    """The words of it (kb.engine.render)."""
    zone, whose = entered_from
    return f"from {'your' if whose else 'a'} {zone}"
