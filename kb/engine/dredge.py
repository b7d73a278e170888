"""Dredge (702.52; 502.47 from 2005-10-01, 702.49-702.51 as the rules were renumbered): "Dredge N" means "As long as
you have at least N cards in your library, if you would draw a card, you may instead mill N cards and return this card
from your graveyard to your hand." (702.52a). It functions only while the card is in a player's graveyard, and
replaces only that player's draws (its "you" is the card's owner: a card in a graveyard has no controller, 109.5).
702.52b: a player with fewer than N cards in their library can't mill any of them this way.

Each draw is replaced or not on its own (121.2: cards are drawn one at a time; 121.6: each draw may be replaced), and
dredging is the drawing player's choice, stated on the step that draws as ``choose: {dredge: CARD | none}`` — one
value for a single draw, or a list with one value per draw of that player in the step ("Draw two cards.":
``[Test Troll, none]``). Not stated while a dredge card could replace the draw, the draw is made and what it changes
is "cannot decide" (never a guess); so is a dredge whose library size the scenario doesn't state (702.52b), a card
with more than one dredge ability (which one is used is not said), and a draw that other replacement effects could
also replace when dredge is declined (the order they are applied in, 616.1, is not read for it). A dredge named
while another replacement could apply is the affected player's choice of the effect applied first (616.1e), and it
leaves no draw for the others to replace.

Under an edition whose rules don't define dredge (before 2005-10-01) the word is unread: any draw it could replace is
"cannot decide" (kb.engine.keywordlist.KEYWORD_FIRST_EDITION).
"""
from __future__ import annotations

import re

__all__ = ["CHOICE", "dredge_abilities", "dredge_draw"]

CHOICE = "dredge"   # the step's choice: choose: {dredge: CARD | none | [one per draw]}

_DREDGE = re.compile(r"dredge(?: (\d+))?", re.I)


def dredge_abilities(snap, player: str) -> list[tuple]:
    """(working object, keyword name, N or None) for each dredge ability of a card ``player`` owns in their graveyard
    (702.52a: it functions only there); N None: "Dredge" written without a number (no rule reads it)."""
    out = []
    for w in snap.work.values():
        if w.zone != "graveyard" or getattr(w.obj, "owner", None) != player:
            continue
        for h in w.abilities:
            ab = h.ability
            if getattr(ab, "kind", "") != "keyword":
                continue
            m = _DREDGE.fullmatch(ab.name.strip())
            if m:
                out.append((w, ab.name, int(m.group(1)) if m.group(1) else None))
    return out


def _said(state, player: str):
    """The dredge choice stated for this draw of ``player``: a card's alias, "none", or None (not stated); a list is
    consumed one value per draw of the step for which a dredge card could apply."""
    choose = state.choices.get("choose") or {}
    said = choose.get(CHOICE)
    if said is None:
        return None
    if not isinstance(said, list):
        said = [said]
    held = state.__dict__.get("dredge_used")
    if held is None or held[0] is not choose:   # a new step's choices (the dict itself kept: no id reused)
        held = state.__dict__["dredge_used"] = (choose, {})
    i = held[1].get(player, 0)
    held[1][player] = i + 1
    if i >= len(said):
        return "none" if len(said) == 1 and str(said[0]).lower() == "none" else None
    return str(said[i])


def dredge_draw(state, player: str, others: bool) -> bool:
    """702.52a: a draw ``player`` would make, replaced by a dredge ability of a card in their graveyard if they chose
    so (``choose: {dredge: CARD}``): N cards milled (701.17a) and the card returned to its owner's hand, the draw gone
    (614.6). True when the draw was replaced; False when it is to be made (declined, or nothing could replace it).
    ``others``: other replacement effects could replace this draw too (616.1)."""
    from .errors import EngineError
    from .keywordlist import keyword_named_by
    snap = state.evaluate()
    found = dredge_abilities(snap, player)
    if not found:
        return False
    if not keyword_named_by("dredge", state.edition):
        for w, name, _n in found:
            state.note_unknown(f"{w.obj.alias}'s keyword \u201c{name}\u201d could replace this draw, and the rules of "
                               f"{state.edition} don't define dredge (its rule came with 2005-10-01)")
        return False
    size = state.player(player).library_size()
    if size is not None and all(n is not None and n > size for _w, _name, n in found):
        # 702.52b: with fewer cards in the library than each one's N, no dredge ability can replace the draw: there
        # is no choice to state (a stated one naming such a card is still refused below)
        if _said(state, player) in (None, "none"):
            names = ", ".join(f"{w.obj.alias} ({name})" for w, name, _n in found)
            state.log.add(f"no dredge can replace the draw {player} would make: {size} card(s) in the library, fewer "
                          f"than each one needs ({names})", "dredge_fewer", indent=1,
                          kind="step")
            return False
        state.__dict__["dredge_used"][1][player] -= 1   # the stated value is read again below
    said = _said(state, player)
    if said is None:
        names = ", ".join(f"{w.obj.alias} ({name})" for w, name, _n in found)
        state.note_unknown(f"whether {player} dredges instead of drawing is {player}'s choice and is not stated "
                           f"({names}; {state.rule_no('dredge')}): give choose: {{{CHOICE}: CARD | none}} on the step")
        return False
    if said.lower() == "none":
        if others:
            state.note_unknown(f"{player} doesn't dredge, and other replacement effects could replace the draw: the "
                               f"order they are applied in and whether dredge could still apply to what they make is "
                               f"not read ({state.rule_no('replacement_order')}, {state.rule_no('dredge')})")
        state.log.add(f"no dredge replaces the draw {player} would make (declined)", "dredge", indent=1, kind="step")
        return False
    mine = [(w, name, n) for w, name, n in found if w.obj.alias == said]
    if not mine:
        raise EngineError(f"choose: {{{CHOICE}: {said}}}: {said} is not a card with dredge in {player}'s graveyard as "
                          f"{player} would draw ({state.rule_no('dredge')})")
    if len(mine) > 1 or mine[0][2] is None:
        w, name, _n = mine[0]
        state.note_unknown(f"{w.obj.alias}'s \u201c{name}\u201d: " + ("which of its dredge abilities is used is not said"
                           if len(mine) > 1 else "dredge without a number is defined by no rule") +
                           f" ({state.rule_no('dredge')})")
        return False
    w, name, n = mine[0]
    p = state.player(player)
    size = p.library_size()
    if size is not None and size < n:
        raise EngineError(f"{w.obj.alias}'s \u201c{name}\u201d can't replace the draw: {player} has {size} card(s) in "
                          f"their library, fewer than {n} ({state.rule_no('dredge_fewer')})")
    if size is None:
        state.note_unknown(f"{w.obj.alias}'s \u201c{name}\u201d: whether {player} has at least {n} cards in their library "
                           f"is not stated (players: library: N), so whether it may replace the draw can't be decided "
                           f"({state.rule_no('dredge_fewer')})")
    from .text import player_poss
    whose = player_poss(player)
    state.log.add(f"{w.obj.alias}'s \u201c{name}\u201d replaces the draw {player} would make: {n} card(s) milled from "
                  f"{whose} library, {w.obj.alias} returned to {whose} hand", "dredge", "replacement", indent=1,
                  kind="step")
    milled = state.mill(player, n)
    if milled:
        # cited by dredge's own rule: editions before the word "mill" (701.13, 2020) say "put N cards from the top of
        # your library into your graveyard" there
        state.log.add(f"milled: {', '.join(state.objects[o].alias for o in milled if o in state.objects)}", "dredge",
                      indent=1, kind="step")
    card = state.objects.get(w.oid)
    if card is not None and card.zone == "graveyard":
        state.move(card, "hand")
    return True
