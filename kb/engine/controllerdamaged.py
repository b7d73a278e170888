""""Destroy each nonland permanent with mana value X whose controller was dealt combat damage by ~ this turn" (Steel
Hellkite): a permanent whose controller is a player the source dealt combat damage to this turn (510.2: combat damage
is dealt as the combat damage step's turn-based action; 120.1) — the source being the object it is now (400.7: one
that left the battlefield and returned is a new object, with no memory of that damage). The permanent's controller is
read as it is now (the set is fixed as the ability resolves, 608.2h).

Read as a status of the selector (``CONTROLLER_DEALT_COMBAT_DAMAGE``, checked by :meth:`kb.engine.filters.Selector.match`
through :func:`controller_was_dealt_combat_damage`), from the game's record of this turn's damage events. When the
turn began before the scenario's record (its history unstated), a player the record doesn't show damaged is "cannot
decide", never a guess. Only "combat damage" dealt by the source itself is read: any damage ("was dealt damage by ~")
stays unread. This module imports neither the filters nor the game values (they call it)."""
from __future__ import annotations

import re
from dataclasses import replace

__all__ = ["CONTROLLER_DEALT_COMBAT_DAMAGE", "read_controller_dealt_combat_damage", "controller_was_dealt_combat_damage"]

CONTROLLER_DEALT_COMBAT_DAMAGE = "whose controller was dealt combat damage by ~ this turn"   # a Selector status
_PHRASE = re.compile(r"(.+?) whose controller was dealt combat damage by (?:~|this creature) this turn")


def read_controller_dealt_combat_damage(phrase: str, parse, pc, default_zone):
    """The selector of "each nonland permanent with mana value X whose controller was dealt combat damage by ~ this
    turn", or None when ``phrase`` is not such a phrase. ``parse``: kb.engine.parser.parse_selector (passed in)."""
    m = _PHRASE.fullmatch(phrase.strip())
    if m is None:
        return None
    sel = parse(m.group(1), pc, default_zone=default_zone)
    status = getattr(sel, "status", None)
    if status is None:
        return None
    return replace(sel, status=status | {CONTROLLER_DEALT_COMBAT_DAMAGE}, describe=phrase.strip())


def _state(ctx):
    game = getattr(ctx, "game", None)
    return getattr(game, "state", None) if game is not None else getattr(ctx, "state", None)


def _this_turn(state) -> tuple[list, bool]:
    """This turn's events (after the last cleanup step in the record) and whether the record holds the whole turn —
    the reading of kb.engine.gamevalues.turn_events, which this module can't import (gamevalues imports filters)."""
    evs = list(getattr(state, "events", ()) or ())
    start = next((i + 1 for i in range(len(evs) - 1, -1, -1) if evs[i].kind == "step" and evs[i].step == "cleanup"),
                 None)
    return evs[start or 0:], start is not None or not state.history_unstated()


def controller_was_dealt_combat_damage(w, ctx) -> bool:
    """Whether the working object ``w``'s controller was dealt combat damage this turn by the source of ``ctx``."""
    state, src = _state(ctx), getattr(ctx, "src", None)
    if state is None or src is None or w.controller is None:
        return False
    events, whole = _this_turn(state)
    if any(ev.kind == "damage" and ev.combat and ev.source == src.oid and ev.recipient_player == w.controller
           for ev in events):
        return True
    if not whole:
        state.note_unknown(f"the question doesn't say what happened in this turn before it began: whether {w.name}'s "
                           f"controller was dealt combat damage by {src.name} this turn can't be decided")
    return False
