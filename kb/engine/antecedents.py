"""Words that point back to an object an earlier sentence of the same ability named (608.2c: an instruction's words
are read with the rest of the spell or ability's text).

- "the creature" / "the token" / "the exiled card" in the body of a delayed triggered ability the sentence creates
  ("You may put a creature card from your hand onto the battlefield. … Sacrifice the creature at the beginning of the
  next end step.", "Exile target creature. Return the exiled card to the battlefield … at the beginning of the next end
  step."): the delayed ability refers to that particular object (603.7c). The body is read when the ability triggers,
  apart from the sentences before it, so the words are tied here, as it is created: ``delayed_body`` writes them as the
  pointer the body reader takes for the object the delayed ability refers to ("that creature", "that card").
- "the exiled card" after a sentence of the same text that exiled an object ("Exile target creature. Return the exiled
  card to the battlefield …"): that object (``exiled_antecedent``), not a cost's card nor every card exiled with ~.
- "that Wizard" in a triggered ability whose trigger event is described by that subtype and not by a target ("Whenever
  another nontoken Wizard you control enters, … create a token that's a copy of that Wizard"): the trigger event's
  object (603.2), when nothing named before it in the ability is called so (``subtype_pointer``).
- "that player" after a target described by the player who controls it ("destroy target creature an opponent controls.
  That player loses 3 life."): that player is the target's controller (``named_player``) — as it last existed once it
  left the battlefield (608.2h).
- "the chosen permanent" / "the chosen creature" after "Choose a creature or planeswalker you control." (Gideon's
  Sacrifice): the object chosen as the spell resolved (608.2d, 608.2c; ``chosen_pointer``) — "permanent" for one chosen
  on the battlefield, another noun one the words that chose it used.
- "that player" after an instruction that put one target into "its owner's" hand, library or graveyard ("Return target
  permanent to its owner's hand. Then that player discards a card."): the player those words named, its owner (108.3,
  608.2c; ``record_owner_named``, ``owner_named``) — never the object itself (109.1: an object is no player).

Never a guess: a noun that two objects named before could be, or an object named in words without that noun, is not
tied — the sentence stays unread (a ParseError) and what it would do is "cannot decide"."""
from __future__ import annotations

import re
from dataclasses import replace

from .errors import ParseError

__all__ = ["OBJECT_PREV", "moved_not_creature", "target_card_antecedent", "object_antecedent", "delayed_body", "exiled_antecedent", "exiled_pointer", "named_player", "no_player_named", "owner_named", "record_exiled",
           "record_owner_named",
           "subtype_pointer", "typed_pointer", "words_noun", "exiled_about", "chosen_pointer"]

# the singular and plural nouns a bare "the NOUN" may be, and the pointer the body reader takes for each
# (kb.engine.instructions._PREV: "that creature" in a delayed ability is the object it refers to, 603.7c)
_POINTER = {"creature": "that creature", "token": "that token", "permanent": "that permanent", "land": "that land",
            "artifact": "that artifact", "enchantment": "that enchantment", "planeswalker": "that planeswalker",
            "card": "that card", "creatures": "those creatures", "tokens": "those tokens", "permanents": "those permanents",
            "cards": "those cards"}
_NOUNS = "|".join(sorted(_POINTER, key=len, reverse=True))
# "the creature", "the token", "the exiled card" — not "the creature you control", "the creature's controller"
_THE = re.compile(rf"\b[Tt]he (?:(exiled) )?({_NOUNS})\b(?!'s|\s+(?:you|an?|that|with|of|it|they|your|target|"
                  r"exiled|tapped|sacrificed|dealt|put|returned|chosen|named|blocking|attacking|enchanted|cards?|"
                  r"spells?|tokens?|creatures?|permanents?)\b)")
# "the creature's controller" in a delayed ability's body: the same object, its possessive (Searing Blood's "When that
# creature dies this turn, ~ deals 3 damage to the creature's controller")
_THE_POSSESSIVE = re.compile(rf"\b[Tt]he ({_NOUNS})'s\b")
# the kinds of subject that name one particular object (or the tokens just created), never a description of many
_ONE_OBJECT = frozenset(("target", "chosen", "moved", "tokens"))


def _words_name(subj, noun: str) -> bool:
    """Whether the words that named ``subj`` call it ``noun`` ("a creature card from your hand" → creature; the
    tokens an instruction created → token)."""
    single = noun.removesuffix("s")
    if subj.kind == "tokens":
        return single == "token"
    return re.search(rf"\b{single}s?\b", subj.text or "", re.I) is not None


def words_noun(subj, phrase: str) -> bool:
    """Whether "the exiled NOUN" (``phrase``) may name ``subj``: a card in exile is a card (406.1); another noun must be
    one the words that named it used ("the exiled creature" after "exile target creature")."""
    noun = phrase.split()[-1]
    return noun in ("card", "cards") or _words_name(subj, noun)


_ON_BATTLEFIELD = re.compile(r"\b(?:you control|an opponent controls|on the battlefield)$")


def chosen_pointer(low: str, prev) -> bool:
    """Whether "the chosen NOUN" (``low``, lower case) names the object the sentence before chose as it resolved
    (``prev``, a subject of kind "picked": "Choose a creature or planeswalker you control.", 608.2d): "permanent" when it
    was chosen among permanents (110.1), another noun when the words that chose it used it."""
    if not low.startswith("the chosen ") or prev is None or prev.kind != "picked" or prev.of is not None:
        return False
    noun = low[len("the chosen "):]
    if " " in noun:
        return False
    if noun == "permanent":
        return _ON_BATTLEFIELD.search(prev.text or "") is not None and "card" not in (prev.text or "")
    return _words_name(prev, noun)


def _named_objects(done: list, tg) -> list:
    """The objects the instructions before named: their subjects, the objects they copy, and the targets chosen."""
    out = []
    for ins in done:
        for s in (ins.subject, ins.opts.get("copy_of")):
            if s is not None and getattr(s, "kind", None) is not None:
                out.append(s)
    for i, slot in enumerate(tg.slots):
        out.append(("slot", i, slot.phrase))
    return out


def _ambiguous(prev, noun: str, done: list, tg) -> bool:
    """Another object named before that the noun could be (608.2c: the words name no one object)."""
    single = noun.removesuffix("s")
    for s in _named_objects(done, tg):
        if isinstance(s, tuple):
            _, i, phrase = s
            if prev.kind == "target" and i in prev.slots:
                continue
            if re.search(rf"\b{single}s?\b", phrase or "", re.I):
                return True
            continue
        if s is prev or s == prev or s.kind in ("you", "players", "self", "controller_of", "owner_of"):
            continue
        if s.kind == "target" and prev.kind == "target" and set(s.slots) <= set(prev.slots):
            continue
        if s.kind == "target":
            continue   # its slot's words are checked above
        if _words_name(s, noun):
            return True
    return False


def delayed_body(body: str, prev, done: list, tg, card) -> tuple[str, str]:
    """The body of a delayed triggered ability created now, its bare "the NOUN" / "the exiled NOUN" tied to the object
    the sentence's instruction refers to (``prev``, which the delayed ability is about, 603.7c) as the pointer the body
    reader takes for it, and the words the tie read ("the exiled": rendered with the ability, kb.engine.render).
    Unchanged when the body has no such words; a ParseError when they can't be tied (nothing named before, words that
    don't name it, or another object they could be)."""
    tied: list = []

    def tie(m: re.Match) -> str:
        exiled, noun = m.group(1), m.group(2)
        if prev is None or getattr(prev, "kind", None) not in _ONE_OBJECT:
            raise ParseError(body, f"\u201c{m.group(0)}\u201d: no one object named before it", card)
        if exiled:
            if exiled_antecedent(tg) is not prev or not words_noun(prev, noun):
                raise ParseError(body, f"\u201c{m.group(0)}\u201d: not the object an instruction before exiled", card)
        elif not _words_name(prev, noun) or _ambiguous(prev, noun, done, tg):
            raise ParseError(body, f"\u201c{m.group(0)}\u201d: which object named before it names is not read", card)
        pointer = _POINTER[noun]
        tied.append("the exiled" if exiled else "the")
        return pointer[0].upper() + pointer[1:] if m.group(0)[0] == "T" else pointer
    def tie_possessive(m: re.Match) -> str:
        noun = m.group(1)
        if noun.endswith("s") or prev is None or getattr(prev, "kind", None) not in _ONE_OBJECT:
            raise ParseError(body, f"\u201c{m.group(0)}\u201d: no one object named before it", card)
        if not _words_name(prev, noun) or _ambiguous(prev, noun, done, tg):
            raise ParseError(body, f"\u201c{m.group(0)}\u201d: which object named before it names is not read", card)
        tied.append("the")
        pointer = _POINTER[noun] + "'s"
        return pointer[0].upper() + pointer[1:] if m.group(0)[0] == "T" else pointer
    return _THE_POSSESSIVE.sub(tie_possessive, _THE.sub(tie, body)), " ".join(tied)


def record_exiled(tg, made: list) -> None:
    """After a sentence is read: the object its instruction exiled, for a later "the exiled card" (two exiles in the
    text: no one object, recorded as such)."""
    for ins in made:
        if ins.kind == "exile" and ins.subject is not None:
            tg.exiled = ins.subject if getattr(tg, "exiled", None) is None else _MANY
        elif ins.kind == "exile_top" and ins.subject is not None:
            # "Exile the top card of your library. … the exiled card's mana value" (608.2c): the one card it moved;
            # the top two or more cards are no one card
            one = getattr(ins.amount, "n", None) == 1
            tg.exiled = ins.subject if getattr(tg, "exiled", None) is None and one else _MANY


_OWNERS_ZONE = re.compile(r"\b(?:to|into|on (?:top|the bottom) of) its owner's (?:hand|library|graveyard)\b")


def record_owner_named(pc, ins) -> None:
    """After an instruction is read: when it put one target object into "its owner's" hand, library or graveyard
    (400.3), that object — the words "its owner's" named a player, its owner (108.3), whom a later "that player" may
    mean (``owner_named``). Any other instruction forgets it."""
    subj = ins.subject
    one = subj is not None and subj.kind == "target" and len(subj.slots) == 1 and not ins.opts.get("count")
    pc.owner_named = subj if ins.kind == "move" and one and _OWNERS_ZONE.search(ins.text or "") else None


def owner_named(prev, pc, ability: str | None):
    """"that player" right after "… target … to its owner's hand" (``record_owner_named``): the owner those words named
    (108.3, 608.2c), found as the card's owner wherever it went (400.3, 608.2h). None when the instruction before put
    no such object there. A trigger condition that names a player too ("Whenever an opponent casts a spell, return
    target creature to its owner's hand. That player …") names two players: which one is not read (a ParseError)."""
    if prev is None or getattr(pc, "owner_named", None) is not prev:
        return None
    head = re.match(r"(?:When|Whenever|At)\b[^,]*", ability or "")
    if head and re.search(r"\b(?:players?|opponents?)\b", head.group(0), re.I):
        raise ParseError("that player", "\u201cthat player\u201d after \u201cits owner's\u201d in a triggered ability whose "
                         "condition names a player too: which player is not read (608.2c)", getattr(pc, "card", None))
    return type(prev)("owner_of", of=prev, text="that player", who="named_player")


_MANY = object()   # two or more exiles in the text: "the exiled card" names no one of them


def exiled_antecedent(tg):
    """The one object an earlier sentence of this text exiled (a target, or what an instruction moved or created: named
    by what it is, not by the instance of its words), or None."""
    ex = getattr(tg, "exiled", None)
    return None if ex is None or ex is _MANY or getattr(ex, "kind", None) not in ("target", "moved", "tokens") else ex


def exiled_about(body: str, prev, tg):
    """The object a delayed ability whose body says "the exiled card" (``body``) is about (603.7c), when the sentence
    before named ~ or nothing that is one object ("… If you do, ~ becomes a copy of that creature until end of turn.
    Return the exiled card to the battlefield … at the beginning of the next end step."): the one object an earlier
    sentence exiled (``exiled_antecedent``); None when ``prev`` is itself one object, or no such words or object."""
    if not re.search(r"\bthe exiled (?:card|creature|permanent)\b", body, re.I) or \
            (prev is not None and getattr(prev, "kind", None) in _ONE_OBJECT) or "~" in body:
        return None
    return exiled_antecedent(tg)


def card_before_tokens(tg, phrase: str, card):
    """"that card's power" right after an instruction that created tokens (Soul Separator: "Exile target creature card
    from your graveyard. Create a token that's a copy of that card, …. Create a black Zombie creature token with power
    equal to that card's power …"): a token is no card (111.1), so the words name the one card an earlier sentence
    exiled (608.2c), as it is in exile (400.7j); with no such card which one is not read (never the token)."""
    ex = exiled_antecedent(tg)
    if ex is not None and ex.kind in ("target", "moved"):
        return ex
    raise ParseError(phrase, "\u201cthat card\u201d right after tokens were created: which card is not read", card)


def replaced_antecedent(last, prev):
    """What words pointing back name in a sentence that replaces instruction ``last`` ("Create a token that's a copy of
    target permanent. If {R}{G} was spent to cast this spell, instead create a token that's a copy of that permanent,
    …", 608.2c): when ``prev`` is the tokens ``last`` would create — which, replaced, never exist — the object ``last``
    copies if it is a target; None when there is none (the caller then doesn't read a pointer to the tokens)."""
    if getattr(prev, "kind", None) != "tokens" or getattr(last, "kind", None) != "token":
        return prev
    of = (getattr(last, "opts", None) or {}).get("copy_of")
    return of if getattr(of, "kind", None) == "target" else None


def exiled_many(tg) -> bool:
    """Whether the earlier sentences of this text exiled more than one object (two exiles, or the top cards of a library):
    "the exiled card" then names no one of them."""
    return getattr(tg, "exiled", None) is _MANY


def exiled_pointer(tg, phrase: str):
    """"the exiled card" (``phrase``) naming the one object an earlier sentence exiled, or None (608.2c)."""
    ex = exiled_antecedent(tg)
    return None if ex is None or not words_noun(ex, phrase) else replace(ex, text=phrase, who="exiled")


_PLAYER_NAMED = re.compile(r"\b(?:an opponent|a player|an opponent or planeswalker)\b controls$", re.I)


# "that land" / "that creature" …: the card type the pointer calls its object (205.2a)
_TYPED = {"that land": "land", "that creature": "creature", "that artifact": "artifact",
          "that enchantment": "enchantment", "that planeswalker": "planeswalker"}
_TYPE_NOUNS = re.compile(r"\b(?:land|creature|artifact|enchantment|planeswalker|player|opponent)s?\b", re.I)


def typed_pointer(prev, phrase: str, ability: str | None, card=None) -> bool:
    """Whether "that land" (``phrase``, one of the card-type pointers) names the trigger event's object rather than
    ``prev``, what the instruction before acted on — a target, ~, the tokens created, a group (608.2c: the words name
    the object earlier called a land): "Landfall — Whenever a land you control enters, tap target creature an opponent
    controls. Untap that land." — the target's words call it a creature and no land, the trigger's words call its
    object a land (603.2): the land that entered. False: the pointer may name ``prev`` (its words use the noun, or, a
    target, name no card type: "target permanent", "any target"). A target named by another type while the trigger
    names none of that noun: unread (a ParseError). "that card" names the event's card only when the trigger's words
    say "card" and the target's don't."""
    if phrase == "that card" and prev is not None and prev.kind == "target":
        # "Whenever a creature card is put into an opponent's graveyard from anywhere, tap target creature. Exile that
        # card.": the trigger event's card (603.2) when the trigger's words say "card" and the target's don't; else
        # the target ("Exile target creature you control, then return that card to the battlefield", 400.7)
        head = re.match(r"(?:When|Whenever)\b[^,]*", ability or "")
        return bool(head and re.search(r"\bcards?\b", head.group(0)) and not re.search(r"\btarget\b", head.group(0))
                    and not re.search(r"\bcards?\b", prev.text or ""))
    noun = _TYPED.get(phrase)
    if noun is None or prev is None or prev.kind not in ("target", "self", "tokens", "selector", "players_objects"):
        return False
    words = prev.text or ""
    if re.search(rf"\b{noun}s?\b", words, re.I) or prev.kind == "target" and (
            re.search(r"\b(?:permanents?|any target)\b", words, re.I) or not _TYPE_NOUNS.search(words)):
        return False
    head = re.match(r"(?:When|Whenever)\b[^,]*", ability or "")
    if head and re.search(rf"\b{noun}s?\b", head.group(0), re.I) and not re.search(r"\btarget\b", head.group(0)):
        # also after ~'s own instruction, a token made or a group ("put a +1/+1 counter on ~. Untap that land.",
        # "create a Plant creature token. …", "creatures you control get +1/+0 …"): none is the trigger's land
        return True
    if prev.kind != "target":
        return False
    raise ParseError(phrase, f"\u201c{phrase}\u201d after a target its words call no {noun}: the object it names is "
                             f"not read", card)


def subtype_pointer(phrase: str, prev, ability: str | None) -> bool:
    """Whether "that Wizard" (``phrase``: "that" and one subtype, 205.3) names the trigger event's object (603.2): the
    trigger condition ("When/Whenever …," up to its comma) describes its object by that subtype, with no "target" in it,
    and nothing named before it in the ability (``prev``) is described by that word."""
    from .values import known_subtype
    m = re.fullmatch(r"that ([A-Z][\w'-]+)", phrase)
    head = re.match(r"(?:When|Whenever)\b[^,]*", ability or "")
    if m is None or head is None or not known_subtype(m.group(1)) or re.search(r"\btarget\b", head.group(0)):
        return False
    said = rf"\b{re.escape(m.group(1))}s?\b"
    return bool(re.search(said, head.group(0))) and not (prev is not None and re.search(said, prev.text or ""))


def no_player_named(prev, tg, ability: str | None) -> bool:
    """Whether "that player" names the trigger event's player because what the instruction before acted on (``prev``)
    is ~, the trigger event's object ("you may sacrifice it. If you do, that player discards three cards.") or a target
    object whose words name no player (603.2, 608.2c): "Whenever an opponent casts a spell, tap target creature. That
    player loses 1 life." / "… put a +1/+1 counter on ~. That player loses 1 life." — the caster. "target creature an
    opponent controls" names another player (``named_player``, or unread)."""
    if prev is None or not re.match(r"(?:When|Whenever)\b[^,]*\b(?:player|opponent)s?\b", ability or ""):
        return False
    if prev.kind == "self":
        return True
    if prev.kind == "event" and not re.search(r"\b(?:players?|opponents?|you|your|they|them|their|he or she)\b",
                                              prev.text or "", re.I):
        # "Whenever this creature deals combat damage to a player, you may sacrifice it. If you do, … to that player.":
        # "it" is the trigger event's object, which is no player; "that player" is the event's player (603.2, 608.2c)
        return True
    return prev.kind == "target" and bool(prev.slots) and \
        not any(i < len(tg.slots) and tg.slots[i].players for i in prev.slots) and \
        not re.search(r"\b(?:player|opponent|you)s?\b", prev.text or "")


def named_player(prev, tg, ability: str | None = None):
    """"that player" after a target described by the player who controls it ("target creature an opponent controls",
    115.1): that player — the target's controller (608.2c, 108.4), as it last existed if it left (608.2h). None when
    the words before name no such player, or when a trigger condition names a player too (``ability``: "Whenever an
    opponent …, … that player" could be either)."""
    if prev is not None and prev.kind == "shares_name" and prev.who == "first_controller" and prev.of is not None and \
            prev.of.kind == "target":
        # "Exile target creature and all other creatures its controller controls with the same name as that creature.
        # That player …": the one player the words name, the first's controller (as it last existed, 608.2h)
        return type(prev)("controller_of", of=prev.of, text="that player", who="named_player")
    if prev is not None and prev.kind == "players_objects" and prev.of is not None and prev.of.kind == "target" and \
            len(prev.of.slots) == 1 and prev.of.slots[0] < len(tg.slots) and tg.slots[prev.of.slots[0]].players:
        # "Destroy all creatures target opponent controls. ~ deals damage to that player …": the target player whose
        # objects the words name (608.2c), not those objects (a trigger condition naming a player: not read here)
        head = re.match(r"(?:When|Whenever|At)\b[^,]*", ability or "")
        if head and re.search(r"\b(?:players?|opponents?|you|your)\b", head.group(0), re.I):
            return None
        return prev.of
    if prev is None or prev.kind != "target" or len(prev.slots) != 1 or prev.slots[0] >= len(tg.slots):
        return None
    head = re.match(r"(?:When|Whenever|At)\b[^,]*", ability or "")
    if head and re.search(r"\b(?:players?|opponents?|you|your)\b", head.group(0), re.I):
        return None
    slot = tg.slots[prev.slots[0]]
    if slot.players or not _PLAYER_NAMED.search((slot.phrase or "").strip()):
        return None
    # a Subject (kb.engine.instructions) like ``prev``, built from its class: this module sits below the reader
    return type(prev)("controller_of", of=prev, text="that player", who="named_player")


# the words of kb.engine.instructions' pointers back (its _PREV) that name an object, never a player (109.1: an object
# is no player; a player is "they", "that player")
OBJECT_PREV = frozenset(("it", "that creature", "that permanent", "that land", "that card", "those creatures",
                         "those permanents", "that artifact", "that object", "those cards", "that enchantment",
                         "that token", "those tokens", "the tokens", "that planeswalker"))


def object_antecedent(p: str, pc, tg):
    """"That creature" after an instruction about a player ("Choose target creature. You get {E}{E}{E}, … ~ deals that
    much damage to that creature."): a player is no object (109.1), so the words name the text's one object target
    (608.2c: the instructions are followed in order, and "that creature" is the object named before). With no such
    single target, which object is not read. ``pc``, ``tg``: the reading's context and targets (kb.engine.instructions)."""
    from .instruction_types import Subject
    last = tg.last_target
    if last is not None and last.kind == "target" and last.slots and all(
            i < len(tg.slots) and not tg.slots[i].players and tg.slots[i].selector is not None for i in last.slots) \
            and len([s for s in tg.slots if not s.players]) == len(last.slots):
        return replace(last, text=p)
    if not tg.slots and re.match(r"(?:When|Whenever)\b", pc.ability or "") and p.lower() != "it":
        # "Whenever ~ deals combat damage to a creature, flip a coin. If you win the flip, destroy that creature.": no
        # target, so the object of the trigger event (603.2), as when nothing was named before
        return Subject("event", text=p)
    raise ParseError(p, f"\u201c{p}\u201d after an instruction about a player: which object it names is not read", pc.card)


# an instruction that moves a card out of a hidden zone or a graveyard, or draws one: what "that card" may name instead
_CARD_MOVED = re.compile(r"\b(?:[Mm]ills?|[Dd]iscards?|[Dd]raws?|[Ss]earch|[Rr]eveals? (?:the top|cards?|a card)|"
                         r"[Ll]ook at the top|[Ee]xiles? the top|[Pp]uts? the top)\b")


def target_card_antecedent(p: str, pc, tg):
    """"that card's mana value" after an instruction about a player ("Choose up to one target artifact or creature card
    in your graveyard. You get {E}{E}. Then you may pay an amount of {E} equal to that card's mana value."): a player is
    no card, and no instruction of the text moves a card, so the words name the text's one target card, a card in a zone
    other than the battlefield (608.2c), as it is there or as it last existed (608.2h). None when the text moves or draws
    a card (the card moved is then what the words name) or has no one such target."""
    text = pc.ability or getattr(pc, "instructions", None) or ""
    if not text or _CARD_MOVED.search(text):
        return None
    last = tg.last_target
    objs = [s for s in tg.slots if not s.players]
    if last is None or last.kind != "target" or len(last.slots) != 1 or len(objs) != 1:
        return None
    i = last.slots[0]
    if i >= len(tg.slots) or tg.slots[i] is not objs[0] or objs[0].selector is None:
        return None
    sel = objs[0].selector
    parts = getattr(sel, "parts", None) or (sel,)
    zones = [getattr(x, "zones", None) for x in parts]
    if not all(zones) or any("battlefield" in z for z in zones):
        return None
    return replace(last, text=p)


_OUT_OF_PLAY = re.compile(r"\b(?:[Ee]xile the top|[Mm]ill)\b")   # a card moved to exile or a graveyard (406.1, 701.17a)
_ONTO_BATTLEFIELD = re.compile(r"\b(?:onto|to) the battlefield\b|\bmanifest|\bcloak")   # a card that may be a permanent now


def moved_not_creature(p: str, prev, tg, pc):
    """"that creature" / "that permanent" just after an instruction that moved a card ("Choose target creature. Exile
    the top card of your library. You may have ~ deal damage to that creature equal to the exiled card's mana value.",
    Spark of Creativity): a card exiled, milled or put into a hand is no creature or permanent (109.2, 110.1), so the
    words name the one target creature named before (608.2c); a text that puts a card onto the battlefield keeps the
    card moved (it may be that permanent now, 400.7j), and only texts that exile the top card or mill are judged; with no
    one creature target to name, the words are not read."""
    text = pc.ability or getattr(pc, "instructions", None) or ""   # the ability's words, or a spell's
    if not _OUT_OF_PLAY.search(text) or _ONTO_BATTLEFIELD.search(text):
        return prev
    last = tg.last_target
    slots = [tg.slots[i] for i in last.slots if i < len(tg.slots)] if last is not None and last.slots else []
    if len(slots) == 1 and not slots[0].players and getattr(slots[0].selector, "types", None) == frozenset(("Creature",)):
        return last
    raise ParseError(p, f"\u201c{p}\u201d after a card moved out of the battlefield's way: which object it names is "
                     "not read", pc.card)
