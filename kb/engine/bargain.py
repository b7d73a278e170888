"""Bargain (702.166; since 2023-10-13): an optional additional cost, and "if this spell was bargained".

"Bargain" means "As an additional cost to cast this spell, you may sacrifice an artifact, enchantment, or token."
(702.166a); a spell whose bargain cost was paid "was bargained" (702.166b), which its linked abilities read
(702.166c): "If this spell was bargained, …", and a permanent's "When this creature enters, if it was bargained, …"
(the spell it was, 400.7). Whether it was bargained is the cast step's: ``sacrifice: NAME`` pays it (601.2b, 601.2h),
no sacrifice declines it, as for every optional additional cost. A copy of a bargained spell is bargained too (the
costs paid are copied, 707.10). Under rules without the keyword (before 2023-10-13) the word is unread: what "was
bargained" changes can't be decided.
"""
from __future__ import annotations

from dataclasses import replace

__all__ = ["BARGAIN_TEXT", "bargain_cost", "bargained", "bargain_announced", "bargain_undecided"]

BARGAIN_TEXT = "As an additional cost to cast this spell, you may sacrifice an artifact, enchantment, or token."


def bargain_cost(k, read_cost):
    """The additional cost a bargain keyword stands for (702.166a), read by ``read_cost`` (the additional-cost
    reader); None when it isn't read."""
    from .abilities import AdditionalCost
    from .errors import ParseError
    from .instructions import _Ctx
    try:
        costs = read_cost(BARGAIN_TEXT, _Ctx(None))
    except ParseError:
        return None
    if not costs or len(costs) != 1 or costs[0].kind != "sacrifice":
        return None
    return AdditionalCost(text=k.text or "Bargain", costs=(replace(costs[0], text="bargain"),), keyword_name="bargain")


def _spell(state, rc):
    """The spell whose bargain is asked about: the resolving spell itself, or the spell the source permanent was."""
    item = getattr(rc, "item", None)
    if item is not None and item.kind == "spell":
        return item
    o = state.objects.get(rc.source_oid) if rc.source_oid is not None else None
    return getattr(o, "record", None) if o is not None else None


def bargained(state, rc) -> bool:
    """702.166b: whether the spell's bargain cost was paid."""
    from .versions import first_edition, rule
    if not rule("bargain", state.edition):
        state.note_unknown(f"bargain is a keyword the rules of {state.edition} don't have yet (it came with the "
                           f"{first_edition('bargain')} edition): whether the spell was bargained can't be decided")
        return False
    spell = _spell(state, rc)
    if spell is None:   # a permanent that wasn't cast (put onto the battlefield): it wasn't bargained
        return False
    paid = (getattr(spell, "paid", None) or {}).get("sacrifice") or []
    o = state.objects.get(rc.source_oid) if rc.source_oid is not None else None
    from .abilities import AdditionalCost
    sacrifices = [c for ab in (o.card.abilities if o is not None else ()) if isinstance(ab, AdditionalCost)
                  for c in ab.costs for x in (c, *c.options) if x.kind == "sacrifice"]   # an option too (601.2b)
    if paid and len(sacrifices) > 1:   # which of its sacrifice costs was paid is not kept apart (607: linked to bargain)
        state.note_unknown("the spell has another sacrifice cost beside bargain: whether the sacrifice paid its bargain "
                           "cost can't be decided (702.166b)")
        return False
    return bool(paid)


def bargain_announced(state, card, announced: dict) -> bool:
    """Whether a spell being cast is bargained as its total cost is determined (601.2f: "This spell costs {2} less to
    cast if it's bargained"): its bargain cost was announced (601.2b, 702.166a-b) — the cast step's ``sacrifice:``.
    Before bargain's rule, or beside another sacrifice cost, it can't be decided (noted; False)."""
    from .abilities import AdditionalCost
    why = bargain_undecided(state.edition)
    if why:
        state.note_unknown(why, frozenset(("mana",)))
        return False
    costs = [ab for ab in card.abilities if isinstance(ab, AdditionalCost)]
    if not any(getattr(ab, "keyword_name", None) == "bargain" for ab in costs):
        return False   # no bargain: never bargained (702.166b)
    sacrifices = [c for ab in costs for c in ab.costs for x in (c, *c.options) if x.kind == "sacrifice"]
    if announced.get("sacrifice") and len(sacrifices) > 1:
        state.note_unknown("the spell has another sacrifice cost beside bargain: whether the sacrifice announced is its "
                           "bargain cost, so its total cost (601.2f), can't be decided (702.166b)", frozenset(("mana",)))
        return False
    return bool(announced.get("sacrifice"))


def bargain_undecided(edition: str) -> str | None:
    """Why "if it's bargained" can't be decided under ``edition``: an edition before bargain's rule (702.166); None."""
    from .versions import first_edition, rule
    if rule("bargain", edition):
        return None
    return (f"bargain is a keyword the rules of {edition} don't have yet (it came with the {first_edition('bargain')} "
            "edition): whether the spell is bargained can't be decided")
