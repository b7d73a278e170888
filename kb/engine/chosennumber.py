"""A number of untargeted objects chosen as the instruction is applied: "sacrifice any number of other permanents",
"put any number of cards from your hand on the bottom of your library", "return up to two permanent cards from your
graveyard to your hand" (608.2d).

How many (none up to the number said, or any number) and which are chosen by the player as the instruction is applied
(608.2d): stated in a scenario as ``choose: {KEY: [NAME, …]}`` (``[]`` for none). "Any number" may be zero only under
rules that say so (107.1c, from the edition of 2010-02-01); before, choosing none is "cannot decide". Unstated, the
choice is never guessed — not even when there are no more candidates than the number: "up to" and "any number" let
the player choose fewer. "Up to one" of a card is kb.engine.uptoone's (an optional instruction); "up to two target
creatures" is a target (115.1, 601.2c), read with the targets.

The instruction carries ``opts["number_chosen"]`` ("up_to" or "any") and, for "up to N", ``opts["count"]`` = N.
"… permanent cards with different names" (Eerie Ultimatum) adds ``opts["different_names"]``: no two of the objects
chosen may have the same name (201.2); a choice that has two is not one the instruction offers (608.2d).
"""
from __future__ import annotations

import re

from .text import amount_of
from .words import COUNT_WORD_RE

__all__ = ["read_chosen_number", "choose_number", "split_different_names", "ONE_CARD"]

# one card of those the number counts ("a permanent card", "a creature card of the chosen type": the type chosen as
# the spell resolved, before this instruction, 608.2d)
ONE_CARD = re.compile(r"an? (?:[\w-]+ )*card(?: of the chosen (?:type|color))?")

_NUMBER = re.compile(rf"(any number of|up to (?:{COUNT_WORD_RE}|\d+)) (?!(?:other |another )?target\b)(\S.*)")
_PLURAL = re.compile(r"^((?:\S+ )*?)([a-z]+?[^s])s\b(.*)$")


def read_chosen_number(phrase: str) -> tuple[str | None, int | None, str]:
    """``("any", None, ONE)`` for "any number of other permanents", ``("up_to", 2, ONE)`` for "up to two permanent
    cards" — ONE the phrase naming one of them ("a other permanent" / "a permanent card", as
    kb.engine.instructions.chosen_count writes it); ``(None, None, phrase)`` for any other phrase, "up to one" (read
    by kb.engine.uptoone) and a target among them."""
    m = _NUMBER.fullmatch(phrase.strip())
    if not m:
        return None, None, phrase
    cap = None
    if m.group(1) != "any number of":
        cap = amount_of(m.group(1).split()[-1])
        if not cap or cap < 2:
            return None, None, phrase
    one = _PLURAL.match(m.group(2))
    if not one:   # no plural noun: not a number of objects this reader knows
        return None, None, phrase
    return ("any" if cap is None else "up_to"), cap, f"a {one.group(1)}{one.group(2)}{one.group(3)}"


def split_different_names(phrase: str) -> tuple[str, bool]:
    """``phrase`` without "with different names" after its noun ("any number of permanent cards with different names"
    → "any number of permanent cards"), and whether it was there."""
    out = re.sub(r"(\bcards) with different names$", r"\1", phrase)
    return out, out != phrase


def choose_number(state, ins, rc, who: str, cands: list, want, key: str, hidden: bool) -> list | None:
    """The objects ``who`` chooses among ``cands`` for an instruction read by :func:`read_chosen_number` (608.2d):
    ``want`` the names stated (None: not stated), ``key`` the ``choose:`` key that states them, ``hidden``: the zone
    may hold candidates the scenario doesn't name. Returns the object ids, or None when the choice can't be decided
    (noted: unstated, or none chosen under rules that don't say "any number" includes zero)."""
    from .errors import EngineError
    mode, cap = ins.opts["number_chosen"], ins.opts.get("count")
    if want is None:
        if not cands and not hidden:
            return []   # nothing to choose from
        state.unstated_choice(ins, rc.item, key, f"{key}: [NAME, …] (none: [])")
        return None
    names = want if isinstance(want, list) else [want]
    picked = list(dict.fromkeys(state.obj(nm).oid for nm in names))
    bad = next((p for p in picked if p not in cands), None)
    if bad is not None:
        raise EngineError(f"\u201c{ins.text}\u201d: {state.objects[bad].alias} can't be chosen: it is not one of "
                          f"{', '.join(state.objects[c].alias for c in cands) or 'no object'} "
                          f"({state.rule_no('choices_on_resolution')})")
    if ins.opts.get("different_names"):   # "with different names" (201.2): no name twice among them
        snap = state.evaluate()
        seen: set = set()
        for p in picked:   # a split card has both its halves' names (201.2a)
            w = snap.get(p)
            names = {n for n in ((w.name if w is not None else state.objects[p].card.name) or "").split(" // ") if n}
            if seen & names:
                raise EngineError(f"\u201c{ins.text}\u201d: two of the cards chosen have the name {sorted(seen & names)[0]}; "
                                  f"they must have different names ({state.rule_no('same_name')}, "
                                  f"{state.rule_no('choices_on_resolution')})")
            seen |= names
    if cap is not None and len(picked) > cap:
        raise EngineError(f"\u201c{ins.text}\u201d: at most {cap} can be chosen ({state.rule_no('choices_on_resolution')})")
    if mode == "any" and not picked:
        if not state.rules_have("any_number"):
            state.log.add(f"\u201c{ins.text}\u201d: nothing is chosen, but the rules of this edition don't say whether "
                          "\u201cany number\u201d includes zero, so what follows can't be decided",
                          "choices_on_resolution", indent=1, kind="step")
            state.note_unknown(f"\u201c{ins.text}\u201d: whether \u201cany number\u201d may be zero is not said by the "
                               "rules of this edition (107.1c, since 2010-02-01)")
            return None
        state.log.add("\u201cany number\u201d may be any positive number or zero", "any_number", indent=1, kind="step")
    said = ", ".join(state.objects[p].alias for p in picked) or "none"
    state.log.add(f"{who} chooses {said}", "choices_on_resolution", indent=1, kind="step")
    return picked
