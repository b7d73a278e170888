"""Cards put onto the battlefield "tapped and attacking" (508.4; issue 25, trig26).

"Return target creature card from your graveyard to the battlefield tapped and attacking", "You may put a Soldier
creature card from your hand onto the battlefield tapped and attacking", "… from among them onto the battlefield
tapped and attacking", "Return ~ from your graveyard to the battlefield tapped and attacking with a +1/+1 counter on
it": the sentence is read by the readers of putting cards onto the battlefield (kb.engine.instructions) without the
words "and attacking", and those words then mark the instruction that puts the card there. As it resolves, each
permanent it put onto the battlefield is attacking what its controller chooses as it enters, unless the effect names
whom (508.4, ``GameState.enter_attacking``): never declared as an attacker, so "whenever … attacks" doesn't see it
(508.3a), and outside its controller's combat it is never an attacking creature (506.3b). Tokens created attacking
are read with their description (kb.engine.instructions ``_attacking``); this module is for cards.
"""
from __future__ import annotations

import re

# what the effect says it attacks (508.4): the words the token reader knows too (kb.engine.instructions._ATTACK_WHOM)
_WHOM = (r"that player or a planeswalker (?:they|that player) controls?|that player|that opponent|"
         r"defending player or a planeswalker (?:they|that player) controls?|defending player")
_TAIL = re.compile(r"(\b(?:onto|to) the battlefield(?: under (?:your|its owner's|their owner's) control)? tapped)"
                   rf" and attacking(?: ({_WHOM}))?(?=$| and | with |,)")
# the instructions that put cards onto the battlefield, and may be said to put them there attacking
_PUTS = ("move", "pick")


def split_attacking(sentence: str) -> tuple[str, str | None] | None:
    """The sentence without its words "and attacking [WHOM]" after "… the battlefield [under … control] tapped", and
    WHOM (None when it names no one); None when the sentence doesn't put something onto the battlefield attacking."""
    m = _TAIL.search(sentence)
    if m is None:
        return None
    return sentence[:m.start()] + m.group(1) + sentence[m.end():], m.group(2)


def mark_attacking(made: list, whom, or_planeswalker: bool) -> bool:
    """Mark the one instruction of ``made`` that puts cards onto the battlefield tapped as putting them there
    attacking (``whom``: the Subject the effect names, or None). False when there is no such instruction (the words
    are then not read)."""
    puts = [i for i in made if i.kind in _PUTS and i.opts.get("to") == "battlefield" and i.opts.get("tapped")]
    if len(puts) != 1:
        return False
    opts = puts[0].opts
    opts["attacking"] = True
    if whom is not None:
        opts["attacking_whom"] = whom
        if or_planeswalker:
            opts["attacking_or_planeswalker"] = True
    return True


def enter_put_attacking(state, ins, oids: list, rc) -> None:
    """508.4: the permanents ``ins`` just put onto the battlefield (``oids``, the new objects) are attacking, each what
    its controller chooses as it enters among the defending players, the planeswalkers they control and the battles
    they protect — or what the effect names (``GameState.attack_options``). A card that didn't reach the battlefield
    is not (it stayed where it was, 400.7)."""
    if not ins.opts.get("attacking"):
        return
    on = [o for o in oids if o in state.objects and state.objects[o].zone == "battlefield"]
    state.enter_attacking(on, state.attack_options(ins.opts, rc, ins), rc.choices)
