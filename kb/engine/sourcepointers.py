"""Words of a damage trigger's effect that point back at the source of the damage (120.1, 603.2).

"Whenever a source deals damage to ~, that source's controller mills that many cards", "Whenever a source an opponent
controls deals damage to you, that player sacrifices a permanent of their choice", "Whenever a source you control deals
noncombat damage to an opponent, you draw that many cards": the trigger event is one source's damage to one recipient,
so the resolving ability is given

- "that source": the object that dealt the damage (120.1), as it is, or as it last existed once it has left the zone it
  was in — a spell is in its owner's graveyard by then (608.2h);
- "that source's controller": that object's controller, read the same way (608.2h);
- "that much", "that many": the amount of damage of the event (kb.engine.triggers.event_amount);
- "that player": the player the condition names other than "you" (kb.engine.triggers.that_player_of) — the player dealt
  damage ("deals damage to an opponent"), or the controller of the source ("a source an opponent controls deals damage
  to you"): :func:`controller_source` — never the recipient when that is you;
- "of their choice": the player who performs the instruction chooses (it points at no object of the event).

Any other word pointing back ("it", "they", "their hand", "those cards") is left unread: the sentence stays unread and
what it would do is "cannot decide". Read only for the recipients whose event carries the source apart from the
recipient: ~ itself (the event's object is rewritten to the source, kb.engine.sba) or a player.
"""
from __future__ import annotations

import re

__all__ = ["reads_source", "source_pointer_unread", "controller_source"]

# the pointers read (module doc); "that player" only with a player the condition names
_READ = re.compile(r"\bthat source(?:'s controller)?\b|\bthat (?:much|many)\b|\bof their choice\b", re.I)
_THAT_PLAYER = re.compile(r"\bthat player\b", re.I)
# the recipients of "a source … deals damage to …" whose event gives the source apart from the recipient
_PLAYER_RECIPIENTS = ("you", "opponent", "player")


def reads_source(spec) -> bool:
    """Whether ``spec`` is a damage trigger about "a source" whose event keeps the source apart from the recipient:
    "deals damage to ~" (damaged_by) or "deals damage to you / an opponent / a player" (deals_damage)."""
    return spec.event == "damaged_by" or (spec.event == "deals_damage" and spec.recipient in _PLAYER_RECIPIENTS)


def source_pointer_unread(spec, effect: str, pointers: re.Pattern) -> str | None:
    """The first word of ``effect`` pointing back at the event (``pointers``, kb.engine.triggers) that this reader
    doesn't give the resolving ability, or None when every such word is read (module doc). A trigger whose event
    doesn't keep the source apart: the first pointer, as before."""
    rest = effect or ""
    if reads_source(spec):
        rest = _READ.sub(" ", rest)
        if spec.that_player in ("recipient", "controller"):
            rest = _THAT_PLAYER.sub(" ", rest)
    m = pointers.search(rest)
    return m.group(0) if m else None


def controller_source(ev, spec) -> int | None:
    """The object whose controller "that player" names in a damage trigger whose condition names the source's
    controller ("a source an opponent controls deals damage to you", "a creature an opponent controls deals damage to
    ~": kb.engine.triggers.that_player_of gives ``controller``): the object that dealt the damage, whose controller is
    read as it is or as it last existed (608.2h) — never the recipient, which may be you. None when the condition names
    another player (the one dealt damage) or none, or the condition's object is not the source (it was dealt damage)."""
    if ev is None or ev.kind != "damage" or getattr(spec, "that_player", None) != "controller" or \
            spec.event not in ("damaged_by", "deals_damage"):
        return None   # "a creature an opponent controls is dealt damage, that player": the damaged one's controller
    return ev.obj if spec.event == "damaged_by" else ev.source   # damaged_by: the event's object is the source (kb.engine.sba)
