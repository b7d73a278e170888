""""Put your commander into your hand from the command zone." (Command Beacon, Netherborn Altar).

Your commander is the card your deck designates (903.3); the instruction moves it from the command zone (408.1) to its
owner's hand, a new object (400.7). If it isn't in the command zone as the ability resolves (or there is no
commander), nothing is moved; with two commanders there (partner, 702.124), its controller puts one of their choice
(608.2d; the rulings of both cards): ``choose: {commander: NAME}``, never guessed. Which card is the player's commander,
not stated (``players: commander:``), is "cannot decide"; so is the instruction under rules without commanders.
"""
from __future__ import annotations

import re

__all__ = ["COMMANDER_TO_HAND", "read_commander_to_hand", "commander_to_hand", "commanders_in_command_zone"]

COMMANDER_TO_HAND = "commander_to_hand"
_SENTENCE = re.compile(r"Put your commander into your hand from the command zone")


def read_commander_to_hand(s: str) -> bool:
    """``s``: a sentence without its period. Whether it is this instruction (kb.engine.instructions makes it, of kind
    :data:`COMMANDER_TO_HAND`)."""
    return bool(_SENTENCE.fullmatch(s.strip()))


def commanders_in_command_zone(state, ins, you: str) -> list | None:
    """The commander cards of ``you`` in the command zone (903.3, 408.1); None, noted "cannot decide", when the rules
    of the edition have no commander or which card is the commander is not stated."""
    if not state.rules_have("commander_designation"):
        state.note_unknown(f"\u201c{ins.text}\u201d: the rules of {state.edition} don't say what a commander is (903.3)")
        return None
    names = state.player(you).commanders
    if names is None:
        state.note_unknown(f"\u201c{ins.text}\u201d: which card is the commander of {you} is not stated (903.3): give players: "
                           "{name, commander: NAME}")
        return None
    return [o for o in state.objects.values() if o.zone == "command" and o.owner == you and o.card.name in names
            and not (getattr(o, "token", False) or getattr(o.card, "token", False))]


def commander_to_hand(state, ins, rc, item) -> None:
    """Move the resolving player's commander from the command zone to their hand (903.3, 400.7)."""
    from .errors import EngineError
    you = rc.you
    there = commanders_in_command_zone(state, ins, you)
    if there is None:
        return
    if not there:
        state.log.add(f"\u201c{ins.text}\u201d: {you} has no commander in the command zone; nothing is put",
                      "commander_designation", indent=1, kind="step")
        return
    said = rc.choices.get("commander")
    if len(there) > 1:
        if said is None:
            state.unstated_choice(ins, item, "commander", "commander: NAME (which commander is put into the hand)")
            return
        pick = [o for o in there if o.alias.lower() == str(said).lower() or o.card.name.lower() == str(said).lower()]
        if len(pick) != 1:
            raise EngineError(f"\u201c{ins.text}\u201d: {said!r} is not one of the commanders of {you} in the command zone "
                              f"({', '.join(o.alias for o in there)}) ({state.rule_no('choices_on_resolution')})")
        there = pick
    elif said is not None and str(said).lower() not in (there[0].alias.lower(), there[0].card.name.lower()):
        raise EngineError(f"\u201c{ins.text}\u201d: {said!r} is not the commander of {you} in the command zone "
                          f"({there[0].alias}) ({state.rule_no('choices_on_resolution')})")
    state.move(there[0].oid, "hand", cause=item.name if item is not None else "")
