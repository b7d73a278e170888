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


def kept_names(compiled, res, movable: list) -> dict:
    """The names to keep (step index → name) for the permanents of one name in the steps to reorder: the name each
    got in the run of the question's own order (``NAME``, ``NAME #2`` …: GameState.unique_alias, counting every
    object the steps made, a card put into a graveyard too), read from that run's record of each enter step."""
    entered = {rec.index - 1: rec.entered for rec in res.records if len(rec.entered) == 1}
    names = {k: compiled.steps[k]["enter"].get("card") for k in movable}
    return {k: entered[k][0] for k in movable if k in entered and not compiled.steps[k]["enter"].get("as")
            and (entered[k][0] != names[k] or list(names.values()).count(names[k]) > 1)}


def _arrangements(mov: list, keys: dict):
    """The distinct orders of the steps ``mov`` (two steps of one key are the same in either order): each once, the
    steps of one key in their written order."""
    groups: dict = {}
    for k in mov:
        groups.setdefault(keys[k], []).append(k)

    def place(left: dict, out: list):
        if not any(left.values()):
            yield tuple(out)
            return
        for key, n in left.items():
            if n:
                left[key] -= 1
                yield from place(left, out + [key])
                left[key] += 1

    for seq in place({key: len(g) for key, g in groups.items()}, []):
        taken = {key: iter(g) for key, g in groups.items()}
        yield tuple(next(taken[key]) for key in seq)


def board_orders(compiled, lex) -> tuple[list, list, int] | None:
    """(the steps whose order may matter — permanents with rules text —, their distinct orders, each a tuple of
    step indices, and how many orders there are). None when nothing is to try; over :data:`MAX_ORDERS` orders, they
    are counted, not listed (the orders list is empty)."""
    movable, choices, sizes, count = [], [], [], 1
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
        perms: list = []
        if math.factorial(len(mov)) > _MAX_TRIED and distinct > MAX_ORDERS:
            n_perms = distinct      # too many to try: counted, never listed
        else:
            n_perms = 0
            candidates = _arrangements(mov, keys) if math.factorial(len(mov)) > _MAX_TRIED else \
                itertools.permutations(mov)
            seen: set = set()
            for p in candidates:
                if not all([k for k in p if k in g] == g for g in keep):
                    continue
                arrangement = tuple(keys[k] for k in p)
                if arrangement not in seen:
                    seen.add(arrangement)
                    n_perms += 1
                    if n_perms <= MAX_ORDERS:
                        perms.append(p)
        movable.append(mov)
        choices.append(perms)
        sizes.append(n_perms)
        count *= n_perms
        if len(choices) > 1 and sum(sizes) > MAX_ORDERS:
            break
    if not movable:
        return None
    flat = [k for mov in movable for k in mov]
    return flat, ([sum(combo, ()) for combo in itertools.product(*choices)] if count <= MAX_ORDERS else []), count


def name_order(compiled, order: tuple, labels: dict | None = None) -> str:
    labels = labels or {}
    names = [compiled.steps[k]["enter"].get("as") or labels.get(k) or compiled.steps[k]["enter"]["card"]
             for k in order]
    return ", then ".join(names)
