""""I tap Llanowar Elves for G", "tap my Forest for green mana", "I tap Birds of Paradise for mana": a mana ability
activated (605.1a, 605.3a: a player may activate it whenever they have priority), never the permanent merely tapped —
the mana goes into its controller's mana pool (106.4). Which ability, and which mana, is read from the card's own
text: the one ability that adds exactly that mana ("{T}: Add {G}."), or the one mana ability it has with the mana
said as the choice it makes (106.7, 605.3b, kb.engine.values.mana_choice: the engine refuses a choice the ability
does not allow). Several abilities that could, or none, are asked for, never picked."""
from __future__ import annotations

import re

from .lexicon import COLOUR_WORDS, number_word

__all__ = ["mana_said", "mana_step"]

_SYMBOLS = frozenset("wubrgc")
# the words around the mana said: "for one green mana", "for a G", "for {G}{G}", "for mana"
_FILLER = frozenset({"a", "an", "one", "mana", "of"})
_ADD_LINE = re.compile(r"^[^\n]*\{T\}[^\n]*:\s*Add\b[^\n]*$", re.M)
_ADD = re.compile(r"\bAdd [^.\n)]*")


def mana_said(words: list[str]) -> str | None:
    """The mana the words after "for" say, as symbols ("{G}", "{G}{G}"), "" for "mana" said without a type, or None
    when the words are not only mana."""
    if not words:
        return None
    out: list[str] = []
    text = " ".join(words)
    if "{" in text:           # "{G}{G}", "{ g } { g }": the symbols as written
        syms = re.findall(r"\{\s*([a-z0-9])\s*\}", text)
        rest = re.sub(r"\{\s*[a-z0-9]\s*\}", " ", text).split()
        if not syms or any(w not in _FILLER for w in rest) or any(s not in _SYMBOLS for s in syms):
            return None
        return "".join("{" + s.upper() + "}" for s in syms)
    count = 1
    for w in words:
        if w in COLOUR_WORDS:
            out.append("{" + COLOUR_WORDS[w] + "}")
        elif w == "colorless" or w == "colourless":
            out.append("{C}")
        elif re.fullmatch(r"[wubrgc]+", w):
            out.extend("{" + c.upper() + "}" for c in w)
        elif w in _FILLER:
            continue
        elif number_word(w) is not None and not out:
            count = number_word(w)
        else:
            return None
    if not out:
        return "" if "mana" in words and count == 1 else None
    return "".join(out) * count if len(out) == 1 else ("".join(out) if count == 1 else None)


def mana_step(name: str, text: str, mana: str) -> dict | str:
    """The ``activate`` step that taps the permanent ``name`` (its card's text ``text``) for ``mana``: the ability
    whose words add exactly that mana, or the one whose choice includes it ("Add {R} or {G}", "Add one mana of any
    color") with the mana as its choice. A string when no step can be written: what is missing, for the error."""
    adds = [m.group(0).strip() for ln in _ADD_LINE.findall(text or "") for m in [_ADD.search(ln)] if m]
    if not adds:
        return f"{name} has no ability with {{T}} that adds mana (605.1a)"
    if not mana:
        if len(adds) > 1:
            return f"{name} has {len(adds)} mana abilities: say which mana it taps for ('for G')"
        return {"card": name, "ability": adds[0]}
    exact = [a for a in adds if a[4:].strip() == mana]
    if len(exact) == 1:
        return {"card": name, "ability": exact[0]}
    syms = re.findall(r"\{[WUBRGC]\}", mana)
    chosen = [a for a in adds if not exact and len(syms) == 1 and (
        re.search(r"\bor\b", a) and syms[0] in re.findall(r"\{[WUBRGC]\}", a) or
        re.search(r"\bany (?:one )?colou?r\b", a) and syms[0] != "{C}" or re.search(r"\bany type\b", a))]
    if len(chosen) == 1:
        return {"card": name, "ability": chosen[0], "choose": {"mana": mana}}
    if not exact and not chosen:
        return f"no mana ability of {name} adds {mana} (605.1a): it has " + "; ".join(repr(a) for a in adds)
    return f"{name} has {len(exact) + len(chosen)} mana abilities that could add {mana}: say which (ability N)"
