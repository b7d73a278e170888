"""Hone counters (122.1j, from the 2026-08-07 edition): "A hone counter on an Equipment gives +1/+0 to any creature
that Equipment is attached to."

The counter is on the Equipment; its +1/+0 goes to the creature the Equipment is attached to, a power change of layer
7c (613.4c) with the counter's timestamp, as the P/T change of counters on the creature itself (613.7c). Under an
edition without the rule a hone counter is a counter no rule gives an effect (122.1). The rule is found by its words
in the edition's text, so the date needs no table here (without a KB: the reference edition, which has it)."""
from __future__ import annotations

import re

__all__ = ["hone_defined", "HONE"]

HONE = "hone"
_RULE = re.compile(r"^A hone counter on an Equipment gives \+1/\+0 to any creature that Equipment is attached to", re.I)


def hone_defined(state) -> bool:
    """Whether the rules of ``state``'s edition give a hone counter its effect (122.1j)."""
    if state.edition_rows() is None:
        return True
    return state.edition_rule(_RULE, ("122.",)) is not None
