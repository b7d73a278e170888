"""Counters said of 'it' in the sentence after the board: "I control Grizzly Bears. It has a -1/-1 counter on it."

The statement "X has a +1/+1 counter" is read as X entering with it, and a card the board names again is refused (one
object or two? ProseReader.counters_said_of_one). 'It' right after a sentence that puts one card on the battlefield is
that card, the same object: the counters are read as said with it ("I control Grizzly Bears with a -1/-1 counter"),
and the kinds together (704.5q removes +1/+1 and -1/-1 counters in pairs in the editions that have the rule).
"""
from __future__ import annotations

import re

from .lexicon import number_word
from .ptoks import PTok

__all__ = ["it_has_counters"]

_SUBJECTS = (("i", "control"), ("i", "have"), ("my", "opponent", "controls"), ("opponent", "controls"),
             ("my", "opponent", "has"), ("opponent", "has"), ("he", "controls"), ("she", "controls"),
             ("they", "control"))
_HAS = (("it", "has"), ("it", "had"), ("it", "now", "has"), ("it", "has", "got"), ("it's", "got"))
_KIND = re.compile(r"[+\-\u2212]\d{1,2}/[+\-\u2212]\d{1,2}|[a-z][a-z-]{1,20}")


def _counters(toks: list[PTok]) -> bool:
    """Whether the words are "N KIND counter(s) [and N KIND counter(s)]… [on it]", nothing else."""
    w = [t.low for t in toks]
    if w[-2:] == ["on", "it"]:
        w = w[:-2]
    k, groups = 0, 0
    while k < len(w):
        if groups and w[k] in ("and", ","):
            k += 1
        if k + 2 >= len(w) or number_word(w[k]) is None or not _KIND.fullmatch(w[k + 1]) or \
                w[k + 1] in ("a", "an", "the") or w[k + 2] not in ("counter", "counters"):
            return False
        k += 3
        groups += 1
    return groups > 0


def it_has_counters(reader, sentences: list[tuple[list[PTok], bool]]) -> list[tuple[list[PTok], bool]]:
    """"I control X. It has N KIND counters [on it]." as "I control X with N KIND counters.": X is the one card the
    sentence before puts on the battlefield (its whole object); unchanged otherwise."""
    out: list[tuple[list[PTok], bool]] = []
    for sent, q in sentences:
        w = [t.low for t in sent]
        has = next((h for h in _HAS if tuple(w[:len(h)]) == h), None) if not q else None
        if has and out and not out[-1][1] and _counters(sent[len(has):]):
            prev = out[-1][0]
            pw = [t.low for t in prev]
            subj = next((s for s in _SUBJECTS if tuple(pw[:len(s)]) == s), None)
            n, d = reader.card_at(prev, len(subj)) if subj and len(pw) > len(subj) else (0, None)
            if d is not None and len(subj) + n == len(prev):
                said = sent[len(has):]
                if [t.low for t in said[-2:]] == ["on", "it"]:
                    said = said[:-2]
                reader.changed = True
                reader.notes.append(f"'{sent[0].text}' is {d['name']}, the one card the sentence before names: the "
                                    "counters are read as on it")
                out[-1] = (prev + [reader.made("with", said[0])] + [reader.made(t.text, t) for t in said], False)
                continue
        state = _state_of_it(w) if not q and out and not out[-1][1] else None
        if state is not None:
            # "I control Grizzly Bears. It is tapped." (ask58): its state as the question starts, said with it ("I
            # control Grizzly Bears tapped", the enter step's tapped, 110.5), never a tap during the question (603.2)
            prev = out[-1][0]
            pw = [t.low for t in prev]
            subj = next((s for s in _SUBJECTS if tuple(pw[:len(s)]) == s), None)
            n, d = reader.card_at(prev, len(subj)) if subj and len(pw) > len(subj) else (0, None)
            if d is not None and len(subj) + n == len(prev):
                reader.changed = True
                reader.notes.append(f"'{sent[0].text}' is {d['name']}, the one card the sentence before names: it is "
                                    f"read as {state} as the question starts")
                out[-1] = (prev + [reader.made(state, sent[-1])], False)
                continue
        out.append((sent, q))
    return out


def _state_of_it(w: list[str]) -> str | None:
    """"tapped" / "untapped" when the words are "It is (already) tapped" / "It's untapped", else None."""
    w = w[:-1] if w[-1:] == ["."] else w
    lead = 2 if w[:2] == ["it", "is"] else 1 if w[:1] == ["it's"] else 0
    rest = w[lead:]
    if rest[:1] == ["already"]:
        rest = rest[1:]
    return rest[0] if lead and rest in (["tapped"], ["untapped"]) else None
