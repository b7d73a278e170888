"""Protection from the colors a vote chose: "Starting with you, each player votes for blue, black, red, or green. ~ gains
protection from each color with the most votes or tied for most votes." (Council Guardian).

701.38a: each player, starting with the specified player and in turn order, votes for one of the options (the colours
the words list; kb.engine.actions._vote). The colours with the most votes, or tied for the most, are known only as the
ability resolves, so the effect is an op chosen as it is applied (608.2d, as "protection from the color of your
choice" is, kb.engine.protectionchoice): it becomes "protection from [colour]" for each such colour (702.16a), added in
layer 6 (613.1f). A vote not stated leaves it undecided (the vote's own "cannot decide"), never guessed.
"""
from __future__ import annotations

import re
from dataclasses import dataclass

from .effects import AbilityOp, Op
from .words import COLOR_NAMES

__all__ = ["VotedProtectionOp", "read_voted_protection", "voted_protection", "render_voted_protection"]

_FORM = re.compile(r"protection from each color with the most votes or tied for most votes")
_COLORS = tuple(COLOR_NAMES.values())


@dataclass(frozen=True, eq=False)
class VotedProtectionOp(Op):
    """"protection from each color with the most votes or tied for most votes": ``options`` the protection keyword of
    each colour (105.1), the ones given decided by the vote as the effect is applied."""

    options: tuple = ()      # (colour, Keyword) pairs
    kind = "voted_protection"
    writes = frozenset(("abilities",))
    chosen_now = True        # kb.engine.effects.chosen_as_applied: a static ability has no vote

    def apply(self, w, ctx) -> None:   # pragma: no cover - never applied: the vote replaces it (608.2d)
        raise NotImplementedError("decided by a vote as the effect is applied (701.38a)")

    def of_votes(self, votes: dict) -> AbilityOp | None:
        """The AbilityOp of the colours with the most votes (none voted: None)."""
        counted = {c: n for c, n in (votes or {}).items() if c in dict(self.options)}
        if not counted or max(counted.values()) <= 0:
            return None
        best = max(counted.values())
        return AbilityOp(add=tuple(k for c, k in self.options if counted.get(c) == best))


def read_voted_protection(rest: str, parse_keyword_list) -> VotedProtectionOp | None:
    """``rest`` (after "gains") → the op, or None: not that form."""
    if not _FORM.fullmatch(rest.strip()):
        return None
    keys = [parse_keyword_list(f"protection from {c}") for c in _COLORS]
    if any(not k or len(k) != 1 for k in keys):
        return None
    return VotedProtectionOp(options=tuple((c, k[0]) for c, k in zip(_COLORS, keys)))


def voted_protection(state, op: VotedProtectionOp, ins, rc):
    """The op as the vote of this resolution decided it (``rc.chosen["votes"]``, kb.engine.actions._vote), or None when
    no colour got a vote (an unstated vote was noted "cannot decide" by the vote itself)."""
    got = op.of_votes(rc.chosen.get("votes") or {})
    if got is not None:
        state.log.add(f"\u201c{ins.text}\u201d: the vote gives " + ", ".join(k.name for k in got.add), "vote", indent=1,
                      kind="step")
    return got


def render_voted_protection(op) -> str:
    """Its words (kb.engine.render)."""
    return "gain protection from each color with the most votes or tied for most votes"
