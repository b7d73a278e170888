""""When ~ dies during combat, it deals 6 damage to each creature it blocked this combat" (Cathedral Membrane).

- "dies during combat": the creature dies (700.4) while the game is in a combat phase (506.1: beginning of combat,
  declare attackers, declare blockers, combat damage, end of combat) — whatever made it die (the card's ruling: not
  only combat damage). The phase is part of the trigger event (603.2), checked as it happens; a leaves-the-battlefield
  ability, it looks back in time (603.10a).
- "each creature it blocked this combat": the creatures the source was declared blocking in the current combat phase
  (509.1a; a banded attacker blocked with the band, 702.22h, included), recorded as blockers are declared
  (``Combat.blocked_declared``) and kept after the source left combat or the battlefield (506.4: it stops blocking,
  but it did block them). Only those still on the battlefield as the same objects (400.7) and still creatures are
  dealt damage; outside a combat phase it blocked nothing "this combat".
"""
from __future__ import annotations

import re

__all__ = ["DURING_COMBAT", "BLOCKED_BY_SOURCE", "read_dies_during_combat", "read_blocked_by_source",
           "blocked_by_source"]

DURING_COMBAT = "it's a combat phase"   # 506.1: any combat phase, anyone's turn (kb.engine.gamevalues.PhaseIs)
BLOCKED_BY_SOURCE = "blocked_by_source"   # Subject.kind

_BLOCKED = re.compile(r"each creature (?:it|~) blocked this combat")


def read_dies_during_combat(b: str, subject, spec_cls, condition):
    """"~ dies during combat" (a trigger condition's words, ``b``) → the dies trigger checked during a combat phase
    (``condition``: the reader of a condition phrase, which reads "it's a combat phase"); None for anything else."""
    m = re.fullmatch(r"(.+?) dies during combat", b)
    if not m:
        return None
    return spec_cls("dies", subject=subject(m.group(1)), during=condition(DURING_COMBAT))


def read_blocked_by_source(low: str):
    """"each creature it blocked this combat" → the subject of those creatures; None for any other phrase."""
    from .instruction_types import Subject
    return Subject(BLOCKED_BY_SOURCE, text=low) if _BLOCKED.fullmatch(low) else None


def blocked_by_source(game, rc) -> list:
    """The creatures (``("obj", oid)``) the source was declared blocking this combat, still on the battlefield and
    still creatures (400.7, 506.4)."""
    c = getattr(game, "combat", None)
    if c is None or rc.source_oid is None:
        return []
    snap = game.evaluate()
    out = []
    for a in (getattr(c, "blocked_declared", None) or {}).get(rc.source_oid, ()):
        o = game.objects.get(a)
        w = snap.get(a)
        if o is not None and o.zone == "battlefield" and w is not None and "Creature" in w.types:
            out.append(("obj", a))
    return out
