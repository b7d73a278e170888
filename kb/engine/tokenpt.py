"""A creature token whose power and toughness are two values: "Create a black Zombie creature token with power equal to
that card's power and toughness equal to that card's toughness." (Soul Separator).

The effect that creates a token defines its characteristics (111.4): here its power is one number and its toughness
another, each determined as the token is created (608.2h: "that card" as it is then, or as it last existed). The words
before "with" are read as any token's ("an X/X black Zombie creature token"), the power as X (``x_pt``, as "where X is"
sets it, 107.3a) and the toughness as ``t_pt`` (kb.engine.actions_tokens).
"""
from __future__ import annotations

import re

__all__ = ["split_token_pt"]

_FORM = re.compile(r"(?P<n>an?|one) (?P<rest>(?!X/X|\d+/\d+)[^\"]+? creature token) with power equal to (?P<p>[^\"]+?) "
                   r"and toughness equal to (?P<t>[^\"]+)")


def split_token_pt(phrase: str) -> tuple[str, str, str] | None:
    """"a black Zombie creature token with power equal to A and toughness equal to B" → ("an X/X black Zombie creature
    token", "A", "B"); None for other words."""
    m = _FORM.fullmatch(phrase.strip())
    if not m:
        return None
    return f"an X/X {m.group('rest')}", m.group("p"), m.group("t")
