"""One protection among several, chosen as the effect is applied: "Target artifact or creature you control gains
protection from artifacts or from the color of your choice until end of turn." (Apostle's Blessing).

702.16a: protection is written "protection from [quality]". The words offer a protection from the quality named, or
from one colour the controller chooses (105.1: white, blue, black, red, green): six options, one chosen as the spell
or ability resolves (608.2d), stated as ``choose: {ability: protection from red}`` (or ``protection from artifacts``),
never guessed (kb.engine.abilitychoice). A static ability can't make the choice (it has no moment of resolving)."""
from __future__ import annotations

import re
from dataclasses import dataclass

from .abilitychoice import AbilityChoiceOp
from .words import COLOR_NAMES

__all__ = ["ProtectionChoiceOp", "read_protection_choice"]

_FORM = re.compile(r"protection from (.+?) or from the color of your choice")
_COLORS = tuple(COLOR_NAMES.values())


@dataclass(frozen=True, eq=False)
class ProtectionChoiceOp(AbilityChoiceOp):
    """"protection from artifacts or from the color of your choice": the first option, or one of the five colours."""

    def hint(self) -> str:
        return " | ".join(self.names())


def read_protection_choice(rest: str, parse_keyword_list) -> ProtectionChoiceOp | None:
    """``rest`` (after "gains") → the op, when the quality before "or" is one protection the engine reads; else None."""
    m = _FORM.fullmatch(rest.strip())
    if m is None:
        return None
    first = parse_keyword_list(f"protection from {m.group(1)}")
    colors = [parse_keyword_list(f"protection from {c}") for c in _COLORS]
    if not first or len(first) != 1 or any(not k or len(k) != 1 for k in colors):
        return None
    if "choice" in first[0].name.lower():
        return None
    return ProtectionChoiceOp(options=(first[0], *(k[0] for k in colors)))


def render_protection_choice(op, render) -> str:
    """Its words (kb.engine.render)."""
    return f"gain {render(op.options[0])} or from the color of your choice"
