""""Target player skips their next untap step. Tap up to five target permanents that player controls." (Yosei, the
Morning Star): a target whose legality names the player chosen for an earlier target of the same ability; "…
to target opponent or planeswalker and 2 damage to up to one target creature that player or that planeswalker's
controller controls" (Ravager of the Fells): the player chosen, or the controller of the planeswalker chosen (108.4).

Targets are chosen in order as the spell or ability is put on the stack (601.2c); "that player" is the player chosen
for the one earlier "target player" / "target opponent" (the antecedent, 608.2c), so each later target must be a
permanent that player controls (115.1) — checked as it is chosen, and again as the ability resolves (608.2b). Read
only when exactly one earlier target is a player alone: with none or several, "that player" is not decided here.
"""
from __future__ import annotations

import re
from dataclasses import replace

__all__ = ["prior_player_slot", "bind_that_player", "that_players_phrase", "NO_PLAYER", "OR_CONTROLLER",
           "THAT_PLAYER_CONTROLS"]

OR_CONTROLLER = "controls_or_controller"   # TargetSlot.whose: "that player or that planeswalker's controller controls"
NO_PLAYER = "\u2014"   # for_player when no player was chosen for the antecedent: nothing it controls is legal

_THAT_PLAYER = re.compile(r"\bthat player controls\b")
_OR_CONTROLLER = re.compile(r"\bthat player or that planeswalker's controller controls\b")
# the words a slot's phrase loses: "target creature that player controls" → "target creature" (+ the rest)
THAT_PLAYER_CONTROLS = re.compile(r"(.+?) that player(?: or that planeswalker's controller)? controls\b ?(.*)")
# "Target player shuffles up to three target cards from their graveyard …" (read as "from that player's graveyard" by
# kb.engine.graveyardshuffle): cards in the graveyard of the player chosen before (404.1, 115.1)
_THAT_GRAVEYARD = re.compile(r"(.+?) (?:from|in) that player's graveyard\b ?(.*)")


def prior_player_slot(p: str, tg) -> int | None:
    """The index of the one earlier target slot that is a player alone ("target player", "target opponent"), when
    ``p`` names "… that player controls" outside a "For each player" sentence; None otherwise."""
    or_controller = bool(_OR_CONTROLLER.search(p))
    if tg.per_player or not (_THAT_PLAYER.search(p) or or_controller or _THAT_GRAVEYARD.fullmatch(p)):
        return None
    players = [i for i, s in enumerate(tg.slots) if s.players]
    if len(players) != 1 or tg.slots[players[0]].variable:
        return None
    first = tg.slots[players[0]]
    if (first.selector is not None) != or_controller:   # "or planeswalker" named with "or … controller" only
        return None
    if or_controller and "planeswalker" not in first.phrase.split():
        return None
    return players[0]


def that_players_phrase(p: str) -> tuple[str, str]:
    """The target phrase without its words of "that player" and the slot's ``whose``: "target creature that player
    controls" → ("target creature", "controls"); "target cards from that player's graveyard" → ("target cards in a
    graveyard", "graveyard"), a card of that player's graveyard being one they own there (404.1)."""
    mg = _THAT_GRAVEYARD.fullmatch(p)
    if mg and not _THAT_PLAYER.search(p):
        return (mg.group(1) + " in a graveyard " + mg.group(2)).strip(), "graveyard"
    mp = THAT_PLAYER_CONTROLS.fullmatch(p)
    return (mp.group(1) + " " + mp.group(2)).strip(), (OR_CONTROLLER if "planeswalker's" in p else "controls")


def bind_that_player(slot, chosen: list, controller_of=None):
    """The slot with its ``for_player`` the player chosen for its antecedent slot (601.2c), when it has one; with
    "or that planeswalker's controller", a planeswalker chosen there names its controller (``controller_of``)."""
    j = getattr(slot, "player_slot", None)
    if j is None:
        return slot
    ref = chosen[j] if j < len(chosen) else None
    who = NO_PLAYER
    if ref is not None and ref[0] == "player":
        who = ref[1]
    elif ref is not None and ref[0] == "obj" and slot.whose == OR_CONTROLLER and controller_of is not None:
        who = controller_of(ref[1]) or NO_PLAYER
    return replace(slot, for_player=who)
