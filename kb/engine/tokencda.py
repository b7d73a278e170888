"""A token whose abilities a quoted ability in the next sentence gives it: "Create a 0/1 colorless Eldrazi Spawn creature
token. It has "Sacrifice this token: Add {C}."" (Awakening Zone), "Create two 1/1 colorless Eldrazi Scion creature
tokens. They have "Sacrifice this token: Add {C}."", "Create a white and black Spirit enchantment creature token. It
has "This creature's power and toughness are each equal to the number of experience counters you have."" (Daxos the
Returned).

111.3: the spell or ability that creates a token may define any of its characteristics; they are functionally
equivalent to characteristics printed on a card and define the token's copiable values (707.2) — a token copy of an
Eldrazi Spawn has its mana ability; 604.3a (2): a characteristic-defining ability "granted to the token it affects by
the effect that created the token" is one. The sentence "It has "…"" (or "They have "…"" after tokens) right after the
creation, naming those tokens, is that effect's definition of them, so the tokens are read as created with the
ability: "Create … token with "…"." — the same token the engine already builds for the "with" wording
(kb.engine.instructions' token creation), the ability part of its text in every zone (604.3), copiable (707.2).
Only one quoted ability, and only "has"/"have" (not "gains", an effect that isn't the token's text, nor a list mixing
keywords and quoted abilities), is joined: other sentences keep their own reading. A token that is a copy of
something ("a token that's a copy of …") is not described by words and is not joined.
"""
from __future__ import annotations

import re

__all__ = ["join_token_cda"]

_JOIN = re.compile(r"(?P<create>\b[Cc]reate (?P<n>a|an|one|two|three|four|five|X|\d+) (?P<what>[^.\"]*?\bcreature "
                   r"tokens?))\. (?P<it>It has|They have) (?P<ab>\"[^\"]+\")(?P<reminder> \([^()]*\))?(?=\.|$| [A-Z])\.?")


def join_token_cda(t: str) -> str:
    """``t`` with "Create a … creature token. It has "<ability>"" (or "Create two … creature tokens. They have
    "<ability>"") written as "Create a … creature token with "<…>"."; else ``t`` unchanged."""
    def one(m: re.Match) -> str:
        single = m.group("n") in ("a", "an", "one")
        plural = m.group("what").endswith("tokens")
        if single == plural or (m.group("it") == "It has") != single or "copy of" in m.group("what"):
            return m.group(0)
        return f"{m.group('create')} with {m.group('ab')}."
    return _JOIN.sub(one, t)
