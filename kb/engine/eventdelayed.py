"""Delayed triggered abilities on a game event, with the stated duration "this turn" (603.7, 603.7b).

"Whenever a creature blocks this turn, it gets +0/+1 until end of turn." (Battle Cry), "Whenever a creature dies this
turn, you gain 1 life." (Death Frenzy), "Whenever a creature you control enters this turn, put a +1/+1 counter on it."
(First Day of Class): a resolving spell or ability creates the ability (603.7a: it can't trigger on an event before
that); "this turn" is a stated duration, so it triggers each time its event occurs until the turn ends, once for each
occurrence of one event (603.7b, 603.2c). Its source is the spell or the source of the ability that created it, its
controller the player who controlled that spell or ability (603.7d-e): "you" in it is that player. "It" in its effect
is the object of the event that triggered it (the creature that blocked, died or entered), as for any triggered
ability (603.2).

The trigger events read are those of one object whose description the trigger condition reader reads
(kb.engine.triggers.parse_trigger): entering, dying, leaving the battlefield, being put into a graveyard from it,
attacking, blocking. An effect pointing back at what the event can't give (kb.engine.triggers.unread_pointer) is not
read. This module imports neither the instruction nor the trigger reader (they use it): kb.engine.instructions makes
the instruction of the words :func:`split_event_delayed` finds; kb.engine.render (the words it accounts for) and
kb.engine.actions (as it is created) ask :func:`unsupported` of the trigger condition read.
"""
from __future__ import annotations

import re

__all__ = ["EVENTS", "split_event_delayed", "unsupported", "until_end_of_turn"]

# the trigger events (kb.engine.triggers.TriggerSpec.event) of one object such a delayed ability may wait for; "cast":
# "Whenever you cast a spell [with mana value 5 or greater] this turn, …" — the spell as it became cast (601.2i), "you"
# the delayed ability's controller (603.7d), matched as "When you next cast … this turn" is (kb.engine.sba)
EVENTS = frozenset(("attacks", "blocks", "dies", "enters", "leaves", "to_graveyard", "cast"))

_FORM = re.compile(r"Whenever (.+?) this turn, (.+)")
# "Until end of turn, whenever you cast an instant or sorcery spell, copy it." (The Mirari Conjecture): the same ability,
# lasting until end of turn: it ends as "until end of turn" effects do, in the cleanup step (514.2)
_UNTIL = re.compile(r"Until end of turn, whenever (.+?), (.+)")


def until_end_of_turn(s: str) -> bool:
    """Whether ``s`` is the "Until end of turn, whenever …" form (the ability ends in the cleanup step, 514.2)."""
    return _UNTIL.fullmatch(s) is not None


def split_event_delayed(s: str) -> tuple | None:
    """``s`` (a sentence of a resolving spell or ability, without its period) as the creation of a delayed triggered
    ability on an event "this turn" (603.7b): (its trigger condition "Whenever …", its effect); None when ``s`` is not
    of that form."""
    m = _FORM.fullmatch(s) or _UNTIL.fullmatch(s)
    if m is None:
        return None
    body = m.group(2)
    return f"Whenever {m.group(1)}", body[0].upper() + body[1:] + "."


def unsupported(spec) -> str | None:
    """Why the trigger condition ``spec`` (a TriggerSpec) is not one such a delayed ability is read with, or None: an
    event of one object (EVENTS), not its source's own, one condition and nothing more."""
    if spec.event not in EVENTS or spec.subject == "self" or spec.alt is not None or spec.condition is not None or \
            spec.first or spec.nth or spec.during is not None or spec.casting is not None or spec.by is not None or \
            spec.without_dying:
        return "a delayed triggered ability on this event is not read (603.7)"
    return None
