""""Artifacts and creatures target opponent controls don't untap during that player's next untap step" (Icebreaker
Kraken): a rules effect (502.3) on the permanents of the kind the targeted player controls as their next untap step
comes — not only those they controlled as it resolved (611.2c: an effect that changes the rules is not locked to a
set of objects; the card's ruling: "even if they were untapped as the ability resolved or that player didn't control
them at that time"). It lasts until that player's next untap step is over (611.2a).

Applied as the same effect as "Lands you control don't untap during your next untap step" made for the targeted
player: its selector's "you control" (added as it resolves) and its untap step are that player's (the effect's
``you``, bound as the ability resolves to the player chosen as its target, 115.1).
"""
from __future__ import annotations

import re

__all__ = ["read_group_no_untap", "bind_for_player"]

_GROUP = re.compile(r"(.+?) (target opponent|target player) controls? don't untap during that player's next untap step")


def read_group_no_untap(s: str, pc, tg, prev, raw: str, parse_selector, subject_of):
    """The instruction for the sentence ``s``, or None when it is not this one."""
    from .effects import RulesOp
    from .filters import Selector, AnyOf
    from .instruction_types import Instruction, Subject
    m = _GROUP.fullmatch(s[:1].lower() + s[1:])
    if not m:
        return None
    what = m.group(1)
    if re.search(r"\b(?:you|your|target|that|each|all|opponents?|players?)\b", what):
        return None   # a description naming a player of its own: not read here
    sel = parse_selector(what, pc)   # whose: the targeted player's, bound as it resolves (bind_for_player)
    if not isinstance(sel, (Selector, AnyOf)):
        return None
    who = subject_of(m.group(2), pc, tg, prev)
    return Instruction("continuous", Subject("selector", selector=sel, text=what), (RulesOp(label="doesn't untap during your untap step"),),
                       "next_untap", rules=True, text=raw, opts={"for_player": who})


def bind_for_player(game, eff, ins, rc) -> bool:
    """The effect made for the player ``ins.opts["for_player"]`` names (the target chosen, still legal): its ``you``
    is that player. False (nothing made) when it names no one player."""
    from .filters import with_controller
    found = [r[1] for r in game.subjects(ins.opts["for_player"], rc, ins) if r[0] == "player"]
    if len(found) != 1:
        return False
    eff.you = found[0]
    if eff.rules_selector is not None:
        eff.rules_selector = with_controller(eff.rules_selector, "you")   # "… that player controls"
    elif eff.duration == "next_untap":
        # a set of permanents held through that player's untap step only, whoever controls them then, the effect
        # ending as that untap step is over (the label of kb.engine.exert's "the untap step of" a player, 611.2a)
        from .effects import HELD_THROUGH_UNTAP_OF, RulesOp
        eff.ops = tuple(RulesOp(label=HELD_THROUGH_UNTAP_OF + found[0]) if isinstance(op, RulesOp) else op for op in eff.ops)
    return True
