""""You gain 3 life. If you control an artifact, instead draw two cards." — a sentence that replaces the whole sentence
before it when its condition holds (608.2c: the later text modifies the earlier). Read as "If <condition>, <B>.
Otherwise, <A>." with the condition decided once, as the earlier sentence would be followed: A's instructions are
guarded by "not <condition>", B's by "otherwise" of that (kb.engine.actions_conditions: the value held then), so what A
does can't change whether B is done.

Only where the narrower reading of :func:`kb.engine.instructions._instead` (B one instruction of A's kind) doesn't
apply, B needs no targets of its own (targets would be chosen as the spell is cast only when the condition holds,
601.2c), and A is one whole sentence with no condition or replacement of its own.
"""
from __future__ import annotations

__all__ = ["replace_sentence"]

# what an instruction acts on that is named independently of the sentence before: its targets, players, the source,
# a description, the trigger event's object
_SAFE = frozenset(("target", "you", "self", "players", "selector", "event", "player", "opponents"))
# instructions that find what the words after them point at ("search …, put that card …")
_FINDERS = frozenset(("search", "reveal", "look", "token", "mill"))


def _own_pointers(made: list) -> bool:
    """Whether every object the replacing sentence points at is named by itself or found by it first: "put that card
    onto the battlefield instead" after "search …, put that card on top" points at what the replaced sentence found
    (only its last part is replaced): not this form."""
    found = set()
    for ins in made:
        kind = ins.subject.kind if ins.subject is not None else None
        if ins.kind in _FINDERS:
            found.add(kind)
        elif kind is not None and kind not in _SAFE and kind not in found:
            return False
    return True


def replace_sentence(cond, made: list, done: list) -> bool:
    """Guard the instructions of the sentence before (the last of ``done`` sharing its text) with "not ``cond``" and
    ``made`` (the replacing sentence's, read) with "otherwise" of that. False, nothing changed: not this form."""
    Condition = type(cond)   # kb.engine.instructions.Condition (not imported: that module imports this one)
    if not done or not made:
        return False
    last_text = done[-1].text
    before = []
    for ins in reversed(done):
        if ins.text != last_text:
            break
        before.append(ins)
    if any(i.condition is not None or i.opts.get("instead") for i in before + made):
        return False
    if any(i.kind in ("choose_kind", "choose_number", "x_rule", "unmodelled") for i in before + made):
        return False
    if any(i.optional for i in made) or not _own_pointers(made):
        return False   # "you may put it on top … instead": declined, the earlier sentence still happens (608.2c)
    unless = Condition("not", inner=cond, text=f"not {cond.text}")
    for ins in before:
        ins.condition = unless
    instead = Condition("otherwise", inner=unless, value="instead", text=cond.text)   # its word, for the accounting
    for ins in made:
        ins.condition = instead
    return True
