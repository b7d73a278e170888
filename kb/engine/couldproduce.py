"""Mana of a type another permanent "could produce" (106.7; issue 25): "Add one mana of any color that a land an
opponent controls could produce.", "Add one mana of any type that a land you control could produce."

The types of mana a permanent could produce are those its mana abilities would add if they resolved now, costs
ignored (106.7). The engine reads them from the abilities it reads: "{G}", "{R} or {G}", "{C}{C}", "one mana of any
[one] color", "one mana of the chosen color" (the permanent's chosen colour, none without one). A permanent the
description matches whose mana can't be told that way — an amount ("{G} for each Elf you control"), an ability of the
engine doesn't read, another "could produce" ability (the rules find these together, 106.7's example) — makes the
choice "cannot decide", never guessed; the same "could produce" ability for the same player (its own, a second
Reflecting Pool) adds no type the others don't, and is passed over. "any color" leaves colourless out (105.1, 106.1b); "any type" keeps it.
The player's choice is stated with ``choose: {color: …}`` (or ``mana: {C}``); with exactly one type possible no
choice is needed; with none, no mana is added (106.7's example).
"""
from __future__ import annotations

import re

# "that a land …" / "that an …" only: "any type that land could produce" names one land ("that land"), not all lands
PATTERN = r"one mana of any (?:colou?r|type) that an? [^.]+? could produce"
_READ = re.compile(r"one mana of any (colou?r|type) that an? (.+?) could produce")
_ANY = "WUBRG"


def read(text: str):
    """The words after "Add" → (whether colourless counts, the description of the permanents), or None."""
    m = _READ.fullmatch(text.strip().rstrip("."))
    if m is None:
        return None
    return m.group(1) == "type", m.group(2)


def selector_of(phrase: str, card: str | None):
    """The permanents whose mana is looked at ("land an opponent controls", "basic land you control", "Gate you
    control"): a ParseError for a description the object reader doesn't read."""
    from .parser import _Ctx, parse_selector
    return parse_selector(phrase, _Ctx(card))


def _types_of(ab, obj) -> set | None:
    """The mana types one mana ability of ``obj`` would add (106.7), or None when the engine can't tell."""
    from .manaamount import amount_phrase, read_mana_amount
    text = amount_phrase(ab.produces)
    if read(text) is not None or read_mana_amount(text) is not None:
        return None
    if re.fullmatch(r"[WUBRGC]", text):   # a basic land type's intrinsic ability (305.6)
        return {text}
    if re.fullmatch(r"one mana of any (?:one )?colou?r|(?:two|three) mana (?:of|in) any (?:one )?colou?rs?", text):
        return set(_ANY)
    if re.fullmatch(r"one mana of the chosen colou?r", text):
        c = (getattr(obj, "choices", None) or {}).get("color")
        return {c} if c else set()
    options = [o.strip() for o in re.split(r",\s*(?:or\s+)?|\s+or\s+", text) if o.strip()]
    syms = [re.findall(r"\{([WUBRGC])\}", o) for o in options]
    if not options or not all(syms):
        return None
    return {s for group in syms for s in group}


def could_produce(state, who: str, source, text: str) -> tuple[set, str]:
    """(the mana types the permanents described could produce, why that can't be told: "" when it can)."""
    from .abilities import ManaAbility, UnmodelledAbility
    from .filters import Ctx
    from .manaamount import amount_phrase
    colorless, phrase = read(text)
    sel = selector_of(phrase, source.card.name if source is not None else None)
    snap = state.evaluate()
    ctx = Ctx(snap.work, snap.get(source.oid) if source is not None else None, who)
    out: set = set()
    for oid, w in snap.work.items():
        o = state.objects.get(oid)
        if o is None or o.zone != "battlefield" or not sel.match(w, ctx):
            continue
        for h in w.abilities:
            ab = h.ability
            if isinstance(ab, UnmodelledAbility):
                return out, f"{o.alias} has an ability the engine doesn't read (\u201c{ab.text}\u201d)"
            if not isinstance(ab, ManaAbility):
                if re.search(r"\b[Aa]dds?\b", getattr(ab, "text", "") or ""):   # "{T}: Add {G} for each Elf you control."
                    return out, f"what {o.alias}'s “{ab.text}” would add can't be told"
                continue
            if read(amount_phrase(ab.produces)) == (colorless, phrase) and w.controller == who:
                continue   # the same ability for the same player (the source's own, another Reflecting Pool): it adds
                # no type the others don't (106.7: the types found together, as its example finds them)
            kinds = _types_of(ab, o)
            if kinds is None:
                return out, f"what {o.alias}'s \u201c{ab.text}\u201d would add can't be told"
            out |= kinds
    return (out if colorless else out - {"C"}), ""
