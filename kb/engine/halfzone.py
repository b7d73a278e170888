""""Each opponent mills half their library, rounded up." (701.17a, 107.1a): half the cards in one player's library,
counted as the instruction is applied (608.2h) and rounded as the words say — after "Each player" / "Each opponent",
each player's own library in turn (the instruction is applied with one count per player, as for "loses half their
life, rounded up").

Only "mills half their|your library, rounded up|down" is read; half of another count ("half the creatures they
control", "half the cards in their hand") is left to other readers and stays unread until one reads it.
"""
from __future__ import annotations

import re

from dataclasses import dataclass

from .instruction_types import Instruction, OnePlayersCount, Subject

__all__ = ["read_half_mill", "LibrarySize"]


@dataclass(frozen=True, eq=False)
class LibrarySize(OnePlayersCount):
    """The number of cards in one player's library (401.1), as the instruction is applied (608.2h): the cards the
    scenario names and those it only counts. A library whose size the scenario does not give makes what follows
    "cannot decide", never a guessed 0. Its ``of``: the one player, or each player in turn ("Each opponent …")."""

    def eval(self, ctx, w) -> int:
        fn = getattr(ctx, "player_of", None)
        player = fn(self.of) if fn is not None else None
        state = getattr(ctx, "state", None)
        if player is None:
            if self.of.kind == "each" and state is not None and getattr(ctx, "each", None) is None:
                state.note_unknown(f"\u201c{self}\u201d: the engine counts it for no one player here")
            return 0
        size = state.player(player).library_size() if state is not None else None
        if size is None:
            if state is not None:
                state.note_unknown(f"the scenario does not give the size of {player}'s library: \u201c{self}\u201d "
                                   "can't be counted")
            return 0
        return size

    def __str__(self) -> str:
        return f"the number of cards in {self.of.text} library"

_HALF_MILL = re.compile(r"(?:(.+?) )?mills? half (their|your) library,? rounded (up|down)", re.I)


def read_half_mill(s: str, raw: str, who_of, cards, you) -> Instruction | None:
    """The mill instruction of ``s`` when it is "[PLAYER] mills half their library, rounded up|down"; ``who_of``
    reads the player phrase (the instruction reader's subject reader), ``cards`` gives the description "cards" of
    every zone (its selector reader), ``you``: the ability's controller (no subject). None: not this sentence."""
    from .gamevalues import Arith
    m = _HALF_MILL.fullmatch(s.strip().rstrip("."))
    if m is None:
        return None
    who = who_of(m.group(1)) if m.group(1) else you
    if (m.group(2).lower() == "your") != (who is you):
        return None   # "target player mills half your library": another's library, not this shape
    # whose library: the subject's own (each player's in turn after "Each player", 608.2h)
    of = Subject("each", of=who, text=m.group(2)) if who.kind == "players" else None if who is you else who
    if of is None:
        of = Subject("you", text="your")
    count = LibrarySize(cards(), of, "library")
    half = Arith("half_" + m.group(3).lower(), count, describe=f"half {m.group(2)} library, rounded {m.group(3)}")
    return Instruction("mill", who, amount=half, text=raw)
