"""Mana of a type another permanent "could produce" (106.7; issue 25): "Add one mana of any color that a land an
opponent controls could produce.", "Add one mana of any type that a land you control could produce."

The types of mana a permanent could produce are those its mana abilities would add if they resolved now, costs
ignored (106.7). The engine reads them from the abilities it reads: "{G}", "{R} or {G}", "{C}{C}", "one mana of any
[one] color", "one mana of the chosen color" (the permanent's chosen colour, none without one). A permanent the
description matches whose mana can't be told that way — an amount ("{G} for each Elf you control"), an ability of the
engine doesn't read — makes the choice "cannot decide", never guessed. Another "could produce" ability is followed:
the rules find these together (106.7's example), as the least sets of types that satisfy each other (the same ability
for the same player, its own or a second Reflecting Pool, adds no type the others don't). "any color" leaves colourless out (105.1, 106.1b); "any type" keeps it.
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
    """(the mana types the permanents described could produce, why that can't be told: "" when it can).

    Another "could produce" ability among them is followed: what it could produce for its own controller counts, all
    of them found together as the least sets that satisfy each other (106.7's example: my Exotic Orchard, my Forest and
    an opponent's Exotic Orchard — each Orchard could produce {G}); a second copy of the same ability for the same
    player adds nothing the others don't."""
    from .filters import Ctx
    colorless, phrase = read(text)
    snap = state.evaluate()
    root = (who, source.oid if source is not None else None, colorless, phrase)
    direct: dict = {}   # node → (the types its permanents' own mana abilities give, the "could produce" nodes it follows)
    todo = [root]
    while todo:
        node = todo.pop()
        if node in direct:
            continue
        player, oid, _, words = node
        src = state.objects.get(oid) if oid is not None else None
        sel = selector_of(words, src.card.name if src is not None else None)
        ctx = Ctx(snap.work, snap.get(oid) if oid is not None else None, player)
        kinds, follows, why = _matched(state, snap, sel, ctx)
        if why:
            return set(), why
        direct[node] = (kinds, follows)
        todo += follows
    found = {n: set() for n in direct}
    changed = True
    while changed:   # the least sets: each only ever grows, within the six types
        changed = False
        for n, (kinds, follows) in direct.items():
            new = set(kinds).union(*(found[f] for f in follows))
            new = new if n[2] else new - {"C"}
            if new != found[n]:
                found[n], changed = new, True
    return found[root], ""


def _matched(state, snap, sel, ctx) -> tuple[set, list, str]:
    """The mana types the permanents ``sel`` matches could produce by their own mana abilities, the "could produce"
    abilities among them (as nodes of could_produce), and why that can't be told ("" when it can)."""
    from .abilities import ManaAbility, UnmodelledAbility
    from .manaamount import amount_phrase
    kinds: set = set()
    follows: list = []
    for oid, w in snap.work.items():
        o = state.objects.get(oid)
        if o is None or o.zone != "battlefield" or not sel.match(w, ctx):
            continue
        for h in w.abilities:
            ab = h.ability
            if isinstance(ab, UnmodelledAbility):
                return kinds, follows, f"{o.alias} has an ability the engine doesn't read (\u201c{ab.text}\u201d)"
            if not isinstance(ab, ManaAbility):
                if re.search(r"\b[Aa]dds?\b", getattr(ab, "text", "") or ""):   # "{T}: Add {G} for each Elf you control."
                    return kinds, follows, f"what {o.alias}'s \u201c{ab.text}\u201d would add can't be told"
                continue
            other = read(amount_phrase(ab.produces))
            if other is not None:   # another "could produce" ability: what it could produce for its controller
                follows.append((w.controller, oid) + other)
                continue
            got = _types_of(ab, o)
            if got is None:
                return kinds, follows, f"what {o.alias}'s \u201c{ab.text}\u201d would add can't be told"
            kinds |= got
    return kinds, follows, ""
