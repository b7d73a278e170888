"""Flashback granted with its cost defined by a second sentence (702.34a): "Target instant or sorcery card in your
graveyard gains flashback until end of turn. The flashback cost is equal to its mana cost."

702.34a: "Flashback [cost]" means "You may cast this card from your graveyard if the resulting spell is an instant or
sorcery spell by paying [cost] rather than paying its mana cost" and "If the flashback cost was paid, exile this card
instead of putting it anywhere else any time it would leave the stack." The sentence "The flashback cost is equal to
its mana cost." gives the flashback just granted by the instruction before it its cost: the keyword granted is
``flashback equal to its mana cost``, whose cost is the mana cost of the card that has it (kb.engine.altcosts), read
when it is cast. A granted flashback is the card's as its characteristics are now (613.1f): ``granted_keywords``
gives the cast the keywords the card has in its zone that it doesn't print.

The static form ("Each instant and sorcery card in your graveyard has flashback. The flashback cost is equal to that
card's mana cost.") is read the same way by the static reader (kb.engine.parser.parse_static). Not read here: a
flashback cost given otherwise ("… equal to its mana cost plus {1}").
"""
from __future__ import annotations

import re
from dataclasses import replace

__all__ = ["MANA_COST_PARAM", "flashback_cost_sentence", "give_mana_cost", "mana_cost_ops", "keyword_cost_ops", "granted_keywords"]

MANA_COST_PARAM = "equal to its mana cost"
_SENTENCE = re.compile(r"The flashback cost is equal to (?:its|that card's) mana cost\.?")


def flashback_cost_sentence(raw: str) -> bool:
    """Whether the sentence gives a flashback just granted its cost: the card's mana cost."""
    return bool(_SENTENCE.fullmatch(raw.strip()))


def give_mana_cost(done: list) -> bool:
    """The instruction before (``done``'s last) grants flashback with no cost: it grants ``flashback equal to its
    mana cost`` instead. False when it grants no such flashback (the sentence is then not read)."""
    if not done:
        return False
    ins = done[-1]
    parts = getattr(getattr(getattr(ins, "subject", None), "selector", None), "parts", None)
    if parts and len({frozenset(getattr(p, "zones", ())) for p in parts}) > 1:
        return False   # "each instant and sorcery card in your graveyard" read as cards of two zones: not this grant
    ops = mana_cost_ops(getattr(ins, "ops", ()) or ())
    if ops is None:
        return False
    ins.ops = ops
    return True


def mana_cost_ops(ops) -> tuple | None:
    """The ability-adding effects ``ops`` with the flashback they grant given its cost, the card's mana cost (a
    static ability's sentence before it, kb.engine.parser.parse_static, or an instruction's); None when they grant no
    flashback without a cost."""
    return keyword_cost_ops(ops, "flashback", MANA_COST_PARAM)


def keyword_cost_ops(ops, keyword: str, param: str) -> tuple | None:
    """The ability-adding effects ``ops`` with each ``keyword`` they grant without a cost given the cost ``param``
    (flashback's "equal to its mana cost", escape's "… plus exiling …", kb.engine.escapegrant); None when they grant
    no such keyword."""
    from .abilities import Keyword
    hit = False
    out = []
    for op in ops:
        add = getattr(op, "add", None)
        if add and any(isinstance(a, Keyword) and a.name.lower() == keyword for a in add):
            op = replace(op, add=tuple(Keyword(f"{keyword} {param}", text=f"{keyword.capitalize()} {param}")
                                       if isinstance(a, Keyword) and a.name.lower() == keyword else a for a in add))
            hit = True
        out.append(op)
    return tuple(out) if hit else None


def granted_keywords(card, work) -> list:
    """The keyword abilities the card has in its zone (``work``: its evaluated object, 613.1f) that it doesn't print:
    a flashback granted by an effect."""
    if work is None:
        return []
    printed = {a.name.lower() for a in card.abilities if getattr(a, "kind", "") == "keyword"}
    return [h.ability for h in getattr(work, "abilities", ()) if getattr(h.ability, "kind", "") == "keyword"
            and h.ability.name.lower() not in printed]
