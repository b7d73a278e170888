""""with mana value less than or equal to <value>" in a description of cards (Arcane Endeavor: "cast an instant or
sorcery spell with mana value less than or equal to the other result from your hand"): a comparison with a number the
text defines (107.3a, 608.2h), kept in the description as the value itself and evaluated as the description is
matched (kb.engine.targetx's ``("value", V, value_now)`` in :attr:`kb.engine.filters.Selector.compare`).

:func:`value_compare_words` turns the words into "with mana value X or less" (the description reader's) and gives the
value's words apart; :func:`bind_compare_x` puts the value read in place of that X."""
from __future__ import annotations

import re

__all__ = ["with_compare", "value_compare_words", "bind_compare_x", "search_where_x", "read_value_compare", "same_value_words", "greatest_words",
           "VALUE_RELATION"]

_SAME = re.compile(r"(?P<before>.*?\bwith) the same (?P<attr>mana value|power|toughness) as (?P<what>the (?:discarded|exiled|"
                   r"sacrificed|revealed) (?:card|creature|permanent))(?P<after>.*)")


def same_value_words(phrase: str) -> str | None:
    """"a card with the same mana value as the discarded card" (transmute, 702.53a) → "a card with mana value equal to
    the discarded card's mana value" (the words the comparison reader reads); None for other words."""
    m = _SAME.fullmatch(phrase)
    if m is None:
        return None
    return f"{m.group('before')} {m.group('attr')} equal to {m.group('what')}'s {m.group('attr')}{m.group('after')}"

# "target creature you control with the greatest power": a noun (and who controls it) and the characteristic
_GREATEST = re.compile(r"(?P<lead>(?:(?:target|a|an|each|another) )?)(?P<noun>creature|permanent|artifact|planeswalker)"
                       r"(?P<whose> you control| an opponent controls|)"
                       r" with the greatest (?P<attr>power|toughness|mana value)")


def greatest_words(phrase: str) -> str | None:
    """"creature you control with the greatest power" → "creature you control with power equal to the greatest power
    among creatures you control" (the words the comparison reader reads): an object has the greatest value of a set
    when no other object of the set has a greater one, so each of several tied has it; the set is the objects the
    same words describe (on the battlefield). The value is read as the description is matched (608.2b: a target is
    checked again as the spell resolves). None for other words (a set named apart, "among creatures that player
    controls", is not this form)."""
    m = _GREATEST.fullmatch(phrase)
    if m is None:
        return None
    noun, attr = m.group("noun"), m.group("attr")
    return (f"{m.group('lead')}{noun}{m.group('whose')} with {attr} equal to the greatest {attr} among {noun}s"
            f"{m.group('whose')}")


_LEQ = re.compile(r"(?P<before>.*?\bwith (?P<attr>mana value|power|toughness)) less than or equal to "
                  r"(?P<value>.+?)(?P<after> from your hand)$")


def value_compare_words(phrase: str) -> tuple[str, str] | None:
    """"… with mana value less than or equal to V from your hand" → ("… with mana value X or less from your hand", V);
    None for other words, or when X is already in them."""
    m = _LEQ.fullmatch(phrase)
    if m is None or re.search(r"\bX\b", phrase):
        return None
    return f"{m.group('before')} X or less{m.group('after')}", m.group("value")


def bind_compare_x(selector, xval, substitute):
    """``selector`` with each compared "X" replaced by the value ``xval`` (evaluated when matched); ``substitute``:
    kb.engine.instructions._substitute. The selector unchanged when it compares no X."""
    from dataclasses import replace
    from .filters import Selector
    from .targetx import VALUE, value_now

    said = f"less than or equal to {xval}"

    def swap(v):
        if isinstance(v, Selector) and any(n == "X" for _a, _o, n in v.compare):
            return replace(v, compare=tuple((a, o, (VALUE, xval, value_now) if n == "X" else n) for a, o, n in v.compare),
                           describe=v.describe.replace("X or less", said))
        return None
    new = substitute(selector, swap)
    if new is not selector and isinstance(getattr(new, "describe", None), str):   # a union's own words (AnyOf)
        new = replace(new, describe=new.describe.replace("X or less", said))
    return new



# the relation's words → the description's comparison (kb.engine.filters.Selector.compare): "greater than" and "less
# than" are strict (Mizzix of the Izmagnus: "with mana value greater than the number of experience counters you have")
_OPS = {"less than or equal to": "<=", "greater than or equal to": ">=", "equal to": "=", "greater than": ">",
        "less than": "<"}
_RELATIONS = "|".join(sorted(_OPS, key=len, reverse=True))
_TAIL = re.compile(rf"(?P<what>.+?) with (?P<attr>mana value|power|toughness) (?P<rel>{_RELATIONS}) (?P<value>.+)")
VALUE_RELATION = re.compile(rf"(?:{_RELATIONS}) ")   # the words of a comparison with a value, at their start


def read_value_compare(phrase: str, selector, value):
    """"a creature card with mana value less than or equal to the number of loyalty counters on ~", "a creature card
    with mana value equal to 1 plus the sacrificed creature's mana value" (Birthing Pod's; 202.3, 608.2h: the value is
    determined as the description is matched) — a description whose last words compare with a value the text
    defines, 107.3a: the description of the words before "with" (by
    ``selector``) comparing with the value (by ``value``, the one reader of values) — the value words run to the end
    of the phrase, so "you control" after them is the value's ("the number of lands you control"). None when the
    words don't fit (another reader's), the value is the source's ("~'s power": the description reader's), or it reads
    the mana spent to cast the spell (not known as its targets are chosen)."""
    from .errors import ParseError
    from .targetx import VALUE, value_now
    m = _TAIL.fullmatch(phrase)
    if m is None or re.match(r"(?:~'s|its|their) ", m.group("value")) or re.search(r"\bX\b", phrase):
        return None
    if re.search(r"\bspent\b", m.group("value")):
        # "the number of colors of mana spent to cast ~": a target is chosen before any mana is spent (601.2c,
        # 601.2h) — what it means then is left unread (kb.engine.convergecompare)
        return None
    try:
        v = value(m.group("value"))
        base = selector(m.group("what"))
    except ParseError:
        return None
    from .paidvalues import names_paid, paid_value_now
    entry = (m.group("attr").replace(" ", "_"), _OPS[m.group("rel")],
             (VALUE, v, paid_value_now if names_paid(m.group("value")) else value_now))
    return with_compare(base, entry, f"{base.describe} with {m.group('attr')} {m.group('rel')} {m.group('value')}")


def with_compare(base, entry: tuple, said: str):
    """``base`` (a Selector, or an AnyOf of Selectors) with one more comparison ``entry`` ((attribute, op, value)) that
    every object it matches must pass, described as ``said``; None for any other selector."""
    from dataclasses import replace
    from .filters import AnyOf, Selector
    if isinstance(base, Selector):
        return replace(base, compare=base.compare + (entry,), describe=said)
    if isinstance(base, AnyOf) and all(isinstance(p, Selector) for p in base.parts):
        return replace(base, parts=tuple(replace(p, compare=p.compare + (entry,)) for p in base.parts), describe=said)
    return None


_SEARCH = re.compile(r"((?:[Yy]ou may )?[Ss]earch your library for (?:a|an) [^.,]*?\bcard with mana value X or less),? "
                     r"where X is (.+)")


def search_where_x(s: str, read, value, substitute):
    """``s`` as "Search your library for a … card with mana value X or less, where X is V" → the ``search``
    instruction ``read`` makes of the words before "where", with the X of the card's description bound to ``value(V)``
    (:func:`bind_compare_x`), evaluated as the search is made (701.23a; 608.2h: "the sacrificed creature's mana
    value" as it last existed — Eldritch Evolution); None for any other words. Only "X or less" is read here."""
    m = _SEARCH.fullmatch(s.strip())
    if not m or len(re.findall(r"\bX\b", m.group(1))) != 1:
        return None
    ins = read(m.group(1))
    sel = ins.opts.get("selector") if ins is not None and ins.kind == "search" else None
    if sel is None:
        return None
    new = bind_compare_x(sel, value(m.group(2)), substitute)
    if new is sel:
        return None
    ins.opts["selector"] = new
    return ins
