"""A board told as a list (chat57), as players post it before their question: "Board state: Me - Serra Angel, Savannah
Lions. Opp - Giant Spider. Both at 20.", "Here's the board. Mine: Llanowar Elves, Grizzly Bears. His: nothing." — a
label of a side (me, mine, my side, I / opp, opponent, his, hers, theirs, him, her, them, their side), a colon or a
dash, and a list of what that side controls. Each such sentence is written as the reader's own words, "I control A, B
and C." / "My opponent controls A." ("nothing", "none", "empty": "… controls no creatures."), "Both at N." as "We're
both at N.", and a sentence that only announces the list ("Here's the board.", "Board state:") is left out. The text
so written is read in place of the question only when the question as written is not read, and every word of it
is read again by the reader (a list item that is no card stops it there, as any other word would): the rewrite adds
nothing the question did not say. The answer's notes say how the board was read.

Text only: it does not import the answerer (which imports it).
"""
from __future__ import annotations

import re

__all__ = ["board_as_list"]

_MINE = r"(?:me|mine|my\s+side|my\s+board|my\s+stuff|i|myself|us)"
_THEIRS = (r"(?:opp|opp's\s+side|opp's\s+board|opponent|my\s+opp|my\s+opponent|opponent's\s+side|his|hers|theirs|"
           r"him|her|them|his\s+side|her\s+side|their\s+side|his\s+board|her\s+board|their\s+board)")
_SEP = r"\s*(?::|-|–|—)\s*"
_LABEL = re.compile(r"^(?P<side>" + _MINE + "|" + _THEIRS + r")" + _SEP + r"(?P<list>.+?)\s*$", re.I)
_ANNOUNCE = re.compile(r"^(?:ok\s+|so\s+)?(?:here'?s\s+|here\s+is\s+)?(?:the\s+|current\s+|my\s+)?board(?:\s+state)?"
                       r"(?:\s+is)?(?:\s+(?:like\s+)?(?:this|as\s+follows))?\s*(?:[:.!\-–—]\s*|$)", re.I)
_NOTHING = re.compile(r"^(?:nothing|none|empty|no\s+creatures|nada|zilch)(?:\s+at\s+all)?$", re.I)
_BOTH = re.compile(r"^(?:both|we'?re\s+both|both\s+players)\s+(?:at|on)\s+(\d+)(?:\s+life)?$", re.I)
_SENT = re.compile(r"[^.!?]+[.!?]*\s*")
# words after a label that make it a line of a chat log ("Me: attack with Craw Wurm"), not a list
_VERBISH = re.compile(r"^(?:i\s|attack|attacks|block|blocks|cast|casts|swing|swings|play|plays|respond|responds|"
                      r"tap|taps|sac|sacs|activate|activates|pass|passes|go|goes|ok|yes|no\b|what|why|how|can|does|is)",
                      re.I)


def _items(text: str) -> list[str]:
    return [p.strip() for p in re.split(r"\s*(?:,|\+|&|\band\b)\s*", text) if p.strip()]


def _side_sentence(label: str, listed: str) -> str | None:
    listed = listed.strip().rstrip(".!;")
    if not listed or _VERBISH.match(listed):
        return None
    mine = re.fullmatch(_MINE, label.strip(), re.I) is not None
    who = "I control" if mine else "My opponent controls"
    if _NOTHING.match(listed):
        return f"{who} no creatures."
    items = _items(listed)
    if not items or any(_NOTHING.match(i) or re.search(r"[:?]", i) for i in items):
        return None
    said = items[0] if len(items) == 1 else ", ".join(items[:-1]) + " and " + items[-1]
    return f"{who} {said}."


def board_as_list(question: str) -> tuple[str, list[str]] | None:
    """(the question with its board told as a list written as the reader's words, the sentences so written) when
    it tells one, else None."""
    out, changed, said = [], False, []
    for m in _SENT.finditer(question):
        sent = m.group()
        body = sent.strip()
        if "?" in body:
            out.append(sent)
            continue
        rest = body
        ann = _ANNOUNCE.match(rest)
        if ann and ann.end() > 0:
            rest = rest[ann.end():].strip()
            if not rest:
                changed = True
                said.append(f"{body!r} left out (it announces the board)")
                continue
        lab = _LABEL.match(rest.rstrip(".!"))
        if lab:
            new = _side_sentence(lab.group("side"), lab.group("list"))
            if new is not None:
                out.append(new + " ")
                changed = True
                said.append(f"{body!r} read as {new!r}")
                continue
        both = _BOTH.match(rest.rstrip(".!").strip())
        if both:
            new = f"We're both at {both.group(1)}."
            out.append(new + " ")
            changed = True
            said.append(f"{body!r} read as {new!r}")
            continue
        if ann and rest != body:
            out.append(sent)          # "Board: I attack …": the announcement only is not worth a rewrite
            continue
        out.append(sent)
    if not changed or not any(" control" in s for s in said):
        return None
    return re.sub(r"\s+", " ", "".join(out)).strip(), said
