"""Which permanents and players each proliferate of a resolving spell or ability chooses (701.34a, 608.2d).

"To proliferate means to choose any number of permanents and/or players that have a counter, then give each one
additional counter of each kind that permanent or player already has" (701.34a): the choice is made each time, as that
proliferate is done (608.2d). "Proliferate, then proliferate again" is two proliferates, two choices — the second may
take a permanent or player that got its first counter from the first. A scenario states them as one list per
proliferate, in order (``choose: {proliferate: [[Test Bear], [Test Bear, opponent]]}``); one plain list is the choice of
a lone proliferate only: stated for two or more, which of them it is (or whether both) is not said — "cannot decide".
"""
from __future__ import annotations

__all__ = ["proliferate_choice"]


def _per_proliferate(want) -> bool:
    return isinstance(want, (list, tuple)) and bool(want) and all(isinstance(w, (list, tuple)) for w in want)


def proliferate_choice(state, ins, rc, item, want, no: str):
    """The names this proliferate chooses (its own list when ``want`` gives one per proliferate), or None: not stated
    for it, noted "cannot decide" (what it would change can't be decided), and nothing is done."""
    from .errors import EngineError
    total = rc.chosen.get("proliferates") or 1
    k = rc.chosen.get("proliferated", 0)
    rc.chosen["proliferated"] = k + 1
    if _per_proliferate(want):
        if len(want) != total:
            raise EngineError(f"\u201c{ins.text}\u201d: {len(want)} lists given for {total} proliferate(s): give one list "
                              f"per proliferate, in order ({no}, {state.rule_no('choices_on_resolution')})")
        return list(want[k])
    if total == 1:
        return want
    if k == 0:
        state.note_unknown(f"{item.name}: \u201c{ins.text}\u201d — each of its {total} proliferates chooses its own "
                           f"permanents and players as it is done ({no}, {state.rule_no('choices_on_resolution')}); one "
                           f"list is stated: give one per proliferate (choose: {{proliferate: [[…], […]]}})")
    return None
