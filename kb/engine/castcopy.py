"""Copying a card in exile, then casting the copy: "You may copy the exiled card. If you do, you may cast the copy
without paying its mana cost." (Isochron Scepter), "… you may copy a card exiled with ~. If you do, you may cast the
copy …" (Panoptic Mirror), "Whenever ~ attacks, exile up to one target instant or sorcery card from your graveyard.
Copy it. You may cast the copy." (Demilich: the card the exile just moved, 400.7j; the copy cast paying its costs,
608.2g).

To copy a card makes a copy of it in the zone the card is in (707.12: the copy is created in the same zone the object
is in, and then it may be cast while the ability is resolving; 706.11-706.12 in earlier editions). The card copied is
one of the cards exiled with the source by its linked ability (607.2a). The copy takes the card's copiable values
(707.2); a copy of a card not on the stack or the battlefield ceases to exist (704.5e) — so a copy not cast is gone
at the next check of state-based actions, and a cast copy of an instant or sorcery card is gone once it resolves and
leaves the stack. "The copy" in the next sentence is that new object (608.2c), cast by the cast-free reader
(kb.engine.actions: the object a subject names, cast while the ability resolves, 608.2g).

Only copies of instant and sorcery cards are read: a cast copy of a permanent card would become a permanent that is a
copy of a card (704.5e leaves it on the battlefield), which the engine does not model — "cannot decide".
"""
from __future__ import annotations

import re

from .errors import EngineError, ParseError
from .instruction_types import Instruction, Subject

__all__ = ["read_copy_card", "read_copy_exiled_target", "copy_card", "THE_COPY"]

_COPY = re.compile(r"[Cc]opy (the exiled card|a card exiled with ~|the encoded card)")
THE_COPY = "the copy"   # the object the copy instruction made, as the next sentence names it (608.2c)


def read_copy_card(s: str, pc, tg, prev, raw: str, subject_of) -> Instruction | None:
    """"Copy the exiled card" / "Copy a card exiled with ~" → an instruction making a copy of it in exile (707.12);
    None for other words. ``subject_of`` is the subject reader of kb.engine.instructions (passed in: no import
    circle)."""
    m = _COPY.fullmatch(s)
    if m is None:
        return None
    what = m.group(1)
    if ":" not in (pc.ability or "") and not re.match(r"(?:When|Whenever|At)\b", pc.ability or ""):
        raise ParseError(raw, "a copy of an exiled card outside an activated or triggered ability", pc.card)
    if what == "the encoded card":   # cipher's granted ability (702.99a, kb.engine.cipher)
        subj = Subject("encoded", text=what)
    else:
        subj = subject_of("the exiled card" if what == "the exiled card" else "cards exiled with ~", pc, tg, prev)
    return Instruction("copy_card", subj, text=raw, opts={"one_of": what.startswith("a ")})


def read_copy_exiled_target(s: str, prev, done: list, raw: str) -> Instruction | None:
    """"Copy it." / "Copy that card." just after an instruction that exiled one target card ("exile up to one target
    instant or sorcery card from your graveyard") or one card a player chose ("That player exiles an instant or sorcery
    card from their graveyard."): a copy of the card that exile moved, made in exile where it now is
    (707.12; the exiled card is a new object the same effect finds there, 400.7j). The exile is marked to record the
    card it moved (``keeps_moved``); None for other words, or when the sentence before is not such an exile
    (kb.engine.castexiled.exiled_target_permission: one target, no condition, no haunting)."""
    from .castexiled import exiled_target_permission
    if re.fullmatch(r"[Cc]opy (?:it|that card)", s) is None or not (exiled_target_permission({}, prev, done) or
                                                                   _chosen_exile(prev, done)) or \
            done[-1].opts.get("until") is not None:
        return None
    done[-1].opts["keeps_moved"] = True   # the exile records the card it moved (rc.moved)
    return Instruction("copy_card", Subject("moved", text="that card"), text=raw, opts={"one_of": False})


def _chosen_exile(prev, done: list) -> bool:
    """Whether the instruction before exiled one card a player chose as it resolved ("That player exiles an instant or
    sorcery card from their graveyard.", 608.2d) and ``prev`` names it: "copy that card" is then that card (400.7j)."""
    if prev is None or not done or prev.kind != "chosen":
        return False
    ex = done[-1]
    return bool(ex.kind == "exile" and ex.subject is prev and ex.condition is None and (ex.opts.get("count") or 1) == 1
                and not ex.opts.get("haunting"))


def copy_card(state, ins, rc, item) -> None:
    """Make the copy (707.12): of the one card the subject names, or of the card chosen among several ("a card exiled
    with ~": ``choose: {copy: NAME}``). ``rc.moved`` is then the copy, for "the copy" of the next sentence."""
    named = [state.objects[oid] for rk, oid in state.subjects(ins.subject, rc, ins)
             if rk == "obj" and oid in state.objects and state.objects[oid].zone == "exile"]
    rc.moved = []
    if not named:   # nothing exiled with it: nothing to copy
        state.log.add(f"\u201c{ins.text}\u201d: there is no exiled card to copy", indent=1, kind="step")
        rc.did = False
        return
    if len(named) > 1:
        want = (rc.choices or {}).get("copy")
        if not ins.opts.get("one_of"):
            state.note_unknown(f"{item.name}: \u201c{ins.text}\u201d names {len(named)} exiled cards: which one it "
                               "copies is not read")
            rc.did = False
            return
        held = [o for o in named if want in (o.alias, o.card.name)] if want else []
        if not held:
            raise EngineError(f"{item.name}: which card exiled with it is copied? give choose: {{copy: NAME}} (one of "
                              f"{', '.join(o.alias for o in named)})")
        named = held[:1]
    card_obj = named[0]
    types = set(card_obj.card.types)
    if not types & {"Instant", "Sorcery"}:
        state.note_unknown(f"{item.name}: a copy of {card_obj.alias}, a card that isn't an instant or sorcery card, "
                           "is not modelled")
        rc.did = False
        return
    base = state.copiable_card(card_obj)
    alias = state.unique_alias(f"{card_obj.card.name} (copy)")
    made = state._new_object(base, "exile", rc.you, rc.you, alias, state.tick())
    made.is_copy = True
    rc.moved = [made.oid]
    rc.did = True
    state.log.add(f"a copy of {card_obj.alias} is created in exile under {rc.you}'s control: it has the card's "
                  "copiable values; a copy of a card outside the stack and the battlefield ceases to exist",
                  "sba_copy", indent=1, kind="step")
