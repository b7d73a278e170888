""""Each other creature that's attacking one of your opponents" (Martial Impetus): an attacking creature (506.4)
whose attack was declared against a player (506.2, 508.1b) who is an opponent of "you" — the controller of the
ability (109.5), not necessarily the attacking player (102.2: in a multiplayer game, one of several). A creature
attacking a planeswalker or a battle is not attacking a player; one attacking "you" is not attacking an opponent of
yours. "Target creature without flying that's attacking you" (Ice Floe): attacking that player themself, not a
planeswalker they control. ("Each other creature" after "Whenever enchanted creature attacks": kb.engine.otherattached.)

Read as a combat status of the selector (``ATTACKING_AN_OPPONENT``, checked by
:meth:`kb.engine.filters.Selector.match` through :func:`attacks_an_opponent`); the rest of the phrase is the plain
"attacking creature" selector. This module imports neither the filters nor the game values (they call it)."""
from __future__ import annotations

import re
from dataclasses import replace

__all__ = ["ATTACKING_AN_OPPONENT", "ATTACKING_YOU", "read_attacking_an_opponent", "attacks_an_opponent", "attacks_you"]

ATTACKING_AN_OPPONENT = "attacking an opponent"   # a Selector status (kb.engine.filters)
ATTACKING_YOU = "attacking you"   # a Selector status: "creature without flying that's attacking you" (Ice Floe)
_PHRASE = re.compile(r"((?:[Ee]ach |[Aa]nother |[Oo]ther |[Ee]ach other )?)(creatures?(?: with(?:out)? [a-z]+)?) "
                     r"that(?:'s| is| are) attacking (one of your opponents|you)")


def read_attacking_an_opponent(phrase: str, parse, pc, default_zone):
    """The selector of "each other creature that's attacking one of your opponents", or None when ``phrase`` is not
    such a phrase. ``parse``: kb.engine.parser.parse_selector (passed in: the parser imports this module)."""
    m = _PHRASE.fullmatch(phrase.strip())
    if m is None:
        return None
    sel = parse(f"{m.group(1)}attacking {m.group(2)}", pc, default_zone=default_zone)
    status = getattr(sel, "status", None)
    if status is None or "attacking" not in status:
        return None
    said = ATTACKING_YOU if m.group(3) == "you" else ATTACKING_AN_OPPONENT
    return replace(sel, status=(status - {"attacking"}) | {said}, describe=phrase.strip())


def _state(ctx):
    game = getattr(ctx, "game", None)
    return getattr(game, "state", None) if game is not None else getattr(ctx, "state", None)


def attacks_an_opponent(w, ctx) -> bool:
    """Whether the working object ``w`` is attacking a player who is an opponent of ``ctx.you`` (506.2, 102.2): the
    combat's record of what each attacker attacks (kb.engine.combat.Combat.attackers)."""
    if getattr(w.obj, "in_combat", None) != "attacking" or ctx.you is None:
        return False
    state = _state(ctx)
    combat = getattr(state, "combat", None)
    attacked = combat.attackers.get(w.oid) if combat is not None else None
    if attacked is None or attacked[0] != "player":
        return False
    return attacked[1] in state.opponents(ctx.you)


def attacks_you(w, ctx) -> bool:
    """Whether the working object ``w`` is attacking ``ctx.you`` — the player, not a planeswalker they control or a
    battle they protect (506.2, 508.1b: each attacker attacks one player, planeswalker or battle)."""
    if getattr(w.obj, "in_combat", None) != "attacking" or ctx.you is None:
        return False
    combat = getattr(_state(ctx), "combat", None)
    attacked = combat.attackers.get(w.oid) if combat is not None else None
    return attacked is not None and attacked == ("player", ctx.you)
