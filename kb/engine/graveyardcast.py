"""A permission to cast (or play) one target card in a graveyard this turn (601.3, 611.2a): "You may cast target
instant or sorcery card from your graveyard this turn.", "You may cast target creature card in a graveyard this turn.",
"Choose target artifact card in your graveyard. You may cast that card this turn."

The card is a target of the ability (115.1: chosen as it is put on the stack, checked as it resolves, 608.2b); as the
ability resolves its controller gets the permission the engine keeps for an impulse draw (``may_play``,
kb.engine.looking: 601.3 lets a player cast a spell from a zone other than the hand when an effect allows it; 611.2a:
"this turn", until the turn ends). The permission covers that object only: the card leaving the graveyard is a new
object it doesn't cover (400.7). Casting it is a player's action, a scenario's stated ``cast`` step (``from:
graveyard``), with its costs paid and its timing checked as any cast (601.2)."""
from __future__ import annotations

import re

__all__ = ["read_graveyard_permission", "is_graveyard_permission"]

_TARGET = re.compile(r"You may (?P<v>cast|play) (?P<t>target .+? card) (?P<z>from your graveyard|in your graveyard|in a "
                     r"graveyard|from a graveyard) this turn")
_THAT = re.compile(r"You may (?P<v>cast|play) (?:that card|it) this turn")


def read_graveyard_permission(s: str, prev, target_of, make):
    """The ``may_play`` instructions the sentence ``s`` (without its period) gives, or None: ``target_of(words)`` reads a
    target phrase into a subject; ``make(subject, opts)`` builds the instruction. After "Choose target … card in your
    graveyard." (``prev``: that target), "You may cast that card this turn." is the permission for it."""
    m = _TARGET.fullmatch(s)
    if m:
        where = "in your graveyard" if "your" in m.group("z") else "in a graveyard"
        subj = target_of(f"{m.group('t')} {where}")
        return [make(subj, _opts(m.group("v")))]
    m = _THAT.fullmatch(s)
    if m and prev is not None and prev.kind == "target" and prev.selector is not None and \
            set(prev.selector.zones) == {"graveyard"}:
        return [make(prev, _opts(m.group("v")))]
    return None


def is_graveyard_permission(sentence: str) -> bool:
    """Whether ``sentence`` (an ability's, its cost before a colon allowed) is the target form read here: the
    permission it gives is one the engine keeps (kb.engine.impulse.only_read_permissions)."""
    body = re.sub(r"^[^:]*:\s*", "", sentence.strip()).rstrip(".")
    return _TARGET.fullmatch(body) is not None


def _opts(verb: str) -> dict:
    """The permission's options as kb.engine.impulse gives them for "this turn" (611.2a)."""
    return {"until": "turn", "lands": verb == "play", "said": "this turn"}
