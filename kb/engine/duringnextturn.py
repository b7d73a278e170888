"""An effect that applies during one player's next turn: "During target player's next turn, each creature that player
controls attacks if able." (Rowan Kenrith); "During target opponent's next turn, creatures that player controls attack
~ if able." (Gideon Jura).

- The duration (611.2a: an effect lasts as long as the ability states): the effect is created as the ability
  resolves, but it applies only during the targeted player's next turn — not during the rest of the current turn,
  even when that player is the active player — and it ends as that turn ends. The engine keeps it aside
  (``state.deferred_effects``) until that turn begins (:func:`begin_turn`), then applies it until end of turn
  (514.2: it ends in that turn's cleanup step). A player who leaves the game (800.4a) takes no turn: it never applies.
- The requirement (508.1d): "attack(s) if able" during a turn is a requirement in each declare attackers step of that
  turn, the rules label "attacks each combat if able" (kb.engine.declare). "attack(s) ~ if able" is obeyed only by an
  attack on the ability's source, the planeswalker (the rules label :data:`ATTACKS_SOURCE`, "~" made the source
  object, kb.engine.effects.with_source); if it can't be attacked (it left the battlefield, 306.8), nothing is
  required (the rulings of Gideon Jura).
- "creatures that player controls" is not a set fixed as the ability resolves (611.2c is about characteristics; the
  ruling of Gideon Jura: creatures that come under that player's control later are affected): a rules effect whose
  description is matched when attackers are declared, with "that player" the targeted player (bound as it resolves,
  kb.engine.nextuntapgroup.bind_for_player).

Only these words are read: another duration ("during that player's next combat", "during its controller's next
turn") or another instruction after the comma stays unread.
"""
from __future__ import annotations

import re

__all__ = ["DURING_NEXT_TURN", "ATTACKS_SOURCE", "read_during_next_turn", "defer", "begin_turn"]

DURING_NEXT_TURN = "during_next_turn"   # an Instruction / ContinuousEffect duration: the named player's next turn
ATTACKS_SOURCE = "attacks ~ if able"    # the rules label (kb.engine.effects.SOURCE_LABELS, kb.engine.declare)
_LEAD = re.compile(r"During (target player|target opponent)'s next turn, (.+)")
_REQUIREMENT = re.compile(r"(?:each )?(?P<what>.+?) that player controls (?P<verb>attacks?)(?P<src> ~)? if able")


def read_during_next_turn(s: str, pc, tg, prev, raw: str, parse_selector, subject_of):
    """The instruction for the sentence ``s`` (without its period), or None when it is not one of these."""
    from .effects import RulesOp
    from .filters import Selector, AnyOf
    from .instruction_types import Instruction, Subject
    m = _LEAD.fullmatch(s.strip())
    if m is None:
        return None
    r = _REQUIREMENT.fullmatch(m.group(2))
    if r is None:
        return None
    what = r.group("what")
    each = m.group(2).startswith("each ")
    if each != (r.group("verb") == "attacks") or (each and what.endswith("s")):
        return None   # "each creature … attacks" / "creatures … attack": nothing else
    if re.search(r"\b(?:you|your|target|that|each|all|opponents?|players?|other|another)\b", what):
        return None   # a description naming a player of its own: not read here
    sel = parse_selector(what, pc)   # whose: the targeted player's, bound as it resolves (bind_for_player)
    if not isinstance(sel, (Selector, AnyOf)):
        return None
    who = subject_of(m.group(1), pc, tg, prev)
    label = ATTACKS_SOURCE if r.group("src") else "attacks each combat if able"   # 508.1d: each combat of that turn
    return Instruction("continuous", Subject("selector", selector=sel, text=what), (RulesOp(label=label),),
                       DURING_NEXT_TURN, rules=True, text=raw, opts={"for_player": who})


def defer(state, eff) -> None:
    """Keep ``eff`` (made for its player, ``eff.you``) until that player's next turn begins (611.2a)."""
    state.__dict__.setdefault("deferred_effects", []).append(eff)
    state.log.add(f"{eff.label}: it applies during {eff.you}'s next turn, not before", "duration_stated", indent=1,
                  kind="step")


def begin_turn(state, active: str) -> None:
    """As ``active``'s turn begins: each effect kept for that player's next turn (made in an earlier turn) applies
    from now until this turn ends (611.2a, 514.2)."""
    kept = state.__dict__.get("deferred_effects") or []
    now = [e for e in kept if e.you == active and e.started_turn < state.turn]
    if not now:
        return
    state.__dict__["deferred_effects"] = [e for e in kept if e not in now]
    for e in now:
        e.duration = "end_of_turn"
        state.effects.append(e)
        state.log.add(f"{e.label}: {active}'s next turn begins, so the effect applies during this turn",
                      "duration_stated", indent=1, kind="step")
    state._changed()
