"""A declaration of attackers or blockers checked as a whole (508.1c-d, 509.1a-c).

Restrictions on a single creature ("can't attack", evasion …) are checked in :mod:`kb.engine.combat`
creature by creature. Here are those that concern the declaration as a whole and the requirements:

- restrictions (508.1c, 509.1b): "~ can't attack alone", "~ can't block alone", "No more than N
  creatures can attack/block each combat", menace and "can't be blocked except by N or more
  creatures", "can't be blocked by more than one creature", and how many creatures one blocker may
  block (509.1a: one, plus "can block an additional creature each combat", or "any number");
- requirements (508.1d, 509.1c): "attacks each combat if able", "blocks each combat if able",
  "All creatures able to block ~ do so", "~ must be blocked if able", "[Target creature] blocks ~ [this turn] if
  able" (only when ~ is an attacker it could block), "~ attacks that player this combat if able" (obeyed by an attack
  on that player only, kb.engine.attackplayer);
- costs to attack (508.1h, 308.2d before 2009-07-11): "Creatures can't attack you [or planeswalkers you control]
  unless their controller pays {N} for each …" — an attack that costs something is never required (508.1d).

A declaration that disobeys a restriction is illegal; so is one that obeys fewer requirements than
the most that any declaration obeying every restriction could obey. The legal declarations are
enumerated (the boards of scenarios are small); past :data:`MAX_DECLARATIONS` the requirement count
is not compared and the trace says so.
"""
from __future__ import annotations

import itertools
import re

from .attackplayer import required_players
from .attackyou import planeswalker_label
from .attackother import other_than_players
from .blockcount import LABELS as BLOCK_COUNT_LABELS, count_requirements
from .duringnextturn import ATTACKS_SOURCE
from .effects import source_of_label
from .errors import EngineError
from .whodid import attack_barred

__all__ = ["check_attackers", "check_blockers", "block_capacity", "MAX_DECLARATIONS", "ATTACK_COST", "attack_costs",
           "cost_to_attack"]

MAX_DECLARATIONS = 50_000
# "attacks each combat if able" (508.1d), "blocks each combat if able" (509.1c); "attacks or blocks each combat if
# able" is both: a requirement to attack in its controller's combat, to block in another player's
ATTACK_REQUIREMENT = r"attacks?(?: or blocks?)? each combat if able"
BLOCK_REQUIREMENT = r"(?:attacks? or )?blocks? each combat if able"
_NUMBERS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10}
_LIMIT = re.compile(r"No more than (\w+) creatures? can (attack|block)(?: you)? each (?:combat|turn)", re.I)
_EXCEPT_BY = re.compile(r"can't be blocked except by (\w+) or more creatures")
_ADDITIONAL = re.compile(r"can block an additional (?:(\w+) )?creatures? each combat")


def _number(word: str | None, default: int = 1) -> int | None:
    if word is None:
        return default
    if word.isdigit():
        return int(word)
    return _NUMBERS.get(word.lower())


def _labels(snap, oid: int) -> list:
    return list(snap.restrictions.get(oid, ()))


def _limits(snap, what: str) -> list:
    """(N, the sentence, the player it protects or None) for each "No more than N creatures can <what> [you] each
    combat" in effect. "attack you" limits only the creatures attacking that player, the effect's controller: those
    attacking a planeswalker they control, or another player, are not counted (508.1b-c)."""
    out = []
    for e, labels in snap.rules:
        for lab in labels:
            m = _LIMIT.fullmatch(str(lab).rstrip("."))
            if m and m.group(2).lower() == what:
                n = _number(m.group(1))
                if n is None:
                    continue
                you = None
                if re.search(r"\byou\b", str(lab)):
                    src = snap.work.get(e.source) if getattr(e, "source", None) is not None else None
                    you = getattr(e, "you", None) or (src.controller if src is not None else None)
                out.append((n, str(lab).rstrip("."), you))
    return out


def _limited_count(chosen, you) -> int:
    """How many of ``chosen`` a limit counts: all of them, or with ``you`` those attacking that player (a list of
    attackers, whose targets aren't known, counts them all)."""
    if you is None or not isinstance(chosen, dict):
        return len(chosen)
    return sum(1 for t in chosen.values() if t == ("player", you))


# --- attackers (508.1c, 508.1d) ---------------------------------------------------------------------------
def _attack_restriction(state, snap, chosen) -> str | None:
    """``chosen``: attacker → what it attacks, or a list of attackers."""
    if chosen and (barred := attack_barred(state, snap, state.active)):   # "Each opponent who cast a spell this
        return barred                                                      # turn can't attack" (kb.engine.whodid)
    for oid in chosen:
        if "can't attack alone" in _labels(snap, oid) or "can't attack or block alone" in _labels(snap, oid):
            if len(chosen) == 1:
                return f"{state.objects[oid].alias} can't attack alone ({state.rule_no('attack_restrictions')})"
        if "can only attack alone" in _labels(snap, oid) and len(chosen) > 1:   # 506.5: the only creature declared
            return f"{state.objects[oid].alias} can only attack alone ({state.rule_no('attack_restrictions')})"
    for n, text, you in _limits(snap, "attack"):
        k = _limited_count(chosen, you)
        if k > n:
            return (f"\u201c{text}\u201d: {k} creatures attack{' ' + you if you is not None else ''} "
                    f"({state.rule_no('attack_restrictions')})")
    return None


_GOADED_BY = re.compile(r"is goaded by (.+)")


def _goaders(snap, oid: int) -> list:
    """The players who goaded the creature (701.15b-d: each goading player once)."""
    return [m.group(1) for lab in _labels(snap, oid) if (m := _GOADED_BY.fullmatch(lab))]


# 508.1h (308.2d before 2009-07-11): "Creatures can't attack you [or planeswalkers you control] unless their controller
# pays {2} for each creature they control that's attacking you / for each of those creatures." (Propaganda, Baird)
ATTACK_COST = re.compile(r"[Cc]reatures can't attack you( or planeswalkers you control)? unless their controller pays "
                         r"\{(\d+)\} for each (?:creature they control that's attacking you|of those creatures)")


def attack_costs(snap) -> list:
    """The costs to attack in effect (508.1h): (the player they protect, whether their planeswalkers too, the generic
    mana for each creature, the effect) for each rules effect :data:`ATTACK_COST` reads."""
    out = []
    for e, labels in snap.rules:
        for lab in labels:
            m = ATTACK_COST.fullmatch(str(lab).rstrip("."))
            if m is None:
                continue
            src = snap.work.get(e.source) if e.source is not None else None
            you = e.you if e.you is not None else (src.controller if src is not None else None)
            if you is not None:
                out.append((you, bool(m.group(1)), int(m.group(2)), e))
    return out


def cost_to_attack(snap, costs: list, target) -> list:
    """(generic mana, effect) that one creature attacking ``target`` (("player", name) or ("obj", oid)) costs: a
    player a cost protects, or a planeswalker they control when the cost says "or planeswalkers you control"."""
    if target is None:
        return []
    if target[0] == "player":
        return [(n, e) for you, _pw, n, e in costs if you == target[1]]
    w = snap.get(target[1]) if target[1] is not None else None
    if w is None or "Planeswalker" not in w.types:
        return []
    return [(n, e) for you, pw, n, e in costs if pw and you == w.controller]


def _must_attack(snap, oid: int) -> bool:
    """A requirement to attack: the rules effect, or the words in an ability the engine keeps as text."""
    if any(re.fullmatch(ATTACK_REQUIREMENT, lab) for lab in _labels(snap, oid)):
        return True
    w = snap.get(oid)
    return w is not None and any("attacks each combat if able" in h.ability.text for h in w.abilities)


def _source_targets(snap, oid: int) -> list:
    """The planeswalkers the creature attacks if able by "attack(s) ~ if able" (kb.engine.duringnextturn: the rules
    label with "~" made its effect's source object)."""
    out = []
    for lab in _labels(snap, oid):
        src = source_of_label(str(lab), ATTACKS_SOURCE)
        if src is not None:
            out.append(src)
    return out


def _requirements_of(snap, oid: int, target, free=None) -> int:
    """The requirements one creature obeys attacking ``target`` (("player", name) or ("obj", oid); None: it doesn't
    attack). Each goading player adds two (701.15b-c): it attacks, and it attacks a player other than them. An attack
    that costs something obeys none (508.1d: the player isn't required to pay a cost to attack); ``free(target)``
    says whether it costs nothing."""
    if target is None or (free is not None and not free(target)):
        return 0
    n = 1 if _must_attack(snap, oid) else 0
    # "attacks that player this combat if able" (kb.engine.attackplayer): obeyed by attacking that player only
    n += sum(1 for p in required_players(_labels(snap, oid)) if target == ("player", p))
    # "attack(s) ~ if able" (kb.engine.duringnextturn): obeyed by attacking that planeswalker only
    n += sum(1 for src in _source_targets(snap, oid) if target == ("obj", src))
    for p in _goaders(snap, oid):
        n += 1 + (1 if target[0] == "player" and target[1] != p else 0)
    # "attacks a player other than you if able" without goad (kb.engine.attackother)
    n += sum(1 for p in other_than_players(_labels(snap, oid)) if target[0] == "player" and target[1] != p)
    return n


def _attack_requirements(snap, chosen, free=None) -> int:
    """``chosen``: attacker → what it attacks (or a list of attackers, when what they attack doesn't matter)."""
    pairs = chosen.items() if isinstance(chosen, dict) else ((o, ("obj", None)) for o in chosen)
    return sum(_requirements_of(snap, oid, t, free) for oid, t in pairs)


def _options(state, snap, oid: int, defenders: list) -> list:
    """What a creature may attack, as far as the requirements tell apart: each defending player it may attack (goad
    names players, 701.15b), or just "attacks". A creature an effect says can't attack some defending player ("can't
    attack you", "… its owner", kb.engine.attackyou, kb.engine.attackowner) may attack only the others, their
    planeswalkers it isn't barred from and the battles they protect (508.1b-c, 310.8b): with none, it attacks nothing."""
    labs = _labels(snap, oid)
    if any(f"can't attack {p}" in labs for p in defenders):
        return ([("player", p) for p in defenders if f"can't attack {p}" not in labs] +
                [("obj", i) for i, w in snap.work.items() if w.zone == "battlefield" and w.controller in defenders
                 and "Planeswalker" in w.types and planeswalker_label(w.controller) not in labs] +
                [("obj", i) for i, w in snap.work.items() if w.zone == "battlefield" and "Battle" in w.types
                 and i in state.objects and state.objects[i].protector in defenders])
    if not _goaders(snap, oid) and not required_players(labs) and not _source_targets(snap, oid) and \
            not other_than_players(labs):
        return [("obj", None)]
    walkers = [("obj", src) for src in dict.fromkeys(_source_targets(snap, oid))   # 508.1b: a planeswalker a defending
               if (w := snap.get(src)) is not None and w.zone == "battlefield" and "Planeswalker" in w.types
               and w.controller in defenders]   # player controls (306.8)
    return [("player", p) for p in defenders if f"can't attack {p}" not in labs] + walkers or [("obj", None)]


def check_attackers(state, snap, chosen, candidates: list, defenders: list = ()) -> None:
    """508.1c-d: ``chosen`` (each of which can attack by itself; a mapping attacker → what it attacks, or a list)
    against the restrictions on the declaration and the requirements; ``candidates`` are all the creatures that could
    attack, ``defenders`` the players they could attack."""
    why = _attack_restriction(state, snap, chosen if isinstance(chosen, dict) else list(chosen))
    if why:
        raise EngineError(f"the declaration of attackers is illegal: {why}")
    if not any(_must_attack(snap, o) or _goaders(snap, o) or required_players(_labels(snap, o)) or
               _source_targets(snap, o) or other_than_players(_labels(snap, o)) for o in candidates):
        return
    costs = attack_costs(snap)
    free = None
    if costs:   # 508.1d: an attack that costs something is never required
        open_ = [("player", p) for p in defenders] + [("obj", i) for i, w in snap.work.items()
                                                      if w.zone == "battlefield" and w.controller in defenders
                                                      and "Planeswalker" in w.types]
        any_free = any(not cost_to_attack(snap, costs, t) for t in open_)

        def free(t) -> bool:
            return any_free if t == ("obj", None) else not cost_to_attack(snap, costs, t)
    have = _attack_requirements(snap, chosen, free)
    options = {o: [None] + _options(state, snap, o, list(defenders)) for o in candidates}
    if any(you is not None for _n, _t, you in _limits(snap, "attack")):   # "… can attack you …": what each attacks
        open_ = [("player", p) for p in defenders] + [("obj", i) for i, w in snap.work.items()
                                                      if w.zone == "battlefield" and w.controller in defenders
                                                      and "Planeswalker" in w.types]
        options = {o: [t for t in opts if t != ("obj", None)] + (open_ if ("obj", None) in opts else [])
                   for o, opts in options.items()}
    total = 1
    for opts in options.values():
        total *= len(opts)
    if total > MAX_DECLARATIONS:
        state.log.add("Too many creatures to compare every declaration: the requirements are not checked "
                      f"({state.rule_no('attack_requirements')})",
                      indent=1, kind="step")
        return
    best, best_set = -1, None
    for combo in itertools.product(*options.values()):
        sub = {o: t for o, t in zip(options, combo) if t is not None}
        if _attack_restriction(state, snap, sub):
            continue
        n = _attack_requirements(snap, sub, free)
        if n > best:
            best, best_set = n, sub
    if have < best:
        names = ", ".join(state.objects[o].alias + (f" \u2192 {t[1]}" if t[0] == "player" else
                                                    f" \u2192 {state.objects[t[1]].alias}" if t[1] in state.objects else "")
                          for o, t in best_set.items()) or "no creatures"
        raise EngineError(f"the declaration of attackers obeys {have} requirement(s) (\u201cattacks each combat if able\u201d"
                          f"{', goad' if any(_goaders(snap, o) for o in candidates) else ''}"
                          f"{', attacks a player if able' if any(required_players(_labels(snap, o)) for o in candidates) else ''}"
                          f"{', attacks a player other than one if able' if any(other_than_players(_labels(snap, o)) for o in candidates) else ''}"
                          f"{', attacks a planeswalker if able' if any(_source_targets(snap, o) for o in candidates) else ''}) "
                          f"where {best} can be obeyed without disobeying a restriction (attacking with {names}): "
                          f"it is illegal ({state.rule_no('attack_requirements')})")


# --- blockers (509.1a-c) ----------------------------------------------------------------------------------
def block_capacity(snap, oid: int) -> int | None:
    """509.1a: how many creatures ``oid`` can block (None: any number)."""
    n = 1
    for lab in _labels(snap, oid):
        if lab == "can block any number of creatures":
            return None
        m = _ADDITIONAL.fullmatch(lab)
        if m:
            n += _number(m.group(1)) or 1
    return n


def _block_restriction(state, snap, pairs: dict) -> str | None:
    """``pairs``: blocker → [attackers]."""
    alias = state.objects
    for b, atts in pairs.items():
        cap = block_capacity(snap, b)
        if cap is not None and len(atts) > cap:
            return f"{alias[b].alias} can block only {cap} creature{'s' if cap != 1 else ''} (509.1a)"
        labs = _labels(snap, b)
        if atts and ("can't block alone" in labs or "can't attack or block alone" in labs) and \
                sum(1 for x in pairs.values() if x) == 1:
            return f"{alias[b].alias} can't block alone ({state.rule_no('block_restrictions')})"
    counts: dict = {}
    for b, atts in pairs.items():
        for a in atts:
            counts[a] = counts.get(a, 0) + 1
    for a, n in counts.items():
        w = snap.get(a)
        labs = _labels(snap, a)
        if n == 1 and w is not None and "menace" in w.keyword_names():
            return (f"{alias[a].alias} has menace: it can't be blocked except by two or more creatures "
                    f"({state.rule_no('menace_block')}, 509.1b)")
        for lab in labs:
            m = _EXCEPT_BY.fullmatch(lab)
            need = _number(m.group(1)) if m else None
            if need and n < need:
                return f"{alias[a].alias} {lab} ({state.rule_no('block_restrictions')})"
            if lab == "can't be blocked by more than one creature" and n > 1:
                return f"{alias[a].alias} {lab} ({state.rule_no('block_restrictions')})"
    blockers = sum(1 for x in pairs.values() if x)
    for n, text, _you in _limits(snap, "block"):
        if blockers > n:
            return f"\u201c{text}\u201d: {blockers} creatures block ({state.rule_no('block_restrictions')})"
    return None


def _must_block(snap, b: int, able: dict) -> list:
    """509.1c: the attackers blocker ``b`` must block by "blocks ~ if able" ("Target creature blocks ~ this turn if
    able"): the sources of those effects that are attackers it could block (none asks anything otherwise)."""
    srcs = (source_of_label(lab, "blocks ~ if able") for lab in _labels(snap, b))
    return [a for a in srcs if a is not None and a in able.get(b, ())]


def _block_requirements(snap, pairs: dict, able: dict) -> int:
    """509.1c: how many requirements ``pairs`` obeys. ``able``: blocker → the attackers it could block."""
    n = 0
    blocked = {a for atts in pairs.values() for a in atts}
    attackers = {a for atts in able.values() for a in atts}
    for b, atts in pairs.items():
        if atts and any(re.fullmatch(BLOCK_REQUIREMENT, lab) for lab in _labels(snap, b)):
            n += 1
        n += sum(1 for a in _must_block(snap, b, able) if a in atts)
    for a in attackers:
        labs = _labels(snap, a)
        if "all creatures able to block it do so" in labs:
            n += sum(1 for atts in pairs.values() if a in atts)
        if "must be blocked if able" in labs and a in blocked:
            n += 1
        n += count_requirements(labs, sum(1 for atts in pairs.values() if a in atts))   # kb.engine.blockcount
    return n


def _has_block_requirements(snap, able: dict) -> bool:
    if any(any(re.fullmatch(BLOCK_REQUIREMENT, lab) for lab in _labels(snap, b)) or _must_block(snap, b, able)
           for b in able):
        return True
    attackers = {a for atts in able.values() for a in atts}
    return any({"all creatures able to block it do so", "must be blocked if able", *BLOCK_COUNT_LABELS} &
               set(_labels(snap, a)) for a in attackers)


def check_blockers(state, snap, pairs: dict, able: dict) -> None:
    """509.1a-c: ``pairs`` (blocker → [attackers], each pair legal by itself) against the restrictions
    on the declaration and the requirements; ``able``: every untapped creature of the defending player
    → the attackers it could block by itself."""
    why = _block_restriction(state, snap, pairs)
    if why:
        raise EngineError(f"the declaration of blockers is illegal: {why}")
    if not _has_block_requirements(snap, able):
        return
    have = _block_requirements(snap, pairs, able)
    options = []
    total = 1
    for b, atts in able.items():
        cap = block_capacity(snap, b)
        cap = len(atts) if cap is None else min(cap, len(atts))
        opts = [()] + [c for k in range(1, cap + 1) for c in itertools.combinations(atts, k)]
        options.append((b, opts))
        total *= len(opts)
    if total > MAX_DECLARATIONS:
        state.log.add("Too many possible blocks to compare every declaration: the requirements are not checked (509.1c)",
                      indent=1, kind="step")
        return
    best, best_pairs = -1, None
    for combo in itertools.product(*(opts for _b, opts in options)):
        cand = {b: list(c) for (b, _o), c in zip(options, combo) if c}
        if _block_restriction(state, snap, cand):
            continue
        n = _block_requirements(snap, cand, able)
        if n > best:
            best, best_pairs = n, cand
    if have < best:
        desc = "; ".join(f"{state.objects[b].alias} blocks {', '.join(state.objects[a].alias for a in atts)}"
                         for b, atts in best_pairs.items()) or "no blocks"
        raise EngineError(f"the declaration of blockers obeys {have} requirement(s) where {best} can be obeyed without "
                          f"disobeying a restriction ({desc}): it is illegal (509.1c)")
