"""A static change of the activation costs of other objects' abilities: "Activated abilities of creatures cost {1}
less to activate. This effect can't reduce the mana in that cost to less than one mana." (Heartstone), "… of creatures
you control …" (Training Grounds), and of the abilities a player activates: "Abilities you activate that aren't mana
abilities cost {2} less to activate. This effect can't …" (Zirda, the Dawnwaker): every activated ability its
controller activates, of an object in any zone (602.1, 113.6: an ability of a card in a hand or a graveyard is
activated there), other than a mana ability (605.1a); another player's activations are not changed.

An activated ability's analog of a mana cost is its activation cost (602.2b), so the reduction applies as its total
cost is determined (601.2f), for every activated ability of an object the description selects as it is activated —
mana abilities included (605.1a: they are activated abilities; 605.3a). A reduction takes generic mana only (601.2f:
never below {0}); the second sentence stops it from leaving less than one mana in that cost: {1} stays {1}, {1}{G}
becomes {G}, and a cost with no generic mana is unchanged. Other cost changes applying to the same ability together
with such a floor may be applied in any order (601.2f), which can change the total: that total is "cannot decide".
"""
from __future__ import annotations

import re
from dataclasses import dataclass

from .effects import CostOp

_SENTENCE = re.compile(r"Activated abilities of (.+?) cost \{(\d+)\} less to activate\.?")
_YOU_ACTIVATE = re.compile(r"Abilities you activate that aren't mana abilities cost \{(\d+)\} less to activate\.?")
# "Abilities your opponents activate that target a Merfolk you control cost {2} more to activate." (602.2b, 601.2f):
# an opponent's activated ability one of whose targets (chosen first, 601.2c) is such a permanent; once per ability,
# however many of its targets are
_OPPONENTS_TARGETING = re.compile(r"Abilities your opponents activate that target (an? .+? you control) cost "
                                  r"\{(\d+)\} more to activate\.?")
FLOOR_ONE = re.compile(r"This effect can't reduce the mana in that cost to less than one mana\.?")


@dataclass(frozen=True, eq=False)
class SourceCostOp(CostOp):
    """A change of the activation cost of each activated ability of the objects its effect's selector finds (602.2b);
    ``floor``: the least mana it may leave in that cost (the card's "can't reduce … to less than one mana")."""

    floor: int = 0
    activator: str = ""          # "you": only the abilities the effect's controller activates ("Abilities you activate")
    except_mana: bool = False    # "that aren't mana abilities" (605.1a)


def read_source_cost(s: str, pc, parse_selector):
    """(selector, SourceCostOp) for "Activated abilities of creatures [you control] cost {N} less to activate", or
    None: not these words. The objects are permanents (a "creature" is on the battlefield, 110.4)."""
    m = _OPPONENTS_TARGETING.fullmatch(s.strip())
    if m:   # any object's ability, in any zone, that another player activates targeting such a permanent
        from .filters import ALL_ZONES, Selector
        aim = parse_selector(re.sub(r"^an? ", "", m.group(1)), pc)
        return Selector(zones=ALL_ZONES, describe="abilities your opponents activate"), \
            SourceCostOp(amount=int(m.group(2)), label=s, verb="source", activator="opponent", if_targets=aim)
    m = _YOU_ACTIVATE.fullmatch(s.strip())
    if m:   # "Abilities you activate that aren't mana abilities": any object's, in any zone, activated by its controller
        from .filters import ALL_ZONES, Selector
        return Selector(zones=ALL_ZONES, describe="abilities you activate"), \
            SourceCostOp(amount=-int(m.group(1)), label=s, verb="source", activator="you", except_mana=True)
    m = _SENTENCE.fullmatch(s.strip())
    if not m:
        return None
    sel = parse_selector(m.group(1), pc)
    return sel, SourceCostOp(amount=-int(m.group(2)), label=s, verb="source")


def with_floor(op) -> "SourceCostOp | None":
    """The same change with the floor of one mana (FLOOR_ONE follows it); None: ``op`` is no such change."""
    from dataclasses import replace
    if not isinstance(op, SourceCostOp):
        return None
    return replace(op, floor=1, label=op.label + " This effect can't reduce the mana in that cost to less than one mana.")


def source_cost_changes(engine, o, item, snap, mana_ability: bool = False) -> list:
    """The SourceCostOps of ``snap`` whose selector finds the object ``o`` as the ability is activated (602.2b), of the
    player activating it when the change says "you activate", not of a mana ability (``mana_ability``) when it says
    "that aren't mana abilities" (605.1a)."""
    w = snap.get(o.oid) if o is not None else None
    if w is None:
        return []
    out = []
    for sel, ctx, op in snap.cost_changes:
        if isinstance(op, SourceCostOp) and op.activator == "you" and ctx.you != getattr(item, "controller", None):
            continue   # another player's activation (602.2)
        if isinstance(op, SourceCostOp) and op.activator == "opponent" and ctx.you == getattr(item, "controller", None):
            continue   # the effect's controller's own activation (602.2)
        if isinstance(op, SourceCostOp) and op.except_mana and mana_ability:
            continue
        if isinstance(op, SourceCostOp) and op.if_targets is not None:   # "that target a Merfolk you control" (601.2c)
            aimed = [snap.get(ref[1]) for ref in (getattr(item, "targets", None) or ()) if ref and ref[0] == "obj"]
            if not any(t is not None and op.if_targets.match(t, ctx) for t in aimed):
                continue
        if isinstance(op, SourceCostOp) and sel is not None and sel.match(w, ctx):
            out.append(op)
            engine.log.add(f"\u201c{op.label}\u201d changes its cost by {op.amount:+d}", "activation_cost", indent=1,
                           kind="step")
    return out


def reduced_generic(generic_before: int, generic_other: int, ops: list, others: int) -> int:
    """The generic mana left once the source changes ``ops`` apply: ``generic_other`` is what is left with the other
    changes alone (never below 0), ``others`` how many mana symbols that are not generic the cost has. A floor keeps
    at least that much mana in the cost, but never adds mana the cost didn't have (601.2f)."""
    g = max(0, generic_other + sum(op.amount for op in ops))
    floor = max((op.floor for op in ops), default=0)
    if floor:
        g = max(g, min(generic_other, max(0, floor - others)))
    return g


def render_source_cost(op, render=str) -> str:
    """The words the change reads, its selector's words rendered with its effect (kb.engine.render)."""
    if op.activator == "opponent":   # ``render``: kb.engine.render's, passed in (no import cycle)
        return (f"abilities your opponents activate that target {render(op.if_targets)} cost {{{op.amount}}} more to "
                "activate")
    if op.activator == "you":
        return (f"abilities you activate that aren't mana abilities cost {{{abs(op.amount)}}} less to activate"
                + (" this effect can't reduce the mana in that cost to less than one mana" if op.floor else ""))
    return (f"activated abilities of cost {{{abs(op.amount)}}} less to activate"
            + (" this effect can't reduce the mana in that cost to less than one mana" if op.floor else ""))
