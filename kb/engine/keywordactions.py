"""Keyword actions the rules define as other words (701): read from a sentence into plain values.

- detain (701.35a): "Until the next turn of the controller of that spell or ability, that permanent can't attack or
  block and its activated abilities can't be activated";
- goad (701.15a-b): until the next turn of the controller of that spell or ability, the creature is goaded: it
  attacks each combat if able and attacks a player other than the goading player if able; "is goaded" (a static
  ability, "Enchanted creature ... is goaded") is the same designation for as long as the ability applies;
- populate (701.36a-b): choose a creature token you control and create a token that's a copy of it (none: nothing);
- support N (701.41a): "Put a +1/+1 counter on each of up to N other target creatures" on a permanent, "... up to N
  target creatures" on an instant or sorcery spell.

:func:`read_keyword_action` only recognises the words; :mod:`kb.engine.instructions` builds the instructions (the
reader never imports the instruction parser back). What the action means is the rule's definition, applied by the
mechanisms that already exist for those words (counters, token copies, rules effects lasting "until your next turn",
attack requirements in :mod:`kb.engine.declare`).
"""
from __future__ import annotations

import re

__all__ = ["read_keyword_action", "KEYWORD_ACTIONS", "GOADED", "ACTION_MEANS"]

# what each action means, as the trace says it (each cites its rule: the concept of the same name)
ACTION_MEANS = {
    "detain": "detain: until the next turn of the controller of that spell or ability, that permanent can't attack or "
              "block and its activated abilities can't be activated",
    "goad": "goad: until the next turn of the controller of that spell or ability, that creature is goaded: it attacks "
            "each combat if able and attacks a player other than that player if able",
    "populate": "populate: choose a creature token you control and create a token that's a copy of it (none: no token)",
    "support": "support N: put a +1/+1 counter on each of up to N target creatures (other creatures, on a permanent)",
}
KEYWORD_ACTIONS = tuple(ACTION_MEANS)

# the rules label of a goaded creature (701.15b); the goading player is named as the rule is consulted
GOADED = "is goaded"

_SENTENCE = re.compile(r"(?P<verb>[Dd]etain|[Gg]oad|[Pp]opulate|[Ss]upport)(?: (?P<what>.+))?")


def read_keyword_action(sentence: str) -> tuple[str, str] | None:
    """("detain" | "goad" | "populate" | "support", what it names) for one imperative clause, or None.
    Support's operand is its number (a digit after normalisation); populate has none."""
    m = _SENTENCE.fullmatch(sentence.strip().rstrip("."))
    if not m:
        return None
    verb, what = m.group("verb").lower(), (m.group("what") or "").strip()
    if verb == "populate":
        return (verb, "") if not what else None
    if verb == "support":
        return (verb, what) if re.fullmatch(r"\d+|X", what) else None
    return (verb, what) if what else None
