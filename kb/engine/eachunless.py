"""Each player of a group decides an "unless" for themself: "Each opponent sacrifices a creature of their choice unless
they discard a card.", "Each opponent loses 3 life unless they sacrifice a nonland permanent."

118.12a: "[Do something] unless [a player does something else]" means "[A player may do something else]. If [that
player doesn't], [do something]." — with a group as the subject, each player of it has that choice of their own; 101.4:
the choices are made in APNAP order, then the actions happen. A player who can't do what the offer asks (no card in
hand to discard, no permanent of the kind to sacrifice) can't choose it (118.3, 608.2d).

The sentence is read as the group's instruction A with the offer B kept as ``opts["unless_each"]`` — B written with the
same group as its subject ("Each opponent discards a card"). As it resolves (``follow_each_unless``), each player's
choice is the one stated with ``choose: {pays: {PLAYER: true | false, …}}`` (a plain ``pays: true | false`` when the
group is one player); B is done by those who take the offer, then A by the others, each instruction limited to its
players (``rc.chosen["may_players"]``, as kb.engine.eachmay limits "each player may …"). An unstated choice is never
guessed. Only an offer of one discard or one sacrifice is read."""
from __future__ import annotations

import re

__all__ = ["split_each_unless", "follow_each_unless"]

_EACH_UNLESS = re.compile(r"([Ee]ach (?:opponent|player)) (.+?) unless they (discard|sacrifice) (.+)")


def split_each_unless(s: str) -> tuple | None:
    """("Each opponent sacrifices a creature of their choice", "Each opponent discards a card") for "Each opponent
    sacrifices a creature of their choice unless they discard a card"; None for any other sentence (an offer of more
    than one action, "… and pay 2 life", included)."""
    m = _EACH_UNLESS.fullmatch(s)
    if m is None or re.search(r"\b(?:and|or|then)\b|,", m.group(4)):
        return None
    group = m.group(1)[0].upper() + m.group(1)[1:]
    return f"{group} {m.group(2)}", f"{group} {m.group(3)}s {m.group(4)}"


def _group(ins):
    """The group of players an instruction is about: who sacrifices (its ``source``), else its subject."""
    return ins.source if ins.kind == "sacrifice" else ins.subject


def _able(state, alt, p: str, rc) -> bool:
    """Whether player ``p`` can do the offer (118.3): a card in hand to discard (a hand the scenario doesn't list may
    hold one), a permanent of the kind to sacrifice."""
    if alt.kind == "discard":   # "discard two cards": that many (608.2d: discarding fewer is not the offer)
        if not state.player(p).hand_known:
            return True
        kind = alt.opts.get("kind")
        held = state._cards_of_kind(p, kind, rc) if kind is not None else state.in_zone("hand", p)
        return len(held) >= alt.amount.n
    snap = state.evaluate()
    sel = getattr(alt.subject, "selector", None)
    if sel is None:
        return True
    n = alt.opts.get("count") or 1
    mine = [i for i in sel.select(snap.work, rc.at(snap.work, p, choices=False))
            if snap.work[i].controller == p and snap.work[i].zone == "battlefield"]
    return len(mine) >= n


def follow_each_unless(state, ins, idx: int, rc, item, groups, label, name) -> bool:
    """Each player's choice for "… unless they …" (118.12a, 101.4): the offer done by those who take it, and
    ``rc.chosen["may_players"]`` set so that ``ins`` then acts on the others alone. True when ``ins`` is not to be
    done any further (no player left for it, or a choice unstated: noted, never guessed)."""
    alt = ins.opts["unless_each"]
    rc.chosen.pop("may_players", None)
    group = [p for kind, p in state.subjects(_group(ins), rc, ins) if kind == "player"]
    said = rc.choices.get("pays")
    stated = {}
    for p in group:
        if not _able(state, alt, p, rc):
            stated[p] = False
            state.log.add(f"\u201c{alt.text}\u201d: {p} can't do it (118.3), so {p} doesn't take the offer (118.12a)",
                          indent=1, kind="step")
        elif isinstance(said, dict):
            stated[p] = None if said.get(p) is None else bool(said[p])
        elif isinstance(said, bool) and len(group) == 1:
            stated[p] = said
        else:
            stated[p] = None
    unstated = [p for p in group if stated[p] is None]
    if unstated:
        names = ", ".join(f"{p}: true | false" for p in group)
        state.unstated_choice(ins, item, "pays", f"pays: {{{names}}} (each player's own choice: does that player do "
                              f"\u201c{alt.text}\u201d instead?)")
        return True
    takers = frozenset(p for p in group if stated[p])
    others = frozenset(p for p in group if not stated[p])
    if takers:
        rc.chosen["may_players"] = (id(alt), takers)
        state._instruction(alt, idx, rc, item, groups, label, name)
        state.log.add(f"{', '.join(sorted(takers))}: \u201c{alt.text}\u201d is done instead (118.12a)", indent=1,
                      kind="step")
    rc.chosen["may_players"] = (id(ins), others)
    return not others
