"""Life totals (119): gaining, losing, paying (119.4), exchanging (701.12) and setting them, doubling (701.10d),
and winning, losing or conceding the game (104).

Mixed into :class:`kb.engine.state.GameState` beside :class:`kb.engine.actions.ActionsMixin`.
"""
from __future__ import annotations

import re
from .errors import EngineError
from .instructions import Instruction
from .payments import payer
from .rctx import RCtx
from .text import player_cap as _cap, player_does as _pv, player_verb as _verb, player_poss as _poss
from .triggers import Event
from .actions import fixed

__all__ = ["LifeActions"]


class LifeActions:
    """What resolving instructions do, as this module's docstring says."""

    def _life_amount(self, ins: Instruction, rc: RCtx) -> int | None:
        """The life "you may pay N life" pays (119.4), or None: a mana payment, or an amount not fixed here."""
        if ins.kind != "pay_life":
            return None
        try:
            n = fixed(ins.amount, rc, None)
        except Exception:   # an amount not fixed here
            return None
        return n if isinstance(n, int) else None

    def _life_unpayable(self, ins: Instruction, rc: RCtx) -> tuple | None:
        """Why the life of ``ins`` ("you may pay N life") can't be paid, with the concept that says so, or None: a life
        total below N (119.4), or an effect that says the player can't lose life (119.8). None where N isn't fixed."""
        n = self._life_amount(ins, rc)
        if n is None or n <= 0:
            return None
        return self.life_unpayable_by(payer(self, ins, rc), n)   # the controller, or "that player may pay"'s player

    def life_unpayable_by(self, who: str, n: int) -> tuple | None:
        """Why ``who`` can't pay ``n`` life, with the concept that says so, or None: a life total below n (119.4), or
        an effect that says the player can't lose life (119.8). There is then no choice to pay (118.3)."""
        if n <= 0:
            return None
        if self.player(who).life < n:
            return f"{_pv(who, 'has')} {self.player(who).life} life, less than {n}", "life_pay"
        from .restrictions import cant_lose_life
        why = cant_lose_life(self, self.evaluate(), who)
        return (f"{who} can't lose life ({why})", "cant_wins") if why else None

    def _pays_life_safely(self, ins: Instruction, rc: RCtx) -> bool:
        """Whether paying the life of ``ins`` leaves its player above 0 life: else paying could lose them the game
        (704.5a) and, in a multiplayer game, take their objects with them (800.4a) — an unstated payment then reaches
        everything. A mana payment: False (what it reaches is not estimated per player)."""
        n = self._life_amount(ins, rc)
        return n is not None and self.player(payer(self, ins, rc)).life - n > 0

    def _unless_life(self, ins: Instruction, rc: RCtx) -> tuple | None:
        """The player who may pay the life of "... unless [a player] pays N life", and N (118.12a); None when the
        payment isn't life."""
        m = re.fullmatch(r"(\d+|X) life", ins.opts.get("unless_pays") or "")
        if not m:
            return None
        n = rc.x or 0 if m.group(1) == "X" else int(m.group(1))
        return self._unless_payer(ins, rc), n

    def _unless_energy(self, ins: Instruction, rc: RCtx) -> tuple | None:
        """The player who may pay the energy of "... unless you pay {E}{E}", and the number of energy counters (107.14:
        to pay {E} a player removes one energy counter from themselves; 118.12a); None when the payment has no {E}."""
        m = re.fullmatch(r"(?:\{E\})+", ins.opts.get("unless_pays") or "")
        return (self._unless_payer(ins, rc), m.group(0).count("{E}")) if m else None

    def energy_unpayable_by(self, who: str, n: int) -> tuple | None:
        """Why ``who`` can't pay ``n`` energy counters, with the concept that says so, or None: fewer energy counters
        than that (107.14; a cost that can't be paid isn't, 118.3)."""
        have = self.player(who).counters.get("energy", 0)
        if have < n:
            return f"{_pv(who, 'has')} {have} energy counter(s), fewer than {n}", "energy"
        return None

    def _unless_payer(self, ins: Instruction, rc: RCtx) -> str:
        """The one player who may make the payment of "... unless [a player] pays …" (118.12a); an EngineError when the
        words name no one player."""
        payer = ins.opts.get("unless_payer")
        opponents = self.opponents(rc.you)
        if payer == "any_player" or (payer == "an_opponent" and len(opponents) != 1):
            # "unless any player pays 2 life": which player paid is not stated (118.12a)
            raise EngineError(f"\u201c{ins.text}\u201d: which player pays {ins.opts['unless_pays']} is not stated")
        if payer == "an_opponent":
            who = opponents
        elif not isinstance(payer, str):   # "unless target opponent pays 3 life": the target (115.1)
            who = [r[1] for r in self.subjects(payer, rc) if r[0] == "player"]
        elif payer == "you":
            who = [rc.you]
        else:
            refs = self.subjects(ins.subject, rc, ins)
            who = [r[1] for r in refs if r[0] == "player"] if payer == "that_player" else \
                [v.controller for r in refs if r[0] == "obj" and (v := self._view(r[1])) is not None]
        if len(set(who)) != 1:
            raise EngineError(f"\u201c{ins.text}\u201d: who pays {ins.opts['unless_pays']} can't be determined")
        return who[0]

    def _double_life(self, ins: Instruction, refs: list, rc: RCtx, item) -> None:
        """"Double your life total" (701.10d; 701.9d from 2018-04-27): the player gains or loses the life that makes
        their life total twice what it is. From 2010-04-23 to then only an example says how (806.10a, 810.9a: a
        player with 17 life gains 17): a positive life total is doubled by a gain of that much, any other is "cannot
        decide"; before, nothing says how: "cannot decide" (kb.engine.versions double_life)."""
        from .versions import rule
        how = rule("double_life", self.edition)
        if how == "unstated":
            self.note_unmodelled(ins.text, item.name, f"these rules ({self.edition}) don't say how a life total is "
                                                       "doubled (an example came with 2010-04-23, a rule with 2018-04-27)")
            return
        for rk, who in refs:
            if rk != "player":
                continue
            now = self.player(who).life
            if how == "example" and now <= 0:
                self.note_unmodelled(ins.text, item.name, f"these rules ({self.edition}) say how a life total is "
                                     f"doubled only by an example of a positive one ({self.rule_no('double_life_example')})"
                                     f": doubling {now} is not said")
                continue
            self.log.add(f"{_poss(who)} life total {now} is doubled: {_pv(who, 'gains' if now >= 0 else 'loses')} "
                         f"{abs(now)} life", "double_life" if how == "rule" else "double_life_example", indent=1,
                         kind="step")
            self.change_life(who, now)
            rc.last_amount = abs(now)

    def _exchange_life(self, ins: Instruction, refs: list, rc: RCtx, item) -> None:
        """701.12c: each of the two players gains or loses the life needed to equal the other's previous total (a gain or
        loss: replacement effects modify it, 614.1a; it triggers); a player who can't gain life can't be given a
        higher total this way, and then the entire exchange can't be completed, so none of it happens (701.12a). Under
        rules without 701.12c (before 2009-07-11) it is not modelled."""
        if not self.rules_have("exchange_life"):
            self.note_unmodelled(ins.text, item.name, f"the rules of {self.edition} have no numbered rule for exchanging "
                                 "life totals (before 2009-07-11 only the glossary's \u201cExchange\u201d says how, and the "
                                 "engine doesn't apply glossary-only definitions)")
            rc.unread.append(ins.text)
            return
        players = [r[1] for r in refs if r[0] == "player"]
        if ins.source is not None:
            players += [r[1] for r in self.subjects(ins.source, rc, ins) if r[0] == "player"]
        if len(players) != 2 or players[0] == players[1]:   # an illegal target (608.2b): nothing to exchange with
            self.log.add("the exchange doesn't happen: it needs two players (701.12a)", "exchange", indent=1, kind="step")
            return
        before = {p: self.player(p).life for p in players}
        change = {a: before[b] - before[a] for a, b in (players, players[::-1])}
        from .restrictions import cant_gain_life, cant_lose_life
        for who, n in change.items():
            why = (cant_gain_life(self, self.evaluate(), who) or
                   ("can't gain life this turn" if self.rule_active("no_life_gain", who) else None)) if n > 0 else \
                cant_lose_life(self, self.evaluate(), who) if n < 0 else None
            if why:   # 119.7, 119.8
                self.log.add(f"{who} can't {'gain' if n > 0 else 'lose'} life ({why}): the exchange can't be completed, "
                             "so none of it happens (701.12c, 701.12a)", "exchange_life", indent=1, kind="step")
                return
        self.log.add(f"{players[0]} and {players[1]} exchange life totals ({before[players[0]]} and "
                     f"{before[players[1]]}): each gains or loses the difference", "exchange_life", indent=1, kind="step")
        with self.batch():
            for who, n in change.items():
                self.change_life(who, n)
                rc.life_lost += max(0, -n)

    def win(self, player: str) -> None:
        """104.2b: an effect says a player wins the game."""
        from .restrictions import cant_win
        why = cant_win(self, self.evaluate(), player)
        if why:   # 101.2: "Your opponents can't win the game."
            self.log.add(f"{player} would win the game, but can't: {why}", "cant_wins", indent=1, kind="step")
            return
        self.player_state[player].won = True
        for p in self.players:
            if p != player and self.player_state[p].in_game:
                self.player_state[p].lost = "lose_game"
        self.game_over = f"{player} {_verb(player, 'win')} the game"
        self.log.add(self.game_over, "lose_game", indent=1, kind="step")

    def lose(self, player: str, concept: str) -> None:
        from .restrictions import cant_lose
        why = cant_lose(self, self.evaluate(), player)
        if why:   # 101.2: "You can't lose the game."
            self.log.add(f"{_cap(player)} would lose the game, but can't: {why}", concept, "cant_wins", indent=1, kind="step")
            return
        if self.replace_lose(player):   # "If you would lose the game, instead …" (614.1a): any loss, an effect's too
            return
        self.player_state[player].lost = concept
        self.log.add(f"{_cap(player)} {_verb(player, 'lose')} the game", concept, indent=1, kind="step")
        self._left_game(player)
        self._check_game_over()

    def concede(self, player: str) -> None:
        """104.3a (102.7 before 2005): a player may concede the game at any time; they leave it at once and lose it.
        No effect stops it ("You can't lose the game" is about the game's rules and effects, not a concession)."""
        if not self.player_state[player].in_game:
            raise EngineError(f"{player} has already left the game")
        self.player_state[player].lost = "concede"
        self.log.add(f"{_cap(player)} {_verb(player, 'concede')}: {player} {_verb(player, 'leave')} the game and "
                     f"{_verb(player, 'lose')} it", "concede", kind="step")
        self._left_game(player)
        self._check_game_over()

    # --- life (119) --------------------------------------------------------------------------------------------
    def change_life(self, player: str, n: int, *, log: bool = True) -> int:
        """Changes the life total by n as far as the rules let it; returns the change made (0: none)."""
        p = self.player(player)
        if n == 0:
            return 0
        if n > 0 and self.rule_active("no_life_gain", player):
            self.log.add(f"{player} can't gain life this turn: no life is gained", "life_gain", indent=1, kind="step")
            return 0
        if n > 0:
            from .restrictions import cant_gain_life
            why = cant_gain_life(self, self.evaluate(), player)
            if why:   # 119.7, 101.2
                self.log.add(f"{player} can't gain life: {why}; no life is gained", "cant_wins", indent=1, kind="step")
                return 0
        if n < 0:
            from .restrictions import cant_lose_life
            why = cant_lose_life(self, self.evaluate(), player)
            if why:   # 119.8, 101.2
                self.log.add(f"{player} can't lose life: {why}; no life is lost", "cant_wins", indent=1, kind="step")
                return 0
        if n > 0:
            n = self.replace_life_gain(player, n)
            if n is None:   # replaced by something else (614.1a)
                return 0
        p.life += n
        if p.life <= 0:
            p.dipped = True   # kb.engine.sba: a loss only as state-based actions are checked
        if n > 0:
            p.life_gained += n
            self._emit(Event("life_gain", player=player, amount=n))
        else:
            p.life_lost += -n
            self._emit(Event("life_loss", player=player, amount=-n))
        if log:
            self.log.add(f"{_pv(player, 'gains' if n > 0 else 'loses')} {abs(n)} life (now {p.life})", "life_gain",
                         indent=1, kind="step")
        self._touched()
        return n

    def set_life(self, player: str, n: int) -> None:
        p = self.player(player)
        self.change_life(player, n - p.life)
