"""An Aura's ability that triggered when the enchanted permanent left the battlefield finds the Aura in its owner's
graveyard (400.7f today, 400.7e from 2009-07-11): "When enchanted creature dies, return ~ to its owner's hand"
(Angelic Destiny) returns the Aura that went to the graveyard at the same time as the creature, or as the
state-based action for an Aura attached to nothing (704.5m) — otherwise the card in the graveyard is a new object the
ability can't find (400.7).

The rule's versions (kb.engine.versions ``aura_finds_itself``): from 2009-07-11 only the state-based action's Aura;
from 2010-04-23 also the Aura put there at the same time. Before 2008-07-15 no exception names such an Aura, and
2008-07-15 to 2009-05-01 word it "after state-based effects have been checked" (217.1c), a reading the engine doesn't
make: where the Aura ends up is "cannot decide", naming the rule.
"""
from __future__ import annotations

from .unknowns import ALL, Unknown
from .versions import rule

__all__ = ["aura_found_in_graveyard"]


def aura_found_in_graveyard(state, rc) -> int | None:
    """The new object the source Aura of the resolving ability became in its owner's graveyard, when the ability
    triggered on the permanent it enchanted leaving the battlefield and the rule of ``state``'s edition lets it find
    that object (400.7f); None otherwise."""
    ev = getattr(rc, "event", None)
    src = rc.source_oid
    if ev is None or ev.kind != "zone" or ev.from_zone != "battlefield" or ev.lki is None or src is None:
        return None
    aura = state.lki.get(src)
    if aura is None or "Aura" not in aura.working.subtypes:
        return None
    host = ev.lki.oid
    together = aura.attached_to == host                     # it left with the permanent, attached to it (603.10a)
    by_sba = not together and state.detached_from.get(src) == host   # 704.5m afterwards
    if not (together or by_sba):
        return None
    new = [i for i in state.successors.get(src, ()) if i in state.objects]
    if len(new) != 1:
        return None
    o = state.objects[new[0]]
    if o.zone != "graveyard" or o.owner != aura.owner:
        return None
    version = rule("aura_finds_itself", state.edition)
    if version in ("", "unread"):
        reason = (f"whether the ability of {aura.alias} that triggered as the permanent it enchanted left the "
                  f"battlefield can find {aura.alias} in its owner's graveyard: the rules of {state.edition} don't say "
                  f"so the way the engine reads it ({state.rule_no('aura_finds_itself')})")
        # what the ability would do to that card (where it is, and all that reads it) is not decided
        state.unknowns.append(Unknown(reason, ALL, since=state.clock, objects=frozenset((o.card_id,)), by_card=True))
        state.unknowns.append(Unknown(reason, frozenset(("cards",)), since=state.clock, player=o.owner))   # its zones' counts
        return None
    if together and version != "both":
        return None   # 400.7e of 2009-2010: only the Aura the state-based action put there
    state.log.add(f"the ability finds {o.alias}, the new object the Aura became in its owner's graveyard "
                  + ("at the same time as the permanent it enchanted left" if together
                     else "as the state-based action for an Aura attached to nothing"),
                  "aura_finds_itself", indent=1, kind="step")
    return o.oid
