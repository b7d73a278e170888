"""Who is dealt damage and what deals it, as replacement and prevention effects name them (614, 615, 609.7).

Read by one grammar for a static ability (kb.engine.replacement) and for a resolving spell or ability
(kb.engine.instructions): the recipients ("you and permanents you control", "players", a description), the sources
("a red source you control", "attacking creatures") and "Prevent all [combat | noncombat] damage that would be dealt
[this turn] to … [by …]". It sits below both, so neither imports the other for it.
"""
from __future__ import annotations

import re

from .filters import ALL_ZONES

__all__ = ["object_phrase", "damage_sources", "damage_recipients", "prevent_all_parts", "damage_modifier_parts"]


def object_phrase(phrase: str, pc, zones=frozenset(("battlefield",))):
    """An object a replacement or prevention effect names: \"~\" / \"it\" (its source), anything, or a description."""
    from .parser import parse_selector
    p = re.sub(r"^(?:a|an|each)\s+", "", phrase.strip())
    if p in ("card or token", "card or token or permanent", "object"):
        return None   # "a card or token": anything
    if p in ("~", "it"):
        from .filters import SELF
        return SELF
    return parse_selector(p, pc, default_zone=zones)


def damage_sources(phrase: str | None, pc):
    """What deals the damage (609.7): a controller, a colour, an object or a description; None: any source."""
    if phrase is None:
        return None
    p = phrase.strip()
    if p == "~":
        from .filters import SELF
        return SELF
    if p == "a source":
        return None
    if p == "a source you control":
        return ("controller", "you")
    if p == "a source an opponent controls":
        return ("controller", "opponent")
    m = re.fullmatch(r"(a |an |another )?(\w+) sources?( you control| an opponent controls)?", p)
    if m:
        from .values import color_of
        c = color_of(m.group(2))
        parts = (("color", c),) if c else ()
        if c and m.group(3):
            parts += (("controller", "you" if m.group(3) == " you control" else "opponent"),)
        if c and m.group(1) == "another ":
            parts += (("other",),)   # not the replacement's own source
        if len(parts) > 1:
            return ("and", parts)
        if c:
            return parts[0]
    m = re.fullmatch(r"([\w-]+) sources", p)
    if m:   # "artifact sources", "colorless sources", "non-Human sources": objects of that kind, in any zone (609.7)
        return object_phrase(m.group(1) + " objects", pc, ALL_ZONES)
    m = re.fullmatch(r"(a |an |another |any )?(?:(.+?) )?sources?( .+)?", p)
    if m:   # "a Giant source you control", "a red or artifact source", "an instant or sorcery source you control",
        # "another source you control": an object of that description, in any zone (609.7)
        desc = ("other " if m.group(1) == "another " else "") + (m.group(2) + " " if m.group(2) else "") + "objects"
        return object_phrase(desc + (m.group(3) or ""), pc, ALL_ZONES)
    return object_phrase(p, pc, ALL_ZONES)


_PREVENT_ALL = re.compile(r"[Pp]revent all (combat |noncombat )?damage that would be dealt(?: this turn)? to (.+?)"
                          r"(?: this turn)?(?: by (.+?))?(?: this turn)?")


def prevent_all_parts(s: str, pc) -> dict | None:
    """"Prevent all [combat | noncombat] damage that would be dealt [this turn] to [recipients] [by sources]" (615.1a):
    one prevention effect, of a static ability or of a resolving spell or ability (its duration is the resolution's
    to give). Its recipients and sources are descriptions checked as each damage would be dealt, never a set fixed
    ahead of time (615.1, 419.2 before 2009: "they aren't locked in ahead of time"). The fields of its
    kb.engine.replacement.Replacement, or None if the words aren't these."""
    m = _PREVENT_ALL.fullmatch(s)
    if m is None or m.group(2).startswith("and dealt by "):
        return None
    mode = (m.group(1) or "").strip()
    by = m.group(3)
    if by and m.group(2) == "~":   # "to ~ by creatures blocking it / it's blocking": "it" is ~ (509.1h)
        by = re.sub(r"^creatures it's blocking$", "creatures blocked by ~", re.sub(r"\bblocking it$", "blocking ~", by))
    return {"to": damage_recipients(m.group(2), pc), "by": damage_sources(by, pc), "combat_only": mode == "combat",
            "key": ("noncombat",) if mode == "noncombat" else ()}


# what a static damage modifier says the damage becomes (614.1a, 615.1a): "double that damage", "half that damage, rounded
# down" (107.1a), "that much damage
# plus 2", "that much damage minus 1", "prevent 1 of that damage" (615.10), "prevent half that damage, rounded up",
# "prevent all but 1 of that damage"
_DAMAGE_SAYS = re.compile(r"(?P<first>instead )?(?:(?:it|that source) deals (?P<mul>double|triple) that damage|(?:it|that source) "
                          r"deals half that damage, rounded (?P<hd>up|down),?|(?:it|that source) "
                          r"deals that much damage (?P<pm>plus|minus) (?P<n>\d+|one|two|three)|prevent (?P<prev>\d+|one|two|"
                          r"three) of that damage|prevent half that damage, rounded (?P<half>up|down)|prevent (?P<all>that damage)|"
                          r"prevent all but (?P<but>\d+|one|two|three) of that damage)"
                          r"(?: to (?:that \w+(?: or \w+)?|it|~|you|equipped creature|enchanted creature))?(?P<instead> instead)?")


def damage_modifier_parts(s: str, pc) -> dict | None:
    """"If [a source] would deal [combat | noncombat] damage [to recipients], [it deals double | triple that damage |
    that much damage plus | minus N | prevent N of that damage | prevent half that damage, rounded up | down |
    prevent all but N of that damage | prevent that damage] [to that …] instead" (614.1a, 615.1a, 615.10): one static
    effect modifying each damage event it applies to.
    The source is any description of objects (609.7: "a Giant source you control", "a red or artifact source",
    "a creature you control", "a spell"); no recipient named: any. A damage-increasing or -replacing effect says
    "instead", a prevention effect doesn't. A resolving spell's "… this turn" is the same effect, lasting the turn
    (kb.engine.instructions reads it with this reader). The fields of its kb.engine.replacement.Replacement (with
    ``kind``), or None if the words aren't these."""
    m = re.fullmatch(r"If (.+?) would deal (combat |noncombat )?damage(?: to (.+?))?, (.+)", s)
    if m is None:
        return None
    says = _DAMAGE_SAYS.fullmatch(m.group(4))
    prevents = bool(says.group("prev") or says.group("half") or says.group("all") or says.group("but")) \
        if says is not None else False
    if says is None or bool(says.group("instead") or says.group("first")) == prevents:
        return None
    from .text import amount_of
    mode = m.group(2) or ""
    common = dict(by=damage_sources(m.group(1), pc), to=damage_recipients(m.group(3), pc) if m.group(3) else None,
                  combat_only=mode == "combat ", key=(("noncombat",) if mode == "noncombat " else ()) +
                  (("that_source",) if "that source deals" in m.group(4) else ()))
    n = says.group("n") or says.group("prev") or says.group("but")
    if says.group("but"):   # "prevent all but 2 of that damage": of each event, what is more than 2
        common["key"] = common["key"] + ("all_but",)
    if says.group("mul"):
        return {"kind": says.group("mul"), **common}
    if says.group("hd"):   # "it deals half that damage, rounded down, … instead": a replacement, not a prevention (107.1a)
        return {"kind": "half", **common, "key": common["key"] + ("half_" + says.group("hd"),)}
    if says.group("half"):
        common["key"] = common["key"] + ("half_" + says.group("half"),)
    if says.group("half") or says.group("all"):
        return {"kind": "prevent", **common}
    return {"kind": says.group("pm") or "prevent", "amount": amount_of(n) or int(n), **common}


def damage_recipients(phrase: str, pc):
    """What damage is dealt to: ("players", who) / ("objects", selector) / ("any", None) / ("both", ...)."""
    p = phrase.strip()
    if p in ("a player", "any player", "players", "each player"):
        return ("players", "any")
    if p in ("a permanent or player", "any permanent or player", "any target", "a player or permanent"):
        return ("any", None)
    # the words of their era (before 2018-04-27's "permanent or player"): a creature or a player only, never a
    # planeswalker (nor a battle, 310) — a player, or an object of the kinds named
    m = re.fullmatch(r"an? (creature|creature, planeswalker,) or player", p)
    if m:
        kinds = "a creature" if m.group(1) == "creature" else "a creature or planeswalker"
        return ("player_or", ("any", object_phrase(kinds, pc)))
    if p == "you":
        return ("players", "you")
    if p == "enchanted player":   # the player its source, an Aura, is attached to (303.4b)
        return ("players", "enchanted")
    if p in ("each opponent", "an opponent", "your opponents", "opponents"):
        return ("players", "opponent")
    m = re.fullmatch(r"you and ((?:other )?(?:creatures|permanents) you control)", p)
    if m:   # "you and other permanents you control": you, and each object that fits
        return ("both", ("you", object_phrase(m.group(1), pc)))
    m = re.fullmatch(r"(an opponent|each opponent|you|a player) or (an? .+|another .+)", p)
    if m:   # "an opponent or a permanent an opponent controls": a player, or an object that fits
        who = damage_recipients(m.group(1), pc)[1]
        return ("player_or", (who, object_phrase(m.group(2), pc)))
    return ("objects", object_phrase(p, pc))
