"""The monarch (725 in 2026; 716 when it began, 2016-08-26): a designation a player can have.

"There is no monarch in a game until an effect instructs a player to become the monarch" (725.1); only one player
can be the monarch, and as a player becomes it the current monarch ceases to be it (725.3). Two inherent triggered
abilities have no source and are controlled by the player who was the monarch when they triggered (725.2): "At the
beginning of the monarch's end step, that player draws a card" and "Whenever a creature deals combat damage to the
monarch, its controller becomes the monarch". If the monarch leaves the game, the active player becomes the monarch
(725.4). Kept on the game state as ``monarch`` (a player's name, or None).
"""
from __future__ import annotations

from .triggers import Event, Pending

__all__ = ["become_monarch", "monarch_in_rules", "monarch_leaves", "monarch_of", "monarch_triggers"]


def monarch_in_rules(state) -> bool:
    """Whether the edition of this game has the monarch (from 2016-08-26); without a KB, the reference edition's."""
    return state.rules_have("monarch")


def monarch_of(state) -> str | None:
    """The player who is the monarch now (725.1), or None."""
    return state.__dict__.get("monarch")


def become_monarch(state, player: str) -> None:
    """725.3: ``player`` becomes the monarch; whoever was ceases to be."""
    old = monarch_of(state)
    if old == player:
        state.log.add(f"{player} is already the monarch", "monarch", indent=1, kind="step")
        return
    state.__dict__["monarch"] = player
    state.log.add(f"{player} becomes the monarch" + (f"; {old} ceases to be the monarch" if old else ""),
                  "monarch", "monarch_one", indent=1, kind="step")
    from .untilmonarch import monarch_changed
    monarch_changed(state, player)   # "… until an opponent becomes the monarch" returns (610.3)


def next_in_game(state) -> str | None:
    """The active player if still in the game, else the next player in turn order who is (725.4, 726.4)."""
    i = state.players.index(state.active) if state.active in state.players else 0
    order = state.players[i:] + state.players[:i]
    return next((p for p in order if state.player(p).in_game), None)


def monarch_leaves(state, name: str) -> None:
    """725.4: the monarch ``name`` left the game: the active player becomes the monarch at the same time (if the
    active player is leaving, the next player in turn order). Called as the player leaves (kb.engine.sba._left_game)."""
    if monarch_of(state) != name:
        return
    nxt = next_in_game(state)
    state.__dict__["monarch"] = nxt
    state.log.add(f"{name} left the game: " + (f"{nxt} becomes the monarch" if nxt else "the game continues with no "
                                                "monarch"), "monarch_leaves", indent=1, kind="step")
    from .untilmonarch import monarch_changed
    monarch_changed(state, nxt)


def monarch_triggers(state, events: list) -> None:
    """725.2: the monarch's inherent triggered abilities, for ``events``; 725.4 first."""
    m = monarch_of(state)
    if m is not None and not state.player(m).in_game:
        monarch_leaves(state, m)
        m = monarch_of(state)
    if m is None:
        return
    for ev in events:
        if ev.kind == "step" and ev.step == "end" and ev.player == m:
            state.pending.append(Pending(None, None, None, m, Event("step", step="end", player=m), text="Draw a card.",
                                         label="the monarch's end step trigger", concept="monarch_trigger"))
            state.log.add(f"the monarch's inherent trigger: at the beginning of {m}'s end step, {m} draws a card",
                          "monarch_trigger", indent=1, kind="step")
        elif ev.kind == "damage" and ev.combat and ev.recipient_player == m and ev.source is not None:
            w = state.evaluate().get(ev.source)
            if w is None and ev.source in state.lki:
                w = state.lki[ev.source].working
            if w is None or "Creature" not in w.types:
                continue
            state.pending.append(Pending(None, None, None, m, Event("damage", obj=ev.source, source=ev.source,
                                                                    combat=True, recipient_player=m),
                                         text="Its controller becomes the monarch.",
                                         label="the monarch's combat damage trigger", concept="monarch_trigger"))
            state.log.add(f"the monarch's inherent trigger: a creature dealt combat damage to {m}, so its controller "
                          "becomes the monarch", "monarch_trigger", indent=1, kind="step")
