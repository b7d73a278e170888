"""Energy counters in a number the text defines: "you get an amount of {E} equal to the greatest power among creatures
you control" (107.14, 122.1), and energy paid in a number chosen or computed as the instruction is followed: "you may
pay any amount of {E}" (Harnessed Lightning), "you may pay an amount of {E} equal to that permanent's mana value"
(Confiscation Coup), with what reads the payment after it: "that much" and "for each {E} paid this way".

{E} stands for one energy counter (107.14); "an amount of {E} equal to N" is N energy counters, N computed as the
instruction is followed (608.2h). Getting them is read as "you get N {E}" (kb.engine.instructions' ``player_counters``
instruction, ``symbols`` the one {E}); paying them as "pay N {E}" (``pay_energy``: to pay {E} a player removes one energy
counter from themselves, 107.14, and a payment the player can't make in full isn't made, 118.3, so "if you do" is
false). The number is read by the value reader the caller gives, so a number it doesn't read leaves the sentence unread.

"Pay any amount of {E}": the player chooses the amount as it resolves (608.2d) — 0 or more, no more than the energy
counters they have (107.14, 118.3) — stated as ``choose: {pay_energy: N}``; a "you may" before it is the same choice
(paying none is not paying), so the amount says it. Unstated, it is never guessed: "cannot decide". "That much" after it
is the amount paid (608.2h); "for each {E} paid this way" counts it, fixed as the effect begins (608.2h). Under rules
without the energy symbol (before 2016-09-30) the payment, like the getting, is "cannot decide" (kb.engine.actions).
"""
from __future__ import annotations

import re
from dataclasses import dataclass

from .filters import Value
from .instruction_types import YOU, Instruction

__all__ = ["PAY_ANY_ENERGY", "EnergyPaid", "energy_defined", "read_energy_amount", "read_energy_payment", "read_energy_paid",
           "pay_any_energy"]

PAY_ANY_ENERGY = "pay_energy_any"   # the instruction kind of "pay any amount of {E}"
_PAID_KEY = "energy_paid"           # where the resolution keeps the amount paid (RCtx.chosen)

_GETS = re.compile(r"(?:(.+?) )?[Gg]ets? an amount of (\{E\}) equal to (.+?)\.?")
_PAY_ANY = re.compile(r"(?:[Yy]ou )?[Pp]ay any amount of (\{E\})")
_PAY_EQUAL = re.compile(r"(?:[Yy]ou )?[Pp]ay an amount of (\{E\}) equal to (.+?)\.?")


def energy_defined(state, ins) -> bool:
    """Whether the rules of the game's edition define the energy symbol (107.14, from 2016-09-30); before them, what
    ``ins`` ("you get {E}{E}", "pay {E}") does to a player's energy is noted as undecided, never today's reading."""
    from .versions import first_edition, rule
    if rule("energy", state.edition):
        return True
    state.note_unknown(f"\u201c{ins.text}\u201d: the rules of {state.edition} have no energy symbol {{E}} (it came with "
                       f"the {first_edition('energy')} edition): what it does can't be decided")
    return False


def read_energy_amount(s: str, raw: str, subject, value):
    """The instruction of ``s`` "[player] get(s) an amount of {E} equal to N": ``subject(words)`` reads the player,
    ``value(words)`` the number (each raises ParseError for words it doesn't read); None for any other sentence."""
    m = _GETS.fullmatch(s)
    if not m:
        return None
    who = subject(m.group(1)) if m.group(1) else YOU
    return Instruction("player_counters", who, amount=value(m.group(3)),
                       opts={"kind": "energy", "symbols": m.group(2), "amount_of": True}, text=raw)


def read_energy_payment(s: str, raw: str, value):
    """The instruction of ``s`` (without its period; a "you may" before it already taken off) "pay any amount of {E}"
    (``PAY_ANY_ENERGY``) or "pay an amount of {E} equal to N" (``pay_energy`` of N, ``value(words)`` reading N, raising
    ParseError for words it doesn't read); None for any other sentence."""
    if _PAY_ANY.fullmatch(s):
        return Instruction(PAY_ANY_ENERGY, YOU, opts={"symbols": "{E}"}, text=raw)
    m = _PAY_EQUAL.fullmatch(s)
    if m:
        return Instruction("pay_energy", YOU, amount=value(m.group(2)), opts={"symbols": m.group(1), "amount_of": True},
                           text=raw)
    return None


@dataclass(frozen=True, slots=True)
class EnergyPaid(Value):
    """"for each {E} paid this way": the energy counters this resolution's "pay any amount of {E}" removed (107.14),
    counted as the instruction reading it is followed (608.2h)."""

    dynamic = True
    reads = frozenset()

    def eval(self, ctx, w) -> int:
        return int((getattr(ctx, "chosen", None) or {}).get(_PAID_KEY, 0))

    def __str__(self) -> str:
        return "{E} paid this way"


def read_energy_paid(what: str, pc) -> Value | None:
    """``what`` (after "for each" / "the number of") "{E} paid this way", in a spell's or an ability's instructions (a
    static ability pays nothing "this way"): :class:`EnergyPaid`; None for any other words."""
    if what.lower() == "{e} paid this way" and (getattr(pc, "ability", None) or getattr(pc, "instructions", None)):
        return EnergyPaid()
    return None


def pay_any_energy(state, ins, rc, item) -> None:
    """"Pay any amount of {E}" as it resolves: the amount stated (``choose: {pay_energy: N}``) is paid, each {E} one
    energy counter removed (107.14); refused when it is not a whole number from 0 to the counters the player has (118.3:
    a cost can't be paid without the resources). ``rc.last_amount`` ("that much", 608.2h) and "{E} paid this way" are
    it; unstated, what follows is "cannot decide" (608.2d)."""
    from .errors import EngineError
    rc.last_amount = 0
    if not energy_defined(state, ins):
        rc.did = False
        return
    want = (rc.choices or {}).get("pay_energy")
    if want is None:
        state.unstated_choice(ins, item, "pay_energy", "pay_energy: N (the energy counters paid)")
        rc.did = False
        return
    p = state.player(rc.you)
    have = p.counters.get("energy", 0)
    if isinstance(want, bool) or not isinstance(want, int) or want < 0 or want > have:
        raise EngineError(f"\u201c{ins.text}\u201d: {want!r} {{E}} can't be paid with {have} energy counter(s) "
                          f"({state.rule_no('energy')}, {state.rule_no('choices_on_resolution')})")
    p.counters["energy"] = have - want
    state.log.add(f"{'you choose' if rc.you == 'you' else rc.you + ' chooses'} to pay {want} {{E}} ({want} energy "
                  f"counter(s) removed, {have - want} left)", "energy", indent=1, kind="step")
    rc.last_amount = want
    rc.chosen[_PAID_KEY] = want
    rc.did = want > 0
