"""The unstated choice of a Clone: "You may have ~ enter as a copy of any creature on the battlefield." (707.9).

The player entering such a permanent chooses an object to copy or none, before it enters (614.1c, 614.12a). A scenario
states the choice (``copy: NAME`` on the step, or ``choose: {copy: …}``); a question says "copying X". When it says
nothing and there is something the ability could copy, the engine does not pick for the player — not even "none",
which would make a Clone a 0/0 that dies (704.5f): every answer from then on is "cannot decide", naming the choice.
With nothing on the battlefield it could copy, there is no choice to make, and it enters as itself."""
from __future__ import annotations

from .abilities import EntersAsCopy
from .filters import Ctx
from .unknowns import ALL, Unknown


def stated(entry: dict) -> bool:
    """Whether the step entering the permanent states what it copies (``copy: NAME`` or ``copy: null``)."""
    return "copy" in entry or "copy" in (entry.get("choices") or {})


def unstated_copy(state, o, entry: dict) -> None:
    """Record the unstated choice of ``o``'s own "enter as a copy" ability when something on the battlefield could be
    chosen (707.9); nothing when the step states the choice or nothing could be copied."""
    if stated(entry) or entry.get("face_down") or not any(isinstance(a, EntersAsCopy) for a in o.card.abilities):
        return   # the cheap guard first: every permanent that enters passes here (no copy effect applies to it yet)
    own = [a for a in state.copiable_card(o).abilities if isinstance(a, EntersAsCopy)]
    if not own:
        return
    work = state.evaluate().work
    ctx = Ctx(work, None, o.controller)
    sel = own[0].selector
    could = [w.obj.alias for oid, w in work.items() if oid != o.oid and w.zone == "battlefield"
             and w.obj.card_id not in state.entering_cards and (sel is None or sel.match(w, ctx))]
    if not could:
        return
    reason = (f"{o.alias}: what it enters as a copy of is not stated ({state.rule_no('enters_as')}): give copy: NAME "
              f"or copy: null on the step (in a question: 'copying …')")
    state.unknowns.append(Unknown(reason, ALL, since=state.clock))
    state.log.add(f"{o.alias} may enter as a copy of {', '.join(sorted(set(could))[:3])}…: the choice "
                  "is not stated, so what depends on it can't be decided", "enters_as", indent=1, kind="step")
