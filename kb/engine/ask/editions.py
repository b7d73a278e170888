"""The rules of a year or a month: "under the 2005 rules", "with the May 2013 rules".

A judge names the rules by when they applied, not by the date of an edition. A year or a month can hold
several editions (each in force from its date until the next, as `kb.db.resolve_edition` reads a date), and
they may answer differently: the question is run under each, and the verdict says whether the answer is the
same under all of them or which edition gives which.
"""
from __future__ import annotations

import calendar
import copy
import re
from datetime import date

__all__ = ["MONTHS", "span_of", "editions_in", "each_edition"]

MONTHS = {name.lower(): k for k, name in enumerate(calendar.month_name) if name}
MONTHS.update({name.lower(): k for k, name in enumerate(calendar.month_abbr) if name})
MONTHS["sept"] = 9

_SPAN = re.compile(r"\b(?:(" + "|".join(sorted(MONTHS, key=len, reverse=True)) + r")\.?\s+)?((?:19|20)\d\d)\b", re.I)
# a rule number, or a list of them ("704.5k, 704.3, 704.7"): editions that cite one more rule answer the same
_RULE = re.compile(r"\b\d{3}\.\d+[a-z]?\b(?:, \d{3}\.\d+[a-z]?\b)*")


def span_of(text: str) -> tuple[str, str, str] | None:
    """The first day, the last day and the words of the first "Month YYYY" or "YYYY" in ``text``; None when
    there is none."""
    m = _SPAN.search(text)
    if not m:
        return None
    year = int(m.group(2))
    month = MONTHS[m.group(1).lower()] if m.group(1) else None
    first = date(year, month or 1, 1)
    last = date(year, month or 12, calendar.monthrange(year, month or 12)[1])
    return first.isoformat(), last.isoformat(), m.group(0)


def editions_in(db, first: str, last: str) -> list[str]:
    """The editions in force at some time from ``first`` to ``last``: the one in force on ``first`` and those
    dated after it up to ``last``, oldest first."""
    conn = getattr(db, "conn", db)
    if conn is None:
        return []
    start = conn.execute("SELECT max(id) FROM editions WHERE id <= ?", [first]).fetchone()[0]
    later = [r[0] for r in conn.execute("SELECT id FROM editions WHERE id > ? AND id <= ? ORDER BY id",
                                        [start or "", last])]
    return ([start] if start else []) + later


def each_edition(compiled, res, db, question: str, v, run_verdict):
    """``v`` (the verdict under the last edition of the span) or, when the span held several editions, the
    verdict over all of them: the same answer under each (a note names them), or each edition's answer.
    ``run_verdict(compiled)`` runs a compiled question and gives its verdict (None when it cannot run)."""
    from .verdict import Verdict

    span = getattr(compiled, "edition_span", None)
    if not span or v is None:
        return v
    first, last, words = span
    eds = editions_in(db, first, last)
    if len(eds) <= 1:
        if eds:
            compiled.notes.append(f"\u201c{words}\u201d: the edition in force then is {eds[0]}")
        return v
    base = res.edition
    texts = {base: v}
    for ed in eds:
        if ed == base:
            continue
        c = copy.deepcopy(compiled)
        c.data["edition"] = ed
        texts[ed] = run_verdict(c)
    # the same words but for the rule numbers and the edition each names ("the rules of 2004-02-01 don't define …")
    plain = {ed: (_RULE.sub("#", re.sub(r"\b(?:19|20)\d\d-\d\d-\d\d\b", "DATE", vv.text)) if vv is not None else None)
             for ed, vv in texts.items()}
    if len(set(plain.values())) == 1:
        compiled.notes.append(f"\u201c{words}\u201d: {len(eds)} editions were in force then ({', '.join(eds)}); the "
                              f"answer is the same under each (the rule numbers and the trace are {base}'s)")
        return v
    parts, rules = [], []
    for ed in eds:
        vv = texts.get(ed)
        parts.append(f"under {ed}: " + (vv.text.splitlines()[0] if vv is not None else "the steps cannot be carried out"))
        rules += [r for r in (vv.rules if vv is not None else []) if r not in rules]
    compiled.notes.append(f"\u201c{words}\u201d: {len(eds)} editions were in force then and they answer differently "
                          f"(see the first line); the answers and the trace below are {base}'s")
    return Verdict(f"Depends on which edition of \u201c{words}\u201d: " + "; ".join(parts), rules)
