"""Prowl (702.76; since 2008-02-01): "Prowl [cost]" means "You may pay [cost] rather than pay this spell's mana cost if a
player was dealt combat damage this turn by a source that, at the time it dealt that damage, was under your control and
had any of this spell's creature types." (702.76a; Notorious Throng, Stinkdrinker Bandit).

A scenario casts it with ``cast: {card, alternative: prowl, mana}`` (an alternative cost, 118.9). This turn's combat
damage to players is read as each source was when it dealt it (kb.engine.gamevalues.turn_events: the source's last
known information); none of that kind on a turn whose whole record is stated is refused (EngineError naming the rule),
an unstated record is "cannot decide". The spell's creature types are its card's (or every creature type, for a
changeling spell, 702.73a). Read: a prowl cost of mana symbols; another cost, or an edition before 2008-02-01, is
"cannot decide". "If its prowl cost was paid" in other abilities is read by kb.engine.altcosts.keyword_paid."""
from __future__ import annotations

__all__ = ["PROWL", "prowl_alternative"]

PROWL = "prowl"


def _changeling(card) -> bool:
    return any(getattr(a, "kind", "") == "keyword" and str(a.name).lower() == "changeling" for a in card.abilities)


def prowl_alternative(state, card, caster: str) -> tuple:
    """The alternative cost chosen with ``alternative: prowl`` (702.76a), as kb.engine.altcosts.chosen_alternative
    returns one: ("prowl", its mana, (), None)."""
    from .altcosts import keyword_cost
    from .errors import EngineError
    from .gamevalues import turn_events
    mana, read = keyword_cost(state, card, "Prowl", PROWL, "2008-02-01")
    if not read:
        return PROWL, mana, (), None
    mine = set(card.subtypes)
    every = _changeling(card)
    evs, whole = turn_events(state)
    for e in evs:
        w = e.source_lki if e.kind == "damage" and e.combat and e.recipient_player is not None else None
        if w is None or w.controller != caster:
            continue
        if every and ("Creature" in w.types or "Kindred" in w.types or "Tribal" in w.types) and (w.subtypes or w.all_ctypes):
            return PROWL, mana, (), None
        if w.all_ctypes and mine or mine & set(w.subtypes):
            return PROWL, mana, (), None
    rule_no = state.rule_no(PROWL)
    if not whole:
        state.note_unknown(f"{card.name} is cast for its prowl cost: the question doesn't say whether a player was dealt "
                           f"combat damage this turn by a source {caster} controlled that shared a creature type with it "
                           f"({rule_no})")
        return PROWL, mana, (), None
    raise EngineError(f"no player was dealt combat damage this turn by a source {caster} controlled with any of "
                      f"{card.name}'s creature types: its prowl cost can't be paid ({rule_no})")
