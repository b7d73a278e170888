""""If an instant or sorcery card is revealed this way, …" after one card looked at or revealed (Delver of Secrets:
"Look at the top card of your library. You may reveal that card. If an instant or sorcery card is revealed this way,
transform ~."; "Reveal the top card of your library. If a creature card is revealed this way, …").

The card "revealed this way" is the one card looked at (701.20e) when it was revealed (701.20a): by the look itself
("Reveal the top card …"), or by the "You may reveal that card." right after the look — a choice made as the ability
resolves (608.2d); declined, nothing was revealed this way and the condition is false, whatever the card is
(608.2c). Read only when the sentence comes right after that one-card look (and its optional reveal): after a look at
several cards ("You may reveal them"), which were revealed is not read and the sentence stays unread.
"""
from __future__ import annotations

import re

__all__ = ["REVEALED_THIS_WAY", "split_revealed_this_way", "revealed_this_way_holds"]

REVEALED_THIS_WAY = "revealed_this_way"   # the Condition kind (kb.engine.instruction_types.Condition)
_IF = re.compile(r"If (?:a|an) (?P<kind>[\w' -]+? card) is revealed this way, (?P<body>.+)")


def _one_card(ins) -> bool:
    """A look at the top card of one's own library: one card (701.20e)."""
    amount = ins.amount
    who = (ins.opts or {}).get("who")
    return ins.kind == "look_top" and type(amount).__name__ == "Const" and getattr(amount, "n", None) == 1 \
        and getattr(who, "kind", None) == "you"


def _how_revealed(done: list) -> str | None:
    """"look": the one card looked at was revealed by the look itself; "may": by the "You may reveal that card."
    right after it (an optional reveal, 608.2d); None: no single card was revealed just before."""
    if not done:
        return None
    last = done[-1]
    if _one_card(last) and (last.opts or {}).get("reveal") and not (last.opts or {}).get("may_look"):
        return "look"
    if last.kind == "reveal" and not (last.opts or {}).get("what") and getattr(last.subject, "kind", None) == "you" \
            and len(done) >= 2 and _one_card(done[-2]) and not (done[-2].opts or {}).get("reveal") \
            and re.fullmatch(r"(?:You may reveal|Reveal) (?:that card|it)\.?", (last.text or "").strip()):
        return "may" if last.optional else "look"
    return None


def split_revealed_this_way(s: str, done: list) -> tuple[str, str, str] | None:
    """``s`` (a sentence without its period) → (the kind of card, the sentence it conditions, how the card was
    revealed: "look" | "may"), or None when it is not this form or no single card was revealed just before it."""
    m = _IF.fullmatch(s.strip())
    if m is None:
        return None
    how = _how_revealed(done)
    if how is None:
        return None
    body = m.group("body")
    return m.group("kind"), body[0].upper() + body[1:], how


def revealed_this_way_holds(state, cond, rc) -> bool:
    """Whether the one card looked at was revealed this way (the optional reveal taken: the resolution's "did",
    set by the reveal just before) and is of the kind (608.2c)."""
    if cond.value == "may" and not rc.did:
        return False
    seen = getattr(rc, "looked", None) or {}
    looked, unnamed = seen.get("cards") or (), seen.get("unnamed") or 0
    if not looked and not unnamed:   # an empty library: no card was looked at, none revealed (the look did nothing)
        return False
    if len(looked) != 1 or unnamed or seen.get("undecided"):   # a card the scenario's library doesn't name
        state.note_unknown(f"\u201c{cond.text}\u201d can't be decided: which card was revealed is not known")
        return False
    w = state._look(cond.subject, rc)
    if w is None:
        return False
    from .unnamed import unnamed_doubt
    hidden = unnamed_doubt(w.obj.card, cond.selector, w.obj.alias)
    if hidden:   # a card the scenario didn't name (kb.engine.unnamed)
        state.note_unknown(f"\u201c{cond.text}\u201d can't be decided: {hidden}")
        return False
    return cond.selector.match(w, rc.at(state.evaluate().work, choices=False))
