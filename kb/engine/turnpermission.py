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
"""
from __future__ import annotations

import re

from .instruction_types import YOU, Instruction

__all__ = ["read_turn_permission", "grant_turn_permission", "turn_permission_source"]

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


def grant_turn_permission(state, ins, rc, item) -> None:
    """As the instruction is followed (608.2c): the permission is the controller's for the rest of this turn."""
    book = state.__dict__.setdefault("turn_permissions", [])
    book.append({"player": rc.you, "turn": state.turn, "zone": ins.opts["zone"], "lands": ins.opts["lands"],
                 "spells": ins.opts["spells"], "source": item.name if item is not None else ""})
    what = " and ".join(w for w, on in (("play lands", ins.opts["lands"]), ("cast spells", ins.opts["spells"])) if on)
    state.log.add(f"\u201c{ins.text}\u201d: until end of turn {rc.you} may {what} from {rc.you}'s graveyard",
                  "cast_prohibited", indent=1, kind="step")


def turn_permission_source(state, card_obj, player: str, zone: str, lands: bool) -> str | None:
    """The name of the spell or ability whose permission of this turn lets ``player`` play the land (``lands``) or
    cast the spell ``card_obj`` from ``zone``, or None. Only the player's own graveyard ("your graveyard")."""
    if zone != "graveyard" or card_obj.owner != player:
        return None
    for p in state.__dict__.get("turn_permissions", ()):
        if p["player"] == player and p["turn"] == state.turn and p["zone"] == zone and p["lands" if lands else "spells"]:
            return p["source"] or "an effect"
    return None
