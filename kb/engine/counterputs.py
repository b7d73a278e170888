"""Who put counters: "Whenever you put one or more +1/+1 counters on a creature you control", "Whenever an opponent
puts one or more counters on a creature they control" (122.6, 603.2).

The player who puts counters is the controller of the spell or ability whose instructions put them (608.2c), or,
for counters a permanent is given as it enters, the player the effect names, else that permanent's controller
(122.6a). The game records that player on its ``counters`` event (``Event.by``, kb.engine.state.put_counters); a
scenario step that puts counters without saying who (``by: '?'``) leaves such a trigger "cannot decide". So does an
entering permanent's counters under an edition with no rule naming who puts them (the controller, 121.6a, from
2017-04-28: :func:`entering_putter`).

The event itself is the one "one or more counters are put on …" reads (kb.engine.triggers, ``counters_put``): one
event per object and putting (603.2c), "a counter" as "one or more".
"""
from __future__ import annotations

import re

__all__ = ["read_counter_putting", "putter_of", "entering_putter", "unknown_putter", "UNKNOWN_PUTTER"]

# "you put a +1/+1 counter on", "an opponent puts one or more counters on", "a player puts …"
_PUTTING = re.compile(r"(you|an opponent|a player) puts? (?:a|an|one or more) (?:(\S+) )?counters? on (.+)")
_WHO = {"you": "you", "an opponent": "opponent", "a player": "any"}
# "on a creature they control": the object is controlled by the player who put the counters
_THEIR_OWN = re.compile(r"(.+?) (?:they control|that player controls)")


def read_counter_putting(b: str, subject_of):
    """The trigger condition ``b`` ("you put one or more +1/+1 counters on a creature you control") as the keyword
    arguments of a ``counters_put`` TriggerSpec — ``who`` put them, ``counter`` the kind (None: any, 122.1),
    ``subject`` the object (read by ``subject_of``), ``putters_own`` for "a creature they control" — or None when
    ``b`` is not such a condition."""
    m = _PUTTING.fullmatch(b)
    if not m or m.group(2) in ("more",):
        return None
    who, kind, what = _WHO[m.group(1)], m.group(2), m.group(3)
    own = _THEIR_OWN.fullmatch(what) if who != "you" else None
    if own:
        what = own.group(1)
    return {"who": who, "counter": kind, "subject": subject_of(what), "putters_own": bool(own)}


def putter_of(ev) -> str | None:
    """The player who put the counters of the ``counters`` event ``ev`` (608.2c, 122.6a), or None when the game
    doesn't know it (a scenario step that doesn't say): the trigger is then "cannot decide" (UNKNOWN_PUTTER)."""
    return None if ev.by in (None, "?") else ev.by


def entering_putter(state, o) -> str:
    """The player who puts the counters the permanent ``o`` is given as it enters when the effect names none: its
    controller (122.6a; 121.6a from 2017-04-28) — '?' (not known) under an edition without that rule, whose rule of
    counters "placed" as a permanent enters (121.6, 120.4, 200.10c) names no player."""
    return o.controller if state.rules_have("entering_counters_putter") else "?"


def unknown_putter(ev) -> str:
    """Why the player who put the counters of ``ev`` is not known (UndecidedTrigger's reason)."""
    if ev.cause == "enters":
        return ("which player put the counters it entered with is not known: no rule of this edition says (the "
                "permanent's controller does from the 2017-04-28 rules on, 122.6a)")
    return UNKNOWN_PUTTER


UNKNOWN_PUTTER = ("which player put those counters is not known (608.2c, 122.6a): the step that put them doesn't "
                  "say (by:)")
