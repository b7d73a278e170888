""""Target opponent exiles cards from the top of their library until they exile a nonland card." (Nicol Bolas,
God-Pharaoh; Stolen Goods), "Each opponent exiles … until they exile a nonland card. You may cast any number of spells
from among those nonland cards …" (Fevered Suspicion: each opponent in turn, 101.4; "those nonland cards" are the
cards that stopped it, kb.engine.castamong), "Exile cards from the top of your library until you exile a nonland card.": cards are
exiled one at a time from the top of the library (401.2) until one of the kind is exiled; every card exiled this way
is in exile, and "that card" after it is the one of the kind (the new object in exile, 400.7) — so "Until end of turn,
you may cast that card without paying its mana cost." reads it as after "Exile the top card of …".

"Exile the top six cards of your library. You may cast up to two sorcery spells … from among them …. Put the exiled
cards not cast this way on the bottom of your library in a random order." (Collected Conjuring): the same, after the
exile of the top N cards and the casts from among them (kb.engine.castamong.cast_exiled).

"You may cast that card without paying its mana cost. Then put the exiled cards that weren't cast this way on the
bottom of that library in a random order." (Chaos Wand; "Then that player puts … on the bottom of their library …",
Dazzling Sphinx): the card of the kind is cast as the effect resolves (608.2g) with no mana cost paid (118.9; the
``cast_free`` of "that card", chosen ``choose: {cast: {card: NAME, targets: [...]}}`` or ``cast: false``), and every
card this exile moved that is still in exile — the others, and the card of the kind when it wasn't cast — goes to the
bottom of the library it came from (its owner's, 400.3) in a random order (401.4): where each of them is is "cannot
decide" when they are several (``exiled_rest``).

"Put that card onto the battlefield or into your hand." (Illuna, Apex of Wishes): the card of the kind goes where its
controller chooses as the effect resolves (608.2d), stated ``choose: {zone: battlefield | hand}``; unstated, never
guessed ("cannot decide", :func:`choose_destination`).

Read as the ``exile_top`` instruction with its stop (``exile_until``: the selector of the card that stops it). Which
cards are exiled is never guessed: a library the scenario doesn't name down to such a card, or whose order no one can
state (a random order, a shuffle: 401.4, 701.24a), makes what follows "cannot decide". A library with no card of the
kind is exiled whole, and there is no "that card"."""
from __future__ import annotations

import re

__all__ = ["read_exile_until", "exile_until", "read_exiled_rest", "exiled_rest", "read_battlefield_or_hand", "choose_destination"]

_FORM = re.compile(r"(?:(?P<who>[Tt]arget player|[Tt]arget opponent|[Tt]hat player|[Ee]ach opponent|[Ee]ach player) exiles|"
                   r"[Ee]xile) cards from the top of "
                   r"(?P<lib>your|their) library until (?:you|they) exile (?:a|an) (?P<kind>(?:[\w-]+ )*?card)")


def read_exile_until(s: str, who_of, selector_of, instruction, moved_subject, you):
    """The instruction of the sentence ``s`` (without its period), or None: not these words. ``who_of(words)`` reads
    the player, ``selector_of(words)`` the kind (a card in a library), ``instruction`` builds it."""
    m = _FORM.fullmatch(s.strip())
    if m is None or (m.group("who") is None) != (m.group("lib") == "your"):
        return None
    who = who_of(m.group("who")[0].lower() + m.group("who")[1:]) if m.group("who") else you
    return instruction("exile_top", moved_subject, amount=None, opts={"who": who, "exile_until": selector_of(m.group("kind"))},
                       text=s)


def exile_until(state, ins, rc, player: str, reads_it: bool, reach) -> list | None:
    """Exile the cards of ``player``'s library down to the first of the kind (701.20a's way of counting, but each card
    exiled): the new objects exiled, in order; None when which cards can't be decided (noted)."""
    from .unknowns import ALL, Unknown
    p = state.player(player)
    sel = ins.opts["exile_until"]
    snap = state.evaluate()
    ctx = rc.at(snap.work)   # the kind read as the instruction is applied (608.2h)
    stop = next((i for i, oid in enumerate(p.library) if (w := snap.get(oid)) is not None and sel.match(w, ctx)), None)
    if stop is None and p.unknown != 0:
        state.unknowns.append(Unknown(
            f"\u201c{ins.text}\u201d: the exile goes on into cards of {player}'s library the scenario doesn't name "
            f"(players: library: [...]): which cards are exiled, and what follows, can't be decided "
            f"({state.rule_no('library_pile')})", ALL,
            since=state.clock))
        return None
    n = stop + 1 if stop is not None else len(p.library)
    if state._top_undecided(ins, rc, p, n, p.library[stop] if stop is not None else None):
        return None
    out = state._top_to_exile(player, n, reads_it=reads_it, reach=reach)
    rc.chosen["exiled_top"] = (player, list(out), 0)   # "the exiled cards that weren't cast this way" (exiled_rest)
    state.log.add(f"{player} exiled cards from the top of {player}'s library until {sel.describe or 'the kind'}: "
                  f"{len(out)} card(s)" + ("" if stop is not None else " (the whole library, none of them is one)"),
                  "exile", indent=1, kind="step")
    return out[-1:] if stop is not None else []


_REST = re.compile(r"(?:[Tt]hen )?(?:(?P<who>[Tt]hat player|[Tt]hey) puts?|[Pp]ut) the exiled cards (?:that weren't|not) cast this "
                   r"way on the bottom of (?P<lib>that|their|your) library in a random order")


def read_exiled_rest(s: str, done: list, instruction, you, raw: str):
    """"Then put the exiled cards that weren't cast this way on the bottom of that library in a random order" (``s``
    without its period) just after "… until they exile a KIND card. You may cast that card without paying its mana
    cost." (``done``: the instructions before it in the ability): the ``exiled_rest`` instruction, else None. "your
    library" only after the exile of your own library; "that player puts" / "they put" only after another player's."""
    m = _REST.fullmatch(s.strip())
    if m is None or len(done) < 2 or done[-2].kind != "exile_top" or not (
            (done[-1].kind == "cast_free" and done[-2].opts.get("exile_until") is not None) or
            (done[-1].kind == "cast_exiled" and done[-2].opts.get("exile_until") is None)):
        return None
    own = done[-2].opts.get("who") is you
    if (m.group("lib") == "your") != own or (m.group("who") is not None and own):
        return None
    return instruction("exiled_rest", you, text=raw)


def exiled_rest(state, ins, rc) -> None:
    """The cards the exile "until" of this resolution moved that are still in exile (not cast, 400.7: a card cast is a
    new object on the stack) go to the bottom of the library they came from in a random order (401.4)."""
    got = rc.chosen.get("exiled_top")
    if got is None:   # the exile was not carried out (which cards: "cannot decide", noted by exile_until)
        return
    player, oids, unnamed = got
    if unnamed:   # cards the scenario doesn't name went to the bottom too: where the named ones are is not known
        from .unknowns import ALL
        state.note_unknown(f"\u201c{ins.text}\u201d: {unnamed} card(s) the scenario doesn't name are among those put on "
                           f"the bottom of {player}'s library in a random order (401.4)", ALL)
    state.exiled_to_bottom(player, [state.objects[o] for o in oids if o in state.objects], "exiled this way",
                           "library_position")


_EITHER = re.compile(r"[Pp]ut that card onto the battlefield or into your hand")


def read_battlefield_or_hand(s: str, prev, done: list, instruction, raw: str):
    """"Put that card onto the battlefield or into your hand" (``s`` without its period) just after your own "Exile
    cards from the top of your library until you exile a KIND card" (``prev``: "that card", the card of the kind): a
    ``move`` whose destination is chosen as it resolves (``or_to``), else None."""
    if _EITHER.fullmatch(s.strip()) is None or prev is None or prev.kind != "moved" or not done or \
            done[-1].kind != "exile_top" or done[-1].opts.get("exile_until") is None or \
            getattr(done[-1].opts.get("who"), "kind", None) != "you":
        return None
    return instruction("move", prev, text=raw, opts={"to": "battlefield", "or_to": "hand", "or_said": True,
                                                      "tapped": False, "under": "owner"})


def choose_destination(state, ins, rc, item) -> str | None:
    """The zone "onto the battlefield or into your hand" sends the card to: the one stated (``choose: {zone: …}``,
    608.2d); None when it isn't stated (noted "cannot decide") — refused when it is neither."""
    from .errors import EngineError
    want = (rc.choices or {}).get("zone")
    if want is None:
        state.unstated_choice(ins, item, "zone", "zone: battlefield | hand")
        return None
    if want not in (ins.opts["to"], ins.opts["or_to"]):
        raise EngineError(f"\u201c{ins.text}\u201d: the card goes onto the battlefield or into your hand, not {want!r} "
                          f"({state.rule_no('choices_on_resolution')})")
    return want
