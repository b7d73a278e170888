""""Ninjutsu abilities you activate cost {1} less to activate." (Silver-Fur Master): a static ability changing the
activation cost of its controller's ninjutsu abilities (702.49a: ninjutsu is an activated ability of a card in a
hand) as the total cost is determined (602.2b, 601.2f): a reduction takes generic mana only, never below zero.

Commander ninjutsu is "a variant of the ninjutsu ability" (702.49d); whether such a static reaches it is not read:
activating commander ninjutsu with one in play notes its total cost undecided, never a guess.
"""
from __future__ import annotations

import re

__all__ = ["NINJUTSU_VERB", "read_ninjutsu_cost", "ninjutsu_total"]

NINJUTSU_VERB = "ninjutsu"   # CostOp.verb of this static's change (kb.engine.effects.CostOp)

_LINE = re.compile(r"Ninjutsu abilities you activate cost \{(\d+)\} less to activate\.?")


def read_ninjutsu_cost(s: str, pc, parse_selector):
    """(selector, CostOp) of "Ninjutsu abilities you activate cost {N} less to activate", else None. The selector is
    the cards the static's controller owns in a hand or the command zone (where a card's ninjutsu or commander
    ninjutsu functions, 702.49a, 702.49d)."""
    from .effects import CostOp
    m = _LINE.fullmatch(s.strip())
    if not m:
        return None
    sel = parse_selector("cards you own", pc, default_zone=frozenset(("hand", "command")))
    return sel, CostOp(amount=-int(m.group(1)), label=s.strip().rstrip("."), verb=NINJUTSU_VERB)


def ninjutsu_total(engine, cost: str, who: str, commander: bool, concept: str, o=None, item=None) -> str:
    """The total mana cost of a ninjutsu ability ``who`` activates (601.2f, 602.2b): ``cost`` changed by the ninjutsu
    cost changes of the statics ``who`` controls, and by the general changes of the activated abilities of the
    objects a static describes ("Activated abilities of cards in your hand cost {1} less to activate", the card ``o``
    among them: kb.engine.sourcecost, as any activation's total, 602.2b), logged; a commander ninjutsu's change by a
    ninjutsu static is noted undecided (702.49d) — for ``who``'s pool alone (the cost is theirs to pay)."""
    from .sourcecost import reduced_generic, source_cost_changes
    from .unknowns import Unknown, has_mana_burn
    snap = engine.evaluate()
    changes = [op for _sel, ctx, op in snap.cost_changes
               if getattr(op, "verb", "") == NINJUTSU_VERB and ctx.you == who]
    sourced = source_cost_changes(engine, o, item, snap) if o is not None else []
    if not changes and not sourced:
        return cost
    if commander and changes:
        reason = (f"\u201c{changes[0].label}\u201d: whether it reduces a commander ninjutsu ability's cost (a variant of "
                  f"ninjutsu, {engine.rule_no(concept)}) is not read: the total cost can't be decided")
        if reason not in engine.__dict__.setdefault("_remembered", set()):
            engine._remembered.add(reason)
            engine.unknowns.append(Unknown(reason, frozenset(("mana", "life")) if has_mana_burn(engine)
                                           else frozenset(("mana",)), since=engine.clock, player=who))
        return cost
    syms = re.findall(r"\{([^}]+)\}", cost)
    generic = sum(int(x) for x in syms if x.isdigit())
    rest = [x for x in syms if not x.isdigit()]
    delta = sum(op.amount for op in changes)
    for op in changes:
        engine.log.add(f"\u201c{op.label}\u201d changes its cost by {op.amount:+d}", "activation_cost", indent=1,
                       kind="step")
    before = generic
    generic = max(0, generic + delta)
    if sourced:   # (each logged by source_cost_changes); a floor among several changes: kb.engine.stack's doubt
        if any(s.floor for s in sourced) and changes:
            engine.unknowns.append(Unknown(
                f"\u201c{sourced[0].label}\u201d: other cost changes apply to the same ability and may be applied in any "
                f"order ({engine.rule_no('cast_total_cost')}): the total cost can't be decided",
                frozenset(("mana", "life")) if has_mana_burn(engine) else frozenset(("mana",)), since=engine.clock,
                player=who))
        generic = reduced_generic(before, generic, sourced, len(rest))
    total = ("{%d}" % generic if generic or not rest else "") + "".join("{%s}" % x for x in rest)
    engine.log.add(f"total cost {total}", "activation_cost", "cast_total_cost", indent=1, kind="step")
    return total
