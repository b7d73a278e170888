"""Rebound (702.88; 702.85 when it came, 2010-04-23; 702.86 from 2011-06-17, 702.87 from 2013-07-13).

"Rebound" means "If this spell was cast from your hand, instead of putting it into your graveyard as it resolves,
exile it and, at the beginning of your next upkeep, you may cast this card from exile without paying its mana cost."
(702.88a). A copy of a spell was never cast from a hand, and a spell that was countered or removed doesn't resolve:
only the spell itself, resolving, is exiled. The delayed triggered ability finds the card only while it is still the
object rebound exiled (400.7); casting it follows 601.2b and 601.2f-h with no mana cost (702.88b, 118.9), and
cast from exile it goes to the graveyard as it resolves.

The choice at the upkeep is the scenario's, never guessed: ``triggers: {CARD: {choose: {cast: true | false, targets:
[...]}}}`` on the step that reaches that upkeep; unstated, what follows is "cannot decide" naming it. Under rules
without the keyword (before 2010-04-23) its word is unread: where the card goes can't be decided.
"""
from __future__ import annotations

from .keywordlist import REBOUND_CAST_TEXT
from .text import player_poss as _poss, player_verb as _verb
from .effectnames import names_effect

__all__ = ["cast_chosen", "rebound_exiles", "rebound_cast"]


def _has_rebound(w) -> bool:
    return w is not None and any(k == "rebound" for k in w.keyword_names())


def rebound_exiles(state, item, spell_obj) -> bool:
    """As a spell resolves (``_finish``): if it has rebound and was cast from its controller's hand, exile it instead
    of putting it into the graveyard and create the delayed triggered ability (702.88a); True when it did."""
    if item.is_copy or spell_obj is None:
        return False
    w = state.evaluate().get(spell_obj.oid)
    if not _has_rebound(w):
        return False
    from .versions import first_edition, rule
    if not rule("rebound", state.edition):
        state.note_unknown(f"{item.name} has rebound, a keyword the rules of {state.edition} don't have yet (it came "
                           f"with the {first_edition('rebound')} edition): where it goes as it resolves can't be decided")
        return False
    who = item.controller
    if item.cast_from != "hand" or spell_obj.owner != who:
        state.log.add(f"{item.name} wasn't cast from {_poss(who)} hand: rebound doesn't exile it", "rebound",
                      indent=1, kind="step")
        return False
    doubt = None
    others = state.graveyard_replacements(spell_obj, w, state.evaluate())
    if others:   # 616.1: "Rest in Peace" too — its controller chooses which applies (ruling, Consuming Vapors 2010-06-15)
        said = _rebound_said(state, item, spell_obj, others)
        if said is False:
            state.log.add(f"{who} {_verb(who, 'choose')} not to apply rebound: another replacement effect applies to "
                          f"{item.name} ({state.rule_no('replacement_order')})", "rebound", indent=1, kind="step")
            return False   # the move to the graveyard applies the other one (kb.engine.replacement.replace_zone)
        if said is None:
            names = ", ".join(r.source_name or "an effect" for r in others)
            doubt = (f"{item.name}: rebound and {names} each replace its going to the graveyard as it resolves, and "
                     f"{who} {_verb(who, 'choose')} which applies ({state.rule_no('replacement_order')}) — not stated (give replace_order: "
                     f"[{item.name}] or [{others[0].source_name or 'NAME'}] on the step it resolves): whether rebound's "
                     "delayed ability exists can't be decided")
            if any(r.kind in ("shuffle", "bottom", "hand", "top") or r.then for r in others):
                state.note_unknown(doubt)   # not exiled either way: where it is can't be decided now
                doubt = None
    n = state.move(spell_obj, "exile", log=False)
    if n is None or n.zone != "exile":
        return False
    if doubt is not None:   # exiled either way; what rebound's ability does when it triggers can't be decided
        state.__dict__.setdefault("_rebound_doubt", {})[n.oid] = doubt
    from .triggers import parse_trigger
    state.schedule_delayed(parse_trigger("At the beginning of your next upkeep", None), REBOUND_CAST_TEXT, n.oid,
                           state.evaluate().get(n.oid), who, f"{n.alias}'s delayed ability (rebound)", about=n.oid)
    state.log.add(f"{item.name} was cast from {_poss(who)} hand: instead of putting it into {_poss(n.owner)} "
                  f"graveyard as it resolves, {who} {_verb(who, 'exile')} it; at the beginning of {_poss(who)} next "
                  f"upkeep {who} may cast it from exile without paying its mana cost", "rebound", indent=1, kind="step")
    return True


def _rebound_said(state, item, spell_obj, others: list) -> bool | None:
    """The step's ``replace_order``: True when it names the spell (rebound applies), False when it names one of the
    ``others`` (that one applies), None when it names neither (616.1)."""
    for name in state.choices.get("replace_order") or []:
        if name in (item.name, spell_obj.alias) or name.lower() == "rebound":
            return True
        if any(names_effect(name, r) for r in others):
            return False
    return None


def cast_chosen(state, ins, rc, item, o, zone: str, concept: str, stays: str, how: str = "") -> bool:
    """Whether a resolving ability that lets its controller cast card ``o`` from ``zone`` casts it (rebound, 702.88a;
    miracle, 702.94a): not if the card has left that zone (400.7); ``choose: {cast: true | false}`` says it (declined:
    ``stays`` is logged); not stated, what follows can't be decided (608.2d). ``how``: the words of the cast asked."""
    who = item.controller
    if o is None or o.zone != zone:
        state.log.add(f"{item.name}: the card is no longer in {'exile' if zone == 'exile' else 'the ' + zone}, so it "
                      "can't be cast this way (400.7)", concept, indent=1, kind="step")
        return False
    want = rc.choices.get("cast")
    if want is None:
        state.unstated_choice(ins, item, "cast", f"cast: true | false, targets: [...] (whether {o.alias} is cast{how}, "
                                                 "and at what)")
        return False
    if not want or str(want).lower() in ("false", "no"):
        state.log.add(f"{who} {_verb(who, 'choose')} not to cast {o.alias}: {stays}", concept, indent=1, kind="step")
        return False
    return True


def rebound_cast(state, ins, rc, item) -> None:
    """The delayed ability resolves: if the card is still the object rebound exiled, its controller may cast it
    without paying its mana cost (702.88a-b) — ``choose: {cast: true | false, targets: [...]}``; not stated, what
    follows can't be decided."""
    ev = getattr(item, "event", None)
    oid = getattr(ev, "obj", None) if ev is not None else None
    o = state.objects.get(oid) if oid is not None else None
    who = item.controller
    doubt = state.__dict__.get("_rebound_doubt", {}).get(oid)
    if doubt is not None:   # rebound may not have applied as it resolved (616.1): this ability may not exist
        state.note_unknown(doubt)
        return
    if not cast_chosen(state, ins, rc, item, o, "exile", "rebound", "it remains exiled"):
        return
    state.cast(o, controller=who, targets=rc.choices.get("targets") or (), x=rc.choices.get("x"), free=True,
               cast_with="rebound")
