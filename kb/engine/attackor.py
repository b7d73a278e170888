"""One triggered ability with two trigger events, the first an attack: "Whenever ~ attacks or becomes the target of a
spell, create a Treasure token." ("~ attacks, blocks, or becomes …": three) (603.2: any event triggers it, each looked
for as it happens — declared as an attacker, 508.3a; a spell or ability that targets it put on the stack, 115.1). The second event is read as the same
subject's own trigger condition ("~ becomes the target of a spell") and kept as the condition's ``alt``, as "~ enters
or attacks" keeps its second (kb.engine.triggers). Only second events that happen as the object is, not looked back
at (603.10a), and that name no player or object the effect could point back at beyond the source itself.
"""
from __future__ import annotations

import re

# the second events read after "attacks or": each one an event of the object itself, happening now (603.2)
_SECOND_EVENTS = ("targeted", "becomes_blocked", "monstrous", "transformed")


def read_attacks_or(b: str, pc, body, subject, spec_type, or_event):
    """"~ attacks or becomes the target of a spell [an opponent controls]" → the attack trigger condition with the
    second event as its ``alt`` (603.2). ``body`` reads a trigger condition, ``subject`` its subject, ``or_event``
    tells a second event of one ability (kb.engine.triggers). None: not such a condition."""
    from .errors import ParseError
    m = re.fullmatch(r"(.+?) attacks(, blocks,)? or (?!blocks\b)(becomes .+|transforms|is .+)", b)
    if m is None:
        return None
    try:
        second = body(f"{m.group(1)} {m.group(3)}", pc)
    except ParseError:
        return None
    if second.event not in _SECOND_EVENTS or second.subject != "self" or not or_event(second):
        return None
    subj = subject(m.group(1), pc)
    if subj != "self":
        return None
    # "~ attacks, blocks, or becomes the target of a spell": three events, the first two those of "~ attacks or
    # blocks" (508.3a, 509.3a)
    return spec_type("attacks_or_blocks" if m.group(2) else "attacks", subject=subj, alt=second)


def read_blocks_several(b: str, pc, subject, selector, spec_type):
    """"~ blocks one or more black creatures", "~ blocks two or more creatures": once as it blocks (509.3a: however many
    it blocks), if at least that many of the creatures it blocks have the quality as blockers are declared (509.3f) —
    kept as the kind ``blocks_any`` with the quality (``by``) and the number (``amount``, 0 for "one or more").
    None: not such a condition."""
    from .text import amount_of
    m = re.fullmatch(r"(.+?) blocks (one|two|three|four|five) or more (.+)", b)
    if m is None:
        return None
    n = amount_of(m.group(2)) or 1
    what = re.sub(r"s$", "", m.group(3)) if not m.group(3).endswith("ss") else m.group(3)
    return spec_type("blocks_any", subject=subject(m.group(1), pc), by=selector(what, pc), amount=n if n > 1 else 0)


def dealt_to_defending(ev, ctx) -> bool:
    """"Whenever ~ deals combat damage to defending player": the damage event's player is the defending player of the
    creature that dealt it — the player it attacks, or the controller of the planeswalker / protector of the battle it
    attacks (506.2, 508.5) — as the damage is dealt. Combat damage redirected to another player is not (603.2). A
    creature no longer attacking names no defending player: the words are noted unread (kb.engine.gamevalues)."""
    g = getattr(ctx, "game", None)
    if ev.recipient_player is None or ev.source is None or g is None:
        return False
    return ev.recipient_player == g.defending_player(ev.source, ctx.work)


# the other creature of a block trigger event, named as the engine's "that creature" names it (509.3b, 509.3d):
# "the blocking creature" after "becomes blocked by a creature" (the blocker), "the other creature" after "blocks or
# becomes blocked by a creature" (whichever creature it blocked or was blocked by)
_OTHER_OF_BLOCK = {"the blocking creature": r"(?:When|Whenever) [^,]*\bbecomes blocked by (?:a|an) [^,]+, ",
                   "the other creature": r"(?:When|Whenever) [^,]*\bblocks or becomes blocked by (?:a|an) [^,]+, "}


def names_other_of_block(phrase: str, ability: str) -> bool:
    """Whether ``phrase`` ("the blocking creature", "the other creature") names the other creature of the ability's
    block trigger event, once per creature (509.3b, 509.3d): read as "that creature" is there (603.2)."""
    head = _OTHER_OF_BLOCK.get(phrase.lower())
    return head is not None and re.match(head, ability or "") is not None


# combat trigger events of the source alone: no other object the condition's "it" could name
_OWN_COMBAT_EVENTS = ("attacks", "attacks_or_blocks", "attacks_unblocked", "attacks_alone", "becomes_blocked",
                      "blocks_or_blocked")


def source_it(condition: str, spec) -> str:
    """An intervening "if" of the source's own combat trigger ("Whenever ~ attacks, if it's enchanted, …") with its
    "it" written as the source it can only be (603.4: the trigger event names no other object): "~ is enchanted".
    Other conditions are returned as they are."""
    if spec.subject != "self" or spec.event not in _OWN_COMBAT_EVENTS or spec.alt is not None or \
            (spec.event == "attacks" and (spec.others or spec.attacked)):
        return condition
    return re.sub(r"^it(?:'s| is)\b", "~ is", condition.strip())
