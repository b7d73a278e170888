"""The words of an unstated "may" choice when its sentence also holds instructions followed before it.

"You gain 3 life and you may return up to one target creature card from your graveyard to your hand." is one sentence
parsed into two instructions, each carrying the whole sentence as its text. The instructions are followed in order
(608.2c): the life is gained before the player chooses whether to return the card (608.2d), so nothing the choice leads
to can change it. What the choice reaches (kb.engine.unknowns.choice_reach) is read from the words of the clause that
offers it, from the conjunction before its "may" on — never from the words of the clauses already followed.
"""
from __future__ import annotations

import re

__all__ = ["choice_parts"]

# the conjunction that starts the clause offering the choice: ", and", "and", ", then", "then", ";" — the last one before
# the first "may" of the sentence, with at most a few words (its subject) between them
_JOIN = re.compile(r"(?:,\s*|\s+)(?:and|then)\s+|;\s*", re.I)
_MAY = re.compile(r"\bmay\b", re.I)


def _clause(text: str) -> str | None:
    """The sentence from the clause holding its first "may" on, or None when no conjunction comes before it."""
    m = _MAY.search(text)
    if m is None:
        return None
    joins = [j for j in _JOIN.finditer(text, 0, m.start()) if len(text[j.end():m.start()].split()) <= 4]
    if not joins:
        return None
    return text[joins[-1].end():].strip() or None


def choice_parts(instructions, idx: int) -> tuple:
    """(text, conditioned) of the instruction offering an unstated choice (``instructions[idx]``) and of each after it,
    for kb.engine.unknowns.choice_reach. When the instruction before it shares its sentence (its text), the clauses of
    that sentence before the choice's were followed first (608.2c) and are left out of every part carrying it."""
    parts = [(i.text, i.condition is not None) for i in instructions[idx:]]
    if idx == 0 or instructions[idx - 1].text != instructions[idx].text:
        return tuple(parts)
    whole = instructions[idx].text
    own = _clause(whole)
    if own is None:
        return tuple(parts)
    return tuple((own if t == whole else t, c) for t, c in parts)
