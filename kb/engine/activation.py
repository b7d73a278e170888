"""Activating an activated ability as a trigger event (602.2, 603.2): "Whenever an opponent activates an ability that
isn't a mana ability, ~ deals 1 damage to that player." (Flamescroll Celebrant), "Whenever an opponent activates an
ability of a creature or land that isn't a mana ability, you may draw a card." (Runic Armasaur).

The event is the ability becoming activated (602.2i), once it is on the stack: kb.engine.stack (``emit_activated``,
also for ninjutsu) emits it for every activated ability that uses the stack (605.3a: a mana ability doesn't, 605.1a),
with the source as it was as the ability was activated (before its costs were paid: an ability of a creature
sacrificed to pay its cost is still the ability of a creature, 602.2b, 601.2h). Only a condition that says "that isn't
a mana ability" is read: the engine doesn't follow every mana ability activated (mana paid from sources a scenario
doesn't name), so a condition that counts them is not read. "That player" is the player who activated it (603.2).
kb.engine.triggers builds the TriggerSpec("activated") from what this module reads (this module imports none of it).
"""
from __future__ import annotations

import re

from .errors import ParseError

__all__ = ["read_activation", "source_matches"]

_WHO = {"you": "you", "an opponent": "opponent", "a player": "any"}
_FORM = re.compile(r"(you|an opponent|a player) activates? an ability(?: of (?:a|an) (.+?))? that isn't a mana ability")


def read_activation(b: str, card: str | None) -> tuple | None:
    """The trigger condition ``b`` ("an opponent activates an ability of an artifact, creature, or land that isn't a
    mana ability") as (who activated it: 'you' | 'opponent' | 'any', the description of its source or None: any source,
    in any zone). None when ``b`` is not about activating; a ParseError for an activation condition not read (one that
    counts mana abilities)."""
    if not re.match(r"(?:you|an opponent|a player) activates? ", b):
        return None
    m = _FORM.fullmatch(b)
    if m is None:
        raise ParseError(b, "an activation trigger the engine does not model (only \u201cthat isn't a mana ability\u201d "
                         "is read)", card)
    return _WHO[m.group(1)], m.group(2)


def source_matches(subject, ev, ctx) -> bool:
    """Whether the source of the ability activated (``ev``, kind "activated") is of the description ``subject`` (603.2):
    as it was as the ability was activated (``ev.lki``); any source when there is no description."""
    if subject is None:
        return True
    view = getattr(ev.lki, "working", None)
    return view is not None and bool(subject.match(view, ctx))
