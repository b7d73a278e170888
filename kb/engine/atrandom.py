"""Cards selected "at random" from a graveyard as an instruction is followed (608.2c, 608.2d).

"Return an instant card at random from your graveyard to your hand", "exile a card at random from your graveyard",
"Return a creature card at random from your graveyard to the battlefield": the sentence is read as the same sentence
without "at random" (what already moves a card chosen from a graveyard does it), and the instruction made is marked
random. The card is selected as the instruction is followed, among the cards it describes then (the card rulings:
"chosen at random as [it] resolves"); the result is the scenario's to state, with the key the same sentence without
"at random" takes (``choose: {choose: NAME}``, kb.engine.actions_subjects.chosen_key). The selection is no player's
choice: with no more such cards than it takes, they are all taken; otherwise an unstated result is never guessed —
what it could change is "cannot decide" (not an error asking for a choice).

Random discards ("discards a card at random", 701.9b) are read by the discard reader itself (kb.engine.instructions);
a modal "choose one at random —" by the mode reader (kb.engine.text, kb.engine.stack). Not read here: "at random"
after the zone ("exile a permanent card from your graveyard at random"), from a hand or a library, a player or an
opponent chosen at random, "reveals a card at random".
"""
from __future__ import annotations

import re

__all__ = ["random_sentence", "mark_random", "is_random"]

# "[Rr]eturn|[Ee]xile [count] [description] card(s) at random from your graveyard …": the words "at random" between
# the cards described and the graveyard they are in
_AT_RANDOM = re.compile(r"^((?:[Tt]hen )?(?:[Rr]eturn|[Ee]xile) (?:a|an|one) [^.,;]*?\bcard) at random"
                        r"(?= from your graveyard\b)")


def random_sentence(raw: str) -> str | None:
    """The sentence without "at random" when it selects a card at random from its controller's graveyard; None
    otherwise (kb.engine.instructions reads it as it is)."""
    if "at random" not in raw:
        return None
    out, n = _AT_RANDOM.subn(r"\1", raw.strip())
    if n != 1 or "at random" in out:
        return None
    return out


def mark_random(made: list) -> bool:
    """Mark the instruction that moves the card chosen from the graveyard as a random selection; False when the
    sentence was not read as one such instruction (it is then not read)."""
    hits = [ins for ins in made if ins.kind in ("move", "exile") and ins.subject is not None
            and ins.subject.kind == "chosen" and (ins.opts or {}).get("from") == "your graveyard"]
    if len(hits) != 1:
        return False
    hits[0].opts["random"] = True
    return True


def is_random(ins) -> bool:
    """Whether the card an instruction moves is selected at random (the scenario states it; never the player's
    choice)."""
    return ins is not None and ins.kind in ("move", "exile") and bool((ins.opts or {}).get("random"))
