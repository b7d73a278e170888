"""Objects "that are one or more colors": "Each player sacrifices all permanents they control that are one or more
colors." (All Is Dust); "Exile each permanent with mana value X or less that's one or more colors." (Ugin, the Spirit
Dragon: "that's" is "that is").

An object is one or more colors when it has at least one color (105.2); a colorless object (105.2c) isn't. Read as the
description before the words ("all permanents they control") with colorless ones left out.
"""
from __future__ import annotations

import re
from dataclasses import dataclass

from .filters import Selector

_FORM = re.compile(r"^(.+?) that(?: are| is|'s) one or more colors$")


@dataclass(frozen=True, slots=True)
class ColoredSelector(Selector):
    """A Selector read from "… that are one or more colors" (it matches as any Selector does: not colorless)."""


def read_colored(phrase: str, pc, parse_selector, default_zone):
    """The selector, or None: not that form (or a description of alternatives)."""
    m = _FORM.fullmatch(phrase.strip())
    if not m:
        return None
    base = parse_selector(m.group(1), pc, default_zone=default_zone)
    if type(base) is not Selector or base.colorless is not None:
        return None
    fields = {f: getattr(base, f) for f in Selector.__dataclass_fields__}
    return ColoredSelector(**{**fields, "colorless": False, "describe": phrase})


def render_colored(s, render_selector) -> str:
    """Its words (kb.engine.render)."""
    verb = "that's" if (s.describe or "").endswith("that's one or more colors") else "that are"
    return render_selector(s) + f" {verb} one or more colors"
