""""You may cast your commander from the command zone without paying its mana cost." (Geode Golem).

Your commander is the card your deck designates (903.3); the effect lets its controller cast it from the command zone
(408.1) as the ability resolves (608.2g), paying no mana cost (118.9) — an additional cost, the commander tax among
them (903.8), is still paid: after an earlier cast from the command zone (or an unstated number of them) the engine,
which doesn't add the tax, can't tell whether it could be paid, and every answer is "cannot decide". The scenario says whether and how: ``choose: {cast: {card: NAME, targets: [...]}}`` (``card``
may be left out with one commander there) or ``cast: false``; unstated, an error asks. With two commanders there
(partner, 702.124) the card must be named. No commander in the command zone: nothing is cast. Which card is the
commander not stated, or rules without commanders: "cannot decide" (kb.engine.commandertohand)."""
from __future__ import annotations

import re

__all__ = ["COMMANDER_CAST", "read_commander_cast", "commander_cast_free"]

COMMANDER_CAST = "commander_cast_free"
_SENTENCE = re.compile(r"(?:[Yy]ou may )?[Cc]ast your commander from the command zone without paying its mana cost")


def read_commander_cast(s: str) -> bool:
    """``s``: a sentence without its period. Whether it is this instruction (of kind :data:`COMMANDER_CAST`)."""
    return bool(_SENTENCE.fullmatch(s.strip()))


def commander_cast_free(state, ins, rc, item, stated_costs) -> None:
    """Cast the resolving player's commander from the command zone without paying its mana cost (608.2g, 118.9).
    ``stated_costs``: kb.engine.stack's reader of the objects a cast names to pay its additional costs."""
    from .commandertohand import commanders_in_command_zone
    from .errors import EngineError
    from .words import said_none
    there = commanders_in_command_zone(state, ins, rc.you)
    if there is None:
        return
    want = rc.choices.get("cast")
    if want is None:
        raise EngineError(f"{item.name}: {rc.you} may cast their commander from the command zone as it resolves: give "
                          f"choose: {{cast: {{card: NAME, targets: [...]}}}} or cast: false ({state.rule_no('alternative_cost')})")
    if said_none(want):
        state.log.add(f"{rc.you} chooses not to cast their commander this way", "alternative_cost", indent=1, kind="step")
        rc.did = False
        return
    if not there:
        state.log.add(f"\u201c{ins.text}\u201d: {rc.you} has no commander in the command zone; nothing is cast",
                      "commander_designation", indent=1, kind="step")
        return
    if isinstance(want, str):
        want = {"card": want}
    if want is True:
        want = {}
    if not isinstance(want, dict):
        raise EngineError(f"{item.name}: choose: {{cast: ...}} takes {{card: NAME, targets: [...]}} or false")
    name = want.get("card")
    held = [o for o in there if name is None or str(name) in (o.alias, o.card.name)]
    if not held or (name is None and len(held) > 1):
        raise EngineError(f"{item.name}: {name or 'which commander'} is not the one commander of {rc.you} in the command "
                          f"zone ({', '.join(o.alias for o in there)}): give choose: {{cast: {{card: NAME}}}} "
                          f"({state.rule_no('choices_on_resolution')})")
    o = held[0]
    before = state.player(rc.you).commander_casts
    if before != 0:
        # 903.8: the commander tax is an additional cost, paid even when the mana cost isn't; the engine doesn't add
        # it, so whether it could be paid — whether the commander is cast at all — is not decided
        state.note_unknown(f"“{ins.text}”: {o.alias} was cast from the command zone "
                           f"{'an unstated number of' if before is None else before} time(s) before: the commander tax "
                           f"({state.rule_no('commander_tax')}) must still be paid, and whether it is can't be decided")
    # X: the cast without paying the mana cost refuses any X but 0 (107.3b, kb.engine.stack)
    state.cast(o, controller=rc.you, targets=want.get("targets") or (), mode=want.get("mode"), x=want.get("x"),
               free=True, costs=stated_costs(want))   # its additional costs are still paid (118.8)
