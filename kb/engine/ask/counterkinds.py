"""The kinds of counters a question puts on a permanent: run only when the engine carries out what they do (redteam8).

A counter is a marker that changes its object or interacts with a rule (122.1). The engine carries out the rules of
+X/+Y counters (122.1a), keyword counters (122.1b, kb.engine.keywordcounters), loyalty (122.1e), poison (122.1f) and
defense (122.1g) counters, and what a card's own text says of its counters. Other counters with a rule of their own —
shield (122.1c), finality (122.1h), rad (122.1i), hone (122.1j) — were put and then ignored (stun counters, 122.1d,
were too until kb.engine.specialcounters carried them out): "My Grizzly
Bears has a shield counter. My opponent Shocks it. Does it die?" was "Dies? Yes" (the shield prevents the damage). And a
kind no card and no rule names ("3 plus-one counters", players' slang for +1/+1) was put as a counter that does nothing,
"2/2". Both are refused here, naming the counter and the rule (or that nothing names it).
"""
from __future__ import annotations

import re

from ..specialcounters import CARRIED_OUT
from .lexicon import AskError

__all__ = ["refuse_unmodelled_counters", "counter_doubt", "MODELLED_KINDS"]

# counters whose own rule (a subrule of 122.1) the engine carries out, besides +X/+Y and keyword counters: stun counters
# by kb.engine.specialcounters (122.1d; under an edition without that rule the engine itself says "cannot decide")
MODELLED_KINDS = frozenset({"loyalty", "poison", "defense"}) | CARRIED_OUT
_PT = re.compile(r"[+-](?:\d{1,2}|x)/[+-](?:\d{1,2}|x)")
_WORD = re.compile(r"[a-z][a-z-]{0,20}")


def counter_doubt(conn, kind: str, edition: str) -> str | None:
    """Why a counter of ``kind`` on a permanent is not run (its rule, or that no card or rule names it), or None."""
    low = kind.lower()
    if _PT.fullmatch(low) or low in MODELLED_KINDS or not _WORD.fullmatch(low) or conn is None:
        return None
    from ..keywords import keyword_of

    if keyword_of(low) is not None:
        return None            # a keyword counter (122.1b): kb.engine.keywordcounters decides what it gives
    row = _rule_of(conn, low, edition)
    if row is not None:
        return (f"a {low} counter has a rule of its own ({row}) that the engine does not carry out: what it changes "
                "is not decided")
    try:
        named = conn.execute("SELECT 1 FROM cards WHERE text LIKE ? LIMIT 1", [f"%{low} counter%"]).fetchone()
    except Exception:  # noqa: BLE001 - a KB without cards: nothing to compare with, the counter is kept
        return None
    if named is None:
        return f"no card and no rule names a '{low}' counter (a +1/+1 counter is written '+1/+1 counter')"
    return None


def _rule_of(conn, kind: str, edition: str) -> str | None:
    """The number of the subrule of 122.1 that gives ``kind`` counters a rule of their own, in ``edition`` (the latest
    edition for "current")."""
    try:
        if not edition or edition == "current":
            got = conn.execute("SELECT MAX(edition) FROM rules").fetchone()
            edition = got[0] if got else None
        if edition is None:
            return None
        ed = conn.execute("SELECT MAX(edition) FROM rules WHERE edition <= ?", [edition]).fetchone()[0] or edition
        rows = conn.execute("SELECT number, text FROM rules WHERE edition = ? AND number >= '122.1' AND number < '122.2'",
                            [ed]).fetchall()
    except Exception:  # noqa: BLE001 - a KB without rules
        return None
    pat = re.compile(rf"\b{re.escape(kind)} counters?\b", re.I)
    for number, text in rows:
        if number != "122.1" and pat.search(text or ""):
            return number
    return None


def refuse_unmodelled_counters(conn, steps: list, question: str, edition: str, step_no: int | None = None) -> None:
    """Raise the reader's error for the first counter put on a permanent by ``steps`` (an ``enter`` with
    ``counters:``, a ``counters`` step) that :func:`counter_doubt` doubts."""
    for k, st in enumerate(steps, 1):
        if not isinstance(st, dict):
            continue
        kinds: list = []
        ent = st.get("enter")
        if isinstance(ent, dict) and isinstance(ent.get("counters"), dict):
            kinds += list(ent["counters"])
        cs = st.get("counters")
        if isinstance(cs, dict):
            for key in ("add", "remove"):
                if isinstance(cs.get(key), dict):
                    kinds += list(cs[key])
        for kind in kinds:
            why = counter_doubt(conn, str(kind), edition)
            if why:
                m = re.search(rf"{re.escape(str(kind))}\s+counters?", question, re.I)
                a, b = (m.start(), m.end()) if m else (0, len(question))
                raise AskError(why, question, a, b, k)
