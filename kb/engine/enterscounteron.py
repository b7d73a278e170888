""""As ~ enters, put a phylactery counter on an artifact you control.": a replacement effect that modifies how the
permanent enters (614.1c), its choice made as it enters (614.12): one object of the description, chosen by the entering
permanent's controller among those on the battlefield then, gets the counters (122.1, 122.6). With none there, nothing
happens; with one, it is that one; with two or more, the scenario's ``choose: {counter_on: NAME}`` says which — not
stated, the counters of each that could get them are "cannot decide" (608.2d), never a guess. The entering
permanent itself is never a candidate, even when it would fit the description: the choice is made before it enters
the battlefield (614.12a; Phylactery Lich's ruling: "an artifact you control that's already on the battlefield"), and
so is any other object entering the battlefield at the same time (its card among ``state.entering_cards``).

Only this form: a number of counters of one kind on "a"/"an" object of a description; "on each …", "on target …" and
other instructions after "As ~ enters," stay unread (kb.engine.cardtext)."""
from __future__ import annotations

import re
from dataclasses import dataclass, field

from .abilities import Ability, next_uid
from .errors import EngineError
from .text import COUNTERS_PUT, amount_of

__all__ = ["EntersCounterOn", "read_enters_counter_on", "enter_counter_on", "CHOICE"]

CHOICE = "counter_on"   # the scenario's choice: the object that gets the counters
_FORM = re.compile(r"As ~ enters(?: the battlefield)?, " + COUNTERS_PUT + r" on (?:a|an) (.+?)\.?")


@dataclass(frozen=True, eq=False)
class EntersCounterOn(Ability):
    """614.1c, 614.12: ``n`` counters of kind ``counter`` on one object matching ``selector``, chosen as ~ enters."""

    text: str
    counter: str = ""
    n: int = 1
    selector: object = None
    uid: int = field(default_factory=next_uid)
    kind = "replacement"


def read_enters_counter_on(t: str, read_selector) -> EntersCounterOn | None:
    """The ability for ``t`` (the card's name as ~), or None when it is not this form; ``read_selector(words)`` reads
    the description (its ParseError stands: a description not read leaves the ability unread)."""
    m = _FORM.fullmatch(t.strip())
    if m is None:
        return None
    n = amount_of(m.group(1))   # "a"/"an" is one (text.AMOUNT_WORDS)
    if n is None:
        return None
    return EntersCounterOn(text=t, counter=m.group(2), n=n, selector=read_selector(m.group(3)))


def enter_counter_on(state, o, ab: EntersCounterOn, choice) -> None:
    """``o`` is entering with ``ab``: the counters go on the object ``choice`` names (or the only one there can be)."""
    from .filters import Ctx
    from .unknowns import Unknown
    snap = state.evaluate()
    ctx = Ctx(snap.work, snap.get(o.oid), o.controller)
    # objects entering in the same event aren't on the battlefield yet as the choice is made (614.12a)
    work = state.without_entering_together(o, snap.work)
    cands = [x for x in state.objects.values() if x.zone == "battlefield" and x.oid != o.oid and x.oid in work
             and getattr(work[x.oid], "zone", None) == "battlefield" and snap.get(x.oid) is not None and ab.selector.match(snap.get(x.oid), ctx)]
    said = ab.text.replace("~", o.card.name)
    me = snap.get(o.oid)
    if me is not None and ab.selector.match(me, ctx):   # the choice is made before it enters (614.12): not a candidate
        state.log.add(f"{o.alias} would itself fit \u201c{said}\u201d but is not on the battlefield yet as the object is "
                      "chosen: not a candidate", "enters_as", indent=1, kind="step")
    if choice is not None:
        pick = [x for x in cands if x.alias == str(choice) or x.card.name == str(choice)]
        if not pick:
            raise EngineError(f"{o.alias}: \u201c{said}\u201d: {choice} is not one of the objects it can put the "
                              f"counter on ({', '.join(x.alias for x in cands) or 'none'}) ({state.rule_no('enters_as')})")
        cands = pick[:1]
    if not cands:
        state.log.add(f"{o.alias}: \u201c{said}\u201d \u2014 there is nothing to put the counter on",
                      "enters_as", indent=1, kind="step")
        return
    if len(cands) > 1:
        state.unknowns.append(Unknown(f"{o.alias}: which of {', '.join(x.alias for x in cands)} gets the counter of "
                                      f"\u201c{said}\u201d is chosen as it enters and is not stated "
                                      f"({state.rule_no('enters_as')}): give choose: {{{CHOICE}: NAME}}",
                                      frozenset(("zone", "pt", "abilities")), since=state.clock,
                                      objects=frozenset([o.card_id, *(x.card_id for x in cands)]), by_card=True))
        state.log.add(f"{o.alias}: which object gets the counter is not stated", "enters_as", indent=1, kind="step")
        return
    state.put_counters(cands[0], ab.counter, ab.n, log=False)
    state.log.add(f"as {o.alias} enters, {ab.n} {ab.counter} counter(s) are put on {cands[0].alias}",
                  "enters_as", indent=1, kind="step")
