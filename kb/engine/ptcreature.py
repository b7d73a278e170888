""""Whenever a 1/1 creature you control enters": a creature whose power is 1 and whose toughness is 1 (208.1: a
creature's power and toughness, written as power/toughness), matched as the selector is checked — its power and
toughness then, after every continuous effect (613). Only "N/N creature[s] …" with numbers; a description of another
kind of object with a P/T ("a 1/1 token") is left to the other readers."""
from __future__ import annotations

import re
from dataclasses import replace

__all__ = ["pt_creature"]

_PT = re.compile(r"(\d+)/(\d+) (creatures?\b.*)")


def pt_creature(phrase: str, pc, default_zone, parse_selector):
    """The selector of "1/1 creature you control" (the description after the P/T, with power and toughness compared),
    or None when ``phrase`` is not this form or what follows is not one description."""
    m = _PT.fullmatch(phrase)
    if not m:
        return None
    from .filters import Selector
    base = parse_selector(m.group(3), pc, default_zone=default_zone)
    if not isinstance(base, Selector):
        return None
    return replace(base, compare=base.compare + (("power", "=", int(m.group(1))), ("toughness", "=", int(m.group(2)))),
                   describe=phrase)
