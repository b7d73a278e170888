"""A description "without flying or reach": objects that have neither keyword (702.9, 702.17).

"Creatures your opponents control without flying or reach can't block creatures with power 2 or less." (Sidar Kondo of
Jamuraa): the creatures it describes have neither ability — a creature with flying, or one with reach, isn't one of
them. Read as the description "without flying" with each keyword named added to those it must not have.
"""
from __future__ import annotations

import re
from dataclasses import dataclass

from .filters import Selector
from .keywordlist import KEYWORD_NAMES

@dataclass(frozen=True, slots=True)
class WithoutEither(Selector):
    """A Selector read from "without A or B" (it matches as any Selector does: neither keyword); its own words."""


def render_without_either(s, render_selector) -> str:
    """Its words (kb.engine.render): the keywords it must not have, joined by "or"."""
    return render_selector(s) + " or"


_FORM = re.compile(r"^(.+? without) ([a-z]+) or ([a-z]+)((?: .+)?)$")


def read_without_either(phrase: str, pc, parse_selector, default_zone):
    """The selector for "creatures without flying or reach [you control]", or None: not that form."""
    m = _FORM.fullmatch(phrase.strip())
    if not m or m.group(3) not in KEYWORD_NAMES:
        return None
    base = parse_selector(f"{m.group(1)} {m.group(2)}{m.group(4)}", pc, default_zone=default_zone)
    if type(base) is not Selector or m.group(2) not in base.not_keywords:
        return None
    fields = {f: getattr(base, f) for f in Selector.__dataclass_fields__}
    return WithoutEither(**{**fields, "not_keywords": base.not_keywords | {m.group(3)}, "describe": phrase})
