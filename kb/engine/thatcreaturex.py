""""Another target creature you control … gets +X/+X until end of turn, where X is that creature's power": when the
subject of a continuous effect names one creature (a target, or the enchanted or equipped creature), "that creature's"
in the definition of X names that same object, as "its" does (608.2h: the value is read once, as the effect begins;
107.3a: X defined by the text). A subject naming several objects ("creatures you control … that creature's power") is
left as it was (each object's own or one object's: not read here). So is an ability whose other words name a creature
too ("Whenever another creature you control dies, target creature you control gets +X/+X …, where X is that
creature's power": the antecedent may be the creature the trigger event names, 608.2c, 603.2) — the engine doesn't
choose between them."""
from __future__ import annotations

import re

__all__ = ["its_for_that_creature"]

_ONE = r"(?:(?:another )?target creature(?: you control| an opponent controls)?|enchanted creature|equipped creature)"
_FORM = re.compile(rf"({_ONE} [^,]*?),? where X is that creature's (power|toughness)", re.I)


_CREATURE = re.compile(r"\bcreatures?\b", re.I)


def its_for_that_creature(s: str, ability: str | None = None) -> str:
    """``s`` with "where X is that creature's power/toughness" read as "… its power/toughness" when the sentence's subject
    is one creature and the rest of ``ability`` (its whole text, when known) names no other creature; ``s`` unchanged
    otherwise."""
    m = _FORM.fullmatch(s)
    if not m:
        return s
    if ability and len(_CREATURE.findall(ability)) > len(_CREATURE.findall(s)):
        return s   # another creature is named in the ability (a trigger event's, an earlier sentence's): 608.2c
    return f"{m.group(1)}, where X is its {m.group(2)}"
