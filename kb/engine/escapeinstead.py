""""~ enters with six +1/+1 counters on it. It escapes with twelve +1/+1 counters on it instead." (Polukranos,
Unchained): one replacement effect as it enters (614.1c) — with N counters, or, if it escaped (702.138b: the spell it was
was cast with escape from a graveyard), with M counters instead of N, not N and M (702.138c: "escapes with" is
"if it escaped, it enters with"). One paragraph, two sentences, one EntersWithCounters with ``escaped_with``. Under rules
without escape (before 2020-01-24) what "escapes" means is not defined: "cannot decide" (kb.engine.state notes it).
"""
from __future__ import annotations

import re

from .text import amount_of

__all__ = ["read_escape_instead", "escape_instead_count"]

_TEXT = re.compile(r"~ enters(?: the battlefield)? with (\w+) (\S+) counters? on it\. It escapes with (\w+) (\S+) "
                   r"counters? on it instead\.?")


def read_escape_instead(t: str, make):
    """The ability of ``t`` (``make``: the EntersWithCounters class), or None: not these words."""
    if "escapes with" not in t or not t.endswith(("instead", "instead.")):   # the cheap guard first
        return None
    m = _TEXT.fullmatch(t)
    if m is None or m.group(2) != m.group(4):
        return None
    n, k = amount_of(m.group(1)), amount_of(m.group(3))
    if not n or not k:
        return None
    return make(text=t, counter=m.group(2), n=n, escaped_with=(k, m.group(4)))


def escape_instead_count(state, o, ab) -> int | None:
    """How many counters ``o`` enters with under ``ab`` (``ab.escaped_with`` set): M if it escaped, N if not; None (noted
    "cannot decide") when the edition's rules have no escape and the spell it was came from a graveyard."""
    rec = getattr(o, "record", None)
    escaped = getattr(rec, "cast_with", "") == "escape" and getattr(rec, "cast_from", "") == "graveyard"
    if not state.rules_have("escapes_with"):
        state.note_unknown(f"{o.alias}: \u201c{ab.text.replace('~', o.card.name)}\u201d \u2014 the rules of "
                           f"{state.edition} have no escape (702.138 came with the 2020-01-24 rules): whether it "
                           "escaped, and so how many counters it enters with, can't be decided")
        return None
    return ab.escaped_with[0] if escaped else ab.n
