"""Abilities as data (113): keywords, static abilities (with the continuous effects they
generate), characteristic-defining abilities (604.3), activated, triggered, mana and spell
abilities, and the replacement effects that apply as a permanent enters (614.1c-d, 707.9).

Activated and triggered abilities are *representable*: they keep their cost/trigger and effect
text, and an activated ability's effect is parsed when the scenario activates it. Static
abilities are parsed completely when the card is read; text the parser does not understand is
an error (see :mod:`kb.engine.parser`).
"""
from __future__ import annotations

import itertools
import re
from dataclasses import dataclass, field

__all__ = ["Ability", "Keyword", "StaticAbility", "EffectTemplate", "ActivatedAbility",
           "TriggeredAbility", "ManaAbility", "SpellAbility", "EntersChoice", "EntersTapped", "EntersPrepared",
           "EntersAsCopy", "EntersWithCounters", "AdditionalCost", "UnmodelledAbility", "PreGameAbility",
           "EntersPayOrTapped", "EntersRevealCounter", "PlayPermission", "RevealDraws", "next_uid", "functions_in", "functions_in_command", "IN_DECK", "AGENDA_DOWN", "PREGAME_TEMPLATES",
           "HandSizeAbility", "SkipStep", "EntersDay", "FlipTwoCoins", "CastRestriction",
           "CastAsThoughFlash", "FLASH_SACRIFICE"]

_uids = itertools.count(1)


def next_uid() -> int:
    return next(_uids)


class Ability:
    """Base class. ``text`` is the ability as written (after the card name became ``~``)."""

    text: str
    keyword: str | None = None
    kind = "ability"

    def display(self, name: str | None) -> str:
        t = self.text
        return t.replace("~", name) if name else t.replace("~", "this object")


@dataclass(frozen=True, eq=True)
class Keyword(Ability):
    """A keyword ability with no continuous effect of its own (702): flying, haste, protection
    from black, forestwalk, enchant creature, equip {8}. Two instances compare equal."""

    name: str
    text: str = field(default="", compare=False)
    x_min: int = field(default=0, compare=False)   # "Kicker {X}. X can't be 0.": the least X it may be paid with
    kind = "keyword"

    @property
    def keyword(self) -> str:  # type: ignore[override]
        return self.name

    def display(self, name: str | None) -> str:
        return self.text or self.name.capitalize()


@dataclass(frozen=True, eq=False)
class EffectTemplate:
    """One continuous effect a static ability generates: what it applies to, what it does (one
    operation per layer it touches, 613.6), and the condition of an "as long as" ability."""

    selector: object                 # Selector | AnyOf
    ops: tuple                       # kb.engine.effects.Op
    condition: object | None = None  # filters.Condition
    describe: str = ""
    pt_timed: bool = False           # its condition reads P/T, determined after its effect applies (layers.pt_timed_parts)
    also: bool = False               # "…, they also have vigilance": in addition to the sentence before (kb.engine.alsohave)


@dataclass(frozen=True, eq=False)
class StaticAbility(Ability):
    """A static ability (604.1). ``cda`` marks a characteristic-defining ability candidate
    (604.3a (1), (3)-(5)); whether it *is* one also depends on how the object got it (604.3a (2)),
    which the pipeline knows."""

    text: str
    templates: tuple = ()
    cda: bool = False
    keyword_name: str | None = None   # changeling, devoid: keywords that are CDAs
    uid: int = field(default_factory=next_uid)
    zones: frozenset = frozenset()    # zones other than the battlefield it functions in (113.6b; 702.178b)
    kind = "static"

    @property
    def keyword(self) -> str | None:  # type: ignore[override]
        return self.keyword_name

    def display(self, name: str | None) -> str:
        """One line: a striation's lines ("LEVEL 2-6", "3/3", "First strike", 711.2) joined by " / "."""
        return super().display(name).replace("\n", " / ")


@dataclass(frozen=True, eq=False)
class RevealDraws(StaticAbility):
    """"Reveal the first card you draw each turn." / "... on each of your turns." (a static ability
    with no continuous effect on characteristics: its controller reveals that card as it is drawn,
    701.20). Triggered abilities printed in the same paragraph ("Whenever you reveal a basic land card
    this way, ...") are linked to it and trigger only on its reveals (603.11, 607.2h)."""

    own_turns: bool = False    # "on each of your turns"


@dataclass(frozen=True, eq=False)
class ActivatedAbility(Ability):
    """"[Cost]: [Effect]." (602.1). The effect text is parsed when the ability is activated."""

    text: str
    cost: str
    effect: str
    restriction: str = ""      # "Activate only once each turn." / "... only as a sorcery." (602.5b)
    keyword_name: str | None = None   # keywords that are activated abilities (equip, 702.6a)
    any_player: bool = False   # "Any player may activate this ability." (602.2: whoever activates it controls it)
    cost_change: object = None  # "This ability costs {1} less to activate for each …" (602.2b, 601.2f): a CostOp
    x_defined: str = ""        # "X is the mana value of the exiled card." (107.3a; kb.engine.costx)
    uid: int = field(default_factory=next_uid)
    kind = "activated"

    @property
    def keyword(self) -> str | None:  # type: ignore[override]
        return self.keyword_name

    def display(self, name: str | None) -> str:
        return self.text if self.keyword_name else Ability.display(self, name)


@dataclass(frozen=True, eq=True)
class ManaAbility(Ability):
    """"{T}: Add {R}." (605.1a); intrinsic for basic land types (305.6)."""

    text: str = field(compare=False)
    produces: str = ""
    cost: str = field(default="{T}", compare=False)
    restriction: str = ""   # its own "Activate only ..." (602.5b applies to mana abilities too), checked as it is activated
    spend_only: object = None   # "Spend this mana only to cast creature spells." (106.6): kb.engine.restrictions.SpendOnly
    keyword_name: str | None = field(default=None, compare=False)   # "Exhaust — {G}, {T}: Add …" (702.177a; kb.engine.exhaust)
    kind = "mana"

    @property
    def keyword(self) -> str | None:  # type: ignore[override]
        return self.keyword_name

    def display(self, name: str | None) -> str:
        return self.text if self.keyword_name else Ability.display(self, name)


@dataclass(frozen=True, eq=False)
class TriggeredManaAbility(Ability):
    """"Whenever enchanted land is tapped for mana, its controller adds an additional {G}." — a triggered
    ability without a target that triggers from a mana ability and could add mana is a mana ability
    (605.1b): it doesn't use the stack and resolves right after the mana ability that triggered it (605.4a).
    ``tapped``: ``"enchanted"`` (the permanent this object is attached to) or a card type or subtype the
    tapped permanent must have; ``of``: the type the enchanted permanent must have; ``who``: ``"any"`` or
    ``"you"`` (who must tap it); ``gets``: ``"tapper"`` (its controller / that player) or ``"you"``;
    ``produces``: mana symbols (``"{G}"``) or ``"same"`` (one mana of any type that permanent produced)."""

    text: str
    tapped: str = "enchanted"
    of: str = "Land"
    who: str = "any"
    gets: str = "tapper"
    produces: str = ""
    sel: object = None   # the tapped permanent's description of more words ("a basic land"; kb.engine.tappedmana)
    mana_type: str = ""   # "tapped for {C}": ("{C}") the type of mana the mana ability must produce (106.12a), "" for any
    uid: int = field(default_factory=next_uid)
    kind = "mana"


@dataclass(frozen=True, eq=False)
class TriggeredAbility(Ability):
    """"When/Whenever/At [trigger], [effect]." (603.1): ``spec`` is the parsed trigger condition
    (:class:`kb.engine.triggers.TriggerSpec`), the effect is read when the ability goes on the stack.
    ``keyword_name`` for keywords that are triggered abilities (undying, persist)."""

    text: str
    trigger: str
    effect: str
    spec: object = None
    keyword_name: str | None = None
    uid: int = field(default_factory=next_uid)
    once_each_turn: str = ""       # "triggers": "This ability triggers only once each turn."; "action": "Do this only
                                   # once each turn." (603.2h) — kb.engine.sba: counted per object and turn
    grants: tuple = ()             # backup: the printed keywords it grants, fixed as it is put on the stack (702.165d,
                                   # kb.engine.backup)
    kind = "triggered"

    @property
    def keyword(self) -> str | None:  # type: ignore[override]
        return self.keyword_name

    def display(self, name: str | None) -> str:
        if self.keyword_name:   # as written after its first letter ("Partner with Chakram Retriever", "Echo {2}{R}")
            return self.keyword_name[:1].upper() + self.keyword_name[1:]
        return Ability.display(self, name)


@dataclass(frozen=True, eq=False)
class AdditionalCost(Ability):
    """"As an additional cost to cast this spell, sacrifice a creature." (118.8, 601.2b, 601.2f)."""

    text: str
    costs: tuple = ()
    uid: int = field(default_factory=next_uid)
    keyword_name: str | None = None   # a keyword that is this cost (bargain, 702.166a; kb.engine.bargain)
    kind = "cost"

    @property
    def keyword(self) -> str | None:  # type: ignore[override]
        return self.keyword_name


@dataclass(frozen=True, eq=False)
class AlternativeCost(Ability):
    """"You may pay {1}{B} rather than pay this spell's mana cost." (118.9, 601.2b, 601.2f): paid instead of the mana
    cost when the caster chooses it (``cast: {alternative: true}``). ``condition``: "If you control a Plains, you may
    …": offered only while it holds, checked as the cost is announced (601.2b)."""

    text: str
    costs: tuple = ()
    condition: object = None
    uid: int = field(default_factory=next_uid)
    keyword_name: str | None = None   # the keyword it stands for ("surge {1}{r}", 702.117a), its text as printed
    to_cast: bool = False   # written "[As long as …,] you may pay {B/R} to cast ~" (kb.engine.altcosts.pay_to_cast_line)
    flash: bool = False     # "… without paying its mana cost and as though it had flash": cast this way, any time an
    # instant could be (702.8a; kb.engine.stack._check_timing)
    kind = "cost"


@dataclass(frozen=True, eq=False)
class EntersWithCounters(Ability):
    """"~ enters with N +1/+1 counters on it." (614.1c, 122.6); ``kicked``: "If ~ was kicked, it enters with ..."
    (only when the spell it was was kicked, 702.33d)."""

    text: str
    counter: str = "+1/+1"
    n: int = 1
    x: bool = False
    per_kick: bool = False     # "for each time it was kicked" (702.33d: multikicker)
    kicked: bool = False
    escaped: bool = False      # "~ escapes with ...": only if it escaped (702.138c)
    spent: str = ""            # "for each color of mana spent to cast it": 'colors'; "equal to the amount of mana
                               # spent to cast it": 'amount' (601.2h: the mana the spell it was was paid with)
    count: object = None       # "… for each creature card in your graveyard", "X …, where X is the number of …": a
                               # count read as it enters (614.1c; kb.engine.filters.Value), times ``n``
    where_x: bool = False      # the count written "X …, where X is …"
    number_of: bool = False    # the count written "a number of … counters on it equal to …"
    condition: object = None   # "… if a creature died this turn": checked as it enters (614.1c)
    additional: bool = False   # "You may have ~ enter with an additional … counter on it": its controller's choice
                               # as it enters (614.1c; riot 702.136a, unleash 702.98a), given as choose: {counter: …}
    with_keywords: tuple = ()  # "… counters on it and with first strike": keywords it enters with (614.1c)
    otherwise: str = ""        # "If you don't, it gains haste." (riot): the keyword it gains when the counter is declined
    noncreature_counter: str = ""   # "If ~ is entering as a creature, … Otherwise, it enters with a charge counter …"
                                    # (sunburst, 702.44a): the counter when it isn't entering as a creature
    keyword_name: str | None = None   # a keyword that is (or represents) this ability (bloodthirst 702.54a, modular 702.43a)
    counter_options: tuple = ()       # "escapes with your choice of a +1/+1 counter or a flying counter" (kb.engine.escapechoice)
    escaped_with: tuple = ()          # "It escapes with twelve +1/+1 counters on it instead.": (12, "+1/+1"), that many
                                      # instead of ``n`` when it escaped (702.138c, 614.1c; kb.engine.escapeinstead)
    uid: int = field(default_factory=next_uid)
    kind = "replacement"

    @property
    def keyword(self) -> str | None:  # type: ignore[override]
        return self.keyword_name

    def display(self, name: str | None) -> str:
        return self.keyword_name.capitalize() if self.keyword_name else Ability.display(self, name)


@dataclass(frozen=True, eq=False)
class UnmodelledAbility(Ability):
    """A line of rules text the engine cannot read. It is still an ability of the object: copied,
    granted, removed and text-changed like any other, but what it does is unknown, so any answer
    it could change is "cannot decide" (see :mod:`kb.engine.unknowns`). ``guess`` is the kind of
    ability it looks like (static, triggered, activated, replacement, cost, spell); ``spec`` the
    trigger condition when that part could be read."""

    text: str
    guess: str = "static"
    why: str = ""
    spec: object = None
    unaccounted: tuple = ()    # words a template accepted but left unread (issue 21, kb.engine.render)
    uid: int = field(default_factory=next_uid)
    kind = "unmodelled"


@dataclass(frozen=True, eq=False)
class SpellAbility(Ability):
    """The instructions of an instant or sorcery (113.3a), read when it is cast; a sentence the
    engine cannot read is kept as an unmodelled instruction (``unmodelled`` lists them)."""

    text: str
    unmodelled: tuple = ()
    unaccounted: tuple = ()    # words the instructions as read leave unaccounted for (issue 21): all of it unmodelled
    uid: int = field(default_factory=next_uid)
    cleaved: str | None = None   # cleave (702.148a): the text when its cleave cost was paid (kb.engine.cleave)
    overloaded: str | None = None   # overload (702.96a): the text when its overload cost was paid (kb.engine.overload)
    kind = "spell"


@dataclass(frozen=True, eq=False)
class EntersChoice(Ability):
    """"As ~ enters the battlefield, choose a color / creature type / basic land type." (614.12)."""

    text: str
    choice: str   # 'color' | 'creature_type' | 'basic_land_type' | 'opponent' | 'card_name' | 'card_type'
    quality: tuple = ()     # "choose a noncreature, nonland card name": ("noncreature", "nonland"), the card's (201.4a)
    look: bool = False      # "look at an opponent's hand, then choose any card name": what its controller knows only
    other_than: str | tuple = ""   # "choose a color other than red", "a card type other than creature or land": not those
    options: tuple = ()     # "choose artifact, creature, enchantment, instant, or sorcery": the words offered
    under_control: bool = False   # "~ enters under the control of an opponent of your choice" (kb.engine.enterscontrol)
    each_player: bool = False     # "each player chooses war or peace": a word for each player (kb.engine.eachplayerword)
    uid: int = field(default_factory=next_uid)
    kind = "replacement"


@dataclass(frozen=True, eq=False)
class ExertAbility(Ability):
    """"You may exert ~ as it attacks. [When you do, effect.]" (701.43a): as it is declared as an attacker its
    controller may choose that it won't untap during their next untap step; the "When you do" part is a reflexive
    triggered ability (603.12) that triggers when it is exerted (kb.engine.exert)."""

    text: str
    reflexive: str = ""          # the effect of "When you do, ...", or ""
    unexerted: bool = False      # "If ~ hasn't been exerted this turn, you may exert it ...": only then (kb.engine.exert)
    uid: int = field(default_factory=next_uid)
    kind = "static"


@dataclass(frozen=True, eq=False)
class EntersExile(Ability):
    """"As ~ enters the battlefield, exile any number of creature cards from your graveyard." (614.1c,
    614.13a): the cards are chosen as it enters, among those in the graveyard then (not those entering
    with it); the ability linked to it reads "the exiled cards" (607.2)."""

    text: str
    selector: object = None
    upto: int | None = None      # None: any number
    uid: int = field(default_factory=next_uid)
    kind = "replacement"


@dataclass(frozen=True, eq=False)
class EntersTapped(Ability):
    """"~ enters the battlefield tapped." (614.1c); "~ enters tapped unless you control two or fewer other lands" /
    "If you control two or more other lands, ~ enters tapped": the ``condition`` is checked as it enters (614.12),
    with the permanent as it would exist on the battlefield ("other lands": not itself)."""

    text: str
    condition: object = None    # a Condition (kb.engine.filters / gamevalues), or None: always
    unless: bool = False        # "unless [condition]": tapped when the condition is false
    uid: int = field(default_factory=next_uid)
    keyword_name: str | None = None   # a keyword this is part of (hideaway without a number, 702.75b)
    kind = "replacement"


@dataclass(frozen=True, eq=False)
class EntersPrepared(Ability):
    """"~ enters prepared." (722.3a; kb.engine.prepared): it gains the prepared designation as it enters."""

    text: str
    uid: int = field(default_factory=next_uid)
    kind = "replacement"


@dataclass(frozen=True, eq=False)
class EntersAsCopy(Ability):
    """"You may have ~ enter the battlefield as a copy of any creature on the battlefield." (707.9)."""

    text: str
    selector: object = None
    exceptions: tuple = ()     # 707.9: "except ..." modifications of the copiable values
    tapped: bool = False       # "enter tapped as a copy of …": it enters tapped if it copies (110.5b; kb.engine.copytapped)
    condition: object = None   # "If you attacked this turn, you may have ~ enter as a copy …" (raid): checked as it enters (614.12)
    duration: str = "indefinite"   # "As ~ enters, you may have it become a copy of … until end of turn" (611.2a)
    uid: int = field(default_factory=next_uid)
    kind = "replacement"


# The abilities that function only outside a game in progress (103.6, 113.6n, 905.2): template → (its words, the
# citation concept of the rule that gives it meaning). Each is read whole and exactly (kb.engine.cardtext);
# "Partner—[text]" keeps its [text] (702.124i).
PREGAME_TEMPLATES = {
    "opening_hand": ("If ~ is in your opening hand, you may begin the game with it on the battlefield", "opening_hand"),
    "commander": ("~ can be your commander", "commander_designation"),
    "background": ("Choose a Background", "partner_background"),
    "doctors_companion": ("Doctor's companion", "partner_doctor"),
    "partner_text": ("Partner—", "partner_text"),
    "friends_forever": ("Friends forever", "partner_friends_forever"),
    "draft_face_up": ("Draft ~ face up", "draft_face_up"),
    "deck_count": ("A deck can have", "deck_construction"),
}


@dataclass(frozen=True, eq=False)
class PreGameAbility(Ability):
    """An ability that works only before the game begins or outside it: "If ~ is in your opening hand, you may
    begin the game with it on the battlefield." (103.6), the rules of deck construction ("~ can be your commander.",
    903.3a; the partner abilities "Choose a Background", "Doctor's companion", "Partner—[text]", 702.124; 113.6n)
    and of a draft ("Draft ~ face up.", 905.2c), and "A deck can have any number of / up to seven / only one card(s)
    named ~." (the limit of 100.2a for this card; ``param`` the words after "have"). Once a scenario's game is running it changes nothing; the answer's
    notes say so (:func:`kb.engine.turns.outside_game_notes`). ``template``: a key of :data:`PREGAME_TEMPLATES`;
    ``param``: the [text] of "Partner—[text]"."""

    text: str
    template: str = "opening_hand"
    param: str = ""
    uid: int = field(default_factory=next_uid)
    kind = "pregame"


@dataclass(frozen=True, eq=False)
class EntersPayOrTapped(Ability):
    """"As ~ enters, you may pay N life. If you don't, it enters tapped." (614.1c, 614.12): the
    controller chooses as it enters (``choose: {pay: true|false}``). With ``reveal`` (a selector of cards):
    "As ~ enters, you may reveal a Forest or Island card from your hand. If you don't, ~ enters tapped."
    (``choose: {reveal: CARD | none}``, a card of that kind in its controller's hand, 701.20a)."""

    text: str
    life: int = 0
    reveal: object = None
    condition: object = None   # "… unless you revealed a Dragon card this way or you control a Dragon": the other way
    uid: int = field(default_factory=next_uid)
    kind = "replacement"


@dataclass(frozen=True, eq=False)
class EntersRevealCounter(EntersPayOrTapped):
    """"As ~ enters, you may reveal a Dragon card from your hand. If you do or if you control a Dragon, ~ enters with a
    +1/+1 counter on it." (614.1c, 614.12, 701.20a): the reveal (``choose: {reveal: CARD | none}``) and the
    ``condition`` as it enters; either gives it ``n`` counters of kind ``counter``, instead of its entering tapped."""

    counter: str = "+1/+1"
    n: int = 1


@dataclass(frozen=True, eq=False)
class PlayPermission(Ability):
    """"You may play lands [and cast spells] from the top of your library." (305.1, 601.3) and
    "Play with the top card of your library revealed." and "You may look at the top card of your library any
    time." (401.5: they change what players know, nothing else; ``look``: the second).
    ``lands`` / ``spells``: what may be played from the top of the controller's library."""

    text: str
    lands: bool = False
    spells: bool = False
    look: bool = False
    zone: str = "library"   # "graveyard": "You may play lands from your graveyard." (305.1 as an effect allows)
    spell_filter: object = None   # "You may cast creature spells from …": a selector of the spells (None: any spell)
    land_filter: object = None    # "You may play Forests / historic lands from …": a selector of the lands (None: any land)
    self_zones: tuple = ()   # "You may cast ~ from your graveyard [or from exile]." (the card itself, from there: 601.3)
    self_condition: object = None   # "… as long as you control a Zombie" (checked as the cast begins, 601.3)
    self_costs: tuple = ()   # "… by discarding a card in addition to paying its other costs" (601.2f, 118.8)
    per_turn: str = ""   # "each_turn" / "your_turns": "Once each turn" / "Once during each of your turns" (kb.engine.castonce)
    condition: object = None   # "As long as an opponent controls more lands than you, …" (611.3b: kb.engine.castonce.permission_holds)
    linked: bool = False   # zone "exile": "… from among cards exiled with ~" only (607.2a; kb.engine.linkedcast)
    # "If a spell cast this way would be put into your graveyard, exile it instead." (614.1a; kb.engine.graveyardcast)
    graveyard_exile: str = ""
    keyword: str = ""   # the keyword that means this permission: jump-start, retrace (kb.engine.graveyardkeywords)
    uid: int = field(default_factory=next_uid)
    kind = "static"



# Spider Climb's second sentence (307.5a: cast "any time a sorcery couldn't have been cast"), read whole
FLASH_SACRIFICE = ("If you cast it any time a sorcery couldn't have been cast, the controller of the permanent it becomes "
                   "sacrifices it at the beginning of the next cleanup step")


@dataclass(frozen=True, eq=False)
class CastAsThoughFlash(Ability):
    """A card's own "You may cast ~ as though it had flash." (702.8a; it works from the zone the card is cast from),
    with ``extra`` mana: "... if you pay {2} more to cast it." (601.3c: an additional cost paid only when the
    permission is used, 601.2f), a ``condition``: "If you control a Faerie, ..." / "... if you control a Faerie" (601.3d:
    checked as the player begins to cast it), and ``sacrifice``: "If you cast it any time a sorcery couldn't have been
    cast, the controller of the permanent it becomes sacrifices it at the beginning of the next cleanup step." (307.5a;
    a delayed triggered ability, 603.7, 514.3a)."""

    text: str
    extra: str = ""
    condition: object = None
    lead: str = ""             # the condition written first: "If" or "As long as"
    sacrifice: bool = False
    any_time: str = ""         # the wording before the flash keyword: "You may play ~ any time you could play an instant."
    uid: int = field(default_factory=next_uid)
    kind = "static"


@dataclass(frozen=True, eq=False)
class CastRestriction(Ability):
    """A spell's own "Cast ~ only during combat." / "... and only if you've been attacked this step." (601.3: an
    effect that prohibits casting it at any other time; it applies even when an effect casts it as it resolves,
    608.2g). ``limits``: the parts, keys of kb.engine.restrictions CAST_LIMITS or "if [condition]"."""

    text: str
    limits: tuple = ()
    uid: int = field(default_factory=next_uid)
    kind = "static"


@dataclass(frozen=True, eq=False)
class HandSizeAbility(Ability):
    """"You have no maximum hand size." / "Your maximum hand size is reduced by two." / "Players have no maximum
    hand size." — a static ability changing a rule of the game (613.11): the maximum hand size (402.2) of ``who``
    ("you": its controller, "each": every player, "opponent": each opponent); ``op``: "none" (no maximum), "plus",
    "minus" (by ``n``) or "set" (to ``n``). Applied in timestamp order at the cleanup step (kb.engine.turns)."""

    text: str
    who: str = "you"
    op: str = "none"
    n: int = 0
    value: object = None   # op "set" to a number counted as the rule is consulted: "is equal to the number of hour
    # counters on ~" (Midnight Oil; a Value, kb.engine.turns.max_hand_size)
    uid: int = field(default_factory=next_uid)
    kind = "static"


@dataclass(frozen=True, eq=False)
class SkipStep(Ability):
    """"Skip your draw step." / "Players skip their untap steps." — a replacement effect (614.1b, 614.10): the
    ``step`` of ``who``'s turns ("you": its controller, "each": every player) is replaced with nothing."""

    text: str
    step: str = "draw"
    who: str = "you"
    uid: int = field(default_factory=next_uid)
    kind = "replacement"


@dataclass(frozen=True, eq=False)
class EntersDay(Ability):
    """"If it's neither day nor night, it becomes day as ~ enters." (731.1): checked as the permanent enters
    (kb.engine.daynight)."""

    text: str
    uid: int = field(default_factory=next_uid)
    kind = "replacement"


@dataclass(frozen=True, eq=False)
class FlipTwoCoins(Ability):
    """"If you would flip a coin, instead flip two coins and ignore one." (614.1a, 705): each coin flip of its
    controller is two flips, one of which that player ignores; the results and the one kept are stated in the
    scenario (``flip: {coins: [won, lost], keep: won}``), never guessed (kb.engine.actions)."""

    text: str
    uid: int = field(default_factory=next_uid)
    kind = "replacement"


IN_DECK = "in_deck"     # a scheme or plane face down in its owner's scheme or planar deck (a choices key)
AGENDA_DOWN = "agenda_down"   # a conspiracy with hidden agenda not turned face up yet (702.106a; a choices key)
_COMMAND_CARDS = frozenset(("Scheme", "Plane", "Phenomenon", "Vanguard", "Conspiracy"))


def functions_in_command(w) -> bool:
    """113.6p, 314.4, 311.4, 313.4, 315.5, 114.4: a face-up scheme, plane, phenomenon or conspiracy, a vanguard, or an
    emblem, in the command zone (``w`` its working characteristics) — all its abilities function there
    (kb.engine.schemes, kb.engine.planes, kb.engine.commandcards)."""
    choices = getattr(w.obj, "choices", None) or {} if w is not None else {}
    return w is not None and w.zone == "command" and (
        bool(_COMMAND_CARDS & set(w.types)) or getattr(w.obj.card, "layout", "") == "emblem") and \
        not choices.get(IN_DECK) and not choices.get(AGENDA_DOWN)


_ZONE_WORDS = {"graveyard": "graveyard", "hand": "hand", "exile": "exile", "library": "library"}


def only_elsewhere(ability) -> str | None:
    """113.6m: the zone other than the battlefield an activated ability works only in, because its effect moves its
    object out of that zone ("Return ~ from your graveyard to your hand") — or None. Not when a part before it puts
    the object there ("Sacrifice ~: Return ~ from your graveyard …", 113.6m's exception)."""
    text = getattr(ability, "text", "") or ""
    m = re.search(r"(?<!\w)~ from your (graveyard|hand)\b", text)
    if m is None or re.search(r"\b(?:[Ss]acrifice|[Dd]iscard|[Pp]ut) ~(?!\w)", text[:m.start()]):
        return None
    return m.group(1)


# the words of an ability that may define a characteristic printed elsewhere on its card (604.3): "~ is every creature
# type", "~ is all colors", "~'s power is equal to …", "~ is also a Cleric"
_MAY_DEFINE = re.compile(r"~(?:'s (?:power|toughness)\b| (?:is|are)\b)")


def may_define_characteristics(ability) -> bool:
    """Whether an UNREAD static line could be a characteristic-defining ability (604.3): its subject is ~ alone and
    it says what ~ is or what its power or toughness is. Such an ability functions in all zones (604.3), so a card in
    a graveyard, hand, library or exile keeps it as an unknown there: its characteristics are not guessed."""
    if getattr(ability, "kind", "") != "unmodelled" or getattr(ability, "guess", "") not in ("static", None, ""):
        return False
    return _MAY_DEFINE.match(getattr(ability, "text", "") or "") is not None


def functions_in(ability, zone: str) -> bool:
    """113.6b, 113.6k, 113.6m: an ability of a card off the battlefield functions there when its text says so
    ("if ~ is in your graveyard", "Whenever ... while ~ is in your graveyard", "return ~ from your graveyard",
    a cost "Discard ~" or "Exile ~ from your hand"),
    or when its trigger condition can only trigger there ("When you cast ~": on the stack)."""
    word = _ZONE_WORDS.get(zone)
    text = getattr(ability, "text", "") or ""
    if zone == "hand" and "Discard ~" in (p.strip() for p in (getattr(ability, "cost", "") or "").split(",")):
        return True   # 113.6m: a keyword standing for such an ability (cycling, 702.29a) keeps the keyword's words
    if zone == "stack" and re.match(r"When you cast (?:or cycle )?~(?!\w)", text):
        return True   # 113.6k: "When you cast this spell" can't trigger from the battlefield: it works on the stack
    if zone == "command" and re.search(r"~ (?:is|are) in the command zone\b", text):
        return True   # 113.6b: "if ~ is in the command zone [or on the battlefield]" (a commander's ability, 408.1)
    if word is None or "~" not in text:
        return False
    if zone == "exile" and re.search(r"\bthe creature (?:~|it|this card) haunts\b", text):
        return True   # 702.55c: an ability of a card with haunt that refers to the haunted creature triggers in exile
    if zone == "exile" and re.search(r"\bif ~ is suspended\b", text):
        return True   # 113.6b, 702.62b: a card is suspended only in exile ("if ~ is suspended, remove a time counter …")
    if zone == "exile" and re.search(r"\bfrom ~ while it's exiled\b", text):
        return True   # 113.6b: "Whenever a time counter is removed from ~ while it's exiled" (suspend's cards, 702.62a)
    if zone == "hand" and re.match(r"[^:]*\bDiscard ~[,:]", text):
        return True   # 113.6m: a cost that discards the card moves it out of the hand: it functions there
    return re.search(rf"~ (?:is|are) in (?:your|a|its owner's) {word}\b|(?<!\w)~ from your {word}\b|"
                     rf"\bfrom your {word}, (?:return|put|exile) ~(?!\w)", text) is not None
