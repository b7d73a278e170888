"""Keywords granted to spells by how they were cast: "Sliver spells you cast have cascade." (The First Sliver), "The
first spell you cast each turn has cascade." (Maelstrom Nexus), "The first spell you cast from exile each turn has
cascade." (Wild-Magic Sorcerer).

A static ability that works on the battlefield (113.6) and gives an ability to spells on the stack (611.3a: it applies
to each object it describes at any moment, layer 6, 613.1f). "Spells you cast" are the spells whose controller cast
them (601.2, 601.2i): not a copy of a spell, which isn't cast (707.10). "The first spell you cast [from exile] each
turn" is the spell that was, as it became cast, the first its controller cast this turn [of those cast from exile,
601.2a: the zone its card was cast from]; whether a spell is the first is fixed by the turn's casts, not by whether
this ability existed then. A spell has the keyword from the moment it becomes cast, so a cast trigger such as
cascade's (702.85a) sees it; a keyword that works while the spell is being cast (convoke, flash: 601.2b-h) would not
be had in time, so only cascade is read. The turn's casts before a question that leaves its history unstated may come first:
then whether a spell is the first is "cannot decide" (noted, kb.engine.gamevalues).

The engine reads no effect that changes a spell's controller, so the spells its caster controls are the ones it cast
(the spells of the turn's cast history, kb.engine.restrictions.record_cast)."""
from __future__ import annotations

import re

__all__ = ["read_cast_grant", "cast_fits"]

# keywords whose work begins once the spell has become cast (a cast trigger, 702.85a): a spell has the keyword from
# then on, so a keyword used while it is being cast (convoke, flash, affinity: 601.2b-h) is not read here
_AFTER_CAST = frozenset(("cascade",))

_FIRST = re.compile(r"(The first spell you cast (from exile )?each turn) has (.+)")
_CAST = re.compile(r"(((?:[\w-]+ )*?[Ss]pells) you cast) have (.+)")


def read_cast_grant(s: str, grant):
    """``s`` (without its period) as one of these sentences → (the words of the same grant to spells their controller
    controls, "Spells you control have cascade", and the cast relation: 'cast' | 'first' | 'first_exile'), or None.
    ``grant`` reads those words as a static sentence and returns its template; the template of ``s`` is that one with
    its selector limited to the spells the relation fits (``Selector.cast``), or None if it is no keyword grant."""
    m = _FIRST.fullmatch(s)
    if m:
        words, rel = f"Spells you control have {m.group(3)}", "first_exile" if m.group(2) else "first"
    else:
        m = _CAST.fullmatch(s)
        if not m:
            return None
        words, rel = f"{m.group(2)} you control have {m.group(3)}", "cast"
    if m.groups()[-1].lower() not in _AFTER_CAST:
        return None
    tpl = grant(words)
    if tpl is None or not tpl.ops or not all(getattr(op, "add", None) and not getattr(op, "remove", True)
                                             and not getattr(op, "remove_all", True) for op in tpl.ops):
        return None   # a keyword added, nothing taken away (613.1f)
    from dataclasses import replace
    sel = tpl.selector
    if getattr(sel, "zones", None) != frozenset(("stack",)) or getattr(sel, "controller", None) != "you":
        return None
    return replace(tpl, selector=replace(sel, cast=rel, describe=m.group(1)), describe=s)


def cast_fits(w, ctx, rel: str) -> bool:
    """Whether the spell ``w`` on the stack is one the relation ``rel`` describes (see the module docstring): its
    controller cast it this turn ('cast'; a copy cast is cast, 707.12), first of the spells they cast this turn ('first') or first of those cast
    from exile ('first_exile', 601.2a). Without the game, no match."""
    game = getattr(ctx, "game", None)
    if game is None:
        return False
    casts = game.casts_this_turn(w.controller)
    if rel == "first_exile":
        casts = [(h, z) for h, z in casts if z == "exile"]
    oids = [h.oid for h, _z in casts]
    if w.oid not in oids:
        return False
    if rel == "cast":
        return True
    if oids[0] == w.oid and game.state.history_unstated():
        game.state.note_unknown(f"whether {w.name} is the first spell {w.controller} cast "
                                f"{'from exile ' if rel == 'first_exile' else ''}this turn: the turn began with casts "
                                f"nobody stated ({game.state.rule_no('cast_done')})")
    return oids[0] == w.oid
