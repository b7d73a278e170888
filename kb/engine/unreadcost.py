"""The cost of an activated keyword ability the engine doesn't read (eternalize, embalm, unearth …, 702;
kb.engine.unknowns.ACTIVATED_ELSEWHERE): what activating it does is unknown, but its cost is written on the card, and a
cost that can't be paid makes the activation illegal whatever the ability would do (602.2b: the rules of 601.2b-i,
601.2h: a cost is paid in full or not at all; 118.3: a player can't pay a cost without the resources it takes).

Read here: the parts of such a cost that take cards from a zone the scenario lists in full ("Discard a card" with a
listed hand; "Exile two other cards from your graveyard" with a listed graveyard), when nothing the engine doesn't
model could have changed what that zone holds (kb.engine.unknowns.blockers). Anything else — mana, life, a zone not
listed, a part not read — leaves the activation "cannot decide", as before.
"""
from __future__ import annotations

import re

from .errors import EngineError, ParseError
from .text import player_poss

__all__ = ["unpayable_keyword_cost"]

# "Eternalize—{3}{U}{U}, Discard a card" / "Eternalize {4}{W}": the keyword, then its cost
_KEYWORD_COST = re.compile(r"^\s*[A-Za-z][A-Za-z -]*?\s*(?:\u2014|-(?=\{|[A-Z]))\s*(?P<cost>.+)$|"
                           r"^\s*[A-Za-z][A-Za-z ]*?\s+(?P<mana>(?:\{[^}]+\})+)\s*$", re.S)


def unpayable_keyword_cost(state, o, w, kw: str, who: str) -> str | None:
    """Why the cost of ``o``'s unread activated keyword ``kw`` (its working object ``w``) can't be paid by ``who``, or
    None when it may be (or the engine can't tell). Refused only for a part that takes more cards than a fully known
    zone of ``who`` holds (602.2b, 601.2h, 118.3)."""
    from .instructions import parse_costs
    from .parser import _Ctx
    from .unknowns import blockers
    ab = next((h.ability for h in getattr(w, "abilities", ()) if getattr(h.ability, "name", None) == kw), None)
    text = re.sub(r"\([^)]*\)", "", getattr(ab, "text", "") or "").strip().rstrip(".")
    m = _KEYWORD_COST.match(text)
    if m is None or not m.group("cost"):
        return None   # a mana cost alone: the engine doesn't check mana for an ability it doesn't read
    try:
        costs = parse_costs(m.group("cost").strip(), _Ctx(o.card.name))
    except (ParseError, EngineError, ValueError):
        return None
    snap = state.evaluate()
    for c in costs:
        zone = "hand" if c.kind == "discard" else c.zone if c.kind == "exile" and c.zone in ("graveyard", "hand") else None
        if zone is None or c.x or c.any_number or c.optional or c.random or c.n < 1:
            continue
        p = state.player(who)
        if (zone == "hand" and not p.hand_known) or zone in p.unlisted or blockers(state, snap, None, zone, who):
            continue   # the zone may hold cards nobody named, or something not modelled may have changed it
        can = [x for x in state.in_zone(zone, who) if x.oid != o.oid and _fits(c, x, snap, w, who)]
        if len(can) < c.n:
            return (f"{o.alias}'s {kw.split('-')[0].split(chr(8212))[0].strip().capitalize()} costs "
                    f"\u201c{c.text}\u201d, and {player_poss(who)} {zone} holds {len(can) or 'no'} card{'s' if len(can) != 1 else ''} "
                    f"that can pay it: the cost can't be paid, so the ability can't be activated (602.2b, 601.2h, 118.3)")
    return None


def _fits(c, x, snap, source_w, who: str) -> bool:
    """Whether card ``x`` is of the kind cost part ``c`` names ("a creature card"; any card when it names none)."""
    sel = getattr(c.subject, "selector", None) if c.subject is not None else None
    if sel is None:
        return True
    from .filters import Ctx
    xw = snap.get(x.oid)
    try:
        return xw is None or bool(sel.match(xw, Ctx(snap.work, source_w, who)))
    except Exception:   # noqa: BLE001 - a kind the engine can't check here: it may pay (never refused on a guess)
        return True
