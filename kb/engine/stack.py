"""The stack (405): spells and abilities as records of the decisions made for them, casting
(601.2), activating (602.2), copying (707.10) and resolving (608).

A :class:`StackItem` keeps everything that was decided as it was put on the stack: modes, targets,
X, which additional and optional costs were paid (kicker, "sacrifice a creature", discard) with
the last known information of the objects that paid them, the total cost and the mana spent by
colour, its controller, and whether it was cast. A copy copies all of it except the mana spent
(707.10; mana isn't an object). Priority is a sequence of steps the scenario gives (nobody plays
by themselves): cast, activate, copy, pass / resolve.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field, replace

from .rebound import rebound_exiles
from .cipher import cipher_encodes
from .altcosts import AWAKEN_TEXT, MTMTE, alternative_keyword, chosen_alternative, converted_alternative, impending_alternative, kicker_costs, kicker_parts, \
    splice_of
from .disturb import DISTURB
from .flashbackgrant import granted_keywords
from .parser import SPEND_ANY_COLOR
from .impulse import only_read_permissions, spends_any_mana
from .abilities import (ActivatedAbility, AdditionalCost, CastAsThoughFlash, ManaAbility, SpellAbility, StaticAbility,
                        TriggeredAbility, functions_in, functions_in_command, only_elsewhere)
from .errors import EngineError, ParseError
from .legendaryspell import check_legendary_spell
from .filters import Ctx
from .gamevalues import GameView
from .instructions import Cost, TargetSlot, is_any_target, parse_costs, parse_instructions
from .legality import target_ok
from .keywords import keyword_of
from .objects import CardDef, LastKnown
from .hasteactivate import check_symbol_cost
from .payable import life_payment_undecided
from .phyrexianpay import phyrexian_split
from .flashbackkind import flashback_refused
from .unnamed import is_unnamed, unnamed_card
from .parser import _Ctx
from .text import mode_bounds, normalize, player_cap as _cap, player_poss as _poss, player_verb as _verb
from .triggers import Event
from .cardtext import is_cycling
from .ninjutsu import ninjutsu_keyword
from .manasymbols import unread_mana_symbols
from .values import COLOR_NAMES, ManaCost, mana_choice
from .commandertax import commander_tax
from .versions import first_edition, rule
from .versions import rule as _version
from .mayhem import MAYHEM, mayhem_alternative
from .altcosts import FREERUNNING, alternative_flash, freerunning_alternative
from .kickedtargets import expand_unchosen, kicker_keeps
from .keywordlist import ALTERNATIVE_KEYWORDS, KEYWORD_FIRST_EDITION, keyword_named_by
from .webslinging import WEB_SLINGING, web_slinging_alternative
from .colorreduce import fewer_of, reduce_coloured
from .exiledfacedown import turn_face_up_to_play
from .spelltext import note_changed_spell_text

__all__ = ["StackItem", "StackMixin", "target_ok", "COST_KEYS", "stated_costs"]


# Choices given with ``choose:`` that are decisions made as the spell was cast, which a copy
# copies (707.10): the division of an effect among the targets (601.2d). The others are made as it
# resolves (608.2d), by each copy anew.
_CAST_DECISIONS = ("divide",)


def _unread_mana_ability(text: str) -> bool:
    """Whether an activated ability the engine can't read is still a mana ability by 605.1a: it has no
    target, it could add mana as it resolves ("Add {C}{C}. If that mana is spent ..."), and it is not a
    loyalty ability."""
    cost, _, effect = (text or "").partition(":")
    if not effect or re.match(r"\s*[+\-\u2212]?(?:\d+|X)\s*$", cost) or re.search(r"\btargets?\b", effect, re.I):
        return False
    return re.match(r"\s*Add (?:\{[^}]+\}|one mana|two mana|three mana|X mana|\w+ mana|an amount of)", effect) is not None


# what pays a cost, as a cast or an activation states it (601.2h, 602.2b); remove: how many counters "Remove any number
# of …" removes
COST_KEYS = ("sacrifice", "discard", "exile", "tap", "return", "remove_from", "put_on", "put_top", "reveal", "remove",
             "from_exile", "behold", "remove_kind")   # remove_kind: the kinds "Remove a counter from ~" removes (kb.engine.anycounter)


def stated_costs(choice: dict) -> dict:
    """The objects a cast or activation names to pay its costs with (``sacrifice: [NAME]`` …), each a list."""
    return {k: list(v) if isinstance(v, list) else [v] for k in COST_KEYS if (v := choice.get(k)) is not None}


# the costs that move the object paying them, and where to (601.2h): the effects of the spell or ability whose cost
# moved it find it there (400.7j); an object a cost only tapped (or revealed, or beheld) stays where it was, and once
# something else moves it, it is a new object they can't find (400.7; kb.engine.actions_subjects "paid")
COST_MOVES_TO = {"sacrifice": "graveyard", "discard": "graveyard", "exile": "exile", "return": "hand",
                 "from_exile": "graveyard", "library_bottom": "library"}


@dataclass
class StackItem:
    """A spell or ability on the stack (405.1, 113.3): what was decided for it (601.2, 602.2, 603.3)."""

    sid: int
    kind: str                       # 'spell' | 'activated' | 'triggered'
    name: str                       # what it is called in answers
    controller: str
    text: str                       # its instructions (normalised: the source's name is ~)
    source: int | None = None       # the object it comes from (a spell is its own source)
    source_lki: LastKnown | None = None
    oid: int | None = None          # the spell's object on the stack (cards and copies of spells)
    card_name: str | None = None
    slots: list = field(default_factory=list)     # TargetSlot
    targets: list = field(default_factory=list)   # per slot: ('obj', oid) | ('player', name) | None
    mode: tuple = ()
    x: int | None = None
    kicked: int = 0
    kicked_with: tuple = ()         # the kicker costs paid, as written (702.33f: "kicked with its [A] kicker")
    buyback: str = ""               # the buyback cost paid, as written (702.27a; kb.engine.buyback)
    cast_with: str = ""             # the alternative cost paid (118.9): 'suspend', 'escape', 'awaken', 'alternative'
    graveyard_exile: bool = False   # "If that spell would be put into a graveyard, exile it instead" (614.1a)
    cast_from: str = ""             # the zone it was cast from ("escaped": cast from a graveyard with escape, 702.138b)
    gains_haste: bool = False       # a creature spell cast with suspend: haste until its controller loses control (702.62a)
    spliced: tuple = ()             # (card name, splice cost) of each card spliced onto it (702.47a)
    alt_cost: str = ""              # the mana of the alternative cost paid, as written ("If the {1}{B} cost was paid")
    alt_keyword: str = ""           # the keyword of the alternative-cost ability paid ("surge", "spectacle"; altcosts.keyword_paid)
    entwined: bool = False          # every mode chosen, its entwine cost paid (702.42a)
    replicated: int = 0             # the times its replicate cost was paid (702.56a, kb.engine.replicate)
    copy_paid: dict = field(default_factory=dict)   # keyword → times its squad / offspring cost was paid (kb.engine.copycosts)
    paid: dict = field(default_factory=dict)      # cost kind → [LastKnown]
    removed: dict = field(default_factory=dict)   # counter kind → how many its costs removed ("removed this way")
    costs: list = field(default_factory=list)     # what was paid, in words
    unknowns_before: int | None = None   # how many unknowns the game had as its casting began (kb.engine.payable)
    total_cost: str = ""
    mana: dict | None = None        # colour letter → amount spent; None = not said; {} for copies (707.10)
    mana_said: str = ""             # the mana as the scenario wrote it ("{W}{U}{2}": the {2}'s colours not said)
    any_mana: bool = False          # its permission lets mana be spent as though of any color or type (609.4b)
    permission_costs: tuple = ()    # its own "… from your graveyard by discarding a card …": costs of that way (601.2f)
    flash_cost: str = ""            # the extra cost of its own "as though it had flash if you pay {2} more" (601.3c)
    flash_sacrifice: bool = False   # cast when a sorcery couldn't have been, with Spider Climb's sacrifice (307.5a)
    cast: bool = False
    caster: str | None = None       # who cast it (601.2): "a spell you've cast" (a copy was never cast, 707.10)
    cast_main: bool = False         # cast during its caster's own main phase ("if you cast ~ during your main phase")
    is_copy: bool = False
    copy_of: int | None = None
    ability: object = None
    context: str = ""               # a reflexive ability's: the text of the ability it is part of (603.12; triggers.Pending)
    event: Event | None = None
    condition: object = None        # an intervening "if" clause (603.4)
    choices: dict = field(default_factory=dict)
    handle: str | None = None
    ts: int = 0
    outcome: str | None = None      # 'resolved' | 'did not resolve' | 'countered' | 'removed'
    dealt: int = 0                  # damage it dealt
    new_targets: bool = False
    unread_targets: list = field(default_factory=list)  # targets of a sentence the engine can't read
    target_plan: dict = field(default_factory=dict)     # variable numbers of targets as announced (601.2c)

    def spent(self, what: str) -> int | None:
        """601.2h: how much mana (``what`` 'amount') or how many colours of mana ('colors', 105.1: colorless is
        none) were spent to cast it: from the mana the scenario stated, else deduced from its total cost when only one
        payment fits (no generic mana for colours; no hybrid or Phyrexian symbol); None when that can't be known. A
        copy, never cast, had none spent (707.10)."""
        if self.is_copy:
            return 0   # put on the stack, never cast: no mana was spent to cast it (707.10)
        syms = ManaCost.parse(self.total_cost).symbols if self.total_cost.startswith("{") else ()
        generic = sum(int(sym) for sym in syms if sym.isdigit())
        amount = None if any("/" in sym for sym in syms) else generic + sum(1 for sym in syms if not sym.isdigit())
        if self.mana is not None:
            if amount is not None and sum(self.mana.values()) != amount:
                return None   # more mana stated than the total cost takes: what was spent on it isn't said
            if what == "amount":
                return sum(self.mana.values())
            said = self.mana_said if "{" in self.mana_said else "".join("{%s}" % ch for ch in self.mana_said if not ch.isspace())
            if "hybrid" in self.mana or any(sym.isdigit() and sym != "0" for sym in ManaCost.parse(said or "{0}").symbols):
                return None   # a {2} or a hybrid symbol said which mana was paid, not its colours
            return sum(1 for c in "WUBRG" if self.mana.get(c))
        if not self.cast:
            return 0
        if what == "amount" or amount is None:
            return amount
        return None if generic else len({sym for sym in syms if sym in "WUBRG"})

    def describe(self) -> str:
        name = self.name
        if self.kind == "combat_damage":
            return "combat damage (an object on the stack that is neither a spell nor an ability)"
        if self.kind != "spell" and "ability" not in name:
            name = f"{name}'s {'activated' if self.kind == 'activated' else 'triggered'} ability"
        return name + (" (a copy)" if self.is_copy and "copy" not in name else "")

    def names(self) -> set:
        """What a scenario may call it: its name, as the stack shows it, and for an ability also
        "X's activated/triggered ability" (113.3b, 113.3c)."""
        d = self.describe()
        out = {self.name, d}
        if self.kind in ("activated", "triggered"):
            out.add(d.replace("'s ability", f"'s {self.kind} ability"))
        return out

    def targets_text(self, state) -> str:
        out = []
        for t in self.targets:
            if t is None:
                continue
            kind, ref = t
            if kind == "player":
                out.append(ref)
            elif kind == "item":   # an ability on the stack (115.1)
                out.append(state._ref_name(t))
            else:
                o = state.objects.get(ref)
                out.append(o.alias if o is not None else state.lki[ref].alias if ref in state.lki else "?")
        return ", ".join(out)


def _most_paid(cost: str) -> int:
    """The most mana that pays ``cost`` (601.2h): its mana value (202.3: a generic symbol its number, {2/W} two,
    107.4e, any other symbol one), with an X still in it counted as one symbol, not as 0."""
    try:
        mc = ManaCost.parse(cost) if cost else None
    except ValueError:
        return 10 ** 9
    return 0 if mc is None else mc.mana_value + sum(s in ("X", "Y", "Z") for s in mc.symbols)


def _mana_count(cost: str) -> int:
    """How many mana a cost as written takes ("{3}{G}" → 4; X counts 0)."""
    return sum(int(x) if x.isdigit() else (0 if x == "X" else 1) for x in (ManaCost.parse(cost).symbols if cost else ()))


def _mana_spent(spec) -> dict | None:
    """'{1}{R}' or {R: 1, C: 1} or 'RG' → {'R': 1, 'C': 1}."""
    if spec is None:
        return None
    if isinstance(spec, dict):
        out = {}
        for k, v in spec.items():
            c = _colour_letter(str(k))
            out[c] = out.get(c, 0) + int(v)
        return out
    s = str(spec).strip()
    if "{" not in s:
        s = "".join("{%s}" % ch for ch in s if not ch.isspace())
    try:
        mc = ManaCost.parse(s)
    except ValueError as exc:
        raise EngineError(f"mana: {exc}") from None
    out: dict = {}
    for sym in mc.symbols:
        if sym.isdigit():
            out["C"] = out.get("C", 0) + int(sym)
        elif "/" in sym:
            out["hybrid"] = out.get("hybrid", 0) + 1   # either half (107.4e): counted in the total only
        else:
            c = _colour_letter(sym)
            out[c] = out.get(c, 0) + 1
    return out


# A cost or effect that moves a card to or from a library (605.1a of 2026-08-07): the word "library", or a keyword
# action that does it — mill (701.17a), draw (121.1), surveil (701.25a).
_MOVES_LIBRARY_CARD = re.compile(r"\blibrar|\b(?:mill|draw|surveil)s?\b", re.I)
# 605.1a (2026-08-07): words that move a card to or from a library — a draw, a mill, a surveil, a search, a card put,
# exiled or shuffled into, onto or from a library ("from the top of your library", "on top of your library")
_LIBRARY_MOVES = re.compile(
    r"\b(?:mill|draw|surveil)s?\b|\b(?:from|into|onto|on top of|on the bottom of)\b[^.;]{0,60}?\blibrar|"
    r"\b(?:search|exile|put)\w*\b[^.;]{0,60}?\blibrar", re.I)
# words naming a library that move no card: looking at or revealing its top cards, shuffling it (401.2, 701.24a)
_LIBRARY_STILL = re.compile(
    r"\b(?:look at|reveal)s? the top (?:card|\w+ cards) of (?:your|their|target player's|that player's|each player's) "
    r"library\b|\bshuffles? (?:your|their) library\b", re.I)
# words that may move the cards looked at or revealed ("reveal the top card of your library. If it's a land card,
# put it into your hand")
_LIBRARY_THOSE_MOVED = re.compile(r"\b(?:put|puts|exile|exiles|cast|play)\s+(?:it|them|that card|those cards|the "
                                  r"revealed card|the cards? looked at)\b", re.I)
_LIBRARY_AFTER_LOOK = re.compile(r"\b(?:put|puts|exile|exiles|cast|play|plays|return|returns|shuffle)\b", re.I)


def library_motion(text: str) -> str:
    """Whether an ability's cost and effect move a card to or from a library (605.1a of 2026-08-07): "moves" (a draw,
    a mill, "exile the top card of your library", "put a card from your hand on top of your library"), "none" (no
    library named, or only one looked at, revealed or shuffled: no card leaves it or enters it) or "unclear" (a
    library named in words not read here)."""
    if not _MOVES_LIBRARY_CARD.search(text):
        return "none"
    if _LIBRARY_STILL.search(text) and re.search(r"\b(?:it|them|that card|those cards) on (?:the )?(?:top|bottom) of\b",
                                                text, re.I):
        return "unclear"   # a card looked at put back on top or on the bottom: it may never leave the library
    if _LIBRARY_MOVES.search(text):
        return "moves"
    rest = _LIBRARY_STILL.sub(" ", text)
    if rest != text and _LIBRARY_THOSE_MOVED.search(rest):   # "put it into your hand": the card looked at moves
        return "moves"
    if re.search(r"\blibrar", rest, re.I) or (rest != text and _LIBRARY_AFTER_LOOK.search(rest)):
        return "unclear"
    return "none"

_COLORLESS_SYMBOL = re.compile(r"\{C\}")


def colorless_short(mana, cost) -> bool:
    """107.4c: each {C} of a cost is paid only with colorless mana — True when the mana spent holds fewer {C}, counting
    a generic amount ("{2}": how much was spent, not which kind) as possibly colorless, than the cost's {C} symbols."""
    need = len(_COLORLESS_SYMBOL.findall(str(cost or "")))
    if not need:
        return False
    if isinstance(mana, dict):
        return sum(int(v) for k, v in mana.items() if _colour_letter(str(k)) == "C") < need
    s = str(mana).strip()
    if "{" not in s:
        s = "".join("{%s}" % ch for ch in s if not ch.isspace())
    try:
        symbols = ManaCost.parse(s).symbols
    except ValueError as exc:
        raise EngineError(f"mana: {exc}") from None
    return sum(int(x) if x.isdigit() else 1 for x in symbols if x.isdigit() or x.upper() == "C") < need


def _colour_letter(s: str) -> str:
    s = s.strip()
    if s.upper() in ("W", "U", "B", "R", "G", "C"):
        return s.upper()
    from .values import color_of
    c = color_of(s)
    if c is None and s.lower() == "colorless":
        return "C"
    if c is None:
        raise EngineError(f"not a kind of mana: {s!r} (W U B R G or C)")
    return c


def _alternative_readers(state, card, card_obj, caster: str, costs, cast_from: str, resolving: bool) -> dict:
    """The alternative costs named by a keyword (118.9; kb.engine.keywordlist.ALTERNATIVE_KEYWORDS) that a reader of
    their own chooses, each a call giving chosen_alternative's tuple; the others (mutate, escape, awaken, flashback)
    are chosen_alternative's, more than meets the eye is chosen with the face (702.162a)."""
    from .bestow import BESTOW, bestow_alternative
    from .cleave import cleave_alternative
    from .emerge import EMERGE, emerge_alternative
    from .disturb import DISTURB, disturb_alternative
    from .foretell import FORETELL, foretell_alternative
    from .plot import PLOT, plot_alternative
    from .madness import MADNESS, madness_alternative
    from .overload import overload_alternative
    from .dash import dash_alternative
    from .prowl import prowl_alternative
    from .miracle import miracle_alternative
    from .sneak import sneak_alternative
    from .warp import warp_alternative
    from .freecast import FREE_CAST, free_cast_alternative
    return {FREE_CAST: lambda: free_cast_alternative(state, card, card_obj, caster, cast_from),   # 118.9 (a permanent's)
            "sneak": lambda: sneak_alternative(state, card, caster, costs),   # 702.190a
            MAYHEM: lambda: mayhem_alternative(state, card, card_obj, caster),   # 702.187b
            WEB_SLINGING: lambda: web_slinging_alternative(state, card, caster, costs),   # 702.188a
            FREERUNNING: lambda: freerunning_alternative(state, card, caster),   # 702.173a
            "miracle": lambda: miracle_alternative(state, card, resolving),   # 702.94a
            MADNESS: lambda: madness_alternative(state, card, card_obj),   # 702.35a
            DISTURB: lambda: disturb_alternative(state, card_obj, caster, cast_from),   # 702.146a
            FORETELL: lambda: foretell_alternative(state, card, card_obj, caster),   # 702.143a
            PLOT: lambda: plot_alternative(state, card_obj, caster),   # 702.170d
            "impending": lambda: impending_alternative(state, card),   # 702.176a
            "warp": lambda: warp_alternative(state, card, cast_from),   # 702.185a
            "cleave": lambda: cleave_alternative(state, card),   # 702.148a
            EMERGE: lambda: emerge_alternative(state, card, costs),   # 702.119a
            BESTOW: lambda: bestow_alternative(state, card, cast_from),   # 702.103a, 702.103d
            "overload": lambda: overload_alternative(state, card),   # 702.96a
            "dash": lambda: dash_alternative(state, card),   # 702.109a
            "blitz": lambda: dash_alternative(state, card, "blitz"),   # 702.152a
            "prowl": lambda: prowl_alternative(state, card, caster)}   # 702.76a


class StackMixin:
    """Casting, activating, copying and resolving (mixed into GameState)."""

    # --- casting (601.2) --------------------------------------------------------------------------------
    def cast(self, card_or_ref, *, controller: str | None = None, targets=(), choices=None, mode=None,
             x: int | None = None, kicked=0, costs: dict | None = None, mana=None, handle: str | None = None,
             alias: str | None = None, from_zone: str | None = None, half=None, face: str | None = None,
             free: bool = False, face_down: bool = False, alternative=None, cast_with: str = "", splice=(),
             prototype: bool = False, resolving: bool = False, buyback=None) -> StackItem:
        """Cast a spell (601.2a-i): it goes on the stack with every decision recorded. ``free``: an effect
        casts it while it resolves, without paying its mana cost (608.2g: its timing is the effect's).
        ``face_down``: cast face down by its morph or disguise ability for {3} (702.37c, 702.168b, 708.4).
        ``prototype``: cast prototyped, with its prototype's mana cost, power and toughness (702.160a, 718.3).
        ``resolving``: an effect casts it while it resolves, its costs paid (608.2g: timing permissions ignored; miracle,
        702.94a)."""
        snap0 = self.evaluate()
        unknowns_before = len(self.unknowns)   # what this casting's own choices note comes after (kb.engine.payable)
        if isinstance(card_or_ref, CardDef):
            caster = self._player(controller)
            card_obj = self.put_into(card_or_ref, from_zone or "hand", owner=caster, alias=alias)
            self.log.lines.pop()  # the card was simply in that zone
        else:
            card_obj = self.obj(card_or_ref)
            caster = self._player(controller or self.permission_holder(card_obj) or card_obj.owner)
            if not face_down:   # 406.3a: a card exiled face down is turned face up just before it is cast
                turn_face_up_to_play(self, card_obj)
        card = card_obj.card
        # 709.3: a split card's half is chosen before it goes on the stack; 712: a modal DFC's face
        chosen_half = None
        if card.other_faces and card.layout in ("split", "aftermath", "fuse"):
            halves = tuple(card.other_faces)
            if half is None:
                raise EngineError(f"{card.name} is a split card: give half: "
                                  f"{' or '.join(repr(h.name) for h in halves)} ({self.rule_no('split_cast')})")
            if str(half).strip().lower() in FUSED_WORDS:
                card = self._fused_card(card_obj, card, halves)   # 702.102a: both halves, from the hand
                chosen_half = FUSED
            else:
                idx = next((i for i, h in enumerate(halves) if str(half).lower() in (h.name.lower(), str(i + 1))), None)
                if idx is None:
                    raise EngineError(f"{card.name} has no half {half!r}"
                                      + (" (give half: both to cast a split card with fuse fused)" if
                                         str(half).lower() in ("all", "fused") else ""))
                chosen_half = idx
                card = halves[idx]
        alt = None
        converted = alternative is not None and str(alternative).strip().lower() == MTMTE and not free
        if converted:   # 702.162a: cast converted, its back face up (712.11a); refused without the keyword
            alt = converted_alternative(self, card)
            if face is not None and str(face).strip().lower() not in ("back", "transformed", "converted"):
                raise EngineError(f"{card_obj.alias} cast for its more than meets the eye cost is cast converted, with its "
                                  f"back face up ({self.rule_no('more_than_meets_the_eye')}): face: {face!r} contradicts it")
            face = "transformed"
        elif alternative is not None and str(alternative).strip().lower() == DISTURB and not free:
            # 702.146a: cast transformed, its back face up (712.8c)
            if face is not None and str(face).strip().lower() not in ("back", "transformed"):
                raise EngineError(f"{card_obj.alias} cast for its disturb cost is cast transformed, with its back face "
                                  f"up ({self.rule_no(DISTURB)}): face: {face!r} contradicts it")
            if card.layout not in ("transform",) or not card.other_faces:
                raise EngineError(f"{card_obj.alias} is not a transforming double-faced card: it can't be cast "
                                  f"transformed ({self.rule_no(DISTURB)})")
            face = "transformed"
        back, adventure = self._chosen_face(card_obj, face) if chosen_half is None else (False, False)
        if back or adventure:
            card = card.other_faces[0]
        if prototype:
            card, prototype = self._prototyped(card), self._prototyped(card) is not card
        w0 = snap0.get(card_obj.oid) or self.evaluate().get(card_obj.oid)   # a card just put in the hand
        if card_obj.zone in ("battlefield", "stack"):
            raise EngineError(f"{card_obj.alias} is on the {card_obj.zone}: only a card in another zone can be cast")
        if "Land" in card.types and len(card.types) == 1:
            raise EngineError(f"{card.name} is a land: lands are played, not cast ({self.rule_no('play_land')})")
        if card_obj.zone == "library" and not free:
            self._library_cast_allowed(card_obj, caster, w0)
        if adventure and card_obj.zone == "exile" and card_obj.adventure_player is not None:
            raise EngineError(f"{card_obj.alias} was exiled as an Adventure that resolved: it may be cast from exile, "
                              f"but not as an Adventure ({self.rule_no('adventure_exile')})")
        way = self.cast_face_down_way(card_obj) if face_down else None   # 702.37d: only with morph or disguise
        if way is not None:
            from .copies import face_down_card
            from .facedown import WARD_WAYS, listed_for
            card = face_down_card(card, self.edition, listed=listed_for(way))   # 708.4: what casting it sees
        own_flash = None
        sorcery_time = caster == self.active and self.step in ("main1", "main2") and not self.stack   # 307.5a
        sneak = alternative is not None and str(alternative).strip().lower() == "sneak" and not free
        from .freecast import FREE_CAST
        free_way = alternative is not None and str(alternative).strip().lower() == FREE_CAST and not free
        if not free and not resolving:
            own_flash = self._check_timing(card_obj, caster, w0, face=card if (back or adventure or way) else None,
                                           sneak=sneak, free_way=free_way or ("own" if alternative_flash(card, alternative)
                                                                              else False))
        else:   # 702.61a: an effect's cast too (608.2g ignores timing permissions, not split second's prohibition)
            self._split_second(f"{card.name} can't be cast")
        self._check_cast_limits(card, card_obj, caster)   # its own "Cast ~ only …", even cast by an effect (608.2g)
        check_legendary_spell(self, card, caster)   # 205.4e: a legendary instant or sorcery (kb.engine.legendaryspell)
        cast_from = card_obj.zone   # "Whenever you cast a spell from exile" (603.2)
        by_aftermath = False   # the half's own aftermath lets its owner cast it from the graveyard (702.127a)
        if chosen_half is not None and chosen_half != FUSED:
            from .aftermath import aftermath_permits
            by_aftermath = aftermath_permits(self, card_obj, card, caster, cast_from)
        if cast_from == "graveyard":   # what an unknown could have changed that this cast reads (kb.engine.castpermission)
            from .castdoubt import graveyard_cast_doubt
            graveyard_cast_doubt(self, card_obj)
        from .warp import warp_refused
        why = warp_refused(self, card_obj, caster)
        if why and not free:
            raise EngineError(why)
        # 601.2b, 118.9a: the alternative cost the caster intends to pay (one at most)
        if way is not None and alternative not in (None, False):
            raise EngineError(f"{card_obj.alias} is cast face down, itself an alternative cost: no other alternative cost "
                              f"can be paid with it ({self.rule_no('alternative_cost')})")
        want = str(alternative).strip().lower() if alternative not in (None, False) and not free else None
        readers = _alternative_readers(self, card, card_obj, caster, costs, cast_from, resolving)
        # a flashback an effect gave the card in its graveyard (613.1f; kb.engine.flashbackgrant)
        # or an escape ("… has escape. The escape cost is equal to the card's mana cost plus …", kb.engine.escapegrant)
        granted = [a for a in granted_keywords(card, w0) if a.name.lower().startswith(("flashback", "escape"))] \
            if cast_from == "graveyard" else []
        if converted:
            pass   # chosen above, with the face (702.162a)
        elif want in readers:
            alt = readers[want]()
        elif want is not None:
            alt = chosen_alternative(card, alternative, cast_from, self.rule_no, granted=granted)
        elif cast_from == "graveyard" and not free and any(
                getattr(a, "kind", "") == "keyword" and a.name.lower().startswith("escape") for a in [*card.abilities, *granted]) \
                and not re.search(r"\b(?:flashback|jump-start|retrace|aftermath|disturb)\b", card.text or "", re.I):
            raise EngineError(f"{card.name} is cast from a graveyard with escape, by paying its escape cost rather than its "
                              f"mana cost ({self.rule_no('escape')}): give alternative: escape")
        elif cast_from == "graveyard" and not free and alternative is None and any(
                getattr(a, "kind", "") == "keyword" and a.name.lower().startswith("flashback")
                for a in [*card.abilities, *granted]) and flashback_refused(self, card) is None:
            # 702.34a: its flashback ability is what lets it be cast from a graveyard; another permission on the
            # battlefield ("you may cast … from your graveyard") would be a choice the step has to make
            # battlefield (a static "you may cast … from your graveyard", 601.3; a trigger permits nothing, 603.1) is
            # another way its caster may choose: unstated, what the choice changes (its cost, where the card goes as it
            # leaves the stack) can't be decided; cast on with its flashback
            other = [w.name for w, _a in _fitting_permissions(self, card_obj, caster, "graveyard")] + \
                [n for _t, n in _unread_permissions(self, card_obj, "graveyard")]
            if other:
                from .castdoubt import note_permission_unstated
                note_permission_unstated(self, card_obj, caster, [*card.abilities, *granted],
                                         f"{card.name} may be cast from the graveyard with its flashback ability "
                                         f"({self.rule_no('flashback')}) or by {other[0]}'s permission "
                                         f"({self.rule_no('cast_prohibited')}), and which one isn't stated (alternative: "
                                         f"flashback, or alternative: false)", unread=len(other) > len(
                                             _fitting_permissions(self, card_obj, caster, "graveyard")))
            try:
                alt = chosen_alternative(card, "flashback", cast_from, self.rule_no, granted=granted)
            except EngineError as exc:   # a flashback cost the cost reader doesn't read: what follows is unknown
                self.note_unknown(f"{card.name} is cast from the graveyard by its flashback ability: {exc}")
        if alt is not None and alt[0] == "flashback" and flashback_refused(self, card):   # 702.34a (kb.engine.flashbackkind)
            raise EngineError(flashback_refused(self, card))
        if alt is not None and alt[0] in ("flashback", "escape") and cast_from == "graveyard" and card_obj.owner != caster:
            # 702.34a, 702.138a: "You may cast this card from your graveyard" — for a card in a graveyard "you" is its
            # owner (109.5): no one else casts it with that ability (601.3)
            raise EngineError(f"{card_obj.alias} is in {card_obj.owner}'s graveyard: its {alt[0]} ability lets only its "
                              f"owner cast it from there ({self.rule_no(alt[0])}, {self.rule_no('cast_prohibited')})")
        # mutate (702.140a) and a card's "You may pay … rather than pay ~'s mana cost" (118.9) are costs, not permissions:
        # cast from a graveyard or exile, something else permits it (601.3) — flashback, escape, mayhem permit it
        if cast_from == "hand" and card_obj.owner != caster and not free:   # another player's hand (601.3)
            _some_permission(self, card_obj, card, caster, "hand")
        permission = None   # the card's own permission it is cast by, when it is (601.3)
        fitted = None   # the static permissions of permanents that let it be cast, when they do (601.3)
        if (alt is None or alt[0] in ("mutate", "alternative")) and not free and cast_from in ("graveyard", "exile") \
                and not by_aftermath:
            if not _unmodelled_permission(self, card, cast_from, own=card_obj.owner == caster, card_obj=card_obj):
                permission = _own_permission(self, card_obj, card, caster, cast_from)
                if permission is None:
                    fitted = _some_permission(self, card_obj, card, caster, cast_from)
        # an impulse draw's permission to play it "without paying its mana cost" (kb.engine.looking) requires that
        # alternative cost (118.9b), and no other can be applied with it (118.9a)
        from .turnpermission import turn_permission_free   # "… without paying its mana cost" of a turn's permission
        no_mana = not free and cast_from != "hand" and permission is None and (
            self.permission_free(card_obj, caster) or turn_permission_free(self, card_obj, caster, cast_from))
        # its impulse permission's "you may spend mana as though it were mana of any color to cast that spell" (609.4b)
        any_mana = not free and cast_from != "hand" and permission is None and spends_any_mana(self, card_obj, caster)
        if no_mana and (alt is not None or way is not None):
            raise EngineError(f"{card_obj.alias} is cast by a permission to cast it without paying its mana cost, itself "
                              f"an alternative cost: no other can be paid with it ({self.rule_no('alternative_cost')})")
        from .graveyardcast import permission_exiles   # "If that spell would be put into your graveyard, exile it instead."
        exiles = permission_exiles(self, card_obj, caster) if cast_from != "hand" and permission is None and not free \
            else False
        if fitted and exiles is False:   # "If a spell cast this way would be put into your graveyard, exile it instead."
            from .graveyardcast import static_permission_exiles
            exiles = static_permission_exiles(fitted)
        # 601.2a: the card moves to the stack and becomes the topmost object
        with self.batch():
            spell_obj = self.move(card_obj, "stack", log=False, controller=caster)
        spell_obj.controller = caster
        spell_obj.half = chosen_half
        if chosen_half is not None and chosen_half != FUSED:
            from .aftermath import mark_cast   # exiled if it would leave the stack (702.127a)
            mark_cast(self, spell_obj, card, cast_from)
        spell_obj.transformed = back
        spell_obj.adventure = adventure
        spell_obj.prototyped = prototype
        if alt is not None and alt[0] == "bestow":   # 702.103b: an Aura spell as it is put on the stack (kb.engine.bestow)
            spell_obj.bestowed = True
            self._changed()
            self.log.add(f"{_cap(caster)} {_verb(caster, 'cast')} {card_obj.alias} bestowed: as it is put on the stack it "
                         "becomes an Aura enchantment with enchant creature", "bestow", kind="step")
        if way is not None:
            from .facedown import mark_face_down
            mark_face_down(spell_obj, way)
            cost = f"a mana cost of {card.mana_cost}" if card.mana_cost else "no mana cost"   # 502.26b before 2006-10-01
            self.log.add(f"{_cap(caster)} {_verb(caster, 'turn')} {card_obj.alias} face down to cast it using its {way} "
                         "ability: a 2/2 face-down creature spell" + (" with ward {2}" if way in WARD_WAYS else "")
                         + f" with no other text, no name, no subtypes and {cost}, put on the stack",
                         "morph_cast" if way != "disguise" else "disguise_cast", "face_down_spell", kind="step")
        if chosen_half is not None or back or adventure or way or prototype:
            self._changed()   # its characteristics on the stack are the half's or the face's (709.3b, 712.8c, 715.3b, 718.3b)
        if prototype:
            self.log.add(f"{_cap(caster)} {_verb(caster, 'cast')} {card_obj.alias} prototyped: the spell has only its "
                         f"prototype's mana cost {card.mana_cost}, power and toughness {card.power}/{card.toughness}"
                         f"{' and colour' if card.mana_cost and card.mana_cost.colors else ''}", "prototype_cast",
                         kind="step")
        if adventure:
            self.log.add(f"{_cap(caster)} {_verb(caster, 'cast')} {card_obj.alias} as an Adventure: on the stack it has "
                         f"only its alternative characteristics ({card.name})", "adventure_cast", kind="step")
        elif back and card_obj.card.layout != "modal_dfc":
            self.log.add(f"{_cap(caster)} {_verb(caster, 'cast')} {card_obj.alias} transformed: it is put on the stack "
                         f"with its back face up ({card.name})", "cast_transformed", kind="step")
        elif back:
            self.log.add(f"{_cap(caster)} {_verb(caster, 'choose')} to cast {card_obj.alias} with its back face up "
                         f"({card.name}): only that face is evaluated and put on the stack", "mdfc_cast", kind="step")
        if chosen_half == FUSED:
            self.log.add(f"{_cap(caster)} {_verb(caster, 'cast')} both halves of {card.name} from {_poss(caster)} hand: a "
                         "fused split spell with the combined characteristics of its halves", "fuse_cast", "fuse_combined",
                         kind="step")
            if _version("fused_characteristics", self.edition) == "two_sets":
                self._fused_two_sets(spell_obj, tuple(card_obj.card.other_faces))
        elif chosen_half is not None:
            self.log.add(f"{_cap(caster)} {_verb(caster, 'choose')} to cast {card.name}: only that half exists on the stack",
                         "split_cast", kind="step")
        self._check_prohibited_cast(spell_obj, caster, x, card_obj.zone)   # 601.3: no effect prohibits it
        if alt is not None and alt[0] == "alternative":   # 601.2b: announced with the card already on the stack
            self._check_alternative_condition(card, alternative, spell_obj, caster)
        shown = card.name or f"{card_obj.alias} (face down)"   # 708.5: its controller may look at it
        item = self._new_item("spell", shown, caster, source=spell_obj.oid, oid=spell_obj.oid)
        item.unknowns_before = unknowns_before
        item.card_name = card_obj.card.name
        item.cast = True
        item.cast_with = alt[0] if alt is not None else (getattr(permission, "keyword", "") or cast_with)
        if item.cast_with == "warp":   # "a spell was warped this turn" (702.185c, kb.engine.turnevents)
            self.__dict__.setdefault("warped_turns", set()).add(self.turn)
        if item.cast_with == "sneak":   # what the returned creature attacked (702.190b, kb.engine.sneak)
            self.__dict__.setdefault("sneak_defenders", {})[item.sid] = alt[3]
        item.alt_cost = str(alt[1]) if alt is not None else ""
        item.alt_keyword = alternative_keyword(card, alternative) if alt is not None and alt[0] == "alternative" else ""
        item.cast_from = cast_from
        item.caster = caster
        if exiles:   # the permission's replacement (614.1a; kb.engine.graveyardcast)
            item.graveyard_exile = True
        elif exiles is None:
            self.note_unknown(f"{card_obj.alias}: which permission it is cast by — one that exiles it instead of putting it "
                              f"into a graveyard or one that doesn't — is not stated ({self.rule_no('replacement')})")
        item.cast_main = caster == self.active and self.step in ("main1", "main2")   # 505.1: that player's main phase
        item.flash_cost = own_flash.extra if own_flash is not None else ""   # 601.3c: paid as it is cast this way
        item.permission_costs = permission.self_costs if permission is not None else ()   # 601.2f, 118.8
        item.flash_sacrifice = not sorcery_time and any(isinstance(a, CastAsThoughFlash) and a.sacrifice
                                                        for a in card.abilities)
        self.player(caster).spells_cast += 1
        from .restrictions import record_cast   # "more than one noncreature spell each turn" counts them (601.3)
        record_cast(self, spell_obj.oid, caster, cast_from)
        item.handle = handle
        self.log.add(f"{_cap(caster)} {_verb(caster, 'cast')} {shown}: it moves from the {card_obj.zone} to the stack",
                     "cast", "cast_move", kind="step")
        spell = next((a for a in card.abilities if isinstance(a, SpellAbility)), None)
        text = spell.text if spell is not None else ""
        if item.cast_with == "cleave" and getattr(spell, "cleaved", None) is not None:
            text = spell.cleaved   # 702.148a: the words in square brackets removed (kb.engine.cleave)
            self.log.add(f"its cleave cost is paid: the words in square brackets are removed (“{text}”)", "alternative_cost",
                         indent=1, kind="step")
        elif item.cast_with == "overload" and getattr(spell, "overloaded", None) is not None:
            text = spell.overloaded   # 702.96a-b: every "target" is "each": it requires no target (kb.engine.overload)
            self.log.add(f"its overload cost is paid: every \u201ctarget\u201d in its text becomes \u201ceach\u201d (\u201c{text}\u201d)",
                         "overload", indent=1, kind="step")
        elif getattr(spell, "cleaved", None) is not None and not keyword_named_by("cleave", self.edition):
            self.note_unknown(f"{card.name}'s words in square brackets: the rules of {self.edition} have no cleave")
        if getattr(spell, "unaccounted", ()):   # issue 21: read in part only (kb.engine.render): what it does is unknown
            self.note_unmodelled(spell, card.name, "words not accounted for: " + ", ".join(spell.unaccounted))
        if chosen_half == FUSED:   # 702.102d: the left half's instructions, then the right half's
            text = " ".join(t for t in (next((a.text for a in h.abilities if isinstance(a, SpellAbility)), "")
                                        for h in card_obj.card.other_faces) if t)
            self.log.add(f"its instructions are the left half's, then the right half's: “{text}”", "fuse_resolve",
                         indent=1, kind="step")
        # 601.2b: modes, X, kicker and other additional costs announced
        from .modalif import modes_instead_holds   # "If you control a commander as you cast ~, you may choose both"
        text, item.mode = self._choose_mode(card.name, text, mode, card, kicked=bool(kicked),
                                            instead=modes_instead_holds(self, item, text))
        item.entwined = len(item.mode) > 1 and self._entwine_cost(card) is not None and \
            len(item.mode) > mode_bounds(spell.text if spell is not None else "")[1]
        item.text = text
        item.x = None if x is None else int(x)
        if (free or no_mana or alt is not None and alt[0] == "without paying") and card.mana_cost and \
                "X" in card.mana_cost.symbols:   # ``free``: an effect casts it without paying its mana cost (rebound)
            if item.x not in (None, 0):   # 107.3b: paying neither its mana cost nor a cost with X, X can only be 0
                raise EngineError(f"{card_obj.alias} is cast without paying its mana cost: the only legal choice for X "
                                  "is 0 (107.3b)")
            item.x = 0
        if item.x is not None:
            self.log.add(f"X is {item.x}", "x_value", indent=1, kind="step")
            if item.x and spell_obj.x_chosen != item.x:
                spell_obj.x_chosen = item.x   # its mana value on the stack counts X (202.3e)
                self._changed()
        kick_kw = [h for h in card.abilities if getattr(h, "kind", "") == "keyword" and h.name.startswith(("kicker", "multikicker"))]
        unread_kicker = [getattr(h, "text", "") for h in card.abilities if not kick_kw and
                         re.match(r"(?:multi)?kicker\b", str(getattr(h, "text", "") or ""), re.I) and
                         (getattr(h, "kind", "") == "unmodelled" or getattr(h, "unmodelled", None))]
        if kicked and unread_kicker:   # "Kicker—{2}{R}, Rummage a card.": a kicker line the engine can't read
            self.note_unknown(f"{card.name}'s \u201c{unread_kicker[0].splitlines()[0]}\u201d is not read: what paying "
                              f"its kicker cost did, and what being kicked does, can't be decided ({self.rule_no('kicked')})")
        elif kicked:
            if not kick_kw:
                raise EngineError(f"{card.name} has no kicker ({self.rule_no('kicker')})")
            self._announce_kickers(item, card, kick_kw, kicked)
            least = max(getattr(h, "x_min", 0) for h in kick_kw)
            if least and "{x}" in kick_kw[0].name.lower() and (item.x is None or item.x < least):
                # "Kicker {X}. X can't be 0.": X is announced with the kicker cost (601.2b, 107.3a)
                raise EngineError(f"{card.name}'s kicker cost is {{X}} and X can't be {least - 1}: give x: N (N ≥ {least}) "
                                  f"when casting it kicked ({self.rule_no('cast_modes')}, 107.3a)")
            self.log.add(f"{_cap(caster)} {_verb(caster, 'announce')} paying the kicker cost", "kicker", indent=1, kind="step")
        if buyback not in (None, False):   # 601.2b: paying the buyback cost is announced (702.27a)
            from .buyback import announce_buyback
            announce_buyback(self, item, card, buyback)
        if splice:
            text = self._splice(item, card, caster, card_obj, text, splice)
        if item.cast_with == "awaken":   # 702.113a-b: its spell ability, and its target, only if the awaken cost is paid
            text = (text + " " if text else "") + AWAKEN_TEXT.format(n=alt[3])
            item.text = text
            self.log.add(f"{_cap(caster)} {_verb(caster, 'announce')} paying the awaken cost: the spell also has "
                         f"“{AWAKEN_TEXT.format(n=alt[3])}”", "awaken", indent=1, kind="step")
        elif alt is not None:
            named = ALTERNATIVE_KEYWORDS.get(alt[0])
            self.log.add(f"{_cap(caster)} {_verb(caster, 'announce')} paying "
                         f"{'the ' + alt[0] + ' cost' if named else 'an alternative cost'} "
                         "rather than the mana cost", named[0] if named else "alternative_cost", indent=1, kind="step")
        # 601.2c: targets (a variable number of them announced first)
        if text:   # a results table's rows have no target (kb.engine.dice): its head's are the spell's
            instructions, slots, targets = self._parse_planned(item, text, card.name, targets,
                                                               keep=lambda s: kicker_keeps(s, item.kicked))
        else:
            instructions, slots = [], []
        if any(a.keyword == "enchant" or (getattr(a, "keyword", "") or "").startswith("enchant ")
               for a in card.abilities) and "Aura" in card.subtypes:
            slots = [self._aura_slot(card)]
        if item.cast_with == "bestow" and spell_obj.bestowed:   # 702.103b: it targets what enchant creature allows
            from .bestow import bestow_slot
            slots = [bestow_slot()]
        if item.cast_with == "mutate":   # 702.140a: a mutating creature spell targets a non-Human creature
            from .mutate import mutate_slot
            slots = [mutate_slot()]
        full = slots
        slots = [s for s in slots if kicker_keeps(s, item.kicked)]   # 601.2c (kb.engine.kickedtargets)
        item.slots = slots
        unread = [i.text for i in instructions if i.kind == "unmodelled" and re.search(r"\btargets?\b", i.text, re.I)]
        if unread and len(list(targets or ())) > len(slots):
            # 601.2c for a sentence the engine can't read: the targets are recorded as given, unchecked;
            # what the sentence would do is "cannot decide" when it resolves
            extra = [self._target_ref(t) for t in list(targets)[len(slots):]]
            targets = list(targets)[:len(slots)]
            item.unread_targets = extra
            self.log.add(f"targets for “{unread[0]}” (not modelled: not checked): "
                         + ", ".join(self._ref_name(t) for t in extra), "cast_targets", indent=1, kind="step")
            # whether the cast was allowed is unknown too: "Can I cast it targeting X?" is no "Yes" (the answers
            # about objects are left to the resolution, which can't decide the sentence: no scope here)
            from .unknowns import note_derived
            note_derived(self, f"whether {', '.join(self._ref_name(t) for t in extra)} is a legal target for "
                               f"“{unread[0]}” can't be decided (the sentence's targets are not modelled, "
                               f"{self.rule_no('cast_targets')})", frozenset())
        self._choose_targets(item, targets, snap=self.evaluate())
        if any(s.requires == "unkicked" for s in full) and item.kicked:   # the replaced instruction's: no target
            item.slots, item.targets = expand_unchosen([s for s in full if s.requires != "kicked" or item.kicked],
                                                       item.slots, item.targets)
        if item.cast_with == "mutate":
            self.mutate_owner_check(item, spell_obj)   # 702.140a: with the same owner as the spell
        self.emit_crime(item)
        self._announce_division(item, instructions, choices)
        # 601.2f: the total cost, locked in; 601.2h: paid
        if way is not None:   # 702.37c, 702.168b: {3} rather than its mana cost (an alternative cost, 118.9)
            from dataclasses import replace as _r
            card = _r(card, mana_cost=ManaCost.parse("{3}"))
            self.log.add(f"{_cap(caster)} {_verb(caster, 'pay')} {{3}} rather than its mana cost",
                         "morph_cast" if way != "disguise" else "disguise_cast", indent=1, kind="step")
        item.choices = dict(choices or {})   # before the costs: an additional cost's option is one (601.2b)
        item.any_mana = any_mana
        if no_mana:
            self.log.add(f"{_cap(caster)} {_verb(caster, 'cast')} it without paying its mana cost, as the permission "
                         "requires", "alternative_cost", indent=1, kind="step")
        self._pay_spell_costs(item, card, spell_obj, costs or {}, mana, free=free or no_mana, alt=alt)
        self.stack.append(item)
        self.log.add(f"{shown} becomes cast" + (f", targeting {item.targets_text(self)}" if item.targets else ""),
                     "cast_done", indent=1, kind="step")
        self._emit(Event("cast", obj=spell_obj.oid, player=caster, item=item, from_zone=cast_from))
        if cast_from == "command":
            from .gamevalues import commander_cast
            commander_cast(self, spell_obj.card.name, caster)   # 903.8
        self.storm_trigger(item, spell_obj, caster)   # 702.40a
        from .replicate import replicate_trigger
        replicate_trigger(self, item, spell_obj, caster)   # 702.56a
        self.cascade_trigger(item, spell_obj, caster)   # 702.85a
        self._touched()
        return item

    def _splice(self, item: StackItem, card: CardDef, caster: str, card_obj, text: str, splice) -> str:
        """702.47a-c: each card revealed from the caster's hand to be spliced onto the spell: it must have "Splice onto
        [quality]" the spell has; the spell gains its rules text after its own (in the order given, 702.47b) and its
        splice cost is added to the total cost. The card stays in the hand."""
        done = []
        for ref in splice:
            o = self.obj(ref)
            if o.zone != "hand" or o.owner != caster or o.oid == card_obj.oid:
                raise EngineError(f"{o.alias} is not in {_poss(caster)} hand: only a card in the hand can be spliced "
                                  f"({self.rule_no('splice')})")
            if o.oid in done:
                raise EngineError(f"{o.alias} can't be spliced onto the same spell twice ({self.rule_no('splice')})")
            kw = next((splice_of(a.name) for a in o.card.abilities if getattr(a, "kind", "") == "keyword"
                       and splice_of(a.name) is not None), None)
            unread = next((m for a in o.card.abilities if getattr(a, "kind", "") == "unmodelled"
                           if (m := re.match(r"splice onto (arcane|instant or sorcery)\b", str(a.text), re.I))), None)
            if kw is None and unread is not None:
                # a splice ability whose cost the engine can't read (kb.engine.splicecost): the spell gains the text
                # (702.47a), but what paying the cost took is unknown — never a refusal of an ability the card has
                self.note_unknown(f"{o.alias}'s splice cost is not read: what splicing it onto {card.name} paid can't "
                                  f"be decided ({self.rule_no('splice')})")
                kw = (unread.group(1), ManaCost.parse("{0}"), ())
            if kw is None:
                raise EngineError(f"{o.alias} has no splice ability ({self.rule_no('splice')})")
            quality, cost, others = kw
            fits = ("Arcane" in card.subtypes) if quality.lower() == "arcane" else bool({"Instant", "Sorcery"} & set(card.types))
            if not fits:
                raise EngineError(f"{card.name} is not {'an Arcane' if quality.lower() == 'arcane' else 'an instant or sorcery'}"
                                  f" spell: {o.alias} can't be spliced onto it ({self.rule_no('splice')})")
            sp = next((a for a in o.card.abilities if isinstance(a, SpellAbility)), None)
            if sp is None or getattr(sp, "unmodelled", ()):
                self.note_unmodelled(sp.text if sp else o.alias, card.name, f"spliced from {o.alias}")
            added = sp.text if sp is not None else ""
            text = (text + " " if text else "") + added
            done.append(o.oid)
            item.spliced += ((o.alias, str(cost), others),)
            paid = "the splice cost " + (f"{cost} is added to its total cost" if not others else
                                         ", ".join(c.text.lower() for c in others) + " is an additional cost to pay"
                                         + (f" and {cost} is added to its total cost" if str(cost) != "{0}" else ""))
            self.log.add(f"{_cap(caster)} {_verb(caster, 'reveal')} {o.alias} and {_verb(caster, 'splice')} it onto "
                         f"{card.name}: the spell gains “{added.replace('~', card.name)}” and {paid}",
                         "splice", indent=1, kind="step")
        item.text = text
        return text

    def _announce_kickers(self, item: StackItem, card: CardDef, kick_kw: list, kicked) -> None:
        """601.2b, 702.33: which kicker costs are paid. ``kicked: N`` pays the first N kicker costs (a multikicker
        cost N times, 702.33c); ``kicked: ["{B}"]`` the costs named, as written (702.33f)."""
        costs = kicker_costs(card.abilities)
        multi = any(h.name.startswith("multikicker") for h in kick_kw)
        for h in kick_kw:   # a kicker keyword the rules of this edition don't name (multikicker before 2010-02-01)
            if not keyword_named_by(h.name, self.edition):
                word = h.name.split()[0]
                self.note_unknown(f"{card.name} has {word}, a keyword the rules of {self.edition} don't have yet (it "
                                  f"came with the {KEYWORD_FIRST_EDITION[word]} edition): how many times it was "
                                  "kicked, and what follows, can't be decided")
        if isinstance(kicked, (list, tuple)):
            left, chosen = [str(c) for c in costs], []
            for want in kicked:
                w = str(ManaCost.parse(str(want))) if str(want).startswith("{") else str(want)
                if w not in left:
                    raise EngineError(f"{card.name} has no kicker cost {want} left to pay: its kicker costs are "
                                      f"{', '.join(str(c) for c in costs)} ({self.rule_no('kicker_two')})")
                left.remove(w)
                chosen.append(w)
            item.kicked_with = tuple(chosen)
        else:
            n = int(kicked) if not isinstance(kicked, bool) else 1
            if (multi and isinstance(kicked, bool)) or (not multi and len(set(map(str, costs))) > 1 and n < len(costs)):
                # 601.2b, 702.33d: how many times a multikicker cost is paid, or which of two kicker costs, is announced
                # as the spell is cast; "kicked" alone doesn't say it (never the first cost guessed)
                ask = "kicked: N (the number of times)" if multi else \
                    f"kicked: [{' | '.join(repr(str(c)) for c in costs)}] (the costs paid) or kicked: {len(costs)}"
                raise EngineError(f"{card.name} {'has multikicker' if multi else 'has more than one kicker cost'}: "
                                  f"{'how many times' if multi else 'which of them'} it is kicked is announced as it is "
                                  f"cast ({self.rule_no('cast_modes')}, {self.rule_no('kicked')}): give {ask}")
            if n > len(costs) and not multi:
                raise EngineError(f"{card.name} has {len(costs)} kicker cost(s): it can be kicked only "
                                  f"{'once' if len(costs) == 1 else f'{len(costs)} times'} ({self.rule_no('kicked')})")
            item.kicked_with = tuple(str(c) for c in (costs[:1] * n if multi else costs[:n]))
        item.kicked = len(item.kicked_with)
        for written in item.kicked_with:
            if kicker_parts(written) is None:   # a cost the cost reader can't read: what paying it did is unknown
                self.note_unknown(f"{card.name}'s kicker cost \u201c{written}\u201d is not read: what paying it did "
                                  f"can't be decided ({self.rule_no('kicked')})")

    def _check_prohibited_cast(self, spell_obj, caster: str, x, from_zone: str | None = None) -> None:
        """601.3 (601.3a, 601.2e): an effect that prohibits casting this spell (kb.engine.restrictions), judged
        with the characteristics the spell has on the stack (its chosen face or half, X as announced)."""
        from .restrictions import cast_prohibited
        snap = self.evaluate()
        w = snap.get(spell_obj.oid)
        why = cast_prohibited(self, snap, caster, w, x, from_zone) if w is not None else None
        if why:
            raise EngineError(why)

    def _fused_two_sets(self, spell_obj, halves: tuple) -> None:
        """Before 2017-04-28 (kb.engine.versions fused_characteristics) a fused split spell has two sets of
        characteristics and one converted mana cost, the total of both mana costs (702.100b, 708.2): what it does (its
        total cost, its targets, the left half's instructions then the right half's), its converted mana cost and its
        names (an object has a name if one of its names is that name, 708.7) are those the engine models. A question
        about another characteristic gets two answers, compared half by half (708.5, 708.6: a positive comparison is
        "yes" if either half's is), where the engine combines them: the same whenever both halves answer alike, but
        not for colours the halves don't share ("is it multicolored?" is "yes" combined, "no" for a blue half and a
        red half; how many colours it has). So the groups in which the halves differ (their colours, their card
        types) are "cannot decide" for the spell, and for what reads them."""
        from .unknowns import Unknown
        groups = set()
        if len({h.printed_colors for h in halves}) > 1:
            groups.add("colors")
        if len({(h.supertypes, h.types, h.subtypes) for h in halves}) > 1:
            groups.add("types")
        if not groups:
            return
        said = " and ".join(("its colors" if g == "colors" else "its types") for g in sorted(groups))
        reason = (f"{spell_obj.alias} is a fused split spell, which has two sets of characteristics in {self.edition} "
                  f"({self.rule_no('fuse_combined')}): a question about {said}, which its halves don't share, gets two "
                  f"answers, compared half by half, which the engine doesn't model")
        self.unknowns.append(Unknown(reason, frozenset(groups), since=self.clock, objects=frozenset((spell_obj.oid,))))

    def _fused_card(self, card_obj, card: CardDef, halves: tuple) -> CardDef:
        """702.102a-c: a split card with fuse cast from its owner's hand with both halves: one spell whose
        mana cost (for its total cost) is both halves' mana costs, with the abilities of both halves."""
        if not any(getattr(a, "kind", "") == "keyword" and getattr(a, "name", "") == "fuse"
                   for h in halves for a in h.abilities):
            raise EngineError(f"{card.name} has no fuse: only one half of a split card can be cast "
                              f"({self.rule_no('split_cast')})")
        if card_obj.zone != "hand":
            raise EngineError(f"{card_obj.alias} is in the {card_obj.zone}: both halves of a split card with fuse can "
                              f"be cast only from the hand ({self.rule_no('fuse_cast')})")
        from dataclasses import replace as _r
        syms = tuple(x for h in halves if h.mana_cost for x in h.mana_cost.symbols)
        return _r(card, mana_cost=ManaCost(syms), abilities=tuple(a for h in halves for a in h.abilities
                                                                    if not isinstance(a, SpellAbility)))

    def _target_undecided(self, slot, t, snap) -> bool:
        """Whether an object is a legal target reads its characteristics (115.1, 702.11, 702.18): if the
        engine can't decide those, it can't decide what follows from the spell either (noted; True)."""
        if t is None or t[0] != "obj" or slot.selector is None:
            return False
        from .unknowns import blockers, group_of, note_derived
        groups = {group_of(f) for f in getattr(slot.selector, "reads", ()) or ()} | {"abilities"}
        for g in sorted(groups):
            why = blockers(self, snap, t[1], g)
            if why:
                note_derived(self, f"whether {self._ref_name(t)} is a legal target for \u201c{slot.phrase}\u201d can't be "
                                   f"decided ({why[0]})")
                return True
        return False

    def _split_second(self, what: str) -> None:
        """702.61a: while a spell with split second is on the stack, players can't cast other spells or
        activate abilities that aren't mana abilities."""
        snap = self.evaluate()
        for it in self.stack:
            w = snap.get(it.oid) if it.oid is not None else None
            if w is not None and it.kind == "spell" and "split second" in w.keyword_names():
                raise EngineError(f"{what}: {it.name} has split second and is on the stack "
                                  f"({self.rule_no('split_second')})")

    def _prototyped(self, card: CardDef) -> CardDef:
        """The card cast prototyped (718.3b): its prototype's characteristics. A card without prototype can't be
        (702.160a: refused); under an edition without the rule, what casting it so means is unknown: noted, so every
        answer from then on is "cannot decide" (the cast goes on as the step states it)."""
        alt = card.prototyped()
        if alt is None:
            raise EngineError(f"{card.name} has no prototype ability: only a spell with prototype can be cast prototyped "
                              f"({self.rule_no('prototype')})")
        if not rule("prototype", self.edition):
            self.note_unknown(f"{card.name} is cast prototyped, but the rules of {self.edition} have no prototype (it came "
                              f"with the {first_edition('prototype')} edition): its characteristics can't be decided")
        return alt

    def _chosen_face(self, card_obj, face) -> tuple[bool, bool]:
        """Which face of a card is cast (712.11b: a modal double-faced card's; 715.3: an adventurer card's,
        normally or as an Adventure). ``face``: None or the front's name / "front" for the normal face; "back",
        "adventure" or the other face's name for the other one. Returns (back face up, as an Adventure). A face
        the card doesn't have is an error, never ignored."""
        card = card_obj.card
        if face is None:
            return False, False
        want = str(face).strip().lower()
        if want in ("front", "1", card.name.lower()):
            return False, False
        other = card.other_faces[0] if card.other_faces else None
        if want == "transformed" and other is not None and card.layout not in ("split", "flip", "aftermath", "adventure",
                                                                               "fuse"):
            return True, False   # 712.11a: an effect casts it "transformed": back face up
        if other is not None and card.layout == "modal_dfc" and want in ("back", "2", other.name.lower()):
            return True, False
        if other is not None and card.layout == "adventure" and want in ("adventure", "2", other.name.lower()):
            return False, True
        names = [card.name] + [f.name for f in card.other_faces]
        if card.layout not in ("modal_dfc", "adventure") or other is None:
            why = "it is not a modal double-faced card (712.11b) nor an adventurer card (715.3)"
        else:
            why = "its faces are " + " and ".join(repr(n) for n in names)
        raise EngineError(f"{card_obj.alias} has no face {face!r} to cast: {why}")

    def _check_timing(self, card_obj, caster: str, w, face: CardDef | None = None, sneak: bool = False,
                      free_way: bool = False):
        """117.1a, 307.1: a noninstant spell only in its controller's main phase with an empty stack. A face
        chosen to be cast (712.11c, 715.3a) is the only one evaluated. Returns the card's own "You may cast ~ as
        though it had flash" ability when that is what allows it now (its extra cost is then paid, 601.3c), else None.
        Split second (702.61a) is checked first whatever permission applies. ``sneak``: cast for its sneak cost, a
        permission to cast it any time an instant could be cast in its caster's declare blockers step (702.190a; that
        window is checked by kb.engine.sneak). ``free_way``: cast without paying its mana cost, which some permissions
        let be done as though it had flash (kb.engine.freecast)."""
        self._split_second(f"{(face or card_obj.card).name} can't be cast")
        if sneak:
            return None
        if face is not None:
            instant = "Instant" in face.types or any(getattr(a, "keyword", None) == "flash" for a in face.abilities)
        else:
            instant = "Instant" in card_obj.card.types or (w is not None and "flash" in w.keyword_names())
        from .freecast import free_cast_flash   # ``free_way``: cast without paying its mana cost (Aluren, 118.9)
        if instant or self._flash_permitted(caster, w) or (free_way is True and free_cast_flash(self, card_obj, caster)):
            return None
        if free_way == "own":   # its own "… without paying its mana cost and as though it had flash" (702.8a, 118.9)
            self.log.add(f"{(face or card_obj.card).name} may be cast as though it had flash, cast for its alternative "
                         "cost", "sorcery_timing", indent=1, kind="step")
            return None
        if self.stack or caster != self.active or self.step not in ("main1", "main2"):
            own = self._own_flash(face or card_obj.card, caster, w)
            if own is not None:
                return own
            why = "the stack is not empty" if self.stack else f"it is {_poss(self.active)} turn" \
                if caster != self.active else f"it is the {self.step.replace('_', ' ')} step, not a main phase"
            nos = ", ".join(dict.fromkeys((self.rule_no("sorcery_cast_timing"), self.rule_no("sorcery_timing"))))
            raise EngineError(f"{(face or card_obj.card).name} can't be cast now: {why}; only instants and spells with flash can "
                              f"({nos})")
        return None

    def _own_flash(self, card, caster: str, w):
        """The card's own "You may cast ~ as though it had flash [if …]" that lets ``caster`` cast it now (702.8a; its
        condition checked as the player begins to cast it, 601.3d; its extra cost paid, 601.3c), or None."""
        for ab in card.abilities:
            if not isinstance(ab, CastAsThoughFlash):
                continue
            if ab.condition is not None:
                unsure = getattr(ab.condition, "undecided", None)
                why = unsure(self, caster) if unsure is not None else None
                if why:
                    self.note_unknown(f"{card.name}: whether \u201c{ab.text}\u201d lets it be cast now can't be decided: {why}")
                snap = self.evaluate()
                if why or not ab.condition.holds(Ctx(snap.work, w, caster, edition=self.edition, game=GameView(self))):
                    continue
            self.log.add(f"{card.name} may be cast as though it had flash: \u201c{ab.text.replace('~', card.name)}\u201d"
                         + (f" ({ab.extra} more)" if ab.extra else ""), "sorcery_timing", indent=1, kind="step")
            return ab
        return None

    def _library_cast_allowed(self, card_obj, caster: str, w) -> None:
        """601.3: a spell is cast from a library only as an effect allows: "You may cast [creature] spells from the top
        of your library." — its controller's own library, its top card, a spell of the kind it names (as it would be on
        the stack). A card among cards whose order is unknown where one of them is on top (401.4: a random or unstated
        order; 701.24a: a shuffle) may or may not be the top card: whether it may be cast is "cannot decide", naming
        the order (the engine's own order of them is not the game's)."""
        from .abilities import PlayPermission
        from .castonce import permission_holds
        from .unknowns import library_top_blockers
        snap = self.evaluate()
        lib = self.player(card_obj.owner).library
        hidden = library_top_blockers(self, card_obj.owner, 1, among=card_obj.oid) if card_obj.owner == caster else []
        on_top = card_obj.owner == caster and lib and (lib[0] == card_obj.oid or hidden)
        spell = w.as_spell(caster) if w is not None else None
        from .castonce import usable_now, use_permission
        fitting = [(src, h.ability) for src in snap.work.values() if src.zone == "battlefield" and src.controller == caster
                   for h in src.abilities if on_top and isinstance(h.ability, PlayPermission) and h.ability.spells
                   and h.ability.zone == "library" and usable_now(self, h.ability, caster)
                   and permission_holds(self, snap, src, h.ability, caster)
                   and (h.ability.spell_filter is None or (spell is not None and h.ability.spell_filter.match(spell, Ctx(
                       snap.work, src, caster, edition=self.edition, game=GameView(self)))))]
        if fitting:
            src = fitting[0][0]
            use_permission(self, fitting, card_obj, caster)   # "Once each turn, …": one spell a turn (kb.engine.castonce)
            self.log.add(f"{src.name} lets {caster} cast {card_obj.alias} from the top of {_poss(caster)} library",
                         "cast_prohibited", kind="step")
            if hidden:
                self.note_unknown(f"whether {card_obj.alias} is the top card of {_poss(caster)} library, and so "
                                  f"whether {src.name} lets it be cast, can't be decided: {'; '.join(hidden)} "
                                  f"({self.rule_no('cast_prohibited')})")
            return
        raise EngineError(f"{card_obj.alias} is in a library: a spell is cast from the hand unless an effect allows another "
                          f"zone ({self.rule_no('cast_prohibited')})")

    def _check_cast_limits(self, card, card_obj, caster: str) -> None:
        """601.3: the spell's own "Cast ~ only during the declare blockers step." / "... and only if you've been
        attacked this step." (kb.engine.restrictions CAST_LIMITS): each part is checked as its caster begins to cast
        it; a condition that reads what the scenario doesn't give is "cannot decide", neither refused nor legal."""
        from .abilities import CastRestriction
        from .parser import parse_condition_now
        from .restrictions import window_refused
        for ab in card.abilities:
            if not isinstance(ab, CastRestriction):
                continue
            rule = self.rule_no("cast_prohibited")
            for limit in ab.limits:
                if not limit.startswith("if "):
                    why = window_refused(limit, self, caster)
                    if why:
                        raise EngineError(f"{card.name} can't be cast: \u201c{ab.text.replace('~', card.name)}\u201d \u2014 "
                                          f"{why} ({rule})")
                    continue
                cond, _it = parse_condition_now(limit[3:], _Ctx(card.name))
                if self.condition_now(cond, card_obj, caster, f"{card.name}: whether \u201c{ab.text}\u201d is met") is False:
                    raise EngineError(f"{card.name} can't be cast: \u201c{ab.text.replace('~', card.name)}\u201d \u2014 "
                                      f"the condition is false now ({rule})")
            self.log.add(f"\u201c{ab.text.replace('~', card.name)}\u201d: it may be cast now", "cast_prohibited",
                         indent=1, kind="step")

    def _flash_permitted(self, caster: str, w) -> bool:
        """"You may cast creature spells as though they had flash" (702.8a): an effect whose controller is ``caster``
        (or "any player") names this spell, as it would be on the stack."""
        from .parser import flash_permission
        from .flashturn import next_flash_permission
        from .filters import Ctx
        if w is None:
            return False
        snap = self.evaluate()
        spell = w.as_spell(caster)
        for e, labels in snap.rules:
            src = snap.work.get(e.source) if e.source is not None else None
            for lab in labels:
                f = flash_permission(str(lab)) or next_flash_permission(self, e, str(lab), caster, snap, src)
                if f is None or (f[0] == "you" and (e.you or (src.controller if src is not None else None)) != caster):
                    continue
                if f[1] is None or f[1].match(spell, Ctx(snap.work, src, caster)):
                    self.log.add(f"{w.name} may be cast as though it had flash: {e.source_name or e.label}", "sorcery_timing",
                                 indent=1, kind="step")
                    return True
        return False

    def _choose_mode(self, name: str, text: str, mode, card=None, *, kicked: bool = False, concept: str = "cast_modes",
                     give: str = "mode", instead: bool | None = None) -> tuple[str, tuple]:
        """The modes chosen for a modal spell (601.2b), activated ability (602.2b) or triggered ability (603.3c) as it
        is put on the stack (700.2): (the chosen modes' text, their numbers); ``give``: where the scenario states them.
        ``instead``: whether the condition of "If …, you may choose both instead" held (kb.engine.modalif); None when
        it wasn't checked — more modes than the head's own count are then "cannot decide", never refused."""
        from .text import is_modal
        if not is_modal(text):
            if mode is not None:
                raise EngineError(f"{name} is not modal ({self.rule_no('modal')})")
            return text, ()
        modes = [ln.lstrip("\u2022-* ").strip() for ln in text.split("\n")[1:] if ln.strip()]
        picked = mode if isinstance(mode, (list, tuple)) else [mode]
        if mode is None and re.match(r"[Cc]hoose [^\n\u2014-]*\bat random\b", text.strip()):
            # "Choose one at random —": no player's choice; the scenario states the result (its mode:), and an unstated
            # one is never guessed: what the ability would do can't be decided (700.2)
            from .unknowns import ALL, Unknown
            self.unknowns.append(Unknown(f"{name}: the mode chosen at random is not stated (700.2, {self.rule_no(concept)}): "
                                         f"give {give.replace('N', f'1 … {len(modes)}')}, the result of the random "
                                         "selection", ALL, since=self.clock))
            self.log.add("the mode chosen at random is not stated, so what the ability does can't be decided", concept,
                         indent=1, kind="step")
            return "", ()
        if mode is None or not all(isinstance(m, int) and 1 <= m <= len(modes) for m in picked):
            raise EngineError(f"{name} is modal: give {give.replace('N', f'1 … {len(modes)}')} ({self.rule_no('modal')}, "
                              f"{self.rule_no(concept)})")
        lo, hi = mode_bounds(text, kicked, bool(instead))
        if instead is None:
            from .text import MODES_INSTEAD
            more = MODES_INSTEAD.search(text.strip().split("\n", 1)[0])
            if more is not None and not re.search(r"\bIf (?:~|this spell) was kicked\b", more.group(0)) and \
                    len(picked) > hi and len(picked) <= mode_bounds(text, kicked, True)[1]:
                self.note_unknown(f"{name}: whether {len(picked)} modes may be chosen (\u201c{more.group(0)}\u201d) "
                                  f"is not checked here (700.2)")
                hi = len(picked)
        if len(set(picked)) < len(picked) and not re.search(r"same mode more than once", text.split("\n", 1)[0], re.I):
            raise EngineError(f"{name}: the same mode can't be chosen more than once ({self.rule_no('modal_once')})")
        entwine = self._entwine_cost(card) if card is not None else None
        if not lo <= len(picked) <= hi and not (entwine is not None and sorted(picked) == list(range(1, len(modes) + 1))):
            many = f"{lo}" if lo == hi else f"{lo} to {hi}"
            raise EngineError(f"{name}: “{text.split(chr(10))[0].rstrip(' —-')}” chooses {many} mode(s), not "
                              f"{len(picked)} ({self.rule_no('modal')}" + (f", {self.rule_no('entwine')}: entwine chooses all of them" if entwine else "")
                              + f", {self.rule_no('cast_modes')})")
        if entwine is not None and len(picked) > hi:
            self.log.add(f"every mode is chosen: the entwine cost {entwine} is paid too", "entwine", indent=1,
                         kind="step")
        if picked:
            self.log.add(f"mode chosen: {'; '.join(modes[m - 1] for m in picked)}", concept, indent=1, kind="step")
        return " ".join(modes[m - 1] for m in picked), tuple(picked)

    @staticmethod
    def _entwine_cost(card):
        """The entwine cost of a modal spell (702.42a), or None."""
        kw = next((a for a in card.abilities if getattr(a, "kind", "") == "keyword" and a.name.lower().startswith("entwine")),
                  None)
        return ManaCost.parse(kw.name[len("entwine"):].strip() or "{0}") if kw is not None else None

    def _parse_planned(self, item: StackItem, text: str, name, targets, *, keep=None, ability=None,
                       lenient: bool = True):
        """The instructions and target slots of ``text`` for ``item``, with the number of targets of
        each variable instance of "target" announced from ``targets`` (601.2c; kept on the item so its
        resolution and its copies read the same slots). Returns (instructions, slots, targets in slot
        order). A target the text requires for a player who has nothing to choose: the spell can't be
        cast (601.2c) - a ``NoLegalTarget`` error the caller of a triggered ability turns into 603.3d."""
        from .targeting import NoLegalTarget, has_variable, plan_targets
        instructions, slots = parse_instructions(text, name, normalized=True, lenient=lenient, ability=ability)
        if item.x == 0 and any(i.kind == "x_rule" for i in instructions):   # "X can't be 0": X is announced (107.3a)
            raise EngineError(f"{item.name}: X can't be 0 - the value of X announced is illegal "
                              f"({self.rule_no('cast_modes') if item.kind == 'spell' else self.rule_no('activation_cost') + ', ' + self.rule_no('cast_modes')})")
        kept = [s for s in slots if keep is None or keep(s)]
        given = list(targets or ())
        if not has_variable(kept) and not any(isinstance(t, list) for t in given):
            return instructions, slots, targets
        try:
            plan, flat = plan_targets(self, item, kept, given)
        except NoLegalTarget as exc:
            if item.kind == "spell":
                raise EngineError(f"{item.name} can't be cast: {exc} ({self.rule_no('cast_targets')}, {self.rule_no('cast')})") from None
            if item.kind == "activated":
                raise EngineError(f"{item.name} can't be activated: {exc} ({self.rule_no('activation_cost')}, {self.rule_no('cast_targets')})") from None
            raise
        item.target_plan = plan
        if plan:
            phrase = {s.word: s.phrase for s in kept}
            announced = "; ".join(f"\u201c{phrase[w]}\u201d: " + (f"one for each of {', '.join(v)}" if isinstance(v, tuple)
                                                                 else f"{v} target(s)") for w, v in plan.items())
            self.log.add(f"the number of targets is announced: {announced}", "cast_targets", indent=1, kind="step")
            instructions, slots = parse_instructions(text, name, normalized=True, lenient=lenient, ability=ability,
                                                     plan=plan)
        return instructions, slots, flat

    def _any_target_undefined(self, item: StackItem, slots) -> None:
        """"Any target", "any other target", "two targets" … (115.4): a term of the rules from 2018-04-27 (114.4 then;
        cards printed before said "target creature or player"). Under older rules the words name no kind of object
        (115.1 reads what the words name): what may be chosen, and what the spell or ability does, can't be decided."""
        words = [s.phrase for s in slots if is_any_target(s.selector)]
        if words and not self.rules_have("any_target"):
            from .unknowns import scope_of
            self.note_unknown(f"{item.name}: \u201c{words[0]}\u201d \u2014 the rules of {self.edition} don't define "
                              f"\u201cany target\u201d (a term from the 2018-04-27 rules, 114.4 then): what it may target "
                              "and what it does can't be decided", scope_of(item.text))

    def _aura_slot(self, card: CardDef) -> TargetSlot:
        """303.4a: an Aura spell targets what its enchant ability allows."""
        from .parser import parse_selector
        kw = next(a for a in card.abilities if (getattr(a, "keyword", "") or "").startswith("enchant"))
        what = kw.name[len("enchant"):].strip() or "permanent"
        if what in ("player", "opponent"):   # 702.5d: it targets a player, never a permanent
            return TargetSlot(f"target {what}", None, "any" if what == "player" else "opponent", 1)
        sel = parse_selector(what, _Ctx(card.name))
        return TargetSlot(f"target {what}", sel, "any" if what == "player" else None, 1)

    def _choose_targets(self, item: StackItem, targets, snap, *, copying: bool = False) -> None:
        """601.2c: a legal target for each slot; one instance of "target" can't name an object twice."""
        given = [self._target_ref(t) for t in (targets or ())]
        slots = item.slots
        self._any_target_undefined(item, slots)
        needed = [s for s in slots if not s.optional]
        if len(given) < len(needed) or len(given) > len(slots):
            want = "; ".join(s.phrase for s in slots) or "none"
            why = self.rule_no('cast_targets')
            if item.cast_with == "overload" and not slots:   # 702.96b: its overload cost paid, it requires no target
                why = f"{self.rule_no('overload')}: its overload cost is paid, every \u201ctarget\u201d is \u201ceach\u201d; {why}"
            raise EngineError(f"{item.name} has {len(slots)} target(s) ({want}); {len(given)} given ({why})")
        src_w = snap.get(item.source) if item.source is not None else None
        if src_w is None and item.source_lki is not None:
            src_w = item.source_lki.working
        chosen = []
        for i, slot in enumerate(slots):
            t = given[i] if i < len(given) else None
            if slot.player_slot is not None:   # "… that player controls": the player chosen before (601.2c)
                from .thatplayertarget import bind_that_player
                slot = slots[i] = bind_that_player(slot, chosen, lambda oid: getattr(snap.get(oid), "controller", None))
            why = target_ok(self, slot, t, snap, item.controller, src_w, item)
            # a target refused for a characteristic something unread could change is not refused: what follows from
            # the spell can't be decided (never a confident "illegal")
            if not self._target_undecided(slot, t, snap) and why is not None:
                raise EngineError(f"{self._ref_name(t)} is not a legal target for \u201c{slot.phrase}\u201d: {why} "
                                  f"({', '.join(dict.fromkeys((self.rule_no('cast_targets'), self.rule_no('targets'))))})")
            for j, other in enumerate(slots[:i]):
                if other.word == slot.word and t is not None and chosen[j] == t:
                    raise EngineError(f"{self._ref_name(t)} is chosen twice for one instance of the word "
                                      f"\u201ctarget\u201d ({self.rule_no('cast_targets')})")
                if t is not None and chosen[j] == t and rule("same_target_once", self.edition) == "once":
                    # before 2004-10-01 the same target couldn't be chosen twice, even for two words "target"
                    raise EngineError(f"{self._ref_name(t)} is chosen for \u201c{other.phrase}\u201d and \u201c"
                                      f"{slot.phrase}\u201d: under the rules of {self.edition} the same target can't be "
                                      f"chosen multiple times ({self.rule_no('cast_targets')})")
                if slot.distinct and t is not None and chosen[j] == t:   # "any other target" (115.3)
                    raise EngineError(f"{self._ref_name(t)} is chosen for \u201c{other.phrase}\u201d and can't be "
                                      f"\u201c{slot.phrase}\u201d too ({self.rule_no('cast_targets')})")
            chosen.append(t)
        for word in {s.word for s in slots if s.single_graveyard}:   # "… from a single graveyard" (601.2c)
            owners = {self.objects[t[1]].owner for s, t in zip(slots, chosen)
                      if s.word == word and t is not None and t[0] == "obj" and t[1] in self.objects}
            if len(owners) > 1:
                raise EngineError(f"the targets of \u201c{next(s.phrase for s in slots if s.word == word)}\u201d are in "
                                  f"{len(owners)} graveyards, not a single one ({self.rule_no('cast_targets')})")
        from .sharedtargets import shared_problem   # "two target permanents that share a card type" (601.2c)
        if (why := shared_problem(self, slots, chosen, snap)) is not None:
            raise EngineError(f"{why}: not a legal choice of targets ({', '.join(dict.fromkeys((self.rule_no('cast_targets'), self.rule_no('targets'))))})")
        item.targets = chosen
        if chosen and not copying:
            self.log.add(f"targets: {item.targets_text(self)}", "cast_targets", indent=1, kind="step")
        self._emit_targeted(item, chosen)

    def emit_crime(self, item: StackItem) -> None:
        """700.13: a player commits a crime as they cast a spell, activate an ability or put a triggered ability on
        the stack that targets an opponent, a permanent, spell or ability an opponent controls, or a card in an
        opponent's graveyard: one crime for the spell or ability, however many of its targets make it one. Called
        by those three actions only, once the targets are chosen: a copy is not cast (707.10), and neither changing
        targets nor an effect resolving by itself is any of them."""
        targets = [t for t in (*(item.targets or ()), *(getattr(item, "unread_targets", None) or ())) if t is not None]
        if not targets:
            return
        foes = set(self.opponents(item.controller))
        snap = self.evaluate()
        for t in targets:
            kind, ref = t
            whose = None
            if kind == "player":
                whose = ref
            elif kind == "item":
                it = self.stack_item_by_sid(ref)
                whose = it.controller if it is not None else None
            elif ref in self.objects:
                o = self.objects[ref]
                w = snap.get(ref) if o.zone in ("battlefield", "stack") else None
                whose = (w.controller if w is not None else o.controller) if o.zone in ("battlefield", "stack") \
                    else o.owner if o.zone == "graveyard" else None
            if whose in foes:
                self._emit(Event("crime", player=item.controller, item=item))
                return

    def _emit_targeted(self, item: StackItem, chosen) -> None:
        """Each object a spell or ability targets "becomes the target" of it as it is put on the stack
        (115.1, 603.2)."""
        seen = set()
        for t in chosen:
            if t is not None and t[0] == "obj" and t[1] not in seen:
                seen.add(t[1])
                self._emit(Event("targeted", obj=t[1], player=item.controller, item=item,
                                 cause="spell" if item.kind == "spell" else "ability"))
            elif t is not None and t[0] == "player" and t not in seen:   # a player becomes its target (kb.engine.playertargeted)
                seen.add(t)
                self._emit(Event("player_targeted", player=t[1], item=item, cause="spell" if item.kind == "spell" else "ability"))

    def _target_ref(self, t):
        if isinstance(t, tuple):
            return t
        if t is None:
            return None
        s = str(t)
        if s in self.player_state:
            return ("player", s)
        if s in ("me", "myself"):
            return ("player", self.players[0])
        if not self.has(s):
            # a spell on the stack named by the face it was cast as (an Adventure, a modal DFC's back face)
            it = next((i for i in reversed(self.stack) if i.name == s and i.oid in self.objects), None)
            if it is not None:
                return ("obj", it.oid)
            # an activated or triggered ability on the stack, by the name the stack shows (113.7a, 115.1):
            # it is no object, so it is named by its place on the stack
            it = next((i for i in reversed(self.stack) if i.oid is None and i.kind in ("activated", "triggered")
                       and s in i.names()), None)
            if it is not None:
                return ("item", it.sid)
        o = self.obj(s)
        return ("obj", o.oid)

    def _ref_name(self, t) -> str:
        if t is None:
            return "nothing"
        kind, ref = t
        if kind == "player":
            return ref
        if kind == "item":
            it = self.stack_item_by_sid(ref)
            return it.describe() if it is not None else "an ability no longer on the stack"
        o = self.objects.get(ref)
        return o.alias if o is not None else (self.lki[ref].alias if ref in self.lki else str(ref))

    def stack_item_by_sid(self, sid) -> StackItem | None:
        """The spell or ability on the stack with this number, or the last one seen with it (an ability
        is no object: a target that is one is named by its place on the stack, 115.1)."""
        it = next((i for i in self.stack if i.sid == sid), None)
        if it is None:
            it = getattr(self, "_left_stack", {}).get(sid)
        return it

    def _pay_spell_costs(self, item: StackItem, card: CardDef, spell_obj, costs: dict, mana, free: bool = False,
                         alt: tuple | None = None) -> None:
        if card.mana_cost is None and not free and alt is None and spell_obj.half != FUSED and mana is not None \
                and not getattr(spell_obj, "transformed", False):   # a back face cast transformed: its permission's cost
            self._unpayable_mana_cost(card)   # 118.6: no mana cost is an unpayable cost (the mana spent stated)
        total = ManaCost(tuple(card.mana_cost.symbols)) if card.mana_cost and not free else ManaCost(())
        parts = [str(total) if total.symbols else "{0}"]
        if alt is not None:   # 118.9, 601.2f: the alternative cost instead of the mana cost (which stays, 118.9c)
            total = alt[1]
            if alt[0] == "dash":   # "Dash costs you pay cost {2} less." (601.2f; kb.engine.keywordcostchange)
                from .keywordcostchange import keyword_cost_changed
                total = keyword_cost_changed(self, spell_obj, "dash", total)
            parts = [f"{alt[0] if alt[0] != 'alternative' else 'alternative'} cost "
                     + " ".join([str(total)] * bool(total.symbols) + [c.text.lower() for c in alt[2]])]
        if spell_obj.half == FUSED and not free:
            parts = [" + ".join(str(h.mana_cost) for h in spell_obj.card.other_faces if h.mana_cost)
                     + " (the mana cost of each half)"]
            self.log.add("the total cost includes the mana cost of each half", "fuse_cost", indent=1, kind="step")
        if item.flash_cost:   # 601.3c, 601.2f: "if you pay {2} more to cast it", cast as though it had flash
            total = ManaCost(total.symbols + ManaCost.parse(item.flash_cost).symbols)
            parts.append(f"{item.flash_cost} more to cast it as though it had flash")
        extra: list[Cost] = list(alt[2]) if alt is not None else []
        named: list[Cost] = []
        for written in item.kicked_with:   # 702.33a: an additional cost; its mana is part of the total cost (601.2f)
            kc, others = kicker_parts(written) or (ManaCost.parse("{0}"), ())
            total = ManaCost(total.symbols + kc.symbols)
            parts.append(f"kicker {written[:1].lower() + written[1:]}" if others else f"kicker {kc}")
            extra += [c for c in others]
            named += [c for c in others]   # named once, with the kicker
        if item.buyback:   # 702.27a: an additional cost; its mana is part of the total cost (601.2f)
            from .buyback import buyback_parts
            bc, others = buyback_parts(item.buyback) or (ManaCost.parse("{0}"), ())
            from .keywordcostchange import keyword_cost_changed   # "Buyback costs cost {2} less." (601.2f)
            bc = keyword_cost_changed(self, spell_obj, "buyback", bc)
            total = ManaCost(total.symbols + bc.symbols)
            parts.append(f"buyback {item.buyback[:1].lower() + item.buyback[1:]}" if others else f"buyback {bc}")
            extra += list(others)
            named += list(others)   # named once, with the buyback
        for name, sc, others in item.spliced:   # 702.47a: each splice cost, an additional cost
            total = ManaCost(total.symbols + ManaCost.parse(sc).symbols)
            if others:   # "Splice onto Arcane—Exile four cards from your graveyard": paid as other costs are (601.2h)
                words = ", ".join(c.text.lower() for c in others)
                parts.append(f"splice {name} {sc + ', ' if sc != '{0}' else ''}{words}")
                extra += list(others)
                named += list(others)   # named once, with the splice
            else:
                parts.append(f"splice {name} {sc}")
        if item.entwined and not free:   # 702.42a: every mode chosen, the entwine cost added
            ec = self._entwine_cost(card)
            total = ManaCost(total.symbols + ec.symbols)
            parts.append(f"entwine {ec}")
        from .replicate import replicate_times   # 702.56a: an additional cost paid any number of times
        rep = replicate_times(self, item, card)
        if rep is not None:
            total = ManaCost(total.symbols + rep[1].symbols)
            parts.append(f"replicate {rep[1]} ({rep[0]} time{'s' * (rep[0] != 1)})")
        from .copycosts import copy_cost_mana   # 702.157a, 702.175a: squad and offspring costs announced (601.2b)
        paid_copies = copy_cost_mana(self, item, card)
        if paid_copies is not None:
            total = ManaCost(total.symbols + paid_copies[0].symbols)
            parts += paid_copies[1]
        from .escalate import escalate_costs   # 702.120a: an additional cost per mode beyond the first
        esc = escalate_costs(self, card, len(item.mode or ()), free)
        if esc is not None:
            total = ManaCost(total.symbols + esc[0].symbols)
            beyond = len(item.mode) - 1
            parts.append(f"escalate {esc[0] if esc[0].symbols else ''}".rstrip() + f" ({beyond} mode{'s' * (beyond > 1)} "
                         "beyond the first)")
            extra += list(esc[1])
        from .modecosts import chosen_mode_costs   # 700.2h: spree's and tiered's cost for each mode chosen (601.2f)
        mcost = chosen_mode_costs(self, card, item.mode or (), free)
        if mcost is not None:
            total = ManaCost(total.symbols + mcost[0].symbols)
            parts.append(mcost[1])
        for a in [*card.abilities, AdditionalCost(text="", costs=item.permission_costs)]:
            if isinstance(a, AdditionalCost):
                for c in a.costs:
                    if c.kind == "either":   # "sacrifice a creature or pay {3}": the option announced (601.2b)
                        c = self._chosen_option(item, c, costs or {})
                    if c.kind == "mana":   # an additional cost in mana is part of the total cost (601.2f)
                        total = ManaCost(total.symbols + c.mana.symbols)
                        parts.append(c.text.lower())
                    else:
                        extra.append(c)
            elif getattr(a, "guess", "") == "cost":   # an additional cost not read: what paying it did is unknown (118.8)
                self.note_unmodelled(a, card.name, f"an additional cost ({self.rule_no('additional_cost')})")
        tax = commander_tax(self, item, spell_obj)   # 903.8: an additional {2} per earlier cast from the command zone
        if tax is not None:
            total = ManaCost(total.symbols + tax.symbols)
            parts.append(f"commander tax {tax}")
        # cost changes from static abilities (601.2f): "[spells] cost {N} less to cast"
        reduce, more = self._cost_changes(spell_obj, item, costs or {})
        if alt is not None and alt[0] == "emerge":   # 702.119a: reduced by the sacrificed creature's mana value
            from .emerge import emerge_reduction
            reduce -= emerge_reduction(self, item, costs)
        generic = sum(int(s) for s in total.symbols if s.isdigit()) + (item.x or 0) * sum(1 for s in total.symbols if s == "X")
        coloured = [s for s in total.symbols if not s.isdigit() and s != "X"] + [s for s in more if isinstance(s, str)]
        spill = reduce_coloured(self, coloured, more)   # 118.7b-c; None: the total cost can't be decided (noted)
        generic = max(0, generic + reduce - (spill or 0))
        total_str = ("{%d}" % generic if generic or not coloured else "") + "".join("{%s}" % s for s in coloured)
        item.total_cost = total_str
        words = ", ".join(parts + [c.text.lower() for c in extra if not any(c is k for k in named)])
        self.log.add(f"total cost {total_str}" + (f" ({words}" + (f", {reduce:+d} from cost changes" if reduce else "") + ")"),
                     "cast_total_cost", indent=1, kind="step")
        # convoke, improvise, delve: objects the cast states pay part of the total cost (601.2h; kb.engine.costpayers)
        if (reduce or more or spill is None) and _version("cost_lock", self.edition) == "unstated" and (
                extra or any(costs.get(k) for k in ("convoke", "improvise", "delve", "tap", "exile") if costs)):
            self._cost_lock_unstated(card.name)   # a cost other than mana is paid: it could remove a change's source
        from .costpayers import objects_paying
        by_objects = objects_paying(self, item, spell_obj, card, total_str,
                                    {**(costs or {}), "_own_kinds": frozenset(c.kind for c in extra),
                                     "_cost_changed": bool(reduce or more or spill is None)})
        owed = by_objects.owed if by_objects is not None and not by_objects.undecided else [total_str]
        from .assist import assisted   # 702.132a: another player pays part of the generic mana (kb.engine.assist)
        helped = assisted(self, item, spell_obj, card, total_str, costs or {})
        if helped is not None and not helped.undecided:
            owed = helped.left(owed)
            if not owed:
                raise EngineError(f"assist: {helped.player} pays {helped.n} generic mana, more than the objects stated "
                                  f"leave of the total cost {total_str} ({self.rule_no('assist')})")
            self.log.add(f"{helped.player} pays {helped.mana} of the generic mana of the total cost (assist)", "assist",
                         indent=1, kind="step")
        undecided = (by_objects is not None and by_objects.undecided) or (helped is not None and helped.undecided)
        phy_split = phyrexian_split(total_str, _mana_spent(mana)) if mana is not None and by_objects is None \
            and helped is None else None   # 107.4f: Phyrexian symbols the stated mana leaves unpaid, paid with life
        if phy_split is not None and phy_split[1]:
            owed = [phy_split[0]]
        from .nomanacast import forbids_mana, unread_cast_restriction
        no_mana = forbids_mana(self, spell_obj)   # "You can't spend mana to cast ~" functions on the stack (113.6e)
        if no_mana:
            spent = sum((_mana_spent(mana) or {}).values()) if mana is not None else 0
            if spent:
                raise EngineError(f"{card.name} can't be cast spending {mana}: \u201c{no_mana}\u201d "
                                  f"({self.rule_no('cast_restriction_zone')}, {self.rule_no('cast_pay')})")
            if undecided:
                self.note_unknown(f"\u201c{no_mana}\u201d: what the objects stated pay isn't decided, so whether mana "
                                  f"would be needed can't be ({self.rule_no('cast_pay')})")
            else:
                free = [o for o in owed if _mana_count(o) == 0]
                if not free:
                    raise EngineError(f"{card.name}: what is stated leaves {owed[0]} of its total cost {total_str}, and "
                                      f"\u201c{no_mana}\u201d ({self.rule_no('cast_restriction_zone')}, "
                                      f"{self.rule_no('cast_pay')})")
                owed = free
        else:
            doubt = unread_cast_restriction(self, spell_obj)
            if doubt:   # an unread ability that may restrict how the spell is cast (113.6e): never ignored
                self.note_unknown(f"{card.name}'s \u201c{doubt}\u201d is not read and may restrict how it can be cast "
                                  f"({self.rule_no('cast_restriction_zone')}): whether the cast is legal can't be decided")
        if mana is not None and by_objects is None and helped is None:
            from .spendonx import check_spend_only_x   # "Spend only black mana on X." (113.6e, 601.2h)
            check_spend_only_x(self, spell_obj, card, (item.x or 0) * sum(1 for s in total.symbols if s == "X"),
                               total_str, mana, changed=bool(reduce or more))
        if unread_mana_symbols(self, total_str, card.name):   # a symbol the edition's rules lack (107.4c, e, f)
            mana = None
        if mana is not None:
            from .spendkind import spend_any_source   # "You can spend mana of any type to cast creature spells."
            from .parser import _Ctx as _SpendCtx, parse_selector as _spend_selector
            spend_src = None if item.any_mana else spend_any_source(
                self, spell_obj, item.controller, lambda words, card: _spend_selector(words, _SpendCtx(card)))
            if spend_src is not None:
                self.log.add(f"{spend_src} lets {item.controller} spend mana as though it were mana of any type to cast "
                             f"{spell_obj.alias}", "cast_pay", indent=1, kind="step")
            try:
                if undecided:   # noted: what the objects or the other player paid is unknown
                    raise EngineError("")
                item.mana = self._mana_paying_one_of(mana, owed, total_str, any_color=item.any_mana or spend_src is not None)
            except EngineError:
                unread = self._unread_on_spell(spell_obj)
                from .costpayers import could_pay   # an object that could have paid the rest (kb.engine.costpayers)
                payer = None if unread or by_objects is not None else could_pay(self, spell_obj, item.controller)
                if not unread and not payer and spill is not None and not undecided:
                    raise   # None: the total cost is "cannot decide" (noted)
                if payer:
                    # convoke, delve, improvise: part of the total cost may be paid otherwise than with mana (601.2h);
                    # not modelled, so mana short of the total cost is no reason to refuse the cast: unknown
                    self.note_unknown(f"{mana} doesn't pay {card.name}'s total cost {total_str}, and its \u201c{payer}\u201d "
                                      f"lets part of it be paid otherwise than with mana ({self.rule_no('cast_pay')}): "
                                      f"what paid the rest isn't stated (say {payer.split(' ')[0].lower()}: [...])")
                if unread:
                    # an ability of the spell the engine can't read (a keyword these rules don't name yet: affinity
                    # before 2003-10-01) may change its total cost (601.2f): the payment is not refused, it is unknown
                    self.note_unknown(f"{card.name}'s \u201c{unread}\u201d is not read under these rules and may change "
                                      f"its total cost ({self.rule_no('cast_total_cost')}): whether {mana} pays it can't "
                                      "be decided")
                item.mana = _mana_spent(mana)
            item.mana_said = mana if isinstance(mana, str) else ""
        else:
            self._phyrexian_unstated(item, total_str)
            if by_objects is None:
                from .costpayers import could_pay   # an object that could have paid part of it (kb.engine.costpayers)
                payer = could_pay(self, spell_obj, item.controller)
                if payer and self.player(item.controller).pool_size() < _mana_count(total_str):
                    # the mana isn't stated either: the objects the keyword lets pay may have paid part of it
                    self.note_unknown(f"how {card.name}'s total cost {total_str} was paid isn't stated: its "
                                      f"\u201c{payer}\u201d lets objects pay part of it ({self.rule_no('cast_pay')}); say "
                                      f"mana: and {payer.split(' ')[0].lower()}: [...]")
        from .spendonx import spend_only_colour   # "Spend only black mana on X." (113.6e): the pool's other mana can't
        x_cols = spend_only_colour(self, spell_obj) if item.x else None   # pay X
        x_part = (item.x or 0) * sum(1 for s in total.symbols if s == "X")
        said = mana if isinstance(mana, str) and by_objects is None and helped is None and phy_split is None else None
        self._spend_pool(item.controller, owed[0], spell=spell_obj,
                         x_only=(x_part, x_cols[0]) if x_cols and x_part else None, stated=said)
        if helped is not None and not helped.undecided:   # the helper's mana is mana spent to cast the spell (702.132a)
            self._spend_pool(helped.player, "{%d}" % helped.n, spell=spell_obj)
            if item.mana is not None:
                for k, v in (_mana_spent(helped.mana) or {}).items():
                    item.mana[k] = item.mana.get(k, 0) + v
        if by_objects is not None and not by_objects.undecided:
            by_objects.pay(self, item)
        if phy_split is not None and phy_split[1]:
            self._pay_phyrexian_life(item, phy_split[1])
        self._pay(item, extra, costs, spell_obj)

    def _unpayable_mana_cost(self, card) -> None:
        """118.6: an object with no mana cost has an unpayable cost; casting it by paying its mana cost is illegal (only
        an alternative cost, or a permission to cast it without paying its mana cost, lets it be cast: 118.6a). Checked
        when the cast states the mana spent (a scenario's inline card without ``mana_cost`` cast with no ``mana:`` is
        read as before: its cost is taken as paid, as any cast whose payment isn't stated). Under
        rules without that rule (before 2007-05-01 a nonland card's missing mana cost was worded otherwise) the cast
        is "cannot decide", naming the rule, never taken as free."""
        if self.rules_have("unpayable_cost"):
            raise EngineError(f"{card.name} has no mana cost: paying it is an unpayable cost, so it can't be cast "
                              f"this way ({self.rule_no('unpayable_cost')}, {self.rule_no('cast_pay')})")
        self.note_unknown(f"{card.name} has no mana cost, and these rules don't say it is an unpayable cost (118.6 "
                          "from 2007-05-01): whether it could be cast for nothing can't be decided")

    def _pay_phyrexian_life(self, item, n: int) -> None:
        """107.4f: the Phyrexian mana symbols of a spell's total cost that the mana stated didn't pay are paid with 2
        life each (kb.engine.phyrexianpay); paying life is losing it, only with at least that much life (119.4)."""
        p = self.player(item.controller)
        undecided = life_payment_undecided(self, item.controller, n, item.name, item.unknowns_before)   # kb.engine.payable
        if not (undecided and p.life < n) and not self.pay_life(item.controller, n, f"for {item.name}"):
            raise EngineError(f"{self.life_unpaid(item.controller, n)} for {item.name}'s Phyrexian mana "
                              f"({self.rule_no('life_pay')}, {self.rule_no('phyrexian_symbol')})")
        self.log.add(f"{_cap(item.controller)} {_verb(item.controller, 'pay')} {n} life for the Phyrexian mana the "
                     "mana spent left unpaid", "phyrexian_symbol", indent=1, kind="step")
        item.costs.append(f"pay {n} life")

    def _mana_paying_one_of(self, mana, owed: list, total_str: str, any_color: bool = False) -> dict:
        """The mana stated, checked against what is left of the total cost after objects paid part of it (601.2h;
        kb.engine.costpayers): one way the objects split the symbols it pays is enough (each is tried); with no
        objects, against the total cost."""
        first = None
        for left in owed:
            try:
                return self.mana_paying(mana, left, f"the total cost {total_str}" + (
                    f" (left to pay in mana: {left})" if left != total_str else ""), self.rule_no("cast_pay"),
                    any_color=any_color)
            except EngineError as exc:
                first = first or exc
        raise first

    def _chosen_option(self, item, cost, given: dict):
        """The option of an additional cost "A or B" its caster announced (601.2b, 118.8): ``choose: {additional_cost:
        "pay {3}"}`` (its words), or the one the step gives objects to pay with (``sacrifice: [...]``); neither, the
        choice is asked for (never guessed)."""
        said = str((item.choices or {}).get("additional_cost") or "").strip().lower()
        keys = {"tap_other": "tap"}
        if said:
            picked = [o for o in cost.options if o.text.lower() == said] or \
                [o for o in cost.options if said in o.text.lower()]
        else:
            picked = [o for o in cost.options if given.get(keys.get(o.kind, o.kind))]
        if len(picked) != 1:
            raise EngineError(f"{item.name}: \u201c{cost.text}\u201d \u2014 which cost is paid? give choose: "
                              f"{{additional_cost: {' | '.join(repr(o.text) for o in cost.options)}}}, or the objects "
                              f"that pay one ({self.rule_no('cast_modes')}, {self.rule_no('additional_cost')})")
        self.log.add(f"{_cap(item.controller)} {_verb(item.controller, 'announce')} paying \u201c{picked[0].text}\u201d "
                     f"of \u201c{cost.text}\u201d", "additional_cost", indent=1, kind="step")
        return picked[0]

    def _unread_on_spell(self, spell_obj) -> str:
        """The text of an ability of the spell on the stack that the engine can't read (kb.engine.objects.
        edition_abilities: a keyword the rules of this edition don't name), or ""."""
        from .abilities import UnmodelledAbility
        w = self.evaluate().work.get(spell_obj.oid)
        for h in (w.abilities if w is not None else ()):
            if isinstance(h.ability, UnmodelledAbility):
                return h.ability.text
        return ""

    def _phyrexian_of_activation(self, item, syms: list) -> list:
        """107.4f: how an activated ability's Phyrexian mana symbols are paid, as the activation's ``choose:
        {phyrexian: life | mana}`` states it (602.2b, 601.2f): with 2 life each (paid now, 119.4; a payment the player
        can't make refuses the activation) or with mana of their colours. Unstated, the payer's life is "cannot
        decide" (``_phyrexian_unstated``). The symbols left to pay with mana."""
        phy = [sym for sym in syms if re.search(r"/P$", sym, re.I)]
        how = (item.choices or {}).get("phyrexian") if phy else None
        if how not in ("life", "mana"):
            if how is not None:
                raise EngineError(f"choose: {{phyrexian: life | mana}}, not {how!r} ({self.rule_no('phyrexian_symbol')})")
            self._phyrexian_unstated(item, "".join("{%s}" % sym for sym in syms))
            return syms
        if how == "mana":
            return syms
        n = 2 * len(phy)
        if not self.pay_life(item.controller, n, f"for {item.name}"):
            raise EngineError(f"{self.life_unpaid(item.controller, n)} ({self.life_pay_rule()})")
        item.costs.append(f"pay {n} life for {''.join('{%s}' % sym for sym in phy)}")
        return [sym for sym in syms if sym not in phy]

    def _phyrexian_unstated(self, item, cost: str) -> None:
        """107.4f: a Phyrexian mana symbol is paid with mana of its colour or with 2 life, as the player chooses
        while the total cost is determined (601.2f, 602.2b). When the question doesn't say the mana that paid
        it, the payer's life can't be decided (never "paid with mana" assumed)."""
        phy = re.findall(r"\{[^}]*/P\}", cost)
        if not phy:
            return
        from .unknowns import Unknown
        self.unknowns.append(Unknown(
            f"how {item.name}'s Phyrexian mana {''.join(phy)} was paid is not stated: with mana or 2 life each "
            f"(107.4f); say paying {{…}} with the mana spent", frozenset(("life",)), since=self.clock,
            player=item.controller))

    def mana_paying(self, mana, cost: str, what: str, rule: str, any_color: bool = False) -> dict:
        """The mana a scenario says was spent, checked against what it pays (601.2h): by colour, unless "Players may
        spend mana as though it were mana of any color." (609.4b), or ``any_color``: the spell's permission says so
        (kb.engine.impulse). ``what`` and ``rule`` word the refusal."""
        spent = _mana_spent(mana)
        need = _mana_spent(cost) or {}
        any_color = any_color or any(re.fullmatch(SPEND_ANY_COLOR, str(lab)) for _e, labels in self.evaluate().rules for lab in labels)
        if sum(spent.values()) < sum(need.values()) or (not any_color and any(
                spent.get(c, 0) < n for c, n in need.items() if c not in ("C", "hybrid"))) or colorless_short(mana, cost):
            raise EngineError(f"mana {mana} does not pay {what} ({rule})")
        if sum(spent.values()) > _most_paid(cost):
            # 601.2h: the player pays the total cost — no more: mana beyond it is not "spent to cast" (what converge
            # and "if {R} was spent" read). When the game already holds something undecided (a cost not read is
            # taken as nothing), the total computed may be short of the real one: "cannot decide", never a refusal.
            if not self.unknowns:
                raise EngineError(f"mana {mana} is more than {what} ({rule}): only the cost is paid")
            self.note_unknown(f"mana {mana} is more than {what} as far as it is read ({rule}): what was spent on it "
                              "can't be decided")
        return spent

    @staticmethod
    def _paying_for(item, source_obj) -> dict:
        """What a cost paid by :meth:`_pay` is for (106.6): a spell being cast, or an activated ability of its source."""
        return {"spell": source_obj} if item.kind == "spell" else {"source": source_obj, "ability": getattr(item, "ability", None)}

    def _spend_pool(self, who: str, total: str, spell=None, source=None, ability=None,
                    x_only: tuple | None = None, stated: str | None = None) -> None:
        """601.2g-h: mana abilities are activated before the costs are paid, so the mana that pays a cost comes
        out of the player's mana pool: what the pool holds pays the coloured symbols it matches, then the
        generic part (from the colour the pool holds most of; the player may choose others, which changes
        only the colours left); the rest is mana from sources the scenario does not list. Before 2009-07-11
        what is left in the pool as a phase ends burns (300.3). ``x_only``: (how much of the generic part X is,
        the colours that may pay it) — "Spend only black mana on X" (kb.engine.spendonx): the pool's mana of other
        colours never pays that part. ``stated``: the mana the question says was spent ("{R}{G}"): its coloured symbols
        are taken from the pool as said (what the pool lacks came from sources not listed), and only its generic
        symbols (how much, not which colours) are paid as above. Which colours pay generic mana is the player's
        choice (601.2h): when the pool holds more than one colour that could, and mana is left after, the colours left
        are "cannot decide" (the pool's answer, 106.4)."""
        p = self.player(who)
        self.unstated_mana_taps(who, total, p.pool_size())
        if not p.pool_size():
            return
        pool = {c: n for c, n in p.pool.items() if n > 0}
        taken: list[str] = []
        # 106.6: mana that may be spent only on some things pays this cost only if it is one of them (spent first);
        # what it can't pay stays in the pool
        usable = []
        if p.pool_only:
            from .cardtext import is_class_bar
            from .restrictions import spend_allows
            snap = self.evaluate()
            sw = snap.get(spell.oid) if spell is not None else None
            srcw = snap.get(source.oid) if source is not None else None
            for i, (c, r, src, chosen) in enumerate(p.pool_only):
                # "of the chosen type": the source's choice as the mana was made, kept if the source has left since
                ctx = Ctx(snap.work, snap.get(src) if src is not None else None, who, chosen, edition=self.edition,
                          game=GameView(self))
                if spend_allows(r, ctx, spell=sw, source=srcw, class_bar=is_class_bar(ability)):
                    usable.append(i)
        spent_only: list[int] = []

        def take(c: str) -> bool:
            for i in usable:
                if i not in spent_only and p.pool_only[i][0] == c:
                    spent_only.append(i)
                    taken.append(c)
                    return True
            if pool.get(c, 0) > 0:
                pool[c] -= 1
                taken.append(c)
                return True
            return False

        generic = 0
        symbols = ManaCost.parse(total).symbols if total else ()
        if stated is not None:   # the mana said spent: its colours as said, its generic symbols unknown colours
            try:
                said = ManaCost.parse(stated if "{" in stated else "".join("{%s}" % ch for ch in stated
                                                                              if not ch.isspace())).symbols
            except ValueError:
                said = None
            if said is not None and not any("/" in sym or sym == "X" for sym in said):
                symbols = tuple(sym for sym in said)
                x_only = None   # the colours that paid X are the ones said (checked: kb.engine.spendonx)
        for sym in symbols:
            if sym.isdigit():
                generic += int(sym)
            elif "/" not in sym and sym != "X":
                take(_colour_letter(sym))
        for sym in symbols:
            if "/" in sym:
                halves = sym.split("/")
                held = [h for h in halves if not h.isdigit() and h != "P" and (
                    pool.get(_colour_letter(h), 0) > 0 or any(i not in spent_only and p.pool_only[i][0] == _colour_letter(h)
                                                             for i in usable))]
                if "P" not in halves and held and (len(held) > 1 or any(h.isdigit() for h in halves)):
                    # 107.4e, 601.2b: the player announces which half pays it; the pool's colours left depend on it
                    self.note_unknown(f"{_poss(who)} mana pool held {p.pool_text()} as {{{sym}}} was paid: which half "
                                      f"pays it isn't stated ({self.rule_no('cast_pay')}), so the colours left in the "
                                      "pool can't be decided", frozenset(("mana",)))
                if not any(take(_colour_letter(h)) for h in halves if not h.isdigit()) and \
                        any(h.isdigit() for h in sym.split("/")):
                    generic += int(next(h for h in sym.split("/") if h.isdigit()))
        usable = [i for i in usable if not p.pool_only[i][1].no_generic]   # 107.4b: "can't … pay generic mana costs"
        if x_only is not None and x_only[0] > 0:   # "Spend only black mana on X": X's part only from those colours
            for _ in range(min(x_only[0], generic)):
                allowed = [i for i in usable if i not in spent_only and p.pool_only[i][0] in x_only[1]]
                if allowed:
                    take(p.pool_only[allowed[0]][0])
                else:
                    have = [c for c in x_only[1] if pool.get(c, 0) > 0]
                    if have:
                        take(max(have, key=lambda c: (pool[c], c)))
            generic -= min(x_only[0], generic)   # what the pool can't pay of X comes from sources not listed
        if generic > 0:   # 601.2h: which colours pay the generic part is the player's choice
            can = {p.pool_only[i][0] for i in usable if i not in spent_only} | {c for c, n in pool.items() if n > 0}
            left = sum(1 for i in usable if i not in spent_only) + sum(pool.values())
            if len(can) > 1 and left > generic:   # the colours left depend on that choice (mana burn counts mana only)
                self.note_unknown(f"{generic} generic mana of the cost is paid from {_poss(who)} mana pool, which "
                                  f"held {p.pool_text()}: which colours paid it isn't stated ({self.rule_no('cast_pay')}),"
                                  " so the colours left in the pool can't be decided", frozenset(("mana",)))
        while generic > 0 and any(i not in spent_only for i in usable):
            take(next(p.pool_only[i][0] for i in usable if i not in spent_only))
            generic -= 1
        while generic > 0 and any(pool.values()):
            take(max(pool, key=lambda c: (pool[c], c)))
            generic -= 1
        if not taken:
            return
        p.pool = {c: n for c, n in pool.items() if n > 0}
        p.pool_only = [x for i, x in enumerate(p.pool_only) if i not in spent_only]
        paid = "".join("{%s}" % c for c in taken)
        self.log.add(f"{paid} of the cost is paid from {_poss(who)} mana pool"
                     + (f"; left in the pool: {p.pool_text()}" if p.pool_size() else "; the pool is empty"),
                     "cast_pay", "mana_pool", indent=1, kind="step")

    def _cost_changes(self, spell_obj, item=None, announced: dict | None = None) -> tuple[int, tuple]:
        """601.2f: the cost increases and reductions that apply to the spell, its targets already chosen (601.2c): the
        change of its generic part, and the coloured symbols added ("costs {2}{U} more ... for each target beyond the
        first": one {U} per target beyond the first)."""
        snap = self.evaluate()
        w = snap.get(spell_obj.oid)
        targets = [snap.get(ref[1]) for ref in (getattr(item, "targets", None) or ()) if ref and ref[0] == "obj"]

        def targeting(op, ctx) -> bool:   # "if it targets a tapped creature", "that target ~"
            return op.if_targets is None or any(t is not None and op.if_targets.match(t, ctx) for t in targets)
        delta, more = 0, []
        for h in (w.abilities if w is not None else ()):  # its own "~ costs {1} less" (601.2f)
            ab = h.ability
            for t in getattr(ab, "templates", ()):
                for op in t.ops:
                    if op.kind == "cost" and getattr(t.selector, "relation", None) == "self":
                        # "During your turn, ~ costs {2} less to cast": the condition the ability was read with
                        d, m = self.own_cost_change(op, spell_obj.controller, w, item, snap,
                                                    guard=getattr(t, "condition", None), announced=announced)
                        delta += d
                        more += m
        cast_from = getattr(item, "cast_from", "")
        for sel, ctx, op in snap.cost_changes:
            if op.verb != "cast":
                continue   # a change of activation costs (_activation_total)
            if w is not None and sel.match(w, ctx) and targeting(op, ctx):
                if op.nth:
                    nth = self._nth_cast(sel, ctx, spell_obj)
                    if nth <= op.nth and self.history_unstated():   # spells before the question would come first
                        self.note_unknown(f"{w.name}: whether it is spell number {op.nth} of its kind this turn, as a "
                                          "cost change asks, is not known: this turn's spells before the question "
                                          "are not stated (601.2f)")
                    if nth != op.nth:
                        continue   # "The first creature spell you cast each turn": another one was cast before it
                if (op.from_zone == "graveyard" and cast_from != "graveyard") or (op.from_zone == "not_hand" and
                                                                                  cast_from in ("hand", "")):
                    continue   # "Spells you cast from your graveyard" (601.2a: the zone it was cast from)
                if op.chosen_name:   # "Spells with the chosen name" (614.12: chosen as the source entered)
                    chosen = (ctx.src.obj.choices or {}).get("card_name") if ctx.src is not None else None
                    if not chosen or w.name != chosen:
                        continue
                self.cost_change_undecided(op, ctx.you)
                if op.count is not None and getattr(op.count, "who", "") == "caster":   # "that player": the caster
                    from .filters import Ctx as _CasterCtx
                    units = op.count.eval(_CasterCtx(ctx.work, w, w.controller, ctx.choices, ts=ctx.ts,
                                                     edition=ctx.edition, game=ctx.game), w)
                else:
                    units = op.count.eval(ctx, ctx.src) if op.count is not None else 1   # counted now (601.2f)
                if getattr(op, "per_target", None) is not None:   # "for each creature it targets" (601.2c; kb.engine.targetcount)
                    from .targetcount import targets_counted
                    units = targets_counted(op.per_target, targets, ctx)
                delta += op.amount * units
                more += (list(op.mana) + fewer_of(op)) * units   # "cost {R}{G} less" (kb.engine.colorreduce)
        return delta, tuple(more)

    def own_cost_change(self, op, controller: str, w, item, snap, guard=None, announced: dict | None = None) \
            -> tuple[int, list]:
        """601.2f: what a spell's or an activated ability's own cost change (602.2b) does to its total cost, its targets
        already chosen (601.2c): the change of the generic part and the coloured symbols added; (0, []) when its
        condition, the condition of the ability it is (``guard``: "During your turn, …") or its "if it targets …"
        doesn't hold."""
        ctx = Ctx(snap.work, w, controller, edition=self.edition, game=GameView(self))
        targets = [snap.get(ref[1]) for ref in (getattr(item, "targets", None) or ()) if ref and ref[0] == "obj"]
        self.cost_change_undecided(op, controller)
        if guard is not None:
            self.cost_change_undecided(replace(op, count=None, condition=guard), controller)
        if getattr(op, "this_way", "") and getattr(item, "cast_with", "") != op.this_way:
            return 0, []   # "costs {X} less to cast this way": cast another way, it doesn't apply (kb.engine.thiswaycost)
        if (op.if_targets is not None and not any(t is not None and op.if_targets.match(t, ctx) for t in targets)) or \
                (op.condition is not None and not op.condition.holds(ctx)) or (guard is not None and not guard.holds(ctx)):
            return 0, []
        from .paidcount import paid_units, paid_words
        units = 1
        if op.per == "attacked":
            units = len(self.attacked_this_turn((controller,)))
        elif op.per == "bargained":   # "if it's bargained": its bargain cost announced (601.2b, 702.166b)
            from .bargain import bargain_announced
            units = int(bargain_announced(self, w.obj.card if w is not None else None, announced or {})) \
                if w is not None else 0
        elif op.per == "extra_target":   # the targets announced (601.2c), beyond the first
            chosen = [t for t in (getattr(item, "targets", None) or ()) if t is not None]
            units = max(0, len(chosen) - 1)
        elif paid_words(op.per):   # "for each creature sacrificed this way": announced with the cost (601.2b)
            units = paid_units(self, [h.ability for h in w.abilities], op.per, announced or {}) if w is not None else 0
        if op.count is not None:   # "for each creature card in your graveyard", counted now (601.2f)
            k = op.count.eval(ctx, w)
            units *= k
            if type(op.count).__name__ == "PartySize":
                self.log.add(f"{_cap(controller)} {_verb(controller, 'have')} {k} creature(s) in {_poss(controller)} "
                             "party", "party", indent=1, kind="step")
        return op.amount * units, (list(op.mana) + fewer_of(op)) * units   # "costs {U} less" (kb.engine.colorreduce)

    def cost_change_undecided(self, op, controller: str) -> None:
        """A cost change whose count or condition the scenario can't give (the cards of a graveyard it doesn't list,
        601.2f): the total cost, so the mana paid and what depends on it, can't be decided — never a guess."""
        from .gamevalues import value_undecided
        from .unknowns import has_mana_burn
        why = value_undecided(op.count, self, controller) or value_undecided(op.condition, self, controller)
        if why:
            self.note_unknown(f"\u201c{op.label}\u201d: the total cost can't be decided ({why})"
                              f" ({self.rule_no('cast_total_cost')})",
                              frozenset(("mana", "life")) if has_mana_burn(self) else frozenset(("mana",)))

    def _cost_lock_unstated(self, who: str) -> None:
        """Before 2001-07-23 (kb.engine.versions cost_lock) no rule locks a total cost in before it is paid: with a
        cost change applying and a cost other than mana paid (a sacrifice, a tap, a discard: it could take away the
        change's source), whether paying changes the total isn't said. Mana alone (the scenario's mana, or sources it
        doesn't list) changes nothing on the board."""
        from .unknowns import has_mana_burn
        self.note_unknown(f"{who}: a cost change applies, and the rules of {self.edition} don't lock the total cost in "
                          f"before it is paid ({self.rule_no('cast_pay')}): whether paying changes it can't be decided",
                          frozenset(("mana", "life", "zone", "stack")) if has_mana_burn(self) else
                          frozenset(("mana", "zone", "stack")))

    def _activation_total(self, o, ab, item, costs_list: list, mana: bool = False) -> list:
        """602.2b, 601.2f: an activated ability's own "This ability costs {1} less to activate for each …" changes its
        activation cost (its analog of a mana cost) as the total cost is determined, after its targets are chosen
        (601.2c): a reduction takes generic mana only, never below zero. The costs with the mana part changed."""
        op = getattr(ab, "cost_change", None)
        snap = self.evaluate()
        equip = self._equip_cost_changes(o, ab, item, snap)
        from .sourcecost import reduced_generic, source_cost_changes   # "Activated abilities of creatures cost {1} less"
        sourced = source_cost_changes(self, o, item, snap, mana_ability=mana)   # ``mana``: a mana ability (605.1a)
        if op is None and not equip and not sourced:
            return costs_list
        if _version("cost_lock", self.edition) == "unstated" and any(c.kind != "mana" for c in costs_list):
            self._cost_lock_unstated(o.alias)   # a cost other than mana is paid: it could remove a change's source
        delta, more = self.own_cost_change(op, item.controller, snap.get(o.oid), item, snap) if op is not None else (0, [])
        delta += sum(equip)
        mana = next((c for c in costs_list if c.kind == "mana"), None)
        syms = list(mana.mana.symbols) if mana is not None and mana.mana is not None else []
        # the value of X announced is part of the generic mana the change applies to (107.3, 601.2f)
        rest = [x for x in syms if not x.isdigit() and x != "X"] + [x for x in more if isinstance(x, str)]
        before = sum(int(x) for x in syms if x.isdigit()) + (item.x or 0) * syms.count("X")
        generic = max(0, before + delta - (reduce_coloured(self, rest, more) or 0))   # 118.7b-c (kb.engine.colorreduce; None noted)
        if sourced:
            if any(s.floor for s in sourced) and (delta or more):   # 601.2f: reductions in any order, a floor among them
                from .unknowns import has_mana_burn
                self.note_unknown(f"\u201c{sourced[0].label}\u201d: other cost changes apply to the same ability and may "
                                  f"be applied in any order ({self.rule_no('cast_total_cost')}): the total cost can't "
                                  "be decided", frozenset(("mana", "life")) if has_mana_burn(self) else frozenset(("mana",)))
            kept = reduced_generic(before, generic, sourced, len(rest))
            delta, generic = delta - (generic - kept), kept
        total = ("{%d}" % generic if generic or not rest else "") + "".join("{%s}" % x for x in rest)
        self.log.add(f"total cost {total}" + (f" ({delta:+d} from cost changes)" if delta else
                                              " (its cost change doesn't apply)"),
                     "activation_cost", "cast_total_cost", indent=1, kind="step")
        new = Cost("mana", mana=ManaCost.parse(total), text=total)
        return [new if c is mana else c for c in costs_list] if mana is not None else [new] + list(costs_list)

    def _equip_cost_changes(self, o, ab, item, snap) -> list:
        """602.2b, 601.2f: the static "Equip abilities you activate [that target ~ / of other Equipment] cost {1} less
        to activate" of the activating player's permanents, on an equip ability (702.6a) of the Equipment each
        selects, its targets already chosen (601.2c): the change of each that applies."""
        if not re.match(r"equip\b", getattr(ab, "keyword_name", None) or ""):
            return []
        w = snap.get(o.oid)
        targets = [snap.get(ref[1]) for ref in (getattr(item, "targets", None) or ()) if ref and ref[0] == "obj"]
        out = []
        for sel, ctx, op in snap.cost_changes:
            if op.verb != "equip" or ctx.you != item.controller or w is None or not sel.match(w, ctx):
                continue
            if op.if_targets is not None and not any(t is not None and op.if_targets.match(t, ctx) for t in targets):
                continue
            out.append(op.amount)
            self.log.add(f"\u201c{op.label}\u201d changes its cost by {op.amount:+d}", "activation_cost", indent=1,
                         kind="step")
        return out

    def _count_resolution(self, item) -> None:
        """608.2: an activated or triggered ability of an object resolves; counted per turn for "if this is the second
        time this ability has resolved this turn" (a new object is another object with its own abilities, 400.7)."""
        if item.kind in ("activated", "triggered") and item.source is not None and item.ability is not None:
            key = (self.turn, item.source, getattr(item.ability, "uid", None))
            counts = self.__dict__.setdefault("_resolutions", {})
            counts[key] = counts.get(key, 0) + 1

    def resolution_number(self, item, upto: int) -> tuple[int, str | None]:
        """Which time this turn the ability ``item`` is resolving is (608.2), or why that can't be decided: a copy of the
        ability (707.10: whether a copy is "this ability" is not stated), an ability of no object, or — when this turn
        began before the question (GameState.history_unstated) — a count the earlier events could change."""
        if item is None or item.ability is None or item.source is None or item.kind not in ("activated", "triggered"):
            return 0, "it is not an ability of an object resolving"
        if getattr(item, "is_copy", False):
            return 0, f"whether a copy of the ability counts as this ability is not stated ({self.rule_no('copy_spell')})"
        n = self.__dict__.get("_resolutions", {}).get((self.turn, item.source, getattr(item.ability, "uid", None)), 0)
        if self.history_unstated() and n <= upto:
            return n, ("the question doesn't say what happened in this turn before it began: the ability may have "
                       "resolved then")
        return n, None

    def _nth_cast(self, sel, ctx, spell_obj) -> int:
        """Which spell of the description ``sel`` its caster casts this turn the spell being cast is (601.2f: "The
        first creature spell you cast each turn"): one more than those cast before it this turn, each matched with its
        characteristics as it became cast (601.2i). The scenario's turn is the turn the game is in."""
        earlier = [h for h in GameView(self).spells_cast_this_turn(spell_obj.controller) if h.oid != spell_obj.oid]
        return 1 + sum(1 for h in earlier if sel.match(h, ctx))

    def _pay(self, item: StackItem, extra: list, given: dict, source_obj) -> None:
        """601.2h / 602.2b: pay the costs; objects paid with are remembered as they last were. Objects stated to pay a
        kind of cost none of its costs has are an error naming them; with a cost the engine doesn't read (casualty's
        sacrifice, jump-start's discard) what paying it did is "cannot decide" — never silently left where they are."""
        card = getattr(source_obj, "card", None)
        unread = [t for a in (getattr(card, "abilities", ()) or ()) for t in (
            (a.text,) if getattr(a, "kind", "") == "unmodelled" or getattr(a, "guess", "") == "cost" else ())]
        from .graveyardkeywords import keyword_unread
        from .unknowns import keyword_carried_out
        unread += [a.name for a in (getattr(card, "abilities", ()) or ())   # casualty's sacrifice, jump-start's discard
                   if getattr(a, "kind", "") == "keyword" and (not keyword_carried_out(a.name)   # before its rule
                                                               or keyword_unread(self, a.name))]
        for key in ("sacrifice", "discard", "return"):
            if given.get(key) is None or any(c.kind == key for c in extra):
                continue
            if unread:   # an unread cost may be what it pays: what paying it does is not guessed (118.8, 601.2h)
                self.note_unknown(f"{item.name}: {key}: [{', '.join(str(x) for x in _as_list(given[key]))}] is stated "
                                  f"to pay a cost the engine doesn't read (\u201c{unread[0]}\u201d): what paying it does "
                                  f"can't be decided ({self.rule_no('cast_pay')})")
                continue
            names = ", ".join(str(x) for x in _as_list(given[key]))
            raise EngineError(f"{item.name}: {key}: [{names}] is stated, but none of its costs is paid that way "
                              f"({self.rule_no('cast_pay')})")
        moves = []
        for c in extra:
            key = c.kind
            if key in ("sacrifice", "discard", "exile", "return", "tap_other", "from_exile", "library_bottom"):
                want = given.get(key) if key != "tap_other" else given.get("tap")
                if c.subject is not None and c.subject.kind == "self":
                    objs = [source_obj.oid]
                else:
                    objs = [self.obj(r).oid for r in _as_list(want)]
                    if len(set(objs)) < len(objs):   # "sacrifice two creatures": two objects, not one twice (118.3)
                        raise EngineError(f"{item.name}: \u201c{c.text}\u201d names the same object twice: each "
                                          f"pays it once ({self.rule_no('cost_resources')}, {self.rule_no('cast_pay')})")
                    if not objs:
                        if c.optional or (c.x and not item.x):   # X = 0: nothing to pay with (107.3)
                            continue
                        if c.any_number and not c.materials and (want is not None or (
                                not (c.zone == "hand" and self._hand_unknown(item.controller)) and
                                not self._cost_candidates(c, item, source_obj, extra, zone=c.zone or "battlefield"))):
                            # "sacrifice any number of creatures": none announced, or none to announce (107.1c,
                            # 601.2b; kb.engine.paidcount)
                            if not self.rules_have("any_number"):
                                self.note_unknown(f"{item.name}: \u201c{c.text}\u201d paid with none: the rules of "
                                                  f"{self.edition} don't say whether \u201cany number\u201d may be zero "
                                                  "(said from the 2010-02-01 rules on)")
                            item.costs.append(f"{c.text.lower()}: none")
                            continue
                        if key == "discard" and self._hand_unknown(item.controller):
                            # the hand was not listed: it may hold the cards, unnamed; discarding them is a discard
                            # all the same (701.9a: "Whenever you discard a card" sees it)
                            for _ in range(max((item.x or 0) if c.x else c.n, 1)):
                                objs.append(self.put_unnamed(item.controller, "hand", f"{_poss(item.controller)} card in "
                                                             "hand", c.subject.selector if c.subject else None).oid)
                                self.log.lines.pop()   # the card was simply in that hand
                            self.log.add(f"{len(objs)} unnamed card(s) discarded to pay the cost (the hand was not "
                                         "listed)", "additional_cost", indent=1, kind="step")
                        else:
                            objs = self._unpaid_cost(c, item, source_obj, extra)
                snap = self.evaluate()
                for oid in objs:
                    w = snap.get(oid)
                    o = self.objects[oid]
                    if key in ("sacrifice", "return", "library_bottom"):
                        if o.zone != "battlefield" or w is None or w.controller != item.controller:   # 613.1b
                            # a spell's cost is paid as it is cast (601.2h), an ability's as it is activated (602.2b);
                            # a player sacrifices only a permanent they control (701.21a; 501.6a in 2007-2009)
                            rules = [self.rule_no("sacrifice_control")] if key == "sacrifice" else []
                            rules += [self.rule_no("cast_pay")] if item.kind == "spell" else \
                                [self.rule_no("activation_cost"), self.rule_no("cast_pay")]
                            raise EngineError(f"{o.alias} is not a permanent {item.controller} "
                                              f"{_verb(item.controller, 'control')}: it can't pay \u201c{c.text}\u201d "
                                              f"({', '.join(dict.fromkeys(rules))})")
                    if key == "from_exile" and (o.zone != "exile" or o.owner not in self.opponents(item.controller)):
                        raise EngineError(f"{o.alias} is not a card an opponent of {item.controller} owns in exile: it "
                                          f"can't pay \u201c{c.text}\u201d ({self.rule_no('cast_pay')})")
                    if key == "discard" and (o.zone != "hand" or o.owner != item.controller):
                        raise EngineError(f"{o.alias} is not in {_poss(item.controller)} hand: it can't be discarded to pay "
                                          f"\u201c{c.text}\u201d ({self.rule_no('cast_pay')})")
                    if c.zone and (o.zone != c.zone or o.owner != item.controller):   # "from your graveyard" (602.2b)
                        raise EngineError(f"{o.alias} is not in {_poss(item.controller)} {c.zone}: it can't pay "
                                          f"\u201c{c.text}\u201d ({self.rule_no('cast_pay')})")
                    if c.materials:   # 702.167a (kb.engine.craft)
                        from .craft import craft_material_refused
                        why = craft_material_refused(self, o, w, item.controller, source_obj.oid if source_obj else None)
                        if why:
                            raise EngineError(f"{why}: it can't pay \u201c{c.text}\u201d ({self.rule_no('craft')}, {self.rule_no('cast_pay')})")
                    if is_unnamed(o.card) and o.card.known_as is None and c.subject is not None and \
                            c.subject.selector is not None:   # it pays the cost: it is of that kind (601.2h)
                        o.card = unnamed_card(c.subject.selector)
                        self._changed()
                        snap = self.evaluate()
                        w = snap.get(oid)
                    elif not self._pays_with(c, o, w, item, source_obj, snap) and not is_unnamed(o.card):
                        raise EngineError(f"{o.alias} is not of the kind \u201c{c.text}\u201d names: it can't pay it ({self.rule_no('cast_pay')})")
                    if key == "tap_other" and (o.zone != "battlefield" or w is None or w.controller != item.controller
                                               or o.tapped):
                        raise EngineError(f"{o.alias} is not an untapped permanent {item.controller} controls: it can't "
                                          f"pay \u201c{c.text}\u201d ({self.rule_no('cast_pay')}, {self.rule_no('activation_cost')})")
                    item.paid.setdefault(key if key != "tap_other" else "tap", []).append(self.snapshot_of(oid, snap))
                    to = COST_MOVES_TO.get(key)
                    if to:   # "Put ~ on the bottom of its owner's library" (kb.engine.selfcosts, 401.4)
                        moves.append((oid, to, {"position": "bottom"} if key == "library_bottom" else {}))
                    else:
                        self.set_tapped(oid, True)
                if c.total_power:   # "with total power N or greater" (702.171a saddle)
                    total = sum(max(0, snap.get(oid).power or 0) for oid in objs if snap.get(oid) is not None)
                    if total < c.total_power:
                        # the keyword whose cost it is, told by what the ability does: saddle's makes it saddled
                        # (702.171a), crew's an artifact creature (702.122a); another ability's cost, 602.2b only
                        said = (item.text or "").lower()
                        kw = ("saddle" if "saddled" in said else
                              "crew" if "becomes an artifact creature" in said else "activation_cost")
                        raise EngineError(f"{item.name}: \u201c{c.text}\u201d needs total power {c.total_power} or "
                                          f"greater, the creatures given have {total} ({self.rule_no('cast_pay')}, {self.rule_no(kw)})")
                need = (item.x or 0) if c.x else c.n   # X announced with the ability (107.3, 601.2b)
                if c.any_number and c.materials and len(objs) < need:   # "one or more", "four or more" (702.167a)
                    raise EngineError(f"{item.name}: \u201c{c.text}\u201d needs at least {need}, given {len(objs)} ({self.rule_no('cast_pay')})")
                if c.subject is not None and c.subject.kind != "self" and (c.n > 0 or c.x) and len(objs) != need \
                        and not (c.any_number and c.materials):
                    raise EngineError(f"{item.name}: \u201c{c.text}\u201d needs {need}, given {len(objs)} ({self.rule_no('cast_pay')})")
                item.costs.append(f"{c.text.lower()}: " + ", ".join(self.objects[o].alias for o in objs))
            elif key == "mana_of_paid":   # "... and pay its mana cost": the card just paid with (602.2b, 202.1)
                paid = item.paid.get(c.subject) or []
                if not paid:
                    raise EngineError(f"{item.name}: \u201c{c.text}\u201d - no card was paid with to take its mana cost from")
                mc = paid[-1].working.mana_cost   # a card with no mana symbols costs {0} (202.1b)
                cost = "".join("{%s}" % sym for sym in (mc.symbols if mc else ()) if sym != "X")
                item.costs.append(f"pay its mana cost: {cost or '{0}'}")
                self._spend_pool(item.controller, cost, **self._paying_for(item, source_obj))
            elif key == "energy" and not rule("energy", self.edition):
                # no energy symbol in these rules (107.14 came with 2016-09-30): the payment is not decided
                self.note_unknown(f"{item.name}: \u201c{c.text}\u201d: the rules of {self.edition} have no energy symbol "
                                  f"{{E}} (it came with the {first_edition('energy')} edition): paying it can't be decided")
                item.costs.append("pay " + "{E}" * c.n)
            elif key == "energy":   # 107.14: "Pay {E}": remove one energy counter from yourself
                p = self.player(item.controller)
                have = p.counters.get("energy", 0)
                if have < c.n:
                    raise EngineError(f"{item.controller} can't pay {'{E}' * c.n} with {have} energy counter(s) ({self.rule_no('energy')}, {self.rule_no('cast_pay')})")
                p.counters["energy"] = have - c.n
                item.costs.append("pay " + "{E}" * c.n)
            elif key in ("exile_top", "mill", "put_top", "life_half"):
                self._pay_library_or_life(c, item, given)
            elif key == "reveal":
                self._pay_reveal(c, item, given, source_obj)
            elif key == "behold":
                self._pay_behold(c, item, given, source_obj)
            elif key == "life":
                n = item.x if c.x else c.n
                p = self.player(item.controller)   # paying life is losing it (119.4): pay_life sends the loss
                undecided = life_payment_undecided(self, item.controller, n, item.name, item.unknowns_before)   # kb.engine.payable
                if n > 0 and not (undecided and p.life < n) and not self.pay_life(item.controller, n, f"for {item.name}"):
                    raise EngineError(f"{self.life_unpaid(item.controller, n)} ({self.life_pay_rule()})")
                item.costs.append(f"pay {n} life")
            elif key == "tap":
                o = self.objects.get(item.source)
                if o is None or o.tapped:
                    raise EngineError(f"{o.alias if o else '?'} is tapped: the {{T}} cost can't be paid ({self.rule_no('tap_symbol')})")
                check_symbol_cost(self, o, "{T}")   # 302.6 (kb.engine.hasteactivate)
                self.set_tapped(o.oid, True)
                item.costs.append("{T}")
            elif key == "exert":   # 701.43a-b: it can be exerted tapped or already exerted; 701.43c: on the battlefield
                from .exert import exert
                o = self.objects.get(item.source)
                if o is None or o.zone != "battlefield":
                    raise EngineError("an object that isn't on the battlefield can't be exerted (701.43c)")
                exert(self, self.evaluate(), o.oid, item.controller)
                item.costs.append("exert")
            elif key == "untap":
                o = self.objects.get(item.source)
                if o is None or not o.tapped:
                    raise EngineError(f"the {{Q}} cost needs the permanent tapped ({self.rule_no('untap_symbol')})")
                check_symbol_cost(self, o, "{Q}")   # 302.6 (kb.engine.hasteactivate)
                self.set_tapped(o.oid, False)
                item.costs.append("{Q}")
            elif key in ("remove_counters", "put_counters"):
                o = self.objects.get(item.source)
                n = item.x if c.x else c.n
                if n is None:   # "Remove X storage counters from ~": X is chosen as it is activated (601.2b, 602.2b)
                    raise EngineError(f"\u201c{c.text}\u201d: the value of X is not stated; give x: N "
                                      f"({self.rule_no('activation_cost')})")
                if c.subject is not None and c.subject.kind == "chosen":   # "from a creature you control" (602.2b)
                    o = self._counter_cost_object(c, given.get("remove_from" if key == "remove_counters" else "put_on"),
                                                  item, source_obj)
                if key == "remove_counters" and not c.counter:   # "Remove a counter from ~": of any kind (122.1)
                    from .anycounter import STATED_KEY, pay_any_counters
                    for kind, m in pay_any_counters(self, o, c, n, given.get(STATED_KEY), item).items():
                        item.removed[kind] = item.removed.get(kind, 0) + m
                elif key == "remove_counters":
                    have = o.counters.get(c.counter).n if o.counters.get(c.counter) else 0
                    if c.n == -1:   # "Remove all +1/+1 counters from ~": as many as it has, none included
                        n = have
                    elif c.any_number:   # "Remove any number of storage counters from ~": chosen as it is paid (601.2h)
                        n = self._any_number_removed(c, given.get("remove"), o, item)
                    if have < n:   # a cost can't be paid without the resources it names (118.3)
                        raise EngineError(f"{o.alias} has {have} {c.counter} counter(s): \u201c{c.text}\u201d can't be "
                                          f"paid ({self.rule_no('cost_resources')}, {self.rule_no('activation_cost')})")
                    if n:   # "remove all" of none: paid by removing nothing
                        self.remove_counters(o, c.counter, n)
                    item.removed[c.counter] = item.removed.get(c.counter, 0) + n
                else:
                    self._counters_cost_payable(o, c.counter, n, c.text, item)
                    self.put_counters(o, c.counter, n, log=False, by=item.controller, as_cost=True)
                item.costs.append(c.text.lower() + (f": {o.alias}" if c.subject is not None else ""))
            elif key == "loyalty":
                o = self.objects.get(item.source)
                n = -(item.x or 0) if c.x else c.n
                if n >= 0:
                    self._counters_cost_payable(o, "loyalty", n, c.text, item)
                    self.put_counters(o, "loyalty", n, log=False, by=item.controller, as_cost=True)
                else:
                    have = o.counters.get("loyalty").n if o.counters.get("loyalty") else 0
                    if have < -n:
                        raise EngineError(f"{o.alias} has {have} loyalty: it can't pay {n} ({self.rule_no('loyalty_negative_cost')})")
                    self.remove_counters(o, "loyalty", -n)
                item.costs.append(f"loyalty {n:+d}")
            elif key == "mana":
                item.costs.append(c.text)
                syms = list(c.mana.symbols) if c.mana is not None else []
                syms = self._phyrexian_of_activation(item, syms)
                xs = sum(1 for sym in syms if sym == "X")
                from .spendonx import x_colours_in   # "Spend only black mana on X." in the ability's words
                x_cols = x_colours_in(getattr(item.ability, "text", "") or "") if xs and item.x else None
                self._spend_pool(item.controller, "".join("{%s}" % sym for sym in syms if sym != "X")
                                 + ("{%d}" % (xs * item.x) if xs and item.x else ""), **self._paying_for(item, source_obj),
                                 x_only=(xs * item.x, x_cols) if x_cols else None)
        if moves:
            causes = {"graveyard": "sacrifice"}
            with self.batch():
                for oid, to, opts in moves:
                    # 701.9a: a discard moves a card from the hand to the graveyard (exiling it from the hand is not one)
                    kind = "discard" if self.objects[oid].zone == "hand" and to == "graveyard" else causes.get(to, "")
                    new = self.move(oid, to, cause=kind, **opts)
                    if kind == "discard" and oid == item.source and is_cycling(item.ability):
                        # 702.29c: a card discarded to pay a cycling ability's cost is cycled (a replacement may have
                        # put it elsewhere: the event names the object where it went, 400.7)
                        self._emit(Event("cycled", obj=new.oid if new is not None else None, player=item.controller,
                                         lki=self.lki.get(oid)))
        for k, lst in item.paid.items():
            if lst:
                was = "a card the scenario doesn't name" if is_unnamed(lst[0].working.obj.card) else \
                    _pt(lst[0].working)
                self.log.add(f"paid: {k} {', '.join(x.alias for x in lst)} (as it last existed: {was})", "cast_pay",
                             "lki", indent=1, kind="step")

    def _counters_cost_payable(self, o, kind: str, n: int, text: str, item=None) -> None:
        """A cost that puts counters on a permanent an effect says can't have them ("Creatures you control can't have
        -1/-1 counters put on them", "Counters can't be put on artifacts, creatures, …") can't be paid: the player
        lacks what the cost needs (118.3), so the spell or ability can't be cast or activated (601.2h, 602.2b). A
        replacement that only changes how many are put doesn't stop it (614.1a)."""
        if n <= 0 or o is None or o.zone != "battlefield":
            return
        from .restrictions import counters_prohibited
        snap = self.evaluate()
        w = snap.get(o.oid)
        why = counters_prohibited(self, snap, w, kind) if w is not None else None
        if why:
            paying = "cast_pay" if getattr(item, "kind", "") == "spell" else "activation_cost"   # 601.2h / 602.2b
            raise EngineError(f"{n} {kind} counter(s) can't be put on {o.alias} ({why}): \u201c{text}\u201d can't be "
                              f"paid ({self.rule_no('cost_resources')}, {self.rule_no(paying)})")

    def _pay_library_or_life(self, c, item, given: dict) -> None:
        """602.2b: "Exile the top ten cards of your library", "Mill two cards" (701.17a), "Put a card from your hand
        on top of your library" (401.1), "Pay half your life, rounded up" (107.1a, 119.4). A cost the player lacks
        the resources for can't be paid, and partial payments aren't allowed (118.3, 601.2h): the activation is
        refused. A library the scenario doesn't list never runs out; a hand it doesn't list may hold the card."""
        if c.kind == "exile_top" and c.zone == "graveyard":   # the top card of the graveyard (404.2)
            from .graveyardtop import pay_top_of_graveyard
            pay_top_of_graveyard(self, c, item, given)
            return
        who = item.controller
        p = self.player(who)
        n = item.x if c.x else c.n
        pay_rule = self.rule_no("cast_pay")
        if c.kind == "life_half":
            n = (p.life + 1) // 2 if c.counter == "up" else p.life // 2
            if n > 0 and not self.pay_life(who, n, f"for \u201c{c.text}\u201d"):
                raise EngineError(f"{self.life_unpaid(who, n)} ({self.life_pay_rule()})")
            item.costs.append(f"pay half your life: {n} life")
            return
        if c.kind == "put_top":
            hand = self.in_zone("hand", who)
            want = given.get("put_top")
            # the one card of a listed hand needs no choice; an unlisted hand may hold others
            cards = [self.obj(r) for r in _as_list(want)] if want else (hand if len(hand) == 1 and p.hand_known else [])
            if not cards:
                if not hand and p.hand_known:
                    raise EngineError(f"{_poss(who)} hand is empty: \u201c{c.text}\u201d can't be paid ({pay_rule})")
                if not p.hand_known:
                    raise EngineError(f"{item.name}: \u201c{c.text}\u201d: which card of {_poss(who)} hand (it is not "
                                      f"listed) is not stated: give put_top: NAME ({self.rule_no('activation_cost')})")
                raise EngineError(f"{item.name}: \u201c{c.text}\u201d needs a choice: give put_top: NAME ({self.rule_no('activation_cost')})")
            if len(cards) != 1 or cards[0].zone != "hand" or cards[0].owner != who:
                raise EngineError(f"{item.name}: \u201c{c.text}\u201d takes one card of {_poss(who)} hand ({pay_rule})")
            self.move(cards[0].oid, "library", position="top", cause="cost")
            item.costs.append(f"put {cards[0].alias} on top of the library")
            return
        size = p.library_size()
        if size is not None and size < n:
            raise EngineError(f"{_poss(who)} library holds {size} card(s): \u201c{c.text}\u201d can't be paid "
                              f"({pay_rule})")
        self.top_of_library_to(who, n, "exile" if c.kind == "exile_top" else "graveyard",
                               "exile" if c.kind == "exile_top" else "mill")
        item.costs.append(c.text.lower())

    def _unpaid_cost(self, c, item, source_obj, parts) -> list:
        """A sacrifice, return, tap or discard cost the step names no object for: refused as unpayable when its
        controller has too few objects it could be paid with (601.2h: a cost is paid in full or not at all, 118.3 —
        a listed empty hand can't pay "Discard a card", nor a listed empty graveyard "Exile a card from your
        graveyard"); paid with them all when there are exactly as many as it takes, which leaves no choice
        ("discard two cards" with two cards in hand); else a choice to be stated (601.2b, 118.8)."""
        key = "tap" if c.kind == "tap_other" else c.kind
        need = max((item.x or 0) if c.x else c.n, 1)
        can = self._cost_candidates(c, item, source_obj, parts, zone="hand" if c.kind == "discard" else "battlefield")
        if c.kind in ("sacrifice", "return", "tap_other") and not can:
            raise EngineError(f"{item.name}: {item.controller} controls no permanent \u201c{c.text}\u201d "
                              f"can be paid with ({self.rule_no('cast_pay')})")
        if c.kind == "exile" and c.zone in ("graveyard", "hand") and \
                c.zone not in self.player(item.controller).unlisted and len(self.in_zone(c.zone, item.controller)) < need:
            # "Exile a card from your graveyard" with a listed graveyard holding too few cards, of any kind (601.2h)
            raise EngineError(f"{item.name}: {_poss(item.controller)} {c.zone} holds too few cards to pay "
                              f"\u201c{c.text}\u201d: it can't be paid ({self.rule_no('cast_pay')})")
        if c.kind == "from_exile":
            # "Put a card an opponent owns from exile into that player's graveyard" (602.2b): with fewer such cards in
            # exile than it takes, and no opponent's exile left unlisted, it can't be paid (601.2h, 118.3)
            opps = self.opponents(item.controller)
            owned = [o for o in self.in_zone("exile") if o.owner in opps]
            if len(owned) < need and not any("exile" in self.player(q).unlisted for q in opps):
                raise EngineError(f"{item.name}: exile holds {len(owned)} card(s) an opponent of {item.controller} owns: "
                                  f"\u201c{c.text}\u201d can't be paid ({self.rule_no('cast_pay')})")
        if c.kind == "discard" and len(can) < need:   # an ability's costs are paid as a spell's (602.2b, 601.2h)
            paid_as = f"{self.rule_no('activation_cost')}, " if item.kind == "activated" else ""
            raise EngineError(f"{item.name}: {_poss(item.controller)} hand holds too few cards to pay "
                              f"\u201c{c.text}\u201d: it can't be paid ({paid_as}{self.rule_no('cast_pay')})")
        if c.kind == "discard" and len(can) == need and not c.any_number:
            self.log.add(f"\u201c{c.text}\u201d takes every card of {_poss(item.controller)} hand that can pay it: no "
                         f"choice is left", "cast_pay", indent=1, kind="step")
            return list(can)
        raise EngineError(f"{item.name}: \u201c{c.text}\u201d needs a choice: give {key}: [NAME] "
                          f"({self.rule_no('cast_modes')}, {self.rule_no('additional_cost')})")

    def _cost_candidates(self, c, item, source_obj, parts, zone: str = "battlefield") -> list:
        """The permanents its controller controls that a "Sacrifice a creature" / "Tap an untapped Cleric you control" /
        "Return a land you control" cost could be paid with, or (``zone="hand"``) the cards of its controller's hand a
        "Discard a card" cost could be (601.2h); none: the cost can't be paid."""
        snap = self.evaluate()
        out = []
        for o in self.in_zone(zone, item.controller if zone == "hand" else None):
            w = snap.get(o.oid)
            if w is None or (zone == "battlefield" and w.controller != item.controller) or \
                    (c.kind == "tap_other" and o.tapped):
                continue
            if source_obj is not None and o.oid == source_obj.oid and c.kind == "sacrifice" and \
                    any(x.kind == "sacrifice" and x.subject is not None and x.subject.kind == "self" for x in parts):
                continue   # already sacrificed by the cost's "Sacrifice ~" part
            if self._pays_with(c, o, w, item, source_obj, snap) or is_unnamed(o.card):   # may be of any kind
                out.append(o.oid)
        return out

    def _pay_reveal(self, c, item, given: dict, source_obj) -> None:
        """602.2b: "Reveal ~ from your hand" (the card stays there, 701.16a), "Reveal X blue cards from your hand"
        (``reveal: [NAME, …]``, X of them, of the kind named), "Reveal your hand". A hand the scenario doesn't list
        may hold the cards: they are unnamed then."""
        who = item.controller
        pay_rule = self.rule_no("cast_pay")
        if c.subject is not None and c.subject.kind == "self":
            if source_obj is None or source_obj.zone != "hand" or source_obj.owner != who:
                raise EngineError(f"\u201c{c.text}\u201d: the card is not in {_poss(who)} hand ({pay_rule})")
            item.costs.append(f"reveal {source_obj.alias}")
            return
        if c.n == -1:
            item.costs.append("reveal the hand: " + ", ".join(o.alias for o in self.in_zone("hand", who)))
            return
        need = (item.x or 0) if c.x else c.n
        objs = [self.obj(r) for r in _as_list(given.get("reveal"))]
        if not objs and need and self._hand_unknown(who):
            item.costs.append(f"reveal {need} unnamed card(s) (the hand was not listed)")
            return
        snap = self.evaluate()
        for o in objs:
            if o.zone != "hand" or o.owner != who or not self._pays_with(c, o, snap.get(o.oid), item, source_obj, snap):
                raise EngineError(f"{o.alias} is not a card of the kind \u201c{c.text}\u201d names in {_poss(who)} hand "
                                  f"({pay_rule})")
        if len({o.oid for o in objs}) != need:
            raise EngineError(f"{item.name}: \u201c{c.text}\u201d needs {need} card(s), given {len(objs)}: give reveal: "
                              f"[NAME, …] ({pay_rule})")
        item.costs.append(f"reveal {', '.join(o.alias for o in objs) or 'no card'}")

    def _pay_behold(self, c, item, given: dict, source_obj) -> None:
        """701.4a: "behold a Merfolk" (``behold: NAME``): a card of that quality revealed from its caster's hand (it
        stays there) or a permanent of that quality its caster controls, chosen. An edition without 701.4 has no
        meaning for the words: not modelled there, and what the spell does is "cannot decide"."""
        who = item.controller
        if not self.rules_have("behold"):
            self.note_unmodelled(c.text, item.name, f"behold is not in the rules of {self.edition}")
            return
        objs = [self.obj(r) for r in _as_list(given.get("behold"))]
        if not objs and self._hand_unknown(who):
            item.costs.append(f"{c.text.lower()}: an unnamed card (the hand was not listed)")
            return
        if len(objs) != 1:
            raise EngineError(f"{item.name}: \u201c{c.text}\u201d needs one card in {_poss(who)} hand or one permanent "
                              f"{who} controls: give behold: NAME ({self.rule_no('behold')})")
        o = objs[0]
        snap = self.evaluate()
        w = snap.get(o.oid)
        here = (o.zone == "hand" and o.owner == who) or (o.zone == "battlefield" and w is not None and w.controller == who)
        if not here or not self._pays_with(c, o, w, item, source_obj, snap):
            raise EngineError(f"{o.alias} is neither a card of the kind \u201c{c.text}\u201d names in {_poss(who)} hand "
                              f"nor such a permanent {who} controls: it can't pay it ({self.rule_no('behold')}, "
                              f"{self.rule_no('cast_pay')})")
        item.paid.setdefault("behold", []).append(self.snapshot_of(o.oid, snap))
        how = "revealed from the hand" if o.zone == "hand" else "chosen on the battlefield"
        item.costs.append(f"{c.text.lower()}: {o.alias}, {how}")
        self.log.add(f"{_cap(who)} {_verb(who, 'behold')} {o.alias} ({how})", "behold", indent=1, kind="step")

    def _counter_cost_object(self, c, want, item, source_obj):
        """The one permanent a cost puts counters on or removes them from ("a creature you control", 602.2b): the
        scenario names it (``remove_from:`` / ``put_on:``); it must be a permanent of that kind its controller controls."""
        refs = _as_list(want)
        opt = "remove_from" if c.kind == "remove_counters" else "put_on"
        if len(refs) != 1:
            raise EngineError(f"{item.name}: \u201c{c.text}\u201d needs a choice: give {opt}: NAME ({self.rule_no('cast_modes')}, {self.rule_no('activation_cost')})")
        o = self.obj(refs[0])
        snap = self.evaluate()
        w = snap.get(o.oid)
        if o.zone != "battlefield" or w is None or w.controller != item.controller or \
                not self._pays_with(c, o, w, item, source_obj, snap):
            raise EngineError(f"{o.alias} is not of the kind \u201c{c.text}\u201d names: it can't pay it ({self.rule_no('cast_pay')})")
        return o

    def _pays_with(self, c, o, w, item, source_obj, snap) -> bool:
        """Whether the object is of the kind a cost names ("a creature card", "an artifact", 601.2h)."""
        sel = c.subject.selector if c.subject is not None else None
        if sel is None:
            return True
        # "Exile a black card with mana value X from your hand": the X announced for the spell (601.2b, 107.3) — the
        # costs are paid after it is chosen (601.2h)
        x = getattr(item, "x", None)
        return w is not None and sel.match(w, Ctx(snap.work, snap.get(source_obj.oid) if source_obj else None,
                                                  item.controller, choices={"x": x} if x is not None else None))

    def _hand_unknown(self, player: str) -> bool:
        """Whether the player's hand may hold cards nobody named (the scenario did not list it)."""
        return not self.player(player).hand_known

    def _new_item(self, kind: str, name: str, controller: str, **kw) -> StackItem:
        self._sid += 1
        return StackItem(self._sid, kind, name, controller, "", ts=self.tick(), **kw)

    # --- playing a land (116.2a, 305.1) -------------------------------------------------------------------
    def play_land(self, card_or_ref, *, controller: str | None = None, choices: dict | None = None, face=None):
        """A special action: the land is put onto the battlefield from the hand; it doesn't use the
        stack. Only in its controller's main phase with an empty stack, once a turn (305.1-305.2).
        ``face``: the face of a modal double-faced card played as a land (712.12: it enters with that face up)."""
        if isinstance(card_or_ref, CardDef):
            who = self._player(controller)
            o = self.put_into(card_or_ref, "hand", owner=who)
            self.log.lines.pop()
        else:
            o = self.obj(card_or_ref)
            # the player a permission names plays it from where it is (611.2a), as for a cast (601.3)
            who = self._player(controller or self.permission_holder(o) or o.owner)
            turn_face_up_to_play(self, o)   # 406.3a: a card exiled face down is turned face up to be played
        back, adventure = self._chosen_face(o, face)
        played = o.card.other_faces[0] if (back or adventure) else o.card
        if "Land" not in played.types:
            raise EngineError(f"{played.name if played is not o.card else o.alias} is not a land: it can't be played "
                              f"as one ({self.rule_no('play_land')})")
        from .restrictions import land_play_prohibited   # "You can't play lands." (101.2 over 305.1)
        why = land_play_prohibited(self, self.evaluate(), who, o)
        if why:
            raise EngineError(why)
        if o.zone in ("library", "graveyard") and not self.may_play_land_from(o, who):
            # "You may play lands from the top of your library." / "... from your graveyard.": its controller's own
            # library top or graveyard (305.1 as an effect allows)
            from .abilities import PlayPermission
            from .castonce import permission_holds
            from .unknowns import library_top_blockers
            snap = self.evaluate()
            lib = self.player(o.owner).library
            # one of cards in an unknown order where one is on top may be the top card (401.4, 701.24a)
            hidden = library_top_blockers(self, o.owner, 1, among=o.oid) if o.zone == "library" and o.owner == who else []
            land = snap.get(o.oid)

            def fits(w, a) -> bool:   # "You may play Forests from your graveyard": a land of its kind (305.1)
                return isinstance(a, PlayPermission) and a.lands and a.zone == o.zone and \
                    permission_holds(self, snap, w, a, who) and (a.land_filter is None or (land is not None and \
                        a.land_filter.match(land, Ctx(snap.work, w, who, edition=self.edition, game=GameView(self)))))
            from .turnpermission import turn_permission_source   # "Until end of turn, you may play lands … from
            this_turn = turn_permission_source(self, o, who, o.zone, lands=True)   # your graveyard." (305.1, 611.2a)
            allowed = this_turn is not None or o.owner == who and (o.zone == "graveyard" or (lib and (lib[0] == o.oid or hidden))) and any(
                fits(w, h.ability)
                for w in snap.work.values() if w.zone == "battlefield" and w.controller == who for h in w.abilities)
            if not allowed:
                raise EngineError(f"{o.alias} is in a {o.zone}: a land is played from the hand unless an effect allows "
                                  f"another zone ({self.rule_no('play_land')}, {self.rule_no('cast_prohibited')})")
            src = this_turn or next(w.name for w in snap.work.values() if w.zone == "battlefield" and w.controller == who
                                    for h in w.abilities if fits(w, h.ability))
            self.log.add(f"{src} lets {who} play a land from {_poss(who)} {'library' if o.zone == 'library' else 'graveyard'}",
                         "play_land", kind="step")
            if hidden:
                self.note_unknown(f"whether {o.alias} is the top card of {_poss(who)} library, and so whether {src} lets "
                                  f"it be played, can't be decided: {'; '.join(hidden)} (305.1, 601.3)")
        elif o.zone == "exile" and not self.may_play_land_from(o, who):
            # "You may play lands from among cards exiled with ~." (305.1, 607.2a; kb.engine.linkedcast); a permission
            # the engine doesn't read that speaks of playing from exile may allow it: not refused, "cannot decide"
            from .linkedcast import linked_land_source
            src = linked_land_source(self, o, who)
            if src is not None:
                self.log.add(f"{src} lets {who} play a land from among the cards exiled with it", "play_land",
                             kind="step")
            else:
                unread = _unread_permissions(self, o, "exile")
                if not unread:
                    raise EngineError(f"{o.alias} is in the exile: a land is played from the hand unless an effect "
                                      f"allows another zone ({self.rule_no('play_land')})")
                self.note_unknown(f"{o.alias} is played from exile: whether \u201c{unread[0][0]}\u201d ({unread[0][1]}) "
                                  f"lets it be played from there is not read ({self.rule_no('play_land')})")
        elif o.zone != "hand" and not self.may_play_land_from(o, who):
            raise EngineError(f"{o.alias} is in the {o.zone}: a land is played from the hand unless an effect allows "
                              f"another zone ({self.rule_no('play_land')})")
        if self.stack or who != self.active or self.step not in ("main1", "main2"):
            raise EngineError(f"{o.alias} can't be played now: a land is played in its owner's main phase with an "
                              f"empty stack ({self.rule_no('play_land')}, 116.2a)")
        key = ("land", who, self.turn)
        played_n = self.activations.get(key, 0)
        extra = self._additional_land_plays(who)
        if played_n >= 1 + len(extra):
            raise EngineError(f"{who} has already played {played_n} land(s) this turn, as many as the rules allow "
                              f"({self.rule_no('land_plays')}" + (f"; {', '.join(extra)} allow one more each" if extra else "")
                              + ")")
        self.activations[key] = played_n + 1
        if played_n:
            self.log.add(f"an additional land play this turn: {extra[played_n - 1]} allows it", "land_plays",
                         kind="step")
        self.log.add(f"{_cap(who)} {_verb(who, 'play')} {o.alias}: a special action, it doesn't use the stack",
                     "play_land", kind="step")
        if back:
            self.log.add(f"{_cap(who)} {_verb(who, 'choose')} its land face, {played.name}: it enters the battlefield "
                         "with that face up", "mdfc_play_land", indent=1, kind="step")
        return self.move(o, "battlefield", controller=who, log=False, choices=choices, transformed=back, cause="play")

    def _additional_land_plays(self, who: str) -> list[str]:
        """305.2: one land a turn, and continuous effects may increase this number, one name per further land play:
        the sources of "You may play an additional land / two additional lands on each of your turns" that ``who``
        controls and of "Each player may play an additional land on each of their turns" anyone controls
        (kb.engine.parser reads them as rules effects, 613.11), and a resolved "You may play an additional land
        this turn" of ``who``'s for this turn (611.2a, kb.engine.actions' rule_turn). Its own turn only."""
        from .parser import LAND_PLAYS
        from .text import amount_of
        snap = self.evaluate()
        out = []
        for e, _labels in snap.rules:
            for op in e.ops:
                m = LAND_PLAYS.fullmatch(getattr(op, "label", "") or "")
                if m:
                    src = snap.work.get(e.source) if e.source is not None else None
                    if src is not None and (m.group(1) == "Each player" or src.controller == who):
                        out += [e.source_name or src.name] * (amount_of(m.group(2)) or 1)
        for r in self.rule_effects:
            if r["rule"] == "land_plays" and r["turn"] == self.turn and who in r["players"]:
                out += [r["source"]] * r.get("n", 1)
        return out

    # --- activating (602.2) ------------------------------------------------------------------------------
    def activate(self, ref, which=None, *, targets=(), choices=None, handle: str | None = None, x: int | None = None,
                 costs: dict | None = None, controller: str | None = None, mode=None) -> StackItem | None:
        """Activate an activated ability: it goes on the stack (mana abilities resolve at once, 605.3b)."""
        o = self.obj(ref)
        snap = self.evaluate()
        w = snap.get(o.oid)
        held = [h.ability for h in (w.abilities if w else ()) if isinstance(h.ability, (ActivatedAbility, ManaAbility))
                or getattr(h.ability, "guess", "") == "activated"]
        # 113.6: off the battlefield, only the abilities that say they work there
        here = held if o.zone == "battlefield" or functions_in_command(w) else \
            [a for a in held if functions_in(a, o.zone)]   # 113.6p: a vanguard's in the command zone (313.4)
        ninjutsu = ninjutsu_keyword(w) if o.zone != "battlefield" else None   # 702.49a: from the hand (kb.engine.ninjutsu)
        if ninjutsu is not None and ("ninjutsu" in str(which or "").lower() or not here):
            return self.activate_ninjutsu(o, w, ninjutsu, self._player(controller or o.owner), costs)
        if not here and o.zone != "battlefield":
            from .unknowns import unread_activated_keyword
            kw = unread_activated_keyword(w, which)
            if kw is not None:   # embalm, unearth, cycling … (702): activated from its zone, what it does not read
                from .unreadcost import unpayable_keyword_cost   # its written cost can't be paid: illegal (602.2b)
                why = unpayable_keyword_cost(self, o, w, kw, self._player(controller or o.owner))
                if why:
                    raise EngineError(why)
                self.note_unknown(f"{o.alias}'s keyword \u201c{kw}\u201d is an activated ability (702) the engine doesn't "
                                  f"model: what activating it does is unknown")
                return None
        if o.zone == "battlefield":
            from .unknowns import keyword_carried_out   # an activated keyword not carried out (kb.engine.unknowns)
            kws = [h.ability.name for h in (w.abilities if w else ()) if getattr(h.ability, "kind", "") == "keyword"
                   and not keyword_carried_out(h.ability.name)
                   and (which is None or str(which).lower() in h.ability.name.lower())]
            if kws and (not held or which is not None):
                self.note_unknown(f"{o.alias}'s keyword \u201c{kws[0]}\u201d is an activated ability (702) the engine "
                                  "doesn't model: what activating it does is unknown")
                return None
        if not held:
            raise EngineError(self._cite_activate(f"{o.alias} has no activated ability to activate now"
                                                  + self._why_fewer_abilities(o, held, snap) + self._granted_only_if(o)))
        if not here and o.zone != "battlefield":
            # 113.6: an object's abilities function only while it is on the battlefield, except those that say they
            # work where it is (abilities.functions_in): a planeswalker card in a graveyard has no loyalty ability. A
            # keyword ability (scavenge, embalm …) is left to its keyword's rules, which say where it is activated.
            here = [a for a in held if getattr(a, "keyword_name", None)]
        if not here and o.zone != "battlefield" and held:
            raise EngineError(f"{o.alias} is in {_poss(o.owner)} {o.zone}, not on the battlefield: its activated "
                              f"abilities function only while it is on the battlefield "
                              f"({self.rule_no('abilities_on_battlefield')})")
        held = here or held
        try:
            ab = self._pick_ability(o, held, which)
        except EngineError as exc:
            raise EngineError(self._cite_activate(str(exc) + self._why_fewer_abilities(o, held, snap))) from None
        fewer = self._why_fewer_abilities(o, held, snap) if which is None and o.zone == "battlefield" else ""
        if fewer:
            # the step says no ability and the card has more than the object has now (Mutavault under Blood Moon):
            # the one left is not what "activate" meant, say which (602.1)
            raise EngineError(f"{o.alias} has only “{ab.display(o.card.name)}” now{fewer}: give ability: 1 … "
                              f"{len(held)} or a phrase of its text")
        if o.zone == "battlefield" and (elsewhere := only_elsewhere(ab)):   # 113.6m
            raise EngineError(f"{o.alias}'s \u201c{ab.display(o.card.name)}\u201d moves it out of {_poss(o.owner)} "
                              f"{elsewhere}: it functions only there, not on the battlefield "
                              f"({self.rule_no('zone_moving_ability')})")
        from .speed import max_speed_zone_unread
        max_speed_zone_unread(self, o, ab)   # 702.178b
        if re.match(r"equip (?!\{)", getattr(ab, "keyword_name", None) or "") and not self.rules_have("equip_quality"):
            self.note_unknown(f"{o.alias}'s \u201c{ab.text}\u201d restricts its targets by a quality, and this edition's "
                              f"rules have no such equip ability ({self.rule_no('activate')})")
        who = self._player(controller or (w.controller if w else o.controller))
        if o.zone == "battlefield" and w is not None and w.controller != who and not (
                getattr(ab, "any_player", False) or "Any player may activate this ability" in (getattr(ab, "text", "") or "")):
            # 602.2: only its controller, unless the ability says "Any player may activate this ability"
            raise EngineError(f"{who} doesn't control {o.alias}: only its controller can activate its abilities ({self.rule_no('activate_controller')})")
        from .restrictions import activation_prohibited   # 602.5: an effect may prohibit activating it
        why = activation_prohibited(self, snap, who, o, w, isinstance(ab, ManaAbility),
                                    loyalty=bool(re.match(r"[+\-\u2212]?(?:\d+|X):", getattr(ab, "text", "") or "")))
        if why:
            raise EngineError(why)
        # outlast before 2014-09-25: its word is unread; crew before 2022-02-18 on a Vehicle that is a creature
        # (kb.engine.keywordmeans)
        self.keyword_unread(ab, o.alias, creature=w is not None and "Creature" in w.types)
        if (getattr(ab, "keyword_name", None) or "").startswith("craft with") and not self.rules_have("craft"):
            self.note_unknown(f"{o.alias}'s craft ability: the rules of {self.edition} don't define craft (702.167a came "
                              "with the 2023-11-17 edition)")
        self.log.add(f"{_cap(who)} {_verb(who, 'activate')} {o.alias}'s ability \u201c{ab.display(o.card.name)}\u201d",
                     "activate", *_defining_rules(ab), kind="step")
        item = self._new_item("activated", f"{o.alias}'s ability", who, source=o.oid)
        item.source_lki = self.snapshot_of(o.oid, snap)
        item.ability = ab
        item.handle = handle
        item.x = None if x is None else int(x)
        if getattr(ab, "x_defined", ""):   # "X is the mana value of the exiled card": not chosen (107.3a; kb.engine.costx)
            from .costx import defined_x
            val = defined_x(self, o, ab)
            if val is not None and x is not None and int(x) != val:
                raise EngineError(f"{o.alias}'s ability defines X as the mana value of the exiled card, {val}: X can't be "
                                  f"{x} ({self.rule_no('cast_modes')}: the value announced is the defined one)")
            item.x = val if val is not None else item.x
            if val is not None:
                self.log.add(f"X is {val}, as the ability's text defines it: the value announced ({self.rule_no('cast_modes')})",
                             indent=1, kind="step")
        if getattr(ab, "guess", "") == "activated" and _unread_mana_ability(ab.text):
            # 605.1a: no target, it could add mana, not a loyalty ability - a mana ability, whatever else its
            # unread words say: it doesn't use the stack, it resolves at once (605.3b)
            item.text = ab.text.split(":", 1)[1].strip()
            paid = self._pay_unread_ability_costs(item, o, who, ab.text.split(":", 1)[0], costs)
            self.log.add("a mana ability: it doesn't use the stack and resolves at once", "mana_ability", indent=1,
                         kind="step")
            self.note_unmodelled(ab, o.alias, "it was activated and resolved at once, a mana ability",
                                  scope_text=item.text if paid else None)
            self._touched()
            return None
        if getattr(ab, "guess", "") == "activated":
            self._split_second(f"{o.alias}'s ability can't be activated")
            item.text = ab.text.split(":", 1)[1].strip()
            paid = self._pay_unread_ability_costs(item, o, who, ab.text.split(":", 1)[0], costs)
            # the cost was read and paid: what is unknown is what its effect does
            self.note_unmodelled(ab, o.alias, "it was activated", scope_text=item.text if paid else None)
            self.stack.append(item)
            self.emit_activated(item)
            self._touched()
            return item
        cost_text = ab.cost if isinstance(ab, (ActivatedAbility, ManaAbility)) else ""
        costs_list = parse_costs(cost_text, _Ctx(o.card.name)) if cost_text else []
        loyalty = any(c.kind == "loyalty" for c in costs_list)
        timing_checked = False
        if isinstance(ab, ManaAbility) and loyalty:
            ab = self._loyalty_mana_ability(o, ab, who)
            item.ability = ab
            timing_checked = True
        said = False   # the line saying it isn't a mana ability (605.1a of 2026-08-07) is in the trace
        if isinstance(ab, ManaAbility) and library_motion(f"{ab.cost} {ab.produces}") != "none":
            ab = self._library_mana_ability(ab)
            item.ability = ab
            said = not isinstance(ab, ManaAbility)
        if isinstance(ab, ManaAbility):
            self._check_restriction(o, ab, who)   # 602.5b: "Activate only once each turn", "only if you control a Swamp"
            self._pay(item, self._activation_total(o, ab, item, costs_list, mana=True), costs or {}, o)   # 605.3a, 602.2b
            got = self.produce_mana(who, ab.produces, o, dict(choices or {}), spend_only=ab.spend_only, item=item)
            if any(c.kind == "tap" for c in costs_list):
                self._triggered_mana(o, who, got or [], dict(choices or {}))
                self._emit(Event("tapped_for_mana", obj=o.oid, player=who))   # 605.1b: other abilities use the stack
            return None
        # a loyalty ability that adds mana is a mana ability under the rules before 2010-10-01 (605.1a), whatever
        # else it does; its loyalty timing (606.3) is checked once it is known to be one
        old_loyalty = loyalty and rule("loyalty_mana_ability", self.edition) == "mana"
        if isinstance(ab, ActivatedAbility) and (not loyalty or old_loyalty) and \
                not self._library_bound(ab, say=not said) and \
                self._activated_mana_ability(o, ab, item, who, costs_list, costs, choices, targets,
                                             before_pay=(lambda: self._check_loyalty_timing(o, who)) if loyalty else None):
            return None
        self._split_second(f"{o.alias}'s ability can't be activated")
        if loyalty and not timing_checked:
            self._check_loyalty_timing(o, who)
        self._check_restriction(o, ab, who)
        item.text = normalize(ab.effect, o.card.name) if o.card.name else ab.effect
        # 602.2b, 601.2b: a modal ability's modes are announced as it is activated (700.2a)
        from .modesonce import check_modes, modes_left, record_modes   # "choose one that hasn't been chosen this turn"
        whole = item.text
        why = "no mode is left to choose" if modes_left(self, o, whole) == [] else \
            check_modes(self, o, whole, mode if isinstance(mode, (list, tuple)) else [mode])
        if why:   # a mode the text doesn't allow can't be chosen; with none left it can't be activated (700.2a)
            raise EngineError(f"{o.alias}'s ability: {why} ({self.rule_no('modal')}, {self.rule_no('activate')})")
        item.text, item.mode = self._choose_mode(f"{o.alias}'s ability", item.text, mode, concept="cast_modes",
                                                 give="activate: {card, mode: N}")
        record_modes(self, o, whole, item.mode)
        instructions, slots, targets = self._parse_planned(item, item.text, o.card.name, targets, ability=ab.text)
        item.slots = slots
        self._choose_targets(item, targets, snap=self.evaluate())
        self.emit_crime(item)
        self._announce_division(item, instructions, choices)
        item.choices = dict(choices or {})   # what paying reads (Phyrexian mana paid with life, 107.4f)
        self._pay(item, self._activation_total(o, ab, item, costs_list), costs or {}, o)
        item.choices = dict(choices or {})
        self.stack.append(item)
        self.emit_activated(item)
        self._touched()
        return item

    def emit_activated(self, item: StackItem) -> None:
        """602.2b (applying 601.2i): the activated ability ``item`` has become activated (it is on the stack): the trigger event of
        "Whenever an opponent activates an ability that isn't a mana ability" (kb.engine.activation), with its source
        as it was as it was activated."""
        self._emit(Event("activated", obj=item.source, player=item.controller, item=item, lki=item.source_lki))
        from .crews import emit_crews   # the creatures tapped for a crew cost crew the Vehicle (702.122b)
        emit_crews(self, item, Event)

    def _activated_mana_ability(self, o, ab, item: StackItem, who: str, costs_list, costs, choices, targets,
                                before_pay=None) -> bool:
        """605.1a: an activated ability without a target that could add mana, not a loyalty ability, is a mana ability
        whatever else it does ("{T}: Add {R} or {G}. ~ deals 1 damage to you."): split second doesn't stop it
        (702.61b) and it resolves at once, without using the stack (605.3b). Returns whether it was one (and done)."""
        from .rctx import RCtx
        text = normalize(ab.effect, o.card.name) if o.card.name else ab.effect
        try:
            instructions, slots = parse_instructions(text, o.card.name, normalized=True, ability=ab.text)
        except ParseError:
            return False
        if slots or not any(i.kind == "mana" for i in instructions):
            return False
        if before_pay is not None:
            before_pay()
        self._check_restriction(o, ab, who)
        item.text = text
        self._pay(item, self._activation_total(o, ab, item, costs_list, mana=True), costs or {}, o)
        item.choices = dict(choices or {})
        self.log.add("a mana ability: it doesn't use the stack and resolves at once", "mana_ability", indent=1,
                     kind="step")
        self.execute(item, RCtx.for_item(self, item), instructions=instructions)
        if any(c.kind == "tap" for c in costs_list):   # "Whenever a player taps a land for mana" (605.1b)
            self._emit(Event("tapped_for_mana", obj=o.oid, player=who))
        self._touched()
        return True

    def _pay_unread_ability_costs(self, item: StackItem, o, who: str, cost_text: str, given) -> bool:
        """An ability whose effect isn't read still has a cost the engine may read: it is checked and paid as
        for any ability (602.2b, 601.2f-h), a loyalty cost with its timing and the loyalty it needs (606.3,
        606.6); these don't depend on the effect. A cost it can't read is recorded as given."""
        from .errors import ParseError
        try:
            costs_list = parse_costs(cost_text.strip(), _Ctx(o.card.name)) if cost_text.strip() else []
        except ParseError:
            item.costs.append(cost_text)
            return False
        if any(c.kind == "loyalty" for c in costs_list):
            self._check_loyalty_timing(o, who)
        self._pay(item, self._activation_total(o, None, item, costs_list), given or {}, o)   # its cost changes (601.2f)
        return True

    def _announce_division(self, item, instructions, choices) -> None:
        """601.2d: an effect divided among the targets is divided as the spell is cast (or the
        ability activated), each target getting at least 1; checked and logged here, dealt as it
        resolves (kb.engine.divide)."""
        from .divide import divided_instead, shares
        from .filters import Const, Plus, XValue
        for said in instructions:
            ins = divided_instead(said, item.x) if said.opts.get("divided") else said   # "… instead" (608.2c)
            if ins is None or not ins.opts.get("divided") or ins.subject is None:
                continue
            if isinstance(ins.amount, Const):
                amount = ins.amount.n
            elif isinstance(ins.amount, XValue) and item.x is not None:
                amount = item.x * ins.amount.times
            elif isinstance(ins.amount, Plus) and isinstance(ins.amount.base, XValue) and item.x is not None:
                amount = item.x * ins.amount.base.times + ins.amount.n   # "X plus 1 damage divided …"
            else:
                continue  # an amount known only as it resolves: checked then
            chosen = [item.targets[i] for i in ins.subject.slots if i < len(item.targets) and item.targets[i] is not None]
            names = [self._ref_name(r) for r in chosen]
            from .versions import rule as _rule
            parts = shares(ins.text, amount, names, (choices or {}).get("divide"), self.rule_no("divide"),
                           zero_unread=_rule("divide_zero", self.edition))   # 409.1e of 1999-04-23 (kb.engine.divide)
            if parts:   # None: not stated, and the rules leave a choice ("cannot decide" as it resolves)
                self.log.add("the division: " + ", ".join(f"{n} to {nm}" for nm, n in zip(names, parts)),
                             "divide", indent=1, kind="step")

    def produce_mana(self, who: str, produces: str, source, choices: dict, *, resolving: bool = False,
                     spend_only=None, item=None, kept: str | None = None, chosen_now: bool = False,
                     count=None) -> list:
        """605.3b: a mana ability resolves at once, adding mana to its controller's pool (106.4). Returns the
        mana symbols added. ``item``: the ability (or spell) adding it, whose costs paid its amount may count;
        ``kept``: "turn" when its controller doesn't lose it as steps and phases end until end of turn;
        ``chosen_now``: "the chosen color" is the colour its own "Choose a color." chose as it resolved (608.2d,
        ``choices["color"]``), not the one its source chose as it entered (614.12); ``count``: the value of the amount's
        count when the instruction read it with its targets (kb.engine.manatarget)."""
        from .couldproduce import read as could_produce_read
        from .gamevalues import IDENTITY_MANA
        from .permanentcolormana import reads as permanent_color_mana
        from .manaamount import amount_phrase, read_mana_amount
        from .values import color_of
        p = self.player(who)
        text = amount_phrase(produces)
        got: list = []
        from .devotionmana import chosen_devotion_amount   # "… of that color equal to your devotion to that color"
        amount = read_mana_amount(text) or chosen_devotion_amount(text, choices)
        if amount is not None:   # "{G} for each Elf you control", "X mana in any combination of {B} and/or {R}"
            got = self._mana_of_amount(who, amount, source, choices, item, count)
        elif re.fullmatch(r"[WUBRGC]", text):
            got = [text]
        elif could_produce_read(text) is not None:   # 106.7: a type another permanent could produce
            got = self._could_produce(who, source, text, choices)
        elif re.fullmatch(IDENTITY_MANA, text):   # 903.4: a colour of the commander's colour identity
            got = self._identity_mana(who, source, text, choices)
        elif permanent_color_mana(text):   # a colour of a permanent its controller controls (105.2; kb.engine.permanentcolormana)
            from .permanentcolormana import colors_among
            kinds = colors_among(self, who)
            name = source.alias if source is not None else "it"
            if not kinds:
                self.log.add(f"{name}: no permanent {who} controls has a colour: it adds no mana", "mana_ability",
                             indent=1, kind="step")
            else:
                want = self._mana_kind_chosen(name, mana_choice(choices), kinds, self.rule_no("mana_ability"),
                                              f"\u201c{text}\u201d: {{\x00}} is not a colour of a permanent controlled by {who}")
                got = [want] if want else []
        elif re.fullmatch(r"one mana of the chosen colou?r", text):
            c = (choices or {}).get("color") if chosen_now else \
                (source.choices or {}).get("color") if source is not None else None
            if c:
                got = [c]
            else:
                self.log.add(f"{source.alias if source else 'it'} has no chosen colour: it adds no mana (a creature type is "
                             "not a colour)", "mana_ability", indent=1, kind="step")
        elif re.fullmatch(r"one mana of any (?:one )?colou?r", text):
            c = color_of(mana_choice(choices))
            if not c:
                raise EngineError(f"\u201cone mana of any color\u201d: give choose: {{color: ...}} ({self.rule_no('mana_ability')})")
            got = [c]
        else:
            options = [o.strip() for o in re.split(r",\s*(?:or\s+)?|\s+or\s+", text) if o.strip()]
            syms = [re.findall(r"\{([WUBRGC])\}", o) for o in options]
            if not all(syms):
                raise EngineError(f"\u201c{produces}\u201d: a mana ability the engine can't produce")
            if len(syms) == 1:
                got = syms[0]
            else:
                want = mana_choice(choices)
                pick = next((s for s in syms if s == [want] or "".join(s) == want), None)
                if pick is None:
                    raise EngineError(f"\u201c{produces}\u201d: choose which: give choose: {{mana: ...}} ({self.rule_no('mana_ability')})")
                got = pick
        for c in got:
            if spend_only is not None:   # 106.6: it may be spent only as the ability says
                p.pool_only.append((c, spend_only, source.oid if source is not None else None,
                                    dict(source.choices or {}) if source is not None else {}))   # "the chosen type"
            else:
                p.pool[c] = p.pool.get(c, 0) + 1
        from .firebending import keep_mana, note_added
        note_added(p, got, item, kept)
        if spend_only is not None and got:
            self.log.add("that mana may be spent only as its ability says", "spend_restriction", indent=1, kind="step")
        if resolving:
            self.log.add(f"mana is added to {_poss(who)} mana pool: {p.pool_text() or 'empty'}", "mana_pool", indent=1,
                         kind="step")
            keep_mana(self, who, got, item, kept)
        else:
            self.log.add(f"a mana ability: it doesn't use the stack and resolves at once; {_poss(who)} mana pool: "
                         f"{p.pool_text() or 'empty'}", "mana_ability", indent=1, kind="step")
        return got

    def _could_produce(self, who: str, source, text: str, choices: dict) -> list:
        """106.7: "one mana of any color that a land an opponent controls could produce": the type chosen among those
        (choose: {color: …} or {mana: "{C}"}); one possible type needs no choice, none adds no mana; a type that
        can't be told, or a choice not stated among several, is "cannot decide" (never guessed)."""
        from .couldproduce import could_produce
        kinds, why = could_produce(self, who, source, text)
        name = source.alias if source is not None else "it"
        rule = self.rule_no("could_produce")
        if why:
            self._pool_unknown(f"{name}: which mana “{text}” may add can't be decided: {why} ({rule})")
            return []
        if not kinds:
            self.log.add(f"{name}: no permanent it names could produce mana of such a type: it adds no mana",
                         "could_produce", indent=1, kind="step")
            return []
        want = self._mana_kind_chosen(name, mana_choice(choices), kinds, rule, f"\u201c{text}\u201d: {{\x00}} is not a type of mana "
                                      "those permanents could produce")
        return [want] if want else []

    def _mana_kind_chosen(self, name: str, want: str, kinds, rule: str, refusal: str) -> str | None:
        """The type of mana a player chose among ``kinds`` (106.7): one type needs no choice; a choice not stated among
        several makes the pool "cannot decide" (None); one not among them is refused (``refusal``, its "\\x00" the type)."""
        if not want and len(kinds) == 1:
            want = next(iter(kinds))
        if not want:
            self._pool_unknown(f"{name}: which of {', '.join('{' + k + '}' for k in sorted(kinds))} it adds is "
                               f"its controller's choice, not stated (choose: {{color: ...}}, {rule})")
            return None
        if want not in kinds:
            raise EngineError(refusal.replace("\x00", want) + f" ({', '.join('{' + k + '}' for k in sorted(kinds))}; {rule})")
        return want

    def _identity_mana(self, who: str, source, text: str, choices: dict) -> list:
        """903.4: "one mana of any color in your commander's color identity": the colour chosen among those
        (choose: {color: …}); one colour needs no choice; none — a colourless commander, or no commander (903.4f) —
        adds no mana; a colour identity that can't be told, or a choice not stated among several, is "cannot decide"."""
        from .gamevalues import commander_identity
        kinds, why = commander_identity(self, who)
        name = source.alias if source is not None else "it"
        rule = self.rule_no("color_identity")
        if why:
            self._pool_unknown(f"{name}: which mana \u201c{text}\u201d may add can't be decided: {why}")
            return []
        if not kinds:
            none = self.player(who).commanders == []
            self.log.add(f"{name}: {'without a commander, a commander' if none else 'its commander'}'s colour identity "
                         f"has no colour: it adds no mana", "no_commander_identity" if none else "color_identity",
                         indent=1, kind="step")
            return []
        want = self._mana_kind_chosen(name, mana_choice(choices), kinds, rule, f"\u201c{text}\u201d: {{\x00}} is not a colour of {who}'s "
                                      "commander's colour identity")
        if not want:
            return []
        self.log.add(f"{name} adds {{{want}}}, a colour of {_poss(who)} commander's colour identity", "color_identity",
                     indent=1, kind="step")
        return [want]

    def _triggered_mana(self, tapped, tapper: str, got: list, choices: dict) -> None:
        """Triggered mana abilities (605.1b) that trigger on ``tapped`` being tapped for mana: each resolves
        at once, right after the mana ability, without the stack (605.4a)."""
        from .abilities import TriggeredManaAbility
        snap = self.evaluate()
        tw = snap.get(tapped.oid)
        if tw is None and tapped.oid in self.lki:   # sacrificed to pay for the mana (a Treasure): tapped for mana all the
            tw = self.lki[tapped.oid].working       # same (106.12), as it last existed on the battlefield (608.2h)
        if tw is None:
            return
        any_color = 0   # the "additional one mana of any color" abilities resolved so far (106.7)
        for src in list(self.objects.values()):
            w = snap.get(src.oid)
            if src.zone != "battlefield" or w is None:
                continue
            for h in w.abilities:
                ab = h.ability
                if not isinstance(ab, TriggeredManaAbility):
                    continue
                if ab.tapped == "enchanted":
                    if src.attached_to != tapped.oid or (ab.of != "Permanent" and ab.of not in tw.types):
                        continue
                elif ab.sel is not None:   # "a basic land", "a Mountain, Forest, or Plains" (kb.engine.tappedmana)
                    if not ab.sel.match(tw, Ctx(snap.work, w, w.controller, edition=self.edition, game=GameView(self))):
                        continue
                elif ab.tapped not in tw.types and ab.tapped not in tw.subtypes:
                    continue
                if ab.who == "you" and tapper != w.controller:
                    continue
                if ab.mana_type:   # "tapped for {C}": only when the mana ability produced that type of mana (106.12a)
                    if not self.rules_have("tapped_for_type"):   # no rule of this edition says so (before 2015-07-17)
                        self.log.add(f"{src.alias}'s \u201c{ab.text}\u201d: these rules don't say when a permanent is "
                                     f"tapped for mana of a specified type", "tapped_for_mana", indent=1, kind="step")
                        self._pool_unknown(f"{src.alias}: whether \u201c{ab.text}\u201d triggers is not decided: the "
                                           f"rules of {self.edition} don't say when a permanent is tapped for mana of a "
                                           f"specified type ({self.rule_no('tapped_for_mana')})")
                        continue
                    if ab.mana_type.strip("{}") not in got:
                        continue
                gets = tapper if ab.gets == "tapper" else w.controller
                produces = ab.produces
                if produces == "same":
                    kinds = sorted(set(got))
                    if not kinds:
                        continue
                    pick = kinds[0]
                    if len(kinds) > 1:
                        want = mana_choice(choices)
                        if want not in kinds:
                            raise EngineError(f"{src.alias}: one mana of any type that permanent produced "
                                              f"({', '.join(kinds)}): give choose: {{mana: ...}} ({self.rule_no('could_produce')})")
                        pick = want
                    produces = "{" + pick + "}"
                elif produces == "any_color":   # 106.7: its controller chooses the colour as it resolves
                    # its own key, one colour for each such ability in the order they resolve (a list for two or
                    # more): the land's own mana ability may read choose: {color: …} for its own choice
                    want = mana_choice(choices, "additional_mana", any_color)
                    any_color += 1
                    letter = want if want and want in "WUBRG" else ""
                    if not letter:
                        self.log.add(f"{src.alias}'s ability adds one mana of any color, and the colour is not stated "
                                     "(choose: {additional_mana: …})", "triggered_mana", indent=1, kind="step")
                        self._pool_unknown(f"{src.alias}: the colour of its one mana of any color is not stated: give "
                                           "choose: {additional_mana: …} on the mana ability's step (106.7, 605.4a)")
                        continue
                    produces = "{" + letter + "}"
                self.log.add(f"{src.alias}'s ability triggers on {tapped.alias} being tapped for mana: a triggered "
                             "mana ability, it doesn't use the stack and resolves at once", "triggered_mana",
                             indent=1, kind="step")
                self.produce_mana(gets, produces, src, {}, resolving=True)

    def _any_number_removed(self, c, stated, o, item) -> int:
        """How many counters "Remove any number of … counters from ~" removes: the number stated (``remove: N``); not
        stated, it is never guessed: none is removed here, and the counters left and whatever counts the counters
        removed this way are "cannot decide" from now on (608.2h)."""
        n = stated[0] if isinstance(stated, list) and len(stated) == 1 else stated
        if isinstance(n, int) and not isinstance(n, bool) and n >= 0:
            return n
        from .unknowns import Unknown, has_mana_burn, scope_of
        why = (f"{o.alias}: how many {c.counter} counters \u201c{c.text}\u201d removed is not stated: give remove: N "
               "(601.2h, 602.2b)")
        self.unknowns.append(Unknown(why, frozenset(("zone",)), since=self.clock, objects=frozenset((o.oid,)),
                                     fields=frozenset(("counters",))))
        effect = (getattr(item.ability, "text", "") or "").split(":", 1)[-1].strip()
        if re.fullmatch(r"Add [^.]*\.?", effect):   # a mana ability that only adds mana: its pool (and mana burn)
            self._pool_unknown(why)
        else:   # whatever the ability does with that number
            self.note_unknown(why, scope_of(effect, has_mana_burn(self)))
        return 0

    def _pool_unknown(self, why: str) -> None:
        """What a mana pool holds is not known from now on (and, under mana burn, the life it costs, 300.3)."""
        from .unknowns import Unknown, has_mana_burn
        scope = frozenset(("mana", "life")) if has_mana_burn(self) else frozenset(("mana",))
        self.unknowns.append(Unknown(why, scope, since=self.clock, fields=frozenset(("mana", "life", "lost", "won"))))

    def _mana_of_amount(self, who: str, amount, source, choices: dict, item, count=None) -> list:
        """The symbols a mana amount (kb.engine.manaamount) adds: its count as the ability resolves (608.2h), one
        symbol for each, or a combination its controller chose (605.3b); a combination not stated is not guessed:
        the pool is "cannot decide" from now on."""
        from .manaamount import combination
        n = amount.n if amount.how == "n" else self._mana_amount(who, amount, source, item, count)
        if not amount.options:
            return list(amount.base) + [amount.each] * n
        syms, why = combination(amount.options, n, (choices or {}).get("mana"), amount.one_kind,
                                amount.distinct)
        if syms is None:
            self._pool_unknown(f"{source.alias if source is not None else 'a mana ability'}: {why}")
            self.log.add(f"{n} mana: {why}", "mana_ability", indent=1, kind="step")
            return list(amount.base)
        return list(amount.base) + syms

    def _mana_amount(self, who: str, amount, source, item=None, count=None) -> int:
        """The count of a mana amount ("an amount of {G} equal to ~'s power", "{G} for each creature you control",
        "for each storage counter removed this way"): the value as the ability resolves (608.2h, from the source's
        last known information if it is gone, from what its costs paid, 602.2b); a negative result adds no mana
        (107.1b); a count the scenario can't give (an unlisted graveyard) makes what follows "cannot decide"."""
        from .gamevalues import value_undecided
        from .instructions import mana_count
        from .rctx import RCtx
        name = source.card.name if source is not None else None
        value = count if count is not None else mana_count(amount.count, amount.how, _Ctx(name))
        why = value_undecided(value, self, who)
        if why:
            self.note_unknown(why)
        if item is None:
            item = StackItem(0, "activated", "a mana ability", who, "", source=source.oid if source is not None else None)
        if source is not None and source.oid not in self.objects and item.source_lki is None:
            item.source_lki = self.lki.get(source.oid)
        rc = RCtx.for_item(self, item)
        n = value.eval(rc, rc.src)
        if n < 0:
            self.log.add(f"{amount.count} is {n}: a calculation that would give a negative number gives 0 (107.1b)",
                         "negative", indent=1, kind="step")
        return max(0, n)

    def condition_now(self, cond, o, who: str, what: str) -> bool | None:
        """Whether a condition checked at one moment holds now, for ``who`` with ``o`` the object whose text it is
        ("Activate only if you control a Swamp", 602.5b; "If you control a Plains, you may … rather than pay ~'s mana
        cost", 601.2b). None when the scenario doesn't say ("if you attacked this turn" on a turn begun before it):
        noted as "cannot decide" (``what`` names it), neither refused nor known to hold."""
        from .conditions import condition_undecided
        from .gamevalues import GameView
        why = condition_undecided(cond, self, who, o.oid)
        if why:
            self.note_unknown(f"{what} can't be decided: {why}")
            return None
        snap = self.evaluate()
        return bool(cond.holds(Ctx(snap.work, snap.get(o.oid), who, o.choices, edition=self.edition,
                                   game=GameView(self))))

    def _check_alternative_condition(self, card, which, o, who: str) -> None:
        """"If you control a Plains, you may tap an untapped creature you control rather than pay ~'s mana cost.": the
        alternative cost is offered only while its condition holds, checked as the caster announces it (118.9,
        601.2b), the card already on the stack (601.2a: "if you have no cards in hand" counts the hand without it);
        ``o`` is the spell. False, the cast is refused; unstated, what follows is "cannot decide"."""
        from .altcosts import alternative_ability
        ab = alternative_ability(card, which, self.rule_no)
        if ab.condition is None:
            return
        if self.condition_now(ab.condition, o, who, f"{o.alias}: whether \u201cif {ab.condition}\u201d is met") is False:
            raise EngineError(f"{o.alias} can't be cast for its alternative cost: \u201cif {ab.condition}\u201d is false "
                              f"now ({self.rule_no('alternative_cost')}, {self.rule_no('cast_modes')})")

    def _check_restriction(self, o, ab, who: str) -> None:
        """602.5b, 602.5d: the ability's own "Activate only ..." restriction (kb.engine.restrictions
        ACTIVATION_LIMITS); one the engine can't check is logged as not checked (the accounting leaves the ability
        opaque, so what it could change is "cannot decide")."""
        from .parser import parse_condition_now
        from .restrictions import activation_limits, activation_refused
        r = getattr(ab, "restriction", "") or ""
        if not r:
            return
        pc = _Ctx(o.card.name)
        limits = activation_limits(r, lambda c: parse_condition_now(c, pc))
        key = (o.oid, getattr(ab, "uid", None) or ab.text, self.turn)   # a mana ability: by its text
        done = self.activations.get(key, 0)
        ever = sum(n for k, n in self.activations.items() if len(k) == 3 and k[:2] == key[:2])   # 602.5b, 400.7
        for limit in limits or ():
            if limit == "once" and not ever:
                from .restrictions import once_unstated
                unsure = once_unstated(self, o)
                if unsure:
                    self.note_unknown(unsure)
            if limit.startswith("if "):   # "Activate only if you control a Swamp" (602.5b): checked now
                cond, _it = parse_condition_now(limit[3:], pc)
                if self.condition_now(cond, o, who, f"{o.alias}: whether \u201c{r}\u201d is met") is False:
                    raise EngineError(f"{o.alias}: \u201c{r}\u201d \u2014 the condition is false now ({self.rule_no('activate_limit')})")
                continue
            why = activation_refused(limit, self, who, done, ever=ever)
            if why and limit == "once" and (getattr(ab, "keyword_name", None) or "") == "exhaust":
                why += f"; it is an exhaust ability ({self.rule_no('exhaust')})"
            if why:
                raise EngineError(f"{o.alias}: \u201c{r}\u201d \u2014 {why}")
        self.activations[key] = done + 1
        if limits is None:
            self.log.add(f"\u201c{r}\u201d: the engine does not check this restriction", indent=1, kind="step")

    def _loyalty_mana_ability(self, o, ab, who: str):
        """A loyalty ability whose effect only adds mana ("+1: Add {R}{R}."). Its timing is that of every
        loyalty ability (606.3). Whether it is a mana ability is dated by the texts (605.1a): until
        2010-10-01 any activated ability without a target that could add mana was one (it resolves at
        once); from 2010-10-01 a loyalty ability never is, so it goes on the stack like other activated
        abilities. Returns the ability to activate."""
        from .versions import rule
        self._check_loyalty_timing(o, who)
        if rule("loyalty_mana_ability", self.edition) == "mana":
            return ab
        self.log.add("a loyalty ability is not a mana ability even though it adds mana: it uses the stack",
                     "mana_ability_def", indent=1, kind="step")
        return ActivatedAbility(text=ab.text, cost=ab.cost, effect=ab.produces.rstrip(".") + ".")

    def _library_mana_ability(self, ab):
        """An ability that adds mana and whose cost or effect moves a card to or from a library: a mana ability
        until 2026-08-07; from then on not one (605.1a), so it uses the stack. Returns the ability to activate."""
        from .versions import rule
        if rule("mana_ability_library", self.edition) == "mana" or not self._library_moves(f"{ab.cost} {ab.produces}"):
            return ab
        self.log.add("its cost or effect moves a card to or from a library: it is not a mana ability even though it "
                     "adds mana, and it uses the stack", "mana_ability_def", indent=1, kind="step")
        return ActivatedAbility(text=ab.text, cost=ab.cost, effect=ab.produces.rstrip(".") + ".")

    def _library_moves(self, text: str) -> bool:
        """605.1a (2026-08-07): True when the words move a card to or from a library (:func:`library_motion`); words
        naming a library that aren't read make what follows "cannot decide" (False: it stays a mana ability)."""
        motion = library_motion(text)
        if motion == "unclear":
            self.note_unknown(f"\u201c{text.strip()}\u201d names a library: whether its cost or effect moves a card to "
                              f"or from a library, and so whether it is a mana ability ({self.rule_no('mana_ability_def')}), "
                              f"is not read")
        return motion == "moves"

    def _library_bound(self, ab, say: bool = True) -> bool:
        """An activated ability whose cost or effect moves a card to or from a library, under the rules that make
        such an ability not a mana ability even though it adds mana (605.1a from 2026-08-07): it uses the stack."""
        from .versions import rule
        if not re.search(r"\badds?\b", ab.effect or "", re.I):
            # an ability whose effect can't add mana is no mana ability whatever it does to a library (605.1a): the
            # library words don't decide anything here
            return False
        if rule("mana_ability_library", self.edition) == "mana" or not self._library_moves(f"{ab.cost} {ab.effect}"):
            return False
        if say and ab.effect and "add {" in ab.effect.lower():
            self.log.add("its cost or effect moves a card to or from a library: it is not a mana ability even though "
                         "it adds mana, and it uses the stack", "mana_ability_def", indent=1, kind="step")
        return True

    def _check_loyalty_timing(self, o, who: str) -> None:
        """606.3: a loyalty ability only in its controller's main phase with an empty stack, and only if none of
        that permanent's loyalty abilities has been activated this turn (it counts from the activation)."""
        if self.stack or who != self.active or self.step not in ("main1", "main2"):
            raise EngineError(f"{o.alias}'s loyalty abilities can be activated only at sorcery speed "
                              f"({self.rule_no('loyalty_timing')})")
        key = ("loyalty", o.oid, self.turn)
        from .loyaltytwice import loyalty_limit   # twice while an effect says so (kb.engine.loyaltytwice)
        limit = loyalty_limit(self.evaluate(), o.oid)
        done = self.activations.get(key) or 0
        if done >= limit:
            raise EngineError(f"{o.alias}: a loyalty ability of this permanent was already activated this turn"
                              + (" twice" if limit == 2 else "") + f" ({self.rule_no('loyalty_timing')})")
        self.activations[key] = done + 1

    def _why_fewer_abilities(self, o, held: list, snap) -> str:
        """When the card has more activated abilities than the object has now: which effects took them away
        (a land type set by an effect removes the abilities of its rules text, 305.7; layer 6 removes abilities),
        and that only an ability it has can be activated (602.1)."""
        printed = [a for a in getattr(o.card, "abilities", ()) if isinstance(a, (ActivatedAbility, ManaAbility))
                   or getattr(a, "guess", "") == "activated"]
        if len(printed) <= len(held):
            return ""
        effects = []
        for ap in getattr(snap, "applied", ()):
            writes = getattr(ap.effect, "ops", ())
            if o.oid in ap.ids and any("abilities" in getattr(op, "writes", ()) for op in writes):
                name = ap.effect.source_name or ap.effect.label
                land = any(getattr(op, "set_land_types", None) is not None or getattr(op, "chosen_land", None)
                           for op in writes)
                why = f"{name} (" + (f"its land type is set, {self.rule_no('basic_land_type')}" if land else
                                     f"layer 6, {self.rule_no('layer.6')}") + ")"
                if why not in effects:
                    effects.append(why)
        n = len(held)
        by = f": an effect removed {'it' if len(printed) - n == 1 else 'them'}" + (
            f" — {', '.join(effects)}" if effects else "")
        return (f". Its card has {len(printed)}; it has {n} activated abilit{'y' if n == 1 else 'ies'} now{by}. "
                f"Only an ability the object has can be activated ({self.rule_no('activate')})")

    def _granted_only_if(self, o) -> str:
        """When a static ability of its card grants an activated ability only under a condition ("Max speed — …",
        702.178a; "As long as …, ~ has '…'", 611.3b) that doesn't hold now: say so."""
        for st in getattr(o.card, "abilities", ()):
            if not isinstance(st, StaticAbility):
                continue
            for tpl in st.templates:
                adds = [x for op in tpl.ops for x in (getattr(op, "add", ()) or ())
                        if isinstance(x, (ActivatedAbility, ManaAbility))]
                if adds and tpl.condition is not None:
                    rule = self.rule_no("max_speed") if st.keyword_name == "max speed" else self.rule_no("as_long_as")
                    return (f": its \u201c{st.display(o.card.name)}\u201d grants one only while its condition holds, and "
                            f"it doesn't now ({rule})")
        return ""

    def _cite_activate(self, msg: str) -> str:
        """A refusal to activate that names no rule yet: only an activated ability the object has can be activated
        (602.1, 602.2: the player announces the ability; the rule's number in this edition)."""
        if re.search(r"\(\d{3}(?:\.\d+[a-z]?)?(?:, \d{3}(?:\.\d+[a-z]?)?)*\)", msg):
            return msg
        return f"{msg} ({self.rule_no('activate')})"

    def _pick_ability(self, o, held: list, which):
        if which is None:
            if len(held) > 1:
                raise EngineError(f"{o.alias} has {len(held)} activated abilities: give ability: 1 … {len(held)} "
                                  "or a phrase of its text")
            return held[0]
        if isinstance(which, int):
            if not 1 <= which <= len(held):
                raise EngineError(f"{o.alias} has {len(held)} activated abilit{'y' if len(held) == 1 else 'ies'}, "
                                  f"not {which}")
            return held[which - 1]
        found = [a for a in held if str(which).lower() in a.display(o.card.name).lower()]
        if not found:   # the keyword an ability stands for ("reconfigure": its two abilities, 702.151a)
            found = [a for a in held if (getattr(a, "keyword_name", None) or "").lower().startswith(str(which).lower())]
        if len(found) != 1:
            listed = "" if len(found) < 2 else ": give ability: a phrase of one of " + ", ".join(
                f"\u201c{a.display(o.card.name)}\u201d" for a in found)
            raise EngineError(f"{which!r} matches {len(found)} activated abilities of {o.alias}{listed}")
        return found[0]

    # --- copying (707.10) ----------------------------------------------------------------------------------
    def copy_spell(self, ref, *, controller: str | None = None, targets=None, color=None,
                   because: str = "", exceptions=(), specified: bool = False, may_new: str | None = None,
                   by=None, own: dict | None = None) -> StackItem:
        """Put a copy of a spell or ability on the stack (707.10): every decision is copied (modes,
        targets, X, additional and optional costs with what paid them); the mana spent is not (mana
        isn't an object); a copy isn't cast. ``targets`` are new targets, where the effect allows; ``may_new``: the
        concept of the rule that lets the copy's controller choose them (``copy_new_targets``, 707.10c; ``storm``,
        702.40a), whose choice — ``targets``, or "keep" — is never guessed (:meth:`copy_targets_unstated`); ``by``: the
        spell or ability resolving that makes the copy; ``own``: the choices stated for the copy itself, made by its
        controller as it resolves (608.2d; :func:`kb.engine.storm.copy_own_choices`)."""
        orig = self.stack_item(ref)
        who = self._player(controller or orig.controller)
        from .versions import rule as _rule
        if orig.kind == "triggered" and not _rule("copy_triggered", self.edition):
            # 706.9 of 2009-07-11 to 2013-11-01 (503.10 before) defines copying a spell or an activated ability only
            self.note_unknown(f"{orig.name} is a triggered ability, and the rules of {self.edition} say how to copy a "
                              f"spell or an activated ability, not a triggered one ({self.rule_no('copy_spell')})")
        c = replace(orig, sid=0, controller=who, cast=False, caster=None, is_copy=True, copy_of=orig.sid, mana={},
                    outcome=None, dealt=0, paid={k: list(v) for k, v in orig.paid.items()}, removed=dict(orig.removed),
                    targets=list(orig.targets),
                    choices={**{k: v for k, v in orig.choices.items() if k in _CAST_DECISIONS}, **(own or {})},
                    handle=None,
                    costs=list(orig.costs))
        self._sid += 1
        c.sid = self._sid
        c.ts = self.tick()
        if orig.oid is not None:
            spell = self.objects.get(orig.oid)
            base = self.copiable_card(spell) if spell is not None else None
            if base is None:
                raise EngineError(f"{orig.name} is no longer on the stack")
            if color is not None:
                base = replace(base, color_indicator=frozenset(color))
            if exceptions:
                from .cardtext import reparse_ability
                from .copies import with_exceptions
                base = with_exceptions(base, exceptions, base, reparse_ability)
            alias = self.unique_alias(f"{orig.name} (copy)")
            obj = self._new_object(base, "stack", who, who, alias, c.ts)
            obj.is_copy = True
            obj.adventure = spell.adventure   # 715.3c: a copy of an Adventure spell is an Adventure too
            obj.x_chosen = spell.x_chosen     # 707.10: a copy copies the value of X
            from .bestow import bestowed_copy
            bestowed_copy(self, spell, obj)   # 702.103c: a copy of a bestowed Aura spell (not modelled)
            if spell.half == FUSED and base.other_faces:
                obj.half = FUSED              # a copy of a fused split spell copies both halves (707.2, 702.102b)
            c.oid = obj.oid
            c.source = obj.oid
            c.name = alias
        else:
            c.name = f"{orig.name} (copy)"
        self.log.add(f"A copy of {orig.describe()} is put on the stack under {_poss(who)} control"
                     + (f" ({because})" if because else "") + ": it copies the mode, targets, X and the costs paid "
                     "(with the objects that paid them) and the division of an effect among the targets; it is not cast, "
                     "and no mana was spent on it",
                     "copy_spell", kind="step")
        keep = isinstance(targets, str) and targets.strip().lower() == "keep"
        if keep or (targets is None and may_new and c.targets):
            c.targets = list(c.targets)
            if keep:
                self.log.add(f"the copy keeps the targets of {orig.name}: {c.targets_text(self)}",
                             may_new or "copy_new_targets", indent=1, kind="step")
            else:
                self.copy_targets_unstated(c, who, may_new, by)
            targets = None
        if targets is not None:
            new = [self._target_ref(t) for t in targets]
            old = list(c.targets)
            snap = self.evaluate()
            src_w = snap.get(c.source) if c.source is not None else None
            for i, t in enumerate(new):
                if i >= len(c.slots):
                    raise EngineError(f"{orig.name} has {len(c.slots)} target(s); {len(new)} new target(s) given")
                if t == old[i]:
                    continue
                why = target_ok(self, c.slots[i], t, snap, who, src_w, c)
                if why is not None and may_new in ("copy_new_targets", "storm") and \
                        not rule("copy_new_targets_legal", self.edition):
                    # before 503.10b (2007-02-01) no rule said a copy's new targets must be legal (storm's 502.30a
                    # neither)
                    self.note_unknown(f"{self._ref_name(t)} is not a legal target for \u201c{c.slots[i].phrase}\u201d "
                                      f"({why}); the rules of {self.edition} don't say whether a copy's new target must "
                                      "be legal (503.10b, from 2007-02-01)")
                elif why is not None:
                    raise EngineError(f"{self._ref_name(t)} is not a legal new target for \u201c{c.slots[i].phrase}\u201d: "
                                      f"{why} ({self.rule_no(may_new or 'copy_new_targets')})")
                c.targets[i] = t
            self.log.add(f"{'the copy targets' if specified else 'new targets chosen for the copy:'} {c.targets_text(self)}",
                         "copy_new_target_given" if specified else "copy_new_targets", indent=1, kind="step")
        self.stack.append(c)
        self._emit_targeted(c, c.targets)  # the copy targets them too (707.10, 115.1)
        self._emit(Event("copied", obj=c.oid, player=who, item=c))
        self._changed()
        return c

    def copy_targets_unstated(self, c: StackItem, who: str, may_new: str, by=None) -> None:
        """707.10c (702.40a for storm's copies): the copy's controller may choose new targets for it, and the
        scenario doesn't say whether (608.2d: ``choose: {new_targets: keep | [TARGET, ...]}``). Where no target of the
        copy has another legal target the choice changes nothing: the copy keeps its targets. Otherwise the copy keeps
        them here, and what it could do with others is "cannot decide": the reach of its words
        (kb.engine.unknowns.choice_reach, the players it could target among them; ``by``, the spell or ability resolving,
        is no reader) and the copy's own outcome."""
        from .unknowns import Unknown, choice_reach
        snap = self.evaluate()
        src_w = snap.get(c.source) if c.source is not None else None
        cands = [("player", n) for n in self.players] + [("obj", o) for o in self.objects if o != c.oid] + \
            [("item", it.sid) for it in self.stack if it.oid is None]
        # a target of another slot from the same word "target" (601.2c) is only a swap of the copy's own targets,
        # which changes nothing — unless the copy divides an effect among its targets (the division stays, 707.10c)
        same = {i: set() if (c.choices or {}).get("divide") is not None else
                {c.targets[j] for j in range(min(len(c.slots), len(c.targets))) if j != i and c.slots[j].word == c.slots[i].word}
                for i in range(len(c.slots))}
        per_slot = {i: {cd for cd in cands if cd != t and cd not in same[i] and
                        target_ok(self, c.slots[i], cd, snap, who, src_w, c) is None}
                    for i, t in enumerate(c.targets) if i < len(c.slots) and t is not None}
        could = {cd for cds in per_slot.values() for cd in cds}
        no = self.rule_no(may_new)
        if not could:
            self.log.add(f"no target of the copy could be changed to another legal target: it keeps "
                         f"{c.targets_text(self)}, whatever its controller chooses", may_new, indent=1, kind="step")
            return
        # the players it could target, and those it keeps that are legal for it: a kept target illegal for the copy's
        # controller ("target opponent", themself) is not affected (608.2b)
        kept = {t for i, t in enumerate(c.targets) if t is not None and i < len(c.slots)
                and target_ok(self, c.slots[i], t, snap, who, src_w, c) is None}
        players = frozenset(r[1] for r in could | kept if r and r[0] == "player")
        text = (self.objects[c.oid].card.text if c.oid is not None else getattr(c.ability, "text", "")) or c.name
        skip = [c.oid if c.oid is not None else c.ability]
        cards = [self.objects[c.oid].card_id] if c.oid is not None else []
        if by is not None:
            skip.append(by.oid if by.kind == "spell" else by.ability)
            cards += [self.objects[by.oid].card_id] if by.kind == "spell" and by.oid in self.objects else []
        reach = (((text, True),), tuple(skip), tuple(cards), who, players or None)
        # only player targets could change, of a copy dealing fixed damage to its targets: those players' life totals
        # alone, not what its other targets are dealt (kb.engine.copyreach)
        from .copyreach import player_slots_start
        start = player_slots_start(self, c, {i for i, cds in per_slot.items() if cds}, players, snap)
        if start is not None:
            reach = ((), tuple(skip), tuple(cards), who, players or None, start)
        why = (f"{c.name}: whether its controller chooses new targets for it ({no}) is not stated "
               f"({self.rule_no('choices_on_resolution')}): give "
               f"choose: {{new_targets: keep | [TARGET, ...]}} (for a triggered ability: triggers: {{SOURCE: {{choose: "
               f"...}}}}; in a question: 'keeping the target' or 'with new target …')")
        scope = choice_reach(self, *reach, snap=snap)
        self.unknowns.append(Unknown(why, scope[0], since=self.clock, reach=reach, whose=tuple(scope[1].items())))
        if c.oid is not None:   # the copy itself: whether it resolves, what it dealt
            self.unknowns.append(Unknown(why, frozenset(("stack",)), since=self.clock,
                                         objects=frozenset((self.objects[c.oid].card_id,)), by_card=True))
        self.log.add(f"the copy's targets are {c.targets_text(self)} unless its controller chooses new ones, which is "
                     "not stated: what depends on it can't be decided", may_new, indent=1, kind="step")

    def change_targets(self, it: StackItem, targets, *, change: bool, by: str = "") -> None:
        """Targets of a spell on the stack changed by an effect (115.7). ``change``: "change the target(s)"
        (115.7a: each to another legal target, all or none; a target with no other legal target stays, and
        ``targets: []`` says so); otherwise "choose new targets" (115.7d: any of them may stay, even an illegal
        one; a new one must be legal). ``targets``: the new targets, in the order of the spell's (None: none
        chosen; a scenario's ``choose: {spell_targets: [...]}``). Only the final set is checked (115.7e); the division of an effect is kept (115.7f)."""
        rule_no, concept = ("115.7a", "change_target") if change else ("115.7d", "choose_new_targets")
        old = list(it.targets)
        if not old:
            self.log.add(f"{it.name} has no targets: nothing changes ({rule_no})", concept, indent=1, kind="step")
            return
        snap = self.evaluate()
        w = snap.get(it.oid) if it.oid is not None else None
        who = w.controller if w is not None else it.controller
        src_w = snap.get(it.source) if it.source is not None else None

        def why_not(i, t):
            return target_ok(self, it.slots[i], t, snap, who, src_w, it)

        if targets is None and not change:
            self.log.add(f"no new targets are chosen for {it.name}: they stay unchanged ({rule_no})", concept,
                         indent=1, kind="step")
            return
        if targets is None or (change and not targets):
            cands = [("player", n) for n in self.players] + [("obj", o) for o in self.objects]
            other = next((c for i in range(len(old)) for c in cands if c != old[i] and why_not(i, c) is None), None)
            if targets is None or other is not None:
                raise EngineError(f"{by}: {it.name}'s target must be changed to another legal target"
                                  + (f" ({self._ref_name(other)} is one)" if other is not None else "")
                                  + f": give choose: {{spell_targets: [TARGET]}} ({rule_no}; [] when there is none)")
            self.log.add(f"{it.name}'s target can't be changed to another legal target: it is unchanged ({rule_no})",
                         concept, indent=1, kind="step")
            return
        new = [self._target_ref(t) for t in targets]
        if len(new) > len(old) or (change and len(new) != len(old)):
            raise EngineError(f"{by}: {it.name} has {len(old)} target(s); {len(new)} new target(s) given ({rule_no})")
        final = list(old)
        for i, t in enumerate(new):
            if t == old[i]:
                if change:
                    raise EngineError(f"{by}: {self._ref_name(t)} is already {it.name}'s target; it can be changed only "
                                      f"to another legal target ({rule_no})")
                continue
            why = why_not(i, t)
            if why is not None:
                raise EngineError(f"{self._ref_name(t)} is not a legal new target for \u201c{it.slots[i].phrase}\u201d: "
                                  f"{why} ({rule_no})")
            final[i] = t
        for i, t in enumerate(final):   # one instance of the word "target" names an object once (601.2c, 115.7e)
            if t is not None and any(final[j] == t and it.slots[j].word == it.slots[i].word for j in range(i)):
                raise EngineError(f"{by}: {self._ref_name(t)} would be {it.name}'s target twice for one word "
                                  f"\u201ctarget\u201d ({rule_no}, 115.7e)")
            if t is not None and it.slots[i].distinct and any(final[j] == t for j in range(i)):   # "any other target"
                raise EngineError(f"{by}: {self._ref_name(t)} would be {it.name}'s target for \u201c{it.slots[i].phrase}"
                                  f"\u201d too, which must be another ({rule_no})")
        from .sharedtargets import shared_problem   # the final set of targets must be legal (115.7)
        if (why := shared_problem(self, it.slots, final, snap)) is not None:
            raise EngineError(f"{by}: {why}: not a legal set of targets ({rule_no})")
        changed = [t for i, t in enumerate(final) if t != old[i]]
        div = (it.choices or {}).get("divide")
        if isinstance(div, dict) and changed:
            # 115.7f: the division is kept; stated by the targets' names, each new target takes the share of the one
            # it replaced, in its place
            moved = {self._ref_name(o).lower(): self._ref_name(n) for o, n in zip(old, final)
                     if o != n and o is not None and n is not None}
            it.choices = {**it.choices, "divide": {moved.get(str(k).lower(), k): v for k, v in div.items()}}
        it.targets = final
        self.log.add(f"{it.name}'s targets {'are changed' if change else 'are chosen anew'}: {it.targets_text(self)}",
                     concept, indent=1, kind="step")
        self._emit_targeted(it, changed)   # the new targets become targets of it (115.1, 603.2)
        self._changed()

    def stack_item(self, ref) -> StackItem:
        if isinstance(ref, StackItem):
            return ref
        if ref in ("top", None):
            if not self.stack:
                raise EngineError("the stack is empty")
            return self.stack[-1]
        s = str(ref)
        for it in reversed(self.stack):
            o = self.objects.get(it.oid) if it.oid is not None else None
            if it.name == s or (o is not None and o.alias == s) or it.card_name == s:
                return it
        for it in reversed(self.stack):
            if s.lower() in it.name.lower():
                return it
        names = ", ".join(it.name for it in self.stack) or "nothing"
        raise EngineError(f"no spell or ability called {s!r} on the stack (on the stack: {names})")

    # --- resolving (608) ------------------------------------------------------------------------------------
    def pass_priority(self) -> StackItem | None:
        """All players pass in succession: the top object resolves (117.4, 405.5)."""
        if not self.stack:
            return None
        item = self.stack[-1]
        self.log.add(f"All players pass in succession: {item.describe()} resolves", "priority_resolve",
                     *(["combat_damage_stack"] if item.kind == "combat_damage" else []), kind="step")
        self.resolve_item(item)
        self.priority_check()
        return item

    def resolve_stack(self, limit: int | None = None) -> int:
        """Let the stack resolve (each time all players pass), state-based actions and triggers in
        between (704.3, 603.3), until it is empty or ``limit`` objects resolved."""
        n = 0
        self.priority_check()
        while self.stack and (limit is None or n < limit):
            if self.game_over:
                break
            self.pass_priority()
            n += 1
            if n > 2000:
                raise EngineError(f"more than 2,000 spells and abilities resolved: an endless loop ({self.rule_no('loop_draw')})")
        return n

    def resolve_item(self, item: StackItem) -> None:
        from .rctx import RCtx
        if self.stack and self.stack[-1] is item:
            self.stack.pop()
        elif item in self.stack:
            self.stack.remove(item)
        if item.kind == "combat_damage":
            self.resolve_combat_damage(item)
            return
        # 613.7b (concept ts_resolved): a continuous effect generated by the resolution of a spell or ability receives
        # its timestamp when it is created, as the object resolves — not when it was put on the stack. Of two such
        # effects, the one whose spell or ability resolved later is applied later, whichever was cast first.
        item.ts = self.tick()
        spell_obj = self.objects.get(item.oid) if item.oid is not None else None
        if item.oid is not None and spell_obj is None:
            self._finish(item, "removed", None)
            return
        if item.kind == "spell" and spell_obj is not None:
            w = self.evaluate().get(item.oid)
            if w is not None and w.controller and w.controller != item.controller:
                # "Gain control of target spell" (layer 2, 613.1b): the spell's new controller is the one that
                # resolves it, its "you" (109.5, 608.2)
                self.log.add(f"{item.name} is controlled by {w.controller} now: \u201cyou\u201d is {w.controller} as "
                             "it resolves", "layer.2", indent=1, kind="step")
                item.controller = w.controller
        # 603.4: an intervening "if" clause is checked again
        if item.condition is not None:
            rc = RCtx.for_item(self, item)
            if not self.condition_holds(item.condition, rc):
                if item.ability is not None and \
                        getattr(self.objects.get(item.source), "zone", None) != "battlefield":
                    # an older wording without this "if" (cumulative upkeep before 2010-07-16, 702.24a)
                    self.keyword_unread(item.ability, item.name, left=True, oid=item.source)
                self.log.add(f"{item.describe()}: its \u201cif\u201d condition is no longer true, so it is removed "
                             "from the stack and does nothing", "intervening_if", indent=1, kind="step")
                self._finish(item, "removed", spell_obj)
                return
        grants = getattr(getattr(item, "ability", None), "grants", ())
        if grants:   # backup: the abilities it grants were fixed as it was put on the stack (702.165d)
            from .backup import check_backup_source
            check_backup_source(self, item, grants)
        if item.cast_with == "mutate" and spell_obj is not None and self.resolve_mutating(item, spell_obj):
            return   # 702.140c: it merged with its target (kb.engine.mutate)
        note_changed_spell_text(self, item, spell_obj)   # 612.2: a text change made on the stack (kb.engine.spelltext)
        # 608.2b: targets checked again
        legal = self._recheck_targets(item)
        from .bestow import bestow_ceases
        ceased = bestow_ceases(self, item, spell_obj, legal)   # 702.103e: it resolves as a creature spell instead
        if item.targets and any(t is not None for t in item.targets) and not any(legal) and not ceased:
            from .versions import rule
            how = rule("illegal_targets", self.edition)
            if how == "countered":
                self.log.add(f"All of {item.describe()}'s targets are illegal: it is countered on resolution",
                             "target_check", indent=1, kind="step")
                self._finish(item, "countered", spell_obj)
            else:
                self.log.add(f"All of {item.describe()}'s targets are illegal: it doesn't resolve; it is removed "
                             "from the stack (it is not countered)", "target_check", indent=1, kind="step")
                self._finish(item, "did not resolve", spell_obj)
            return
        # permanent spells (608.3)
        card = spell_obj.card if spell_obj is not None else None
        if card is not None and card.other_faces and (spell_obj.adventure or spell_obj.transformed):
            card = card.other_faces[0]   # the face that is up on the stack (712.8f, 715.3b)
        if item.kind == "spell" and card is not None and card.types & {"Artifact", "Creature", "Enchantment",
                                                                        "Planeswalker", "Land", "Battle"}:
            self._resolve_permanent(item, spell_obj, legal, ceased=ceased)
            return
        if self.ninjutsu_resolve(item):   # 702.49a (kb.engine.ninjutsu)
            self._finish(item, "resolved", None)
            return
        rc = RCtx.for_item(self, item, legal=legal)
        self._count_resolution(item)
        self.execute(item, rc)
        if self.__dict__.get("turn_ending") is item:   # "End the turn." (724.1, kb.engine.turns)
            self.finish_ending_turn(item)
            return
        self._finish(item, "resolved", self.objects.get(item.oid) if item.oid is not None else None)

    def _recheck_targets(self, item: StackItem) -> list:
        snap = self.evaluate()
        src_w = snap.get(item.source) if item.source is not None and item.source in self.objects else None
        if src_w is None and item.source_lki is not None:
            src_w = item.source_lki.working
        out = []
        for slot, t in zip(item.slots, item.targets):
            if t is None:
                out.append(False)
                continue
            why = target_ok(self, slot, t, snap, item.controller, src_w, item)
            if why is not None:
                self.log.add(f"{self._ref_name(t)} is no longer a legal target for \u201c{slot.phrase}\u201d: {why}",
                             "target_check", indent=1, kind="step")
            else:
                self._target_undecided(slot, t, snap)
            out.append(why is None)
        from .sharedtargets import recheck_shared   # targets that must share a type and no longer do (608.2b)
        return recheck_shared(self, item, out, snap, "target_check")

    def _resolve_permanent(self, item: StackItem, spell_obj, legal: list, *, ceased: bool = False) -> None:
        """608.3: a permanent spell enters the battlefield under its controller's control; an Aura
        spell whose target became illegal doesn't resolve (608.3b); a copy becomes a token (608.3f). ``ceased``: a
        bestowed Aura spell whose target is illegal ceased to be bestowed and resolves as a creature spell (702.103e)."""
        if item.targets and not any(legal) and not ceased:
            self.log.add(f"{item.name}'s target is illegal: it doesn't resolve (608.3b)", "target_check", indent=1, kind="step")
            self._finish(item, "did not resolve", spell_obj)
            return
        if item.cast_with == "flashback" and not item.is_copy:
            # "exile this card instead of putting it anywhere else any time it would leave the stack" (702.34a): a
            # permanent spell cast with flashback (only under the editions before 2021-02-05, kb.engine.flashbackkind)
            # would leave the stack for the battlefield (608.3), and is exiled instead (614.1a)
            self._finish(item, "resolved", spell_obj, to="battlefield")
            return
        spell_obj.record = item
        attach = None
        if item.targets and item.targets[0] is not None and item.targets[0][0] in ("obj", "player") and not ceased:
            attach = item.targets[0][1]   # an object, or a player (303.4, 702.5d)
        becomes_token = item.is_copy
        if becomes_token:  # it is not a token that left the battlefield (111.8): it enters, then is a token
            spell_obj.is_copy = False
            self.log.add(f"{item.name} is a copy of a permanent spell: it becomes a token as it enters",
                         "copy_permanent_spell", indent=1, kind="step")
        choices = item.choices
        if item.cast_with == "impending":   # 702.176a: its impending cost was paid, which its own abilities read
            choices = {**(choices or {}), "impending": True}
        if item.cast_with in ("dash", "blitz") and self.rules_have(item.cast_with):   # "as long as its dash cost was paid"
            choices = {**(choices or {}), item.cast_with: True}   # 702.109a, 702.152a (kb.engine.dash)
        enters_on = attach if attach is not None and (attach in self.objects or self.is_player(attach)) else None
        n = self.move(spell_obj, "battlefield", controller=item.controller, choices=choices, log=False, x=item.x,
                      attach_to=enters_on,   # 303.4f: attached as it enters, before its enters triggers check
                      **({"tapped": True} if item.cast_with == "sneak" and self.rules_have("sneak") else {}))
        if n is not None and becomes_token:
            n.card = replace(n.card, token=True)
        if n is not None and n.zone != "battlefield":
            self.log.add(f"{item.name} resolves but doesn't enter the battlefield: it is put into "
                         f"{_poss(n.owner)} {n.zone}", "permanent_spell", indent=1, kind="step")
        elif n is not None:
            n.record = item
            if item.cast_with == "sneak" and self.rules_have("sneak"):   # 702.190b (kb.engine.sneak)
                from .sneak import sneak_enters
                sneak_enters(self, item, n)
            if item.cast_with in ("dash", "blitz") and self.rules_have(item.cast_with):   # 702.109a, 702.152a, 608.3g
                from .dash import dash_delayed
                dash_delayed(self, item, n, item.cast_with)
            if item.cast_with == "warp" and self.rules_have("warp"):   # 702.185a, 608.3g (kb.engine.warp)
                from .warp import warp_delayed
                warp_delayed(self, item, n)
            if item.flash_sacrifice:   # 307.5a, 603.7: "… sacrifices it at the beginning of the next cleanup step"
                from .triggers import parse_trigger
                self.schedule_delayed(parse_trigger("At the beginning of the next cleanup step", None),
                                      "Its controller sacrifices it.", n.oid, self.evaluate().get(n.oid), item.controller,
                                      f"{item.name}'s delayed ability", about=n.oid)
                self.log.add(f"{item.name} was cast when a sorcery couldn't have been cast: its controller sacrifices it at "
                             "the beginning of the next cleanup step", "delayed_trigger", indent=1, kind="step")
            if attach is not None and (attach in self.objects or self.is_player(attach)):
                n.attached_to = attach   # 303.4f: it enters attached to what it targeted
                self._changed()
                self.became_attached(n)
            self.log.add(f"{item.name} resolves: it enters the battlefield under {_poss(item.controller)} control "
                         f"[timestamp {n.ts}]", "permanent_spell", "ts_object", indent=1, kind="step")
            if n.transformed and spell_obj.transformed:
                self.log.add(f"it enters with the face up that was up on the stack ({item.name})", "dfc_same_face",
                             indent=1, kind="step")
        item.outcome = "resolved"
        self._record_outcome(item)

    def _finish(self, item: StackItem, outcome: str, spell_obj, to: str = "graveyard") -> None:
        item.outcome = outcome
        if item.oid is None:   # remembered for naming it as a target after it left the stack
            if not hasattr(self, "_left_stack"):
                self._left_stack = {}
            self._left_stack[item.sid] = item
        if spell_obj is not None and spell_obj.zone == "stack":
            if item.is_copy:
                self.move(spell_obj, "graveyard", log=False)
                self.log.add(f"{item.name} leaves the stack; a copy of a spell outside the stack ceases to exist",
                             "copy_cease", indent=1, kind="step")
            elif outcome == "resolved" and cipher_encodes(self, item, spell_obj):
                pass   # 702.99a: its last instruction exiled it encoded on a creature (kb.engine.cipher)
            elif item.cast_with in ("flashback", "jump-start"):
                # 702.34a, 702.133a: exiled instead of going anywhere else any time it would leave the stack
                self.move(spell_obj, "exile", log=False, cause="counter" if outcome == "countered" else "")
                how = "its flashback cost was paid" if item.cast_with == "flashback" else "it was cast with jump-start"
                self.log.add(f"{item.name}: {how}, so it is exiled instead of "
                             + ("put into its owner's graveyard" if to == "graveyard" else "moved") + " as it leaves the "
                             "stack", "flashback" if item.cast_with == "flashback" else "jump_start", indent=1, kind="step")
            elif outcome == "resolved" and to == "graveyard" and _buyback_returns(self, item, spell_obj):
                # 702.27a: its buyback cost was paid: its owner's hand instead of the graveyard as it resolves
                self.move(spell_obj, "hand", log=False)
                self.log.add(f"{item.name}'s buyback cost was paid: it is put into its owner's hand instead of the "
                             f"graveyard as it resolves ({self.rule_no('buyback')})", "buyback", indent=1, kind="step")
            elif item.graveyard_exile and to == "graveyard":
                # "If that spell would be put into your graveyard, exile it instead." (614.1a: the effect that cast it)
                self.move(spell_obj, "exile", log=False, cause="counter" if outcome == "countered" else "")
                self.log.add(f"{item.name} would be put into a graveyard as it leaves the stack: it is exiled instead",
                             "replacement", indent=1, kind="step")
            elif outcome == "resolved" and spell_obj.adventure:
                # 715.3d: its controller exiles it instead; for as long as it remains exiled, they may play it
                n = self.move(spell_obj, "exile", log=False)
                if n is not None and n.zone == "exile":
                    n.adventure_player = item.controller
                who = item.controller
                self.log.add(f"{item.name} was cast as an Adventure: instead of putting it into {_poss(spell_obj.owner)} "
                             f"graveyard as it resolves, {who} {_verb(who, 'exile')} it"
                             + (f"; {who} may cast {n.alias} from exile (not as an Adventure)"
                                if n is not None and n.zone == "exile" else ""), "adventure_exile", indent=1, kind="step")
            elif outcome == "resolved" and rebound_exiles(self, item, spell_obj):
                pass   # 702.88a: exiled instead, cast again at its controller's next upkeep (kb.engine.rebound)
            elif outcome == "countered" and to != "graveyard":
                # "exile it / put it into its owner's hand / on top of its owner's library instead" (614.1a)
                zone = "library" if to in ("top", "bottom") else to
                self.move(spell_obj, zone, log=False, cause="counter", position="bottom" if to == "bottom" else "top")
                where = {"exile": "is exiled", "hand": f"is put into {_poss(spell_obj.owner)} hand",
                         "top": f"is put on top of {_poss(spell_obj.owner)} library",
                         "bottom": f"is put on the bottom of {_poss(spell_obj.owner)} library"}[to]
                self.log.add(f"{item.name} {where} instead of into {_poss(spell_obj.owner)} graveyard", "countered",
                             indent=1, kind="step")
            else:
                self.move(spell_obj, "graveyard", log=False, cause="counter" if outcome == "countered" else
                          "resolution" if outcome == "resolved" else "")
                if outcome == "resolved":
                    self.log.add(f"{item.name} is put into {_poss(spell_obj.owner)} graveyard as the last step of its "
                                 "resolution", "to_graveyard", indent=1, kind="step")
                else:
                    self.log.add(f"{item.name} is put into {_poss(spell_obj.owner)} graveyard", "countered" if
                                 outcome == "countered" else "target_check", indent=1, kind="step")
        self._record_outcome(item)
        if outcome == "countered" and item.cast:   # "Whenever a spell you've cast is countered" (701.6a, 603.2)
            self._emit(Event("countered", obj=item.oid, player=item.caster or item.controller, item=item))
        self._touched()

    def _record_outcome(self, item: StackItem) -> None:
        names = {item.name}
        if item.card_name and not item.is_copy:  # a copy answers to its own name ("X (copy)")
            names.add(item.card_name)
        if item.oid is not None:
            o = self.objects.get(item.oid)
            if o is not None:
                names.add(o.alias)
        for n in names:
            self.outcomes.setdefault(n, []).append(item)

    def counter(self, item: StackItem, by: str = "", to: str = "graveyard", by_item=None) -> bool:
        """701.6a: counter a spell or ability: it is removed from the stack and doesn't resolve; a countered
        spell goes to its owner's graveyard, or where the effect countering it says instead (``to``, 614.6).
        ``by_item``: the spell or ability countering it, for "can't be countered by blue spells" (kb.engine.counteredby)."""
        if item not in self.stack:
            return False
        if item.oid is not None:
            from .counteredby import countered_by_protects
            from .parser import CANT_BE_COUNTERED, _Ctx as _Words, parse_selector as _selector
            snap = self.evaluate()
            w = snap.get(item.oid)
            if w is not None and (self._states_cant_be_countered(w)
                                  or CANT_BE_COUNTERED in snap.restrictions.get(item.oid, ())
                                  or countered_by_protects(self, snap, w, by_item,
                                                           lambda phrase: _selector(phrase, _Words(None)))):
                self.log.add(f"{item.name} can't be countered: it stays on the stack", "counter_action", indent=1, kind="step")
                return False
        self.stack.remove(item)
        self.log.add(f"{item.describe()} is countered" + (f" by {by}" if by else ""), "counter_action", indent=1, kind="step")
        self._finish(item, "countered", self.objects.get(item.oid) if item.oid is not None else None, to=to)
        return True


    def _states_cant_be_countered(self, w) -> bool:
        """113.6g: of a spell's static abilities, the one that states that object can't be countered ("This spell
        can't be countered.") works on the stack; the others work only on the battlefield (113.6) — "Creature spells
        you control can't be countered" protects other spells from there (the CANT_BE_COUNTERED rules effect). One
        stated under a condition is not read: noted, "cannot decide"."""
        from .parser import OWN_CANT_BE_COUNTERED
        for h in w.abilities:
            if not isinstance(h.ability, StaticAbility):
                continue
            for t in h.ability.templates:
                if any(getattr(op, "label", None) == OWN_CANT_BE_COUNTERED for op in t.ops):
                    if t.condition is None:
                        return True
                    self.note_unknown(f"{w.name}: whether \u201c{h.ability.text}\u201d applies now is not read "
                                      f"({self.rule_no('counter_action')})")
        return False

# a split card cast with both halves (702.102a): the object's ``half`` on the stack, and the words for it
FUSED = -1
FUSED_WORDS = ("both", "fused", "fuse", "both halves")


def _as_list(v) -> list:
    if v is None:
        return []
    return list(v) if isinstance(v, (list, tuple)) else [v]


def _pt(w) -> str:
    if w.power is None:
        return "no power"
    return f"{w.power}/{w.toughness}"


def _defining_rules(ab) -> tuple:
    """The rule a keyword or symbol that stands for an activated ability defines it by: level up (702.87a), a class
    level bar (716.2a)."""
    kw = (getattr(ab, "keyword_name", None) or "").lower()
    if kw.startswith("level up"):
        return ("level_up",)
    if kw.startswith("craft with"):
        return ("craft",)
    from .keywordmeans import meaning_of
    if meaning_of(kw) is not None:   # outlast (702.107a): the rule that defines it
        return (meaning_of(kw).concept,)
    from .cardtext import is_class_bar
    if is_class_bar(ab):
        return ("class_level",)
    return ()


_ = (keyword_of, TriggeredAbility, COLOR_NAMES)


def _buyback_returns(state, item, spell_obj) -> bool:
    """kb.engine.buyback.returns_to_hand (702.27a)."""
    from .buyback import returns_to_hand
    return returns_to_hand(state, item, spell_obj)


# Keywords that let a card be cast from a graveyard or from exile by a cost or a way the engine doesn't model: what
# it costs and where it goes as it leaves the stack are unknown (flashback and escape are modelled: StackMixin.cast;
# jump-start and retrace are the card's own permission, kb.engine.graveyardkeywords)
_PERMISSION_KEYWORDS = {"graveyard": ("aftermath", "disturb", "mayhem"),
                        "exile": ("foretell", "plot")}
# those that permit only the card's owner: "You may cast this card from your graveyard" (109.5; _unmodelled_permission)
_OWNER_GRAVEYARD_KEYWORDS = ("jump-start", "retrace", "aftermath", "disturb", "mayhem")
# the words of an unread line that may let its card be cast from elsewhere: a keyword with a cost ("Flashback-{1}{U},
# Pay 3 life.", "Harmonize {5}{R}{R}") or a line about casting, a graveyard or exile
_MAY_PERMIT = re.compile(r"^\w[\w' ]*?(?:\s?[\u2014-]|\s\{)|\b(?:cast|graveyard|exile)\b", re.I)


def _own_permission(state, card_obj, card, caster: str, zone: str):
    """A card's own "You may cast ~ from your graveyard [or from exile] [as long as / if …] [by … in addition to paying
    its other costs]." (601.3; it functions there, 113.6): cast from a zone it names while its condition holds as the
    cast begins, it is the permission used (returned; its costs are paid as usual, and its own added, 601.2f); its
    condition unstated, noted "cannot decide" and used; false, not used (another permission may be: the caller looks).
    Cast from another zone, what lets it be cast from there is not its permission and is not stated: cannot decide."""
    from .abilities import PlayPermission
    from .graveyardkeywords import keyword_permissions
    own = [a for a in card.abilities if isinstance(a, PlayPermission) and a.self_zones]
    if zone == "graveyard" and card_obj.owner == caster:   # jump-start 702.133a, retrace 702.81a
        own += keyword_permissions(state, card)
    if not own:
        return None
    if zone == "graveyard" and card_obj.owner != caster:
        return None   # "You may cast ~ from your graveyard": for a card in a graveyard "you" is its owner (109.5)
    for a in own:
        if zone not in a.self_zones:
            continue
        said = a.text.replace('~', card.name)
        if a.self_condition is not None and state.condition_now(
                a.self_condition, card_obj, caster, f"whether {card.name}'s own “{said}” lets it be cast "
                f"({state.rule_no('cast_prohibited')})") is False:
            state.log.add(f"{card.name}'s own “{said}” doesn't apply: its condition isn't met as the cast "
                          "begins", "cast_prohibited", indent=1, kind="step")
            continue
        state.log.add(f"{card.name}'s own “{said}” lets it be cast from the {zone}",
                      "cast_prohibited", indent=1, kind="step")
        return a
    if not any(zone in a.self_zones for a in own):
        state.note_unknown(f"{card.name} is cast from the {zone}: its own permission (“{own[0].text}”) names another "
                           f"zone, and what lets it be cast from the {zone} is not stated ({state.rule_no('cast_prohibited')})")
    return None


# words of any object's text that may let a card be cast from a graveyard, from exile or from another player's hand
_ELSEWHERE = r"graveyards?|exile[sd]?|exiled"   # either zone's words, for either (a permission's wording varies)
_ZONE_WORDS = {"graveyard": _ELSEWHERE, "exile": _ELSEWHERE, "hand": r"hands?"}
_MAY_PERMIT_ELSEWHERE = {z: re.compile(rf"\b(?:cast|play)\b[^.]*\b(?:{w})\b|\b(?:{w})\b[^.]*\b(?:cast|play)\b", re.I)
                         for z, w in _ZONE_WORDS.items()}


def _fitting_permissions(state, card_obj, caster: str, zone: str) -> list:
    """The (working object, permission) pairs of the static permissions of permanents ``caster`` controls that let
    ``card_obj`` be cast from ``zone`` now (601.3: "You may cast instant spells from your graveyard"): its kind of
    spell as it would be on the stack, the permission's condition holding and not used up this turn. A triggered
    ability that speaks of casting from there ("Whenever you cast a spell from your graveyard") is none (603.1)."""
    from .abilities import PlayPermission
    from .castonce import permission_holds, usable_now
    from .linkedcast import linked_to
    snap = state.evaluate()
    spell = snap.get(card_obj.oid)
    if spell is not None:   # the kind a permission names is the spell's, as it would be on the stack (601.3)
        spell = spell.as_spell(caster)
    if zone == "graveyard" and card_obj.owner != caster:
        return []   # every one read says "from your graveyard": its controller's, where only cards they own are (404.1)
    return [(w, h.ability) for w in snap.work.values() if w.zone in ("battlefield", "command") and w.controller == caster
            for h in w.abilities
            if isinstance(h.ability, PlayPermission) and h.ability.spells and h.ability.zone == zone
            and (not h.ability.linked or linked_to(card_obj, w))   # "… exiled with ~" (kb.engine.linkedcast)
            and usable_now(state, h.ability, caster) and permission_holds(state, snap, w, h.ability, caster) and (
                h.ability.spell_filter is None or (spell is not None and h.ability.spell_filter.match(spell, Ctx(
                    snap.work, w, caster, edition=state.edition, game=GameView(state)))))]


_TRIGGER_OPENING = re.compile(r"\s*(?:when|whenever|at)\b", re.I)   # 603.1: a triggered ability's condition


def _unread_permissions(state, card_obj, zone: str) -> list:
    """(text, card name) of each ability of a permanent (or of an object in the command zone) the engine doesn't read
    whose words speak of casting from ``zone``: it may be a permission to cast ``card_obj`` from there (601.3) — unless
    it is a triggered ability ("Whenever you cast a spell from your graveyard, …"), which permits nothing (603.1)."""
    out = []
    for o in state.objects.values():
        if o.zone not in ("battlefield", "command") or o is card_obj:
            continue
        for a in o.card.abilities:
            texts = (a.text,) if getattr(a, "kind", "") == "unmodelled" else tuple(getattr(a, "unmodelled", ()) or ())
            out += [(t, o.card.name) for t in texts if _MAY_PERMIT_ELSEWHERE[zone].search(t or "")
                    and not _TRIGGER_OPENING.match(t)]
    return out


def _some_permission(state, card_obj, card, caster: str, zone: str) -> list | None:
    """601.3: a spell is cast from its caster's hand unless a rule or an effect allows another zone. Cast from a
    graveyard, from exile (with no alternative cost that permits it) or from another player's hand, the engine looks
    for what does: the card's own permission, an effect that lets the caster play it where it is (an impulse draw, an
    Adventure's exile), a static ability of a permanent its caster controls naming that zone. Found, the cast goes on. Not found, any text in the game that
    speaks of casting from there, or that the engine doesn't read, may be it: "cannot decide", naming it. Nothing:
    the cast is refused. Returns the static permissions found (kb.engine.graveyardcast reads their replacement), if
    those are what allowed it."""
    from .abilities import PlayPermission
    from .castonce import permission_holds
    # the caster's own: an impulse draw's permission (611.2a: the player it names), an Adventure's exile (715.3d: the
    # Adventure's controller's); warp (702.185a: kb.engine.warp checks who)
    if state.play_permitted(card_obj, caster) or (zone == "exile" and (
            getattr(card_obj, "adventure_player", None) == caster or getattr(card_obj, "warped_turn", None) is not None)):
        return
    from .turnpermission import turn_permission_source   # "Until end of turn, you may … cast spells from your graveyard."
    said = turn_permission_source(state, card_obj, caster, zone, lands=False)
    if said is not None:   # an effect of a resolved spell or ability, this turn (601.3, 611.2a)
        from .turnpermission import use_turn_permission   # "a creature spell": one, used up now (601.3)
        use_turn_permission(state, card_obj, caster, zone)
        state.log.add(f"{said} lets {caster} cast {card_obj.alias} from the {zone} this turn", "cast_prohibited", kind="step")
        return None
    from .castonce import use_permission
    fitting = _fitting_permissions(state, card_obj, caster, zone)
    if fitting:   # "Once during each of your turns, you may cast …": one spell a turn (kb.engine.castonce)
        use_permission(state, fitting, card_obj, caster)
        return fitting
    for o in state.objects.values():
        if o.zone not in ("battlefield", "command") and o is not card_obj:
            continue
        for a in o.card.abilities:
            if isinstance(a, PlayPermission) and a.spells and (a.zone == zone or (o is card_obj and zone in a.self_zones)):
                continue   # read: its kind of spell, checked above, doesn't fit this one (its own: its condition false)
            texts = (a.text,) if getattr(a, "kind", "") == "unmodelled" else tuple(getattr(a, "unmodelled", ()) or ())
            # a read triggered ability permits nothing by its words (603.1): what its effect allows, it registers as
            # it resolves ("At the beginning of your end step, …, you may cast ~ from your graveyard.")
            read_trigger = not texts and getattr(a, "kind", "") == "triggered"
            texts += ((a.text,) if _MAY_PERMIT_ELSEWHERE[zone].search(getattr(a, "text", "") or "") and not read_trigger
                      and not (not texts and only_read_permissions(a.text, _MAY_PERMIT_ELSEWHERE[zone])) else ())   # kb.engine.impulse
            if texts:
                state.note_unknown(f"{card_obj.alias} is cast from the {zone}: whether \u201c{texts[0].replace('~', o.card.name)}\u201d "
                                   f"({o.card.name}) lets it be cast from there is not read "
                                   f"({state.rule_no('cast_prohibited')})")
                return
    if zone == "hand":
        raise EngineError(f"{card_obj.alias} is in {card_obj.owner}'s hand: a player casts the cards of their own hand "
                          f"unless a rule or an effect allows otherwise, and nothing here does ({state.rule_no('cast_prohibited')})")
    raise EngineError(f"{card_obj.alias} is in the {zone}: a spell is cast from the hand unless a rule or an effect "
                      f"allows another zone, and nothing here does ({state.rule_no('cast_prohibited')})")


def _unmodelled_permission(state, card, zone: str, own: bool = True, card_obj=None) -> bool:
    """A card cast from ``zone`` by no permission the engine reads: a keyword of its own letting it be cast from there
    that the engine does not model, any keyword the engine doesn't know (harmonize), or a line of its text the engine
    can't read (an unread "Flashback—…" cost) may be that permission. Every answer it could change is "cannot decide",
    naming it (601.2b, 601.2f: its cost is paid in place of the mana cost, and it may say where the card goes as it
    leaves the stack, 702.34a). True when it noted one. ``own``: its caster is its owner. Cast by another player from
    a graveyard, the keywords of _OWNER_GRAVEYARD_KEYWORDS permit nothing — each means "You may cast this card [half]
    from your graveyard" (702.133a jump-start, 702.81a retrace, 702.127a aftermath, 702.146a disturb, 702.187a mayhem,
    in every edition that has them), and for a card in a graveyard "you" is its owner (109.5): what else may permit
    the cast is looked for as for any card (601.3)."""
    from .graveyardkeywords import keyword_unread
    from .unknowns import keyword_known
    # a face cast from there (disturb's back face, 712.8c): the keyword that permits it is the card's front face's
    faces = [card, *((front,) if (front := getattr(card_obj, "card", None)) is not None and front is not card else ())]
    kws = [a.name for c in faces for a in c.abilities if getattr(a, "kind", "") == "keyword"
           and (a.name.lower().startswith(_PERMISSION_KEYWORDS[zone]) or not keyword_known(a.name)
                or (zone == "graveyard" and keyword_unread(state, a.name)))
           and (own or zone != "graveyard" or not a.name.lower().startswith(_OWNER_GRAVEYARD_KEYWORDS))]
    unread = [t.replace("~", card.name) for a in card.abilities for t in (
        (a.text,) if getattr(a, "kind", "") == "unmodelled" else getattr(a, "unmodelled", ()) or ())
        if _MAY_PERMIT.search(t)]
    if kws:
        state.note_unknown(f"{card.name} is cast from the {zone}: its \u201c{kws[0]}\u201d (what it costs and where the card "
                           f"goes as it leaves the stack) is not modelled ({state.rule_no('alternative_cost')})")
        return True
    if unread:
        state.note_unknown(f"{card.name} is cast from the {zone}: its unread \u201c{unread[0]}\u201d may be what lets it be "
                           "cast from there (what it costs and where the card goes as it leaves the stack) "
                           f"({state.rule_no('alternative_cost')})")
        return True
    return False
