"""An additional cost of "any number" of objects, and a spell's cost reduction counted by the objects paid with it:
"As an additional cost to cast this spell, sacrifice any number of creatures." (Corpse Cobble), "… you may exile any
number of blue cards from your hand. This spell costs {1} less to cast for each card exiled this way." (March of
Swirling Mist), "… you may sacrifice any number of creatures. This spell costs {2} less to cast for each creature
sacrificed this way." (Awaken the Blood Avatar).

- "Any number" may be any positive number or zero (107.1c). How many, and which objects, are announced with the
  additional cost (601.2b; the cast step's ``sacrifice:`` / ``exile:`` list, an empty list for none) and paid as the
  total cost is paid (601.2h). A cost stated with no list is a choice the question must give, unless its controller has
  nothing it could be paid with (then it is paid with none).
- "costs {N} less to cast for each creature sacrificed this way": the total cost is determined after the costs are
  announced (601.2f), so it counts the objects announced for that cost. Only a card with one additional cost of that
  kind is read (the count could otherwise be another cost's).

This module is the home of both readings: kb.engine.instructions.parse_additional_cost reads the cost words with
``any_number_cost`` (a spell's additional cost only: an activation cost "Sacrifice ~ and any number of other creatures"
stays unread), kb.engine.parser the "for each … this way" with ``read_paid_each``; kb.engine.stack pays and counts
them."""
from __future__ import annotations

import re

__all__ = ["ANY_NUMBER", "any_number_cost", "read_paid_each", "paid_words", "paid_units", "split_cost_and_reduction"]

ANY_NUMBER = "any number of"

# "for each creature sacrificed this way" / "for each card exiled this way" → the cost kind it counts
_EACH = re.compile(r"(creature|artifact|permanent|card) (sacrificed|exiled|discarded) this way")
_KIND = {"sacrificed": "sacrifice", "exiled": "exile", "discarded": "discard"}
_PREFIX = "paid "


def any_number_cost(part: str, read_selector):
    """The Cost of "sacrifice any number of creatures" / "exile any number of blue cards from your hand" (``part``, one
    cost of an additional cost; ``read_selector(words, zone)`` reads the kind, ``zone`` "" for permanents), or None."""
    from .instruction_types import Cost, Subject
    p = part.strip().rstrip(".")
    m = re.fullmatch(r"(sacrifice|exile) any number of (.+?)(?: from your (graveyard|hand))?", p, re.I)
    if m is None or (m.group(1).lower() == "sacrifice") == bool(m.group(3)):
        return None
    zone = (m.group(3) or "").lower()
    return Cost(m.group(1).lower(), n=0, subject=Subject("chosen", selector=read_selector(m.group(2), zone),
                                                         text=m.group(2)), zone=zone, any_number=True, text=p)


def read_paid_each(each: str) -> str | None:
    """The ``per`` of a CostOp for "[for each] creature sacrificed this way" ("paid creature sacrificed"), or None."""
    m = _EACH.fullmatch(each.strip())
    return f"{_PREFIX}{m.group(1)} {m.group(2)}" if m else None


def paid_words(per) -> str:
    """The words a ``per`` of read_paid_each stands for ("creature sacrificed this way"); "" for any other ``per``."""
    if not isinstance(per, str) or not per.startswith(_PREFIX):
        return ""
    return per[len(_PREFIX):] + " this way"


def paid_units(state, abilities, per: str, announced: dict) -> int:
    """How many objects were announced for the spell's (``abilities``: its abilities now) additional cost the ``per`` counts (601.2b, 601.2f). A card with
    more than one additional cost of that kind: which objects pay which can't be told apart — noted, 0."""
    from .abilities import AdditionalCost
    kind = _KIND[per.split()[-1]]
    costs = [c for ab in abilities if isinstance(ab, AdditionalCost) for c in ab.costs
             if c.kind == kind]
    if len(costs) != 1:
        state.note_unknown(f"\u201cfor each {paid_words(per)}\u201d: the spell has {len(costs)} additional costs of that "
                           f"kind; which objects the reduction counts is not read ({state.rule_no('cast_total_cost')})",
                           frozenset(("mana",)))
        return 0
    given = announced.get(kind)
    if given is None:
        return 0   # not stated: kb.engine.stack asks for it as the cost is paid (or none can pay it)
    return len(given) if isinstance(given, (list, tuple)) else 1


def split_cost_and_reduction(line: str) -> list[str]:
    """"As an additional cost to cast ~, you may sacrifice any number of creatures. ~ costs {2} less to cast for each
    creature sacrificed this way." → the two sentences, each an ability of its own (118.8; 601.2f); any other line
    alone."""
    m = re.fullmatch(r"(As an additional cost to cast (?:~|this spell), [^.]+\.) ((?:~|This spell) costs [^.]+ this way\.?)",
                     line.strip())
    return [m.group(1), m.group(2)] if m else [line]
