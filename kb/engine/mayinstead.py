"""An optional replacement of the instruction before: "Return target nonland permanent to its owner's hand. If you have
the city's blessing, you may put that permanent on top of its owner's library instead." (608.2c: the later text
modifies the earlier). When the condition holds as the first instruction would be followed, its controller chooses,
as it resolves (608.2d), whether the alternative is done in its place: ``choose: {instead: true | false}``; not
stated, what either could change is "cannot decide" (kb.engine.unknowns.choice_reach), never guessed. When the
condition doesn't hold there is no choice: the first instruction is followed.
"""
from __future__ import annotations

from dataclasses import replace

__all__ = ["MAY_INSTEAD", "allow_may_instead", "choose_may_instead"]

MAY_INSTEAD = "may_instead"


def allow_may_instead(last, made) -> bool:
    """Whether ``made`` ("you may … instead", optional) can stand in for ``last``: marks it. ``last`` optional too ("You
    may return target … card … to your hand. If that land is a Plains, you may return that … card to the battlefield
    instead."): when the condition holds the player chooses the alternative or not (``instead``), and then whether to do
    the one chosen (``may``) — declining the alternative leaves the first instruction, still theirs to do (608.2d);
    never the alternative alone, which would take the first choice away."""
    if made.optional:
        made.opts[MAY_INSTEAD] = True
        return True
    return False


def choose_may_instead(state, ins, alt, rc):
    """The instruction to follow once the condition of the optional alternative ``alt`` of ``ins`` holds (608.2d)."""
    from .errors import EngineError
    from .words import said_none
    said = (rc.choices or {}).get("instead")
    if said is None:
        from .unknowns import choice_reach
        item = rc.item
        spell = state.objects.get(item.oid) if item is not None and item.kind == "spell" else None
        skip = () if item is None else (item.oid if spell is not None else item.ability,)
        scope = choice_reach(state, ((alt.text, True),), skip,
                             (spell.card_id,) if spell is not None else (), snap=state.evaluate())
        state.unstated_choice(ins, item, "instead", "instead: true | false (whether the alternative is done)",
                              scope=scope)
        return ins
    if said is True or str(said).lower() in ("true", "yes"):
        return replace(alt, optional=False)
    if said is False or said_none(said) or str(said).lower() in ("false", "no"):
        state.log.add(f"\u201c{alt.text}\u201d: {rc.you} chooses not to; \u201c{ins.text}\u201d is followed",
                      "choices_on_resolution", indent=1, kind="step")
        return ins
    raise EngineError(f"\u201c{alt.text}\u201d: choose: {{instead: true | false}}, not {said!r} "
                      f"({state.rule_no('choices_on_resolution')})")
