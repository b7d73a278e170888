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

__all__ = ["HasteActivation", "read_haste_activation", "activates_as_though_haste"]

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
