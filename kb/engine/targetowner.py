""""~ deals damage to target spell's controller equal to that spell's mana value" (Refuse), "~ deals 3 damage to
target creature's controller": the object is the target (115.1) — the player is not targeted — and the damage is dealt
to that object's controller as the spell resolves (608.2h). The sentence is read as the two it says: "Choose target
spell. ~ deals damage to that spell's controller equal to that spell's mana value." — one target, then an instruction
naming it by "that" (the readers of kb.engine.instructions). The target gone or illegal as the spell resolves, it
does nothing (608.2b).
"""
from __future__ import annotations

import re

__all__ = ["split_target_controller"]

_NOUN = r"spell|creature|permanent|artifact|enchantment|planeswalker|land"
_SHAPE = re.compile(rf"(?<![\w'])(~ deals (?:\d+ )?damage to )target ({_NOUN})'s controller\b")


def split_target_controller(t: str) -> tuple[str, frozenset]:
    """``t`` (normalized text) with each "~ deals … damage to target NOUN's controller …" sentence said as "Choose
    target NOUN. ~ deals … damage to that NOUN's controller …" (``t`` itself when there is none; only a sentence that
    begins so and names no other target), and the "Choose target NOUN." sentences so made: the caller drops the
    instruction each makes, which does nothing as it resolves (its target is the instruction's after it, whose
    words say it first)."""
    out, made = [], set()
    for sentence in re.split(r"(?<=\.) (?=[A-Z~])", t):
        m = _SHAPE.match(sentence)
        if m and sentence.count("target") == 1:
            made.add(f"Choose target {m.group(2)}.")
            sentence = f"Choose target {m.group(2)}. {m.group(1)}that {m.group(2)}'s controller{sentence[m.end():]}"
        out.append(sentence)
    return " ".join(out), frozenset(made)
