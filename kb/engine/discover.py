"""Discover (701.57; 701.55 when it came, 2023-11-17).

"Discover N" means "Exile cards from the top of your library until you exile a nonland card with mana value N or
less. You may cast that card without paying its mana cost if the resulting spell's mana value is less than or equal
to N. If you don't cast it, put that card into your hand. Put the remaining exiled cards on the bottom of your library
in a random order." (701.57a). The card is cast while the ability resolves (608.2g), with no mana cost paid (118.9; X
is 0, 107.3b).

Whether the card is cast is the scenario's choice, never guessed: ``choose: {cast: true | false, targets: [...]}``
on the step (for a triggered ability, ``triggers: {SOURCE: {choose: …}}``); unstated, what follows is "cannot
decide" naming it. A library whose cards the scenario did not name can't say which card is found (cannot decide);
a card with two faces or halves is cast as the face or half ``cast: {card: NAME}`` names, refused when the resulting
spell's mana value is greater than N (kb.engine.storm.cascade_face). Under rules without the keyword action (before 2023-11-17) the words are unread.
"""
from __future__ import annotations

from .errors import EngineError
from .text import player_cap as _cap, player_poss as _poss, player_verb as _verb
from .versions import rule

__all__ = ["discover_resolve"]


def discover_resolve(state, ins, rc, item, n: int) -> None:
    """The instruction "discover N" (701.57a) of ``rc.you`` as ``item`` resolves (``n``: N, computed as it resolves,
    608.2h)."""
    who = rc.you
    if not rule("discover", state.edition):
        state.note_unknown(f"{item.name}: \u201c{ins.text}\u201d — the rules of {state.edition} define no discover "
                           "(it came with the 2023-11-17 edition): what it does can't be decided")
        return

    from .stack import stated_costs
    from .storm import cascade_face, nonland_under
    label = f"{item.name}'s discover {n}"
    found = state.exile_from_top_until(who, label, nonland_under(n, strict=False), "discover")
    if found is None:
        return
    exiled, hit = found
    if hit is not None:
        want = rc.choices.get("cast")
        if want is None:
            state.unstated_choice(ins, item, "cast", f"cast: true | false, targets: [...] (whether {hit.alias} is cast)")
            return
        if want and str(want).lower() not in ("false", "no"):
            x = 0 if hit.card.mana_cost is not None and "X" in hit.card.mana_cost.symbols else None
            said = want if isinstance(want, dict) else rc.choices   # cast: {card, targets} or cast: true, targets: …
            # split, adventure, modal DFC: the face or half named, "if the resulting spell's mana value is less than or
            # equal to N" (701.57a; kb.engine.storm.cascade_face)
            half, face = cascade_face(state, hit, want, n, label, strict=False, concept="discover", resulting=True)
            state.cast(hit, controller=who, targets=said.get("targets") or (), mode=said.get("mode"), x=x, free=True,
                       costs=stated_costs(said), half=half, face=face)   # its additional costs are still paid (118.8, 601.2f)
        else:
            state.log.add(f"{_cap(who)} {_verb(who, 'choose')} not to cast {hit.alias}: it is put into "
                          f"{_poss(who)} hand", "discover", indent=1, kind="step")
            state.move(hit, "hand", log=False)
    state.exiled_to_bottom(who, exiled, "discover", "discover")
