"""A sentence after an instruction that puts a card onto the battlefield, giving it counters as it enters when the card
is of a kind: "You may put a creature card from among them onto the battlefield. If that card has mana value 3 or less,
it enters with three additional +1/+1 counters on it." (Turntimber Symbiosis).

The counters are part of the event of its entering (614.1c: an effect that says a permanent "enters with" counters is
a replacement effect; 122.6: they are put on it as it enters) — "additional": beside any its own abilities give it. The
condition names the card put ("that card"): its mana value is the card's, checked as it is put (608.2c; mana value,
202.3, is the same in the library and on the battlefield unless an effect says otherwise). Read after the "put … from
among them onto the battlefield" of kb.engine.looking (``pick``) and after "Return / Put … onto the battlefield"
(``move``), an instruction that gives no counters of its own. Other conditions ("If it enters as a creature": what it
would be on the battlefield, 614.12) are not read.
"""
from __future__ import annotations

import re

from .words import NUMBER_WORDS

__all__ = ["enters_with_if_after", "counters_if_holds"]

_FORM = re.compile(r"If that card has (mana value \w+ or (?:less|greater|more)), it enters with (a|an|one|two|three|four|"
                   r"five|six) additional (\S+) counters? on it")


def enters_with_if_after(s: str, done: list, selector_of) -> bool:
    """Whether the sentence ``s`` (without its period) is the form above after an instruction (``done``'s last) that
    puts one card onto the battlefield with no counters: then that instruction carries the counters and the condition
    (``selector_of``: a description of cards → selector, kb.engine.parser.parse_selector bound to the card)."""
    m = _FORM.fullmatch(s.strip())
    if m is None or not done:
        return False
    last = done[-1]
    if last.kind not in ("pick", "move") or last.opts.get("to") != "battlefield" or last.opts.get("counters"):
        return False
    n = 1 if m.group(2) in ("a", "an") else NUMBER_WORDS.get(m.group(2))
    if not n:
        return False
    last.opts["counters"] = {m.group(3): n}
    last.opts["more_counters"] = True   # "additional" (its word, for the accounting)
    last.opts["counters_if"] = selector_of(f"card with {m.group(1)}")
    return True


def counters_if_holds(state, ins, oid) -> bool:
    """Whether the card ``oid`` about to be put onto the battlefield by ``ins`` fits its "If that card has …" (True
    when the instruction has no such condition): the card as it is now, before it moves (608.2c)."""
    sel = ins.opts.get("counters_if")
    if sel is None:
        return True
    from .filters import Ctx
    snap = state.evaluate()
    w = snap.get(oid)
    return w is not None and sel.match(w, Ctx(snap.work, w, w.controller or w.owner, edition=state.edition))
