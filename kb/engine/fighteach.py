"""Two creatures instructed to fight each other (701.14a): "Choose target creature you control and target creature you
don't control. … Then those creatures fight each other." (Blizzard Brawl), "… put a +1/+1 counter on the chosen creature
you control. Then the chosen creatures fight each other." (Duel for Dominance), "Target creature you control and target
creature you don't control fight each other."

701.14a: "A spell or ability may instruct a creature to fight another creature or it may instruct two creatures to fight
each other. Each of those creatures deals damage equal to its power to the other creature." — the same event either
way, so the pair is one ``fight`` instruction of the first creature with the second (701.14b-d apply as for "A fights
B"). "Those creatures" / "the chosen creatures" are the two targets of the one "Choose target … and target …" sentence
before (608.2c: the text is read as a whole; 115.1: a target is the object chosen for an instance of "target") — read
only when that sentence chose exactly two targets of one object each and nothing said between names other creatures
(the subject of each instruction between is one of those two targets or a player); otherwise the words stay unread
("cannot decide" where they matter), never a guess which creatures are meant.
"""
from __future__ import annotations

import re

__all__ = ["read_fight_each_other", "two_targets", "CHOSEN_WORD"]

CHOSEN_WORD = "chosen"   # a target named again as "the chosen creature you control" (kb.engine.thetarget): its word
_EACH_OTHER = re.compile(r"(?:Then )?(those creatures|the chosen creatures|.+?) fight each other")


def two_targets(subj) -> tuple | None:
    """The two parts of a subject naming exactly two targets of one object each ("target creature you control and
    target creature you don't control"), or None."""
    if subj is None or subj.kind != "union" or len(subj.parts) != 2:
        return None
    if not all(p.kind == "target" and len(p.slots) == 1 for p in subj.parts):
        return None
    return subj.parts[0], subj.parts[1]


def _between_names_only(done: list, at: int, pair: tuple) -> bool:
    """Whether every instruction after ``done[at]`` acts on one of the pair's targets, a player or nothing: no other
    creatures were named that "those creatures" could point to."""
    slots = {pair[0].slots, pair[1].slots}
    for ins in done[at + 1:]:
        s = ins.subject
        if s is None or s.kind in ("you", "player", "players") or (s.kind == "target" and s.slots in slots):
            continue
        return False
    return True


def read_fight_each_other(s: str, done: list, subject_of) -> tuple | None:
    """``s`` "… fight each other" → (first, second, said) subjects of the fight and the words that named them
    ("those" / "the chosen" / "" for targets said in the sentence), or None when not that form. ``subject_of(phrase)``
    reads a noun phrase. A form this reads but cannot resolve (no pair of targets before it) returns None too: the
    sentence stays unread."""
    m = _EACH_OTHER.fullmatch(s)
    if not m:
        return None
    words = m.group(1)
    if words in ("those creatures", "the chosen creatures"):
        for at in range(len(done) - 1, -1, -1):
            if done[at].kind == "choose_targets":
                pair = two_targets(done[at].subject)
                if pair is None or not _between_names_only(done, at, pair):
                    return None
                return pair[0], pair[1], "those" if words.startswith("those") else "the chosen"
        return None
    pair = two_targets(subject_of(words))
    return None if pair is None else (pair[0], pair[1], "")
