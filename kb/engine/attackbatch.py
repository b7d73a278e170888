"""The attackers of "Whenever you attack with one or more …" (508.3d, 603.2; issue 25, trig26).

"Whenever you attack with one or more Zombies, draw that many cards", "Whenever you attack with one or more other
creatures with flying, those creatures get +2/+2 until end of turn", "… put a +1/+1 counter on each of them",
"Whenever you attack with eight or more creatures, those creatures get +4/+4", "Whenever one or more creatures you
control attack, they gain indestructible until end of turn": the ability triggers once for the declaration of
attackers (508.3d, 603.2c), and its words point back at the creatures of its description that were declared as
attackers (603.2: the trigger event's objects) — "that many" / "that much" their number as declared (a creature that
left the battlefield since still counts: the event happened), "those creatures" / "each of them" / "they" those of
them that are still the same objects as it resolves (400.7). The trigger event is narrowed to them as the ability
triggers (kb.engine.triggers.attackers_narrowed), and the resolving ability finds them there (:func:`those_attackers`).
"""
from __future__ import annotations

import re

# the words that point back at the attackers (or their number): the rest of the effect is read as usual; "they" only
# as the subject of the effect's first sentence ("they gain indestructible"), where it can't be a player
_POINTERS = re.compile(r"\b(?:those creatures|that many|that much|each of them)\b|^they\b", re.I)


# "that many" after an instruction that may do fewer than it says ("draw that many cards, then discard that many
# cards. You gain that much life."): the engine's "that much" would be what that instruction did, the card's "that
# much" is still the number of attackers — not read
_RECOUNTED = re.compile(r"\b(?:discard|mill|sacrifice|exile)s?\b.*?\b(that (?:many|much))\b", re.I | re.S)


# the effect's first instruction taking "that many" as its own amount ("target player mills that many cards",
# Screaming Swarm): no instruction before it did anything its words could count, so that amount is the attackers'
_FIRST_OWN = re.compile(r"[^,.;]*?\b(?:discard|mill|sacrifice|exile)s? that (?:many|much)\b", re.I)
_LATER = re.compile(r"\b(that (?:many|much))\b", re.I)


def recounted(effect: str) -> str | None:
    """The words "that many" / "that much" of ``effect`` said after an instruction that may do fewer than it asks (a
    discard from a smaller hand, 701.9a): which amount they mean is not read (None: there are none)."""
    text = effect or ""
    first = _FIRST_OWN.match(text)
    m = _LATER.search(text, first.end()) if first else _RECOUNTED.search(text)   # after it, any is a recount
    return m.group(1) if m else None


def without_pointers(effect: str) -> str:
    """``effect`` without the words that point back at the attackers declared (kb.engine.triggers.unread_pointer
    looks for other pointers in what is left)."""
    return _POINTERS.sub(" ", effect or "")


def those_attackers(state, ev) -> list:
    """"those creatures", "each of them", "they": the attackers of the trigger event still on the battlefield as the
    same objects (400.7), as ("obj", id) references."""
    return [("obj", oid) for oid in ev.objs if oid in state.objects and state.objects[oid].zone == "battlefield"]
