"""The tokens every pass of a "For each of them, create a token …" created, named after it: "Those tokens gain
haste. Exile them at the beginning of the next end step." (Hate Mirage), "Exile those tokens at the beginning of the
next end step." (Twinflame), and after "For each artifact destroyed this way, create a token that's a copy of it."
(Red Sun's Twilight).

"For each of them" follows its instructions for one of them at a time (608.2f); each pass creates a token (111.1),
and inside the pass "that creature" is the one object of that pass (608.2c). A sentence after it that says "those
tokens", "them", "they" or "it" speaks of what the effect did last: the tokens created in every pass, not the objects
the passes were for (608.2c: the instructions are followed in order, and the words point back to the last thing
named). So after such a "for each", the next sentence's antecedent is the created tokens, and the "for each"
instruction is marked to collect every pass's tokens (kb.engine.actions keeps them as the resolution's tokens).
When no pass created a token (no object was destroyed, or a condition before the "for each" was false), those words
refer to no object, and a delayed triggered ability about them does nothing (603.7c; kb.engine.actions, kb.engine.sba).
Only the words for several tokens are read so ("those tokens", "the tokens", "them", "they"); "those creatures", "that
creature" or "it" there could name the objects the passes were for as well as the tokens, and are not read.
"""
from __future__ import annotations

from .errors import ParseError
from .instruction_types import Instruction, Subject

__all__ = ["COLLECT_TOKENS", "antecedent_after", "check_pointer"]

COLLECT_TOKENS = "collect_tokens"   # the for_each instruction's option: keep every pass's tokens (kb.engine.actions)
_EVERY_PASS = "the tokens every pass created"   # the antecedent's text, which marks it
_TOKEN_WORDS = frozenset(("those tokens", "the tokens", "them", "they"))


def antecedent_after(each: Instruction, prev: Subject | None) -> Subject | None:
    """What the sentence after the "for each" instruction ``each`` points back to: the tokens its passes created, when
    its instructions create tokens (``each`` is then marked to collect them), else ``prev``, what the "for each" was
    for."""
    if not any(b.kind == "token" for b in each.opts.get("body", ())):
        return prev
    each.opts[COLLECT_TOKENS] = True
    return Subject("tokens", text=_EVERY_PASS)


def check_pointer(low: str, prev: Subject | None, card) -> None:
    """Refuses (ParseError) the pointer words ``low`` after such a "for each" unless they name several tokens: "those
    creatures" could be the tokens or what the passes were for (608.2c), which is not read."""
    if prev is not None and prev.kind == "tokens" and prev.text == _EVERY_PASS and low not in _TOKEN_WORDS:
        raise ParseError(low, f"\u201c{low}\u201d after \u201cFor each of them, create a token …\u201d: the tokens or the "
                         "objects the passes were for, which is not read", card)
