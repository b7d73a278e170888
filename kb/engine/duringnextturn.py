"""An effect that applies during one player's next turn: "During target player's next turn, each creature that player
controls attacks if able." (Rowan Kenrith); "During target opponent's next turn, creatures that player controls attack
~ if able." (Gideon Jura); "Up to one target creature an opponent controls attacks ~ during its controller's next turn
if able." (Gideon, Battle-Forged).

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

- "its controller's next turn": the effect is about the target creature (611.2c: fixed as it resolves); it applies
  during the next turn (after the current one) of whoever controls that creature as that turn begins — if the creature
  changed controllers, its new controller's (the ruling of Gideon, Battle-Forged). Gone from the battlefield, it is a
  new object (400.7): the effect never applies. A creature that comes under the active player's control during a turn
  (after it began) is not decided: which turn is "its controller's next" then is "cannot decide" (:func:`undecided`).

Only these words are read: another duration ("during that player's next combat", "during its controller's next
turn") or another instruction after the comma stays unread.
"""
from __future__ import annotations

import re

__all__ = ["DURING_NEXT_TURN", "ATTACKS_SOURCE", "read_during_next_turn", "defer", "begin_turn", "undecided"]

DURING_NEXT_TURN = "during_next_turn"   # an Instruction / ContinuousEffect duration: the named player's next turn
ATTACKS_SOURCE = "attacks ~ if able"    # the rules label (kb.engine.effects.SOURCE_LABELS, kb.engine.declare)
_LEAD = re.compile(r"During (target player|target opponent)'s next turn, (.+)")
_TARGETED = re.compile(r"(?P<who>(?:[Uu]p to one )?target .+?) attacks ~ during its controller's next turn if able")
_REQUIREMENT = re.compile(r"(?:each )?(?P<what>.+?) that player controls (?P<verb>attacks?)(?P<src> ~)? if able")


def read_during_next_turn(s: str, pc, tg, prev, raw: str, parse_selector, subject_of):
    """The instruction for the sentence ``s`` (without its period), or None when it is not one of these."""
    from .effects import RulesOp
    from .filters import Selector, AnyOf
    from .instruction_types import Instruction, Subject
    t = _TARGETED.fullmatch(s.strip())
    if t is not None:   # "Up to one target creature an opponent controls attacks ~ during its controller's next turn …"
        who = subject_of(t.group("who")[0].lower() + t.group("who")[1:], pc, tg, prev)
        if getattr(who, "kind", None) != "target":
            return None
        return Instruction("continuous", who, (RulesOp(label=ATTACKS_SOURCE),), DURING_NEXT_TURN, rules=True,
                           text=raw, opts={"its_controller": True})
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


def defer(state, eff, ins) -> None:
    """Keep ``eff`` until the turn it applies in begins (611.2a): its player's (``eff.you``, made for the player
    targeted), or, for "its controller's next turn", the turn of the player who then controls its one object."""
    mode = "its_controller" if (ins.opts or {}).get("its_controller") else "player"
    state.__dict__.setdefault("deferred_effects", []).append((eff, mode))
    whose = "its controller's" if mode == "its_controller" else f"{eff.you}'s"
    state.log.add(f"{eff.label}: it applies during {whose} next turn, not before", "duration_stated", indent=1,
                  kind="step")


def _controller(state, snap, eff):
    """The controller of the one object ``eff`` is about, on the battlefield (None: gone, 400.7)."""
    for oid in eff.locked or ():
        w = snap.get(oid)
        o = state.objects.get(oid)
        if w is not None and o is not None and o.zone == "battlefield":
            return w.controller
    return None


def begin_turn(state, active: str) -> None:
    """As ``active``'s turn begins: each effect kept for that player's next turn (made in an earlier turn) applies
    from now until this turn ends (611.2a, 514.2)."""
    kept = state.__dict__.get("deferred_effects") or []
    if not kept:
        return
    snap = state.evaluate() if any(mode == "its_controller" for _e, mode in kept) else None
    now, gone = [], []
    for e, mode in kept:
        if e.started_turn >= state.turn:
            continue
        if mode == "player" and e.you == active:
            now.append((e, mode))
        elif mode == "its_controller":
            who = _controller(state, snap, e)
            if who is None:
                gone.append((e, mode))   # 400.7: a new object, if it ever returns
            elif who == active:
                now.append((e, mode))
    if not now and not gone:
        return
    state.__dict__["deferred_effects"] = [k for k in kept if k not in now and k not in gone]
    for e, _mode in now:
        e.duration = "end_of_turn"
        state.effects.append(e)
        state.log.add(f"{e.label}: {active}'s next turn begins, so the effect applies during this turn",
                      "duration_stated", indent=1, kind="step")
    state._changed()


def undecided(state, snap) -> None:
    """As attackers are declared: an effect kept for "its controller's next turn" whose creature the active player
    controls now but didn't as this turn began — whether this is that turn is not decided (noted: cannot decide)."""
    for e, mode in state.__dict__.get("deferred_effects") or []:
        if mode == "its_controller" and e.started_turn < state.turn and _controller(state, snap, e) == state.active:
            state.note_unknown(f"{e.label}: its creature came under {state.active}'s control during this turn; whether "
                               f"this is its controller's next turn can't be decided ({state.rule_no('duration_stated')})")
