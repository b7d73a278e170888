"""Keyword abilities the rules define as another ability (702): what each one means, and the edition that added it.

Each entry is the rule's own definition, "this creature" / "this permanent" written ``~`` and the keyword's number
``N``: "Bushido N" means "Whenever this creature blocks or becomes blocked, it gets +N/+N until end of turn."
(702.45a). The card-text reader (:func:`kb.engine.cardtext.keyword_abilities`) reads that text with the ordinary
readers of triggered and activated abilities, so a keyword is exactly the ability it stands for, one per instance
(702.45b and the like: each instance triggers separately).

A keyword's rule exists only from the edition that added it (``since``: the first edition whose 702 or 502 opens
with ``pattern``). :mod:`kb.engine.versions` makes one rule change of each entry, and :mod:`kb.engine.concepts` one
citation concept (the keyword's rule, found by ``pattern`` in any edition; before it the rule of triggered or
activated abilities). Under an edition without the rule the keyword's word is unread: what it would change is
"cannot decide" (kb.engine.sba for a trigger, kb.engine.stack for an activation).
"""
from __future__ import annotations

import re
from dataclasses import dataclass

__all__ = ["KeywordMeaning", "KEYWORD_MEANINGS", "meaning_of", "concept_of", "keyword_base", "ability_text",
           "ability_texts", "edition_difference"]


@dataclass(frozen=True)
class KeywordMeaning:
    name: str          # the keyword as 702 names it, lower case ("battle cry")
    kind: str          # "triggered" | "activated" | "static" (how it enters: 614.1c) | "static and triggered" (a
                       # keyword that represents both, 702.43a) | "evasion" (a blocking restriction kb.engine.combat applies)
    text: str          # the rule's meaning, "~" for the object, N for its number, COST for its cost, one ability a line
                       # (for an evasion ability, what it says: the Keyword stays a keyword)
    since: str         # first edition with the rule (the first whose text matches ``pattern``)
    pattern: str       # the rule's opening words, a regex over rule texts (702., 502.)
    differs: tuple = ()   # (until, when, why): before edition ``until`` the rule words it otherwise, in a way that
                          # changes an answer ``when`` "always", or for an instance whose cost "isn't the mana cost"
    bare: tuple = ()      # (text, pattern): what the keyword written without its number means, where the rules say
                          # (vanishing, 702.63b; hideaway, 702.75b), and the opening words of a rule of its own to cite
                          # ("": the keyword's own rule); from the same edition as the keyword's rule. Without it an
                          # instance without a number is unread
    cast_cost: bool = False   # written "[Keyword] N—[cost]" or "[Keyword] [cost]" where the cost is an alternative cost
                              # read as the spell is cast (kb.engine.altcosts; impending, 702.176a; dash, 702.109a):
                              # the text fills in N only

    @property
    def concept(self) -> str:
        """The citation concept of the keyword's rule ("battle cry" → "battle_cry")."""
        return self.name.replace(" ", "_").rstrip("!")

    @property
    def bare_concept(self) -> str | None:
        """The citation concept of the rule for the keyword without its number ("hideaway_bare", 702.75b), or None."""
        return f"{self.concept}_bare" if self.bare and self.bare[1] else None


def _m(name: str, kind: str, text: str, since: str, pattern: str = "", differs: tuple = (),
       bare: tuple = (), cast_cost: bool = False) -> KeywordMeaning:
    article = "an" if kind[0] in "aeiou" else "a"
    return KeywordMeaning(name, kind, text, since, pattern or rf"^{name.capitalize()} is {article} {kind} ability",
                          differs, bare, cast_cost)


KEYWORD_MEANINGS: dict[str, KeywordMeaning] = {k.name: k for k in (
    _m("exalted", "triggered", "Whenever a creature you control attacks alone, that creature gets +1/+1 until end of "
       "turn.", "2008-10-01"),                                                                   # 702.83a
    _m("undying", "triggered", "When ~ dies, if it had no +1/+1 counters on it, return it to the battlefield under its "
       "owner's control with a +1/+1 counter on it.", "2012-02-01"),                             # 702.93a
    _m("persist", "triggered", "When ~ dies, if it had no -1/-1 counters on it, return it to the battlefield under its "
       "owner's control with a -1/-1 counter on it.", "2008-05-01"),                             # 702.79a
    _m("evolve", "triggered", "Whenever a creature enters the battlefield under your control, if that creature has "
       "greater power or toughness than ~, put a +1/+1 counter on ~.", "2013-02-01"),            # 702.100a
    _m("prowess", "triggered", "Whenever you cast a noncreature spell, ~ gets +1/+1 until end of turn.",
       "2014-09-25"),                                                                            # 702.108a (702.107a in 2014)
    # 702.25a says "the blocking creature": the creature of the trigger event, "that creature" (603.2)
    _m("flanking", "triggered", "Whenever ~ becomes blocked by a creature without flanking, that creature gets -1/-1 "
       "until end of turn.", "1999-04-23"),                                                      # 702.25a (502.3a in 1999)
    _m("rampage", "triggered", "Whenever ~ becomes blocked, it gets +N/+N until end of turn for each creature blocking "
       "it beyond the first.", "2001-07-23"),                                                    # 702.23a (502.12a)
    _m("bushido", "triggered", "Whenever ~ blocks or becomes blocked, it gets +N/+N until end of turn.",
       "2004-10-01"),                                                                            # 702.45a (502.38a)
    _m("soulshift", "triggered", "When ~ is put into a graveyard from the battlefield, you may return target Spirit card "
       "with mana value N or less from your graveyard to your hand.", "2004-10-01"),             # 702.46a (502.39a)
    _m("frenzy", "triggered", "Whenever ~ attacks and isn't blocked, it gets +N/+0 until end of turn.",
       "2007-05-01"),                                                                            # 702.68a (502.66a)
    _m("poisonous", "triggered", "Whenever ~ deals combat damage to a player, that player gets N poison counters.",
       "2007-05-01"),                                                                            # 702.70a (502.69a)
    _m("annihilator", "triggered", "Whenever ~ attacks, defending player sacrifices N permanents.",
       "2010-04-23"),                                                                            # 702.86a (702.83a)
    _m("battle cry", "triggered", "Whenever ~ attacks, each other attacking creature gets +1/+0 until end of turn.",
       "2011-02-04"),                                                                            # 702.91a (702.88a)
    # the requirement "block this creature this combat if able" (509.1c) is kb.engine.declare's
    _m("provoke", "triggered", "Whenever ~ attacks, you may choose to have target creature defending player controls "
       "block ~ this combat if able. If you do, untap that creature.", "2003-03-15"),         # 702.39a (502.29a)
    _m("afflict", "triggered", "Whenever ~ becomes blocked, defending player loses N life.", "2017-07-08"),   # 702.130a
    _m("living weapon", "triggered", "When ~ enters, create a 0/0 black Phyrexian Germ creature token, then attach ~ to "
       "it.", "2011-02-04"),                                                                     # 702.92a (702.89a)
    # job select (702.182a, since 2025-06-06): the Equipment's Hero, read like living weapon's Germ
    _m("job select", "triggered", "When ~ enters, create a 1/1 colorless Hero creature token, then attach ~ to it.",
       "2025-06-06"),                                                                            # 702.182a
    # for Mirrodin! (702.163a, since 2023-04-14): the Equipment's Rebel, read like living weapon's Germ
    _m("for mirrodin!", "triggered", "When ~ enters, create a 2/2 red Rebel creature token, then attach ~ to it.",
       "2023-04-14", r"^For Mirrodin! is a triggered ability"),                                # 702.163a
    # mobilize (702.181a): the second sentence puts the tokens onto the battlefield attacking (508.4)
    _m("mobilize", "triggered", "Whenever ~ attacks, create N 1/1 red Warrior creature tokens. Those tokens enter "
       "tapped and attacking. Sacrifice them at the beginning of the next end step.", "2025-04-04"),   # 702.181a
    # increment (702.191a): the amount of mana that paid the spell's total cost (601.2h) against this creature's P/T
    _m("increment", "triggered", "Whenever you cast a spell, if ~ is a creature and the amount of mana spent to cast "
       "that spell is greater than ~'s power or ~'s toughness, put a +1/+1 counter on ~.", "2026-04-17"),   # 702.191a
    _m("demonstrate", "triggered", "When you cast ~, you may copy it and you may choose new targets for the "
       "copy. If you copy the spell, choose an opponent. That player copies the spell and may choose new targets for "
       "that copy.", "2021-04-22"),                                                              # 702.144a
    _m("exploit", "triggered", "When ~ enters, you may sacrifice a creature.", "2015-03-27"),   # 702.110a (702.109a)
    _m("fabricate", "triggered", "When ~ enters, you may put N +1/+1 counters on it. If you don't, create N 1/1 "
       "colorless Servo artifact creature tokens.", "2016-09-30"),                               # 702.123a (702.122a)
    _m("mentor", "triggered", "Whenever ~ attacks, put a +1/+1 counter on target attacking creature with power less "
       "than ~'s power.", "2018-10-05"),                                                         # 702.134a (702.133a)
    _m("ingest", "triggered", "Whenever ~ deals combat damage to a player, that player exiles the top card of their "
       "library.", "2015-09-26"),                                                                # 702.115a (702.114a)
    _m("dethrone", "triggered", "Whenever ~ attacks the player with the most life or tied for most life, put a +1/+1 "
       "counter on ~.", "2014-06-01"),                                                           # 702.105a (702.104a)
    _m("renown", "triggered", "When ~ deals combat damage to a player, if it isn't renowned, put N +1/+1 counters on it "
       "and it becomes renowned.", "2015-07-17"),                                                # 702.112a (702.111a)
    _m("training", "triggered", "Whenever ~ and at least one other creature with power greater than ~'s power attack, "
       "put a +1/+1 counter on ~.", "2021-11-19"),                                               # 702.149a
    _m("melee", "triggered", "Whenever ~ attacks, it gets +1/+1 until end of turn for each opponent you attacked with a "
       "creature this combat.", "2016-08-26"),                                                   # 702.121a (702.120a)
    # two triggered abilities (702.95a; their words read by kb.engine.soulbond): the pairing a choice as each resolves
    _m("soulbond", "triggered", "When ~ enters, if you control both ~ and another creature and both are unpaired, you "
       "may pair ~ with another unpaired creature you control for as long as both remain creatures on the battlefield "
       "under your control.\nWhenever another creature you control enters, if you control both that creature and ~ and "
       "both are unpaired, you may pair that creature with ~ for as long as both remain creatures on the battlefield "
       "under your control.", "2012-05-01",
       r"^Soulbond is a keyword that represents two triggered abilities"),                      # 702.95a (702.93a)
    # the abilities it grants are those printed below it (702.165a): filled in by kb.engine.backup from the card's lines,
    # so this text alone is not read
    _m("backup", "triggered", "When ~ enters, put N +1/+1 counters on target creature. If that's another creature, it "
       "also gains the non-backup abilities of ~ printed below this one until end of turn.", "2023-04-14"),  # 702.165a
    # haunt (702.55a; 502.51a from 2006-02-01, "remove it from the game"): on a permanent the first, on an instant or
    # sorcery spell the second (only such a spell is put into a graveyard during its resolution, 608.2n); what it
    # haunts and "the creature it haunts" (702.55b-c) are kb.engine.haunt's
    _m("haunt", "triggered", "When ~ is put into a graveyard from the battlefield, exile it haunting target creature.\n"
       "When ~ is put into a graveyard during its resolution, exile it haunting target creature.", "2006-02-01"),  # 702.55a
    _m("extort", "triggered", "Whenever you cast a spell, you may pay {W/B}. If you do, each opponent loses 1 life and "
       "you gain life equal to the total life lost this way.", "2013-02-01"),                    # 702.101a (702.99a)
    # evasion abilities (cited by the rule that restricts blocking; kb.engine.combat applies it)
    _m("horsemanship", "evasion", "A creature with horsemanship can't be blocked by creatures without horsemanship.",
       "2001-07-23", r"^A creature with horsemanship can.t be blocked by creatures without horsemanship"),   # 702.31b
    _m("skulk", "evasion", "A creature with skulk can't be blocked by creatures with greater power.", "2016-04-08",
       r"^A creature with skulk can.t be blocked by creatures with greater power"),             # 702.118b (702.117b)
    # static abilities of how the permanent enters (614.1c), and keywords that represent a static and a triggered one
    # "Affinity for [text]" (702.41a; 502.31a in 2003): OBJECT is the text in the singular ("artifacts" → "artifact")
    _m("affinity", "static", "~ costs {1} less to cast for each OBJECT you control.", "2003-10-01"),
    # 702.125a ("functions while the spell with undaunted is on the stack"); each instance applies (702.125c)
    _m("undaunted", "static", "~ costs {1} less to cast for each opponent you have.", "2016-11-11"),   # 702.125a
    _m("bloodthirst", "static", "If an opponent was dealt damage this turn, ~ enters with N +1/+1 counters on it.",
       "2006-02-01"),                                                                            # 702.54a (502.50a)
    _m("sunburst", "static", "If ~ is entering as a creature, ignoring any type-changing effects that would affect it, "
       "it enters with a +1/+1 counter on it for each color of mana spent to cast it. Otherwise, it enters with a "
       "charge counter on it for each color of mana spent to cast it.", "2004-06-01"),          # 702.44a (502.37a)
    # living metal (702.161a): a type-changing effect of the Vehicle's own during its controller's turn (613.1d)
    _m("living metal", "static", "During your turn, ~ is an artifact creature in addition to its other types.",
       "2022-11-18", r"^Living metal is a keyword ability"),                                   # 702.161a
    # impending (702.176a): its first ability, the alternative cost, is read as the spell is cast (kb.engine.altcosts);
    # the other three in the rule's words ("this permanent" and its "it" written ~; "it's not" as "isn't"). The
    # 2024-11-08 wording ("if it was cast for its impending cost") reads the same (kb.engine.parser)
    _m("impending", "static and triggered", "~ enters with N time counters on it if ~'s impending cost was paid.\n"
       "As long as ~'s impending cost was paid and ~ has a time counter on it, ~ isn't a creature.\n"
       "At the beginning of your end step, if ~'s impending cost was paid and ~ has a time counter on it, remove a time "
       "counter from ~.", "2024-11-08", r"^Impending is a keyword that represents four abilities",
       cast_cost=True),                                                                          # 702.176a
    # ravenous (702.156a): X is the value chosen as the permanent spell was cast (107.3m)
    _m("ravenous", "static and triggered", "~ enters with X +1/+1 counters on it.\nWhen ~ enters, if X is 5 or more, "
       "draw a card.", "2022-10-07", r"^Ravenous is a keyword"),                               # 702.156a
    _m("riot", "static", "You may have ~ enter with an additional +1/+1 counter on it. If you don't, it gains haste.",
       "2019-01-25"),                                                                            # 702.136a (702.135a)
    _m("unleash", "static", "You may have ~ enter with an additional +1/+1 counter on it.\n~ can't block as long as it "
       "has a +1/+1 counter on it.", "2012-10-01", r"^Unleash is a keyword that represents two static abilities"),  # 702.98a
    # decayed (702.147a): the static ability and the attack trigger whose delayed trigger sacrifices it at end of
    # combat (603.7: once created, that delayed trigger doesn't need the creature to keep decayed)
    _m("decayed", "static and triggered", "~ can't block.\nWhen ~ attacks, sacrifice it at end of combat.",
       "2021-11-19", r"^Decayed represents a static ability and a triggered ability"),           # 702.147a
    _m("modular", "static and triggered", "~ enters with N +1/+1 counters on it.\nWhen ~ is put into a graveyard from "
       "the battlefield, you may put a +1/+1 counter on target artifact creature for each +1/+1 counter on ~.",
       "2004-02-01", r"^Modular represents both a static ability and a triggered ability",      # 702.43a (502.35a)
       (("2004-06-01", "sunburst", "the rules of this edition have no sunburst, from which \u201cModular\u2014Sunburst\u201d "
         "takes its number (702.44c came with the 2004-06-01 edition)"),)),
    _m("graft", "static and triggered", "~ enters with N +1/+1 counters on it.\nWhenever another creature enters, if ~ "
       "has a +1/+1 counter on it, you may move a +1/+1 counter from ~ onto that creature.",
       "2006-05-01", r"^Graft represents both a static ability and a triggered ability"),       # 702.58a (502.54a)
    # the upkeep keywords: what each does at the beginning of its controller's upkeep
    _m("echo", "triggered", "At the beginning of your upkeep, if ~ came under your control since the beginning of your "
       "last upkeep, sacrifice it unless you pay COST.", "2001-07-23", r"^Echo is an? (?:upkeep-)?triggered ability",
       (("2006-10-01", "cost isn't the mana cost", "the rule of this edition defines only \u201cEcho\u201d, which means "
         "paying the permanent's mana cost, and this echo cost is another cost"),)),        # 702.30a (502.19a)
    # "If you don't, sacrifice it": "it" is the permanent (~), not what the payment acted on
    _m("cumulative upkeep", "triggered", "At the beginning of your upkeep, if ~ is on the battlefield, put an age counter "
       "on ~. Then you may pay COST for each age counter on it. If you don't, sacrifice ~.", "2001-07-23",
       r"^Cumulative upkeep is a triggered ability",
       (("2001-09-24", "always", "the rule of this edition puts a \u201ccumulative upkeep counter\u201d on the permanent, "
         "not an age counter"),
        ("2010-07-16", "left", "the rule of this edition has no \u201cif this permanent is on the battlefield\u201d: "
         "whether its controller pays for a permanent that has left is their choice, not stated"))),  # 702.24a (502.13a)
    _m("vanishing", "static and triggered", "~ enters with N time counters on it.\nAt the beginning of your upkeep, if "
       "~ has a time counter on it, remove a time counter from it.\nWhen the last time counter is removed from ~, "
       "sacrifice it.", "2007-02-01", r"^Vanishing is a keyword that represents three abilities",   # 702.63a (502.60a)
       # 702.63b (502.60b, in every edition with 702.63a): without a number, only its two triggered abilities
       bare=("At the beginning of your upkeep, if ~ has a time counter on it, remove a time counter from it.\nWhen the "
             "last time counter is removed from ~, sacrifice it.", "")),
    _m("fading", "static and triggered", "~ enters with N fade counters on it.\nAt the beginning of your upkeep, remove "
       "a fade counter from ~. If you can't, sacrifice ~.", "2001-07-23",
       r"^Fading is a keyword that represents two abilities"),                                  # 702.32a (502.20a)
    # "Champion an [object]" (702.72a; 502.72a in 2007): OBJECT is the keyword's words after "a"/"an" ("a Goblin");
    # the two abilities are linked (702.72b, 607.2k): "the exiled card" is the one the first one exiled
    _m("champion", "triggered", "When ~ enters, sacrifice it unless you exile another OBJECT you control.\nWhen ~ "
       "leaves the battlefield, return the exiled card to the battlefield under its owner's control.", "2007-10-01",
       r"^Champion represents two triggered abilities"),                                       # 702.72a (502.72a)
    # hideaway (702.75a): "Hideaway N" since 2022-04-29; before, "Hideaway" alone meant "This permanent enters tapped" and
    # the same trigger with four cards, put on the bottom in any order (702.75a of 2007-10-01), and since 2022-04-29 the
    # cards printed with it read "Hideaway 4" and "enters tapped" (702.75b; their order random, which never answers
    # a stated order wrongly). The exiled card's "may look at this card" (hidden information) changes no answer.
    _m("hideaway", "triggered", "When ~ enters, look at the top N cards of your library. Exile one of them face down "
       "and put the rest on the bottom of your library in a random order.", "2007-10-01",
       r"^Hideaway (?:is a triggered ability|represents a static ability and a triggered ability)",
       (("2022-04-29", "numbered", "the rule of this edition defines only \u201cHideaway\u201d without a number "
         "(\u201cHideaway N\u201d came with the 2022-04-29 edition)"),),
       bare=("~ enters tapped.\nWhen ~ enters, look at the top four cards of your library. Exile one of them face down "
             "and put the rest on the bottom of your library in a random order.",
             r"^(?:Previously, the rules for the hideaway ability|Hideaway represents a static ability and a triggered "
             r"ability)")),                                                              # 702.75a-b (502.75a)
    # its trigger is read by kb.engine.firebending (N {R} written out, the mana kept until end of combat), so this text
    # alone is not read
    _m("firebending", "triggered", "Whenever ~ attacks, add N {R}. Until end of combat, you don't lose this mana as "
       "steps and phases end.", "2025-11-14"),                                                  # 702.189a
    # the line "Exhaust — [Cost]: [Effect]" is read by kb.engine.exhaust (its cost and effect are the card's), so this
    # text alone is not read
    # the line "Forecast — [Cost]: [Effect]" is read by kb.engine.forecast (its cost and effect are the card's, the
    # restriction 702.57b's), so this text alone is not read
    _m("forecast", "activated", "COST: EFFECT. Activate only during your upkeep and only once each turn.",
       "2006-05-01", r"^A forecast ability is (?:a special kind of|an) activated ability"),            # 702.57a-b (502.53)
    _m("exhaust", "activated", "COST: EFFECT. Activate only once.", "2025-02-07",
       r"^(?:An exhaust ability is a special kind of activated ability|Exhaust is a keyword that adds additional "
       r"rules to the activated ability that follows it)"),                                      # 702.177a (2026-09-25)
    # alternative costs with a condition (118.9, 601.2b: checked as the cost is announced, the spell itself on the stack
    # and so not "another spell"); surge's "you or one of your teammates" is "you" in a game without teams
    _m("surge", "static", "If you've cast another spell this turn, you may pay COST rather than pay ~'s mana cost.",
       "2016-01-16"),                                                                            # 702.117a
    _m("spectacle", "static", "If an opponent lost life this turn, you may pay COST rather than pay ~'s mana cost.",
       "2019-01-25"),                                                                            # 702.137a
    # dash (702.109a): its alternative cost is read as the spell is cast and its delayed return made as it enters
    # (kb.engine.dash); its third ability, the haste, is this
    _m("dash", "static", "As long as ~'s dash cost was paid, ~ has haste.", "2015-01-23",
       r"^Dash represents three abilities", cast_cost=True),                                                     # 702.109a
    # blitz (702.152a): built as dash is (kb.engine.dash), its haste and dies trigger while its blitz cost was paid
    _m("blitz", "static", "As long as ~'s blitz cost was paid, ~ has haste and \"When ~ is put into a graveyard from "
       "the battlefield, draw a card.\"", "2022-04-29", r"^Blitz represents three abilities", cast_cost=True),   # 702.152a
    # evoke (702.74a): the alternative cost (``alternative: evoke``, 118.9; "cast this card by paying" is paying it
    # rather than the mana cost, 601.2b) and the enters trigger that sacrifices the permanent if it was paid
    _m("evoke", "static and triggered", "You may pay COST rather than pay ~'s mana cost.\nWhen ~ enters, if ~'s evoke "
       "cost was paid, its controller sacrifices it.", "2007-10-01", r"^Evoke represents two abilities"),   # 702.74a
    # saddle (702.171a, since 2024-06-07): the designation it gives, and "attacks while saddled", 702.171b
    _m("saddle", "activated", "Tap any number of other untapped creatures you control with total power N or greater: "
       "~ becomes saddled until end of turn. Activate only as a sorcery.", "2024-06-07"),        # 702.171a
    # crew (702.122a; 702.121a from 2016-09-30): before 2022-02-18 it taps "untapped creatures you control", without
    # "other": a Vehicle that is a creature could crew itself, which this text doesn't allow — a difference only for a
    # Vehicle that is a creature as its crew ability is activated ("creature")
    _m("crew", "activated", "Tap any number of other untapped creatures you control with total power N or greater: "
       "~ becomes an artifact creature until end of turn.", "2016-09-30",
       differs=(("2022-02-18", "creature", "before 2022-02-18 crew's rule taps \u201cuntapped creatures you "
                 "control\u201d, not \u201cother untapped creatures\u201d: the Vehicle itself, if a creature, could crew it"),)),
    # station (702.184a, since 2025-07-25): its station symbols are read by kb.engine.cardtext (721.2a-b)
    _m("station", "activated", "Tap another untapped creature you control: Put a number of charge counters on ~ equal "
       "to the tapped creature's power. Activate only as a sorcery.", "2025-07-25"),              # 702.184a
    # fortify (702.67a; 502.65a from 2007-05-01): the Fortification's own attach ability, as equip is the Equipment's
    _m("fortify", "activated", "COST: Attach ~ to target land you control. Activate only as a sorcery.",
       "2007-05-01"),                                                                            # 702.67a
    _m("scavenge", "activated", "COST, Exile ~ from your graveyard: Put a number of +1/+1 counters equal to the power of "
       "the card you exiled on target creature. Activate only as a sorcery.", "2012-10-01"),    # 702.97a (702.95a)
    # the keywords that work from a graveyard (702.84a, 702.128a, 702.129a): activated there, their cost exiling the
    # card (embalm, eternalize) or their effect returning it (unearth). Unearth's "Remove it from the game at end of
    # turn" of 2008-10-01 (502.84a: "at end of turn" the beginning of the end of turn step, 312.1) is this text's
    # next end step for an ability activated only as a sorcery; its last sentence is kb.engine.leaveexile's replacement
    _m("unearth", "activated", "COST: Return ~ from your graveyard to the battlefield. It gains haste. Exile it at the "
       "beginning of the next end step. If it would leave the battlefield, exile it instead of putting it anywhere "
       "else. Activate only as a sorcery.", "2008-10-01"),                                      # 702.84a (502.84a)
    # the token's exceptions are copiable values (707.9b): kb.engine.copies
    _m("embalm", "activated", "COST, Exile ~ from your graveyard: Create a token that's a copy of ~, except it's white, "
       "it has no mana cost, and it's a Zombie in addition to its other types. Activate only as a sorcery.",
       "2017-04-28"),                                                                            # 702.128a (702.127a)
    _m("eternalize", "activated", "COST, Exile ~ from your graveyard: Create a token that's a copy of ~, except it's "
       "black, it's 4/4, it has no mana cost, and it's a Zombie in addition to its other types. Activate only as a "
       "sorcery.", "2017-07-08"),                                                                # 702.129a (702.128a)
    # encore (702.141a): its first sentence read by kb.engine.encore (a token for each opponent, each required to attack
    # that opponent this turn)
    _m("encore", "activated", "COST, Exile ~ from your graveyard: For each opponent, create a token that's a copy of ~ "
       "that attacks that opponent this turn if able. The tokens gain haste. Sacrifice them at the beginning of the next "
       "end step. Activate only as a sorcery.", "2020-11-20"),                                   # 702.141a
    # transmute (702.53a; 502.48a from 2005-10-01, "converted mana cost" before 2021-04-22): activated from the hand, its
    # cost discarding the card (113.6m); "the same mana value as" read by kb.engine.comparevalue
    _m("transmute", "activated", "COST, Discard ~: Search your library for a card with the same mana value as the "
       "discarded card, reveal that card, and put it into your hand. Then shuffle. Activate only as a sorcery.",
       "2005-10-01"),                                                                            # 702.53a (502.48a)
    _m("outlast", "activated", "COST, {T}: Put a +1/+1 counter on ~. Activate only as a sorcery.",
       "2014-09-25"),                                                                            # 702.107a (702.106a)
    # "Partner with [name]" (702.124j; 702.123f in 2018): NAME is the card name as written. Its other ability, the
    # designation of two commanders (903.3), works before the game begins: only the trigger acts on a board
    _m("partner with", "triggered", "When ~ enters, target player may search their library for a card named NAME, "
       "reveal it, put it into their hand, then shuffle.", "2018-06-08",
       r"^.Partner with \[name\]. (?:is a variant of the partner ability|represents two abilities)"),  # 702.124j
)}

_N = re.compile(r"(?<![A-Za-z])N(?![A-Za-z])")   # the keyword's number in its meaning
_ENTERS_N = re.compile(r"enters with N (\S+) counters on it")   # the number a keyword—sunburst takes (702.44c)
_NAMED = re.compile(r"^(?P<base>partner with) (?P<name>\S.*)$", re.IGNORECASE)   # "Partner with Chakram Retriever"
_FOR = re.compile(r"^affinity for (?P<object>[A-Za-z][A-Za-z ]*)$", re.IGNORECASE)   # "affinity for artifacts"
_OBJECT = re.compile(r"^(?P<base>[a-z][a-z ]*?) an? (?P<object>[A-Za-z][A-Za-z ]*)$")   # "champion a Goblin"
# a keyword (its "!" kept: "for mirrodin!", 702.163a) and its parameter: a number, mana symbols, or two mana symbols
# joined by "or" ("cumulative upkeep {g} or {w}": a choice as it is paid, kb.engine.payments)
_PARAM = re.compile(r"^(?P<base>[a-z][a-z ]*?!?)(?:[ \u2014-]+(?P<param>\d+[\u2014-](?:\{[^}]+\})+|\d+|(?:\{[^}]+\})+|"
                    r"\{[wubrg]\} or \{[wubrg]\})|"
                    r"[\u2014-](?P<words>[^.{][^.]*)\.?)?$")


def _object_param(name: str) -> tuple[str, str] | None:
    """(keyword, object) of an instance whose keyword takes an object ("champion an Elf" → ("champion", "Elf"),
    702.72a; "affinity for artifacts" → ("affinity", "artifact"), 702.41a), or None."""
    m = _FOR.match((name or "").strip())
    if m is not None:
        from .values import singular
        words = m.group("object").split()
        return "affinity", " ".join(words[:-1] + [singular(words[-1])])
    m = _OBJECT.match((name or "").strip())
    if m is None:
        return None
    k = KEYWORD_MEANINGS.get(m.group("base").lower())
    return (k.name, m.group("object")) if k is not None and "OBJECT" in k.text else None


def keyword_base(name: str) -> str:
    """The keyword of one instance as written: "bushido 2" → "bushido", "outlast {1}{W}" → "outlast"; a keyword taking
    an object or a name as this table has it ("champion an Elf", "partner with NAME"), else kb.engine.keywordbase's."""
    obj = _object_param(name)
    if obj is not None:
        return obj[0]
    named = _NAMED.match((name or "").strip())
    if named is not None and named.group("base").lower() in KEYWORD_MEANINGS:
        return named.group("base").lower()
    from .keywordbase import keyword_base as base   # the one reading of an instance's keyword (702)
    return base(name)


def meaning_of(name: str) -> KeywordMeaning | None:
    """The table entry of a keyword instance ("Rampage 2", "battle cry"), or None."""
    return KEYWORD_MEANINGS.get(keyword_base(name))


def _is_bare(k: KeywordMeaning, name: str) -> bool:
    """Whether instance ``name`` of ``k`` is the keyword alone, without the number its meaning takes ("Vanishing")."""
    return bool(k.bare) and (name or "").strip().lower().rstrip(".") == k.name


def concept_of(name: str) -> str | None:
    """The citation concept of the rule defining keyword instance ``name``: the keyword's ("vanishing", 702.63a), or
    the rule of the keyword without its number where it has one of its own ("hideaway_bare", 702.75b); None for a
    keyword not in the table."""
    k = meaning_of(name)
    if k is None:
        return None
    return (k.bare_concept or k.concept) if _is_bare(k, name) else k.concept


def ability_text(name: str, written: str | None = None) -> str | None:
    """The ability one keyword instance stands for, in the rules' words with its number or cost filled in ("bushido
    2" → "Whenever ~ blocks or becomes blocked, it gets +2/+2 until end of turn."); None when the keyword isn't in
    the table or its parameter isn't of the form the rule gives it (a number for N, mana symbols for a cost).
    ``written``: the instance as printed, whose card name a NAME keeps as written ("Partner with Chakram
    Retriever", 702.124j)."""
    named = _NAMED.match((written or name or "").strip())
    if named is not None:
        k = KEYWORD_MEANINGS.get(named.group("base").lower())
        return k.text.replace("NAME", named.group("name").strip().rstrip(".")) if k is not None and "NAME" in k.text \
            else None
    obj = _object_param(name)
    if obj is not None:   # "another OBJECT you control": the object as written, lower-case words kept ("a creature")
        return KEYWORD_MEANINGS[obj[0]].text.replace("OBJECT", obj[1])
    costed = _activated_cost_words(written or name)
    if costed is not None:
        return costed
    m = _PARAM.match((name or "").strip().lower())
    if not m:
        return None
    k = KEYWORD_MEANINGS.get(m.group("base").strip())
    if k is None or k.kind == "evasion" or "OBJECT" in k.text or "EFFECT" in k.text:   # exhaust: the card's own cost and effect
        return None
    param = m.group("param") or ""
    n_cost = re.fullmatch(r"(\d+)[\u2014-](?:\{[^}]+\})+", param)
    if n_cost is not None:   # "Impending 4—{1}{B}{B}": N here, the cost where the spell is cast (``cast_cost``)
        return _N.sub(n_cost.group(1), k.text) if k.cast_cost else None
    if "COST" in k.text and m.group("words"):   # "Echo—Discard a card.": the cost's own words (702.30a, 702.24a)
        words = re.sub(r"\{[^}]+\}", lambda x: x.group(0).upper(), m.group("words").strip())
        return k.text.replace("pay COST", words) if "pay COST" in k.text and not words.startswith("{") else None
    if "COST" in k.text and " or " in param:   # only where the cost is paid as the ability resolves (702.24a)
        return k.text.replace("COST", re.sub(r"\{[^}]+\}", lambda x: x.group(0).upper(), param)) \
            if "pay COST for each" in k.text else None
    if "COST" not in k.text and k.cast_cost and re.fullmatch(r"(?:\{[^}]+\})+", param):
        return k.text   # "Dash {2}{R}": the cost is the alternative cost read where the spell is cast (kb.engine.dash)
    if "COST" in k.text:
        return k.text.replace("COST", param.upper()) if param.startswith("{") else None
    if _N.search(k.text):
        if not param and _is_bare(k, name):   # "Vanishing" alone (702.63b)
            return k.bare[0]
        if not param and (m.group("words") or "").strip() == "sunburst":
            # "Modular—Sunburst" (702.44c): sunburst sets the number — a counter for each colour of mana spent to cast it
            text = _ENTERS_N.sub(r"enters with a \1 counter on it for each color of mana spent to cast it", k.text)
            return text if not _N.search(text) else None
        return _N.sub(param, k.text) if param.isdigit() else None
    return k.text if not param and not m.group("words") else None


def _activated_cost_words(written: str | None) -> str | None:
    """An activated keyword written "[Keyword]—[mana], [other costs]." ("Eternalize—{3}{U}{U}, Discard a card.",
    702.129a): its meaning with that whole cost, each part capitalised as a cost is written (602.1a); None for
    another form."""
    m = re.fullmatch(r"(?P<base>[A-Za-z][A-Za-z ]*?)\s*[—-]\s*(?P<cost>(?:\{[^}]+\})+(?:, [^.,:]+)+)\.?",
                     (written or "").strip())
    k = KEYWORD_MEANINGS.get(m.group("base").strip().lower()) if m else None
    if k is None or k.kind != "activated" or not k.text.startswith("COST, "):
        return None
    parts = m.group("cost").split(", ")
    cost = ", ".join([parts[0].upper()] + [p[:1].upper() + p[1:] for p in parts[1:]])
    return k.text.replace("COST", cost, 1)


def ability_texts(name: str, written: str | None = None) -> tuple[str, ...] | None:
    """The abilities one keyword instance stands for, one text each ("modular 2" → "~ enters with 2 +1/+1 counters on
    it." and its trigger, 702.43a); None as for :func:`ability_text`."""
    text = ability_text(name, written)
    return tuple(text.split("\n")) if text is not None else None


def edition_difference(name: str, edition: str, mana_cost: str | None = None, *, left: bool = False,
                       creature: bool = False) -> str | None:
    """Why the rule of ``edition`` defines keyword instance ``name`` otherwise than its entry's meaning, in a way that
    changes an answer (echo before 2006-10-01 means paying the mana cost, 502.19a; cumulative upkeep put a "cumulative
    upkeep counter" in 2001-07-23, 502.13a), or None. ``mana_cost``: the permanent's mana cost as written ("{1}{G}"),
    for a difference about the cost; ``left``: the ability resolves after its permanent left the battlefield.; ``creature``:
    the permanent is a creature as the ability is activated."""
    k = meaning_of(name)
    if k is None:
        return None
    m = _PARAM.match((name or "").strip().lower())
    cost = (m.group("param") or "").upper() if m else ""
    for until, when, why in k.differs:
        if edition >= until:
            continue
        if when == "always" or (when == "left" and left) or (when == "creature" and creature) or (when == "numbered" and cost.isdigit()) or \
                (when == "sunburst" and m and m.group("words") and
                                                            m.group("words").strip() == "sunburst") or \
                (when == "cost isn't the mana cost" and cost.replace(" ", "") != (mana_cost or "").upper().replace(" ", "")):
            return why
    return None
