"""Exile "until target … leaves the battlefield": "Exile target creature or enchantment you don't control until target
enchantment you control leaves the battlefield." (Calix, Destiny's Hand).

A one-shot effect that changes an object's zone "until" a specified event (610.3): here another target leaving the
battlefield. The objects are exiled and a second one-shot effect returns them to their previous zone — the battlefield
under their owners' control (610.3c) — immediately after that target leaves (kb.engine.sba's ``until_returns``, keyed
by the object whose leaving ends it, as for "until ~ leaves the battlefield"). If that target has left, or is otherwise
an illegal target, as the ability resolves, nothing is exiled (608.2b, 610.3a; Calix's ruling of 2020-01-24: "If the
target enchantment you control leaves the battlefield or otherwise becomes an illegal target before Calix's second
ability resolves, the target permanent you don't control won't be exiled").

The second target is a target of the ability (115.1), chosen after the first, in the order the text names them
(601.2c).
"""
from __future__ import annotations

import re

__all__ = ["UNTIL_TARGET_LEAVES", "read_until_target", "exile_until_target_leaves"]

UNTIL_TARGET_LEAVES = "until_target_leaves:"   # the duration word kb.engine.instructions._duration gives, + the phrase
_UNTIL = re.compile(r"^(.+?)\s+until (target [^,]+?) leaves the battlefield$")


def read_until_target(s: str) -> tuple[str, str] | None:
    """(UNTIL_TARGET_LEAVES + the target's words, the sentence without its "until …"), or None."""
    m = _UNTIL.match(s)
    return (UNTIL_TARGET_LEAVES + m.group(2), m.group(1)) if m else None


def exile_until_target_leaves(state, ins, oids: list, rc, item) -> None:
    """Exile ``oids`` until the object ``ins.opts["until_target"]`` names leaves the battlefield (610.3), unless that
    target is no longer a legal one (608.2b, 610.3a): then nothing is exiled."""
    ends = [r[1] for r in state.subjects(ins.opts["until_target"], rc, ins) if r[0] == "obj"]
    ends = [o for o in ends if o in state.objects and state.objects[o].zone == "battlefield"]
    if not ends:
        state.log.add("the target whose leaving would end the exile is no longer a legal target, so nothing is exiled",
                      "until_event", "target_illegal_part", indent=1, kind="step")
        return
    was = {o: state.objects[o].zone for o in oids if o in state.objects}
    state.move_many([(o, "exile", {}) for o in oids], cause="exile")
    exiled = [n for o in oids for n in state.moved_to(o, follow=False)]
    if exiled:   # each returns to its previous zone right after that target leaves (610.3, 610.3c)
        state.until_returns.append({"source": ends[0], "cards": exiled, "label": getattr(item, "name", "it"),
                                    "zones": {n: was[o] for o in oids if o in was
                                              for n in state.moved_to(o, follow=False)}})
