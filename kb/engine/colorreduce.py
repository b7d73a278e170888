"""Cost reductions by an amount of coloured mana: "Legendary spells you cast cost {R}{G} less to cast", "this spell
costs {1}{U}{U} less to cast" (601.2f), applied to the total cost as 118.7 says:

- 118.7b: a reduction by mana of a colour the cost doesn't require reduces that much generic mana;
- 118.7c: one that exceeds the cost's mana of that colour removes it, and the generic mana by the difference;
- "This effect reduces only the amount of colored mana you pay." (the card's own words): the excess reduces nothing.

A cost whose hybrid or Phyrexian symbols include the colour (118.7 says how a hybrid symbol reduces, not how a
hybrid symbol is reduced) and an edition whose rules don't have 118.7b-c (before 2010-04-23, 116.7a-b then) leave
the total cost "cannot decide", never a guess. A cost change carries its reduced symbols as :class:`Fewer` items
among the coloured symbols it adds (kb.engine.stack: ``_cost_changes``, ``own_cost_change``).
"""
from __future__ import annotations

import re
from dataclasses import dataclass

__all__ = ["Fewer", "fewer_of", "reduce_coloured", "ONLY_COLORED"]

# the card's words after its cost change (Bard Class, Morophon, Edgewalker): no reduction of generic mana
ONLY_COLORED = re.compile(r"This effect reduces only the amount of colored mana you pay\.?")


@dataclass(frozen=True)
class Fewer:
    """One coloured (or colourless) symbol a cost change takes off the total cost; ``only_colored``: never generic."""

    symbol: str
    only_colored: bool = False


def fewer_of(op) -> list:
    """The Fewer items of one application of a cost change ``op`` (kb.engine.effects.CostOp ``fewer``)."""
    return [Fewer(s, op.only_colored) for s in getattr(op, "fewer", ())]


def reduce_coloured(state, coloured: list, changes) -> int | None:
    """Take the :class:`Fewer` items of ``changes`` off ``coloured`` (the total cost's coloured symbols, changed in
    place) as 118.7b-c say; the generic mana they reduce instead is returned. Undecidable, noted as "cannot decide"
    (the total cost, so the mana paid), nothing reduced and None returned: the caller refuses no payment for a total
    cost it doesn't know (601.2f-h)."""
    fewer = [c for c in changes if isinstance(c, Fewer)]
    if not fewer:
        return 0
    rule = "colored_cost_reduction"
    if not state.rules_have(rule):
        state.note_unknown(f"the rules of {state.edition} don't say how a cost is reduced by an amount of colored mana "
                           "(a later rule, 118.7b-c, does): the total cost can't be decided (601.2f)",
                           frozenset(("mana",)))
        return None
    spill = 0
    for f in fewer:
        if f.symbol in coloured:
            coloured.remove(f.symbol)
        elif any("/" in s and f.symbol in s.split("/") for s in coloured):
            state.note_unknown(f"a cost reduction of {{{f.symbol}}} and the cost's hybrid or Phyrexian symbols: 118.7 "
                               "doesn't say which it reduces, so the total cost can't be decided (601.2f)",
                               frozenset(("mana",)))
            return None
        elif not f.only_colored:
            spill += 1   # 118.7b-c: generic mana instead (the excess of that colour)
    said = "".join("{%s}" % f.symbol for f in fewer)
    state.log.add(f"{said} less: that colour's mana taken off the total cost, any more of it than the cost requires "
                  + ("reducing nothing (only colored mana)" if all(f.only_colored for f in fewer) else
                     f"reducing generic mana ({spill})"), "colored_cost_reduction", indent=1, kind="step")
    return spill
