"""A static ability changing one keyword's cost: "Buyback costs cost {2} less." (Memory Crystal), "Dash costs you pay cost
{2} less." (Warbringer).

601.2f: the total cost is the mana cost or alternative cost, plus additional costs and cost increases, minus cost
reductions, determined as the spell is cast (its card already on the stack, 601.2a). A change of "buyback costs" applies
to the buyback cost, an additional cost paid as the spell is cast (702.27a); a change of "dash costs" to the dash cost,
the alternative cost the spell is cast for (702.109a). It changes only the generic mana of that cost, never below {0}
(601.2f), and no other part of the total cost (the cards' rulings: Memory Crystal "only affects generic mana portions of
buyback costs … does not apply to other parts of the cost"; Warbringer's "can't affect the colored mana requirement of a
dash cost"). "Buyback costs" are every player's (the spells of every controller); "dash costs you pay" are those of the
spells the static's controller casts. A static ability of a permanent works on the battlefield (113.6): a card with it
doesn't change its own cost as it is cast.

The keywords read: buyback and dash; the static's words otherwise (a count, a condition) are not read here, so the line
stays unread and a cast with it on the battlefield is "cannot decide" (kb.engine.scenario's unread cost changes).
"""
from __future__ import annotations

import re

__all__ = ["KEYWORD_COST_VERBS", "read_keyword_cost_change", "keyword_cost_changed"]

# the keyword as the static names it → the CostOp verb of its change (kb.engine.effects.CostOp.verb)
KEYWORD_COST_VERBS = {"buyback": "buyback", "dash": "dash"}
# keyword → the concept its cost's rule is cited by (kb.engine.concepts)
_CONCEPT = {"buyback": "buyback", "dash": "dash"}

_LINE = re.compile(r"(?P<kw>Buyback|Dash) costs(?P<you> you pay)? cost \{(?P<n>\d+)\} (?P<dir>less|more)\.?")


def read_keyword_cost_change(s: str, pc, parse_selector):
    """(selector, CostOp) of "[Buyback|Dash] costs [you pay] cost {N} less|more", else None. The selector is the spells
    on the stack whose cost it changes: every spell, or with "you pay" the spells its controller controls (a spell's
    controller is the player who cast it and pays its costs, 601.2, 601.2h)."""
    from .effects import CostOp
    m = _LINE.fullmatch(s.strip())
    if not m:
        return None
    sel = parse_selector("spells you control" if m.group("you") else "spells", pc)
    if getattr(sel, "zones", None) != frozenset(("stack",)):
        return None
    n = int(m.group("n"))
    return sel, CostOp(amount=-n if m.group("dir") == "less" else n, label=s.strip().rstrip("."),
                       verb=KEYWORD_COST_VERBS[m.group("kw").lower()])


def keyword_cost_changed(engine, spell_obj, keyword: str, cost):
    """The ``keyword`` ('buyback', 'dash') part ``cost`` (a ManaCost) of the total cost of the spell ``spell_obj`` being
    cast, changed by the statics that change that keyword's costs and find the spell (601.2f): its generic mana plus the
    increases minus the reductions, never below zero; its other symbols unchanged. Each change is logged."""
    from .values import ManaCost
    verb = KEYWORD_COST_VERBS[keyword]
    snap = engine.evaluate()
    w = snap.get(spell_obj.oid)
    if w is None:
        return cost
    changes = [op for sel, ctx, op in snap.cost_changes
               if getattr(op, "verb", "") == verb and sel is not None and sel.match(w, ctx)]
    if not changes:
        return cost
    syms = list(cost.symbols)
    generic = sum(int(x) for x in syms if x.isdigit())
    rest = [x for x in syms if not x.isdigit()]
    for op in changes:
        engine.log.add(f"\u201c{op.label}\u201d changes the generic mana of the {keyword} cost by {op.amount:+d}",
                       "cast_total_cost", _CONCEPT[keyword], indent=1, kind="step")
    generic = max(0, generic + sum(op.amount for op in changes))   # 601.2f: not less than {0}
    return ManaCost(tuple([str(generic)] if generic or not rest else []) + tuple(rest))
