"""Tribute (702.104; 702.103 when it came, 2014-02-01): a choice made as the creature enters, and "if tribute wasn't
paid".

"Tribute N" means "As this creature enters, choose an opponent. That player may put an additional N +1/+1 counters on
it as it enters." (702.104a). Its triggered abilities that check "if tribute wasn't paid" read whether the opponent
chosen had it enter with those counters (702.104b).

The choice is the scenario's, never guessed: ``choose: {tribute: true | false}`` on the step that makes it enter (the
cast of the creature spell, or ``enter``), or ``{tribute: {opponent: NAME, pays: true | false}}`` when there are several
opponents. Under rules without the keyword (before 2014-02-01) the word is unread: how the creature enters can't be
decided.
"""
from __future__ import annotations

import re

from .errors import EngineError
from .versions import rule

__all__ = ["tribute_of", "enter_with_tribute", "tribute_paid"]


def tribute_of(name: str) -> int | None:
    """"tribute 2" → 2; None for another keyword."""
    m = re.fullmatch(r"tribute (\d+)", (name or "").strip().lower())
    return int(m.group(1)) if m else None


def enter_with_tribute(state, o, abilities, choices: dict) -> None:
    """As ``o`` enters (614.1c): each of its tribute abilities asks an opponent, who may put N +1/+1 counters on it
    (702.104a); what was decided is remembered for "if tribute wasn't paid" (702.104b). Pops ``tribute`` from
    ``choices``."""
    tributes = [t for a in abilities if getattr(a, "kind", "") == "keyword" and (t := tribute_of(a.name)) is not None]
    if not tributes:
        return
    said = choices.pop("tribute", None)
    if not rule("tribute", state.edition):
        state.note_unknown(f"{o.alias} has tribute, a keyword the rules of {state.edition} don't have yet (it came with "
                           "the 2014-02-01 edition): how it enters can't be decided")
        return
    opponents = state.opponents(o.controller)
    if not opponents:
        state.__dict__.setdefault("tribute_paid", {})[o.oid] = False
        return
    who, pays = (said.get("opponent"), said.get("pays")) if isinstance(said, dict) else (None, said)
    if who is None and len(opponents) == 1:
        who = opponents[0]
    if pays is None or who is None:
        raise EngineError(f"{o.alias}: tribute — {'which opponent is chosen and ' if who is None else ''}does "
                          f"{who or 'that player'} put the +1/+1 counters on it? give choose: "
                          f"{{tribute: true | false}}{' (or {opponent: NAME, pays: ...})' if who is None else ''} "
                          f"({state.rule_no('tribute')})")
    if who not in opponents:
        raise EngineError(f"{o.alias}: tribute chooses an opponent of {o.controller}; {who} isn't one "
                          f"({state.rule_no('tribute')})")
    paid = str(pays).strip().lower() in ("true", "yes", "1")
    for n in tributes:
        # "That player may put an additional N +1/+1 counters on it": the effect names who puts them (122.6a)
        if paid and state.put_counters(o, "+1/+1", n, log=False, cause="enters", by=who):
            state.log.add(f"{who} pays tribute: {o.alias} enters with {n} additional +1/+1 counter(s), put by {who}",
                          "tribute", "entering_counters_putter",
                          indent=1, kind="step")
    if not paid:
        state.log.add(f"{who} doesn't pay tribute: {o.alias} enters without the counters", "tribute", indent=1,
                      kind="step")
    state.__dict__.setdefault("tribute_paid", {})[o.oid] = paid


def tribute_paid(state, oid) -> bool | None:
    """Whether tribute was paid for the permanent ``oid`` as it entered (702.104b); None when nothing was decided."""
    return state.__dict__.get("tribute_paid", {}).get(oid)
