"""A cost change counted over the spell's own targets: "Each instant and sorcery spell you cast costs {1} less to cast
for each creature it targets." (Battlefield Thaumaturge).

601.2c: the targets are chosen before the total cost is determined (601.2f), so a cost change may count them. Each
object the spell targets that matches the description counts once, however many times it is targeted (one object is
one creature; 115.3: the same object can be the target of several instances of "target"); a player target is no
creature. Also read here: the singular subject "Each <kind> spell you cast costs …", the same spells as "<Kind> spells
you cast cost …" (each one of them, 601.2f)."""
from __future__ import annotations

import re

_EACH_SPELL = re.compile(r"Each (.+?) spell( you cast| your opponents cast| each player casts| a player casts)? costs (.+)")
_EACH_PLAIN_SPELL = re.compile(r"Each spell a player casts costs (\{.+)")
_IT_TARGETS = re.compile(r"(.+?) it targets")


def plural_spells(s: str) -> str:
    """"Each instant and sorcery spell you cast costs {1} less to cast …" → "Instant and sorcery spells you cast cost
    {1} less to cast …"; any other sentence unchanged."""
    plain = _EACH_PLAIN_SPELL.fullmatch(s.strip())
    if plain is not None:   # "Each spell a player casts costs {1} more …": every player's spells
        return f"Spells each player casts cost {plain.group(1)}"
    m = _EACH_SPELL.fullmatch(s.strip())
    if m is None or not re.match(r"\{", m.group(3)):
        return s
    kind = m.group(1)
    said = {" you cast": " you cast", " your opponents cast": " your opponents cast",
            " each player casts": " each player casts"}.get(m.group(2) or "", "")
    return f"{kind[:1].upper()}{kind[1:]} spells{said} cost {m.group(3)}"


def read_each_it_targets(each: str, parse_selector, pc):
    """``each`` (the words after "for each") "creature it targets" → the description of the targets counted (a
    selector over the battlefield and the stack); None when not this form."""
    m = _IT_TARGETS.fullmatch(each.strip())
    if m is None or re.search(r"\b(?:could|can|would|might)\b", m.group(1)):
        return None
    return parse_selector(m.group(1), pc, default_zone=frozenset(("battlefield", "stack", "graveyard", "exile",
                                                                   "hand", "library", "command")))


def targets_counted(selector, targets, ctx) -> int:
    """How many different objects among the spell's targets (working objects; None for one gone) match."""
    seen = {t.oid for t in targets if t is not None and selector.match(t, ctx)}
    return len(seen)
