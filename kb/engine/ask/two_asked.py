"""Two questions asked in one (chat57): "Where is it now, and where's the Control Magic?", "Am I alive? what's my
life?", "Is the bear alive and what's his life?" — players ask several things of one story, and the reader of a
question reads one thing asked. A general pass over the KIND, not a phrase: when a question cannot be read and the
words not read lie in the questions asked at its end, the end is cut into the questions it holds (at a question mark
followed by another question, or at "and" / ", and" followed by a question word), each is asked of the same story
on its own, and the answers are put together — only when every part is read, of one and the same board (the steps
read before what each shows are the same), so that no part is answered from a story read differently. When a part
cannot be read, the question's own error stands (nothing is guessed); a part answered "cannot decide" keeps its
"cannot decide" in the answer put together.

The module reads text only; :func:`answer_parts` is given the function that answers one question (it does not
import the answerer, which imports it).
"""
from __future__ import annotations

import copy
import re

__all__ = ["asked_parts", "answer_parts"]

# the words a question asked after "and" starts with ("and where's the Control Magic?", "and is my bear alive?")
_ASK_WORD = (r"(?:where(?:'s|s| is| are| does| did)?|what(?:'s|s| is| are| does| did| happens)?|who(?:'s| is)?|whose|"
             r"how(?:'s)?|which|is|are|does|do|did|can|will|was|were|am)")
_AND_ASK = re.compile(r"(?:,\s*(?:and|&|plus|also)\s+|\s+and\s+(?=(?:where|what|who|how|which)\b))(?=" + _ASK_WORD
                      + r"\b)", re.I)
_QMARKS = re.compile(r"\?+\s+(?=\S)")
_LEAD = re.compile(r"^(?:and|also|plus|&)\s+", re.I)
_SENTENCE_END = re.compile(r"[.!](?:\s+|$)")


def _tail_start(question: str) -> int:
    """Where the questions asked at the end begin: after the last sentence that ends in '.' or '!' before the first
    question mark of the end (0 when the whole text is the question)."""
    first_q = question.find("?")
    if first_q < 0:
        return -1
    ends = [m.end() for m in _SENTENCE_END.finditer(question[:first_q])]
    return ends[-1] if ends else 0


def asked_parts(question: str) -> tuple[str, list[str]] | None:
    """(the story, the questions asked at its end) when the end asks two or more things, else None. Each part is a
    question of its own, ending in '?', its first letter capitalised."""
    start = _tail_start(question)
    if start < 0:
        return None
    story, tail = question[:start].strip(), question[start:].strip()
    parts: list[str] = []
    for chunk in _QMARKS.split(tail):
        parts.extend(p for p in _AND_ASK.split(chunk) if p.strip())
    out = []
    for p in parts:
        p = _LEAD.sub("", p.strip()).strip(" ,;")
        if not p:
            continue
        p = p.rstrip("?").rstrip() + "?"
        out.append(p[0].upper() + p[1:])
    if len(out) < 2 or not all(re.search(r"[A-Za-z]", p) for p in out):
        return None
    return story, out


def _board(data: dict) -> list:
    """The steps read before what is shown: the story a part was read as."""
    steps = list((data.get("scenario") or {}).get("steps") or [])
    while steps and isinstance(steps[-1], dict) and set(steps[-1]) <= {"show"}:
        steps.pop()
    return steps


def answer_parts(question: str, error_start: int, ask) -> object | None:
    """The answer of a question whose words not read (from ``error_start``) lie in the questions asked at its end,
    when every part asked reads: ``ask(text)`` answers one question (an :class:`Answer`); the answers are put
    together in the first's data. None when the question asks one thing, the error lies in its story, a part is not
    read or has no answer, or the parts were read as different boards."""
    got = asked_parts(question)
    if got is None:
        return None
    story, parts = got
    if error_start < _tail_start(question):
        return None                         # the words not read are the story's: cutting the questions helps nothing
    answers = []
    for p in parts:
        a = ask((story + " " + p).strip())
        d = a.data
        if not d.get("ok") or d.get("not_board") or not (d.get("verdict") or d.get("answers")):
            return None
        answers.append(a)
    boards = [_board(a.data) for a in answers]
    if any(b != boards[0] for b in boards[1:]):
        return None
    first = answers[0]
    data = copy.deepcopy(first.data)
    texts, rules, v_answers, rows, read_as, notes = [], [], [], [], [], []
    for p, a in zip(parts, answers):
        d = a.data
        v = d.get("verdict") or {}
        if v.get("text"):
            texts.append(v["text"] if v["text"].startswith(p.rstrip("?")) else f"{p} {v['text']}")
        rules.extend(r for r in v.get("rules") or [] if r not in rules)
        v_answers.extend(v.get("answers") or [])
        rows.extend(d.get("answers") or [])
        read_as.extend(s for s in d.get("read_as") or [] if s not in read_as)
        notes.extend(n for n in d.get("notes") or [] if n not in notes)
    undecided = any("cannot decide" in t.lower() for t in texts)
    text = " | ".join(texts)
    if undecided and not text.lower().startswith("cannot decide"):
        text = "cannot decide (in part) — " + text
    data.update({"question": question, "verdict": {"text": text, "rules": rules,
                                                   "answers": v_answers},
                 "answers": rows, "read_as": read_as, "notes": notes, "asked_parts": parts})
    for k in ("leftover", "leftover_words", "leftover_error"):
        vals = [a.data.get(k) for a in answers if a.data.get(k)]
        if vals:
            data[k] = vals[0]
    first.data = data
    return first
