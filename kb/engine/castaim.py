"""A cast trigger's intervening "if" about what the spell targets: "Whenever you cast an instant or sorcery spell, if it
targets a creature you control with the chosen name, you may copy that spell …" (Echoing Boon).

603.4: the ability triggers only if the condition is true as the spell becomes cast (601.2i: its targets are chosen by
then, 601.2c), and it is checked again as the ability resolves: if it's false then, the ability does nothing. "It" is
the spell the trigger event names (603.2). "Targets" is 115.9b's: one of the objects it targets has the quality now; a
target no longer in the zone it's expected to be in is ignored (kb.engine.targeting.targets_only). A spell that has left
the stack by then (countered, 701.6a) targets nothing on the stack any more: whether the words still hold of it by its
last known information (608.2h) is not read — "cannot decide".

Only "a", "an" and "one or more" before the description are read; "two or more creatures", "only …" and other counts
stay unread (the sentence stays an unmodelled ability).
"""
from __future__ import annotations

import re

from .targeting import targets_only

__all__ = ["KIND", "read_cast_aim", "cast_aim_holds"]

KIND = "spell_targets"   # the Condition kind (kb.engine.instruction_types.Condition)

_FORM = re.compile(r"(?:it|that spell) targets (?:a|an|one or more) (.+)")


def read_cast_aim(words: str, spec, pc, parse_selector, condition_type):
    """The intervening "if" ``words`` of a cast trigger ``spec`` — "it targets a creature you control" — as a
    ``condition_type`` (Condition) of kind :data:`KIND` whose selector is the description; None when the trigger is not
    a spell being cast or the words are not this form."""
    if spec.event != "cast" or "targets" not in words:
        return None
    m = _FORM.fullmatch(words.strip())
    if m is None:
        return None
    return condition_type(KIND, selector=parse_selector(m.group(1), pc), text=words.strip())


def cast_aim_holds(state, cond, rc) -> bool:
    """603.4, 115.9b: whether the spell of the trigger event (still on the stack) targets an object ``cond.selector``
    describes, as it is now. The spell gone from the stack: "cannot decide" (608.2h is not read), and False."""
    ev = getattr(rc, "event", None)
    spell = getattr(ev, "item", None) if ev is not None and ev.kind == "cast" else None
    if spell is None:
        state.note_unknown(f"\u201cif {cond.text}\u201d: which spell \u201cit\u201d is here is not read "
                           f"({state.rule_no('intervening_if')})")
        return False
    if not any(it is spell for it in state.stack):
        state.note_unknown(f"\u201cif {cond.text}\u201d: the spell has left the stack; what it targeted as it last "
                           f"existed is not read ({state.rule_no('intervening_if')}, {state.rule_no('lki')})")
        return False
    return targets_only(spell, rc, cond.selector, rc.src, only=False)
