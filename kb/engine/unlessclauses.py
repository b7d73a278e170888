"""The "unless" of an instruction (118.12a): "[Do something] unless [a player does something else]" means "[that
player] may [do something else]. If [they don't], [do something]". Whether the player does is stated in the
scenario (``choose: {pays: true|false}``); what they would do is an instruction of its own, read with the same
grammar, and checked to be one the engine follows for that player.

- "… unless you|its controller|that player|target opponent … pays {3} | 3 life | {1} for each …" (the amount counted
  as it resolves, 608.2h): ``unless_pays`` / ``unless_payer`` on the instruction;
- "… unless target opponent has ~ deal 3 damage to them" (that player's choice, the damage dealt by the source);
- "… unless that player sacrifices / discards …" (another player's choice), "… unless you remove a +1/+1 counter
  from it", "… unless you return / discard / sacrifice / exile / tap …": ``unless_do``, the instruction done instead;
- "Each opponent … unless they discard a card" (each player's own choice): ``unless_each``;
- "… unless {G} was spent to cast it" (a condition, no choice): an ``unless`` condition on the instruction.

Anything else after "unless" is left to the other readers (and stays unread when none reads it). A counter spell's
"unless its controller pays" is read where counters are (kb.engine.instructions)."""
from __future__ import annotations

import re
from typing import Callable

from .eachunless import split_each_unless
from .errors import ParseError
from .graveyardtopkind import TOP_OF_GRAVEYARD
from .instruction_types import Condition, Instruction

__all__ = ["read_unless"]


def read_unless(s: str, raw: str, pc, prev, instruction: Callable, amount: Callable, subject: Callable,
                condition: Callable) -> Instruction | None:
    """The instruction ``s`` with its "unless" clause read (118.12a), or None when it has none this module reads.
    The ability's own readers, in its context (kb.engine.instructions): ``instruction(text, prev, raw)`` one
    instruction, ``amount(ins, pay, subject)`` what an "unless … pays" asks, ``subject(words, prev)`` a player or an
    object, ``condition(words)`` a condition."""
    each_unless = split_each_unless(s)
    if each_unless is not None:   # "Each opponent … unless they discard a card": each their own choice (118.12a)
        inner = instruction(each_unless[0], prev, raw)
        alt = instruction(each_unless[1], prev, each_unless[1])
        group = inner.source if inner.kind == "sacrifice" else inner.subject
        alt_group = alt.source if alt.kind == "sacrifice" else alt.subject
        if group is None or group.kind != "players" or alt.kind not in ("discard", "sacrifice") or alt.optional or \
                alt_group is None or alt_group.kind != "players" or alt_group.who != group.who or inner.opts.get("unless_do") \
                or (alt.kind == "discard" and (type(alt.amount).__name__ != "Const" or alt.opts.get("random"))):
            raise ParseError(raw, "an \u201cunless\u201d the engine does not model", pc.card)
        inner.opts["unless_each"] = alt
        return inner
    # 118.12a: "[Do something] unless [a player does something else]" = "[that player] may [do something else]. If
    # [that player doesn't], [do something]": whether it is paid is stated in the scenario (choose: {pays: ...})
    m = re.fullmatch(r"(.+?) unless (you|its controller|that player|they|he or she|any player|an opponent|"
                     r"target opponent|target player|that creature's controller) (?:pays?|pay) "
                     r"((?:\{[^}]+\})+|(?:\d+|X) life|\{[^}X]+\} for each .+)", s)
    if m and not m.group(1).lower().startswith("counter "):
        inner = instruction(m.group(1)[0].upper() + m.group(1)[1:], prev, raw)
        # "unless you pay {1} for each other creature you control": the amount counted as it resolves (608.2h)
        amount(inner, m.group(3), inner.subject)
        inner.opts["unless_payer"] = {"its controller": "controller", "they": "that_player",
                                      "he or she": "that_player"}.get(m.group(2), m.group(2).replace(" ", "_"))
        if m.group(2).startswith("target "):   # "unless target opponent pays 3 life": a target of its own (115.1)
            inner.opts["unless_payer"] = subject(m.group(2), inner.subject)
        if m.group(2) == "that creature's controller":   # the creature the trigger event names (603.2, 118.12a)
            inner.opts["unless_payer"] = subject(m.group(2), None)
        return inner
    unless = _other_player(s, raw, pc, prev, instruction)
    if unless is not None:
        return unless
    unless = _has_source_deal(s, raw, pc, prev, instruction, subject)
    if unless is not None:
        return unless
    m = re.fullmatch(r"(.+?) unless you (remove (?:a|an|one|two|three|four|five|\d+) \S+ counters? from (?:it|~))", s)
    if m and not m.group(1).lower().startswith("counter "):
        # 118.12a: "sacrifice ~ unless you remove a +1/+1 counter from it" = "you may remove one. If you don't, sacrifice
        # it": "it" is what the instruction before "unless" names (kb.engine.actions checks that there are that many)
        inner = instruction(m.group(1)[0].upper() + m.group(1)[1:], prev, raw)
        alt = instruction(m.group(2)[0].upper() + m.group(2)[1:], inner.subject, m.group(2))
        if alt.kind != "remove_counters" or alt.opts.get("kind") is None or alt.subject is None or \
                alt.subject.kind != "self" or inner.subject is None or inner.subject.kind != "self":
            raise ParseError(raw, "an \u201cunless\u201d the engine does not model", pc.card)
        inner.opts["unless_do"] = alt
        return inner
    # 118.12a: "sacrifice it unless you return a land you control to its owner's hand" / "… unless you tap an untapped
    # permanent you control" = "you may return (tap) one. If you don't, sacrifice it": what the player does instead is
    # an instruction of its own (stated: choose: {pays: ...})
    m = re.fullmatch(r"(.+?) unless you ((?:return|discard|sacrifice|exile|tap) .+)", s)
    if m and not m.group(1).lower().startswith("counter "):
        # "unless you exile a card from your graveyard": a card of that graveyard, chosen as the payment is made
        what = re.sub(r"^(exile (?:a|an) (?:[\w-]+ )*?card) from your graveyard$", r"\1 in your graveyard", m.group(2))
        alt = instruction(what[0].upper() + what[1:], prev, m.group(2))
        sel = getattr(alt.subject, "selector", None)
        # "another Goblin or Shaman you control" (702.72a): a union, each part the player's own
        own = all(getattr(s, "controller", None) == "you" or (
            getattr(s, "owner", None) == "you" and getattr(s, "zones", None) == frozenset(("graveyard",)))
            for s in (getattr(sel, "parts", None) or (sel,)))
        if what != m.group(2):   # a card of that player's own graveyard (404.1), as "Return a card from your graveyard"
            alt.opts["from"] = "your graveyard"
        # "unless you tap an untapped permanent you control": one of the player's own, untapped (701.26a)
        top = alt.kind == "exile" and alt.subject.text == TOP_OF_GRAVEYARD   # "the top creature card of your graveyard"
        if alt.kind not in ("move", "discard", "sacrifice", "exile", "tap") or alt.optional or \
                alt.opts.get("number_chosen") or \
                (alt.kind in ("move", "exile", "tap") and not own) or \
                (alt.kind != "discard" and alt.subject.kind != "chosen" and not top):
            raise ParseError(raw, "an \u201cunless\u201d the engine does not model", pc.card)
        inner = instruction(m.group(1)[0].upper() + m.group(1)[1:], prev, raw)
        inner.opts["unless_do"] = alt
        return inner
    # 118.12a with a condition rather than a player's choice: "sacrifice it unless {G} was spent to cast it" = "if
    # {G} wasn't spent to cast it, sacrifice it"
    m = re.fullmatch(r"(.+?) unless (.+)", s)
    if m and not m.group(1).lower().startswith("counter "):
        try:
            cond = condition(m.group(2))
        except ParseError:
            cond = None
        if cond is not None:
            inner = instruction(m.group(1)[0].upper() + m.group(1)[1:], prev, raw)
            unless = Condition("unless", inner=cond, text=f"unless {m.group(2)}")
            inner.condition = unless if inner.condition is None else Condition("and", value=(unless, inner.condition))
            return inner
    return None


_HAS_DEAL = re.compile(r"(.+?) unless (target opponent|target player) has (?:~|this \w+) deal (\d+) damage to "
                       r"(?:them|him or her)")


def _has_source_deal(s: str, raw: str, pc, prev, instruction: Callable, subject: Callable) -> Instruction | None:
    """118.12a: "[do A] unless target opponent has ~ deal 3 damage to them" (Pia's Revolution) = "target opponent may
    have ~ deal 3 damage to them. If they don't, [do A]": the player is a target of the ability (115.1, chosen as it is
    put on the stack); the damage, dealt by the source (120.3), is what they may choose instead (stated: ``choose:
    {pays: true|false}``). None when the sentence is not of this form."""
    if " damage to " not in s or " has " not in s:
        return None
    m = _HAS_DEAL.fullmatch(s)
    if not m or m.group(1).lower().startswith("counter "):
        return None
    inner = instruction(m.group(1)[0].upper() + m.group(1)[1:], prev, raw)
    who = subject(m.group(2), inner.subject)   # the target player (115.1)
    alt = instruction(f"~ deals {m.group(3)} damage to you", None, f"~ deals {m.group(3)} damage to them")
    if alt.kind != "damage" or who is None or who.kind != "target":
        raise ParseError(raw, "an \u201cunless\u201d the engine does not model", pc.card)
    from dataclasses import replace
    alt = replace(alt, subject=who, opts={**alt.opts, "unless_actor": who})   # dealt to that player, their choice
    inner.opts["unless_do"] = alt
    inner.opts["unless_has"] = True   # its words ("has … deal … to them"), for the accounting
    return inner


# the player an "unless" clause names after its instruction, as a sentence of their own would name them
_PLAYER_SENTENCE = {"that player": "That player", "they": "That player", "he or she": "That player",
                  "its controller": "Its controller", "that creature's controller": "That creature's controller",
                  "that permanent's controller": "That permanent's controller"}


def _other_player(s: str, raw: str, pc, prev, instruction: Callable) -> Instruction | None:
    """118.12a: "[do A] unless [that player] sacrifices / discards …" = "[that player] may sacrifice / discard …. If
    they don't, [do A]": what the other player may do instead is an instruction of its own, of that one player
    (whether they do is stated: ``choose: {pays: true|false}``). "Each opponent … unless they …" (a choice for each
    player) is not read. None when the sentence is not of this form."""
    m = re.fullmatch(r"(.+?) unless (that player|they|he or she|its controller|that creature's controller|"
                     r"that permanent's controller) (sacrifices?|discards?) (.+)", s)
    if not m or (m.group(1).lower().startswith("counter ") and m.group(1).lower() != "counter that spell or ability"):
        return None   # ward's "counter that spell or ability unless its controller discards a card" (702.21a) is read
    inner = instruction(m.group(1)[0].upper() + m.group(1)[1:], prev, raw)
    verb = m.group(3) if m.group(3).endswith("s") else m.group(3) + "s"
    alt_text = f"{_PLAYER_SENTENCE[m.group(2)]} {verb} {m.group(4)}"
    alt = instruction(alt_text, inner.subject, alt_text)
    who = alt.subject if alt.kind == "discard" else alt.source
    if alt.kind not in ("discard", "sacrifice") or alt.optional or who is None or alt.opts.get("number_chosen") or \
            who.kind not in ("event", "target", "controller_of") or (alt.kind == "sacrifice" and alt.subject.kind != "chosen") \
            or (inner.subject is not None and inner.subject.kind == "players"):
        raise ParseError(raw, "an \u201cunless\u201d the engine does not model", pc.card)
    inner.opts["unless_do"] = alt
    return inner
