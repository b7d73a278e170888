"""Whether the rules of an edition define a predefined token (111.10) or investigate (701.16a) at all.

A predefined token is made with the characteristics its rule gives it ("A Treasure token is a colorless Treasure
artifact token with …", 111.10a). Those rules came one by one: 111.10a Treasure on 2019-07-12, Food on 2019-10-04,
Clue (111.10f) on 2021-06-18 …; before them a card that says "Create a Treasure token" names a token its edition's
rules don't describe, and what that token is — its types, its abilities — is not said there. Investigate has its own
rule from 2016-04-08 (701.33a then), which until 2021 spelled the Clue out itself ("Create a colorless Clue artifact
token with '{2}, Sacrifice this artifact: Draw a card.'"): an investigate makes a Clue under those rules even before
111.10f. Under an edition without the rule the token is not created and the answers it could change are
"cannot decide" (:meth:`kb.engine.actions.ActionsMixin._action_in_rules`).

The rule is found by its words in the edition's text (the kind's own sentence), so a new kind needs no table here.
"""
from __future__ import annotations

import re

__all__ = ["predefined_doubt", "INVESTIGATE_SINCE"]

# the investigate rule in every edition that has one ("Investigate" means "Put a … Clue …" / "Create a Clue token.")
_INVESTIGATE = re.compile(r"^.Investigate. means", re.I)
# the first edition with that rule (701.33a of 2016-04-08; a fact of the KB's editions): without a KB the edition's
# date alone says whether it has it, so an older edition is not answered as today's (tests/test_engine_redteam50.py)
INVESTIGATE_SINCE = "2016-04-08"


def _defines(state, prefixes: tuple, rx) -> bool:
    """Whether the rules of ``state``'s edition have a rule under ``prefixes`` whose text ``rx`` matches (without a
    KB: the reference edition, which has them all)."""
    rows = state.edition_rows()
    if rows is None:
        return True
    return state.edition_rule(rx, prefixes) is not None


def predefined_doubt(state, ins) -> str | None:
    """Why the token instruction ``ins`` can't be carried out under ``state``'s edition (its predefined token, or the
    investigate that makes it, has no rule there), or None when it can or isn't one."""
    if getattr(ins, "kind", None) != "token" or not isinstance(ins.opts, dict):
        return None
    kind = ins.opts.get("kind")
    if ins.opts.get("investigate"):
        if state.edition_rows() is None and str(state.edition) >= INVESTIGATE_SINCE:   # no KB: by its date
            return None
        if state.edition_rows() is not None and _defines(state, ("701.",), _INVESTIGATE):   # 701.16a: its rule gives
            return None                                                  # the Clue (spelled out before 2021)
        return f"investigate has no rule in the rules of {state.edition} (701.16a came later)"
    if not kind:
        return None
    from .instructions import TOKEN_KINDS   # the kinds the engine knows, each with its rule's characteristics
    if kind not in TOKEN_KINDS:
        return None
    article = "An" if kind[:1] in "AEIOU" else "A"
    if _defines(state, ("111.", "110."), re.compile(rf"^{article} {re.escape(kind)} token is", re.I)):
        return None
    return (f"a {kind} token is a predefined token the rules of {state.edition} don't define (111.10 came later): what "
            "it is can't be decided")
