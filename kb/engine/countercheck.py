"""How many counters of one kind an object has, said in the words an effect's "if" uses (122.1, 608.2c; an
intervening "if", 603.4), and the counters such a condition counted, named again by the instruction it guards.

- "there are three or more judgment counters on it" / "… on ~": the same count as "it has three or more judgment
  counters on it" (``self_counters_at_least``; "it" after words naming another object is that object, as for
  "it has", kb.engine.instructions.about_object);
- "~ has two or fewer judgment counters on it": at most that many (``self_counters_at_most``); "… on ~" where the
  card says "on him" / "on her" (the source itself, as a state trigger's condition says it, 603.8);
- "Put your choice of a menace, trample, or lifelink counter on it" / "… of a vigilance counter, a reach counter, or
  a trample counter on it": one counter, of a kind chosen among those as it resolves (608.2d);
- "Then if there are three or more bloodline counters on it, remove those counters and transform it." / "…, remove
  all of them [from it] and …": "those counters" / "them" are the counters the condition counted, so the instruction
  is "remove all bloodline counters from it" (122.1; every counter of that kind it has as the instruction is
  followed, 608.2c).
"""
from __future__ import annotations

import re

from .text import amount_of
from .words import choice_list

__all__ = ["read_counter_count", "name_those_counters", "counts_on_it", "choice_of_counters"]

_THERE_ARE = re.compile(r"there are (\w+) or more (\S+) counters on (it|~)")
_AT_MOST = re.compile(r"(it|~) has (\w+) or fewer (\S+) counters on (it|~)")   # "~ … on him": "him" read as ~
_THOSE = re.compile(r"(?:you may )?remove (?:those counters|all of them)(?: from (?:it|~))?(?=$|,| and )", re.I)


def read_counter_count(low: str) -> tuple | None:
    """(condition kind, counter kind, number) for ``low`` (the phrase, lower-cased) — the kind
    ``self_counters_at_least`` / ``self_counters_at_most`` of kb.engine.instructions.Condition — or None when it is
    neither wording."""
    m = _THERE_ARE.fullmatch(low)
    if m and amount_of(m.group(1)):
        return "self_counters_at_least", m.group(2), amount_of(m.group(1))
    m = _AT_MOST.fullmatch(low)
    if m and amount_of(m.group(2)) is not None and not (m.group(1) == "it" and m.group(4) == "~"):
        return "self_counters_at_most", m.group(3), amount_of(m.group(2))
    return None


def counts_on_it(text: str) -> bool:
    """Whether a counters condition's words count the counters on "it" (not "~"): "it has three or more …",
    "there are three or more … counters on it" — "it" being the object the words before named, if any."""
    return bool(re.match(r"it\b", text or "") or re.fullmatch(r"there are .+ counters on it", text or "", re.I))


def name_those_counters(cond, body: str) -> str:
    """``body``, the instruction after "if [cond]," with "remove those counters" / "remove all of them" naming the
    counters ``cond`` counted: "remove all bloodline counters from it" (the object the condition is about: "~" for
    the source). The body unchanged when the condition counts no one kind or the words are not these."""
    if cond is None or not cond.kind.endswith("counters_at_least") or not isinstance(cond.value, str):
        return body
    m = _THOSE.match(body)
    if not m:
        return body
    on = "~" if cond.kind.startswith("self_") else "it"   # "it" after _about: the object named before
    may = "you may " if body[:8].lower() == "you may " else ""
    return f"{may}remove all {cond.value} counters from {on}" + body[m.end():]


_CHOICE = re.compile(r"[Pp]ut your choice of (an? .+?) counter on (.+)")
_ITEM = re.compile(r"(?:an? )?(\+\d+/\+\d+|[a-z]+(?: (?!counter\b)[a-z]+)?)(?: counter)?")


def choice_of_counters(s: str) -> tuple | None:
    """"Put your choice of a menace, trample, or lifelink counter on it" → (("menace", "trample", "lifelink"), "it");
    None unless every kind is one counter kind named once, "A, B, or C" or "A or B"."""
    m = _CHOICE.fullmatch(s)
    if not m:
        return None
    kinds = choice_list(m.group(1), lambda part: (mm.group(1) if (mm := _ITEM.fullmatch(part)) else None))
    if kinds is None:
        return None
    return tuple(kinds), m.group(2)
