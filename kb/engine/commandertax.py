"""The commander tax (903.8): "A player may cast a commander they own from the command zone. A commander cast from the
command zone costs an additional {2} for each previous time the player casting it has cast it from the command zone
that game." An additional cost, so part of the total cost (601.2f) before any reduction, and paid even when the mana
cost isn't (118.9: "without paying its mana cost", kb.engine.commandercast).

The count is the scenario's ``players: {name, commander_casts: N}`` (kb.engine.gamevalues.CommanderCasts, which the
casts from the command zone the steps show then raise). Not stated, or under rules without the tax after an earlier
cast, the total cost is "cannot decide" (noted before the mana stated is checked against it, so a payment the tax
would explain is not refused), and so is everything after."""
from __future__ import annotations

from .values import ManaCost

__all__ = ["commander_tax"]


def commander_tax(state, item, spell_obj) -> ManaCost | None:
    """The tax the spell ``item`` (of the object ``spell_obj``) owes: {2} for each earlier cast from the command zone
    by its caster (903.8) when it is cast from there as a commander its caster owns and the count is stated; None
    otherwise (not from the command zone, not a commander, no earlier cast, not stated, or no such rule; with two
    commanders the stated count, of both, doesn't say this one's: noted as undecided)."""
    if getattr(item, "cast_from", "") != "command":
        return None
    caster = item.controller
    p = state.player(caster) if caster in state.player_state else None
    if p is None or spell_obj.card.name not in (p.commanders or ()) or spell_obj.owner != caster:
        return None
    if not state.rules_have("commander_tax"):
        if p.commander_casts != 0:   # rules without the variant (before 2009-10-01): the cost is not read
            state.note_unknown(f"{spell_obj.card.name} is cast from the command zone under the rules of {state.edition}, "
                               "which have no commander tax (it came with the EDH variant of the 2009-10-01 edition, "
                               "a general's): what casting it again from there costs is not read, so its total cost "
                               "can't be decided")
        return None
    before = p.commander_casts
    if before is None:   # the count not stated: the total cost, and all that follows from what was paid, undecided
        state.note_unknown(f"{spell_obj.card.name} is cast from the command zone after an unstated number of earlier "
                           f"casts from there: the commander tax ({state.rule_no('commander_tax')}), part of its total "
                           "cost, can't be decided (give players: {name, commander_casts: N})")
        return None
    if not before:
        return None
    if len(p.commanders or ()) > 1:   # partners: the tax counts this commander's own casts, which the total doesn't split
        state.note_unknown(f"{spell_obj.card.name} is one of {caster}'s {len(p.commanders)} commanders: the commander tax "
                           f"counts the earlier casts of this one from the command zone ({state.rule_no('commander_tax')}), "
                           f"and the {before} stated are of them all, so its total cost can't be decided")
        return None
    return ManaCost.parse("{%d}" % (2 * before))
