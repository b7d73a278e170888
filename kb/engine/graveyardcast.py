"""A permission to cast (or play) one target card in a graveyard this turn (601.3, 611.2a): "You may cast target
instant or sorcery card from your graveyard this turn.", "You may cast target creature card in a graveyard this turn.",
"Choose target artifact card in your graveyard. You may cast that card this turn.", and "Choose an instant or sorcery
card in your graveyard. You may cast it this turn." (Mission Briefing: the card chosen as the spell resolves, 608.2d,
not a target — ``choose: {card: NAME}``).

The card is a target of the ability (115.1: chosen as it is put on the stack, checked as it resolves, 608.2b); as the
ability resolves its controller gets the permission the engine keeps for an impulse draw (``may_play``,
kb.engine.looking: 601.3 lets a player cast a spell from a zone other than the hand when an effect allows it; 611.2a:
"this turn", until the turn ends). The permission covers that object only: the card leaving the graveyard is a new
object it doesn't cover (400.7). Casting it is a player's action, a scenario's stated ``cast`` step (``from:
graveyard``), with its costs paid and its timing checked as any cast (601.2)."""
from __future__ import annotations

import re

__all__ = ["read_graveyard_permission", "is_graveyard_permission", "exile_instead_after", "permission_exiles",
           "split_cast_this_way_exile", "static_permission_exiles"]

_TARGET = re.compile(r"You may (?P<v>cast|play) (?P<t>target .+? card) (?P<z>from your graveyard|in your graveyard|in a "
                     r"graveyard|from a graveyard) this turn")
_THAT = re.compile(r"You may (?P<v>cast|play) (?:that card|it) this turn")
# the ability's own card in its owner's graveyard: "you may cast ~ from your graveyard this turn"; "it" only after an
# intervening "if ~ is in your graveyard" (603.4) names the card as the one there
_SELF = re.compile(r"[Yy]ou may (?P<v>cast|play) (?P<w>~|it) from your graveyard this turn")
_SELF_THERE = re.compile(r"^(?:When|Whenever|At)\b[^,]*, if ~ is in your graveyard\b")


def read_graveyard_permission(s: str, prev, target_of, make, ability: str = "", self_subject=None):
    """The ``may_play`` instructions the sentence ``s`` (without its period) gives, or None: ``target_of(words)`` reads a
    target phrase into a subject; ``make(subject, opts)`` builds the instruction. After "Choose target … card in your
    graveyard." (``prev``: that target), "You may cast that card this turn." is the permission for it. "You may cast
    ~ from your graveyard this turn" of a triggered ``ability`` whose intervening "if" says ~ is in your graveyard
    (603.4; "it" there is ~): the permission for the card itself (``self_subject``), that object only (400.7)."""
    m = _SELF.fullmatch(s)
    if m and self_subject is not None and _SELF_THERE.match(ability or ""):
        return [make(self_subject, {**_opts(m.group("v")), "said": "from your graveyard this turn",
                                    "target_card": False, "self_card": m.group("w")})]
    m = _TARGET.fullmatch(s)
    if m:
        where = "in your graveyard" if "your" in m.group("z") else "in a graveyard"
        subj = target_of(f"{m.group('t')} {where}")
        return [make(subj, _opts(m.group("v")))]
    m = _THAT.fullmatch(s)
    if m and prev is not None and prev.kind == "target" and prev.selector is not None and \
            set(prev.selector.zones) == {"graveyard"}:
        return [make(prev, _opts(m.group("v")))]
    if m and prev is not None and prev.kind == "picked" and prev.of is None and _in_graveyard(prev.selector):
        # the card "Choose a … card in your graveyard." chose as it resolved (608.2d): that object only (400.7)
        return [make(prev, {**_opts(m.group("v")), "target_card": False, "picked_card": True})]
    return None


def _in_graveyard(sel) -> bool:
    """Whether selector ``sel`` (one, or a union of alternatives: "instant or sorcery card") finds only cards in a
    graveyard."""
    parts = getattr(sel, "parts", None) or (sel,)
    return all(set(getattr(p, "zones", ()) or ()) == {"graveyard"} for p in parts)


def is_graveyard_permission(sentence: str) -> bool:
    """Whether ``sentence`` (an ability's, its cost before a colon allowed) is a form read here (the target form, or a
    triggered ability's permission for its own card in the graveyard): the permission it gives is one the engine keeps
    (kb.engine.impulse.only_read_permissions)."""
    body = re.sub(r"^[^:]*:\s*", "", sentence.strip()).rstrip(".")
    if _TARGET.fullmatch(body) is not None:
        return True
    m = re.fullmatch(r"(.+?), ((?:[Yy]ou may) .+)", sentence.strip().rstrip("."))   # the triggered form of the card itself
    return m is not None and _SELF_THERE.match(m.group(1)) is not None and _SELF.fullmatch(m.group(2)) is not None


def _opts(verb: str) -> dict:
    """The permission's options as kb.engine.impulse gives them for "this turn" (611.2a)."""
    return {"until": "turn", "lands": verb == "play", "said": "this turn", "target_card": True}


_EXILE_INSTEAD = re.compile(r"if that spell would be put into (your|a) graveyard, exile it instead")


def exile_instead_after(low: str, done: list) -> bool:
    """Whether the sentence ``low`` (lower case, without its period) is "If that spell would be put into your graveyard,
    exile it instead." after a permission read here (``done[-1]``): then that permission carries it (614.1a)."""
    m = _EXILE_INSTEAD.fullmatch(low)
    if m is None or not done or done[-1].kind != "may_play" or not (
            done[-1].opts.get("target_card") or done[-1].opts.get("picked_card")) or done[-1].opts.get("lands"):
        return False
    done[-1].opts["graveyard_exile"] = m.group(1)
    return True


def permission_exiles(state, card_obj, caster: str) -> bool | None:
    """Whether the spell ``caster`` casts from the card ``card_obj`` by a permission of this module is exiled instead of
    being put into a graveyard (True / False), or None when the permissions covering it disagree."""
    mine = [p for p in state.play_permissions if p["oid"] == card_obj.oid and p["player"] == caster]
    if not mine:
        return False
    said = {p.get("graveyard_exile") == "a" or (p.get("graveyard_exile") == "your" and card_obj.owner == caster)
            for p in mine}
    return said.pop() if len(said) == 1 else None


_THIS_WAY = re.compile(r"(.+?\.) If a spell cast this way would be put into your graveyard, exile it instead\.?")


def split_cast_this_way_exile(t: str) -> tuple[str, bool]:
    """A static permission to cast spells from a zone followed by "If a spell cast this way would be put into your
    graveyard, exile it instead." (Kess, Dissident Mage): (the permission's words, True) — the second sentence is a
    replacement (614.1a) of the spells that permission let be cast (601.3), applied as they would be put into their
    owner's graveyard (608.2n resolving, 701.6a countered); otherwise (``t``, False)."""
    m = _THIS_WAY.fullmatch(t.strip())
    return (m.group(1), True) if m else (t, False)


def static_permission_exiles(fitted: list) -> bool | None:
    """Whether a spell cast by one of the static permissions ``fitted`` ((working object, PlayPermission) pairs that
    let it be cast, kb.engine.stack) is exiled instead of being put into a graveyard: True / False when they all say
    the same, None when one carries "If a spell cast this way would be put into your graveyard, exile it instead" and
    another doesn't (which one the player used is not stated, 601.3)."""
    said = {bool(getattr(ab, "graveyard_exile", "")) for _w, ab in fitted}
    return said.pop() if len(said) == 1 else None
