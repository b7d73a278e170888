"""The shields a resolving spell or ability makes: prevention (615), redirection (614.9) and regeneration (701.19) —
one reader of that sub-grammar for kb.engine.instructions.

- "Prevent the next N [combat] damage that would be dealt [this turn] to X" (615.7), "…, divided as you choose" among targets
  (601.2d), "… dealt by target X" (the damage that object would deal, 400.7);
- "The next N damage that would be dealt to X this turn is dealt to Y instead" (614.9, this turn only);
- "All damage that would be dealt this turn to X is dealt to Y instead" / "Until your next turn, all damage that would
  be dealt to X is dealt to Y instead" (614.9: every such damage, for the duration stated, 611.2a; Y one object or
  player, e.g. the one chosen as it resolves, 608.2d — kb.engine.nextturnshield ends the second);
- "Prevent all [combat] damage that would be dealt to and dealt by X" (615.1a both ways), "… dealt by X" or "all
  damage target creature / permanent / spell would deal" (the damage that source would deal), "… dealt [to X]", and to
  or by a description (kb.engine.damageparties; this turn only);
- "If X would deal damage this turn, …instead" (614.1a, kb.engine.damageparties.damage_modifier_parts);
- "The next time a [colour] source of your choice would deal damage to you this turn, prevent that damage" (615.7);
- "The next time a source of your choice would deal damage to X this turn, that damage is dealt to Y instead" / "…, that
  source deals that damage to Y instead" (614.9: the same source deals it, Jade Monolith);
- "The next time target creature would deal damage this turn, prevent that damage" (615.8: one instance of its damage,
  to everything it is dealt to at once);
- "Prevent all damage that would be dealt to X this turn by a source of your choice | by sources of the color of your
  choice" (615.1a, 609.7a-b: the source or colour chosen as it resolves, 608.2d);
- "Prevent the next N damage that [a source of your choice] would [be dealt | deal] to you and/or permanents you control
  this turn": one shield, its amount shared by the player and their permanents (615.7);
- "The next time you would lose the game this turn, instead …" (614.1a, kb.engine.replacement.replace_lose);
- "Regenerate X" (701.19a), and "Prevent all damage X would deal" for a description (a rules effect, 615.1a).

A prevention lasting past this turn ("Until your next turn, …", kb.engine.nextturnshield) is the caller's."""
from __future__ import annotations

import re

from .effects import RulesOp
from .errors import ParseError
from .instruction_types import YOU, Instruction, Subject
from .nextturnshield import NEXT_TURN
from .words import COLOR_ALT

__all__ = ["read_shield", "read_lose_instead", "REDIRECT_ALL"]

REDIRECT_ALL = "redirect_all"   # the shield kind of a resolved redirection of all such damage (614.9)
_ALL_REDIRECT = re.compile(r"[Aa]ll damage that would be dealt (this turn )?to (.+?)( this turn)? is dealt to (.+?) instead")


def read_shield(s: str, raw: str, pc, duration: str, subject, amount) -> Instruction | None:
    """The shield instruction of the sentence ``s`` (without its period; ``raw`` as written), or None when it isn't
    one of these. ``subject(phrase)`` and ``amount(word)``: kb.engine.instructions' readers of a subject and of an
    amount in this sentence's context; ``duration``: the sentence's duration ("end_of_turn" …)."""
    from .parser import parse_selector
    m = re.fullmatch(r"[Pp]revent the next (\w+|X) damage that would be dealt this turn to (.+?), divided as you choose", s)
    if m:   # one shield a target, each of the share announced as it was cast (601.2d, 615.7): choose: {divide: [...]}
        recips = subject(m.group(2))
        if recips.kind != "target":
            raise ParseError(raw, "prevention divided among what is not targets", pc.card)
        return Instruction("shield", recips, amount=amount(m.group(1)),
                           opts={"shield": "prevent_next", "divided": True}, text=raw)
    m = re.fullmatch(r"[Pp]revent the next (\w+|X) damage that (?:would be dealt (?:this turn )?to (you and/or permanents you "
                     r"control)|(a source of your choice) would deal to (you and/or permanents you control))(?: this turn)?", s)
    if m:   # one shield for the player and their permanents, its amount shared (615.7: for damage dealt to several of them
        # at once, they choose where it applies — choose shield:); from any source, or the one chosen as it resolves (609.7a)
        from .damageparties import damage_recipients
        return Instruction("shield", None, amount=amount(m.group(1)),
                           opts={"shield": "prevent_next_group", "to": damage_recipients("you and " + (m.group(2) or m.group(4))
                                                                                         .split("and/or ")[1], pc),
                                 **({"source_choice": True} if m.group(3) else {})}, text=raw)
    m = re.fullmatch(r"[Pp]revent the next (\w+|X) (combat )?damage that would be dealt (?:this turn )?to (.+?)(?: this turn)?", s)
    if m:   # "the next 1 combat damage": a shield only combat damage uses (615.7, 510.2)
        return Instruction("shield", subject(m.group(3)), amount=amount(m.group(1)),
                           opts={"shield": "prevent_next", **({"combat": True} if m.group(2) else {})}, text=raw)
    m = re.fullmatch(r"[Pp]revent the next (\w+|X) damage that would be dealt (?:this turn )?by ((?:another )?target .+?)"
                     r"(?: this turn)?", s)
    if m:   # 615.7: a shield on the damage the target (that object, 400.7) would deal, whatever it is dealt to
        return Instruction("shield", subject(m.group(2)), amount=amount(m.group(1)),
                           opts={"shield": "prevent_next", "by_source": True}, text=raw)
    m = re.fullmatch(r"[Tt]he next (\w+|X) damage that a source of your choice would deal to (you and/or permanents you "
                     r"control) this turn is dealt to (.+?) instead", s)
    if m:   # one redirection shared by the player and their permanents (614.9), from the source chosen (609.7a)
        from .damageparties import damage_recipients
        return Instruction("shield", None, amount=amount(m.group(1)),
                           opts={"shield": "redirect_next_group", "to": damage_recipients("you and permanents you control", pc),
                                 "redirect": subject(m.group(3)), "source_choice": True}, text=raw)
    m = re.fullmatch(r"[Tt]he next time a source of your choice would deal damage to (.+?) this turn, (?:that damage is dealt "
                     r"to|that source deals that damage to) (.+?) instead", s)
    if m:   # all the damage of the next event from the source chosen as it resolves (614.9, 609.7a), once
        return Instruction("shield", subject(m.group(1)),
                           opts={"shield": "redirect_next_time", "to": subject(m.group(2)), "source_choice": True},
                           text=raw)
    # a redirection shield (614.9): "The next 1 damage that would be dealt to ~ this turn is dealt to target creature you
    # control instead." (only "this turn": a redirection lasting until used is not read)
    m = re.fullmatch(r"[Tt]he next (\w+|X) damage that would be dealt (?:to (.+?) this turn|this turn to (.+?)) is dealt to "
                     r"(.+?) instead", s)
    if m:
        protected = subject(m.group(2) or m.group(3))
        return Instruction("shield", protected, amount=amount(m.group(1)),
                           opts={"shield": "redirect_next", "to": subject(m.group(4))}, text=raw)
    m = _ALL_REDIRECT.fullmatch(s) if s[:8] in ("All dama", "all dama") else None
    if m and (m.group(1) or m.group(3) or duration == NEXT_TURN):
        # "All damage that would be dealt this turn to you and permanents you control is dealt to the chosen permanent
        # instead." / "Until your next turn, all damage that would be dealt to creatures you control is dealt to that
        # creature instead.": a resolved redirection effect (614.9) of every such damage, for its stated duration
        # (611.2a); the recipients a description checked as each damage would be dealt (kb.engine.damageparties)
        if raw[raw.rfind(" instead") + 8:].strip(" .") not in ("", "(if it's still on the battlefield)"):
            # "… is dealt to that creature instead and you gain that much life": the sentence goes on past the
            # redirection, with words this reader does not read (and "that much" has no antecedent it knows)
            raise ParseError(raw, "a redirection effect followed by more instructions in the same sentence", pc.card)
        from .damageparties import damage_recipients
        return Instruction("shield", None, opts={"shield": REDIRECT_ALL, "to": damage_recipients(m.group(2), pc),
                                                 "redirect": subject(m.group(4))}, text=raw)
    m = re.fullmatch(r"[Pp]revent all (combat )?damage that would be dealt to and dealt by (.+?)(?: this turn)?", s)
    if m:   # 615.1a: both ways (Maze of Ith)
        return Instruction("shield", subject(m.group(2)),
                           opts={"shield": "prevent_either", "combat": bool(m.group(1))}, text=raw)
    m = re.fullmatch(r"[Pp]revent all (combat )?damage that would be dealt (?:this turn )?by (.+?)(?: this turn)?", s) or \
        re.fullmatch(r"[Pp]revent all (combat )?damage ((?:up to \w+ )?target .+?|~) would deal(?: this turn)?", s)
    # (all damage a target creature, permanent or spell would deal, combat or not: "Prevent all damage target instant or
    # sorcery spell would deal this turn", its source that object alone as the spell resolves, 400.7)
    if m and (m.group(1) or " would be dealt " in s or m.group(2).split()[-1] in ("creature", "permanent", "spell")):
        # 615.1a: whatever it would be dealt to, by the target (that object, 400.7), by the source itself ("all combat
        # damage ~ would deal this turn": the words of "that would be dealt by ~") or by the objects of a description
        # as each source would deal its damage - never a set fixed as it resolved (the effect changes no characteristic)
        return Instruction("shield", None, opts={"shield": "prevent_by", "combat": bool(m.group(1)),
                                                 "by": subject(m.group(2))}, text=raw)
    m = re.fullmatch(r"[Pp]revent all damage that would be dealt (?:this turn )?to (.+?)(?: this turn)? by (a source|sources of "
                     r"the color) of your choice", s)
    if m:   # all of it this turn, not only the next instance (615.1a; 615.8 is "the next time"): from the source chosen as
        # it resolves (609.7a), or from sources of the colour chosen then (608.2d), rechecked as each would deal it (609.7b)
        return Instruction("shield", subject(m.group(1)), opts={"shield": "prevent_source", "all": True,
                                                                **({"color_choice": True} if m.group(2) != "a source" else {})},
                           text=raw)
    m = re.fullmatch(r"[Pp]revent all (combat )?damage that would be dealt(?: this turn)?(?: to (.+?))?(?: this turn)?", s)
    try:   # to the targets or other objects named (400.7), to you, or to anything; a description is read below
        subj = subject(m.group(2)) if m and m.group(2) else None
    except ParseError:
        subj = None if re.search(r"\btarget\b", m.group(2)) is None else subject(m.group(2))
        m = None
    if m and (subj is None or subj.kind != "selector"):
        return Instruction("shield", subj, opts={"shield": "prevent_all", "combat": bool(m.group(1))}, text=raw)
    from .damageparties import prevent_all_parts
    effect = prevent_all_parts(s, pc)
    if effect is not None:   # to a description, [by a description]: checked as the damage would be dealt (615.1)
        if re.search(r"\btarget\b", s) or (duration != "end_of_turn" and " this turn" not in s):
            raise ParseError(raw, "a prevention effect to or by a target and a description, or lasting other than this "
                             "turn, is not read", pc.card)
        return Instruction("shield", None, opts={"shield": "prevent_all", "effect": effect}, text=raw)
    m = re.fullmatch(r"If (.+?) would deal ((?:combat |noncombat )?damage)(?: this turn)?(?: to (.+?))?( this turn)?, (.+)", s)
    if m and " this turn" in s.split(",")[0]:
        # "If a source you control would deal damage [to …] this turn, it deals double that damage instead." (614.1a):
        # the static effect's reader (kb.engine.damageparties.damage_modifier_parts), lasting this turn
        from .damageparties import damage_modifier_parts
        parts = damage_modifier_parts(re.sub(r" this turn(?=[ ,])", "", s, count=1), pc)
        if parts is not None:
            return Instruction("shield", None, opts={"shield": "modify", "effect": parts}, text=raw)
    m = re.fullmatch(rf"[Tt]he next time (?:a|an) (?:({COLOR_ALT}|artifact|land|creature) )?source of your "
                     r"choice would deal damage to you(?: this turn)?, prevent that damage", s)
    if m:   # 615.7, 609.7a: "a black source of your choice" (Circle of Protection: Black): the source chosen must be one
        return Instruction("shield", YOU, opts={"shield": "prevent_source", **({"source_kind": m.group(1)} if m.group(1) else {})},
                           text=raw)
    m = re.fullmatch(r"[Tt]he next time ((?:another )?target [^,]+?|~) would deal damage(?: this turn)?, prevent that damage", s)
    if m:   # 615.8: the next instance of damage from that source (that object, 400.7), however much, whatever it is
        # dealt to; then it is used up
        return Instruction("shield", None, opts={"shield": "prevent_by", "by": subject(m.group(1)), "once": True},
                           text=raw)
    m = re.fullmatch(r"[Rr]egenerate (.+)", s)
    if m:
        return Instruction("shield", subject(m.group(1)), opts={"shield": "regenerate"}, text=raw)
    m = re.fullmatch(r"[Pp]revent all damage (.+?) would deal", s)
    if m:
        sel = parse_selector(m.group(1), pc)
        return Instruction("continuous", Subject("selector", selector=sel, text=m.group(1)),
                           (RulesOp(label="damage it would deal is prevented"),), duration, rules=True, text=raw)
    return None


def read_lose_instead(s: str, raw: str, pc, parse_instructions) -> Instruction | None:
    """"The next time you would lose the game this turn, instead draw seven cards and your life total becomes 1."
    (Stunning Reversal; 614.1a): a replacement of its controller's next loss of the game this turn, used up by it
    (kb.engine.replacement.replace_lose), read as a whole sentence — what it does instead is every instruction after
    "instead", read now by ``parse_instructions`` (kb.engine.instructions'; an unreadable part is an error: the whole
    sentence stays unread); None for another sentence."""
    m = re.fullmatch(r"[Tt]he next time you would lose the game this turn, instead (.+)", s)
    if m is None:
        return None
    instead = m.group(1)[0].upper() + m.group(1)[1:] + "."
    done = tuple(parse_instructions(instead, pc.card))
    return Instruction("shield", YOU, opts={"shield": "lose_instead", "replaced_by": instead, "replacing": done},
                       text=raw)
