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
from dataclasses import replace

__all__ = ["read_forecast"]

_FORECAST = re.compile(r"Forecast\s+[-\u2014]\s+(?P<body>[^:]+:\s+.+?)\.?")
RESTRICTION = "Activate only during your upkeep and only once each turn."   # 702.57b


def read_forecast(line: str, read, accounted):
    """The activated ability a "Forecast — [Cost]: [Effect]" line stands for, or None for any other line (or one whose
    cost and effect the readers don't read whole); ``read`` is the ability reader, ``accounted`` the word accounting
    (kb.engine.cardtext)."""
    from .abilities import ActivatedAbility
    m = _FORECAST.fullmatch(line.strip())
    if not m or not re.search(r"\bfrom your hand\b", m.group("body").split(":", 1)[0]):
        return None
    text = f"{m.group('body')}. {RESTRICTION}"
    try:
        made = read(text)
    except Exception:   # noqa: BLE001 - a reading that fails leaves the line unread, as before
        return None
    if not isinstance(made, ActivatedAbility) or accounted(made, text) is not None:
        return None
    return replace(made, text=line, keyword_name="forecast")
