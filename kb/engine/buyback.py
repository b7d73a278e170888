"""Buyback (702.27a; 702.24a-702.26a in 2009-2021, 502.16a from 2001-07-23, the glossary's "Buyback" in 1999): an optional additional cost of an instant or
sorcery.

"Buyback [cost]" means "You may pay an additional [cost] as you cast this spell" and "If the buyback cost was paid, put
this spell into its owner's hand instead of into that player's graveyard as it resolves." (702.27a). Whether it is
paid is announced as the spell is cast (601.2b) — a scenario's cast step says ``buyback: true``; not said, it isn't
paid — and its cost is part of the total cost (601.2f; its mana added, other parts such as "Sacrifice a land" paid as
the spell's costs are, 601.2h). Paid, the spell goes to its owner's hand as it resolves (608.2n) — not when it is
countered or doesn't resolve (608.2b). Another effect replacing the same move (a graveyard's "exile it instead") is
one its owner orders with it (616.1): unstated, cannot decide. Flashback's and aftermath's exile, which apply wherever
the spell would go, win in any order (702.34a, 702.127a).
"""
from __future__ import annotations

import re

from .errors import EngineError

__all__ = ["BUYBACK", "buyback_costs", "announce_buyback", "buyback_parts", "returns_to_hand"]

BUYBACK = re.compile(r"^buyback(?:\s+(?P<mana>(?:\{[^}]+\})+)|\s*[\u2014-]\s*(?P<words>.+?))\.?$", re.I)


def buyback_costs(card) -> list:
    """The buyback costs of ``card`` as written ("{3}", "Sacrifice a land"), one per keyword instance."""
    out = []
    for a in getattr(card, "abilities", ()) or ():
        if getattr(a, "kind", "") != "keyword":
            continue
        m = BUYBACK.match((a.name or "").strip())
        if m:
            words = m.group("words")
            out.append(m.group("mana").upper() if m.group("mana") else words[:1].upper() + words[1:])
    return out


def buyback_parts(written: str):
    """(mana, other costs) of a buyback cost as written, as kicker's are read (kb.engine.altcosts.kicker_parts); None
    when the cost reader doesn't read it."""
    from .altcosts import kicker_parts
    return kicker_parts(written)


def announce_buyback(state, item, card, paid) -> None:
    """601.2b: the caster announces paying the buyback cost (``paid``: the step's ``buyback``, True or False/None).
    Paid on a card without buyback: refused; with a cost the engine doesn't read, or under an edition whose rules don't
    define buyback: noted unknown. Records the cost on ``item.buyback``."""
    if paid in (None, False):
        return
    if paid is not True:
        raise EngineError(f"buyback: {paid!r} — say buyback: true (the buyback cost is paid) or false "
                          f"({state.rule_no('buyback')})")
    costs = buyback_costs(card)
    if not costs:
        raise EngineError(f"{card.name} has no buyback ({state.rule_no('buyback')})")
    if len(costs) > 1:
        raise EngineError(f"{card.name} has {len(costs)} buyback costs: which is paid is not stated "
                          f"({state.rule_no('cast_modes')}, {state.rule_no('buyback')})")
    from .profiles import GLOSSARY_CITED
    # 1999: no numbered rule, but the glossary's "Buyback" defines it (a replacement: "the card is put into its owner's
    # hand instead of into its owner's graveyard" as it resolves) — cited as that entry (Concept.glossary)
    if not state.rules_have("buyback") and not GLOSSARY_CITED.match(state.rule_no("buyback")):
        state.note_unknown(f"{card.name}'s buyback: the rules of {state.edition} don't define it "
                           f"({state.rule_no('buyback')}): what paying it does can't be decided")
    if buyback_parts(costs[0]) is None:
        state.note_unknown(f"{card.name}'s buyback cost \u201c{costs[0]}\u201d is not read: what paying it did can't be "
                           f"decided ({state.rule_no('buyback')})")
    item.buyback = costs[0]
    state.log.add(f"{item.controller} announces paying the buyback cost {costs[0]} ({state.rule_no('cast_modes')}, "
                  f"{state.rule_no('buyback')})", "buyback", indent=1, kind="step")


def returns_to_hand(state, item, spell_obj) -> bool:
    """Whether the resolved spell ``item`` goes to its owner's hand instead of the graveyard (its buyback cost paid,
    702.27a). Another replacement of its move to the graveyard (a "would be put into a graveyard, exile it instead"
    effect) is applied in the order its owner chooses (616.1): unstated, noted unknown (the hand answered)."""
    if not getattr(item, "buyback", "") or item.is_copy or spell_obj is None:
        return False
    snap = state.evaluate()
    other, _notes, _how = state.replace_zone(spell_obj, "graveyard", "", snap)
    if other != "graveyard":
        state.note_unknown(f"{item.name}'s buyback puts it into its owner's hand instead of the graveyard, and another "
                           f"effect would put it into the {other} instead: which applies first is its owner's choice, "
                           f"not stated ({state.rule_no('replacement_order')})")
    return True
