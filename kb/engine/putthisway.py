"""Whether a resolution put a card into a hand or onto the battlefield "this way" (issue 25): "If you didn't put a card
into your hand this way, you gain 4 life", "If you don't put a card onto the battlefield this way, create a token",
"If you put a card into your hand this way, …".

A resolving spell or ability follows its instructions in order (608.2c); the condition asks what its earlier
instructions did, as they were applied. Every zone change an instruction of this resolution makes is recorded on the
resolution (``RCtx.acts``, :mod:`kb.engine.thisway`) with the zone the object went to; the condition holds when one of
them went to the place named: "into your hand" — the hand of the ability's controller (a card goes to its owner's
hand, 400.3); "onto the battlefield" — any card. A token put there is no card (108.2b). A card drawn is put into its owner's hand too (121.1). A card the
scenario doesn't name that went there counts as a card all the same (it is a card; which one doesn't matter here).
What an earlier instruction of the resolution did that the engine can't decide (a search whose cards found are not
stated, a choice not given — anything noted "cannot decide" since it began, other than a library's order) leaves the
condition "cannot decide" too.
"""
from __future__ import annotations

import re

__all__ = ["read_put_this_way", "put_this_way_holds"]

_PUT = re.compile(r"you (?P<neg>didn't |don't |did not |do not )?put (?:a|an|any) (?P<kind>.+? )?cards? "
                  r"(?P<place>into your hand|onto the battlefield) this way")
_ZONE = {"into your hand": "hand", "onto the battlefield": "battlefield"}


def read_put_this_way(phrase: str, pc) -> tuple | None:
    """"you didn't put a card into your hand this way", "you put an artifact card into your hand this way" → (zone, the
    kind of card as a selector or None, negated, the words of the positive condition), from which
    kb.engine.instructions makes the Condition (``put_this_way``, under "not" when negated); None when the words are
    not one."""
    m = _PUT.fullmatch(phrase.strip())
    if not m:
        return None
    sel = None
    if m.group("kind"):   # the card as it last existed before it moved (608.2h), wherever it was
        from .filters import ALL_ZONES
        from .parser import parse_selector
        from .thisway import anywhere
        sel = anywhere(parse_selector(m.group("kind") + "card", pc, default_zone=frozenset(ALL_ZONES)))
    return (_ZONE[m.group("place")], sel, bool(m.group("neg")),
            f"you put a {m.group('kind') or ''}card {m.group('place')} this way")


def put_this_way_holds(state, cond, rc) -> bool:
    """One or more cards went to the zone by an instruction of this resolution (608.2c), into the controller's own
    hand for "your hand"."""
    zone = cond.value
    since = getattr(rc, "unknowns_at", None)
    hidden = [u for u in state.unknowns[since:] if u.library_of is None] if since is not None else []
    if hidden:   # an earlier instruction's outcome was not stated (a search's cards found, a choice): never guessed
        state.note_unknown(f"\u201c{cond.text}\u201d: what an earlier instruction put there is not known "
                           f"({hidden[0].reason}) (608.2c)")
        return False
    unnamed = False
    for act in getattr(rc, "acts", None) or ():
        if act.zone != zone:
            continue
        if zone == "hand" and act.lki is not None and act.lki.owner != rc.you:
            continue
        if act.lki is not None and act.lki.token:   # a token isn't a card (108.2b), wherever it was put
            continue
        if cond.selector is None:
            return True
        if act.lki is None:   # a card the scenario doesn't name: whether it is of the kind is hidden
            unnamed = True
        elif cond.selector.match(act.lki.working, rc):
            return True
    if unnamed:
        state.note_unknown(f"\u201c{cond.text}\u201d: a card the scenario doesn't name was put there; whether it is "
                           f"{cond.selector.describe} can't be decided (608.2c)")
    return False
