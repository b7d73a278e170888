"""One permanent of each kind a list names, sacrificed at once: "Each player sacrifices an artifact, a creature, an
enchantment, a land, and a planeswalker.", "… that player sacrifices a creature and a planeswalker of their choice."

701.21a: a player sacrifices only permanents they control; 608.2d: the player chooses as the instruction is applied,
and can't choose what is impossible. Each kind is filled by a different permanent (a permanent that is both an
artifact and a creature fills one of the two, never both), and a player fills as many kinds as they can: the
permanents chosen are a largest set that can be matched one to one with the kinds.

The reading (``read_one_of_each``) keeps the kinds as ``opts["one_each"]`` (their selectors, in the order written) on
an ordinary "sacrifice" instruction whose subject is the union of the kinds; ``pick_one_of_each`` is the choice for
one player as it resolves: forced when only one set of permanents fills the most kinds, otherwise the one stated with
``choose: {sacrifice: {PLAYER: [NAME, …]}}`` (checked against the kinds), never guessed.

Only "a"/"an" before each kind is read: "two lands" in the list, or "or" between kinds, is left unread."""
from __future__ import annotations

import re

__all__ = ["read_one_of_each", "pick_one_of_each", "largest_fills"]

# "an artifact, a creature, an enchantment, a land, and a planeswalker" / "a creature and a planeswalker"
_PART = r"an? [a-z][a-z -]*?"
_LIST = re.compile(rf"({_PART})((?:, {_PART})*),? and ({_PART})")


def read_one_of_each(phrase: str, subject_of) -> tuple | None:
    """The kinds of a list "an A, a B, and a C" (at least two) as (union subject, [selector, …]), ``subject_of`` the
    caller's reader of one noun phrase ("a creature" → a chosen Subject); None when the phrase is no such list or a
    part is not one chosen permanent of a kind."""
    m = _LIST.fullmatch(phrase)
    if not m:
        return None
    parts = [m.group(1), *[p for p in m.group(2).split(", ") if p], m.group(3)]
    if any(" or " in p or " and " in p for p in parts):
        return None
    subjects = [subject_of(p) for p in parts]
    if any(s is None or s.kind != "chosen" or s.selector is None for s in subjects):
        return None
    from .filters import AnyOf
    union = type(subjects[0])("chosen", selector=AnyOf(tuple(s.selector for s in subjects)), text=phrase)
    return union, [s.selector for s in subjects]


def largest_fills(matches: list) -> list:
    """Every set of permanents (sorted tuples) that fills the most kinds, each permanent one kind (608.2d: as many as
    the player can): ``matches[k]`` is the set of permanents kind k accepts."""
    best, sets = 0, set()
    kinds = len(matches)

    def walk(k: int, used: tuple) -> None:
        nonlocal best
        if k == kinds:
            n = len(used)
            if n > best:
                best = n
                sets.clear()
            if n == best:
                sets.add(tuple(sorted(used)))
            return
        for c in sorted(matches[k]):
            if c not in used:
                walk(k + 1, used + (c,))
        walk(k + 1, used)   # this kind left unfilled (none left for it)

    walk(0, ())
    return sorted(sets)


def kind_matches(ins, who: str, snap, ctx, kinds) -> tuple[list, list]:
    """(the permanents ``who`` controls among those the instruction's subject describes, and for each kind of a "one
    of each" list — an artifact, a creature, … — those of that kind: one set per kind, in order; 701.21a, 608.2d)."""
    cands = [i for i in sorted(ins.subject.selector.select(snap.work, ctx))
             if snap.work[i].controller == who and snap.work[i].zone == "battlefield"]
    return cands, [{c for c in cands if k.match(snap.work[c], ctx)} for k in kinds]


def pick_one_of_each(engine, ins, rc, who: str, snap, ctx, stated) -> list:
    """The permanents ``who`` sacrifices for a "one of each" list (701.21a, 608.2d): ``stated`` the names given in
    ``choose:`` for that player (or None). Raises the engine's EngineError for a stated set that doesn't fill the
    most kinds, or for an unstated choice among several sets."""
    from .errors import EngineError
    kinds = ins.opts["one_each"]
    _cands, matches = kind_matches(ins, who, snap, ctx, kinds)
    sets = largest_fills(matches)
    rule = engine.rule_no("choices_on_resolution")
    if stated:
        picked = sorted({engine.obj(r).oid for r in (stated if isinstance(stated, list) else [stated])})
        if tuple(picked) not in sets:
            names = ", ".join(engine.objects[p].alias for p in picked)
            raise EngineError(f"\u201c{ins.text}\u201d: {names} is not one permanent of each kind {who} can sacrifice, "
                              f"as many kinds as they can fill ({rule})")
        return picked
    if len(sets) == 1:
        return list(sets[0])
    options = "; ".join(", ".join(engine.objects[c].alias for c in s) for s in sets)
    raise EngineError(f"\u201c{ins.text}\u201d: {who} chooses one of: {options}; give choose: {{sacrifice: {{{who}: "
                      f"[NAME, …]}}}} ({rule})")
