"""A die roll replaced by a roll of more dice, one of them ignored (614.1a, 706.6): "If you would roll a die, instead
roll two of those dice and ignore one of those results." (Krark's Other Thumb), "If you would roll one or more dice,
instead roll that many dice plus one and ignore the lowest roll." (Barbarian Class).

A static ability of a permanent (kb.engine.replacement: ``Replacement('die_roll', …)``) that applies to the rolls its
controller makes (kb.engine.dice.roll_die): one more die of the kind rolled — for "a die", for a roll of one die; the
pairs of a roll of several dice ("roll two for each one", the card's ruling) are not read: "cannot decide" —, then one
roll ignored: the lowest (706.6; 706.5 "roll two or more dice and ignore the lowest roll" from 2021-07-23), or the one
its roller chooses — stated by the scenario as ``choose: {roll: {dice: [N, M], keep: N}}`` (the result kept), never
guessed. Ignoring a roll its roller chooses is in the rules from 2022-10-07 (706.6 "If a player is instructed to ignore
a roll"): under an older edition what it means is not said, and the result is "cannot decide". The ignored roll never
happened: nothing triggers on it (706.6). Two such effects on one roll (their order is the roller's choice, 616.1, and
each changes how many dice the other sees) are not read: "cannot decide". A roll of the planar die (901.9) with one of
them is "cannot decide" too (kb.engine.planes)."""
from __future__ import annotations

import re

__all__ = ["ROLL_EVENT", "ROLL_REPLACEMENT_WORDS", "read_roll_replacement", "roll_replacements", "replaced_roll"]

ROLL_EVENT = "die_roll"   # the Replacement event
# the words each reading accounts for (kb.engine.render.REPLACEMENT_WORDS)
ROLL_REPLACEMENT_WORDS = {
    (ROLL_EVENT, "ignore_one"): "you would roll a die instead roll 2 of those dice and ignore 1 of those result",
    (ROLL_EVENT, "ignore_lowest"): "you would roll 1 or more dice instead roll that many dice plus 1 and ignore the "
                                   "lowest roll",
}
_SHAPE = re.compile(r"If you would roll (a die|one or more dice), instead roll (two of those dice|that many dice plus one) "
                    r"and ignore (one of those results|the lowest roll)")


def read_roll_replacement(s: str, t: str, make):
    """``s`` (the sentence without its period) as a die roll's replacement → ``make(event, kind, text, key=…)``
    (kb.engine.replacement.Replacement): kind 'ignore_one' (the roller chooses) or 'ignore_lowest'; key ('each_die',)
    for "a die" (each die rolled), ('whole_roll',) for "one or more dice"; None when not this form."""
    if "would roll" not in s:
        return None
    m = _SHAPE.fullmatch(s)
    if m is None:
        return None
    one = m.group(1) == "a die"
    if one != m.group(2).startswith("two"):   # "a die … that many dice plus one": not a wording any card has
        return None
    return make(ROLL_EVENT, "ignore_one" if m.group(3).startswith("one") else "ignore_lowest", t,
                key=("each_die",) if one else ("whole_roll",))


def roll_replacements(state, player: str) -> list:
    """The read die-roll replacement effects that apply to a roll ``player`` makes (their permanents', 614.1a)."""
    return [r for r in state._static_replacements(ROLL_EVENT, state.evaluate()) if r.controller == player]


def replaced_roll(state, reps: list, dice: int, unknown):
    """How a roll of ``dice`` dice is replaced: None (no effect applies), the one Replacement that does, or False when
    what it does can't be decided (``unknown(reason)`` called: two effects, a pair per die, an edition whose 706 doesn't
    say what ignoring a chosen roll means)."""
    if not reps:
        return None
    if len(reps) > 1:
        unknown(f"{' and '.join(r.source_name for r in reps)}: two replacement effects of one die roll — their order "
                f"is the roller's choice ({state.rule_no('replacement_order')}) and is not read, so the result is not "
                f"decided")
        return False
    r = reps[0]
    if "each_die" in r.key and dice != 1:
        unknown(f"{r.source_name}'s \u201c{r.text}\u201d: two dice for each of {dice} dice rolled is not read "
                f"({state.rule_no('replacement')}), so the result is not decided")
        return False
    if r.kind == "ignore_one" and not state.rules_have("die_ignore_any"):
        unknown(f"{r.source_name}'s \u201c{r.text}\u201d: the rules of {state.edition} say what ignoring the lowest "
                f"roll means ({state.rule_no('die_ignore')}), not a roll its roller chooses (706.6 from 2022-10-07): "
                f"the result is not decided")
        return False
    return r
