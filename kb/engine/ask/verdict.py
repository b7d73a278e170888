"""The answer writer's first line: the verdict, in the question's own terms, with the deciding rule.

"Does it enter tapped?" → ``Enters tapped? No — 614.12: Arcane Sanctum does not have “…” as it would exist
on the battlefield, so that replacement does not apply``; "Does the Bears die?" → ``Dies? Yes — 704.5g: …``;
"How many times does Blood Artist trigger?" → ``Blood Artist triggers: 3 — 603.2``; "What is Humility?" →
``Humility: 1/1 Creature Enchantment, white, no abilities — 613.4b, 613.7``; "Can X block Y?" → ``Can it? No
— 702.9b: …`` (the step the engine refused).

What the question asks is read from its last sentence (and from the prose reader's marks: ``#can``,
``#triggers``, and yes/no words); the values come from the answers shown; the deciding rules are those of the
trace lines that changed the value asked about (the layer that set the P/T, the state-based action that put
the creature into the graveyard, the replacement that did not apply). The rules every answer cites when
things enter, are cast and resolve (:data:`BOILERPLATE`) come last.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field

from .lexicon import COUNT_COLOURS, card_name_of, fold_key
from .yes_no_asked import asks_what_happens, destroyed_verdict, is_yes_no, last_question, what_happens_stays, yes_no_verdict


# Rules cited by nearly every answer: an object entering (613.7d timestamp, 110.2 controller), the layer
# system's start (613.1), casting (601.2 …), all players passing (405.5), a spell to the graveyard (608.2n).
BOILERPLATE = frozenset({"613.7d", "110.2", "613.1", "601.2", "601.2a", "601.2b", "601.2c", "601.2f", "601.2h",
                         "601.2i", "405.5", "608.2n"})

_RULE = re.compile(r"\b(\d{3}\.\d+[a-z]?)\b")


@dataclass
class Verdict:
    text: str                                     # the first line: "Dies? Yes — 704.5g: …"
    rules: list = field(default_factory=list)     # the deciding rules, first the one quoted
    answers: list = field(default_factory=list)   # answers the verdict adds (object, field, actual, status)
    own: tuple = ()                               # rule numbers that are the edition's already (a concept's, looked up)


@dataclass
class _Line:
    step: int
    indent: int
    text: str
    rules: list


def _lines(res) -> list[_Line]:
    """The trace's lines with their rules (rendered once per result: rule numbers are looked up per edition)."""
    got = getattr(res, "_verdict_lines", None)
    if got is None:
        got = [_Line(r.index, ln.indent, ln.text, list(nums)) for r in res.records
               for ln, nums in r.trace.render(res.citations)]
        res._verdict_lines = got
    return got


def _block_rules(lines: list[_Line], i: int, outer_first: bool = True) -> list[str]:
    """The rules of line i, of the lines above it that contain it (by indent) and of its siblings under the same
    parent (an effect's order and dependency lines)."""
    out: list[str] = []
    ind = lines[i].indent
    j = i
    parents = []
    while j > 0 and ind > 0:
        j -= 1
        if lines[j].step != lines[i].step:
            break
        if lines[j].indent < ind:
            parents.append(j)
            ind = lines[j].indent
    if parents:
        p = parents[0]
        k = p + 1
        while k < len(lines) and lines[k].step == lines[p].step and lines[k].indent > lines[p].indent:
            out += lines[k].rules
            k += 1
    outer: list[str] = []
    for p in reversed(parents):
        outer += lines[p].rules
    out = outer + lines[i].rules + out if outer_first else lines[i].rules + outer + out
    return list(dict.fromkeys(x for x in out if x != "613.1"))


def _mentions(text: str, obj: str) -> bool:
    return bool(re.search(rf"(?<![\w#]){re.escape(obj)}(?![\w#]| #)", text))


_FIELD_LINE = {
    "pt": re.compile(r"(?:\d+|\*|no P/T)/?\d*\s*→\s*-?\d+/-?\d+|→ -?\d+/-?\d+"),
    "types": re.compile(r"→"),
    "subtypes": re.compile(r"→"),
    "colors": re.compile(r"→"),
    "abilities": re.compile(r"loses|gains|→"),
    "controller": re.compile(r"control"),
}
_LAYER_OF = {"pt": ("Layer 7",), "types": ("Layer 4",), "subtypes": ("Layer 4",), "colors": ("Layer 5",),
             "abilities": ("Layer 6",), "controller": ("Layer 2",)}


def deciding(res, obj: str, what: str) -> tuple[list[str], str]:
    """The deciding rules for ``what`` ("zone", "tapped", "pt", "life", "lost", "controller", …) of ``obj``, and
    the trace line that decided it."""
    lines = _lines(res)
    hits: list[int] = []
    if what in _LAYER_OF:
        layer = None
        for i, ln in enumerate(lines):
            if ln.text.startswith("Layer "):
                layer = ln.text
            if layer and layer.startswith(_LAYER_OF[what]) and ln.text.startswith(f"{obj}: ") and \
                    _FIELD_LINE[what].search(ln.text):
                hits.append(i)
        if what == "controller" and not hits:
            hits = [i for i, ln in enumerate(lines) if _mentions(ln.text, obj) and "control" in ln.text]
    elif what in ("zone", "died"):
        hits = [i for i, ln in enumerate(lines) if _mentions(ln.text, obj) and re.search(
            r"destroyed|dies|put into|graveyard|exiled|exile|returned|to (?:its|their|the) owner's hand|ceases to exist|"
            r"sacrificed|legend rule|toughness 0|toughness -", ln.text)]
        if what == "died":       # how it died, not how it came back (persist, undying: 400.7)
            back = next((k for k, i in enumerate(hits) if re.search(r"from (?:the|\S+) graveyard|returns? ",
                                                                     lines[i].text)), None)
            hits = hits[:back] if back else hits
    elif what == "tapped":
        hits = [i for i, ln in enumerate(lines) if _mentions(ln.text, obj) and re.search(r"tapped|taps|untap", ln.text)]
    elif what in ("life", "lost", "won"):
        word = "opponent" if obj.startswith("opponent") else obj
        pat = r"los(?:es|t) the game|wins the game|0 or less life" if what != "life" else r"life"
        hits = [i for i, ln in enumerate(lines) if re.search(pat, ln.text) and (
            word == "you" and re.search(r"\byou\b|your", ln.text) or _mentions(ln.text, word))]
        if what == "life" and not hits:
            hits = [i for i, ln in enumerate(lines) if "life" in ln.text]
    elif what == "damage":
        hits = [i for i, ln in enumerate(lines) if _mentions(ln.text, obj) and "damage" in ln.text]
    elif what == "triggers":
        hits = [i for i, ln in enumerate(lines) if ln.text.startswith(f"{obj}'s") and " triggers" in ln.text]
    else:
        hits = [i for i, ln in enumerate(lines) if _mentions(ln.text, obj)]
    if what not in _LAYER_OF:   # the layers' account of characteristics ("… in all graveyards") is no event
        hits = [i for i in hits if i not in _layer_part(lines)]
    hits = [i for i in hits if lines[i].rules or _block_rules(lines, i)]
    if not hits:
        return [], ""
    last = hits[-1] if what not in ("triggers",) else hits[0]
    # a layer's effect: the layer's rule first (613.4b); an event: its own rule first (704.5g before 704.3)
    rules = _block_rules(lines, last, outer_first=what in _LAYER_OF)
    if what in _LAYER_OF:        # every effect that changed the value: "1/1 → 2/2" in 7c after "2/2 → 1/1" in 7b
        for i in hits[:-1]:
            rules += [r for r in _block_rules(lines, i) if r not in rules]
        heads = [r for r in rules if re.fullmatch(r"613\.[1-4][a-f]?", r)]
        rules = sorted(heads) + [r for r in rules if r not in heads]
    if what in ("zone", "died") and lines[last].indent > 0:
        # a state-based action: the event's own rule (704.3) after the one that applies
        for j in range(last - 1, -1, -1):
            if lines[j].indent < lines[last].indent:
                rules += [r for r in lines[j].rules if r not in rules]
                break
    return [r for r in rules if r not in BOILERPLATE] or rules, lines[last].text


def _layer_part(lines) -> set[int]:
    """The indices of the trace lines that tell how the layers applied (613.1 and each "Layer …" block under it)."""
    out, inside = set(), False
    for i, ln in enumerate(lines):
        if ln.indent == 0:
            inside = ln.text.startswith("Layer ") or "613.1" in (ln.rules or ())
        if inside:
            out.add(i)
    return out


def died_meanwhile(res, alias: str) -> bool:
    """Whether the object called ``alias`` died during the question although it is elsewhere now: put into a graveyard
    from the battlefield (700.4), then returned by persist or undying, or to a hand, as a new object (400.7). Read
    from the game's last known information of every object that left the battlefield and the objects that followed
    it (400.7j): "Does Kitchen Finks die?" after Wrath of God is "Yes" though it is back on the battlefield."""
    st = getattr(res, "state", None)
    lki, succ = getattr(st, "lki", None) or {}, getattr(st, "successors", None) or {}
    for oid, known in lki.items():
        if known.alias != alias or known.zone != "battlefield":
            continue
        for n in succ.get(oid, ()):
            now = st.objects.get(n) if n in getattr(st, "objects", {}) else None
            if (now.zone if now is not None else getattr(lki.get(n), "zone", None)) == "graveyard":
                return True
    return False


def _yes(b: bool) -> str:
    return "Yes" if b else "No"


def _line(head: str, rules: list[str], why: str) -> str:
    if not rules:
        return head
    why = why.strip()
    return f"{head} — {', '.join(rules[:3])}" + (f": {why}" if why else "")


def _kind(question: str) -> str:
    """What the question's last sentence asks: 'dies', 'survives', 'tapped', 'controller', 'zone', 'life',
    'lost', 'won', 'damage', 'counters', 'pt', or '' (the object as a whole)."""
    parts = [p for p in re.split(r"(?<=[.?!])\s+", question.strip()) if p.strip()]
    last = parts[-1].lower() if parts else question.lower()
    if "?" not in last and len(parts) > 1 and any("?" in p for p in parts):
        last = next(p.lower() for p in reversed(parts) if "?" in p)
    tests = (("lost", r"^(?:am i|are you|is (?:my )?opponent|are they|is he|is she) (?:dead|out|done|finished)\b"),
             # "Is it destroyed?": destruction (701.8a), not every way to die: a sacrifice (701.21a), toughness 0 (704.5f)
             # or an Aura put into the graveyard (704.5m) is no destruction (yesno_asked.destroyed_verdict)
             ("destroyed", r"^(?!.*\b(?:dies?|died|dead|survives?)\b)(?:is|are|was|were|will|would|does|did|do|has|have)\b"
                           r".*\bdestroyed\b"),
             ("survives", r"\bsurviv|\bstay on the battlefield\b|\bstays? there\b|\bstill (?:alive|around)\b|"
                          # "Do the Bears live?", "Does my knight make it?" (chat58)
                          r"^(?:does|do|did|will|would)\b(?!.*\b(?:dies?|died|dead)\b).*\b(?:live|make it)\b"),
             ("dies", r"\bdies?\b|\bdied\b|\bdestroyed\b|\bdead\b|\bwhat happens to\b|\bwhich (?:one|creatures?)\b|"
                      r"^(?:does|will|would|did) (?:an? |the )?[\w' ,-]+ kill\b"),   # "Does a Shock kill X?" (prose_survive)
             ("tapped", r"\btapped\b"),
             ("controller", r"\bwho controls\b|\bcontroller\b|\bwho has control\b|\bwhose\b"),
             ("zone", r"\bwhere\b"),
             # "Who owns X?" (108.3), "What is the mana value of X?" (202.3): never its controller or its whole description
             ("owner", r"^who owns\b|\bwho(?:'s| is) (?:the |its )?owner\b|\b(?:the|its) owner\?|^(?:what|who)(?:'s| is) "
                       r"(?:the |its )?owner of\b"),
             ("mana_value", r"\bmana value\b|\bcmc\b|\bconverted mana cost\b"),
             # "how much life does he lose?": an amount of life, never "does he lose the game" (119.3)
             ("lifechange", r"\bhow (?:much|many) life\b.*\b(?:los(?:e|es|t|ing)|gain(?:s|ed|ing)?|pa(?:y|ys|id))\b"),
             ("lost", r"\blos(?:e|es)\b(?! \d)(?!.*\blife\b)|\bwho wins\b|\bwins?\b"),
             ("damage", r"\bhow much damage\b.*\b(?:on|take|takes|marked)\b|\bdamage (?:is )?(?:on|marked)\b"),
             ("hand", r"\bhow many cards\b"),
             ("mana", r"\bmana pool\b|\bhow much mana\b|\bwhat mana\b|\bshow (?:your|my|[\w-]+'s) mana\b"),
             ("life", r"\blife\b|\bhow much damage\b"),
             ("counters", r"\bhow many counters\b|\bcounters? (?:are|is) on\b"),
             ("pt", r"\bpower\b|\btoughness\b|\bp/t\b|\bhow (?:big|large|strong)\b|\bsize\b|\ba \d+/\d+\b"))
    for kind, rx in tests:
        if re.search(rx, last):
            return kind
    return ""


def _player_count(res, shown: dict, players: list, field: str) -> Verdict | None:
    """"How many cards are in my hand?" (402.1), "What's in my mana pool?" (106.4): the players' hands or mana pools
    shown, each one's value; "cannot decide" when one of them is undecided. None when none is shown."""
    wanted = [p for p in players if field in shown[p] or field in shown[p].get("?", [])]
    if not wanted:
        return None
    if any(field not in shown[p] for p in wanted):
        p = next(p for p in wanted if field not in shown[p])
        return Verdict(f"{p}: {field}: cannot decide — " + "; ".join(_undecided(res, p, field)[:1]), [])
    def said(p):
        v = shown[p][field]
        if field == "hand":
            n = v if isinstance(v, int) else len(v or [])
            return f"{p}: {n} card{'s' if n != 1 else ''} in hand"
        return f"{p}: mana pool {v or 'empty'}"
    rules, why = deciding(res, wanted[-1], field)
    return Verdict(_line("; ".join(said(p) for p in wanted), rules, why if len(wanted) == 1 else ""), rules)


def _describe(by: dict) -> str:
    parts = []
    pt = by.get("pt")
    types = list(by.get("supertypes") or []) + list(by.get("types") or [])
    subs = by.get("subtypes") or []
    if pt:
        parts.append(str(pt))
    t = " ".join(types) + (" — " + " ".join(subs) if subs else "")
    if t.strip():
        parts.append(t.strip())
    if by.get("colors") is not None:
        parts.append(", ".join(by["colors"]) if by["colors"] else "colorless")
    if "abilities" in by:
        ab = by["abilities"] or []
        parts.append("no abilities" if not ab else "; ".join(str(a) for a in ab[:3]) + (" …" if len(ab) > 3 else ""))
    cnt = by.get("counters") or {}
    if cnt and any(cnt.values()):   # a planeswalker's loyalty, a creature's +1/+1 counters: part of what it is now
        parts.append(", ".join(f"{n} {k} counter{'s' if n != 1 else ''}" for k, n in cnt.items() if n))
    dmg = by.get("damage")
    if isinstance(dmg, int) and dmg > 0 and by.get("zone", "battlefield") == "battlefield":
        parts.append(f"{dmg} damage marked")   # "How much damage does Hill Giant have?" (120.3e, 510.2)
    if by.get("zone") and by["zone"] != "battlefield":
        parts.append(str(by["zone"]))
    return ", ".join(parts[:1] + [" ".join(parts[1:2])] + parts[2:]) if parts else ""


def _count(res, shown: dict, who: str, kind: str) -> Verdict:
    """"How many creatures do I control?": the permanents shown (that player's) of that card type, creature type or
    tokens, counted; "cannot decide" when one of them is undecided in what the count reads."""
    whose = "do you control" if who == "my" else "does opponent control"
    tokens_only = kind == "tokens" or kind.endswith(" tokens")
    # "green", "non-Angel" before the group, or the group a card's name ("name=Grizzly Bears"): prose_ask.count_kind
    said = kind
    words = kind.removesuffix(" tokens").split()
    colours, nots = [], []
    while len(words) > 1 and (words[0] in COUNT_COLOURS or re.fullmatch(r"non-?[a-z]+", words[0])):
        w0 = words.pop(0)
        if w0 in COUNT_COLOURS:
            colours.append(COUNT_COLOURS[w0])
        else:
            nots.append(re.sub(r"^non-?", "", w0))
    base = " ".join(words)
    by_name = base[len("name="):] if base.startswith("name=") else None
    kind = (" ".join([*(said.split()[:len(colours) + len(nots)]), "permanents named", by_name]) if by_name else said)
    word = "" if by_name or base in ("tokens", "permanents") else base
    singular = type_word(word) if word else ""
    excluded = []
    for n in nots:
        x = COUNT_COLOURS.get(n) or type_word(n)
        if x is None:
            return Verdict(f"How many {kind} {whose}? cannot decide — 'non{n}' names no card type, subtype or colour", [])
        excluded.append(x)
    if singular is None:
        # "How many Thalias do I control?": a word that is no type is no group the count can read (counted by
        # type it would be 0, a wrong answer)
        return Verdict(f"How many {kind} {whose}? cannot decide — '{word}' is no card type or subtype: "
                       "the count reads what the permanents are, not what they are called", [])
    objs = getattr(res.state, "objects", {})
    aliases = getattr(res.state, "aliases", {})
    counted, open_, named, unplaced = [], [], [], []
    for name, d in shown.items():
        unsure = set(d.get("?", ()))
        if ("zone" in unsure and "zone" not in d) or ("controller" in unsure and d.get("zone", "battlefield") ==
                                                        "battlefield"):
            # where it is, or whose it is, could not be decided (a rule the edition words differently than the
            # engine models): it may be one of the permanents counted, so the count is open (the count of the
            # others alone, 0 under 1999-04-23 for two copies of one legendary creature, was a confident wrong answer)
            unplaced.append(name)
            continue
        if d.get("zone", "battlefield") != "battlefield" or "types" not in d and "?" not in d or \
                d.get("controller") != ("you" if who == "my" else "opponent"):
            continue
        if {"types", "subtypes"} & set(d.get("?", ())):
            open_.append(name)
            continue
        types = {t.lower() for t in d.get("types") or ()}
        subtypes = {t.lower() for t in d.get("subtypes") or ()}
        if d.get("all_creature_types"):
            # changeling, "gains all creature types": every creature type (702.73a, 205.3m), never none of them
            from ..subtypes import CREATURE_TYPES
            subtypes |= {t.lower() for t in CREATURE_TYPES}
        o = objs.get(aliases.get(name))
        token = bool(getattr(o, "token", False) or getattr(getattr(o, "card", None), "token", False))
        if tokens_only and not token:
            continue
        colors = {c.lower() for c in d.get("colors") or ()}
        if colours or excluded:
            if "colors" in d.get("?", ()):
                open_.append(name)
                continue
            if any(c not in colors and not (c == "colorless" and not colors) for c in colours) or any(
                    x in types or x in subtypes or x in colors or (x == "colorless" and not colors) for x in excluded):
                continue
        if by_name is not None:
            if _name_now(res, o) != by_name.lower():
                continue
        elif singular and singular not in types and singular not in subtypes:
            if singular in _name_words(name, o):
                named.append(name)
            continue
        counted.append(name)
    kind = kind if kind.endswith("s") or by_name else kind + "s"
    # something undecided that can move a permanent onto or off the battlefield, or change whose or what it is ("Its
    # controller may search their library for a basic land card, put that card onto the battlefield": the may not
    # stated): the permanents shown are not all there may be, so their number is not the answer
    doubt = [u.reason for u in getattr(res.state, "unknowns", ()) or ()
             if {"zone", "controller", "types"} & set(u.scope) and u.player in (None, "you" if who == "my" else "opponent")]
    if doubt:
        return Verdict(f"How many {kind} {whose}? cannot decide — {doubt[0]}", [])
    if unplaced:
        why = next((r for n in unplaced for f in ("zone", "controller") for r in _undecided(res, n, f)[:1]), "")
        return Verdict(f"How many {kind} {whose}? cannot decide — where or whose {', '.join(unplaced)} "
                       f"{'is' if len(unplaced) == 1 else 'are'} can't be decided" + (f": {why}" if why else ""), [])
    if open_:
        return Verdict(f"How many {kind} {whose}? cannot decide — what {', '.join(open_)} is can't be decided", [])
    if named and not counted:
        # "How many Xs do I control?" where X is a type (a planeswalker's, 205.3j, or a creature type) and a word of
        # the name of a permanent of that player that has no such type: counted by type the answer would be 0, where
        # the question may ask about the card so named (201.2: a name is no type); which one is meant is not said.
        # When a permanent of that type is there the type is what is counted.
        by_type = "0"
        return Verdict(f"How many {kind} {whose}? cannot decide — '{word}' is a type, and a word of the name of "
                       f"{', '.join(named)}, which {'is' if len(named) == 1 else 'are'} no {singular.capitalize()}: "
                       f"counted by type it is {by_type}; say whether the type or the name is meant", [])
    rules = ["110.1"] + (["111.1"] if "token" in kind else []) + (["201.2"] if by_name else []) + \
        (["105.2"] if colours else [])
    return Verdict(f"How many {kind} {whose}? {len(counted)}" + (f" ({', '.join(counted)})" if counted else ""), rules,
                   [{"object": who, "field": f"count {kind}", "actual": len(counted), "status": "answer"}])


def _name_now(res, obj) -> str:
    """The permanent's name now, lower case (a copy's is the copied card's, 707.2), "" when it is not known."""
    if obj is None:
        return ""
    try:
        w = res.state.evaluate().work.get(obj.oid)
    except AttributeError:
        w = None
    return str(getattr(w, "name", None) or getattr(getattr(obj, "card", None), "name", "") or "").lower()


def _name_words(name: str, obj) -> set:
    """The words of a permanent's name, lower case, as written and singular, possessives cut ("X's Y" → x, y): what a
    player may call it by ("how many Xs")."""
    from ..values import singular

    full = getattr(getattr(obj, "card", None), "name", None) or re.sub(r"\s+#\d+$", "", name)
    words = set()
    for w in re.findall(r"[A-Za-z][A-Za-z-]*(?:'s)?", full):
        w = w.removesuffix("'s")
        words |= {w.lower(), singular(w.capitalize()).lower()}
    return words


def type_word(word: str) -> str | None:
    """A card type or subtype said in a question, singular and lower case ("Elves" → "elf", "lands" → "land"), or
    None for a word that is neither ("Thalias")."""
    from ..subtypes import ALL_SUBTYPES
    from ..values import card_type, singular

    if card_type(word):
        return card_type(word).lower()
    for w in (word, singular(word.capitalize())):
        if w.capitalize() in ALL_SUBTYPES:
            return w.lower()
    return None


def _shown(res) -> dict:
    """object → {field: value} of the answers shown, in order; fields the engine could not decide are left out
    and listed under '?'."""
    out: dict = {}
    for c in res.answers:
        d = out.setdefault(c.obj, {})
        if c.undecided:
            d.setdefault("?", []).append(c.field)
        else:
            d[c.field] = c.actual
    return out


def _undecided(res, obj: str, fld: str) -> list[str]:
    for c in res.answers:
        if c.obj == obj and c.field == fld and c.undecided:
            return list(c.undecided)
    if fld == "zone":   # a zone left open through its toughness or damage (_zone_open)
        for f in ("pt", "damage"):
            if r := _undecided(res, obj, f):
                return r
    return []


def _zone_open(d: dict) -> bool:
    """Whether where an object is can't be said: its zone is undecided, or (a whole-board answer that shows no zone
    for what is on the battlefield) its power and toughness or its damage are, on which surviving depends
    (704.5f-g)."""
    und = d.get("?", [])
    return "zone" in und or ("zone" not in d and ("pt" in und or "damage" in und))


def verdict_of(compiled, res, question: str) -> Verdict | None:
    """The verdict of an answered question (None when the answers hold nothing to say first), with the choice it
    assumed said after it (:func:`_assumed`)."""
    v = _verdict_of(compiled, res, question)
    return _assumed(res, v)


def _assumed(res, v: Verdict | None) -> Verdict | None:
    """A trampler's division of its combat damage that the question did not state (702.19b, 510.1c: the attacking
    player chooses) is made with lethal damage to the blockers and the rest to the player; a verdict about a life
    total or the game says so, with the rule: the player could have assigned more to the blockers."""
    if v is None or not re.search(r"\blife\b|the game|\blose\b|\bloses\b|\bdeals \d+ damage to\b", v.text):
        return v
    lines = _lines(res)
    hit = next((ln for ln in lines if "may divide it otherwise" in ln.text), None)
    if hit is None:
        return v
    rules = [r for r in hit.rules if r not in v.rules]
    note = (f" (assuming the trampler assigns its blockers lethal damage and the rest to the player: its controller may "
            f"assign more to the blockers, {', '.join(hit.rules) or '510.1c'}; say it: A assigns N to B and M to opponent)")
    return Verdict(v.text + note, v.rules + rules, v.answers)


def _verdict_of(compiled, res, question: str) -> Verdict | None:
    marks = [(s, o, w) for s, o, w in getattr(compiled, "yes_no", ()) if isinstance(w, str)]
    shown = _shown(res)
    for steps, obj, word in marks:
        if word == "#triggers":
            name = obj.strip()
            n = sum(1 for ln in _lines(res) if ln.text.startswith(f"{name}'s") and re.search(r"ability triggers\b", ln.text))
            rules, why = deciding(res, name, "triggers")
            und = [w for o, d in shown.items() for w in d.get("?", ())] and any(
                c.undecided for c in res.answers if c.obj == name)
            if und:
                return Verdict(f"{name} triggers: cannot decide — " + "; ".join(_undecided(res, name, "zone")[:1]),
                               [], [{"object": name, "field": "triggers", "actual": None, "status": "cannot decide"}])
            if not n and all(_sets_up(st) for st in compiled.data.get("steps") or []):
                return Verdict(f"{name} triggers: cannot decide — the question states no event that could trigger it; "
                               f"say what happens", [], [{"object": name, "field": "triggers", "actual": None,
                                                          "status": "cannot decide"}])
            return Verdict(_line(f"{name} triggers: {n}", rules, ""), rules,
                           [{"object": name, "field": "triggers", "actual": n, "status": "answer"}])
        if word.startswith("#cost:"):
            return _copy_cost(res, word[len("#cost:"):])
        if word.startswith("#dealt"):
            return _dealt(res, list(shown), word.endswith(":to"), compiled.data.get("steps") or [])
        if word.startswith("#count:"):
            return _count(res, shown, *word[len("#count:"):].split(":", 1))
        if word.startswith("#kwtrig:"):
            return _keyword_triggers(res, obj.strip(), word[len("#kwtrig:"):], compiled.data.get("steps") or [])
        if word == "#can":
            rules: list[str] = []
            for r in res.records:
                if r.index in steps:
                    for ln, nums in r.trace.render(res.citations):
                        rules += [x for x in nums if x not in rules]
            # carried out, but whether it was allowed can't be decided (an unread restriction): never a "Yes"
            doubt = [u.reason for u in getattr(res.state, "unknowns", ()) if re.match(
                r"whether the \w+ step on line \d+ was allowed can't be decided", u.reason)
                # words of the spell's targets the edition does not define ("any target" before 2018-04-27): what it
                # may target is unknown, so whether this target was legal is too (601.2c, 115.1)
                or re.search(r"\bwhat it may target\b", u.reason)
                # a target the engine took although an unread ability of it ("Hexproof" under rules without it) may
                # make it illegal: the cast or activation asked about may not be allowed (601.2c)
                or re.match(r"whether .{1,200}? is a legal target for .{1,200}? can't be decided", u.reason)]
            if doubt:
                return Verdict(f"{can_label(question)} cannot decide — {doubt[0]}", [])
            deciding_rules = [r for r in rules if r not in BOILERPLATE] or rules
            unc = _uncounterable_targets(res)
            if unc:
                return _counter_asked(question, unc)
            return Verdict(_line(f"{can_label(question)} Yes", deciding_rules, "the engine carried it out"),
                           deciding_rules)
    # the names of what is shown are no question words ("show Erebos, God of the Dead" asks no "dead?")
    kind = _kind(re.sub("|".join(re.escape(n) for n in sorted(shown, key=len, reverse=True)), " ", question,
                        flags=re.I) if shown else question)
    # yes/no words: "Is Urborg a Swamp?", "Does it enter tapped?"
    for c in res.answers:
        if c.field.endswith("?") and c.shown:
            fld = yes_no_field_of(c.field[:-1])
            rules, why = deciding(res, c.obj, fld or "")
            label = c.field
            if fld == "tapped" and re.search(r"\benters?\b|\bcome", question.lower()):
                label = "Enters tapped?" if c.field.lower() == "tapped?" else "Enters untapped?"
            if c.undecided:
                return Verdict(f"{label} cannot decide — " + "; ".join(c.undecided[:1]), [])
            return Verdict(_line(f"{label} {str(c.actual).capitalize()}", rules, why), rules)
    if not shown:
        return None
    objs = [o for o in shown if o not in ("you", "opponent") and not o.endswith("'s life") and o != "stack"]
    players = [o for o in shown if o not in objs and o != "stack"]
    if kind == "destroyed" and objs:
        if len(objs) > 1:
            return Verdict(f"cannot decide — the question asks which of {', '.join(objs)} are destroyed (701.8a), and a "
                           "permanent may die without being destroyed (a sacrifice, toughness 0): ask it of one of them, "
                           "or ask which die", [])
        o = objs[0]
        if _zone_open(shown[o]):
            return Verdict("Destroyed? cannot decide — " + "; ".join(_undecided(res, o, "zone")[:1]), [])
        return destroyed_verdict(res, o, shown[o].get("zone"), died_meanwhile, deciding, Verdict, _line)
    if kind in ("dies", "survives") and objs:
        gone = {o: d.get("zone") for o, d in shown.items() if o in objs}
        if len(objs) == 1 or len(set(gone.values())) == 1 and len(objs) <= 1:
            o = objs[0]
            if _zone_open(shown[o]):
                return Verdict(f"{'Dies' if kind == 'dies' else 'Survives'}? cannot decide — "
                               + "; ".join(_undecided(res, o, "zone")[:1]), [])
            z = gone[o]
            if shown[o].get("outcome") and kind == "dies" and not died_meanwhile(res, o):
                # (a permanent spell that resolved, then was put into a graveyard from the battlefield, died: 700.4)
                # "What happens to Lightning Bolt?": a spell neither dies nor survives (700.4: only a creature or
                # planeswalker dies) -- what became of it: resolved, or not (608.2b), and where it is
                rules, why = deciding(res, o, "zone")
                return Verdict(_line(f"{o}: {shown[o]['outcome']} ({z or 'stack'})", rules, why), rules)
            back = z not in ("graveyard", "ceased to exist") and died_meanwhile(res, o)
            if kind == "dies" and not back and asks_what_happens(question):
                # "What happens to Bonesplitter?" of a permanent that is no creature and stays: never "Dies? No"
                stays = what_happens_stays(res, o, shown[o], Verdict, _line, deciding)
                if stays is not None:
                    return stays
            died = z in ("graveyard", "ceased to exist") or back
            rules, why = deciding(res, o, "died" if back else "zone")
            head = f"Dies? {_yes(died)}" if kind == "dies" else f"Survives? {_yes(not died and z in (None, 'battlefield'))}"
            if back:
                head += f" (then returned: {o} is {'on the battlefield' if z in (None, 'battlefield') else 'in ' + z})"
            elif z not in (None, "battlefield", "graveyard", "ceased to exist"):
                head += f" ({o}: {z})"
            return Verdict(_line(head, rules, why), rules)
        # an object whose zone the engine could not decide is in none of the other lists (never "survives")
        undec = [o for o in objs if _zone_open(shown[o])]
        sure = [o for o in objs if o not in undec]
        died = [o for o in sure if gone.get(o) in ("graveyard", "ceased to exist") or died_meanwhile(res, o)]
        left = [o for o in sure if gone.get(o) not in (None, "battlefield") and o not in died]
        kept = [o for o in sure if gone.get(o) in (None, "battlefield") and o not in died]
        rules = []
        why = ""
        for o in died:
            rr, w = deciding(res, o, "zone" if gone.get(o) in ("graveyard", "ceased to exist") else "died")
            rules += [r for r in rr if r not in rules]
            why = why or w
        head = "; ".join(([f"Dies: {', '.join(died) or 'none'}"] if died or not undec else []) +
                         ([f"leaves: {', '.join(left)}"] if left else []) + ([f"survives: {', '.join(kept)}"] if kept else []) +
                         ([("" if died else "Dies? ") + f"cannot decide: {', '.join(undec)} — "
                           + "; ".join(_undecided(res, undec[0], "zone")[:1])] if undec else []))
        return Verdict(_line(head, rules, ""), rules)
    if kind in ("lost", "won"):
        losers = [p for p in players if shown[p].get("lost")]
        if len(losers) > 1:       # every player asked about lost at once (704.3): never one of them named alone
            rules = []
            for p in losers:
                rules += [r for r in deciding(res, p, "lost")[0] if r not in rules]
            who = " and ".join(losers)
            return Verdict(_line(f"{who[:1].upper() + who[1:]} {'both' if len(losers) == 2 else 'all'} lose the game "
                                 "at once", rules, ""), rules)
        for what in ("lost", "won"):
            for p in players:
                if shown[p].get(what):
                    rules, why = deciding(res, p, "lost")
                    verb = ("lose" if p == "you" else "loses") if what == "lost" else ("win" if p == "you" else "wins")
                    return Verdict(_line(f"{p[:1].upper() + p[1:]} {verb} the game", rules, why), rules)
        undec = [p for p in players if {"life", "lost", "won"} & set(shown[p].get("?", ()))]
        if undec:
            return Verdict("Loses the game? cannot decide — " + ("; ".join(_undecided(res, undec[0], "life")[:1]) or
                                                                  f"{undec[0]}'s life total"), [])
        if players:
            return Verdict("No one loses the game" + (": " + ", ".join(f"{p} at {shown[p].get('life')} life"
                                                                    for p in players if "life" in shown[p])), [],
                           [{"object": p, "field": "lost", "actual": False, "status": "answer"} for p in players])
    if kind == "lifechange" and players:
        return _life_change(res, shown, players)
    if kind in ("hand", "mana") and players:
        got = _player_count(res, shown, players, kind)
        if got is not None:
            return got
    # "How many poison counters does he have?": the players' poison counters (122.1f), and whether that lost the game
    # (704.5c), never their life alone
    if players and re.search(r"\bpoison\b", question, re.I):
        wanted = [p for p in players if "poison" in shown[p]]
        if wanted:
            lost = [p for p in wanted if shown[p].get("lost")]
            rules, why = deciding(res, lost[-1], "lost") if lost else ([], "")
            parts = [f"{p}: {shown[p]['poison']} poison counter{'s' if shown[p]['poison'] != 1 else ''}"
                     + (" (loses the game)" if shown[p].get("lost") else "") for p in wanted]
            return Verdict(_line("; ".join(parts), rules, why), rules)
    # a question about a player's life, or one whose answers are only players' ("how much damage does my opponent
    # take?", "show all" after a spell that hit only players): their life totals, never no verdict at all
    if (kind == "life" or not objs) and players:
        wanted = [p for p in players if "life" in shown[p] or "life" in shown[p].get("?", [])]
        if wanted:
            parts = [f"{p}: {shown[p]['life']} life" if "life" in shown[p] else
                     f"{p}: life: cannot decide — " + "; ".join(_undecided(res, p, "life")[:1]) for p in wanted]
            if any("life" not in shown[p] for p in wanted):
                return Verdict("; ".join(parts), [])
            rules, why = deciding(res, wanted[-1], "life")
            return Verdict(_line("; ".join(parts), rules, why if len(wanted) == 1 else ""), rules)
    if not objs:
        return None
    if kind in ("", "lost", "won") and is_yes_no(question):
        # a yes/no question whose predicate no verdict above reads ("is X still attacking?", "does X go to the
        # graveyard?"): answered from what it asks, or "cannot decide" naming it -- never X's description
        if len(objs) == 1:
            got = yes_no_verdict(res, question, objs[0], shown[objs[0]], _describe, deciding, died_meanwhile,
                                 Verdict, _line)
            if got is not None:
                return got
        else:
            return Verdict(f"cannot decide — the question asks {last_question(question)!r} of "
                           f"{', '.join(objs)}, which the answers do not say; ask it of one of them", [])
    if kind in ("", "pt") and len(objs) > 1:
        return _each_object(res, shown, objs, players)
    o = objs[0]
    d = shown[o]
    field = {"controller": "controller", "zone": "zone", "tapped": "tapped", "damage": "damage",
             "counters": "counters"}.get(kind)
    if field and field in d.get("?", []):
        # the field asked about is undecided: never answered from a default (a zone not known is not "battlefield")
        return Verdict(f"{o}: {field}: cannot decide — " + "; ".join(_undecided(res, o, field)[:1]), [])
    if kind in ("owner", "mana_value"):
        return _owner_or_value(res, o, kind)
    if kind == "controller" and "controller" in d:
        rules, why = deciding(res, o, "controller")
        return Verdict(_line(f"{o} is controlled by: {d['controller']}", rules, why), rules)
    if kind == "zone" and d.get("exists") is False:
        # it left the game (a player who left took it along, 800.4a) or ceased to exist (a token, 111.7): in no zone
        rules, why = deciding(res, o, "exists")
        return Verdict(_line(f"{o}: no longer in the game (in no zone)", rules, why), rules)
    if kind == "zone":
        z = d.get("zone", "battlefield")
        rules, why = deciding(res, o, "zone")
        return Verdict(_line(f"{o}: {'on the battlefield' if z == 'battlefield' else 'in ' + str(z) if z in ('hand', 'exile', 'graveyard', 'library') else z}",
                             rules, why), rules)
    if kind == "tapped" and "tapped" in d:
        rules, why = deciding(res, o, "tapped")
        return Verdict(_line(f"Tapped? {_yes(bool(d['tapped']))}", rules, why), rules)
    if kind == "damage" and "damage" in d:
        rules, why = deciding(res, o, "damage")
        return Verdict(_line(f"{o}: {d['damage']} damage", rules, why), rules)
    if kind == "counters" and "counters" in d:
        c = d["counters"] or {}
        txt = ", ".join(f"{n} {k}" for k, n in c.items() if n) or "no counters"
        return Verdict(f"{o}: {txt}", [])
    return _object_verdict(res, o, d)


def _owner_or_value(res, o: str, kind: str) -> Verdict:
    """"Who owns X?": the player who started the game with it (108.3; a token's, the player under whose control it
    was created, 111.2); "What is X's mana value?": the total amount of mana in its mana cost (202.3). Read from the
    state after the question's steps, never from what the show step describes (its controller, its P/T)."""
    from ..state import describe

    state = getattr(res, "state", None)
    obj = state.find(o) if state is not None else None
    label = "owner" if kind == "owner" else "mana value"
    if obj is None:
        return Verdict(f"{o}: {label}: cannot decide — it is no longer in the game", [])
    cite = getattr(res, "citations", None)
    num = cite.number("token_owner" if kind == "owner" and obj.token else "card_owner" if kind == "owner"
                      else "mana_value") if cite is not None else None
    rules = [num] if num else []
    if kind == "owner":
        text = f"{o} is owned by: {obj.owner}"
        answers = [{"object": o, "field": "owner", "actual": obj.owner, "status": "answer"}]
    else:
        w = state.evaluate().work.get(obj.oid)
        if w is None:
            return Verdict(f"{o}: mana value: cannot decide — its characteristics are not known here", [])
        mv = describe(w)["mana_value"]
        text = f"{o}: mana value {' // '.join(map(str, mv)) if isinstance(mv, list) else mv}"
        answers = [{"object": o, "field": "mana_value", "actual": mv, "status": "answer"}]
    return Verdict(text + (" — " + ", ".join(rules) if rules else ""), rules, answers, tuple(rules))


def _object_verdict(res, o: str, d: dict) -> Verdict | None:
    """One object as a whole: its characteristics (or its zone once it left the battlefield), or "cannot
    decide" with the first reason when what would be described is undecided."""
    und = d.get("?", [])
    if und and ("pt" in und or "types" in und or not any(k in d for k in ("pt", "types", "zone"))):
        return Verdict(f"{o}: cannot decide — " + "; ".join(_undecided(res, o, und[0])[:1]), [])
    if "pt" in d or "types" in d:
        rules, why = deciding(res, o, "pt") if d.get("pt") else deciding(res, o, "types")
        if und:   # what the description leaves out is said, never silently dropped (a colour not known)
            return Verdict(f"{o}: {_describe(d)}; cannot decide its {', '.join(und)} — "
                           + "; ".join(_undecided(res, o, und[0])[:1]), rules)
        return Verdict(_line(f"{o}: {_describe(d)}", rules, why), rules)
    if "zone" in d:
        rules, why = deciding(res, o, "zone")
        return Verdict(_line(f"{o}: {d['zone']}", rules, why), rules)
    return None


def _each_object(res, shown: dict, objs: list, players: list) -> Verdict | None:
    """Several objects asked about as a whole ("show all", "what happens"): one line each, in the order shown,
    then the players' life totals; the deciding rules of every line."""
    lines, rules = [], []
    for o in objs:
        v = _object_verdict(res, o, shown[o])
        if v is not None:
            lines.append(v.text)
            rules += [r for r in v.rules if r not in rules]
    life = [f"{p}: {shown[p]['life']} life" for p in players if "life" in shown[p]]
    if life:
        lines.append("; ".join(life))
    return Verdict("\n".join(lines), rules) if lines else None


def _copy_cost(res, verb: str) -> Verdict:
    """"Do I need to sacrifice another creature?" after a spell was copied: a copy is not cast, so no cost is paid
    for it; it copies the costs paid for the original (707.10). The trace line that put the copy on the stack
    says so; without a copy in the question the engine does not say what a cost is."""
    head = f"{verb.capitalize()} for the copy?"
    for ln in _lines(res):
        if "707.10" in ln.rules and re.search(r"\bcopy\b", ln.text) and re.search(r"\bnot cast\b", ln.text):
            rules = ["707.10"] + [r for r in ln.rules if r != "707.10"]
            return Verdict(_line(f"{head} No", rules, ln.text), rules,
                           [{"object": "copy", "field": "cost", "actual": "none", "status": "answer"}])
    return Verdict(f"{verb.capitalize()}? cannot decide — the engine says what a cost is only for a copy of a spell "
                   "(707.10), and the question copies none", [])


_LIFE_EVENT = r"(?:loses?|gains?|pays?) (\d+) life"


def _life_change(res, shown: dict, players: list) -> Verdict:
    """"How much life does my opponent lose?": how each player's life total changed during the question (119.3:
    damage, loss and gain change it; 103.4: each player starts at 20 unless the question says otherwise), the life lost
    and the life gained added up from the trace's life events. When those events do not account for the total now
    (an event the trace words otherwise), the answer is "cannot decide": a life total is never read as a change."""
    setup = getattr(getattr(res, "scenario", None), "player_setup", None) or {}
    parts, rules = [], []
    for p in players:
        now = shown[p].get("life")
        if now is None:
            return Verdict(f"{p}: life: cannot decide — " + "; ".join(_undecided(res, p, "life")[:1]), [])
        start = setup.get(p, ({}, 0))[0].get("life", 20) if isinstance(setup.get(p), tuple) else 20
        lost = gained = 0
        for r in res.records:
            is_set = bool(re.match(r"life\b.*\bset\b", r.summary or ""))
            for ln, nums in r.trace.render(res.citations):
                said = re.sub(r"“[^”]*”|\"[^\"]*\"", "", ln.text)      # an ability's own words quoted: no event
                for m in re.finditer(rf"(?:^|\b){re.escape(p)}:? {_LIFE_EVENT}(?: \(now (-?\d+)\))?", said):
                    if is_set:
                        if lost or gained:     # a total said after the question's events: not a start
                            return Verdict(f"{p}: life lost: cannot decide — a life total is set after life changed", [])
                        start = int(m.group(2)) if m.group(2) is not None else start
                        continue
                    n = int(m.group(1))
                    if re.match(r"gains? ", m.group(0)[len(p):].lstrip(": ")):
                        gained += n
                    else:
                        lost += n
                    rules += [x for x in nums if x not in rules and x not in BOILERPLATE]
        if start - lost + gained != now:
            return Verdict(f"{p}: life lost: cannot decide — the life events in the trace ({start} − {lost} + {gained}) "
                           f"do not account for the total now ({now})", [])
        you = p == "you"
        said = ([f"{'lose' if you else 'loses'} {lost} life"] if lost else []) + \
            ([f"{'gain' if you else 'gains'} {gained} life"] if gained else [])
        parts.append(f"{p} {' and '.join(said)} ({start} → {now})" if said else f"{p}: no life lost or gained "
                                                                                    f"({now} life)")
    return Verdict(_line("; ".join(parts), rules, ""), rules)


def _dealt(res, shown: list, to: bool, steps: list) -> Verdict:
    """"How much damage does Serra Angel deal (to the Spider)?": the damage events whose source is the first object
    shown (under its name then: 400.7, the object it was), to the one shown after it when the question names one
    (a player: its life shown), added up (120.1, 120.3).

    A question whose steps only lay out the board ("I control Doran and Grizzly Bears. How much combat damage does
    Grizzly Bears deal?") asks what the source would deal in an event it doesn't state: no total of the question's
    events answers it, so it is "cannot decide", naming what to say (an attack, a spell, an ability)."""
    state = res.state
    src = shown[0] if shown else None
    dst = shown[1] if to and len(shown) > 1 else None
    if src is None:
        return Verdict("Damage dealt? cannot decide — the question names no source of damage", [])
    dst = re.sub(r"'s life$", "", dst) if isinstance(dst, str) else dst
    und = [u for c in res.answers if c.obj == src and c.undecided for u in c.undecided]
    if und:
        return Verdict(f"{src}: damage dealt: cannot decide — {und[0]}", [])

    def alias(oid) -> str | None:
        o = state.objects.get(oid) if oid is not None else None
        o = o if o is not None else state.lki.get(oid) if oid is not None else None
        return getattr(o, "alias", None)

    n = 0
    for ev in state.events:
        if ev.kind != "damage" or alias(ev.source) != src:
            continue
        if dst is not None and (ev.recipient_player or alias(ev.obj)) != dst:
            continue
        n += ev.amount
    if not n and all(_sets_up(st) for st in steps):
        return Verdict(f"{src}: damage dealt: cannot decide — the question states no event in which {src} could deal "
                       f"damage; say what happens (I attack with {src}; it is not blocked)", [])
    head = f"{src} deals {n} damage" + (f" to {dst}" if dst else " in all")
    hits = [ln for ln in _lines(res) if ln.text.startswith(f"{src} deals damage") and (dst is None or dst in ln.text)]
    rules = [r for ln in hits for r in ln.rules if r not in BOILERPLATE]
    rules = list(dict.fromkeys(rules))
    why = hits[0].text if len(hits) == 1 else ""
    return Verdict(_line(head, rules, why), rules, [{"object": src, "field": "dealt", "actual": n, "status": "answer"}])


def _sets_up(step) -> bool:
    """Whether a step of the question only lays out the board: a permanent already there, or what to show."""
    if not isinstance(step, dict) or len(step) != 1:
        return False
    (kind, v), = step.items()
    return kind == "show" or (kind == "enter" and isinstance(v, dict) and bool(v.get("already")))


def _keyword_triggers(res, holder: str, kw: str, steps: list) -> Verdict:
    """"Does Clever Impersonator trigger prowess?": whether the holder's keyword trigger triggered, from the trace
    line that says it did ("… triggers: “Prowess”") or that says why it didn't ("… doesn't trigger: Clever
    Impersonator (Creature — Shapeshifter) is not a noncreature spell"), with that line's rules (702.108a)."""
    head = f"{kw.capitalize()} triggers?"
    for c in res.answers:
        if c.obj == holder and c.undecided:
            return Verdict(f"{head} cannot decide — " + "; ".join(c.undecided[:1]), [])
    label = re.compile(rf"^{re.escape(holder)}'s triggered ability(?: \(\u201c{re.escape(kw)}\u201d\))? "
                       rf"(triggers: \u201c{re.escape(kw)}\u201d|doesn't trigger: )", re.I)
    hits = [ln for ln in _lines(res) if label.search(ln.text)]
    if not hits and all(_sets_up(st) for st in steps):
        return Verdict(f"{head} cannot decide — the question states no event that could trigger {holder}'s {kw}; "
                       f"say what happens", [])
    if not hits:
        return Verdict(f"{head} cannot decide — the trace says nothing of {holder}'s {kw}", [])
    n = sum(1 for ln in hits if "doesn't trigger" not in ln.text)
    ln = next((x for x in hits if "doesn't trigger" not in x.text), hits[0]) if n else hits[0]
    rules = [r for r in ln.rules if r not in BOILERPLATE] + [r for r in ln.rules if r in BOILERPLATE]
    why = ln.text.split("doesn't trigger: ", 1)[1] if not n else ln.text
    answer = ("Yes" + (f" ({n} times)" if n > 1 else "")) if n else "No"
    return Verdict(_line(f"{head} {answer}", rules, why), rules,
                   [{"object": holder, "field": f"{kw} triggers", "actual": n, "status": "answer"}])


def can_sentence(question: str) -> tuple[int, str] | None:
    """(where it starts, its text) of the question's last "Can …?" sentence, or None."""
    starts = [0] + [m.end() for m in re.finditer(r"(?<=[.?!])\s+", question)]
    for a, b in reversed(list(zip(starts, starts[1:] + [len(question)]))):
        if re.match(r"\s*(?:can|could|may)\b", question[a:b], re.I):
            return a, question[a:b].strip()
    return None


def _uncounterable_targets(res) -> list[tuple[str, str]]:
    """The spells on the stack that a spell or ability there, one that counters its target ("Counter target spell."),
    targets although they can't be countered (101.2: "This spell can't be countered.", or an effect saying so):
    [(the counterspell's name, the target's name)]. Casting it is allowed (115.1: the target is legal), countering
    is not (701.6a, 101.2)."""
    from ..parser import CANT_BE_COUNTERED

    st = getattr(res, "state", None)
    if st is None:
        return []
    out = []
    snap = st.evaluate()
    for item in list(getattr(st, "stack", ())):
        if not re.search(r"\bcounter target\b", item.text or "", re.I):
            continue
        for t in item.targets or ():
            if not (isinstance(t, tuple) and len(t) == 2 and t[0] == "obj"):
                continue
            target = next((x for x in st.stack if x.oid == t[1]), None)
            w = snap.get(t[1])
            if target is None or w is None:
                continue
            if st._states_cant_be_countered(w) or CANT_BE_COUNTERED in snap.restrictions.get(t[1], ()):
                out.append((item.name, target.name))
    return out


def _counter_asked(question: str, unc: list) -> Verdict:
    """"Can I counter it with Counterspell?" of a spell that can't be countered: "No" (the spell is cast, 115.1, but
    it doesn't counter its target, 101.2); "Can I cast Counterspell targeting it?" asks the cast only: "Yes", saying
    that it won't counter it."""
    spell, target = unc[0]
    label = can_label(question)
    rules = ["101.2", "701.6a", "115.1"]
    asked_cast = re.search(r"\bcast\b", question, re.I) and not re.search(r"\bcounter (?:it|that|the|his|her|my|\w+'s)\b",
                                                                      question, re.I)
    if asked_cast:
        return Verdict(f"{label} Yes — 115.1: {spell} can be cast targeting {target}, but {target} can't be countered: "
                       f"it stays on the stack as {spell} resolves (101.2, 701.6a)", rules)
    return Verdict(f"{label} No — 101.2: {target} can't be countered; {spell} can be cast targeting it (115.1), but it "
                   f"doesn't counter it: {target} stays on the stack (701.6a, 101.2)", rules)


def can_label(question: str) -> str:
    """The "Can …?" sentence of the question, as the verdict's head ("Can Grizzly Bears block Serra Angel?")."""
    got = can_sentence(question.strip())
    if got is None:
        return "Can it be done?"
    part = got[1]
    return part if part.endswith("?") else part.rstrip(".!") + "?"


def yes_no_field_of(word: str) -> str | None:
    from .lexicon import yes_no_field
    return yes_no_field(word)


def split_rules(cited: list[str], deciding_rules: list[str]) -> tuple[list[str], list[str]]:
    """(deciding, other): the deciding rules first; the others in the order cited, boilerplate last."""
    first = [r for r in deciding_rules if r in cited] + [r for r in deciding_rules if r not in cited]
    rest = [r for r in cited if r not in first]
    return first, [r for r in rest if r not in BOILERPLATE] + [r for r in rest if r in BOILERPLATE]


def closest_rulings(conn, names: list[str], question: str, rules: list[str], limit: int = 3) -> list[dict]:
    """The named cards' rulings closest to the question (shared words, and the deciding rules they cite)."""
    if conn is None or not names:
        return []
    try:
        rows = []
        for n in dict.fromkeys(names):
            rows += conn.execute("SELECT card_name, published_at, text FROM card_rulings WHERE oracle_id IN "
                                 "(SELECT oracle_id FROM card_faces WHERE name_key = ?) ORDER BY position",
                                 [fold_key(n)]).fetchall()
    except Exception:  # noqa: BLE001 - a KB without rulings: none to show
        return []
    words = {w for w in re.findall(r"[a-z][a-z'-]{3,}", question.lower())} - _COMMON
    scored = []
    for k, (card, date, text) in enumerate(rows):
        tw = set(re.findall(r"[a-z][a-z'-]{3,}", str(text).lower()))
        score = len(words & tw) + 3 * len(set(_RULE.findall(str(text))) & set(rules))
        if score:
            scored.append((-score, k, {"card": card, "date": date, "text": text}))
    scored.sort(key=lambda x: (x[0], x[1]))
    return [x[2] for x in scored[:limit]]


_COMMON = {"that", "this", "with", "what", "when", "does", "have", "will", "your", "from", "they", "them", "their",
           "there", "then", "into", "onto", "each", "which", "would", "could", "control", "controls", "creature",
           "opponent", "battlefield", "card", "cards", "still", "play", "cast", "casts"}


def names_of(compiled) -> list[str]:
    """The cards the question named (the steps' cards)."""
    out: list[str] = []

    def walk(v, key=None):
        if isinstance(v, dict):
            for k, x in v.items():
                walk(x, k)
        elif isinstance(v, list):
            for x in v:
                walk(x, key)
        elif isinstance(v, str) and key in ("card", "enter", "cast", "copy"):
            out.append(v)
    walk(compiled.data.get("steps") or [])
    return [card_name_of(n) for n in dict.fromkeys(out)]
