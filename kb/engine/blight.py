"""Blight N (701.68a): "To 'blight N' means to put N -1/-1 counters on a creature you control."

A sentence in which the player the instruction addresses blights ("You may blight 1.", "Draw a card and blight 1.",
"If you don't, blight 2.") is read as the sentence with the rule's words in its place, so what exists already for
those words does the action: the creature is chosen as the instruction is followed (608.2d), a "you may" with no
creature to put the counters on is not done (701.68b: a player who can't put N -1/-1 counters on a creature they
control can't choose to blight), and "If you do" / "When you do" follow it. The instructions made carry the action's
name, so under rules without 701.68 (before the keyword action was defined) they are not modelled (kb.engine.actions:
"cannot decide"), and the trace cites the rule.

Not read here (they stay unread): another player blighting ("each opponent blights 1"), "blight X", blight as a cost
("{1}{W}, Blight 2: …", "As an additional cost to cast ~, blight 2 or pay {1}"), "the blighted creature" (701.68c),
and "whenever you blight" (701.68d).
"""
from __future__ import annotations

import re

__all__ = ["BLIGHT", "blight_sentence", "mark_blight", "cannot_blight"]

BLIGHT = "blight"

# the addressed player's own blight: at the sentence's start, after "you may", "and", "then" or "If you do(n't),"
_BLIGHT = re.compile(r"(?:(?<=^)|(?<=^you may )|(?<=^You may )|(?<= and )|(?<=, then )|(?<=^Then )|(?<=, ))"
                     r"[Bb]light (\d+)(?=\.?$| and |, then )")


def blight_sentence(raw: str) -> str | None:
    """The sentence with each "blight N" the addressed player does as the rule's words (701.68a); None when it says no
    blight of that kind (another player's, "blight X", "blighted")."""
    if not re.search(r"\b[Bb]light \d+\b", raw):
        return None
    out, n = _BLIGHT.subn(lambda m: ("put a -1/-1 counter" if m.group(1) == "1" else f"put {m.group(1)} -1/-1 counters")
                          + " on a creature you control", raw.strip())
    if not n or re.search(r"\b[Bb]light", out):   # another blight in it the rewrite doesn't cover: not read
        return None
    return out[0].upper() + out[1:]


def mark_blight(made: list) -> bool:
    """Mark the instructions that put the -1/-1 counters of a rewritten blight (701.68a) as the action; False when
    none of them is that instruction (the sentence was not read as the rule says)."""
    hit = False
    for ins in _all(made):
        if ins.kind == "counters" and (ins.opts or {}).get("kind") == "-1/-1" and ins.subject is not None and \
                ins.subject.kind == "chosen" and getattr(ins.subject.selector, "controller", None) == "you":
            ins.opts["action_part"] = BLIGHT
            ins.opts["action"] = BLIGHT
            hit = True
    return hit


def _all(made: list):
    for ins in made:
        yield ins
        for alt in getattr(ins, "alternatives", None) or ():
            if hasattr(alt, "kind"):
                yield alt


def cannot_blight(state, ins, rc) -> bool:
    """701.68b: the player can't put the -1/-1 counters on a creature they control (they control none), so they can't
    choose to blight: a "you may blight N" isn't done, whatever the choice ("If you don't, …" follows, 608.2c)."""
    if (ins.opts or {}).get("action_part") != BLIGHT or ins.subject is None or ins.subject.selector is None:
        return False
    snap = state.evaluate()
    ctx = rc.at(snap.work)
    return not any(snap.work[i].controller == rc.you and snap.work[i].zone == "battlefield"
                   for i in ins.subject.selector.select(snap.work, ctx))
