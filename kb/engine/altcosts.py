"""Costs a card's keywords and lines offer in place of, or beside, its mana cost: suspend (702.62a), awaken
(702.113a), escape (702.138a), kicker and "Kicker [A] and/or [B]" (702.33a-b), and "You may [cost] rather than pay
~'s mana cost" (118.9). One reader for the parameters of these keywords; the renderer (kb.engine.render) and the
engine (kb.engine.stack, kb.engine.suspend) both use it.
"""
from __future__ import annotations

import re

from .keywordlist import ALTERNATIVE_KEYWORDS, PAID_KEYWORDS
from .values import ManaCost

__all__ = ["unread_alternative", "NAMED_ALTERNATIVES", "AWAKEN_TEXT", "FREERUNNING", "PAID_KEYWORDS", "freerunning_alternative", "keyword_paid", "escaped", "alternative_keyword", "MTMTE", "converted_alternative", "impending_alternative", "alternative_ability", "chosen_alternative", "keyword_parts", "splice_of", "suspend_of", "awaken_of", "escape_of", "kicker_costs", "kicker_parts",
           "keyword_cost_line", "keyword_cost"]

# awaken's spell ability (702.113a), added to a spell whose awaken cost was paid
AWAKEN_TEXT = ("Put {n} +1/+1 counters on target land you control. That land becomes a 0/0 Elemental creature with "
               "haste. It's still a land.")

_COST = r"((?:\{[^}]+\})+)"
_MANA_ONLY = re.compile(r"(?:\{[^}]+\})+")


def keyword_cost_line(card, keyword: str) -> tuple:
    """A card's "[Keyword] [cost]" line ("Warp {1}{R}", "Web-slinging {2}{U}"; reminder text left out): (the mana as a
    ManaCost, or None when the cost is not only mana; the line), or (None, None) when the card has no such line."""
    m = next((x for x in re.finditer(rf"^{re.escape(keyword)}\b\s*(?P<rest>.*?)\s*(?:\([^)]*\))?\s*$", card.text or "",
                                     re.I | re.M)
              if not re.match(r"[a-z]", x.group("rest"))), None)   # "Dash costs you pay …" is a sentence, not the keyword
    if m is None:
        return None, None
    rest = m.group("rest").strip()
    return (ManaCost.parse(rest.upper()) if _MANA_ONLY.fullmatch(rest) else None), m.group(0).strip()


def keyword_cost(state, card, keyword: str, concept: str, since: str) -> tuple:
    """The alternative cost of a keyword line a spell is cast for (warp 702.185a, sneak 702.190a, web-slinging
    702.188a, mayhem 702.187b): (its mana — empty when not read —, whether it is read). A card without the line is
    refused (EngineError naming the rule); an edition without the keyword's rule (it came with ``since``) or a cost
    that is not only mana is noted "cannot decide"."""
    from .errors import EngineError
    mana, line = keyword_cost_line(card, keyword)
    if line is None:
        raise EngineError(f"{card.name} has no {keyword.lower()} ability ({state.rule_no(concept)})")
    if not state.rules_have(concept):
        state.note_unknown(f"{card.name} is cast for its {keyword.lower()} cost, which the rules of {state.edition} "
                           f"don't define (its rule came with the {since} edition)")
        return mana if mana is not None else ManaCost(()), False
    if mana is None:
        state.note_unknown(f"{card.name}'s \u201c{line}\u201d: a {keyword.lower()} cost that is not only mana is not read "
                           f"({state.rule_no(concept)})")
        return ManaCost(()), False
    return mana, True


FREERUNNING = "freerunning"   # the scenario's ``alternative:`` word and the item's cast_with (702.173a)


def freerunning_alternative(state, card, caster: str) -> tuple:
    """The alternative cost chosen with ``alternative: freerunning`` (702.173a: "You may pay [cost] rather than pay this
    spell's mana cost if a player was dealt combat damage this turn by a creature that, at the time it dealt that
    damage, was an Assassin creature or a commander under your control"), as :func:`chosen_alternative` returns one:
    ("freerunning", its mana, (), None). This turn's combat damage to players is read as each source was when it dealt
    it; none of that kind on a turn whose whole record is stated is refused (EngineError naming the rule), an
    unstated record or an unstated commander is "cannot decide"."""
    from .errors import EngineError
    from .gamevalues import turn_events
    mana, read = keyword_cost(state, card, "Freerunning", FREERUNNING, "2024-07-30")
    if not read:
        return FREERUNNING, mana, (), None
    evs, whole = turn_events(state)
    unknown = []
    for e in evs:
        w = e.source_lki if e.kind == "damage" and e.combat and e.recipient_player is not None else None
        if w is None or w.controller != caster:
            continue
        if "Creature" in w.types and (w.all_ctypes or "Assassin" in w.subtypes):
            return FREERUNNING, mana, (), None
        o = getattr(w, "obj", None)
        commanders = state.player(o.owner).commanders if o is not None and not o.token else []
        if commanders is None:
            unknown.append(f"whether {o.alias} is its owner's commander is not stated (903.3): give players: "
                           "{name, commander: NAME}")
        elif o is not None and o.card.name in commanders:
            return FREERUNNING, mana, (), None
    rule_no = state.rule_no(FREERUNNING)
    if unknown or not whole:
        state.note_unknown(f"{card.name} is cast for its freerunning cost: "
                           + ("; ".join(dict.fromkeys(unknown)) if unknown else
                              f"the question doesn't say whether a player was dealt combat damage this turn by an "
                              f"Assassin or a commander {caster} controlled") + f" ({rule_no})")
        return FREERUNNING, mana, (), None
    raise EngineError(f"no player was dealt combat damage this turn by an Assassin creature or a commander {caster} "
                      f"controlled: {card.name}'s freerunning cost can't be paid ({rule_no})")


def keyword_paid(state, rc, keyword: str) -> bool:
    """"If ~'s [keyword] cost was paid" / "When ~ enters, if its sneak cost was paid" (601.2b, 118.9): whether the
    spell — the resolving one, or the one the source permanent was (a permanent put onto the battlefield wasn't cast)
    — was cast for that keyword's alternative cost. Under an edition without the keyword's rule: "cannot decide"."""
    concept = PAID_KEYWORDS[keyword]
    if not state.rules_have(concept):
        state.note_unknown(f"\u201cif its {keyword} cost was paid\u201d: the rules of {state.edition} have no {keyword}")
        return False
    item = getattr(rc, "item", None)
    if item is None or item.kind != "spell":
        o = state.objects.get(rc.source_oid) if rc.source_oid is not None else None
        item = getattr(o, "record", None) if o is not None else None
    if item is None:
        return False
    with_ = getattr(item, "cast_with", "")   # surge, spectacle: the keyword of the alternative-cost ability paid
    return with_ == keyword or (with_ == "alternative" and getattr(item, "alt_keyword", "") == keyword)


def escaped(state, rc) -> bool:
    """"… unless it escaped" (702.138b): whether the spell that became the source permanent as it resolved was cast from
    a graveyard with its escape ability — a permanent put onto the battlefield, a token, was no such spell. Under an
    edition without escape: "cannot decide" (what "escaped" means there can't be read)."""
    if not state.rules_have("escape"):
        state.note_unknown(f"\u201cescaped\u201d: the rules of {state.edition} have no escape")
        return False
    o = state.objects.get(rc.source_oid) if rc.source_oid is not None else None
    record = getattr(o, "record", None) if o is not None else None
    return getattr(record, "cast_with", "") == "escape" and getattr(record, "cast_from", "") == "graveyard"


def alternative_keyword(card, which) -> str:
    """The keyword naming the alternative-cost ability ``which`` chose (alternative_ability): "surge" for "Surge {1}{R}"
    (702.117a), "spectacle" (702.137a), "evoke" (702.74a); "" for a "rather than pay" line of the card's own (118.9)."""
    try:
        a = alternative_ability(card, which, lambda _c: "118.9")
    except Exception:   # noqa: BLE001 - chosen already, with its refusal; nothing to name here
        return ""
    return re.split(r"[\s\u2014-]", getattr(a, "keyword_name", "") or "")[0]   # "evoke—exile a blue card …" (702.74a)


# 702.162a: the keyword as a cast step names it (``alternative: more than meets the eye``)
MTMTE = "more than meets the eye"


def converted_alternative(state, card) -> tuple:
    """The alternative cost chosen with ``alternative: more than meets the eye`` (702.162a: "You may cast this card
    converted by paying [cost] rather than its mana cost"; since 2022-11-18), as chosen_alternative returns one:
    (MTMTE, its mana, no other costs, None). ``card`` is the card's front face; the spell is cast with its back face
    up (712.11a, kb.engine.stack). The ability functions in any zone the spell may be cast from. Refused (EngineError
    naming the rule) for a card without the keyword or without a back face; an edition without the rule is noted
    "cannot decide" (keyword_cost)."""
    from .errors import EngineError
    if keyword_cost_line(card, "More Than Meets the Eye")[1] is not None and not card.other_faces:
        raise EngineError(f"{card.name} has no back face to be cast converted ({state.rule_no('more_than_meets_the_eye')})")
    mana, _read = keyword_cost(state, card, "More Than Meets the Eye", "more_than_meets_the_eye", "2022-11-18")
    return MTMTE, mana, (), None


def impending_alternative(state, card) -> tuple:
    """The alternative cost chosen with ``alternative: impending`` (702.176a: "Impending N—[cost]" means "You may choose
    to pay [cost] rather than pay this spell's mana cost"; since 2024-11-08), as chosen_alternative returns one:
    ("impending", its mana, no other costs, N). The spell's other abilities (its time counters, not a creature, the
    end-step trigger) are the keyword's meaning (kb.engine.keywordmeans) and read the mark the permanent gets as it
    enters (kb.engine.stack). Refused (EngineError naming the rule) for a card without the keyword; an edition without
    the rule is noted "cannot decide"."""
    from .errors import EngineError
    _mana, line = keyword_cost_line(card, "Impending")
    rest = re.sub(r"\s*\([^)]*\)\s*$", "", line or "")[len("Impending"):].lstrip(" -\u2014")   # reminder text left out
    parts = keyword_parts("impending", rest) if line is not None else None
    if parts is None or not parts[0].isdigit():
        raise EngineError(f"{card.name} has no impending ability with a number and a mana cost "
                          f"({state.rule_no('impending')})")
    if not state.rules_have("impending"):
        state.note_unknown(f"{card.name} is cast for its impending cost, which the rules of {state.edition} don't define "
                           "(its rule came with the 2024-11-08 edition)")
    return "impending", ManaCost.parse(parts[1]), (), int(parts[0])


def keyword_parts(base: str, param: str) -> tuple | None:
    """The parts of a keyword's parameter this module reads, as they are written: ``("3", "{0}")`` for
    "Suspend 3-{0}", ``("X", "{X}{G}")`` for "Suspend X-{X}{G}", ``("{1}{U}", "and/or", "{B}")`` for
    "Kicker {1}{U} and/or {B}"; None for any other."""
    p = param.strip().rstrip(".")
    if base in ("suspend", "awaken", "reinforce", "impending"):   # "Reinforce 2-{1}{G}" (702.77a), "Impending 4-{1}{B}{B}" (702.176a) too
        m = re.fullmatch(rf"(\d+|x)\s*[-\u2014]\s*{_COST}", p, re.I)
        return (m.group(1).upper(), m.group(2).upper()) if m else None
    if base == "splice onto":   # "Splice onto Arcane {1}{R}" (702.47a): the quality of spell, and the cost
        m = re.fullmatch(rf"(arcane|instant or sorcery) {_COST}", p, re.I)
        return (m.group(1), m.group(2).upper()) if m else None
    if base == "craft":   # "Craft with artifact {3}{W}" (702.167a): materials read by kb.engine.craft, and the cost
        from .craft import craft_parts
        from .parser import _Ctx, parse_selector
        return craft_parts(p, lambda one, zones: parse_selector(one, _Ctx(None), default_zone=zones))
    if base == "kicker":
        m = re.fullmatch(rf"{_COST} and/or {_COST}", p, re.I)
        return (m.group(1).upper(), "and/or", m.group(2).upper()) if m else None
    return None


def _param(name: str, base: str) -> str | None:
    low = name.lower()
    if not low.startswith(base):
        return None
    return name[len(base):].lstrip(" -\u2014")


def suspend_of(name: str) -> tuple | None:
    """"suspend 3-{0}" → (3, ManaCost {0}); "suspend X-{X}{G}" → ("X", ManaCost {X}{G}); None if not suspend."""
    return _number_and_cost(name, "suspend")


def awaken_of(name: str) -> tuple | None:
    """"awaken 4-{5}{U}" → (4, ManaCost {5}{U}) (702.113a)."""
    return _number_and_cost(name, "awaken")


def _number_and_cost(name: str, base: str) -> tuple | None:
    p = _param(name, base)
    parts = keyword_parts(base, p) if p is not None else None
    if parts is None:
        return None
    n = int(parts[0]) if parts[0].isdigit() else "X"
    return n, ManaCost.parse(parts[1])


def splice_of(name: str) -> tuple | None:
    """"splice onto Arcane {1}{R}" → ("Arcane", ManaCost {1}{R}, ()) (702.47a); "splice onto Arcane—Sacrifice two
    Mountains" → ("Arcane", ManaCost {0}, (the sacrifice Cost,)) (kb.engine.splicecost); None if not splice, or a
    cost the engine can't read."""
    p = _param(name, "splice onto")
    parts = keyword_parts("splice onto", p) if p is not None else None
    if parts:
        return parts[0], ManaCost.parse(parts[1]), ()
    from .splicecost import splice_cost_parts
    return splice_cost_parts(p) if p is not None else None


def escape_of(name: str, pc=None) -> tuple | None:
    """"escape-{4}{G}, Exile three other cards from your graveyard" → its costs (kb.engine.instructions.Cost),
    the mana first (702.138a); None if not escape or its cost can't be read."""
    return _costs_of(name, "escape", pc)


def _costs_of(name: str, base: str, pc=None) -> tuple | None:
    """The costs written after a keyword ``base`` ("escape-{4}{G}, Exile three …", "flashback {2}{U}", 702.34a),
    read by the cost reader; None when there are none or they can't be read."""
    p = _param(name, base)
    if not p:
        return None
    from .errors import ParseError
    from .instructions import parse_costs
    from .parser import _Ctx
    try:
        return tuple(parse_costs(p[:1].upper() + p[1:], pc or _Ctx(None)))
    except ParseError:
        return None


def kicker_costs(abilities) -> list:
    """Every kicker cost of an object, in the order written (702.33a; "Kicker [A] and/or [B]" is two, 702.33b).
    A multikicker cost is one cost (702.33c). Each is a ManaCost, or for a cost with other parts ("Kicker—Sacrifice a
    creature.", "Kicker—{2}{R}, Sacrifice a land.") its words as written (:func:`kicker_parts` reads them)."""
    out = []
    for a in abilities:
        if getattr(a, "kind", "") != "keyword" or not a.name.lower().startswith(("kicker", "multikicker")):
            continue
        p = re.sub(r"^(?:multi)?kicker", "", a.name, flags=re.I).strip()
        parts = keyword_parts("kicker", p)
        if parts is not None:
            out += [ManaCost.parse(parts[0]), ManaCost.parse(parts[2])]
        else:
            p = p.lstrip("-\u2014 ").rstrip(".") or "{0}"
            try:
                out.append(ManaCost.parse(p))
            except ValueError:   # a cost with other parts: kept as written
                out.append(p)
    return out


def kicker_parts(written: str) -> tuple | None:
    """A kicker cost as written → (its mana, ManaCost, and its other costs, kb.engine.instructions.Cost: "sacrifice a
    creature" is paid as the spell's costs are, 601.2h); None when the cost reader can't read it."""
    try:
        return ManaCost.parse(written), ()
    except ValueError:
        pass
    costs = _costs_of("kicker " + written, "kicker")
    if not costs:
        return None
    mana = [c for c in costs if c.kind == "mana"]
    return (mana[0].mana if mana else ManaCost.parse("{0}")), tuple(c for c in costs if c.kind != "mana")


def chosen_alternative(card, which, zone: str, rule_no, granted=()) -> tuple:
    """The alternative cost a caster chose (118.9a: only one): ``which`` is ``true`` (the card's "rather than pay"
    line), a keyword ("escape", "awaken", "flashback") or the cost as written. Returns (name, mana ManaCost, other costs,
    awaken's N or None). Errors name the rule: escape is cast only from a graveyard (702.138a). ``granted``: keyword
    abilities an effect gives the card where it is (a flashback "equal to its mana cost", kb.engine.flashbackgrant)."""
    from .abilities import AlternativeCost
    from .errors import EngineError
    from .flashbackgrant import MANA_COST_PARAM
    want = str(which).strip().lower()
    kws = [a for a in card.abilities if getattr(a, "kind", "") == "keyword"] + list(granted)
    if want == "flashback" and len({a.name.lower() for a in kws if a.name.lower().startswith("flashback")}) > 1:
        raise EngineError(f"{card.name} has more than one flashback ability: which one is used (its cost) is not stated "
                          f"({rule_no('flashback')})")
    if want == "flashback" and any(a.name.lower() == f"flashback {MANA_COST_PARAM}" for a in kws):
        if zone != "graveyard":   # 702.34a: cast from a graveyard
            raise EngineError(f"{card.name} is in the {zone}: flashback casts it from a graveyard ({rule_no('flashback')})")
        if card.mana_cost is None:   # 118.6 (2026): a cost based on the mana cost of an object with none is unpayable
            raise EngineError(f"{card.name} has no mana cost: a flashback cost equal to its mana cost is an unpayable "
                              f"cost ({rule_no('flashback')})")
        return "flashback", card.mana_cost, (), None
    if want == "escape":   # "… has escape. The escape cost is equal to the card's mana cost plus …" (kb.engine.escapegrant)
        from .escapegrant import granted_escape
        got = granted_escape(card, kws, zone, rule_no)
        if got is not None:
            return got
    if want == "mutate":   # 702.140a: "You may pay [cost] rather than pay this spell's mana cost"
        from .mutate import mutate_cost
        cost = mutate_cost(card)
        if cost is None:
            raise EngineError(f"{card.name} has no mutate ability ({rule_no('mutate')})")
        return "mutate", ManaCost.parse(cost), (), None
    if want in ("escape", "awaken", "flashback"):
        kw = next((a for a in kws if a.name.lower().startswith(want)), None)
        if kw is None:
            raise EngineError(f"{card.name} has no {want} ability ({rule_no(want)})")
        if want in ("escape", "flashback"):
            if zone != "graveyard":   # 702.138a, 702.34a: cast from a graveyard
                raise EngineError(f"{card.name} is in the {zone}: {want} casts it from a graveyard ({rule_no(want)})")
            costs = _costs_of(kw.name, want)
            if costs is None:
                raise EngineError(f"{card.name}: its {want} cost can't be read")
            mana = next((c.mana for c in costs if c.kind == "mana"), ManaCost(()))
            return want, mana, tuple(c for c in costs if c.kind != "mana"), None
        n, mana = awaken_of(kw.name)
        return "awaken", mana, (), n
    a = alternative_ability(card, which, rule_no)
    mana = ManaCost(tuple(s for c in a.costs if c.kind == "mana" for s in c.mana.symbols))
    return "alternative", mana, tuple(c for c in a.costs if c.kind != "mana"), None


# the alternative costs a cast names by a keyword that a reader of their own takes (kb.engine.stack.cast, chosen_alternative)
NAMED_ALTERNATIVES = frozenset(ALTERNATIVE_KEYWORDS)


def unread_alternative(card, which) -> str | None:
    """Why an alternative cost named ``which`` (a keyword, "dash", or ``true``: the card's own "rather than pay" line) may
    exist on ``card`` though no reader took it (118.9): an ability left unread whose words open with the keyword, or
    that says "rather than pay" / "without paying its mana cost". A refusal resting on it is no answer."""
    from .abilities import AlternativeCost
    want = "" if which is True or str(which).strip().lower() == "true" else str(which).strip().lower()
    if want in NAMED_ALTERNATIVES:   # its own reader decides (and refuses with its rule)
        return None
    for a in card.abilities:
        if getattr(a, "kind", "") not in ("unmodelled", "keyword") or isinstance(a, AlternativeCost):
            continue
        text = (getattr(a, "text", "") or getattr(a, "name", "") or "").lower()
        if (want and text.startswith(want)) or \
                (not want and re.search(r"rather than pay|without paying (?:its|~'s|this spell's) mana cost", text)):
            return f"{card.name}'s \u201c{getattr(a, 'text', '') or a.name}\u201d is not read: whether it is an alternative cost " \
                   f"that can be paid now can't be decided (118.9)"
    return None


def alternative_ability(card, which, rule_no):
    """The card's own "[If …,] You may [cost] rather than pay ~'s mana cost" ability the caster chose (118.9):
    ``which`` ``true`` (the first) or words of its text."""
    from .abilities import AlternativeCost
    from .errors import EngineError
    alts = [a for a in card.abilities if isinstance(a, AlternativeCost)]
    if which is not True:
        alts = [a for a in alts if str(which).strip().lower() in a.text.lower()]
    if not alts:
        raise EngineError(f"{card.name} has no alternative cost {'' if which is True else repr(which) + ' '}"
                          f"({rule_no('alternative_cost')}): give alternative: true, escape or awaken")
    return alts[0]


def alternative_flash(card, which) -> bool:
    """Whether the card's own alternative cost the caster chose (``which``, as :func:`alternative_ability` takes it)
    says "… without paying its mana cost and as though it had flash" (Qasali Ambusher): cast this way, the spell may be
    cast any time its caster could cast an instant (702.8a); whether the cost is offered now (its "if", 118.9, 601.2b)
    is checked as the cost is announced."""
    from .abilities import AlternativeCost
    from .errors import EngineError
    if which is None or not any(isinstance(a, AlternativeCost) and a.flash for a in card.abilities):
        return False
    try:
        return bool(alternative_ability(card, which, lambda concept: "").flash)
    except EngineError:
        return False


_PAY_TO_CAST = re.compile(r"(?:As long as (?P<cond>.+?), y|Y)ou may pay (?P<cost>(?:\{[^}]+\})+) to cast ~\.?")


def pay_to_cast_line(line: str) -> str:
    """"As long as you've discarded a card this turn, you may pay {B/R} to cast ~." (Asmoranomardicadaistinaculdacar)
    → "If you've discarded a card this turn, you may pay {B/R} rather than pay ~'s mana cost.": a cost listed in the
    spell's text that its controller may pay to cast it is an alternative cost, paid rather than the mana cost (118.9,
    the card's ruling: it has no mana cost and can be cast only so); "as long as" the condition holds as it is cast
    (601.2b) is the "if" of such a line. Any other line unchanged."""
    m = _PAY_TO_CAST.fullmatch(line.strip())
    if m is None:
        return line
    head = f"If {m.group('cond')}, you" if m.group("cond") else "You"
    return f"{head} may pay {m.group('cost')} rather than pay ~'s mana cost."

