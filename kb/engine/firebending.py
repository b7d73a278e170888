"""Firebending N (702.189; since 2025-11-14): a triggered ability that adds red mana kept until end of combat.

"Firebending N" means "Whenever this creature attacks, add N {R}. Until end of combat, you don't lose this mana as
steps and phases end." (702.189a). The card reader (kb.engine.cardtext) reads the trigger with the ordinary readers
("Whenever ~ attacks, add {R}{R}.", the keyword table kb.engine.keywordmeans dating it: under an edition before
2025-11-14 what it changes is "cannot decide"); the mana its trigger adds is marked here (:func:`keep_mana`) and kept
as each combat step ends (:func:`kept_as_step_ends`, from the pool emptying of 500.5), until the combat phase ends
(500.5a: "until end of combat" effects expire at the end of the combat phase).

Which mana a payment spends is its player's choice: when kept and other mana of one colour were in the pool together
and some of that colour was spent, what is kept is "cannot decide". Not read: "Firebending X, where X is …".
"""
from __future__ import annotations

import re

__all__ = ["firebending_ability", "keep_mana", "note_added", "kept_as_step_ends"]

_FIREBENDING = re.compile(r"firebending (\d+)")
_COMBAT = frozenset(("beginning_of_combat", "declare_attackers", "declare_blockers", "combat_damage", "end_of_combat"))


def firebending_ability(k, read, accounted):
    """The triggered ability one "Firebending N" keyword stands for, N {R} written out ("Whenever ~ attacks, add
    {R}{R}."), its keyword kept; None for any other keyword. ``read``/``accounted``: the ability reader and the word
    accounting (kb.engine.cardtext)."""
    from dataclasses import replace

    from .abilities import TriggeredAbility
    m = _FIREBENDING.fullmatch((getattr(k, "name", "") or "").lower())
    if not m or not 0 < int(m.group(1)) <= 20:
        return None
    text = f"Whenever ~ attacks, add {'{R}' * int(m.group(1))}."
    try:
        ab = read(text)
    except Exception:   # noqa: BLE001 - a reading that fails leaves the keyword unread
        return None
    if not isinstance(ab, TriggeredAbility) or accounted(ab, text) is not None:
        return None
    return replace(ab, text=text, keyword_name=k.name.lower())


def _is_firebending(item) -> bool:
    name = (getattr(getattr(item, "ability", None), "keyword_name", None) or "").lower()
    return bool(_FIREBENDING.fullmatch(name))


def keep_mana(state, who: str, got: list, item) -> None:
    """Mana ``got`` was added by ``item``: when that is a firebending trigger, it isn't lost as steps and phases end
    until end of combat (702.189a)."""
    if not got or not _is_firebending(item) or state.step not in _COMBAT:
        return
    p = state.player(who)
    kept, others = p.pool_kept, p.pool_others
    for c in got:
        if kept.get(c, 0) == 0:   # the other mana of this colour already there (it was added before)
            others[c] = p.pool.get(c, 0) - got.count(c) + sum(1 for x, *_ in p.pool_only if x == c)
        kept[c] = kept.get(c, 0) + 1
    state.log.add("until end of combat, this mana isn't lost as steps and phases end", "firebending", indent=1,
                  kind="step")


def note_added(p, got: list, item) -> None:
    """Other mana added while kept mana of its colour is in the pool (what a payment may spend instead)."""
    kept, others = p.pool_kept, p.pool_others
    if not kept or _is_firebending(item):
        return
    for c in got:
        if kept.get(c):
            others[c] = others.get(c, 0) + 1


def kept_as_step_ends(state, p, old: str, new: str) -> dict:
    """The mana of ``p``'s pool kept as step ``old`` ends and ``new`` begins (702.189a): none once the combat phase
    ends (500.5a). Which mana was spent is its player's choice: when kept and other mana of one colour were in the pool
    together and some of it was spent, what is kept can't be decided."""
    kept, others = p.pool_kept, p.pool_others
    if not kept:
        return {}
    if old not in _COMBAT or new not in _COMBAT:
        p.pool_kept, p.pool_others = {}, {}
        return {}
    out = {}
    for c, n in kept.items():
        have = p.pool.get(c, 0) + sum(1 for x, *_ in p.pool_only if x == c)
        other = others.get(c, 0)
        if other and have < n + other:
            state.note_unknown(f"{p.name} spent some {{{c}}} while firebending's {{{c}}} and other {{{c}}} were both in "
                               "the pool: which was spent, and so what is kept until end of combat (702.189a), isn't "
                               "stated")
        left = min(n, have)
        if left:
            out[c] = left
    p.pool_kept, p.pool_others = dict(out), {}
    return out
