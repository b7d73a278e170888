"""A cost change a resolving spell or ability makes for a time: "Noncreature spells your opponents cast cost {2} more
to cast until your next turn." (Elspeth Conquers Death's chapter II), "Spells you cast cost {1} less to cast this
turn.", "Until end of turn, creature spells you cast cost {1} less to cast."

601.2f: cost increases and reductions apply as a spell's total cost is determined. The effect a resolving spell or
ability makes is a rules effect: it applies to whatever spells match when their costs are determined, not to a set of
objects fixed as it resolved (611.2c names characteristics and controller only), for as long as it says (611.2a; "this
turn": until the cleanup step, 514.2). The sentence without its duration is read by the statics' cost reader
(kb.engine.parser), so the same words are read for a static ability and for a resolving one; anything else in the
sentence (another effect) is not read here."""
from __future__ import annotations

import re

_TIMED = re.compile(r"(.+?) this turn|Until end of turn, (.+)|Until your next turn, (.+)|(.+?) until your next turn")


def read_cost_change_for_a_time(s: str, static_sentence) -> tuple | None:
    """``s`` (one sentence, no final period) → (selector, cost ops, duration 'end_of_turn' | 'until_your_next_turn'),
    or None when it is not a cost change for a time. ``static_sentence`` reads the sentence without its duration as a
    static ability's (an EffectTemplate, or a ParseError)."""
    from .errors import ParseError
    m = _TIMED.fullmatch(s.strip())
    if m is None:
        return None
    body = next(g for g in m.groups() if g)
    if not re.search(r"\bcosts? (?:\{[^}]+\})+ (?:less|more) to cast\b", body) or re.search(r"\bthis turn\b", body):
        return None
    lasts = "until_your_next_turn" if m.group(3) or m.group(4) else "end_of_turn"
    try:
        t, _cda = static_sentence(body[:1].upper() + body[1:])
    except ParseError:
        return None
    ops = tuple(getattr(t, "ops", ()) or ())
    if t.selector is None or getattr(t, "condition", None) is not None or not ops or \
            any(op.kind != "cost" or op.verb != "cast" for op in ops):
        return None
    return t.selector, ops, lasts
