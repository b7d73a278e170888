"""Commander damage (903.10a, 704.6c; 903.12a "general" of the EDH rules from 2009-10-01): a player who has been
dealt 21 or more combat damage by the same commander over the course of the game loses the game, a state-based
action — whatever their life total, and whether or not the damage made them lose life (infect, "damage doesn't cause
you to lose life": the damage is dealt all the same, 120.3).

What the commander dealt before the scenario's steps is the scenario's ``players: {name, commander_damage: {CARD: N}}``
(``{}``: none; kb.engine.scenario); the steps' combat damage by a commander (903.3: the card its owner's deck
designates, never a token) is added to it. Not stated, a player dealt combat damage by a commander whose total from the
steps stays below 21 may or may not have lost: who lost and won is "cannot decide" (with three or more players,
everything: a player who loses leaves the game, 800.4a). A source whose owner's commander isn't stated, in a game
where some player's is, is no better known. Before the rule (editions before 2009-10-01) nothing is tracked.
"""
from __future__ import annotations

from .unknowns import ALL, Unknown

__all__ = ["LIMIT", "commander_damage_dealt", "commander_damage_losses"]

LIMIT = 21   # 903.10a
_FIELDS = frozenset(("lost", "won"))


def _is_commander_game(state) -> bool:
    """A player's commander is stated (``commander: NAME``, or ``none`` in a Commander game): 903.3."""
    return any(p.commanders is not None for p in state.player_state.values())


def _undecided(state, why: str) -> None:
    """Who lost (and won) can't be known: with two players only those answers; with more, a player who may have left
    the game changes everything (800.4a)."""
    if any(u.reason == why for u in state.unknowns):
        return
    if len(state.players) > 2:
        state.note_unknown(why)
        return
    state.unknowns.append(Unknown(why, frozenset(("life",)), since=state.clock, fields=_FIELDS, derived=False))


def commander_damage_dealt(state, src_oid, player: str, amount: int) -> None:
    """``amount`` combat damage dealt to ``player`` by the object ``src_oid``: booked when it is a commander (903.10a)."""
    if amount <= 0 or src_oid is None or not _is_commander_game(state) or not state.rules_have("commander_damage"):
        return
    o = state.objects.get(src_oid)
    if o is None or getattr(o, "token", False) or getattr(o.card, "token", False):
        return
    owner = state.player_state.get(o.owner)
    names = owner.commanders if owner is not None else None
    rule = state.rule_no("commander_damage")
    if names is None:
        _undecided(state, f"{o.alias} dealt {amount} combat damage to {player}: whether it is {o.owner}'s commander "
                          f"(903.3), and so whether {player} has been dealt {LIMIT} or more combat damage by one "
                          f"commander ({rule}), is not stated: give players: {{name: {o.owner}, commander: NAME}}")
        return
    if o.card.name not in names:
        return
    seen = state.__dict__.setdefault("commander_damage_seen", {})
    key = (player, o.card.name)
    seen[key] = seen.get(key, 0) + amount
    state.log.add(f"{player} has been dealt {seen[key]} combat damage by {o.owner}'s commander {o.card.name} during "
                  "the steps", "commander_damage", indent=1, kind="step")


def commander_damage_losses(state, name: str, p) -> list:
    """704.6c: the losses of ``name`` (PlayerState ``p``) for 21 or more combat damage from one commander, as
    ``(player, concept, reason)``; a total that the unstated damage of earlier turns could complete is noted."""
    seen = state.__dict__.get("commander_damage_seen")
    if not seen:
        return []
    base = getattr(p, "commander_damage", None)
    out = []
    for (who, card), n in seen.items():
        if who != name:
            continue
        total = n + (base or {}).get(card, 0)
        if total >= LIMIT:
            out.append((name, "commander_damage", f"{name} has been dealt {total} combat damage by the commander "
                                                  f"{card} this game"))
        elif base is None:
            _undecided(state, f"{name} has been dealt {n} combat damage by the commander {card} during the steps; "
                              f"what it dealt them earlier this game is not stated, so whether that makes {LIMIT} "
                              f"({state.rule_no('commander_damage')}) can't be known: give players: {{name: {name}, "
                              f"commander_damage: {{{card}: N}}}}")
    return out
