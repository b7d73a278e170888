"""A sentence saying that nobody did anything more (chat58): "Neither of us casts anything.", "No responses.", "He
doesn't respond.", "Nobody activates anything." — column letters and careful posters say so to close the story.

The engine runs the actions a question tells and no others: a spell or an ability nobody told is never cast or
activated. A sentence that only denies further spells, abilities or responses says what the engine assumes already,
so the answer with it is the answer without it; :func:`nothing_more_left_out` takes such sentences out, only when the
question was not read as written, and the answer's notes name each one. Only whole sentences of the shapes below are
taken: a denial of a block ("he doesn't block"), of a payment ("I don't pay"), of a choice, of a land, or anything
else the engine could read differently, is never one; nor is a sentence about the turn's history ("Nothing else
happened this turn.", which the reader takes as the turn's whole history), nor one that names a card or a time.

Text only: it does not import the answerer (which imports it).
"""
from __future__ import annotations

import re

__all__ = ["nothing_more_left_out"]

_WHO = (r"(?:neither\s+(?:of\s+us|player|one\s+of\s+us)|nobody|no\s+one|no-one|none\s+of\s+us|no\s+player|"
        r"i|he|she|they|we|my\s+opponent|my\s+opp|opp|the\s+opponent)")
_NOT = r"(?:doesn't|does\s+not|didn't|did\s+not|don't|do\s+not|never|won't|will\s+not)"
_ACT = r"(?:cast|casts|casting|activate|activates|respond|responds|responded|do|does|did)"
_WHAT = (r"(?:\s+(?:anything|any\s+spells?|any\s+abilities|any\s+tricks|any\s+instants|nothing|a\s+thing))?"
         r"(?:\s+else)?(?:\s+(?:in\s+response|at\s+all|either))?")
_SENTENCES = (
    # "Neither of us casts anything.", "Nobody responds.", "No one does anything else."
    re.compile(r"(?:neither\s+(?:of\s+us|player|one\s+of\s+us)|nobody|no\s+one|no-one|none\s+of\s+us|no\s+player)\s+"
               + _ACT + _WHAT, re.I),
    # "He doesn't respond.", "I don't cast anything else.", "Neither of us does anything."
    re.compile(_WHO + r"\s+" + _NOT + r"\s+" + _ACT + _WHAT, re.I),
    # "No responses.", "No tricks from either side.", "No other spells were cast."
    re.compile(r"no\s+(?:other\s+)?(?:responses?|tricks|combat\s+tricks|spells|instants|abilities)"
               r"(?:\s+(?:from|by)\s+(?:either\s+(?:of\s+us|side|player)|anyone|anybody|him|her|them|me))?"
               r"(?:\s+(?:were|was|are|is)\s+(?:cast|activated|played))?", re.I),
)
_SENTENCE = re.compile(r"[^.?!]+[.!]+")


def nothing_more_left_out(question: str) -> tuple[str, list[str]] | None:
    """(the question without each sentence that only denies further spells, abilities or responses, those sentences)
    when it has one that is not its last question; else None."""
    took, keep, at = [], [], 0
    for m in _SENTENCE.finditer(question):
        body = m.group().strip().rstrip(".!").strip()
        body = re.sub(r"^(?:and|so|also|then)\s+", "", body, flags=re.I)
        if any(p.fullmatch(body) for p in _SENTENCES):
            keep.append(question[at:m.start()])
            at = m.end()
            took.append(m.group().strip())
    if not took:
        return None
    keep.append(question[at:])
    rest = re.sub(r"\s{2,}", " ", "".join(keep)).strip()
    if "?" not in rest:
        return None
    return rest, took
