""""Then the spell's controller may choose new targets for it." (after "Exchange control of target noncreature spell
and target creature."): the player who controls that target spell as the instruction is applied — after the exchange,
the new one — may choose new targets for it (115.7d: any may stay, even an illegal one; a new one must be legal).

Read as the "choose_new_targets" instruction "You may choose new targets for target spell" makes (kb.engine.stack
``change_targets``: the new targets stated with ``choose: {spell_targets: [...]}``, their legality checked for the
spell's controller); ``opts["spell_controller"]`` keeps who chooses. "It" / "the spell" is the ability's one target
spell: with none, or with several, the sentence is not read (None)."""
from __future__ import annotations

import re

__all__ = ["read_spell_controller_new_targets"]

_SENT = re.compile(r"(?:then )?(?:the spell's|that spell's) controller may choose new targets for (?:it|the spell|that spell)")
# "If you do, you may choose new targets for the spell." after "you may exchange control of ~ and that spell": the
# spell of the trigger event, now the ability's controller's (kb.engine.exchangespell)
_YOURS = re.compile(r"you may choose new targets for (?:the spell|that spell)")


def read_spell_controller_new_targets(low: str, raw: str, tg, done=()):
    """The instruction for the lower-cased sentence ``low``, or None when it is not this one."""
    from .instruction_types import Instruction, Subject
    if _YOURS.fullmatch(low):
        from .exchangespell import exchanged_event_spell
        spell = exchanged_event_spell(done)
        return Instruction("choose_new_targets", spell, text=raw) if spell is not None else None
    if not _SENT.fullmatch(low):
        return None
    spells = [i for i, slot in enumerate(tg.slots) if slot.spell_or_ability == "spell" and not slot.variable]
    if len(spells) != 1:
        return None
    subj = Subject("target", slots=(spells[0],), text="the spell")
    return Instruction("choose_new_targets", subj, opts={"spell_controller": True}, text=raw)
