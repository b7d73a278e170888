"""Never a false ✓: what the engine does not model, and which answers it could change.

An answer is "cannot decide" when something the engine does not model could change it:

- a line of rules text it cannot read (an :class:`~kb.engine.abilities.UnmodelledAbility`) on an
  object where that ability would work: static and replacement abilities on the battlefield (and on
  spells, on the stack), triggered abilities whose trigger condition could not be read;
- an unmodelled instruction that resolved, an unmodelled triggered ability that triggered, an
  unmodelled activated ability that was activated (:attr:`GameState.unknowns`, from then on);
- a keyword ability whose rules the engine does not implement, on an object where it works.

What each can change is estimated from its words (:func:`scope_of`): "+2/+2" can change power and
toughness, "draw" the cards in hands, a text with no recognisable word anything at all. The
estimate errs towards "cannot decide".
"""
from __future__ import annotations

import re
import sys
from dataclasses import dataclass

from .filters import SELECTOR_DOUBT
from .gamevalues import order_taken_blockers   # its home: CardsIn asks it too
from .keywordlist import ALTERNATIVE_KEYWORDS, KEYWORD_NAMES, PAID_KEYWORDS
from .keywordbase import keyword_base, keyword_family
from .castpermission import keyword_reader, permission_reader
from .unnamed import unnamed_doubt
from .versions import rule
from .words import KEYWORD_ACTIONS, color_words_pattern
from .subtypes import ALL_SUBTYPES

__all__ = ["Unknown", "chosen_from_library", "scope_of", "ACTIVATED_ELSEWHERE", "unread_activated_keyword", "GROUPS", "group_of", "blockers", "library_order_blockers", "MODELLED_KEYWORDS", "keyword_known", "live_unknowns", "unread_rule", "remember",
           "note_derived", "undecided_value", "selector_doubt", "unread_trigger_events", "choice_scope",
           "unread_trigger_may_fire", "choice_reach", "order_groups", "whose", "merge_reach", "PER_PLAYER", "reach_now", "meets",
           "NOT_CARRIED_OUT_KEYWORDS", "keyword_carried_out", "cast_keyword_read"]

GROUPS = ("pt", "abilities", "types", "colors", "name", "mana", "controller", "zone", "life", "cards", "stack",
          "day_night", "turn", "designations")
ALL = frozenset(GROUPS)

# Fields of answers → the group of things that can change them.
_FIELD_GROUP = {
    "pt": "pt", "power": "pt", "toughness": "pt", "name": "name", "controller": "controller", "owner": "controller",
    "zone": "zone", "exists": "zone", "damage": "zone", "counters": "zone", "tapped": "zone", "attached_to": "zone",
    "phased_out": "zone",   # phasing (702.26) is a zone-like status an unread "phases out" changes
    "mana_value": "mana", "mana_cost": "mana", "types": "types", "supertypes": "types", "subtypes": "types", "creature": "types",
    "all_creature_types": "types", "has_types": "types", "lacks_types": "types", "has_subtypes": "types",
    "lacks_subtypes": "types", "colors": "colors", "abilities": "abilities", "has_abilities": "abilities",
    "lacks_abilities": "abilities", "restrictions": "abilities", "life": "life", "poison": "life", "energy": "life",
    "lost": "life",
    "won": "life", "hand": "cards", "library": "cards", "graveyard": "cards", "exile": "cards", "stack": "stack", "day_night": "day_night", "active_player": "turn", "dungeon": "designations", "room": "designations",
    "dungeons_completed": "designations", "initiative": "designations", "ring_tempted": "designations",
    "ring_bearer": "designations", "speed": "designations",
    "controlled_by": "controller",   # who makes a player's decisions (723.5): what gains control can change it
    "outcome": "stack", "resolved": "stack", "dealt": "stack", "countered": "stack",
}

# Keyword abilities whose rules the engine implements, or which change nothing it answers outside
# combat (evasion and combat keywords: combat is not modelled, so no question depends on them).
MODELLED_KEYWORDS = frozenset((
    "deathtouch", "defender", "double strike", "first strike", "flash", "flying", "haste", "hexproof", "indestructible",
    "intimidate", "lifelink", "menace", "reach", "shroud", "trample", "vigilance", "fear", "shadow", "horsemanship",
    "changeling", "devoid", "wither", "infect", "undying", "persist", "kicker", "landwalk", "enchant", "equip",
    "protection from", "ward", "skulk", "flanking", "banding", "rampage", "bushido", "exalted", "provoke",
    "cycling", "morph", "megamorph", "fortify", "reconfigure", "crew", "toxic", "afflict", "annihilator",
    "devour", "daybound", "nightbound", "phasing", "storm", "cascade", "absorb", "ascend",
    "bands with other",   # 702.22b-c, j-k (kb.engine.banding)
    "umbra armor", "totem armor",   # kb.engine.umbra (each only in the editions that define it)
    "tribute",   # kb.engine.tribute
    "amplify",   # kb.engine.amplify
    "myriad",   # kb.engine.combat.myriad_resolve
    "hidden agenda",   # kb.engine.commandcards (702.106a-d: put face down with a name chosen, turned face up)
    "rebound",   # kb.engine.rebound (as the spell resolves)
    "cipher",   # kb.engine.cipher (as the spell resolves; the encoded card's granted trigger after that)
    "replicate",   # kb.engine.replicate (its cost as the spell is cast, its copies by storm's machinery)
    "enlist",   # kb.engine.enlist (as attackers are declared)
    "prototype",   # kb.engine.prototype (as the spell is cast; the object's prototyped mark after that)
    "mutate",   # kb.engine.mutate (as the spell is cast and resolves; the merged permanent after that)
    "read ahead",   # kb.engine.state._saga_enters (714.3b) and the chapter trigger (702.155a)
    "start your engines!",   # kb.engine.speed (only in the editions that define it)
))


# Keywords 702 defines as activated abilities that work from a hand or a graveyard (encore 702.141a, cycling 702.29a):
# activated there, one the engine doesn't read (no entry in kb.engine.keywordmeans) does what it can't say. Embalm,
# eternalize, unearth, transmute and encore are read (kb.engine.keywordmeans, kb.engine.encore), forecast too (kb.engine.forecast; a forecast line
# it doesn't read stays an unread line).
ACTIVATED_ELSEWHERE = frozenset(("encore", "cycling"))


def unread_activated_keyword(w, which=None) -> str | None:
    """The keyword of ``w`` (a working object) that is an activated ability working off the battlefield, unread by
    the engine, which an activation of ``which`` (None: any) names; else None."""
    from .keywordmeans import meaning_of
    for h in getattr(w, "abilities", ()):
        ab = h.ability
        if getattr(ab, "kind", "") != "keyword":
            continue
        base = _keyword_base(ab.name)
        if (base in ACTIVATED_ELSEWHERE or base.endswith("cycling")) and meaning_of(ab.name) is None and (
                which is None or isinstance(which, int) or base in str(which).lower()):
            return ab.name
    return None


# Keywords that work only from another zone, or while casting: on the battlefield they change nothing
# until a scenario uses them (and then the cast or activation is refused or noted).
ELSEWHERE_KEYWORDS = frozenset((
    "embalm", "eternalize", "unearth", "flashback", "cycling", "escape", "madness", "ninjutsu", "evoke", "dash",
    "suspend", "commander ninjutsu", "foretell", "disturb", "aftermath", "retrace", "jump-start", "encore", "plot", "blitz", "emerge",
    "spectacle", "surge", "prowl", "overload", "bestow", "buyback", "entwine", "splice onto", "transmute",
    "forecast", "morph", "megamorph", "disguise", "offspring", "squad", "kicker", "multikicker", "convoke", "delve",
    "affinity for", "improvise", "casualty", "cleave", "companion", "partner", "friends forever", "dredge",
    "split second",
    "assist",   # 702.132a: another player may pay generic mana of the total cost (kb.engine.assist: ``assist:``)
    "escalate",   # 702.120a: an additional cost per mode beyond the first (kb.engine.escalate)
)) | frozenset(read for _concept, _paid, read in ALTERNATIVE_KEYWORDS.values() if read)   # cast for an alternative
# cost named by the keyword (kb.engine.keywordlist: warp, freerunning, sneak, a mayhem cost, web-slinging, more than
# meets the eye, miracle, escape, flashback)

# Keywords the engine recognises (most of them are ELSEWHERE_KEYWORDS: they change nothing on the battlefield) but does
# not carry out when they are used: a scenario that casts with one, activates it, pays with it or meets it answers
# "cannot decide" or refuses the step (never a guess). A card face with one is not "modelled" (kb.engine.coverage),
# a permanent's or a spell's alike; tests/test_coverage.py runs a use of each to check it still isn't carried out.
NOT_CARRIED_OUT_KEYWORDS = frozenset((
    # (the permissions to cast a card from a graveyard or from exile, 601.3 — jump-start, retrace, aftermath, disturb,
    # foretell, plot — are carried out: kb.engine.graveyardkeywords, aftermath, disturb, foretell, plot; and the
    # alternative costs dash, evoke, blitz, prowl, overload, emerge, bestow, madness: kb.engine.dash, keywordmeans,
    # prowl, overload, emerge, bestow, madness)
    # (the optional additional costs squad 702.157a, offspring 702.175a and casualty 702.153a are carried out:
    # kb.engine.copycosts; buyback, 702.27a: kb.engine.buyback)
    # (encore 702.141a, activated from a graveyard, is carried out: kb.engine.keywordmeans, kb.engine.encore)
))   # dredge 702.52a: carried out by kb.engine.dredge (a draw replaced, the choice stated on the step)   # convoke 702.51a, delve 702.66a, improvise 702.126a: carried out by kb.engine.costpayers (601.2h)


def keyword_carried_out(name: str) -> bool:
    """False for a keyword of :data:`NOT_CARRIED_OUT_KEYWORDS` (recognised, but what it does when used is "cannot
    decide" or refused); True otherwise (whether the keyword is read at all is :func:`keyword_known`'s)."""
    return keyword_base(name) not in NOT_CARRIED_OUT_KEYWORDS


def cast_keyword_read(name: str) -> bool:
    """Whether a cast reads keyword ``name`` of the card it casts (601.2b-f): a keyword :func:`keyword_known` knows, an
    alternative cost named by a keyword (kb.engine.keywordlist.ALTERNATIVE_KEYWORDS, PAID_KEYWORDS: chosen or refused
    by kb.engine.altcosts, 118.9) or fuse (a split card's two halves, 702.102a). Any other keyword of a spell may add
    to its total cost or change how it is cast ("Escalate—Discard a card.", 702.120a): the cast is "cannot decide"
    (kb.engine.scenario), and a face with one is not modelled (kb.engine.coverage)."""
    return keyword_known(name) or keyword_base(name) in _CAST_READERS


# spree and tiered: their modes' costs added as the spell is cast (kb.engine.modecosts; a mode cost it can't read
# leaves the mode lines unread, so the cast is "cannot decide" all the same)
_CAST_READERS = frozenset(ALTERNATIVE_KEYWORDS) | frozenset(PAID_KEYWORDS) | {"fuse", "spree", "tiered"}


# Trigger events the engine has no action for (no step can perform them), so an unread trigger on
# them can't trigger: planeswalking; rolling dice (706) and the planar die (901.9) as no step or instruction states one
# (the rolls the engine reads, and chaos ensuing, check the unread abilities about dice themselves: kb.engine.dice,
# kb.engine.planes). (The monarch, the initiative,
# venturing, the Ring tempting and day and night change: kb.engine.monarch, kb.engine.dungeon, kb.engine.ring,
# kb.engine.daynight, so a trigger on them is a real unknown.)
NEVER_PERFORMED = re.compile(
    r"^(?:When|Whenever|At)\b[^,]*(?:\b(?:rolls?|planeswalks?|planeswalking)\b|"   # whole words: "a planeswalker you control" is no planeswalking
    r"\{CHAOS\})", re.I)


# The kinds of events (kb.engine.triggers.Event) an unread trigger condition waits for, told by its words
# (603.2: a triggered ability triggers only on an event matching its trigger event). A condition with a word
# of an event the engine has no event for ("activate", "becomes the monarch", a state trigger's
# "there are no", 603.8) stays an unknown from the moment its object is there.
_TRIGGER_EVENT_WORDS = (
    (re.compile(r"\bdeals? (?:combat |noncombat )?damage\b|\b(?:is|are) dealt (?:combat |noncombat )?damage\b", re.I),
     ("damage",)),
    (re.compile(r"\benters?\b|\bplays? a land\b", re.I), ("enters",)),
    (re.compile(r"\b(?:dies|die)\b", re.I), ("dies",)),
    (re.compile(r"\bleaves?\b", re.I), ("leaves",)),
    # "a creature card leaves your graveyard", "cards leave exile": a card leaving a zone other than the battlefield
    (re.compile(r"\bleaves? (?:[\w']+ ){0,2}?(?:graveyards?|exile|hands?|library|libraries)\b", re.I), ("left_zone",)),
    (re.compile(r"\bput into\b[^,]*\bgraveyard\b", re.I), ("to_graveyard",)),
    (re.compile(r"\bdiscards?\b", re.I), ("discard",)),
    (re.compile(r"\bcycles?\b|\bcycled\b", re.I), ("cycled",)),
    (re.compile(r"\bmills?\b", re.I), ("mill",)),
    (re.compile(r"\b(?:is|are) exiled\b|\bput into exile\b", re.I), ("exiled",)),
    (re.compile(r"\bsacrifices?\b", re.I), ("sacrifice",)),
    (re.compile(r"\b(?:is|are) returned\b", re.I), ("returned",)),
    (re.compile(r"\bcasts?\b", re.I), ("cast",)),
    (re.compile(r"\battacks?\b", re.I), ("attacks",)),
    (re.compile(r"\bblocks?\b|\bbecomes? blocked\b", re.I), ("blocks",)),
    (re.compile(r"\bdraws?\b", re.I), ("draw",)),
    (re.compile(r"\bgains? life\b", re.I), ("life_gain",)),
    (re.compile(r"\bloses? life\b", re.I), ("life_loss",)),
    (re.compile(r"\bbecomes? tapped\b|\btaps?\b", re.I), ("tapped",)),
    (re.compile(r"\bbecomes? untapped\b|\buntaps?\b", re.I), ("untapped",)),
    (re.compile(r"\bcounters? (?:is|are) put\b|\bput[s]? (?:a|an|one|two|\w+) .*counters? on\b", re.I), ("counters",)),
    (re.compile(r"\bbecomes? the target\b", re.I), ("targeted",)),
    (re.compile(r"\bbecomes? attached\b", re.I), ("attached",)),
    (re.compile(r"\bexpends?\b", re.I), ("cast",)),   # 700.14: expending happens as a spell's cost is paid
    (re.compile(r"\btransforms?\b", re.I), ("transformed",)),
    (re.compile(r"^At the beginning of\b", re.I), ("step",)),
    (re.compile(r"\bthe Ring tempts\b|\bRing-bearer\b", re.I), ("ring_tempts",)),   # kb.engine.ring
    (re.compile(r"\bventures?\b", re.I), ("venture",)),   # kb.engine.dungeon
    (re.compile(r"\bcompletes? (?:a|the|that) dungeon\b|\bcompletes? [A-Z]", re.I), ("dungeon_complete",)),
    (re.compile(r"\btakes? the initiative\b", re.I), ("initiative",)),
    (re.compile(r"\bcommits? a crime\b", re.I), ("crime",)),   # 700.13 (kb.engine.stack emits it)
    (re.compile(r"\b(?:scry|scries|surveils?)\b", re.I), ("keyword_action",)),   # kb.engine.actions emits them
)

# Which events each kind of trigger word waits for (kb.engine.triggers.Event; 700.4: "dies" is put into a
# graveyard from the battlefield).
_EVENT_OF = {
    "damage": lambda e: e.kind == "damage",
    "enters": lambda e: e.kind == "zone" and e.to_zone == "battlefield",
    "dies": lambda e: e.kind == "zone" and e.from_zone == "battlefield" and e.to_zone == "graveyard",
    "leaves": lambda e: e.kind == "zone" and e.from_zone == "battlefield",
    "left_zone": lambda e: e.kind == "zone" and e.from_zone not in (None, "battlefield"),
    "to_graveyard": lambda e: e.kind == "zone" and e.to_zone == "graveyard",
    "discard": lambda e: e.kind == "zone" and e.from_zone == "hand" and e.to_zone in ("graveyard", "exile"),
    "cycled": lambda e: e.kind == "cycled",   # 702.29c (kb.engine.stack: a cycling ability's discard cost)
    "mill": lambda e: e.kind == "zone" and e.from_zone == "library" and e.to_zone == "graveyard",
    "exiled": lambda e: e.kind == "zone" and e.to_zone == "exile",
    "sacrifice": lambda e: e.kind == "zone" and e.from_zone == "battlefield" and e.to_zone == "graveyard",
    "returned": lambda e: e.kind == "zone" and e.from_zone in ("graveyard", "exile", "battlefield"),
    "cast": lambda e: e.kind in ("cast", "copied"),
    "attacks": lambda e: e.kind == "attacks",
    "blocks": lambda e: e.kind in ("blocks", "becomes_blocked", "blocked_by"),
    "draw": lambda e: e.kind == "draw",
    "life_gain": lambda e: e.kind == "life_gain",
    "life_loss": lambda e: e.kind == "life_loss",
    "tapped": lambda e: e.kind == "tapped",
    "untapped": lambda e: e.kind == "untapped",
    "counters": lambda e: e.kind == "counters",
    "targeted": lambda e: e.kind in ("targeted", "player_targeted"),
    "attached": lambda e: e.kind == "attached",   # 603.2e (kb.engine.state.became_attached)
    "transformed": lambda e: e.kind == "transformed",
    "step": lambda e: e.kind == "step",
    "ring_tempts": lambda e: e.kind == "ring_tempts",
    "venture": lambda e: e.kind == "venture",
    "dungeon_complete": lambda e: e.kind == "dungeon_complete",
    "initiative": lambda e: e.kind == "initiative",
    "crime": lambda e: e.kind == "crime",
    "keyword_action": lambda e: e.kind == "keyword_action",
}
_NO_EVENT_WORDS = re.compile(
    r"\b(?:activates?|explores?|crews?|mutates?|rolls?|phases?|face up|face down|"
    r"day|night|monarch|initiative|ventures?|dungeon|ring|votes?|clash|flips?|coin|mana|removed?|remove|"
    r"control|controls|has|have|had|there (?:is|are)|no|becomes?(?! (?:tapped|untapped|blocked|the target|attached)\b)|"
    r"if|unless|only|first time|second|each turn|turned|exploits?|evolves?|proliferates?|investigates?|"
    r"connives?|adapts?|learns?|specialize|discovers?|foretells?|plots?|saddles?|suspects?|collects?|forage|"
    r"commit|crimes?|descend|attune|targets?|shuffles?|searche?s?|reveals?|copies|copied|exerts?)\b", re.I)


def unread_trigger_events(text: str) -> frozenset | None:
    """The event kinds an unread triggered ability can trigger on, from the words of its trigger condition
    ("Whenever a creature deals combat damage to one of your opponents, ..." → damage), or None when the
    words don't tell (then it is an unknown all the time its object is there)."""
    m = re.match(r"^((?:When|Whenever|At)\b[^,]*),", text or "")
    if not m:
        return None
    head = m.group(1)
    if _NO_EVENT_WORDS.search(re.sub(r"^At the beginning of\b", "", head)):
        return None
    kinds = set()
    for rx, ks in _TRIGGER_EVENT_WORDS:
        if rx.search(head):
            kinds.update(ks)
    return frozenset(kinds) or None


def unread_trigger_may_fire(text: str, ev) -> bool:
    """Whether event ``ev`` is of a kind the words of an unread trigger condition name (603.2): it may have
    triggered it. (A condition whose words don't tell is an unknown all along: see live_unknowns.)"""
    kinds = unread_trigger_events(text)
    return kinds is not None and any(_EVENT_OF[k](ev) for k in kinds)


def group_of(field: str) -> str:
    return _FIELD_GROUP.get(field, field)


@dataclass(frozen=True)
class Unknown:
    """Something not modelled that happened (or is there): ``reason`` in a judge's words,
    ``scope`` the groups of answers it could change, ``since`` the clock when it began,
    ``objects`` the object ids it can affect (None: any)."""

    reason: str
    scope: frozenset
    since: int = 0
    objects: frozenset | None = None
    by_card: bool = False      # ``objects`` are card ids (they stay the same across zone changes)
    library_of: str | None = None   # a shuffled library's order: it matters once a card leaves it
    taken: int = 0                   # ... that is, once that player's ``taken`` count passes this
    player: str | None = None        # only the answers about this player (their hand, graveyard ...), not objects
    fields: frozenset | None = None  # only these answer fields of the scope's groups (None: all of them)
    reach: tuple | None = None       # choice_reach's arguments for an unstated choice: its scope grows through the texts
                                     # of the objects there when an answer is asked, not only those there when it was noted
    whose: tuple = ()                # (group, players) of PER_PLAYER groups it reaches for those players alone
    derived: bool = True             # what reads what it changes is reached too (kb.engine.derivedreach); False when
                                     # the event was modelled and seen by its readers, only which card it moved is not


def _words(*stems: str) -> re.Pattern:
    """Whole words, with any inflection ("exile" also finds "exiles", "exiled"; "return" "returns")."""
    return re.compile(r"\b(?:" + "|".join(stems) + r")(?:s|es|d|ed|ing)?\b", re.I)


_PT = re.compile(r"[+-]\d+/[+-]\d+|[+-]X/[+-]X|\bpower\b|\btoughness\b|\d+/\d+|X/X|\*/\*")
_TYPES = _words("creature", "land", "artifact", "enchantment", "planeswalker", "battle", "types?", "subtypes?",
                "legendary", "basic", "snow", "tribal", "kindred")
_COLORS = re.compile(rf"\b({color_words_pattern()})\b", re.I)   # kb.engine.words: one list of colour words
_ABIL = _words("has", "have", "gains?", "loses?", "abilit(?:y|ies)", "flying", "trample", "haste", "hexproof",
               "protection", "indestructible", "lifelink", "deathtouch", "vigilance", "reach", "first strike",
               "double strike", "can't")
_ZONE = _words("destroy", "indestructible", "exile", "sacrifice", "dies", "die", "return", "graveyard", "battlefield", "onto", "leaves?",
               "damage", "counters?", "tap", "untap", "attach", "token", "regenerate", "phase", "transform", "flip",
               "put", "mill")
# an object moved into a library, a hand or a graveyard by a verb that is not itself a zone word ("Its owner
# shuffles it into their library", "on top of its owner's library", 701.24a, 400.7)
_INTO_ZONE = re.compile(r"\binto (?:[\w']+ ){0,3}?(?:library|libraries|hand|hands|graveyards?)\b|"
                        r"\bon (?:the )?(?:top|bottom) of\b|\bshuffl\w* (?:it|them|that \w+|those \w+)\b", re.I)
_LIFE = _words("life", "damage", "poison", "wins?", "lose the game", "loses the game")
_ENERGY = re.compile(r"\{E\}|\benergy\b", re.I)   # energy counters a player gets or pays (107.14): answered with life
_CARDS = _words("draws?", "discards?", "hand", "library", "libraries", "mill", "search", "shuffle", "scry", "surveil",
                "reveal", "look at", "exile", "put")
_STACK = _words("counter target", "can't be countered", "copy", "copies", "spell", "ability", "stack")
# a change of control: "gain control of", "exchange control", "under your control"; never the words of a
# description ("creatures you control", "its controller gains 2 life")
_CONTROL = re.compile(r"\b(?:gains? control|exchanges?|exchanged|under [\w' ]*?control|becomes? the controller|"
                      r"controls? ~ instead|control of)\b", re.I)
_LIFE_CHANGE = re.compile(r"\b(?:gain|gains|lose|loses|pay|pays)\s+(?:\w+\s+)?life\b", re.I)
_NAME = _words("name", "named", "copy", "copies")
_DAY_NIGHT = _words("day", "night", "daybound", "nightbound", "spells?")
_TURN = _words("turn", "phase", "step", "skip", "lose", "loses", "concede")   # whose turn it is (500.7, 800.4a)
# Actions whose consequences have no bound the words can show: a spell cast or a land played, an ability
# activated, a card put onto the battlefield or a token created (with whatever abilities it has), a
# chosen mode or an effect chosen later. An unread text doing one of these can change any answer.
_UNBOUNDED = re.compile(r"(?<!to )(?<!can't )(?<!cannot )(?<!don't )(?<!spell )(?<!spells )(?<!was )(?<!were )(?<!'ve )"
                        r"(?<!have )(?<!has )(?<!had )"
                        r"\b(?:casts?|casting|plays?|playing|activates?|activating|(?:on)?to the battlefield|"
                        r"creates?|creating|choose(?:s)? one|choose(?:s)? (?:two|any number)|search(?:es)?)\b", re.I)


_DAMAGE_ONLY = re.compile(r"\bwould deal (?:combat |noncombat )?damage\b|^prevent (?:all |the next \w+ )?(?:combat )?damage\b",
                          re.I)
_NOT_DAMAGE_ONLY = re.compile(r"\b(cop(?:y|ies)|as though|skip|extra turn|becomes?|gets?|gains?|loses? (?!life)|"
                              r"counter target|draws?|control|its? controller|type|colou?r|named?|\+\d|-\d/)", re.I)


_LOWERS = re.compile(r"[+-]\d+/-\d|[+-]\w/-\w|-\d+/[+-]|\bswitch|\bbase\b|\bis (?:an? )?\d+/\d+|\bX/X\b|\*/\*|"
                     r"\btoughness\b|\d+/\d+", re.I)
_STATIC_SUBJECT = re.compile(
    r"^(?:(?:~|(?:enchanted|equipped|fortified) (?:creature|permanent|land|artifact|planeswalker|enchantment))\s+"
    r"(?=(?:gets?|has|have|gains?|can't|cannot|doesn't|don't|attacks|blocks)\b)|"
    r"(?:(?!\b(?:discards?|draws?|mills?|sacrifices?|destroys?|exiles?|returns?|deals?|puts?|loses?|creates?|"
    r"search(?:es)?|shuffles?|reveals?|equal)\b)[^.,;:\"])*?\s+(?=(?:gets?|has|have|gains?) (?![^.]*\b(?:is|are|becomes?)\b)))",
    re.I)   # a subject, never the words of an action before "has" ("discards a card for each time ~ has attacked"), nor
# a value's ("~'s power and toughness are each equal to … the chosen player controls or has controlled": the P/T)
# the groups of answers that are characteristics of one object (an unread static ability about the object an
# Aura or Equipment is attached to changes them for that object alone)
_OBJECT_GROUPS = frozenset(("pt", "abilities", "types", "colors", "name", "mana"))
_ATTACHED_SUBJECT = re.compile(r"^(?:Enchanted|Equipped|Fortified) (?:creature|permanent|land|artifact|planeswalker|"
                               r"enchantment) (?:gets?|has|gains?|can't|doesn't|attacks|blocks)\b(?![^\n]*\")")


# words that add mana to a pool ("Add {G}", "adds one mana of any color"): under rules with mana burn (300.3 before
# 2009-07-11) mana left unspent as a phase ends costs its player life, so such words can change a life total
_ADDS_MANA = re.compile(r"\badds?\b[^.]*?(?:\{[WUBRGCSX\d]|\bmana\b)", re.I)
# text about the mana in a pool emptying or being kept ("Mana pools don't empty as steps and phases end", "you don't
# lose this mana as steps and phases end", "Players don't lose unspent mana …", "You don't lose unspent green mana …", 106.4,
# 500.4): what is in the mana pool, and under mana burn a life total
_KEEPS_MANA = re.compile(r"\bmana pools?\b|\b(?:lose|lost|loses) (?:this|that|unused|unspent|the)(?: \w+)? mana\b|"
                         r"\b(?:unused|unspent)(?: \w+)? mana\b", re.I)


def has_mana_burn(state) -> bool:
    """Whether unspent mana costs life in this game's rules (300.3, until 2009-07-11)."""
    return bool(rule("mana_burn", state.edition))


# A type or a colour is read by other effects' filters ("Other white creatures get +1/+1", "Clerics you control have
# flying", "Destroy all artifacts", protection from a colour): an unknown type or colour can change what those effects
# do to the object — its power and toughness, its abilities, whether it survives (613.8 dependencies; 702.16).
_READ_THROUGH_FILTERS = frozenset(("pt", "abilities", "zone"))
# … when the text gives or takes a type or colour ("~ is all colors", "becomes an artifact", "loses all creature
# types"), not when it names one ("Add one mana of any color", "Destroy target artifact")
_SETS_CHARACTERISTIC = re.compile(r"\b(?:is|are|isn't|aren't|becomes?|loses?)\b", re.I)


def _subtype_forms(word: str) -> set:
    """A subtype as the words name it: "Elf", "Elves", "Goblins", "Fairies" (one or many)."""
    out = {word, word + "s", word + "es"}
    if word.endswith("f"):
        out.add(word[:-1] + "ves")
    if word.endswith("y"):
        out.add(word[:-1] + "ies")
    return out


# words that put another set of characteristics on the object: transforming (701.27a, 712.8), flipping (709.4), turning
# it face up or face down (708.8, 708.2a), mutating (702.140c) — its name, types, colour, abilities, power and toughness
# and mana cost are another's, all at once ("flip a coin" flips no object, 705)
_NEW_FACE = re.compile(r"\b(?:transform(?:s|ed|ing)?|flip(?:s|ped)?|face[- ](?:up|down)|mutat(?:e|es|ed|ing))\b", re.I)
_COIN = re.compile(r"[^.]*\bcoins?\b[^.]*", re.I)
# keywords that define a characteristic (604.3): changeling, every creature type (702.73a); devoid, colorless (702.114a)
_DEFINES_TYPES = re.compile(r"\bchangeling\b", re.I)
_DEFINES_COLOR = re.compile(r"\bdevoid\b", re.I)
# "You control enchanted creature.", "target opponent controls ~": a control-changing effect (613.1b) by its object, not
# the words of a description ("creatures you control", "if you control a Swamp")
_CONTROLS_OBJECT = re.compile(r"\bcontrols? (?:enchanted|equipped|fortified|target|~|it|them)\b", re.I)


# … and a subtype named after a verb that sets it ("becomes a Spirit Warrior Angel", "is also a Cleric", "are Goblins
# in addition to their other types"): a type-changing effect (205.1a-b, 613.1d) — its subtypes, read by the filters
# of other effects as a type is. A subtype named only to describe objects ("Target Goblin gets +1/+1", "If ~ is a
# Warrior," taken off before) is no change of one.
_SETS_SUBTYPE = re.compile(r"(?i:\b(?:is|are|becomes?)\b(?! (?:tapped|untapped|blocked|the target|attached)\b))[^.;:]*?\b(?:" + "|".join(
    sorted({re.escape(f) for w in ALL_SUBTYPES for f in _subtype_forms(w)}, key=lambda w: (-len(w), w))) + r")(?![\w'-])")


# Keyword actions (701) whose own words say nothing of what they change ("blight X", "proliferate", "connive", "adapt 2"):
# the word lists above don't see the counters, the cards or the tokens they mean, so an unread text doing one can change
# any answer. The actions named by ordinary verbs the lists read ("destroy", "exile", "draw", "tap") are not among them.
_PLAIN_ACTIONS = frozenset(("activate", "attach", "cast", "counter", "create", "destroy", "discard", "double", "triple",
                            "exchange", "exile", "mill", "play", "regenerate", "reveal", "sacrifice", "search", "shuffle",
                            "tap", "untap", "transform", "scry", "surveil"))
_OPAQUE_ACTION = re.compile(r"\b(?:" + "|".join(sorted((re.escape(a) for a in KEYWORD_ACTIONS - _PLAIN_ACTIONS),
                                                        key=lambda a: (-len(a), a))) + r")(?:s|es|d|ed|ing)?\b", re.I)


def scope_of(text: str, mana_burn: bool = False) -> frozenset:
    """The groups of answers a piece of rules text could change (a conservative estimate); ``mana_burn``: the
    game's rules have mana burn, so mana the text adds can change a life total."""
    scope = _scope(text or "")
    if _ADDS_MANA.search(text or ""):   # mana it adds: what is in the mana pool (106.4)
        scope |= {"mana"} | ({"life"} if mana_burn else set())
    if _KEEPS_MANA.search(text or ""):   # mana kept in or emptied from a pool (106.4)
        scope |= {"mana"} | ({"life"} if mana_burn else set())
    return frozenset(scope)


# the noun of a described object ("target creature", "each artifact", "another target creature card"): the object
# the words act on, no type they give — an unread verb before it ("Bury target creature.") is no type change, and with
# nothing else read the sentence could change anything (ALL), never only types and power/toughness
_NOUN = r"(?:creature|artifact|enchantment|land|planeswalker|battle|permanent)s?"
_OBJECT_NOUN = re.compile(rf"\b(?:target|each|all|another|other)\s+(?:(?:non)?[\w-]+\s+){{0,2}}?{_NOUN}"
                          rf"(?:,?\s+(?:or|and/or|and)\s+{_NOUN}|,\s+{_NOUN})*(?:\s+(?:cards?|spells?))?\b", re.I)

# a keyword ability an unread text grants ("This creature has echo {X}, where X is your life total", 702.1b): the
# keyword's own triggered or static abilities then work by themselves — echo's or cumulative upkeep's trigger
# sacrifices (702.30a, 702.24a), vanishing's counters run out — so what it can change is anything. Not so the plain
# ability words of _ABIL (flying, trample …: read there as abilities gained), nor a keyword that does nothing until a
# player activates it or casts the card with it ("Equipment you control have equip Knight {0}", 702.6a; flashback,
# 702.34a): a scenario step that does so meets the unread words then.
_PLAIN_GRANTED = frozenset(("flying", "trample", "haste", "hexproof", "protection", "indestructible", "lifelink",
                            "deathtouch", "vigilance", "reach", "first strike", "double strike", "menace", "fear",
                            "intimidate", "shroud", "defender", "shadow", "horsemanship", "skulk", "flash"))
_ACTED_ON_GRANTED = frozenset(("equip", "fortify", "cycling", "scavenge", "ninjutsu", "transmute", "unearth", "embalm",
                               "eternalize", "encore", "level up", "outlast", "reinforce", "crew", "reconfigure", "boast",
                               "saddle", "station", "forecast", "transfigure", "craft", "exhaust", "kicker", "buyback",
                               "entwine", "splice", "convoke", "delve", "improvise", "affinity", "assist", "emerge",
                               "surge", "spectacle", "dash", "blitz", "prowl", "evoke", "bestow", "morph", "megamorph",
                               "disguise", "overload", "cleave", "casualty", "bargain", "gift", "spree", "offering",
                               "aftermath", "fuse", "jump-start", "retrace", "disturb", "foretell", "plot", "replicate",
                               "escalate", "freerunning", "harmonize", "impending", "prototype")) | \
    frozenset(ALTERNATIVE_KEYWORDS) | frozenset(PAID_KEYWORDS)
_GRANTED_KEYWORD = re.compile(r"\b(?:has|have|gains?|gained)\s+(?:" + "|".join(
    re.escape(k) for k in sorted(KEYWORD_NAMES - _PLAIN_GRANTED - _ACTED_ON_GRANTED, key=lambda k: (-len(k), k)))
    + r")\b", re.I)


_COST_CHANGE = re.compile(r"\bcosts? (?:\{[^}]+\})+ (?:more|less)\b|\bcosts? (?:more|less) to (?:cast|activate)\b", re.I)


def _scope(t: str) -> frozenset:
    if _DAMAGE_ONLY.search(t) and not _NOT_DAMAGE_ONLY.search(t):
        # a damage replacement or prevention effect (614.1a, 615) changes only the damage dealt, and through it
        # life totals, what is destroyed and what is dealt: never names, types, colours, abilities or P/T
        return frozenset(("zone", "life", "stack", "cards"))
    # "copies it" (a player copying a spell, 707.10) as "copy"
    if re.search(r"\b(instead|would|cop(?:y|ies)|becomes? a copy|as though|skip|extra turn|additional|change the text)\b", t, re.I):
        return ALL
    if re.search(r"\b(?:new targets?|change (?:the|a) targets?)\b", t, re.I):
        # a spell's or ability's targets chosen anew (115.7): whatever it does as it resolves may change
        return ALL
    if re.search(r"\b(?:cause|causes) (?:\w+ )*?abilities to trigger\b|\babilities (?:\w+ )*?trigger\b", t, re.I):
        # which abilities trigger (Hushbringer, Torpor Orb): whatever they would do is unknown (603.2)
        return ALL
    if ("ha" in t or "gain" in t) and _GRANTED_KEYWORD.search(t):
        # a keyword ability granted (702.1b): whatever that keyword's abilities do (_GRANTED_KEYWORD)
        return ALL
    if re.search(r"\b(?:full|rules) text\b|\bha(?:s|ve) the text\b|\btext box(?:es)?\b", t, re.I):
        # text that gives or exchanges rules text (612, 613.1c): the new text can say anything, so its name,
        # power and toughness, types (Volrath's Shapeshifter: "the full text of that card", 612.5) are unknown
        return ALL
    # a condition only reads the game ("as long as it entered the battlefield this turn"): what the ability
    # can change is in the rest of it
    t = re.sub(r"(?i)\bas long as [^,.;]*", "", t)
    if _OPAQUE_ACTION.search(re.sub(r"(?i)^(?:when|whenever|at)\b[^,]*,", "", t)):   # (in the effect: kb.engine.words)
        return ALL
    if _UNBOUNDED.search(re.sub(r"(?i)^(?:when|whenever|at)\b[^,]*,", "", t)):   # in the effect, not the trigger event
        return ALL
    # nor does the subject of a static ability change what it names ("Enchanted creature gets +1/+1": no type
    # is changed by the word "creature"): what it changes follows the verb
    t = _STATIC_SUBJECT.sub("", t)
    t = re.sub(r"(?i)(^|\.\s*)(?:if|during|unless) [^,]*,", r"\1", t)
    out = set()
    if _PT.search(t):
        out.add("pt")
        if _LOWERS.search(t):   # a toughness it may lower: whether the creature survives (704.5f-g) is unknown too
            out.add("zone")
    sets = _SETS_CHARACTERISTIC.search(t) is not None
    low = t.lower()
    if _TYPES.search(_OBJECT_NOUN.sub(" it ", t) if "target" in low or "each" in low or "all" in low or "other" in low
                     else t):
        out |= {"types", "pt"} | (_READ_THROUGH_FILTERS if sets else frozenset())
    if _SETS_SUBTYPE.search(t):
        out |= {"types", "pt"} | _READ_THROUGH_FILTERS
    if _NEW_FACE.search(_COIN.sub("", re.sub(r"(?i)^(?:when|whenever|at)\b[^,]*,", "", t))):   # in the effect
        out |= _OBJECT_GROUPS | _READ_THROUGH_FILTERS
    if _DEFINES_TYPES.search(t):
        out |= {"types", "pt"} | _READ_THROUGH_FILTERS
    if _DEFINES_COLOR.search(t):
        out |= {"colors"} | _READ_THROUGH_FILTERS
    if _CONTROLS_OBJECT.search(t):
        out.add("controller")
    if _COLORS.search(t):
        out |= {"colors"} | (_READ_THROUGH_FILTERS if sets else frozenset())
    if _ABIL.search(_LIFE_CHANGE.sub("", t)):   # "gain 3 life" is no ability gained
        out.add("abilities")
    if re.search(r"\bprotection\b", t, re.I):   # damage prevented, blocks, Auras and Equipment that fall off (702.16)
        out.add("zone")
    if re.search(r"\b(?:hexproof|shroud)\b", t, re.I):
        # what can be targeted (702.11b-c, 702.18a): whether a spell or ability targeting the object or player was
        # legal, and so everything it did — the damage, the life lost, the object destroyed
        out.add("zone")
    if _ZONE.search(t) or _INTO_ZONE.search(t):
        out |= {"zone", "pt"}
    if _LIFE.search(t) or _ENERGY.search(t):   # a player's counters (122.1): poison (122.1f) and energy (107.14)
        out.add("life")
    if _CARDS.search(t):   # "cards_zone": it can move a card out of a hand or a library (kb.engine.unknowns.blockers)
        out |= {"cards", "cards_zone"}
    if _STACK.search(t):
        out.add("stack")
    if _CONTROL.search(t):
        out.add("controller")
    if _NAME.search(t):
        out |= {"name", "mana"}
    if _DAY_NIGHT.search(t):
        out.add("day_night")
    if _COST_CHANGE.search(t):   # a total cost changed (601.2f, 602.2b): the mana paid, and whether it can be paid at all
        out |= {"mana", "stack", "zone"}
    if _TURN.search(t):
        out.add("turn")
    if out & {"zone"}:
        out |= {"stack", "life", "cards"}
    return frozenset(out) if out else ALL


# The groups of answers that belong to one player: a life total (119), the cards in a hand, a library, a graveyard (and a
# card moved out of a hand or a library): an unstated choice reaches only the players its words, and the words of what
# reads them, name.
PER_PLAYER = frozenset(("life", "cards", "cards_zone"))
_PLAYER_PHRASES = ((re.compile(r"\beach (?:of your )?opponents?\b|\ball (?:of )?your opponents\b", re.I), "opponents"),
                   (re.compile(r"\beach player\b|\ball players\b", re.I), "all"),
                   (re.compile(r"\btarget (?:opponent|player)\b", re.I), "targets"))
# a player the words don't tell ("its controller", "that player", "an opponent", "their hand"), or a zone not "your"
_SOME_PLAYER = re.compile(r"\b(?:players?|opponents?|controllers?|owners?|their|they|them|his|her|whose|who|whoever|"
                          r"teammates?)\b|(?<!your )\b(?:hands?|library|libraries|graveyards?)\b", re.I)
_DID_LEAD = re.compile(r"^\s*(?:if you do(?:n't| not)?|otherwise|if you don't)\s*,\s*", re.I)
# words of an instruction after the choice that tie it to what the choice did (608.2c: "If you do", "this way", "that
# card", "for each card discarded", "X"): it depends on the choice
_REFERS = re.compile(r"\b(?:if|unless|otherwise|instead|this way|that|those|these|it|its|they|them|their|the rest|for each|"
                     r"equal to|number of|as many|that many|X|where|chosen|remaining|same|do|did|does)\b", re.I)


def whose(text: str, you: str | None, players: frozenset, targets: frozenset | None = None) -> frozenset | None:
    """The players whose life total and cards ``text`` can change or read, told by its words (119, 121, 701.9a:
    "you", an imperative's player, "each opponent", "each player", "target opponent" with its target ``targets``), or
    None when the words don't tell ("its controller", "that player", "a graveyard"): any player."""
    if you is None:
        return None
    t = _DID_LEAD.sub("", text or "")
    out: set = set()
    for rx, kind in _PLAYER_PHRASES:
        if rx.search(t):
            who = {"opponents": players - {you}, "all": players, "targets": targets}[kind]
            if not who:
                return None
            out |= who
            t = rx.sub(" ", t)
    if _SOME_PLAYER.search(t):
        return None
    if re.search(r"\byour?\b", t, re.I) or not out:   # "you", "your", or an imperative ("Draw a card"): its controller
        out.add(you)
    return frozenset(out)


# a player's own zone named as a place, never a zone change ("for each card in your graveyard", "cards in your hand"):
# it reads that player's cards (the verbs that move a card are words of their own, _ZONE, _INTO_ZONE, _UNBOUNDED)
_YOUR_ZONE = re.compile(r"\b(?:in|from) your (?:graveyard|hand|library)\b", re.I)


# words that can lower a life total (119.3, 119.4, 120.3a): in a game of three or more players its player may leave
_LIFE_LOSS = re.compile(r"\b(?:lose|loses|pay|pays)\b[^.]*?\blife\b|[^.]*?\bdamage\b", re.I)
_NUMBER_WORDS = ("zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten")

# "you mill two cards" / "mill a card": the player's own library to their own graveyard (701.17a), nobody else's cards
_OWN_MILL = re.compile(r"(?:(?:you )?may )?mills? (?:a|an|one|two|three|four|five|six|seven|eight|nine|ten|\d+) cards?\.?",
                       re.I)


# "It deals damage equal to the result to target opponent": damage dealt to players only, a loss of their life (or
# poison counters, 120.3a-b), no object's damage or zone (see choice_reach for when no other player's life can change)
_DAMAGE_TO_PLAYERS = re.compile(r"(?:it|~|this (?:creature|spell|permanent)) deals? (?:\w+ )?damage(?: equal to [^.]+?)? to "
                                r"(?:target (?:opponent|player)|each (?:opponent|player)|you)\.?", re.I)


# "you may return up to one target creature card from your graveyard to your hand": a card of the player's own graveyard
# (404.2: a graveyard holds its owner's cards) moved to their hand — no permanent moves, so no later combat, no static
# ability of a permanent and no life total changes by it (400.7); what it changes is that card's zone and that player's
# cards (and a spell or ability targeting the card, the stack), and what reads those (choice_reach)
_OWN_CARD_RETURN = re.compile(r"(?:(?:you )?may )?return (?:up to (?:one|two|three|\d+) |a |an |one |two |three |\d+ )?"
                              r"(?:target )?(?:[\w-]+ ){0,3}?cards? from your graveyard to your hand\.?", re.I)


# words of a zone change that may also reach a player's life the words don't name by "you", "each opponent" …: damage
# (to "any target", 115.4; to a creature whose controller has lifelink …), a player or an opponent somehow chosen
_TO_ANY_PLAYER = re.compile(r"\bdamage\b|\bany target\b|\bplayers?\b|\bopponents?\b", re.I)


def _reach_of(text: str, burn: bool, you, players, targets=None, to_players: bool = False,
              movers: frozenset | None = None) -> tuple:
    """(groups, {per-player group: players}) of one text; a group absent from the dict reaches any player.
    ``to_players``: damage dealt to a player changes only that player's life (no lifelink, nothing to redirect it to).
    ``movers``: the players who own or control an object of the game — an object the words move goes to its owner's
    zones (400.3) and leaves its controller's control, so a zone change reaches those players' life and cards and the
    players the words name, no other (what reads it: choice_reach's readers; a creature that may be gone declared in a
    later combat: kb.engine.combat._declaration_undecided); None: any player."""
    if you is not None and _OWN_CARD_RETURN.fullmatch(_DID_LEAD.sub("", text).strip()):
        mine = frozenset((you,))
        return frozenset(("zone", "cards", "cards_zone", "stack")), {"cards": mine, "cards_zone": mine}
    if to_players and you is not None and _DAMAGE_TO_PLAYERS.fullmatch(_DID_LEAD.sub("", text).strip()):
        w = whose(text, you, players, targets)
        if w is not None:
            return frozenset(("life",)), {"life": w}
    g = scope_of(text, burn)
    if you is not None and g != ALL and _OWN_MILL.fullmatch(_DID_LEAD.sub("", text).strip()):
        # its cards are the choosing player's alone; what the cards milled do is the rest (unnamed: any answer)
        return g, {k: frozenset((you,)) for k in g & {"cards", "cards_zone"}}
    if you is not None and g != ALL and _YOUR_ZONE.search(text):
        g = scope_of(_YOUR_ZONE.sub("", text), burn) | {"cards", "cards_zone"}
    if _TO_ANY_PLAYER.search(text):
        movers = None   # damage, or "any target": a player the words don't name may lose life (120.3a)
    w = None if g == ALL or ("zone" in g and movers is None) else whose(text, you, players, targets)
    if w is not None and "zone" in g:
        w = w | movers
    return g, ({k: w for k in g & PER_PLAYER} if w is not None else {})


# "~ gets +1/+1 for each card in your hand": its own power and toughness, counting its controller's cards (613.4c); it
# reads no power or toughness, so what changes another creature's doesn't reach it
_SELF_COUNT = re.compile(r"^~ gets \+\d+/\+\d+ for each (?:\w+ )?cards? in your (?:hand|graveyard|library)\.?$", re.I)


# a spell's sentence that changes a life total by a number written out ("Target opponent loses 3 life.", "You gain 2
# life."): it reads no answer, so what changes an answer doesn't change what it does (119.3)
_FIXED_LIFE = re.compile(r"(?:(?:target (?:opponent|player)|each (?:opponent|player)|you|its controller) )?"
                         r"(?:gains?|loses?) (?:\d+|" + "|".join(_NUMBER_WORDS) + r") life\.?", re.I)


# a spell's sentence of damage of a written amount dealt by the spell to its targets ("~ deals 2 damage to target creature
# and 2 damage to target player."): what it does reads no answer but whether each target is still legal as it resolves
# (608.2b: 115.1 its kind and zone, 702.11/702.16 hexproof and protection, its controller) — and, a player target in a
# game of three or more, whether that player is still in it (800.4a)
_FIXED_DAMAGE = re.compile(r"~ deals (?:\d+|" + "|".join(_NUMBER_WORDS) + r") damage to (?:target|any target)[\w ]*?"
                           r"(?: and (?:\d+|" + "|".join(_NUMBER_WORDS) + r") damage to (?:another )?target[\w ]*?)?\.",
                           re.I)
_TARGET_LEGALITY = frozenset(("zone", "types", "colors", "abilities", "controller"))


def _reader(text: str, burn: bool, yous: list, players, targets=None, spell: bool = False) -> tuple:
    """(what a text on the board reads, what it reaches) for each "you" it can have, merged: the same groups, but for
    a creature counting something to pump itself, which reads only what it counts, and for a ``spell``'s text, which
    reads nothing in its sentences of a fixed life change (``_FIXED_LIFE``). ``targets``: the players a spell on the
    stack targets, its "target player" (115.1)."""
    def merged(t: str) -> tuple:
        rs = [_reach_of(t, burn, y, players, targets) for y in yous]
        r = rs[0]
        for x in rs[1:]:
            r = merge_reach(r, x)
        return r
    whole = merged(text)
    if spell and whole[0] != ALL:
        sentences = re.split(r"(?<=\.)\s+", text.strip())
        damage = [x for x in sentences if _FIXED_DAMAGE.fullmatch(x)]
        rest = " ".join(x for x in sentences if not _FIXED_LIFE.fullmatch(x) and x not in damage)
        if rest != text.strip():
            reads = merged(rest) if rest else (frozenset(), {})
            if damage:   # whether its targets are still legal (608.2b): what they are, where, whose, their abilities
                legal = _TARGET_LEGALITY | ({"life"} if len(players) > 2 and any(
                    re.search(r"\b(?:player|opponent|any target)\b", x, re.I) for x in damage) else set())
                reads = merge_reach(reads, (frozenset(legal), {}))
            return reads, whole
    m = _SELF_COUNT.match(text)
    if m is None or whole[0] == ALL:
        return whole, whole
    mine = frozenset(y for y in yous if y is not None)
    reads = (frozenset(("cards", "cards_zone")), {"cards": mine, "cards_zone": mine} if mine and None not in yous else {})
    return reads, merge_reach(whole, reads)


def _meets(a: tuple, b: tuple) -> bool:
    """Whether two reaches share an answer: a group in both, for a player both can reach."""
    for k in a[0] & b[0]:
        if k not in PER_PLAYER or k not in a[1] or k not in b[1] or a[1][k] & b[1][k]:
            return True
    return False


def merge_reach(a: tuple, b: tuple) -> tuple:
    """The union of two reaches (a group unrestricted in either reaches any player)."""
    groups = a[0] | b[0]
    w = {}
    for k in groups & PER_PLAYER:
        if (k in a[0] and k not in a[1]) or (k in b[0] and k not in b[1]):
            continue
        w[k] = a[1].get(k, frozenset()) | b[1].get(k, frozenset())
    return frozenset(groups), w


def choice_scope(state, text: str, skip=(), skip_cards=()) -> frozenset:
    """What an unstated choice a resolving spell or ability offers (608.2d) can change, the words ``text`` all counted:
    the groups of :func:`choice_reach`, for any player."""
    return choice_reach(state, ((text, True),), skip, skip_cards)[0]


def choice_reach(state, parts, skip=(), skip_cards=(), you=None, targets=None, start=None, snap=None) -> tuple:
    """What an unstated choice a resolving spell or ability offers (608.2d: "You may draw a card.") can change, as
    (groups, {per-player group: the players it reaches}). ``parts``: (text, conditioned) of the instruction offering it
    and of each after it (the instructions before it were followed first and can't depend on it, 608.2c). Counted:
    the optional instruction, and each later one tied to it ("If you do", "that card", "for each", a condition) or
    touching what is reached (the same group of the same player: a draw after a mill); then, in turn, what each text of
    any object in any zone that reads what is reached can change ("~ gets +1/+1 for each card in your hand",
    "Whenever you gain life, each opponent loses 1 life": 603.2, 613.4c), its "you" its controller — until nothing
    more is reached. ``you``: the choice's player (None: every group reaches any player); ``targets``: the players
    it targets; ``snap``: the layers' result, whose abilities an effect gave or a copy made are read too. ``skip``: the
    resolving spell's object, or the ability resolving; ``skip_cards``: the card ids of the
    spell's card (the card it is in a graveyard after it resolved is not a reader). ``start``: a reach known without
    words (a card of a known kind that entered), grown through its readers first. Words the estimate can't read
    reach everything (ALL). A mana ability changes only a mana pool, unless unspent mana costs life."""
    from .abilities import ManaAbility
    burn = has_mana_burn(state)
    players = frozenset(state.player_state)
    texts, all_texts, dormant = [], [], []
    # a spell on the stack: its "target player" words are the players it targets (115.1, 601.2c), none other
    aimed = {it.oid: frozenset(t[1] for t in it.targets if t and t[0] == "player")
             for it in getattr(state, "stack", ()) if it.oid is not None and it.slots}
    for o in state.objects.values():
        if any(o.oid == k for k in skip) or o.card_id in skip_cards:
            continue
        w = snap.work.get(o.oid) if snap is not None else None
        ctl = {o.owner, o.controller} | ({w.controller} if w is not None and w.controller else set())
        own = getattr(o.card, "abilities", ()) or ()
        # and the abilities an effect gives it or a copy makes it have (613.1a, 613.1f: "Enchanted creature has
        # '…'"): not printed on it, their "you" its controller too (113.6, 109.5), not the granting object's
        more = tuple(h.ability for h in (w.abilities if w is not None else ()) if not any(h.ability is a for a in own))
        for ab in (*own, *more):
            if any(ab is k for k in skip) or (isinstance(ab, ManaAbility) and not burn):
                continue
            t = re.sub(r"\([^)]*\)", "", getattr(ab, "text", "") or "").strip()
            all_texts.append(t)
            known = keyword_reader(ab, scope_of) or permission_reader(ab)
            if known is not None:   # a permission to cast from a graveyard: its rule tells (kb.engine.castpermission)
                texts.append(known)
            elif t:
                # its "you" is its controller (or its owner, or the controller an effect gave it: each counted); an
                # instant's or sorcery's text in a hand, a library or a graveyard does nothing (113.6) unless the card
                # is cast: it reads what is reached only when a spell may be (the reach touches the stack)
                (dormant if ab.kind == "spell" and o.zone != "stack" else texts).append(_reader(t, burn, sorted(ctl) if you is not None else [None], players,
                                     aimed.get(o.oid) if ab.kind == "spell" else None, ab.kind == "spell"))
    # damage dealt to a player changes that player's life alone (120.3a-b) unless a source may have lifelink (120.3f:
    # its controller gains life) or the damage may be dealt to a planeswalker or battle instead (306.7 of 2009-2017)
    kinds = [w.types for w in snap.work.values() if w.zone == "battlefield"] if snap is not None else \
        [o.card.types for o in state.objects.values() if o.zone == "battlefield"]
    to_players = not any(re.search(r"\blifelink\b", t, re.I) for t in all_texts) and \
        not any({"Planeswalker", "Battle"} & set(k) for k in kinds)
    # whose objects a zone change of the words can move: their owners' and controllers' (kb.engine.unknowns._reach_of)
    movers = frozenset(p for o in state.objects.values() for p in (o.owner, o.controller) if p) | \
        frozenset(w.controller for w in (snap.work.values() if snap is not None else ()) if w.controller)
    reach = (frozenset(), {})
    if start is not None:
        reach = _close(start, texts)
        if dormant and (reach[0] == ALL or "stack" in reach[0]):
            texts += dormant
            dormant.clear()
            reach = _close(reach, texts)
    rest = list(parts)
    first = start is None
    while rest:
        for i, (t, cond) in enumerate(rest):
            r = _reach_of(t, burn, you, players, targets, to_players, movers)
            if first or cond or _REFERS.search(t) or _meets(r, reach):
                reach = _close(merge_reach(reach, r), texts)
                if dormant and (reach[0] == ALL or "stack" in reach[0]):
                    texts += dormant
                    dormant.clear()
                    reach = _close(reach, texts)
                first = False
                del rest[i]
                break
        else:
            break
        if reach[0] == ALL:
            return ALL, {}
    short = _may_deck(state, reach, [t for t, _c in parts])
    if short:   # 704.5b: a player who drew from an empty library loses the game ("lost": an answer of the life group)
        if len([p for p in state.player_state.values() if getattr(p, "in_game", True)]) >= 3:
            return ALL, {}   # 800.4a: a player who loses leaves a multiplayer game with their objects
        reach = _close(merge_reach(reach, (frozenset(("life",)), {"life": short})), texts)
        if reach[0] == ALL:
            return ALL, {}
    if "life" in reach[0] and _may_leave(state, reach, [t for t, _c in parts] + all_texts):
        return ALL, {}   # 800.4a: a player at 0 life leaves a multiplayer game and takes their objects with them
    return reach


# words that make a player draw (121.1): from a library with fewer cards than that, the player loses (704.5b)
_DRAW_WORD = re.compile(r"\bdraws?\b", re.I)
_DRAW_N = re.compile(r"\bdraws? (a|an|one|two|three|four|five|six|seven|eight|nine|ten|\d+) (?:additional )?cards?\b", re.I)


def _may_deck(state, reach: tuple, texts: list) -> frozenset:
    """The players whose cards the reach changes who may draw from an empty library through the words ``texts``
    (704.5b: they lose the game): a library smaller than the most cards the words draw (any number, when one isn't
    written as a number)."""
    if "cards" not in reach[0]:
        return frozenset()
    most = 0
    for t in texts:
        counted = [m.group(1).lower() for m in _DRAW_N.finditer(t)]
        if len(_DRAW_WORD.findall(t)) > len(counted):
            most = None   # "draw cards equal to …", "draws X cards": no number written
            break
        for n in counted:
            most = max(most, int(n) if n.isdigit() else 1 if n in ("a", "an") else _NUMBER_WORDS.index(n))
    if most == 0:
        return frozenset()
    ps = {n: p for n, p in state.player_state.items() if getattr(p, "in_game", True)}
    whom = reach[1].get("cards", frozenset(ps))
    # a library the scenario says nothing of is never emptied by a draw (kb.engine.players.Player.unknown None)
    return frozenset(n for n in whom if n in ps and ps[n].library_size() is not None
                     and (most is None or ps[n].library_size() < most))


def _may_leave(state, reach: tuple, texts: list) -> bool:
    """Whether a life total the reach changes may fall to 0 (704.5a) in a game of three or more players, where the
    player then leaves with their objects (800.4a): the largest amount of life the words can take (any amount when one
    isn't written as a number) against the life of each player reached."""
    ps = {n: p for n, p in state.player_state.items() if getattr(p, "in_game", True)}
    losses = [m for t in texts for m in _LIFE_LOSS.finditer(t)]
    if len(ps) < 3 or not losses:
        return False
    amounts = [re.findall(r"\b(\d+|" + "|".join(_NUMBER_WORDS) + r")\b", m.group(0), re.I) for m in losses]
    most = None if any(not a for a in amounts) else max(
        int(x) if x.isdigit() else _NUMBER_WORDS.index(x.lower()) for a in amounts for x in a)
    whom = reach[1].get("life", frozenset(ps))
    return any(n in ps and (most is None or ps[n].life <= most) for n in whom)


def _close(reach: tuple, texts: list) -> tuple:
    """``reach`` grown through the texts that read it (and removed from ``texts``), until nothing more is reached."""
    reached = True
    while reached and reach[0] != ALL:
        reached = False
        for r in list(texts):
            if _meets(r[0], reach):
                texts.remove(r)
                new = merge_reach(reach, r[1])
                reached = reached or new != reach
                reach = new
    return (ALL, {}) if reach[0] == ALL else reach


_SUBTYPE_FIELDS = frozenset(("subtypes", "has_subtypes", "lacks_subtypes", "all_creature_types"))


def blockers(state, snap, oid: int | None, field: str, player: str | None = None, upto: int | None = None) -> list[str]:
    """Why the answer for object ``oid`` (None: a player or the stack) and ``field`` cannot be
    decided: the reasons of everything not modelled that could change it. ``player``: the answer is about that
    player (an unknown about another player's cards doesn't block it). ``upto``: only the first ``upto`` of the
    unknowns noted (those before some moment, kb.engine.payable)."""
    g = group_of(field)
    out: list[str] = []
    card_id = None
    if oid is not None:
        o = state.objects.get(oid)
        card_id = o.card_id if o is not None else (state.lki[oid].card_id if oid in state.lki else None)
    if card_id is not None and g in ("pt", "zone"):
        from .gamevalues import undecided_for   # a count the scenario can't give (an unlisted hand)
        out.extend(r for r in undecided_for(state, snap, oid, zone=g == "zone") if r not in out)
    through = filter_paths(snap)
    if g == "zone" and oid is not None and getattr(state.objects.get(oid), "zone", None) in ("hand", "library"):
        # a card in a hand or a library: what changes cards there (draw, discard, mill, search, 121, 701.9, 701.17)
        # can move it to another zone (400.7)
        through = through | {("cards_zone", "zone", False)}
    for u in state.unknowns[:upto]:
        if u.library_of is not None and state.player(u.library_of).taken <= u.taken:
            continue
        if u.library_of is not None and _order_moot(state, u):
            continue
        if u.player is not None and (oid is not None or player != u.player):
            continue
        if u.fields is not None and field not in u.fields:
            continue
        mine = u.objects is None or (card_id in u.objects if u.by_card else oid in u.objects)
        if g == "zone" and u.reach is not None and mine and _stays_put(state, snap, u, oid):
            continue
        scope, only = reach_now(state, u, snap, oid)
        if _blocks(state, snap, scope, only, field, oid, player, through, mine):
            if u.reason not in out:
                out.append(u.reason)
    for r, scope, self_oid in live_unknowns(snap, state.rule_no, mana_burn=has_mana_burn(state)):
        mine = self_oid is None or self_oid == oid
        if self_oid is None and scope != ALL:   # what reads what it changes (kb.engine.derivedreach)
            scope = _grown(snap, scope, None, oid)[0]
        if ((g in scope and mine) or _reaches(scope, g, through, mine)) and r not in out:
            out.append(r)
    if oid is not None:
        from .layers import undecided_parts   # what the edition's layer rules don't decide (kb.engine.versions)
        for r, fields, ids in undecided_parts(state, snap, filter_paths):
            # a part that writes only creature types (kb.engine.layers.artifact_creature_type_parts) leaves the card
            # types decided: it blocks the answers about subtypes alone
            hit = field in _SUBTYPE_FIELDS if fields == frozenset(("subtypes",)) else g in {group_of(f) for f in fields}
            if oid in ids and hit and r not in out:
                out.append(r)
    return _without_repeats(out)


# What reads what an unknown changes, grown to a fixed point (kb.engine.derivedreach.grown, which builds on this module
# and adds itself here as it is imported — kb.engine.state imports it, so every game has it).
GROWERS: list = []


def _grown(*args):
    if not GROWERS:   # never a narrower reach in silence
        raise RuntimeError("kb.engine.derivedreach is not loaded: what reads an unknown's changes can't be followed")
    return GROWERS[0](*args)


# the words that can move a card out of exile or out of a graveyard (400.7, 406, 404): the zone named ("exiled",
# "from your graveyard"), a keyword or keyword action that does it from there (foretell 702.143, suspend 702.62,
# plot 702.170, an Adventure 715.4, flashback 702.34, unearth 702.84 …), a return, the cards a player owns wherever
# they are, or a restart (Karn Liberated's kind)
_OUT_OF = {
    "exile": re.compile(r"\bexil|\bforet|\bsuspend|\bplot|\badventure|\bwarp|\bhideaway|\bimprint|\bhaunt|\bmadness|"
                        r"\brebound|\bcascade|\bdiscover|\bairbend|\bairbending|\boutside the game|\banywhere|\bown\b|"
                        r"\bowners?\b|aren't on the battlefield|\brestart|\breturn", re.I),
    "graveyard": re.compile(r"graveyard|\bflashback|\bunearth|\bescape|\bembalm|\beternaliz|\bretrace|\bjump-start|"
                            r"\bdisturb|\bdredge|\bscavenge|\baftermath|\bencore|\bpersist|\bundying|\breturn|\bdelve|"
                            r"\brecover|\bsoulshift|\bhaunt|\bmayhem|\bharmonize|\bblitz|\banywhere|\bown\b|\bowners?\b|"
                            r"aren't on the battlefield|\brestart", re.I),
}


def _stays_put(state, snap, u: "Unknown", oid) -> bool:
    """Whether an unstated choice (``u.reach``) can't move object ``oid`` out of the exile or graveyard it is in:
    no word of the instructions from the choice on, nor of any ability of any object in the game (printed, given by
    an effect, or on the stack), can move a card out of that zone (``_OUT_OF``), and it was there before the choice
    (its timestamp, 613.7d, not after the unknown's ``since``). "Its controller may search their
    library for a basic land card …" after "Exile target creature." leaves the exiled creature where it is (608.2c,
    400.7): where the search may put a land is another answer."""
    o = state.objects.get(oid) if oid is not None else None
    words = _OUT_OF.get(getattr(o, "zone", None)) if o is not None else None
    if words is None or o.ts > u.since:
        return False   # it came there after the choice: the choice may be what put it there (which permission cast it)
    texts = [t for t, _c in u.reach[0]]
    skip, skip_cards = (tuple(u.reach[1:3]) + ((), ()))[:2]
    for x in state.objects.values():
        if any(x.oid == k for k in skip) or x.card_id in skip_cards:
            continue   # the resolving spell's own card: its words before the choice were followed first (608.2c)
        texts += [getattr(ab, "text", "") or "" for ab in getattr(x.card, "abilities", ()) or ()]
        texts.append(getattr(x.card, "text", "") or "")
        w = snap.work.get(x.oid) if snap is not None else None   # and what an effect gave it (613.1f)
        texts += [getattr(h.ability, "text", "") or "" for h in (w.abilities if w is not None else ())]
    texts += [str(getattr(it, "text", "") or "") for it in getattr(state, "stack", ())]
    return not any(words.search(t) for t in texts)


def reach_now(state, u: "Unknown", snap, oid: int | None = None) -> tuple:
    """What unknown ``u`` reaches now, as (groups, {per-player group: players}): its scope, grown through the texts of
    the objects there now when it is an unstated choice (``u.reach``); an unknown about the game (no objects, no one
    player's cards) grown through what reads what it changes (kb.engine.derivedreach), for an answer about ``oid``."""
    scope, only = u.scope, dict(u.whose)
    if u.reach is not None and u.scope != ALL:
        scope, only = merge_reach((u.scope, only), choice_reach(state, *u.reach, snap=snap))
    if u.derived and u.objects is None and u.player is None and u.library_of is None and u.reach is None and \
            scope != ALL:
        # and what reads what it changes: a trigger on the event, a condition or a value reading it, daybound's
        # face (603.2, 611.3a, 702.145c; kb.engine.derivedreach), for any object and player (an unstated choice's
        # reach grew through the texts on the board already, player by player: choice_reach)
        scope, only = _grown(snap, scope, u.since, oid, only)
    return scope, only


def meets(a: tuple, b: tuple) -> bool:
    """Whether two reaches share an answer (a group in both, for a player both can reach)."""
    return _meets(a, b)


def _without_repeats(reasons: list[str]) -> list[str]:
    """The reasons with a cause that is listed on its own cut from the reasons derived from it: "the toughness can't be
    decided (Shock: “any target” — …)" beside "Shock: “any target” — …" reads "the toughness can't be decided"."""
    listed = sorted(set(reasons), key=len, reverse=True)
    out = []
    for r in reasons:
        short = r
        for q in listed:
            if q != r and f" ({q})" in short:
                short = short.replace(f" ({q})", "")
        if short not in out:
            out.append(short)
    return out


def _order_moot(state, u: "Unknown") -> bool:
    """Whether the unknown order of cards in a library (401.4, 701.24a) can no longer change where any of them is:
    every one of them has left a library holding no card nobody named and they are all in the same zone (drawn or
    milled together), so each card's zone is that zone whatever the order was."""
    if not (u.by_card and u.objects is not None and u.scope <= frozenset(("zone",))) or \
            state.player(u.library_of).unknown != 0:   # cards nobody named may have been taken instead
        return False
    objs = [o for o in state.objects.values() if o.card_id in u.objects]
    return len(objs) == len(u.objects) and _moved_whole(u.objects, {o.card_id: o.zone for o in objs}) not in (
        None, "library")


def _moved_whole(cards, zone_of: dict) -> str | None:
    """The one zone every card of ``cards`` (card ids of a group in an unknown order, 401.4) is in or goes to
    (``zone_of``: card id -> zone), or None when one has none or they part: each card's zone is then that zone
    whatever their order was (drawn, milled or put together), so the order doesn't matter. The one test of
    :func:`_order_moot` (after the move) and :func:`groups_moved_whole` (as the cards move)."""
    zones = {zone_of[c] for c in cards if c in zone_of}
    return next(iter(zones)) if cards and len(zones) == 1 and all(c in zone_of for c in cards) else None


def _blocks(state, snap, scope: frozenset, only: dict, field: str, oid, player, through, mine: bool) -> bool:
    """Whether an unknown that can change ``scope`` (its per-player groups for the players of ``only`` alone) can
    change this answer: directly, or through a filter on the board (:func:`_reaches`). A per-player group reaches
    another player's answer never (119, 121, 701.9a; "won" is never one player's alone, 104.2a), an object's zone in
    a hand or a library only when it is a reached player's, and through the filters of what is printed on the board
    never (choice_reach followed those words): through a granted or copied one, or the board's own paths."""
    g = group_of(field)
    if not only:
        return (g in scope and mine) or _reaches(scope, g, through, mine)
    free = frozenset(k for k in scope if k not in only)
    if (g in free and mine) or _reaches(free, g, through, mine):
        return True
    held = scope - free
    if g in held and mine and (oid is not None or player is None or player in only[g] or field == "won"):
        return True
    paths = filter_paths_granted(snap)
    o = state.objects.get(oid) if oid is not None else None
    if o is not None and "cards_zone" in only and o.owner in only["cards_zone"]:
        paths = paths | (through - filter_paths(snap))   # a card in a reached player's hand or library (400.7)
    return _reaches(held, g, paths, mine)


def filter_paths_granted(snap) -> frozenset:
    """The paths of :func:`filter_paths` (group read, group written, others) of static abilities on the battlefield
    that are not printed on their object's card (granted by an effect, copied, 613.1a, 613.1f): choice_reach reads
    only printed words."""
    got = snap.__dict__.get("_granted_paths")
    if got is None:
        got = snap._granted_paths = _paths(snap, printed=False)
    return got


def library_order_blockers(state, player: str) -> list[str]:
    """Why the order of ``player``'s library, top first, cannot be decided (401.2): the reasons of every unknown
    about where one of its cards is (a shuffle, 701.24a; cards put on the bottom in a random order, 701.57a,
    702.85a; an order chosen but not stated, 401.4). An order is random at once, so the unknowns that matter only
    once a card leaves the library (``library_of``) count here too. A library of one card has one order."""
    p = state.player(player)
    ids = {state.objects[oid].card_id for oid in p.library_cards() if oid in state.objects}
    out: list[str] = []
    if len(ids) + (2 if p.unknown is None else p.unknown) <= 1:   # one card (or none) has only one order
        return out
    for u in state.unknowns:
        if u.by_card and u.objects is not None and "zone" in u.scope and ids & u.objects and u.reason not in out:
            out.append(u.reason)
    return out


def order_groups(state, player: str) -> list:
    """:func:`_order_groups` as a list of (reason, card ids)."""
    return list(_order_groups(state, player))


def _order_groups(state, player: str):
    """The card ids of ``player``'s library cards whose places are unknown together (a shuffle, a random order, an
    order chosen but not stated: 401.4, 701.24a), each group with its reason."""
    p = state.player(player)
    lib = [state.objects[o].card_id for o in p.library_cards() if o in state.objects]
    for u in state.unknowns:
        if u.by_card and u.objects is not None and "zone" in u.scope:
            group = [c for c in lib if c in u.objects]
            if len(group) > 1:
                yield u.reason, set(group)


def library_top_blockers(state, player: str, n: int, found: int | None = None, among: int | None = None) -> list[str]:
    """Why which cards are the top ``n`` of ``player``'s library (and, ``found``, which card stops a reveal "until",
    701.20a) cannot be decided: cards whose places are unknown together lie both within the top ``n`` and below them
    (401.4: a random or unstated order; 701.24a: a shuffle), or the card that stops the reveal is one of them.
    ``among``: only whether that object is one of the top ``n`` — the groups holding it (a card of no such group is
    where the library lists it)."""
    p = state.player(player)
    top = {state.objects[o].card_id for o in p.library_cards()[:max(0, n)] if o in state.objects}
    stop = state.objects[found].card_id if found in state.objects else None
    held = state.objects[among].card_id if among in state.objects else None
    out: list[str] = []
    for reason, group in _order_groups(state, player):
        if among is not None and held not in group:
            continue
        if group & top and (not group <= top or stop in group) and reason not in out:
            out.append(reason)
    return out


ORDER_UNREACHED = sys.maxsize   # Unknown.taken of cards whose order alone is unknown, until one of them leaves


def bottom_order_reached(state, owner: str, card_id) -> None:
    """A card of ``owner``'s library leaves it: if it is one of cards put together in a library in an unknown order
    (401.4: a random or unstated order; Unknown.taken ORDER_UNREACHED), the card taken could be any of them, so the
    order now matters (taken -1). Counting the cards above them instead goes stale when a card above is moved below
    them within the library (no card leaves, 400.7), so the order is reached by the cards themselves."""
    from dataclasses import replace
    for i, u in enumerate(state.unknowns):
        if u.library_of == owner and u.taken == ORDER_UNREACHED and u.objects is not None and card_id in u.objects:
            state.unknowns[i] = replace(u, taken=-1)


def chosen_from_library(state, owner: str, card_id) -> None:
    """A card of ``owner``'s library that a search found leaves it (701.23a): the searcher chose that card, chance
    didn't. For a shuffled library whose order hasn't mattered yet (Unknown.taken: no card has left it since) and for
    cards in an unknown order (401.4; ORDER_UNREACHED), this card is no longer one in doubt, and its leaving doesn't
    make the order matter: the unknown's baseline counts it (as a card put on top after a shuffle does). Called just
    before the owner's ``taken`` count goes up for this card."""
    from dataclasses import replace
    taken = state.player(owner).taken
    for i, u in enumerate(state.unknowns):
        if u.library_of != owner or u.objects is None or card_id not in u.objects:
            continue
        if u.taken == taken:
            state.unknowns[i] = replace(u, objects=u.objects - {card_id}, taken=u.taken + 1)
        elif u.taken == ORDER_UNREACHED:
            state.unknowns[i] = replace(u, objects=u.objects - {card_id})


def groups_moved_whole(state, moves) -> list:
    """The reasons of the groups of library cards in an unknown order (401.4; Unknown.taken ORDER_UNREACHED) whose
    cards still in the library all leave it together, to one zone, in ``moves`` ((oid, zone, opts) of one event):
    each card's zone is then the same whatever their order, so the order is never reached (:func:`order_unreached`
    after the move; "Mill four cards" taking a random bottom whole)."""
    zone_of = {state.objects[oid].card_id: zone for oid, zone, _o in moves
               if oid in state.objects and state.objects[oid].zone == "library"}
    out = []
    for u in state.unknowns:
        if u.library_of is None or u.taken != ORDER_UNREACHED or u.objects is None:
            continue
        lib = {state.objects[o].card_id for o in state.player(u.library_of).library_cards() if o in state.objects}
        if _moved_whole(u.objects & lib, zone_of) is not None:
            out.append(u.reason)
    return out


def order_unreached(state, reasons) -> None:
    """The groups :func:`groups_moved_whole` found, left whole: their order is not reached (taken ORDER_UNREACHED)."""
    from dataclasses import replace
    for i, u in enumerate(state.unknowns):
        if u.reason in reasons and u.library_of is not None and u.taken == -1:
            state.unknowns[i] = replace(u, taken=ORDER_UNREACHED)


def filter_paths(snap) -> frozenset:
    """How a change to one group of answers reaches another through the static abilities on the board (613.8):
    (group read, group written, whether it reaches other objects). "Creatures with flying get +1/+1" reads abilities
    and writes power and toughness, of the object whose abilities changed; "as long as you control a creature with
    flying" and "+1/+1 for each creature with flying" read them to change other objects too. An unknown that can
    change what such a filter reads can change what its effect writes."""
    got = snap.__dict__.get("_filter_paths")
    if got is not None:
        return got
    got = snap._filter_paths = _paths(snap)
    return got


def _paths(snap, printed: bool = True) -> frozenset:
    """filter_paths' paths, or (``printed`` False) those of the abilities not printed on their object's card."""
    from .abilities import StaticAbility
    out = set()
    for w in snap.work.values():
        if w.zone != "battlefield":
            continue
        own = getattr(getattr(w.obj, "card", None), "abilities", ()) or ()
        for h in w.abilities:
            if not isinstance(h.ability, StaticAbility) or (not printed and any(h.ability is a for a in own)):
                continue
            for tpl in h.ability.templates:
                writes = {group_of(f) for op in tpl.ops for f in op.writes}
                sel = getattr(tpl.selector, "reads", frozenset()) if tpl.selector is not None else frozenset()
                cond = getattr(tpl.condition, "reads", frozenset()) if tpl.condition is not None else frozenset()
                dyn = {f for op in tpl.ops if op.dynamic for f in op.reads}
                for reads, others in ((sel, False), (cond, True), (dyn, True)):
                    out |= {(group_of(r), x, others) for r in reads if group_of(r) != "zone" for x in writes}
    return frozenset(out)


def selector_doubt(state, snap, selector, oids=None) -> list[str]:
    """Why which objects ``selector`` finds can't be decided (a trigger's description of its objects, an instruction's
    "each creature with power 4 or greater", a condition's "if you control a creature with flying", a count's "for
    each creature with flying you control"): something not modelled can change a characteristic the selector reads
    (its zone aside) of an object on the battlefield (or of each of ``oids``). Empty when nothing can."""
    reads = frozenset(getattr(selector, "reads", None) or ()) - {"zone"}
    if not reads or state.__dict__.get("_in_selector_doubt"):
        return []
    state._in_selector_doubt = True   # a count inside a characteristic it reads is not looked into again
    try:
        why: list[str] = []
        ids = oids if oids is not None else [i for i, w in snap.work.items() if w.zone == "battlefield"]
        zones = frozenset(getattr(selector, "zones", None) or ()) - {"battlefield"}
        if zones and oids is None and reads - {"controller"}:
            # a card counted in a graveyard, a hand, exile: one taken from an unknown library order? (its cards share
            # an owner, so only a selector reading more than whose they are can tell which was taken)
            why.extend(order_taken_blockers(state, {w.obj.card_id for w in snap.work.values() if w.zone in zones}))
        # a card nobody named (kb.engine.unnamed): what it is is hidden, but what a cost it paid says of it
        unnamed = ids if oids is not None else [i for i, w in snap.work.items() if w.zone in zones]
        for oid in unnamed:
            w = snap.get(oid)
            r = unnamed_doubt(w.obj.card, selector, w.obj.alias) if w is not None else None
            if r and r not in why:
                why.append(r)
        for oid in ids:
            for f in sorted(reads):
                why.extend(r for r in blockers(state, snap, oid, f) if r not in why)
        return why
    finally:
        state._in_selector_doubt = False


SELECTOR_DOUBT.append(selector_doubt)   # for the counts (kb.engine.filters, below this module)


def _reaches(scope: frozenset, g: str, through: frozenset, mine: bool) -> bool:
    """Whether an unknown that can change ``scope`` can change group ``g`` through a filter on the board (of the
    object it affects, or of any object when the filter is a condition or a count)."""
    return any(w == g and r in scope and (mine or others) for r, w, others in through)


# A static whose one effect is that permanents can't be turned face up (708.7 names who may turn one face up).
_FACE_UP_ONLY = re.compile(r"^[^.]*\bcan't be turned face up\b[^.]*\.?$", re.I)


def live_unknowns(snap, rule_no, only: int | None = None, mana_burn: bool = False) -> list[tuple[str, frozenset, int | None]]:
    """What is not modelled among the objects on the battlefield and the stack now (or object ``only``):
    (reason, the groups of answers it could change, the object it alone affects or None); ``mana_burn`` as in
    :func:`scope_of`; ``rule_no`` numbers the rules a reason cites (:func:`unread_rule`)."""
    out = []
    from .abilities import functions_in, functions_in_command, may_define_characteristics
    for w in (snap.work.values() if only is None else [x for x in (snap.work.get(only),) if x is not None]):
        # 114.4, 113.6p: an emblem's or a face-up scheme's or plane's abilities function in the command zone
        elsewhere = w.zone not in ("battlefield", "stack") and not functions_in_command(w)
        for h in w.abilities:
            ab = h.ability
            if elsewhere and not functions_in(ab, w.zone) and not may_define_characteristics(ab):
                continue   # 113.6: it works only on the battlefield (a characteristic-defining one everywhere, 604.3)
            kind = getattr(ab, "kind", "")
            if kind == "unmodelled":
                if ab.guess in ("activated", "cost"):
                    continue
                if ab.guess == "triggered" and ab.spec is not None and (
                        not ab.unaccounted or unread_trigger_events(ab.text) is not None):
                    continue  # noted when it triggers (or, its condition read in part, when an event its words name
                    # happens: kb.engine.sba); one whose words name no event is an unknown all along (below)
                if ab.guess == "triggered" and NEVER_PERFORMED.match(ab.text):
                    continue  # an event no step of a scenario can make happen
                if ab.guess == "triggered" and unread_trigger_events(ab.text) is not None:
                    continue  # noted when an event of its kind happens (603.2; kb.engine.sba)
                if w.zone == "stack" and ab.guess not in ("static", "replacement"):
                    continue
                text = ab.text
                # only about itself when "~" alone is the subject ("~ and other creatures ..." is not) of its one
                # sentence ("~ escapes with … counters. When it enters this way, each opponent sacrifices …" is not)
                self_only = ab.guess == "static" and re.match(r"~(?:'s)? (?!and\b|or\b|and/or\b)", text) is not None \
                    and re.search(r"[.!?][\"\u201d]?\s+\S", text.strip()) is None
                keyword_line = _unread_keyword_line(text)
                r = (f"{w.obj.alias}'s \u201c{text.replace('~', w.obj.card.name)}\u201d is not modelled "
                     f"({unread_rule('keyword' if keyword_line else ab.guess, rule_no)})")
                scope = ALL if keyword_line else scope_of(text, mana_burn)
                only = w.oid if self_only else None
                if ab.guess == "static" and _FACE_UP_ONLY.match(text) and not any(
                        x.obj.face_down for x in snap.work.values() if x.zone == "battlefield"):
                    continue   # "... can't be turned face up": it changes face-down permanents alone (708.7), none here
                if ab.guess == "static" and _ATTACHED_SUBJECT.match(text) and w.zone == "battlefield" and \
                        w.attached_to is None:
                    continue   # "Fortified land has …" of a permanent attached to nothing: its subject doesn't exist,
                    # it changes nothing now (303.4, 301.5, 301.6); once attached it is about that object (below)
                if ab.guess == "static" and _ATTACHED_SUBJECT.match(text) and scope <= _OBJECT_GROUPS:
                    # "Enchanted creature gets ...": the object it is attached to alone (303.4, 301.5)
                    only = w.attached_to if isinstance(w.attached_to, int) else -1
                out.append((r, scope, only))
            elif kind == "keyword":
                base = _keyword_base(ab.name)
                if keyword_known(ab.name):
                    continue
                if w.zone == "stack" and base not in ("split second", "storm", "cascade", "rebound", "buyback",
                                                      "flashback", "replicate", "epic"):
                    continue
                out.append((f"{w.obj.alias}'s keyword \u201c{ab.name}\u201d is not modelled "
                            f"({unread_rule('keyword', rule_no)})", ALL, None))
    return out


def _unread_keyword_line(text: str) -> bool:
    """Whether an unread line is a keyword of 702 with words of its own ("Cumulative upkeep—An opponent gains 1 life"):
    what a keyword does is its rule's, not what its words say, so it could change any answer."""
    from .keywordlist import KEYWORD_NAMES
    m = re.match(r"([A-Za-z][A-Za-z !-]*?)\s*(?:[\u2014-]|\{|\d|$)", (text or "").strip())
    return m is not None and m.group(1).strip().lower() in KEYWORD_NAMES


def remember(state, snap, only: int | None = None) -> None:
    """Keep what is not modelled after its object is gone: an unread ability that was on the battlefield
    or the stack may have changed what happened while it was there (never a false answer once its
    permanent has left). A self-only ability stays tied to its card (the same card in its new zone)."""
    if only is None:
        if state.__dict__.get("_remembered_snap") is snap:
            return
        state._remembered_snap = snap
    seen = state.__dict__.setdefault("_remembered", set())
    for r, scope, self_oid in live_unknowns(snap, state.rule_no, only, mana_burn=has_mana_burn(state)):
        if r in seen:
            continue
        seen.add(r)
        card = None
        if self_oid is not None:
            o = state.objects.get(self_oid)
            card = o.card_id if o is not None else None
        state.unknowns.append(Unknown(r, scope, since=state.clock,
                                      objects=frozenset((card,)) if card is not None else None, by_card=card is not None))


def note_derived(state, reason: str, scope: frozenset = frozenset(("zone", "life", "pt", "cards", "stack", "controller",
                                                                      "abilities", "types", "colors", "name", "mana"))) -> None:
    """An action used a value the engine can't decide (a power, a toughness): what follows from it can't be
    decided either."""
    seen = state.__dict__.setdefault("_remembered", set())
    if reason not in seen:
        seen.add(reason)
        state.unknowns.append(Unknown(reason, scope, since=state.clock))


def undecided_value(state, snap, oid: int, field: str = "pt") -> list[str]:
    """The reasons an object's ``field`` can't be decided now (empty when it can)."""
    return blockers(state, snap, oid, field)


def keyword_known(name: str) -> bool:
    """Whether the engine applies keyword ``name`` (MODELLED_KEYWORDS) or it works only from another zone or while
    casting (ELSEWHERE_KEYWORDS); any other keyword on the battlefield is "not modelled (702)", and a face with one
    is not fully modelled (kb.engine.coverage)."""
    low = name.lower()
    return _keyword_base(name) in MODELLED_KEYWORDS or _keyword_base(name) in ELSEWHERE_KEYWORDS or \
        any(low.startswith(k) for k in ELSEWHERE_KEYWORDS)


def _keyword_base(name: str) -> str:
    """The keyword of instance ``name`` as this module's lists name it (kb.engine.keywordbase.keyword_family): one
    the engine models ("protection from red": "protection from"; "islandwalk": landwalk, 702.14a; "swampcycling {2}":
    cycling, 702.29f), else the keyword as written ("eternalize-{2}{W}{W}, Discard a card": eternalize, the cost
    after the dash, kb.engine.keywords.MULTIPART_COST_KEYWORDS). A modelled keyword whose cost is words after a
    dash ("Ward—Sacrifice two permanents") is not that keyword here: the engine pays such a keyword's cost as mana
    only (kb.engine.keywords), so it stays unread."""
    n = name.lower().strip()
    fam = keyword_family(n, MODELLED_KEYWORDS)
    if fam in MODELLED_KEYWORDS and re.match(rf"{re.escape(fam)}[-\u2014](?!\{{)", n):
        return n
    return fam


# the citation concepts (kb.engine.concepts) of the rules an unread ability of each kind falls under
_KIND_CONCEPTS = {"static": ("static_ability", "static_not_locked"), "replacement": ("replacement",),
                  "triggered": ("trigger",), "activated": ("activate",), "cost": ("cast_total_cost",),
                  "spell": ("resolve",), "keyword": ("keyword_abilities",)}


def unread_rule(kind: str, rule_no) -> str:
    """The rules an unread ability of ``kind`` (a :func:`kb.engine.cardtext.guess_kind`, or "keyword") falls under, numbered as the
    game's edition numbers them (``rule_no``: :meth:`kb.engine.state.GameState.rule_no`): 604.1 and 611.3a today are
    405.1 and 418.4a in 2008, when 604 and 611 were rules of multiplayer games."""
    return ", ".join(rule_no(c) for c in _KIND_CONCEPTS[kind])
