"""A tempting offer's count (Tempt with Reflections: "Create a token that's a copy of that creature. Each opponent may
create a token that's a copy of that creature. For each opponent who does, create a token that's a copy of that
creature.").

"Each opponent may create …" is each opponent's own choice as the spell resolves (608.2d; kb.engine.eachmay: stated
``choose: {may: {PLAYER: true | false}}``, an unstated one is "cannot decide"), the tokens created under the control of
each who does (111.2). "For each opponent who does, <instruction>" right after it follows the instruction once for each
of those opponents: its count is the number of players who chose to (``DidCount``, read from the choice kept for the
instruction before, ``rc.chosen["may_players"]``).

"… a copy of that creature" written again after a token copy of "that creature" names the same object (608.2c: the
same words in the same text): ``same_copy`` keeps it — not the token the sentence before created.
"""
from __future__ import annotations

import re
from dataclasses import dataclass

from .filters import Value

__all__ = ["DidCount", "read_for_each_who_does", "same_copy", "remember_copy"]

_FOR_EACH_WHO = re.compile(r"[Ff]or each (opponent|player) who does, (create .+)")


@dataclass(frozen=True, slots=True)
class DidCount(Value):
    """The number of players who chose to do the "each … may" instruction before (608.2d)."""

    describe: str = "each opponent who does"

    def eval(self, ctx, w) -> int:
        held = (getattr(ctx, "chosen", None) or {}).get("may_players")
        return len(held[1]) if held else 0

    def __str__(self) -> str:
        return self.describe


def read_for_each_who_does(s: str, done: list) -> tuple[str, str] | None:
    """(the noun "opponent" | "player", the instruction's words) of "For each opponent who does, create …" right after
    an "each opponent may" (or "each player may") instruction of the same group; None otherwise."""
    m = _FOR_EACH_WHO.fullmatch(s)
    if m is None or not done or not (done[-1].opts or {}).get("each_may"):
        return None
    group = (done[-1].opts or {}).get("controller") if done[-1].kind == "token" else done[-1].subject
    want = {"opponent": "opponent", "player": "each"}[m.group(1)]
    if group is None or group.kind != "players" or group.who != want:
        return None
    return m.group(1), m.group(2)


def remember_copy(pc, words: str, subj) -> None:
    """Keep what "a copy of <words>" named in this ability (``pc``: the parser context)."""
    pc.copied = (words, subj)


def same_copy(pc, words: str, prev):
    """The object "a copy of <words>" named earlier in the ability when ``words`` are the same pointer words ("that
    creature", "it") and the sentence before created the token copy (``prev`` the tokens): that object (608.2c); else
    None."""
    said = getattr(pc, "copied", None)
    if said is None or prev is None or prev.kind != "tokens" or said[0] != words or \
            not re.fullmatch(r"that \w+|it", words):
        return None
    return said[1]
