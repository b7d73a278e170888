"""Damage replaced by what a player does instead, counted by "that many" (614.1a): "If ~ would be dealt damage, remove
that many eyestalk counters from it instead. If you can't, sacrifice it." (Underdark Beholder), "If damage would be
dealt to ~, put that many +1/+1 counters on it instead." (Phytohydra), "… put that many -1/-1 counters on it instead"
(Lichenthrope), "If damage would be dealt to you, put that many depletion counters on ~ instead." (Force Bubble),
"If damage would be dealt to ~, sacrifice that many permanents instead." (Dralnu, Lich Lord).

The damage is replaced, not prevented: it is never dealt (no life lost, no damage marked, no lifelink), and damage that
can't be prevented is replaced too (615.12 names prevention only). What is done instead is read by the instruction
parser, every word of it, with "that many" the damage the effect replaced (the instructions "Put X +1/+1 counters on
~.", "Sacrifice that many permanents." — 608.2h); the effect's controller does it (614.1a: the damage event becomes
that one), as the damage event ends (kb.engine.replacement's additional-effect queue, which does it once per event and
recipient). A sacrifice of "that many" when the player has fewer permanents sacrifices them all (608.2d; Dralnu's
ruling of 2021-03-19). Another "instead", a condition, or words the parser can't read: not this reader (the ability
stays unread).
"""
from __future__ import annotations

import re

from .damageparties import damage_recipients

__all__ = ["damage_replaced_by", "sacrificed_with_the_damage"]

# "If ~ would be dealt damage" / "If damage would be dealt to ~ | you": the same event (120.1)
_EVENT = re.compile(r"If (?:(~) would be dealt damage|damage would be dealt to (~|you)), (.+) instead(\. If you can't, "
                    r"sacrifice (?:it|~))?")
# what is done instead, with "that many": the words → the instruction read with X the damage replaced
_COUNTERS_OFF = re.compile(r"remove that many (\S+) counters from (it|~)")
_COUNTERS_ON = re.compile(r"put that many (\S+) counters on (it|~)")
_SACRIFICE = re.compile(r"sacrifice that many ((?:nontoken )?permanents)")


def damage_replaced_by(s: str, pc, card):
    """The fields of the kb.engine.replacement.Replacement of ``s`` (the ability's text without its period), or None:
    not these words. Words the instruction parser can't read raise its ParseError (the whole ability stays unread)."""
    if "that many" not in s or "instead" not in s:   # the cheap guard: every form says both
        return None
    m = _EVENT.fullmatch(s)
    if m is None:
        return None
    to = m.group(1) or m.group(2)
    what = m.group(3)
    off = _COUNTERS_OFF.fullmatch(what)
    on = _COUNTERS_ON.fullmatch(what)
    sac = _SACRIFICE.fullmatch(what)
    if off:
        then = f"Remove X {off.group(1)} counters from ~."
    elif on:
        then = f"Put X {on.group(1)} counters on ~."
    elif sac:
        then = f"Sacrifice that many {sac.group(1)}."
    else:
        return None
    if (off or on) and to != "~" and (off or on).group(2) == "it":
        return None   # "it" names the damaged object only when the damage is dealt to ~
    if m.group(4):   # "If you can't, sacrifice it." (Underdark Beholder): only after removing counters from ~
        if not off or to != "~":
            return None
        then += " If you can't, sacrifice ~."
    from .instructions import parse_instructions   # not at the top: kb.engine.instructions reads replacements too
    parse_instructions(then, card, normalized=True)   # read now: an unreadable part is an error
    return {"kind": "replace_then", "to": damage_recipients(to, pc), "then": then, "key": ("that_many",)}


# the events of damage dealt that a triggered ability of a permanent may trigger on (603.2): its own dealing or being
# dealt damage (kb.engine.triggers, kb.engine.actions_damage)
_DAMAGE_EVENTS = frozenset(("damage", "dealt", "player_dealt", "source_dealt"))


def sacrificed_with_the_damage(state, before: set) -> None:
    """Permanents sacrificed instead of damage (614.1a) leave as part of the damage event the replacement modified: a
    permanent among them that dealt or was dealt damage in that event did so as it was sacrificed, and its own
    abilities that would trigger on that damage don't trigger (Dralnu, Lich Lord's ruling of 2021-03-19; 603.10 looks
    back in time only for leaves-the-battlefield abilities). ``before``: the permanents on the battlefield before the
    instructions were done. The triggers already waiting (603.3) from those permanents' damage are taken off."""
    if not state.pending:
        return
    now = {o.oid for o in state.objects.values() if o.zone == "battlefield"}
    gone = before - now
    if not gone:
        return
    keep = []
    for p in state.pending:
        ev = p.event
        if p.source in gone and ev is not None and ev.kind in _DAMAGE_EVENTS and p.source in (ev.source, ev.obj):
            state.log.add(f"{p.label or 'a triggered ability'} is taken off: its source was sacrificed instead of "
                          "damage in the same event, so it didn't trigger (a card ruling of 2021-03-19)", "replacement",
                          indent=1, kind="step")
            continue
        keep.append(p)
    state.pending[:] = keep
