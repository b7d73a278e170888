"""Spells that can't be countered by spells of a kind, said by a resolving spell for the turn: "Spells you control can't
be countered by blue or black spells this turn" (Autumn's Veil).

The effect changes no object's characteristics (a rules effect, 611.2c, for the rest of the turn, 611.2a): a spell its
controller controls while it lasts can't be countered by a spell of that kind — "can't" wins over the instruction to
counter (101.2), so that spell stays on the stack (701.6a is not done). A spell of another kind, or an ability, counters
it as usual. Which spells are "blue or black" is read by the description reader of kb.engine.untargetable (the same
words as "can't be the target of blue or black spells"), the countering spell's characteristics as it counters
(608.2h). A counter whose spell or ability isn't known (an effect a scenario states) is "cannot decide".
"""
from __future__ import annotations

import re

__all__ = ["COUNTERED_BY", "read_countered_by", "countered_by_protects", "countered_by_words"]

COUNTERED_BY = "can't be countered by "
_BY = re.compile(r"([^,]+? you control) can't be countered by ([^,]+?) this turn")


def read_countered_by(s: str, selector_of, read) -> tuple | None:
    """(selector of the protected spells, the rules label) for ``s`` (without its period) "Spells you control can't be
    countered by <kinds> this turn", or None. ``selector_of`` reads "spells you control"; ``read`` a quality ("blue
    spell") for kb.engine.untargetable. Words its grammar doesn't cover raise ParseError (the sentence stays unread);
    only spells are read as what counters (an ability "from … sources" is not)."""
    from .errors import ParseError
    from .untargetable import read_kinds
    m = _BY.fullmatch(s.strip())
    if not m:
        return None
    kinds = read_kinds(m.group(2), read)
    if not all(k.spell for k in kinds):
        raise ParseError(s, "a kind of ability that counters", None)
    sel = selector_of(m.group(1))
    if getattr(sel, "zones", None) != frozenset(("stack",)) or getattr(sel, "controller", None) != "you":
        return None
    return sel, COUNTERED_BY + m.group(2)


def countered_by_protects(state, snap, w, by_item, read) -> bool:
    """Whether a "can't be countered by …" effect on the spell ``w`` (its working object) stops ``by_item`` (the
    spell or ability countering it; None: not known) from countering it. Not known and such an effect there: noted
    "cannot decide", not stopped."""
    from .filters import Ctx
    from .untargetable import read_kinds
    labels = [lab for lab in snap.restrictions.get(w.oid, ()) if lab.startswith(COUNTERED_BY)]
    if not labels:
        return False
    if by_item is None:
        state.note_unknown(f"whether {w.name} can be countered: what counters it is not known and "
                           f"\u201c{labels[0]}\u201d applies to it ({state.rule_no('counter_action')})")
        return False
    if getattr(by_item, "kind", None) != "spell" or by_item.oid is None:
        return False
    src = snap.get(by_item.oid)
    if src is None:
        return False
    for lab in labels:
        for k in read_kinds(lab[len(COUNTERED_BY):], read):
            if k.opponents and by_item.controller == w.controller:   # "… your opponents control" (109.5)
                continue
            if k.quality is None or k.quality.match(src, Ctx(snap.work, src, by_item.controller)):
                return True
    return False


def countered_by_words(label: str, render, read) -> str:
    """The words a "can't be countered by …" label was read with (the word accounting of kb.engine.render)."""
    from .untargetable import read_kinds
    return "can't be countered by " + " or ".join(
        (render(k.quality) + " " if k.quality is not None else "") + "spell" for k in read_kinds(label[len(COUNTERED_BY):], read))
