"""Tokens (111) and counters (122): creating tokens, tokens entering tapped and attacking (508.4), moving counters
between objects.

Mixed into :class:`kb.engine.state.GameState` beside :class:`kb.engine.actions.ActionsMixin`.
"""
from __future__ import annotations

from dataclasses import replace
from .budget import room
from .errors import EngineError
from .instructions import (Instruction, TOKEN_BACKS, TOKEN_KINDS, XValue,
                           role_name)
from .objects import CardDef
from .rctx import RCtx
from .versions import rule
from .text import player_poss as _poss
from .actions import chosen_counter_kind, fixed, parse_text

__all__ = ["TokenActions"]


_ENTERING_CHOICES = ("color", "creature_type", "basic_land_type", "opponent", "card_name", "card_type", "pay")


def _per_token_choices(choices: dict | None, n: int) -> list:
    """The "as ~ enters" choices of each of ``n`` tokens: a list value is one per token (614.12, 616.1g)."""
    out = []
    for i in range(n):
        one = {}
        for k, v in (choices or {}).items():
            if k not in _ENTERING_CHOICES:
                continue
            if isinstance(v, list):
                if len(v) != n:
                    raise EngineError(f"choose: {k}: {len(v)} value(s) given for {n} token(s) (one per token, 616.1g)")
                one[k] = v[i]
            else:
                one[k] = v
        out.append(one or None)
    return out


class TokenActions:
    """What resolving instructions do, as this module's docstring says."""

    # --- counters between objects, of every kind (122) -----------------------------------------------------------
    def _counters_between(self, ins: Instruction, refs: list, rc: RCtx, item) -> None:
        """"Double the number of +1/+1 counters on ~" (701.10e: as many more as it has), "Move a +1/+1 counter from
        target creature onto a second target creature" (122.5: removed from one and put on the other; when either
        can't be done, nothing moves), "Put its counters on target creature you control" (122.8, 122.9: the same
        number of each kind the source had as it last existed; the source left the battlefield)."""
        from .restrictions import counters_prohibited
        k, want = ins.kind, ins.opts.get("kind")
        objs = [oid for rk, oid in refs if rk == "obj" and oid in self.objects and self.objects[oid].zone == "battlefield"]
        if k == "double_counters":
            for oid in objs:
                o = self.objects[oid]
                have = {kind: c.n for kind, c in o.counters.items() if want is None or kind == want}
                for kind, n in have.items():
                    self.log.add(f"the number of {kind} counters on {o.alias} is doubled: it gets {n} more",
                                 "counter_double", indent=1, kind="step")
                    self.put_counters(oid, kind, n, by=item.controller)
            return
        if k == "counters_of":
            src = rc.source_oid
            o = self.objects.get(src) if src is not None else None
            ev = rc.event
            lk = ev.lki if ev is not None and getattr(ev, "lki", None) is not None and src in (ev.obj, ev.lki.oid) \
                else (self.lki.get(src) if src is not None else None)
            if (o is not None and o.zone == "battlefield") or lk is None:
                self.note_unknown(f"\u201c{ins.text}\u201d while its source is still on the battlefield: moving its counters "
                                  "is not modelled (122.8 and 122.9 speak of a source that has left)")
                return
            if want is not None and rule("counters_lki_kinds", self.edition) != "kinds":
                self.note_unknown(f"\u201c{ins.text}\u201d names a kind of counter: {self.rule_no('counters_lki')} of "
                                  f"{self.edition} doesn't say whether only that kind is put (it does from 2025-09-19)")
                return
            had = {kind: getattr(c, "n", c) for kind, c in (lk.counters or {}).items()
                   if (want is None or kind == want) and getattr(c, "n", c)}
            for oid in objs:
                for kind, n in had.items():
                    self.log.add(f"{self.objects[oid].alias} gets as many {kind} counters as {lk.alias} had ({n})",
                                 "counters_lki", indent=1, kind="step")
                    self.put_counters(oid, kind, n, by=item.controller)
            if not objs or not had:
                self.log.add(f"{lk.alias} had no such counters, or there is nothing to put them on: nothing happens",
                             "counters_lki", indent=1, kind="step")
            return
        # move_counters (122.5)
        if ins.optional and not self._may(ins, rc):
            return
        srcs = [oid for rk, oid in self.subjects(ins.opts["from"], rc)
                if rk == "obj" and oid in self.objects and self.objects[oid].zone == "battlefield"]
        if len(srcs) != 1 or len(objs) != 1 or srcs[0] == objs[0]:
            self.log.add("one of the two objects is gone, or they are the same object: no counter is moved",
                         "counter_move", indent=1, kind="step")
            return
        o, dest = self.objects[srcs[0]], objs[0]
        if ins.opts.get("any_number"):   # "any number of": how many, chosen as it resolves (608.2d: choose: {move: N})
            n = rc.choices.get("move")
            have = o.counters[want].n if want in o.counters else 0
            if n is None and have:
                self.unstated_choice(ins, item, "move", f"move: 0 to {have} (how many {want} counters are moved)")
                return
            if n is None or n == 0:
                self.log.add(f"no {want} counter is moved from {o.alias}", "counter_move", indent=1, kind="step")
                return
            if not isinstance(n, int) or isinstance(n, bool) or not 0 <= n <= have:
                raise EngineError(f"\u201c{ins.text}\u201d: move is a number from 0 to {have}, not {n!r} ({self.rule_no('counter_move')})")
        else:
            n = fixed(ins.amount, rc, None, clamp=False)
        kinds = [want] if want else list(o.counters)
        if want is None and n != -1:   # "a counter": which kind, when it has several, is chosen (608.2d)
            kinds = [k for k in [chosen_counter_kind(ins, rc, o.counters, self, item)]
                     if k is not None] if len(o.counters) > 1 else kinds
        snap = self.evaluate()
        w = snap.get(dest)
        moved = False
        for kind in kinds:
            have = o.counters[kind].n if kind in o.counters else 0
            m = have if n == -1 else n
            if have == 0 or m > have or (w is not None and counters_prohibited(self, snap, w, kind)):
                if have and m > have:
                    self.note_unknown(f"\u201c{ins.text}\u201d: moving {m} {kind} counters from {o.alias}, which has "
                                      f"{have}, is not modelled")
                continue
            self.remove_counters(o.oid, kind, m)
            self.put_counters(dest, kind, m, by=item.controller)
            moved = True
        self.log.add(f"{'counters are moved' if moved else 'no counter can be moved'} from {o.alias} onto "
                     f"{self.objects[dest].alias}", "counter_move", indent=1, kind="step")

    # --- tokens (111) -------------------------------------------------------------------------------------------
    def _token_instruction(self, ins: Instruction, rc: RCtx, item) -> None:
        opts = ins.opts
        if opts.get("together"):   # "a 3/3 … token and a 1/1 … token": created at once, one event (111.1, 603.2c)
            made: list = []
            with self.batch():
                for part in opts["together"]:
                    if opts.get("controller") is not None:   # "that player creates … and …" (111.2)
                        part = replace(part, opts={**part.opts, "controller": opts["controller"]})
                    self._token_instruction(part, rc, item)
                    made += rc.tokens
            rc.tokens = made
            return
        n = fixed(ins.amount, rc, None)
        who = opts.get("for_player") or rc.you
        if opts.get("controller") is not None:  # "that player creates …" (111.2)
            refs = self.subjects(opts["controller"], rc, ins)
            players = list(dict.fromkeys(r for k, r in refs if k == "player"))
            if not players and any(k == "obj" for k, _r in refs):
                # the words read as the player name an object: who creates the tokens is not read, never "you"
                self.note_unknown(f"\u201c{ins.text}\u201d: the player who creates the token(s) is not read (111.2)")
                return
            if not players and getattr(opts["controller"], "kind", "") == "players":
                # a group of players that is nobody ("each of your teammates", none without teams: 102.3) creates none
                rc.tokens = []
                return
            if len(players) > 1:
                # "Each player creates a Treasure token", "you and target opponent each create …": each of them creates
                # theirs, at once (111.2, 608.2f)
                self.log.add(f"{', '.join(players)} each create the token(s), at once", "each_in_turn", indent=1, kind="step")
                made = []
                with self.batch():
                    for p in players:
                        self._token_instruction(replace(ins, opts={**opts, "controller": None, "for_player": p}), rc, item)
                        made += rc.tokens
                rc.tokens = made
                return
            who = players[0] if players else rc.you
        if opts.get("copy_of") is not None:
            refs = self.subjects(opts["copy_of"], rc) or self._lki_refs(opts["copy_of"], rc)
            from .cardtext import reparse_ability
            from .copies import with_exceptions
            if opts.get("copy_each"):   # "For each creature …, create a token that's a copy of that creature": one
                # copy of each, all created at once — one event (111.1, 603.6a; kb.engine.copyforeach)
                refs = [r for r in refs if r[0] == "obj" and r[1] in self.objects and
                        self.objects[r[1]].zone == "battlefield"]
                if not refs:
                    self.log.add(f"\u201c{ins.text}\u201d: there is no such permanent, so no token is created",
                                 "follow_instructions", indent=1, kind="step")
                made_all: list = []
                with self.batch():
                    for kind, oid in refs:
                        self._token_copy(ins, rc, who, n, kind, oid, reparse_ability, with_exceptions)
                        made_all += rc.tokens
                rc.tokens = made_all
                return
            for kind, oid in refs[:1]:
                self._token_copy(ins, rc, who, n, kind, oid, reparse_ability, with_exceptions)
            return
        label = None
        if opts.get("kind"):
            type_line, text = TOKEN_KINDS[opts["kind"]]
            back = TOKEN_BACKS.get(opts["kind"])   # a double-faced token (701.53b), its front face up
            name, label = role_name(opts["kind"]), opts["kind"]
            if not opts["kind"].endswith(" Role"):   # a Role is named (111.10j); a Treasure token isn't (111.10a)
                name = self._unnamed_token_name(name)
            from .instruction_types import TOKEN_COLORS   # a coloured predefined token (111.10x)
            hue = TOKEN_COLORS.get(opts["kind"])
            card = CardDef.from_dict({"name": name, "type_line": type_line, "text": text.replace("~", name),
                                      "token": True, **({"back": back} if back else {}),
                                      **({"color_indicator": list(hue)} if hue else {})}, parse=parse_text)
        else:
            d = dict(opts["definition"])
            if not opts.get("named") and d.get("name") and d["name"] != "Token":
                label = d["name"]   # its alias stays "Servo token"; its name is the edition's (111.4)
                d["name"] = self._unnamed_token_name(d["name"])
            if opts.get("x_pt") is True:
                d["power"] = d["toughness"] = str(rc.x if rc.x is not None else fixed(XValue(), rc, None))
            elif opts.get("x_pt"):   # "an X/X … token, where X is …" (107.3a), determined as it is created (608.2h)
                d["power"] = d["toughness"] = str(fixed(opts["x_pt"], rc, None))
            if opts.get("t_pt") is not None:   # "… with power equal to A and toughness equal to B" (kb.engine.tokenpt)
                d["toughness"] = str(fixed(opts["t_pt"], rc, None))
            card = CardDef.from_dict(d, parse=parse_text)
        counters = None
        if opts.get("enters_with"):   # "an Incubator token that enters with N +1/+1 counters on it" (701.53a, 122.6)
            kind, amount = opts["enters_with"]
            counters = {kind: fixed(amount, rc, None)}
        attach_to = None
        if opts.get("attach_to") is not None:   # "a Monster Role token attached to target creature you control" (303.4)
            snap = self.evaluate()   # a Role enchants a creature (111.10j-r): none on the battlefield, none created
            on = [r for k, r in self.subjects(opts["attach_to"], rc, ins) if k == "obj" and r in self.objects
                  and self.objects[r].zone == "battlefield" and snap.get(r) is not None and "Creature" in snap.get(r).types]
            if not on:   # nothing it can legally enchant: the Aura doesn't enter the battlefield
                self.log.add(f"there is no creature for the {label or card.name} token to enter attached to: it isn't "
                             "created", indent=1, kind="step")
                rc.tokens = []
                return
            attach_to = on[0]
        made = self.create_tokens(who, card, n, choices=rc.choices, source_controller=rc.you, tapped=bool(opts.get("tapped")),
                                  counters=counters, label=label, attach_to=attach_to)
        rc.tokens = [o.oid for o in made or () if o is not None]
        if opts.get("attacking_each"):   # "For each opponent, create … attacking that player": each its own (608.2f)
            self._enter_attacking_each(rc, opts)
        elif opts.get("attacking"):   # "… token that's tapped and attacking" (508.4)
            self.enter_attacking(rc.tokens, self.attack_options(opts, rc, ins), rc.choices)

    def _token_copy(self, ins: Instruction, rc: RCtx, who: str, n: int, kind: str, oid, reparse_ability,
                    with_exceptions) -> None:
        """``n`` tokens that are copies of the object ``oid`` (707.2, 111.1), created for ``who``; ``rc.tokens`` are
        the tokens made."""
        opts = ins.opts
        if kind != "obj":
            return
        src = self.objects[oid] if oid in self.objects else self.lki[oid].working.obj
        # 707.2, 708.2: the copiable values as it last existed — a face-down permanent's are those of a nameless
        # 2/2, a copy's those of what it copied — not the printed card it is now (608.2h)
        base = self.copiable_card(src, token=True) if oid in self.objects else (
            self.lki[oid].copiable_token or self.copiable_card(src, token=True))
        base = with_exceptions(base, opts.get("exceptions") or (), base, reparse_ability)
        # "… a copy of it, except it enters with an additional +1/+1 counter on it" (707.9b, 122.6): the
        # exception's counters are put on the token as it enters — with_exceptions leaves them to the caller
        extra: dict = {}
        for x in opts.get("exceptions") or ():
            if x.kind == "counters" and (not x.only_if or x.only_if in base.types):
                ck, cn = x.value
                extra[ck] = extra.get(ck, 0) + (rc.x if cn == "X" and rc.x is not None else
                                                fixed(XValue(), rc, None) if cn == "X" else int(cn))
        made = self.create_tokens(who, replace(base, token=True), n,
                                  because=f"a copy of {self._ref_name((kind, oid))}",
                                  transformed=src.transformed, choices=rc.choices, tapped=bool(opts.get("tapped")),
                                  source_controller=rc.you, counters=extra or None)
        rc.tokens = [o.oid for o in made or () if o is not None]
        if opts.get("attacking"):
            self.enter_attacking(rc.tokens, self.attack_options(opts, rc, ins), rc.choices)

    def _enter_attacking_each(self, rc: RCtx, opts: dict) -> None:
        """"For each opponent, create a token that's tapped and attacking that player [or a planeswalker they
        control]" (508.4, 608.2f): the tokens made for one opponent attack that opponent (or, with "or a planeswalker
        they control", what their controller chooses among that player and their planeswalkers: ``choose:
        {attacking: [...]}``, one a token, in order)."""
        opps = self.opponents(rc.you)
        if not opps or not rc.tokens:
            return
        per = len(rc.tokens) // len(opps)
        said = (rc.choices or {}).get("attacking")
        snap = self.evaluate()
        for k, opp in enumerate(opps):
            group = rc.tokens[k * per:(k + 1) * per]
            options = [("player", opp)]
            if opts.get("attacking_or_planeswalker"):
                options += [("obj", o.oid) for o in self.objects.values() if o.zone == "battlefield" and
                            snap.get(o.oid) is not None and "Planeswalker" in snap.get(o.oid).types and
                            snap.get(o.oid).controller == opp]
            choices = dict(rc.choices or {})
            if isinstance(said, list):
                choices["attacking"] = said[k * per:(k + 1) * per]
            self.enter_attacking(group, options, choices)

    def attack_options(self, opts: dict, rc: RCtx, ins: Instruction) -> list | None:
        """What an effect says a creature it puts onto the battlefield attacking attacks (508.4): None when it says
        nothing (any defending player, planeswalker or battle); else the player it names, and with "or a
        planeswalker they control" that player's planeswalkers too. [] when the player named is gone (508.4a)."""
        if opts.get("attacking_whom") is None:
            return None
        players = [r for k, r in self.subjects(opts["attacking_whom"], rc, ins) if k == "player"]
        out: list = [("player", p) for p in players[:1]]
        if out and opts.get("attacking_or_planeswalker"):
            snap = self.evaluate()
            out += [("obj", o.oid) for o in self.objects.values() if o.zone == "battlefield" and snap.get(o.oid) is not None
                    and "Planeswalker" in snap.get(o.oid).types and snap.get(o.oid).controller == players[0]]
        return out

    def _unnamed_token_name(self, subtypes_name: str) -> str:
        """111.4: a token the effect doesn't name is named its subtypes — plus the word "Token" from the 2021-11-19
        rules on ("Servo Token"; kb.engine.versions token_name)."""
        from .versions import rule
        if rule("token_name", self.edition) != "subtypes_token":
            return subtypes_name
        name = f"{subtypes_name} Token"
        self.log.add(f"the effect doesn't name the token: its name is its subtypes plus the word Token, {name}",
                     "token_name", indent=1, kind="step")
        return name

    def create_tokens(self, controller: str, card: CardDef, n: int, because: str = "", *,
                      transformed: bool = False, choices: dict | None = None, source_controller: str | None = None,
                      tapped: bool = False, counters: dict | None = None, label: str | None = None,
                      attach_to: int | None = None) -> list:
        """111.1-111.4: tokens enter the battlefield under the controller of what created them
        (several at once: one event, each its own alias). ``choices``: the "as ~ enters" choices
        (614.12), made for each token after the number of tokens was modified (616.1g): a list gives
        one value per token, in order. Their owner: the player they enter under, except from 1999-11-01 to
        2009-05-01, when "the controller of the spell or ability that created it" (``source_controller``)
        owned a token whoever put it into play (216.1; kb.engine.versions: token_owner)."""
        from .versions import rule
        owner = None
        if source_controller is not None and source_controller != controller:
            if rule("token_owner", self.edition) == "source_controller":
                owner = source_controller
                self.log.add(f"{source_controller} controls the ability that creates it, so {source_controller} owns "
                             f"the token, though it enters under {_poss(controller)} control", "token_owner", indent=1,
                             kind="step")
            elif rule("token_owner", self.edition) == "unstated":
                self.note_unknown(f"who owns a token {controller} creates for an ability {source_controller} controls: "
                                  f"the rules of {self.edition} don't say", frozenset(("controller", "zone", "cards")))
        out = []
        n, more = self.replace_tokens(controller, n)
        room("objects", n + sum(c for _d, c in more))
        per = _per_token_choices(choices, n)
        base = label or card.name
        if base.endswith(" Token"):   # "Beast Token" (111.4 from 2021-11-19), a copy of one too: its alias "Beast token"
            base = base[:-len(" Token")]
        base += " token" if not base.endswith("token") else ""   # "Monster Role token"
        aliases: list[str] = []
        taken: set[str] = set()
        for _ in range(n):
            aliases.append(self.unique_alias(base, taken))
            taken.add(aliases[-1])
        entries = [{"card": card if card.token else replace(card, token=True), "controller": controller,
                    "owner": owner, "alias": a, "fresh": True, "transformed": transformed, "choices": per[i],
                    "tapped": tapped, **({"counters": dict(counters)} if counters else {}),
                    **({"attach_to": attach_to} if attach_to is not None else {})}
                   for i, a in enumerate(aliases)]
        for d, c in more:   # tokens of another kind a replacement adds to the same event (614.1a, 111.2)
            kind = d.get("name") or "Token"
            d = {**d, "name": self._unnamed_token_name(kind)} if kind != "Token" else d
            extra = CardDef.from_dict(d, parse=parse_text)
            for _ in range(c):
                a = self.unique_alias(f"{kind} token", taken)
                taken.add(a)
                entries.append({"card": extra, "controller": controller, "owner": owner, "alias": a, "fresh": True,
                                "transformed": False, "choices": None, "tapped": False})
            n += c
        if not entries:
            return out
        made = self.enter(entries)
        self.log.add(f"{n} token(s) created: {', '.join(o.alias for o in made)}" + (f" ({because})" if because else ""),
                     "token", indent=1, kind="step")
        return made

    def _defending_player(self, rc, subj) -> list:
        """508.5: "defending player" in an ability of an attacking creature, or of an ability that refers to an
        attacking creature (its trigger event's): the player it is attacking, the controller of the planeswalker
        it is attacking, or the protector of the battle it is attacking. A creature no longer attacking (or none)
        leaves the words unread: the player it attacked before it was removed from combat is not kept."""
        from .gamevalues import defending_player
        c = getattr(self, "combat", None)
        ev = rc.event
        for oid in ((ev.obj if ev is not None else None), rc.source_oid):
            t = c.attackers.get(oid) if c is not None and oid is not None else None
            if t is None:
                continue
            who = defending_player(self, oid)
            if who is None and t[0] != "player":
                break   # what it attacks is gone
            if who is None or not self.player_state[who].in_game:
                return []
            self.log.add(f"defending player: {who}, the player {self.objects[oid].alias} is attacking or whose "
                         "permanent it is attacking", "defending_player", indent=1, kind="step")
            return [("player", who)]
        self.note_unmodelled(subj, rc.item.name if rc.item is not None else "it",
                              "\u201cdefending player\u201d names no creature attacking now (508.5)")
        return []

    def _attack_target(self, rc, subj) -> list:
        """"the player or planeswalker that creature is attacking" (508.1: what it was declared to attack, or what it
        was put onto the battlefield attacking, 508.4): the trigger event's attacking creature, else the source. A
        creature no longer attacking (506.4), or one attacking a battle, leaves the words unread: "cannot decide"."""
        c = getattr(self, "combat", None)
        ev = rc.event
        oid = ev.obj if ev is not None and ev.obj is not None else rc.source_oid
        t = c.attackers.get(oid) if c is not None and oid is not None else None
        if t is not None and t[0] == "player" and self.player_state[t[1]].in_game:
            return [("player", t[1])]
        if t is not None and t[0] != "player" and t[1] in self.objects and self.objects[t[1]].zone == "battlefield" \
                and "Planeswalker" in self.evaluate().work[t[1]].types:
            return [("obj", t[1])]
        self.note_unmodelled(subj, rc.item.name if rc.item is not None else "it",
                             "what the creature is attacking: it is not attacking a player or planeswalker now (506.4)")
        return []
