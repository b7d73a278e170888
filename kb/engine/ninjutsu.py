"""Ninjutsu and commander ninjutsu (702.49; 502.43 in the editions of 2005-2009): an activated ability of a card in a
hand (or, for commander ninjutsu, in the command zone).

"Ninjutsu [cost]" means "[Cost], Reveal this card from your hand, Return an unblocked attacking creature you control
to its owner's hand: Put this card onto the battlefield from your hand tapped and attacking." (702.49a). The creature
put onto the battlefield this way attacks the same player, planeswalker or battle as the creature returned (702.49c;
from 2005-10-01: the 2005-02-01 rules say only that it is put into play unblocked, 502.43c). Commander ninjutsu also
functions in the command zone (702.49d).

The scenario step ``activate: {card: NINJA, return: [ATTACKER]}`` activates it (``ability: ninjutsu`` when the card
has another ability that works in its zone). The creature returned is part of the cost, paid as it is activated
(602.2b, 601.2h): it must be an attacking creature its controller controls that is unblocked, so blockers have been
declared (509.1h) and none blocked it; else the activation is refused. Under rules without the keyword (before
2005-02-01) what the word lets a player do is unstated: what follows can't be decided.
"""
from __future__ import annotations

import re

from .errors import EngineError
from .keywords import first_keyword
from .text import player_cap as _cap, player_verb as _verb
from .versions import rule

__all__ = ["NinjutsuMixin", "ninjutsu_of", "ninjutsu_keyword", "NINJUTSU_TEXT"]

_NINJUTSU = re.compile(r"(commander )?ninjutsu ((?:\{[^}]+\})+)", re.I)
NINJUTSU_TEXT = "Put ~ onto the battlefield from your hand tapped and attacking."   # 702.49a, the ability's effect


def ninjutsu_of(name: str) -> tuple[bool, str] | None:
    """A keyword instance "ninjutsu {1}{B}" → (False, "{1}{B}"); "commander ninjutsu {2}{U}{B}" → (True, ...)."""
    m = _NINJUTSU.fullmatch((name or "").strip())
    return (bool(m.group(1)), m.group(2).upper()) if m else None


def ninjutsu_keyword(w):
    """The first ninjutsu or commander ninjutsu keyword an object has (its evaluated abilities), or None."""
    return first_keyword(w, ninjutsu_of)


class NinjutsuMixin:
    def activate_ninjutsu(self, o, w, kw, who: str, costs: dict | None):
        """702.49a: pay the cost (its mana, revealing the card, returning an unblocked attacking creature ``who``
        controls to its owner's hand) and put the ability on the stack; None when the edition has no such keyword (what
        follows is then "cannot decide")."""
        from .instructions import parse_costs
        from .parser import _Ctx
        from .restrictions import activation_prohibited
        version = rule("ninjutsu", self.edition)
        if version == "none":
            self.note_unknown(f"{o.alias} has {kw.name}, a keyword the rules of {self.edition} don't have yet (it came "
                              "with the 2005-02-01 edition): what activating it does can't be decided")
            return None
        commander, cost = ninjutsu_of(kw.name)
        zones = ("hand", "command") if commander else ("hand",)
        if o.zone not in zones or o.owner != who:
            raise EngineError(f"{o.alias} is in the {o.zone}: its {kw.name.split(' {')[0]} ability functions only while "
                              f"the card is in its owner's {' or the '.join(zones)} ({self.rule_no('ninjutsu')})")
        why = activation_prohibited(self, self.evaluate(), who, o, w, False)
        if why:
            raise EngineError(why)
        self._split_second(f"{o.alias}'s ability can't be activated")
        back = [self.obj(r) for r in (costs or {}).get("return") or ()]
        if len(back) != 1:
            raise EngineError(f"{o.alias}'s {kw.name.split(' {')[0]}: give return: [ATTACKER], the unblocked attacking "
                              f"creature returned to its owner's hand as part of the cost ({self.rule_no('ninjutsu')})")
        a = back[0]
        defender = self.unblocked_attacker(a, who)
        item = self._new_item("activated", f"{o.alias}'s ability", who, source=o.oid)
        item.source_lki = self.snapshot_of(o.oid, self.evaluate())
        item.ability = kw
        item.text = NINJUTSU_TEXT
        said = f"{'Commander ninjutsu' if commander else 'Ninjutsu'} {cost}"
        self.log.add(f"{_cap(who)} {_verb(who, 'activate')} {o.alias}'s ability \u201c{said}\u201d from "
                     f"the {o.zone}, revealing it", "ninjutsu", kind="step")
        from .ninjutsucost import ninjutsu_total   # "Ninjutsu abilities you activate cost {1} less" (602.2b, 601.2f)
        cost = ninjutsu_total(self, cost, who, commander, "ninjutsu", o, item)   # and "Activated abilities of … cost"
        self._pay(item, parse_costs(cost, _Ctx(o.card.name)), {}, o)
        self.move(a, "hand", cause="return")
        item.costs.append(f"return {a.alias} to its owner's hand")
        self.log.add(f"paid: return {a.alias}, an unblocked attacking creature, to its owner's hand", "ninjutsu",
                     indent=1, kind="step")
        self.__dict__.setdefault("ninjutsu_defenders", {})[item.sid] = (o.oid, defender, version)
        self.stack.append(item)
        self.emit_activated(item)   # 602.2b, 601.2i (kb.engine.activation)
        self._touched()
        return item

    def unblocked_attacker(self, a, who: str, concept: str = "ninjutsu"):
        """What creature ``a`` attacks, when it can pay a ninjutsu (or sneak, 702.190a) cost: an attacking creature
        ``who`` controls that is unblocked (blockers declared, none for it: 509.1h). Refused otherwise, citing the rule
        of ``concept``."""
        from .triggers import STEPS
        c = self.combat
        w = self.evaluate().get(a.oid)
        if a.zone != "battlefield" or w is None or w.controller != who:
            raise EngineError(f"{a.alias} is not a creature {who} controls: it can't pay the cost ({self.rule_no(concept)})")
        if c is None or a.oid not in c.attackers:
            raise EngineError(f"{a.alias} is not attacking: the cost returns an unblocked attacking creature "
                              f"({self.rule_no(concept)})")
        if a.oid in c.blocked or STEPS.index(self.step) < STEPS.index("declare_blockers"):
            why = "it is blocked" if a.oid in c.blocked else "blockers haven't been declared yet, so no creature is unblocked"
            raise EngineError(f"{a.alias} can't pay the cost: {why} ({self.rule_no(concept)}, "
                              f"{self.rule_no('blocked')})")
        return c.attackers[a.oid]

    def ninjutsu_resolve(self, item) -> bool:
        """Resolving a ninjutsu ability (702.49a): the card, if still in the zone it was activated from, is put onto the
        battlefield tapped and attacking what the returned creature attacked (702.49c). False for another item."""
        got = self.__dict__.get("ninjutsu_defenders", {}).pop(item.sid, None)
        if got is None:
            return False
        oid, defender, version = got
        o = self.objects.get(oid)
        if o is None or o.zone not in ("hand", "command"):
            self.log.add(f"{item.name}: the card is no longer there, so it isn't put onto the battlefield",
                         "ninjutsu", indent=1, kind="step")
            return True
        # one event (603.2): it is attacking as it enters, so "When ~ enters from your hand, if it's attacking" sees it
        # attacking (603.4, 508.4) — its triggers are collected when the move and the attack are both done
        with self.batch():
            new = self.move(o, "battlefield", tapped=True, controller=item.controller)
            if new is None or new.zone != "battlefield":
                return True
            self.log.add(f"{new.alias} is put onto the battlefield tapped and attacking, unblocked", "ninjutsu",
                         "ninjutsu_same", indent=1, kind="step")
            self.enter_attacking([new.oid], [defender] if version == "same" else None, item.choices)
        return True
