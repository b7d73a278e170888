"""Permissions to play cards an effect just moved, for a stated time ("impulse draw"; 611.2a, 601.3, 305.1).

"Exile the top two cards of your library. Until the end of your next turn, you may play those cards.": the sentence
after an instruction that moved cards gives its controller a permission to play them from where they are (a land
played so is a land play, 305.1, 305.2; a spell is cast from exile, 601.3) until the stated time (611.2a) — the
engine's ``may_play`` instruction (kb.engine.looking keeps the permissions and ends them).

Read here, in either order of its parts: the duration ("this turn", "until end of turn", "until the end of your next
turn", "until your next end step", "until the beginning of your next upkeep", "for as long as it remains exiled", "for as
long as you control ~" — over once its source leaves the battlefield or another player controls it, and nothing
if that happened before it began (611.2b) —, "until you exile another card with ~" — over once the same source
exiles another card)
a kind of spell ("you may cast noncreature spells from among those cards": the cards whose spell would be of that
kind, 601.3; a card with another face or an Adventure that isn't of that kind may be cast as the other: not read, cannot
decide), and "without paying its mana cost" / "without paying their mana costs" (118.9: an alternative cost the permission
requires, 118.9b; no other alternative cost can be combined with it, 118.9a); after it, ", and you may spend mana as
though it were mana of any color to cast that spell" / ", and mana of any type can be spent to cast those spells"
(609.4b: how the spells cast by it may be paid, kb.engine.stack ``mana_paying``).
"""
from __future__ import annotations

import re

from .words import COLOR_ALT

__all__ = ["targeted_card_permission", "if_not_permission", "free_this_way", "CHOSEN", "choose_moved", "unnamed_reach", "duration_starts", "expire_permissions", "only_read_permissions", "if_it_permission", "impulse_permission", "picked_exile_said", "of_spell_kind", "reads_choose_one", "spends_any_mana", "split_choose_one"]

# how long the permission lasts (kb.engine.looking ``end_play_permissions``; 611.2a), by the words that say it
_PLAY_UNTIL = (("you control", "control"), ("another card", "another"), ("next turn", "next_turn"),
               ("next upkeep", "upkeep"), ("next end step", "end"), ("remain", "remains"))

_WHAT = (r"(?P<w>those cards|that card|them|it|the exiled cards?|(?:(?P<kind>noncreature|nonland|instant and sorcery|"
         rf"instant|sorcery|creature|artifact|enchantment|{COLOR_ALT}) )?spells from among (?:them|those "
         r"(?:exiled )?cards))")
_FREE = r"(?P<free> without paying (?:its mana cost|their mana costs))"
_LEAD = (r"(?P<d>Until the end of your next turn|Until end of turn|Until the beginning of your next upkeep|"
         r"Until your next end step)")
_TAIL = (r"(?P<d>this turn|until end of turn|until the end of your next turn|until your next end step|"
         r"for as long as (?:it|they) remains? exiled|for as long as you control ~|until you exile another card with ~)")
# "You may look at and play those cards …" (Mindleecher): looking at cards exiled face down is allowed too (406.3) —
# hidden information, which changes nothing the game holds; the permission to play them is the same
_LOOK = r"(?P<look>look at and )?"
_FORMS = (re.compile(_LEAD + r", you may " + _LOOK + r"(?P<v>play|cast) " + _WHAT + _FREE + "?"),
          re.compile(r"You may " + _LOOK + r"(?P<v>play|cast) " + _WHAT + _FREE + "? " + _TAIL),
          re.compile(r"You may " + _LOOK + r"(?P<v>play|cast) " + _WHAT + " " + _TAIL + _FREE))
_ONE = ("that card", "it", "the exiled card")
# ", and you may spend mana as though it were mana of any color to cast that spell" / ", and mana of any type can be
# spent to cast those spells" after the permission (609.4b): how the spell cast by it may be paid
_ANY_MANA = re.compile(r",? and (?:you may spend mana as though it were mana of any (?:color|type)|mana of any type "
                       r"can be spent) to cast (?P<spell>that spell|those spells|it|them)$")


def impulse_permission(s: str, *, one: bool = False) -> dict | None:
    """The options of the ``may_play`` instruction the sentence ``s`` (without its period) gives, or None when it
    is not one read here: ``until`` (when it ends), ``lands`` ("play": lands too, 305.1; "cast": spells only),
    ``said`` (the duration's words), ``free`` and ``free_said`` (without paying the mana cost, 118.9), ``any_mana``
    and ``any_said`` (mana spent as though of any color or type, 609.4b). "its mana
    cost" goes with one card, "their mana costs" with several: another pairing is not read. ``one``: the words
    before named one card (a card chosen among them): only words for one card name it."""
    a = _ANY_MANA.search(s)
    if a is not None:
        s = s[:a.start()]
    m = next((m for m in (f.fullmatch(s) for f in _FORMS) if m), None)
    if m is None or (one and m.group("w") not in _ONE):
        return None
    free = m.group("free")
    if free and (("its" in free) != (m.group("w") in _ONE)):
        return None
    if a is not None and (free or (a.group("spell") in ("that spell", "it")) != (m.group("w") in _ONE)):
        return None   # mana spent on a spell cast without paying its mana cost, or words for another number of cards
    d = m.group("d").lower()
    among = "spells from among" in m.group("w")
    if among and m.group("v") != "cast":
        return None   # "you may cast spells from among those exiled cards" (Dream Pillager): each of them, cast only
    kind = m.group("kind")   # "noncreature spells from among those cards" (Narset, Enlightened Master): those only
    return {"until": next((k for w, k in _PLAY_UNTIL if w in d), "turn"), "lands": m.group("v") == "play",
            **({"among_said": m.group("w")} if among else {}), **({"kind": kind} if kind else {}),
            "said": d, **({"free": True, "free_said": free.strip()} if free else {}),
            **({"any_mana": True, "any_said": a.group(0).strip(" ,")} if a is not None else {}),
            **({"look_said": True} if m.group("look") else {})}


_FREE_THIS_WAY = re.compile(r"[Yy]ou may (?P<v>play|cast) (?P<w>cards|spells) this way (?P<free>without paying their mana "
                            r"costs)")


def free_this_way(s: str, done: list) -> dict | None:
    """"If this spell was cast from a graveyard, you may play cards this way without paying their mana costs." (Ignite
    the Future) right after a permission to play several cards: the same permission (the same cards, the same
    duration, 611.2a) with the alternative cost "without paying their mana costs" (118.9) — a second way to cast them
    beside paying, so casting them for their mana cost stays allowed (kb.engine.looking: a card is free only when every
    permission covering it is). The options of the second ``may_play``; None for other words, or with no such
    permission just before (its condition is the caller's: "If …, …")."""
    if "this way" not in s:
        return None
    m = _FREE_THIS_WAY.fullmatch(s.strip().rstrip("."))
    if m is None or not done:
        return None
    perm = done[-1]
    if perm.kind != "may_play" or perm.condition is not None or perm.opts.get("free") or \
            (m.group("v") == "play") != bool(perm.opts.get("lands")) or perm.opts.get("among_said"):
        return None
    return {**perm.opts, "free": True, "free_said": m.group("free"), "this_way_said": f"{m.group('w')} this way"}


_KIND_TYPES = {"instant and sorcery": ("Instant", "Sorcery")}


def of_spell_kind(state, ins, ids: list) -> list:
    """The cards of ``ids`` a permission to cast "<kind> spells from among those cards" covers (601.3): those whose
    spell is of that kind ("noncreature": no creature type; "instant and sorcery": an instant or a sorcery; "red": of
    that color, 105.2). A card
    that isn't, but has another face or an Adventure it could be cast as (601.3e, 715.3), may be castable by it as
    that: not read, so an unknown names it rather than a guess."""
    from .words import COLOR_LETTERS
    kind = ins.opts["kind"]
    snap = state.evaluate()
    def fits(w) -> bool:
        if kind in COLOR_LETTERS:   # "red spells" (Chandra, Dressed to Kill): a spell has its card's colors (105.2)
            return COLOR_LETTERS[kind] in w.colors
        if kind.startswith("non"):
            return kind[3:].capitalize() not in w.types
        return any(t in w.types for t in _KIND_TYPES.get(kind, (kind.capitalize(),)))
    out = []
    for oid in ids:
        w = snap.get(oid)
        if w is not None and fits(w):
            out.append(oid)
        elif getattr(state.objects[oid].card, "other_faces", ()) or getattr(state.objects[oid].card, "layout", "normal") \
                not in ("normal", "token"):
            state.note_unknown(f"\u201c{ins.text}\u201d: whether {state.objects[oid].alias} can be cast as {kind} spell "
                               f"by another of its faces is not read ({state.rule_no('cast_prohibited')})")
    return out


def spends_any_mana(state, o, who: str) -> bool:
    """Whether a permission that lets ``who`` play the card ``o`` where it is (``state.play_permissions``, kept by
    kb.engine.looking) also lets them spend mana as though it were mana of any color or type to cast it (609.4b: it
    changes only how the cost may be paid)."""
    return any(p["oid"] == o.oid and p["player"] == who and p.get("any_mana") for p in state.play_permissions)


# "Choose one of them." after "Exile the top two cards of your library" (608.2d): one of the cards it exiled, chosen as
# the effect resolves; "that card" after it names the chosen card
_CHOOSE_ONE = re.compile(r"[Cc]hoose one of them")
CHOSEN = "the chosen card"   # the text of the subject naming the card chosen (kb.engine.instructions)


def reads_choose_one(s: str) -> bool:
    """Whether the sentence ``s`` (without its period) is "Choose one of them" (608.2d)."""
    return bool(_CHOOSE_ONE.fullmatch(s))


def choose_moved(state, ins, rc, item) -> None:
    """"Exile the top two cards of your library. Choose one of them.": the card chosen among those the instruction
    before moved, as the effect resolves (608.2d), stated with ``choose: {choose: NAME}``; "that card" after it is
    that card (``rc.moved``). With one card there is no choice; a card the scenario doesn't name among them (an
    unlisted library), or an unstated choice among several, is never guessed: the card "that card" names is unknown
    and what it could change can't be decided."""
    from .errors import EngineError
    from .words import said_none
    from .filters import Const
    cands = [o for o in (getattr(rc, "moved", ()) or ()) if o in state.objects]
    n = ins.amount.n if isinstance(ins.amount, Const) else None
    unnamed = n is None or n > len(cands)
    want = (rc.choices or {}).get("choose")
    if isinstance(want, list) and len(want) == 1:
        want = want[0]
    if want is not None and not said_none(want):
        hit = [o for o in cands if state.objects[o].alias == want or state.objects[o].card.name == want]
        if not hit:
            raise EngineError(f"\u201c{ins.text}\u201d: {want} is not one of the cards exiled this way ({state.rule_no('choices_on_resolution')})")
        rc.moved = hit[:1]
    elif len(cands) == 1 and not unnamed and want is None:
        rc.moved = cands
    else:
        if want is not None:   # "none": one of them must be chosen
            raise EngineError(f"\u201c{ins.text}\u201d: one of the cards exiled this way is chosen ({state.rule_no('choices_on_resolution')})")
        rc.moved = []
        # among cards nobody named alone, what the choice changes is what the words after it do (unnamed_reach)
        reach = unnamed_reach(state, item, ins.text, rc.you) if not cands else None
        if reach is not None:
            from .unknowns import choice_reach
            state.unstated_choice(ins, item, "choose", "choose: NAME (one of the cards exiled this way)", reach=reach,
                                  scope=choice_reach(state, *reach, snap=state.evaluate()))
            return
        state.unstated_choice(ins, item, "choose", "choose: NAME (one of the cards exiled this way)")
        return
    state.log.add(f"{state.objects[rc.moved[0]].alias} is chosen among the cards exiled",
                  "follow_instructions", indent=1, kind="step")


def unnamed_reach(state, item, after: str, you: str | None) -> tuple | None:
    """choice_reach's arguments for what cards the scenario doesn't name, exiled from a library by ``item`` (or the one
    chosen among them, 608.2d), can change: the player's cards, and the sentences of ``item`` after the words ``after``
    that do more than permit playing them ("Until the end of your next turn, you may play that card.": a permission
    is no play, 611.2a, and no step can play a card nobody named) or choose among them — and what reads those. None
    when the words can't be found in the item's text."""
    text = re.sub(r"\([^)]*\)", "", getattr(item, "text", "") or "")
    at = text.find(after)
    if at < 0 or item is None:
        return None
    later = [x.strip() for x in re.split(r"(?<=\.)\s+", text[at + len(after):].strip()) if x.strip()]
    parts = tuple((x, True) for x in later
                  if not reads_choose_one(x.rstrip(".")) and impulse_permission(x.rstrip(".")) is None)
    spell = state.objects.get(item.oid) if item.kind == "spell" and item.oid is not None else None
    mine = frozenset((you,)) if you is not None else None
    start = (frozenset(("cards",)), {"cards": mine} if mine else {})
    return (parts, (item.oid if item.kind == "spell" else item.ability,), (spell.card_id,) if spell is not None else (),
            you, None, start)


def split_choose_one(t: str) -> str:
    """"Exile the top two cards of your library, then choose one of them.": the choice is a sentence of its own after
    the exile (608.2c: in the order written), read as "Choose one of them." is."""
    return re.sub(r"(\b[Ee]xile the top \w+ cards of [^.]*?\blibrary), then choose one of them(?=\.)",
                  r"\1. Choose one of them", t)


def duration_starts(state, ins, rc, item) -> bool:
    """As the permission of ``ins`` begins: False when its "for as long as you control ~" duration has already ended
    (611.2b: the source is no longer on the battlefield under its controller's control — the effect does nothing).
    "Until you exile another card with ~": this exile ends the permission the same source gave before (a card that
    left and returned is a new object, 400.7, whose exiles are not "with" the old one); another ability of the source
    that exiles could end it too, which is not followed: noted as unknown."""
    until = ins.opts.get("until")
    src = state.objects.get(rc.source_oid) if rc.source_oid is not None else None
    if until == "control":
        return _controls(state, src, rc.you)
    if until == "another":
        state.play_permissions = [p for p in state.play_permissions
                                  if not (p["until"] == "another" and p.get("source") == rc.source_oid)]
        text = (src.card.text or "") if src is not None else ""
        if len(re.findall(r"\b[Ee]xile", text)) > len(re.findall(r"\b[Ee]xile", item.text or "")):
            state.note_unknown(f"{item.name}: \u201c{ins.text}\u201d lasts until another card is exiled with it, and "
                               f"another of its abilities may exile one: not followed ({state.rule_no('duration_stated')})")
    return True


def _controls(state, src, who: str) -> bool:
    """Whether ``who`` controls the object ``src`` on the battlefield now, after control-changing effects (613.1b)."""
    if src is None or src.zone != "battlefield":
        return False
    w = state.evaluate().get(src.oid)
    return (w.controller if w is not None else src.controller) == who


def expire_permissions(state) -> None:
    """611.2b: a "for as long as you control ~" permission ends for good once its player no longer controls its
    source (it left the battlefield, or another player gained control of it) — checked as the game changes, as
    kb.engine.state ends the continuous effects with such a duration."""
    if not any(p["until"] == "control" for p in state.play_permissions):
        return
    state.play_permissions = [p for p in state.play_permissions if p["until"] != "control" or
                              _controls(state, state.objects.get(p.get("source")), p["player"])]


def only_read_permissions(text: str, pattern) -> bool:
    """Whether every sentence of a read ability's ``text`` that ``pattern`` finds (words that may permit casting from
    another zone, kb.engine.stack) is a permission read here — whose permissions the engine keeps, so the words
    permit nothing beyond them (601.3)."""
    from .castamong import split_then_cast_many
    whole = [x for x in re.split(r"(?<=\.)\s+", text or "") if pattern.search(x)]
    # "Exile the top card of each player's library, then you may cast any number of spells from among those cards …"
    # (Etali, Primal Storm): an exile and a cast as the ability resolves (608.2g), two sentences (608.2c) — the cast
    # names no zone and lasts only while the ability resolves, so it permits nothing afterwards (kb.engine.castamong)
    hits = [x.strip().rstrip(".") for x in re.split(r"(?<=\.)\s+", split_then_cast_many(text or "")) if pattern.search(x)]
    if whole and not hits:
        return True
    from .graveyardcast import is_graveyard_permission   # "You may cast target … card from your graveyard this turn"
    from .turnpermission import is_linked_turn_cast   # "Until end of turn, you may cast a creature spell from among …"
    return bool(hits) and all(impulse_permission(x) is not None or is_graveyard_permission(x) or is_linked_turn_cast(x)
                              for x in hits)


def targeted_card_permission(perm: dict, prev, done: list) -> bool:
    """"Choose target artifact card in your graveyard. You may cast that card this turn." (Silas Renn, Seeker Adept):
    a permission (601.3) to cast the one card the sentence before targeted, where it is — that object only: a card that
    leaves the graveyard is a new object the permission doesn't name (400.7). Read only for one target card in a
    graveyard chosen by "Choose target …" (a choice that does nothing else, 115.1), for "this turn" or "until end of
    turn", casting only."""
    sel = getattr(prev, "selector", None)
    return bool(prev is not None and prev.kind == "target" and perm.get("until") == "turn" and not perm.get("lands")
                and not perm.get("free") and not perm.get("any_mana") and not perm.get("among_said")
                and done and done[-1].kind == "choose_targets" and done[-1].subject is prev
                and getattr(sel, "zones", None) == frozenset(("graveyard",)))


def picked_exile_said(perm: dict | None, s: str, done: list) -> str | None:
    """Whether the permission ``perm`` (:func:`impulse_permission` read for one card) of the sentence ``s`` names the one
    card just exiled from among the cards looked at ("Look at the top X cards of your library. Exile one of those cards
    and put the rest on the bottom of your library in a random order. You may play the exiled card this turn.", "…
    exile one of them face down, then put the rest …. You may cast that card for as long as it remains exiled":
    kb.engine.looking's ``pick`` to exile of one card, then its ``rest``): its words ("the exiled card", "that card",
    608.2c), or None. That card, which the same effect finds in exile (400.7j), may be played for the stated time
    (611.2a); a card exiled face down may be played as the effect that exiled it allows (406.3, 406.3a: it is turned
    face up just before it is played, 601.2). Another count, or another instruction between them, is not read."""
    from .filters import Const
    said = re.search(r"\b(?:the exiled card|that card)\b", s) if perm is not None and done else None
    if said is None:
        return None
    i = len(done) - 1 - (done[-1].kind == "rest")
    pick = done[i] if i >= 0 else None
    ok = bool(pick is not None and pick.kind == "pick" and pick.opts.get("to") == "exile" and pick.amount == Const(1)
              and not pick.opts.get("up_to") and not pick.opts.get("may"))
    return said.group(0) if ok else None


_IF_IT = re.compile(r"If (?P<cond>it's (?:an? )?[\w -]+?(?: card)?), (?P<body>you may (?:cast|play) (?:it|that card) .+)")


def if_it_permission(s: str, prev, done: list) -> tuple[str, dict] | None:
    """"If it's a nonland card, you may cast that card this turn." / "If it's red, you may cast it this turn." (``s``
    without its period) just after "Exile the top card of …" (one card, the ``moved`` subject ``prev``): the words of
    the condition about that card and the permission's options (:func:`impulse_permission`); None for anything else.
    The condition is checked as the sentence applies (608.2c): a card not of that kind gets no permission."""
    from .filters import Const
    m = _IF_IT.fullmatch(s)
    if m is None or prev is None or prev.kind != "moved" or not done or done[-1].kind != "exile_top" or \
            done[-1].amount != Const(1) or done[-1].opts.get("exile_until") is not None:
        return None
    body = m.group("body")
    perm = impulse_permission(body[0].upper() + body[1:], one=True)
    return None if perm is None else (m.group("cond"), perm)


_IF_NOT = re.compile(r"If you don't, (?P<body>you may (?:cast|play) that card .+)")


def if_not_permission(s: str, done: list) -> dict | None:
    """"Exile the top card of your library. You may have ~ deal damage to that creature equal to the exiled card's mana
    value. If you don't, you may play that card until end of turn." (Spark of Creativity): the options of the permission
    (:func:`impulse_permission`) to play the one card the exile just moved, given only when the optional damage just
    before was not dealt (608.2c: "if you don't" reads that choice); None for anything else."""
    from .filters import Const
    m = _IF_NOT.fullmatch(s)
    if m is None or len(done) < 2 or done[-1].kind != "damage" or not done[-1].optional:
        return None
    ex = done[-2]
    if ex.kind != "exile_top" or ex.amount != Const(1) or ex.opts.get("exile_until") is not None:
        return None
    body = m.group("body")
    return impulse_permission(body[0].upper() + body[1:], one=True)
