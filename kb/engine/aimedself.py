"""Heroic's "it": "Whenever you cast a spell that targets ~, put a +1/+1 counter on it." (Bloodcrazed Hoplite, Sage of
Hours).

The trigger event is the casting of a spell (601.2i), but the words of the condition name two objects: the spell and
~, the permanent it targets (115.9b). An effect whose first object word is a bare "it" / "its" — nothing named in the
effect before it — points at ~: a +1/+1 counter is put on a permanent (122.1a), and the cards worded this way mean the
creature (Bloodcrazed Hoplite, ruling 2014-04-26: heroic puts the counter on the Hoplite, which triggers its own
counter ability). The effect is read with ~ in place of that pronoun. An effect that names ~ or a target first
("put a +1/+1 counter on ~ and prevent all damage that would be dealt to it") keeps its words, as does one that
mentions the spell.
"""
from __future__ import annotations

import re

__all__ = ["aimed_self_it"]

_FIRST_OBJECT = re.compile(r"\b(?:it|its|~|target|that|this|spell)\b")


def aimed_self_it(spec, effect: str) -> str:
    """``effect`` of a trigger ``spec`` "… a spell that targets ~" with its leading bare "it"/"its" read as ~; the
    effect unchanged otherwise."""
    if getattr(spec, "event", None) != "cast" or not spec.aim or spec.aim[1] != "self":
        return effect
    if "it" not in effect:   # cheap guard first
        return effect
    first = _FIRST_OBJECT.search(effect)
    if first is None or first.group(0) not in ("it", "its") or re.search(r"\bspell\b", effect):
        return effect
    return re.sub(r"\bits\b", "~'s", re.sub(r"\bit\b", "~", effect))
