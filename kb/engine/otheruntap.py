"""Permanents untapping in another player's untap step: "Untap ~ during each other player's untap step.", "Untap all
permanents you control during each other player's untap step.", "Untap each creature you control with a +1/+1
counter on it during each other player's untap step." (Endbringer, Seedborn Muse, Ivorytusk Fortress).

In an untap step only the active player's permanents untap (502.3; 314.2 / 502.2 in older editions, the concept
``untap_step``); a static ability like these (611.3a) untaps the permanents it describes during each untap step of a
player other than its controller, as that step's untap happens. An effect keeping a permanent from untapping "during
its controller's untap step" or "your untap step" doesn't apply then: that is another player's untap step. A lead
"As long as COND, …" limits it to while the condition holds (611.3a: checked as the step happens).

:func:`read_untap_others` reads the line (kb.engine.cardtext); :func:`untap_for_others` does it (kb.engine.sba, the
untap step)."""
from __future__ import annotations

import re
from dataclasses import dataclass, field

from .abilities import Ability, next_uid
from .specialcounters import stun_instead_of_untap
from .text import player_poss as _poss

__all__ = ["UntapDuringOthers", "read_untap_others", "untap_for_others"]

_LINE = re.compile(r"(?:As long as (?P<cond>[^,]+), u|U)ntap (?P<what>~|all .+?|each .+?) during each other player's untap "
                   r"step\.?")


@dataclass(frozen=True, eq=False)
class UntapDuringOthers(Ability):
    """A static ability untapping ``selector`` (what it describes, relative to its source and controller) during each
    other player's untap step (502.3, 611.3a); ``condition``: its lead "As long as …" (None: always)."""

    text: str
    selector: object = None
    condition: object = None
    uid: int = field(default_factory=next_uid)
    kind = "static"


def read_untap_others(t: str, pc) -> UntapDuringOthers | None:
    """The line read whole, or None when it is not this template."""
    m = _LINE.fullmatch(t)
    if m is None:
        return None
    from .filters import SELF
    from .parser import parse_condition, parse_selector
    what = m.group("what")
    sel = SELF if what == "~" else parse_selector(re.sub(r"^(?:all|each) ", "", what), pc)
    cond = parse_condition(m.group("cond"), pc)[0] if m.group("cond") else None
    return UntapDuringOthers(text=t, selector=sel, condition=cond)


def untap_for_others(state, snap) -> None:
    """In the active player's untap step: each such ability of a permanent another player controls untaps what it
    describes (502.3: as the step's untapping happens; 611.3a)."""
    from .filters import Ctx
    from .turns import abilities_in_play
    untapped = []
    for w, _h, ab in list(abilities_in_play(snap, UntapDuringOthers)):
        if w.controller == state.active:
            continue
        if ab.condition is not None and not _holds(state, snap, w, ab):
            continue
        ctx = Ctx(snap.work, w, w.controller)
        for o in state.objects.values():
            x = snap.get(o.oid)
            if o.zone != "battlefield" or x is None or not o.tapped or o.oid in untapped:
                continue
            mine = getattr(ab.selector, "relation", None) == "self"
            if (mine and x.oid == w.oid) or (not mine and ab.selector.match(x, ctx)):
                if stun_instead_of_untap(state, o):   # 122.1d: a stun counter is removed instead
                    untapped.append(o.oid)
                    continue
                o.tapped = False
                untapped.append(o.oid)
                from .triggers import Event
                state._emit(Event("untapped", obj=o.oid))   # "Whenever ~ becomes untapped" (603.2)
                state.log.add(f"{o.alias} untaps during {_poss(state.active)} untap step ({w.obj.alias}: "
                              f"\u201c{ab.display(w.obj.card.name)}\u201d)", "untap_step", indent=1, kind="step")


def _holds(state, snap, w, ab) -> bool:
    """Whether the lead condition holds now; one the scenario can't decide is noted "cannot decide" and taken as
    holding (what follows is then "cannot decide")."""
    from .conditions import condition_undecided
    from .filters import Ctx
    from .gamevalues import GameView
    why = condition_undecided(ab.condition, state, w.controller, w.oid)
    if why:
        state.note_unknown(f"whether \u201c{ab.condition}\u201d holds, and so whether {w.obj.alias}'s \u201c"
                           f"{ab.display(w.obj.card.name)}\u201d untaps anything, can't be decided: {why}")
        return True
    return bool(ab.condition.holds(Ctx(snap.work, w, w.controller, edition=state.edition, game=GameView(state))))
