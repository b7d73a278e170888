"""The one player a combat trigger's effect names outside a target, in what it counts or targets (words only: the
readers in kb.engine.instructions build what these recognise, so this module imports none above it).

- "that player" / "they" in a count of a combat damage trigger ("Whenever ~ deals combat damage to a player, you gain
  1 life for each artifact that player controls", "… create a Treasure token for each artifact they control"): the
  player dealt the damage, the trigger event's player (603.2; kb.engine.actions_subjects._event_player), counted as
  the ability resolves (608.2h). Read only where nothing else in the ability could be that player: no player targeted
  before (115.1), no intervening "if" (603.4), and for "they" no other player named in the effect at all.
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

# a combat damage trigger whose event names one player, the one dealt the damage (510.2): "that player" / "that
# opponent" / "they" name that player; no intervening "if" after it (603.4: its words may name a player of their own)
_DAMAGED_PLAYER = re.compile(r"(?:When|Whenever) (?:~|equipped creature|enchanted creature) deals (?:combat )?damage to "
                             r"(a player|an opponent), (?!if\b)(.+)", re.S)

# words of an effect that name a player other than the trigger event's: "they" might mean that one
_OTHER_PLAYER = re.compile(r"\b(?:players?|opponents?|target|(?<!for )each)\b")


def names_damaged_player(who: str, ability: str, targets_player: bool) -> bool:
    """Whether ``who`` ("that player", "that opponent", "they", "their") in a count of ``ability``'s effect names the
    player its combat damage trigger event names (603.2): the ability's event is damage to a player (an opponent for
    "that opponent"), no player was targeted before (``targets_player``, 115.1) and, for "they", the effect names no
    other player at all."""
    m = _DAMAGED_PLAYER.match(ability or "")
    if m is None or targets_player:
        return False
    if who in ("that player", "that opponent"):
        return who.split()[1] in m.group(1)
    return who in ("they", "their") and not _OTHER_PLAYER.search(m.group(2))


def defending_graveyard_target(p: str, ability: str) -> str | None:
    """"target creature card from defending player's graveyard" in the ability of the attacking creature its trigger
    event names (508.5): the phrase as a card in a graveyard, its owner the defending player (bound as the ability is
    put on the stack). None: not such a phrase here."""
    if not _ONE_ATTACKER.match(ability or ""):
        return None
    m = re.fullmatch(r"(.+?) (?:from|in) defending player's graveyard\b ?(.*)", p)
    if m is None:
        return None
    return (m.group(1) + " in a graveyard " + m.group(2)).strip()


def defending_graveyard_cards(what: str, ability: str) -> str | None:
    """"the number of creature cards in defending player's graveyard", "for each creature card in defending player's
    graveyard", in the ability of the attacking creature its trigger event names: the description of the cards counted
    ("creature cards", "cards") among those the player it attacks owns in their graveyard (508.5, 404.1). None: not
    this phrase."""
    m = re.fullmatch(r"(?:the number of )?(.*?)\bcards? in defending player's graveyard", what)
    if m is None or not _ONE_ATTACKER.match(ability or ""):
        return None
    qual = m.group(1).strip()
    return (qual + " cards") if qual else "cards"
