""""Clash with an opponent. If you win, gain control of enchanted creature. Otherwise, that player gains control of
enchanted creature.": "that player" is the opponent clashed with (701.30b: the player chosen as the clash begins;
the card's ruling: not the creature's controller), whom the clash records as the instruction is followed
(``rc.chosen['clash_opponent']``, kb.engine.looking). Read only in an ability that clashes before it; elsewhere "that
player" is read as it always was."""
from __future__ import annotations

import re

__all__ = ["CLASH_OPPONENT", "names_clash_opponent", "clash_opponent"]

CLASH_OPPONENT = "clash_opponent"   # the Subject kind


_CLASH = re.compile(r"\b[Cc]lash with an opponent\b")
_THAT = re.compile(r"\b[Tt]hat player\b")
# another player named between the clash and "that player" ("If you win, target player discards two cards. Otherwise,
# that player discards a card.": the target player is the antecedent, 608.2c)
_OTHER_PLAYER = re.compile(r"\b(?:players?|opponents?)\b", re.I)


def names_clash_opponent(phrase: str, ability: str | None) -> bool:
    """Whether ``phrase`` ("that player") names the opponent an earlier "clash with an opponent" of ``ability`` chose:
    every "that player" of the ability comes after the clash, and no other player is named in between (608.2c: the
    antecedent is the player named last before it)."""
    text = ability or ""
    clash = _CLASH.search(text)
    if phrase.strip().lower() != "that player" or clash is None:
        return False
    thats = list(_THAT.finditer(text))
    if not thats or thats[0].start() < clash.start():
        return False
    between = _THAT.sub(" ", text[clash.end():thats[-1].start()])
    return _OTHER_PLAYER.search(between) is None


def clash_opponent(rc) -> list:
    """The opponent clashed with as a ("player", name) reference; none before a clash chose one."""
    who = (getattr(rc, "chosen", None) or {}).get(CLASH_OPPONENT)
    return [("player", who)] if who is not None else []
