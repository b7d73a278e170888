"""A spell said to resolve that the question cast before: "What's the bear's P/T after the Disfigure resolves?",
"My opp casts Giant Growth on his bears. Giant Growth resolves." (a part of :class:`.prose.ProseReader`).

"X resolves" read alone is a new spell cast (lexicon.NEW_CARD_VERBS); said of an instant or sorcery the question cast
before and still on the stack, it is that spell resolving (405.5, 608.2), never a second one:

- a statement ("Giant Growth resolves."): the stack resolves down to it, as ``resolve N`` (N: it and the spells and
  abilities above it, which resolve first, 405.5);
- a question's moment ("… after the Disfigure resolves?", "once the Bolt has resolved", "after the bolt?"): when it is the last spell
  of the stack to resolve (the first one cast of those the question put there), the moment is the one every answer
  shows, once the stack is empty: the words are left out, with a note; a spell above others, one the steps saw resolve
  before later ones, or one said twice is a moment the answers do not show, named as not read (AskError).

A name not cast before in the question is read as before (a spell cast then). A question led by "After everything
resolves" (no comma) asks the moment every answer shows: the words are left out (:func:`resolved_lead`).
"""
from __future__ import annotations

import re

from .lexicon import QUESTION_START, AskError
from .prose_forum import nickname_verb
from .ptoks import PTok, join_toks

__all__ = ["RESOLVE_WORDS", "resolve_condition", "resolved_lead", "spell_resolves"]

# the words after a spell's name that say it resolved ("resolves", "has resolved", "finishes resolving")
RESOLVE_WORDS = (("resolves",), ("resolved",), ("has", "resolved"), ("had", "resolved"), ("is", "resolved"),
                 ("resolve",), ("finishes", "resolving"), ("finished", "resolving"), ("is", "done", "resolving"))
_LEADS = frozenset({"the", "that", "this", "my", "his", "her", "their", "your", "opponent's", "opp's"})
_STACK_KEEPS = frozenset({"show", "expect", "note", "life", "players", "turn"})


def _said(reader, toks: list[PTok], bare: bool = False) -> tuple[dict, PTok, PTok] | None:
    """(the spell, first word, last word) when the words are "[the] NAME resolves" (RESOLVE_WORDS), NAME an instant or
    sorcery's name or nickname; with ``bare``, also "the NAME" alone ("… after the bolt?"); None otherwise."""
    w = [t.low for t in toks]
    if not w:
        return None
    if "resolv" not in w[-1] and w[-1] != "resolve":
        if not bare or w[0] not in ("the", "that") or len(w) > 5:
            return None            # the cheap guard: no word of resolving at the end
        end = len(w)
    else:
        end = next((len(w) - len(rw) for rw in RESOLVE_WORDS if tuple(w[-len(rw):]) == rw), None)
    if end is None:
        return None
    k = 1 if w[0] in _LEADS else 0
    if k >= end:
        return None
    n, d = reader.card_at(toks, k)
    if d is None and end - k == 1:
        d, n = nickname_verb(reader.lex, w[k]), 1       # "the bolt"
    if d is None or k + n != end or not {"Instant", "Sorcery"} & set(d.get("types") or ()):
        return None
    return d, toks[0], toks[-1]


def _stack(steps: list[dict]) -> list[str]:
    """The names of the spells and abilities on the stack after ``steps`` (bottom first): a cast or activation in
    response, or at a spell on the stack, goes on top; any other action first lets the stack resolve (docs/ask.md)."""
    stack: list[str] = []
    for st in steps:
        if not isinstance(st, dict) or set(st) <= _STACK_KEEPS or st.get("already"):
            continue
        if "cast" in st or "activate" in st:
            what = st.get("cast") or st.get("activate")
            said = what if isinstance(what, dict) else st
            name = str(what.get("card") if isinstance(what, dict) else what)
            targets = {str(x) for x in said.get("targets") or ()}
            if not said.get("respond") and not targets & set(stack):
                stack = []
            stack.append(name)
        elif "resolve" in st:
            n = st["resolve"]
            stack = [] if n == "all" else stack[:max(0, len(stack) - int(n))]
        else:
            stack = []
    return stack


def _cast_before(reader, name: str) -> tuple[list[str], int] | None:
    """(the stack now, the number of times ``name`` was cast in the steps read so far), or None when the steps so far
    cannot be read or never cast it."""
    c = reader.compiled_so_far()
    if c is None:
        return None
    casts = sum(1 for st in c.steps if isinstance(st, dict) and
                str((st.get("cast") or {}).get("card") if isinstance(st.get("cast"), dict) else st.get("cast")) == name)
    return (_stack(c.steps), casts) if casts else None


def resolve_condition(reader, cond: list[PTok]) -> bool:
    """Whether a question's condition after "after"/"once" is "[the] X resolves" for X cast before (module docstring):
    True when the moment is the one the answers show (the words are left out, a note says so); raises AskError for a
    moment they do not show; False when the words are not that (they are read as before)."""
    said = _said(reader, cond, bare=True)
    if said is None:
        return False
    d, a, b = said
    got = _cast_before(reader, d["name"])
    if got is None:
        return False
    stack, casts = got
    if casts == 1 and stack[:1] == [d["name"]]:
        reader.notes.append(f"{join_toks(cond)!r}: {d['name']} is the last of the stack to resolve, so the answers are "
                            "the board after it resolved (405.5, 608.2)")
        reader.changed = True
        return True
    why = "it was cast more than once" if casts > 1 else \
        "it resolved before later steps" if d["name"] not in stack else "other spells resolve after it"
    raise AskError(f"{join_toks(cond)!r}: the moment after {d['name']} resolves is not the end of the question "
                   f"({why}); the answers show the board once everything has resolved (405.5)", reader.q, a.start, b.end)


def spell_resolves(reader, toks: list[PTok]) -> list[PTok] | None:
    """A statement "[the] X resolves" for X on the stack: the step ``resolve N`` (module docstring); None otherwise."""
    said = _said(reader, toks)
    if said is None:
        return None
    d, a, b = said
    got = _cast_before(reader, d["name"])
    if got is None or d["name"] not in got[0]:
        return None
    stack = got[0]
    n = len(stack) - max(i for i, x in enumerate(stack) if x == d["name"])
    reader.notes.append(f"{join_toks(toks)!r}: the {d['name']} cast before resolves (405.5), not a new spell")
    return [reader.made("resolve", a, b), reader.made(str(n), b)]


_ALL_RESOLVES = re.compile(r"after (?:everything|it all|all (?:of )?(?:this|that)|all|the stack|they|both|those|it) "
                           r"(?:resolves|resolve|resolved|has resolved|have resolved|is done|finishes|are done) ,? ?")


def resolved_lead(reader, sent: list[PTok]) -> list[PTok]:
    """A question after "After everything resolves[,]": the question alone (the answers are the board once the stack is
    empty, 405.5), with a note; the sentence unchanged otherwise."""
    s = " ".join(t.low for t in sent)
    m = _ALL_RESOLVES.match(s)
    if not m:
        return sent
    n = len(m.group(0).split())
    rest = sent[n:]
    if not rest or rest[0].low not in QUESTION_START:
        return sent
    reader.notes.append(f"{join_toks(sent[:n])!r}: the answers are the board once the stack is empty (405.5)")
    reader.changed = True
    return rest
