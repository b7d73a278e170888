"""Which abilities are mana abilities (605.1), for effects that spare them: "All lands lose all abilities except mana
abilities." (613.1f).

An activated ability is a mana ability if it could add mana as it resolves, has no target and isn't a loyalty ability
(605.1a) — a pain land's "{T}: Add {W} or {U}. ~ deals 1 damage to you." is one, though the engine runs it as an
activated ability. A triggered ability is one if it triggers from a mana ability and could add mana (605.1b): "Whenever
enchanted land is tapped for mana, …". An ability the engine couldn't read that mentions adding mana may be one: it is
kept (it stays unread, so what it could change stays "cannot decide"), never guessed away.
"""
from __future__ import annotations

import re

__all__ = ["is_mana_ability"]

_ADDS = re.compile(r"\b[Aa]dds? (?:\{|one|two|three|X|an amount|that much|mana|an additional|[a-z]+ mana)")
_LOYALTY = re.compile(r"^\s*[+\u2212-]?(?:\d+|X)\s*$")
# an ability in quotation marks is granted, not followed: "Creatures you control gain "{T}: Add {G}."" adds no mana
# as it resolves (605.1a, 113.1a)
_QUOTED = re.compile(r"[\"\u201c][^\"\u201d]*[\"\u201d]")


def is_mana_ability(ability) -> bool:
    """Whether ``ability`` (a parsed ability of kb.engine.abilities) is, or may be, a mana ability (605.1a-b)."""
    kind = getattr(ability, "kind", "")
    if kind == "mana":
        return True
    text = getattr(ability, "text", "") or ""
    if kind == "activated":
        effect = _QUOTED.sub("", getattr(ability, "effect", "") or text)
        return bool(_ADDS.search(effect)) and "target" not in effect and not _LOYALTY.match(getattr(ability, "cost", "") or "")
    if kind == "triggered":
        return bool(_ADDS.search(text)) and bool(re.search(r"\btapped for mana\b|\bactivate a mana ability\b", text))
    if type(ability).__name__ == "UnmodelledAbility":
        return bool(_ADDS.search(text))
    return False
