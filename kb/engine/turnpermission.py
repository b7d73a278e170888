"""A permission for the rest of the turn said by a resolving spell or ability: "Until end of turn, you may play lands and
cast spells from your graveyard." (Yawgmoth's Will, Gaea's Will), "You may cast spells from your graveyard this turn."

601.3: a player can begin to cast a spell from a zone other than their hand only if a rule or an effect allows it;
305.1 (as an effect allows): a land played from there, with the player's land plays, at the usual time. The effect is
its controller's ("you", 109.5) and covers the cards in that player's own graveyard (a card goes only to its owner's
graveyard, 404.1 / 400.3). It changes no object's characteristics, so it is not locked to the cards there as it began
(611.2c): a card put into that graveyard later in the turn is covered too. It lasts until the turn ends (611.2a;
"until end of turn" effects end in the cleanup step, 514.2): kept with the turn it was created in.

Only these words are read; any other words around them ("… by paying 2 life in addition to their other costs", "…
from your graveyard or exile", a kind of spell) leave the sentence unread, so what it allows is "cannot decide".

"Until end of turn, you may cast a creature spell from among cards exiled with ~ [without paying its mana cost]." (Idol
of Endurance, Serpent's Soul-Jar): the cards in exile that the source's linked abilities exiled (607.2a) — whichever
they are when the spell is cast, not locked as the ability resolved (611.2c: the effect changes no characteristics), so
a card exiled with ~ later in the turn is among them — of that kind of spell (checked as it would be on the stack,
601.3), for the rest of the turn. "A … spell": one spell; once a spell is cast by it, it permits no other (601.3).
"Without paying its mana cost": the cast it permits requires that alternative cost (118.9, 118.9b; X is 0, 107.3b).
"""
from __future__ import annotations

import re

from .instruction_types import YOU, Instruction

__all__ = ["read_turn_permission", "read_linked_turn_cast", "grant_turn_permission", "turn_permission_source",
           "turn_permission_free", "use_turn_permission", "is_linked_turn_cast"]

_WHAT = r"(play lands and cast spells|cast spells|play lands)"
_FORM = re.compile(rf"Until end of turn, you may {_WHAT} from your graveyard|You may {_WHAT} from your graveyard this turn")


def read_turn_permission(s: str, raw: str) -> list | None:
    """The instruction of ``s`` (one sentence, its period optional) when it is one of the forms above, else None."""
    m = _FORM.fullmatch(s.strip().rstrip("."))
    if m is None:
        return None
    what = m.group(1) or m.group(2)
    return [Instruction("turn_permission", YOU, text=raw,
                        opts={"lands": "lands" in what, "spells": "spells" in what, "zone": "graveyard",
                              "lead": bool(m.group(1))})]


_LINKED = re.compile(r"Until end of turn, you may cast an? (?:(?P<kind>[a-z]+) )?spell from among cards exiled with ~"
                     r"(?P<free> without paying its mana cost)?")


def read_linked_turn_cast(s: str, raw: str, selector) -> list | None:
    """"Until end of turn, you may cast a creature spell from among cards exiled with ~ [without paying its mana
    cost]" (``s`` one sentence, its period optional) → the instruction, else None. ``selector``: the reader of the
    kind of spell ("creature spell")."""
    m = _LINKED.fullmatch(s.strip().rstrip("."))
    if m is None:
        return None
    kind = selector(m.group("kind") + " spell") if m.group("kind") else None
    return [Instruction("turn_permission", YOU, text=raw, opts={
        "lands": False, "spells": True, "zone": "exile", "lead": True, "linked": True, "one": True,
        "kind_said": m.group("kind") or "", "selector": kind, "free": bool(m.group("free"))})]


def is_linked_turn_cast(sentence: str) -> bool:
    """Whether ``sentence`` (an activated ability's cost before it allowed) is the linked permission read here, word for
    word — a read permission the engine keeps, so its words permit nothing beyond it (601.3)."""
    return _LINKED.fullmatch(re.sub(r"^[^:\n]*:\s*", "", sentence.strip()).rstrip(".")) is not None


def grant_turn_permission(state, ins, rc, item) -> None:
    """As the instruction is followed (608.2c): the permission is the controller's for the rest of this turn."""
    book = state.__dict__.setdefault("turn_permissions", [])
    book.append({"player": rc.you, "turn": state.turn, "zone": ins.opts["zone"], "lands": ins.opts["lands"],
                 "spells": ins.opts["spells"], "source": item.name if item is not None else "",
                 # "… a creature spell from among cards exiled with ~ …" (607.2a): its source, one spell, the kind
                 "linked": rc.source_oid if ins.opts.get("linked") else None, "one": bool(ins.opts.get("one")),
                 "used": False, "selector": ins.opts.get("selector"), "free": bool(ins.opts.get("free"))})
    what = " and ".join(w for w, on in (("play lands", ins.opts["lands"]), ("cast spells", ins.opts["spells"])) if on)
    where = f"{rc.you}'s graveyard" if ins.opts["zone"] == "graveyard" else f"among the cards exiled with {item.name}"
    if ins.opts.get("one"):
        what = f"cast one {ins.opts.get('kind_said') or ''} spell".replace("  ", " ")
    state.log.add(f"\u201c{ins.text}\u201d: until end of turn {rc.you} may {what} from {where}"
                  f"{' without paying its mana cost' if ins.opts.get('free') else ''}", "cast_prohibited", indent=1,
                  kind="step")


def _fits(state, p, card_obj, player: str) -> bool:
    """Whether the linked permission ``p`` covers ``card_obj``: exiled with its source (607.2a), of its kind of spell as
    it would be on the stack (601.3), and not used up."""
    lk = getattr(card_obj, "exiled_with", ()) or ()
    if p.get("used") or not lk or lk[0] != p["linked"]:
        return False
    if p.get("selector") is None:
        return True
    from .filters import Ctx
    from .gamevalues import GameView
    snap = state.evaluate()
    w = snap.get(card_obj.oid)
    if w is None:
        return False
    spell = w.as_spell(player)
    return bool(p["selector"].match(spell, Ctx(snap.work, None, player, edition=state.edition, game=GameView(state))))


def _covering(state, card_obj, player: str, zone: str, lands: bool):
    """The permission of this turn that lets ``player`` play / cast ``card_obj`` from ``zone``, or None."""
    for p in state.__dict__.get("turn_permissions", ()):
        if p["player"] != player or p["turn"] != state.turn or p["zone"] != zone or not p["lands" if lands else "spells"]:
            continue
        if p.get("linked") is not None:
            if zone == "exile" and not lands and _fits(state, p, card_obj, player):
                return p
            continue
        if zone == "graveyard" and card_obj.owner == player:   # "your graveyard"
            return p
    return None


def turn_permission_source(state, card_obj, player: str, zone: str, lands: bool) -> str | None:
    """The name of the spell or ability whose permission of this turn lets ``player`` play the land (``lands``) or
    cast the spell ``card_obj`` from ``zone``, or None: the player's own graveyard ("your graveyard"), or exile for the
    cards exiled with the permission's source (607.2a)."""
    p = _covering(state, card_obj, player, zone, lands)
    return None if p is None else (p["source"] or "an effect")


def turn_permission_free(state, card_obj, player: str, zone: str) -> bool:
    """Whether the permission of this turn that lets ``player`` cast ``card_obj`` requires casting it without paying
    its mana cost (118.9b)."""
    p = _covering(state, card_obj, player, zone, False)
    return bool(p is not None and p.get("free"))


def use_turn_permission(state, card_obj, player: str, zone: str) -> None:
    """A spell cast by a permission for "a … spell" uses it up: it permits no other this turn (601.3)."""
    p = _covering(state, card_obj, player, zone, False)
    if p is not None and p.get("one"):
        p["used"] = True
