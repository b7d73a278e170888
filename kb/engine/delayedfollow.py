"""The sentence after a delayed return that describes the object returned: "Return it to the battlefield under your
control … at the beginning of the next end step. That creature is a black Zombie in addition to its other colors and
types." (Grave Betrayal), "… return it to the battlefield … at the beginning of your next upkeep. It gains haste."
(Obzedat, Ghost Council).

The first sentence creates a delayed triggered ability (603.7); the object it will put onto the battlefield is, until
then, a card in a graveyard or in exile. A next sentence that begins by naming that object ("It", "That creature",
"The token") describes the permanent the delayed ability puts onto the battlefield — a new object (400.7), which an
effect applied now to the card could never reach (611.2c) — so it is part of the delayed ability's effect and happens
as that ability resolves, right after the return (608.2c). Published rulings say so (Obzedat, 2017-03-14: "Once
Obzedat's ability has returned it to the battlefield, it has haste"; Grave Betrayal, 2012-10-01: the returned
creature is a black Zombie).

Only a delayed ability whose effect puts an object onto the battlefield ("return … to the battlefield", "put … onto
the battlefield", "create") takes such a sentence; after "Exile it at the beginning of the next end step" the object
is still on the battlefield and "that creature gets +7/+0 until end of turn" applies now (Elemental Appeal). A next
sentence that names no such object ("You lose 2 life.") happens now.

A next sentence that reads what the delayed instruction did — "If you do", "If the player does", "If they don't",
and after a delayed coin flip "If you lose the flip" (705.2) — is part of the delayed ability too, whatever its
instruction ("Flip a coin at the beginning of the next end step. If you lose the flip, sacrifice that creature." flips
and sacrifices at the end step, not now): "that creature's controller sacrifices it at end of
combat. If the player does, they create a 0/2 … Wall …" (Basalt Golem) creates the token only when, at end of
combat, the creature is sacrificed (608.2c; ruling 2005-11-01: "only if the blocking creature is sacrificed during
the resolution of the triggered ability"). Read now, it would ask about an instruction that hasn't happened yet.
(The delayed sentence that begins with its moment, "At the beginning of your next upkeep, pay …. If you don't, …",
is joined before reading, kb.engine.instructions._delayed_followups.)
"""
from __future__ import annotations

import re

__all__ = ["absorb_followup", "reads_outcome"]

_BRINGS = re.compile(r"\b(?:to|onto) the battlefield\b|\bcreate\b", re.I)
_READS_DID = re.compile(r"If (?:you|they|the player|that player) (?:do|does|don't|doesn't|didn't|can't)\b")
# "Flip a coin at the beginning of the next end step. If you lose the flip, …": the result of the delayed flip (705.2)
_FLIPS = re.compile(r"\bflips? (?:a|one|two) coins?\b", re.I)
_READS_FLIP = re.compile(r"If (?:you|they|the player|that player) (?:win|wins|won|lose|loses|lost) (?:the|that|a) flip\b")


def reads_outcome(body: str, sentence: str) -> bool:
    """Whether ``sentence`` reads what the delayed instruction ``body`` did: "If you do / don't", "If the player
    does", or — after a delayed coin flip — "If you lose the flip" (608.2c, 705.2)."""
    sentence = sentence.strip()
    return bool(_READS_DID.match(sentence) or (_FLIPS.search(body) and _READS_FLIP.match(sentence)))
_NAMES_IT = re.compile(r"(?:If )?(?:It|They|That (?:creature|card|permanent)|Those (?:creatures|cards|permanents)|"
                       r"The (?:token|tokens|creature|returned (?:creature|card|permanent)))\b")


def absorb_followup(made: list, sentence: str) -> bool:
    """When the last of the instructions ``made`` from one sentence is a delayed ability and ``sentence`` (the next
    one) reads what it did ("If the player does, …"), or the delayed ability puts an object onto the battlefield and
    ``sentence`` begins by naming that object, ``sentence`` joins the delayed ability's effect (its ``opts["text"]``)
    and True is returned: the caller then doesn't read it now. Otherwise False."""
    if not made or made[-1].kind != "delayed" or made[-1].opts.get("on_event"):
        return False
    body = made[-1].opts.get("text") or ""
    if reads_outcome(body, sentence):   # "If the player does, …", "If you lose the flip, …": what it did (608.2c)
        made[-1].opts["text"] = body.rstrip() + " " + sentence.strip()
        made[-1].text = (made[-1].text or "").rstrip() + " " + sentence.strip()
        return True
    if "battlefield" not in body and "create" not in body.lower():   # cheap guard first
        return False
    if not _BRINGS.search(body) or not _NAMES_IT.match(sentence.strip()):
        return False
    made[-1].opts["text"] = body.rstrip() + " " + sentence.strip()
    made[-1].text = (made[-1].text or "").rstrip() + " " + sentence.strip()
    return True
