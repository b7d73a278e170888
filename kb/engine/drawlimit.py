""""Each player can't draw more than one card each turn." (Spirit of the Labyrinth), "Each opponent can't draw more
than one card each turn." (Leovold, Narset), "Your opponents …", "You …": a static ability's rules effect (611.3a,
613.11) for the players it names, "you" and "opponent" relative to its controller.

121.2b: it applies to individual card draws — an instruction to draw several is carried out in part: a player who has
drawn no card this turn draws one, and each later draw of the turn doesn't happen (121.2: one card at a time). A
replacement effect can't replace a draw that can't happen (614.1a: it watches for an event that would happen), so the
limit is checked before the replacements of each draw. The count is the turn's draws the engine saw; a turn whose
earlier events nobody stated (kb.engine.state.history_unstated) may hold a draw before them: "cannot decide" then.
"""
from __future__ import annotations

import re

__all__ = ["DRAW_LIMIT", "DRAW_NONE", "draw_stopped"]

DRAW_LIMIT = re.compile(r"(Each player|Each opponent|Your opponents|You) can't draw more than one card each turn")
# "Players can't draw cards." (Maralen of the Mornsong): no draw at all, for any reason (101.2; the card's rulings of
# 2008-04-01: the draw step's draw too, and so no loss for drawing from an empty library, 704.5b)
DRAW_NONE = re.compile(r"(Players|Each player|Each opponent|Your opponents|You) can't draw cards")
_WHO = {"Each player": "any", "Players": "any", "Each opponent": "opponent", "Your opponents": "opponent", "You": "you"}


def _limiting(state, player: str, pattern=DRAW_LIMIT) -> str | None:
    """The name of a permanent whose static ability limits ``player`` to one draw each turn now (``pattern``
    DRAW_NONE: to none), or None."""
    snap = state.evaluate()
    for e, labels in snap.rules:
        if getattr(e, "origin", "") != "static":
            continue
        src = snap.get(e.source) if e.source is not None else None
        you = e.you if e.you is not None else (src.controller if src is not None else None)
        for lab in labels:
            m = pattern.fullmatch(str(lab))
            if m is None:
                continue
            who = _WHO[m.group(1)]
            if who == "any" or (who == "you") == (player == you):
                return src.name if src is not None else e.source_name
    return None


def draw_stopped(state, player: str) -> bool:
    """Whether ``player``'s next card draw doesn't happen (121.2b): a limit applies to them and they have drawn a card
    this turn, or one says they can't draw cards (101.2). Logged; with no draw seen in a turn whose history is unstated,
    noted as "cannot decide"."""
    none = _limiting(state, player, DRAW_NONE)
    if none is not None:
        state.log.add(f"{none}: {player} can't draw cards, so this draw doesn't happen ({state.rule_no('cant_wins')})",
                      "draw", indent=1, kind="step")
        return True
    name = _limiting(state, player)
    if name is None:
        return False
    drawn = state.player(player).drawn.get(state.turn, 0)
    if drawn >= 1:
        state.log.add(f"{name}: {player} can't draw more than one card each turn, so this draw doesn't happen",
                      "draw", indent=1, kind="step")
        return True
    if state.history_unstated():
        state.note_unknown(f"whether {player} has drawn a card this turn before the question's steps, and so whether "
                           f"{name} stops this draw, can't be decided ({state.rule_no('draw')})")
    return False
