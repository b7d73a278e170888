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


# words that may stand beside a card's name without being part of it or saying anything of the card: articles, whose
# it is (the possessive is read by the steps before the name is looked up, or said by the clause's player), and "first"
# / "original" ("my first Isamaru" after a second was cast: the one named first, which a close spelling finds first),
# "one of the bears"
_BESIDE_NAME = frozenset({"a", "an", "the", "my", "his", "her", "their", "your", "our", "its", "own", "this", "that",
                          "opponent's", "opponents", "opponents'", "opponent", "opp's", "opps", "opp", "only", "just",
                          "one", "single", "lone", "also", "too", "still", "then", "now", "first", "original", "of"})


def refuse_words_beside_name(key: str, name: str, phrase: str, q: str, start: int, end: int, step: int) -> None:
    """Raise the reader's error when ``phrase`` (folded: ``key``), read as a close spelling of the card ``name``, holds
    words beside the name that are no spelling of its words: "his flying Grizzly Bears", "my 4/4 Grizzly Bears", "an
    infect Grizzly Bears" say what the creature has or is (a keyword ability, 702; a power and toughness, 208), and a
    close spelling dropped them (redteam11: "Can my Hill Giant block his flying Grizzly Bears? Yes"; a "4/4" Bears died
    to Lightning Bolt). What the card has beyond its own text comes from an effect the question does not name, so the
    words are named, never left out."""
    words = key.split()
    own = fold_key(name).split()
    if len(words) <= len(own):
        return           # "Lightning Blot", "Humillity": a misspelling, no word more than the name has
    # imported on this path only (a close spelling with words more than the name), as in as_close
    from rapidfuzz.distance import OSA

    def spelt(w: str) -> bool:
        return w in own or any(OSA.distance(w, o) <= max(1, len(o) // 4) for o in own)

    # the words before the name's first word: what is said of the card ("flying", "4/4"); a word after it is the
    # sentence going on, which the steps read ("Does a Wall of Wood die")
    lead = next((k for k, w in enumerate(words) if spelt(w)), len(words))
    extra = [w for w in words[:lead] if w not in _BESIDE_NAME]
    if extra:
        raise AskError(f"cannot read {' '.join(extra)!r} in {phrase!r}: it is no part of the name {name}, and what "
                       f"it says of the card (a keyword ability, a power and toughness, 702, 208) comes from something "
                       "the question does not name: say what gives it (or ask without it)", q, start, end, step)


def one_close_spelling(lex, phrase: str) -> bool:
    """Whether ``phrase`` is a close spelling of exactly one card's name ("Trained Armadon", "Grizly Bears"): the KB's
    close spelling, at least 0.85 alike and with no other name as close (:func:`as_close`). Used where a list goes on
    ("A and Trained Armadon"): the name itself is read (and named as a close spelling) by the step reader."""
    import difflib
    key = fold_key(phrase)
    if not key or len(key) < 4:
        return False
    how, names = lex.suggest(phrase)
    return how == "fuzzy" and bool(names) and difflib.SequenceMatcher(None, key, fold_key(names[0])).ratio() >= 0.85 \
        and not as_close(key, names)
