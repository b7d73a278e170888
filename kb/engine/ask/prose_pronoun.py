"""A pronoun in an action that could stand for either of two creatures (ask52, redteam14).

"My opponent's Hill Giant attacks. I block it with Grizzly Bears. I put a +1/+1 counter on it." — 'it' (or 'that
creature') is the Giant or
the Bears: the clause before names both. A question's pronoun said so is refused (QuestionReader.pronouns), and so is a
spell's target ("casts Giant Growth on it", ActionReader.it_targets); the other readings of an action's 'it' ("put a
counter on it", "I destroy it", "It gets a -1/-1 counter", "I Fling it at him", "attack with it", "Clone copies it")
took the last creature named, a guess that changes the answer. :func:`pronoun_of_two` refuses them the same way, naming
the pronoun: the clause is then left over ("cannot decide", naming the card or the words). A pronoun that stands for a
spell ("he counters it", "in response to it", "it resolves", "Fork it") is not looked at: the stack's objects are not
what the clause before names together."""
from __future__ import annotations

import re

from .cursor import types_of
from .lexicon import PERMANENT_TYPES, AskError
from .prose_ask import named_before
from .ptoks import PTok

# words of a clause about a spell on the stack: its 'it' may be the spell, not a permanent (a card that copies or counters
# a spell, "Fork it", is read by its text: "target … spell")
_STACK_WORDS = frozenset({"countered", "countering", "fizzle", "fizzles", "fizzled", "resolve", "resolves",
                          "resolved", "resolving", "copy", "copies", "copied", "response",
                          "respond", "responds", "responded", "spell", "stack", "redirect", "redirects"})


def pronoun_of_two(reader, toks: list[PTok]) -> None:
    """Raise AskError when the action's 'it' (or 'its') stands for a permanent and the clause that names the last
    creature said also names another one (ask.prose_ask.also_named), with neither named again in this clause before the
    pronoun; else nothing."""
    w = [t.low for t in toks]
    if not any(x in ("it", "its") or x in ("that", "this") and w[k + 1:k + 2] == ["creature"] for k, x in enumerate(w)):
        return
    spell_text = False
    permanent_copier = False
    for k in range(len(toks)):
        n, d = reader.card_at(toks, k)
        if d is None:
            continue
        if types_of(d) & PERMANENT_TYPES:
            permanent_copier = permanent_copier or bool(re.search(r"\bcopy of\b", str(d.get("text") or ""), re.I))
        elif re.search(r"\btarget (?:\w+ )*spell\b|\bspell (?:you control|an opponent controls)\b",
                       str(d.get("text") or ""), re.I):
            spell_text = True
    stack = {x for x in w if x in _STACK_WORDS}
    if permanent_copier:
        stack -= {"copy", "copies", "copied"}          # "Clone copies it": a creature copied
    if any(x in ("counter", "counters") and w[k + 1:k + 2] in (["it"], ["that"], ["this"], ["the"], ["his"], ["her"],
                                                             ["their"], ["my"], ["your"]) for k, x in enumerate(w)):
        stack.add("counter")      # "he counters it", "I counter the Shock" (a +1/+1 counter on it is no spell's)
    if stack or spell_text:
        return
    for k, t in enumerate(toks):
        if t.quoted or t.low not in ("it", "its") and not (t.low in ("that", "this") and w[k + 1:k + 2] == ["creature"]):
            continue                                    # 'it', 'its', 'that creature' ("Shocks that creature")
        if w[k + 1:k + 2] in (["'s"], ["is"]) and w[k + 2:k + 3] in (["my"], ["your"], ["his"], ["her"], ["their"],
                                                                       ["opponent's"], ["the"]):
            continue                                    # "it's my turn", "it is the end step"
        last = reader.last_permanent(t.start, "creature")
        if last is None:
            return
        c = reader.compiled_so_far()
        if c is not None and any(isinstance(st.get("create"), dict) and st["create"].get("copy_of") == last
                                 for st in c.steps) or reader.tokens_since(last):
            # "I create a token copy of my Grizzly Bears. My opponent Shocks it.": the token is named so too (707.2);
            # "I create a 2/2 green Bear creature token. My opponent Shocks it.": the token made since is what 'it'
            # most likely stands for (111.1), as QuestionReader.pronouns says of a question's 'it'
            raise AskError(f"{t.text!r} could stand for {last} or a token created after it: name the one meant",
                           reader.q, t.start, t.end)
        others = reader.also_named(last, "creature")
        if not others or named_before(toks[:k], [last, *others]) is not None:
            return
        after = [n for n in (last, *others) if named_before(toks[k + 1:], [n]) is not None]
        if after and len({last, *others} - set(after)) == 1:
            return     # "it assigns 1 to Craw Wurm and 4 to opponent": the one named after it in its clause is not it
        raise AskError(f"{t.text!r} could stand for {last} or {' or '.join(others)}, named together before it: name "
                       "the card", reader.q, t.start, t.end)
