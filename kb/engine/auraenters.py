"""An Aura put onto the battlefield other than by resolving as an Aura spell (303.4f).

When an effect puts an Aura onto the battlefield ("put that card onto the battlefield under your control", a
reanimation of an Aura card, a flicker) and doesn't say what it will enchant, the player putting it there
chooses, as it enters, an object or player its enchant ability allows (303.4f): ``choose: {attach: NAME}`` on the step
whose spell or ability puts it there. The choice doesn't target (the Aura isn't cast), so shroud and hexproof don't
stop it; what the enchant ability and protection forbid does (303.4d, 702.16c: ``SBAMixin._can_enchant``). One legal
choice needs no key. A choice not stated among several, or no legal choice at all (303.4f: the Aura then stays in the
zone it was in, which the engine doesn't model), is "cannot decide", never a guess.
"""
from __future__ import annotations


def attach_entering_aura(state, n, choices: dict | None) -> None:
    """Attach the Aura ``n`` that has just been put onto the battlefield (not from the stack) as 303.4f says."""
    if n.attached_to is not None:
        return
    snap = state.evaluate()
    w = snap.get(n.oid)
    if w is None or "Aura" not in w.subtypes or "Creature" in w.types:
        return
    words = state._enchant_words(w)
    if not words:
        return   # an Aura without an enchant ability can enchant nothing (303.4a): the state-based action handles it
    if any(what in ("player", "opponent") for what in words):
        options = [p for p in state.players if state._can_enchant_player(w, p)]
    else:
        options = [o.oid for o in state.objects.values() if o.zone == "battlefield" and o.oid != n.oid
                   and snap.get(o.oid) is not None and state._can_enchant(w, snap.get(o.oid), snap)]
    name = lambda ref: ref if isinstance(ref, str) else state.objects[ref].alias   # noqa: E731
    want = (choices or {}).get("attach")
    if want is not None:
        ref = want if state.is_player(want) else state.aliases.get(str(want))
        if ref not in options:
            state.note_unknown(f"{n.alias} enters the battlefield without being cast: {want} is not something it can "
                               f"enchant (it can enchant: {', '.join(name(o) for o in options) or 'nothing'})")
            return
        chosen = ref
    elif len(options) == 1:
        chosen = options[0]
    else:
        why = ("nothing it could enchant is on the battlefield, so it would stay where it was" if not options else
               f"what it enchants is chosen as it enters, among {', '.join(name(o) for o in options)}: give "
               "choose: {attach: NAME}")
        state.note_unknown(f"{n.alias} is put onto the battlefield without being cast: {why}")
        return
    n.attached_to = chosen
    state._changed()
    from .text import player_verb
    state.log.add(f"{n.alias} isn't cast, so it doesn't target: as it enters, {n.controller} {player_verb(n.controller, 'choose')} "
                  f"what it enchants, {name(chosen)}", "attach", indent=1, kind="step")
    state.became_attached(n)
