"""Skipping a player's next untap step, draw step or turn (614.10, 500.11): "That player skips their next untap
step.", "You skip your next turn.", "you skip your next two turns".

A skip is a replacement effect that waits for the next occurrence of its step or turn: an occurrence that has begun
can't be skipped any more (614.10), and two such effects skip two occurrences, one each (614.10a). Each pending skip
is kept on the game state as ``skip_next`` — ``[player, "untap" | "draw" | "turn"]``, one entry per occurrence — and
used up as that player's next such step begins (kb.engine.sba) or as their next turn would begin (the turn order,
kb.engine.turns). A step that a static ability already skips ("Skip your draw step.") leaves a pending skip waiting
for another occurrence (614.10a). The next combat phase ("skips their next combat phase") is not read here."""

from __future__ import annotations

import re

from .text import player_poss as _poss

# "that player skips their next untap step", "you skip your next two turns": the words after the subject
SKIP_NEXT = re.compile(r"(?:(?P<who>.+?) )?skips? (?:their|your|his or her) next (?:(?P<n>two|three|\d+) )?"
                       r"(?P<what>untap step|draw step|turns?)", re.I)
_WHAT = {"untap step": "untap", "draw step": "draw", "turn": "turn", "turns": "turn"}


def skip_kind(words: str) -> str:
    """The pending skip the words name: 'untap', 'draw' or 'turn'."""
    return _WHAT[words.lower()]


def schedule(state, player: str, what: str, n: int) -> None:
    """``player`` skips their next ``n`` untap steps, draw steps or turns (614.10)."""
    pending = state.__dict__.setdefault("skip_next", [])
    pending.extend([player, what] for _ in range(n))
    name = {"untap": "untap step", "draw": "draw step", "turn": "turn"}[what]
    state.log.add(f"{_poss(player).capitalize()} next {'' if n == 1 else f'{n} '}{name}{'' if n == 1 else 's'} will be "
                  "skipped", "skip", indent=1, kind="step")


def _use(state, player: str, what: str) -> bool:
    pending = state.__dict__.get("skip_next") or []
    for i, (p, w) in enumerate(pending):
        if p == player and w == what:
            del pending[i]
            return True
    return False


def consume_step(state, step: str) -> str | None:
    """As the active player's untap or draw step begins: a pending skip of it is used up (614.10); the description
    of what skips it, or None."""
    if step in ("untap", "draw") and _use(state, state.active, step):
        return f"an effect: \u201cskip {_poss(state.active)} next {step} step\u201d"
    return None


def consume_turn(state, player: str) -> bool:
    """As ``player``'s next turn would begin: a pending skip of it is used up (614.10, 500.11), and the turn is passed
    over."""
    return _use(state, player, "turn")
