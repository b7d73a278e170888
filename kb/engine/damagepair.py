"""Two damage amounts replaced at once: "~ deals 1 damage to target player or planeswalker and 1 damage to target
creature that player or that planeswalker's controller controls. If you had a land enter the battlefield under your
control this turn, ~ deals 3 damage to that player or planeswalker and 3 damage to that creature instead." (Searing
Blaze).

608.2c: the later text modifies the earlier — when the condition holds, each recipient named by a pointer ("that
player or planeswalker", "that creature") is dealt the other amount instead. Each pointer must name exactly one of the
two recipients of the damage before, and the two pointers different ones — one way only to give each pointer a
recipient it surely names; else the sentence is not read (which recipient's damage it changes is not told). The amounts are kept on the damage instruction as its alternatives
(kb.engine.actions_damage: (condition, amount, recipient index, words))."""
from __future__ import annotations

import re

__all__ = ["read_pair_instead"]

_NOUNS = r"creature|player|planeswalker|permanent|player or planeswalker|creature or player"
_PAIR = re.compile(rf"(?:~|it) deals (\w+) damage to (that (?:{_NOUNS})) and (\w+) damage to (that (?:{_NOUNS})) "
                   r"instead")


def read_pair_instead(body: str, recipients: list, names) -> list[tuple[str, int, str]] | None:
    """[(amount words, recipient index, pointer words)] for each of the two, or None when ``body`` is not this form or
    a pointer doesn't name exactly one recipient. ``names(subject, noun)``: True / False / None (can't be told) —
    kb.engine.instructions._names_recipient."""
    m = _PAIR.fullmatch(body.strip().rstrip("."))
    if m is None or len(recipients) != 2:
        return None
    said = ((m.group(1), m.group(2)), (m.group(3), m.group(4)))
    fits = [[names(r, to[len("that "):]) for r in recipients] for _amount, to in said]
    # the one way to give each pointer a recipient it surely names, a different one each: "that creature" may be unsure
    # of a target planeswalker (a planeswalker can be a creature) but the other pointer surely names that one
    ways = [(a, b) for a, b in ((0, 1), (1, 0)) if fits[0][a] is True and fits[1][b] is True]
    if len(ways) != 1:
        return None
    return [(said[k][0], ways[0][k], said[k][1]) for k in (0, 1)]
