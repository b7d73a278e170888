"""A cost that removes counters without naming their kind: "Remove a counter from ~", "Remove two counters from this
creature", "Remove a counter from a creature you control".

Counters are of many kinds (122.1); a cost that names none is paid by removing that many counters of any kinds from
the object, as its controller chooses while paying it (601.2h, 602.2b) — two counters of one kind, or one each of two
kinds. A cost can't be paid without the resources it names (118.3): fewer counters than it says, of all kinds together,
and it can't be paid. Which kinds are removed is a choice: when every counter on the object is of one kind there is
nothing to choose; otherwise the scenario states it (``remove_kind: [KIND, …]`` on the activation, one kind for all of
them or one a counter), and an unstated choice among several kinds is refused as a choice the question must state, never
guessed (which kind is left can change what the permanent is: a -1/-1 or a +1/+1 counter, a stun counter, 704.5q).

Read by :func:`read_any_counter_cost` (the cost grammar, kb.engine.activationcost: a ``remove_counters`` Cost whose
``counter`` is empty), paid by :func:`pay_any_counters` (kb.engine.stack)."""
from __future__ import annotations

import re

__all__ = ["read_any_counter_cost", "pay_any_counters", "STATED_KEY"]

STATED_KEY = "remove_kind"   # the activation's statement of the kinds removed (kb.engine.stack.COST_KEYS)


def read_any_counter_cost(p: str, pc, count_words: str, count):
    """``p`` ("Remove a counter from ~", "Remove two counters from a permanent you control") → a ``remove_counters``
    Cost of no kind (``counter=""``), or None when ``p`` is not such a cost. ``count_words`` and ``count`` are the cost
    grammar's number reader (a word, digits or X, 107.3)."""
    from .instruction_types import Cost, Subject
    from .parser import parse_selector

    m = re.fullmatch(rf"remove {count_words} counters? from (~|it|this \w+)", p, re.I)
    if m:
        n, x = count(m.group(1))
        return Cost("remove_counters", n=n, counter="", x=x, text=p)
    m = re.fullmatch(rf"remove {count_words} counters? from ((?:a|an|another) .+)", p, re.I)
    if m:   # one permanent of that kind, chosen as the cost is paid (``remove_from:``, 602.2b)
        n, x = count(m.group(1))
        sel = parse_selector(re.sub(r"^an? ", "", m.group(2), flags=re.I), pc)
        return Cost("remove_counters", n=n, x=x, counter="", subject=Subject("chosen", selector=sel, text=m.group(2)),
                    text=p)
    return None


def pay_any_counters(state, o, c, n: int, stated, item) -> dict:
    """Remove ``n`` counters of any kinds from ``o`` to pay ``c`` (601.2h, 602.2b): the kinds as ``stated`` (a list of
    kinds: one for all, or one a counter), or the only kind the object has. Returns {kind: how many removed}; an
    EngineError when the counters aren't there (118.3) or the kinds are a choice not stated."""
    from .errors import EngineError

    have = {k: v.n for k, v in o.counters.items() if getattr(v, "n", 0) > 0}
    total = sum(have.values())
    cite = f"{state.rule_no('cost_resources')}, {state.rule_no('activation_cost')}"
    if total < n:
        raise EngineError(f"{o.alias} has {total} counter(s) in all: \u201c{c.text}\u201d can't be paid ({cite})")
    kinds = [str(k) for k in (stated or [])]
    if not kinds:
        if len(have) > 1 and n:
            raise EngineError(f"{item.name}: \u201c{c.text}\u201d needs a choice: which kind of counter is removed from "
                              f"{o.alias} ({', '.join(sorted(have))}); give {STATED_KEY}: [KIND] "
                              f"({state.rule_no('cast_modes')}, {state.rule_no('activation_cost')})")
        kinds = list(have)[:1]
    want: dict = {}
    if len(kinds) == 1:
        want[kinds[0]] = n
    elif len(kinds) == n:
        for k in kinds:
            want[k] = want.get(k, 0) + 1
    else:
        raise EngineError(f"{item.name}: \u201c{c.text}\u201d removes {n} counter(s): give {STATED_KEY} one kind, or one "
                          f"a counter ({state.rule_no('activation_cost')})")
    for k, m in want.items():
        if have.get(k, 0) < m:
            raise EngineError(f"{o.alias} has {have.get(k, 0)} {k} counter(s): \u201c{c.text}\u201d can't be paid "
                              f"with {m} of them ({cite})")
    for k, m in want.items():
        if m:
            state.remove_counters(o, k, m)
    return want
