"""The one player a combat trigger's effect names outside a target, in what it counts or targets.

- "that player" / "they" in a count of a triggered ability whose trigger event names one player ("Whenever ~ deals
  combat damage to a player, you gain 1 life for each artifact that player controls", "… create a Treasure token for
  each artifact they control"): the player of the trigger event (603.2; kb.engine.actions_subjects._event_player),
  counted as the ability resolves (608.2h). Read only where nothing else in the ability could be that player: no
  player targeted before (115.1), and for "they" no other player named in the effect at all.
- "defending player's graveyard" in the ability of an attacking creature whose attack is the trigger event ("Whenever
  ~ attacks, exile target card from defending player's graveyard", "… where X is the number of creature cards in
  defending player's graveyard"): the graveyard of the player that creature attacks (508.5) — a target's legality
  checked against that player as the ability is put on the stack (kb.engine.sba._bind_event_player), a count taken
  as it resolves (kb.engine.actions_tokens._defending_player: a creature no longer attacking leaves it unread).
"""
from __future__ import annotations

import re

# a trigger event whose one attacking creature is the ability's own source or what it is attached to: the creature
# the defending player is defined by (508.5), never "one or more creatures attack" (several, perhaps several players)
# nor "attacks or blocks" (a blocking creature attacks no one)
_ONE_ATTACKER = re.compile(r"(?:When|Whenever) (?:~|equipped creature|enchanted creature) attacks(?: and isn't blocked)?,"
                           r" (?!if\b)")

# a trigger event that may be a planeswalker or a battle rather than a player: "that player" names no one then
_NOT_ONLY_PLAYER = re.compile(r"\bor (?:a )?(?:planeswalker|battle)s?\b|\bplayers\b|\bopponents\b|\beach\b")

# words of an effect that name a player other than the trigger event's: "they" might mean that one
_OTHER_PLAYER = re.compile(r"\b(?:players?|opponents?|target|(?<!for )each)\b")


def _head_and_effect(ability: str) -> tuple[str, str] | None:
    """A triggered ability's condition and effect, split at the first comma (an intervening "if" after it, 603.4:
    None — its words may name a player of their own)."""
    m = re.match(r"(When|Whenever|At) ([^,\n]+), (?!if\b)(.+)", ability, re.S)
    return (m.group(2), m.group(3)) if m else None


def event_player_named(who: str, pc, tg):
    """The Subject "that player" / "that opponent" / "they" / "their" names in a count of a triggered ability's effect
    (603.2): the player of the trigger event, when its condition names one player (kb.engine.triggers.that_player_of)
    and nothing else in the ability could be that player (115.1: no player targeted before; "they": no other player
    named in the effect). None: not read here."""
    from .instructions import Subject
    from .triggers import that_player_of, parse_trigger
    from .errors import ParseError
    parts = _head_and_effect(pc.ability or "")
    if parts is None or who not in ("that player", "that opponent", "they", "their"):
        return None
    body, effect = parts
    if _NOT_ONLY_PLAYER.search(body) or any(s.players for s in tg.slots):
        return None
    if who.startswith("that ") and not re.search(r"\b" + who.split()[1] + r"\b", body):
        return None
    if who in ("they", "their") and _OTHER_PLAYER.search(effect):
        return None
    try:
        spec = parse_trigger(f"Whenever {body}", pc.card)
    except ParseError:
        return None
    if that_player_of(body, spec.event) is None:
        return None
    return Subject("event", text=who)


def defending_graveyard_target(p: str, pc) -> str | None:
    """"target creature card from defending player's graveyard" in the ability of the attacking creature its trigger
    event names (508.5): the phrase as a card in a graveyard, its owner the defending player (bound as the ability is
    put on the stack). None: not such a phrase here."""
    if not _ONE_ATTACKER.match(pc.ability or ""):
        return None
    m = re.fullmatch(r"(.+?) (?:from|in) defending player's graveyard\b ?(.*)", p)
    if m is None:
        return None
    return (m.group(1) + " in a graveyard " + m.group(2)).strip()


def defending_graveyard_count(what: str, pc):
    """"the number of creature cards in defending player's graveyard", "for each creature card in defending player's
    graveyard", in the ability of the attacking creature its trigger event names: those cards the player it attacks
    owns in their graveyard (508.5, 404.1), counted as the ability resolves (608.2h). None: not this phrase."""
    from .instructions import OnePlayersCount, Subject
    from .parser import parse_selector
    from .filters import ALL_ZONES
    m = re.fullmatch(r"(?:the number of )?(.*?)\bcards? in defending player's graveyard", what)
    if m is None or not _ONE_ATTACKER.match(pc.ability or ""):
        return None
    qual = m.group(1).strip()
    sel = parse_selector((qual + " cards") if qual else "cards", pc, default_zone=frozenset(ALL_ZONES))
    return OnePlayersCount(sel, Subject("defending", text="defending player"), "graveyard")
