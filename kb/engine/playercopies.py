"""A spell copied by a player other than the ability's controller: "… whenever a player casts an instant or sorcery
spell, that player copies it and may choose new targets for the copy." (Bonus Round's wording), "Whenever a player
casts an instant or sorcery spell, each other player copies that spell. Each of those players may choose new targets
for their copy." (Hive Mind's).

707.10: a copy of a spell is controlled (and owned) by the player under whose control it was put on the stack — the
player the words name as copying it, not the controller of the ability: "that player" is the trigger event's player
(603.2, the caster), or the opponent chosen just before; "each other player" is each player other than that one. 707.10c: "may choose new targets" is that
player's choice, stated ``choose: {new_targets: …}`` (never guessed). With more than one other player, the order the
copies are put on the stack in is not read (101.4): cannot decide. When the same ability put a copy of its own on the
stack with new targets first (demonstrate), the copier's new targets are their own choice, ``choose:
{copier_new_targets: …}`` (:data:`COPIER_NEW_TARGETS`).

"Each other player may copy that spell and may choose new targets for the copy they control" (Curse of Echoes): each
other player's own choice whether to copy (608.2d: stated ``choose: {may: {PLAYER: true | false}}``, or a plain
``may`` for the ability's controller; unstated, never guessed), each copy that player's, its new targets their choice
(707.10c). Any other wording is left unread.
"""
from __future__ import annotations

import re

__all__ = ["read_player_copies", "read_those_players_new_targets", "copiers", "read_controller_copies",
           "THAT_PLAYER_NEW_TARGETS", "COPIER_NEW_TARGETS", "NEW_TARGETS_USED", "read_others_may_copy", "choosing_copiers"]

_COPIES = re.compile(r"([Tt]hat player|[Ee]ach other player) copies (it|that spell|the spell)"
                     r"( and may choose new targets for (?:the|that) copy)?")
_THOSE_NEW = re.compile(r"each of those players may choose new targets for their copy")
_CONTROLLER_COPIES = re.compile(r"[Tt]he controller of (target (?:[\w-]+,? )*?(?:or |and/or )?[\w-]+ spell) copies it")
COPIER_NEW_TARGETS = "copier_new_targets"   # the copier's new targets after the ability's own copy took ``new_targets``
NEW_TARGETS_USED = "new_targets_used"       # the resolution's mark (RCtx.chosen): a copy of its own took ``new_targets``
THAT_PLAYER_NEW_TARGETS = "that player may choose new targets for the copy"   # after the copy: the copier's (707.10c)


def read_controller_copies(s: str) -> str | None:
    """The target words ("target instant or sorcery spell") of "The controller of target … spell copies it", or None."""
    m = _CONTROLLER_COPIES.fullmatch(s)
    return m.group(1) if m else None


def read_player_copies(s: str) -> tuple[bool, str, bool] | None:
    """(each other player, the spell's words "it" / "that spell", "may choose new targets" said) for "That player copies
    it [and may choose new targets for the copy]" / "Each other player copies that spell"; None otherwise."""
    m = _COPIES.fullmatch(s)
    if m is None:
        return None
    others = m.group(1).lower().startswith("each")
    if others and m.group(3):   # "each other player copies it and may choose new targets for the copy": one copy each
        return None
    # "the spell" (demonstrate, 702.144a): the spell the ability is about, as "that spell" names it (the trigger event's
    # spell, 603.2; after "choose an opponent", "it" is not read: kb.engine.antecedents.object_antecedent)
    return others, "that spell" if m.group(2) == "the spell" else m.group(2), bool(m.group(3))


_OTHERS_MAY = re.compile(r"[Ee]ach other player may copy (it|that spell)( and may choose new targets for the copy they "
                         r"control)?")


def read_others_may_copy(s: str) -> tuple[str, bool] | None:
    """(the spell's words, "may choose new targets" said) for "Each other player may copy that spell [and may choose new
    targets for the copy they control]"; None otherwise."""
    m = _OTHERS_MAY.fullmatch(s)
    return None if m is None else (m.group(1), bool(m.group(2)))


def choosing_copiers(game, ins, rc, item, who: list) -> list:
    """Of the players ``who`` may copy the spell, those who choose to (608.2d; kb.engine.eachmay.stated_choices): an
    unstated choice is noted (cannot decide) and that player copies nothing."""
    from .eachmay import stated_choices
    said = stated_choices(game, ins, rc, who)
    out = []
    for p in who:
        if said[p] is None:
            game.unstated_choice(ins, item, "may", f"may: {{{p}: true | false}} (whether {p} copies the spell)")
        elif said[p]:
            out.append(p)
        else:
            game.log.add(f"\u201c{ins.text}\u201d: {p}'s choice is not to copy it", "copy_spell", indent=1, kind="step")
    return out


def read_those_players_new_targets(low: str) -> bool:
    """Whether ``low`` is "each of those players may choose new targets for their copy" (707.10c)."""
    return _THOSE_NEW.fullmatch(low) is not None


def copiers(game, ins, rc) -> list | None:
    """The players who copy the spell as the instruction resolves: the trigger event's player, or each player other
    than them; None (noted as cannot decide) when that player is not known, or when several other players copy (the
    order of their copies on the stack is not read)."""
    named = [r[1] for r in game.subjects(ins.opts["copier"], rc, ins) if r[0] == "player"]
    from .anopponent import none_chosen
    if not named and none_chosen(ins.opts["copier"], rc, ins):   # "that player" of an opponent never chosen: no copy
        return []
    if len(named) != 1:
        game.note_unknown(f"\u201c{ins.text}\u201d: the player who copies the spell is not known ({game.rule_no('copy_spell')})")
        return None
    if not ins.opts.get("copier_others"):
        return named
    others = [p for p in game.players if p != named[0]]
    if len(others) > 1:
        game.note_unknown(f"\u201c{ins.text}\u201d: the order in which {len(others)} players' copies are put on the stack "
                          f"is not read ({game.rule_no('copy_spell')})")
        return None
    return others
