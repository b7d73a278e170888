""""…, remove those counters, transform it, then untap it." (608.2c): a list of three actions, the last after "then";
each is done in the order written, as "…, then transform it, then untap it" says — the middle item ("transform it",
"untap it", "tap it": an action on the object named before) gets its "then" written out, so each piece is read alone."""
from __future__ import annotations

import re

__all__ = ["then_each"]

_MIDDLE = re.compile(r", ((?:transform|untap|tap) (?:it|~)), then ")


def then_each(text: str) -> str:
    """The text with ", transform it, then …" written ", then transform it, then …"; nothing else changes."""
    return _MIDDLE.sub(r", then \1, then ", text)
