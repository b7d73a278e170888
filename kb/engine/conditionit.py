"""The "it" after an intervening "if" about an Aura's or Equipment's host: "When ~ enters, if enchanted creature is red,
tap it." (Ray of Frost), "At the beginning of each upkeep, if enchanted creature is untapped, tap it." (Narcolepsy),
"When ~ enters, if enchanted permanent is tapped, untap it." (Volition Reins).

The trigger event names only ~ (its entering, or a step), but the intervening "if" (603.4) names the object ~ is
attached to (303.4, 301.5), and the effect's bare "it" points at that object — the nearest object named before it
(608.2c; Ray of Frost ruling 2015-06-22: it taps the red creature; Narcolepsy ruling 2010-06-15: the enchanted creature
is tapped). The effect is read with "enchanted creature" (or what the condition named) in place of that pronoun. An
effect that names ~, a target or another object before its "it" keeps its words.
"""
from __future__ import annotations

import re

__all__ = ["condition_host_it"]

_HOST = re.compile(r"((?:enchanted|equipped) (?:creature|permanent|land|artifact|planeswalker))\b")
_FIRST_OBJECT = re.compile(r"\b(?:it|its|~|target|that|this|each|all|enchanted|equipped)\b")


def condition_host_it(spec, effect: str) -> str:
    """``effect`` of a trigger ``spec`` of ~ entering or of a step, whose intervening "if" begins with "enchanted
    creature" / "equipped creature" / "enchanted permanent", with its leading bare "it"/"its" read as that host; the
    effect unchanged otherwise."""
    if "it" not in effect:   # cheap guard first
        return effect
    cond = getattr(spec, "condition", None)
    text = getattr(cond, "text", "") or ""
    if not text.startswith(("enchanted ", "equipped ")):
        return effect
    if getattr(spec, "event", None) not in ("enters", "step") or getattr(spec, "subject", None) != "self":
        return effect
    host = _HOST.match(text)
    first = _FIRST_OBJECT.search(effect)
    if host is None or first is None or first.group(0) not in ("it", "its"):
        return effect
    return re.sub(r"\bits\b", f"{host.group(1)}'s", re.sub(r"\bit\b", host.group(1), effect))
