"""One permanent of a target player's, chosen by the controller: "Exile a creature with the greatest power among
creatures target opponent controls." (Fall of the Impostor's chapter III), "Destroy a creature target opponent
controls."

The player is a target, chosen as the ability is put on the stack (115.1, 601.2c); the permanent is not: the ability's
controller chooses it as the instruction is applied (608.2d), among the permanents that player then controls. "With
the greatest power among creatures target opponent controls": a creature of that player's with no creature of theirs
of greater power (208.1; the comparison with the candidate's own controller's, kb.engine.theirgreatest, is the same
set here) — several tied each qualify and the choice among them is the controller's (stated with ``choose:``,
unstated refused, never guessed). kb.engine.actions_subjects chooses among the permanents the players named by the
subject's ``of`` control."""
from __future__ import annotations

import re

__all__ = ["read_target_players_pick"]

_FORM = re.compile(r"(?:a|an|one) (?P<noun>.+?) (?P<who>target (?:player|opponent)) controls")
_GREATEST = re.compile(r"(?P<noun>.+?) with the (?:greatest|highest) (?:power|toughness|mana value) among (?P<set>.+)")
_OTHER_PLAYER = re.compile(r"\b(?:you|your|opponents?|players?|target|that|they|their|controls?|owns?)\b")


def read_target_players_pick(p: str, subject_of, parse_selector, Subject):
    """The Subject of "a creature [with the greatest power among creatures] target opponent controls": one object
    chosen as it resolves (``chosen``) whose ``of`` is the target player; None for other words (a noun naming another
    player or zone, words the selector doesn't read)."""
    if " controls" not in p or "target" not in p:
        return None
    m = _FORM.fullmatch(p)
    if m is None:
        return None
    noun = m.group("noun")
    g = _GREATEST.fullmatch(noun)
    from .errors import ParseError
    try:
        if g is not None:
            if _OTHER_PLAYER.search(g.group("noun")) or _OTHER_PLAYER.search(g.group("set")):
                return None
            from .theirgreatest import read_their_greatest
            sel = read_their_greatest(f"a {noun} they control", parse_selector)   # their own set (208.1, 202.3)
        else:
            if _OTHER_PLAYER.search(noun):
                return None
            sel = parse_selector(noun)
    except ParseError:
        return None
    if sel is None:
        return None
    return Subject("chosen", selector=sel, of=subject_of(m.group("who")), text=p)
