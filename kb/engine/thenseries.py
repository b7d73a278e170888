""""…, remove those counters, transform it, then untap it." (608.2c): a list of three actions, the last after "then";
each is done in the order written, as "…, then transform it, then untap it" says — the middle item ("transform it",
"untap it", "tap it": an action on the object named before) gets its "then" written out, so each piece is read alone."""
from __future__ import annotations

import re

__all__ = ["then_each"]

# the item before is an action of the list ("remove those counters"), not a condition ("If …, untap ~, then transform
# it": there the comma ends the "if" clause and nothing is changed)
_MIDDLE = re.compile(r"(, (?:remove|put|sacrifice|exile|draw|discard|return|create) [^,.]*), ((?:transform|untap|tap) "
                     r"(?:it|~)), then ")


def then_each(text: str) -> str:
    """The text with "…, remove those counters, transform it, then …" written "…, remove those counters, then transform
    it, then …"; nothing else changes."""
    return _MIDDLE.sub(r"\1, then \2, then ", text)
