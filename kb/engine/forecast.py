"""Forecast (702.57; 502.53 from 2006-05-01): an activated ability activated only from a player's hand.

It's written "Forecast — [Activated ability]" (702.57a); it "may be activated only during the upkeep step of the
card's owner and only once each turn" (702.57b) — the card is in its owner's hand, so its activator is its owner:
"Activate only during your upkeep and only once each turn" (kb.engine.restrictions). Its cost reveals the card from the
hand ("Reveal this card from your hand"), which is where it functions (113.6). The card reader (kb.engine.cardtext)
reads the line as that activated ability with the ordinary readers, its keyword named "forecast" (dated by the keyword
table, kb.engine.keywordmeans: before 2006-05-01 activating it is "cannot decide"). Playing with the card revealed
until the upkeep ends (702.57b) changes no answer the engine gives.
"""
from __future__ import annotations

import re

from .dashedkeyword import read_dashed_keyword

__all__ = ["read_forecast"]

_FORECAST = re.compile(r"Forecast\s+[-\u2014]\s+(?P<body>[^:]+:\s+.+?)\.?")
RESTRICTION = "Activate only during your upkeep and only once each turn."   # 702.57b


def read_forecast(line: str, read, accounted):
    """The activated ability a "Forecast — [Cost]: [Effect]" line stands for (its cost revealing the card from the
    hand), or None (kb.engine.dashedkeyword)."""
    from .abilities import ActivatedAbility
    return read_dashed_keyword(line, _FORECAST, RESTRICTION, "forecast", read, accounted, (ActivatedAbility,),
                             cost_must=r"\bfrom your hand\b")
