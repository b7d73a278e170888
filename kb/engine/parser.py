"""Rules text → abilities and effects, by templates (the wording of the Oracle text, current or
2007: "comes into play", "in play" and "converted mana cost" are read as today's words).

Static abilities, keyword lines and "as ~ enters" replacements are read when a card is loaded;
the instructions of a spell or an activated ability when it is cast or activated. Anything the
templates do not cover raises :class:`ParseError` naming the phrase: the engine never ignores
text silently. One-shot instructions outside this engine's scope (drawing a card) are reported
in the trace as not modelled.

Grammar, informally::

    static    := ["As long as" condition ","] subject predicate ("and" predicate)*
    subject   := selector | "~" | "enchanted X" | "equipped creature" | "it"
    predicate := get(s) ±N/±M ["for each" selector]
               | have/has/gain(s) keywords | "quoted ability" | base power and toughness N/M
               | lose(s) all abilities | lose(s) keywords
               | is/are/become(s) type-phrase          ("a 3/3 creature that's still a land",
                                                        "1/1 green Saproling creatures and Forest
                                                        lands in addition to their other types")
               | can't attack / can't block
    spell     := sentence+ ; sentences may be imperative ("Gain control of target creature",
                 "Untap that creature", "Switch target creature's power and toughness",
                 "Put a +1/+1 counter on target creature", "Prevent all damage X would deal this turn")
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field, replace

from .abilities import (ActivatedAbility, EffectTemplate, EntersAsCopy, EntersChoice, EntersTapped, Keyword,
                        ManaAbility, SpellAbility, StaticAbility, TriggeredAbility)
from .abilitychoice import read_ability_choice
from .eachplayerword import QUALIFIER as CHOSE_QUALIFIER, chose_controller
from .effects import (AbilityOp, FoundAbilitiesOp, CostOp, ColorOp, ControlOp, Op, PTChoiceOp, PTModOp, PTSetOp, PTSwitchOp, RulesOp, TextOp,
                      TypeOp, chosen_as_applied)
from .filters import (ALL_ZONES, SELF, AnyOf, with_controller, Condition, Const, CountOf, Ctx, Devotion, DistinctAmong, Exists, GreatestAmong,
                      KindsAmong, TotalAmong,
                      PartySize,
                      LinkedTotal, AttachedCount, ManaValueOf, Plus, PowerOf, Selector, SharingTypeCount, SubjectIs, Times, Value, XValue)
from .exploited import read_exploited_value
from .gamevalues import not_below_zero, parse_controls_more, parse_game_condition, parse_game_each, parse_game_value
from .values import (ManaCost, BASIC_LAND_TYPES, KEYWORDS, card_type, color_of, known_subtype, singular, subtype_kind,
                     supertype)

__all__ = ["ParseError", "parse_ability", "set_ability_reader", "read_own_cost_change",
           "normalize", "replace_word", "GainFoundKeywordsOp", "parse_selector", "parse_static", "parse_predicate", "LAND_PLAYS",
           "CANT_BE_COUNTERED", "OWN_CANT_BE_COUNTERED", "ASSIGNS_NO_DAMAGE"]


from .declare import ATTACK_COST
from .whodid import CAST_CANT_ATTACK
from .sharednoun import shared_noun_parts
from .errors import ParseError
from .flashbackgrant import flashback_cost_sentence, mana_cost_ops
from .words import COLOR_ALT, HISTORIC_WORDS, NUMBER_WORDS, OUTLAW_TYPES, PERMANENT_TYPES
from .keywords import PARAM_KEYWORDS as _PARAM_KEYWORDS, keyword_of, parse_keyword_list
from .text import AMOUNT_WORDS, normalize, replace_word, split_sentences, strip_period as _strip_period
from .linkedgrant import read_top_card_activated


# --- selectors ------------------------------------------------------------------------------------------
_NOT_BATTLEFIELD = ALL_ZONES - {"battlefield"}
_STATUS_WORDS = frozenset(("attacking", "blocking", "tapped", "untapped"))   # statuses (110.5, 506.4)
_QUANT = re.compile(r"^(?:all other|each other|all|each|other|another|every)\s+", re.I)


class _Ctx:
    """Parser context for one ability: the card's name and a creature/land type choice kind."""

    def __init__(self, card: str | None, chosen_kind: str | None = None, ability: str | None = None):
        self.card = card
        self.chosen_kind = chosen_kind
        self.ability = ability   # the whole ability being read ("it has this ability", 707.9a)
        # reading a spell's or ability's instructions: an X nothing defines is the X announced as it was put on the
        # stack (107.3a, 601.2b; without one, resolving it asks for x: N)
        self.x_announced = False
        self.instructions = None   # the whole text parse_instructions reads (kb.engine.instructions)
        self.rolled = False   # a die roll was read: "the result" after it is its result (706.4, kb.engine.dice)
        # the kinds its own "Choose a color." / "Choose a creature type." read before now chose as it resolves
        # (608.2d): "the chosen color" after it is that choice, not one its source made as it entered (614.12)
        self.chosen_now: set = set()


# "named NAME" ends before a qualifier after it: "creatures named ~ on the battlefield" (201.4), the name ~
_NAME_NOT_BEFORE = "".join(f"(?<! {q})" for q in ("on the battlefield", "you control", "your opponents control",
                                                   "an opponent controls", "you own", "in your graveyard",
                                                   "in all graveyards", "in graveyards", "in a graveyard"))


# "equipped creatures you control", "creatures you control that are enchanted or equipped", "an equipped creature you
# control other than ~": "equipped" / "enchanted" as a quality (an Equipment / an Aura attached to it, 301.5, 303.4),
# not the source's own relation ("equipped creature" alone, kb.engine.filters.Selector.relation)
_ATTACHED_WORDS = {"equipped": "Equipment", "enchanted": "Aura"}
_ATTACHED_FRONT = re.compile(r"(equipped|enchanted) ((?:creatures?|permanents?) (?:you control|your opponents control|"
                             r"an opponent controls)\b.*)", re.I)
_ATTACHED_BACK = re.compile(r"(.+?) that(?:'s| is| are) (enchanted|equipped)(?: or (enchanted|equipped))?")


def _attached_quality(phrase: str, pc: _Ctx, default_zone) -> Selector | None:
    """"equipped creatures you control" / "… that's enchanted or equipped" → the selector of the rest with
    ``attached_with`` the subtypes one of which an attached permanent has; None: not this form."""
    m = _ATTACHED_FRONT.fullmatch(phrase)
    if m:
        rest, words = m.group(2), (m.group(1).lower(),)
    else:
        m = _ATTACHED_BACK.fullmatch(phrase)
        if not m or re.search(r"\b(?:that|or|and)\b", m.group(1)):
            return None
        rest, words = m.group(1), tuple(w for w in m.groups()[1:] if w)
    sel = parse_selector(rest, pc, default_zone=default_zone)
    if not isinstance(sel, Selector) or sel.relation is not None or sel.attached_with:
        return None
    return replace(sel, attached_with=frozenset(_ATTACHED_WORDS[w] for w in words), describe=phrase)


def _flat(selectors) -> tuple:
    """The alternatives of descriptions each read as one or a union of several ("white or blue instant or sorcery
    spell": white instant, white sorcery, blue instant, blue sorcery)."""
    return tuple(p for s in selectors for p in (s.parts if isinstance(s, AnyOf) else (s,)))


def parse_selector(phrase: str, pc: _Ctx, *, default_zone=frozenset(("battlefield",))) -> Selector | AnyOf:
    phrase = phrase.strip()
    from .teamwords import team_selector   # "Knights your team controls" = "Knights you control" (102.4)
    team = team_selector(phrase, lambda q: parse_selector(q, pc, default_zone=default_zone))
    if team is not None:
        return team
    if " put there from " in phrase:   # "… cards in your graveyard that were put there from the battlefield this turn"
        from .putthere import read_put_there
        got = read_put_there(phrase, parse_selector, pc, default_zone)
        if got is not None:
            return got
    if " attached to " in phrase:   # "Auras attached to permanents you control" (kb.engine.attachedto)
        from .attachedto import read_attached_to
        hosted = read_attached_to(phrase, lambda q, z: parse_selector(q, pc, default_zone=z), default_zone)
        if hosted is not None:
            return hosted
    from .attachedor import attached_or_typed   # "enchanted creature or enchantment creature you control"
    attached = _attached_quality(phrase, pc, default_zone) or \
        attached_or_typed(phrase, lambda q: parse_selector(q, pc, default_zone=default_zone))
    if attached is not None:
        return attached
    from .attacksopponent import read_attacking_an_opponent   # "… that's attacking one of your opponents" (506.2)
    foes = read_attacking_an_opponent(phrase, parse_selector, pc, default_zone)
    if foes is not None:
        return foes
    if re.search(r" with the (?:greatest|highest) .+ among .+ (?:they control|that player controls)$", phrase):
        from .theirgreatest import read_their_greatest   # "a creature with the greatest power among creatures they
        theirs = read_their_greatest(phrase, lambda q: parse_selector(q, pc, default_zone=default_zone))   # control"
        if theirs is not None:
            return theirs
    if " with the greatest " in phrase:   # "creature you control with the greatest power" (kb.engine.comparevalue)
        from .comparevalue import greatest_words
        greatest = greatest_words(phrase)
        if greatest is not None:
            return parse_selector(greatest, pc, default_zone=default_zone)
    if " with the same " in phrase:   # "… with the same mana value as the discarded card" (kb.engine.comparevalue)
        from .comparevalue import same_value_words
        same = same_value_words(phrase)
        if same is not None:
            return parse_selector(same, pc, default_zone=default_zone)
    if re.search(r" with (?:mana value|power|toughness) (?:(?:less|greater) than(?: or equal to)?|equal to) ", phrase) and \
            not re.search(r"(?<!less than or )equal to the number of [^ ]+ counters on ~", phrase):   # below: the source's counters
        from .comparevalue import read_value_compare   # "… with mana value less than or equal to <value>" (107.3a)
        got = read_value_compare(phrase, lambda q: parse_selector(q, pc, default_zone=default_zone),
                                 lambda v: parse_value(v, pc))
        if got is not None:
            return got
    if " whose controller was dealt combat damage by " in phrase:
        from .controllerdamaged import read_controller_dealt_combat_damage   # Steel Hellkite's (510.2, 120.1)
        got = read_controller_dealt_combat_damage(phrase, parse_selector, pc, default_zone)
        if got is not None:
            return got
    if re.match(r"(?:(?:[Ee]ach|[Aa]n?|[Aa]nother|[Oo]ther|[Ee]ach other|[Tt]arget|[Aa]ll) )?[Uu]nblocked ", phrase):
        from .unblocked import read_unblocked   # "each unblocked creature" (509.1h)
        got = read_unblocked(phrase, parse_selector, pc, default_zone)
        if got is not None:
            return got
    if re.match(r"[Cc]ommanders? ", phrase):   # "Commander creatures you own" (903.3, kb.engine.commanders)
        from .commanders import read_commander_selector
        named = read_commander_selector(phrase, parse_selector, pc, default_zone)
        if named is not None:
            return named
    if re.match(r"(?:(?:an?|another|other) )?\d+/\d+ creature", phrase):   # "a 1/1 creature" (kb.engine.ptselector)
        from .ptselector import read_sized
        got = read_sized(phrase, pc, parse_selector, default_zone)
        if got is not None:
            return got
    if " without " in phrase and " or " in phrase:   # "creatures without flying or reach" (kb.engine.withoutkeywords)
        from .withoutkeywords import read_without_either
        got = read_without_either(phrase, pc, parse_selector, default_zone)
        if got is not None:
            return got
    if phrase.endswith(" one or more colors"):   # "permanents they control that are one or more colors" (kb.engine.colored)
        from .colored import read_colored
        got = read_colored(phrase, pc, parse_selector, default_zone)
        if got is not None:
            return got
    if " other than a basic land" in phrase:   # "card in a graveyard other than a basic land card" (205.4c)
        from .otherthanbasic import read_other_than_basic_land
        got = read_other_than_basic_land(phrase, pc, parse_selector, default_zone)
        if got is not None:
            return got
    if phrase.endswith(" with no abilities"):   # "Creatures with no abilities" (kb.engine.noabilities)
        from .noabilities import read_no_abilities
        got = read_no_abilities(phrase, pc, parse_selector, default_zone)
        if got is not None:
            return got
    if " cast from " in phrase:   # "spell that wasn't cast from its owner's hand" (601.2a, kb.engine.spellcastfrom)
        from .spellcastfrom import read_spell_cast_from
        got = read_spell_cast_from(phrase, parse_selector, pc, default_zone)
        if got is not None:
            return got
    if " that targets " in phrase:   # "spell that targets a creature" (115.9b, kb.engine.spellaim)
        from .spellaim import read_spell_aim
        aim = read_spell_aim(phrase, parse_selector, pc, default_zone)
        if aim is not None:
            return aim
    if " named " in phrase and "," in phrase:   # "Equipment named A, B, and C" (201.2; kb.engine.namedlist)
        from .namedlist import read_named_list
        got = read_named_list(phrase, pc, parse_selector, default_zone)
        if got is not None:
            return got
    try:
        return _simple_selector(phrase.replace(",", ""), pc, default_zone)
    except ParseError:
        pass
    either = _either_card(phrase, pc, default_zone)
    if either is not None:
        return either
    m = re.fullmatch(r"(.+? with )a kicker ability\b(.*)", phrase)
    if m:   # "card with a kicker ability": kicker, or multikicker, a variant of the kicker ability (702.33a, 702.33c)
        return AnyOf(_flat(parse_selector(f"{m.group(1)}{kw}{m.group(2)}", pc, default_zone=default_zone)
                           for kw in ("kicker", "multikicker")), describe=phrase)
    m = re.fullmatch(r"(.+? with )a cycling ability\b(.*)", phrase)
    if m:   # "card with a cycling ability": with cycling, typecycling included (702.29a, 702.29f: keywordbase.has_keyword)
        try:   # one alternative: the words "a cycling ability" kept for the accounting (kb.engine.render)
            return AnyOf((parse_selector(f"{m.group(1)}cycling{m.group(2)}", pc, default_zone=default_zone),),
                         describe=phrase)
        except ParseError:
            pass
    m = re.fullmatch(r"(.+? with (?:mana value|power|toughness) )(\d+(?:, \d+)*),? or (\d+)\b(.*)", phrase)
    if m:   # "creature spell with mana value 4, 5, or 6": one value of those (202.3, 208.1)
        return AnyOf(_flat(parse_selector(f"{m.group(1)}{n}{m.group(4)}", pc, default_zone=default_zone)
                           for n in [*m.group(2).split(", "), m.group(3)]), describe=phrase)
    m = re.fullmatch(r"(.+?) (with [a-z][a-z ]*?) ((?:an opponent|you|your opponents|defending player) "
                     r"(?:controls?|don't control))", phrase)
    if m and " with " not in f" {m.group(1)} ":
        # "creature with flying an opponent controls": the quality said before whose it is, the same objects as
        # "creature an opponent controls with flying" (109.5: who controls it; 702: the ability it has)
        try:
            return replace_describe(_simple_selector(f"{m.group(1)} {m.group(3)} {m.group(2)}", pc, default_zone), phrase)
        except ParseError:
            pass
    m = re.fullmatch(r"((?:[a-z]+, )*[a-z]+,? (?:and/)?or [a-z]+)( .+)?", phrase)
    words = re.split(r",\s*(?:and/or\s+|or\s+)?|\s+(?:and/)?or\s+", m.group(1)) if m else []
    if words and all(w.endswith("s") and w[:-1] in _TYPE_NOUNS for w in words):
        # "two artifacts, creatures, and/or lands you control": objects each of which is one of those types (each one
        # counted once), the same as "artifact, creature, or land you control" said of each (205.2a)
        one = [w[:-1] for w in words]
        said = (", ".join(one[:-1]) + ("," if len(one) > 2 else "") + " or " + one[-1]) + (m.group(2) or "")
        return replace(parse_selector(said, pc, default_zone=default_zone), describe=phrase)
    m = re.fullmatch(r"([Ee]ach (?:other )?|[Oo]ther )?((?:creature|permanent|land|artifact)s? you control) that(?:'s| is) "
                     r"(an? [A-Z][\w-]+(?:, (?:an? )?[A-Z][\w-]+)*,? (?:and/)?or (?:an? )?[A-Z][\w-]+|an? [A-Z][\w-]+)", phrase)
    kinds = [w for w in re.split(r",\s*(?:and/or\s+|or\s+)?|\s+(?:and/)?or\s+", m.group(3))] if m else []
    kinds = [re.sub(r"^an? ", "", w) for w in kinds if w]
    if m and kinds and all(known_subtype(w) for w in kinds):
        # "each creature you control that's a Wolf or a Werewolf": the same objects as "Wolf or Werewolf creatures you
        # control" (205.3: a subtype of the type named; "each": every one of them); "each other creature you control
        # that's a Cat, Elemental, Nightmare, Dinosaur, or Beast": other ones of any of those subtypes
        lead = "other " if "other" in (m.group(1) or "").lower() else ""
        said = kinds[0] if len(kinds) == 1 else (
            f"{kinds[0]} or {kinds[1]}" if len(kinds) == 2 else ", ".join(kinds[:-1]) + f", or {kinds[-1]}")
        got = parse_selector(f"{lead}{said} {m.group(2)}", pc, default_zone=default_zone)
        return replace(got, describe=phrase)
    that = _that_is_colored(phrase, pc, default_zone)
    if that is not None:
        return that
    # "black, red, or green creature spell": colours joined by commas and "or" share the noun that follows; so do
    # subtypes ("Spirit or Arcane spell", "Aura or Equipment spell")
    m = re.fullmatch(r"((?:[A-Za-z]+, )+(?:or |and/or )?[A-Za-z]+|[A-Za-z]+ (?:and/)?or [A-Za-z]+) (.+)", phrase)
    if m:
        words = [w for w in re.split(r",\s*(?:or\s+|and/or\s+)?|\s+(?:and/)?or\s+", m.group(1)) if w]
        if len(words) > 1 and (all(w in _COLOR_WORDS for w in words) or
                               all(w[0].isupper() and w not in _NOT_SUBTYPES and not card_type(w) and known_subtype(w)
                                   for w in words)):
            try:
                return AnyOf(tuple(_simple_selector(f"{w} {m.group(2)}", pc, default_zone) for w in words), describe=phrase)
            except ParseError:
                # "white or blue instant or sorcery spell", "Faerie or Wizard permanent spell": each colour (or
                # subtype) describes the whole description that follows, itself a union (105.2, 205.2a, 110.4b)
                return AnyOf(_flat(parse_selector(f"{w} {m.group(2)}", pc, default_zone=default_zone) for w in words),
                             describe=phrase)
        # "blue or artifact card", "black or artifact creature", "noncreature or Otter spell": a colour, a card type
        # ("non-" one too) and a subtype each describe the noun that follows (105.2, 205.2a, 205.3); either fits
        kinds = {"color" if w in _COLOR_WORDS else "type" if w.removeprefix("non") in _TYPE_NOUNS else
                 "subtype" if w[0].isupper() and w not in _NOT_SUBTYPES and known_subtype(w) else
                 "status" if w in _STATUS_WORDS else "" for w in words}
        # "attacking or tapped creature", "attacking or blocking creature": a status (506.4, 110.5) each describes
        # the noun that follows; either fits
        if len(words) > 1 and "" not in kinds and (len(kinds) > 1 or kinds == {"status"}):
            try:
                return AnyOf(tuple(_simple_selector(f"{w} {m.group(2)}", pc, default_zone) for w in words),
                             describe=phrase)
            except ParseError:
                pass
    # 700.6: "historic": an artifact, a legendary object or a Saga
    m = re.fullmatch(r"(.*?\b)historic\b(.*)", phrase)
    if m:
        return AnyOf(tuple(_simple_selector(f"{m.group(1)}{w}{m.group(2)}", pc, default_zone)
                           for w in HISTORIC_WORDS), describe=phrase, term="historic_term")
    # 700.12: "outlaw": an Assassin, Mercenary, Pirate, Rogue, or Warlock ("outlaws you control", "an outlaw spell";
    # "non-outlaw" is none of them, not read here)
    m = re.fullmatch(r"(.*?(?<![\w-]))[Oo]utlaw(s?)\b(.*)", phrase)
    if m:
        return AnyOf(tuple(_simple_selector(f"{m.group(1)}{t}{m.group(2)}{m.group(3)}", pc, default_zone)
                           for t in OUTLAW_TYPES), describe=phrase, term="outlaw_term")
    # 110.4a: a "permanent card" is an artifact, battle, creature, enchantment, land or planeswalker card
    m = re.fullmatch(r"(.*?\b)permanent (cards?\b.*)", phrase)
    if m:
        return AnyOf(tuple(_simple_selector(f"{m.group(1)}{t.lower()} {m.group(2)}", pc, default_zone)
                           for t in sorted(PERMANENT_TYPES)), describe=phrase)
    # 110.4b: a "permanent spell" is an artifact, battle, creature, enchantment, or planeswalker spell ("a Faerie or
    # Wizard permanent spell": each of those kinds of the words before)
    m = re.fullmatch(r"(.*?\b)permanent (spells?\b.*)", phrase)
    if m:
        return AnyOf(_flat(parse_selector(f"{m.group(1)}{t.lower()} {m.group(2)}", pc, default_zone=default_zone)
                           for t in sorted(PERMANENT_TYPES - {"Land"})), describe=phrase)
    # "Wolf or Werewolf you control", "Elves and/or Warriors": creature types joined by "or" share what follows
    # ("a Plains or an Island you control": the articles before each are dropped; "another Goblin or Shaman you
    # control", 702.72a: "another" is each one's)
    shared = shared_noun_parts(phrase)   # "Other snow and Zombie creatures you control" (kb.engine.sharednoun)
    if shared is not None:
        return AnyOf(tuple(_simple_selector(x, pc, default_zone) for x in shared), describe=phrase)
    bare = re.sub(r"^an? (?=[A-Z])|(?<=,|r) an? (?=[A-Z])", lambda a: "" if a.group(0).startswith("a") else " ", phrase)
    # "Other Wolves and Werewolves you control" (plural subtypes joined by "and": each object that is one of them,
    # and "other" is each one's, 205.3m, 611.3a — never a first part "Other Wolves" and a second without it)
    m = re.fullmatch(r"((?:[Aa]nother|[Oo]ther) )?((?:[A-Z][\w'-]*, )*[A-Z][\w'-]*,? (?:or|and/or|and) [A-Z][\w'-]*)( .+)?",
                     bare)
    if m and re.search(r"(?:^|[\s,])and\s", m.group(2)):
        # "and" joins plural subtypes only ("Wolves and Werewolves"); "Wolf and Werewolf" is not read here
        joined = [w for w in re.split(r",\s*(?:and\s+)?|\s+and\s+", m.group(2)) if w]
        if not all(singular(w) != w and known_subtype(singular(w)) for w in joined):
            m = None
    if m:
        words = [w for w in re.split(r",\s*(?:or\s+|and/or\s+|and\s+)?|\s+(?:or|and/or|and)\s+", m.group(2)) if w]
        if len(words) > 1 and all(known_subtype(singular(w)) or known_subtype(w) for w in words):
            return AnyOf(tuple(_simple_selector(f"{m.group(1) or ''}{w}{m.group(3) or ''}", pc, default_zone)
                               for w in words), describe=phrase)
    # "artifact or creature on the battlefield", "creature or planeswalker you control", "creature or Vehicle": card
    # types (or a card type and a subtype) joined by "or" (the words after the last one are shared)
    nouns = "|".join(_TYPE_NOUNS)
    phrase_or = re.sub(rf"\b({nouns})\s+(?:and/)?or\s+(?=(?:{nouns}|[A-Z][a-z]+)\b)", r"\1, or ", phrase)
    parts = [p for p in re.split(r",\s*(?:and\s+|or\s+)?|\s+and\s+(?=all\s|each\s)|\s+and\s+", phrase_or) if p.strip()]
    if len(parts) < 2:
        raise ParseError(phrase, "not a description of objects the engine knows", pc.card)
    # "tapped artifact, creature, and land you control": the words before the first noun describe each bare noun after
    first = re.fullmatch(rf"(.+?) ((?:{nouns})s?)", parts[0])
    lead = ""
    if first and not set(first.group(1).lower().split()) & set(_TYPE_NOUNS) and all(re.fullmatch(rf"(?:{nouns})s?(?: .+)?", p) and p.split()[0] not in ("or", "and") for p in parts[1:]):
        parts = [parts[0]] + [f"{first.group(1)} {p}" for p in parts[1:]]
        lead = re.escape(first.group(1)) + " "
    # "instant or sorcery cards in your graveyard": a bare noun shares what the last part says after its own noun (the
    # zone, whose, "cards"), not only its controller (below); "Creature and enchantment spells you control" too, its
    # first noun capitalised at the start of a sentence; "each instant and sorcery card in your graveyard": after the
    # words before the first noun, which each part has (above)
    shared = re.fullmatch(rf"(?:{lead})?(?:{nouns})s?( .+)", parts[-1])
    if shared:
        parts = [f"{p}{shared.group(1)}" if re.fullmatch(rf"(?:{lead})?(?:{nouns})s?", p, re.I) else p
                 for p in parts[:-1]] + [parts[-1]]
    sels = []
    for p in parts:
        sels.append(_simple_selector(p, pc, default_zone, allow_bare=True))
    # "Artifacts and creatures your opponents control": the last part's controller is shared.
    last = sels[-1]
    if isinstance(last, Selector) and last.controller:
        sels = [replace(s, controller=s.controller or last.controller) if isinstance(s, Selector) else s
                for s in sels]
    return AnyOf(tuple(sels), describe=phrase)


_HOW_MANY_COLORS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5}


def _that_is_colored(phrase: str, pc: _Ctx, default_zone):
    """Colour said after the noun (105.2, 105.4): "a spell that's white, blue, black, or red" (as "white, blue, black,
    or red spell"), "a spell that's both white and black" (each of the two colours), "a spell that's exactly two
    colors", "a spell that's one or more colors" (how many colours it has). None: not such a phrase."""
    m = re.fullmatch(r"((?:.+? )?(?:spell|card|permanent|creature)s?) that(?:'s| is| are) (both )?(.+)", phrase)
    if not m:
        return None
    noun, both, what = m.groups()
    words = [w for w in re.split(r",\s*(?:or\s+|and\s+)?|\s+(?:or|and)\s+", what) if w]
    if all(w in _COLOR_WORDS for w in words):
        if both and len(words) == 2 and " and " in what:
            base = parse_selector(noun, pc, default_zone=default_zone)
            if isinstance(base, Selector):
                return replace(base, all_colors=frozenset(color_of(w) for w in words), describe=phrase)
        elif not both and not re.search(r"\band\b", what):
            return replace_describe(parse_selector(f"{what} {noun}", pc, default_zone=default_zone), phrase)
        return None
    n = re.fullmatch(r"exactly (one|two|three|four|five) colors?|(one or more) colors", what)
    if n and not both:
        base = parse_selector(noun, pc, default_zone=default_zone)
        if isinstance(base, Selector):
            k = _HOW_MANY_COLORS[n.group(1)] if n.group(1) else 1
            cmp = (("colors", ">=", k),) + ((("colors", "<=", k),) if n.group(1) else ())
            return replace(base, compare=base.compare + cmp, describe=phrase)
    return None


def replace_describe(sel, describe: str):
    """The same description with the words it was read from."""
    return replace(sel, describe=describe)


def _either_card(phrase: str, pc: _Ctx, default_zone) -> AnyOf | None:
    """"a Mount creature card or a Plains card", "an instant card or a card with flash", "a noncreature spell or a
    Dragon spell": two whole descriptions of cards (or of spells) joined by "or a / or an", one that fits either fits
    (each read as its own description). Words after the last card that could be shared by both ("from your
    graveyard", "you own") are not split here. None: not such a phrase."""
    noun = re.search(r"\b(card|spell)s?\b", phrase)
    parts = re.split(rf"\s+or\s+an?\s+(?=(?:\S+\s+)*?{noun.group(1)}s?\b)", phrase) if noun else []
    if len(parts) != 2 or not re.search(rf"\b{noun.group(1)}s?\b", parts[0]) or \
            re.search(r"\b(?:from|you control|you own|an opponent controls|in (?:your|a|an|all|their|that)|target)\b",
                      parts[1]) or "," in phrase:
        return None
    sels: list = []
    for part in parts:
        got = parse_selector(part, pc, default_zone=default_zone)
        sels.extend(got.parts if isinstance(got, AnyOf) else (got,))
    return AnyOf(tuple(sels), describe=phrase)


# Capitalised words that are never subtypes (a sentence-initial word of another kind).
_NOT_SUBTYPES = frozenset(("That", "This", "The", "Those", "These", "It", "Its", "Their", "Each", "All", "Target",
                           "Enchanted", "Equipped", "A", "An", "Other", "Another", "Any", "Every", "Up", "You",
                           "Your", "Until", "As", "If", "When", "Whenever", "At", "Then", "Choose"))

from .words import COLOR_WORDS as _COLOR_WORDS  # noqa: E402

_TYPE_NOUNS = {"creature": "Creature", "land": "Land", "artifact": "Artifact", "enchantment": "Enchantment",
               "planeswalker": "Planeswalker", "instant": "Instant", "sorcery": "Sorcery", "battle": "Battle",
               "kindred": "Kindred", "tribal": "Kindred"}


def _it_is_source(ability: str, qual: str) -> bool:
    """Whether "it" in ``qual`` ("blocking it") can name only the ability's source: an activated ability, or a trigger
    of ~'s own ("Whenever ~ becomes blocked, it deals …"), whose words before the description name no other object
    (no target, "that …", "enchanted …") that "it" could point back to."""
    m = re.match(r"(?:(?:When|Whenever) ~ [^,]*, (?:it )?|[^\"]*?: )(.*)", ability)
    if not m or qual not in m.group(1):
        return False
    pre = re.sub(r"(?:(?:up to one )?target |each |a |an )?(?:[\w-]+ )?(?:creature|permanent)s? $", "",
                 m.group(1)[:m.group(1).index(qual)])
    return not re.search(r"\b(?:target|that|those|it|its|they|them|enchanted|equipped|another|other)\b", pre, re.I)


def _simple_selector(phrase: str, pc: _Ctx, default_zone, allow_bare: bool = False) -> Selector:
    original = phrase
    p = phrase.strip()
    kw: dict = {}
    p = re.sub(r"^(?:the )", "", p)
    # "creatures that have -1/-1 counters on them": the same as "with -1/-1 counters on them" (122.1)
    p = re.sub(r" that (?:has|have) ((?:(?:a|an|one or more) )?(?:(?!counters?\b)[^ ]+ )?counters? on (?:it|them))$",
               r" with \1", p)
    # "a creature spell that has an Adventure" (715.2a): an object with an Adventure's alternative characteristics
    adv = re.search(r" that (?:has|have) an Adventure$", p)
    if adv:
        p = p[:adv.start()]
        kw["status"] = kw.get("status", frozenset()) | {"has an Adventure"}
    # "a spell that has flash", "a spell that has convoke": the same as "with flash" (a keyword it has, 702.1)
    kw_that = re.search(r" that (?:has|have) ([a-z][a-z ]*)$", p)
    if kw_that and kw_that.group(1) in KEYWORDS:
        p = p[:kw_that.start()] + " with " + kw_that.group(1)
    m = _QUANT.match(p)
    if m:
        if "other" in m.group(0).lower() or m.group(0).lower().startswith("another"):
            kw["other"] = True
        p = p[m.end():]
    # relations
    m = re.fullmatch(r"(enchanted|equipped|fortified) (creature|land|permanent|artifact|enchantment|planeswalker)", p, re.I)
    if m:
        rel = "equipped" if m.group(1).lower() == "equipped" else "enchanted"
        return Selector(zones=ALL_ZONES, relation=rel, describe=original)
    from .attachedsubtype import read_attached_subtype   # "enchanted Mountain" (303.4, 205.3)
    sub = read_attached_subtype(p)
    if sub is not None:
        return Selector(zones=ALL_ZONES, relation=sub[0], subtypes=frozenset((sub[1],)), describe=original)
    if p in ("~", "it", "It"):
        return replace(SELF, describe=original)
    zones = None
    # trailing qualifiers
    while True:
        q = _TRAILING_QUALIFIER.search(p)
        if not q:
            break
        qual = q.group(1)
        p = p[:q.start()]
        if qual == "you control":
            kw["controller"] = "you"
        elif qual == "enchanted player controls":
            kw["controller"] = "enchanted"   # 303.4b
        elif qual == "the chosen player controls":
            kw["controller"] = "chosen"   # the player chosen as the source entered (614.12; kb.engine.chosenplayer)
        elif qual.startswith("controlled by players who chose "):   # 607.2 (kb.engine.eachplayerword)
            kw["controller"] = chose_controller(qual)
        elif qual.endswith("creature's controller controls"):
            kw["controller"] = "host"   # the controller of the creature the source is attached to (303.4, 301.5)
        elif qual == "defending player controls":
            # 508.5: in an ability of an attacking creature, the player it attacks; read only where the ability's
            # source is the creature whose attack triggers it ("Whenever ~ attacks, …", "Whenever ~ becomes blocked,
            # …": only an attacking creature becomes blocked, 509.1h), never another's, and only in
            # a target (its legality is checked against the combat, kb.engine.legality), not in a description
            # matched elsewhere ("tap all creatures defending player controls")
            ab = pc.ability or ""
            if not re.match(r"(?:When|Whenever) ~ (?:attacks|becomes blocked)\b", ab) or ab.count("defending player controls") != \
                    len(re.findall(r"\btarget (?:[\w-]+ ){1,3}defending player controls", ab)):
                raise ParseError(original, "\u201cdefending player\u201d here is not the source's own target (508.5)",
                                 pc.card)
            kw["controller"] = "defending"
        elif qual in ("your opponents control", "an opponent controls", "you don't control"):
            kw["controller"] = "opponent" if qual != "you don't control" else "not_you"
        elif qual == "you own":
            kw["owner"] = "you"
        elif re.fullmatch(r"with an? (even|odd) mana value", qual):   # 202.3: its mana value's parity (0 is even)
            kw["compare"] = kw.get("compare", ()) + (("mana_value", qual.split()[2], None),)
        elif qual == "you own and control":   # "other nonland permanents you own and control" (108.3, 108.4): both
            kw["owner"] = kw["controller"] = "you"
        elif qual == "you don't own":   # "permanents you don't own" (108.3: its owner is another player)
            kw["owner"] = "not_you"
        elif qual in ("in graveyards", "in all graveyards", "in a graveyard"):
            zones = frozenset(("graveyard",))
        elif qual == "in your graveyard":
            zones = frozenset(("graveyard",))
            kw["owner"] = "you"
        elif qual == "in an opponent's graveyard":   # a card an opponent owns there (404.2: its owner's graveyard)
            zones = frozenset(("graveyard",))
            kw["owner"] = "opponent"
        elif qual == "in your hand":
            zones = frozenset(("hand",))
            kw["owner"] = "you"
        elif qual == "of the chosen type":   # the kind its "as ~ enters" ability chose (Cloud Key: a card type;
            # Roots of Life: "choose Island or Swamp", a basic land type; else a creature type)
            kw["chosen"] = pc.chosen_kind if pc.chosen_kind in ("card_type", "basic_land_type") else "creature_type"
        elif qual in ("of the chosen color", "of the chosen colour"):
            kw["chosen"] = "color"
        elif qual == "with the chosen name":   # a card name chosen (201.4)
            kw["chosen"] = "card_name"
        elif qual == "on the battlefield":
            zones = frozenset(("battlefield",))
        elif qual == "on the battlefield or in the command zone":   # a commander's two places (408.1, 903.6)
            zones = frozenset(("battlefield", "command"))
        elif qual == "in exile":   # "cards you own in exile" (406.1; its owner, 108.3, read with "you own")
            zones = frozenset(("exile",))
        elif qual == "that aren't on the battlefield":
            zones = _NOT_BATTLEFIELD
        elif qual.startswith("named "):
            nm = qual[6:].strip()
            kw["names"] = frozenset((pc.card if nm == "~" else nm,))
        elif re.fullmatch(r"with (?:mana value|power|toughness) equal to (?:that|the|the chosen) number", qual):
            attr = re.match(r"with (mana value|power|toughness)", qual).group(1).replace(" ", "_")
            kw["compare"] = kw.get("compare", ()) + ((attr, "==", "number"),)
        elif re.fullmatch(r"with (?:mana value|power|toughness) (?:\d+|X) or (?:less|greater|more)", qual):
            mq = re.fullmatch(r"with (mana value|power|toughness) (\d+|X) or (less|greater|more)", qual)
            # X: the X of the spell or ability (107.3), read as it is checked (filters.Selector.match)
            kw["compare"] = kw.get("compare", ()) + ((mq.group(1).replace(" ", "_"), "<=" if mq.group(3) == "less" else ">=",
                                                      "X" if mq.group(2) == "X" else int(mq.group(2))),)
        elif (mq := re.fullmatch(r"with (?:an )?(even|odd) mana values?", qual)):
            # "spells with even mana values", "a source you control with an odd mana value" (202.3; 0 is even, 202.3a)
            kw["compare"] = kw.get("compare", ()) + (("mana_value", "parity", 0 if mq.group(1) == "even" else 1),)
        elif (mq := re.fullmatch(r"with (mana value|power|toughness) (\d+|X)", qual)):
            # "Counter target spell with mana value 1": exactly that value (202.3); X is the spell's own (107.3)
            kw["compare"] = kw.get("compare", ()) + ((mq.group(1).replace(" ", "_"), "=",
                                                      "X" if mq.group(2) == "X" else int(mq.group(2))),)
        elif re.fullmatch(r"with (?:mana value|power|toughness) (?:less|greater) than (?:or equal to )?~'s "
                          r"(?:mana value|power|toughness)", qual):
            # "with power less than ~'s power" (mentor, 702.134a), "… less than or equal to ~'s power" (Earthshaker
            # Khenra): compared with the source as it is when the selector is matched (as the target is chosen and
            # again as the ability resolves, 608.2b), or as it last existed
            mq = re.fullmatch(r"with (mana value|power|toughness) (less|greater) than (or equal to )?~'s "
                              r"(mana value|power|toughness)", qual)
            op = ("<" if mq.group(2) == "less" else ">") + ("=" if mq.group(3) else "")
            kw["compare"] = kw.get("compare", ()) + ((mq.group(1).replace(" ", "_"), op,
                                                      ("source", mq.group(4).replace(" ", "_"))),)
        elif (mq := re.fullmatch(r"with (power|toughness) (less|greater) than (?:its|their) (power|toughness)", qual)) \
                and mq.group(1) != mq.group(3):
            # "with toughness greater than its power": each object's characteristic compared with its own other one
            kw["compare"] = kw.get("compare", ()) + ((mq.group(1), "<" if mq.group(2) == "less" else ">",
                                                      ("self", mq.group(3))),)
        elif pc.x_announced and re.fullmatch(r"with (?:mana value equal to )?that spell's mana value", qual):
            # "destroy all permanents with that spell's mana value": a resolving cast trigger's spell (603.2, 608.2h),
            # read as the selector is matched (filters._event_spell_value); a static ability has no such spell
            kw["compare"] = kw.get("compare", ()) + (("mana_value", "==", ("event_spell", "mana_value")),)
        elif (mq := re.fullmatch(r"with (power|toughness) equal to (?:its|their) (power|toughness)", qual)) \
                and mq.group(1) != mq.group(2):
            # "with power equal to its toughness" (Symmetry Matrix, Master Symmetrist): each object's characteristic
            # compared with its own other one (208.1)
            kw["compare"] = kw.get("compare", ()) + ((mq.group(1), "=", ("self", mq.group(2))),)
        elif re.fullmatch(r"with (?:mana value|power|toughness) equal to the number of [^ ]+ counters on ~", qual):
            # "with mana value equal to the number of charge counters on ~" (Chalice of the Void): the source's
            # counters, counted whenever the selector is matched (a trigger: as the spell becomes cast, 603.2)
            mq = re.fullmatch(r"with (mana value|power|toughness) equal to the number of ([^ ]+) counters on ~", qual)
            kw["compare"] = kw.get("compare", ()) + ((mq.group(1).replace(" ", "_"), "==", ("counters", mq.group(2))),)
        elif qual == "that has the same name as a card in your graveyard":   # 201.2a (filters._named_in_graveyard)
            kw["same_name_graveyard"] = True
        elif qual == "with the same name as ~":   # a name in common with the source (201.2a; filters._named_like_source)
            kw["same_name_src"] = True
        elif qual == "with the same name as a card exiled with ~":   # 607.2a, 201.2a (kb.engine.exilednames)
            kw["same_name_linked"] = True
        elif re.fullmatch(_WITHOUT_COUNTERS, qual):
            # "that doesn't have a +1/+1 counter on it": none of that kind on it ("a counter": none of any kind, 122.1)
            kw["no_counter"] = (re.fullmatch(_WITHOUT_COUNTERS, qual).group(1) or "").strip() or "*"
        elif re.fullmatch(_WITH_COUNTERS, qual):
            # "with a +1/+1 counter on it", "with +1/+1 counters on them"; "with a counter on it", "with counters on
            # them": one or more of any kind ("*", 122.1)
            kw["counter"] = (re.fullmatch(_WITH_COUNTERS, qual).group(1) or "").strip() or "*"
        elif qual == "other than ~":   # "target creature other than ~": not the source itself, as "another" (109.1)
            kw["other"] = True
        elif qual.startswith("other than "):
            # "creatures other than Werewolves and Wolves": of none of those subtypes (205.3), as "non-Werewolf"
            names = re.split(r",? (?:and|or) |, ", qual[len("other than "):])
            subs = [singular(x) if known_subtype(singular(x)) else x for x in names]
            if not all(known_subtype(x) for x in subs):
                raise ParseError(original, f"unknown subtype in \u201c{qual}\u201d", pc.card)
            kw["not_subtypes_also"] = frozenset(subs)
        elif qual == "with an activated ability that isn't a mana ability":   # 602.1, 605.1a
            kw["nonmana_activated"] = True
        elif re.fullmatch(r"with \{[XPH]\} in (?:its|their) mana costs?", qual):
            # "a spell with {X} in its mana cost": its mana cost has the symbol X (202.1, 107.3), whatever X is;
            # "with {P} in its mana cost": a Phyrexian mana symbol, of any colour or colours (107.4f); "{H}": the same
            # words since the 2024-07-30 rules (107.4g; kb.engine.filters checks the edition has it)
            kw["cost_symbol"] = qual[6]
        elif re.fullmatch(r"(?:blocking|blocked by|blocking or blocked by) (?:~|it)", qual):
            # "target creature blocking or blocked by ~" (509.1h): "it" only where it can name the source alone
            # (an activated ability, or a trigger of ~'s own: "Whenever ~ becomes blocked, it deals …")
            if qual.endswith(" it") and not _it_is_source(pc.ability or "", qual):
                raise ParseError(original, f"\u201c{qual}\u201d: which object \u201cit\u201d names", pc.card)
            kw["combat_with"] = {"blocking": "blocking", "blocked by": "blocked_by"}.get(qual.rsplit(" ", 1)[0], "either")
        elif qual == "exiled with ~":
            kw["linked"] = True
            zones = frozenset(("exile",))
        else:
            neg = qual.startswith("without")
            ks = parse_keyword_list(qual.split(" ", 1)[1])
            if not ks:
                raise ParseError(original, f"unknown ability in \u201c{qual}\u201d", pc.card)
            kw["not_keywords" if neg else "keywords"] = frozenset(k.name for k in ks)
    words = p.split()
    if not words:
        raise ParseError(original, "no noun", pc.card)
    # sentence-initial capital: "Creatures you control", "Nonbasic lands", "White creatures"
    w0 = words[0].lower()
    if (card_type(w0) or color_of(w0) or supertype(w0) or w0.startswith("non") or w0 in
            ("permanents", "permanent", "cards", "card", "spells", "spell", "tokens", "token", "colorless")):
        if not (w0.startswith("non-") and words[0][4:5].isupper()):
            words[0] = w0
    noun = words[-1]
    adjs = words[:-1]
    types, not_types, subtypes, not_subtypes = set(), set(), set(), set()
    colors, not_colors, sup, not_sup = set(), set(), set(), set()
    token = None
    zone_default = default_zone
    n = noun.lower()
    if n in ("permanent", "permanents"):
        zone_default = frozenset(("battlefield",))
    elif n in ("card", "cards"):
        token = False
        zone_default = frozenset(ALL_ZONES)
    elif n in ("spell", "spells"):
        zone_default = frozenset(("stack",))
    elif n in ("object", "objects"):
        zone_default = frozenset(ALL_ZONES)
    elif n in ("token", "tokens"):
        token = True
    elif card_type(noun) and noun[0].islower():
        types.add(card_type(noun))
    elif noun[0].isupper() and not card_type(noun) and noun not in _NOT_SUBTYPES and \
            (known_subtype(singular(noun)) or known_subtype(noun)):
        subtypes.add(singular(noun) if known_subtype(singular(noun)) else noun)
    else:
        raise ParseError(original, f"unknown noun \u201c{noun}\u201d", pc.card)
    for a in adjs:
        al = a.lower()
        if color_of(al):
            colors.add(color_of(al))
        elif al == "colorless":
            kw["colorless"] = True
        elif al in ("multicolored", "monocolored"):   # 105.4: two or more colours / exactly one
            kw["compare"] = kw.get("compare", ()) + ((("colors", ">=", 2),) if al == "multicolored" else
                                                     (("colors", ">=", 1), ("colors", "<=", 1)))
        elif al.startswith("non") and color_of(al[3:].lstrip("-")):
            not_colors.add(color_of(al[3:].lstrip("-")))
        elif al.startswith("non") and card_type(al[3:].lstrip("-")):
            not_types.add(card_type(al[3:].lstrip("-")))
        elif al.startswith("non") and supertype(al[3:].lstrip("-")):
            not_sup.add(supertype(al[3:].lstrip("-")))
        elif al.startswith("non-") and a[4:5].isupper():
            not_subtypes.add(a[4:])
        elif al in ("attacking", "blocking", "tapped", "untapped", "face-down", "face-up"):
            kw["status"] = kw.get("status", frozenset()) | {al}
        elif al == "suspended" and n in ("card", "cards"):   # 702.62b: in exile, with suspend and a time counter
            kw["status"] = kw.get("status", frozenset()) | {al}
            zone_default = frozenset(("exile",))
        elif al == "modified" and types == {"Creature"}:   # 700.9, of creatures only (kb.engine.modified)
            kw["status"] = kw.get("status", frozenset()) | {al}
        elif al in ("nontoken",):
            token = False
        elif al in ("token",):
            token = True
        elif supertype(al):
            sup.add(supertype(al))
        elif card_type(al) and a[0].islower():
            types.add(card_type(al))
        elif a[0].isupper() and not card_type(a) and a not in _NOT_SUBTYPES and known_subtype(a):
            subtypes.add(a)
        else:
            raise ParseError(original, f"unknown word \u201c{a}\u201d", pc.card)
    not_subtypes |= kw.pop("not_subtypes_also", frozenset())
    return Selector(zones=zones or zone_default, types=frozenset(types), not_types=frozenset(not_types),
                    subtypes=frozenset(subtypes), not_subtypes=frozenset(not_subtypes),
                    colors=frozenset(colors), not_colors=frozenset(not_colors), supertypes=frozenset(sup),
                    not_supertypes=frozenset(not_sup), token=token, describe=original, **kw)


# --- values -----------------------------------------------------------------------------------------------
def parse_value(phrase: str, pc: _Ctx, previous: Value | None = None) -> Value:
    p = phrase.strip().rstrip(".")
    if re.fullmatch(r"\d+", p):
        return Const(int(p))
    if p in AMOUNT_WORDS and p not in ("a", "an"):   # "one plus the number of other creatures you control"
        return Const(AMOUNT_WORDS[p])
    if re.fullmatch(r"(its|their|that (creature|permanent|artifact)'s) mana value", p):
        return ManaValueOf()
    if p in ("its power", "~'s power"):
        return PowerOf(of_source=p.startswith("~"))
    m = re.fullmatch(r"the total (power|toughness) of the (?:cards|creature cards) exiled(?: with ~)?|"
                     r"the total (power|toughness) of the exiled (?:cards|creature cards)|their total (power|toughness)", p)
    if m and (not p.startswith("their") or isinstance(previous, LinkedTotal)):
        return LinkedTotal(m.group(1) or m.group(2) or m.group(3))
    m = re.fullmatch(r"that number plus (\d+)", p)
    if m and previous is not None:
        return Plus(previous, int(m.group(1)))
    from .paidvalues import read_paid_value   # "the sacrificed creature's mana value" in a description (608.2h)
    paid = read_paid_value(p)
    if paid is not None:
        return paid
    from .thatdamage import read_that_damage   # "… less than or equal to that damage" (603.2: its trigger event's)
    dealt = read_that_damage(p, pc.ability)
    if dealt is not None:
        return dealt
    exploited = read_exploited_value(p, pc.ability)   # "the exploited creature's toughness" (702.110b, 608.2h)
    if exploited is not None:
        return exploited
    from .exiledcardvalue import read_exiled_card_value   # "the power of the exiled card" (607.2a)
    linked = read_exiled_card_value(p, pc.ability)
    if linked is not None:
        return linked
    if p in ("the result", "that result", "the other result") and getattr(pc, "rolled", False):
        from .dice import RollResult   # of the die roll an instruction before it made (706.4, kb.engine.dice)
        return RollResult("other" if "other" in p else "result")
    g = parse_game_value(p, pc, parse_value, parse_selector)   # life totals, hands, libraries, players (gamevalues)
    if g is not None:
        return g
    from .difference import read_difference   # "if you have fewer than N cards in hand, draw cards equal to the difference"
    d = read_difference(p, pc, parse_value)
    if d is not None:
        return d
    among = _among(p, pc)
    if among is not None:
        return among
    if p == "the number of creatures in your party":   # 700.8
        return PartySize()
    if p == "the amount of mana spent to cast that spell" and pc.x_announced:
        # a resolving ability's instructions only (a cast trigger's spell, 601.2h, kb.engine.spellvalues): a static
        # ability has no event naming "that spell"
        from .spellvalues import read_spell_value
        return read_spell_value(p, None)
    m = re.fullmatch(r"the number of (.+)", p)
    if m:
        return _registered_count(m.group(1), pc) or CountOf(parse_selector(m.group(1), pc), describe=p)
    m = re.fullmatch(r"the total number of (.+)", p)   # "the total number of … cards you own in exile and in …"
    total = _registered_count(m.group(1), pc) if m else None
    if total is not None:
        return total
    raise ParseError(phrase, "not a number the engine can compute", pc.card)


# readers of counts whose values live above this module ("for each land defending player controls": the one player's
# objects, kb.engine.instructions.OnePlayersCount), registered by kb.engine.instructions (it imports this one)
COUNT_READERS: list = []


def _registered_count(what: str, pc: _Ctx) -> Value | None:
    for read in COUNT_READERS:
        v = read(what, pc)
        if v is not None:
            return v
    return None


def _among(p: str, pc: _Ctx) -> Value | None:
    """"the number of basic land types among lands you control" / "basic land type among lands you control" (a
    "for each"), "the greatest power among creatures you control", "the highest mana value among permanents you
    control": one value over the objects described (filters.KindsAmong, filters.GreatestAmong)."""
    m = re.fullmatch(r"(?:the number of )?(card type|basic land type|color)s? among (.+)", p)
    if m:
        zones = frozenset(ALL_ZONES) if re.search(r"\bcards?\b", m.group(2)) else frozenset(("battlefield",))
        return KindsAmong(parse_selector(m.group(2), pc, default_zone=zones), kind=m.group(1).replace(" ", "_"), describe=p)
    m = re.fullmatch(r"the (?:greatest|highest) (power|toughness|mana value) of an? (commander .+)", p)
    if m:   # "… of a commander you own on the battlefield or in the command zone" (kb.engine.commanders)
        from .commanders import greatest_of_commanders
        return greatest_of_commanders(parse_selector(m.group(2), pc, default_zone=frozenset(ALL_ZONES)),
                                      m.group(1).replace(" ", "_"), p)
    m = re.fullmatch(r"the (?:greatest|highest) (power|toughness|mana value) among (.+)", p)
    if m:
        zones = frozenset(ALL_ZONES) if re.search(r"\bcards?\b", m.group(2)) else frozenset(("battlefield",))
        return GreatestAmong(parse_selector(m.group(2), pc, default_zone=zones), attr=m.group(1).replace(" ", "_"),
                             describe=p)
    # "the total power of creatures you control" (a sum), "different mana value among nonland cards in your graveyard",
    # "different mana cost among nonland cards in your graveyard" (how many values): one characteristic over the objects described (filters.TotalAmong, filters.DistinctAmong)
    m = re.fullmatch(r"the total (power|toughness|mana value) of (.+)|"
                     r"(?:the number of )?different (power|toughness|mana value|mana cost)s? among (.+)", p)
    if m and not re.search(r"\b(?:this way|exiled|sacrificed|discarded|returned|tapped this|those|that|them|it)\b",
                           m.group(2) or m.group(4)):
        attr, what = (m.group(1) or m.group(3)).replace(" ", "_"), m.group(2) or m.group(4)
        zones = frozenset(ALL_ZONES) if re.search(r"\bcards?\b", what) else frozenset(("battlefield",))
        kind = TotalAmong if m.group(1) else DistinctAmong
        return kind(parse_selector(what, pc, default_zone=zones), attr=attr, describe=p)
    colors = f"({COLOR_ALT})"
    m = re.fullmatch(rf"your devotion to {colors}(?: and {colors})?|"
                     rf"(?:the number of )?{colors}(?: and {colors})? mana symbols? in the mana costs of permanents you control", p)
    if m:   # 700.5
        return Devotion(frozenset(color_of(c) for c in m.groups() if c), describe=p)
    return None


_PT = re.compile(r"([+-])(\d+|X)/([+-])(\d+|X)")


def _pt_mod(clause: str, pc: _Ctx) -> PTModOp:
    extra = re.fullmatch(r"an additional (.+)", clause)
    if extra:   # "As long as equipped creature is a Human, it gets an additional +1/+1": one more modification
        return replace(_pt_mod(extra.group(1), pc), additional=True)
    m = re.fullmatch(r"([+-](?:\d+|X))/([+-](?:\d+|X))(?:\s+for each (.+?))?(?:,? where X is (.+))?", clause)
    if not m:
        raise ParseError(clause, "expected +N/+N", pc.card)
    dp, dt, each, xdef = m.groups()
    xval = not_below_zero(parse_value(xdef, pc)) if xdef else None   # 107.1b: X modifies, so not below 0

    def val(s: str) -> Value:
        if s[1:] != "X":
            return Const(int(s))
        v = _n_or_x("X", xval, pc, clause)
        return v if s[0] == "+" else Times(v, -1)
    p, t = val(dp), val(dt)
    if each:
        count = parse_each(each, pc)
        p = Times(count, p.n) if isinstance(p, Const) else p
        t = Times(count, t.n) if isinstance(t, Const) else t
    return PTModOp(p, t)


def _n_or_x(body: str, xval: Value | None, pc: _Ctx, clause: str) -> Value:
    """A number of a P/T phrase: a digit string, or X — the value "where X is …" defines, else the X announced
    ("{X}: ~ gets +X/+0", a spell's "Target creature gets +X/+X", 107.3a, 601.2b); an X nothing defines is unread."""
    if body != "X":
        return Const(int(body))
    if xval is not None:
        return xval
    if x_in_cost(pc.ability) or pc.x_announced:
        return XValue()
    raise ParseError(clause, "X is not defined", pc.card)


_BASE_PT = re.compile(r"base (power and toughness (\d+|X)/(\d+|X)|power (\d+|X)|toughness (\d+|X))(?:,? where X is (.+))?")


def _base_pt(rest: str, pc: _Ctx, clause: str) -> PTSetOp | None:
    """"base power and toughness 1/1 / X/X", "base power 0", "base toughness 4" (613.4b: set in layer 7b; a part not
    named keeps its value), X defined by "where X is …" or announced (107.3a). A value that sets power or toughness
    may be negative (107.1b)."""
    m = _BASE_PT.fullmatch(rest)
    if not m:
        from .basebecome import read_base_choice   # "base power and toughness 4/1 or 1/4": one, chosen (608.2d)
        choice = read_base_choice(rest)
        if choice is not None:
            return choice
        from .changebase import base_pt_of_source   # "… equal to ~'s power and toughness" (613.4b, 608.2h)
        return base_pt_of_source(rest, pc.ability)
    xval = parse_value(m.group(6), pc) if m.group(6) else None
    if m.group(2):
        return PTSetOp(_n_or_x(m.group(2), xval, pc, clause), _n_or_x(m.group(3), xval, pc, clause))
    if m.group(4):
        return PTSetOp(_n_or_x(m.group(4), xval, pc, clause), None)
    return PTSetOp(None, _n_or_x(m.group(5), xval, pc, clause))


def parse_each(each: str, pc: _Ctx, default_zone=frozenset(("battlefield",))) -> Value:
    """What "for each [...]" counts: "Aura attached to it" and "other creature ... that shares a creature type with
    it" counted for the object the effect modifies (303.4b; Coat of Arms, 613.4c), the game's players, cards and life
    (kb.engine.gamevalues), or the objects of a description."""
    attached = re.fullmatch(r"(.+?) attached to it", each)
    if attached:
        return AttachedCount(parse_selector(attached.group(1), pc), describe=f"each {each}")
    shares = re.fullmatch(r"(other )?(.+?) that shares? (?:at least one|a) creature type with it", each)
    if shares:
        return SharingTypeCount(parse_selector(shares.group(2), pc), other=bool(shares.group(1)), describe=f"each {each}")
    from .samenamecount import read_same_name_count   # "… with the same name as that creature" (201.2a)
    named = read_same_name_count(each, pc, parse_selector)
    if named is not None:
        return named
    if each == "creature in your party":   # 700.8
        return PartySize()
    among = _among(each, pc)
    if among is not None:   # "for each basic land type among lands you control" (domain)
        return among
    registered = _registered_count(each, pc)
    if registered is not None:   # "for each land defending player controls"
        return registered
    return parse_game_each(each, pc, parse_selector) or \
        CountOf(parse_selector(each, pc, default_zone=default_zone), describe=f"each {each}")


# --- conditions ---------------------------------------------------------------------------------------------

def read_own_cost_change(s: str, pc: _Ctx) -> "CostOp | None":
    """A spell's or an activated ability's own cost change, determined with its total cost (601.2f; 602.2b: an
    activated ability's activation cost is its analog of a mana cost): "~ costs {1} less to cast for each creature you
    attacked with this turn", "If you have 10 or less life, ~ costs {2} less to cast" (the condition written first),
    "~ costs {X} less to cast, where X is your devotion to black" (X counted as the total cost is determined), "This
    ability costs {1} less to activate for each basic land type among lands you control", "… if you control a
    legendary creature", "… if it targets a creature with power 3 or less". None: not one of these."""
    lead = re.fullmatch(r"If (.+?), (~ costs .+)", s)
    during = re.fullmatch(r"((?:~|This ability) costs .+?) during (your turn)", s) if lead is None else None
    if during:   # "~ costs {1} less to cast during your turn": as long as it's your turn (500.1), when the cost is determined
        lead, s = re.fullmatch(r"(it's your turn), (.+)", f"it's your turn, {during.group(1)}"), during.group(1)
    m = re.fullmatch(r"(~|This ability) costs (\{\d+\}|\{X\}|(?:\{\d+\})?(?:\{[WUBRGC]\})+) (less|more) to "
                     r"(cast|activate)(?: for each (.+?)| if it targets (.+)| if (.+)|, where X is (.+))?", lead.group(2) if lead else s)
    if not m or (m.group(1) == "~") != (m.group(4) == "cast") or (m.group(2) == "{X}") == (m.group(8) is None) or \
            (lead and (m.group(6) or m.group(7))):
        return None
    from .paidcount import read_paid_each
    x_value = parse_value(m.group(8), pc) if m.group(8) else None
    syms = ManaCost.parse(m.group(2)).symbols if not x_value else ("1",)
    n = sum(int(x) for x in syms if x.isdigit()) * (-1 if m.group(3) == "less" else 1)
    colored = tuple(x for x in syms if not x.isdigit())
    each, per, count = m.group(5), None, x_value
    # "if it targets an attacking or tapped creature", "… an instant or sorcery spell": the selector grammar's
    aim = parse_selector(re.sub(r"^(?:an?|one) ", "", m.group(6)), pc, default_zone=frozenset(ALL_ZONES)) \
        if m.group(6) else None
    cond_words = m.group(7) or (lead.group(1) if lead else None)
    # "if you control a Wizard", "if you've cast another spell this turn": checked as the total cost is determined
    # (601.2f), the turn's history included
    if_cond = parse_condition_now(cond_words, pc)[0] if cond_words and cond_words not in ("it's bargained", "~ is bargained") \
        else None
    if getattr(if_cond, "what", None) == "cast_you":   # the spell being cast is not yet cast (601.2f before 601.2i):
        if_cond = replace(if_cond, another=True)        # never one of the spells counted
    if cond_words in ("it's bargained", "~ is bargained"):   # 702.166b: its bargain cost announced (601.2b)
        if_cond, per = None, "bargained"
    if each == "creature you attacked with this turn":
        per = "attacked"
    elif each == "target beyond the first":   # counted from the targets chosen (601.2c before 601.2f)
        per = "extra_target"
    elif each and m.group(4) == "cast" and read_paid_each(each):   # "for each creature sacrificed this way": announced (601.2b; kb.engine.paidcount)
        per = read_paid_each(each)
    elif each:   # "for each creature card in your graveyard": counted as the total cost is determined (601.2f)
        count = parse_each(each, pc)   # "artifact you control": permanents (109.2); "card in your graveyard" says its zone
    less = m.group(3) == "less"   # "costs {1}{U}{U} less": its coloured symbols reduce as 118.7b-c say (kb.engine.colorreduce)
    return CostOp(amount=n, label=s, mana=() if less else colored, fewer=colored if less else (), per=per, count=count,
                  if_targets=aim, condition=if_cond, x=x_value is not None, verb=m.group(4))

def parse_condition(phrase: str, pc: _Ctx) -> tuple[Condition, Selector | None]:
    """→ (condition, the subject "it" refers to, if the condition names one). A phrase no single reading takes may be
    two conditions joined ("you control an artifact and an enchantment", "… or there is a Desert card in your
    graveyard"): each part is read here (kb.engine.conditions.read_joined)."""
    try:
        return _one_condition(phrase, pc)
    except ParseError:
        from .conditions import AllOf, AnyOf, read_joined
        joined = read_joined(phrase.strip(), lambda q: _one_condition(q, pc)[0])
        if joined is None and phrase.count(" and ") + phrase.count(" or ") > 1:
            # "a creature is attacking you and you control a Forest and a Plains" (Qasali Ambusher): a side that is a
            # join itself — each split read whole or joined again (read_joined refuses a phrase read two ways)
            joined = read_joined(phrase.strip(), lambda q: parse_condition(q, pc)[0])
        if joined is None:
            raise
        return (AllOf if joined[0] == "and" else AnyOf)(joined[1], describe=phrase.strip()), None


def _one_condition(phrase: str, pc: _Ctx) -> tuple[Condition, Selector | None]:
    p = re.sub(r"^there's ", "there is ", phrase.strip())   # "as long as there's a Lesson card in your graveyard"
    p = re.sub(r"^(~ has .+ counters? on) (?:him|her|~)$", r"\1 it", p)   # "~ has a conqueror counter on him" (201.5: "~" once read)
    g = parse_game_condition(p, pc, parse_value)   # "you have 30 or more life" (gamevalues)
    if g is not None:
        return g, None
    from .samenamecount import read_same_name_at_least   # "you control eight or more artifacts with the same name as
    g = read_same_name_at_least(p, pc, parse_selector)    # one another" (201.2)
    if g is not None:
        return g, None
    from .combathistory import read_combat_history
    g = read_combat_history(p)   # "~ attacked or blocked this combat" (508.1a, 509.1a)
    if g is not None:
        return g, None
    from .turnevents import parse_history_condition
    # "as long as you've drawn two or more cards this turn": the turn's history, followed by the layers' snapshot
    # (kb.engine.gamevalues.game_key) and so checked at any given moment (611.3a)
    hist = parse_history_condition(p, pc, parse_selector)
    if hist is not None:
        return hist, None
    from .librarytop import read_library_top
    top = read_library_top(p, lambda w: parse_selector(w, pc, default_zone=frozenset(("library",))))
    if top is not None:   # "as long as the top card of your library is black" (611.3a, kb.engine.librarytop)
        return top, None
    from .soulbond import soulbond_phrase
    if soulbond_phrase(p):   # "as long as ~ is paired with another creature" (702.95b, kb.engine.soulbond)
        from .filters import SelfStatus
        return SelfStatus("paired", describe=p), None
    if re.fullmatch(r"~'s impending cost was paid|~ was cast for its impending cost", p):
        # 702.176a: the permanent its impending-cast spell became (the 2024-11-08 wording: "cast for its impending cost")
        from .filters import SelfStatus
        return SelfStatus("impending", describe=p), None
    m = re.fullmatch(r"~'s (dash|blitz) cost was paid", p)
    if m:   # 702.109a, 702.152a: the permanent its dash- or blitz-cast spell became (kb.engine.dash)
        from .filters import SelfStatus
        return SelfStatus(m.group(1), describe=p), None
    m = re.fullmatch(r"(\w+) is the most common color among all permanents or is tied for most common", p)
    if m and color_of(m.group(1)):   # 105.1-105.2: the colours of the permanents, counted
        from .filters import MostCommonColor
        return MostCommonColor(color_of(m.group(1)), describe=p), None
    m = re.fullmatch(r"~ is in your (graveyard|hand|exile)|~ is on the (battlefield)|~ is in the (command) zone", p)
    if m:   # the source's own zone (113.6b: an ability that says so functions there, kb.engine.abilities.functions_in);
        # "if ~ is in the command zone or on the battlefield" (a commander's, 408.1): each side read here, joined by "or"
        from .filters import SelfIn
        return SelfIn(m.group(1) or m.group(2) or m.group(3), describe=p), None
    from .attackingmost import read_attacking_most_life   # "if it's attacking the player with the most life or tied …"
    most = read_attacking_most_life(p)
    if most is not None:   # 506.3, 119 (kb.engine.attackingmost)
        return most, None
    m = re.fullmatch(r"(?:~ is|it's|it is) (attacking alone|blocking alone|attacking|blocking|enchanted|equipped|tapped|"
                     r"untapped|monstrous|renowned|modified|attached to a creature)", p)
    if m:   # the source itself ("it": the subject, ~, for a trailing condition)
        from .filters import SelfStatus
        return SelfStatus("attached_to_creature" if m.group(1).startswith("attached") else m.group(1), describe=p), None
    m = re.fullmatch(r"((?:enchanted|equipped) (?:creature|permanent|land|artifact)) is (attacking|blocking|tapped|untapped)"
                     r"( alone)?", p)
    if m and not (m.group(3) and m.group(2).endswith("tapped")):
        # "as long as enchanted creature is attacking alone" (506.4-506.5), "Activate only if enchanted land is
        # untapped" (110.5): the object the Aura or Equipment is attached to
        from .filters import SelfStatus
        subject = _simple_selector(m.group(1), pc, frozenset(("battlefield",)))
        return SelfStatus(m.group(2) + (m.group(3) or ""), describe=p, subject=subject), subject
    m = re.fullmatch(r"~ (entered|didn't enter|did not enter)(?: the battlefield)? this turn", p)
    if m:   # the source's own entering (400.7)
        from .gamevalues import EnteredThisTurn
        return EnteredThisTurn(describe=p, negated=m.group(1) != "entered"), None
    m = re.fullmatch(r"~ is level (\d+)( or greater)?", p)
    if m:   # a Class's level (716.2a; none is level 1, 716.2d)
        from .filters import ClassLevelAtLeast
        return ClassLevelAtLeast(int(m.group(1)), exactly=not m.group(2), describe=p), None
    m = re.fullmatch(r"((?:enchanted|equipped) (?:creature|land|permanent|artifact|enchantment)|~) (is|isn't|is not) "
                     r"(?:a |an )?(.+)", p)
    if m:
        subject = _simple_selector(m.group(1), pc, frozenset(("battlefield",)))
        # "is white", "is legendary": a white (legendary) permanent; "isn't legendary": the subject doesn't match
        what = m.group(3) + (" permanent" if color_of(m.group(3)) or m.group(3) in ("legendary", "snow", "historic")
                             else "")
        test = _simple_selector(what, pc, frozenset(ALL_ZONES))
        return SubjectIs(subject, replace(test, zones=ALL_ZONES), describe=p, negated=m.group(2) != "is"), subject
    m = re.fullmatch(r"(~|(?:enchanted|equipped) creature)'s (power|toughness|mana value) is (\w+) or (greater|less)", p)
    if m:   # "Activate only if ~'s power is 4 or greater" (208.1): the object as it is now, read as a description
        cond, subject = _one_condition(f"{m.group(1)} is a permanent with {m.group(2)} {m.group(3)} or {m.group(4)}", pc)
        return replace(cond, describe=p), subject
    m = re.fullmatch(r"~ has (an?|one|two|three|\w+ or more) (?:([+\-\w/]+) )?counters? on it", p)
    if m:   # "as long as it has a +1/+1 counter on it", "… two or more counters on it" (any kind, 122.1)
        from .filters import SelfCounters
        k = m.group(1).split(" or ")[0]
        n = 1 if k in ("a", "an", "one") else (_COUNT_WORDS.get(k) or (int(k) if k.isdigit() else 0))
        if n:   # "a counter on it": any kind
            return SelfCounters(m.group(2) or "*", n, describe=p), None
    m = re.fullmatch(r"~ (?:has no|doesn't have (?:a|an|any)) (?:([+\-\w/]+) )?counters? on it", p)
    if m:   # "as long as ~ has no shell counters on it", "if ~ doesn't have a +1/+1 counter on it" (122.1): none of that
        # kind (of any kind, without one)
        from .filters import SelfCounters
        return SelfCounters(m.group(1) or "*", 1, describe=p, absent=True), None
    m = re.fullmatch(r"((?:enchanted|equipped) creature|~) has ([a-z ]+)", p)
    if m and keyword_of(m.group(2)) is not None:   # "Equipped creature gets +2/+2 as long as it has flying" (702)
        subject = _simple_selector(m.group(1), pc, frozenset(("battlefield",)))
        test = _simple_selector("permanent with " + m.group(2), pc, frozenset(ALL_ZONES))
        return SubjectIs(subject, replace(test, zones=ALL_ZONES), describe=p), subject
    m = re.fullmatch(r"(?:a|an) (.+?) is in (?:a|any) graveyard", p)
    if m:
        return Exists(_simple_selector(m.group(1) + " in graveyards", pc, frozenset(ALL_ZONES)), describe=p), None
    from .linkedgraveyard import DIFFERENT_VALUES, THERE_ARE
    if THERE_ARE.fullmatch(p):   # "there are cards exiled with ~" (607.2a; kb.engine.linkedgraveyard)
        return Exists(_simple_selector("card exiled with ~", pc, frozenset(("exile",))), describe=p), None
    m = DIFFERENT_VALUES.fullmatch(p)
    if m and (_COUNT_WORDS.get(m.group(1)) or m.group(1).isdigit()):
        # "cards with five or more different mana values are exiled with ~" (202.3, 607.2a): how many different values
        # the cards exiled with ~ have, at least that many
        from .filters import ValueAtLeast
        among = DistinctAmong(_simple_selector("card exiled with ~", pc, frozenset(("exile",))),
                              attr=m.group(2).replace(" ", "_"), describe=f"different {m.group(2)}s among cards exiled with ~")
        return ValueAtLeast(among, _COUNT_WORDS.get(m.group(1)) or int(m.group(1)), describe=p), None
    m = re.fullmatch(r"(?:a|an) (.+?) is in your graveyard|there is (?:a|an) (.+?) in your graveyard", p)
    if m:
        return Exists(_simple_selector((m.group(1) or m.group(2)) + " in your graveyard", pc, frozenset(ALL_ZONES)),
                      describe=p), None
    m = re.fullmatch(r"defending player controls (?:a|an) (.+)", p)
    if m:   # the player the source attacks (506.2)
        from .gamevalues import DefendingPlayerControls
        sel = _simple_selector(m.group(1), pc, frozenset(("battlefield",)))
        return DefendingPlayerControls(sel, describe=p), None
    m = re.fullmatch(r"you control (the|each) (.+?)( on the battlefield)? with the (greatest|highest) (power|toughness|"
                     r"mana value)( or tied for the \4 \5)?", p)
    if m and (m.group(1) == "each") == bool(m.group(3)) and (m.group(1) == "each") != bool(m.group(6)):
        # "the creature with the greatest power or tied for …", "each creature on the battlefield with the greatest
        # power" (208.1, 202.3); "the creature with the greatest power" alone doesn't say what a tie does: not read
        from .filters import ControlsGreatest
        return ControlsGreatest(_simple_selector(m.group(2), pc, frozenset(("battlefield",))),
                                m.group(5).replace(" ", "_"), each=m.group(1) == "each", describe=p), None
    m = re.fullmatch(r"you control (?:a|an) (\w+) with the (greatest|highest) (power|toughness|mana value) among "
                     r"(\w+) on the battlefield", p)
    if m and m.group(4) == m.group(1) + "s":
        # "you control a creature with the greatest power among creatures on the battlefield" (208.1): one of the
        # creatures with that greatest value is yours — with a tie, each of them has it
        from .filters import ControlsGreatest
        return ControlsGreatest(_simple_selector(m.group(1), pc, frozenset(("battlefield",))),
                                m.group(3).replace(" ", "_"), among=True, describe=p), None
    m = re.fullmatch(r"((?:enchanted|equipped) creature)'s controller controls (another|an?) (.+)", p)
    if m:   # the controller of the creature the Aura or Equipment is attached to (303.4, 301.5); "another": not that
        # creature (kb.engine.otherattached)
        sel = _simple_selector(("another " if m.group(2) == "another" else "") + m.group(3) +
                               f" {m.group(1)}'s controller controls", pc, frozenset(("battlefield",)))
        return Exists(sel, describe=p), None
    m = re.fullmatch(r"you control (?:a|an) (.+)", p)
    if m:
        try:
            return Exists(_simple_selector(m.group(1) + " you control", pc, frozenset(("battlefield",))), describe=p), None
        except ParseError:
            pass   # "an artifact or enchantment": below
    c = _count_condition(p, pc)
    if c is not None:
        return c, None
    # "a card exiled with ~ is a creature card" (607.2a): some linked card fits the description
    m = re.fullmatch(r"(?:a|an) (?:card|permanent|object) (exiled with ~) is (?:a|an) (.+?) (card|permanent|object)", p)
    if m:
        return Exists(_simple_selector(f"{m.group(2)} {m.group(3)} {m.group(1)}", pc, frozenset(ALL_ZONES)), describe=p), None
    raise ParseError(phrase, "not a condition the engine can check", pc.card)


_COUNT_WORDS = {k: v for k, v in NUMBER_WORDS.items() if k.isalpha() and k not in ("a", "an", "once", "twice", "thrice")}


def _count_condition(p: str, pc: _Ctx):
    """Conditions on how many permanents a player controls (611.3b): "you control another Elf", "an opponent
    controls an Island", "you control two or more artifacts", "your opponents control eight or more lands", "you control no Islands", "you don't control a
    Swamp", "you control an artifact or enchantment"."""
    from .filters import CountAtLeast, ValueAtLeast
    from .sharedtype import read_sharing_count
    bf = frozenset(("battlefield",))
    p = re.sub(r"\bat least (\w+) ", r"\1 or more ", p)   # "you control at least three other snow permanents"
    # "you have four or more creature cards in your graveyard": the same count as "… are in your graveyard" (404.1)
    p = re.sub(r"^you have (\w+ or more .+? in your graveyard)$", r"\1", p)
    # "ten or more creature cards total in all graveyards": the cards of every graveyard counted together (404.1)
    p = re.sub(r"^(there are \w+ or more .+?) total (in all graveyards)$", r"\1 \2", p)
    # "seven or more cards are in your graveyard", "there are four or more card types among cards in your graveyard"
    g = re.fullmatch(r"(?:there are )?(\w+) or more (.+?)(?: are)?( in (?:your|a|an opponent's) graveyard)?", p)
    if g and (g.group(3) or p.startswith("there are ")) and (_COUNT_WORDS.get(g.group(1)) or g.group(1).isdigit()):
        n = _COUNT_WORDS.get(g.group(1)) or int(g.group(1))
        # "there are five or more mana values among cards in your graveyard": different ones (202.3)
        what = re.sub(r"^(mana values|powers|toughnesses) among ", r"different \1 among ", g.group(2)) + (g.group(3) or "")
        return ValueAtLeast(parse_value("the number of " + what, pc), n, describe=p)
    g = re.fullmatch(r"there are fewer than (\w+) (.+?) in (your) graveyard", p)
    if g and (_COUNT_WORDS.get(g.group(1)) or g.group(1).isdigit()):
        # "if there are fewer than six creature cards in your graveyard": the same count, below that number (404.1)
        n = _COUNT_WORDS.get(g.group(1)) or int(g.group(1))
        return ValueAtLeast(parse_value(f"the number of {g.group(2)} in {g.group(3)} graveyard", pc), n, describe=p,
                            below=True)
    more = parse_controls_more(p, pc, parse_selector)   # "an opponent controls more lands than you" (gamevalues)
    if more is not None:
        return more
    # "creatures you control have total power 8 or greater" (208.1): their powers added up
    t = re.fullmatch(r"(.+?) (?:have|has) (?:a )?total (power|toughness) (\w+) or greater", p)
    if t and (_COUNT_WORDS.get(t.group(3)) or t.group(3).isdigit()):
        n = _COUNT_WORDS.get(t.group(3)) or int(t.group(3))
        return ValueAtLeast(parse_value(f"the total {t.group(2)} of {t.group(1)}", pc), n, describe=p)
    if p == "you have a full party":   # 700.8: one each of Cleric, Rogue, Warrior and Wizard
        return ValueAtLeast(PartySize(), 4, describe=p)
    shared = read_sharing_count(p, pc, parse_selector)   # "… that share a creature type" (kb.engine.sharedtype)
    if shared is not None:
        return shared
    # coven: "you control three or more creatures with different powers" (208.1): how many different powers they have
    d = re.fullmatch(r"you control (\w+) or more (.+?) with different (power|toughness|mana value)s", p)
    if d and (_COUNT_WORDS.get(d.group(1)) or d.group(1).isdigit()):
        n = _COUNT_WORDS.get(d.group(1)) or int(d.group(1))
        return ValueAtLeast(parse_value(f"the number of different {d.group(3)}s among {d.group(2)} you control", pc), n,
                            describe=p)
    # "no creatures are on the battlefield", "there are five or more other creatures on the battlefield": every
    # player's permanents together (110.1)
    b = re.fullmatch(r"(?:there are )?(no|(\w+) or (more|fewer)) (.+?) (?:are )?on the battlefield", p)
    if b:
        n = 0 if b.group(1) == "no" else (_COUNT_WORDS.get(b.group(2)) or (int(b.group(2)) if b.group(2).isdigit() else None))
        if n is not None:
            sel = parse_selector(b.group(4), pc, default_zone=bf)
            return CountAtLeast(sel, 0, n, describe=p) if b.group(1) == "no" or b.group(3) == "fewer" else \
                CountAtLeast(sel, n, describe=p)
    # "two or more creatures are blocking it" (509.1h): the creatures blocking the source now (kb.engine.gamevalues.BlockingIt)
    k = re.fullmatch(r"(\w+) or more (.+?) are blocking (?:it|~)", p)
    if k and (_COUNT_WORDS.get(k.group(1)) or k.group(1).isdigit()):
        n = _COUNT_WORDS.get(k.group(1)) or int(k.group(1))
        return ValueAtLeast(parse_each(f"{re.sub(r's$', '', k.group(2))} blocking ~", pc), n, describe=p)
    # "a white creature is attacking", "three or more creatures are attacking", "exactly one creature is attacking":
    # the attacking (blocking) creatures, whoever controls them (508.1k, 509.1g)
    c = re.fullmatch(r"(an?|exactly \w+|\w+ or more) (.+?) (?:is|are) (attacking|blocking)", p)
    if c:
        k = c.group(1).split()
        n = 1 if k[0] in ("a", "an") else _COUNT_WORDS.get(k[-1] if k[0] == "exactly" else k[0])
        if n is not None:
            sel = parse_selector(f"{c.group(3)} {c.group(2)}", pc, default_zone=bf)
            return CountAtLeast(sel, n, n if k[0] == "exactly" else None, describe=p, anyone=True)
    m = re.fullmatch(r"(you|an opponent|your opponents|any player|a player) controls? (another|an?|no|exactly (?:\w+|\d+)|"
                     r"(?:\w+|\d+) or (?:more|fewer)) (.+)", p)
    neg = re.fullmatch(r"(you (?:don't|do not) control|no opponent controls) (?:an?|any) (.+)", p)
    if neg:   # "no opponent controls a white or blue creature": none among all of the opponents' permanents
        whose = " you control" if neg.group(1).startswith("you") else " an opponent controls"
        return CountAtLeast(parse_selector(neg.group(2) + whose, pc, default_zone=bf), 0, 0, describe=p)
    if not m:
        return None
    # "your opponents control eight or more lands": all of their permanents together
    # "any player controls a black permanent": every permanent on the battlefield has a controller (110.2)
    who = {"you": " you control", "your opponents": " your opponents control", "any player": "",
           "a player": ""}.get(m.group(1), " an opponent controls")
    q = m.group(2)
    what = ("another " if q == "another" else "") + m.group(3) + who
    try:
        sel = parse_selector(what, pc, default_zone=bf)
    except ParseError:   # "you control a creature with flying": whose before the quality ("creature you control with …")
        head, sep, quality = m.group(3).partition(" with ")
        if not sep or not who:
            raise
        sel = parse_selector(("another " if q == "another" else "") + head + who + " with " + quality, pc, default_zone=bf)
    anyone, one = not who, m.group(1) == "an opponent"
    if anyone and q not in ("a", "an"):   # "a player controls no creatures", "… two or more …": each player's own
        return None                        # count, not all the permanents together
    if q.startswith("exactly ") and m.group(1) != "you":   # "an opponent controls exactly one …": each opponent's
        return None
    if q in ("another", "a", "an"):
        return CountAtLeast(sel, 1, describe=p, anyone=anyone)
    if q == "no":
        return CountAtLeast(sel, 0, 0, describe=p, anyone=anyone, one_opponent=one)
    if q.startswith("exactly "):   # "you control exactly one creature"
        k = q.split()[1]
        n = _COUNT_WORDS.get(k) or (int(k) if k.isdigit() else None)
        return CountAtLeast(sel, n, n, describe=p, anyone=anyone) if n is not None else None
    k, how = q.split(" or ")
    n = _COUNT_WORDS.get(k) or (int(k) if k.isdigit() else None)
    if n is None:
        return None
    return CountAtLeast(sel, n, describe=p, anyone=anyone, one_opponent=one) if how == "more" else \
        CountAtLeast(sel, 0, n, describe=p, anyone=anyone, one_opponent=one)


# --- predicates ---------------------------------------------------------------------------------------------
_VERBS = r"(?:gets|get|has|have|gains|gain|loses|lose|is|are|isn't|becomes|become|can't)"
_VERB_RE = re.compile(rf"\s(?:{_VERBS}|can(?= block\b))\b")   # "can block an additional creature" (COMBAT_RULES)
# a clause begins with a verb, or is one of the combat rules (COMBAT_RULES, 613.11): "gets +2/+2 and attacks each
# combat if able", "has trample and can attack as though it didn't have defender"
# combat, and "A, B, and C" a list of clauses ("gets +2/+2, has flying, and is an Angel in addition to its other types");
# words inside quotes belong to a granted ability, not to the list
_CLAUSE_SPLIT = re.compile(rf"(?:,?\s+and\s+(?:it\s+|they\s+)?|,\s+)(?=(?:{_VERBS}|can|attacks|attack|blocks|block|must|"
                           rf"assigns|doesn't untap)\b)")


def _clauses(pred: str) -> list[str]:
    out, start = [], 0
    for m in _CLAUSE_SPLIT.finditer(pred):
        if pred.count('"', 0, m.start()) % 2 == 0:
            out.append(pred[start:m.start()])
            start = m.end()
    return out + [pred[start:]]


# "It's …" / "They're …" opening a sentence: its subject and "is" / "are" (the verb of a predicate, not a condition's:
# "If it's …" never reaches here)
_CONTRACTED = re.compile(r"(it|they)['\u2019](s|re)\s+", re.I)


def _split_subject(sentence: str, pc: _Ctx) -> tuple[str, str]:
    """"White creatures you control get +1/+1" → ("White creatures you control", "get +1/+1")."""
    # the verb of a relative clause in the subject is not the sentence's ("Creatures you control that are enchanted
    # or equipped have double strike": "are" belongs to "that")
    m = _CONTRACTED.match(sentence)
    if m:   # "It's a Phyrexian in addition to its other types." — the contraction of "It is" (a sentence's own subject)
        return m.group(1), ("is " if m.group(2).lower() == "s" else "are ") + sentence[m.end():].strip()
    m = next((v for v in _VERB_RE.finditer(sentence) if not sentence[:v.start()].endswith(" that")), None)
    if not m:
        raise ParseError(sentence, "no verb the engine knows (gets, has, loses, is, becomes, ...)", pc.card)
    return sentence[:m.start()].strip(), sentence[m.start():].strip()


_LOSES_OTHER = re.compile(r"(?:it |they )?loses? all other ((?:abilities|card types|creature types|colors)"
                         r"(?:,? (?:and )?(?:abilities|card types|creature types|colors))*)")


def parse_predicate(pred: str, pc: _Ctx) -> list[Op]:
    ops: list[Op] = []
    for clause in _clauses(pred):
        m = _LOSES_OTHER.fullmatch(clause.strip())
        if m and ops:
            ops = _lose_all_other(ops, re.split(r",? and |, ", m.group(1)), clause, pc)
            continue
        ops.extend(_clause(clause.strip(), pc))
    return ops


def _lose_all_other(ops: list, what: list, clause: str, pc: _Ctx) -> list:
    """"... is an Insect artifact creature ... and has indestructible, and it loses all other abilities, card types,
    and creature types": what the same effect gives is kept, everything else of those kinds is lost (613.1d, 613.1f)."""
    out = list(ops)
    for kind in what:
        if kind == "abilities":
            i = next((k for k, op in enumerate(out) if isinstance(op, AbilityOp)), None)
            if i is None:
                out.append(AbilityOp(remove_all=True))
            else:
                out[i] = replace(out[i], remove_all=True, remove=frozenset())   # removes first, then adds (AbilityOp)
        elif kind in ("card types", "creature types"):
            i = next((k for k, op in enumerate(out) if isinstance(op, TypeOp)), None)
            if i is None:
                raise ParseError(clause, "loses all other types, but the effect gives none", pc.card)
            t = out[i]
            if kind == "card types":
                t = replace(t, set_types=(t.set_types or frozenset()) | t.add_types, add_types=frozenset(),
                            text=t.text + ", losing its other card types")
            elif t.set_creature_types is None:
                raise ParseError(clause, "loses all other creature types, but the effect gives none", pc.card)
            out[i] = t
        else:
            raise ParseError(clause, "unknown thing to lose", pc.card)
    return out


def _clause(clause: str, pc: _Ctx) -> list[Op]:
    if _ASSIGNS_TOUGHNESS.fullmatch(clause):   # "gets +1/+1 and assigns combat damage equal to its toughness …" (510.1a)
        return [RulesOp(label=ASSIGNS_TOUGHNESS)]
    if re.fullmatch(COMBAT_RULES, clause) or blocked_by_rule(clause) is not None:   # 613.11: read by kb.engine.combat
        return [RulesOp(label=re.sub(r"^assign combat", "assigns combat",
                                     re.sub(r"^must be blocked each combat if able$", "must be blocked if able", clause)))]
    m = re.match(rf"^({_VERBS})\s+(.*)$", clause)
    if not m:
        raise ParseError(clause, "expected a verb", pc.card)
    verb, rest = m.group(1), m.group(2).strip()
    if verb in ("gets", "get"):
        m = re.fullmatch(r"([+-]\d+)/([+-]\d+) or ([+-]\d+)/([+-]\d+)", rest)
        if m:   # "+1/-1 or -1/+1": chosen as the effect is applied (608.2d)
            return [PTChoiceOp(options=((int(m.group(1)), int(m.group(2))), (int(m.group(3)), int(m.group(4)))))]
        two = re.fullmatch(r"([+-]\d+/[+-]\d+ for each .+?) and ([+-]\d+/[+-]\d+ for each .+)", rest)
        if two:   # "gets +1/+1 for each creature you control and +1/+1 for each Aura you control": both (613.4c)
            return [_pt_mod(two.group(1), pc), _pt_mod(two.group(2), pc)]
        return [_pt_mod(rest, pc)]
    if verb in ("has", "have", "gains", "gain"):
        return _has(rest, pc, clause)
    if verb in ("loses", "lose"):
        if rest in ("all abilities",):
            return [AbilityOp(remove_all=True)]
        if rest == "all abilities except mana abilities":   # 613.1f; which are mana abilities: 605.1
            return [AbilityOp(remove_all=True, keep_mana=True)]
        if rest == "this ability" and pc.ability:   # a Licid's: the ability that resolved, as written on the object
            return [AbilityOp(remove_own=pc.ability)]
        if rest in ("all creature types",):
            return [TypeOp(lose_creature_types=True, text="loses all creature types")]
        m = re.fullmatch(r'(?:(.+?) and )?all "bands with other" abilities', rest)
        ks = parse_keyword_list(m.group(1)) if m and m.group(1) else None
        if m and (ks or not m.group(1)):   # 702.22b: every "bands with other [quality]" it has, whatever the quality
            return [AbilityOp(remove=frozenset(k.name for k in ks or ()), remove_bands_with_other=True)]
        ks = parse_keyword_list(rest)
        if ks:
            return [AbilityOp(remove=frozenset(k.name for k in ks))]
        from .abilitychoice import read_lose_choice
        choice = read_lose_choice(rest, parse_keyword_list)   # "loses first strike or swampwalk": one, chosen (608.2d)
        if choice is not None:
            return [choice]
        raise ParseError(clause, "unknown ability to lose", pc.card)
    if verb in ("is", "are") and rest == "indestructible":
        # the wording before 2013-07-13 ("Darksteel Colossus is indestructible."): an ability that makes it so
        # (700.4a of 2009-07-11 … 2013-05-01), today's keyword (702.12)
        return _has(rest, pc, clause)
    if verb == "isn't" and rest == "a creature":   # a Theros god (205.1a): it loses the type and its creature types
        return [TypeOp(remove_types=frozenset(("Creature",)), lose_creature_types=True, text="isn't a creature")]
    if verb in ("is", "are") and rest == "goaded":   # 701.15b: a designation, goaded by this effect's controller
        from .keywordactions import GOADED
        return [RulesOp(label=GOADED)]
    if verb in ("is", "are", "becomes", "become"):
        from .becomeswherex import becomes_where_x   # "becomes an X/X …, where X is …" (107.3a)
        bound = becomes_where_x(rest, lambda words: parse_type_phrase(words, pc, verb), lambda v: parse_value(v, pc))
        return bound if bound is not None else parse_type_phrase(rest, pc, verb)
    if verb == "can't":
        if rest in ("attack", "block", "attack or block", "attack you", "be blocked",
                    "attack you or planeswalkers you control"):   # the last: kb.engine.attackyou (508.1c)
            return [RulesOp(label=f"can't {rest}")]
        from .untargetable import read_untargetable   # "can't be the target of blue spells" (115.1)
        label = read_untargetable(rest, lambda phrase: parse_selector(phrase, pc))
        if label is not None:
            return [RulesOp(label=label)]
        m = re.fullmatch(r"have(?: or gain)? (.+)", rest)   # 113.11: "can't have or gain first strike"
        ks = parse_keyword_list(m.group(1)) if m else None
        if ks:
            return [AbilityOp(cant_have=frozenset(k.name for k in ks))]
        raise ParseError(clause, "unknown restriction", pc.card)
    raise ParseError(clause, "unknown verb", pc.card)


def _has(rest: str, pc: _Ctx, clause: str) -> list[Op]:
    if rest.startswith("all activated abilities of "):   # of the cards exiled with ~ (607.2a, kb.engine.linkedgrant)
        from .linkedgrant import read_linked_activated
        linked = read_linked_activated(rest, pc, parse_selector)
        if linked is not None:
            return linked
    m = re.fullmatch(r"the (power, toughness, and creature types|power and toughness|creature types) of the last (.+)", rest)
    if m:  # Duplicant (607.2a): the last card exiled with ~ that fits the description
        from .filters import OfLastLinked
        sel = parse_selector(m.group(2), pc, default_zone=frozenset(ALL_ZONES))
        ops: list[Op] = []
        if "creature types" in m.group(1):
            ops.append(TypeOp(creature_types_of=sel, text=f"has the creature types of the last {m.group(2)}"))
        if "power" in m.group(1):
            ops.append(PTSetOp(OfLastLinked(sel, "power"), OfLastLinked(sel, "toughness")))
        return ops
    base = _base_pt(rest, pc, clause)
    if base is not None:
        return [base]
    m = re.fullmatch(r"base power and (?:base )?toughness each equal to (.+)", rest)
    if m:
        v = parse_value(m.group(1), pc)
        return [PTSetOp(v, v)]
    if rest in ("all creature types",):
        return [TypeOp(all_creature_types=True, text="has all creature types")]
    granted = _granted_list(rest, pc)
    if granted:
        return [AbilityOp(add=granted)]
    choice = read_ability_choice(rest, parse_keyword_list)   # "your choice of A, B, or C" (608.2d)
    if choice is not None:
        return [choice]
    from .votedcolors import read_voted_protection   # "protection from each color with the most votes …" (701.38a)
    voted = read_voted_protection(rest, parse_keyword_list)
    if voted is not None:
        return [voted]
    from .protectionchoice import read_protection_choice   # "protection from artifacts or from the color of your choice"
    choice = read_protection_choice(rest, parse_keyword_list)
    if choice is not None:
        return [choice]
    ks = parse_keyword_list(rest)
    if ks:
        return [AbilityOp(add=tuple(ks))]
    raise ParseError(clause, "unknown ability or value", pc.card)


_LIST_SEP = r"(?:,\s*and|,|and)"


def _granted_list(rest: str, pc: _Ctx) -> tuple | None:
    """Abilities an effect grants, quoted ones among them (613.1f, layer 6): '"{T}: Add {G}."', 'lifelink and "When
    ~ dies, …"', 'first strike, trample, and "Whenever ~ …"', '"…" and "…"' — keywords and quoted abilities joined
    by ",", "and", ", and" (a quoted ability's own closing comma dropped). None when ``rest`` holds no quoted ability
    or another word stands between them."""
    pieces = re.split(r'("[^"]*")', rest)
    if len(pieces) < 3:
        return None
    out: list = []
    for i, piece in enumerate(pieces):
        if i % 2:   # a quoted ability; a keyword quoted ('"bands with other legendary creatures."', 702.22b)
            try:
                out.append(parse_ability(piece[1:-1].rstrip(","), pc.card, frozenset(), granted=True))
            except ParseError:
                ks = parse_keyword_list(piece[1:-1].rstrip(",").rstrip("."))
                if not ks:
                    raise
                out.extend(ks)
            continue
        first, last = i == 0, i == len(pieces) - 1
        m = re.fullmatch(rf"\s*(?:{_LIST_SEP}\s+)?(.*?)(?:,?\s*(?:and\s*)?)?", piece) if not (first or last) else \
            re.fullmatch(rf"(.*?)(?:\s*{_LIST_SEP}\s*)", piece) if first and piece else \
            re.fullmatch(r"()", piece.strip())
        if m is None:
            return None
        words = m.group(1).strip().rstrip(",").strip()
        if not (first or last) and not words and not re.search(rf"^\s*{_LIST_SEP}\s*$", piece):
            return None   # two quoted abilities with nothing joining them
        if words:
            ks = parse_keyword_list(words)
            if not ks:
                return None
            out.extend(ks)
    return tuple(out)


_TRAIL_ADDITIVE = re.compile(r"\s*,?\s*in addition to (?:its|their) other (types|card types|land types|creature types|colors|colours|"
                             r"colou?rs and (?:creature )?types)$")
_TRAIL_STILL = re.compile(r"\s+that(?:'s| is| are| 're) still (?:a |an )?(.+)$")


def parse_type_phrase(phrase: str, pc: _Ctx, verb: str = "is") -> list[Op]:
    """What follows "is / are / becomes": types, colours, P/T, "with" abilities (205.1a-b, 305.7)."""
    p = phrase.strip()
    ops: list[Op] = []
    additive = None
    m = _TRAIL_ADDITIVE.search(p)
    if m:
        # "is a black Zombie in addition to its other colors and types": both added (105.3, 205.1b)
        additive = "both" if " and " in m.group(1) else "colors" if m.group(1).startswith("colo") else m.group(1)
        p = p[:m.start()]
    retain: set[str] = set()
    m = _TRAIL_STILL.search(p)
    if m:
        for w in re.split(r"\s+and\s+|,\s*", m.group(1)):
            t = card_type(w)
            if t is None:
                raise ParseError(phrase, f"unknown card type \u201c{w}\u201d", pc.card)
            retain.add(t)
        p = p[:m.start()]
    with_part = None
    m = re.search(r"\s+with\s+(.+)$", p)
    if m:
        with_part = m.group(1).strip()
        p = p[:m.start()]
    p = re.sub(r"^(?:a|an)\s+", "", p.strip())
    low = p.lower()
    if low in ("the creature type of your choice", "the basic land type of your choice"):
        # chosen as the effect is applied (608.2d): the new subtype replaces those of its set (205.1a; land: 305.7);
        # only an effect that is applied once ("becomes") has a moment to choose
        if verb not in ("becomes", "become"):
            raise ParseError(phrase, "a type \u201cof your choice\u201d outside a resolving effect", pc.card)
        if low.startswith("the basic"):
            ops.append(TypeOp(chosen_land=True, chosen="add" if additive else None, chosen_now=True,
                              text="becomes the basic land type of your choice" + (" in addition" if additive else "")))
        else:
            ops.append(TypeOp(chosen="add" if additive else "set", chosen_now=True,
                              text="becomes the creature type of your choice" + (" in addition" if additive else "")))
    elif low in ("the chosen type", "the chosen types"):
        if pc.chosen_kind == "basic_land_type":
            ops.append(TypeOp(chosen_land=True, text="is the chosen basic land type"))
        else:
            ops.append(TypeOp(chosen="add" if additive else "set",
                              text="is the chosen creature type" + (" in addition" if additive else "")))
    elif low == "the color or colors of your choice" and verb in ("becomes", "become"):   # kb.engine.colorchoice
        ops.append(ColorOp(chosen="set_colors"))
    elif low in ("the chosen color", "the color of your choice", "the chosen colour"):
        ops.append(ColorOp(chosen="add" if additive == "colors" else "set"))
    elif low == "every basic land type":
        ops.append(TypeOp(add_subtypes=frozenset(BASIC_LAND_TYPES), text="is every basic land type"))
    elif low == "every creature type":
        ops.append(TypeOp(all_creature_types=True, text="is every creature type"))
    elif low in ("snow", "legendary") and verb == "is":   # "Enchanted land is snow.": a supertype added (205.4a, 613.1d)
        ops.append(TypeOp(add_supertypes=frozenset((p.capitalize(),)), text=f"is {low}"))
    elif low == "colorless":
        ops.append(ColorOp(set=frozenset()))
    elif low in ("all colors", "all colours"):   # "~ is all colors" (105.2: each of the five colours)
        ops.append(ColorOp(set=frozenset("WUBRG")))
    elif p:
        ops.extend(_types_colors_pt(p, phrase, additive, retain, pc, verb))
    if with_part:
        ops.extend(_with(with_part, pc, phrase))
    if not ops:
        raise ParseError(phrase, "nothing the engine can apply", pc.card)
    return ops


def _types_colors_pt(p: str, phrase: str, additive, retain: set, pc: _Ctx, verb: str = "is") -> list[Op]:
    words = [w for w in re.split(r"[\s,]+", p) if w]
    pt = None
    colors: set[str] = set()
    ctypes: list[str] = []
    subs: list[str] = []
    types: set[str] = set()
    for w in words:
        lw = w.lower()
        if lw == "and":
            continue
        m = re.fullmatch(r"(\d+|X)/(\d+|X)", w)
        if m:
            pt = tuple(int(g) if g != "X" else "X" for g in m.groups())
        elif color_of(lw) and w[0].islower():
            colors.add(color_of(lw))
        elif lw == "colorless":
            colors.add("colorless")
        elif card_type(w) and w[0].islower():
            types.add(card_type(w))
        elif w[0].isupper() and w not in _NOT_SUBTYPES and (known_subtype(singular(w)) or known_subtype(w)):
            s = singular(w) if known_subtype(singular(w)) else w
            (subs if subtype_kind(s) != "Creature" else ctypes).append(s)
        else:
            raise ParseError(phrase, f"unknown word \u201c{w}\u201d", pc.card)
    ops: list[Op] = []
    if colors == {"colorless"}:
        ops.append(ColorOp(set=frozenset()))
    elif colors:
        colors.discard("colorless")
        ops.append(ColorOp(add=frozenset(colors)) if additive in ("colors", "both") else ColorOp(set=frozenset(colors)))
    if additive == "both":
        additive = "types"
    land_subs = frozenset(s for s in subs if subtype_kind(s) == "Land")
    other_subs = frozenset(s for s in subs if subtype_kind(s) != "Land")
    if types or ctypes or subs:
        text = (f"{verb} {p}" + (f" in addition to {'their' if verb in ('are', 'become') else 'its'} other types"
                                 if additive in ("types", "card types") else "")
                + (" that's still " + " and ".join(sorted(retain)).lower() if retain else ""))
        if additive in ("types", "card types", "land types", "creature types"):
            op = TypeOp(add_types=frozenset(types), add_subtypes=frozenset(ctypes) | frozenset(subs), text=text)
        elif {"Artifact", "Creature"} <= types:
            # 205.1b: "artifact creature" keeps prior types; "[creature types] artifact creature"
            # replaces the creature types.
            op = TypeOp(add_types=frozenset(types), set_creature_types=frozenset(ctypes) if ctypes else None,
                        add_subtypes=other_subs - land_subs, text=text, artifact_creature=True)
        elif types:
            op = TypeOp(set_types=frozenset(types), keep_types=frozenset(retain),
                        set_creature_types=frozenset(ctypes) if ctypes else None,
                        add_subtypes=other_subs, set_land_types=land_subs or None, text=text)
        else:
            op = TypeOp(set_creature_types=frozenset(ctypes) if ctypes else None,
                        set_land_types=land_subs or None, add_subtypes=other_subs, text=text)
        ops.append(op)
    if pt:
        ops.append(PTSetOp(*(_x_value() if v == "X" else Const(v) for v in pt)))
    return ops


def x_in_cost(ability: str | None) -> bool:
    """Whether the activation cost of ``ability`` (its words before the colon) holds an X ("{X}, {T}:", "Exile X cards
    from your graveyard:"): then X in its effect is the number announced as it is activated (107.3a)."""
    m = re.match(r'^([^":]+?):\s', ability or "")
    return bool(m and re.search(r"\{X\}|\bX\b", m.group(1)))


def _x_value():
    """X in "becomes an X/X creature": the X announced for the ability (107.3)."""
    return XValue()


def _with(part: str, pc: _Ctx, phrase: str) -> list[Op]:
    m = re.fullmatch(r"(?:base )?power and toughness (\d+)/(\d+)", part)
    if m:
        return [PTSetOp(Const(int(m.group(1))), Const(int(m.group(2))))]
    m = re.fullmatch(r"(?:base )?power and (?:base )?toughness each equal to (.+)", part)
    if m:
        v = parse_value(m.group(1), pc)
        return [PTSetOp(v, v)]
    m = re.fullmatch(r"\"(.+)\"", part) or re.fullmatch(r"'(.+)'", part)
    if m:
        return [AbilityOp(add=(parse_ability(m.group(1), pc.card, frozenset(), granted=True),))]
    if part in ("all creature types", "every creature type"):  # 205.3m: it is every creature type (layer 4)
        return [TypeOp(all_creature_types=True, text="has all creature types")]
    ks = parse_keyword_list(part)
    if ks:
        return [AbilityOp(add=tuple(ks))]
    from .withlist import with_parts   # "base power and toughness 8/8, flying, and first strike": each part
    parts = with_parts(part)
    if parts:
        return [op for one in parts for op in _with(one, pc, phrase)]
    raise ParseError(part, "unknown \u201cwith\u201d clause", pc.card)


# --- static abilities -----------------------------------------------------------------------------------
@dataclass(frozen=True, eq=False)
class GainFoundKeywordsOp(FoundAbilitiesOp):
    """"As long as a creature card with K is in a graveyard, ~ has K. The same is true for L, M":
    adds each keyword of the families K, L, M (flying; any landwalk; any protection) that an object
    matching ``selector`` has. What it does depends on those objects (613.8a)."""

    families: tuple = ()

    def _found(self, ctx: Ctx) -> tuple:
        found = set()
        for x in ctx.work.values():
            if self.selector.match(x, ctx):
                for k in x.keyword_names():
                    if any(_in_family(k, f) for f in self.families):
                        found.add(k)
        return tuple(sorted(found))

    def apply(self, w, ctx) -> None:
        from .effects import ctx_ts
        from .objects import Held, edition_abilities
        have = w.keyword_names()
        add = edition_abilities(tuple(Held(keyword_of(k) or Keyword(k), "granted", ctx_ts(ctx))
                                      for k in self._found(ctx) if k not in have), ctx.edition, w.zone)
        if add:
            w.abilities = w.abilities + add

    def describe(self) -> str:
        return f"has each of {', '.join(self.families)} that {self.selector} has"


def _in_family(k: str, family: str) -> bool:
    if family == "landwalk":
        return k.endswith("walk")
    if family == "protection":
        return k.startswith("protection")
    return k == family


CANT_BE_COUNTERED = "can't be countered"   # a spell a static ability describes (kb.engine.stack.counter)
OWN_CANT_BE_COUNTERED = "~ can't be countered"   # the object's own, working on the stack (113.6g; kb.engine.stack.counter)
ASSIGNS_NO_DAMAGE = "assigns no combat damage"
NO_LANDWALK = "can be blocked as though it didn't have {}"   # 702.14c set aside for one landwalk (kb.engine.combat)   # 510.1: a creature an effect names (kb.engine.combat)

from .blockcount import RULES_PATTERN as _BLOCK_COUNT   # "must be blocked by exactly one creature if able" (509.1c)
# the combat rules a static ability may state (613.11; read by kb.engine.combat and kb.engine.declare)
COMBAT_RULES = (r"attacks or blocks each combat if able|attack or block each combat if able|"   # 508.1d and 509.1c
                r"attacks each combat if able|blocks each combat if able|can't block|can't attack|can't attack or block|"
                r"can't block ~|blocks ~ if able|"
                r"attack each combat if able|block each combat if able|can't attack alone|can't block alone|"
                r"can't attack or block alone|can only attack alone|can block an additional (?:\w+ )?creatures? each combat|"
                r"can block any number of creatures|must be blocked(?: each combat)? if able|" + _BLOCK_COUNT + "|"
                r"can't be blocked except by \w+ or more creatures|"
                r"can't be blocked(?: by (?:Walls|more than one creature|creatures with power \d+ or (?:less|greater)|"
                r"creatures with power less than its power|creatures with flying|[a-z ]+ creatures))?|"
                r"can block only creatures with flying|can't block creatures with flying|"
                r"can't block creatures with power \d+ or (?:greater|less)|"
                r"can't attack unless defending player controls an? \w+|"
                r"can't attack unless defending player is poisoned|"
                r"can't attack unless you control more creatures than defending player|"
                r"can't block unless you control more creatures than attacking player|"
                r"doesn't untap during (?:its controller's|your) untap step|"
                r"can attack as though it didn't have defender|"
                # the words of reach before the keyword (Planeshift's "~ can block as though it had flying"; 702.17b)
                r"can block as though it had flying")
ATTACK_UNTAPPED = "attacking doesn't cause it to tap"   # vigilance's words before the keyword (702.20b; kb.engine.combat)
WALL_ATTACKS = "may attack as though it weren't a Wall"   # defender's before 2004-10-01 (308.1 of 2001; kb.engine.combat)


# 702.8a: "You may cast creature spells as though they had flash": a permission to cast them any time their caster could
# cast an instant (117.1a; consulted by kb.engine.stack as a spell is cast)
_FLASH_PERMISSION = re.compile(r"(You|Any player|Each player) may cast (.+?) as though (?:they|it) had flash")


def flash_permission(label: str) -> tuple[str, object] | None:
    """("you" | "each", the spells it lets be cast as though they had flash: a selector, None for any spell), or None
    when ``label`` isn't such a permission or names spells the engine doesn't read (or the card itself, "~")."""
    m = _FLASH_PERMISSION.fullmatch(label)
    if m is None or "~" in m.group(2):
        return None
    who = "you" if m.group(1) == "You" else "each"
    if m.group(2) == "spells":
        return who, None
    try:
        return who, parse_selector(m.group(2), _Ctx(None), default_zone=frozenset(("stack",)))
    except ParseError:
        return None


# 118.9: "You may cast spells from your hand without paying their mana costs", "Any player may cast creature spells with
# mana value 3 or less without paying their mana costs and as though they had flash": a permission to apply that
# alternative cost (used by a cast step's "alternative: without paying", kb.engine.freecast)
_FREE_CAST = re.compile(r"(You|Any player|Each player) may cast (.+?)( from your hand)? without paying their mana costs"
                        r"( and as though they had flash)?")


def free_cast_permission(label: str) -> tuple[str, object, bool, bool] | None:
    """("you" | "each", the spells it permits: a selector or None for any spell, whether only from the hand, whether
    "and as though they had flash"), or None when ``label`` isn't such a permission or names spells the engine doesn't
    read (kb.engine.freecast)."""
    m = _FREE_CAST.fullmatch(label)
    if m is None or "~" in m.group(2) or re.search(r"\b(?:among|copies|those|them|the|up to|any number)\b", m.group(2)):
        return None
    who, hand, flash = ("you" if m.group(1) == "You" else "each"), bool(m.group(3)), bool(m.group(4))
    if m.group(2) == "spells":
        return who, None, hand, flash
    try:
        return who, parse_selector(m.group(2), _Ctx(None), default_zone=frozenset(("stack",))), hand, flash
    except ParseError:
        return None


# "Enchanted creature has protection from white. This effect doesn't remove ~.": the effect's label (kb.engine.sba)
KEEPS_SOURCE = "this effect doesn't remove ~"

# 510.1c: the label of "You may have ~ assign its combat damage as though it weren't blocked" (read by kb.engine.combat)
AS_THOUGH_UNBLOCKED = "its controller may have it assign its combat damage as though it weren't blocked"
# 510.1a changed by a static ability (613.11): the combat damage a creature assigns is its toughness (applied by
# kb.engine.combat as damage is assigned; its power is unchanged for everything else)
ASSIGNS_TOUGHNESS = "assigns combat damage equal to its toughness rather than its power"
_ASSIGNS_TOUGHNESS = re.compile(r"assigns? combat damage equal to (?:its|their) toughness rather than (?:its|their) power")

# 509.1b: "can't be blocked by <objects>" / "can't be blocked except by <objects>": restrictions on each blocker whose
# description the object reader reads (the closed forms of COMBAT_RULES above are read by their own checks)
_BLOCKED_BY = re.compile(r"can't be blocked (except )?by (.+)")


def blocked_by_rule(label: str) -> tuple[bool, tuple] | None:
    """509.1b: ``label`` "can't be blocked [except] by <objects>" → (except, the descriptions, any of which a blocker
    fits), or None when it isn't one or a description is not one the engine reads. "A and/or B" and "creatures with
    K or L" (two keywords) are each either description."""
    m = _BLOCKED_BY.fullmatch(label)
    if m is None or re.fullmatch(r"more than one creature|\w+ or more creatures|creatures with power .+", m.group(2)):
        return None
    parts = m.group(2).split(" and/or ")
    k = re.fullmatch(r"(.+) with ([a-z]+) or ([a-z]+)", parts[0]) if len(parts) == 1 else None
    if k and keyword_of(k.group(2)) and keyword_of(k.group(3)):
        parts = [f"{k.group(1)} with {k.group(2)}", f"{k.group(1)} with {k.group(3)}"]
    try:
        return bool(m.group(1)), tuple(parse_selector(x, _Ctx(None)) for x in parts)
    except ParseError:
        return None


# rules-changing sentences of static abilities (613.11): the rules label is the sentence (the first one has
# open parts: kb.engine.render does not count it as read)
# 609.4b: every player may spend mana as though it were mana of any colour (applied by kb.engine.stack when paying)
SPEND_ANY_COLOR = r"(?:Players|Each player) may spend mana as though it were mana of any colou?r"
# Torpor Orb, Doorkeeper Thrull: an entering permanent of those types causes no ability to trigger (603.2; applied by
# kb.engine.sba as triggers are collected); Hushbringer: "Creatures entering or dying …", a creature dying neither
# (Hushbringer's printed and 2019-2023 Oracle wording: "entering the battlefield or dying", the same event, 603.6a)
ENTERING_DONT_TRIGGER = re.compile(r"(Creatures(?P<dying> entering(?: the battlefield)? or dying)?|Artifacts and creatures) "
                                   r"(?(dying)|entering(?: the battlefield)? )don't cause abilities to trigger")
# 305.2: more land plays on each of a player's turns (counted by kb.engine.stack): whose turns, and how many more
LAND_PLAYS = re.compile(r"(You|Each player) may play (an|two|three) additional lands? on each of (your|their) turns")
# 603.2d: "If an artifact or creature entering causes a triggered ability of a permanent you control to trigger, that
# ability triggers an additional time." (Panharmonicon; "a creature dying", Teysa Karlov): applied by kb.engine.sba as
# triggers are collected; ``what`` is read by the object reader
# (the 2018-2023 Oracle wording "a Wizard entering the battlefield under your control" is "a Wizard you control entering")
ADDITIONAL_TRIGGER = re.compile(r"If (?:a|an) (?P<what>.+?) (?P<event>entering|dying)(?: the battlefield(?P<yours> under your "
                                r"control)?)? causes a triggered ability of a "
                                r"permanent you control to trigger, that ability triggers an additional time")


def additional_trigger(label: str, pc=None):
    """(the description of the object entering or dying, 'entering' | 'dying') of an "… triggers an additional time"
    sentence (603.2d), or None."""
    m = ADDITIONAL_TRIGGER.fullmatch(label or "")
    if m is None:
        return None
    what = m.group("what") + (" you control" if m.group("yours") else "")
    return parse_selector(what, pc if pc is not None else _Ctx(None)), m.group("event")


from .spendkind import SPEND_FOR  # noqa: E402 - plain data: "You can spend mana of any type to cast creature spells" (609.4b)
from .drawlimit import DRAW_LIMIT, DRAW_NONE  # noqa: E402 - plain data: "Each opponent can't draw more than one card each turn" (121.2b)
RULES_SENTENCES = (r"(?:You|Players|Each player) may spend .+ as though .+", SPEND_ANY_COLOR, SPEND_FOR.pattern,
                   DRAW_LIMIT.pattern, DRAW_NONE.pattern, ENTERING_DONT_TRIGGER.pattern,
                   ATTACK_COST.pattern,
                   LAND_PLAYS.pattern, r"The \"legend rule\" doesn't apply",
                   r"You have (?:shroud|hexproof)", r"You may choose not to untap ~ during your untap step",
                   # the words hexproof stood for on a player before the keyword (Leyline of Sanctity, 2010; 101.2)
                   r"You can't be the target of spells or abilities your opponents control",
                   OWN_CANT_BE_COUNTERED, r"Damage can't be prevented", r"Damage that would be dealt by ~ can't be prevented",
                   r"Combat damage can't be prevented",
                   r"All damage is dealt as though its source had wither",   # kb.engine.damageresults.ALL_WITHER
                   CAST_CANT_ATTACK)   # kb.engine.whodid (508.1c)


from .soulbond import PAIRED_SUBJECTS  # noqa: E402 - plain data


def _cost_only(s: str, pc: _Ctx, cond) -> EffectTemplate | None:
    """``s`` read as a static sentence that is a cost change alone (601.2f), under ``cond``, or None."""
    t = _static_sentence(s, pc)[0]
    if not t.ops or not all(isinstance(op, CostOp) for op in t.ops) or t.condition is not None:
        return None
    if any(op.from_zone or op.if_targets is not None or op.nth or op.condition is not None or op.chosen_name
           or op.per for op in t.ops):
        return None   # a spell the cost change picks by more than its selector: "can't be countered" would not see it
    return replace(t, condition=cond)


def _static_sentence(s: str, pc: _Ctx) -> tuple[EffectTemplate, bool]:
    """One sentence of a static ability → (template, CDA candidate)."""
    s = _strip_period(s)
    from .lethalpower import LETHAL_BY_POWER, read_lethal_by_power
    lethal = read_lethal_by_power(s)
    if lethal is not None:   # "Lethal damage dealt to creatures you control is determined by their power …" (120.6)
        sel = parse_selector(lethal, pc)
        return EffectTemplate(sel, (RulesOp(label=LETHAL_BY_POWER),), None, describe=s), False
    from .nomanacast import NO_MANA_TO_CAST, read_no_mana_to_cast
    if read_no_mana_to_cast(s):   # "You can't spend mana to cast this spell." (113.6e; kb.engine.nomanacast)
        return EffectTemplate(SELF, (RulesOp(label=NO_MANA_TO_CAST),), None, describe=s), False
    from .keepmana import read_keep_mana
    keep = read_keep_mana(s)
    if keep is not None:   # "Players don't lose unspent mana as steps and phases end." (106.4; kb.engine.keepmana)
        return EffectTemplate(SELF, (RulesOp(label=keep),), None, describe=s), False
    from .spendonx import read_spend_only_x
    spend_x = read_spend_only_x(s)
    if spend_x is not None:   # "Spend only black mana on X." (113.6e, 601.2h; kb.engine.spendonx)
        return EffectTemplate(SELF, (RulesOp(label=spend_x),), None, describe=s), False
    from .loyaltytwice import LOYALTY_TWICE, read_loyalty_twice
    twice = read_loyalty_twice(s)
    if twice is not None:   # "You may activate the loyalty abilities of planeswalkers you control twice each turn …" (606.3)
        return EffectTemplate(parse_selector(twice, pc), (RulesOp(label=LOYALTY_TWICE),), None, describe=s), False
    mb = re.fullmatch(r"(Your opponents|You) can't block with (.+)", s)
    if mb:   # "Your opponents can't block with creatures with even mana values": the creatures they control can't block
        # (509.1a: a defending player blocks with creatures they control; 509.1b: a restriction on those creatures)
        s = mb.group(2) + {"Your opponents": " your opponents control", "You": " you control"}[mb.group(1)] + \
            " can't block"
    cond = None
    it_subject = None
    only = None   # "As long as you control exactly one creature, that creature …": the one it names
    m = re.match(r"^As long as (.+?), (.+)$", s)
    if m:
        one = re.fullmatch(r"you control exactly one ((?:[a-z]+ )?creature)", m.group(1))
        if one and m.group(2).startswith("that creature "):
            # while the condition holds, "that creature" is every creature of that kind you control: the same set
            # (611.3a: checked continuously), so it is read as that description
            only = one.group(1) + " you control"
        # "As long as a creature card with K is in a graveyard, ~ has K."
        m2 = re.fullmatch(r"(?:a|an) (.+?) with ([a-z ]+?) is in (?:a|any) graveyard", m.group(1))
        m3 = re.fullmatch(r"(~|it) has ([a-z ]+)", m.group(2))
        if m2 and m3 and m2.group(2) == m3.group(2):
            sel = _simple_selector(m2.group(1) + " in graveyards", pc, frozenset(ALL_ZONES))
            op = GainFoundKeywordsOp(families=(m2.group(2),), selector=sel)
            return EffectTemplate(SELF, (op,), None, describe=s), False
        if m.group(1).startswith("defending player ") and not re.match(r"(?:~|it) ", m.group(2)):
            raise ParseError(s, "\u201cdefending player\u201d here is not the card's own (506.2)", pc.card)
        cond, it_subject = parse_condition(m.group(1), pc)
        s = re.sub(r"^it's ", "it is ", m.group(2))   # "As long as enchanted permanent is a Vehicle, it's an artifact ..."
        if it_subject is None and re.match(r"~(?:'s)? ", m.group(1)) and s.startswith("it "):
            s = "~" + s[2:]   # "As long as ~ has a +1/+1 counter on it, it can attack …": "it" is the condition's ~
        held = re.match(r"((?:enchanted|equipped) (?:creature|permanent|land|artifact)) ", m.group(1))
        if held and s.startswith("it ") and not re.match(r"it (?:gets|has|is|loses|gains) ", s):
            # "As long as enchanted creature isn't legendary, it doesn't untap during its controller's untap step": "it"
            # is the object the condition names, the subject of a rules sentence (613.11) like any other
            s = held.group(1) + s[2:]
        # the effect after the condition is a sentence of its own, read as one (611.3b): "As long as ~ is tapped, you
        # may cast spells as though they had flash", "… your opponents can't cast spells during your turn"
        s = s[0].upper() + s[1:]
        if (top_ops := read_top_card_activated(s, cond, pc, parse_selector)) is not None:   # "… of that card" (the top
            return EffectTemplate(SELF, tuple(top_ops), cond, describe=s), False   # card of your library, linkedgrant)
    else:
        m = re.match(r"^During (your turn|turns other than yours), (?!.*\bcan(?:'t)?\b)(.+)$", s)
        if m:   # "During your turn, ~ has first strike." (as long as it's your turn, 611.3b; restrictions read below)
            from .gamevalues import YourTurn
            mine = m.group(1) == "your turn"
            cond, s = YourTurn(mine, describe=f"during {m.group(1)}"), m.group(2)[0].upper() + m.group(2)[1:]
        elif (m := re.fullmatch(r"((?:.+? )?[Ss]pells (?:you|your opponents) cast) during (your turn) (cost \{.+)", s)):
            from .gamevalues import YourTurn   # "Spells your opponents cast during your turn cost {1} more to cast.": cast
            # during your turn is the cost determined during it (601.2f) — "During your turn, spells … cost …"
            cond, s = YourTurn(True, describe="during your turn"), f"{m.group(1)} {m.group(3)}"
        elif (m := re.fullmatch(r"(?!.*\b(?:can(?:'t)?|costs?)\b)(.+) during (your turn|turns other than yours)", s)):
            from .gamevalues import YourTurn   # "~ has first strike during your turn." (the same, written after)
            cond, s = YourTurn(m.group(2) == "your turn", describe=f"during {m.group(2)}"), m.group(1)
        else:
            cond, s = _trailing_condition(s, pc)
    # characteristic-defining P/T (604.3, 208.2a)
    m = re.fullmatch(r"~'s power and toughness are each equal to (.+)", s)
    if m:
        v = parse_value(m.group(1), pc)
        return EffectTemplate(SELF, (PTSetOp(v, v),), cond, describe=s), cond is None
    m = re.fullmatch(r"~'s power is equal to (.+?) and its toughness is equal to (.+)", s)
    if m:
        pv = parse_value(m.group(1), pc)
        tv = parse_value(m.group(2), pc, previous=pv)
        return EffectTemplate(SELF, (PTSetOp(pv, tv),), cond, describe=s), cond is None
    m = re.fullmatch(r"~'s (power|toughness) is equal to (.+)", s)
    if m:
        v = parse_value(m.group(2), pc)
        op = PTSetOp(v, None) if m.group(1) == "power" else PTSetOp(None, v)
        return EffectTemplate(SELF, (op,), cond, describe=s), cond is None
    # a spell's own cost change (601.2f): "This spell costs {1} less to cast for each creature you attacked with this turn."
    own = read_own_cost_change(s, pc)
    if own is not None:
        return EffectTemplate(SELF, (own,), cond, describe=s), False
    # "Enchanted creature can't attack or block, and its activated abilities can't be activated." (508.1c, 509.1b,
    # 602.5): the combat rule and the restriction on activating, both about the same object
    # "Enchanted permanent doesn't untap during its controller's untap step and its activated abilities can't be
    # activated." (502.3); "…, and its activated abilities can't be activated unless they're mana abilities." (605.1a);
    # "Enchanted creature's activated abilities can't be activated." (the restriction alone)
    m = re.fullmatch(r"(~|Enchanted creature|Enchanted permanent|Equipped creature)(?: (can't attack or block|can't attack|"
                     r"can't block|doesn't untap during its controller's untap step),? and its|'s) activated abilities "
                     r"can't be activated( unless they're mana abilities)?", s)
    if m:
        from .restrictions import Restriction, RestrictionOp
        sel = parse_selector(m.group(1), pc)
        r = Restriction("activate", objects=sel, except_mana=bool(m.group(3)),
                        text="its activated abilities can't be activated" + (m.group(3) or ""))
        rules = (RulesOp(label=m.group(2)),) if m.group(2) else ()
        return EffectTemplate(sel, rules + (RestrictionOp(label=r.text, restriction=r),), cond, describe=s), False
    # "~ can't attack unless you've cast a creature spell this turn" (508.1c): the turn's history, read by the
    # attack check at the moment attackers are declared (kb.engine.combat; a static's condition never reads it)
    m = re.fullmatch(r"(~) (can't attack unless (.+))", s)   # "you" is ~'s controller: the attacking player
    if m and cond is None:
        from .turnevents import parse_history_condition
        if parse_history_condition(m.group(3), pc, parse_selector) is not None:
            return EffectTemplate(parse_selector(m.group(1), pc), (RulesOp(label=m.group(2)),), None, describe=s), False
    also = re.fullmatch(r"~ is also (an? [A-Z][\w-]*(?:(?:,| and|, and) [A-Z][\w-]*)*)", s)
    if also and cond is None:   # "~ is also a Cleric, Rogue, Warrior, and Wizard": the same words as "… in addition to
        # its other types" (205.1b); a characteristic-defining ability, as that one is (604.3)
        return _static_sentence(f"~ is {also.group(1)} in addition to its other types", pc)
    from .castgrant import read_cast_grant   # "Sliver spells you cast have cascade", "The first spell you cast each turn has …"
    granted = read_cast_grant(s, lambda words: _static_sentence(words, pc)[0] if cond is None else None)
    if granted is not None:
        return granted, False
    from .costuncounterable import read_cost_and_uncounterable   # "… cost {1} less to cast and can't be countered"
    both = read_cost_and_uncounterable(s, lambda c: _cost_only(c, pc, cond), RulesOp(label=CANT_BE_COUNTERED))
    if both is not None:
        return both, False
    # "Creature spells you control can't be countered." (101.2 over 701.6a): each spell it describes, as an effect tries
    # to counter it (kb.engine.stack.counter)
    m = re.fullmatch(r"((?:(?:[\w-]+,? )*?(?:and |or )?[\w-]+ s|S)pells(?: you control)?(?: with .+)?) can't be countered", s)
    if m and not m.group(1).startswith(("Other ", "other ")):
        return EffectTemplate(parse_selector(m.group(1), pc), (RulesOp(label=CANT_BE_COUNTERED),), cond, describe=s), False
    # "Creatures with mountainwalk can be blocked as though they didn't have mountainwalk." (702.14c, 509.1b): that
    # landwalk doesn't stop a block of the creatures it describes (kb.engine.combat)
    m = re.fullmatch(r"Creatures with (\w+walk) can be blocked as though they didn't have \1", s)
    if m and keyword_of(m.group(1)):
        return EffectTemplate(parse_selector(f"creatures with {m.group(1)}", pc),
                              (RulesOp(label=NO_LANDWALK.format(m.group(1))),), cond, describe=s), False
    # "Creatures with power less than ~'s power can't block it." (509.1b): a restriction on blocking ~
    if re.fullmatch(r"Creatures with power less than ~'s power can't block (?:it|~)", s):
        return EffectTemplate(SELF, (RulesOp(label="can't be blocked by creatures with power less than its power"),),
                              cond, describe=s), False
    from .attackother import read_attack_other_player   # "… attack each combat if able and attack a player other
    from .attackowner import read_attack_owner   # "~ … can't attack its owner or planeswalkers its owner controls"
    if (found := read_attack_other_player(s, pc, parse_selector) or   # than you if able" (508.1d)
            read_attack_owner(s, pc, parse_selector)) is not None:   # (508.1c, 108.3)
        return EffectTemplate(found[0], tuple(RulesOp(label=lab) for lab in found[1]), cond, describe=s), False
    # the old words of the rules vigilance and defender came to say (before 2005 and 2004-10-01): "Attacking doesn't
    # cause ~ to tap." (702.20b's words for vigilance), "Walls may attack as though they weren't Walls." (308.1 of
    # 2001: Walls can't attack; the glossary's "As Though" example: they're treated exactly like creatures without the
    # Wall type for the attack) — the Oracle "Wall creatures can attack as though they didn't have defender"
    m = re.fullmatch(r"Attacking doesn't cause (~|enchanted creature|equipped creature) to tap", s)
    if m:
        return EffectTemplate(parse_selector(m.group(1)[:1].upper() + m.group(1)[1:], pc),
                              (RulesOp(label=ATTACK_UNTAPPED),), cond, describe=s), False
    m = re.fullmatch(r"(Wall creatures|Walls) can attack as though they didn't have defender", s)
    if m:   # the same sentence in the Oracle words (702.3b)
        return EffectTemplate(parse_selector("Wall creatures", pc),
                              (RulesOp(label="can attack as though it didn't have defender"),), cond, describe=s), False
    if s == "Walls may attack as though they weren't Walls":
        return EffectTemplate(parse_selector("Wall creatures", pc), (RulesOp(label=WALL_ATTACKS),), cond,
                              describe=s), False
    # combat rules (613.11): "~ attacks each combat if able", "~ can't be blocked by Walls"
    m = re.fullmatch(r"(~|Enchanted creature|Equipped creature|Enchanted permanent|Creatures you control|Each creature you control|"
                     r"Creatures your opponents control|All creatures|Each creature|"
                     r"Creatures (?:you|your opponents) control without [a-z]+ or [a-z]+) (" + COMBAT_RULES + ")", s) or \
        re.fullmatch(r"(~|Enchanted creature|Equipped creature|Each creature you control) (can't be blocked (?:except )?by .+)", s)
    if m and (re.fullmatch(COMBAT_RULES, m.group(2)) or blocked_by_rule(m.group(2)) is not None):
        sel = parse_selector(m.group(1), pc)
        label = re.sub(r"^must be blocked each combat if able$", "must be blocked if able", m.group(2))
        label = re.sub(r"^assign combat", "assigns combat", label)
        return EffectTemplate(sel, (RulesOp(label=label),), cond, describe=s), False
    # "Blue creatures don't untap during their controllers' untap steps." (502.3): each one it describes, as the
    # rule is consulted in its controller's untap step (613.11)
    m = re.fullmatch(r"(.+?) don't untap during their controllers' untap steps", s)
    if m:
        sel = parse_selector(m.group(1), pc)
        return EffectTemplate(sel, (RulesOp(label="doesn't untap during its controller's untap step"),), cond,
                              describe=s), False
    # 510.1c: a blocked creature assigns its combat damage to its blockers, unless its controller chooses, by this
    # ability, to assign it as though it weren't blocked (510.1a: all of it to the player or permanent it attacks)
    m = re.fullmatch(r"(?:You may have (~)|(Enchanted creature|Equipped creature)'s controller may have it) assign its combat "
                     r"damage as though it weren't blocked", s)
    if m:
        sel = parse_selector(m.group(1) or m.group(2), pc)
        return EffectTemplate(sel, (RulesOp(label=AS_THOUGH_UNBLOCKED),), cond, describe=s), False
    # 510.1a changed (613.11): "Each creature [you control] assigns combat damage equal to its toughness rather than its
    # power." — each creature it describes, as combat damage is assigned
    m = re.fullmatch(r"([Ee]ach creature(?: you control)?(?: with .+)?|~|Enchanted creature|Equipped creature) " +
                     ASSIGNS_TOUGHNESS, s)
    if m:   # "Each creature you control with toughness greater than its power …": the objects it describes
        sel = parse_selector(re.sub(r"^[Ee]ach creature", "Creatures", m.group(1)), pc)
        return EffectTemplate(sel, (RulesOp(label=ASSIGNS_TOUGHNESS),), cond, describe=s), False
    # a requirement for the blockers of an attacker (509.1c): "All creatures able to block ~ do so."
    # "… block this creature or enchanted creature do so." (Noble Quarry, bestow 702.103): each of the two it names
    m = re.fullmatch(r"All creatures able to block (~|enchanted creature|equipped creature)(?: or (enchanted creature|"
                     r"equipped creature))? do so", s)
    if m:
        sels = tuple(parse_selector(g[0].upper() + g[1:] if g != "~" else "~", pc) for g in m.groups() if g)
        sel = sels[0] if len(sels) == 1 else AnyOf(sels, describe=" or ".join(g for g in m.groups() if g))
        return EffectTemplate(sel, (RulesOp(label="all creatures able to block it do so"),), cond, describe=s), False
    # costs to attack (508.1h): "Creatures can't attack you unless their controller pays {2} for each creature they
    # control that's attacking you." (a rule of the game, read by kb.engine.declare and kb.engine.combat)
    if ATTACK_COST.fullmatch(s):
        return EffectTemplate(None, (RulesOp(label=s[0].upper() + s[1:]),), cond, describe=s), False
    # restrictions on a whole declaration (508.1c, 509.1b): "No more than one creature can attack each combat."
    if re.fullmatch(r"No more than \w+ creatures? can (?:attack|block)(?: you)? each (?:combat|turn)", s):
        return EffectTemplate(None, (RulesOp(label=s),), cond, describe=s), False
    # "The first creature spell you cast each turn costs {2} less to cast." (601.2f: the spell being cast is the first
    # of that description its controller casts this turn)
    m = re.fullmatch(r"The (first|second) ((?:.+? )?spell) you cast each turn costs (\{\d+\}) (less|more) to cast", s)
    if m:
        sel = parse_selector(m.group(2) + "s", pc, default_zone=frozenset(("stack",)))
        sel = replace(sel, controller="you") if isinstance(sel, Selector) else sel
        n = int(m.group(3)[1:-1]) * (-1 if m.group(4) == "less" else 1)
        return EffectTemplate(sel, (CostOp(amount=n, label=s, nth=1 if m.group(1) == "first" else 2),), cond,
                              describe=s), False
    s = re.sub(r"^Spells of the chosen type you cast ", "Spells you cast of the chosen type ", s)   # the same words
    from .eachspellhas import read_each_spell_has   # "Each creature spell you cast costs {1} less … if it has mutate"
    if (found := read_each_spell_has(s, pc, parse_selector)) is not None:
        return EffectTemplate(found[0], (found[1],), cond, describe=s), False
    from .targetcount import plural_spells, read_each_it_targets   # "Each instant and sorcery spell you cast costs …"
    s = plural_spells(s)
    # cost changes (601.2f): "Black spells you cast cost {1} less to cast.", "Creature spells you cast with power 4 or
    # greater …", "Spells you cast from your graveyard …" (the zone it is cast from), "Spells with the chosen name you
    # cast …" (the source's choice as it entered, 614.12), "… for each creature token you control" (counted as the total
    # cost is determined)
    from .sharedtypelinked import shares_type_selector, split_shares_type   # "… that share a card type with the exiled card"
    unshared, shares = split_shares_type(s)
    m = re.fullmatch(r"((?:.+? )?[Ss]pells?(?: with (?!the chosen name)[a-z ]+?)?)( with the chosen name)?"
                     r"(?: (you cast|your opponents cast|each player casts))?(?: (with .+?|of the chosen type))?(?: from (your graveyard|anywhere other than your hand))?"
                     r"(?: that targets? (~|an? [^,]+? you control))? cost (\{\d+\}|\{X\}|(?:\{\d+\})?(?:\{[WUBRGC]\})+) (less|more) to cast"
                     r"(?: for each (.+)|, where X is (.+))?", unshared)
    if m and (m.group(7) == "{X}") == (m.group(10) is not None):   # "{X} less …, where X is ~'s power" (601.2f)
        words = m.group(1) + (" " + m.group(4) if m.group(4) else "")
        try:
            sel = parse_selector(words, pc, default_zone=frozenset(("stack",)))
        except ParseError:   # "Historic spells": the description in its lower case
            sel = parse_selector(words[0].lower() + words[1:], pc, default_zone=frozenset(("stack",)))
        # "cost {B} more": coloured mana added to the total cost (601.2f); "cost {R}{G} less": taken off it (118.7b-c)
        syms = ManaCost.parse(m.group(7)).symbols if not m.group(10) else ("1",)   # X: one generic mana each
        n = sum(int(x) for x in syms if x.isdigit()) * (-1 if m.group(8) == "less" else 1)
        colored = tuple(x for x in syms if not x.isdigit())
        # "Spells your opponents cast that target ~" / "… that target a Merfolk you control" (601.2c, 601.2f): one of
        # its targets is that; the change applies once to the spell, however many of its targets are (601.2f)
        aim = (SELF if m.group(6) == "~" else parse_selector(re.sub(r"^an? ", "", m.group(6)), pc)) if m.group(6) \
            else None
        if m.group(3) in ("you cast", "your opponents cast"):   # each part of "Instant and sorcery spells"
            sel = with_controller(sel, "you" if m.group(3) == "you cast" else "opponent")
        if shares:   # the card the source's linked ability exiled (607.2a; kb.engine.sharedtypelinked)
            sel = shares_type_selector(sel)
            if sel is None:
                raise ParseError(s, "a card type shared with the exiled card, said of several kinds of spell", pc.card)
        zone = {"your graveyard": "graveyard", "anywhere other than your hand": "not_hand"}.get(m.group(5) or "", "")
        # "for each creature it targets": the spell's own targets, chosen before its total cost (kb.engine.targetcount)
        per_target = read_each_it_targets(m.group(9), parse_selector, pc) if m.group(9) else None
        count = parse_each(m.group(9), pc, default_zone=frozenset(ALL_ZONES)) if m.group(9) and per_target is None \
            else None
        if m.group(10):   # X counted as the total cost is determined (601.2f); a negative X reduces nothing (107.1b)
            from .gamevalues import NotBelowZero   # a power can be negative: any X, not only a subtraction
            count = NotBelowZero(parse_value(m.group(10), pc))
        less = m.group(8) == "less"   # "cost {R}{G} less": reduced as 118.7b-c say (kb.engine.colorreduce)
        return EffectTemplate(sel, (CostOp(amount=n, label=s, mana=() if less else colored, fewer=colored if less else (),
                                           if_targets=aim, from_zone=zone,
                                           chosen_name=bool(m.group(2)), count=count, x=bool(m.group(10)),
                                           per_target=per_target),), cond,
                              describe=s), False
    # "Equip abilities you activate [that target ~ / of other Equipment] cost {1} less to activate." / "Equip costs you
    # pay cost {1} less." (602.2b, 601.2f: a change of the activation cost of its controller's equip abilities, 702.6a)
    m = re.fullmatch(r"Equip (abilities you activate|costs you pay)(?: (that target ~|of other Equipment(?: you control)?))? cost "
                     r"\{(\d+)\} less(?: to activate)?", s)
    if m:
        sel = parse_selector(("other " if (m.group(2) or "").startswith("of other") else "") + "Equipment you control", pc)
        return EffectTemplate(sel, (CostOp(amount=-int(m.group(3)), label=s, verb="equip",
                                           if_targets=SELF if m.group(2) == "that target ~" else None),), cond,
                              describe=s), False
    from .keywordcostchange import read_keyword_cost_change   # "Buyback costs cost {2} less." (601.2f)
    if (found := read_keyword_cost_change(s, pc, parse_selector)) is not None:
        return EffectTemplate(found[0], (found[1],), cond, describe=s), False
    from .ninjutsucost import read_ninjutsu_cost   # "Ninjutsu abilities you activate cost {1} less to activate" (602.2b)
    if (found := read_ninjutsu_cost(s, pc, parse_selector)) is not None:
        return EffectTemplate(found[0], (found[1],), cond, describe=s), False
    from .tokenlegend import read_token_supertype   # "~ isn't legendary if it's a token" (205.4, 613.1d)
    if (found := read_token_supertype(s, pc, parse_selector)) is not None:
        return EffectTemplate(found[0], (found[1],), cond, describe=s), False
    from .sourcecost import read_source_cost   # "Activated abilities of creatures cost {1} less to activate" (602.2b)
    if (found := read_source_cost(s, pc, parse_selector)) is not None:
        return EffectTemplate(found[0], (found[1],), cond, describe=s), False
    # what players can't do (101.2): casting, activating, losing, winning, the legend rule (kb.engine.restrictions)
    from .restrictions import RestrictionOp, read_restriction
    found = read_restriction(s, pc, parse_selector=parse_selector)
    if found:
        return EffectTemplate(None, tuple(RestrictionOp(label=r.text, restriction=r) for r in found), cond,
                              describe=s), False
    if flash_permission(s) is not None:   # 702.8a
        return EffectTemplate(None, (RulesOp(label=s),), cond, describe=s), False
    if free_cast_permission(s) is not None:   # "You may cast spells … without paying their mana costs" (118.9)
        return EffectTemplate(None, (RulesOp(label=s),), cond, describe=s), False
    if ADDITIONAL_TRIGGER.fullmatch(s):   # 603.2d: its description read now (a ParseError names it)
        additional_trigger(s, pc)
        return EffectTemplate(None, (RulesOp(label=s),), cond, describe=s), False
    from .playerprotection import player_keyword_static   # "You have protection from red." (702.16a, 613.11)
    if (op := player_keyword_static(s)) is not None:
        return EffectTemplate(None, (op,), cond, describe=s), False
    # rules-changing statics (613.11)
    if any(re.fullmatch(p, s) for p in RULES_SENTENCES):
        return EffectTemplate(None, (RulesOp(label=s),), cond, describe=s), False
    m = re.fullmatch(r"You control (.+)", s)
    if m:
        sel = parse_selector(m.group(1), pc)
        return EffectTemplate(sel, (ControlOp(None),), cond, describe=s), False
    subj, pred = _split_subject(s, pc)
    if " and " in subj and subj.endswith(" each"):   # "~ and enchanted creature each get +X/+X"
        subj = subj[:-len(" each")]
    if subj in ("it", "It") and it_subject is not None:
        sel = it_subject
    elif only is not None and subj in ("That creature", "that creature"):
        sel = parse_selector(only, pc)
    elif subj.lower() in PAIRED_SUBJECTS and getattr(cond, "status", None) == "paired":
        # "As long as ~ is paired with another creature, both creatures have …" (702.95b): ~ and its partner
        sel = Selector(zones=frozenset(("battlefield",)), relation="paired", describe=subj)
    else:
        sel = parse_selector(subj, pc)
    ops = parse_predicate(pred, pc)
    is_self = isinstance(sel, Selector) and sel.relation == "self"
    # 604.3a (1): defines colours, subtypes, power or toughness; (5) unconditionally.
    cda = is_self and cond is None and all(
        op.kind in ("color", "pt_set") or (op.kind == "type" and not op.add_types and op.set_types is None)
        for op in ops)
    return EffectTemplate(sel, tuple(ops), cond, describe=s), cda


_TRAIL_COND = re.compile(r"^(.+?),? ((?:for )?(?:as long as|while) (.+))$")
# "~ doesn't untap during your untap step if it has a depletion counter on it." (502.3): a condition on the rule,
# checked as the untap step untaps permanents, the same as "as long as"
_UNTAP_IF = re.compile(r"^(.+? doesn't untap during (?:your|its controller's) untap step) (if (it has .+ counters? on it))$")


# "~ can't be blocked if you had another Wizard enter the battlefield under your control this turn" (509.1b): the same,
# checked as blockers are declared
_UNBLOCKABLE_IF = re.compile(r"^(~ can't be blocked) (if (.+))$")


_UNLESS_RULE = re.compile(r"^((?:~|Enchanted creature|Equipped creature) can't (?:attack or block|attack|block)) unless (.+)$")


def _trailing_condition(s: str, pc: _Ctx):
    """"~ gets +1/+2 as long as you control a Forest." / "... 4/4 while you control a Plains.": the
    condition written after the effect (611.3b) → (condition or None, the sentence without it). A
    quoted ability keeps its own words; a condition the engine can't check is an error (never dropped)."""
    if '"' in s:
        return None, s
    m = _UNLESS_RULE.match(s)
    if m and not re.fullmatch(COMBAT_RULES, s.split(" ", 1)[1] if s.startswith("~ ") else ""):
        # "~ can't attack unless you control another artifact" (508.1c, 509.1b): the rule as long as the condition
        # doesn't hold
        from .conditions import Unless
        from .turnevents import parse_history_condition
        if m.group(1) == "~ can't attack" and parse_history_condition(m.group(2), pc, parse_selector) is not None:
            return None, s   # "… unless you've cast a creature spell this turn": checked as attackers are declared
        try:
            cond, _it = parse_condition(m.group(2), pc)
        except ParseError as e:
            raise ParseError(m.group(2), "not a condition the engine can check", pc.card) from e
        return Unless(cond, describe="unless " + m.group(2)), m.group(1)
    m = _TRAIL_COND.match(s) or _UNTAP_IF.match(s) or _UNBLOCKABLE_IF.match(s)
    if not m:
        return None, s
    phrase = m.group(3)
    its = re.fullmatch(r"its ((?:power|toughness|mana value) is .+)", phrase)
    subj = re.match(r"(~|(?:[Ee]nchanted|[Ee]quipped) creature)\s", m.group(1))
    if its and subj:   # "Equipped creature can't be blocked as long as its power is 3 or less": the subject's
        phrase = subj.group(1)[0].lower() + subj.group(1)[1:] + "'s " + its.group(1) if subj.group(1) != "~" else \
            "~'s " + its.group(1)
    ctl = re.fullmatch(r"its controller (controls .+)", phrase)
    host = re.match(r"([Ee]nchanted|[Ee]quipped) creature\s", m.group(1))
    if ctl and host:   # "Enchanted creature has shroud as long as its controller controls another creature": the
        # subject's controller (303.4, 301.5)
        phrase = f"{host.group(1).lower()} creature's controller {ctl.group(1)}"
    if re.fullmatch(r"it entered(?: the battlefield)? this turn", phrase) and m.group(1).startswith("~ "):
        phrase = "~" + phrase[2:]   # "~ has haste as long as it entered this turn": the subject, ~ itself
    it = re.fullmatch(r"it(?:'s| is| has) (.+)", phrase)
    if it and not re.match(r"(?:not )?your turn\b", it.group(1)):   # "it's your turn [and …]": the turn (500.1)
        subj = re.match(r"(~|(?:[Ee]nchanted|[Ee]quipped) (?:creature|permanent|land|artifact))\s", m.group(1))
        if subj is None or (subj.group(1) != "~" and re.fullmatch(r"(?:enchanted|equipped)", it.group(1))):
            raise ParseError(m.group(2), "\u201cit\u201d here is not the card itself", pc.card)
        # "it" is the subject: "~ has trample as long as it has a +1/+1 counter on it", "Enchanted creature gets
        # +1/+2 as long as it's white"
        phrase = subj.group(1)[0].lower() + subj.group(1)[1:] if subj.group(1) != "~" else "~"
        phrase += (" is " if " is" in it.group(0) or "'s" in it.group(0) else " has ") + it.group(1)
    if phrase.startswith("defending player ") and not m.group(1).startswith("~ "):
        # whose defending player: each affected creature's, not the source's (506.2)
        raise ParseError(m.group(2), "\u201cdefending player\u201d here is not the card's own", pc.card)
    try:
        cond, _it = parse_condition(phrase, pc)
    except ParseError as e:
        raise ParseError(m.group(2), "not a condition the engine can check", pc.card) from e
    return cond, m.group(1)


def _still(sentence: str) -> frozenset | None:
    m = re.fullmatch(r"(?:It's|It is|They're|They are) still (?:a |an )?(.+?)s?", _strip_period(sentence))
    if not m:
        return None
    t = card_type(m.group(1))
    return frozenset((t,)) if t else None


def _still_subtype(sentence: str) -> frozenset | None:
    """"It's still a Shapeshifter." (a creature type kept by an effect that sets creature types)."""
    m = re.fullmatch(r"(?:It's|It is) still (?:a |an )?([A-Z][\w-]+)", _strip_period(sentence))
    return frozenset((m.group(1),)) if m and known_subtype(m.group(1)) and not card_type(m.group(1)) else None


def _with_retained(ops: tuple, kept: frozenset) -> tuple:
    out = []
    for op in ops:
        if isinstance(op, TypeOp) and op.set_types is not None:
            op = replace(op, keep_types=op.keep_types | kept, text=op.text + f" (still {', '.join(sorted(kept)).lower()})")
        out.append(op)
    return tuple(out)


_LAST_LINKED_IT = re.compile(r"(~ has the (?:power, toughness, and creature types|power and toughness|creature types) of "
                             r"the last [\w -]+? exiled with) it\b")


_ATTACHED_SUBJ = re.compile(r"((?:Enchanted|Equipped|Fortified) (?:creature|permanent|land|artifact|planeswalker))\b")


def _attached_it(s: str, prev: EffectTemplate) -> str:
    """"Enchanted creature can't attack or block. It loses all abilities and has …": "It" opening the next sentence
    of the same static ability names the object the sentence before is about, the enchanted (equipped, fortified)
    one (608.2c's order of words; 303.4, 301.5), not the Aura or Equipment — the sentence read with that subject."""
    m = re.match(r"It (?!is\b|'s\b)", s)
    if m is None or getattr(prev.selector, "relation", None) not in ("enchanted", "equipped", "fortified"):
        return s
    f = _ATTACHED_SUBJ.match(prev.describe or "")
    return f.group(1) + " " + s[m.end():] if f else s


def parse_static(line: str, pc: _Ctx) -> StaticAbility:
    # Duplicant's Oracle wording "~ has the power, toughness, and creature types of the last creature card exiled with
    # it" (607.2a): "it" can only be ~, the one object the sentence names
    line = _LAST_LINKED_IT.sub(r"\1 ~", line)
    templates: list[EffectTemplate] = []
    cda = True
    for s in split_sentences(line):
        kept = _still(s)
        if kept is not None and templates:
            t = templates[-1]
            templates[-1] = EffectTemplate(t.selector, _with_retained(t.ops, kept), t.condition, t.describe + ". " + s)
            continue
        kept_sub = _still_subtype(s)
        if kept_sub and templates and any(isinstance(op, TypeOp) and op.creature_types_of is not None
                                          for op in templates[-1].ops):
            t = templates[-1]
            ops = tuple(replace(op, add_subtypes=op.add_subtypes | kept_sub, text=op.text + f" (still {', '.join(kept_sub)})")
                        if isinstance(op, TypeOp) else op for op in t.ops)
            templates[-1] = EffectTemplate(t.selector, ops, t.condition, t.describe + ". " + s)
            continue
        if re.fullmatch(r"This effect doesn't remove ~\.?", s.strip()) and templates and any(
                isinstance(op, AbilityOp) and any(getattr(a, "name", "").startswith("protection from") for a in op.add)
                for op in templates[-1].ops):
            # the protection the effect grants doesn't make its own Aura fall off (702.16c, 704.5m: kb.engine.sba)
            t = templates[-1]
            templates[-1] = EffectTemplate(t.selector, t.ops + (RulesOp(label=KEEPS_SOURCE),), t.condition,
                                           t.describe + ". " + s)
            continue
        if templates and flashback_cost_sentence(s):   # "The flashback cost is equal to that card's mana cost." (702.34a)
            t = templates[-1]
            ops = mana_cost_ops(t.ops)
            if ops is None:
                raise ParseError(s, "no flashback granted just before it to give this cost", pc.card)
            templates[-1] = EffectTemplate(t.selector, ops, t.condition, t.describe + ". " + s)
            continue
        from .escapegrant import escape_cost_ops, escape_cost_sentence
        param = escape_cost_sentence(s) if templates else None
        if param is not None:   # "The escape cost is equal to the card's mana cost plus …" (kb.engine.escapegrant)
            t = templates[-1]
            ops = escape_cost_ops(t.ops, param)
            if ops is None:
                raise ParseError(s, "no escape granted just before it to give this cost", pc.card)
            templates[-1] = EffectTemplate(t.selector, ops, t.condition, t.describe + ". " + s)
            continue
        from .sourcecost import FLOOR_ONE, with_floor
        if templates and FLOOR_ONE.fullmatch(s.strip()) and any(with_floor(op) for op in templates[-1].ops):
            t = templates[-1]   # "This effect can't reduce the mana in that cost to less than one mana." (kb.engine.sourcecost)
            templates[-1] = EffectTemplate(t.selector, tuple(with_floor(op) or op for op in t.ops), t.condition,
                                           t.describe + ". " + s)
            continue
        from .colorreduce import ONLY_COLORED
        if templates and ONLY_COLORED.fullmatch(s.strip()) and any(getattr(op, "fewer", ()) for op in templates[-1].ops):
            t = templates[-1]   # "This effect reduces only the amount of colored mana you pay." (kb.engine.colorreduce)
            ops = tuple(replace(op, only_colored=True) if getattr(op, "fewer", ()) else op for op in t.ops)
            templates[-1] = EffectTemplate(t.selector, ops, t.condition, t.describe + ". " + s)
            continue
        both = read_instead(s, templates[-1] if templates else None, pc)   # "It gets -3/-3 instead as long as …"
        if both is not None:
            templates[-1:] = [_pt_condition_in_time(t) for t in both]
            cda = False
            continue
        other = read_otherwise(s, templates[-1] if templates else None, pc)   # "Otherwise, it gets -1/-2." (611.3b)
        if other is not None:
            templates.append(other)
            cda = False
            continue
        m = re.fullmatch(r"The same is true for (.+)", _strip_period(s))
        if m and templates:
            more = _same_is_true(templates[-1], m.group(1), pc)
            if len(more) == 1 and more[0].ops[0] is not templates[-1].ops[0] and \
                    isinstance(more[0].ops[0], GainFoundKeywordsOp):
                templates[-1] = more[0]  # the same ability, for more keywords
            else:
                templates.extend(more)
            continue
        from .alsohave import restate_subject   # "… get +1/+1. As long as …, they also have vigilance."
        again = restate_subject(s, templates[-1].describe) if templates else None
        if again is not None:
            s = again
        elif templates:
            s = _attached_it(s, templates[-1])
        for part in _two_subjects(s):
            t, is_cda = _static_sentence(part, pc)
            if again is not None:
                t = replace(t, also=True)
            t = _pt_condition_in_time(t)
            cda = cda and is_cda
            templates.append(t)
    if not templates:
        raise ParseError(line, "empty ability", pc.card)
    if any(chosen_as_applied(op) for t in templates for op in t.ops):
        raise ParseError(line, "a choice made as an effect is applied (608.2d) in a static ability", pc.card)
    zones = frozenset().union(*(_stated_zones(t.condition) for t in templates))
    if re.match(r"(?:~|this (?:spell|card|creature)) has flash\b", line, re.I):
        # "~ has flash as long as you control a Desert", "This spell has flash as long as …": an object's ability that
        # modifies how that object can be cast functions in any zone from which it could be cast, and on the stack
        # (113.6e) — so its condition is checked as its caster begins to cast it from the hand (601.3)
        zones = zones | frozenset(("hand", "graveyard", "exile", "library", "command", "stack"))
    return StaticAbility(text=line, templates=tuple(templates), cda=cda, zones=zones)


def _stated_zones(cond) -> frozenset:
    """113.6b (402.8 before 2009: "unless the ability states otherwise"): "As long as ~ is in your graveyard [and …]"
    states the zone the ability functions in — the zones a condition requires the source itself to be in."""
    from .conditions import AllOf
    from .filters import SelfIn
    if isinstance(cond, SelfIn) and cond.zone != "battlefield":
        return frozenset((cond.zone,))
    if isinstance(cond, AllOf):   # AnyOf too: "in the command zone or on the battlefield" states both
        return frozenset().union(*(_stated_zones(p) for p in cond.parts))
    return frozenset()


def _two_subjects(s: str) -> list[str]:
    """"As long as you control your commander, ~ gets +2/+2 and creatures you control have vigilance.": one sentence
    with two subjects, each its own effect under the same condition (611.3a); any other sentence as it is."""
    m = re.fullmatch(r"(As long as [^,]+, )?(~ (?:gets|has) [^\"]+?) and ((?:other )?creatures you control (?:get|have) .+?)\.?",
                     s.strip())
    if m is None:
        # "You and Humans you control have hexproof.", "During your turn, you and ~ have hexproof." (Sigarda, Gruul
        # Spellbreaker): the player's own ability (702.11c, 702.18a: "You have hexproof.") and the objects' each
        # its own effect under the same condition
        you = re.fullmatch(r"(As long as [^,]+, |During [^,]+, )?[Yy]ou and (.+?) have (hexproof|shroud)\.?", s.strip())
        if you is None or "," in you.group(2) or " and " in you.group(2):
            return [s]
        head, rest, kw = you.group(1) or "", you.group(2), you.group(3)
        objects = f"~ has {kw}." if rest == "~" else f"{rest[0].upper() + rest[1:] if not head else rest} have {kw}."
        return [head + ("You" if not head else "you") + f" have {kw}.", head + objects]
    head = m.group(1) or ""
    return [head + m.group(2) + ".", head + m.group(3) + "."]


def _pt_condition_in_time(t: EffectTemplate) -> EffectTemplate:
    """A static ability's condition that reads power or toughness ("~ has flying as long as its power is 4 or
    greater", "… as long as you control a creature with power 4 or greater") is checked as its effect applies
    (611.3a); power and toughness are determined only in the last layer (613.4), after an effect that changes types,
    colours or abilities has applied, and no rule says which values such a condition reads. Marked ``pt_timed``: where
    an effect or counter changes power or toughness in that last layer the answers it could change are "cannot
    decide" (kb.engine.layers.pt_timed_parts); where none does, every reading gives the same values and it is decided.
    An effect on power and toughness itself reads them in that layer (613.4, dependency 613.8), and a rules effect
    is consulted after the layers: not marked."""
    if t.condition is None or "pt" not in (getattr(t.condition, "reads", None) or frozenset()):
        return t
    if all(isinstance(op, (PTModOp, PTSetOp, PTSwitchOp, CostOp)) or op.kind == "rules" for op in t.ops):
        return t   # a rules effect (613.11) is consulted with the objects as the layers leave them
    return replace(t, pt_timed=True)


def _same_is_true(last: EffectTemplate, listing: str, pc: _Ctx) -> list[EffectTemplate]:
    """"The same is true for X, Y, and Z": other keywords (Cairn Wanderer) or other objects (Conspiracy)."""
    ops = last.ops
    if len(ops) == 1 and isinstance(ops[0], GainFoundKeywordsOp):
        fams = list(ops[0].families)
        for item in re.split(r",\s*(?:and\s+)?|\s+and\s+", listing):
            fam = item.strip().lower()
            if not (fam in KEYWORDS or fam in ("landwalk", "protection")):
                raise ParseError(item, "not a keyword", pc.card)
            fams.append(fam)
        return [EffectTemplate(last.selector, (replace(ops[0], families=tuple(fams)),), None, describe=last.describe)]
    sel = parse_selector(listing, pc, default_zone=frozenset(ALL_ZONES))
    return [EffectTemplate(sel, last.ops, last.condition, describe=last.describe + f" (also for {listing})")]


from .exilednames import QUALIFIER as _SAME_NAME_LINKED   # "with the same name as a card exiled with ~" (607.2a)
# "with a +1/+1 counter on it", "with one or more oil counters on them", "with counters on them" (any kind)
# (a word of number or negation is never the kind: "with no counters on them" is none, below)
_WITH_COUNTERS = r"with (?:(?:a|an|one or more) )?((?!(?:counters?|no|any|two|three|four|five|six|seven|\d+)\b)[^ ]+ )?" \
    r"counters? on (?:it|them)"
# "that doesn't have a +1/+1 counter on it", "that don't have counters on them", "with no counters on them" (Damning
# Verdict's words): none of that kind (or of any)
_WITHOUT_COUNTERS = r"(?:that (?:doesn't|don't) have (?:(?:a|an|any) )?|with no )((?!counters?\b)[^ ]+ )?counters? on (?:it|them)"
# a selector's trailing qualifiers, read off its end one by one (parse_selector): compiled once, not at every call
_TRAILING_QUALIFIER = re.compile(
    r"\s+(you own and control|you control|your opponents control|an opponent controls|you don't control|enchanted player controls|"
    r"the chosen player controls|" + CHOSE_QUALIFIER + "|"
    r"defending player controls|(?:enchanted|equipped) creature's controller controls|"
    r"you own|you don't own|in graveyards|in all graveyards|in a graveyard|in your graveyard|in an opponent's graveyard|"
    r"in your hand|in exile|on the battlefield or in the command zone|on the battlefield|"
    r"that aren't on the battlefield|of the chosen type|"
    r"of the chosen color|of the chosen colour|"
    r"with an? (?:even|odd) mana value|"
    r"with (?:mana value|power|toughness) (?:\d+|X) or (?:less|greater|more)|"
    r"with (?:mana value|power|toughness) (?:\d+|X)|with (?:an )?(?:even|odd) mana values?|"
    r"with (?:mana value|power|toughness) equal to (?:that|the|the chosen) number|"
    r"with (?:mana value|power|toughness) equal to the number of [^ ]+ counters on ~|"
    r"with (?:mana value|power|toughness) (?:less|greater) than (?:or equal to )?~'s "
    r"(?:mana value|power|toughness)|"
    r"with (?:power|toughness) (?:less|greater) than (?:its|their) (?:power|toughness)|"
    r"with \{[XPH]\} in (?:its|their) mana costs?|with an activated ability that isn't a mana ability|with (?:mana value equal to )?that spell's mana value|"
    r"exiled with ~|(?:blocking|blocked by|blocking or blocked by) (?:~|it)|other than ~|other than [A-Z][\w-]+(?:,? (?:and|or) [A-Z][\w-]+)*|" + _WITH_COUNTERS + "|" + _WITHOUT_COUNTERS + "|that has the same name as a card in your graveyard|" + _SAME_NAME_LINKED + "|with the same name as ~|"
    r"(?:with|without) (?![a-z ]* (?:you control|you own|your opponents control|an opponent controls)$)(?![a-z ]* in (?:(?:(?:your|a|all|an opponent's) )?(?:graveyards?|hand)|exile)$)"
    r"[a-z ]+?|named [^,]+" + _NAME_NOT_BEFORE + ")$")


# The whole-ability reader (kb.engine.cardtext) registers itself here: a static ability may
# grant a quoted ability ("have \"{T}: Add {G}.\"") that this module must read, and cardtext
# builds on this module.
_ABILITY_READER: list = [None]


def set_ability_reader(fn) -> None:
    """Register ``fn(text, card, types, granted=True) -> Ability`` (kb.engine.cardtext.parse_ability)."""
    _ABILITY_READER[0] = fn


def parse_ability(line: str, card: str | None, types: frozenset, *, granted: bool = False, **kw):
    fn = _ABILITY_READER[0]
    if fn is None:  # pragma: no cover - cardtext registers itself when kb.engine is imported
        raise RuntimeError("no ability reader registered")
    return fn(line, card, types, granted=granted, **kw)


# --- conditions read for other readers (kb.engine.conditions: the shared sub-grammar) ------------------------------
def parse_condition_now(phrase: str, pc) -> tuple[Condition, Selector | None]:
    """A condition checked at one moment, as an ability is activated ("Activate only if a creature died this turn",
    602.5b): the statics' conditions, the turn's history among them."""
    return parse_condition(phrase, pc)


def read_state_condition(phrase: str, pc):
    """A resolving instruction's or an intervening "if"'s condition, read by the statics' reader ("~ is tapped",
    "you control two or more Gates") → the static condition; None when it doesn't read it, or when the phrase
    points back with a pronoun (in a trigger it may name the event's object, not the source)."""
    from .conditions import DUMMY_IT, OWN_ZONE, POINTER, SELF_IT
    p = phrase.strip()
    if POINTER.search(re.sub(r"\bthis (?:turn|combat)\b", "", OWN_ZONE.sub(r"\1\2", DUMMY_IT.sub("", SELF_IT.sub(r"\1 ~", p))))):
        return None   # ("this turn", "this combat" point at no object)
    try:
        cond, _it = parse_condition(p, pc)
    except ParseError:
        return None
    return cond


def read_instead(sentence: str, last, pc):
    """"It gets -3/-3 instead as long as you control a Swamp." after a static ability's unconditional sentence
    (``last``: its EffectTemplate) → (that template, now under the opposite condition; the template of the effect that
    replaces it, for the same objects, under the condition) (611.3a); None when the sentence is not one. A condition
    with a pronoun ("as long as its controller …") is not read here."""
    from .conditions import POINTER, InsteadOf
    m = re.fullmatch(r"(It|They) (.+?),? instead (?:as long as|while) (.+)", _strip_period(sentence).strip())
    if not m or last is None or last.condition is not None or last.selector is None or POINTER.search(m.group(3)):
        return None
    cond, _it = parse_condition(m.group(3), pc)
    _subj, pred = _split_subject(f"{m.group(1)} {m.group(2)}", pc)
    ops = parse_predicate(pred, pc)
    return (replace(last, condition=InsteadOf(cond, describe="instead")),
            EffectTemplate(last.selector, tuple(ops), cond, describe=_strip_period(sentence)))


def read_otherwise(sentence: str, last, pc):
    """"Otherwise, it gets -1/-2." after a static ability's conditional sentence (``last``: its EffectTemplate) →
    the template of the other effect, for the same objects, under the opposite condition (611.3b); None when the
    sentence is not one, or nothing conditional comes before it."""
    from .conditions import Otherwise
    m = re.fullmatch(r"Otherwise, (it|they) (.+)", _strip_period(sentence).strip())
    if not m or last is None or last.condition is None or last.selector is None:
        return None
    _subj, pred = _split_subject(f"{m.group(1)} {m.group(2)}", pc)
    ops = parse_predicate(pred, pc)
    return EffectTemplate(last.selector, tuple(ops), Otherwise(last.condition, describe="otherwise"),
                          describe=_strip_period(sentence))
