"""The players who couldn't do what the instruction before asked of each of them (issue 25): "Each player sacrifices
a creature or planeswalker of their choice. Each player who can't discards a card." (Plaguecrafter), "Each opponent
discards a card. For each opponent who can't, you draw a card." (Refurbished Familiar), "Each player discards a card.
Each opponent who can't loses 3 life."

The instructions are followed in the order written (608.2c). A part of an instruction that's impossible to perform is
ignored (101.3): a player who controls no permanent of the kind named can't sacrifice one (701.21a: only a permanent
they control), a player whose hand is empty can't discard (701.9a). Those players, and only they, are "who can't".

What is read, and nothing more:

- the earlier instruction is the one just before, the only one of its verb in the ability, asked of each player or
  each opponent, not optional: "discards a card" (one card, chosen by the player or at random) or "sacrifices a[n]
  KIND" (one permanent);
- "Each player|opponent who can't VERB …" is that sentence with its subject the players of the noun who couldn't
  ("opponent" after "each player": the opponents among them); "For each player|opponent who can't, BODY" follows
  BODY once for each of them (608.2f).

Whether a player could is read from what the instruction did, never guessed: a discard is counted per player as it
happened (608.2h); a player whose hand the scenario doesn't list, who discarded no card it names, may have had none:
"cannot decide". A player who sacrificed nothing while controlling a permanent of the kind (a choice not stated)
is "cannot decide" too.
"""
from __future__ import annotations

import re

__all__ = ["COULD_NOT", "NOUN_WHO", "DISCARD_KIND", "read_could_not", "players_who_could_not"]

# the Subject kind of "each player who can't" (kb.engine.actions_subjects resolves it here)
COULD_NOT = "could_not"
_EACH = re.compile(r"[Ee]ach (player|opponent) who can't (\S.*)")
_FOR_EACH = re.compile(r"[Ff]or each (player|opponent) who can't, (\S.*)")
# "… then each opponent who didn't discard a nonland card this way loses 3 life": those whose discard wasn't of a kind
_DIDNT = re.compile(r"[Ee]ach (player|opponent) who didn't discard (?:a|an) (\S.*? card) this way (\S.*)")
# the verb of the players who didn't discard a card of the kind named (the Subject's ``who``)
DISCARD_KIND = "discard_kind"
NOUN_WHO = {"player": "each", "opponent": "opponent"}


def _asked(done: list):
    """The instruction just before, when it is one "who can't" reads: (verb, its players Subject, the sacrifice's
    selector or None); else None."""
    if not done:
        return None
    ins = done[-1]
    if ins.kind not in ("discard", "sacrifice") or ins.optional or ins.condition is not None:
        return None
    if sum(1 for d in done if d.kind == ins.kind) != 1:
        return None   # another act of the same verb in this ability: whose act is whose is not read
    if ins.kind == "discard":
        players = ins.subject
        n = getattr(ins.amount, "n", None)
        if n != 1 or set(ins.opts) - {"random"}:
            return None
        selector = None
    else:
        players = ins.source
        subj = ins.subject
        if subj is None or subj.kind != "chosen" or subj.selector is None or set(ins.opts) - {"their_choice"} or \
                not re.match(r"(?:a|an) ", (subj.text or "").lower()):
            return None
        selector = subj.selector
    if players is None or players.kind != "players" or players.who not in ("each", "opponent"):
        return None
    return ins.kind, players, selector


def read_could_not(s: str, done: list):
    """What "Each player who can't …" / "For each opponent who can't, …" (``s`` without its period) says after the
    instructions ``done``: (form "each" | "for_each", the noun "player" | "opponent", the rest of the sentence, the
    verb asked before, the selector of what was to be sacrificed or None); None when ``s`` is not one. A "who
    can't" that doesn't follow an instruction read here raises ParseError (kb.engine.instructions builds the
    instructions: the "each" form with its subject the players who couldn't, the "for each" form followed once
    for each of them, 608.2f)."""
    from .errors import ParseError
    m = _EACH.fullmatch(s) or _FOR_EACH.fullmatch(s) or _DIDNT.fullmatch(s)
    if m is None:
        return None
    noun = m.group(1)
    asked = _asked(done)
    if asked is None or (m.re is _DIDNT and asked[0] != "discard"):
        raise ParseError(s, "\u201cwho can't\u201d after an instruction it doesn't read", None)
    verb, players, selector = asked
    if noun == "player" and players.who != "each":
        raise ParseError(s, "\u201ceach player who can't\u201d after an instruction asked of each opponent", None)
    if m.re is _DIDNT:   # the kind of card, as a phrase (kb.engine.instructions reads it into a selector)
        return "each", noun, m.group(3), DISCARD_KIND, m.group(2)
    return ("each" if m.re is _EACH else "for_each"), noun, m.group(2), verb, selector


def players_who_could_not(state, subj, rc, ins=None) -> list:
    """('player', name) for each player of ``subj.of`` who couldn't do what the instruction before asked (101.3):
    discard a card (701.9a) or sacrifice a permanent of the kind named (701.21a). What can't be told is noted
    "cannot decide" and the player left out."""
    verb = subj.who
    asked = [p for kind, p in state.subjects(subj.of, rc, ins) if kind == "player"]
    acts = [a for a in (getattr(rc, "acts", None) or ()) if a.cause == ("discard" if verb == DISCARD_KIND else verb)]
    out = []
    if verb == DISCARD_KIND:
        return _did_not_discard_kind(state, subj, rc, asked, acts)
    if verb == "discard":
        by = rc.chosen.get("amount_by_before")
        for p in asked:
            named = any(a.lki is not None and a.lki.owner == p for a in acts)
            if by is None or (not state.player(p).hand_known and not named):
                state.note_unknown(f"whether {p} could discard a card (701.9a) is not known: the scenario doesn't list "
                                   f"{p}'s hand (players: {{name: {p}, hand: [...]}})")
                continue
            if not by.get(p):
                out.append(("player", p))
        return out
    snap = state.evaluate()
    ctx = rc.at(snap.work)
    for p in asked:
        if any(a.lki is not None and a.lki.controller == p for a in acts):
            continue
        kinds = [o for o in state.in_zone("battlefield") if snap.get(o.oid) is not None
                 and snap.get(o.oid).controller == p and subj.selector.match(snap.get(o.oid), ctx)]
        if kinds:
            state.note_unknown(f"{p} sacrificed nothing but controls {kinds[0].alias}: whether they could is not "
                               "stated (701.21a)")
            continue
        out.append(("player", p))
    return out


def _did_not_discard_kind(state, subj, rc, asked: list, acts: list) -> list:
    """('player', name) for each player of ``asked`` who didn't discard a card of ``subj.selector``'s kind by the
    instruction before (701.9a): one who discarded only cards of other kinds, or nothing (an empty hand, 101.3). The
    card as it last existed in the hand (608.2h). A hand the scenario doesn't list that discarded no card it names is
    "cannot decide"."""
    by = rc.chosen.get("amount_by_before")
    snap = state.evaluate()
    ctx = rc.at(snap.work)
    out = []
    for p in asked:
        mine = [a for a in acts if a.lki is not None and a.lki.owner == p]
        if any(subj.selector.match(a.lki.working, ctx) for a in mine):
            continue
        if mine:
            out.append(("player", p))
            continue
        if by is None or not state.player(p).hand_known or by.get(p):
            state.note_unknown(f"what {p} discarded (701.9a) is not known: the scenario doesn't list {p}'s hand "
                               f"(players: {{name: {p}, hand: [...]}})")
            continue
        out.append(("player", p))
    return out
