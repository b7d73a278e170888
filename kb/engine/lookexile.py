"""Looking at the top cards of a library, exiling one of them face down and putting the rest elsewhere, in one sentence
or two: "look at the top four cards of target opponent's library, exile one of them face down, then put the rest on
the bottom of that library in a random order" (Gonti, Lord of Luxury), "look at the top three cards of that player's
library, exile one of them face down, then put the rest into their graveyard" (Thief of Sanity), "Look at the top two
cards of target opponent's library. Exile one of them face down and put the other on the bottom of that library."
(Siphon Insight).

The cards looked at stay in their library until an instruction moves them (701.20e); one is chosen and exiled face
down (406.3: no player may examine it unless instructions allow it); the others go to the bottom of the library they
came from ("that library": the one looked at; 401.4, in a random order when it says so, else the order its owner
chooses) or into "their graveyard" — their owner's (400.3), the player whose library was looked at. The sentence with
", then" is the two instructions in order (608.2c). The words are written as kb.engine.instructions' reader of the
hideaway sentence ("Exile one of them face down and put the rest on the bottom of your library …") reads them: "your"
there names the library the cards were looked at in, which kb.engine.looking's ``rest`` uses whoever owns it.

Only another player's library makes "that library" and "their graveyard" mean it; after a look at your own library the
words are not read here."""
from __future__ import annotations

import re

__all__ = ["split_look_exile", "exile_one_words"]

_SPLIT = re.compile(r"((?:[Ll]ook at|[Rr]eveal) the top (?:card|\w+ cards) of (?:your|target player's|target opponent's|"
                    r"that player's|defending player's) library), (exile one of them(?: face down)?), then (put the "
                    r"(?:rest|other) .+)")
_OTHERS = re.compile(r"([Ee]xile one of (?:them|those cards)(?: face down)? and put the (?:rest|other) )(on the bottom of "
                     r"that library|into their graveyard)((?: in (?:a random|any) order)?)")


def split_look_exile(s: str) -> tuple[str, str] | None:
    """"Look at the top four cards of target opponent's library, exile one of them face down, then put the rest …" →
    ("Look at the top four cards of target opponent's library", "Exile one of them face down and put the rest …"): the
    two sentences in order (608.2c); None for other words."""
    if ", exile one of them" not in s:
        return None
    m = _SPLIT.fullmatch(s)
    if m is None:
        return None
    return m.group(1), f"E{m.group(2)[1:]} and {m.group(3)}"


def exile_one_words(s: str, looked_other: bool) -> str | None:
    """"Exile one of them face down and put the rest on the bottom of that library in a random order" / "… into their
    graveyard" after a look at another player's library (``looked_other``) → the same words with "your library" /
    "your graveyard" (the looked-at library, its owner's graveyard: 400.3); None when the words are not these, or the
    library looked at was yours."""
    if not looked_other or "xile one of" not in s:
        return None
    m = _OTHERS.fullmatch(s)
    if m is None:
        return None
    place = "on the bottom of your library" if m.group(2).startswith("on") else "into your graveyard"
    return f"{m.group(1)}{place}{m.group(3)}"
