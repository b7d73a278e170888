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


def each_edition(compiled, res, db, question: str, v, run_verdict, recite=None):
    """``v`` (the verdict under the last edition of the span) or, when the span held several editions, the
    verdict over all of them: the same answer under each (a note names them), or each edition's answer.
    ``run_verdict(compiled)`` runs a compiled question and gives its verdict (None when it cannot run), its rule
    numbers said as that edition numbers them; ``recite(v)`` says ``v``'s as the last edition does. The verdict
    over several editions marks every number it cites as its own (``Verdict.own``): each is its edition's."""
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
    if recite is not None:
        texts[base] = recite(v)
    parts, rules = [], []
    for ed in eds:
        vv = texts.get(ed)
        parts.append(f"under {ed}: " + (vv.text.splitlines()[0] if vv is not None else "the steps cannot be carried out"))
        rules += [r for r in (vv.rules if vv is not None else []) if r not in rules]
    compiled.notes.append(f"\u201c{words}\u201d: {len(eds)} editions were in force then and they answer differently "
                          f"(see the first line); the answers and the trace below are {base}'s")
    text = f"Depends on which edition of \u201c{words}\u201d: " + "; ".join(parts)
    own = tuple(dict.fromkeys([*rules, *re.findall(r"\b\d{3}\.\d+[a-z]?\b", text)])) if recite is not None else ()
    return Verdict(text, rules, [], own)


# The rules named by a set, a change or an era instead of a date ("under M10 rules", "before the M10 changes",
# "back in Time Spiral", "pre-Foundations", "with the old legend rule"). The KB holds the Comprehensive Rules by the
# date of each edition and no set's release date, so such words name no edition it can find: they are refused, naming
# them, never read as today's rules nor as a card. A year said ("in 2005", "back in 2005") is read by
# kb.engine.ask.read as the editions in force then.
_ERA_MARK = r"(?:old|older|new|newer|original|previous|former|earlier|early|late|classic)"
_NOT_ERA = {"legend", "legendary", "layer", "layers", "stack", "comprehensive", "cr", "rules", "rule", "current",
            "commander", "two-headed", "tournament", "magic", "mtg", "the", "my", "your", "his", "her", "their"}
# a moment of the game, not of the rules' history ("During Combat,", "Back in My Main Phase,")
_GAME_TIME = {"combat", "turn", "turns", "phase", "step", "upkeep", "draw", "main", "end", "cleanup", "declare",
              "attackers", "blockers", "attack", "block", "damage", "untap", "beginning", "response", "priority",
              "resolution", "my", "his", "her", "their", "your", "opponent's", "our", "game", "match", "round",
              "precombat", "postcombat", "eot", "stack"}
_ERA_WORDS = re.compile(
    # "under M10 rules", "before the M10 changes", "with the old legend rule", "using the Lorwyn rules update"
    r"\b(?i:under|with|using|per|by|in|following|after|before|since|until|prior to)\s+(?i:the\s+)?"
    r"(?P<a>(?!(?:19|20)\d\d\b)[\w'\u2019.-]+(?:\s+(?!(?i:rules?|changes?)\b)[\w'\u2019.-]+){0,3}?)\s+"
    r"(?i:rules?(?:\s+(?:change|changes|update))?|changes?|update|era|days)\b"
    # "pre-Foundations", "post-M10", "pre-2010"
    r"|\b(?i:pre|post)-?(?P<b>(?:[A-Z0-9][\w'\u2019]*)(?:\s+[A-Z][\w'\u2019]*){0,2})"
    # "Back in Time Spiral,", "During Lorwyn block,", "In the Kamigawa era:"
    r"|(?:^|(?<=[.!?(]))\s*(?i:back in|way back in|during|in)\s+(?i:the\s+)?(?P<c>[A-Z][\w'\u2019]*(?:\s+[A-Z][\w'\u2019]*){0,3})"
    r"(?:\s+(?i:era|days|block|times))?\s*(?=[,:;)])")


def era_unnamed(question: str, lex=None) -> tuple[str, int, int] | None:
    """The words of a rules era named by a set, a change or "old"/"new" (the words, their start and end), or None.
    A set's name must look like one (a capital or a digit: "M10", "Time Spiral"), or the era be marked ("the old
    legend rule"); a card's name ("In Garruk Wildspeaker's …") or a plain rule's ("with the legend rule") is none."""
    for m in _ERA_WORDS.finditer(question):
        w = m.group("a") or m.group("b") or m.group("c") or ""
        words = w.split()
        low = [x.lower().strip(".'\u2019") for x in words]
        if not words or all(x in _NOT_ERA for x in low if not re.fullmatch(_ERA_MARK, x)) and \
                not any(re.fullmatch(_ERA_MARK, x) for x in low):
            continue
        if set(low) & _GAME_TIME:
            continue       # "During Combat,", "During His Turn,": a moment of the game, capitalized
        marked = any(re.fullmatch(_ERA_MARK, x) for x in low)
        named = any(re.search(r"[A-Z]|\d", x) and x.lower() not in _NOT_ERA for x in words)
        if m.group("a") is not None and not (marked or named):
            continue       # "with the stack rules": no set, no era
        if m.group("c") is not None:
            if span_of(w) is not None:
                continue   # "In 2005," (a year: read as the editions then)
            if lex is not None and not re.search(r"\bback in\b|\bduring\b", m.group(0), re.I) and lex.card(w):
                continue   # "In Garruk's …": a card, not an era
            if not re.search(r"\bback in\b|\bduring\b|\b(?:era|days|block|times)\b", m.group(0), re.I) and \
                    not re.search(r"\d", w):
                continue   # "In Response, …": only "back in X", "during X", "in the X era", "in M10" are eras
        if m.group("a") is not None and span_of(w) is not None and not marked:
            continue       # "under the 2005 rules": read as the editions then
        return m.group(0).strip(" ,:;()"), m.start(), m.end()
    return None

