""""Return a creature card from your graveyard to the battlefield with a number of +1/+1 counters on it equal to that
result." (Grave Endeavor): the number of counters the card enters with is a value counted as the instruction is
followed (608.2h), the counters put on it as it enters (614.1c, 122.6) — the "with N counters on it" of the return
reader of kb.engine.instructions with a counted number instead of a written one.

Read here: "<put / return … onto / to the battlefield …> with a number of <kind> counters on it equal to <value>",
the value by the one reader of values; the caller reads the words before "with" as it reads "… with a <kind> counter
on it" and gives the counted value in place of 1. The move action evaluates it (``counted_counters``)."""
from __future__ import annotations

import re

__all__ = ["read_counted_counters", "counted_counters"]

_FORM = re.compile(r"(?P<head>.+? (?:to|onto) the battlefield(?: tapped)?(?: under (?:your|its owner's) control)?) with a "
                   r"number of (?P<kind>\S+) counters on it equal to (?P<value>.+)")


def read_counted_counters(s: str) -> tuple[str, str, str] | None:
    """(the sentence with "a <kind> counter on it" for the count, the counter kind, the value's words), or None."""
    m = _FORM.fullmatch(s)
    if m is None:
        return None
    return f"{m.group('head')} with a {m.group('kind')} counter on it", m.group("kind"), m.group("value")


def counted_counters(counters: dict | None, rc) -> dict | None:
    """The counters a move's ``counters`` option puts, each number counted now (608.2h; never below 0, 107.1b)."""
    if not counters:
        return counters
    from .gamevalues import fixed
    return {k: (n if isinstance(n, int) else max(0, fixed(n, rc, None))) for k, n in counters.items()}
