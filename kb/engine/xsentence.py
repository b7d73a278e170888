""""~ deals X damage to target creature or planeswalker and you gain X life. X is the number of creatures you control."
(Lantern Flare cast for its mana cost, the bracketed words kept; kb.engine.cleave): a last sentence defining X for the
one sentence before it — the same as "…, where X is the number of creatures you control" (107.3a: X defined by the
text; the value is determined as the spell resolves, 608.2h).

Read only when the text is exactly two sentences, the first the only one naming X and defining none itself; any
other text is left as it is (and the "X is …" sentence unread)."""
from __future__ import annotations

import re

__all__ = ["x_sentence_last"]

_TEXT = re.compile(r"(?P<first>[^.]*\bX\b[^.]*)\.\s+X is (?P<value>[^.]+)\.")


def x_sentence_last(text: str) -> str:
    """``text`` with a last "X is …" sentence joined to the sentence before as ", where X is …"; else ``text``."""
    m = _TEXT.fullmatch(text.strip())
    if m is None or re.search(r"\bwhere X is\b", m.group("first")):
        return text
    return f"{m.group('first')}, where X is {m.group('value')}."
