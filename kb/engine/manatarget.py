"""A mana amount that counts what a target names: "Add {R} for each card in target opponent's hand." (a spell's
instruction, 106.4; an ability with a target is not a mana ability, 605.1a).

The count phrase of the amount (kb.engine.manaamount) names a target, so it is read with the ability's own targets as
the instruction is read — the target is chosen as the spell is cast (601.2c, 115.1) — and counted as the spell
resolves (608.2h): the instruction carries the count's value (``opts["count_value"]``) and the mana it adds is
one symbol for each (kb.engine.stack.produce_mana). A count phrase without "target" is read as before, by
:func:`kb.engine.instructions.mana_count` at resolution.
"""
from __future__ import annotations

import re

from .manaamount import amount_phrase, read_mana_amount

__all__ = ["targeted_count"]

_TARGET = re.compile(r"\btarget\b")


def targeted_count(produces: str, read_each, read_equal):
    """The value of ``produces``' count when it names a target ("{R} for each card in target opponent's hand"),
    read by the instruction reader's own count readers (``read_each`` for "for each …", ``read_equal`` for "equal
    to …" / "where X is …"), which declare the target; None when the amount names no target or is not a count."""
    amount = read_mana_amount(amount_phrase("Add " + produces))
    if amount is None or amount.how not in ("each", "equal") or not _TARGET.search(amount.count or ""):
        return None
    return (read_each if amount.how == "each" else read_equal)(amount.count)
