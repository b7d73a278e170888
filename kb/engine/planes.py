"""Planes (Planechase, 901): planeswalking to a plane, chaos ensuing, and the planar controller.

``planeswalk: PLANE`` turns each face-up plane or phenomenon face down on the bottom of its owner's planar deck and
the named plane face up in the command zone (701.31b): that is the plane the planar controller planeswalks to, and
"When you planeswalk to ~" triggers (701.31d, 901.11). A face-up plane's abilities function in the command zone
(311.4, 113.6p); it is controlled by the planar controller, the active player (311.5), so its controller changes as
turns change. ``chaos_ensues: true`` is the chaos symbol rolled on the planar die (901.9b): each face-up plane's
"Whenever chaos ensues" triggers (311.7; the wording of the rules from 2023-04-14 — before, "Whenever you roll
{CHAOS}", which is not read). Not read: "When you planeswalk away from ~" (planeswalking away from such a plane is
"cannot decide"), the planeswalking ability (901.8), phenomena (planeswalking to one is "cannot decide", 312.5) and the
planar die's cost (901.9).
"""
from __future__ import annotations

from .abilities import IN_DECK, functions_in_command
from .errors import EngineError

__all__ = ["planeswalk", "chaos_ensues", "planar_controller"]


def _face_up(state) -> list:
    snap = state.evaluate()
    return [o for o in state.objects.values() if o.zone == "command" and {"Plane", "Phenomenon"} & set(o.card.types)
            and functions_in_command(snap.get(o.oid))]


def planeswalk(state, card, alias: str | None = None) -> None:
    """701.31b: the planar controller planeswalks to plane ``card``."""
    if not state.rules_have("planeswalk"):
        raise EngineError(f"the rules of {state.edition} have no planes: planeswalking is unstated (901; Planechase "
                          "came with the 2009-09-04 edition)")
    if "Plane" not in card.types and "Phenomenon" not in card.types:
        raise EngineError(f"{card.name} is not a plane or phenomenon card: one can't planeswalk to it "
                          f"({state.rule_no('planeswalk')})")
    who = state.active
    for old in _face_up(state):
        old.choices = {**(old.choices or {}), IN_DECK: True}
        old.ts = state.tick()   # face down in its deck: its effects end
        state.log.add(f"{old.alias} is turned face down and put on the bottom of its owner's planar deck "
                      f"({state.rule_no('planeswalk')})", "planeswalk", kind="step")
        away = [ab.text for ab in old.card.abilities if "planeswalk away" in (getattr(ab, "text", "") or "").lower()]
        if away:
            state.note_unknown(f"{old.alias}'s \u201c{away[0]}\u201d: planeswalking away from a plane is not modelled "
                               f"({state.rule_no('planeswalk')})")
    o = state.put_into(card, "command", owner=who, alias=alias)
    o.controller = who
    if "Phenomenon" in card.types:   # 312.5: "When you encounter ~" and the planeswalk that follows are not read
        state.note_unknown(f"{o.alias} is a phenomenon: encountering it (312.5) is not modelled")
    state.log.add(f"{who} planeswalks to {o.alias}: it is face up in the command zone, its abilities function there, "
                  f"and the planar controller ({who}) controls it ({state.rule_no('planeswalk')}, "
                  f"{state.rule_no('command_zone_abilities')})", "planeswalk", "command_zone_abilities", kind="step")
    from .triggers import Event
    state._emit(Event("planeswalk_to", obj=o.oid, player=who))
    state._changed()
    state.priority_check()


def chaos_ensues(state) -> None:
    """901.9b: the chaos symbol is rolled: chaos ensues, and each face-up plane's chaos ability triggers (311.7)."""
    if not state.rules_have("chaos_ensues"):
        raise EngineError(f"the rules of {state.edition} don't say \u201cchaos ensues\u201d (311.7 reads so from "
                          "2023-04-14; before, chaos abilities read \u201cWhenever you roll {CHAOS}\u201d): not answered (901)")
    state.log.add(f"Chaos ensues ({state.rule_no('chaos_ensues')})", "chaos_ensues", kind="step")
    from .dice import unread_dice_ability
    unread_dice_ability(state, "the planar die")   # 706.7: "Whenever you roll one or more dice" sees it too
    state.emit_die_roll(state.active, 6, None, None, 0)
    from .triggers import Event
    state._emit(Event("chaos_ensues", player=state.active))
    state.priority_check()


def planar_controller(state) -> None:
    """311.5: the planar controller is the active player; each face-up plane is controlled by them."""
    for o in _face_up(state):
        if o.controller != state.active:
            o.controller = state.active
            state._changed()
