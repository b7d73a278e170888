"""Permissions to cast that work once a turn (601.3): "Once during each of your turns, you may cast a creature spell from
your graveyard." / "Once each turn, you may cast an instant spell from your graveyard."

Such a permission lets its controller cast one spell it fits each turn ("during each of your turns": only in that
player's own turns). Each permanent's permission is counted apart, and a permanent that leaves the battlefield and
returns is a new object with a new permission (400.7). A spell that more than one permission fits is cast by one of
them, chosen by its caster: when a permission without a limit fits, nothing is used up; when only limited ones fit and
the scenario doesn't say which was used, a later spell that fits only some of them may or may not be allowed — "cannot
decide" (608.2d). The turn's history unstated (``unlisted: [history]``), a permission on a permanent that was there
before the question may have been used already: "cannot decide" too. A scenario states that a permanent's
once-each-turn abilities were used this turn with ``enter: {card, already: true, used_this_turn: true}``
(:func:`state_used`).
"""
from __future__ import annotations

from .errors import EngineError

__all__ = ["usable_now", "use_permission", "state_used", "permission_holds"]


def _key(oid, ab) -> tuple:
    return (oid, getattr(ab, "uid", None) or ab.text)


def usable_now(state, ab, caster: str) -> bool:
    """Whether the permission ``ab`` can permit a cast by ``caster`` in this turn at all: "Once during each of your
    turns" only in the caster's own turn (601.3)."""
    return getattr(ab, "per_turn", "") != "your_turns" or state.active == caster


def _assignments(past: list, taken: frozenset = frozenset()):
    """Every way the earlier casts of this turn could have used one permission each (of the ones each fitted)."""
    if not past:
        yield taken
        return
    for k in past[0]:
        if k not in taken:
            yield from _assignments(past[1:], taken | {k})


def use_permission(state, fitting: list, card_obj, caster: str) -> None:
    """``fitting``: the (working object, permission) pairs that let ``card_obj`` be cast now. A permission without a
    limit among them permits it; otherwise one of the limited ones must be unused this turn (601.3): certainly, or the
    cast goes on with "cannot decide" when it depends on which permission an earlier cast used (608.2d) or on the
    turn's unstated history; refused when every way of using them leaves none."""
    if not fitting or any(not getattr(ab, "per_turn", "") for _w, ab in fitting):
        return
    book = state.__dict__.setdefault("_cast_once", {})
    past = book.setdefault(state.turn, [])
    keys = {_key(w.oid, ab): w for w, ab in fitting}
    rule = state.rule_no("cast_prohibited")
    ways = list(_assignments(past)) or [frozenset()]
    free = [[k for k in keys if k not in used] for used in ways]
    if not any(free):
        names = ", ".join(sorted({w.name for w in keys.values()}))
        raise EngineError(f"{card_obj.alias} can't be cast from the {card_obj.zone}: the permission of {names} "
                          f"(once each turn) was already used this turn, and nothing else allows it ({rule})")
    sure = all(any(not state.may_predate_question(k[0]) for k in ks) for ks in free)
    names = ", ".join(sorted({w.name for w in keys.values()}))
    from .unknowns import scope_of
    reach = scope_of(card_obj.card.text or "") | {"zone", "stack"}   # the cast, and what the spell would do
    if not all(free):
        state.note_unknown(f"which permission an earlier spell cast this turn used isn't stated (608.2d): whether "
                           f"{names} still lets {card_obj.alias} be cast can't be decided ({rule})", reach)
    elif not sure:
        state.note_unknown(f"whether the permission of {names} (once each turn) was used earlier this turn, before the "
                           f"question, isn't stated: whether it lets {card_obj.alias} be cast can't be decided ({rule})",
                           reach)
    past.append(frozenset(keys))
    state.log.add(f"{names} lets {caster} cast {card_obj.alias} from the {card_obj.zone} (once each turn)",
                  "cast_prohibited", kind="step")


def state_used(state, obj) -> None:
    """``used_this_turn: true``: the once-each-turn abilities of ``obj`` were used this turn — its permissions to cast
    (601.3), "This ability triggers only once each turn." and "Do this only once each turn." (603.2h), "Activate only
    once each turn." (602.5b)."""
    from .abilities import PlayPermission
    for ab in obj.card.abilities:
        if isinstance(ab, PlayPermission) and ab.per_turn:
            state.__dict__.setdefault("_cast_once", {}).setdefault(state.turn, []).append(frozenset({_key(obj.oid, ab)}))
        once = getattr(ab, "once_each_turn", "")
        if once == "triggers":
            state.__dict__.setdefault("_triggered_once", set()).add((obj.oid, ab.text, state.turn))
        elif once == "action":
            from .doonce import mark_taken
            mark_taken(state, obj.oid, ab, obj.controller)
        if "once each turn" in (getattr(ab, "restriction", "") or ""):
            state.activations[(obj.oid, getattr(ab, "uid", None) or ab.text, state.turn)] = 1


def permission_holds(state, snap, src, ability, player) -> bool:
    """Whether a permission of ``src`` (its working object in ``snap``) applies now for ``player``: its condition
    ("As long as ~ is attached to a creature, you may …") holds as the player would use it (611.3b). One the scenario
    can't decide is noted "cannot decide" and the permission taken as applying (the action goes on, and what follows
    is "cannot decide", never a refusal the rules may not make)."""
    cond = getattr(ability, "condition", None)
    if cond is None:
        return True
    from .conditions import condition_undecided
    from .filters import Ctx
    from .gamevalues import GameView
    why = condition_undecided(cond, state, player, src.oid)
    if why:
        state.note_unknown(f"whether \u201c{cond}\u201d holds, and so whether {src.name}'s permission applies, can't be "
                           f"decided: {why}")
        return True
    return bool(cond.holds(Ctx(snap.work, src, player, edition=state.edition, game=GameView(state))))
