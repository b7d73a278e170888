"""Activating abilities as though creatures had haste: "You may activate abilities of [other] creatures you control as
though those creatures had haste." (Thousand-Year Elixir, Tyvar, Dynaheir).

A creature its controller hasn't controlled continuously since their most recent turn began can't activate abilities
with {T} or {Q} in their costs unless it has haste (302.6). This static ability (611.3a) lets its controller activate
them as though the creatures it describes had haste; it gives no haste: such a creature still can't attack (302.6,
508.1a). :func:`read_haste_activation` reads the line (kb.engine.cardtext); :func:`activates_as_though_haste` is asked
as a {T} or {Q} cost is paid (kb.engine.stack)."""
from __future__ import annotations

import re
from dataclasses import dataclass, field

from .abilities import Ability, next_uid
from .errors import EngineError

__all__ = ["HasteActivation", "read_haste_activation", "activates_as_though_haste", "check_symbol_cost"]

_LINE = re.compile(r"You may activate abilities of (?P<other>other )?creatures you control as though those creatures had "
                   r"haste\.?")


@dataclass(frozen=True, eq=False)
class HasteActivation(Ability):
    """``other``: "of other creatures you control" (not its own source)."""

    text: str
    other: bool = False
    uid: int = field(default_factory=next_uid)
    kind = "static"


def read_haste_activation(t: str) -> HasteActivation | None:
    """The line read whole, or None when it is not this template."""
    m = _LINE.fullmatch(t)
    return HasteActivation(text=t, other=bool(m.group("other"))) if m else None


def activates_as_though_haste(snap, w) -> str | None:
    """What lets the controller of creature ``w`` activate its {T}/{Q} abilities as though it had haste (302.6): the
    permanent's name and the ability, or None."""
    from .turns import abilities_in_play
    if "Creature" not in w.types:
        return None
    for src, _h, ab in abilities_in_play(snap, HasteActivation):
        if src.controller == w.controller and not (ab.other and src.oid == w.oid):
            return f"{src.obj.alias}: \u201c{ab.display(src.obj.card.name)}\u201d"
    return None


def check_symbol_cost(state, o, symbol: str) -> None:
    """Before a {T} or {Q} cost of permanent ``o`` is paid: a creature its controller hasn't controlled continuously
    since their most recent turn began can't activate the ability unless it has haste or may activate it as though it
    had haste (302.6; the rule's number in the game's edition, concept ``summoning_sick``). The untap symbol is in that rule
    from 2008-05-01 (Shadowmoor): under an edition whose rule names only the tap symbol a {Q} ability of such a
    creature is "cannot decide" (noted), never allowed by a guess."""
    from .objects import summoning_sick
    from .text import player_poss
    snap = state.evaluate()
    w = snap.get(o.oid)
    if w is None or "Creature" not in w.types or not summoning_sick(o, w, state) or activates_as_though_haste(snap, w):
        return
    rule = state.rule_no("summoning_sick")
    if symbol == "{Q}":
        rows = state.edition_rows()
        if rows is not None:
            hit = state.edition_rule(_UNTAP_RULE, _SICK_RULES)
            rule = hit[0] if hit else None
            if rule is None:
                state.note_unknown(f"{o.alias} has not been under {player_poss(w.controller)} control since the start of "
                                   f"the turn: the rules of {state.edition} say this only of the tap symbol "
                                   f"({state.rule_no('summoning_sick')}), and have no rule for an {{Q}} cost of such a creature")
                return
    raise EngineError(f"{o.alias} has not been under {player_poss(w.controller)} control since the start of the turn "
                      f"and has no haste: its {symbol} abilities can't be activated ({rule})")


# 302.6 (212.3f, 403.4 from 2008-05-01): the rule that names the untap symbol too (not 107.5, the tap symbol's own rule,
# which repeats the tap symbol's half)
_SICK_RULES = ("302.", "212.", "403.")
_UNTAP_RULE = re.compile(r"activated ability with the tap symbol.{0,12} or the untap symbol.{0,12} in its activation "
                         r"cost can.t be (?:activated|played) unless", re.I)
