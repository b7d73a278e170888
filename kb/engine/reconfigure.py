"""Reconfigure (702.151, since 2022-02-18): an Equipment creature that attaches itself to a creature and stops being one.

"Reconfigure [cost]" means "[Cost]: Attach this permanent to another target creature you control. Activate only as a
sorcery" and "[Cost]: Unattach this permanent. Activate only if this permanent is attached to a creature and only as a
sorcery" (702.151a): :func:`reconfigure_abilities` gives the card reader (kb.engine.cardtext) those two activated
abilities, read by the ability reader; a scenario activates them with ``activate: {card, ability: attach | unattach,
targets}`` (the ability's words, "attach" or "unattach"). "Unattach ~" is :func:`unattach_instruction`, carried out by
:func:`unattach_self`.

"Attaching an Equipment with reconfigure to another creature causes the Equipment to stop being a creature until it
becomes unattached from that creature" (702.151b): however it is attached (the rulings: by another effect too), if it
has reconfigure then, it is marked with the creature it was attached to (:func:`mark_reconfigured`, from
kb.engine.state's attach); while it stays attached to that creature it is not a creature — a type-changing effect
(layer 4, 613.1d) with the timestamp it got as it became attached (613.7e): :func:`reconfigured_effect`. Its creature
subtypes go with its creature type (205.3d); the effect lasts even if it loses reconfigure meanwhile (the rulings). A
later effect that makes it a creature again has it unattached by the state-based actions (704.5n).

Under an edition before 2022-02-18 activating it is "cannot decide" (kb.engine.stack) and attaching it is refused as
for any Equipment creature (kb.engine.attachstep, 301.5c).
"""
from __future__ import annotations

import re

from .effects import ContinuousEffect, TypeOp

__all__ = ["RECONFIGURE", "reconfigure_abilities", "unattach_instruction", "unattach_self", "mark_reconfigured",
           "reconfigured_effect"]

RECONFIGURE = "reconfigure"
_KEYWORD = re.compile(r"reconfigure\s*(\{[^ ]+\})\s*$", re.I)


def reconfigure_abilities(k, parse) -> tuple | None:
    """702.151a: the two activated abilities "Reconfigure [cost]" (a keyword ``k``, its cost only mana symbols) stands
    for, each read by ``parse`` (the ability reader) and named by the keyword; None for any other keyword."""
    from dataclasses import replace
    m = _KEYWORD.fullmatch(k.name.strip())
    if m is None:
        return None
    cost = m.group(1)
    attach = parse(f"{cost}: Attach ~ to another target creature you control. Activate only as a sorcery.")
    unattach = parse(f"{cost}: Unattach ~. Activate only if ~ is attached to a creature and only as a sorcery.")
    return tuple(replace(ab, keyword_name=k.name.lower()) for ab in (attach, unattach))


def unattach_instruction(s: str, raw: str):
    """"Unattach ~" (702.151a's second ability): the permanent becomes unattached (701.3d); None for other words."""
    from .instruction_types import SELF_SUBJ, Instruction
    if re.fullmatch(r"[Uu]nattach ~", s.strip().rstrip(".")):
        return Instruction("unattach", SELF_SUBJ, text=raw)
    return None


def unattach_self(state, rc) -> None:
    """The ability's source becomes unattached, if it is still on the battlefield attached to something (701.3d);
    unattached from the creature reconfigure attached it to, it is a creature again (702.151b)."""
    oid = rc.source_oid
    o = state.objects.get(oid) if oid is not None else None
    if o is None or o.zone != "battlefield" or o.attached_to is None:
        state.log.add("it is not attached to anything: nothing happens", "attach", indent=1, kind="step")
        return
    host = state.objects.get(o.attached_to) if not state.is_player(o.attached_to) else None
    o.attached_to = None
    was = o.reconfigured_to
    o.reconfigured_to = None
    state.log.add(f"{o.alias} becomes unattached" + (f" from {host.alias}" if host is not None else "")
                  + (": it is a creature again" if was is not None else ""),
                  "reconfigure_creature" if was is not None else "attach", indent=1, kind="step")
    state._changed()


def mark_reconfigured(state, o, target_oid: int, w) -> None:
    """702.151b: ``o`` (``w`` its characteristics now), an Equipment with reconfigure, has just become attached to the
    creature ``target_oid``: it stops being a creature until it becomes unattached from it. Other permanents, and the
    editions before reconfigure, are left alone."""
    from .keywordbase import has_keyword
    if w is None or "Equipment" not in w.subtypes or not has_keyword(w.keyword_names(), RECONFIGURE) or \
            not state.rules_have(RECONFIGURE):
        o.reconfigured_to = None
        return
    o.reconfigured_to = target_oid
    state.log.add(f"{o.alias} has reconfigure: attached to another creature, it stops being a creature until it "
                  "becomes unattached from it", "reconfigure_creature", indent=1, kind="step")


def reconfigured_effect(o) -> ContinuousEffect | None:
    """The effect 702.151b makes while ``o`` stays attached to the creature reconfigure attached it to: it is not a
    creature (layer 4; the timestamp it got as it became attached, 613.7e). None otherwise."""
    rt = getattr(o, "reconfigured_to", None)
    if rt is None or o.zone != "battlefield" or o.attached_to != rt:
        return None
    return ContinuousEffect(
        key=("reconfigured", o.oid), label=f"{o.alias} is attached with reconfigure: it isn't a creature",
        ops=(TypeOp(remove_types=frozenset(("Creature",)), text="stops being a creature"),),
        origin="rules", ts=(o.ts, 0, 0, 0), ts_reason="ts_attach", source=o.oid, source_name=o.alias,
        locked=frozenset((o.oid,)), duration="indefinite")
