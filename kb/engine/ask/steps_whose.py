"""Whose an object is, as the question says it, against whose the steps so far make it (mixed into
:class:`.steps.StepCompiler`).

"I control Glorious Anthem and Grizzly Bears. I Shock my opponent's Grizzly Bears." names a Grizzly Bears the
opponent controls: never the one the question made yours (the Anthem makes yours 3/3, the opponent's is 2/2 and dies,
613.4c, 704.5g). When nothing said so far could have changed who controls a permanent outside what the steps follow
(a 'gains control' step, a spell that gains control of its target: 613.1b), another object of that name enters under
the player the words name; a question asking about it ("What is the power of my Grizzly Bears?" when the only one is
the opponent's) names no object and is refused, naming the words; so is any contradiction the steps cannot settle.
"""
from __future__ import annotations

import re

from .cursor import Ref, Tok
from .lexicon import card_name_of, fold_key

# Oracle or effect words that can change who controls a permanent (613.1b) in a way the steps may not follow
CONTROL_CHANGE = re.compile(r"\b(?:gains?|gained|exchanges?|exchanged|takes?) control\b|\bcontrol of\b|"
                            r"\bcontrols? (?:enchanted|equipped)\b", re.I)
_CARD_KEYS = ("card", "enter", "cast", "activate", "copy_of")


class WhoseReader:
    """The possessive said against the controller the steps know (mixed into StepCompiler)."""

    def _control_may_have_changed(self) -> bool:
        """A step so far is a control change, or names a card or an effect whose words can change control (613.1b):
        then whose an object is now is not known from the steps alone."""
        def walk(v, key: str | None) -> bool:
            if isinstance(v, dict):
                return any(k == "control" or walk(x, k) for k, x in v.items())
            if isinstance(v, list):
                return any(walk(x, key) for x in v)
            if not isinstance(v, str):
                return False
            if CONTROL_CHANGE.search(v):
                return True           # an effect's own words ("Gain control of target creature.")
            if key in _CARD_KEYS:
                text = str(self.definition(v).get("text") or "")
                return bool(CONTROL_CHANGE.search(text))
            return False
        return any(walk(st, None) for st in self.steps) or any(walk(list(it[:1]), "card") for it in self.pending)

    def whose_said(self, ref: Ref, who: str, tok: Tok | None, end: Tok | None = None, *, enter: bool) -> Ref:
        """``ref``: the object the words name; ``who``: the player whose the words say it is. The object that player
        controls; else (``enter``, nothing could have changed control) one more of that card entering under that
        player's control; else a reading error naming the words."""
        if ref.kind != "object" or self.ctl.get(ref.name, who) == who:
            return ref
        name = card_name_of(ref.name)
        base = fold_key(name)
        theirs = [a for a in self.used if self.ctl.get(a) == who and fold_key(card_name_of(a)) == base]
        if len(theirs) == 1:
            return Ref("object", theirs[0])
        owner = "your" if who == "you" else f"{who}'s"
        held = "yours" if self.ctl.get(ref.name) == "you" else f"{self.ctl.get(ref.name)}'s"
        if not theirs and enter and not self._control_may_have_changed() and self.definition(name):
            alias = self.new_alias(name)
            self.pending.append((name, who, "battlefield", alias))
            self.ctl[alias] = who
            self.notes.append(f"{owner} {name} is not the {name} named before ({held}): another one enters first, "
                              f"under {owner} control")
            return Ref("object", alias)
        if theirs:
            raise self.err(f"{owner} {name}: {who if who != 'you' else 'you'} control{'s' if who != 'you' else ''} "
                           f"several; say which ({', '.join(sorted(theirs))})", tok, end)
        raise self.err(f"{owner} {name}: the {name} named before is {held}, and the question does not say "
                       f"{'you control' if who == 'you' else who + ' controls'} one (say it first: "
                       f"'{'I control' if who == 'you' else who + ' controls'} {name}')", tok, end)

    def under_control_said(self, ref: Ref, cur, start: Tok | None) -> Ref:
        """"How big are the bears under my control?": "under WHOSE control" after an object names whose it is, as a
        possessive before it does (:meth:`whose_said`, no other one entering). When a step so far may have changed who
        controls it (613.1b: "I cast Act of Treason on the bears"), the words are a claim about the state the answer
        shows: an expectation of its controller follows the question, so an answer where it is not so says it fails."""
        if not cur.at("under"):
            return ref
        save = cur.i
        cur.i += 1
        who = self._take_possessive(cur)
        if who is None or not cur.take("control"):
            cur.i = save
            return ref
        if ref.kind != "object":
            return ref
        if self.ctl.get(ref.name, "you") != who and self._control_may_have_changed() and \
                sum(fold_key(card_name_of(a)) == fold_key(card_name_of(ref.name)) for a in self.used) == 1:
            self.add({"expect": {ref.name: {"controller": who}}}, self.piece)
            self.notes.append(f"'under {'your' if who == 'you' else who + chr(39) + 's'} control': {ref.name}, whose "
                              "controller a step may have changed; the answer checks it")
            return ref
        return self.whose_said(ref, who, start, cur.tok(-1), enter=False)

