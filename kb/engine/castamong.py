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

__all__ = ["cast_linked_words", "cast_among_words", "cast_from_hand", "cast_exiled", "cast_exiled_one", "cast_looked", "cast_milled", "cast_it_words", "cast_many_words", "many_limit", "didnt_cast_it", "split_then_cast_many"]

_SHAPE = re.compile(r"[Yy]ou may cast an? (?:(?P<kind>.+?) )?spell(?P<mv> with mana value (?:\d+|X) or less)? from among "
                    r"(?:them|those cards|cards revealed this way) without paying its mana cost")


def cast_among_words(s: str) -> str | None:
    """``s`` (without its period) as "You may cast a [KIND] spell [with mana value N or less] from among them without
    paying its mana cost" → the words of the cards that fit ("instant or sorcery card with mana value 3 or less", read
    by the caller's selector reader), or None."""
    m = _SHAPE.fullmatch(s)
    if not m:
        return None
    return f"{m.group('kind') + ' ' if m.group('kind') else ''}card{m.group('mv') or ''}"


# "[then] you may cast any number of spells from among those cards / them / cards exiled this way without paying their
# mana costs" (Etali, Primal Storm; Hellcarver Demon): each card the player chooses among those just exiled; "up to two
# sorcery spells with mana value 3 or less" (Collected Conjuring): as many as that, at most (many_limit)
# "You may cast instant and sorcery spells with mana value X or less from among them without paying their mana costs."
# (Epic Experiment): without "any number of", the plural says the same (any of them, each cast as it resolves); X is
# the resolving spell's (107.3a)
_MANY = re.compile(r"(?:[Tt]hen )?[Yy]ou may cast (?:(?:any number of|up to (?P<upto>two|three|four)) (?:(?P<kind>[a-z, -]+?) )?|(?P<kind2>[a-z, -]+?) )"
                   r"spells(?P<mv> with mana value (?:\d+|X) or less)? from among (?:them|those (?:(?P<those>[a-z]+) )?cards|"
                   r"cards exiled this way) without paying their mana costs")


def cast_many_words(s: str) -> str | None:
    """``s`` (without its period) as "You may cast any number of [KIND] spells [with mana value N or less] from among
    (them | those cards | cards exiled this way) without paying their mana costs" → the words of the cards that fit
    ("card", "instant card with mana value 5 or less"), or None (a limit on them together such as "with total mana
    value 6 or less" is not read)."""
    m = _MANY.fullmatch(s)
    if not m:
        return None
    kind = " ".join(k for k in (m.group("those"), m.group("kind") or m.group("kind2")) if k)   # "those nonland cards": too
    return ((kind + " card") if kind else "card") + (m.group("mv") or "")


def many_limit(s: str) -> int | None:
    """The most spells "You may cast up to two … spells from among them …" (``s`` without its period) lets be cast;
    None for "any number of" (or other words)."""
    from .words import NUMBER_WORDS
    m = _MANY.fullmatch(s)
    return NUMBER_WORDS[m.group("upto")] if m and m.group("upto") else None


# "Reveal the top card of your library. You may cast it without paying its mana cost [if its mana value is odd | if it's
# a spell with lesser mana value]." (Yennett, Cryptic Sovereign; Rashmi, Eternities Crafter): the one card revealed
# "You may play that card without paying its mana cost" (Leaf-Crowned Elder): a land too (305.1) — played by the effect,
# whether a land play is left (305.2a, 305.2b) is not read: "cannot decide" (:func:`cast_looked`)
_IT = re.compile(r"[Yy]ou may (?P<v>cast|play) (?:it|that card) without paying its mana cost(?: if (?:its mana value is "
                 r"(?P<parity>odd|even)|(?P<lesser>it's a spell with lesser mana value)))?")


def cast_it_words(s: str) -> dict | None:
    """``s`` (without its period) as "You may cast it without paying its mana cost [if its mana value is odd / even | if
    it's a spell with lesser mana value]" → the options of the cast of the one card looked at: ``parity`` ("odd",
    "even": of its mana value, 202.3) or ``lesser`` (its mana value less than that of the spell its trigger event cast,
    603.2, as it is on the stack or last existed there, 608.2h); None: not this sentence."""
    m = _IT.fullmatch(s)
    if not m:
        return None
    return {**({"parity": m.group("parity")} if m.group("parity") else {}),
            **({"lesser": True} if m.group("lesser") else {}), **({"play": True} if m.group("v") == "play" else {})}


def didnt_cast_it(t: str) -> str:
    """"You may cast it without paying its mana cost …. If you don't cast it, draw a card.": "If you don't cast it" says
    of the cast just before what "If you don't" says (608.2c): read as that."""
    return re.sub(r"(\b[Yy]ou may cast (?:it|that card) without paying its mana cost[^.]*\. )If you don't cast (?:it|that "
                  r"card), ", r"\1If you don't, ", t)


def _fits_more(state, ins, rc, w, ctx) -> bool | None:
    """The conditions of :func:`cast_it_words` on the card ``w`` (its mana value, 202.3): True, False, or None when the
    spell its trigger event cast can't be seen (noted unknown by filters' reader)."""
    parity = ins.opts.get("parity")
    if parity and (w.mana_value % 2 == 1) != (parity == "odd"):
        return False
    if ins.opts.get("lesser"):
        from .filters import event_spell_value
        v = event_spell_value(ctx, "mana_value")
        if v is None:
            return None
        return w.mana_value < v
    return True


# "Cast any number of cards exiled with ~ without paying their mana costs." (Izzet Chemister): the cards the source's
# linked abilities exiled (607.2a), whichever they are when it resolves; "Cast any number of red instant and/or sorcery
# cards from your graveyard without paying their mana costs." (Chandra Ablaze): the cards of that kind in the
# controller's graveyard as it resolves
_MANY_LINKED = re.compile(r"(?:[Yy]ou may )?[Cc]ast any number of (?:(?P<kind>[a-z, /-]+?) )?(?:cards|spells from among "
                          r"cards) (?P<where>exiled with ~|from your graveyard) without paying their mana costs")
EXILED_WITH, YOUR_GRAVEYARD = "exiled_with", "your_graveyard"   # the cards cast_exiled chooses among (its opts "among")


def cast_linked_words(s: str) -> tuple[str, str] | None:
    """``s`` (without its period) as "[You may] cast any number of [KIND] cards exiled with ~ / from your graveyard
    without paying their mana costs" (or "… spells from among cards exiled with ~ …") → (the words of the cards that
    fit, "card exiled with ~" / "instant card", and where they are: :data:`EXILED_WITH` or :data:`YOUR_GRAVEYARD`), or
    None. "Any number" includes none: the cast is the player's choice as the ability resolves (608.2d) either way."""
    m = _MANY_LINKED.fullmatch(s)
    if not m or (m.group("where") != "exiled with ~" and "from among" in m.group(0)):
        return None
    what = m.group("kind") + " card" if m.group("kind") else "card"
    if m.group("where") == "exiled with ~":
        return what + " exiled with ~", EXILED_WITH
    return what, YOUR_GRAVEYARD


def split_then_cast_many(t: str) -> str:
    """"Exile the top card of each player's library, then you may cast any number of spells from among those cards …":
    the cast is a sentence of its own after the exile (608.2c: in the order written), read as :func:`cast_many_words`'s."""
    return re.sub(r"(\b[Ee]xile the top (?:card|\w+ cards) of [^.]*?\blibrary), then (you may cast any number of )",
                  lambda m: m.group(1) + ". Y" + m.group(2)[1:], t)


def cast_exiled(state, ins, rc, item, stated_costs) -> None:
    """"Exile the top card of each player's library, then you may cast any number of spells from among those cards
    without paying their mana costs." (608.2g): as the effect resolves, the player casts, one after another, the cards
    they choose among those the instruction before exiled (``rc.moved``), from exile, without paying their mana costs
    (118.9; X is 0, 107.3b); each is cast as :func:`cast_looked`'s one (a land can't be cast, 305.9; the spells go on
    the stack above the resolving object in the order cast, 601.2a). Stated ``choose: {cast: [{card: NAME, targets:
    [...]}, ...]}`` (or one, or false); not stated: cannot decide (608.2d)."""
    from .errors import EngineError
    said, zone = "exiled this way", "exile"
    among = ins.opts.get("among")
    if among:   # "cards exiled with ~" (607.2a): those its linked abilities exiled, still in exile; "from your graveyard"
        snap = state.evaluate()
        ctx = rc.at(snap.work)
        zone = "graveyard" if among == YOUR_GRAVEYARD else "exile"
        exiled = {"cards": [o.oid for o in state.objects.values() if o.zone == zone and snap.get(o.oid) is not None
                            and (zone == "exile" or o.owner == rc.you)
                            and ins.opts["selector"].match(snap.get(o.oid), ctx)]}
        said = f"exiled with {item.name}" if zone == "exile" else f"of that kind in the graveyard of {rc.you}"
    else:
        exiled = {"cards": [o for o in getattr(rc, "moved", ()) or () if o in state.objects
                            and state.objects[o].zone == "exile"]}
    want = rc.choices.get("cast")
    if among and want is None and not exiled["cards"]:   # no card there fits: nothing to choose (608.2d), none cast
        state.log.add(f"no card {said}: nothing is cast", "choices_on_resolution", indent=1, kind="step")
        rc.did = False
        return
    if want is None or want is False or isinstance(want, (str, dict)):
        cast_looked(state, ins, rc, item, exiled, stated_costs, zone=zone, said=said)
        return
    if not isinstance(want, list) or not want:
        raise EngineError(f"{item.name}: choose: {{cast: ...}} takes a list of {{card: NAME, targets: [...]}} or false")
    names = [str(w.get("card") if isinstance(w, dict) else w) for w in want]
    limit = ins.opts.get("up_to")
    if limit is not None and len(names) > limit:   # "up to two … spells": no more than that (608.2d)
        raise EngineError(f"\u201c{ins.text}\u201d: at most {limit} spells can be cast this way, not {len(names)} "
                          f"({state.rule_no('choices_on_resolution')})")
    if len(set(names)) != len(names):
        raise EngineError(f"\u201c{ins.text}\u201d: each card exiled this way can be cast once "
                          f"({state.rule_no('choices_on_resolution')})")
    did = False
    for w in want:
        cast_looked(state, ins, rc, item, exiled, stated_costs, zone=zone, said=said, want=w)
        did = did or rc.did
    rc.did = did


def cast_from_hand(state, ins, rc, item, stated_costs) -> None:
    """"Target opponent reveals their hand. You may cast an instant or sorcery spell from among those cards without
    paying its mana cost." (Mindclaw Shaman; 701.20a, 608.2g, 118.9): one card of the revealed hand, cast from that
    hand by this effect's controller, chosen as :func:`cast_looked`'s (608.2d). A hand the scenario doesn't list in full
    (``hand_known`` false): unless one of its named cards is chosen, cannot decide."""
    whose = [who for rk, who in state.subjects(ins.subject, rc, ins) if rk == "player"]
    if len(whose) != 1:   # the target no longer legal (608.2b) or no player: no hand revealed
        rc.did = False
        return
    want = rc.choices.get("cast")
    if not state.player(whose[0]).hand_known and not isinstance(want, (dict, str)):
        state.note_unknown(f"\u201c{ins.text}\u201d: {whose[0]}'s hand is not listed in full (players: hand: [...]), so "
                           f"which spell could be cast from among those cards can't be decided")
        rc.did = False
        return
    cast_looked(state, ins, rc, item, {"cards": [o.oid for o in state.in_zone("hand", whose[0])]}, stated_costs,
                zone="hand", said="revealed")


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


def cast_exiled_one(state, ins, rc, item, stated_costs) -> None:
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
                said: str = "looked at", want=None) -> None:
    """The instruction: the card the player chose among those looked at, cast without paying its mana cost (see the
    module docstring); refused (an EngineError) when it isn't one of them, isn't in the library, is a land or doesn't
    fit the description. ``looked``: the cards looked at (kb.engine.looking); ``stated_costs``: the objects the choice
    names to pay additional costs with (kb.engine.stack's reader, given by the caller: no import circle); ``want``: the
    choice, when not the one ``choose: {cast: ...}`` states (one of several, :func:`cast_exiled`)."""
    from .errors import EngineError
    from .text import player_cap, player_verb
    if looked.get("undecided"):   # which cards were looked at can't be decided (an unknown says so)
        rc.did = False
        return
    want = rc.choices.get("cast") if want is None else want   # given: one of several casts (cast_exiled)
    if ins.opts.get("parity") or ins.opts.get("lesser"):   # "… if its mana value is odd": the one card's (cast_it_words)
        snap = state.evaluate()
        w = snap.get(looked["cards"][0]) if len(looked["cards"]) == 1 else None
        ctx = rc.at(snap.work)
        fits = None if w is None else ("Land" not in w.types and _fits_more(state, ins, rc, w, ctx))
        if fits is None:
            state.note_unknown(f"\u201c{ins.text}\u201d: whether the card revealed can be cast this way can't be decided "
                               f"({state.rule_no('choices_on_resolution')})")
            rc.did = False
            return
        if not fits:   # it can't be cast this way: no choice to make (608.2d)
            if isinstance(want, (dict, str)) and want:
                from .errors import EngineError
                raise EngineError(f"\u201c{ins.text}\u201d: {state.objects[looked['cards'][0]].alias} can't be cast this "
                                  f"way ({state.rule_no('choices_on_resolution')})")
            state.log.add(f"{state.objects[looked['cards'][0]].alias} can't be cast this way", "choices_on_resolution",
                          indent=1, kind="step")
            rc.did = False
            return
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
    if w is not None and "Land" in w.types and ins.opts.get("play"):   # "you may play that card": a land played by the
        # effect, which needs a land play left this turn (305.2a-b) — not read, never guessed
        state.note_unknown(f"\u201c{ins.text}\u201d: {o.alias} is a land played by the effect, which needs a land play "
                           f"left this turn ({state.rule_no('land_plays')}): not read")
        rc.did = False
        return
    if w is None or "Land" in w.types:
        raise EngineError(f"\u201c{ins.text}\u201d: {o.alias} is a land card: lands are played, not cast "
                          f"({state.rule_no('play_land')}, {state.rule_no('choices_on_resolution')})")
    sel = ins.opts.get("selector")
    ctx = rc.at(snap.work)
    if ins.opts.get("x_value") is not None:   # "reveal the top X cards …, where X is …": that X (107.3)
        from .gamevalues import fixed
        ctx.choices = {**(ctx.choices or {}), "x": fixed(ins.opts["x_value"], rc, None)}
    if sel is not None and not sel.match(w, ctx):
        raise EngineError(f"\u201c{ins.text}\u201d: {o.alias} is not {sel.describe or 'a card that fits'} "
                          f"({state.rule_no('choices_on_resolution')})")
    if o.card.mana_cost is not None and "X" in o.card.mana_cost.symbols and want.get("x") not in (None, 0):
        raise EngineError(f"{o.alias} is cast without paying its mana cost: X can only be 0 (107.3b)")
    looked["cards"] = [c for c in looked["cards"] if c != o.oid]
    state.cast(o, controller=rc.you, targets=want.get("targets") or (), mode=want.get("mode"), x=0, free=True,
               costs=stated_costs(want))   # additional costs still paid (118.8)
    rc.did = True
