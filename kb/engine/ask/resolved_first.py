"""A spell cast at a permanent spell that was cast before it: the permanent spell resolved first.

"I cast Control Magic on my opponent's Serra Angel, then my opponent casts Disenchant on the Control Magic": a step
that targets an object by a name still on the stack is read as a response (the scenario runner's rule), but
"target artifact or enchantment" names no spell: a description with a card type and without the words "spell",
"card", "source" or "ability" means a permanent on the battlefield (109.2), so Disenchant can only have been cast
once Control Magic was a permanent — the stack resolved before it (405.5, 608.3). The reader says so in a
``resolve: all`` step before the cast, with a note.

Read only when the permanent spell was cast with nothing said to be on the stack under it (its cast step is no
response, so resolving everything resolves it and nothing the question put below it) and the new cast is not said to
be a response ("in response" keeps the stack: the engine then refuses the target, as it should, 601.2c).
"""
from __future__ import annotations

import re

__all__ = ["resolve_before_casts"]

_PERMANENT_TYPES = frozenset({"Artifact", "Creature", "Enchantment", "Land", "Planeswalker", "Battle"})

# "target artifact or enchantment", "target creature": the words after "target" up to the end of the description
_TARGET = re.compile(r"\btargets? ([^.;:,()\u2014]*)", re.I)
# the words that make a description look at the stack or at cards in another zone (109.2, 115.1)
_NOT_A_PERMANENT = re.compile(r"\b(?:spells?|cards?|sources?|abilit(?:y|ies)|schemes?|players?|opponents?|any)\b",
                              re.I)


def _permanent_only(text: str) -> bool:
    """Every "target …" of the text names a permanent on the battlefield only (109.2)."""
    found = _TARGET.findall(text)
    return bool(found) and not any(_NOT_A_PERMANENT.search(f) for f in found)


def resolve_before_casts(compiler) -> None:
    """Each ``resolve: all`` step the compiled steps need before a cast (module docstring), added in place with the
    span of the cast it comes before."""
    steps = compiler.steps
    k = 0
    while k < len(steps):
        st = steps[k]
        cast = st.get("cast") if isinstance(st, dict) else None
        if isinstance(cast, dict) and not (cast.get("respond") or st.get("respond") or st.get("hold")):
            name = _resolved_target(steps, k, compiler.definition(cast.get("card") or ""), compiler.definition)
            if name is not None:
                compiler.notes.append(f"{name} resolved before {cast['card']} was cast: {cast['card']}'s target is a "
                                      "permanent on the battlefield, never a spell on the stack (109.2)")
                steps.insert(k, {"resolve": "all"})
                compiler.spans.insert(k, compiler.spans[k])
                k += 1
        k += 1


def _resolved_target(steps: list, k: int, d: dict, definition) -> str | None:
    """The permanent spell cast before step ``k`` that step ``k``'s cast targets while it is on the stack, when the
    cast's targets can only be permanents; None otherwise."""
    cast = steps[k]["cast"]
    targets = [t for t in cast.get("targets") or [] if isinstance(t, str)]
    if not targets or not _permanent_only(str(d.get("text") or "")):
        return None
    for t in targets:
        j = next((i for i in range(k - 1, -1, -1) if isinstance(steps[i], dict) and
                  isinstance(steps[i].get("cast"), dict) and steps[i]["cast"].get("card") == t), None)
        if j is None or not set(definition(t).get("types") or ()) & _PERMANENT_TYPES:
            continue           # an instant or sorcery is never a permanent (110.4a)
        before = steps[j]
        if before["cast"].get("respond") or before.get("respond") or before.get("hold"):
            return None        # it was cast on top of something: what resolved before the new spell is not said
        if all(isinstance(s, dict) and (s.get("respond") or isinstance(s.get("cast"), dict) and s["cast"].get("respond"))
               for s in steps[j + 1:k]):
            return t           # only responses since: it is still on the stack when the new spell is cast
    return None
