"""Objects "with no abilities": "Creatures with no abilities get +2/+2." (Muraganda Petroglyphs).

An object has no abilities when it has none at all (113.1-113.3: keyword, static, triggered, activated, mana
abilities; a basic land type's intrinsic mana ability counts, 305.6); abilities removed by an effect ("loses all
abilities", layer 6, 613.1f) are gone, and granted ones count. The description is checked as the effect that uses it
applies: a P/T effect in layer 7c (613.4c) sees the abilities as layer 6 left them; the engine's dependency order
reads the selector's ``reads`` ("abilities", 613.8). Vanilla cards and face-down permanents (708.2) have none.
"""
from __future__ import annotations

import re
from dataclasses import dataclass

from .filters import Selector

_SUFFIX = re.compile(r"^(.+?) with no abilities$")


@dataclass(frozen=True, slots=True)
class NoAbilities(Selector):
    """A Selector that also asks that the object have no abilities."""

    def match(self, w, ctx) -> bool:
        return not getattr(w, "abilities", None) and Selector.match(self, w, ctx)

    @property
    def reads(self) -> frozenset:
        return Selector.reads.fget(self) | frozenset(("abilities",))


def read_no_abilities(phrase: str, pc, parse_selector, default_zone):
    """The selector for "creatures with no abilities" (a Selector of the words before, no alternatives), or None."""
    m = _SUFFIX.fullmatch(phrase.strip())
    if not m:
        return None
    base = parse_selector(m.group(1), pc, default_zone=default_zone)
    if type(base) is not Selector:
        return None
    return NoAbilities(**{f: getattr(base, f) for f in Selector.__dataclass_fields__})


def render_no_abilities(s, render_selector) -> str:
    """Its words (kb.engine.render)."""
    return render_selector(s) + " with no abilities"
