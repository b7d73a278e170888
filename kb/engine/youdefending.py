""""Whenever a creature an opponent controls attacks, if you're the defending player, …" (Kazuul, Tyrant of the
Cliffs): an intervening "if" (603.4) about the creature the trigger event names — the ability's controller is its
defending player (508.5: the player it attacks, or the controller of the planeswalker or the protector of the battle
it attacks; kb.engine.gamevalues.defending_player, the one reader of it), checked as the ability triggers and again as
it resolves. When that creature is no longer attacking as it is checked, whom it attacks is not modelled: "cannot
decide", naming the rule (never guessed from whom it attacked before)."""
from __future__ import annotations

import re

__all__ = ["read_you_defending", "you_defending_holds"]


def read_you_defending(phrase: str, spec):
    """"you're the defending player" / "you are the defending player" after "Whenever a creature … attacks" (another
    object's attack, 508.1) → Condition('you_defending'); None otherwise."""
    if re.fullmatch(r"you(?:'re| are) the defending player", phrase.strip()) is None or \
            getattr(spec, "event", None) != "attacks" or getattr(spec, "subject", None) == "self":
        return None
    from .instruction_types import Condition
    return Condition("you_defending", text=phrase.strip())


def you_defending_holds(state, cond, rc) -> bool:
    """Whether the ability's controller is the defending player of the attacking creature its event names (508.5)."""
    from .gamevalues import defending_player
    ev = getattr(rc, "event", None)
    attacker = getattr(ev, "obj", None) if getattr(ev, "kind", None) == "attacks" else None
    who = defending_player(state, attacker) if attacker is not None else None
    if who is None:
        state.note_unknown(f"\u201c{cond.text}\u201d: the creature its trigger event names is not attacking now, and "
                           f"whom it attacks is not modelled ({state.rule_no('defending_player')})")
        return False
    return who == rc.you
