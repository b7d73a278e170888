"""Citation concepts of the game engine (the stack, damage, state-based actions, triggers, copies).

Like the layer concepts in :mod:`kb.engine.profiles`, each concept is found in any edition by a
text pattern within the sections that held it over the years (2005's 420.5c is today's 704.5g),
so a trace cites the numbers of the edition a scenario names. A concept whose rule did not exist
yet in an edition falls back to a broader rule that did (``fallback``).
"""
from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Concept:
    """How to find a rule in any edition: rule-number prefixes and text patterns (tried in order)."""

    prefixes: tuple
    patterns: tuple
    fallback: str | None = None
    # (term, definition) patterns of the glossary entry that alone states the rule in the editions whose numbered
    # rules lack it (the damage dealt to a player and gaining life before 2007-05-01's 215, paying life before
    # 2008-07-15's): cited as glossary “TERM” there, before any fallback (a rule of another meaning)
    glossary: tuple = ()

__all__ = ["Concept", "GAME_CONCEPTS"]

_SBA = ("704.", "420.")
_STACK = ("601.", "602.", "603.", "605.", "608.", "117.", "405.", "408.", "409.", "410.", "411.", "413.", "115.", "116.")
_KW = ("702.", "502.")
_ACT = ("701.", "501.")
_COPY = ("707.", "706.", "503.")
_MERGE = ("721.", "722.", "723.", "724.", "725.", "726.", "727.", "728.", "729.", "730.")   # merging with permanents

_G_DAMAGE = (("^Damage$", r"Damage dealt to a player"),)   # the glossary's "Damage" (1999-2007)

GAME_CONCEPTS: dict[str, Concept] = {
    # --- the stack, priority, resolution --------------------------------------------------------
    "priority_resolve": Concept(("117.", "405.", "408.", "413.", "115."), (
        r"^If all players pass in succession.{0,80}(on top of the stack|top \(last-added\)) resolves",
        r"^When all players pass in succession, the top \(last-added\) spell or ability on the stack resolves",
        r"^Each time all players pass in succession, the (object|spell or ability) .{0,40}on top of the stack resolves")),
    "cast": Concept(("601.", "409."), (
        r"^To cast a spell is to take it from (where it is|the zone it.s in)",
        r"^(Casting|Playing) a spell or activated ability follows the steps listed below",
        r"^To cast a spell, a player follows the steps listed below",
        r"^Playing a spell or activated ability follows the steps listed below")),
    "cast_move": Concept(("601.", "409."), (
        r"first moves that card .{0,40}from where it is to the stack",
        r"moves from (where it is|the zone it.s in) to the stack",
        r"announces that he or she is (casting|playing) the spell or activated ability. It moves from the zone",
        r"announces that (he or she|they) (is|are) (casting|playing) the spell.{0,60}moves from the zone it.s in to the stack",
        r"player announces that he or she is playing the spell or activated ability",
        r"moves (that card|it) from where it is to the stack")),
    "cast_modes": Concept(("601.", "409."), (
        r"^If the spell is modal,? the player announces the mode choice",
        r"is modal.{0,200}announces the mode choice",
        r"modal .{0,80}the player announces the mode choice",
        # 1999: "If the spell or ability is modal (uses the phrase "Choose one -"), the player announces which mode he or
        # she is using" (409.1b of 1999-04-23 and 1999-11-01)
        r"is modal \(uses the phrase .Choose one.{0,6}\), the player announces which mode"), fallback="cast"),
    "cast_targets": Concept(("601.", "409."), (
        r"announces their choice of an appropriate .{0,20}(object|player) for each target",
        r"choice of an appropriate .{0,30}for each target",
        r"announces .{0,10}his or her choice of an appropriate (object or player|player or object) for each target",
        r"If the spell or ability requires any targets, the player first announces how many")),
    "cast_total_cost": Concept(("601.", "409."), (
        r"^The player determines the total cost of the spell",)),
    # 113.6e: an object's ability that restricts or modifies how it can be cast functions on the stack too
    # (kb.engine.nomanacast: "You can't spend mana to cast this spell"; an unread such ability is a doubt)
    "cast_restriction_zone": Concept(("113.",), (
        r"ability that restricts or modifies how that particular object can be (?:played or )?cast functions",),
        fallback="cast_pay"),
    "cast_pay": Concept(("601.", "409."), (
        r"^The player pays the total cost",)),
    # mana symbols that came later (kb.engine.manasymbols): before its rule an edition cites the payment of the cost
    "hybrid_symbol": Concept(("107.", "104."), (
        r"^Each of the (?:half-half|hybrid) mana symbols represents a cost",
        r"^(?:Hybrid mana symbols are also colored mana symbols|A hybrid mana symbol is also a colored mana symbol)",),
        fallback="cast_pay"),
    "phyrexian_symbol": Concept(("107.",), (
        r"^(?:A Phyrexian mana symbol represents a cost|Phyrexian mana symbols are colored mana symbols)",),
        fallback="cast_pay"),
    "colorless_symbol": Concept(("107.",), (r"^The colorless mana symbol \{C\} is used to represent",),
                                fallback="cast_pay"),
    "cast_done": Concept(("601.", "409."), (
        r"the spell becomes cast",
        r"becomes (cast|played)\. Any abilities that trigger when a spell",
        r"completed, the spell or ability becomes (cast|played)")),
    "divide": Concept(("601.", "409."), (
        r"requires the player to divide or distribute an effect",
        r"divides an effect \(such as damage or counters\) among")),
    # "divided evenly, rounded down" (kb.engine.divide.evenly): only natural numbers, the spell says how to round
    # (107.1a; 104.1 from 2003-07-01 to 2009; the editions of 1999-2002 have it only in the glossary: may lack it)
    "round_fraction": Concept(("107.", "104."), (
        r"(can.t|may not) choose a fractional number",)),
    "activate": Concept(("602.", "409."), (
        r"^To activate an ability is to put it onto the stack and pay its costs",
        r"^Activating an activated ability follows the rules",
        r"^(Casting|Playing) a spell or activated ability follows the steps listed below")),
    # what players can't do (kb.engine.restrictions): 101.2 "can't" wins, 601.3 casting, 602.5 activating
    "cant_wins": Concept(("101.", "103."), (
        r"another (effect )?(states|says) (that )?it can.t( happen)?, the .can.t. effect (takes precedence|wins)",)),
    # 113.11: an object that "can't have" an ability loses it and can't be given it
    "cant_have": Concept(("113.",), (r"^Effects can stop an object from having a specified ability",),
                         fallback="cant_wins"),
    "loyalty_negative_cost": Concept(("606.", "306.", "212."), (
        r"ability with a negative loyalty cost.{0,60}can.t be (activated|played) unless",
        r"An activated ability of a planeswalker with a negative loyalty cost can.t be played unless",
        r"^Each planeswalker has a number of activated abilities\. A player may play an activated ability of a planeswalker"),
        fallback="activate"),
    "loyalty_timing": Concept(("606.", "306.", "212."), (
        r"^A player may activate a loyalty ability of a permanent",
        r"may (activate|play) (a loyalty ability|an ability|an activated ability) of a (permanent|planeswalker).{0,60}"
        r"(any time .{0,40}priority and the stack is empty|only during a main phase)",), fallback="activate"),
    "card_overrides_rules": Concept(("101.", "103."), (
        r"^Whenever a card.s text directly contradicts these rules, the card takes precedence",)),
    "legendary_spell": Concept(("205.",), (r"can.t cast a legendary instant or sorcery spell unless",),
                               fallback="cast_prohibited"),   # 205.4e from 2018-04-27 (kb.engine.legendaryspell)
    "cast_prohibited": Concept(("601.", "409."), (
        r"^A player can begin to cast a spell only if a rule or effect allows",
        r"^A player can.t begin to (cast|play) a spell( or activated ability)? that.s prohibited",
        r"^A player can.t begin to cast a spell unless a rule or effect allows"), fallback="cast_proposal_legal"),
    "cast_prohibited_choices": Concept(("601.",), (
        r"^If an effect prohibits a player from casting a spell with certain qualities",
        r"ignoring any effect that would prohibit that spell from being cast based on information determined"),
        fallback="cast_prohibited"),
    "cast_proposal_legal": Concept(("601.",), (
        r"checks to see if (the )?proposed spell can legally be cast",), fallback="cast"),
    "activate_prohibited": Concept(("602.", "409."), (
        r"^A player can.t begin to activate an ability that.s prohibited",
        r"^A player can.t begin to play a spell or activated ability that.s prohibited")),
    "tap_cost": Concept(("602.", "302.", "212.", "107."), (
        r"activated ability with the tap symbol .{0,30}(in|as part of) its (activation )?cost can.t be (activated|played) unless",)),
    "mana_pool": Concept(("106.", "406.", "605.", "411."), (
        r"^When an effect instructs a player to add mana, that mana goes into a player.s mana pool",
        r"^When an effect produces mana, that mana goes into a player.s mana pool",   # 2009-07-11 to 2018-01-19
        r"^Spells that (put|add) mana (into|to) a player.s mana pool aren.t mana abilities"), fallback="mana_ability"),
    "mana_ability_def": Concept(("605.", "406."), (
        r"^An activated ability is a mana ability if it meets",
        r"^An activated ability without a target that could (put|add) mana .{0,80}is a mana ability",
        r"mana ability is either \(a\) an activated ability (without a target )?that could (put|add) mana")),
    "triggered_mana": Concept(("605.", "411.", "406."), (
        r"^A triggered mana ability doesn.t go on the stack",
        r"triggered mana abilit(y|ies) .{0,80}(resolves?|don.t go on the stack)"), fallback="mana_ability"),
    "tapped_for_type": Concept(("106.",), (   # 106.12a (106.10a from 2015-07-17): "tapped for {C}" (kb.engine.tappedmana)
        r"is tapped for mana.{0,3} or .{0,3}is tapped for mana.{0,3}of a specified type",), fallback="tapped_for_mana"),
    "tapped_for_mana": Concept(("106.",), (
        r"^To .tap (a permanent|\[a permanent\]) for mana. is to activate a mana ability",), fallback="triggered_mana"),
    "mana_ability": Concept(("605.", "411.", "406."), (
        r"^Mana abilities .{0,30}don.t use the stack",
        r"resolves immediately after it is (activated|played) and doesn.t go on the stack",
        r"It resolves immediately after it is (activated|played)")),
    "resolve": Concept(("608.", "607.", "413."), (
        r"^Each time all players pass in succession, the spell or ability on top of the stack resolves",
        r"^Resolution of a spell or ability may involve several steps",
        r"^If the object that.s resolving is an instant spell, a sorcery spell, or an ability, its resolution may involve several steps")),
    "target_check": Concept(("608.", "607.", "413."), (
        r"^If the spell or ability specifies targets, it checks whether the targets are still legal",)),
    "target_illegal_part": Concept(("608.", "607.", "413."), (
        r"Illegal targets, if any, won.t be affected by parts of a resolving spell",
        r"spell or ability doesn.t perform any actions on (it|those)",
        r"^If the spell or ability specifies targets, it checks whether the targets are still legal")),
    # "with the same name as that creature" (201.2a; 201.2 from 2010; before, no rule says when names are the same)
    "same_name": Concept(("201.",), (r"^Two (or more )?objects have the same name if",), fallback="follow_instructions"),
    # 201.2c of 2016-08-26 … 2020-09-25: objects with no name in common (two nameless ones) have different names; a
    # citation only (the edition gate is kb.engine.versions' nameless_same_name), elsewhere the rule of the same name
    "nameless_different": Concept(("201.",), (r"^Two or more objects have different names if there are no names",),
                                  fallback="same_name"),
    "follow_instructions": Concept(("608.", "607.", "413."), (
        r"^The controller of the spell or ability follows its instructions in the order written",)),
    "each_in_turn": Concept(("608.", "607.", "413."), (
        r"^Some spells and abilities include actions taken on multiple players and/or objects",),
        fallback="follow_instructions"),
    "choices_on_resolution": Concept(("608.", "607.", "413."), (
        r"^If an (effect|effect of a spell or ability) offers any choices other than choices already made",
        r"offers any choices other than choices already made as part of",
        r"^If the spell or ability requires (a player to make a choice|any choices)"), fallback="follow_instructions"),
    # "any number" includes zero (107.1c, since 2010-02-01; kb.engine.actions_cards._discard_chosen_number): before, the
    # rule of choices made as an effect is applied
    "any_number": Concept(("107.",), (r"instructs a player to choose .any number,. that player may choose any positive "
                                      r"number or zero",), fallback="choices_on_resolution"),
    "lki": Concept(("608.", "607.", "413."), (
        r"^If an effect requires information from the game .{0,80}determined only once",)),
    "lki_ability_source": Concept(("113.", "112.", "402."), (
        r"^Once activated or triggered, an ability exists on the stack independently of its source",
        r"^Once (activated|played) or triggered, an ability exists independently of its source")),
    # 404.2 (217.4b before 2009-10-01): a graveyard is one pile whose order players can't change; a card put there
    # goes on top (kb.engine.graveyardtopkind.known_top)
    "graveyard_order": Concept(("404.", "217."), (r"^Each graveyard is kept in a single face-up pile",)),
    "to_graveyard": Concept(("608.", "607.", "413."), (
        r"^As the final part of an instant or sorcery spell.s resolution, the spell (itself )?is put into its owner.s graveyard",
        r"As the final (part|step) of an instant or sorcery spell.s resolution, the spell itself is put into its owner.s graveyard",
        r"is put into its owner.s graveyard from the stack .{0,40}as the final step",
        r"put into (its|his or her) owner.s graveyard .{0,40}final step of .{0,20}resolution",
        r"A spell is put into play from the stack under the control of the spell.s controller")),
    "permanent_spell": Concept(("608.", "607.", "413."), (
        r"^If the object that.s resolving is a permanent spell",
        r"^If the object that.s resolving has no targets, it becomes a permanent and enters the battlefield",
        r"becomes a permanent and is put onto the battlefield under the control of the spell.s controller",
        r"A spell is put (into play|onto the battlefield) from the stack under the control of the spell.s controller")),
    "countered": Concept(("701.", "413.", "414.", "608."), (
        r"^To counter a spell is to move the spell from the stack",
        r"^To counter a spell or ability means to cancel it, removing it from the stack",
        r"^To counter a spell or ability means to (cancel|remove) it",
        r"countered spell .{0,40}put into (its|his or her) owner.s graveyard")),
    "play_land": Concept(("305.", "116.", "115.", "212."), (
        r"^A player who has priority may play a land card from (his or her|their) hand during a main phase",
        r"^A player may play a land card from his or her hand only during a main phase",
        r"^Playing a land is a special action",
        r"^Playing a land card is a special action",
        r"may choose to play a land card from his or her hand during a main phase")),
    # an activated ability's own restrictions (kb.engine.restrictions.activation_refused: 602.5b, 602.5d; 403.4-403.5
    # in the editions that said "Play this ability only …")
    "activate_limit": Concept(("602.", "403."), (r"If an activated ability has a restriction on its use",),
                              fallback="activate_prohibited"),
    "activate_as_sorcery": Concept(("602.", "403."), (r"Activated abilities that read .(?:Activate only as a sorcery|Activate "
                                                      r"this ability only any time you could cast a sorcery|Play this ability "
                                                      r"only any time you could play a sorcery)",), fallback="sorcery_timing"),
    # a sorcery card's own timing (kb.engine.stack: a cast refused outside its window; 307.1, 212.7a before 2009-07-11)
    "sorcery_cast_timing": Concept(("307.", "212."), (r"may (?:cast|play) a sorcery card from (?:their|his or her) hand during "
                                                      r"a main phase",), fallback="sorcery_timing"),
    "sorcery_timing": Concept(("307.", "304.", "117.", "408.", "212.", "115.", "116."), (
        r"may cast a noninstant spell during (his or her|their) main phase",
        r"^A player who has priority may cast a sorcery card from their hand during a main phase",
        r"^A player may (cast|play) a sorcery card from his or her hand during a main phase",
        r"Spells other than instants may be (cast|played) during a player.s main phase",
        r"^A player may cast a sorcery card from (his or her|their) hand during a main phase")),
    # --- copying spells (707.10) ----------------------------------------------------------------
    "copy_spell": Concept(_COPY, (
        r"^To copy a spell(, activated ability, or triggered ability| or activated ability)? means to put a copy of it (onto|on) the stack",
        r"^To copy a spell means to put a copy of the spell onto the stack")),
    "copy_new_targets": Concept(_COPY, (
        r"copy a spell or ability and state that its controller may choose new targets for the copy",
        r"copy a spell and state that its controller may choose new targets for the copy"), fallback="copy_spell"),
    "copy_new_target_given": Concept(_COPY, (
        r"^Some effects copy a spell or ability and specify a new target for the copy",), fallback="copy_spell"),
    "copy_could_target": Concept(_COPY, (
        r"^Some effects copy a spell or ability for each player or object it .could target",), fallback="copy_spell"),
    "change_target": Concept(("115.", "114."), (
        r"allows a player to .change the target\(s\). of a spell or ability",), fallback="cast_targets"),
    "choose_new_targets": Concept(("115.", "114."), (
        r"allows a player to .choose new targets. for a spell or ability",), fallback="cast_targets"),
    # the section on targets (115 from 2019-07-12, 114 and 113 before, 415 "Targeted Spells and Abilities" from
    # 2003-07-01 to 2009-05-01; a section's text is its title); before that the rules have no such section and the
    # announcement of targets stands for it
    "targets": Concept(("115", "114", "113", "415"), (r"^Targets$", r"^Targeted Spells and Abilities$"),
                       fallback="cast_targets"),
    "targets_only": Concept(("115.",), (
        r"looks for a .\[spell or ability\] that targets only \[something\]",), fallback="cast_targets"),
    "copy_permanent_spell": Concept(_COPY + ("608.",), (
        r"copy a permanent spell\. As that copy resolves, it ceases being a copy of a spell and becomes a token",
        r"^If the object that.s resolving is a copy of a permanent spell, it will become a token"),
        fallback="copy_spell"),
    "copy_cease": Concept(_COPY + _SBA, (r"copy of a spell (is )?in a zone other than the stack, it ceases to exist",
                                         r"copy of a spell in a zone other than the stack ceases to exist")),
    # --- damage (120) ---------------------------------------------------------------------------
    "damage": Concept(("120.", "119.", "118.", "418.", "419."), (
        r"^Damage may have one or more of the following results",
        r"^Damage dealt to a player causes that player to lose that much life",
        r"^Damage dealt to a creature by a source with neither wither nor infect causes that much damage",
        r"^Objects can deal damage to creatures, planeswalkers, and players",
        r"^Objects can deal damage to creatures and players"), fallback="lethal_damage", glossary=_G_DAMAGE),
    "damage_player": Concept(("120.", "119.", "118.", "117.", "212.", "103.", "215."), (
        r"Damage dealt to a player by a source without infect causes that player to lose that much life",
        r"^Damage dealt to a player causes that player to lose that much life",
        r"^Damage dealt to a player normally causes that player to lose that much life",
        r"If an unblocked creature assigns its combat damage to a player, that player loses that much life",
        r"damage dealt to a player causes that player to lose that much life"), glossary=_G_DAMAGE),
    # before 2007-05-01 (215.2) only the glossary's "Damage" says what damage to a player does: cited as that entry
    # (rt54e), else none, never a neighbour by a fallback (rt53e: 420.5c, a creature's lethal damage, was cited)
    "damage_creature": Concept(("120.", "119.", "118.", "212.", "502."), (
        r"Damage dealt to a creature by a source without wither causes that much damage to be marked",
        r"^Damage dealt to a creature by a source with neither wither nor infect causes that much damage to be marked",
        r"^Damage dealt to a creature by a source with neither wither nor infect causes that creature to have that much damage marked",
        r"Damage dealt to a creature (is marked|stays) on (it|that creature)",
        r"^Damage dealt to a creature (causes that much damage to be marked|doesn.t destroy it)",
        r"Damage marked on a creature remains until the cleanup step"), fallback="damage"),
    # "Excess damage is dealt to that creature's controller instead." (120.4a from 2020-04-17; kb.engine.actions_damage)
    "excess_damage": Concept(("120.",), (r"^First, if an effect .{0,40}causing damage to be dealt .{0,80}excess damage",)),
    "damage_planeswalker": Concept(("120.", "119.", "118.", "306.", "212."), (
        r"^Damage dealt to a planeswalker causes that many loyalty counters to be removed",
        r"Damage dealt to a planeswalker causes that many loyalty counters to be removed"), fallback="damage",
        # 2007-10-01 to 2009-05-01: no numbered rule; the glossary's "Loyalty" says it in the same words
        glossary=((r"^Loyalty$", r"Damage dealt to a planeswalker causes that many loyalty counters to be removed"),)),
    "lethal_damage": Concept(("120.", "119.", "118.", "704.", "420."), (
        r"total damage marked on a creature is greater than or equal to its toughness, that creature has been dealt lethal damage",
        r"Lethal damage is an amount of damage greater than or equal to a creature.s toughness")),
    "deathtouch": Concept(_KW, (r"^Deathtouch is a (static|triggered) ability",), fallback="damage"),
    "deathtouch_static": Concept(_KW + ("120.",), (
        r"^A creature with toughness greater than 0 that.s been dealt damage by a source with deathtouch",
        r"^A creature that.s been dealt damage by a source with deathtouch since the last time",   # 702.2c of 2009-07
        r"Any nonzero amount of combat damage assigned to a creature by a source with deathtouch is considered to be lethal damage",
        r"^Deathtouch is a (static|triggered) ability"), fallback="damage"),
    # the damage rule's lifelink clause (120.3f; 119.3f / 118.3e before), else the keyword's own rules (rt53e: "119."
    # was missing, so 2009-2019 cited 702.xa, "Lifelink is a static ability", not what it does)
    "lifelink": Concept(_KW + ("120.", "119.", "118."), (
        r"^Damage dealt by a source with lifelink causes that source.s controller to gain that much life",
        r"^Lifelink is a (static|triggered) ability"), fallback="damage"),
    "infect": Concept(_KW, (r"^Infect is a static ability",), fallback="damage"),
    "wither": Concept(_KW, (r"^Wither is a static ability",), fallback="damage"),
    "land_plays": Concept(("305.", "212."), (
        r"^A player (can|may) (normally )?play (only )?one land( card)? (during|each)",), fallback="play_land"),
    # "Who owns X?", "What is X's mana value?" (kb.engine.ask.verdict): a card's owner (108.3; 200.1a before 2009),
    # an object's mana value (202.3; "converted mana cost" before 2021, 203.3 before 2009)
    "card_owner": Concept(("108.", "200."), (
        r"^The owner of a card in the game is the player who started the game with it",
        r"^A card.s owner is the player who started the game with it"),
        # 1999-2002: the glossary's "Owner" alone (Concept.glossary)
        glossary=((r"^Owner$", r"owner of a card is the player who started the game with that card"),)),
    "mana_value": Concept(("202.", "203."), (
        r"^The (mana value|converted mana cost) of (an object|a card) is (a number equal to )?the total amount of mana "
        r"in (its|the) mana cost",)),
    "token_owner": Concept(("216.", "200.", "110.", "111."), (
        r"owned by the controller of the spell or ability that created it",
        r"owned and controlled by the player under whose control it entered",
        r"player who creates? a token is its owner"), fallback="token"),
    "indestructible_status": Concept(("700.", "702."), (
        r"actually being indestructible is neither an ability nor a characteristic",
        r"^Indestructible is a static ability"), fallback="indestructible"),
    "indestructible": Concept(_KW + ("700.",), (
        r"A permanent with indestructible can.t be destroyed",
        r"^If a permanent is indestructible, rules and effects can.t destroy it",
        r"^Indestructible is a static ability",
        r"can.t be destroyed"), fallback="destroy"),
    "spend_restriction": Concept(("106.",), (
        r"^Some spells or abilities that produce mana restrict how that mana can be spent",)),
    "could_produce": Concept(("106.", "406."), (
        r"^Some abilities produce mana based on the type of mana another permanent or permanents",)),
    "cleanup_priority": Concept(("514.", "314."), (
        r"state-based (?:effects|actions).{0,60}(?:abilities have triggered|triggered abilities are waiting)",)),
    "cleanup_damage": Concept(("514.", "314."), (
        r"all damage marked on permanents .{0,60}is removed",
        r"all damage is removed from permanents",
        r"damage .{0,40}removed .{0,40}until end of turn")),
    # --- keyword actions ------------------------------------------------------------------------
    "destroy": Concept(_ACT + ("217.", "212."), (
        r"^To destroy a permanent, move it from the battlefield to its owner.s graveyard",
        r"^To destroy a permanent, move it from play to its owner.s graveyard",
        r"^To destroy a permanent, put it into its owner.s graveyard",
        r"Any object that.s countered, discarded, destroyed, or sacrificed is put on top of its owner.s graveyard")),
    "sacrifice": Concept(_ACT + ("217.",), (
        r"^To sacrifice a permanent, its controller moves it from the battlefield",
        r"^To sacrifice a permanent, its controller moves it from play",
        r"^To sacrifice a permanent, its controller moves it from the in-play zone",
        r"^To sacrifice a permanent, its controller puts it into its owner.s graveyard",
        r"Any object that.s countered, discarded, destroyed, or sacrificed is put on top of its owner.s graveyard")),
    "exile": Concept(_ACT + ("406.", "217.", "407."), (
        r"^To exile an object, move it to the exile zone",
        r"^To remove an object from the game, move it to the removed-from-the-game zone",
        r"removed[- ]from[- ]the[- ]game zone")),
    "counter_action": Concept(_ACT + ("413.", "414."), (
        r"^To counter a spell is to move the spell from the stack",
        r"^To counter a spell or ability means to cancel it",)),
    "draw": Concept(("121.", "120.", "119.", "423.", "304.", "504."), (
        r"^A player draws a card by putting the top card of (his or her|their) library into (his or her|their) hand",
        r"^First, the active player draws a card")),
    "discard": Concept(_ACT + ("217.", "402."), (
        r"^To discard a card, move it from its owner.s hand to that player.s graveyard",
        r"^To discard a card, move it from its owner.s hand",
        r"discard.{0,60}from (his or her|their|a player.s) hand to .{0,20}graveyard",
        r"Any (object|card) that.s countered, discarded, destroyed, or sacrificed is put on top of its owner.s graveyard"),
        fallback="draw"),
    "life": Concept(("119.", "118.", "215.", "103.", "117.", "101."), (
        r"^Each player begins the game with a starting life total of 20",
        r"^Each player starts the game with 20 life",
        r"each player sets (his or her|their) life total to 20")),
    # the rule that an effect's gain or loss of life adjusts the life total (119.3 today); the damage rule beside it
    # (119.2 today) only where no such sentence is found — it says nothing of gaining life
    "life_gain": Concept(("119.", "118.", "117.", "215."), (
        r"^If an effect causes a player to gain life or lose life, that player.s life total is adjusted accordingly",
        r"player.s life total is adjusted accordingly",
        r"Damage dealt to a player normally causes that player to lose that much life"), fallback="life",
        glossary=((r"^Life(/|, )Life Total$", r"gaining life|losing life|life total"),)),
    # 701.9d from 2018-04-27 (701.10d today): "double a player's life total" is a gain or a loss of life
    "double_life": Concept(("701.",), (r"^To double a player.s life total",)),
    # 806.10a (2010-04-23), 810.9a after: the Two-Headed Giant rule whose example reads "Double target player's life
    # total" as a gain of life (kb.engine.versions double_life "example", before 701.9d)
    "double_life_example": Concept(("806.", "810."), (r"^If a cost or effect needs to know the value of an individual "
                                                      r"player.s life total, that cost or effect uses the team.s",)),
    "vote": Concept(("701.",), (r"^Some spells and abilities instruct players to vote",)),   # 701.29a from 2014-06-01
    # 102.4 from 2018-06-08: "your team" is "you" in a game that isn't a multiplayer game between teams
    # (kb.engine.teamwords)
    "your_team": Concept(("102.",), (r"\bmeans the same thing as [\u201c\"]you\.?[\u201d\"]",)),
    # 102.3 (200.3a from 2005-08-01 to 2009-05-01): a player's teammates (kb.engine.teammates)
    "teammates": Concept(("102.", "200."), (r"a player.s teammates are the other players on",)),
    # 203.1b from 2007-05-01, 116.6 (2009), 117.6 (2010), 118.6 (2019): no mana cost is an unpayable cost
    "unpayable_cost": Concept(("118.", "117.", "116.", "203."), (r"represents an unpayable cost",)),
    "life_pay": Concept(("119.", "118.", "117.", "215."), (
        r"pay an amount of life greater than 0, the player may do so only if",
        r"can pay life only if (his or her|their) life total is greater than or equal to",
        r"allows a player to pay life, the player may do so only if"), fallback="life",
        glossary=((r"^Pay$", r"Paying life subtracts"),)),
    "token": Concept(("111.", "110.5", "216."), (
        r"^Some effects put tokens onto the battlefield",
        r"^Some effects put tokens? (creatures )?(onto the battlefield|into play)",
        r"^Some effects create tokens",
        r"effects put token creatures into play")),
    # 216.1 of 2004-06-01, 110.5c of 2014, 111.4 from 2017: the name of a token the effect doesn't name
    "token_name": Concept(("111.", "110.5", "216."), (r"doesn.t specify the name of the (creature )?token, its name is",),
                          fallback="token"),
    # a token that has left the battlefield stays where it is (111.8; 216.4 "left play" 2005-2009; before, none: the
    # rule of a token ceasing to exist)
    "token_stays": Concept(("111.", "110.", "216."), (
        r"^A token that has left (the battlefield|play) can.t (move to another zone or )?come back",),
        fallback="token_cease"),
    # entwine chooses every mode for the extra cost (702.42a; 702.41a 2009-2019, 502.32a 2004-2009; before, the rule
    # of choosing modes)
    "entwine": Concept(("702.", "502."), (r"^Entwine is a static ability (of modal spells|that functions while the spell)",),
                       fallback="cast_modes"),
    # "[Do something] unless [a player does something else]" (118.12a; 117.12a 2010-2019, 116.12a 2009-2010; before,
    # the rule of following the instructions)
    "unless_offer": Concept(("118.", "117.", "116."), (
        r"^Some spells, activated abilities, and triggered abilities read, .\[Do something\] unless",),
        fallback="follow_instructions"),
    "token_cease": Concept(("111.", "110.5", "216.") + _SBA, (
        r"^A token that.s phased out, or that.s in a zone other than the battlefield, ceases to exist",
        r"^A token that.s in a zone other than the battlefield ceases to exist",
        r"A token in a zone other than the (battlefield|in-play zone) ceases to exist")),
    "counters_put": Concept(("122.", "121.", "120.", "200."), (
        r"^A counter is a marker placed on an object or player that modifies its characteristics",
        r"^A counter is a marker placed on an object")),
    # stun and shield counters (kb.engine.specialcounters; 122.1d from 2022-09-08, 122.1c from 2022-04-29): before,
    # what a counter is
    "stun_counter": Concept(("122.",), (r"stun counters? on a permanent creates? (?:a|one|a single) replacement effect",),
                            fallback="counters_put"),
    "shield_counter": Concept(("122.",), (r"shield counters? on a permanent creates? (?:one|a single)",),
                              fallback="counters_put"),
    # finality counters (kb.engine.specialcounters; 122.1h from 2023-11-17): before, what a counter is
    "finality_counter": Concept(("122.",), (r"finality counters? on a permanent creates? (?:a|one|a single) replacement",),
                                fallback="counters_put"),
    "counter_move": Concept(("122.", "121.", "120."), (
        r"^If an effect says to .move. a counter",), fallback="counters_put"),
    "counter_double": Concept(_ACT, (r"^To double the number of a kind of counters",), fallback="counters_put"),
    "counters_lki": Concept(("122.", "121."), (
        r"^If a triggered ability instructs a player to put one object.s counters on another object",),
        fallback="counters_put"),
    "tap": Concept(_ACT + ("110.", "214."), (
        r"^To tap a permanent, turn it sideways from an upright position",
        r"Permanents .{0,30}(enter|come into play) untapped"), fallback="new_object"),
    "return_hand": Concept(("400.", "217."), (
        r"An object that moves from one zone to another (becomes|is treated as) a new object",)),
    "mill": Concept(_ACT, (r"^For a player to mill a number of cards",), fallback="draw"),
    "fight": Concept(_ACT, (r"^A spell or ability may instruct a creature to fight another creature",), fallback="damage"),
    "fight_self": Concept(_ACT, (r"^If a creature fights itself, it deals damage to itself equal to twice its power",),
                          fallback="fight"),
    # one of the two gone, or no longer a creature: neither fights nor deals damage (701.14b; 701.10b from 2011-09-30)
    "fight_gone": Concept(_ACT, (r"^If (one or both creatures|a creature) instructed to fight (is|are) no longer on the "
                                 r"battlefield",), fallback="fight"),
    # 602.2b: an activated ability's activation cost is its analog of a mana cost (its own "This ability costs {1} less
    # to activate …", 601.2f); before 2009-07-11 one rule (409.1f) determined the total cost of spells and abilities
    "activation_cost": Concept(("602.",), (r"^The remainder of the process for activating an ability is identical to the "
                                           r"process for casting a spell",), fallback="cost_reduction"),
    # 116.2c (408.2i from 2003-07-01): an action an effect allows later, usually to end it ("You may pay {W} to end this
    # effect", a Licid's): a special action
    "end_effect_action": Concept(("116.", "114.", "115.", "408."), (
        r"^Some effects allow a player to take an action at a later time, usually to end a continuous effect",)),
    # 701.12a, 701.12c: exchanging life totals (701.8c from 2009-07-11; no rule says how before it)
    "exchange": Concept(_ACT, (r"^A spell or ability may instruct players to exchange something",)),
    "exchange_life": Concept(_ACT, (r"^When life totals are exchanged, each player gains or loses the amount of life",)),
    # --- triggers (603) -------------------------------------------------------------------------
    "trigger": Concept(("603.", "410.", "404."), (
        r"^Whenever a game event or game state matches a triggered ability.s trigger event, that ability (automatically )?triggers",)),
    "trigger_stack": Concept(("603.", "410.", "404."), (
        r"^Once an ability has triggered, its controller puts it on the stack",
        r"triggered abilities .{0,40}(go|put) on(to)? the stack the next time a player would receive priority",
        r"the next time a player would receive priority, each player, in APNAP order, puts triggered abilities",
        r"If multiple abilities have triggered since the last time a player received priority")),
    # a die roll's results table (706.3, since 2021-07-23; kb.engine.dice): no fallback, an edition before it is
    # "cannot decide"
    "die_results": Concept(("706.",), (r"^Some abilities that instruct a player to roll one or more dice include a "
                                       r"results table",)),
    # a die roll, its natural result and its modifiers (706.2), a roll without a results table (706.4) and an ignored
    # roll (706.5 "roll two or more dice and ignore the lowest roll" 2021-07-23; 706.6 "ignore a roll" from 2022-10-07)
    # (kb.engine.dice): since 2021-07-23, no fallback — before it the roll is "cannot decide"
    "die_roll": Concept(("706.",), (r"^After the roll, the number indicated on the top face of the die before any "
                                    r"modifiers is the natural result",)),
    "die_no_table": Concept(("706.",), (r"^Some abilities that instruct a player to roll one or more dice do not "
                                        r"include a results table",)),
    "die_ignore": Concept(("706.",), (r"^If a player is instructed to (?:roll two or more dice and )?ignore (?:a|the "
                                      r"lowest) roll",)),
    # ignoring a roll its roller chooses ("roll two of those dice and ignore one of those results", kb.engine.rollinstead):
    # 706.6 "If a player is instructed to ignore a roll" from 2022-10-07; 706.5 before it spoke of the lowest roll only
    "die_ignore_any": Concept(("706.",), (r"^If a player is instructed to ignore a roll",)),
    # a modal triggered ability's modes, announced as it is put on the stack (603.3c; 410.4a from 2007-05-01; before
    # it, the rule of putting a triggered ability on the stack)
    "trigger_modes": Concept(("603.", "410."), (r"^If a triggered ability is modal, its controller announces the mode choice",),
                             fallback="trigger_stack"),
    "trigger_apnap": Concept(("603.", "410."), (
        r"If multiple abilities have triggered since the last time a player received priority",)),
    # trigger events of combat (issue 25; kb.engine.triggers.event_concept): older wordings say "[this creature]"
    "trigger_blocks_each": Concept(("509.", "410.", "309."), (r"Whenever \[(a|this) creature\] blocks a creature",),
                                   fallback="trigger"),
    "trigger_blocked_by_each": Concept(("509.", "410.", "309."), (
        r"Whenever \[(a|this) creature\] becomes blocked by a creature",), fallback="trigger"),
    "trigger_attacks_whom": Concept(("508.",), (r"Whenever \[a creature\] attacks \[a player",), fallback="trigger"),
    "trigger_player_attacks": Concept(("508.",), (r"Whenever \[a player\] attacks, ",), fallback="trigger"),
    # "Whenever enchanted player is attacked" (508.3b from 2017-08-25; before, the general rule of triggers, 603.2)
    "trigger_is_attacked": Concept(("508.",), (r"Whenever \[a player[^\]]*\] is attacked, ",), fallback="trigger"),
    "defending_player": Concept(("508.",), (r"If an ability of an attacking creature refers to a defending player",),
                                fallback="declare_attackers"),
    # the one defending player of a two-player game (506.2; 306.3 before 2009-07-11): what "defending player" names in
    # an ability that isn't an attacking creature's own under the rules before 2010-02-01 (kb.engine.sba)
    "defending_player_one": Concept(("506.", "306."), (
        r"the nonactive player is the defending player",
        r"The nonactive player is being attacked and is the defending player",
        r"The chosen opponent is (being attacked and is )?the defending player"), fallback="declare_attackers"),
    "intervening_if": Concept(("603.", "410.", "404."), (
        r"intervening .if. clause",
        r"with a condition directly following the trigger event",
        r"When/Whenever/At \[trigger( event)?\], if \[condition\], \[effect\]")),
    # a state trigger (603.8; 410.11 before 2009-07-11): it triggers as soon as a game state matches its condition, and
    # not again while it waits or resolves (kb.engine.sba._state_triggers)
    "state_trigger": Concept(("603.", "410."), (
        r"^Some triggered abilities (?:trigger (?:when|on)|watch for) a game state",), fallback="trigger"),
    # the rule that the game "looks back in time" for leaves-the-battlefield abilities (603.10a from 2016-11-11; 603.6d
    # 2009-07-11 to 2016; 410.10d before): not 603.6c / 410.10c, which only say what a leaves-the-battlefield ability is
    "look_back": Concept(("603.", "410."), (
        r"^Some zone-change triggers look back in time",
        r"The game has to .look back in time. to (determine|resolve)",
        r"\"looks back in time\"",
        r"Leaves-the-battlefield abilities trigger when a permanent moves from the battlefield",
        r"Leaves-play abilities trigger when a permanent leaves the in-play zone")),
    "etb_trigger": Concept(("603.", "410."), (
        r"^Enters-the-battlefield abilities trigger when a permanent enters the battlefield",
        r"^Comes-into-play abilities trigger when a permanent enters the in-play zone",
        r"abilities trigger when a permanent enters the battlefield")),
    "beginning_of_step": Concept(("603.", "410.", "500.", "300."), (
        r"abilities that trigger .at the beginning of. that (phase or )?step",
        r"When a phase or step begins, all abilities that trigger .at the beginning of")),
    "read_ahead": Concept(("702.",), (r"^Read ahead is a keyword",)),   # 702.155a-b (kb.engine.state._saga_enters)
    "saga_lore": Concept(("71",), (r"Saga without read ahead has the intrinsic ability",
                                   r"^As a Saga without the read ahead ability enters",
                                   r"As a Saga enters the battlefield, its controller puts a lore counter on it",
                                   r"^As a Saga enters the battlefield, its controller puts")),
    "saga_turn": Concept(("71",), (r"precombat main phase begins, that player puts a lore counter on each Saga",)),
    "saga_sacrifice": Concept(("71",), (r"lore counters on a Saga permanent .{0,60}is greater than or equal to its final "
                                        r"chapter number",)),
    # leveler cards (711; 710 before 2021), level up (702.87; 702.84-86 before), Class cards (716)
    "level_up": Concept(_KW, (r"^Level up is an activated ability",)),
    "leveler_range": Concept(("71",), (r"LEVEL N1-N2\} \[Abilities\] \[P/T\]. means",)),
    "leveler_plus": Concept(("71",), (r"LEVEL N3\+\} \[Abilities\] \[P/T\]. means",)),
    "leveler_below": Concept(("71",), (r"^If the number of level counters on a leveler creature is less than N1",)),
    "class_level": Concept(("71",), (r"^.\[Cost\]: Level N . \[Abilities\]. means",)),
    "class_level_default": Concept(("71",), (r"doesn.t have a level, it is treated as though its level is 1",)),
    "enters_transformed": Concept(("712.", "711."), (
        r"onto the battlefield .transformed.{0,40}it enters the battlefield with its back face up",)),
    "attach": Concept(("701.",), (r"^To attach an Aura, Equipment, or Fortification to an object",)),
    # attaching to the object it's already attached to does nothing: no new timestamp, no "becomes attached" (701.3b;
    # 501.2b from 2008-02-01; the glossary's Attach from 2006-07-15 to 2007-10-01, kb.engine.state.attach)
    "attach_same": Concept(("701.", "501."), (
        r"tries to attach an Aura(?:, Equipment,)? (?:or|and|,) (?:Equipment|Fortification).{0,30}? to the (?:object|permanent)"
        r"(?: or player)? it.s already attached to, the effect does nothing",), fallback="attach"),
    # before 2009-07-11 only the glossary's "Search" states it — from 2002-10-07 in the words the engine models (a hidden
    # zone's cards of a stated quality may be missed, "any card" must be found); 1999-2001's entry let a search of any
    # zone miss them, so it isn't read
    "search": Concept(("701.",), (r"^To search for a card in a zone, look at all cards in that zone",),
                      glossary=((r"^Search$", r"search a zone not revealed to all players"),)),
    # looking at cards (kb.engine.looking): shown to one player only, like revealing (701.20e, 2015 on; 701.15d before)
    "look_at": Concept(("701.",), (r"^Some effects instruct a player to look at one or more cards",), fallback="reveal"),
    # 401.2 (217.2b before 2009-07-11): a library is one face-down pile whose order nobody may look at or change
    # 603.3d (410.4 before 2009-07-11): a triggered ability's choices as it is put on the stack — one with no legal
    # choice is removed from the stack
    "trigger_no_choice": Concept(("603.", "410."), (
        r"^The remainder of the process for putting a triggered ability on the stack",
        r"^When a triggered ability goes on the stack, the controller of the (ability|pseudospell) makes")),
    "library_pile": Concept(("401.", "217."), (r"^Each library must be kept in a single face-down pile",)),
    "library_position": Concept(("401.", "217."), (
        r"^If an effect puts two or more cards (in|on) a specific (position|place) in a library at the same time",),
        fallback="look_at"),
    "explore": Concept(("701.",), (r"^Certain (spells and )?abilities instruct a permanent to explore",),
                       fallback="look_at"),
    "clash": Concept(("701.", "501."), (r"^To clash, a player reveals the top card of",), fallback="look_at"),   # 501.10a (2007-10-01)
    "proliferate": Concept(("701.",), (r"^To proliferate means to choose any number of permanents and/or players",),
                           fallback="look_at"),
    "adapt": Concept(("701.",), (r"^.Adapt N. means .If this permanent has no \+1/\+1 counters on it",)),
    # keyword actions defined as other words (kb.engine.keywordactions)
    "detain": Concept(("701.",), (r"^Certain spells and abilities can detain a permanent",)),
    "goad": Concept(("701.",), (r"^Certain spells and abilities can goad a creature",)),
    "populate": Concept(("701.",), (r"^To populate means to choose a creature token you control",)),
    "support": Concept(("701.",), (r"^.Support N. on a permanent means",)),
    # amass N (701.43a 2019, 701.44a) and amass [subtype] N (701.47a, 2023 on); bolster N; connive (2022 on)
    "amass": Concept(("701.",), (r"^To amass (?:\[subtype\] )?N means",)),
    "amass_subtype": Concept(("701.",), (r"^To amass \[subtype\] N means",)),
    "bolster": Concept(("701.",), (r"^.Bolster N. means",)),
    "connive": Concept(("701.",), (r"^Certain (?:spells and )?abilities instruct a permanent to connive",)),
    # endure N (701.63a, 2025-04-04 on; kb.engine.keywordactions)
    "endure": Concept(("701.",), (r"^Certain abilities instruct a permanent to endure N",)),
    # blight N (701.68a, 2026-01-16 on; kb.engine.blight)
    "blight": Concept(("701.",), (r"^To .blight N. means to put N -1/-1 counters",)),
    # recruit (701.70a, 2026-08-07 on; kb.engine.keywordactions)
    "recruit": Concept(("701.",), (r"^.Recruit. means .Draw a card, then discard a card",)),
    "incubate": Concept(("701.",), (r"^To incubate N, create an Incubator token",)),
    "earthbend": Concept(("701.",), (r"^.Earthbend N. means",)),
    # discover N (701.55a from 2023-11-17, 701.57a from 2025-06-06; kb.engine.discover)
    "discover": Concept(("701.",), (r"^.Discover N. means",)),
    # surveil N (701.41a from 2018-10-05, 701.25a today): "as long as you've surveilled this turn" (kb.engine.gamevalues)
    "surveil": Concept(("701.",), (r"^To .surveil N. means",)),
    # what a player did this turn as cards name it: descended (700.11, 2023-11-17 on), committed a crime (700.13,
    # 2024-06-07 on)
    "descend": Concept(("700.",), (r"^Some (?:effects|cards) refer to whether a player has .descended this turn",)),
    "crime": Concept(("700.",), (r"^Some cards refer to committing a crime",)),
    "exert": Concept(("701.",), (r"^To exert a permanent, you choose to have it not untap during your next untap step",)),
    "behold": Concept(("701.",), (r"^.Behold a \[quality\]. means .Reveal a \[quality\] card from your hand",)),
    "ascend": Concept(("702.",), (r"^Ascend on a permanent represents a static ability",)),
    # --- speed: start your engines! (702.179) and max speed (702.178), since 2025-02-07 (kb.engine.speed); no
    # fallback: an edition before has no speed, and what would read it is "cannot decide" ----------------------
    "start_your_engines": Concept(("702.",), (r"^Start your engines! is a static ability",)),
    "speed_none": Concept(("702.",), (r"^Players do not have speed until a rule or effect sets",),
                          fallback="start_your_engines"),
    # "Do this only once each turn." (603.2h; since 2021-06-18: kb.engine.doonce); before it, the rule of triggers
    "do_once": Concept(("603.",), (r"^A triggered ability may have an instruction followed by .Do this only once each turn",),
                       fallback="trigger"),
    "speed_trigger": Concept(("702.",), (r"^There is an inherent triggered ability associated with a player having "
                                         r"1 or more speed",), fallback="start_your_engines"),
    "speed_zero": Concept(("702.",), (r"^Some effects refer to a player.s speed. If that player has no speed",),
                          fallback="start_your_engines"),
    "speed_sba": Concept(("704.",), (r"^If a player controls a permanent with start your engines! and that player "
                                     r"has no speed",), fallback="start_your_engines"),
    "max_speed": Concept(("702.",), (r"^A max speed ability is a (special kind of )?static ability",)),
    # "Equip [quality] [cost]" (702.6c; since 2018-04-27, then as a variant "Equip [quality] creature"): kb.engine.stack
    "equip_quality": Concept(("702.",), (r"^Equip abilities may further restrict what creatures may be chosen as legal targets",
                                         r"^.Equip \[quality\] creature. is a variant of the equip ability")),
    # 702.178b (since 2025-04-04): it works from the zones the ability it grants works from (kb.engine.speed)
    "max_speed_zones": Concept(("702.",), (r"^If an ability granted by a max speed ability states which zones it "
                                           r"functions from",)),
    # --- saddled (702.171b, since 2024-06-07): the designation (saddle itself: kb.engine.keywordmeans) -----------
    "saddled": Concept(("702.",), (r"^Saddled is a designation",)),
    # --- modified permanents (700.9, since 2022-02-18; kb.engine.modified) -----------------------------------
    "modified": Concept(("700.",), (r"^Some cards refer to modified (?:creatures|permanents)",)),
    # --- anchor words (614.12c; 614.12b from 2015-01-23 to 2025-07-25; kb.engine.anchorwords) ---
    "anchor_word": Concept(("614.",), (r"each marked with an anchor word and preceded by a bullet point",),
                           fallback="enters_as"),
    # --- "{H}" in rules text: any Phyrexian mana symbol (107.4g, since 2024-07-30; before, "{P}") ---
    "phyrexian_h": Concept(("107.",), (r"^In rules text, the Phyrexian symbol \{H\}",)),
    # --- station symbols (721.2a-b, since 2025-07-25; kb.engine.cardtext; the keyword: kb.engine.keywordmeans) ---
    "station_symbol": Concept(("721.",), (r"^.\{N\+\}\[abilities\]. means",)),
    "station_box": Concept(("721.",), (r"^.\{N\+\}\[abilities\]\[P/T\]. means",), fallback="station_symbol"),
    # --- sneak (702.190, since 2026-02-27; kb.engine.sneak): no fallback --------------------------------------
    "sneak": Concept(("702.",), (r"^Sneak is a keyword that represents a static ability",)),
    # alternative costs whose "if its [keyword] cost was paid" is read though a cast for them is not modelled
    # (kb.engine.keywordlist.PAID_ONLY_KEYWORDS): prowl 702.76a, emerge 702.119a; madness 702.35a (kb.engine.madness)
    "prowl": Concept(_KW, (r"^Prowl is a static ability",)),
    "emerge": Concept(_KW, (r"^Emerge represents two static abilities",)),
    "madness": Concept(_KW, (r"^Madness is a keyword that represents two abilities",)),
    # --- paying part of a spell's total cost with objects (kb.engine.costpayers, 601.2h): convoke 702.51a (since
    # 2005-10-01), delve 702.66a (since 2007-05-01), improvise 702.126a (since 2017-01-20); before each rule, the rule
    # of paying a spell's costs --------------------------------------------------------------------------------------
    "convoke": Concept(_KW, (r"^Convoke is a static ability",), fallback="cast_pay"),
    # the word "convoked" (702.51c; 702.50c from 2018-10-05; kb.engine.convoked): no fallback
    "convoked": Concept(_KW, (r"^A creature tapped to pay for mana in a spell.s total cost this way is said to have",)),
    "delve": Concept(_KW, (r"^Delve is a static ability",), fallback="cast_pay"),
    "improvise": Concept(_KW, (r"^Improvise is a static ability",), fallback="cast_pay"),
    # another player paying generic mana of the total cost (kb.engine.assist): assist 702.132a, since 2018-06-08
    "assist": Concept(_KW, (r"^Assist is a static ability that modifies the rules of paying",), fallback="cast_pay"),
    # --- dredge (702.52a-b today, 702.49-702.51 from 2009, 502.47 from 2005-10-01; kb.engine.dredge): before it, the
    # rule of replacement effects
    "dredge": Concept(_KW, (r"^Dredge is a static ability that functions only while the card with dredge is in a "
                            r"player.s graveyard",), fallback="replacement"),
    "dredge_fewer": Concept(_KW, (r"^A player with fewer cards in (?:their|his or her) library than the number required "
                                  r"by a dredge ability",), fallback="dredge"),
    # --- disturb (702.146a, since 2021-11-19; kb.engine.disturb): no fallback ------------------------------------
    "disturb": Concept(_KW, (r"^Disturb is an ability found on the front face",)),
    # --- foretell (702.143a, since 2021-02-05; kb.engine.foretell): no fallback ------------------------------------
    "foretell": Concept(_KW, (r"^Foretell is a keyword that functions while the card with foretell is in a player.s "
                              r"hand",)),
    # --- plot (702.170a, since 2024-06-07; kb.engine.plot): no fallback --------------------------------------------
    "plot": Concept(_KW, (r"^Plot is a keyword ability that functions while the card with plot is in a player.s hand",)),
    "plot_cast": Concept(_KW, (r"^A plotted card.s owner may cast it from exile without paying its mana cost",)),
    # --- jump-start (702.133a, since 2018-10-05) and retrace (702.81a, since 2008-07-15; kb.engine.graveyardkeywords) --
    "jump_start": Concept(_KW, (r"^Jump-start appears on some instants and sorceries",)),
    "retrace": Concept(_KW, (r"^Retrace (?:appears on some instants and sorceries|is a static ability)",)),
    # --- replicate (702.56 today, 702.55 in 2019, 502.52 from 2006-02-01; kb.engine.replicate): before it the rule of
    # copying a spell
    "replicate": Concept(_KW, (r"^Replicate is a keyword that represents two abilities",), fallback="copy_spell"),
    # --- escalate (702.120 today, 702.119 in 2019; since 2016-07-22; kb.engine.escalate): no fallback ----------
    "escalate": Concept(_KW, (r"^Escalate is a static ability of modal spells",)),
    # --- cipher (702.99 today, 702.98 in 2019; since 2013-02-01; kb.engine.cipher): no fallback -----------------
    "cipher": Concept(_KW, (r"^Cipher appears on some instants and sorceries",)),
    # --- overload (702.96 today, 702.95 in 2019; since 2012-10-01; kb.engine.overload): no fallback --------------
    "overload": Concept(_KW, (r"^Overload is a keyword that represents two static abilities",)),
    # --- the prepared designation (722.3a, since 2026-04-17; kb.engine.prepared): no fallback ------------------
    "prepared": Concept(("722.",), (r"^Some spells and abilities cause a permanent with a prepare spell to become prepared",)),
    # --- mayhem (702.187, since 2025-09-19; kb.engine.mayhem): no fallback ---------------------------------------
    "mayhem": Concept(("702.",), (r"^.Mayhem \[cost\]. means .As long as you discarded this card this turn",)),
    # --- web-slinging (702.188, since 2025-09-19; kb.engine.webslinging): no fallback --------------------------
    "web_slinging": Concept(("702.",), (r"^Web-slinging is a static ability that functions while the spell",)),
    # --- freerunning (702.173, since 2024-07-30; kb.engine.altcosts): no fallback --------------------------------
    "freerunning": Concept(("702.",), (r"^Freerunning is a static ability that functions on the stack",)),
    # --- More Than Meets the Eye (702.162, since 2022-11-18; kb.engine.altcosts) and convert (701.50 in 2022, 701.28
    # today; kb.engine.state.transform): no fallback --------------------------------------------------------------
    "more_than_meets_the_eye": Concept(("702.",), (r"^More Than Meets the Eye represents a static ability",)),
    "convert": Concept(("701.",), (r"^To convert a permanent, turn it so that its other face is up",)),
    # --- craft (702.167, since 2023-11-17; kb.engine.craft): no fallback -----------------------------------------
    "craft": Concept(("702.",), (r"^Craft represents an activated ability",)),
    # --- warp (702.185, since 2025-07-25; kb.engine.warp): no fallback ----------------------------------------
    "warp": Concept(("702.",), (r"^Warp represents two static abilities",)),
    # --- controlling another player (716 in 2020, 723 in 2026; kb.engine.playercontrol): no fallback ----------------
    "control_player": Concept(("71", "72"), (r"^Some cards allow a player to control another player during that "
                                             r"player.s next turn",)),
    "control_player_overwrite": Concept(("71", "72"), (r"^Multiple player-controlling effects that affect the same player",),
                                        fallback="control_player"),
    "control_player_decisions": Concept(("71", "72"), (r"^While controlling another player, a player makes all choices",),
                                        fallback="control_player"),
    # --- the monarch (716 in 2016, 725 in 2026) ---------------------------------------------------
    "monarch": Concept(("71", "72"), (r"^The monarch is a designation a player can have",)),
    "monarch_trigger": Concept(("71", "72"), (r"inherent triggered abilities associated with being the monarch",),
                               fallback="monarch"),
    "monarch_one": Concept(("71", "72"), (r"^Only one player can be the monarch at a time",), fallback="monarch"),
    "monarch_leaves": Concept(("71", "72"), (r"^If the monarch leaves the game",), fallback="monarch"),
    # --- dungeons (309), venture (701.46 in 2021, 701.49 in 2026), the initiative (722 in 2022, 726 in 2026), the
    # Ring tempts you (701.52 in 2023, 701.54 in 2026), learn (701.45 in 2021, 701.48 in 2026): kb.engine.dungeon,
    # kb.engine.ring ----------------------------------------------------------------------------------------------
    "venture": Concept(("701.",), (r"^If a player is instructed to venture into the dungeon while they don.t own",)),
    "venture_quality": Concept(("701.",), (r"^Venture into \[quality\] is a variant of venture into the dungeon",),
                               fallback="venture"),
    "room_ability": Concept(("309.",), (r"^Each room has a triggered ability called a room ability",),
                            fallback="venture"),
    "dungeon_sba": Concept(("309.",), (r"^If a player.s venture marker is on the bottommost room of a dungeon",),
                           fallback="venture"),
    "dungeon_complete": Concept(("309.",), (r"^A player completes a dungeon as that dungeon card is removed",),
                                fallback="venture"),
    "initiative": Concept(("72",), (r"^(?:The )?[Ii]nitiative is a designation a player can have",)),
    "initiative_trigger": Concept(("72",), (r"inherent triggered abilities associated with having the initiative",),
                                  fallback="initiative"),
    "initiative_one": Concept(("72",), (r"^Only one player can have the initiative at a time",),
                              fallback="initiative"),
    "initiative_leaves": Concept(("72",), (r"^If the player who has the initiative leaves the game",),
                                 fallback="initiative"),
    "ring_tempts": Concept(("701.",), (r"^Certain spells and abilities have the text .the Ring tempts you",)),
    "ring_emblem": Concept(("701.",), (r"^If a player doesn.t have an emblem named The Ring",), fallback="ring_tempts"),
    "learn": Concept(("701.",), (r"^.Learn. means .You may discard a card",)),
    # what is outside the game, which a "wish" brings in (400.11, 400.11b; 217.1e before 2009-07-11: the removed-from-
    # the-game zone too; kb.engine.outsidegame)
    "outside_game": Concept(("400.", "217."), (r"^An object is outside the game if",)),
    "delayed_trigger": Concept(("603.", "410."), (
        r"^A delayed triggered ability is an ability that an effect creates",
        # 603.3a, who controls a triggered ability "unless it's a delayed triggered ability" (the rule this concept
        # has found since 2009): from 2021-07-23 to 2025-11-14, 603.2e ("Some effects refer to a triggered ability
        # of an object … not any delayed triggered abilities") came first and the bare words below found it
        r"^A triggered ability is controlled by the player who controlled its source at the time it triggered, "
        r"unless it.s a delayed triggered ability",
        r"delayed triggered abilit"), fallback="trigger"),
    # the rule of delayed triggered abilities themselves (603.7; 404.4 from 2003-07-01 to 2009-07-11; 406.2a before):
    # an effect creates one, and it triggers later — what the trace cites as one is created and as it triggers
    "delayed_trigger_rule": Concept(("603.", "404.", "406."), (r"^An effect may create a delayed (?:triggered )?ability",),
                                    fallback="delayed_trigger"),
    # 603.12 (from 2017-04-28): "When you do, …" — a reflexive triggered ability a resolving spell or ability creates;
    # the editions before it had none, and the fallback is the delayed triggered abilities it follows (kb.engine.reflexive)
    "reflexive_trigger": Concept(_STACK, (
        r"^(A replacement effect or )?[Aa] resolving spell or ability may allow (or instruct )?a player to take an action "
        r"and create a triggered ability",),
        fallback="delayed_trigger"),
    # --- state-based actions (704) --------------------------------------------------------------
    "sba": Concept(_SBA, (r"Whenever a player would (get|receive) priority.{0,80}the game checks for any of the listed conditions for state-based",)),
    "sba_life": Concept(_SBA, (r"^If a player has 0 or less life, (that player|he or she) loses the game", r"^A player with 0 or less life loses the game")),
    "sba_draw_empty": Concept(_SBA, (r"attempted to draw a card from (a library with no cards in it|an empty library) since the last time state-based",), fallback="sba"),
    "sba_poison": Concept(_SBA, (r"ten or more poison counters",)),
    "sba_token": Concept(_SBA, (r"If a token is (phased out, or is )?in a zone other than the battlefield, it ceases to exist",
                                r"A token in a zone other than the (battlefield|in-play zone) ceases to exist")),
    "sba_copy": Concept(_SBA, (r"copy of a spell (is )?in a zone other than the stack,? (it )?ceases to exist",)),
    "sba_toughness": Concept(_SBA, (r"creature (has|with) toughness 0 or less",)),
    "sba_lethal": Concept(_SBA, (r"has been dealt lethal damage and is destroyed", r"creature with lethal damage, but greater than 0 toughness, is destroyed")),
    "sba_deathtouch": Concept(_SBA, (r"dealt damage by a source with deathtouch since the last time state-based",), fallback="sba_lethal"),
    # 704.5i "If a planeswalker has loyalty 0" (420.5p "A planeswalker with loyalty 0" of 2007-10-01 to 2009-05-01)
    "sba_loyalty": Concept(_SBA, (r"planeswalker (has|with) (0|no) loyalty",
                                  r"^(If a planeswalker has|A planeswalker with) loyalty 0"), fallback="sba"),
    "sba_legend": Concept(_SBA, (r"This is called the .legend rule",)),
    # 1999: the glossary's "Enchant World" alone (kb.engine.versions world_rule "unstated")
    "sba_world": Concept(_SBA, (r"This is called the .world rule",),
                         glossary=((r"^Enchant World$", r"two or more enchant worlds? (cards )?are in play"),)),
    # the planeswalker uniqueness rule, 420.5q from 2007-10-01 to 704.5j until 2017-08-25 (kb.engine.sba)
    "sba_pw_unique": Concept(_SBA, (r"This is called the .planeswalker uniqueness rule",
                                    r"planeswalkers that share a planeswalker type are (?:in play|on the battlefield)"),
                             fallback="sba"),
    "sba_aura": Concept(_SBA, (r"(If an|An) Aura (is )?attached to an illegal",)),
    "player_leaves": Concept(("800.", "102."), (r"^When a player leaves the game, all objects .{0,40}owned by that player leave",),
                             fallback="lose_game"),
    "reveal": Concept(_ACT, (r"^To reveal a card, show that card to all players",), fallback="draw"),
    "linked_static": Concept(("607.", "603."), (
        r"^If an object has both a static ability and one or more triggered abilities printed on it in the same paragraph",
        r"have a static ability that.s linked to one or more triggered abilities"), fallback="trigger"),
    # a card exiled by a replacement effect of an object's ability is "exiled with" that object (607.2b; 606.2b in
    # 2009-07-11, 407.2b "removed from the game" before; kb.engine.state._exiled_by_replacement)
    # a card exiled by an activated or triggered ability is "exiled with" its source (607.2a; 407.2a "removes … from
    # the game" in 2008, 217.7d in 2005-2007; none before: the rule of following the instructions)
    "linked_exile": Concept(("607.", "606.", "407.", "217."), (
        r"^If an object has an activated or triggered ability printed on it that (instructs a player to exile|exiles|"
        r"removes) one or more cards",
        r"^(A card|An object) may have (one|an) ability (printed on it )?that (somehow causes one or more cards to be "
        r"removed|removes one or more cards|refers to .the removed cards)"), fallback="follow_instructions"),
    "linked_replacement": Concept(("607.", "606.", "407."), (
        r"^If an object has an ability printed on it that generates a replacement effect which causes one or more cards "
        r"to be (exiled|removed from the game)",), fallback="replacement"),
    "aura_player": Concept(_KW, (r"^Auras that can enchant a player can target and be attached to players",),
                           fallback="ts_attach"),
    "sba_equipment": Concept(_SBA, (r"(If an|An) Equipment or Fortification (is )?attached to an illegal",
                                    r"(If an|An) Equipment (is )?attached to an illegal")),
    "sba_unattach": Concept(_SBA, (r"creature is attached to an object or player, it becomes unattached",
                                   r"If a creature is attached to an object or player",
                                   r"A non-Aura, non-Equipment(, non-Fortification)? permanent attached to another",
                                   r"that.s neither an Aura, an Equipment, nor a Fortification(, but)? is attached")),
    "sba_annihilate": Concept(_SBA, (r"both a \+1/\+1 counter and a -1/-1 counter on it",), fallback="sba"),
    "sba_battle": Concept(_SBA, (r"^If a battle has defense 0", r"^If a Siege battle has defense 0"), fallback="sba"),
    "sba_battle_other": Concept(_SBA, (r"^If a non-Siege battle has defense 0",), fallback="sba_battle"),
    # a battle whose protector can't protect it gets another (704.5x of 2023-04-14: a Siege's controller that is also
    # its protector; 704.5y of 2026-08-07: any protector who can't be one; kb.engine.sba _protector_rule)
    "sba_protector": Concept(_SBA, (r"^If a battle.s protector is a player who can.t be its protector",
                                    r"^If a Siege.s controller is also its designated protector"), fallback="sba_battle"),
    "sba_lki": Concept(_SBA, (r"last known information is derived from the game state before any of those state-based actions",),
                       fallback="sba"),
    "aura_creature": Concept(("303.", "212."), (r"An Aura that.s also a creature can.t enchant anything",
                                                r"an Aura that.s also a creature can.t enchant")),
    "loyalty_enters": Concept(("306.", "212.", "209."), (
        r"A planeswalker has the intrinsic ability .This permanent enters with a number of loyalty counters",
        r"planeswalker .{0,60}(enters the battlefield|comes into play) with a number of loyalty counters",
        r"(enters the battlefield|comes into play) with loyalty counters"), fallback="sba"),
    # --- game over, players ---------------------------------------------------------------------
    "lose_game": Concept(("104.", "102."), (
        r"^There are several ways to lose the game",
        r"^A player loses the game if")),
    # --- protection and friends -----------------------------------------------------------------
    "protection": Concept(_KW, (r"^Protection is a static ability",)),
    "hexproof": Concept(_KW, (r"^Hexproof is (a static ability|an evasion ability)",), fallback="shroud"),
    "shroud": Concept(_KW, (r"^Shroud is a static ability",), fallback="protection"),
    # what a target can't be because of its keyword (a refused target names the rule: 702.16b protection, 502.7b
    # before 2009; 702.11b hexproof today, its 702.11a "means" before): not the casting step's 601.2c
    "protection_target": Concept(_KW, (r"with protection can.t be targeted by spells",), fallback="protection"),
    "hexproof_target": Concept(_KW, (r"^.Hexproof. on a permanent means",
                                     r"^Hexproof is a static ability\. .Hexproof. means"), fallback="hexproof"),
    "target_legal": Concept(("115.", "114.", "113.", "415."), (
        r"^Only permanents are legal targets for spells and abilities",
        r"^A spell or ability on the stack is an illegal target for itself")),
    # --- how permanents enter -------------------------------------------------------------------
    "spell_to_permanent": Concept(("400.", "217."), (
        r"change the characteristics (or controller )?of a permanent spell on the stack continue to apply",
        r"(edit|change) the characteristics of an? [a-z, ]{0,60}spell on the stack will continue to apply",
        r"There are \w+ exceptions to this rule: \(1\) Effects from spells")),
    "devour": Concept(_KW, (r"^Devour is a static ability",), fallback="enters_as"),
    # 702.82c (since 2021-06-18; kb.engine.devour): "Devour [type]" / "Devour [quality]" is a variant of devour
    "devour_quality": Concept(_KW, (r"^Devour \[(?:type|quality)\] is a variant of devour",), fallback="devour"),
    "enters_as": Concept(("614.", "613.", "419."), (
        r"^Some replacement effects modify how a permanent enters the battlefield",
        r"(Some|Continuous) effects that read .\[This permanent\] (enters the battlefield|comes into play) (with|tapped)",
        r"Effects that read .\[This permanent\] comes into play with")),
    # "[This permanent] enters with …", "As [this permanent] enters …", "… enters as …" are replacement effects (614.1c;
    # 419.1b before 2009-07-11): what decides that a permanent enters with counters (614.12 says how to find them)
    "enters_with": Concept(("614.", "613.", "419."), (
        r"^Effects that read .\[This permanent\] (enters|enters the battlefield|comes into play) with",),
        fallback="enters_as"),
    "enters_characteristics": Concept(("614.", "613.", "419."), (
        r"check the characteristics the permanent would have on the battlefield",
        r"determine how it will enter the battlefield, check the characteristics",
        r"Effects that read .\[This permanent\] comes into play with"), fallback="enters_as"),
    "summoning_sick": Concept(("302.", "212."), (
        r"continuously controlled since their most recent turn began",
        r"under its controller.s control continuously since (his or her|their) most recent turn began",
        r"since the start of (his or her|their) most recent turn")),
    # --- combat (506-511) ------------------------------------------------------------------------
    "declare_attackers": Concept(("508.", "308."), (
        r"^First, the active player declares attackers",
        r"^As the declare attackers step begins, the active player declares attackers",
        r"^To declare attackers, the active player follows the steps below")),
    "attack_rules": Concept(("508.", "308."), (
        r"chooses which creatures that (he or she|they) controls?, if any, will attack",
        r"chooses which creatures that he or she controls, if any, will attack"), fallback="declare_attackers"),
    # 1999-04-23 to 2004-06-01 (308.1, then 308.2a): "Walls" / "creatures with creature type Wall" can't attack
    "walls_cant_attack": Concept(("308.",), (
        r"(Walls, (and )?creatures (that )?the active player|creatures with creature type Wall)",),
        fallback="attack_rules"),
    "attack_tap": Concept(("508.", "308."), (r"taps the chosen creatures",), fallback="declare_attackers"),
    "attack_requirements": Concept(("508.", "308."), (r"to see whether it.s affected by any requirements",),
                                   fallback="declare_attackers"),
    # effects that say a creature can't attack (508.1c; as block_restrictions, the declare-attackers rule before 2009)
    "attack_restrictions": Concept(("508.", "308.", "500."), (r"to see whether it.s affected by any restrictions",
                                                              r"^As part of declaring attackers, the active player checks each creature"),
                                   fallback="declare_attackers"),
    # costs to attack (Propaganda): determined, locked in and paid as attackers are declared
    "attack_cost": Concept(("508.", "308."), (r"require paying costs to attack", r"pays all required costs"),
                           fallback="declare_attackers"),
    "declare_blockers": Concept(("509.", "309."), (
        r"^First, the defending player declares blockers",
        r"^As the declare blockers step begins, the defending player declares blockers",
        r"^To declare blockers, the defending player follows the steps below")),
    # 509.1b; before 2009-07-11, 500.3 of "Additional Combat Rules" (from 2001-07-23): the blocker declaration checks
    # each creature's blocking restrictions and requirements; in 1999, 309.2 (the defending player determines whether
    # the block is legal)
    "block_restrictions": Concept(("509.", "309.", "500."), (r"to see whether it.s affected by any restrictions",
                                                             r"^As part of declaring blockers, the defending player checks each creature",
                                                             # 1999: 309.2 (500.2 says only "Similar restrictions apply")
                                                             r"^The defending player determines whether the block is legal"),
                                  fallback="declare_blockers"),
    "blocked": Concept(("509.", "309."), (r"becomes a blocked creature",
                                          r"remains blocked even if all the creatures blocking it"),
                       fallback="declare_blockers"),
    # Roles (303.7a, from 2023: of one player's Roles on a permanent only the newest stays)
    "poisoned": Concept(("121.", "122."), (r"is [\u201c\"]poisoned[\u201d\"] if",)),
    "role_sba": Concept(("303.",), (r"has more than one Role controlled by the same player attached to it",)),
    # a creature put onto the battlefield attacking (508.4; 308.3's last sentence before 2009: it never "attacked")
    "enters_attacking": Concept(("508.", "308."), (r"^If a creature is put (onto the battlefield|into play) attacking",
                                                  r"will not trigger if a creature is put into play attacking"),
                                fallback="declare_attackers"),
    "no_attackers": Concept(("508.", "308.", "306."), (r"If no creatures are declared as attackers",
                                                       r"no creatures are declared as attackers"), fallback="declare_attackers"),
    "combat_assign": Concept(("510.", "310."), (
        r"^A blocked creature assigns its combat damage to the creatures blocking it",
        r"^A player may divide a creature.s combat damage as he or she chooses among the legal recipients",
        r"^A blocked creature will assign combat damage")),
    "combat_unblocked": Concept(("510.", "310."), (
        r"^An unblocked creature assigns its combat damage to the player",
        r"^An unblocked attacking creature will assign all its combat damage to the defending player",
        r"^An unblocked attacking creature that.s attacking a player will assign all its combat damage")),
    "combat_power": Concept(("510.", "310."), (
        r"^Each attacking creature and each blocking creature assigns combat damage equal to its power",
        r"^Each attacking creature and each blocking creature will assign combat damage equal to its power")),
    "combat_blocker": Concept(("510.", "310."), (
        r"^A blocking creature assigns combat damage to the creatures it.s blocking",
        r"^A blocking creature will assign combat damage")),
    "combat_damage": Concept(("510.", "310."), (
        r"all combat damage that.s been assigned is dealt simultaneously",
        r"Combat damage resolves as an object on the stack. When it resolves, it.s all dealt at once")),
    "combat_damage_stack": Concept(("310.", "510."), (
        r"^Combat damage resolves as an object on the stack",
        r"all combat damage that.s been assigned is dealt simultaneously")),
    "combat_lki": Concept(("310.", "510."), (
        r"^The source of the combat damage is the creature as it currently exists",
        r"all combat damage that.s been assigned is dealt simultaneously")),
    "first_strike": Concept(_KW, (r"^First strike is a static ability",)),
    "first_strike_step": Concept(("510.", "310.", "702.", "502."), (
        r"as the combat damage step begins, the only creatures that assign combat damage in that step are those with first strike",
        r"At the start of the combat damage step, if at least one attacking or blocking creature has first strike")),
    "first_strike_change": Concept(_KW, (r"Giving first strike to a creature without it after combat damage",
                                         r"Adding or removing first strike (any time )?after (combat damage has been put on the stack in )?the first combat damage step"),
                                   fallback="first_strike"),
    "double_strike": Concept(_KW, (r"^Double strike is a static ability",)),
    "double_strike_removed": Concept(_KW, (r"^Removing double strike from a creature during the first combat damage step",),
                                     fallback="double_strike"),
    "trample": Concept(_KW, (r"^The controller of an attacking creature with trample first assigns damage",)),
    # a blocked trampler with no creature blocking it as damage is assigned: all its damage to the player (702.19d;
    # 702.17c 2009; 502.9c, "removed from combat before the combat damage step", from 1999)
    "trample_no_blockers": Concept(_KW, (
        r"with trample( or trample over planeswalkers)? is blocked, but there are no creatures blocking it when damage",
        r"^If all the creatures blocking an attacking creature with trample are\s+removed from combat"), fallback="trample"),
    "trample_over_planeswalkers": Concept(_KW, (r"^Trample over planeswalkers is a variant of trample",),
                                          fallback="trample"),   # 702.19c from 2021-06-18
    "flying": Concept(_KW, (r"A creature with flying can.t be blocked except by creatures with flying and/or reach",
                            r"A creature with flying can.t be blocked by creatures without flying")),
    "reach": Concept(_KW, (r"^Reach is a static ability",), fallback="flying"),
    "menace": Concept(_KW, (r"^Menace is an evasion ability",), fallback="block_restrictions"),
    "menace_block": Concept(_KW, (r"^A creature with menace can.t be blocked except by two or more creatures",),
                            fallback="menace"),
    # the evasion rules a refused block cites (kb.engine.combat): each edition's own number, 509.1b's before it existed
    "fear": Concept(_KW, (r"A creature with fear can.t be blocked except by artifact creatures and/or black creatures",),
                    fallback="block_restrictions"),
    "intimidate": Concept(_KW, (r"A creature with intimidate can.t be blocked except by artifact creatures and/or creatures",),
                          fallback="block_restrictions"),
    "shadow": Concept(_KW, (r"A creature with shadow can.t be blocked by creatures without shadow",),
                      fallback="block_restrictions"),
    "landwalk": Concept(_KW, (r"A creature with landwalk (?:can.t be blocked|is unblockable) as long as the defending player",),
                        fallback="block_restrictions"),
    "protection_block": Concept(_KW, (r"can.t be blocked by creatures that have the stated quality",), fallback="protection"),
    "vigilance": Concept(_KW, (r"Attacking doesn.t cause creatures with vigilance to tap",), fallback="attack_tap"),
    "defender": Concept(_KW, (r"A creature with defender can.t attack",), fallback="attack_rules"),
    "haste": Concept(_KW, (r"^Haste is a static ability",), fallback="summoning_sick"),
    "removed_from_combat": Concept(("506.", "306."), (r"removed from combat if it leaves",
                                                      r"is removed from combat if"), fallback="declare_attackers"),
    "end_of_combat": Concept(("511.", "311."), (r"all creatures, battles, and planeswalkers are removed from combat",
                                                r"all creatures and planeswalkers (\(including those that are phased out\) )?are removed from combat",
                                                r"As the end of combat step begins",
                                                r"^The end of combat step has no turn-based actions")),
    "mana_burn": Concept(("300.", "500."), (r"This is called mana burn",), fallback="life"),
    "mana_empties": Concept(("500.", "300.", "106."), (r"(unused|unspent) mana left in a player.s mana pool empties",
                                                      r"unused mana .{0,40}(empties|is lost)",
                                                      r"When a step or phase ends, any unused mana left in a player.s mana pool empties",
                                                      r"any unused mana left in a player.s mana pool is lost"), fallback="life"),
    # 302.1 (1999-2002: "First, ..."), 302.2 (2003: "Then, ..."; 2004-2009: "Next ..."), 502.2/502.3 ("Second"/"Third")
    "untap_step": Concept(("502.", "302."), (r"^(First|Second|Third|Then|Next),? the active player determines which permanents (they control|he or she controls) will untap",
                                             r"active player untaps all (his or her|their) permanents",
                                             r"untaps all permanents (he or she|they) controls?"), fallback="end_of_turn"),
    "monstrosity": Concept(_ACT, (r"^.Monstrosity N. means .If this permanent isn.t monstrous",), fallback="counters_put"),
    # a source of damage chosen as a spell or ability resolves (609.7a; 608.7a in 2009-07-11; before that, no rule
    # said it: the choices made on resolution)
    "source_choice": Concept(("609.", "608."), (r"^If an effect requires a player to choose a source of damage",),
                             fallback="choices_on_resolution"),
    # --- what kind of ability an unread one is (kb.engine.unknowns: "… is not modelled (RULE)") ---------------
    "static_ability": Concept(("604.", "405."), (r"^(?:Static abilities do|A static ability does) something all the time",)),
    "static_not_locked": Concept(("611.", "610.", "418."), (
        r"^A continuous effect generated by a static ability(?: of a permanent)? isn.t .locked in",),
        fallback="static_ability"),
    "keyword_abilities": Concept(("702.", "502."), (r"^Most (?:creature )?abilities describe exactly what they do",)),
    # --- replacement and prevention (614-616) -------------------------------------------------------
    "replacement": Concept(("614.", "613.", "419."), (
        r"^Some continuous effects are replacement effects",
        r"^Effects that use the word .instead. are replacement effects",
        r"^Replacement and prevention effects are continuous effects that watch for a particular event")),
    "prevention": Concept(("615.", "614.", "419."), (
        r"^Some continuous effects are prevention effects",
        r"^Effects that use the word .prevent. are prevention effects")),
    "prevention_shield": Concept(("615.", "614.", "419."), (
        r"^Some prevention effects (generated by the resolution of a spell or ability )?refer to a specific amount of damage",),
        fallback="prevention"),
    "redirection": Concept(("614.", "613.", "419."), (r"^Some effects replace damage dealt to one",), fallback="replacement"),
    "prevention_additional": Concept(("615.", "614.", "419."), (
        r"^Some prevention effects also include an additional effect",), fallback="prevention"),
    # damage that can't be prevented: the prevention effects still apply, their additional effects happen (615.12;
    # 614.11 in 2009-07-11, 615.11 from 2009-10-01; the editions before 2009-07-11 have no such rule: may lack it)
    "unpreventable": Concept(("615.", "614."), (r"^Some effects state that damage .can.t be prevented",)),
    "replacement_order": Concept(("616.", "615.", "419."), (
        r"^If two or more replacement and/or prevention effects are attempting to modify the way an event affects",
        r"If two or more replacement or prevention effects are attempting to modify the way an event affects")),
    "replacement_once": Concept(("614.", "613.", "419."), (r"doesn.t invoke itself repeatedly",), fallback="replacement"),
    "regenerate": Concept(("701.", "614.", "613.", "419.", "501."), (
        r"Regenerate \[permanent\].{0,20}means .The next time \[permanent\] would be destroyed this turn",
        r"^Regeneration is a destruction-replacement effect",
        r"The next time .{0,30} would be destroyed this turn, instead remove all damage")),
    # --- cards with two parts (709-712) ---------------------------------------------------------
    "split_cards": Concept(("709.", "708.", "505."), (
        r"^In every zone except the stack, the characteristics of a split card are those of its two halves combined",
        r"^In every zone except the stack, split cards have two sets of characteristics")),
    "split_cast": Concept(("709.", "708.", "505."), (
        r"^A player chooses which half of a split card they are casting",
        r"only the characteristics of the half being (cast|played) exist",
        r"As long as a split card is a spell on the stack, only the characteristics of the half being (cast|played) exist"),
        fallback="split_cards"),
    "duration_stated": Concept(("611.", "610.", "418."), (
        r"lasts as long as stated by the spell or ability creating it",
        r"lasts? as long as (the spell or ability|it) (says|states)"), fallback="end_of_turn"),
    "left_game_next_turn": Concept(("800.", "600."), (
        r"durations that last until that player.s next turn",), fallback="duration_stated"),
    "fuse_cast": Concept(("702.",), (
        r"^Fuse is a static ability found on some split cards",), fallback="split_cards"),
    "fuse_combined": Concept(("702.",), (
        r"^A fused split spell has (the combined characteristics of its two halves|two sets of characteristics)",),
        fallback="fuse_cast"),
    "fuse_cost": Concept(("702.",), (
        r"^The total cost of a fused split spell includes the mana cost of each half",), fallback="fuse_cast"),
    "fuse_resolve": Concept(("702.",), (
        r"follows the instructions of the left half and then follows the instructions of the right half",),
        fallback="fuse_cast"),
    "flip_cards": Concept(("710.", "709.", "508."), (
        r"^In every zone other than the battlefield, and also on the battlefield before the permanent flips",
        r"^In every zone other than the in-play zone, and also in play before the permanent flips",
        r"Flip cards have a two-part card frame")),
    "dfc_faces": Concept(("712.", "711."), (
        r"While a (nonmodal|transforming) double-faced permanent has its back face up, it has only the characteristics of its back",
        r"While a double-faced permanent has its back face up, it has only the characteristics of its back face",
        r"Each face of a double-faced card .{0,40}has its own set of characteristics"), fallback="flip_cards"),
    "transform": Concept(("701.", "712.", "711."), (r"^To transform a permanent, turn it over so that its other face is up",),
                         fallback="dfc_faces"),
    "transform_only_dfc": Concept(("701.", "712."), (
        r"^If a spell or ability instructs a player to transform a permanent that isn.t represented by",
        r"^If a spell or ability instructs a player to transform any permanent that isn.t represented by",
        r"^Only permanents represented by double-faced cards can transform"),
        fallback="transform"),
    # 613.7g (613.6f from 2015-07-17): a double-faced permanent gets a new timestamp each time it transforms (or converts)
    "ts_transform": Concept(("613.",), (r"^A (?:transforming )?double-faced permanent receives a new timestamp "
                                        r"(?:at the time|each(?: time)?) it transforms",), fallback="transform"),
    # 701.25d of 2016-04-08 … 701.27d / 712.10 today: transforming into an instant or sorcery face does nothing
    "transform_instant_face": Concept(("701.", "712.", "711."), (
        r"^If a spell or ability instructs a player to (?:transform|convert)(?: or convert)? a permanent, and the face "
        r"that permanent would (?:transform|convert)(?: or convert)? into is (?:represented by )?an instant or sorcery",),
        fallback="transform_only_dfc"),
    "enters_transformed_nonpermanent": Concept(("712.",), (
        r"^Some abilities may cause a double-faced spell with its front face up on the stack to enter the battlefield "
        r"transformed",), fallback="transform"),
    # --- day and night (731; 726 and 724 in earlier editions) and daybound / nightbound (702.145) ---
    "day_night": Concept(("72", "73"), (r"^Day and night are designations that the game itself can have",),
                         fallback="transform"),
    "day_night_untap_night": Concept(("72", "73"), (
        r"^If it.s day and the previous turn.s active player didn.t cast any spells",), fallback="day_night"),
    "day_night_untap_day": Concept(("72", "73"), (
        r"^If it.s night, and (the )?previous turn.s active player cast two or more spells",), fallback="day_night"),
    "daybound": Concept(("702.",), (r"^Daybound is found on the front faces",), fallback="day_night"),
    "nightbound": Concept(("702.",), (r"^Nightbound is found on the back faces",), fallback="day_night"),
    "daybound_becomes_day": Concept(("702.",), (
        r"^Any time a player controls a permanent with daybound, if it.s neither day nor night",), fallback="daybound"),
    "nightbound_becomes_night": Concept(("702.",), (
        r"^Any time a player controls a permanent with nightbound, if it.s neither day nor night",), fallback="nightbound"),
    "daybound_transform": Concept(("702.",), (
        r"^Any time a player controls a permanent that is front face up with daybound and it.s night",),
        fallback="daybound"),
    "nightbound_transform": Concept(("702.",), (
        r"^Any time a player controls a permanent that is back face up with nightbound and it.s day",),
        fallback="nightbound"),
    "split_second": Concept(("702.", "502."), (
        r"^Split second is a static ability that functions only while the spell with split second is on the stack",),
        fallback="cast"),
    "meld": Concept(("701.", "712."), (r"^Meld is a keyword action", r"To meld the two cards in a meld pair"),
                    fallback="dfc_faces"),
    "meld_cant": Concept(("701.",), (r"^If an effect instructs a player to meld objects that can.t be melded",), fallback="meld"),
    "meld_mv": Concept(("712.", "713."), (r"^While the two cards of a meld pair are on the battlefield as a melded permanent",),
                       fallback="meld"),
    "meld_no_transform": Concept(("712.", "713."), (r"^Unlike other double-faced cards, meld cards cannot be transformed",),
                                 fallback="meld"),
    "meld_leaves": Concept(("712.", "713."), (r"^If a melded permanent leaves the battlefield, one permanent leaves",), fallback="meld"),
    "meld_finds_both": Concept(("712.", "713."), (r"^If an effect can find the new object that a melded permanent becomes",),
                               fallback="meld"),
    "dfc_not_face_down": Concept(("712.", "711."), (r"double-faced permanents can.t be turned face down",),
                                 fallback="face_down"),
    "finds_moved": Concept(("400.",), (r"^If an effect causes an object to move to a public zone, other parts of that effect "
                                       r"can find that object",), fallback="new_object"),
    # 400.7j's second sentence (since 2016-04-08; 400.7g from 2011-09-30 in other words): no fallback, an edition
    # without it has no number for it
    "cost_finds_moved": Concept(("400.",), (
        r"If the cost of a spell or ability causes an object to move to a public zone, that spell or ability.s effects "
        r"can find that object",
        r"^A resolving spell or activated ability can perform actions on an object that moved from one zone to another "
        r"while that spell was being cast or that ability was being activated, if that object moved to a public zone")),
    "adventure_cast": Concept(("715.", "716."), (r"^While on the stack as an Adventure, the spell has only its alternative",),
                              fallback="cast"),
    "adventure_exile": Concept(("715.", "716."), (r"^Instead of putting a spell that was cast as an Adventure into its owner.s "
                                           r"graveyard",), fallback="to_graveyard"),
    # 711.7-711.9 from 2020-09-25 to 2021-06-18, 712.* after
    "mdfc_cast": Concept(("712.", "711."), (r"casting a modal double-faced card .{0,60}chooses which face",), fallback="cast"),
    "mdfc_play_land": Concept(("712.", "711."), (r"playing a modal double-faced card .{0,60}as a land chooses one of its faces",),
                              fallback="play_land"),
    "dfc_same_face": Concept(("712.", "711."), (r"resolving (?:modal )?double-faced spell that becomes a permanent is "
                                                r"put onto the battlefield with the same face up",), fallback="permanent_spell"),
    "damage_battle": Concept(("120.",), (r"^Damage dealt to a battle causes that many defense counters to be removed",),
                             fallback="damage"),
    # "enters the battlefield with" until 2024-06-07, "enters with" from 2024-07-30 (both 310.4b)
    "battle_defense": Concept(("310.",), (r"intrinsic ability .This permanent enters (?:the battlefield )?with a number of "
                                          r"defense counters",),
                              fallback="permanent_spell"),
    "battle_protector": Concept(("310.",), (r"^As a battle enters the battlefield, its controller chooses a player to be "
                                            r"its protector",), fallback="permanent_spell"),
    "siege_protector": Concept(("310.",), (r"^As a Siege enters the battlefield, its controller must choose its protector",),
                               fallback="battle_protector"),
    "battle_attack": Concept(("310.",), (r"^A battle.s protector can never attack it",), fallback="declare_attackers"),
    "siege_defeated": Concept(("310.",), (r"^Sieges have the intrinsic ability .When the last defense counter is removed",),
                              fallback="trigger"),
    "cast_transformed": Concept(("712.",), (r"is cast as a spell .transformed.{0,20} it.s put on the stack with its back "
                                            r"face up",), fallback="cast"),
    "priority_step": Concept(("117.", "116.", "115.", "408.", "502."), (   # 115.3a from 2009-07-11, 116.3a from 2010-07-16
        r"^The active player receives priority at the beginning of most steps and phases",), fallback="priority_resolve"),
    "planeswalker_type": Concept(("204.", "205.", "212."), (r"card types are .{0,200}\bplaneswalker\b",
                                                   r"^The card types are"), fallback="card_types"),
    "battle_type": Concept(("204.", "205."), (r"card types are .{0,200}\bbattle\b", r"^The card types are"),
                           fallback="card_types"),
    "card_types": Concept(("204.", "205.", "212.", "200."), (r"^The (?:card )?types are",)),
    "pw_redirect": Concept(("212.", "306."), (r"may have that source deal that damage to a planeswalker",),
                           fallback="damage"),
    # 306.7 from 2018-04-27: the redirection rule "has been removed" (kb.engine.actions_damage)
    "pw_redirect_removed": Concept(("306.",), (r"^Previously, planeswalkers were subject to a redirection effect",)),
    "finds_new_object": Concept(("400.", "217."), (r"Abilities that trigger when an object moves from one zone to another "
                                                   r"\(for example, .{0,80}\) can find",), fallback="new_object"),
    "aura_finds_itself": Concept(("400.", "217."), (r"Abilities (?:of Auras )?that trigger when (?:an|the) enchanted "
                                                    r"permanent leaves (?:the battlefield|play) can find",),
                                 fallback="finds_new_object"),
    "until_event": Concept(("610.",), (r"^Some one-shot effects cause an object to change zones .until. a specified event",),
                           fallback="resolve"),
    # the "until" event already happened: the object doesn't move (610.3a from 2013-07-13; from 2020-07-03 610.3a for a
    # spell or activated ability, 610.3b for a triggered ability; kb.engine.actions._exile_until_source_leaves)
    "until_already": Concept(("610.",), (r"^If the specified event has already occurred when the initial one-shot effect",
                                         r"^If a resolving spell or activated ability creates the initial one-shot effect"),
                             fallback="until_event"),
    "until_already_trigger": Concept(("610.",), (r"^If the specified event has already occurred when the initial one-shot "
                                                 r"effect",
                                                 r"^If a resolving triggered ability creates the initial one-shot effect"),
                                     fallback="until_event"),
    "energy": Concept(("107.",), (r"^The energy symbol is \{E\}",), fallback="counters_put"),
    "coin_flip": Concept(("705.", "511."), (r"If the call matches the result, (?:that|the) player wins the flip",),
                         fallback="follow_instructions"),
    # --- kicker, X, additional costs ------------------------------------------------------------
    "kicker": Concept(_KW, (r"^Kicker is a static ability",), fallback="cast"),
    "kicker_two": Concept(_KW, (r"^The phrase .Kicker \[cost 1\] and/or \[cost 2\]. means",), fallback="kicker"),
    "kicked": Concept(_KW, (r"declares the intention to pay any of that spell.s kicker costs",), fallback="kicker"),
    "kicker_linked": Concept(_KW, (r"^Objects with more than one kicker cost (may also )?have abilities",),
                             fallback="kicker"),
    # --- alternative costs (118.9) and the keywords that are one ---------------------------------------
    "alternative_cost": Concept(("118.", "117.", "116.", "601."), (r"^Some spells have alternative costs",), fallback="cast_total_cost"),
    "alternative_mana_cost": Concept(("118.", "117.", "116."), (r"^An alternative cost doesn.t change a spell.s mana cost",),
                                     fallback="alternative_cost"),
    "suspend": Concept(_KW, (r"^Suspend is a keyword that represents three abilities",), fallback="cast"),
    # companion (702.139a; 702.138a in 2020) and its special action (116.2g, from 2020-06-01): kb.engine.companion
    "companion": Concept(_KW, (r"^Companion is a keyword ability that functions outside the game",)),
    "companion_action": Concept(("116.",), (r"^A player who has chosen a companion may pay",), fallback="companion"),
    # Circling Vultures' discard (116.2e; 115.2e from 2017-04-28; kb.engine.anytimediscard): no fallback
    "special_discard": Concept(("116.", "115."), (r"^One card \(Circling Vultures\) has the ability",)),
    "suspended": Concept(_KW, (r"^A card is .suspended. if it.s in the (exile|removed-from-the-game) zone",),
                         fallback="suspend"),
    "escape": Concept(_KW, (r"^Escape represents a static ability",), fallback="cast"),
    # buyback (702.27a; 502.16a from 2001-07-23): kb.engine.buyback
    "buyback": Concept(_KW, (r"^Buyback (?:appears on some instants and sorceries|is a static ability of some instants)",),
                       fallback="additional_cost",
                       # 1999: the glossary's "Buyback" alone ("a replacement ability ... the card is put into its
                       # owner's hand instead of into its owner's graveyard")
                       glossary=((r"^Buyback$", r"Buyback is a replacement ability"),)),
    # aftermath (702.127a; 702.126a from 2017-04-28): kb.engine.aftermath
    "aftermath": Concept(_KW, (r"^Aftermath is an ability found on some split cards",), fallback="split_cast"),
    "concede": Concept(("104.", "102.", "100."), (r"^A player (?:can|may) concede (?:the|a) game at any time",)),
    "flashback": Concept(_KW, (r"^Flashback appears on some instants and sorceries",
                               r"^Flashback is a static ability of some instant and sorcery cards"),
                         fallback="alternative_cost"),
    # the wording until 2022-04-29 ("escapes with . . ." means "… enters the battlefield with . . ."), then counters
    "escapes_with": Concept(_KW, (r"escapes with \[one or more of a kind of counter\]",
                                  r"^An ability that reads .\[This permanent\] escapes with \. \. \..? means"),
                            fallback="escape"),
    "awaken": Concept(_KW, (r"^Awaken appears on some instants and sorceries",), fallback="cast"),
    # bestow (kb.engine.bestow; 702.102 from 2013-09-27, 702.103 from 2021): cast as an Aura for its bestow cost
    "bestow": Concept(_KW, (r"^Bestow represents",), fallback="alternative_cost"),
    "bestow_resolves": Concept(_KW, (r"^As (?:a bestowed Aura spell|an Aura spell with bestow) begins resolving, if its "
                                     r"target is illegal",), fallback="bestow"),
    "bestow_unattached": Concept(_KW, (r"^If (?:a bestowed Aura becomes unattached|an Aura with bestow is attached to an "
                                       r"illegal)",), fallback="bestow"),
    # reconfigure (kb.engine.reconfigure; 702.151 from 2022-02-18): attach or unattach, and no creature while attached
    "reconfigure": Concept(_KW, (r"^Reconfigure represents two activated abilities",)),
    "reconfigure_creature": Concept(_KW, (r"^Attaching an Equipment with reconfigure to another creature causes",)),
    "party": Concept(("700.",), (r"^Some cards refer to (?:the number of creatures in )?a player.s party",),
                     fallback="cost_reduction"),   # 700.8 opened "… the number of creatures in a player's party" until 2022-06-10 (Stick Together)
    "splice": Concept(_KW, (r"^Splice is a static ability that functions while a card is in your hand",),
                      fallback="additional_cost"),
    "x_value": Concept(("107.", "104."), (
        r"value of X .{0,30}(is chosen|announce)",
        r"If a cost includes X, the player .{0,20}chooses",
        r"If an object.s mana cost contains \{X\}",
        r"^Many objects use the letter X as a placeholder",
        r"copy of a spell .{0,80}value of X"), fallback="cast"),
    "x_entering": Concept(("107.",), (
        r"enters(?:-the-battlefield)? triggered ability or replacement effect refers to X",), fallback="x_value"),
    "additional_cost": Concept(("118.", "117.", "116.", "601.", "409.", "424."), (
        r"^Some spells and abilities have additional costs",
        r"Some spells (and abilities )?have additional costs",
        r"additional cost is a cost listed in a spell.s rules text",
        r"plus all additional costs"), fallback="cast"),
    "cost_reduction": Concept(("601.", "409."), (r"^The player determines the total cost of the spell",)),
    "negative": Concept(("107.",), (r"yields a negative number, zero is used instead",), fallback="zero"),
    "storm": Concept(_KW, (r"^Storm is a triggered ability",), fallback="copy_spell"),
    "cascade": Concept(_KW, (r"^Cascade is a triggered ability",), fallback="trigger"),
    # --- phasing (702.26; 502.15 and the phased-out zone 217.8 before 2009-07-11) --------------------
    "phasing": Concept(_KW, (r"^Phasing is a static ability that modifies the rules of the untap step",)),
    "phasing_untap": Concept(("502.", "302."), (
        r"permanents with phasing (that )?(the active player|that player|the player) controls phase out",),
        fallback="phasing"),
    "phased_out": Concept(_KW + ("217.",), (
        r"a phased-out permanent is treated as though it does not exist",
        r"^Permanents that phase out are placed in the phased-out zone"), fallback="phasing"),
    "phasing_no_zone_change": Concept(_KW + ("217.",), (
        r"phasing event doesn.t actually cause a permanent to change zones",
        r"^Phased-out (objects|cards) (are not in play|do not count as tapped)"), fallback="phased_out"),
    "phasing_in": Concept(_KW, (
        r"^If a permanent phases in, its status changes",
        r"returns to play from the phased-out zone is considered the same permanent"), fallback="phasing"),
    "phasing_token": Concept(_KW + ("217.",), (
        r"Tokens continue to exist on the battlefield while phased out",
        r"^Phased-out tokens cease to exist",
        r"^Tokens in the phased-out zone cease to exist"), fallback="phased_out"),
    "phasing_indirect": Concept(_KW, (r"known as phasing out .indirectly",), fallback="phasing"),
    "phasing_direct_attached": Concept(_KW, (
        r"phased out directly will phase in attached",
        r"phased out directly \(rather than phasing out along"), fallback="phasing_indirect"),
    "phasing_damage": Concept(_KW, (r"^When a permanent phases out, all damage dealt to it is removed",),
                              fallback="phasing"),
    "phasing_limited": Concept(_KW, (
        r"^Effects with limited duration and delayed triggered abilities that specifically reference",
        r"^Continuous effects that affect a phased-out permanent may expire"), fallback="phasing"),
    "phasing_triggers": Concept(_KW, (
        r"^Permanents phasing in (or out )?don.t trigger",
        r"Zone-change triggers don.t trigger when a permanent phases in or out"), fallback="phasing"),
    "phasing_combat": Concept(_KW, (r"A permanent that phases out is removed from combat",),
                              fallback="removed_from_combat"),
    # --- the turn's structure and the players' rules (kb.engine.turns) ------------------------------------
    "hand_size": Concept(("402.", "217."), (r"^Each player has a maximum hand size, which is normally seven cards",)),
    "cleanup_discard": Concept(("514.", "314."), (
        r"hand contains more cards than (his or her|their) maximum hand size",), fallback="hand_size"),
    "skip": Concept(("614.", "613.", "419.", "500.", "300."), (
        r"^An effect that causes a player to skip", r"^Skipping an (?:action|event), step, phase, or turn is a replacement effect",
        r"^Some effects can cause a step, phase, or turn to be skipped"), fallback="replacement"),
    "extra_turn": Concept(("500.", "300."), (r"^Some effects can give a player extra turns",), fallback="cleanup_damage"),
    "extra_phase": Concept(("500.", "300."), (r"^Some effects can add phases to a turn",), fallback="cleanup_damage"),
    "end_the_turn": Concept(("7", "5"), (
        r"^Some cards end the turn", r"^One card \([A-Z][a-z]+ [A-Z][a-z]+\) ends the turn",
        r"When an effect ends the turn, follow these steps"), fallback="cleanup_damage"),
    "day_night_change": Concept(("72", "73"), (
        r"^The phrases .day becomes night. and .night becomes day. refer to",), fallback="day_night"),
    # --- abilities that work only outside a game in progress (cited in an answer's notes; no fallback: an edition
    # without the rule has no number for it, kb.engine.profiles may_lack) --------------------------------------------
    "opening_hand": Concept(("103.",), (r"^Some cards allow a player to take actions with them from their opening hand",)),
    "deck_construction": Concept(("113.", "112.", "402."), (
        r"^An ability that modifies the rules for deck construction functions before the game begins",)),
    # the Commander rules (903.8 today; 903.10 from 2011-02-04): the EDH rules of 2009-10-01 … 2010-10-01 cast a
    # "general", a word the cards' "commander" is not
    "commander_tax": Concept(("903.",), (
        r"cast a (?:commander|general) .{0,40}from the command zone\. (?:Doing so costs that player|A commander cast from the command "
        r"zone costs) an additional \{2\} for each previous time",)),
    # a commander put into the command zone by its owner (kb.engine.commanderzone): today's state-based action (903.9a),
    # before 2020-07-03 a replacement effect (903.9 / 903.11 / 903.10 of 2009, a "general"); the hand and library
    # (903.9b today, with the rest in the replacement of 2015-07-17 … 2020-06-01)
    "commander_zone": Concept(("903.",), (
        r"^If a commander is in a graveyard or in exile and that (?:card|object) was put into that zone since",
        r"^If a commander would be exiled from anywhere or put into its owner.s hand, graveyard, or library",
        r"^If a (?:commander|general) would be put into its owner.s graveyard from anywhere",)),
    "commander_zone_hand": Concept(("903.",), (
        r"^If a commander would be put into its owner.s hand or library from anywhere",
        r"^If a commander would be exiled from anywhere or put into its owner.s hand, graveyard, or library",),
        fallback="commander_zone"),
    "emblem": Concept(("114.", "113."), (r"^An effect that creates an emblem is written",)),
    "emblem_functions": Concept(("114.", "113."), (r"^Abilities of emblems function in the command zone",)),
    "color_identity": Concept(("903.",), (r"^The Commander variant uses color identity",
                                          r"^The color identity of a deck.s commander is")),
    "no_commander_identity": Concept(("903.",), (r"undefined if that player doesn.t have a commander",)),
    "partner_identity": Concept(("702.",), (r"refers? to the combined color identities of (?:your|the) two commanders",)),
    "deck_limit": Concept(("100.",), (r"no more than four (?:copies )?of any card",)),
    # 21 combat damage from one commander (903.10a, 704.6c today; a "general" in the EDH rules of 2009-10-01 …
    # 2010-10-01; kb.engine.commanderdamage)
    "commander_damage": Concept(("903.",), (
        r"^A player .?(?:that|who).s been dealt 21 or more combat damage by the same (?:commander|general)",)),
    "commander_designation": Concept(("903.",), (
        r"^Some cards have an ability that states the card can be your commander",)),
    "partner_background": Concept(("702.",), (r"^.Choose a Background. means",)),
    "partner_doctor": Concept(("702.",), (r"^.Doctor.s companion. means",)),
    "partner_text": Concept(("702.",), (r"^.Partner.\[text\]. means",)),
    "partner_friends_forever": Concept(("702.",), (r"^.Friends forever. means",)),
    "draft_face_up": Concept(("905.",), (r"^Some cards instruct players to draft them face up",)),
    # --- face-down spells and permanents (708; kb.engine.facedown) -----------------------------------------------
    "morph_cast": Concept(_KW, (r"^To (cast|play) a (card|spell) using its morph ability, turn it face down",),
                          fallback="face_down"),
    "morph_only": Concept(_KW, (r"^You can.t (normally )?(cast|play) a card face down",), fallback="morph_cast"),
    "megamorph": Concept(_KW, (r"^Megamorph is a variant of the morph ability",), fallback="morph_cast"),
    "disguise_cast": Concept(_KW, (r"^To cast a card using its disguise ability, turn the card face down",),
                             fallback="morph_cast"),
    "morph_face_up": Concept(_KW, (r"you may turn a face-down permanent you control (with a morph ability )?face up",),
                             fallback="face_down"),
    "disguise_face_up": Concept(_KW, (r"you may turn a face-down permanent you control with a disguise ability face up",),
                                fallback="morph_face_up"),
    "face_up_special": Concept(("116.", "115.", "114.", "408."), (
        r"^Turning a face-down creature face up is a special action",
        r"^The controller of a face-down permanent may turn it face up"), fallback="morph_face_up"),
    "face_down_spell": Concept(("708.", "707.", "504."), (
        r"^Objects that are cast face down are turned face down before they are put onto the stack",),
        fallback="morph_cast"),
    "face_up_keeps": Concept(("708.", "707.", "504."), (
        r"^As a face-down permanent is turned face up, its (copiable values|initial characteristics) revert",),
        fallback="face_down"),
    "face_up_as": Concept(("708.", "707."), (
        r"^If a face-down permanent would have an .As \[this permanent\] is turned face up",)),
    "face_down_reveal": Concept(("708.", "707.", "504."), (
        r"^If a face-down permanent .{0,80}moves from the (battlefield|in-play zone) to any (other )?zone",),
        fallback="face_down"),
    "manifest": Concept(_ACT, (r"^To manifest a card, turn it face down",), fallback="face_down"),
    "manifest_face_up": Concept(_ACT, (r"you may turn a manifested permanent you control face up",), fallback="manifest"),
    "manifest_stays_down": Concept(_ACT, (
        r"^If a manifested permanent that.s represented by an instant or sorcery card would turn face up",),
        fallback="manifest_face_up"),
    "manifest_dread": Concept(_ACT, (r"^.?Manifest dread.? means",), fallback="manifest"),
    "cloak": Concept(_ACT, (r"^To cloak a card, turn it face down",), fallback="manifest"),
    "cloak_face_up": Concept(_ACT, (r"you may turn a cloaked permanent you control face up",), fallback="cloak"),
}
# ninjutsu (kb.engine.ninjutsu) and umbra armor (kb.engine.umbra): keywords with their own module
GAME_CONCEPTS.update({
    "ninjutsu": Concept(_KW, (r"^Ninjutsu is an activated ability",), fallback="activate"),
    "ninjutsu_same": Concept(_KW, (r"ninjutsu.{0,150}attacking the same player",
                                   r"^A ninjutsu ability may be played only while"), fallback="ninjutsu"),
    "umbra_armor": Concept(_KW, (r"^(?:Umbra|Totem) armor is a static ability",), fallback="replacement"),
    "tribute": Concept(_KW, (r"^Tribute is a static ability",), fallback="replacement"),
    "amplify": Concept(_KW, (r"^Amplify is a static ability",), fallback="replacement"),
    "myriad": Concept(_KW, (r"^Myriad is a triggered ability",), fallback="trigger"),
    # schemes (kb.engine.schemes; Archenemy from 2010-06-18): set in motion (701.32b), abandon (701.33b), and the
    # abilities that function in the command zone (113.6p)
    "set_in_motion": Concept(_ACT, (r"^To set a scheme in motion",)),
    "abandon": Concept(_ACT, (r"^To abandon a scheme",)),
    # vanguard and conspiracy cards in the command zone (kb.engine.commandcards): vanguard from 2009-10-01 (310.4; 313.4
    # today), conspiracy from 2014-06-01 (313.5; 315.5 today), hidden agenda (702.105a-c; 702.106a-c today)
    "vanguard_abilities": Concept(("313.", "312.", "311.", "310."), (r"^A vanguard card may have any number of",)),
    "conspiracy_abilities": Concept(("315.", "314.", "313."), (r"^Conspiracy cards may have any number of static",)),
    "hidden_agenda": Concept(_KW, (r"^Hidden agenda is a static ability",)),
    "agenda_face_up": Concept(_KW, (r"^Any time you have priority, you may turn a face-down conspiracy",)),
    "scheme_done": Concept(("314.", "313.", "312.", "311."), (r"^If a non-ongoing scheme card is face up in the command zone",)),
    # an object's abilities function only while it is on the battlefield, except as stated (113.6; 112.6 2009-2019,
    # 402.8 before): an activated ability of a card elsewhere that says nothing of that zone can't be activated
    "abilities_on_battlefield": Concept(("113.", "112.", "402."), (
        r"Abilities of all other objects usually function only while that object is (?:on the battlefield|in play)",
        r"^Abilities function only while the permanent with the ability is in play"), fallback="activate"),
    # an ability whose cost or effect moves its object out of a zone functions only there (113.6m; kb.engine.abilities)
    # 113.6m; 112.5i-112.6k (2009-2019), 402.8g/h (2006-2009), the last sentence of 402.8 (2003-2006)
    "zone_moving_ability": Concept(("113.", "112.", "402."), (r"(?:^|\. )An ability whose cost or effect specifies that "
                                                              r"it moves the object",), fallback="activate"),
    "command_zone_abilities": Concept(("113.", "112."), (r"^Abilities of (?:emblems, )?plane cards, vanguard cards,? "
                                                           r"(?:and )?scheme cards",), fallback="trigger"),
    # planes (kb.engine.planes; Planechase from 2009-09-04, "chaos ensues" from 2023-04-14)
    "planeswalk": Concept(_ACT, (r"^To planeswalk is to",)),
    "chaos_ensues": Concept(("311.", "310.", "309."), (r"^Each plane card has a triggered ability that triggers "
                                                         r".Whenever chaos ensues",)),
    # the planar die (901.9, from 2009-09-04: 901.8 then) and the planeswalking ability (901.8: inherent, with no
    # source, from 2012-06-01; each plane's own before, 309.6 / 901.7a); planeswalking away (901.11b); phenomena from
    # 2012-06-01: "When you encounter ~" (312.5) and the planeswalk once its trigger has left the stack (704.6f)
    # "any target" and its kin ("another target", "two targets"): a term from 2018-04-27 (114.4; 115.4 from 2019-07-12)
    "any_target": Concept(("115.", "114."), (r"^Some spells and abilities that refer to damage require .any target,",)),
    "planar_die": Concept(("901.",), (r"^If the die roll is a blank face, nothing happens",), fallback="planeswalk"),
    # the roll as the active player's special action, with its cost per turn (901.9; 901.8 before 2012-06-01)
    "planar_die_action": Concept(("901.",), (r"^Any time the active player has priority and the stack is empty, but only "
                                             r"during a main phase of (?:his or her|their) turn, that player may roll",),
                                 fallback="planar_die"),
    # the chaos symbol rolled under the rules before 2023-04-14: "any ability of a face-up plane that starts 'When you
    # roll {CHAOS}' triggers" (901.8b from 2009-09-04, 901.9b from 2012-06-01)
    "chaos_roll": Concept(("901.",), (r"^If the die roll is the chaos symbol \{C(?:HAOS)?\}, any ability of",),
                          fallback="planar_die"),
    "planeswalking_ability": Concept(("901.", "309."), (
        r"^Planechase games have an inherent triggered ability known as the .planeswalking ability",
        r"^(?:Each|A) plane card is treated as if its text box included .When you roll \{P"), fallback="planeswalk"),
    "planeswalk_away": Concept(("901.",), (r"^The plane card that.s turned face up is the plane the player planeswalks "
                                           r"to\. The plane card",), fallback="planeswalk"),
    "encounter": Concept(("312.", "311.", "310."), (r"^Each phenomenon card has a triggered ability that triggers when "
                                                    r"you encounter it",)),
    "phenomenon_planeswalk": Concept(_SBA, (r"^In a Planechase game, if a phenomenon card is face up in the command "
                                            r"zone",), fallback="encounter"),
    # banding (702.22; 502.10 from 2001-07-23; kb.engine.banding): a band declared, blocked as one, who assigns damage
    "banding": Concept(_KW, (r"^As a player declares attackers, (?:he or she|they) may declare that",),
                       fallback="declare_attackers"),
    "banding_blocked": Concept(_KW, (r"^If an attacking creature becomes blocked by a creature, each other creature in "
                                     r"the same band",), fallback="declare_blockers"),
    "banding_assign_attacker": Concept(_KW, (
        r"^During the combat damage step, if an attacking creature is being blocked by a creature with banding",
        r"^A player who controls an attacking creature with banding chooses how combat damage is assigned",
        r"^A player who controls an attacking creature with banding or a blocking creature with banding chooses",
        r"^A player who controls a banding creature chooses how combat damage is assigned"),
        fallback="combat_damage"),
    "banding_assign_blocker": Concept(_KW, (
        r"^During the combat damage step, if a blocking creature is blocking a creature with banding",
        r"^A player who controls an attacking creature with banding chooses how combat damage is assigned",
        r"^A player who controls an attacking creature with banding or a blocking creature with banding chooses",
        r"^A player who controls a banding creature chooses how combat damage is assigned"),
        fallback="combat_damage"),
    "tribute_paid": Concept(_KW, (r"^Objects with tribute have triggered abilities",), fallback="tribute"),
    "rebound": Concept(_KW, (r"^Rebound appears on some instants and sorceries",), fallback="trigger"),
    # miracle (702.94a; 702.92a from 2012-05-01, 702.93a from 2013-07-13; kb.engine.miracle)
    "miracle": Concept(_KW, (r"^Miracle is a static ability linked to a triggered ability",), fallback="trigger"),
    "bargain": Concept(_KW, (r"^Bargain is a static ability",), fallback="additional_cost"),
    # kb.engine.copycosts: optional additional costs whose payment makes copies (702.153a since 2022-04-29, 702.157a
    # since 2022-10-07, 702.175a since 2024-07-30); before each rule, the rule of additional costs
    "casualty": Concept(_KW, (r"^Casualty is a keyword that represents two abilities",), fallback="additional_cost"),
    "squad": Concept(_KW, (r"^Squad is a keyword that represents two linked abilities",), fallback="additional_cost"),
    "offspring": Concept(_KW, (r"^Offspring represents two abilities",), fallback="additional_cost"),
    # kb.engine.prototype (702.160a; 718.3b, 719.3b in 2022-11-18)
    "prototype": Concept(_KW, (r"^Prototype is a static ability",), fallback="cast"),
    "prototype_cast": Concept(("718.", "719."), (r"^Both a prototyped spell and the permanent it becomes have only",),
                              fallback="prototype"),
    "enlist": Concept(_KW, (r"^Enlist represents a static ability and a triggered ability",), fallback="declare_attackers"),
    # kb.engine.mutate (702.140, 702.139 in 2020-04-17; merging: 730, 721 in 2020 then 723-729; since 2020-04-17)
    "mutate": Concept(_KW, (r"^Mutate appears on some creature cards",), fallback="cast"),
    "mutate_illegal": Concept(_KW, (r"^As a mutating creature spell begins resolving, if its target is illegal",),
                              fallback="mutate"),
    "mutate_merge": Concept(_KW, (r"^As a mutating creature spell resolves, if its target is legal",), fallback="mutate"),
    "evolves": Concept(_KW, (r"^A creature .evolves. when one or more \+1/\+1 counters are put on it",), fallback="evolve"),
    "mutate_trigger": Concept(_KW, (r"^An ability that triggers whenever a creature mutates",), fallback="mutate"),
    "mutate_abilities": Concept(_KW, (r"^A mutated permanent has all abilities of each card",), fallback="mutate"),
    "merge_top": Concept(_MERGE, (r"^A merged permanent has only the characteristics of its topmost component",),
                         fallback="mutate"),
    "merge_same_object": Concept(_MERGE, (r"^Because a merged permanent is the same object that it was before",),
                                 fallback="mutate"),
    "merge_leaves": Concept(_MERGE, (r"^If a merged permanent leaves the battlefield, one permanent leaves",),
                            fallback="mutate"),
    # an ability that triggers additional times (kb.engine.sba; Panharmonicon), since 2020-07-03
    "additional_trigger": Concept(("603.",), (r"^An ability may state that a triggered ability triggers additional times",),
                                  fallback="trigger"),
    # exchanging control of two permanents (kb.engine.actions), worded so since 2009-07-11
    "exchange_control": Concept(("701.",), (r"^When control of two permanents is exchanged",), fallback="resolve"),
    # "you control your commander" (kb.engine.gamevalues.ControlsCommander; lieutenant), since 2020-07-03
    "commander_control": Concept(("903.",), (r"^If an effect refers to controlling a commander",),
                                 fallback="commander_designation"),
    # the words "outlaw" (700.12, since 2024) and "historic" (700.6, since 2018) read by kb.engine.parser as unions of
    # types (kb.engine.filters.AnyOf.term): before their rules the words are defined by nothing
    "outlaw_term": Concept(("700.",), (r"^The term outlaw refers to",)),
    "historic_term": Concept(("700.",), (r"^The term historic refers to",)),
    # who puts the counters a permanent enters with when the effect names no one: its controller (122.6a, 121.6a from
    # 2017-04-28; kb.engine.counterputs.entering_putter)
    "entering_counters_putter": Concept(("122.", "121."), (r"^If an object enters the battlefield with counters on it, "
                                                           r"the effect causing the object to be given counters may "
                                                           r"specify which player puts",)),
    # soulbond's pair ending (kb.engine.soulbond; soulbond itself is a keyword of kb.engine.keywordmeans)
    "soulbond_unpaired": Concept(_KW, (r"^A paired creature becomes unpaired",), fallback="soulbond"),
    # haunt's card in exile (kb.engine.haunt; haunt itself is a keyword of kb.engine.keywordmeans): what it haunts
    # (702.55b) and its abilities about that creature triggering there (702.55c)
    "haunted": Concept(_KW, (r"^Cards that are in the (?:exile|removed-from-the-game) zone as the result of a haunt",),
                       fallback="haunt"),
    "haunt_trigger": Concept(_KW, (r"^Triggered abilities of cards with haunt that refer to the haunted creature",),
                             fallback="haunt"),
})
# keywords the rules define as a triggered or activated ability (kb.engine.keywordmeans: undying 702.93a, prowess
# 702.108a, bushido 702.45a, outlast 702.107a, ...): cited by their own rule; before it, by the rule of such abilities
from .keywordmeans import KEYWORD_MEANINGS as _MEANINGS   # noqa: E402 - the table is plain data
GAME_CONCEPTS.update({_k.concept: Concept(_KW, (_k.pattern,), fallback={"triggered": "trigger", "activated": "activate"}.get(
    _k.kind, "enters_as" if _k.kind.startswith("static") else "declare_blockers")) for _k in _MEANINGS.values()})
# a keyword without its number (vanishing, 702.63b): its own rule, before it the rule of triggered abilities
# a card name chosen "with certain characteristics" ("choose a noncreature, nonland card name"): the name of a card
# whose Oracle text has them (201.4a; 201.3a from 2017-04-28); before that rule, the rule of how a permanent enters
GAME_CONCEPTS["card_name_quality"] = Concept(("201.",), (
    r"^If a player is instructed to choose a card name with certain characteristics",), fallback="enters_as")
GAME_CONCEPTS.update({_k.bare_concept: Concept(_KW, (_k.bare[1],), fallback="trigger")
                      for _k in _MEANINGS.values() if _k.bare_concept})
# what a refused action breaks (kb.engine.stack, kb.engine.combat): its own rule in each edition, not today's number
# (2004's tap symbol is 104.4, activating another's permanent 403.2, sacrificing another's 501.6a in 2007-2009)
GAME_CONCEPTS.update({
    # a permanent that's already tapped can't be tapped again to pay {T} (107.5; 104.4 from 2003-07-01 to 2009)
    "tap_symbol": Concept(("107.", "104."), (r"already tapped can.t be tapped again to pay",), fallback="cast_pay"),
    # {Q} needs the permanent tapped (107.6; 104.5 from 2008-05-01)
    "untap_symbol": Concept(("107.", "104."), (r"already untapped can.t be untapped again to pay",),
                            fallback="tap_symbol"),
    # only an object's controller can activate its activated abilities (602.2; 403.2 before 2009)
    "activate_controller": Concept(("602.", "403."), (
        r"Only an object.s controller \(or its owner, if it doesn.t have a controller\) can (play|activate) its "
        r"activated abilit",
        r"^Only a permanent.s controller .{0,60}can play its activated abilit"), fallback="activate"),
    # a player can't sacrifice a permanent they don't control (701.21a; 501.6a from 2007 to 2009)
    "sacrifice_control": Concept(_ACT, (
        r"can.t sacrifice something that isn.t a permanent, or something that.s a permanent (he or she|they) "
        r"(doesn.t|don.t) control",), fallback="cast_pay"),
    # what a modal spell is (700.2, since 2009) and "the same mode can't be chosen more than once" (700.2d, since
    # 2016-07-22); before, the rule of announcing the mode choice as it is cast
    "modal": Concept(("700.",), (r"^A spell or ability is modal if",), fallback="cast_modes"),
    "modal_once": Concept(("700.",), (r"can.t choose the same mode more than once",), fallback="modal"),
    # the creatures that block: untapped creatures the defending player controls, each blocking one attacker (509.1a;
    # 309.2a from 2003-07-01 to 2009, worded per creature in 2007-10-01; 309.1 before)
    "block_choose": Concept(("509.", "309."), (
        r"^The defending player chooses which creatures .{0,60}will block",
        r"^The defending player chooses zero or more creatures (he or she|they) control",
        r"^For each untapped creature the defending player controls, that player either chooses not to block with it",
        r"^The defending player declares which, if any, creatures .{0,40}are blocking"), fallback="declare_blockers"),
    # which player, planeswalker or battle each attacker attacks (508.1b, since 2009)
    "attack_whom": Concept(("508.",), (
        r"announces which (player|player, planeswalker, or battle|player or planeswalker) each of the chosen creatures "
        r"is attacking",), fallback="declare_attackers"),
    # a cost can't be paid without the resources it names (118.3; 117.3 from 2014, 116.3 from 2009-07-11, 424.2 from
    # 2007-05-01; 118.3 was a life rule in 2015): before it, the rule of paying the total cost
    "cost_resources": Concept(("118.", "117.", "116.", "424."), (
        r"can.t pay a cost (without having|unless (he or she|they) (has|have)) the necessary resources",),
        fallback="cast_pay"),
    # a loop of mandatory actions is a draw (104.4b; 421.4 before 2009)
    "loop_draw": Concept(("104.", "421."), (r"loop.{0,60}mandatory actions.{0,200}draw",
                                            r"^If the loop contains only mandatory actions, the game ends in a draw"),
                         fallback="priority_resolve"),
})


# --- wordings of the 2003-2005 editions (the six-layer-2003 profile): appended after the later wordings, so a
# concept found in an edition before is found the same way -----------------------------------------------------
_OLDER_WORDINGS = {
    # 2004-10-01 to 2009-05-01: 500.2, the checks of the declaration of attackers
    "attack_restrictions": (("500.",), (r"checks each creature he or she controls to see whether it must attack, can.t "
                                        r"attack",), None),
    "mana_ability": ((), (r"Mana abilities are played and resolved like other abilities, but they don.t go on the stack",),
                     None),
    "aura_creature": ((), (r"local enchantment that.s also a creature can.t be attached",), "sba_aura"),
    # 1999-2004: 102.3 ("A game immediately ends when … a player loses or wins"), the rule every loss applies;
    # 102.1 is the zero-life loss only (sba_life), 102.8 from 2002 the poison loss (sba_poison)
    "lose_game": ((), (r"^A game (immediately ends|ends immediately) when",), None),
    "priority_resolve": ((), (r"^Each time both players pass in succession, the object .{0,60}on top of the stack resolves",),
                         None),
    "end_of_combat": ((), (r"^All .at end of combat. abilities trigger",), None),
    "sba_aura": ((), (r"^An? (Aura|local enchantment) that enchants an illegal or nonexistent permanent",), None),
    "sba_equipment": ((), (r"^An Equipment that equips an illegal or nonexistent permanent",), None),
    "sba_legend": ((), (r"This is called .the legend rule",), None),
    "sba_world": ((), (r"If two or more enchant worlds are in play",), None),
    "cast_pay": ((), (r"pays the total cost in any order",), None),
    "divide": ((), (r"requires the player to divide an effect",), None),
    "flip_cards": ((), (r"^Flip cards, .{0,80}have a two-part card frame",), None),
    # 2003-07-01
    "sba_life": ((), (r"^A player with 0 or less life.{0,10} loses the game",), None),
    "sba_lethal": ((), (r"creature with lethal damage, but greater than 0 toughness,? is destroyed",), None),
    "combat_damage": ((), (r"^Combat damage resolves as though it were an object on the stack",), None),
    "combat_damage_stack": ((), (r"^Combat damage resolves as though it were an object on the stack",), None),
    "token": ((), (r"^Some effects put a token creature into play",), None),
}
# --- wordings of the 1999-2003 editions (the early-2001 and timestamp-1999 profiles) -----------------------------
_EARLIEST_WORDINGS = {
    "card_overrides_rules": (("103.",), (r"Golden Rule.{0,10} Whenever a card.s text (directly )?contradicts these rules",),
                             None),
    "tap_cost": (("214.", "409."), (r"^A creature.s activated ability with the tap symbol in its activation cost",
                                    r"^An activation cost for a creature.s ability that includes tapping"), None),
    "summoning_sick": (("214.", "409."), (r"^A creature.s activated ability with the tap symbol in its activation cost",
                                          r"^An activation cost for a creature.s ability that includes tapping"), None),
    "mana_ability_def": ((), (r"^A mana ability is either \(a\) an activated ability that puts mana",
                              r"^A mana ability puts mana into a player.s mana pool when it resolves",
                              r"^A mana ability is an activated ability that puts mana into a player.s mana pool"), None),
    "permanent_spell": ((), (r"^A spell card is put into play( from the stack)?",), None),
    "countered": ((), (r"^To counter a spell is to move the spell card from the stack",), None),
    "counter_action": ((), (r"^To counter a spell is to move the spell card from the stack",), None),
    "destroy": ((), (r"^A graveyard is a discard pile. Any card that.s countered, discarded, destroyed",), None),
    "sacrifice": ((), (r"^A graveyard is a discard pile. Any card that.s countered, discarded, destroyed",), None),
    "return_hand": ((), (r"^A card that moves from one zone to another is treated as a new card",
                         r"^Whenever a card moves from one zone to another, it is treated as a new copy"), None),
    "priority_resolve": ((), (r"^Each time both players pass in succession, the (top spell or ability on the stack|spell, "
                              r"ability, or combat damage on top of the stack) resolves",), None),
    "sba_life": ((), (r"^A player with 0 (or less life|life or less) loses the game",
                      r"^A player with 0 life or less or who was required to draw more cards"), None),
    "sba_lethal": ((), (r"^A creature with lethal damage is destroyed",), None),
    "lethal_damage": ((), (r"^A creature with lethal damage is destroyed",), None),
    "sba_copy": ((), (r"^A copy of a spell in a zone other than the stack ceases to exist",), None),
    "combat_unblocked": ((), (r"^An unblocked creature will (assign|deal) all its combat damage to the defending player",), None),
    "combat_damage": ((), (r"^(Combat damage resolves as though it were a pseudospell|When the combat damage resolves, it.s "
                           r"dealt as originally assigned)",), None),
    "combat_damage_stack": ((), (r"^(Combat damage resolves as though it were a pseudospell|When the combat damage resolves, "
                                 r"it.s dealt as originally assigned)",), None),
    "combat_lki": ((), (r"This happens even if the creature dealing damage is no longer in play",), None),
    "first_strike_step": ((), (r"^During the combat damage step, if at least one attacking or blocking creature has first "
                               r"strike",), None),
    "declare_attackers": ((), (r"^The active player declares which, if any, creatures he or she controls (are attacking|will "
                               r"attack)",), None),
    "declare_blockers": ((), (r"^The defending player declares which, if any, creatures he or she controls are blocking",),
                         None),
    "prevention": ((), (r"^Prevention effects usually apply to damage that would be dealt",), None),
    "token": ((), (r"^Some spells and abilities put a token creature into play",), None),
    "card_types": ((), (r"^All cards have one or more (card )?types: artifact, creature, enchantment, instant, land, or sorcery",),
                   None),
    "draw": ((), (r"^As the draw step begins, any abilities that trigger at the beginning of the draw step go on the stack",
                  r"^At the beginning of the draw step, the active player draws one card",
                  r"^The draw step begins with the active player having priority. .Draw a card. is placed on the stack"), None),
    "sorcery_timing": ((), (r"^A player may play a spell or activated ability only when he or she has priority. Spells other "
                            r"than instants",), None),
    "cast_move": ((), (r"^The player announces that he or she is playing the spell or ability. It goes on the stack",), None),
    "cast_pay": ((), (r"^The player pays all costs( in any order)?\. Partial payments aren.t allowed",
                      r"(he or she|the player then) pays all costs in any order\. Partial payments are not allowed"), None),
    "play_land": (("214.",), (r"^A player may normally play only one land card",), None),
    "target_legal": (("217.",), (r"Only permanents are legal targets for spells and abilities",
                                 r"^A spell or ability affects only the in-play zone unless it specifically mentions"), None),
    "spell_to_permanent": (("413.",), (r"^A spell card is put into play (\(for a permanent\)|under the control of the spell.s "
                                       r"controller \(for permanents\) or is put into its owner.s graveyard \(for)",), None),
    "enters_as": (("410.",), (r"^Some permanents have text that reads,? .(\[|<)This permanent(\]|>) comes into play",), None),
    # 1999 (the April and November 1999 editions)
    "cast_targets": ((), (r"^If the spell or ability (specifies|requires) any targets, the player announces these",), None),
    "cast_total_cost": ((), (r"^The player pays all costs( in any order)?\. Partial payments aren.t allowed",), None),
    "cost_reduction": ((), (r"^The player pays all costs( in any order)?\. Partial payments aren.t allowed",), None),
    "cast_done": ((), (r"^Playing a spell or activated ability follows the steps listed below",), None),
    "activate_prohibited": ((), (r"^Playing a spell or activated ability follows the steps listed below",), None),
    "mana_ability": ((), (r"^The ability resolves immediately, without going on the stack",), None),
    "resolve": ((), (r"^Resolution may involve several steps but is treated by the game as a single indivisible action",),
                None),
    "lki": ((), (r"^If an (instruction|effect) requires information from the game",), None),
    "to_graveyard": ((), (r"^A spell card is put into play \(for a permanent\) or is put into the graveyard",), None),
    "trigger": ((), (r"^Whenever a game event matches the trigger event of an ability, that ability .triggers",), None),
    "trigger_stack": ((), (r"^If multiple abilities trigger simultaneously, pseudospells controlled by the active player",),
                      None),
    "trigger_apnap": ((), (r"^If multiple abilities trigger simultaneously, pseudospells controlled by the active player",),
                      None),
    "intervening_if": ((), (r"^Triggered abilities with a condition \[for example",), None),
    "look_back": ((), (r"^Leaves-play triggers have to be treated specially",), None),
    "sba": ((), (r"^Whenever a player has priority to play a spell or ability .{0,80}the game checks for any of the listed "
                 r"conditions for state-based",), None),
    "sba_toughness": ((), (r"^A creature with toughness 0( \(or less\))? is put into its owner.s graveyard",), None),
    "sba_draw_empty": ((), (r"who was required to draw more cards than were in his or her library"
                            r"( since the last time state-based effects were checked)? loses the game",),
                       None),
    "combat_power": ((), (r"^Each attacking creature and each blocking creature will deal combat damage equal to its power",),
                     None),
    "combat_blocker": ((), (r"^A blocked creature will deal combat damage, divided as its controller chooses",), None),
    "combat_assign": ((), (r"^First the active player announces how each attacking creature will deal its damage",), None),
    "replacement": ((), (r"^Replacement and prevention effects are similar to continuous effects",), None),
    "replacement_order": ((), (r"^If two or more replacement or prevention effects are attempting to modify the same event",),
                          None),
    "regenerate": ((), (r"^Regeneration is a damage-replacement effect",), None),
}
for _name, (_prefixes, _patterns, _fallback) in (*_OLDER_WORDINGS.items(), *_EARLIEST_WORDINGS.items()):
    _c = GAME_CONCEPTS[_name]
    GAME_CONCEPTS[_name] = Concept(_c.prefixes + _prefixes, _c.patterns + _patterns, _c.fallback or _fallback,
                                   _c.glossary)


# --- reference numbers (generated from the KB; tests check them) ---
REFERENCE_NUMBERS: dict[str, dict[str, str]] = {'current': {'until_already': '610.3a', 'until_already_trigger': '610.3b', 'sba_pw_unique': '704.3', 'pw_redirect_removed': '306.7', 'walls_cant_attack': '508.1a',
             'activate': '602.2',
             'activate_prohibited': '602.5',
             'additional_cost': '118.8',
             'adventure_cast': '715.3b',
             'adventure_exile': '715.3d',
             'attack_requirements': '508.1d',
             'attack_rules': '508.1a',
             'attack_tap': '508.1f',
             'aura_creature': '303.4d',
             'aura_player': '702.5d',
             'battle_attack': '310.9b',
             'battle_defense': '310.4b',
             'battle_protector': '310.9a',
             'battle_type': '205.2a',
             'beginning_of_step': '500.6',
             'block_restrictions': '509.1b',
             'blocked': '509.1h',
             'cant_have': '113.11',
             'cant_wins': '101.2',
             'card_overrides_rules': '101.1',
             'card_types': '205.2a',
             'cast': '601.2',
             'cast_done': '601.2i',
             'cast_modes': '601.2b',
             'cast_move': '601.2a',
             'cast_pay': '601.2h',
             'cast_prohibited': '601.3',
             'cast_prohibited_choices': '601.3a',
             'cast_proposal_legal': '601.2e',
             'cast_targets': '601.2c',
             'cast_total_cost': '601.2f',
             'cast_transformed': '712.11a',
             'choices_on_resolution': '608.2d',
             'cleanup_damage': '514.2',
             'coin_flip': '705.2',
             'combat_assign': '510.1c',
             'combat_blocker': '510.1d',
             'combat_damage': '510.2',
             'combat_damage_stack': '510.2',
             'combat_lki': '510.2',
             'combat_power': '510.1a',
             'combat_unblocked': '510.1b',
             'copy_cease': '704.5e',
             'copy_new_target_given': '707.10e',
             'copy_could_target': '707.10d',
             'copy_new_targets': '707.10c',
             'copy_permanent_spell': '707.10f',
             'copy_spell': '707.10',
             'cost_reduction': '601.2f',
             'counter_action': '701.6a',
             'countered': '701.6a',
             'counters_put': '122.1',
             'damage': '120.3',
             'damage_battle': '120.3h',
             'damage_creature': '120.3e',
             'damage_planeswalker': '120.3c',
             'damage_player': '120.3a',
             'day_night': '731.1',
             'day_night_untap_day': '731.2b',
             'day_night_untap_night': '731.2a',
             'daybound': '702.145b',
             'daybound_becomes_day': '702.145d',
             'daybound_transform': '702.145c',
             'deathtouch': '702.2a',
             'deathtouch_static': '702.2b',
             'declare_attackers': '508.1',
             'declare_blockers': '509.1',
             'defender': '702.3b',
             'delayed_trigger': '603.3a',
             'destroy': '701.8a',
             'devour': '702.82a',
             'dfc_faces': '712.8e',
             'dfc_same_face': '712.13',
             'discard': '701.9a',
             'divide': '601.2d',
             'dfc_not_face_down': '712.16',
             'double_strike': '702.4a',
             'double_strike_removed': '702.4c',
             'draw': '121.1',
             'duration_stated': '611.2a',
             'each_in_turn': '608.2f',
             'end_of_combat': '511.3',
             'energy': '107.14',
             'enters_as': '614.12', 'hexproof_target': '702.11b', 'protection_target': '702.16b', 'enters_with': '614.1c',
             'enters_characteristics': '614.12',
             'enters_transformed_nonpermanent': '712.13a',
             'etb_trigger': '603.6a',
             'exile': '701.13a',
             'fight': '701.14a',
             'fight_self': '701.14c',
             'fight_gone': '701.14b',
             'finds_moved': '400.7j',
             'finds_new_object': '400.7e',
             'first_strike': '702.7a',
             'first_strike_change': '702.7c',
             'first_strike_step': '510.4',
             'flip_cards': '710.2',
             'flying': '702.9b',
             'follow_instructions': '608.2c',
             'fuse_cast': '702.102a',
             'fuse_combined': '702.102b',
             'fuse_cost': '702.102c',
             'fuse_resolve': '702.102d',
             'haste': '702.10a',
             'hexproof': '702.11a',
             'indestructible': '702.12b',
             'infect': '702.90a',
             'intervening_if': '603.4',
             'kicker': '702.33a',
             'left_game_next_turn': '800.4m',
             'lethal_damage': '120.6',
             'life': '103.4',
             'life_gain': '119.3',
             'life_pay': '119.4',
             'lifelink': '120.3f',
             'linked_static': '607.2h',
             'lki': '608.2h',
             'lki_ability_source': '113.7a',
             'look_back': '603.10a',
             'lose_game': '104.3',
             'loyalty_enters': '306.5b',
             'loyalty_negative_cost': '606.6',
             'loyalty_timing': '606.3',
             'mana_ability': '605.3b',
             'mana_ability_def': '605.1a',
             'mana_burn': '103.4',
             'mana_empties': '500.5',
             'mana_pool': '106.4',
             'mdfc_cast': '712.11b',
             'mdfc_play_land': '712.12',
             'meld': '701.42a',
             'meld_cant': '701.42c',
             'meld_finds_both': '712.21c',
             'meld_leaves': '712.21',
             'meld_mv': '712.8g',
             'meld_no_transform': '712.4c',
             'menace': '702.111a',
             'menace_block': '702.111b',
             'mill': '701.17a',
             'monstrosity': '701.37a',
             'negative': '107.1b',
             'nightbound': '702.145e',
             'nightbound_becomes_night': '702.145g',
             'nightbound_transform': '702.145f',
             'no_attackers': '508.8',
             'permanent_spell': '608.3',
             'cascade': '702.85a',
             'phased_out': '702.26b',
             'phasing': '702.26a',
             'phasing_combat': '702.26b',
             'phasing_damage': '702.26a',
             'phasing_direct_attached': '702.26i',
             'phasing_in': '702.26c',
             'phasing_indirect': '702.26g',
             'phasing_limited': '702.26f',
             'phasing_no_zone_change': '702.26d',
             'phasing_token': '702.26d',
             'phasing_triggers': '702.26d',
             'phasing_untap': '502.1',
             'planeswalker_type': '205.2a',
             'play_land': '305.1',
             'player_leaves': '800.4a',
             'prevention': '615.1',
             'prevention_shield': '615.7',
             'priority_resolve': '405.5',
             'priority_step': '117.3a',
             'protection': '702.16a',
             'pw_redirect': '120.3',
             'reach': '702.17a',
             'regenerate': '614.8',
             'removed_from_combat': '506.4',
             'replacement': '614.1',
             'replacement_once': '614.5',
             'replacement_order': '616.1',
             'resolve': '608.1',
             'return_hand': '400.7',
             'reveal': '701.20a',
             'sacrifice': '701.21a',
             'sba': '704.3',
             'sba_annihilate': '704.5q',
             'sba_aura': '704.5m',
             'sba_battle': '704.5v',
             'sba_copy': '704.5e',
             'sba_deathtouch': '704.5h',
             'sba_draw_empty': '704.5b',
             'sba_equipment': '704.5n',
             'sba_legend': '704.5j',
             'sba_lethal': '704.5g',
             'sba_life': '704.5a',
             'sba_lki': '704.8',
             'sba_loyalty': '704.5i',
             'sba_poison': '704.5c',
             'sba_token': '704.5d',
             'sba_toughness': '704.5f',
             'sba_unattach': '704.5p',
             'sba_world': '704.5k',
             'shroud': '702.18a',
             'siege_defeated': '310.12b',
             'siege_protector': '310.12a',
             'sorcery_timing': '117.1a',
             'spell_to_permanent': '400.7a',
             'split_cards': '709.4',
             'split_cast': '709.3',
             'split_second': '702.61a',
             'storm': '702.40a',
             'summoning_sick': '302.6',
             'tap': '701.26a',
             'tap_cost': '107.5',
             'target_check': '608.2b',
             'target_illegal_part': '608.2b',
             'target_legal': '115.2',
             'targets_only': '115.9c',
             'to_graveyard': '608.2n',
             'token': '111.1',
             'token_cease': '111.7',
             'trample': '702.19b',
             'transform': '701.27a',
             'transform_only_dfc': '701.27c',
             'trigger': '603.2',
             'trigger_apnap': '603.3b',
             'trigger_stack': '603.3',
             'triggered_mana': '605.4a',
             'untap_step': '502.3',
             'until_event': '610.3',
             'vigilance': '702.20b',
             'wither': '702.80a',
             'indestructible_status': '702.12a',
             'land_plays': '305.2',
             'sba_battle_other': '704.5w',
             'token_owner': '111.2',
             'x_value': '107.3d'},
 'early-2003': {'until_already': '413.2', 'until_already_trigger': '413.2', 'sba_pw_unique': '420.3', 'walls_cant_attack': '308.2a',
             'activate': '409.1',
                'activate_prohibited': '409.4',
                'additional_cost': '409.1',
                'adventure_cast': '409.1',
                'adventure_exile': '413.2h',
                'attack_requirements': '308.1',
                'attack_rules': '308.1',
                'attack_tap': '308.2c',
                'aura_creature': '420.5d',
                'aura_player': '418.5e',
                'battle_attack': '308.1',
                'battle_defense': '413.2h',
                'battle_protector': '413.2h',
                'battle_type': '205.2a',
                'beginning_of_step': '300.5',
                'block_restrictions': '500.3',
                'blocked': '309.2f',
                'cant_have': '103.2',
                'cant_wins': '103.2',
                'card_overrides_rules': '103.1',
                'card_types': '205.2a',
                'cast': '409.1',
                'cast_done': '409.1i',
                'cast_modes': '409.1b',
                'cast_move': '409.1a',
                'cast_pay': '409.1h',
                'cast_prohibited': '409.4',
                'cast_prohibited_choices': '409.4',
                'cast_proposal_legal': '409.1',
                'cast_targets': '409.1c',
                'cast_total_cost': '409.1f',
                'cast_transformed': '409.1',
                'choices_on_resolution': '413.2c',
                'cleanup_damage': '314.2',
                'coin_flip': '413.2b',
                'combat_assign': '310.2',
                'combat_blocker': '310.2d',
                'combat_damage': '310.4',
                'combat_damage_stack': '310.4',
                'combat_lki': '310.4b',
                'combat_power': '310.2a',
                'combat_unblocked': '310.2b',
                'copy_cease': '420.5j',
                'copy_new_target_given': '503.10',
                'copy_could_target': '503.10',
                'copy_new_targets': '503.10',
                'copy_permanent_spell': '503.10',
                'copy_spell': '503.10',
                'cost_reduction': '409.1f',
                'counter_action': '414.1',
                'countered': '414.1',
                'counters_put': '200.10',
                'damage': '420.5c',
                'damage_battle': '420.5c',
                'damage_creature': '420.5c',
                'damage_planeswalker': '420.5c',
                'day_night': None,
                'day_night_untap_day': None,
                'day_night_untap_night': None,
                'daybound': None,
                'daybound_becomes_day': None,
                'daybound_transform': None,
                'deathtouch': '420.5c',
                'deathtouch_static': '420.5c',
                'declare_attackers': '308.1',
                'declare_blockers': '309.1',
                'defender': '308.1',
                'delayed_trigger': '410.2',
                'destroy': '217.4a',
                'devour': '419.1b',
                'dfc_faces': None,
                'dfc_same_face': '413.2h',
                'discard': '217.4a',
                'divide': '409.1e',
                'dfc_not_face_down': '502.26b',
                'double_strike': '502.28a',
                'double_strike_removed': '502.28c',
                'draw': '304.1',
                'duration_stated': '418.3a',
                'each_in_turn': '413.2b',
                'end_of_combat': '311.1',
                'energy': '200.10',
                'enters_as': '419.1b', 'hexproof_target': '502.7a', 'protection_target': '502.7b', 'enters_with': '419.1b',
                'enters_characteristics': '419.1b',
                'enters_transformed_nonpermanent': None,
                'etb_trigger': '410.10a',
                'exile': '217.1e',
                'fight': '420.5c',
                'fight_self': '420.5c',
                'fight_gone': '420.5c',
                'finds_moved': '217.1c',
                'finds_new_object': '217.1c',
                'first_strike': '502.2a',
                'first_strike_change': '502.2c',
                'first_strike_step': '310.5',
                'flip_cards': None,
                'flying': '502.4b',
                'follow_instructions': '413.2b',
                'fuse_cast': '505.2',
                'fuse_combined': '505.2',
                'fuse_cost': '505.2',
                'fuse_resolve': '505.2',
                'haste': '502.5a',
                'hexproof': '502.7a',
                'indestructible': '217.4a',
                'infect': '420.5c',
                'intervening_if': '404.3',
                'kicker': '502.21a',
                'left_game_next_turn': '418.3a',
                'lethal_damage': '420.5c',
                'life': '101.3',
                'life_gain': '101.3',
                'life_pay': '101.3',
                'lifelink': '420.5c',
                'linked_static': '410.2',
                'lki': '413.2f',
                'lki_ability_source': '402.6',
                'look_back': '410.10d',
                'lose_game': '102.3',
                'loyalty_enters': '420.3',
                'loyalty_negative_cost': '409.1',
                'loyalty_timing': '409.1',
                'mana_ability': '406.4',
                'mana_ability_def': '406.1',
                'mana_burn': '300.3',
                'mana_empties': '300.3',
                'mana_pool': '406.2',
                'mdfc_cast': '409.1',
                'mdfc_play_land': '212.6a',
                'meld': None,
                'meld_cant': None,
                'meld_finds_both': None,
                'meld_leaves': None,
                'meld_mv': None,
                'meld_no_transform': None,
                'menace': '500.3',
                'menace_block': '500.3',
                'mill': '304.1',
                'monstrosity': '200.10',
                'negative': '104.2',
                'nightbound': None,
                'nightbound_becomes_night': None,
                'nightbound_transform': None,
                'no_attackers': '306.1',
                'permanent_spell': '413.2h',
                'cascade': '410.2',
                'phased_out': '217.8a',
                'phasing': '502.15a',
                'phasing_combat': '306.2',
                'phasing_damage': '502.15e',
                'phasing_direct_attached': '502.15j',
                'phasing_in': '502.15f',
                'phasing_indirect': '502.15i',
                'phasing_limited': '502.15g',
                'phasing_no_zone_change': '217.8c',
                'phasing_token': '217.8d',
                'phasing_triggers': '502.15d',
                'phasing_untap': '302.1',
                'planeswalker_type': '205.2a',
                'play_land': '212.6a',
                'player_leaves': '102.3',
                'prevention': '419.1d',
                'prevention_shield': '419.7b',
                'priority_resolve': '413.1',
                'priority_step': '413.1',
                'protection': '502.7a',
                'pw_redirect': '420.5c',
                'reach': '502.4b',
                'regenerate': '419.6b',
                'removed_from_combat': '306.2',
                'replacement': '419.1a',
                'replacement_once': '419.6a',
                'replacement_order': '419.9a',
                'resolve': '413.2',
                'return_hand': '217.1c',
                'reveal': '304.1',
                'sacrifice': '217.4a',
                'sba': '420.3',
                'sba_annihilate': '420.3',
                'sba_aura': '420.5d',
                'sba_battle': '420.3',
                'sba_copy': '420.5j',
                'sba_deathtouch': '420.5c',
                'sba_draw_empty': '420.5g',
                'sba_equipment': None,
                'sba_legend': '420.5e',
                'sba_lethal': '420.5c',
                'sba_life': '420.5a',
                'sba_lki': '420.3',
                'sba_loyalty': '420.3',
                'sba_poison': '420.5h',
                'sba_token': '420.5f',
                'sba_toughness': '420.5b',
                'sba_unattach': None,
                'sba_world': '420.5i',
                'shroud': '502.7a',
                'siege_defeated': '410.2',
                'siege_protector': '413.2h',
                'sorcery_timing': '212.7a',
                'spell_to_permanent': '217.1c',
                'split_cards': '505.2',
                'split_cast': '505.2',
                'split_second': '409.1',
                'storm': '502.30a',
                'summoning_sick': '212.3d',
                'tap': '214.3',
                'tap_cost': '212.3d',
                'target_check': '413.2a',
                'target_illegal_part': '413.2a',
                'target_legal': '415.5',
                'targets_only': '409.1c',
                'to_graveyard': '413.2h',
                'token': '216.1',
                'token_cease': '216.3',
                'trample': '502.9b',
                'transform': None,
                'transform_only_dfc': None,
                'trigger': '410.2',
                'trigger_apnap': '410.3',
                'trigger_stack': '410.3',
                'triggered_mana': '411.3',
                'untap_step': '302.2',
                'until_event': '413.2',
                'vigilance': '308.2c',
                'wither': '420.5c',
                'indestructible_status': '217.4a',
                'land_plays': '212.6b',
                'sba_battle_other': '420.3',
                'token_owner': '216.1',
                'x_value': '409.1'},
 'seven-layer-2009': {'until_already': '610.3a', 'until_already_trigger': '610.3a', 'sba_pw_unique': '704.3', 'pw_redirect_removed': '306.7', 'walls_cant_attack': '508.1a',
             'activate': '602.2',
                      'activate_prohibited': '602.5',
                      'additional_cost': '118.8',
                      'adventure_cast': '715.3b',
                      'adventure_exile': '715.3d',
                      'attack_requirements': '508.1d',
                      'attack_rules': '508.1a',
                      'attack_tap': '508.1f',
                      'aura_creature': '303.4d',
                      'aura_player': '702.5d',
                      'battle_attack': '508.1',
                      'battle_defense': '608.3',
                      'battle_protector': '608.3',
                      'battle_type': '205.2a',
                      'beginning_of_step': '500.6',
                      'block_restrictions': '509.1b',
                      'blocked': '509.1h',
                      'cant_have': '113.11',
                      'cant_wins': '101.2',
                      'card_overrides_rules': '101.1',
                      'card_types': '205.2a',
                      'cast': '601.2',
                      'cast_done': '601.2i',
                      'cast_modes': '601.2b',
                      'cast_move': '601.2a',
                      'cast_pay': '601.2h',
                      'cast_prohibited': '601.3',
                      'cast_prohibited_choices': '601.3a',
                      'cast_proposal_legal': '601.2e',
                      'cast_targets': '601.2c',
                      'cast_total_cost': '601.2f',
                      'cast_transformed': '601.2',
                      'choices_on_resolution': '608.2d',
                      'cleanup_damage': '514.2',
                      'coin_flip': '705.1',
                      'combat_assign': '510.1c',
                      'combat_blocker': '510.1d',
                      'combat_damage': '510.2',
                      'combat_damage_stack': '510.2',
                      'combat_lki': '510.2',
                      'combat_power': '510.1a',
                      'combat_unblocked': '510.1b',
                      'copy_cease': '704.5e',
                      'copy_new_target_given': '706.10e',
                      'copy_could_target': '706.10d',
                      'copy_new_targets': '706.10c',
                      'copy_permanent_spell': '706.10',
                      'copy_spell': '706.10',
                      'cost_reduction': '601.2f',
                      'counter_action': '701.5a',
                      'countered': '701.5a',
                      'counters_put': '122.1',
                      'damage': '120.3',
                      'damage_battle': '120.3',
                      'damage_creature': '120.3e',
                      'damage_planeswalker': '120.3c',
                      'damage_player': '120.3a',
                      'day_night': '701.27a',
                      'day_night_untap_day': '701.27a',
                      'day_night_untap_night': '701.27a',
                      'daybound': '701.27a',
                      'daybound_becomes_day': '701.27a',
                      'daybound_transform': '701.27a',
                      'deathtouch': '702.2a',
                      'deathtouch_static': '702.2b',
                      'declare_attackers': '508.1',
                      'declare_blockers': '509.1',
                      'defender': '702.3b',
                      'delayed_trigger': '603.3a',
                      'destroy': '701.7a',
                      'devour': '702.81a',
                      'dfc_faces': '711.4',
                      'dfc_same_face': '608.3',
                      'discard': '701.8a',
                      'divide': '601.2d',
                      'dfc_not_face_down': '711.10',
                      'double_strike': '702.4a',
                      'double_strike_removed': '702.4c',
                      'draw': '121.1',
                      'duration_stated': '611.2a',
                      'each_in_turn': '608.2c',
                      'end_of_combat': '511.3',
                      'energy': '107.14',
                      'enters_as': '614.12', 'hexproof_target': '702.11b', 'protection_target': '702.16b', 'enters_with': '614.1c',
                      'enters_characteristics': '614.12',
                      'enters_transformed_nonpermanent': '701.27a',
                      'etb_trigger': '603.6a',
                      'exile': '701.11a',
                      'fight': '701.12a',
                      'fight_self': '701.12c',
                      'fight_gone': '701.12b',
                      'finds_moved': '400.7h',
                      'finds_new_object': '400.7d',
                      'first_strike': '702.7a',
                      'first_strike_change': '702.7c',
                      'first_strike_step': '510.4',
                      'flip_cards': '709.2',
                      'flying': '702.9b',
                      'follow_instructions': '608.2c',
                      'fuse_cast': '702.101a',
                      'fuse_combined': '702.101b',
                      'fuse_cost': '702.101c',
                      'fuse_resolve': '702.101d',
                      'haste': '702.10a',
                      'hexproof': '702.11a',
                      'indestructible': '702.12b',
                      'infect': '702.89a',
                      'intervening_if': '603.4',
                      'kicker': '702.32a',
                      'left_game_next_turn': '800.4k',
                      'lethal_damage': '120.6',
                      'life': '103.3',
                      'life_gain': '119.3',
                      'life_pay': '119.4',
                      'lifelink': '120.3f',
                      'linked_static': '607.2g',
                      'lki': '608.2g',
                      'lki_ability_source': '113.7a',
                      'look_back': '603.10a',
                      'lose_game': '104.3',
                      'loyalty_enters': '306.5b',
                      'loyalty_negative_cost': '606.5',
                      'loyalty_timing': '606.3',
                      'mana_ability': '605.3b',
                      'mana_ability_def': '605.1a',
                      'mana_burn': '103.3',
                      'mana_empties': '500.4',
                      'mana_pool': '106.4',
                      'mdfc_cast': '601.2',
                      'mdfc_play_land': '305.1',
                      'meld': '701.36a',
                      'meld_cant': '701.36a',
                      'meld_finds_both': '712.4c',
                      'meld_leaves': '712.4',
                      'meld_mv': '712.3b',
                      'meld_no_transform': '701.36a',
                      'menace': '702.110a',
                      'menace_block': '702.110b',
                      'mill': '121.1',
                      'monstrosity': '701.30a',
                      'negative': '107.1b',
                      'nightbound': '701.27a',
                      'nightbound_becomes_night': '701.27a',
                      'nightbound_transform': '701.27a',
                      'no_attackers': '508.8',
                      'permanent_spell': '608.3',
                      'cascade': '702.84a',
                      'phased_out': '702.25b',
                      'phasing': '702.25a',
                      'phasing_combat': '702.25b',
                      'phasing_damage': '702.25a',
                      'phasing_direct_attached': '702.25h',
                      'phasing_in': '702.25c',
                      'phasing_indirect': '702.25f',
                      'phasing_limited': '702.25e',
                      'phasing_no_zone_change': '702.25d',
                      'phasing_token': '702.25d',
                      'phasing_triggers': '702.25d',
                      'phasing_untap': '502.1',
                      'planeswalker_type': '205.2a',
                      'play_land': '305.1',
                      'player_leaves': '800.4a',
                      'prevention': '615.1',
                      'prevention_shield': '615.7',
                      'priority_resolve': '405.5',
                      'priority_step': '117.3a',
                      'protection': '702.16a',
                      'pw_redirect': '120.3',
                      'reach': '702.17a',
                      'regenerate': '614.8',
                      'removed_from_combat': '506.4',
                      'replacement': '614.1',
                      'replacement_once': '614.5',
                      'replacement_order': '616.1',
                      'resolve': '608.1',
                      'return_hand': '400.7',
                      'reveal': '701.15a',
                      'sacrifice': '701.16a',
                      'sba': '704.3',
                      'sba_annihilate': '704.5q',
                      'sba_aura': '704.5m',
                      'sba_battle': '704.3',
                      'sba_copy': '704.5e',
                      'sba_deathtouch': '704.5h',
                      'sba_draw_empty': '704.5b',
                      'sba_equipment': '704.5n',
                      'sba_legend': '704.5j',
                      'sba_lethal': '704.5g',
                      'sba_life': '704.5a',
                      'sba_lki': '704.7',
                      'sba_loyalty': '704.5i',
                      'sba_poison': '704.5c',
                      'sba_token': '704.5d',
                      'sba_toughness': '704.5f',
                      'sba_unattach': '704.5p',
                      'sba_world': '704.5k',
                      'shroud': '702.18a',
                      'siege_defeated': '603.2',
                      'siege_protector': '608.3',
                      'sorcery_timing': '117.1a',
                      'spell_to_permanent': '400.7a',
                      'split_cards': '708.4',
                      'split_cast': '708.3',
                      'split_second': '702.60a',
                      'storm': '702.39a',
                      'summoning_sick': '302.6',
                      'tap': '701.20a',
                      'tap_cost': '107.5',
                      'target_check': '608.2b',
                      'target_illegal_part': '608.2b',
                      'target_legal': '115.2',
                      'targets_only': '115.9c',
                      'to_graveyard': '608.2k',
                      'token': '111.1',
                      'token_cease': '111.7',
                      'trample': '702.19b',
                      'transform': '701.27a',
                      'transform_only_dfc': '701.27c',
                      'trigger': '603.2',
                      'trigger_apnap': '603.3b',
                      'trigger_stack': '603.3',
                      'triggered_mana': '605.4a',
                      'untap_step': '502.2',
                      'until_event': '610.3',
                      'vigilance': '702.20b',
                      'wither': '702.79a',
                      'indestructible_status': '702.12a',
                      'land_plays': '305.2',
                      'sba_battle_other': '704.3',
                      'token_owner': '111.2',
                      'x_value': '107.3d'},
 'six-layer': {'until_already': '413.2', 'until_already_trigger': '413.2', 'sba_pw_unique': '420.3', 'walls_cant_attack': '308.1',
             'activate': '409.1',
               'activate_prohibited': '409.4',
               'additional_cost': '409.1',
               'adventure_cast': '409.1',
               'adventure_exile': '413.2h',
               'attack_requirements': '308.1',
               'attack_rules': '308.1',
               'attack_tap': '308.2c',
               'aura_creature': '212.4g',
               'aura_player': '502.45d',
               'battle_attack': '308.1',
               'battle_defense': '413.2h',
               'battle_protector': '413.2h',
               'battle_type': '205.2a',
               'beginning_of_step': '300.5',
               'block_restrictions': '500.3',
               'blocked': '309.2f',
               'cant_have': '103.2',
               'cant_wins': '103.2',
               'card_overrides_rules': '103.1',
               'card_types': '205.2a',
               'cast': '409.1',
               'cast_done': '409.1i',
               'cast_modes': '409.1b',
               'cast_move': '409.1a',
               'cast_pay': '409.1h',
               'cast_prohibited': '409.4',
               'cast_prohibited_choices': '409.4',
               'cast_proposal_legal': '409.1',
               'cast_targets': '409.1c',
               'cast_total_cost': '409.1f',
               'cast_transformed': '409.1',
               'choices_on_resolution': '413.2c',
               'cleanup_damage': '314.2',
               'coin_flip': '511.1',
               'combat_assign': '310.2',
               'combat_blocker': '310.2d',
               'combat_damage': '310.4',
               'combat_damage_stack': '310.4',
               'combat_lki': '310.4b',
               'combat_power': '310.2a',
               'combat_unblocked': '310.2b',
               'copy_cease': '420.5j',
               'copy_new_target_given': '503.10',
               'copy_could_target': '503.10',
               'copy_new_targets': '503.10b',
               'copy_permanent_spell': '503.10',
               'copy_spell': '503.10',
               'cost_reduction': '409.1f',
               'counter_action': '414.1',
               'countered': '414.1',
               'counters_put': '200.10',
               'damage': '420.5c',
               'damage_battle': '420.5c',
               'damage_creature': '420.5c',
               'damage_planeswalker': '420.5c',
               'day_night': '508.1',
               'day_night_untap_day': '508.1',
               'day_night_untap_night': '508.1',
               'daybound': '508.1',
               'daybound_becomes_day': '508.1',
               'daybound_transform': '508.1',
               'deathtouch': '420.5c',
               'deathtouch_static': '420.5c',
               'declare_attackers': '308.1',
               'declare_blockers': '309.1',
               'defender': '502.41b',
               'delayed_trigger': '410.2',
               'destroy': '217.4a',
               'devour': '419.1b',
               'dfc_faces': '508.1',
               'dfc_same_face': '413.2h',
               'discard': '217.4a',
               'divide': '409.1e',
               'dfc_not_face_down': '502.26b',
               'double_strike': '502.28a',
               'double_strike_removed': '502.28c',
               'draw': '423.1',
               'duration_stated': '418.3a',
               'each_in_turn': '413.2b',
               'end_of_combat': '311.1',
               'energy': '200.10',
               'enters_as': '419.1b', 'hexproof_target': '502.7a', 'protection_target': '502.7b', 'enters_with': '419.1b',
               'enters_characteristics': '419.1b',
               'enters_transformed_nonpermanent': '508.1',
               'etb_trigger': '410.10a',
               'exile': '217.1e',
               'fight': '420.5c',
               'fight_self': '420.5c',
               'fight_gone': '420.5c',
               'finds_moved': '217.1c',
               'finds_new_object': '217.1c',
               'first_strike': '502.2a',
               'first_strike_change': '502.2c',
               'first_strike_step': '310.5',
               'flip_cards': '508.1',
               'flying': '502.4b',
               'follow_instructions': '413.2b',
               'fuse_cast': '505.2',
               'fuse_combined': '505.2',
               'fuse_cost': '505.2',
               'fuse_resolve': '505.2',
               'haste': '502.5a',
               'hexproof': '502.7a',
               'indestructible': '217.4a',
               'infect': '420.5c',
               'intervening_if': '404.3',
               'kicker': '502.21a',
               'left_game_next_turn': '418.3a',
               'lethal_damage': '420.5c',
               'life': '101.3',
               'life_gain': '101.3',
               'life_pay': '101.3',
               'lifelink': '420.5c',
               'linked_static': '410.2',
               'lki': '413.2f',
               'lki_ability_source': '402.6',
               'look_back': '410.10d',
               'lose_game': '102.3',
               'loyalty_enters': '420.3',
               'loyalty_negative_cost': '409.1',
               'loyalty_timing': '409.1',
               'mana_ability': '411.1',
               'mana_ability_def': '406.1',
               'mana_burn': '300.3',
               'mana_empties': '300.3',
               'mana_pool': '406.2',
               'mdfc_cast': '409.1',
               'mdfc_play_land': '212.6a',
               'meld': '508.1',
               'meld_cant': '508.1',
               'meld_finds_both': '508.1',
               'meld_leaves': '508.1',
               'meld_mv': '508.1',
               'meld_no_transform': '508.1',
               'menace': '500.3',
               'menace_block': '500.3',
               'mill': '423.1',
               'monstrosity': '200.10',
               'negative': '104.2',
               'nightbound': '508.1',
               'nightbound_becomes_night': '508.1',
               'nightbound_transform': '508.1',
               'no_attackers': '306.1',
               'permanent_spell': '413.2h',
               'cascade': '410.2',
               'phased_out': '217.8a',
               'phasing': '502.15a',
               'phasing_combat': '306.2',
               'phasing_damage': '502.15e',
               'phasing_direct_attached': '502.15j',
               'phasing_in': '502.15f',
               'phasing_indirect': '502.15i',
               'phasing_limited': '502.15g',
               'phasing_no_zone_change': '217.8c',
               'phasing_token': '217.8d',
               'phasing_triggers': '502.15d',
               'phasing_untap': '302.1',
               'planeswalker_type': '205.2a',
               'play_land': '212.6a',
               'player_leaves': '102.3',
               'prevention': '419.1d',
               'prevention_shield': '419.7b',
               'priority_resolve': '413.1',
               'priority_step': '413.1',
               'protection': '502.7a',
               'pw_redirect': '420.5c',
               'reach': '502.4b',
               'regenerate': '419.6b',
               'removed_from_combat': '306.2',
               'replacement': '419.1a',
               'replacement_once': '419.6a',
               'replacement_order': '419.9a',
               'resolve': '413.2',
               'return_hand': '217.1c',
               'reveal': '423.1',
               'sacrifice': '217.4a',
               'sba': '420.3',
               'sba_annihilate': '420.5n',
               'sba_aura': '420.5d',
               'sba_battle': '420.3',
               'sba_copy': '420.5j',
               'sba_deathtouch': '420.5c',
               'sba_draw_empty': '420.5g',
               'sba_equipment': '420.5k',
               'sba_legend': '420.5e',
               'sba_lethal': '420.5c',
               'sba_life': '420.5a',
               'sba_lki': '420.3',
               'sba_loyalty': '420.3',
               'sba_poison': '420.5h',
               'sba_token': '420.5f',
               'sba_toughness': '420.5b',
               'sba_unattach': '420.5m',
               'sba_world': '420.5i',
               'shroud': '502.7a',
               'siege_defeated': '410.2',
               'siege_protector': '413.2h',
               'sorcery_timing': '212.7a',
               'spell_to_permanent': '217.1c',
               'split_cards': '505.2',
               'split_cast': '505.2',
               'split_second': '502.58a',
               'storm': '502.30a',
               'summoning_sick': '212.3d',
               'tap': '214.3',
               'tap_cost': '212.3d',
               'target_check': '413.2a',
               'target_illegal_part': '413.2a',
               'target_legal': '415.5',
               'targets_only': '409.1c',
               'to_graveyard': '413.2h',
               'token': '216.1',
               'token_cease': '216.3',
               'trample': '502.9b',
               'transform': '508.1',
               'transform_only_dfc': '508.1',
               'trigger': '410.2',
               'trigger_apnap': '410.3',
               'trigger_stack': '410.3',
               'triggered_mana': '411.3',
               'untap_step': '302.2',
               'until_event': '413.2',
               'vigilance': '502.14b',
               'wither': '420.5c',
               'indestructible_status': '217.4a',
               'land_plays': '212.6b',
               'sba_battle_other': '420.3',
               'token_owner': '216.1',
               'x_value': '409.1'},
 'six-layer-2003': {'until_already': '413.2', 'until_already_trigger': '413.2', 'sba_pw_unique': '420.3', 'walls_cant_attack': '308.1',
             'activate': '409.1',
                    'activate_prohibited': '409.4',
                    'additional_cost': '409.1',
                    'adventure_cast': '409.1',
                    'adventure_exile': '413.2h',
                    'attack_requirements': '308.1',
                    'attack_rules': '308.1',
                    'attack_tap': '308.2c',
                    'aura_creature': '212.4g',
                    'aura_player': '418.5e',
                    'battle_attack': '308.1',
                    'battle_defense': '413.2h',
                    'battle_protector': '413.2h',
                    'battle_type': '205.2a',
                    'beginning_of_step': '300.5',
                    'block_restrictions': '500.3',
                    'blocked': '309.2f',
                    'cant_have': '103.2',
                    'cant_wins': '103.2',
                    'card_overrides_rules': '103.1',
                    'card_types': '205.2a',
                    'cast': '409.1',
                    'cast_done': '409.1i',
                    'cast_modes': '409.1b',
                    'cast_move': '409.1a',
                    'cast_pay': '409.1h',
                    'cast_prohibited': '409.4',
                    'cast_prohibited_choices': '409.4',
                    'cast_proposal_legal': '409.1',
                    'cast_targets': '409.1c',
                    'cast_total_cost': '409.1f',
                    'cast_transformed': '409.1',
                    'choices_on_resolution': '413.2c',
                    'cleanup_damage': '314.2',
                    'coin_flip': '413.2b',
                    'combat_assign': '310.2',
                    'combat_blocker': '310.2d',
                    'combat_damage': '310.4',
                    'combat_damage_stack': '310.4',
                    'combat_lki': '310.4b',
                    'combat_power': '310.2a',
                    'combat_unblocked': '310.2b',
                    'copy_cease': '420.5j',
                    'copy_new_target_given': '503.10',
                    'copy_could_target': '503.10',
                    'copy_new_targets': '503.10',
                    'copy_permanent_spell': '503.10',
                    'copy_spell': '503.10',
                    'cost_reduction': '409.1f',
                    'counter_action': '414.1',
                    'countered': '414.1',
                    'counters_put': '200.10',
                    'damage': '420.5c',
                    'damage_battle': '420.5c',
                    'damage_creature': '420.5c',
                    'damage_planeswalker': '420.5c',
                    'day_night': '508.1',
                    'day_night_untap_day': '508.1',
                    'day_night_untap_night': '508.1',
                    'daybound': '508.1',
                    'daybound_becomes_day': '508.1',
                    'daybound_transform': '508.1',
                    'deathtouch': '420.5c',
                    'deathtouch_static': '420.5c',
                    'declare_attackers': '308.1',
                    'declare_blockers': '309.1',
                    'defender': '502.41b',
                    'delayed_trigger': '410.2',
                    'destroy': '217.4a',
                    'devour': '419.1b',
                    'dfc_faces': '508.1',
                    'dfc_same_face': '413.2h',
                    'discard': '217.4a',
                    'divide': '409.1e',
                    'dfc_not_face_down': '502.26b',
                    'double_strike': '502.28a',
                    'double_strike_removed': '502.28c',
                    'draw': '304.1',
                    'duration_stated': '418.3a',
                    'each_in_turn': '413.2b',
                    'end_of_combat': '311.1',
                    'energy': '200.10',
                    'enters_as': '419.1b', 'hexproof_target': '502.7a', 'protection_target': '502.7b', 'enters_with': '419.1b',
                    'enters_characteristics': '419.1b',
                    'enters_transformed_nonpermanent': '508.1',
                    'etb_trigger': '410.10a',
                    'exile': '217.1e',
                    'fight': '420.5c',
                    'fight_self': '420.5c',
                    'fight_gone': '420.5c',
                    'finds_moved': '217.1c',
                    'finds_new_object': '217.1c',
                    'first_strike': '502.2a',
                    'first_strike_change': '502.2c',
                    'first_strike_step': '310.5',
                    'flip_cards': '508.1',
                    'flying': '502.4b',
                    'follow_instructions': '413.2b',
                    'fuse_cast': '505.2',
                    'fuse_combined': '505.2',
                    'fuse_cost': '505.2',
                    'fuse_resolve': '505.2',
                    'haste': '502.5a',
                    'hexproof': '502.7a',
                    'indestructible': '217.4a',
                    'infect': '420.5c',
                    'intervening_if': '404.3',
                    'kicker': '502.21a',
                    'left_game_next_turn': '418.3a',
                    'lethal_damage': '420.5c',
                    'life': '101.3',
                    'life_gain': '101.3',
                    'life_pay': '101.3',
                    'lifelink': '420.5c',
                    'linked_static': '410.2',
                    'lki': '413.2f',
                    'lki_ability_source': '402.6',
                    'look_back': '410.10d',
                    'lose_game': '102.3',
                    'loyalty_enters': '420.3',
                    'loyalty_negative_cost': '409.1',
                    'loyalty_timing': '409.1',
                    'mana_ability': '411.1',
                    'mana_ability_def': '406.1',
                    'mana_burn': '300.3',
                    'mana_empties': '300.3',
                    'mana_pool': '406.2',
                    'mdfc_cast': '409.1',
                    'mdfc_play_land': '212.6a',
                    'meld': '508.1',
                    'meld_cant': '508.1',
                    'meld_finds_both': '508.1',
                    'meld_leaves': '508.1',
                    'meld_mv': '508.1',
                    'meld_no_transform': '508.1',
                    'menace': '500.3',
                    'menace_block': '500.3',
                    'mill': '304.1',
                    'monstrosity': '200.10',
                    'negative': '104.2',
                    'nightbound': '508.1',
                    'nightbound_becomes_night': '508.1',
                    'nightbound_transform': '508.1',
                    'no_attackers': '306.1',
                    'permanent_spell': '413.2h',
                    'cascade': '410.2',
                    'phased_out': '217.8a',
                    'phasing': '502.15a',
                    'phasing_combat': '306.2',
                    'phasing_damage': '502.15e',
                    'phasing_direct_attached': '502.15j',
                    'phasing_in': '502.15f',
                    'phasing_indirect': '502.15i',
                    'phasing_limited': '502.15g',
                    'phasing_no_zone_change': '217.8c',
                    'phasing_token': '217.8d',
                    'phasing_triggers': '502.15d',
                    'phasing_untap': '302.1',
                    'planeswalker_type': '205.2a',
                    'play_land': '212.6a',
                    'player_leaves': '102.3',
                    'prevention': '419.1d',
                    'prevention_shield': '419.7b',
                    'priority_resolve': '413.1',
                    'priority_step': '413.1',
                    'protection': '502.7a',
                    'pw_redirect': '420.5c',
                    'reach': '502.4b',
                    'regenerate': '419.6b',
                    'removed_from_combat': '306.2',
                    'replacement': '419.1a',
                    'replacement_once': '419.6a',
                    'replacement_order': '419.9a',
                    'resolve': '413.2',
                    'return_hand': '217.1c',
                    'reveal': '304.1',
                    'sacrifice': '217.4a',
                    'sba': '420.3',
                    'sba_annihilate': '420.3',
                    'sba_aura': '420.5d',
                    'sba_battle': '420.3',
                    'sba_copy': '420.5j',
                    'sba_deathtouch': '420.5c',
                    'sba_draw_empty': '420.5g',
                    'sba_equipment': '420.5k',
                    'sba_legend': '420.5e',
                    'sba_lethal': '420.5c',
                    'sba_life': '420.5a',
                    'sba_lki': '420.3',
                    'sba_loyalty': '420.3',
                    'sba_poison': '420.5h',
                    'sba_token': '420.5f',
                    'sba_toughness': '420.5b',
                    'sba_unattach': None,
                    'sba_world': '420.5i',
                    'shroud': '502.7a',
                    'siege_defeated': '410.2',
                    'siege_protector': '413.2h',
                    'sorcery_timing': '212.7a',
                    'spell_to_permanent': '217.1c',
                    'split_cards': '505.2',
                    'split_cast': '505.2',
                    'split_second': '409.1',
                    'storm': '502.30a',
                    'summoning_sick': '212.3d',
                    'tap': '214.3',
                    'tap_cost': '212.3d',
                    'target_check': '413.2a',
                    'target_illegal_part': '413.2a',
                    'target_legal': '415.5',
                    'targets_only': '409.1c',
                    'to_graveyard': '413.2h',
                    'token': '216.1',
                    'token_cease': '216.3',
                    'trample': '502.9b',
                    'transform': '508.1',
                    'transform_only_dfc': '508.1',
                    'trigger': '410.2',
                    'trigger_apnap': '410.3',
                    'trigger_stack': '410.3',
                    'triggered_mana': '411.3',
                    'untap_step': '302.2',
                    'until_event': '413.2',
                    'vigilance': '502.14b',
                    'wither': '420.5c',
                    'indestructible_status': '217.4a',
                    'land_plays': '212.6b',
                    'sba_battle_other': '420.3',
                    'token_owner': '216.1',
                    'x_value': '409.1'}}

# the profiles before 2003-07-01 (generated from the KB like the above; tests check them)
REFERENCE_NUMBERS.update(
{'early-2001': {'until_already': '413.2', 'until_already_trigger': '413.2', 'sba_pw_unique': '420.3', 'walls_cant_attack': '308.1',
             'activate': '409.1',
                'activate_prohibited': '409.4',
                'additional_cost': '409.1',
                'adventure_cast': '409.1',
                'adventure_exile': '413.2h',
                'as_long_as': '418.3d',
                'attack_requirements': '308.1',
                'attack_rules': '308.1',
                'attack_tap': '308.1',
                'aura_creature': '420.5d',
                'aura_player': '418.5c',
                'basic_land_type': '214.4',
                'battle_attack': '308.1',
                'battle_defense': '413.2h',
                'battle_protector': '413.2h',
                'battle_type': '212.1',
                'beginning_of_step': '300.5',
                'block_restrictions': '500.3',
                'blocked': '309.4',
                'cant_have': '103.2',
                'cant_wins': '103.2',
                'card_overrides_rules': '103.1',
                'card_types': '212.1',
                'cast': '409.1',
                'cast_done': '409.1g',
                'cast_modes': '409.1b',
                'cast_move': '409.1a',
                'cast_pay': '409.1f',
                'cast_prohibited': '409.4',
                'cast_prohibited_choices': '409.4',
                'cast_proposal_legal': '409.1',
                'cast_targets': '409.1c',
                'cast_total_cost': '409.1f',
                'cast_transformed': '409.1',
                'cda': '402.3',
                'choices_on_resolution': '413.2c',
                'cleanup_damage': '314.1b',
                'coin_flip': '413.2b',
                'combat_assign': '310.1c',
                'combat_blocker': '310.1d',
                'combat_damage': '310.4',
                'combat_damage_stack': '310.4',
                'combat_lki': '310.4',
                'combat_power': '310.1a',
                'combat_unblocked': '310.1b',
                'copiable': '503.2',
                'copy_cease': '420.5j',
                'copy_new_target_given': '503.10',
                'copy_could_target': '503.10',
                'copy_new_targets': '503.10',
                'copy_permanent_spell': '503.10',
                'copy_spell': '503.10',
                'cost_reduction': '409.1f',
                'counter_action': '414.1',
                'countered': '414.1',
                'damage': '420.5c',
                'damage_battle': '420.5c',
                'damage_creature': '420.5c',
                'damage_planeswalker': '420.5c',
                'deathtouch': '420.5c',
                'deathtouch_static': '420.5c',
                'declare_attackers': '308.1',
                'declare_blockers': '309.1',
                'defender': '308.1',
                'delayed_trigger': '410.2',
                'dependency': '418.5b',
                'dependency_order': '418.5c',
                'destroy': '217.4a',
                'devour': '410.10e',
                'dfc_not_face_down': '502.26b',
                'dfc_same_face': '413.2h',
                'discard': '217.4a',
                'divide': '409.1e',
                'draw': '304.1',
                'duration_stated': '418.3a',
                'each_in_turn': '413.2b',
                'end_of_combat': '311.1',
                'end_of_turn': '314.1b',
                'enters_as': '410.10e', 'hexproof_target': '502.7a', 'protection_target': '502.7b', 'enters_with': '410.10e',
                'enters_characteristics': '410.10e',
                'etb_trigger': '410.10a',
                'exile': '217.7b',
                'face_down': '502.26b',
                'fight': '420.5c',
                'fight_self': '420.5c',
                'fight_gone': '420.5c',
                'finds_moved': '217.1c',
                'finds_new_object': '217.1c',
                'first_strike': '502.2a',
                'first_strike_change': '502.2c',
                'first_strike_step': '502.2b',
                'flying': '502.4b',
                'follow_instructions': '413.2b',
                'fuse_cast': '505.2',
                'fuse_combined': '505.2',
                'fuse_cost': '505.2',
                'fuse_resolve': '505.2',
                'haste': '502.5a',
                'hexproof': '502.7a',
                'indestructible': '217.4a',
                'indestructible_status': '217.4a',
                'infect': '420.5c',
                'intervening_if': '404.3',
                'intrinsic_mana': '214.9d',
                'kicker': '502.21a',
                'land_plays': '214.9b',
                'layer.1': '418.5e',
                'layer.2': '418.5e',
                'layer.3': '418.5e',
                'layer.4': '418.5e',
                'layer.counters': '418.5e',
                'layers': '418.5e',
                'left_game_next_turn': '418.3a',
                'lethal_damage': '420.5c',
                'life': '101.3',
                'life_gain': '101.3',
                'life_pay': '101.3',
                'lifelink': '420.5c',
                'linked_static': '410.2',
                'lki': '413.2f',
                'lki_ability_source': '402.6',
                'locked': '418.3b',
                'look_back': '410.10d',
                'lose_game': '102.3',
                'loyalty_enters': '420.3',
                'loyalty_negative_cost': '409.1',
                'loyalty_timing': '409.1',
                'mana_ability': '406.1e',
                'mana_ability_def': '406.1a',
                'mana_burn': '300.4',
                'mana_empties': '300.4',
                'mana_pool': '406.1b',
                'mdfc_cast': '409.1',
                'mdfc_play_land': '214.9b',
                'menace': '500.3',
                'menace_block': '500.3',
                'mill': '304.1',
                'multi_layer': '418.5e',
                'new_object': '217.1c',
                'no_attackers': '306.1',
                'not_locked': '418.4a',
                'override': '418.5d',
                'permanent_spell': '413.2h',
                'cascade': '410.2',
                'phased_out': '217.8a',
                'phasing': '502.15a',
                'phasing_combat': '306.2',
                'phasing_damage': '502.15e',
                'phasing_direct_attached': '502.15j',
                'phasing_in': '502.15a',
                'phasing_indirect': '502.15i',
                'phasing_limited': '502.15g',
                'phasing_no_zone_change': '217.8c',
                'phasing_token': '217.8d',
                'phasing_triggers': '502.15d',
                'phasing_untap': '302.3',
                'planeswalker_type': '212.1',
                'play_land': '214.9b',
                'player_leaves': '102.3',
                'prevention': '419.7a',
                'prevention_shield': '419.7b',
                'priority_resolve': '413.1',
                'priority_step': '413.1',
                'protection': '502.7a',
                'pw_redirect': '420.5c',
                'reach': '502.4b',
                'reevaluate': '418.5c',
                'regenerate': '419.6b',
                'removed_from_combat': '306.2',
                'replacement': '419.1',
                'replacement_once': '419.6a',
                'replacement_order': '419.8a',
                'resolve': '413.2',
                'return_hand': '217.1c',
                'reveal': '304.1',
                'rules_effects': '418.3b',
                'sacrifice': '217.4a',
                'sba': '420.3',
                'sba_annihilate': '420.3',
                'sba_aura': '420.5d',
                'sba_battle': '420.3',
                'sba_battle_other': '420.3',
                'sba_copy': '420.5j',
                'sba_deathtouch': '420.5c',
                'sba_draw_empty': '420.5g',
                'sba_legend': '420.5e',
                'sba_lethal': '420.5c',
                'sba_life': '420.5a',
                'sba_lki': '420.3',
                'sba_loyalty': '420.3',
                'sba_poison': '420.5h',
                'sba_token': '420.5f',
                'sba_toughness': '420.5b',
                'sba_world': '420.5i',
                'shroud': '502.7a',
                'siege_defeated': '410.2',
                'siege_protector': '413.2h',
                'sorcery_timing': '408.1d',
                'spell_to_permanent': '217.1c',
                'split_cards': '505.2',
                'split_cast': '505.2',
                'split_second': '409.1',
                'storm': '503.10',
                'sublayers': '418.5e',
                'subtype_gain': '418.5e',
                'summoning_sick': '214.7c',
                'tap': '217.1c',
                'tap_cost': '214.7c',
                'target_check': '413.2a',
                'target_illegal_part': '413.2a',
                'target_legal': '217.5b',
                'targets_only': '409.1c',
                'timestamp': '418.5c',
                'to_graveyard': '413.2h',
                'token': '216.1',
                'token_cease': '216.3',
                'token_owner': '216.1',
                'trample': '502.9b',
                'trigger': '410.2',
                'trigger_apnap': '410.3',
                'trigger_stack': '410.3',
                'triggered_mana': '411.3',
                'ts_attach': '418.5c',
                'ts_counter': '418.5e',
                'ts_face': '418.5c',
                'ts_object': '418.5c',
                'ts_resolved': '418.5c',
                'ts_simultaneous': '418.5c',
                'ts_static': '418.5c',
                'type_retain': '418.5e',
                'type_set': '418.5e',
                'untap_step': '302.1',
                'until_event': '413.2',
                'vigilance': '308.1',
                'wither': '420.5c',
                'x_value': '409.1'},
 'timestamp-1999': {'until_already': '413.2', 'until_already_trigger': '413.2', 'sba_pw_unique': '420.3', 'walls_cant_attack': '308.1',
             'activate': '409.1',
                    'activate_prohibited': '409.1',
                    'additional_cost': '409.1',
                    'adventure_cast': '409.1',
                    'adventure_exile': '413.2h',
                    'as_long_as': '418.3a',
                    'attack_requirements': '308.1',
                    'attack_rules': '308.1',
                    'attack_tap': '308.1',
                    'aura_creature': '420.5d',
                    'aura_player': '418.5c',
                    'basic_land_type': '214.4',
                    'battle_attack': '308.1',
                    'battle_defense': '413.2h',
                    'battle_protector': '413.2h',
                    'battle_type': '212.1',
                    'beginning_of_step': '410.2',
                    'block_restrictions': '309.2',
                    'blocked': '309.3',
                    'card_overrides_rules': '103.1',
                    'card_types': '212.1',
                    'cast': '409.1',
                    'cast_done': '409.1',
                    'cast_modes': '409.1b',
                    'cast_move': '409.1a',
                    'cast_pay': '409.1f',
                    'cast_prohibited': '409.1',
                    'cast_prohibited_choices': '409.1',
                    'cast_proposal_legal': '409.1',
                    'cast_targets': '409.1c',
                    'cast_total_cost': '409.1f',
                    'cast_transformed': '409.1',
                    'cda': '402.3',
                    'choices_on_resolution': '413.2b',
                    'cleanup_damage': '314.1b',
                    'coin_flip': '413.2b',
                    'combat_assign': '310.1c',
                    'combat_blocker': '310.1d',
                    'combat_damage': '310.4',
                    'combat_damage_stack': '310.4',
                    'combat_lki': '310.4',
                    'combat_power': '310.1a',
                    'combat_unblocked': '310.1b',
                    'cost_reduction': '409.1f',
                    'counter_action': '414.1',
                    'countered': '414.1',
                    'damage': '420.5c',
                    'damage_battle': '420.5c',
                    'damage_creature': '420.5c',
                    'damage_planeswalker': '420.5c',
                    'deathtouch': '420.5c',
                    'deathtouch_static': '420.5c',
                    'declare_attackers': '308.1',
                    'declare_blockers': '309.1',
                    'defender': '308.1',
                    'delayed_trigger': '410.2',
                    'dependency': '418.5b',
                    'dependency_order': '418.5c',
                    'destroy': '217.4a',
                    'devour': '410.10e',
                    'dfc_same_face': '413.2h',
                    'discard': '217.4a',
                    'divide': '409.1e',
                    'draw': '304.1',
                    'duration_stated': '418.3a',
                    'each_in_turn': '413.2b',
                    'end_of_combat': '311.1',
                    'end_of_turn': '314.1b',
                    'enters_as': '410.10e', 'hexproof_target': '502.7a', 'protection_target': '502.7b', 'enters_with': '410.10e',
                    'enters_characteristics': '410.10e',
                    'etb_trigger': '410.10a',
                    'exile': '217.7b',
                    'fight': '420.5c',
                    'fight_self': '420.5c',
                    'fight_gone': '420.5c',
                    'finds_moved': '217.8',
                    'finds_new_object': '217.8',
                    'first_strike': '502.2a',
                    'first_strike_change': '502.2c',
                    'first_strike_step': '502.2b',
                    'flying': '502.4b',
                    'follow_instructions': '413.2b',
                    'haste': '502.5a',
                    'hexproof': '502.7a',
                    'indestructible': '217.4a',
                    'indestructible_status': '217.4a',
                    'infect': '420.5c',
                    'intervening_if': '410.8',
                    'intrinsic_mana': '214.9e',
                    'kicker': '409.1',
                    'land_plays': '214.9b',
                    'layer.0': '418.5c',
                    'layer.1': '418.5c',
                    'layer.4': '418.5c',
                    'layer.counters': '418.5c',
                    'layers': '418.5c',
                    'left_game_next_turn': '418.3a',
                    'lethal_damage': '420.5c',
                    'life': '101.3',
                    'life_gain': '101.3',
                    'life_pay': '101.3',
                    'lifelink': '420.5c',
                    'linked_static': '410.2',
                    'lki': '413.2f',
                    'lki_ability_source': '402.6',
                    'locked': '418.3b',
                    'look_back': '410.10d',
                    'lose_game': '102.3',
                    'loyalty_enters': '420.3',
                    'loyalty_negative_cost': '409.1',
                    'loyalty_timing': '409.1',
                    'mana_ability': '406.1e',
                    'mana_ability_def': '406.1a',
                    'mana_burn': '300.4',
                    'mana_empties': '300.4',
                    'mana_pool': '406.1b',
                    'mdfc_cast': '409.1',
                    'mdfc_play_land': '214.9b',
                    'menace': '309.2',
                    'menace_block': '309.2',
                    'mill': '304.1',
                    'multi_layer': '418.5c',
                    'new_object': '217.8',
                    'no_attackers': '308.4',
                    'not_locked': '418.4a',
                    'override': '418.5d',
                    'permanent_spell': '413.2h',
                    'cascade': '410.2',
                    'phasing_combat': '306.2',
                    'planeswalker_type': '212.1',
                    'play_land': '214.9b',
                    'player_leaves': '102.3',
                    'prevention': '419.7a',
                    'prevention_shield': '419.7b',
                    'priority_resolve': '413.1',
                    'priority_step': '413.1',
                    'protection': '502.7a',
                    'pw_redirect': '420.5c',
                    'reach': '502.4b',
                    'reevaluate': '418.5c',
                    'regenerate': '419.6b',
                    'removed_from_combat': '306.2',
                    'replacement': '419.1',
                    'replacement_once': '419.6a',
                    'replacement_order': '419.8a',
                    'resolve': '413.2',
                    'return_hand': '217.8',
                    'reveal': '304.1',
                    'rules_effects': '418.3b',
                    'sacrifice': '217.4a',
                    'sba': '420.3',
                    'sba_annihilate': '420.3',
                    'sba_aura': '420.5d',
                    'sba_battle': '420.3',
                    'sba_battle_other': '420.3',
                    'sba_deathtouch': '420.5c',
                    'sba_draw_empty': '420.5a',
                    'sba_legend': '420.5e',
                    'sba_lethal': '420.5c',
                    'sba_life': '420.5a',
                    'sba_lki': '420.3',
                    'sba_loyalty': '420.3',
                    'sba_token': '420.5f',
                    'sba_toughness': '420.5b',
                    'shroud': '502.7a',
                    'siege_defeated': '410.2',
                    'siege_protector': '413.2h',
                    'sorcery_timing': '408.1d',
                    'spell_to_permanent': '413.2h',
                    'split_second': '409.1',
                    'subtype_gain': '418.5c',
                    'summoning_sick': '409.3',
                    'tap': '217.8',
                    'tap_cost': '409.3',
                    'target_check': '413.2a',
                    'target_illegal_part': '413.2a',
                    'target_legal': '217.5b',
                    'targets_only': '409.1c',
                    'timestamp': '418.5c',
                    'to_graveyard': '413.2h',
                    'token': '216.1',
                    'token_cease': '216.3',
                    'token_owner': '216.1',
                    'trample': '502.9b',
                    'trigger': '410.2',
                    'trigger_apnap': '410.3',
                    'trigger_stack': '410.3',
                    'triggered_mana': '406.1e',
                    'ts_attach': '418.5c',
                    'ts_counter': '418.5c',
                    'ts_face': '418.5c',
                    'ts_object': '418.5c',
                    'ts_resolved': '418.5c',
                    'ts_simultaneous': '418.5c',
                    'ts_static': '418.5c',
                    'type_retain': '418.5c',
                    'type_set': '418.5c',
                    'untap_step': '302.1',
                    'until_event': '413.2',
                    'vigilance': '308.1',
                    'wither': '420.5c',
                    'x_value': '409.1'}}
)

# the monarch, sagas, adapt, search and attach (issue 25; generated from the KB like the above; tests check them)
for _prof, _numbers in {'current': {'monarch': '725.1', 'monarch_trigger': '725.2', 'monarch_one': '725.3', 'monarch_leaves': '725.4', 'adapt': '701.46a', 'search': '701.23a', 'attach': '701.3a', 'saga_lore': '714.3a', 'saga_turn': '714.3c', 'saga_sacrifice': '714.4',
                                   'level_up': '702.87a', 'leveler_range': '711.2a', 'leveler_plus': '711.2b',
                                   'leveler_below': '711.5', 'class_level': '716.2a', 'class_level_default': '716.2d',
                                   'enters_transformed': '712.14a'},
                       'seven-layer-2009': {'monarch': '718.1', 'monarch_trigger': '718.2', 'monarch_one': '718.3', 'monarch_leaves': '718.4', 'adapt': '701.42a', 'search': '701.18a', 'attach': '701.3a', 'saga_lore': '714.3a', 'saga_turn': '714.3b', 'saga_sacrifice': '714.4',
                                            'level_up': '702.86a', 'leveler_range': '710.2a', 'leveler_plus': '710.2b',
                                            'leveler_below': '710.5', 'enters_transformed': '711.8'}}.items():
    REFERENCE_NUMBERS.setdefault(_prof, {}).update(_numbers)

# dungeons, venture, the initiative, the Ring, learn (kb.engine.dungeon, kb.engine.ring; read from 2026-09-25; the
# seven-layer-2009 reference edition, 2019-10-04, has none of them)
# the name of a token its effect doesn't name (kb.engine.actions_tokens; versions token_name)
for _prof, _number in {'current': '111.4', 'seven-layer-2009': '111.4', 'six-layer': '216.1',
                       'six-layer-2003': '216.1', 'early-2003': '216.1', 'early-2001': '216.1',
                       'timestamp-1999': '216.1'}.items():
    REFERENCE_NUMBERS.setdefault(_prof, {})["token_name"] = _number

REFERENCE_NUMBERS.setdefault('seven-layer-2009', {}).update({
    'control_player': '716.1', 'control_player_overwrite': '716.1a', 'control_player_decisions': '716.5'})
REFERENCE_NUMBERS.setdefault('current', {}).update({
    'control_player': '723.1', 'control_player_overwrite': '723.1a', 'control_player_decisions': '723.5',
    'venture': '701.49a', 'venture_quality': '701.49d', 'room_ability': '309.4c', 'dungeon_sba': '309.6', 'dungeon_complete': '309.7',
    'initiative': '726.1', 'initiative_trigger': '726.2', 'initiative_one': '726.3', 'initiative_leaves': '726.4',
    'ring_tempts': '701.54a', 'ring_emblem': '701.54c', 'learn': '701.48a'})

# detain, goad, populate, support (kb.engine.keywordactions), exert (kb.engine.exert), ascend (kb.engine.blessing; read from the reference editions, 2026-09-25 and 2019-10-04)
for _prof, _numbers in {'current': {'detain': '701.35a', 'goad': '701.15a', 'populate': '701.36a', 'support': '701.41a',
                                   'exert': '701.43a', 'ascend': '702.131b'},
                       'seven-layer-2009': {'detain': '701.28a', 'goad': '701.37a', 'populate': '701.29a',
                                            'support': '701.34a', 'exert': '701.38a', 'ascend': '702.130b'}}.items():
    REFERENCE_NUMBERS.setdefault(_prof, {}).update(_numbers)

# effects that say a creature can't attack (kb.engine.combat; read from each profile's reference edition)
for _prof, _number in {'current': '508.1c', 'seven-layer-2009': '508.1c', 'six-layer': '500.2', 'six-layer-2003': '500.2',
                       'early-2003': '500.2', 'early-2001': '500.2', 'timestamp-1999': '308.1'}.items():
    REFERENCE_NUMBERS.setdefault(_prof, {})["attack_restrictions"] = _number

# amass, bolster, connive, incubate, earthbend (kb.engine.keywordactions), discover (kb.engine.discover), descending and crimes (kb.engine.turnevents,
# kb.engine.triggers; read from the reference editions, 2026-09-25 and 2019-10-04: no connive, incubate, earthbend,
# amass with a subtype, discover, descending or crimes then)
for _prof, _numbers in {'current': {'amass': '701.47a', 'amass_subtype': '701.47a', 'bolster': '701.39a',
                                   'connive': '701.50a', 'incubate': '701.53a', 'earthbend': '701.66a', 'endure': '701.63a', 'blight': '701.68a', 'recruit': '701.70a',
                                   'discover': '701.57a', 'surveil': '701.25a',
                                   'descend': '700.11', 'crime': '700.13', 'double_life': '701.10d', 'vote': '701.38a',
                                   'double_life_example': '810.9a'},
                       'seven-layer-2009': {'amass': '701.43a', 'bolster': '701.32a', 'double_life': '701.9d',
                                            'surveil': '701.41a',
                                            'double_life_example': '810.9a',
                                            'vote': '701.31a'}}.items():
    REFERENCE_NUMBERS.setdefault(_prof, {}).update(_numbers)

# face-down spells and permanents (kb.engine.facedown; generated from the KB like the above; tests check them):
# from 2002-10-07 to 2009-07-11 morph is 502.26, face-down objects 504 and turning face up the special action 408.2h
_MORPH_502 = {'morph_cast': '502.26b', 'morph_only': '502.26c', 'megamorph': '502.26b', 'disguise_cast': '502.26b',
        'morph_face_up': '502.26d', 'disguise_face_up': '502.26d', 'face_up_special': '408.2h',
        'face_down_spell': '502.26b', 'face_up_keeps': '504.5', 'face_down_reveal': '504.6', 'manifest':
        '502.26b', 'manifest_face_up': '502.26b', 'manifest_stays_down': '502.26b', 'manifest_dread': '502.26b',
        'cloak': '502.26b', 'cloak_face_up': '502.26b'}
_FACE_DOWN_NUMBERS = {
    'current': {'morph_cast': '702.37c', 'morph_only': '702.37d', 'megamorph': '702.37b', 'disguise_cast': '702.168b',
        'morph_face_up': '702.37e', 'disguise_face_up': '702.168d', 'face_up_special': '116.2b',
        'face_down_spell': '708.4', 'face_up_keeps': '708.8', 'face_down_reveal': '708.9', 'manifest':
        '701.40a', 'manifest_face_up': '701.40b', 'manifest_stays_down': '701.40g', 'manifest_dread': '701.62a',
        'cloak': '701.58a', 'cloak_face_up': '701.58b'},
    'seven-layer-2009': {'morph_cast': '702.36c', 'morph_only': '702.36d', 'megamorph': '702.36b', 'disguise_cast': '702.36c',
        'morph_face_up': '702.36e', 'disguise_face_up': '702.36e', 'face_up_special': '116.2b',
        'face_down_spell': '707.4', 'face_up_keeps': '707.8', 'face_down_reveal': '707.9', 'manifest':
        '701.33a', 'manifest_face_up': '701.33b', 'manifest_stays_down': '701.33f', 'manifest_dread': '701.33a',
        'cloak': '701.33a', 'cloak_face_up': '701.33a'},
    **{_p: _MORPH_502 for _p in ('six-layer', 'six-layer-2003', 'early-2003', 'early-2001')}}
for _prof, _numbers in _FACE_DOWN_NUMBERS.items():
    REFERENCE_NUMBERS.setdefault(_prof, {}).update(_numbers)

# suspend, escape, awaken, splice, party, alternative costs and two kicker costs (issue 25; generated from the KB like
# the above; tests check them)
for _prof, _numbers in {
        'current': {'party': '700.8', 'splice': '702.47a', 'kicker_two': '702.33b', 'kicked': '702.33d', 'kicker_linked': '702.33f', 'alternative_cost': '118.9', 'alternative_mana_cost': '118.9c', 'suspend': '702.62a', 'suspended': '702.62b', 'escape': '702.138a', 'escapes_with': '702.138c', 'awaken': '702.113a'},
        'seven-layer-2009': {'party': '601.2f', 'splice': '702.46a', 'kicker_two': '702.32b', 'kicked': '702.32d', 'kicker_linked': '702.32f', 'alternative_cost': '118.9', 'alternative_mana_cost': '118.9c', 'suspend': '702.61a', 'suspended': '702.61b', 'escape': '601.2', 'escapes_with': '601.2', 'awaken': '702.112a'},
        'six-layer': {'party': '409.1f', 'splice': '502.40a', 'kicker_two': '502.21a', 'kicked': '502.21a', 'kicker_linked': '502.21a', 'alternative_cost': '409.1f', 'alternative_mana_cost': '409.1f', 'suspend': '502.59a', 'suspended': '502.59b', 'escape': '409.1', 'escapes_with': '409.1', 'awaken': '409.1'},
        'six-layer-2003': {'party': '409.1f', 'splice': '502.40a', 'kicker_two': '502.21a', 'kicked': '502.21a', 'kicker_linked': '502.21a', 'alternative_cost': '409.1f', 'alternative_mana_cost': '409.1f', 'suspend': '409.1', 'suspended': '409.1', 'escape': '409.1', 'escapes_with': '409.1', 'awaken': '409.1'},
        'early-2003': {'party': '409.1f', 'splice': '409.1', 'kicker_two': '502.21a', 'kicked': '502.21a', 'kicker_linked': '502.21a', 'alternative_cost': '409.1f', 'alternative_mana_cost': '409.1f', 'suspend': '409.1', 'suspended': '409.1', 'escape': '409.1', 'escapes_with': '409.1', 'awaken': '409.1'},
        'early-2001': {'party': '409.1f', 'splice': '409.1', 'kicker_two': '502.21a', 'kicked': '502.21a', 'kicker_linked': '502.21a', 'alternative_cost': '409.1f', 'alternative_mana_cost': '409.1f', 'suspend': '409.1', 'suspended': '409.1', 'escape': '409.1', 'escapes_with': '409.1', 'awaken': '409.1'},
        'timestamp-1999': {'party': '409.1f', 'splice': '409.1', 'kicker_two': '409.1', 'kicked': '409.1', 'kicker_linked': '409.1', 'alternative_cost': '409.1f', 'alternative_mana_cost': '409.1f', 'suspend': '409.1', 'suspended': '409.1', 'escape': '409.1', 'escapes_with': '409.1', 'awaken': '409.1'},
        }.items():
    REFERENCE_NUMBERS.setdefault(_prof, {}).update(_numbers)

# the turn's structure, hand size and the abilities outside a game (kb.engine.turns; generated from the KB like the
# above; tests check them)
for _prof, _numbers in {'current': {'hand_size': '402.2', 'cleanup_discard': '514.1', 'skip': '614.10', 'extra_turn': '500.7', 'extra_phase': '500.8', 'end_the_turn': '724.1', 'day_night_change': '731.1a', 'opening_hand': '103.6', 'deck_construction': '113.6n', 'deck_limit': '100.2a', 'commander_tax': '903.8', 'commander_damage': '903.10a', 'emblem': '114.2', 'emblem_functions': '114.4', 'color_identity': '903.4', 'no_commander_identity': '903.4f', 'partner_identity': '702.124c', 'commander_designation': '903.3a', 'partner_background': '702.124k', 'partner_doctor': '702.124m', 'partner_text': '702.124i', 'draft_face_up': '905.2c'},
                       'seven-layer-2009': {'hand_size': '402.2', 'cleanup_discard': '514.1', 'skip': '614.10', 'extra_turn': '500.7', 'extra_phase': '500.8', 'end_the_turn': '717.1', 'day_night_change': '701.27a', 'opening_hand': '103.5', 'deck_construction': '113.6m', 'deck_limit': '100.2a', 'commander_tax': '903.8', 'commander_damage': '903.10a', 'emblem': '114.2', 'emblem_functions': '114.4', 'color_identity': '903.4', 'partner_identity': '702.123c', 'emblem': '114.2', 'emblem_functions': '114.4', 'draft_face_up': '905.2c'},
                       'six-layer': {'deck_limit': '100.2', 'hand_size': '217.3b', 'cleanup_discard': '314.1', 'skip': '419.6e', 'extra_turn': '300.6', 'extra_phase': '300.7', 'end_the_turn': '509.1', 'day_night_change': '508.1'},
                       'six-layer-2003': {'deck_limit': '100.2', 'hand_size': '217.3b', 'cleanup_discard': '314.1', 'skip': '419.6e', 'extra_turn': '300.6', 'extra_phase': '300.7', 'end_the_turn': '509.1', 'day_night_change': '508.1'},
                       'early-2003': {'deck_limit': '100.2', 'hand_size': '217.3b', 'cleanup_discard': '314.1', 'skip': '419.6e', 'extra_turn': '300.6', 'extra_phase': '300.7', 'end_the_turn': '314.2'},
                       'early-2001': {'deck_limit': '100.2', 'hand_size': '217.3b', 'cleanup_discard': '314.1a', 'skip': '419.1', 'extra_turn': '314.1b', 'extra_phase': '314.1b', 'end_the_turn': '314.1b'},
                       'timestamp-1999': {'deck_limit': '100.2', 'hand_size': '217.3b', 'cleanup_discard': '314.1a', 'skip': '419.1', 'extra_turn': '314.1b', 'extra_phase': '314.1b', 'end_the_turn': '314.1b'}}.items():
    REFERENCE_NUMBERS.setdefault(_prof, {}).update(_numbers)

# looking at a library, explore, proliferate, clash (kb.engine.looking; generated from the KB like the above; tests
# check them). Before these rules existed the fallback chain ends at the draw rule (look_at → reveal → draw).
_OLD_LOOK = ("look_at", "library_position", "explore", "proliferate", "clash")
for _prof, _numbers in {
        'current': {'look_at': '701.20e', 'library_position': '401.4', 'explore': '701.44a', 'proliferate': '701.34a',
                    'clash': '701.30a'},
        'seven-layer-2009': {'look_at': '701.15d', 'library_position': '401.4', 'explore': '701.39a',
                             'proliferate': '701.26a', 'clash': '701.22a'},
        'six-layer': dict.fromkeys(_OLD_LOOK, '423.1'),
        'six-layer-2003': dict.fromkeys(_OLD_LOOK, '304.1'), 'early-2003': dict.fromkeys(_OLD_LOOK, '304.1'),
        'early-2001': dict.fromkeys(_OLD_LOOK, '304.1'), 'timestamp-1999': dict.fromkeys(_OLD_LOOK, '304.1')}.items():
    REFERENCE_NUMBERS.setdefault(_prof, {}).update(_numbers)

# what is outside the game (kb.engine.outsidegame; generated from the KB like the above; tests check them): no rule
# said before 2003-07-01
for _prof, _number in {'current': '400.11', 'seven-layer-2009': '400.10', 'six-layer': '217.1e',
                       'six-layer-2003': '217.1e', 'early-2003': '217.1e'}.items():
    REFERENCE_NUMBERS.setdefault(_prof, {})['outside_game'] = _number

# trigger events of combat and "defending player" (issue 25; kb.engine.triggers.event_concept; generated from the KB
# like the above; tests check them)
_OLD_EVENTS = {'trigger_blocks_each': '410.9b', 'trigger_blocked_by_each': '410.2', 'trigger_attacks_whom': '410.2',
               'trigger_player_attacks': '410.2', 'trigger_is_attacked': '410.2', 'defending_player': '308.1'}
for _prof, _numbers in {
        'current': {'trigger_blocks_each': '509.3b', 'trigger_blocked_by_each': '509.3d', 'trigger_attacks_whom': '508.3a',
                    'trigger_player_attacks': '508.3d', 'trigger_is_attacked': '508.3b', 'defending_player': '508.5'},
        'seven-layer-2009': {'trigger_blocks_each': '509.5b', 'trigger_blocked_by_each': '509.5d',
                             'trigger_attacks_whom': '508.3a', 'trigger_player_attacks': '603.2', 'trigger_is_attacked': '508.3b',
                             'defending_player': '508.5'},
        **{_p: _OLD_EVENTS for _p in ('six-layer', 'six-layer-2003', 'early-2003', 'early-2001')},
        'timestamp-1999': {**_OLD_EVENTS, 'trigger_blocks_each': '410.2'}}.items():
    REFERENCE_NUMBERS.setdefault(_prof, {}).update(_numbers)

def _by_profile(concept: str, numbers: dict[str, str]) -> None:
    """``concept``'s reference number in each profile (the tables below are generated from the KB; tests check them)."""
    for prof, number in numbers.items():
        REFERENCE_NUMBERS.setdefault(prof, {})[concept] = number


# re-attaching to the object it's already attached to (kb.engine.state.attach): 701.3b; 501.2b in 2008-2009; the
# reference editions of the older profiles have it in the glossary (2007-02-01) or not at all
_by_profile('attach_same', {'current': '701.3b', 'seven-layer-2009': '701.3b', 'six-layer': None, 'six-layer-2003': None,
                            'early-2003': None, 'early-2001': None, 'timestamp-1999': None})
# transforming into an instant or sorcery face (701.27d; 701.25d from 2016-04-08; kb.engine.state.transform):
# generated from the KB like the below; the older reference editions have no such rule (the fallback's numbers)
_by_profile('transform_instant_face', {'current': '701.27d', 'seven-layer-2009': '701.27d', 'six-layer': '508.1',
                                       'six-layer-2003': '508.1', 'early-2003': None, 'early-2001': None,
                                       'timestamp-1999': None})
# a battle's protector replaced (704.5y; 704.5x 2023-04-14 to 2026-04-17; kb.engine.sba): the older reference editions
# have no battles, so the state-based actions' rule
_by_profile('sba_protector', {'current': '704.5y', 'seven-layer-2009': '704.3', 'six-layer': '420.3',
                              'six-layer-2003': '420.3', 'early-2003': '420.3', 'early-2001': '420.3',
                              'timestamp-1999': '420.3'})
# a transformed permanent's new timestamp (613.7g; 613.6f from 2015-07-17; kb.engine.state.transform): generated from
# the KB like the below; the older reference editions have no double-faced cards (the fallback's numbers)
_by_profile('ts_transform', {'current': '613.7g', 'seven-layer-2009': '613.6f', 'six-layer': '508.1',
                             'six-layer-2003': '508.1', 'early-2003': None, 'early-2001': None, 'timestamp-1999': None})
# a blocked trampler with no creature blocking it (702.19d; kb.engine.combat), generated from the KB like the below
_by_profile('trample_no_blockers', {'current': '702.19d', 'seven-layer-2009': '702.19c', 'six-layer': '502.9c',
                                    'six-layer-2003': '502.9c', 'early-2003': '502.9c', 'early-2001': '502.9c',
                                    'timestamp-1999': '502.9c'})
# an Aura's leaves-the-battlefield trigger finding the Aura in the graveyard (400.7f; 400.7e 2009-2022; 217.1c (3)
# from 2008-07-15; kb.engine.aurafinds): generated from the KB like the below; the older reference editions have no
# such exception, so the rule of an object moving between zones
_by_profile('aura_finds_itself', {'current': '400.7f', 'seven-layer-2009': '400.7e', 'six-layer': '217.1c',
                                  'six-layer-2003': '217.1c', 'early-2003': '217.1c', 'early-2001': '217.1c',
                                  'timestamp-1999': '217.8'})
# a legendary instant or sorcery's casting restriction (205.4e from 2018-04-27, kb.engine.legendaryspell): the older
# reference editions have none, so the rule of a prohibited cast
_by_profile('legendary_spell', {'current': '205.4e', 'seven-layer-2009': '205.4e', 'six-layer': '409.4',
                                'six-layer-2003': '409.4', 'early-2003': '409.4', 'early-2001': '409.4',
                                'timestamp-1999': '409.1'})
# trample over planeswalkers (702.19c from 2021-06-18; kb.engine.combat): the older reference editions have trample only
_by_profile('trample_over_planeswalkers', {'current': '702.19c', 'seven-layer-2009': '702.19b', 'six-layer': '502.9b',
                                           'six-layer-2003': '502.9b', 'early-2003': '502.9b', 'early-2001': '502.9b',
                                           'timestamp-1999': '502.9b'})
# a reflexive triggered ability (603.12 from 2017-04-28; kb.engine.reflexive; generated from the KB like the above; tests
# check them): the older reference editions have none, so the delayed triggered abilities it follows
_by_profile('reflexive_trigger', {'current': '603.12', 'seven-layer-2009': '603.12', 'six-layer': '410.2',
                                  'six-layer-2003': '410.2', 'early-2003': '410.2', 'early-2001': '410.2',
                                  'timestamp-1999': '410.2'})
# the rule of delayed triggered abilities (603.7; 404.4 2003-2009; 406.2a before; generated from the KB like the above)
_by_profile('delayed_trigger_rule', {'current': '603.7', 'seven-layer-2009': '603.7', 'six-layer': '404.4',
                                     'six-layer-2003': '404.4', 'early-2003': '404.4', 'early-2001': '406.2a',
                                     'timestamp-1999': '406.2a'})
# a state trigger (603.8; 410.11 before 2009-07-11; kb.engine.sba._state_triggers; generated from the KB like the above)
_by_profile('state_trigger', {'current': '603.8', 'seven-layer-2009': '603.8', 'six-layer': '410.11',
                              'six-layer-2003': '410.11', 'early-2003': '410.11', 'early-2001': '410.11',
                              'timestamp-1999': '410.11'})
# a card exiled by a replacement effect "exiled with" its source (607.2b; kb.engine.state; generated from the KB like the
# above; tests check them): the older reference editions have no such rule, so the rule of replacement effects
_by_profile('linked_replacement', {'current': '607.2b', 'seven-layer-2009': '607.2b', 'six-layer': '419.1a',
                                   'six-layer-2003': '419.1a', 'early-2003': '419.1a', 'early-2001': '419.1',
                                   'timestamp-1999': '419.1'})
# token_stays, entwine and unless_offer (generated from the KB like the above; tests check them)
_by_profile('token_stays', {'current': '111.8', 'seven-layer-2009': '111.8', 'six-layer': '216.4',
                            'six-layer-2003': '216.3', 'early-2003': '216.3', 'early-2001': '216.3',
                            'timestamp-1999': '216.3'})
_by_profile('entwine', {'current': '702.42a', 'seven-layer-2009': '702.41a', 'six-layer': '502.32a',
                        'six-layer-2003': '502.32a', 'early-2003': '409.1b', 'early-2001': '409.1b',
                        'timestamp-1999': '409.1b'})
_by_profile('unless_offer', {'current': '118.12a', 'seven-layer-2009': '118.12a', 'six-layer': '413.2b',
                             'six-layer-2003': '413.2b', 'early-2003': '413.2b', 'early-2001': '413.2b',
                             'timestamp-1999': '413.2b'})
# a card exiled by an activated or triggered ability "exiled with" its source (607.2a; kb.engine.actions_cards;
# generated from the KB like the above; tests check them)
_by_profile('linked_exile', {'current': '607.2a', 'seven-layer-2009': '607.2a', 'six-layer': '217.7d',
                             'six-layer-2003': '413.2b', 'early-2003': '413.2b', 'early-2001': '413.2b',
                             'timestamp-1999': '413.2b'})
# the one defending player of a two-player game (kb.engine.sba; generated from the KB like the above; tests check them)
_by_profile('defending_player_one', {'current': '506.2', 'seven-layer-2009': '506.2', 'six-layer': '306.3', 'six-layer-2003': '306.3',
                                     'early-2003': '306.3', 'early-2001': '308.1', 'timestamp-1999': '308.1'})

# costs to attack (508.1h; kb.engine.declare.attack_costs; generated from the KB like the above; tests check them)
_by_profile('attack_cost', {'current': '508.1h', 'seven-layer-2009': '508.1h', 'six-layer': '308.2d', 'six-layer-2003': '308.2d',
                            'early-2003': '308.2d', 'early-2001': '308.2', 'timestamp-1999': '308.2'})

# the section on targets (kb.engine.stack, kb.engine.targeting; generated from the KB like the above; tests check them)
_by_profile('targets', {'current': '115', 'seven-layer-2009': '115', 'six-layer': '415', 'six-layer-2003': '415',
                        'early-2003': '415', 'early-2001': '409.1c', 'timestamp-1999': '409.1c'})

# changing the targets of a spell (115.7a, 115.7d; kb.engine.stack.change_targets; generated from the KB like the
# above; tests check them): before the rule existed the fallback is the announcement of targets
for _prof, _numbers in {
        'current': {'change_target': '115.7a', 'choose_new_targets': '115.7d'},
        'seven-layer-2009': {'change_target': '115.7a', 'choose_new_targets': '115.7d'},
        **{_p: {'change_target': '409.1c', 'choose_new_targets': '409.1c'}
           for _p in ('six-layer', 'six-layer-2003', 'early-2003', 'early-2001', 'timestamp-1999')}}.items():
    REFERENCE_NUMBERS.setdefault(_prof, {}).update(_numbers)

# a prevention effect's additional effect (615.5; kb.engine.replacement; generated from the KB like the above; tests
# check them): before 2008-10-01 (419.7e) the rules had none, and the fallback is the prevention rule
# and redirection effects (614.9; 419.6c from 2001-07-23, before it the replacement rule)
for _prof, _numbers in {'current': {'prevention_additional': '615.5', 'redirection': '614.9'},
                        'seven-layer-2009': {'prevention_additional': '615.5', 'redirection': '614.9'},
                        **{_p: {'prevention_additional': '419.1d', 'redirection': '419.6c'}
                           for _p in ('six-layer', 'six-layer-2003', 'early-2003')},
                        'early-2001': {'prevention_additional': '419.7a', 'redirection': '419.6c'},
                        'timestamp-1999': {'prevention_additional': '419.7a', 'redirection': '419.1'}}.items():
    REFERENCE_NUMBERS.setdefault(_prof, {}).update(_numbers)
# what kind of ability an unread one is (kb.engine.unknowns.unread_rule; generated from the KB like the above; tests
# check them)
_OLD = ('six-layer', 'six-layer-2003', 'early-2003', 'early-2001', 'timestamp-1999')
_by_profile('static_ability', {'current': '604.1', 'seven-layer-2009': '604.1', **dict.fromkeys(_OLD, '405.1')})
_by_profile('static_not_locked', {'current': '611.3a', 'seven-layer-2009': '611.3a', **dict.fromkeys(_OLD, '418.4a')})
_by_profile('keyword_abilities', {'current': '702.1', 'seven-layer-2009': '702.1', **dict.fromkeys(_OLD, '502.1')})
# a source of damage chosen as it resolves (kb.engine.actions_damage; generated from the KB like the above; tests check
# them): before 2009-07-11 the fallback is the choices made on resolution
_by_profile('source_choice', {'current': '609.7a', 'seven-layer-2009': '609.7a', 'six-layer': '413.2c',
                              'six-layer-2003': '413.2c', 'early-2003': '413.2c', 'early-2001': '413.2c',
                              'timestamp-1999': '413.2b'})
# an ability restricting how its object is cast functions on the stack (113.6e; kb.engine.nomanacast; generated from the
# KB like the above; tests check them): before the rule, the fallback is paying the total cost
_by_profile('cast_restriction_zone', {'current': '113.6e', 'seven-layer-2009': '113.6d', 'six-layer': '409.1h',
                                      'six-layer-2003': '409.1h', 'early-2003': '409.1h', 'early-2001': '409.1f',
                                      'timestamp-1999': '409.1f'})
# the cleanup step's priority when abilities triggered (514.3a: "at the beginning of the next cleanup step"; generated
# from the KB like the above; tests check them)
_by_profile('cleanup_priority', {'current': '514.3a', 'seven-layer-2009': '514.3a', 'six-layer': '314.3', 'six-layer-2003': '314.3',
                                 'early-2003': '314.3', 'early-2001': '314.1c', 'timestamp-1999': '314.1c'})
# mana that may be spent only on some things (106.6, from 2009-07-11; the earlier editions have no such rule)
for _prof in ('current', 'seven-layer-2009'):
    REFERENCE_NUMBERS.setdefault(_prof, {})['spend_restriction'] = '106.6'
# mana of a type another permanent "could produce" (106.7 from 2009-07-11, 406.7 in the two editions of 2009 before it;
# kb.engine.couldproduce)
for _prof in ('current', 'seven-layer-2009'):
    REFERENCE_NUMBERS.setdefault(_prof, {})['could_produce'] = '106.7'
# counters between objects (122.5 move, 701.10e double, 122.8 "put its counters on"; kb.engine.actions; generated from
# the KB like the above; tests check them): before each rule the fallback is the rule on counters (122.1, 200.10)
for _prof, _numbers in {'current': {'counter_move': '122.5', 'counter_double': '701.10e', 'counters_lki': '122.8'},
                        'seven-layer-2009': {'counter_move': '122.5', 'counter_double': '701.9e', 'counters_lki': '122.1'},
                        **{_p: {'counter_move': '200.10', 'counter_double': '200.10', 'counters_lki': '200.10'}
                           for _p in ('six-layer', 'six-layer-2003', 'early-2003')}}.items():
    REFERENCE_NUMBERS.setdefault(_prof, {}).update(_numbers)
# prowl, emerge (kb.engine.keywordlist), madness (kb.engine.madness), jump-start and retrace (kb.engine.graveyardkeywords),
# overload, cipher, escalate (kb.engine.overload, cipher, escalate); generated from the KB like the above; tests check
# them: before each existed, no number
for _prof, _numbers in {'current': {'prowl': '702.76a', 'emerge': '702.119a', 'madness': '702.35a',
                                    'jump_start': '702.133a', 'retrace': '702.81a', 'disturb': '702.146a',
                                    'foretell': '702.143a', 'plot': '702.170a', 'plot_cast': '702.170d',
                                    'overload': '702.96a', 'cipher': '702.99a', 'escalate': '702.120a'},
                        'seven-layer-2009': {'prowl': '702.75a', 'emerge': '702.118a', 'madness': '702.34a',
                                             'jump_start': '702.132a', 'retrace': '702.80a',
                                             'overload': '702.95a', 'cipher': '702.98a', 'escalate': '702.119a'},
                        **{_p: {'madness': '502.24a'} for _p in ('six-layer', 'six-layer-2003', 'early-2003',
                                                                  'early-2001')}}.items():
    REFERENCE_NUMBERS.setdefault(_prof, {}).update(_numbers)
# dredge (kb.engine.dredge), devour [quality] (kb.engine.devour), demonstrate and undaunted (kb.engine.keywordmeans);
# generated from the KB like the above (tests check them): before each rule, its fallback's number
for _prof, _numbers in {
        'current': {'dredge': '702.52a', 'dredge_fewer': '702.52b', 'devour_quality': '702.82c', 'demonstrate': '702.144a', 'undaunted': '702.125a'},
        'seven-layer-2009': {'dredge': '702.51a', 'dredge_fewer': '702.51b', 'devour_quality': '702.81a', 'demonstrate': '603.2', 'undaunted': '702.124a'},
        'six-layer': {'dredge': '502.47a', 'dredge_fewer': '502.47b', 'devour_quality': '419.1b', 'demonstrate': '410.2', 'undaunted': '419.1b'},
        'six-layer-2003': {'dredge': '419.1a', 'dredge_fewer': '419.1a', 'devour_quality': '419.1b', 'demonstrate': '410.2', 'undaunted': '419.1b'},
        'early-2003': {'dredge': '419.1a', 'dredge_fewer': '419.1a', 'devour_quality': '419.1b', 'demonstrate': '410.2', 'undaunted': '419.1b'},
        'early-2001': {'dredge': '419.1', 'dredge_fewer': '419.1', 'devour_quality': '410.10e', 'demonstrate': '410.2', 'undaunted': '410.10e'},
        'timestamp-1999': {'dredge': '419.1', 'dredge_fewer': '419.1', 'devour_quality': '410.10e', 'demonstrate': '410.2', 'undaunted': '410.10e'},
        }.items():
    REFERENCE_NUMBERS.setdefault(_prof, {}).update(_numbers)
# convoke, delve, improvise (kb.engine.costpayers), assist (kb.engine.assist); generated from the KB like the above;
# tests check them: before each keyword's rule, the rule of paying a spell's costs
for _prof, _numbers in {'current': {'convoke': '702.51a', 'delve': '702.66a', 'improvise': '702.126a',
                                    'assist': '702.132a'},
                        'seven-layer-2009': {'convoke': '702.50a', 'delve': '702.65a', 'improvise': '702.125a',
                                             'assist': '702.131a'},
                        'six-layer': {'convoke': '502.46a', 'delve': '409.1h', 'improvise': '409.1h', 'assist': '409.1h'},
                        **{_p: dict.fromkeys(('convoke', 'delve', 'improvise', 'assist'), '409.1h')
                           for _p in ('six-layer-2003', 'early-2003')},
                        **{_p: dict.fromkeys(('convoke', 'delve', 'improvise', 'assist'), '409.1f')
                           for _p in ('early-2001', 'timestamp-1999')}}.items():
    REFERENCE_NUMBERS.setdefault(_prof, {}).update(_numbers)
# keywords the rules define as another ability (kb.engine.keywordmeans; generated from the KB like the above; tests
# check them): before a keyword's rule the fallback is the rule of triggered abilities (410.2), of activating (409.1)
# or of declaring blockers
for _prof, _numbers in {
        'current': {'exalted': '702.83a', 'undying': '702.93a', 'persist': '702.79a', 'evolve': '702.100a', 'prowess': '702.108a', 'flanking': '702.25a', 'rampage': '702.23a', 'bushido': '702.45a', 'soulshift': '702.46a', 'frenzy': '702.68a', 'poisonous': '702.70a', 'annihilator': '702.86a', 'battle_cry': '702.91a', 'afflict': '702.130a', 'living_weapon': '702.92a', 'exploit': '702.110a', 'fabricate': '702.123a', 'mentor': '702.134a', 'horsemanship': '702.31b', 'skulk': '702.118b', 'outlast': '702.107a'},
        'seven-layer-2009': {'exalted': '702.82a', 'undying': '702.92a', 'persist': '702.78a', 'evolve': '702.99a', 'prowess': '702.107a', 'flanking': '702.24a', 'rampage': '702.22a', 'bushido': '702.44a', 'soulshift': '702.45a', 'frenzy': '702.67a', 'poisonous': '702.69a', 'annihilator': '702.85a', 'battle_cry': '702.90a', 'afflict': '702.129a', 'living_weapon': '702.91a', 'exploit': '702.109a', 'fabricate': '702.122a', 'mentor': '702.133a', 'horsemanship': '702.30b', 'skulk': '702.117b', 'outlast': '702.106a'},
        'six-layer': {'exalted': '410.2', 'undying': '410.2', 'persist': '410.2', 'evolve': '410.2', 'prowess': '410.2', 'flanking': '502.3a', 'rampage': '502.12a', 'bushido': '502.38a', 'soulshift': '502.39a', 'frenzy': '410.2', 'poisonous': '410.2', 'annihilator': '410.2', 'battle_cry': '410.2', 'afflict': '410.2', 'living_weapon': '410.2', 'exploit': '410.2', 'fabricate': '410.2', 'mentor': '410.2', 'horsemanship': '502.17b', 'skulk': '309.1', 'outlast': '409.1'},
        'six-layer-2003': {'exalted': '410.2', 'undying': '410.2', 'persist': '410.2', 'evolve': '410.2', 'prowess': '410.2', 'flanking': '502.3a', 'rampage': '502.12a', 'bushido': '502.38a', 'soulshift': '502.39a', 'frenzy': '410.2', 'poisonous': '410.2', 'annihilator': '410.2', 'battle_cry': '410.2', 'afflict': '410.2', 'living_weapon': '410.2', 'exploit': '410.2', 'fabricate': '410.2', 'mentor': '410.2', 'horsemanship': '502.17b', 'skulk': '309.1', 'outlast': '409.1'},
        'early-2003': {'exalted': '410.2', 'undying': '410.2', 'persist': '410.2', 'evolve': '410.2', 'prowess': '410.2', 'flanking': '502.3a', 'rampage': '502.12a', 'bushido': '410.2', 'soulshift': '410.2', 'frenzy': '410.2', 'poisonous': '410.2', 'annihilator': '410.2', 'battle_cry': '410.2', 'afflict': '410.2', 'living_weapon': '410.2', 'exploit': '410.2', 'fabricate': '410.2', 'mentor': '410.2', 'horsemanship': '502.17b', 'skulk': '309.1', 'outlast': '409.1'},
        'early-2001': {'exalted': '410.2', 'undying': '410.2', 'persist': '410.2', 'evolve': '410.2', 'prowess': '410.2', 'flanking': '502.3a', 'rampage': '502.12a', 'bushido': '410.2', 'soulshift': '410.2', 'frenzy': '410.2', 'poisonous': '410.2', 'annihilator': '410.2', 'battle_cry': '410.2', 'afflict': '410.2', 'living_weapon': '410.2', 'exploit': '410.2', 'fabricate': '410.2', 'mentor': '410.2', 'horsemanship': '502.17b', 'skulk': '309.1', 'outlast': '409.1'},
        'timestamp-1999': {'exalted': '410.2', 'undying': '410.2', 'persist': '410.2', 'evolve': '410.2', 'prowess': '410.2', 'flanking': '502.3a', 'rampage': '410.2', 'bushido': '410.2', 'soulshift': '410.2', 'frenzy': '410.2', 'poisonous': '410.2', 'annihilator': '410.2', 'battle_cry': '410.2', 'afflict': '410.2', 'living_weapon': '410.2', 'exploit': '410.2', 'fabricate': '410.2', 'mentor': '410.2', 'horsemanship': '309.1', 'skulk': '309.1', 'outlast': '409.1'},
        }.items():
    REFERENCE_NUMBERS.setdefault(_prof, {}).update(_numbers)
# the later keywords of the table (kb.engine.keywordmeans: bloodthirst, modular, graft, …, ingest; generated from the KB
# like the above): before a static keyword's rule the fallback is the rule of how a permanent enters (614.12; 419.1b,
# 410.10e), before a triggered one's the rule of triggered abilities (410.2)
for _prof, _numbers in {
        'current': {'bloodthirst': '702.54a', 'modular': '702.43a', 'graft': '702.58a', 'dethrone': '702.105a', 'riot': '702.136a', 'unleash': '702.98a', 'renown': '702.112a', 'training': '702.149a', 'melee': '702.121a', 'ingest': '702.115a', 'sunburst': '702.44a', 'extort': '702.101a', 'scavenge': '702.97a', 'fortify': '702.67a'},
        'seven-layer-2009': {'bloodthirst': '702.53a', 'modular': '702.42a', 'graft': '702.57a', 'dethrone': '702.104a', 'riot': '702.135a', 'unleash': '702.97a', 'renown': '702.111a', 'training': '603.2', 'melee': '702.120a', 'ingest': '702.114a', 'sunburst': '702.43a', 'extort': '702.100a', 'scavenge': '702.96a', 'fortify': '702.66a'},
        'six-layer': {'bloodthirst': '502.50a', 'modular': '502.35a', 'graft': '502.54a', 'dethrone': '410.2', 'riot': '419.1b', 'unleash': '419.1b', 'renown': '410.2', 'training': '410.2', 'melee': '410.2', 'ingest': '410.2', 'sunburst': '502.37a', 'extort': '410.2', 'scavenge': '409.1', 'fortify': '409.1'},
        'six-layer-2003': {'bloodthirst': '419.1b', 'modular': '502.35a', 'graft': '419.1b', 'dethrone': '410.2', 'riot': '419.1b', 'unleash': '419.1b', 'renown': '410.2', 'training': '410.2', 'melee': '410.2', 'ingest': '410.2', 'sunburst': '502.37a', 'extort': '410.2', 'scavenge': '409.1', 'fortify': '409.1'},
        'early-2003': {'bloodthirst': '419.1b', 'modular': '419.1b', 'graft': '419.1b', 'dethrone': '410.2', 'riot': '419.1b', 'unleash': '419.1b', 'renown': '410.2', 'training': '410.2', 'melee': '410.2', 'ingest': '410.2', 'sunburst': '419.1b', 'extort': '410.2', 'scavenge': '409.1', 'fortify': '409.1'},
        'early-2001': {'bloodthirst': '410.10e', 'modular': '410.10e', 'graft': '410.10e', 'dethrone': '410.2', 'riot': '410.10e', 'unleash': '410.10e', 'renown': '410.2', 'training': '410.2', 'melee': '410.2', 'ingest': '410.2', 'sunburst': '410.10e', 'extort': '410.2', 'scavenge': '409.1', 'fortify': '409.1'},
        'timestamp-1999': {'bloodthirst': '410.10e', 'modular': '410.10e', 'graft': '410.10e', 'dethrone': '410.2', 'riot': '410.10e', 'unleash': '410.10e', 'renown': '410.2', 'training': '410.2', 'melee': '410.2', 'ingest': '410.2', 'sunburst': '410.10e', 'extort': '410.2', 'scavenge': '409.1', 'fortify': '409.1'},
        }.items():
    REFERENCE_NUMBERS.setdefault(_prof, {}).update(_numbers)
# haunt and its card in exile (kb.engine.keywordmeans, kb.engine.haunt; generated from the KB like the above): before
# haunt's rule (2006-02-01) the rule of triggered abilities
_HAUNT = ('haunt', 'haunted', 'haunt_trigger')
for _prof, _numbers in {'current': dict(zip(_HAUNT, ('702.55a', '702.55b', '702.55c'))),
                        'seven-layer-2009': dict(zip(_HAUNT, ('702.54a', '702.54b', '702.54c'))),
                        'six-layer': dict(zip(_HAUNT, ('502.51a', '502.51b', '502.51c'))),
                        **{_p: dict.fromkeys(_HAUNT, '410.2') for _p in (
                            'six-layer-2003', 'early-2003', 'early-2001', 'timestamp-1999')}}.items():
    REFERENCE_NUMBERS.setdefault(_prof, {}).update(_numbers)
# the upkeep keywords of the table (kb.engine.keywordmeans: echo, cumulative upkeep, vanishing, fading; generated from
# the KB like the above): before a keyword's rule the fallback is the rule of triggered abilities (410.2) or of how a
# permanent enters (419.1b, 410.10e)
for _prof, _numbers in {
        'current': {'echo': '702.30a', 'cumulative_upkeep': '702.24a', 'vanishing': '702.63a', 'fading': '702.32a'},
        'seven-layer-2009': {'echo': '702.29a', 'cumulative_upkeep': '702.23a', 'vanishing': '702.62a', 'fading': '702.31a'},
        'six-layer': {'echo': '502.19a', 'cumulative_upkeep': '502.13a', 'vanishing': '502.60a', 'fading': '502.20a'},
        'six-layer-2003': {'echo': '502.19a', 'cumulative_upkeep': '502.13a', 'vanishing': '419.1b', 'fading': '502.20a'},
        'early-2003': {'echo': '502.19a', 'cumulative_upkeep': '502.13a', 'vanishing': '419.1b', 'fading': '502.20a'},
        'early-2001': {'echo': '502.19a', 'cumulative_upkeep': '502.13a', 'vanishing': '410.10e', 'fading': '502.20a'},
        'timestamp-1999': {'echo': '410.2', 'cumulative_upkeep': '410.2', 'vanishing': '410.10e', 'fading': '410.10e'},
        }.items():
    REFERENCE_NUMBERS.setdefault(_prof, {}).update(_numbers)
# champion and provoke (kb.engine.keywordmeans, since 2007-10-01 and 2003-03-15) and amplify (kb.engine.amplify, since 2003-03-15; generated from the
# KB like the above): before each rule the rule of triggered abilities (410.2) or of replacement effects (419.1a, 419.1)
for _prof, _numbers in {
        'current': {'champion': '702.72a', 'amplify': '702.38a', 'provoke': '702.39a'},
        'seven-layer-2009': {'champion': '702.71a', 'amplify': '702.37a', 'provoke': '702.38a'},
        'six-layer': {'champion': '410.2', 'amplify': '502.27a', 'provoke': '502.29a'},
        'six-layer-2003': {'champion': '410.2', 'amplify': '502.27a', 'provoke': '502.29a'},
        'early-2003': {'champion': '410.2', 'amplify': '502.27a', 'provoke': '502.29a'},
        'early-2001': {'champion': '410.2', 'amplify': '419.1', 'provoke': '410.2'},
        'timestamp-1999': {'champion': '410.2', 'amplify': '419.1', 'provoke': '410.2'},
        }.items():
    REFERENCE_NUMBERS.setdefault(_prof, {}).update(_numbers)
# an ability that triggers additional times (603.2d, since 2020-07-03; kb.engine.sba): before it the rule of triggered
# abilities
_by_profile('additional_trigger', {'current': '603.2d', 'seven-layer-2009': '603.2', 'six-layer': '410.2', 'six-layer-2003': '410.2',
                                   'early-2003': '410.2', 'early-2001': '410.2', 'timestamp-1999': '410.2'})
# exchanging control (701.12b, worded so since 2009-07-11; kb.engine.actions): before it the rule of resolving
_by_profile('exchange_control', {'current': '701.12b', 'seven-layer-2009': '701.10b', 'six-layer': '413.2', 'six-layer-2003': '413.2',
                                 'early-2003': '413.2', 'early-2001': '413.2', 'timestamp-1999': '413.2'})
# controlling a commander (903.3d, since 2020-07-03; kb.engine.gamevalues): the older reference editions name no rule
REFERENCE_NUMBERS.setdefault('current', {})['commander_control'] = '903.3d'
# a commander put into the command zone by its owner (kb.engine.commanderzone; 903.9a-b since 2020-07-03, 903.9 in the
# 2009 system's reference edition)
# mana symbols that came later (kb.engine.manasymbols; 107.4c/e/f, 104.3f in 2007)
_by_profile('hybrid_symbol', {'current': '107.4e', 'seven-layer-2009': '107.4e', 'six-layer': '104.3f', 'six-layer-2003': '409.1h',
                               'early-2003': '409.1h', 'early-2001': '409.1f', 'timestamp-1999': '409.1f'})
_by_profile('phyrexian_symbol', {'current': '107.4f', 'seven-layer-2009': '107.4f', 'six-layer': '409.1h', 'six-layer-2003': '409.1h',
                                  'early-2003': '409.1h', 'early-2001': '409.1f', 'timestamp-1999': '409.1f'})
_by_profile('colorless_symbol', {'current': '107.4c', 'seven-layer-2009': '107.4c', 'six-layer': '409.1h', 'six-layer-2003': '409.1h',
                                  'early-2003': '409.1h', 'early-2001': '409.1f', 'timestamp-1999': '409.1f'})
# stun and shield counters (kb.engine.specialcounters)
_by_profile('stun_counter', {'current': '122.1d', 'seven-layer-2009': '122.1', 'six-layer': '200.10', 'six-layer-2003': '200.10',
                              'early-2003': '200.10'})
_by_profile('shield_counter', {'current': '122.1c', 'seven-layer-2009': '122.1', 'six-layer': '200.10', 'six-layer-2003': '200.10',
                                'early-2003': '200.10'})
_by_profile('finality_counter', {'current': '122.1h', 'seven-layer-2009': '122.1', 'six-layer': '200.10', 'six-layer-2003': '200.10',
                                  'early-2003': '200.10'})
_by_profile('commander_zone', {'current': '903.9a', 'seven-layer-2009': '903.9'})
_by_profile('commander_zone_hand', {'current': '903.9b', 'seven-layer-2009': '903.9'})
# the terms outlaw and historic (700.12, 700.6; kb.engine.filters.term_defined): historic since 2018 (the 2009 system's
# reference edition has it), outlaw since 2024
REFERENCE_NUMBERS.setdefault('current', {}).update({'outlaw_term': '700.12', 'historic_term': '700.6'})
REFERENCE_NUMBERS.setdefault('seven-layer-2009', {})['historic_term'] = '700.6'
# who puts an entering permanent's counters (122.6a; 121.6a from 2017-04-28, the 2009 system's reference edition has it)
REFERENCE_NUMBERS.setdefault('current', {})['entering_counters_putter'] = '122.6a'
REFERENCE_NUMBERS.setdefault('seven-layer-2009', {})['entering_counters_putter'] = '122.6a'
# partner with [name] (kb.engine.keywordmeans, since 2018-06-08; generated from the KB like the above): before its rule
# the rule of triggered abilities (410.2)
_by_profile('partner_with', {'current': '702.124j', 'seven-layer-2009': '702.123f', 'six-layer': '410.2', 'six-layer-2003': '410.2',
                             'early-2003': '410.2', 'early-2001': '410.2', 'timestamp-1999': '410.2'})
# a creature put onto the battlefield attacking (508.4; kb.engine.combat.enter_attacking; generated from the KB like the
# above; tests check them): before 2005 the fallback is the declaration of attackers
_by_profile('enters_attacking', {'current': '508.4', 'seven-layer-2009': '508.4', 'six-layer': '308.3', 'six-layer-2003': '308.1',
                                 'early-2003': '308.1', 'early-2001': '308.1', 'timestamp-1999': '308.1'})
# keywords read by modules of their own (kb.engine.ninjutsu, kb.engine.umbra, kb.engine.tribute,
# kb.engine.combat.myriad_resolve; generated from the KB like the above; tests check them): before each keyword's rule
# the fallback is the rule of activating (409.1), of replacement effects (419.1a, 419.1) or of triggered abilities (410.2)
for _prof, _numbers in {
        'current': {'ninjutsu': '702.49a', 'ninjutsu_same': '702.49c', 'umbra_armor': '702.89a', 'tribute': '702.104a',
                    'tribute_paid': '702.104b', 'myriad': '702.116a'},
        'seven-layer-2009': {'ninjutsu': '702.48a', 'ninjutsu_same': '702.48c', 'umbra_armor': '702.88a',
                             'tribute': '702.103a', 'tribute_paid': '702.103b', 'myriad': '702.115a'},
        'six-layer': {'ninjutsu': '502.43a', 'ninjutsu_same': '502.43c', 'umbra_armor': '419.1a', 'tribute': '419.1a',
                      'tribute_paid': '419.1a', 'myriad': '410.2'},
        'six-layer-2003': {'ninjutsu': '409.1', 'ninjutsu_same': '409.1', 'umbra_armor': '419.1a', 'tribute': '419.1a',
                           'tribute_paid': '419.1a', 'myriad': '410.2'},
        'early-2003': {'ninjutsu': '409.1', 'ninjutsu_same': '409.1', 'umbra_armor': '419.1a', 'tribute': '419.1a',
                       'tribute_paid': '419.1a', 'myriad': '410.2'},
        'early-2001': {'ninjutsu': '409.1', 'ninjutsu_same': '409.1', 'umbra_armor': '419.1', 'tribute': '419.1',
                       'tribute_paid': '419.1', 'myriad': '410.2'},
        'timestamp-1999': {'ninjutsu': '409.1', 'ninjutsu_same': '409.1', 'umbra_armor': '419.1', 'tribute': '419.1',
                           'tribute_paid': '419.1', 'myriad': '410.2'}}.items():
    REFERENCE_NUMBERS.setdefault(_prof, {}).update(_numbers)
# soulbond, rebound and backup, crew (kb.engine.soulbond, kb.engine.rebound, kb.engine.backup; generated from the KB like the
# above): before each keyword's rule (2012-05-01, 2010-04-23, 2023-04-14) the rule of triggered abilities
for _prof, _numbers in {'current': {'soulbond': '702.95a', 'soulbond_unpaired': '702.95e', 'rebound': '702.88a',
                                    'backup': '702.165a', 'bargain': '702.166a', 'enlist': '702.154a',
                                    'job_select': '702.182a', 'exhaust': '702.177a', 'firebending': '702.189a',
                                    'saddle': '702.171a', 'station': '702.184a', 'miracle': '702.94a', 'crew': '702.122a'},
                        'seven-layer-2009': {'soulbond': '702.94a', 'soulbond_unpaired': '702.94e', 'rebound': '702.87a',
                                             'backup': '603.2', 'bargain': '118.8', 'enlist': '508.1',
                                             'job_select': '603.2', 'exhaust': '602.2', 'firebending': '603.2',
                                             'saddle': '602.2', 'station': '602.2', 'miracle': '702.93a', 'crew': '702.121a'},
                        **{_p: {'soulbond': '410.2', 'soulbond_unpaired': '410.2', 'rebound': '410.2', 'backup': '410.2',
                                'bargain': '409.1', 'enlist': '308.1', 'job_select': '410.2', 'exhaust': '409.1', 'firebending': '410.2',
                                'saddle': '409.1', 'station': '409.1', 'miracle': '410.2', 'crew': '409.1'}
                           for _p in (
                            'six-layer', 'six-layer-2003', 'early-2003', 'early-2001', 'timestamp-1999')}}.items():
    REFERENCE_NUMBERS.setdefault(_prof, {}).update(_numbers)
# for Mirrodin!, mobilize, increment, living metal, ravenous, impending and decayed (kb.engine.keywordmeans; generated from the KB
# like the above): before each keyword's rule the rule of triggered abilities, or of how a permanent enters (static ones)
_TRIGGERED_KW, _STATIC_KW = ('for_mirrodin', 'mobilize', 'increment'), ('living_metal', 'ravenous', 'impending',
                                                                          'decayed')
for _prof, _numbers in {'current': {'for_mirrodin': '702.163a', 'mobilize': '702.181a', 'increment': '702.191a',
                                    'living_metal': '702.161a', 'ravenous': '702.156a', 'impending': '702.176a',
                                    'decayed': '702.147a'},
                        'seven-layer-2009': {**dict.fromkeys(_TRIGGERED_KW, '603.2'), **dict.fromkeys(_STATIC_KW, '614.12')},
                        **{_p: {**dict.fromkeys(_TRIGGERED_KW, '410.2'), **dict.fromkeys(_STATIC_KW, '419.1b')}
                           for _p in ('six-layer', 'six-layer-2003', 'early-2003')},
                        **{_p: {**dict.fromkeys(_TRIGGERED_KW, '410.2'), **dict.fromkeys(_STATIC_KW, '410.10e')}
                           for _p in ('early-2001', 'timestamp-1999')}}.items():
    REFERENCE_NUMBERS.setdefault(_prof, {}).update(_numbers)
# buyback (kb.engine.buyback; generated from the KB like the above): in 1999 the glossary's "Buyback" alone
_by_profile('buyback', {'current': '702.27a', 'seven-layer-2009': '702.26a', 'six-layer': '502.16a',
                        'six-layer-2003': '502.16a', 'early-2003': '502.16a', 'early-2001': '502.16a',
                        'timestamp-1999': 'glossary “Buyback”'})
# aftermath (kb.engine.aftermath; generated from the KB like the above): before its rule, split cards' (none in 1999)
for _prof, _number in (('current', '702.127a'), ('seven-layer-2009', '702.126a'), *((_p, '505.2') for _p in (
        'six-layer', 'six-layer-2003', 'early-2003', 'early-2001'))):
    REFERENCE_NUMBERS.setdefault(_prof, {})['aftermath'] = _number
# unearth, embalm, eternalize, transmute and forecast (kb.engine.keywordmeans, kb.engine.forecast; generated from the KB like the above): before each
# keyword's rule the rule of activated abilities
for _prof, _numbers in {'current': {'unearth': '702.84a', 'embalm': '702.128a', 'eternalize': '702.129a',
                                    'transmute': '702.53a', 'forecast': '702.57a'},
                        'seven-layer-2009': {'unearth': '702.83a', 'embalm': '702.127a', 'eternalize': '702.128a',
                                             'transmute': '702.52a', 'forecast': '702.56a'},
                        'six-layer': {**dict.fromkeys(('unearth', 'embalm', 'eternalize'), '409.1'), 'transmute': '502.48a',
                                      'forecast': '502.53a'},
                        **{_p: dict.fromkeys(('unearth', 'embalm', 'eternalize', 'transmute', 'forecast'), '409.1') for _p in (
                            'six-layer-2003', 'early-2003', 'early-2001', 'timestamp-1999')}}.items():
    REFERENCE_NUMBERS.setdefault(_prof, {}).update(_numbers)
# "Do this only once each turn." (603.2h since 2021-06-18, kb.engine.doonce): before it, the rule of triggered abilities
for _prof, _number in (('current', '603.2h'), ('seven-layer-2009', '603.2'), *((_p, '410.2') for _p in (
        'six-layer', 'six-layer-2003', 'early-2003', 'early-2001', 'timestamp-1999'))):
    REFERENCE_NUMBERS.setdefault(_prof, {})['do_once'] = _number
# speed (kb.engine.speed) and read ahead (702.155a, since 2022-09-08): today's rules only (the 2019 reference edition has
# neither)
REFERENCE_NUMBERS.setdefault('current', {}).update({
    'start_your_engines': '702.179a', 'speed_none': '702.179b', 'speed_trigger': '702.179d', 'speed_zero': '702.179f',
    'speed_sba': '704.5aa', 'max_speed': '702.178a', 'warp': '702.185a',
    'saddled': '702.171b', 'modified': '700.9', 'station_symbol': '721.2a', 'station_box': '721.2b', 'sneak': '702.190a', 'read_ahead': '702.155a',
    'web_slinging': '702.188a', 'prepared': '722.3a', 'mayhem': '702.187b', 'freerunning': '702.173a', 'max_speed_zones': '702.178b',
    'equip_quality': '702.6c', 'more_than_meets_the_eye': '702.162a', 'convert': '701.28a', 'craft': '702.167a',
    'behold': '701.4a', 'reconfigure': '702.151a', 'reconfigure_creature': '702.151b'})
# bestow (kb.engine.bestow; since 2013-09-27): 702.102a in the 2019 reference edition; before it, the rule of
# alternative costs (its fallback)
for _prof, _number in (('current', '702.103a'), ('seven-layer-2009', '702.102a'), *((_p, '409.1f') for _p in (
        'six-layer', 'six-layer-2003', 'early-2003', 'early-2001', 'timestamp-1999'))):
    REFERENCE_NUMBERS.setdefault(_prof, {})['bestow'] = _number
for _prof, _numbers in (('current', ('702.103e', '702.103f')), ('seven-layer-2009', ('702.102d', '702.102e')), *(
        (_p, ('409.1f', '409.1f')) for _p in ('six-layer', 'six-layer-2003', 'early-2003', 'early-2001', 'timestamp-1999'))):
    REFERENCE_NUMBERS.setdefault(_prof, {}).update(bestow_resolves=_numbers[0], bestow_unattached=_numbers[1])
# an ability's effects find the object its cost moved (400.7g from 2011-09-30, 400.7j's second sentence from 2016-04-08;
# kb.engine.actions ``cost_moved_source``): the editions before 2011-09-30 lack it (the profiles' "may lack")
for _prof, _number in (('current', '400.7j'), ('seven-layer-2009', '400.7h')):
    REFERENCE_NUMBERS.setdefault(_prof, {})['cost_finds_moved'] = _number
# damage that can't be prevented (615.12; kb.engine.replacement): the editions before 2009-07-11 lack it (may lack)
for _prof in ('current', 'seven-layer-2009'):
    REFERENCE_NUMBERS.setdefault(_prof, {})['unpreventable'] = '615.12'
# "Equip [quality]" (702.6c since 2018-04-27, kb.engine.cardtext): the 2019 reference edition has it too
REFERENCE_NUMBERS.setdefault('seven-layer-2009', {})['equip_quality'] = '702.6c'
# 113.6m (kb.engine.abilities ``only_elsewhere``): an ability that moves its object out of a zone works only there
REFERENCE_NUMBERS.setdefault('current', {})['zone_moving_ability'] = '113.6m'
REFERENCE_NUMBERS.setdefault('seven-layer-2009', {})['zone_moving_ability'] = '113.6k'
REFERENCE_NUMBERS.setdefault('six-layer', {})['zone_moving_ability'] = '402.8g'
for _prof in ('six-layer-2003', 'early-2003'):   # the last sentence of 402.8
    REFERENCE_NUMBERS.setdefault(_prof, {})['zone_moving_ability'] = '402.8'
for _prof in ('early-2001', 'timestamp-1999'):   # no such rule before 2003-07-01: activating's
    REFERENCE_NUMBERS.setdefault(_prof, {})['zone_moving_ability'] = '409.1'
# schemes and planes (kb.engine.schemes, kb.engine.planes; generated from the KB like the above; tests check them): the
# editions before 2010-06-18 have no schemes, before 2009-09-04 no planes, before 2023-04-14 no "chaos ensues" (the
# profiles' "may lack"); before them the command zone's rule is the rule of triggered abilities
for _prof, _numbers in {'current': {'vanguard_abilities': '313.4', 'conspiracy_abilities': '315.5', 'hidden_agenda': '702.106a',
                                    'agenda_face_up': '702.106c'},
                        'seven-layer-2009': {'vanguard_abilities': '311.4', 'conspiracy_abilities': '313.5',
                                             'hidden_agenda': '702.105a', 'agenda_face_up': '702.105c'}}.items():
    REFERENCE_NUMBERS.setdefault(_prof, {}).update(_numbers)
for _prof, _numbers in {'current': {'set_in_motion': '701.32b', 'abandon': '701.33b', 'command_zone_abilities': '113.6p',
                                    'planeswalk': '701.31b', 'chaos_ensues': '311.7', 'scheme_done': '314.6'},
                        'seven-layer-2009': {'set_in_motion': '701.24b', 'abandon': '701.25b', 'planeswalk': '701.23b',
                                             'scheme_done': '312.6',
                                             'command_zone_abilities': '113.6n'},
                        **{_p: {'command_zone_abilities': '410.2'} for _p in (
                            'six-layer', 'six-layer-2003', 'early-2003', 'early-2001', 'timestamp-1999')}}.items():
    REFERENCE_NUMBERS.setdefault(_prof, {}).update(_numbers)
# the planar die, the planeswalking ability, planeswalking away (from 2009-09-04) and phenomena (from 2012-06-01;
# kb.engine.planes; generated from the KB like the above; tests check them): the profiles' "may lack"
for _prof, _numbers in {'current': {'any_target': '115.4', 'planar_die_action': '901.9', 'planar_die': '901.9a', 'planeswalking_ability': '901.8', 'planeswalk_away': '901.11b',
                                    'encounter': '312.5', 'phenomenon_planeswalk': '704.6f', 'chaos_roll': '901.9a'},
                        'seven-layer-2009': {'any_target': '115.4', 'planar_die_action': '901.9', 'planar_die': '901.9a', 'planeswalking_ability': '901.8',
                                             'planeswalk_away': '901.11b', 'encounter': '310.5',
                                             'phenomenon_planeswalk': '704.5x', 'chaos_roll': '901.9b'}}.items():
    REFERENCE_NUMBERS.setdefault(_prof, {}).update(_numbers)
# banding (kb.engine.banding; generated from the KB like the above; tests check them): 702.22 today, 502.10 from
# 2001-07-23; the 1999 reference edition has no rule for it (the declarations and combat damage are the fallbacks)
for _prof, _numbers in {
        'current': {'banding': '702.22c', 'banding_blocked': '702.22h', 'banding_assign_attacker': '702.22j',
                    'banding_assign_blocker': '702.22k'},
        'seven-layer-2009': {'banding': '702.21c', 'banding_blocked': '702.21h', 'banding_assign_attacker': '702.21j',
                             'banding_assign_blocker': '702.21k'},
        **{_p: {'banding': '502.10b', 'banding_blocked': '502.10e', 'banding_assign_attacker': '502.10h',
                'banding_assign_blocker': '502.10h'} for _p in ('six-layer', 'six-layer-2003', 'early-2003', 'early-2001')},
        'timestamp-1999': {'banding': '308.1', 'banding_blocked': '309.1', 'banding_assign_attacker': '310.4',
                           'banding_assign_blocker': '310.4'}}.items():
    REFERENCE_NUMBERS.setdefault(_prof, {}).update(_numbers)
# hideaway (702.75a, and 702.75b for the cards printed with "Hideaway" alone; 502.75a from 2007-10-01)
# (kb.engine.keywordmeans; generated from the KB like the above): before it the rule of triggered abilities
for _prof, _numbers in {'current': {'hideaway': '702.75a', 'hideaway_bare': '702.75b'},
                        'seven-layer-2009': {'hideaway': '702.74a', 'hideaway_bare': '702.74a'},
                        **{_p: {'hideaway': '410.2', 'hideaway_bare': '410.2'} for _p in (
                            'six-layer', 'six-layer-2003', 'early-2003', 'early-2001', 'timestamp-1999')}}.items():
    REFERENCE_NUMBERS.setdefault(_prof, {}).update(_numbers)
# prototype (kb.engine.prototype; 702.160a and 718.3b from 2022-11-18; generated from the KB like the above): before its
# rule the rule of casting a spell
for _prof, _numbers in {'current': {'prototype': '702.160a', 'prototype_cast': '718.3b'},
                        'seven-layer-2009': {'prototype': '601.2', 'prototype_cast': '601.2'},
                        **{_p: {'prototype': '409.1', 'prototype_cast': '409.1'} for _p in (
                            'six-layer', 'six-layer-2003', 'early-2003', 'early-2001', 'timestamp-1999')}}.items():
    REFERENCE_NUMBERS.setdefault(_prof, {}).update(_numbers)
# the X of an object's enters ability or replacement effect is the X of the spell it was (107.3m; 107.3k from
# 2019-10-04; kb.engine.state; generated from the KB like the above): before it the rule of X's value
_by_profile('x_entering', {'current': '107.3m', 'seven-layer-2009': '107.3k', 'six-layer': '409.1', 'six-layer-2003': '409.1',
                           'early-2003': '409.1', 'early-2001': '409.1', 'timestamp-1999': '409.1'})
# exchanging life totals (701.12a, 701.12c; kb.engine.actions): read from the reference editions (2026-09-25,
# 2019-10-04); the earlier profiles' reference editions have no rule for it
for _prof, _numbers in {'current': {'exchange': '701.12a', 'exchange_life': '701.12c'},
                        'seven-layer-2009': {'exchange': '701.10a', 'exchange_life': '701.10c'}}.items():
    REFERENCE_NUMBERS.setdefault(_prof, {}).update(_numbers)
# the special action that ends an effect (116.2c; 408.2i from 2003-07-01, none before; kb.engine.state)
_by_profile('end_effect_action', {'current': '116.2c', 'seven-layer-2009': '116.2c', 'six-layer': '408.2i', 'six-layer-2003': '408.2i',
                                  'early-2003': '408.2i'})
# an activated ability's own cost change (602.2b; 409.1f before 2009-07-11, kb.engine.stack)
_by_profile('activation_cost', {'current': '602.2b', 'seven-layer-2009': '602.2b', 'six-layer': '409.1f', 'six-layer-2003': '409.1f',
                                'early-2003': '409.1f', 'early-2001': '409.1f', 'timestamp-1999': '409.1f'})
# excess damage dealt to another player instead (120.4a from 2020-04-17): the older profiles' editions have no such rule
_by_profile('excess_damage', {'current': '120.4a'})
# "poisoned" (122.1f; 121.1c from 2011-02-04, 122.1c by 2019; kb.engine.gamevalues.PlayerHas): none before 2011-02-04
_by_profile('poisoned', {'current': '122.1f', 'seven-layer-2009': '122.1c'})
# Roles (303.7a; kb.engine.sba._role_rule): today's rules only (the 2019 reference edition has none)
REFERENCE_NUMBERS.setdefault('current', {})['role_sba'] = '303.7a'
# flashback (702.34a; kb.engine.stack): generated from the KB like the above; before its rule (2001-09-24) the rule
# of alternative costs
_by_profile('flashback', {'current': '702.34a', 'seven-layer-2009': '702.33a', 'six-layer': '502.22a',
                          'six-layer-2003': '502.22a', 'early-2003': '502.22a', 'early-2001': '502.22a',
                          'timestamp-1999': '409.1f'})
# conceding (104.3a; kb.engine.actions_life.concede): 102.7 before 2005, 102.3a in the six-layer editions
_by_profile('concede', {'current': '104.3a', 'seven-layer-2009': '104.3a', 'six-layer': '102.3a', 'six-layer-2003': '102.7',
                        'early-2003': '102.7', 'early-2001': '102.7', 'timestamp-1999': '102.7'})
# mutate and merged permanents (kb.engine.mutate; 702.139 and 721 from 2020-04-17, 702.140 from 2020-11-20, 730 today;
# generated from the KB like the above): before their rules the rule of casting a spell
_MUTATE_CONCEPTS = ('mutate', 'mutate_illegal', 'mutate_merge', 'mutate_trigger', 'mutate_abilities', 'merge_top',
                    'merge_same_object', 'merge_leaves')
for _prof, _numbers in {'current': {'mutate': '702.140a', 'mutate_illegal': '702.140b', 'mutate_merge': '702.140c',
                                    'mutate_trigger': '702.140d', 'mutate_abilities': '702.140e', 'merge_top': '730.2a',
                                    'merge_same_object': '730.2c', 'merge_leaves': '730.3'},
                        'seven-layer-2009': dict.fromkeys(_MUTATE_CONCEPTS, '601.2'),
                        **{_p: dict.fromkeys(_MUTATE_CONCEPTS, '409.1') for _p in (
                            'six-layer', 'six-layer-2003', 'early-2003', 'early-2001', 'timestamp-1999')}}.items():
    REFERENCE_NUMBERS.setdefault(_prof, {}).update(_numbers)
# a creature evolving (702.100b; kb.engine.evolves; generated from the KB like the above): before evolve's rule the rule
# of triggered abilities, as for evolve itself
_by_profile('evolves', {'current': '702.100b', 'seven-layer-2009': '702.99b', 'six-layer': '410.2', 'six-layer-2003': '410.2',
                        'early-2003': '410.2', 'early-2001': '410.2', 'timestamp-1999': '410.2'})
# a modal triggered ability's modes (603.3c; kb.engine.sba): the reference editions before 2007-05-01 have no rule of
# their own for it, so the rule of putting a triggered ability on the stack
_by_profile('trigger_modes', {'current': '603.3c', 'seven-layer-2009': '603.3c', 'six-layer': '410.3', 'six-layer-2003': '410.3',
                              'early-2003': '410.3', 'early-2001': '410.3', 'timestamp-1999': '410.3'})
# a die roll's results table (706.3; kb.engine.dice): today's rules only (the 2019 reference edition has none)
REFERENCE_NUMBERS.setdefault('current', {})['die_results'] = '706.3'
REFERENCE_NUMBERS['current'].update(die_roll='706.2', die_no_table='706.4', die_ignore='706.6', die_ignore_any='706.6')
# "the same name" (201.2a, 413.2b before 2009; kb.engine.actions) and the conditional alternative costs surge and
# spectacle (702.117a, 702.137a; kb.engine.altcosts; before their rules, the rule of static keyword abilities):
# generated from the KB like the above; tests check them
for _prof, _numbers in {'current': ('201.2a', '702.117a', '702.137a'), 'seven-layer-2009': ('201.2a', '702.116a', '702.136a'),
                        **{_p: ('413.2b', '419.1b', '419.1b') for _p in ('six-layer', 'six-layer-2003', 'early-2003')},
                        **{_p: ('413.2b', '410.10e', '410.10e') for _p in ('early-2001', 'timestamp-1999')}}.items():
    REFERENCE_NUMBERS.setdefault(_prof, {}).update(zip(('same_name', 'surge', 'spectacle'), _numbers))
    REFERENCE_NUMBERS[_prof]['nameless_different'] = '201.2c' if _prof == 'seven-layer-2009' else _numbers[0]
# casualty, squad and offspring (702.153a, 702.157a, 702.175a; kb.engine.copycosts): before each rule the rule of
# additional costs (as bargain's)
for _kw, _now in (('casualty', '702.153a'), ('squad', '702.157a'), ('offspring', '702.175a')):
    _by_profile(_kw, {'current': _now, 'seven-layer-2009': '118.8', 'six-layer': '409.1', 'six-layer-2003': '409.1',
                      'early-2003': '409.1', 'early-2001': '409.1', 'timestamp-1999': '409.1'})
# replicate (702.56a; 502.52a when it came, 2006-02-01; kb.engine.replicate): before it the rule of copying a spell
# (the 1999 reference edition has none: may lack)
_by_profile('replicate', {'current': '702.56a', 'seven-layer-2009': '702.55a', 'six-layer': '502.52a',
                          'six-layer-2003': '503.10', 'early-2003': '503.10', 'early-2001': '503.10'})
# evoke (702.74a; 502.74a when it came, 2007-10-01), dash (702.109a, since 2015-01-23) and blitz (702.152a, since
# 2022-04-29; kb.engine.keywordmeans, static abilities and a trigger): before each rule the rule of how a permanent enters (the fallback of static keywords)
for _kw, _now, _2019 in (('evoke', '702.74a', '702.73a'), ('dash', '702.109a', '702.108a'),
                         ('blitz', '702.152a', '614.12')):   # blitz since 2022-04-29: none in the 2019 edition
    _by_profile(_kw, {'current': _now, 'seven-layer-2009': _2019, 'six-layer': '419.1b', 'six-layer-2003': '419.1b',
                      'early-2003': '419.1b', 'early-2001': '410.10e', 'timestamp-1999': '410.10e'})
# "choose a noncreature, nonland card name" (kb.engine.state): 201.4a today, 201.3a in the 2019 reference edition;
# the older ones lack the rule (fallback: the rule of how a permanent enters)
_by_profile('card_name_quality', {'current': '201.4a', 'seven-layer-2009': '201.3a', 'six-layer': '419.1b', 'six-layer-2003': '419.1b',
                                  'early-2003': '419.1b', 'early-2001': '410.10e', 'timestamp-1999': '410.10e'})
# rounding a fraction (107.1a; 104.1 before 2009; kb.engine.divide.evenly): the 1999 and 2001 references lack the rule
_by_profile('round_fraction', {'current': '107.1a', 'seven-layer-2009': '107.1a', 'six-layer': '104.1', 'six-layer-2003': '104.1',
                               'early-2003': '104.1'})

# affinity (702.41a; redteam18 reads it as its rule defines it; generated from the KB like the above; tests check them)
_by_profile('affinity', {'current': '702.41a', 'seven-layer-2009': '702.40a', 'six-layer': '502.31a',
                         'six-layer-2003': '502.31a', 'early-2003': '419.1b', 'early-2001': '410.10e',
                         'timestamp-1999': '410.10e'})
# the evasion rules a refused block cites (kb.engine.combat: fear 702.36b, intimidate 702.13b, shadow 702.28b,
# landwalk 702.14c, protection 702.16f); generated from the KB like the above; before a rule, 509.1b's (500.3 from
# 2001-07-23 to 2009; 309.2 before)
for _prof, _nos in {
        'current': ('702.36b', '702.13b', '702.28b', '702.14c', '702.16f'),
        'seven-layer-2009': ('702.35b', '702.13b', '702.27b', '702.14c', '702.16f'),
        'six-layer': ('502.25b', '500.3', '502.8b', '502.6b', '502.7f'),
        'six-layer-2003': ('502.25b', '500.3', '502.8b', '502.6b', '502.7f'),
        'early-2003': ('502.25b', '500.3', '502.8b', '502.6b', '502.7a'),
        'early-2001': ('502.25b', '500.3', '502.8b', '502.6b', '502.7a'),
        'timestamp-1999': ('309.2', '309.2', '502.8b', '502.6b', '502.7a')}.items():
    REFERENCE_NUMBERS.setdefault(_prof, {}).update(zip(('fear', 'intimidate', 'shadow', 'landwalk', 'protection_block'), _nos))
# an activated ability's own restrictions (kb.engine.restrictions.activation_refused); generated from the KB like the above
for _prof, _nos in {'current': ('602.5b', '602.5d'), 'seven-layer-2009': ('602.5b', '602.5d'), 'six-layer': ('403.3', '403.5'),
                    'six-layer-2003': ('403.3', '403.5'), 'early-2003': ('403.3', '403.5'), 'early-2001': ('403.3', '408.1d'),
                    'timestamp-1999': ('403.3', '408.1d')}.items():
    REFERENCE_NUMBERS.setdefault(_prof, {}).update(zip(('activate_limit', 'activate_as_sorcery'), _nos))
# a sorcery card's own timing (kb.engine.stack); generated from the KB like the above
_by_profile('sorcery_cast_timing', {'current': '307.1', 'seven-layer-2009': '307.1', 'six-layer': '212.7a', 'six-layer-2003': '212.7a',
                                    'early-2003': '212.7a', 'early-2001': '408.1d', 'timestamp-1999': '408.1d'})
# "any number" includes zero (107.1c, since 2010-02-01; enters20): before it, the rule of choices made as an effect is
# applied (generated from the KB like the above; tests check them)
_by_profile('any_number', {'current': '107.1c', 'seven-layer-2009': '107.1c', 'six-layer': '413.2c', 'six-layer-2003': '413.2c',
                           'early-2003': '413.2c', 'early-2001': '413.2c', 'timestamp-1999': '413.2b'})
# a cost reduced by an amount of colored mana (118.7b-c; 116.7a-b from 2010-04-23; kb.engine.colorreduce): before it,
# the rule of the total cost (generated from the KB like the above; tests check them)
GAME_CONCEPTS["colored_cost_reduction"] = Concept(("118.", "117.", "116."), (
    r"^If a cost is reduced by an amount of colored (?:or colorless )?mana, but",), fallback="cast_total_cost")
_by_profile('colored_cost_reduction', {'current': '118.7b', 'seven-layer-2009': '118.7b', 'six-layer': '409.1f',
                                       'six-layer-2003': '409.1f', 'early-2003': '409.1f', 'early-2001': '409.1f',
                                       'timestamp-1999': '409.1f'})
# what a refused action breaks (tap_symbol … loop_draw above; kb.engine.stack, kb.engine.combat): generated from the KB
# like the above; tests check them
for _prof, _nos in {
        'current': ('107.5', '107.6', '602.2', '701.21a', '700.2', '700.2d', '509.1a', '508.1b', '104.4b', '118.3'),
        'seven-layer-2009': ('107.5', '107.6', '602.2', '701.16a', '700.2', '700.2d', '509.1a', '508.1b', '104.4b', '118.3'),
        'six-layer': ('104.4', '104.4', '403.2', '409.1h', '409.1b', '409.1b', '309.2a', '308.1', '421.4', '409.1h'),
        'six-layer-2003': ('104.4', '104.4', '403.2', '409.1h', '409.1b', '409.1b', '309.2a', '308.1', '421.4', '409.1h'),
        'early-2003': ('104.4', '104.4', '403.2', '409.1h', '409.1b', '409.1b', '309.2a', '308.1', '421.4', '409.1h'),
        'early-2001': ('409.1f', '409.1f', '403.2', '409.1f', '409.1b', '409.1b', '309.1', '308.1', '421.4', '409.1f'),
        'timestamp-1999': ('409.1f', '409.1f', '403.2', '409.1f', '409.1b', '409.1b', '309.1', '308.1', '421.4', '409.1f')}.items():
    REFERENCE_NUMBERS.setdefault(_prof, {}).update(zip(('tap_symbol', 'untap_symbol', 'activate_controller',
                                                        'sacrifice_control', 'modal', 'modal_once', 'block_choose',
                                                        'attack_whom', 'loop_draw', 'cost_resources'), _nos))
# "your team" (102.4, from 2018-06-08) and the Phyrexian symbol {H} (107.4g, from 2024-07-30): read from the KB
REFERENCE_NUMBERS['current'].update(your_team='102.4', phyrexian_h='107.4g', unpayable_cost='118.6')
REFERENCE_NUMBERS.setdefault('seven-layer-2009', {})['unpayable_cost'] = '118.6'   # 118.6 in its reference edition
REFERENCE_NUMBERS.setdefault('seven-layer-2009', {})['your_team'] = '102.4'
# a player's teammates (102.3; 200.3a from 2005-08-01; kb.engine.teammates): the editions before lack it
_by_profile('teammates', {'current': '102.3', 'seven-layer-2009': '102.3', 'six-layer': '200.3a'})
# anchor words (614.12c, from 2015-01-23; kb.engine.anchorwords): read from the KB
# (before 2015-01-23 the citation falls back to the rule of how a permanent enters, enters_as)
_by_profile('anchor_word', {'current': '614.12c', 'seven-layer-2009': '614.12b', 'six-layer': '419.1b',
                            'six-layer-2003': '419.1b', 'early-2003': '419.1b', 'early-2001': '410.10e',
                            'timestamp-1999': '410.10e'})

# a permanent tapped for mana, of a type (kb.engine.tappedmana), and "as ~ is turned face up" (kb.engine.facingup);
# generated from the KB like the above; tests check them
_by_profile('tapped_for_type', {'current': '106.12a', 'seven-layer-2009': '106.12a', 'six-layer': '411.3',
                                'six-layer-2003': '411.3', 'early-2003': '411.3', 'early-2001': '411.3',
                                'timestamp-1999': '406.1e'})
_by_profile('tapped_for_mana', {'current': '106.12', 'seven-layer-2009': '106.12', 'six-layer': '411.3',
                                'six-layer-2003': '411.3', 'early-2003': '411.3', 'early-2001': '411.3',
                                'timestamp-1999': '406.1e'})
_by_profile('face_up_as', {'current': '708.11', 'seven-layer-2009': '707.11'})

# companion and its special action (kb.engine.companion), read from the KB like the above
REFERENCE_NUMBERS['current'].update(companion='702.139a', companion_action='116.2g')
# 404.2 (217.4b before 2009-07-11; kb.engine.graveyardtopkind.known_top): a graveyard is one pile players can't reorder;
# 113.6 (112.6 2009-2017, 402.8 before; kb.engine.stack.activate): abilities function only on the battlefield unless stated
for _prof, _numbers in {'current': ('404.2', '113.6'), 'seven-layer-2009': ('404.2', '113.6'),
                        'six-layer': ('217.4b', '402.8'), 'six-layer-2003': ('217.4b', '402.8'),
                        'early-2003': ('217.4b', '402.8'), 'early-2001': ('217.4b', '402.8'),
                        'timestamp-1999': ('217.4b', '402.8')}.items():
    REFERENCE_NUMBERS.setdefault(_prof, {}).update({'graveyard_order': _numbers[0], 'abilities_on_battlefield': _numbers[1]})
# Circling Vultures' special action (kb.engine.anytimediscard) and the word "convoked" (kb.engine.convoked), read from
# the KB like the above
_by_profile('special_discard', {'current': '116.2e', 'seven-layer-2009': '116.2e'})
_by_profile('convoked', {'current': '702.51c', 'seven-layer-2009': '702.50c'})

# encore (702.141a, from 2020-11-20; kb.engine.encore): before it, the rule of activating an activated ability
_by_profile('encore', {'current': '702.141a', 'seven-layer-2009': '602.2', 'six-layer': '409.1', 'six-layer-2003': '409.1',
                       'early-2003': '409.1', 'early-2001': '409.1', 'timestamp-1999': '409.1'})
# a card's owner and an object's mana value ("Who owns X?", "What is X's mana value?": kb.engine.ask.verdict); a card's
# owner has no rule of its own before 2003 (the glossary only)
_by_profile('card_owner', {'current': '108.3', 'seven-layer-2009': '108.3', 'six-layer': '200.1a',
                           'six-layer-2003': '200.1a', 'early-2003': '200.1a', 'early-2001': 'glossary “Owner”',
                           'timestamp-1999': 'glossary “Owner”'})
_by_profile('mana_value', {'current': '202.3', 'seven-layer-2009': '202.3', 'six-layer': '203.3',
                           'six-layer-2003': '203.3', 'early-2003': '203.3', 'early-2001': '203.3',
                           'timestamp-1999': '203.3'})

# The rules the reference editions state only in their glossary (Concept.glossary, Citations.glossary_entry): the
# damage dealt to a player and gaining life before 2007-05-01, paying life before 2008-07-15 — cited there as
# glossary “TERM”, never as the fallback (420.5c: a creature's lethal damage; 101.3: the starting life total)
_OLD = ('six-layer', 'six-layer-2003', 'early-2003', 'early-2001', 'timestamp-1999')
_DAMAGE_CONCEPTS = ('damage', 'damage_battle', 'damage_creature', 'damage_planeswalker', 'damage_player', 'deathtouch',
                    'deathtouch_static', 'fight', 'fight_gone', 'fight_self', 'infect', 'lifelink', 'pw_redirect', 'wither')
for _concept in _DAMAGE_CONCEPTS:
    _by_profile(_concept, dict.fromkeys(_OLD, 'glossary “Damage”'))
# the entry's own name: "Life, Life Total" in 2001-2007, "Life/Life Total" in 1999
_by_profile('life_gain', {**dict.fromkeys(_OLD[:-1], 'glossary “Life, Life Total”'),
                          'timestamp-1999': 'glossary “Life/Life Total”'})
_by_profile('life_pay', dict.fromkeys(_OLD, 'glossary “Pay”'))
# searching (701.23a today): the glossary's "Search" from 2002-10-07 to 2009-05-01 (Concept.glossary); the 1999 reference
# edition's entry reads otherwise, so none there
_by_profile('search', {**dict.fromkeys(_OLD[:-1], 'glossary “Search”'), 'timestamp-1999': None})
_by_profile('library_pile', {'current': '401.2', 'seven-layer-2009': '401.2', **dict.fromkeys(_OLD, '217.2b')})
_by_profile('sba_world', {'timestamp-1999': 'glossary “Enchant World”'})   # 1999: the glossary alone
_by_profile('trigger_no_choice', {'current': '603.3d', 'seven-layer-2009': '603.3d', **dict.fromkeys(_OLD, '410.4')})
