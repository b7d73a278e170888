"""The step language's options after a card's name: ``targeting X``, ``sacrificing X``, ``X=3``, ``kicked``,
``mode 2``, ``paying {R}``, ``tapped``, ``with N COUNTER counters``, ``copying X``, ``choosing V``, ``as NAME``
(:data:`.lexicon.OPTIONS_HELP`; a part of :class:`.steps.StepCompiler`)."""
from __future__ import annotations

import re

from ..values import card_type
from .cursor import Cur, Tok
from .lexicon import COLOUR_WORDS, OPTIONS_HELP, STOP_WORDS, ZONE_WORDS, fold_key, number_word

# alternative costs a cast from the hand says it pays (118.9): the keyword, and its participle in a judge's words
_ALT_KEYWORDS = frozenset(("bestow", "dash", "evoke", "overload", "blitz", "prowl", "emerge"))
_ALT_PARTICIPLES = {"bestowed": "bestow", "dashed": "dash", "evoked": "evoke", "overloaded": "overload",
                    "blitzed": "blitz", "prowled": "prowl", "emerged": "emerge"}


class OptionReader:
    """A step's options (mixed into :class:`.steps.StepCompiler`)."""

    def _options(self, cur: Cur, name: str, types: set, controller: str | None = None) -> dict:
        """The options after a card name (each starts with a keyword)."""
        o: dict = {}
        caster = controller
        while not cur.done():
            low = cur.low()
            t = cur.tok()
            if cur.take("in", "response") or cur.take("as", "a", "response"):
                o["respond"] = True
                if cur.take("to"):
                    self.one_ref(cur)
            elif low in ("on", "targeting", "target", "at", "onto") or cur.at("that", "targets"):
                cur.i += 2 if cur.at("that", "targets") else 1
                o.setdefault("targets", []).extend(self._target_names(cur))
            elif cur.at("with", "new", "target") or cur.at("with", "new", "targets") or cur.at("new", "target") or \
                    cur.at("new", "targets") or cur.at("the", "copy", "targeting") or cur.at("copy", "targeting"):
                # Fork's "you may choose new targets for the copy" (707.10c)
                while cur.low() in ("with", "new", "target", "targets", "the", "copy", "targeting"):
                    cur.i += 1
                o.setdefault("choose", {}).setdefault("new_targets", []).extend(self._target_names(cur))
            elif cur.at("keeping", "the", "target") or cur.at("keeping", "the", "targets") or \
                    cur.at("keeping", "its", "target") or cur.at("keeping", "its", "targets"):
                # the copy keeps the original's targets: the choice of 707.10c stated as "no new targets"
                cur.i += 3
                o.setdefault("choose", {})["new_targets"] = "keep"
            elif low in ("it", "that") and "targets" not in o and self.last is not None:
                # "Fork it": targeting what was named last
                cur.i += 1
                cur.take("spell")
                o["targets"] = [self.last]
            elif low in ("attached", "enchanting", "equipping"):
                cur.i += 1
                cur.take("to")
                o["attached_to"] = self.obj_ref(cur, "what it is attached to", players=True).name
            elif low in ("sacrificing", "discarding", "exiling", "tapping"):
                cur.i += 1
                key = {"sacrificing": "sacrifice", "discarding": "discard", "exiling": "exile", "tapping": "tap"}[low]
                refs = self.obj_list(cur, "what is " + low, caster, "hand" if low == "discarding" else "battlefield",
                                     players=False)
                o.setdefault(key, []).extend(r.name for r in refs)
            elif low == "kicked":
                cur.i += 1
                n = number_word(cur.low())
                if n is not None and cur.low() in ("twice", "thrice", "once") or (n is not None and cur.low(1) == "times"):
                    cur.i += 2 if cur.low(1) == "times" else 1
                    o["kicked"] = n
                else:
                    o["kicked"] = True
            elif cur.at("with", "flashback") or cur.at("with", "escape") or cur.at("using", "flashback") or \
                    cur.at("using", "escape") or cur.at("flashbacked"):
                # "cast Think Twice with flashback": from its owner's graveyard, by that cost (702.34a, 702.138a)
                way = "escape" if "escape" in (cur.low(), cur.low(1)) else "flashback"
                cur.i += 1 if low == "flashbacked" else 2
                o["from"], o["alternative"] = "graveyard", way
            elif (way := self._alternative_said(cur)) is not None:
                # "cast Boon Satyr bestowed on Grizzly Bears", "… for its dash cost", "… with overload": an
                # alternative cost from the hand (118.9; its keyword's rule says what paying it does)
                o["alternative"] = way
            elif cur.at("with", "kicker") or cur.at("with", "kicked"):
                cur.i += 2
                o["kicked"] = True
            elif low in ("mode", "modes") or cur.at("choosing", "mode"):
                cur.i += 2 if low == "choosing" else 1
                modes = []
                while number_word(cur.low()) is not None:
                    modes.append(number_word(cur.low()))
                    cur.i += 1
                    cur.take("and")
                if not modes:
                    raise self.cannot(cur, "a mode number (mode 1)")
                o["mode"] = modes[0] if len(modes) == 1 else modes
            elif self._x(cur, o):
                pass
            elif low == "paying" and number_word(cur.low(1)) is not None and cur.low(2) == "life" or \
                    cur.at("not", "paying") or cur.at("without", "paying") or cur.at("and", "pays") or \
                    cur.at("and", "doesn't", "pay") or cur.at("don't", "pay") or cur.at("doesn't", "pay"):
                # "As ~ enters, you may pay 2 life. If you don't, it enters tapped." (614.12)
                pay = low == "paying" or cur.at("and", "pays")
                while cur.low() in ("not", "without", "paying", "and", "pays", "pay", "doesn't", "don't"):
                    cur.i += 1
                if number_word(cur.low()) is not None and cur.low(1) == "life":
                    cur.i += 2
                o.setdefault("choose", {})["pay"] = pay
            elif low in ("paying", "spending") or (low == "with" and cur.tok(1) is not None and cur.tok(1).text.startswith("{")):
                cur.i += 1
                mana = cur.tok()
                if mana is None or not re.fullmatch(r"(\{[^{}]+\})+", mana.text):
                    raise self.cannot(cur, "mana such as {R}{R}")
                o["mana"] = mana.text
                cur.i += 1
            elif low in ("tapped",):
                cur.i += 1
                o["tapped"] = True
            elif low == "untapped" and "tapped" not in o:
                # "I have Giant Spider and Grizzly Bears untapped": stated untapped now (110.5b; on a permanent that
                # was there before the question, ``tapped: false`` with ``already``: it has untapped since, 502.3)
                cur.i += 1
                o["tapped"] = False
            elif low in ("keeping", "keep"):
                cur.i += 1
                o["keep"] = self._keep(cur, name)
            elif low == "face" and cur.at("face", "down") or cur.at("face-down"):
                cur.i += 2 if low == "face" else 1
                o["face_down"] = True
            elif low in ("copying",) or cur.at("as", "a", "copy", "of") or cur.at("entering", "as", "a", "copy", "of"):
                cur.i += {"copying": 1, "as": 4, "entering": 5}[low]
                o["copy"] = self.obj_ref(cur, "what it copies", players=False).name
                if cur.low() == "copying":
                    # "B copying C copying A": a copy of a copy, said in one step, is not read
                    raise self.err("one copy per step: say the first copy, then the one that copies it "
                                   "('B copying A; C copying B', 707.3)", cur.tok())
            elif low in ("changing", "replacing") and cur.low(2) in ("to", "with", "by"):
                # a text change (612): Sleight of Mind on Crusade changing white to black
                o.setdefault("choose", {}).update({"text_from": cur.tok(1).text, "text_to": cur.tok(3).text
                                                   if cur.tok(3) is not None else ""})
                if cur.tok(3) is None:
                    cur.i += 3
                    raise self.cannot(cur, "the new word: changing white to black")
                cur.i += 4
            elif low in ("dividing", "divided"):
                # 601.2d: "dividing 2 and 1" (the shares in the order of the targets), "divided 1, 1"
                cur.i += 1
                cur.take("it")
                cur.take("as")
                shares = []
                while number_word(cur.low()) is not None:
                    shares.append(number_word(cur.low()))
                    cur.i += 1
                    if not cur.take("and"):
                        cur.take(",")
                if not shares:
                    raise self.cannot(cur, "the shares in the order of the targets (dividing 2 and 1)")
                o.setdefault("choose", {})["divide"] = shares
            elif low in ("choosing", "naming", "choose", "chosen"):
                cur.i += 1
                o.setdefault("choose", {}).update(self._choice(cur, name))
            elif low == "with" and (number_word(cur.low(1)) is not None and self._counter_kind(cur.low(2) or "", cur.low(3))
                                    or self._counter_kind(cur.low(1) or "", cur.low(2))):
                # "with two +1/+1 counters and a -1/-1 counter": each kind said (704.5q removes pairs when it applies)
                cur.i += 1
                while True:
                    n = number_word(cur.low()) if self._counter_kind(cur.low(1) or "", cur.low(2)) else None
                    if n is not None:
                        cur.i += 1
                    kind = self._counter_kind(cur.low(), cur.low(1))
                    cur.i += 2
                    counters = o.setdefault("counters", {})
                    counters[kind] = counters.get(kind, 0) + (1 if n is None else n)
                    if not (cur.low() == "and" and (
                            number_word(cur.low(1)) is not None and self._counter_kind(cur.low(2) or "", cur.low(3))
                            or self._counter_kind(cur.low(1) or "", cur.low(2)))):
                        break
                    cur.i += 1
                if cur.at("on", "it"):
                    cur.i += 2
            elif cur.at("under", "opponent's", "control") or cur.at("under", "your", "opponent's", "control") or \
                    cur.at("under", "your", "control") or cur.at("under", "my", "control"):
                who = "you" if cur.low(1) in ("your", "my") and cur.low(2) == "control" else "opponent"
                cur.i += 3 if cur.low(2) == "control" else 4
                o["controller"] = who
            elif cur.at("controlled", "by"):
                cur.i += 2
                o["controller"] = self._player(cur)
            elif cur.at("owned", "by"):
                cur.i += 2
                o["owner"] = self._player(cur)
            elif cur.at("from", "the") or cur.at("from", "graveyard") or cur.at("from", "your") or cur.at("from", "exile") \
                    or cur.at("from", "hand"):
                cur.i += 1
                cur.take("the") or cur.take("your") or cur.take("my")
                z = ZONE_WORDS.get(cur.low() or "")
                if z is None:
                    raise self.cannot(cur, "a zone: graveyard, hand, exile, library")
                cur.i += 1
                o["from"] = z
            elif low in ("as", "called", "named") and cur.tok(1) is not None:
                cur.i += 1
                # the rest of the words up to the next keyword
                j = cur.i
                while j < len(cur.toks) and (cur.toks[j].quoted or cur.toks[j].low not in STOP_WORDS):
                    j += 1
                if j == cur.i:
                    raise self.cannot(cur, "a name for this object")
                o["as"] = " ".join(x.text for x in cur.toks[cur.i:j]).rstrip(",")
                cur.i = j
            elif low in ("enters", "enter", "resolves", "is", "comes"):
                if cur.at("enters", "the", "battlefield") or cur.at("enter", "the", "battlefield"):
                    cur.i += 3
                elif cur.at("comes", "into", "play"):
                    cur.i += 3
                elif low in ("enters", "enter", "resolves"):
                    cur.i += 1
                else:
                    raise self.cannot(cur, OPTIONS_HELP)
            elif low == "and" and cur.tok(1) is not None and self._and_another(cur):
                break     # "Grizzly Bears and Hill Giant": another card (after this one)
            else:
                raise self.err(f"cannot read {t.text!r} after {name}: expected {OPTIONS_HELP}", t)
        return o

    def _and_another(self, cur: Cur) -> bool:
        """After 'and': a card name (maybe with a possessive) that starts another step."""
        save = cur.i
        cur.i += 1
        try:
            self._take_possessive(cur)
            if self.refs_at(cur, players=False, pronouns=False):
                return True
            # "Savannah Lions and Trained Armadon": a close spelling of one card's name goes on the list too (the next
            # step reads it, naming the spelling); "and" was refused after the first name
            from .spelling import one_close_spelling
            words = []
            while len(words) < 5 and not cur.done() and not cur.tok().quoted and cur.low() not in STOP_WORDS and \
                    cur.low() not in ("and", ",", "&"):
                words.append(cur.tok().text)
                cur.i += 1
            return len(words) >= 2 and any(one_close_spelling(self.lex, " ".join(words[:n]))
                                           for n in range(len(words), 1, -1))
        finally:
            cur.i = save

    def _alternative_said(self, cur) -> str | None:
        """The alternative cost a cast says it pays, from the hand (118.9): "bestowed", "dashed", "evoked",
        "overloaded", "blitzed", "prowled", "emerged" (the keyword's own participle), or "for its bestow cost",
        "with dash", "using overload"; the words are taken. None for any other words."""
        low = cur.low()
        if low in _ALT_PARTICIPLES:
            cur.i += 1
            return _ALT_PARTICIPLES[low]
        for n, words in ((4, ("for", "its", None, "cost")), (2, ("with", None)), (2, ("using", None)),
                         (4, ("paying", "its", None, "cost"))):
            said = [cur.low(k) for k in range(n)]
            kw = next((said[k] for k, w in enumerate(words) if w is None), None)
            if kw in _ALT_KEYWORDS and all(w is None or said[k] == w for k, w in enumerate(words)):
                cur.i += n
                return kw
        return None

    def _keep(self, cur: Cur, name: str) -> str:
        """The legend rule's choice (704.5j): keeping the new one / the old one / NAME."""
        cur.take("the")
        low = cur.low()
        if low in ("new", "newest", "second", "last", "latest", "old", "oldest", "first", "original", "earlier"):
            cur.i += 1
            cur.take("one")
            if low in ("old", "oldest", "first", "original", "earlier"):
                return self.aliases.get(fold_key(name), name)
            return "\x00new"
        return self.one_ref(cur, "which one is kept: the new one, the old one or its name", players=False).name

    def _x(self, cur: Cur, o: dict) -> bool:
        """X=3, X = 3, with X=3, for X=3, X is 3."""
        words = [cur.low(k) for k in range(4)]
        j = 0
        if words[0] in ("with", "for", "where") and words[1] and words[1].startswith("x"):
            j = 1
        w = words[j] or ""
        m = re.fullmatch(r"x=(\d{1,4})", w)
        if m:
            cur.i += j + 1
            o["x"] = int(m.group(1))
            return True
        if w in ("x", "x=") and words[j + 1] is not None:
            k = j + 1
            if words[k] in ("=", "is", "of"):
                k += 1
            if words[k] is not None and number_word(words[k].lstrip("=")) is not None:
                o["x"] = number_word(words[k].lstrip("="))
                cur.i += k + 1
                return True
        return False

    def _choice(self, cur: Cur, name: str) -> dict:
        """The value chosen as NAME enters (614.12): a colour, a creature type, a basic land type,
        an opponent or a card name, whichever its text asks for."""
        j = cur.i
        while j < len(cur.toks) and (cur.toks[j].quoted or cur.toks[j].low not in STOP_WORDS - {"as"}):
            j += 1
        value = " ".join(x.text for x in cur.toks[cur.i:j]).strip(",")
        if not value:
            raise self.cannot(cur, "what is chosen (a colour, a creature type, a card name)")
        cur.i = j
        d = self.definition(name)
        text = str(d.get("text") or "")
        m = re.search(r"choose (?:a|an) (?:non\w+ )?(color|creature type|basic land type|opponent|card name|number)"
                      r"|(creature type|basic land type) of your choice", text, re.I)
        asked = (m.group(1) or m.group(2)).lower() if m else None
        if asked == "number" and number_word(value.lower()) is not None:
            return {"number": number_word(value.lower())}       # "Choose a number." (Void)
        if re.fullmatch(r"[+-]\d+/[+-]\d+", value) and re.search(r"[+-]\d+/[+-]\d+ or [+-]\d+/[+-]\d+", text):
            return {"pt": value}                                 # "gets +1/-1 or -1/+1" (Brightling)
        if card_type(value) is not None and re.search(r"choose (?:\w+, )+(?:or )?\w+", text, re.I):
            return {"card_type": value.lower()}                  # "choose artifact, creature, …, or sorcery" (Cloud Key)
        if asked:
            kind = asked.replace(" ", "_")
        elif value.lower() in COLOUR_WORDS:
            kind = "color"
        elif value.lower() in ("plains", "island", "swamp", "mountain", "forest"):
            kind = "basic_land_type"
        else:
            kind = "creature_type"
        return {kind: value}

    def _target_names(self, cur: Cur) -> list[str]:
        refs = self.obj_list(cur, "a target: a card, an object, a spell, you or opponent", zone="target")
        return [r.name for r in refs]

    def _no_more(self, opts: dict, what: str, tok: Tok) -> None:
        if opts:
            k = next(iter(opts))
            raise self.err(f"{k!r} does not apply to {what}", tok)
