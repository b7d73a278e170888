"""An instruction that attaches an Aura to a player ("Then attach this Aura to another one of your opponents chosen at
random.", Maddening Hex): 701.3a — it becomes attached to that player if it can enchant them (303.4, 702.5d: "Enchant
player", "Enchant opponent"; 702.16c: not to a player with protection from everything); one it can't be attached to,
or no player named, and it doesn't move (701.3b); attached to that player already, nothing happens (701.3c)."""
from __future__ import annotations

__all__ = ["attach_to_player"]


def attach_to_player(state, ins, refs: list, players: list, snap) -> None:
    """Attach each Aura of ``refs`` to the one player of ``players`` (none: it stays where it is, 701.3b)."""
    from .playerprotection import player_protection
    for rk, oid in refs:
        w = snap.get(oid) if rk == "obj" and oid in state.objects else None
        if w is None or state.objects[oid].zone != "battlefield":
            continue
        o = state.objects[oid]
        if not players:
            state.log.add(f"\u201c{ins.text}\u201d names no player: {o.alias} doesn't move (701.3b)", "attach",
                          indent=1, kind="step")
            continue
        who = players[0]
        if "Aura" not in w.subtypes or not state._can_enchant_player(w, who) or \
                player_protection(snap, who, state) is not None:
            state.log.add(f"{o.alias} can't be attached to {who}: it doesn't move (701.3b)", "attach", indent=1,
                          kind="step")
        elif o.attached_to == who:
            state.log.add(f"{o.alias} is already attached to {who} (701.3c)", "attach", indent=1, kind="step")
        else:
            state.attach(oid, who)
