"""Votes for objects (701.38a): "Starting with you, each player votes for a nonland permanent you don't control. Exile
each permanent with the most votes or tied for most votes." (Council's Judgment), "… votes for an artifact, creature, or
enchantment card in your graveyard. Return each card with the most votes or tied for most votes to your hand."
(Custodi Squire).

701.38a: "To vote, each player, starting with a specified player and proceeding in turn order, chooses one of those
options." Here the options are the objects the words describe as the vote happens (608.2d: a choice made as the spell
or ability resolves; the vote doesn't target, 115.10a). Each player's vote is the scenario's
(``choose: {votes: {PLAYER: OBJECT}}``, a list for a player with several votes, 701.38d); an object named that doesn't
fit the words is an error, an unstated vote "cannot decide" (never guessed). With no object to vote for, no vote is
cast and no object has votes. "Each permanent with the most votes or tied for most votes" is every object that got the
highest number of votes (one or more); an object that left its zone since the vote is a new object (400.7), not one
voted for. Under rules without voting (before 2014-06-01) the vote is not modelled (kb.engine.actions._vote).
"""
from __future__ import annotations

import re

from .instruction_types import Instruction, Subject, YOU

__all__ = ["MOST_VOTED", "read_vote_for_objects", "read_most_voted", "vote_for_objects", "most_voted"]

MOST_VOTED = "most_voted"   # the Subject kind of "each permanent with the most votes or tied for most votes"
_VOTE = re.compile(r"[Ss]tarting with you, each player votes for (an? .+)")
_MOST = re.compile(r"[Ee]ach (permanent|card) with the most votes or tied for most votes")


def read_vote_for_objects(s: str, raw: str, pc, parse_selector) -> Instruction | None:
    """"Starting with you, each player votes for a nonland permanent you don't control" → a ``vote`` instruction whose
    options are the objects of that description (``opts["selector"]``), or None: not that form, or options that are
    words ("feather or quill", read by kb.engine.instructions)."""
    m = _VOTE.fullmatch(s)
    if not m or re.fullmatch(r"an? [a-z]+ or [a-z]+", m.group(1)):
        return None
    what = re.sub(r"^an? ", "", m.group(1))
    zones = frozenset(("graveyard",)) if re.search(r"\bcards?\b", what) else None
    sel = parse_selector(what, zones)
    return Instruction("vote", YOU, text=raw, opts={"selector": sel})


def read_most_voted(phrase: str, parse_selector) -> Subject | None:
    """"each permanent with the most votes or tied for most votes" → the subject naming them, or None."""
    m = _MOST.fullmatch(phrase.strip())
    if not m:
        return None
    zones = frozenset(("graveyard",)) if m.group(1) == "card" else None
    return Subject(MOST_VOTED, selector=parse_selector(m.group(1), zones), text=phrase.strip())


def vote_for_objects(state, ins, rc, item, voters: list) -> None:
    """The vote of ``ins`` (options: the objects its selector describes now): each voter's stated vote checked and
    counted, the counts kept for "the most votes" (``rc.chosen["voted"]``: object id → votes); unstated, "cannot
    decide" from here on (kb.engine.actions_subjects.unstated_choice)."""
    from .errors import EngineError
    from .text import player_does
    snap = state.evaluate()
    ctx = rc.at(snap.work)
    options = sorted(ins.opts["selector"].select(snap.work, ctx))
    rc.chosen["voted"] = {}
    if not options:   # nothing to vote for: no vote is cast (701.38a: a choice among no options)
        state.log.add("there is nothing to vote for, so no one votes", "vote", indent=1, kind="step")
        return
    said = rc.choices.get("votes")
    if not isinstance(said, dict) or any(p not in said for p in voters):
        state.unstated_choice(ins, item, "votes", "votes: {" + ", ".join(f"{p}: OBJECT" for p in voters) + "}")
        rc.chosen["voted"] = None
        return
    counts: dict = {}
    for p in voters:
        named = said[p] if isinstance(said[p], list) else [said[p]]
        for v in named:
            o = state.obj(str(v))
            if o.oid not in options:
                raise EngineError(f"\u201c{ins.text}\u201d: {p} votes for {o.alias}, which isn't "
                                  f"{getattr(ins.opts['selector'], 'describe', '') or 'one of the options'} "
                                  f"({state.rule_no('vote')})")
            counts[o.oid] = counts.get(o.oid, 0) + 1
        state.log.add(f"{player_does(p, 'votes')} for {' and '.join(state.obj(str(v)).alias for v in named)}", "vote",
                      indent=1, kind="step")
    rc.chosen["voted"] = counts
    state.log.add("votes: " + ", ".join(f"{state.objects[o].alias} {n}" for o, n in counts.items()), "vote", indent=1,
                  kind="step")


def most_voted(state, subj, rc) -> list:
    """The objects with the most votes, or tied for most (701.38a), still the objects voted for (400.7)."""
    counts = rc.chosen.get("voted") or {}
    if not counts:
        return []
    best = max(counts.values())
    snap = state.evaluate()
    ctx = rc.at(snap.work)
    return [("obj", o) for o, n in counts.items() if n == best and o in state.objects and snap.get(o) is not None and
            subj.selector.match(snap.get(o), ctx)]
