"""Firebending N (702.189; since 2025-11-14): a triggered ability that adds red mana kept until end of combat.

"Firebending N" means "Whenever this creature attacks, add N {R}. Until end of combat, you don't lose this mana as
steps and phases end." (702.189a). The card reader (kb.engine.cardtext) reads the trigger with the ordinary readers
("Whenever ~ attacks, add {R}{R}.", the keyword table kb.engine.keywordmeans dating it: under an edition before
2025-11-14 what it changes is "cannot decide"); the mana its trigger adds is marked here (:func:`keep_mana`) and kept
as each combat step ends (:func:`kept_as_step_ends`, from the pool emptying of 500.5), until the combat phase ends
(500.5a: "until end of combat" effects expire at the end of the combat phase).

The same keeping reads "Until end of turn, you don't lose this mana as steps and phases end." after an instruction
that adds mana (kb.engine.instructions marks it ``kept: turn``; 106.4, 500.5): that mana stays until the cleanup step
ends (514.2) — under an edition from 2009-09-04 to 2018-04-27, whose rules don't call emptied mana "lost", "cannot
decide"; the editions before say unused mana "is lost" as a phase ends (300.3, with mana burn), and so is not this.

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


def keep_mana(state, who: str, got: list, item, kept: str | None = None) -> None:
    """Mana ``got`` was added by ``item``: when that is a firebending trigger, it isn't lost as steps and phases end
    until end of combat (702.189a); ``kept="turn"``: "Until end of turn, you don't lose this mana as steps and phases
    end." said of it (106.4, 500.5) — words the rules define from 2018-04-27 (106.4: the mana a pool empties of is
    "lost"); under an edition before, what happens to it can't be decided (300.3's mana burn until 2009-07-11)."""
    from .versions import CHANGES, rule
    until = "combat" if _is_firebending(item) and state.step in _COMBAT else kept
    if not got or not until:
        return
    if until == "turn" and not rule("mana_lost", state.edition):
        state.note_unknown(f"\u201cyou don't lose this mana as steps and phases end\u201d: the rules of {state.edition} "
                           f"don't say that mana is lost as steps and phases end (106.4 since {CHANGES['mana_lost'].versions[-1][0]}"
                           f"{'; these have mana burn as a phase ends, 300.3' if rule('mana_burn', state.edition) else ''})"
                           ": what stays in the pool can't be decided",
                           frozenset(("mana", "life") if rule("mana_burn", state.edition) else ("mana",)))
        return
    p = state.player(who)
    if p.pool_kept and p.pool_kept_until != until:
        state.note_unknown(f"{p.name} has mana kept until end of combat and mana kept until end of turn: which is spent "
                           "first is their choice, so what is kept isn't stated", frozenset(("mana",)))
        until = "turn"
    kept_now, others = p.pool_kept, p.pool_others
    for c in got:
        if kept_now.get(c, 0) == 0:   # the other mana of this colour already there (it was added before)
            others[c] = p.pool.get(c, 0) - got.count(c) + sum(1 for x, *_ in p.pool_only if x == c)
        kept_now[c] = kept_now.get(c, 0) + 1
    p.pool_kept_until = until
    state.log.add(f"until end of {until}, this mana isn't lost as steps and phases end",
                  "firebending" if until == "combat" else "mana_burn" if rule("mana_burn", state.edition) else
                  "mana_empties", indent=1, kind="step")


def note_added(p, got: list, item, kept: str | None = None) -> None:
    """Other mana added while kept mana of its colour is in the pool (what a payment may spend instead)."""
    if not p.pool_kept or _is_firebending(item) or kept:
        return
    for c in got:
        if p.pool_kept.get(c):
            p.pool_others[c] = p.pool_others.get(c, 0) + 1


def kept_as_step_ends(state, p, old: str, new: str) -> dict:
    """The mana of ``p``'s pool kept as step ``old`` ends and ``new`` begins (702.189a): none once the combat phase
    ends (500.5a). Which mana was spent is its player's choice: when kept and other mana of one colour were in the pool
    together and some of it was spent, what is kept can't be decided."""
    kept, others = p.pool_kept, p.pool_others
    if not kept:
        return {}
    # "until end of combat": the combat phase ends with its end of combat step, also when an added one follows (500.8)
    if (old not in _COMBAT or new not in _COMBAT or old == "end_of_combat") if p.pool_kept_until != "turn" \
            else (old == "cleanup" or new == "untap"):
        p.pool_kept, p.pool_others, p.pool_kept_until = {}, {}, ""   # the effect has ended (500.5a, 514.2)
        return {}
    out = {}
    for c, n in kept.items():
        have = p.pool.get(c, 0) + sum(1 for x, *_ in p.pool_only if x == c)
        other = others.get(c, 0)
        if other and have < n + other:
            state.note_unknown(f"{p.name} spent some {{{c}}} while kept {{{c}}} and other {{{c}}} were both in the "
                               f"pool: which was spent, and so what is kept until end of {p.pool_kept_until or 'combat'} "
                               "(702.189a, 106.4), isn't stated")
        left = min(n, have)
        if left:
            out[c] = left
    p.pool_kept, p.pool_others = dict(out), {}
    return out
