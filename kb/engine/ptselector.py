"""A description by power and toughness written as a size: "a 1/1 creature" (Lovestruck Beast: "can't attack unless
you control a 1/1 creature").

"N/M creature" describes a creature whose power is N and whose toughness is M (208.1) as it is now, whatever made it so
(its printed values, counters or effects; the rulings of 2019-10-04). Read as the description of the rest ("creature",
"creature you control") with those two values compared.
"""
from __future__ import annotations

import re
from dataclasses import dataclass

from .filters import Selector

_FORM = re.compile(r"^(an? |another |other )?(\d+)/(\d+) (creatures?\b.*)$")


@dataclass(frozen=True, slots=True)
class SizedSelector(Selector):
    """A Selector read from "N/M creature" (it matches as any Selector does: the power and toughness compared)."""


def read_sized(phrase: str, pc, parse_selector, default_zone):
    """The selector for "a 1/1 creature" ("another 2/2 creature you control"), or None: not that form."""
    m = _FORM.fullmatch(phrase.strip())
    if not m:
        return None
    base = parse_selector(f"{m.group(1) or ''}{m.group(4)}", pc, default_zone=default_zone)
    if type(base) is not Selector:
        return None
    p, t = int(m.group(2)), int(m.group(3))
    fields = {f: getattr(base, f) for f in Selector.__dataclass_fields__}
    fields["compare"] = base.compare + (("power", "<=", p), ("power", ">=", p), ("toughness", "<=", t),
                                        ("toughness", ">=", t))
    fields["describe"] = phrase
    return SizedSelector(**fields)


def render_sized(s, render_selector) -> str:
    """Its words (kb.engine.render): the size as written."""
    sizes = {a: n for a, _op, n in s.compare if a in ("power", "toughness")}
    return render_selector(s) + f" {sizes.get('power')}/{sizes.get('toughness')}"
