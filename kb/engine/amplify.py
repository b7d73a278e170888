"""Amplify N (702.38; 502.27 when it came, 2003-03-15): cards revealed from the hand as the permanent enters.

"Amplify N" means "As this object enters, reveal any number of cards from your hand that share a creature type with
it. This permanent enters with N +1/+1 counters on it for each card revealed this way. You can't reveal this card or
any other cards that are entering the battlefield at the same time as this card." (702.38a). Several instances work
separately (702.38b).

Which cards are revealed is the scenario's, never guessed: ``choose: {reveal: [CARD, ...]}`` on the step that makes it
enter (``[]`` for none). Each card named must be in its controller's hand and share a creature type with it as it
enters (205.3m; a changeling shares one with any creature, 702.73a); any other is refused. Not stated: when the hand
is listed and holds no such card there is nothing to choose (no counters); otherwise its counters, and what they
change, are "cannot decide". Several amplify instances with cards to reveal are "cannot decide" too (each reveals
separately, 702.38b, one list says for which). Under rules without the keyword (before 2003-03-15) the word is unread
(kb.engine.versions): how it enters can't be decided.
"""
from __future__ import annotations

import re

from .errors import EngineError
from .versions import first_edition, rule

__all__ = ["amplify_of", "enter_with_amplify"]


def amplify_of(ab) -> int | None:
    """N of an "amplify N" keyword ability; None for any other ability."""
    m = re.fullmatch(r"amplify (\d+)", (getattr(ab, "name", "") or "").strip().lower()) \
        if getattr(ab, "kind", "") == "keyword" else None
    return int(m.group(1)) if m else None


def enter_with_amplify(state, o, w, abilities, choices: dict) -> None:
    """As ``o`` (working characteristics ``w``) enters (614.1c): each amplify ability puts N +1/+1 counters on it for
    each card revealed (702.38a). Pops ``reveal`` from ``choices``."""
    from .filters import shares_creature_type
    ns = [n for a in abilities if (n := amplify_of(a)) is not None]
    if not ns:
        return
    said = choices.pop("reveal", None)
    if not rule("amplify", state.edition):
        state.note_unknown(f"{o.alias} has amplify, a keyword the rules of {state.edition} don't have yet (it came with "
                           f"the {first_edition('amplify')} edition): how it enters can't be decided")
        return
    snap = state.evaluate()
    entering = state.entering_now   # cards entering in the same event can't be revealed (702.38a)
    hand = [c for c in state.in_zone("hand", o.controller) if c.oid != o.oid and c.oid not in entering]
    able = [c for c in hand if w is not None and snap.get(c.oid) is not None and shares_creature_type(snap.get(c.oid), w)]
    rno = state.rule_no("amplify")
    if said is None:
        if able or not state.player(o.controller).hand_known:
            what = ", ".join(c.alias for c in able) if able else "cards the scenario doesn't list"
            state.note_unknown(f"{o.alias}'s amplify: which cards its controller reveals ({what}) is not stated "
                               f"(choose: {{reveal: [CARD, ...]}}): its +1/+1 counters can't be decided ({rno})")
        return
    names = said if isinstance(said, list) else [said]
    picked = []
    for name in names:
        c = next((x for x in hand if x.alias == str(name)), None)
        if c is None:
            raise EngineError(f"{o.alias}'s amplify can't reveal {name}: it is not a card in {o.controller}'s hand "
                              f"other than {o.alias} ({rno})")
        if c not in able:
            raise EngineError(f"{o.alias}'s amplify can't reveal {name}: it shares no creature type with {o.alias} "
                              f"({rno})")
        if c not in picked:
            picked.append(c)
    if len(ns) > 1 and picked:
        state.note_unknown(f"{o.alias} has {len(ns)} amplify abilities, each revealing separately ({rno}): which cards "
                           "each one reveals is not stated, so its +1/+1 counters can't be decided")
        return
    total = ns[0] * len(picked)
    if total:
        state.put_counters(o, "+1/+1", total, log=False, cause="enters")
    state.log.add(f"{o.alias}'s amplify {ns[0]}: {', '.join(c.alias for c in picked) if picked else 'no card'} "
                  f"revealed from {o.controller}'s hand; it enters with {total} +1/+1 counter(s)", "amplify", indent=1,
                  kind="step")
