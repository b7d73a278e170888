"""The step language's card definitions: ``"Mystery Bear" is a {1}{G} 2/2 green Bear creature with flying`` (a part
of :class:`.steps.StepCompiler`)."""
from __future__ import annotations

import re

from .cursor import Cur, Piece
from .lexicon import CARD_TYPE_WORDS, COLOUR_WORDS, SUPERTYPE_WORDS, number_word


class DefinitionReader:
    """Cards the question defines (mixed into :class:`.steps.StepCompiler`)."""

    # definitions -------------------------------------------------------------------------------------------------
    def _define(self, cur: Cur, p: Piece) -> None:
        if cur.take("define"):
            t = cur.tok()
            if t is None or not t.quoted:
                raise self.cannot(cur, 'the card\'s name in quotes: define "Mystery Bear" as a 2/2 green Bear creature')
            cur.i += 1
            if not (cur.take("as") or cur.take("is") or cur.take("=")):
                raise self.cannot(cur, "as")
        else:
            t = cur.tok()
            cur.i += 2
        name = t.text.strip()
        if not name or len(name) > 100 or not re.search(r"\w", name):
            raise self.err("a card's name has letters (and at most 100 characters)", t)
        cur.take("a") or cur.take("an")
        d: dict = {}
        colours: list[str] = []
        sup: list[str] = []
        types: list[str] = []
        subs: list[str] = []
        dash = False
        text: list[str] = []
        while not cur.done():
            tk = cur.tok()
            low = tk.low
            if tk.quoted:
                raise self.err("abilities come after 'with': with \"Flying\"", tk)
            if low == "with":
                cur.i += 1
                text = self._ability_list(cur)
                break
            if re.fullmatch(r"(\{[^{}\s]+\})+", tk.text):
                d["mana_cost"] = tk.text
            elif re.fullmatch(r"(-?\d+|\*|\d\+\*)/(-?\d+|\*|\d\+\*)", low):
                pw, tg = low.split("/")
                d["power"], d["toughness"] = pw, tg
            elif m := re.fullmatch(r"loyalty[= ]?(\d+)?", low):
                if m.group(1):
                    d["loyalty"] = m.group(1)
                elif number_word(cur.low(1)) is not None:
                    d["loyalty"] = str(number_word(cur.low(1)))
                    cur.i += 1
                else:
                    raise self.cannot(cur, "loyalty N")
            elif low in COLOUR_WORDS or low in ("colorless", "colourless"):
                if low in COLOUR_WORDS:
                    colours.append(COLOUR_WORDS[low])
            elif low in ("and", "-", "\u2014"):
                if low != "and":
                    dash = True
            elif low in SUPERTYPE_WORDS:
                sup.append(low.capitalize())
            elif low in CARD_TYPE_WORDS or low.rstrip("s") in CARD_TYPE_WORDS and low in ("creatures",):
                types.append("Kindred" if low == "tribal" else low.capitalize())
            elif low == "token":
                d["token"] = True
            elif re.fullmatch(r"[\w'-]+", tk.text) and (tk.text[0].isupper() or dash):
                subs.append(tk.text)
            else:
                raise self.err(f"cannot read {tk.text!r} in the definition of {name}: expected a mana cost {{1}}{{G}}, "
                               "P/T 2/2, colours, types (legendary, creature, Bear, ...) or with \"abilities\"", tk)
            cur.i += 1
        if not types:
            raise self.err(f"{name} needs a card type: \"{name}\" is a 2/2 green Bear creature", t)
        d["type_line"] = " ".join(sup + types) + (" \u2014 " + " ".join(subs) if subs else "")
        if colours and "mana_cost" not in d:
            d["colors"] = colours
        if "Creature" in types and "power" not in d:
            raise self.err(f"{name} is a creature: give its power and toughness (2/2)", t)
        if text:
            d["text"] = "\n".join(text)
        self.cards[name] = d

    def _ability_list(self, cur: Cur) -> list[str]:
        out: list[str] = []
        buf: list[str] = []
        quote_ended = False
        while not cur.done():
            tk = cur.tok()
            if quote_ended and not tk.quoted and tk.low not in ("and", ","):
                # 'with "Flying." opponent controls …': a new sentence, never more of this card's abilities
                raise self.cannot(cur, "'and' or the end of the card's abilities (a new step after ';' or '.')")
            quote_ended = tk.quoted
            if tk.quoted:
                if buf:
                    out.append(" ".join(buf))
                    buf = []
                out.append(tk.text.strip())
            elif tk.low == "and" or tk.text == ",":
                if buf:
                    out.append(" ".join(buf))
                    buf = []
            else:
                buf.append(tk.text.rstrip(","))
                if tk.text.endswith(","):
                    out.append(" ".join(buf))
                    buf = []
            cur.i += 1
        if buf:
            out.append(" ".join(buf))
        return [a[:1].upper() + a[1:] for a in out if a]
