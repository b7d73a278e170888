""""If the creature had power 4 or greater, create two of those tokens instead." in "Whenever ~ or another nontoken
creature you control dies, …" (Anax, Hardened in the Forge): "the creature" is the creature whose dying is the
trigger event (603.2) — a leaves-the-battlefield ability looks back in time (603.10a), so its power is the one it had as
it last existed on the battlefield (608.2h), never the token the sentence before created.

Read only in a triggered ability whose event is one creature dying (the event object is that creature); elsewhere
"the creature" in a condition names nothing the engine reads (kb.engine.instructions leaves it unread).
"""
from __future__ import annotations

import re

__all__ = ["the_dead_creature"]

# "When ~ dies", "Whenever ~ or another creature you control dies", "Whenever a nontoken creature you control dies"
_DIES = re.compile(r"(?:When|Whenever) (?:~|an?(?:other)? [\w -]*creature[\w ]*?|~ or another [\w -]*creature[\w ]*?) dies, ")


def the_dead_creature(condition: str | None, ability: str | None) -> bool:
    """Whether ``condition`` ("the creature had power 4 or greater") names, as "the creature", the creature that died
    in the dies trigger ``ability`` (its whole text)."""
    return bool(condition and ability and re.match(r"the creature (?:had|was|wasn't)\b", condition)
                and _DIES.match(ability))
