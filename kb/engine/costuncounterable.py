"""A cost change and "can't be countered" of the same spells, in one sentence (601.2f, 101.2, 701.6a).

"Spells you cast with mana value 5 or greater cost {1} less to cast and can't be countered." and "Spells with flash
you cast cost {1} less to cast and can't be countered." are two effects of one static ability on the spells it
describes (604.1, 611.3a): the cost change read as the sentence "<spells> cost {N} less to cast" alone (601.2f: as
the total cost is determined) and the rules effect "can't be countered" on the same description (101.2: the "can't"
wins over an instruction to counter it, 701.6a; kb.engine.stack.counter). "Spells you cast" describes the spells
their controller cast; the engine reads no effect that changes a spell's controller, so the two are the same
spells on the stack."""
from __future__ import annotations

import re
from dataclasses import replace

__all__ = ["read_cost_and_uncounterable"]

_SHAPE = re.compile(r"((?:.+? )?[Ss]pells? .*?cost \{\d+\} (?:less|more) to cast) and can't be countered")


def read_cost_and_uncounterable(s: str, read_cost, uncounterable_op):
    """``s`` (without its period) as this shape → (the cost sentence's template with ``uncounterable_op`` added,
    described by ``s``), or None. ``read_cost(sentence)`` reads the cost sentence alone (the static reader's own
    cost-change template) and returns a template or None; the selector of the cost change is the one both effects
    apply to."""
    m = _SHAPE.fullmatch(s)
    if not m:
        return None
    tpl = read_cost(m.group(1))
    if tpl is None:
        return None
    return replace(tpl, ops=tuple(tpl.ops) + (uncounterable_op,), describe=s)
