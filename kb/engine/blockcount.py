"""Requirements on how many creatures block an attacker: "~ must be blocked by exactly one creature if able" (Nacatl
War-Pride), "~ must be blocked by two or more creatures if able" (Gorm the Great, with "~ must be blocked if able").

Each is a requirement of the declaration of blockers (509.1c): obeyed when the number of creatures blocking the
attacker is exactly one, or two or more; the defending player's declaration must obey as many requirements as any
declaration that obeys every restriction could (509.1c) — so with two creatures able to block Gorm, both must; with
one, that one must (the first requirement); when exactly one can't be had, any number may block (the requirement
obeyed by no declaration adds nothing).

The labels are combat rules of a static ability (613.11: kb.engine.parser.COMBAT_RULES) counted by kb.engine.declare
(``count_requirements``)."""
from __future__ import annotations

__all__ = ["EXACTLY_ONE", "TWO_OR_MORE", "LABELS", "RULES_PATTERN", "count_requirements", "split_rules_pair"]

EXACTLY_ONE = "must be blocked by exactly one creature if able"
TWO_OR_MORE = "must be blocked by two or more creatures if able"
LABELS = (EXACTLY_ONE, TWO_OR_MORE)
RULES_PATTERN = "|".join(LABELS)   # joined into COMBAT_RULES


def count_requirements(labels, blockers: int) -> int:
    """How many of these requirements an attacker with ``labels`` obeys, blocked by ``blockers`` creatures."""
    n = 0
    if EXACTLY_ONE in labels and blockers == 1:
        n += 1
    if TWO_OR_MORE in labels and blockers >= 2:
        n += 1
    return n


def split_rules_pair(line: str, combat_rules: str) -> list[str]:
    """"~ must be blocked if able, and ~ must be blocked by two or more creatures if able." → the two static abilities
    it states, each a combat rule of the source (613.11; ``combat_rules``: kb.engine.parser.COMBAT_RULES, given by the
    caller — kb.engine.parser imports this module), read alone; any other line as it is."""
    import re
    m = re.fullmatch(r"~ (" + combat_rules + r"), and ~ (" + combat_rules + r")\.", line)
    return [f"~ {m.group(1)}.", f"~ {m.group(2)}."] if m else [line]
