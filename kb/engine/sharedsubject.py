""""At the beginning of each player's draw step, that player loses 3 life, searches their library for a card, puts it
into their hand, then shuffles." (Maralen of the Mornsong): one subject with a list of verbs is that player's
instructions in the order written (608.2c) — the life loss, then the rest, itself a sequence the search reader knows
("searches their library for a card, puts it into their hand, then shuffles", 701.23). Written as two sentences with
the subject said again; any other text unchanged."""
from __future__ import annotations

import re

__all__ = ["split_life_then"]

# only "that player": a target said again would be a second target ("Target player loses 1 life, discards a card, then
# sacrifices a permanent" is read whole, as one target, elsewhere)
_LIFE_THEN = re.compile(r"\b([Tt]hat player) (loses|gains) (\d+|X) life, (?=(?:searches|draws|discards|mills|reveals) )")


def split_life_then(text: str) -> str:
    """The text with "that player loses 3 life, searches …" written "that player loses 3 life. That player searches …"
    (608.2c: the same order)."""
    return _LIFE_THEN.sub(lambda m: f"{m.group(1)} {m.group(2)} {m.group(3)} life. {m.group(1)[0].upper()}{m.group(1)[1:]} ",
                          text)
