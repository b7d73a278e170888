"""Replacement and prevention effects (614-616) as data, and how an event is modified by them.

A :class:`Replacement` watches for one kind of event — damage, a permanent dying or going to a
graveyard, destruction (regeneration), losing the game, tokens being created, counters being put —
and modifies it: prevent some or all damage (615, shields 615.7), double it, exile instead of a
graveyard, regenerate (614.8), do something else instead, twice as many tokens or counters (614.16).
They come from static abilities of permanents (read by :func:`parse_replacement`, found anew at each
event, so one that is gone no longer applies) and from resolved spells and abilities (shields with a
duration, kept in ``GameState.replacements``).

616.1: when several would modify how one event affects an object or player, the affected player
(or the object's controller) chooses the order — the scenario says it with ``replace_order: [...]``
— each applies at most once (614.5), and after each the others are checked again (616.1f).
Mixed into :class:`kb.engine.state.GameState` as :class:`ReplacementMixin`.
"""
from __future__ import annotations

import re
from contextlib import contextmanager
from dataclasses import dataclass, field, replace as _dc_replace

from .errors import EngineError, ParseError
from .effectnames import names_effect
from .filters import ALL_ZONES, Ctx
from .abilities import functions_in_command
from .damageparties import damage_modifier_parts, damage_recipients as _recipients, damage_sources as _src, object_phrase as _obj, prevent_all_parts
from .damageinstead import damage_replaced_by, sacrificed_with_the_damage
from .text import player_cap as _cap, player_verb as _verb, player_poss as _possessive
from .rollinstead import read_roll_replacement
from .triggers import Event
from .regencontrol import REGEN_CONTROL, gain_control_on_regeneration
from .entersview import entering_match

__all__ = ["Replacement", "ReplacementAbility", "parse_replacement", "ReplacementMixin"]

# "If …, instead exile it." — "instead" before what is done (the CR's wording in 616.1f's example): read as "If …, exile
# it instead." (614.1a; the same replacement)
_INSTEAD_FIRST = re.compile(r"(If .+?), instead ((?:exile|shuffle|put|return|reveal) .+)")


@dataclass
class Replacement:
    """One replacement or prevention effect. ``event``: damage | die | to_graveyard | destroy | lose |
    tokens | counters | draw; ``kind``: prevent | double | triple | exile | regenerate | instead |
    twice | plus_one | redirect; ``amount`` remaining for a shield (None: all); ``to`` / ``by`` what the damage
    is dealt to / by (selectors, or locked ``ids``); ``players``: players it protects."""

    event: str
    kind: str
    text: str
    source: int | None = None
    source_name: str = ""
    controller: str | None = None
    amount: int | None = None
    to: object = None
    by: object = None
    ids: frozenset | None = None
    players: frozenset | None = None
    combat_only: bool = False
    duration: str = "static"          # static | end_of_turn | indefinite
    once: bool = False                # "the next time": used up after one event
    instead: str = ""                 # instructions done instead (kind 'instead')
    used: bool = False
    key: tuple = ()
    copy_of: object = None            # "enter as copies of the chosen creature": that object (kept as it last was)
    spent_in: object = None           # the event (batch) that used a "next time" effect: all of it is affected
    condition: object = None          # "If you control a creature, ...": applies only while it holds (filters.Condition)
    then: str = ""                    # "instead exile that card and create ...": what the modified event also does (614.6)
    redirect: tuple | None = None     # a redirection effect's new recipient, ("obj", oid) or ("player", name) (614.9)
    more: tuple | None = None         # a resolved shield's additional effect (615.5): (kind, recipients, source, its
                                      # object as it was, controller), made by kb.engine.actions_damage._prevention_also


@dataclass(frozen=True, eq=False)
class ReplacementAbility:
    """A static ability that generates a replacement or prevention effect (614.1, 615.1)."""

    text: str
    template: Replacement = None
    uid: int = 0
    kind = "replacement"
    keyword = None

    def display(self, name: str | None) -> str:
        return self.text.replace("~", name) if name else self.text



def _graveyard_owner(s: str) -> str | None:
    """Whose graveyard a "would be put into ... graveyard" replacement watches: 'opponent', 'you',
    'enchanted' (the player its source enchants, 303.4b) or None (any)."""
    if "an opponent's graveyard" in s:
        return "opponent"
    if "your graveyard" in s:
        return "you"
    if "enchanted player's graveyard" in s:
        return "enchanted"
    return None


def parse_replacement(t: str, card: str | None):
    """A static ability's replacement or prevention effect, or None if the line is not one."""
    from .parser import _Ctx
    pc = _Ctx(card)
    s = t.strip().rstrip(".")
    lead = re.fullmatch(r"As long as (.+?), if (.+)", s)   # "As long as you have no cards in hand, if a source …"
    parts = damage_modifier_parts("If " + lead.group(2) if lead else s, pc)
    if parts is not None:   # the condition: the effect applies only while it holds (611.3a, 614.1a)
        from .parser import parse_condition
        return Replacement("damage", text=t, condition=parse_condition(lead.group(1), pc)[0] if lead else None, **parts)
    r = _prevent_with_more(s, t, pc, card)
    if r is not None:
        return r
    parts = damage_replaced_by(s, pc, card)   # "… that many … instead" (614.1a, kb.engine.damageinstead)
    if parts is not None:
        return Replacement("damage", text=t, **parts)
    m = re.fullmatch(r"(Prevent all (?:combat )?damage that would be dealt .+?) during your turn", s)
    if m:   # "… dealt to ~ during your turn": the prevention applies only while it's its controller's turn (500.1)
        r = parse_replacement(m.group(1) + ".", card)
        if r is not None and r.condition is None and r.event == "damage":
            from dataclasses import replace as _replace
            from .gamevalues import YourTurn
            return _replace(r, text=t, condition=YourTurn(True, describe="during your turn"))
    m = re.fullmatch(r"If (.+?) would die, exile it instead", s)
    if m:   # "If a creature dealt damage by ~ this turn would die": the turn's damage record (kb.engine.turnevents)
        from .parser import parse_selector
        from .turnevents import parse_damaged_by
        return Replacement("die", "exile", t, to=parse_damaged_by(m.group(1), pc, parse_selector) or _obj(m.group(1), pc))
    r = _die_instead(s, t, pc, card)
    if r is not None:
        return r
    r = _life_floor(s, t, pc)
    if r is not None:
        return r
    # "If a nontoken creature an opponent owns would die or a creature card not on the battlefield would be put into
    # an opponent's graveyard, exile that card instead.": the two halves are one replacement of a card of that kind
    # put into that player's graveyard from anywhere — what it is in the zone it leaves (a nontoken creature on the
    # battlefield, a creature card elsewhere; a card off the battlefield is never a token), 614.1a, 700.4
    m = re.fullmatch(r"If an? (nontoken )?(\w+) (an opponent owns|you own) would die or an? (\w+) card not on the battlefield "
                     r"would be put into (an opponent's|your) graveyard, exile (?:it|that card) instead", s)
    if m and m.group(2) == m.group(4) and (m.group(3) == "an opponent owns") == (m.group(5) == "an opponent's"):
        return Replacement("to_graveyard", "exile", t, to=_obj(f"a {m.group(1) or ''}{m.group(2)}", pc, ALL_ZONES),
                           players=_graveyard_owner(s), key=("die_or_card",))
    m = re.fullmatch(r"If (.+?) would be put into (?:a|your|an opponent's|its owner's|enchanted player's) graveyard(?: from anywhere)?, "
                     r"exile (?:it|that card) instead", s)
    if m:
        who = _graveyard_owner(s)
        return Replacement("to_graveyard", "exile", t, to=_obj(m.group(1), pc, ALL_ZONES), players=who)
    m = re.fullmatch(r"If (.+?) would be put into (?:a|your|an opponent's|its owner's|enchanted player's) graveyard(?: from anywhere)?, "
                     r"(?:reveal (?:~|it|that card) and )?shuffle (?:it|~|that card) into its owner's library instead", s)
    if m:
        who = _graveyard_owner(s)
        return Replacement("to_graveyard", "shuffle", t, to=_obj(m.group(1), pc, ALL_ZONES), players=who)
    m = re.fullmatch(r"If (.+?) would (?:die|be put into (?:a|its owner's) graveyard from the battlefield), "
                     r"(?:reveal (?:~|it|that card) and )?shuffle (?:it|~|that card) into its owner's library instead", s)
    if m:   # from the battlefield only ("dies", 700.4): the creature of 616.1f's example, 419.9a's in 2005
        return Replacement("to_graveyard", "shuffle", t, to=_dc_replace(_obj(m.group(1), pc), zones=frozenset(("battlefield",))),
                           key=("from_battlefield",))
    # "..., instead that card is revealed and put on the bottom of that player's library" (Wheel of Sun and Moon)
    m = re.fullmatch(r"If (.+?) would be put into (?:a|your|an opponent's|its owner's|enchanted player's) graveyard(?: from anywhere)?, "
                     r"(?:instead )?(?:(?:reveal (?:~|it|that card) and )?put (?:~|it|that card)|(?:~|it|that card) is "
                     r"(?:revealed and )?put) on the bottom of (?:that player's|its owner's|your|their) library(?: instead)?", s)
    if m:
        return Replacement("to_graveyard", "bottom", t, to=_obj(m.group(1), pc, ALL_ZONES), players=_graveyard_owner(s))
    m = re.fullmatch(r"Prevent all (combat )?damage that would be dealt to and dealt by (~|enchanted creature|equipped creature)", s)
    if m:
        sel = _obj(m.group(2), pc)
        return Replacement("damage", "prevent", t, to=("objects", sel), by=sel, combat_only=bool(m.group(1)),
                           key=("either",))
    m = re.fullmatch(r"Prevent all (combat )?damage that would be dealt by (~|enchanted creature|equipped creature)", s)
    if m:   # 615.1a: whatever it would be dealt to
        return Replacement("damage", "prevent", t, by=_obj(m.group(2), pc), combat_only=bool(m.group(1)))
    parts = prevent_all_parts(s, pc) if " this turn" not in s else None   # a static's effect has no duration (611.3)
    if parts is not None:
        return Replacement("damage", "prevent", t, **parts)
    # the same replacement in the wording of newer Oracle text: "If one or more tokens would be created under your
    # control, twice that many of those tokens are created instead." (614.1a, 111.1)
    m = re.fullmatch(r"If an effect would create one or more tokens under your control, it creates twice that many of those "
                     r"tokens instead|If one or more tokens would be created under your control, twice that many of those "
                     r"tokens are created instead", s)
    if m:
        return Replacement("tokens", "twice", t)
    # whoever controls them (Primal Vigor; its ruling of 2013-10-17: "It doesn't matter who controls the tokens")
    if s == "If one or more tokens would be created, twice that many of those tokens are created instead":
        return Replacement("tokens", "twice", t, key=("any_controller",))
    # "…, those tokens plus that many 1/1 green Squirrel creature tokens are created instead." (Chatterfang; 614.1a,
    # 111.2): the tokens and as many more of the kind named, in one event; the kind read now (an unread kind: an error)
    m = re.fullmatch(r"If one or more tokens would be created under your control, those tokens plus that many (.+? tokens) "
                     r"are created instead", s)
    if m:
        more = f"Create that many {m.group(1)}."
        from .instructions import parse_instructions
        ins, _slots = parse_instructions(more, card, normalized=True)
        if len(ins) != 1 or ins[0].kind != "token" or not ins[0].opts.get("definition") or len(ins[0].opts) != 1:
            raise ParseError(t, "the tokens added are not a kind the engine creates", card)
        return Replacement("tokens", "plus_tokens", t, instead=more)
    m = re.fullmatch(r"If one or more \+1/\+1 counters would be put on (.+?), (twice that many|that many plus one) \+1/\+1 "
                     r"counters are put on (?:it|that creature|that permanent) instead", s)
    if m:
        return Replacement("counters", "twice" if m.group(2).startswith("twice") else "plus_one", t,
                           to=_obj(m.group(1), pc))
    # every kind (122.1, 614.1a): "If one or more counters would be put on an artifact or creature you control, that
    # many plus one of each of those kinds of counters are put on that permanent instead." (Winding Constrictor)
    m = re.fullmatch(r"If one or more counters would be put on (.+?), that many plus one of each of those kinds of "
                     r"counters are put on (?:it|that creature|that permanent) instead", s)
    if m:
        return Replacement("counters", "plus_one", t, to=_obj(m.group(1), pc), key=("any_kind",))
    # the player the counters would be put on (122.1, 614.1a): "If you would get one or more counters, you get that
    # many plus one of each of those kinds of counters instead." — energy, poison, … whoever gives them
    if s == "If you would get one or more counters, you get that many plus one of each of those kinds of counters instead":
        return Replacement("counters", "plus_one", t, key=("any_kind", "players", "you_get"))
    from .fewercounters import read_fewer_counters   # "… that many -1/-1 counters minus one are put on it instead"
    r = _redirection(s, t, pc) or read_fewer_counters(s, t, pc, Replacement, _obj) or read_roll_replacement(s, t, Replacement)
    if r is not None:
        return r
    # "If a player would gain life, that player gains no life instead." (614.1a): the gain is replaced by nothing — no
    # life is gained and no life-gain event happens; "an opponent" / "you" limit whose gains it replaces
    m = re.fullmatch(r"If (a player|an opponent|you) would gain life, (?:that player gains|they gain|you gain) no life "
                     r"instead", s)
    if m:
        return Replacement("life_gain", "none", t, players={"a player": "any", "an opponent": "opponent",
                                                            "you": "you"}[m.group(1)])
    # "If an opponent would gain life, that player loses that much life instead." (614.1a, 119.3)
    if s == "If an opponent would gain life, that player loses that much life instead":
        return Replacement("life_gain", "lose", t, players="opponent")
    # "If you would gain life, you gain that much life plus 1 instead." / "... twice that much life instead." (614.1a)
    m = re.fullmatch(r"If you would gain life, you gain (that much life plus (\d+)|twice that much life) instead", s)
    if m:
        return Replacement("life_gain", "plus" if m.group(2) else "twice", t,
                           amount=int(m.group(2)) if m.group(2) else None)
    # "If you would draw a card [while your library has no cards in it], X instead." / "If you would gain
    # life, X instead." / "If damage would be dealt to you, X instead." [+ "If you can't, you lose the game."]
    # "If you would draw a card except the first one you draw in each of your draw steps, …" (504.1: not the draw step's
    # first draw; kb.engine.drawstep)
    m = re.fullmatch(r"If (you would draw a card|you would gain life|damage would be dealt to you)"
                     r"( while your library has no cards in it| except the first one you draw in each of your draw steps)?, "
                     r"(?:instead )?(.+?)(?: instead)?(\. If you can't, you lose the game)?", s)
    if m and (m.group(3) and (" instead" in s)) and (not m.group(2) or m.group(1) == "you would draw a card"):
        event = {"you would draw a card": "draw", "you would gain life": "life_gain"}.get(m.group(1), "damage")
        keys = (("library_empty", m.group(2) and "library" in m.group(2)), ("except_first_draw_step", m.group(2) and
                "except" in m.group(2)), ("or_lose", m.group(4)))
        r = Replacement(event, "instead", t, instead=m.group(3).strip(), to=("players", "you") if event == "damage" else None,
                        key=tuple(k for k, on in keys if on))
        try:
            _instead_action(r.instead, t, card)   # read now: an unreadable action is an error here
        except ParseError:
            from .drawinstead import read_draw_steps   # "…, instead reveal the top three cards … Put all …" (614.1a)
            steps = read_draw_steps(r.instead, card) if event == "draw" and not m.group(4) else None
            if steps is None:
                raise
            r = Replacement(event, "instead", t, instead=steps, key=r.key)
        return r
    # replacements of how OTHER permanents enter (614.1c, 614.12): "Permanents enter tapped.",
    # "Creatures you control enter as a copy of ~."
    m = re.fullmatch(r"(?!~ )(.+?) enters?(?: the battlefield)? (tapped|as a copy of ~)", s)
    if m and not m.group(1).startswith(("If ", "As ", "When", "At ")):
        sel = _obj(m.group(1), pc)
        return Replacement("enters", "tapped" if m.group(2) == "tapped" else "copy", t, to=sel)
    # "Each other creature you control enters with an additional +1/+1 counter on it", "Colorless creatures you control
    # enter with two additional +1/+1 counters on them" (614.1c, 122.6): counters more as they enter
    m = re.fullmatch(r"(?!~ )(.+?) enters?(?: the battlefield)? with (an|one|two|three|four|five|\d+) additional "
                     r"(\S+) counters? on (?:it|them)", s)
    if m and not m.group(1).startswith(("If ", "As ", "When", "At ")):
        from .text import amount_of
        return Replacement("enters", "counters", t, to=_obj(m.group(1), pc),
                           amount=amount_of(m.group(2)) or int(m.group(2)), key=(m.group(3),))
    m = re.fullmatch(r"If you would pay life(?: while your library has at least that many cards in it)?, exile that many "
                     r"cards from the top of your library instead", s)
    if m:
        return Replacement("pay_life", "exile_top", t, key=("library_at_least",) if "at least" in s else ())
    # by who puts them (122.6a: for a permanent entering, its controller): "If you would put one or more counters on a
    # permanent or player, put twice that many ..." / "If an opponent would ..., they put half that many ..., rounded down"
    m = re.fullmatch(r"If (you|an opponent) would put one or more counters on (a permanent or player|a permanent|a player), "
                     r"(?:they )?put (twice|half) that many of each of those kinds of counters on that "
                     r"(?:permanent or player|permanent|player) instead(, rounded down)?", s)
    if m and (m.group(3) == "twice" or m.group(4)):
        on = m.group(2)
        return Replacement("counters", "twice" if m.group(3) == "twice" else "half", t,
                           key=("any_kind", "by", "you" if m.group(1) == "you" else "opponent",
                                *(("permanents",) if "permanent" in on else ()), *(("players",) if "player" in on else ())))
    m = re.fullmatch(r"If an effect would put one or more counters on (.+?), it puts twice that many of those counters "
                     r"on (?:it|that permanent|that creature) instead", s)
    if m:
        return Replacement("counters", "twice", t, to=_obj(m.group(1), pc), key=("any_kind", "by_effect"))
    # a card's own replacement of its discard, working from the hand (614.1a, 113.6): "If a spell or ability an
    # opponent controls causes you to discard ~, put it onto the battlefield instead of putting it into your graveyard."
    m = re.fullmatch(r"If a spell or ability an opponent controls causes you to discard ~, put it onto the battlefield "
                     r"instead of putting it into your graveyard", s)
    if m:
        return Replacement("discard", "battlefield", t, to=_obj("~", pc), key=("by_opponent",))
    # skipping a turn is a replacement effect (614.10): "If an opponent would begin an extra turn, that player skips that
    # turn instead." (Stranglehold; kb.engine.turns.next_turn_player checks it as each extra turn would begin, 500.7)
    m = re.fullmatch(r"If (an opponent|a player) would begin an extra turn, that player skips that turn instead", s)
    if m:
        return Replacement("extra_turn", "skip", t, key=("opponent",) if m.group(1) == "an opponent" else ())
    m = re.fullmatch(r"If you would lose the game, instead (.+)", s)
    if m:
        return Replacement("lose", "instead", t, instead=m.group(1).strip() + ".")
    m = _INSTEAD_FIRST.fullmatch(s) if ", instead " in s else None
    if m:
        r = parse_replacement(f"{m.group(1)}, {m.group(2)} instead.", card)
        if r is not None:
            return _dc_replace(r, text=t)
    if re.search(r"\b(instead|would|prevent)\b", s, re.I) and s.startswith(("If ", "Prevent ")):
        raise ParseError(t, "a replacement or prevention effect the engine does not model", card)
    return None


def _redirection(s: str, t: str, pc):
    """"[As long as COND, a]ll [combat] damage that would be dealt to [recipients] [by sources] is dealt to ~ |
    enchanted creature | equipped creature instead" (614.9, 419.6c before 2009-07-11): a static redirection effect; the new recipient is
    read as each damage event happens (the permanent it is attached to then)."""
    m = re.fullmatch(r"(?:As long as (.+?), a|A)ll (combat )?damage that would be dealt to (.+?)(?: by (.+?))? is dealt to "
                     r"(~|enchanted creature|equipped creature) instead", s)
    if m is None:
        return None
    from .parser import parse_condition   # "As long as ~ is untapped, …": only while it holds (611.3a)
    return Replacement("damage", "redirect", t, to=_recipients(m.group(3), pc), by=_src(m.group(4), pc),
                       combat_only=bool(m.group(2)), redirect=("self",) if m.group(5) == "~" else ("attached",),
                       condition=parse_condition(m.group(1), pc)[0] if m.group(1) else None)


_N = r"(a|an|one|two|three|\d+|that many)"


def _static_of_other(r, o) -> bool:
    """``r`` is the replacement effect of a static ability of another object on the battlefield (its key carries the
    ability's uid, kb.engine.replacement._static_replacements), not a resolved effect nor the object's own."""
    return r.source is not None and r.source != o.oid and any(
        isinstance(k, tuple) and k[:1] == ("uid",) for k in (r.key or ()))


def _game(state):
    from .gamevalues import GameView
    return GameView(state)


def _keyword_prevention(ab, w, i: int):
    """Absorb N (702.64a): "If a source would deal damage to this creature, prevent N of that damage." (615.1a);
    each damage event from a source is reduced by N; each instance separately (702.64c: ``i``, its place among the
    object's abilities, tells them apart)."""
    m = re.fullmatch(r"absorb (\d+)", (ab.name or "").lower())
    if not m:
        return None
    from .filters import SELF
    return Replacement("damage", "prevent", f"{ab.name.capitalize()} (If a source would deal damage to this creature, prevent "
                       f"{m.group(1)} of that damage.)", source=w.oid, source_name=w.obj.alias, controller=w.controller,
                       amount=int(m.group(1)), to=("objects", SELF), key=("uid", w.oid, "absorb", i))


def _identity(r) -> object:
    """What one effect is across the damage of one event (614.5): a static ability's by its source and ability (made
    anew at each look), protection by the object it protects, a resolved effect by itself."""
    if r.key and (r.key[0] == "prot" or "uid" in r.key or any(isinstance(k, tuple) and k[:1] == ("uid",) for k in r.key)):
        return ("key",) + tuple(r.key)
    return id(r)


def _effect_of(r) -> tuple:
    """What an effect does to an event, whatever made it: two effects alike apply alike in either order."""
    return (r.kind, r.text, r.source, r.amount, r.redirect, r.ids, r.players, r.to, r.by, r.then, r.once, r.combat_only)


def _putter_matches(r, by: str) -> bool:
    """Whether the player putting counters is the one a "If you / an opponent would put" effect watches."""
    who = r.key[r.key.index("by") + 1]
    return (by == r.controller) == (who == "you")


def _instead_action(text: str, whole: str = "", card: str | None = None):
    """What a player does instead (614.1a): ("draw" | "return" | "exile_graveyard" | "win", how many)."""
    t = text.strip().rstrip(".")
    m = re.fullmatch(rf"(?:you )?draw {_N} cards?", t)
    if m:
        return ("draw", m.group(1))
    m = re.fullmatch(rf"return {_N} cards? from your graveyard to your hand", t)
    if m:
        return ("return", m.group(1))
    m = re.fullmatch(rf"exile {_N} cards? (?:from|in) your graveyard", t)
    if m:
        return ("exile_graveyard", m.group(1))
    if re.fullmatch(r"you win the game", t):
        return ("win", "a")
    if t == "you may skip that draw":   # an optional replacement: skipped or drawn, its player's choice (kb.engine.drawinstead)
        return ("skip_may", "a")
    raise ParseError(whole or text, "a replacement's action the engine does not model", card)


def _die_instead(s: str, t: str, pc, card):
    """A creature's death replaced (614.1a, 700.4): "If ~ would die, return it to its owner's hand instead.",
    "If a nontoken creature an opponent controls would die, instead exile that card and create a 2/2 black Zombie
    creature token." (the modified event does both, 614.6; what it also does is read now: unreadable, an error)."""
    m = re.fullmatch(r"If (.+?) would die, (?:instead )?return (?:it|that card|~) to (?:its|their) owner'?s'? hands?"
                     r"(?: instead)?", s)
    if m and (" instead" in s):
        return Replacement("die", "hand", t, to=_obj(m.group(1), pc))
    m = re.fullmatch(r"If (.+?) would die, (?:instead )?put (?:it|that card|~) on top of (?:its|their) owner'?s'? "
                     r"librar(?:y|ies)(?: instead)?", s)
    if m and (" instead" in s):   # to the top of its owner's library (401.1; a card goes to its owner's library, 400.3)
        return Replacement("die", "top", t, to=_obj(m.group(1), pc))
    m = re.fullmatch(r"If (.+?) would die, (?:instead )?exile (?:it|that card|~) and (.+?)(?: instead)?", s)
    if m and (" instead" in s):
        from .instructions import parse_instructions
        then = m.group(2).strip()
        then = then[0].upper() + then[1:] + "."
        parse_instructions(then, card)   # read now: an unreadable part is an error (the whole ability stays unread)
        return Replacement("die", "exile", t, to=_obj(m.group(1), pc), then=then)
    return None


# what a prevention effect also does (615.5), by how it counts the damage prevented: the words counting it, the key
# that says so and the instruction done with X = that amount
_PREVENTED_COUNT = (
    (re.compile(r"Put an? (\S+) counter on (~|that creature) for each 1 damage prevented this way"), "prevented_each",
     "Put X {0} counters on {1}."),
    (re.compile(r"You gain life equal to the damage prevented this way"), "prevented_equal", "You gain X life."),
    # "that many": the damage the effect applied to, prevented or not (615.12: when it can't be prevented, the
    # additional effect still counts it — Protean Hydra's ruling of 2009-10-01)
    (re.compile(r"[Rr]emove that many (\S+) counters from ~"), "that_many", "Remove X {0} counters from ~."),
)


def _prevent_with_more(s: str, t: str, pc, card):
    """A static prevention effect with an additional effect (615.5): "If [noncombat] damage would be dealt to ~ / to
    you / to another creature you control, prevent that damage. Remove a +1/+1 counter from ~." (the Phantoms: the additional effect happens whenever
    the effect applies, even if damage can't be prevented, 615.12), "… Put a -1/-1 counter on ~ for each 1 damage
    prevented this way." / "You gain life equal to the damage prevented this way." (X is the damage prevented; "that
    creature" is the one the damage would have been dealt to). It is done once per damage event and per creature it
    names, immediately afterwards. An additional effect the reader doesn't know is an error:
    the whole ability stays unread."""
    s = re.sub(r"^If ~ would be dealt damage, ", "If damage would be dealt to ~, ", s)   # the same event (120.1)
    # "If a source would deal damage to you": the same event, but the effect applies to each source's damage
    # (Nine Lives' ruling of 2020-06-23: two sources at once put two counters), so its additional effect happens
    # once per source
    per_source = bool(re.match(r"If a source would deal damage to (?:~|you), ", s))
    s = re.sub(r"^If a source would deal damage to (~|you), ", r"If damage would be dealt to \1, ", s)
    m = re.fullmatch(r"If (noncombat |combat )?damage would be dealt to (~|you|another creature you control)"
                     r"(?: while it has (an? \S+ counter) on it)?, prevent that damage(?:\. | and )(.+)", s)
    if not m:
        return None
    more = m.group(4).strip()
    if m.group(2) == "~":   # "… and remove a +1/+1 counter from it": from ~
        more = re.sub(r"\bfrom it$", "from ~", more)
    more = more[0].upper() + more[1:]
    cond = None
    if m.group(3):   # "while it has a +1/+1 counter on it": only while ~ has one (614.1a, a condition of the effect)
        if m.group(2) != "~":
            raise ParseError(t, "a prevention effect's condition on what is not ~", card)
        from .parser import parse_condition
        cond = parse_condition(f"~ has {m.group(3)} on it", pc)[0]
    key: tuple = ()
    then = ""
    for pat, k, template in _PREVENTED_COUNT:
        c = pat.fullmatch(more)
        if c:
            then, key = template.format(*c.groups()), (k,)
            break
    else:
        if re.fullmatch(r"Remove an? \S+ counter from ~|Put an? \S+ counter on ~", more):
            then = more + "."
    if not then:
        raise ParseError(t, "a prevention effect's additional effect the engine does not model (615.5)", card)
    from .instructions import parse_instructions
    parse_instructions(then, card, normalized=True)   # read now: an unreadable part is an error
    mode = (m.group(1) or "").strip()
    return Replacement("damage", "prevent", t, to=_recipients(m.group(2), pc), combat_only=mode == "combat",
                       then=then, key=key + (("noncombat",) if mode == "noncombat" else ()) +
                       (("per_source",) if per_source else ()), condition=cond)


def _life_floor(s: str, t: str, pc):
    """"[If you control a creature, ]damage that would reduce your life total to less than 1 reduces it to 1
    instead": the damage is dealt in full; only its result, the life total, is replaced (614.1a, 120.3a)."""
    m = re.fullmatch(r"(?:(?:If|As long as) (.+?), )?[Dd]amage that would reduce your life total to less than (\d+|one) "
                     r"reduces it to (\d+|one) instead", s)
    if not m or m.group(2) != m.group(3):
        return None
    from .parser import parse_condition
    from .text import amount_of
    cond = parse_condition(m.group(1), pc)[0] if m.group(1) else None
    n = amount_of(m.group(2)) or int(m.group(2))
    return Replacement("life_result", "floor", t, amount=n, to=("players", "you"), condition=cond)


def _part_prevented(r, amount: int) -> int | None:
    """How much a "prevent half that damage, rounded up | down" or "prevent all but N of that damage" effect prevents
    of ``amount``, a part of each event's damage (None: not one)."""
    if "all_but" in r.key:
        return max(0, amount - (r.amount or 0))
    if "half_up" in r.key:
        return (amount + 1) // 2
    if "half_down" in r.key:
        return amount // 2
    return None


def halved(r, amount: int) -> int:
    """"it deals half that damage, rounded down | up, … instead" (614.1a; the rounding the effect names, 107.1a)."""
    return (amount + 1) // 2 if "half_up" in r.key else amount // 2


def _apply_amount(r, amount: int, blocked: bool) -> tuple[int, int]:
    """What one damage-modifying effect makes of ``amount``, and how much it prevents (for _order_moot)."""
    if r.kind == "prevent":
        if blocked:
            return amount, 0
        half = _part_prevented(r, amount)
        n = half if half is not None else amount if r.amount is None else min(r.amount, amount)
        return amount - n, n
    if r.kind in ("double", "triple"):
        return amount * (2 if r.kind == "double" else 3), 0
    if r.kind == "half":
        return halved(r, amount), 0
    if r.kind == "plus":
        return amount + (r.amount or 0), 0
    return max(0, amount - (r.amount or 0)), 0   # minus


def _order_moot(usable: list, amount: int, blocked: bool) -> bool:
    """Whether every order of these effects gives the same damage and prevents as much with each (616.1: then no
    choice is asked — doublings commute, two additions commute); redirection and "X instead" always ask."""
    from itertools import permutations
    if len(usable) > 5 or any(u.kind not in ("prevent", "double", "triple", "half", "plus", "minus") for u in usable):
        return False
    seen = set()
    for order in permutations(range(len(usable))):
        n, used = amount, [0] * len(usable)
        for i in order:
            if n <= 0:
                break
            n, used[i] = _apply_amount(usable[i], n, blocked)
        seen.add((n, tuple(used)))
    return len(seen) == 1


class ReplacementMixin:
    # --- collecting --------------------------------------------------------------------------------------
    def _static_replacements(self, event: str, snap) -> list:
        out = []
        for w in snap.work.values():
            if w.zone != "battlefield" and not functions_in_command(w):   # 113.6p: a scheme's, a vanguard's …
                continue
            for i, h in enumerate(w.abilities):
                ab = h.ability
                if event == "damage" and getattr(ab, "kind", "") == "keyword":
                    r = _keyword_prevention(ab, w, i)
                    if r is not None:
                        out.append(r)
                        continue
                if isinstance(ab, ReplacementAbility) and ab.template.event == event:
                    r = ab.template
                    if r.condition is not None and not r.condition.holds(Ctx(snap.work, w, w.controller, game=_game(self))):
                        continue   # "If you control a creature, ...": not now
                    out.append(Replacement(**{**r.__dict__, "source": w.oid, "source_name": w.obj.alias,
                                              "controller": w.controller, "key": tuple(r.key) + (("uid", w.oid, ab.uid),)}))
        return out

    def _own_replacements_elsewhere(self, w, zone: str) -> list:
        """An object's own "If ~ would be put into a graveyard from anywhere, exile it instead." where it is now, off
        the battlefield (a spell on the stack, a card in a hand or library; 113.6b: an ability that states the zones it
        functions in functions there — on the battlefield _static_replacements finds it)."""
        if w is None or zone == "battlefield":
            return []
        out = []
        for h in w.abilities:
            ab = h.ability
            if not isinstance(ab, ReplacementAbility) or ab.template.event != "to_graveyard":
                continue
            r = ab.template
            if r.to is None or r.to.relation != "self" or zone not in r.to.zones or r.condition is not None:
                continue
            out.append(Replacement(**{**r.__dict__, "source": w.oid, "source_name": w.obj.alias,
                                      "controller": w.controller, "key": tuple(r.key) + (("uid", w.oid, ab.uid),)}))
        return out

    def _live_replacements(self, event: str) -> list:
        """The resolved effects that still apply; a "next time" effect used up by the damage event now being dealt
        still applies to the rest of it (615.8: the next instance of damage, however much)."""
        now = ("damage", self._damage_event_no) if event == "damage" and self._in_damage_event else False
        return [r for r in self.replacements if r.event == event and (not r.used or (now and r.spent_in == now))]

    def _choose_order(self, cands: list, affected: str, unstated=None) -> object:
        """616.1: the affected player or controller chooses which applies first. Not stated: an error naming the key,
        or — given ``unstated``, which notes what the choice can change — the first, its result "cannot decide"."""
        if len(cands) == 1:
            return cands[0]
        pref = self.choices.get("replace_order") or []
        for name in pref:
            for r in cands:
                if names_effect(name, r):
                    others = ", ".join(x.source_name or "an effect" for x in cands if x is not r)
                    self.log.add(f"{affected} chooses which applies first: {r.source_name or 'an effect'} (also "
                                 f"applicable: {others})", "replacement_order", indent=1, kind="step")
                    return r
        if unstated is not None:
            unstated()
            return cands[0]
        names = "; ".join(f"{r.source_name or 'an effect'}: \u201c{r.text}\u201d" for r in cands)
        raise EngineError(f"{len(cands)} replacement or prevention effects apply to the same event ({names}); "
                          f"{affected} {_verb(affected, 'choose')} the order: give replace_order: [NAME, ...] on this step ({self.rule_no('replacement_order')})")

    def rule_active(self, rule: str, player: str | None = None) -> bool:
        """A rule a resolved spell set for the rest of the turn ("Players can't gain life this turn")."""
        return any(e["rule"] == rule and e["turn"] == self.turn and (player is None or player in e["players"])
                   for e in self.rule_effects)

    # --- damage (615) -------------------------------------------------------------------------------------
    def replace_damage(self, src_oid, src_w, recipient, amount: int, combat: bool, snap,
                       applied: set | None = None) -> tuple[int, list, list]:
        """The damage after replacement and prevention effects (614, 615, 616.1); returns (amount, notes, what
        redirection effects moved: [(recipient, amount, the effects applied so far)], 614.9). ``applied``: the
        effects already applied to the event this damage came from (614.5: each applies once)."""
        from .legality import protected_from
        notes: list = []
        moved: list = []
        kind, ref = recipient
        rw = snap.get(ref) if kind == "obj" else None
        cands = self._static_replacements("damage", snap) + self._live_replacements("damage")
        applied = set(applied or ())
        affected = (rw.controller if rw is not None else ref) if kind == "obj" else ref
        while amount > 0:
            usable = [r for r in cands if _identity(r) not in applied and self._damage_applies(r, src_oid, src_w, recipient,
                                                                                           rw, combat, snap)]
            prot = protected_from(rw, src_w) if rw is not None and src_w is not None else None
            if kind == "player" and not prot:   # 702.16e, 702.16j: a player with protection from everything
                from .playerprotection import player_protection
                by = player_protection(snap, ref, self)
                what = "protection from everything"
                if by is None:   # 702.16e: from the sources that have the stated quality
                    from .playerprotection import player_protected_from
                    what, by = player_protected_from(snap, ref, src_w, self, "damage") or (what, None)
                if by is not None:
                    shield = Replacement("damage", "prevent", what, source_name=by, key=("prot", ref))
                    if _identity(shield) not in applied:
                        usable.append(shield)
            if kind == "obj" and rw is not None:   # 122.1c: its shield counters' prevention effect (carried out here)
                from .specialcounters import SHIELD_DAMAGE_TEXT, shield_now
                sh = Replacement("damage", "prevent", SHIELD_DAMAGE_TEXT, source=ref,
                                 source_name=f"{rw.obj.alias}'s shield counter", key=("shield", ref)) \
                    if shield_now(self, ref) else None
                if sh is not None and _identity(sh) not in applied:
                    usable.append(sh)
            if prot:
                shield = Replacement("damage", "prevent", f"{prot}", source=ref, source_name=rw.obj.alias, key=("prot", ref))
                if _identity(shield) not in applied:   # protection applies once to the event, as any effect (614.5)
                    usable.append(shield)
            if not usable:
                break
            blocked = self.cant_prevent(snap, src_oid, combat) if any(u.kind == "prevent" for u in usable) else ""
            if all(_effect_of(u) == _effect_of(usable[0]) for u in usable) or _order_moot(usable, amount, bool(blocked)):
                r = usable[0]   # alike effects, or every order gives the same damage and uses the same shields (616.1)
            elif (moot := self._redirect_moot(usable, amount, bool(blocked), src_oid, src_w, combat, snap)) is not None:
                r = moot
                self.log.add(f"every order of {', '.join(u.source_name or 'an effect' for u in usable)} gives the same "
                             "damage to the same recipient: no choice to make",
                             "replacement_order", indent=1, kind="step")
            else:
                r = self._choose_order(usable, affected, unstated=lambda: self._damage_order_unstated(
                    usable, affected, recipient, src_w))
            applied.add(_identity(r))
            before = amount
            if r.kind != "prevent":
                blocked = ""
            if blocked:
                no = self.edition_number("unpreventable")
                notes.append(f"\u201c{r.text}\u201d prevents nothing: {blocked} ({no or self.rule_no('prevention')})")
                if r.key[:1] == ("shield",):   # is its shield counter removed all the same (615.12)? not modelled
                    self.note_unknown(f"{r.source_name}: \u201c{r.text}\u201d applies to damage that can't be "
                                      f"prevented ({self.rule_no('shield_counter')}): whether the counter is removed "
                                      "is not modelled")
                if no is None and (r.then or r.more):   # before 2009-07-11 no rule says its additional effect happens
                    self.note_unknown(f"\u201c{r.text}\u201d applies to damage that can't be prevented: the rules of "
                                      f"{self.edition} don't say whether its additional effect happens (614.11 came with "
                                      "the 2009-07-11 edition)")
                self._note_prevented(r, before if "that_many" in r.key else 0, recipient, src_oid)
            elif r.kind == "prevent":
                half = _part_prevented(r, amount)
                if half is not None:   # "prevent half that damage, rounded up" (615.1a): of this event's damage, now
                    amount -= half
                elif r.amount is None:
                    amount = 0
                else:
                    n = min(r.amount, amount)
                    amount -= n
                    r.amount -= n
                    if r.amount <= 0:
                        r.used = True
                if r.once:   # "the next time": used up by this damage event, all of it (615.8)
                    r.used = True
                    r.spent_in = ("damage", self._damage_event_no) if self._in_damage_event else None
                notes.append(f"{before - amount} prevented by {r.source_name + ': ' if r.source_name else ''}"
                             f"\u201c{r.text}\u201d")
                self._note_prevented(r, before - amount, recipient, src_oid)
                if r.key[:1] == ("shield",):
                    from .specialcounters import shield_spent
                    shield_spent(self, r, recipient)
            elif r.kind == "redirect":
                r = self._redirect_now(r, snap)
                gone = self._redirect_gone(r.redirect, snap)
                if gone:
                    notes.append(f"\u201c{r.text}\u201d does nothing: {gone} ({self.rule_no('redirection')})")
                else:
                    n = min(r.amount, amount) if r.amount is not None else amount
                    amount -= n
                    if r.amount is not None:
                        r.amount -= n
                        r.used = r.amount <= 0
                    if r.once:   # "the next time …": used up by this damage event, all of it (614.9)
                        r.used = True
                    moved.append((r.redirect, n, set(applied)))
                    notes.append(f"{n} dealt to {self._ref_name(r.redirect)} instead ({r.source_name}: "
                                 f"\u201c{r.text}\u201d, a redirection effect, {self.rule_no('redirection')})")
            elif r.kind == "replace_then":   # the damage is replaced by what the effect does instead (614.1a)
                notes.append(f"{amount} replaced by {r.source_name}: \u201c{r.text}\u201d")
                self._note_prevented(r, amount, recipient, src_oid)
                amount = 0
            elif r.kind == "instead" and kind == "player":
                self.apply_instead(r, ref, amount)
                amount = 0
            elif r.kind == "plus":
                amount += r.amount or 0
                notes.append(f"increased by {r.source_name}: \u201c{r.text}\u201d ({before} \u2192 {amount})")
            elif r.kind == "minus":   # "that much damage minus 1" (614.1a): never less than 0 (107.1b)
                amount = max(0, amount - (r.amount or 0))
                notes.append(f"reduced by {r.source_name}: \u201c{r.text}\u201d ({before} \u2192 {amount})")
            elif r.kind in ("double", "triple"):
                amount *= 2 if r.kind == "double" else 3
                notes.append(f"{r.kind}d by {r.source_name}: \u201c{r.text}\u201d ({before} \u2192 {amount})")
            elif r.kind == "half":   # a replacement (614.1a): "can't be prevented" doesn't stop it (615.12)
                amount = halved(r, amount)
                notes.append(f"halved by {r.source_name}: \u201c{r.text}\u201d ({before} \u2192 {amount}, {self.rule_no('round_fraction')})")
        return amount, notes, moved

    def _redirect_moot(self, usable: list, amount: int, blocked: bool, src_oid, src_w, combat: bool, snap):
        """616.1: the one redirection among effects whose order can't matter, or None. With one redirection of all the
        damage (614.9) and every other effect one that changes only the amount, applies as well to the damage dealt to
        the new recipient (so it applies in either order, before the redirection or after it) and commutes with the
        others (:func:`_order_moot`), every order deals the same damage to the same recipient: applying the redirection
        first and the others to the redirected damage is one of those orders."""
        redirects = [u for u in usable if u.kind == "redirect"]
        others = [u for u in usable if u.kind != "redirect"]
        if len(redirects) != 1 or not others or redirects[0].amount is not None:
            return None
        if any(u.kind not in ("double", "triple", "plus", "minus", "prevent") or (u.kind == "prevent" and u.amount is not
               None) or (u.key and u.key[0] == "prot") for u in others):
            return None
        r = self._redirect_now(redirects[0], snap)
        if r.redirect is None or self._redirect_gone(r.redirect, snap):
            return None
        kind, ref = r.redirect
        rw = snap.get(ref) if kind == "obj" else None
        from .legality import protected_from   # a shield at the new recipient: its own choice again (616.1)
        if kind == "obj" and (rw is None or src_w is not None and protected_from(rw, src_w)):
            return None
        if not all(self._damage_applies(u, src_oid, src_w, r.redirect, rw, combat, snap) for u in others):
            return None
        return redirects[0] if _order_moot(others, amount, blocked) else None

    def _redirect_now(self, r, snap):
        """A static redirection's new recipient as this damage would be dealt (614.9): its source (\"~\"), or the
        permanent its source is attached to ("enchanted creature"); a resolved one's is locked in."""
        if r.redirect is None or r.redirect[0] not in ("self", "attached"):
            return r
        if r.redirect[0] == "self":
            return Replacement(**{**r.__dict__, "redirect": ("obj", r.source)})
        sw = snap.get(r.source) if r.source in self.objects else None
        on = sw.attached_to if sw is not None and isinstance(sw.attached_to, int) else r.source
        return Replacement(**{**r.__dict__, "redirect": ("obj", on)})

    def _damage_order_unstated(self, usable: list, affected: str, recipient, src_w) -> None:
        """616.1: the order of the effects modifying one damage event is the affected player's (or controller's)
        choice; unstated while it changes the damage, never guessed: what the damage could change is "cannot
        decide" (the recipient's life or permanent, and what reads them: kb.engine.unknowns.choice_reach)."""
        from .unknowns import Unknown, choice_reach
        no = self.rule_no("replacement_order")
        names = ", ".join(r.source_name or "an effect" for r in usable)
        kind, ref = recipient
        you = src_w.controller if src_w is not None else None
        # what the damage does (120.3): a player loses life (or gets poison counters, infect), a permanent is dealt damage
        kw = src_w.keyword_names() if src_w is not None else set()
        text = ("Target player gets that many poison counters" if "infect" in kw else "Target player loses that much "
                "life") if kind == "player" else "~ deals that much damage to target permanent"
        if "lifelink" in kw:
            text += ". You gain that much life"
        snap = self.evaluate()
        # the damage effects themselves modify damage events only, never read what one did: not readers of it
        skip = tuple(h.ability for w in snap.work.values() for h in w.abilities
                     if isinstance(h.ability, ReplacementAbility) and h.ability.template.event == "damage")
        # nor is the spell dealing it, resolving (its words are read as they are followed)
        so = self.objects.get(src_w.oid) if src_w is not None else None
        cards = (so.card_id,) if so is not None and so.zone == "stack" else ()
        reach = ([(text, False)], skip, cards, you, frozenset((ref,)) if kind == "player" else None)
        scope = choice_reach(self, *reach, snap=snap)
        reason = (f"{names} apply to the same damage event and {affected} {_verb(affected, 'choose')} which applies "
                  f"first ({no}); the order is not stated: give replace_order: [NAME, ...] on this step")
        if any(u.reason == reason and u.since == self.clock for u in self.unknowns):
            return   # the same choice, asked again after one applied (616.1f)
        self.unknowns.append(Unknown(reason, scope[0], since=self.clock, reach=reach, whose=tuple(scope[1].items())))
        self.log.add(f"{names} apply to the same damage: the order {affected} {_verb(affected, 'choose')} is not "
                     f"stated, so what the damage changes can't be decided", "replacement_order", indent=1, kind="step")

    def _redirect_gone(self, to, snap) -> str:
        """614.9: a redirection to a permanent no longer on the battlefield, or no longer a creature, planeswalker or
        battle, or to a player who has left the game, does nothing (why, or "")."""
        kind, ref = to
        if kind == "player":
            p = self.player_state.get(ref)
            return "" if p is not None and p.in_game else f"{ref} has left the game"
        w = snap.get(ref) if ref in self.objects and self.objects[ref].zone == "battlefield" else None
        if w is None:
            return f"{self._ref_name(to)} is no longer on the battlefield"
        if not {"Creature", "Planeswalker", "Battle"} & set(w.types):
            return f"{self._ref_name(to)} is no longer a creature, planeswalker or battle"
        return ""

    def cant_prevent(self, snap, src_oid=None, combat: bool = False) -> str:
        """615.12: why damage can't be prevented now ("Damage can't be prevented this turn", a static "Damage can't be
        prevented"; for the damage of ``src_oid``, its own "Damage that would be dealt by ~ can't be prevented", or the
        spell dealing it says "The damage can't be prevented"), or ""."""
        from .effects import with_source
        if self.rule_active("no_prevention"):
            return "damage can't be prevented this turn"
        if any(lab == "Damage can't be prevented" for _e, labels in snap.rules for lab in labels):
            return "damage can't be prevented"
        if combat and any(lab == "Combat damage can't be prevented" for _e, labels in snap.rules for lab in labels):
            return "combat damage can't be prevented"
        if self.unpreventable_damage:
            return "the spell or ability dealing it says the damage can't be prevented"
        if src_oid is not None:
            own = with_source("Damage that would be dealt by ~ can't be prevented", src_oid)
            if any(lab == own for _e, labels in snap.rules for lab in labels):
                return "damage that would be dealt by its source can't be prevented"
        return ""

    def _note_prevented(self, r, n: int, recipient, source=None) -> None:
        """A prevention effect with an additional effect applied (615.5): what it prevented is added up over the
        damage event (several sources at once are one event; per recipient if the effect names "that creature", per
        source if it says "If a source would deal damage"), and the additional effect waits for its end."""
        if not r.then:
            return
        # per recipient: "that creature" names it; a replacement's instructions are done for the damage it replaced
        per = recipient if "that creature" in r.then or r.kind == "replace_then" else None
        by = source if "per_source" in r.key else None
        entry = self.prevented_more.setdefault((_identity(r), per, by), [r, 0, per])
        entry[1] += n

    @contextmanager
    def damage_event(self):
        """Damage dealt at once is one event (510.2, 120.3); immediately after it, the additional effects of the
        prevention effects that applied to it happen (615.5), once each, before anything else (state-based
        actions, the rest of a resolving spell's instructions)."""
        if self._in_damage_event:
            yield
            return
        self._in_damage_event = True
        self._damage_event_no = self._damage_event_no + 1
        self._floored = set()
        try:
            yield
        finally:
            self._in_damage_event = False
            pending, self.prevented_more = list(self.prevented_more.values()), {}
        floored, self._floored = self.__dict__.get("_floored") or set(), set()
        for r, n, recipient in pending:
            gainer = (r.more[4] if r.more is not None and r.more[0] == "prevented_life" else
                      r.controller if "prevented_equal" in r.key and r.more is None else None)
            if n > 0 and gainer in floored:
                # 615.5 says the additional effect happens immediately after the damage; 120.4d's example (Awe Strike
                # and Worship) makes the life gained part of the damage event, which the life floor then sees: the
                # engine does the gain afterwards only, so it doesn't answer
                self.note_unknown(f"\u201c{r.then}\u201d: {gainer} gains life from damage prevented in the damage event "
                                  f"whose result {gainer}'s life floor replaced; whether that gain is part of the event "
                                  f"(120.4d's example) or happens after it ({self.rule_no('prevention_additional')}) changes the life total",
                                  frozenset(("life",)))
            self._prevention_more(r, n, recipient)

    def _prevention_more(self, r, n: int, recipient=None) -> None:
        counted = "prevented_each" in r.key or "prevented_equal" in r.key or "that_many" in r.key
        if counted and n <= 0:
            self.log.add(f"{r.source_name}: no damage was prevented this way, so \u201c{r.then}\u201d does nothing",
                         "prevention_additional", indent=1, kind="step")
            return
        replaced = r.kind == "replace_then"   # done instead of the damage (614.1a), not in addition to a prevention
        self.log.add(f"{r.source_name}: {'instead of the damage' if replaced else 'immediately afterwards'}, "
                     f"\u201c{r.then.replace('~', r.source_name)}\u201d"
                     + (f" (X = {n}, the damage {'it applied to' if 'that_many' in r.key else 'prevented'})"
                        if counted else ""),
                     "replacement" if replaced else "prevention_additional", indent=1, kind="step")
        if r.more is not None:
            self._resolved_more(r, n, recipient)
            return
        from .triggers import Event
        src = self.objects.get(r.source)
        if r.kind == "replace_then" and "If you can't" in r.then and src is not None:
            kind = re.match(r"Remove X (\S+) counters", r.then).group(1)
            have = src.counters[kind].n if kind in src.counters else 0
            if have < n:   # some removed, not that many: whether that is "can't" (and the sacrifice follows) is unread
                self.note_unknown(f"{r.source_name}: \u201c{r.text}\u201d: {n} damage replaced with only {have} {kind} "
                                  f"counter(s) to remove; whether removing fewer than that many is \u201ccan't\u201d "
                                  f"(so it is sacrificed) is not decided ({self.rule_no('replacement')})")
        before = {o.oid for o in self.objects.values() if o.zone == "battlefield"} if replaced else set()
        self.resolve(r.then, source=src, source_name=None if src is not None else r.source_name,
                     controller=r.controller, label=f"{r.source_name}'s {'replacement' if replaced else 'prevention'} effect",
                     x=n if counted else None,
                     # what the player chooses doing it ("sacrifice that many permanents", 608.2d): the step's choose:
                     choices=(self.choices.get("choose") or {}) if replaced else None,
                     event=Event("damage", obj=recipient[1], amount=n) if recipient and recipient[0] == "obj" else
                     # a player's: "sacrifice that many permanents" counts the damage replaced (608.2h)
                     Event("damage", amount=n, recipient_player=recipient[1]) if recipient and r.kind == "replace_then"
                     else None)
        if replaced:   # what it sacrificed left as part of the damage event: their damage triggers don't trigger
            sacrificed_with_the_damage(self, before)

    def _resolved_more(self, r, n: int, recipient) -> None:
        """A resolved shield's additional effect (615.5): its source deals the damage — as it is if still on the
        battlefield, else as it last existed (a spell: as it was on the stack) —, its controller gains the life, or
        the counters are put on the creature the damage would have been dealt to."""
        kind, refs, src_oid, src_w, you, counter, *rest = r.more
        may = rest[0] if rest else None
        if may == "unstated" and kind not in ("prevented_life", "prevented_counters") and not any(
                kind_ref == "player" or (ref in self.objects and self.objects[ref].zone == "battlefield")
                for kind_ref, ref in refs):
            # its target left the battlefield after the spell resolved (legality isn't checked again, and the shield
            # still prevents): there is nothing to deal the damage to, so no damage is dealt whatever the choice
            self.log.add(f"\u201c{r.then}\u201d: what it would deal the damage to is no longer on the battlefield, so "
                         "no damage is dealt, whatever the choice", "prevention_additional", indent=1, kind="step")
            return
        if may == "unstated":   # "you may have ~ deal that much damage": the choice is never guessed (608.2d)
            self.note_unknown(f"\u201c{r.then}\u201d: whether it deals the damage is the choice of {you} "
                              f"({self.rule_no('choices_on_resolution')}), not stated (may: true | false)")
            return
        if may is False:
            self.log.add(f"\u201c{r.then}\u201d: {you} chooses not to", "prevention_additional", indent=1, kind="step")
            return
        if kind == "prevented_life":
            self.change_life(you, n)
            return
        if kind == "prevented_counters":
            o = self.objects.get(recipient[1]) if recipient and recipient[0] == "obj" else None
            if o is not None and o.zone == "battlefield":
                self.put_counters(o, counter, n, by=you)
            return
        if refs and refs[0][0] == "source_controller":
            who = self._prevented_source_controller(r)
            if who is None:
                self.note_unknown(f"\u201c{r.then}\u201d: which source's damage was prevented is not known, so who "
                                  f"\u201cthat source's controller\u201d is can't be decided ({self.rule_no('prevention_additional')})")
                return
            refs = (("player", who),)
        o = self.objects.get(src_oid) if src_oid is not None else None
        if o is not None and o.zone == "battlefield":
            src_w = self.evaluate().get(src_oid) or src_w
        self.deal_damage(src_oid, src_w, [(ref, n) for ref in refs])

    def _prevented_source_controller(self, r) -> str | None:
        """"that source's controller" in a shield's additional effect (615.5): the controller of the source of your
        choice whose damage it prevented — as it is on the battlefield or the stack, else as it last existed (608.2h);
        None when the shield isn't one chosen source's."""
        by = r.by if isinstance(r.by, tuple) else None
        if by is None or by[0] != "source" or not isinstance(by[1], int):
            return None
        o = self.objects.get(by[1])
        if o is not None and o.zone in ("battlefield", "stack"):
            w = self.evaluate().get(by[1])
            return w.controller if w is not None else o.controller
        was = self.lki.get(by[1])
        return was.working.controller if was is not None and getattr(was, "working", None) is not None else None

    def _damage_applies(self, r, src_oid, src_w, recipient, rw, combat, snap) -> bool:
        if r.combat_only and not combat:
            return False
        if "noncombat" in r.key and combat:
            return False
        kind, ref = recipient
        ctx = Ctx(snap.work, snap.get(r.source) if r.source in self.objects else None, r.controller, game=_game(self))
        if "either" in r.key:
            return self._is(r.by, rw, ctx) or (src_w is not None and self._is(r.by, src_w, ctx))
        if r.ids is not None and r.players is not None:   # the objects and players named ("to you": no object)
            if not ((kind == "obj" and ref in r.ids) or (kind == "player" and ref in r.players)):
                return False
        elif r.ids is not None:
            if kind != "obj" or ref not in r.ids:
                return False
        elif r.players is not None:
            if kind != "player" or ref not in r.players:
                return False
        elif r.to is not None:
            tk, tv = r.to
            if tk == "players":
                if kind != "player":
                    return False
                if tv == "you" and ref != r.controller:
                    return False
                if tv == "opponent" and ref == r.controller:
                    return False
                if tv == "enchanted":   # 303.4b: the player its source is attached to, as the damage would be dealt
                    sw = snap.get(r.source) if r.source in self.objects else None
                    if sw is None or sw.attached_to != ref:
                        return False
            elif tk == "objects":
                if kind != "obj" or rw is None or not self._is(tv, rw, ctx):
                    return False
            elif tk == "both":
                you, sel = tv
                if kind == "player":
                    if ref != r.controller:
                        return False
                elif rw is None or not self._is(sel, rw, ctx):
                    return False
            elif tk == "player_or":
                who, sel = tv
                if kind == "player":
                    if (who == "you" and ref != r.controller) or (who == "opponent" and ref == r.controller):
                        return False
                elif rw is None or not self._is(sel, rw, ctx):
                    return False
        if r.by is not None and "either" not in r.key:
            if src_w is None:
                return False
            b = r.by
            if isinstance(b, tuple):
                for part in (b[1] if b[0] == "and" else (b,)):
                    if part[0] == "controller" and ((part[1] == "you") != (src_w.controller == r.controller)):
                        return False
                    if part[0] == "color" and part[1] not in src_w.colors:
                        return False
                    if part[0] == "source" and src_oid != part[1]:
                        return False
                    if part[0] == "other" and src_oid == r.source:
                        return False
                    if part[0] == "selector" and not self._is(part[1], src_w, ctx):
                        return False
                    if part[0] == "player" and src_w.controller != part[1]:   # that player's, as it deals damage
                        return False
            elif not self._is(b, src_w, ctx):
                return False
        return True

    def _is(self, sel, w, ctx) -> bool:
        if sel is None or w is None:
            return sel is None
        if getattr(sel, "relation", None) == "self":
            return ctx.src is not None and w.oid == ctx.src.oid
        if getattr(sel, "relation", None) in ("enchanted", "equipped"):
            return ctx.src is not None and w.oid == ctx.src.attached_to
        return sel.match(w, ctx)

    # --- zone changes, destruction ---------------------------------------------------------------------------
    def replace_zone(self, o, to: str, cause: str, snap) -> tuple[str, list, dict]:
        """A card or token going to a graveyard may go to exile, or to its owner's library, instead
        (614.1a); returns (zone, notes, what the move does differently: ``{"position": "bottom"}``)."""
        notes: list = []
        if o.zone == "stack" and getattr(o, "stack_exile", "") and to != "exile":
            # aftermath (702.127a): "exile it instead of putting it anywhere else any time it would leave the stack"
            return "exile", [f"{o.alias} was cast from a graveyard with {o.stack_exile}: it is exiled instead of "
                             f"leaving the stack for the {to} ({self.rule_no(o.stack_exile)})"], {}
        if o.zone == "battlefield" and to not in ("battlefield", "exile"):
            left = self._leave_exile(o, to, cause, snap)
            if left is not None:
                return left
        if to != "graveyard":
            return to, notes, {}
        w = snap.get(o.oid)
        if cause == "discard" and o.zone == "hand":
            z = self._replace_own_discard(o, w, notes)
            if z is not None:
                return z
        usable = self.graveyard_replacements(o, w, snap)
        if cause == "discard" and o.zone == "hand":   # 702.35a: madness discards it into exile (kb.engine.madness)
            from .madness import madness_discard
            z = madness_discard(self, o, w, notes, usable)
            if z is not None:
                return z
        if not usable:
            return to, notes, {}
        return self._graveyard_instead(o, usable, notes)

    def graveyard_replacements(self, o, w, snap) -> list:
        """The replacement effects that would apply to object ``o`` (``w`` its characteristics now) being put into a
        graveyard (614.1a: "If a card would be put into a graveyard from anywhere, exile it instead"; a creature's
        "would die"), before any is chosen (616.1)."""
        events = ["to_graveyard"] + (["die"] if o.zone == "battlefield" and w is not None and "Creature" in w.types else [])
        cands = [r for e in events for r in self._static_replacements(e, snap) + self._live_replacements(e)]
        cands += self._own_replacements_elsewhere(w, o.zone)
        from .specialcounters import finality_applies
        if finality_applies(self, o):   # 122.1h: a finality counter's own replacement effect
            cands.append(Replacement("to_graveyard", "exile", "If this permanent would be put into a graveyard from the "
                                     "battlefield, exile it instead.", source=o.oid,
                                     source_name=f"{o.alias}'s finality counter", controller=o.controller,
                                     ids=frozenset((o.oid,)), key=("finality", o.oid)))
        usable = []
        for r in cands:
            ctx = Ctx(snap.work, snap.get(r.source) if r.source in self.objects else None, r.controller,
                      game=_game(self))
            if r.players == "enchanted":   # "enchanted player's graveyard" (303.4b)
                sw = snap.get(r.source) if r.source is not None else None
                if sw is None or not isinstance(sw.attached_to, str) or o.owner != sw.attached_to:
                    continue
            elif r.players is not None:
                owner_ok = (o.owner != r.controller) if r.players == "opponent" else (o.owner == r.controller)
                if not owner_ok:
                    continue
            if r.ids is not None and o.oid not in r.ids:
                continue
            sel = r.to
            view = w if w is not None else None
            if sel is not None and view is not None and not self._is(sel, view, ctx):
                continue
            usable.append(r)
        return usable

    def _graveyard_instead(self, o, usable: list, notes: list) -> tuple[str, list, dict]:
        """One of the ``usable`` graveyard replacements applied to ``o`` (614.1a)."""
        plain = [r for r in usable if r.kind == "exile" and not r.then]
        if len(usable) > 1 and len(plain) == len(usable) and any(r.key[:1] == ("finality",) for r in usable):
            # a finality counter's exile (122.1h) beside others that only exile it: exiled whichever its controller
            # applies first, the others then no longer applying (616.1, 614.5)
            usable = [next(r for r in usable if r.key[:1] == ("finality",))]
        # 616.1: the affected object's controller (its owner, for a card not on the battlefield) chooses
        r = self._choose_order(usable, o.controller if o.zone in ("battlefield", "stack") else o.owner)
        if r.key[:1] == ("finality",):
            self.log.add(f"{o.alias} has a finality counter: \u201c{r.text}\u201d",
                         "finality_counter", indent=1, kind="step")
        if r.kind == "shuffle":
            notes.append(f"{o.alias} is revealed and shuffled into {_possessive(o.owner)} library instead "
                         f"({r.source_name}: \u201c{r.text}\u201d)")
            self.shuffle_after.add(o.owner)
            return "library", notes, {}
        if r.kind == "bottom":
            notes.append(f"{o.alias} is revealed and put on the bottom of {_possessive(o.owner)} library instead "
                         f"({r.source_name}: \u201c{r.text}\u201d)")
            return "library", notes, {"position": "bottom"}
        if r.kind == "hand":
            notes.append(f"{o.alias} is returned to {_possessive(o.owner)} hand instead ({r.source_name}: \u201c{r.text}\u201d)")
            return "hand", notes, {}
        if r.kind == "top":   # "If ~ would die, put ~ on top of its owner's library instead." (614.1a)
            notes.append(f"{o.alias} is put on top of {_possessive(o.owner)} library instead ({r.source_name}: "
                         f"\u201c{r.text}\u201d)")
            return "library", notes, {"position": "top"}
        notes.append(f"{o.alias} is exiled instead ({r.source_name}: \u201c{r.text}\u201d)")
        how = {}
        if _static_of_other(r, o):
            # 607.2b: a card an ability's replacement effect exiles is "exiled with" the object that has the ability
            # (its linked abilities find it, as the cards its activated or triggered abilities exile, 607.2a)
            how["exiled_with"] = r.source
        if r.then:   # 614.6: the modified event also does this; done as the move is (state.move_many)
            notes.append(f"and, as part of the same replaced event: \u201c{r.then}\u201d")
            how["then"] = (r.then, r.source, r.controller, r.source_name)
        return "exile", notes, how

    def _leave_exile(self, o, to: str, cause: str, snap):
        """A permanent an effect exiles "instead of putting it anywhere else" if it would leave the battlefield
        (kb.engine.leaveexile; unearth, 702.84a): exiled wherever it would go. Another replacement of the same event
        applied first (616.1) only changes where it would go, so it ends in exile in any order (614.5); what such an
        effect does besides (614.6) depends on that order: cannot decide. None when no such effect watches it."""
        from .leaveexile import LEAVE_EXILE
        mine = [r for r in self._live_replacements(LEAVE_EXILE) if r.ids is not None and o.oid in r.ids]
        if not mine:
            return None
        r = mine[0]
        if to == "graveyard":
            # only the replacements that apply to this object (its controller's, "an opponent controls", …)
            others = [x for x in self.graveyard_replacements(o, snap.get(o.oid), snap) if x.then]
            if others:
                # 616.1: its controller chooses; the first stated entry naming one of them decides the order
                for name in self.choices.get("replace_order") or []:
                    if names_effect(name, r):
                        self.log.add(f"{o.controller} chooses which applies first: {r.source_name or 'an effect'} "
                                     f"(also applicable: {', '.join(x.source_name or 'an effect' for x in others)}); "
                                     f"the others no longer apply to an event that is an exile (616.1f)",
                                     "replacement_order", indent=1, kind="step")
                        return "exile", [f"{o.alias} is exiled instead ({r.source_name}: \u201c{r.text}\u201d)"], {}
                    first = next((x for x in others if names_effect(name, x)), None)
                    if first is not None:
                        self.log.add(f"{o.controller} chooses which applies first: {first.source_name or 'an effect'} "
                                     f"(also applicable: {r.source_name or 'an effect'})", "replacement_order",
                                     indent=1, kind="step")
                        return "exile", [f"{o.alias} is exiled instead ({first.source_name}: \u201c{first.text}\u201d)",
                                         f"and, as part of the same replaced event: \u201c{first.then}\u201d"], \
                            {"then": (first.then, first.source, first.controller, first.source_name)}
                self.note_unknown(f"{o.alias} would be exiled instead ({r.source_name}: \u201c{r.text}\u201d), and "
                                  f"{others[0].source_name}'s \u201c{others[0].text}\u201d would also do more if applied "
                                  f"first: the order the affected player chooses is not stated "
                                  f"({self.rule_no('replacement_order')})")
        return "exile", [f"{o.alias} is exiled instead ({r.source_name}: \u201c{r.text}\u201d)"], {}

    def _replace_own_discard(self, o, w, notes: list):
        """A discarded card's own replacement (it works from the hand, 113.6): put onto the battlefield instead
        when a spell or ability an opponent controls causes the discard. ``discard_by`` is that spell or ability's
        controller (None: a rule or a cost, or a scenario step that doesn't say)."""
        if w is None:
            return None
        by = getattr(self, "discard_by", None)
        for h in w.abilities:
            ab = h.ability
            if not isinstance(ab, ReplacementAbility) or ab.template.event != "discard":
                continue
            text = ab.display(o.card.name)
            if by is None:
                if getattr(self, "discard_step", False):   # a scenario step: what caused the discard isn't said
                    self.note_unknown(f"{o.alias} was discarded by a step that doesn't say what caused it: its "
                                      f"“{text}” may apply ({self.rule_no('replacement')})")
                continue
            if by == o.owner:
                continue
            notes.append(f"{o.alias} is put onto the battlefield instead of into {_possessive(o.owner)} graveyard "
                         f"({o.alias}: “{text}”, {self.rule_no('replacement')})")
            return "battlefield", notes, {"controller": o.owner}
        return None

    def regenerate_or_destroy(self, oid: int, snap, no_regen: bool = False) -> bool:
        """614.8 / 701.19a: a regeneration shield replaces destruction: remove all damage, tap it,
        remove it from combat. Returns True if it was regenerated, or saved by an Aura's umbra armor (kb.engine.umbra).
        A permanent a rules effect says "can't be regenerated" ("Target creature can't be regenerated this turn") gets
        no shield applied (701.19c)."""
        from .umbra import apply_umbra, umbra_auras
        from .instructions import CANT_REGENERATE
        if not no_regen and CANT_REGENERATE in snap.restrictions.get(oid, ()):
            no_regen = True
            if any(r.kind == "regenerate" and r.ids and oid in r.ids for r in self._live_replacements("destroy")):
                self.log.add(f"{self.objects[oid].alias} can't be regenerated this turn: its regeneration shield isn't "
                             "applied", "regenerate", indent=1, kind="step")
        auras, unread = umbra_auras(self, oid, snap)
        if unread:
            self.note_unknown(f"whether {self.objects[oid].alias} is destroyed: {unread[0]} is a keyword the rules of "
                              f"{self.edition} don't define ({self.rule_no('umbra_armor')})", frozenset(("zone", "pt")))
        if auras:
            shields = [r for r in self._live_replacements("destroy") if r.kind == "regenerate" and r.ids and oid in r.ids
                       and not no_regen]   # "can't be regenerated" leaves umbra armor (702.89a is no regeneration)
            aura = self._umbra_choice(oid, auras, shields)
            if aura is not None:
                apply_umbra(self, oid, aura)
                return True
        if no_regen:
            return False
        for r in self._live_replacements("destroy"):
            if r.kind == "regenerate" and r.ids and oid in r.ids:
                r.used = True
                o = self.objects[oid]
                o.damage = 0
                o.deathtouched = False
                if not o.tapped:   # 701.19a: "tap it" — it becomes tapped
                    o.tapped = True
                    self._emit(Event("tapped", obj=oid))
                if self.combat is not None:
                    self.combat.attackers.pop(oid, None)
                    self.combat.blocks.pop(oid, None)
                self.log.add(f"{o.alias} regenerates instead of being destroyed: its damage is removed, it becomes tapped "
                             "and is removed from combat", "regenerate", indent=1, kind="step")
                self._touched()
                if r.then == REGEN_CONTROL:   # "You gain control of that creature if it regenerates this way."
                    gain_control_on_regeneration(self, r, oid)
                return True
        return False

    def _umbra_choice(self, oid: int, auras: list, shields: list) -> int | None:
        """616.1: of the replacements of one destruction (umbra armor Auras, regeneration shields) the permanent's
        controller chooses the one that applies (``replace_order``); the Aura chosen, or None for a shield."""
        if len(auras) + len(shields) == 1:
            return auras[0] if auras else None
        for name in self.choices.get("replace_order") or []:
            for a in auras:
                if str(name).lower() in (self.objects[a].alias.lower(), self.objects[a].card.name.lower()):
                    return a
            if "regenerat" in str(name).lower() and shields:
                return None
        o = self.objects[oid]
        names = ", ".join([self.objects[a].alias for a in auras] + ["a regeneration shield"] * bool(shields))
        raise EngineError(f"{len(auras) + len(shields)} replacement effects apply to the destruction of {o.alias} ({names}); "
                          f"its controller chooses which applies: give replace_order: [NAME, ...] on this step ({self.rule_no('replacement_order')})")

    # --- losing, tokens, counters ----------------------------------------------------------------------------
    def replace_lose(self, player: str) -> bool:
        """614.1a: "If you would lose the game, instead ..." (704.7: one replacement for all of them); a resolved
        "The next time you would lose the game this turn, instead …" is used up by the loss it replaces."""
        snap = self.evaluate()
        cands = [r for r in self._static_replacements("lose", snap) + self._live_replacements("lose")
                 if r.controller == player]
        if not cands:
            return False
        r = self._choose_order(cands, player)
        if r.once:
            r.used = True
        self.log.add(f"{r.source_name} replaces {player}'s loss of the game: \u201c{r.instead}\u201d", "replacement",
                     indent=1, kind="step")
        src = self.objects.get(r.source)
        self.resolve(r.instead, source=src, controller=player, label=r.source_name)
        return True

    def life_unpaid(self, player: str, n: int) -> str:
        """Why ``player`` couldn't pay ``n`` life, for a refusal's message: the effect that says they can't lose life
        (119.8: paying life is losing it, 119.4) or their life total below the payment (119.4)."""
        from .restrictions import cant_lose_life
        why = cant_lose_life(self, self.evaluate(), player) if n > 0 else None
        if why:
            return f"{player} can't pay {n} life: they can't lose life ({why})"
        return f"{player} can't pay {n} life with {self.player(player).life}"

    def pay_life(self, player: str, n: int, why: str = "") -> bool:
        """119.4: pay N life (only with at least N life, 119.4); a replacement may exile cards from
        the top of the library instead (614.1a). Returns whether it was paid."""
        p = self.player(player)
        if n > 0 and p.life < n:
            return False
        snap = self.evaluate()
        if n > 0:
            from .restrictions import cant_lose_life
            if cant_lose_life(self, snap, player):
                return False   # 119.8: a cost of paying life can't be paid
        cands = []
        for r in self._static_replacements("pay_life", snap):
            if r.controller != player:
                continue
            if "library_at_least" in r.key:
                size = p.library_size()
                if size is None:
                    raise EngineError(f"{r.source_name}: \u201c{r.text}\u201d depends on the size of {player}'s library: "
                                      "give the library in players:")
                if size < n:
                    continue
            cands.append(r)
        if cands and n > 0:
            r = self._choose_order(cands, player)
            self.log.add(f"{player} would pay {n} life {why}: instead {r.source_name}'s \u201c{r.text}\u201d applies"
                         .replace("  ", " "), "replacement", indent=1, kind="step")
            top = p.library[:n]
            self.move_many([(oid, "exile", {}) for oid in top], cause="exile")
            if len(top) < n and p.unknown:
                p.taken += min(n - len(top), p.unknown)
                p.unknown = max(0, p.unknown - (n - len(top)))
            return True
        self.log.add(f"{'you pay' if player == 'you' else player + ' pays'} {n} life {why}".rstrip(), "life_pay", indent=1,
                     kind="step")
        self.change_life(player, -n, log=False)
        return True

    def entering_replacements(self, o, kind: str, snap) -> list:
        """Other permanents' effects that modify how ``o`` enters (614.1c): they must exist before it
        enters (614.12), so its own don't apply to itself; ``o`` is seen as it would exist."""
        w = snap.get(o.oid)
        out = []
        for r in self._static_replacements("enters", snap):
            if r.kind != kind or r.source == o.oid or w is None:
                continue
            src = self.objects.get(r.source)
            if src is not None and src.card_id in getattr(self, "entering_cards", ()):
                continue   # 614.12a: a permanent entering at the same time doesn't exist yet as ``o`` enters
            # "with the chosen name" / "of the chosen type": the choice its source made (607.2d, 614.12)
            ctx = Ctx(snap.work, snap.get(r.source), r.controller, choices=src.choices if src is not None else None)
            if entering_match(self, r, o, w, lambda v: self._is(r.to, v, ctx)):   # 614.12 by edition
                out.append(r)
        # "The next time one or more ... enter ..." from a resolved spell: every permanent of that one event
        for r in self.replacements:
            if r.event != "enters" or r.kind != kind or w is None:
                continue
            if r.used and (r.spent_in is None or r.spent_in is not self._batch):
                continue
            if entering_match(self, r, o, w, lambda v: self._is(r.to, v, Ctx(snap.work, None, r.controller))):
                out.append(r)
        return out

    def spend_entering(self, r) -> None:
        """A "next time" replacement is used up by the event it applied to (614.5)."""
        if r.once and not r.used:
            r.used = True
            r.spent_in = self._batch

    # --- draws, life gain, damage to a player: "... instead" (614.1a, 616.2) --------------------------------
    def extra_turn_skipped(self, player: str) -> str:
        """The effect that makes ``player`` skip an extra turn they would begin (614.10: "If an opponent would begin an
        extra turn, that player skips that turn instead"), its source's name and text, or ""."""
        snap = self.evaluate()
        for r in self._static_replacements("extra_turn", snap):
            if r.kind == "skip" and ("opponent" not in r.key or r.controller != player):
                return f"{r.source_name}: \u201c{r.text}\u201d"
        return ""

    def player_replacements(self, event: str, player: str, exclude=()) -> list:
        """Static "If you would ..., X instead" effects of ``player``'s permanents that apply now."""
        snap = self.evaluate()
        out = []
        for r in self._static_replacements(event, snap):
            if r.controller != player or r.kind != "instead" or (r.source, r.text) in exclude:
                continue
            if "library_empty" in r.key:
                size = self.player(player).library_size()
                if size is None or size > 0:
                    continue
            if "except_first_draw_step" in r.key:   # 504.1: the first card drawn in that player's draw step is excepted
                from .drawstep import draw_would_be_first
                first = draw_would_be_first(self, player)
                if first is None:
                    self.note_unknown(f"{r.source_name}'s \u201c{r.text}\u201d: whether this is the first card {player} "
                                      "draws in this draw step can't be decided: the step began before the scenario's "
                                      "record (504.1)")
                if first is not False:
                    continue
            out.append(r)
        return out

    def apply_instead(self, r: Replacement, player: str, n: int, applied=()) -> None:
        """Do what a replacement effect says instead (614.1a). The new event (a draw, say) may itself be
        replaced by other effects, but not by one already applied to the event it came from (614.5, 616.2)."""
        try:
            what, count = _instead_action(r.instead)
        except ParseError:   # instructions done instead of the draw (kb.engine.drawinstead)
            from .drawinstead import do_draw_steps
            self.log.add(f"{r.source_name}'s \u201c{r.text}\u201d applies instead", "replacement", indent=1, kind="step")
            for _ in range(n):
                do_draw_steps(self, r, player, tuple(applied) + ((r.source, r.text),))
            return
        k = n if count == "that many" else (1 if count in ("a", "an", "one") else
                                            {"two": 2, "three": 3}.get(count) or int(count))
        self.log.add(f"{r.source_name}'s \u201c{r.text}\u201d applies instead", "replacement", indent=1, kind="step")
        done = (r.source, r.text)
        applied = tuple(applied) + (done,)
        ok = True
        if what == "skip_may":
            from .drawinstead import skip_or_draw
            skip_or_draw(self, r, player, applied)
        elif what == "draw":
            self.draw(player, k, applied=applied)
        elif what == "win":
            self.win(player)
        else:
            grave = [o for o in self.in_zone("graveyard", player)]
            if len(grave) < k:
                ok = False
            else:
                picks = grave
                if len(grave) > k:
                    names = self.choices.get("return" if what == "return" else "exile") or []
                    names = names if isinstance(names, list) else [names]
                    picks = [self.obj(x) for x in names][:k]
                    if len(picks) < k:
                        raise EngineError(f"\u201c{r.text}\u201d: choose which {k} card(s) of {player}'s graveyard "
                                          f"(choose: {{{'return' if what == 'return' else 'exile'}: [CARD, ...]}}) ({self.rule_no('replacement_order')})")
                self.move_many([(o.oid, "hand" if what == "return" else "exile", {}) for o in picks],
                               cause="return" if what == "return" else "exile")
        if not ok:
            if "or_lose" in r.key:
                self.log.add(f"{_cap(player)} can't do it, so {player} {_verb(player, 'lose')} the game", "replacement", indent=1, kind="step")
                self.lose(player, "lose_game")
            else:
                self.log.add(f"{player} can't do it fully", "replacement", indent=1, kind="step")

    def replace_life_gain(self, player: str, n: int) -> int | None:
        """A life gain after replacement effects (614.1a): "... plus 1 instead" / "twice that much ... instead" change
        the amount, "X instead" replaces the gain (None: nothing is gained). Each applies once, in the order the
        player chooses (616.1); after each the others are checked again."""
        if n <= 0:
            return n
        snap = self.evaluate()
        mods = [r for r in self._static_replacements("life_gain", snap)
                if (r.controller == player and r.kind in ("plus", "twice")) or
                (r.kind == "lose" and r.players == "opponent" and r.controller != player) or
                (r.kind == "none" and (r.players == "any" or (r.players == "opponent") == (r.controller != player)))]
        applied: set = set()
        while True:
            rest = [r for r in mods if id(r) not in applied]
            cands = self.player_replacements("life_gain", player) + rest
            if not cands:
                return n
            # doublings commute (616.1: no order to ask); "gains no life instead" among effects that only change the
            # amount gains nothing in any order (none asked); any other mix is the player's choice
            nothing = [x for x in cands if x.kind == "none"]
            if nothing and all(x.kind in ("none", "plus", "twice") for x in cands):
                r = nothing[0]
            else:
                life_only = all(x.kind in ("none", "plus", "twice", "lose") for x in cands)
                r = rest[0] if rest and len(cands) == len(rest) and all(x.kind == "twice" for x in rest) else \
                    self._choose_order(cands, player, unstated=(lambda: self._life_gain_order_unstated(cands, player))
                                       if life_only else None)
            if r.kind == "none":   # "that player gains no life instead" (614.1a)
                self.log.add(f"{r.source_name}: \u201c{r.text}\u201d: {player} would gain {n} life and "
                             f"{_verb(player, 'gain')} no life instead", "replacement", indent=1, kind="step")
                return None
            if r.kind == "instead":
                self.log.add(f"{player} would gain {n} life", "replacement", indent=1, kind="step")
                self.apply_instead(r, player, n)
                return None
            if r.kind == "lose":   # "that player loses that much life instead": a life loss, no gain (119.3)
                self.log.add(f"{r.source_name}: \u201c{r.text}\u201d: {player} would gain {n} life and "
                             f"{_verb(player, 'lose')} {n} life instead", "replacement", indent=1, kind="step")
                self.change_life(player, -n)
                return None
            applied.add(id(r))
            before = n
            n = n * 2 if r.kind == "twice" else n + (r.amount or 0)
            self.log.add(f"{r.source_name}: \u201c{r.text}\u201d ({before} \u2192 {n} life)", "replacement", indent=1,
                         kind="step")

    def _life_gain_order_unstated(self, cands: list, player: str) -> None:
        """616.1: the order of effects replacing one life gain, each only changing the life total (a gain made more,
        none, or a loss), is the player's choice; unstated, that player's life — and what reads it — is "cannot decide"
        (kb.engine.unknowns.choice_reach), never the first effect's result."""
        from .unknowns import Unknown, choice_reach
        names = ", ".join(r.source_name or "an effect" for r in cands)
        snap = self.evaluate()
        skip = tuple(h.ability for w in snap.work.values() for h in w.abilities
                     if isinstance(h.ability, ReplacementAbility) and h.ability.template.event == "life_gain")
        reach = ([("Target player gains that much life. Target player loses that much life", False)], skip, (), None,
                 frozenset((player,)))
        scope = choice_reach(self, *reach, snap=snap)
        reason = (f"{names} apply to the same life gain and {player} {_verb(player, 'choose')} which applies first "
                  f"({self.rule_no('replacement_order')}); the order is not stated: give replace_order: [NAME, ...] on "
                  f"this step")
        if any(u.reason == reason and u.since == self.clock for u in self.unknowns):
            return
        self.unknowns.append(Unknown(reason, scope[0], since=self.clock, reach=reach, whose=tuple(scope[1].items())))
        self.log.add(f"{names} apply to the same life gain: the order {player} {_verb(player, 'choose')} is not stated, "
                     f"so what the gain changes can't be decided", "replacement_order", indent=1, kind="step")

    def replace_tokens(self, controller: str, n: int) -> tuple[int, list]:
        """The tokens a creation under ``controller``'s control makes after the replacements (614.1a): how many of the
        kind created, and [(token definition, how many)] more of other kinds ("those tokens plus that many 1/1 green
        Squirrel creature tokens", 111.2) — created in the same event. Doubling doubles every token of the event; the
        orders of these effects give the same tokens, so none is asked (616.1)."""
        snap = self.evaluate()
        more: list = []   # [definition, count]
        for r in self._static_replacements("tokens", snap):
            if r.controller != controller and "any_controller" not in r.key:
                continue
            total = n + sum(c for _d, c in more)
            if r.kind == "twice":
                self.log.add(f"{r.source_name}: \u201c{r.text}\u201d ({total} \u2192 {total * 2} tokens)", "replacement",
                             indent=1, kind="step")
                n *= 2
                for m in more:
                    m[1] *= 2
            elif r.kind == "plus_tokens":
                from .instructions import parse_instructions
                ins, _slots = parse_instructions(r.instead, r.source_name, normalized=True)
                more.append([dict(ins[0].opts["definition"]), total])
                self.log.add(f"{r.source_name}: \u201c{r.text}\u201d ({total} \u2192 {total * 2} tokens)", "replacement",
                             indent=1, kind="step")
        return n, [(d, c) for d, c in more if c > 0]

    def replace_counters(self, o, kind: str, n: int, by: str | None = None, as_cost: bool = False,
                         entering: bool = False) -> int:
        """Counters put on a permanent, after replacement effects (614.1, 616.1: its controller orders them).
        ``by``: the player putting them (122.6a: for a permanent entering, its controller; default). ``as_cost``:
        counters put to pay a cost (606.4) aren't put by an effect: "If an effect would put …" doesn't replace them
        (a card ruling of 2020-08-07 says so), "If you would put …" does. ``entering``: the counters it enters with
        (614.1c): an effect of a permanent entering at the same time, or of ``o`` itself unless it affects ``o`` alone,
        doesn't exist yet as it enters and doesn't apply (614.12; Winding Constrictor's ruling of 2017-02-09)."""
        if o.zone != "battlefield":
            return n
        from .fewercounters import counter_kind_of
        snap = self.evaluate()
        w = snap.get(o.oid)
        by = by or o.controller
        usable = []
        for r in self._static_replacements("counters", snap):
            if "any_kind" not in r.key and kind != counter_kind_of(r):   # kb.engine.fewercounters
                continue
            if as_cost and "by_effect" in r.key:
                continue
            if "you_get" in r.key:   # only the counters a player gets (replace_player_counters)
                continue
            if entering and self._enters_with_it(r, o):
                continue
            if "by" in r.key:
                if "permanents" in r.key and _putter_matches(r, by):
                    usable.append(r)
                continue
            ctx = Ctx(snap.work, snap.get(r.source), r.controller, game=_game(self))   # a term the edition defines (filters.term_defined)
            if w is not None and self._is(r.to, w, ctx):
                usable.append(r)
        return self._apply_counter_replacements(usable, o.controller, kind, n)

    def _enters_with_it(self, r, o) -> bool:
        """Whether replacement ``r`` comes from a permanent entering the battlefield with ``o`` (or from ``o`` itself,
        when it isn't ``o``'s own effect on ``o`` alone): not on the battlefield yet as ``o`` enters (614.12)."""
        src = self.objects.get(r.source)
        if r.source == o.oid:
            if getattr(r.to, "relation", None) == "self":
                return False
        elif src is None or src.card_id not in self.entering_cards:
            return False
        self.log.add(f"{r.source_name}: “{r.text}” doesn't apply to the counters {o.alias} enters with: "
                     f"{'it enters' if r.source == o.oid else r.source_name + ' enters'} at the same time, so its "
                     "effect doesn't exist yet", "enters_as", indent=1, kind="step")
        return True

    def replace_player_counters(self, player: str, kind: str, n: int, by: str | None) -> int:
        """Counters put on a player (poison from infect or toxic), after "If you would put one or more counters on
        a permanent or player" effects (614.1; the affected player orders them, 616.1)."""
        if n <= 0:
            return n
        snap = self.evaluate()
        from .restrictions import player_counters_prohibited
        why = player_counters_prohibited(self, snap, player, kind)
        if why:   # 101.2: "You can't get poison counters" — none are given (122.1f)
            self.log.add(f"{player} can't get {kind} counters: {why}", "cant_wins", indent=1, kind="step")
            return 0
        usable = [r for r in self._static_replacements("counters", snap)
                  if ("by" in r.key and "players" in r.key and _putter_matches(r, by or player))
                  or ("you_get" in r.key and r.controller == player)]   # "If you would get one or more counters" (122.1)
        return self._apply_counter_replacements(usable, player, kind, n)

    def _apply_counter_replacements(self, usable: list, affected: str, kind: str, n: int) -> int:
        applied = set()
        while True:
            rest = [r for r in usable if id(r) not in applied]
            if not rest or n <= 0:
                return n
            # effects of one kind commute (two doublings, two "that many plus one"): the order chosen can't change the
            # result (616.1)
            r = rest[0] if len({x.kind for x in rest}) == 1 else self._choose_order(rest, affected)
            applied.add(id(r))
            before = n
            n = n * 2 if r.kind == "twice" else (n // 2 if r.kind == "half" else max(0, n - 1) if r.kind == "minus_one"
                                                 else n + 1)
            self.log.add(f"{r.source_name}: \u201c{r.text}\u201d ({before} \u2192 {n} {kind} counters)", "replacement",
                         indent=1, kind="step")

    def damage_life_result(self, player: str, n: int, snap) -> tuple[int, str]:
        """How much life ``n`` damage makes ``player`` lose once "damage that would reduce your life total to less
        than 1 reduces it to 1 instead" applies (614.1a): the damage is still dealt (lifelink, "dealt damage"
        triggers see all of it, 120.3a); only the life total it leaves is replaced. Returns (life lost, note).
        A life total already below the floor is not "reduced to" it: that would raise it, so the damage lowers it
        as usual (120.3a; Angel's Grace's ruling of 2021-03-19: "If you have less than 1 life, damage dealt to you
        reduces your life total further below 0")."""
        life = self.player(player).life
        for r in self._static_replacements("life_result", snap) + self._live_replacements("life_result"):   # a turn's too
            if r.kind != "floor" or r.controller != player or life - n >= r.amount or life < r.amount:
                continue
            loss = max(0, life - r.amount)
            if self._in_damage_event:   # a life gain of this event's prevention effects would matter (120.4d)
                self.__dict__.setdefault("_floored", set()).add(player)
            return loss, (f"{n} damage would leave {life - n} life; {r.source_name}: \u201c{r.text}\u201d: "
                          f"{player} loses {loss} life instead")
        return n, ""

    def add_shield(self, r: Replacement) -> None:
        self.replacements.append(r)
        self._touched()


_ = field

