"""A creature token whose power and toughness a quoted ability in the next sentence defines: "Create a white and black
Spirit enchantment creature token. It has "This creature's power and toughness are each equal to the number of
experience counters you have."" (Daxos the Returned).

111.3: the spell or ability that creates a token may define any of its characteristics, functionally as if printed on
it; 604.3a (2): a characteristic-defining ability "granted to the token it affects by the effect that created the
token" is one. The sentence "It has "…"" right after the creation, naming that token, is that effect's definition of
its power and toughness, so the token is read as created with the ability: "Create … token with "…"." — the same token
the engine already builds for the "with" wording (kb.engine.instructions' token creation): its P/T from the CDA in
every zone (604.3), copiable (707.2). Only a token described without a power and toughness, and only a quoted
ability that defines power and/or toughness, is joined: other "It has" sentences keep their own reading.
"""
from __future__ import annotations

import re

__all__ = ["join_token_cda"]

_JOIN = re.compile(r"(?P<create>\b[Cc]reate (?:a|an|one) (?P<what>[^.\"]*?\bcreature token))\. It has "
                   r"(?P<ab>\"(?:~|This creature|This token)(?:'s)? (?:power and toughness are each|power is|toughness is) "
                   r"equal to [^\"]+\")")


def join_token_cda(t: str) -> str:
    """``t`` with "Create a … creature token. It has "<its P/T-defining ability>"" written as "Create a … creature
    token with "<…>"" when the token phrase gives no power and toughness; else ``t`` unchanged."""
    def one(m: re.Match) -> str:
        if re.search(r"\b(?:\d+|X)/(?:\d+|X)\b", m.group("what")):
            return m.group(0)
        return f"{m.group('create')} with {m.group('ab')}"
    return _JOIN.sub(one, t)
