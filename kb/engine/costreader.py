"""The cost reader, for modules below kb.engine.instructions: "Exile three other cards from your graveyard", "Sacrifice
two Mountains" read as costs (118; kb.engine.instructions.parse_costs, which registers itself here as it is imported),
so that a reader the statics' parser or the renderer uses (kb.engine.escapegrant, kb.engine.splicecost) needs no import
of kb.engine.instructions (no import circle). Nothing registered: nothing is read (the words stay unread)."""
from __future__ import annotations

__all__ = ["COST_READERS", "read_costs"]

COST_READERS: list = []   # callables: words → a tuple of Cost (a ParseError for words they can't read)


def read_costs(words: str) -> tuple | None:
    """``words`` ("Exile three other cards from your graveyard") → their costs, or None when no reader reads them."""
    from .errors import ParseError
    text = words.strip()
    text = text[:1].upper() + text[1:]
    for read in COST_READERS:
        try:
            got = tuple(read(text))
        except ParseError:
            continue
        if got:
            return got
    return None
