""""Return to your hand all creature cards in your graveyard …", "return to the battlefield all artifact and creature
cards in your graveyard …": the destination written before the cards (the wording of Twilight Shepherd, Faith's
Reward, Gleancrawler, Gerrard) is the same instruction as "Return all creature cards … from your graveyard to your
hand" (400.6, 400.7: the cards move from the graveyard to that zone), which kb.engine.instructions reads; this only
puts the words in that order. Only "all … in your graveyard" (a qualifier after it kept with the cards) is
rewritten, and "return to their owners' hands all creatures …" (Profaner of the Dead: the permanents, each to its
owner's hand, 400.3, as "Return all creatures … to their owners' hands" says); anything else is left as written."""
from __future__ import annotations

import re

__all__ = ["destination_last"]

_FIRST = re.compile(r"([Rr]eturn) to (your hand|the battlefield)( tapped)? (all .+?) in your graveyard"
                    r"( that (?:were|was) put there from .+? this turn)?")


_OWNERS_FIRST = re.compile(r"([Rr]eturn) to their owners' hands (all .+)")


def destination_last(s: str) -> str | None:
    """``s`` with its destination after the cards ("Return all X that … from your graveyard to your hand"), or None
    when it is not this word order."""
    m = _FIRST.fullmatch(s)
    if m is None:
        m = _OWNERS_FIRST.fullmatch(s)   # "return to their owners' hands all creatures …" (400.3)
        return f"{m.group(1)} {m.group(2)} to their owners' hands" if m is not None else None
    return f"{m.group(1)} {m.group(4)}{m.group(5) or ''} from your graveyard to {m.group(2)}{m.group(3) or ''}"
