"""Keyword actions the rules define as other words (701): read from a sentence into plain values.

- detain (701.35a): "Until the next turn of the controller of that spell or ability, that permanent can't attack or
  block and its activated abilities can't be activated";
- goad (701.15a-b): until the next turn of the controller of that spell or ability, the creature is goaded: it
  attacks each combat if able and attacks a player other than the goading player if able; "is goaded" (a static
  ability, "Enchanted creature ... is goaded") is the same designation for as long as the ability applies;
- populate (701.36a-b): choose a creature token you control and create a token that's a copy of it (none: nothing);
- support N (701.41a): "Put a +1/+1 counter on each of up to N other target creatures" on a permanent, "... up to N
  target creatures" on an instant or sorcery spell;
- amass [subtype] N (701.47a): "If you don't control an Army creature, create a 0/0 black [subtype] Army creature
  token. Choose an Army creature you control. Put N +1/+1 counters on that creature. If it isn't a [subtype], it
  becomes a [subtype] in addition to its other types." Older cards say "amass N": they read "amass Zombies N" (701.47d);
  the rules of 2019-2023 define only amass N (701.43a, 701.44a: a Zombie Army, no subtype added);
- bolster N (701.39a): "Choose a creature you control with the least toughness or tied for least toughness among
  creatures you control. Put N +1/+1 counters on that creature.";
- connive (701.50a): the permanent's controller draws a card, then discards a card; if a nonland card is discarded
  this way, a +1/+1 counter is put on the conniving permanent;
- incubate N (701.53a-b): create an Incubator token (a double-faced token: a colorless Incubator artifact with
  "{2}: Transform this token.", its back a 0/0 colorless Phyrexian artifact creature named Phyrexian Token) that
  enters with N +1/+1 counters on it;
- earthbend N (701.66a): "Target land you control becomes a 0/0 land creature with haste in addition to its other
  types. Put N +1/+1 counters on it. When that land dies or is put into exile, return it to the battlefield tapped
  under your control."
- recruit (701.70a, 2026-08-07): "Draw a card, then discard a card. If you discarded a nonland card this way, create a
  1/1 white Human Soldier creature token.";
- endure N (701.63a-b): "its controller creates an N/N white Spirit creature token unless they put N +1/+1 counters on
  that permanent", read for the source ("~ endures 2", "it" of its own trigger) as "You may put N +1/+1 counters on ~.
  If you don't, create an N/N white Spirit creature token." (N of 1 or more: endure 0 does nothing, 701.63b, and X is
  not read).

:func:`read_keyword_action` only recognises the words; :mod:`kb.engine.instructions` builds the instructions (the
reader never imports the instruction parser back). What the action means is the rule's definition, applied by the
mechanisms that already exist for those words (counters, token copies, rules effects lasting "until your next turn",
attack requirements in :mod:`kb.engine.declare`).
"""
from __future__ import annotations

import re

__all__ = ["read_keyword_action", "KEYWORD_ACTIONS", "GOADED", "ACTION_MEANS", "AMASS_SUBTYPE"]

# what each action means, as the trace says it (each cites its rule: the concept of the same name)
ACTION_MEANS = {
    "detain": "detain: until the next turn of the controller of that spell or ability, that permanent can't attack or "
              "block and its activated abilities can't be activated",
    "goad": "goad: until the next turn of the controller of that spell or ability, that creature is goaded: it attacks "
            "each combat if able and attacks a player other than that player if able",
    "populate": "populate: choose a creature token you control and create a token that's a copy of it (none: no token)",
    "support": "support N: put a +1/+1 counter on each of up to N target creatures (other creatures, on a permanent)",
    "amass": "amass: if you don't control an Army creature, create a 0/0 black Army creature token of that subtype; "
             "choose an Army creature you control and put the +1/+1 counters on it",
    "bolster": "bolster N: choose a creature you control with the least toughness or tied for least toughness among "
               "creatures you control; put N +1/+1 counters on it",
    "connive": "connive: its controller draws a card, then discards a card; if a nonland card is discarded this way, "
               "a +1/+1 counter is put on the conniving permanent",
    "incubate": "incubate N: create an Incubator token (a double-faced token: an Incubator artifact with \u201c{2}: "
                "Transform this token.\u201d, its back a 0/0 Phyrexian artifact creature) that enters with N +1/+1 "
                "counters on it",
    "earthbend": "earthbend N: target land you control becomes a 0/0 land creature with haste in addition to its other "
                 "types; put N +1/+1 counters on it; when that land dies or is put into exile, return it to the "
                 "battlefield tapped under your control",
    "endure": "endure N: its controller creates an N/N white Spirit creature token unless they put N +1/+1 counters "
              "on that permanent",
    "blight": "blight N: put N -1/-1 counters on a creature you control",   # 701.68a (kb.engine.blight)
    "recruit": "recruit: draw a card, then discard a card; if a nonland card is discarded this way, create a 1/1 white "
               "Human Soldier creature token",   # 701.70a (2026-08-07)
}
KEYWORD_ACTIONS = tuple(ACTION_MEANS)

# the rules label of a goaded creature (701.15b); the goading player is named as the rule is consulted
GOADED = "is goaded"

# the concept of amass with a subtype (701.47a, 2023 on): the Army becomes that subtype too; before it, amass N only
AMASS_SUBTYPE = "amass_subtype"

_SENTENCE = re.compile(r"(?P<verb>[Dd]etain|[Gg]oad|[Pp]opulate|[Rr]ecruit|[Ss]upport|[Aa]mass|[Bb]olster|[Ii]ncubate|[Ee]arthbend)"
                       r"(?: (?P<what>.+))?")
# how many: a number (a digit after normalisation) or X defined after it ("bolster X, where X is ...")
_HOW_MANY = r"(?:\d+|X(?:, where X is .+)?)"
# "it connives" / "~ connives" / "target creature you control connives": the subject, then the verb (701.50a)
_CONNIVES = re.compile(r"(?P<what>(?:(?! and ).)+?) connives")
# "~ endures 2" / "it endures 1": the subject, then the number (701.63a; 0 does nothing, 701.63b); words with " and "
# before the verb are two clauses ("you lose 1 life and ~ endures 1"), which the sentence reader splits first (608.2c)
_ENDURES = re.compile(r"(?P<what>(?:(?! and ).)+?) endures (?P<n>[1-9]\d*)")


def read_keyword_action(sentence: str) -> tuple[str, str] | None:
    """(verb, what it names) for one clause, or None: "detain" | "goad" (the object), "populate" (nothing),
    "support" | "bolster" | "incubate" | "earthbend" (the number: a digit after normalisation, or X with its definition), "amass" ("Zombies 2",
    a plural creature type then the number; "2" in the older wording), "connive" (the conniving permanent), "endure" (the
    enduring permanent, a space, the number)."""
    s = sentence.strip().rstrip(".")
    m = _CONNIVES.fullmatch(s)
    if m:
        return ("connive", m.group("what"))
    m = _ENDURES.fullmatch(s)
    if m:
        return ("endure", f"{m.group('what')} {m.group('n')}")
    m = _SENTENCE.fullmatch(s)
    if not m:
        return None
    verb, what = m.group("verb").lower(), (m.group("what") or "").strip()
    if verb in ("populate", "recruit"):
        return (verb, "") if not what else None
    if verb == "support":
        return (verb, what) if re.fullmatch(r"\d+|X", what) else None
    if verb in ("bolster", "incubate", "earthbend"):
        return (verb, what) if re.fullmatch(_HOW_MANY, what) else None
    if verb == "amass":
        return (verb, what) if re.fullmatch(rf"(?:[A-Z][\w'-]+ )?{_HOW_MANY}", what) else None
    return (verb, what) if what else None
