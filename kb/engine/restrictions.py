"""Effects that change what players may do: the "can't" rules (101.2) of static abilities and of
resolved spells, read from their words into plain values and checked where the rules consult them.

A restriction is a :class:`Restriction`: which action it is about (``cast`` 601.3, ``activate`` 602.5,
``play_land`` 305.1, ``lose`` / ``win`` 104.2-104.3, ``legend_rule`` 704.5j), whose actions (``players``:
every player, the effect's controller, that player's opponents, the enchanted player, a target player),
which objects (the spells, the permanents whose abilities, the legendary permanents: a selector, the
name chosen as the source entered, or any) and its conditions ("more than one spell each turn", "only
during their own turns", "only any time they could cast a sorcery", "During your turn, ...", "during
combat", "from graveyards", "unless they're mana abilities", "with {X} in their mana costs"). When a
prohibition on casting is checked is dated (versions ``cast_prohibition``: as the player begins until
2015-07-17, after the proposal since, so an X chosen counts in the mana value).

It is carried by a :class:`RestrictionOp`, a rules effect (613.11), so it exists exactly while its
source has the ability (a static ability: while on the battlefield, 611.3a; "As long as ..." conditions
as for any static ability) or for its duration (a resolved "this turn" effect, 611.2a). The checks look at
the rules effects of the current evaluation (``snap.rules``) each time the rule is consulted, so a
restriction whose source left no longer applies.

Text of this family the reader doesn't understand is not silently ignored: :func:`read_restriction`
raises :class:`ParseError` and the ability stays unmodelled, so what it could change is "cannot decide"
(kb.engine.unknowns, and the ``_do`` guard of kb.engine.scenario for players' actions).
"""
from __future__ import annotations

import re
from dataclasses import dataclass, replace

from .text import player_poss as _poss
from .effects import RulesOp
from .errors import ParseError
from .whodid import ATTACKED, player_attacked, read_attacked_prefix
from .samevalue import UNBOUND as SAME_VALUE, same_value_matches, split_same_value

__all__ = ["Restriction", "RestrictionOp", "read_restriction", "cast_prohibited", "activation_prohibited",
           "land_play_prohibited", "cant_lose", "cant_win", "filter_losses", "legend_rule_exempt", "restriction_effects",
           "record_cast", "bind_players", "search_prohibited", "who_says", "counters_prohibited", "player_counters_prohibited", "cant_gain_life", "cant_lose_life", "EXILED_NAME",
           "activation_limits", "activation_refused", "once_unstated"]

_NUMBERS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "a": 1, "an": 1}


@dataclass(frozen=True)
class Restriction:
    """What a "can't" effect forbids, as plain values (see the module docstring)."""

    action: str                      # 'cast' | 'activate' | 'play_land' | 'lose' | 'win' | 'legend_rule' |
                                     # 'counters' | 'player_counters' | 'gain_life' | 'lose_life' | 'search'
    players: str = "each"            # 'each' | 'you' | 'opponents' (relative to the effect's controller) |
                                     # 'enchanted' (the player an Aura enchants) | 'subject' → 'named' (target player)
    objects: object = None           # Selector | AnyOf | None (any) | "chosen name"
    more_than: int | None = None     # "can't cast more than N spells each turn"
    only: str | None = None          # 'own_turn' | 'sorcery': "can cast spells only during their own turns"
    during: str | None = None        # 'your_turn' | 'not_your_turn': "During your turn, ..."
    except_mana: bool = False        # "... unless they're mana abilities"
    x_in_cost: bool = False          # "spells with {X} in their mana costs"
    named: tuple = ()                # players == 'named': the players a resolved effect chose ("target player")
    from_zones: tuple = ()           # "spells from graveyards or libraries": the zones cast from
    not_from: bool = False           # "from anywhere other than their hands": from_zones are the allowed ones
    loyalty_only: bool = False       # "loyalty abilities"
    except_loyalty: bool = False     # "abilities that aren't mana abilities or loyalty abilities" (606.3)
    counter: str | None = None       # 'counters' / 'player_counters': the kind ("-1/-1", "poison"); None: any kind
    life_total: bool = False         # 'gain_life' / 'lose_life': written "[Your] life total can't change" (both)
    history: str | None = None       # 'attacked': only the players who attacked with a creature this turn (kb.engine.whodid)
    text: str = ""

    def describe(self) -> str:
        return self.text


@dataclass(frozen=True, eq=False)
class RestrictionOp(RulesOp):
    """A rules effect (613.11) that forbids an action: the :class:`Restriction` it carries."""

    restriction: Restriction | None = None


# --- reading --------------------------------------------------------------------------------------------
_PLAYERS = {"each player": "each", "players": "each", "your opponents": "opponents", "each opponent": "opponents",
            "each of your opponents": "opponents", "you": "you", "opponents": "opponents", "enchanted player": "enchanted"}
# "Opponents" alone (Academic Probation) are the controller's opponents, as "your opponents" (102.2, 102.3)
_PLAYER_RE = r"(Each player|Players|Your opponents|Opponents|Each opponent|Each of your opponents|You|Enchanted player)"


_COUNTER_KIND = r"[+-]\d+/[+-]\d+|(?!more\b|any\b|no\b)[a-z]+"   # "-1/-1", "poison" (122.1); not "more than N"


class _Reader:
    """The parser's context for one ability and its selector reader (kb.engine.parser.parse_selector, passed in by
    the parser so that this module stays below it)."""

    def __init__(self, pc, parse_selector):
        self.pc = pc
        self.card = getattr(pc, "card", None)
        self.parse_selector = parse_selector


def _selector(phrase: str, pc: _Reader, zone: str):
    from .filters import ALL_ZONES
    zones = frozenset((zone,)) if zone != "any" else frozenset(ALL_ZONES)
    return pc.parse_selector(phrase, pc.pc, default_zone=zones)


_NOT_PERMANENT = re.compile(r"\b(?:cards?|spells?|sources?|schemes?)\b", re.I)


def _activated_of(phrase: str, pc: _Reader):
    """The objects whose activated abilities "activate abilities of [phrase]" names: a description with a card type
    but without "card", "spell", "source" or "scheme" means permanents on the battlefield (109.2) — "abilities of
    artifacts, creatures, or enchantments" doesn't stop cycling a creature card in a hand (Grand Abolisher's ruling of
    2011-09-22) — and "sources with …" or "… cards in graveyards" look in every zone or the one they name."""
    return _selector(phrase, pc, "any" if _NOT_PERMANENT.search(phrase) else "battlefield")


def _spells(phrase: str, pc) -> tuple[object, bool]:
    """"noncreature spells with {X} in their mana costs" → (selector of the spells, the {X} condition)."""
    p = phrase.strip()
    x_in_cost = False
    m = re.fullmatch(r"(.+?) with \{X\} in (?:their|its) mana costs?", p)
    if m:
        p, x_in_cost = m.group(1), True
    if re.fullmatch(r"(?:a )?spells?", p, re.I):
        return None, x_in_cost
    if re.fullmatch(r"spells? with the chosen name", p, re.I):
        return _CHOSEN_NAME, x_in_cost
    if re.fullmatch(r"spells? with the same name as (?:the exiled card|a card exiled with ~)", p, re.I):
        return EXILED_NAME, x_in_cost
    return _selector(p, pc, "stack"), x_in_cost


_CHOSEN_NAME = "chosen name"   # a marker: the objects named by the choice made as the source entered
EXILED_NAME = "exiled name"   # a marker: the objects with the name of a card exiled with the source (607.2a)


def singular_phrase(p: str) -> str:
    return re.sub(r"s\b", "", p.strip().lower())


def read_restriction(sentence: str, pc, *, parse_selector, text: str | None = None) -> tuple[Restriction, ...] | None:
    """The restrictions a sentence of rules text states, or None when it is not one of them. A sentence
    of this family with words the reader doesn't know raises ParseError (never a partial reading).
    ``pc``: the parser's context; ``parse_selector``: kb.engine.parser.parse_selector."""
    if not isinstance(pc, _Reader):
        pc = _Reader(pc, parse_selector)
    s = sentence.strip().rstrip(".")
    text = text or s
    during = None
    m = re.fullmatch(r"During (your|each opponent's|your opponents') turns?, (.+)", s)
    if m:
        during = "your_turn" if m.group(1) == "your" else "not_your_turn"
        s = m.group(2)[0].upper() + m.group(2)[1:]
    # "You can't lose the game and your opponents can't win the game."
    # (not an " and " inside a quoted ability: 'Equipped creature has "You can't lose the game and ..."' grants one, 113.1b)
    parts = re.split(r" and (?=(?:each player|players|your opponents|each opponent|each of your opponents|you) can)", s)
    if len(parts) == 2 and '"' not in s and all(re.search(r"\bcan(?:'t| only)?\b", p) for p in parts):
        first = read_restriction(parts[0], pc, parse_selector=parse_selector, text=text)
        second = read_restriction(parts[1][0].upper() + parts[1][1:], pc, parse_selector=parse_selector, text=text)
        if first and second:
            return tuple(replace(r, during=during or r.during) for r in first + second)
    who_attacked = read_attacked_prefix(s)   # "Each opponent who attacked with a creature this turn can't …" (whodid)
    same = split_same_value(who_attacked or s)   # "… spells with the same mana value as that spell" (samevalue)
    out = _one(same or who_attacked or s, pc, text)
    if out is None:
        return None
    if same is not None:
        if any(r.action != "cast" or r.objects is not None for r in out):
            raise ParseError(s, "“the same mana value as that spell” of other objects is not read", pc.card)
        out = tuple(replace(r, objects=SAME_VALUE) for r in out)
    if who_attacked:
        out = tuple(replace(r, history=ATTACKED) for r in out)
    return tuple(replace(r, during=during) for r in out) if during else out


def _one(s: str, pc, text: str) -> tuple[Restriction, ...] | None:
    from .handlock import read_hand_lock
    who = read_hand_lock(s)
    if who is not None:   # "You can't play lands or cast spells from your hand." (101.2, 305.1, 601.3; kb.engine.handlock)
        return (Restriction("play_land", players=_PLAYERS[who.lower()], from_zones=("hand",), text=text),
                Restriction("cast", players=_PLAYERS[who.lower()], from_zones=("hand",), text=text))
    # older wording (before 2009-07-11 spells and abilities were "played"): the same restrictions
    if re.match(r"Activated abilities\b", s):
        s = re.sub(r"\bcan't be played\b", "can't be activated", s)
    elif re.search(r"\bspells?\b", s):
        s = re.sub(r"\b(can't|can) play\b", r"\1 cast", s)
        s = re.sub(r"\bcan't be played\b", "can't be cast", s)
        s = re.sub(r"\bcan't play more than\b", "can't cast more than", s)
    # the legend rule (704.5j) turned off, for every permanent or some
    m = re.fullmatch(r"The [\"“]legend rule[\"”] doesn't apply(?: to (.+))?", s)
    if m:
        sel = _selector(m.group(1), pc, "battlefield") if m.group(1) else None
        return (Restriction("legend_rule", objects=sel, text=text),)
    # players can't lose / win the game (104.3, 104.2)
    m = re.fullmatch(rf"{_PLAYER_RE} can't (lose|win) the game", s)
    if m:
        return (Restriction(m.group(2), players=_PLAYERS[m.group(1).lower()], text=text),)
    m = re.fullmatch(rf"{_PLAYER_RE} (?:don't|doesn't) lose the game for having 0 or less life", s)
    if m:   # the state-based action of 704.5a alone doesn't make them lose (the card wins over the rules, 101.1);
        # any other way to lose still does (704.5b-c, an effect that says they lose: kb.engine.sba)
        return (Restriction("lose_zero_life", players=_PLAYERS[m.group(1).lower()], text=text),)
    m = re.fullmatch(rf"{_PLAYER_RE} can't search libraries", s)
    if m:   # 701.23a: no library is searched (the "can't" wins, 101.2; kb.engine.actions_cards)
        return (Restriction("search", players=_PLAYERS[m.group(1).lower()], text=text),)
    # casting (601.3)
    m = re.fullmatch(rf"{_PLAYER_RE} can't cast more than (\w+) (.+?) each turn", s)
    if m:
        n = _NUMBERS.get(m.group(2).lower()) if not m.group(2).isdigit() else int(m.group(2))
        if n is None:
            raise ParseError(s, "a number of spells the engine can't read", pc.card)
        sel, x = _spells(m.group(3), pc)
        return (Restriction("cast", players=_PLAYERS[m.group(1).lower()], objects=sel, more_than=n, x_in_cost=x,
                            text=text),)
    m = re.fullmatch(r"Each player who has cast an? (.+?) this turn can't cast additional (.+?)", s)
    if m and singular_phrase(m.group(1)) == singular_phrase(m.group(2)):   # = "can't cast more than one ... each turn"
        sel, x = _spells(m.group(2), pc)
        return (Restriction("cast", objects=sel, more_than=1, x_in_cost=x, text=text),)
    m = re.fullmatch(rf"{_PLAYER_RE} can cast spells and activate abilities only during (?:their|your) own turns?", s)
    if m:
        who = _PLAYERS[m.group(1).lower()]
        return (Restriction("cast", players=who, only="own_turn", text=text),
                Restriction("activate", players=who, only="own_turn", text=text))
    m = re.fullmatch(rf"{_PLAYER_RE} can cast (.+?) only (during (?:their|your) own turns?|during (?:their|your) turns?|"
                     r"any time (?:they|you) could cast a sorcery)", s)
    if m:
        sel, x = _spells(m.group(2), pc)
        only = "sorcery" if "sorcery" in m.group(3) else "own_turn"
        return (Restriction("cast", players=_PLAYERS[m.group(1).lower()], objects=sel, only=only, x_in_cost=x,
                            text=text),)
    m = re.fullmatch(rf"{_PLAYER_RE} can't cast (spells|.+? spells) or activate abilities of (.+?)"
                     r"( unless they're mana abilities)?", s)
    if m:   # "... can't cast spells or activate abilities of artifacts, creatures, or enchantments"
        sel, x = _spells(m.group(2), pc)
        who = _PLAYERS[m.group(1).lower()]
        return (Restriction("cast", players=who, objects=sel, x_in_cost=x, text=text),
                Restriction("activate", players=who, objects=_activated_of(m.group(3), pc),
                            except_mana=bool(m.group(4)), text=text))
    m = re.fullmatch(rf"{_PLAYER_RE} can't cast (.+?)( during your turn| during combat)?", s)
    if m:   # "... from graveyards or libraries", "... from anywhere other than their hands" (the zone cast from)
        phrase, zones, not_from = m.group(2), (), False
        mz = re.fullmatch(r"(.+?) from (anywhere other than )?(?:their |your )?((?:hands?|graveyards?|librar(?:y|ies)|exile)"
                          r"(?:,? (?:or|and) (?:their |your )?(?:hands?|graveyards?|librar(?:y|ies)|exile))*)", phrase)
        if mz:
            phrase, not_from = mz.group(1), bool(mz.group(2))
            zones = tuple(sorted({"hand" if z.startswith("hand") else "graveyard" if z.startswith("graveyard") else
                                  "library" if z.startswith("librar") else "exile"
                                  for z in re.findall(r"hands?|graveyards?|librar(?:y|ies)|exile", mz.group(3))}))
    if m and re.search(r"\bspells?(?: with mana value \d+ or (?:less|greater|more)| with (?:even|odd) mana values?| with the chosen name|"
                       r" with the same name as (?:the exiled card|a card exiled with ~))?$|"
                       r"\bspells? with \{X\}", phrase):
        sel, x = _spells(phrase, pc)
        during = {" during your turn": "your_turn", " during combat": "combat"}.get(m.group(3) or "")
        return (Restriction("cast", players=_PLAYERS[m.group(1).lower()], objects=sel, x_in_cost=x, during=during,
                            from_zones=zones, not_from=not_from, text=text),)
    m = re.fullmatch(r"((?:.+? )?[Ss]pells?(?: with .+)?) can't be cast", s)
    if m:
        sel, x = _spells(m.group(1), pc)
        return (Restriction("cast", objects=sel, x_in_cost=x, text=text),)
    # "Your life total can't change." (Platinum Emperion): the player can neither gain nor lose life (119.7, 119.8), so
    # no exchange or setting of life totals that would change it happens and no life is paid (119.4, 119.5)
    m = re.fullmatch(r"(Your|Each player's|Each opponent's|Your opponents') life totals? can't change", s)
    if m:
        who = {"your": "you", "each player's": "each", "each opponent's": "opponents",
               "your opponents'": "opponents"}[m.group(1).lower()]
        return (Restriction("gain_life", players=who, life_total=True, text=text),
                Restriction("lose_life", players=who, life_total=True, text=text))
    # life that can't be gained (119.7)
    m = re.fullmatch(rf"{_PLAYER_RE} can't gain life", s)
    if m:
        return (Restriction("gain_life", players=_PLAYERS[m.group(1).lower()], text=text),)
    # damage that causes no life loss (120.3a's result doesn't happen; kb.engine.damageresults)
    from .damageresults import damage_restriction
    who = damage_restriction(s)
    if who is not None:
        return (Restriction("damage_lose_life", players=who, text=text),)
    # life that can't be lost (119.8)
    m = re.fullmatch(rf"{_PLAYER_RE} can't lose life", s)
    if m:
        return (Restriction("lose_life", players=_PLAYERS[m.group(1).lower()], text=text),)
    # counters that can't be put on players or permanents (122.1, 122.6; the "can't" wins, 101.2)
    m = re.fullmatch(rf"{_PLAYER_RE} can't get (?:({_COUNTER_KIND}) )?counters", s)
    if m:
        return (Restriction("player_counters", players=_PLAYERS[m.group(1).lower()], counter=m.group(2), text=text),)
    m = re.fullmatch(rf"(?P<what>.+?) can't have (?:(?P<kind>{_COUNTER_KIND}) )?counters put on (?:it|them)", s) or \
        re.fullmatch(rf"(?:(?P<kind>{_COUNTER_KIND}) )?[Cc]ounters can't be put on (?P<what>.+)", s)
    if m:
        phrase, kind = m.group("what"), m.group("kind")
        if re.match(r"(?:you|players?|opponents?|your opponents|each (?:player|opponent))\b", phrase, re.I):
            raise ParseError(s, "counters that can't be put on players, in these words", pc.card)
        return (Restriction("counters", objects=_selector(phrase, pc, "battlefield"), counter=kind, text=text),)
    # playing lands (305.1: a "can't" effect beats the permission, 101.2)
    m = re.fullmatch(rf"{_PLAYER_RE} can't play lands", s)
    if m:
        return (Restriction("play_land", players=_PLAYERS[m.group(1).lower()], text=text),)
    # activating (602.5)
    m = re.fullmatch(r"Activated abilities of (.+?) can't be activated( unless they're mana abilities)?", s)
    if m and m.group(1) == "sources with the chosen name":
        return (Restriction("activate", objects=_CHOSEN_NAME, except_mana=bool(m.group(2)), text=text),)
    if m:
        return (Restriction("activate", objects=_activated_of(m.group(1), pc), except_mana=bool(m.group(2)),
                            text=text),)
    m = re.fullmatch(rf"{_PLAYER_RE} can't activate (?:planeswalkers' loyalty abilities|loyalty abilities of planeswalkers)",
                     s)
    if m:
        return (Restriction("activate", players=_PLAYERS[m.group(1).lower()], loyalty_only=True, text=text),)
    m = re.fullmatch(rf"{_PLAYER_RE} can't activate abilities that aren't mana abilities( or loyalty abilities)?", s)
    if m:   # every activated ability but mana abilities (605.1a) [and loyalty abilities (606.3)] (602.5)
        return (Restriction("activate", players=_PLAYERS[m.group(1).lower()], except_mana=True,
                            except_loyalty=bool(m.group(2)), text=text),)
    m = re.fullmatch(rf"{_PLAYER_RE} can't activate (?:activated )?abilities of (.+?)( unless they're mana abilities)?", s)
    if m:
        return (Restriction("activate", players=_PLAYERS[m.group(1).lower()], objects=_activated_of(m.group(2), pc),
                            except_mana=bool(m.group(3)), text=text),)
    if _UNREAD.match(s):
        raise ParseError(s, "a restriction on players' actions the engine does not read", pc.card)
    return None


# a sentence about what players may cast or activate, whether they lose or win, or the legend rule, that the
# templates above don't cover: it is not read (so it stays an unknown), never half-read
_UNREAD = re.compile(
    rf"^(?:(?:{_PLAYER_RE[1:-1]}) can't (?:cast|play|activate|lose the game|win the game)\b|"
    rf"(?:{_PLAYER_RE[1:-1]}) can (?:cast|play|activate)\b.*\bonly\b|"
    r"Activated abilities of .+ can't be (?:activated|played)|"
    r"[^,]*\bspells?\b[^,]* can't be (?:cast|played)|"
    r"The [\"“]legend rule[\"”] doesn't apply|"
    r".+ can't (?:get|have) (?:[^ ]+ )?counters|(?:[^ ]+ )?[Cc]ounters can't be put on)")


# --- the restrictions in effect -----------------------------------------------------------------------------
def restriction_effects(snap, action: str) -> list:
    """(restriction, the effect, its controller, its source's name) for each restriction on ``action`` in
    effect now (the rules effects of this evaluation, 613.11)."""
    out = []
    for e, _labels in snap.rules:
        for op in e.ops:
            r = getattr(op, "restriction", None)
            if r is None or r.action != action:
                continue
            src = snap.work.get(e.source) if e.source is not None else None
            you = e.you if e.you is not None else (src.controller if src is not None else None)
            if r.players == "enchanted":   # "Enchanted player can't ..." (303.4, an Aura attached to a player)
                at = src.attached_to if src is not None else None
                r = replace(r, players="named", named=(at,) if isinstance(at, str) else ())
            out.append((r, e, you, e.source_name or (src.name if src is not None else "an effect")))
    return out


def bind_players(op: RestrictionOp, players: list) -> RestrictionOp:
    """A resolving "Target player can't ..." (608.2h): the restriction is about the players chosen."""
    return replace(op, restriction=replace(op.restriction, players="named", named=tuple(players)))


_COMBAT_STEPS = ("beginning_of_combat", "declare_attackers", "declare_blockers", "combat_damage", "end_of_combat")


def _applies_to(r: Restriction, you: str | None, player: str, state) -> bool:
    if r.players in ("named", "subject") and player not in r.named:
        return False
    if r.players == "you" and player != you:
        return False
    if r.players == "opponents" and (player == you or you is None):
        return False
    if r.during == "your_turn" and state.active != you:
        return False
    if r.during == "not_your_turn" and state.active == you:
        return False
    if r.during == "combat" and state.step not in _COMBAT_STEPS:
        return False
    if r.history == ATTACKED and not player_attacked(state, player):   # 508.1a (kb.engine.whodid)
        return False
    return True


def _matches(r: Restriction, w, snap, e, you, state) -> bool:
    """Whether object ``w`` is among the objects restriction ``r`` names (any, when it names none)."""
    if r.objects is None:
        return True
    if r.objects == EXILED_NAME:   # "with the same name as the exiled card": linked to the source (607.2a)
        names = {x.name for x in snap.work.values() if x.zone == "exile" and e.source is not None
                 and (getattr(x.obj, "exiled_with", ()) or (None,))[0] == e.source}
        return w.name in names
    if r.objects == "locked":   # a resolved effect about the permanents it named (detain, 701.35a)
        return e.locked is not None and w.oid in e.locked
    if (same := same_value_matches(r.objects, w)) is not None:   # "the same mana value as that spell" (samevalue)
        return same
    if isinstance(r.objects, str):   # "with the chosen name" (the source's choice as it entered, 614.12)
        src = snap.work.get(e.source) if e.source is not None else None
        chosen = (e.choices or {}).get("card_name") or (src.obj.choices.get("card_name") if src is not None else None)
        return bool(chosen) and w.name == chosen
    return r.objects.match(w, _ctx(snap, e, you, state))


def _ctx(snap, e, you, state):
    from .filters import Ctx
    src = snap.work.get(e.source) if e.source is not None else None
    choices = e.choices or (src.obj.choices if src is not None else {})   # as the layers do (the source's choices)
    return Ctx(snap.work, src, you, choices, ts=e.ts[0], edition=state.edition)


def _quote(name: str, r: Restriction) -> str:
    return f"{name}'s \u201c{r.text}.\u201d" if name else f"\u201c{r.text}.\u201d"



def counters_prohibited(state, snap, w, kind: str, entering: bool = False) -> str | None:
    """Why counters of ``kind`` can't be put on the permanent ``w`` (122.6: also as it enters; 101.2: the
    "can't" wins over the instruction), quoting the effect; or None. ``entering``: the counters it enters with —
    how it enters is decided before the event, so an effect of another permanent entering in the same event
    doesn't stop them (614.12; Solemnity's ruling of 2017-07-14); its own abilities do."""
    together = set()
    if entering and getattr(state, "entering_cards", None):
        together = {oid for oid, o in state.objects.items()
                    if o.card_id in state.entering_cards and oid != getattr(w, "oid", None)}
    for r, e, you, name in restriction_effects(snap, "counters"):
        if r.counter not in (None, kind):
            continue
        if e.source is not None and e.source in together:
            continue
        if _matches(r, w, snap, e, you, state):
            return _quote(name, r)
    return None


def player_counters_prohibited(state, snap, player: str, kind: str) -> str | None:
    """Why ``player`` can't get counters of ``kind`` ("You can't get poison counters", 122.1f, 101.2), or None."""
    return _player_cant(state, snap, "player_counters", player, counter=kind)


def cant_gain_life(state, snap, player: str) -> str | None:
    """The effect that says ``player`` can't gain life ("Players can't gain life", 119.7, 101.2), or None."""
    return _player_cant(state, snap, "gain_life", player)


def cant_lose_life(state, snap, player: str) -> str | None:
    """The effect that says ``player`` can't lose life ("You can't lose life", 119.8, 101.2), or None: no life is lost,
    a cost of paying life can't be paid, and an exchange that would lower the life total doesn't happen."""
    return _player_cant(state, snap, "lose_life", player)


def record_cast(state, oid: int, caster: str, from_zone: str = "") -> None:
    """Remember a spell cast (its characteristics as it became cast, the turn, its caster, the zone its card was cast
    from, 601.2a): "can't cast more than one noncreature spell each turn" counts the spells of that description cast
    this turn, "your first spell from your graveyard each turn" those cast from there."""
    w = state.evaluate().get(oid)
    if w is not None:
        state.__dict__.setdefault("_cast_history", []).append((state.turn, caster, w.copy(), from_zone))


def _cast_this_turn(state, snap, caster: str, r: Restriction, e, you) -> int:
    if r.objects is None:
        return state.player(caster).spells_cast
    return sum(1 for turn, who, w, _z in state.__dict__.get("_cast_history", ())
               if turn == state.turn and who == caster and _matches(r, w, snap, e, you, state))


def _count(n: int, r: Restriction) -> str:
    what = re.sub(r"s$", "", str(getattr(r.objects, "describe", "") or r.objects)) if r.objects is not None else "spell"
    return f"{n} {what}{'s' if n != 1 else ''}"


def _yours(player: str) -> str:
    return "yours" if player == "you" else f"{player}'s"


def cast_prohibited(state, snap, caster: str, w, x: int | None = None, from_zone: str | None = None) -> str | None:
    """Why ``caster`` can't cast the spell whose characteristics (as it would be on the stack) are ``w``
    (601.3; a prohibition on a quality a choice made while casting sets, such as a mana value with {X},
    is decided once the choice is made: 601.3a, 601.2e), or None."""
    found = restriction_effects(snap, "cast")
    if not found:
        return None
    spell = w.copy()
    spell.zone = "stack"
    spell.controller = caster
    xs = sum(1 for s in (w.mana_cost.symbols if w.mana_cost else ()) if s == "X")
    from .versions import rule as version
    after_proposal = version("cast_prohibition", state.edition) == "proposal"
    if xs and x and after_proposal:
        spell.mv = w.mana_value + xs * int(x)   # 202.3e: X on the stack is the value chosen (601.3a, 601.2e)
    for r, e, you, name in found:
        if not _applies_to(r, you, caster, state):
            continue
        if r.x_in_cost and not xs:
            continue
        if r.from_zones and (from_zone in r.from_zones) == r.not_from:
            continue
        if not _matches(r, spell, snap, e, you, state):
            continue
        rule = state.rule_no("cast_prohibited")
        if xs and after_proposal and r.objects is not None and "mana_cost" in getattr(r.objects, "reads", ()):
            rule = f"{state.rule_no('cast_prohibited_choices')}, {state.rule_no('cast_proposal_legal')}"
        if r.more_than is not None:
            done = _cast_this_turn(state, snap, caster, r, e, you)   # before this one
            if done < r.more_than:   # a cast the scenario states is its premise, whatever came before it
                continue
            return (f"{w.name} can't be cast: {_quote(name, r)}; {caster} {'has' if caster != 'you' else 'have'} already cast {_count(done, r)} this turn "
                    f"({rule}, {state.rule_no('cant_wins')})")
        if r.only == "own_turn":
            if state.active == caster:
                continue
            return (f"{w.name} can't be cast: {_quote(name, r)}; it is {_poss(state.active)} turn, not {_yours(caster)} "
                    f"({rule}, {state.rule_no('cant_wins')})")
        if r.only == "sorcery":
            if state.active == caster and not state.stack and state.step in ("main1", "main2"):
                continue
            return (f"{w.name} can't be cast: {_quote(name, r)}; {caster} could not cast a sorcery now "
                    f"({rule}, {state.rule_no('sorcery_timing')}, {state.rule_no('cant_wins')})")
        return f"{w.name} can't be cast: {_quote(name, r)} ({rule}, {state.rule_no('cant_wins')})"
    return None


def activation_prohibited(state, snap, who: str, o, w, mana: bool, loyalty: bool = False) -> str | None:
    """Why ``who`` can't activate an ability of object ``o`` (characteristics ``w``) (602.5), or None.
    ``mana``: the ability is a mana ability (605)."""
    for r, e, you, name in restriction_effects(snap, "activate"):
        if not _applies_to(r, you, who, state):
            continue
        if r.except_mana and mana:
            continue
        if r.loyalty_only and not loyalty:
            continue
        if r.except_loyalty and loyalty:
            continue
        if w is None or not _matches(r, w, snap, e, you, state):
            continue
        if r.only == "own_turn":
            if state.active == who:
                continue
            return (f"{o.alias}'s ability can't be activated: {_quote(name, r)}; it is {_poss(state.active)} turn, not "
                    f"{_yours(who)} ({state.rule_no('activate_prohibited')}, {state.rule_no('cant_wins')})")
        return (f"{o.alias}'s ability can't be activated: {_quote(name, r)} "
                f"({state.rule_no('activate_prohibited')}, {state.rule_no('cant_wins')})")
    return None


def damage_causes_no_loss(state, snap, player: str) -> str | None:
    """The effect that says damage doesn't cause ``player`` to lose life (kb.engine.damageresults: 120.3a's result
    doesn't happen, the damage is still dealt), quoted; None when none does."""
    return _player_cant(state, snap, "damage_lose_life", player)


def _player_cant(state, snap, action: str, player: str, counter: str | None = None) -> str | None:
    for r, e, you, name in restriction_effects(snap, action):
        if r.counter not in (None, counter):
            continue
        if _applies_to(r, you, player, state):
            return _quote(name, r)
    return None


def search_prohibited(state, snap, player: str) -> str | None:
    """The effect that says ``player`` can't search libraries ("Players can't search libraries.", 101.2), or None."""
    return _player_cant(state, snap, "search", player)


def land_play_prohibited(state, snap, who: str, o) -> str | None:
    """Why ``who`` can't play the land ``o`` ("You can't play lands.": the "can't" wins over 305.1's permission,
    101.2), or None."""
    for r, e, you, name in restriction_effects(snap, "play_land"):
        if r.from_zones and (o.zone in r.from_zones) == r.not_from:
            continue   # "… from your hand": a land played from another zone (kb.engine.handlock)
        if _applies_to(r, you, who, state):
            return (f"{o.alias} can't be played: {_quote(name, r)} ({state.rule_no('play_land')}, "
                    f"{state.rule_no('cant_wins')})")
    return None


def cant_lose(state, snap, player: str) -> str | None:
    """The effect that says ``player`` can't lose the game (101.2), or None."""
    return _player_cant(state, snap, "lose", player)


def cant_win(state, snap, player: str) -> str | None:
    """The effect that says ``player`` can't win the game (101.2), or None."""
    return _player_cant(state, snap, "win", player)


def legend_rule_exempt(state, snap, o) -> str | None:
    """The effect that says the legend rule doesn't apply to permanent ``o`` (704.5j, 613.11), or None."""
    w = snap.get(o.oid)
    for r, e, you, name in restriction_effects(snap, "legend_rule"):
        if r.objects is None or (w is not None and _matches(r, w, snap, e, you, state)):
            return _quote(name, r)
    return None


def restriction_undecided(state, snap, oid: int, label: str) -> str | None:
    """Why whether object ``oid`` has the rules restriction ``label`` can't be decided: an effect giving it under a
    condition the scenario leaves open ("~ can't attack or block unless you have max speed" with the speed unknown),
    or None."""
    for e, labels in snap.rules:
        if label not in labels or e.condition is None:
            continue
        fn = getattr(e.condition, "undecided", None)
        src = snap.work.get(e.source) if e.source is not None else None
        you = e.you if e.you is not None else (src.controller if src is not None else None)
        why = fn(state, you) if fn is not None else None
        if why:
            return f"{e.label}: {why}"
    return None


def who_says(state, snap, oid: int, label: str) -> str:
    """The effects that give object ``oid`` the rules restriction ``label`` ("can't block"), in words for a
    refusal: "<card>'s “Creatures without flying can't block this turn.”" (or "an effect says so")."""
    found = []
    w = snap.get(oid)
    for e, labels in snap.rules:
        if label not in labels:
            continue
        if e.locked is not None and oid not in e.locked:
            continue
        sel = e.rules_selector if e.rules_selector is not None else e.selector
        if e.locked is None and sel is not None:
            src = snap.work.get(e.source) if e.source is not None else None
            you = e.you if e.you is not None else (src.controller if src is not None else None)
            if w is None or not sel.match(w, _ctx(snap, e, you, state)):
                continue
        text = e.label
        if e.source_name and text.startswith(e.source_name + ": "):
            text = text[len(e.source_name) + 2:]
        found.append(f"{e.source_name}'s \u201c{text.rstrip('.')}.\u201d" if e.source_name else f"\u201c{text}\u201d")
    return ("an effect says it " + label) if not found else "; ".join(found)


def filter_losses(state, snap, lose: list) -> list:
    """The state-based losses (704.5a-c, ...) that happen: a player an effect says can't lose the game doesn't
    (101.2); that is no action performed, so it doesn't keep the check going (704.3). Said once in the trace
    for each player, reason and effect."""
    out = []
    noted = state.__dict__.setdefault("_cant_lose_noted", set())
    for name, concept, text in lose:
        why = cant_lose(state, snap, name) or (_player_cant(state, snap, "lose_zero_life", name)
                                               if concept == "sba_life" else None)
        if why is None:
            out.append((name, concept, text))
            continue
        key = (name, concept, why)
        if key not in noted:
            noted.add(key)
            state.log.add(f"{text}: {name} would lose the game, but can't: {why}", concept, "cant_wins", indent=1,
                          kind="step")
    return out


# --- an activated ability's own restriction ("Activate only ...", 602.5b, 602.5d) ------------------------------
_STEP_ORDER = ("untap", "upkeep", "draw", "main1", "beginning_of_combat", "declare_attackers", "declare_blockers",
               "combat_damage", "end_of_combat", "main2", "end", "cleanup")


def _until(step: str) -> tuple:
    """The steps of a turn before ``step`` (a restriction "before blockers are declared", 602.5b)."""
    return _STEP_ORDER[:_STEP_ORDER.index(step)]


# when in a turn an ability may be activated (602.5b): whose turn ("you", "opponent" or None for any) and the steps;
# "as an instant" is any time its controller has priority (the same as no timing restriction, 117.1a)
_WINDOWS = {
    "as an instant": (None, _STEP_ORDER),
    "during your turn": ("you", _STEP_ORDER),
    "during an opponent's turn": ("opponent", _STEP_ORDER),
    "during your upkeep": ("you", ("upkeep",)),
    "during an opponent's upkeep": ("opponent", ("upkeep",)),
    "during any upkeep step": (None, ("upkeep",)),
    "during combat": (None, _STEP_ORDER[4:9]),   # the combat phase's five steps (506.1)
    "during combat after blockers are declared": (None, _STEP_ORDER[6:9]),
    "during the declare attackers step": (None, ("declare_attackers",)),
    "during the declare blockers step": (None, ("declare_blockers",)),
    "during the combat damage step": (None, ("combat_damage",)),
    "during the end of combat step": (None, ("end_of_combat",)),
    "before combat": (None, _until("beginning_of_combat")),
    "before attackers are declared": (None, _until("declare_attackers")),
    "before blockers are declared": (None, _until("declare_blockers")),
    "before the combat damage step": (None, _until("combat_damage")),
    "before the end of combat step": (None, _until("end_of_combat")),
    "during your turn, before attackers are declared": ("you", _until("declare_attackers")),
    "during an opponent's turn, before attackers are declared": ("opponent", _until("declare_attackers")),
    "during combat before blockers are declared": (None, _STEP_ORDER[4:6]),
    "before combat or during combat before blockers are declared": (None, _until("declare_blockers")),
    "during combat on your turn": ("you", _STEP_ORDER[4:9]),
    "during combat on an opponent's turn": ("opponent", _STEP_ORDER[4:9]),
    "during combat on your turn before blockers are declared": ("you", _STEP_ORDER[4:6]),
    "during your declare attackers step": ("you", ("declare_attackers",)),
    "during the declare blockers step on an opponent's turn": ("opponent", ("declare_blockers",)),
    "during your end step": ("you", ("end",)),
    "during an opponent's end step": ("opponent", ("end",)),
    "after combat": (None, _STEP_ORDER[9:]),
    "during an opponent's turn after their upkeep step": ("opponent", _STEP_ORDER[2:]),
}
# windows that need the declare blockers step to have happened this combat: when no creature was declared as an
# attacker it is skipped (508.8), and a spell cast "only during combat after blockers are declared" can't be cast
# in that combat (506.7f)
_AFTER_BLOCKERS = frozenset(w for w, (_who, steps) in _WINDOWS.items() if steps and steps[0] == "declare_blockers")
# each phrase the engine checks when the ability is activated, with the words it renders for the accounting
ACTIVATION_LIMITS = {
    "as a sorcery": "activate only as sorcery",
    "any time you could cast a sorcery": "activate only any time you could cast sorcery",
    "once each turn": "activate only once each turn",
    "once": "activate only once",   # over the object's whole existence (602.5b; exhaust, 702.177a)
    "no more than twice each turn": "activate no more than twice each turn",
    "no more than three times each turn": "activate no more than three times each turn",
    **{w: "activate only " + re.sub(r"\b(?:a|an|the)\b ?|,", "", w).strip() for w in _WINDOWS},
}


def activation_limits(restriction: str, read_condition=None) -> list[str] | None:
    """The parts of "Activate only once each turn and only as a sorcery." as keys of ACTIVATION_LIMITS
    (602.5b), and "if [condition]" parts ("Activate only if you control a Swamp") when ``read_condition``
    (kb.engine.parser.parse_condition, bound to the card) reads the condition; None when a part is not one the
    engine checks (or the text is not such a restriction)."""
    m = re.fullmatch(r"Activate (?:this ability )?only (.+?)\.?", (restriction or "").strip())
    if not m:
        m = re.fullmatch(r"Activate (?:this ability )?(no more than (?:twice|three times) each turn)\.?", (restriction or "").strip())
        return [m.group(1)] if m else None
    # "once each turn and only as a sorcery", "as a sorcery and only if ...": an "and" inside a condition ("if you
    # control an artifact and an enchantment") joins no parts
    parts = [p.strip() for p in re.split(r",? and only |,? and (?=(?:as|during|once|any time) )", m.group(1)) if p.strip()]
    return _limits_read(parts, ACTIVATION_LIMITS, read_condition)


def _limits_read(parts: list, known: dict, read_condition) -> list[str] | None:
    """``parts`` when each is a key of ``known`` or an "if [condition]" that ``read_condition`` reads; else None."""
    for p in parts:
        if p in known:
            continue
        if not (p.startswith("if ") and read_condition is not None):
            return None
        try:
            read_condition(p[3:])
        except ParseError:
            return None
    return parts or None


def once_unstated(state, o) -> str | None:
    """Why a first activation of ``o``'s "Activate only once" ability (602.5b; exhaust, 702.177a) can't be known to be
    legal: the object was on the battlefield before the turns the scenario states (without ``this_turn``), so it may
    have been activated then. An object that entered during the question (an `enter` step without ``already``,
    even without ``this_turn``) is a new object (400.7): its abilities were never activated before."""
    if o.zone == "battlefield" and getattr(o, "entered_turn", None) is None and not getattr(o, "entered_during", False):
        return (f"{o.alias} was on the battlefield before the turns stated, and whether this ability, which can be "
                f"activated only once ({state.rule_no('activate_limit')}), was activated then isn't stated")
    return None


def activation_refused(limit: str, state, who: str, done: int, *, ever: int) -> str:
    """Why an activation now breaks one limit (``done``: activations of it this turn; ``ever``: of it on this object,
    since the object came to be, 400.7), or ""."""
    sorcery = not state.stack and who == state.active and state.step in ("main1", "main2")
    if limit in ("as a sorcery", "any time you could cast a sorcery") and not sorcery:
        return ("it can be activated only when a sorcery could be cast: its controller's main phase, the stack empty "
                f"({state.rule_no('activate_as_sorcery')}, {state.rule_no('sorcery_timing')})")
    if limit == "once each turn" and done >= 1:
        return f"it was already activated this turn ({state.rule_no('activate_limit')})"
    if limit == "once" and ever >= 1:   # "Activate only once.": once for this object, on any turn
        return f"this object's ability was already activated once ({state.rule_no('activate_limit')})"
    most = {"no more than twice each turn": 2, "no more than three times each turn": 3}.get(limit)
    if most is not None and done >= most:
        return f"it was already activated {done} times this turn ({state.rule_no('activate_limit')})"
    why = window_refused(limit, state, who)
    return f"{why} ({state.rule_no('activate_limit')})" if why else ""


def window_refused(limit: str, state, who: str) -> str:
    """Why now is outside the window ``limit`` (a key of the windows above) for player ``who``, or ""."""
    if limit not in _WINDOWS:
        return ""
    whose, steps = _WINDOWS[limit]
    if whose == "you" and who != state.active:
        return f"it is {state.active}'s turn, not {who}'s"
    if whose == "opponent" and who == state.active:
        return f"it is {who}'s own turn, not an opponent's"
    if state.step not in steps:
        return f"it is the {state.step.replace('_', ' ')} step of {state.active}'s turn: not {limit}"
    if limit in _AFTER_BLOCKERS and not (state.combat is not None and state.combat.declared_by):
        return f"no creature was declared as an attacker this combat, so its declare blockers step was skipped: not {limit}"
    return ""


# --- a spell's own restriction ("Cast ~ only ...", 601.3) -------------------------------------------------------
# each phrase the engine checks as the spell is cast, with the words it renders for the accounting: the windows of
# the activation restrictions above (one word list for both)
CAST_LIMITS = {w: "cast ~ only " + re.sub(r"\b(?:a|an|the)\b ?|,", "", w).strip() for w in _WINDOWS if w != "as an instant"}


def cast_limits(restriction: str, read_condition=None) -> list[str] | None:
    """The parts of "Cast ~ only during the declare attackers step and only if you've been attacked this step."
    (601.3): keys of CAST_LIMITS, and "if [condition]" parts when ``read_condition`` (kb.engine.parser.parse_condition,
    bound to the card) reads the condition; None when a part is not one the engine checks."""
    m = re.fullmatch(r"Cast ~ only (.+?)\.?", (restriction or "").strip())
    if not m:
        return None
    return _limits_read([p.strip() for p in re.split(r",? and only ", m.group(1)) if p.strip()], CAST_LIMITS, read_condition)


# --- mana that may be spent only on some spells or abilities ("Spend this mana only ...", 106.6) -------------------
@dataclass(frozen=True)
class SpendOnly:
    """106.6: "Spend this mana only to cast a creature spell." / "... to cast artifact spells or activate abilities of
    artifacts." / "... to activate abilities.": what mana from that ability may pay for (``spells``: a selector of the
    spells, ``abilities``: of the sources whose activated abilities; ``any_spell`` / ``any_ability``: all of them)."""

    spells: object = None
    any_spell: bool = False
    abilities: object = None
    any_ability: bool = False
    not_spells: object = None   # "This mana can't be spent to cast a nonartifact spell.": everything but those spells
    no_generic: bool = False    # "This mana can't be spent to pay generic mana costs.": coloured symbols only (107.4b)
    class_level: bool = False   # "… or to gain a Class level": a Class's level-bar ability too (716.2a)


def read_spend_only(words: str, pc, parse_selector, cant: bool = False) -> SpendOnly:
    """The words after "Spend this mana only " → a :class:`SpendOnly`; ParseError for any other words. With ``cant``,
    the words after "This mana can't be spent " (111.10h's Powerstone): it pays for anything but those spells."""
    if cant and words == "to pay generic mana costs":   # 107.4b: any cost's symbols but its generic mana (Jegantha)
        return SpendOnly(no_generic=True)
    if cant:
        sm = re.fullmatch(r"to cast (?:a |an )?(.+?) spells?", words)
        if sm is None:
            raise ParseError(words, "a restriction on spending mana the engine doesn't read", pc.card)
        return SpendOnly(not_spells=parse_selector(sm.group(1) + " spells", pc, default_zone=frozenset(("stack",))))
    if words.endswith(" or to gain a Class level"):   # 716.2a: the activated ability of a class level bar
        return replace(read_spend_only(words.removesuffix(" or to gain a Class level"), pc, parse_selector),
                       class_level=True)
    m = re.fullmatch(r"to cast (.+?)(?:,? or (?:to )?activate (.+))?", words) or re.fullmatch(r"to activate (.+)()", words)
    if not m:
        raise ParseError(words, "a restriction on spending mana the engine doesn't read", pc.card)
    spells = abilities = None
    any_spell = any_ability = False
    if words.startswith("to cast "):
        sm = re.fullmatch(r"(?:a |an )?(?:(.+?) )?spells?( of the chosen type| with .+)?", m.group(1))
        if sm is None:
            raise ParseError(m.group(1), "spells the engine doesn't read", pc.card)
        if sm.group(1) or sm.group(2):   # "a creature spell of the chosen type": the mana source's choice (614.12)
            spells = parse_selector((sm.group(1) or "") + " spells" + (sm.group(2) or ""), pc,
                                    default_zone=frozenset(("stack",)))
        else:
            any_spell = True
        act = m.group(2)
    else:
        act = m.group(1)
    if act:
        am = re.fullmatch(r"(?:abilities|an ability)(?: of (?:a |an )?(.+?)(?: sources?)?)?", act)
        if am is None:
            raise ParseError(act, "abilities the engine doesn't read", pc.card)
        if am.group(1):
            from .filters import ALL_ZONES
            what = am.group(1) if am.group(1).endswith("s") else am.group(1) + "s"
            abilities = parse_selector(what, pc, default_zone=frozenset(ALL_ZONES))
        else:
            any_ability = True
    return SpendOnly(spells=spells, any_spell=any_spell, abilities=abilities, any_ability=any_ability)


def spend_allows(r: SpendOnly, ctx, spell=None, source=None, class_bar: bool = False) -> bool:
    """Whether mana restricted by ``r`` may pay for the spell ``spell`` (its characteristics on the stack) or for an
    activated ability of ``source`` (106.6); neither given: a cost that is neither (a special action's)."""
    if r.not_spells is not None:   # "can't be spent to cast …": any other spell, any ability, any other cost
        return spell is None or not r.not_spells.match(spell, ctx)
    if r.no_generic:   # "can't be spent to pay generic mana costs": anything's coloured symbols (the payer: kb.engine.stack)
        return True
    if spell is not None:
        return r.any_spell or (r.spells is not None and r.spells.match(spell, ctx))
    if source is not None:   # ``class_bar``: the ability paid for is a class level bar's (716.2a)
        return r.any_ability or (r.class_level and class_bar) or \
            (r.abilities is not None and r.abilities.match(source, ctx))
    return False
