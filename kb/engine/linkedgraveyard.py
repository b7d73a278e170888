"""The cards exiled with a permanent, counted and put into their owners' graveyards: "At the beginning of your end step,
if there are cards exiled with ~, put them into their owner's graveyard, then ~ deals that much damage to each
opponent." (Valakut Exploration); and their different mana values: "If cards with five or more different mana values
are exiled with ~, …" (Azor's Gateway: the number of different mana values among them, 202.3, at least five).

"Cards exiled with ~" are the cards in exile that the source's linked abilities exiled (607.2a): a card another object
exiled is not among them, nor one that left exile since (a new object, 400.7). "If there are cards exiled with ~" is an
intervening "if" clause (603.4): checked as the trigger event happens and again as the ability resolves. "Put them into
their owner's graveyard" names those cards (the condition's, the only ones the sentence names): each goes to its
owner's graveyard (400.3); "that much" after it is how many were put there (608.2h; kb.engine.actions ``last_amount``).
"""
from __future__ import annotations

import re

__all__ = ["THERE_ARE", "DIFFERENT_VALUES", "put_linked_words"]

THERE_ARE = re.compile(r"there (?:are|is an?) (?:one or more )?cards? exiled with ~")
# "cards with five or more different mana values are exiled with ~": (how many, the characteristic)
DIFFERENT_VALUES = re.compile(r"cards with (\w+) or more different (mana value|power|toughness)s are exiled with ~")
_PUT = re.compile(r"[Pp]ut (them|all cards exiled with ~) into (?:its|their) owners?'s? graveyards?")


def put_linked_words(s: str, ability: str | None) -> str | None:
    """The words of the cards "Put them / all cards exiled with ~ into their owner's graveyard" (``s`` without its
    period) puts there — "all cards exiled with ~" — or None. "Them" is read so only in an ability whose condition
    names the cards exiled with ~ just before it ("if there are cards exiled with ~, put them …")."""
    m = _PUT.fullmatch(s)
    if m is None:
        return None
    if m.group(1) == "them" and not re.search(rf"\bif {THERE_ARE.pattern}, put them\b", ability or ""):
        return None
    return "all cards exiled with ~"
