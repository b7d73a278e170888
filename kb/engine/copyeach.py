"""A copy of a spell for each object it "could target": "Whenever you cast an instant or sorcery spell that targets only
~, copy that spell for each other creature you control that the spell could target. Each copy targets a different one
of those creatures." (Zada's wording), "… that player copies that spell for each other Golem that spell could target.
Each copy targets a different one of those Golems." (Precursor Golem's), "… for each other creature they control …"
(Mirrorwing Dragon's).

707.10d: one copy for each object of the description the spell could target, each put onto the stack with every target
that object (a copy is not made for an object that isn't a legal target for each instance of the word "target"), in
the order of the copies' controller's choice: stated ``choose: {copy_order: [NAME, …]}``, never guessed when more than
one copy is made. "Other" is other than what the spell targets now (the trigger's "targets only …" names it, 115.9c).
707.10: a copy is controlled by the player under whose control it is put on the stack — "that player", the player the
trigger event names, or you. Under an edition without 707.10d (706.10d came with 2016-07-22) what the copies are is
not said: cannot decide. Read only with its second sentence ("Each copy targets a different one of those …");
"may copy", a player or "permanent or player" among the objects, or any other wording is left unread.
"""
from __future__ import annotations

import re

from .errors import EngineError
from .versions import rule

__all__ = ["read_copy_each", "read_each_copy_targets", "copy_for_each"]

_COPY_EACH = re.compile(r"(?:([Tt]hat player) copies|[Cc]opy) that spell for each other (.+?) (?:that )?(?:the|that) "
                        r"spell could target")
_EACH_DIFFERENT = re.compile(r"each copy targets a different one of those (\w+)")


def read_copy_each(s: str) -> tuple[bool, str, bool] | None:
    """(copied by "that player", the description of the objects without its controller words, "you / they control")
    for "[That player copies | Copy] that spell for each other <description> that [the | that] spell could target";
    None for any other sentence. "They control" is read only after "that player copies", "you control" only after
    "copy" (the copier's own creatures either way)."""
    m = _COPY_EACH.fullmatch(s)
    if m is None:
        return None
    event, what = bool(m.group(1)), m.group(2)
    mc = re.fullmatch(r"(.+?) (you|they) control", what)
    if mc and (mc.group(2) == "they") != event:
        return None
    desc = mc.group(1) if mc else what
    if re.search(r"\b(?:player|players|or|and|with|without|that|named)\b", desc):
        return None   # a player, several kinds, or a qualified description: not read here
    return event, desc, bool(mc)


def read_each_copy_targets(low: str, desc: str) -> bool:
    """Whether ``low`` is "each copy targets a different one of those <nouns>", its noun the plural of the description's
    last word ("creature" → "creatures", "Golem" → "golems")."""
    m = _EACH_DIFFERENT.fullmatch(low)
    if m is None:
        return False
    noun = desc.split()[-1].lower()
    return m.group(1) in (noun + "s", noun + "es")


def copy_for_each(game, ins, orig, rc, item, target_ok) -> None:
    """707.10d as the instruction resolves: the copier (the trigger event's player for "that player copies", else the
    resolving ability's controller), the objects on the battlefield the description names (controlled by the copier
    when it says so) other than those the spell targets, each a legal target for every instance of "target" of the
    spell (``target_ok``: kb.engine.legality's check, passed in by the caller: this module is below it); one copy
    each, in the order stated."""
    if not rule("copy_could_target", game.edition):
        game.note_unknown(f"\u201c{ins.text}\u201d: the rules of {game.edition} don't say how copies for each object a spell "
                          f"could target are made (the rule on them came with the 2016-07-22 edition; "
                          f"{game.rule_no('copy_spell')})")
        return
    if not ins.opts.get("each_different"):
        game.note_unknown(f"\u201c{ins.text}\u201d: which object each copy targets is not read "
                          f"({game.rule_no('copy_could_target')})")
        return
    copier = rc.you
    if ins.opts.get("copier_event"):
        copier = getattr(getattr(rc, "event", None), "player", None)
        if copier is None:
            game.note_unknown(f"\u201c{ins.text}\u201d: the player who copies is not known "
                              f"({game.rule_no('copy_could_target')})")
            return
    snap = game.evaluate()
    ctx = rc.at(snap.work, you=copier)
    targeted = {ref[1] for ref in orig.targets if ref is not None and ref[0] == "obj"}
    sel = ins.opts["could_target"]
    copy_src = snap.get(orig.source) if orig.source is not None else None
    cands = []
    for oid, w in snap.work.items():
        o = game.objects.get(oid)
        if o is None or o.zone != "battlefield" or oid in targeted or not sel.match(w, ctx):
            continue
        if ins.opts.get("copier_controls") and w.controller != copier:
            continue
        ref = ("obj", oid)
        why = next((r for r in (target_ok(game, slot, ref, snap, copier, copy_src, None) for slot in orig.slots) if r), None)
        if why is not None:
            game.log.add(f"{o.alias} is not a legal target for {orig.name} ({why}): no copy for it",
                         "copy_could_target", indent=1, kind="step")
            continue
        cands.append(oid)
    if not cands:
        game.log.add(f"\u201c{ins.text}\u201d: no other object the spell could target: no copy",
                     "copy_could_target", indent=1, kind="step")
        return
    order = cands
    if len(cands) > 1:
        want = rc.choices.get("copy_order")
        names = ", ".join(game.objects[c].alias for c in cands)
        if want is None:
            raise EngineError(f"\u201c{ins.text}\u201d: one copy for each of {names}, put on the stack in the order "
                              f"{copier} chooses ({game.rule_no('copy_could_target')}): give choose: {{copy_order: "
                              f"[NAME, …]}} (for a triggered ability: triggers: {{SOURCE: {{choose: {{copy_order: [...]}}}}}})")
        order = [game.obj(n).oid for n in (want if isinstance(want, list) else [want])]
        if sorted(order) != sorted(cands):
            raise EngineError(f"copy_order names {', '.join(str(n) for n in want)}; the copies are for {names} "
                              f"({game.rule_no('copy_could_target')})")
    game.log.add(f"{len(order)} cop{'y' if len(order) == 1 else 'ies'} of {orig.name}, one for each other object it "
                 f"could target, under {copier}'s control", "copy_could_target", indent=1, kind="step")
    for oid in order:
        game.copy_spell(orig, controller=copier, targets=[("obj", oid)] * len(orig.slots),
                        because=f"{item.name} resolves", specified=True, by=item)
