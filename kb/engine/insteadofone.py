"""A later sentence that changes only the number of an earlier instruction: "If this spell was kicked, search your
library for two basic land cards instead of one.", "If you control a creature with power 4 or greater, you may put two
creature cards onto the battlefield instead of one."

608.2c: later text on the card may modify the meaning of earlier text. "B instead of one" is the earlier instruction A
with its number one changed to B's, when B's words, its number read as "a"/"an" and its noun in the singular, are A's
words in A's order (the words of A that B leaves out, "from among them", stand as A says them). The condition is checked
as A would be followed (kb.engine.actions, Instruction.opts["instead"]); the instructions after A that point back at
what it found ("reveal it, put it into your hand") act on every card it found. Any word of B that A doesn't have
("… onto the battlefield tapped instead of one") leaves the sentence unread."""
from __future__ import annotations

import re
from dataclasses import replace

__all__ = ["instead_of_one"]

_NUMBERS = {"two": 2, "three": 3, "four": 4, "five": 5}
_BODY = re.compile(r"(.+?) (two|three|four|five) ((?:[\w-]+ )*?)cards((?: [\w'-]+)*?) instead of one")
# the instructions whose amount is the number of cards they find or pick (701.23a search, 608.2d choices)
_COUNTED = ("search", "pick")


def _words(text: str) -> list[str]:
    return re.findall(r"[a-z0-9'~+/{}-]+", text.lower())


def _in_order(part: list[str], whole: list[str]) -> bool:
    it = iter(whole)
    return all(w in it for w in part)


def instead_of_one(cond, body: str, done: list) -> bool:
    """Attach "B instead of one" to the earlier instruction it changes (``done``, the instructions read so far): True
    when read, False when not this form or no earlier instruction fits (the caller then leaves the sentence unread)."""
    m = _BODY.fullmatch(body.strip())
    if m is None:
        return False
    n = _NUMBERS[m.group(2)]
    head, noun = m.group(1), f"{m.group(3)}card{m.group(4)}"
    for ins in reversed(done):
        amount = getattr(ins.amount, "n", None)
        if ins.kind not in _COUNTED or amount != 1 or ins.condition is not None:
            continue
        whole = _words(ins.text)
        for article in ("a", "an"):
            if _in_order(_words(f"{head} {article} {noun}"), whole):
                alt = replace(ins, amount=replace(ins.amount, n=n), text=body,
                              opts={**{k: v for k, v in ins.opts.items() if k != "instead"}, "instead_of": 1})
                ins.opts.setdefault("instead", []).append((cond, alt))
                return True
        return False   # the nearest counted instruction is the one "instead of one" could change: no other
    return False
