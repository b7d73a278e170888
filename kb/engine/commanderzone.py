"""A commander leaving for a graveyard, exile, a hand or a library in a Commander game: its owner may put it into the
command zone (the versions are :data:`kb.engine.versions.CHANGES` ``commander_zone``, dated by their texts):

* 2009-10-01: instead of its owner's graveyard (903.10, "a general"), a replacement effect (614.1a);
* 2011-02-04: instead of its owner's graveyard (903.11) or the exile zone (903.12);
* 2015-07-17: instead of exile or its owner's hand, graveyard or library (903.11, 903.9 from 2016-01-16);
* 2020-07-03: after it was put into a graveyard or exile, as a state-based action (903.9a, 704.6d) — it died, and
  what saw it die triggered —, and instead of its owner's hand or library (903.9b).

The owner's choice is not one a scenario states, so it is never guessed: a replacement the owner may apply makes
what follows "cannot decide" (whether the event happened at all: a dies trigger, the zone, what counts the cards);
the state-based action only where the commander ends up (and what reads that zone). A commander is a card its owner's
deck designates (``players: commander:``, 903.3), never a token; nothing is noted when no player's commander is
stated, or under rules without the Commander variant."""
from __future__ import annotations

from .text import player_poss
from .unknowns import ALL, Unknown
from .versions import rule

__all__ = ["commander_may_leave"]

_LEAVING_FOR = frozenset(("graveyard", "exile", "hand", "library"))
# the zones each version lets the owner trade for the command zone
_COVERS = {"none": (), "graveyard": ("graveyard",), "graveyard_exile": ("graveyard", "exile"),
           "all": ("graveyard", "exile", "hand", "library"), "sba": ("graveyard", "exile", "hand", "library")}


def commander_may_leave(state, o, to: str) -> None:
    """``o`` (a GameObject) is about to be put into ``to``: if it is a designated commander its owner may put into the
    command zone instead (or, from 2020-07-03, from a graveyard or exile afterwards), note what that unstated choice
    leaves undecided."""
    if to not in _LEAVING_FOR or o.zone == "command" or o.token or getattr(o.card, "token", False):
        # from the command zone itself (Command Beacon's "Put your commander into your hand from the command zone"):
        # putting it into the command zone instead would leave it where it is — not read as a choice here
        return
    ps = state.player_state.get(o.owner)
    names = ps.commanders if ps is not None else None
    if not names or o.card.name not in names or o.is_copy:
        return
    version = rule("commander_zone", state.edition)
    if to not in _COVERS[version]:
        return
    place = "exile" if to == "exile" else f"{player_poss(o.owner)} {to}"
    if version == "sba" and to in ("graveyard", "exile"):
        reason = (f"{o.alias} is a commander put into {place}: as a state-based action its owner may put it into the "
                  f"command zone ({state.rule_no('commander_zone')}) \u2014 whether they do isn't stated, so where it "
                  "ends up can't be decided")
        state.log.add(reason, "commander_zone", indent=1, kind="step")
        state.unknowns.append(Unknown(reason, frozenset(("zone", "cards")), since=state.clock,
                                      objects=frozenset((o.card_id,)), by_card=True))
        return
    concept = "commander_zone_hand" if to in ("hand", "library") else "commander_zone"
    reason = (f"{o.alias} is a commander that would be put into {place}: its owner may put it into the command zone "
              f"instead ({state.rule_no(concept)}) \u2014 whether they do isn't stated, so what follows can't be decided")
    state.log.add(reason, concept, indent=1, kind="step")
    # every answer about the card, and what reads the event (a "dies" or "leaves the battlefield" trigger: whether it
    # happened at all), through the derived reach of kb.engine.derivedreach
    state.unknowns.append(Unknown(reason, ALL, since=state.clock, objects=frozenset((o.card_id,)), by_card=True))
