"""Rules text as text: typographic normalisation, old wording read as today's, the card's own
name as ``~``, sentences, word replacement (612.2). No game knowledge here."""
from __future__ import annotations

import re

from .subtypes import CREATURE_TYPES
from .words import COUNT_WORD_RE, INSTRUCTION_VERBS, NUMBER_WORDS, RULES_WORDS

__all__ = ["MODE_COUNT", "MODES_INSTEAD", "mode_bounds", "normalize", "epithet_short", "replace_word", "split_sentences", "strip_period", "is_modal", "modes_of", "AMOUNT_WORDS", "amount_of", "COUNTERS_PUT", "player_cap", "player_verb", "player_poss", "player_does"]

# 700.2: a modal spell or ability says "Choose one —", "Choose two —", "Choose one or more —" ... followed by its
# modes; "Choose a number." or "Choose a creature ..." is a choice made as it resolves, not modes.
# "Choose three. You may choose the same mode more than once." (700.2d), "Choose one. If this spell was kicked, choose
# any number instead." (its kicker, 702.33d): a head of two sentences
# the count of "Choose [count] —" (700.2), one reader of it: is_modal, mode_bounds, kb.engine.cardtext (a modal
# ability's bullets) and kb.engine.render
MODE_COUNT = r"(?:(?:one|two|three|four|five)(?: or (?:both|more))?|X|any number|up to \w+)"
_MODE_BOUNDS = re.compile(r"choose (?:up to (?P<up>one|two|three|four|five)|(?P<n>one|two|three|four|five)"
                          r"(?P<more> or (?:both|more))?)\b")
_MODE_NUMBERS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5}
# "Choose one. If you control a commander as you cast this spell, you may choose both instead." (700.2, 601.2b): more
# modes when a condition holds as the modes are chosen (kb.engine.modalif reads the condition and checks it)
MODES_INSTEAD = re.compile(r"\bIf (?P<cond>[^.\n]+?), (?P<may>you may )?choose (?P<count>both|two|three|one or more|"
                           r"any number) instead\b")
_MODAL = re.compile(r"^[Cc]hoose " + MODE_COUNT + r"\b(?:[^.\n]*?|\. "
                    r"(?:You may choose the same mode more than once|If (?:~|this spell) was kicked, choose any number "
                    r"instead|" + MODES_INSTEAD.pattern.removeprefix(r"\b") + r")\.\s*)(?:[-\u2014]|\n\s*[\u2022*-])")


def is_modal(text: str) -> bool:
    """Whether rules text is modal (700.2): "Choose one —" and its modes (a triggered or activated ability's effect
    begins "choose one —" in lower case)."""
    return bool(_MODAL.match(text.strip()))


def mode_bounds(text: str, kicked: bool = False, instead: bool = False) -> tuple[int, int]:
    """How many modes "Choose one —", "Choose one or both —", "Choose up to two —", "Choose one or more —",
    "Choose any number —" lets its controller choose (700.2): (at least, at most); "Choose one. If this spell was
    kicked, choose any number instead." kicked: any number; "Choose one. If …, you may choose both instead." with
    ``instead`` (its condition held as the modes were chosen, kb.engine.modalif): one or two."""
    head = (text or "").strip().split("\n", 1)[0].lower()
    n = len([ln for ln in (text or "").split("\n")[1:] if ln.strip()]) or 1
    if kicked and re.search(r"\bif (?:~|this spell) was kicked, choose any number instead\b", head):
        return 0, n
    more = MODES_INSTEAD.search((text or "").strip().split("\n", 1)[0]) if instead else None
    if more is not None:
        k = {"both": 2, "two": 2, "three": 3}.get(more.group("count"), n)
        if more.group("count") == "any number":
            return 0, n
        return (1 if more.group("may") or more.group("count") == "one or more" else k), k
    m = _MODE_BOUNDS.match(head)
    if m is None:
        return 0, 10 ** 6   # "any number", "X", a pawprint count: not limited here
    if m.group("up"):
        return 0, _MODE_NUMBERS[m.group("up")]
    k = _MODE_NUMBERS[m.group("n")]
    return (k, n) if m.group("more") else (k, k)


def modes_of(text: str) -> tuple[str, list[str]]:
    """A modal text's head ("Choose one —") and its modes, one a line, each without its bullet (700.2)."""
    lines = [x.strip() for x in text.split("\n") if x.strip()]
    return (lines[0] if lines else ""), [re.sub(r"^[\u2022*-]\s*", "", x) for x in lines[1:]]

_OLD_WORDS = [
    # older wording: "Put a 3/3 green Elephant creature token into play / onto the battlefield." = "Create …"
    # ("Put a colorless artifact token named Gold onto the battlefield." too: the token's name kept; and "a 6/1 green
    # Insect creature token with shroud into play": today "create a … token with shroud")
    # "Put a 2/2 black Zombie creature token onto the battlefield tapped." = "Create a tapped 2/2 black Zombie creature
    # token." (not "… tapped and attacking", which today reads "… token that's tapped and attacking")
    (r"\b([Pp])ut (an?|one|two|three|four|five|six|seven|eight|nine|ten|X|\d+) ([^.\n]*?\btokens?"
     r"(?: named [A-Z][\w'-]*(?: [A-Z][\w'-]*)*)?(?: with [^.\n\"]+?)?) (?:into play|onto the battlefield) tapped\b"
     r"(?! and attacking)",
     lambda m: ("Create " if m.group(1) == "P" else "create ") + ("a" if m.group(2) in ("a", "an") else m.group(2)) +
     " tapped " + m.group(3)),
    (r"\b[Pp]ut ((?:an?|one|two|three|four|five|six|seven|eight|nine|ten|X|\d+) [^.\n]*?\btokens?"
     r"(?: named [A-Z][\w'-]*(?: [A-Z][\w'-]*)*)?(?: with [^.\n\"]+?)?)(?: into play| onto the battlefield)\b",
     lambda m: ("Create " if m.group(0)[0] == "P" else "create ") + m.group(1)),
    (r"\bputs ((?:an?|one|two|three|four|five|six|seven|eight|nine|ten|X|\d+) [^.\n]*?\btokens?"
     r"(?: named [A-Z][\w'-]*(?: [A-Z][\w'-]*)*)?(?: with [^.\n\"]+?)?)(?: into play| onto the battlefield)\b",
     r"creates \1"),
    # "put a 1/1 colorless Spirit creature token into play under target opponent's control" (Forbidden Orchard,
    # Hunted Phantasm before their Oracle update): today "target opponent creates a 1/1 colorless Spirit creature
    # token" — whose token it is the token rules of the edition say (kb.engine.versions: token_owner)
    (r"\b([Cc])reate ((?:an?|one|two|three|four|five|six|seven|eight|nine|ten|X|\d+) [^.\n]*?\btokens?) under "
     r"target (opponent|player)(?:'|\u2019)s control\b",
     lambda m: ("Target " if m.group(1) == "C" else "target ") + m.group(3) + " creates " + m.group(2)),
    (r"\b[Hh]e or she\b", "that player"), (r"\bhis or her\b", "their"),
    (r"\bputs the top card (?:of|from) their library into their graveyard\b", "mills a card"),
    (r"\b[Pp]ut the top card (?:of|from) your library into your graveyard\b", "Mill a card"),
    # "Target player puts the top X cards of his or her library into his or her graveyard" (before "mill", 2021)
    (r"\bputs the top (two|three|four|five|six|seven|eight|nine|ten|X|\d+) cards (?:of|from) their library into their "
     r"graveyard\b", r"mills \1 cards"),
    (r"\b[Pp]ut the top (two|three|four|five|six|seven|eight|nine|ten|X|\d+) cards (?:of|from) your library into your "
     r"graveyard\b", lambda m: ("Mill " if m.group(0)[0] == "P" else "mill ") + m.group(1) + " cards"),
    (r"\bcomes into play\b", "enters the battlefield"), (r"\bcome into play\b", "enter the battlefield"),
    (r"\bcoming into play\b", "entering the battlefield"), (r"\bin play\b", "on the battlefield"),
    # before Magic 2010 a spell was "played" (409.1 of those rules), today "cast" (601.2): a spell's wording only,
    # a land is still played (305.1)
    # ("you play a land or cast a spell": the land is played, the spell was already "cast")
    # ("an opponent played a creature spell this turn": the past tense is "cast" too)
    (r"\b(you|a player|an opponent|that player|each player) (play|plays|played) ((?:a|an|another|your|their) "
     r"(?:(?!\b(?:lands?|casts?)\b)[^,.\n])*?\bspells?)\b",
     lambda m: f"{m.group(1)} {'casts' if m.group(2) == 'plays' else 'cast'} {m.group(3)}"),
    (r"\bconverted mana cost\b", "mana value"), (r"\bremoved from the game\b", "exiled"),
    # "can't play land cards this turn" / "can't play creature cards this turn" (before Magic 2010: a spell was
    # "played"): today "can't play lands" (305.1) / "can't cast creature spells" (601.2)
    (r"\bcan't play land cards\b", "can't play lands"),
    (r"\bcan't play ((?:non)?(?:creature|artifact|enchantment|instant|sorcery|land|planeswalker)) cards\b",
     r"can't cast \1 spells"),
    # before 2014 colorless mana was written with a number in an "Add" instruction: "Add {1} to your mana pool."
    # (an old land's wording), "Add {2}" = "Add {C}{C}", "Add {1}{W}" = "Add {C}{W}" (106.1b, 107.4c)
    (r"\b([Aa]dd )((?:\{(?:\d+|[WUBRGC])\})+)(?= to your mana pool\b)",
     lambda m: m.group(1) + re.sub(r"\{(\d+)\}", lambda d: "{C}" * int(d.group(1)), m.group(2))),
    # "that player adds {G}{G} to his or her mana pool" (Magus of the Vineyard before 2017): today "that player adds
    # {G}{G}" (106.4: mana goes into the mana pool of the player who adds it)
    (r"\b(adds (?:\{[WUBRGCSX\d]\})+) to (?:their|that player's) mana pool\b", r"\1"),
    (r"\bput into play\b", "put onto the battlefield"),
    # "Put a green creature card from your hand into play." (before Magic 2010) = "… onto the battlefield"
    (r"\b([Pp]uts? (?:[^.\n\"]*?) from [^.\n\"]+?) into play\b", r"\1 onto the battlefield"), (r"\benters play\b", "enters the battlefield"),
    (r"\bAs an additional cost to play\b", "As an additional cost to cast"),
    (r"\bPlay this ability only\b", "Activate only"), (r"\bplay this ability only\b", "activate only"),
    # "its activated abilities can't be played" (before Magic 2010, 409.1 then: abilities were "played"), today
    # "… can't be activated" (602.5)
    (r"\bactivated abilities can't be played\b", "activated abilities can't be activated"),
    # "Noncreature spells cost {1} more to play." / "Artifact spells cost {1} less to play." (before Magic 2010)
    # = "... more / less to cast" (601.2f): a spell's cost only; an ability's "to play" was "to activate" then too
    (r"\b(spells? (?:[^.\n]*?\b)?costs? (?:\{[^}]+\})+ (?:more|less)) to play\b", r"\1 to cast"),
    (r"\b([Aa]ctivate only) any time you could (?:play|cast) a sorcery\b", r"\1 as a sorcery"),
    (r"\bin (his or her|their) graveyard\b", "in their graveyard"),
    # "discards two cards at random from his or her hand" (before 2005): a discard is always from the hand (701.9a)
    (r"\b(discards? (?:a|an|one|two|three|four|five|six|seven|X|\d+) cards? at random) from (?:his or her|their|your) hand\b",
     r"\1"),
    # "you may remove a creature card in your hand from the game" (Soul Foundry's imprint, Commandeer's alternative
    # cost before Magic 2010): the cards are taken from the hand, today "exile a creature card from your hand"
    (r"\b([Rr])emove ([^.\n]+?) in your hand from the game\b",
     lambda m: ("E" if m.group(1) == "R" else "e") + "xile " + m.group(2) + " from your hand"),
    (r"\bremove ([^.\n]+?) from the game\b", r"exile \1"), (r"\bRemove ([^.\n]+?) from the game\b", r"Exile \1"),
    # "return the removed card" (the wording before Magic 2010): the card a linked ability removed from the game,
    # today "the exiled card" (607.2a)
    (r"\bthe removed (card|cards|permanent)\b", r"the exiled \1"),
    # "a copy of the removed creature card" (Soul Foundry before Magic 2010): the one card its linked imprint ability
    # removed, a creature card by that ability's words — today "the exiled card" (607.2a)
    (r"\bthe removed (?:creature|artifact|enchantment|instant|sorcery|land) card\b", "the exiled card"),
    # "return that creature from its owner's graveyard to his or her hand" (Apocalypse wording of a trigger on a
    # creature put into a graveyard): the card in the graveyard (400.7), today "return that card to its owner's hand"
    (r"\breturn that creature from its owner's graveyard to (?:his or her|their) hand\b", "return that card to its owner's hand"),
    # the modal wording before Khans of Tarkir (2014): one line, "Choose one — Target player gains 3 life; or prevent
    # the next 3 damage …" — today a mode a line, each with its bullet (700.2)
    (r"(?m)^([Cc]hoose (?:one|two|three|one or both|one or more|any number) -) ([^\n]*?; or [^\n]*)$",
     lambda m: m.group(1) + "".join("\n\u2022 " + p[:1].upper() + p[1:].rstrip(".") + "."
                                    for p in re.split(r"; or |; ", m.group(2)) if p.strip())),
    (r"\bleaves play\b", "leaves the battlefield"), (r"\bleave play\b", "leave the battlefield"),
    (r"\binto (?:a|an|its owner's|their|your) graveyard from play\b", lambda m: m.group(0)[:-4] + "the battlefield"),
    (r"\b([Rr]eturn(?:s|ed)? [^.\n]+?) to play\b", r"\1 to the battlefield"),
]
_SELF_NOUNS = (r"[Tt]his (?:creature|permanent|land|artifact|enchantment|card|spell|Equipment|Aura|Vehicle|Saga|Class|"
               r"Spacecraft|Siege|Case)\b|[Tt]his ~")


def this_token_in_quotes(t: str) -> str:
    """"this token" inside a quoted ability is the object that has the ability, as "this creature" is (201.5, 113.1a:
    a quoted ability granted to an object is that object's): "Create a … token named Festering Goblin. It has "When
    this token dies, …"", "They have "At the beginning of the end step, sacrifice this token."" — written ``~`` there,
    as the card's own self-words are. Outside quotes "this token" is left as it is (a card's own text names no token
    so)."""
    return re.sub(r'"[^"]*"', lambda m: re.sub(r"\b[Tt]his token\b", "~", m.group(0)), t)


def epithet_short(name: str) -> list[str]:
    """The shortened name of "Name the Epithet" (201.5c: "When Verdeloth enters" on Verdeloth the Ancient), or none:
    only a name of capitalized words before " the " that is neither a subtype ("… is a colorless Noggle" on Noggle
    the Mind, 205.3) nor a rules word ("Destroy target land." on Destroy the Evidence, "Storm" on Storm the Vault:
    those stay the words they are)."""
    from .subtypes import ALL_SUBTYPES
    if " the " not in name or "," in name or " of " in name:
        return []
    short = name.split(" the ")[0]
    words = short.split()
    if not words or not all(w[:1].isupper() for w in words) or short in ALL_SUBTYPES or \
            any(w.lower() in RULES_WORDS for w in words):
        return []
    return [short]


def first_name_short(name: str) -> list[str]:
    """The shortened name of a legendary "First Last" card — "Zurgo" on Zurgo Bellstriker, "Legolas" on Legolas
    Greenleaf (201.5c; the caller knows the card is legendary): a name of capitalized words with no comma (a comma's,
    "of"'s and "the"'s short names are :func:`normalize`'s), whose first word may be a short name
    (:func:`_may_be_short`: never a creature type, "Sliver" on Sliver Queen, nor an instruction's verb) and is no
    rules word, "The" or a possessive."""
    from .words import RULES_WORDS
    words = (name or "").split()
    # a name of two characters ("Gisa and Geralf", "Krang & Shredder") or with a lower-case or number word ("Ezio
    # Auditore da Firenze", "Spider-Man 2099") is not read here
    if not name or "," in name or " // " in name or \
            not all(w[:1].isupper() and not w.isdigit() and w != "&" for w in words):
        return []
    first = words[0] if len(words) > 1 else ""
    if not first[:1].isupper() or first == "The" or first.endswith("'s") or first.lower() in RULES_WORDS or \
            not _may_be_short(first):
        return []
    return [first]


def first_name_pattern(short: str) -> str:
    """Where ``short`` stands alone for the card: not where it begins another name ("Marit Lage", "Nissa's Chosen",
    the full name itself: the words after it are capitalized) nor after "non-"."""
    return rf"(?<![\w-]){re.escape(short)}(?![\w-])(?!(?:'s)? [A-Z])"


def with_full_name(text: str, name: str) -> str:
    """A legendary card's text with its first-name short name written out in full: "Zurgo can't block …" → "Zurgo
    Bellstriker can't block …" — instances of a shortened name are treated as though they used the full name
    (201.5c). Unchanged when the name has no such short form."""
    for short in first_name_short(name):
        text = re.sub(first_name_pattern(short), lambda m: name, text)
    return text


def _may_be_short(short: str) -> bool:
    """Whether the "X" of "X of Y" may be the card's shortened name in its text (201.5c): never a subtype ("another
    Cleric" on Cleric of Life's Bond, "a Curse card" on Curse of Misfortunes: the type, 205.3) nor an instruction's
    verb ("Return all Nightstalker permanent cards …" on Return of the Nightstalkers, 608.2c)."""
    from .subtypes import ALL_SUBTYPES, PLANESWALKER_TYPES
    # a planeswalker's type is its character's name: "put a loyalty counter on Nissa" on Nissa of Shadowed Boughs
    return short not in ALL_SUBTYPES - PLANESWALKER_TYPES and short.lower() not in INSTRUCTION_VERBS


# The card's own name inside an ability it gives another object names the card, not the object that has the ability
# (201.5a): in the quoted ability of a token it creates ("… create a green Ooze creature token with "This token's power
# and toughness are each equal to the number of slime counters on Gutter Grime."", the creator) and in the one it grants
# the creature it equips or enchants, or the creatures of a group ("Equipped creature has "{1}, {T}, Sacrifice Ninja's
# Kunai: Ninja's Kunai deals 3 damage to any target."", the Equipment). :func:`normalize` would make it ~, which the
# object having the ability reads as itself; it is written "<NAME, the token's creator>" / "<NAME, the ability's
# source>" instead, and the readers refuse an ability with it (which object is not read: kb.engine.cardtext).
# "this creature" there stays the object that has the ability; an ability a card grants itself ("~ has "Whenever ~
# deals damage, …"") names itself either way and is left as it is.
CREATOR_NAMED = ", the token's creator>"
SOURCE_NAMED = ", the ability's source>"
_TOKEN_WORD = re.compile(r"\btokens?\b")
# the object given the ability is another: the one it is attached to, or a group ("Other creatures you control have",
# "Creatures you control have" at a sentence's start, "Each creature has", "Zombies you control have")
_GRANTEE_OTHER = re.compile(r"\b(?:[Ee]quipped|[Ee]nchanted|[Ff]ortified) (?:creature|permanent|land|artifact|planeswalker|"
                            r"player)\b|"
                            r"\b(?:[Cc]reatures|[Pp]ermanents|[Aa]rtifacts|[Ll]ands|[Pp]laneswalkers)\b[^\"]*\b(?:have|gain)\b|"
                            r"\b[Ee]ach (?:other )?(?:creature|permanent|artifact|land|planeswalker)\b[^\"]*\b(?:has|gains)\b|"
                            r"\b[A-Z][a-z]+s you control (?:have|gain)\b")
_SENTENCE_END = re.compile(r"[.!]\s+|\u2014\s*|\s-\s")


def _it_after_attached(outside: str) -> bool:
    """The quote's sentence opens with "It" right after a sentence about the enchanted, equipped or fortified object
    ("Enchanted creature can't attack or block. It loses all abilities and has \"…\""): "It" is that object, another
    than the ability's source (kb.engine.parser._attached_it)."""
    sents = _SENTENCE_END.split(outside)
    return len(sents) >= 2 and sents[-1].startswith("It ") and bool(
        re.match(r"(?:Enchanted|Equipped|Fortified) ", sents[-2]))


def source_names_in_quotes(text: str, names: list[str]) -> str:
    """``text`` with each of ``names`` (the card's own name and short names) inside a quoted ability a token it creates
    has (111.4; the quote follows the word "token" in its line) written "<NAME, the token's creator>" and inside one
    it grants another object (:data:`_GRANTEE_OTHER` before the quote in its sentence) "<NAME, the ability's
    source>" (201.5a)."""
    if '"' not in text:
        return text
    out = []
    for ln in text.split("\n"):
        if '"' not in ln or not any(n in ln for n in names):
            out.append(ln)
            continue
        parts = ln.split('"')
        for i in range(1, len(parts), 2):   # the quoted parts; the even ones are outside quotes
            if not any(n in parts[i] for n in names):
                continue
            outside = " Q ".join(parts[0:i:2])   # the line's words before this quote, each quote a mere Q
            if _TOKEN_WORD.search(outside):
                mark = CREATOR_NAMED
            elif _GRANTEE_OTHER.search(_SENTENCE_END.split(outside)[-1]) or _it_after_attached(outside):
                mark = SOURCE_NAMED
            else:
                continue
            # the longest name first, once: "Grothama, All-Devouring" before "Grothama"; not where it begins
            # another name: "Ajani's Pridemate" on Ajani, Strength of the Pride
            alts = "|".join(re.escape(n) for n in sorted(set(names), key=len, reverse=True))
            parts[i] = re.sub(rf"(?<![\w])(?:{alts})(?![\w])(?!(?:'s)? [A-Z])", lambda m: f"<{m.group(0)}{mark}", parts[i])
        out.append('"'.join(parts))
    return "\n".join(out)


def names_another_source(text: str) -> bool:
    """Whether ``text`` has an ability's name of the object that gave it (:func:`source_names_in_quotes`, 201.5a)."""
    return CREATOR_NAMED in text or SOURCE_NAMED in text


def normalize(text: str, name: str | None) -> str:
    """Typographic quotes → ASCII, reminder text dropped, old wording → today's, the card's own
    name (and "this creature") → ``~`` — only where it names the card: a name that is a keyword or
    keyword action (:data:`kb.engine.words.RULES_WORDS`) stays the rules word it is."""
    t = (text.replace("\u2019", "'").replace("\u2018", "'").replace("\u201c", '"').replace("\u201d", '"')
         .replace("\u2212", "-").replace("\u2014", "-").replace("\r", ""))
    t = re.sub(r"\s*\([^()]*\)", "", t)  # reminder text (207.2)
    t = re.sub(r"(?m)^\[([+-]?(?:\d+|X))\]:", r"\1:", t)   # loyalty costs as the card data writes them, "[+2]:" (606.1)
    for old, new in _OLD_WORDS:
        t = re.sub(old, new, t)
    if name:
        # the card data names a rebalanced digital card "A-Name" while its text says "Name"
        name = name[2:] if name.startswith("A-") else name
        # a legendary card's own text may use its short name: "Jhoira" for "Jhoira of the Ghitu" (201.5c)
        # — never a creature type: "another Cleric" on Cleric of Life's Bond, "Sacrifice a Wall" on Wall of Mulch
        # name the type (205.3m)
        names = [name] + ([name.split(",")[0]] if "," in name else []) + \
            ([name.split(" of ")[0]] if " of " in name and "," not in name and
             _may_be_short(name.split(" of ")[0]) else [])
        short = epithet_short(name)
        t = source_names_in_quotes(t, names + short)
        for n in names:
            if n.lower() in RULES_WORDS:
                # a card named like a keyword or keyword action ("Regenerate target creature.", "Enchanted
                # creature has vigilance."): the word is the rule's; such a card calls itself "this spell"
                continue
            # never after "non-": "non-Gideon creatures" on Gideon, the Oathsworn is the planeswalker type (205.3j);
            # nor before "planeswalker": "a Gideon planeswalker" on Gideon of the Trials is the type too
            t = re.sub(rf"(?<![\w])(?<!non-){re.escape(n)}(?![\w])(?! planeswalkers?\b)", "~", t)
        for n in short:   # not where it begins another name: "create Tuktuk the Returned" on Tuktuk the Explorer
            t = re.sub(rf"(?<![\w])(?<!non-){re.escape(n)}(?![\w])(?! the [A-Z])", "~", t)
    t = re.sub(_SELF_NOUNS, "~", t)
    t = this_token_in_quotes(t)
    for old, new in _OLD_SELF_WORDS:
        t = re.sub(old, new, t)
    return "\n".join(_personal_pronouns(ln) for ln in t.split("\n")).strip()


# older wordings about the card itself, read once its name is ~: "If the kicker cost was paid, ~ enters with …",
# "If you paid the kicker cost, …" (Invasion block, 502.21 of 2001), today "If ~ was kicked, it enters with …" (702.33d)
_OLD_SELF_WORDS = (
    (r"\bIf the kicker cost was paid, ~ (?=enters\b)", "If ~ was kicked, it "),
    (r"\bIf the kicker cost was paid, ", "If ~ was kicked, "),
    # "If you paid the kicker cost, ~ deals 4 damage … instead." (Invasion's printed and Oracle text of 2001-2004)
    (r"\bIf you paid (?:the|~'s) kicker cost, ~ (?=enters\b)", "If ~ was kicked, it "),
    (r"\bIf you paid (?:the|~'s) kicker cost, ", "If ~ was kicked, "),
    # a spell's own restriction before Magic 2010: "Play ~ only if an opponent played a creature spell this turn." /
    # "Play ~ only during combat." (409.1 of those rules: a spell was "played"), today "Cast ~ only …" (601.3)
    (r"(?m)(^|(?<=\. ))Play ~ only\b", r"\1Cast ~ only"),
    # "~ is unaffected by summoning sickness." (Portal wording, before the Oracle gave such cards the keyword): haste,
    # the exemption of 302.6 today (502.5b of 1999: it can attack and use {T} abilities as soon as it comes under
    # a player's control; the glossary of those rules calls the restriction "summoning sickness")
    (r"(?m)^~ is unaffected by summoning sickness\.?$", "Haste"),
    # "~ is unblockable." (the wording before 2013) = "~ can't be blocked." (509.1b, 702 evasion)
    (r"(?<![\w~])~ is unblockable\b", "~ can't be blocked"),
    # "~ attacks each turn if able." (the wording before 2011) = "~ attacks each combat if able." (508.1d)
    (r"(?<![\w~])~ attacks each turn if able\b", "~ attacks each combat if able"),
    # a spell's own cost change before Magic 2010: "~ costs {1} more to play for each target beyond the first."
    # = "This spell costs {1} more to cast …" (601.2f)
    (r"(?<![\w~])(~ costs (?:\{[^}]+\})+ (?:more|less)) to play\b", r"\1 to cast"),
    # Shadowmoor-block wording (2008): "if {R} was spent to play ~" / "… to play it" (the spell itself), today "… to
    # cast this spell" (601.2h, 106.4 of today)
    (r"\b(was spent to) play (?:~|it\b)", r"\1 cast ~"),
)


# a character card's Oracle text names it, then calls it "he" / "she" ("Whenever ~ attacks, he deals 1 damage to each
# opponent", "put a +1/+1 counter on her", "if his power is 4 or greater"): the pronoun stands for the name before it,
# which means just that object (201.5) — read as ~ itself. Only after the card's name in the same line: "her
# controller" on a card that never names itself (Liliana's Defeat: the Liliana planeswalker destroyed) stays unread.
# "her" is possessive before a noun, else the object; capitalised forms only at a sentence's start (not "Her Majesty").
_START = r"(?:(?<=^)|(?<=[.:] )|(?<=\"))"
_HER_OBJECT = r"(?=[.,;\"]|$| (?:to|on|onto|into|from|with|and|or|transformed|deal|deals|become|becomes|gain|gains|until|at|in|"\
              r"under|this|phases?)\b)"
_PRONOUNS = (
    # "return him to the battlefield transformed under his owner's control": the owner of the object returned (~)
    (r"\b((?:[Rr]eturn|[Pp]ut|[Ee]xile) (?:him|her)\b[^.]*?) (?:his|her) owner's\b", r"\1 its owner's"),
    # "put a +1/+1 counter on ~ and he gains flying": the object just named, as "it" there is
    (r"(~ and) (?:he|she)\b", r"\1 it"),
    (r"\b(?:he|she)'s\b", "~ is"), (_START + r"(?:He|She)'s\b", "~ is"),
    (r"\b(?:he|she)\b", "~"), (_START + r"(?:He|She)\b", "~"),
    (r"\b(?:him|her)self\b", "~"), (r"\bhim\b", "~"), (r"\bhis\b", "~'s"),
    (r"\bher\b" + _HER_OBJECT, "~"), (r"\bher\b(?= [a-z])", "~'s"),
)


def _personal_pronouns(line: str) -> str:
    """"he", "she", "him", "her", "his", "himself", "herself" after the card's own name (~) in a line: ~ (201.5)."""
    at = line.find("~")
    if at < 0 or not re.search(r"\b(?:[Hh]e|[Ss]he|him|his|her|himself|herself)\b", line[at:]):
        return line
    tail = line[at:]
    for old, new in _PRONOUNS:
        tail = re.sub(old, new, tail)
    return line[:at] + tail


def replace_word(text: str, old: str, new: str) -> str:
    """612.2: replace a word used as a colour or type word (case kept, plurals of types handled), also where "non" is
    written onto it ("nonred" → "nongreen": still used as a colour word; Glamerdye's ruling of 2008-08-01) and where a
    keyword is made of a land type ("swampwalk" → "islandwalk", 702.14; "swampcycling", 702.29e: Magical Hack's own
    example)."""
    def sub(m):
        pre, tail = m.group(1) or "", m.group(3) or ""
        w = m.group(0)[len(pre):]
        out = new.capitalize() if w[0].isupper() else new.lower()
        if m.group(2) and not out.endswith("s"):   # "Mountains" → "Islands" ("Plains" is its own plural)
            out += "s"
        return pre + out + tail
    plural = "" if old.lower().endswith("s") else "(s)?"
    return re.sub(rf"\b(non)?{re.escape(old)}{plural or '()'}(walk|cycling)?\b", sub, text, flags=re.IGNORECASE)


def split_sentences(text: str) -> list[str]:
    """Split at sentence ends outside double quotes."""
    out, buf, quoted = [], [], False
    i = 0
    while i < len(text):
        ch = text[i]
        buf.append(ch)
        if ch == '"':
            quoted = not quoted
            if not quoted and buf[-2:-1] == ["."]:
                # a quoted ability ending the sentence: "... graveyard." It's still a land.
                j = i + 1
                if j >= len(text) or text[j] == " " and text[j + 1:j + 2].isupper():
                    out.append("".join(buf).strip())
                    buf = []
        elif ch == "." and not quoted and (i + 1 == len(text) or text[i + 1] == " "):
            out.append("".join(buf).strip())
            buf = []
        i += 1
    if "".join(buf).strip():
        out.append("".join(buf).strip())
    return [s for s in (x.strip() for x in out) if s]


def strip_period(s: str) -> str:
    s = s.strip()
    while s.endswith("."):
        s = s[:-1].rstrip()
    return s


# number words in rules text ("draw two cards", "twenty cards"): kb.engine.words
AMOUNT_WORDS = {k: v for k, v in NUMBER_WORDS.items() if k not in ("once", "twice", "thrice")}


# a cost said as "by [verb]ing …" ("You may cast ~ from your graveyard by discarding a card in addition to paying
# its other costs", 601.2f) and the imperative the additional-cost reader reads (118.8)
PERMISSION_GERUNDS = {"discarding": "discard", "exiling": "exile", "sacrificing": "sacrifice", "paying": "pay",
                      "tapping": "tap", "returning": "return", "removing": "remove", "revealing": "reveal"}


def amount_of(word: str) -> int | None:
    """A number written as digits or a word ("two" → 2), or None."""
    w = word.strip().lower()
    if w.isdigit():
        return int(w)
    return AMOUNT_WORDS.get(w)


# "put two +1/+1 counters", "a phylactery counter": how many counters of which kind a reader's sentence puts (122.1);
# group 1 the number (amount_of reads it; "a"/"an" is one), group 2 the kind
COUNTERS_PUT = r"put (a|an|" + COUNT_WORD_RE + r"|\d+) ([+-]\d+/[+-]\d+|[a-z]+) counters?"


# a player in the engine's sentences: "you" or the player's name ("You cast …", "opponent casts …", "your library")
def player_cap(player: str) -> str:
    return "You" if player == "you" else player


def player_verb(player: str, verb: str) -> str:
    return verb if player == "you" else verb + "s"


def player_poss(player: str) -> str:
    return "your" if player == "you" else f"{player}'s"


def player_does(player: str, verb3: str) -> str:
    """"you draw" / "opponent draws"."""
    if player == "you":
        base = {"draws": "draw", "tries": "try", "gains": "gain", "loses": "lose", "discards": "discard",
                "chooses": "choose", "gets": "get", "reveals": "reveal", "pays": "pay", "has": "have",
                "controls": "control", "flips": "flip", "votes": "vote", "rolls": "roll"}.get(verb3, verb3)
        return f"you {base}"
    return f"{player} {verb3}"
