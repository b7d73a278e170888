"""A close spelling of a card's name read only when it is closer to that card than to any other (redteam8).

"Lightning Blot" is one letter from Lightning Blow and one swap from Lightning Bolt: the KB's ranking (the share of
letters in common, in order, kb.cards.find_cards) ties them and keeps the first by name, so the question was read as
Lightning Blow, which deals no damage, and answered "Dies? No". A close spelling names a card only when no other card
the KB (or the question's own definitions) offers is as close, counted in edits where swapping two letters side by side
is one edit (the usual typing slip); when one is, the words are refused, naming the cards they could be (201.2: a
name is what tells two cards apart, and the reader does not guess which one was meant).
"""
from __future__ import annotations

from kb.engine.ask.lexicon import AskError, fold_key


def as_close(key: str, names: list[str]) -> list[str]:
    """The names (best first, as ranked) at least as close to ``key`` as the first one, the first included, when
    there are two or more of them; else [] (the first is the one close spelling)."""
    if len(names) < 2:
        return []
    # imported on this path only (a close spelling with rivals), so a question that names its cards rightly does not
    # load rapidfuzz (about 20-40 ms a process)
    from rapidfuzz.distance import OSA
    dist = {n: OSA.distance(key, fold_key(n)) for n in names}
    best = dist[names[0]]
    tied = [n for n in names if dist[n] <= best]
    return tied if len(tied) > 1 else []


def refuse_rival_spellings(key: str, names: list[str], phrase: str, q: str, start: int, end: int, step: int) -> None:
    """Raise the reader's error when ``phrase`` (folded: ``key``) is spelt as close to another of ``names`` (the
    close spellings found, best first) as to the first one."""
    tied = as_close(key, names)
    if tied:
        raise AskError(f"{phrase!r} is spelt as close to {' as to '.join(tied[:4])}: which card is meant is not "
                       "said (write the whole name)", q, start, end, step)
