"""What a story came to, asked of the board at large in other words (chat58): "What happens to each creature?",
"What happens to the two creatures?", "What is the result?", "Who died?", "What's left on the board?" — players and
column writers ask the outcome of a story in many words, and the reader knows it in a few ("What happens?", "What
happens to them?", "Which creatures die?", "Which creatures survive?").

:func:`outcome_in_known_words` writes such a last question in the words the reader knows, and only when the question
as written was not read; the answer's notes say how it was read. Each reading asks for no less than the words did:
a question about each creature, every creature, both, the two (three …) creatures or all of them is "What happens to
them?" (every object of the board, shown); "What is the result / outcome?" is "What happens?"; "Who died / dies /
survived / lived?" and "What's left (on the board)?" ask which creatures die or survive; "Bears live?", "the wurm
survive?" (a yes/no question about dying said without its "does", at the start of a sentence) is "Does Bears live?". A question about some of
them only ("which of his creatures …", "the attacking creatures") is never rewritten: the answer would name others
too, which the words did not ask for. "Who wins?" and "who died" of a player are not creature questions: "who" is
read here only before a verb of dying or surviving, of which players do neither.

Text only: it does not import the answerer (which imports it).
"""
from __future__ import annotations

import re

__all__ = ["outcome_in_known_words"]

_ALL_OF = (r"(?:each|every|all|both)\s+(?:of\s+the\s+|the\s+)?(?:creatures?|ones?|of\s+them|two|three|four)"
           r"|(?:the|all\s+the|all\s+of\s+the|both\s+the|both\s+of\s+the)\s+(?:two|three|four|both)\s+creatures"
           r"|(?:each|every)\s+one|them\s+all|all\s+of\s+them|both\s+of\s+them|both|everything")
# (the pattern of a question in players' words, the reader's words); matched on a whole question, case aside
_KNOWN = (
    (re.compile(r"(?:so\s+)?what\s+(?:happens|happened|would\s+happen)\s+to\s+(?:" + _ALL_OF + r")(\s+(?:now|after\s+combat|"
                r"after\s+that|afterwards))?", re.I), r"What happens to them\1"),
    (re.compile(r"(?:so\s+)?what(?:'s|’s|\s+is|\s+was|\s+'s)\s+the\s+(?:result|outcome|end\s+result)(\s+(?:now|after\s+combat|"
                r"afterwards))?", re.I), r"What happens\1"),
    (re.compile(r"(?:so\s+)?who\s+(?:dies|died|die)", re.I), "Which creatures die"),
    (re.compile(r"(?:so\s+)?(?:does|did|do|will)\s+any(?:thing|one|body)\s+(?:die|survive)", re.I), "Which creatures die"),
    (re.compile(r"(?:so\s+)?who\s+(?:survives|survived|lives|lived|makes\s+it|made\s+it)", re.I), "Which creatures survive"),
    (re.compile(r"(?:so\s+)?what(?:'s|’s|\s+is)\s+(?:still\s+)?(?:left|standing|still\s+alive|alive)"
                r"(?:\s+on\s+(?:the\s+)?(?:board|battlefield|table))?", re.I), "Which creatures survive"),
)
# "Bears live?", "the wurm survive?", "my knight make it?": a yes/no question about dying said without its "does"
_BARE = re.compile(r"(?<![\w'])((?:(?:the|my|his|her|their|opp's|your)\s+)?(?!(?:who|what|which|how|does|do|did|is|are|"
                   r"will|would|can|could|should|i|he|she|they|we|you|it)\b)[A-Za-z][\w'-]*(?:\s+[A-Za-z][\w'-]*){0,3}?)\s+"
                   r"(live|survive|die|make\s+it)(?=\s*\?)", re.I)
# where a question may start: the text's start, a sentence's end, a comma, "and"
_BEFORE = re.compile(r"(?:^|[.!?]\s*|,\s*|\band\s+|\bor\s+)$", re.I)
# what may follow it: its question mark, or a comma and the next question
_AFTER = re.compile(r"^\s*(?:\?|,)")


def outcome_in_known_words(question: str) -> tuple[str, list[str]] | None:
    """(the question with each outcome question in players' words written in the reader's, what was rewritten) when
    one is; else None."""
    text, said = question, []
    for pat, known in _KNOWN:
        pos = 0
        while True:
            m = pat.search(text, pos)
            if m is None:
                break
            pos = m.end()
            if not _BEFORE.search(text[:m.start()]) or not _AFTER.match(text[m.end():]) or "?" not in text[m.end():]:
                continue
            new = m.expand(known)
            if not _sentence_start(text, m.start()):
                new = new[0].lower() + new[1:]
            said.append(f"{m.group()!r} as {new!r}")
            text = text[:m.start()] + new + text[m.end():]
            pos = m.start() + len(new)
    for m in list(_BARE.finditer(text))[::-1]:
        if not _sentence_start(text, m.start()) or not re.match(r"\s*\?\s*(?:$|[A-Za-z(])", text[m.end():]):
            continue
        np = m.group(1)
        if not re.match(r"(?:the|my|his|her|their|opp's|your)\s", np, re.I):
            np = "the " + np         # "Bears live?": the object the story named so (one only, or it is not read)
        new = f"Does {np} {m.group(2)}"
        said.append(f"{m.group()!r} as {new!r}")
        text = text[:m.start()] + new + text[m.end():]
    return (text, said) if said else None


def _sentence_start(text: str, at: int) -> bool:
    before = text[:at].rstrip()
    return not before or before[-1] in ".!?"
