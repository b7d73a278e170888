""""Untap all creatures you control, and after this phase, there is an additional combat phase." (Lightning Runner,
Combat Celebrant's "untap all other creatures you control and after this phase, there is an additional combat
phase"): one sentence of two instructions, done in the order written (608.2c) — the untap, then the additional combat
phase after this one (500.8, kb.engine.instructions' "After this phase, there is an additional combat phase.").

:func:`split_after_phase` gives the two sentences, or None; the caller reads each as a sentence of its own (a word it
doesn't read leaves that one unread)."""
from __future__ import annotations

import re

__all__ = ["split_after_phase"]

_SENTENCE = re.compile(r"(?P<first>.+?),? and (?P<second>after this (?:main |combat )?phase, there is an additional combat "
                       r"phase(?: followed by an additional main phase)?)")


def split_after_phase(s: str) -> tuple[str, str] | None:
    """``s`` (a sentence without its period) → (the first instruction's sentence, "After this phase, there is …"), or
    None when ``s`` is not this form."""
    m = _SENTENCE.fullmatch(s.strip())
    if m is None or re.search(r"\bafter this\b", m.group("first"), re.I):
        return None
    first = m.group("first")
    return first[0].upper() + first[1:] + ".", m.group("second")[0].upper() + m.group("second")[1:] + "."
