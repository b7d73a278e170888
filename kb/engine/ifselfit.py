""""It" right after an intervening "if" that names the ability's own source (603.4): "When an opponent casts a creature
spell, if this permanent is an enchantment, it becomes a 2/2 Gargoyle creature with flying." — "it" is the permanent the
condition just named, the nearest noun before the pronoun, not the object of the trigger event (the spell cast). The
Opal cycle's rulings (Opal Gargoyle, 2004-10-04: "When it turns into a creature, it is no longer an enchantment"; its
older wording said "Opal Gargoyle becomes …") read it so, and every such text in the Oracle corpus means its source
(Hidden Stag, Veiled Serpent, Guardian of the Ages "if this creature has defender, it loses defender").

The same holds for a condition that opens a later sentence of the ability, once the first has done its part: "Whenever a
creature enters the battlefield under your control, you gain 1 life. If ~ isn't a creature, it becomes a 3/3 Angel
creature with flying in addition to its other types until end of turn." — "it" is the permanent the "if" names, not
the creature that entered (Answered Prayers' ruling, 2019-06-14: "Once Answered Prayers becomes a creature …").

Only where the body after the condition holds that one "it" and no other object is named before it: a body with a
second "it" (which the event's object could be) keeps the reading it had (kb.engine.instructions.subject_of)."""
from __future__ import annotations

import re

__all__ = ["self_after_if", "self_after_counter_if"]

# the trigger, then ", if ~ / this permanent … is/has …, " (or, after the trigger's first sentence — group 1 — a sentence
# "If ~ …, ", no quoted ability crossed) and the body (group 2): its first word "it"
_IF_SELF = re.compile(r"^(?:when|whenever|at)\b(?:[^.]*?,\s*|[^.]*?,([^\"]*?)\.\s+)if "
                      r"(?:~|this (?:permanent|creature|enchantment|artifact|land))"
                      r" (?:is|has|isn't|doesn't have|was)\b[^,.]*,\s*(it\b[^.]*)", re.I)


def self_after_if(low: str, ability: str | None) -> bool:
    """Whether the pronoun ``low`` ("it") of a triggered ability's instruction is its source, named by the intervening
    "if" just before it (603.4): the body begins with that "it" and names no other "it"."""
    if low != "it" or not ability:
        return False
    m = _IF_SELF.search(ability.split("\n")[0])
    # a sentence before the "if" that says "it" itself (the event's object) leaves the pronoun as it was read
    return m is not None and not re.search(r"\bit\b", m.group(1) or "", re.I) and \
        len(re.findall(r"\bit\b", m.group(2), re.I)) == 1


# "If there are no depletion counters on ~, sacrifice it." (Hickory Woodlot; Gemstone Mine's mining counters): the
# condition names the source, the only object named before the pronoun in its sentence
_NO_COUNTERS_SELF = re.compile(r"(?:^|[.:]\s+)If there are no [\w+/-]+ counters on "
                               r"(?:~|this (?:permanent|creature|enchantment|artifact|land)), (\w+ it)\.?(?:$|\s)")


def self_after_counter_if(low: str, ability: str | None) -> bool:
    """Whether the pronoun ``low`` ("it") is the source in "If there are no [kind] counters on ~, sacrifice it.": the "if"
    names the source (608.2c: the instructions are followed in order, "it" the object the sentence named), and the body
    after it is one verb and that "it" (nothing else it could name)."""
    return low == "it" and bool(ability) and _NO_COUNTERS_SELF.search(ability.split("\n")[0]) is not None
