""""Target player skips their next untap step. Tap up to five target permanents that player controls." (Yosei, the
Morning Star): a target whose legality names the player chosen for an earlier target of the same ability.

Targets are chosen in order as the spell or ability is put on the stack (601.2c); "that player" is the player chosen
for the one earlier "target player" / "target opponent" (the antecedent, 608.2c), so each later target must be a
permanent that player controls (115.1) — checked as it is chosen, and again as the ability resolves (608.2b). Read
only when exactly one earlier target is a player alone: with none or several, "that player" is not decided here.
"""
from __future__ import annotations

import re
from dataclasses import replace

__all__ = ["prior_player_slot", "bind_that_player", "NO_PLAYER"]

NO_PLAYER = "\u2014"   # for_player when no player was chosen for the antecedent: nothing it controls is legal

_THAT_PLAYER = re.compile(r"\bthat player controls\b")


def prior_player_slot(p: str, tg) -> int | None:
    """The index of the one earlier target slot that is a player alone ("target player", "target opponent"), when
    ``p`` names "… that player controls" outside a "For each player" sentence; None otherwise."""
    if tg.per_player or not _THAT_PLAYER.search(p):
        return None
    players = [i for i, s in enumerate(tg.slots) if s.players]
    if len(players) != 1 or tg.slots[players[0]].selector is not None or tg.slots[players[0]].variable:
        return None
    return players[0]


def bind_that_player(slot, chosen: list):
    """The slot with its ``for_player`` the player chosen for its antecedent slot (601.2c), when it has one."""
    j = getattr(slot, "player_slot", None)
    if j is None:
        return slot
    ref = chosen[j] if j < len(chosen) else None
    return replace(slot, for_player=ref[1] if ref is not None and ref[0] == "player" else NO_PLAYER)
