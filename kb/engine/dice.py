"""Die rolls (706; issue 25). The engine never rolls: the natural results are the scenario's (``choose: {roll: N}`` on
the cast or activate step, ``triggers: {SOURCE: {choose: {roll: N}}}``; two dice ``[N, M]``, or ``{dice: [N, M],
keep: N}`` for the one chosen), never guessed.

"Roll a six-sided die." / "Roll a d4." is an instruction (``roll_die``, resolved by :func:`roll_die`) whose result the
later instructions of the ability read (706.4): "the result" / "that result" / "the other result" (:class:`RollResult`:
"You gain life equal to the result", "…, where X is the result", "the result minus 1"), "If the result is 3 or less" /
"If you roll a 1" (:func:`read_roll_condition`), and "that much". A modifier ("Roll a d20 and add the number of cards in
your hand": the natural result plus it is the result, 706.2), two dice of which the lower is ignored (706.6; 706.5
before 2022-10-07: it never happened, nothing triggers on it) and "Roll two d8 and choose one result" (608.2d) are read.

A results table — "1—9 | …", "10—19 | …", "20 | …", "15+ | …" (706.3a) under a line ending with the roll ("Roll a
d20.", "Exile target creature, then roll a d20.") — is one ability with the roll and what comes before it (706.3b): the
instructions' reader reads each row as instructions that happen only if the result is in the row's range
(:func:`table_rows`); rows without a target or a condition of their own, every result from 1 to the die's sides in
exactly one row.

A roll emits one event a die (kb.engine.triggers: "Whenever you roll a die", "… a 4 or higher", "… a die's highest
natural result"). Unstated, before the rules had section 706 (2021-07-23), or beside an unread ability that mentions
dice (:func:`unread_dice_ability`, also for the planar die, 706.7), what the roll could change is "cannot decide",
naming it."""
from __future__ import annotations

import re

from dataclasses import dataclass

from .errors import ParseError
from .filters import Value
from .rollinstead import replaced_roll, roll_replacements
from .words import dice_words_pattern

__all__ = ["is_results_table", "results_table", "read_results_table", "row_for", "table_roll", "table_rows",
           "row_said", "row_instructions", "unread_dice_ability", "ROW",
           "read_roll", "roll_words", "RollResult", "read_roll_condition", "read_roll_versus", "roll_met", "roll_die"]

ROW = re.compile(r"(\d+)(?:-(\d+)|(\+))? \| (.+)")
_SIDES = {"four": 4, "six": 6, "eight": 8, "ten": 10, "twelve": 12, "twenty": 20}
_DIE = r"(?:d(4|6|8|10|12|20)|(four|six|eight|ten|twelve|twenty)-sided di(?:e|ce))"
_ROLL = re.compile(rf"(?:[Yy]ou )?[Rr]oll (?:a {_DIE}(?: and (add|subtract) (.+?))?|two {_DIE}s? and "
                   r"(ignore the lower roll|choose one result))")


def read_roll(text: str) -> dict | None:
    """"Roll a d20", "roll a six-sided die", "Roll a d20 and add the number of cards in your hand" (706.2: a modifier;
    ``modifier`` the phrase, ``sign`` +1 or -1), "Roll two d20 and ignore the lower roll" (706.6, ``keep`` 'higher'),
    "Roll two d8 and choose one result" (``keep`` 'choose'): {sides, dice, keep, modifier, sign}; None: not one."""
    m = _ROLL.fullmatch(text.strip().rstrip("."))
    if m is None:
        return None
    num, word = m.group(1) or m.group(5), m.group(2) or m.group(6)
    side = int(num) if num else _SIDES[word]
    if m.group(7):
        return {"sides": side, "dice": 2, "keep": "higher" if m.group(7).startswith("ignore") else "choose",
                "modifier": None, "sign": 1}
    return {"sides": side, "dice": 1, "keep": None, "modifier": m.group(4),
            "sign": -1 if m.group(3) == "subtract" else 1}


def roll_words(o: dict) -> str:
    """The words a read roll accounts for (kb.engine.render)."""
    die = f"d{o['sides']} {o['sides']}-sided die"
    if o["dice"] == 2:
        return f"two 2 {die} dice " + ("and ignore the lower roll" if o["keep"] == "higher" else "and choose one result")
    return f"a {die}" + (f" and {'add' if o['sign'] > 0 else 'subtract'}" if o.get("modified") else "")


@dataclass(frozen=True, slots=True)
class RollResult(Value):
    """"the result" / "that result" (``which`` 'result') and "the other result" ('other') of the die roll this
    resolution made (706.2, 706.4): 0 while none was made or its result is unknown (what it could change is then
    "cannot decide", noted as the roll was made)."""

    which: str = "result"
    dynamic = True
    reads = frozenset()

    def eval(self, ctx, w) -> int:
        return _chosen(ctx, "die_" + self.which) or 0

    def __str__(self) -> str:
        return "the other result" if self.which == "other" else "the result"


_CMP = {"less": "<=", "lower": "<=", "fewer": "<=", "more": ">=", "greater": ">=", "higher": ">="}


def read_roll_versus(low: str, value) -> tuple[str, object] | None:
    """"the result is greater than the damage dealt", "the result is less than your life total" (706.2: the result of
    the roll this resolution made, compared with a value the text names, read by ``value`` and determined as the
    condition is checked, 608.2h): ('>' | '<', the value), or None (not this form, or a value the engine can't read)."""
    m = re.fullmatch(r"the result is (greater|less) than (.+)", low)
    if m is None or re.fullmatch(r"\d+", m.group(2)):
        return None
    try:
        v = value(m.group(2))
    except ParseError:
        return None
    return (">" if m.group(1) == "greater" else "<"), v


def read_roll_condition(low: str) -> tuple[str, int] | None:
    """"the result is 3 or less", "the result is 1", "you roll a 6", "you roll a 12 or higher" (706.2: the result of
    the roll this resolution made): (the comparison, the number) for a Condition('roll', value=op, n=N), or None."""
    m = re.fullmatch(r"(?:the result is|you roll an?) (\d+)(?: or (less|lower|fewer|more|greater|higher))?", low)
    if m is None:
        return None
    return _CMP.get(m.group(2) or "", "=="), int(m.group(1))


def roll_met(rc, cond) -> bool:
    """Whether the result of this resolution's roll meets ``cond`` (false when it is unknown: noted as it was rolled)."""
    res = _chosen(rc, "die_result")
    if res is None and not (getattr(rc, "chosen", None) or {}).get("_rolled") and getattr(rc, "state", None) is not None:
        # no die was rolled ("you may roll …" declined): what "If you roll a 1 … Otherwise, …" does then is not read
        from .unknowns import scope_of
        rc.state.note_unknown(f"\u201c{cond.text}\u201d: no die was rolled, and what the ability does then is not "
                              "read (706.4)", scope_of(getattr(getattr(rc, "item", None), "text", "") or cond.text))
    if res is None:
        return False
    if cond.value == "in":   # a row of the results table (706.3a)
        met = cond.n <= res <= cond.subject
        if met:
            rc.state.log.add(f"the result {res} is in the row \u201c{cond.text}\u201d (706.3a)", "die_results",
                             indent=1, kind="step")
        return met
    if cond.value in (">", "<"):   # "greater than the damage dealt": the value now (608.2h)
        n = cond.selector.eval(rc, None)
        return res > n if cond.value == ">" else res < n
    return {">=": res >= cond.n, "<=": res <= cond.n, "==": res == cond.n}[cond.value]


def is_results_table(text: str) -> bool:
    """Whether an effect is "Roll a dN." and the rows of its results table (706.3)."""
    return results_table(text) is not None


def results_table(text: str) -> tuple[int, list[tuple[int, int, str]]] | None:
    """(the die's sides, [(lowest, highest, the row's effect)]) of a roll ("Roll a d20.", "Roll a d20 and add …",
    "Roll two d20 and ignore the lower roll.", after other instructions: "Exile target creature, then roll a d20.")
    and its table, or None when the text is not one, or its rows don't give every result from 1 to N exactly once
    (706.3a). A modified roll ("and add …", 706.2) needs an "N+" row for the results above N; one that subtracts is
    not read (a result below 1 has no row)."""
    lines = [x.strip() for x in (text or "").split("\n") if x.strip()]
    head = read_roll(table_roll(lines[0])) if len(lines) >= 2 and table_roll(lines[0]) else None
    if head is None or head["keep"] == "choose" or head["sign"] < 0:
        return None
    sides = head["sides"]
    rows = []
    for ln in lines[1:]:
        m = ROW.fullmatch(ln)
        if not m:
            return None
        lo = int(m.group(1))
        hi = _OPEN if m.group(3) else int(m.group(2) or lo)
        rows.append((lo, hi, m.group(4).strip()))
    if head["modifier"] and not any(hi == _OPEN for _lo, hi, _row in rows):
        return None
    covered = sorted(n for lo, hi, _ in rows for n in range(lo, min(hi, sides) + 1))
    return (sides, rows) if covered == list(range(1, sides + 1)) else None


def table_roll(head: str) -> str | None:
    """The roll that ends the first line of a results table ("… Roll a d20.", "…, then roll a d20 and add …", "When
    ~ enters, roll a d20."), or
    None (706.3b: the instructions before it are part of the one ability)."""
    m = re.fullmatch(r"(?:.+?(?:\. |, then |, |: ))?([Rr]oll [^.]+\.)", head)
    return m.group(1) if m else None


_OPEN = 10 ** 6   # the top of an "N+" range (706.3a)


def read_results_table(text: str, card: str | None, ability: str, read) -> None:
    """Read the ability (the instructions before the roll, the roll and its modifier, 706.2, and every row's effect,
    kb.engine.instructions) with ``read``, errors naming the phrase: a row with a target, or a table the engine doesn't
    read, is a ParseError."""
    table = results_table(text)
    if table is None:
        raise ParseError(text, "a die roll whose results table the engine doesn't read (706.3)", card)
    for _lo, _hi, row in table[1]:
        if re.search(r"\btargets?\b", row, re.I):
            raise ParseError(row, "a results table row with a target is not read (706.3, 601.2c)", card)
    read(text, card, normalized=True, ability=ability)


def table_rows(text: str):
    """(the line before the rows, [(lowest, highest, the row's effect)]) of a results table the engine reads, for the
    instructions' reader: each row's instructions happen only if the result is in its range (706.3a)."""
    table = results_table(text)
    if table is None:
        return None
    return text.strip().split("\n")[0].strip(), table[1]


def row_said(lo: int, hi: int) -> str:
    """A row's results as a Condition('roll', value='in', n=lowest, subject=highest) names them (706.3a: "If the
    result was in this range, [effect]")."""
    return f"{lo}+" if hi == _OPEN else (str(lo) if lo == hi else f"{lo}-{hi}")


def row_instructions(made: list, row_if, row: str, card: str | None) -> list:
    """A row's instructions, each done only if the result is in the row's range (``row_if``, 706.3a: "If the result was
    in this range, [effect]"). An instruction with a condition of its own ("If it's an artifact card, you may put it
    onto the battlefield. Otherwise, put that card into your hand.") is done only if both hold, in the order written
    (608.2c); its "Otherwise" reads the same joined condition, as it was decided when followed. A condition that
    nests an "otherwise" elsewhere is a ParseError naming the row."""
    from dataclasses import replace
    joined: dict[int, object] = {}   # one joined condition per condition: a sentence's parts share theirs (608.2c)
    out = []
    for ins in made:
        c = ins.condition
        if c is None:
            out.append(replace(ins, condition=row_if))
            continue
        if id(c) not in joined:
            if c.kind == "otherwise" and id(c.inner) in joined:
                c2 = replace(c, inner=joined[id(c.inner)])   # not (the row's and the "if" before it), as decided then
            elif _has_otherwise(c):
                raise ParseError(row, "a results table row whose \u201cotherwise\u201d is not read (706.3a, 608.2c)",
                                 card)
            else:
                c2 = c
            joined[id(c)] = type(c)("and", value=(row_if, c2), text=c.text)
        out.append(replace(ins, condition=joined[id(c)]))
    return out


def _has_otherwise(c) -> bool:
    """Whether a condition is, or joins, an "Otherwise" (608.2c)."""
    if c is None or not hasattr(c, "kind"):
        return False
    return c.kind == "otherwise" or _has_otherwise(c.inner) or \
        (isinstance(c.value, tuple) and any(_has_otherwise(v) for v in c.value))


def row_for(text: str, result) -> str | None:
    """The effect of the row whose results include ``result`` (706.3a); None when ``result`` is no result of the die."""
    table = results_table(text)
    if table is None or not isinstance(result, int) or isinstance(result, bool):
        return None
    return next((row for lo, hi, row in table[1] if lo <= result <= hi), None)


# words of an ability that could change a die roll or see one (706.2: modifiers; "Whenever you roll one or more dice")
_DICE_WORDS = re.compile(rf"\b(?:{dice_words_pattern()})\b", re.I)   # kb.engine.words: one list of die-roll words


def _chosen(rc, key: str):
    """What this resolution's roll gave (``die_result``, ``die_other``; None: no roll, or its result is unknown)."""
    got = (getattr(rc, "chosen", None) or {}).get(key)
    if got is None and not hasattr(rc, "chosen"):   # a description's context (filters.Ctx): its choices carry the
        got = (getattr(rc, "choices", None) or {}).get(key)   # resolution's roll (kb.engine.rctx.RCtx.at)
    return got


def unread_dice_ability(state, name: str) -> bool:
    """An unread ability that mentions dice (706.2: it could modify the roll; "Whenever you roll …" could see it, also
    the planar die's roll, 706.7): noted "cannot decide" (True)."""
    snap = state.evaluate()
    for w in snap.work.values():
        for h in w.abilities:
            ab = h.ability
            if getattr(ab, "kind", "") == "unmodelled" and _DICE_WORDS.search(ab.text or ""):
                state.note_unknown(f"{w.obj.alias}'s \u201c{ab.text}\u201d is not modelled and could change or see "
                                   f"the die roll of {name} (706.2)")
                return True
    return False


def _naturals(ins, given, n: int, sides: int) -> list | None:
    """The stated natural results of ``n`` dice (706.2): a number, or a list of ``n``; None when not stated."""
    from .errors import EngineError
    if given is None:
        return None
    said = given if isinstance(given, list) else [given]
    if len(said) != n or any(isinstance(v, bool) or not isinstance(v, int) or not 1 <= v <= sides for v in said):
        raise EngineError(f"\u201c{ins.text}\u201d: roll: {given!r} is not {'a result' if n == 1 else f'{n} results'} "
                          f"of a d{sides} (each from 1 to {sides}, 706.1a)")
    return said


def _roll_triggers(state) -> bool:
    """Whether any object has a read "Whenever you roll …" ability (kb.engine.triggers)."""
    return any(getattr(getattr(ab, "spec", None), "event", None) == "die_roll"
               for o in state.objects.values() for ab in o.card.abilities)


def _ignore_one(state, ins, item, rep, said: list, keep, who: str, scope):
    """The rolls a replacement effect made (614.1a, kb.engine.rollinstead) less the one ignored (706.6: it never
    happened): the lowest, or the one its roller chose not to keep (``keep``, then used up). (the rolls left, the
    ``keep`` left for the instruction itself); (None, None) when the roller's choice is not stated (noted)."""
    from .errors import EngineError
    rolled = list(said)
    if rep.kind == "ignore_lowest":
        ignored = min(rolled)
    else:
        if keep is None:
            state.unstated_choice(ins, item, "result", f"roll: {{dice: {rolled}, keep: N}}", scope=scope)
            return None, None
        if keep not in rolled:
            raise EngineError(f"\u201c{ins.text}\u201d: keep: {keep} is not one of the results {rolled}")
        ignored = next(v for v in rolled if v != keep) if len(set(rolled)) > 1 else keep
        keep = None
    left = list(rolled)
    left.remove(ignored)
    state.log.add(f"{rep.source_name}'s replacement effect: {who} {len(rolled)} d{ins.opts['sides']} instead "
                  f"({', '.join(map(str, rolled))})", "replacement", indent=1,
                  kind="step")
    state.log.add(f"the roll of {ignored} is ignored, as if it never happened", "die_ignore", indent=1, kind="step")
    return left, keep


def roll_die(state, ins, rc, item) -> bool:
    """706: a die roll of this resolution. The natural results are the scenario's (``choose: {roll: N}``; two dice
    ``[N, M]``, or ``{dice: [N, M], keep: N}`` for the one chosen); the modifier added (706.2); the lower of two rolls
    ignored (706.6: it never happened). False, with what it could change noted "cannot decide" (everything, when a
    "Whenever you roll …" ability could have triggered), when it can't be known: an edition without section 706, an
    unread ability about dice, an unstated result or choice."""
    from .errors import EngineError
    from .gamevalues import value_undecided
    from .text import player_does
    from .unknowns import Unknown, choice_reach, has_mana_burn, scope_of
    o = ins.opts
    text = item.text or ins.text   # what the roll could change: the rest of the ability (or its table)
    rest = text[text.index(ins.text) + len(ins.text):] if ins.text and ins.text in text else text
    # per player, as an unstated "you may" is (kb.engine.unknowns.choice_reach): the rest of the ability, its "you"
    # the roller, its target players; what reads what it changes in turn (608.2c, 706.2)
    spell = state.objects.get(item.oid) if item.kind == "spell" else None
    reach = (((rest.strip() or text, True),), (item.oid if item.kind == "spell" else item.ability,),
             (spell.card_id,) if spell is not None else (), rc.you,
             frozenset(t[1] for t in item.targets or () if t and t[0] == "player") or None)
    scope, whose = choice_reach(state, *reach, snap=state.evaluate())
    if not whose:
        scope = scope_of(rest.strip() or text, has_mana_burn(state))
    key = state.objects[item.source].alias if item.source in state.objects else item.name
    who = player_does(rc.you, "rolls")
    die = f"a d{o['sides']}" if o["dice"] == 1 else f"two d{o['sides']}"

    def unknown(reason: str) -> bool:
        state.unknowns.append(Unknown(reason, scope, since=state.clock, reach=reach if whose else None,
                                      whose=tuple(whose.items())))
        if _roll_triggers(state):   # "Whenever you roll a 4 or higher" may have triggered (603.2)
            state.note_unknown(f"{reason}; a \u201cWhenever you roll\u201d ability may have triggered")
        return False

    if not state.rules_have("die_roll"):
        return unknown(f"{item.name}: the rules of {state.edition} have no rule for rolling a die (706 came on "
                       "2021-07-23): what its roll could change is not decided")
    if unread_dice_ability(state, item.name):
        return False
    if rc.chosen.get("_rolled"):
        return unknown(f"{item.name}: a second die roll in one ability is not read")
    rc.chosen["_rolled"] = True
    rep = replaced_roll(state, roll_replacements(state, rc.you), o["dice"], unknown)   # 614.1a (kb.engine.rollinstead)
    if rep is False:
        return False
    n = o["dice"] + (1 if rep is not None else 0)
    given = rc.choices.get("roll")
    keep = None
    if isinstance(given, dict):
        if (o["dice"] != 2 and getattr(rep, "kind", None) != "ignore_one") or set(given) - {"dice", "keep"}:
            raise EngineError(f"\u201c{ins.text}\u201d: roll: {{dice: [...], keep: N}} is for two dice of which one "
                              f"is kept; give roll: N ({state.rule_no('die_roll')})")
        keep, given = given.get("keep"), given.get("dice")
    try:
        said = _naturals(ins, given, n, o["sides"])
    except EngineError as exc:
        if rep is None:
            raise
        raise EngineError(f"{exc} \u2014 {rep.source_name}'s replacement effect: {who} {n} dice instead "
                          f"({state.rule_no('replacement')})") from None
    if said is not None and rep is not None:   # the roll replaced: one more die, one roll ignored (706.6)
        said, keep = _ignore_one(state, ins, item, rep, said, keep, who, scope)
        if said is None:
            return unknown(f"{item.name}: which of the rolls {rep.source_name}'s effect makes is ignored is not stated")
    if said is None:
        state.log.add(f"{who} {die}: the result is not stated, so what depends on it can't be decided", "die_roll",
                      indent=1, kind="step")
        return unknown(f"{item.name} rolls {die} and the result is not stated: give choose: {{roll: N}} on the step "
                       f"(a triggered ability: triggers: {{{key}: {{choose: {{roll: N}}}}}}, one a trigger when it triggers more "
                       f"than once: [{{choose: {{roll: N}}}}, …]) (706.2)")
    other = None
    if o["dice"] == 2:
        if keep is not None and keep not in said:
            raise EngineError(f"\u201c{ins.text}\u201d: keep: {keep} is not one of the results {said}")
        if o["keep"] == "higher":
            natural = max(said)
            state.log.add(f"{who} two d{o['sides']} ({said[0]}, {said[1]}): the lower roll is ignored, as if it "
                          "never happened", "die_ignore", indent=1, kind="step")
        elif keep is None:
            state.unstated_choice(ins, item, "result", f"roll: {{dice: {said}, keep: N}}", scope=scope)
            return unknown(f"{item.name}: which result is chosen is not stated")
        else:
            natural = keep
            others = list(said)
            others.remove(keep)
            other = others[0]
            state.log.add(f"{who} two d{o['sides']} ({said[0]}, {said[1]}) and chooses {keep}; the other result is "
                          f"{other}", "die_no_table", indent=1, kind="step")
    else:
        natural = said[0]
    result = natural
    if ins.amount is not None:   # "and add the number of cards in your hand" (706.2)
        undecided = value_undecided(ins.amount, state, rc.you)   # a count of cards the scenario doesn't list
        if undecided:
            return unknown(undecided)
        result = natural + o["sign"] * ins.amount.eval(rc, None)
        state.log.add(f"the natural result is {natural}; {'adding' if o['sign'] > 0 else 'subtracting'} "
                      f"{ins.amount} ({result - natural:+d}), the result is {result}", "die_roll", indent=1, kind="step")
    elif o["dice"] == 1:
        state.log.add(f"{who} {die}: the result is {result} (no modifier: the natural result)", "die_roll", indent=1,
                      kind="step")
    rc.chosen.update(die_result=result, die_natural=natural, die_other=other)
    rolled = [(natural, result)] if o["dice"] == 1 or o["keep"] == "higher" else [(v, v) for v in said]
    for i, (nat, res) in enumerate(rolled):   # "Whenever you roll a die" (an ignored roll never happened, 706.6)
        state.emit_die_roll(rc.you, o["sides"], nat, res, i)
    rc.last_amount = result   # "you lose that much life" (the result)
    return True
