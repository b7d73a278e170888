"""The step language's players: who plays (``players: you, Ann, Bob``, ``3 players``), the words that name a
player or a player's possessive, and what a player does (``opponent casts X``, ``draws 2``, ``has 0 life``; a part
of :class:`.steps.StepCompiler`)."""
from __future__ import annotations

import re

from .cursor import Cur, Piece
from .lexicon import (OPPONENT_WORDS, PLAYER_VERBS, POSSESSIVE_WORDS, STOP_WORDS, YOU_WORDS, fold, number_word,
                      player_words)
from .statements import player_statement


class PlayerReader:
    """Players and their actions (mixed into :class:`.steps.StepCompiler`)."""

    # subjects ----------------------------------------------------------------------------------------------
    def _subject(self, cur: Cur) -> str | None:
        """A player at the start of the step followed by a verb ("opponent casts ...")."""
        for ws, who in self._extras() + list(player_words("you", "i")):
            if cur.at(*ws):
                nxt = cur.low(len(ws))
                if nxt in PLAYER_VERBS or (nxt in ("has", "is") and cur.low(len(ws) + 1) is not None) or \
                        player_statement([t.low for t in cur.toks[cur.i + len(ws):]]) is not None:
                    cur.i += len(ws)
                    return who
        return None

    def _land_play_turn(self, who: str, made: list) -> None:
        """"My opponent plays Forest": a land is played only by the active player (305.1, 505.6b), so it says whose
        turn it is as a sorcery cast does (``_sorcery_speed``)."""
        from .cursor import types_of
        for st in made:
            d = st.get("enter") if isinstance(st, dict) else None
            name = d if isinstance(d, str) else (d.get("card") if isinstance(d, dict) else None)
            if isinstance(name, str) and "Land" in types_of(self.definition(name)):
                self._sorcery_speed(who, name, "played")

    def _player_action(self, cur: Cur, p: Piece, who: str) -> None:
        verb = cur.low()
        base = PLAYER_VERBS.get(verb, verb)
        if base in ("cast", "play"):
            cur.i += 1
            before = len(self.steps)
            self._by_name(cur, p, verb="cast" if base == "cast" else "enter", controller=who)
            if base == "play":       # from the hand (305.1): ask.handcount counts it among a hand said as a number
                self.played.update(id(st) for st in self.steps[before:])
                self._land_play_turn(who, self.steps[before:])
            return
        if base == "activate":
            cur.i += 1
            return self._activate(cur, p, controller=who)
        if base == "copy":
            cur.i += 1
            return self._copy(cur, p, controller=who)
        if base == "equip":
            cur.i += 1
            return self._equip(cur, p, controller=who)
        if base == "draw":
            cur.i += 1
            n = number_word(cur.low()) if not cur.done() else 1
            if n is not None and not cur.done():
                cur.i += 1
            cur.take("cards") or cur.take("card")
            if not cur.done():
                raise self.cannot(cur, "draw N (cards)")
            self.add({"draw": {"player": who, "count": n or 1}}, p)
            return
        if base == "discard":
            cur.i += 1
            n = number_word(cur.low())
            if n is not None and cur.low(1) in ("card", "cards", None):
                cur.i += 1
                cur.take("cards") or cur.take("card")
                self.add({"discard": {"player": who, "count": n}}, p)
                return
            refs = self.obj_list(cur, "a card in the hand", who, "hand", players=False)
            self._end(cur, "discard CARD [and CARD]")
            self.add({"discard": {"player": who, "card": [r.name for r in refs] if len(refs) > 1 else refs[0].name}}, p)
            return
        if base in ("gain", "lose") and number_word(cur.low(1)) is not None and cur.low(2) == "life":
            n = number_word(cur.low(1))
            cur.i += 3
            self._end(cur, "gains/loses N life")
            self.add({"life": {"player": who, base: n}}, p)
            return
        if base == "gain" and cur.at(verb, "control", "of"):
            return self._control(cur, p, who)
        said = player_statement([t.low for t in cur.toks[cur.i:]])
        if said is not None:         # "has 0 life", "is at 3 life", "has 10 poison counters" (119, 122.1f)
            cur.i += said[1]
            self._end(cur, "at N life, has N poison counters, has N cards in hand")
            what = dict(said[0])
            if "hand" in what:       # "I have 2 cards in hand": cards nobody named, there from the start
                if any("enter" not in st for st in self.steps):
                    raise self.err("say how many cards a hand holds before anything happens in the question")
                self.hand_counts[who] = what.pop("hand")
                if not what:
                    return
            self.add({"life": {"player": who, **what}}, p)
            return
        if base == "create":
            cur.i += 1
            return self._create(cur, p, who)
        if base in ("sacrifice", "tap"):       # "opponent taps his Forest for G" (ask.tapmana)
            return self._zone_verb(cur, p, by=who)
        if base == "control" or base == "controls":
            # "opponent controls Glorious Anthem and Grizzly Bears": they are there, under that player's control
            cur.i += 1
            if cur.done():
                raise self.cannot(cur, "what the player controls: opponent controls X")
            before = len(self.steps)
            self._by_name(cur, p, verb="enter", controller=who)
            for st in self.steps[before:]:
                # "opponent controls Hill Giant and Bonesplitter on Hill Giant": the Equipment enters and is attached
                # (301.5c), as in "Bonesplitter on Hill Giant" alone
                if "enter" not in st and "attach" not in st:
                    raise self.err("'controls' names permanents that are there: opponent controls X")
            return
        raise self.cannot(cur, "a verb: casts, plays, activates, copies, draws, discards, gains/loses N life, "
                               "gains control of X, creates ...")

    # combat (506-511) ----------------------------------------------------------------------------------------
    def _player_words(self) -> list[tuple[tuple[str, ...], str]]:
        """The words that name a player, longest first: you, opponent, and the names 'players:' gave."""
        out = list(player_words("you", "i", "me"))
        for name in self.players:
            if name not in ("you", "opponent"):
                out.append((tuple(fold(name).split()), name))
        return sorted(out, key=lambda x: -len(x[0]))

    def _players_step(self, cur: Cur, p: Piece) -> bool:
        """'3 players' / 'a 4-player game' / 'players: you, Ann, Bob' (turn order; you are first): the game's
        players, said before anything happens. Names other than you and opponent are used as written."""
        words = [t.low for t in cur.toks]
        phrase = " ".join(words)
        m = re.fullmatch(r"(?:an? |in an? )?(\w+)[- ]players?(?: game| free-for-all| multiplayer game)?|"
                         r"(?:a )?multiplayer game with (\w+) players", phrase)
        names = None
        if m:
            n = number_word(m.group(1) or m.group(2))
            if n is None:
                return False
            if not 2 <= n <= 8:
                raise self.err(f"a game here has 2 to 8 players, not {n}")
            names = ["you", "opponent"] + [f"opponent {k}" for k in range(2, n)]
        elif words[:1] in (["players"], ["players:"]) or cur.at("the", "players", "are"):
            raw = re.sub(r"(?i)^\s*(?:the\s+)?players\s*(?:are\s*|:\s*)?", "", p.text)
            names = [x.strip() for x in re.split(r",|\band\b", raw) if x.strip()]
            names = ["you" if fold(x) in YOU_WORDS else ("opponent" if fold(x) in OPPONENT_WORDS else x) for x in names]
            bad = [x for x in names if not re.fullmatch(r"[A-Za-z][\w' -]{0,30}", x) or fold(x) in STOP_WORDS]
            if bad or len(names) < 2 or len(set(map(fold, names))) != len(names) or len(names) > 8:
                raise self.err("players: 2 to 8 different names, you first: players: you, Ann, Bob"
                               + (f" (cannot use {bad[0]!r} as a name)" if bad else ""))
            if "you" not in names:
                names = ["you"] + names
        if names is None:
            return False
        if self.steps or self.players_given:
            raise self.err("say who plays before anything happens: the players are the first step")
        self.players = names
        self.players_given = True
        self.active = names[0]       # the players in turn order, the active player first (102.1): "end turn" passes on
        # another player than you first ("players: opponent, you"; "it's my opponent's turn" in prose) says whose turn
        # it is: an attack said later doesn't make it its attacker's turn (508.1: only the active player attacks)
        self.active_fixed = self.active_fixed or names[0] != "you"
        return True

    def _take_player(self, cur: Cur) -> str | None:
        for ws, who in self._player_words():
            if cur.take(*ws):
                return who
        return None

    def _extras(self, possessive: bool = False) -> list[tuple[tuple[str, ...], str]]:
        """The players named by 'players: you, Ann, Bob' or '3 players' (beyond you and opponent), longest first."""
        out = []
        for name in self.players:
            if name in ("you", "opponent"):
                continue
            ws = fold(name).split()
            out.append((tuple(ws[:-1]) + (ws[-1] + "'s",) if possessive else tuple(ws), name))
        return sorted(out, key=lambda x: -len(x[0]))

    def _take_possessive(self, cur: Cur) -> str | None:
        """"opponent's X", "your X", "Ann's X": whose it is."""
        for ws, who in POSSESSIVE_WORDS:
            if cur.at(*ws):
                cur.i += len(ws)
                return who
        for name in self.players:
            ws = fold(name).split()
            if name not in ("you", "opponent") and cur.at(*ws[:-1], ws[-1] + "'s"):
                cur.i += len(ws)
                return name
        return None
