""""~ enters under the control of an opponent of your choice." (Captive Audience, Xantcha, Sleeper Agent, Pendant of
Prosperity): a replacement effect modifying how the permanent enters (614.1c, 614.12). The opponent is chosen before it
enters (614.12a) by "you" — the player under whose control it would otherwise enter, its would-be controller (109.5) —
among that player's opponents (102.3), and it enters under the chosen player's control (110.2: a permanent's controller
is by default the player under whose control it entered); its owner doesn't change (108.3).

Read by kb.engine.cardtext as the enters-choice ``opponent`` (kb.engine.abilities.EntersChoice with ``under_control``):
a scenario states it as ``choose: {opponent: NAME}``; unstated, the choice is refused like any other choice made as a
permanent enters, never guessed. The chosen player is "the chosen player" of kb.engine.chosenplayer too."""
from __future__ import annotations

import re

__all__ = ["PATTERN", "enter_under_chosen_control"]

PATTERN = re.compile(r"~ enters(?: the battlefield)? under the control of an opponent of your choice\.?")


def enter_under_chosen_control(game, o, abilities) -> None:
    """Put ``o`` under the control of the opponent chosen for its "enters under the control of an opponent of your
    choice" ability (614.12a, 110.2), as it enters; nothing when it has none. Raises the engine's EngineError for a
    player chosen who is not an opponent of its would-be controller (102.3)."""
    from .abilities import EntersChoice
    from .errors import EngineError
    if not any(isinstance(a, EntersChoice) and a.under_control for a in abilities):
        return
    chosen = str((o.choices or {}).get("opponent", "")).strip()
    would_be = o.controller
    if chosen not in game.opponents(would_be):
        raise EngineError(f"{o.alias}: {chosen or 'no player'} is not an opponent of {would_be}, whose choice it is "
                          f"({game.rule_no('enters_as')})")
    o.controller = chosen
    o.turn_controller = chosen
    game.mark_control(o)
    game.log.add(f"{o.alias} enters under the control of {chosen}, the opponent {would_be} chose (614.1c, "
                 f"{game.rule_no('enters_as')}; 110.2)", "enters_as", indent=1, kind="step")
