"""Exile "until an opponent becomes the monarch" (610.3, 725.3): "When ~ enters, exile target creature an opponent
controls until an opponent becomes the monarch."

A one-shot effect that changes an object's zone "until" a specified event (610.3): the cards are exiled, and a second
one-shot effect returns them to their previous zone — the battlefield under their owners' control (610.3c) —
immediately after the event, here any opponent of the effect's controller becoming the monarch (725.3). The exiling
object leaving the battlefield changes nothing (the event is the monarch's). If the event has already occurred before
the exile would happen, nothing moves (610.3a-b): since the spell was put onto the stack or the ability triggered
under the rules from 2020-07-03; before that edition 610.3a bounds "already" by no time, so an opponent who became the
monarch at any earlier time in the game makes it "cannot decide" (kb.engine.versions: ``until_event_since``). Under
rules without the monarch (before 2016-08-26) the instruction is "cannot decide".

The game keeps ``monarch_history`` ((clock, player) for each player who became the monarch) and the exiled cards in
``until_returns`` with ``event: "opponent_monarch"`` (no source: kb.engine.sba's source-leaves returns skip them).
"""
from __future__ import annotations

import re

__all__ = ["UNTIL_OPPONENT_MONARCH", "read_until_monarch", "exile_until_monarch", "monarch_changed"]

UNTIL_OPPONENT_MONARCH = "until:opponent_monarch"   # the duration word kb.engine.instructions._duration gives
_UNTIL = re.compile(r"^(.+?)\s+until an opponent becomes the monarch$")


def read_until_monarch(s: str) -> str | None:
    """The sentence without its "until an opponent becomes the monarch", or None when it doesn't end so."""
    m = _UNTIL.match(s)
    return m.group(1) if m else None


def exile_until_monarch(state, oids: list, rc, item) -> None:
    """Exile ``oids`` until an opponent of the effect's controller becomes the monarch (610.3), unless that already
    happened (610.3a-b); registers their return (:func:`monarch_changed`)."""
    from .versions import rule
    text = getattr(item, "text", "") or "the exile"
    if not state.rules_have("monarch"):   # as kb.engine.monarch.monarch_in_rules (which imports this module)
        state.note_unknown(f"\u201c{text}\u201d: the rules of this edition have no monarch (from 2016-08-26), so the "
                           "event the exile lasts until is not defined")
        return
    opps = set(state.opponents(rc.you))
    history = state.__dict__.get("monarch_history", [])
    since = getattr(item, "ts", None)
    if rule("until_event_since", state.edition) == "unbounded":
        if any(p in opps for _t, p in history):
            state.note_unknown(f"\u201c{text}\u201d: an opponent became the monarch earlier in the game, and the rules of "
                               f"this edition ({state.rule_no('until_event')}) don't bound when the event \u201chas already "
                               "occurred\u201d: whether the card is exiled can't be decided")
            return
    elif since is not None and any(t > since and p in opps for t, p in history):
        state.log.add("an opponent has become the monarch since the ability was put on the stack, so nothing is "
                      "exiled", "until_event", indent=1, kind="step")
        return
    was = {o: state.objects[o].zone for o in oids if o in state.objects}
    state.move_many([(o, "exile", {}) for o in oids], cause="exile")
    exiled = [n for o in oids for n in state.moved_to(o, follow=False)]
    if exiled:
        state.until_returns.append({"source": None, "event": "opponent_monarch", "controller": rc.you,
                                    "cards": exiled, "label": getattr(item, "name", "it"),
                                    "zones": {n: was[o] for o in oids if o in was
                                              for n in state.moved_to(o, follow=False)}})


def monarch_changed(state, player: str | None) -> None:
    """``player`` became the monarch (725.3, 725.4): recorded, and the cards exiled until an opponent of their exiler
    becomes the monarch return to their previous zone at once (610.3, 610.3c)."""
    if player is None:
        return
    state.__dict__.setdefault("monarch_history", []).append((state.clock, player))
    due = [d for d in state.until_returns if d.get("event") == "opponent_monarch"
           and player in state.opponents(d["controller"])]
    state.return_until(due, lambda d: f"an opponent of {d['controller']} has become the monarch")
