"""A blocking creature's damage assignment order, under the rules of 2009-07-11 to 2024-11-07 (509.3 then).

"For each blocking creature, the defending player announces that creature's damage assignment order, which consists of
the creatures it's blocking in an order of that player's choice" (509.3 then); a blocker blocking two or more creatures
"assigns its combat damage to those creatures according to the damage assignment order announced for it" and can't
assign damage to one unless each creature before it is assigned lethal damage (510.1d then). The block step's
``order: {BLOCKER: [ATTACKER, ...]}`` states it, as ``order: {ATTACKER: [BLOCKER, ...]}`` states an attacker's (509.2
then): the blocker's list of the creatures it blocks (kb.engine.combat) is put in that order and marked as said, so the
assignment is checked against it. Not stated, the order is the one the assignment shows, when one makes it legal
(kb.engine.combat's ``_split_damage``), as for an attacker.
"""

from __future__ import annotations

from .errors import EngineError


def blocker_orders(state, combat) -> None:
    """Apply the stated damage assignment order of each creature blocking two or more attackers (509.3 then)."""
    said = state.choices.get("order")
    if not isinstance(said, dict):
        return
    for b, atts in list(combat.blocks.items()):
        if len(atts) < 2:
            continue
        want = said.get(state.objects[b].alias)
        if not want:
            continue
        order = [state.obj(x).oid for x in (want if isinstance(want, list) else [want])]
        if sorted(order) != sorted(atts):
            raise EngineError(f"order: {state.objects[b].alias}'s damage assignment order must name each creature it "
                              f"blocks once: {', '.join(state.objects[a].alias for a in atts)} "
                              f"({state.rule_no('combat_blocker')})")
        combat.blocks[b] = order
        combat.order_said.add(b)
        state.log.add(f"damage assignment order for {state.objects[b].alias}, as the defending player announces it: "
                      f"{', '.join(state.objects[x].alias for x in order)}", "combat_blocker", indent=1, kind="step")
