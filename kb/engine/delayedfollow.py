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
"""
from __future__ import annotations

import re

__all__ = ["absorb_followup"]

_BRINGS = re.compile(r"\b(?:to|onto) the battlefield\b|\bcreate\b", re.I)
_NAMES_IT = re.compile(r"(?:If )?(?:It|They|That (?:creature|card|permanent)|Those (?:creatures|cards|permanents)|"
                       r"The (?:token|tokens|creature|returned (?:creature|card|permanent)))\b")


def absorb_followup(made: list, sentence: str) -> bool:
    """When the last of the instructions ``made`` from one sentence is a delayed ability that puts an object onto the
    battlefield and ``sentence`` (the next one) begins by naming that object, ``sentence`` joins the delayed ability's
    effect (its ``opts["text"]``) and True is returned: the caller then doesn't read it now. Otherwise False."""
    if not made or made[-1].kind != "delayed" or made[-1].opts.get("on_event"):
        return False
    body = made[-1].opts.get("text") or ""
    if "battlefield" not in body and "create" not in body.lower():   # cheap guard first
        return False
    if not _BRINGS.search(body) or not _NAMES_IT.match(sentence.strip()):
        return False
    made[-1].opts["text"] = body.rstrip() + " " + sentence.strip()
    made[-1].text = (made[-1].text or "").rstrip() + " " + sentence.strip()
    return True
