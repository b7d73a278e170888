"""Activation costs (602.1a, 118.3): "{2}{R}, {T}, Sacrifice ~" read into its parts — mana, tapping, sacrificing,
discarding, exiling, paying life, removing counters, revealing, returning, and the costs a card states in words.
One reader per cost part (:func:`one_cost`); the spells' additional and alternative costs
(:func:`kb.engine.instructions.parse_additional_cost`) are read with it."""
from __future__ import annotations

import re

from .errors import ParseError
from .filters import other_than_source
from .instruction_types import SELF_SUBJ, Cost, Subject
from .parser import _Ctx, parse_selector
from .text import amount_of, strip_period
from .values import ManaCost

_COST_SPLIT = re.compile(r",\s*(?![^{]*\})")


def parse_costs(text: str, pc: _Ctx) -> list[Cost]:
    """An activation cost (602.1a): "{2}{R}, {T}, Sacrifice ~" → its parts."""
    out: list[Cost] = []
    mana_syms = ""
    t = text.strip()
    m = re.fullmatch(r"([+\-\u2212])?(\d+|X)", t)
    if m:  # loyalty abilities (606.4)
        sign = -1 if m.group(1) in ("-", "\u2212") else 1
        if m.group(2) == "X":
            return [Cost("loyalty", n=sign, x=True, text=t)]
        return [Cost("loyalty", n=sign * int(m.group(2)), text=t)]
    t = re.sub(r"(half your life), (rounded (?:up|down))", r"\1 \2", t)   # one part: "Pay half your life, rounded up"
    parts: list[str] = []
    for part in _COST_SPLIT.split(t):   # "Sacrifice an artifact, creature, or land": one part, its kinds a list
        if parts and re.fullmatch(r"\s*(?:or |and/or )?[a-z][\w-]*", part) and \
                re.match(r"(?:Sacrifice|Exile|Discard|Return|Tap) an? [a-z]", parts[-1].strip()):
            parts[-1] += "," + part
        else:
            parts.append(part)
    for part in parts:
        part = part.strip()
        if not part:
            continue
        syms = re.fullmatch(r"((?:\{[^}]+\})+)", part)
        if syms:
            inner = re.findall(r"\{([^}]+)\}", part)
            rest = [s for s in inner if s.upper() not in ("T", "Q")]
            if "T" in (s.upper() for s in inner):
                out.append(Cost("tap", text="{T}"))
            if "Q" in (s.upper() for s in inner):
                out.append(Cost("untap", text="{Q}"))
            if rest:
                mana_syms += "".join("{%s}" % s for s in rest)
            continue
        m = re.fullmatch(r"sacrifice (~|this (?:creature|artifact|enchantment|permanent)) and (.+)", strip_period(part), re.I)
        if m:   # "Sacrifice ~ and a creature you control": two parts of one cost (602.2b)
            out += [Cost("sacrifice", subject=SELF_SUBJ, text=f"Sacrifice {m.group(1)}"),
                    one_cost("Sacrifice " + m.group(2), pc)]
            continue
        m = re.fullmatch(r"(.+?) and sacrifice (?:it|~)", strip_period(part), re.I)
        if m:   # "Remove three quest counters from ~ and sacrifice it": two parts of one cost (602.2b)
            out += [one_cost(m.group(1), pc), Cost("sacrifice", subject=SELF_SUBJ, text="sacrifice it")]
            continue
        m = re.fullmatch(r"(.+? ~) and return (?:it|~) to its owner's hand", strip_period(part), re.I)
        if m:   # "Remove an eon counter from ~ and return it to its owner's hand": two parts of one cost (602.2b)
            out += [one_cost(m.group(1), pc), Cost("return", subject=SELF_SUBJ, text="return it to its owner's hand")]
            continue
        m = re.fullmatch(r"(.+?) and pay its mana cost", strip_period(part), re.I)
        if m:   # "Exile a creature card from your graveyard and pay its mana cost": two costs, the second the
            # mana cost of the card the first paid with (602.2b, 118.1)
            first = one_cost(m.group(1), pc)
            if first.kind not in ("exile", "discard", "sacrifice", "return"):
                raise ParseError(part, "a cost the engine does not know", pc.card)
            out += [first, Cost("mana_of_paid", subject=first.kind, text="pay its mana cost")]
            continue
        out.append(one_cost(part, pc))
    if mana_syms:
        out.insert(0, Cost("mana", mana=ManaCost.parse(mana_syms), text=mana_syms))
    return out


# how many objects a cost part takes: a number word or digits, or X (announced with the ability, 107.3, 601.2b)
_COST_N = r"(a|an|one|two|three|four|five|six|seven|eight|nine|ten|\d+|x)"


def _cost_count(word: str) -> tuple[int, bool]:
    """A cost part's number → (n, whether it is X); X's n is 0 until the ability is activated (107.3)."""
    return (0, True) if word.lower() == "x" else (amount_of(word) or 1, False)


def one_cost(part: str, pc: _Ctx) -> Cost:
    """One part of a cost (602.2b, 118): what it takes, of which kind, how many (a number or X) and from where."""
    p = strip_period(part)
    low = p.lower()
    from .selfcosts import read_self_cost   # "Discard ~", "Exile ~ from your graveyard", "Return ~ to its owner's hand"
    own = read_self_cost(p)
    if own is not None:
        kind, zone = own
        return Cost(kind, subject=SELF_SUBJ, zone=zone, text=p) if zone else Cost(kind, subject=SELF_SUBJ, text=p)
    m = re.fullmatch(r"sacrifice (~|it|this (?:creature|permanent|artifact|enchantment|land|token))", low)
    if m:
        return Cost("sacrifice", subject=SELF_SUBJ, text=p)
    if low == "exert ~":   # 701.43a: a cost that exerts its own permanent (kb.engine.exert)
        return Cost("exert", subject=SELF_SUBJ, text=p)
    m = re.fullmatch(r"(sacrifice|tap) ((?:enchanted|equipped) (?:creature|land|permanent|artifact))", low)
    if m:   # "Sacrifice enchanted creature", "Tap enchanted land": the permanent ~ is attached to (602.2b)
        sel = parse_selector(m.group(2), pc)
        return Cost("sacrifice" if m.group(1) == "sacrifice" else "tap_other",
                    subject=Subject("chosen", selector=sel, text=m.group(2)), text=p)
    m = re.fullmatch(rf"sacrifice (another|{_COST_N}) (.+)", p, re.I)
    if m:
        n, x = _cost_count(m.group(1)) if m.group(1).lower() != "another" else (1, False)
        noun = m.group(3)
        sel = parse_selector(noun, pc)
        if m.group(1).lower() == "another":
            sel = other_than_source(sel)
        return Cost("sacrifice", subject=Subject("chosen", selector=sel, text=noun), n=n, x=x, text=p)
    m = re.fullmatch(rf"discard (another|{_COST_N}) cards? named ~", low)
    if m:   # "Discard another card named ~" (602.2b, 201.2): a card in the hand with the source's name; "another": not
        # the source itself (a card discarded from a hand is a new object as it moves, 400.7, so only its name counts)
        n, x = _cost_count(m.group(1)) if m.group(1) != "another" else (1, False)
        sel = parse_selector("card named ~", pc, default_zone=frozenset(("hand",)))
        if m.group(1) == "another":
            sel = other_than_source(sel)
        return Cost("discard", n=n, x=x, subject=Subject("chosen", selector=sel, text="card named ~"), text=p)
    m = re.fullmatch(rf"discard {_COST_N} (.*?)cards?( at random)?", low)
    if m:   # "Discard a creature card" (701.9): the kind of card is part of the cost
        n, x = _cost_count(m.group(1))
        kind = p[m.start(2):m.end(2)].strip()   # as written: "a Mountain card" names a subtype (205.3i)
        subj = Subject("chosen", selector=parse_selector(kind + " card", pc, default_zone=frozenset(("hand",))),
                       text=kind + " card") if kind else None
        return Cost("discard", n=n, x=x, subject=subj, random=bool(m.group(3)), text=p)
    if low == "discard your hand":
        return Cost("discard", n=-1, text=p)
    m = re.fullmatch(r"pay ((?:\{e\})+)", low)
    if m:   # 107.14: "Pay {E}{E}": remove that many energy counters from yourself
        return Cost("energy", n=m.group(1).count("{e}"), text=p)
    m = re.fullmatch(rf"pay {_COST_N} \{{e\}}", low)
    if m and m.group(1) != "x":   # "Pay eight {E}": a number of energy counters written as a word (107.14)
        return Cost("energy", n=_cost_count(m.group(1))[0], text=p)
    m = re.fullmatch(r"pay (\d+|x) life", low)
    if m:
        return Cost("life", n=0 if m.group(1) == "x" else int(m.group(1)), x=m.group(1) == "x", text=p)
    m = re.fullmatch(r"remove any number of (\S+) counters from (?:~|it|this \w+)", low)
    if m:   # the number is chosen as the cost is paid (601.2h, 602.2b): stated with remove: N
        return Cost("remove_counters", n=0, counter=m.group(1), any_number=True, text=p)
    m = re.fullmatch(rf"remove {_COST_N} (\S+) counters? from (~|it|this \w+)", low)
    if m:
        n, x = _cost_count(m.group(1))
        return Cost("remove_counters", n=n, counter=m.group(2), x=x, text=p)
    from .anycounter import read_any_counter_cost   # "Remove a counter from ~": of any kind (122.1, 602.2b)
    got = read_any_counter_cost(p, pc, _COST_N, _cost_count)
    if got is not None:
        return got
    m = re.fullmatch(rf"(remove|put) {_COST_N} (\S+) counters? (?:from|on) ((?:a|an|another) .+)", p, re.I)
    if m and m.group(4).lower() not in ("a", "an"):   # "Remove a +1/+1 counter from a creature you control",
        # "Put a -1/-1 counter on a creature you control": one permanent of that kind, chosen as the cost is paid (602.2b)
        n, x = _cost_count(m.group(2))
        sel = parse_selector(re.sub(r"^an? ", "", m.group(4), flags=re.I), pc)
        kind = "remove_counters" if m.group(1).lower() == "remove" else "put_counters"
        return Cost(kind, n=n, x=x, counter=m.group(3).lower(), subject=Subject("chosen", selector=sel, text=m.group(4)),
                    text=p)
    m = re.fullmatch(rf"put {_COST_N} (\S+) counters? on (~|it|this \w+)", low)
    if m:
        n, x = _cost_count(m.group(1))
        return Cost("put_counters", n=n, counter=m.group(2), x=x, text=p)
    m = re.fullmatch(rf"put {_COST_N} cards? (?:an opponent owns|your opponents own) from exile into (?:that player's|their "
                     r"owners') graveyards?", p, re.I)
    if m:   # Battle for Zendikar's processors (602.2b): cards in exile an opponent owns, to their owners' graveyards (400.3)
        n, x = _cost_count(m.group(1))
        sel = parse_selector("card", pc, default_zone=frozenset(("exile",)))   # whose: checked as it is paid (kb.engine.stack)
        return Cost("from_exile", n=n, x=x, subject=Subject("chosen", selector=sel, text="card an opponent owns"), text=p)
    m = re.fullmatch(rf"exile {_COST_N} (.+?) from your (graveyard|hand)", p, re.I)
    if m:   # "Exile two creature cards from your graveyard" (602.2b): the kind, the number and the zone
        n, x = _cost_count(m.group(1))
        noun = m.group(2)
        zone = m.group(3).lower()
        sel = parse_selector(noun, pc, default_zone=frozenset((zone,)))
        return Cost("exile", n=n, x=x, subject=Subject("chosen", selector=sel, text=noun), zone=zone, text=p)
    m = re.fullmatch(r"exile (.+) from among permanents you control and/or cards in your graveyard", p, re.I)
    if m:   # craft's materials (702.167a-b, kb.engine.craft): that many, or at least that many (any_number)
        from .craft import read_materials
        got = read_materials(m.group(1), lambda one, zones: parse_selector(one, pc, default_zone=zones))
        if got is not None:
            n, at_least, sel = got
            return Cost("exile", n=n, subject=Subject("chosen", selector=sel, text=m.group(1)), any_number=at_least,
                        materials=True, text=p)
    m = re.fullmatch(r"behold (?:a|an) (.+)", p, re.I)
    if m:   # 701.4a: "Reveal a [quality] card from your hand or choose a [quality] permanent you control on the battlefield"
        sel = parse_selector(m.group(1), pc, default_zone=frozenset(("hand", "battlefield")))
        return Cost("behold", subject=Subject("chosen", selector=sel, text=m.group(1)), text=p)
    m = re.fullmatch(r"exile (a|an|one|two|three|\d+) (.+)", p, re.I)
    if m and not re.search(r" or pay \{", m.group(2)):   # "… or pay {2}": a cost of two options (_either_cost)
        return Cost("exile", n=amount_of(m.group(1)) or 1, subject=Subject("chosen", text=m.group(2)), text=p)
    if low in ("exile ~", "exile it"):
        return Cost("exile", subject=SELF_SUBJ, text=p)
    m = re.fullmatch(r"tap any number of (other )?untapped (.+?) with total power (\d+) or (?:greater|more)", p, re.I)
    if m:   # saddle's cost (702.171a): any number of them, their powers adding up to N or more
        sel = parse_selector(m.group(2), pc)
        if m.group(1):
            sel = other_than_source(sel)
        return Cost("tap_other", n=0, subject=Subject("chosen", selector=sel, text=m.group(2)), text=p,
                    total_power=int(m.group(3)), any_number=True)
    m = re.fullmatch(rf"tap (another|{_COST_N}) untapped (.+)", p, re.I)
    if m:   # "Tap five untapped Clerics you control", "Tap another untapped creature you control" (602.2b)
        n, x = _cost_count(m.group(1)) if m.group(1).lower() != "another" else (1, False)
        sel = parse_selector(m.group(3), pc)
        if m.group(1).lower() == "another":
            sel = other_than_source(sel)
        return Cost("tap_other", n=n, x=x, subject=Subject("chosen", selector=sel, text=m.group(3)), text=p)
    m = re.fullmatch(rf"return {_COST_N} (.+?) (?:you control )?to (?:its|their) owners?'s? hands?", p, re.I)
    if m:   # "Return a land you control / two Islands you control to their owner's hand" (602.2b)
        n, x = _cost_count(m.group(1))
        sel = parse_selector(m.group(2) + " you control", pc)
        return Cost("return", n=n, x=x, subject=Subject("chosen", selector=sel, text=m.group(2)), text=p)
    other = _library_or_life_cost(p, pc)
    if other is not None:
        return other
    raise ParseError(part, "a cost the engine does not know", pc.card)


def _library_or_life_cost(p: str, pc: _Ctx) -> Cost | None:
    """Cost parts that take cards from the top of the library, put a card from the hand on top of it, take half a
    life total or every counter of a kind, or reveal cards from the hand (602.2b, 118.3): "Exile the top ten cards of
    your library", "Mill two cards", "Reveal X blue cards from your hand", "Reveal your hand", "Put a card from your
    hand on top of your library", "Pay half your life, rounded up", "Remove all
    +1/+1 counters from ~"; None for any other part."""
    low = p.lower()
    from .graveyardtop import read_graveyard_top_cost   # "Exile the top card of your graveyard" (404.2)
    top = read_graveyard_top_cost(p, Cost, lambda w: Subject("chosen", selector=parse_selector(
        w, pc, default_zone=frozenset(("graveyard",))), text=w))
    if top is not None:
        return top
    m = re.fullmatch(rf"exile the top (?:card|{_COST_N} cards) of your library", low)
    if m:
        n, x = _cost_count(m.group(1)) if m.group(1) else (1, False)
        return Cost("exile_top", n=n, x=x, zone="library", text=p)
    m = re.fullmatch(rf"mill (?:a card|{_COST_N} cards)", low)
    if m:   # 701.17a: the top cards of the library into the graveyard
        n, x = _cost_count(m.group(1)) if m.group(1) else (1, False)
        return Cost("mill", n=n, x=x, text=p)
    m = re.fullmatch(rf"reveal {_COST_N} (.*?)cards? (?:from|in) your hand", p, re.I)
    if m:   # "Reveal X blue cards from your hand" (602.2b): shown, not moved; X announced with the ability (107.3); "Morph—
        # Reveal a black card in your hand" (702.37a: a morph cost that isn't mana); "reveal a Merfolk card from your
        # hand" (118.8): the subtype read as written (205.3)
        n, x = _cost_count(m.group(1))
        kind = m.group(2).strip()
        subj = Subject("chosen", selector=parse_selector(kind + " card", pc, default_zone=frozenset(("hand",))),
                       text=kind + " card") if kind else None
        return Cost("reveal", n=n, x=x, subject=subj, zone="hand", text=p)
    if low == "reveal your hand":
        return Cost("reveal", n=-1, zone="hand", text=p)
    if low == "put a card from your hand on top of your library":
        return Cost("put_top", n=1, zone="hand", text=p)
    m = re.fullmatch(r"pay half your life,? rounded (up|down)", low)
    if m:   # 107.1a: the ability says which way a half is rounded; paying life is 119.4
        return Cost("life_half", counter=m.group(1), text=p)
    m = re.fullmatch(r"remove all (\S+) counters from (?:~|it|this \w+)", low)
    if m:   # every counter of that kind, none included (a cost of nothing to remove is paid by removing nothing)
        return Cost("remove_counters", n=-1, counter=m.group(1), text=p)
    return None
