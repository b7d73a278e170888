""""Counter all abilities your opponents control" (Kadena's Silencer): every activated and triggered ability on the
stack as the instruction is applied (608.2c) whose controller is an opponent of the instruction's controller (102.2,
113.7: an ability on the stack is controlled by the player who activated it or controlled its source as it triggered).

Only abilities on the stack: spells are not abilities (113.1, 113.3), mana abilities never use the stack (605.3b), and
static abilities and replacement effects ("As ~ enters", "~ enters with …") are never there to counter (701.6a; the
card's rulings). Abilities that trigger or are activated later are untouched. Countering one removes it from the stack
(701.6a) — kb.engine.actions' counter instruction does that, given the stack items this subject names.
"""
from __future__ import annotations

import re

__all__ = ["STACK_ABILITIES", "read_stack_abilities", "stack_abilities"]

STACK_ABILITIES = "stack_abilities"   # Subject.kind

_PHRASE = re.compile(r"all (activated and triggered abilities|abilities|activated abilities|triggered abilities) "
                     r"(your opponents control|you don't control|an opponent controls)")
_KINDS = {"abilities": ("activated", "triggered"), "activated and triggered abilities": ("activated", "triggered"),
          "activated abilities": ("activated",), "triggered abilities": ("triggered",)}


def read_stack_abilities(phrase: str):
    """"all abilities your opponents control" (and "all activated abilities …" / "all triggered abilities …") → a
    subject naming those on the stack; None for any other phrase. ``who``: "opponent" (102.2)."""
    from .instruction_types import Subject
    m = _PHRASE.fullmatch(phrase.strip())
    if not m:
        return None
    # ``cost`` holds the kinds of stack objects named ("activated+triggered"), as a slot's spell_or_ability does
    return Subject(STACK_ABILITIES, who="opponent" if "opponent" in m.group(2) else "not_you",
                   cost="+".join(_KINDS[m.group(1)]), text=phrase)


def stack_abilities(game, subj, rc) -> list:
    """The stack items (``("item", sid)``) the subject names, top of the stack first (405.2)."""
    kinds = set(subj.cost.split("+"))
    foes = set(game.opponents(rc.you))
    return [("item", it.sid) for it in reversed(game.stack) if it.kind in kinds and
            ((it.controller in foes) if subj.who == "opponent" else it.controller != rc.you)]
