"""An ability chosen among several as the effect is applied: "target creature you control gains your choice of
flying, vigilance, or lifelink until end of turn" (608.2d; 413.2c in the rules of 2008); "target creature loses first
strike or swampwalk until end of turn" (Urborg: the one chosen as it resolves is removed, :func:`read_lose_choice`).

The controller of the resolving spell or ability chooses one of the abilities listed as it resolves; the scenario
states it (``choose: {ability: lifelink}``), and an unstated choice is never guessed (every answer it could change is
"cannot decide"). A static ability can't make that choice (it has no moment of resolving), so
``kb.engine.parser.parse_static`` refuses it (``chosen_as_applied``); the choice turns into the
:class:`~kb.engine.effects.AbilityOp` of the ability chosen (kb.engine.actions).
"""
from __future__ import annotations

import re
from dataclasses import dataclass

from .effects import AbilityOp, Op
from .words import choice_list

__all__ = ["AbilityChoiceOp", "read_ability_choice", "read_lose_choice"]

_PATTERN = re.compile(r"(your choice of|the ability chosen among) (.+)")   # the second: kb.engine.choosekeyword


@dataclass(frozen=True, eq=False)
class AbilityChoiceOp(Op):
    """"gains your choice of A, B, or C": one of ``options`` (keyword abilities, 613.1f), chosen as the effect is
    applied (608.2d)."""

    options: tuple = ()      # Keyword instances, in the order written
    apart: bool = False      # "Choose A or B. … gains that ability" (kb.engine.choosekeyword): the choice said apart
    lose: bool = False       # "loses first strike or swampwalk": the ability chosen is removed, not added
    kind = "ability_choice"
    writes = frozenset(("abilities",))
    chosen_now = True        # kb.engine.effects.chosen_as_applied
    choice_key, chosen_what = "ability", "ability"   # the scenario's choose: key (kb.engine.actions)

    def hint(self) -> str:
        return " | ".join(self.names())

    def apply(self, w, ctx) -> None:   # pragma: no cover - never applied: the choice replaces it (608.2d)
        raise NotImplementedError("a choice made as the effect is applied (608.2d)")

    def names(self) -> tuple:
        return tuple(k.name for k in self.options)

    def choose(self, value) -> AbilityOp:
        """The AbilityOp adding the option named by ``value`` ("lifelink", "protection from red"); a ValueError
        naming the options for one the text doesn't offer."""
        want = re.sub(r"\s+", " ", str(value or "")).strip().lower()
        for k in self.options:
            if k.name.lower() == want:
                return AbilityOp(remove=frozenset((k.name,))) if self.lose else AbilityOp(add=(k,))
        raise ValueError(" | ".join(self.names()))


def read_ability_choice(rest: str, parse_keyword_list) -> AbilityChoiceOp | None:
    """'your choice of flying, vigilance, or lifelink' / 'your choice of lifelink or indestructible' → the op, when
    each option is one keyword ability the engine reads (``parse_keyword_list``); else None."""
    m = _PATTERN.fullmatch(rest)
    if not m:
        return None

    def one_keyword(part: str):
        ks = parse_keyword_list(part)
        return ks[0] if ks and len(ks) == 1 else None

    options = choice_list(m.group(2), one_keyword, key=lambda k: k.name.lower())
    if options is None:
        return None
    return AbilityChoiceOp(options=tuple(options), apart=m.group(1) != "your choice of")


def read_lose_choice(rest: str, parse_keyword_list) -> AbilityChoiceOp | None:
    """'first strike or swampwalk' after "loses" → the op removing the one chosen as it resolves (608.2d), when each
    side of the one "or" is one keyword ability the engine reads; else None."""
    parts = rest.split(" or ")
    if len(parts) != 2:
        return None
    opts = []
    for part in parts:
        ks = parse_keyword_list(part)
        if not ks or len(ks) != 1:
            return None
        opts.append(ks[0])
    if opts[0].name.lower() == opts[1].name.lower():
        return None
    return AbilityChoiceOp(options=tuple(opts), lose=True)
