"""Each player's own "may" (608.2d): "Each player may draw a card", "each opponent may gain 3 life", "each player
may discard a card" — every player of the group chooses for themself as the spell or ability resolves; one stated
choice is not the others'.

Stated as ``choose: {may: {PLAYER: true | false, ...}}`` (the scenario's player names): each player listed follows
their own choice; a player not listed has an unstated choice, and what it could change is "cannot decide" (never
guessed). A plain ``may: true | false`` (or ``may: {INSTRUCTION TEXT: bool}``) is the choice of the player the
spell's or ability's "you" names when that player is in the group, or of the group's only player; the others' are
unstated. The instruction then acts on the players who chose to do it alone (kb.engine.actions_subjects reads
``rc.chosen["may_players"]``)."""
from __future__ import annotations

import re

_ANY_OPPONENT = re.compile(r"[Aa]ny opponent may (sacrifice \S.*)")
# what follows "each … may" that asks only whether some player of the group did it (608.2c), not each one's own "did"
_GROUP_DID = re.compile(r"(?i)if (?:a player|no one|no player) (?:does|do)\b")


def any_opponent_may(s: str) -> str | None:
    """"Any opponent may sacrifice a creature of their choice" as "Each opponent may sacrifice …", or None: each
    opponent in turn order chooses whether to, knowing the choices made before, and all the permanents chosen are
    sacrificed at once (608.2d; the rulings of Clackbridge Troll, 2019-10-04, and Desecration Demon, 2017-03-14).
    Only a sacrifice is read: an action one player's doing ends for the others (Sin Prodder's) is not this."""
    m = _ANY_OPPONENT.fullmatch(s)
    return None if m is None else "Each opponent may " + m.group(1)


# what may follow "each player may search their library for …" in the same sentence: the cards found put onto the
# battlefield or into their hand, then the searcher's shuffle (701.23a, 701.24a)
_SEARCH_SERIES = re.compile(r"their library for [^,]+?, (?:put (?:them|it|that card|those cards) (?:onto the battlefield"
                            r"(?: tapped)?|into their hand)), then shuffle")


def search_series_follows(rest: str) -> bool:
    """Whether ``rest`` — the words after "each player may search" — is one search, the cards found put somewhere and
    then a shuffle: read as each player's own choice of the whole series (608.2d)."""
    return _SEARCH_SERIES.fullmatch(rest) is not None


def follows_search(first, ins) -> bool:
    """Whether ``ins`` is part of the series begun by ``first``, an "each … may" search: putting the cards found, or
    the searchers' shuffle."""
    return (first.opts or {}).get("each_may") is True and first.kind == "search" and ins.kind in ("move", "library_order")


def follows_declined(rc, ins) -> bool:
    """An instruction of an "each player may search" series when no player chose to search (608.2d): not done."""
    held = rc.chosen.get("may_players")
    return bool(ins.opts.get("each_may_follows")) and held is not None and not held[1]


def may_group(ins):
    """The players of an "each … may" instruction: who sacrifices (its ``source``), who searches, who creates the
    tokens, else its subject."""
    if ins.kind == "token" and ins.opts.get("controller") is not None:   # "each opponent may create …" (111.2)
        return ins.opts["controller"]
    return ins.source if ins.kind == "sacrifice" else ins.opts.get("who") if ins.kind == "search" else ins.subject


def group_did(s: str, done: list) -> bool:
    """Whether ``s`` ("If a player does", "If no one does") after the "each … may" instructions ``done`` asks only
    whether some player of the group did it — read from the one "did" of the resolution, which a sacrifice sets to
    whether any permanent was sacrificed (701.21a: a player who controls none can't, whatever their choice)."""
    mays = [i for i in done if (i.opts or {}).get("each_may")]
    return bool(_GROUP_DID.match(s)) and len(mays) == 1 and mays[0] is done[-1] and mays[0].kind == "sacrifice"


def _as_you(text: str) -> str:
    """"Each player may draw a card." as one player of the group says it: "You may draw a card." (608.2d)."""
    return re.sub(r"^(?:[Ee]ach (?:player|opponent)|[Aa]ny opponent) may\b", "You may", text)


def per_player_may(v, players) -> bool:
    """Whether a ``may:`` value states a choice per player: a mapping whose keys are all player names."""
    return isinstance(v, dict) and bool(v) and all(isinstance(k, str) and k in players for k in v)


def stated_choices(state, ins, rc, group: list[str]) -> dict:
    """Each player of ``group``'s stated choice for ``ins`` (608.2d): True, False or None (unstated)."""
    v = rc.choices.get("may")
    if per_player_may(v, state.player_state):
        return {p: (None if v.get(p) is None else bool(v[p])) for p in group}
    if isinstance(v, dict):   # {INSTRUCTION TEXT: bool}: one choice, as a plain bool
        v = v.get(ins.text)
    one = None if v is None else bool(v)
    if len(group) == 1:
        return {group[0]: one}
    return {p: (one if p == rc.you else None) for p in group}


def choose_each(state, ins, rc, item, reach) -> bool:
    """The players of ``ins``'s group who choose to do it (608.2d), kept in ``rc.chosen["may_players"]`` for the
    instruction; an unstated choice is noted (GameState.unstated_choice) with what it reaches for that player (its
    "you" that player: kb.engine.unknowns.choice_reach). True when some player does it."""
    from .impossiblemay import cannot_choose_for
    from .unknowns import choice_reach
    rc.chosen.pop("may_players", None)
    group = [p for kind, p in state.subjects(may_group(ins), rc, ins) if kind == "player"]
    said = stated_choices(state, ins, rc, group)
    names = ", ".join(f"{p}: true | false" for p in group)
    for p in group:
        if said[p] is None and (cant := cannot_choose_for(state, ins, rc, p)):
            said[p] = False   # an impossible option can't be chosen (608.2d): no choice is left to state
            state.log.add(f"\u201c{ins.text}\u201d: {cant}", indent=1, kind="step")
        if said[p] is None:
            # what that player's own choice reaches: the instruction as that player's "you may …" (its "you" p)
            first = ((_as_you(reach[0][0][0]), reach[0][0][1]),) if reach[0] else ()
            mine = (first + tuple(reach[0][1:]), *reach[1:3], p, *reach[4:])
            state.unstated_choice(ins, item, "may", f"may: {{{names}}} (each player's own choice)",
                                  scope=choice_reach(state, *mine, snap=state.evaluate()), reach=mine)
    yes = frozenset(p for p in group if said[p])
    for p in group:
        if said[p] is False:
            state.log.add(f"\u201c{ins.text}\u201d: {p}'s choice is not to", indent=1, kind="step")
    rc.chosen["may_players"] = (id(ins), yes)
    return bool(yes)


def only_choosing(rc, ins, players: list) -> list:
    """``players`` (("player", name) refs) limited to those who chose to do ``ins`` (choose_each), when it asks."""
    held = rc.chosen.get("may_players")
    if ins is None or held is None or (held[0] != id(ins) and not ins.opts.get("each_may_follows")):
        return players   # (the shuffle of "each player may search …, then shuffle": the searchers', 701.24a)
    return [r for r in players if r[1] in held[1]]
