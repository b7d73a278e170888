"""A card's rules text → its abilities (113), one ability a line (207.2 reminder text dropped).

Keyword lines give one keyword each; "As ~ enters, choose ...", "~ enters tapped", "~ enters with
N counters", "enter as a copy" are the replacement effects of how it enters (614.1c-d, 707.9);
"When/Whenever/At" lines are triggered abilities (603.1) whose trigger condition is read now and
whose effect is read when they go on the stack; "[Cost]: [Effect]" lines are activated (602.1) or
mana abilities (605.1a); an instant's or sorcery's text is its spell ability (113.3a); the rest
are static abilities (604), read completely now.

A line the engine cannot read does not make the card unreadable: it becomes an
:class:`~kb.engine.abilities.UnmodelledAbility` that keeps its text, so the card loads and every
question that line could change is answered "cannot decide" (``strict=True`` raises instead,
naming the phrase: the tests of the grammar use it).
"""
from __future__ import annotations

import re
from dataclasses import replace

from .parsememo import card_text_key, remembered
from .anchorwords import anchor_options, read_anchor_paragraph
from .backup import backup_of, with_backup
from .exhaust import read_exhaust
from .forecast import read_forecast
from .speed import read_max_speed
from .tappedmana import read_tapped_for_mana
from .firebending import firebending_ability
from .bargain import bargain_cost
from .copycosts import copy_cost_abilities
from .abilities import (ActivatedAbility, AdditionalCost, AlternativeCost, EffectTemplate, EntersAsCopy, EntersChoice, EntersTapped,
                        EntersPayOrTapped, EntersWithCounters, PlayPermission, PREGAME_TEMPLATES, PreGameAbility, ManaAbility, SpellAbility, StaticAbility, TriggeredAbility,
                        UnmodelledAbility)
from .effects import ColorOp, TypeOp, set_keyword_reader, set_reparser
from .errors import ParseError
from .filters import SELF
from .instructions import parse_additional_cost, parse_alternative_cost, parse_costs, parse_instructions
from .abilities import FLASH_SACRIFICE
from .keywordlist import ABILITY_WORDS, KEYWORD_NAMES
from .words import COLOR_ALT
from .craft import craft_ability
from .reconfigure import reconfigure_abilities
from .keywords import parse_keyword_list
from .values import card_type
from .parser import _Ctx, parse_each, parse_selector, parse_static, parse_value, set_ability_reader
from .text import MODE_COUNT, PERMISSION_GERUNDS, is_modal, modes_of, names_another_source, normalize, strip_period
from .triggers import parse_trigger
from .copies import parse_exceptions
from .abilities import next_uid
from .replacement import ReplacementAbility, parse_replacement
from .render import account, order_reason, out_of_order
from .couldproduce import PATTERN as COULD_PRODUCE
from .gamevalues import IDENTITY_MANA
from .dice import ROW, is_results_table, read_results_table, table_roll
from .eachplayerword import read_each_player_word

__all__ = ["keyword_trigger_text", "is_class_bar", "is_cycling", "parse_ability", "parse_card_text", "reparse_ability", "keyword_abilities", "guess_kind", "unaccounted_words"]

_COST_START = re.compile(r"^(?:\{|[+\-\u2212]?(?:\d+|X):|0:|Discard|Sacrifice|Tap|Untap|Pay|Exile|Remove|Return|Put|Reveal|Mill|Collect)")
_MANA = re.compile(r"Add (?:(?:\{[WUBRGC]\})+(?:(?:,| or|, or) (?:\{[WUBRGC]\})+)*|one mana of any (?:one )?colou?r|"
                   r"one mana of the chosen color|(?:two|three) mana (?:of|in) any (?:one )?colou?r(?:s)?|"
                   r"an amount of \{[WUBRGC]\} equal to [^.]+?|" + COULD_PRODUCE + r"|" + IDENTITY_MANA + r")(?: to your mana pool)?\.?")


def _adds_mana(effect: str) -> bool:
    """Whether ``effect`` only adds mana: a fixed symbol or a choice of one (``_MANA``), or an amount
    (kb.engine.manaamount: "Add X mana in any combination of colors", "Add {C} for each …")."""
    from .manaamount import read_mana_amount
    m = re.fullmatch(r"Add ([^.]+?)(?: to your mana pool)?\.?", effect)
    return bool(_MANA.fullmatch(effect) or (m and read_mana_amount(m.group(1)) is not None))


def _one_optional(ab, card: str | None) -> bool:
    """Whether the effect of the triggered ability ``ab`` indicates one action for "Do this only once each turn."
    (603.2h): exactly one "you may" instruction, or a single instruction that isn't optional (taken whenever the
    ability resolves); its effect read strictly (a sentence it can't read: False)."""
    try:
        ins, _slots = parse_instructions(ab.effect, card, normalized=True, ability=ab.text)
    except ParseError:
        return False
    return sum(1 for i in ins if i.optional) == 1 or len(ins) == 1


def keyword_trigger_text(name: str) -> str | None:
    """The rules' text of a keyword that is a triggered ability the engine models ("prowess" → "Whenever you
    cast a noncreature spell, ~ gets +1/+1 until end of turn.", 702.108a), or None."""
    from .keywordmeans import ability_text, meaning_of
    k = meaning_of(name)
    return ability_text(name) if k is not None and k.kind == "triggered" else None


def parse_ability(line: str, card: str | None, types: frozenset = frozenset(), *, granted: bool = False,
                  chosen_kind: str | None = None, normalized: bool = False):
    """One line of rules text → an Ability. Raises ParseError naming the phrase it cannot read."""
    pc = _Ctx(card, chosen_kind)
    t = line if normalized else normalize(line, card)
    t = t.strip()
    if not t:
        raise ParseError(line, "empty", card)
    if names_another_source(t):   # an ability it gives another object names the card itself (201.5a; kb.engine.text)
        raise ParseError(t, "an ability given to another object that names the object giving it: which object the "
                            "name refers to (201.5a) is not read", card)
    once = re.search(r"\s*(This ability triggers|Do this) only once each turn\.?\s*$", t) \
        if re.match(r"(?:When|Whenever|At)\b", t) else None
    if once:   # a triggered ability that triggers at most once each turn (603.2), or only while its controller hasn't
        # taken the indicated action this turn (603.2h): read without the sentence, flagged (kb.engine.sba)
        ab = parse_ability(t[:once.start()], card, types, granted=granted, chosen_kind=chosen_kind, normalized=True)
        if not isinstance(ab, TriggeredAbility):
            raise ParseError(t, "\u201conly once each turn\u201d on an ability that isn't triggered", card)
        if once.group(1) == "Do this" and not _one_optional(ab, card):
            raise ParseError(t, "\u201cDo this only once each turn\u201d after other than one \u201cyou may\u201d "
                                "instruction or one instruction alone (the action it indicates, 603.2h)", card)
        return replace(ab, text=t, once_each_turn="triggers" if once.group(1) == "This ability triggers" else "action")
    from .triggeronlyif import only_if_condition, split_triggers_only_if
    only = split_triggers_only_if(t)
    if only is not None:   # "This ability triggers only if …": a condition of the trigger event (603.2; kb.engine.triggeronlyif)
        ab = parse_ability(only[0], card, types, granted=granted, chosen_kind=chosen_kind, normalized=True)
        if not isinstance(ab, TriggeredAbility) or ab.spec is None:
            raise ParseError(t, "\u201cThis ability triggers only if\u201d on an ability that isn't triggered", card)
        from .instruction_types import Condition
        cond = only_if_condition(only[1], _Ctx(card, ability=t))
        during = cond if ab.spec.during is None else Condition("and", value=(ab.spec.during, cond), text=only[1])
        return replace(ab, text=t, spec=replace(ab.spec, during=during))
    if (each := read_each_player_word(t)) is not None:   # "each player chooses war or peace" (kb.engine.eachplayerword)
        return each
    # "choose a noncreature, nonland card name", "choose a creature card name" (201.4a: a card whose Oracle text has
    # those characteristics);
    # "look at an opponent's hand, then choose any card name" (the look changes only what its controller knows)
    m = re.fullmatch(r"As ~ enters(?: the battlefield)?, (look at an opponent's hand, then )?choose (?:a|an|any) "
                     r"((?:non(?:land|creature|artifact|enchantment|planeswalker), )*(?:non(?:land|creature|artifact|"
                     r"enchantment|planeswalker) |(?:land|creature|artifact|enchantment|planeswalker|instant|sorcery) )?)"
                     r"(color|creature type|basic land type|card type|opponent|player|card name)"
                     rf"(?: other than ({COLOR_ALT}))?\.?", t)
    if m and (not m.group(2) and not m.group(1) or m.group(3) == "card name") and (not m.group(4) or m.group(3) == "color") \
            and (" any " in t) == bool(m.group(1)) and not (m.group(1) and m.group(2)):
        return EntersChoice(text=t, choice=m.group(3).replace(" ", "_"),
                            quality=tuple(re.findall(r"\w+", m.group(2))), other_than=m.group(4) or "",
                            look=bool(m.group(1)))
    from .enterscontrol import PATTERN as _UNDER_CONTROL
    if _UNDER_CONTROL.fullmatch(t):   # "~ enters under the control of an opponent of your choice." (614.12a, 110.2)
        return EntersChoice(text=t, choice="opponent", under_control=True)
    m = re.fullmatch(r"As ~ enters(?: the battlefield)?, choose ((?:\w+, )+(?:or )?\w+|\w+ or \w+)\.?", t)
    if m:   # "choose artifact, creature, enchantment, instant, or sorcery": a card type offered by name; "choose Island
        # or Swamp": a basic land type; "choose Elemental, Elf, … or Treefolk": a creature type (614.12)
        from .subtypes import CREATURE_TYPES
        from .values import BASIC_LAND_TYPES
        opts = tuple(w for w in re.split(r",\s*(?:or\s+)?|\s+or\s+", m.group(1)) if w)
        kind = "card_type" if all(card_type(w) is not None for w in opts) else \
            "basic_land_type" if all(w in BASIC_LAND_TYPES for w in opts) else \
            "creature_type" if all(w in CREATURE_TYPES for w in opts) else None
        if kind is not None:
            return EntersChoice(text=t, choice=kind, options=tuple(w.lower() for w in opts))
    m = re.fullmatch(r"As ~ enters(?: the battlefield)?, choose a card type other than (\w+) or (\w+)\.?", t)
    if m and card_type(m.group(1)) and card_type(m.group(2)):   # "other than creature or land": neither (614.12)
        return EntersChoice(text=t, choice="card_type", other_than=(m.group(1), m.group(2)))
    if re.fullmatch(r"~ enters(?: the battlefield)? tapped\.?", t):
        return EntersTapped(text=t)
    if re.fullmatch(r"~ enters prepared\.?", t):   # 722.3a (kb.engine.prepared)
        from .abilities import EntersPrepared
        return EntersPrepared(text=t)
    m = re.fullmatch(r"~ enters(?: the battlefield)? tapped unless (.+?)\.?", t) or \
        re.fullmatch(r"If (.+?), ~ enters(?: the battlefield)? tapped\.?", t)
    if m:   # 614.1c, 614.12: checked as it enters
        from .parser import parse_condition
        cond, _it = parse_condition(m.group(1), pc)
        return EntersTapped(text=t, condition=cond, unless=t.startswith("~"))
    m = re.fullmatch(r"(If ~ hasn't been exerted this turn, you may exert it|You may exert ~) as it attacks\.(?: When you do, "
                     r"(.+?))?\.?", t)
    if m:   # 701.43a, 603.12 (kb.engine.exert): the reflexive part is read now (an unreadable one: the line is unread);
        from .abilities import ExertAbility   # "If ~ hasn't been exerted this turn": the option only then
        if m.group(2):
            parse_instructions(m.group(2), card, normalized=True, ability=t)
        return ExertAbility(text=t, reflexive=m.group(2) or "", unexerted=m.group(1).startswith("If"))
    from .anytimediscard import read_discard_any_time   # "You may discard ~ any time you could cast an instant." (116.2e)
    if (found := read_discard_any_time(t)) is not None:
        return found
    m = re.fullmatch(r"Reveal the first card you draw (each turn|on each of your turns)\.?", t)
    if m:   # 603.11, 607.2h: its linked triggered abilities follow it in the same paragraph
        from .abilities import RevealDraws
        return RevealDraws(text=t, own_turns=m.group(1) != "each turn")
    m = re.fullmatch(r"As ~ enters(?: the battlefield)?, (?:you may )?exile (any number of|up to (?:one|two|three|\d+)) "
                     r"(.+?) from your graveyard\.?", t)
    if m:
        from .abilities import EntersExile
        from .text import amount_of
        upto = None if m.group(1) == "any number of" else amount_of(m.group(1).split()[-1])
        sel = parse_selector(re.sub(r"\bcards\b", "card", m.group(2)) + " in your graveyard", pc,
                             default_zone=frozenset(("graveyard",)))
        return EntersExile(text=t, selector=sel, upto=upto)
    if re.match(r"As ~ enters(?: the battlefield)?, put ", t):
        from .enterscounteron import read_enters_counter_on
        on = read_enters_counter_on(t, lambda words: parse_selector(words, pc))   # (614.1c, 614.12)
        if on is not None:
            return on
    if t.startswith("As ~ is turned face up, "):
        from .facingup import read_as_turned_face_up
        face_up = read_as_turned_face_up(t)   # "As ~ is turned face up, put five +1/+1 counters on it." (708.11)
        if face_up is not None:
            return face_up
    lose = read_enters_lose_life(t)   # "As ~ enters, you lose life equal to your life total." (kb.engine.enterslife)
    if lose is not None:
        return lose
    m = re.fullmatch(r"As ~ enters(?: the battlefield)?, you may pay (\d+) life\. If you don't, (?:~|it) enters"
                     r"(?: the battlefield)? tapped\.?", t)
    if m:
        return EntersPayOrTapped(text=t, life=int(m.group(1)))
    m = re.fullmatch(r"As ~ enters(?: the battlefield)?, you may reveal (?:a|an) (.+?) card from your hand\. If you don't, "
                     r"~ enters(?: the battlefield)? tapped\.?", t)
    if m:   # 614.1c, 614.12, 701.20a: a card of that kind from its controller's hand, chosen as it enters
        return EntersPayOrTapped(text=t, reveal=parse_selector(re.sub(r" or (?:an?) ", " or ", m.group(1)) + " card", pc,
                                                               default_zone=frozenset(("hand",))))
    m = re.fullmatch(r"As ~ enters(?: the battlefield)?, you may reveal (?:a|an) (.+?) card from your hand\. If you do or "
                     r"if (.+?), ~ enters(?: the battlefield)? with (a|an|one|two|three|\d+) ([+-]\d+/[+-]\d+|[a-z]+) "
                     r"counters? on it\.?", t)
    if m:   # 614.1c, 614.12, 701.20a: counters if a card of that kind is revealed or the condition holds as it enters
        from .abilities import EntersRevealCounter
        from .parser import parse_condition
        from .text import amount_of
        n = 1 if m.group(3) in ("a", "an") else amount_of(m.group(3))
        return EntersRevealCounter(text=t, reveal=parse_selector(m.group(1) + " card", pc, default_zone=frozenset(("hand",))),
                                   condition=parse_condition(m.group(2), pc)[0], counter=m.group(4), n=n)
    m = re.fullmatch(r"As ~ enters(?: the battlefield)?, you may reveal (?:a|an) (.+?) card from your hand\. ~ enters"
                     r"(?: the battlefield)? tapped unless you revealed (?:a|an) \1 card this way or (.+?)\.?", t)
    if m:   # 614.1c, 614.12, 701.20a: untapped if a card of that kind is revealed or the condition holds as it enters
        from .parser import parse_condition
        return EntersPayOrTapped(text=t, reveal=parse_selector(m.group(1) + " card", pc,
                                                               default_zone=frozenset(("hand",))),
                                 condition=parse_condition(m.group(2), pc)[0])
    if re.fullmatch(r"Play with the top card of your library revealed\.?", t):
        return PlayPermission(text=t)
    if re.fullmatch(r"You may look at the top card of your library any time\.?", t):
        return PlayPermission(text=t, look=True)   # 401.5, 701.20e: what its controller knows, nothing else
    m = re.fullmatch(r"As long as ([^,]+), (you may (?:play|cast) (?!~)[^\"]+)", t)
    if m:   # "As long as an opponent controls more lands than you, you may play lands from the top of your library.":
        # the permission below while the condition holds (611.3b: checked as the player would use it, kb.engine.castonce.permission_holds)
        inner = parse_ability(m.group(2)[0].upper() + m.group(2)[1:], card, types, granted=granted,
                              chosen_kind=chosen_kind, normalized=True)
        if isinstance(inner, PlayPermission) and inner.condition is None and not inner.self_zones:
            from .parser import parse_condition
            return replace(inner, text=t, condition=parse_condition(m.group(1), pc)[0])
    m = re.fullmatch(r"You may (play lands|cast spells|play lands and cast spells) from the top of your library\.?", t)
    if m:
        return PlayPermission(text=t, lands="lands" in m.group(1), spells="spells" in m.group(1))
    from .graveyardcast import split_cast_this_way_exile
    once_t, this_way = split_cast_this_way_exile(t)   # "… If a spell cast this way would be put into your graveyard,
    # exile it instead." (614.1a): the permission's replacement of the spells it let be cast
    if this_way and not re.match(r"Once (?:each turn|during each of your turns), you may cast an? ", once_t):
        once_t, this_way = t, False
    m = re.fullmatch(r"You may (play lands and )?cast ((?:.+? )?spells(?: (?:with|of) .+?)?) from (the top of your library|"
                     r"your graveyard)\.?", t) or \
        re.fullmatch(r"(Once each turn|Once during each of your turns), you may ()cast an? ((?:.+? )?spell(?: with .+?)?) from "
                     r"(the top of your library|your graveyard)\.?", once_t)
    if m:   # "You may cast creature spells from the top of your library / from your graveyard." (601.3): the spells
        # it lets be cast from there (kb.engine.stack checks the kind as the spell would be on the stack); "Once during
        # each of your turns, you may cast a creature spell from your graveyard.": one spell a turn (kb.engine.castonce);
        # "a permanent spell with mana value 2 or less": a kind of spell with a characteristic, checked as it is cast
        from .parser import parse_selector as _selector
        once = m.group(1) if m.re.groups == 4 else ""
        lands, what, where = m.groups()[-3:]
        # "spells" alone: any spell ("You may play lands and cast spells from your graveyard."); "spells with mana
        # value 4 or greater", "creature spells of the chosen type": a kind, read as any description of spells
        sel = None if what == "spells" else _selector(what, pc, default_zone=frozenset(("stack",)))
        return PlayPermission(text=t, lands=bool(lands), spells=True, spell_filter=sel, per_turn={"Once each turn": "each_turn",
                              "Once during each of your turns": "your_turns"}.get(once, ""),
                              zone="graveyard" if where == "your graveyard" else "library",
                              graveyard_exile="your_this_way" if this_way else "")
    if re.fullmatch(r"You may play lands from your graveyard\.?", t):
        return PlayPermission(text=t, lands=True, zone="graveyard")
    from .linkedcast import read_linked_cast
    linked = read_linked_cast(t)   # "You may cast spells / play lands from among cards exiled with ~." (601.3, 607.2a)
    if linked is not None:
        return PlayPermission(text=t, zone="exile", linked=True, **linked)
    m = re.fullmatch(r"You may play ((?:[\w-]+ )+lands|[A-Z][a-z]+s)(?: and cast ((?:.+? )?spells(?: (?:with|of) .+?)?))? "
                     r"from (the top of your library|your graveyard)\.?", t)
    if m:   # "You may play Forests from your graveyard.", "You may play historic lands and cast historic spells from the
        # top of your library.": the lands of that kind (305.1 as the effect allows), the spells of theirs (601.3)
        from .parser import parse_selector as _selector
        zone = "graveyard" if m.group(3) == "your graveyard" else "library"
        lands = _selector(m.group(1), pc, default_zone=frozenset((zone,)))
        spells = (None if m.group(2) == "spells" else _selector(m.group(2), pc, default_zone=frozenset(("stack",)))) \
            if m.group(2) else None
        return PlayPermission(text=t, lands=True, land_filter=lands, spells=bool(m.group(2)), spell_filter=spells,
                              zone=zone)
    m = re.fullmatch(r"You may cast ~ from (your graveyard|exile)(?: or from (your graveyard|exile))?(?: (?:as long as|if) "
                     r"(.+?))?(?: by (.+?) in addition to paying its other costs)?\.?", t)
    if m:   # the card's own permission to be cast from there (601.3; it functions there, 113.6), its costs paid as usual;
        # "as long as you control a Zombie" / "if you gained life this turn": checked as the cast begins (601.3);
        # "by discarding a card in addition to paying its other costs": an additional cost of that way (601.2f, 118.8)
        return PlayPermission(text=t, spells=True, zone="self",
                              self_zones=tuple(z.removeprefix("your ") for z in m.groups()[:2] if z),
                              self_condition=_permission_condition(m.group(3), pc),
                              self_costs=_permission_costs(m.group(4), pc))
    m = re.fullmatch(r"You may (play|cast) ~ any time you could (play|cast) an instant\.?", t)
    if m:   # the wording before the flash keyword (2006-10-01; Oracle later made it "Flash"): the card's own permission
        # to be cast any time its controller could cast an instant, the permission flash gives (702.8a)
        from .abilities import CastAsThoughFlash
        return CastAsThoughFlash(text=t, any_time=f"you may {m.group(1)} ~ any time you could {m.group(2)} an instant")
    m = re.fullmatch(r"(?:(If|As long as) (.+?), you|You) may cast ~ as though it had flash(?: if you pay ((?:\{\d+\})+) more "
                     r"to cast it| if (.+?))?\.?(" + _FLASH_SACRIFICE + r")?", t)
    if m:   # 702.8a, 601.3c-d; the sacrifice: 307.5a, 603.7
        from .abilities import CastAsThoughFlash
        from .parser import parse_condition
        words = m.group(2) or m.group(4)
        cond = parse_condition(words, pc)[0] if words else None
        return CastAsThoughFlash(text=t, extra=m.group(3) or "", condition=cond, lead=m.group(1) or "",
                                 sacrifice=bool(m.group(5)))
    from .castunless import cant_cast_unless
    only = cant_cast_unless(t)   # "You can't cast ~ unless …" = "Cast ~ only if …" (601.3)
    if t.startswith("Cast ~ only ") or only:   # the spell's own restriction (601.3), checked as it is cast: history included
        from .parser import parse_condition_now
        from .restrictions import cast_limits
        limits = cast_limits(only or t, lambda c: parse_condition_now(c, pc))
        if limits is None:
            raise ParseError(t, "a restriction on casting the engine doesn't check", card)
        from .abilities import CastRestriction
        return CastRestriction(text=t, limits=tuple(limits))
    pre = _pregame(t)
    if pre is not None:
        return pre
    player_rule = _player_rule(t)
    if player_rule is not None:
        return player_rule
    from .revealedhands import read_revealed_hands
    revealed = read_revealed_hands(t, pc)   # "Your opponents play with their hands revealed." (400.2, 402.3)
    if revealed is not None:
        return revealed
    from .hasteactivate import read_haste_activation
    haste = read_haste_activation(t)   # "You may activate abilities of creatures you control as though …" (302.6)
    if haste is not None:
        return haste
    from .otheruntap import read_untap_others
    untap = read_untap_others(t, pc)   # "Untap ~ during each other player's untap step." (502.3, kb.engine.otheruntap)
    if untap is not None:
        return untap
    # "If an opponent was dealt damage this turn, ~ enters with N +1/+1 counters on it." (bloodthirst, 702.54a): the
    # condition written first, read as the same replacement as "~ enters with … if …" (614.1c)
    from .escapechoice import read_escape_choice
    options = read_escape_choice(t)
    if options is not None:   # "~ escapes with your choice of a +1/+1 counter or a flying counter on it" (702.138c)
        return EntersWithCounters(text=t, counter=options[0], n=1, escaped=True, counter_options=options)
    both = read_escape_instead(t, EntersWithCounters)   # "… It escapes with twelve … instead." (kb.engine.escapeinstead)
    if both is not None:
        return both
    lead = re.fullmatch(r"If (?!~ was kicked)([^,]+), ~ (enters(?: the battlefield)? with .+?)\.?", t)
    m = re.fullmatch(r"(If ~ was kicked, it|~) (enters(?: the battlefield)?|escapes) with (a|an|one|two|three|four|five|six|"
                     r"seven|eight|nine|ten|\d+|X) (\S+) counters? on it( for each time it was kicked)?(?: if (.+?))?"
                     r"(?: and with ([a-z][a-z ]*?))?\.?", f"~ {lead.group(2)} if {lead.group(1)}." if lead else t)
    if m and not (m.group(2) == "escapes" and (m.group(1) != "~" or m.group(5))) and not (m.group(6) and (
            m.group(1) != "~" or m.group(2) == "escapes" or m.group(5))):
        from .text import amount_of
        cond = None
        if m.group(6):   # "~ enters with a +1/+1 counter on it if you attacked this turn" (614.1c: checked as it enters)
            from .gamevalues import parse_source_cast
            from .parser import parse_condition_now
            cond = parse_source_cast(m.group(6))   # "… if you cast it from your hand": the spell it was (601.2)
            if cond is None:
                try:
                    cond, _it = parse_condition_now(m.group(6), pc)
                except ParseError:
                    if not lead:
                        raise
                    cond = None   # "If …, ~ enters with …" with a condition not read: the other readers may take the line
        also = _entering_keywords(m.group(7), t, card)
        if cond is not None or not lead:
            return EntersWithCounters(text=t, counter=m.group(4), n=amount_of(m.group(3)) or 0, x=m.group(3) == "X",
                                      kicked=m.group(1) != "~", per_kick=bool(m.group(5)),
                                      escaped=m.group(2) == "escapes", condition=cond, with_keywords=also)
    m = re.fullmatch(r"You may have ~ enter(?: the battlefield)? with an additional (\S+) counter on it\.?(?: If you don't, "
                     r"it gains (haste)\.?)?", t)
    if m:   # 614.1c: a choice its controller makes as it enters (riot, 702.136a; unleash, 702.98a)
        return EntersWithCounters(text=t, counter=m.group(1), n=1, additional=True, otherwise=m.group(2) or "")
    m = re.fullmatch(r"(~|If ~ was kicked, it) enters(?: the battlefield)? with (a|an|one|two|three|X) (\S+) counters? on it"
                     r"(?: for each (.+?)|, where X is (.+?))\.?", t)
    if m and (m.group(2) == "X") == bool(m.group(5)) and not re.fullmatch(r"(?:color of mana|time it was kicked|mana spent to cast it).*", m.group(4) or ""):
        # 614.1c: "~ enters with a +1/+1 counter on it for each creature card in your graveyard", "~ enters with X +1/+1
        # counters on it, where X is the number of other creatures on the battlefield": the count as it enters; "If ~ was
        # kicked, it enters with …": only if the spell it was was kicked (702.33d)
        from .text import amount_of
        from .gamevalues import not_below_zero
        count = parse_each(m.group(4), pc, default_zone=frozenset(("battlefield",))) if m.group(4) else \
            not_below_zero(parse_value(m.group(5), pc))
        return EntersWithCounters(text=t, counter=m.group(3), n=1 if m.group(2) == "X" else (amount_of(m.group(2)) or 0),
                                  count=count, where_x=m.group(2) == "X", kicked=m.group(1) != "~")
    m = re.fullmatch(r"If ~ is entering as a creature, ignoring any type-changing effects that would affect it, it enters with "
                     r"a (\S+) counter on it for each color of mana spent to cast it\. Otherwise, it enters with a (\S+) counter "
                     r"on it for each color of mana spent to cast it\.?", t)
    if m:   # sunburst (702.44a): the counter's kind by whether it enters as a creature (kb.engine.state)
        return EntersWithCounters(text=t, counter=m.group(1), n=1, spent="colors", noncreature_counter=m.group(2))
    m = re.fullmatch(r"~ enters(?: the battlefield)? with (?:a|an|(one|two|three|four)) (\S+) counters? on it for each color of "
                     r"mana spent to cast it\.?", t) \
        or re.fullmatch(r"~ enters(?: the battlefield)? with a number of ()(\S+) counters on it equal to the amount of mana "
                        r"spent to cast it\.?", t) \
        or re.fullmatch(r"~ enters(?: the battlefield)? with (?:a|an|(one|two|three|four)) (\S+) counters? on it for each "
                        r"mana spent to cast it\.?", t)
    if m:   # 614.1c: the mana the spell it was was paid with (601.2h); "two +1/+1 counters … for each color" (Glinting Creeper);
        # "a +1/+1 counter on it for each mana spent to cast it" counts every mana (the amount, as "equal to the amount")
        from .text import amount_of
        return EntersWithCounters(text=t, counter=m.group(2), n=amount_of(m.group(1)) if m.group(1) else 1,
                                  spent="colors" if "color" in t else "amount")
    m = re.fullmatch(r"~ enters(?: the battlefield)? with a number of (\S+) counters on it equal to (.+?)\.?", t)
    if m:   # 614.1c: "~ enters with a number of +1/+1 counters on it equal to the number of land cards in all graveyards"
        from .gamevalues import not_below_zero
        return EntersWithCounters(text=t, counter=m.group(1), n=1, count=not_below_zero(parse_value(m.group(2), pc)),
                                  number_of=True)
    m = re.fullmatch(r"(?:If (.+?), y|Y)ou may have ~ enter(?: the battlefield)?( tapped)? as a copy of (?:(?:any|a|an) |(?=another ))(.+?)"
                     r"(?:, except (.+?))?\.?", t, re.S)
    if m:   # "… enter tapped as a copy of any land": the same replacement makes the copy enter tapped (110.5b); "If you
        # attacked this turn, you may have ~ enter as a copy …" (raid): the replacement applies only if it holds as the
        # permanent would enter (614.12)
        from .parser import parse_condition
        cond = parse_condition(m.group(1), pc)[0] if m.group(1) else None
        exc = parse_exceptions(m.group(4), card, t) if m.group(4) else ()
        return EntersAsCopy(text=t, selector=parse_selector(m.group(3), pc), exceptions=exc, tapped=bool(m.group(2)),
                            condition=cond)
    m = re.fullmatch(r"As ~ enters(?: the battlefield)?, you may have (?:it|~) become a copy of (?:any|a|an) (.+?) until end of "
                     r"turn(?:, except (.+?))?\.?", t, re.S)
    if m:   # "As ~ enters, you may have it become a copy of any creature on the battlefield until end of turn, except it
        # has haste." (Cursed Mirror): a copy as it enters (614.12, 707.5) whose duration is stated (611.2a)
        exc = parse_exceptions(m.group(2), card, t) if m.group(2) else ()
        return EntersAsCopy(text=t, selector=parse_selector(m.group(1), pc), exceptions=exc, duration="end_of_turn")
    # 2007 wording: "As ~ comes into play, you may choose a creature in play. If you do, ~ comes into play as a copy
    # of that creature [except for its color and gains ...]"
    m = re.fullmatch(r"As ~ enters(?: the battlefield)?, you may choose (?:a|an) (.+?) on the battlefield\. If you do, ~ "
                     r"enters(?: the battlefield)?( tapped)? as a copy of (?:that|the chosen) \w+(?:,? except (.+?))?\.?", t, re.S)
    if m:   # "… comes into play tapped as a copy of the chosen land" (2006 Vesuva): tapped as it copies (510.3 then)
        extra = m.group(3) or ""
        extra = re.sub(r"^for its colou?r( and gains (.+))?$", lambda mm: "it doesn't copy that creature's color" +
                       (f" and it has {mm.group(2)}" if mm.group(2) else ""), extra.strip())
        exc = parse_exceptions(extra, card, t) if extra else ()
        return EntersAsCopy(text=t, selector=parse_selector(m.group(1), pc), exceptions=exc, tapped=bool(m.group(2)))
    lines_cost = parse_additional_cost(t, pc)
    if lines_cost is not None:
        return AdditionalCost(text=t, costs=tuple(lines_cost))
    from .altcosts import pay_to_cast_line   # "As long as …, you may pay {B/R} to cast ~." (118.9)
    alt = parse_alternative_cost(pay_to_cast_line(t), pc)
    if alt is not None:
        return AlternativeCost(text=t, costs=tuple(alt[0]), condition=alt[1], to_cast=pay_to_cast_line(t) != t,
                               flash=alt[2])
    tm = _triggered_mana(t) or read_tapped_for_mana(t, card)   # a description of more words: kb.engine.tappedmana
    if tm is not None:
        return tm
    m = re.fullmatch(r"((?:I|II|III|IV|V|VI|VII)(?:, (?:I|II|III|IV|V|VI|VII))*) [-\u2014] (.+)", t, re.S)
    if m:   # 714.2a-c: a chapter ability, "{rN}-[Effect]"
        from .triggers import CHAPTER_NUMERALS, TriggerSpec
        read_effect(m.group(2), card, t)
        return TriggeredAbility(text=t, trigger=m.group(1), effect=m.group(2), spec=TriggerSpec(
            "chapter", chapters=tuple(CHAPTER_NUMERALS.index(x) + 1 for x in m.group(1).split(", ")), text=m.group(1)))
    m = re.fullmatch(r"((?:When|Whenever|At) [^\n]+?), ([^\n]+\n.+)", t, re.S)
    if m and not (is_modal(m.group(2)) or is_results_table(m.group(2))):
        # with an intervening "if" (603.4): "Whenever a player casts a spell, if it isn't that player's turn, choose
        # one —"
        m = re.fullmatch(r"((?:When|Whenever|At) [^\n]+?, if [^\n]+?), ([^\n]+\n.+)", t, re.S) or m
    if m and (is_modal(m.group(2)) or is_results_table(m.group(2))):
        # a modal triggered ability (700.2b): "When ~ enters, choose one —" and its modes; a die roll and its results
        # table (706.3b)
        spec = parse_trigger(m.group(1), card)
        _event_pointers_read(spec, m.group(2), card)
        read_effect(m.group(2), card, t)
        return TriggeredAbility(text=t, trigger=m.group(1), effect=m.group(2), spec=spec)
    m = re.match(r"^(When|Whenever|At)\s+(.+?),\s+(?!if\b)(.+)$", t)
    if m:
        # the condition may hold commas ("casts a black, red, or green creature spell"): the first
        # comma after which both halves read, else the first comma (its error names the phrase)
        for cut in [c.start() for c in re.finditer(r",\s+(?!if\b)", t)][1:]:
            head, effect = t[:cut], t[cut:].lstrip(", ")
            try:
                spec = parse_trigger(head, card)
                spec, effect = attacking_player_effect(spec, effect)   # "that attacking player" (kb.engine.attackingplayer)
                _event_pointers_read(spec, effect, card)
                parse_instructions(effect, card, normalized=True, ability=t)
            except ParseError:
                continue
            # the words after the first comma go on a list ("an artifact, instant, or sorcery spell", "an Aura,
            # Equipment, or Vehicle spell", "a Cat, Dog, or Hero spell", "with mana value 4, 5, or 6"): one word, then a
            # comma
            if m.group(3).split(" ", 1)[0] in ("or", "and") or re.match(r"(?:[A-Za-z][a-z-]*|\d+),", m.group(3)) or \
                    _trigger_or_none(m.group(1) + " " + m.group(2), card) is None:
                return TriggeredAbility(text=t, trigger=head, effect=effect, spec=spec)
            break
        trigger = f"{m.group(1)} {m.group(2)}"
        spec = parse_trigger(trigger, card)
        spec, effect = attacking_player_effect(spec, m.group(3))   # "that attacking player" (kb.engine.attackingplayer)
        effect = dies_effect(spec, effect)   # "return the first card" after a death (kb.engine.diedothers)
        effect = same_effect(spec, effect)   # "Each opponent attacking that player does the same" (kb.engine.attackingopponents)
        effect = split_colour_gains(effect)   # "…, gains trample if it's red, and …" (kb.engine.ifcolorgains)
        effect = source_named_after_damage(effect)   # "If it deals damage to you this way, tap it." (kb.engine.thisway)
        effect = resolution_count_said_again(effect)   # "If it's the second time, …" (kb.engine.resolvedtimes)
        effect = aimed_self_it(spec, effect)   # heroic's "put a +1/+1 counter on it" (kb.engine.aimedself)
        effect = condition_host_it(spec, effect)   # "if enchanted creature is red, tap it" (kb.engine.conditionit)
        _event_pointers_read(spec, effect, card)
        # the effect is read now too (errors name the phrase); it is read again when it triggers
        parse_instructions(effect, card, normalized=True, ability=t)
        return TriggeredAbility(text=t, trigger=trigger, effect=effect, spec=spec)
    m = re.fullmatch(r'([^":\n]+?):\s+([^\n]+\n.+)', t, re.S) if _COST_START.match(t) else None
    if m and (is_modal(m.group(2)) or is_results_table(m.group(2))):
        # a modal activated ability (700.2a): "{2}: Choose one —" and its modes; a die roll and its table (706.3b)
        parse_costs(m.group(1), pc)
        read_effect(m.group(2), card, t)
        return ActivatedAbility(text=t, cost=m.group(1), effect=m.group(2))
    if _COST_START.match(t):
        m = re.match(r'^([^":]+?):\s+(.+)$', t)
        if m:
            cost, effect = m.group(1), m.group(2)
            spend = None
            ms = re.search(r"\s*(Spend this mana only|This mana can't be spent) ([^.]+)\.(?=\s*(?:Activate\b|$))", effect)
            if ms and _adds_mana(effect[:ms.start()].strip()):   # 106.6: what the mana may (not) be spent on
                from .parser import parse_selector as _selector
                from .restrictions import read_spend_only
                spend = read_spend_only(ms.group(2), pc, _selector, cant=ms.group(1).startswith("This"))
                effect = (effect[:ms.start()] + effect[ms.end():]).strip()
            from .permanentcolormana import reads as _permanent_color_mana
            if _MANA.fullmatch(effect.strip()) or (spend is not None and _adds_mana(effect.strip())) or \
                    _permanent_color_mana(effect):   # "Choose a color of a permanent you control. Add one mana of that color."
                return ManaAbility(text=t, produces=effect.strip().rstrip("."), cost=cost, spend_only=spend)
            parse_costs(cost, pc)
            effect, any_player = _any_player(effect)
            restriction = ""
            mr = re.search(r"\s*(Activate (?:this ability )?only [^.]+\.|Activate [^.]+ only [^.]+\.|"
                           r"Activate (?:this ability )?no more than [^.]+\.)\s*$", effect)
            if mr:
                restriction = mr.group(1)
                effect = effect[:mr.start()].strip()
                if _MANA.fullmatch(effect):   # a mana ability with a restriction (605.1a, 602.5b): checked as it is
                    # activated; one the engine doesn't check renders no words (kb.engine.render) and stays opaque
                    return ManaAbility(text=t, produces=effect.rstrip("."), cost=cost, restriction=restriction,
                                       spend_only=spend)
            effect, cost_change = _own_cost_change(effect, pc)
            from .costx import read_defined_x
            effect, x_defined = read_defined_x(effect, cost)   # "X is the mana value of the exiled card." (107.3a)
            parse_instructions(effect, card, normalized=True, ability=t)
            return ActivatedAbility(text=t, cost=cost, effect=effect, restriction=restriction, any_player=any_player,
                                    cost_change=cost_change, x_defined=x_defined)
    if {"Instant", "Sorcery"} & types and not granted:
        parse_instructions(t, card, normalized=True)
        return SpellAbility(text=t)
    rep = parse_replacement(t, card)
    if rep is not None:
        return ReplacementAbility(text=t, template=rep, uid=next_uid())
    return parse_static(t, pc)


def read_effect(effect: str, card: str | None, ability: str) -> None:
    """A triggered or activated ability's effect read as the ability is (errors name the phrase; it is read again as it
    resolves): its instructions, or each mode of a modal one (700.2) — a mode the engine can't read leaves the whole
    ability unread, whichever mode would be chosen. A mode that adds mana is not read (a modal mana ability, 605.1a). A
    die roll's results table: each row (kb.engine.dice, 706.3)."""
    if is_results_table(effect):   # a die roll and its results table (706.3): the ability, each row read
        read_results_table(effect, card, ability, parse_instructions)
        return
    if not is_modal(effect):
        parse_instructions(effect, card, normalized=True, ability=ability)
        return
    _head, modes = modes_of(effect)
    for mode in modes:
        if re.search(r"\bAdd (?:\{|one mana|two mana|three mana|X mana)", mode):
            raise ParseError(mode, "a mode that adds mana (a modal mana ability, 605.1a) is not read", card)
        parse_instructions(mode, card, normalized=True, ability=ability)


def _own_cost_change(effect: str, pc) -> tuple[str, object]:
    """An activated ability's last sentence "This ability costs {1} less to activate for each …" (602.2b: its activation
    cost is its analog of a mana cost, changed as the total cost is determined, 601.2f): the effect without it and the
    change (kb.engine.parser.read_own_cost_change); a wording that reader doesn't know stays in the effect (unread)."""
    from .parser import read_own_cost_change
    m = re.search(r"\s*(This ability costs [^.]+)\.\s*$", effect)
    op = read_own_cost_change(m.group(1), pc) if m else None
    return (effect[:m.start()].strip(), op) if op is not None else (effect, None)


def _any_player(effect: str) -> tuple[str, bool]:
    """"… Any player may activate this ability." (602.2: the player who activates it controls it and pays its
    costs) → (the effect without that sentence, whether it was there)."""
    m = re.search(r"\s*Any player may activate this ability\.?\s*$", effect)
    if not m:
        return effect, False
    return effect[:m.start()].strip(), True


def _pregame(t: str):
    """An ability that functions only outside a game in progress (:data:`~kb.engine.abilities.PREGAME_TEMPLATES`),
    its whole line one of the templates word for word; None otherwise."""
    body = t[:-1] if t.endswith(".") else t
    m = re.fullmatch(r"Partner[\u2014-]([A-Z][\w&' ]*\w)", body)
    if m:   # 702.124i: "Partner—[text]"
        return PreGameAbility(text=t, template="partner_text", param=m.group(1))
    m = re.fullmatch(r"A deck can have ((?:any number of|up to (?:one|two|three|four|five|six|seven|eight|nine|ten|"
                     r"\d+)) cards|only one card) named ~", body)
    if m:   # 113.6n: the four-card limit of 100.2a, for this card
        return PreGameAbility(text=t, template="deck_count", param=m.group(1) + " named ~")
    body = body.replace("begin the game with ~ on", "begin the game with it on")
    for key, (words, _concept) in PREGAME_TEMPLATES.items():
        if key not in ("partner_text", "deck_count") and body == words:
            return PreGameAbility(text=t, template=key)
    return None


# whose rule a player-level static ability changes: "you" (its controller), "each" (every player), "opponent"
_WHOSE = {"You": "you", "Your": "you", "Players": "each", "Each player's": "each", "Each opponent's": "opponent",
          "Each opponent": "opponent", "Your opponents": "opponent"}


def _player_rule(t: str):
    """A static ability changing a rule of a player's game: maximum hand size (402.2, 613.11) or a skipped step
    (614.10); None otherwise. Each template is read whole."""
    from .abilities import HandSizeAbility, SkipStep
    from .text import amount_of
    m = re.fullmatch(r"(You|Players|Each player|Each opponent|Your opponents) (?:have|has) no maximum hand size\.?", t)
    if m:
        return HandSizeAbility(text=t, who=_WHOSE.get(m.group(1), "each"), op="none")
    m = re.fullmatch(r"(Your|Each player's|Each opponent's) maximum hand size is (increased|reduced) by (\w+)\.?", t)
    if m and amount_of(m.group(3)):
        return HandSizeAbility(text=t, who=_WHOSE[m.group(1)], op="plus" if m.group(2) == "increased" else "minus",
                               n=amount_of(m.group(3)))
    m = re.fullmatch(r"(Your) maximum hand size is equal to (the number of [\w+/-]+ counters on ~)\.?", t)
    if m:   # "Your maximum hand size is equal to the number of hour counters on ~." (402.2, 613.11): counted when consulted
        from .parser import _Ctx as _PCtx, parse_value
        return HandSizeAbility(text=t, who=_WHOSE[m.group(1)], op="set", value=parse_value(m.group(2), _PCtx(None)))
    m = re.fullmatch(r"(Your|Each player's|Each opponent's) maximum hand size is (\w+)\.?", t)
    if m and amount_of(m.group(2)) is not None:
        return HandSizeAbility(text=t, who=_WHOSE[m.group(1)], op="set", n=amount_of(m.group(2)))
    if re.fullmatch(r"If it's neither day nor night, it becomes day as ~ enters(?: the battlefield)?\.?", t):
        from .abilities import EntersDay
        return EntersDay(text=t)   # 731.1 (kb.engine.daynight)
    if re.fullmatch(r"If you would flip a coin, instead flip two coins and ignore one\.?", t):
        from .abilities import FlipTwoCoins
        return FlipTwoCoins(text=t)   # 614.1a, 705 (kb.engine.actions)
    m = re.fullmatch(r"(?:Skip your (untap|draw) step|Players skip their (untap|draw) steps)\.?", t)
    if m:
        return SkipStep(text=t, step=m.group(1) or m.group(2), who="you" if m.group(1) else "each")
    return None


from .attackingplayer import attacking_player_effect  # noqa: E402
from .enterslife import read_enters_lose_life  # noqa: E402
from .escapeinstead import read_escape_instead  # noqa: E402
from .diedothers import dies_effect  # noqa: E402
from .attackingopponents import same_effect  # noqa: E402
from .ifcolorgains import split_colour_gains  # noqa: E402
from .thisway import source_named_after_damage  # noqa: E402
from .resolvedtimes import resolution_count_said_again  # noqa: E402
from .aimedself import aimed_self_it  # noqa: E402
from .conditionit import condition_host_it  # noqa: E402


def _event_pointers_read(spec, effect: str, card: str | None) -> None:
    """ParseError when the effect points back at what its trigger event can't give it (kb.engine.triggers.unread_pointer:
    "Whenever one or more creatures you control attack, they gain indestructible")."""
    from .triggers import unread_pointer
    word = unread_pointer(spec, effect)
    if word is not None:
        raise ParseError(effect, f"\u201c{word}\u201d points back at an event whose objects the engine doesn't keep",
                         card)


def _trigger_or_none(trigger: str, card: str | None):
    try:
        return parse_trigger(trigger, card)
    except ParseError:
        return None


def guess_kind(line: str) -> str:
    """What kind of ability an unreadable line looks like (for coverage figures and for what it
    could change)."""
    t = line.strip()
    if re.match(r"^(When|Whenever|At)\b", t):
        return "triggered"
    if _COST_START.match(t) and re.match(r'^[^":]+?:\s+', t):
        return "activated"
    if re.match(r"^\[?[+\-\u2212]?(?:\d+|X)\]?:\s", t):   # a loyalty ability, "[-10]: ..." / "−1: ..." (606.1)
        return "activated"
    if t.startswith("As an additional cost"):
        return "cost"
    if re.search(r"\b(instead|would|enters? (the battlefield )?(?:with|tapped)|skip|prevent)\b", t, re.I) or \
            t.startswith("As ~ enters"):
        return "replacement"
    return "static"


# a ward ability whose cost the reader leaves unread ("Ward—Pay life equal to ~'s power."): a triggered ability
# whose event is the permanent becoming the target of a spell or ability an opponent controls (702.21a)
_WARD_LINE = re.compile(r"^Ward\b(?:\s*-\s*|\s+\{)")
_WARD_EVENT = "Whenever ~ becomes the target of a spell or ability an opponent controls"


def _unmodelled(line: str, exc: ParseError, card: str | None, unaccounted: tuple = ()) -> UnmodelledAbility:
    kind = guess_kind(line)
    spec = None
    from .triggers import CHAPTER_NUMERALS, TriggerSpec, _CHAPTER_LINE
    ch = _CHAPTER_LINE.match(line.strip())
    if ch:   # a chapter ability (714.2b) with words not read: it is a triggered ability, and only its lore counters
        # reaching its number can make it do anything; a Saga that loses it (305.7, 613.1f) never had it trigger
        spec = TriggerSpec("chapter", chapters=tuple(CHAPTER_NUMERALS.index(x) + 1 for x in ch.group(1).split(", ")),
                           text=ch.group(1))
        return UnmodelledAbility(text=line, guess="triggered", why=str(exc), spec=spec)
    if _WARD_LINE.match(line.strip()):   # only its event can make it do anything (702.21a, 603.2)
        spec = _trigger_or_none(_WARD_EVENT, card)
        if spec is not None:
            return UnmodelledAbility(text=line, guess="triggered", why=str(exc), spec=spec)
    if kind == "triggered":
        # the condition read alone; with an unreadable intervening "if" (603.4) it can still trigger only
        # on its event
        for pattern in (r"^(When|Whenever|At)\s+(.+?),\s+(?!if\b)(.+)$",
                        r"^(When|Whenever|At)\s+(.+?),\s+if\s+.+?,\s+(.+)$"):
            m = re.match(pattern, line)
            # a cut inside a list of events or qualities ("Whenever ~ attacks, blocks, or becomes tapped", "casts a
            # black, red, or green spell": the words after the comma go on the list) is not the condition: read
            # alone, the words before it would say the ability can't trigger on the others (603.2)
            if m and (m.group(3).split(" ", 1)[0] in ("or", "and") or re.match(r"[A-Za-z][a-z-]*,", m.group(3))):
                m = None
            spec = _trigger_or_none(f"{m.group(1)} {m.group(2)}", card) if m else None
            if spec is not None:
                break
    return UnmodelledAbility(text=line, guess=kind, why=str(exc), spec=spec, unaccounted=unaccounted)


_FLAVOR_WORD = re.compile(r"^((?:[^\W\d_][\w'!-]*)(?: [^\W\d_][\w'!-]*){0,7})\s+-\s+(?![\u2022-])(.+)$")
# an ability word that ends with a number ("Descend 4 — …", 207.2c): read only when the whole is one (below)
_NUMBERED_ABILITY_WORD = re.compile(r"^([^\W\d_][\w'-]*(?: [^\W\d_][\w'-]*){0,3} \d+)\s+-\s+(?![\u2022-])(.+)$")
# words before a dash that are not a flavor word: a chapter number (714.2), "Choose one" (700.2), a sentence ("To
# solve —" of a Case, 719.3; "Each opponent faces a villainous choice —", 701.56a)
_NOT_FLAVOR = re.compile(r"^(?:[IVX]+|[Cc]hooses?|When|Whenever|At|If|As|To|Each|Target)\b|\bchoice$")


# ability words that older rules defined as abilities with an implied condition, written without it on the cards
# of the day ("Threshold — ~ gets +2/+2.", 502.23b: only with seven or more cards in its controller's graveyard):
# the word → the condition today's Oracle text states (a pattern, and its words): a static ability without it is read
# with it, as the rule defines it; an activated or triggered one stays unread, never read as unconditional
_IMPLIED_CONDITION = {"threshold": (r"seven or more cards (?:are )?in (?:your|their|his or her|its controller.s) graveyard",
                                     "As long as seven or more cards are in your graveyard")}


def _ability_word(line: str) -> str:
    """207.2c: an ability word ("Landfall — ...") has no rules meaning: read the ability after it. So with a flavor
    word (207.2d: "Krishna — Equip {3}"), any words before the dash that name no keyword (702): words that begin or
    end with a keyword's ("Exhaust — {4}: …", "Max speed — …", "Echo—Discard a card.", "Megamorph—…", "Splice onto
    Arcane—…", "Suspend X—…") are never dropped, nor a chapter number or a sentence (:data:`_NOT_FLAVOR`)."""
    m = _FLAVOR_WORD.match(line)
    if not m:
        m = _NUMBERED_ABILITY_WORD.match(line)
        return m.group(2) if m and m.group(1).lower() in ABILITY_WORDS else line
    words = m.group(1).lower()
    if words in _IMPLIED_CONDITION and not re.search(_IMPLIED_CONDITION[words][0], m.group(2), re.I):
        rest = m.group(2)
        if ":" in rest or re.match(r"(?:When|Whenever|At)\b", rest):
            return line   # the condition is on having the ability (502.23b): stays unread
        return f"{_IMPLIED_CONDITION[words][1]}, {rest[0].lower()}{rest[1:]}" if not rest.startswith("~") else \
            f"{_IMPLIED_CONDITION[words][1]}, {rest}"
    if words in ABILITY_WORDS:
        return m.group(2)
    # before a triggered ability ("Sneak Attack — Whenever ~ attacks, …") only a keyword's own name is kept: a keyword
    # written with a dash is followed by its cost, never by a trigger condition
    trigger = re.match(r"(?:When|Whenever|At) ", m.group(2)) is not None
    if _NOT_FLAVOR.search(m.group(1)) or any(words == k or (not trigger and (words.startswith(k + " ") or words.endswith(k)))
                                             for k in KEYWORD_NAMES):
        return line
    return m.group(2)


def _row_unflavored(row: str) -> str:
    """A results table's row without the flavor word its effect begins with ("20 | Trapped! — You lose 3 life." →
    "20 | You lose 3 life."): it has no rules meaning (207.2d, 706.3a); other words are kept (:func:`_ability_word`)."""
    m = ROW.fullmatch(row)
    return row[:m.start(4)] + _ability_word(m.group(4)) if m else row


_MODAL_HEAD = re.compile(r"\b[Cc]hoose " + MODE_COUNT + r"\b[^\n]*?[-\u2014]\s*$")


def _mode_named(line: str) -> str:
    """A mode of a modal ability without its name ("• Cure Wounds — You gain 2 life."): a flavor word (207.2d). Only a
    mode's: the bullets after "As ~ enters, choose Khans or Dragons." name the choice they go with (614.12)."""
    return "\u2022 " + _ability_word(line[1:].strip()) if line.startswith("\u2022") else line


def _join_bullets(lines: list[str]) -> list[str]:
    """A modal ability's bullet points belong to the line that introduces them (700.2)."""
    out: list[str] = []
    for ln in lines:
        if ln.startswith("\u2022") and out and _MODAL_HEAD.search(out[-1].split("\n", 1)[0]):
            out[-1] = out[-1] + "\n" + _mode_named(ln)
        elif ln.startswith(("\u2022", "- ", "\u2014 ")) and out and re.search(r"choose " + MODE_COUNT +
                                                                           r"\s*[-\u2014]?\s*$|[-\u2014]$", out[-1], re.I):
            out[-1] = out[-1] + "\n" + ln
        elif ln.startswith(("\u2022",)) and out and "\n\u2022" in out[-1]:
            out[-1] = out[-1] + "\n" + ln
        elif ln.startswith("\u2022") and out and anchor_options(out[-1]):   # "• Khans — …" under its choice (614.12c)
            out[-1] = out[-1] + "\n" + ln
        elif out and ROW.fullmatch(ln) and table_roll(out[-1].split("\n", 1)[0]):
            # a results table's rows are part of the die roll's ability (706.3b); a station card's "2+ | …" lines are
            # not (721.2a): only rows under a line that ends with a roll ("… roll a d20.") are joined; a row's flavor
            # word ("1 | Trapped! — You lose 3 life.") has no rules meaning (207.2d)
            out[-1] = out[-1] + "\n" + _row_unflavored(ln)
        else:
            out.append(ln)
    return out


def _enters_pair(line: str) -> list[str]:
    """"~ enters tapped. As it enters, choose a color.": two replacement effects applied as it enters (614.1c,
    614.12), read as the two abilities they are ("As it enters" is "As ~ enters"); "~ enters tapped with two depletion
    counters on it." likewise: it enters tapped, and it enters with the counters."""
    m = re.fullmatch(r"(~ enters(?: the battlefield)? tapped\.) As it (enters(?: the battlefield)?, choose .+)", line)
    if m:
        return [m.group(1), f"As ~ {m.group(2)}"]
    # "As ~ enters, choose a basic land type. Then you may pay 2 life. If you don't, it enters tapped." and "As ~
    # enters, choose a creature type. ~ enters with a fellowship counter on it for each …": the choice, then the
    # other replacement of how it enters, which reads it (614.12)
    m = re.fullmatch(r"(As ~ (enters(?: the battlefield)?), choose [^.]+\.) (?:Then (you may pay \d+ life\. .+)|(~ enters .+))",
                     line)
    if m:
        return [m.group(1), f"As ~ {m.group(2)}, {m.group(3)}" if m.group(3) else m.group(4)]
    # "~ enters tapped and doesn't untap during your untap step.": the replacement of how it enters (614.1c) and the
    # static ability keeping it tapped in its controller's untap step (502.3), each read as the ability it is alone
    m = re.fullmatch(r"~ (enters(?: the battlefield)?) tapped and (doesn't untap during your untap step\.)", line)
    if m:
        return [f"~ {m.group(1)} tapped.", f"~ {m.group(2)}"]
    m = re.fullmatch(r"~ (enters(?: the battlefield)?) tapped (with (?:a|an|one|two|three|four|five|six|seven|eight|nine|ten|"
                     r"\d+) \S+ counters? on it\.)", line)
    return [f"~ {m.group(1)} tapped.", f"~ {m.group(1)} {m.group(2)}"] if m else [line]


@remembered(card_text_key)   # read once per process (kb.engine.parsememo)
def parse_card_text(text: str, name: str | None, types: frozenset = frozenset(), *, strict: bool = False) -> list:
    """All the abilities of a card (113). Keyword lines give one ability per keyword; changeling
    and devoid are characteristic-defining (702.73a, 702.114a); undying and persist triggered."""
    out = []
    chosen_kind = None
    norm = normalize(text, name)
    from .modecosts import modal_form   # spree and tiered modes (700.2h): a modal ability, their costs added on casting
    norm = modal_form(norm)
    from .blockcount import split_rules_pair   # "~ must be blocked if able, and ~ must be blocked by two or more …"
    from .parser import COMBAT_RULES
    from .paidcount import split_cost_and_reduction   # "As an additional cost …. ~ costs {2} less … this way."
    lines = [z for ln in norm.split("\n") if ln.strip() for x in _enters_pair(_ability_word(ln.strip()))
             for y in split_rules_pair(x, COMBAT_RULES) for z in split_cost_and_reduction(y)]
    pc = _Ctx(name)
    if {"Instant", "Sorcery"} & types:
        # an instant or sorcery is its instructions (keyword lines and costs aside)
        body = []
        for ln in lines:
            from .thiswaycost import only_this_way, split_this_way
            way = split_this_way(ln)   # "Flashback {8}{W}{W}. This spell costs {X} less to cast this way, …"
            if way is not None and parse_keyword_list(strip_period(way[0])):
                ks = parse_keyword_list(strip_period(way[0]))
                opaque = _accounted(ks, way[0], name, strict)
                out.extend(keyword_abilities(ks) if opaque is None else [opaque])
                sentence = ln[len(way[0]):].strip(" .") + "."
                ab = _try(lambda: parse_static(way[1], pc), sentence, name, strict)
                if not isinstance(ab, UnmodelledAbility):
                    ab = only_this_way(ab, way[2], sentence)
                out.append(_accounted(ab, sentence, name, strict) or ab)
                continue
            ks = parse_keyword_list(strip_period(ln))
            if ks:
                opaque = _accounted(ks, ln, name, strict)
                out.extend(keyword_abilities(ks) if opaque is None else [opaque])
                continue
            if re.fullmatch(r"~ is colorless\.?", ln):
                out.append(parse_static(ln, pc))
                continue
            fc = read_forecast(ln, lambda t: parse_ability(t, name, types, normalized=True),
                               lambda ab, t: _accounted(ab, t, name, False))   # "Forecast — …" (702.57a): not an
            if fc is not None:                                                 # instruction, an ability of the card
                out.append(fc)
                continue
            pre = _pregame(ln)   # "A deck can have any number of cards named ~." (113.6n): not an instruction
            if pre is not None:
                out.append(_accounted(pre, ln, name, strict) or pre)
                continue
            cost_line = None   # "As an additional cost to cast ~, …" (118.8), "You may … rather than pay ~'s mana cost" (118.9)
            for reader, kind in ((parse_additional_cost, AdditionalCost), (parse_alternative_cost, AlternativeCost)):
                cost = _try(lambda: reader(ln, pc), ln, name, strict)
                if isinstance(cost, tuple):   # an alternative cost: its costs, the condition it is offered under, flash
                    cost, cond, flash = cost
                    ab = kind(text=ln, costs=tuple(cost), condition=cond, flash=flash)
                    cost_line = _accounted(ab, ln, name, strict) or ab
                elif isinstance(cost, list):
                    ab = kind(text=ln, costs=tuple(cost))
                    cost_line = _accounted(ab, ln, name, strict) or ab
                elif isinstance(cost, UnmodelledAbility):
                    cost_line = cost
                if cost_line is not None:
                    break
            if cost_line is not None:
                out.append(cost_line)
                continue
            if re.match(r"When you cast ~[ ,]|Cast ~ only |When you cycle ~[ ,]|When the creature ~ haunts |"
                        r"(?:At|When|Whenever) [^,.]*, if ~ is suspended, |"
                        r"When a spell or ability an opponent controls causes you to discard ~,|"
                        r"(?:(?:If|As long as) [^.]*?, you|You) may cast ~ as though it had flash\b|"
                        r"You may (?:play|cast) ~ any time you could (?:play|cast) an instant\.?$", ln):
                # "When you cast ~, copy it ...": a triggered ability of the spell, working on the stack (603.2);
                # "When you cycle ~, ...": a triggered ability of the card, working where it went (702.29c); "When a
                # spell or ability an opponent controls causes you to discard ~, ...": where it went too (113.6k);
                # "When the creature ~ haunts dies, ...": in exile (702.55c); "At the beginning of each player's
                # upkeep, if ~ is suspended, …": a triggered ability of the card in exile (702.62b, 113.6b);
                # "Cast ~ only during combat.": the spell's own restriction on casting it (601.3); "You may cast ~ as though it had
                # flash [if you pay {2} more to cast it]": its own permission (702.8a, 601.3c-d), read as a permanent's
                ab = _try(lambda: parse_ability(ln, name, types, normalized=True), ln, name, strict)
                out.append(_accounted(ab, ln, name, strict) or ab)
                continue
            if _static_of_spell(ln):
                ab = _try(lambda: parse_static(ln, pc), ln, name, strict)
                out.append(_accounted(ab, ln, name, strict) or ab)
                continue
            if re.match(r"\{[^}]+\}[^:]*: ", ln):
                # "{B}{B}: Return ~ from your graveyard to your hand.": an activated ability of the card (602.1), not
                # the spell's instructions; it works where its text says (113.6k)
                ab = _try(lambda: parse_ability(ln, name, types, normalized=True), ln, name, strict)
                out.append(_accounted(ab, ln, name, strict) or ab)
                continue
            body.append(_ability_word(ln))   # "Adamant — If at least three …": the word means nothing (207.2c)
        if body:
            table = is_results_table("\n".join(body))   # "Roll a d20." and its results table (706.3)
            if is_modal("\n".join(body)):
                body = [_mode_named(b) for b in body]
            modal = is_modal("\n".join(body)) or any(b.startswith(("\u2022", "-")) for b in body)
            text_body = "\n".join(body) if modal or table else " ".join(body)
            unread: tuple = ()
            if table:
                try:
                    read_results_table(text_body, name, text_body, parse_instructions)
                except ParseError:
                    if strict:
                        raise
                    unread = (text_body,)
            else:
                # a modal spell's modes are read as each is chosen (700.2, 601.2b; kb.engine.stack._choose_mode): each
                # mode is read here the same way, so one the engine can't read is reported, never counted as read
                parts = [ln.lstrip("\u2022-* ").strip() for ln in text_body.split("\n")[1:] if ln.strip()] \
                    if modal and is_modal(text_body) else [] if modal else [text_body]
                for part in parts:
                    if strict:
                        parse_instructions(part, name, normalized=True)
                    else:
                        ins, _slots = parse_instructions(part, name, normalized=True, lenient=True)
                        unread += tuple(i.text for i in ins if i.kind == "unmodelled")
            from .cleave import cleaved, has_cleave, uncleaved
            cut = None
            if has_cleave(out) and "[" in text_body:
                # cleave (702.148a): the text with the bracketed words (cast any other way) and without them (cast for
                # the cleave cost) — each read; a word of either the engine can't read is reported (kb.engine.cleave)
                text_body, cut = uncleaved(text_body), cleaved(text_body)
                unread = tuple(x for x in unread if "[" not in x and "]" not in x)
                for variant in (text_body, cut):
                    try:
                        ins, _slots = parse_instructions(variant, name, normalized=True, lenient=True)
                    except ParseError:
                        if strict:
                            raise
                        unread += (variant,)
                        continue
                    unread += tuple(i.text for i in ins if i.kind == "unmodelled" and i.text not in unread)
                    if not ins:
                        unread += (variant,)
                if _accounted(SpellAbility(text=cut), cut, name, strict) is not None:
                    unread += (cut,)
            from .overload import has_overload, overloaded
            over = None
            if has_overload(out) and overloaded(text_body) != text_body:
                # overload (702.96a): the text with "each" for every "target" (cast for the overload cost) — read too;
                # a word of it the engine can't read is reported (kb.engine.overload)
                over = overloaded(text_body)
                unread += _variant_unread(over, name, strict, unread)
            ab = SpellAbility(text=text_body, unmodelled=unread, cleaved=cut, overloaded=over)
            opaque = _accounted(ab, text_body, name, strict)
            if opaque is not None:
                # a spell stays castable (its targets as read), but its whole text is reported not modelled: every
                # answer it could change is "cannot decide" (kb.engine.unknowns), the unread words named
                ab = SpellAbility(text=text_body, unmodelled=unread + (text_body,), unaccounted=opaque.unaccounted,
                                  cleaved=cut, overloaded=over)
            out.append(ab)
        return out
    box = _STATION_BOX.search(text or "")   # 721.2b: the reminder text names the striation of the P/T box
    for ln in _linked_paragraphs(_join_bullets(lines), name, types, int(box.group(1)) if box else None):
        if isinstance(ln, _Striation):
            out.extend(ln.abilities(name, types, strict))
            continue
        anchored = read_anchor_paragraph(ln, lambda lns: _inner_abilities(lns, name, types),
                                         lambda ab, t: _accounted(ab, t, name, strict),
                                         lambda t, exc: _unread_line(t, exc, name, strict))
        if anchored is not None:   # "As ~ enters, choose Khans or Dragons." and its anchor words (614.12c)
            out.extend(anchored)
            continue
        pre = _pregame(ln)   # before the keywords: "Partner—Friends forever" is not the keyword partner (702.124i)
        if pre is not None:
            out.append(_accounted(pre, ln, name, strict) or pre)
            continue
        ex = read_exhaust(ln, lambda t: parse_ability(t, name, types, normalized=True),
                          lambda ab, t: _accounted(ab, t, name, False)) or \
            read_max_speed(ln, lambda t: parse_ability(t, name, types, normalized=True),
                           lambda ab, t: _accounted(ab, t, name, False)) or \
            read_forecast(ln, lambda t: parse_ability(t, name, types, normalized=True),
                          lambda ab, t: _accounted(ab, t, name, False))   # "Forecast — …" (702.57a)
        if ex is not None:
            out.append(ex)
            continue
        eq = _equip_with_cost_change(ln, name, types) or _equip_quality(ln, name, types)   # "Equip {3}. This ability
        # costs {1} less to activate …"; "Equip Knight {1}" (702.6c)
        if eq is not None:
            out.append(eq)
            continue
        ks = parse_keyword_list(strip_period(ln))
        if ks:
            opaque = _accounted(ks, ln, name, strict)
            out.extend(keyword_abilities(ks) if opaque is None else [opaque])
            continue
        ab = _try(lambda: parse_ability(ln, name, types, chosen_kind=chosen_kind, normalized=True), ln, name, strict)
        if isinstance(ab, EntersChoice):
            chosen_kind = ab.choice
        out.append(_accounted(ab, ln, name, strict) or ab)
    if any(backup_of(a) is not None for a in out):   # backup N: the keywords printed below it (702.165a)
        out = with_backup(out, lambda t: parse_ability(t, name, types, normalized=True),
                          lambda ab, t: _accounted(ab, t, name, False))
    return out


def _variant_unread(variant: str, name: str | None, strict: bool, known: tuple) -> tuple:
    """What of another text a spell may have as it is cast (overload's, 702.96a) the engine can't read: its unread
    instructions, or the whole text when it can't be read at all or its words aren't all accounted for (issue 21)."""
    try:
        ins, _slots = parse_instructions(variant, name, normalized=True, lenient=True)
    except ParseError:
        if strict:
            raise
        return (variant,)
    out = tuple(i.text for i in ins if i.kind == "unmodelled" and i.text not in known)
    if not ins or _accounted(SpellAbility(text=variant), variant, name, strict) is not None:
        out += (variant,)
    return out


def _accounted(ab, line: str, name: str | None, strict: bool):
    """Issue 21: an ability the parser accepted is kept only if its rendering (kb.engine.render) accounts
    for every word of its text; else it is opaque — an UnmodelledAbility naming the unaccounted words —
    and every answer it could change is "cannot decide". None when every word is read."""
    if isinstance(ab, UnmodelledAbility):
        return None
    try:
        left = account(ab, line, name)
    except ParseError as exc:    # an effect read at load time but not as it would resolve
        left, why = ["?"], str(exc)
    except (ValueError, TypeError, KeyError, AttributeError, IndexError, RecursionError) as exc:
        if strict:
            raise
        left, why = ["?"], f"its reading could not be rendered back ({type(exc).__name__}: {exc})"
    else:
        why = "words not accounted for by what the engine read: " + ", ".join(dict.fromkeys(left))
        if not left:   # every word read: in the text's order of roles? (kb.engine.render.out_of_order)
            try:
                order = out_of_order(ab, line, name)
            except ParseError as exc:
                order, why = ["?"], str(exc)
            else:
                why = order_reason(order, ab, line, name) if order else why
            left = [f"order: {w}" for w in order]
    if not left:
        return None
    if strict:
        raise ParseError(line, why, name)
    return _unmodelled(line, ParseError(line, why, name), name, unaccounted=tuple(dict.fromkeys(left)))


def unaccounted_words(ab) -> tuple:
    """The words an opaque ability's template left unread (empty for a line no template accepted)."""
    return getattr(ab, "unaccounted", ()) or ()


_LEVEL_SYMBOL = re.compile(r"LEVEL (\d+)(?:-(\d+)|\+)")
_PT_BOX = re.compile(r"(\d+)/(\d+)")
_CLASS_BAR = re.compile(r"((?:\{[^}]+\})+): Level (\d+)")
_STATION_SYMBOL = re.compile(r"(\d+)\+ \| (.+)")
_STATION_BOX = re.compile(r"\(Tap another creature you control:[^)]*It's an artifact creature at (\d+)\+\.\)")


class _Striation:
    """A striation of a leveler card (711.2: a level symbol, its power/toughness box and the abilities printed with
    it) or of a Class card (716.2: a class level bar and the abilities printed with it): lines that are read as one
    or two abilities, not line by line."""

    def __init__(self, head: str, lines: list, box: int | None = None):
        self.head, self.lines, self.box = head, lines, box

    def abilities(self, name: str | None, types: frozenset, strict: bool) -> list:
        m = _STATION_SYMBOL.fullmatch(self.head)
        if m:   # 721.2a-b
            text = "\n".join([self.head, *self.lines])
            ab = _try(lambda: _station_symbol(int(m.group(1)), [m.group(2), *self.lines], self.box, text, name, types),
                      text, name, strict)
            return [_accounted(ab, text, name, strict) or ab]
        m = _CLASS_BAR.fullmatch(self.head)
        if m:
            return _class_level(m.group(1), int(m.group(2)), self.head, self.lines, name, types, strict)
        text = "\n".join([self.head, *self.lines])
        ab = _try(lambda: _level_symbol(self.head, self.lines, name, types), text, name, strict)
        return [_accounted(ab, text, name, strict) or ab]


def _station_symbol(n: int, lines: list, box: int | None, text: str, name: str | None,
                    types: frozenset) -> StaticAbility:
    """721.2a: "{N+}[abilities]" means "As long as this permanent has N or more charge counters on it, it has
    [abilities]"; 721.2b: with the P/T box ("{N+}[abilities][P/T]"), it is also "a creature with base power and
    toughness [P/T] in addition to its other types". The card data gives the box as the card's P/T and its striation
    by the reminder text ("It's an artifact creature at 8+."), ``box``; a station card that could have a box (not a
    land alone) without that reminder is not read: at which N it becomes a creature is unknown."""
    from .effects import AbilityOp, PTSetOp
    from .filters import StationBox, StationSymbol
    if box is None and types - {"Land"}:
        raise ParseError(text, "which striation holds the P/T box (721.2b) is not stated", name)
    ops: list = []
    if box == n:
        ops += [TypeOp(add_types=frozenset(("Creature",)), text="is a creature in addition to its other types"),
                PTSetOp(StationBox("power"), StationBox("toughness"))]
    inner = _inner_abilities(lines, name, types)
    if inner:
        ops.append(AbilityOp(add=tuple(inner)))
    return StaticAbility(text=text, templates=(EffectTemplate(SELF, tuple(ops), StationSymbol(n), describe=text),))


def _striations(lines: list[str], box: int | None = None) -> list:
    """Group the lines of a leveler card's level symbols (711.2), of a Class card's level bars (716.2) and of a
    station card's station symbols ("8+ | Flying", 721.2; on a card with the station keyword) with the lines that
    follow them, up to the next symbol or bar: each group is a :class:`_Striation`."""
    station = "Station" in lines
    out: list = []
    for ln in lines:
        if _LEVEL_SYMBOL.fullmatch(ln) or _CLASS_BAR.fullmatch(ln) or (station and _STATION_SYMBOL.fullmatch(ln)):
            out.append(_Striation(ln, [], box))
        elif out and isinstance(out[-1], _Striation):
            out[-1].lines.append(ln)
        else:
            out.append(ln)
    return out


def _inner_abilities(lines: list, name: str | None, types: frozenset) -> list:
    """The abilities printed in a striation, each read and accounted for; a line the engine can't read makes the
    whole striation unread (ParseError naming it)."""
    inner: list = []
    for ln in lines:
        ks = parse_keyword_list(strip_period(ln))
        if ks:
            if _accounted(ks, ln, name, False) is not None:
                raise ParseError(ln, "a keyword line not read in full", name)
            inner.extend(keyword_abilities(ks))
            continue
        ab = parse_ability(ln, name, types, normalized=True)
        opaque = _accounted(ab, ln, name, False)
        if opaque is not None or isinstance(ab, UnmodelledAbility):
            raise ParseError(ln, (opaque.why if opaque is not None else ab.why), name)
        inner.append(ab)
    return inner


def _level_symbol(head: str, lines: list, name: str | None, types: frozenset) -> StaticAbility:
    """711.2a-b: "{LEVEL N1-N2} [Abilities] [P/T]" means "As long as this creature has at least N1 level counters on
    it, but no more than N2 level counters on it, it has base power and toughness [P/T] and has [abilities]"
    ("LEVEL N3+": N3 or more)."""
    from .effects import AbilityOp, PTSetOp
    from .filters import Const, LevelSymbol
    m = _LEVEL_SYMBOL.fullmatch(head)
    pt = _PT_BOX.fullmatch(lines[0]) if lines else None
    if pt is None:
        raise ParseError(head, "a level symbol without its power/toughness box", name)
    ops: list = [PTSetOp(Const(int(pt.group(1))), Const(int(pt.group(2))))]
    inner = _inner_abilities(lines[1:], name, types)
    if inner:
        ops.append(AbilityOp(add=tuple(inner)))
    cond = LevelSymbol(int(m.group(1)), int(m.group(2)) if m.group(2) else None)
    text = "\n".join([head, *lines])
    return StaticAbility(text=text, templates=(EffectTemplate(SELF, tuple(ops), cond, describe=text),))


def _class_level(cost: str, n: int, head: str, lines: list, name: str | None, types: frozenset, strict: bool) -> list:
    """716.2a: "[Cost]: Level N — [Abilities]" means "[Cost]: This Class's level becomes N. Activate only if this
    Class is level N-1 and only as a sorcery" and "As long as this Class is level N or greater, it has
    [abilities]"."""
    act = _try(lambda: _class_bar(cost, n, head, name, types), head, name, strict)
    out = [_accounted(act, head, name, strict) or act]
    if lines:
        text = "\n".join(lines)

        def static():
            from .effects import AbilityOp
            from .filters import ClassLevelAtLeast
            inner = _inner_abilities(lines, name, types)
            return StaticAbility(text=text, templates=(EffectTemplate(SELF, (AbilityOp(add=tuple(inner)),),
                                                                      ClassLevelAtLeast(n), describe=text),))
        ab = _try(static, text, name, strict)
        out.append(_accounted(ab, text, name, strict) or ab)
    return out


def is_class_bar(ab) -> bool:
    """Whether an ability is the activated ability of a class level bar ("{1}{W}: Level 2", 716.2a)."""
    return isinstance(ab, ActivatedAbility) and bool(_CLASS_BAR.fullmatch(ab.text or ""))


def _class_bar(cost: str, n: int, head: str, name: str | None, types: frozenset) -> ActivatedAbility:
    """The activated ability of a class level bar (716.2a), read by the ability reader."""
    ab = parse_ability(f"{cost}: ~'s level becomes {n}. Activate only if ~ is level {n - 1} and only as a sorcery.",
                       name, types, normalized=True)
    return replace(ab, text=head)


def _linked_paragraphs(lines: list[str], name: str | None, types: frozenset, box: int | None = None) -> list[str]:
    """603.11: a static ability and the triggered abilities linked to it share one paragraph, the
    static ability first ("Reveal the first card you draw each turn. Whenever you reveal a basic land
    card this way, draw a card."): each is an ability of its own; the link is kept by the triggered
    ability's "this way" (607.2h: it refers only to what the static ability of the same object did).
    Only a first sentence read as a static ability splits: "{1}: Regenerate ~. When it regenerates
    this way, ..." is one activated ability."""
    out: list = []
    for ln in _striations(lines, box):
        if isinstance(ln, _Striation) or re.match(r"^(?:When|Whenever|At)\b", ln) or "\n" in ln:
            out.append(ln)
            continue
        parts = [p.strip() for p in re.split(r"(?<=\.)\s+(?=(?:When|Whenever) [^.]*?\bthis way\b)", ln) if p.strip()]
        if len(parts) > 1:
            try:
                first = parse_ability(parts[0], name, types, normalized=True)
            except ParseError:
                first = None
            from .escapedentry import linked_escape_trigger
            if isinstance(first, EntersWithCounters) and first.escaped and len(parts) == 2:
                # "~ escapes with two +1/+1 counters on it. When it enters this way, …" (702.138c): the trigger linked
                # to the escape's replacement, read as the escaped entering (kb.engine.escapedentry)
                parts = [parts[0], linked_escape_trigger(parts[1])]
            elif not isinstance(first, StaticAbility):
                parts = [ln]
        out.extend(parts)
    return out


# Spider Climb's second sentence (307.5a: cast "any time a sorcery couldn't have been cast")
_FLASH_SACRIFICE = r" " + re.escape(FLASH_SACRIFICE) + r"\.?"


def _static_of_spell(line: str) -> bool:
    """Lines of an instant or sorcery that are static abilities, not instructions ("This spell
    can't be countered.", "This spell costs {1} less to cast ...") — the lines about the spell itself (113.6: its static
    abilities work only as its rules say). A line about other spells ("Spells you control can't be countered this
    turn.") is an instruction of the spell ability (113.3a), creating an effect with a duration as it resolves
    (611.2a), never a static of the spell working while it is on the stack."""
    return bool(re.match(r"^(~ can't be countered|~ costs|This spell|~ has|~ is|If [^.]*?, ~ costs |"
                         r"During your turn, ~ costs |As long as [^.]*?, ~ costs |"
                         r"Spend only [a-z/ ]+ mana on X\.?$)", line)) and \
        not re.match(r"^~ deals\b", line)


def _unread_line(line: str, exc: ParseError, name: str | None, strict: bool):
    """A line a reader refused (``exc``): raised when ``strict``, else its unmodelled ability."""
    if strict:
        raise exc
    return _unmodelled(line, exc, name)


def _try(fn, line: str, name: str | None, strict: bool):
    try:
        return fn()
    except ParseError as exc:
        if strict:
            raise
        return _unmodelled(line, exc, name)


def _ward_cost(name: str) -> str | None:
    """What the player of the targeting spell or ability does for a ward keyword's cost, in the words of "counter that
    spell or ability unless its controller …" (702.21a): pays mana ("ward {2}") or life ("ward—pay 3 life"), or
    discards or sacrifices ("ward—Discard a card.", "ward—Sacrifice a creature."); None for any other cost."""
    m = re.fullmatch(r"ward\s*(\{[^}]+\}(?:\{[^}]+\})*)", name, re.I)
    if m:
        return f"pays {m.group(1)}"
    m = re.fullmatch(r"ward\s*[-\u2014]\s*pay (\d+) life", name, re.I)
    if m:
        return f"pays {m.group(1)} life"
    m = re.fullmatch(r"ward\s*[-\u2014]\s*(discard|sacrifice) (an? [^.,]+?)\.?", name, re.I)
    if m:
        return f"{m.group(1).lower()}s {m.group(2)}"
    return None


def _equip_cost(name: str) -> str | None:
    """The cost of "Equip {1}" / "Equip—Pay 3 life" (702.6a); None for any other keyword, and for the equip
    abilities that name a quality ("Equip Knight {1}", 702.6c), which are not read."""
    m = re.fullmatch(r"equip(?: (\{[^ ]+\})|\s*[-\u2014]\s*(.+))", name, re.I)
    if not m:
        return None
    return m.group(1) or m.group(2)


def _equip_ability(k):
    """The activated ability "Equip [cost]" stands for (702.6a), read by the ability reader; None while its
    instruction "Attach ~ to target creature you control" is not one the engine executes (the attach instruction,
    701.3a, is read by kb.engine.instructions)."""
    try:
        ab = parse_ability(f"{_equip_cost(k.name)}: Attach ~ to target creature you control. Activate only as a "
                           "sorcery.", None, normalized=True)
    except ParseError:
        return None
    return replace(ab, text=k.text or k.name, keyword_name=k.name)


def _equip_with_cost_change(ln: str, name: str | None, types: frozenset):
    """702.6a with its own cost change (602.2b, 601.2f): "Equip {3}. This ability costs {1} less to activate for each
    other Equipment you control." is the equip ability "[Cost]: Attach ~ to target creature you control. Activate only
    as a sorcery." with that change; None for any other line, and for a change the cost-change reader doesn't know
    (the line then stays unread)."""
    m = re.fullmatch(r"(Equip(?: \{[^ ]+\}|\s*[-\u2014]\s*[^.]+))\. (This ability costs [^.]+\.)", ln)
    ks = parse_keyword_list(m.group(1)) if m else None
    if not ks or len(ks) != 1 or _equip_cost(ks[0].name) is None:
        return None
    t = f"{_equip_cost(ks[0].name)}: Attach ~ to target creature you control. {m.group(2)} Activate only as a sorcery."
    try:
        ab = parse_ability(t, name, types, normalized=True)
    except ParseError:
        return None
    if not isinstance(ab, ActivatedAbility) or ab.cost_change is None or _accounted(ab, t, name, False) is not None:
        return None
    return replace(ab, text=ln, keyword_name=ks[0].name)


# "Equip Knight {1}", "Equip legendary creature {3}", "Equip Shaman, Warlock, or Wizard {1}" (702.6c; not "Equip
# planeswalker", 702.6e, nor a quality the selector reader doesn't know: "commander", "worthy")
_EQUIP_QUALITY = re.compile(r"Equip (?!planeswalker\b)(?P<q>[A-Za-z][\w ,'-]*?) (?P<cost>(?:\{[^}]+\})+)")


def _equip_quality(ln: str, name: str | None, types: frozenset):
    """702.6c: "Equip [quality] [cost]" is an equip ability that may target only a creature its activator controls
    with that quality: "[Cost]: Attach ~ to target [quality] creature you control. Activate only as a sorcery." None
    for any other line, and for a quality the target reader doesn't read whole (the line then stays unread)."""
    m = _EQUIP_QUALITY.fullmatch(strip_period(ln.strip()))
    if not m:
        return None
    q = m.group("q") if re.search(r"\bcreatures?\b", m.group("q")) else m.group("q") + " creature"
    t = f"{m.group('cost')}: Attach ~ to target {q} you control. Activate only as a sorcery."
    try:
        ab = parse_ability(t, name, types, normalized=True)
    except ParseError:
        return None
    if not isinstance(ab, ActivatedAbility) or _accounted(ab, t, name, False) is not None:
        return None
    return replace(ab, text=strip_period(ln.strip()), keyword_name="equip " + strip_period(ln.strip())[len("Equip "):])


def _level_up_ability(k):
    """The activated ability "Level up [cost]" stands for (702.87a), read by the ability reader; None for any other
    keyword."""
    m = re.fullmatch(r"level up ((?:\{[^}]+\})+)", k.text or k.name, re.I)
    if not m:
        return None
    try:
        ab = parse_ability(f"{m.group(1).upper()}: Put a level counter on ~. Activate only as a sorcery.", None,
                           normalized=True)
    except ParseError:
        return None
    return replace(ab, text=k.text or k.name, keyword_name=k.name)


def _reinforce_ability(k):
    """"Reinforce N—[cost]" means "[Cost], Discard this card: Put N +1/+1 counters on target creature." (702.77a),
    read by the ability reader: its cost discards the card, so it functions only in the hand (113.6m). None for any
    other keyword."""
    m = re.fullmatch(r"reinforce (\d+|x)\s*[-\u2014]\s*((?:\{[^}]+\})+)", k.text or k.name, re.I)
    if not m:
        return None
    n = m.group(1).upper()
    what = "a +1/+1 counter" if n == "1" else f"{n} +1/+1 counters"
    try:
        ab = parse_ability(f"{m.group(2).upper()}, Discard ~: Put {what} on target creature.", None, normalized=True)
    except ParseError:
        return None
    return replace(ab, keyword_name=k.name)


def _keyword_meaning(k) -> list | None:
    """The abilities a keyword of kb.engine.keywordmeans stands for, read from the rule's text with its number or cost
    filled in ("Bushido 2" → "Whenever ~ blocks or becomes blocked, it gets +2/+2 until end of turn.", 702.45a;
    "Modular 2" → how it enters and its trigger, 702.43a); None for another keyword, or one whose text the ability
    readers don't read whole."""
    from .keywordmeans import ability_texts
    texts = ability_texts(k.name, k.text)
    if texts is None:
        return None
    out = []
    for text in texts:
        try:
            ab = parse_ability(text, None, normalized=True)
        except ParseError:
            return None
        if not isinstance(ab, (TriggeredAbility, ActivatedAbility, EntersWithCounters, EntersTapped, StaticAbility,
                               AlternativeCost)) or _accounted(ab, text, None, False) is not None:
            return None
        if isinstance(ab, AlternativeCost):   # named by the keyword as printed ("Surge {1}{R}": the caster names it, 118.9)
            out.append(replace(ab, text=k.text or k.name, keyword_name=k.name))
        elif isinstance(ab, ActivatedAbility):   # shown as the keyword, as printed ("Outlast {W}"), like equip (702.6a)
            out.append(replace(ab, text=k.text or k.name, keyword_name=k.name))
        else:
            out.append(replace(ab, text=text, keyword_name=k.name))
    return out


def _cycling_ability(k):
    """"Cycling [cost]" means "[Cost], Discard this card: Draw a card." (702.29a); "[Type]cycling [cost]" means
    "[Cost], Discard this card: Search your library for a [type] card, reveal it, put it into your hand, then
    shuffle." (702.29e) - read by the ability reader: its cost discards the card, so it functions only in the hand
    (113.6m). It keeps the keyword's words as its text and name (a cycling ability, 702.29f). None for any other
    keyword, or a cost or type the readers don't take."""
    m = re.fullmatch(r"((?:basic )?[a-z]+)?cycling(?: ((?:\{[^}]+\})+)|\s*[-\u2014]\s*(.+?)\.?)", k.name, re.I)
    if not m:
        return None
    cost = (m.group(2) or "").upper() or m.group(3)
    kind = m.group(1)
    if kind is None:
        effect = "Draw a card."
    else:
        from .words import CARD_TYPES, SUPERTYPES
        words = kind.split()
        known = {t.lower() for t in (*CARD_TYPES, *SUPERTYPES)}
        what = " ".join(w if w in known else w.capitalize() for w in words)
        effect = f"Search your library for a {what} card, reveal it, put it into your hand, then shuffle."
    try:
        ab = parse_ability(f"{cost}, Discard ~: {effect}", None, normalized=True)
    except ParseError:
        return None
    return replace(ab, text=k.text or k.name, keyword_name=k.name)


def is_cycling(ab) -> bool:
    """Whether an ability is a cycling ability: cycling or typecycling (702.29a, 702.29f)."""
    return bool(re.fullmatch(r"(?:(?:basic )?[a-z]+)?cycling\b.*", getattr(ab, "keyword_name", None) or "", re.I))


def keyword_abilities(ks: list) -> list:
    out = []
    for k in ks:
        if k.name == "changeling":
            # 702.73a: "This object is every creature type" (a characteristic-defining ability)
            out.append(StaticAbility(text="Changeling", templates=(EffectTemplate(
                SELF, (TypeOp(all_creature_types=True, text="is every creature type"),)),), cda=True,
                keyword_name="changeling"))
        elif k.name == "devoid":
            # 702.114a: "This object is colorless" (a characteristic-defining ability)
            out.append(StaticAbility(text="Devoid", templates=(EffectTemplate(
                SELF, (ColorOp(set=frozenset()),)),), cda=True, keyword_name="devoid"))
        elif k.name == "myriad":
            # 702.116a: "Whenever this creature attacks, for each opponent other than defending player, ..." (its
            # effect done by kb.engine.combat.myriad_resolve): one ability, so a granted myriad is the trigger too
            from .keywordlist import MYRIAD_TEXT
            out.append(TriggeredAbility(text=f"Whenever ~ attacks, {MYRIAD_TEXT[0].lower()}{MYRIAD_TEXT[1:]}",
                                        trigger="Whenever ~ attacks", effect=MYRIAD_TEXT,
                                        spec=parse_trigger("Whenever ~ attacks", None), keyword_name="myriad"))
        elif re.fullmatch(r"afterlife \d+", k.name):
            # 702.135a: "When this permanent is put into a graveyard from the battlefield, create N 1/1 white and
            # black Spirit creature tokens with flying."
            n = int(k.name.split()[1])
            what = "a 1/1 white and black Spirit creature token" if n == 1 else \
                f"{n} 1/1 white and black Spirit creature tokens"
            trigger = "When ~ is put into a graveyard from the battlefield"
            effect = f"Create {what} with flying."
            out.append(TriggeredAbility(text=f"{trigger}, {effect[0].lower()}{effect[1:]}", trigger=trigger,
                                        effect=effect, spec=parse_trigger(trigger, None), keyword_name=k.name))
        elif _ward_cost(k.name) is not None:
            # 702.21a: "Whenever this permanent becomes the target of a spell or ability an opponent controls,
            # counter that spell or ability unless that player pays [cost]."
            trigger = "Whenever ~ becomes the target of a spell or ability an opponent controls"
            effect = f"Counter that spell or ability unless its controller {_ward_cost(k.name)}."
            out.append(TriggeredAbility(text=f"{trigger}, {effect[0].lower()}{effect[1:]}", trigger=trigger,
                                        effect=effect, spec=parse_trigger(trigger, None), keyword_name="ward"))
        elif k.name == "bargain" and (ab := bargain_cost(k, parse_additional_cost)) is not None:
            # 702.166a: "As an additional cost to cast this spell, you may sacrifice an artifact, enchantment, or token."
            out.append(ab)
        elif (ab := _cycling_ability(k)) is not None:
            out.append(ab)
        elif (ab := _reinforce_ability(k)) is not None:
            out.append(ab)
        elif (ab := craft_ability(k, lambda t: parse_ability(t, None, normalized=True),
                                  lambda one, zones: parse_selector(one, _Ctx(None), default_zone=zones))) is not None:
            out.append(ab)   # 702.167a (kb.engine.craft)
        elif (ab := _level_up_ability(k)) is not None:
            # 702.87a: "Level up [cost]" means "[Cost]: Put a level counter on this permanent. Activate only as a
            # sorcery."
            out.append(ab)
        elif (abs_ := reconfigure_abilities(k, lambda t: parse_ability(t, None, normalized=True))) is not None:
            out.extend(abs_)   # 702.151a: attach to another creature you control, and unattach (kb.engine.reconfigure)
        elif _equip_cost(k.name) is not None and (ab := _equip_ability(k)) is not None:
            # 702.6a: "Equip [cost]" means "[Cost]: Attach this permanent to target creature you control. Activate
            # only as a sorcery." (an activated ability of the Equipment: 602.5 restrictions apply to it)
            out.append(ab)
        elif (ab := firebending_ability(k, lambda t: parse_ability(t, None, normalized=True),
                                        lambda a, t: _accounted(a, t, None, False))) is not None:
            out.append(ab)   # 702.189a: its mana kept until end of combat (kb.engine.firebending)
        elif (abs_ := copy_cost_abilities(k, lambda t: parse_additional_cost(t, _Ctx(None)),
                                          lambda t: parse_ability(t, None, normalized=True))) is not None:
            out.extend(abs_)   # casualty, squad, offspring: 702.153a, 702.157a, 702.175a (kb.engine.copycosts)
        elif (meant := _keyword_meaning(k)) is not None:
            # a keyword the rules define as other abilities (kb.engine.keywordmeans: bushido, 702.45a; outlast,
            # 702.107a; modular, 702.43a): those abilities, read by the ability readers
            out.extend(meant)
        else:
            out.append(k)
    return out


def reparse_ability(text: str, name: str | None, types: frozenset):
    """Read an ability again after a text change (612)."""
    ks = parse_keyword_list(strip_period(text))
    if ks and len(ks) == 1:
        return keyword_abilities(ks)[0]
    try:
        ab = parse_ability(text, name, types, normalized=True)
    except ParseError as exc:
        return _unmodelled(text, exc, name)
    return _accounted(ab, text, name, False) or ab


set_reparser(reparse_ability)
set_keyword_reader(keyword_abilities)   # the layers read a granted keyword with it (kb.engine.effects)
set_ability_reader(parse_ability)


_TM_EFFECT = (r"(?:(its controller|that player|you) )?adds? (?:an additional |one additional )?"
              r"((?:\{[WUBRGC]\})+|one mana of any type that (?:land|permanent) produced|one mana of any color)"
              r"(?: to (?:your|their) mana pool)?\.?")   # the words of the editions before 2014 (106.4)


def _tm_produces(words: str) -> str:
    """What a triggered mana ability adds: its symbols, "same" (one mana of any type that permanent produced) or
    "any_color" (one mana of any color, its controller's choice, 106.7)."""
    return "any_color" if words == "one mana of any color" else "same" if words.startswith("one mana") else words


def _triggered_mana(t: str):
    """A triggered mana ability (605.1b): "Whenever enchanted land is tapped for mana, its controller adds an
    additional {G}." / "Whenever you tap a Forest for mana, add an additional {G}." / "Whenever a player taps
    a land for mana, that player adds one mana of any type that land produced." None for anything else."""
    from .abilities import TriggeredManaAbility
    m = re.fullmatch(r"Whenever enchanted (land|permanent|creature|artifact) is tapped for mana, " + _TM_EFFECT, t)
    if m:
        gets = "you" if m.group(2) in ("you", None) else "tapper"   # no one named: "add" is its controller's (608.2c)
        produces = _tm_produces(m.group(3))
        return TriggeredManaAbility(text=t, tapped="enchanted", of=m.group(1).capitalize(), who="any", gets=gets,
                                    produces=produces)
    m = re.fullmatch(r"Whenever (a player|you) taps? an? ([A-Za-z]+) for mana, " + _TM_EFFECT, t)
    if m:
        who = "you" if m.group(1) == "you" else "any"
        gets = "you" if m.group(3) in ("you", None) else "tapper"   # no one named: the ability's controller (608.2c)
        produces = _tm_produces(m.group(4))
        return TriggeredManaAbility(text=t, tapped=m.group(2).capitalize(), of="", who=who, gets=gets,
                                    produces=produces)
    return None


def _permission_condition(words: str | None, pc):
    """"as long as you control a Zombie", "if you gained life this turn" of a card's own "You may cast ~ from your
    graveyard …" (601.3): read with the turn's history, checked as its caster begins to cast it."""
    if not words:
        return None
    from .parser import parse_condition_now
    return parse_condition_now(words, pc)[0]


def _permission_costs(words: str | None, pc) -> tuple:
    """"by discarding a card [and paying 2 life] in addition to paying its other costs" (601.2f, 118.8): the costs of
    casting the card that way, read by the additional-cost reader (kb.engine.instructions.parse_additional_cost)."""
    if not words:
        return ()
    said = re.sub(r"\b(" + "|".join(PERMISSION_GERUNDS) + r")\b", lambda g: PERMISSION_GERUNDS[g.group(1)], words)
    costs = parse_additional_cost(f"As an additional cost to cast ~, {said}.", pc)
    if not costs:
        raise ParseError(words, "an additional cost the engine does not read", pc.card)
    return tuple(costs)


def _entering_keywords(words: str | None, line: str, card) -> tuple:
    """"… counters on it and with first strike" (614.1c): the keyword abilities it enters with, each one the engine
    knows with no cost or number (a ParseError otherwise: the line is unread)."""
    if not words:
        return ()
    from .unknowns import keyword_known
    kws = parse_keyword_list(words[0].upper() + words[1:]) or []
    if not kws or not all(keyword_known(k.name) and not re.search(r"[\d{]", k.name) for k in kws):
        raise ParseError(line, f"\u201cand with {words}\u201d: abilities it enters with the engine doesn't read", card)
    return tuple(k.name.lower() for k in kws)
