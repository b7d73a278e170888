"""Replicate (702.56; 502.52 when it came, 2006-02-01): "Replicate [cost]" means "As an additional cost to cast this
spell, you may pay [cost] any number of times" and "When you cast this spell, if a replicate cost was paid for it,
copy it for each time its replicate cost was paid. If the spell has any targets, you may choose new targets for any of
the copies." (702.56a; Stream of Thought).

The cast step says how many times the cost was paid: ``choose: {replicate: N}`` (601.2b; unstated, none — as an
unstated kicker is not paid). The cost's mana is added N times to the total cost (601.2f); the trigger, put on the
stack as the spell becomes cast, copies it N times as it resolves (kb.engine.storm ``storm_copies``: the copies' new
targets are ``triggers: {SPELL: {choose: {new_targets: [...]}}}``, 707.10c). Read: a replicate cost of mana symbols
and one instance of the keyword; another cost, several instances (702.56b), or an edition before 2006-02-01 is
"cannot decide"."""
from __future__ import annotations

import re

__all__ = ["REPLICATE_TEXT", "replicate_times", "replicate_trigger"]

# the trigger's effect as the engine puts it on the stack (kb.engine.instructions reads it as ``storm_copies``)
REPLICATE_TEXT = "Copy ~ for each time its replicate cost was paid."


def _instances(card) -> list:
    return [a for a in card.abilities if getattr(a, "kind", "") == "keyword" and str(a.name).lower().startswith("replicate")]


def replicate_times(state, item, card):
    """(times paid, the mana ManaCost they add) for the spell being cast (702.56a), or None when the card has no
    replicate or it isn't paid; what can't be read is noted "cannot decide" (None)."""
    from .errors import EngineError
    from .keywordlist import keyword_named_by
    from .values import ManaCost
    said = (item.choices or {}).get("replicate")
    kws = _instances(card)
    if said is None or said in (0, False):
        return None
    if not kws:
        raise EngineError(f"{card.name} has no replicate ({state.rule_no('replicate')}): choose: {{replicate: {said}}} "
                          "pays nothing")
    try:
        n = int(said)
    except (TypeError, ValueError):
        raise EngineError(f"{card.name}: choose: {{replicate: {said!r}}} is not a number of times its replicate cost is "
                          f"paid ({state.rule_no('replicate')})") from None
    if n < 0:
        raise EngineError(f"{card.name}: a replicate cost can't be paid {n} times ({state.rule_no('replicate')})")
    if not keyword_named_by(kws[0].name, state.edition):
        state.note_unknown(f"{card.name}'s \u201c{kws[0].name}\u201d: the rules of {state.edition} have no replicate (it came "
                           "with the 2006-02-01 edition), so what paying its cost does can't be read")
        return None
    m = re.fullmatch(r"replicate\s+((?:\{[^}]+\})+)", kws[0].name.strip(), re.I)
    if len(kws) > 1 or m is None:
        state.note_unknown(f"{card.name}'s \u201c{kws[0].name}\u201d: " + ("several replicate abilities, each paid "
                           "separately (702.56b), are" if len(kws) > 1 else "a replicate cost that isn't mana is")
                           + f" not read ({state.rule_no('replicate')})")
        return None
    item.replicated = n
    one = ManaCost.parse(m.group(1).upper())
    return n, ManaCost(tuple(s for _ in range(n) for s in one.symbols))


def replicate_trigger(state, item, spell_obj, caster: str) -> None:
    """After the spell becomes cast: its replicate trigger, if a replicate cost was paid for it (702.56a, 603.4)."""
    n = getattr(item, "replicated", 0)
    if not n:
        return
    from .triggers import Event, Pending
    w = state.evaluate().get(spell_obj.oid)
    if w is None:
        return
    state.pending.append(Pending(None, spell_obj.oid, w.copy(), caster, Event("cast", obj=spell_obj.oid, player=caster,
                                                                             item=item),
                                 text=REPLICATE_TEXT, label=f"{w.name}'s replicate", concept="replicate",
                                 choices={"storm_count": n, "storm_of": item.sid, "copies_by": "replicate"}))
    state.log.add(f"{w.name}'s replicate cost was paid {n} time(s): its replicate trigger triggers as it is cast "
                  f"({state.rule_no('replicate')})", "replicate", indent=1, kind="step")
