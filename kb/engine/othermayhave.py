""""Target opponent may have ~ deal 4 damage to them." — one other player's choice (608.2d) to have the source deal damage
to them; "If that player doesn't, …" after it reads whether they did (the "may" instruction's outcome, as for "Target
opponent may sacrifice a creature. If that player doesn't, …").

The player who chooses is the one player the words name ("target opponent", "target player", "that player"); the
damage is dealt by the source to that same player (120.3a), and only if they choose it. The choice is stated like
any "may" (``choose: {may: …}``) and is that player's (kb.engine.payments.chooser reads ``opts["by"]``). Any other
wording ("each opponent may have …": one choice per player; "… to any target": a target chosen as it resolves) is
not this reader's and stays unread.
"""
from __future__ import annotations

import re

__all__ = ["read_other_have"]

_OTHER_HAVE = re.compile(r"([Tt]arget opponent|[Tt]arget player|[Tt]hat player) may have (~|it) deal (\w+) damage to "
                         r"(?:them|that player|him or her)")


def read_other_have(s: str) -> tuple[str, str] | None:
    """"Target opponent may have ~ deal 4 damage to them" → ("target opponent", "~ deals 4 damage to that player"):
    the phrase of the player whose choice it is, and the action (its object the same player); None otherwise."""
    m = _OTHER_HAVE.fullmatch(s.strip().rstrip("."))
    if m is None:
        return None
    return m.group(1).lower(), f"{m.group(2)} deals {m.group(3)} damage to that player"
