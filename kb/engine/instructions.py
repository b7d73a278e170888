"""The instructions of spells and abilities (608.2c), their targets (115), costs (118, 601.2f,
602.2) and the numbers they use (107.3 X, 608.2h last known information), as plain data.

A resolving spell or ability follows its instructions in order; each :class:`Instruction` is one
thing it does: a continuous effect (layers), damage (120), destroy / exile / sacrifice / return
(701), counter or copy a spell (701.6, 707.10), draw / discard / mill, life, tokens (111),
counters, tap / untap, fight. What the grammar cannot read becomes an ``unmodelled`` instruction
that keeps its text: the engine then says "cannot decide" about what it could change instead of
guessing (see :mod:`kb.engine.unknowns`).

Grammar, informally (after :func:`kb.engine.text.normalize`: the card's name is ``~``)::

    sentence   := ["If" condition ","] action ["if" condition]
    action     := source "deals" amount "damage to" recipients
                | "Destroy" objects | "Exile" objects | "Sacrifice" objects | "Return" objects "to" zone
                | "Counter" target-spell ["unless its controller pays" cost]
                | "Copy" target-spell [", except that the copy is" colour]
                | player? "draw(s)" amount "card(s)" | player? "discard(s)" ... | player? "gain(s)/lose(s)" amount "life"
                | "Create" token | "Put" counters "on" objects | "Tap"/"Untap" objects
                | objects predicate                      (continuous: see kb.engine.parser)
    amount     := N | "X" | "damage equal to" value
    value      := "the sacrificed creature's power" | "its power" | "the number of ..." | "X" | ...
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field, replace
from types import SimpleNamespace

from .effects import UNTIL_CAST_FROM_EXILE, ColorOp, ControlOp, PTDoubleOp, PTSwitchOp, RulesOp, TextOp
from .delayedfollow import absorb_followup, reads_outcome
from .antecedents import (OBJECT_PREV, moved_not_creature, target_card_antecedent, chosen_pointer, card_before_tokens, replaced_antecedent, delayed_body, exiled_pointer, named_player,
                          no_player_named, object_antecedent, owner_named, record_exiled, record_owner_named,
                          typed_pointer)
from .errors import ParseError
from .parsememo import instructions_key, remembered
from .looktop import LOOKED, PLACE, read_looking, rest_place
from .keywordactions import AMASS_SUBTYPE, GOADED, read_keyword_action
from .keywordlist import (CASCADE_TEXT, ENLIST_BOOST_TEXT, MADNESS_CAST_TEXT, MIRACLE_CAST_TEXT, MYRIAD_TEXT, REBOUND_CAST_TEXT, SUSPEND_CAST_TEXT,
                          SUSPEND_UPKEEP_TEXT, WARP_EXILE_TEXT)
from .filters import ALL_ZONES, AnyOf, Const, Plus, PowerOf, Selector, Times, Value, XValue, in_zones, other_than_source
from .chosenplayer import CHOSEN_PLAYER
from .conditions import DUMMY_IT
from .blight import blight_sentence, mark_blight
from .atrandom import mark_random, random_sentence
from .lockedactivation import read_locked_activation
from .counteredlock import read_countered_lock
from .phaselock import read_phase_lock
from .commandertohand import COMMANDER_TO_HAND, read_commander_to_hand
from .outsidegame import WISH, read_wish
from .onegraveyard import one_opponents_graveyard
from .nextturnshield import lasts_until_next_turn
from .shieldreader import read_lose_instead, read_shield
from .targetplayerspick import read_target_players_pick
from .exploited import read_exploited_value
from .counterexiled import counter_exiled_permission
from .kickedtargets import split_kicked_targets
from .castexiled import exiled_target_permission
from .eachofthose import read_each_of_those, several_targets
from .foreachtokens import antecedent_after, check_pointer
from .exiletopcount import LIBRARY_OWNER, all_but_bottom_whose
from .returncounters import read_counted_counters
from .graveyardtopkind import TOP_OF_GRAVEYARD, read_top_of_graveyard, top_of_graveyard_subject
from .comparevalue import VALUE_RELATION, bind_compare_x, search_where_x, value_compare_words
from .revealuntilcast import exile_found_words, reads_cast_exiled_found, reads_cast_found, rest_words
from .payanylife import reads_pay_any_life
from .sharesref import bind_shares, read_shares_with
from .lookexile import exile_one_words, split_look_exile
from .exiledfacedown import face_down_words
from .revealfromhand import REVEALED, read_reveal_at_random, read_reveal_from_hand, reads_choose_revealed
from .flashturn import read_flash_for_a_time, read_next_flash
from .impulse import CHOSEN, free_this_way, impulse_permission, reads_choose_one, split_choose_one, targeted_card_permission
from .flashbackgrant import flashback_cost_sentence, give_mana_cost
from .dice import RollResult, read_roll, read_roll_condition, read_roll_versus, row_instructions, row_said, table_rows
from .gamevalues import Arith, ColorsSpent, TurnTotal, not_below_zero, parse_game_value
from .castbefore import read_cast_before  # noqa: F401 - it adds itself to kb.engine.gamevalues.TURN_VALUE_READERS
from .groupcounters import read_group_counters  # noqa: F401 - it adds itself to TURN_VALUE_READERS
from .teamwords import parse_team_gained  # noqa: F401 - it adds itself to kb.engine.gamevalues.PLAYER_HISTORY_READERS
from .spellvalues import read_spell_value
from .activationcost import one_cost, parse_costs
from .costreader import COST_READERS
from .playergreatest import read_player_greatest
from .chaincopy import read_chain_copy
from .parser import (ASSIGNS_NO_DAMAGE, COUNT_READERS, _Ctx, _split_subject, _still, _with_retained, parse_each,
                     parse_predicate, parse_selector, parse_value)
from .putattacking import mark_attacking, split_attacking
from .andattach import split_and_attach
from .changebase import change_base
from .targetowner import split_target_controller
from .targetx import target_where_x
from .thedead import the_dead_creature
from .zonescount import exile_and_graveyard_count
from .havedo import have_does
from .sharedtype import read_sharing_count
from .sharedtargets import read_shared
from .attackor import names_other_of_block
from .combatplayers import defending_graveyard_cards, defending_graveyard_target, names_damaged_player
from .mostplayer import MOST_PLAYER, read_most_player
from .clashopponent import CLASH_OPPONENT, names_clash_opponent
from .attackingopponents import ATTACKING_OPPONENTS, names_attacking_opponents
from .eachmay import any_opponent_may, follows_search, group_did, may_group, search_series_follows
from .exilewhole import mark_whole
from .whilecounter import COUNTER_DURATION, read_counter_duration
from .couldnot import COULD_NOT, DISCARD_KIND, NOUN_WHO, read_could_not
from .thisway import VERBS as _DONE_VERBS, read_this_way, read_this_way_condition
from .putthisway import read_put_this_way
from .thatplayertarget import prior_player_slot, that_players_phrase
from .convergecompare import spent_compare
from .thetarget import the_target
from .fighteach import CHOSEN_WORD
from .foretoldcond import FORETOLD, read_foretold
from .regencontrol import read_regen_control
from .eachgraveyard import join_each_graveyard, read_each_graveyard
from .ifselfit import self_after_if
from .countercheck import choice_of_counters, counts_on_it, name_those_counters, read_counter_count
from .text import AMOUNT_WORDS, amount_of, names_another_source, normalize, split_sentences, strip_period
from .values import COLORS, CREATURE_TYPES, ManaCost, color_of, singular
from .words import COLOR_ALT, COLOR_LETTERS, COLOR_NAMES, COUNT_WORD_RE, NUMBER_WORDS, ORDINAL_WORDS
from .nextturnend import END_OF_NEXT_TURN
from .castcopy import THE_COPY
from .instruction_types import (CANT_REGENERATE, SELF_SUBJ, SPELL_ZONE, TOKEN_BACKS, TOKEN_KINDS, YOU, Condition, Cost,
                                HandSize, Instruction, LifeTotal, ObjectValue, OnePlayersCount, PaidValue,
                                RemovedThisWay, Subject, TargetSlot, ThisWay, VoteCount, role_name)

__all__ = ["TargetSlot", "is_any_target", "per_player", "Subject", "Instruction", "Cost", "Condition", "parse_instructions", "parse_costs",
           "parse_additional_cost", "XValue", "PaidValue", "ObjectValue", "AMOUNT_WORDS", "amount_of",
           "SPELL_ZONE", "TOKEN_KINDS", "TOKEN_BACKS", "role_name", "mana_count", "CANT_REGENERATE"]

_PERMANENT_TYPES = ("creature", "planeswalker", "battle")


@dataclass
class _Targets:
    slots: list = field(default_factory=list)
    words: int = 0
    requires: str | None = None
    plan: dict | None = None          # word → count or players, announced as it was cast (601.2c)
    per_player: str | None = None     # inside "For each opponent/player, ...": 'opponent' | 'player'
    each: object = None               # inside "For each of them, ...": the one considered now (608.2f)
    last_target: object = None        # the last target subject ("that permanent or player")
    exiled: object = None             # what an earlier sentence exiled ("the exiled card", kb.engine.antecedents)


# --- target phrases ---------------------------------------------------------------------------------
_PLAYER_WORDS = {"player": "any", "opponent": "opponent", "players": "any", "opponents": "opponent"}
_ANY_TARGET = AnyOf(tuple(Selector(types=frozenset((t.capitalize(),)), describe=t) for t in _PERMANENT_TYPES),
                    describe="creature, planeswalker or battle")


def is_any_target(sel) -> bool:
    """Whether ``sel`` is the selector of "any target" and its kin ("any other target", "another target", "two
    targets", "any number of targets": 115.4, 114.4 from 2018-04-27): a term, not a kind of object the words name."""
    return sel is _ANY_TARGET


def _stack_kinds(p: str) -> str:
    """Which objects on the stack a phrase names: 'either' (spell or ability), 'ability' (activated or
    triggered, 113.3b-c), 'activated', 'triggered', or a '+'-joined list ("spell, activated ability, or
    triggered ability" → 'spell+activated+triggered')."""
    low = re.sub(r"\bactivated or triggered ability\b", "activated ability, triggered ability", p.lower())
    if re.search(r"\bspell or ability\b", low):
        return "either"
    kinds = []
    for part in re.split(r",\s*(?:or\s+)?|\s+or\s+", low):
        for k in ("spell", "activated", "triggered"):
            if re.search(rf"\b{k}\b", part) and k not in kinds:
                kinds.append(k)
        if part.strip() == "ability" and "activated" not in kinds:
            kinds += [k for k in ("activated", "triggered") if k not in kinds]
    if len(re.findall(r"\bability\b", p.lower())) > 1:
        # "activated ability, or triggered ability" named one by one: the same objects as "ability" / "spell or
        # ability" (113.3b-c), kept as a list so that what reads the words back finds each "ability" (render)
        return "+".join(kinds)
    if set(kinds) == {"activated", "triggered"}:
        return "ability"
    if set(kinds) == {"spell", "activated", "triggered"}:
        return "either"
    return "+".join(kinds) or "ability"


def _spells_and_abilities(p: str, pc: _Ctx):
    """"instant spell, sorcery spell, activated ability, or triggered ability", "activated ability, triggered ability,
    or noncreature spell", "triggered ability or colorless spell": kinds of spells, each described, listed with kinds
    of abilities (115.1, 113.3b-c). The selector is the spells' (an ability on the stack is checked for its kind
    only, kb.engine.legality); None when the phrase isn't such a list (a spell part left undescribed, "spell,
    activated ability, …", is read by the caller)."""
    parts = [x.strip() for x in re.split(r",\s*(?:or\s+)?|\s+or\s+", p) if x.strip()]
    abilities = [x.split()[0] for x in parts if re.fullmatch(r"(?:activated|triggered) ability", x)]
    spells = [x for x in parts if re.fullmatch(r"[a-z]+ spell", x)]
    if not abilities or not spells or len(abilities) + len(spells) != len(parts):
        return None
    sels = [parse_selector(x, pc) for x in spells]
    if not all(isinstance(s, Selector) and s.zones == SPELL_ZONE for s in sels):
        return None
    sel = sels[0] if len(sels) == 1 else AnyOf(tuple(sels), describe=", ".join(spells))
    return sel, None, "+".join(["spell"] + abilities)


def _object_alternatives(phrase: str, pc: _Ctx):
    """"instant or sorcery spell", "artifact or enchantment", "creature or planeswalker" → a
    selector; "player" parts → players. Returns (selector | None, players | None, spell kind)."""
    p = phrase.strip()
    spell_kind = None
    mixed = _spells_and_abilities(p, pc)
    if mixed is not None:
        return mixed
    from .abilitysource import split_ability_source   # "… ability from an artifact source" (113.7)
    sourced = split_ability_source(p)
    q, source_types = sourced if sourced is not None else (p, frozenset())
    m = re.fullmatch(r"(?!.+ with an activated ability that isn't a mana ability$)(?:(.+?) )?(spell or ability|activated "
                     r"or triggered ability|activated ability|triggered ability|ability)( you control| you don't control| an opponent controls)?", q)
    if m:
        spell_kind = _stack_kinds(q)
        # "target triggered ability you control" (Strionic Resonator): the ability's controller (kb.engine.legality);
        # "… you don't control": anyone else's, "… an opponent controls": an opponent's (102.3, 115.1)
        ctl = {" you control": "you", " you don't control": "not_you", " an opponent controls": "opponent"}
        sel = Selector(zones=SPELL_ZONE, describe=p, controller=ctl.get(m.group(3)), source_types=source_types)
        return sel, None, spell_kind
    if re.search(r"\bspells? that targets ", p):   # "spell that targets you or a permanent you control": one
        parts = [p]                                  # description, its "or" among the targets (kb.engine.spellaim)
    elif "," in p and not re.search(r"\bor\b|\band/or\b|\band\b", p):
        # "nonartifact, nonblack creature": adjectives listed with commas all apply (no "or": not a choice)
        parts = [p]
    else:
        # (not "blocking or blocked by ~": one relation, 509.1h)
        parts = [x.strip() for x in re.split(r",\s*(?:and/or\s+|or\s+)?|\s+and/or\s+|"
                                             r"\s+or\s+(?!less\b|greater\b|more\b|blocked by\b|equal to\b)", p)
                 if x.strip()]
    # a shared noun: "instant or sorcery spell", "artifact or enchantment card in your graveyard"
    last = parts[-1].split()
    tail = ""
    if len(parts) > 1 and len(last) > 1:
        noun_and_rest = last[1:]
        tail = " " + " ".join(noun_and_rest)
    players = None
    sels = []
    for i, part in enumerate(parts):
        low = part.lower()
        if low in _PLAYER_WORDS:
            players = _PLAYER_WORDS[low] if players is None or players == _PLAYER_WORDS[low] else "any"
            continue
        # a noun of its own takes no shared noun: "target spell or nonland permanent" is a spell, or a nonland
        # permanent (115.1), never a "spell permanent"
        text = part if (i == len(parts) - 1 or not tail or len(part.split()) > 1 or low in _OWN_NOUNS) else part + tail
        sels.append(parse_selector(text, pc))
    if sels and all(isinstance(s, Selector) and s.zones == SPELL_ZONE for s in sels):
        spell_kind = "spell"   # "target spell or permanent": each alternative checks its own zone (115.1)
    sel = None
    if len(sels) == 1:
        sel = sels[0]
    elif sels:
        sel = AnyOf(tuple(sels), describe=p)
    return sel, players, spell_kind


_OWN_NOUNS = frozenset(("spell", "permanent", "card", "ability"))


def _one_player(who: str, pc: _Ctx, tg: _Targets) -> Subject | None:
    """The one player "… that player controls" outside a target phrase names: a target player (115.1); "defending
    player" (508.5: the player the attacking creature attacks, kb.engine.actions); "that player" / "that opponent" in a
    triggered ability whose trigger event names a player or an opponent and with no player targeted before in its text:
    the trigger event's player (603.2). None where the words could name another player (not read)."""
    if who.startswith("target"):
        return _target(who, pc, tg)
    if who == "defending player":
        return Subject("defending", text=who)
    head = re.match(r"(?:When|Whenever)\b[^,]*", pc.ability or "")
    if head and re.search(r"\b" + who.split()[1] + r"\b", head.group(0)) and not any(s.players for s in tg.slots):
        return Subject("event", text=who)
    return None


def _event_players_target(p: str, pc: _Ctx, tg: _Targets) -> bool:
    """Whether "that player" in the target phrase ``p`` is the player of the trigger event: the phrase names what
    "that player" controls or has in their graveyard, inside a triggered ability (603.2), and no player was targeted
    before in its text (then "that player" could be that target, and the words are not read here)."""
    return bool(re.search(r"\bthat player controls\b|\b(?:from|in) that player's graveyard\b", p)) and \
        bool(re.match(r"(?:When|Whenever|At)\b", pc.ability or "")) and not any(s.players for s in tg.slots)


# a triggered ability whose event is one attacking creature other than its source: "Whenever equipped / enchanted
# creature attacks", "Whenever a creature you control with a +1/+1 counter on it attacks" (not "~ attacks", whose
# "defending player controls" the selector reads, nor "one or more … attack": several creatures, several players)
_OTHER_ATTACKER = re.compile(r"(?:When|Whenever) (?!~ )(?!one or more |an opponent |a player )(?:an? |another |equipped |enchanted )[^,]*? attacks(?: |,)")


def _defending_players_target(p: str, pc: _Ctx, tg: _Targets) -> bool:
    """Whether "defending player" in the target phrase ``p`` is the defending player of the attacking creature the
    trigger event names (508.5: "a spell or ability [that] refers to both an attacking creature and a defending
    player"), the ability's source not being that creature."""
    return " defending player controls" in p and not tg.per_player and \
        bool(_OTHER_ATTACKER.match(pc.ability or "")) and "defending player" not in (pc.ability or "").split(",")[0]


def _target(phrase: str, pc: _Ctx, tg: _Targets) -> Subject:
    """"target creature", "any target", "two target creatures", "up to one target creature"; a
    variable number (601.2c): "any number of target creatures", "X target creatures", "up to six
    targets", and inside "For each opponent, ..." "target permanent that player controls" (one
    slot per player). The number of a variable instance comes from ``tg.plan`` (announced as the
    spell was cast); without a plan it is one template slot marked ``variable``."""
    p = phrase.strip()
    p = p[:1].lower() + p[1:]
    shares = read_shared(p)   # "two target permanents that share a card type" (kb.engine.sharedtargets)
    if shares:
        p, shares = shares
    count, optional = 1, False
    other_target = defending = False
    variable, whose, plural = None, "", False
    player_slot = None
    at_random = p.endswith(" chosen at random")   # "target opponent chosen at random": at random as it is put on the stack
    p = p[:-len(" chosen at random")] if at_random else p
    distinct = bool(tg.words) and re.fullmatch(r"(?:any other|another|an? (?:second|third|fourth)) target", p) is not None
    if distinct:   # a target other than those the words "target" before it chose (115.3)
        p = "any target"
    m0 = re.match(r"^another target (.+)$", p)
    if m0:
        other_target = True
        p = "target " + m0.group(1)
    # "… on target creature and a -1/-1 counter on up to one other target creature", "Target creature deals damage to
    # another target creature": after an earlier word "target", "other" / "another" names an object other than the
    # ones chosen for it (115.3: without the word, the same object could be chosen again)
    if tg.words and (m0 or re.match(r"^(?:(?:any number of|up to )?(?:one|two|three|four|five|six|seven|eight|nine|ten|"
                                    r"\d+|[Xx]) )?other targets?\b", p)):
        distinct = True
    mt = re.match(r"^up to that many (other )?targets?\b ?(.*)$", p)
    if mt:   # "up to that many other target creatures": as many as the trigger event's amount, at most (601.2c, 608.2h;
        # the times a cost was paid, kb.engine.paytimes), announced as it is put on the stack
        variable, optional, plural = "upto_amount", True, True
        p = f"target {mt.group(1) or ''}{mt.group(2)}" if mt.group(2) else f"any {mt.group(1) or ''}target"
    mv = re.match(r"^(?:(any number of)|(up to )?([Xx])) (other )?targets?\b ?(.*)$", p) if not mt else None
    if mv:
        variable = "any" if mv.group(1) else ("upto_x" if mv.group(2) else "x")
        optional = variable != "x"
        plural = True
        other = mv.group(4) or ""
        p = f"target {other}{mv.group(5)}" if mv.group(5) else f"any {other}target"
    at_least_one = False
    mr = re.match(r"^one(?:, (?:two|three|four))*,? or (two|three|four|five) ((?:other )?targets?\b.*)$", p) \
        if variable is None else None
    if mr:  # "one or two targets", "one, two, or three targets": up to that many, at least one (601.2c)
        p, at_least_one = f"up to {mr.group(1)} {mr.group(2)}", True
    m = re.match(r"^(up to )?(one|two|three|four|five|six|seven|eight|nine|ten|\d+) (other )?targets?\b ?(.*)$", p) \
        if variable is None else None
    if m:
        optional = bool(m.group(1))
        count = amount_of(m.group(2)) or 1
        if m.group(4):
            p = "target " + (m.group(3) or "") + m.group(4)
        else:  # "up to six targets", "two other targets": any target, that many
            p = "any other target" if m.group(3) else "any target"
    if tg.per_player:
        # "For each opponent, ... target permanent that player controls / card from that player's graveyard"
        mp = re.fullmatch(r"(.+?) that player controls\b ?(.*)", p)
        if mp:
            p, whose = (mp.group(1) + " " + mp.group(2)).strip(), "controls"
        else:
            mp = re.fullmatch(r"(.+?) (?:from|in) that player's graveyard\b ?(.*)", p)
            if mp:
                p, whose = (mp.group(1) + " in a graveyard " + mp.group(2)).strip(), "graveyard"
        if whose:
            variable = "each_" + tg.per_player
    elif _defending_players_target(p, pc, tg):
        # 508.5: the player the trigger event's attacking creature attacks, fixed as the ability is put on the stack
        mp = re.fullmatch(r"(.+?) defending player controls\b ?(.*)", p)
        p, whose, defending = (mp.group(1) + " " + mp.group(2)).strip(), "controls", True
    elif (gy := defending_graveyard_target(p, pc.ability or "")) is not None and not tg.per_player:
        # 508.5: "target card from defending player's graveyard" — the attacked player's, bound as it is put on the stack
        p, whose, defending = gy, "graveyard", True
    elif (player_slot := prior_player_slot(p, tg)) is not None:
        # "Target player skips … Tap up to five target permanents that player controls": the player chosen for the
        # earlier target (601.2c, 115.1; kb.engine.thatplayertarget)
        p, whose = that_players_phrase(p)
    elif _event_players_target(p, pc, tg):
        # in a triggered ability, "target … that player controls" / "… from that player's graveyard": the player of
        # the trigger event (603.2); the legality of the target is checked against that player (601.2c, 115.1)
        mp = re.fullmatch(r"(.+?) that player controls\b ?(.*)", p)
        if mp:
            p, whose = (mp.group(1) + " " + mp.group(2)).strip(), "controls"
        else:
            mp = re.fullmatch(r"(.+?) (?:from|in) that player's graveyard\b ?(.*)", p)
            p, whose = (mp.group(1) + " in a graveyard " + mp.group(2)).strip(), "graveyard"
    tg.words += 1
    word = tg.words
    planned = tg.plan.get(word) if (variable and tg.plan) else None
    owners: tuple = (None,)
    if variable in ("each_opponent", "each_player"):
        owners = tuple(planned) if planned is not None else (None,)
    elif variable is not None:
        count = int(planned) if planned is not None else 1
    single = single_gy = None
    if p == "any target" or p == "any other target":
        sel, players, kind = _ANY_TARGET, "any", None
    else:
        single = re.fullmatch(r"(target (?:\w+ )?spell(?: or ability)?) with a single target", p)
        if single:   # Deflection: a spell with one target (115.7a); checked as a target's legality (115.1)
            p = single.group(1)
        single_gy = re.search(r" from a single graveyard$", p)
        if single_gy:   # "up to three target cards from a single graveyard": cards in a graveyard, all in one (601.2c)
            p = p[:single_gy.start()] + " in a graveyard"
        elif (count > 1 or plural) and one_opponents_graveyard(p):   # "… from an opponent's graveyard" (kb.engine.onegraveyard)
            p, single_gy = one_opponents_graveyard(p), True
        m = re.fullmatch(r"target (.+)", p)
        if not m:
            raise ParseError(phrase, "not a target", pc.card)
        body = m.group(1)
        if re.search(r"\band (?:all|each)\b", body):   # "target creature and all other Auras": objects beyond the
            raise ParseError(phrase, "\u201cand all / each \u2026\u201d after a target, not read", pc.card)   # target (608.2b)
        history = re.search(r" that (?:(?:was|were) dealt damage|(attacked)|(dealt damage)) this turn$", body)
        if history:   # a target "that was dealt damage this turn" (120.3) / "that attacked this turn" (508.1a) / "that
            body = body[:history.start()]   # dealt damage this turn" (its source, 120.3): the turn's events, checked as
            # a target is
            flag = {"attacked" if history.group(1) else "dealt" if history.group(2) else "damaged": True}
        body = re.sub(r"s (in|from) graveyards$|s$", lambda g: f" {g.group(1)} a graveyard" if g.group(1) else "", body) \
            if (count > 1 or plural) and not body.endswith("ss") else body   # "cards in graveyards": each in one
        sel, players, kind = _object_alternatives(body, pc)
        if history and isinstance(sel, Selector) and not players:
            sel = replace(sel, **flag)
        elif history and isinstance(sel, AnyOf) and not players and all(isinstance(x, Selector) for x in sel.parts):
            sel = replace(sel, parts=tuple(replace(x, **flag) for x in sel.parts))
        elif history:
            raise ParseError(phrase, f"\u201c{history.group(0).strip()}\u201d of a player", pc.card)
        if other_target:   # "another target creature or artifact": other than ~, either way
            sel = other_than_source(sel)
    idx = []
    for who in owners:
        for n in range(count):
            tg.slots.append(TargetSlot(phrase, sel, players, word, kind, tg.requires, optional and not (at_least_one and n == 0),
                                       variable, who, whose, single_target=bool(single),
                                       event_player=bool(whose) and not tg.per_player and player_slot is None,
                                       event_defending=defending,
                                       single_graveyard=bool(single_gy), distinct=distinct,
                                       player_slot=player_slot, shares=shares, at_random=at_random))
            idx.append(len(tg.slots) - 1)
    subj = Subject("target", slots=tuple(idx), selector=sel, text=phrase)
    tg.last_target = subj
    return subj


_PREV = ("it", "that creature", "that permanent", "that land", "them", "they", "that card", "those creatures",
         "those permanents", "that artifact", "that spell", "that player", "that object", "those cards",
         "that enchantment", "that token", "those tokens", "the tokens", "that planeswalker", "that spell or ability",
         "that ability")
def _target_words(subj: Subject) -> str:
    """The words a one-target subject was said with, without "target" and its zone ("target nonland permanent card in
    your graveyard" → "nonland permanent card"): what "that …" after it may repeat."""
    said = re.sub(r"^(?:another )?target ", "", (subj.text or "").lower())
    return re.sub(r" (?:in|from) (?:your|a|an opponent's|target player's) graveyard$", "", said) if said != (subj.text or "").lower() else ""


def _counted_objects(made: list):
    """The selector of the permanents one sentence counted ("Draw a card for each creature you control with a +1/+1
    counter on it."): what a spell's next "Those creatures" names (608.2c) — only when the sentence is one instruction
    whose amount counts permanents on the battlefield; else None."""
    from .filters import CountOf
    if len(made) != 1 or not isinstance(made[0].amount, CountOf):
        return None
    sel = getattr(made[0].amount, "selector", None)
    if not isinstance(sel, Selector) or sel.zones != frozenset(("battlefield",)):
        return None
    return sel


_THOSE_COUNTED = {"those creatures": ("Creature",), "those artifacts": ("Artifact",), "those lands": ("Land",)}
_POINTER_TYPES = {"that creature": "Creature", "that artifact": "Artifact", "that enchantment": "Enchantment",
                  "that land": "Land", "that planeswalker": "Planeswalker"}


def _card_not_permanent(prev, pointer: str) -> bool:
    """Whether ``prev`` (what the instruction before acted on) is a card chosen or moved outside the battlefield — a card
    in a graveyard, a hand or a library — and ``pointer`` ("that creature", "that artifact" …) names a permanent's card
    type: such a card is no permanent (110.1), so the pointer can't name it (608.2c)."""
    if pointer not in _POINTER_TYPES or prev is None or prev.kind not in ("chosen", "moved"):
        return False
    sel = getattr(prev, "selector", None)
    zones = getattr(sel, "zones", None) if sel is not None else None
    if prev.kind == "chosen":
        return bool(zones) and "battlefield" not in zones
    return False


def _spell_only_target(low: str, tg: _Targets) -> Subject | None:
    """A spell's "that creature" (… artifact, enchantment, land, planeswalker) after an instruction that names no
    object ("Prevent all combat damage that would be dealt by target creature this turn. That creature gets …"): a
    spell has no trigger event, so it is the text's one target, when that is exactly one permanent of that type on the
    battlefield (608.2c); else None (it stays unread)."""
    kind = _POINTER_TYPES.get(low)
    last = tg.last_target
    if kind is None or last is None or len(tg.slots) != 1 or tg.slots[0].players or getattr(last, "slots", None) != (0,):
        return None
    sel = tg.slots[0].selector
    if not isinstance(sel, Selector) or sel.types != frozenset((kind,)) or (sel.zones and "battlefield" not in sel.zones):
        return None
    return last


def _targeted_on_stack(low: str, pc: _Ctx, tg: _Targets) -> Subject | None:
    """"that spell" / "that ability" after an instruction about a player ("You get {E}{E}, then …"): the one target
    spell (or ability) of the text (608.2c) — unless the text is a triggered ability whose trigger event names a spell or
    an ability (603.2: "Whenever an opponent casts a spell, … copy that spell"), or it has no such single target."""
    kind = low.split()[-1]   # 'spell' | 'ability'
    ability = (getattr(pc, "ability", None) or "").strip()
    m = re.match(r"(?:when|whenever|at)\b([^,]*)", ability, re.I)
    if m and re.search(r"\b(?:spells?|abilit(?:y|ies))\b", m.group(1), re.I):
        return None
    slots = [i for i, s in enumerate(tg.slots) if s.spell_or_ability == kind and s.selector is not None]
    if len(slots) != 1 or len(tg.slots) != 1:
        return None
    return Subject("target", slots=(slots[0],), selector=tg.slots[slots[0]].selector, text=low)


def subject_of(phrase: str, pc: _Ctx, tg: _Targets, prev: Subject | None, *, zone_default=None) -> Subject:
    """A noun phrase naming what an instruction acts on."""
    p = phrase.strip()
    low = p.lower()
    if low.startswith("the ") and tg.slots and (named := the_target(p, tg.slots, getattr(pc, "instructions", None))) is not None:
        # "target creature you control …. The creature you control gains indestructible" (608.2c: that target;
        # kb.engine.thetarget reads only the one slot of exactly those words)
        # "the chosen creature you control" after "Choose target creature you control …" (kb.engine.fighteach)
        return Subject("target", slots=(named[0],), selector=named[1], text=p,
                       who=CHOSEN_WORD if low.startswith("the chosen ") else None)
    from .convoked import read_convoked   # "each creature that convoked it" (702.51c)
    if (cv := read_convoked(low, Subject)) is not None:
        return cv
    if "most votes" in low:   # "each permanent with the most votes or tied for most votes" (kb.engine.voteobjects)
        from .voteobjects import read_most_voted
        voted = read_most_voted(p, lambda words, zones: parse_selector(words, pc, default_zone=zones))
        if voted is not None:
            return voted
    if names_attacking_opponents(low):   # "each opponent attacking that player" (kb.engine.attackingopponents)
        return Subject(ATTACKING_OPPONENTS, text=p)
    from .crews import names_crewed_vehicle
    if names_crewed_vehicle(low, pc.ability, prev):   # "Whenever ~ crews a Vehicle, that Vehicle …" (702.122b)
        return Subject("event", text=p)
    if low.startswith("that ") and prev is not None and prev.kind == "target" and low[5:] == _target_words(prev):
        # "… target nonland permanent card from your graveyard …. If …, you may return that nonland permanent card …":
        # the target's own words after "that" name it (608.2c), as "that card" does
        return prev
    if low in _PREV:
        check_pointer(low, prev, pc.card)   # after "For each of them, create a token …" (kb.engine.foreachtokens)
        if low in ("that spell", "that ability") and prev is not None and prev.kind in ("you", "players", "tokens"):
            targeted = _targeted_on_stack(low, pc, tg)
            if targeted is not None:
                # "Choose target spell. You get {E}{E}, then …. Counter that spell unless …": the one target spell (or
                # ability) the text chose (608.2c), where no trigger event names one
                return targeted
            prev = None   # "create a token, then copy that spell": the spell (or ability) of the trigger event
        if prev is not None and prev.kind == "tokens" and low in ("that player", "that spell or ability", "that card",
                                                                  "that spell"):
            prev = None   # a token is none of these: the trigger event's
        if prev is not None and prev.kind == "picked" and prev.text == REVEALED and low == "that player" and \
                prev.of is not None and prev.of.kind == "target":
            return prev.of   # the card revealed from a hand is no player: the player who revealed it (701.20a)
        if prev is not None and prev.kind in ("moved", "looked") and low == "that player":
            prev = None   # a card found, moved or looked at is no player: the trigger event's
        if prev is not None and prev.kind == "moved" and low in ("that creature", "that permanent"):
            prev = moved_not_creature(p, prev, tg, pc)   # "Exile the top card …. … that creature" (kb.engine.antecedents)
        if prev is not None and prev.kind == "looked" and low in ("that creature", "that permanent"):
            if not getattr(pc, "looked_entered", False):
                prev = None   # a card looked at in a library is no creature or permanent (109.2, 110.1): the event's
            else:   # the permanent an earlier instruction put the card onto the battlefield as (400.7j)
                return replace(prev, of="battlefield", text=p)
        if prev is None and low == "that card" and pc.ability and ":" in pc.ability:
            # "Exile a creature card from your graveyard ...: Create a token that's a copy of that card.": the card
            # the cost moved (400.7j: the ability's effects can find it), not the ability's source
            cost = re.search(r"\b(exile|discard)\b[^:]*\bcards?\b", pc.ability.split(":", 1)[0], re.I)
            if cost:
                return Subject("paid", cost=cost.group(1).lower(), text=p)
        if prev is None and low == "that player" and tg.last_target is not None and tg.last_target.slots and all(
                i < len(tg.slots) and tg.slots[i].players and tg.slots[i].selector is None
                for i in tg.last_target.slots):
            # "Target player loses 2 life. That player loses 1 life." / "… If this spell was kicked, that player
            # loses 4 life instead.": the player targeted earlier in the same text is the one it refers to
            return tg.last_target
        if low == "that player" and (owner := owner_named(prev, pc, pc.ability)) is not None:
            return owner   # "Return target permanent to its owner's hand. Then that player …" (kb.engine.antecedents)
        if low == "that player" and named_player(prev, tg, pc.ability) is not None:
            # "destroy target creature an opponent controls. That player loses 3 life.": the player the target's words
            # name, its controller (kb.engine.antecedents)
            return named_player(prev, tg, pc.ability)
        if low == "that player" and prev is not None and prev.kind == "players_objects":
            # objects a player controls are no player: which player it names (the target's, the event's) is not read
            raise ParseError(p, "\u201cthat player\u201d after objects a player controls: which player is not read",
                             pc.card)
        if low == "that player" and no_player_named(prev, tg, pc.ability):
            return Subject("event", text=p)   # the trigger event's player (603.2; kb.engine.antecedents)
        sacrificed = getattr(pc, "sacrificed", None)
        if sacrificed is not None and prev is sacrificed[0] and low in ("they", "that player"):
            # "That player sacrifices a creature of their choice. If they can't, they lose 2 life.": the player who
            # sacrificed (701.21a), not the permanent sacrificed
            return sacrificed[1]
        if prev is None and self_after_if(low, pc.ability):
            return SELF_SUBJ   # "…, if this permanent is an enchantment, it becomes …": the source (kb.engine.ifselfit)
        if prev is None and pc.ability is None and (only := _spell_only_target(low, tg)) is not None:
            return only   # a spell's "that creature" after an instruction naming no object: its one target (608.2c)
        counted = getattr(pc, "counted", None)
        if prev is None and pc.ability is None and counted is not None and \
                _THOSE_COUNTED.get(low, ()) == tuple(sorted(counted.types)):
            # a spell's "Those creatures" after a sentence counting them (608.2c): the permanents counted, as the
            # effect begins (611.2c)
            return Subject("selector", selector=counted, text=p)
        if prev is None or typed_pointer(prev, low, pc.ability, pc.card):
            return Subject("event", text=p)   # in a triggered ability: the object of the trigger event
        if prev.kind == "self" and low == "that creature":
            # "choose up to one target creature … ~ gets +X/+0 …, then you may have ~ fight that creature" (Kraul
            # Harpooner): ~ calls itself by name (201.5), so "that creature" is the one other creature named before, the
            # text's only target; any other antecedent is not read
            only = tg.slots[0].selector if len(tg.slots) == 1 and not tg.slots[0].players else None
            if tg.last_target is None or not isinstance(only, Selector) or only.types != frozenset(("Creature",)):
                raise ParseError(p, "“that creature” after ~'s own instruction: which creature it names is not read",
                                 pc.card)
            return tg.last_target
        if prev.kind in ("you", "players") and low in OBJECT_PREV:
            from .ifselfit import self_after_counter_if
            if self_after_counter_if(low, pc.ability):   # "… If there are no depletion counters on ~, sacrifice it."
                return SELF_SUBJ
            return object_antecedent(p, pc, tg)
        return prev
    from .antecedents import subtype_pointer   # "… Wizard you control enters, … a copy of that Wizard" (603.2)
    if subtype_pointer(p, prev, pc.ability):
        return Subject("event", text=p)
    if chosen_pointer(low, prev):   # "the chosen permanent" after "Choose a creature … you control." (608.2d)
        return replace(prev, who=CHOSEN_WORD)
    if low == "the token" and prev is not None and prev.kind == "tokens":
        return prev   # "Create a token that's a copy of …. The token gains haste.": the token just created (111.1)
    if prev is None and names_other_of_block(low, pc.ability or ""):
        return Subject("event", text=p)   # "the blocking creature": as "that creature" (509.3d, kb.engine.attackor)
    if low == "all creatures that attacked this turn":   # 508.1: the creatures declared as attackers this turn
        return Subject("attacked", text=p)
    m = re.fullmatch(r"((?:each|all) .+?) that attacked this turn", p)
    if m:   # "each creature you control that attacked this turn": those declared as attackers this turn (508.1a), as a
        # target "that attacked this turn" is (Selector.attacked)
        inner = subject_of(m.group(1), pc, tg, prev, zone_default=zone_default)
        if inner.kind == "selector" and isinstance(inner.selector, Selector):
            return replace(inner, selector=replace(inner.selector, attacked=True), text=p)
    if re.fullmatch(r"that (?:permanent|creature|planeswalker|player) or (?:player|permanent|planeswalker)", low) and \
            (tg.each is not None or tg.last_target is not None):
        # "Choose any target. ... deals damage ... to that permanent or player": the target (or, in "For each
        # of them, ...", the one considered now, 608.2f) - not a card an instruction moved in between
        return tg.each if tg.each is not None else tg.last_target
    m = re.fullmatch(r"(.*\btargets?\b.*?) each", p)
    if m:   # "up to two target creatures each get +1/+1": each of the targets (the same as without "each")
        return subject_of(m.group(1), pc, tg, prev, zone_default=zone_default)
    m = re.fullmatch(r"each of ((?:up to \w+|any number of|one(?:, \w+)*,? or \w+|\w+) (?:other )?targets?\b.*)", p, re.I)
    if m:   # "each of up to two target creatures": the targets, each of them
        parts = re.split(r",\s+(?:and/or\s+)?(?=up to \w+ target\b)", m.group(1))
        if len(parts) > 1 and "and/or" in m.group(1):
            # "each of up to one target creature, up to one target player, and/or up to one target planeswalker": one
            # word "target" per phrase, each chosen or not (601.2c)
            return Subject("union", parts=tuple(subject_of(x, pc, tg, prev, zone_default=zone_default) for x in parts),
                           text=p, who="and_or")
        each = subject_of(m.group(1), pc, tg, prev, zone_default=zone_default)
        return replace(each, text=p) if each.kind == "target" else each   # its words say "each of"
    if re.fullmatch(r"each of (?:them|those (?:creatures|permanents|players|cards|targets))|(?:they|those (?:creatures|"
                    r"permanents|targets)) each", low) and prev is not None:
        return prev   # "Untap up to two target creatures. They each get +2/+2 …": each of what the sentence before named
    if low in ("each of them", "each of those creatures") and prev is None and \
            re.match(r"(?:When|Whenever)\b", pc.ability or ""):
        # "Whenever you attack with one or more Insects, put a +1/+1 counter on each of them": the trigger event's
        # objects (603.2; kb.engine.triggers.unread_pointer leaves it unread where the event doesn't keep them)
        return Subject("event", text=p)
    if p in ("~", "~ itself"):
        return SELF_SUBJ
    if low in ("you", "your"):
        return YOU
    if low in ("enchanted player", "enchanted opponent"):
        return Subject("enchanted_player", text=p)   # 303.4b
    if low == CHOSEN_PLAYER:   # the player chosen as the source entered (614.12; kb.engine.chosenplayer)
        return Subject("chosen_player", text=p)
    if re.fullmatch(r"each creature blocking (?:~|it)", low) and re.match(r"Whenever ~ becomes blocked\b", pc.ability or ""):
        # "Whenever ~ becomes blocked, each creature blocking it gets -1/-1 until end of turn": the creatures
        # declared as its blockers and still blocking, even after ~ left the battlefield (509.1h, 506.4)
        return Subject("blocking", text=p)
    if low == "each creature blocking it" and re.match(r"Whenever an? (?:[\w-]+ )?creature(?: you control)? becomes blocked, "
                                                      r"(?:it|that creature) deals\b", pc.ability or ""):
        # "Whenever a creature you control becomes blocked, it deals 1 damage to each creature blocking it": the
        # creatures blocking the trigger event's creature (509.3c, 603.2; kb.engine.actions_subjects)
        return Subject("blocking", who="event", text=p)
    if re.fullmatch(r"the player or planeswalker (?:that creature is|it's|it is) attacking", low) and \
            re.match(r"(?:When|Whenever) [^,]*\b(?:attacks|becomes blocked)\b", pc.ability or ""):
        # "Whenever a creature you control … attacks, ~ deals 1 damage to the player or planeswalker that creature is
        # attacking": what the trigger event's attacking creature attacks now (508.1, kb.engine.actions); "Whenever ~
        # becomes blocked, it deals 1 damage to the player or planeswalker it's attacking": the blocked one (509.3c)
        return Subject("attack_target", text=p)
    if low == "that opponent":   # the trigger event's opponent (603.2): "… an opponent controls deal combat damage"
        one = _one_player(low, pc, tg)
        if one is not None:
            return one
    if low == "defending player":   # 508.5: the player the attacking creature attacks (kb.engine.actions)
        return Subject("defending", text=p)
    # "that player or a planeswalker that player controls": the player, or one of their permanents, chosen
    # by the controller as the instruction is applied (608.2d)
    m = re.fullmatch(r"(that player|enchanted player|enchanted opponent|each opponent|defending player) or (?:a|an|one) "
                     r"((?:planeswalker|battle|creature)(?: or (?:planeswalker|battle|creature))?) "
                     r"(?:that player|they|he or she|that opponent) controls?", low)
    if m:
        who = subject_of(m.group(1), pc, tg, prev)
        return Subject("player_or_permanent", of=who, selector=parse_selector(m.group(2), pc), text=p)
    m = re.fullmatch(r"(target (?:player|opponent)(?: or planeswalker)?) and (each .+? (?:that player|that opponent)"
                     r"(?: or that planeswalker's controller)? controls?)", p)
    if m:   # "target player or planeswalker and each creature that player or that planeswalker's controller controls":
        first = subject_of(m.group(1), pc, tg, prev)   # the target, then what its player controls (608.2c)
        return Subject("union", parts=(first, subject_of(m.group(2), pc, tg, first)), text=p)
    m = re.fullmatch(r"(each opponent) and (each .+?) they control", p)
    if m:   # "each opponent and each creature they control": every opponent and what each of them controls
        first = subject_of(m.group(1), pc, tg, prev)
        return Subject("union", parts=(first, Subject("players_objects", selector=parse_selector(
            m.group(2).removeprefix("each "), pc), of=first, text=f"{m.group(2)} they control")), text=p)
    if (theirs := read_target_players_pick(p, lambda w: _target(w, pc, tg), lambda w: parse_selector(w, pc), Subject)):
        return theirs   # "a creature with the greatest power among creatures target opponent controls" (608.2d)
    m = re.fullmatch(r"(?:all |each )?(.+?) (target player|target opponent|defending player|that player|that opponent)"
                     r"( or that planeswalker's controller)? controls?", p, re.I)
    who = _one_player(m.group(2).lower(), pc, tg) if m and not re.search(
        r"\b(?:you|your|opponents?|player|target|that)\b", m.group(1), re.I) and not m.group(3) else None
    if m and who is None and m.group(2).lower() in ("that player", "that opponent") and prev is not None and \
            not re.match(r"(?:up to \w+ )?(?:\w+ )?target\b", m.group(1)) and \
            prev.kind == "target" and len(prev.slots) == 1 and tg.slots[prev.slots[0]].players and \
            (tg.slots[prev.slots[0]].selector is None) != bool(m.group(3)):
        # "… to target player and 1 damage to each creature that player controls": the player targeted just before;
        # "… that player or that planeswalker's controller controls" after "target player or planeswalker": the
        # target's controller when it is a planeswalker (108.4)
        who = prev
        if m.group(3):
            return Subject("players_objects", selector=parse_selector(m.group(1), pc), of=who, text=p,
                           who="or_controller")
    if who is not None:
        # "Destroy all creatures target opponent controls", "Creatures target player controls get +1/+1 …": the objects
        # the targeted player controls as the instruction is applied (608.2c, 611.2c), the player chosen as a target (115.1);
        # "each creature defending player controls" (508.5), "all artifacts that player controls" (the trigger event's)
        return Subject("players_objects", selector=parse_selector(m.group(1), pc), of=who, text=p)
    if low in ("each player", "all players", "every player"):
        return Subject("players", who="each", text=p)
    if low in ("each opponent", "all opponents", "every opponent", "each of your opponents"):
        return Subject("players", who="opponent", text=p)
    if (mates := read_teammates(low, Subject)) is not None:   # "each of your teammates" (102.3, kb.engine.teammates)
        return mates
    from .friendfoe import read_friend_subject   # "each friend", "each foe" (kb.engine.friendfoe)
    if (side := read_friend_subject(low, p)) is not None:
        return side
    from .anopponent import read_an_opponent   # "an opponent draws a card": one, chosen as it resolves (608.2d)
    if (one := read_an_opponent(low, p)) is not None:
        return one
    from .opponentsof import read_opponents_of   # "each of that player's opponents" (102.2)
    if (foes := read_opponents_of(low, pc, tg, prev, subject_of)) is not None:
        return foes
    from .combatdeaths import read_blocked_by_source   # "each creature it blocked this combat" (509.1a)
    if (blocked := read_blocked_by_source(low)) is not None:
        return blocked
    from .stackabilities import read_stack_abilities   # "all abilities your opponents control" (on the stack, 113.3)
    if (items := read_stack_abilities(low)) is not None:
        return items
    m = re.fullmatch(r"you and (that player|that opponent|defending player) each", low)
    if m:   # "you and that player each draw two cards": you, then the trigger event's (or the defending) player
        return Subject("union", parts=(YOU, subject_of(m.group(1), pc, tg, prev)), who="each_both", text=p)
    if low == "each other opponent" and re.match(r"(?:When|Whenever)\b[^,]*\bdeals? (?:combat )?damage to (?:an opponent|a "
                                                 r"player|one of your opponents),", pc.ability or "") and \
            not any(s.players for s in tg.slots):
        # "Whenever ~ deals combat damage to an opponent, it deals that much damage to each other opponent": every
        # opponent but the player the trigger event's damage was dealt to (603.2, 102.3; kb.engine.actions)
        return Subject("players", who="other_opponent", text=p)
    if low == "each other player" and not re.match(r"(?:When|Whenever|At)\b[^,]*\b(?:player|opponent)", pc.ability or ""):
        # every player but "you" (109.5; no teams: each of them is an opponent, 102.2); a trigger condition naming a
        # player could make it "other than that player", and is not read here
        return Subject("players", who="other", text=p)
    m = re.fullmatch(r"(?:its|their|that (?:\w+)'s|~'s) (controller|owner)s?", low)
    if m:
        of = SELF_SUBJ if low.startswith("~") else (prev or Subject("event", text=low.rsplit("'s ", 1)[0]))
        if of is prev and typed_pointer(prev, low.rsplit("'s ", 1)[0], pc.ability, pc.card):
            # "tap target artifact you control. That creature's controller loses 2 life.": the trigger event's creature
            # (603.2), not the artifact (kb.engine.antecedents.typed_pointer)
            of = Subject("event", text=low.rsplit("'s ", 1)[0])
        elif of is prev and _card_not_permanent(prev, low.rsplit("'s ", 1)[0]):
            # "~ deals 6 damage to target creature. You may exile a card from your graveyard. If you do, ~ also deals 2
            # damage to that creature's controller.": a card in a graveyard or a hand is no creature (109.2, 110.1), so
            # "that creature" is the one named before it — a spell's one target of that type (608.2c); else unread
            pointer = low.rsplit("'s ", 1)[0]
            of = _spell_only_target(pointer, tg) if pc.ability is None else None
            if of is None:
                raise ParseError(p, f"\u201c{pointer}\u201d after a card that is no {pointer.split()[-1]}: which one it "
                                    "names is not read", pc.card)
        return Subject("controller_of" if m.group(1) == "controller" else "owner_of", of=of, text=p)
    if re.fullmatch(r"the (?:creature|permanent|artifact|land) tapped to pay (?:~'s|this spell's) additional cost", low):
        return Subject("paid", cost="tap", text=p)   # the object that paid the tap cost (601.2h), found as it is now
    m = re.fullmatch(r"the (sacrificed|discarded|exiled|tapped) (?:creature|card|permanent|artifact|land)s?", low)
    if m:
        cost = _DONE_VERBS[m.group(1)]
        ab = pc.ability or ""
        head = re.match(r"(?:When|Whenever|At)\b[^,]*", ab)
        if head and re.search(r"\b" + {"exile": "exiled?", "sacrifice": "sacrific", "discard": "discard",
                                       "tap": "tap"}[cost], head.group(0), re.I):
            # "Whenever you discard a card, ... return the discarded card": the card of the trigger event (603.2)
            return Subject("event", text=p)
        if cost == "exile" and exiled_pointer(tg, low) is not None and \
                not re.search(r"\bexile\b", ab.split(":", 1)[0] if ":" in ab else "", re.I):
            # "Exile target creature. Return the exiled card to the battlefield …": the object the sentence before
            # exiled (608.2c), found in exile (400.7j) — not a cost's card, nor every card exiled with ~
            return exiled_pointer(tg, low)
        if cost == "exile" and ab and not re.search(r"\bexile\b", ab.split(":", 1)[0] if ":" in ab else "", re.I) and \
                (":" in ab or head):
            # "When ~ leaves the battlefield, return the exiled card ...": no cost exiled it, so it is the card
            # exiled with ~ by its linked ability (607.2a), not a cost's
            return Subject("selector", selector=parse_selector(re.sub(r"^the exiled (\w+)", r"\1 exiled with ~", low), pc,
                                                               default_zone=frozenset(("exile",))), text=p)
        _tapped_unambiguous(cost, pc, p)
        return Subject("paid", cost=cost, text=p)
    # "… on target creature and a +1/+1 counter on each other creature you control" split in two (kb.engine.countertwo):
    # each such object other than the target named before (608.2c)
    m = re.fullmatch(r"each (.+?) other than that target", p)
    if m and prev is not None and prev.kind == "target":
        return Subject("others_than", of=prev, selector=parse_selector(m.group(1), pc), text=p)
    from .chosenothers import others_than_chosen, others_than_target   # "Choose a creature. Destroy all other …" (608.2c)
    others = others_than_chosen(p, prev, lambda w: parse_selector(w, pc)) or \
        others_than_target(p, prev, pc, lambda w: parse_selector(w, pc))
    if others is not None:
        return others
    # radiance: "target creature and each other creature that shares a color with it" (the set is
    # fixed as the instruction is carried out: 615.11, 611.2c)
    m = re.fullmatch(r"(.+?) and each other (.+?) that shares? a colou?r with (?:it|that creature|that permanent)", p)
    if m:
        first = subject_of(m.group(1), pc, tg, prev)
        return Subject("shares_color", of=first, selector=parse_selector(m.group(2), pc), text=p)
    # "target creature and all other creatures with the same name as that creature" (Maelstrom Pulse, Bile Blight): the
    # objects sharing a name with the first (201.2a), fixed as the instruction is carried out like radiance's
    m = re.fullmatch(r"(.+?) and (?:all|each) other (.+?)( (?:its controller|that player) controls)? with the same name as "
                     r"(?:that (?:permanent|creature|land|artifact|enchantment)|it)", p)
    if m and re.match(r"(?:another )?target\b", m.group(1), re.I):
        first = subject_of(m.group(1), pc, tg, prev)   # "… that player controls": only those of the first's controller
        return Subject("shares_name", of=first, selector=parse_selector(m.group(2), pc), text=p,
                       who="first_controller" if m.group(3) else None)
    parts = re.split(r",?\s+and\s+(?=(?:up to \w+ )?(?:another |other )?target\b|any (?:other )?target\b)", p)
    if len(parts) > 1:
        subs = tuple(subject_of(x, pc, tg, prev) for x in parts)
        return Subject("union", parts=subs, text=p)
    if "target" in low.split() or low.startswith("any target") or low.startswith("any other target") or \
            re.search(r"\b(?:any number of|up to \w+|\w+) (?:other )?targets$", low):
        return _target(p, pc, tg)
    m = re.fullmatch(r"(you|each player|each opponent) and (each (?!other\b).+?)", p)
    if m and not re.search(r"\b(?:they|that player|their)\b", m.group(2)):
        # "… and 1 damage to you and each creature you control": the player(s), then the objects (one event, 120.3)
        return Subject("union", parts=(subject_of(m.group(1), pc, tg, prev), subject_of(m.group(2), pc, tg, prev)), text=p)
    m = re.fullmatch(r"(?:each|all) (.+?) and each (player|opponent)", p)
    if m:
        a = subject_of("each " + m.group(1), pc, tg, prev)
        b = subject_of("each " + m.group(2), pc, tg, prev)
        return Subject("union", parts=(a, b), text=p)
    if re.match(r"^(?:a|an|one|another) ", low):
        sel = parse_selector(re.sub(r"^(?:a|an|one) ", "", p), pc)
        return Subject("chosen", selector=sel, text=p)
    from .thecreature import the_creature_antecedent
    named = the_creature_antecedent(low, pc.ability)   # "untap the creature" after "enchanted creature's controller"
    if named is not None:
        return subject_of(named, pc, tg, prev)
    if re.fullmatch(r"the (?:creature|land|artifact|enchantment|permanent|planeswalker|battle|token)", low):
        # "untap the creature" (Paralyze): one object named before, in words no reader here ties to it — never every
        # creature on the battlefield
        raise ParseError(p, "\u201cthe\u201d + a singular noun: which object it names is not read", pc.card)
    sel = parse_selector(p, pc, default_zone=zone_default or frozenset(("battlefield",)))
    return Subject("selector", selector=sel, text=p)


def _damage_instead(cond: Condition, body: str, pc: _Ctx, tg: _Targets, prev, done: list) -> bool:
    """"If this spell was kicked, it deals 4 damage instead." / "~ deals 4 damage instead if you control three or more
    artifacts." after the damage instruction: another amount, when the condition holds (608.2c), for the recipient the
    words name ("to that creature" of "2 damage to target player and 2 damage to target creature": the creature's
    damage only). False when ``body`` is not this form; a ParseError when which recipient's damage it changes can't be
    told (no recipient, or "it", of several; a pointer that fits none of them or more than one)."""
    mi = re.fullmatch(r"(?:~|it) deals (\w+|X plus \d+) damage(?: to (it|them|that (?:creature or player|creature|player|"
                      r"permanent|planeswalker|target)))? instead", body)
    if not mi and done and done[-1].kind == "damage" and len(done[-1].opts.get("more", ())) == 0:
        # "~ deals 1 damage to each creature. If it was kicked, it deals 2 damage to each creature instead.": the same
        # source and the same recipients, word for word, with another amount — the same damage (608.2c), not the
        # recipients dealing it
        said = re.fullmatch(r"(?:~|it) deals (?:\w+|X plus \d+) damage to (.+?)\.?", done[-1].text or "")
        same = said and re.fullmatch(r"(?:~|it) deals (\w+|X plus \d+) damage to " + re.escape(said.group(1)) +
                                     " instead", body)
        if same:
            done[-1].alternatives.append((cond, _amount(same.group(1), pc, tg, prev), 0, said.group(1)))
            return True
    if not mi and done and done[-1].kind == "damage" and len(done[-1].opts.get("more", ())) == 1:
        # "~ deals 1 damage to target player or planeswalker and 1 damage to target creature that player or that
        # planeswalker's controller controls. If you had a land enter the battlefield under your control this turn, ~
        # deals 3 damage to that player or planeswalker and 3 damage to that creature instead." (Searing Blaze): both
        # amounts replaced, each for the recipient its pointer names (kb.engine.damagepair)
        from .damagepair import read_pair_instead
        pair = read_pair_instead(body, [done[-1].subject, done[-1].opts["more"][0][0]],
                                 lambda subj, noun: _names_recipient(subj, noun, tg))
        if pair is None:
            return False
        for amount_words, part, to in pair:
            done[-1].alternatives.append((cond, _amount(amount_words, pc, tg, prev), part, to))
        return True
    if not (mi and done and done[-1].kind == "damage"):
        return False
    last = done[-1]
    parts = [last.subject] + [subj for subj, _amt in last.opts.get("more", ())]
    to = mi.group(2) or ""
    noun = to[len("that "):] if to.startswith("that ") and to != "that target" else ""
    if noun:   # the recipient the pointer names: the one part it fits, no other it might (608.2c)
        fits = [_names_recipient(p, noun, tg) for p in parts]
        if fits.count(True) != 1 or None in fits:
            raise ParseError(body, f"\u201c{to}\u201d: which recipient's damage it changes is not told", pc.card)
        part = fits.index(True)
    elif len(parts) == 1:   # no recipient named, or "it", "them", "that target": the one there is
        part = 0
    else:
        raise ParseError(body, "another amount of damage, of several recipients: which one's is not told", pc.card)
    last.alternatives.append((cond, _amount(mi.group(1), pc, tg, prev), part, to))
    return True


# what a pointer's noun ("that creature") can name: the card type it is, or a player
_POINTER_NOUNS = {"creature": "Creature", "planeswalker": "Planeswalker", "player": "player", "permanent": ""}


def _names_recipient(subj, noun: str, tg: _Targets) -> bool | None:
    """Whether "that [noun]" names this damage recipient: True when every thing it may be is one (a target creature for
    "that creature", a target player or "you" for "that player"), False when none can be (a player for "that creature",
    an object for "that player"), None when that can't be told (an artifact may be a creature; "any target")."""
    if subj is None:
        return None
    options: list = []   # each thing it may be: {"player"} or the card types a description requires
    if subj.kind == "target":
        for i in subj.slots:
            slot = tg.slots[i] if i < len(tg.slots) else None
            if slot is None:
                return None
            if slot.players:
                options.append(frozenset(("player",)))
            sel = slot.selector
            for one in (sel.parts if isinstance(sel, AnyOf) else (sel,) if sel is not None else ()):
                if not isinstance(one, Selector) or not one.types:
                    return None
                options.append(frozenset(one.types))
    elif subj.kind in ("you", "players"):
        options.append(frozenset(("player",)))
    if not options:
        return None
    if noun == "creature or player":   # older printings' "that creature or player" after "target creature or player"
        fit = [o == {"player"} or "Creature" in o for o in options]
        return True if all(fit) else False if not any(fit) else None
    if noun == "player or planeswalker":   # "that player or planeswalker" after "target player or planeswalker"
        fit = [o == {"player"} or o == {"Planeswalker"} for o in options]
        return True if all(fit) else False if not any(fit) else None
    want = _POINTER_NOUNS[noun]
    player = [o == {"player"} for o in options]
    if want == "player":
        return True if all(player) else False if not any(player) else None
    if all(player):
        return False
    if any(player):
        return None
    return True if (not want or all(want in o for o in options)) else None


# --- "If [condition], [B] instead." after [A] (608.2c) ---------------------------------------------------
def _instead(cond: Condition, body: str, pc: _Ctx, tg: _Targets, prev, done: list) -> bool:
    """"Target creature gets +2/+2 until end of turn. If you control a Wizard, that creature gets +4/+4 until end of
    turn instead.": the later text modifies the earlier (608.2c) — when the condition holds as the instruction before
    would be followed, B is done in its place, and A is not. Read only when B is one instruction of A's kind (and, for a
    continuous effect, one operation each), so that what B replaces is exactly A; the condition is checked once, as A
    would happen (actions: Instruction.opts["instead"]). False: not this form (the caller refuses the sentence)."""
    m = re.fullmatch(r"(.+?),? instead", body.strip())
    if not m or not done or done[-1].kind in ("choose_kind", "choose_number", "x_rule"):
        return False
    last = done[-1]
    more = re.fullmatch(r"create (\w+) of those tokens", m.group(1), re.I)
    if more and last.kind == "token" and amount_of(more.group(1)):
        # "Create two 1/1 … tokens. If this spell was kicked, create four of those tokens instead.": the same tokens,
        # another number of them (608.2c)
        alt = replace(last, amount=Const(amount_of(more.group(1))), opts={**last.opts, "those": True}, text=body)
        alt.opts.pop("instead", None)
        last.opts.setdefault("instead", []).append((cond, alt))
        return True
    # "Each player draws a card. If you have the city's blessing, instead only you draw a card.": "only you" in place of
    # every player (608.2c) — read where the instruction replaced is every player's
    only = re.fullmatch(r"only (you .+)", m.group(1))
    if only and (last.subject is None or last.subject.kind != "players"):
        return False
    if only is None and last.kind == "continuous" and getattr(last.subject, "kind", None) == "selector":
        # "All creatures get -2/-2 until end of turn. If you have the city's blessing, instead only creatures your
        # opponents control get -2/-2 until end of turn.": fewer objects, the same effect (608.2c)
        only = re.fullmatch(r"only ((?!you )\w.+)", m.group(1))
    slots = len(tg.slots)
    said = only.group(1) if only else m.group(1)
    if last.kind == "damage" and getattr(last.source, "kind", None) == "self" and re.match(r"it deals\b", said):
        # "~ deals 1 damage to each creature. If you control a Wizard, it deals 2 damage to each creature and each player
        # instead.": "it" is the source of the damage it replaces (608.2c), not the last thing named (each creature)
        said = "~" + said[len("it"):]
    before = replaced_antecedent(last, prev)   # the replaced instruction's tokens never exist (kb.engine.antecedents)
    try:
        made, _nprev = _sentence(said[0].upper() + said[1:] + ".", pc, tg, before, list(done))
    except ParseError:
        del tg.slots[slots:]
        return False
    if before is not prev and getattr(made[0].opts.get("copy_of") if made else None, "kind", None) in ("tokens", "event"):
        del tg.slots[slots:]   # a pointer that found no object of the replaced instruction: not read
        return False
    own_targets = len(tg.slots) != slots   # "instead return two target creature cards": targets of its own, chosen
    if own_targets and cond.kind != "kicked":   # as it is cast only when the condition holds (601.2c) — read only for
        del tg.slots[slots:]                    # a kicker, announced before targets (kb.engine.kickedtargets)
        return False
    from .mayinstead import allow_may_instead   # "…, you may put that permanent on top … instead" (608.2d)
    if len(made) != 1 or made[0].kind != last.kind or ((made[0].optional or made[0].optional != last.optional) and
                                                        not allow_may_instead(last, made[0])):
        return False
    if only:
        made[0].opts["only"] = True   # its word, for the accounting
    if last.kind == "continuous" and (len(last.ops) != 1 or len(made[0].ops) != 1 or
                                      type(last.ops[0]) is not type(made[0].ops[0])):
        return False
    if own_targets and not split_kicked_targets(tg.slots, slots, last, done):
        del tg.slots[slots:]
        return False
    last.opts.setdefault("instead", []).append((cond, made[0]))
    return True


def _replacing_sentence(cond: Condition, body: str, pc: _Ctx, tg: _Targets, prev, done: list) -> list | None:
    """"If you control an artifact, instead draw two cards.": the whole sentence before replaced when the condition
    holds (608.2c, kb.engine.insteadall): the replacing sentence's instructions, or None (not read, nothing changed)."""
    m = re.fullmatch(r"(.+?),? instead", body.strip())
    if not m or cond.kind == "kicked":   # a kicker's "instead" decides targets as it is cast (601.2c): not read here
        return None
    slots = len(tg.slots)
    try:
        made, _nprev = _sentence(m.group(1)[0].upper() + m.group(1)[1:] + ".", pc, tg, prev, list(done))
    except ParseError:
        del tg.slots[slots:]
        return None
    if len(tg.slots) != slots:   # targets of its own, chosen only when the condition holds (601.2c): not read
        del tg.slots[slots:]
        return None
    from .insteadall import replace_sentence
    return made if replace_sentence(cond, made, done) else None


# --- conditions -------------------------------------------------------------------------------------
def _that_noun_is_target(text: str, subject, pc):
    """``subject`` when a trailing condition's "that creature" / "that permanent" / "that card" names the target the
    instruction acts on ("return target creature … if that creature's power is …"): the subject is one target whose
    words have that noun, and nothing else the ability says before its instructions (its trigger condition) has it;
    else None."""
    m = re.match(r"that (creature|permanent|card)\b", text or "")
    if not m or subject is None or subject.kind != "target" or len(subject.slots or ()) != 1:
        return None
    noun = m.group(1)
    if not re.search(rf"\btarget (?:[\w-]+ )*{noun}\b", subject.text or ""):
        return None
    ability = pc.ability or ""
    trigger = ability.split(",", 1)[0] if re.match(r"(?:When|Whenever|At)\b", ability) else ""
    if re.search(rf"\b{noun}s?\b", trigger.replace("~", "")):
        return None   # "Whenever a creature attacks, … if that creature …": the trigger's creature may be meant
    return subject


def _copied_target(words: str, prev, done: list, pc):
    """"Create a token that's a copy of another target attacking creature. If that creature is a Kraken, …, create two
    of those tokens instead." / "Create a Monster Role token attached to target creature you control. When you do, that
    creature fights …": after tokens made as copies of a target or attached to one, "that creature" of the next
    sentence is that target (608.2c) — the tokens are not made yet when an "instead" is weighed, "those tokens" names
    them, and a Role is no creature. None for anything else (then the sentence before names it, as ever)."""
    if prev is None or prev.kind != "tokens" or not done:
        return None
    opts = done[-1].opts if isinstance(getattr(done[-1], "opts", None), dict) else {}
    for key in ("copy_of", "attach_to"):   # "… a copy of target creature", "… a Role token attached to target creature"
        found = _that_noun_is_target(words, opts.get(key), pc)
        if found is not None:
            return found
    return None


def _about(cond: Condition, prev, ability: str | None = None) -> Condition:
    """"If it's a land card, untap ~ and it gets +1/+1": "it" in the condition is what the sentence before named (the
    card revealed), fixed as the sentence is read, not whatever the instruction it guards acts on."""
    if cond.kind == "is" and cond.value == "that_spell":
        # "that spell's mana value": after "scry 1" / "create a token" the spell of the trigger event (603.2); after
        # words naming a spell ("Counter target spell."), that one; after anything else it names nothing read here
        if prev is None or prev.kind in ("you", "players", "tokens"):
            return replace(cond, subject=Subject("event", text="that spell"), value=None)
        if "spell" not in (prev.text or "").lower():
            raise ParseError(cond.text, "\u201cthat spell\u201d names no spell here", None)
        return replace(cond, subject=prev, value=None)
    if cond.kind == "is" and cond.subject is None and the_dead_creature(cond.text, ability):
        # "If the creature had power 4 or greater" in "Whenever ~ or another … creature … dies": the creature that
        # died, as it last existed (603.10a, 608.2h), not what the sentence before made (kb.engine.thedead)
        return replace(cond, subject=Subject("event", text="the creature"))
    if cond.kind == "is" and re.match(r"the creature\b", cond.text or ""):
        raise ParseError(cond.text, "\u201cthe creature\u201d names no one creature here", None)
    if cond.kind == "is" and cond.subject is None and prev is not None:
        return replace(cond, subject=prev)
    if cond.kind.startswith("self_counters") and counts_on_it(cond.text) and prev is not None and \
            prev.kind != "self":   # "put a +1/+1 counter on it. Then if it has three or more …": not the source
        return about_object(cond, prev)
    return cond


def about_object(cond: Condition, subject) -> Condition:
    """A counters condition read about the source ("~ has three or more +1/+1 counters on it") said of another object
    ("it" after "Put a +1/+1 counter on target creature.", or a trigger event's creature): the same counts, of that
    object (608.2h: as it is, or as it last existed)."""
    return replace(cond, kind=cond.kind.replace("self_counters", "obj_counters"), subject=subject)


# "if you do" after an optional action (608.2c), whoever was offered it: its words, and its negations
_DID = ("you do", "they do", "a player does", "you did", "the player does", "that player does")
_DID_NOT = ("you don't", "they don't", "you didn't", "you can't", "they can't", "the player doesn't",
            "that player doesn't", "the player can't", "that player can't", "no one does")
# the object a pronoun names ("that permanent", "it"), and the noun a bare adjective describes ("is green")
_OBJECT_NOUN = {"it": "", "that creature": "creature", "the creature": "creature", "that permanent": "permanent", "that card": "card",
                "that land": "land", "that spell": "spell", "that artifact": "artifact",
                "that enchantment": "enchantment", "that planeswalker": "planeswalker"}
_OBJECT_RE = "|".join(sorted((re.escape(k) for k in _OBJECT_NOUN), key=len, reverse=True))


def _object_condition(p: str, pc: _Ctx) -> Condition | None:
    """"if that permanent is green", "if it isn't a land card", "if that creature has infect", "if its mana value was 3
    or less" (608.2c): what the sentence before named (a target, the card drawn), as it is now or as it last existed
    (608.2h), against a description; "isn't" is the description's negation. None: not this form, or a description the
    selector reader doesn't know."""
    p = re.sub(r"^that's ", "it's ", p)   # "If that's another creature" (backup, 702.165a): what was named before
    m = re.fullmatch(rf"(?:({_OBJECT_RE})(?:( isn't| is not|'s not| wasn't| was not)|'s| is| was)|(?:its|({_OBJECT_RE})'s) "
                     rf"(mana value|power|toughness) (?:is|was)|({_OBJECT_RE}) (has|had|doesn't have|does not have)) (.+)", p)
    if m and m.group(1) and re.match(r"(?:mana value|power|toughness) (?:is|was) ", m.group(7)):
        # "that card's mana value is …": the characteristic's form (the second alternative), not "that card is …"
        m = re.fullmatch(rf"()()(?:its|({_OBJECT_RE})'s) (mana value|power|toughness) (?:is|was)()() (.+)", p)
    if not m:
        return None
    who = m.group(1) or m.group(3) or m.group(5) or "it"
    noun = _OBJECT_NOUN[who] or "object"   # "it": whatever it is, wherever it is now
    rest = m.group(7)
    if re.match(r"(?:your turn|not your turn|kicked|blocked|dealt|put|the|cast|exiled|still|on the|in (?:a|your)|"
                r"countered|tapped for)\b", rest):
        return None
    if re.search(r"\b(?:was|wasn't|was not|had)$", p[:len(p) - len(rest)].strip()) and \
            re.match(r"(?:attacking|blocking|tapped|untapped)\b", rest):
        return None   # a status it had (as it last existed): not what its last known information is read for here
    spent = spent_compare(f"with {m.group(4)} {rest}", ColorsSpent()) if m.group(4) else None
    if spent is not None:   # "its power is less than or equal to the number of colors of mana spent to cast ~" (207.2c)
        tries = [noun]
    elif m.group(4):   # "its mana value was 3 or less": a selector on that number; "… is less than or equal to the
        # number of experience counters you have": compared with a value the text defines (kb.engine.comparevalue)
        if not re.fullmatch(r"\w+ or (?:less|greater|more|fewer)", rest) and not VALUE_RELATION.match(rest):
            return None
        tries = [f"{noun} with {m.group(4)} {rest}"]
    elif m.group(6):   # "that creature has infect", "it has flying"
        if re.search(r"\bcounters?\b", rest):
            return None   # counters on it: the counters' reader
        tries = [f"{noun} with {rest}"]
    else:
        what = re.sub(r"^(?:a|an) ", "", rest)
        tries = [what, f"{what} {noun}"]
    sel = None
    for t in tries:
        try:
            sel = parse_selector(t, pc, default_zone=ALL_ZONES)
            break
        except ParseError:
            continue
    if sel is None:
        return None
    if spent is not None:   # compared as the condition is checked, never as a target is chosen (kb.engine.convergecompare)
        sel = replace(sel, compare=sel.compare + (spent,))
    negated = m.group(2) or (m.group(6) or "").startswith("do")   # "if it doesn't have suspend": not "it has suspend"
    return Condition("is", selector=sel, value="not" if negated else None, text=p)


def parse_condition_phrase(phrase: str, pc: _Ctx) -> Condition:
    p = strip_period(phrase).strip()
    low = p.lower()
    if re.fullmatch(r"(?:this spell|~|it|that spell) was kicked|the kicker cost was paid", low):
        return Condition("kicked", text=p)   # "If the kicker cost was paid" (older printings): kicked, 702.33d
    if read_foretold(low):   # "If this spell was foretold" (702.143c, kb.engine.foretell)
        return Condition(FORETOLD, text=p)
    m = re.fullmatch(r"(?:~'s|its|his|her|this spell's) (\S+) cost was paid", low)
    from .keywordlist import PAID_KEYWORDS
    if m and m.group(1) in PAID_KEYWORDS:   # "If ~'s freerunning cost was paid" (kb.engine.altcosts.keyword_paid)
        return Condition("keyword_paid", value=m.group(1), text=p)
    if low == "~ escaped" or low == "it escaped" and _OWN_EVENT.match(pc.ability or ""):
        # 702.138b: the spell that became the permanent was cast from a graveyard with escape ("When ~ enters, sacrifice
        # it unless it escaped"; "it" only in the source's own trigger, kb.engine.altcosts.escaped)
        return Condition("escaped", text=p)
    if low == "~ is suspended":   # 702.62b: in exile, with suspend and a time counter on it (kb.engine.suspend)
        return Condition("suspended", text=p)
    m = re.fullmatch(r"([a-z]+) gets more votes( or the vote is tied)?", low)
    if m:   # 701.38a: the option with more votes than every other one (a tie too, when the words say so)
        return Condition("vote_more", value=m.group(1), n=1 if m.group(2) else 0, text=p)
    m = re.fullmatch(r"the ((?:\{[^}]+\})+) cost was paid", p)
    if m:   # "If the {1}{B} cost was paid, ...": the alternative cost written on the card was paid (118.9, 607.2)
        return Condition("alt_paid", value=str(ManaCost.parse(m.group(1))), text=p)
    if re.fullmatch(r"(?:this spell|~|it|that spell) was kicked twice", low):   # 702.33d: both kicker costs paid
        return Condition("kicked", n=2, text=p)
    m = re.fullmatch(r"(?:this spell|~|it|that spell) was kicked with its ((?:\{[^}]+\})+) kicker", p, re.I)
    if m:   # 702.33f: linked to that kicker cost
        return Condition("kicked", value=str(ManaCost.parse(m.group(1))), text=p)
    m = re.fullmatch(r"(?:this spell|~|it|that spell) (was|wasn't) bargained", low)
    if m:   # 702.166b: its bargain cost was paid (kb.engine.bargain)
        return Condition("bargained", text=p) if m.group(1) == "was" else \
            Condition("not", inner=Condition("bargained"), text=p)
    from .copycosts import read_paid_condition   # "if its squad cost was paid" (702.157a, kb.engine.copycosts)
    if (paid := read_paid_condition(low, p, Condition)) is not None:
        return paid
    from .soulbond import CONDITIONS as _SOULBOND_CONDITIONS
    who = _SOULBOND_CONDITIONS.get(p.strip().rstrip("."))
    if who is not None:   # soulbond's intervening "if" (702.95a, kb.engine.soulbond): whose pairing it checks
        return Condition("soulbond_unpaired", value=who, text=p.strip())
    m = re.fullmatch(r"this is the (\w+) time this ability has resolved this turn", low)
    if m and m.group(1) in ORDINAL_WORDS:   # counted per ability of its object (608.2; a new object's own, 400.7)
        return Condition("resolution_count", n=ORDINAL_WORDS[m.group(1)], text=p)
    m = re.fullmatch(r"tribute (was|wasn't) paid", low)
    if m:   # 702.104b (kb.engine.tribute)
        return Condition("tribute_paid", text=p) if m.group(1) == "was" else \
            Condition("not", inner=Condition("tribute_paid"), text=p)
    if re.fullmatch(r"you cast (?:this spell|~|it) during your main phase", low):   # addendum (505.1, 601.2)
        return Condition("cast_main", text=p)
    from .castfrom import read_cast_from
    place = read_cast_from(low)
    if place is not None:   # "If this spell was cast from a graveyard" (601.2a, kb.engine.castfrom)
        return Condition("cast_from", value=place, text=p)
    if re.fullmatch(r"(?:this spell|~|it) wasn't kicked", low):
        return Condition("not", inner=Condition("kicked"), text=p)
    m = re.fullmatch(r"\{([wubrgc])\} was spent to cast (?:this spell|~|it)", low)
    if m:
        return Condition("mana", value=m.group(1).upper(), text=p)
    from .manaspent import read_symbols_spent
    both = read_symbols_spent(low)
    if both is not None:   # "{G}{W} was spent to cast this spell": each colour among the mana paid (601.2h)
        return both
    m = re.fullmatch(rf"at least (\w+) ({COLOR_ALT}) mana was spent to cast (?:this spell|~|it)", low)
    if m and amount_of(m.group(1)):   # adamant: that much mana of one colour among what paid its total cost (601.2h)
        return Condition("mana", value=COLOR_LETTERS[m.group(2)], n=amount_of(m.group(1)), text=p)
    m = re.fullmatch(r"(?:at least (\w+)|(\w+) or more|(no)) mana was spent to cast (?:this spell|~|it|that spell)", low)
    if m and (m.group(3) or amount_of(m.group(1) or m.group(2))):
        # "if five or more mana was spent to cast that spell", "if no mana was spent to cast it": the amount of mana
        # that paid the spell's total cost (601.2h) — the spell of a cast trigger's event, else the source's spell
        return Condition("mana_amount", n=0 if m.group(3) else amount_of(m.group(1) or m.group(2)),
                         value="none" if m.group(3) else "at_least", text=p)
    m = re.fullmatch(r"that spell's mana value (?:is|was) (\w+) or (greater|more|less|fewer)", low)
    if m and amount_of(m.group(1)) is not None:
        # "If that spell's mana value is 5 or greater" (202.3): the spell the words before name, else the one a cast
        # trigger's event names (bound by _about), as it is or as it last existed (608.2h)
        op = ">=" if m.group(2) in ("greater", "more") else "<="
        return Condition("is", selector=Selector(zones=ALL_ZONES, compare=(("mana_value", op, amount_of(m.group(1))),),
                                                 describe=f"mana value {m.group(1)} or {m.group(2)}"),
                         value="that_spell", text=p)
    m = re.fullmatch(r"the amount of mana spent to cast (?:that spell|this spell|~|it) is greater than (?:~'s|its|this "
                     r"creature's) (power|toughness)(?: or (?:~'s|its|this creature's) (power|toughness))?", low)
    if m and m.group(1) != m.group(2):
        # increment (702.191a): that amount (601.2h) against the source's power and/or toughness as the ability
        # triggers and resolves (603.4)
        return Condition("mana_amount", value="above", subject=tuple(g for g in m.groups() if g), text=p)
    m = re.fullmatch(r"(~|it|that creature) (is|isn't|is not|was|wasn't|was not) (renowned|monstrous)", low)
    if m:
        # the designation (702.112b, 701.37b) of the source: "~ is monstrous", or "it" of the source's own trigger
        # ("When this creature deals combat damage to a player, if it isn't renowned", renown 702.112a); another "it"
        # or "that creature" is what was named before (608.2c) or the trigger event's object ("Whenever a creature you
        # control attacks, if it is monstrous", 603.2, 603.4), as it is or as it last existed (608.2h)
        own = m.group(1) == "~" or (m.group(1) == "it" and bool(_OWN_EVENT.match(pc.ability or "")))
        c = Condition(m.group(3), value=None if own else "it", text=p)
        return c if m.group(2) in ("is", "was") else Condition("not", inner=c, text=p)
    if low in _DID:
        return Condition("did", text=p)
    if low == "you pay":   # "you may pay eight {E}. If you pay, …" (Lightning Runner): the payment made, as "if you do"
        return Condition("did", value="you pay", text=p)
    if low == "you copy the spell":   # demonstrate's "you may copy it … If you copy the spell, …" (702.144a): as "if you do"
        return Condition("did", value=low, text=p)
    if low in _DID_NOT:
        return Condition("not", inner=Condition("did"), text=p)
    roll = read_roll_condition(low) if getattr(pc, "rolled", False) else None
    if roll is not None:   # "if the result is 3 or less", "if you roll a 1": of the roll read before (706.2, kb.engine.dice)
        return Condition("roll", value=roll[0], n=roll[1], text=p)
    versus = read_roll_versus(low, lambda w: _value(w, pc, _Targets(), None)) if getattr(pc, "rolled", False) else None
    if versus is not None:   # "if the result is greater than the damage dealt" (706.2, kb.engine.dice)
        return Condition("roll", value=versus[0], selector=versus[1], text=p)
    from .xcompare import read_x_versus   # "If X is greater than or equal to the number of cards in your library"
    try:
        versus = read_x_versus(low, getattr(pc, "instructions", None) or pc.ability or "",
                               lambda words: _value(words, pc, _Targets(), None))
    except ParseError:
        versus = None
    if versus is not None:
        return Condition("x_versus", subject=versus, text=p)
    m = re.fullmatch(r"x is (\w+)(?: or (more|greater|less|fewer))?", low)
    if m and amount_of(m.group(1)) is not None:   # "If X is 5 or more" (107.3): X as the spell or ability was put on the stack
        op = {"more": ">=", "greater": ">=", "less": "<=", "fewer": "<="}.get(m.group(2) or "", "==")
        # "You gain X life, where X is the number of creatures you control. If X is 2 or more, …": the X the text
        # defined (107.3a), not an X announced (none was); two definitions: unread
        text = getattr(pc, "instructions", None) or pc.ability or ""
        defined = re.findall(r"([^.]*)\bwhere X is ([^.]+?)(?:\.|$)", text)
        xval = None
        if defined and (len(defined) > 1 or not re.search(r"\bwhere X is [^.]+\.\s+If X is\b", text) or
                        not re.search(r"\b(?:gains?|loses?) X life\b|\bdeals? X damage\b|\bgets? [+-]X/[+-][0X]\b|"
                                      r"\bgets? [+-]0/[+-]X\b", defined[0][0]) or
                        re.search(r"\b(?:life|power|toughness)\b", defined[0][1])):
            # the value is read again as the condition is checked (608.2h): only where nothing between could have
            # changed it — the sentence right after a life, damage or +X/+X instruction whose X counts none of those;
            # elsewhere the X compared is not known as it resolves (cannot decide), never an X announced
            xval = "undefined"
        elif defined:
            try:
                xval = _value(defined[0][1], pc, _Targets(), None)
            except ParseError:
                xval = "undefined"
        return Condition("x_compare", value=op, n=amount_of(m.group(1)), subject=xval, text=p)
    if DUMMY_IT.fullmatch(p):   # "if it's your turn": "it" names no object (the statics' reader, 500.1)
        from .parser import read_state_condition
        return Condition("state", value=read_state_condition(p, pc), text=p)
    m = re.fullmatch(r"that land is (?:a |an )?(.+)", p)
    if m and re.match(r"(?:landfall - )?whenever a land\b[^,.]* enters\b", (pc.ability or "").lower()):
        # "Landfall — Whenever a land you control enters, … If that land is an Island, …": the land whose entering is
        # the trigger event (603.2), as it is now or as it last existed (608.2h)
        return Condition("is", subject=Subject("event", text="that land"),
                         selector=parse_selector(m.group(1), pc, default_zone=ALL_ZONES), text=p)
    obj = _object_condition(p, pc)
    if obj is not None:
        return obj
    m = re.fullmatch(r"(you|an opponent|a player|each player) (?:have|has) no cards in (?:your |their )?hand", low)
    if m:
        return Condition("hand_empty", value={"you": "you", "an opponent": "opponent"}.get(m.group(1), "any"), text=p)
    m = re.fullmatch(r"you control no (.+)", p)
    if m:
        return Condition("not", inner=Condition("exists", selector=parse_selector(m.group(1) + " you control", pc)), text=p)
    m = re.fullmatch(r"~ is (?:in your (graveyard|hand|exile)|on the (battlefield))", p)
    if m:   # cumulative upkeep (702.24a): "if this permanent is on the battlefield"
        return Condition("self_in", value=m.group(1) or m.group(2), text=p)
    if p == "~ came under your control since the beginning of your last upkeep":   # echo (702.30a)
        return Condition("controlled_since_last_upkeep", text=p)
    m = re.fullmatch(r"you have (\d+) or more life", low)
    if m:
        return Condition("life_at_least", n=int(m.group(1)), text=p)
    if re.fullmatch(r"(?:that creature|it) has greater power or toughness than ~", low):
        # evolve (702.100a): the entering creature's power or toughness is greater than the source's
        return Condition("greater_pt_than_self", text=p)
    if low == "its power is greater than ~'s power or its toughness is greater than ~'s toughness":
        # the same comparison in words of its own (Sharp-Eyed Rookie): either is greater
        return Condition("greater_pt_than_self", value="power_or_toughness", text=p)
    if re.fullmatch(r"(?:that creature's|its) power is greater than ~'s(?: power)?", low):
        # "if that creature's power is greater than this creature's" (Pelt Collector): the power only
        return Condition("greater_pt_than_self", value="power", text=p)
    if low == "you chose a creature other than ~ as your ring-bearer":   # 701.54a: the choice the Ring's temptation made
        return Condition("ring_other_than_self", text=p)
    if low == "you lost life last turn":   # 119.3 in the previous turn (kb.engine.daynight keeps it)
        return Condition("last_turn_life_lost", text=p)
    if low == "no spells were cast last turn":
        return Condition("last_turn_casts", value="none", text=p)
    m = re.fullmatch(r"a player cast (two|three) or more spells last turn", low)
    if m:
        return Condition("last_turn_casts", value="most", n=amount_of(m.group(1)), text=p)
    m = re.fullmatch(r"you (win|lose) the flip", low)
    if m:   # 705.2: the result of the coin flip just made (stated: choose: {flip: won | lost})
        return Condition("flip", value=m.group(1), text=p)
    counted = read_counter_count(low)   # "there are three or more … counters on it", "two or fewer" (122.1)
    if counted is not None:
        return Condition(counted[0], value=counted[1], n=counted[2], text=p)
    m = re.fullmatch(r"(?:it|~) has no (\S+) counters on it", low)
    if m:   # a state trigger's condition (603.8): the source itself has none now
        return Condition("self_counters_none", value=m.group(1), text=p)
    m = re.fullmatch(r"(?:it|~) has (\w+) or more (\S+) counters on it", low)
    if m and amount_of(m.group(1)):   # "if ~ has ten or more luck counters on it" (603.4): the source now
        return Condition("self_counters_at_least", value=m.group(2), n=amount_of(m.group(1)), text=p)
    m = re.fullmatch(r"~ has fewer than (\w+) (\S+) counters on it", low)
    if m and amount_of(m.group(1)):   # "if ~ has fewer than three +1/+1 counters on it" (603.4): the source now
        return Condition("self_counters_fewer", value=m.group(2), n=amount_of(m.group(1)), text=p)
    m = re.fullmatch(r"(?:it|~) has (?:a|an|one or more) (\S+) counters? on it", low)
    if m:   # "if it has a +1/+1 counter on it" (122.1): at least one
        return Condition("self_counters_at_least", value=m.group(1), n=1, text=p)
    m = re.fullmatch(r"(?:it|~) had no (\S+) counters on it", low)
    if m:
        return Condition("counters_none", value=m.group(1), text=p)
    if re.fullmatch(r"(?:it|~) had no counters on it", low):   # "When ~ dies, if it had no counters on it" (603.10a, 122.1):
        return Condition("counters_none", text=p)               # none of any kind, as it last existed
    if re.fullmatch(r"(?:it|~) had (?:(?:one|1) or more counters|counters|a counter) on it", low):
        # "When a creature you control dies, if it had counters on it", "… one or more counters", "… a counter" (Nikara,
        # Lair Scavenger; Leader's Talent): any kind, as it last existed (603.10a, 122.1)
        return Condition("not", inner=Condition("counters_none"), text=p)
    m = re.fullmatch(r"(?:it|~) had (?:a|an|one or more) (\S+) counters? on it", low)
    if m:   # "When ~ dies, if it had a +1/+1 counter on it": as it last existed (603.10a)
        return Condition("not", inner=Condition("counters_none", value=m.group(1)), text=p)
    m = re.fullmatch(r"the discarded card (?:is|was) (?:a |an )?(.+)|(?:a|an) (.+?) is discarded this way", p)
    if m:   # the card this effect's discard moved (701.9a; connive, 701.50a), as it last existed (608.2h)
        what = m.group(1) or m.group(2)
        return Condition("is", subject=Subject("paid", cost="discard", text="the card discarded this way" if m.group(2)
                                               else "the discarded card"),
                         selector=parse_selector(what, pc, default_zone=ALL_ZONES), text=p)
    from .sourceorigin import read_source_origin   # "it entered from your library" (kb.engine.sourceorigin)
    origin = read_source_origin(low)
    if origin is not None:
        each = tuple(Condition("source_origin", value=o, text=p) for o in origin)
        return each[0] if len(each) == 1 else Condition("or", value=each, text=p)
    done = read_this_way_condition(p, pc)   # "if an artifact is destroyed this way" (kb.engine.thisway)
    if done is not None:
        return Condition("this_way", value=done, text=p)
    put = read_put_this_way(p, pc)   # "if you didn't put a card into your hand this way" (kb.engine.putthisway)
    if put is not None:
        zone, kind, negated, words = put
        cond = Condition("put_this_way", value=zone, selector=kind, text=words)
        return Condition("not", inner=cond, text=p) if negated else cond
    m = re.fullmatch(r"(?:it|that creature|that permanent) was (?:a |an )?(.+)", p)
    if m and not re.match(r"(?:kicked|blocked|dealt|put|the|cast|exiled|attacking|blocking|tapped|untapped)\b", m.group(1)):
        # "if it was a Human", "if it was historic": the event's object as it last existed (603.10a)
        what = m.group(1) + (" permanent" if m.group(1) in ("historic", "legendary") else "")
        return Condition("is", selector=parse_selector(what, pc, default_zone=ALL_ZONES), text=p)
    m = re.fullmatch(r"you both own and control (~|it) and (?:a|an|another) (.+)", p)
    if m:   # e.g. a meld card's condition (701.42): ~ is still yours and the other is there
        from dataclasses import replace as _rp
        sel = _rp(parse_selector(m.group(2), pc), owner="you", controller="you")
        return Condition("and", value=(Condition("self_owned_controlled", text="you both own and control ~"),
                                       Condition("exists", selector=sel, text=m.group(2))), text=p)
    m = re.fullmatch(r"(it|that creature|that permanent) entered (?:the battlefield )?under (your|an opponent's) control",
                     p)
    text = getattr(pc, "instructions", None) or ""
    if m and not (re.search(r"\bto the battlefield\b[^.]*\. If (?:it|that creature|that permanent) entered ", text) and
                  not re.match(r"(?:When|Whenever|At)\b", pc.ability or text)):
        # only right after an instruction of the same resolution put it there: in a trigger, "it entered under your
        # control" is the event's, and its controller may have changed since (not read)
        raise ParseError(p, "\u201centered under … control\u201d other than just after this text put it onto the "
                         "battlefield is not read", pc.card)
    if m:   # "… then return it to the battlefield under its owner's control. If it entered under your control, …"
        # (Hallowed Respite): the permanent the instruction before put there, checked in the same resolution (608.2c)
        # that put it there, so its controller now is the one it entered under (110.2: a permanent's controller is
        # the player under whose control it entered unless an effect changes it)
        cond = parse_condition_phrase(f"{m.group(1)} is a permanent "
                                      f"{'you control' if m.group(2) == 'your' else 'an opponent controls'}", pc)
        return replace(cond, text=p, value="entered") if cond.kind == "is" else cond
    m = re.fullmatch(r"(you control|an opponent controls) (it|that creature|that permanent)", p)
    if m:   # "If you control that creature, draw two cards.", "If an opponent controls that creature, put a stun counter
        # on it." (608.2c): the object named before, as it is now (608.2h)
        cond = parse_condition_phrase(f"{m.group(2)} is a permanent {m.group(1)}", pc)
        return replace(cond, text=p) if cond.kind == "is" else cond
    m = re.fullmatch(r"you control (a|an|another) (.+)", p)
    if m:   # "if you control another Elf": ~ itself is not another (other_than_source); not for "another Elf and another
        # Warrior" (both) nor "another Elf or a Forest" (the Elf only): "another" is left unread there
        joined = re.search(r"\band\b|\bor (?:an?|another)\b", m.group(2))
        try:
            sel = parse_selector(m.group(2) + " you control", pc)
            return Condition("exists", selector=other_than_source(sel) if m.group(1) == "another" and not joined else sel,
                             text=p)
        except ParseError:
            pass   # "an artifact and an enchantment": two conditions (below)
    if re.fullmatch(r"(?:it|that card) shares a creature type with ~", low):
        # kinship (207.2c): the card looked at, and the source as it is (or last was, 608.2h): 205.3m, 702.73a
        return Condition("shares_creature_type", text=p)
    m = re.fullmatch(r"(?:it|that creature|that permanent|that card)(?:'s| is) (?:a |an )?(.+)", p)
    if m and not re.fullmatch(r"it(?:'s| is) (?:day|night)", p):   # "if it's night": the game's (731.1, below)
        try:
            return Condition("is", selector=parse_selector(m.group(1), pc, default_zone=ALL_ZONES), text=p)
        except ParseError:
            if " or if " not in low:   # "if it's a creature or if {G}{W} was spent …": two conditions (below)
                raise
    shared = read_sharing_count(low, pc, parse_selector)   # "… that share a creature type" (kb.engine.sharedtype)
    if shared is not None:
        return Condition("state", value=shared, text=p)
    from .turnevents import parse_history_condition   # "if you attacked this turn" ("this turn" points at no object)
    hist = parse_history_condition(p, pc, parse_selector)
    if hist is not None:
        return Condition("state", value=hist, text=p)
    from .parser import read_state_condition   # the statics' reader: "~ is tapped", "you control two or more Gates"
    from .gamevalues import library_has_no_cards
    state = read_state_condition(library_has_no_cards(p), pc)
    if state is not None:
        return Condition("state", value=state, text=p.strip())
    from .conditions import read_joined   # "if a nonland permanent left the battlefield this turn or a spell was
    joined = read_joined(p, lambda q: parse_condition_phrase(q, pc))   # warped this turn": each side whole
    if joined is not None:
        return Condition(joined[0], value=tuple(joined[1]), text=p)
    raise ParseError(phrase, "not a condition the engine can check", pc.card)


def parse_additional_cost(line: str, pc: _Ctx) -> list[Cost] | None:
    """"As an additional cost to cast this spell, sacrifice a creature." (118.8) → costs."""
    m = re.fullmatch(r"As an additional cost to cast (?:this spell|~), (you may )?(.+?)\.?", line.strip())
    if not m:
        return None
    optional = bool(m.group(1))
    if re.search(r"\bbehold .+ and \w+ (?:it|them)\b", m.group(2)):   # "behold a Kithkin and exile it": "it" is the
        raise ParseError(line, "a cost on the object beheld (701.4a) is not read", pc.card)   # object beheld, not ~
    out = []
    # one cost per verb: "sacrifice a creature and discard a card"; "sacrifice an artifact, enchantment, or token" is
    # one (bargain, 702.166a)
    for part in re.split(r",? and (?=[a-z]+ )|, (?=(?:sacrifice|discard|exile|pay|tap|untap|return|remove|put|reveal)\b)",
                         m.group(2)):
        from .paidcount import any_number_cost   # "sacrifice any number of creatures" (107.1c, 601.2b)
        many = any_number_cost(part, lambda w, z: parse_selector(w, pc, default_zone=frozenset((z,))) if z else
                               parse_selector(w, pc))
        if many is not None:
            out.append(replace(many, optional=optional))
            continue
        try:
            c = one_cost(part[0].upper() + part[1:], pc)
        except ParseError:
            c = _either_cost(part, pc)
            if c is None:
                raise
        out.append(replace(c, optional=optional))
    return out


def _either_cost(part: str, pc: _Ctx) -> Cost | None:
    """"sacrifice a creature or pay {3}", "discard a card or pay 3 life": an additional cost of two options, one of
    which its caster chooses to pay as the spell is cast (601.2b, 118.8); read when exactly one "or" splits the words
    into two costs ("sacrifice a creature or enchantment or pay {2}": the first "or" is inside a description). None:
    not this form."""
    found = []
    for m in re.finditer(r" or ", part):
        sides = []
        for side in (part[:m.start()], part[m.end():]):
            side = side.strip()
            if re.fullmatch(r"pay (?:\{[^}]+\})+", side, re.I):   # "pay {3}": mana, added to the total cost (601.2f)
                sides.append(Cost("mana", mana=ManaCost.parse(side[4:]), text=side))
                continue
            try:
                sides.append(one_cost(side[0].upper() + side[1:], pc))
            except ParseError:
                break
        if len(sides) == 2:
            found.append(tuple(sides))
    if len(found) != 1:
        return None
    return Cost("either", options=found[0], text=part)


_ALTERNATIVE = re.compile(r"(?:If (.+?), y|Y)ou may (?:(.+?) rather than pay ~'s mana cost|cast ~ without paying its mana "
                          r"cost(?P<flash> and as though it had flash)?)\.?")


def parse_alternative_cost(line: str, pc: _Ctx) -> tuple[list[Cost], object, bool] | None:
    """"You may pay {1}{B} rather than pay ~'s mana cost." / "You may sacrifice two Mountains rather than pay ~'s
    mana cost." (118.9) → (costs, None); "If you control a Plains, you may tap an untapped creature you control rather
    than pay ~'s mana cost." → (costs, the condition); "If an opponent controls a creature with power 4 or greater, you may
    cast ~ without paying its mana cost." → (no cost, the condition): the cost is offered only while the condition holds, checked as
    the spell is cast and the cost announced (601.2b; read by kb.engine.parser.parse_condition_now, the turn's history
    included). The third item: "… without paying its mana cost and as though it had flash" (Qasali Ambusher): cast that
    way, it may be cast any time an instant could (702.8a; kb.engine.stack's timing check). None for any other line."""
    m = _ALTERNATIVE.fullmatch(line.strip())
    if not m:
        return None
    cond = None
    if m.group(1):
        from .parser import parse_condition_now
        cond, _it = parse_condition_now(m.group(1), pc)
    out = []
    for part in re.split(r",? and |, ", m.group(2)) if m.group(2) else ():   # "cast ~ without paying its mana cost": none
        part = part.strip()
        if re.fullmatch(r"pay (?:\{[^}]+\})+", part):   # "pay {1}{B}": the mana
            out.extend(parse_costs(part[4:], pc))
            continue
        out.append(one_cost(part[0].upper() + part[1:], pc))
    return out, cond, bool(m.group("flash"))


# --- the instructions ---------------------------------------------------------------------------------
def _amount(phrase: str, pc: _Ctx, tg: _Targets, prev: Subject | None) -> Value:
    p = phrase.strip()
    n = amount_of(p)
    if n is not None:
        return Const(n)
    if p == "X":
        return XValue()
    if p in ("twice X", "2X"):
        return XValue(2)
    if p in ("that much", "that many"):
        return Subject_amount()
    m = re.fullmatch(r"X plus (\d+)|(\d+) plus X", p)
    if m:   # "You gain X plus 2 life, where X is …": X defined by the text (107.3a), then the number added
        return Plus(XValue(), int(m.group(1) or m.group(2)))
    return _value(p, pc, tg, prev)


@dataclass(frozen=True, slots=True)
class Subject_amount(Value):  # noqa: N801 - "that much": the amount of the previous instruction
    dynamic = True
    reads = frozenset()

    def eval(self, ctx, w) -> int:
        v = getattr(ctx, "last_amount", 0) or 0
        from .eventamount import NoAmount
        if isinstance(v, NoAmount):   # no trigger event amount, no counters a cost removed, nothing counted (608.2h)
            st = getattr(ctx, "state", None) or getattr(getattr(ctx, "game", None), "state", None)
            if st is not None:
                st.note_unknown("\u201cthat much\u201d: nothing it can refer to — no amount in a trigger event, no counters "
                                "removed by a cost, nothing counted before it in the ability — is read (608.2h)")
        return int(v)

    def __str__(self) -> str:
        return "that much"


_ATTR_WORDS = {"power": "power", "toughness": "toughness", "mana value": "mana_value", "loyalty": "loyalty"}


def _tapped_unambiguous(cost: str, pc: _Ctx, phrase: str) -> None:
    """"The tapped creature" is the cost's creature only when nothing else it could name is targeted
    (kb.engine.tappedref): else its words stay unread."""
    if cost == "tap":
        from .tappedref import tapped_reference_ambiguous
        why = tapped_reference_ambiguous(pc, phrase)
        if why:
            raise ParseError(why)


_PAID_POSSESSIVE = re.compile(r"\bthe (sacrificed|discarded|tapped) (?:creature|card|permanent|artifact|land)'s "
                              r"(?:power|toughness|mana value)\b", re.I)


def _paid_its(pc: _Ctx) -> str | None:
    """The cost whose object "its" names in a text that has named exactly one object before, the one that paid a cost
    ("the sacrificed creature's power, then … its toughness"), and no target nor another object: that cost's key
    (kb.engine.thisway.VERBS); else None."""
    text = pc.instructions or ""
    found = {m.group(1).lower() for m in _PAID_POSSESSIVE.finditer(text)}
    if len(found) != 1 or re.search(r"\btargets?\b|\bthat (?:creature|card|permanent|spell)\b|~", text, re.I):
        return None
    first = _PAID_POSSESSIVE.search(text)
    if not re.search(r"\bits (?:power|toughness|mana value)\b", text[first.end():], re.I):
        return None
    return _DONE_VERBS[found.pop()]


def _value(phrase: str, pc: _Ctx, tg: _Targets, prev: Subject | None) -> Value:
    """"the sacrificed creature's power", "its power", "X", "the number of Forests you control"."""
    p = strip_period(phrase).strip()
    low = p.lower()
    if low == "x":
        return XValue()
    from .fewerthan import read_difference   # "equal to the difference" (kb.engine.fewerthan)
    if (diff := read_difference(low, pc.instructions or pc.ability, prev, lambda w: parse_selector(w, pc))) is not None:
        return diff
    spell = read_spell_value(p, Subject("event", text="that spell"))
    if spell is not None:   # "the amount of mana spent to cast that spell" (kb.engine.spellvalues)
        return spell
    if (exploited := read_exploited_value(low, pc.ability)) is not None:   # (702.110b, 608.2h)
        return exploited   # "the exploited creature's toughness" (kb.engine.exploited)
    m = re.fullmatch(r"the (power|toughness|mana value) of the (?:creature|card|permanent|artifact|land) you "
                     r"(sacrificed|discarded|exiled|tapped)", low)
    if m:   # "the power of the card you exiled" (scavenge, 702.97a): the object that paid the cost, as it last existed
        cost = _DONE_VERBS[m.group(2)]
        _tapped_unambiguous(cost, pc, p)
        return PaidValue(cost, _ATTR_WORDS[m.group(1)], p)
    m = re.fullmatch(r"the (sacrificed|discarded|exiled|tapped) (?:creature|card|permanent|artifact|land)'s "
                     r"(power|toughness|mana value)", low)
    if m:
        cost = _DONE_VERBS[m.group(1)]
        ab = pc.ability or ""
        if cost == "exile" and not re.search(r"\bexile\b", ab.split(":", 1)[0] if ":" in ab else "", re.I):
            # "Exile the top card of your library. … equal to the exiled card's mana value" (608.2c): what an earlier
            # sentence of this text exiled, as it is in exile (400.7j), when no cost exiled a card (kb.engine.antecedents)
            from .antecedents import exiled_many, exiled_pointer
            ptr = exiled_pointer(tg, p.lower().split("'s ")[0])
            if ptr is not None:
                return ObjectValue(ptr, _ATTR_WORDS[m.group(2)])
            if exiled_many(tg):
                raise ParseError(p, "\u201cthe exiled card\u201d after more than one card was exiled", pc.card)
        _tapped_unambiguous(cost, pc, p)
        return PaidValue(cost, _ATTR_WORDS[m.group(2)], p)
    low = re.sub(r"^the mana value of (that spell)$", r"\1's mana value", low)   # one value, two word orders
    m = re.fullmatch(r"(its|their|that creature's|that permanent's|that card's|the card's|~'s|target creature's|"
                     r"the creature's|that spell's|that creature card's|that artifact's|that enchantment's|that land's|"
                     r"that planeswalker's|that battle's) (power|toughness|mana value|loyalty)", low)
    if m:
        who = "that card's" if m.group(1) == "the card's" else m.group(1)   # "put that card into your hand. You lose
        # life equal to the card's mana value": the card named just before, as "that card's" (608.2h)
        if who == "that spell's" and (prev is None or "spell" not in (prev.text or "").lower()):
            # "where X is that spell's mana value" in a cast trigger: the spell its event names (603.2), as it is on
            # the stack or as it last existed there (608.2h), not an object an earlier instruction named
            return ObjectValue(Subject("event", text="that spell"), _ATTR_WORDS[m.group(2)])
        if who == "~'s":
            subj = SELF_SUBJ
        elif who == "that card's" and prev is not None and prev.kind == "target" and prev.selector is not None:
            subj = prev   # the target card the instruction before named and moved ("Put target creature card from a
            # graveyard onto the battlefield … that card's mana value"): that object, as "its" reads it (608.2h)
        elif who == "that card's" and prev is not None and prev.kind in ("players", "you") and (
                card := target_card_antecedent("that card", pc, tg)) is not None:
            subj = card   # no card moved: the text's one target card (kb.engine.antecedents.target_card_antecedent)
        elif who == "that card's" and (prev is None or prev.kind in ("players", "you", "target", "event", "moved")):
            subj = Subject("moved", text="that card")   # the card an earlier instruction moved (mill, top card)
        elif who == "that card's" and prev is not None and prev.kind == "tokens":
            subj = card_before_tokens(tg, p, pc.card)   # a token is no card (111.1; kb.engine.antecedents)
        elif who == "target creature's":
            subj = _target("target creature", pc, tg)
        elif who == "its" and prev is None and (paid := _paid_its(pc)) is not None:
            # "You draw cards equal to the sacrificed creature's power, then you gain life equal to its toughness.": the
            # object that paid the cost, named just before (608.2c), as it last existed (608.2h)
            _tapped_unambiguous(paid, pc, p)
            return PaidValue(paid, _ATTR_WORDS[m.group(2)], p)
        else:   # "that creature's" named by nothing before: the trigger event's creature — of a block, the other one
            # (509.3d; kb.engine.actions_cards reads it by these words)
            subj = prev if prev is not None else Subject("event", text="that creature" if who == "that creature's" else "")
            if prev is not None and prev.kind in ("you", "players") and who != "their":
                # "you get {E}{E}{E}{E}, then you may pay an amount of {E} equal to that permanent's mana value": a
                # player has no mana value (109.1): the object named before (kb.engine.antecedents.object_antecedent)
                subj = object_antecedent(who.removesuffix("'s"), pc, tg)
        return ObjectValue(subj, _ATTR_WORDS[m.group(2)])
    m = re.fullmatch(r"(?:the number of )?(?:([+-]\d+/[+-]\d+|[a-z]+) )?counters? on (~|it|that creature|that permanent)", low)
    if m:   # "for each +1/+1 counter on ~", "the number of counters on it" (every kind, 122.1): counted on the object
        # as it is, or as it last existed (608.2h)
        subj = SELF_SUBJ if m.group(2) == "~" else (prev if prev is not None else Subject("event", text=m.group(2)))
        if subj is prev and prev.kind in ("you", "players"):   # counters on an object, not on a player (122.1)
            subj = object_antecedent(m.group(2), pc, tg)
        return ObjectValue(subj, "counters:" + (m.group(1) or ""))
    m = re.fullmatch(r"(?:the number of )?(?:([+-]\d+/[+-]\d+|[a-z]+) )?counters? removed this way", low)
    if m:   # the counters this spell or ability removed, as a cost or by an instruction (122.8)
        return RemovedThisWay(m.group(1) or "")
    if low in ("the result", "that result", "the other result") and getattr(pc, "rolled", False):
        return RollResult("other" if "other" in low else "result")   # of the die roll read before (706.2, 706.4)
    if low in ("your life total",):
        return LifeTotal()
    if low in ("the number of cards in your hand",):
        return HandSize()
    m = re.fullmatch(r"the (?:amount of |total )?(life lost|damage dealt) this way", low)
    if m:
        return ThisWay(m.group(1).replace(" ", "_"))
    done = read_this_way(p, pc)   # "the number of cards discarded this way" (kb.engine.thisway)
    if done is not None:
        return done
    m = re.fullmatch(r"the number of cards in (that player's|their|target player's|target opponent's) hand", low)
    if m:   # one player's hand: the target, or the player the instruction names ("that player")
        if m.group(1).startswith("target"):
            return HandSize(of=_target(m.group(1)[:-2], pc, tg))
        if prev is not None and (prev.kind in ("event", "enchanted_player", "defending") or (
                prev.kind == "target" and len(prev.slots) == 1 and tg.slots[prev.slots[0]].players)):
            return HandSize(of=prev)
        raise ParseError(p, "\u201cthat player\u201d names no one player here", pc.card)
    one = _one_players_count(p, pc, tg, prev)   # "the number of lands target player controls"
    if one is not None:
        return one
    # a calculation ("the number of cards in their hand minus 4"): its operands read here, with what they refer to
    g = parse_game_value(p, pc, lambda q, _pc: _value(q, pc, tg, prev), parse_selector)
    return g if g is not None else parse_value(p, pc)


def mana_count(phrase: str, how: str, pc: _Ctx) -> Value:
    """The count of a mana ability's amount (kb.engine.manaamount): "X" of the activation (107.3), "for each …"
    (``how`` 'each'), "equal to …" / "where X is …" ('equal'): a count of the game (kb.engine.parser), or else a
    value of the ability itself, read as an instruction's is, so the costs paid count ("for each storage counter
    removed this way", "the sacrificed artifact's mana value", 608.2h)."""
    if how == "x":
        return XValue()
    from .parser import parse_each, parse_value
    try:
        return (parse_each if how == "each" else parse_value)(phrase, pc)
    except ParseError:
        return _value(phrase, pc, _Targets(), None)


# "they control", "in their graveyard": the player of the instruction's own subject ("Target player mills X cards,
# where X is the number of cards in their graveyard")
_NAMES_ONE = re.compile(r"\b(?:they control|that player controls|in (?:their|that player's) (?:graveyard|hand))\b")
_ONE_PLAYER = (r"(target player|target opponent|that player|they|their|target player's|target opponent's|that player's|"
               r"defending player|defending player's)")


_ONE_NAMED_PLAYER = ("that player", "target player", "target opponent")


def per_player(value) -> bool:
    """Whether ``value`` counts for each player of a group in turn ("for each creature they control" after "Each
    player"): a :class:`OnePlayersCount` of the player considered now (kb.engine.actions applies the instruction with
    one count per player)."""
    import dataclasses
    if isinstance(value, (OnePlayersCount, LifeTotal, TurnTotal)) and value.of is not None:
        return value.of.kind == "each" and getattr(value.of.of, "kind", None) == "players"
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return any(per_player(getattr(value, f.name)) for f in dataclasses.fields(value)
                   if isinstance(getattr(value, f.name), Value))
    return False


def _one_players_count(phrase: str, pc: _Ctx, tg: _Targets, prev) -> OnePlayersCount | None:
    """"[the number of] tapped creatures target opponent controls", "… that player controls" / "… they control" (the
    one player the instruction names), "[the number of] creature cards in their graveyard": what one player controls
    or owns in a zone (kb.engine.instructions.OnePlayersCount). None: not such a phrase. "they" / "that player" name
    one player only after a subject naming one (the trigger event's player, one target player); for each of several
    players ("Each player …") it is not read here."""
    p = phrase.strip()
    if re.search(r" (?:minus|plus) ", p):
        return None   # a calculation ("3 minus the number of cards in their hand"): its operands are read one by one
    from .thoseplayers import read_those_players_count   # "the number of creatures those opponents control"
    those = read_those_players_count(p, prev, tg.slots, lambda w: parse_selector(w, pc))
    if those is not None:
        return those
    greatest = read_player_greatest(p, lambda what: _one_players_count(what, pc, tg, prev))
    if greatest is not None:   # "the greatest power among creatures they control" (kb.engine.playergreatest)
        return greatest
    among = re.fullmatch(r"(?:the number of )?(card type|basic land type|color)s? among (.+)", p)
    if among:   # "for each basic land type among lands they control": the kinds among that player's objects
        one = _one_players_count(among.group(2), pc, tg, prev)
        return replace(one, kind=among.group(1).replace(" ", "_")) if one is not None else None
    m = re.fullmatch(rf"(?:the number of )?(.+?) {_ONE_PLAYER} controls?", p)
    zone = "battlefield"
    if m is None:
        m = re.fullmatch(rf"(?:the number of )?(.*?)\bcards? in {_ONE_PLAYER} (graveyard|hand)", p)
        if m is None:
            return None
        zone = m.group(3)
    who = m.group(2).removesuffix("'s")
    if who.startswith("target"):
        of = _target(who, pc, tg)
    elif who == "defending player":   # 508.5: the player the attacking creature attacks (kb.engine.actions)
        of = Subject("defending", text=who)
    elif prev is not None and (prev.kind in ("event", "enchanted_player", "defending") or (
            prev.kind == "target" and len(prev.slots) == 1 and tg.slots[prev.slots[0]].players)):
        of = prev
    elif prev is not None and prev.kind == "players" and who in ("they", "their", "that player"):
        # "Each player loses 1 life for each creature they control": each of those players counts their own,
        # one at a time (kb.engine.actions: the instruction is applied with one count per player, 608.2h)
        of = Subject("each", of=prev, text=who)
    elif names_damaged_player(who, pc.ability or "", any(s.players for s in tg.slots)):
        of = Subject("event", text=who)   # "you gain 1 life for each artifact that player controls" (603.2, 510.2)
    else:
        raise ParseError(p, f"\u201c{who}\u201d names no one player here", pc.card)
    if zone == "battlefield":
        what = m.group(1)
        if re.search(r"\b(?:you|your|opponents?|player)\b", what):
            return None
        sel = parse_selector(what, pc)
    else:
        qual = m.group(1).strip()
        sel = parse_selector((qual + " cards") if qual else "cards", pc, default_zone=frozenset(ALL_ZONES))
    return OnePlayersCount(sel, of, zone)


def _defending_count(what: str, pc: _Ctx) -> OnePlayersCount | None:
    """"for each land defending player controls", "the number of artifacts defending player controls" in the
    ability of an attacking creature that its own attack triggers ("Whenever ~ attacks, …"): the objects of the player
    it attacks (508.5), counted as the ability resolves (608.2h); a source no longer attacking leaves the count
    "cannot decide" (kb.engine.actions). None: not this phrase. Read for the statics' reader too (kb.engine.parser)."""
    m = re.fullmatch(r"(?:the number of )?(.+?) defending player controls", what)
    if m is None or not re.match(r"(?:When|Whenever) ~ attacks\b", pc.ability or ""):
        return None
    sel = parse_selector(m.group(1), pc)
    if not isinstance(sel, Selector) or sel.controller is not None:
        return None
    return OnePlayersCount(sel, Subject("defending", text="defending player"))


COUNT_READERS.append(_defending_count)   # the statics' reader counts with it too (kb.engine.parser)
# the cost reader for the modules below this one (a granted escape's or a splice's cost words, kb.engine.costreader)
COST_READERS.append(lambda words: parse_costs(words, _Ctx(None)))


def _defending_graveyard_count(what: str, pc: _Ctx) -> OnePlayersCount | None:
    """"the number of creature cards in defending player's graveyard" in an attacking creature's own attack trigger:
    those the player it attacks owns there (508.5, kb.engine.combatplayers), counted as it resolves (608.2h)."""
    cards = defending_graveyard_cards(what, pc.ability or "")
    if cards is None:
        return None
    sel = parse_selector(cards, pc, default_zone=frozenset(ALL_ZONES))
    return OnePlayersCount(sel, Subject("defending", text="defending player"), "graveyard")


COUNT_READERS.append(_defending_graveyard_count)


def _this_way_count(what: str, pc: _Ctx):
    """"~ gets +1/+1 until end of turn for each creature tapped this way": what this resolution's instructions did,
    counted as the effect begins (608.2h, kb.engine.thisway); only in a spell's or an ability's instructions (a static
    ability does nothing "this way"). None: not this phrase."""
    return read_this_way(what, pc) if pc.ability else None


COUNT_READERS.append(_this_way_count)
from .copycosts import read_times_paid   # noqa: E402
from .teammates import read_teammates   # noqa: E402
from .tokenpt import split_token_pt   # noqa: E402
from .discardcount import read_discarded_count   # noqa: E402 - "cards you've discarded this turn" (701.9a)
COUNT_READERS.append(read_discarded_count)
COUNT_READERS.append(read_times_paid)   # "for each time its squad cost was paid" (702.157a, kb.engine.copycosts)
COUNT_READERS.append(exile_and_graveyard_count)
from .energyamount import read_energy_paid   # noqa: E402 - "for each {E} paid this way" (107.14, 608.2h)
COUNT_READERS.append(read_energy_paid)   # "… cards you own in exile and in your graveyard" (kb.engine.zonescount)


def _recipients(phrase: str, pc: _Ctx, tg: _Targets, prev) -> list[tuple[Subject, str | None]]:
    """"any target", "target creature and 2 damage to that creature's controller", "each creature
    and each player", "any target, 2 damage to another target, and 3 damage to a third target" → [(subject, amount
    phrase or None)]."""
    parts = re.split(r"(?:,\s+(?:and\s+)?|\s+and\s+)(\d+|X|that much) damage to\s+", phrase)
    out = [(subject_of(parts[0], pc, tg, prev), None)]
    last = out[0][0]
    for i in range(1, len(parts), 2):
        s = subject_of(parts[i + 1], pc, tg, last)
        out.append((s, parts[i]))
        last = s
    return out


@remembered(instructions_key)   # read once per process (kb.engine.parsememo)
def parse_instructions(text: str, card: str | None, *, normalized: bool = False,
                       lenient: bool = False, ability: str | None = None,
                       plan: dict | None = None) -> tuple[list[Instruction], list[TargetSlot]]:
    """The instructions of a spell or ability, and its target slots. With ``lenient`` a sentence
    the grammar cannot read becomes an ``unmodelled`` instruction instead of an error. ``ability``
    is the whole ability's text (for "it has this ability"). ``plan``: the number of targets of each
    variable instance of "target" (word → count, or the players it has one target for), as
    announced when it was put on the stack (601.2c; see kb.engine.targeting)."""
    from .countertwo import split_two_counter_puts
    from .scryreveal import split_scry_reveal
    from .tappedunder import tapped_before_control
    from .havedo import duration_last
    from .thenseries import then_each
    from .ifcolorgains import split_colour_gains
    from .sametruekeywords import split_same_keywords
    pc = _Ctx(card, ability=ability)
    pc.x_announced = True   # an X its words don't define is the X announced (107.3a), as "deals X damage" reads it
    t = text if normalized else normalize(text, card)
    pc.instructions = t   # the whole text read ("If X is 2 or more" after "where X is …", 107.3a)
    tg = _Targets(plan=plan)
    out: list[Instruction] = []
    prev: Subject | None = None
    from .xsentence import x_sentence_last
    t = x_sentence_last(t)   # "… X damage … and you gain X life. X is the number of creatures you control." (107.3a)
    t = split_choose_one(t)   # "Exile the top two cards …, then choose one of them." (kb.engine.impulse)
    from .castamong import split_then_cast_many
    t = split_then_cast_many(t)   # "Exile the top card of each player's library, then you may cast any number …"
    t, said_once = split_target_controller(t)   # "~ deals damage to target spell's controller …" (kb.engine.targetowner)
    t = split_scry_reveal(t)   # "Scry 1, then reveal the top card of your library." (kb.engine.scryreveal)
    from .sharedsubject import split_life_then
    t = split_life_then(t)   # "that player loses 3 life, searches their library …" (kb.engine.sharedsubject)
    t = split_two_counter_puts(t)   # "Put a +1/+1 counter on X and a loyalty counter on Y." (kb.engine.countertwo)
    t = tapped_before_control(t)   # "… onto the battlefield under your control tapped." (kb.engine.tappedunder)
    t = duration_last(t)   # "Until end of turn, you may have ~ become …" (kb.engine.havedo)
    t = then_each(t)   # "…, remove those counters, transform it, then untap it." (kb.engine.thenseries)
    from .chosenothers import split_choose_then
    t = split_choose_then(t)   # "Choose a creature, then destroy all other creatures." (kb.engine.chosenothers)
    t = join_each_graveyard(t)   # "Choose three cards in each graveyard. Their owners shuffle …" (kb.engine.eachgraveyard)
    t = split_colour_gains(t)   # a spell's "…, gains trample if it's red, and …" too (kb.engine.ifcolorgains)
    t = split_same_keywords(t)   # "… The same is true for first strike, …" (kb.engine.sametruekeywords)
    from .choosekeyword import merge_choose_keyword
    t = merge_choose_keyword(t)   # "Choose hexproof or indestructible. Creatures … gain that ability …" (608.2d)
    from .tokencda import join_token_cda
    t = join_token_cda(t)   # "Create a … creature token. It has "This creature's power and toughness …"" (111.3, 604.3a)
    # "Reveal the top card of your library and put that card into your hand": revealing changes nothing
    t = re.sub(r"\b[Rr]eveal the top card of (your|their) library and put (?:that card|it) into (?:your|their) hand",
               r"Put the top card of \1 library into \1 hand", t)
    # "Choose a creature type. ... creatures of that type": the kind chosen as it resolves (608.2d), named after it
    # (also after "If you do, " and before ", then …": "If you do, choose a color, then return all creatures of that
    # color …")
    m = re.search(r"(?:^|(?<=\. )|(?<=, ))[Cc]hoose a (creature type|color)(?: other than [A-Z][a-z]+)?(?:\. |, then )", t)
    if m:
        word = "type" if m.group(1) == "creature type" else "color"
        t = t[:m.end()] + re.sub(rf"\bof that {word}\b", f"of the chosen {word}", t[m.end():])
        if word == "type":   # "Target creature becomes that type": the type chosen as it resolved (608.2d)
            t = t[:m.end()] + re.sub(r"\b(becomes?) that type\b", r"\1 the creature type of your choice", t[m.end():])
    # "Choose a nonland card name. … cards with that name": the name chosen (201.4); without a name chosen before it,
    # "that name" is an object's (Legion's End) and is not read as a choice
    m = re.match(r"Choose an? (?:\w+ )?card name(?: other than a basic land card name)?\. ", t)
    if m:
        t = t[:m.end()] + re.sub(r"\bwith that name\b", "with the chosen name", t[m.end():])
    from .namesearch import that_name_chosen   # "… with the chosen name enters, … cards with that name" (201.4)
    t = that_name_chosen(t, pc.ability)
    table = table_rows(t) if "\n" in t else None
    if table is None:
        _read_sentences(t, pc, tg, out, lenient)
        return [i for i in out if not (i.kind == "choose_targets" and i.text in said_once)], tg.slots
    # a die roll and its results table, one ability (706.3b): the instructions up to the roll, then each row's
    # instructions, which happen only if the result is in the row's range (706.3a); rows name what the head named
    prev = _read_sentences(table[0], pc, tg, out, lenient)
    for lo, hi, row in table[1]:
        row_if = Condition("roll", value="in", n=lo, subject=hi, text=row_said(lo, hi))   # 706.3a
        made: list[Instruction] = list(out)   # the head's instructions come before each row's (608.2c)
        try:
            if re.search(r"\btargets?\b", row, re.I):   # its targets would be chosen before the roll (601.2c)
                raise ParseError(row, "a results table row with a target is not read (706.3, 601.2c)", pc.card)
            _read_sentences(row, pc, tg, made, lenient, prev)
            made = row_instructions(made[len(out):], row_if, row, pc.card)   # 706.3a, its own "if"s too (608.2c)
        except ParseError:
            if not lenient:
                raise
            made = [Instruction("unmodelled", text=row, condition=row_if)]
        out.extend(made)
    return out, tg.slots


def _read_sentences(t: str, pc: _Ctx, tg: _Targets, out: list, lenient: bool, prev: Subject | None = None):
    """Each sentence of ``t`` read in turn into ``out`` ("it" after one names what the one before named); with
    ``lenient`` a sentence the grammar cannot read is an ``unmodelled`` instruction. The last subject named."""
    sentences = _delayed_followups(split_sentences(t.replace("\n", " ")))
    i = 0
    while i < len(sentences):
        raw = sentences[i]
        i += 1
        try:
            if prev is _UNREAD and _ANAPHOR.search(raw):
                # "Untap target nonattacking creature. It gets +1/+3 ...": "it" is what an unread sentence
                # named - not the spell, not the trigger's object
                raise ParseError(raw, "it refers to what a sentence the engine can't read names", pc.card)
            made, prev = _sentence(raw, pc, tg, None if prev is _UNREAD else prev, out)
        except ParseError:
            if not lenient:
                raise
            made = [Instruction("unmodelled", text=raw, condition=_readable_condition(raw, pc))]
            prev = _UNREAD
        out.extend(made)
        if i < len(sentences) and absorb_followup(made, sentences[i]):   # "… It gains haste." (kb.engine.delayedfollow)
            i += 1
        record_exiled(tg, made)   # "Exile target creature. Return the exiled card …" (kb.engine.antecedents)
        pc.counted = _counted_objects(made)   # "Draw a card for each creature you control with …. Those creatures …"
        if any(i.subject is not None and i.subject.kind == "looked" and i.opts.get("to") == "battlefield" for i in made):
            pc.looked_entered = True   # the card looked at is a permanent now: "that creature" may name it (400.7)
    return prev


REFLEXIVE_HEAD = re.compile(r"When (?:you|they|a player) do(?:es)?, ")   # a reflexive triggered ability (603.12)


def _delayed_followups(sentences: list) -> list:
    """"At the beginning of your next upkeep, pay {4}{R}. If you don't, you lose the game.": the sentence after a
    delayed triggered ability that reads what it did ("If you do / don't") is part of it (603.7: it happens when
    the delayed ability resolves, not now)."""
    out: list = []
    for sen in sentences:
        if out and REFLEXIVE_HEAD.match(out[-1]) and not re.match(r"Activate\b", sen):
            # "… you may remove a menace counter from it. When you do, that player reveals their hand and you choose a
            # nonland card from it. Exile that card.": the sentences after a reflexive trigger are its effect too
            # (603.12) — they happen when it resolves, not as part of the ability that made it trigger
            out[-1] = out[-1].rstrip() + " " + sen
            continue
        if out and (reads_outcome(out[-1], sen) and
                    re.match(r"(?:At the beginning of (?:the|your) next|At end of combat)\b", out[-1]) or
                    re.fullmatch(r"You may choose new targets for the cop(?:y|ies)\.?", sen) and
                    re.match(r"(?:(?:If [^,]+, w|W)hen you (?:next cast|cast your next)\b.*\bcopy that spell(?: an additional "
                             r"time)?|Until end of turn, whenever \b.*\bcopy it)\.?$", out[-1])):
            # "When you next cast ... this turn, copy that spell. You may choose new targets for the copy.": the copy
            # is made when the delayed ability resolves (707.10c)
            out[-1] = out[-1].rstrip() + " " + sen
        else:
            out.append(sen)
    return out


# what an unread sentence named: a later pronoun can't be resolved (kept apart from "nothing named yet")
_UNREAD = Subject("unread", text="what an unread sentence names")
_ANAPHOR = re.compile(r"\b(?:it|its|itself|they|them|their|that (?:creature|card|permanent|land|artifact|enchantment|"
                      r"token|spell|planeswalker|object)|those|the (?:exiled|sacrificed|discarded|chosen) \w+)\b", re.I)


# a list's continuation after a comma inside an "If …," condition: "If that creature is a Bird, Frog, Otter, or Rat,
# draw a card." — the words after the comma are more items, the last one after "or"/"and", then the comma that ends
# the condition (608.2c reads the whole condition)
_ITEM = r"(?:(?:an?|the) )?[\w'/-]+(?: [\w'/-]+){0,2}"
_LIST_GOES_ON = re.compile(rf"(?:{_ITEM}(?:, {_ITEM})*,? (?:or|and|and/or) {_ITEM}|(?:or|and|and/or) {_ITEM}), ")


def split_if(s: str):
    """"If C, B" → (C, B), the condition ending at the first comma that doesn't go on with a list of its items ("If
    that creature is a Bird, Frog, Otter, or Rat, draw a card." → "that creature is a Bird, Frog, Otter, or Rat" and
    "draw a card"); None when ``s`` doesn't open with "If" and hold a comma."""
    if not s.startswith("If "):
        return None
    start = 3
    while True:
        i = s.find(", ", start)
        if i < 0:
            return None
        if not _LIST_GOES_ON.match(s, i + 2) or s.find(", ", i + 2) < 0:
            return (s[3:i], s[i + 2:]) if i > 3 and i + 2 < len(s) else None
        start = i + 2


class _IfSplit:
    """:func:`split_if`'s pair read as a match's groups (1: the condition, 2: the rest); false when there is none."""

    def __init__(self, pair):
        self.pair = pair

    def __bool__(self) -> bool:
        return self.pair is not None

    def group(self, n: int) -> str:
        return self.pair[n - 1]


def _readable_condition(raw: str, pc: _Ctx) -> Condition | None:
    """The condition of a sentence the engine can't read, when that part can be read ("If this spell was
    kicked, create five of those tokens instead."): the sentence does nothing, and changes nothing, when its
    condition is false (608.2c) - an unkicked spell's kicker clause blocks no answer."""
    m = split_if(strip_period(raw.strip()))
    if not m:
        return None
    try:
        cond = parse_condition_phrase(m[0], pc)
    except ParseError:
        return None
    return cond if cond.kind == "kicked" or (cond.kind == "not" and cond.inner is not None and cond.inner.kind == "kicked") else None


def _rules_sentences() -> dict:
    """The sentences of keyword abilities as the rules word them → the instruction that does each: suspend's upkeep
    trigger and its cast (702.62a, kb.engine.suspend), myriad's trigger (702.116a, kb.engine.combat), rebound's cast
    (702.88a, kb.engine.rebound), enlist's reflexive ability (702.154a, kb.engine.enlist); the first sentence
    does it all, the later ones are its parts."""
    out = {SUSPEND_UPKEEP_TEXT: "suspend_tick"}
    for text, kind in ((MYRIAD_TEXT, "myriad"), (SUSPEND_CAST_TEXT, "suspend_cast"), (REBOUND_CAST_TEXT, "rebound_cast"),
                       (ENLIST_BOOST_TEXT, "enlist_boost"), (WARP_EXILE_TEXT, "warp_exile"),
                       (MIRACLE_CAST_TEXT, "miracle_cast"), (MADNESS_CAST_TEXT, "madness_cast")):
        parts = [x.strip() for x in re.split(r"(?<=\.) ", text)]
        for i, part in enumerate(parts):
            out.setdefault(part, kind if i == 0 else kind.split("_")[0] + "_part")
    return out


_RULES_SENTENCES = _rules_sentences()


def _for_each_body(body: str, pc: _Ctx, tg: _Targets, each: Subject) -> list[Instruction]:
    """The instructions of "For each …, BODY" (608.2f), read with "each" standing for one of them at a time."""
    saved = tg.each
    tg.each = each
    try:
        made, _ = _sentence(body[0].upper() + body[1:] + ".", pc, tg, each, [])
    finally:
        tg.each = saved
    return made


def _could_not(cant: tuple, raw: str, pc: _Ctx, tg: _Targets, prev, done: list) -> list[Instruction]:
    """"Each player who can't discards a card." / "For each opponent who can't, you draw a card." (101.3): the
    sentence with its players those of the noun who couldn't do what the instruction before asked
    (kb.engine.couldnot), or followed once for each of them (608.2f)."""
    form, noun, rest, verb, selector = cant
    who = Subject("players", who=NOUN_WHO[noun], text=f"each {noun}")
    said = f"each {noun} who can't"
    if verb == DISCARD_KIND:   # "each opponent who didn't discard a nonland card this way": the card's kind, in any zone
        said = f"each {noun} who didn't discard {selector} this way"
        selector = parse_selector(selector, pc, default_zone=ALL_ZONES)
    subj = Subject(COULD_NOT, selector=selector, who=verb, of=who, text=said)
    if form == "for_each":
        made = _for_each_body(rest, pc, tg, Subject("each", of=subj, text=subj.text))
        if not made or any(i.kind == "unmodelled" for i in made):
            raise ParseError(raw, "nothing read to do for each of them", pc.card)
        return [Instruction("for_each", subj, opts={"body": tuple(made)}, text=raw)]
    made, _ = _sentence(f"Each {noun} {rest}.", pc, tg, prev, done)
    for ins in made:
        if ins.subject is not None and ins.subject.kind == "players" and ins.subject.who == who.who:
            ins.subject = subj
        elif ins.source is not None and ins.source.kind == "players" and ins.source.who == who.who:
            ins.source = subj
        else:
            raise ParseError(raw, "\u201cwho can't\u201d: what the players who can't do is not read", pc.card)
        ins.text = raw
    if not made:
        raise ParseError(raw, "\u201cwho can't\u201d: nothing read for the players who can't", pc.card)
    return made


# "If you do", "If they don't", "If a player does", "Each player who does", "Then …" after one "do": what follows a choice
_DID_AFTER_EACH = re.compile(r"(?i)^(?:if (?:you|they|that player|a player|no one|no player|any player) (?:do|does|did)"
                             r"(?:n't| not)?\b|(?:each|any) (?:player|opponent) who (?:does|doesn't|did)\b)")


def _sentence(raw: str, pc: _Ctx, tg: _Targets, prev, done: list) -> tuple[list[Instruction], Subject | None]:
    from .attackingopponents import each_attacking_opponent
    them = each_attacking_opponent(raw)   # "Each opponent attacking that player untaps …" (kb.engine.attackingopponents)
    if them is not None:
        made, nprev = _sentence(them[0], pc, tg, prev, done)
        return them[1](made, raw), nprev
    from .friendfoe import side_sentence   # "Each friend …" / "Each foe …" as "Each player …" (kb.engine.friendfoe)
    if (side := side_sentence(raw, done)) is not None:
        return side[1](_sentence(side[0], pc, tg, prev, done)[0], raw), prev
    s = strip_period(raw)
    from .thenreveals import read_they_put_it   # "they put it onto the battlefield": the revealer's own card (400.3)
    s = "Put it onto the battlefield" if read_they_put_it(s, done) else s
    if (lose := read_lose_instead(s, raw, pc, parse_instructions)) is not None:   # "The next time you would lose the game …, instead …"
        return [lose], prev
    kind = _RULES_SENTENCES.get(raw.strip())
    if kind is not None:   # suspend's two triggered abilities, myriad's trigger: done by their own modules
        return [Instruction(kind, None, text=raw)], prev
    from .impulse import if_it_permission, if_not_permission
    got = if_it_permission(s, prev, done)
    if got is not None:
        # "Exile the top card of your library. If it's a nonland card, you may cast that card this turn." (Vance's
        # Blasting Cannons): the permission of kb.engine.impulse given only when the card exiled is of that kind, as the
        # sentence applies (608.2c)
        cond = replace(parse_condition_phrase(got[0], pc), subject=prev)
        return [Instruction("may_play", prev, text=raw, opts=got[1], condition=cond)], prev
    if (got := if_not_permission(s, done)) is not None:   # "… If you don't, you may play that card …" (kb.engine.impulse)
        return [Instruction("may_play", Subject("moved", text="that card"), text=raw, opts=got,
                            condition=Condition("not", inner=Condition("did"), text="you don't"))], prev
    from .eachwhodoes import DidCount, read_for_each_who_does
    who_does = read_for_each_who_does(s, done)
    if who_does is not None:   # "For each opponent who does, create …": as many times as players chose to (608.2d)
        made, nprev = _sentence(who_does[1][0].upper() + who_does[1][1:] + ".", pc, tg, prev, done)
        if len(made) != 1 or made[0].kind != "token" or made[0].amount != Const(1) or made[0].opts.get("copy_each"):
            raise ParseError(raw, "what is done for each opponent who does is not one token", pc.card)
        made[0].amount = DidCount(f"each {who_does[0]} who does")
        made[0].text = raw
        return made, nprev
    if any((i.opts or {}).get("each_may") for i in done) and _DID_AFTER_EACH.match(s) and not group_did(s, done):
        # "Each opponent may discard a card. If they don't, they lose 3 life.": whether each player did is that player's
        # own (608.2d), which the one "did" of a resolution doesn't keep (not read)
        raise ParseError(raw, "whether each player did, after “each … may”", pc.card)
    if done and done[-1].kind == "exile" and (done[-1].opts.get("count") or 1) > 1 and not done[-1].optional and \
            (done[-1].opts.get("from") or "").endswith((" graveyard", " hand")) and \
            re.match(r"(?i)(?:if|otherwise)\b.*\b(?:do|does|did|can't|cannot|don't|doesn't|didn't)\b", s) and \
            not mark_whole(s, done):
        # "Exile two cards from your graveyard. If you can't, sacrifice ~": with one card, none is exiled (the Egon,
        # God of Death ruling; kb.engine.exilewhole), where without it what can be done is (101.3); any other "if …
        # do" after it: whole or not at all is not read
        raise ParseError(raw, "whether “exile N cards” was done whole, before “if … can't / do”", pc.card)
    from .soulbond import PAIRINGS
    who = PAIRINGS.get(s[0].upper() + s[1:]) if s else None
    if who is not None:   # soulbond's pairing (702.95a; its "may": kb.engine.soulbond.resolve_pair)
        return [Instruction("soulbond_pair", None, opts={"with": who}, text=raw.strip())], prev
    blight = blight_sentence(raw)
    if blight is not None:   # "You may blight 1.": the rule's words in its place (701.68a, kb.engine.blight)
        made, nprev = _sentence(blight, pc, tg, prev, done)
        if not mark_blight(made):
            raise ParseError(raw, "blight not read as its rule's words (701.68a)", pc.card)
        return made, nprev
    if flashback_cost_sentence(raw):   # "The flashback cost is equal to its mana cost." (kb.engine.flashbackgrant)
        if not give_mana_cost(done):
            raise ParseError(raw, "no flashback granted just before it to give this cost", pc.card)
        return [], prev
    if done and done[-1].kind == "discard" and done[-1].amount == Const(1) and \
            re.search(r"\bwith the same (?:mana value|power|toughness) as that card\b", raw):
        # "You may discard a nonland card. If you do, search your library for a card with the same mana value as that
        # card, …" (Disciple of Deceit): "that card" is the card the discard just before moved (701.9a), read as "the
        # discarded card" is (kb.engine.comparevalue.same_value_words, 608.2h: as it last existed)
        said = re.sub(r"\b(with the same (?:mana value|power|toughness) as) that card\b", r"\1 the discarded card", raw)
        made, nprev = _sentence(said, pc, tg, prev, done)
        for ins in made:
            ins.text = raw.strip() if ins.text == said.strip() else ins.text
        return made, nprev
    rand = random_sentence(raw)
    if rand is not None:   # "Return an instant card at random from your graveyard …" (kb.engine.atrandom)
        made, nprev = _sentence(rand, pc, tg, prev, done)
        if not mark_random(made):
            raise ParseError(raw, "a card selected at random not read as one card moved from the graveyard", pc.card)
        for ins in made:
            ins.text = raw.strip() if ins.text == rand else ins.text
        return made, nprev
    from .encore import read_encore_tokens   # encore's tokens, each to attack an opponent (702.141a, kb.engine.encore)
    if (enc := read_encore_tokens(s, raw, lambda t: _sentence(t, pc, tg, prev, done),
                                  lambda w, p: subject_of(w, pc, tg, p))) is not None:
        return enc
    from .attackplayer import CHOOSE_RANDOM_OPPONENT, RANDOM_OPPONENT_TEXT, is_random_opponent
    if is_random_opponent(s):   # "Choose an opponent at random." (608.2c; kb.engine.attackplayer): "that player" after it
        from .anopponent import AN_OPPONENT
        chosen = Subject("players", who=AN_OPPONENT, text=RANDOM_OPPONENT_TEXT)
        return [Instruction(CHOOSE_RANDOM_OPPONENT, chosen, text=raw.strip())], chosen
    from .revealedthisway import REVEALED_THIS_WAY, split_revealed_this_way
    rtw = split_revealed_this_way(s, done)
    if rtw is not None:   # "If an instant or sorcery card is revealed this way, transform ~." (kb.engine.revealedthisway)
        sel = parse_selector(rtw[0], pc, default_zone=frozenset(("library",)))
        cond = Condition(REVEALED_THIS_WAY, value=rtw[2], selector=sel, subject=LOOKED,
                         text=s.split(",", 1)[0].removeprefix("If ").strip())
        made, nprev = _sentence(rtw[1] + ".", pc, tg, prev, done)
        if not made:
            raise ParseError(raw, "nothing read after \u201crevealed this way\u201d", pc.card)
        for ins in made:
            ins.condition = cond if ins.condition is None else Condition("and", value=(cond, ins.condition))
            ins.text = raw.strip()
        return made, nprev
    if " chooses " in s:   # "Each opponent chooses a creature they control." (608.2d; kb.engine.eachchooses)
        from .eachchooses import read_each_chooses
        got = read_each_chooses(s, raw, lambda words: subject_of(words, pc, tg, prev),
                                lambda words: parse_selector(words, pc))
        if got is not None:
            return got
    if s.endswith(" fight each other"):   # "Then those creatures fight each other." (701.14a; kb.engine.fighteach)
        from .fighteach import read_fight_each_other
        pair = read_fight_each_other(s, done, lambda words: subject_of(words, pc, tg, prev))
        if pair is None:
            raise ParseError(raw, "which two creatures fight each other", pc.card)
        return [Instruction("fight", pair[0], source=pair[1], text=raw,
                            opts={"each_other": True, **({"pair_said": pair[2]} if pair[2] else {})})], prev
    if re.match(r"Then (?=target |each |you |that |it |if |~ )", s):  # "Then target player ...", "Then ~ deals …": only the order (608.2c)
        s = s[5].upper() + s[6:]
    # "Shuffle your library, then exile the top card.": the top card of the library just shuffled (701.24a)
    s = re.sub(r"^(Shuffle your library, then exile the top (?:card|\w+ cards))$", r"\1 of your library", s)
    also = re.fullmatch(r"((?:[Ii]t|[Tt]hey|[Tt]hat (?:creature|player|permanent)|[Tt]hose (?:creatures|permanents)|[Yy]ou|~|"
                        r"[A-Z][a-z]+ creatures you control) )"   # "Colorless creatures you control also gain …"
                        r"also ((?:gains?|gets?|has|have|"
                        r"deals?|draws?|loses?) .+)", s)
    if also:   # "If it's a Knight, it also gains first strike until end of turn.": in addition to the instruction before
        made, nprev = _sentence(also.group(1) + also.group(2) + ".", pc, tg, prev, done)
        for ins in made:
            ins.opts["also"] = True
        return made, nprev
    both = re.fullmatch(r"([Yy]ou (?:lose|gain|draw|discard|mill|scry|surveil) .+?) and ((?:amass|bolster) \S.*)", s)
    if both:   # "you lose 1 life and amass 1": two instructions of the one player, in order (608.2c, 701.47a)
        made, nprev = _sentence(both.group(1) + ".", pc, tg, prev, done)
        more, nprev = _sentence(both.group(2)[0].upper() + both.group(2)[1:] + ".", pc, tg, nprev, done + made)
        return made + more, nprev
    both = re.fullmatch(r"(Untap|Tap) and goad ((?:that|target) creature|it)", s)
    if both:   # "Untap and goad that creature.": both actions on that one creature, in order (608.2c, 701.15a)
        made, nprev = _sentence(f"{both.group(1)} {both.group(2)}.", pc, tg, prev, done)
        more, nprev = _sentence(f"Goad {'it' if both.group(2).startswith('target') else both.group(2)}.", pc, tg, nprev,
                                done + made)
        return made + more, nprev
    act = read_keyword_action(re.sub(r"^Then (?=amass |bolster |earthbend )", "", s))
    if act is not None and act[0] in _DEFINED_AS_SENTENCES:   # amass, bolster, connive, earthbend, endure (keywordactions)
        return _defined_action(act, raw, pc, tg, prev, done)
    attacking = split_attacking(s)
    if attacking is not None:   # "… onto the battlefield tapped and attacking [that player]" (508.4, kb.engine.putattacking)
        made, nprev = _sentence(attacking[0] + ".", pc, tg, prev, done)
        whom = attacking[1]
        if not mark_attacking(made, subject_of(whom.split(" or ")[0], pc, tg, prev) if whom else None,
                                 bool(whom and " or " in whom)):
            raise ParseError(raw, "cards put onto the battlefield attacking by an instruction the engine doesn't read so",
                             pc.card)
        return made, nprev
    entering = _ENTERS_ATTACKING.fullmatch(s)
    if entering and done and done[-1].kind == "token" and not done[-1].opts.get("attacking"):
        # "Create two 1/1 … tokens. Those tokens enter tapped and attacking." (mobilize, 702.181a): the tokens just
        # created are put onto the battlefield attacking (508.4), as "… tokens that are tapped and attacking" says
        _rest, att = _attacking(f"a token tapped and attacking {entering.group(1)}" if entering.group(1) else
                                "a token that's tapped and attacking", pc, tg, prev)
        done[-1].opts.update(att, tapped=True, entering_said=True)
        done[-1].text += " " + raw
        return [], prev
    m = re.fullmatch(r"You may pay ((?:\{[^}]+\})+) to end this effect", s)
    effect = next((i for i in reversed(done) if i.kind == "continuous" and i.duration == "indefinite"), None) if m else None
    if effect is not None:   # 116.2c: a special action its controller may take while they have priority
        effect.opts["end_cost"] = str(ManaCost.parse(m.group(1)))
        effect.text += " " + raw
        return [], prev
    locked = read_locked_activation(s, tg, prev)   # "Its activated abilities can't be activated this turn." (602.5)
    if locked is not None:
        return [Instruction("continuous", prev, locked, "end_of_turn", rules=True, opts={"locked": True}, text=raw)], prev
    from .lockdown import split_lockdown
    lock_for, lock_body = _duration(s)
    lock = split_lockdown(lock_body)
    lock_subj = None
    if lock is not None and not re.match(r"(?:if|when|as long as)\b", lock[0], re.I):
        slots = len(tg.slots)
        try:
            lock_subj = subject_of(lock[0], pc, tg, prev)
        except ParseError:
            del tg.slots[slots:]
    if lock_subj is not None:   # "… can't attack or block and their activated abilities can't be activated" (602.5, 611.2c)
        from .restrictions import Restriction, RestrictionOp
        r = Restriction("activate", objects="locked", text="its activated abilities can't be activated")
        return [Instruction("continuous", lock_subj,
                            (RulesOp(label=lock[1]), RestrictionOp(label=r.text, restriction=r)), lock_for, rules=True,
                            opts={"locked": True}, text=raw)], prev
    if read_commander_to_hand(s):   # "Put your commander into your hand from the command zone." (903.3)
        return [Instruction(COMMANDER_TO_HAND, YOU, text=raw.strip())], prev
    from .commandercast import COMMANDER_CAST, read_commander_cast
    if read_commander_cast(s):   # "You may cast your commander from the command zone without paying its mana cost."
        # "may": the cast choice itself (choose: {cast: …} or cast: false), as kb.engine.actions._cast_free's
        return [Instruction(COMMANDER_CAST, YOU, text=raw.strip())], prev
    wished = read_wish(s)   # "You may reveal an instant card you own from outside the game and put it …" (400.11b)
    if wished is not None:
        return [Instruction(WISH, YOU, opts={"quality": wished}, text=raw.strip())], prev
    kept = _still(s)
    own = kept is None and done and done[-1].kind == "continuous" and done[-1].subject is not None and \
        done[-1].subject.kind == "self" and s.startswith("~ is still ")
    if own:   # "He's still a planeswalker." after "~ becomes a … creature" (205.1b): the card's own name for "it"
        kept = _still("It is" + s[len("~ is"):])
    if kept is not None and done and done[-1].kind == "continuous":
        done[-1].ops = _with_retained(done[-1].ops, kept)
        if own:
            done[-1].ops = tuple(replace(op, text=op.text.replace(" (still ", " (~ still ")) if
                                 getattr(op, "keep_types", None) else op for op in done[-1].ops)
        done[-1].text += " " + raw
        return [], prev
    # "Add {R}{G}. Until end of turn, you don't lose this mana as steps and phases end." (106.4, 500.5): said of the
    # mana just added, kept in the pool until the turn ends (kb.engine.firebending)
    if done and done[-1].kind == "mana" and not done[-1].opts.get("kept") and \
            re.fullmatch(r"Until end of turn, (?:you|they|that player) (?:don't|doesn't) lose this mana as steps and "
                         r"phases end", s) and (done[-1].subject.kind == "you") == s.startswith("Until end of turn, you "):
        done[-1].opts["kept"] = "turn"
        done[-1].text += " " + raw
        return [], prev
    # "~ deals 4 damage to target creature. Excess damage is dealt to that creature's controller instead." (120.4a): the
    # damage just dealt; "If the creature you control has trample, excess …" only while its source has that keyword
    m = re.fullmatch(r"(?:If the creature you control has (trample|deathtouch), )?[Ee]xcess damage is dealt to that "
                     r"creature's controller instead", s)
    if done and done[-1].kind == "damage" and m and not done[-1].opts.get("excess_to_controller"):
        done[-1].opts["excess_to_controller"] = m.group(1) or True
        done[-1].text += " " + raw
        return [], prev
    # "~ deals 5 damage to target creature. The damage can't be prevented." (615.12): said of the damage just dealt
    if done and done[-1].kind == "damage" and re.fullmatch(r"The damage can't be prevented", s):
        done[-1].opts["unpreventable"] = True
        return [], prev
    # a prevention shield's additional effect (615.5): "If damage is prevented this way, ~ deals that much damage to any
    # target." / "You gain life equal to the damage prevented this way." after the sentence making the shield
    if done and done[-1].kind == "shield" and done[-1].opts.get("shield", "").startswith("prevent"):
        m = re.fullmatch(r"If damage is prevented this way, ~ deals that much damage to (.+)", s)
        if m:   # "that source's controller": the source's, as the damage is prevented (kb.engine.replacement)
            return [Instruction("prevented_damage", subject_of(m.group(1), pc, tg, prev), text=raw, opts={
                "source_controller": m.group(1) == "that source's controller"})], prev
        # "…, you may have ~ deal that much damage to target creature": the same, its controller's choice each time
        # damage is prevented (608.2d; stated as may:, kb.engine.replacement)
        m = re.fullmatch(r"If damage is prevented this way, you may have ~ deal that much damage to (.+)", s)
        if m:
            return [Instruction("prevented_damage", subject_of(m.group(1), pc, tg, prev), text=raw,
                                opts={"may_have": True})], prev
        if re.fullmatch(r"You gain life equal to the damage prevented this way", s):
            return [Instruction("prevented_life", YOU, text=raw)], prev
        m = re.fullmatch(r"For each 1 damage prevented this way, put an? ([+-]\d+/[+-]\d+|[a-z]+) counter on that creature", s)
        if m:
            return [Instruction("prevented_counters", None, opts={"kind": m.group(1)}, text=raw)], prev
    # "If you win, …" after "Clash with an opponent." (701.30d: whether the clash was won)
    m = re.fullmatch(r"If you win, (.+)", s)
    if m and any(i.kind == "clash" for i in done):
        made, nprev = _sentence(m.group(1)[0].upper() + m.group(1)[1:] + ".", pc, tg, prev, done)
        for ins in made:
            cond = Condition("clash_won", text="you win")
            ins.condition = cond if ins.condition is None else Condition("and", value=(cond, ins.condition))
        return made, nprev
    # "You may cast ~ for as long as it remains exiled." after a cost that exiled the card (400.7j): a permission to
    # cast that card from exile while it is there (601.3; a card that leaves exile is a new object, 400.7)
    if re.fullmatch(r"You may cast ~ for as long as it remains exiled", s):
        return [Instruction("may_play", SELF_SUBJ, text=raw, opts={
            "until": "remains", "lands": False, "said": "for as long as it remains exiled"})], prev
    # "Until the end of your next turn, you may play those cards." (an impulse draw): a permission to play the cards
    # an earlier instruction moved, for a stated time (611.2a; kb.engine.impulse)
    from .graveyardcast import read_graveyard_permission   # "You may cast target … card from your graveyard this turn"
    made = read_graveyard_permission(s, prev, lambda words: subject_of(words, pc, tg, prev),
                                     lambda subj, opts: Instruction("may_play", subj, text=raw, opts=opts),
                                     ability=pc.ability or "", self_subject=SELF_SUBJ)
    if made is not None:
        return made, made[0].subject
    if (free := free_this_way(s, done)) is not None:   # "… you may play cards this way without paying …" (118.9)
        return [Instruction("may_play", done[-1].subject, text=raw, opts=free)], prev
    perm = impulse_permission(s, one=prev is not None and prev.text == CHOSEN)
    # "exile another target creature … You may cast that card for as long as it remains exiled": the card the exile
    # moved, found in exile by the same effect (400.7j; kb.engine.castexiled)
    one = impulse_permission(s, one=True) if perm is not None else None
    from .castcopy import read_copy_exiled_target
    copied = read_copy_exiled_target(s, prev, done, raw)   # "… exile up to one target … card … Copy it." (707.12, 400.7j)
    if copied is not None:
        return [copied], Subject("moved", text=THE_COPY)
    if exiled_target_permission(one, prev, done) or counter_exiled_permission(one, done):
        done[-1].opts["keeps_moved"] = True   # the exile (or the counter that exiles, kb.engine.counterexiled) records
        # the card it moved (rc.moved)
        moved = Subject("moved", text="that card")
        return [Instruction("may_play", moved, text=raw, opts=one)], moved
    if perm is not None and prev is not None and prev.kind == "moved":
        return [Instruction("may_play", prev, text=raw, opts=perm)], prev
    from .impulse import picked_exile_said
    said = picked_exile_said(one, s, done)
    if said is not None:
        # "Exile one of those cards and put the rest on the bottom of your library in a random order. You may play the
        # exiled card this turn." (Florian): the one card the pick moved to exile (rc.moved; 400.7j)
        moved = Subject("moved", text="the exiled card")
        return [Instruction("may_play", moved, text=raw, opts={**one, "exiled_said": said})], moved
    from .foreachexiled import names_every_pass   # "For each of them, exile the top card …. You may play the exiled
    if perm is not None and names_every_pass(s, done):   # cards …": every pass's card (608.2f, 611.2a)
        moved = Subject("moved", text="the exiled cards")
        return [Instruction("may_play", moved, text=raw, opts={**perm, "every_pass": True})], moved
    if perm is not None and targeted_card_permission(perm, prev, done):
        # "Choose target artifact card in your graveyard. You may cast that card this turn." (kb.engine.impulse)
        return [Instruction("may_play", prev, text=raw, opts=perm)], prev
    # "Exile the top two cards of your library. Choose one of them." (608.2d; kb.engine.impulse): the card chosen
    # among those exiled, which "that card" names after it
    if reads_choose_one(s) and prev is not None and prev.kind == "moved" and done and done[-1].kind == "exile_top":
        chosen = Subject("moved", text=CHOSEN)
        return [Instruction("choose_moved", chosen, amount=done[-1].amount, text=raw)], chosen
    # "[You may] put a creature card from among the cards milled this way / from among them into your hand" after a mill
    # (701.17a): a card of that kind among those milled, chosen as it resolves (608.2d; choose: {pick: NAME | none})
    from .castamong import cast_among_words
    words = cast_among_words(s) if done and done[-1].kind == "mill" else None
    if words is not None and (done[-1].subject is YOU or (done[-1].subject.kind == "target" and
                                                          len(done[-1].subject.slots) == 1)):
        # "Target opponent mills five cards. You may cast an instant or sorcery spell from among them without paying
        # its mana cost." (701.17a; kb.engine.castamong.cast_milled): one player's cards, cast from the graveyard
        sel = parse_selector(words, pc, default_zone=frozenset(("graveyard",)))
        return [Instruction("cast_milled", prev, text=raw, opts={"selector": sel})], prev
    words = cast_among_words(s) if done and done[-1].kind == "reveal" and done[-1].opts.get("what") == "hand" and \
        re.search(r"\bfrom among those cards\b", s) else None
    if words is not None and prev is not None and (prev is YOU or (prev.kind == "target" and len(prev.slots) == 1)):
        # "Target opponent reveals their hand. You may cast an instant or sorcery spell from among those cards without
        # paying its mana cost." (701.20a, 608.2g, 118.9; kb.engine.castamong.cast_from_hand): from that hand
        sel = parse_selector(words, pc, default_zone=frozenset(("hand",)))
        return [Instruction("cast_from_hand", prev, text=raw, opts={"selector": sel})], prev
    from .castamong import cast_linked_words, cast_many_words
    linked = cast_linked_words(s)
    if linked is not None:
        # "Cast any number of cards exiled with ~ / red instant and/or sorcery cards from your graveyard without paying
        # their mana costs." (607.2a, 608.2g, 118.9; kb.engine.castamong.cast_exiled): cast from there as it resolves
        sel = parse_selector(linked[0], pc, default_zone=frozenset(("exile" if "exiled with" in linked[0] else "graveyard",)))
        return [Instruction("cast_exiled", YOU, text=raw, opts={"selector": sel, "among": linked[1]})], prev
    if re.fullmatch(r"(?:[Tt]hen )?[Pp]ut all cards exiled this way that weren't cast into your graveyard", s) and done \
            and done[-1].kind == "cast_exiled" and not done[-1].opts.get("among"):
        # "… Then put all cards exiled this way that weren't cast into your graveyard." (Epic Experiment; 608.2c): the
        # cards the exile moved that are still in exile after the casts (a card cast is a new object on the stack, 400.7)
        return [Instruction("move", Subject("moved", text="cards exiled this way"), text=raw,
                            opts={"to": "graveyard", "not_cast": True})], prev
    words = cast_many_words(s) if done and done[-1].kind == "exile_top" else None
    if words is not None:
        # "Exile the top six cards of your library. You may cast any number of spells from among cards exiled this way
        # without paying their mana costs." (608.2g, 118.9; kb.engine.castamong.cast_exiled): cast from exile
        from .castamong import many_limit
        sel = parse_selector(words, pc, default_zone=frozenset(("exile",)))
        limit = many_limit(s)   # "up to two … spells" (Collected Conjuring)
        return [Instruction("cast_exiled", prev, text=raw, opts={"selector": sel,
                                                                 **({"up_to": limit} if limit else {})})], prev
    words = cast_among_words(s) if done and done[-1].kind == "exile_top" and prev is not None and prev.kind == "moved" \
        else None
    if words is not None:
        # "Exile the top three cards of your library. You may cast a spell from among them without paying its mana
        # cost." (kb.engine.castamong.cast_exiled_one): one of the cards just exiled, cast from exile as it resolves
        sel = parse_selector(words, pc, default_zone=frozenset(("exile",)))
        amount = done[-1].amount
        return [Instruction("cast_exiled_one", prev, text=raw, opts={
            "selector": sel, "n": amount.n if isinstance(amount, Const) else None})], prev
    m = re.fullmatch(r"(?P<may>[Yy]ou may )?[Pp]ut (?P<n>an?|up to one) (?P<what>.+? card) from among (?:the cards milled "
                     r"this way|them) into your hand", s)
    if m and done and done[-1].kind == "mill" and done[-1].subject is YOU:   # your own mill (another's: not read)
        sel = parse_selector(m.group("what"), pc, default_zone=frozenset(("graveyard",)))
        return [Instruction("pick_milled", prev, text=raw, opts={
            "selector": sel, "may": bool(m.group("may")) or m.group("n") == "up to one"})], prev
    # "Each player mills four cards. Put a creature card with an even mana value from among the milled cards onto the
    # battlefield under your control." (Gyruda): one card of that kind among every player's milled cards, chosen as it
    # resolves (608.2d), entering under your control (110.2)
    m = re.fullmatch(r"[Pp]ut (?:a|an) (?P<what>.+? card(?: with .+?)?) from among the milled cards onto the battlefield "
                     r"under your control", s)
    if m and done and done[-1].kind == "mill" and getattr(done[-1].subject, "kind", None) == "players":
        sel = parse_selector(m.group("what"), pc, default_zone=frozenset(("graveyard",)))
        return [Instruction("pick_milled", prev, text=raw, opts={"selector": sel, "may": False, "to": "battlefield",
                                                                  "under": "you"})], prev
    # "You may cast it / that card without paying its mana cost" just after an instruction that moved one card ("Exile
    # the top card of your library.", "… exile that card, then shuffle."): that card, cast as the effect resolves
    # (608.2g) with no mana cost paid (118.9); "You may cast that card." (no "this turn"): cast as it resolves too,
    # its costs paid (608.2g, 601.2h: timing permissions ignored)
    m = re.fullmatch(r"(?:[Yy]ou may )?[Cc]ast (?:it|that card)( without paying its mana cost)?", s)
    if m and prev is not None and prev.kind == "moved" and prev.text in ("that card", "the card found") and done and \
            (done[-1].kind != "exile_top" or done[-1].amount == Const(1) or done[-1].opts.get("exile_until") is not None) \
            and (m.group(1) or s.startswith(("You may", "you may"))):
        # (after "… exiles cards from the top of their library until they exile a KIND card": the card of the kind,
        # kb.engine.exileuntil)
        return [Instruction("cast_free", YOU, text=raw, opts={"subject": prev, "play": False, "selector": None,
                                                              **({} if m.group(1) else {"paid": True})})], prev
    from .exileuntil import read_battlefield_or_hand   # "Put that card onto the battlefield or into your hand."
    either = read_battlefield_or_hand(s, prev, done, Instruction, raw)
    if either is not None:
        return [either], prev
    from .exileuntil import read_exiled_rest   # "Then put the exiled cards that weren't cast this way on the bottom …"
    rest = read_exiled_rest(s, done, Instruction, YOU, raw)
    if rest is not None:
        return [rest], prev
    # "You may search your library and/or graveyard for a card named NAME, reveal it, and put it into your hand. If you
    # search your library this way, shuffle." (701.23a: the card found in any zone named; 701.24a); the zones in any
    # order, the hand among them ("your graveyard, hand, and/or library"), and the card put onto the battlefield
    m = re.fullmatch(r"([Yy]ou may )?[Ss]earch your (?P<zones>(?:library|graveyard|hand)(?:,? (?:and/or )?(?:library|"
                     r"graveyard|hand)){1,2}) for (a|an) (.+?)(?P<reveal>, reveal it,)? and put it (?P<to>into your hand|"
                     r"onto the battlefield(?P<tapped> tapped)?)", s)
    zones = tuple(sorted(set(re.findall(r"library|graveyard|hand", m.group("zones"))))) if m else ()
    if m and "library" in zones and len(zones) == len(re.findall(r"library|graveyard|hand", m.group("zones"))) and \
            "and/or" in m.group("zones"):
        phrase = m.group(4)
        if not re.search(r"\bcard\b", phrase):
            raise ParseError(raw, "a search for something that is not a card", pc.card)
        found = Subject("moved", text="the card found")
        mm = re.fullmatch(r"card named (.+)", phrase)   # a name may hold a comma ("Liliana, Death Mage")
        sel = replace(parse_selector("card", pc, default_zone=frozenset(zones)),
                      names=frozenset((pc.card if mm.group(1) == "~" else mm.group(1),)), describe=phrase) if mm and \
            (mm.group(1) != "~" or pc.card) else \
            parse_selector(phrase, pc, default_zone=frozenset(zones))
        to = {"to": "hand"} if m.group("to") == "into your hand" else \
            {"to": "battlefield", "tapped": bool(m.group("tapped")), "under": "you"}
        return [Instruction("search", found, amount=Const(1), optional=bool(m.group(1)), text=raw,
                            opts={"who": YOU, "selector": sel, "up_to": False, "any_card": False,
                                  "zones": tuple(z for z in ("library", "graveyard", "hand") if z in zones)}),
                *([Instruction("reveal", YOU, text=raw)] if m.group("reveal") else []),
                Instruction("move", found, opts=to, text=raw)], found
    # "Search target player's graveyard, hand, and library for any number of cards with the chosen name and exile
    # them." (701.23a; kb.engine.namesearch): the name chosen, or that of an object named before
    from .namesearch import read_name_search
    got = read_name_search(s, raw, pc, prev, done, lambda words, p: subject_of(words, pc, tg, p),
                           lambda words, zones: parse_selector(words, pc, default_zone=zones))
    if got is not None:
        return got
    searched = [i for i in done if i.kind == "search" and i.opts["who"] is not YOU]
    if searched and re.fullmatch(r"That player shuffles(?: their library)?", s):
        # "Search target player's library for three cards and exile them. Then that player shuffles." (701.24a): the
        # player whose library was searched
        return [Instruction("library_order", searched[-1].opts["who"], opts={"what": "shuffle"}, text=raw)], prev
    if re.fullmatch(r"If you search your library this way, shuffle", s) and any(
            i.kind == "search" and "graveyard" in (i.opts.get("zones") or ()) for i in done):
        return [Instruction("library_order", YOU, opts={"what": "shuffle", "if_searched": True}, text=raw)], prev
    m = re.fullmatch(r"((?:[Tt]arget (?:player|opponent)|[Tt]hat player) reveals their hand)(?: and|, then) (you choose .+)", s)
    if m:   # "Target opponent reveals their hand and you choose a nonland card from it." (", then you choose …", Lobotomy,
        # the same order said with "then", 608.2c): the two sentences, in order
        first, mid = _sentence(m.group(1) + ".", pc, tg, prev, done)
        second, last = _sentence(m.group(2)[0].upper() + m.group(2)[1:] + ".", pc, tg, mid, done + first)
        for ins in first + second:
            ins.text = raw
        return first + second, last
    from .thenreveals import read_then_reveals   # "The owner of target permanent shuffles it into …, then reveals …"
    made = read_then_reveals(s, raw, lambda t: _sentence(t, pc, tg, prev, done)[0], LOOKED, Const(1)) or \
        read_looking(s, raw, pc, tg, prev, done, _LOOK_READERS)
    if made is not None:   # looking at the top cards of a library and where they go (701.20e, 401.4): "it" after
        # "Look at the top card of your library" is that card; "… that shares a creature type with it" (kb.engine.sharesref)
        bind_shares(made, lambda w, after: subject_of(w, pc, tg, prev if after else None))
        return made, (LOOKED if "look_top" in (made[0].kind, made[-1].kind) else prev)
    low = s.lower()
    # "You may choose new targets for the copy." (707.10c)
    if re.fullmatch(r"you may choose new targets for (?:the copy|the copies|it|them)", low):
        for ins in reversed(done):
            if ins.kind == "copy_spell":
                ins.opts["new_targets"] = True
                for _cond, alt in ins.opts.get("instead", ()):   # "If …, copy that spell twice instead. You may choose
                    if alt.kind == "copy_spell":                  # new targets for the copies.": the copies made in its
                        alt.opts["new_targets"] = True            # place may have new targets too (608.2c, 707.10c)
                return [], prev
        if low.endswith(("the copy", "the copies")):
            raise ParseError(raw, "no copy before it", pc.card)
    # 115.7: "Change the target of target spell with a single target." (115.7a) / "You may choose new targets for
    # target spell." (115.7d; "for it": the spell an earlier sentence named, Aethersnatch)
    m = re.fullmatch(r"(change the target of|you may choose new targets for) (target (?:instant or sorcery )?spell(?: or ability)?"
                     r"(?: with a single target)?|it)", low)
    if m:
        subj = prev if m.group(2) == "it" else subject_of(s[len(m.group(1)) + 1:], pc, tg, prev)
        if subj is None or subj.kind != "target" or not any(tg.slots[i].spell_or_ability for i in subj.slots):
            raise ParseError(raw, "new targets for something that is not a target spell", pc.card)
        kind = "change_target" if m.group(1).startswith("change") else "choose_new_targets"
        return [Instruction(kind, subj, text=raw)], subj
    from .spellcontrollertargets import read_spell_controller_new_targets
    made = read_spell_controller_new_targets(low, raw, tg, done)   # "Then the spell's controller may choose new targets for it."
    if made is not None:
        return [made], made.subject
    from .retargetself import change_a_target_words   # "[You may] change a target of target spell or ability to ~"
    if (said := change_a_target_words(low)) is not None:   # 115.7b (kb.engine.retargetself)
        subj = subject_of(said[1], pc, tg, prev)
        if subj.kind == "target" and any(tg.slots[i].spell_or_ability for i in subj.slots):
            return [Instruction("change_target", subj, text=raw, optional=said[0], opts={"to_source": True})], subj
    from .playercopies import THAT_PLAYER_NEW_TARGETS, read_those_players_new_targets
    if low == THAT_PLAYER_NEW_TARGETS and done and done[-1].kind == "copy_spell" and \
            getattr(done[-1].opts.get("copier"), "kind", None) == "controller_of":   # the copier's choice (707.10c)
        done[-1].opts["new_targets"] = True
        done[-1].opts["copier_chooses"] = True
        return [], prev
    if read_those_players_new_targets(low):   # "Each of those players may choose new targets for their copy." (707.10c)
        for ins in reversed(done):
            if ins.kind == "copy_spell" and ins.opts.get("copier_others"):
                ins.opts["new_targets"] = True
                ins.opts["their_copy"] = True
                return [], prev
        raise ParseError(raw, "no copy by each other player before it", pc.card)
    if low.startswith("each copy targets a different one of those "):   # 707.10d (kb.engine.copyeach)
        from .copyeach import read_each_copy_targets
        for ins in reversed(done):
            if ins.kind == "copy_spell" and ins.opts.get("could_target") is not None and \
                    read_each_copy_targets(low, ins.text.split(" for each other ", 1)[-1].split(" that ")[0]
                                           .replace(" you control", "").replace(" they control", "")):
                ins.opts["each_different"] = low.rsplit(" ", 1)[-1]   # the plural noun: "those Golems"
                return [], prev
        raise ParseError(raw, "no copy for each object before it", pc.card)
    # 707.10e: "... copy that spell. The copy targets that token." (a new target specified by the effect)
    m = re.fullmatch(r"the cop(?:y|ies) targets? (that token|those tokens|it|that creature|that permanent)", low)
    if m:
        for ins in reversed(done):
            if ins.kind == "copy_spell":
                ins.opts["retarget"] = m.group(1)
                return [], prev
        raise ParseError(raw, "no copy before it", pc.card)
    # 601.2c, 608.2f: "For each opponent, gain control of target permanent that player controls." - one
    # target for each player, all affected at once
    m = re.fullmatch(r"[Ff]or each opponent, create (.+?),? (?:that's |that are )?tapped and attacking that player"
                     r"( or a planeswalker (?:they|that player) controls?)?", s)
    if m and tg.per_player is None and '"' not in m.group(1):
        # 508.4, 608.2f: "For each opponent, create a 1/1 … token that's tapped and attacking that player": as many
        # tokens as opponents (times the number each), each attacking the opponent it was created for
        ins = _create(f"{m.group(1)} for each opponent", pc, tg, prev, raw)
        ins.opts.update({"attacking": True, "tapped": True, "attacking_each": True,
                         "attacking_whom": Subject("players", who="opponent", text="that player")})
        if m.group(2):
            ins.opts["attacking_or_planeswalker"] = True
        return [ins], prev
    m = re.fullmatch(r"[Ff]or each (opponent|player), (.+)", s)
    if m and tg.per_player is None and re.search(r"\btargets?\b", m.group(2)):
        body = m.group(2)
        rest = re.sub(r"\s*(?:that player controls|(?:from|in) that player's graveyard)\b", "", body)
        if "that player" in rest:
            raise ParseError(raw, "\u201cthat player\u201d outside the target phrase (an action for each player)", pc.card)
        tg.per_player = m.group(1)
        first = len(tg.slots)
        try:
            made, nprev = _sentence(body[0].upper() + body[1:] + ".", pc, tg, prev, done)
        finally:
            tg.per_player = None
        if not any(sl.variable in ("each_opponent", "each_player") for sl in tg.slots[first:]):
            raise ParseError(raw, "no target restricted to that player", pc.card)
        for ins in made:
            ins.text = raw
        return made, nprev
    # "Choose target creature an opponent controls, then roll a d20." (Scion of Stygia): the targets, then the roll
    # (608.2c: in the order written; 706.2), as the two sentences — the rows of its results table name that target
    m = re.fullmatch(r"([Cc]hoose (?!new\b)[^,]*?\btargets?\b[^,]*), then (roll .+)", s)
    if m:
        first, fprev = _sentence(m.group(1) + ".", pc, tg, prev, done)
        second, _p = _sentence(m.group(2)[0].upper() + m.group(2)[1:] + ".", pc, tg, fprev, done + first)
        for ins in first + second:
            ins.text = raw
        return first + second, fprev
    # "Choose any number of target creatures, planeswalkers, and/or players." / "Choose up to two target
    # creatures." / "Choose any target.": targets chosen as it is cast (601.2c), not modes (700.2)
    m = re.fullmatch(r"[Cc]hoose ((?!new\b)(?:any number of |up to \w+ |\w+ )?(?:other )?targets?\b.*|any (?:other )?target)", s)
    if m:
        subj = subject_of(m.group(1), pc, tg, prev)
        from .fighteach import two_targets   # "Choose target creature you control and target creature you don't control."
        if subj.kind != "target" and two_targets(subj) is None:
            raise ParseError(raw, "not a target", pc.card)
        return [Instruction("choose_targets", subj, text=raw)], subj
    # "Each player who can't discards a card." / "For each opponent who can't, you draw a card.": the players who
    # couldn't do what the instruction before asked of each of them (101.3; kb.engine.couldnot)
    cant = read_could_not(s, done)
    if cant is not None:
        return _could_not(cant, raw, pc, tg, prev, done), prev
    # "For each creature destroyed this way, its controller creates a 4/4 red Dragon creature token": the instructions
    # followed for each of the objects an earlier instruction acted on, one at a time (608.2f), each as it last existed
    # (608.2h; kb.engine.thisway). Without a word pointing back to it, the count form reads it ("For each card exiled
    # this way, create a Spirit token").
    m = re.fullmatch(r"[Ff]or each ([^,]+? this way), (.+)", s)
    if m and _ANAPHOR.search(m.group(2)):
        done_now = read_this_way(m.group(1), pc)
        if done_now is not None:
            each = Subject("each", of=Subject("done", selector=done_now, text=m.group(1)), text=m.group(1))
            made = _for_each_body(m.group(2), pc, tg, each)
            if not made or any(i.kind == "unmodelled" for i in made):
                raise ParseError(raw, "nothing read to do for each of them", pc.card)
            each_ins = Instruction("for_each", each.of, opts={"body": tuple(made)}, text=raw)
            return [each_ins], antecedent_after(each_ins, prev)   # "Those tokens …" (kb.engine.foreachtokens)
    if m and re.fullmatch(r"(?:you )?discard a card", m.group(2)):
        # "For each card drawn this way, discard a card": that many cards, discarded at once (701.9a; kb.engine.thisway)
        return _sentence(f"Discard a card for each {m.group(1)}.", pc, tg, prev, done)
    if m and not _ANAPHOR.search(m.group(2)):
        from .foreachsplit import distribute_for_each   # "…, each opponent loses 1 life and you gain 1 life" (608.2h)
        both = distribute_for_each(m.group(1), m.group(2))
        if both is not None:
            return _sentence(both + ".", pc, tg, prev, done)
    # 608.2f: "For each of them, exile the top card of your library, then ~ deals damage equal to that card's
    # mana value to that permanent or player." - the same instructions for one of them at a time
    m = re.fullmatch(r"[Ff]or each of (them|those (?:creatures|permanents|players|cards|targets|spells)), (.+)", s)
    if m and prev is not None:
        each = Subject("each", of=prev, text=m.group(1))
        made = _for_each_body(m.group(2), pc, tg, each)
        if not made:
            raise ParseError(raw, "nothing to do for each of them", pc.card)
        each_ins = Instruction("for_each", prev, opts={"body": tuple(made)}, text=raw)
        return [each_ins], antecedent_after(each_ins, prev)   # "Those tokens gain haste." (kb.engine.foreachtokens)
    # 2007 wording: "... become a copy of target creature except for its color. If you do, this creature gains this ability."
    if re.fullmatch(r"if you do, (?:~|it) gains this ability", low) and done and done[-1].kind == "become_copy":
        from .copies import CopyException
        done[-1].opts["exceptions"] = tuple(done[-1].opts.get("exceptions") or ()) + (
            CopyException("add_ability", pc.ability or "", text="gains this ability"),)
        return [], prev
    if (phased := read_phase_lock(s, raw, done)) is not None:   # "Until the end of your next turn, they can't phase in."
        return [phased], prev
    if (lock := read_countered_lock(low, raw, done)) is not None:   # "If a permanent's ability is countered this way, …"
        return [lock], lock.subject
    # "If that spell is countered this way, exile it instead of putting it into its owner's graveyard." / "… put it on
    # top of / on the bottom of / on the top or bottom of its owner's library / into its owner's hand instead of into
    # that player's graveyard." (614.1a: it replaces where the countered spell goes, 701.6a)
    m = re.fullmatch(r"if (?:that spell|it) is countered this way, (?:exile it instead of putting it|put (?:it|that card) "
                     r"(into its owner's hand|on (top|the bottom|the top or bottom) of its owner's library) instead of) into "
                     r"(?:its owner's|that player's) graveyard", low)
    if m and done and done[-1].kind == "counter_spell":
        done[-1].opts["countered_to"] = ("exile" if m.group(1) is None else "hand" if m.group(2) is None else
                                         {"top": "top", "the bottom": "bottom"}.get(m.group(2), "top_or_bottom"))
        return [], prev
    # "If that spell would be put into your graveyard / a graveyard [this turn], exile it instead." after a free cast
    # (614.1a): a replacement of where the spell cast goes as it leaves the stack ("your": only a spell its controller
    # owns; "this turn" changes nothing, the stack is empty before a step ends, 500.2); other words about that spell
    # are not read
    from .graveyardcast import exile_instead_after   # … after "You may cast target … card from your graveyard this turn."
    if exile_instead_after(low, done):
        return [], prev
    from .enterswithif import enters_with_if_after   # "If that card has mana value 3 or less, it enters with three
    from .filters import ALL_ZONES as _ALL           # additional +1/+1 counters on it." (614.1c, 122.6)
    if enters_with_if_after(raw.strip().rstrip("."), done, lambda words: parse_selector(words, pc, default_zone=_ALL)):
        return [], prev
    if done and done[-1].kind == "cast_free" and re.match(r"if that spell would\b", low):
        m = re.fullmatch(r"if that spell would be put into (your|a) graveyard( this turn)?, exile it instead", low)
        if m is None or done[-1].opts.get("subject") is None:
            raise ParseError(raw, "a replacement for the spell cast that the engine does not read", pc.card)
        done[-1].opts["graveyard_exile"] = m.group(1)
        if m.group(2):
            done[-1].opts["graveyard_exile_turn"] = True
        return [], prev
    m = re.fullmatch(r"(?:it|they|that (creature|permanent|artifact|land)|those (creatures|permanents)) can't be regenerated",
                     low)
    if m and done and done[-1].kind == "destroy":
        done[-1].opts["no_regen"] = True
        if m.group(1) or m.group(2):   # "That creature can't be regenerated.": the object destroyed, named again
            done[-1].opts["no_regen_noun"] = m.group(1) or m.group(2)
        return [], prev
    if read_regen_control(low, done):   # "You gain control of that creature if it regenerates this way." (608.2c)
        return [], prev
    if (each := read_each_graveyard(s, raw, lambda k, n, r: Instruction(k, None, amount=Const(n), text=r))) is not None:
        return each, prev   # "Choose three cards in each graveyard. Their owners shuffle those cards …" (kb.engine.eachgraveyard)
    # "A creature destroyed this way can't be regenerated." / "Creatures destroyed this way …": only the objects of that
    # description among those the destruction before it destroys (608.2c: it modifies that destruction, 701.19a)
    m = re.fullmatch(r"(?:an? )?(.+?) destroyed this way can't be regenerated", low)
    if m and done and done[-1].kind == "destroy" and not done[-1].opts.get("no_regen"):
        done[-1].opts["no_regen"] = True
        done[-1].opts["no_regen_of"] = parse_selector(m.group(1), pc)
        return [], prev
    from .eventdelayed import split_event_delayed
    made = split_event_delayed(s)   # "Whenever a creature blocks this turn, …" (603.7b; kb.engine.eventdelayed)
    if made is not None:
        from .eventdelayed import until_end_of_turn   # "Until end of turn, whenever …": ends in the cleanup step (514.2)
        return [Instruction("delayed", None, opts={"when": made[0], "text": made[1], "this_turn": True,
                                                   "on_event": True, **({"ends_cleanup": True} if until_end_of_turn(s)
                                                                        else {})}, text=raw)], prev
    # delayed triggered abilities (603.7): "Destroy ~ at end of turn." / "At the beginning of the next end
    # step, sacrifice it." / "When ~ leaves the battlefield, ..." created by a resolving effect
    moments = (r"the beginning of the next end step|end of turn|the beginning of the end step|end of combat|"
               r"the beginning of the next turn's upkeep|the beginning of your next (?:upkeep|end step)")
    m = re.fullmatch(rf"(.+?) at ({moments})", s)
    then = None
    if m is None:
        from .delayedthen import split_then   # "exile it at end of combat, then return it …": one delayed ability
        then = split_then(s, moments)
        if then is not None:
            from .delayedthen import source_it
            first = source_it(then[0], prev, pc.ability)
            if re.search(r"\b(?:it|them|that \w+)\b", first):   # which object the delayed ability finds is not read
                raise ParseError(raw, "a delayed instruction, then another, on an object not the source (603.7c)",
                                 pc.card)
            m = re.fullmatch(rf"(.+?) at ({moments})", f"{first} at {then[1]}")
    if m and then is None and not low.startswith(("at ", "when", "whenever")):
        from .delayedthen import names_two_moments
        if names_two_moments(m.group(1), moments):
            raise ParseError(raw, "two moments for delayed triggered abilities in one sentence (603.7)", pc.card)
    if m and not low.startswith(("at ", "when", "whenever")):
        inner = m.group(1) if then is None else f"{m.group(1)}, {then[2]}"
        about = SELF_SUBJ if "~" in inner else prev
        from .antecedents import exiled_about
        exiled = exiled_about(inner, prev, tg)   # "… ~ becomes a copy of that creature …. Return the exiled card …":
        if exiled is not None:                   # the object exiled before, not ~ (603.7c)
            about = prev = exiled
        inner, tied = delayed_body(inner, prev if about is prev else None, done, tg, pc.card)   # "Sacrifice the creature"
        when = {"end of combat": "At end of combat", "the beginning of the next turn's upkeep": "At the beginning of the next turn's upkeep",
                "the beginning of your next upkeep": "At the beginning of your next upkeep",
                "the beginning of your next end step": "At the beginning of your next end step"}.get(
            m.group(2), "At the beginning of the next end step")
        return [Instruction("delayed", about, opts={"when": when, "text": inner[0].upper() + inner[1:] + ".",
                                                    **({"tied": tied} if tied else {})}, text=raw)], prev
    m = re.fullmatch(r"(At the beginning of the next (?:end step|upkeep)|At the beginning of your next (?:upkeep|end step)|"
                     r"At end of combat|"
                     r"When (that creature|it|~) "
                     r"(?:leaves the battlefield|becomes untapped|becomes tapped|dies(?: or is put into exile)?))"
                     r"( this turn)?, (.+)", s)
    if m:
        body = m.group(4)
        about = SELF_SUBJ if m.group(2) == "~" or (m.group(2) is None and "~" in body) else prev
        body, tied = delayed_body(body, prev if about is prev else None, done, tg, pc.card)   # "exile the token"
        when = m.group(1).replace(" that creature ", " ~ ").replace("When it ", "When ~ ")
        # 603.7b: "this turn" is a stated duration: it triggers each time in the turn, and ends with it
        return [Instruction("delayed", about, opts={"when": when, "text": body[0].upper() + body[1:] + ".",
                                                    "this_turn": bool(m.group(3)), **({"tied": tied} if tied else {})},
                            text=raw)], prev
    m = re.fullmatch(r"At the beginning of that turn's end step, (.+)", s)
    if m and done and done[-1].kind == "extra_turn":
        # "Take an extra turn after this one. At the beginning of that turn's end step, you lose the game.": a delayed
        # triggered ability (603.7) for the end step of the extra turn just created (500.7), no other
        body = m.group(1)
        return [Instruction("delayed", None, opts={"when": "At the beginning of the end step",
                                                   "text": body[0].upper() + body[1:] + ".", "that_turn": True},
                            text=raw)], prev
    # 603.7b: "When you next cast an instant or sorcery spell this turn, copy that spell." - once ("next"), and
    # only this turn (a stated limit, not a duration that lets it trigger again)
    # (also worded "When you cast your next instant or sorcery spell this turn, …")
    # "… spell with mana value 4 or less this turn" (Dual Strike): the spell's description, read by the trigger's reader
    from .delayedif import read_if_delayed
    said = read_if_delayed(s)
    if said is not None:   # "If you attacked this turn, when you next cast … this turn, copy that spell an additional
        # time.": the delayed ability created only if the condition holds as it resolves (608.2c, 603.7)
        cond = parse_condition_phrase(said[0], pc)
        made, nprev = _sentence(said[1] + ".", pc, tg, prev, done)
        if len(made) != 1 or made[0].kind != "delayed" or made[0].condition is not None:
            raise ParseError(raw, "a condition of what is not one delayed triggered ability", pc.card)
        made[0].condition = cond
        made[0].text = raw
        if "an additional time" in said[2]:
            made[0].opts["additional_time"] = True   # its words: one more copy (kb.engine.delayedif)
        return made, nprev
    m = re.fullmatch(r"When you (?:next cast (an? .+? spell(?: with mana value \d+ or (?:less|greater))?)|cast your next "
                     r"(.+? spell)) this turn, (.+)", s)
    if m:
        body, what = m.group(3), m.group(1) or ("an " if m.group(2)[0] in "aeiou" else "a ") + m.group(2)
        return [Instruction("delayed", None, opts={"when": f"When you cast {what}", "text": body[0].upper() + body[1:] + ".",
                                                   "this_turn": True, "next": True, "your": bool(m.group(2))},
                            text=raw)], prev
    # 701.42a: "exile them, then meld them into NAME" (~ and the other card of its meld pair)
    m = re.fullmatch(r"[Ee]xile (?:them|~ and (?:a|an|the) .+?),? then meld them into (.+)", s)
    if m:
        return [Instruction("meld", SELF_SUBJ, opts={"into": m.group(1).strip()}, text=raw)], prev
    from .paytimes import REFLEXIVE_PAID
    m = REFLEXIVE_PAID.fullmatch(s)
    if m and any(i.opts.get("any_times") for i in done):   # 603.12: on a payment made one or more times
        # (kb.engine.paytimes): "that many" in it is the number of times paid
        return [Instruction("reflexive", prev, opts={"text": m.group(1)[0].upper() + m.group(1)[1:] + ".",
                                                     "times_paid": True}, text=raw)], prev
    # reflexive triggered abilities (603.12): "When you do, ..."
    m = re.fullmatch(r"When (?:you|they|a player) do(?:es)?, (.+)", s)
    if m:
        # the ability it is part of is the context its pointers are read in ("… target creature that player controls":
        # the player of the trigger event, which the reflexive ability keeps, 603.12) — not after a sacrifice, whose
        # event the reflexive ability keeps instead (kb.engine.actions)
        context = pc.ability if pc.ability and not re.search(r"\bsacrific", pc.ability.split("When you do")[0]) else ""
        anchor = _copied_target(m.group(1), prev, done, pc) or prev   # "that creature": the target a token went on
        return [Instruction("reflexive", anchor, opts={"text": m.group(1)[0].upper() + m.group(1)[1:] + ".",
                                                     **({"ability": context} if context else {})}, text=raw)], prev
    from .lifefloorturn import life_floor_turn   # "Until end of turn, damage that would reduce your life total …" (614.1a)
    if (floor := life_floor_turn(s)) is not None:
        return [Instruction("shield", YOU, amount=Const(floor), opts={"shield": "life_floor", "floor": floor}, text=raw)], prev
    # a replacement effect a resolving spell creates for an object (614.1a): "If that creature would die
    # this turn, exile it instead."
    # The subject is an object named before ("that creature or planeswalker", "the creature an opponent controls": the
    # pointer reader's), or "a creature": any creature that would die while the effect lasts, not a set locked as it
    # resolves (a replacement effect changes no characteristics, 611.2c)
    m = re.fullmatch(r"If (that .+?|the .+?|it|target creature|~|(?:a|an) (?!.*\bthis way\b).+?) would "
                     r"(die|be put into (?:a|(your)) graveyard(?P<anywhere> from anywhere)?)( this turn)?, exile (?:it|that card) "
                     r"instead", s)
    if m and (m.group(3) or m.group("anywhere")) and not re.match(r"(?:a|an) ", m.group(1)):
        m = None   # "your graveyard", "from anywhere": read of a kind of card only (below)
    if m:
        kind = "die_exile" if m.group(2) == "die" else "graveyard_exile"
        if re.match(r"(?:a|an) ", m.group(1)):
            if not m.group(5):
                raise ParseError(s, "a replacement for a kind of object with no duration", pc.card)
            what = parse_selector(re.sub(r"^(?:a|an) ", "", m.group(1)), pc)
            # "If a card would be put into your graveyard from anywhere this turn, exile that card instead." (Yawgmoth's
            # Will): cards its controller owns only (a card goes to its owner's graveyard, 400.3); "from anywhere": any
            # zone it comes from, as "a card" already says (the words only)
            whose = {"players": "you"} if m.group(3) else {}
            anywhere = {"from_anywhere": True} if m.group("anywhere") else {}
            if s.endswith("exile that card instead"):
                anywhere["exile_that_card"] = True   # its word, for the accounting
            return [Instruction("shield", None, opts={"shield": kind, "what": what, "this_turn": True, **whose,
                                                      **anywhere}, text=raw)], prev
        named = the_target(m.group(1), tg.slots)   # "the creature an opponent controls": that target (kb.engine.thetarget)
        subj = Subject("target", slots=(named[0],), selector=named[1], text=m.group(1)) if named else \
            subject_of(m.group(1), pc, tg, prev)
        if subj.kind not in ("target", "prev", "self", "event", "paid"):   # "the creature an opponent controls" read
            raise ParseError(s, "not the object named before", pc.card)   # as every such creature: not a pointer
        return [Instruction("shield", subj, opts={"shield": kind, "this_turn": bool(m.group(5))}, text=raw)], prev
    # "If a creature dealt damage this way would die this turn, exile it instead." (614.1a): for the objects the damage
    # before it was dealt to
    m = re.fullmatch(r"If a (creature|permanent|creature or planeswalker) dealt damage this way would die this turn, "
                     r"exile it instead", s)
    if m and done and done[-1].kind == "damage":
        subj = Subject("damaged", selector=parse_selector(m.group(1), pc), text=f"a {m.group(1)} dealt damage this way")
        return [Instruction("shield", subj, opts={"shield": "die_exile", "this_turn": True}, text=raw)], prev
    # "A creature dealt damage this way can't be regenerated this turn." (701.19c): a rules effect for the turn on the
    # objects the damage before it was dealt to (611.2c), as "Target creature can't be regenerated this turn." is
    m = re.fullmatch(r"An? (creature|permanent) dealt damage this way can't be regenerated this turn", s)
    if m and done and done[-1].kind == "damage":
        subj = Subject("damaged", selector=parse_selector(m.group(1), pc), text=f"a {m.group(1)} dealt damage this way")
        return [Instruction("continuous", subj, (RulesOp(label=CANT_REGENERATE),), "end_of_turn", rules=True,
                            text=raw)], prev
    # the controller's own abilities for a time (702.11c, 702.16j; kb.engine.playerprotection): "Until your next turn,
    # your life total can't change and you gain protection from everything."
    from .playerprotection import read_player_rules
    own = read_player_rules(s, pc, parse_selector)
    if own is not None:
        return [Instruction("continuous", None, own[1], own[0], rules=True, text=raw)], prev
    from .turnpermission import read_linked_turn_cast, read_turn_permission   # "Until end of turn, you may play lands
    made = read_turn_permission(s, raw)   # and cast spells from your graveyard." (601.3, 611.2a); "… cast a creature
    if made is None:                      # spell from among cards exiled with ~ …" (607.2a)
        made = read_linked_turn_cast(s, raw, lambda words: parse_selector(words, pc, default_zone=frozenset(("stack",))))
    if made is None:   # "Until end of turn, you may cast spells from your hand without paying …" (kb.engine.freecast)
        from .freecast import read_free_cast_turn
        from .parser import free_cast_permission
        made = read_free_cast_turn(s, raw, free_cast_permission)
    if made is not None:
        return made, prev
    from .counteredby import read_countered_by   # "Spells you control can't be countered by blue spells this turn."
    by = read_countered_by(s, lambda words: parse_selector(words, pc), lambda phrase: parse_selector(phrase, pc))
    if by is not None:   # a rules effect for the turn (101.2, 611.2a, 611.2c; kb.engine.counteredby)
        from .effects import RulesOp as _Rules
        return [Instruction("continuous", Subject("selector", selector=by[0], text=by[0].describe),
                            (_Rules(label=by[1]),), "end_of_turn", rules=True, text=raw)], prev
    from .uncounterableturn import read_uncounterable_turn   # "Creature spells you cast this turn can't be countered."
    unc = read_uncounterable_turn(s, lambda words: parse_selector(words, pc))
    if unc is not None:   # a rules effect (611.2c: not locked to the spells on the stack now), until cleanup (514.2) or 611.2a
        from .effects import RulesOp as _Rules
        return [Instruction("continuous", Subject("selector", selector=unc[0], text=unc[0].describe),
                            (_Rules(label=unc[1]),), unc[2], rules=True, text=raw)], prev
    from .costchangeturn import read_cost_change_for_a_time   # "Spells … cost {2} more to cast until your next turn"
    from .parser import _static_sentence
    timed = read_cost_change_for_a_time(s, lambda body: _static_sentence(body, pc))
    if timed is not None:   # a rules effect on the spells cast while it lasts (601.2f, 611.2a, 611.2c)
        return [Instruction("continuous", Subject("selector", selector=timed[0], text=str(timed[0])), timed[1],
                            timed[2], rules=True, text=raw)], prev
    if (flash := read_flash_for_a_time(s, raw) or read_next_flash(s, raw)) is not None:   # "You may cast … this turn
        return [flash], prev   # as though they had flash", "The next creature spell you cast this turn can be …" (702.8a)
    # what players can't do for the rest of the turn (101.2, 601.3, 602.5): "Your opponents can't cast spells
    # this turn." (kb.engine.restrictions; a rules effect, 613.11, until the cleanup step, 514.2)
    # "Until your next turn, your opponents can't cast spells with the chosen name." (611.2a: until that turn begins)
    m = re.fullmatch(r"(.+?) this turn|Until end of turn, (.+)|Until your next turn, (.+)|(.+?) until your next turn", s)
    if m:
        from .restrictions import RestrictionOp, read_restriction
        lasts = "until_your_next_turn" if m.group(3) or m.group(4) else "end_of_turn"
        body = re.sub(r" this turn\b", "", m.group(1) or m.group(2) or m.group(3) or m.group(4))   # "You can't lose the game this turn and ..."
        if lasts != "end_of_turn" and re.search(r"\bthis turn\b", m.group(3) or m.group(4)):
            body = ""   # two durations in one sentence: not read
        mt = re.fullmatch(r"(target player|target opponent|its controller) (can't .+|can .+ only .+)", body, re.I)
        if mt:   # "Target player can't cast spells this turn.": the player chosen (bound as it resolves); "Counter target
            # spell. Its controller can't …": the controller of what was named before, as it last existed (608.2h)
            found = read_restriction("You " + mt.group(2), pc, parse_selector=parse_selector, text=strip_period(s))
            if found:
                subj = subject_of(mt.group(1).lower(), pc, tg, prev)
                return [Instruction("continuous", subj, tuple(RestrictionOp(label=r.text, restriction=replace(
                    r, players="subject")) for r in found), lasts, rules=True, text=raw)], subj
        found = read_restriction(body[0].upper() + body[1:], pc, parse_selector=parse_selector,
                                 text=strip_period(s)) if body else None
        if found:
            return [Instruction("continuous", None, tuple(RestrictionOp(label=r.text, restriction=r) for r in found),
                                lasts, rules=True, text=raw)], prev
    # "It doesn't untap during its controller's next untap step." (502.3): a rules effect on that permanent lasting
    # until its controller's next untap step is over (611.2a)
    ins = _no_next_untap(s, pc, tg, prev, raw)
    if ins is not None:
        return [ins], ins.subject
    from .nextuntapgroup import read_group_no_untap   # "… target opponent controls don't untap during that player's …"
    ins = read_group_no_untap(s, pc, tg, prev, raw, parse_selector, subject_of)
    if ins is not None:
        return [ins], prev
    from .keeptherest import read_keep_the_rest, read_you_choose_instead
    from .playercontrol import read_extra_turn_after
    if read_you_choose_instead(s, raw, done) or read_extra_turn_after(s, done):   # "… instead."; "After that turn, …"
        return [], prev
    ins = read_keep_the_rest(s, raw, lambda p: subject_of(p, pc, tg, prev), lambda p: _subject_or_none(p, pc, tg, prev))
    if ins is not None:
        return [ins], prev
    from .duringnextturn import read_during_next_turn   # "During target player's next turn, each creature … attacks if able"
    ins = read_during_next_turn(s, pc, tg, prev, raw, parse_selector, subject_of)
    if ins is not None:
        return [ins], prev
    # "Lands you control don't untap during your next untap step." (502.3): a rules effect on whatever matches when
    # the untap step comes (611.2c: not locked), lasting until that untap step of its controller is over (611.2a)
    m = re.fullmatch(r"(.+?) (?:doesn't|don't) untap during your next untap step", s)
    if m and " you control" in m.group(1):
        subj = subject_of(m.group(1), pc, tg, prev)
        if subj.kind == "selector":
            from .effects import RulesOp as _Rules
            return [Instruction("continuous", subj, (_Rules(label="doesn't untap during your untap step"),),
                                "next_untap", rules=True, text=raw)], prev
    # rules for the rest of the turn (101.2, 615.12, 119.7): "Damage can't be prevented this turn."
    m = re.fullmatch(r"(Players|Your opponents|You) can't gain life this turn", s)
    if m:
        return [Instruction("rule_turn", None, opts={"rule": "no_life_gain", "who": m.group(1).lower()}, text=raw)], prev
    if re.fullmatch(r"Damage can't be prevented this turn", s):
        return [Instruction("rule_turn", None, opts={"rule": "no_prevention", "who": "players"}, text=raw)], prev
    m = re.fullmatch(r"(?:[Yy]ou may )?[Pp]lay (an|two|three|up to (?:two|three|four)) additional lands? this turn", s)
    if m:   # 305.2: more land plays for the rest of the turn (611.2a), the player's own count (kb.engine.stack)
        return [Instruction("rule_turn", None, opts={"rule": "land_plays", "who": "you",
                                                     "n": amount_of(m.group(1).split()[-1]) or 1}, text=raw)], prev
    # "Otherwise, put that card into your hand." after "If it's a land card, put it onto the battlefield." (608.2c): the
    # body, when the condition of the sentence before was not met as that sentence was followed (kb.engine.actions)
    m = re.fullmatch(r"Otherwise, (.+)", s)
    if m and done and done[-1].condition is not None and done[-1].text != raw:
        cond = Condition("otherwise", inner=done[-1].condition, text="otherwise")
        made, nprev = _sentence(m.group(1)[0].upper() + m.group(1)[1:] + ".", pc, tg, prev, done)
        for ins in made:
            ins.condition = cond if ins.condition is None else Condition("and", value=(cond, ins.condition))
        return made, nprev
    from .leaveexile import read_leave_exile   # "If it would leave the battlefield, exile it instead of …" (614.1a)
    made = read_leave_exile(s, raw, lambda words: subject_of(words, pc, tg, prev))
    if made is not None:
        return made, prev
    # "If this spell was kicked, it deals 4 damage instead." / "If X, Y."
    m = _IfSplit(split_if(s))
    if m and not re.match(r"^(?:a|an|any|the) .* would\b", m.group(1)):
        from .chooseopponent import that_player_condition   # "If that player has more cards in hand than you"
        from .fewerthan import read_fewer_than_you   # "If they control fewer lands than you" after a target player
        cond = that_player_condition(m.group(1), prev) or \
            read_fewer_than_you(m.group(1), prev, lambda w: parse_selector(w, pc)) or \
            _about(parse_condition_phrase(m.group(1), pc), _copied_target(m.group(1), prev, done, pc) or prev,
                   pc.ability)
        body = name_those_counters(cond, m.group(2))   # "…, remove those counters and …" (kb.engine.countercheck)
        if cond.kind == "kicked" and re.match(r"(?:it|~) was kicked\b", m.group(1)) and body.startswith("it "):
            # "If it was kicked, it deals 2 damage to each creature and each player instead." / "If this spell was
            # kicked, it deals 3 damage to another target.": "it" is the object kicked (702.33d) — not the last thing
            # named before (which may be "each creature", or the first target: Magma Burst, Jilt)
            body = "~ " + body[len("it "):]
        if body.startswith("instead "):   # "If …, instead only you draw a card.": the same as "…, … instead" (608.2c)
            body = body[len("instead "):] + " instead"
        also = body.startswith("also ") and "instead" not in body.split()
        if also:   # "If …, also regenerate each other creature you control.": in addition to what came before (608.2c)
            body = body[len("also "):]
        if _damage_instead(cond, body, pc, tg, prev, done):
            return [], prev
        mj = re.fullmatch(r"(.+?),? and (if .+? would .+)", body)
        if mj and "instead" not in mj.group(1).split():
            # "If it's a creature, it can't be regenerated this turn, and if it would die this turn, exile it instead.":
            # one condition over two clauses, the second a replacement sentence of its own (608.2c)
            if cond.kind == "kicked":
                tg.requires = "kicked"
            made: list = []
            for part in (mj.group(1), mj.group(2)[0].upper() + mj.group(2)[1:]):
                made += _sentence(part + ".", pc, tg, prev, done + made)[0]
            tg.requires = None
            for ins in made:
                ins.condition = cond if ins.condition is None else Condition("and", value=(cond, ins.condition))
            return made, prev
        if "instead" in body.split():
            from .insteadofone import instead_of_one   # "…, search … for two basic land cards instead of one" (608.2c)
            if instead_of_one(cond, body, done):
                return [], prev
            if _instead(cond, body, pc, tg, prev, done):
                return [], prev
            made = _replacing_sentence(cond, body, pc, tg, prev, done)   # "…, instead draw two cards" (608.2c)
            if made is not None:
                return made, prev
            raise ParseError(raw, "a conditional replacement the engine does not model", pc.card)
        if cond.kind == "kicked":
            tg.requires = "kicked"
        made, nprev = _sentence(body + ".", pc, tg, prev, done)
        tg.requires = None
        for ins in made:
            ins.condition = cond if ins.condition is None else Condition("and", value=(cond, ins.condition))
            if also:
                ins.opts["also"] = True
        return made, nprev
    from .conditionpair import split_condition_pair, split_shared_target_pair
    shared = split_shared_target_pair(s)
    if shared is not None:   # "Target player can't … if C1 and can't … if C2": one target, two instructions (608.2c)
        slots, words = len(tg.slots), tg.words
        mid = words_mid = -1
        try:
            first = _sentence(shared[0] + ".", pc, tg, prev, done)[0]
            mid, words_mid = len(tg.slots), tg.words
            second = _sentence(shared[1] + ".", pc, tg, prev, done + first)[0]
        except ParseError:
            first = second = []
        if len(first) == 1 and len(second) == 1 and first[0].subject is not None and \
                first[0].subject.kind == "target" and len(tg.slots) == mid + 1 and mid == slots + 1:
            del tg.slots[mid:]   # the second clause's subject is the first's target, not a target of its own
            tg.words = words_mid
            second[0].subject = first[0].subject
            return first + second, prev
        del tg.slots[slots:]
        tg.words = words
    from .turnrulespair import split_turn_rules   # "A can't … this turn, and b can't … this turn." (611.2a, 608.2c)
    both = split_turn_rules(s)
    if both is not None:
        first = _sentence(both[0] + ".", pc, tg, prev, done)[0]
        second = _sentence(both[1] + ".", pc, tg, prev, done + first)[0]
        for ins in first + second:
            ins.text = raw
        return first + second, prev
    pair = split_condition_pair(s)
    if pair is not None:   # "A if C1, and B if C2.": two instructions, each its own condition (608.2c)
        first = _sentence(pair[0] + ".", pc, tg, prev, done)[0]
        return first + _sentence(pair[1] + ".", pc, tg, prev, done + first)[0], prev
    # "You gain X life if {G} was spent to cast this spell and X life if {W} was spent to cast it."
    m = re.fullmatch(r"(.+?) if (.+?) and (\w+ (?:life|damage .+?)) if (.+)", s)
    if m:
        first, second = _sentence(m.group(1) + ".", pc, tg, prev, done)[0], None
        verb = re.match(r"^(.*?\b(?:gains?|loses?|deals?))\s", m.group(1))
        if first and verb:
            second = _sentence(f"{verb.group(1)} {m.group(3)}.", pc, tg, prev, done)[0]
        if first and second:
            for ins in first:
                ins.condition = parse_condition_phrase(m.group(2), pc)
            for ins in second:
                ins.condition = parse_condition_phrase(m.group(4), pc)
            return first + second, prev
    m = re.fullmatch(r"(.+?) instead if (.+)", s)
    if m and not re.search(r"\bwould\b", m.group(2)) and done:
        try:   # "Draw two cards instead if you control an artifact.": the same as "If …, … instead." (608.2c)
            cond = _about(parse_condition_phrase(m.group(2), pc), prev, pc.ability)
        except ParseError:
            cond = None
        if cond is not None and (_damage_instead(cond, m.group(1) + " instead", pc, tg, prev, done) or
                                 _instead(cond, m.group(1) + " instead", pc, tg, prev, done)):
            return [], prev
    m = re.fullmatch(r"(.+?) if (.+)", s)
    # "… a copy of target permanent, except it enters with two additional +1/+1 counters on it if it's a creature": the
    # "if" is the copy exception's own (707.9b, kb.engine.copies.parse_exceptions), not a condition of the instruction
    if m and re.search(r"\bcopy of\b.*,? except\b", m.group(1)) and re.fullmatch(r"it's an? \w+", m.group(2)):
        m = None
    if m and not re.search(r"\bwould\b", m.group(2)) and not m.group(1).lower().startswith(("counter target", "prevent")):
        try:
            cond = parse_condition_phrase(m.group(2), pc)
        except ParseError:
            cond = None
        if cond is not None:
            made, nprev = _sentence(m.group(1) + ".", pc, tg, prev, done)
            if cond.kind == "is" and cond.subject is None and len(made) == 1 and made[0].subject is not None and \
                    re.match(r"its?\b", cond.text):
                # "Destroy target creature if it has mana value 2 or less": "it" is what this instruction acts on
                # ("if its mana value is …" too: its own characteristic, 608.2c)
                cond = replace(cond, subject=made[0].subject)
            elif cond.kind == "is" and cond.subject is None and len(made) == 1 and \
                    (thats := _that_noun_is_target(cond.text, made[0].subject, pc)) is not None:
                # "you may return target creature to its owner's hand if that creature's power is …": "that
                # creature" is the target creature this instruction acts on (608.2c), not the
                # creature of the trigger event, when the trigger names no other creature
                cond = replace(cond, subject=thats)
            elif cond.kind in ("and", "or") and len(made) == 1 and made[0].subject is not None:
                # "Destroy target nonland permanent if it's a creature or if {G}{W} was spent to cast ~": the side
                # that says "it" is about what this instruction acts on, the other side as it was read (608.2c)
                cond = replace(cond, value=tuple(
                    replace(c, subject=made[0].subject) if c.kind == "is" and c.subject is None and
                    re.match(r"its?\b", c.text) else c for c in cond.value))
            for ins in made:
                ins.condition = cond
            return made, nprev
    # "The next time one or more creatures or planeswalkers enter the battlefield this turn, they enter as
    # copies of the chosen creature." : a replacement effect used up by the next such event (614.1c, 614.5)
    m = re.fullmatch(r"The next time one or more (.+?) enters? the battlefield( this turn)?, they enter as copies of "
                     r"(that creature|the chosen creature|target creature|it|~)", s)
    if m:
        subj = subject_of("that creature" if m.group(3) == "the chosen creature" else m.group(3), pc, tg, prev)
        # "creatures or planeswalkers": any permanent that is one of them (the set named by "and")
        what = parse_selector(re.sub(r"\s+(?:and/)?or\s+", " and ", m.group(1)), pc)
        return [Instruction("shield", subj, opts={"shield": "enter_copy", "what": what,
                                                  "this_turn": bool(m.group(2))}, text=raw)], prev
    # "X can't be 0.": a rule for the value of X announced as it is cast or activated (107.3a, 601.2b); it does
    # nothing as it resolves
    if re.fullmatch(r"X can't be 0", s):
        return [Instruction("x_rule", None, opts={"x_not_zero": True}, text=raw)], prev
    # "Choose a creature type." / "Choose a color.": chosen as it resolves (608.2d), given as choose: {creature_type: T}
    # / {color: C}; "of the chosen type" / "of that type" later read it
    # "Choose a card name." / "Choose a nonland card name." / "... other than a basic land card name.": any name of
    # a card (201.4) of that quality (201.4a), given as choose: {card_name: NAME}; "with that name" later reads it
    m = re.fullmatch(r"([Cc]hoose an? (?:creature type|color)), then (.+)", s)
    if m:   # "choose a color, then return all creatures of that color …": the choice, then the rest (608.2c)
        first, p1 = _sentence(m.group(1) + ".", pc, tg, prev, done)
        rest, p2 = _sentence(m.group(2)[0].upper() + m.group(2)[1:] + ".", pc, tg, p1, done + first)
        return first + rest, p2
    m = re.fullmatch(r"[Cc]hoose an? (creature type|color|((?:non)?(?:land|artifact|creature|enchantment|instant|sorcery|"
                     r"planeswalker) )?card name)"
                     r"(?: other than (a basic land card name|[A-Z][a-z]+))?", s)
    if m:
        key = "card_name" if m.group(1).endswith("card name") else m.group(1).replace(" ", "_")
        opts = {"key": key}
        if m.group(2):
            opts["quality"] = m.group(2).strip()
        if m.group(3):
            opts["other_than"] = m.group(3)
        pc.chosen_now.add(key)
        return [Instruction("choose_kind", None, opts=opts, text=raw)], prev
    # "Choose a number." : a number chosen as it resolves (608.2d), given as choose: {number: N}; "that number"
    # / "the number" / "the chosen number" later refer to it
    if re.fullmatch(r"[Cc]hoose a number", s):
        return [Instruction("choose_number", None, opts={"key": "number"}, text=raw)], prev
    # "Target opponent reveals a number of cards from their hand equal to …. You choose one of those cards."
    # (701.20a, 608.2d; kb.engine.revealfromhand): some cards of a hand revealed, one of them chosen
    rv = read_reveal_from_hand(s)
    if rv is not None:
        amt = None
        if rv[1] == "that many":   # "pay any amount of life. Target opponent reveals that many cards …" (608.2h)
            amt = Subject_amount()
        elif rv[1] is not None:
            n = amount_of(rv[1])
            amt = Const(n) if n is not None else None
        else:
            try:
                amt = not_below_zero(_value(rv[2], pc, tg, prev))
            except ParseError:
                amt = None
        if amt is not None:
            who = subject_of(rv[0].lower(), pc, tg, prev)
            return [Instruction("reveal_from_hand", who, amount=amt, text=raw,
                                opts={"number_of": True} if rv[2] is not None else {})], who
    at_random = read_reveal_at_random(s)
    if at_random is not None:
        # "Target player reveals a card at random from their hand." (kb.engine.revealfromhand): one card revealed,
        # selected at random (stated, never guessed); "that card" after it is that card
        who = subject_of(at_random.lower(), pc, tg, prev)
        sel = parse_selector("card", pc, default_zone=frozenset(("hand",)))
        subj = Subject("picked", selector=sel, cost="card", of=who, text=REVEALED)
        return [Instruction("reveal_from_hand", who, amount=Const(1), text=raw, opts={"random": True}),
                Instruction("choose", subj, opts={"from_hand": True, "one_of": True}, text=raw)], subj
    chose = reads_choose_revealed(s)
    if chose and prev is not None and done and done[-1].kind == "reveal_from_hand":
        sel = parse_selector("card", pc, default_zone=frozenset(("hand",)))
        subj = Subject("picked", selector=sel, cost="card", of=prev, text=REVEALED)
        first = [Instruction("choose", subj, opts={"from_hand": True, "one_of": True}, text=raw)]
        if chose == "exile":   # "You choose one of them and exile it": the choice, then the exile (608.2c, 406.1)
            second, _p = _sentence("Exile that card.", pc, tg, subj, done + first)
            for ins in second:
                ins.text = raw
            return first + second, subj
        return first, subj
    if reads_pay_any_life(s):   # "Pay any amount of life." (119.4, 608.2d; kb.engine.payanylife)
        return [Instruction("pay_life_any", YOU, text=raw)], prev
    # "You choose a nonland card from it." (after "Target player reveals their hand"): a card of that player's hand
    # chosen as it resolves (608.2d), given as choose: {card: NAME}; "that card" then is it ("That player discards
    # that card.", 701.9a)
    m = re.fullmatch(r"(?:[Yy]ou )?[Cc]hoose (?:a|an) ((?:.+? )?card(?: (?:with|of) .+?)?) from (?:it|their hand|"
                     r"that player's hand)( with .+)?", s)
    if m and m.group(2) and re.search(r" and exile that card$", m.group(2)):
        m = None   # "… from it with mana value 3 or greater and exile that card": the choice and the exile (below)
    if m and prev is not None and prev.kind in ("target", "players", "event", "prev") and done and done[-1].kind == "reveal" \
            and done[-1].opts.get("what") == "hand":
        # "You choose a nonland card from it with mana value 3 or less." (the quality after "from it")
        sel = parse_selector(m.group(1) + (m.group(2) or ""), pc, default_zone=frozenset(("hand",)))
        subj = Subject("picked", selector=sel, cost="card", of=prev, text=m.group(1) + (m.group(2) or ""))
        return [Instruction("choose", subj, opts={"from_hand": True}, text=raw)], subj
    m = re.fullmatch(r"((?:[Yy]ou )?[Cc]hoose (?:a|an) .+? from (?:it|their hand|that player's hand)(?: with [^,.]+?)?) and "
                     r"(exile that card)", s)
    if m and done and done[-1].kind == "reveal" and done[-1].opts.get("what") == "hand":
        # "You choose a nonland card from it and exile that card." (Thought-Knot Seer): the choice, then the exile of the
        # card chosen (608.2c-d, 406.1), as the two sentences
        first, chosen = _sentence(m.group(1) + ".", pc, tg, prev, done)
        second, nprev = _sentence("Exile that card.", pc, tg, chosen, done + first)
        for ins in first + second:
            ins.text = raw
        return first + second, nprev
    from .andaftercombat import split_after_phase   # "Untap all creatures you control, and after this phase, …" (500.8)
    pair = split_after_phase(s)
    if pair is not None:
        first, fprev = _sentence(pair[0], pc, tg, prev, done)
        second, _p = _sentence(pair[1], pc, tg, fprev, done + first)
        for ins in first + second:
            ins.text = raw
        return first + second, fprev
    m = re.fullmatch(r"(?:That player|They) discards? that card, then (discards? .+)", s)
    if m and prev is not None and prev.kind == "picked" and prev.of is not None:
        # "That player discards that card, then discards a card at random.": the two, in order, by that player
        first, _p = _sentence("That player discards that card.", pc, tg, prev, done)
        second, _p = _sentence(f"That player {m.group(1)}.", pc, tg, prev.of, done + first)
        for ins in first + second:
            ins.text = raw
        return first + second, prev
    m = re.fullmatch(r"(.+?) (gets? [+-]\w+/[+-]\w+ until end of turn) and (can't be blocked this turn|must be blocked this "
                     r"turn if able|can block an additional creature this turn|can block any number of creatures this turn)",
                     s.rstrip("."))
    if m:   # "Target creature gets +1/+0 until end of turn and can't be blocked this turn.": the two, for the same object
        # or objects (one target, 115.1), each with its own duration (611.2a)
        first, subj = _sentence(f"{m.group(1)} {m.group(2)}.", pc, tg, prev, done)
        second, _p = _sentence(f"{'They' if m.group(2).startswith('get ') else 'It'} {m.group(3)}.", pc, tg, subj,
                               done + first)
        for ins in first + second:
            ins.text = raw
        return first + second, subj
    from .chooseopponent import read_choose_opponent   # "Choose an opponent [at random]." (608.2d)
    made = read_choose_opponent(s, raw)
    if made is not None:
        return made
    # "Choose a nonlegendary creature on the battlefield." : an object chosen as it resolves (608.2d), not
    # modes (700.2); "that creature" then refers to it
    m = re.fullmatch(r"(?:[Tt]hen )?([Yy]ou may c|[Cc])hoose (?:a|an) (.+)", s)
    if m and not re.fullmatch(r"(?:color|colour|creature type|basic land type|card type|card name|number|opponent|"
                              r"player|mode)", m.group(2)) and (not m.group(1).startswith(("Y", "y")) or
                                                                 re.fullmatch(r"token you control", m.group(2))):
        # "Then you may choose a token you control. If you do, …" (Brudiclad): the choice whether to choose one, then
        # which (608.2d: stated may: and choose:); "if you do" is whether one was chosen
        phrase = m.group(2)
        sel = parse_selector(phrase, pc)
        key = re.sub(r"\s+(?:on the battlefield|you control|an opponent controls|in (?:a|your) graveyard)$", "", phrase).split()[-1]
        subj = Subject("picked", selector=sel, cost=key.lower(), text=phrase)
        return [Instruction("choose", subj, text=raw, optional=m.group(1).startswith(("Y", "y")))], subj
    optional = chose = False
    mm = re.match(r"^[Yy]ou may (.+)$", s)
    if mm and not re.match(r"(?i)choose new targets", mm.group(1)):
        optional = True
        chose = re.match(r"choose to have ", mm.group(1)) is not None   # "you may choose to have …" (provoke, 702.39a)
        s = mm.group(1)[len("choose to "):] if chose else mm.group(1)
        s = s[0].upper() + s[1:]
    any_may = any_opponent_may(s)
    if any_may is not None:   # "any opponent may sacrifice a creature of their choice" (kb.engine.eachmay)
        s = any_may
    mm = re.match(rf"^({_SEARCHER}|[Dd]efending player|[Tt]hat creature's controller) may (search|draw|discard|gain|"
                  rf"sacrifice|exile|create) (.+)$", s)
    if mm and mm.group(2) == "exile" and not re.match(r"(?:a|an|one) .+ from their graveyard$", mm.group(3)):
        mm = None   # "that player may exile a card from their graveyard" only
    if mm and mm.group(2) == "create" and not re.match(r"[Tt]hat player$|[Ee]ach opponent$", mm.group(1)):
        mm = None   # "that player / each opponent may create a … token" (111.2: under that player's control) only
    counter_by = None
    mc = re.fullmatch(r"([Tt]hat player) may (put (?:a|an|one) (?:[+-]\d+/[+-]\d+|[a-z]+) counter on ~)", s) if not mm else None
    if mc:   # "that player may put a time counter on ~": that player's choice (608.2d), the counter put on ~ (122.1)
        optional, counter_by, s = True, subject_of(mc.group(1).lower(), pc, tg, prev), "P" + mc.group(2)[1:]
    each_may = bool(mm and mm.group(1).lower().startswith("each "))
    if each_may and mm.group(2) == "search" and not search_series_follows(mm.group(3)):
        # "each player may search their library …" followed by anything but putting the cards found somewhere and
        # shuffling (kb.engine.eachmay.search_series_follows): not read
        mm, each_may = None, False
    if mm:   # "Its controller may search their library for …" (after exiling a creature), "defending player may draw a
        # card", "that creature's controller may draw a card" (Fecundity), "that player may gain 2 life": that player's
        # choice (608.2d), stated like any "may" (choose: {may: …})
        optional, s = True, f"{mm.group(1)} {mm.group(2)}{'es' if mm.group(2).endswith('h') else 's'} {mm.group(3)}"
        s = s.replace("sacrificees ", "sacrifices ", 1)
    had, hd = False, (have_does(s) if optional else None)
    from .othermayhave import read_other_have
    other_have = read_other_have(s) if not (mm or mc or optional) else None
    if other_have:   # "Target opponent may have ~ deal 4 damage to them": that player's choice (608.2d)
        counter_by = subject_of(other_have[0], pc, tg, prev)
        optional, had, s, prev = True, True, other_have[1], counter_by
    if hd:   # "you may have ~ deal 1 damage to any target", "you may have target creature get -2/-2 …": what the subject
        s, had = hd   # does, if the ability's controller chooses it (608.2d; kb.engine.havedo)
    changed = change_base(s)   # "change the base power and toughness of A to ~'s power and toughness" (kb.engine.changebase)
    s = changed or s
    duration, s = _duration(s)
    s = s[0].upper() + s[1:] if s else s
    out: list[Instruction] = []
    pieces = []
    parts = re.split(r",\s+then\s+|\.\s+then\s+|\s+then\s+(?=[a-z])", s)
    searcher = re.match(rf"(?:[Tt]hen )?({_SEARCHER}) searches their library for ", s)
    # "Then search your library for …, put them onto the battlefield tapped, then shuffle." (608.2c: "then" orders)
    if re.match(r"(?:[Tt]hen )?[Ss]earch your library for ", s) or searcher:
        # "Search ... for a card, reveal it, put it into your hand, then ..."; "Target player searches their library for
        # …, puts it onto the battlefield tapped, then shuffles": the searcher does each (608.2c)
        # (", and put one onto the battlefield tapped and the other into your hand": the older series' "and")
        parts = [q for part in parts for q in re.split(r",\s+(?:and\s+)?(?=(?:reveals?|puts?|exiles?)\b)|\s+and\s+(?=(?:reveals?|puts?|exiles?) "
                                                      r"(?:it|them|that card|those cards)\b)", part)]
        if searcher:
            parts = parts[:1] + [re.sub(r"^(reveal|put|shuffle)s\b", r"\1", q) for q in parts[1:]]
    parts = [q for part in parts for q in _series(part) for q in split_and_attach(q)]   # kb.engine.andattach
    who = re.match(r"(each player|each opponent|target player|target opponent|that player) (?:exiles|sacrifices|puts|"
                   r"draws|discards|mills|loses|gains|gets|returns|shuffles)\b", parts[0], re.I)
    for j in range(1, len(parts)):
        if who and re.match(r"(?:exiles|sacrifices|puts|draws|discards|mills|loses|gains|gets|returns|shuffles)\b", parts[j]):
            # "Each player exiles ..., then sacrifices ...": the same players do each (608.2c)
            # ("Each opponent returns a … they control to …, then discards": "that player", the one who picked)
            picked = re.match(r"\w+ \w+ returns .+ they control\b", parts[0])
            parts[j] = ("that player " if who.group(1).lower().startswith("target") or picked else who.group(1) + " ") + \
                parts[j]
    both = re.match(r"(you and (?:that player|that opponent|defending player|target player|target opponent) each) ", parts[0],
                    re.I)
    for j in range(1, len(parts)):
        if both and re.match(r"(?:exile|sacrifice|put|draw|discard|mill|lose|gain|get|return|shuffle)\b", parts[j]):
            # "You and that player each draw a card, then discard a card": both players do each (608.2c); with a
            # target, the words would name it again (a second target): not read
            if "target" in both.group(1).lower():
                raise ParseError(raw, "a later verb of \u201cyou and target player each\u201d is not read", pc.card)
            parts[j] = both.group(1) + " " + parts[j]
    for part in parts:
        if re.search(r"\bbecomes? a copy of\b.+\bexcept\b", part):
            pieces.append(part)   # "... except it doesn't copy that creature's color and it has this ability" (707.9)
            continue
        # an "and" inside double quotes is the quoted ability's (an emblem's, a token's: 114.2, 111.4), never a
        # second instruction of this sentence
        split = re.split(r"\s+and\s+(?=(?:[^\"]*\"[^\"]*\")*[^\"]*$)(?=(?:untap|tap|gain control of|it gains|it gets|it loses|it has|(?:it|that creature) doesn.t untap|it becomes\b|you gain|(?:you )?get \{E\}|"
                         r"you lose|draw|you draw|create|put|exile|destroy|sacrifice|return|your life total|deals \w+ damage to\b|"
                         r"can attack this turn as though\b|(?<=until end of turn and )can't be blocked\b|"
                         # "~ has base power and toughness 4/2 until end of turn and gains first strike until end of
                         # turn" (the sentence's last "until end of turn" already read as its duration)
                         r"(?<=until end of turn and )gains? [^.,]+?(?=\.?$)|"
                         # "tap ~ and it deals 2 damage to you", "sacrifice ~ and it deals 3 damage to …": "it" is ~ (608.2h)
                         r"(?<=~ and )it deals (?:\w+ )?damage\b|"
                         # "sacrifice a land and discard your hand", "sacrifice ~ and take an extra turn after this one"
                         r"discard your hand(?=,|\.?$)|take an extra turn after this one\b|"
                         # "sacrifice a land and ~ deals 1 damage to you": the source named again (608.2h)
                         r"~ deals (?:\w+ )?damage\b|"
                         # "you lose 1 life and ~ endures 1": the permanent's keyword action (701.63a), read below
                         r"(?:~|it) (?:endures \w+|connives)(?=,|\.?$)|"
                         r"(?<=until end of turn and )attacks this (?:turn|combat) if able\b|"
                         # "return that card to the battlefield and attach ~ to it": the permanent it became (400.7)
                         r"(?<=battlefield and )attach ~ to it(?=,|\.?$)|"
                         # "… attacks or blocks this combat if able and up to one target creature can't attack or block
                         # this combat": a second target with a restriction of its own (608.2c, 601.2c: targets in order)
                         r"(?<=if able and )(?:up to one )?target creature can't\b|"
                         r"remove (?:it|them|~|that creature) from combat\b|"
                         r"remove (?:\w+ )?[\w+/-]+ counters? from ~(?=,|\.?$)|"   # "draw an additional card and remove two hour counters from ~"
                         # "remove those counters and transform it" (kb.engine.countercheck): "it" as the part before named
                         r"transform (?:it|~)(?=,|\.?$)|"
                         r"each opponent loses|(?:loses?|gains?|draws?|discards?|mills?) (?:\w+ )?(?:life|cards?|a card)\b|"
                         # "that player discards a card and you untap all lands you control", "you create a … token and
                         # that player mills ten cards": a clause with a player subject of its own (608.2c)
                         rf"{_PLAYER_CLAUSE}|"
                         r"discards? all\b|(?:you )?(?:scry|surveil) \w+(?=,|\.?$)|(?:you )?(?:investigate|proliferate)(?=,|\.?$)|"
                         # "Create a Treasure token and venture into the dungeon." (701.49a, kb.engine.dungeon)
                         r"venture into the dungeon(?=\.?$)|"
                         rf"{_OTHER_SUBJECT_PT}))",
                         part)
        for j in range(1, len(split)):
            if re.match(_PLAYER_CLAUSE, split[j]) and not re.match(r"(?:you (?:gain|lose|draw)|each opponent loses)\b",
                                                                   split[j]) and _ANAPHOR.search(split[j]):
                # "… to any target and you create a number of Treasure tokens equal to that creature's power": what
                # its pointer names (the target before it, or the ability's own object) is not read
                raise ParseError(raw, "a clause with a subject of its own pointing back with "
                                 f"\u201c{_ANAPHOR.search(split[j]).group(0)}\u201d", pc.card)
            # "Target player draws two cards and loses 2 life": the second verb has the first one's subject
            # (the same player: one target, 115.1)
            bare = re.match(r"(?:loses?|gains?|draws?|discards?|mills?)\b", split[j])
            subject = re.match(r"^(.+?)\s+(?:draws?|loses?|gains?|discards?|mills?|reveals?|sacrifices?)\b", split[j - 1])
            if bare and subject:
                verb = re.sub(r"^(lose|gain|draw|discard|mill)\b", r"\1s", split[j])
                split[j] = SAME_SUBJECT + "That player " + verb
            elif re.match(r"deals |can attack |can't be blocked\b", split[j]) and split[j - 1].startswith("~ "):
                # "~ gets +2/+2 until end of turn and deals 2 damage to you" / "… and can attack this turn as though …"
                split[j] = "~ " + split[j]
            elif re.match(r"can't be blocked\b|attacks this (?:turn|combat) if able\b", split[j]) or (
                    re.match(r"gains? ", split[j]) and split[j - 1].endswith(" until end of turn")):
                if split[j].startswith("gain") and duration != "end_of_turn":
                    # "… until end of turn and gains flying": for how long it has flying is not read (611.2a)
                    raise ParseError(raw, "a second part without its own duration after \u201cuntil end of turn\u201d",
                                     pc.card)
                # "Target creature gets +1/+0 until end of turn and can't be blocked this turn": the same creature, each
                # part with its own duration (611.2a)
                split[j] = SAME_SUBJECT + "It " + split[j]
        pieces.extend(split)
    shared_x = re.fullmatch(r"(.+?),? where X is (.+)", pieces[-1]) if len(pieces) > 1 else None
    if shared_x and sum(1 for piece in pieces if re.search(r"\bX\b", piece)) > 1:
        # "You gain X life and draw X cards, where X is …": one X for every part of the sentence (107.3a)
        pieces[-1] = shared_x.group(1)
    else:
        shared_x = None
    for piece in pieces:
        same = piece.startswith(SAME_SUBJECT)
        piece = re.sub(r"^[Tt]hen\s+(?=\w)", "", piece.removeprefix(SAME_SUBJECT).strip())
        # "you untap all lands you control", "you exile target creature": the controller follows the instruction
        # (608.2c), as the imperative says
        piece = re.sub(r"^[Yy]ou (?=(?:gain control of|untap|tap|return|exile|put|destroy)\b)", "", piece)
        may = re.match(r"[Yy]ou may (?!choose new targets)(.+)", piece) if out else None
        if may:   # "Mill three cards, then you may return …": the choice is this piece's only (608.2d)
            piece = may.group(1)
            hd = have_does(piece)   # "…, then you may have ~ fight that creature" (kb.engine.havedo)
            piece = hd[0] if hd else piece
        if not piece:
            continue
        cant = read_could_not(piece, [*done, *out]) if out and re.match(r"[Ee]ach (?:player|opponent) who ", piece) \
            else None
        if cant is not None:   # "… discards a card, then each opponent who didn't discard a nonland card this way …"
            made = _could_not(cant, raw, pc, tg, prev, [*done, *out])
            out.extend(made)
            continue
        act = read_keyword_action(piece) if len(pieces) > 1 and not may else None
        if act is not None and act[0] in ("endure", "connive"):   # "… and ~ endures 1": its defining sentences, in
            made, prev = _defined_action(act, raw, pc, tg, prev, [*done, *out])   # order after the part before (608.2c)
            out.extend(made)
            continue
        own = re.fullmatch(r"(.+?)\s+until end of turn", piece) if duration in ("indefinite", "end_of_turn") and \
            len(pieces) > 1 else None   # (a sentence ending "… this turn" has the same duration, 611.2a)
        if own:   # "~ gets +2/+2 until end of turn and deals 2 damage to you": that piece's own duration (611.2a)
            piece = own.group(1)
        ins = _instruction(piece[0].upper() + piece[1:], pc, tg, prev, "end_of_turn" if own else duration, raw)
        if may:
            ins.optional = True
            if hd and hd[1]:
                ins.opts["have"] = True
        if duration == "while:source_on_battlefield" and ins.kind == "exile" and "until ~ leaves the battlefield" in raw:
            # "exile target creature ... until ~ leaves the battlefield": a one-shot effect with an "until" (610.3); a
            # second one-shot effect returns it as ~ leaves (kb.engine.sba: until_returns)
            ins.opts["until"] = "source_leaves"
        elif duration.startswith("until_target_leaves:"):   # kb.engine.untiltarget: an exile only (610.3)
            if ins.kind != "exile":
                raise ParseError(raw, "only an exile lasting until a target leaves the battlefield (610.3) is read",
                                 pc.card)
            ins.opts.update(until="target_leaves", until_target=subject_of(duration.split(":", 1)[1], pc, tg, prev))
        elif duration == "until:opponent_monarch":   # kb.engine.untilmonarch: an exile only (610.3)
            if ins.kind != "exile":
                raise ParseError(raw, "only an exile lasting \u201cuntil an opponent becomes the monarch\u201d (610.3) is "
                                 "read", pc.card)
            ins.opts["until"] = "opponent_monarch"
        elif duration.startswith(COUNTER_DURATION) and (ins.kind != "continuous" or ins.rules):
            # "… for as long as it has a feather counter on it": a locked set of affected objects (611.2c) is read
            raise ParseError(raw, "this kind of effect lasting “for as long as it has a … counter on it” (611.2b) "
                             "is not modelled", pc.card)
        elif duration.startswith("while:") and ins.kind not in ("continuous", "shield", "become_copy", "delayed", "rule_turn"):
            # any other one-shot effect with an "until" (610.3)
            raise ParseError(raw, "a one-shot action lasting until an event (610.3) is not modelled", pc.card)
        if lasts_until_next_turn(ins, duration):   # "Until your next turn, prevent all damage …" (kb.engine.nextturnshield)
            ins.duration = duration
        elif duration in ("until_your_next_turn", "until_planeswalk", END_OF_NEXT_TURN) and \
                ins.kind not in ("continuous", "become_copy"):
            raise ParseError(raw, "this kind of effect lasting “until your next turn” or “until a player planeswalks” "
                             "(611.2a) is not modelled", pc.card)
        if same and out:
            # "Target opponent sacrifices a creature of their choice and discards a card": the player who sacrificed
            # (a sacrifice's subject is what is sacrificed, its source the player, 701.21a)
            # (and the player who picked a permanent they control, kb.engine.playerpicks: not the permanent)
            ins.subject = out[-1].source if (out[-1].kind == "sacrifice" or out[-1].opts.get("they_control")) and \
                out[-1].source is not None else \
                out[-1].subject
        if ins.kind == "library_order" and ins.subject is YOU and re.fullmatch(r"(?i)shuffle", piece):
            # "Its controller may search their library for …, then shuffle": the searcher shuffles their library (701.24a)
            searched = [i for i in out if i.kind == "search"]
            if searched and searched[-1].opts["who"] is not YOU:
                ins.subject = searched[-1].opts["who"]
        if had and not out:
            ins.opts["have"] = True
        if changed and not out:
            ins.opts["change_base"] = True
        if chose and not out:
            ins.opts["choose_to"] = True
        ins.optional = ins.optional or optional
        if counter_by is not None and not out:
            ins.opts["by"] = counter_by   # whose choice the "may" is (kb.engine.payments.chooser)
        if each_may and out and follows_search(out[0], ins):
            # "each player may search their library for …, put them onto the battlefield, then shuffle": the cards
            # each found put and each searcher's shuffle are part of that player's one choice (608.2d, 701.23a)
            ins.optional = False
            ins.opts["each_may_follows"] = True
        elif each_may:   # "each player may draw a card": each player's own choice (608.2d; kb.engine.eachmay)
            group = may_group(ins)
            if out or group is None or group.kind != "players":
                raise ParseError(raw, "a choice per player (“each player may”) of more than one action is not "
                                 "read", pc.card)
            if ins.kind == "sacrifice" and ((ins.opts.get("count") or 1) != 1 or ins.opts.get("number_chosen")):
                raise ParseError(raw, "each player's own choice to sacrifice more than one permanent is not read "
                                 "(608.2d: who can't sacrifice them all can't choose to)", pc.card)
            ins.opts["each_may"] = True
            if any_may is not None:
                ins.opts["any"] = True   # "any opponent": each opponent's own choice (kb.engine.eachmay)
        out.append(ins)
        record_owner_named(pc, ins)   # "… to its owner's hand, then that player …" (kb.engine.antecedents)
        if ins.kind == "token":
            # "Create a token that's a copy of ... Sacrifice it at the beginning of the next end step.": "it",
            # "they", "that token" are the tokens this instruction created (111.1), not the player creating them
            prev = Subject("tokens", text="the tokens created")
        elif ins.kind == "copy_card":   # "… If you do, you may cast the copy …": the copy it made (kb.engine.castcopy)
            prev = Subject("moved", text=THE_COPY)
        elif ins.kind == "manifest_dread" or ins.kind in ("manifest", "cloak") and ins.amount == Const(1):
            # "manifest dread, then attach ~ to that creature": the permanent it put onto the battlefield (701.62a)
            prev = Subject("moved", text="the manifested permanent")
        elif ins.kind == "shield" and ins.subject is None and getattr(ins.opts.get("by"), "kind", None) == "target":
            # "Prevent all combat damage that would be dealt by target creature this turn. … that creature's
            # controller …": the object named before is the shield's target source (608.2c)
            prev = ins.opts["by"]
        elif ins.subject is not None and ins.kind not in ("life", "draw", "discard", "mill", "pay_energy", "pay_mana", "pay_life",
                                                          "library_order", "roll_die") and \
                not (ins.kind == "reveal" and not ins.opts.get("what")):   # "reveal it": "it" stays what it was
            prev = ins.subject
            if (ins.kind == "sacrifice" or ins.opts.get("they_control")) and ins.source is not None and \
                    ins.source is not YOU:   # "they" / "that player" after it: who sacrificed, or picked (subject_of)
                pc.sacrificed = (prev, ins.source)
        elif ins.optional and getattr(ins.subject, "kind", None) == "controller_of":   # "That creature's controller may
            pc.sacrificed = (prev, ins.subject)   # draw a card. If they do, they …": "they" is that player (608.2c)
    if shared_x:
        xval = not_below_zero(_value(shared_x.group(2), pc, tg, prev))
        if any(t.variable in ("x", "upto_x") for t in tg.slots):
            raise ParseError(raw, "X both chosen for the targets and defined by the text", pc.card)
        for ins in out:
            ins.amount, ins.ops = _bind_x(ins.amount, xval), _bind_x(ins.ops, xval)
    return out, prev


def _bind_x(obj, xval: Value):
    """``obj`` with X (:class:`XValue`) replaced by the value the text defines it as (107.3a: "where X is …")."""
    return _substitute(obj, lambda v: (xval if v.times == 1 else Times(xval, v.times)) if isinstance(v, XValue) else None)


def _substitute(obj, swap):
    """``obj`` with every value ``swap`` gives a replacement for (not None) replaced, through dataclasses and tuples."""
    import dataclasses
    new = swap(obj)
    if new is not None:
        return new
    if isinstance(obj, tuple):
        return tuple(_substitute(x, swap) for x in obj)
    if dataclasses.is_dataclass(obj) and not isinstance(obj, type):
        changes = {f.name: _substitute(getattr(obj, f.name), swap) for f in dataclasses.fields(obj)
                   if f.init and (dataclasses.is_dataclass(getattr(obj, f.name)) or isinstance(getattr(obj, f.name), tuple))}
        return dataclasses.replace(obj, **changes) if changes else obj
    return obj


SAME_SUBJECT = "\x00"  # marks a piece whose verb shares the previous piece's subject

# a list of three or more instructions under one subject ("Target opponent discards two cards, mills two cards, and
# loses 2 life", "You gain 2 life, draw two cards, then discard two cards"): each verb of the list, in the order
# written (608.2c); the subject of the first is that of the others (who follows in _sentence)
_SERIES_VERB = r"(?:gain|lose|draw|discard|mill|get|sacrifice|create|scry|surveil|investigate|put)"
_SERIES_SUBJECT = r"(?:[Yy]ou|[Tt]arget player|[Tt]arget opponent|[Ee]ach player|[Ee]ach opponent|[Tt]hat player)"


def _series(part: str) -> list[str]:
    """'A, B, and C' / 'A, B' (the 'then' already split off) into its instructions, when every item starts with a
    player verb and the first has the list's subject or none (608.2c); any other part is returned whole."""
    if '"' in part:
        return [part]
    if re.match(r"(?:[Tt]ap|[Uu]ntap) ", part):
        # "tap ~, you gain 3 life, and you draw a card": a tap first, then items each with its own player (608.2c)
        items = re.split(rf",\s+(?:and\s+)?(?=(?:{_SERIES_SUBJECT}) {_SERIES_VERB}(?:s|es)?\b)", part)
        return items if len(items) > 1 and not any(re.search(r",\s", it) for it in items) else [part]
    if not re.match(rf"(?:{_SERIES_SUBJECT} )?{_SERIES_VERB}(?:s|es)?\b", part):
        return [part]
    # "you gain 5 life, untap ~, and transform it": an item may also untap or transform the source (608.2c)
    items = re.split(rf",\s+(?:and\s+)?(?={_SERIES_VERB}(?:s|es)?\b|untap ~(?=,|$)|transform (?:it|~)$)", part)
    if len(items) < 2 or any(re.search(r",\s", it) for it in items):
        return [part]
    return items
_SEARCHER = r"[Ii]ts controller|[Tt]hat player|[Tt]arget player|[Tt]arget opponent|[Ee]ach player|[Ee]ach opponent"   # other searchers


def _spent_search_selector(phrase: str, pc: _Ctx):
    """"a creature, instant, or sorcery card with mana value less than or equal to the number of colors of mana spent to
    cast ~" in a search (Bring to Light): the description of the words before "with", comparing with the colours of
    mana that paid the spell (207.2c, 601.2h; kb.engine.convergecompare) — a search is made as the spell resolves,
    after its costs were paid (608.2, 701.23a), unlike a target (601.2c), which is why only here. None: not this form."""
    from .comparevalue import with_compare
    m = re.fullmatch(r"(?:an? )?(.+? card) (with (?:mana value|power|toughness) .+)", phrase)
    entry = spent_compare(m.group(2), ColorsSpent()) if m else None
    if entry is None:
        return None
    base = parse_selector(m.group(1), pc, default_zone=frozenset(("library",)))
    return with_compare(base, entry, f"{base.describe} {m.group(2)}")


def _graveyard_to_library(s: str, raw: str, pc: _Ctx, tg: _Targets, prev) -> Instruction | None:
    """"Put target card from your graveyard on top of your library", "Put any number of target creature cards from
    your graveyard on top of your library", "Put target card from a graveyard on the bottom of its owner's library",
    "You may put a land card from your graveyard on top of your library" (one chosen as it resolves, 608.2d):
    target cards in a graveyard (115.1) go to their owner's library (400.3), on top or at the bottom (401.4: several
    at once in the order their owner chooses, stated with choose: {top | bottom: [NAMES]}). "Your library" only
    after "your graveyard" (a card in another's graveyard would go to its owner's library, not yours). None: not
    such a sentence."""
    m = re.fullmatch(r"[Pp]ut (.+?) from (your|a) graveyard on (top|the bottom) of (your|its owner's|their owners?'s?) "
                     r"librar(?:y|ies)", s)
    if not m or (m.group(4) == "your" and m.group(2) != "your"):
        return None
    if "target" not in m.group(1).split() and not (m.group(2) == "your" and re.fullmatch(r"an? [\w, -]*card", m.group(1))):
        return None   # "a land card from your graveyard": one chosen as it resolves (608.2d), else only targets
    what = m.group(1) + f" in {m.group(2)} graveyard"   # the target is a card in that graveyard (115.1)
    return Instruction("move", subject_of(what, pc, tg, prev, zone_default=frozenset(("graveyard",))), text=raw,
                       opts={"to": "library", "position": "top" if m.group(3) == "top" else "bottom",
                             "from": f"{m.group(2)} graveyard", "library_of": m.group(4)})


def _hand_to_library(s: str, raw: str, pc: _Ctx, tg: _Targets, prev) -> Instruction | None:
    """"Put two cards from your hand on top of your library in any order" (Brainstorm), "Put a card from your hand on
    the bottom of your library", "target opponent puts a card from their hand on top of their library": cards of a
    player's hand, chosen as it resolves by that player (608.2d: choose: {put_back: [NAMES]}, top first, 401.4),
    go to their library. None: not such a sentence."""
    m = re.fullmatch(r"(?:(.+?) puts|[Pp]ut) (a|an|one|two|three|four|five|\d+|the|all the|any number of|up to (?:two|three|"
                     r"four|five|\d+)) cards? (?:from|in) (your|their) hand on (top|the bottom) of (your|their) library"
                     r"( in any order)?", s)
    if not m or (m.group(1) is None) != (m.group(3) == "your") or m.group(3) != m.group(5):
        return None
    from .chosennumber import read_chosen_number
    mode, cap, _one = read_chosen_number(f"{m.group(2)} cards")
    if mode:   # "Put any number of cards from your hand on the bottom of your library": how many chosen (608.2d)
        who = subject_of(m.group(1), pc, tg, prev) if m.group(1) else YOU
        return Instruction("hand_to_library", who, amount=Const(cap or 0), text=raw,
                           opts={"position": "top" if m.group(4) == "top" else "bottom", "order_said": bool(m.group(6)),
                                 "number_chosen": mode, "count": cap})
    whole = m.group(2) in ("the", "all the")   # "the cards in your hand": the whole hand, however many (608.2h)
    if whole != (" in " + m.group(3) + " hand" in s) or (whole and not s.split(" hand ")[0].endswith(" cards in " + m.group(3))):
        return None
    n = -1 if whole else amount_of(m.group(2)) or (1 if m.group(2) in ("a", "an") else None)
    if n is None or (m.group(6) and 0 <= n < 2):
        raise ParseError(raw, "how many cards", pc.card)
    who = subject_of(m.group(1), pc, tg, prev) if m.group(1) else YOU
    return Instruction("hand_to_library", who, amount=Const(n), text=raw,
                       opts={"position": "top" if m.group(4) == "top" else "bottom", "order_said": bool(m.group(6))})


def _duration(s: str) -> tuple[str, str]:
    duration = "indefinite"  # 611.2a: no duration stated → until the end of the game
    m = re.match(r"^[Uu]ntil end of turn, (.+)$", s)
    if m:
        return "end_of_turn", m.group(1)
    m = re.match(r"^(.+?)\s+until end of turn (for each .+)$", s)
    if m:  # "gets -1/-1 until end of turn for each permanent of the chosen type you control"
        return "end_of_turn", m.group(1) + " " + m.group(2)
    m = re.match(r"^(.+?)\s+until end of turn((?:,? where X is .+)?)$", s)
    if m:  # "gets +X/+X until end of turn, where X is its power": the definition of X stays
        return "end_of_turn", m.group(1) + m.group(2)
    m = re.match(r"^(.+? becomes? a copy of .+?)\s+until (end of turn|your next turn)(,? except .+)$", s)
    if m:  # "… becomes a copy of another target artifact … until end of turn, except it's an artifact in addition to its
        # other types": the duration of the copy effect (611.2a) written before its exceptions (707.9)
        return {"end of turn": "end_of_turn", "your next turn": "until_your_next_turn"}[m.group(2)], m.group(1) + m.group(3)
    m = re.match(r"^(.+?)\s+until end of combat$", s)
    if m:  # 500.5a, 511.2: it expires at the end of the combat phase
        return "end_of_combat", m.group(1)
    # "until your next turn" (611.2a: the duration stated): ends as the effect's controller's next turn
    # begins (or when that turn would have begun, for a player who left the game, 800.4m)
    from .nextturnend import read_end_of_next_turn   # "until the end of your next turn" (611.2a)
    lasting = read_end_of_next_turn(s)
    if lasting is not None:
        return lasting
    m = re.match(r"^[Uu]ntil your next turn, (.+)$", s)
    if m:
        return "until_your_next_turn", m.group(1)
    m = re.match(r"^(.+?)\s+until your next turn$", s)
    if m:
        return "until_your_next_turn", m.group(1)
    # "until a player planeswalks" (901.11: such effects end as a player planeswalks; kb.engine.planes)
    m = re.match(r"^Until a player planeswalks, (.+)$", s) or re.match(r"^(.+?)\s+until a player planeswalks$", s)
    if m:
        return "until_planeswalk", m.group(1)
    m = re.match(r"^(.+?)\s+(?:for )?as long as ~ remains tapped$", s) or \
        re.match(r"^[Ff]or as long as ~ remains tapped, (.+)$", s)   # the duration written first (Immovable Rod)
    if m:
        return "while:source_tapped", m.group(1)
    m = re.match(r"^(.+?)\s+(?:until ~ leaves the battlefield|for as long as ~ remains on the battlefield)$", s)
    if m:
        return "while:source_on_battlefield", m.group(1)
    from .untiltarget import read_until_target   # "… until target enchantment you control leaves the battlefield"
    if (until := read_until_target(s)) is not None:
        return until
    from .untilmonarch import UNTIL_OPPONENT_MONARCH, read_until_monarch
    body = read_until_monarch(s)
    if body is not None:   # "exile target creature … until an opponent becomes the monarch" (610.3; kb.engine.untilmonarch)
        return UNTIL_OPPONENT_MONARCH, body
    counted = read_counter_duration(s)
    if counted is not None:   # "… for as long as it has a feather counter on it" (611.2b; kb.engine.whilecounter)
        return counted
    m = re.match(r"^(.+?)\s+for as long as you control ~$", s)
    if m:
        return "while:source_controlled", m.group(1)
    m = re.match(r"^(.+?)\s+until ~ is cast from exile$", s)
    if m:   # the card the ability's cost exiled (400.7j): kb.engine.state ``_while_holds``
        return UNTIL_CAST_FROM_EXILE, m.group(1)
    # "Creatures without flying can't block this turn." (a rules effect, 613.11, for the rest of the turn)
    m = re.match(r"^(.+? can't (?:attack or block|attack you|attack|block(?: ~)?|be blocked))\s+this turn$", s)
    if m:
        return "end_of_turn", m.group(1)
    m = re.match(r"^(.+? can't be the targets? of .+?)\s+this turn$", s)
    if m:   # "Creatures you control can't be the targets of blue or black spells this turn." (a rules effect, 115.1, for
        # the rest of the turn, 611.2a; the description read by kb.engine.untargetable)
        return "end_of_turn", m.group(1)
    m = re.match(r"^(.+? can't (?:attack or block|attack|block|be blocked))\s+this combat$", s)
    if m:   # "~ can't be blocked this combat", "That creature can't block this combat": until this combat phase ends
        return "end_of_combat", m.group(1)   # (500.5a, 511.2), as "until end of combat"
    m = re.match(r"^(.+? can't be blocked) this turn (except by .+)$", s) or \
        re.match(r"^(.+? can't be blocked (?:except )?by .+?)\s+this turn()$", s)
    if m:   # "~ can't be blocked this turn except by creatures with haste" (509.1b, as the static reads it)
        return "end_of_turn", f"{m.group(1)} {m.group(2)}".strip()
    m = re.match(r"^(.+? can block an additional (?:\w+ )?creatures?)\s+this turn$", s)
    if m:   # "~ can block an additional creature this turn" (509.1a): each combat of the rest of the turn
        return "end_of_turn", m.group(1) + " each combat"
    m = re.match(r"^(.+?)\s+this turn$", s)
    if m and s.startswith("Prevent"):
        return "end_of_turn", m.group(1)
    return duration, s


_IMPERATIVE = re.compile(r"^(?:untap|tap|gain control of|put|draw|switch|prevent|exile|destroy|sacrifice|return|"
                         r"counter|copy|create|discard|mill|search|shuffle|scry|surveil|reveal|look|add|regenerate|"
                         r"investigate|proliferate|transform|choose|attach|fight)\b", re.I)


_CREATE = r"(?:[Yy]ou )?[Cc]reate (.+)"   # "[You] create a 1/1 … token" (111.2)


def _unless_amount(ins: Instruction, pay: str, pc: _Ctx, tg: _Targets, subj) -> None:
    """What "unless its controller pays …" asks (118.12a): "{3}", "{1} for each card in your graveyard" (the count
    as it resolves, 608.2h), "{X}, where X is its mana value" (107.3a). Mana paid is not tracked: whether it is paid
    is stated (``choose: {pays: …}``); the amount is read so that every word is, and shown in the log."""
    m = re.fullmatch(r"(\{[^}X]+\}) for each (.+)", pay)
    if m:
        ins.opts["unless_pays"] = m.group(1)
        ins.opts["unless_per"] = _for_each_count(m.group(2), pc, tg, subj)
        return
    m = re.fullmatch(r"\{X\},? where X is (.+)", pay)
    if m:
        ins.opts["unless_pays"] = "{X}"
        ins.opts["unless_x"] = not_below_zero(_value(m.group(1), pc, tg, subj))
        return
    ins.opts["unless_pays"] = pay


def _no_next_untap(s: str, pc: _Ctx, tg: _Targets, prev, raw: str) -> Instruction | None:
    """"It doesn't untap during its controller's next untap step." (502.3): a rules effect on that permanent lasting
    until its controller's next untap step is over (611.2a); also the second part of "Tap that creature and it
    doesn't untap during its controller's next untap step"."""
    m = re.fullmatch(r"(.+?) (?:doesn't|don't) untap during ((?:its|their) controllers?'?s?|your|that player's) next "
                     r"untap steps?", s)
    if not m or re.search(r" and (?:it|they|that creature)$", m.group(1)) or m.group(1).startswith("If "):
        return None   # "Tap that creature and it …": two instructions; "If …, that creature doesn't untap …": a condition
    from .effects import RulesOp as _Rules
    if m.group(2) == "that player's":
        # "Those creatures don't untap during that player's next untap step" (after "Tap all creatures target player
        # controls"): the untap step of the player named before, whoever controls them then (502.3, 611.2a);
        # bound to that player as it resolves (kb.engine.nextuntapgroup.bind_for_player)
        if not re.fullmatch(r"(?:[Tt]hose (?:creatures|permanents|lands|artifacts)|[Tt]hey|[Ii]t)", m.group(1)):
            return None
        return Instruction("continuous", subject_of(m.group(1), pc, tg, prev),
                           (_Rules(label="doesn't untap during your untap step"),), "next_untap", rules=True,
                           text=raw, opts={"for_player": subject_of("that player", pc, tg, prev), "locked": True})
    return Instruction("continuous", subject_of(m.group(1), pc, tg, prev),
                       (_Rules(label="doesn't untap during its controller's untap step"),), "next_untap", rules=True,
                       text=raw)


# a clause whose subject is a player, after "and" in one sentence: "… and you untap all lands you control", "… and
# that player mills ten cards", "… and each opponent discards two cards" (608.2c: each followed in order)
_PLAYER_CLAUSE = (r"(?:you (?:may )?(?:untap|tap|create|draw|discard|mill|gain|lose|return|put|exile|sacrifice)|"
                  r"(?:that player|that opponent|defending player|each opponent|each player) (?:may )?"
                  r"(?:discards?|mills?|draws?|sacrifices?|loses?|gains?|creates?))\b")

# "Until end of turn, target creature you control gets +1/+1 and target creature an opponent controls gets -1/-1",
# "creatures you control get +1/+1 and creatures your opponents control get -1/-1": a second subject of its own with a
# P/T change (608.2c: each part in order; 613.4c), its words a description, never a verb of the first subject's
_OTHER_SUBJECT_PT = (r"(?:(?!(?:gains?|has|have|loses?|and|or|until|can|can't|is|are|becomes?|deals?|it|its|they|them)\b)"
                     r"[\w'~-]+ ){1,9}(?:each )?gets? [+-]")


def _instruction(s: str, pc: _Ctx, tg: _Targets, prev, duration: str, raw: str) -> Instruction:
    """One instruction; when its words aren't read as they stand, a count it ends with is read once for every verb
    that takes an amount (:func:`_counted`)."""
    from .exileuntil import read_exile_until   # "Target opponent exiles cards from the top of their library until …"
    until = read_exile_until(s, lambda w: subject_of(w, pc, tg, prev), lambda w: parse_selector(
        w, pc, default_zone=frozenset(("library",))), Instruction, Subject("moved", text="that card"), YOU)
    if until is not None:
        return replace(until, text=raw)
    from .teamwords import TEAM_CONCEPT, team_as_you   # "your team controls" = "you control" (102.4)
    if (as_you := team_as_you(s)) is not None:
        ins = _instruction(as_you, pc, tg, prev, duration, raw)
        ins.opts["term_rule"] = TEAM_CONCEPT
        return ins
    saved = {k: (list(v) if isinstance(v, list) else v) for k, v in vars(tg).items()}
    untap = _no_next_untap(s, pc, tg, prev, raw) if re.match(r"(?:[Ii]t|[Tt]hat creature) (?:doesn't|don't) untap\b", s) \
        else None
    if untap is not None:
        return untap
    m = re.fullmatch(r"(.+? deals? .+? damage .+?),? and the damage can't be prevented", s)
    if m:   # "… it deals 4 damage to that permanent or player and the damage can't be prevented" (615.12)
        ins = _instruction(m.group(1), pc, tg, prev, duration, raw)
        if ins.kind != "damage":
            raise ParseError(raw, "\u201cthe damage\u201d names no damage", pc.card)
        ins.opts["unpreventable"] = True
        return ins
    from .withattached import split_with_attached
    with_attached = split_with_attached(s)
    if with_attached is not None:   # "Exile target creature and all Auras attached to it" (kb.engine.withattached)
        ins = _instruction(with_attached[0], pc, tg, prev, duration, raw)
        if ins.kind not in ("exile", "destroy", "move") or ins.subject is None or ins.subject.kind != "target" or \
                (ins.opts and ins.opts != {"to": "hand"}):
            raise ParseError(raw, "what is attached to the target, with an action not read so", pc.card)
        ins.opts["with_attached"] = parse_selector(with_attached[1], pc)
        return ins
    try:
        return _read_instruction(s, pc, tg, prev, duration, raw)
    except ParseError:
        failed = {k: (list(v) if isinstance(v, list) else v) for k, v in vars(tg).items()}
        again = _counted(s, pc, tg, prev, duration, raw, saved)
        if again is None and "where X is" in s:   # "target … with mana value X or less …, where X is …" (kb.engine.targetx)
            again = _target_where_x(s, pc, tg, prev, duration, raw, saved)
        if again is None:   # the targets the words named stay known (the sentence is kept unmodelled)
            vars(tg).update(failed)
            raise
        return again


def _target_where_x(s: str, pc: _Ctx, tg: _Targets, prev, duration: str, raw: str, saved: dict) -> Instruction | None:
    """kb.engine.targetx.target_where_x with this module's readers; the targets as they were when it doesn't fit."""
    vars(tg).update({k: (list(v) if isinstance(v, list) else v) for k, v in saved.items()})
    try:
        got = target_where_x(s, lambda body: _read_instruction(body, pc, tg, prev, duration, raw),
                             lambda phrase: _value(phrase, pc, tg, prev), tg, _substitute)
        if got is None:   # "Search your library for a … card with mana value X or less, where X is …" (same module)
            vars(tg).update({k: (list(v) if isinstance(v, list) else v) for k, v in saved.items()})
            got = search_where_x(s, lambda body: _read_instruction(body, pc, tg, prev, duration, raw),
                                 lambda phrase: not_below_zero(_value(phrase, pc, tg, prev)), _substitute)
    except ParseError:
        got = None
    if got is None:
        vars(tg).update({k: (list(v) if isinstance(v, list) else v) for k, v in saved.items()})
    return got


# the instructions whose amount a count may give (damage, life, cards, counters, tokens)
_COUNTED_KINDS = frozenset(("damage", "life", "draw", "mill", "discard", "counters", "remove_counters", "token",
                            "player_counters", "shield",   # shield: "Prevent the next X damage …, where X is …" (615.7)
                            # "scry X, where X is …" (701.22a), "discover X, …" (701.57a), "search … for up to X …"
                            "library_order", "discover", "search",   # (701.23a)
                            "pay_life",   # "you may pay X life, where X is …" (119.4, 107.3a)
                            "exile_top"))   # "exile cards equal to … from the top of …" (kb.engine.exiletopcount)


def _counted(s: str, pc: _Ctx, tg: _Targets, prev, duration: str, raw: str, saved: dict) -> Instruction | None:
    """The amount of an instruction given by a count, whatever the verb (107.3a, 608.2h):

    - "…, where X is <value>" (107.3a: X defined by the text): the instruction read with X, then X is that value;
    - "… a number of <things> equal to <value>", "draw / mill / discard cards equal to <value>": the same, the
      number named after the words (the instruction as "X <things>, where X is <value>");
    - "… N <things> for each <count>": N times the count (the stated amount as it resolves, 608.2h).

    The value is read by the one reader of values (``_value`` → ``parser.parse_value`` → ``gamevalues``); None when
    the words don't fit (the caller's error stands)."""
    def restore():
        vars(tg).update({k: (list(v) if isinstance(v, list) else v) for k, v in saved.items()})

    def attempt(body: str) -> Instruction | None:
        restore()
        try:
            return _read_instruction(body, pc, tg, prev, duration, raw)
        except ParseError:
            return None

    if '"' in s:
        return None
    cc = read_counted_counters(s)   # "… to the battlefield with a number of +1/+1 counters on it equal to …"
    if cc is not None:
        inner = attempt(cc[0])
        if inner is None or inner.kind != "move" or inner.opts.get("counters") != {cc[1]: 1} or \
                inner.opts.get("more_counters"):
            restore()
            return None
        try:
            value = not_below_zero(_value(cc[2], pc, tg, prev))
        except ParseError:
            restore()
            return None
        inner.opts["counters"] = {cc[1]: value}   # counted as it resolves (kb.engine.returncounters)
        inner.opts["number_of"] = True
        return inner
    from .exiletopcount import exile_count_sentence   # "exile cards equal to X from the top of <whose> library"
    ex = exile_count_sentence(s)
    if ex is not None:
        s, exile_equal = ex, True
    else:
        exile_equal = False
    m = re.fullmatch(r"(.+?)\ba number of (.+?) equal to (.+)", s) or \
        re.fullmatch(r"(.*?\b(?:[Dd]raws?|[Mm]ills?|[Dd]iscards?) )(cards) equal to (.+)", s)
    number_of = bool(m and not re.search(r"\bX\b", s)) or exile_equal
    if number_of and not exile_equal:
        s = f"{m.group(1)}X {m.group(2)}, where X is {m.group(3)}"
    m = re.fullmatch(r"(.+?),? where X is (.+)", s)
    if m and len(re.findall(r"\bX\b", m.group(1))) == 1:
        inner = attempt(m.group(1))
        if inner is None or inner.kind not in _COUNTED_KINDS or not isinstance(
                inner.amount.base if isinstance(inner.amount, Plus) else inner.amount, XValue):
            restore()
            return None
        named = inner.subject if re.search(r"\b(?:that player's|their) hand\b", m.group(2)) or \
            _NAMES_ONE.search(m.group(2)) else prev   # whose hand, whose permanents
        try:
            xval = not_below_zero(_value(m.group(2), pc, tg, named))   # 107.1b: an amount, never below 0
        except ParseError:
            restore()
            return None
        inner.amount = _bind_x(inner.amount, xval)
        if number_of:
            inner.opts["number_of"] = True
        return inner
    m = re.fullmatch(r"(.+?) for each (.+)", s)
    if m:
        inner = attempt(m.group(1))
        if inner is None or inner.kind not in _COUNTED_KINDS or not isinstance(inner.amount, Const) or inner.amount.n < 1:
            restore()
            return None
        try:   # "Target opponent loses 2 life for each creature card in their graveyard": "their" is that player's
            per = _for_each_count(m.group(2), pc, tg, inner.subject if _NAMES_ONE.search(m.group(2)) else prev)
        except ParseError:
            restore()
            return None
        inner.amount = Times(per, inner.amount.n)   # "1 damage for each": the stated 1 is read too
        inner.opts["for_each"] = True
        counter = re.fullmatch(r"(age) counter on (?:it|~)", m.group(2))
        if counter:   # "you may discard a card for each age counter on it" (cumulative upkeep, 702.24a): a payment
            inner.opts["per_counter"] = counter.group(1)   # made whole or not at all (kb.engine.actions)
        return inner
    restore()
    return None


def _subject_or_none(phrase: str, pc: _Ctx, tg: _Targets, prev) -> Subject | None:
    """``subject_of`` for a part of a list, None where the part is not read (the list is then not read either)."""
    try:
        return subject_of(phrase, pc, tg, prev)
    except ParseError:
        return None


def chosen_count(phrase: str) -> tuple[int | None, str]:
    """"two creatures" / "three basic lands you control" → (2, "a creature") / (3, "a basic land you control"): a
    number of untargeted objects, chosen as the instruction is applied (608.2d), and the phrase naming one of them;
    (None, phrase) for any other phrase ("two target creatures" is targets, 115.1)."""
    m = re.fullmatch(r"(two|three|four|five|six|seven|\d+) (?!(?:other |another )?target\b)(.+?)s( you control)?", phrase)
    if not m or not amount_of(m.group(1)):
        return None, phrase
    return amount_of(m.group(1)), f"a {m.group(2)}{m.group(3) or ''}"


def _read_instruction(s: str, pc: _Ctx, tg: _Targets, prev, duration: str, raw: str) -> Instruction:
    low = s.lower()
    if re.fullmatch(r"(?:it|~|this (?:permanent|creature)) becomes saddled(?: until end of turn)?", low) and \
            (low.endswith("until end of turn") or duration == "end_of_turn"):
        return Instruction("saddled", SELF_SUBJ, text=raw)   # 702.171b: a designation until the turn ends
    if re.fullmatch(r"(?:it|~|this (?:permanent|creature)) becomes prepared", low) and \
            (not low.startswith("it ") or _OWN_EVENT.match(pc.ability or "")):
        return Instruction("prepared", SELF_SUBJ, text=raw)   # 722.3a: a designation (kb.engine.prepared); "it" only of
        # the source's own trigger ("Whenever ~ attacks, it becomes prepared")
    m = re.fullmatch(r"(?:That player|They) discards? that card", s, re.I)
    if m and prev is not None and prev.kind == "picked" and prev.of is not None:
        # "That player discards that card." after "You choose a … card from it" (701.9a): the card chosen (608.2d)
        return Instruction("discard", prev.of, amount=Const(1), opts={"card": prev, "that_player": True}, text=raw)
    m = re.fullmatch(r"(you|target player|target opponent|each player|each opponent|that player) gets? an emblem with "
                     r"(\".+\")", s, re.I) \
        if '"' in s else None
    if m:   # 114.2: "[Player] gets an emblem with [ability]": the words in quotes are the emblem's abilities
        return _emblem(m.group(1), m.group(2), pc, tg, prev, raw)
    m = re.fullmatch(_CREATE, s) if '"' in s else None
    if m:   # a token with a quoted ability: the words in quotes are the token's, never this instruction's (111.4)
        return _create(m.group(1), pc, tg, prev, raw)
    if low.startswith("it ") and prev is not None:
        s = "it " + s[3:]
    # "each opponent also discards a card": "also" adds to what an earlier sentence did (it changes nothing)
    m = re.fullmatch(r"((?:each|target) (?:player|opponent)|you|that player) also ((?:discards?|draws?|loses?|gains?|"
                     r"sacrifices?|mills?|creates?) .+)", s, re.I)
    if m:
        inner = _instruction(f"{m.group(1)} {m.group(2)}", pc, tg, prev, duration, raw)
        inner.opts["also"] = True
        return inner
    from .unlessclauses import read_unless   # "… unless …" (118.12a; kb.engine.unlessclauses)
    got = read_unless(s, raw, pc, prev, lambda text, p, r: _instruction(text, pc, tg, p, duration, r),
                      lambda ins, pay, subj: _unless_amount(ins, pay, pc, tg, subj),
                      lambda words, p: subject_of(words, pc, tg, p), lambda words: parse_condition_phrase(words, pc))
    if got is not None:
        return got
    # "exile all graveyards": every card in them (404.1, 406.1)
    s = re.sub(r"^([Ee]xile) all graveyards$", r"\1 all cards in all graveyards", s)
    # "[you may] cast it transformed without paying its mana cost" (310.11b, 712.11a): the card an earlier part
    # of the effect moved, cast now with its back face up
    m = re.fullmatch(r"(?:[Yy]ou may )?[Cc]ast (it|~|that card) transformed without paying its mana cost", s)
    if m:
        return Instruction("cast_transformed", subject_of(m.group(1), pc, tg, prev), text=raw,
                           optional=low.startswith("you may"))
    # 118.9, 601.2b: "You may cast a spell with mana value 4 or less from your hand without paying its mana cost.",
    # "… cast an instant or sorcery spell from your hand …" (a card of the hand cast as the effect resolves, 608.2g;
    # Baral's Expertise)
    # "… with mana value less than or equal to the other result from your hand …": X or less, X that value
    # (kb.engine.comparevalue)
    from .lesservalue import LESSER_SAID, read_equal_or_lesser   # "… a spell with equal or lesser mana value …"
    lesser = read_equal_or_lesser(s, prev)
    if lesser is not None:   # after "Counter target spell.": its mana value (608.2c, 608.2h)
        s = lesser
    leq = value_compare_words(s.removesuffix(" without paying its mana cost")) \
        if s.endswith(" from your hand without paying its mana cost") else None
    m = re.fullmatch(r"(?:[Yy]ou may )?[Cc]ast (an? (?:.+? )?spell)( with mana value (?:\d+|X) or less)? from your hand "
                     r"without paying its mana cost", leq[0] + " without paying its mana cost" if leq else s)
    # "… a spell with mana value X or less …" (Electrodominance): X is the resolving spell's (107.3a), as the selector
    # reads it when the spell is chosen
    if m:
        what = re.sub(r"\bspell$", "card", re.sub(r"^an? ", "", m.group(1)))
        sel = parse_selector(f"{what}{m.group(2) or ''}", pc, default_zone=frozenset(("hand",)))
        if leq is not None:
            sel = bind_compare_x(sel, not_below_zero(_value(leq[1], pc, tg, prev)), _substitute)
            return Instruction("cast_free", YOU, opts={"selector": sel, "from_hand": True, "value_compare": True,
                                                        **({LESSER_SAID: True} if lesser else {})}, text=raw)
        # "may": the cast choice itself (kb.engine.actions._cast_free asks for it), not a yes/no of its own
        return Instruction("cast_free", YOU, opts={"selector": sel, "from_hand": True}, text=raw)
    # "… you may cast ~ from your graveyard." (Sproutback Trudge): the source itself, cast from the graveyard as the
    # ability resolves (608.2g: timing permissions ignored), its costs paid (601.2h); the ability functions from the
    # graveyard, as its words say (113.6); a card no longer there (a new object, 400.7) is not cast
    if re.fullmatch(r"(?:[Yy]ou may )?[Cc]ast ~ from your graveyard", s):
        return Instruction("cast_free", YOU, text=raw, opts={"subject": SELF_SUBJ, "play": False, "selector": None,
                                                             "paid": True, "in_graveyard": "you"})
    # "You may cast target instant or sorcery card [with mana value 3 or less] from your graveyard / from an opponent's
    # graveyard / from that player's graveyard without paying its mana cost": the target, cast as the effect resolves
    # (608.2g) with no mana cost paid (118.9); a target gone by then is not cast (608.2b)
    # "… card with mana value less than or equal to ~'s power from your graveyard …" (Dreadhorde Arcanist): compared
    # with the source as the target is chosen and as it resolves (608.2b), or as it last existed (608.2h)
    # "You may cast target instant card from your graveyard." (no "without paying"): cast as it resolves too, its costs
    # paid (608.2g, 601.2h)
    m = re.fullmatch(r"(?:[Yy]ou may )?[Cc]ast (target .+? card(?: with mana value (?:\d+ or less|less than or equal to "
                     r"~'s (?:power|toughness)))? from (?:your|an opponent's|that player's|a) graveyard)( without paying "
                     r"its mana cost)?", s)
    if m and (m.group(2) or re.search(r"\b[Yy]ou may cast target\b", raw)):
        where = re.sub(r" from ((?:your|an opponent's|that player's|a) graveyard)$", r" in \1", m.group(1))
        return Instruction("cast_free", YOU, text=raw, opts={
            "subject": subject_of(where, pc, tg, prev), "play": False, "selector": None,
            **({} if m.group(2) else {"paid": True})})
    from .ownercast import OWNER, read_owner_cast   # "the exiled card's owner may cast that card without paying …"
    if read_owner_cast(s):   # its owner casts it as the ability resolves (607.2a, 608.2g, 118.9; kb.engine.ownercast)
        return Instruction("cast_free", YOU, text=raw, opts={
            "subject": subject_of("the exiled card", pc, tg, prev), "play": False, "selector": None, "caster": OWNER})
    # "You may play the exiled card without paying its mana cost" (hideaway's linked ability, 702.75a, 607.2a): the
    # card its source exiled, cast now (608.2g) with no mana cost paid (118.9); a land played so is not read
    m = re.fullmatch(r"(?:[Yy]ou may )?([Pp]lay|[Cc]ast) (the exiled card|the copy) without paying its mana cost", s) or \
        (re.fullmatch(r"(?:[Yy]ou may )?([Cc]ast) (the copy)", s) if re.match(r"[Yy]ou may cast the copy\.?$", raw) else None)
    if m and m.group(2) == "the copy":   # the copy of a card the sentence before made (707.12; kb.engine.castcopy)
        if m.group(1).lower() == "play" or prev is None or prev.kind != "moved" or prev.text != THE_COPY:
            raise ParseError(raw, "“the copy” names no copy of a card made before it", pc.card)
        # "You may cast the copy." (no "without paying"): cast as the effect resolves, its costs paid (608.2g)
        return Instruction("cast_free", YOU, text=raw, opts={"subject": prev, "play": False, "selector": None,
                                                             **({} if "without" in s else {"paid": True})})
    if m:
        return Instruction("cast_free", YOU, text=raw, opts={
            "subject": subject_of(m.group(2), pc, tg, prev), "play": m.group(1).lower() == "play", "selector": None})
    from .castcopy import read_copy_card
    copied = read_copy_card(s, pc, tg, prev, raw, subject_of)   # "Copy the exiled card." (707.12)
    if copied is not None:
        return copied
    # 701.12a-b: "Exchange control of two target lands." / "… of target creature you control and target creature an
    # opponent controls.": both targets' controllers swap, or nothing happens (kb.engine.actions)
    from .exchangespell import read_exchange_self_and_spell   # "exchange control of ~ and that spell" (701.12a)
    swap = read_exchange_self_and_spell(s, raw, lambda p: subject_of(p, pc, tg, prev), duration)
    if swap is not None:
        return swap
    m = re.fullmatch(r"[Ee]xchange control of (two target .+|target .+? and target .+)", s)
    if m and duration != "indefinite":   # "… until end of turn": the exchange's end is not modelled (611.2a)
        raise ParseError(raw, "an exchange of control with a duration is not modelled", pc.card)
    if m and (not re.search(r"\bshares?\b", m.group(1)) or read_shared(m.group(1))   # kb.engine.sharedtargets
              or read_shared("target " + m.group(1).rsplit(" and target ", 1)[-1])):
        if m.group(1).startswith("two "):
            subj = subject_of(m.group(1), pc, tg, prev)
            if subj.kind != "target" or len(subj.slots) != 2:
                raise ParseError(raw, "an exchange of what is not two targets", pc.card)
        else:
            a, b = m.group(1).split(" and target ", 1)
            subj = Subject("union", parts=(subject_of(a, pc, tg, prev), subject_of("target " + b, pc, tg, prev)),
                           text=m.group(1))
        return Instruction("exchange_control", subj, text=raw)
    # --- continuous imperatives of the first engine -------------------------------------------------
    from .ownercontrol import OwnerControlOp, read_owner_control
    owned = read_owner_control(s)
    if owned is not None and duration == "indefinite":   # "Each player gains control of all permanents they own" (613.1b)
        subj = subject_of(owned, pc, tg, prev)
        if subj.kind != "selector":
            raise ParseError(raw, "what each player owns, described so, is not read", pc.card)
        return Instruction("continuous", subj, (OwnerControlOp(None),), duration, text=raw)
    m = re.fullmatch(r"[Gg]ain control of (?!target (?:player|opponent) during\b)(.+)", s)   # a player: 723.1 below
    if m:
        subj = subject_of(m.group(1), pc, tg, prev)
        return Instruction("continuous", subj, (ControlOp(None),), duration, text=raw)
    m = re.fullmatch(r"([Tt]arget (?:opponent|player)(?: chosen at random)?|[Tt]he player (?:with|who) .+?|[Tt]hat player|"
                     r"[Aa]n opponent) gains control of (.+)", s)   # "an opponent": chosen as it resolves (kb.engine.anopponent)
    if m and m.group(1).lower() == "that player" and not names_clash_opponent(m.group(1), pc.ability):
        m = None   # "that player gains control of …": the opponent a clash chose (kb.engine.clashopponent), else below
    if m is None:   # "that player / its controller / that source's controller gains control of ~" (kb.engine.givecontrol)
        from .givecontrol import read_give_control
        made = read_give_control(s, raw, duration, pc, lambda ph: subject_of(ph, pc, tg, prev))
        if made is not None:
            return made
    if m and m.group(1).lower() == "that player":
        return Instruction("continuous", subject_of(m.group(2), pc, tg, prev), (ControlOp(None),), duration, text=raw,
                           opts={"to": Subject(CLASH_OPPONENT, text="that player")})
    if m:   # "Target opponent gains control of ~" (layer 2): the player chosen as it was activated (601.2c); "the
        # player with the most life gains control of ~": the one player it names as it resolves (kb.engine.mostplayer)
        if m.group(1).lower().startswith("the "):
            most = read_most_player(m.group(1), pc)
            if most is None:
                raise ParseError(raw, "a player the engine does not read", pc.card)
            who = Subject(MOST_PLAYER, selector=most, text=m.group(1))
        else:
            who = subject_of(m.group(1), pc, tg, prev)
        subj = subject_of(m.group(2), pc, tg, prev)
        return Instruction("continuous", subj, (ControlOp(None),), duration, text=raw, opts={"to": who})
    # "It doesn't untap during its controller's untap step for as long as ~ remains tapped" (502.3): a rules effect
    # on that permanent for the stated duration (611.2b)
    m = re.fullmatch(r"(.+?) (?:doesn't|don't) untap during (?:its controller's|their controllers') untap steps?", s)
    if m and duration.startswith("while:"):
        return Instruction("continuous", subject_of(m.group(1), pc, tg, prev),
                           (RulesOp(label="doesn't untap during its controller's untap step"),), duration, rules=True,
                           text=raw)
    m = re.fullmatch(r"[Tt]ap or untap (.+)", s)
    if m:   # which of the two is chosen as it resolves (608.2d): choose: {tap_or_untap: tap | untap}
        return Instruction("tap_or_untap", subject_of(m.group(1), pc, tg, prev), text=raw)
    m = re.fullmatch(rf"[Uu]ntap up to ({COUNT_WORD_RE}|\d+) ((?!target\b)[a-z]+?)s( you control)?", s)
    if m and amount_of(m.group(1)):   # "untap up to five lands": untargeted, any player's, chosen as it resolves (608.2d)
        # ("… lands you control": only the controller's, the selector's own controller clause)
        sel = parse_selector(m.group(2) + (m.group(3) or ""), pc)
        if not isinstance(sel, Selector):
            raise ParseError(s, "a union of descriptions to untap is not read", pc.card)
        return Instruction("untap", Subject("chosen", selector=sel, text=f"up to {m.group(1)} {m.group(2)}s"), text=raw,
                           opts={"count": amount_of(m.group(1)), "up_to": True, "anyone": True})
    m = re.fullmatch(r"([Tt]ap|[Tt]ransform) any number of ((?:untapped )?(?!target\b)[^,]+? you control)", s)
    if m:   # "tap any number of untapped creatures you control": as many as its controller chooses (608.2d); without
        # "untapped" (Plargg's "then tap any number of creatures you control") the same: only an untapped permanent
        # can be tapped (701.26a), so choosing a tapped one changes nothing; "transform any number of Human Werewolves
        # you control" (Tovolar) likewise, each chosen transforming as 701.28 allows
        sel = parse_selector(m.group(2), pc)
        if not isinstance(sel, Selector):
            raise ParseError(s, f"a union of descriptions to {m.group(1).lower()} is not read", pc.card)
        return Instruction(m.group(1).lower(), Subject("chosen", selector=sel, text=f"any number of {m.group(2)}"),
                           text=raw, opts={"count": None, "up_to": True, "anyone": True, "any_number": True})
    m = re.fullmatch(r"(Each opponent|Each player) untaps all ((?!target\b)[^,]+?) they control", s)
    if m:   # "Each opponent untaps all nonland permanents they control": what each of those players controls (608.2c;
        # "Each opponent attacking that player untaps …": kb.engine.attackingopponents narrows the players)
        who = subject_of(m.group(1).lower(), pc, tg, prev)
        return Instruction("untap", Subject("players_objects", selector=parse_selector(m.group(2), pc), of=who,
                                            text=f"all {m.group(2)} they control"), text=raw)
    m = re.fullmatch(r"[Uu]ntap (.+)", s)
    if m:
        return Instruction("untap", subject_of(m.group(1), pc, tg, prev), text=raw)
    m = re.fullmatch(r"[Tt]ap (.+)", s)
    if m:
        return Instruction("tap", subject_of(m.group(1), pc, tg, prev), text=raw)
    # "Put a +0/+1 counter or a +1/+0 counter on target creature": the kind chosen as it resolves (608.2d)
    m = re.fullmatch(r"[Pp]ut (?:a|an|one) (\S+) counter or (?:a|an|one) (\S+) counter on (.+)", s)
    if m:
        return Instruction("counters", subject_of(m.group(3), pc, tg, prev), amount=Const(1), text=raw,
                           opts={"kind": None, "kinds": (m.group(1), m.group(2))})
    # "Put your choice of a menace, trample, or lifelink counter on it" / "… of a vigilance counter, a reach counter, or
    # a trample counter on …": one of a kind chosen as it resolves (608.2d), as "a X counter or a Y counter" is
    kinds = choice_of_counters(s)
    if kinds is not None:
        return Instruction("counters", subject_of(kinds[1], pc, tg, prev), amount=Const(1), text=raw,
                           opts={"kind": None, "kinds": kinds[0], "your_choice": True})
    # "Put a +1/+1 counter and a lifelink counter on target creature": several kinds, each on every object (122.1)
    m = re.fullmatch(rf"[Pp]ut ({_N_COUNTERS}) (\S+) counters? and ({_N_COUNTERS}) (\S+) counters? on (.+)", s)
    if m and m.group(2) != m.group(4):
        n = amount_of(m.group(1)) or 1
        return Instruction("counters", subject_of(m.group(5), pc, tg, prev), amount=Const(n), text=raw,
                           counter=(m.group(2), n), opts={"kind": m.group(2),
                                                         "and_kinds": ((m.group(4), amount_of(m.group(3)) or 1),)})
    # "Distribute three +1/+1 counters among one, two, or three target creatures": divided as it is cast (601.2d)
    m = re.fullmatch(rf"[Dd]istribute ({_N_COUNTERS}|X) (\S+) counters among (.+)", s)
    if m:
        recips = subject_of(m.group(3), pc, tg, prev)
        if recips.kind != "target":
            raise ParseError(raw, "counters distributed among what is not targets", pc.card)
        return Instruction("counters", recips, amount=_amount(m.group(1), pc, tg, prev), text=raw,
                           counter=(m.group(2), amount_of(m.group(1)) or 0), opts={"kind": m.group(2), "divided": True})
    m = re.fullmatch(r"[Pp]ut a number of (\S+) counters equal to (.+?) on (.+)", s)
    if m:   # "Put a number of +1/+1 counters equal to the power of the card you exiled on target creature" (scavenge,
        # 702.97a): the number as it resolves (608.2h)
        return Instruction("counters", subject_of(m.group(3), pc, tg, prev), amount=_value(m.group(2), pc, tg, prev),
                           text=raw, counter=(m.group(1), 0), opts={"kind": m.group(1), "number_of": True})
    m = re.fullmatch(r"[Pp]ut (a|an|one|two|three|four|five|six|seven|eight|nine|ten|\d+|X|that many) (\S+) counters? on (.+)", s)
    if m:
        n = amount_of(m.group(1))
        # "that many": the amount of the instruction before (damage dealt, life gained, cards drawn: 608.2h)
        amt = XValue() if m.group(1) == "X" else Subject_amount() if m.group(1) == "that many" else Const(n or 1)
        return Instruction("counters", subject_of(m.group(3), pc, tg, prev), amount=amt, text=raw,
                           counter=(m.group(2), n or 0), opts={"kind": m.group(2)})
    # storm's trigger (702.40a): the copies, counted as it triggered (kb.engine.storm)
    # and replicate's (702.56a, kb.engine.replicate): the times its cost was paid, counted as it was cast
    if re.fullmatch(r"[Cc]opy ~ for each (?:other spell that was cast before it this turn|time its replicate cost was "
                    r"paid)", s):
        return Instruction("storm_copies", None, text=raw)
    # cascade's trigger (702.85a): its first sentence does it all (kb.engine.storm)
    parts = [x.strip().rstrip(".") for x in re.split(r"(?<=\.) ", CASCADE_TEXT)]
    said = next((x for x in (s, raw) if x.strip().rstrip(".") in parts), None)
    if said is not None:
        return Instruction("cascade" if said.strip().rstrip(".") == parts[0] else "cascade_part", None, text=raw)
    # "Target creature phases out." (702.26: the permanent's status changes; what is attached phases out with it)
    m = re.fullmatch(r"(.+?) (phases?) out", s)
    if m and not re.match(r"(you|each player|each opponent|target player|target opponent|that player|"
                          r"players?|opponents?)\b", m.group(1).lower()) \
            and not re.search(r"\b(you and|and you|and/or you)\b", m.group(1).lower()):
        if duration != "indefinite":   # "phases out until …": when it phases in is not modelled
            raise ParseError(raw, "a duration for phasing out", pc.card)
        return Instruction("phase_out", subject_of(m.group(1), pc, tg, prev), text=raw)
    # requirements on blocking for the rest of the turn (509.1c), on the objects chosen as it resolves (611.2c):
    # "Target creature blocks ~ this turn if able." (it must block the source, when the source attacks),
    # "All creatures able to block target creature this turn do so."
    # "Whenever ~ attacks, target creature defending player controls blocks it this combat if able." ("it": the
    # trigger's own ~ only; "this combat": until the combat ends, 500.5a); "You may [choose to] have target creature
    # block it …" (provoke, 702.39a)
    m = re.fullmatch(r"(?:((?:[Yy]ou may (?:choose to )?)?[Hh]ave) )?(.+?) blocks? (~|it) this (turn|combat) if able|"
                     r"All creatures able to block (.+?) this turn do so", s)
    whom = None
    if m and m.group(3) == "it" and not (prev is None and re.match(r"(?:When|Whenever) ~ ", pc.ability or "")):
        from .blockwhom import reads_event_it, reads_target_it   # "Whenever a creature you control attacks, … blocks
        whom = subject_of("it", pc, tg, prev)   # it": the attacker; "… target creature you control. … blocks it": that target
        if not (reads_event_it(whom, prev, pc.ability) or reads_target_it(whom, prev, pc.ability)):
            raise ParseError(raw, "\u201cit\u201d here is not the source (509.1c)", pc.card)
    if m:
        subj = subject_of(m.group(2) or m.group(5), pc, tg, prev)
        label = "blocks ~ if able" if m.group(2) else "all creatures able to block it do so"
        return Instruction("continuous", subj, (RulesOp(label=label),),
                           "end_of_combat" if m.group(4) == "combat" else "end_of_turn", rules=True, text=raw,
                           optional=bool(m.group(1)) and m.group(1).lower().startswith("you may"),
                           opts={"block_whom": whom} if whom is not None else {})
    # "~ assigns no combat damage this turn." (510.1): a rules effect on the objects named as it resolves (611.2c), read
    # by kb.engine.combat as combat damage is assigned
    m = re.fullmatch(r"(.+?) assigns? no combat damage this (turn|combat)", s)
    if m:   # "… this combat": until the combat phase ends (511.2)
        return Instruction("continuous", subject_of(m.group(1), pc, tg, prev), (RulesOp(label=ASSIGNS_NO_DAMAGE),),
                           "end_of_combat" if m.group(2) == "combat" else "end_of_turn", rules=True, text=raw)
    from .attackplayer import ATTACKS_PLAYER, read_attack_player
    ap = read_attack_player(s, prev)
    if ap is not None:   # "~ attacks that player this combat if able" (508.1d; kb.engine.attackplayer): the player bound
        who = subject_of(ap[0], pc, tg, prev)   # its targets in the order written (601.2c)
        whom = prev if ap[1] == "that player" else subject_of(ap[1], pc, tg, prev)   # as it resolves
        return Instruction("continuous", who, (RulesOp(label=ATTACKS_PLAYER),),
                           "end_of_combat" if ap[2] == "combat" else "end_of_turn", rules=True, text=raw,
                           opts={"attack_whom": whom})
    # a requirement on attacking or blocking for the rest of the turn (508.1d, 509.1c), on the objects chosen as it
    # resolves (611.2c): "Target creature attacks this turn if able.", "Creatures target player controls attack this
    # turn if able.", "Target creature blocks this turn if able.", "Target creature must be blocked this turn if able."
    m = re.fullmatch(r"(.+?) (attacks? or blocks?|attacks?|blocks?|must be blocked) this (turn|combat) if able", s)
    if m:   # "… attacks this combat if able" (a beginning-of-combat trigger's token): until this combat ends (500.5a)
        # "attacks or blocks this combat if able": both requirements, each in its declaration (508.1d, 509.1c)
        label = {"must be blocked": "must be blocked if able"}.get(m.group(2), re.sub(r"\b(attack|block)\b", r"\1s", m.group(2)) + " each combat if able")
        return Instruction("continuous", subject_of(m.group(1), pc, tg, prev), (RulesOp(label=label),),
                           "end_of_combat" if m.group(3) == "combat" else "end_of_turn", rules=True, text=raw)
    # the same requirement for a stated time (611.2a): "Until your next turn, creatures your opponents control attack
    # each combat if able." (508.1d, 509.1c)
    m = re.fullmatch(r"(.+?) (attacks?|blocks?) each combat if able( and attacks? a player other than you if able)?", s)
    if m and duration in ("until_your_next_turn", "end_of_turn") and not (m.group(3) and m.group(2)[0] == "b"):
        from .attackother import OTHER_THAN_YOU   # "… and attack a player other than you if able" (508.1d)
        return Instruction("continuous", subject_of(m.group(1), pc, tg, prev),
                           (RulesOp(label=m.group(2).rstrip("s") + "s each combat if able"),) +
                           ((RulesOp(label=OTHER_THAN_YOU),) if m.group(3) else ()), duration, rules=True, text=raw)
    # rules effects on the objects chosen as it resolves, for the rest of the turn (611.2c): "Target creature can't be
    # regenerated this turn." (701.19c: regeneration shields aren't applied to it), "~ can attack this turn as though it
    # didn't have defender." (702.3b)
    m = re.fullmatch(r"(.+?) (can't be regenerated|can attack) this turn( as though it didn't have defender)?", s)
    if m and (m.group(2) == "can attack") == bool(m.group(3)):
        label = CANT_REGENERATE if m.group(2) != "can attack" else "can attack as though it didn't have defender"
        return Instruction("continuous", subject_of(m.group(1), pc, tg, prev), (RulesOp(label=label),), "end_of_turn",
                           rules=True, text=raw)
    # "Remove target attacking creature from combat." (506.4: an effect that specifically removes it)
    m = re.fullmatch(r"[Rr]emove (.+?) from combat", s)
    if m and not re.search(r"\bcounters?\b", m.group(1)):
        return Instruction("remove_from_combat", subject_of(m.group(1), pc, tg, prev), text=raw)
    ins = _counters_between(s, pc, tg, prev, raw)
    if ins is not None:
        return ins
    m = re.fullmatch(r"[Rr]emove (a|an|one|two|three|all|\d+|X) (\S+) counters? from (.+)", s)
    if m:
        amt = Const(-1) if m.group(1) == "all" else (XValue() if m.group(1) == "X" else Const(amount_of(m.group(1)) or 1))
        return Instruction("remove_counters", subject_of(m.group(3), pc, tg, prev), amount=amt, text=raw,
                           opts={"kind": m.group(2)})
    m = re.fullmatch(r"[Dd]ouble (?:the )?(power|toughness|power and toughness) of (.+)", s) or \
        re.fullmatch(r"[Dd]ouble (.+?)'s? (power|toughness|power and toughness)", s) or \
        re.fullmatch(r"[Dd]ouble (it)s (power|toughness|power and toughness)", s)   # "double its power": "it" (the event's)
    if m:
        what, whom = (m.group(1), m.group(2)) if m.re.pattern.startswith("[Dd]ouble (?:the") else (m.group(2), m.group(1))
        from .filters import ToughnessOf
        op = PTDoubleOp(PowerOf() if "power" in what else Const(0), ToughnessOf() if "toughness" in what else Const(0))
        return Instruction("continuous", subject_of(whom, pc, tg, prev), (op,), duration, text=raw)
    m = re.fullmatch(r"[Pp]ut the top card of (your|their|that player's) library on the bottom of \1 library", s)
    if m:   # 401.4: moved within the library (kb.engine.librarybottom)
        if m.group(1) != "your" and (prev is None or prev.kind not in ("players", "target")):
            raise ParseError(s, "whose library", pc.card)
        who = YOU if m.group(1) == "your" else prev
        return Instruction("top_to_bottom", None, opts={"who": who}, text=raw)
    m = re.fullmatch(r"[Pp]ut the top card of (your|their|that player's) library into (?:your|their|that player's) hand", s)
    if m:  # the card is named by "it"/"its" after this (its mana value, 608.2h from where it went)
        who = YOU if m.group(1) == "your" else (prev if prev is not None and prev.kind in ("players", "target") else
                                                subject_of("that player", pc, tg, prev)
                                                if m.group(1) == "that player's" else YOU)
        # "that player's library" with no player named before: the one "that player" names (the trigger event's, 603.2)
        return Instruction("top_to_hand", Subject("moved", text="that card"), opts={"who": who}, text=raw)
    m = re.fullmatch(r"[Ee]xile that many cards from the top of your library", s)
    if m:   # "Whenever ~ deals combat damage to a player, exile that many cards from the top of your library": the
        # amount of the event or instruction before (608.2h), as "draw that many cards" reads it
        return Instruction("exile_top", Subject("moved", text="that card"), amount=Subject_amount(),
                           opts={"who": YOU, "from_top": True}, text=raw)
    s, down = face_down_words(s)   # "Exile the top card of each opponent's library face down" (kb.engine.exiledfacedown)
    whose = all_but_bottom_whose(s)   # "Exile all but the bottom card of target player's library." (kb.engine.exiletopcount)
    s = f"Exile the top X cards of {whose} library" if whose else s
    m = re.fullmatch(r"[Ee]xile the top (?:card|(\w+) cards) of (" + LIBRARY_OWNER + r"|each (?:player|opponent)'s) "
                     r"library", s) or \
        re.fullmatch(r"(.+?) exiles? the top (?:card|(\w+) cards) of (their|your) library", s)
    if m and m.re.groups == 3:   # "that player exiles the top card of their library" (702.115a): the player's own library
        m_who, n_said = subject_of(m.group(1), pc, tg, prev), m.group(2)
        if not re.fullmatch(r"(?i)you|.*\b(?:player|players|opponent|opponents)", m.group(1)):
            raise ParseError(s, "who exiles the top cards of their library", pc.card)
        n = amount_of(n_said) if n_said else 1
        if n is None and n_said != "X":   # "Target player exiles the top X cards of their library, where X is …"
            raise ParseError(s, "how many cards", pc.card)
        return Instruction("exile_top", Subject("moved", text="that card"), amount=XValue() if n is None else Const(n),
                           opts={"who": m_who, **({"face_down": True} if down else {})}, text=raw)
    if m:  # "that card" after it is the card exiled (its mana value: 608.2h, from where it went)
        who = YOU if m.group(2) == "your" else subject_of(m.group(2).removesuffix("'s"), pc, tg, prev) \
            if m.group(2).startswith(("target ", "each ", "its owner")) else (prev if prev is not None and prev.kind in ("players", "target", "each")
                                                      else subject_of("that player", pc, tg, prev)
                                                      if m.group(2) == "that player's" else YOU)
        # "… of target opponent's library": theirs (115.1); "… of that player's library" with no player named before
        # it: the player "that player" names, the trigger event's ("deals combat damage to a player", 603.2)
        n = amount_of(m.group(1)) if m.group(1) else 1
        if n is None and m.group(1) != "X":
            raise ParseError(s, "how many cards", pc.card)
        return Instruction("exile_top", Subject("moved", text="that card"), amount=Const(0) if whose else XValue()
                           if n is None else Const(n), opts={"who": who, **({"all_but_bottom": True} if whose else {}),
                                                             **({"face_down": True} if down else {})}, text=raw)
    if down:
        raise ParseError(raw, "cards exiled face down from something other than the top of a library", pc.card)
    m = re.fullmatch(r"~'s level becomes (\d+)", s)
    if m:   # a class level bar's activated ability (716.2a)
        return Instruction("class_level", subject_of("~", pc, tg, prev), amount=Const(int(m.group(1))), text=raw)
    m = re.fullmatch(r"[Ss]witch (.+?)'s? power and toughness", s)
    if m:
        return Instruction("continuous", subject_of(m.group(1), pc, tg, prev), (PTSwitchOp(),), duration, text=raw)
    made = read_shield(s, raw, pc, duration, lambda q: subject_of(q, pc, tg, prev), lambda w: _amount(w, pc, tg, prev))
    if made is not None:   # prevention, redirection and regeneration shields (kb.engine.shieldreader)
        return made
    m = re.fullmatch(r"[Ee]xile (.+?),? then return (?:that card|it|those cards) to the battlefield under (?:your|its owner's) control", s)
    if m:
        return Instruction("blink", subject_of(m.group(1), pc, tg, prev), text=raw)
    m = re.fullmatch(r"[Cc]hange the text of (.+?) by replacing all instances of one (?:color word|basic land type|creature type)"
                     r" with another(?: or one (?:color word|basic land type|creature type) with another)?", s)
    if m:
        subj = subject_of(m.group(1), pc, tg, prev)
        return Instruction("continuous", subj, (TextOp("?", "?"),), duration, text=raw,
                           choice_needed=("text_from", "text_to"))
    # --- damage (120) -------------------------------------------------------------------------------
    # (not a "deals" inside a quoted ability: "Creatures you control gain "{T}: ~ deals 1 damage to any target." until
    # end of turn" grants that ability, read by the continuous effects below)
    quoted = s.split(" deal")[0].count('"') % 2 == 1
    m = None if quoted else re.fullmatch(r"(.+?) deals? (\w+|X|X plus \d+|twice X) damage divided as you choose among (.+)", s)
    if m:  # the division is announced as the spell is cast (601.2d): choose: {divide: [...]}
        src = subject_of(m.group(1), pc, tg, prev)
        recips = subject_of(m.group(3), pc, tg, src if src.kind != "self" else prev)
        if recips.kind != "target":
            raise ParseError(raw, "damage divided among what is not targets", pc.card)
        return Instruction("damage", recips, amount=_amount(m.group(2), pc, tg, prev), source=src, text=raw,
                           opts={"divided": True})
    m = None if quoted else re.fullmatch(r"(.+?) deals? (\w+|X|X plus \d+) damage divided evenly, rounded down, among (.+)", s)
    if m:  # no choice: each target is dealt the amount over the number of targets, rounded down (kb.engine.divide)
        src = subject_of(m.group(1), pc, tg, prev)
        recips = subject_of(m.group(3), pc, tg, src if src.kind != "self" else prev)
        if recips.kind != "target":   # "among all creatures target opponent controls": counted as it resolves
            raise ParseError(raw, "damage divided evenly among what is not targets", pc.card)
        return Instruction("damage", recips, amount=_amount(m.group(2), pc, tg, prev), source=src, text=raw,
                           opts={"evenly": True})
    to = read_each_of_those(s)   # "Each of those creatures deals damage equal to its power to ~" (kb.engine.eachofthose)
    if to is not None and several_targets(prev, tg.slots):
        recips = _recipients(to, pc, tg, prev)
        if len(recips) == 1 and recips[0][0] is not prev:
            from .eachsource import EACH_SOURCE
            return Instruction("damage", recips[0][0], amount=_value("its power", pc, tg, prev), source=prev,
                               text=raw, opts={EACH_SOURCE: True})
    m2 = re.fullmatch(r"(.+?) deals? damage to (.+?) equal to (.+)", s)
    if m2 and "divided" not in low and " and " not in m2.group(2):   # "deals damage to any target equal to ..."
        s = f"{m2.group(1)} deals damage equal to {m2.group(3)} to {m2.group(2)}"
        low = s.lower()
    m = None if quoted else re.fullmatch(r"(.+?) deals? (\w+|X|that much|X plus \d+) damage to (.+)", s) or \
        re.fullmatch(r"(.+?) deals? damage equal to (.+?) to (.+)", s)
    if m and "divided" not in low and not re.search(r"\beach of (?!them$|those \w+$|up to |any number of |one(?:, \w+)*,? or \w+ targets?\b|"
                                                     r"\w+ (?:other )?targets?\b)", low):
        if re.match(r"(?:any (?:other )?target|target (?:player|opponent)s?)\b", m.group(1).lower()):
            # "Any target deals 1 damage to …": a player can't be a source of damage (120.1: objects deal damage);
            # never read as a source that might be one (a misreading the word accounting does not see)
            raise ParseError(raw, "a damage source that may be a player", pc.card)
        src = subject_of(m.group(1), pc, tg, prev)
        one = src.kind in ("self", "event", "prev", "moved", "picked", "paid") or (src.kind == "target" and len(src.slots) == 1)
        if "damage equal to" in low and (re.search(r"\b(?:that player's|their) hand\b", m.group(2)) or
                                         _NAMES_ONE.search(m.group(2))):
            # "~ deals damage to target player equal to the number of cards in that player's hand", "… equal to the
            # number of nonbasic lands that player controls": the player is the recipient
            recips = _recipients(m.group(3), pc, tg, src if src.kind != "self" else prev)
            if len(recips) != 1:
                raise ParseError(raw, "\u201cthat player\u201d of several recipients", pc.card)
            amt = _value(m.group(2), pc, tg, recips[0][0])
            if per_player(amt):   # "to each player equal to the number of lands they control": one event, many counts
                raise ParseError(raw, "a count for each of several recipients of one damage event", pc.card)
            return Instruction("damage", recips[0][0], amount=amt, source=src, text=raw)
        if "damage equal to" in low and re.match(r"(?:its|their) ", m.group(2)):
            # "Target creature you control deals damage equal to its power to …": "its" is the source's (608.2h), one
            # number only when the source is one object
            if not one and not re.fullmatch(r"its (?:power|toughness)", m.group(2)):
                raise ParseError(raw, "\u201cits\u201d of each of several sources (a number per source)", pc.card)
            amt = _value(m.group(2), pc, tg, src)   # several sources: each its own (kb.engine.eachsource)
        else:
            amt = _amount(m.group(2), pc, tg, prev) if "damage equal to" not in low else _value(m.group(2), pc, tg, prev)
        if m.group(3) == "itself":   # "Target creature deals damage to itself equal to its power" (120.3: source and recipient)
            if not one and src.kind in ("selector", "players_objects") and \
                    (isinstance(amt, Const) or re.fullmatch(r"its (?:power|toughness)", m.group(2))):
                # "Each tapped creature deals damage to itself equal to its power": each one its own source and
                # recipient, all in one damage event (kb.engine.eachsource)
                from .eachsource import EACH_ITSELF, EACH_SOURCE
                return Instruction("damage", src, amount=amt, source=src, text=raw,
                                   opts={EACH_SOURCE: True, EACH_ITSELF: True})
            if not one:
                raise ParseError(raw, "each of several sources dealing damage to itself", pc.card)
            return Instruction("damage", src, amount=amt, source=src, text=raw)
        to = m.group(3)
        if not one and src.kind in ("selector", "players_objects") and not quoted:
            # "Each creature deals 1 damage to its controller": "its" is each source's own (kb.engine.eachsource);
            # any other "its"/"it" of the recipient words refers back to each of several sources and isn't read
            from .eachsource import EACH_OWN_PLAYER, EACH_SOURCE, own_player
            whose = own_player(to)
            if whose is not None:
                if re.search(r"\b(?:its|their|it|that)\b", m.group(2)) and \
                        not re.fullmatch(r"its (?:power|toughness)", m.group(2)):
                    raise ParseError(raw, "a number per source (of each of several sources) the engine does not read",
                                     pc.card)
                return Instruction("damage", src, amount=amt, source=src, text=raw,
                                   opts={EACH_SOURCE: True, EACH_OWN_PLAYER: whose})
            if re.search(r"\b(?:its|it|it's)\b", to.lower()):
                raise ParseError(raw, "recipient words that refer to each of several sources", pc.card)
        if src.kind == "self":   # "~ deals 1 damage to any target and 1 damage to itself": ~ is dealt it too
            to = re.sub(r"(\bdamage to )itself$", r"\1~", to)
        # "that creature" after a group of sources ("Each creature you control … deals 1 damage to that creature"): the
        # object named before them (608.2c), never one of the group
        ante = src if src.kind != "self" and one else prev
        recips = _recipients(to, pc, tg, ante)
        if ante is src and recips[0][0] is src and re.fullmatch(r"that (?:creature|permanent|planeswalker)", to):
            # "Whenever ~ becomes blocked by a creature, it deals 2 damage to that creature": "that creature" is not the
            # source "it" (which would be "itself", 120.3) but the object named before it — the trigger event's other
            # creature (603.2, 509.3d)
            recips = _recipients(to, pc, tg, prev)
        first = recips[0][0]
        ins = Instruction("damage", first, amount=amt, source=src, text=raw)
        if not one and re.search(r"\b(?:its|their|it|that)\b", m.group(2)) and \
                not re.fullmatch(r"its (?:power|toughness)", m.group(2)):
            # "… deals damage equal to twice its power": a number per source of another shape, not read
            raise ParseError(raw, "a number per source (of each of several sources) the engine does not read", pc.card)
        if not one and src.kind in ("selector", "players_objects"):   # "Each creature you control deals …": each a
            from .eachsource import EACH_SOURCE                        # source of its own (kb.engine.eachsource)
            ins.opts[EACH_SOURCE] = True
        if len(recips) > 1:
            ins.opts["more"] = [(r, _amount(a, pc, tg, prev)) for r, a in recips[1:]]
        return ins
    m = re.fullmatch(r"([^\"]+?) fights? (.+)", s)   # (not a "fights" inside a quoted ability granted)
    if m:
        a = subject_of(m.group(1), pc, tg, prev)
        pointer = m.group(2).strip().lower() in _PREV and m.group(1).strip().lower() not in _PREV
        # "Target creature you control fights that creature": a pointer after the clause's own new subject names
        # what the text named before (608.2c), never that subject (it would be "itself")
        b = subject_of(m.group(2), pc, tg, prev if pointer else a)
        return Instruction("fight", a, source=b, text=raw)
    # --- zones (701) --------------------------------------------------------------------------------
    m = re.fullmatch(r"[Dd]estroy (.+?)(?:\. (?:It|They) can't be regenerated)?", s)
    if m:
        return Instruction("destroy", subject_of(m.group(1), pc, tg, prev), text=raw)
    from .exilezones import read_exile_zones
    zz = read_exile_zones(s)
    if zz is not None:   # "Exile all cards from all opponents' hands and graveyards": every card of those zones (406.1)
        ins = Instruction("exile", Subject("selector", selector=zz[0], text=zz[0].describe), text=raw)
        if zz[1] is not None:   # only the cards of the players named (402.1, 404.1)
            ins.opts["graveyard_of"] = subject_of(zz[1], pc, tg, prev)
        return ins
    m = re.fullmatch(r"(each player|you) exiles? (all .+?cards?) from (?:their|your) graveyards?", s, re.I)
    if m:   # each player exiles from their own graveyard: every such card of those graveyards (406.1)
        who = subject_of(m.group(1).lower(), pc, tg, prev)
        where = "all graveyards" if who.kind == "players" else "your graveyard"
        subj = subject_of(f"{m.group(2)} in {where}", pc, tg, prev, zone_default=frozenset(("graveyard",)))
        return Instruction("exile", subj, source=who, opts={"this_way": True}, text=raw)
    m = re.fullmatch(r"(?:(each player|you) )?(?:puts?|[Rr]eturns?) (?:all )?(?:the )?cards (?:they|you) exiled this way "
                     r"onto the battlefield", s, re.I)
    if m:   # the cards an earlier instruction of this resolution exiled, each under its owner's control (they were
        # exiled from their owners' own graveyards)
        who = subject_of(m.group(1).lower(), pc, tg, prev) if m.group(1) else YOU
        return Instruction("move", Subject("moved", text="cards exiled this way"), source=who,
                           opts={"to": "battlefield", "tapped": False, "under": "owner", "exiled_this_way": True}, text=raw)
    m = re.fullmatch(r"[Ee]xile ((?:up to (?:one|two|three|four|\d+) )?target .*?cards?) from (?:(a|your|an opponent's|"
                     r"target player's|target opponent's) graveyard|(graveyards))", s)
    if m:   # "Exile target card from a graveyard": the target is a card in that graveyard (115.1); "… from graveyards":
        # a card in any graveyard
        where = "a graveyard" if m.group(3) else f"{m.group(2)} graveyard"
        return Instruction("exile", subject_of(f"{m.group(1)} in {where}", pc, tg, prev,
                                               zone_default=frozenset(("graveyard",))), text=raw)
    m = re.fullmatch(r"[Ee]xile (?:all (.*?)cards from )?(your|target player's|target opponent's|each opponent's|"
                     r"all opponents'|all) graveyards?", s)
    if m:   # "Exile target player's graveyard" / "Exile all creature cards from all graveyards": every such card there
        # as the instruction is carried out (406.1, 404.1); a target player is chosen as it is put on the stack (115.1);
        # "all opponents' graveyards": each opponent's (102.3)
        whose = re.sub(r"^all opponents'$", "each opponent's", m.group(2))
        where = "your graveyard" if whose == "your" else "all graveyards"
        ins = Instruction("exile", subject_of(f"all {m.group(1) or ''}cards in {where}", pc, tg, prev,
                                              zone_default=frozenset(("graveyard",))), text=raw)
        if whose not in ("your", "all"):   # only the graveyard of that player (or of each opponent)
            ins.opts["graveyard_of"] = subject_of(whose.removesuffix("'s"), pc, tg, prev)
        return ins
    m = re.fullmatch(r"[Ee]xile (~|it) with (a|an|one|two|three|four|five|six|\d+) (\S+) counters? on it", s)
    if m:   # "Exile ~ with three time counters on it." (a spell exiling itself as it resolves; 702.62 if it has suspend)
        return Instruction("exile", subject_of(m.group(1), pc, tg, prev), text=raw,
                           opts={"kind": m.group(3)}, counter=(m.group(3), amount_of(m.group(2)) or 1))
    m = re.fullmatch(r"[Ee]xile (~|it) haunting (target creature)", s)
    if m:   # haunt (702.55a): the card exiled "haunts" the creature targeted (702.55b; kb.engine.haunt)
        card = subject_of(m.group(1), pc, tg, prev)
        return Instruction("exile", card, text=raw, opts={"haunting": subject_of(m.group(2), pc, tg, card)})
    m = re.fullmatch(r"(?:(.+?) exiles|[Ee]xile) (a|an|one|two|three|four|five|\d+) (.+?) from (your|their) "
                     r"(graveyard|hand)", s)
    if m and (m.group(1) is None) == (m.group(4) == "your"):
        # what follows "If you do" / "If you can't" reads whether the card was exiled (kb.engine.actions: a card found
        # and exiled; a graveyard or hand the scenario doesn't list leaves it, and all the ability does, undecided)
        # "Target opponent exiles a card from their graveyard / hand", "Exile a creature card from your graveyard":
        # cards of that player's graveyard or hand, which that player chooses as it resolves (608.2d; choose: {choose:
        # NAME}; from a hand, unstated among several, "cannot decide")
        who = subject_of(m.group(1), pc, tg, prev) if m.group(1) else YOU
        n = amount_of(m.group(2)) or 1
        noun = re.sub(r"\bcards\b", "card", m.group(3))
        zone = frozenset((m.group(5),))
        sel = parse_selector(noun, pc, default_zone=zone)
        if not isinstance(sel, (Selector, AnyOf)):   # "an instant or sorcery card": a union, each part of that zone
            raise ParseError(s, f"a card of a {m.group(5)} described so is not read", pc.card)
        return Instruction("exile", Subject("chosen", selector=in_zones(sel, zone), text=f"{m.group(2)} {m.group(3)}"),
                           source=who, opts={"from": f"{m.group(4)} {m.group(5)}", "count": n}, text=raw)
    m = re.fullmatch(r"[Ee]xile (that card|it) from (your|its owner's) graveyard", s)
    if m:   # "exile that card from your graveyard": the card named before, only while it is in that graveyard (404.1,
        # 406.1; a card that went elsewhere, or is a new object there, 400.7, is not exiled; kb.engine.actions)
        return Instruction("exile", subject_of(m.group(1), pc, tg, prev), text=raw,
                           opts={"in_graveyard": "you" if m.group(2) == "your" else "owner"})
    from .chosennumber import read_chosen_number
    # "… any number of other nonland permanents you own and control" (Yorion): other than ~ (its selector's "other"),
    # owned and controlled by you (108.3, 108.4)
    m = re.fullmatch(r"[Ee]xile ((?:any number of|up to (?:two|three|four|five)) (?!target).+? you (?:own and )?control)", s)
    mode, cap, one = read_chosen_number(m.group(1)) if m else (None, None, None)
    if mode:   # "exile any number of non-Angel creatures you control": how many and which, chosen as it resolves among
        # the permanents of that kind you control (608.2d, 107.1c; kb.engine.chosennumber), as a sacrifice's are
        what = subject_of(one, pc, tg, prev)
        if what.kind != "chosen":
            raise ParseError(raw, "a number of objects that are not chosen", pc.card)
        return Instruction("exile", what, source=YOU, opts={"number_chosen": mode, "count": cap}, text=raw)
    m = re.fullmatch(r"[Ee]xile (.+)", s)
    top = read_top_of_graveyard(m.group(1)) if m else None
    if top is not None:   # "exile the top creature card of your graveyard" (404.2; kb.engine.graveyardtopkind)
        return Instruction("exile", top_of_graveyard_subject(top, lambda w: parse_selector(
            w, pc, default_zone=frozenset(("graveyard",)))), text=raw)
    if m:   # "exile all cards from your hand": every card in it (406.1; "from" names the zone, as "in" does)
        # "exile all creature cards with mana value 3 or less from your graveyard" too: "from" names the zone
        what = re.sub(r"^(all (?:.+? )?cards(?: with .+?)?) from your (hand|graveyard)$", r"\1 in your \2", m.group(1))
        return Instruction("exile", subject_of(what, pc, tg, prev, zone_default=frozenset(("battlefield",))), text=raw)
    from .playerpicks import read_player_pick
    pick = read_player_pick(s)
    if pick is not None:   # "that player returns a creature they control to its owner's hand": theirs, their pick (608.2d)
        who = subject_of(pick[0], pc, tg, prev)
        ins = _instruction(pick[1], pc, tg, prev, duration, raw)
        if who.kind not in ("event", "target", "players") or ins.subject is None or ins.subject.kind != "chosen" or \
                ins.kind not in ("move", "untap", "tap") or ins.source is not None:
            raise ParseError(raw, "a permanent another player picks, for an action the engine doesn't read so", pc.card)
        ins.source, ins.opts["they_control"] = who, True
        return ins
    m = re.fullmatch(r"(?:(.+?) )?[Ss]acrifices? (.+)", s)
    if m and (m.group(1) is None or not m.group(1).lower().startswith("as ") and '"' not in m.group(1)):
        # (a "sacrifice" inside a quoted ability granted by the sentence is that ability's, not this sentence's verb)
        who = subject_of(m.group(1), pc, tg, prev) if m.group(1) else YOU
        phrase, opts = m.group(2), {}
        from .halfsacrifice import read_half_sacrifice
        half = read_half_sacrifice(phrase)
        if half is not None and (half[1] == "you") == (who.kind == "you"):
            # "half the creatures they control of their choice, rounded up": half of each player's own (107.1a)
            what = subject_of("a " + half[0], pc, tg, prev)
            if what.kind != "chosen":
                raise ParseError(raw, "half of objects that are not chosen", pc.card)
            return Instruction("sacrifice", what, source=who, text=raw,
                               opts={"half": half[3], "they_control": half[1] == "they",
                                     **({"their_choice": True} if half[2] else {})})
        mc = re.fullmatch(r"(an? .+?) for each ([a-z]+ vote)", phrase)
        if mc:   # "a creature of their choice for each death vote" (701.38a): as many as the votes that option got
            phrase, opts["per_vote"] = mc.group(1), _for_each_count(mc.group(2), pc, tg, prev)
        # "a creature of their choice" (the 2024 wording): the sacrificing player chooses (701.21a, 608.2d)
        mc = re.fullmatch(r"(.+?) of (?:their|his or her|your) choice", phrase)
        if mc:
            phrase, opts["their_choice"] = mc.group(1), True
        # "all creatures they control": a player sacrifices only what they control (701.21a)
        mc = re.fullmatch(r"(all .+?) (?:they control|he or she controls)( that are one or more colors)?", phrase)
        if mc and who.kind in ("players", "target", "event", "prev"):   # kb.engine.colored: "that are one or more colors"
            phrase, opts["they_control"] = mc.group(1) + (mc.group(2) or ""), True
        # "a land for each age counter on it" (cumulative upkeep, 702.24a): as many as the counters, a payment made
        # whole or not at all (kb.engine.actions)
        per = None
        mc = re.fullmatch(r"(an? .+?) for each ((age) counter on (?:it|~))", phrase)
        if mc:
            phrase, per = mc.group(1), _for_each_count(mc.group(2), pc, tg, prev)
            opts.update(for_each=True, per_counter=mc.group(3))
        # "an artifact, a creature, and a land": one of each kind, each a different permanent (kb.engine.sacrificeset)
        from .sacrificeset import read_one_of_each
        each = read_one_of_each(phrase, lambda p: _subject_or_none(p, pc, tg, prev))
        if each is not None and not set(opts) - {"their_choice"}:
            return Instruction("sacrifice", each[0], source=who, opts={**opts, "one_each": each[1]}, text=raw)
        # "any number of other permanents", "up to two creatures": how many, chosen as it resolves (608.2d;
        # kb.engine.chosennumber)
        from .chosennumber import read_chosen_number
        mode, cap, one = read_chosen_number(phrase)
        if mode:
            opts["number_chosen"], opts["count"], phrase = mode, cap, one
        # "two creatures": that many, each player choosing among their own (608.2d)
        n, one = chosen_count(phrase) if not mode else (None, phrase)
        if n:
            opts["count"], phrase = n, one
        mc = re.fullmatch(r"that many (.+?)s", phrase)
        if mc:   # the amount of the trigger event or the instruction before (608.2h)
            opts["that_many"] = True
            phrase = "a " + mc.group(1)
        what = subject_of(phrase, pc, tg, prev)
        if (opts.get("count") or opts.get("that_many") or opts.get("number_chosen") or per is not None or
                opts.get("per_vote")) and what.kind != "chosen":
            raise ParseError(raw, "a number of objects that are not chosen", pc.card)
        amount = Times(per, 1) if per is not None else Subject_amount() if opts.get("that_many") else None
        return Instruction("sacrifice", what, source=who, opts=opts, text=raw,
                           **({"amount": amount} if amount is not None else {}))
    made = _graveyard_to_library(s, raw, pc, tg, prev) or _hand_to_library(s, raw, pc, tg, prev)
    if made is not None:
        return made
    m = re.fullmatch(r"[Pp]ut (.+?) on (top|the bottom) of (?:its|their) owners?'s? librar(?:y|ies)", s) or \
        re.fullmatch(r"[Pp]ut (~|target [^,.]*? you own) on (top|the bottom) of (your) library", s)
    if m:   # a particular place in the library (401.4): the top or the bottom; "Put ~ on top of your library", "Put target
        # permanent you own on the bottom of your library": its owner's all the same (400.3), which is yours
        return Instruction("move", subject_of(m.group(1), pc, tg, prev), text=raw,
                           opts={"to": "library", "position": "top" if m.group(2) == "top" else "bottom",
                                 **({"your_library": True} if m.lastindex == 3 else {})})
    # "Put target nonland permanent on the top or bottom of its owner's library", "Target creature's owner puts it on
    # their choice of the top or bottom of their library" (401.4): the place is chosen as it resolves (608.2d)
    m = re.fullmatch(r"[Pp]ut (.+?) on the top or bottom of (?:its|their) owners?'s? librar(?:y|ies)", s)
    mo = re.fullmatch(r"(?:((?:[Tt]arget|[Tt]hat|[Ee]nchanted|[Ee]quipped) [^']+?)'s|([Ii]t)s) owner puts it on "
                      r"(?:their choice of )?the top or bottom of their library", s)   # "Its owner …" (Subtlety)
    if m or mo:
        what = (mo.group(1) or mo.group(2)).lower() if mo else m.group(1)
        return Instruction("move", subject_of(what, pc, tg, prev), text=raw,
                           opts={"to": "library", "position": "top_or_bottom", **({"owner_chooses": True} if mo else {})})
    from .friendfoe import read_friend_or_foe   # "For each player, choose friend or foe." (608.2d)
    made = read_friend_or_foe(s, raw, lambda: Instruction("friend_or_foe", YOU, text=raw))
    if made is not None:
        return made
    from .beneathtop import read_beneath_top   # "… just beneath the top X cards of that library, where X is …" (401.4)
    made = read_beneath_top(s, raw, lambda w: subject_of(w, pc, tg, prev), lambda w: _value(w, pc, tg, prev), amount_of,
                            lambda subj, n, opts: Instruction("move", subj, amount=n, text=raw, opts=opts))
    if made is not None:
        return made
    m = re.fullmatch(rf"[Pp]ut (.+?) into (?:(?:its|their) owners?'s?|your) library ({'|'.join(ORDINAL_WORDS)}) from the top", s)
    if m:   # "third from the top": that many cards above it less one (401.4); "your library": its owner's all the same,
        # a card put into another player's library going to its owner's (400.3)
        return Instruction("move", subject_of(m.group(1), pc, tg, prev), text=raw,
                           opts={"to": "library", "position": ORDINAL_WORDS[m.group(2)],
                                 **({"your_library": True} if " into your library " in s else {})})
    s = re.sub(r"\bhis or her\b", "their", s) if re.match(r"(?:[Tt]hat|[Tt]he) player puts ", s) else s
    m = re.fullmatch(r"(?:(?:[Tt]hat|[Tt]he) player puts|[Pp]ut) (?:it|that card|the card) (into (?:your|their) hand|into "
                     r"(?:your|their) graveyard|on the bottom of (?:your|their|that player's|its owner's) library)", s)
    if m and prev is not None and prev.kind == "looked":
        # the card looked at or revealed (701.20e): to a hand or a graveyard, or moved within its library (400.7:
        # no zone change, kb.engine.looking)
        if m.group(1).startswith("on the bottom"):
            whose = re.search(r"of (.+) library", m.group(1)).group(1)
            return Instruction("rest", prev, opts={**rest_place("on the bottom of your library"), "whose": whose},
                               text=raw)
        return Instruction("move", prev, opts={"to": PLACE[m.group(1).replace("their", "your")],
                                               "whose": "their" if "their" in m.group(1) else "your"}, text=raw)
    m = re.fullmatch(r"[Ee]ach player returns ((?:all|each) .+? cards?(?: with .+?)?) from their graveyard to (their hand|the "
                     r"battlefield)( tapped)?", s)
    if m:   # "Each player returns all creature cards from their graveyard to their hand": the cards of every graveyard, each
        # to its owner's hand, or onto the battlefield under its owner's control, at once (608.2f, 110.2)
        dest = "their owners' hands" if m.group(2) == "their hand" else \
            f"the battlefield{m.group(3) or ''} under their owners' control"
        ins = _read_instruction(f"Return {m.group(1)} in all graveyards to {dest}", pc, tg, prev, duration, raw)
        ins.opts["each_player"] = True
        return ins
    from .eachreturns import read_each_returns
    each_returns = read_each_returns(s)
    if each_returns is not None:   # "Each player returns two land cards from their graveyard to the battlefield" (608.2d)
        r = each_returns
        sel = parse_selector(r.kind, pc, default_zone=frozenset(("graveyard",)))
        where = {"to": "battlefield", "tapped": r.tapped, "under": "you" if r.under_you else "owner"} \
            if r.to == "battlefield" else {"to": "hand"}
        return Instruction("move", Subject("chosen", selector=sel, text=r.kind), source=subject_of(r.who, pc, tg, prev),
                           opts={**where, "from": "their graveyard", "count": r.n,
                                 **({"their_choice": True} if r.their_choice else {})}, text=raw)
    m = re.fullmatch(r"[Rr]eturn (?!.+ from (?:your|a) graveyard to )(.+?) to (?:its|their) owners?'s? hands?", s) or \
        re.fullmatch(r"[Rr]eturn (~|it|that creature|that card|.+? you own|each card with the most votes or tied for most "
                     r"votes) to your hand", s) or \
        re.fullmatch(r"[Pp]ut (it|that card) into your hand", s) or \
        re.fullmatch(r"[Pp]ut (the exiled cards?) into (?:its|their) owners?'s? hands?", s)   # hideaway's Watcher (607.2a)
    if m:   # "Return ~ to your hand", "Return that creature to your hand" (the one a delayed trigger names, 603.7),
        # "Otherwise, put it into your hand" (Meren of Clan Nel Toth's card in a graveyard): a card goes to its owner's
        # hand whatever the words say (400.3)
        opts = {"to": "hand"} if "owner" in s else {"to": "hand", "hand_of": "your"}
        # "return two lands you control to their owner's hand": that many of them, chosen as it resolves (608.2d;
        # fewer if that's all there are, 609.3)
        n, what = chosen_count(m.group(1))
        subj = subject_of(what, pc, tg, prev)
        if n:
            if subj.kind != "chosen":
                raise ParseError(raw, "a number of objects that are not chosen", pc.card)
            opts["count"] = n
        return Instruction("move", subj, opts=opts, text=raw)
    from .linkedgraveyard import put_linked_words   # "put them into their owner's graveyard" (kb.engine.linkedgraveyard)
    linked = put_linked_words(s, pc.ability)
    if linked is not None:   # the cards exiled with ~, each to its owner's graveyard (607.2a, 400.3)
        return Instruction("move", subject_of(linked, pc, tg, prev, zone_default=frozenset(("exile",))),
                           opts={"to": "graveyard"}, text=raw)
    m = re.fullmatch(r"[Rr]eturn (.+?) to (?:its|their) owners?'s? graveyards?", s)
    if m:
        return Instruction("move", subject_of(m.group(1), pc, tg, prev, zone_default=frozenset(("exile",))),
                           opts={"to": "graveyard"}, text=raw)
    m = re.fullmatch(r"[Pp]ut (a|an|one|two|three|\d+) cards? (?:an opponent owns|your opponents own) from exile into "
                     r"(?:that player's|their owners') graveyards?", s)
    if m:   # a processor's "[you may] put a card an opponent owns from exile into that player's graveyard": cards in
        # exile an opponent of the controller owns, chosen as it resolves (608.2d; choose: {choose: [NAMES]}), each to
        # its owner's graveyard (400.3); done only when that many are put (608.2c "If you do")
        sel = parse_selector("card", pc, default_zone=frozenset(("exile",)))
        return Instruction("move", Subject("chosen", selector=sel, text="card an opponent owns"), text=raw,
                           opts={"to": "graveyard", "from": "opponents' exile", "count": amount_of(m.group(1)) or 1})
    from .handput import read_hand_put   # "put a land card / up to two creature cards from your hand onto the battlefield"
    if (put := read_hand_put(s, raw, pc, parse_selector, Instruction, Subject)) is not None:
        return put
    from .returnfirst import destination_last   # "Return to your hand all creature cards in your graveyard …"
    first = destination_last(s)
    if first is not None:   # the same move, its destination said first (kb.engine.render: that order)
        made = _instruction(first, pc, tg, prev, duration, raw)
        if made.kind != "move":
            raise ParseError(raw, "a destination said first, of no move", pc.card)
        made.opts["to_first"] = True
        return made
    m = re.fullmatch(r"(?:[Rr]eturn (.+?) (?:from (your|a|their|its owner's|an opponent's) graveyard )?to|"
                     r"[Pp]ut (.+?) (?:from (your|a|their|its owner's|an opponent's) graveyard )?onto) the battlefield( tapped)?"
                     r"(?P<transformed> transformed| converted)?(?P<face_down> face down| face up or face down)?"
                     r"(?: under (your|its owner's|their owner's|their owners') control)?(?: with (a|an|one|two|three) (?P<more>additional )?(\S+) "
                     r"counters? on (?:it|them))?", s)
    if m:   # "Return ... to the battlefield" / "Put ... onto the battlefield" (Reanimate); "transformed": 712.14a;
        # "face down": 708.2a, 708.3
        what, whose = (m.group(1), m.group(2)) if m.group(1) else (m.group(3), m.group(4))
        from .chosennumber import ONE_CARD, read_chosen_number, split_different_names
        # "Return any number of permanent cards with different names from your graveyard to the battlefield" (Eerie
        # Ultimatum): how many and which, chosen as it resolves (608.2d), no two with the same name (201.2)
        plain, distinct = split_different_names(what)
        mode, cap, one = read_chosen_number(plain) if whose == "your" and m.group(1) and not m.group(5) and \
            not m.group(8) and not m.group(9) and not m.group("transformed") and not m.group("face_down") else (None, None, what)
        if mode and ONE_CARD.fullmatch(one):
            return Instruction("move", subject_of(one, pc, tg, prev, zone_default=frozenset(("graveyard",))),
                               opts={"to": "battlefield", "tapped": False, "under": "owner", "from": "your graveyard",
                                     "number_chosen": mode, "count": cap, **({"different_names": True} if distinct else {})},
                               text=raw)
        if distinct:
            raise ParseError(raw, "“with different names” of no chosen number of cards is not read", pc.card)
        from .uptoone import read_up_to_one   # "return up to one creature card …": none or one, chosen (608.2d)
        what, up_to_one = read_up_to_one(what)
        tapped, under, n, kind = m.group(5), m.group(8), m.group(9), m.group(11)
        if whose == "an opponent's" and not ("target" in what.split() and _graveyard_cards(what)):
            # "… from an opponent's graveyard" only of a target card (115.1): a group there would be one opponent's
            raise ParseError(s, "\u201cfrom an opponent's graveyard\u201d of no target card is not read", pc.card)
        if whose in ("your", "a", "an opponent's") and _graveyard_cards(what):
            what += f" in {whose} graveyard"   # the target (115.1), or every card of the group, is in that graveyard
        if re.match(r"(?:an?|one|two|three|four|five|six|seven|eight|nine|ten|X|\d+) (?:[^.]* )?tokens?\b", what):
            # "Put a … token … onto the battlefield" in a form the old-wording reader (kb.engine.text) didn't turn into
            # "Create …": a token not yet in the game is created, never moved from somewhere (111.1, 111.8)
            raise ParseError(s, "\u201cput a token onto the battlefield\u201d in this form is not read as creating it",
                             pc.card)
        opts = {"to": "battlefield", "tapped": bool(tapped), "under": "you" if under == "your" else "owner"}
        if m.group("transformed"):
            opts["transformed"] = True
            if m.group("transformed") == " converted":   # 701.28a: converted as it enters, as "transformed" (712.14a)
                opts["converted"] = True
        if whose:   # where it returns from (a self-reference "~ from your graveyard": 113.6k, the ability works there)
            opts["from"] = f"{whose} graveyard"
        if n:
            opts["counters"] = {kind: amount_of(n) or 1}
            if m.group("more"):   # "with an additional +1/+1 counter on it": beside any counters its own abilities give
                opts["more_counters"] = True   # it as it enters, one more replacement (614.1c, 122.6)
        if m.group("face_down"):   # "face up or face down": which, chosen as it resolves (kb.engine.facechoice)
            opts["face_choice" if " or " in m.group("face_down") else "face_down"] = True
        top = read_top_of_graveyard(what) if not whose and not up_to_one else None
        if top is not None:   # "the top creature card of your graveyard" (404.2; kb.engine.graveyardtopkind)
            subj = top_of_graveyard_subject(top, lambda w: parse_selector(w, pc, default_zone=frozenset(("graveyard",))))
        else:
            subj = subject_of(what, pc, tg, prev, zone_default=frozenset(("graveyard",)))
        if up_to_one:
            if subj.kind != "chosen":
                raise ParseError(raw, "\u201cup to one\u201d of objects that are not chosen", pc.card)
            opts["up_to_one"] = True
        return Instruction("move", subj, opts=opts, text=raw, optional=up_to_one)
    m = re.fullmatch(r"[Rr]eturn (.+?)( of an opponent's choice)? from (your|a) graveyard to (your|its owner's) hand", s)
    if m and m.group(2) and not re.fullmatch(r"an? [\w-]+ card", m.group(1)):
        m = None   # "of an opponent's choice" read after one card of a kind only (608.2d: the choice as it resolves)
    if m:
        what = m.group(1)
        from .chosennumber import ONE_CARD, read_chosen_number
        mode, cap, one = read_chosen_number(what) if m.group(3) == "your" and not m.group(2) else (None, None, what)
        if mode and ONE_CARD.fullmatch(one) and m.group(4) == "your":
            # "Return up to two permanent cards from your graveyard to your hand": how many and which, chosen as it
            # resolves (608.2d; kb.engine.chosennumber), not targeted
            return Instruction("move", subject_of(one, pc, tg, prev, zone_default=frozenset(("graveyard",))),
                               opts={"to": "hand", "from": "your graveyard", "hand_of": "your",
                                     "number_chosen": mode, "count": cap}, text=raw)
        if _graveyard_cards(what):
            what += f" in {m.group(3)} graveyard"   # the target (115.1), or every card of the group, is in that graveyard
        return Instruction("move", subject_of(what, pc, tg, prev, zone_default=frozenset(("graveyard",))),
                           opts={"to": "hand", "from": f"{m.group(3)} graveyard", "hand_of": m.group(4),
                                 # 608.2d: an opponent chooses as it resolves (stated as the choice, who makes it aside)
                                 **({"chooser": "opponent"} if m.group(2) else {})}, text=raw)
    # --- die rolls (706, kb.engine.dice) -----------------------------------------------------------------
    roll = read_roll(s)
    if roll is not None:   # the natural result stated (choose: {roll: N}), a modifier added as it resolves (706.2)
        pc.rolled = True   # "the result" in the sentences after it is this roll's (kb.engine.dice.RollResult)
        return Instruction("roll_die", YOU, amount=_value(roll["modifier"], pc, tg, prev) if roll["modifier"] else None,
                           opts={**{k: v for k, v in roll.items() if k != "modifier"}, "modified": bool(roll["modifier"])},
                           text=raw)
    # --- coin flips (705) -------------------------------------------------------------------------------
    if re.fullmatch(r"(?:[Yy]ou )?[Ff]lips? a coin", s):
        # 705.2: the player flipping calls it and wins or loses; the result is stated, never guessed
        return Instruction("flip_coin", YOU, text=raw)
    if re.fullmatch(r"(?:[Yy]ou )?[Ff]lips? a coin until you lose a flip", s):
        # 705.2: one flip after another, each stated (choose: {flip: [won, won, lost]}), the first lost one the last
        return Instruction("flip_coin", YOU, opts={"until_lose": True}, text=raw)
    # --- the stack (701.6, 707.10) --------------------------------------------------------------------
    m = re.fullmatch(r"[Cc]ounter (.+?)(?: unless (its controller|that player|they|that (?:spell|ability)'s controller) "
                     r"pays? (.+))?", s)
    if m and m.group(2) and m.group(2).startswith("that ") and m.group(2) != "that player" and \
            not re.search(rf"\b{m.group(2).split(chr(39))[0].split()[1]}\b", m.group(1)):
        # "that ability's controller" after a spell (or the reverse): not the countered object's controller here
        raise ParseError(m.group(2), "not the controller of what is countered", pc.card)
    if m:
        subj = subject_of(m.group(1), pc, tg, prev)
        ins = Instruction("counter_spell", subj, text=raw)
        if m.group(3):
            _unless_amount(ins, m.group(3), pc, tg, subj)
            if m.group(2).startswith("that ") and m.group(2) != "that player":
                # "unless that spell's / that ability's controller pays {W}": the countered object's controller, as
                # "its controller" (118.12a); the noun said is kept for the words read
                ins.opts["unless_whose"] = m.group(2).split("'")[0].split()[1]
            if m.group(2) == "that player" or (m.group(2) == "they" and subj.kind == "event"):
                # "Whenever a player casts a spell, counter it unless that player pays {3}": the player the trigger
                # event names pays (603.2, 118.12a), found as it resolves; "counter target spell an opponent controls
                # unless they pay {1}": "they" is that spell's controller, as "its controller" is
                ins.opts["unless_payer"] = Subject("event", text="that player")
        return ins
    from .playercopies import read_controller_copies, read_player_copies
    spell_words = read_controller_copies(s)
    if spell_words is not None:   # "The controller of target instant or sorcery spell copies it" (707.10): that player
        spell = subject_of(spell_words, pc, tg, prev)
        if spell.kind != "target":
            raise ParseError(raw, "a copier named by what is not a target spell", pc.card)
        return Instruction("copy_spell", spell, text=raw, opts={"copier": Subject("controller_of", of=spell,
                                                                               text=f"the controller of {spell_words}")})
    said = read_player_copies(s)
    if said is not None:   # "that player copies it" / "each other player copies that spell": the copier controls the copy
        # (707.10; kb.engine.playercopies): the trigger event's player, or each other player
        others, what, new = said
        return Instruction("copy_spell", subject_of(what, pc, tg, prev), text=raw,
                           opts={"copier": subject_of("that player", pc, tg, prev), "copier_others": others,
                                 **({"new_targets": True} if new else {})})
    if (made := read_chain_copy(s, raw, lambda w: subject_of(w, pc, tg, prev))) is not None:   # kb.engine.chaincopy
        return made
    from .playercopies import read_others_may_copy
    said = read_others_may_copy(s)
    if said is not None:   # "each other player may copy that spell and may choose new targets for the copy they control":
        # each other player's own choice (608.2d), their copy (707.10; kb.engine.playercopies)
        return Instruction("copy_spell", subject_of(said[0], pc, tg, prev), text=raw, opts={
            "copier": subject_of("that player", pc, tg, prev), "copier_others": True, "copier_may": True,
            **({"new_targets": True, "their_copy": True} if said[1] else {})})
    from .copyeach import read_copy_each
    said = read_copy_each(s)
    if said is not None:   # "copy that spell for each other creature you control that the spell could target" (707.10d,
        # kb.engine.copyeach): one copy for each such object, each targeting it; "that player copies": the event's player
        event, desc, controls = said
        return Instruction("copy_spell", subject_of("that spell", pc, tg, prev), text=raw,
                           opts={"could_target": parse_selector(desc, pc), "copier_event": event,
                                 "copier_controls": controls})
    m = re.fullmatch(r"[Cc]opy (it|that spell) for each (.+)", s)
    if m:   # "When you cast ~, copy it for each time you've cast your commander …": that many copies (707.10)
        return Instruction("copy_spell", subject_of(m.group(1), pc, tg, prev), amount=parse_each(m.group(2), pc),
                           opts={"times": True}, text=raw)
    m = re.fullmatch(r"[Cc]opy (it|that spell|target .+?) (twice|three times|four times)", s)
    if m:   # "Copy target instant or sorcery spell twice.": that many copies, each its own new targets (707.10, 707.10c)
        return Instruction("copy_spell", subject_of(m.group(1), pc, tg, prev),
                           amount=Const(NUMBER_WORDS[m.group(2).split()[0]]), opts={"times": True}, text=raw)
    s = re.sub(r",? and (?:you )?may choose (?:new targets|a new target) for the copy$", "", s)   # 707.10c, read from ``low``
    m = re.fullmatch(r"[Cc]opy (.+?)(?:,? except (?:that )?(.+?))?", s) or \
        re.fullmatch(r"[Pp]ut a copy of (.+?) onto the stack(?:,? except (?:that )?(it copies .+?)(?: and you may choose new targets for the copy)?)?", s)
    if m and not low.startswith("copy of "):
        subj = subject_of(m.group(1), pc, tg, prev)
        ins = Instruction("copy_spell", subj, text=raw)
        if re.search(r"choose (?:new targets|a new target) for the copy", low):
            ins.opts["new_targets"] = True
        exc = m.group(2)
        if exc:
            exc = re.sub(r"^(?:the copy|it) (?:is|copies) ", "", exc.strip())
            cm = re.fullmatch(r"(\w+)", exc)
            if cm and color_of(cm.group(1)):
                ins.opts["color"] = frozenset((color_of(cm.group(1)),))
            elif re.fullmatch(r"~'s colou?r", exc):
                ins.opts["color"] = "source"
            else:
                from .copies import parse_exceptions
                ins.opts["exceptions"] = parse_exceptions(re.sub(r"^the copy\b", "it", m.group(2).strip()), pc.card,
                                                          pc.ability)
        return ins
    # --- copy effects (707) -----------------------------------------------------------------------------
    # "… becomes a copy of that card and gains this ability"; after "you may have", the verbs bare ("… have ~ become a
    # copy of target creature and gain this ability")
    m = re.fullmatch(r"(?:[Hh]ave )?(.+?) becomes? a copy of (.+?)(?:,? except for its colou?r)?(?: and gains? this ability)?", s) \
        if re.search(r"except for its colou?r|and gains? this ability", s) else None
    if m:
        subj = subject_of(m.group(1), pc, tg, prev)
        of = subject_of(m.group(2), pc, tg, prev if prev is not subj else None)
        from .copies import CopyException
        exc = []
        if re.search(r"except for its colou?r", s):
            exc.append(CopyException("keep_color", text="except for its color"))
        if re.search(r"\bgains? this ability", s):
            exc.append(CopyException("add_ability", pc.ability or "", text="gains this ability"))
        return Instruction("become_copy", subj, duration=duration, opts={"of": of, "exceptions": tuple(exc)}, text=raw)
    m = re.fullmatch(r"(?:[Hh]ave )?(.+?) becomes? a copy of (.+?)(?:,? except (.+))?", s)
    if m:
        subj = subject_of(m.group(1), pc, tg, prev)
        of = subject_of(m.group(2), pc, tg, prev if prev is not subj else None)
        from .copies import parse_exceptions
        exc = parse_exceptions(m.group(3), pc.card, pc.ability) if m.group(3) else ()
        return Instruction("become_copy", subj, duration=duration, opts={"of": of, "exceptions": exc}, text=raw)
    m = re.fullmatch(r"(.+?) shuffles? (the cards from )?(?:their|his or her|your) (hand|graveyard|hand and graveyard|graveyard "
                     r"and hand) into (?:their|his or her|your) library", s, re.I)
    if m and re.fullmatch(r"each player|each opponent|target player|target opponent|that player|you|its owner|"
                          r"its controller", m.group(1), re.I):
        # "Each player shuffles their hand and graveyard into their library": each player's own cards (701.24a)
        opts = {"zones": tuple(z for z in ("hand", "graveyard") if z in m.group(3))}
        if m.group(2):   # "the cards from their hand": the same cards
            opts["cards_from"] = True
        return Instruction("shuffle_in", subject_of(m.group(1).lower(), pc, tg, prev), text=raw, opts=opts)
    from .graveyardshuffle import read_graveyard_shuffle   # "You shuffle up to four cards from your graveyard …"
    made = read_graveyard_shuffle(s, raw, lambda q, z: subject_of(q, pc, tg, prev, zone_default=z))
    if made is not None:
        return made
    from .graveyardshuffle import read_player_shuffles_cards
    said = read_player_shuffles_cards(s)
    if said is not None:   # "Target player shuffles up to three target cards from their graveyard into their library"
        # (601.2c: the player chosen first; the cards of that player's graveyard, kb.engine.thatplayertarget; 701.24a)
        who = subject_of(said[0], pc, tg, prev)
        cards = subject_of(said[1], pc, tg, prev, zone_default=ALL_ZONES)
        return Instruction("move", cards, source=who, opts={"to": "library", "by_target_player": True}, text=raw)
    m = re.fullmatch(r"[Ss]huffle (.+?) into (?:your|its owner's|their owners?'?s?|his or her) librar(?:y|ies)", s)
    if m:
        parts = [x for x in re.split(r",\s*(?:and\s+)?|\s+and\s+", m.group(1)) if x.strip()]
        # "target card from your graveyard": the target is a card in that graveyard (115.1)
        parts = [re.sub(r" from (your|a) graveyard$", r" in \1 graveyard", x) if "target" in x.split() else x
                 for x in parts]
        subs = tuple(subject_of(_zone_noun(x), pc, tg, prev, zone_default=ALL_ZONES) for x in parts)
        subj = subs[0] if len(subs) == 1 else Subject("union", parts=subs, text=m.group(1))
        return Instruction("move", subj, opts={"to": "library"}, text=raw)
    # "Its owner shuffles it into their library" (Deglamer), "The owner of target nonland permanent shuffles it into
    # their library" (Oblation): the owner shuffles the object into their own library (701.24a, 400.3)
    m = re.fullmatch(r"(?:(?:[Ii]ts|[Tt]heir) owners?|[Tt]he owners? of (.+?)|(~)'s owner) shuffles? (?:it|them) into "
                     r"(?:their|his or her) librar(?:y|ies)", s)
    if m:   # "~'s owner shuffles it into their library" (Blitz Hellion): the source itself
        return Instruction("move", subject_of(m.group(1) or m.group(2) or "it", pc, tg, prev), opts={"to": "library"},
                           text=raw)
    # --- cards and life ------------------------------------------------------------------------------
    m = re.fullmatch(rf"(?:(.+?) )?draws? (a|an|another|{COUNT_WORD_RE}|\d+|X|that many)( additional)? "
                     r"cards?(?: for each (.+)| plus (one|two|three))?", s, re.I)
    if m:   # "that player draws an additional card" (Howling Mine; in a draw step a card more than the draw of 504.1);
        # "… If you've cast another spell this turn, draw another card.": one card more, after the first (608.2c)
        who = subject_of(m.group(1), pc, tg, prev) if m.group(1) else YOU
        amt = Const(1) if m.group(2).lower() == "another" else _amount(m.group(2), pc, tg, prev)
        if m.group(5):   # "then draw that many cards plus one": the amount, then that many more (608.2h)
            if not isinstance(amt, Subject_amount):
                raise ParseError(raw, "\u201cplus\u201d after a count other than \u201cthat many\u201d", pc.card)
            amt = Plus(amt, amount_of(m.group(5)))
        if m.group(4):   # "Draw a card for each ...": that many (107.1)
            per = _for_each_count(m.group(4), pc, tg, prev)
            amt = per if getattr(amt, "n", None) == 1 else Times(per, amt.n) if isinstance(amt, Const) else None
            if amt is None:
                raise ParseError(raw, "a count both stated and \u201cfor each\u201d", pc.card)
        opts = {**({"for_each": True} if m.group(4) else {}), **({"additional": True} if m.group(3) else {}),
                **({"another": True} if m.group(2).lower() == "another" else {})}
        return Instruction("draw", who, amount=amt, opts=opts, text=raw)
    m = re.fullmatch(rf"(?:(.+?) )?discards? (?:up to ({COUNT_WORD_RE}|\d+)|(any number of)) cards?", s, re.I)
    if m:   # "discard up to two cards", "discard any number of cards": how many and which, chosen as it resolves
        # (608.2d; "any number" may be zero, 107.1c); "that many" after it is the number discarded (608.2h)
        who = subject_of(m.group(1), pc, tg, prev) if m.group(1) else YOU
        if m.group(2):
            return Instruction("discard", who, amount=_amount(m.group(2), pc, tg, prev), opts={"up_to": True}, text=raw)
        return Instruction("discard", who, opts={"any_number": True}, text=raw)
    m = re.fullmatch(rf"(?:(.+?) )?discards? (?:(a|an|{COUNT_WORD_RE}|\d+|X|that many) cards?( at random)?|(?:your|their|his or her) hand|"
                     r"all (?:the )?cards in (?:your|their|his or her) hand)", s, re.I)
    if m:
        who = subject_of(m.group(1), pc, tg, prev) if m.group(1) else YOU
        amt = _amount(m.group(2), pc, tg, prev) if m.group(2) else Const(-1)
        return Instruction("discard", who, amount=amt, opts={"random": bool(m.group(3))}, text=raw)
    m = re.fullmatch(rf"(?:(.+?) )?discards? (a|an|{COUNT_WORD_RE}|\d+) ((?!cards?$).+?) cards?", s, re.I)
    if m and not m.group(3).startswith(("card ", "cards ")):   # "discard a land card": a card of that kind (701.9a)
        who = subject_of(m.group(1), pc, tg, prev) if m.group(1) else YOU
        sel = parse_selector(m.group(3) + " card", pc, default_zone=frozenset(("hand",)))
        return Instruction("discard", who, amount=_amount(m.group(2), pc, tg, prev), opts={"kind": sel}, text=raw)
    m = re.fullmatch(r"(?:(.+?) )?discards? all ((?:.+? )?cards?(?: with .+)?)", s, re.I)
    if m and not re.match(r"(?:the )?cards in ", m.group(2)):
        # "discards all nonland cards with mana value equal to that number": the matching cards of the hand
        who = subject_of(m.group(1), pc, tg, prev) if m.group(1) else YOU
        sel = parse_selector(re.sub(r"\bcards\b", "card", m.group(2)), pc, default_zone=frozenset(("hand",)))
        return Instruction("discard", who, amount=Const(-1), opts={"selector": sel}, text=raw)
    m = re.fullmatch(r"(that player|they|target player|target opponent|each player|each opponent|you and target "
                     r"(?:player|opponent) each|(?:its|their|that (?:creature|permanent|spell)'s) (?:controller|owner)s?|"
                     r"each player other than its (?:controller|owner)|each of your teammates) creates? (.+)", s, re.I)
    if m:  # tokens under that player's control (111.2); the player's target, if any, comes first (601.2c)
        who = subject_of(m.group(1), pc, tg, prev)
        # "Target player creates an X/X … token, where X is the number of cards in their hand": "they" / "their" is
        # the target player who creates it (608.2c), not what the sentence before named
        ref = who if m.group(1).lower() in ("target player", "target opponent") else prev
        ins = _create(m.group(2), pc, tg, ref, raw)
        ins.opts["controller"] = who
        return ins
    from .halfzone import read_half_mill   # "each opponent mills half their library, rounded up" (107.1a, 701.17a)
    half = read_half_mill(s, raw, lambda p: subject_of(p, pc, tg, prev),
                          lambda: parse_selector("cards", pc, default_zone=frozenset(ALL_ZONES)), YOU)
    if half is not None:
        return half
    m = re.fullmatch(rf"(?:(.+?) )?mills? (a|an|{COUNT_WORD_RE}|\d+|X|that many) cards?", s, re.I)
    if m:
        who = subject_of(m.group(1), pc, tg, prev) if m.group(1) else YOU
        return Instruction("mill", who, amount=_amount(m.group(2), pc, tg, prev), text=raw)
    m = re.fullmatch(r"(?:(.+?) )?(gains?|loses?) (\w+|X) life for each (.+)", s, re.I)
    if m:   # "You gain 2 life for each permanent you control of that type"
        who = subject_of(m.group(1), pc, tg, prev) if m.group(1) else YOU
        amt = _amount(m.group(3), pc, tg, prev)
        if not isinstance(amt, Const):
            raise ParseError(raw, "a count both stated and \u201cfor each\u201d", pc.card)
        per = _for_each_count(m.group(4), pc, tg, prev)
        return Instruction("life", who, amount=Times(per, amt.n), text=raw,
                           opts={"sign": 1 if m.group(2).lower().startswith("gain") else -1, "for_each": True})
    from .voteobjects import read_vote_for_objects   # "… each player votes for a nonland permanent …" (701.38a)
    vote = read_vote_for_objects(s, raw, pc, lambda words, zones: parse_selector(words, pc, default_zone=zones))
    if vote is not None:
        return vote
    m = re.fullmatch(r"[Ss]tarting with you, each player votes for ((?:[a-z]+, )+or [a-z]+|[a-z]+ or [a-z]+)", s)
    if m:   # 701.38a: each player, starting with you and in turn order, chooses one of the options
        return Instruction("vote", YOU, text=raw, opts={"options": tuple(re.split(r",? or |, ", m.group(1)))})
    m = re.fullmatch(r"[Dd]ouble (your|(?:target player|target opponent|that player|its controller)'s) life total", s)
    if m:   # 701.10d: the player gains or loses the life that makes their life total twice what it is
        who = YOU if m.group(1) == "your" else subject_of(m.group(1)[:-2], pc, tg, prev)
        return Instruction("life", who, amount=LifeTotal(of=None if who is YOU else who), opts={"double": True},
                           text=raw)
    m = re.fullmatch(r"(?:(.+?) )?(loses?) half (their|your) life,? rounded (up|down),?", s, re.I)   # ",": before "and …"
    if m:   # "that player loses half their life, rounded up": half that player's own life total as the instruction
        # is applied (608.2h), rounded as the words say (107.1a); after "Each player", each player's own (119.3)
        who = subject_of(m.group(1), pc, tg, prev) if m.group(1) else YOU
        of = Subject("each", of=who, text=m.group(3)) if who.kind == "players" else None if who is YOU else who
        half = Arith("half_" + m.group(4).lower(), LifeTotal(of=of), describe=f"half {m.group(3)} life, rounded {m.group(4)}")
        return Instruction("life", who, amount=half, opts={"sign": -1}, text=raw)
    m = re.fullmatch(r"(?:(.+?) )?(gains?|loses?) (\w+|X|that much|X plus \d+) life", s, re.I) or \
        re.fullmatch(r"(?:(.+?) )?(gains?|loses?) life equal to (.+)", s, re.I)
    if m:
        who = subject_of(m.group(1), pc, tg, prev) if m.group(1) else YOU
        lost = re.fullmatch(r"the (?:amount of )?life (they|that player)(?: have| has|'ve)? (lost|gained) this turn",
                            m.group(3)) if "equal to" in low and who is not YOU else None
        if lost and (who.kind == "players" or who.kind in ("event", "target") and (who.text or "").lower() in _ONE_NAMED_PLAYER):
            # "Each opponent loses life equal to the life they lost this turn": each player's own (119.3, 608.2h);
            # "target opponent … the life that player lost this turn": that one player's
            of = Subject("each", of=who, text=lost.group(1)) if who.kind == "players" else who
            amt = TurnTotal(lost.group(2), describe=m.group(3), of=of)
        else:
            # "that player loses life equal to the number of creatures they control": the count names the player
            # losing (gaining) the life (608.2h); "Each opponent …": each of them, their own count
            names_who = who is not YOU and who.kind in ("players", "event", "target", "defending") and \
                re.search(r"\b(?:they|their|that player)\b", m.group(3))
            amt = _value(m.group(3), pc, tg, who if names_who else prev) if "equal to" in low else \
                _amount(m.group(3), pc, tg, prev)
        sign = 1 if m.group(2).lower().startswith("gain") else -1
        return Instruction("life", who, amount=amt, opts={"sign": sign}, text=raw)
    # 701.12a, 701.12c: "Exchange life totals with target opponent" (you and that player), "[You may have] two target
    # players exchange life totals" (the two players named): the players, then the other one (``source``) when the text names one
    m = re.fullmatch(r"(?:(?:[Yy]ou may )?[Hh]ave )?(?:(.+?) )?[Ee]xchanges? life totals(?: with (.+))?", s)
    if m and bool(m.group(1) and re.search(r"\btwo\b", m.group(1), re.I)) != bool(m.group(2)):
        who = subject_of(m.group(1), pc, tg, prev) if m.group(1) else YOU
        other = subject_of(m.group(2), pc, tg, prev) if m.group(2) else None
        return Instruction("exchange_life", who, source=other, text=raw)
    m = re.fullmatch(r"(?:(.+?)'s|[Yy]our) life total becomes (\d+|the .+|(?:equal to )?your starting life total)", s)
    if m and (m.group(2)[0].isdigit() or not re.search(r"\b(?:it|its|they|their|them|that|those)\b", m.group(2)) and
              (not m.group(1) or not re.search(r"\b(?:you|your)\b", m.group(2)))):
        # "Your life total becomes equal to your starting life total" (103.4, 119.5): 20, a variant's is undecided
        # 119.5: "your life total becomes the number of charge counters on ~" (a value computed once, 608.2h); a
        # value another player's life total becomes could be each player's own ("they", "your"): only digits or a value
        # that names no player of its own ("Each player's life total becomes the lowest life total among all players")
        who = subject_of(m.group(1), pc, tg, prev) if m.group(1) else YOU
        equal = m.group(2).startswith("equal to ")
        if m.group(2).endswith("your starting life total"):
            from .gamevalues import StartingLife
            amount = StartingLife(describe="your starting life total")
        else:
            amount = Const(int(m.group(2))) if m.group(2)[0].isdigit() else _value(m.group(2), pc, tg, prev)
        return Instruction("life", who, amount=amount, opts={"set": True, **({"equal": True} if equal else {})}, text=raw)
    if m and m.group(1) and re.fullmatch(r"the number of .+? (?:they control|in their (?:hand|graveyard))", m.group(2)) \
            and not re.search(r"\b(?:life|opponents?|player)\b", m.group(2)):
        # "Each player's life total becomes the number of creatures they control" (119.5): each player's own count,
        # one player at a time (kb.engine.actions applies it with one count per player, 608.2h) — only a count of
        # what each one controls or holds, never one that reads life totals (which change as each is set)
        who = subject_of(m.group(1), pc, tg, prev)
        if who.kind == "players":
            amount = _value(m.group(2), pc, tg, who)
            if per_player(amount):
                return Instruction("life", who, amount=amount, opts={"set": True}, text=raw)
    # --- tokens (111) --------------------------------------------------------------------------------
    from .copyforeach import read_copy_for_each
    said = read_copy_for_each(s)
    if said is not None:   # "For each creature target player controls, create a token that's a copy of that creature":
        # one token copy of each of them, all created at once (707.2, 111.1; kb.engine.copyforeach)
        from .copies import parse_exceptions
        group = subject_of(f"each {said[0]}", pc, tg, prev)
        if group.kind not in ("selector", "players_objects"):
            raise ParseError(raw, "a copy for each of what is not a group of permanents", pc.card)
        return Instruction("token", YOU, amount=Const(1), text=raw, opts={
            "copy_of": group, "copy_each": True,
            "exceptions": parse_exceptions(said[1], pc.card, pc.ability) if said[1] else ()})
    m = re.fullmatch(r"[Ff]or each ([^,]+), ((?:you )?create (.+))", s)
    if m and not re.search(r"\b(?:that|those|it|its|them|they|their)\b", m.group(3)):
        # "For each land you control, create a Treasure token.": the count written first (the same instruction)
        return _instruction(f"{m.group(2)[0].upper()}{m.group(2)[1:]} for each {m.group(1)}", pc, tg, prev, duration, raw)
    m = re.fullmatch(_CREATE, s)
    if m:
        return _create(m.group(1), pc, tg, prev, raw)
    # 701.23: "Search your library for a basic land card" / "for up to two creature cards" / "for a card" / "for any
    # number of cards named ~" / "for up to three creature cards with different names"; "Its controller searches their
    # library for …" (the player an earlier instruction named): the cards found (choose: {search: NAME |
    # [NAMES] | []}) are "it" / "that card" / "them" after it
    m = re.fullmatch(rf"(?:(?P<who>{_SEARCHER}) searches (?P<their>their)|"
                     r"[Ss]earch (?:your|(?P<whose>target player|target opponent|that player)'s)) library for (?P<n>a|an|(?:up to )?(?:one|two|three|four|five|six|seven|ten|X)|"
                     r"any number of) (?P<what>.+?)", s)
    if m:
        count = m.group("n").replace("up to ", "")
        n = -1 if count == "any number of" else None if count == "X" else amount_of(count) or 1
        phrase = re.sub(r"\bcards\b", "card", m.group("what"))
        different = phrase.endswith(" with different names")
        phrase = phrase.removesuffix(" with different names")
        # "Search your library for a card with the same name as target nontoken creature" (Mask of the Mimic): the
        # target chosen as it is cast (601.2c), its name as it resolves or as it last existed (608.2h, 201.2)
        same = re.fullmatch(r"(.+?) with the same name as (target [^,]+)", phrase)
        same_as = subject_of(same.group(2), pc, tg, prev) if same else None
        if same_as is not None:
            if same_as.kind != "target" or len(same_as.slots) != 1:
                raise ParseError(raw, "the same name as what", pc.card)
            phrase = same.group(1)
        if not re.search(r"\bcard\b", phrase):
            raise ParseError(raw, "a search for something that is not a card", pc.card)
        # "a Plains or Island card" (fetch lands); "a basic land card or a Desert card", "a basic land card and/or Gate
        # card" (one card found: either kind)
        mo = re.fullmatch(r"([A-Z]\w+) or ([A-Z]\w+) card", phrase) or \
            re.fullmatch(r"(.+? card) (?:or|and/or) (?:an? )?(.+? card)", phrase) if n == 1 or " or " in phrase else None
        if mo:
            sel = AnyOf(tuple(parse_selector(x if x.endswith(" card") else f"{x} card", pc,
                                             default_zone=frozenset(("library",))) for x in mo.groups()), describe=phrase)
        else:
            sel = _spent_search_selector(phrase, pc) or parse_selector(phrase, pc, default_zone=frozenset(("library",)))
        # the library searched is the searcher's own, or another player's ("Search target opponent's library for three
        # cards and exile them": you search it, its owner's cards are found, 701.23a)
        who = subject_of((m.group("who") or m.group("whose")).lower(), pc, tg, prev) if m.group("who") or m.group("whose") \
            else YOU
        opts = {"who": who, "selector": sel, "up_to": m.group("n").startswith("up to"),
                "any_card": phrase == "card" and same_as is None}   # a card of one name: none may be there (701.23d)
        if n == -1:
            opts["any_number"] = True
        if m.group("whose"):   # the spell's controller searches another player's library
            opts["searcher"] = "you"
        if different:   # the cards found must have different names (201.2): checked against the stated choice
            opts["different_names"] = True
        if same_as is not None:
            opts["same_name_as"] = same_as
        # "for up to X basic land cards, where X is …": X defined by the text (107.3a, the counted-amount reader)
        return Instruction("search", Subject("moved", text="the cards found" if n != 1 else "the card found"),
                           amount=XValue() if n is None else Const(n), text=raw, opts=opts)
    m = re.fullmatch(r"[Pp]ut (it|that card|them|those cards) into (?:your|their|its owner's) (hand|graveyard)", s)
    if m and prev is not None and prev.kind == "moved":   # the card(s) found or moved just before (701.23a)
        return Instruction("move", prev, opts={"to": m.group(2)}, text=raw)
    m = re.fullmatch(r"[Pp]ut one (onto the battlefield(?: tapped)?|into your hand) and the other (into your hand|into your "
                     r"graveyard|onto the battlefield(?: tapped)?)", s)
    if m and prev is not None and prev.kind == "moved":
        # "Search your library for up to two basic land cards, reveal those cards, put one onto the battlefield tapped and
        # the other into your hand": which card goes where is the player's choice (608.2d)
        return Instruction("split_found", prev, text=raw, opts={
            "one": PLACE[m.group(1)], "one_tapped": m.group(1).endswith("tapped"),
            "other": PLACE[m.group(2)], "other_tapped": m.group(2).endswith("tapped")})
    m = re.fullmatch(r"[Pp]ut (it|that card|the card) on top(?: of (?:your|their) library)?", s)
    if m and prev is not None and prev.kind == "moved" and prev.text.startswith("the card found"):
        # "Search your library for a card, then shuffle and put that card on top" (401.4): the card found, still in
        # the library (701.23a), is put on top of it, after the shuffle
        return Instruction("move", prev, opts={"to": "library", "position": "top"}, text=raw)
    # "discover N" (701.57a, kb.engine.discover): of the ability's controller only; another player discovering is unread
    m = re.fullmatch(r"(?:[Yy]ou )?[Dd]iscover (\w+|X)", s)
    if m:
        return Instruction("discover", YOU, amount=_amount(m.group(1), pc, tg, prev), text=raw)
    # library order and information (701.22 scry, 701.25 surveil, 701.24 shuffle; revealing changes nothing)
    m = re.fullmatch(r"(?:(.+?) )?(scry|scries|surveils?) (\w+|X)", s, re.I)
    if m:
        who = subject_of(m.group(1), pc, tg, prev) if m.group(1) else YOU
        return Instruction("library_order", who, amount=_amount(m.group(3), pc, tg, prev),
                           opts={"what": m.group(2).lower().rstrip("s").replace("scrie", "scry")}, text=raw)
    m = re.fullmatch(r"(?:[Tt]hen )?(?:(.+?) )?[Ss]huffles?(?: (?:your|their|his or her) library)?", s)
    if m and (m.group(1) is None or not re.search(r"\binto\b", m.group(1))):
        who = subject_of(m.group(1), pc, tg, prev) if m.group(1) and m.group(1).lower() not in ("then",) else YOU
        return Instruction("library_order", who, opts={"what": "shuffle"}, text=raw)
    m = re.fullmatch(r"[Ll]ook at (target player|target opponent|that player|each opponent|each player|defending player)'s "
                     r"hand", s)
    if m:   # a hand is a hidden zone (400.2): the ability's controller sees it; nothing in the game changes
        return Instruction("look_hand", subject_of(m.group(1), pc, tg, prev), text=raw)
    m = re.fullmatch(r"(?:(.+?) )?reveals? ((?:your|their|his or her) hand|the top card of (?:your|their) library|it|that card|them|those cards)", s, re.I)
    if m and not (m.group(1) is None and re.match(r"reveals\b", s, re.I)):   # "reveals" with no subject: not "you"
        who = subject_of(m.group(1), pc, tg, prev) if m.group(1) else YOU
        what = "hand" if m.group(2).lower().endswith(" hand") else ""
        return Instruction("reveal", who, opts={"what": what} if what else {}, text=raw)
    from .energyamount import read_energy_amount   # "you get an amount of {E} equal to …" (107.14, 608.2h)
    energy = read_energy_amount(s, raw, lambda p: subject_of(p, pc, tg, prev), lambda p: _value(p, pc, tg, prev))
    if energy is not None:
        return energy
    from .energyamount import read_energy_payment   # "pay any amount of {E}", "… an amount of {E} equal to …" (107.14)
    energy = read_energy_payment(s, raw, lambda p: _value(p, pc, tg, prev))
    if energy is not None:
        return energy
    m = re.fullmatch(r"(?:(.+?) )?(?:[Gg]ets?|[Gg]ains?) (?:(two|three|four|five|six|seven|eight|nine|ten|that many) )?"
                     r"((?:\{E\})+)", s)
    if m:   # "you get {E}{E}", "you get six {E}", "you get that many {E}" (107.14; "that many": 608.2h)
        who = subject_of(m.group(1), pc, tg, prev) if m.group(1) else YOU
        n = m.group(3).count("{E}")
        amt = (Subject_amount() if n == 1 else None) if m.group(2) == "that many" else \
            Const(n * (amount_of(m.group(2)) if m.group(2) else 1))
        if amt is None:
            raise ParseError(raw, "\u201cthat many\u201d of several energy symbols is not read", pc.card)
        return Instruction("player_counters", who, amount=amt, opts={"kind": "energy", "symbols": m.group(3)}, text=raw)
    m = re.fullmatch(r"(.+?) gets? (a|an|one|two|three|four|five|six|seven|eight|nine|ten|\d+|X|that many) "
                     r"(poison|experience) counters?", s)
    if m:   # "defending player gets a poison counter" (122.1f; a player's counters, 122.1); "you get an experience
        # counter" (a counter on a player, 122.1); "that many": the amount of the event or instruction before it
        # (608.2h), as "draw that many cards" reads it
        amt = XValue() if m.group(2) == "X" else Subject_amount() if m.group(2) == "that many" else \
            Const(amount_of(m.group(2)) or 1)
        return Instruction("player_counters", subject_of(m.group(1), pc, tg, prev), amount=amt,
                           opts={"kind": m.group(3)}, text=raw)
    from .paytimes import read_pay_times
    head = read_pay_times(s)
    if head is not None:   # "pay {2}{B} any number of times": how many, chosen as it resolves (608.2d; kb.engine.paytimes)
        from .payments import read_payment
        paid = read_payment(head)
        if paid is None or paid[0] != "pay_mana" or paid[2] or paid[3] or "{X}" in paid[1] or " or " in paid[1]:
            raise ParseError(raw, "a payment any number of times other than of mana symbols", pc.card)
        return Instruction("pay_mana", YOU, opts={"mana": paid[1], "any_times": True}, optional=True, text=raw)
    from .payments import read_payment, read_player_payment   # "Pay {1}" / "Pay 2 life" as it resolves ("you may pay {1}. If you do, ...")
    paid = read_payment(s)
    other = read_player_payment(s) if paid is None else None
    if other is not None:   # "that player may pay {4}": that player's choice and payment (608.2d)
        who, paid = subject_of(other[0].lower(), pc, tg, prev), other[1]
        if who is None or who.kind not in ("event", "target", "controller_of"):
            raise ParseError(raw, "a player asked to pay whom the engine can't name", pc.card)
    if paid is not None:   # whether to pay is the player's choice, "you may" written or not (choose: {may: false})
        payer = YOU if other is None else who
        kind, value, life, per = paid
        per = {"per_counter": per} if per else {}   # "… for each age counter on it" (702.24a)
        if kind == "pay_mana":   # "pay {4} and 2 life": one payment of both (119.4)
            return Instruction(kind, payer, opts={"mana": value, "life": life, **per} if life else {"mana": value, **per},
                               optional=True, text=raw)
        return Instruction(kind, payer, amount=XValue() if value == "X" else Const(value), optional=True, text=raw,
                           opts={**per, "x_life": True} if value == "X" else per)   # "pay X life, where X is …": X bound by the counted-amount reader (107.3a)
    m = re.fullmatch(r"[Pp]ay ((?:\{E\})+)", s)
    if m:   # 107.14: to pay {E}, a player removes one energy counter from themselves ("you may pay {E}{E}. If you do")
        return Instruction("pay_energy", YOU, amount=Const(m.group(1).count("{E}")), opts={"symbols": m.group(1)}, text=raw)
    m = re.fullmatch(rf"[Pp]ay ({COUNT_WORD_RE}|\d+) \{{E\}}", s)
    if m and amount_of(m.group(1)):   # "you may pay eight {E}" (Lightning Runner): that many energy counters (107.14)
        return Instruction("pay_energy", YOU, amount=Const(amount_of(m.group(1))), opts={"symbols": f"{m.group(1)} {{E}}"},
                           text=raw)
    from .skipnext import SKIP_NEXT, skip_kind
    m = SKIP_NEXT.fullmatch(s)
    if m:   # 614.10: "That player skips their next untap step", "You skip your next two turns" (kb.engine.skipnext)
        who = subject_of(m.group("who"), pc, tg, prev) if m.group("who") else YOU
        return Instruction("skip_next", who, amount=Const(amount_of(m.group("n") or "one") or 1), text=raw,
                           opts={"what": skip_kind(m.group("what"))})
    from .handsizeeffect import CHANGE_REST_OF_GAME, NO_MAX_REST_OF_GAME
    m = CHANGE_REST_OF_GAME.fullmatch(s)
    if m:   # "Your maximum hand size is reduced by three for the rest of the game." (402.2, 611.2a)
        n = int(m.group("n")) if m.group("n").isdigit() else amount_of(m.group("n"))
        return Instruction("hand_size_change", YOU, amount=Const(n), text=raw, opts={"dir": m.group("dir")})
    m = NO_MAX_REST_OF_GAME.fullmatch(s)
    if m:   # 402.2, 611.2a: "You have no maximum hand size for the rest of the game" (kb.engine.handsizeeffect)
        return Instruction("no_max_hand", subject_of(m.group("who"), pc, tg, prev) if m.group("who") else YOU, text=raw)
    from .playercontrol import read_player_control
    whom = read_player_control(s)
    if whom is not None:   # 723.1 (kb.engine.playercontrol)
        return Instruction("control_player", subject_of(whom, pc, tg, prev), text=raw)
    m = re.fullmatch(r"(?:(.+?) )?(?:[Tt]akes?) (an|two|three) extra turns? after this one", s)
    if m:   # 500.7: turns added directly after this one, one at a time (kb.engine.turns)
        who = subject_of(m.group(1), pc, tg, prev) if m.group(1) else YOU
        n = {"an": 1, "two": 2, "three": 3}[m.group(2)]
        return Instruction("extra_turn", who, text=raw, opts={"count": n} if n > 1 else {})
    m = (re.fullmatch(r"After this (?P<p>main |combat )?phase, there is an additional combat phase(?P<m> followed by an "
                      r"additional main phase)?", s)
         or re.fullmatch(r"There is an additional combat phase after this (?P<p>main |combat )?phase", s))
    if m:   # 500.8: phases added directly after the phase it resolves in (kb.engine.turns)
        return Instruction("extra_combat", None, text=raw, opts={"phase": (m.group("p") or "").strip(),
                                                                 "main": bool(m.groupdict().get("m"))})
    if re.fullmatch(r"End the turn", s):
        return Instruction("end_turn", None, text=raw)   # 724.1 (kb.engine.turns)
    act = read_keyword_action(s)
    if act is not None:   # detain, goad, populate, support (701.35a, 701.15, 701.36a, 701.41a: kb.engine.keywordactions)
        return _keyword_action(act, pc, tg, prev, duration, raw)
    from .daynightwords import read_becomes   # "It becomes night." (731.1)
    if (made := read_becomes(s, raw)) is not None:
        return made
    m = re.fullmatch(r"[Yy]our speed increases by (\d+)", s)
    if m:   # 702.179c-d: the inherent speed trigger's effect (kb.engine.speed)
        return Instruction("speed", YOU, amount=Const(int(m.group(1))), text=raw)
    m = re.fullmatch(r"(?:(.+?) )?becomes? the monarch", s, re.I)
    if m:   # 725.1, 725.3: a designation (kb.engine.monarch)
        who = subject_of(m.group(1), pc, tg, prev) if m.group(1) else YOU
        return Instruction("monarch", who, text=raw)
    m = re.fullmatch(r"(?:(.+?) )?(?:takes?|take) the initiative", s, re.I)
    if m:   # 726.1, 726.3: a designation (kb.engine.dungeon)
        who = subject_of(m.group(1), pc, tg, prev) if m.group(1) else YOU
        return Instruction("initiative", who, text=raw)
    m = re.fullmatch(r"(?:(.+?) )?ventures? into (the dungeon|Undercity)", s, re.I)
    if m:   # 701.49a-d (kb.engine.dungeon)
        who = subject_of(m.group(1), pc, tg, prev) if m.group(1) else YOU
        return Instruction("venture", who, opts={"quality": None if m.group(2).lower() == "the dungeon" else
                                                 "Undercity"}, text=raw)
    if re.fullmatch(r"the Ring tempts you", s, re.I):   # 701.54a (kb.engine.ring)
        return Instruction("ring_tempts", YOU, text=raw)
    if re.fullmatch(r"[Aa]bandon (?:this scheme|~)", s):   # 701.33b (kb.engine.schemes)
        return Instruction("abandon", YOU, text=raw)
    if re.fullmatch(r"[Pp]laneswalk", s):   # 701.31b (kb.engine.planes): to the top card of the planar deck
        return Instruction("planeswalk", YOU, text=raw)
    if re.fullmatch(r"[Cc]haos ensues", s):   # 311.7 (kb.engine.planes): each face-up plane's chaos ability triggers
        return Instruction("chaos_ensues", YOU, text=raw)
    if re.fullmatch(r"learn", s, re.I):   # 701.48a
        return Instruction("learn", YOU, text=raw)
    from .reconfigure import unattach_instruction
    unattach = unattach_instruction(s, raw)
    if unattach is not None:   # "Unattach ~" (702.151a; kb.engine.reconfigure)
        return unattach
    m = re.fullmatch(r"[Aa]ttach an Equipment you control to (it|that creature|that token)", s)
    if m and prev is not None:   # 701.3a: the Equipment is chosen as it resolves (608.2d): choose: {attach: NAME}
        return Instruction("attach", Subject("chosen_equipment", selector=parse_selector("Equipment you control", pc),
                                             text="an Equipment you control"),
                           source=subject_of(m.group(1), pc, tg, prev), text=raw)
    m = re.fullmatch(r"[Aa]ttach (it|~|(?:up to one |any number of )?target (?:Aura or Equipment|Equipment|Aura)(?: you "
                     r"control| attached to an? [\w -]+? you control)?) to (.+)", s)
    if m:   # 701.3a: "When this Equipment enters, attach it to target creature you control.", "Attach target Equipment
        # you control to target creature you control."; "up to one target": none chosen, nothing is attached (115.1);
        # "any number of target Equipment": each target attached in turn (115.1d, 701.3a); "Attach target Aura you
        # control to target creature.": only onto an object it can enchant (303.4, 701.3b); "target Aura or Equipment
        # attached to a creature you control" (kb.engine.attachedto)
        what = subject_of(m.group(1), pc, tg, prev)
        return Instruction("attach", what, source=subject_of(m.group(2), pc, tg, prev), text=raw)
    m = re.fullmatch(r"(?:~ )?[Aa]dapts? (\w+|X)", s)
    if m:   # 701.46a: "If this permanent has no +1/+1 counters on it, put N +1/+1 counters on it."
        return Instruction("adapt", SELF_SUBJ, amount=_amount(m.group(1), pc, tg, prev), text=raw)
    m = re.fullmatch(r"([Mm]anifest|[Cc]loak) the top (card|\w+ cards) of your library", s)
    if m:   # 701.40a, 701.58a: face down onto the battlefield, one at a time (701.40e, 701.58e)
        n = Const(1) if m.group(2) == "card" else _amount(m.group(2).split()[0], pc, tg, prev)
        return Instruction(m.group(1).lower(), YOU, amount=n, text=raw)
    m = re.fullmatch(r"(Its controller) (manifest|cloak)s the top card of their library", s)
    if m:   # "Exile target creature. Its controller manifests …": that player manifests (701.40a; 608.2h: as it last was)
        return Instruction(m.group(2), subject_of(m.group(1).lower(), pc, tg, prev), amount=Const(1), text=raw)
    if re.fullmatch(r"[Mm]anifest dread", s):   # 701.62a
        return Instruction("manifest_dread", YOU, text=raw)
    m = re.fullmatch(r"(?:[Ii]t|~) becomes renowned", s)
    if m:   # 702.112b: a designation of the permanent, kept until it leaves the battlefield
        return Instruction("renowned", SELF_SUBJ, text=raw)
    m = re.fullmatch(r"[Mm]onstrosity (\w+|X)", s)
    if m:
        return Instruction("monstrosity", SELF_SUBJ, amount=_amount(m.group(1), pc, tg, prev), text=raw)
    m = re.fullmatch(r"[Tt]urn (.+?) face (down|up)", s)
    if m:   # 708.2a: turned face down by an effect that lists no characteristics; 708.8: turned face up
        return Instruction("turn_face_" + m.group(2), subject_of(m.group(1), pc, tg, prev), text=raw)
    m = re.fullmatch(r"([Tt]ransform|[Ff]lip|[Cc]onvert) (.+)", s)
    if m:
        return Instruction("transform" if m.group(1).lower() != "flip" else "flip", subject_of(m.group(2), pc, tg, prev),
                           text=raw, opts={"convert": True} if m.group(1).lower() == "convert" else {})   # 701.28a
    from .investigates import clue_sentence
    clue = clue_sentence(s)
    if clue is not None:   # "That player investigates for each …" (701.16a; kb.engine.investigates)
        ins = _read_instruction(clue, pc, tg, prev, duration, raw)
        if ins.kind != "token" or ins.opts.get("kind") != "Clue":
            raise ParseError(raw, "a player who investigates, not read as a Clue token", pc.card)
        ins.opts["investigate"] = True
        return ins
    m = re.fullmatch(r"[Ii]nvestigate(?: (twice|three times|that many times))?", s)
    if m:   # 701.16a: "Create a Clue token." (once, twice: as many Clues; "that many times": the amount before, 608.2h)
        amount = Subject_amount() if m.group(1) == "that many times" else \
            Const({"twice": 2, "three times": 3}.get(m.group(1), 1))
        return Instruction("token", YOU, amount=amount, text=raw, opts={"kind": "Clue", "investigate": m.group(1) or True})
    m = re.fullmatch(r"(.+?) explores?", s)
    if m:   # 701.44a (kb.engine.looking)
        return Instruction("explore", subject_of(m.group(1), pc, tg, prev), text=raw)
    m = re.fullmatch(r"[Ff]or each kind of counter on (target (?:permanent|player|creature)(?: or player)?), (?:put|give "
                     r"(?:that permanent or player|it)) another counter of that kind(?: on it)?( or remove one from it)?", s)
    if m:   # 122.1: each kind there as it resolves; "or remove one": chosen for each kind (608.2d; kb.engine.looking)
        return Instruction("each_kind", subject_of(m.group(1), pc, tg, prev), opts={"or_remove": bool(m.group(2))},
                           text=raw)
    m = re.fullmatch(r"[Pp]roliferate(?: again| (twice))?", s)
    if m:   # 701.34a (kb.engine.looking); "then proliferate again": once more; "proliferate twice": one after another
        return Instruction("proliferate", YOU, text=raw, **({"amount": Const(2)} if m.group(1) else {}))
    if re.fullmatch(r"[Cc]lash with an opponent", s):   # 701.30b (kb.engine.looking)
        return Instruction("clash", YOU, text=raw)
    m = re.fullmatch(r"(?:(.+?) )?(wins?|loses?) the game", s, re.I)
    if m:
        who = subject_of(m.group(1), pc, tg, prev) if m.group(1) else YOU
        return Instruction("game", who, opts={"win": m.group(2).lower().startswith("win")}, text=raw)
    m = re.fullmatch(r"(That player|They|Each player) adds? ((?:\{[WUBRGC]\}|\{\d+\})+)", s)
    if m:   # "that player adds {G}{G}": the mana goes to that player's pool (106.4), each player's for "Each player"
        return Instruction("mana", subject_of(m.group(1), pc, tg, prev), opts={"produces": m.group(2)}, text=raw)
    m = re.fullmatch(r"[Aa]dd (.+)", s)
    if m and "{" in m.group(1) or (m and "mana" in m.group(1)):
        counter = re.search(r" for each (age) counter on (?:it|~)$", m.group(1))   # cumulative upkeep—Add {R} (702.24a)
        # "Choose a color. Add one mana of that color.": the colour chosen as it resolves (608.2d), not its source's
        now = "color" in pc.chosen_now and bool(re.search(r"\bthe chosen colou?r\b", m.group(1)))
        from .manatarget import targeted_count   # "Add {R} for each card in target opponent's hand" (its target: 115.1)
        aimed = targeted_count(m.group(1), lambda c: _for_each_count(c, pc, tg, prev), lambda c: _value(c, pc, tg, prev))
        return Instruction("mana", YOU, opts={"produces": m.group(1),
                                              **({"per_counter": counter.group(1)} if counter else {}),
                                              **({"count_value": aimed} if aimed is not None else {}),
                                              **({"chosen_now": True} if now else {})}, text=raw)
    if _IMPERATIVE.match(s):
        raise ParseError(s, "an instruction the engine does not execute", pc.card)
    # --- continuous effects: "<objects> <predicate>" ---------------------------------------------------
    from .thatcreaturex import its_for_that_creature
    s = its_for_that_creature(s, pc.ability)   # "… target creature … where X is that creature's power": its (608.2h)
    xm = re.fullmatch(r"(.+?),? where X is (the (power|toughness|mana value) of (target .+)|the (?:sacrificed|discarded|"
                      r"exiled|tapped) (?:creature|card|permanent|artifact|land)'s (?:power|toughness|mana value)|"
                      r"that spell's mana value|the mana value of that spell|(?:the|that) result(?: minus \d+)?|"
                      r"that (?:artifact|enchantment|land|planeswalker|battle)'s (?:power|toughness|mana value|loyalty))", s)
    if xm and re.match(r"(?:the|that) result", xm.group(2)) and not getattr(pc, "rolled", False):
        xm = None   # "where X is the result" with no die roll read before it: not read here
    if xm:
        # "Target creature gets -X/-X until end of turn, where X is the power of target creature you control": X is
        # read from a second target as the effect begins (608.2h); from an illegal one nothing is (608.2b). "~ gets
        # +X/+0 until end of turn, where X is the sacrificed creature's power": from the object that paid the cost,
        # as it last existed (608.2h; a copy uses the same one, 707.10); "where X is the result [minus 1]": the die
        # roll's (706.4, kb.engine.dice); "where X is that artifact's mana value" after "Destroy target artifact": the
        # object named before (or the trigger event's), not the affected object (608.2c, 608.2h)
        subj_text, pred = _split_subject(xm.group(1), pc)
        subj = subject_of(subj_text, pc, tg, prev)
        xval = ObjectValue(_target(xm.group(4), pc, tg), _ATTR_WORDS[xm.group(3)]) if xm.group(4) else \
            _value(xm.group(2), pc, tg, prev)
        ops = tuple(_with_x(op, xval) for op in parse_predicate(pred + ", where X is its power", pc))
        return Instruction("continuous", subj, ops, duration, rules=False, text=raw)
    subj_text, pred = _split_subject(s, pc)
    subj = subject_of(subj_text, pc, tg, prev)
    ops = parse_predicate(pred, pc)
    from .playerprotection import player_subject
    if player_subject(subj, tg.slots) and any(op.kind != "rules" for op in ops):   # a player has no characteristics to change:
        # "you have hexproof" is read above (kb.engine.playerprotection); others would change no object (109.1)
        raise ParseError(s, "an ability or characteristic given to a player the engine doesn't apply", pc.card)
    rules = all(op.kind == "rules" for op in ops)
    return Instruction("continuous", subj, tuple(ops), duration, rules=rules, text=raw)


# keyword actions whose rules define them as several sentences: read as those sentences (one instruction each)
_DEFINED_AS_SENTENCES = ("amass", "bolster", "connive", "earthbend", "endure", "recruit")


def _defined_action(act: tuple, raw: str, pc: _Ctx, tg: _Targets, prev, done: list) -> tuple[list, Subject | None]:
    """Amass (701.47a), bolster (701.39a), connive (701.50a), earthbend (701.66a), endure (701.63a): the sentences their rules define them by, each read by
    the instruction grammar; the first instruction names the action (its rule is cited as it resolves), every one
    carries the action's own words (``raw``) for accounting."""
    verb, what = act
    if verb == "amass":   # 701.47a; "amass N" on older cards reads "amass Zombies N" (701.47d)
        m = re.fullmatch(r"(?:(\S+) )?(.+)", what)
        sub = singular(m.group(1)) if m.group(1) else "Zombie"
        if sub not in CREATURE_TYPES:
            raise ParseError(raw, f"amass {m.group(1)}: not a creature type", pc.card)
        n, where = _how_many(m.group(2))
        sentences = [f"If you don't control an Army creature, create a 0/0 black {sub} Army creature token.",
                     "Choose an Army creature you control.",
                     f"Put {n} +1/+1 counters on that creature{where}.",
                     f"That creature becomes a {sub} in addition to its other types."]
    elif verb == "bolster":   # 701.39a: the least toughness is found as it resolves, among the creatures then
        n, where = _how_many(what)
        sentences = ["Choose a creature you control.", f"Put {n} +1/+1 counters on that creature{where}."]
    elif verb == "earthbend":   # 701.66a: the land is a target (115.1); the delayed ability returns that land
        n, where = _how_many(what)
        sentences = ["Target land you control becomes a 0/0 land creature with haste in addition to its other types.",
                     f"Put {n} +1/+1 counters on it{where}.",
                     "When it dies or is put into exile, return it to the battlefield tapped under your control."]
    elif verb == "recruit":   # 701.70a: "If you discarded a nonland card this way" — connive's test, read as such
        sentences = ["Draw a card, then discard a card.",
                     "If a nonland card is discarded this way, create a 1/1 white Human Soldier creature token."]
    elif verb == "endure":   # 701.63a: the source ("~", "it" of its own trigger); its controller's choice (608.2d)
        what, _, n = what.rpartition(" ")
        who = subject_of(what, pc, tg, prev)
        if who.kind != "self" and not (who.kind == "event" and _OWN_EVENT.match(pc.ability or "")):
            raise ParseError(raw, "endure of a permanent other than the source: not modelled", pc.card)
        sentences = [f"You may put {n} +1/+1 counters on ~.",
                     f"If you don't, create a {n}/{n} white Spirit creature token."]
    else:   # connive (701.50a): the conniving permanent is the source here ("it" of its own trigger, "~")
        who = subject_of(what, pc, tg, prev)
        mine = who.kind == "target" and getattr(who.selector, "controller", None) == "you"   # "target creature you
        # control connives": you draw and discard (its controller, checked again as it resolves, 608.2b)
        if who.kind != "self" and not mine and not (who.kind == "event" and _OWN_EVENT.match(pc.ability or "")):
            raise ParseError(raw, "connive of a permanent other than the source or a target you control: its "
                                  "controller draws and discards (701.50a), not modelled", pc.card)
        sentences = ["Draw a card, then discard a card.",
                     "If a nonland card is discarded this way, put a +1/+1 counter on ~."]
    made: list = []
    for sen in sentences:
        got, prev = _sentence(sen, pc, tg, prev, done + made)
        made.extend(got)
    if verb == "bolster":
        made[0].subject = replace(made[0].subject, least="toughness")
        made[1].subject = made[0].subject
    elif verb == "connive" and who.kind == "target":
        made[-1].subject = who   # the counter goes on the conniving target
    for ins in made:
        ins.text = raw
        ins.opts["action_part"] = verb
    made[0].opts["action"] = verb
    if verb == "amass":   # the subtype made (701.47a): not in the rules of 2019-2023 (701.44a: amass N only)
        made[-1].opts["only_with"] = AMASS_SUBTYPE
        if " " in what and not what.startswith("X"):
            for ins in made:
                ins.opts["needs"] = AMASS_SUBTYPE   # "amass Orcs 1": a subtype those rules give no meaning
    return made, prev


# a trigger whose event is the source's own ("When ~ enters, it connives.": "it" is ~)
_OWN_EVENT = re.compile(r"When(?:ever)? ~ (?:enters(?: the battlefield)?|attacks|blocks|enters or attacks|attacks or blocks|"
                        r"dies|deals combat damage to (?:a player|an opponent)|becomes tapped|becomes untapped), ")


def _how_many(what: str) -> tuple[str, str]:
    """"3" → ("3", ""); "X, where X is …" → ("X", ", where X is …")."""
    n, _, where = what.partition(",")
    return n.strip(), ("," + where) if where else ""


def _keyword_action(act: tuple, pc: _Ctx, tg: _Targets, prev, duration: str, raw: str) -> Instruction:
    """A keyword action as the words its rule defines it by (kb.engine.keywordactions)."""
    from .restrictions import Restriction, RestrictionOp
    verb, what = act
    if verb in _DEFINED_AS_SENTENCES:   # read as a whole sentence (_defined_action), not inside another
        raise ParseError(raw, f"{verb} inside another instruction", pc.card)
    if verb == "incubate":   # 701.53a: an Incubator token that enters with N +1/+1 counters on it
        n, where = _how_many(what)
        ins = _instruction("Create an Incubator token", pc, tg, prev, duration, raw)
        how = re.fullmatch(r", where X is (.+)", where)
        ins.opts["enters_with"] = ("+1/+1", _value(how.group(1), pc, tg, prev) if how else _amount(n, pc, tg, prev))
        ins.opts["action_part"] = verb   # done only under rules that have it (ActionsMixin._action_in_rules)
    elif verb == "support":   # 701.41a: "other" on a permanent (an ability); a spell is never one of the creatures
        other = "other " if pc.ability is not None else ""
        ins = _instruction(f"Put a +1/+1 counter on each of up to {what} {other}target creatures", pc, tg, prev,
                           duration, raw)
    elif verb == "populate":   # 701.36a-b: a creature token you control, chosen as it resolves (none: no token)
        ins = _instruction("Create a token that's a copy of a creature token you control", pc, tg, prev, duration, raw)
    else:
        # detain (701.35a), goad (701.15a-b): a rules effect on those permanents (locked as it resolves, they are the
        # ones detained or goaded) until the next turn of the controller of that spell or ability
        subj = subject_of(what, pc, tg, prev)
        if verb == "detain":
            r = Restriction("activate", objects="locked", text="its activated abilities can't be activated")
            ops = (RulesOp(label="can't attack or block"), RestrictionOp(label=r.text, restriction=r))
        else:
            ops = (RulesOp(label=GOADED),)
        ins = Instruction("continuous", subj, ops, "until_your_next_turn", rules=True, opts={"locked": True}, text=raw)
    ins.opts["action"] = verb
    return ins


def _with_x(obj, xval: Value):
    """``obj`` with the stand-in for X (the affected object's power, :class:`PowerOf`) replaced by ``xval``."""
    return _substitute(obj, lambda v: xval if isinstance(v, PowerOf) else None)


def _graveyard_cards(what: str) -> bool:
    """Whether ``what``, moved "from your graveyard", is a target or a group of cards ("all creature cards", "each
    Aura card") that must be looked for in that graveyard only (a card chosen as it resolves is looked for there by
    the instruction's ``from``)."""
    return bool(re.search(r"\bcards?(?: of the chosen (?:type|color))?$|\bcards? with .+|\bcards? that (?:were|was) put there "
                          r"from .+ this turn$", what)) and (
        "target" in what.split() or bool(re.match(r"(?:all|each) ", what)))


def _zone_noun(phrase: str) -> str:
    """"your hand" → "cards in your hand"; "all permanents you own" stays."""
    p = phrase.strip()
    m = re.fullmatch(r"(?:the cards from )?(your|their|his or her) (hand|graveyard|library)", p)
    if m:   # "the cards from your hand" (Whirlpool Rider): every card of it, as "your hand" says (402.1)
        return f"cards in your {m.group(2)}"
    return p


# --- counters from one object to another, counters of every kind (122) ------------------------------
_COUNTER_KIND = r"(?!(?:all|the|its|each|a|an|of|counters?)\b)(\S+)"   # "+1/+1", "oil", "loyalty": one word


def _counters_between(s: str, pc: _Ctx, tg: _Targets, prev, raw: str) -> Instruction | None:
    """The counter instructions that name no fixed kind or act between two objects (122):
    "Remove all counters from target permanent" (every kind), "Double the number of +1/+1 counters on ~" /
    "… of each kind of counter on …" (701.10e), "Move a +1/+1 counter from target creature onto a second target
    creature" (122.5: the targets in the order written), "Put its counters on target creature you control"
    (122.8-122.9: as many of each kind as the object had). None when the sentence is none of these."""
    m = re.fullmatch(r"[Rr]emove (all|a|one) counters? from (.+)", s)
    if m:   # every kind (the amount -1 stands for "all" as in "remove all +1/+1 counters"), or one of a kind chosen
        return Instruction("remove_counters", subject_of(m.group(2), pc, tg, prev), text=raw,
                           amount=Const(-1 if m.group(1) == "all" else 1), opts={"kind": None})
    m = re.fullmatch(rf"[Dd]ouble the number of (?:{_COUNTER_KIND} counters|(each kind of) counter) on (.+)", s)
    if m:
        return Instruction("double_counters", subject_of(m.group(3), pc, tg, prev), text=raw,
                           opts={"kind": m.group(1), **({"each_kind": True} if m.group(2) else {})})
    m = re.fullmatch(rf"([Yy]ou may )?[Mm]ove (a|an|one|two|three|all|any number of) (?:{_COUNTER_KIND} )?counters? from (.+?) "
                     rf"onto (.+)", s)
    if m:
        src = subject_of(m.group(4), pc, tg, prev)   # the first target is the object the counters leave (601.2c order)
        to, second = m.group(5), False
        if re.match(r"a second target ", to):   # "a second target creature": the next target word (115.1)
            to, second = "target " + to[len("a second target "):], True
        dest = subject_of(to, pc, tg, prev)
        amt = Const(-1) if m.group(2) == "all" else None if m.group(2) == "any number of" else \
            Const(amount_of(m.group(2)) or 1)
        if amt is None and not m.group(3):
            raise ParseError(raw, "any number of counters of several kinds", pc.card)
        return Instruction("move_counters", dest, amount=amt, text=raw, optional=bool(m.group(1)),
                           opts={"kind": m.group(3), "from": src, **({"second": True} if second else {}),
                                 **({"any_number": True} if amt is None else {})})
    m = re.fullmatch(rf"([Yy]ou may )?[Pp]ut (its|~'s) (?:{_COUNTER_KIND} )?counters on (.+)", s)
    if m:   # the source's counters (a "When ~ dies" / "leaves the battlefield" trigger, a sacrifice cost: 122.8-122.9)
        return Instruction("counters_of", subject_of(m.group(4), pc, tg, prev), text=raw, optional=bool(m.group(1)),
                           opts={"kind": m.group(3), "from": SELF_SUBJ, "whose": m.group(2)})
    return None


def _for_each_count(phrase: str, pc: _Ctx, tg: _Targets, prev) -> Value:
    """"for each +1/+1 counter on ~", "for each opponent you have", "for each creature you control": how many."""
    from .lifeforeach import read_event_life   # "for each 1 life you lost": the trigger event's (603.2)
    if (life := read_event_life(phrase)) is not None:
        return life
    m = re.fullmatch(r"([a-z]+) vote", phrase)
    if m:   # "for each strength vote" (701.38a): the votes that option got
        return VoteCount(m.group(1))
    spell = read_spell_value(phrase, Subject("event", text="that spell"))
    if spell is not None:   # "for each of that spell's colors" (kb.engine.spellvalues)
        return spell
    try:
        if re.match(r"(?:[+-]\d+/[+-]\d+ |[a-z]+ )?counters? (?:on|removed this way)\b", phrase):
            return _value(phrase, pc, tg, prev)
        done = read_this_way(phrase, pc)   # "for each creature destroyed this way" (kb.engine.thisway)
        if done is not None:
            return done
        return _one_players_count(phrase, pc, tg, prev) or parse_each(phrase, pc)
    except ParseError:
        raise ParseError(phrase, "a count the engine cannot compute", pc.card) from None


# how many counters of one kind an instruction names (122.1)
_N_COUNTERS = r"a|an|one|two|three|four|five|six|seven|eight|nine|ten|\d+"


# how many tokens: a number word, digits, X or "that many" (111.2)
_TOKEN_N = "|".join(sorted(AMOUNT_WORDS, key=len, reverse=True)) + r"|\d+|X|that many"


# "a 3/3 green Dinosaur creature token with haste and a 1/1 white Human Soldier creature token", "a Snake token, a
# Wolf token, and an Elephant token": where one token's description ends and the next one's count begins
_NEXT_TOKEN = re.compile(r",? and (?=(?:a|an|one|two|three|four|five|X|\d+) )|, (?=(?:a|an|one|two|three|four|five|X|\d+) )")


def _token_list(p: str, pc: _Ctx, tg: _Targets, prev, raw: str) -> Instruction | None:
    """Several tokens one instruction creates at once (111.1): one instruction holding each (``together``); None when
    the words are not a list of token descriptions."""
    masked = re.sub(r'"[^"]*"', lambda q: "\x00" * len(q.group(0)), p)
    cuts = [(q.start(), q.end()) for q in _NEXT_TOKEN.finditer(masked)]
    if not cuts:
        return None
    bounds = [0] + [x for c in cuts for x in c] + [len(p)]
    parts = [p[bounds[i]:bounds[i + 1]] for i in range(0, len(bounds), 2)]
    saved = {k: (list(v) if isinstance(v, list) else v) for k, v in vars(tg).items()}
    try:
        read = [_create(x, pc, tg, prev, raw) for x in parts]
    except ParseError:
        vars(tg).update(saved)
        return None
    if any(x.opts.get("together") or x.opts.get("attacking") or x.opts.get("for_each") for x in read):
        vars(tg).update(saved)
        return None
    return Instruction("token", YOU, amount=Const(1), opts={"together": read}, text=raw)


def _create(phrase: str, pc: _Ctx, tg: _Targets, prev, raw: str) -> Instruction:
    p = phrase.strip()
    together = _token_list(p, pc, tg, prev, raw) if re.search(r"\btokens?\b.*\b(?:and|,) (?:a|an|one|two|three|"
                                                              r"four|five|X|\d+) ", p) else None
    if together is not None:
        return together
    if (two := split_token_pt(p)) is not None:   # "… token with power equal to A and toughness equal to B" (111.4)
        ins = _create(two[0], pc, tg, prev, raw)
        ins.opts.update(x_pt=_value(two[1], pc, tg, prev), t_pt=_value(two[2], pc, tg, prev))
        return ins
    where = re.fullmatch(r"(.+?),? where X is (.+)", p)
    if where:  # "X 1/1 black Minion creature tokens, where X is that card's mana value"; "an X/X … token, where X is …"
        ins = _create(where.group(1), pc, tg, prev, raw)
        xval = _value(where.group(2), pc, tg, prev)
        count_x = _bind_x(ins.amount, Const(-1)) != ins.amount   # X counts the tokens
        if count_x == bool(ins.opts.get("x_pt")):   # X in both the count and the P/T, or in neither: not read
            raise ParseError(phrase, "which number \u201cwhere X is\u201d defines is not read", pc.card)
        if ins.opts.get("x_pt"):
            ins.opts["x_pt"] = xval   # the token's P/T (107.3a), not how many are created
        else:
            ins.amount = _bind_x(ins.amount, xval)
        return ins
    twice = re.fullmatch(r"twice (that many .+)", p)
    if twice:   # "create twice that many 2/2 black Zombie creature tokens": two for each (608.2h)
        ins = _create(twice.group(1), pc, tg, prev, raw)
        if not isinstance(ins.amount, Subject_amount):
            raise ParseError(phrase, "\u201ctwice\u201d before a count other than \u201cthat many\u201d", pc.card)
        ins.amount = Times(ins.amount, 2)
        ins.opts["twice"] = True
        return ins
    each = re.fullmatch(r"(.+?) for each (.+)", p)
    if each and '"' not in each.group(2):
        # "create a 1/1 ... token with flying for each +1/+1 counter on ~": the count, never a part of the token
        ins = _create(each.group(1), pc, tg, prev, raw)
        per = _for_each_count(each.group(2), pc, tg, prev)
        if not isinstance(ins.amount, Const):
            raise ParseError(phrase, "a count of tokens both stated and \u201cfor each\u201d", pc.card)
        ins.amount = per if ins.amount.n == 1 else Times(per, ins.amount.n)
        ins.opts["for_each"] = True
        return ins
    attacking = _attacking(p, pc, tg, prev)
    if attacking is not None:   # "… token that's tapped and attacking": the token, then where it enters (508.4)
        p, att_opts = attacking
        ins = _create(p, pc, tg, prev, raw)
        ins.opts.update(att_opts)
        return ins
    m = re.fullmatch(r"((?:[A-Z]|~)[^\"]*?), (?:a|an) legendary (?:(\d+/\d+) )?(.+? token)( with .+)?", p)
    if m:   # "create Marit Lage, a legendary 20/20 black Avatar creature token with flying": a named token (111.4)
        name = m.group(1).replace("~", pc.card or "~")   # "create ~ Twin, a legendary …": named after this card
        ins = _create(f"a {m.group(2) + ' ' if m.group(2) else ''}legendary {m.group(3)}{m.group(4) or ''} named {name}",
                      pc, tg, prev, raw)
        if "~" in m.group(1):
            ins.opts["named_after_self"] = True
        return ins
    # 111.10d: "A Walker token is a 2/2 black Zombie creature token named Walker."
    p = re.sub(rf"^({_TOKEN_N})( tapped)? Walker (tokens?)$", r"\1\2 2/2 black Zombie creature \3 named Walker", p)
    # "a legendary 2/2 black Zombie creature token named …": the supertype written before the P/T (111.4)
    p = re.sub(rf"^({_TOKEN_N}) legendary (X/X|\d+/\d+) ", r"\1 \2 legendary ", p)
    m = re.fullmatch(r"(a|an|one|two|three|X|that many) (tapped )?(?:tokens? that's a copy|tokens that are copies) of "
                     r"(.+?)(?:,? except (.+))?", p)
    if m:   # "a [tapped] token that's a copy of …[, except …]" (707.9; 110.5b)
        from .eachwhodoes import remember_copy, same_copy   # "… a copy of that creature" said again (608.2c)
        subj = same_copy(pc, m.group(3), prev) or subject_of(m.group(3), pc, tg, prev)
        remember_copy(pc, m.group(3), subj)
        from .copies import parse_exceptions
        exc = parse_exceptions(m.group(4), pc.card, pc.ability) if m.group(4) else ()
        return Instruction("token", YOU, amount=_amount(m.group(1), pc, tg, prev),
                           opts={"copy_of": subj, "exceptions": exc, **({"tapped": True} if m.group(2) else {})},
                           text=raw)
    # "a tapped 2/2 black Zombie creature token": it enters tapped (110.5b)
    tapped = re.fullmatch(rf"({_TOKEN_N}) tapped (.+)", p)
    if tapped:
        p = f"{tapped.group(1)} {tapped.group(2)}"
    m = re.fullmatch(rf"({_TOKEN_N}) ({'|'.join(TOKEN_KINDS)}) tokens?(?: attached to (.+))?", p)
    if m and not _predefined_read(m.group(2)):   # its ability is one the engine does not read (111.10): unmodelled
        raise ParseError(phrase, f"a {m.group(2)} token, whose ability the engine does not read", pc.card)
    if m and m.group(3) and "Aura" not in TOKEN_KINDS[m.group(2)][0]:
        raise ParseError(phrase, "a token created attached that isn't an Aura", pc.card)
    if m:   # "a Monster Role token attached to target creature you control": an Aura that enters attached (303.4)
        return Instruction("token", YOU, amount=_amount(m.group(1), pc, tg, prev),
                           opts={"kind": m.group(2), **({"tapped": True} if tapped else {}),
                                 **({"attach_to": subject_of(m.group(3), pc, tg, prev)} if m.group(3) else {})}, text=raw)
    # "a 2/2 Citizen creature token that's all colors" (111.4, 105.2): each of the five colours, none written before
    all_colors = re.fullmatch(r'([^"]+? tokens?) that(?:\'s| are) all colors', p)
    if all_colors:
        p = all_colors.group(1)
    # "… token named Etherium Cell with "…"": the name written before the abilities (111.4)
    p = re.sub(r' named ([^"]+?) with (.+)$', r" with \2 named \1", p)
    m = re.fullmatch(rf"({_TOKEN_N}) (?:(X/X|\d+/\d+) )?(.+?) tokens?"
                     r"(?: with (.+?))?(?: named (.+?))?", p)
    if not m:
        raise ParseError(phrase, "a token the engine cannot describe", pc.card)
    count = _amount(m.group(1), pc, tg, prev)
    pt = m.group(2)
    words = m.group(3).split()
    colors, types, subtypes, colorless = [], [], [], False
    for w in words:
        lw = w.lower()
        if lw == "and":
            continue
        if color_of(lw) and w[0].islower():
            colors.append(color_of(lw))
        elif lw == "colorless":
            colorless = True
        elif lw in ("creature", "artifact", "enchantment", "land"):
            types.append(lw.capitalize())
        elif lw in ("legendary", "snow"):   # supertypes (205.4a), written first on the type line
            types.insert(0, lw.capitalize())
        elif w[0].isupper() and w != "~":
            subtypes.append(w)
        else:
            raise ParseError(phrase, f"unknown word \u201c{w}\u201d in a token", pc.card)
    if all_colors:
        if colors or colorless:   # "a white … token that's all colors": not read
            raise ParseError(phrase, "a token both of stated colours and all colors", pc.card)
        colors = [color_of(c) for c in COLOR_NAMES.values()]   # 105.2
    if m.group(4) and names_another_source(m.group(4)):   # the token's ability names its creator (201.5a): not read
        raise ParseError(phrase, "a token whose ability names the object that created it (201.5a)", pc.card)
    text = "\n".join(_token_abilities(m.group(4))) if m.group(4) else ""
    if "Creature" in types and pt is None and re.search(r"^~'s power\b", text, re.M):
        pt = "*/*"   # "with "This token's power and toughness are each equal to …"": a characteristic-defining ability
    # a creature token has the P/T the effect gives (111.4), a Vehicle too (301.7); another token has none
    if not {"Creature", "Artifact", "Enchantment", "Land"} & set(types) or \
            (pt is None) != ("Creature" not in types) and not (pt and "Vehicle" in subtypes):
        raise ParseError(phrase, "a token the engine cannot describe", pc.card)
    p_, t_ = pt.split("/") if pt else (None, None)
    named = m.group(5)
    clause = re.fullmatch(r"(.+?) that(?: is|'s) (.+)", named) if named else None
    if clause:   # "… land token named Everywhere that is every basic land type": the name, then a quality (111.4)
        named, what = clause.groups()
        if what == "every basic land type" and "Land" in types:   # 205.3i: the five basic land types
            subtypes += [t for t in ("Plains", "Island", "Swamp", "Mountain", "Forest") if t not in subtypes]
        else:
            raise ParseError(phrase, f"a token named {named} \u201cthat is {what}\u201d, a quality not read", pc.card)
    definition = {
        "name": named or " ".join(subtypes) or "Token",
        "type_line": " ".join(types) + (" \u2014 " + " ".join(subtypes) if subtypes else ""),
        "colors": [] if colorless else colors, "text": text, "token": True,
        **({"power": p_, "toughness": t_} if pt else {}),
    }
    opts = {"definition": definition, **({"tapped": True} if tapped else {}), **({"named": True} if named else {}),
            **({"every_basic_land_type": True} if clause else {})}
    if pt == "X/X":
        opts["x_pt"] = True
    return Instruction("token", YOU, amount=count, opts=opts, text=raw)


# 508.4: where a token created attacking enters: "that's attacking", "that are tapped and attacking", "a tapped and
# attacking … token", "…, tapped and attacking that opponent", "… that's tapped and attacking that player or a
# planeswalker they control"
_ATTACK_WHOM = r"that player or a planeswalker (?:they|that player) controls?|that player|that opponent|defending player"


# the sentence after a token's creation that says it enters attacking: "Those tokens enter tapped and attacking."
_ENTERS_ATTACKING = re.compile(rf"(?:Those tokens|The tokens?|That token|It|They) enters? tapped and attacking"
                               rf"(?: ({_ATTACK_WHOM}))?")


def _attacking(p: str, pc: _Ctx, tg: _Targets, prev) -> tuple[str, dict] | None:
    """The words saying a token is created attacking (508.4), taken off the token's description: (the rest, the
    instruction's options); None when the words don't say so."""
    m = re.fullmatch(rf"({_TOKEN_N}) tapped and attacking (.+)", p)
    if m:
        rest, tapped, whom = f"{m.group(1)} {m.group(2)}", True, None
    else:
        m = re.fullmatch(rf"(.+?)(?:,| and)? (?:that's |that are )?(tapped and )?attacking(?: ({_ATTACK_WHOM}))?", p)
        if not m or '"' in (m.group(3) or "") or m.group(1).count('"') % 2:
            return None
        rest, tapped, whom = m.group(1), bool(m.group(2)), m.group(3)
    opts: dict = {"attacking": True}
    if tapped:
        opts["tapped"] = True
    if whom:   # "attacking that player or a planeswalker they control": the effect names whom (508.4)
        opts["attacking_whom"] = subject_of(whom.split(" or ")[0], pc, tg, prev)
        if " or " in whom:
            opts["attacking_or_planeswalker"] = True
    return rest, opts


_PREDEFINED_READ: dict = {}


def _predefined_read(kind: str) -> bool:
    """Whether every ability of a predefined token (111.10) is one the ability reader models: a token made with
    an ability the engine can't read is "cannot decide" in everything that ability could change."""
    if kind not in _PREDEFINED_READ:
        from .abilities import UnmodelledAbility
        from .parser import parse_ability   # the reader kb.engine.cardtext registers (no import circle)
        _PREDEFINED_READ[kind] = True   # while it is read (a token's ability creating the same token)
        ok = True
        from .keywords import parse_keyword_list
        for line in (x for x in TOKEN_KINDS[kind][1].split("\n") if x.strip()):
            if parse_keyword_list(line):   # "Enchant creature" (a Role's, 111.10j-r): a keyword the reader knows
                continue
            try:
                ab = parse_ability(line, kind, frozenset(TOKEN_KINDS[kind][0].split(" \u2014 ")[0].split()),
                                   granted=True, normalized=True)
            except ParseError:
                ok = False
                break
            abs_ = ab if isinstance(ab, (list, tuple)) else [ab]
            if any(isinstance(a, UnmodelledAbility) or getattr(a, "unmodelled", ()) for a in abs_):
                ok = False
        _PREDEFINED_READ[kind] = ok
    return _PREDEFINED_READ[kind]


def _emblem(who: str, quoted: str, pc: _Ctx, tg: _Targets, prev, raw: str) -> Instruction:
    """"You get an emblem with "Creatures you control get +1/+1."" (114.2; also '"A" and "B"'): the player puts an
    emblem with those abilities into the command zone, owned and controlled by them; "this emblem" is the emblem
    itself (~ in its abilities). An ability naming the card that made it (its "~"), or a choice made as it resolved
    ("the chosen type"), is not read."""
    from .emblemquotes import granted_in_double_quotes, outside_granted   # '{T}: Draw a card.' granted (113.7)
    parts = re.fullmatch(r'"([^"]+)"(?: and "([^"]+)")?', quoted.strip())
    if not parts or any("~" in outside_granted(a) for a in parts.groups() if a) or re.search(r"\bchosen\b", quoted):
        # "the chosen type": the choice isn't the emblem's
        raise ParseError(raw, "an emblem whose abilities the engine cannot separate", pc.card)
    lines = [re.sub(r"\b[Tt]his emblem\b", "~", a.strip()) for a in parts.groups() if a]
    definition = {"name": "", "type_line": "", "colors": [], "layout": "emblem",
                  "text": "\n".join(granted_in_double_quotes(x[0].upper() + x[1:]) for x in lines)}
    return Instruction("emblem", subject_of(who, pc, tg, prev), text=raw,
                       opts={"definition": definition, "self_named": any(x != a for x, a in zip(lines, parts.groups()))})


def _token_abilities(phrase: str) -> list[str]:
    """"flying and "{R}: This creature gets +1/+0 until end of turn."" → one line per ability the token has (111.4):
    keywords as written, quoted abilities without their quotes; commas and "and" inside quotes are the ability's."""
    out = []
    for part in re.split(r',? and (?=(?:[^"]*"[^"]*")*[^"]*$)|, (?=(?:[^"]*"[^"]*")*[^"]*$)', phrase.strip()):
        part = part.strip()
        if part.startswith('"') and part.endswith('"'):
            part = part[1:-1]
        part = re.sub(r"\b[Tt]his token\b", "~", part)   # the token's own ability names the token itself (201.5)
        if part:
            out.append(part[0].upper() + part[1:])
    return out


COLOR_SET = frozenset(COLORS)
_ = ColorOp  # re-exported names used by the copy exceptions of spells


# the readers kb.engine.looktop's sentences use (a sentence, a value, a subject): passed in, not imported there
_LOOK_READERS = SimpleNamespace(sentence=_sentence, value=_value, subject_of=subject_of)
