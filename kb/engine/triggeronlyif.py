"""A triggered ability's own limit on triggering: "At the beginning of your upkeep, ~ deals 2 damage to each opponent.
This ability triggers only if ~ is on the battlefield or if ~ is in your graveyard and you control a Giant."
(Quakebringer).

- The sentence is a condition of the trigger event (603.2: the ability triggers when its event occurs and the
  condition holds): checked as the event occurs, not again as the ability resolves — it is not an intervening "if"
  clause (603.4). Read as the trigger's ``during`` condition (kb.engine.triggers.TriggerSpec, the same check as
  "attacks while you control a token"), joined with "and" to one the trigger already has.
- "if ~ is in your graveyard" makes the ability function there (113.6b, kb.engine.abilities.functions_in reads the
  ability's whole text).
- The condition: parts joined by "or if", each part's clauses by "and", each clause a condition the engine reads
  (kb.engine.instructions.parse_condition_phrase: "~ is on the battlefield", "~ is in your graveyard", "you control a
  Giant"). A clause it doesn't read leaves the whole ability unread.
"""
from __future__ import annotations

import re

__all__ = ["split_triggers_only_if", "only_if_condition"]

_SENTENCE = re.compile(r"\s*This ability triggers only if (.+?)\.?\s*$")


def split_triggers_only_if(t: str) -> tuple[str, str] | None:
    """(the ability without the sentence, the condition's words) for a triggered ability's text ending "This ability
    triggers only if …", else None."""
    if not re.match(r"(?:When|Whenever|At)\b", t):
        return None
    m = _SENTENCE.search(t)
    if m is None or m.start() == 0:
        return None
    return t[:m.start()], m.group(1)


def only_if_condition(words: str, pc):
    """The condition of "This ability triggers only if <words>" ("A or if B and C"): a Condition (``or`` of ``and``
    parts). Raises ParseError (via the condition reader) for a clause it doesn't read."""
    from .instruction_types import Condition
    from .instructions import parse_condition_phrase
    alternatives = []
    for part in re.split(r",? or if ", words):
        clauses = tuple(parse_condition_phrase(c, pc) for c in re.split(r" and (?=~ |you |an? |each )", part))
        alternatives.append(clauses[0] if len(clauses) == 1 else Condition("and", value=clauses, text=part))
    return alternatives[0] if len(alternatives) == 1 else Condition("or", value=tuple(alternatives), text=words)
