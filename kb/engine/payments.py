"""Payments asked for while a spell or ability resolves: "you may pay {1}. If you do, untap ~." /
"you may pay 2 life. If you do, draw a card." (the sub-grammar of resolution-time payments).

A payment is an instruction of its own (608.2c): the player who is asked may activate mana abilities to pay
mana (605.3a), the mana comes out of their mana pool first (what it holds; the rest from sources the scenario
doesn't list, as for any cost, 601.2g-h), and life is paid only with at least that much life (119.4, 118.3).
"If you do" / "If you don't" after it read whether it was paid (``rc.did``, kb.engine.actions); "you may"
makes it optional, the choice stated with ``choose: {may: true | false}`` — unstated, it is "cannot decide" naming
the choice (608.2d; kb.engine.actions), never answered one way.
"""
from __future__ import annotations

import re

from .chaincopy import PAYER_WORDS, payer_words

__all__ = ["read_payment", "read_player_payment", "payer", "pay"]

# mana symbols a payment is made of (generic, coloured, colourless, hybrid, and X: chosen by the player as they pay,
# 107.3, stated with ``choose: {x: N}``); not Phyrexian symbols (paid with mana or life: a choice the scenario would
# have to state)
_PAY_MANA = re.compile(r"[Pp]ay ((?:\{(?:\d+|[WUBRGCX]|[WUBRG]/[WUBRG]|2/[WUBRG])\})+)(?: and (\d+) life)?")
_PAY_LIFE = re.compile(r"[Pp]ay (\d+|X) life")   # X: "pay X life, where X is …" (107.3a, kb.engine.instructions)
# "Pay {G} or {W}" (cumulative upkeep {G} or {W}, 702.24a): either symbol, chosen as it is paid
_PAY_EITHER = re.compile(r"[Pp]ay (\{[WUBRG]\} or \{[WUBRG]\})")
# "… for each age counter on it" (cumulative upkeep, 702.24a): the payment once for each counter of that kind on the
# ability's source as it is paid
_PER_COUNTER = re.compile(r"(.+?) for each (\S+) counter on (?:it|~)")


def read_payment(s: str):
    """"Pay {1}{U}" / "Pay 2 life" / "Pay {4} and 2 life" (the whole instruction, "you may" already taken off), each
    possibly "for each age counter on it" → ``("pay_mana", the symbols, life, per)`` (life: 0 when none is asked;
    per: the kind of counter the payment is multiplied by, or None) or ``("pay_life", N, 0, per)``, which
    kb.engine.instructions makes an optional instruction of the ability's controller (they may activate mana
    abilities to pay, 605.3a, or not); None for any other sentence."""
    per = _PER_COUNTER.fullmatch(s)
    if per and "{X}" not in per.group(1):
        paid = read_payment(per.group(1))
        return paid[:3] + (per.group(2),) if paid is not None else None
    m = _PAY_MANA.fullmatch(s)
    if m:
        return "pay_mana", m.group(1), int(m.group(2) or 0), None
    m = _PAY_EITHER.fullmatch(s)
    if m:
        return "pay_mana", m.group(1), 0, None
    m = _PAY_LIFE.fullmatch(s)
    if m:
        return "pay_life", "X" if m.group(1) == "X" else int(m.group(1)), 0, None
    return None


# the one other player a resolving ability may ask to pay ("At the beginning of each player's upkeep, that player may
# pay 2 life"; "that player may pay {4}"): the player the words name, their choice as it resolves (608.2d)
_PLAYER_PAYS = re.compile(rf"(That player|The player|They|Target player|Target opponent|{PAYER_WORDS}) may (pay .+)")


def read_player_payment(s: str):
    """"That player may pay {4}" / "They may pay 2 life" / "Target opponent may pay {3}" → (the words naming the player,
    what :func:`read_payment` reads of the payment); None for any other sentence."""
    m = _PLAYER_PAYS.fullmatch(s)
    if not m:
        return None
    paid = read_payment(m.group(2)[0].upper() + m.group(2)[1:])
    return (payer_words(m.group(1)), paid) if paid is not None else None


def payer(state, ins, rc) -> str:
    """The player a payment instruction asks (608.2d): the ability's controller ("you may pay"), or the one player its
    subject names ("that player may pay", kb.engine.instructions). Not exactly one player: an EngineError."""
    from .errors import EngineError
    who = chooser(state, ins, rc)
    if who is None:
        raise EngineError(f"\u201c{ins.text}\u201d: which player may pay can't be determined ({state.rule_no('choices_on_resolution')})")
    return who


def chooser(state, ins, rc) -> str | None:
    """The player whose choice an optional instruction is ("you may draw": the controller; "that creature's controller
    may draw": that player, 608.2d), or None when its subject names not exactly one player."""
    subj = (ins.opts or {}).get("by") or ins.subject   # "that player may put a counter on ~": that player's
    if subj is not None and subj.kind == "chosen" and not (ins.opts or {}).get("by"):
        # "you may exile a nonland card from your hand": the card is chosen as it resolves, by the player doing it
        # (its source: "target opponent may …"; else the controller), never picked just to name the chooser
        subj = ins.source
    if subj is None or subj.kind == "you":
        return rc.you
    who = {r[1] for r in state.subjects(subj, rc, ins) if r[0] == "player"}
    return who.pop() if len(who) == 1 else None


def pay(state, ins, rc) -> None:
    """Carry out a ``pay_mana`` / ``pay_life`` instruction for the ability's controller: ``rc.did`` says
    whether it was paid (what a following "If you do" reads)."""
    from .text import player_does as _pv
    who = payer(state, ins, rc)
    if ins.opts.get("any_times"):   # "pay {2}{B} any number of times" (kb.engine.paytimes)
        from .paytimes import pay_times
        pay_times(state, ins, rc, who)
        return
    if ins.opts.get("per_counter"):
        ins = _times_counters(state, ins, rc)
    life = ins.opts.get("life") or 0
    if ins.kind == "pay_mana" and " or " in ins.opts["mana"]:
        ins = _either(state, ins, rc)
        if ins is None:
            rc.did = False
            return
    if ins.kind == "pay_mana" and life and state.player(who).life < life:   # the whole payment or none (119.4, 601.2h)
        state.log.add(f"{_pv(who, 'has')} {state.player(who).life} life: {ins.opts['mana']} and {life} life can't be "
                      "paid, so nothing is paid", "life_pay", indent=1, kind="step")
        rc.did = False
        return
    if ins.kind == "pay_mana" and "{X}" in ins.opts["mana"]:
        # "you may pay {X}. If you do, you gain X life": X is chosen as it is paid (107.3); "X" later in the
        # ability is that number. Not stated, it is never guessed.
        x = rc.choices.get("x")
        if not isinstance(x, int) or isinstance(x, bool) or x < 0 or rc.x is not None:
            state.unstated_choice(ins, rc.item, "x", "x: N (the X paid)")
            rc.did = False
            return
        rc.x = x
        ins = _with_x(ins, x)
    if ins.kind == "pay_mana":
        if life:
            state.pay_life(who, life, f"for \u201c{ins.text}\u201d")
        # 605.3a: mana abilities may be activated while an effect asks for a mana payment; what the pool holds pays
        # first (kb.engine.stack._spend_pool), the rest comes from sources the scenario doesn't list
        state.log.add(f"{_pv(who, 'pays')} {ins.opts['mana']}, activating mana abilities as needed", indent=1,
                      kind="step")
        state._spend_pool(who, ins.opts["mana"])
        rc.did = True
        return
    from .gamevalues import fixed
    n = fixed(ins.amount, rc, None)   # "pay X life, where X is …": the number as it is paid (107.3a, 608.2h)
    rc.did = state.pay_life(who, n, f"for \u201c{ins.text}\u201d")   # logs the payment (119.4)
    if ins.opts.get("x_life") and rc.x is None and rc.did:   # "If you do, draw X cards": the X paid (107.3a)
        rc.x = n
    if not rc.did:
        state.log.add(f"{_pv(who, 'has')} {state.player(who).life} life: {n} life can't be paid, so it is not paid",
                      "life_pay", indent=1, kind="step")


def _either(state, ins, rc):
    """A payment of "{G} or {W}", possibly once for each counter (``times``): which symbol pays each time is the
    player's choice as they pay. With nothing in their mana pool it comes from sources the scenario doesn't list and
    the choice changes nothing the engine answers; with mana in the pool it changes what is left there, so it is read
    from ``choose: {mana: "{G}{W}"}`` — unstated, "cannot decide" naming it (None returned, nothing paid)."""
    from dataclasses import replace
    from .values import ManaCost
    either = re.findall(r"\{[^}]+\}", ins.opts["mana"])
    n = ins.opts.get("times", 1)
    if not n:
        return replace(ins, opts={**ins.opts, "mana": "{0}"})
    if not state.player(payer(state, ins, rc)).pool_size():
        state.log.add(f"the mana pool is empty: {' or '.join(either)} each time comes from sources the scenario doesn't "
                      "list, and which one changes nothing answered here", indent=1, kind="step")
        return replace(ins, opts={**ins.opts, "mana": either[0] * n})
    said = rc.choices.get("mana")
    symbols = ["{%s}" % x for x in ManaCost.parse(said).symbols] if isinstance(said, str) else None
    if symbols is None or len(symbols) != n or any(x not in either for x in symbols):
        state.unstated_choice(ins, rc.item, "mana", f'mana: "..." ({n} symbol(s), each {" or ".join(either)})')
        return None
    return replace(ins, opts={**ins.opts, "mana": "".join(symbols)})


def _with_x(ins, x: int):
    """The payment with X replaced by the number chosen (107.3)."""
    from dataclasses import replace
    mana = ins.opts["mana"].replace("{X}", "{%d}" % x) if x else re.sub(r"\{X\}", "", ins.opts["mana"]) or "{0}"
    return replace(ins, opts={**ins.opts, "mana": mana})


def _times_counters(state, ins, rc):
    """A payment "for each age counter on it" as one payment: the cost once for each counter of that kind on the
    ability's source now, or as it last existed (cumulative upkeep, 702.24a: the entire set of costs is paid or none)."""
    from dataclasses import replace
    kind = ins.opts["per_counter"]
    o = state.objects.get(rc.source_oid) if rc.source_oid is not None else None
    if o is not None:
        n = o.counters[kind].n if kind in o.counters else 0
    else:
        lk = state.lki.get(rc.source_oid) if rc.source_oid is not None else None
        n = lk.counters_of(kind) if lk is not None else 0
    opts = {k: v for k, v in ins.opts.items() if k != "per_counter"}
    state.log.add(f"{n} {kind} counter(s) on it: the cost is paid {n} time(s)", indent=1, kind="step")
    if ins.kind == "pay_mana" and " or " in ins.opts["mana"]:   # which symbol each time: chosen as it is paid
        return replace(ins, opts={**opts, "times": n})
    if ins.kind == "pay_mana":
        opts["mana"] = ins.opts["mana"] * n if n else "{0}"
        if opts.get("life"):
            opts["life"] = opts["life"] * n
        return replace(ins, opts=opts)
    from .filters import Const
    return replace(ins, opts=opts, amount=Const(ins.amount.n * n))
