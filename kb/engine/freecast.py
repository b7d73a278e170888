"""A permission to cast spells without paying their mana costs, given by a permanent's (or an emblem's) static
ability: "You may cast spells from your hand without paying their mana costs." (Omniscience; Tamiyo, Field
Researcher's emblem), "You may cast creature spells with mana value 3 or less from your hand without paying their mana
costs.", "Any player may cast creature spells with mana value 3 or less without paying their mana costs and as though
they had flash." (Aluren: one permission — a spell cast this way may be cast any time its caster could cast an instant,
702.8a; one whose mana cost is paid is not cast this way, so it gets no flash from it: Aluren's ruling of 2004-10-04,
"You can't choose to cast a creature as though it had flash via Aluren and still pay the mana cost").

Casting a spell without paying its mana cost is an alternative cost "applied to it from another effect" (118.9): its
caster chooses it as the spell is cast (118.9a, 601.2b) — a cast step says so with ``alternative: without paying`` —
and it is the only alternative cost applied (118.9a); additional costs and cost increases still apply (118.9d,
601.2f). It is allowed when a rules effect of that kind whose controller is the caster ("you"; "any player": anyone)
describes the spell as it would be on the stack (its mana value with X, 202.3e) and, for "from your hand", the card is
cast from its caster's hand; else the cast is refused naming 118.9. With no mana cost paid, X can only be 0 (107.3b;
kb.engine.stack checks the announced X).
"""
from __future__ import annotations

import re


__all__ = ["FREE_CAST", "free_cast_alternative", "free_cast_flash", "free_cast_words", "read_free_cast_turn"]

FREE_CAST = "without paying"   # the cast step's ``alternative:`` for this alternative cost
_TURN = re.compile(r"Until end of turn, (you may cast .+? without paying their mana costs)")


def read_free_cast_turn(s: str, raw: str, parse_label):
    """"Until end of turn, you may cast spells from your hand without paying their mana costs." (Chandra, Flame's
    Catalyst): a resolving spell's or ability's permission of this kind for the rest of the turn (611.2a), its
    controller's ("you") — a rules effect (613.11) that changes no object, so it is not locked to any (611.2c). Its
    instruction (``parse_label``: kb.engine.parser.free_cast_permission, which must read the words), or None."""
    from .effects import RulesOp
    from .instruction_types import Instruction
    m = _TURN.fullmatch(s.strip().rstrip("."))
    if m is None:
        return None
    label = m.group(1)[0].upper() + m.group(1)[1:]
    if parse_label(label) is None:
        return None
    return [Instruction("continuous", None, (RulesOp(label=label),), "end_of_turn", rules=True, text=raw)]

def free_cast_words(label: str, render) -> str | None:
    """The words of the label (kb.engine.render), or None for another label."""
    from .parser import free_cast_permission
    f = free_cast_permission(label)
    if f is None:
        return None
    return ("you" if f[0] == "you" else "any each player") + " may cast spell " + \
        (render(f[1]) if f[1] is not None else "") + (" from your hand" if f[2] else "") + \
        " without paying their mana cost" + (" and as though had flash" if f[3] else "")


def _covering(state, card_obj, caster: str, cast_from: str, flash: bool):
    """The first permission of this kind (a rules effect; with ``flash``, one that says "and as though they had flash")
    that lets ``caster`` cast ``card_obj`` from ``cast_from`` this way: (the effect, its label), or None."""
    from .filters import Ctx
    from .parser import free_cast_permission
    snap = state.evaluate()
    w = snap.get(card_obj.oid)
    if w is None:
        return None
    spell = w.as_spell(caster)
    for e, labels in snap.rules:
        src = snap.work.get(e.source) if e.source is not None else None
        for lab in labels:
            f = free_cast_permission(str(lab))
            if f is None or (flash and not f[3]) or \
                    (f[0] == "you" and (e.you or (src.controller if src is not None else None)) != caster):
                continue
            if f[2] and not (cast_from == "hand" and card_obj.owner == caster):
                continue
            if f[1] is None or f[1].match(spell, Ctx(snap.work, src, caster)):
                return e, lab
    return None


def free_cast_flash(state, card_obj, caster: str) -> bool:
    """Whether a spell cast this way (``alternative: without paying``) may be cast as though it had flash (702.8a): a
    permission that says so covers it (the timing check of kb.engine.stack; the cost is then checked by
    :func:`free_cast_alternative`)."""
    got = _covering(state, card_obj, caster, card_obj.zone, True)
    if got is not None:
        state.log.add(f"{card_obj.alias} may be cast as though it had flash, cast without paying its mana cost: "
                      f"{got[0].source_name or got[0].label}", "sorcery_timing", indent=1, kind="step")
    return got is not None


def free_cast_alternative(state, card, card_obj, caster: str, cast_from: str) -> tuple:
    """The alternative cost chosen with ``alternative: without paying`` (118.9), as
    kb.engine.altcosts.chosen_alternative returns one: (FREE_CAST, no mana, (), None) — when a permission of this kind
    covers the spell, or a permission to play that card without paying its mana cost does (611.2a, kb.engine.looking;
    beside one to play it paying, as "you may play cards this way without paying their mana costs" gives) — an
    EngineError naming 118.9 when none does. Its X is 0 (107.3b: kb.engine.stack refuses another),
    so its mana value on the stack is its card's (202.3e)."""
    from .errors import EngineError
    from .values import ManaCost
    rule = state.rule_no("alternative_cost")
    got = _covering(state, card_obj, caster, cast_from, False)
    if got is not None:
        state.log.add(f"{card_obj.alias} is cast without paying its mana cost: {got[0].source_name or got[0].label} "
                      "permits it", "alternative_cost", indent=1, kind="step")
        return FREE_CAST, ManaCost(()), (), None
    if any(p.get("free") for p in getattr(state, "play_permissions", ()) if p["oid"] == card_obj.oid and
           p["player"] == caster):   # "you may play cards this way without paying their mana costs" (impulse, 611.2a)
        state.log.add(f"{card_obj.alias} is cast without paying its mana cost, as a permission to play it allows",
                      "alternative_cost", indent=1, kind="step")
        return FREE_CAST, ManaCost(()), (), None
    raise EngineError(f"nothing permits casting {card_obj.alias} from {_zone_words(cast_from)} without paying its mana "
                      f"cost ({rule})")


def _zone_words(zone: str) -> str:
    return "a hand" if zone == "hand" else f"a {zone}" if zone in ("graveyard", "library") else zone
