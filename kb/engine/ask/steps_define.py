"""The step language's card definitions: ``"Mystery Bear" is a {1}{G} 2/2 green Bear creature with flying`` (a part
of :class:`.steps.StepCompiler`)."""
from __future__ import annotations

import re

from ..keywordlist import KEYWORD_NAMES
from .cursor import Cur, Piece, Ref
from .lexicon import AskError, CARD_TYPE_WORDS, COLOUR_WORDS, SUPERTYPE_WORDS, number_word

_PT = re.compile(r"(-?\d+)/(-?\d+)")


def _keyword(words: str) -> bool:
    """Whether ``words`` are one keyword ability (702) as a judge writes it: "flying", "first strike",
    "protection from red", "islandwalk", "ward 2"."""
    w = words.lower().strip()
    return (w in KEYWORD_NAMES or w.endswith("walk") and " " not in w or
            re.fullmatch(r"protection from (?:everything|(?:\w+)(?: and from \w+)*)", w) is not None or
            re.fullmatch(r"(?:ward|toxic|annihilator|bushido|rampage|afflict) \{?\d+\}?", w) is not None)


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

    # objects the question describes without naming them ----------------------------------------------------------
    def _generic_ref(self, toks: list, i: int, end: int) -> tuple[int, Ref] | None:
        """"a 2/2 creature", "a 3/3 green Beast creature token with trample", "a 1/1 creature with protection from
        red": a card of the question's own, with the power and toughness, colours, types and keyword abilities said
        and no other ability (a note says so). None when the words up to ``end`` (the next stop word) are not such a
        description. (tokens used, Ref)"""
        j = i
        if j < len(toks) and toks[j].low in ("a", "an", "one", "another"):
            j += 1
        start = j
        d: dict = {}
        colours: list[str] = []
        types: list[str] = []
        subs: list[str] = []
        while j < len(toks) and not toks[j].quoted:
            low, text = toks[j].low, toks[j].text
            if (m := _PT.fullmatch(low)) and "power" not in d and not types:
                d["power"], d["toughness"] = m.group(1), m.group(2)
            elif low in COLOUR_WORDS and not types:
                colours.append(COLOUR_WORDS[low])
            elif low in CARD_TYPE_WORDS and low != "tribal":
                types.append(low.capitalize())
            elif low == "token" and types:
                d["token"] = True
            elif re.fullmatch(r"[A-Z][\w'-]*", text) and not types and "power" in d:
                subs.append(text)
            else:
                break
            j += 1
        if j != end:
            return None
        if "Creature" in types and "power" not in d and j - start == len(types) + len(colours):
            raise AskError(f"{' '.join(t.text for t in toks[i:j])!r}: a creature the question doesn't name needs its power and "
                           "toughness ('a 2/2 creature with flying'), or name the card", self.q, toks[i].start,
                           toks[j - 1].end, len(self.steps) + 1)
        if "Creature" not in types or "power" not in d or j == start:
            return None
        words = [toks[k].text for k in range(start, j)]
        abilities: list[str] = []
        if j < len(toks) and toks[j].low == "with":
            k, buf, got = j + 1, [], []
            while k < len(toks) and not toks[k].quoted:
                if toks[k].low in ("and", ",") or toks[k].text.endswith(","):
                    if toks[k].text.endswith(",") and toks[k].low != ",":
                        buf.append(toks[k].text.rstrip(","))
                    if not buf or not _keyword(" ".join(buf)):
                        break
                    got.append(" ".join(buf))
                    buf = []
                    k += 1
                    continue
                buf.append(toks[k].text)
                if not _keyword(" ".join(buf)) and not any(n.startswith(" ".join(buf).lower()) for n in KEYWORD_NAMES) \
                        and " ".join(buf).lower() not in ("protection", "protection from"):
                    buf.pop()
                    break
                k += 1
            if buf and _keyword(" ".join(buf)):
                got.append(" ".join(buf))
                buf = []
            if got and not buf:
                abilities = [a[:1].upper() + a[1:] for a in got]
                words += ["with"] + [" and ".join(got)]
                j = k
        name = " ".join(words)
        if name in self.cards:       # the same description again: the same card (a second one needs a name)
            return j - i, Ref("card", name, {**self.cards[name], "name": name})
        d["type_line"] = " ".join(types) + (" \u2014 " + " ".join(subs) if subs else "")
        if colours:
            d["colors"] = colours
        if abilities:
            d["text"] = "\n".join(abilities)
        self.cards[name] = d
        note = (f"{name!r} is a card of the question's own: " + (f"{', '.join(abilities)} and no other ability"
                                                                 if abilities else "no abilities"))
        self.notes.append(note)
        return j - i, Ref("card", name, {**d, "name": name}, note=note)
