"""How many of the attackers a "Whenever [a player] attacks with creatures" trigger names are attacking a given player:
"Whenever an opponent attacks with creatures, if two or more of those creatures are attacking you and/or planeswalkers
you control, draw a card." (508.3d, 603.4).

The trigger event is one declaration of attackers (508.3d, kb.engine.triggers ``player_attacks``); "those creatures"
are the creatures declared as attackers in it (603.2, kb.engine.attackbatch). The intervening "if" (603.4) is checked
as the ability triggers and again as it resolves: then only those of them still attacking (a creature removed from
combat or gone from the battlefield is not, 506.4) and attacking that player or a planeswalker they control count.

Only "N or more of those creatures are attacking you", "… attacking you and/or planeswalkers you control" are read.
"""
from __future__ import annotations

import re

__all__ = ["read_those_attacking", "those_attacking_holds", "KIND"]

KIND = "those_attacking"   # the Condition kind (kb.engine.instruction_types.Condition: ``n``, ``value`` whom)

_PHRASE = re.compile(r"(\w+) or more of those creatures are attacking (you and/or planeswalkers you control|you)")
_WHOM = {"you": "you", "you and/or planeswalkers you control": "you_and_or_planeswalker"}


def read_those_attacking(words: str, spec, condition_type):
    """The intervening "if" ``words`` of a ``player_attacks`` trigger as a Condition; None for other words or triggers
    (a trigger naming a description or a player attacked narrows "those creatures" itself: not read here)."""
    if getattr(spec, "event", None) != "player_attacks" or spec.subject is not None or spec.attacked is not None or \
            spec.attackers:
        return None
    m = _PHRASE.fullmatch(words.strip())
    if not m:
        return None
    from .text import amount_of
    n = amount_of(m.group(1))
    if not n:
        return None
    return condition_type(KIND, value=_WHOM[m.group(2)], n=n, text=words.strip())


def those_attacking_holds(state, cond, rc, attacks_whom) -> bool:
    """Whether at least ``cond.n`` of the trigger event's attackers are attacking now (506.4) the ability's controller
    (and/or a planeswalker they control), 603.4; ``attacks_whom`` is kb.engine.triggers' test of what an attacker
    attacks (given by the caller: triggers reads this module's condition, so this module doesn't import it)."""
    from .filters import Ctx
    ev = getattr(rc, "event", None)
    if ev is None or ev.kind != "attacked_with":
        return False
    combat = getattr(state, "combat", None)
    attacking = getattr(combat, "attackers", None) or {}
    snap = state.evaluate()
    ctx = Ctx(snap.work, None, rc.you)
    n = sum(1 for oid in ev.objs if oid in attacking and oid in state.objects and
            state.objects[oid].zone == "battlefield" and attacks_whom(cond.value, attacking[oid], ctx, None))
    state.log.add(f"{n} of the creatures declared as attackers are attacking "
                  f"{'you' if cond.value == 'you' else 'you and/or planeswalkers you control'} (needed: {cond.n})",
                  "intervening_if", indent=1, kind="step")
    return n >= cond.n
