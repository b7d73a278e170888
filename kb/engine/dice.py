"""Die rolls with a results table (706.3; issue 25): "Roll a d20." and the table under it, one row a line —
"1-9 | Draw two cards.", "10-19 | …", "20 | …" (706.3a: a single number, a range "N1-N2", or "N+") — are one
ability (706.3b). The engine never rolls: the result is the scenario's (`choose: {roll: N}` for the spell, or
`triggers: {SOURCE: {choose: {roll: N}}}`, `activate: {…, choose: {roll: N}}`), the natural result, which is the
result (706.2) because the engine reads no modifier: a roll whose result is not stated, an unread ability that
mentions dice wherever it could apply, or an edition before 706.3 (2021-07-23) leave what the rows could change
"cannot decide". Only a plain table is read: the roll its only instruction before the table, rows without a target
(a row's targets would be chosen before the roll, 601.2c), every result from 1 to the die's sides in exactly one
row."""
from __future__ import annotations

import re

from .errors import ParseError
from .words import dice_words_pattern

__all__ = ["is_results_table", "results_table", "read_results_table", "row_for", "roll_results_table", "ROW"]

_HEAD = re.compile(r"[Rr]oll a d(4|6|8|10|12|20)\.")
ROW = re.compile(r"(\d+)(?:-(\d+)|(\+))? \| (.+)")


def is_results_table(text: str) -> bool:
    """Whether an effect is "Roll a dN." and the rows of its results table (706.3)."""
    return results_table(text) is not None


def results_table(text: str) -> tuple[int, list[tuple[int, int, str]]] | None:
    """(the die's sides, [(lowest, highest, the row's effect)]) of "Roll a dN." and its table, or None when the text is
    not one, or its rows don't give every result from 1 to N exactly once (706.3a)."""
    lines = [x.strip() for x in (text or "").split("\n") if x.strip()]
    if len(lines) < 2 or not _HEAD.fullmatch(lines[0]):
        return None
    sides = int(_HEAD.fullmatch(lines[0]).group(1))
    rows = []
    for ln in lines[1:]:
        m = ROW.fullmatch(ln)
        if not m:
            return None
        lo = int(m.group(1))
        hi = sides if m.group(3) else int(m.group(2) or lo)
        rows.append((lo, hi, m.group(4).strip()))
    covered = sorted(n for lo, hi, _ in rows for n in range(lo, hi + 1))
    return (sides, rows) if covered == list(range(1, sides + 1)) else None


def read_results_table(text: str, card: str | None, ability: str, read) -> None:
    """Read every row's effect with ``read`` (the instructions' reader; errors name the phrase): a row with a target,
    or a table the engine doesn't read, is a ParseError."""
    table = results_table(text)
    if table is None:
        raise ParseError(text, "a die roll whose results table the engine doesn't read (706.3)", card)
    for _lo, _hi, row in table[1]:
        if re.search(r"\btargets?\b", row, re.I):
            raise ParseError(row, "a results table row with a target is not read (706.3, 601.2c)", card)
        read(row, card, normalized=True, ability=ability)


def row_for(text: str, result) -> str | None:
    """The effect of the row whose results include ``result`` (706.3a); None when ``result`` is no result of the die."""
    table = results_table(text)
    if table is None or not isinstance(result, int) or isinstance(result, bool):
        return None
    return next((row for lo, hi, row in table[1] if lo <= result <= hi), None)


# words of an ability that could change a die roll or see one (706.2: modifiers; "Whenever you roll one or more dice")
_DICE_WORDS = re.compile(rf"\b(?:{dice_words_pattern()})\b", re.I)   # kb.engine.words: one list of die-roll words


def roll_results_table(state, item) -> bool:
    """As ``item`` (an ability whose text is a die roll and its results table) resolves: its text becomes the row of
    the stated result (706.3a); False when that can't be done — an edition without 706.3, an unread ability that
    mentions dice, or a result not stated — with what the rows could change noted "cannot decide"."""
    from .errors import EngineError
    table = results_table(item.text)
    if not state.rules_have("die_results"):
        state.note_unmodelled(item.text, item.name, f"the rules of {state.edition} have no results table (706.3)")
        return False
    snap = state.evaluate()
    for w in snap.work.values():
        for h in w.abilities:
            ab = h.ability
            if getattr(ab, "kind", "") == "unmodelled" and _DICE_WORDS.search(ab.text or ""):
                state.note_unknown(f"{w.obj.alias}'s \u201c{ab.text}\u201d is not modelled and could change or see "
                                   f"the die roll of {item.name} (706.2)")
                return False
    result = (item.choices or {}).get("roll")
    if result is None:
        state.note_unmodelled(item.text, item.name, "the result of its die roll is not stated: give choose: {roll: N} "
                                                     f"({state.rule_no('die_results')})")
        return False
    row = row_for(item.text, result)
    if row is None:
        raise EngineError(f"{item.name}: {result!r} is no result of a d{table[0]} (706.2)")
    state.log.add(f"{item.controller} rolls a d{table[0]}: the result is {result}, so \u201c{row}\u201d",
                  "die_results", indent=1, kind="step")
    item.text = row
    return True
