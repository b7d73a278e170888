"""A search of one player's graveyard, hand, and library for cards with a name (701.23a): "Search target player's
graveyard, hand, and library for all cards with the chosen name and exile them." (Cranial Extraction), "… for all cards
with the same name as that spell …" (Counterbore), "… as the chosen card" (Lobotomy), "… search that player's
graveyard, hand, and library for any number of cards with the same name as the exiled card, exile those cards, then
that player shuffles." (Pick the Brain), "… search the graveyard, hand, and library of that spell's controller for …"
(Invasive Surgery).

The name is the one chosen (201.4), or that of the object an instruction before named — its target, the card chosen
from a revealed hand (608.2d), the card the instruction before exiled — as it last existed (608.2h; two objects with
the same name, 201.2). The cards found in the hidden zones are the searcher's choice (701.23b, stated as
``choose: {search: [NAMES]}``); in the graveyard, a public zone, "all" finds every one. "Then that player shuffles" is
the searched player (701.24a). Read only where each pointer names exactly one object of that kind said before; any
other form is left to the other readers (None).
"""
from __future__ import annotations

import re

from .errors import ParseError
from .filters import Const
from .instruction_types import Instruction, Subject
from .text import amount_of

__all__ = ["read_name_search", "that_name_chosen"]

_WHOSE = r"target player|target opponent|that player|its owner|its controller|that spell's controller"
_SEARCH = re.compile(rf"[Ss]earch ({_WHOSE})'s graveyard, hand, and library for (all|any number of|up to \w+) (.+?)"
                     r"(?P<end> and exile them|, exile those cards(?P<shuffle>, then that player shuffles)?)")
_OF_FORM = re.compile(r"([Ss]earch) the graveyard, hand, and library of (.+?) for ")
_SAME = re.compile(r"(.+?) with the same name as (that|the chosen|the exiled) (spell|creature|land|enchantment|artifact|"
                   r"permanent|card)")


def _exiled_before(done: list):
    """The one object the instruction just before exiled ("You choose a nonland card from it and exile that card."),
    or None."""
    last = done[-1] if done else None
    if last is None or last.subject is None or not (last.kind == "exile" or (
            last.kind == "move" and (last.opts or {}).get("to") == "exile")):
        return None
    return last.subject if last.subject.kind in ("picked", "target") else None


def read_name_search(s: str, raw: str, pc, prev, done: list, subject_of, parse_selector):
    """The instructions of ``s`` (a search for cards with a name, see the module) and the subject named last, or None
    when ``s`` is not that form. ``subject_of(words, prev)`` reads a noun phrase; ``parse_selector(words, zones)`` a
    description of cards."""
    said_of = _OF_FORM.match(s)
    if said_of:   # "the graveyard, hand, and library of that spell's controller": the same zones of that player
        s = f"{said_of.group(1)} {said_of.group(2)}'s graveyard, hand, and library for " + s[said_of.end():]
    m = _SEARCH.fullmatch(s)
    if not m:
        return None
    phrase = re.sub(r"\bcards\b", "card", m.group(3))
    same = _SAME.fullmatch(phrase)
    same_as = None
    if same:
        # "that spell" (Counterbore): the target the sentence before named; "the chosen card" (Lobotomy): the card
        # chosen from the revealed hand; "the exiled card" (Pick the Brain): the card the instruction before exiled
        how = same.group(2)
        same_as = prev if (how == "that" and prev is not None and prev.kind == "target") or \
            (how == "the chosen" and prev is not None and prev.kind == "picked") else \
            _exiled_before(done) if how == "the exiled" else None
        if same_as is None:
            raise ParseError(raw, f"\u201c{how}\u201d names no object before it", pc.card)
        phrase = same.group(1)
    if not re.match(r"(?:[\w-]+ )*card\b", phrase):
        raise ParseError(raw, "a search for something that is not a card", pc.card)
    zones = ("graveyard", "hand", "library")
    sel = parse_selector(phrase, frozenset(zones))
    n = -1 if m.group(2) in ("all", "any number of") else amount_of(m.group(2).removeprefix("up to "))
    if n is None:
        raise ParseError(raw, "how many cards", pc.card)
    found = Subject("moved", text="the cards found")
    # after "… you choose a card … from it [and exile that card]" the player named before is the one whose hand it was
    # (the card chosen is not a player: "that player" names the revealing player, 608.2c)
    who = subject_of(m.group(1), prev.of if prev is not None and prev.kind == "picked" and prev.of is not None
                     else prev)
    made = [Instruction("search", found, amount=Const(n), text=raw,
                        opts={"who": who, "selector": sel, "up_to": m.group(2).startswith("up to"), "any_card": False,
                              "any_number": m.group(2) == "any number of", "zones": zones, "all": m.group(2) == "all",
                              "searcher": "you", **({"same_name_as": same_as} if same_as is not None else {}),
                              **({"same_name_said": same.group(2)} if same and same.group(2) != "that" else {}),
                              **({"zones_of": True} if said_of else {})}),
            Instruction("move", found, opts={"to": "exile"}, text=raw)]
    if m.group("shuffle"):   # "…, then that player shuffles": the player whose library was searched (701.24a)
        made.append(Instruction("library_order", who, opts={"what": "shuffle"}, text=raw))
    return made, who


_CHOSEN_TRIGGER = re.compile(r"(?:When|Whenever) [^,]*\bwith the chosen name\b[^,]*, ")


def that_name_chosen(t: str, ability: str | None) -> str:
    """The effect ``t`` of a triggered ability whose trigger event is an object "with the chosen name" ("Whenever a
    creature you control with the chosen name enters, you may search your library for any number of cards with that
    name, …"): "with that name" before any other name is said in the effect is the chosen name (201.4) — the event's
    object has that name too, so either antecedent names the same; unchanged otherwise."""
    i = t.find("with that name")
    if i < 0 or not _CHOSEN_TRIGGER.match(ability or "") or re.search(r"\bnamed?\b|\bnames\b", t[:i]):
        return t
    return t[:i] + "with the chosen name" + t[i + len("with that name"):]
