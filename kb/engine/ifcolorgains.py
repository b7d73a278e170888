""""Until end of turn, that creature gets +2/+0, gains trample if it's red, and gains vigilance if it's white.": each
"gains <keyword> if it's <colour>" is a part of its own, done only when the creature has that colour as the ability
resolves (608.2c: in the order written; 105.2: its colours then), each for the same duration (611.2a). Read as the
sentences "Until end of turn, that creature gets +2/+0. If it's red, it gains trample until end of turn. If it's white,
it gains vigilance until end of turn." — "it" is the creature the sentence before names (608.2h). Only this form: one
leading part without a condition, then parts "gains <words> if it's <colour>"."""
from __future__ import annotations

import re

from .words import COLOR_ALT

__all__ = ["split_colour_gains"]

_COLOUR = f"(?:{COLOR_ALT})"
_PART = re.compile(rf"gains ([a-z ]+?) if it's ({_COLOUR})")
_FORM = re.compile(rf"Until end of turn, (that creature|it|target creature) (gets [+-]\d+/[+-]\d+), ((?:gains [a-z ]+? if "
                   rf"it's {_COLOUR},? )*)and (gains [a-z ]+? if it's {_COLOUR})\.")


def split_colour_gains(effect: str) -> str:
    """``effect`` with the sentence of this form written as its parts; unchanged when there is none."""
    m = _FORM.search(effect or "")
    if not m:
        return effect
    parts = [p for p in re.split(r",\s*", m.group(3).strip().rstrip(",")) if p] + [m.group(4)]
    said = [f"Until end of turn, {m.group(1)} {m.group(2)}."]
    for part in parts:
        pm = _PART.fullmatch(part.strip())
        if pm is None:
            return effect
        said.append(f"If it's {pm.group(2)}, it gains {pm.group(1)} until end of turn.")
    return effect[:m.start()] + " ".join(said) + effect[m.end():]
