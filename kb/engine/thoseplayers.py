""""Choose any number of target opponents. Create X 1/1 white Human Soldier creature tokens, where X is the number of
creatures those opponents control." (Call the Coppercoats): a count of the objects that any of the players the
earlier target words chose controls (115.1: "any number of target opponents", none included; 608.2h: counted as the
instruction is applied). A target player no longer in the game is not counted (107.2, 115.9b's reading: an illegal
target is not one of "those"); an object is counted once (each has one controller, 108.4).

Read only right after the sentence that chose the targets (``prev``: that target subject, its slot of players)."""
from __future__ import annotations

import re
from dataclasses import dataclass

from .filters import Value

__all__ = ["ThosePlayersCount", "read_those_players_count"]

_FORM = re.compile(r"(?:the number of )?(.+?) those (opponents|players) control")


@dataclass(frozen=True, slots=True)
class ThosePlayersCount(Value):
    """The objects ``selector`` describes that any player of the target subject ``of`` controls (608.2h)."""

    selector: object
    of: object
    dynamic = True
    reads = frozenset()

    def eval(self, ctx, w) -> int:
        fn = getattr(ctx, "players_of", None)
        players = set(fn(self.of)) if fn is not None else set()
        return sum(1 for x in ctx.work.values() if x.zone == "battlefield" and x.controller in players
                   and self.selector.match(x, ctx))

    def __str__(self) -> str:
        return f"the number of {self.selector} those players control"


def read_those_players_count(phrase: str, prev, slots, parse_selector):
    """The count of ``phrase`` ("the number of creatures those opponents control") when ``prev`` is a target subject
    whose slots choose players (``slots``: the text's target slots); None otherwise."""
    m = _FORM.fullmatch(phrase.strip())
    if m is None or prev is None or getattr(prev, "kind", None) != "target":
        return None
    # the slots of players the words chose; with none chosen ("any number": zero, 115.1) the plan has no slot, and the
    # words themselves name players
    if not (prev.slots and all(i < len(slots) and slots[i].players for i in prev.slots)) and \
            not re.fullmatch(r"any number of target (?:opponents|players)", getattr(prev, "text", "") or ""):
        return None
    if re.search(r"\b(?:you|your|opponents?|players?)\b", m.group(1)):
        return None
    return ThosePlayersCount(parse_selector(m.group(1)), prev)
