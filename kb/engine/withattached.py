"""A target and what is attached to it, moved together: "Exile any number of target creatures and all Auras attached
to them.", "Destroy target creature and all Equipment attached to it.", "Return target creature you control and all
Auras you control attached to it to their owner's hand." (each to its owner's hand, 108.3; "you control": only the
Auras of the spell's controller, 109.4).

The instruction is read as the action on the targets (kb.engine.instructions), with the attached permanents' kind kept
as ``opts["with_attached"]`` (a selector: "Auras", "Equipment"). As it resolves, the permanents of that kind attached
to the targets still legal then (303.4b, 301.5a: "attached to") are acted on in the same action, at once (608.2c);
an illegal target gives no information (608.2b), so what is attached to it stays. Only "all <kind> [you control]
attached to it / them" straight after the targets is read: any other words there ("attached to other creatures")
are not."""
from __future__ import annotations

import re

__all__ = ["split_with_attached", "attached_too"]

_WITH = re.compile(r"((?:[Ee]xile|[Dd]estroy|[Rr]eturn) (.+?)) and all (Auras|Equipment)( you control)? attached to (it|them)"
                   r"( to their owners?'s? hands?)?")
_PLURAL_TARGET = re.compile(r"(?:any number of|up to (?:two|three|four|five|\w+)|two|three|four|five|\d+) target \S+s\b")


def split_with_attached(s: str) -> tuple | None:
    """("Exile any number of target creatures", "Auras") for "Exile … and all Auras attached to them", the pronoun
    agreeing with the targets ("it" for one target, "them" for several); ("Return target creature you control to its
    owner's hand", "Auras you control") for the return; None for any other sentence."""
    m = _WITH.fullmatch(s)
    if m is None or not m.group(2).startswith(("target ", "any number of target ", "up to ", "two target ",
                                                "three target ")):
        return None
    plural = bool(_PLURAL_TARGET.match(m.group(2)))
    if plural != (m.group(5) == "them"):
        return None
    returned = m.group(1)[:1].lower() == "r"
    if returned != bool(m.group(6)):   # "Return … to their owner's hand": each to its own owner's hand (108.3)
        return None
    base = m.group(1) + (" to their owners' hands" if plural else " to its owner's hand") if returned else m.group(1)
    return base, m.group(3) + (m.group(4) or "")


def attached_too(engine, ins, oids: list, rc) -> list:
    """The permanents of ``ins.opts["with_attached"]``'s kind attached to any of ``oids`` (the legal targets, as the
    instruction is applied: 608.2b), not already among them."""
    sel = ins.opts["with_attached"]
    snap = engine.evaluate()
    ctx = rc.at(snap.work)
    hosts = set(oids)
    return [i for i in sorted(snap.work) if i not in hosts and snap.work[i].zone == "battlefield"
            and snap.work[i].attached_to in hosts and sel.match(snap.work[i], ctx)]
