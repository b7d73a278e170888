"""Schemes (314, Archenemy 904; from 2010-06-18): setting a scheme in motion, abandoning it, and the abilities of the
cards that function in the command zone.

A scenario sets a scheme in motion with the step ``set_in_motion: NAME`` (``{card: NAME, player: P}``; the archenemy
is the active player unless said): the card is moved off the top of the scheme deck and turned face up in the command
zone (701.32b), which triggers its "When you set this scheme in motion" ability (603.2). While a scheme is face up in
the command zone its static abilities apply and its triggered abilities trigger (314.4, 113.6p); its controller is its
owner (314.5). "Abandon this scheme" turns an ongoing scheme face down and puts it on the bottom of its owner's scheme
deck (701.33b): it stops functioning. A face-up non-ongoing scheme is turned face down as a state-based action once no
triggered ability of a scheme is on the stack or waiting to be put there (314.6): its other abilities stop too.
Planes are kb.engine.planes; vanguard and conspiracy cards (and hidden agenda) kb.engine.commandcards.
"""
from __future__ import annotations

from .abilities import IN_DECK, functions_in_command
from .errors import EngineError

__all__ = ["set_in_motion", "abandon", "finished_schemes", "turn_down"]

def set_in_motion(state, card, player: str | None = None, alias: str | None = None) -> None:
    """701.32b: ``player`` (the archenemy, 701.32a) sets the scheme ``card`` in motion: off the top of their scheme
    deck, face up in the command zone; "When you set this scheme in motion" triggers."""
    if not state.rules_have("set_in_motion"):
        raise EngineError(f"the rules of {state.edition} have no schemes: setting one in motion is unstated (701; "
                          "Archenemy came with the 2010-06-18 edition)")
    if "Scheme" not in card.types:
        raise EngineError(f"{card.name} is not a scheme card: only a scheme can be set in motion "
                          f"({state.rule_no('set_in_motion')})")
    who = player or state.active
    held = [o for o in state.objects.values() if o.zone == "command" and o.card.name == card.name and o.owner == who]
    o = held[0] if held else state.put_into(card, "command", owner=who, alias=alias)
    o.choices = {k: v for k, v in (o.choices or {}).items() if k != IN_DECK}
    o.ts = state.tick()   # turned face up: a new timestamp
    state.log.add(f"{who} sets {o.alias} in motion: it is face up in the command zone, and its abilities function there "
                  f"({state.rule_no('set_in_motion')}, {state.rule_no('command_zone_abilities')})", "set_in_motion",
                  "command_zone_abilities", kind="step")
    from .triggers import Event
    state._emit(Event("set_in_motion", obj=o.oid, player=who))
    state._changed()
    state.priority_check()


def abandon(state, oid: int) -> None:
    """701.33b: an ongoing scheme is turned face down and put on the bottom of its owner's scheme deck."""
    o = state.objects.get(oid)
    if o is None or o.zone != "command" or "Scheme" not in o.card.types:
        state.log.add(f"there is no face-up scheme to abandon ({state.rule_no('abandon')})", "abandon", indent=1,
                      kind="step")
        return
    o.choices = {**(o.choices or {}), IN_DECK: True}
    o.ts = state.tick()   # face down in its deck: its effects end (a new timestamp for what it becomes)
    state.log.add(f"{o.alias} is abandoned: turned face down and put on the bottom of its owner's scheme deck "
                  f"({state.rule_no('abandon')})", "abandon", indent=1, kind="step")
    state._changed()


def finished_schemes(state, snap) -> list:
    """314.6: the face-up non-ongoing schemes to turn face down — none while a triggered ability of a scheme is on the
    stack or waiting to be put on it."""
    from .versions import rule
    version = rule("scheme_done", state.edition)   # "own" (2010-06-18): only its own triggers keep it face up

    def of_scheme(oid) -> bool:
        o = state.objects.get(oid)
        return o is not None and "Scheme" in o.card.types

    waiting = [it.source for it in state.stack if it.kind == "triggered" and of_scheme(it.source)] + \
        [p.source for p in state.pending if of_scheme(p.source)]
    if waiting and version != "own":
        return []
    return [o.oid for o in state.objects.values() if functions_in_command(snap.get(o.oid)) and "Scheme" in o.card.types
            and "Ongoing" not in snap.get(o.oid).supertypes and o.oid not in waiting]


def turn_down(state, oids: list) -> None:
    """314.6: each is turned face down and put on the bottom of its owner's scheme deck."""
    for oid in oids:
        o = state.objects[oid]
        o.choices = {**(o.choices or {}), IN_DECK: True}
        o.ts = state.tick()   # face down in its deck: its effects end (a new timestamp for what it becomes)
        state.log.add(f"{o.alias}, a non-ongoing scheme, is turned face down and put on the bottom of its owner's scheme "
                      f"deck ({state.rule_no('scheme_done')})", "scheme_done", indent=1, kind="step")
    if oids:
        state._changed()
