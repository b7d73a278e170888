"""A response to a triggered ability said as a judge says it (ask58b, tests/fixtures/ask_redteam22.jsonl): "In response to
the trigger, …", "In response to the Soul Warden trigger, …", "With the trigger on the stack, …" said first, after a
spell was cast (and nothing said since). The spell resolves (608.3: a permanent spell's permanent enters), the
abilities that triggered are put on the stack the next time a player would receive priority (603.3), and the clause
is a response to them (the step language's "resolve 1; in response, …").

Read only when the words can mean one triggered ability: the last step a cast of a permanent spell that was no
response (the stack holds it alone), the spell's own text no triggered ability, and exactly one permanent on the
board read so far with a triggered ability ("When", "Whenever", "At" …) — the one named, when a name is said. When
nothing triggered after all, the stack is empty and the response is refused by the engine (nothing to respond to),
never read as a clause after it. Otherwise the sentence is left unread (its words named)."""
from __future__ import annotations

import re

from .cursor import types_of
from .lexicon import PERMANENT_TYPES, card_name_of, fold_key
from .ptoks import PTok

_TRIGGERED = re.compile(r"(?:^|\n|\. |— )(?:When|Whenever|At)\b")


def _has_trigger(d: dict) -> bool:
    return bool(_TRIGGERED.search(d.get("text") or ""))


def _lead(reader, toks: list[PTok]) -> tuple[int, dict | None] | None:
    """(tokens of the lead with its comma, the card named or None) for the module docstring's words."""
    w = [t.low for t in toks]
    if w[:4] == ["in", "response", "to", "the"]:
        k = 4
    elif w[:2] == ["with", "the"]:
        k = 2
    else:
        return None
    n, d = reader.card_at(toks, k)
    k += n
    if w[k:k + 1] == ["trigger"]:
        k += 1
    elif w[k:k + 2] in (["triggered", "ability"], ["ability"]) if n else w[k:k + 2] == ["triggered", "ability"]:
        k += 2 if w[k] == "triggered" else 1
    else:
        return None
    if w[0] == "with":
        if w[k:k + 3] != ["on", "the", "stack"]:
            return None
        k += 3
    if w[k:k + 1] == [","]:
        k += 1
    elif k != len(w):
        return None
    return k, d


def trigger_response(reader, toks: list[PTok]) -> list[PTok] | None:
    got = _lead(reader, toks)
    if got is None:
        return None
    k, named = got
    c = reader.compiled_so_far()
    if c is None or not c.steps:
        return None
    last = c.steps[-1]
    cast = last.get("cast") if isinstance(last, dict) else None
    if not isinstance(cast, dict) or cast.get("respond") or cast.get("targets"):
        return None
    spell = reader.lex.card(cast.get("card", ""))
    if spell is None or not types_of(spell) & PERMANENT_TYPES or _has_trigger(spell):
        return None
    sources = []
    for a in c.used:
        name = card_name_of(a)
        if fold_key(name) == fold_key(spell["name"]):
            continue
        d = reader.lex.card(name)
        if d is None:
            return None
        if types_of(d) & PERMANENT_TYPES and _has_trigger(d):
            sources.append(d["name"])
    if len(sources) != 1 or named is not None and fold_key(named["name"]) != fold_key(sources[0]):
        return None
    t = toks[0]
    reader.notes.append(f"'{' '.join(x.text for x in toks[:k]).rstrip(' ,')}': {spell['name']} resolves, and what "
                        f"follows is a response to the ability of {sources[0]} that triggered")
    head = [reader.made("resolve", t), reader.made("1", t), PTok(";", ";", t.start, t.start, glue=True, made=True),
            reader.made("in", t), reader.made("response", toks[k - 1])]
    if k == len(toks):     # the lead alone, its clause next (as "In response to my Lightning Bolt, …", .prose_actions)
        return head
    return head + [reader.made(",", toks[k - 1], glue=True)] + toks[k:]
