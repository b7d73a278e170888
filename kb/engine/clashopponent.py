""""Clash with an opponent. If you win, gain control of enchanted creature. Otherwise, that player gains control of
enchanted creature.": "that player" is the opponent clashed with (701.30b: the player chosen as the clash begins;
the card's ruling: not the creature's controller), whom the clash records as the instruction is followed
(``rc.chosen['clash_opponent']``, kb.engine.looking). Read only in an ability that clashes before it; elsewhere "that
player" is read as it always was."""
from __future__ import annotations

import re

__all__ = ["CLASH_OPPONENT", "names_clash_opponent", "clash_opponent"]

CLASH_OPPONENT = "clash_opponent"   # the Subject kind


def names_clash_opponent(phrase: str, ability: str | None) -> bool:
    """Whether ``phrase`` ("that player") names the opponent an earlier "clash with an opponent" of ``ability`` chose."""
    return phrase.strip().lower() == "that player" and bool(re.search(r"\b[Cc]lash with an opponent\b.*\bthat player\b",
                                                                      ability or "", re.S))


def clash_opponent(rc) -> list:
    """The opponent clashed with as a ("player", name) reference; none before a clash chose one."""
    who = (getattr(rc, "chosen", None) or {}).get(CLASH_OPPONENT)
    return [("player", who)] if who is not None else []
