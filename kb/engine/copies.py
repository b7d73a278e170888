"""Copiable values (707.2, 707.3) and the exceptions of copy effects (707.9).

The copiable values of an object are what is printed on it, as modified by other copy effects
(707.3: a copy of a copy copies the copied values, exceptions included), by its face-down status
(708.2: a face-down permanent's copiable values are those of a nameless 2/2 creature) and — not
modelled yet — flip and double-faced status. Exceptions ("except it's 7/7", "except it doesn't
copy that creature's color", "except it has this ability", "except it's an enchantment in addition
to its other types") modify the copied values and become part of the copy's copiable values
(707.9a-b); a characteristic-defining ability that defines a characteristic the exception sets is
not copied (707.9d). "Enters with N additional counters" is an additional effect, not a value
(707.9e).
"""
from __future__ import annotations

import re
from dataclasses import dataclass, replace

from .abilities import StaticAbility
from .errors import ParseError
from .objects import PT, CardDef
from .values import COLORS, CREATURE_TYPES, ManaCost, card_type, color_of, known_subtype, singular, supertype
from .words import COLOR_ALT

__all__ = ["CopyException", "parse_exceptions", "with_exceptions", "FACE_DOWN_CARD", "face_down_card",
           "face_down_mana_cost", "listed_text"]


@dataclass(frozen=True)
class CopyException:
    """One modification of a copy effect: ``add_types`` / ``add_subtypes`` / ``add_supertypes``
    (``value`` a frozenset), ``remove_supertypes``, ``pt`` ((p, t)), ``keep_color``, ``color``
    (frozenset), ``name``, ``add_ability`` (rules text, or "this ability"), ``own_other_abilities`` (the copier's
    abilities but the one copying, 707.9a), ``own_pt`` (the copier's power and toughness), ``counters``
    ((kind, n or 'X')), ``no_mana_cost`` — the last is an additional effect (707.9e); ``only_if`` a card type the
    result must have for it to apply (707.9f)."""

    kind: str
    value: object = None
    only_if: str | None = None
    text: str = ""


def face_down_mana_cost(edition: str) -> ManaCost | None:
    """A face-down object's mana cost: none (708.2a), but "a mana cost of {0}" under the editions from
    2002-10-07 to 2006-09 (502.26b; the ``face_down_mana_cost`` rule change)."""
    from .versions import rule
    return ManaCost.parse("{0}") if rule("face_down_mana_cost", edition) == "{0}" else None


def face_down_card(card: CardDef | None = None, edition: str = "9999", *, listed: tuple = ()) -> CardDef:
    """708.2a: a 2/2 creature with no text, no name, no subtypes and no mana cost (of the edition); ``listed``: the
    abilities the rule that made it face down lists (ward {2} for disguise and cloak, 702.168a, 701.58a)."""
    return CardDef(name="", mana_cost=face_down_mana_cost(edition), color_indicator=frozenset(), supertypes=frozenset(),
                   types=frozenset(("Creature",)), subtypes=frozenset(), power=PT("2"), toughness=PT("2"),
                   loyalty=None, text=listed_text(listed), abilities=tuple(listed), layout="face_down",
                   token=card.token if card else False)


def listed_text(listed: tuple) -> str:
    """The rules text of the keywords a face-down object's characteristics list ("Ward {2}")."""
    return "\n".join(a.text for a in listed if getattr(a, "kind", "") == "keyword")


FACE_DOWN_CARD = face_down_card()


def parse_exceptions(text: str, card: str | None, this_ability: str | None = None) -> tuple:
    """"it's 7/7", "it doesn't copy that creature's color and it has ...", "it's legendary and snow
    in addition to its other types and, if it's a creature, it enters with two additional +1/+1
    counters on it and it has changeling" → CopyExceptions."""
    t = text.strip().rstrip(".")
    out: list[CopyException] = []
    only_if = None
    m = re.fullmatch(r"if (?:~|this creature) was (embalmed|eternalized), (.+)", t, re.S)
    if m:   # "except if this creature was embalmed, the token has no mana cost, …" (Vizier of Many Faces): only for the
        # token its embalm or eternalize ability made (702.128a, 702.129a); only_if names no card type, so never a type
        return tuple(replace(x, only_if=m.group(1)) for x in parse_exceptions(m.group(2), card, this_ability))
    parts = _split(t)
    for part in parts:
        p = part.strip()
        m = re.match(r"^if it's an? (\w+), (.+)$", p)
        post = re.match(r"^(.+?),? if it's an? (\w+)$", p) if not m else None
        if post and card_type(post.group(2)):  # "… with an additional +1/+1 counter on it if it's a creature"
            out.extend(replace(x, only_if=card_type(post.group(2))) for x in _one(post.group(1).strip(), card, this_ability))
            continue
        if m:
            only_if = card_type(m.group(1))
            p = m.group(2)
            for sub in _split(p):
                out.extend(replace(x, only_if=only_if) for x in _one(sub.strip(), card, this_ability))
            continue
        out.extend(replace(x, only_if=only_if) if only_if else x for x in _one(p, card, this_ability))
    return tuple(out)


def _this_token(ability: str) -> str:
    """A token copy's added ability names the token itself as "this token" (201.5): "~"."""
    return re.sub(r"\b[Tt]his token\b", "~", ability)


def _split(t: str) -> list[str]:
    """Split "A and B and, if ..., C" at the "and"s that start a new exception (never inside a
    quoted ability)."""
    masked = re.sub(r'"[^"]*"', lambda m: "\x00" * len(m.group(0)), t)
    cuts = [(m.start(), m.end()) for m in
            re.finditer(r",?\s+and,?\s+(?=(?:it|its|it's|if|has|gains|the token|that creature)\b)|,\s+(?=if it's)"
                        r"|,\s+(?=it (?:enters|isn't|has|gains|is)\b|it's\b|its (?:name|power|mana cost)\b)"
                        # an exception list whose later items leave out "it" ("it isn't legendary, is an artifact …")
                        r"|,\s+(?=(?:is|isn't)\s)", masked)
            if not re.search(r"(?:^|,|\band)\s*if it's an? \w+$", masked[:m.start()])]  # "if it's a creature, it enters …" stays whole
    out, last = [], 0
    for a, b in cuts:
        out.append(t[last:a])
        last = b
    out.append(t[last:])
    return [p for p in out if p.strip()]


def _one(p: str, card: str | None, this_ability: str | None) -> list[CopyException]:
    p = p.strip().rstrip(",").strip()
    if re.match(r"^(has|gains|is|isn't) ", p):
        p = "it " + p
    low = p.lower()
    low = re.sub(r"^(?:the (?:copy|token)|it) (?:is|'s)\b", "it's", low)
    p2 = re.sub(r"^(?:the (?:copy|token)|it) (?:is|'s)\b", "it's", p, flags=re.I)
    # "except the token has "When this token enters, …"" (Mythos of Illuna): the copy is "it" (707.9b)
    p2 = re.sub(r"^the (?:copy|token) (has|gains)\b", r"it \1", p2, flags=re.I)
    low = re.sub(r"^the (?:copy|token) (has|gains)\b", r"it \1", low)
    if low in ("it doesn't copy that creature's color", "it doesn't copy that permanent's color",
               "for its color", "its color", "it doesn't copy that creature's colour"):
        return [CopyException("keep_color", text=p)]
    if low == "it has no mana cost":   # embalm 702.128a, eternalize 702.129a: the copy's mana cost is none (707.9b)
        return [CopyException("no_mana_cost", text=p)]
    m = re.fullmatch(r"(it's .+) with no mana cost", p2)
    if m:   # "it's a white Zombie Cat with no mana cost" (embalm's reminder wording): both changes (707.9b)
        return _one(m.group(1), card, this_ability) + [CopyException("no_mana_cost", text=p)]
    if re.fullmatch(r"its power and toughness are (?:each )?equal to (?:~'s|this creature's) power and toughness", low):
        # "… and its power and toughness are equal to this creature's power and toughness" (Hulking Metamorph): the
        # copier's own values (its prototype's when cast prototyped, 718.3b) instead of the original's (707.9b, 707.9d)
        return [CopyException("own_pt", text=p)]
    m = re.fullmatch(r"it has (?:~'s|its) other abilities", low)
    if m:   # "except it has Sakashima's other abilities": the copier's own abilities but this one join the copy (707.9a)
        return [CopyException("own_other_abilities", this_ability or "", text=p)]
    m = re.fullmatch(r"it (?:has|gains) this ability", low)
    if m:
        return [CopyException("add_ability", this_ability or "", text=p)]
    m = re.fullmatch(r"""it (?:has|gains) ["'](.+)["']""", p2, re.S)
    if m:
        return [CopyException("add_ability", _this_token(m.group(1)), text=p)]
    m = re.fullmatch(r"""it (?:has|gains) ([a-z ,]+?),? and (["'].+["'])""", p2, re.S)
    if m:   # "it has haste and "At the beginning of the end step, exile ~."": keywords, then a quoted ability
        from .keywords import parse_keyword_list
        ks = parse_keyword_list(m.group(1))
        if ks:
            return [CopyException("add_ability", k.name.capitalize(), text=p) for k in ks] + \
                [CopyException("add_ability", _this_token(m.group(2)[1:-1]), text=p)]
    m = re.fullmatch(r"it (?:has|gains) ([a-z ,]+)", low)
    if m:
        from .keywords import parse_keyword_list
        ks = parse_keyword_list(m.group(1))
        if ks:
            return [CopyException("add_ability", k.name.capitalize(), text=p) for k in ks]
    m = re.fullmatch(r"it's (?:an? )?(\d+)/(\d+)", low)
    if m:
        return [CopyException("pt", (m.group(1), m.group(2)), text=p)]
    m = re.fullmatch(r"(?:it's|its name is) named (.+)|its name is (.+)", p2)
    if m:
        name = (m.group(1) or m.group(2)).strip()
        if name == "~" and card:   # "except its name is Sakashima the Impostor": its own name (normalised to ~)
            name = card
        return [CopyException("name", name, text=p)]
    m = re.fullmatch(r"(?:it|the token) (?:enters|enters the battlefield) with (an?|one|two|three|four|x|\d+) additional (\S+) "
                     r"counters? on it", low)
    if m:
        from .text import amount_of
        n = "X" if m.group(1) == "x" else (amount_of(m.group(1)) or 1)
        return [CopyException("counters", (m.group(2), n), text=p)]
    m = re.fullmatch(r"it's (.+?) in addition to its other (?:types|card types|creature types|colors|colours)", p2, re.I)
    if m:
        return _additive(m.group(1), card, p)
    m = re.fullmatch(rf"it's (?:an? )?(?:(\d+)/(\d+) )?((?:(?:{COLOR_ALT}|colorless)(?:,? and |, | ))*)"
                     r"([A-Z][\w'-]*(?: [A-Z][\w'-]*)*)", p2)
    if m and (m.group(1) or m.group(3)) and all(singular(w) in CREATURE_TYPES or w in CREATURE_TYPES
                                                 for w in m.group(4).split()):
        # 707.9b: "except it's a 1/1 green Frog": its P/T, colour and creature types are these instead
        out = [CopyException("pt", (m.group(1), m.group(2)), text=p)] if m.group(1) else []
        if m.group(3):
            words = re.findall(COLOR_ALT + "|colorless", m.group(3))
            out.append(CopyException("color", frozenset(color_of(w) for w in words if w != "colorless"), text=p))
        return out + [CopyException("creature_types", frozenset(singular(w) if singular(w) in CREATURE_TYPES else w
                                                                for w in m.group(4).split()), text=p)]
    m = re.fullmatch(r"it's (\w+)", p2, re.I)
    if m and supertype(m.group(1)):
        return [CopyException("add_supertypes", frozenset((supertype(m.group(1)),)), text=p)]
    if m and color_of(m.group(1)):
        return [CopyException("color", frozenset((color_of(m.group(1)),)), text=p)]
    # "… if the spell/that permanent is legendary": removing a supertype it doesn't have changes nothing ("those creatures
    # aren't legendary if the chosen creature is legendary": the copies of a nonlegendary one are not legendary anyway)
    m = re.fullmatch(r"(?:(?:it|the token|the copy|the tokens|the copies|they|those creatures) (?:isn't|is not|aren't|are not)|"
                     r"it's not) (\w+)(?: if (?:the spell|that (?:permanent|creature|spell|card)|it|the chosen creature) is \1)?",
                     low)
    if m and supertype(m.group(1)):
        # 707.9b: "except it isn't legendary": a supertype taken away from the copiable values (removing one
        # it doesn't have changes nothing)
        return [CopyException("remove_supertypes", frozenset((supertype(m.group(1)),)), text=p)]
    raise ParseError(p, "a copy exception the engine does not model", card)


def _additive(words: str, card, text) -> list[CopyException]:
    types, subs, sups, colors = set(), set(), set(), set()
    for w in re.split(r"[\s,]+", words):
        if not w or w.lower() in ("and", "a", "an"):
            continue
        if supertype(w):
            sups.add(supertype(w))
        elif card_type(w) and w[0].islower():
            types.add(card_type(w))
        elif color_of(w) and w[0].islower():
            colors.add(color_of(w))
        elif w[0].isupper() and (known_subtype(singular(w)) or known_subtype(w)):
            subs.add(singular(w) if known_subtype(singular(w)) else w)
        else:
            raise ParseError(text, f"unknown word \u201c{w}\u201d in a copy exception", card)
    out = []
    if types:
        out.append(CopyException("add_types", frozenset(types), text=text))
    if subs:
        out.append(CopyException("add_subtypes", frozenset(subs), text=text))
    if sups:
        out.append(CopyException("add_supertypes", frozenset(sups), text=text))
    if colors:
        out.append(CopyException("add_colors", frozenset(colors), text=text))
    return out


def with_exceptions(card: CardDef, exceptions, copier: CardDef, reparse) -> CardDef:
    """The copied values modified by the exceptions (707.9b): they become part of the copy's
    copiable values. ``reparse(text, name, types)`` reads an added ability."""
    c = card
    plain = [x for x in exceptions if x.kind != "counters"]
    for x in plain:
        if x.only_if and x.only_if not in c.types:
            continue
        k = x.kind
        if k == "keep_color":
            # 707.9c-d: keeps its own colour; a colour indicator or colour CDA of the original isn't copied
            c = replace(c, color_indicator=copier.printed_colors, mana_cost=c.mana_cost,
                        abilities=tuple(a for a in c.abilities if not _defines(a, "color")))
            c = _keep_colour_of(c, copier)
        elif k == "color":   # 707.9d: a colour-defining ability of the original isn't copied
            c = replace(c, color_indicator=frozenset(x.value),
                        abilities=tuple(a for a in c.abilities if not _defines(a, "color")))
        elif k == "creature_types":   # "it's a Frog": these creature types instead of its others (707.9b)
            c = replace(c, subtypes=frozenset(t for t in c.subtypes if t not in CREATURE_TYPES) | x.value,
                        abilities=tuple(a for a in c.abilities if not _defines(a, "creature_types")))
        elif k == "add_colors":
            c = replace(c, color_indicator=frozenset(c.printed_colors | x.value))
        elif k == "pt":
            c = replace(c, power=PT(str(x.value[0])), toughness=PT(str(x.value[1])),
                        abilities=tuple(a for a in c.abilities if not _defines(a, "pt")))
        elif k == "own_pt":   # 707.9d: a power/toughness-defining ability of the original isn't copied
            c = replace(c, power=copier.power, toughness=copier.toughness,
                        abilities=tuple(a for a in c.abilities if not _defines(a, "pt")))
        elif k == "name":
            c = replace(c, name=x.value)
        elif k == "no_mana_cost":   # its colour is a copiable value of its own (707.2): kept, not taken from no cost
            c = replace(c, mana_cost=None, color_indicator=c.printed_colors)
        elif k == "add_types":
            c = replace(c, types=c.types | x.value)
        elif k == "add_subtypes":
            c = replace(c, subtypes=c.subtypes | x.value)
        elif k == "add_supertypes":
            c = replace(c, supertypes=c.supertypes | x.value)
        elif k == "remove_supertypes":
            c = replace(c, supertypes=c.supertypes - x.value)
        elif k == "own_other_abilities":
            # 707.9a: each of the copier's other abilities becomes part of the copy's copiable values
            mine = [a for a in copier.abilities if a.text and a.text != x.value]
            for a0 in mine:
                ab = reparse(a0.text, c.name, c.types)
                c = replace(c, abilities=c.abilities + (ab,), text=(c.text + "\n" + a0.text.replace("~", c.name)).strip())
        elif k == "add_ability":
            ab = reparse(x.value.replace(copier.name, "~") if copier.name else x.value, c.name, c.types)
            c = replace(c, abilities=c.abilities + (ab,), text=(c.text + "\n" + x.value).strip())
    return c


def _keep_colour_of(c: CardDef, copier: CardDef) -> CardDef:
    """The copy keeps the copier's colour: its own mana cost's colours or indicator."""
    return replace(c, color_indicator=copier.printed_colors)


def _defines(ab, what: str) -> bool:
    """Whether a characteristic-defining ability defines ``what`` (707.9d)."""
    if not isinstance(ab, StaticAbility) or not ab.cda:
        return False
    for t in ab.templates:
        for op in t.ops:
            if what == "pt" and op.kind == "pt_set":
                return True
            if what == "color" and op.kind == "color":
                return True
            if what == "creature_types" and getattr(op, "all_creature_types", False):   # changeling (702.73a)
                return True
    return False


_ = COLORS
