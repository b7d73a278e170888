"""A requirement to block the object a trigger event named: "Whenever a creature you control attacks, up to one target
creature blocks it this combat if able." (509.1c, 603.2).

"It" in a triggered ability whose instructions named nothing before it is the object of the trigger event (603.2) —
here the attacking creature, not the ability's source. The requirement is on the creatures the instruction names as it
resolves (611.2c), to block that one object; it is written ``blocks #OID if able`` (the form
kb.engine.declare reads for "blocks ~ if able", kb.engine.effects.source_of_label) with the event's object found as the
ability resolves. An object that left the battlefield is a new object (400.7): nothing is then required ("#none").

"It" after an instruction whose subject was one target ("Put a +1/+1 counter on target creature you control. Another
target creature blocks it this turn if able.") is that target, the object the sentence before named (608.2c). It is the
object chosen as the target even when that target has become illegal: the effect may still determine information about
an illegal target (608.2b), and only the instruction acting on it is skipped — the requirement to block it stands
(``target_whom``). An object that left the battlefield is a new object (400.7): nothing is then required.

Only these forms are read: "it" after an instruction that named anything else (several targets, a chosen object), of
another trigger event, or in an ability that is not triggered, stays unread (kb.engine.instructions).
"""
from __future__ import annotations

import re

__all__ = ["reads_event_it", "reads_target_it", "target_whom", "bind_block_whom", "BLOCKS_SOURCE"]

BLOCKS_SOURCE = "blocks ~ if able"


def reads_event_it(whom, prev, ability: str | None) -> bool:
    """Whether "it" (``whom``, as kb.engine.instructions.subject_of read it) is the trigger event's object, an
    attacking creature: an ability triggered by a creature attacking ("Whenever a creature you control attacks, …",
    508.1) with no instruction before that named an object. Any other event's object (a spell, a creature entering)
    is not read here."""
    return prev is None and getattr(whom, "kind", None) == "event" and \
        re.match(r"(?:When|Whenever) [^,.]*\battacks,", ability or "") is not None


def reads_target_it(whom, prev, ability: str | None) -> bool:
    """Whether "it" (``whom``) is the one target the instruction before named (608.2c): one slot, one object, in a
    spell or an activated ability. In a triggered ability "it" could also be the trigger event's object ("Whenever a
    creature you control attacks, tap target creature an opponent controls. Up to one other target creature blocks it
    …": the attacker), which this does not decide: not read there."""
    if re.match(r"(?:When|Whenever|At)\b", ability or ""):
        return False
    return prev is not None and getattr(whom, "kind", None) == "target" and whom is prev and \
        len(getattr(whom, "slots", ())) == 1 and not re.search(r"\b(?:up to|any number|or more|two|three)\b",
                                                               getattr(whom, "text", "") or "")


def target_whom(state, whom, rc) -> list:
    """The object chosen for the target ``whom`` names, legal or not now (608.2b), while it is on the battlefield
    (400.7: once it left, it is a new object and nothing is required)."""
    out = []
    for i in whom.slots:
        ref = rc.targets[i] if i < len(rc.targets) else None
        if ref is not None and ref[0] == "obj" and ref[1] in state.objects and \
                state.objects[ref[1]].zone == "battlefield":
            out.append(ref[1])
    return out


def bind_block_whom(ops: list, oids: list) -> list:
    """``ops`` with the "blocks ~ if able" requirement made to name the event's object ``oids[0]`` (``#none`` when
    the event's object is gone, 400.7), the others unchanged."""
    from .effects import RulesOp
    who = f"#{oids[0]}" if len(oids) == 1 else "#none"
    return [RulesOp(label=BLOCKS_SOURCE.replace("~", who)) if getattr(op, "label", None) == BLOCKS_SOURCE else op
            for op in ops]
