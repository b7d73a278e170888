"""A permission to cast spells as though they had flash for a stated time, made by a resolving spell or ability: "You
may cast spells this turn as though they had flash." (Alchemist's Refuge), "Until your next turn, you may cast creature
spells as though they had flash" (a planeswalker's ability).

702.8a: flash lets its controller cast the spell any time they could cast an instant; "as though it had flash" grants
that permission without the keyword. A resolved effect that changes the rules lasts for its stated duration (611.2a):
"this turn" and "until end of turn" end in the cleanup step (514.2), "until your next turn" as that turn begins
(611.2a). It is a rules effect (613.11) whose "you" is its controller (109.5) — the player it lets cast such spells —
found by the cast check as a static ability's permission is (kb.engine.stack ``_flash_permitted``,
kb.engine.parser.flash_permission reads which spells). Other durations, or two in one sentence, stay unread.
"""
from __future__ import annotations

import re

from .effects import RulesOp
from .instruction_types import Instruction
from .parser import flash_permission

__all__ = ["read_flash_for_a_time", "read_next_flash", "next_flash", "next_flash_permission"]

_FORM = re.compile(r"(?:Until (end of turn|your next turn), )?[Yy]ou may cast ((?:.+? )?spells)( this turn)? as though they "
                   r"had flash")


def read_flash_for_a_time(s: str, raw: str) -> Instruction | None:
    """The rules effect of ``s`` (no period; ``raw`` as written): the permission's words as a static ability would say
    them, for its duration (``end_of_turn`` or ``until_your_next_turn``); None when it is not this form with exactly
    one duration, or names spells the permission reader doesn't read."""
    if "flash" not in s:
        return None
    m = _FORM.fullmatch(s)
    if m is None or bool(m.group(1)) == bool(m.group(3)):
        return None
    label = f"You may cast {m.group(2)} as though they had flash"
    if flash_permission(label) is None:
        return None
    lasts = "until_your_next_turn" if m.group(1) == "your next turn" else "end_of_turn"
    return Instruction("continuous", None, (RulesOp(label=label),), lasts, rules=True, text=raw)


# "The next creature spell you cast this turn can be cast as though it had flash." (the older "The next creature card you
# play this turn can be played as though it had flash."): the permission of 702.8a for one spell, the first of that kind
# its controller casts after the effect begins (611.2a: this turn at most) — whether or not it needed the permission
_NEXT = re.compile(r"The next (?:(?P<kind>[a-z]+) )?(?P<noun>spell|card) you (?:cast|play) this turn can be (?:cast|played) "
                   r"as though it had flash")
_NEXT_LABEL = re.compile(r"The next (?:([a-z]+) )?spell you cast this turn can be cast as though it had flash")


def read_next_flash(s: str, raw: str) -> Instruction | None:
    """The rules effect of "The next [creature] spell you cast this turn can be cast as though it had flash" (``s``
    without its period), labelled in today's words; ``opts["casts_before"]`` asks the resolution to note how many spells
    its controller had cast this turn (kb.engine.actions), so that only a later one is "the next"; None for other words
    ("card" needs a kind of spell: "the next card you play" could be a land)."""
    if "flash" not in s or "next" not in s:
        return None
    m = _NEXT.fullmatch(s)
    if m is None or (m.group("noun") == "card" and (m.group("kind") in (None, "land"))):
        return None
    kind = m.group("kind")
    if flash_permission(f"You may cast {kind + ' ' if kind else ''}spells as though they had flash") is None:
        return None
    label = f"The next {kind + ' ' if kind else ''}spell you cast this turn can be cast as though it had flash"
    return Instruction("continuous", None, (RulesOp(label=label),), "end_of_turn", rules=True,
                       opts={"casts_before": True}, text=raw)


def next_flash(label: str):
    """(the spells the one-spell permission ``label`` names: a selector, None for any) or False when ``label`` is not
    one."""
    m = _NEXT_LABEL.fullmatch(label or "")
    if m is None:
        return False
    f = flash_permission(f"You may cast {m.group(1) + ' ' if m.group(1) else ''}spells as though they had flash")
    return False if f is None else f[1]


def next_flash_permission(state, e, label: str, caster: str, snap, src):
    """("you", the spells it names) for the one-spell permission ``label`` of effect ``e`` while no spell of that kind
    was cast by ``caster`` since it began (``e.choices["casts_before"]``, kb.engine.actions); None when ``label`` is not
    one or it was used up."""
    what = next_flash(label)
    if what is False:
        return None
    from .filters import Ctx
    from .gamevalues import GameView
    later = GameView(state).spells_cast_this_turn(caster)[int(e.choices.get("casts_before", 0)):]
    ctx = Ctx(snap.work, src, caster)
    if any(what is None or what.match(x, ctx) for x in later):
        return None   # "the next" was cast already
    return "you", what
