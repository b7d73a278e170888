"""Rules that changed over the years, with the dates found in the texts of the editions.

Each change names its versions in date order; :func:`rule` gives the version in force in an
edition. ``evidence`` holds, for each version, a text pattern that the rule's wording matches in
the editions of that version (and no other): ``tests/test_engine_versions.py`` reads every
ingested edition and checks that the dates below are where the wording changes. The layer
systems themselves are in :mod:`kb.engine.profiles`; this module covers the rest of what the
engine models (the stack, damage, state-based actions).

Where a version's start is before the engine's earliest profile (2003-07-01), the start given is
the first edition of the corpus that already reads that way.
"""
from __future__ import annotations

from dataclasses import dataclass

__all__ = ["RuleChange", "CHANGES", "rule", "first_edition", "describe_version", "unknown_card_types", "can_die",
           "card_type_word"]


@dataclass(frozen=True)
class RuleChange:
    name: str
    title: str
    concept: str                 # citation concept of the rule that states it
    versions: tuple              # ((first edition date, value, how it reads), ...) in date order
    evidence: tuple              # ((value, regex, rule-number prefixes), ...): the wording of each version


CHANGES: dict[str, RuleChange] = {c.name: c for c in (
    RuleChange(   # kb.engine.costpayers
        "convoke_pays", "what convoke does", "convoke",
        versions=(("1999-04-23", "absent", "no rule for convoke"),
                  ("2005-10-01", "reduces", "an additional cost: each creature tapped reduces the spell's cost by {1} "
                                            "or by one mana of its colour"),
                  ("2013-07-13", "pays", "for each mana of the total cost, a creature may be tapped rather than pay it: "
                                         "any creature for generic mana, one of its colour for coloured mana")),
        evidence=(("reduces", r"Convoke. means .As an additional cost to (?:play|cast) this spell", ("502.", "702.")),
                  ("pays", r"Convoke. means .For each colored mana in this spell.s total cost", ("702.",)))),
    RuleChange(   # kb.engine.costpayers
        "delve_pays", "what delve does", "delve",
        versions=(("1999-04-23", "absent", "no rule for delve"),
                  ("2007-05-01", "reduces", "an additional cost: each card removed from (exiled from) the graveyard "
                                            "reduces the spell's cost by {1}"),
                  ("2013-07-13", "pays", "for each generic mana of the total cost, a card may be exiled from the "
                                         "graveyard rather than pay it")),
        evidence=(("reduces", r"Delve. means .As an additional cost to (?:play|cast) this spell", ("502.", "702.")),
                  ("pays", r"Delve. means .For each generic mana in this spell.s total cost", ("702.",)))),
    RuleChange(   # kb.engine.triggers, kb.engine.turnevents: what can "die"
        "dies_term", "what the term \"dies\" refers to", "zone_change_trigger",
        versions=(("1999-04-23", "no_term", "no term \"dies\": the Oracle word is read as a creature put into a "
                                              "graveyard from the battlefield"),
                  ("2011-06-17", "creatures", "\"dies\" means \"is put into a graveyard from the battlefield\" and is "
                                              "used only when referring to creatures"),
                  ("2013-02-01", "permanents", "\"dies\" means \"is put into a graveyard from the battlefield\", of any "
                                               "permanent (a planeswalker dies too)")),
        evidence=(("creatures", r"The term dies means .is put into a graveyard from the battlefield.?.? It is used only "
                                r"when referring to creatures", ("700.",)),
                  ("permanents", r"^The term dies means .is put into a graveyard from the battlefield\.?.?\.?\s*$",
                   ("700.",)))),
    RuleChange(
        "madness", "madness: the discard into exile and what its trigger lets the player do (kb.engine.madness)",
        "madness",
        versions=(("1999-04-23", "", "no rule for madness"),
                  ("2002-02-20", "until_passes", "the player may remove the discarded card from the game; until they "
                                                 "pass next they may play it for its madness cost, then it goes to "
                                                 "their graveyard"),
                  ("2006-10-01", "may_exile", "the player may exile the discarded card instead; as the trigger "
                                              "resolves its owner may cast it for its madness cost, else it goes to "
                                              "their graveyard"),
                  ("2016-04-08", "exiles", "the discarded card is exiled instead; as the trigger resolves its owner "
                                           "may cast it for its madness cost, else it goes to their graveyard")),
        evidence=(("until_passes", r"this way, until that player passes next", ("502.", "702.")),
                  ("may_exile", r"but may (?:remove it from the game|exile it) instead of putting it into his or her "
                                r"graveyard.{0,80}this way, its owner may", ("502.", "702.")),
                  ("exiles", r"discards it, but exiles it instead of putting it into", ("502.", "702.")))),
    RuleChange(
        "legend_rule", "the legend rule", "sba_legend",
        versions=(("1999-04-23", "earliest", "all but the one with the earliest timestamp are put into graveyards "
                                             "(a tie: all of them)"),
                  ("2001-07-23", "longest", "all but the one that has been a legendary permanent with that name the "
                                            "longest are put into graveyards, whoever controls them (a tie: all of them)"),
                  ("2004-10-01", "all", "all legendary permanents with the same name are put into their owners' graveyards, "
                                        "whoever controls them"),
                  ("2013-07-13", "per_controller", "a player who controls two or more legendary permanents with the same "
                                                   "name chooses one and puts the rest into their owners' graveyards")),
        evidence=(("earliest", r"same name are in play, all except the one with the earliest timestamp", ("420.",)),
                  ("longest", r"all except the one that has been a Legend or legendary permanent with that name the longest",
                   ("420.",)),
                  ("all", r"(legendary permanents with the same name are (in play|on the battlefield)|permanents with the same name "
                          r"have the supertype legendary), all are put", ("420.", "704.")),
                  ("per_controller", r"(controls two or more legendary permanents with the same name|two or more legendary "
                                     r"permanents with the same name are controlled by the same player)", ("704.",)))),
    RuleChange(
        "world_rule", "the world rule", "sba_world",
        versions=(("1999-04-23", "unstated", "no numbered rule: the glossary alone describes world enchantments"),
                  ("2001-07-23", "shortest", "all but the one that has been a world permanent on the battlefield for the "
                                             "shortest time are put into graveyards; a tie (they entered together): all"),
                  ("2013-07-13", "had_supertype", "all but the one that has had the world supertype for the shortest "
                                                  "time are put into graveyards; a tie: all")),
        evidence=(("shortest", r"all except the one that has been an? (enchant world|permanent with the world supertype)\b"
                               r".{0,30}for the shortest amount of time", ("420.", "704.")),
                  ("had_supertype", r"all except the one that has had the world supertype for the shortest", ("704.",)))),
    RuleChange(
        "face_down_mana_cost", "the mana cost of a face-down spell or permanent", "face_down",
        versions=(("1999-04-23", "unstated", "no rules for face-down spells and permanents"),
                  ("2002-10-07", "{0}", "a 2/2 face-down creature with no text, no name, no subtypes, no expansion "
                                       "symbol, and a mana cost of {0} (502.26b)"),
                  ("2006-10-01", "none", "a 2/2 face-down creature with no text, no name, no subtypes and no mana cost")),
        evidence=(("{0}", r"2/2 face-down creature.{0,120}a mana cost of (\{o?0\}|0\b)", ("502.",)),
                  ("none", r"2/2 face-down creature.{0,160}\bno mana cost", ("502.", "701.", "702.", "707.", "708.")))),
    RuleChange(
        "multi_layer_parts", "an effect that changes characteristics in several layers", "multi_layer",
        versions=(("1999-04-23", "unstated", "no rule says how it applies (cannot decide)"),
                  # no rule, but 418.5a's example of these two editions: an artifact's "becomes a 3/2 artifact
                  # creature" activated again after "becomes 0/2" "won't do anything, because the type-changing
                  # ability must be applied before the continuous effect that just changes power and toughness"
                  ("2003-07-01", "type_first_example", "the 418.5a example: a type-changing effect is applied whole "
                                                       "where type-changing effects apply, before effects that just "
                                                       "change power and toughness"),
                  ("2003-12-01", "type_in_4", "each part in its layer, but a type-changing effect wholly in layer 4 "
                                              "(418.5b)"),
                  ("2005-10-01", "each_layer", "each part in its layer (418.5b, today 613.6)")),
        evidence=(("type_in_4", r"If a type-, subtype-,? and supertype-changing effect should be applied in different "
                                r"layers, all are applied only in layer four", ("418.",)),
                  ("each_layer", r"^If an effect should be applied in different layers( and/or sublayers)?, the parts "
                                 r"of the effect each apply", ("418.", "612.", "613.")))),
    RuleChange(
        "removed_ability_effect", "an effect whose ability is removed while it applies in several layers", "multi_layer",
        versions=(("1999-04-23", "unstated", "no rule says whether its parts in later layers still apply (cannot decide)"),
                  ("2005-10-01", "continues", "it continues to apply to the same objects in each later layer, even if "
                                              "the ability generating it is removed (418.5b, today 613.6)")),
        evidence=(("continues", r"even if the ability generating the effect is removed", ("418.", "612.", "613.")),)),
    RuleChange(
        "illegal_targets", "a spell or ability whose targets are all illegal", "target_check",
        versions=(("1999-04-23", "countered", "it is countered on resolution"),
                  ("2018-04-27", "doesnt_resolve", "it doesn't resolve (it is not countered)")),
        evidence=(("countered", r"(The spell or ability is countered if all its targets|all targets are now illegal, the spell "
                                r"or ability is countered)", ("413.", "607.", "608.")),
                  ("doesnt_resolve", r"are now illegal, the spell or ability doesn.t resolve\. It.s removed from the stack",
                   ("608.",)))),
    RuleChange(
        "deathtouch", "deathtouch", "deathtouch",
        versions=(("1999-04-23", "none", "no deathtouch keyword"),
                  ("2007-05-01", "trigger", "a triggered ability: whenever it deals damage to a creature, destroy that creature"),
                  ("2009-07-11", "static", "a static ability: any damage from it is lethal; the creature is destroyed "
                                           "as a state-based action")),
        evidence=(("trigger", r"^Deathtouch is a triggered ability", ("502.",)),
                  ("static", r"^Deathtouch is a static ability", ("702.",)))),
    RuleChange(
        "deathtouch_lethal", "deathtouch damage as lethal damage when assigning combat damage", "deathtouch",
        versions=(("1999-04-23", "no", "lethal damage is the creature's toughness minus its damage, deathtouch or not"),
                  ("2010-07-16", "yes", "any nonzero combat damage assigned by a deathtouch source is lethal damage "
                                        "(trample can assign the rest to the player)")),
        evidence=(("yes", r"(combat )?damage (assigned to a creature )?by a source with deathtouch (is considered to be|"
                          r"can be considered) lethal|(1|one) damage .{0,40}deathtouch.{0,60}lethal damage",
                   ("702.", "510.")),)),
    RuleChange(
        "lifelink", "lifelink", "lifelink",
        versions=(("1999-04-23", "none", "no lifelink keyword"),
                  ("2007-05-01", "trigger", "a triggered ability: whenever it deals damage, its controller gains that much life"),
                  ("2009-07-11", "static", "a static ability: damage it deals causes its controller to gain that much life "
                                           "(at the same time)")),
        evidence=(("trigger", r"^Lifelink is a triggered ability", ("502.",)),
                  ("static", r"^Lifelink is a static ability", ("702.",)))),
    RuleChange(
        "annihilation", "+1/+1 and -1/-1 counters annihilate", "sba_annihilate",
        versions=(("1999-04-23", False, "no such state-based action"),
                  ("2006-10-01", True, "N +1/+1 and N -1/-1 counters are removed as a state-based action")),
        evidence=((True, r"both a \+1/\+1 counter and a -1/-1 counter on it", ("420.", "704.")),)),
    RuleChange(
        "indestructible_status", "being indestructible", "indestructible_status",
        versions=(("1999-04-23", "glossary", "being indestructible is defined only in the glossary (no rule says "
                                             "whether it is an ability)"),
                  ("2009-07-11", "status", "being indestructible is neither an ability nor a characteristic: it is just "
                                           "something true about a permanent (700.4a)"),
                  ("2013-07-13", "keyword", "indestructible is a keyword ability (702.12)")),
        evidence=(("status", r"actually being indestructible is neither an ability nor a characteristic", ("700.",)),
                  ("keyword", r"^Indestructible is a static ability", ("702.",)))),
    RuleChange(
        "token_owner", "who owns a token", "token_owner",
        versions=(("1999-04-23", "unstated", "no rule says who owns a token"),
                  ("1999-11-01", "source_controller", "the controller of the spell or ability that created it, whoever "
                                                      "put it onto the battlefield (216.1)"),
                  ("2009-07-11", "entered_under", "the player under whose control it entered the battlefield (110.5a)"),
                  ("2018-07-13", "creator", "the player who created it (110.5a, 111.2)")),
        evidence=(("source_controller", r"owned by the controller of the spell or ability that created it", ("216.", "200.")),
                  ("entered_under", r"owned and controlled by the player under whose control it entered", ("110.",)),
                  ("creator", r"player who creates? a token is its owner", ("110.", "111.")))),
    RuleChange(
        "second_damage_step", "who assigns combat damage in the second combat damage step", "first_strike_step",
        versions=(("1999-04-23", "remaining", "\"the remaining creatures\" (502.2b)"),
                  ("2003-07-01", "didnt_assign", "attackers and blockers that didn't assign combat damage in the first "
                                                 "step, plus creatures with double strike (310.5)"),
                  ("2009-07-11", "no_first_strike", "attackers and blockers that didn't have first strike as the first step "
                                                    "began, plus those that have double strike now (510.5)"),
                  ("2009-09-04", "had_neither", "attackers and blockers that had neither first strike nor double strike as "
                                                "the first step began, plus those that have double strike now")),
        evidence=(("didnt_assign", r"(any|surviving) attackers and blockers that didn.t assign combat damage in the first step",
                   ("310.",)),
                  ("no_first_strike", r"blockers that didn.t have first strike as the first combat damage step began",
                   ("510.",)),
                  ("had_neither", r"had neither first strike nor double strike as the first combat damage step began",
                   ("510.",)))),
    RuleChange(
        "mana_burn", "mana burn", "life",
        versions=(("1999-04-23", True, "unused mana at the end of a phase causes a loss of life"),
                  ("2009-07-11", False, "no mana burn")),
        evidence=((True, r"This is called mana burn", ("300.",)),)),
    RuleChange(
        "damage_is_life_loss", "damage dealt to a player as a loss of life", "damage_player",
        versions=(("1999-04-23", False, "damage dealt to a player is subtracted from their life total; no rule calls "
                                        "it a loss of life (damage and loss of life are told apart)"),
                  ("2007-05-01", True, "damage dealt to a player causes that player to lose that much life (215.2)")),
        evidence=((True, r"Damage dealt to a player (by a source without infect )?(normally )?causes that player to "
                         r"lose that much life", ("215.", "212.", "117.", "118.", "119.", "120.")),)),
    RuleChange(
        "copy_new_targets_legal", "a copy's new targets must be legal", "copy_new_targets",
        versions=(("1999-04-23", False, "an effect or storm lets a copy's controller choose new targets; no rule says "
                                        "they must be legal"),
                  ("2007-02-01", True, "if the player changes a copy's targets, the new targets must be legal (503.10b)")),
        evidence=((True, r"If the player chooses to change some or all of the targets, the new targets must be legal",
                   ("503.", "706.", "707.")),)),
    RuleChange(
        "copy_could_target", "copies for each player or object a spell could target", "copy_could_target",
        versions=(("1999-04-23", False, "no rule says how copies for each object a spell could target are made"),
                  ("2016-07-22", True, "one copy for each player or object it could target, each with that target, put "
                                       "on the stack in the order of their controller's choice (706.10d)")),
        evidence=((True, r"Some effects copy a spell or ability for each player or object it .could target",
                   ("706.", "707.")),)),
    RuleChange(
        "combat_damage_stack", "combat damage uses the stack", "damage",
        versions=(("1999-04-23", True, "combat damage is assigned, put on the stack and players may respond"),
                  ("2009-07-11", False, "combat damage is dealt as the combat damage step begins, without the stack")),
        evidence=((True, r"Combat damage goes on the stack once it.s been assigned", ("408.",)),)),
    RuleChange(
        "damage_assignment", "how a blocked creature's combat damage is assigned", "combat_assign",
        versions=(("1999-04-23", "stack", "assigned as its controller chooses, then put on the stack; players may "
                                          "respond before it is dealt"),
                  ("2009-07-11", "order", "assigned in damage assignment order: lethal damage to the first blocker "
                                          "before any to the next"),
                  ("2024-11-08", "free", "divided as its controller chooses among the blockers")),
        evidence=(("stack", r"Combat damage goes on the stack once it.s been assigned", ("408.",)),
                  ("order", r"damage assignment order", ("509.", "510.")),
                  ("free", r"two or more creatures are blocking it, it assigns its combat damage to those creatures divided "
                           r"as its controller chooses among them", ("510.",)))),
    RuleChange(
        "planeswalker_uniqueness", "the planeswalker uniqueness rule", "sba",
        versions=(("1999-04-23", "none", "no such rule"),
                  ("2007-10-01", "all", "two or more planeswalkers sharing a planeswalker type: all are put into graveyards"),
                  ("2013-07-13", "per_controller", "a player controlling two or more planeswalkers sharing a type keeps one"),
                  ("2017-09-29", "none", "no planeswalker uniqueness rule")),
        evidence=(("all", r"planeswalkers that share a planeswalker type are (in play|on the battlefield), all are put", ("420.", "704.")),
                  ("per_controller", r"controls two or more planeswalkers that share a planeswalker type", ("704.",)))),
    RuleChange(
        "enters_view", "which effects decide how a permanent enters (614.12)", "enters_characteristics",
        versions=(("1999-04-23", "unstated", "the rules say only that \"comes into play\" effects are replacement "
                                             "effects (419.1b-c): the permanent's own text decides"),
                  ("2008-02-01", "own", "the permanent's own characteristics: effects from other sources are ignored"),
                  ("2017-09-29", "existing", "its characteristics as it would exist on the battlefield, including "
                                             "continuous effects that already exist and would apply to it")),
        evidence=(("own", r"ignoring continuous effects from any other source that would affect it", ("419.", "613.", "614.")),
                  ("existing", r"continuous effects that already exist and would apply to the permanent", ("614.",)))),
    RuleChange(
        "sunburst_type_changes", "whether type-changing effects count when sunburst asks if an object enters as a creature",
        "sunburst",
        versions=(("1999-04-23", False, "not said: a creature spell (2004), or an object coming into play (entering the "
                                        "battlefield) from the stack as a creature"),
                  ("2018-10-05", True, "ignored: \"entering as a creature, ignoring any type-changing effects that would "
                                       "affect it\"")),
        evidence=((True, r"^Sunburst is a static ability.{0,200}ignoring any type-changing effects", ("702.",)),)),
    RuleChange(
        "split_characteristics", "a split card's characteristics outside the stack", "split_cards",
        versions=(("1999-04-23", "none", "no rule for split cards yet"),
                  ("2001-07-23", "two_sets", "two sets of characteristics and two mana values (a comparison is true if "
                                             "either half matches)"),
                  ("2017-04-28", "combined", "its two halves combined: both names, the combined mana cost and mana value")),
        evidence=(("two_sets", r"split cards have two sets of characteristics",
                   ("505.", "708.")),
                  ("combined", r"the characteristics of a split card are those of its two halves combined", ("708.", "709.")))),
    RuleChange(
        "dfc_back_mana_value", "the mana value of a double-faced permanent with its back face up", "dfc_faces",
        versions=(("1999-04-23", "zero", "the back face has no mana cost: mana value 0"),
                  ("2016-04-08", "front", "calculated from the mana cost of its front face")),
        evidence=(("front", r"mana cost of its front face",
                   ("711.", "712.")),)),
    RuleChange(
        "same_target_once", "choosing the same object or player for more than one target", "cast_targets",
        versions=(("1999-04-23", "once", "the same target can't be chosen multiple times, whatever the instances of "
                                         "the word \"target\""),
                  ("2004-10-01", "per_word", "once for each instance of the word \"target\" (as long as it fits each "
                                             "one's criteria)")),
        evidence=(("once", r"same target can.t be chosen multiple times\.", ("409.",)),
                  ("per_word", r"can be chosen once for each instance of the word", ("409.", "601.", "115.")))),
    RuleChange(
        "illegal_target_info", "information about an illegal target", "target_illegal_part",
        versions=(("1999-04-23", "unaffected", "illegal targets are not affected; the rest resolves as if all were legal"),
                  ("2010-02-01", "information", "illegal targets are not affected, but the effect may still determine "
                                                "information about them (as they last existed); the rest resolves"),
                  ("2015-07-17", "no_information", "an effect that needs information about an illegal target fails to "
                                                   "determine it, and that part of the effect doesn't happen")),
        evidence=(("information", r"may still determine information about illegal targets", ("608.",)),
                  ("no_information", r"requires information about an illegal target, it fails to determine", ("608.",)))),
    RuleChange(
        "card_type_planeswalker", "the planeswalker card type", "planeswalker_type",
        versions=(("1999-04-23", False, "no planeswalker card type (no loyalty, no loyalty abilities)"),
                  ("2007-10-01", True, "planeswalker is a card type")),
        evidence=((True, r"card types are .{0,200}\bplaneswalker\b", ("204.", "205.", "300.")),)),
    RuleChange(
        "card_type_battle", "the battle card type", "battle_type",
        versions=(("1999-04-23", False, "no battle card type (no defense, no protector)"),
                  ("2023-04-14", True, "battle is a card type")),
        evidence=((True, r"card types are .{0,200}\bbattle\b", ("204.", "205.", "300.")),)),
    RuleChange(   # kb.engine.state.describe (through card_type_word), unknown_card_types
        "card_type_kindred", "the tribal / kindred card type", "card_types",
        versions=(("1999-04-23", False, "no tribal card type"),
                  ("2007-05-01", "tribal", "tribal is a card type (212.8 of 2007, 308 from 2009-07-11)"),
                  ("2024-06-07", "kindred", "the same card type renamed kindred")),
        evidence=(("tribal", r"Each tribal card has another card type", ("212.", "308.")),
                  ("kindred", r"Each kindred card has another card type", ("308.",)))),
    RuleChange(
        "planeswalker_redirect", "redirecting noncombat damage from a player to a planeswalker", "pw_redirect",
        versions=(("1999-04-23", False, "no such rule (no planeswalkers)"),
                  ("2007-10-01", True, "noncombat damage an opponent's source would deal to a player may be dealt to "
                                       "a planeswalker that player controls instead (a redirection effect)"),
                  ("2018-04-27", False, "no redirection: a spell or ability must target the planeswalker")),
        evidence=((True, r"may have that source deal that damage to a planeswalker", ("212.", "306.")),)),
    RuleChange(
        "loyalty_mana_ability", "a loyalty ability that adds mana", "mana_ability_def",
        versions=(("1999-04-23", "mana", "any activated ability without a target that could add mana is a mana ability "
                                         "(it doesn't use the stack), a loyalty ability included"),
                  ("2010-10-01", "not_mana", "a loyalty ability is never a mana ability: it uses the stack")),
        evidence=(("not_mana", r"(and )?it.s not a loyalty ability", ("605.",)),)),
    RuleChange(
        "mana_ability_library", "a mana ability whose cost or effect moves a card to or from a library", "mana_ability_def",
        versions=(("1999-04-23", "mana", "it is a mana ability like any other that meets the criteria"),
                  ("2026-08-07", "not_mana", "it is not a mana ability (605.1a): it uses the stack")),
        evidence=(("not_mana", r"cost and effect don.t move any card to or from a library", ("605.",)),)),
    RuleChange(
        "counters_lki_kinds", "a triggered ability putting only some kinds of a gone object's counters on another",
        "counters_lki",
        versions=(("1999-04-23", "none", "no rule of putting a gone object's counters on another"),
                  ("2021-02-05", "unstated", "the rule of putting a gone object's counters on another (122.8) doesn't "
                                             "say what an ability naming a kind of counter puts"),
                  ("2025-09-19", "kinds", "only the same number of each kind the ability names")),
        evidence=(("unstated", r"^If a triggered ability instructs a player to put one object.s counters on another "
                               r"object(?!.*specifies what kind)", ("122.",)),
                  ("kinds", r"If the ability specifies what kind.s. of counters to place", ("122.",)))),
    RuleChange(
        "token_transform", "which double-faced permanents can transform: tokens, modal double-faced cards",
        "transform_only_dfc",
        versions=(("1999-04-23", "none", "no double-faced cards"),
                  ("2011-09-30", "cards_only", "only a permanent represented by a double-faced card transforms: a token "
                                               "(a copy of a double-faced permanent too) doesn't, nothing happens"),
                  ("2020-09-25", "transforming_cards", "only a permanent represented by a transforming double-faced card: "
                                                       "neither a token nor a modal double-faced card"),
                  ("2023-04-14", "transforming", "a transforming token or a permanent represented by a transforming "
                                                 "double-faced card: not a modal double-faced card"),
                  ("2025-09-19", "any_dfc", "a double-faced token or a permanent represented by a double-faced card, "
                                            "modal ones too")),
        # each version's words in the instruction rule (701.25a-701.28c: "… isn't represented by …, nothing happens")
        # or in the rule of transforming itself (701.26a-701.28a: "Only permanents represented by …")
        evidence=(("cards_only", r"isn.t represented by a double-faced card, nothing happens|"
                                 r"Only permanents represented by double-faced cards can transform", ("701.",)),
                  ("transforming_cards", r"isn.t represented by a transforming double-faced card, nothing happens|"
                                         r"Only permanents represented by transforming double-faced cards can transform",
                   ("701.",)),
                  ("transforming", r"isn.t represented by a transforming token or a transforming double-faced card|"
                                   r"Only transforming tokens and permanents represented by transforming double-faced "
                                   r"cards can transform", ("701.",)),
                  ("any_dfc", r"isn.t represented by a double-faced token or a double-faced card|Only permanents "
                              r"represented by double-faced tokens and double-faced cards can transform", ("701.",)))),
    RuleChange(
        "saga_chapterless", "a Saga with no chapter abilities (one that lost them)", "saga_sacrifice",
        versions=(("1999-04-23", "none", "no Sagas"),
                  ("2018-04-27", "sacrificed", "its final chapter number is 0 (714.2d), so with any number of lore "
                                               "counters it is sacrificed (714.4, 704.5s); it still gets a lore counter "
                                               "as its controller's precombat main phase begins"),
                  ("2025-06-06", "kept", "only a Saga with one or more chapter abilities gets lore counters and is "
                                         "sacrificed: one with none stays")),
        evidence=(("sacrificed", r"lore counters on a Saga permanent is greater than or equal to its final chapter number|"
                                 r"puts a lore counter on each Saga they control\. ", ("714.", "715.")),
                  ("kept", r"lore counters on a Saga permanent with one or more chapter abilities is greater|"
                           r"puts a lore counter on each Saga they control with one or more chapter abilities",
                   ("714.", "715.")))),
    RuleChange(
        "token_name", "the name of a token the effect creating it doesn't name", "token_name",
        versions=(("1999-04-23", "subtypes", "its subtypes (creature types): a Soldier creature token is named "
                                             "Soldier"),
                  ("2021-11-19", "subtypes_token", "its subtypes plus the word Token: Soldier Token")),
        evidence=(("subtypes_token", r"its name is the same as its subtype\(s\) plus the word", ("111.",)),)),
    RuleChange(
        "battle_sba", "the state-based action for a battle with defense 0", "sba_battle",
        versions=(("1999-04-23", "none", "no battles"),
                  ("2023-04-14", "any", "a battle with defense 0 that isn't the source of a triggered ability "
                                        "still waiting to leave the stack is put into its owner's graveyard"),
                  ("2026-08-07", "siege_only", "only for a Siege does a waiting triggered ability keep it; a non-Siege "
                                               "battle with defense 0 is put into its owner's graveyard (704.5w)")),
        evidence=(("any", r"^If a battle has defense 0 and it isn.t the source of an ability", ("704.",)),
                  ("siege_only", r"^If a (non-)?Siege battle has defense 0", ("704.",)))),
    RuleChange(   # kb.engine.sba (_protector_rule)
        "typeless_battle_protector", "the protector of a battle with no battle type", "battle_protector",
        versions=(("1999-04-23", "none", "no battles"),
                  ("2023-04-14", "enters", "its controller becomes its protector as it enters (310.8a); no rule replaces "
                                           "that protector later"),
                  ("2026-08-07", "controller_only", "only its controller can be its protector (310.9a): a protector "
                                                    "who isn't its controller is replaced by it (704.5y)")),
        evidence=(("enters", r"If it has no battle types, its controller becomes its protector", ("310.",)),
                  ("controller_only", r"If it has no battle types, only its controller can be its protector",
                   ("310.",)))),
    RuleChange(
        "leave_game", "what leaves with a player who leaves a multiplayer game", "player_leaves",
        versions=(("1999-04-23", "unstated", "no rule says"),
                  ("2005-08-01", "leave", "the objects they own leave the game, their spells and abilities on the stack "
                                          "cease to exist, control effects giving them objects end, and what they still "
                                          "control leaves the game"),
                  ("2006-10-01", "exile_stack_ceases", "as before, but what they still control and don't own is put into "
                                                       "the removed-from-the-game (exile) zone"),
                  ("2012-10-01", "exile", "only their objects on the stack not represented by cards cease to exist; "
                                          "what they still control (a card on the stack too) is exiled")),
        evidence=(("leave", r"still controlled by that player, those objects leave the game\. This is not", ("600.", "800.")),
                  ("exile_stack_ceases", r"all spells and abilities controlled by that player on the stack cease to "
                                         r"exist.{0,300}(removed-from-the-game zone|are exiled)", ("600.", "800.")),
                  ("exile", r"controlled any objects on the stack not represented by cards, those objects cease to exist",
                   ("800.",)))),
    RuleChange(
        "storm", "the storm keyword", "storm",
        versions=(("1999-04-23", False, "no storm keyword"),
                  ("2003-07-01", True, "a triggered ability: as the spell is cast, one copy for each other spell cast "
                                       "before it this turn")),
        evidence=((True, r"^Storm is a triggered ability", ("502.", "702.")),)),
    RuleChange(
        "cascade", "the cascade keyword", "cascade",
        versions=(("1999-04-23", False, "no cascade keyword"),
                  ("2009-05-01", True, "a triggered ability: as the spell is cast, exile cards from the top of the "
                                       "library until a nonland card with a lesser mana value, which may be cast free")),
        evidence=((True, r"^Cascade is a triggered ability", ("502.", "702.")),)),
    # kb.engine.storm (cascade_face): whether the spell cascade lets be cast must itself have a lesser mana value — from
    # 2021-02-15 "if the resulting spell's converted mana cost is less than this spell's" (702.84a then, 702.85a
    # today); before, the card found could be cast as any of its faces or halves (a modal DFC's back face, an Adventure)
    RuleChange(
        "cascade_resulting", "whether the spell cascade casts must have a lesser mana value", "cascade",
        versions=(("1999-04-23", "unstated", "no cascade keyword"),
                  ("2009-05-01", "card", "the card found may be cast as any face or half, whatever that spell's mana "
                                         "value"),
                  ("2021-02-15", "resulting", "only if the resulting spell's mana value is less than the cascading "
                                              "spell's (702.85a)")),
        evidence=(("card", r"You may (?:cast|play) that card without paying its mana cost\. Then put all cards",
                   ("502.", "702.")),
                  ("resulting", r"without paying its mana cost if the resulting spell.s (?:converted mana cost|mana "
                                r"value) is less than", ("702.",)))),
    # kb.engine.discover: the keyword action "discover N" (701.55a from 2023-11-17, 701.57a today)
    RuleChange(
        "discover", "the discover keyword action", "discover",
        versions=(("1999-04-23", False, "no discover keyword action"),
                  ("2023-11-17", True, "exile cards from the top of the library until a nonland card with mana value N "
                                       "or less, which may be cast without paying its mana cost or else is put into the "
                                       "hand; the rest go to the bottom in a random order")),
        evidence=((True, r"^.Discover N. means", ("701.",)),)),
    RuleChange(
        "defending_player_of_ability", "\u201cdefending player\u201d in an ability that isn't the attacking creature's",
        "defending_player",
        versions=(("1999-04-23", "source", "only an attacking creature's own effects name the player it attacks; "
                                           "otherwise the one defending player, or one its controller chooses (802.2a)"),
                  ("2010-02-01", "refers_both", "a spell or ability that refers to both an attacking creature and a "
                                                "defending player names the player that creature attacks")),
        evidence=(("refers_both", r"refers to both an attacking creature and a defending player", ("508.", "802.")),)),
    RuleChange(
        "phasing_model", "phasing", "phasing",
        versions=(("1999-04-23", "obsolete", "phasing is only an obsolete glossary term: no rules for it"),
                  ("2001-07-23", "zone", "a permanent that phases out goes to the phased-out zone (217.8): not in play, "
                                         "controlled by no one, the same permanent when it returns (502.15f)"),
                  ("2009-07-11", "status", "a phased-out permanent stays on the battlefield but is treated as though "
                                           "it does not exist (702.26b, 702.26d)")),
        evidence=(("zone", r"^Permanents that phase out are placed in the phased-out zone", ("217.",)),
                  ("status", r"its status changes to .phased out", ("702.",)))),
    RuleChange(
        "phased_out_tokens", "a phased-out token", "phasing_token",
        versions=(("1999-04-23", "unstated", "no rules for phasing"),
                  ("2001-07-23", "cease", "a phased-out token ceases to exist (a state-based action)"),
                  ("2017-08-25", "exist", "tokens continue to exist on the battlefield while phased out")),
        evidence=(("cease", r"^(Tokens in the phased-out zone|Phased-out tokens) cease to exist", ("217.", "702.")),
                  ("exist", r"Tokens continue to exist on the battlefield while phased out", ("702.",)))),
    RuleChange(
        "phasing_damage", "damage on a permanent that phases out", "phasing_damage",
        versions=(("1999-04-23", False, "no rule removes it"),
                  ("2001-07-23", True, "all damage dealt to it is removed as it phases out"),
                  ("2009-07-11", False, "no rule removes it (it stays marked until the cleanup step)")),
        evidence=((True, r"^When a permanent phases out, all damage dealt to it is removed", ("502.",)),)),
    RuleChange(
        "phasing_limited", "limited-duration effects on a permanent that phases out", "phasing_limited",
        versions=(("1999-04-23", False, "no rules for phasing"),
                  ("2001-07-23", True, "effects with limited duration that specifically reference it can't affect "
                                       "it further"),
                  ("2009-07-11", False, "effects go on affecting it unless their duration ends")),
        evidence=((True, r"^Effects with limited duration and delayed triggered abilities that specifically reference",
                   ("502.",)),)),
    RuleChange(
        "phasing_leaves_triggers", "leaves-play abilities and phasing out", "phasing_triggers",
        versions=(("1999-04-23", False, "no rules for phasing"),
                  ("2001-07-23", True, "a permanent phasing out triggers leaves-play abilities as usual"),
                  ("2005-10-01", False, "phasing in or out triggers no comes-into-play or leaves-play abilities")),
        evidence=((True, r"Permanents phasing out trigger leaves-? ?play abilities as usual", ("502.",)),)),
    RuleChange(
        "cast_prohibition", "when an effect that prohibits casting a spell is checked", "cast_prohibited",
        versions=(("1999-04-23", "unstated", "no rule says when: a prohibition is checked as the player begins to play "
                                             "the spell"),
                  ("2002-10-07", "begin", "a player can't begin to play (cast) a prohibited spell: checked before "
                                          "choices such as X are made (X is 0 off the stack)"),
                  ("2015-07-17", "proposal", "a prohibition based on qualities the spell's proposal determines is "
                                             "checked once it is proposed (the value chosen for X counts)")),
        evidence=(("begin", r"can.t begin to (cast|play) a spell( or activated ability)? that.s prohibited", ("409.", "601.")),
                  ("proposal", r"(or prohibit a spell from being cast|ignoring any effect that would prohibit that spell "
                               r"from being cast based on information|^If an effect prohibits a player from casting a "
                               r"spell with certain qualities)", ("601.",)))),
    RuleChange(
        "poison_rule", "ten or more poison counters", "sba_poison",
        versions=(("1999-04-23", "unstated", "no rule says what poison counters do"),
                  ("2001-07-23", "loses", "a player with ten or more poison counters loses the game (a state-based "
                                          "action)")),
        evidence=(("loses", r"(ten|10) or more poison counters", ("420.", "704.")),)),
    RuleChange(   # kb.engine.sba: a life total that went to 0 or less
        "zero_life_loss", "when a player with 0 or less life loses", "sba_life",
        versions=(("1999-04-23", "immediate", "a player whose life total is 0 or less loses the game immediately"),
                  ("1999-11-01", "state_based", "a player whose life total is 0 or less loses the game the next time a "
                                                "player receives priority, a state-based effect")),
        evidence=(("immediate", r"life total is 0 or less, he or she loses the game\s+immediately", ("102.",)),
                  ("state_based", r"life total is 0 or less, (?:he or she|that player) loses the game the next time",
                   ("102.", "104.")))),
    RuleChange(
        "poisoned_term", "the word \u201cpoisoned\u201d", "poisoned",
        versions=(("1999-04-23", "undefined", "no rule defines \u201cpoisoned\u201d"),
                  ("2011-02-04", "defined", "a player with one or more poison counters is \u201cpoisoned\u201d")),
        evidence=(("defined", r"is [\u201c\"]poisoned[\u201d\"] if", ("121.", "122.")),)),
    RuleChange(   # kb.engine.objects.summoning_sick
        "summoning_continuity", "whether the summoning sickness rule asks for continuous control", "summoning_sick",
        versions=(("1999-04-23", "since_start", "a creature under its controller's control \"since the start of his or "
                                                "her most recent turn\": control that left and came back is not settled"),
                  ("2009-07-11", "continuously", "a creature under its controller's control \"continuously since\" their "
                                                 "most recent turn began: control that left and came back breaks it")),
        evidence=(("continuously", r"under its controller.s control continuously since", ("302.",)),)),
    RuleChange(   # kb.engine.combat: the attack check
        "walls_cant_attack", "whether the creature type Wall stops an attack", "walls_cant_attack",
        versions=(("1999-04-23", True, "Walls can't be declared as attackers: the creature type alone forbids it"),
                  ("2004-10-01", False, "the creature type Wall has no rules meaning (defender stops an attack)")),
        evidence=((True, r"(Walls, (and )?creatures (that )?the active player|creatures with creature type Wall)",
                   ("308.",)),)),
    RuleChange(
        "toughness_sba", "a creature's toughness as a state-based action", "sba_toughness",
        versions=(("1999-04-23", "zero", "a creature with toughness 0 is put into its owner's graveyard (less than 0: "
                                         "no rule)"),
                  ("1999-11-01", "zero_or_less", "a creature with toughness 0 or less is put into its owner's graveyard")),
        evidence=(("zero", r"^A creature with toughness 0 is put", ("420.",)),
                  ("zero_or_less", r"toughness 0 (\(or less\)|or less)", ("420.", "704.")))),
    RuleChange(
        "draw_step_stack", "the draw in the draw step", "draw",
        versions=(("1999-04-23", "trigger", "a triggered ability (\"At the beginning of your draw step, draw a card\") "
                                            "on the stack: players may respond before the card is drawn"),
                  ("1999-11-01", "placed", "\"Draw a card\" is placed on the stack \"just as if a card read 'At the "
                                           "beginning of your draw step, draw a card'\": players may respond before the card "
                                           "is drawn"),
                  ("2001-07-23", "stack", "the draw goes on the stack, on top of the abilities that trigger as the step "
                                          "begins: players may respond before the card is drawn"),
                  ("2003-07-01", "action", "the active player draws as the step begins, without the stack")),
        evidence=(("trigger", r"^At the beginning of the draw step, the active player draws one card.{0,40}This is played as "
                              r"a triggered ability", ("304.",)),
                  ("placed", r".Draw a card. is placed on the stack", ("304.",)),
                  ("stack", r"(the draw step action.{1,3}the active player drawing a card.{1,3}goes on the stack|draw action "
                            r"of the draw step)", ("304.", "408.")))),
    # kb.engine.sba (put_triggers_on_stack): who controls a triggered ability that says a player "may" do something —
    # 410.2 of 1999-04-23 ("The controller of the ability usually controls the pseudospell, regardless of who controls
    # the permanent ... If the ability offers both players a choice, it generates one pseudospell per player"), of
    # 1999-11-01 ("If the ability says a player 'may' do something, that player controls the triggered ability and the
    # pseudospell"); from 2001-07-23 the player who controlled its source when it triggered, the "may" player making
    # that instruction's choices (the engine's model). Before, an ability giving another player a "may" is refused.
    RuleChange(
        "trigger_may_control", "who controls a triggered ability that says a player \u201cmay\u201d do something",
        "trigger",
        versions=(("1999-04-23", "ability", "the controller of the ability controls its pseudospell, whoever controls "
                                            "the permanent; one offering both players a choice makes one pseudospell "
                                            "per player"),
                  ("1999-11-01", "may_player", "the player it says \u201cmay\u201d do something controls it and its "
                                               "pseudospell (one pseudospell per such player); without \u201cmay\u201d, "
                                               "the controller of its source"),
                  ("2001-07-23", "source", "the player who controlled its source when it triggered; a player it says "
                                           "\u201cmay\u201d do something makes that instruction's choices")),
        evidence=(("ability", r"If the ability offers both players a choice, it generates one pseudospell per player",
                   ("410.",)),
                  ("may_player", r"If the ability says a player .may. do something, that player controls the triggered "
                                 r"ability", ("410.",)))),
    # kb.engine.actions (a resolved continuous effect that changes the rules): 418.3b of 1999 chooses "the set of
    # permanents subject to continuous effects from a spell or ability" as it is played (targets) or resolves, and
    # "After resolution, this set won't change" — every such effect, where 2001-07-23 lets an effect that doesn't modify
    # characteristics ("modify the rules of the game") affect objects that weren't affected when it began (611.2c).
    RuleChange(
        "rules_effects_locked", "whether a resolved effect that changes the rules of the game affects only the "
                                "permanents it affected as it resolved", "rules_effects",
        versions=(("1999-04-23", "locked", "the set of permanents subject to a continuous effect from a spell or "
                                           "ability is chosen as it is played or resolves and won't change"),
                  ("2001-07-23", "rules", "an effect that doesn't modify characteristics modifies the rules of the game "
                                          "and can affect objects that weren't affected when it began")),
        evidence=(("locked", r"set of permanents subject to continuous effects from a spell or ability is chosen",
                   ("418.",)),)),
    # kb.engine.combat (_remove_from_combat): a creature still on the battlefield that stops being a creature — removed
    # from combat by 306.2 of 1999 ("if it stops being a creature or its controller changes") and from 2003-07-01 ("if
    # it stops being a creature"); 306.2 of 2001-07-23 to 2003-03-15 says "if it stops being a creature (as a result of
    # leaving play by any means ...)", tying it to leaving play: such a creature is refused under those texts
    RuleChange(
        "noncreature_removed", "whether a creature that stops being a creature but stays in play is removed from combat",
        "removed_from_combat",
        versions=(("1999-04-23", "removed", "removed from combat: it stops being a creature"),
                  ("2001-07-23", "leaving_play", "the rule names a creature that stops being a creature \u201cas a "
                                                 "result of leaving play by any means\u201d: one that stays in play "
                                                 "isn't said"),
                  ("2003-07-01", "removed", "removed from combat: \u201cif it stops being a creature\u201d")),
        evidence=(("leaving_play", r"stops being a creature \(as a result of leaving play", ("306.",)),)),
    # kb.engine.combat: double strike came with 502.28 of 2003-03-15 (Legions); 502.2b before it names first strike only
    RuleChange(
        "double_strike_rule", "whether the rules define double strike", "first_strike_step",
        versions=(("1999-04-23", False, "no rule for double strike (502.2b names first strike only)"),
                  ("2003-03-15", True, "double strike: the creature deals both first-strike and regular combat damage")),
        evidence=((False, r"has first strike, creatures without first strike don.t assign", ("502.",)),
                  (True, r"first strike or double strike", ("502.", "510.", "702.")))),
    # kb.engine.stack (a spell's and an activated ability's total cost): 409.1f of 1999 says the total cost is the cost
    # plus increases minus reductions and "The player pays all costs", with no moment the total is fixed; from
    # 2001-07-23 it "becomes 'locked in'" before it is paid (601.2f-h today). Where a cost change applies, paying
    # (sacrificing its source) could change it under the older text: refused
    RuleChange(
        "cost_lock", "whether a total cost is locked in before it is paid", "cast_pay",
        versions=(("1999-04-23", "unstated", "the total cost is determined and paid, and no rule fixes it before the "
                                             "payment"),
                  ("2001-07-23", "locked", "the total cost becomes \u201clocked in\u201d, then it is paid")),
        evidence=(("unstated", r"The player pays all costs(?: in any order)?\. Partial payments aren.t allowed", ("409.",)),
                  ("locked", r"becomes .locked in", ("409.", "601.")))),
    RuleChange(   # kb.engine.stack: a split card with fuse cast fused (pend58)
        "fused_characteristics", "the characteristics of a fused split spell", "fuse_combined",
        versions=(("1999-04-23", "", "no rule for fuse"),
                  ("2013-05-01", "two_sets", "two sets of characteristics and one converted mana cost (the total of "
                                             "both mana costs); a characteristic other than that asked of it gets two "
                                             "answers, compared half by half (708.5, 708.6)"),
                  ("2017-04-28", "combined", "the combined characteristics of its two halves")),
        evidence=(("two_sets", r"^A fused split spell has two sets of characteristics and one converted mana cost",
                   ("702.",)),
                  ("combined", r"^A fused split spell has the combined characteristics of its two halves", ("702.",)))),
    RuleChange(   # kb.engine.impossiblemay: an optional draw (pend58)
        "draw_never_impossible", "whether drawing a card from an empty library is an impossible action",
        "choices_on_resolution",
        versions=(("1999-04-23", "older", "an optional action with a consequence can't be chosen unless its "
                                          "requirements can be met (413.2c then), and no rule says whether drawing more "
                                          "cards than the library holds is impossible"),
                  ("2002-10-07", "unstated", "a player can't choose an option that's impossible, and no rule says "
                                             "whether drawing more cards than the library holds is one"),
                  ("2006-10-01", "possible", "drawing a card is never an impossible action, even from an empty "
                                             "library")),
        evidence=(("unstated", r"immediate requirements of that action\.\)\s*$", ("413.",)),
                  ("possible", r"(Drawing a card is never considered an impossible action|doesn.t make drawing a card "
                               r"an impossible action)", ("413.", "607.", "608.")))),
    RuleChange(   # kb.engine.actions_cards draw (pend58)
        "draw_loss", "who loses for drawing from an empty library", "sba_draw_empty",
        versions=(("1999-04-23", "instead", "a player required to draw more cards than are left in the library loses "
                                            "instead (102.2), no state-based effect"),
                  ("1999-11-01", "required", "a player who was required to draw more cards than were in the library "
                                             "loses the game as a state-based effect"),
                  ("2006-10-01", "attempted", "a player who attempted to draw a card from an empty library loses the "
                                              "game as a state-based effect")),
        evidence=(("instead", r"required to draw more cards than are left in his or her library, he or (?:she )?loses "
                              r"instead", ("102.",)),
                  ("required", r"who was required to draw more cards than were in (?:his or her|their) library",
                   ("420.",)),
                  ("attempted", r"attempted to draw a card from (?:an empty library|a library with no cards in it)",
                   ("420.", "704.")))),
    RuleChange(   # kb.engine.layers.artifact_creature_type_parts (pend58)
        "artifact_creature_ctypes", "the creature types of an object an effect makes a \u201c[creature types] artifact "
                                    "creature\u201d", "type_retain",
        versions=(("1999-04-23", "older", "no rule says what an effect making an object a \u201c[creature types] "
                                          "artifact creature\u201d does to its creature types"),
                  ("2007-10-01", "unstated", "an \u201cartifact creature\u201d effect lets the object retain all its "
                                             "prior card types and subtypes; whether creature types it names replace "
                                             "the object's is not said"),
                  ("2019-10-04", "replaced", "it retains its prior card types and subtypes other than creature types, and "
                                             "replaces any existing creature types")),
        evidence=(("unstated", r"retain all of its prior card types and subtypes\.\s*$", ("212.", "204.", "205.")),
                  ("replaced", r"becomes a .\[creature type or types\] artifact creature", ("205.",)))),
    RuleChange(
        "day_night", "day and night", "day_night",
        versions=(("1999-04-23", "none", "no day or night designation"),
                  ("2021-11-19", "yes", "the game can be day or night; daybound and nightbound permanents transform "
                                        "as it changes")),
        evidence=(("yes", r"^Day and night are designations that the game itself can have", ("72", "73")),)),
    RuleChange(
        "citys_blessing", "the city's blessing", "ascend",
        versions=(("1999-04-23", "none", "no city's blessing"),
                  ("2018-01-19", "yes", "the city's blessing is a designation a player gets by ascend (702.130c, "
                                        "702.131c from 2018-06-08)")),
        evidence=(("yes", r"^The city.s blessing is a designation", ("702.",)),)),
    RuleChange(
        "until_event_since", "when an \u201cuntil\u201d event has already occurred", "until_event",
        versions=(("1999-04-23", "unbounded", "if the specified event has already occurred when the object would change "
                                              "zones, it doesn't move (no time said)"),
                  ("2020-07-03", "since_put", "the object doesn't move if the event occurred after the spell or activated "
                                              "ability was put onto the stack, or the triggered ability triggered "
                                              "(610.3a-b)")),
        evidence=(("since_put", r"has already occurred before that one-shot effect would occur but after that spell or "
                                r"ability was put onto the stack", ("610.",)),)),
    RuleChange(
        "replacement_once", "a replacement effect's one opportunity", "replacement_once",
        versions=(("1999-04-23", "each_event", "a replacement effect gets only one opportunity for each event (a "
                                               "modified event it made is not named)"),
                  ("2011-02-04", "modified", "a replacement effect gets only one opportunity to affect an event or any "
                                             "modified events that may replace it (614.5)")),
        evidence=(("each_event", r"only one opportunity for each event", ("419.", "613.", "614.")),
                  ("modified", r"only one opportunity to affect an event or any modified events", ("614.",)))),
    RuleChange(
        "companion", "companion", "companion",
        versions=(("1999-04-23", "none", "no companion"),
                  ("2020-04-17", "play", "once during the game the player may play the revealed companion from outside "
                                         "the game (702.138a)"),
                  ("2020-06-01", "to_hand", "once during the game, in a main phase of their turn with an empty stack, the "
                                            "player may pay {3} and put the companion into their hand, a special action "
                                            "(116.2g)")),
        evidence=(("play", r"once during that game, you may play that card from outside the game", ("702.",)),
                  ("to_hand", r"you may pay \{3\} and put that card into your hand", ("702.",)))),
    RuleChange(
        "outside_game", "what is outside the game", "outside_game",
        versions=(("1999-04-23", "unstated", "no numbered rule says what is outside the game"),
                  ("2003-07-01", "removed_zone", "an object in the removed-from-the-game zone, or in none of the game's "
                                                 "zones, is outside the game (217.1e)"),
                  ("2009-07-11", "no_zone", "an object is outside the game if it isn't in any of the game's zones; "
                                            "exile is a zone of the game")),
        evidence=(("removed_zone", r"^An object is outside the game if it.s in the removed-from-the-game zone", ("217.",)),
                  ("no_zone", r"^An object is outside the game if it isn.t in any of the game.s zones", ("400.",)))),
)}


def _keyword_changes() -> dict:
    """One rule change for each keyword the rules define as another ability (kb.engine.keywordmeans): absent before
    the edition that added its rule, then the ability it stands for (prowess: 2014-09-25)."""
    from .keywordmeans import KEYWORD_MEANINGS
    out = {}
    for k in KEYWORD_MEANINGS.values():
        out[k.name] = RuleChange(
            k.name, f"the {k.name} keyword", k.concept,
            versions=(("1999-04-23", False, f"no {k.name} keyword"),
                      (k.since, True, f"{'an' if k.kind[0] in 'aeiou' else 'a'} {k.kind} ability: "
                                      f"{k.text.replace('~', 'this object').replace(chr(10), ' and ')}")),
            evidence=((True, k.pattern, ("702.", "502.")),))
    return out


CHANGES.update(_keyword_changes())
CHANGES.update({c.name: c for c in (
    # kb.engine.ninjutsu: the activated ability from the hand (502.43a in 2005, 702.49a today)
    RuleChange(
        "ninjutsu", "the ninjutsu keyword", "ninjutsu",
        versions=(("1999-04-23", "none", "no ninjutsu keyword"),
                  ("2005-02-01", "unblocked", "return an unblocked creature you control to its owner's hand: this card is "
                                              "put into play tapped and attacking, unblocked (502.43a, 502.43c)"),
                  ("2005-10-01", "same", "... attacking the same player (later: or planeswalker, or battle) as the "
                                         "creature returned (502.43c, today 702.49c)")),
        evidence=(("unblocked", r"^A ninjutsu ability may be played only while a creature in play is unblocked\. The "
                                r"creature with ninjutsu is put into play unblocked\.$", ("502.",)),
                  ("same", r"ninjutsu.{0,150}attacking the same player", ("502.", "702.")))),
    # kb.engine.sba: "… that ability triggers an additional time" (Panharmonicon, 603.2d since 2020-07-03)
    RuleChange(
        "additional_trigger", "abilities that trigger additional times", "additional_trigger",
        versions=(("1999-04-23", False, "no rule says how an ability that triggers additional times works"),
                  ("2020-07-03", True, "determine how many times it triggers, then it triggers that many times")),
        evidence=((True, r"^An ability may state that a triggered ability triggers additional times", ("603.",)),)),
    # kb.engine.actions: "Exchange control of two target lands." (701.12b, worded so since 2009-07-11)
    RuleChange(
        "exchange_control", "exchanging control of two permanents", "exchange_control",
        versions=(("1999-04-23", False, "no rule words how control of two permanents is exchanged"),
                  ("2009-07-11", True, "each player gains control of the permanent the other controlled; of one "
                                       "player's two permanents, nothing")),
        evidence=((True, r"^When control of two permanents is exchanged", ("701.",)),)),
    # kb.engine.gamevalues.ControlsCommander: "you control your commander" (lieutenant; 903.3d since 2020-07-03)
    RuleChange(
        "commander_control", "controlling a commander", "commander_control",
        versions=(("1999-04-23", False, "no rule says what controlling a commander is"),
                  ("2020-07-03", True, "controlling a commander is controlling a permanent on the battlefield that is a "
                                       "commander")),
        evidence=((True, r"^If an effect refers to controlling a commander", ("903.",)),)),
    # GameState.attach: an Aura (a local enchantment) or Equipment that becomes attached gets a new timestamp — from
    # the 1999-11-01 edition (its glossary's Timestamp Order; 418.5c from 2001-07-23, 613.7e today); the rules of
    # 1999-04-23 apply effects "in the order they came into play" (418.5c), so one moved keeps its place
    RuleChange(
        "attach_timestamp", "the timestamp of an Aura or Equipment that becomes attached", "ts_attach",
        versions=(("1999-04-23", False, "effects apply in the order their permanents came into play: becoming attached "
                                        "changes nothing"),
                  ("1999-11-01", True, "it receives a new timestamp when it becomes attached")),
        evidence=((False, r"applied in the order they came into play", ("418.",)),)),
    # GameState.enter (permanents entering at once) and the legend rule of 1999 (kb.engine.sba): from the 1999-11-01
    # edition the active player determines the timestamp order of permanents that come into play simultaneously (its
    # glossary's Timestamp Order; 418.5e from 2001-07-23, 613.7m today); the rules of 1999-04-23 say only "in the order
    # they came into play" (418.5c): permanents that came into play together have no order — 420.5e's "tie for
    # earliest timestamp"
    RuleChange(
        "simultaneous_timestamps", "the timestamps of permanents that enter at the same time", "ts_simultaneous",
        versions=(("1999-04-23", False, "no rule orders them: they came into play at the same time, a tie"),
                  ("1999-11-01", True, "the active player determines their timestamp order as they enter")),
        evidence=((False, r"applied in the order they came into play", ("418.",)),)),
    # kb.engine.commanderzone: where a commander's owner may put it into the command zone — instead of its owner's
    # graveyard (903.10 of 2009, a "general"), of a graveyard or exile (903.11-903.12 from 2011-02-04), of exile, a
    # hand, a graveyard or a library (903.11 from 2015-07-17, 903.9 from 2016-01-16), or after it was put into a
    # graveyard or exile, as a state-based action, and instead of a hand or a library (903.9a-b from 2020-07-03)
    RuleChange(
        "commander_zone", "a commander put into the command zone by its owner", "commander_zone",
        versions=(("1999-04-23", "none", "no Commander rules"),
                  ("2009-10-01", "graveyard", "instead of its owner's graveyard (a replacement effect)"),
                  ("2011-02-04", "graveyard_exile", "instead of its owner's graveyard or the exile zone"),
                  ("2015-07-17", "all", "instead of exile or its owner's hand, graveyard or library"),
                  ("2020-07-03", "sba", "from a graveyard or exile as a state-based action; instead of its owner's hand "
                                        "or library")),
        evidence=(("graveyard", r"^If a general would be put into its owner.s graveyard from anywhere", ("903.",)),
                  ("graveyard_exile", r"^If a commander would be put into the exile zone from anywhere", ("903.",)),
                  ("all", r"^If a commander would be exiled from anywhere or put into its owner.s hand, graveyard, or "
                          r"library from anywhere", ("903.",)),
                  ("sba", r"^If a commander is in a graveyard or in exile and that (?:card|object) was put into that "
                          r"zone since the last time state-based actions were checked", ("903.",)))),
    # kb.engine.tribute: the opponent's choice as the creature enters (702.103a in 2014, 702.104a today)
    RuleChange(
        "tribute", "the tribute keyword", "tribute",
        versions=(("1999-04-23", False, "no tribute keyword"),
                  ("2014-02-01", True, "as the creature enters an opponent chosen may put N +1/+1 counters on it; "
                                       "\"if tribute wasn't paid\" reads that choice")),
        evidence=((True, r"^Tribute is a static ability", ("702.",)),)),
    # myriad's trigger (kb.engine.combat.myriad_resolve; 702.115a in 2015, 702.116a today)
    RuleChange(
        "myriad", "the myriad keyword", "myriad",
        versions=(("1999-04-23", False, "no myriad keyword"),
                  ("2015-11-13", True, "whenever this creature attacks, a token copy may attack each opponent other than "
                                       "the defending player")),
        evidence=((True, r"^Myriad is a triggered ability", ("702.",)),)),
    # kb.engine.banding: "All of those creatures must attack the same player or planeswalker" (502.10b from 2007-10-01,
    # 702.22d today); before, a band attacking more than one player is "cannot decide"
    RuleChange(
        "band_same_target", "a band attacks one player", "banding",
        versions=(("1999-04-23", False, "the rule doesn't say whether a band may attack more than one player"),
                  ("2007-10-01", True, "all creatures in a band attack the same player, planeswalker or battle")),
        evidence=((True, r"(?:All of those creatures must attack the same player|All creatures in an attacking band must "
                         r"attack the same player)", ("702.", "502.")),)),
    # kb.engine.schemes: when a non-ongoing scheme is turned face down (a state-based action, 314.6)
    RuleChange(
        "scheme_done", "turning a non-ongoing scheme face down", "scheme_done",
        versions=(("1999-04-23", "none", "no schemes"),
                  ("2010-06-18", "own", "once it isn't the source of a triggered ability that has triggered but not yet "
                                        "left the stack"),
                  ("2017-06-05", "any", "once no triggered abilities of any scheme are on the stack or waiting to be put "
                                        "on the stack")),
        evidence=(("own", r"non-ongoing scheme card is face up in the command zone, and it isn.t the source of a triggered",
                   ("311.", "312.", "313.", "314.")),
                  ("any", r"non-ongoing scheme card is face up in the command zone, and no triggered abilities of any scheme",
                   ("311.", "312.", "313.", "314.")))),
    # kb.engine.banding: bands of attackers, blocked as one, and who assigns combat damage (502.10 from 2001-07-23,
    # 702.22 today; the 1999 editions name banding in the glossary only, as obsolete)
    RuleChange(
        "banding", "the banding keyword", "banding",
        versions=(("1999-04-23", False, "no rule for banding (the glossary calls it obsolete)"),
                  ("2001-07-23", True, "attackers may form bands blocked as one; the controller of a creature with "
                                       "banding chooses how the creatures in combat with it assign their damage")),
        evidence=((True, r"^Banding is a static ability that modifies the rules", ("702.", "502.")),)),
    # kb.engine.banding: "bands with other [quality]" (702.22c, j-k: [quality] creatures band with one that has it; from
    # 2009-07-11). Before, 502.11 bands creatures with the same "bands with other [creature type]" ability and creatures
    # with banding, and assigns damage otherwise: not read ("cannot decide")
    RuleChange(
        "bands_with_other", "\u201cbands with other [quality]\u201d", "banding",
        versions=(("1999-04-23", False, "another rule for \u201cbands with other\u201d (502.11), or none"),
                  ("2009-07-11", True, "one or more attacking [quality] creatures with \u201cbands with other "
                                       "[quality]\u201d and any number of other attacking [quality] creatures may "
                                       "form a band")),
        evidence=((True, r"may also declare that one or more attacking \[quality\] creatures with", ("702.",)),)),
    # kb.engine.enlist: an optional cost to attack and its reflexive ability (702.154a, since 2022-09-08)
    RuleChange(
        "enlist", "the enlist keyword", "enlist",
        versions=(("1999-04-23", False, "no enlist keyword"),
                  ("2022-09-08", True, "as the creature attacks its controller may tap a nonattacking creature without "
                                       "summoning sickness; when they do, it gets +X/+0, X that creature's power")),
        evidence=((True, r"^Enlist represents a static ability and a triggered ability", ("702.",)),)),
    # kb.engine.amplify: cards revealed from the hand as the permanent enters (502.27a in 2003, 702.38a today)
    RuleChange(
        "amplify", "the amplify keyword", "amplify",
        versions=(("1999-04-23", False, "no amplify keyword"),
                  ("2003-03-15", True, "as the permanent enters its controller reveals any number of cards from their "
                                       "hand that share a creature type with it; it enters with N +1/+1 counters for each")),
        evidence=((True, r"^Amplify is a static ability", ("702.", "502.")),)),
    # kb.engine.bargain: an optional additional cost (702.166a, since 2023-10-13)
    RuleChange(
        "bargain", "the bargain keyword", "bargain",
        versions=(("1999-04-23", False, "no bargain keyword"),
                  ("2023-10-13", True, "as an additional cost to cast the spell its controller may sacrifice an "
                                       "artifact, enchantment, or token; if they do, it was bargained")),
        evidence=((True, r"^Bargain is a static ability", ("702.",)),)),
    # kb.engine.copycosts: optional additional costs whose payment makes copies (702.153a, 702.157a, 702.175a)
    RuleChange(
        "casualty", "the casualty keyword", "casualty",
        versions=(("1999-04-23", False, "no casualty keyword"),
                  ("2022-04-29", True, "as an additional cost to cast the spell its controller may sacrifice a creature "
                                       "with power N or greater; if they do, the spell is copied as it is cast")),
        evidence=((True, r"^Casualty is a keyword that represents two abilities", ("702.",)),)),
    RuleChange(
        "squad", "the squad keyword", "squad",
        versions=(("1999-04-23", False, "no squad keyword"),
                  ("2022-10-07", True, "as an additional cost to cast the creature spell its controller may pay the "
                                       "squad cost any number of times; as it enters, a token copy for each time")),
        evidence=((True, r"^Squad is a keyword that represents two linked abilities", ("702.",)),)),
    RuleChange(
        "offspring", "the offspring keyword", "offspring",
        versions=(("1999-04-23", False, "no offspring keyword"),
                  ("2024-07-30", True, "its controller may pay an additional cost as the spell is cast; if they do, as "
                                       "the permanent enters, a 1/1 token copy of it")),
        evidence=((True, r"^Offspring represents two abilities", ("702.",)),)),
    # kb.engine.prototype: a second set of mana cost, power and toughness, chosen as the card is cast (702.160a, 718;
    # since 2022-11-18, 719 in that edition)
    RuleChange(   # kb.engine.manasymbols: a {2/W} in a cost before its rule is "cannot decide"
        "monocolored_hybrid", "the monocolored hybrid mana symbols {2/W} … {2/G}", "hybrid_symbol",
        versions=(("1999-04-23", False, "no monocolored hybrid symbol (the hybrid symbols of 2005-10-01 have two "
                                        "colours)"),
                  ("2008-05-01", True, "a monocolored hybrid symbol such as {2/B} is paid with one mana of its colour "
                                       "or two mana")),
        evidence=((True, r"monocolored hybrid symbol such as \{2/", ("104.", "107.")),)),
    RuleChange(
        "prototype", "the prototype keyword", "prototype",
        versions=(("1999-04-23", False, "no prototype keyword"),
                  ("2022-11-18", True, "a card with prototype may be cast prototyped: the spell and the permanent it "
                                       "becomes have only the prototype's mana cost, power and toughness, and its "
                                       "colour")),
        evidence=((True, r"^Prototype is a static ability", ("702.",)),)),
    # kb.engine.bestow: cast as an Aura for its bestow cost (702.102 from 2013-09-27, 702.103 today); the texts of 2013,
    # 2016 ("cast bestowed", 2017-ish) and 2021 (copies, 702.103c) give the same answers to what the engine models
    RuleChange(
        "bestow", "the bestow keyword", "bestow",
        versions=(("1999-04-23", False, "no bestow keyword"),
                  ("2013-09-27", True, "a spell cast for its bestow cost is an Aura enchantment with enchant creature "
                                       "targeting a creature; with an illegal target it resolves as a creature spell; "
                                       "unattached, it is a creature again")),
        evidence=((True, r"^Bestow represents", ("702.",)),)),
    # kb.engine.reconfigure: attach to or unattach from a creature, no creature while attached (702.151, 2022-02-18)
    RuleChange(
        "reconfigure", "the reconfigure keyword", "reconfigure",
        versions=(("1999-04-23", False, "no reconfigure keyword"),
                  ("2022-02-18", True, "two activated abilities, sorcery speed: attach to another target creature you "
                                       "control, and unattach; attached, the Equipment is not a creature")),
        evidence=((True, r"^Reconfigure represents two activated abilities", ("702.",)),)),
    # kb.engine.mutate: an alternative cost that merges the spell with a creature (702.139 and 721 in 2020-04-17, 702.140
    # and 730 today)
    RuleChange(
        "mutate", "the mutate keyword and merged permanents", "mutate",
        versions=(("1999-04-23", False, "no mutate keyword"),
                  ("2020-04-17", True, "a spell cast for its mutate cost merges with its target, a non-Human creature "
                                       "with the same owner, on top or under: one permanent with the top card's "
                                       "characteristics and every card's abilities")),
        evidence=((True, r"^Mutate appears on some creature cards", ("702.",)),)),
    # kb.engine.rebound: a spell cast from the hand exiled as it resolves, cast again free (702.85a in 2010, 702.88a today)
    RuleChange(
        "rebound", "the rebound keyword", "rebound",
        versions=(("1999-04-23", False, "no rebound keyword"),
                  ("2010-04-23", True, "a spell cast from its controller's hand is exiled as it resolves, and may be "
                                       "cast from exile without paying its mana cost at that player's next upkeep")),
        evidence=((True, r"^Rebound appears on some instants and sorceries", ("702.",)),)),
    # kb.engine.actions / kb.engine.stack: getting and paying {E} (energy counters on a player, 107.14): a symbol the
    # rules define only from 2016-09-30 — before it, what a player's energy is can't be decided
    RuleChange(
        "energy", "the energy symbol {E}", "energy",
        versions=(("1999-04-23", False, "no energy symbol"),
                  ("2016-09-30", True, "{E} represents one energy counter on a player; paying {E} removes one")),
        evidence=((True, r"^The energy symbol is \{E\}", ("107.",)),)),
    # kb.engine.actions (_shares_name): "all other creatures with the same name as that creature" when that one has no
    # name (a face-down creature, 708.2): from 2016-08-26 201.2c says objects with no name in common have different
    # names; from 2020-11-20 201.2a says it shares its name with no other object
    RuleChange(
        "nameless_same_name", "whether objects with no name have the same name", "same_name",
        versions=(("1999-04-23", "unstated", "not stated: two objects with no name may or may not share one "
                                             "(cannot decide)"),
                  ("2016-08-26", "different", "two or more objects have different names if there are no names that "
                                              "both have in common (201.2c): objects with no name have none in common"),
                  ("2020-11-20", "none", "an object with no name doesn't have the same name as any other object, "
                                         "including another object with no name (201.2a)")),
        evidence=(("different", r"^Two or more objects have different names if there are no names that both objects "
                                r"have in common", ("201.",)),
                  ("none", r"An object with no name doesn.t have the same name as any other object", ("201.",)))),
    # kb.engine.actions (_double_life): "Double your life total". 701.9d (2018-04-27; 701.10d today) says the player
    # gains or loses the life that makes it twice what it is; before, from 2010-04-23, only the example under the
    # Two-Headed Giant rule on a player's life total (806.10a, then 810.9a) reads it: a player with 17 life gains 17
    RuleChange(
        "double_life", "doubling a life total", "double_life",
        versions=(("1999-04-23", "unstated", "no rule or example says how a life total is doubled (cannot decide)"),
                  ("2010-04-23", "example", "an example only (806.10a, 810.9a): doubling a positive life total is a "
                                            "gain of that much life; any other is not said (cannot decide)"),
                  ("2018-04-27", "rule", "the player gains or loses an amount of life such that their new life total "
                                         "is twice its current value (701.9d)")),
        evidence=(("rule", r"^To double a player.s life total, the player gains or loses", ("701.",)),)),
    # kb.engine.doonce: "Do this only once each turn." after a triggered ability's instruction (603.2h in 2021-06-18,
    # 603.2i from 2021-07-23, 603.2h again from 2025-11-14)
    RuleChange(
        "do_once", "\u201cDo this only once each turn.\u201d", "do_once",
        versions=(("1999-04-23", False, "no rule for \u201cDo this only once each turn.\u201d"),
                  ("2021-06-18", True, "the ability triggers only if its source's controller hasn't yet taken the "
                                       "indicated action that turn")),
        evidence=((True, r"^A triggered ability may have an instruction followed by .Do this only once each turn", ("603.",)),)),
    # kb.engine.firebending: "you don't lose this mana as steps and phases end" (106.4 calls the mana a pool empties of
    # "lost" from 2018-04-27; before, Oracle said "this mana doesn't empty from your mana pool")
    RuleChange(
        "mana_lost", "mana a pool empties of is \u201clost\u201d", "mana_empties",
        versions=(("1999-04-23", True, "unused mana left in a player's mana pool is lost as a phase ends (300.4; "
                                       "300.3 from 2003-07-01, with mana burn), as a step or phase ends in 2009-07-11 "
                                       "(500.4)"),
                  ("2009-09-04", False, "the rules don't say a player loses the mana their pool empties of (500.4: "
                                        "the mana “empties”)"),
                  ("2018-04-27", True, "each player's mana pool empties at the end of each step and phase, and the "
                                       "player is said to lose this mana (106.4)")),
        evidence=((True, r"unused mana left in a player.s mana pool is lost|the player is said to lose this mana",
                   ("106.", "300.", "500.")),)),
    # kb.engine.umbra: a replacement of destruction, "totem armor" from 2010-04-23, "umbra armor" from 2024-06-07
    RuleChange(
        "umbra_armor", "umbra armor (totem armor until 2024)", "umbra_armor",
        versions=(("1999-04-23", "none", "no totem armor or umbra armor keyword"),
                  ("2010-04-23", "totem armor", "totem armor: if enchanted permanent would be destroyed, instead remove "
                                                "all damage marked on it and destroy this Aura"),
                  ("2024-06-07", "umbra armor", "umbra armor, the same ability renamed; cards printed with totem armor "
                                                "have umbra armor (702.89b)")),
        evidence=(("totem armor", r"^Totem armor is a static ability", ("702.",)),
                  ("umbra armor", r"^Umbra armor is a static ability", ("702.",)))),
    # kb.engine.sba (_cast_spell_x): "Whenever you cast a spell with {X} in its mana cost, ... X ...": the X of that
    # spell (107.3e from 2020-09-25); before, no rule says what such an X is
    RuleChange(
        "x_of_other_object", "the X of an ability that refers to the {X} in another object's mana cost", "x_value",
        versions=(("1999-04-23", "unstated", "no rule says which X it is (cannot decide)"),
                  ("2020-09-25", "other_object", "any X in its text uses the value of X used by the other object "
                                                 "(107.3e)")),
        evidence=(("other_object", r"refers to the \{X\} or X in the .{0,80}cost of another object", ("107.",)),)),
    # kb.engine.flashbackkind: what flashback lets be cast from a graveyard — since 2021-02-05 "if the resulting spell is
    # an instant or sorcery spell" (702.33a then, 702.34a today); before, any card with it (a permanent spell cast so is
    # exiled instead of entering the battlefield: "any time it would leave the stack")
    RuleChange(
        "flashback_kind", "what a card's flashback lets be cast from a graveyard", "flashback",
        versions=(("1999-04-23", "unstated", "no rule for flashback"),
                  ("2001-09-24", "any", "the card, whatever the resulting spell's card types (502.22a; 702.33a until "
                                        "2021-02-05)"),
                  ("2021-02-05", "instant_sorcery", "the card only if the resulting spell is an instant or sorcery spell "
                                                    "(702.34a)")),
        evidence=(("any", r"Flashback \[cost\].{1,3}means .You may (?:play|cast) this card from your graveyard by paying \[cost\]",
                   ("502.", "702.")),
                  ("instant_sorcery", r"from your graveyard if the resulting spell is an instant or sorcery spell",
                   ("702.",)))),
    # kb.engine.looking (proliferate): how many counters each permanent or player chosen gets — until 2019-05-03 "exactly
    # one additional counter of a kind that permanent or player already has" (one kind, its controller's choice, 608.2d),
    # since then "one additional counter of each kind" (701.26a then, 701.34a today)
    RuleChange(
        "proliferate_kinds", "what each permanent or player chosen to proliferate gets", "proliferate",
        versions=(("1999-04-23", "unstated", "no rule for proliferate"),
                  ("2010-10-01", "one_kind", "exactly one additional counter of a kind it already has (a choice when it "
                                             "has several kinds)"),
                  ("2019-05-03", "each_kind", "one additional counter of each kind it already has")),
        evidence=(("one_kind", r"then give each exactly one additional counter of a kind", ("701.",)),
                  ("each_kind", r"then give each one additional counter of each kind", ("701.",)))),
    # kb.engine.effects (TypeOp): what an effect that sets an object's card type keeps when it says the object is
    # "still a [type]" ("They're still lands"): only that type until 2003-07-01 (214.4a), every prior card type and
    # subtype from then on (212.1c, "a reversal of previous rules"; 204.1b in 2009, 205.1b from 2011-09-30)
    RuleChange(
        "still_type", "what an object keeps when an effect sets its card type but says it is \u201cstill a [type]\u201d",
        "type_retain",
        versions=(("1999-04-23", "unstated", "no rule: a new type replaces any existing types (214.4), and none says what "
                                             "\u201cstill a [type]\u201d keeps of the others (cannot decide)"),
                  ("2001-07-23", "retained_only", "the retained type isn't replaced, but any other types the permanent has "
                                                  "are replaced (214.4a)"),
                  ("2003-07-01", "all_prior", "all the object's prior card types, supertypes and subtypes are retained "
                                              "(212.1c; 205.1b today)")),
        evidence=(("retained_only", r"the retained type isn.t replaced,\s+but any\s+other types", ("214.",)),
                  ("all_prior", r"all (of )?the object.s prior (card )?types,?\s+(supertypes,?\s+)?and\s+subtypes\s+are\s+"
                                r"retained", ("212.", "204.", "205.")))),
    # kb.engine.actions (a resolved continuous effect): 418.3b of 2001-07-23 fixes the objects affected as the effect
    # begins only for an effect that modifies characteristics; one that changes control "modifies the rules of the
    # game", so it can affect objects that weren't affected when it began. 1999's text and 2001-09-24's on (611.2c
    # today) lock both. An effect changing the control of a described set (not of its targets) is refused under it
    RuleChange(
        "locked_control", "whether a resolved effect that changes control affects only the objects it affected as it "
                          "began", "locked",
        versions=(("1999-04-23", True, "effects that modify characteristics or change the controller of objects don't "
                                       "affect objects that weren't affected when they began"),
                  ("2001-07-23", False, "only effects that modify characteristics are locked; one that changes control "
                                        "modifies the rules of the game and can affect objects that weren't affected "
                                        "when it began"),
                  ("2001-09-24", True, "effects that modify characteristics or change the controller are locked again")),
        evidence=((True, r"set of permanents subject to continuous effects from a spell or ability is chosen|modif(?:y|ies) "
                         r"the\s+characteristics or changes? the controller of (?:one or more|any|those)\b",
                   ("418.", "610.", "611.")),
                  (False, r"triggered abilities that modify the\s+characteristics of one or more cards", ("418.",)))),
    # kb.engine.actions_damage (a prevention shield and damage dealt at once by several sources or to several
    # recipients): 419.7b of 1999-04-23 to 2001-09-24 doesn't say who chooses which damage the shield prevents first
    # ("Each 1 damage ... instead reduces the shield by 1"); from 2002-02-20 the shielded player or controller does
    # ("can choose", "chooses" from 2003-10-01; 615.7 today). Before, that split is "cannot decide" even when stated
    RuleChange(
        "shield_choice", "who chooses which damage a prevention shield prevents first, dealt at once by several sources",
        "prevention_shield",
        versions=(("1999-04-23", False, "no rule says who chooses which damage the shield prevents first"),
                  ("2002-02-20", True, "the player or the controller of the shielded creature (permanent) chooses")),
        evidence=((True, r"by two or more (?:applicable )?sources at the same time, the player or the controller of the "
                         r"(?:shielded )?(?:creature|permanent) (?:can choose|chooses)",
                   ("419.", "614.", "615.")),)),
    # kb.engine.divide: 409.1e of 1999-04-23 announces a division "among a variable number of targets" without "each
    # target must receive at least one", and says "Assigning 0 damage to a creature doesn't target it unless the spell
    # or ability permits multiple targets and specifies a number"; from 1999-11-01 each target gets at least one. A
    # share of 0 stated under it is "cannot decide" (what it targets then is not modelled), never refused
    RuleChange(
        "divide_zero", "whether a division announced as a spell is played may give a target 0", "divide",
        versions=(("1999-04-23", True, "a share of 0 may be announced; a creature assigned 0 damage isn't targeted "
                                       "unless the spell permits multiple targets and specifies a number"),
                  ("1999-11-01", False, "each target must receive at least one of whatever is divided")),
        evidence=((True, r"Assigning 0 damage to a creature doesn.t target it", ("409.",)),)),
    # kb.engine.stack.copy_spell: the rule of copying (503.10; 706.9 from 2009-07-11; 706.10 from 2014-02-01, 707.10
    # today) names spells and activated abilities only until 2014-02-01 adds triggered abilities: before, a copy of a
    # triggered ability is "cannot decide"
    RuleChange(
        "copy_triggered", "whether the rule of copying covers a triggered ability", "copy_spell",
        versions=(("1999-04-23", False, "the rule says how to copy a spell (and from 2007-10-01 an activated ability), "
                                        "not a triggered ability"),
                  ("2014-02-01", True, "to copy a spell, activated ability, or triggered ability")),
        evidence=((True, r"^To copy a spell, activated ability, or triggered ability", ("706.", "707.")),)),
    # --- dated66: rule texts of 2019-2025 the engine models as dated variants (each names its rule and dates) ---------
    # kb.engine.actions (_specified_target), 707.10e (706.10e until 2021-06-18): "copy that spell. The copy targets that
    # token." when a replacement effect made several tokens. The rule came on 2018-10-05 without a word on that case;
    # from 2025-04-04 its last sentences say the copy's controller chooses one of them
    RuleChange(
        "copy_target_several", "a copy whose specified new target is several objects a replacement effect made",
        "copy_new_target_given",
        versions=(("1999-04-23", "none", "no rule for an effect that copies a spell and specifies its new target"),
                  ("2018-10-05", "unstated", "each of the copy's targets must be that object; no rule says which one "
                                             "when a replacement effect made several (cannot decide)"),
                  ("2025-04-04", "choose_one", "where a replacement effect causes the copy to target more than one "
                                               "object, the copy's controller chooses one of them (707.10e)")),
        evidence=(("unstated", r"specify a new target for the copy\..{0,400}the copy isn.t created\.(?!\s*In the case "
                               r"where a replacement effect)", ("706.", "707.")),
                  ("choose_one", r"In the case where a replacement effect causes the copy to target more than one object",
                   ("707.",)))),
    # kb.engine.suspend (suspend_cast), 502.59a from 2006-10-01, 702.59a/702.60a/702.61a/702.62a: the last time counter's
    # ability "play it without paying its mana cost if able. If you can't, it remains exiled" - the card is cast if able;
    # from 2024-02-02 "you may play it ... If you don't, it remains exiled" - a choice
    RuleChange(
        "suspend_cast", "casting a suspended card as its last time counter is removed", "suspend",
        versions=(("1999-04-23", "none", "no suspend keyword"),
                  ("2006-10-01", "mandatory", "its owner plays it without paying its mana cost if able; if they can't, "
                                              "it remains exiled (not a choice)"),
                  ("2024-02-02", "optional", "its owner may play it without paying its mana cost if able; if they "
                                             "don't, it remains exiled")),
        evidence=(("mandatory", r"if it.s (exiled|removed from the game), play it without paying its mana cost if able",
                   ("502.", "702.")),
                  ("optional", r"if it.s exiled, you may play it without paying its mana cost if able", ("702.",)))),
    # kb.engine.effects (TypeOp, keeps_instant_sorcery), 205.1a: an effect that sets an object's card type replaces every
    # existing card type (204.1a from 2011-02-04); from 2022-06-10 "an object with either the instant or sorcery card
    # type retains that type". Before 2011-02-04 the rule is worded otherwise (418.5a, 212.1c), with no such exception
    RuleChange(
        "instant_sorcery_retained", "an instant or sorcery whose card type an effect sets", "type_set",
        versions=(("1999-04-23", "earlier", "the new card type replaces the old ones, in words of its own (418.5a, "
                                            "212.1c): no exception for an instant or sorcery"),
                  ("2011-02-04", "replaced", "the new card type(s) replaces any existing card types, an instant's or "
                                             "sorcery's too (204.1a, 205.1a)"),
                  ("2022-06-10", "retained", "the new card type(s) replaces the others, but an object with the instant "
                                             "or sorcery card type retains that type (205.1a)")),
        evidence=(("replaced", r"^Some effects set an object.s card type\. In such cases, the new card type\(s\) "
                               r"replaces any existing card types", ("204.", "205.")),
                  ("retained", r"However, an object with either the instant or sorcery card type retains that type",
                   ("205.",)))),
    RuleChange(   # kb.engine.aurafinds
        "aura_finds_itself", "an Aura's trigger on the enchanted permanent leaving finds the Aura in the graveyard",
        "aura_finds_itself",
        versions=(("1999-04-23", "", "no exception lets the ability find the Aura, a new object in the graveyard"),
                  ("2008-07-15", "unread", "it can find the Aura in its owner's graveyard \"after state-based effects "
                                           "have been checked\" (217.1c), a wording the engine doesn't read"),
                  ("2009-07-11", "sba", "it finds the Aura put into its owner's graveyard as the state-based action "
                                        "for an Aura attached to nothing (400.7e)"),
                  ("2010-04-23", "both", "it also finds the Aura put into that graveyard at the same time the "
                                         "enchanted permanent left (400.7e, 400.7f)")),
        evidence=(("unread", r"can also find the (?:new object the )?Aura (?:became )?in its owner.s graveyard after "
                             r"state-based effects", ("217.",)),
                  ("sba", r"^Abilities of Auras that trigger when the enchanted permanent leaves the battlefield can "
                          r"find the new object that Aura became in its owner.s graveyard as a result", ("400.",)),
                  ("both", r"graveyard if it was put into that graveyard at the same time the enchanted permanent left",
                   ("400.",)))),
)})


def rule(name: str, edition: str):
    """The value of the rule change ``name`` in force in ``edition`` (an edition date)."""
    change = CHANGES[name]
    value = change.versions[0][1]
    for first, v, _how in change.versions:
        if edition >= first:
            value = v
    return value


def first_edition(name: str) -> str:
    """The first edition in which the rule change ``name`` holds (a keyword: the edition that added it)."""
    return next(first for first, v, _how in CHANGES[name].versions if v)


def describe_version(name: str, edition: str) -> str:
    change = CHANGES[name]
    how = change.versions[0][2]
    first_date = change.versions[0][0]
    for first, _v, h in change.versions:
        if edition >= first:
            how, first_date = h, first
    return f"{change.title} as of {first_date}: {how}"


# card types that appeared in the rules later: the change that dates each (205.2a)
_LATER_CARD_TYPES = {"Planeswalker": "card_type_planeswalker", "Battle": "card_type_battle",
                     "Kindred": "card_type_kindred"}


def unknown_card_types(types, edition: str) -> list[str]:
    """The card types among ``types`` that the rules of ``edition`` don't have yet."""
    return sorted(t for t in types if t in _LATER_CARD_TYPES and not rule(_LATER_CARD_TYPES[t], edition))


def card_type_word(t: str, edition: str) -> str:
    """A card type as the rules of ``edition`` name it: the engine's "Kindred" is "Tribal" before the 2024-06-07
    edition renamed it (205.2a, 308.1); every other type as it is."""
    return "Tribal" if t == "Kindred" and rule("card_type_kindred", edition) == "tribal" else t


def can_die(types, edition: str) -> bool:
    """Whether an object of these card types "dies" when put into a graveyard from the battlefield under the rules of
    ``edition`` (700.4): a creature always; any permanent from the 2013-02-01 edition, which dropped "It is used only
    when referring to creatures" (a planeswalker put into a graveyard with 0 loyalty, 704.5i, dies)."""
    return "Creature" in types or rule("dies_term", edition) == "permanents"
