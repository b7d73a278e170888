"""Attackers split between players: "Whenever ~ and another creature attack different players, ~ can't be blocked this
combat." (508.1b, 603.2).

In a game that allows attacking several players (508.1b, 802.1), the creatures declared as attackers together are
each announced as attacking a player, a planeswalker or a battle. The ability triggers once, as ~ is declared attacking
a player (508.3a), when at least one other creature declared in the same declaration attacks a different player —
a planeswalker or battle attacked is not a player (its controller or protector is not "attacked"). In a two-player game
every attacker attacks the one opponent or their permanents, so it never triggers.

Only the form "X and another creature attack different players" is read; "… different players or planeswalkers" and
the like stay unread.
"""
from __future__ import annotations

import re

__all__ = ["EVENT", "read_attack_apart", "attack_apart_match"]

EVENT = "attacks_apart"   # kb.engine.triggers.TriggerSpec event (matched on the ``attacks`` event of its subject)

_APART = re.compile(r"(.+?) and another creature attack different players")


def read_attack_apart(b: str, subject, spec_type):
    """The trigger condition ``b`` as a TriggerSpec of ``EVENT`` (``subject(X)`` reads X), or None."""
    m = _APART.fullmatch(b)
    if not m:
        return None
    return spec_type(EVENT, subject=subject(m.group(1)))


def attack_apart_match(ev, subject_view, subject_ok, ctx) -> bool:
    """Whether ``ev`` declares the subject attacking a player while another attacker of that declaration attacks a
    different player (508.1b, 508.3a)."""
    if ev.kind != "attacks" or subject_view is None or ev.recipient_player is None or not subject_ok(subject_view):
        return False
    state = getattr(getattr(ctx, "game", None), "state", None)
    combat = getattr(state, "combat", None)
    if combat is None:
        return False
    return any(oid != ev.obj and t[0] == "player" and t[1] != ev.recipient_player
               for oid, t in combat.attackers.items())
