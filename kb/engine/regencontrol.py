""""Regenerate target creature. You gain control of that creature if it regenerates this way." (Debt of Loyalty).

The first sentence creates a regeneration shield (701.19a: "The next time [permanent] would be destroyed this turn,
instead remove all damage marked on it and its controller taps it …"); the second modifies it (608.2c: later text may
modify earlier text): should the shield replace a destruction — the permanent "regenerates this way" — the player who
controlled the spell gains control of it. That control change is a continuous effect of layer 2 (613.1b) with no
duration stated, so it lasts until the end of the game (611.2a); it begins as the permanent regenerates, which is its
timestamp (613.7a: when it was created). A permanent never destroyed while the shield lasts changes control never.

Read: "You gain control of that creature|it|that permanent if it regenerates this way." right after a "Regenerate …"
instruction of the same text; any other words (a duration, another player) stay unread ("cannot decide").
"""
from __future__ import annotations

import re

from .effects import ContinuousEffect, ControlOp

__all__ = ["REGEN_CONTROL", "read_regen_control", "gain_control_on_regeneration"]

REGEN_CONTROL = "regen_control"   # the opts key of a regenerate shield whose regeneration gives its controller control

_FORM = re.compile(r"you gain control of (?:that creature|that permanent|it) if it regenerates this way")


def read_regen_control(low: str, done: list) -> bool:
    """Whether the sentence ``low`` (lower case, without its period) is "You gain control of that creature if it
    regenerates this way" after a regeneration shield (the last of ``done``), which it then marks (608.2c)."""
    if "regenerates this way" not in low or not done or done[-1].kind != "shield" or \
            (done[-1].opts or {}).get("shield") != "regenerate" or not _FORM.fullmatch(low):
        return False
    done[-1].opts[REGEN_CONTROL] = True
    return True


def gain_control_on_regeneration(state, r, oid: int) -> None:
    """The shield ``r`` (a Replacement made by a marked instruction) has just regenerated ``oid``: its controller gains
    control of it (613.1b, 611.2a), from now on (613.7a)."""
    o = state.objects[oid]
    eff = ContinuousEffect(
        key=(REGEN_CONTROL, r.source, oid, state.turn), label=f"{r.source_name}: {r.controller} gains control of "
                                                               f"{o.alias} (it regenerated this way)",
        ops=(ControlOp(r.controller),), origin="resolved", ts=(state.tick(), 0, 0, 0), ts_reason="ts_resolved",
        source=r.source if r.source in state.objects else None, source_name=r.source_name, you=r.controller,
        duration="indefinite", started_turn=state.turn)
    eff.locked = frozenset((oid,))
    state.effects.append(eff)
    state.log.add(f"{o.alias} regenerated this way: {r.controller} gains control of it ({r.source_name}: "
                  f"\u201c{r.text}\u201d), a control-changing effect with no duration stated", "layer.2", "regenerate",
                  indent=1, kind="step")
    state._changed()
