""""Whenever a player attacks enchanted player with one or more creatures, that attacking player may discard a card. If
the player does, they draw a card.": "that attacking player" is the player who declared the attackers, the trigger
event's player (508.1, 506.2: the active player is the attacking player; 603.2), whom the resolving ability is given
as "that player" is (kb.engine.actions_subjects). The effect is read as the same words with "that player", and "If the
player does, they draw …" right after it as that player's (608.2c), not the attacking creatures' ("they" after an attack,
kb.engine.attackbatch). Only for the event "a player / an opponent attacks …"
(kb.engine.triggers, ``player_attacks``); elsewhere the words stay unread."""
from __future__ import annotations

import re

__all__ = ["attacking_player_effect", "attacker_pointers_read"]

_THAT = re.compile(r"\b([Tt])hat attacking player\b")
_THEY = re.compile(r"\bIf the player does, they (draw|discard|gain|lose|mill)\b")
# what points back at that player once it is named (608.2c)
_POINTERS = re.compile(r"\bthat player\b", re.I)


def attacking_player_effect(spec, effect: str):
    """(``spec``, ``effect``) with "that attacking player" read as "that player" when ``spec`` is a player's attack
    declared ("Whenever a player attacks …", "Whenever an opponent attacks …"), the spec's ``that_player`` then
    'attacker'; both unchanged otherwise."""
    if getattr(spec, "event", None) != "player_attacks" or getattr(spec, "who", None) not in ("any", "opponent") or \
            not _THAT.search(effect or ""):
        return spec, effect
    from dataclasses import replace
    effect = _THAT.sub(r"\1hat player", effect)
    # "If the player does, they draw a card": that player (608.2c) — not the attacking creatures, which "they" names
    # after an attack declared (kb.engine.attackbatch)
    effect = _THEY.sub(lambda m: f"If the player does, that player {m.group(1)}s", effect)
    return replace(spec, that_player="attacker"), effect


def attacker_pointers_read(effect: str) -> str:
    """``effect`` without the words naming the attacking player (kb.engine.triggers.unread_pointer looks for other
    pointers in what is left)."""
    return _POINTERS.sub(" ", effect or "")
