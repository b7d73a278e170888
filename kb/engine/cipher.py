"""Cipher (702.99; since 2013-02-01): a spell card encoded on a creature, cast again when that creature deals combat
damage to a player.

"Cipher" means "If this spell is represented by a card, you may exile this card encoded on a creature you control" and
"For as long as this card is encoded on that creature, that creature has 'Whenever this creature deals combat damage to
a player, you may copy the encoded card and you may cast the copy without paying its mana cost.'" (702.99a). The card
stays encoded on that object while the card stays exiled and the creature stays on the battlefield, even if it changes
controller or stops being a creature (702.99c).

The first ability is the last instruction of the spell (608.2c; the spell isn't put into a graveyard as it resolves,
608.2n): its controller's choice is the cast step's ``choose: {encode: CREATURE | false}`` (``may: false`` declines it
too when the spell's other instructions have no "may"). Unstated while its controller
controls a creature, what follows is "cannot decide" (608.2d); with no creature, or for a copy of the spell (no card
represents it), it goes where a resolved spell goes. The second is a continuous effect that gives the creature the
triggered ability for as long as the card stays encoded on it (kb.engine.state ``while:encoded:``); that ability copies
the encoded card (707.12, kb.engine.castcopy: "the encoded card") and casts the copy without paying its mana cost, its
choice ``triggers: {CREATURE: {choose: {may: true, cast: {targets: [...]}}}}`` on the step of combat damage. Under
rules without cipher (before 2013-02-01) the keyword means nothing those rules define: "cannot decide".
"""
from __future__ import annotations

import re

from .text import player_cap as _cap, player_verb as _verb

__all__ = ["ENCODED", "CIPHER_GRANT", "cipher_encodes", "encoded_holds", "encoded_cards"]

ENCODED = "the encoded card"   # the words of the granted ability that name the card (kb.engine.castcopy)
# 702.99a: the ability the creature has; "you may copy … and you may cast the copy" read as its two instructions
CIPHER_GRANT = ("Whenever this creature deals combat damage to a player, you may copy the encoded card. If you do, you "
                "may cast the copy without paying its mana cost.")
_DURATION = "while:encoded:"


def _has_cipher(state, spell_obj) -> bool:
    w = state.evaluate().get(spell_obj.oid)
    return w is not None and any(str(k).lower() == "cipher" for k in w.keyword_names())


def cipher_encodes(state, item, spell_obj) -> bool:
    """As a spell with cipher resolves (``_finish``): its controller may exile it encoded on a creature they control
    (702.99a) — True when it was exiled so. A copy (no card represents it) or a spell whose controller controls no
    creature is left to go to the graveyard; the choice unstated is "cannot decide" (608.2d)."""
    if item.is_copy or spell_obj is None or spell_obj.is_copy or not _has_cipher(state, spell_obj):
        return False
    from .keywordlist import keyword_named_by
    if not keyword_named_by("cipher", state.edition):
        state.note_unknown(f"{item.name} has cipher, a keyword the rules of {state.edition} don't have (it came with "
                           "the 2013-02-01 edition): what it does as the spell resolves can't be decided")
        return False
    from .errors import EngineError
    snap = state.evaluate()
    who = item.controller
    mine = [w for w in snap.work.values() if w.zone == "battlefield" and w.controller == who and "Creature" in w.types]
    want = (item.choices or {}).get("encode")
    if want is None and (item.choices or {}).get("may") is False and not re.search(r"\bmay\b", item.text or ""):
        want = False   # "you may exile this card encoded …" declined with the spell's one "may" (608.2d)
    rule_no = state.rule_no("cipher")
    if not mine:
        state.log.add(f"{_cap(who)} {_verb(who, 'control')} no creature: {item.name} can't be encoded ({rule_no})", "cipher", indent=1,
                      kind="step")
        return False
    if want is None:
        state.note_unknown(f"{item.name}: whether {who} {_verb(who, 'exile')} it encoded on a creature they control, and on which, is not "
                           f"stated (608.2d, {rule_no}): give the cast step choose: {{encode: CREATURE | false}}")
        return False
    if want is False or str(want).strip().lower() in ("false", "no", "none"):
        state.log.add(f"{_cap(who)} {_verb(who, 'choose')} not to encode {item.name} ({rule_no})", "cipher", indent=1, kind="step")
        return False
    on = [w for w in mine if str(want) in (w.obj.alias, w.name)]
    if len(on) != 1:
        raise EngineError(f"{item.name}: choose: {{encode: {want}}} names no single creature {who} controls (one of "
                          f"{', '.join(w.obj.alias for w in mine)}; {rule_no})")
    creature = on[0].obj
    n = state.move(spell_obj, "exile", log=False)
    if n is None or n.zone != "exile":
        return True
    _encode(state, n, creature, who)
    return True


def _encode(state, card_obj, creature, who) -> None:
    """702.99a-b: ``card_obj`` (in exile) is encoded on ``creature``, which has the granted triggered ability for as
    long as it stays so (702.99c)."""
    from .cardtext import parse_card_text
    from .effects import AbilityOp, ContinuousEffect
    card_obj.encoded_on = creature.oid
    granted = tuple(parse_card_text(CIPHER_GRANT, None, frozenset(("Creature",))))
    ts = state.tick()
    eff = ContinuousEffect(key=("cipher", card_obj.oid), label=f"{card_obj.alias} encoded on {creature.alias}",
                           ops=(AbilityOp(add=granted),), origin="resolved", ts=(ts, 0, 0, 0), ts_reason="ts_resolved",
                           source=card_obj.oid, source_name=card_obj.card.name, you=who,
                           duration=f"{_DURATION}{card_obj.oid}", started_turn=state.turn)
    eff.locked = frozenset((creature.oid,))
    state.effects.append(eff)
    state._changed()
    state.log.add(f"{_cap(who)} {_verb(who, 'exile')} {card_obj.alias} encoded on {creature.alias}: for as long as it stays encoded, "
                  f"{creature.alias} has \u201c{CIPHER_GRANT}\u201d ({state.rule_no('cipher')})", "cipher", indent=1,
                  kind="step")


def encoded_holds(state, e) -> bool | None:
    """Whether an effect of an encoded card still lasts (702.99c: the card still in exile, the creature still the same
    object on the battlefield); None for another effect."""
    if not e.duration.startswith(_DURATION):
        return None
    card = state.objects.get(int(e.duration[len(_DURATION):]))
    if card is None or card.zone != "exile":
        return False
    creature = state.objects.get(getattr(card, "encoded_on", None) or -1)
    return creature is not None and creature.zone == "battlefield"


def encoded_cards(state, rc) -> list:
    """"the encoded card" of the granted ability (702.99a): the card in exile encoded on its source — the creature, as
    it was when the ability triggered (it may have left the battlefield since)."""
    src = rc.source_oid
    return [("obj", o.oid) for o in state.objects.values()
            if o.zone == "exile" and src is not None and getattr(o, "encoded_on", None) == src]
