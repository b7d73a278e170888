"""Whether an object or player is a legal target (115, 601.2c, 608.2b) and what protection stops
(702.16): read by casting and resolving (:mod:`kb.engine.stack`), damage (:mod:`kb.engine.actions`),
replacement effects, triggered abilities going on the stack and variable targets, so it lives below
all of them."""
from __future__ import annotations

import re

from .filters import Ctx, entered_choices
from .protectionquality import quality_matches
from .instructions import TargetSlot

__all__ = ["target_ok", "protected_from"]


def _stack_kinds(sk: str | None) -> set:
    """The kinds of stack objects a slot's ``spell_or_ability`` allows: 'spell', 'activated', 'triggered'."""
    if not sk:
        return set()
    if sk == "either":
        return {"spell", "activated", "triggered"}
    if sk == "ability":
        return {"activated", "triggered"}
    return set(sk.split("+"))


def _ability_target_ok(state, slot: TargetSlot, sid, item, controller: str | None = None) -> str | None:
    """An activated or triggered ability on the stack as a target (115.1, 113.7a): it is legal while it
    is still on the stack and is the kind of ability the phrase names."""
    it = next((i for i in state.stack if i.sid == sid), None)
    if it is None:
        return "it is no longer on the stack"
    kinds = _stack_kinds(slot.spell_or_ability)
    if not kinds & {"activated", "triggered"}:
        return (f"it is an ability on the stack; \u201c{slot.phrase}\u201d can't target an ability "
                f"({state.rule_no('targets')})")
    if it.kind not in kinds:
        what = "a spell" if it.kind == "spell" else f"a {it.kind} ability" if it.kind in ("activated", "triggered") \
            else "neither a spell nor an ability"
        return f"it is {what}, not what \u201c{slot.phrase}\u201d names"
    if item is not None and it is item:
        return f"an ability can't target itself ({state.rule_no('targets')})"
    whose = getattr(slot.selector, "controller", None)   # "you control", "you don't control", "an opponent controls"
    if (whose == "you" and it.controller != controller) or (whose == "not_you" and it.controller == controller) or \
            (whose == "opponent" and it.controller not in state.opponents(controller)):
        return f"it is controlled by {it.controller}, not what \u201c{slot.phrase}\u201d names"
    from .abilitysource import source_refusal   # "from an artifact source" (113.7)
    why = source_refusal(state, it, getattr(slot.selector, "source_types", frozenset()))
    if why:
        return f"{why}, not what \u201c{slot.phrase}\u201d names"
    return _not_single_target(it) if slot.single_target else None


def _not_single_target(it) -> str | None:
    """"target spell or ability with a single target" (Deflection, Bolt Bend): one instance of one target; a spell
    that targets the same object twice has two (115.7a)."""
    n = len(it.targets) if it is not None else 0
    return None if n == 1 else f"it has {n} targets, not a single target"


def target_ok(state, slot: TargetSlot, target, snap, controller: str, source_w=None, item=None) -> str | None:
    """Why ``target`` is not a legal choice for ``slot`` now, or None when it is (115, 702.11,
    702.16, 702.18)."""
    if target is None:
        return None if slot.optional else "no target"
    kind, ref = target
    if kind == "player":
        if slot.players is None:
            return f"{ref} is a player; \u201c{slot.phrase}\u201d needs an object"
        if slot.players == "opponent" and ref == controller:
            return f"{ref} is not an opponent"
        if slot.players == "you" and ref != controller:
            return f"{ref} is not you"
        p = state.player_state.get(ref)
        if p is None or not p.in_game:
            return f"{ref} is not in the game"
        for e, labels in snap.rules:   # "You have hexproof / shroud." (702.11c, 702.18a)
            src = snap.work.get(e.source) if e.source is not None else None
            if (e.you or (src.controller if src is not None else None)) != ref:
                continue
            if controller != ref and any(str(lab).rstrip(".") == "You can't be the target of spells or abilities your "
                                         "opponents control" for lab in labels):   # the effect itself, no keyword (101.2)
                return f"{ref} can't be the target of spells or abilities their opponents control"
            for kw in ("shroud", "hexproof"):
                if not any(str(lab).rstrip(".") == f"You have {kw}" for lab in labels) or (kw == "hexproof" and
                                                                                          controller == ref):
                    continue
                from .playerprotection import player_keyword_rule
                if not player_keyword_rule(state, kw):   # the edition's rule doesn't define it for a player
                    state.note_unknown(f"{ref} has {kw} ({e.source_name or e.label}), and the rules of {state.edition} "
                                       f"don't say what {kw} means on a player: whether {ref} can be targeted can't be "
                                       "decided")
                    continue
                return f"{ref} has {kw}"
        from .playerprotection import player_protection
        prot = player_protection(snap, ref, state)
        if prot is not None:   # 702.16b, 702.16j: no spell or ability may target them, whoever controls it
            return f"{ref} has protection from everything ({prot})"
        from .playerprotection import player_protected_from   # 702.16b: spells, and abilities from sources, with it
        prot = player_protected_from(snap, ref, source_w, state, "target")
        return f"{ref} has {prot[0]} ({prot[1]})" if prot is not None else None
    if kind == "item":
        return _ability_target_ok(state, slot, ref, item, controller)
    o = state.objects.get(ref)
    if o is None:
        return "it is no longer in the zone it was in"
    if slot.for_player is not None:
        # "for each opponent, ... target permanent that player controls" (601.2c): that player's only
        if slot.whose == "graveyard" and o.owner != slot.for_player:
            return f"it is not in {slot.for_player}'s graveyard"
        w0 = snap.get(ref)
        if slot.whose != "graveyard" and (w0 is None or w0.controller != slot.for_player):
            return f"it is not controlled by {slot.for_player}"
    if slot.spell_or_ability:
        if o.zone != "stack":
            return "it is not on the stack"
        if "spell" not in _stack_kinds(slot.spell_or_ability):
            return f"it is a spell; \u201c{slot.phrase}\u201d needs an ability (113.3, 115.1)"
    if slot.single_target:
        why = _not_single_target(next((it for it in state.stack if it.oid == ref), None))
        if why:
            return why
    w = snap.get(ref)
    if w is None:
        return "it is not there"
    if slot.selector is None:
        return f"\u201c{slot.phrase}\u201d names a player, not an object"
    x = getattr(item, "x", None) if item is not None else None
    from .gamevalues import GameView   # "target creature defending player controls" reads the combat (508.5)
    # X in a target (107.3); "target permanent of the chosen color": its source's choice as it entered (614.12) — a
    # choice the ability makes as it resolves comes after its targets (601.2c, 608.2d)
    chosen = entered_choices(source_w) if source_w is not None else {}
    ctx = Ctx(snap.work, source_w, controller, {**chosen, **({"x": x} if x is not None else {})} or None,
              game=GameView(state), event=getattr(item, "event", None))   # "with that spell's mana value" (603.2)
    zones = getattr(slot.selector, "zones", None)
    if zones is not None and w.zone not in zones:
        return f"it is in the {w.zone}, not where \u201c{slot.phrase}\u201d looks"
    if not slot.selector.match(w, ctx):
        if getattr(slot.selector, "other", False) and source_w is not None and getattr(source_w, "oid", None) == ref:
            # "another target creature": "another" excludes the source itself — the reason given is that, not a
            # quality it lacks
            return f"it is the ability's source, and \u201c{slot.phrase}\u201d means another one ({_short(w)})"
        what = re.sub(r"(?i)^(?:.*?\b)?target ", "a ", slot.phrase)
        return f"it is not {what} ({_short(w)})"
    if item is not None and item.oid == ref:
        return "a spell can't target itself (115.5)"
    from .untargetable import untargetable_why   # "can't be the target of spells your opponents control" (115.1)
    from .parser import _Ctx as _Words, parse_selector
    why = untargetable_why(state, snap, w, item, source_w, controller,
                           lambda phrase: parse_selector(phrase, _Words(None)))
    if why:
        return why
    # hexproof, shroud, protection (702.11, 702.18, 702.16b): each says what a permanent can't be the target of; a
    # creature spell's or card's own keywords don't function on the stack or in a graveyard (113.6; Cragplate Baloth
    # ruling 2020-09-25: a counterspell can still target it)
    if w.zone != "battlefield":
        return None
    kws = w.keyword_names()
    if "shroud" in kws:
        return f"it has shroud ({state.rule_no('shroud')})"
    if "hexproof" in kws and w.controller != controller:
        return f"it has hexproof ({state.rule_no('hexproof_target')})"
    if source_w is not None:
        why = hexproof_from(w, source_w, controller)
        if why:
            return f"it has {why} ({state.rule_no('hexproof_target')})"
        why = protected_from(w, source_w)
        if why:
            return f"it has {why} ({state.rule_no('protection_target')})"
    return None


def hexproof_from(w, source_w, controller: str) -> str | None:
    """The "hexproof from [quality]" ability of ``w`` that stops ``source_w`` (a spell, or an ability's source) of an
    opponent of ``w``'s controller from targeting it (702.11d; today 702.11d-e), or None."""
    if w.controller == controller:
        return None
    choices = w.obj.choices or {}
    for k in w.keyword_names():
        if k.startswith("hexproof from ") and quality_matches(k[len("hexproof from "):], source_w, choices):
            return k
    return None


def protected_from(w, source_w) -> str | None:
    """The protection ability of ``w`` that ``source_w`` matches (702.16a), or None."""
    choices = w.obj.choices or {}
    for k in w.keyword_names():
        if k.startswith("protection from ") and quality_matches(k[len("protection from "):], source_w, choices):
            return k
    return None


def _short(w) -> str:
    t = " ".join(sorted(w.supertypes | w.types))
    return f"{w.name or 'a face-down object'}, {t.lower() or 'no type'}"
