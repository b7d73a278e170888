"""Another player reveals cards from the top of their own library until a kind of card (Polymorph, Blessed
Reincarnation): "Its controller reveals cards from the top of their library until they reveal a creature card. The
player puts that card onto the battlefield, then shuffles all other cards revealed this way into their library."

- the revealing player is the one the sentence names — "its controller" (of the object the sentence before named, as it
  last existed: 608.2h), "that player" when the sentence before named a player that way, "target player" / "target
  opponent" — and the cards are revealed from that player's library, one at a time from the top until one is of the
  kind (701.20a), read as "reveal cards from the top of your library until …" is (kb.engine.looking);
- "until a creature card is revealed" is the same stop said the other way round;
- "The player puts that card onto the battlefield": the revealing player puts it there and controls it (110.2a), not the
  ability's controller; "then shuffles the rest (all other cards revealed this way) into their library": the other
  cards revealed never left that library (701.20b), which is shuffled (701.24a).
"""
from __future__ import annotations

import re

from .errors import ParseError
from .instruction_types import Instruction

__all__ = ["read_other_reveal"]

_UNTIL = re.compile(r"(?P<who>[Ii]ts controller|[Tt]hat player|[Tt]arget player|[Tt]arget opponent) reveals cards from "
                    r"the top of their library until (?:they reveal (?:a|an) (?P<kind>[^,]+?)|(?:a|an) (?P<kind2>[^,]+?) is "
                    r"revealed)")   # no comma: ", then puts those cards into their graveyard" is kb.engine.instructions'''s
_PUTS = re.compile(r"(?:The|That) player puts that card onto the battlefield, then shuffles (?:the rest|all other cards "
                   r"revealed this way) into their library")


def read_other_reveals_until(s: str, subject):
    """(who, kind): the player who reveals (``subject(phrase)`` → the Subject, None when it names no player of its
    own: "that player" pointing at an object) and the words of the kind of card that stops the reveal. None: not such a
    sentence."""
    m = _UNTIL.fullmatch(s)
    if not m:
        return None
    who = subject(m.group("who").lower())
    if who is None or not (who.kind in ("controller_of", "owner_of") or m.group("who").lower().startswith("target ")):
        return None
    return who, m.group("kind") or m.group("kind2")


def read_revealer_puts(s: str, done: list) -> bool:
    """"The player puts that card onto the battlefield, then shuffles the rest into their library." right after
    another player's reveal "until" (:func:`read_other_reveals_until`): True when it is such a sentence."""
    if not _PUTS.fullmatch(s):
        return False
    last = next((i for i in reversed(done) if i.kind == "reveal_until"), None)
    return last is not None and bool(last.opts.get("revealer_puts"))


def read_other_reveal(s: str, raw: str, pc, done: list, subject, looked) -> list | None:
    """The instructions of the two sentences above (``looked``: the cards-looked-at subject of kb.engine.instructions;
    ``subject(phrase)``: that phrase read as the sentence's subject): a ``reveal_until`` of the named player's library,
    and after it a ``found`` put onto the battlefield under the revealing player's control and a ``rest`` shuffled
    into that library. None: neither sentence."""
    from .parser import parse_selector
    other = read_other_reveals_until(s, subject)
    if other is not None:
        if not re.fullmatch(r"(?:.+ )?card(?: with .+)?", other[1]):   # "a creature card that …": not read
            raise ParseError(raw, "a reveal that stops at something the engine does not read", pc.card)
        sel = parse_selector(other[1], pc, default_zone=frozenset(("library",)))
        return [Instruction("reveal_until", looked, opts={"who": other[0], "selector": sel, "their": True,
                                                          "revealer_puts": True}, text=raw)]
    if read_revealer_puts(s, done):
        return [Instruction("found", looked, opts={"to": "battlefield", "tapped": False, "by_revealer": True}, text=raw),
                Instruction("rest", looked, opts={"to": "shuffle", "revealed": True}, text=raw)]
    return None
