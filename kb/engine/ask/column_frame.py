"""A question framed as a letter to a judges' rules column (chat58): the frame says nothing of the game, so the
question is read again without it when it is not read as written.

A column prints a reader's question in a frame: a label before it ("Q:", "Question:", "Q."), a salutation ("Dear
judge,", "Hi judges,", "Dear Ask a Judge,"), an introduction with the letter in quotes ('A reader writes: "…"', 'Sam
from Leeds asks: "…"'), and a signature or a sign-off after the last question ("— Priya, Leeds", "Thanks, Tom (Ohio)", "-Sam", "ty in
advance", "thanks all!").
:func:`without_frame` takes each of them off, and says what it took off; the letter itself is left as written. A
frame is only taken off where it stands (the start, or after the last question mark) and only in the shapes above:
a signature holds at most six words, no digit, no slash and no second sentence, so a board told after the question
("… ? I'm at 4 life.") is never taken for one. An "A:" after the question (the column's answer printed too) is left
alone: what it says would be read, or named as not read.

Text only: it does not import the answerer (which imports it).
"""
from __future__ import annotations

import re

__all__ = ["without_frame"]

# "Q:", "Q.", "Question:", "Q -" before the letter
_LABEL = re.compile(r"^\s*(?:Q|Question|Reader question|Reader's question)\s*(?::|\.|-|–|—)\s*", re.I)
# "Dear judge,", "Hi judges!", "Hello Ask a Judge,", "Dear rules guru:" (a salutation of at most four words)
_SALUTE = re.compile(r"^\s*(?:Dear|Hi|Hello|Hey|Greetings)\s+(?:(?:Mr\.?|Ms\.?|Mrs\.?)\s+)?"
                     r"(?:[A-Za-z'’-]+\s+){0,3}?(?:judges?|guru|gurus|column|team|experts?|folks|all|everyone)\s*"
                     r"[,:!]\s*", re.I)
# 'A reader writes: "…"', 'One reader asks:', 'Sam from Leeds asks:', 'From a reader:'
_INTRO = re.compile(r"^\s*(?:(?:(?:A|One|Another|This week's|Today's)\s+)?(?:reader|reader's letter|letter)|"
                    r"[A-Z][a-z]+\s+(?:from|in)\s+[A-Z][A-Za-z]+(?:\s+[A-Z][A-Za-z]+)?)\s+"
                    r"(?:writes(?:\s+in)?|asks|wrote|wants\s+to\s+know)\s*:\s*")
_FROM_READER = re.compile(r"^\s*From\s+a\s+reader\s*:\s*", re.I)
_QUOTES = (("\"", "\""), ("“", "”"))
# a signature after the last question: "— Priya, Leeds", "-Sam", "~ Tom", "Thanks, Tom (Ohio)", "Cheers, Ana"
_SIGN = re.compile(r"\?\s*((?:(?:—|–|-{1,2}|~)\s*|(?:Thanks|Thank you|Cheers|Regards|Sincerely|Signed|Thx|Ty|Tia|Tyvm)"
                   r"(?:\s+in\s+advance)?\s*[,!.:]?\s*(?:—|–|-)?\s*)[^.?!]*?)[\s!.]*$", re.I)
_SIGN_BODY_BAD = re.compile(r"[0-9/]")


def _unquoted(text: str) -> str | None:
    """The letter inside double quotes that open at its start and close at its end, with no other quote of that
    kind inside; None when it is not so quoted."""
    t = text.strip()
    for open_, close in _QUOTES:
        if len(t) > 2 and t[0] == open_ and t[-1] == close and open_ not in t[1:-1] and close not in t[1:-1]:
            return t[1:-1].strip()
    return None


def without_frame(question: str) -> tuple[str, list[str]] | None:
    """(the question without the column's frame, what was taken off) when it has one, else None."""
    q = question.strip()
    took: list[str] = []
    for _round in range(3):       # 'Q: Dear judge, …', 'A reader writes: "Dear judges, …"'
        before = q
        for pat in (_LABEL, _FROM_READER, _INTRO, _SALUTE):
            m = pat.match(q)
            if m and m.end() < len(q) and "?" in q[m.end():]:
                took.append(m.group().strip())
                q = q[m.end():].lstrip()
        inner = _unquoted(q)
        if inner is not None and "?" in inner:
            took.append("the quotes around the letter")
            q = inner
        m = _SIGN.search(q)
        if m and m.group(1).strip():
            body = m.group(1)
            words = re.findall(r"[A-Za-z'’]+", body)
            if 0 < len(words) <= 6 and not _SIGN_BODY_BAD.search(body):
                took.append(body.strip())
                q = q[:m.start(1)].rstrip()
                inner = _unquoted(q)
                if inner is not None and "?" in inner:
                    took.append("the quotes around the letter")
                    q = inner
        if q == before:
            break
    if not took or not q or "?" not in q:
        return None
    return q[0].upper() + q[1:], took
