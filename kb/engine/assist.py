"""Assist (702.132; since 2018-06-08): another player pays part of the generic mana of a spell's total cost.

"If the total cost to cast a spell with assist includes a generic mana component, before you activate mana abilities
while casting it, you may choose another player. [...] Before you begin to pay the total cost of the spell, the player
you chose may pay for any amount of the generic mana in the spell's total cost." (702.132a). The caster pays the rest
(601.2h): the coloured mana always.

A scenario states it with ``cast: {card, assist: {player: NAME, mana: "{2}"}, mana: "{U}"}`` (kb.engine.stack): the
player must be another player, the amount (any type of mana pays generic mana, 107.4b) no more than the generic mana
of the total cost; the mana the caster states is checked against what is left. The helper's mana is spent from their
mana pool first, like any mana paid (kb.engine.stack._spend_pool), and is mana spent to cast the spell. Under an
edition before 2018-06-08 (no assist) what a stated assist paid is "cannot decide".
"""
from __future__ import annotations

import re

from .errors import EngineError
from .values import ManaCost

__all__ = ["ASSIST_SHAPE", "Assisted", "assisted", "assist_shape_error"]

ASSIST_SHAPE = '{player: NAME, mana: "{2}"}'


def assist_shape_error(value) -> str:
    """Why a step's ``assist:`` value is not of the shape ASSIST_SHAPE ("" when it is)."""
    if not isinstance(value, dict) or set(value) - {"player", "mana"} or not value.get("player") or \
            not isinstance(value.get("mana"), str) or not re.fullmatch(r"(?:\{[^}]+\})+", value["mana"].strip()):
        return f"assist is {ASSIST_SHAPE}, not {value!r}"
    return ""


class Assisted:
    """The part of a total cost the player chosen pays: ``player``, ``mana`` (as stated), ``n`` (how much generic
    mana it pays); ``undecided``: what it paid can't be decided (noted)."""

    def __init__(self, player: str = "", mana: str = "", n: int = 0, undecided: bool = False):
        self.player, self.mana, self.n, self.undecided = player, mana, n, undecided

    def left(self, owed: list) -> list:
        """Each total in ``owed`` less the generic mana the helper pays (a total with less generic than that is no
        longer a way to pay)."""
        out = []
        for s in owed:
            sym = list(ManaCost.parse(s).symbols) if s else []
            generic = sum(int(x) for x in sym if x.isdigit())
            if generic < self.n:
                continue
            rest = [x for x in sym if not x.isdigit()]
            out.append(("{%d}" % (generic - self.n) if generic - self.n or not rest else "") + "".join("{%s}" % x for x in rest))
        return out


def assisted(state, item, spell_obj, card, total: str, given: dict) -> Assisted | None:
    """The assist a cast states (``given['assist']``), checked against the spell and its total cost ``total``; None
    when none is stated. Refusals (EngineError) name 702.132a."""
    said = given.get("assist")
    if said is None:
        return None
    w = state.evaluate().work.get(spell_obj.oid)
    has = any(getattr(h.ability, "kind", "") == "keyword" and h.ability.name.lower() == "assist"
              for h in (w.abilities if w is not None else ()))
    rule = state.rule_no
    if not has:
        if re.search(r"^assist\b", card.text or "", re.I | re.M):   # printed, but these rules don't name it
            state.note_unknown(f"{card.name}'s \u201cAssist\u201d is not read under the rules of {state.edition}: what "
                               f"{said.get('player')}'s {said.get('mana')} paid can't be decided ({rule('cast_pay')})")
            return Assisted(undecided=True)
        raise EngineError(f"{card.name} has no assist: no other player may pay its total cost ({rule('assist')}, "
                          f"{rule('cast_pay')})")
    helper = str(said["player"])
    if helper not in state.players:
        raise EngineError(f"assist: {helper!r} is not a player of this game")
    if helper == item.controller:
        raise EngineError(f"assist: {helper} is casting {card.name}; assist chooses another player to pay "
                          f"({rule('assist')})")
    n = sum(int(x) if x.isdigit() else 1 for x in ManaCost.parse(said["mana"]).symbols)
    sym = list(ManaCost.parse(total).symbols) if total else []
    generic = sum(int(x) for x in sym if x.isdigit())
    if n > generic:
        raise EngineError(f"assist: {helper} may pay only generic mana of the total cost {total} — {generic} of it — "
                          f"not {n} ({rule('assist')})")
    return Assisted(helper, said["mana"], n)
