""""Look at the top four cards of your library. You may cast a spell from among them without paying its mana cost. Put
the rest on the bottom of your library in a random order." (Svella, Ice Shaper; Aetherworks Marvel); the same after
"Target opponent mills five cards." (cast from the graveyard) and after "Exile the top three cards of your library."
(cast from exile, :func:`cast_exiled`).

The cards looked at stay in the library (701.20e) until an instruction of the same effect moves them. "You may cast a
spell from among them" lets the player cast one of those cards, as the effect resolves (608.2g: timing permissions
don't matter), from the library where it is, without paying its mana cost (118.9; X is 0, 107.3b); the spell is cast
(601.2), goes on the stack above the resolving object and resolves after it. Only a card that can be cast as a spell
fits: a land card can't be (305.9). "An instant or sorcery spell" and "with mana value N or less" narrow the cards
that fit. The choice is the player's, stated: ``choose: {cast: {card: NAME, targets: [...], mode: ...}}`` or ``cast:
false``; not stated, what follows is "cannot decide" (608.2d). The card cast is no longer among "the rest"
(kb.engine.looking: the rest are the cards looked at still in the library)."""
from __future__ import annotations

import re

__all__ = ["cast_among_words", "cast_looked", "cast_milled", "cast_exiled"]

_SHAPE = re.compile(r"[Yy]ou may cast an? (?:(?P<kind>.+?) )?spell(?P<mv> with mana value \d+ or less)? from among "
                    r"(?:them|those cards) without paying its mana cost")


def cast_among_words(s: str) -> str | None:
    """``s`` (without its period) as "You may cast a [KIND] spell [with mana value N or less] from among them without
    paying its mana cost" → the words of the cards that fit ("instant or sorcery card with mana value 3 or less", read
    by the caller's selector reader), or None."""
    m = _SHAPE.fullmatch(s)
    if not m:
        return None
    return f"{m.group('kind') + ' ' if m.group('kind') else ''}card{m.group('mv') or ''}"


def cast_milled(state, ins, rc, item, stated_costs) -> None:
    """"Target opponent mills five cards. You may cast an instant or sorcery spell from among them without paying its
    mana cost." (701.17a): one of the cards the mill just before put into a graveyard, cast from that graveyard as the
    effect resolves (608.2g) without paying its mana cost (118.9), chosen as :func:`cast_looked`'s (608.2d); cards
    milled that the scenario doesn't name: unless one of the named ones is chosen, cannot decide."""
    milled = [o for o in getattr(rc, "moved", ()) or () if o in state.objects and state.objects[o].zone == "graveyard"]
    if rc.chosen.get("milled_unnamed") and not isinstance(rc.choices.get("cast"), (dict, str)):
        state.note_unknown(f"\u201c{ins.text}\u201d: cards the scenario doesn't name were milled, so which spell can be "
                           "cast from among them can't be decided")
        rc.did = False
        return
    cast_looked(state, ins, rc, item, {"cards": milled}, stated_costs, zone="graveyard", said="milled this way")


def cast_exiled(state, ins, rc, item, stated_costs) -> None:
    """"Exile the top three cards of your library. You may cast a spell from among them without paying its mana cost."
    (406.3): one of the cards the exile just before moved, cast from exile as the effect resolves (608.2g) without
    paying its mana cost (118.9), chosen as :func:`cast_looked`'s (608.2d). Cards exiled that the scenario doesn't name
    (fewer named cards exiled than the instruction exiled): unless one of the named ones is chosen, cannot decide."""
    exiled = [o for o in getattr(rc, "moved", ()) or () if o in state.objects and state.objects[o].zone == "exile"]
    if ins.opts.get("n") is not None and len(exiled) < ins.opts["n"] and not isinstance(rc.choices.get("cast"), (dict, str)):
        state.note_unknown(f"\u201c{ins.text}\u201d: cards the scenario doesn't name were exiled, so which spell can be "
                           "cast from among them can't be decided")
        rc.did = False
        return
    cast_looked(state, ins, rc, item, {"cards": exiled}, stated_costs, zone="exile", said="exiled this way")


def cast_looked(state, ins, rc, item, looked: dict, stated_costs, zone: str = "library",
                said: str = "looked at") -> None:
    """The instruction: the card the player chose among those looked at, cast without paying its mana cost (see the
    module docstring); refused (an EngineError) when it isn't one of them, isn't in the library, is a land or doesn't
    fit the description. ``looked``: the cards looked at (kb.engine.looking); ``stated_costs``: the objects the choice
    names to pay additional costs with (kb.engine.stack's reader, given by the caller: no import circle)."""
    from .errors import EngineError
    from .text import player_cap, player_verb
    if looked.get("undecided"):   # which cards were looked at can't be decided (an unknown says so)
        rc.did = False
        return
    want = rc.choices.get("cast")
    shown = ", ".join(state.objects[o].alias for o in looked["cards"] if o in state.objects) or "no named card"
    if want is None:   # the player's choice as it resolves (608.2d), never guessed
        state.unstated_choice(ins, item, "cast", f"cast: {{card: NAME, targets: [...]}} | false — the cards {said}: "
                              f"{shown}")
        rc.did = False
        return
    if want is False or (isinstance(want, str) and want.lower() in ("false", "none", "no")):
        state.log.add(f"{player_cap(rc.you)} {player_verb(rc.you, 'choose')} not to cast a spell this way",
                      "alternative_cost", indent=1, kind="step")
        rc.did = False
        return
    if isinstance(want, str):
        want = {"card": want}
    if not isinstance(want, dict) or not want.get("card"):
        raise EngineError(f"{item.name}: choose: {{cast: ...}} takes {{card: NAME, targets: [...]}} or false")
    o = state.obj(str(want["card"]))
    if o.oid not in looked["cards"] or o.zone != zone:
        raise EngineError(f"\u201c{ins.text}\u201d: {o.alias} is not one of the cards {said}, still in the {zone} "
                          f"({shown}) ({state.rule_no('look_at' if zone == 'library' else 'choices_on_resolution')})")
    snap = state.evaluate()
    w = snap.get(o.oid)
    if w is None or "Land" in w.types:
        raise EngineError(f"\u201c{ins.text}\u201d: {o.alias} is a land card: lands are played, not cast "
                          f"({state.rule_no('play_land')}, {state.rule_no('choices_on_resolution')})")
    sel = ins.opts.get("selector")
    if sel is not None and not sel.match(w, rc.at(snap.work)):
        raise EngineError(f"\u201c{ins.text}\u201d: {o.alias} is not {sel.describe or 'a card that fits'} "
                          f"({state.rule_no('choices_on_resolution')})")
    if o.card.mana_cost is not None and "X" in o.card.mana_cost.symbols and want.get("x") not in (None, 0):
        raise EngineError(f"{o.alias} is cast without paying its mana cost: X can only be 0 (107.3b)")
    looked["cards"] = [c for c in looked["cards"] if c != o.oid]
    state.cast(o, controller=rc.you, targets=want.get("targets") or (), mode=want.get("mode"), x=0, free=True,
               costs=stated_costs(want))   # additional costs still paid (118.8)
    rc.did = True
