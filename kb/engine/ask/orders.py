"""The orders to try for a board the question does not order ("Humility and Opalescence are on the battlefield"):
the permanents with rules text, in every order that is not the same board again.

Two permanents that enter alike (the same card, controller and options: "three Swamps") are the same in either
order: their arrangements are tried once (a multiset of steps, not a list). Permanents of one name that differ (my
Plague Rats and my opponent's) keep the names the question's own order gave them ("Plague Rats", "Plague Rats #2"),
so that an answer about "my Plague Rats" is about the same object in every order (613.7d)."""
from __future__ import annotations

import itertools
import json
import math

MAX_ORDERS = 120     # 5 permanents with rules text in one unordered board: 5! orders
_MAX_TRIED = 400_000  # permutations looked at to find the distinct ones (9! orders)


def _key(step: dict) -> str:
    e = {k: v for k, v in step["enter"].items() if k != "as"}
    return json.dumps(e, sort_keys=True, default=str)


def natural_labels(steps: list) -> dict:
    """Each entering step's object name as the game gives it (``NAME``, then ``NAME #2`` …: state.unique_alias),
    for the names that enter more than once."""
    names = [s["enter"].get("card") if isinstance(s, dict) and isinstance(s.get("enter"), dict) else None
             for s in steps]
    twice = {n for n in names if isinstance(n, str) and names.count(n) > 1}
    seen: dict = {}
    out = {}
    for k, n in enumerate(names):
        if n not in twice:
            continue
        if steps[k]["enter"].get("as"):
            continue
        seen[n] = seen.get(n, 0) + 1
        out[k] = n if seen[n] == 1 else f"{n} #{seen[n]}"
    return out


def board_orders(compiled, lex) -> tuple[list, list, dict] | None:
    """(the steps whose order may matter — permanents with rules text —, their distinct orders, each a tuple of
    step indices, and the names to keep: step index → name). None when nothing is to try; the orders list is
    longer than :data:`MAX_ORDERS` when there are too many to try."""
    movable, choices = [], []
    for steps, said in compiled.unordered:
        names = {k: compiled.steps[k]["enter"].get("card") for k in steps}
        mov = [k for k in steps if isinstance(names[k], str) and ((lex.card(names[k]) or {}).get("text") or "").strip()]
        if len(mov) < 2:
            continue
        keep = [[k for k in g if k in mov] for g in said]
        keys = {k: _key(compiled.steps[k]) for k in mov}
        distinct = math.factorial(len(mov))
        for n in {keys[k] for k in mov}:
            distinct //= math.factorial(sum(1 for k in mov if keys[k] == n))
        if math.factorial(len(mov)) > _MAX_TRIED:
            perms = [tuple(mov)] * (distinct if distinct > MAX_ORDERS else MAX_ORDERS + 1)
        else:
            seen, perms = set(), []
            for p in itertools.permutations(mov):
                if not all([k for k in p if k in g] == g for g in keep):
                    continue
                arrangement = tuple(keys[k] for k in p)
                if arrangement not in seen:
                    seen.add(arrangement)
                    perms.append(p)
        movable.append(mov)
        choices.append(perms)
        if len(choices) > 1 and sum(len(c) for c in choices) > MAX_ORDERS:
            break
    if not movable:
        return None
    flat = [k for mov in movable for k in mov]
    return flat, [sum(combo, ()) for combo in itertools.product(*choices)], natural_labels(compiled.steps)


def name_order(compiled, order: tuple, labels: dict | None = None) -> str:
    labels = labels or {}
    names = [compiled.steps[k]["enter"].get("as") or labels.get(k) or compiled.steps[k]["enter"]["card"]
             for k in order]
    return ", then ".join(names)
