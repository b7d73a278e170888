"""Escape granted with its cost defined by a second sentence: "Each nonland card in your graveyard has escape. The
escape cost is equal to the card's mana cost plus exile three other cards from your graveyard." (Underworld Breach).

702.138a: "Escape [cost]" means "You may cast this card from your graveyard by paying [cost] rather than paying its
mana cost", following the rules for alternative costs (601.2b, 601.2f-h). The second sentence gives the escape just
granted its cost: the mana cost of the card that has it, plus the other costs written after "plus" (read by the cost
reader, kb.engine.instructions.parse_costs). The keyword granted is ``escape equal to its mana cost plus <costs>``,
whose cost is read when the card is cast (kb.engine.altcosts.chosen_alternative). A card with no mana cost can't pay a
cost based on it (118.6 of today's rules: unpayable).

As the flashback of kb.engine.flashbackgrant: a cost given otherwise ("twice the card's mana cost") is not read.
"""
from __future__ import annotations

import re

__all__ = ["ESCAPE_PARAM", "escape_cost_sentence", "escape_cost_ops", "granted_escape", "escape_param_words"]

ESCAPE_PARAM = "equal to its mana cost"
_SENTENCE = re.compile(r"The escape cost is equal to (?:its|that card's|the card's) mana cost(?: plus (.+?))?\.?")
_PARAM = re.compile(re.escape(ESCAPE_PARAM) + r"(?: plus (.+))?", re.I)


def _costs(words: str):
    """The costs written after "plus" (a tuple of Cost), or None when the cost reader can't read them
    (kb.engine.costreader)."""
    from .costreader import read_costs
    costs = read_costs(words)
    return costs if costs and all(c.kind != "mana" for c in costs) else None


def escape_cost_sentence(raw: str) -> str | None:
    """The sentence gives an escape just granted its cost: the keyword's parameter (``equal to its mana cost plus
    exile three other cards from your graveyard``), or None (not this sentence, or costs after "plus" not read)."""
    m = _SENTENCE.fullmatch(raw.strip())
    if m is None:
        return None
    if m.group(1) is None:
        return ESCAPE_PARAM
    return f"{ESCAPE_PARAM} plus {m.group(1)}" if _costs(m.group(1)) is not None else None


def escape_cost_ops(ops, param: str) -> tuple | None:
    """The ability-adding effects ``ops`` with the escape they grant given its cost (``param``); None when they grant
    no escape without a cost (kb.engine.flashbackgrant.keyword_cost_ops, flashback's the same way)."""
    from .flashbackgrant import keyword_cost_ops
    return keyword_cost_ops(ops, "escape", param)


def granted_escape(card, kws, zone: str, rule_no) -> tuple | None:
    """``card`` cast with escape (``kws``: its keywords, printed and granted): its escape "equal to its mana cost plus
    …" as ("escape", mana, other costs, None); None when it has no such escape. Errors name the rule: cast only from a
    graveyard (702.138a), more than one escape ability with the one used not stated, no mana cost (118.6)."""
    from .errors import EngineError
    escapes = [a for a in kws if a.name.lower().startswith("escape")]
    mine = [a for a in escapes if _PARAM.fullmatch(a.name[len("escape"):].strip())]
    if not mine:
        return None
    if len({a.name.lower() for a in escapes}) > 1:
        raise EngineError(f"{card.name} has more than one escape ability: which one is used (its cost) is not stated "
                          f"({rule_no('escape')})")
    if zone != "graveyard":   # 702.138a: cast from a graveyard
        raise EngineError(f"{card.name} is in the {zone}: escape casts it from a graveyard ({rule_no('escape')})")
    if card.mana_cost is None:   # 118.6: a cost based on the mana cost of an object with none is unpayable
        raise EngineError(f"{card.name} has no mana cost: an escape cost equal to its mana cost is an unpayable cost "
                          f"({rule_no('escape')})")
    rest = _PARAM.fullmatch(mine[0].name[len("escape"):].strip()).group(1)
    others = _costs(rest) if rest else ()
    if others is None:
        raise EngineError(f"{card.name}: its escape cost can't be read ({rule_no('escape')})")
    return "escape", card.mana_cost, others, None


def escape_param_words(param: str, render) -> str | None:
    """The words a granted escape's parameter accounts for (kb.engine.render), or None when it is not this one."""
    m = _PARAM.fullmatch(param.strip())
    if m is None:
        return None
    words = "the escape cost is equal to its that card's the card's mana cost"
    if m.group(1):
        costs = _costs(m.group(1))
        if costs is None:
            return None
        return f"{words} plus {render(costs)}"
    return words
