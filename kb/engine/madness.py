"""Madness (702.35; 502.24 from 2002-02-20, 702.32 from 2009-07-11; since 2002-02-20): a discard into exile, and a
linked trigger that casts the card for its madness cost or puts it into its owner's graveyard.

"Madness [cost]" means "If a player would discard this card, that player discards it, but exiles it instead of putting
it into their graveyard" and "When this card is exiled this way, its owner may cast it by paying [cost] rather than
paying its mana cost. If that player doesn't, they put this card into their graveyard." (702.35a; 702.35b: an
alternative cost, 601.2b, 601.2f-h). The card is still discarded ("whenever you discard" triggers). The discard's
replacement is read in kb.engine.replacement (``replace_zone``) and the trigger is put on the stack after the move
(state.move_many's ``after``); as it resolves its owner casts the card or not (``triggers: {CARD: {choose: {cast:
true | false, targets: [...]}}}``; unstated, "cannot decide", 608.2d), timing ignored (608.2g).

Editions (kb.engine.versions ``madness``): from 2016-04-08 the exile is part of the discard; from 2006-10-01 to then
the player "may exile it instead" — the discard step says it (``discard: {…, madness: true | false}``), unstated it is
"cannot decide"; before 2006-10-01 the card could be played "until that player passes next", a window the engine
doesn't model: "cannot decide". Read: a madness cost of mana symbols (another cost is "cannot decide" as it is cast).
"""
from __future__ import annotations

from .errors import EngineError
from .keywordlist import MADNESS_CAST_TEXT
from .text import player_poss as _poss, player_verb as _verb
from .triggers import Event, Pending

__all__ = ["MADNESS", "MADNESS_CAST_TEXT", "madness_discard", "madness_cast", "madness_alternative", "has_madness"]

MADNESS = "madness"   # the scenario's ``alternative:`` word and the item's cast_with


def has_madness(w) -> bool:
    """Whether working object ``w`` (a card in a hand) has a madness ability (702.35a)."""
    return any(getattr(h.ability, "kind", "") == "keyword" and (h.ability.name or "").lower().startswith(MADNESS)
               for h in getattr(w, "abilities", ()))


def madness_discard(state, o, w, notes: list, others=()):
    """A card ``o`` (working object ``w``) is discarded from its owner's hand: with madness, "that player discards it,
    but exiles it instead of putting it into their graveyard" (702.35a). Returns ``replace_zone``'s tuple ("exile",
    notes, {"after": …}: the trigger, put with the moved card) when it is exiled this way, else None (the discard goes
    on; what isn't decided is noted). ``others``: the graveyard replacements that could apply too — which one applies
    first is its owner's choice (616.1), not stated: noted "cannot decide"."""
    from .versions import rule
    if w is None or not has_madness(w):
        return None
    text = rule(MADNESS, state.edition)
    if not text:
        return None   # no rule names madness yet (kb.engine.objects.edition_abilities)
    state.__dict__.setdefault("madness_read", set()).add(o.oid)   # what is undecided is noted here
    cite = state.rule_no(MADNESS)
    if text == "until_passes":
        state.note_unknown(f"{o.alias} is discarded: under the rules of {state.edition} its madness lets the player "
                           f"remove it from the game and play it until they pass next, then put it into their graveyard "
                           f"({cite}); that window is not modelled")
        return None
    if text == "may_exile":
        want = state.__dict__.get("madness_exile")
        if want is None:
            state.note_unknown(f"{o.alias} is discarded: under the rules of {state.edition} its owner may exile it "
                               f"instead with its madness ability ({cite}); whether they do is not stated (discard: "
                               "{…, madness: true | false})")
            return None
        state.__dict__["madness_exile_used"] = True
        if not want:
            notes.append(f"{o.owner} {_verb(o.owner, 'choose')} not to exile {o.alias} with its madness ability ({cite})")
            return None
    if others:
        state.note_unknown(f"{o.alias} is discarded: its madness and {others[0].source_name}'s \u201c{others[0].text}\u201d "
                           f"would both replace its going to the graveyard; which applies is its owner's choice "
                           f"({state.rule_no('replacement_order')}), not stated")
    notes.append(f"{o.alias} is discarded, but exiled instead of being put into {_poss(o.owner)} graveyard (its madness, "
                 f"{cite})")
    return "exile", notes, {"after": lambda new: _madness_trigger(state, new)}


def _madness_trigger(state, new) -> None:
    """"When this card is exiled this way" (702.35a): the linked trigger of the card ``new`` now in exile, controlled
    by its owner (603.3a), waits to be put on the stack."""
    if new is None or new.zone != "exile":
        return
    w = state.evaluate().get(new.oid)
    state.log.add(f"{new.alias} is exiled this way: its madness ability triggers", MADNESS, indent=1, kind="step")
    state.pending.append(Pending(None, new.oid, w.copy() if w is not None else None, new.owner,
                                 Event("zone", obj=new.oid, from_zone="hand", to_zone="exile", player=new.owner,
                                       cause="discard"),
                                 text=MADNESS_CAST_TEXT, label=f"{new.alias}'s madness", concept=MADNESS))


def madness_cast(state, ins, rc, item) -> None:
    """The linked ability resolves: if the card is still the object madness exiled (400.7), its owner may cast it by
    paying its madness cost (702.35a) — ``choose: {cast: true | false, targets: [...]}``; declined, they put it into
    their graveyard; not stated, what follows can't be decided."""
    from .rebound import cast_chosen
    o = state.objects.get(item.source) if item.source is not None else None
    if not cast_chosen(state, ins, rc, item, o, "exile", MADNESS, "it is put into its owner's graveyard",
                       " for its madness cost"):
        want = rc.choices.get("cast")
        if o is not None and o.zone == "exile" and want is not None and \
                (not want or str(want).lower() in ("false", "no")):
            state.move_many([(o.oid, "graveyard", {})], cause="madness")
        return
    state.__dict__["madness_casting"] = o.oid
    try:
        state.cast(o, controller=o.owner, targets=rc.choices.get("targets") or (), x=rc.choices.get("x"),
                   alternative=MADNESS, resolving=True)
    finally:
        state.__dict__["madness_casting"] = None


def madness_alternative(state, card, card_obj) -> tuple:
    """The alternative cost chosen with ``alternative: madness``: only as the card's madness trigger resolves (702.35a;
    refused otherwise, EngineError naming the rule); as kb.engine.altcosts.chosen_alternative returns one."""
    from .altcosts import keyword_cost
    if state.__dict__.get("madness_casting") != card_obj.oid:
        raise EngineError(f"{card.name} is cast for its madness cost only as its madness trigger resolves, after it is "
                          f"discarded into exile ({state.rule_no(MADNESS)})")
    mana, _read = keyword_cost(state, card, "Madness", MADNESS, "2002-02-20")
    return MADNESS, mana, (), None
