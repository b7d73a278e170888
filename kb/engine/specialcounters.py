"""Counters a rule gives an effect (122.1c-d): a stun counter replaces its permanent's untapping by the removal of one
stun counter (122.1d, from 2022-09-08: "If a permanent with a stun counter would become untapped, instead remove a
stun counter from it"); a shield counter replaces its permanent being dealt damage or destroyed by the removal of one
shield counter (122.1c, from 2022-04-29); a finality counter replaces its permanent being put into a graveyard from
the battlefield by its exile (122.1h, from 2023-11-17: "If this permanent would be put into a graveyard from the
battlefield, exile it instead").

A stun counter is carried out, and a finality counter (a replacement effect among the others of its event, 616.1:
kb.engine.replacement.graveyard_replacements). A shield counter's prevention effect is carried out for noncombat
damage from one source, and for combat damage one source alone deals to the permanent, among the other prevention and
replacement effects (616.1; :func:`shield_carried`); otherwise (combat damage from several sources at once, damage that
can't be prevented, its destruction replacement) the damage or destruction it would stop
makes what follows "cannot decide", never answered as if the counter weren't there. Under rules without the counter's rule (the cards said it in reminder text, which Oracle text
leaves out), the same: "cannot decide"."""
from __future__ import annotations

from .unknowns import ALL, Unknown

__all__ = ["stun_instead_of_untap", "shield_unread", "shield_carried", "shield_now", "shield_spent", "SHIELD_DAMAGE_TEXT", "finality_applies", "CARRIED_OUT"]

# the kinds of counters of 122.1 whose rule this module carries out (kb.engine.ask.counterkinds reads it)
CARRIED_OUT = frozenset({"stun", "finality"})   # shield: noncombat damage, and combat damage from one source (shield_carried)


def _has(o, kind: str) -> bool:
    c = o.counters.get(kind) if getattr(o, "counters", None) else None
    return bool(c is not None and c.n > 0)


def stun_instead_of_untap(state, o) -> bool:
    """``o`` (a tapped permanent) would become untapped: True when a stun counter replaces it (the counter removed,
    122.1d). Under rules without 122.1d, noted "cannot decide" and False."""
    if not _has(o, "stun"):
        return False
    if not state.rules_have("stun_counter"):
        state.note_unknown(f"{o.alias} has a stun counter, which the rules of {state.edition} give no effect (no rule "
                           f"after {state.rule_no('stun_counter')}): whether it untaps can't be decided")
        return False
    state.remove_counters(o, "stun", 1)
    state.log.add(f"{o.alias} would become untapped: instead a stun counter is removed from it "
                  f"({state.rule_no('stun_counter')})", "stun_counter", indent=1, kind="step")
    return True


SHIELD_DAMAGE_TEXT = "If damage would be dealt to this permanent, prevent that damage and remove a shield counter from it"


def shield_carried(state, oids, combat: bool, unpreventable: bool) -> frozenset:
    """Of the permanents ``oids`` about to be dealt noncombat damage by one source, those whose shield counters'
    prevention effect (122.1c: "If damage would be dealt to this permanent, prevent that damage and remove a shield
    counter from it") is carried out: among the other replacement and prevention effects of the damage
    (kb.engine.replacement.replace_damage, 616.1), one counter removed for the event. Combat damage too when one
    source alone deals combat damage to the permanent (kb.engine.combat records them: ``_combat_one_source``). Not
    carried out (what follows "cannot decide", :func:`shield_unread`): combat damage from several sources dealt to it
    at once (one event, one counter: the engine applies the effect source by source), damage that can't be prevented
    (whether the counter still goes isn't modelled), rules without 122.1c."""
    if unpreventable or not state.rules_have("shield_counter"):
        return frozenset()
    one_source = state.__dict__.get("_combat_one_source", frozenset()) if combat else None
    return frozenset(oid for oid in oids if isinstance(oid, int) and (o := state.objects.get(oid)) is not None
                     and o.zone == "battlefield" and _has(o, "shield") and (one_source is None or oid in one_source))


def shield_now(state, ref) -> bool:
    """Whether ``ref``'s shield counters' prevention effect applies to the damage being dealt now
    (:func:`shield_carried`; kb.engine.replacement.replace_damage makes it, with SHIELD_DAMAGE_TEXT)."""
    return ref in state.__dict__.get("_shield_now", ()) and _has(state.objects.get(ref), "shield")


def shield_spent(state, r, recipient) -> None:
    """A shield counter's prevention effect applied: one shield counter is removed from the permanent (122.1c)."""
    o = state.objects.get(recipient[1]) if recipient and recipient[0] == "obj" else None
    if o is not None and _has(o, "shield"):
        state.remove_counters(o, "shield", 1)
        state.log.add(f"a shield counter is removed from {o.alias} ({state.rule_no('shield_counter')})", "shield_counter",
                      indent=1, kind="step")


def shield_unread(state, oids, what: str) -> None:
    """Objects ``oids`` would be dealt damage or destroyed (``what``): one with a shield counter is protected by its
    replacement and prevention effects (122.1c), not carried out here — noted "cannot decide"."""
    for oid in oids:
        o = state.objects.get(oid) if isinstance(oid, int) else None
        if o is not None and o.zone == "battlefield" and _has(o, "shield"):
            reason = (f"{o.alias} has a shield counter and would be {what}: \u201cIf it would be dealt damage or "
                      f"destroyed, instead remove a shield counter from it\u201d ({state.rule_no('shield_counter')}) is "
                      "not carried out, so what it changes can't be decided")
            state.log.add(reason, "shield_counter", indent=1, kind="step")
            # every answer about it, and what reads the event (the damage dealt, its destruction) through the
            # derived reach (kb.engine.derivedreach)
            state.unknowns.append(Unknown(reason, ALL, since=state.clock, objects=frozenset((o.card_id,)), by_card=True))


def finality_applies(state, o) -> bool:
    """``o``, on the battlefield, would be put into a graveyard: whether its finality counters create a replacement
    effect (122.1h: "If this permanent would be put into a graveyard from the battlefield, exile it instead"; one
    however many counters; kb.engine.replacement builds it). Under rules without 122.1h, noted "cannot decide" and
    False (the cards' reminder text said it, which Oracle text may leave out)."""
    if getattr(o, "zone", None) != "battlefield" or not _has(o, "finality"):
        return False
    if not state.rules_have("finality_counter"):
        state.note_unknown(f"{o.alias} has a finality counter, which the rules of {state.edition} give no effect (no "
                           f"rule after {state.rule_no('finality_counter')}): whether it is exiled instead can't be "
                           "decided")
        return False
    return True
