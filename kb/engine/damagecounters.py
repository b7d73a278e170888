"""The counters that damage dealt at once puts on one permanent (120.3d: wither and infect damage to a creature is
-1/-1 counters) are put in one event: all combat damage is dealt simultaneously (510.2), so two wither creatures'
damage to one blocker is one "one or more -1/-1 counters would be put on it" to replace (614.1a, 614.5) — Vizier of
Remedies' "that many minus one" applies once to the four counters, not once to each creature's two (its ruling of
2017-04-18: "If multiple creatures with wither and/or infect deal damage to a creature at once, Vizier of Remedies
causes only one counter fewer to be put on that creature")."""
from __future__ import annotations

from contextlib import contextmanager


@contextmanager
def held_damage_counters(state):
    """Hold the counters each source's damage would put while damage dealt at once is dealt (510.2); then put each
    permanent's counters of a kind, by one player (122.6a: the source's controller), in one event."""
    if state.__dict__.get("_held_counters") is not None:
        yield
        return
    state._held_counters = {}
    try:
        yield
    except BaseException:
        state._held_counters = None
        raise
    held, state._held_counters = state._held_counters, None
    for (ref, kind, by), n in held.items():
        if isinstance(ref, str):   # a player's poison counters (120.3b, 702.164c)
            _give_poison(state, ref, n, by)
            continue
        o = state.objects.get(ref)
        if o is not None and o.zone == "battlefield":
            state.put_counters(o, kind, n, log=False, by=by)


def put_damage_counters(state, o, kind: str, n: int, by: str | None) -> None:
    """The counters damage puts on ``o`` (120.3d): now, or with the rest of the damage dealt at once."""
    held = state.__dict__.get("_held_counters")
    if held is None:
        state.put_counters(o, kind, n, log=False, by=by)
        return
    key = (o.oid, kind, by)
    held[key] = held.get(key, 0) + n


def give_damage_poison(state, player: str, n: int, by: str | None) -> int | None:
    """The poison counters damage gives ``player`` (infect, 120.3b; toxic, 702.164c): given now (the number after
    replacement effects, 614.1a), or held with the rest of the damage dealt at once (None)."""
    held = state.__dict__.get("_held_counters")
    if held is None:
        return _give_poison(state, player, n, by)
    key = (player, "poison", by)
    held[key] = held.get(key, 0) + n
    return None


def _give_poison(state, player: str, n: int, by: str | None) -> int:
    k = state.replace_player_counters(player, "poison", n, by)
    p = state.player_state.get(player)
    if p is not None and p.in_game:
        p.poison += k
    return k
