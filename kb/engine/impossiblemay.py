"""An optional action that can't be done whole can't be chosen: "target opponent may sacrifice two nonland, nontoken
permanents of their choice. If they don't, you draw two cards." (Rakdos, Patron of Chaos), "you may exile two cards
from your graveyard. If you do, …".

A player can't choose an option that's impossible (608.2d). A player can sacrifice only a permanent they control
(701.21a); "return / tap / exile a [permanent] you control" chooses among the permanents its words describe;
"exile N cards from your graveyard" takes cards of that player's own graveyard (404.1); a player discards
only cards in their own hand (701.9a); "remove a counter from a permanent you control" needs a permanent the words
describe with a counter of that kind on it (122.1: counters are removed only from an object that has them). A player
with fewer
of them than the number named can't choose to do it, so nothing is done and "If they don't" / "If you do" read it as
not done (608.2c) — not the partial action with the ones they have. Read for one acting player, the permanents or
cards fitting the instruction's description as it is applied (608.2h); a graveyard the scenario doesn't list, or
anything else, is left to the instruction's own reading (None here).
"""
from __future__ import annotations

__all__ = ["cannot_choose_all", "cannot_choose_for"]


def cannot_choose_all(state, ins, rc) -> str | None:
    """Why the optional action ``ins`` can't be chosen (608.2d), or None when it can (or this can't tell)."""
    if not ins.optional or ins.opts.get("each_may"):
        return None
    players = [p for kind, p in state.subjects(ins.source, rc, ins) if kind == "player"] if ins.source is not None \
        else [rc.you]
    if len(players) != 1:
        return None
    return cannot_choose_for(state, ins, rc, players[0])


def cannot_choose_for(state, ins, rc, who: str) -> str | None:
    """Why the player ``who`` can't choose to do the action ``ins`` (608.2d) — one player of an "each … may" group
    (kb.engine.eachmay) or the one acting player — or None when they can (or this can't tell)."""
    if ins.kind == "discard":
        return _cannot_discard(state, ins, rc, who)
    if ins.kind == "remove_counters":
        return _cannot_remove_counters(state, ins, rc, who)
    if ins.kind == "hand_to_library":
        return _cannot_put_from_hand(state, ins, rc, who)
    if ins.kind == "mill":
        return _cannot_mill(state, ins, who)
    if ins.kind == "draw":
        return _draw_unstated(state, ins, rc, who)
    # "exile two cards from your graveyard", "put an instant or sorcery card from your graveyard on the bottom of your
    # library": cards of that player's own graveyard (404.1)
    from_gy = ins.kind in ("exile", "move") and (ins.opts.get("from") or "") in ("your graveyard", "their graveyard")
    if from_gy and ins.kind == "move" and any(k in (rc.choices or {}) for k in ("choose", "put", "card")):
        return None   # a card stated as chosen is checked where it is put (a wrong kind refused, 608.2d)
    subj = ins.subject
    # "you may put an artifact card … from your hand onto the battlefield": a card of that kind in the player's listed
    # hand (402.3: a hand the scenario lists holds no card it doesn't name)
    from_hand = ins.kind == "move" and subj is not None and subj.kind == "chosen" and subj.selector is not None and \
        ins.opts.get("from") == "your hand"
    if from_hand:
        p = state.player(who)
        if not p.hand_known or "hand" in p.unlisted or any(k in (rc.choices or {}) for k in ("choose", "put", "card")):
            return None   # a card stated as chosen is checked where it is put (a wrong kind refused, 608.2d)
        n = ins.opts.get("count") or 1
        if not isinstance(n, int):
            return None
        from .unnamed import is_unnamed
        snap = state.evaluate()
        if any(w.zone == "hand" and w.owner == who and is_unnamed(w.obj.card) for w in snap.work.values()):
            return None   # a card nobody named ("hand: 3") may be of that kind
        ctx = rc.at(snap.work, you=who)
        have = sum(1 for i in subj.selector.select(snap.work, ctx) if snap.work[i].zone == "hand" and
                   snap.work[i].owner == who)
        return None if have >= n else (f"{who}'s hand holds {have} of {subj.text or 'them'}, fewer than {n}: they "
                                       f"can't choose to put {n} ({state.rule_no('choices_on_resolution')})")
    # "return a land you control to its owner's hand", "tap an untapped creature you control", "exile a creature you
    # control": permanents the player chooses among those on the battlefield the words describe (608.2d)
    chosen_permanents = ins.kind in ("move", "tap", "exile") and not from_gy and subj is not None and \
        subj.selector is not None and set(getattr(subj.selector, "zones", ()) or ()) == {"battlefield"}
    if ins.kind != "sacrifice" and not from_gy and not chosen_permanents:
        return None
    n = ins.opts.get("count") or 1
    if subj is None or subj.kind != "chosen" or subj.selector is None or not isinstance(n, int):
        return None
    if from_gy and "graveyard" in state.player(who).unlisted:
        return None
    snap = state.evaluate()
    ctx = rc.at(snap.work, you=who)
    zone, whose = ("graveyard", "owner") if from_gy else ("battlefield", "controller")
    have = sum(1 for i in subj.selector.select(snap.work, ctx)
               if snap.work[i].zone == zone and (chosen_permanents or getattr(snap.work[i], whose) == who))
    if have >= n:
        return None
    verb = {"move": "move", "tap": "tap"}.get(ins.kind) or ("exile" if ins.kind == "exile" else "sacrifice")
    return (f"{who} has {have} of {subj.text or 'them'}, fewer than {n}: they can't choose to {verb} {n} "
            f"(608.2d)")


def _cannot_discard(state, ins, rc, who: str) -> str | None:
    """"may discard N cards" / "… a creature card": a player discards only cards in their own hand (701.9a); with fewer
    (of the kind named) than N they can't choose to (608.2d). Only a hand the scenario lists is counted, and only a
    stated number ("discard their hand", "X cards": None)."""
    from .filters import Const
    n = ins.amount.n if isinstance(ins.amount, Const) else None
    if not isinstance(n, int) or n < 1 or not state.player(who).hand_known:
        return None
    kind = ins.opts.get("kind")
    snap = state.evaluate()
    ctx = rc.at(snap.work, you=who)
    cards = [i for i, w in snap.work.items() if w.zone == "hand" and w.owner == who]
    if kind is not None:
        fits = set(kind.select(snap.work, ctx))
        cards = [i for i in cards if i in fits]
    if len(cards) >= n:
        return None
    what = f"{kind.describe}s" if kind is not None and getattr(kind, "describe", "") else "cards"
    return (f"{who} has {len(cards)} {what} in hand, fewer than {n}: they can't choose to discard {n} "
            f"(608.2d, 701.9a)")


def _cannot_remove_counters(state, ins, rc, who: str) -> str | None:
    """"you may remove a counter from a permanent you control" / "… a +1/+1 counter from a creature you control": with
    no permanent the words describe bearing that many counters of the kind named (any kind when none is named), the
    player can't choose to remove one (608.2d). Only a chosen permanent ("a … you control") and a stated number."""
    from .filters import Const
    subj = ins.subject
    n = ins.amount.n if isinstance(ins.amount, Const) else ins.amount if isinstance(ins.amount, int) else None
    if subj is not None and subj.kind != "chosen" and isinstance(n, int) and n >= 1:
        return _cannot_remove_from_named(state, ins, rc, who, n)
    if subj is None or subj.kind != "chosen" or subj.selector is None or not isinstance(n, int) or n < 1:
        return None
    if set(getattr(subj.selector, "zones", ()) or ()) != {"battlefield"}:
        return None
    kind = ins.opts.get("kind")
    snap = state.evaluate()
    ctx = rc.at(snap.work, you=who)
    for i in subj.selector.select(snap.work, ctx):
        w = snap.work[i]
        if w.zone != "battlefield":
            continue
        o = state.objects.get(i)
        counters = getattr(o, "counters", None) or {}
        have = sum(getattr(c, "n", c) for k, c in counters.items() if kind is None or k == kind)
        if have >= n:
            return None
    import re
    what = f"{kind} counter" if kind else "counter"
    desc = re.sub(r"^(?:a|an|one) ", "", subj.text or "permanent")
    return (f"no {desc} has {'a' if n == 1 else n} {what}{'s' if n > 1 else ''} on it, so {who} can't choose to "
            f"remove {'one' if n == 1 else n} (122.1)")


def _cannot_remove_from_named(state, ins, rc, who: str, n: int) -> str | None:
    """"you may remove three feeding counters from it" / "… from ~": the one permanent the words name (the source, the
    object of the event) bears fewer than ``n`` counters of the kind named (any kind when none is named): the player
    can't choose to remove them, so none is removed and "If you do" reads it as not done (122.1, 608.2d). None when
    the words name no one permanent on the battlefield."""
    from .errors import EngineError
    try:
        refs = state.subjects(ins.subject, rc, ins)
    except EngineError:
        return None
    objs = [oid for kind, oid in refs if kind == "obj"]
    if len(objs) != 1 or len(refs) != 1:
        return None
    o = state.objects.get(objs[0])
    if o is None or o.zone != "battlefield":
        return None
    kind = ins.opts.get("kind")
    counters = getattr(o, "counters", None) or {}
    have = sum(getattr(c, "n", c) for k, c in counters.items() if kind is None or k == kind)
    if have >= n:
        return None
    what = f"{kind} counter" if kind else "counter"
    return (f"{o.alias} has {have} {what}{'s' if have != 1 else ''} on it, fewer than {n}, so {who} can't choose to "
            f"remove {'one' if n == 1 else n} (122.1)")


def _cannot_put_from_hand(state, ins, rc, who: str) -> str | None:
    """"you may put a card from your hand on the bottom of your library": a listed hand holding fewer cards than that
    (402.3: it holds only the cards it names) — the player can't choose to (608.2d). An unlisted hand: None."""
    from .filters import Const
    p = state.player(who)
    if not p.hand_known or "hand" in p.unlisted:
        return None
    n = ins.amount.n if isinstance(ins.amount, Const) else ins.opts.get("count") or 1
    if not isinstance(n, int) or n < 1:
        return None
    snap = state.evaluate()
    have = sum(1 for w in snap.work.values() if w.zone == "hand" and w.owner == who)
    if have >= n:
        return None
    return (f"{who}'s hand holds {have} card(s), fewer than {n}: they can't choose to put {n} into their library "
            f"({state.rule_no('choices_on_resolution')})")


def _cannot_mill(state, ins, who: str) -> str | None:
    """"you may mill four cards": a player can't mill more cards than their library holds; given the choice, they can't
    choose to (701.17b). A library whose size the scenario doesn't give: None."""
    from .filters import Const
    n = ins.amount.n if isinstance(ins.amount, Const) else ins.amount if isinstance(ins.amount, int) else None
    size = state.player(who).library_size()
    if not isinstance(n, int) or n < 1 or size is None or size >= n:
        return None
    return (f"{_poss(who)} library holds {size} card(s), fewer than {n}: they can't choose to mill {n} "
            f"({state.rule_no('mill')})")


def _draw_unstated(state, ins, rc, who: str) -> None:
    """"you may draw a card": drawing is never an impossible action, even from an empty library (608.2d, 121.3; from
    2006-10-01, kb.engine.versions draw_never_impossible), so it can always be chosen. Before, the rule says only that
    an impossible option can't be chosen (413.2c): with fewer cards in the library than the draw (or a library whose
    size the scenario doesn't give), whether the player may choose it is not stated — noted, "cannot decide"."""
    from .filters import Const
    from .versions import rule
    if rule("draw_never_impossible", state.edition) == "possible":
        return None
    n = 1 if ins.amount is None else ins.amount.n if isinstance(ins.amount, Const) else \
        ins.amount if isinstance(ins.amount, int) else None   # "draw a card": one
    if ins.subject is not None and ins.subject.kind != "you":   # "that creature's controller may draw a card"
        drawers = [p for kind, p in state.subjects(ins.subject, rc, ins) if kind == "player"]
        if len(drawers) != 1:
            return None
        who = drawers[0]
    size = state.player(who).library_size()
    if isinstance(n, int) and size is not None and size >= n:
        return None
    state.note_unknown(f"\u201c{ins.text}\u201d: {_poss(who)} library holds {size if size is not None else 'an unstated '}"
                       f"{'card(s)' if size is not None else 'number of cards'}; whether drawing more cards than it "
                       f"holds is an impossible option, which can't be chosen ({state.rule_no('choices_on_resolution')}), "
                       f"the rules of {state.edition} don't say")
    return None


def _poss(who: str) -> str:
    from .text import player_poss
    return player_poss(who)
