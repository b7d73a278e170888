""""Each player chooses an artifact, a creature, an enchantment, and a planeswalker from among the nonland permanents
they control, then sacrifices the rest." / "Each player chooses from among the permanents they control an artifact, a
creature, an enchantment, and a land, then sacrifices the rest.": one permanent of each kind kept, every other
permanent of the pool sacrificed.

608.2d: each player chooses as the instruction is applied and can't decline a choice that is possible (a kind of which
they control a permanent must be filled); 101.4: the active player chooses first, then the others in turn order, and
the sacrifices happen at once; 701.21a: a player sacrifices only permanents they control. Unlike "sacrifices an
artifact, a creature, …" (kb.engine.sacrificeset), a permanent of two listed kinds may be chosen for each of them (the
cards' rulings: an artifact creature kept as the artifact and as the creature), so a player's choice is any set made
of one permanent per kind they can fill. "The rest" is the rest of the pool the words name ("the nonland permanents
they control": a land, even a land creature, is neither chosen nor sacrificed; with no pool named, the kinds listed).

The reading (``read_keep_the_rest``) is an ordinary "sacrifice" instruction whose subject is the pool, the kinds kept
as ``opts["keep_one_each"]``; ``pick_the_rest`` is one player's part as it resolves: the kept set forced when only one
can be made, otherwise the one stated with ``choose: {keep: {PLAYER: [NAME, …]}}`` (checked), never guessed.
Only "a"/"an" before each kind is read ("two lands" in the list is not), and only "sacrifices the rest".

"If {B}{R} was spent to cast ~, you choose the permanents for each player instead." (Mythos of Snapdax) after it: with
those colours among the mana spent (601.2h; kb.engine.manaspent), the spell's controller makes every player's choice
(608.2d). What may be kept is the same set of choices, so the stated ``keep:`` is read alike; only who chooses (logged)
changes."""
from __future__ import annotations

import re
from itertools import product

__all__ = ["read_keep_the_rest", "read_you_choose_instead", "pick_the_rest", "kept_sets"]

_WHO = r"(each player|each opponent|target player|target opponent|that player)"
_POOL = r"(the (?:nonland )?permanents) (they control|that player controls)"
_SENT = re.compile(rf"{_WHO} chooses (?:from among {_POOL} )?(.+?)(?: from among {_POOL})?, then sacrifices the rest",
                   re.I)


# "Each opponent chooses a permanent they control of each permanent type and sacrifices the rest." (Liliana, Dreadhorde
# General): the kinds are the permanent types (110.4: artifact, battle, creature, enchantment, land, planeswalker; no
# battle can be on the battlefield under rules without it, 205.2a), the pool every permanent they control — one that has
# lost all its permanent types is still a permanent (110.4c), never chosen, so sacrificed
_EACH_TYPE = re.compile(rf"{_WHO} chooses a permanent (they control|that player controls) of each permanent type,? "
                        r"(?:and|then) sacrifices the rest", re.I)
_PERMANENT_TYPE_KINDS = ("an artifact", "a battle", "a creature", "an enchantment", "a land", "a planeswalker")


def _each_permanent_type(s: str, raw: str, subject_of, subject_or_none):
    """The instruction for "… chooses a permanent they control of each permanent type and sacrifices the rest", or
    None: the kinds one of each permanent type (110.4), the pool the permanents they control."""
    from .instruction_types import Instruction
    m = _EACH_TYPE.fullmatch(s)
    if m is None:
        return None
    kinds = [subject_or_none(k) for k in _PERMANENT_TYPE_KINDS]
    pool = subject_or_none("a permanent")
    if pool is None or pool.selector is None or any(k is None or k.selector is None for k in kinds):
        return None
    opts = {"keep_one_each": [k.selector for k in kinds], "they_control": True, "keep_pool": True,
            "each_permanent_type": True}
    if m.group(2).startswith("that player"):
        opts["pool_that_player"] = True
    return Instruction("sacrifice", pool, source=subject_of(m.group(1).lower()), opts=opts, text=raw)


def read_keep_the_rest(s: str, raw: str, subject_of, subject_or_none):
    """The instruction for the sentence ``s`` (period stripped), or None when it is not this one. ``subject_of`` reads
    a player or a noun phrase; ``subject_or_none`` a noun phrase, None where it is not read."""
    from .instruction_types import Instruction
    from .sacrificeset import read_one_of_each
    typed = _each_permanent_type(s, raw, subject_of, subject_or_none)
    if typed is not None:
        return typed
    m = _SENT.fullmatch(s)
    if m is None or (m.group(2) and m.group(5)):
        return None
    each = read_one_of_each(m.group(4), subject_or_none)
    if each is None:
        return None
    pool_words, whose = (m.group(2), m.group(3)) if m.group(2) else (m.group(5), m.group(6))
    if pool_words:
        pool = subject_or_none("a " + pool_words[len("the "):-1])
        if pool is None or pool.kind != "chosen" or pool.selector is None:
            return None
    else:
        pool = each[0]
    who = subject_of(m.group(1).lower())
    opts = {"keep_one_each": each[1], "they_control": True}
    if pool_words:
        opts["keep_pool"] = True
    if whose and whose.startswith("that player"):
        opts["pool_that_player"] = True
    return Instruction("sacrifice", pool, source=who, opts=opts, text=raw)


_YOU_CHOOSE = re.compile(r"If (.+?), you choose the permanents for each player instead")


def read_you_choose_instead(s: str, raw: str, done: list) -> bool:
    """Whether ``s`` is "If {B}{R} was spent to cast ~, you choose the permanents for each player instead." after a
    keep-one-of-each instruction in ``done``; the condition is then kept on it (``opts["you_choose_if"]``)."""
    from .manaspent import read_symbols_spent
    m = _YOU_CHOOSE.fullmatch(s)
    if m is None or not done or not done[-1].opts.get("keep_one_each"):
        return False
    cond = read_symbols_spent(m.group(1))
    if cond is None:
        return False
    done[-1].opts["you_choose_if"] = cond
    return True


def kept_sets(matches: list) -> list:
    """Every set a player may keep (sorted tuples): one permanent for each kind they can fill, the same permanent
    allowed for several kinds; ``matches[k]`` the permanents kind k accepts (a kind with none is left unfilled)."""
    filled = [sorted(m) for m in matches if m]
    return sorted({tuple(sorted(set(pick))) for pick in product(*filled)}) if filled else [()]


def pick_the_rest(engine, ins, rc, who: str, snap, ctx, stated) -> list:
    """The permanents ``who`` sacrifices: the pool's permanents they control, but the set they keep (608.2d, 701.21a).
    Raises the engine's EngineError for a stated set that isn't one permanent per kind, or for an unstated choice
    among several sets."""
    from .errors import EngineError
    from .sacrificeset import kind_matches   # the same permanents per kind as "one of each" (701.21a)
    kinds = ins.opts["keep_one_each"]
    cands, matches = kind_matches(ins, who, snap, ctx, kinds)
    sets = kept_sets(matches)
    rule = engine.rule_no("choices_on_resolution")
    cond = ins.opts.get("you_choose_if")
    if cond is not None and engine.condition_holds(cond, rc) and who != rc.you:   # Mythos of Snapdax's "instead"
        engine.log.add(f"{rc.you} chooses the permanents {who} keeps ({cond.text})", "choices_on_resolution", indent=1,
                       kind="step")
    if stated:
        picked = tuple(sorted({engine.obj(r).oid for r in (stated if isinstance(stated, list) else [stated])}))
        if picked not in sets:   # the names stated, with the kinds the player has only one permanent of (no choice)
            picked = tuple(sorted(set(picked) | {c for m in matches if len(m) == 1 for c in m}))
        if picked not in sets:
            names = ", ".join(engine.objects[p].alias for p in picked)
            raise EngineError(f"\u201c{ins.text}\u201d: {names} is not one permanent of each kind {who} controls, "
                              f"for every kind they can choose ({rule})")
        kept = set(picked)
    elif len(sets) == 1:
        kept = set(sets[0])
    else:
        options = "; ".join(", ".join(engine.objects[c].alias for c in s) for s in sets)
        raise EngineError(f"\u201c{ins.text}\u201d: {who} chooses what they keep, one of: {options}; give choose: "
                          f"{{keep: {{{who}: [NAME, …]}}}} ({rule})")
    return [c for c in cands if c not in kept]
