""""Players don't lose unspent mana as steps and phases end." (Upwelling), "You don't lose unspent green mana as steps
and phases end." (Omnath, Locus of Mana): a rules effect (613.11) on the emptying of mana pools (106.4, 500.4). The
mana it names stays in the pool of the players it names as a step or a phase ends; the rest empties as usual. "You"
is the effect's controller (109.5). The older words of the same effect, "Mana pools don't empty at the end of phases or
steps." (Upwelling's printed text) and "Mana pools don't empty as steps and phases end.", keep every player's mana:
no mana leaves a pool as a step or phase ends, so none is lost and, under the rules with mana burn (300.3 before
2009-07-11), none burns (kb.engine.sba._empty_pools)."""
from __future__ import annotations

import re

from .words import COLOR_ALT, MANA_LETTERS

__all__ = ["KEEP_MANA", "KEEP_POOLS", "read_keep_mana", "kept_mana"]

KEEP_MANA = "{who} don't lose unspent {colour}mana as steps and phases end"
_COLOURS = MANA_LETTERS
_SENTENCE = re.compile(rf"(Players|You) don't lose unspent (?:({COLOR_ALT}|colorless) )?mana as steps and phases end")
_LABEL = re.compile(rf"(players|you) don't lose unspent (?:({COLOR_ALT}|colorless) )?mana as steps and phases end")


KEEP_POOLS = "mana pools don't empty as steps and phases end"   # the older words: every player's mana, every colour
_POOLS = re.compile(r"Mana pools don't empty (?:at the end of phases or steps|as steps and phases end)")


def read_keep_mana(s: str) -> str | None:
    """The label of such a sentence, or None."""
    if _POOLS.fullmatch(s.strip().rstrip(".")):
        return KEEP_POOLS
    m = _SENTENCE.fullmatch(s.strip().rstrip("."))
    if not m:
        return None
    return KEEP_MANA.format(who=m.group(1).lower(), colour=(m.group(2) + " ") if m.group(2) else "")


def kept_mana(rules, ctx_of, player: str) -> frozenset | None:
    """The colour letters of ``player``'s unspent mana the rules effects keep (every colour: ``ALL``), or None when
    none does. ``rules``: a snapshot's (effect, labels) pairs; ``ctx_of(effect)``: its controller."""
    out: set = set()
    for e, labels in rules or ():
        for lab in labels:
            if str(lab) == KEEP_POOLS:
                out |= set("WUBRGC")
                continue
            m = _LABEL.fullmatch(str(lab))
            if not m:
                continue
            if m.group(1) == "you" and ctx_of(e) != player:
                continue
            out |= {_COLOURS[m.group(2)]} if m.group(2) else set("WUBRGC")
    return frozenset(out) if out else None
