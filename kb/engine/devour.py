"""Devour (702.82): "Devour N" means "As this object enters, you may sacrifice any number of creatures. This permanent
enters with N +1/+1 counters on it for each creature sacrificed this way." (702.82a; "it devoured", 702.82b).
"Devour [quality] N" sacrifices [quality] permanents instead (702.82c: "Devour artifact 1", "Devour land 3", "Devour
Food 3" — a card type or a subtype), a variant the rules define from 2021-06-18 ("Devour [type]"; "[quality]" from
2024-02-02, the same meaning): under an older edition what it does is "cannot decide". The sacrifices are chosen as
the permanent enters (614.1c, 614.12), stated ``choose: {devour: [PERMANENT, ...]}`` on the step that puts it there
(or by the keyword's name, "devour artifact 1", when it has several); a permanent can be sacrificed for only one of
several devour abilities (614.13b), and those entering at the same time are not there to be chosen (614.12a).
"""
from __future__ import annotations

import re

from .errors import EngineError
from .values import card_type

__all__ = ["DEVOUR", "DEVOUR_QUALITY_SINCE", "devour_enters"]

DEVOUR = re.compile(r"devour(?: ([a-z]+))? (\d+)")   # a keyword instance's name, lower case: (quality, N)
DEVOUR_QUALITY_SINCE = "2021-06-18"   # the first edition with 702.82c ("Devour [type] is a variant of devour"; the KB)


def devour_enters(state, o, abilities, choices: dict) -> None:
    """702.82a-b: "Devour N": as it enters, its controller may sacrifice any number of other
    creatures; it enters with N times that many +1/+1 counters. 702.82c: "Devour [quality] N" sacrifices
    [quality] permanents instead ("Devour artifact 1", "Devour land 3": a card type or subtype; since 2021-06-18,
    before which it is "cannot decide"). A permanent can be sacrificed for only one of several devour abilities
    (614.13b)."""
    devours = [ab for ab in abilities if getattr(ab, "kind", "") == "keyword" and DEVOUR.fullmatch(ab.name.lower())]
    if not devours:
        return
    used: set = set()
    snap = state.evaluate()
    seen = state.without_entering_together(o, snap.work)   # not those entering at the same time (614.12a)
    for ab in devours:
        key = ab.name.lower()
        quality, n = DEVOUR.fullmatch(key).groups()
        n = int(n)
        if quality is not None and state.edition < DEVOUR_QUALITY_SINCE:
            state.note_unknown(f"{o.alias}'s \u201c{ab.name}\u201d: the rules of {state.edition} define devour only "
                               f"for creatures ({state.rule_no('devour')}); devour [type] came with "
                               f"{DEVOUR_QUALITY_SINCE}")
            choices.pop(key, None)
            if len(devours) == 1:
                choices.pop("devour", None)
            continue
        names = choices.pop(key, None)
        if names is None and len(devours) == 1:
            names = choices.pop("devour", None)
        what = "Creature" if quality is None else (card_type(quality) or quality.capitalize())

        def fits(w) -> bool:
            return what in w.types or what in w.subtypes
        others = [x for x in state.objects.values() if x.zone == "battlefield" and x.oid != o.oid
                  and x.controller == o.controller and snap.get(x.oid) is not None
                  and getattr(seen.get(x.oid), "zone", None) == "battlefield"
                  and fits(snap.get(x.oid)) and x.oid not in used]
        rule = state.rule_no("devour" if quality is None else "devour_quality")
        noun = "creatures" if quality is None else f"{quality} permanents"
        if names is None:
            if not others:
                names = []
            else:
                raise EngineError(f"{o.alias}: \u201c{ab.name}\u201d: which {noun} are sacrificed as it enters? "
                                  f"give choose: {{{key}: [PERMANENT, ...]}} (or [] for none) ({rule})")
        names = names if isinstance(names, list) else [names]
        picked = []
        for name in names:
            x = next((c for c in others if c.alias == str(name)), None)
            if x is None:
                why = ("it was already sacrificed for another devour ability (614.13b)"
                       if any(c.alias == str(name) for c in state.objects.values() if c.oid in used)
                       else f"it is entering the battlefield at the same time, so it isn't there as the choice "
                            f"is made ({rule}, {state.rule_no('enters_as')})"
                       if any(c.alias == str(name) and c.card_id in state.entering_cards
                              for c in state.objects.values())
                       else f"it is not another {'creature' if quality is None else quality + ' permanent'} its "
                            f"controller controls ({rule})")
                raise EngineError(f"{o.alias} can't devour {name}: {why}")
            picked.append(x.oid)
            used.add(x.oid)
        if picked:
            state.move_many([(x, "graveyard", {}) for x in picked], cause="sacrifice", log=True)
        if picked:
            state.put_counters(o, "+1/+1", n * len(picked), log=False)
        state.log.add(f"{o.alias}'s {ab.name}: {len(picked)} {noun if len(picked) != 1 else noun[:-1]} "
                      f"sacrificed, it enters with {n * len(picked)} +1/+1 counter(s)",
                      "devour" if quality is None else "devour_quality", indent=1, kind="step")
